// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceSource.h"

#include <cstdint>
#include <random>

namespace scouter::engine {

// Pseudo-random dice that give the same faces for the same seed on every platform and
// standard library: std::mt19937_64 is fully specified by the standard, and the mapping to
// 1..sides is done here, because std::uniform_int_distribution is not.
class SeededDice final : public DiceSource {
public:
    explicit SeededDice(std::uint64_t seed);

    // For play: a seed from std::random_device. seed() tells which, so a roll can be reproduced.
    [[nodiscard]] static SeededDice fromRandomDevice();

    [[nodiscard]] std::uint64_t seed() const { return m_seed; }

    // Throws std::invalid_argument when sides < 1.
    [[nodiscard]] int roll(int sides) override;

private:
    std::uint64_t m_seed;
    std::mt19937_64 m_engine;
};

} // namespace scouter::engine
