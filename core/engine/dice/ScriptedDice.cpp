// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/ScriptedDice.h"

#include <fmt/format.h>

#include <stdexcept>

namespace scouter::engine {

ScriptedDice::ScriptedDice(const std::vector<int>& faces) : m_faces(faces.begin(), faces.end()) {}

void ScriptedDice::append(const std::vector<int>& faces) {
    m_faces.insert(m_faces.end(), faces.begin(), faces.end());
}

int ScriptedDice::roll(int sides) {
    if (sides < 1) {
        throw std::invalid_argument(fmt::format("a die needs at least one side, not {}", sides));
    }
    if (m_faces.empty()) {
        throw DiceScriptError(fmt::format("scripted dice ran out: a d{} was rolled with no face left", sides));
    }
    const int face = m_faces.front();
    if (face > sides) {
        throw DiceScriptError(fmt::format("scripted face {} is larger than the d{} being rolled", face, sides));
    }
    if (face < 1) {
        throw DiceScriptError(
            fmt::format("scripted face {} is below 1, the lowest face of the d{} being rolled", face, sides));
    }
    m_faces.pop_front();
    return face;
}

} // namespace scouter::engine
