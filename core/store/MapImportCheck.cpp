// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapImportCheck.h"

#include "EncounterMapCheck.h"
#include "MapDecoder.h"
#include "PlayerViewRepository.h"

#include "model/Limits.h"

#include <algorithm>
#include <variant>

namespace scouter::store {

namespace {

// The longest base64 text of a file of at most kMaxBytes: four characters per three bytes.
constexpr qint64 kMaxBase64Length = (maplimits::kMaxBytes + 2) / 3 * 4;

} // namespace

std::optional<double> MapImportCheck::number(const QJsonObject& object, const QString& key, const QString& path,
                                             bool required) {
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || (value.isNull() && !required)) {
        if (required) {
            m_check.problem(JsonChecker::at(path, key), QStringLiteral("missing (expected a number)"));
        }
        return std::nullopt;
    }
    if (!value.isDouble()) {
        m_check.problem(JsonChecker::at(path, key),
                        QStringLiteral("expected a number, got %1").arg(JsonChecker::show(value)));
        return std::nullopt;
    }
    return value.toDouble();
}

std::optional<EncounterMap> MapImportCheck::map(const QJsonValue& value, const QString& path, const QString& title) {
    if (value.isUndefined() || value.isNull()) {
        return std::nullopt;
    }
    if (!value.isObject()) {
        m_check.problem(path, QStringLiteral("expected a map object or null, got %1").arg(JsonChecker::show(value)));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    const qsizetype before = m_check.problems().size();
    m_check.onlyKeys(object, path,
                     {QStringLiteral("image"), QStringLiteral("format"), QStringLiteral("width"),
                      QStringLiteral("height"), QStringLiteral("squarePixels"), QStringLiteral("offsetX"),
                      QStringLiteral("offsetY")});
    EncounterMap map;
    const QString of = QStringLiteral(" (the map of \"%1\")").arg(title.left(100));
    const QString imagePath = JsonChecker::at(path, QStringLiteral("image"));
    if (const auto text = m_check.string(object, QStringLiteral("image"), path, true)) {
        if (text->size() > kMaxBase64Length) {
            m_check.problem(imagePath,
                            QStringLiteral("the map's file is more than %1 MiB; Scouter takes at most %1 MiB%2")
                                .arg(maplimits::kMaxBytes / maplimits::kMebi)
                                .arg(of));
        } else {
            auto decoded = QByteArray::fromBase64Encoding(
                text->toLatin1(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded) {
                m_check.problem(imagePath, QStringLiteral("expected the image file's bytes in base64%1").arg(of));
            } else {
                map.image = std::move(*decoded);
            }
        }
    }
    map.format = m_check.string(object, QStringLiteral("format"), path, true).value_or(QString());
    for (auto [key, side] :
         {std::pair{QStringLiteral("width"), &map.width}, std::pair{QStringLiteral("height"), &map.height}}) {
        *side = static_cast<int>(m_check.integer(object, key, path, true).value_or(0));
    }
    map.squarePixels = number(object, QStringLiteral("squarePixels"), path, true).value_or(0);
    map.offsetX = number(object, QStringLiteral("offsetX"), path, false).value_or(0);
    map.offsetY = number(object, QStringLiteral("offsetY"), path, false).value_or(0);
    if (m_check.problems().size() != before) {
        return std::nullopt;
    }
    const auto problems = EncounterMapCheck::problems(map);
    for (const MapProblem& problem : problems) {
        m_check.problem(JsonChecker::at(path, problem.field), problem.message + of);
    }
    if (!problems.empty()) {
        return std::nullopt;
    }
    // Decoded as the window decodes it (and let go at once), so a map whose header reads but
    // whose picture does not (damaged data, a 16-bit picture past the memory a map may take) is
    // refused here rather than stored and never shown.
    if (const auto decoded = MapDecoder::decode(map.image); const auto* refusal = std::get_if<MapRefusal>(&decoded)) {
        m_check.problem(imagePath, QStringLiteral("the map %1%2").arg(refusal->words(), of));
        return std::nullopt;
    }
    return map;
}

QHash<QString, QString> MapImportCheck::playerView(const QJsonValue& value, const QString& path,
                                                   const EncounterRecord& record) {
    QHash<QString, QString> modes;
    if (value.isUndefined() || value.isNull()) {
        return modes;
    }
    if (!value.isObject()) {
        m_check.problem(path, QStringLiteral("expected an object of combatant ids and \"reveal\" or \"hide\", got %1")
                                  .arg(JsonChecker::show(value)));
        return modes;
    }
    const QJsonObject object = value.toObject();
    if (object.size() > engine::limits::kMaxCombatants) {
        m_check.problem(
            path,
            QStringLiteral("at most %1 combatants, not %2").arg(engine::limits::kMaxCombatants).arg(object.size()));
        return modes;
    }
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString at = JsonChecker::at(path, it.key().left(static_cast<qsizetype>(engine::limits::kMaxIdLength)));
        const bool known = std::any_of(record.participants.begin(), record.participants.end(),
                                       [&](const Participant& p) { return p.combatant == it.key(); });
        if (!known) {
            m_check.problem(at, QStringLiteral("names combatant \"%1\" that is not in this encounter")
                                    .arg(it.key().left(static_cast<qsizetype>(engine::limits::kMaxIdLength))));
            continue;
        }
        const QString mode = it.value().toString();
        if (!it.value().isString() || mode.isEmpty() || !PlayerViewRepository::problem(it.key(), mode).isEmpty()) {
            m_check.problem(
                at, QStringLiteral("expected \"reveal\" or \"hide\", got %1").arg(JsonChecker::show(it.value())));
            continue;
        }
        modes.insert(it.key(), mode);
    }
    return modes;
}

} // namespace scouter::store
