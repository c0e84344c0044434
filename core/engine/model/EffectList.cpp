// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/EffectList.h"

#include <algorithm>

namespace scouter::engine {

namespace {

// Below this many gone effects the list is left as it is: compacting a handful saves nothing.
constexpr std::size_t kCompactFrom = 16;

} // namespace

EffectList::EffectList(std::initializer_list<Effect> effects) {
    for (const Effect& effect : effects) {
        push_back(effect);
    }
}

void EffectList::push_back(const Effect& effect) {
    m_items.push_back(effect);
    m_keys.push_back(effect.id);
    m_kinds.push_back(effect.kind);
    const auto kind = static_cast<std::size_t>(effect.kind);
    if (kind >= m_liveByKind.size()) {
        m_liveByKind.resize(kind + 1, 0);
    }
    ++m_liveByKind[kind];
}

bool EffectList::remove(int id) {
    const auto found = std::find(m_keys.begin(), m_keys.end(), static_cast<std::int64_t>(id));
    if (found == m_keys.end()) {
        return false;
    }
    markGone(static_cast<std::size_t>(found - m_keys.begin()));
    compactIfSparse();
    return true;
}

void EffectList::clear() {
    m_items.clear();
    m_keys.clear();
    m_kinds.clear();
    m_liveByKind.clear();
    m_gone = 0;
}

void EffectList::markGone(std::size_t at) {
    m_keys[at] = kGone;
    --m_liveByKind[static_cast<std::size_t>(m_kinds[at])];
    ++m_gone;
}

void EffectList::compactIfSparse() {
    // Compacting moves at most the effects in play, and only after as many have ended: each ending
    // costs about one move, where erasing it in place moved every later effect.
    if (m_gone < kCompactFrom || m_gone < size()) {
        return;
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        if (m_keys[i] == kGone) {
            continue;
        }
        if (kept != i) {
            m_items[kept] = std::move(m_items[i]);
            m_keys[kept] = m_keys[i];
            m_kinds[kept] = m_kinds[i];
        }
        ++kept;
    }
    m_items.resize(kept);
    m_keys.resize(kept);
    m_kinds.resize(kept);
    m_gone = 0;
}

bool operator==(const EffectList& a, const EffectList& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

} // namespace scouter::engine
