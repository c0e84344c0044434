// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <nlohmann/json.hpp>

namespace scouter::store {

// The engine speaks nlohmann::json, Qt code speaks QJson; both sides of the store meet here.
// Going through the compact text keeps every number and string exactly as it was.
[[nodiscard]] inline nlohmann::json toNlohmann(const QJsonValue& value) {
    if (!value.isArray() && !value.isObject()) {
        const QJsonDocument wrapped(QJsonArray{value});
        return nlohmann::json::parse(wrapped.toJson(QJsonDocument::Compact).toStdString(), nullptr, false).at(0);
    }
    const QJsonDocument document = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return nlohmann::json::parse(document.toJson(QJsonDocument::Compact).toStdString(), nullptr, false);
}

[[nodiscard]] inline QJsonValue toQt(const nlohmann::json& json) {
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromStdString(nlohmann::json::array({json}).dump()));
    return document.array().at(0);
}

} // namespace scouter::store
