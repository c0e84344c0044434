// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QEvent;
class QWidget;

namespace scouter::ui {

// Quits the application once the watched window has painted its first frame, so start-up
// can be timed to the moment there is something on screen (`scouter --exit-when-shown`).
class QuitOnFirstPaint : public QObject {
    Q_OBJECT

public:
    // Watches `window` and is owned by it.
    explicit QuitOnFirstPaint(QWidget& window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool m_quitting = false;
};

} // namespace scouter::ui
