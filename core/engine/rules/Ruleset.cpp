#include "rules/Ruleset.h"

#include "events/Reducer.h"
#include "model/Limits.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine {

void Ruleset::apply(EncounterState& state, const Event& event) const {
    Reducer::apply(state, event);
}

void Ruleset::prepare(EncounterState& state) const {
    (void)state;
}

std::optional<Event> Ruleset::decodeEvent(std::string_view type, const nlohmann::json& json) const {
    (void)type;
    (void)json;
    return std::nullopt;
}

std::vector<SheetField> Ruleset::sheet() const {
    return {};
}

std::optional<SheetProblem> Ruleset::sheetSetupProblem(const SheetValues& values, SetupCheck check) const {
    (void)check;
    auto problems = sheetProblems(values);
    if (problems.empty()) {
        return std::nullopt;
    }
    return std::move(problems.front());
}

SheetValues Ruleset::sheetOf(const Combatant& combatant) const {
    return combatant.sheet;
}

std::vector<SheetProblem> Ruleset::sheetProblems(const SheetValues& values) const {
    (void)values;
    return {};
}

std::vector<DerivedScore> Ruleset::derivedScores(const SheetValues& values) const {
    (void)values;
    return {};
}

std::vector<BoardColumn> Ruleset::boardColumns() const {
    return {};
}

BoardCell Ruleset::boardCell(const EncounterState& state, std::string_view who, std::string_view column) const {
    (void)state;
    (void)who;
    (void)column;
    return {};
}

Health Ruleset::health(const EncounterState& state, std::string_view who) const {
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

std::vector<CommandSpec> Ruleset::commandSpecs() const {
    return {};
}

std::optional<std::string> Ruleset::formProblem(const EncounterState& state, const CommandForm& form) const {
    (void)state;
    (void)form;
    return std::nullopt;
}

CommandReading Ruleset::readCommand(const CommandForm& form) const {
    return FormProblem{form.type, "unknown command '" + form.type + "'"};
}

void Ruleset::statePaths(const EncounterState& state, nlohmann::json& view) const {
    (void)state;
    (void)view;
}

std::vector<ManeuverDescription> Ruleset::maneuvers(const EncounterState& state, std::string_view who) const {
    (void)state;
    (void)who;
    return {};
}

std::vector<ConditionDescription> Ruleset::conditions() const {
    return {};
}

std::vector<CommandDescription> Ruleset::arcCommands() const {
    return {};
}

std::vector<CommandDescription> Ruleset::panelCommands() const {
    return {};
}

std::vector<QuickAmount> Ruleset::quickAmounts() const {
    return {};
}

std::string Ruleset::offerName() const {
    std::string offer = terms().offer;
    return offer.empty() ? "reaction" : offer;
}

Terms Ruleset::terms() const {
    return {};
}

std::vector<std::string> Ruleset::ownWords() const {
    return {};
}

std::vector<std::string> Ruleset::rollNotes(const EncounterState& state, std::string_view who,
                                            std::string_view target) const {
    (void)state;
    (void)who;
    (void)target;
    return {};
}

std::string Ruleset::maneuverRoll(const EncounterState& state, std::string_view who, std::string_view maneuver,
                                  std::string_view target, const InputDescription& input) const {
    (void)state;
    (void)who;
    (void)maneuver;
    (void)target;
    return input.roll;
}

std::vector<std::string> Ruleset::maneuverRollNotes(const EncounterState& state, std::string_view who,
                                                    std::string_view maneuver, std::string_view target) const {
    (void)maneuver;
    return rollNotes(state, who, target);
}

std::pair<int, int> Ruleset::diceTiers(const EncounterState& state, std::string_view who) const {
    (void)state;
    (void)who;
    return {1, 1};
}

std::pair<int, int> Ruleset::initiativeRange(const EncounterState& state, std::string_view slot, bool roll) const {
    (void)state;
    (void)slot;
    (void)roll;
    return {-limits::kMaxInitiative, limits::kMaxInitiative};
}

std::vector<PoolDescription> Ruleset::pools() const {
    return {};
}

std::vector<ResourceDescription> Ruleset::resources() const {
    return {};
}

EventFacts Ruleset::facts(const EncounterState& before, const Event& event) const {
    (void)before;
    (void)event;
    return {};
}

std::string Ruleset::decisionNote(const EncounterState& state, const PendingDecision& decision) const {
    (void)state;
    (void)decision;
    return {};
}

std::vector<Choice> Ruleset::decisionChoices(const EncounterState& state, const PendingDecision& decision) const {
    (void)state;
    (void)decision;
    return {};
}

bool Ruleset::hasTurnLeft(const EncounterState& state, std::string_view who) const {
    (void)state;
    (void)who;
    return true;
}

std::optional<FollowUp> Ruleset::followUp(const EncounterState& state) const {
    (void)state;
    return std::nullopt;
}

namespace {

std::string spaced(std::string id) {
    std::replace(id.begin(), id.end(), '-', ' ');
    return id;
}

} // namespace

std::string Ruleset::decisionTitle(const PendingDecision& decision) const {
    return decision.kind == "tie" ? std::string("the order of a tie") : "the " + spaced(decision.kind);
}

std::string Ruleset::decisionAnswer(const EncounterState& state, const PendingDecision& decision,
                                    const std::vector<std::string>& choice) const {
    const std::vector<Choice> labels = decisionChoices(state, decision);
    std::string words;
    for (const auto& id : choice) {
        std::string word = spaced(id);
        if (const Combatant* who = state.find(id)) {
            word = who->name;
        } else if (const Slot* slot = state.findSlot(id); slot != nullptr && !slot->members.empty()) {
            const Combatant* first = state.find(slot->members.front());
            word = slot->members.size() == 1 && first != nullptr ? first->name : spaced(id);
        }
        for (const auto& label : labels) {
            if (label.id == id) {
                word = label.label;
            }
        }
        words += (words.empty() ? "" : ", ") + word;
    }
    return words;
}

std::optional<Timeline> Ruleset::timeline(const EncounterState& state) const {
    (void)state;
    return std::nullopt;
}

Moment Ruleset::moment(const EncounterState& state) const {
    if (!state.started) {
        return {false, 0, "Before the fight"};
    }
    if (state.surpriseRound) {
        return {true, state.round, "Surprise round"}; // the legacy round 0
    }
    return {true, state.round, fmt::format("Round {}", state.round)};
}

} // namespace scouter::engine
