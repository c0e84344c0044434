// SPDX-License-Identifier: GPL-3.0-or-later
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
    const QByteArray header = file.read(kHeaderSize);
    if (!header.startsWith(QByteArrayLiteral("SQLite format 3\0"))) {
        return damaged(path, QStringLiteral("it is not an SQLite database: its header is wrong"));
    }
    if (header.size() < kHeaderSize) {
        return damaged(path, QStringLiteral("it is truncated: only %1 bytes are left").arg(header.size()));
    }
    quint32 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1) {
        pageSize = 65536;
    }
    const bool powerOfTwo = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) == 0;
    if (!powerOfTwo || header.at(21) != 64 || header.at(22) != 32 || header.at(23) != 32) {
        return damaged(path, QStringLiteral("its SQLite header is damaged"));
    }
    // With a write-ahead log beside it, the main file may lawfully be shorter than its header says
    // or end in a part of a page: a checkpoint that a full disk stopped half-way has written the
    // new header but not yet every page, which the log still holds. SQLite, reading the log,
    // judges that file (the integrity check), not its bytes alone.
    if (QFileInfo(path + QStringLiteral("-wal")).size() > 0) {
        return {};
    }
    // The size after the header and the log were looked at: another Scouter's checkpoint writes the
    // new header first and the pages after it, then deletes its log, so a size read before the
    // header could be older than the header and make a whole file look truncated.
    const qint64 size = QFileInfo(path).size();
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

QString FileHealth::recoveryAdvice(const QString& path) {
    const QString backup = newestBackup(path);
    // A -wal or -shm left beside a restored copy is read into it as if it were its own, which
    // spoils the copy: the three files go together.
    const QString moveAway = QStringLiteral("move %1 and, if they are there, %1-wal and %1-shm to another folder "
                                            "(keep them: they are the damaged campaign)")
                                 .arg(path);
    if (backup.isEmpty()) {
        return QStringLiteral("There is no backup of it next to it. Keep %1, %1-wal and %1-shm together as they are; "
                              "to start again, %2.")
            .arg(path, moveAway);
    }
    return QStringLiteral("The newest backup is %1: open that file instead, or %2, then copy the backup to %3.")
        .arg(backup, moveAway, path);
}

StoreError FileHealth::damaged(const QString& path, const QString& detail) {
    return {StoreErrorKind::Damaged, QStringLiteral("The campaign file %1 is damaged: %2. Nothing was changed. %3")
                                         .arg(path, detail, recoveryAdvice(path))};
}

} // namespace scouter::store
