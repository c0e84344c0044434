// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/InitiativeBoard.h"

#include "StdText.h"
#include "board/ArcCommands.h"
#include "board/BoardDelegate.h"
#include "board/InitiativeBoardModel.h"
#include "board/OfferBanner.h"
#include "board/PendingDecisionBar.h"
#include "board/TimelineBoard.h"
#include "board/TimelineModel.h"
#include "board/TimelineView.h"
#include "encounter/EncounterController.h"
#include "player/PlayerViewMenu.h"
#include "player/PlayerVisibility.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace scouter::ui {

InitiativeBoard::InitiativeBoard(EncounterController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(new InitiativeBoardModel(controller, this)),
      m_view(new BoardTreeView(this)), m_headline(new QLabel(this)),
      m_decisions(new PendingDecisionBar(controller, this)), m_offer(new OfferBanner(controller, this)),
      m_message(new QLabel(this)) {
    setObjectName(QStringLiteral("initiativeBoard"));
    QFont big = m_headline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_headline->setFont(big);
    m_headline->setObjectName(QStringLiteral("boardHeadline"));
    m_headline->setWordWrap(true);

    m_view->setObjectName(QStringLiteral("boardView"));
    m_view->setAccessibleName(tr("Initiative order"));
    m_view->setModel(m_model);
    auto* delegate = new BoardDelegate(m_view);
    m_view->setItemDelegate(delegate);
    // Rows grow to show every condition chip, wrapped in the column's width.
    m_view->setUniformRowHeights(false);
    m_view->setAllColumnsShowFocus(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setIndentation(12);
    m_view->setWordWrap(true); // a Text column's words wrap at its spaces, as its rows' heights allow
    QHeaderView* header = m_view->header();
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Names whole, however long ("Frieza Force Soldier · target"): the chips wrap instead. Sized
    // by fitNames when a name changes, not by the header at every change of any row (it measured
    // every name of a board of 200 after each command).
    header->setSectionResizeMode(InitiativeBoardModel::Name, QHeaderView::Fixed);
    const QFontMetrics metrics = m_view->fontMetrics();
    header->resizeSection(InitiativeBoardModel::Initiative, metrics.horizontalAdvance(QStringLiteral("Init")) + 20);
    // The ruleset's columns as wide as what they draw: a bar its numbers, pips the usual pool, text
    // a short phrase (it wraps); the chips share what is left (conditions, damage tracks).
    int fixedWidth = header->sectionSize(InitiativeBoardModel::Initiative);
    int chipColumns = 0;
    for (int section = InitiativeBoardModel::FirstRulesetColumn; section < m_model->columnCount(); ++section) {
        const engine::BoardColumn* column = m_model->rulesetColumn(section);
        const int label = metrics.horizontalAdvance(m_model->headerData(section, Qt::Horizontal).toString()) + 14;
        int width = label;
        switch (column->kind) {
        case engine::BoardColumn::Kind::Bar:
            width = std::max(label, metrics.horizontalAdvance(QStringLiteral("888/888")) + 12);
            break;
        case engine::BoardColumn::Kind::Pips:
            width = std::max(label, BoardDelegate::pipsWidth(3));
            break;
        case engine::BoardColumn::Kind::Text: {
            // Its longest usual text wraps at its spaces, never inside a word, in the acting row's bold.
            QFont bold = m_view->font();
            bold.setBold(true);
            const QFontMetrics boldMetrics(bold);
            int word = boldMetrics.horizontalAdvance(QStringLiteral("8888"));
            for (const QString& part : QString::fromStdString(column->widest).split(u' ', Qt::SkipEmptyParts)) {
                word = std::max(word, boldMetrics.horizontalAdvance(part));
            }
            width = std::max(label, word + 16);
            break;
        }
        case engine::BoardColumn::Kind::Chips:
            ++chipColumns;
            header->setSectionResizeMode(section, QHeaderView::Stretch);
            continue;
        }
        header->resizeSection(section, width);
        fixedWidth += width;
    }
    header->setStretchLastSection(chipColumns == 0);
    connect(header, &QHeaderView::sectionResized, this, [this](int section) {
        const engine::BoardColumn* column = m_model->rulesetColumn(section);
        if (column != nullptr &&
            (column->kind == engine::BoardColumn::Kind::Chips || column->kind == engine::BoardColumn::Kind::Text)) {
            // The rows take the height their wrapped chips and words need, laid out once for all
            // the columns resized together.
            m_view->scheduleDelayedItemsLayout();
        }
    });
    // Init, name, the bars, the pips and the text readable without scrolling; the chips take what
    // is left, a short word each at least when there are several.
    setMinimumWidth(fixedWidth + metrics.horizontalAdvance(QStringLiteral("Saibaman 10 ◎ ⚡")) + 60 +
                    std::max(chipColumns - 1, 0) * metrics.averageCharWidth() * 10);

    m_message->setObjectName(QStringLiteral("boardMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
    m_message->hide();
    const auto say = [this](const QString& problem) {
        m_message->setText(problem);
        m_message->setVisible(!problem.isEmpty());
    };
    connect(delegate, &BoardDelegate::initiativeChecked, this, say);
    connect(m_model, &InitiativeBoardModel::initiativeRefused, this, say);
    connect(&m_controller, &EncounterController::stateChanged, this, [say] { say({}); });

    // A turn in the ruleset's words; on a clock of ticks nobody's turn ends, and there is no End Turn.
    const QString turn = q(m_controller.words().terms().turn);
    m_endTurn = new QAction(tr("&End %1").arg(capitalized(turn)), this);
    m_endTurn->setVisible(!turn.isEmpty());
    m_endTurn->setObjectName(QStringLiteral("endTurnAction"));
    m_endTurn->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_endTurn->setShortcutContext(Qt::WindowShortcut);
    connect(m_endTurn, &QAction::triggered, this,
            [this] { m_controller.submit(engine::commands::EndTurn{m_controller.state().current}); });
    m_start = new QAction(tr("&Start Encounter"), this);
    m_start->setObjectName(QStringLiteral("startAction"));
    m_start->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    connect(m_start, &QAction::triggered, this, [this] { m_controller.submit(engine::commands::Start{}); });
    m_target = new QAction(tr("Make &Target"), this);
    m_target->setObjectName(QStringLiteral("boardTargetAction"));
    m_target->setShortcut(QKeySequence(Qt::Key_T));
    m_target->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_target, &QAction::triggered, this, [this] {
        if (m_timeline != nullptr && m_timeline->isVisible()) {
            const QString id = m_timeline->view().currentIndex().data(TimelineModel::IdRole).toString();
            if (!id.isEmpty()) {
                m_controller.setTarget(id);
            }
            return;
        }
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid() && !current.data(InitiativeBoardModel::GroupRole).toBool()) {
            m_controller.setTarget(current.data(InitiativeBoardModel::IdRole).toString());
        }
    });
    m_view->addAction(m_target);
    addAction(m_endTurn);
    addAction(m_start);
    m_arc = new ArcCommands(m_controller, this);
    m_timeline = new TimelineBoard(m_controller, this);
    // The timeline's lanes take the same keys and menu as the order's rows: T, the ARC's commands.
    TimelineView& lanes = m_timeline->view();
    lanes.addAction(m_target);
    lanes.setContextMenuPolicy(Qt::CustomContextMenu);
    connect(&lanes, &QTreeView::customContextMenuRequested, this, [this](const QPoint& at) {
        TimelineView& view = m_timeline->view();
        const QModelIndex index = view.indexAt(at);
        if (!index.isValid()) {
            return;
        }
        const QModelIndex lane = index.parent().isValid() ? index.parent() : index;
        view.setCurrentIndex(lane);
        contextMenu(lane.data(TimelineModel::IdRole).toString())->exec(view.viewport()->mapToGlobal(at));
    });
    m_advanceButton = new QPushButton(this);
    m_advanceButton->setObjectName(QStringLiteral("advanceButton"));
    // The clock moves on by the ruleset's own ARC command, with its key (Ruleset::arcCommands).
    m_advance = m_arc->action(QStringLiteral("advance"));
    if (m_advance != nullptr) {
        m_advanceButton->setText(m_advance->shortcut().isEmpty()
                                     ? m_advance->text().remove(QLatin1Char('&'))
                                     : tr("%1 (%2)").arg(m_advance->text().remove(QLatin1Char('&')),
                                                         m_advance->shortcut().toString(QKeySequence::NativeText)));
        m_advanceButton->setToolTip(m_advance->toolTip());
        connect(m_advanceButton, &QPushButton::clicked, m_advance, &QAction::trigger);
        connect(m_advance, &QAction::changed, this, [this] {
            m_advanceButton->setEnabled(m_advance->isEnabled());
            m_advanceButton->setToolTip(m_advance->toolTip());
        });
    }

    m_startButton = new QPushButton(this);
    m_startButton->setObjectName(QStringLiteral("startButton"));
    m_endTurnButton = new QPushButton(this);
    m_endTurnButton->setObjectName(QStringLiteral("endTurnButton"));
    connect(m_startButton, &QPushButton::clicked, m_start, &QAction::trigger);
    connect(m_endTurnButton, &QPushButton::clicked, m_endTurn, &QAction::trigger);
    m_startButton->setText(tr("Start (%1)").arg(m_start->shortcut().toString(QKeySequence::NativeText)));
    m_endTurnButton->setText(tr("End %1 (%2)").arg(turn, m_endTurn->shortcut().toString(QKeySequence::NativeText)));

    auto* top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addWidget(m_startButton);
    top->addWidget(m_endTurnButton);
    top->addWidget(m_advanceButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_decisions);
    layout->addWidget(m_offer);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_timeline, 1);
    layout->addWidget(m_message);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (m_syncing || !current.isValid()) {
                    return;
                }
                QString id = current.data(InitiativeBoardModel::IdRole).toString();
                if (current.data(InitiativeBoardModel::GroupRole).toBool()) {
                    const QModelIndex first = m_model->index(0, 0, current.siblingAtColumn(0));
                    id = first.isValid() ? first.data(InitiativeBoardModel::IdRole).toString() : QString();
                }
                if (!id.isEmpty()) {
                    m_controller.select(id);
                }
            });
    connect(m_view, &QTreeView::customContextMenuRequested, this, [this](const QPoint& at) {
        const QModelIndex index = m_view->indexAt(at);
        if (!index.isValid() || index.data(InitiativeBoardModel::GroupRole).toBool()) {
            return;
        }
        m_view->setCurrentIndex(index);
        contextMenu(index.data(InitiativeBoardModel::IdRole).toString())->exec(m_view->viewport()->mapToGlobal(at));
    });
    connect(m_model, &QAbstractItemModel::modelReset, m_view, &QTreeView::expandAll);
    connect(m_model, &InitiativeBoardModel::namesChanged, this, &InitiativeBoard::fitNames);
    // Who is the target's mark follows the one picked; a group opened or closed shows other names.
    connect(&m_controller, &EncounterController::selectionChanged, this, &InitiativeBoard::fitNames);
    // Fitted once the view's own layout has returned: it emits expanded() from inside its layout,
    // and measuring the rows there rebuilt the list of rows it was going through (a use after free
    // in Qt that crashed a review or a fight with a group, now and then, as it opened).
    m_fitLater = new QTimer(this);
    m_fitLater->setSingleShot(true);
    m_fitLater->setInterval(0);
    connect(m_fitLater, &QTimer::timeout, this, &InitiativeBoard::fitNames);
    connect(m_view, &QTreeView::expanded, m_fitLater, qOverload<>(&QTimer::start));
    connect(m_view, &QTreeView::collapsed, m_fitLater, qOverload<>(&QTimer::start));
    connect(&m_controller, &EncounterController::stateChanged, this, &InitiativeBoard::sync);
    connect(&m_controller, &EncounterController::selectionChanged, this, &InitiativeBoard::showSelection);
    connect(&m_controller, &EncounterController::targetChanged, m_view->viewport(), qOverload<>(&QWidget::update));
    m_view->expandAll();
    fitNames();
    sync();
}

