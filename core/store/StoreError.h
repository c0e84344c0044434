// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace scouter::store {

// What went wrong, in words a user can act on. The kind lets the UI choose what to offer
// (a backup to open, a retry, another file) without parsing the message.
enum class StoreErrorKind {
    NewerSchema,    // written by a newer Scouter: nothing was changed
    Damaged,        // not SQLite, wrong header, truncated, failed integrity_check
    NotACampaign,   // a healthy SQLite file that belongs to something else
    SchemaMismatch, // migrated, but the tables are not the ones this Scouter expects
    DiskFull,
    ReadOnly,
    Locked, // another Scouter (or another program) holds the file
    CannotOpen,
    NotFound, // a record that does not exist
    Invalid,  // rejected input (import, a record that breaks a rule)
    Io,       // a backup copy or another file operation failed
    Sql,      // any other database error
};

struct StoreError {
    StoreErrorKind kind = StoreErrorKind::Sql;
    QString message;
};

} // namespace scouter::store

// Carried by CommandWriter::failed across threads.
Q_DECLARE_METATYPE(scouter::store::StoreError)
