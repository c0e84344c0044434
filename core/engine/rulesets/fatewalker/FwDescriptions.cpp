#include "fatewalker/FwRuleset.h"

#include "fatewalker/FwRules.h"
#include "rules/CommonCommands.h"

// What the rest of Scouter builds its screens from (rules/Description.h): the maneuvers a
// combatant may use now, grouped as the seed's tables, with their tick cost; the ARC's commands;
// the board's columns; the conditions.
namespace scouter::engine::fatewalker {

std::vector<ManeuverDescription> FwRuleset::maneuvers(const EncounterState& state, std::string_view who) const {
    (void)state;
    (void)who;
    return {};
}

std::vector<ConditionDescription> FwRuleset::conditions() const {
    return {};
}

std::vector<CommandDescription> FwRuleset::arcCommands() const {
    return {CommonCommands::endEncounter(), CommonCommands::removeCombatant()};
}

std::vector<BoardColumn> FwRuleset::boardColumns() const {
    return {};
}

BoardCell FwRuleset::boardCell(const EncounterState& state, std::string_view who, std::string_view column) const {
    (void)state;
    (void)who;
    (void)column;
    return {};
}

std::vector<PoolDescription> FwRuleset::pools() const {
    return {};
}

std::vector<ResourceDescription> FwRuleset::resources() const {
    return {};
}

EventFacts FwRuleset::facts(const EncounterState& before, const Event& event) const {
    (void)before;
    (void)event;
    return {};
}

std::optional<Timeline> FwRuleset::timeline(const EncounterState& state) const {
    (void)state;
    return std::nullopt;
}

} // namespace scouter::engine::fatewalker
