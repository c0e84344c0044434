// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace scouter::ui {

QSize WindowFit::bounded(const QWidget& window, QSize wanted) {
    const QScreen* screen = window.screen() != nullptr ? window.screen() : QGuiApplication::primaryScreen();
    if (screen == nullptr) {
        return wanted;
    }
    const QSize room = screen->availableGeometry().size() - kFrame;
    return wanted.boundedTo(room).expandedTo(window.minimumSize());
}

void WindowFit::resize(QWidget& window, QSize wanted) {
    window.resize(bounded(window, wanted));
}

} // namespace scouter::ui
