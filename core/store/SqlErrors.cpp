// SPDX-License-Identifier: GPL-3.0-or-later
#include "SqlErrors.h"

namespace scouter::store {

namespace {

// SQLite primary result codes (the driver reports extended codes; the low byte is the primary).
constexpr int kBusy = 5;
constexpr int kLocked = 6;
constexpr int kReadOnly = 8;
constexpr int kIoError = 10;
constexpr int kCorrupt = 11;
constexpr int kFull = 13;
constexpr int kCantOpen = 14;
constexpr int kNotADatabase = 26;

} // namespace

// The messages say what happened and what to do, never that it will be tried again: only the
// window's writer retries (and says so), a command-line run or a library edit does not.
StoreError SqlErrors::from(const QSqlError& error, const QString& what) {
    bool parsed = false;
    const int code = error.nativeErrorCode().toInt(&parsed);
    const int primary = parsed ? (code & 0xff) : -1;
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (primary) {
    case kBusy:
    case kLocked:
        return {StoreErrorKind::Locked,
                QStringLiteral("The campaign file is in use by another running Scouter (or another program), so %1 "
                               "had to wait. Close the other one.")
                    .arg(what)};
    case kFull:
        return {StoreErrorKind::DiskFull, QStringLiteral("The disk is full, so %1 failed. Free some space.").arg(what)};
    case kReadOnly:
        return {
            StoreErrorKind::ReadOnly,
            QStringLiteral("The campaign file or its folder is read-only, so %1 failed. Make it writable.").arg(what)};
    case kCantOpen:
        return {StoreErrorKind::CannotOpen,
                QStringLiteral("The campaign file could not be opened while %1 (%2).").arg(what, detail)};
    case kIoError:
        return {StoreErrorKind::Io, QStringLiteral("The disk reported an error while %1 (%2).").arg(what, detail)};
    case kCorrupt:
    case kNotADatabase:
        return {StoreErrorKind::Damaged,
                QStringLiteral("The campaign file is damaged (%1) while %2.").arg(detail, what)};
    default:
        return {StoreErrorKind::Sql, QStringLiteral("Database error while %1: %2").arg(what, detail)};
    }
}

} // namespace scouter::store
