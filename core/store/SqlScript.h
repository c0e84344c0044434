#pragma once

#include <QString>
#include <QStringList>

namespace scouter::store {

// Splits a migration file into single statements, because the Qt SQLite driver runs only the
// first statement of a query. Knows just enough SQL for our own files: '...' strings, "..."
// identifiers, -- comments, and CREATE TRIGGER bodies whose inner ';' do not end the statement.
class SqlScript {
public:
    [[nodiscard]] static QStringList split(const QString& script);
};

} // namespace scouter::store
