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

} // namespace scouter::store::test
