// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/BarLabels.h"

#include <QTransform>

namespace scouter::ui {

namespace {
// Bars show a pool's current and largest value: a board holds a few hundred different ones.
constexpr qsizetype kMostLabels = 4096;
} // namespace

const QStaticText& BarLabels::label(const QString& text, const QFont& font) {
    // The font compared, not its key(): a key prints every property of the font, at every bar.
    if (!m_font || !(*m_font == font) || m_font->resolveMask() != font.resolveMask() ||
        m_labels.size() >= kMostLabels) {
        m_labels.clear();
        m_font = font;
    }
    auto found = m_labels.find(text);
    if (found == m_labels.end()) {
        QStaticText label(text);
        label.setTextFormat(Qt::PlainText);
        label.prepare(QTransform(), font);
        found = m_labels.insert(text, label);
    }
    return *found;
}

} // namespace scouter::ui
