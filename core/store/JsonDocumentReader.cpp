// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonDocumentReader.h"

#include "scenario/JsonReader.h"

#include <QJsonParseError>

#include <string_view>

namespace scouter::store {

std::variant<QJsonDocument, JsonDocumentReader::Problem> JsonDocumentReader::read(const QByteArray& bytes) {
    if (const auto problem =
            engine::JsonReader::check(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        return Problem{QString::fromStdString(problem->path()), QString::fromStdString(problem->message())};
    }
    // What Qt refuses beyond that (a top level that is neither an object nor a list) in its words.
    QJsonParseError error{};
    QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        return Problem{QString(),
                       QStringLiteral("not valid JSON at character %1: %2").arg(error.offset).arg(error.errorString())};
    }
    return document;
}

} // namespace scouter::store
