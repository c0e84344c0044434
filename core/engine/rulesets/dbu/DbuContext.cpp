// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuContext.h"

#include <stdexcept>

namespace scouter::engine::dbu {

const Combatant& DbuContext::combatant(const std::string& id) const {
    const Combatant* found = state().find(id);
    if (found == nullptr) {
        throw std::out_of_range("no combatant '" + id + "'");
    }
    return *found;
}

int DbuContext::roll(int sides, std::vector<int>& faces) {
    const int face = m_dice.roll(sides);
    faces.push_back(face);
    return face;
}

int DbuContext::rollScaled(int count, int sides, int tier, std::vector<int>& faces) {
    const bool scaleCount = m_settings.diceTierScaling == DiceScaling::Count;
    const int dice = scaleCount ? count * tier : count;
    int total = 0;
    for (int i = 0; i < dice; ++i) {
        total += roll(sides, faces);
    }
    return scaleCount ? total : total * tier;
}

} // namespace scouter::engine::dbu
