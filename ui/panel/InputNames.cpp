// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/InputNames.h"

namespace scouter::ui {

namespace {

QString kindName(engine::InputKind kind) {
    using engine::InputKind;
    switch (kind) {
    case InputKind::Hit:
        return QStringLiteral("Hit");
    case InputKind::Damage:
        return QStringLiteral("Damage");
    case InputKind::Square:
        return QStringLiteral("Square");
    case InputKind::Stacks:
        return QStringLiteral("Stacks");
    case InputKind::Amount:
        return QStringLiteral("Amount");
    case InputKind::Mode:
        return QStringLiteral("Mode");
    case InputKind::Category:
        return QStringLiteral("Category");
    case InputKind::Text:
        return QStringLiteral("Text");
    case InputKind::Roll:
        return QStringLiteral("Roll");
    case InputKind::Bonus:
        return QStringLiteral("Bonus");
    case InputKind::Dc:
        return QStringLiteral("Dc");
    case InputKind::Weapon:
        return QStringLiteral("Weapon");
    case InputKind::Range:
        return QStringLiteral("Range");
    case InputKind::Kind:
        return QStringLiteral("Kind");
    case InputKind::Lethal:
        return QStringLiteral("Lethal");
    case InputKind::Critical:
        return QStringLiteral("Critical");
    case InputKind::Spend:
        return QStringLiteral("Spend");
    case InputKind::Pool:
        return QStringLiteral("Pool");
    case InputKind::Tn:
        return QStringLiteral("Tn");
    case InputKind::Successes:
        return QStringLiteral("Successes");
    case InputKind::Number:
    case InputKind::Flag:
    case InputKind::Choice:
    case InputKind::Ids:
    case InputKind::Records:
        return {}; // named by their key
    }
    return {};
}

} // namespace

QString fieldName(const engine::InputDescription& input) {
    QString name = kindName(input.kind);
    if (name.isEmpty()) {
        name = QString::fromStdString(input.key);
        if (!name.isEmpty()) {
            name[0] = name[0].toUpper();
        }
    }
    return QStringLiteral("input") + name;
}

} // namespace scouter::ui
