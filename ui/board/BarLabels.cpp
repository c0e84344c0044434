#include "board/BarLabels.h"

#include <QTransform>

namespace scouter::ui {

namespace {
// Bars show a pool's current and largest value: a board holds a few hundred different ones.
constexpr qsizetype kMostLabels = 4096;
} // namespace

const QStaticText& BarLabels::label(const QString& text, const QFont& font) {
    if (const QString key = font.key(); key != m_fontKey || m_labels.size() >= kMostLabels) {
        m_labels.clear();
        m_fontKey = key;
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
