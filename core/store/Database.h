// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

class QSqlQuery;

namespace scouter::store {

class CampaignLock;
class ReadOnlySource;
class SqliteStatement;

struct OpenOptions {
    // Read it, never write it (nor its -wal and -shm): a read-only session.
    bool readOnly = false;
    // When another Scouter holds the campaign's lock: open read-only instead of refusing (the
    // command line's reading commands).
    bool readOnlyWhenLocked = false;
    // When the file, its folder or its mount is read-only: open read-only instead of refusing.
    bool readOnlyWhenUnwritable = true;
    // How long open() waits for another process to let go of the campaign's lock.
    int lockWaitMs = 0;
    int busyTimeoutMs = 5000;
    // A cap on the file's size in pages (PRAGMA max_page_count): past it SQLite reports a full
    // disk, which is how the tests reach that path without filling a real disk.
    int maxPageCount = 0;
    // Check every page of the file (PRAGMA integrity_check) before opening it, whatever the last
    // close was: `scouter-cli check`. Without it that check runs only after an unclean close.
    bool thorough = false;
};

// One connection to one campaign file, for the thread that opened it (SQLite connections
// must not be shared between threads; each gets its own unique Qt connection name).
//
// open() is the only way in. It inspects an existing file read-only first (another program's
// file, a newer schema, a schema that is not exactly the one of its version, damage: refused with
// not one byte written to it, its -wal or -shm), takes the campaign's single-writer lock, then
// opens it for writing, saves a backup, migrates, and checks the resulting schema and the search
// index. A campaign that cannot be written (read-only folder, mount or file; another Scouter
// writing it, when asked; a read-only session) opens read-only: it reads, and every write is
// refused with the reason. A read-only session of an older schema reads a private copy of the
// file, migrated in a temporary folder: only a writer migrates the file itself.
//
// The inspection takes the same time whatever the campaign's size (header, owner, version,
// schema, every table's first page); every page is read (PRAGMA integrity_check) only after an
// unclean close (a write-ahead log left with no Scouter writing it: a crash, a kill, a power cut)
// or when asked (OpenOptions::thorough).
class Database {
public:
    [[nodiscard]] static Result<Database> open(const QString& path, const OpenOptions& options = {});
    // A second connection to a file that open() has already accepted (the writer thread's, a
    // background reader's). Read-only like the first when that one is.
    [[nodiscard]] static Result<Database> connect(const QString& path, const OpenOptions& options = {});
    // A read-only connection through `source`, for inspecting a file before it is accepted.
    [[nodiscard]] static Result<Database> inspect(const QString& path, const ReadOnlySource& source);
    // A fresh database built from the migrations (up to `version`; all of them when negative),
    // kept in memory (schema references, quick tests).
    [[nodiscard]] static Result<Database> openInMemory(int version = -1);
    // A writable connection to a file that this process alone knows (a temporary copy): no lock,
    // no inspection, no write-ahead log.
    [[nodiscard]] static Result<Database> openScratch(const QString& file);

    Database(Database&& other) noexcept;
    Database& operator=(Database&& other) noexcept;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    ~Database();

    [[nodiscard]] QSqlDatabase connection() const;
    [[nodiscard]] const QString& path() const { return m_path; }

    // Whether this session only reads, and why (a sentence for messages).
    [[nodiscard]] bool readOnly() const { return !m_readOnlyReason.isEmpty(); }
    [[nodiscard]] const QString& readOnlyReason() const { return m_readOnlyReason; }
    // Whether open() made this campaign from a new (or blank) file.
    [[nodiscard]] bool created() const { return m_created; }
    // What this session did by itself that a user may want to know (the search index rebuilt).
    [[nodiscard]] const QStringList& notices() const { return m_notices; }

    // Runs `body` inside BEGIN IMMEDIATE ... COMMIT; rolls back when it fails, so either all
    // of it is on disk or none of it. Refused in a read-only session, with its reason. When it
    // fails on a damaged search index, the index is rebuilt from the events and `body` runs once
    // more (so a body must do the same when run again after a rollback).
    [[nodiscard]] Status transaction(const std::function<Status()>& body, const QString& what);
    // transaction() for a body that returns a value (an inserted row's id): the value once the
    // transaction committed, or why it did not.
    template <class Body> [[nodiscard]] auto valueInTransaction(Body body, const QString& what) -> decltype(body()) {
        std::optional<decltype(body())> result;
        const Status status = transaction(
            [&]() -> Status {
                result.emplace(body());
                return *result ? Status() : Status(result->error());
            },
            what);
        if (!status) {
            return status.error();
        }
        return std::move(*result);
    }
    // The same with BEGIN EXCLUSIVE (the migration).
    [[nodiscard]] Status exclusiveTransaction(const std::function<Status()>& body, const QString& what);

