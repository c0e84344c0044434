// SPDX-License-Identifier: GPL-3.0-or-later
#include "prep/PlacementView.h"

#include "grid/GridBackground.h"
#include "grid/TokenItem.h"

#include <QGraphicsScene>
#include <QMouseEvent>

#include <cmath>

namespace scouter::ui {

namespace {

constexpr qreal kCell = TokenItem::kSquare;

// The grid's field (or its map) and squares under the tokens.
class PlacementScene : public QGraphicsScene {
public:
    PlacementScene(const GridMap& map, QObject* parent) : QGraphicsScene(parent), m_map(map) {}

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override {
        GridBackground::draw(painter, rect, sceneRect(), kCell, &m_map);
    }

private:
    const GridMap& m_map; // the view's
};

} // namespace

PlacementView::PlacementView(QWidget* parent) : QGraphicsView(parent) {
    setObjectName(QStringLiteral("placementView"));
    setScene(new PlacementScene(m_map, this));
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(false);
    setMinimumSize(240, 180);
    setToolTip(tr("Drag a token to where it starts; dropped on another token, the two swap."));
}

void PlacementView::setEncounter(const store::EncounterRecord& encounter) {
    m_encounter = encounter;
    m_dragged.reset();
    scene()->clear();
    m_tokens.clear();
    scene()->setSceneRect(0, 0, std::max(encounter.gridWidth, 1) * kCell, std::max(encounter.gridHeight, 1) * kCell);
    QStringList sides;
    for (const store::Participant& p : m_encounter.participants) {
        if (!sides.contains(p.side)) {
            sides << p.side;
        }
        if (!p.at) {
            m_tokens.push_back(nullptr);
            continue;
        }
        auto* token = new TokenItem(p.combatant);
        TokenItem::Look look;
        look.name = p.name;
        look.side = GridBackground::sideColour(static_cast<int>(sides.indexOf(p.side)));
        look.hidden = p.surprised; // dashed: the ones who start surprised stand out before the fight
        token->setLook(look);
        token->setToolTip(p.surprised ? tr("%1 (%2, surprised)").arg(p.name, p.side)
                                      : tr("%1 (%2)").arg(p.name, p.side));
        token->placeOn({p.at->x, p.at->y});
        scene()->addItem(token);
        m_tokens.push_back(token);
    }
    fit();
}

void PlacementView::setMap(const GridMap& map) {
    m_map = map;
    scene()->invalidate(scene()->sceneRect(), QGraphicsScene::BackgroundLayer);
}

bool PlacementView::moveToken(std::size_t index, QPoint square) {
    if (index >= m_tokens.size() || m_tokens[index] == nullptr) {
        return false;
    }
    square.setX(std::clamp(square.x(), 0, std::max(m_encounter.gridWidth, 1) - 1));
    square.setY(std::clamp(square.y(), 0, std::max(m_encounter.gridHeight, 1) - 1));
    store::Participant& moving = m_encounter.participants[index];
    const store::GridSquare from = *moving.at;
    for (std::size_t other = 0; other < m_encounter.participants.size(); ++other) {
        store::Participant& p = m_encounter.participants[other];
        if (other != index && p.at && p.at->x == square.x() && p.at->y == square.y()) {
            p.at = from;
            m_tokens[other]->placeOn({from.x, from.y});
            Q_EMIT moved(p.combatant, {from.x, from.y});
        }
    }
    moving.at = store::GridSquare{square.x(), square.y()};
    m_tokens[index]->placeOn(square);
    Q_EMIT moved(moving.combatant, square);
    return true;
}

QPoint PlacementView::viewPointOf(QPoint square) const {
    return mapFromScene(QPointF((square.x() + 0.5) * kCell, (square.y() + 0.5) * kCell));
}

QPoint PlacementView::squareAt(QPointF scenePoint) const {
    return {static_cast<int>(std::floor(scenePoint.x() / kCell)), static_cast<int>(std::floor(scenePoint.y() / kCell))};
}

void PlacementView::mousePressEvent(QMouseEvent* event) {
    const QPoint square = squareAt(mapToScene(event->position().toPoint()));
    for (std::size_t i = 0; i < m_tokens.size(); ++i) {
        if (m_tokens[i] != nullptr && m_tokens[i]->square() == square) {
            m_dragged = i;
            m_tokens[i]->setZValue(1);
            viewport()->setCursor(Qt::ClosedHandCursor);
            return;
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void PlacementView::mouseMoveEvent(QMouseEvent* event) {
    if (m_dragged) {
        const QPointF at = mapToScene(event->position().toPoint());
        m_tokens[*m_dragged]->setPos(at - QPointF(kCell / 2, kCell / 2));
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void PlacementView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_dragged) {
        const std::size_t index = *m_dragged;
        m_dragged.reset();
        m_tokens[index]->setZValue(0);
        viewport()->unsetCursor();
        moveToken(index, squareAt(mapToScene(event->position().toPoint())));
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void PlacementView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fit();
}

void PlacementView::fit() {
    fitInView(sceneRect().adjusted(-4, -4, 4, 4), Qt::KeepAspectRatio);
}

} // namespace scouter::ui
