#pragma once

#include <QString>

#include <optional>

class QApplication;

namespace scouter::ui {

// Light or dark. By default Scouter follows the system's palette (the desktop's theme); a table
// in a dim room, or a screenshot, can ask for one explicitly.
enum class Theme { System, Light, Dark };

// "system", "light", "dark"; nothing for anything else.
[[nodiscard]] std::optional<Theme> themeFromString(const QString& text);
// Sets the Fusion style with a light or dark palette; System leaves the platform's own.
void applyTheme(QApplication& app, Theme theme);

} // namespace scouter::ui
