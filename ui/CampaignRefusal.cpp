// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignRefusal.h"

#include <QCoreApplication>
#include <QDir>

#include <utility>

namespace scouter::ui {

CampaignRefusal::CampaignRefusal(QString path, store::StoreError error)
    : m_path(std::move(path)), m_error(std::move(error)) {}

QString CampaignRefusal::summary() const {
    return QCoreApplication::translate("CampaignRefusal", "Scouter cannot open the campaign %1.")
        .arg(QDir::toNativeSeparators(m_path));
}

QString CampaignRefusal::hint() const {
    const auto tr = [](const char* text) { return QCoreApplication::translate("CampaignRefusal", text); };
    // Every hint ends on a way forward that leaves this file alone: Scouter never repairs or
    // replaces a campaign by itself, so the user decides what happens to it.
    switch (m_error.kind) {
    case store::StoreErrorKind::NewerSchema:
        return tr("Open it with that newer Scouter, or start this one on another campaign with --database FILE.");
    case store::StoreErrorKind::Damaged:
        return tr("To go on, copy the backup named above (if there is one) to a new file and start Scouter with "
                  "--database on that copy, or start a new campaign with --database NEW-FILE. Keep the campaign "
                  "file, its -wal and its -shm together: never copy a backup over the file alone.");
    case store::StoreErrorKind::NotACampaign:
        return tr("Start Scouter with --database on a Scouter campaign, or on a new file name to start a new "
                  "campaign. The file was not changed.");
    case store::StoreErrorKind::Locked:
        return tr("Open it read-only meanwhile with scouter --read-only --database %1 (the library, the encounters "
                  "and their reviews can be looked at; a fight played there is not saved), or close the other "
                  "Scouter and start this one again.")
            .arg(QDir::toNativeSeparators(m_path));
    case store::StoreErrorKind::ReadOnly:
        return tr("Make the file and its folder writable, or start Scouter with --database on a file in a "
                  "folder you can write to.");
    case store::StoreErrorKind::DiskFull:
        return tr("Free some disk space, then start Scouter again.");
    case store::StoreErrorKind::SchemaMismatch:
    case store::StoreErrorKind::CannotOpen:
    case store::StoreErrorKind::NotFound:
    case store::StoreErrorKind::Invalid:
    case store::StoreErrorKind::Io:
    case store::StoreErrorKind::Sql:
        break;
    }
    return tr("Keep the file as it is, and start Scouter with --database on another file to go on meanwhile.");
}

QString CampaignRefusal::text() const {
    return summary() + QStringLiteral("\n\n") + detail() + QStringLiteral("\n\n") + hint();
}

} // namespace scouter::ui
