// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/CommandTable.h"
#include "dbu/DbuSettings.h"
#include "rules/Ruleset.h"

#include <vector>

namespace scouter::engine::dbu {

// Dragon Ball Universe: the 002 combat structure (Modern, the default) or the 000/001 one
// (Legacy), both with the 001/000 maneuvers.
class DbuRuleset final : public Ruleset {
public:
    enum class Structure { Modern, Legacy };

    DbuRuleset(Structure structure, RulesetOptions options);

    // Rules (DbuRuleset.cpp, DbuReducer.cpp, DbuScenario.cpp)
    [[nodiscard]] std::string_view name() const override;
    [[nodiscard]] const RulesetOptions& options() const override { return m_options; }
    [[nodiscard]] std::optional<std::string> handle(const Command& command, EventSink& sink,
                                                    DiceSource& dice) const override;
    // Its own events (DbuEvents.h) reduce themselves; the core's go to the core's reducer, then
    // DBU adds what they mean for its state (DbuReducer.cpp).
    void apply(EncounterState& state, const Event& event) const override;
    // DBU's state (DbuState.h): a Fighter per combatant from its sheet.
    void prepare(EncounterState& state) const override;
    // DBU's events under the type names the core stored them with before they moved here.
    [[nodiscard]] std::optional<Event> decodeEvent(std::string_view type, const nlohmann::json& json) const override;
    // Its commands, the neutral ones and DBU's own (DbuCommands.h), and the scenario contract's
    // paths (DbuScenario.cpp).
    [[nodiscard]] std::vector<CommandSpec> commandSpecs() const override;
    [[nodiscard]] CommandReading readCommand(const CommandForm& form) const override;
    void statePaths(const EncounterState& state, nlohmann::json& view) const override;
    [[nodiscard]] std::pair<int, int> initiativeRange(const EncounterState& state, std::string_view slot,
                                                      bool roll) const override;
    [[nodiscard]] bool hasTurnLeft(const EncounterState& state, std::string_view who) const override;

    // Sheet (DbuSheet.cpp)
    // SheetLimits.h's stats with their bounds and rules, the Health Thresholds as a list. Read from
    // Combatant::sheet into each Fighter's typed Stats (prepare).
    [[nodiscard]] std::vector<SheetField> sheet() const override;
    [[nodiscard]] std::vector<SheetProblem> sheetProblems(const SheetValues& values) const override;
    [[nodiscard]] std::optional<SheetProblem> sheetSetupProblem(const SheetValues& values,
                                                                SetupCheck check) const override;
    [[nodiscard]] SheetValues sheetOf(const Combatant& combatant) const override;
    [[nodiscard]] std::vector<DerivedScore> derivedScores(const SheetValues& values) const override;

    // Descriptions (DbuDescriptions.cpp, DbuBoard.cpp)
    [[nodiscard]] std::vector<ManeuverDescription> maneuvers(const EncounterState& state,
                                                             std::string_view who) const override;
    [[nodiscard]] std::vector<ConditionDescription> conditions() const override;
    [[nodiscard]] std::vector<CommandDescription> arcCommands() const override;
    [[nodiscard]] std::vector<CommandDescription> panelCommands() const override;
    [[nodiscard]] std::vector<QuickAmount> quickAmounts() const override;
    [[nodiscard]] std::vector<std::string> rollNotes(const EncounterState& state, std::string_view who,
                                                     std::string_view target) const override;
    [[nodiscard]] std::string maneuverRoll(const EncounterState& state, std::string_view who, std::string_view maneuver,
                                           std::string_view target, const InputDescription& input) const override;
    [[nodiscard]] std::vector<std::string> maneuverRollNotes(const EncounterState& state, std::string_view who,
                                                             std::string_view maneuver,
                                                             std::string_view target) const override;
    [[nodiscard]] std::pair<int, int> diceScales(const EncounterState& state, std::string_view who) const override;
    // The board: Life and Ki bars, Actions and Counter Actions pips, the conditions (DbuBoard.cpp).
    [[nodiscard]] std::vector<BoardColumn> boardColumns() const override;
    [[nodiscard]] BoardCell boardCell(const EncounterState& state, std::string_view who,
                                      std::string_view column) const override;
    // The Parries declared and not used yet, and a change of sides.
    [[nodiscard]] std::vector<BoardChip> marks(const EncounterState& state, std::string_view who) const override;

    // Words (DbuFacts.cpp, DbuTerms.cpp)
    // What its events mean for the log and the review, and its pending decisions in words (DbuFacts.cpp).
    [[nodiscard]] std::vector<PoolDescription> pools() const override;
    [[nodiscard]] std::vector<ResourceDescription> resources() const override;
    [[nodiscard]] EventFacts facts(const EncounterState& before, const Event& event) const override;
    // Its words for the shared screens and the terms only its rules use (DbuTerms.cpp).
    [[nodiscard]] Terms terms() const override;
    [[nodiscard]] std::vector<std::string> ownWords() const override;
    [[nodiscard]] std::string decisionNote(const EncounterState& state, const PendingDecision& decision) const override;
    [[nodiscard]] std::vector<Choice> decisionChoices(const EncounterState& state,
                                                      const PendingDecision& decision) const override;
    [[nodiscard]] std::string decisionTitle(const PendingDecision& decision) const override;
    [[nodiscard]] std::string decisionAnswer(const EncounterState& state, const PendingDecision& decision,
                                             const std::vector<std::string>& choice) const override;

    [[nodiscard]] static std::vector<OptionSpec> optionSpecs();

private:
    // apply's longer path: the core's events, and an event that finds the state unprepared.
    [[gnu::noinline]] void applyCore(EncounterState& state, const Event& event) const;
    Structure m_structure;
    RulesetOptions m_options;
    DbuSettings m_settings;
    CommandTable m_commands;
};

} // namespace scouter::engine::dbu
