// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <variant>

namespace scouter::store {

// The store's side of the one reading of outside JSON (engine::JsonReader): an import file or a
// JSON column of a campaign is checked by the engine's reader (syntax, depth, every number one
// all of Scouter holds as written), then built as a Qt document. So 1e999 is refused with its
// path here as it is by `scouter-cli scenario`, and no number reads differently in Qt's hands
// than in the engine's.
class JsonDocumentReader {
public:
    // What stopped the reading: the place ("encounters[0].map.squarePixels", empty for the text
    // as a whole) and what is wrong there.
    struct Problem {
        QString path;
        QString message;
    };

    [[nodiscard]] static std::variant<QJsonDocument, Problem> read(const QByteArray& bytes);
};

} // namespace scouter::store
