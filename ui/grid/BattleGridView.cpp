// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid/BattleGridView.h"

#include "StdText.h"
#include "board/BoardCells.h"
#include "encounter/EncounterController.h"
#include "grid/BattleGridScene.h"
#include "grid/TokenItem.h"
#include "panel/ManeuverDraft.h"
#include "rules/CommandInput.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>

namespace scouter::ui {

namespace {

// The input of a movement that picks its mode (normal / boosted / rapid), null for none.
const engine::InputDescription* modeInput(const engine::ManeuverDescription& mover) {
    for (const auto& input : mover.inputs) {
        if (engine::CommandInput::shapeOf(input.kind) == engine::CommandInput::Shape::Choice &&
            !input.choices.empty()) {
            return &input;
        }
    }
    return nullptr;
}

// A budget the ruleset words rather than counts ("Std + Move"): what is left after the
// move, for a plan whose cost no pool or bar shows. Empty when no such cell changes.
QString budgetLeft(const engine::Ruleset& ruleset, const engine::EncounterState& before,
                   const engine::EncounterState& after, const std::string& who) {
    for (const auto& column : ruleset.boardColumns()) {
        if (column.kind != engine::BoardColumn::Kind::Text) {
            continue;
        }
        const std::string left = ruleset.boardCell(after, who, column.id).text;
        if (left != ruleset.boardCell(before, who, column.id).text) {
            return QCoreApplication::translate("BattleGridView", "%1 left: %2").arg(q(column.label), q(left));
        }
    }
    return {};
}

// The square one arrow key moves a cursor square by (a movement's plan, an area's Target Square).
QPoint arrowStep(int key) {
    switch (key) {
    case Qt::Key_Left:
        return {-1, 0};
    case Qt::Key_Right:
        return {1, 0};
    case Qt::Key_Up:
        return {0, -1};
    case Qt::Key_Down:
        return {0, 1};
    default:
        return {};
    }
}

} // namespace

const BattleGridView::Mode* BattleGridView::Plan::mode(const std::string& id) const {
    for (const auto& m : modes) {
        if (m.id == id) {
            return &m;
        }
    }
    return nullptr;
}

std::optional<engine::ManeuverDescription> BattleGridView::mover(const QString& who) const {
    for (auto& described : m_controller.encounter().ruleset().maneuvers(m_controller.state(), who.toStdString())) {
        const bool square = std::any_of(described.inputs.begin(), described.inputs.end(),
                                        [](const auto& input) { return input.kind == engine::InputKind::Square; });
        const bool aimed = described.target != engine::TargetKind::None && described.target != engine::TargetKind::Self;
        if (square && !aimed && !described.area) {
            return std::move(described);
        }
    }
    return std::nullopt;
}

engine::CommandForm BattleGridView::moveCommand(const engine::ManeuverDescription& mover, const QString& who, QPoint to,
                                                const std::string& mode) const {
    engine::CommandForm form = ManeuverDraft::form(mover);
    form.set("who", who.toStdString());
    ManeuverDraft::setDefaults(form, mover.inputs, {}, m_controller.grid().columns);
    for (const auto& input : mover.inputs) {
        if (engine::CommandInput::shapeOf(input.kind) == engine::CommandInput::Shape::Square) {
            form.set(engine::CommandInput::keyOf(input), engine::Position{to.x(), to.y()});
        }
    }
    if (const engine::InputDescription* input = modeInput(mover); input != nullptr && !mode.empty()) {
        ManeuverDraft::setText(form, *input, mode);
    }
    return form;
}

std::pair<int, int> BattleGridView::reaches(const engine::ManeuverDescription& mover, const QString& who,
                                            QPoint from) const {
    // Along the longest free line from the square: the farthest square each mode is allowed to.
    const auto grid = m_controller.grid();
    const std::pair<int, QPoint> lines[] = {{grid.columns - 1 - from.x(), {1, 0}},
                                            {from.x(), {-1, 0}},
                                            {grid.rows - 1 - from.y(), {0, 1}},
                                            {from.y(), {0, -1}}};
    const auto longest = *std::max_element(std::begin(lines), std::end(lines),
                                           [](const auto& a, const auto& b) { return a.first < b.first; });
    const engine::InputDescription* input = modeInput(mover);
    const auto reach = [&](const std::string& mode) {
        int low = 0; // allowed (staying put counts as reached)
        int high = longest.first + 1;
        while (high - low > 1) {
            const int middle = (low + high) / 2;
            if (m_controller.judge(moveCommand(mover, who, from + longest.second * middle, mode)).accepted) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return low;
    };
    if (input == nullptr) {
        const int only = reach({});
        return {only, only};
    }
    const int first = reach(input->choices.front().id);
    return {first, input->choices.size() > 1 ? reach(input->choices[1].id) : first};
}

BattleGridView::BattleGridView(EncounterController& controller, QWidget* parent)
    : QGraphicsView(parent), m_controller(controller), m_scene(new BattleGridScene(controller, this)),
      m_overlay(new QLabel(this)) {
    setObjectName(QStringLiteral("battleGrid"));
    setAccessibleName(tr("Battle grid"));
    setScene(m_scene);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setCacheMode(QGraphicsView::CacheBackground);
    setRenderHint(QPainter::Antialiasing);

    m_overlay->setObjectName(QStringLiteral("gridOverlay"));
    m_overlay->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_overlay->setMargin(6);
    m_overlay->setStyleSheet(QStringLiteral("background: rgba(20, 20, 20, 190); color: white; border-radius: 4px"));
    m_overlay->move(8, 8);
    m_overlay->hide();

    const auto action = [this](const QString& text, const QString& name, const QKeySequence& key) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        a->setShortcut(key);
        addAction(a);
        return a;
    };
    m_zoomIn = action(tr("Zoom &In"), QStringLiteral("zoomInAction"), QKeySequence(Qt::CTRL | Qt::Key_Equal));
    m_zoomOut = action(tr("Zoom &Out"), QStringLiteral("zoomOutAction"), QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_fit = action(tr("&Fit Grid"), QStringLiteral("fitAction"), QKeySequence(Qt::CTRL | Qt::Key_0));
    m_move = action(tr("&Move…"), QStringLiteral("moveAction"), QKeySequence(Qt::Key_M));
    for (QAction* a : {m_zoomIn, m_zoomOut, m_fit, m_move}) {
        a->setShortcutContext(Qt::WindowShortcut);
    }
    connect(m_zoomIn, &QAction::triggered, this, [this] { zoomBy(1.25); });
    connect(m_zoomOut, &QAction::triggered, this, [this] { zoomBy(0.8); });
    connect(m_fit, &QAction::triggered, this, &BattleGridView::fitToGrid);
    // The reach is judged once per plan's start, again after any change of state.
    connect(&m_controller, &EncounterController::stateChanged, this, [this] { m_reachFor.clear(); });
    connect(m_move, &QAction::triggered, this, [this] {
        const QString who = m_controller.selected();
        if (const engine::Combatant* c = m_controller.state().find(who.toStdString())) {
            setFocus();
            planTo(QPoint(c->at.x, c->at.y));
        }
    });
}

QPoint BattleGridView::viewPointOf(QPoint square) const {
    return mapFromScene(BattleGridScene::rectOf(square).center());
}

QString BattleGridView::tokenAt(QPoint viewPos) const {
    for (QGraphicsItem* item : items(viewPos)) {
        if (auto* token = dynamic_cast<TokenItem*>(item)) {
            return token->id();
        }
    }
    return {};
}

void BattleGridView::zoomBy(double factor) {
    const double current = transform().m11();
    const double next = std::clamp(current * factor, 0.05, 4.0);
    scale(next / current, next / current);
}

void BattleGridView::fitToGrid() {
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    m_fitted = true;
}

void BattleGridView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    if (!m_fitted) {
        // A small grid fills the view; a big one opens at a readable zoom around the acting combatant.
        const auto grid = m_controller.grid();
        if (std::max(grid.columns, grid.rows) <= 30) {
            fitToGrid();
        } else if (const engine::Combatant* c = m_controller.state().find(m_controller.acting().toStdString())) {
            m_fitted = true;
            centerOn(BattleGridScene::rectOf(QPoint(c->at.x, c->at.y)).center());
        }
    }
}

void BattleGridView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    const auto grid = m_controller.grid();
    if (m_fitted && std::max(grid.columns, grid.rows) <= 30 && transform().m11() <= 4.0) {
        fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    }
}

