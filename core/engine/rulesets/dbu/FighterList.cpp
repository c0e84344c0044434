// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/FighterList.h"

#include <algorithm>

namespace scouter::engine::dbu {

bool operator==(const FighterList& a, const FighterList& b) {
    return std::equal(
        a.m_fighters.begin(), a.m_fighters.end(), b.m_fighters.begin(), b.m_fighters.end(),
        [](const std::shared_ptr<Fighter>& x, const std::shared_ptr<Fighter>& y) { return x == y || *x == *y; });
}

} // namespace scouter::engine::dbu
