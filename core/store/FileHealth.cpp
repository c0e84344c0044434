#include "FileHealth.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace scouter::store {

namespace {

constexpr qint64 kHeaderSize = 100;

[[nodiscard]] quint32 bigEndian(const QByteArray& bytes, int offset, int size) {
    quint32 value = 0;
    for (int i = 0; i < size; ++i) {
        value = (value << 8) | static_cast<quint8>(bytes.at(offset + i));
    }
    return value;
}

} // namespace

Status FileHealth::checkHeader(const QString& path) {
    QFile file(path);
    if (!file.exists() || file.size() == 0) {
        return {};
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return StoreError{StoreErrorKind::CannotOpen,
                          QStringLiteral("The campaign file %1 cannot be read: %2").arg(path, file.errorString())};
    }
    const qint64 size = file.size();
    const QByteArray header = file.read(kHeaderSize);
    if (!header.startsWith(QByteArrayLiteral("SQLite format 3\0"))) {
        return damaged(path, QStringLiteral("it is not an SQLite database: its header is wrong"));
    }
    if (header.size() < kHeaderSize) {
        return damaged(path, QStringLiteral("it is truncated: only %1 bytes are left").arg(size));
    }
    quint32 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1) {
        pageSize = 65536;
    }
    const bool powerOfTwo = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) == 0;
    if (!powerOfTwo || header.at(21) != 64 || header.at(22) != 32 || header.at(23) != 32) {
        return damaged(path, QStringLiteral("its SQLite header is damaged"));
    }
    // The page count in the header is only trustworthy when its "version valid for" matches
    // the change counter (older writers did not maintain it).
    const quint32 pageCount = bigEndian(header, 28, 4);
    const bool countValid = pageCount > 0 && bigEndian(header, 92, 4) == bigEndian(header, 24, 4);
    if (size % pageSize != 0 || (countValid && size < qint64(pageCount) * pageSize)) {
        return damaged(path, QStringLiteral("it is truncated: %1 bytes where %2 were written")
                                 .arg(size)
                                 .arg(countValid ? qint64(pageCount) * pageSize : (size / pageSize + 1) * pageSize));
    }
    return {};
}

QString FileHealth::newestBackup(const QString& path) {
    const QFileInfo info(path);
    const QDir folder = info.absoluteDir();
    const QFileInfoList backups =
        folder.entryInfoList({info.fileName() + QStringLiteral(".backup-v*")}, QDir::Files, QDir::Time);
    return backups.isEmpty() ? QString() : backups.front().absoluteFilePath();
}

StoreError FileHealth::damaged(const QString& path, const QString& detail) {
    const QString backup = newestBackup(path);
    const QString offer = backup.isEmpty()
                              ? QStringLiteral("There is no backup of it next to it.")
                              : QStringLiteral("The newest backup is %1: open that file instead, or copy it over "
                                               "the damaged one.")
                                    .arg(backup);
    return {StoreErrorKind::Damaged,
            QStringLiteral("The campaign file %1 is damaged: %2. Nothing was changed. %3").arg(path, detail, offer)};
}

} // namespace scouter::store