void BattleGridView::planTo(QPoint square) {
    if (!m_scene->contains(square)) {
        return;
    }
    const QString who = m_plan ? m_plan->who : m_controller.selected();
    const engine::Combatant* c = m_controller.state().find(who.toStdString());
    const std::optional<engine::ManeuverDescription> moving = mover(who);
    if (c == nullptr || !moving) {
        return;
    }
    Plan plan;
    plan.who = who;
    plan.from = QPoint(c->at.x, c->at.y);
    plan.to = square;
    plan.squares = engine::distance(c->at, engine::Position{square.x(), square.y()});
    QStringList parts{tr("%1 → [%2, %3]: %4")
                          .arg(m_controller.displayName(who))
                          .arg(square.x())
                          .arg(square.y())
                          .arg(plan.squares == 1 ? tr("1 square") : tr("%1 squares").arg(plan.squares))};
    QString firstRefusal;
    std::vector<std::string> offered;
    std::vector<engine::Choice> choices{{}};
    if (const engine::InputDescription* input = modeInput(*moving)) {
        choices = input->choices;
    }
    const engine::Ruleset& ruleset = m_controller.encounter().ruleset();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        Mode mode;
        mode.id = choices[i].id;
        mode.label = q(choices[i].label.empty() ? moving->label : choices[i].label);
        QString shown = mode.label;
        if (choices.size() > 1 && i + 1 == choices.size()) {
            shown = tr("%1 (Alt)").arg(mode.label);
        }
        const engine::CommandProbe probe = m_controller.probe(moveCommand(*moving, who, square, mode.id));
        mode.allowed = probe.accepted;
        if (!probe.accepted) {
            parts.append(tr("%1: —").arg(shown));
            if (firstRefusal.isEmpty()) {
                firstRefusal = q(probe.message);
            }
        } else {
            const BoardCells::Spent spent = BoardCells::spent(ruleset, m_controller.state(), probe.after, c->id);
            mode.cost = (spent.pips + spent.bars).join(QStringLiteral(" · "));
            if (mode.cost.isEmpty()) {
                mode.cost = budgetLeft(ruleset, m_controller.state(), probe.after, c->id);
            }
            parts.append(tr("%1: %2").arg(shown, mode.cost.isEmpty() ? tr("free") : mode.cost));
            for (const auto& event : probe.events) {
                if (const auto* offers = std::get_if<engine::events::OffersSet>(&event); offers && offered.empty()) {
                    offered = offers->offer->ids;
                }
            }
        }
        plan.modes.push_back(std::move(mode));
    }
    QStringList warnedIds;
    for (const auto& id : offered) {
        warnedIds.append(q(id));
        plan.counters.append(m_controller.displayName(q(id)));
    }
    QString text = parts.join(QStringLiteral(" · "));
    if (!plan.counters.isEmpty()) {
        text +=
            QStringLiteral("\n") + tr("%1 for leaving melee range: %2")
                                       .arg(capitalized(m_controller.words().offerName()), plan.counters.join(", "));
    }
    const bool any = std::any_of(plan.modes.begin(), plan.modes.end(), [](const Mode& m) { return m.allowed; });
    if (!any && !firstRefusal.isEmpty()) {
        text += QStringLiteral("\n") + firstRefusal;
    }
    plan.text = text;
    m_plan = plan;
    const QString reachFor = QStringLiteral("%1@%2,%3").arg(who).arg(plan.from.x()).arg(plan.from.y());
    if (reachFor != m_reachFor) {
        m_reachFor = reachFor;
        m_reach = reaches(*moving, who, plan.from);
    }
    m_scene->showPlan(plan.from, plan.to, m_reach.first, m_reach.second, warnedIds);
    m_overlay->setText(text);
    m_overlay->adjustSize();
    m_overlay->show();
}

