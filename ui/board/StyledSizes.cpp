#include "board/StyledSizes.h"

namespace scouter::ui {

QSize StyledSizes::of(const QStyleOptionViewItem& laid, const std::function<QSize()>& measure) const {
    // A font's key is worked out once per font, not once per cell (it prints every property).
    if (!m_keyedFont || !(*m_keyedFont == laid.font) || m_keyedFont->resolveMask() != laid.font.resolveMask()) {
        m_keyedFont = laid.font;
        m_fontKey = laid.font.key();
    }
    const QString key = laid.text + QChar(0x1f) + m_fontKey + QChar(0x1f) + QString::number(laid.features.toInt()) +
                        QChar(0x1f) + QString::number(laid.rect.width()) + QChar(0x1f) +
                        QString::number(laid.decorationSize.width()) + QChar(0x1f) +
                        QString::number(static_cast<int>(laid.icon.isNull())) + QChar(0x1f) +
                        QString::number(laid.displayAlignment.toInt());
    if (const auto found = m_sizes.constFind(key); found != m_sizes.cend()) {
        return *found;
    }
    constexpr qsizetype kRemembered = 4096; // names × fonts × widths: a bound however long the fight
    if (m_sizes.size() >= kRemembered) {
        m_sizes.clear();
    }
    const QSize size = measure();
    m_sizes.insert(key, size);
    return size;
}

} // namespace scouter::ui
