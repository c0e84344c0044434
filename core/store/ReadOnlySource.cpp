#include "ReadOnlySource.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <utility>

namespace scouter::store {

namespace {

const QString kInspectionCopyName = QStringLiteral("campaign.scouter");

} // namespace

ReadOnlySource::ReadOnlySource(QString databaseName, std::shared_ptr<QTemporaryDir> copy)
    : m_databaseName(std::move(databaseName)), m_copy(std::move(copy)) {}

QString ReadOnlySource::uri(const QString& path, const QString& parameters) {
    // Percent-encoded, so a '?', '#' or '%' in a file name stays part of the name.
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) + QLatin1Char('?') +
           parameters;
}

bool ReadOnlySource::hasLog(const QString& path) {
    return QFileInfo(path + QStringLiteral("-wal")).size() > 0;
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
