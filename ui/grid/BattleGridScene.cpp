// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid/BattleGridScene.h"
#include "grid/AreaItem.h"

#include "encounter/EncounterController.h"
#include "grid/GridBackground.h"
#include "grid/TokenItem.h"
#include "player/PlayerVisibility.h"
#include "player/PublicTokens.h"

#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QHash>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace scouter::ui {

namespace {

constexpr qreal kSide = TokenItem::kSquare;

} // namespace

BattleGridScene::BattleGridScene(EncounterController& controller, QObject* parent)
    : BattleGridScene(controller, nullptr, parent) {}

BattleGridScene::BattleGridScene(EncounterController& controller, const PlayerVisibility* players, QObject* parent)
    : QGraphicsScene(parent), m_controller(controller), m_players(players) {
    for (auto& column : m_controller.encounter().ruleset().boardColumns()) {
        if (column.kind == engine::BoardColumn::Kind::Bar) {
            m_bars.push_back(std::move(column));
        } else if (column.kind == engine::BoardColumn::Kind::Chips) {
            m_chips.push_back(std::move(column));
        }
    }
    const auto grid = m_controller.grid();
    setSceneRect(0, 0, grid.columns * kSide, grid.rows * kSide);
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    m_boostedReach = addRect(QRectF(), QPen(QColor(0xfb, 0x8c, 0x00), 2, Qt::DashLine), QColor(0xfb, 0x8c, 0x00, 40));
    m_normalReach = addRect(QRectF(), QPen(QColor(0x43, 0xa0, 0x47), 2), QColor(0x43, 0xa0, 0x47, 50));
    m_path = addLine(QLineF(), QPen(QColor(0x29, 0xb6, 0xf6), 3, Qt::DashLine, Qt::RoundCap));
    m_destination = addRect(QRectF(), QPen(QColor(0x29, 0xb6, 0xf6), 3), Qt::NoBrush);
    for (auto* item : std::initializer_list<QGraphicsItem*>{m_boostedReach, m_normalReach, m_path, m_destination}) {
        item->setZValue(item == m_path || item == m_destination ? 3 : 0.5);
        item->hide();
    }
    m_headings = addPath(QPainterPath(), QPen(QColor(0x01, 0x57, 0x9b), 2, Qt::DashLine, Qt::RoundCap));
    m_headings->setZValue(0.6); // under the tokens, over the reach of a plan
    m_performed = new AreaItem(AreaItem::Style::Performed);
    m_aimed = new AreaItem(AreaItem::Style::Aimed);
    addItem(m_performed);
    addItem(m_aimed);
    connect(&m_controller, &EncounterController::stateChanged, this, &BattleGridScene::sync);
    if (m_players != nullptr) {
        // The ARC's selection and target are not drawn for the players; their choices and a thaw are.
        connect(m_players, &PlayerVisibility::changed, this, &BattleGridScene::sync);
        connect(m_players, &PlayerVisibility::frozenChanged, this, [this](bool frozen) {
            if (!frozen) {
                sync();
            }
        });
    } else {
        connect(&m_controller, &EncounterController::selectionChanged, this, &BattleGridScene::sync);
        connect(&m_controller, &EncounterController::targetChanged, this, &BattleGridScene::sync);
    }
    sync();
}

void BattleGridScene::showAim(const std::optional<engine::AreaTemplate>& area) {
    m_aimed->setArea(area, gridSize());
}

QSize BattleGridScene::gridSize() const {
    const auto grid = m_controller.grid();
    return {grid.columns, grid.rows};
}

QPoint BattleGridScene::squareAt(QPointF scenePos) const {
    return {static_cast<int>(std::floor(scenePos.x() / kSide)), static_cast<int>(std::floor(scenePos.y() / kSide))};
}

bool BattleGridScene::contains(QPoint square) const {
    const auto grid = m_controller.grid();
    return square.x() >= 0 && square.y() >= 0 && square.x() < grid.columns && square.y() < grid.rows;
}

QRectF BattleGridScene::rectOf(QPoint square) {
    return {square.x() * kSide, square.y() * kSide, kSide, kSide};
}

