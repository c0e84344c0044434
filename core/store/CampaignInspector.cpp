// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignInspector.h"

#include "CampaignLock.h"
#include "Database.h"
#include "Migrator.h"
#include "ReadOnlySource.h"

#include <QCoreApplication>
#include <QFile>

#include <array>
#include <cstdint>

#include <sys/stat.h>

namespace scouter::store {

bool CampaignInspector::closedUncleanly(const QString& path) {
    if (!ReadOnlySource::hasLog(path)) {
        return false; // the last connection to close folded the log into the file and removed it
    }
    const auto holder = CampaignLock::holder(path);
    const bool writerHere = holder && holder->pid == QCoreApplication::applicationPid();
    return !writerHere && !CampaignLock::otherWriter(path);
}

namespace {

// A file as it is now: none (all zero), or which inode, last changed when. A file removed and
// made again in between reads as changed.
struct FileStamp {
    std::int64_t inode = 0;
    std::int64_t changedSeconds = 0;
    std::int64_t changedNanoseconds = 0;
    friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

FileStamp stampOf(const QString& name) {
    struct stat info {};
    if (::stat(QFile::encodeName(name).constData(), &info) != 0) {
        return {};
    }
    return {static_cast<std::int64_t>(info.st_ino), static_cast<std::int64_t>(info.st_ctim.tv_sec),
            static_cast<std::int64_t>(info.st_ctim.tv_nsec)};
}

// The write-ahead log and its index beside the file.
std::array<FileStamp, 2> logFiles(const QString& path) {
    return {stampOf(path + QStringLiteral("-wal")), stampOf(path + QStringLiteral("-shm"))};
}

} // namespace

Result<int> CampaignInspector::inspect(const QString& path, bool othersWriting, bool thorough) {
    // The last of this process's other connections to the file may close between the choice of
    // how to read it and the reading, folding the log into the file and removing the log and its
    // index: the reading then fails on a healthy campaign. A failure while those files came,
    // went or were made again is read again, the way the file now is.
    constexpr int kRereads = 3;
    Result<int> verdict = 0;
    for (int read = 0;; ++read) {
        const auto before = logFiles(path);
        auto source = ReadOnlySource::choose(path, othersWriting);
        verdict = source ? check(path, source.value(), thorough) : Result<int>(source.error());
        if (verdict || read == kRereads || logFiles(path) == before) {
            break;
        }
    }
    if (verdict || !ReadOnlySource::hasLog(path) || othersWriting) {
        return verdict;
    }
    // SQLite reads any log named like the file as the file's own: a log copied in from another
    // database, or left over when a backup was copied over the file, makes a healthy campaign
    // look foreign or damaged. Say so, rather than blame the file.
    const StoreErrorKind kind = verdict.error().kind;
    if ((kind == StoreErrorKind::NotACampaign || kind == StoreErrorKind::Damaged ||
         kind == StoreErrorKind::SchemaMismatch) &&
        check(path, ReadOnlySource::mainFileOnly(path), thorough)) {
        return foreignLog(path, verdict.error());
    }
    return verdict;
}

Result<int> CampaignInspector::check(const QString& path, const ReadOnlySource& source, bool thorough) {
    auto db = Database::inspect(path, source);
    if (!db) {
        return db.error();
    }
    // One snapshot for all of it: beside another Scouter creating or migrating the file, the
    // version and the tables are read from the same commit.
    if (auto begun = db.value().exec(QStringLiteral("BEGIN"), QStringLiteral("reading the campaign")); !begun) {
        return begun.error();
    }
    auto verdict = checkSnapshot(db.value(), thorough);
    static_cast<void>(db.value().exec(QStringLiteral("COMMIT"), QStringLiteral("reading the campaign")));
    return verdict;
}

Result<int> CampaignInspector::checkSnapshot(Database& db, bool thorough) {
    auto version = Migrator::checkReadable(db);
    if (!version) {
        return version.error();
    }
    // The whole schema of the file's own version, before anything migrates or backs it up: an
    // extra trigger or view, a changed column, would otherwise be carried along (and run).
    if (auto schema = Migrator::checkSchema(db, version.value()); !schema) {
        return schema.error();
    }
    if (auto tables = Migrator::checkTablesReadable(db); !tables) {
        return tables.error();
    }
    if (thorough) {
        if (auto pages = Migrator::checkIntegrity(db); !pages) {
            return pages.error();
        }
    }
    return version;
}

StoreError CampaignInspector::foreignLog(const QString& path, const StoreError& withLog) {
    QString reads = QStringLiteral("it reads as a damaged file");
    if (withLog.kind == StoreErrorKind::NotACampaign) {
        reads = QStringLiteral("it reads as another program's database");
    } else if (withLog.kind == StoreErrorKind::SchemaMismatch) {
        reads = QStringLiteral("it reads as a file without a campaign's tables");
    }
    return {withLog.kind,
            QStringLiteral("The campaign file %1 is healthy on its own, but the write-ahead log %1-wal beside it does "
                           "not fit it: read together with that log, %2. Nothing was changed. If the log was copied "
                           "or left there (an old log next to a restored backup, another database's log), move "
                           "%1-wal and %1-shm to another folder, keeping them, and open the campaign again: it then "
                           "opens as it was without that log.")
                .arg(path, reads)};
}

} // namespace scouter::store
