// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QScreen;

namespace scouter::ui {

// Which screen the players' window goes full screen on, remembered by the screen's name (names
// stay the same across restarts and rearrangements; indexes and positions do not).
class PlayerScreen {
public:
    // The index in `names` (QGuiApplication::screens() order) to go full screen on, or -1 for a
    // normal window. With one screen the ARC's own is the only one, so always a window they can
    // drag. Else the remembered screen when it is there; an empty name is the ARC's choice of a
    // window; nothing remembered, or a screen that is gone, gives the last one (usually the TV or
    // projector plugged in after the ARC's).
    [[nodiscard]] static int choose(const QStringList& names, const std::optional<QString>& remembered);
    // The screen to use now from the remembered choice, null for a normal window.
    [[nodiscard]] static QScreen* chosen();
    [[nodiscard]] static std::optional<QString> remembered();
    // A screen's name, or an empty one for a window.
    static void remember(const QString& name);
    // "HDMI-1 · 1920 × 1080", as the View menu lists it.
    [[nodiscard]] static QString label(const QScreen& screen);
};

} // namespace scouter::ui
