// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/StateView.h"

namespace scouter::engine {

namespace {
nlohmann::json orNull(const std::string& text) {
    return text.empty() ? nlohmann::json(nullptr) : nlohmann::json(text);
}
} // namespace

nlohmann::json StateView::flatten(const EncounterState& state, std::size_t diceLeft, const Ruleset& rules) {
    nlohmann::json view = nlohmann::json::object();
    view["round"] = state.round;
    view["current"] = orNull(state.current);
    view["order"] = state.order;
    view["ended"] = state.ended;
    view["outcome"] = orNull(state.outcome);
    view["pending"] = state.pending.empty() ? nlohmann::json(nullptr) : nlohmann::json(state.pending.front().kind);
    view["pendingWho"] = state.pending.empty() ? nlohmann::json(nullptr) : orNull(state.pending.front().who);
    view["offers"] = state.offers;
    view["diceLeft"] = diceLeft;
    for (const auto& slot : state.slots) {
        if (slot.members.size() > 1 || slot.id != slot.members.front()) {
            view[slot.id + ".initiative"] = slot.hasInitiative ? nlohmann::json(slot.initiative) : nlohmann::json();
        }
    }
    for (const auto& c : state.combatants) {
        const Slot* slot = state.slotOf(c);
        const std::string prefix = c.id + ".";
        view[prefix + "initiative"] =
            slot != nullptr && slot->hasInitiative ? nlohmann::json(slot->initiative) : nlohmann::json(nullptr);
        view[prefix + "at"] = nlohmann::json::array({c.at.x, c.at.y});
        view[prefix + "conditions"] = state.conditionsOf(c.id);
        view[prefix + "active"] = c.active;
        view[prefix + "side"] = c.side;
        // Whom it fights now, by id in set-up order: its side and the relations the ARC set.
        std::vector<std::string> opponents;
        for (const auto& other : state.combatants) {
            if (other.active && state.isOpponent(c, other)) {
                opponents.push_back(other.id);
            }
        }
        view[prefix + "opponents"] = opponents;
    }
    rules.statePaths(state, view);
    return view;
}

} // namespace scouter::engine