void InitiativeBoard::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fitNames();
    }
}

void InitiativeBoard::fitNames() {
    // A board of ticks hides the order: it is measured when shown again (sync).
    m_namesStale = m_view->isHidden();
    if (m_namesStale) {
        return;
    }
    // As the header's ResizeToContents sizes it: the widest name shown, the header's label at least.
    QHeaderView* header = m_view->header();
    const QAbstractItemView& view = *m_view;
    const int name = InitiativeBoardModel::Name;
    const int wanted = std::clamp(std::max(view.sizeHintForColumn(name), header->sectionSizeHint(name)),
                                  header->minimumSectionSize(), header->maximumSectionSize());
    if (header->sectionSize(name) != wanted) {
        header->resizeSection(name, wanted);
    }
}

InitiativeBoard::~InitiativeBoard() {
    // The children go before QObject cuts this board's connections: a header resized as its view
    // goes must not reach a board half destroyed.
    m_view->header()->disconnect(this);
}

void InitiativeBoard::setPlayers(PlayerVisibility* players) {
    m_players = players;
}

std::unique_ptr<QMenu> InitiativeBoard::contextMenu(const QString& id) {
    auto menu = std::make_unique<QMenu>(this);
    menu->setToolTipsVisible(true); // a disabled command says why
    menu->addAction(m_target);
    menu->addSeparator();
    menu->addActions(m_arc->actions());
    if (m_players != nullptr && !id.isEmpty()) {
        menu->addSeparator();
        menu->addMenu(PlayerViewMenu::make(*m_players, id, menu.get()));
    }
    return menu;
}