void BattleGridScene::sync() {
    if (m_players != nullptr) {
        syncForPlayers();
        return;
    }
    const auto& s = m_controller.state();
    QStringList sides;
    for (const auto& c : s.combatants) {
        if (!sides.contains(QString::fromStdString(c.side))) {
            sides.append(QString::fromStdString(c.side));
        }
    }
    const QString acting = m_controller.acting();
    const QString selected = m_controller.selected();
    const QString target = m_controller.target();
    // On a clock of ticks, who is moving and how, in the ruleset's words, and where to.
    QHash<QString, QString> motions;
    QPainterPath headings;
    if (const auto& timeline = m_controller.timeline()) {
        for (const auto& span : timeline->spans) {
            if (span.kind == engine::TimelineSpan::Kind::Movement) {
                motions.insert(QString::fromStdString(span.who), QString::fromStdString(span.label));
            }
        }
        for (const auto& [who, to] : timeline->headings) {
            const engine::Combatant* mover = s.find(who);
            if (mover == nullptr || !mover->active || mover->at == to) {
                continue;
            }
            const QPoint square(to.x, to.y);
            headings.moveTo(rectOf(QPoint(mover->at.x, mover->at.y)).center());
            headings.lineTo(rectOf(square).center());
            headings.addRect(rectOf(square).adjusted(6, 6, -6, -6));
            motions[QString::fromStdString(who)] += QStringLiteral(" → [%1, %2]").arg(to.x).arg(to.y);
        }
    }
    m_headings->setPath(headings);
    m_performed->setArea(m_controller.performedArea(), gridSize());
    QSet<QString> present;
    for (const auto& c : s.combatants) {
        const QString id = QString::fromStdString(c.id);
        if (!c.active) {
            continue;
        }
        present.insert(id);
        TokenItem* token = tokenOn(id, QPoint(c.at.x, c.at.y));
        TokenItem::Look look;
        look.name = QString::fromStdString(c.name.empty() ? c.id : c.name);
        look.side = GridBackground::sideColour(static_cast<int>(sides.indexOf(QString::fromStdString(c.side))));
        const engine::Ruleset& ruleset = m_controller.encounter().ruleset();
        look.life = m_bars.empty() ? -1.0 : 0.0;
        QString bars;
        for (std::size_t i = 0; i < m_bars.size(); ++i) {
            const engine::BoardCell cell = ruleset.boardCell(s, c.id, m_bars[i].id);
            if (i == 0) {
                look.life = cell.maximum > 0 ? static_cast<double>(cell.value) / cell.maximum : 0.0;
                look.tone = cell.tone;
            }
            bars += QStringLiteral(" · %1 %2")
                        .arg(QString::fromStdString(m_bars[i].label),
                             cell.text.empty() ? QStringLiteral("%1/%2").arg(cell.value).arg(cell.maximum)
                                               : QString::fromStdString(cell.text));
        }
        if (m_bars.empty()) {
            // No bar to draw (damage tracks are words): the ring says how bad the worst chip is.
            engine::Tone worst = engine::Tone::Neutral;
            for (const auto& column : m_chips) {
                const engine::BoardCell cell = ruleset.boardCell(s, c.id, column.id);
                QStringList words;
                for (const auto& chip : cell.chips) {
                    worst = std::max(worst, chip.tone);
                    words.append(QString::fromStdString(chip.text));
                }
                if (!words.isEmpty()) {
                    bars += QStringLiteral(" · %1: %2")
                                .arg(QString::fromStdString(column.label), words.join(QStringLiteral(", ")));
                }
            }
            if (worst == engine::Tone::Warning || worst == engine::Tone::Bad) {
                look.life = 1.0;
                look.tone = worst;
            }
        }
        look.acting = id == acting;
        look.selected = id == selected && id != acting;
        look.target = id == target;
        look.warned = m_warned.contains(id);
        look.defeated = s.isDefeated(c.id);
        look.hidden = s.isHidden(c.id);
        // What the rules say the ARC must see of it (a Reaction declared, prone, a bind...), as dots.
        QStringList unlisted; // the tooltip lists the chips columns' already (a ruleset without bars)
        for (const auto& chip : ruleset.marks(s, c.id)) {
            look.marks.append(QString::fromStdString(chip.text));
            look.markTones.append(static_cast<int>(chip.tone));
            if (!bars.contains(look.marks.back())) {
                unlisted.append(look.marks.back());
            }
        }
        if (!unlisted.isEmpty()) {
            bars += QStringLiteral(" · %1").arg(unlisted.join(QStringLiteral(", ")));
        }
        look.turned = !c.formerSide.empty();
        // Under the token the mode and rate ("run 10 m"), the whole words in its tooltip.
        const QString motion = motions.value(id);
        look.motion = motion.section(QStringLiteral(" / "), 0, 0);
        if (!motion.isEmpty()) {
            bars += QStringLiteral(" · %1").arg(motion);
        }
        token->setLook(look);
        token->setToolTip(QStringLiteral("%1%2 · [%3, %4]").arg(look.name, bars).arg(c.at.x).arg(c.at.y));
    }
    removeAllBut(present);
}

