// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdio>
#include <cstdlib>

namespace scouter::fuzz {

// A promise the code broke for this input: said on stderr, then abort(), so libFuzzer keeps the
// input as a crash like any sanitizer report.
inline void require(bool holds, const char* promise) {
    if (!holds) {
        std::fprintf(stderr, "broken promise: %s\n", promise);
        std::abort();
    }
}

} // namespace scouter::fuzz
