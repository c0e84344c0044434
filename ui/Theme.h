// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

#include <QColor>
#include <QString>

#include <optional>

class QApplication;
class QPalette;

namespace scouter::ui {

// Light or dark. By default Scouter follows the system's palette (the desktop's theme); a table
// in a dim room, or a screenshot, can ask for one explicitly.
enum class Theme { System, Light, Dark };

// "system", "light", "dark"; nothing for anything else.
[[nodiscard]] std::optional<Theme> themeFromString(const QString& text);
// Sets the Fusion style with a light or dark palette; System keeps the platform's own style and
// palette. Either style reads its toolbar overflow arrows only when one is drawn (DeferredIconStyle).
void applyTheme(QApplication& app, Theme theme);

// How a tone the rules give (a bar, a pip, a chip on the board) is coloured: the fill, and the
// text written on it, readable on light and dark palettes alike. Neutral follows the palette's
// highlight; Good is green, Warning amber, Bad red.
struct ToneColours {
    QColor fill;
    QColor text;
};
[[nodiscard]] ToneColours toneColours(engine::Tone tone, const QPalette& palette);
// A tone as a model's role carries it (its number); Neutral for a number that names none.
[[nodiscard]] engine::Tone toneFrom(int value);
[[nodiscard]] bool isDark(const QPalette& palette);

} // namespace scouter::ui