QString BattleGridView::previewText() const {
    return m_plan ? m_plan->text : QString();
}

void BattleGridView::perform(bool rapid) {
    if (!m_plan) {
        return;
    }
    const Plan plan = *m_plan;
    cancelPlan();
    if (plan.to == plan.from) {
        return;
    }
    const std::optional<engine::ManeuverDescription> moving = mover(plan.who);
    if (!moving || plan.modes.empty()) {
        return;
    }
    // The first mode the rules allow (the cheapest, as the rules list them), unless the ARC asked for the
    // last with Alt (the fastest); a refused one is sent anyway so the engine says why.
    const auto allowed = std::find_if(plan.modes.begin(), plan.modes.end(), [](const Mode& m) { return m.allowed; });
    const Mode& mode = rapid ? plan.modes.back() : allowed != plan.modes.end() ? *allowed : plan.modes.front();
    m_controller.submit(moveCommand(*moving, plan.who, plan.to, mode.id));
}

void BattleGridView::cancelPlan() {
    m_plan.reset();
    m_dragging = false;
    m_scene->clearPlan();
    showAimWords(); // back to the area being aimed, if any
}

void BattleGridView::mousePressEvent(QMouseEvent* event) {
    const QString id = tokenAt(event->position().toPoint());
    if (!id.isEmpty() && (event->button() == Qt::RightButton ||
                          (event->button() == Qt::LeftButton && event->modifiers().testFlag(Qt::ShiftModifier)))) {
        m_controller.setTarget(id);
        event->accept();
        return;
    }
    if (!id.isEmpty() && event->button() == Qt::LeftButton) {
        m_controller.select(id);
        m_dragging = true;
        m_plan.reset();
        event->accept();
        return;
    }
    m_pressedAt = event->position().toPoint();
    setDragMode(QGraphicsView::ScrollHandDrag);
    QGraphicsView::mousePressEvent(event);
}

