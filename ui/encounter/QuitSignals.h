// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QSocketNotifier;

namespace scouter::ui {

// SIGTERM (a logout, a shutdown, `kill`), SIGHUP (the terminal closed) and SIGINT (Ctrl+C) as a
// Qt signal on the event loop, so quitting on one can still save what is unsaved. The handler
// only writes the signal's number to one end of a socket pair (no Qt, no allocation: nothing that
// is unsafe in a handler); the other end wakes a QSocketNotifier on the thread that created this
// object. One instance at a time; its destructor gives the signals back their default action.
class QuitSignals : public QObject {
    Q_OBJECT

public:
    explicit QuitSignals(QObject* parent = nullptr);
    ~QuitSignals() override;
    QuitSignals(const QuitSignals&) = delete;
    QuitSignals& operator=(const QuitSignals&) = delete;
    QuitSignals(QuitSignals&&) = delete;
    QuitSignals& operator=(QuitSignals&&) = delete;

    // False when the socket pair or a handler could not be set up (then the signals keep their
    // default action); error() says why.
    [[nodiscard]] bool installed() const { return m_installed; }
    [[nodiscard]] const QString& error() const { return m_error; }

    // "SIGTERM (the session is ending: a logout, a shutdown or kill)": what a user reads of it.
    [[nodiscard]] static QString describe(int signalNumber);

Q_SIGNALS:
    // One of the three arrived (its number). Emitted for each one that arrives.
    void received(int signalNumber);

private:
    void readPending();

    int m_fds[2] = {-1, -1}; // [0] written by the handler, [1] read here
    QSocketNotifier* m_notifier = nullptr;
    bool m_installed = false;
    QString m_error;
};

} // namespace scouter::ui
