#pragma once

#include <QString>

#include <string>

namespace scouter::ui {

// The engine speaks UTF-8 std::string; every widget and model speaks QString.
[[nodiscard]] inline QString q(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace scouter::ui
