// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

// Helpers for tests that look at campaign files byte by byte.
namespace testfiles {

[[nodiscard]] QByteArray readBytes(const QString& path);
void writeBytes(const QString& path, const QByteArray& bytes);
// Builds an SQLite file with a plain connection, bypassing the store, to fake other programs'
// files and newer Scouters.
void makeSqlite(const QString& path, const QStringList& statements);
// One value from a plain connection (e.g. a PRAGMA), bypassing the store.
[[nodiscard]] QString queryValue(const QString& path, const QString& sql);

} // namespace testfiles
