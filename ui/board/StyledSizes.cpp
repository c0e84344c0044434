// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/StyledSizes.h"

#include <QHashFunctions>

namespace scouter::ui {

size_t qHash(const StyledSizes::Key& key, size_t seed) noexcept {
    return qHashMulti(seed, key.text, key.font, key.features, key.width, key.decoration, key.icon, key.alignment);
}

QSize StyledSizes::of(const QStyleOptionViewItem& laid, const std::function<QSize()>& measure) const {
    // A font's key is worked out once per font, not once per cell (it prints every property).
    if (!m_keyedFont || !(*m_keyedFont == laid.font) || m_keyedFont->resolveMask() != laid.font.resolveMask()) {
        m_keyedFont = laid.font;
        m_fontKey = laid.font.key();
    }
    Key key{laid.text,
            m_fontKey,
            static_cast<int>(laid.features.toInt()),
            laid.rect.width(),
            laid.decorationSize.width(),
            laid.icon.isNull(),
            static_cast<int>(laid.displayAlignment.toInt())};
    if (const auto found = m_sizes.constFind(key); found != m_sizes.cend()) {
        return *found;
    }
    constexpr qsizetype kRemembered = 4096; // names × fonts × widths: a bound however long the fight
    if (m_sizes.size() >= kRemembered) {
        m_sizes.clear();
    }
    const QSize size = measure();
    m_sizes.insert(std::move(key), size);
    return size;
}

} // namespace scouter::ui
