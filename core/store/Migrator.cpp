// SPDX-License-Identifier: GPL-3.0-or-later
#include "Migrator.h"

#include "CampaignLock.h"
#include "CheckPreload.h"
#include "Database.h"
#include "FileHealth.h"
#include "Migrations.h"
#include "SqlErrors.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>

#include <fcntl.h>
#include <unistd.h>

namespace scouter::store {

namespace {

[[nodiscard]] Result<QStringList> column(Database& db, const QString& sql, const QString& what) {
    QSqlQuery query(db.connection());
    query.setForwardOnly(true);
    if (!query.exec(sql)) {
        return SqlErrors::from(query, what);
    }
    QStringList values;
    while (query.next()) {
        values << query.value(0).toString();
    }
    return values;
}

[[nodiscard]] Result<QStringList> schemaOf(Database& db) {
    return column(db,
                  QStringLiteral("SELECT type || ' ' || name || ' ON ' || tbl_name || ': ' || coalesce(sql, '') "
                                 "FROM sqlite_schema ORDER BY type, name"),
                  QStringLiteral("reading the schema"));
}

QMutex& referenceMutex() {
    static QMutex mutex;
    return mutex;
}

std::map<int, QStringList>& references() {
    static std::map<int, QStringList> byVersion;
    return byVersion;
}

[[nodiscard]] Result<QStringList> expectedSchema(int version) {
    CheckPreload::waitIfBuilding();
    const QMutexLocker lock(&referenceMutex());
    if (const auto found = references().find(version); found != references().end()) {
        return found->second;
    }
    auto reference = Database::openInMemory(version);
    if (!reference) {
        return reference.error();
    }
    auto schema = schemaOf(reference.value());
    if (!schema) {
        return schema.error();
    }
    references()[version] = schema.value();
    return schema.value();
}

// How many taken names saveBackup() steps over before it gives up (another program creating
// backups as fast as Scouter picks names).
constexpr int kBackupNameAttempts = 100;

[[nodiscard]] StoreError backupFailed(const QString& backup, const QString& reason) {
    return {StoreErrorKind::Io, QStringLiteral("Could not save the backup %1 before migrating the campaign (%2; is the "
                                               "disk full or the folder read-only?). Nothing was changed.")
                                    .arg(backup, reason)};
}

[[nodiscard]] QString systemError() {
    return QString::fromLocal8Bit(std::strerror(errno));
}

// The copy is written under a hidden name and only then given the backup's name, so a kill while it
// is written never leaves a backup that looks whole and is not. Only the campaign's writer makes
// such a file, so one found by the next writer is a killed copy's, and goes.
[[nodiscard]] QString partialPrefix(const QString& path) {
    return QLatin1Char('.') + QFileInfo(path).fileName() + QStringLiteral(".backup-partial-");
}

void removeKilledCopies(const QString& path) {
    QDir folder = QFileInfo(path).absoluteDir();
    const QStringList left =
        folder.entryList({partialPrefix(path) + QLatin1Char('*')}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QString& name : left) {
        folder.remove(name);
    }
}

// The backup's name in its folder is on disk too, not only its bytes.
void syncFolder(const QString& path) {
    const int fd =
        ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// Gives `partial` the name `backup` unless that name is taken (a link, even a dangling one, too):
// a hard link, or where the file system has none (FAT), a rename that refuses to replace.
[[nodiscard]] bool nameCopy(QTemporaryFile& partial, const QString& backup) {
    const QByteArray from = QFile::encodeName(partial.fileName());
    const QByteArray to = QFile::encodeName(backup);
    if (::link(from.constData(), to.constData()) == 0) {
        return true;
    }
    if (errno == EPERM || errno == EOPNOTSUPP || errno == EXDEV) {
        if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0) {
            partial.setAutoRemove(false);
            return true;
        }
    }
    return false;
}

[[nodiscard]] Status saveBackup(Database& db, int version) {
    // A checkpoint folds the write-ahead log into the main file, so copying that one file
    // copies the whole campaign.
    QSqlQuery checkpoint(db.connection());
    if (!checkpoint.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"))) {
        return SqlErrors::from(checkpoint, QStringLiteral("preparing the backup before migrating"));
    }
    if (checkpoint.next() && checkpoint.value(0).toInt() != 0) {
        return StoreError{StoreErrorKind::Locked,
                          QStringLiteral("The campaign file %1 is in use by another program, so no backup could be "
                                         "made before migrating it. Nothing was changed.")
                              .arg(db.path())};
    }
    const CampaignLock* lock = db.lock();
    if (lock == nullptr) {
        return backupFailed(Migrator::backupPathFor(db.path(), version),
                            QStringLiteral("only the campaign's writer may migrate it"));
    }
    removeKilledCopies(db.path());
    QTemporaryFile partial(
        QFileInfo(db.path()).absoluteDir().filePath(partialPrefix(db.path()) + QStringLiteral("XXXXXX")));
    if (!partial.open()) {
        return backupFailed(Migrator::backupPathFor(db.path(), version), partial.errorString());
    }
    if (auto copied = lock->copyTo(partial); !copied) {
        return backupFailed(Migrator::backupPathFor(db.path(), version), copied.error().message);
    }
    // The backup is on disk before the migration that it protects against commits.
    if (!partial.flush() || ::fsync(partial.handle()) != 0) {
        return backupFailed(Migrator::backupPathFor(db.path(), version), systemError());
    }
    partial.setPermissions(QFileInfo(db.path()).permissions());
    for (int attempt = 0; attempt < kBackupNameAttempts; ++attempt) {
        const QString backup = Migrator::backupPathFor(db.path(), version);
        if (nameCopy(partial, backup)) {
            syncFolder(backup);
            return {};
        }
        if (errno != EEXIST) {
            return backupFailed(backup, systemError());
        }
    }
    return backupFailed(Migrator::backupPathFor(db.path(), version),
                        QStringLiteral("every name Scouter tried was taken meanwhile"));
}

} // namespace

QString Migrator::backupPathFor(const QString& path, int version) {
    const QString base = QStringLiteral("%1.backup-v%2").arg(path).arg(version);
    QString candidate = base;
    // QFile::exists() follows a link, and a link pointing nowhere "does not exist": the name is
    // taken all the same.
    const auto taken = [](const QString& name) {
        const QFileInfo info(name);
        return info.exists() || info.isSymLink();
    };
    for (int n = 2; taken(candidate); ++n) {
        candidate = QStringLiteral("%1.%2").arg(base).arg(n);
    }
    return candidate;
}

Result<int> Migrator::checkReadable(Database& db) {
    // The owner first: another program's file is refused before its version or content means
    // anything (its user_version may well be 2).
    auto appId = column(db, QStringLiteral("PRAGMA application_id"), QStringLiteral("reading the file's owner"));
    auto header = column(db, QStringLiteral("PRAGMA user_version"), QStringLiteral("reading the schema version"));
    auto tables = column(db, QStringLiteral("SELECT name FROM sqlite_schema"), QStringLiteral("reading the schema"));
    for (const auto* read : {&appId, &header, &tables}) {
        if (!*read) {
            return FileHealth::damaged(db.path(), read->error().message);
        }
    }
    if (appId.value().isEmpty() || header.value().isEmpty()) {
        return FileHealth::damaged(db.path(), QStringLiteral("its header cannot be read"));
    }
    const int owner = appId.value().front().toInt();
    const int version = header.value().front().toInt();
    // A blank SQLite file (no owner, no version, no table) holds nothing: it becomes a campaign.
    const bool blank = owner == 0 && version == 0 && tables.value().isEmpty();
    if (owner != kApplicationId && !blank) {
        return StoreError{StoreErrorKind::NotACampaign,
                          QStringLiteral("%1 is an SQLite database of another program, not a Scouter campaign. "
                                         "Nothing was changed.")
                              .arg(db.path())};
    }
    const int latest = Migrations::latestVersion();
    if (version > latest) {
        return StoreError{StoreErrorKind::NewerSchema,
                          QStringLiteral("This campaign was written by a newer Scouter (schema %1); this Scouter reads "
                                         "up to schema %2. Nothing was changed.")
                              .arg(version)
                              .arg(latest)};
    }
    return version;
}

Status Migrator::checkIntegrity(Database& db) {
    auto check = column(db, QStringLiteral("PRAGMA integrity_check"), QStringLiteral("checking the file"));
    if (!check) {
        return FileHealth::damaged(db.path(), check.error().message);
    }
    if (check.value() != QStringList{QStringLiteral("ok")}) {
        return FileHealth::damaged(
            db.path(),
            QStringLiteral("the integrity check found: %1").arg(check.value().mid(0, 3).join(QStringLiteral("; "))));
    }
    return {};
}

Status Migrator::checkTablesReadable(Database& db) {
    // Only after checkSchema(): these are Scouter's own tables (the search index's among them; the
    // virtual table itself is read through them).
    auto tables = column(db,
                         QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND "
                                        "sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name"),
                         QStringLiteral("reading the schema"));
    if (!tables) {
        return FileHealth::damaged(db.path(), tables.error().message);
    }
    for (const QString& table : tables.value()) {
        const QString quoted =
            QLatin1Char('"') + QString(table).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        auto first = column(db, QStringLiteral("SELECT 1 FROM %1 LIMIT 1").arg(quoted),
                            QStringLiteral("reading the table %1").arg(table));
        if (!first) {
            return FileHealth::damaged(db.path(), first.error().message);
        }
    }
    return {};
}

