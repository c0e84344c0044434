#include "Migrations.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace scouter::store {

namespace {

[[nodiscard]] std::vector<Migration> load() {
    static const QRegularExpression fileName(QStringLiteral("^(\\d{4})_([a-z0-9_]+)\\.sql$"));
    std::vector<Migration> migrations;
    const QDir folder(QStringLiteral(":/migrations"));
    for (const QString& entry : folder.entryList(QDir::Files, QDir::Name)) {
        const auto match = fileName.match(entry);
        if (!match.hasMatch()) {
            continue;
        }
        QFile file(folder.filePath(entry));
        if (!file.open(QIODevice::ReadOnly)) {
            continue;
        }
        migrations.push_back({match.captured(1).toInt(), match.captured(2), QString::fromUtf8(file.readAll())});
    }
    std::sort(migrations.begin(), migrations.end(),
              [](const Migration& a, const Migration& b) { return a.version < b.version; });
    return migrations;
}

} // namespace

const std::vector<Migration>& Migrations::all() {
    static const std::vector<Migration> migrations = load();
    return migrations;
}

int Migrations::latestVersion() {
    const auto& migrations = all();
    return migrations.empty() ? 0 : migrations.back().version;
}

} // namespace scouter::store
