// SPDX-License-Identifier: GPL-3.0-or-later
#include "encounter/QuitSignals.h"

#include <QSocketNotifier>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>

#include <sys/socket.h>
#include <unistd.h>

namespace scouter::ui {

namespace {

constexpr std::array kQuitSignals{SIGTERM, SIGHUP, SIGINT};

// The handler's end of the pair: the only thing it reads.
volatile std::sig_atomic_t quitSignalFd = -1;
std::array<struct sigaction, kQuitSignals.size()> previousActions{};

extern "C" void onQuitSignal(int number) {
    // write() is async-signal-safe; errno is the interrupted code's and must be left as it was.
    // The end is non-blocking: a burst of signals that fills the pair drops the extra bytes, and
    // one byte waiting is enough to wake the loop.
    const int savedErrno = errno;
    const auto byte = static_cast<unsigned char>(number);
    [[maybe_unused]] const ssize_t written = ::write(quitSignalFd, &byte, 1);
    errno = savedErrno;
}

} // namespace

QuitSignals::QuitSignals(QObject* parent) : QObject(parent) {
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0, m_fds) != 0) {
        m_error = tr("No socket pair for the quit signals: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return;
    }
    m_notifier = new QSocketNotifier(m_fds[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignals::readPending);
    quitSignalFd = m_fds[0];

    struct sigaction action {};
    action.sa_handler = onQuitSignal;
    sigemptyset(&action.sa_mask);
    for (const int number : kQuitSignals) {
        sigaddset(&action.sa_mask, number); // one handler at a time, never nested
    }
    action.sa_flags = SA_RESTART; // a read or write of the UI thread goes on rather than failing with EINTR
    for (std::size_t i = 0; i < kQuitSignals.size(); ++i) {
        if (::sigaction(kQuitSignals[i], &action, &previousActions[i]) != 0) {
            m_error = tr("The quit signals could not be caught: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
            for (std::size_t j = 0; j < i; ++j) {
                ::sigaction(kQuitSignals[j], &previousActions[j], nullptr);
            }
            return;
        }
    }
    m_installed = true;
}

QuitSignals::~QuitSignals() {
    if (m_installed) {
        for (std::size_t i = 0; i < kQuitSignals.size(); ++i) {
            ::sigaction(kQuitSignals[i], &previousActions[i], nullptr);
        }
    }
    quitSignalFd = -1;
    delete m_notifier;
    for (const int fd : m_fds) {
        if (fd >= 0) {
            ::close(fd);
        }
    }
}

void QuitSignals::readPending() {
    std::array<unsigned char, 16> bytes{};
    while (true) {
        const ssize_t count = ::read(m_fds[1], bytes.data(), bytes.size());
        if (count < 0 && errno == EINTR) {
            continue;
        }
        if (count <= 0) {
            return; // EAGAIN: all read
        }
        for (ssize_t i = 0; i < count; ++i) {
            Q_EMIT received(bytes[static_cast<std::size_t>(i)]);
        }
    }
}

QString QuitSignals::describe(int signalNumber) {
    switch (signalNumber) {
    case SIGTERM:
        return tr("SIGTERM: asked to quit (a logout, a shutdown or kill)");
    case SIGHUP:
        return tr("SIGHUP: its terminal or session closed");
    case SIGINT:
        return tr("SIGINT: interrupted (Ctrl+C)");
    default:
        return tr("signal %1").arg(signalNumber);
    }
}

} // namespace scouter::ui
