// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace scouter::engine {

// Every die the engine rolls comes through this interface, so play can use a seeded
// generator while tests and scenarios feed exact faces. Rolled faces are recorded in
// events, so replay never asks a DiceSource again.
class DiceSource {
public:
    virtual ~DiceSource() = default;
    // A face from 1 to sides inclusive (sides >= 1).
    [[nodiscard]] virtual int roll(int sides) = 0;
};

} // namespace scouter::engine
