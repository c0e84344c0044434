// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Ruleset.h"
#include "true20/True20Settings.h"

namespace scouter::engine::true20 {

// True20-style d20 combat (seed 004, digest Part C, scenario-format-true20.md): initiative with
// its tie chain, the round's action budget, attacks against Defense with criticals, Toughness saves
// onto the lethal and subdual tracks, Recovery and Dying checks, Conviction.
class True20Ruleset final : public Ruleset {
public:
    explicit True20Ruleset(RulesetOptions options);

    // Rules (True20Ruleset.cpp, True20Reducer.cpp, True20Scenario.cpp, True20FollowUp.cpp)
    [[nodiscard]] std::string_view name() const override { return "true20"; }
    [[nodiscard]] const RulesetOptions& options() const override { return m_options; }
    [[nodiscard]] const True20Settings& settings() const { return m_settings; }
    [[nodiscard]] std::optional<std::string> handle(const Command& command, EventSink& sink,
                                                    DiceSource& dice) const override;
    void apply(EncounterState& state, const Event& event) const override;
    void prepare(EncounterState& state) const override;
    [[nodiscard]] std::optional<Event> decodeEvent(std::string_view type, const nlohmann::json& json) const override;
    [[nodiscard]] std::vector<CommandSpec> commandSpecs() const override;
    [[nodiscard]] CommandReading readCommand(const CommandForm& form) const override;
    void statePaths(const EncounterState& state, nlohmann::json& view) const override;
    [[nodiscard]] std::pair<int, int> initiativeRange(const EncounterState& state, std::string_view slot,
                                                      bool roll) const override;
    // A round action left in its live budget (a helpless one's turn has none).
    [[nodiscard]] bool hasTurnLeft(const EncounterState& state, std::string_view who) const override;
    // After a natural 20, the attacker's confirmation; after a hit, the target's Toughness save
    // against 15 + Weapon + Strength (True20FollowUp.cpp).
    [[nodiscard]] std::optional<FollowUp> followUp(const EncounterState& state) const override;

    // Sheet (True20Sheet.cpp)
    [[nodiscard]] std::vector<SheetField> sheet() const override;
    [[nodiscard]] std::vector<SheetProblem> sheetProblems(const SheetValues& values) const override;
    [[nodiscard]] std::vector<DerivedScore> derivedScores(const SheetValues& values) const override;

    // Descriptions (True20Maneuvers.cpp, True20Board.cpp)
    [[nodiscard]] std::vector<ManeuverDescription> maneuvers(const EncounterState& state,
                                                             std::string_view who) const override;
    [[nodiscard]] std::vector<ConditionDescription> conditions() const override;
    [[nodiscard]] std::vector<CommandDescription> arcCommands() const override;
    [[nodiscard]] std::vector<std::string> rollNotes(const EncounterState& state, std::string_view who,
                                                     std::string_view target) const override;
    [[nodiscard]] std::vector<BoardColumn> boardColumns() const override;
    [[nodiscard]] BoardCell boardCell(const EncounterState& state, std::string_view who,
                                      std::string_view column) const override;
    // A prepared attack not used yet, and a change of sides.
    [[nodiscard]] std::vector<BoardChip> marks(const EncounterState& state, std::string_view who) const override;
    // The worse of the two tracks: Hurt, Bruised or Dazed Bloodied; Wounded, Staggered or Disabled
    // BadlyHurt; Unconscious, Dying or Dead Down.
    [[nodiscard]] Health health(const EncounterState& state, std::string_view who) const override;

    // Words (True20Facts.cpp, True20Terms.cpp)
    // What its events mean for the log and the review (True20Facts.cpp).
    [[nodiscard]] std::vector<ResourceDescription> resources() const override;
    [[nodiscard]] EventFacts facts(const EncounterState& before, const Event& event) const override;
    // Its words for the shared screens and the terms only its rules use (True20Terms.cpp).
    [[nodiscard]] Terms terms() const override;
    [[nodiscard]] std::vector<std::string> ownWords() const override;

    [[nodiscard]] static std::vector<OptionSpec> optionSpecs() { return True20Settings::specs(); }

private:
    // `named`: the combatants the event names first and second, already looked up (nullptr: none).
    void reduceOwn(EncounterState& state, const events::RulesetEventBody& body,
                   std::pair<const Combatant*, const Combatant*> named) const;
    void afterCore(EncounterState& state, const Event& event) const;

    RulesetOptions m_options;
    True20Settings m_settings;
};

} // namespace scouter::engine::true20
