// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/SeededDice.h"

#include <fmt/format.h>

#include <stdexcept>

namespace scouter::engine {

SeededDice::SeededDice(std::uint64_t seed) : m_seed(seed), m_engine(seed) {}

SeededDice SeededDice::fromRandomDevice() {
    std::random_device device;
    // random_device yields 32 bits per call on common platforms; two calls fill the seed.
    const auto high = static_cast<std::uint64_t>(device()) << 32U;
    const auto low = static_cast<std::uint64_t>(device()) & 0xFFFF'FFFFULL;
    return SeededDice(high | low);
}

int SeededDice::roll(int sides) {
    if (sides < 1) {
        throw std::invalid_argument(fmt::format("a die needs at least one side, not {}", sides));
    }
    const auto range = static_cast<std::uint64_t>(sides);
    // 2^64 mod range, computed without 2^64: draws below it are rejected, which leaves a span
    // of draws that is an exact multiple of range, so every face is equally likely.
    const std::uint64_t rejectBelow = (std::uint64_t{0} - range) % range;
    std::uint64_t draw = m_engine();
    while (draw < rejectBelow) {
        draw = m_engine();
    }
    return static_cast<int>(draw % range) + 1;
}

} // namespace scouter::engine
