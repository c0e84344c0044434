// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventText.h"

#include <QStringList>

namespace scouter::store {

namespace {

void collect(const nlohmann::json& value, QStringList& words) {
    if (value.is_string()) {
        words << QString::fromStdString(value.get<std::string>()).replace(QLatin1Char('-'), QLatin1Char(' '));
    } else if (value.is_number_integer()) {
        words << QString::number(value.get<long long>());
    } else if (value.is_number()) {
        words << QString::number(value.get<double>());
    } else if (value.is_boolean()) {
        words << (value.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no"));
    } else if (value.is_array()) {
        for (const auto& item : value) {
            collect(item, words);
        }
    } else if (value.is_object()) {
        for (const auto& [key, item] : value.items()) {
            words << QString::fromStdString(key);
            collect(item, words);
        }
    }
}

} // namespace

QString EventText::describe(const nlohmann::json& event) {
    QStringList words;
    if (event.is_object()) {
        if (const auto type = event.find("type"); type != event.end()) {
            collect(*type, words);
        }
        for (const auto& [key, value] : event.items()) {
            if (key == "type" || key == "v") {
                continue;
            }
            words << QString::fromStdString(key);
            collect(value, words);
        }
    } else {
        collect(event, words);
    }
    return words.join(QLatin1Char(' '));
}

} // namespace scouter::store
