#pragma once

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QVariant>

namespace scouter::store {

// JSON columns hold compact text; a column that does not parse reads as an empty object
// (the schema's json_valid checks keep that from happening).
[[nodiscard]] inline QString toColumn(const QJsonObject& object) {
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

[[nodiscard]] inline QJsonObject objectFromColumn(const QString& text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

// A null QString binds as SQL NULL; text columns that are NOT NULL want '' instead.
[[nodiscard]] inline QVariant textColumn(const QString& text) {
    return text.isNull() ? QVariant(QString::fromLatin1("", 0)) : QVariant(text);
}

[[nodiscard]] inline QString nowColumn() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace scouter::store
