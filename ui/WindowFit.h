// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QWidget;

namespace scouter::ui {

// The size a window opens at: the size it wants, but never more than its screen leaves once the
// window manager's title bar and frame are added (a 1366×768 laptop with a panel is the smallest
// screen Scouter is made for).
class WindowFit {
public:
    // What the title bar and frame take, beyond the screen's available area.
    static constexpr QSize kFrame{16, 64};

    // `wanted` bounded by `window`'s screen (the primary one before it is shown).
    [[nodiscard]] static QSize bounded(const QWidget& window, QSize wanted);
    // Resizes `window` to bounded(wanted).
    static void resize(QWidget& window, QSize wanted);
};

} // namespace scouter::ui
