// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioFolder.h"

#include <QDir>
#include <QDirIterator>

namespace scouter::store::test {

std::ostream& operator<<(std::ostream& out, const ScenarioFolder& set) {
    return out << set.folder;
}

QStringList jsonFilesIn(const ScenarioFolder& set) {
    QStringList files;
    QDirIterator it(QString::fromUtf8(set.folder), {QStringLiteral("*.json")}, QDir::Files,
                    set.recursive ? QDirIterator::Subdirectories : QDirIterator::NoIteratorFlags);
    while (it.hasNext()) {
        files << it.next();
    }
    files.sort();
    return files;
}

std::vector<ScenarioFolder> ownScenarioFolders() {
    return {{"own", SCOUTER_OWN_SCENARIOS, false},
            {"own_dbu", SCOUTER_OWN_SCENARIOS "/dbu", true},
            {"own_dbu_additions", SCOUTER_OWN_SCENARIOS "/dbu-additions", true},
            {"own_dbu_legacy", SCOUTER_OWN_SCENARIOS "/dbu-legacy", true},
            {"own_fatewalker", SCOUTER_OWN_SCENARIOS "/fatewalker", true},
            {"own_true20", SCOUTER_OWN_SCENARIOS "/true20", true}};
}

std::vector<ScenarioFolder> publicScenarioFolders() {
#ifdef SCOUTER_PUBLIC_SCENARIOS
    return {{"public_dbu", SCOUTER_PUBLIC_SCENARIOS "/dbu", true},
            {"public_dbu_additions", SCOUTER_PUBLIC_SCENARIOS "/dbu-additions", true},
            {"public_dbu_legacy", SCOUTER_PUBLIC_SCENARIOS "/dbu-legacy", true},
            {"public_fatewalker", SCOUTER_PUBLIC_SCENARIOS "/fatewalker", true},
            {"public_true20", SCOUTER_PUBLIC_SCENARIOS "/true20", true}};
#else
    return {};
#endif
}

} // namespace scouter::store::test
