// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace scouter::store {

// Reads values out of an imported JSON document and records, for every one that is missing or
// of the wrong kind, a problem that names its path: `characters[2].stats.life: expected a whole
// number >= 1, got "ten"`. It never stops at the first problem, so one import run lists all.
class JsonChecker {
public:
    [[nodiscard]] static QString at(const QString& path, const QString& key) {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }
    [[nodiscard]] static QString at(const QString& path, qsizetype index) {
        return QStringLiteral("%1[%2]").arg(path).arg(index);
    }
    // How a value looks in a message: strings quoted, objects and arrays named.
    [[nodiscard]] static QString show(const QJsonValue& value);

    void problem(const QString& path, const QString& message) { m_problems << path + QStringLiteral(": ") + message; }
    [[nodiscard]] const QStringList& problems() const { return m_problems; }

    // Keys that are not in `known` are problems (a typo must not be dropped silently).
    void onlyKeys(const QJsonObject& object, const QString& path, const QStringList& known);

    [[nodiscard]] std::optional<QString> string(const QJsonObject& object, const QString& key, const QString& path,
                                                bool required, bool nonEmpty = false);
    [[nodiscard]] std::optional<QString> oneOf(const QJsonObject& object, const QString& key, const QString& path,
                                               const QStringList& allowed, bool required);
    [[nodiscard]] std::optional<qint64> integer(const QJsonObject& object, const QString& key, const QString& path,
                                                bool required, qint64 min = std::numeric_limits<int>::min(),
                                                qint64 max = std::numeric_limits<int>::max());
    [[nodiscard]] std::optional<qint64> integerValue(const QJsonValue& value, const QString& path, qint64 min,
                                                     qint64 max);
    [[nodiscard]] std::optional<bool> boolean(const QJsonObject& object, const QString& key, const QString& path,
                                              bool required);
    [[nodiscard]] std::optional<QJsonObject> object(const QJsonObject& object, const QString& key, const QString& path,
                                                    bool required);
    [[nodiscard]] std::optional<QJsonArray> array(const QJsonObject& object, const QString& key, const QString& path,
                                                  bool required);

private:
    QStringList m_problems;
};

} // namespace scouter::store
