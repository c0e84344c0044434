// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwRuleset.h"

#include "events/RulesetEventOf.h"
#include "fatewalker/CombatEvents.h"
#include "fatewalker/FwActions.h"
#include "fatewalker/FwClock.h"
#include "fatewalker/FwCombat.h"
#include "fatewalker/FwEvents.h"
#include "fatewalker/FwRules.h"

#include <map>

namespace scouter::engine::fatewalker {

namespace {

using Handler = std::optional<std::string> (*)(const Command&, EventSink&, DiceSource&, const FwSettings&);

template <class T, std::optional<std::string> (*Handle)(FwCall<T>&)>
std::optional<std::string> call(const Command& command, EventSink& sink, DiceSource& dice, const FwSettings& settings) {
    FwCall<T> context(*commandAs<T>(command), sink, dice, settings);
    return Handle(context);
}

const std::map<std::string, Handler, std::less<>>& handlers() {
    namespace neutral = engine::commands;
    namespace clk = clockCommands;
    static const std::map<std::string, Handler, std::less<>> table{
        {"start", call<neutral::Start, clk::start>},
        {"setTick", call<SetTick, clk::setTick>},
        {"advance", call<Advance, clk::advance>},
        {"move", call<Declare, clk::declare>},
        {"resolve", call<neutral::Resolve, clk::resolve>},
        {"breakTie", call<neutral::BreakTie, clk::breakTie>},
        {"condition", call<neutral::Condition, clk::condition>},
        {"leave", call<neutral::Leave, clk::leave>},
        {"side", call<neutral::Side, clk::side>},
        {"end", call<neutral::End, clk::end>},
        {"act", call<Act, actions::act>},
        {"preempt", call<Preempt, actions::preempt>},
        {"react", call<React, actions::react>},
        {"check", call<Check, combat::check>},
    };
    return table;
}

} // namespace

FwRuleset::FwRuleset(RulesetOptions options) : m_options(std::move(options)), m_settings(FwSettings::from(m_options)) {}

void FwRuleset::apply(EncounterState& state, const Event& event) const {
    if (const auto* own = std::get_if<events::RulesetEvent>(&event); own != nullptr && own->body != nullptr) {
        own->body->reduce(state);
        return;
    }
    Ruleset::apply(state, event);
}

void FwRuleset::prepare(EncounterState& state) const {
    if (state.rules.get<FwState>() != nullptr) {
        return;
    }
    FwState rules;
    for (const auto& combatant : state.combatants) {
        Fighter fighter;
        const auto weapons = combatant.sheet.records.find("weapons");
        if (weapons != combatant.sheet.records.end()) {
            for (const auto& weapon : weapons->second) {
                fighter.weapons[weapon.text("id")] = weapon.text("carried", "sheathed");
            }
        }
        rules.fighters.set(combatant.id, std::move(fighter));
    }
    state.rules = RulesetData(std::move(rules));
}

std::optional<std::string> FwRuleset::handle(const Command& command, EventSink& sink, DiceSource& dice) const {
    const std::string_view name = commandName(command);
    const auto found = handlers().find(name);
    if (found == handlers().end()) {
        return "Refused: Fatewalker has no command '" + std::string(name) + "'";
    }
    if (sink.state().rules.get<FwState>() == nullptr) {
        return std::string("Refused: the encounter was not prepared for Fatewalker");
    }
    return found->second(command, sink, dice, m_settings);
}

std::optional<Event> FwRuleset::decodeEvent(std::string_view type, const nlohmann::json& json) const {
    using events::decodeRulesetEvent;
    for (auto decode :
         {decodeRulesetEvent<TickSet>, decodeRulesetEvent<ClockMoved>, decodeRulesetEvent<ActionTaken>,
          decodeRulesetEvent<Declared>, decodeRulesetEvent<PendingSet>, decodeRulesetEvent<TieOrdered>,
          decodeRulesetEvent<ConditionChanged>, decodeRulesetEvent<FightersChanged>, decodeRulesetEvent<EvasionRolled>,
          decodeRulesetEvent<AttackOpened>, decodeRulesetEvent<ExchangeResolved>, decodeRulesetEvent<CheckRolled>}) {
        if (auto event = decode(type, json)) {
            return event;
        }
    }
    return std::nullopt;
}

bool FwRuleset::hasTurnLeft(const EncounterState& state, std::string_view who) const {
    const Combatant* combatant = state.find(std::string(who));
    return combatant != nullptr && clock::hasPriority(state, *combatant);
}

} // namespace scouter::engine::fatewalker
