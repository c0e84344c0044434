// SPDX-License-Identifier: GPL-3.0-or-later
#include "MigratedCopy.h"

#include "Database.h"
#include "Migrations.h"
#include "Migrator.h"

#include <QTemporaryDir>

#include <memory>

namespace scouter::store {

namespace {

const QString kCopyName = QStringLiteral("campaign.scouter");

[[nodiscard]] StoreError copyFailed(const QString& path, const QString& detail) {
    return {StoreErrorKind::Io,
            QStringLiteral("The campaign %1 has an older schema, and the private copy this Scouter reads it through "
                           "(migrated in a temporary folder, the campaign itself is left as it is) could not be made: "
                           "%2. Is the disk full? Nothing was changed.")
                .arg(path, detail)};
}

} // namespace

Result<ReadOnlySource> MigratedCopy::make(const QString& path, bool othersWriting) {
    auto folder = std::make_shared<QTemporaryDir>();
    if (!folder->isValid()) {
        return copyFailed(path, folder->errorString());
    }
    const QString copy = folder->filePath(kCopyName);
    {
        auto source = ReadOnlySource::choose(path, othersWriting);
        if (!source) {
            return source.error();
        }
        auto original = Database::inspect(path, source.value());
        if (!original) {
            return original.error();
        }
        // One consistent snapshot, the write-ahead log's commands included. The inspection that
        // ran just before checked the file's whole schema.
        if (auto copied = original.value().copyInto(copy, QStringLiteral("copying the campaign")); !copied) {
            return copyFailed(path, copied.error().message);
        }
    }
    {
        auto scratch = Database::openScratch(copy);
        if (!scratch) {
            return copyFailed(path, scratch.error().message);
        }
        if (auto migrated = Migrator::migrate(scratch.value(), Migrator::Backup::None); !migrated) {
            return copyFailed(path, migrated.error().message);
        }
        if (auto schema = Migrator::checkSchema(scratch.value(), Migrations::latestVersion()); !schema) {
            return schema.error();
        }
    }
    return ReadOnlySource::privateCopy(copy, std::move(folder));
}

} // namespace scouter::store
