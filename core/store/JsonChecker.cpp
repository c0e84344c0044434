// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonChecker.h"

#include <QJsonDocument>

#include <cmath>

namespace scouter::store {

namespace {

[[nodiscard]] QString range(qint64 min, qint64 max) {
    const bool lower = min > std::numeric_limits<int>::min();
    const bool upper = max < std::numeric_limits<int>::max();
    if (lower && upper) {
        return QStringLiteral(" from %1 to %2").arg(min).arg(max);
    }
    if (lower) {
        return QStringLiteral(" >= %1").arg(min);
    }
    if (upper) {
        return QStringLiteral(" <= %1").arg(max);
    }
    return {};
}

} // namespace

QString JsonChecker::show(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::String:
        return QStringLiteral("\"%1\"").arg(value.toString());
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

void JsonChecker::onlyKeys(const QJsonObject& object, const QString& path, const QStringList& known) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key())) {
            problem(at(path, it.key()), QStringLiteral("unknown key (expected one of: %1)").arg(known.join(", ")));
        }
    }
}

std::optional<QString> JsonChecker::string(const QJsonObject& object, const QString& key, const QString& path,
                                           bool required, bool nonEmpty) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || (value.isNull() && !required)) {
        if (required) {
            problem(at(path, key), QStringLiteral("missing (expected a text)"));
        }
        return std::nullopt;
    }
    if (!value.isString() || (nonEmpty && value.toString().trimmed().isEmpty())) {
        problem(at(path, key), QStringLiteral("expected a%1 text, got %2")
                                   .arg(nonEmpty ? QStringLiteral(" non-empty") : QString(), show(value)));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QString> JsonChecker::oneOf(const QJsonObject& object, const QString& key, const QString& path,
                                          const QStringList& allowed, bool required) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || (value.isNull() && !required)) {
        if (required) {
            problem(at(path, key), QStringLiteral("missing (expected one of: %1)").arg(allowed.join(", ")));
        }
        return std::nullopt;
    }
    if (!value.isString() || !allowed.contains(value.toString())) {
        problem(at(path, key), QStringLiteral("expected one of: %1, got %2").arg(allowed.join(", "), show(value)));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<qint64> JsonChecker::integerValue(const QJsonValue& value, const QString& path, qint64 min, qint64 max) {
    const double number = value.toDouble();
    if (!value.isDouble() || std::floor(number) != number || number < double(min) || number > double(max)) {
        problem(path, QStringLiteral("expected a whole number%1, got %2").arg(range(min, max), show(value)));
        return std::nullopt;
    }
    return static_cast<qint64>(number);
}

std::optional<qint64> JsonChecker::integer(const QJsonObject& object, const QString& key, const QString& path,
                                           bool required, qint64 min, qint64 max) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || (value.isNull() && !required)) {
        if (required) {
            problem(at(path, key), QStringLiteral("missing (expected a whole number%1)").arg(range(min, max)));
        }
        return std::nullopt;
    }
    return integerValue(value, at(path, key), min, max);
}

std::optional<bool> JsonChecker::boolean(const QJsonObject& object, const QString& key, const QString& path,
                                         bool required) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        if (required) {
            problem(at(path, key), QStringLiteral("missing (expected true or false)"));
        }
        return std::nullopt;
    }
    if (!value.isBool()) {
        problem(at(path, key), QStringLiteral("expected true or false, got %1").arg(show(value)));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QJsonObject> JsonChecker::object(const QJsonObject& object, const QString& key, const QString& path,
                                               bool required) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        if (required) {
            problem(at(path, key), QStringLiteral("missing (expected an object)"));
        }
        return std::nullopt;
    }
    if (!value.isObject()) {
        problem(at(path, key), QStringLiteral("expected an object, got %1").arg(show(value)));
        return std::nullopt;
    }
    return value.toObject();
}

std::optional<QJsonArray> JsonChecker::array(const QJsonObject& object, const QString& key, const QString& path,
                                             bool required) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined()) {
        if (required) {
            problem(at(path, key), QStringLiteral("missing (expected a list)"));
        }
        return std::nullopt;
    }
    if (!value.isArray()) {
        problem(at(path, key), QStringLiteral("expected a list, got %1").arg(show(value)));
        return std::nullopt;
    }
    return value.toArray();
}

} // namespace scouter::store
