// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuRuleset.h"

#include "dbu/DbuEvents.h"
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"
#include "dbu/Hiding.h"
#include "dbu/Initiative.h"
#include "dbu/PowerEvents.h"
#include "dbu/SheetLimits.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/Parries.h"
#include "dbu/maneuvers/Wagers.h"
#include "events/RulesetEventOf.h"

#include <fmt/format.h>

namespace scouter::engine::dbu {

DbuRuleset::DbuRuleset(Structure structure, RulesetOptions options)
    : m_structure(structure), m_options(std::move(options)) {
    m_settings.legacy = structure == Structure::Legacy;
    m_settings.diceTierScaling =
        m_options.get("diceTierScaling") == "result" ? DiceScaling::Result : DiceScaling::Count;
    m_settings.energyChargeHardCap = m_options.isTrue("energyChargeHardCap");
    m_settings.tieReroll = m_options.get("tieAfterRollOff") == "reroll";
    m_settings.defeatedCountForAdvantage = m_options.isTrue("defeatedCountForAdvantage");
    m_settings.legacySurpriseRoundCounts = m_options.isTrue("legacySurpriseRoundCounts");
    m_settings.noEffortOncePerType = m_options.isTrue("noEffortOncePerType");
    m_settings.roundUp = m_options.get("rounding") == "up";
    m_settings.departedAnchorAtTurnPosition = m_options.get("departedAnchorExpiry") == "turn-position";
    m_settings.instantRecovery = m_options.get("instantRecovery") != "none";
    addSetupCommands(m_commands);
    addTurnCommands(m_commands);
    addStateCommands(m_commands);
    addManeuverCommand(m_commands);
    addDuelCommands(m_commands);
}

std::string_view DbuRuleset::name() const {
    return m_structure == Structure::Legacy ? "dbu-legacy" : "dbu";
}

std::vector<OptionSpec> DbuRuleset::optionSpecs() {
    return {
        {"diceTierScaling",
         "What (T) multiplies on dice",
         {{"count", "The number of dice"}, {"result", "The result"}},
         "What (T) multiplies on dice: the number of dice or the result"},
        {"energyChargeHardCap",
         "Energy Charge hard cap (older rules)",
         {{"false", "No"}, {"true", "Yes"}},
         "000's hard cap: Energy Charge can be used only 1/2 Force or Spirit Modifier times"},
        {"tieAfterRollOff",
         "A tied Initiative roll-off",
         {{"arc", "The ARC decides"}, {"reroll", "Reroll until it breaks"}},
         "After a tied Initiative roll-off: the ARC decides, or reroll"},
        {"defeatedCountForAdvantage",
         "Defeated Opponents count for Advantage",
         {{"true", "Yes"}, {"false", "No"}},
         "Defeated Opponents still count for Initiative and Tier-of-Power Advantage"},
        {"legacySurpriseRoundCounts",
         "Legacy surprise round counts for durations",
         {{"false", "No"}, {"true", "Yes"}},
         "The legacy surprise round counts towards 'x Combat Rounds' durations"},
        {"noEffortOncePerType",
         "Each No Effort Maneuver once per round",
         {{"true", "Yes"}, {"false", "No, the ARC may allow more"}},
         "Each type of No Effort Maneuver once per Combat Round (001), or as often as the ARC allows"},
        {"rounding",
         "Fractions the rules leave open",
         {{"down", "Round down"}, {"up", "Round up"}},
         "Fractions the rules do not say how to round (1/2 Agility, halved Initiative, the Energy Charge cap, "
         "a throw's extra squares, Power Surge's quarter)"},
        {"departedAnchorExpiry",
         "Effects of a departed combatant end",
         {{"end-of-round", "At the end of the round"}, {"turn-position", "Where its turn would have been"}},
         "'x Combat Rounds' effects whose turn-owner has left end at the end of the round, or where that "
         "turn would have been"},
        {"instantRecovery",
         "Instant Recovery after the encounter",
         {{"full", "Full: maximum Life and Ki"}, {"none", "None: the table applies its own"}},
         "After the encounter ends (002 Instant Recovery): everyone still in it is back to maximum Life and Ki, "
         "or nothing is restored"},
    };
}

void DbuRuleset::prepare(EncounterState& state) const {
    if (const auto* prepared = state.rules.get<DbuState>();
        prepared != nullptr && prepared->fighters.size() == state.combatants.size()) {
        return;
    }
    DbuState rules;
    rules.fighters.reserve(state.combatants.size());
    for (const auto& combatant : state.combatants) {
        Fighter fighter;
        fighter.stats = statsOf(combatant.sheet);
        fighter.life = fighter.stats.lifeAtStart();
        fighter.ki = fighter.stats.kiAtStart();
        rules.fighters.push_back(std::move(fighter));
    }
    // The first listed member's Agility Score breaks its slot's Initiative ties.
    for (std::size_t i = 0; i < state.slots.size(); ++i) {
        const Slot& slot = state.slots[i];
        if (const Combatant* first = slot.members.empty() ? nullptr : state.find(slot.members.front())) {
            state.slots.edit(i).agilityScore =
                rules.fighters[static_cast<std::size_t>(first - state.combatants.data())].stats.agilityScore;
        }
    }
    state.rules = RulesetData(std::move(rules));
}

std::optional<Event> DbuRuleset::decodeEvent(std::string_view type, const nlohmann::json& json) const {
    using events::decodeRulesetEvent;
    for (auto decode : {decodeRulesetEvent<ActionsGained>,
                        decodeRulesetEvent<ActionsSpent>,
                        decodeRulesetEvent<ActionsConverted>,
                        decodeRulesetEvent<ConvertedLost>,
                        decodeRulesetEvent<LifeSet>,
                        decodeRulesetEvent<KiSet>,
                        decodeRulesetEvent<ChargesSet>,
                        decodeRulesetEvent<PowerUpSet>,
                        decodeRulesetEvent<HoldingBackSet>,
                        decodeRulesetEvent<LimitUsed>,
                        decodeRulesetEvent<InstantSequenceSet>,
                        decodeRulesetEvent<ManeuverUsed>,
                        decodeRulesetEvent<GrappleSet>,
                        decodeRulesetEvent<EmpowerReceived>,
                        decodeRulesetEvent<ParryAnswered>,
                        decodeRulesetEvent<HiddenFound>,
                        decodeRulesetEvent<RestraintChecked>,
                        decodeRulesetEvent<AttackRecorded>,
                        decodeRulesetEvent<ParryScored>,
                        decodeRulesetEvent<FormChanged>,
                        decodeRulesetEvent<KiWagered>,
                        decodeRulesetEvent<CapacityRestored>,
                        decodeRulesetEvent<DuelOpened>,
                        decodeRulesetEvent<DuelClosed>,
                        decodeRulesetEvent<InstantGranted>}) {
        if (auto event = decode(type, json)) {
            return event;
        }
    }
    return std::nullopt;
}

std::optional<std::string> DbuRuleset::handle(const Command& command, EventSink& sink, DiceSource& dice) const {
    DbuContext context(sink, dice, m_settings);
    const std::string_view name = commandName(command);
    const CommandHandler* handler = m_commands.find(name);
    if (handler == nullptr) {
        return fmt::format("Unknown command '{}'", name);
    }
    const EncounterState& state = sink.state();
    if (state.ended && !handler->allowedAfterEnd) {
        return fmt::format("The encounter has ended ({})", state.outcome);
    }
    if (!state.pending.empty() && !handler->allowedWhilePending) {
        return fmt::format("A decision waits first: {}", decisionTitle(state.pending.front()));
    }
    if (auto refusal = handler->check(context, command)) {
        return refusal;
    }
    // Offers last until the next command that is not a Counter answer to them. Converting an
    // Action (allowed at any time, to answer one: digest A4.1) and declining one keep them.
    const auto* maneuver = commandAs<UseManeuver>(command);
    const bool counterAnswer =
        maneuver != nullptr && (maneuver->counter.value_or(false) || Parries::isCrossCounter(state, *maneuver) ||
                                Hiding::isClashAnswer(state, *maneuver));
    const bool keepsOffers =
        counterAnswer || commandAs<Convert>(command) != nullptr || commandAs<commands::Decline>(command) != nullptr;
    if (!keepsOffers && !state.offers.empty()) {
        context.emit(offersSet());
    }
    Wagers::lapseInstant(context, maneuver);
    handler->run(context, command);
    Vitality::checkVictory(context);
    return std::nullopt;
}

// Initiative::range; an unknown slot gets the die's faces or the widest value, as the default does.
std::pair<int, int> DbuRuleset::initiativeRange(const EncounterState& state, std::string_view slot, bool roll) const {
    if (auto range = Initiative::range(m_settings, state, slot, roll)) {
        return *range;
    }
    return roll ? std::pair{1, 10} : Ruleset::initiativeRange(state, slot, roll);
}

bool DbuRuleset::hasTurnLeft(const EncounterState& state, std::string_view who) const {
    const Combatant* c = state.find(std::string(who));
    return c != nullptr && fighter(state, *c).actions > 0;
}

} // namespace scouter::engine::dbu