Result<int> Migrator::migrate(Database& db, Backup backup) {
    auto before = db.userVersion();
    if (!before) {
        return before.error();
    }
    if (before.value() >= Migrations::latestVersion()) {
        return before.value();
    }
    // A brand-new file holds nothing to lose, so only a real campaign gets a backup. The
    // campaign's lock keeps other Scouters from writing it between the copy and the migration.
    if (before.value() > 0 && backup == Backup::Save && db.path() != QStringLiteral(":memory:")) {
        if (auto saved = saveBackup(db, before.value()); !saved) {
            return saved.error();
        }
    }
    // One exclusive transaction, the version read inside it: of two processes creating or
    // migrating the same file, the second finds it done; and a failure leaves it as it was.
    int from = 0;
    const QString what = QStringLiteral("migrating the campaign to schema %1").arg(Migrations::latestVersion());
    auto status = db.exclusiveTransaction(
        [&]() -> Status {
            auto current = db.userVersion();
            if (!current) {
                return current.error();
            }
            from = current.value();
            return apply(db, from, Migrations::latestVersion());
        },
        what);
    if (!status) {
        return status.error();
    }
    return from;
}

Status Migrator::apply(Database& db, int from, int to) {
    for (const Migration& migration : Migrations::all()) {
        if (migration.version <= from || migration.version > to) {
            continue;
        }
        const QString step =
            QStringLiteral("migrating the campaign to schema %1 (%2)").arg(migration.version).arg(migration.name);
        if (auto done = db.execScript(migration.sql, step); !done) {
            return done;
        }
        if (auto done = db.exec(QStringLiteral("PRAGMA user_version = %1").arg(migration.version), step); !done) {
            return done;
        }
    }
    return {};
}