QSize InitiativeBoard::sizeHint() const {
    return {minimumWidth() + fontMetrics().averageCharWidth() * 22, QWidget::sizeHint().height()};
}

void InitiativeBoard::focusBoard() {
    if (m_timeline->isVisible()) {
        m_timeline->view().setFocus(Qt::OtherFocusReason);
    } else {
        m_view->setFocus(Qt::OtherFocusReason);
    }
}

void InitiativeBoard::widenPips() {
    // As many pips as the fullest pool has (an action gained), never narrower than when opened:
    // the columns beside do not move as a pool fills and empties.
    for (int section = InitiativeBoardModel::FirstRulesetColumn; section < m_model->columnCount(); ++section) {
        const engine::BoardColumn* column = m_model->rulesetColumn(section);
        if (column != nullptr && column->kind == engine::BoardColumn::Kind::Pips) {
            // What the delegate asks of a Pips cell, from the model's cells: measuring every row
            // through the view after each command was a tenth of a board's update.
            const int needed = BoardDelegate::pipsWidth(m_model->mostPips(section));
            if (needed > m_view->header()->sectionSize(section)) {
                m_view->header()->resizeSection(section, needed);
            }
        }
    }
}

void InitiativeBoard::sync() {
    const auto& s = m_controller.state();
    const bool ticks = m_timeline->model().active();
    // The order hidden behind a timeline is not compared row by row after each command.
    m_model->setShown(!ticks);
    if (!ticks) {
        widenPips();
    }
    m_headline->setText(ticks ? m_timeline->model().headline() : m_model->headline());
    m_view->setVisible(!ticks);
    if (!ticks && m_namesStale) {
        fitNames();
    }
    m_timeline->setVisible(ticks);
    // The timeline asks its tie in place; the bar asks the rest.
    m_decisions->setTieInPlace(ticks);
    // In a review nothing can change: no Start, no End turn.
    const bool live = !m_controller.readOnly();
    m_startButton->setVisible(live && !s.started);
    m_start->setEnabled(live && !s.started && s.pending.empty());
    m_advanceButton->setVisible(ticks && m_advance != nullptr && live && m_timeline->model().now() && !s.ended);
    if (m_advance != nullptr) {
        m_advanceButton->setEnabled(m_advance->isEnabled());
    }
    m_endTurnButton->setVisible(!ticks && live && s.started && !s.ended && m_endTurn->isVisible());
    m_endTurn->setEnabled(live && s.started && !s.ended && !s.current.empty() && s.pending.empty());
    showSelection();
}

void InitiativeBoard::showSelection() {
    // Behind a timeline the order is hidden, and moving its current row made it lay out all 200
    // rows after each command; sync() shows the pick when the order is shown again.
    if (m_timeline->model().active()) {
        return;
    }
    const QModelIndex index = m_model->indexOf(m_controller.selected());
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    // A group's row stands for the member it selected: stay on it (its Init cell may be in edit).
    if (current.isValid() && current.data(InitiativeBoardModel::GroupRole).toBool() && index.parent() == current) {
        return;
    }
    if (index.isValid() && index != current) {
        m_syncing = true;
        m_view->setCurrentIndex(index);
        m_syncing = false;
    }
}

} // namespace scouter::ui
