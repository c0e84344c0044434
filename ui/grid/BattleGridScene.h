// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "grid/GridMap.h"
#include "rules/Description.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPainterPath>
#include <QPoint>
#include <QSet>

#include <optional>

#include <vector>

class QGraphicsPathItem;
class QGraphicsRectItem;
class QGraphicsLineItem;

namespace scouter::ui {

class AreaItem;
class EncounterController;
class PlayerVisibility;
class TokenItem;

// The battle grid: squares drawn for the part in view only (a 200×200 grid is 40,000 squares),
// one token per combatant still in the encounter (its ring the ruleset's first bar, its life), and the overlays of a
// movement being planned (the reach of its normal and its fast speed, the path, opponents who would get a reaction).
// Tokens follow the controller: moved, restyled, added or removed by id, never all rebuilt.
// Given the players' choices it is the players' grid: only the tokens PublicTokens shows, with
// nothing of the ARC's drawn and no numbers in tooltips, and it stands still while they are frozen
// (the choices must outlive the scene).
class BattleGridScene : public QGraphicsScene {
    Q_OBJECT

public:
    explicit BattleGridScene(EncounterController& controller, const PlayerVisibility* players = nullptr,
                             QObject* parent = nullptr);
    // The ARC's grid, as a view that owns its scene makes it.
    BattleGridScene(EncounterController& controller, QObject* parent);

    [[nodiscard]] TokenItem* token(const QString& id) const { return m_tokens.value(id); }
    [[nodiscard]] const QHash<QString, TokenItem*>& tokens() const { return m_tokens; }
    [[nodiscard]] QPoint squareAt(QPointF scenePos) const;
    [[nodiscard]] bool contains(QPoint square) const;
    [[nodiscard]] static QRectF rectOf(QPoint square);

    // Shows a planned movement from `from` to `to`; `warned` are the ids that would get a
    // reaction. clearPlan() hides it all.
    void showPlan(QPoint from, QPoint to, int normalSpeed, int boostedSpeed, const QStringList& warned);
    void clearPlan();
    // The ways movements head (a tick ruleset's movement given a square): a dashed line from each
    // mover's token to its square, the square outlined.
    [[nodiscard]] QPainterPath headings() const;
    // The area of effect the ARC is aiming (the chosen maneuver's template), none hides it; and
    // the one the last command laid (EncounterController::performedArea), kept by sync().
    void showAim(const std::optional<engine::AreaTemplate>& area);
    [[nodiscard]] const AreaItem& aimed() const { return *m_aimed; }
    [[nodiscard]] const AreaItem& performed() const { return *m_performed; }

    void sync();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    void syncForPlayers();
    [[nodiscard]] QSize gridSize() const;
    // The token of `id`, made if new, on `square`.
    [[nodiscard]] TokenItem* tokenOn(const QString& id, QPoint square);
    void removeAllBut(const QSet<QString>& present);
    [[nodiscard]] QMetaObject::Connection followMap();

    EncounterController& m_controller;
    const PlayerVisibility* m_players = nullptr; // set: the players' grid
    bool m_pictured = false;                     // the players' grid drew once (frozen or not)
    GridMap m_map;                               // the players' grid: the map it shows (frozen with it)
    std::vector<engine::BoardColumn> m_bars;     // the ruleset's Bar columns: the first is the token's ring
    std::vector<engine::BoardColumn> m_chips;    // without a bar, the worst of these chips colours the ring
    QHash<QString, TokenItem*> m_tokens;
    QGraphicsRectItem* m_boostedReach = nullptr;
    QGraphicsRectItem* m_normalReach = nullptr;
    QGraphicsLineItem* m_path = nullptr;
    QGraphicsRectItem* m_destination = nullptr;
    QGraphicsPathItem* m_headings = nullptr;
    AreaItem* m_aimed = nullptr;
    AreaItem* m_performed = nullptr;
    QStringList m_warned;
    // The map is drawn in the background, which views keep in a cache: a new map or placement
    // must reach them. Made with the scene, after m_controller.
    QMetaObject::Connection m_mapFollower = followMap();
};

} // namespace scouter::ui
