// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>

#include <ostream>

namespace scouter::cli {

// Standard output (or any std::ostream) as a device the store's exporters write to as they read,
// so an export to standard output is never held whole in memory. A write the stream refuses (a
// closed pipe, a full disk behind a redirection) fails, and says so in errorString().
class OstreamDevice : public QIODevice {
public:
    explicit OstreamDevice(std::ostream& out);

    [[nodiscard]] bool isSequential() const override { return true; }

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char* data, qint64 size) override;

private:
    std::ostream& m_out;
    qint64 m_written = 0;
};

} // namespace scouter::cli
