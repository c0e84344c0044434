// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid/TokenItem.h"

#include "Theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace scouter::ui {

TokenItem::TokenItem(QString id) : m_id(std::move(id)) {
    setAcceptHoverEvents(false);
    setZValue(1);
    setData(0, m_id);
}

void TokenItem::setLook(const Look& look) {
    if (look == m_look) {
        return;
    }
    if (look.motion != m_look.motion) {
        prepareGeometryChange();
    }
    m_look = look;
    setZValue(layerOf(look));
    update();
}

qreal TokenItem::layerOf(const Look& look) {
    const bool raised = look.acting || look.selected;
    if (look.defeated) {
        return raised ? 0.9 : 0.8; // still over the planned movement's reach (0.5)
    }
    return raised ? 2 : 1;
}

void TokenItem::placeOn(QPoint square) {
    m_square = square;
    setPos(square.x() * kSquare, square.y() * kSquare);
}

QRectF TokenItem::boundingRect() const {
    // A movement's words hang below the square, as wide as two.
    return m_look.motion.isEmpty() ? QRectF(-4, -4, kSquare + 8, kSquare + 8)
                                   : QRectF(-kSquare / 2, -4, kSquare * 2, kSquare + 8 + kMotionHeight);
}

void TokenItem::paintMarks(QPainter* painter) const {
    // One dot per mark along the top edge, in its tone; the words are in the tooltip.
    constexpr qreal kDot = 6.0;
    const auto count = std::min<qsizetype>(m_look.marks.size(), 4);
    qreal x = kSquare / 2 - (count * (kDot + 1)) / 2;
    for (qsizetype i = 0; i < count; ++i) {
        const engine::Tone t = toneFrom(m_look.markTones.value(i));
        painter->setPen(QPen(QColor(0, 0, 0, 170), 1));
        painter->setBrush(toneColour(t));
        painter->drawEllipse(QRectF(x, -2, kDot, kDot));
        x += kDot + 1;
    }
    if (m_look.turned) {
        // A change of sides: a white-ringed purple badge with a swap arrow, at the top right.
        const QRectF badge(kSquare - 11, -3, 13, 13);
        painter->setPen(QPen(Qt::white, 1.5));
        painter->setBrush(QColor(0x8e, 0x24, 0xaa));
        painter->drawEllipse(badge);
        QFont font = painter->font();
        font.setPixelSize(9);
        font.setBold(true);
        painter->setFont(font);
        painter->drawText(badge, Qt::AlignCenter, QStringLiteral("⇄"));
    }
}

QColor TokenItem::toneColour(engine::Tone tone) {
    switch (tone) {
    case engine::Tone::Good:
        return {0x66, 0xbb, 0x6a};
    case engine::Tone::Warning:
        return {0xfb, 0x8c, 0x00};
    case engine::Tone::Bad:
        return {0xe5, 0x39, 0x35};
    case engine::Tone::Neutral:
        break;
    }
    return {0x42, 0xa5, 0xf5};
}

void TokenItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
    (void)widget;
    const qreal detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF disc(3, 3, kSquare - 6, kSquare - 6);
    painter->setRenderHint(QPainter::Antialiasing, detail > 0.3);
    QColor fill = m_look.defeated ? QColor(0x75, 0x75, 0x75) : m_look.side;
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawEllipse(disc);
    if (detail < 0.3) {
        // Zoomed far out a token is a dot: rings and names would be invisible and cost time.
        return;
    }

    const QRectF ring = disc.adjusted(-2, -2, 2, 2);
    painter->setBrush(Qt::NoBrush);
    // Under a ring, a dark band wider than it borders it on both sides, so a red ring still reads on
    // a red disc; without one (no bar, nothing serious), a faint edge.
    const bool ringed = m_look.life >= 0.0;
    painter->setPen(ringed ? QPen(QColor(0, 0, 0, 150), 5) : QPen(QColor(0, 0, 0, 90), 3));
    painter->drawEllipse(ring);
    const double life = std::clamp(m_look.life, 0.0, 1.0);
    const QColor lifeColour = toneColour(m_look.tone);
    if (ringed) {
        painter->setPen(QPen(lifeColour, 3, Qt::SolidLine, Qt::FlatCap));
        painter->drawArc(ring, 90 * 16, static_cast<int>(-360 * 16 * life));
    }

    if (m_look.hidden) {
        painter->setPen(QPen(Qt::white, 1.5, Qt::DashLine));
        painter->drawEllipse(disc.adjusted(2, 2, -2, -2));
    }
    if (m_look.acting) {
        painter->setPen(QPen(QColor(0xff, 0xd5, 0x4f), 2.5));
        painter->drawRect(QRectF(-1, -1, kSquare + 2, kSquare + 2));
    }
    if (m_look.selected) {
        painter->setPen(QPen(QColor(0x29, 0xb6, 0xf6), 2.5, Qt::DashLine));
        painter->drawRect(QRectF(-3, -3, kSquare + 6, kSquare + 6));
    }
    if (m_look.target) {
        painter->setPen(QPen(QColor(0xff, 0x17, 0x44), 2.5));
        const QPointF c = disc.center();
        painter->drawEllipse(c, kSquare / 2 + 1, kSquare / 2 + 1);
        painter->drawLine(QPointF(c.x(), -4), QPointF(c.x(), 2));
        painter->drawLine(QPointF(c.x(), kSquare - 2), QPointF(c.x(), kSquare + 4));
    }
    if (m_look.warned) {
        painter->setPen(QPen(QColor(0xff, 0x6f, 0x00), 3, Qt::DotLine));
        painter->drawEllipse(disc.center(), kSquare / 2 + 3, kSquare / 2 + 3);
    }
    if (m_look.defeated) {
        painter->setPen(QPen(Qt::white, 2.5));
        painter->drawLine(disc.topLeft() + QPointF(5, 5), disc.bottomRight() - QPointF(5, 5));
        painter->drawLine(disc.topRight() + QPointF(-5, 5), disc.bottomLeft() + QPointF(5, -5));
    }
    if (detail > 0.6) {
        paintMarks(painter);
    }
    if (!m_look.motion.isEmpty() && detail > 0.6) {
        QFont font = painter->font();
        font.setPixelSize(8);
        painter->setFont(font);
        const QFontMetricsF metrics(font);
        const QString text = metrics.elidedText(m_look.motion, Qt::ElideRight, kSquare * 2 - 4);
        const qreal width = metrics.horizontalAdvance(text) + 6;
        const QRectF tag(kSquare / 2 - width / 2, kSquare + 1, width, kMotionHeight);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x01, 0x57, 0x9b, 220));
        painter->drawRoundedRect(tag, 3, 3);
        painter->setPen(Qt::white);
        painter->drawText(tag, Qt::AlignCenter, text);
    }
    if (detail > 0.6) {
        QFont font = painter->font();
        font.setPixelSize(9);
        font.setBold(true);
        painter->setFont(font);
        const QFontMetricsF metrics(font);
        // Initials fit any name in the disc; the board and the tooltip carry the full name.
        const QStringList words = m_look.name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QString label = words.isEmpty() ? QString() : words.front().left(words.size() == 1 ? 3 : 2);
        for (qsizetype i = 1; i < words.size() && label.size() < 4; ++i) {
            label += words[i].front().isDigit() ? words[i] : words[i].left(1);
        }
        painter->setPen(Qt::white);
        painter->drawText(disc, Qt::AlignCenter, metrics.elidedText(label, Qt::ElideRight, disc.width()));
    }
}

} // namespace scouter::ui
