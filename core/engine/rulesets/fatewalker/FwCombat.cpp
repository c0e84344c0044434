#include "fatewalker/FwCombat.h"

// Until the exchanges are wired in, attacks with a target and answers are refused plainly; the
// rest of the ruleset (costs, rolls, the clock) does not depend on them.
namespace scouter::engine::fatewalker::combat {

Result attack(FwContext& context, const ActionArguments& command, ActionPlan& plan) {
    (void)context;
    (void)plan;
    return "Refused: attacks on a target (" + command.action + " → " + command.target +
           ") are not resolved by this build yet";
}

Result answer(FwContext& context, const React& command, ActionPlan& plan) {
    (void)context;
    (void)plan;
    return "Refused: answering an attack (" + command.action + " against " + command.against +
           ") is not resolved by this build yet";
}

Result check(FwCall<Check>& context) {
    (void)context;
    return std::string("Refused: no check is asked for");
}

Result resolveReaction(FwCall<engine::commands::Resolve>& context) {
    (void)context;
    return std::string("Refused: no reaction is pending");
}

void outcome(const FwContext& context, const ActionArguments& command, ActionPlan& plan) {
    (void)context;
    (void)command;
    (void)plan;
}

} // namespace scouter::engine::fatewalker::combat
