// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/RulesetDescriptions.h"

#include "rules/SideChange.h"

namespace scouter::engine {

std::vector<BoardColumn> RulesetDescriptions::boardColumns() const {
    return {};
}

BoardCell RulesetDescriptions::boardCell(const EncounterState& state, std::string_view who,
                                         std::string_view column) const {
    (void)state;
    (void)who;
    (void)column;
    return {};
}

std::vector<BoardChip> RulesetDescriptions::marks(const EncounterState& state, std::string_view who) const {
    std::vector<BoardChip> out;
    if (auto side = SideChange::chip(state, who)) {
        out.push_back(std::move(*side));
    }
    return out;
}

Health RulesetDescriptions::health(const EncounterState& state, std::string_view who) const {
    const std::string id(who);
    const Combatant* combatant = state.find(id);
    if (combatant == nullptr || !combatant->active || state.isDefeated(id)) {
        return Health::Down;
    }
    for (const auto& column : boardColumns()) {
        if (column.kind != BoardColumn::Kind::Bar) {
            continue;
        }
        const BoardCell cell = boardCell(state, who, column.id);
        if (cell.maximum <= 0 || cell.value >= cell.maximum) {
            return Health::Unhurt;
        }
        if (cell.value * 2 > cell.maximum) {
            return Health::Bloodied;
        }
        return cell.value > 0 ? Health::BadlyHurt : Health::Down;
    }
    return Health::Unhurt;
}

std::vector<ManeuverDescription> RulesetDescriptions::maneuvers(const EncounterState& state,
                                                                std::string_view who) const {
    (void)state;
    (void)who;
    return {};
}

std::vector<ConditionDescription> RulesetDescriptions::conditions() const {
    return {};
}

std::vector<CommandDescription> RulesetDescriptions::arcCommands() const {
    return {};
}

std::vector<CommandDescription> RulesetDescriptions::panelCommands() const {
    return {};
}

std::vector<QuickAmount> RulesetDescriptions::quickAmounts() const {
    return {};
}

std::vector<std::string> RulesetDescriptions::rollNotes(const EncounterState& state, std::string_view who,
                                                        std::string_view target) const {
    (void)state;
    (void)who;
    (void)target;
    return {};
}

std::string RulesetDescriptions::maneuverRoll(const EncounterState& state, std::string_view who,
                                              std::string_view maneuver, std::string_view target,
                                              const InputDescription& input) const {
    (void)state;
    (void)who;
    (void)maneuver;
    (void)target;
    return input.roll;
}

std::vector<std::string> RulesetDescriptions::maneuverRollNotes(const EncounterState& state, std::string_view who,
                                                                std::string_view maneuver,
                                                                std::string_view target) const {
    (void)maneuver;
    return rollNotes(state, who, target);
}

std::pair<int, int> RulesetDescriptions::diceScales(const EncounterState& state, std::string_view who) const {
    (void)state;
    (void)who;
    return {1, 1};
}

} // namespace scouter::engine
