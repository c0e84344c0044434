// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PlayerVisibility.h"

namespace scouter::ui {

PlayerVisibility::PlayerVisibility(QObject* parent) : QObject(parent) {}

void PlayerVisibility::setMode(const QString& combatant, Mode mode) {
    if (this->mode(combatant) == mode) {
        return;
    }
    if (mode == Mode::Rules) {
        m_modes.remove(combatant);
    } else {
        m_modes.insert(combatant, mode);
    }
    Q_EMIT changed(combatant);
}

void PlayerVisibility::reset(const QHash<QString, Mode>& modes) {
    m_modes.clear();
    for (auto it = modes.begin(); it != modes.end(); ++it) {
        if (it.value() != Mode::Rules) {
            m_modes.insert(it.key(), it.value());
        }
    }
    Q_EMIT changed(QString());
}

void PlayerVisibility::setFrozen(bool frozen) {
    if (m_frozen == frozen) {
        return;
    }
    m_frozen = frozen;
    Q_EMIT frozenChanged(frozen);
}

QString PlayerVisibility::word(Mode mode) {
    switch (mode) {
    case Mode::Reveal:
        return QStringLiteral("reveal");
    case Mode::Hide:
        return QStringLiteral("hide");
    case Mode::Rules:
        break;
    }
    return {};
}

PlayerVisibility::Mode PlayerVisibility::fromWord(const QString& word) {
    if (word == QLatin1String("reveal")) {
        return Mode::Reveal;
    }
    if (word == QLatin1String("hide")) {
        return Mode::Hide;
    }
    return Mode::Rules;
}

} // namespace scouter::ui