void BattleGridView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint square = m_scene->squareAt(mapToScene(event->position().toPoint()));
    if (square != m_hovered) {
        m_hovered = square;
        Q_EMIT hoveredSquare(square);
        if (m_dragging) {
            planTo(square);
        }
    }
    if (m_aim && m_aimFollows && !m_dragging && m_scene->contains(square) &&
        square != QPoint(m_aim->at.x, m_aim->at.y)) {
        Q_EMIT aimMoved(square);
    }
    if (!m_dragging) {
        QGraphicsView::mouseMoveEvent(event);
    }
}

void BattleGridView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_dragging) {
        const QPoint square = m_scene->squareAt(mapToScene(event->position().toPoint()));
        if (m_plan && m_plan->to != square) {
            planTo(square);
        }
        m_dragging = false;
        perform(event->modifiers().testFlag(Qt::AltModifier));
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
    setDragMode(QGraphicsView::NoDrag);
    const QPoint at = event->position().toPoint();
    if (event->button() == Qt::LeftButton && (at - m_pressedAt).manhattanLength() < QApplication::startDragDistance()) {
        const QPoint square = m_scene->squareAt(mapToScene(at));
        if (m_scene->contains(square)) {
            m_aimFollows = false; // placed: the pointer no longer drags the area along
            Q_EMIT squarePicked(square);
        }
    }
}

void BattleGridView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers().testFlag(Qt::ControlModifier)) {
        zoomBy(event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BattleGridView::keyPressEvent(QKeyEvent* event) {
    if (m_plan && !m_dragging) {
        QPoint to = m_plan->to;
        switch (event->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
            to += arrowStep(event->key());
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            perform(event->modifiers().testFlag(Qt::AltModifier));
            return;
        case Qt::Key_Escape:
            cancelPlan();
            return;
        default:
            QGraphicsView::keyPressEvent(event);
            return;
        }
        planTo(to);
        ensureVisible(BattleGridScene::rectOf(to), 40, 40);
        return;
    }
    if (m_aim && aimKey(event)) {
        return;
    }
    if (event->key() == Qt::Key_Plus) {
        zoomBy(1.25);
        return;
    }
    if (event->key() == Qt::Key_Minus) {
        zoomBy(0.8);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void BattleGridView::setAim(const std::optional<engine::AreaTemplate>& area, const QString& words) {
    if (!m_aim && area) {
        m_aimFollows = true; // a new aim follows the pointer until placed
    }
    m_aim = area;
    m_aimWords = words;
    m_scene->showAim(area);
    if (!m_plan) {
        showAimWords();
    }
}

void BattleGridView::takeAim() {
    if (!m_aim) {
        return;
    }
    setFocus(Qt::ShortcutFocusReason);
    ensureVisible(BattleGridScene::rectOf(QPoint(m_aim->at.x, m_aim->at.y)), 40, 40);
    showAimWords();
}

void BattleGridView::showAimWords() {
    if (!m_aim) {
        m_overlay->hide();
        return;
    }
    const QString how = hasFocus()     ? tr("Arrows aim · Enter performs · Esc: the form")
                        : m_aimFollows ? tr("Click to place it")
                                       : tr("Placed: click another square to move it");
    m_overlay->setText(QStringLiteral("%1<br>%2").arg(m_aimWords, how));
    // Whom a wide area covers is a long line: it wraps inside the view rather than leaving it.
    m_overlay->setWordWrap(false);
    const int wide = m_overlay->sizeHint().width();
    const int room = std::max(120, viewport()->width() - 16);
    m_overlay->setWordWrap(wide > room);
    const int width = std::min(wide, room);
    const int height = m_overlay->heightForWidth(width);
    m_overlay->resize(width, height > 0 ? height : m_overlay->sizeHint().height());
    m_overlay->show();
}

bool BattleGridView::aimKey(QKeyEvent* event) {
    QPoint at(m_aim->at.x, m_aim->at.y);
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        at += arrowStep(event->key());
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        Q_EMIT performRequested();
        return true;
    case Qt::Key_Escape:
        Q_EMIT aimLeft();
        showAimWords();
        return true;
    default:
        return false;
    }
    if (m_scene->contains(at)) {
        m_aimFollows = false;
        Q_EMIT aimMoved(at);
        ensureVisible(BattleGridScene::rectOf(at), 40, 40);
    }
    return true;
}

} // namespace scouter::ui