    // SQLite's consistent snapshot of this campaign (its write-ahead log included) as a new file
    // `target` (VACUUM INTO): through a reading connection too.
    [[nodiscard]] Status copyInto(const QString& target, const QString& what);

    // Runs one statement that returns nothing worth reading.
    [[nodiscard]] Status exec(const QString& sql, const QString& what);
    // Runs every statement of `script` (a migration file) in turn. SQLite itself finds where each
    // ends (strings, comments and trigger bodies hold semicolons too); Qt's driver would run only
    // the first.
    [[nodiscard]] Status execScript(const QString& script, const QString& what);
    // A statement this connection runs again and again (a command's inserts), parsed by SQLite
    // once and kept until the connection closes: a durable command spent a sixth of its time
    // parsing the same few statements. Reset, its bound values to be added anew; a statement
    // that did not prepare is tried again next time, and its exec() reports why.
    [[nodiscard]] QSqlQuery& prepared(const QString& sql);
    // The same through SQLite's own handle (SqliteStatement): a command's inserts bind their texts
    // as UTF-8 bytes, where QSqlQuery made a QVariant and a UTF-16 copy of each value.
    [[nodiscard]] SqliteStatement& kept(std::string_view sql);

    [[nodiscard]] Result<int> userVersion() const;

    // When the search index last passed its checks (SearchIndex::searchTable): the file's data
    // version and this connection's change count then; empty when it was not checked or failed.
    [[nodiscard]] const QString& indexWholeAt() const { return m_indexWholeAt; }
    void setIndexWholeAt(QString stamp) { m_indexWholeAt = std::move(stamp); }
    // Events the running transaction added to the search index (CommandLog::insert). One that
    // adds many (an import, a campaign built at once) leaves the index in one piece before it
    // commits (SearchIndex::compact): FTS5 searches each piece, and a bulk write leaves several.
    void countIndexed(std::size_t events) { m_indexedInTransaction += events; }
    // From this many events in one transaction: a command's few never pay for it.
    static constexpr std::size_t kCompactAfterIndexing = 10000;

    // The single-writer lock this session holds (null for a reader, a second connection, a copy):
    // the migration's backup reads the campaign through it.
    [[nodiscard]] const CampaignLock* lock() const { return m_lock.get(); }

private:
    Database(QString connectionName, QString path);
    [[nodiscard]] static Result<Database> rawConnection(const QString& path, const OpenOptions& options);
    [[nodiscard]] static Result<Database> rawConnection(const QString& path, const QString& databaseName,
                                                        const QString& connectOptions);
    [[nodiscard]] static Result<Database> openWritable(const QString& path, const OpenOptions& options,
                                                       std::shared_ptr<CampaignLock> lock);
    [[nodiscard]] static Result<Database> openReadOnly(const QString& path, const OpenOptions& options,
                                                       const QString& reason, bool othersWriting, bool thorough);
    [[nodiscard]] static Result<Database> readOnlyAt(const QString& path, const OpenOptions& options,
                                                     const QString& reason, bool othersWriting, int version);
    [[nodiscard]] Status checkSearchIndex();
    [[nodiscard]] Status rebuildSearchIndex();
    [[nodiscard]] static Result<Database> readOnlySession(const QString& path,
                                                          std::shared_ptr<const ReadOnlySource> source,
                                                          const OpenOptions& options, const QString& reason);
    [[nodiscard]] Status configure(const OpenOptions& options);
    // exec() through a statement kept prepared().
    [[nodiscard]] Status execPrepared(const QString& sql, const QString& what);
    [[nodiscard]] Status run(const QString& begin, const std::function<Status()>& body, const QString& what);
    // One attempt of run(); `indexFailed` tells whether it failed on the search index.
    [[nodiscard]] Status attempt(const QString& begin, const std::function<Status()>& body, const QString& what,
                                 bool& indexFailed);
    void close();

    QString m_connectionName;
    QString m_path;
    QString m_readOnlyReason;
    bool m_created = false;
    bool m_rebuildingIndex = false;
    QStringList m_notices;
    std::shared_ptr<CampaignLock> m_lock;               // held while this session may write
    std::shared_ptr<const ReadOnlySource> m_readSource; // what a read-only session reads (a copy lives here)
    QString m_indexWholeAt;
    std::size_t m_indexedInTransaction = 0;
    struct Prepared;
    std::map<QString, std::unique_ptr<Prepared>> m_prepared; // by SQL text; emptied before the connection closes
    std::map<std::string, std::unique_ptr<SqliteStatement>, std::less<>> m_kept; // the same for kept()
};

} // namespace scouter::store
