// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceScriptError.h"
#include "dice/DiceSource.h"

#include <cstddef>
#include <deque>
#include <vector>

namespace scouter::engine {

// Gives exactly the faces it was fed, first in first out whatever the die size, so tests
// and scenarios can state every roll. Asking for more faces than were fed, or a face that
// the die cannot show, throws DiceScriptError instead of quietly making a face up.
class ScriptedDice final : public DiceSource {
public:
    ScriptedDice() = default;
    explicit ScriptedDice(const std::vector<int>& faces);

    void append(const std::vector<int>& faces);
    [[nodiscard]] std::size_t remaining() const { return m_faces.size(); }

    // Throws DiceScriptError when no face is left or the next face is not 1..sides; the face
    // stays queued then. Throws std::invalid_argument when sides < 1.
    [[nodiscard]] int roll(int sides) override;

private:
    std::deque<int> m_faces;
};

} // namespace scouter::engine
