// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QString>
#include <QStringList>

namespace scouter::ui {

// One combatant on the battle grid: a disc in its side's colour with its name, a ring showing
// what is left of the ruleset's first bar (a life bar) in the board's colour for it, and marks
// for the one acting, the one selected and the target, and a movement in progress under it.
// What the ruleset says the ARC must see of it (Ruleset::marks: damage taken, posture, a bind,
// cover, a declared Reaction...) are dots in their tones along its top, a change of sides a badge at
// its corner. Defeated tokens are greyed, crossed and drawn under the standing ones, so a token
// dropped on a Defeated one's square stays in sight; hidden ones dashed.
class TokenItem : public QGraphicsItem {
public:
    static constexpr qreal kSquare = 32.0;
    static constexpr qreal kMotionHeight = 11.0;

    struct Look {
        QString name;
        QColor side;
        double life = 1.0;                      // fraction of the ruleset's first bar
        engine::Tone tone = engine::Tone::Good; // the ring's colour, as the board's bar
        bool acting = false;
        bool selected = false;
        bool target = false;
        bool defeated = false;
        bool hidden = false;
        bool warned = false; // would get a reaction from the movement being planned
        // A movement in progress, in the ruleset's words (its kind, distance and ticks, from its timeline),
        // written under the disc; empty when still.
        QString motion;
        // The ruleset's marks: each chip's words (the tooltip lists them) and tone (the dot's colour).
        QStringList marks;
        QList<int> markTones;
        bool turned = false; // fights on another side than it was set up on
        friend bool operator==(const Look&, const Look&) = default;
    };

    explicit TokenItem(QString id);

    [[nodiscard]] const QString& id() const { return m_id; }
    [[nodiscard]] const Look& look() const { return m_look; }
    void setLook(const Look& look);
    // Puts the token on a square, [column, row].
    void placeOn(QPoint square);
    [[nodiscard]] QPoint square() const { return m_square; }

    // Where it stands among the tokens: a Defeated one under the standing ones, the one acting or
    // selected over them.
    [[nodiscard]] static qreal layerOf(const Look& look);

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintMarks(QPainter* painter) const;
    // A ring's or a mark's colour in `tone`: green, amber, red, blue for neutral.
    [[nodiscard]] static QColor toneColour(engine::Tone tone);

    QString m_id;
    Look m_look;
    QPoint m_square;
};

} // namespace scouter::ui
