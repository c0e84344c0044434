#pragma once

#include "Result.h"

#include <QSqlDatabase>
#include <QString>

#include <functional>

namespace scouter::store {

struct OpenOptions {
    bool readOnly = false;
    int busyTimeoutMs = 5000;
    // A cap on the file's size in pages (PRAGMA max_page_count): past it SQLite reports a full
    // disk, which is how the tests reach that path without filling a real disk.
    int maxPageCount = 0;
};

// One connection to one campaign file, for the thread that opened it (SQLite connections
// must not be shared between threads; each gets its own unique Qt connection name).
//
// open() is the only way in: it refuses damaged files and newer schemas before anything is
// written, saves a backup, migrates, and checks the resulting schema.
class Database {
public:
    [[nodiscard]] static Result<Database> open(const QString& path, const OpenOptions& options = {});
    // A second connection to a file that open() has already accepted (the writer thread's).
    [[nodiscard]] static Result<Database> connect(const QString& path, const OpenOptions& options = {});
    // A fresh database built from the migrations, kept in memory (schema reference, quick tests).
    [[nodiscard]] static Result<Database> openInMemory();

    Database(Database&& other) noexcept;
    Database& operator=(Database&& other) noexcept;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    ~Database();

    [[nodiscard]] QSqlDatabase connection() const;
    [[nodiscard]] const QString& path() const { return m_path; }

    // Runs `body` inside BEGIN IMMEDIATE ... COMMIT; rolls back when it fails, so either all
    // of it is on disk or none of it.
    [[nodiscard]] Status transaction(const std::function<Status()>& body, const QString& what);

    // Runs one statement that returns nothing worth reading.
    [[nodiscard]] Status exec(const QString& sql, const QString& what);

    [[nodiscard]] Result<int> userVersion() const;

private:
    Database(QString connectionName, QString path);
    [[nodiscard]] static Result<Database> rawConnection(const QString& path, const OpenOptions& options);
    [[nodiscard]] Status configure(const OpenOptions& options);
    void close();

    QString m_connectionName;
    QString m_path;
};

} // namespace scouter::store
