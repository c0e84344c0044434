// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignPath.h"

#include "DataPaths.h"

namespace scouter::store {

Result<QString> CampaignPath::check(const QString& argument) {
    if (argument.isEmpty()) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("--database needs a campaign file name, got an empty one; leave --database "
                                         "out to use the default campaign (%1).")
                              .arg(DataPaths::defaultDatabase())};
    }
    if (argument == QStringLiteral(":memory:")) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("--database \":memory:\" is SQLite's name for a database kept in memory and "
                                         "lost on exit, but a campaign is a file. For a file of that name, write "
                                         "./:memory:")};
    }
    if (argument.startsWith(QLatin1Char(':'))) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("--database \"%1\" starts with ':', which Qt reads as one of its built-in "
                                         "resources, not a file. For a file of that name, write ./%1")
                              .arg(argument)};
    }
    if (argument.contains(QChar::ReplacementCharacter)) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("--database: the file name \"%1\" is not valid UTF-8 (%2 stands for the "
                                         "bytes that are not), so Scouter would open or create a file of another "
                                         "name; rename the file or choose another name.")
                              .arg(argument, QString(QChar::ReplacementCharacter))};
    }
    return argument;
}

} // namespace scouter::store
