#include "true20/True20Ruleset.h"

#include "events/RulesetEventOf.h"
#include "model/Limits.h"
#include "true20/Commands.h"
#include "true20/True20Events.h"

#include <map>

namespace scouter::engine::true20 {

namespace {

using Handler = commands::Result (*)(True20Context&);

const std::map<std::string, Handler, std::less<>>& handlers() {
    static const std::map<std::string, Handler, std::less<>> table{
        {"start", commands::start},       {"setInitiative", commands::setInitiative},
        {"breakTie", commands::breakTie}, {"resolve", commands::breakTie},
        {"delay", commands::delay},       {"endTurn", commands::endTurn},
        {"skipTurn", commands::endTurn},  {"elapse", commands::elapse},
        {"leave", commands::leave},       {"end", commands::end},
        {"action", commands::action},     {"attack", commands::attack},
        {"confirm", commands::confirm},   {"defend", commands::defend},
        {"prepare", commands::prepare},   {"toughness", commands::toughness},
        {"save", commands::save},         {"recover", commands::recover},
        {"push", commands::push},         {"move", commands::move},
    };
    return table;
}

} // namespace

True20Ruleset::True20Ruleset(RulesetOptions options)
    : m_options(std::move(options)), m_settings(True20Settings::from(m_options)) {}

void True20Ruleset::prepare(EncounterState& state) const {
    if (state.rules.get<True20State>() != nullptr) {
        return;
    }
    True20State rules;
    for (const auto& combatant : state.combatants) {
        Fighter fighter;
        fighter.conviction = combatant.sheet.number("conviction");
        rules.fighters.emplace(combatant.id, std::move(fighter));
    }
    state.rules = RulesetData(std::move(rules));
}

std::optional<std::string> True20Ruleset::handle(const Command& command, EventSink& sink, DiceSource& dice) const {
    const auto found = handlers().find(command.type);
    if (found == handlers().end()) {
        return "Refused: True20 has no command '" + command.type + "'";
    }
    const EncounterState& state = sink.state();
    if (state.rules.get<True20State>() == nullptr) {
        return std::string("Refused: the encounter was not prepared for True20");
    }
    const bool tieWaiting = !state.pending.empty() && state.pending.front().kind == "tie";
    if (tieWaiting && command.type != "breakTie" && command.type != "resolve") {
        return std::string("Refused: an initiative tie waits for the ARC's order (breakTie): Dexterity left it tied");
    }
    True20Context context(command, sink, dice, m_settings);
    return found->second(context);
}

std::optional<Event> True20Ruleset::decodeEvent(std::string_view type, const nlohmann::json& json) const {
    using events::decodeRulesetEvent;
    for (auto decode :
         {decodeRulesetEvent<AttackMade>, decodeRulesetEvent<CriticalConfirmed>, decodeRulesetEvent<ThreatLapsed>,
          decodeRulesetEvent<ToughnessRolled>, decodeRulesetEvent<SaveRolled>, decodeRulesetEvent<RecoveryRolled>,
          decodeRulesetEvent<ActionTaken>, decodeRulesetEvent<DefenseChosen>, decodeRulesetEvent<Delayed>,
          decodeRulesetEvent<Prepared>, decodeRulesetEvent<Pushed>, decodeRulesetEvent<MoveMade>}) {
        if (auto event = decode(type, json)) {
            return event;
        }
    }
    return std::nullopt;
}

std::pair<int, int> True20Ruleset::initiativeRange(const EncounterState& state, std::string_view slot,
                                                   bool roll) const {
    (void)state;
    (void)slot;
    if (roll) {
        return {1, 20};
    }
    return {-limits::kMaxInitiative, limits::kMaxInitiative};
}

} // namespace scouter::engine::true20
