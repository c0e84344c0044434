// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "JsonDocumentReader.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QVariant>

#include <variant>

namespace scouter::store {

// JSON columns hold compact text; a column that does not parse reads as an empty object
// (the schema's json_valid checks keep that from happening). It is read as all outside JSON is
// (JsonDocumentReader): SQLite's json_valid takes 1e999, which no reader of Scouter's holds.
[[nodiscard]] inline QString toColumn(const QJsonObject& object) {
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

[[nodiscard]] inline QJsonDocument documentFromColumn(const QString& text) {
    auto read = JsonDocumentReader::read(text.toUtf8());
    return std::holds_alternative<QJsonDocument>(read) ? std::get<QJsonDocument>(std::move(read)) : QJsonDocument();
}

[[nodiscard]] inline QJsonObject objectFromColumn(const QString& text) {
    return documentFromColumn(text).object();
}

// A null QString binds as SQL NULL; text columns that are NOT NULL want '' instead.
[[nodiscard]] inline QVariant textColumn(const QString& text) {
    return text.isNull() ? QVariant(QString::fromLatin1("", 0)) : QVariant(text);
}

[[nodiscard]] inline QString nowColumn() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace scouter::store
