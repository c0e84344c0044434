// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuitOnFirstPaint.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace scouter::ui {

QuitOnFirstPaint::QuitOnFirstPaint(QWidget& window) : QObject(&window) {
    window.installEventFilter(this);
}

bool QuitOnFirstPaint::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Paint && !m_quitting) {
        m_quitting = true;
        // Quit from the event loop, not from inside the paint: the children still paint and
        // the frame is flushed to the screen before the zero timer fires.
        QTimer::singleShot(0, QCoreApplication::instance(), &QCoreApplication::quit);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace scouter::ui
