// SPDX-License-Identifier: GPL-3.0-or-later
#include "OstreamDevice.h"

#include <cerrno>
#include <cstring>

namespace scouter::cli {

OstreamDevice::OstreamDevice(std::ostream& out) : m_out(out) {
    QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 OstreamDevice::readData(char* /*data*/, qint64 /*maxSize*/) {
    return -1;
}

qint64 OstreamDevice::writeData(const char* data, qint64 size) {
    // Flushed at once, so a failure is seen at the write that met it, not at exit.
    errno = 0;
    if (!m_out.write(data, static_cast<std::streamsize>(size)).flush()) {
        const int error = errno;
        setErrorString(error == ENOSPC ? QStringLiteral("The disk is full: %1 bytes could not be written to standard "
                                                        "output (after %2 bytes that were).")
                                             .arg(QString::number(size), QString::number(m_written))
                                       : QStringLiteral("Standard output could not be written (after %1 bytes that "
                                                        "were): %2")
                                             .arg(QString::number(m_written),
                                                  error != 0 ? QString::fromLocal8Bit(std::strerror(error))
                                                             : QStringLiteral("the stream refused it")));
        return -1;
    }
    m_written += size;
    return size;
}

} // namespace scouter::cli
