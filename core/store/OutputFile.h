// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QIODevice>
#include <QSaveFile>
#include <QString>

#include <functional>

namespace scouter::store {

// A file an export is written to (scouter-cli export --output, the library's and the review's
// exports), as a device the exporter writes to as it reads. An output never replaces what it
// must not; before anything is written and again just before the new file takes its place:
// - the campaign and its own files (-wal, -shm, -journal, its lock, its backups) are refused,
//   by the file's identity (device and inode, whatever link or other name leads to it) and by
//   name for those that are not there yet;
// - anything but a regular file (a device such as /dev/null, a FIFO, a socket, a folder) is
//   refused: the export is written beside the target and renamed over it, which would put a
//   plain file in the place of a device;
// - a regular file already there is replaced only when the caller says the user agreed.
// The new file takes the target's place whole, or not at all: a full disk or any other failure
// leaves what was there as it was, and a full disk is named as such.
class OutputFile : public QIODevice {
public:
    enum class Found { Nothing, RegularFile };
    enum class Existing { Refuse, Replace };

    // What is at `path` now, or why an export of the campaign at `campaignPath` may not go there.
    [[nodiscard]] static Result<Found> check(const QString& path, const QString& campaignPath);

    OutputFile(QString path, QString campaignPath, Existing existing);
    ~OutputFile() override;
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;
    OutputFile(OutputFile&&) = delete;
    OutputFile& operator=(OutputFile&&) = delete;

    // Checks the target and opens the new file beside it; nothing is replaced yet.
    [[nodiscard]] Status begin();
    // Checks the target again, then puts the new file in its place. On failure the target is as
    // it was and the new file is gone.
    [[nodiscard]] Status commit();
    // begin(), then `write` writing the export to this device, then commit(): the first failure.
    [[nodiscard]] Status writeWhole(const std::function<Status(QIODevice&)>& write);
    // Why the last write failed (a full disk: how many bytes could not be written, and where).
    [[nodiscard]] const StoreError& failure() const { return m_failure; }
    [[nodiscard]] qint64 written() const { return m_written; }

    [[nodiscard]] bool isSequential() const override { return true; }

protected:
    qint64 readData(char* data, qint64 maxSize) override;
    qint64 writeData(const char* data, qint64 size) override;

private:
    [[nodiscard]] Result<Found> checkTarget() const;
    [[nodiscard]] StoreError writeFailure(qint64 unwritten) const;
    void fail(StoreError error);

    QString m_path;
    QString m_campaignPath;
    Existing m_existing;
    Found m_found = Found::Nothing; // at begin(): whether a file was there to keep when the write fails
    QSaveFile m_file;
    qint64 m_written = 0;
    StoreError m_failure;
};

} // namespace scouter::store
