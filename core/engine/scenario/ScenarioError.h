// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace scouter::engine {

// A scenario file that is not a valid scenario (exit status 2): where, and which key.
class ScenarioError : public std::runtime_error {
public:
    ScenarioError(int step, std::string key, const std::string& message)
        : std::runtime_error(message), m_step(step), m_key(std::move(key)) {}
    [[nodiscard]] int step() const { return m_step; } // 1-based; 0 for the file's header
    [[nodiscard]] const std::string& key() const { return m_key; }

private:
    int m_step;
    std::string m_key;
};

} // namespace scouter::engine
