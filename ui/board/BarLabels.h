// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>

#include <optional>

namespace scouter::ui {

// The numbers drawn on the board's bars ("28/40"), laid out once per text and font. After each
// command the board repaints every visible bar, each number twice (a shadow, then white), and a
// plain drawText shapes its text again every time: at 200 combatants a tenth of the board's update.
class BarLabels {
public:
    [[nodiscard]] const QStaticText& label(const QString& text, const QFont& font);

private:
    QHash<QString, QStaticText> m_labels;
    std::optional<QFont> m_font; // the font m_labels are laid out in
};

} // namespace scouter::ui
