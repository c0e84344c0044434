// SPDX-License-Identifier: GPL-3.0-or-later
#include "Migrations.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <optional>

namespace scouter::store {

namespace {

// "0007_search_index.sql": four digits, the version, then the migration's name in lower case.
[[nodiscard]] std::optional<Migration> named(const QString& entry) {
    const QLatin1String suffix(".sql");
    constexpr qsizetype kDigits = 4;
    if (!entry.endsWith(suffix) || entry.size() <= kDigits + 1 + suffix.size() || entry.at(kDigits) != u'_') {
        return std::nullopt;
    }
    const QStringView digits = QStringView(entry).left(kDigits);
    const QString name = entry.mid(kDigits + 1, entry.size() - kDigits - 1 - suffix.size());
    const auto isDigit = [](QChar c) { return c >= u'0' && c <= u'9'; };
    const auto isNameChar = [&](QChar c) { return isDigit(c) || (c >= u'a' && c <= u'z') || c == u'_'; };
    if (!std::all_of(digits.begin(), digits.end(), isDigit) || !std::all_of(name.begin(), name.end(), isNameChar)) {
        return std::nullopt;
    }
    return Migration{digits.toInt(), name, QString()};
}

[[nodiscard]] std::vector<Migration> load() {
    std::vector<Migration> migrations;
    const QDir folder(QStringLiteral(":/migrations"));
    for (const QString& entry : folder.entryList(QDir::Files, QDir::Name)) {
        auto migration = named(entry);
        if (!migration) {
            continue;
        }
        QFile file(folder.filePath(entry));
        if (!file.open(QIODevice::ReadOnly)) {
            continue;
        }
        migration->sql = QString::fromUtf8(file.readAll());
        migrations.push_back(std::move(*migration));
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
