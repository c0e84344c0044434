#pragma once

#include "rules/Description.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace scouter::ui {

// One combatant on the battle grid: a disc in its side's colour with its name, a ring showing
// what is left of the ruleset's first bar (DBU's Life) in the board's colour for it, and marks
// for the one acting, the one selected and the target, and a movement in progress under it.
// Defeated tokens are greyed and crossed, hidden ones dashed.
class TokenItem : public QGraphicsItem {
public:
    static constexpr qreal kSquare = 32.0;
    static constexpr qreal kMotionHeight = 11.0;

    struct Look {
        QString name;
        QColor side;
        double life = 1.0;                      // fraction of the ruleset's first bar (DBU's Life)
        engine::Tone tone = engine::Tone::Good; // the ring's colour, as the board's bar
        bool acting = false;
        bool selected = false;
        bool target = false;
        bool defeated = false;
        bool hidden = false;
        bool warned = false; // would get a Counter Action from the movement being planned
        // A movement in progress, in the ruleset's words ("run 10 m / 6 ticks", from its timeline),
        // written under the disc; empty when still.
        QString motion;
        friend bool operator==(const Look&, const Look&) = default;
    };

    explicit TokenItem(QString id);

    [[nodiscard]] const QString& id() const { return m_id; }
    [[nodiscard]] const Look& look() const { return m_look; }
    void setLook(const Look& look);
    // Puts the token on a square, [column, row].
    void placeOn(QPoint square);
    [[nodiscard]] QPoint square() const { return m_square; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString m_id;
    Look m_look;
    QPoint m_square;
};

} // namespace scouter::ui
