// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>

namespace scouter::ui {

// The engine speaks UTF-8 std::string; every widget and model speaks QString.
[[nodiscard]] inline QString q(const std::string& text) {
    return QString::fromStdString(text);
}

// A ruleset's term at the start of a sentence or as a menu's word: "turn" → "Turn".
[[nodiscard]] inline QString capitalized(QString text) {
    if (!text.isEmpty()) {
        text[0] = text[0].toUpper();
    }
    return text;
}

} // namespace scouter::ui
