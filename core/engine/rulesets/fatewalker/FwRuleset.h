// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwSettings.h"
#include "rules/Ruleset.h"

namespace scouter::engine::fatewalker {

// Fatewalker (seed 003, digest Part B, scenario-format-fatewalker.md): a scene counted in ticks,
// every action's tick cost added to its actor's next action tick, reactions out of turn,
// background movement with declarations every 6 ticks, holds and preemptive actions, timed
// windows, aims, and the exchanges between attacks and their answers (FwCombat.h).
class FwRuleset final : public Ruleset {
public:
    explicit FwRuleset(RulesetOptions options);

    // Rules (FwRuleset.cpp, FwScenario.cpp)
    [[nodiscard]] std::string_view name() const override { return "fatewalker"; }
    [[nodiscard]] const RulesetOptions& options() const override { return m_options; }
    [[nodiscard]] const FwSettings& settings() const { return m_settings; }
    [[nodiscard]] std::optional<std::string> handle(const Command& command, EventSink& sink,
                                                    DiceSource& dice) const override;
    void apply(EncounterState& state, const Event& event) const override;
    void prepare(EncounterState& state) const override;
    [[nodiscard]] std::optional<Event> decodeEvent(std::string_view type, const nlohmann::json& json) const override;
    [[nodiscard]] std::vector<CommandSpec> commandSpecs() const override;
    [[nodiscard]] CommandReading readCommand(const CommandForm& form) const override;
    [[nodiscard]] std::optional<std::string> formProblem(const EncounterState& state,
                                                         const CommandForm& form) const override;
    void statePaths(const EncounterState& state, nlohmann::json& view) const override;
    [[nodiscard]] bool hasTurnLeft(const EncounterState& state, std::string_view who) const override;

    // Sheet (FwSheet.cpp)
    [[nodiscard]] std::vector<SheetField> sheet() const override;
    [[nodiscard]] std::vector<SheetProblem> sheetProblems(const SheetValues& values) const override;

    // Descriptions (FwDescriptions.cpp, FwBoard.cpp)
    [[nodiscard]] std::vector<ManeuverDescription> maneuvers(const EncounterState& state,
                                                             std::string_view who) const override;
    // Every term the handle will put on the roll of `maneuver` now (RollTerms.h), with its reason.
    [[nodiscard]] std::vector<std::string> maneuverRollNotes(const EncounterState& state, std::string_view who,
                                                             std::string_view maneuver,
                                                             std::string_view target) const override;
    [[nodiscard]] std::vector<ConditionDescription> conditions() const override;
    [[nodiscard]] std::vector<CommandDescription> arcCommands() const override;
    [[nodiscard]] std::vector<BoardColumn> boardColumns() const override;
    [[nodiscard]] BoardCell boardCell(const EncounterState& state, std::string_view who,
                                      std::string_view column) const override;
    [[nodiscard]] Health health(const EncounterState& state, std::string_view who) const override;
    // Damage taken, posture, bind, cover, the ARC's conditions and a change of sides (FwBoard.cpp).
    [[nodiscard]] std::vector<BoardChip> marks(const EncounterState& state, std::string_view who) const override;

    // Words (FwFacts.cpp, FwTerms.cpp)
    [[nodiscard]] std::vector<PoolDescription> pools() const override;
    [[nodiscard]] std::vector<ResourceDescription> resources() const override;
    [[nodiscard]] EventFacts facts(const EncounterState& before, const Event& event) const override;
    // Its words for the shared screens and the terms only its rules use (FwTerms.cpp).
    [[nodiscard]] Terms terms() const override;
    [[nodiscard]] std::vector<std::string> ownWords() const override;

    // Timeline (FwTimeline.cpp)
    [[nodiscard]] std::optional<Timeline> timeline(const EncounterState& state) const override;
    [[nodiscard]] std::optional<TimelineMarker> timelineMarker(const EncounterState& state,
                                                               const std::string& who) const override;
    // Its ticks: "Tick 13".
    [[nodiscard]] Moment moment(const EncounterState& state) const override;

    [[nodiscard]] static std::vector<OptionSpec> optionSpecs() { return FwSettings::specs(); }

private:
    RulesetOptions m_options;
    FwSettings m_settings;
};

} // namespace scouter::engine::fatewalker
