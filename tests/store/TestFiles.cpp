// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestFiles.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace testfiles {

namespace {

template <typename Body> void withConnection(const QString& path, Body body) {
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("test-files-%1").arg(++counter);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            body(db);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

QByteArray readBytes(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        file.write(bytes);
    }
}

void makeSqlite(const QString& path, const QStringList& statements) {
    withConnection(path, [&](QSqlDatabase& db) {
        for (const QString& statement : statements) {
            QSqlQuery query(db);
            query.exec(statement);
        }
    });
}

QString queryValue(const QString& path, const QString& sql) {
    QString value;
    withConnection(path, [&](QSqlDatabase& db) {
        QSqlQuery query(db);
        if (query.exec(sql) && query.next()) {
            value = query.value(0).toString();
        }
    });
    return value;
}

} // namespace testfiles
