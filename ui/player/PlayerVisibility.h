// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QString>

namespace scouter::ui {

// What the ARC decided the players' screen shows, on top of what the rules allow: per combatant,
// follow the rules (a PC in full, anyone else's health in words, a Hidden one absent), reveal it
// (present and in full, even Hidden), or hide it (absent). Frozen, the screen keeps what it showed
// while the ARC sets up, and catches up when thawed. One per open encounter; the player window
// and the ARC's menus share it, and the encounter's stored choices fill it (schema 4).
class PlayerVisibility : public QObject {
    Q_OBJECT

public:
    enum class Mode { Rules, Reveal, Hide };

    explicit PlayerVisibility(QObject* parent = nullptr);

    [[nodiscard]] Mode mode(const QString& combatant) const { return m_modes.value(combatant, Mode::Rules); }
    // Only the combatants set to Reveal or Hide.
    [[nodiscard]] const QHash<QString, Mode>& modes() const { return m_modes; }
    void setMode(const QString& combatant, Mode mode);
    // Replaces every choice at once (an encounter opened), emitting one changed().
    void reset(const QHash<QString, Mode>& modes);

    [[nodiscard]] bool frozen() const { return m_frozen; }
    void setFrozen(bool frozen);

    // The word a stored choice is kept as ("reveal", "hide"), and back; Rules for an unknown word.
    [[nodiscard]] static QString word(Mode mode);
    [[nodiscard]] static Mode fromWord(const QString& word);

Q_SIGNALS:
    // A combatant's mode changed (`combatant` empty: several, after reset()).
    void changed(const QString& combatant);
    void frozenChanged(bool frozen);

private:
    QHash<QString, Mode> m_modes;
    bool m_frozen = false;
};

} // namespace scouter::ui
