// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/RulesetWords.h"

#include <algorithm>

namespace scouter::engine {

std::string RulesetWords::offerName() const {
    std::string offer = terms().offer;
    return offer.empty() ? "reaction" : offer;
}

Terms RulesetWords::terms() const {
    return {};
}

std::vector<std::string> RulesetWords::ownWords() const {
    return {};
}

std::vector<PoolDescription> RulesetWords::pools() const {
    return {};
}

std::vector<ResourceDescription> RulesetWords::resources() const {
    return {};
}

EventFacts RulesetWords::facts(const EncounterState& before, const Event& event) const {
    (void)before;
    (void)event;
    return {};
}

std::string RulesetWords::decisionNote(const EncounterState& state, const PendingDecision& decision) const {
    (void)state;
    (void)decision;
    return {};
}

std::vector<Choice> RulesetWords::decisionChoices(const EncounterState& state, const PendingDecision& decision) const {
    (void)state;
    (void)decision;
    return {};
}

namespace {

std::string spaced(std::string id) {
    std::replace(id.begin(), id.end(), '-', ' ');
    return id;
}

} // namespace

std::string RulesetWords::decisionTitle(const PendingDecision& decision) const {
    return decision.kind == "tie" ? std::string("the order of a tie") : "the " + spaced(decision.kind);
}

std::string RulesetWords::decisionAnswer(const EncounterState& state, const PendingDecision& decision,
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

} // namespace scouter::engine
