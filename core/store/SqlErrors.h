// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "StoreError.h"

#include <QSqlError>
#include <QSqlQuery>

namespace scouter::store {

// Turns SQLite's result codes into the few situations a user can act on.
class SqlErrors {
public:
    // `what` says what was being done, e.g. "saving the command".
    [[nodiscard]] static StoreError from(const QSqlError& error, const QString& what);
    [[nodiscard]] static StoreError from(const QSqlQuery& query, const QString& what) {
        return from(query.lastError(), what);
    }
};

} // namespace scouter::store
