// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReadOnlySource.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <utility>

namespace scouter::store {

namespace {

const QString kInspectionCopyName = QStringLiteral("campaign.scouter");

// The write-ahead log's header (https://www.sqlite.org/fileformat2.html#walformat): its magic
// number, then its page size at byte 8; frames follow it.
constexpr qint64 kLogHeaderSize = 32;
constexpr quint32 kLogMagic = 0x377f0682; // the last bit is the checksums' byte order
constexpr quint32 kMinPageSize = 512;
constexpr quint32 kMaxPageSize = 65536;

[[nodiscard]] quint32 bigEndian32(const QByteArray& bytes, int offset) {
    quint32 value = 0;
    for (int i = 0; i < 4; ++i) {
        value = (value << 8) | static_cast<quint8>(bytes.at(offset + i));
    }
    return value;
}

} // namespace

ReadOnlySource::ReadOnlySource(QString databaseName, std::shared_ptr<QTemporaryDir> copy)
    : m_databaseName(std::move(databaseName)), m_copy(std::move(copy)) {}

QString ReadOnlySource::uri(const QString& path, const QString& parameters) {
    // Percent-encoded, so a '?', '#' or '%' in a file name stays part of the name.
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) + QLatin1Char('?') +
           parameters;
}

bool ReadOnlySource::hasLog(const QString& path) {
    // SQLite reads frames from a log only after a valid header, and ignores any other log: then
    // it reads the main file alone. A log that is its header and nothing more is what a process
    // killed between writing the header and the first frame leaves (while creating or migrating
    // a campaign); read as a log anyway, SQLite's read-only recovery (readonly_shm) fails on it
    // ("locking protocol"), so the healthy campaign beside it would look damaged.
    const QFileInfo info(path + QStringLiteral("-wal"));
    if (!info.isFile() || info.size() <= kLogHeaderSize) {
        return false;
    }
    QFile log(info.filePath());
    const QByteArray header = log.open(QIODevice::ReadOnly) ? log.read(kLogHeaderSize) : QByteArray();
    if (header.size() < kLogHeaderSize) {
        return true; // unreadable here: SQLite says why when it reads it
    }
    const quint32 pageSize = bigEndian32(header, 8);
    return (bigEndian32(header, 0) & ~1U) == kLogMagic && pageSize >= kMinPageSize && pageSize <= kMaxPageSize &&
           (pageSize & (pageSize - 1)) == 0;
}

QString ReadOnlySource::connectOptions(int busyTimeoutMs) const {
    return QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs);
}

ReadOnlySource ReadOnlySource::mainFileOnly(const QString& path) {
    return ReadOnlySource(uri(path, QStringLiteral("mode=ro&immutable=1")));
}

ReadOnlySource ReadOnlySource::privateCopy(const QString& copy, std::shared_ptr<QTemporaryDir> folder) {
    return ReadOnlySource(uri(copy, QStringLiteral("mode=ro&immutable=1")), std::move(folder));
}

Result<ReadOnlySource> ReadOnlySource::choose(const QString& path, bool othersWriting) {
    const bool logExists = QFileInfo::exists(path + QStringLiteral("-wal"));
    const bool shmExists = QFileInfo::exists(path + QStringLiteral("-shm"));
    const bool folderWritable = QFileInfo(QFileInfo(path).absolutePath()).isWritable();
    if (othersWriting && (folderWritable || (logExists && shmExists))) {
        return ReadOnlySource(uri(path, QStringLiteral("mode=ro")));
    }
    if (!hasLog(path)) {
        return mainFileOnly(path);
    }
    if (shmExists) {
        // Without a writer holding it, a read-only `-shm` makes SQLite rebuild the log's index in
        // memory instead of in the file.
        return ReadOnlySource(uri(path, QStringLiteral("mode=ro&readonly_shm=1")));
    }
    // SQLite cannot read a log without a `-shm`, and would create one: it reads a copy instead.
    return copied(path);
}

Result<ReadOnlySource> ReadOnlySource::copied(const QString& path) {
    auto folder = std::make_shared<QTemporaryDir>();
    const QString copy = folder->filePath(kInspectionCopyName);
    if (!folder->isValid() || !QFile::copy(path, copy) ||
        !QFile::copy(path + QStringLiteral("-wal"), copy + QStringLiteral("-wal"))) {
        return StoreError{StoreErrorKind::Io,
                          QStringLiteral("Could not copy %1 and its write-ahead log %1-wal to a temporary folder to "
                                         "read them without touching them (is the disk full?). Nothing was changed.")
                              .arg(path)};
    }
    return ReadOnlySource(uri(copy, QStringLiteral("mode=ro")), std::move(folder));
}

} // namespace scouter::store
