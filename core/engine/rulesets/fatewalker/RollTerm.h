// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <numeric>
#include <string>
#include <utility>
#include <vector>

namespace scouter::engine::fatewalker {

// One part of a roll's modifier with the rule that puts it there, in the table's words: the
// handle adds them up, the form lists them, so what the form shows is what the roll takes.
struct RollTerm {
    int value = 0;
    std::string reason; // "aim", "blocking a weapon bare-handed"
    friend bool operator==(const RollTerm&, const RollTerm&) = default;
};

using RollTerms = std::vector<RollTerm>;

// A term of 0 changes nothing and is not listed.
inline void addTerm(RollTerms& terms, int value, std::string reason) {
    if (value != 0) {
        terms.push_back({value, std::move(reason)});
    }
}

inline void addTerms(RollTerms& terms, const RollTerms& more) {
    terms.insert(terms.end(), more.begin(), more.end());
}

[[nodiscard]] inline int sumOf(const RollTerms& terms) {
    return std::accumulate(terms.begin(), terms.end(), 0, [](int sum, const RollTerm& t) { return sum + t.value; });
}

} // namespace scouter::engine::fatewalker
