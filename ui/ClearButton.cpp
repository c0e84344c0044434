// SPDX-License-Identifier: GPL-3.0-or-later
#include "ClearButton.h"

#include <QLineEdit>

#include <memory>

namespace scouter::ui {

void clearButtonOnceTyped(QLineEdit& field) {
    if (!field.text().isEmpty()) {
        field.setClearButtonEnabled(true);
        return;
    }
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = QObject::connect(&field, &QLineEdit::textChanged, &field, [&field, once] {
        QObject::disconnect(*once);
        field.setClearButtonEnabled(true);
    });
}

} // namespace scouter::ui