void BattleGridScene::syncForPlayers() {
    // Opened while frozen it still shows the encounter once: there is no earlier picture to keep.
    if (m_players->frozen() && m_pictured) {
        return;
    }
    m_pictured = true;
    // The map as the screen shows it: set or moved while frozen, it waits for the thaw too.
    if (!(m_map == m_controller.map())) {
        m_map = m_controller.map();
        invalidate(sceneRect(), BackgroundLayer);
    }
    const std::optional<engine::AreaTemplate> area = m_controller.performedArea();
    // A Line or a Cone starts beside its maker: drawn for the players only when they see the maker,
    // so it never points at someone Hidden from them.
    bool makerShown = false;
    QSet<QString> present;
    for (const auto& shown : PublicTokens(m_controller.encounter().ruleset())
                                 .tokens(m_controller.state(), m_controller.acting(), *m_players)) {
        makerShown = makerShown || (area && shown.square == QPoint(area->from.x, area->from.y));
        present.insert(shown.id);
        TokenItem* token = tokenOn(shown.id, shown.square);
        token->setLook(shown.look);
        token->setToolTip(shown.toolTip);
    }
    removeAllBut(present);
    const bool fromMaker = area && (area->shape == engine::AreaShape::Line || area->shape == engine::AreaShape::Cone);
    m_performed->setArea(fromMaker && !makerShown ? std::nullopt : area, gridSize());
}

void BattleGridScene::showPlan(QPoint from, QPoint to, int normalSpeed, int boostedSpeed, const QStringList& warned) {
    const auto reach = [&](int squares) {
        return QRectF((from.x() - squares) * kSide, (from.y() - squares) * kSide, (2 * squares + 1) * kSide,
                      (2 * squares + 1) * kSide)
            .intersected(sceneRect());
    };
    m_normalReach->setRect(reach(normalSpeed));
    m_boostedReach->setRect(reach(boostedSpeed));
    m_path->setLine(QLineF(rectOf(from).center(), rectOf(to).center()));
    m_destination->setRect(rectOf(to).adjusted(2, 2, -2, -2));
    for (auto* item : std::initializer_list<QGraphicsItem*>{m_boostedReach, m_normalReach, m_path, m_destination}) {
        item->show();
    }
    if (warned != m_warned) {
        m_warned = warned;
        sync();
    }
}

QPainterPath BattleGridScene::headings() const {
    return m_headings->path();
}

void BattleGridScene::clearPlan() {
    for (auto* item : std::initializer_list<QGraphicsItem*>{m_boostedReach, m_normalReach, m_path, m_destination}) {
        item->hide();
    }
    if (!m_warned.isEmpty()) {
        m_warned.clear();
        sync();
    }
}

TokenItem* BattleGridScene::tokenOn(const QString& id, QPoint square) {
    TokenItem* token = m_tokens.value(id);
    if (token == nullptr) {
        token = new TokenItem(id);
        addItem(token);
        m_tokens.insert(id, token);
    }
    if (token->square() != square || token->pos() != rectOf(square).topLeft()) {
        token->placeOn(square);
    }
    return token;
}

void BattleGridScene::removeAllBut(const QSet<QString>& present) {
    for (auto it = m_tokens.begin(); it != m_tokens.end();) {
        if (!present.contains(it.key())) {
            delete it.value();
            it = m_tokens.erase(it);
        } else {
            ++it;
        }
    }
}

QMetaObject::Connection BattleGridScene::followMap() {
    return connect(&m_controller, &EncounterController::mapChanged, this, [this] {
        if (m_players != nullptr) {
            sync();
        } else {
            invalidate(sceneRect(), BackgroundLayer);
        }
    });
}

void BattleGridScene::drawBackground(QPainter* painter, const QRectF& rect) {
    GridBackground::draw(painter, rect, sceneRect(), kSide, m_players != nullptr ? &m_map : &m_controller.map());
}

} // namespace scouter::ui
