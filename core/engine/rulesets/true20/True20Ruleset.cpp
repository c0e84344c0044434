// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/True20Ruleset.h"

#include "events/RulesetEventOf.h"
#include "model/Limits.h"
#include "true20/Budget.h"
#include "true20/Commands.h"
#include "true20/True20Events.h"

#include <map>

namespace scouter::engine::true20 {

namespace {

// Each command's handler, given the command as its own struct.
using Handler = commands::Result (*)(const Command&, EventSink&, DiceSource&, const True20Settings&);

template <class T, commands::Result (*Handle)(True20Call<T>&)>
commands::Result call(const Command& command, EventSink& sink, DiceSource& dice, const True20Settings& settings) {
    True20Call<T> context(*commandAs<T>(command), sink, dice, settings);
    return Handle(context);
}

const std::map<std::string, Handler, std::less<>>& handlers() {
    namespace neutral = engine::commands;
    static const std::map<std::string, Handler, std::less<>> table{
        {"start", call<neutral::Start, commands::start>},
        {"setInitiative", call<neutral::SetInitiative, commands::setInitiative>},
        {"breakTie", call<neutral::BreakTie, commands::breakTie>},
        {"resolve", call<neutral::Resolve, commands::resolve>},
        {"delay", call<Delay, commands::delay>},
        {"endTurn", call<neutral::EndTurn, commands::endTurn>},
        {"skipTurn", call<neutral::SkipTurn, commands::skipTurn>},
        {"elapse", call<Elapse, commands::elapse>},
        {"leave", call<neutral::Leave, commands::leave>},
        {"side", call<neutral::Side, commands::side>},
        {"end", call<neutral::End, commands::end>},
        {"action", call<Action, commands::action>},
        {"attack", call<Attack, commands::attack>},
        {"confirm", call<Confirm, commands::confirm>},
        {"defend", call<Defend, commands::defend>},
        {"prepare", call<Prepare, commands::prepare>},
        {"toughness", call<Toughness, commands::toughness>},
        {"save", call<Save, commands::save>},
        {"recover", call<Recover, commands::recover>},
        {"push", call<Push, commands::push>},
        {"move", call<Move, commands::move>},
        {"condition", call<neutral::Condition, commands::condition>},
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
    rules.fighters.reserve(state.combatants.size());
    for (const auto& combatant : state.combatants) {
        Fighter& fighter = rules.fighters.emplace_back();
        fighter.conviction = combatant.sheet.number("conviction");
    }
    state.rules = RulesetData(std::move(rules));
}

std::optional<std::string> True20Ruleset::handle(const Command& command, EventSink& sink, DiceSource& dice) const {
    const std::string_view name = commandName(command);
    const auto found = handlers().find(name);
    if (found == handlers().end()) {
        return "Refused: True20 has no command '" + std::string(name) + "'";
    }
    const EncounterState& state = sink.state();
    if (state.rules.get<True20State>() == nullptr) {
        return std::string("Refused: the encounter was not prepared for True20");
    }
    const bool tieWaiting = !state.pending.empty() && state.pending.front().kind == "tie";
    if (tieWaiting && name != engine::commands::BreakTie::kName && name != engine::commands::Resolve::kName) {
        return std::string("Refused: an initiative tie waits for the ARC's order (breakTie): Dexterity left it tied");
    }
    return found->second(command, sink, dice, m_settings);
}

std::optional<Event> True20Ruleset::decodeEvent(std::string_view type, const nlohmann::json& json) const {
    using events::decodeRulesetEvent;
    for (auto decode :
         {decodeRulesetEvent<AttackMade>, decodeRulesetEvent<CriticalConfirmed>, decodeRulesetEvent<ThreatLapsed>,
          decodeRulesetEvent<ToughnessRolled>, decodeRulesetEvent<SaveRolled>, decodeRulesetEvent<RecoveryRolled>,
          decodeRulesetEvent<ActionTaken>, decodeRulesetEvent<DefenseChosen>, decodeRulesetEvent<Delayed>,
          decodeRulesetEvent<Prepared>, decodeRulesetEvent<Pushed>, decodeRulesetEvent<MoveMade>,
          decodeRulesetEvent<ConditionChanged>}) {
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

bool True20Ruleset::hasTurnLeft(const EncounterState& state, std::string_view who) const {
    const auto* rules = state.rules.get<True20State>();
    if (rules == nullptr) {
        return false;
    }
    const Fighter* found = fighterOf(*rules, state, std::string(who));
    return found != nullptr && !actionsLeft(*found).empty();
}

} // namespace scouter::engine::true20