void Migrator::useReference(Database& reference) {
    const QMutexLocker lock(&referenceMutex());
    auto version = reference.userVersion();
    if (!version || references().contains(version.value())) {
        return;
    }
    if (auto schema = schemaOf(reference); schema) {
        references()[version.value()] = schema.value();
    }
}

Status Migrator::checkSchema(Database& db, int version) {
    auto expected = expectedSchema(version);
    if (!expected) {
        return expected.error();
    }
    auto actual = schemaOf(db);
    if (!actual) {
        return actual.error();
    }
    if (actual.value() == expected.value()) {
        return {};
    }
    QStringList differences;
    for (const QString& entry : expected.value()) {
        if (!actual.value().contains(entry)) {
            differences << QStringLiteral("missing or different: %1").arg(entry.section(QLatin1Char(':'), 0, 0));
        }
    }
    for (const QString& entry : actual.value()) {
        if (!expected.value().contains(entry)) {
            differences << QStringLiteral("unexpected: %1").arg(entry.section(QLatin1Char(':'), 0, 0));
        }
    }
    return StoreError{StoreErrorKind::SchemaMismatch,
                      QStringLiteral("The campaign file %1 does not have the tables a Scouter campaign of schema %2 "
                                     "has (%3). Nothing was changed.")
                          .arg(db.path())
                          .arg(version)
                          .arg(differences.mid(0, 5).join(QStringLiteral("; ")))};
}

} // namespace scouter::store
