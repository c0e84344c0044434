// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "CampaignHealth.h"
#include "CampaignModel.h"
#include "DicePanel.h"
#include "DiceRollerWidget.h"
#include "EventNarrator.h"
#include "RollHistoryModel.h"
#include "ShortcutSheet.h"
#include "StartPage.h"
#include "UnsavedQuitDialog.h"
#include "Version.h"
#include "WindowFit.h"
#include "board/InitiativeBoard.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "encounter/UnsavedQuit.h"
#include "grid/BattleGridView.h"
#include "grid/MapDialog.h"
#include "library/LibraryWindow.h"
#include "log/EncounterLogModel.h"
#include "log/EncounterLogView.h"
#include "panel/ActionPanel.h"
#include "player/PlayerViewControl.h"
#include "prep/PrepWindow.h"
#include "review/ReviewWindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QTreeView>

#include <utility>

namespace scouter::ui {

namespace {
// Bumped when the docks change, so an old saved layout is not forced onto new docks.
// 3: the board wide enough for its condition chips beside whole names (issue 14).
constexpr int kLayoutVersion = 3;
} // namespace

MainWindow::MainWindow(std::unique_ptr<engine::DiceSource> dice, CampaignOverview campaign, QWidget* parent)
    : QMainWindow(parent), m_campaign(new CampaignModel(std::move(campaign), this)) {
    updateTitle();
    // Small enough for a 1366×768 screen with a panel and title bar, with room to spare.
    setMinimumSize(720, 480);
    WindowFit::resize(*this, {1340, 700});
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    m_center = new QStackedWidget(this);
    setCentralWidget(m_center);

    m_dice = new DicePanel(std::move(dice), this);
    m_boardDock = makeDock(freeBoardTitle(), QStringLiteral("boardDock"), Qt::LeftDockWidgetArea);
    m_campaignDock = buildCampaignDock();
    addDockWidget(Qt::LeftDockWidgetArea, m_campaignDock);
    tabifyDockWidget(m_boardDock, m_campaignDock);
    m_panelDock = makeDock(tr("Actions"), QStringLiteral("panelDock"), Qt::RightDockWidgetArea);
    m_logDock = makeDock(tr("Log"), QStringLiteral("logDock"), Qt::BottomDockWidgetArea);
    m_diceDock = makeDock(tr("Dice"), QStringLiteral("diceDock"), Qt::BottomDockWidgetArea);
    // Scrolled when narrow: the roller's one row of fields must not hold the strip under the grid
    // (and with it the board beside it) at its width.
    auto* diceScroll = new QScrollArea(m_diceDock);
    diceScroll->setObjectName(QStringLiteral("diceScroll"));
    diceScroll->setWidgetResizable(true);
    diceScroll->setFrameShape(QFrame::NoFrame);
    diceScroll->setWidget(m_dice);
    m_diceDock->setWidget(diceScroll);
    tabifyDockWidget(m_logDock, m_diceDock);
    connect(m_diceDock, &QDockWidget::visibilityChanged, m_dice, &DicePanel::setInFront);
    // The board and the panel run the full height; the log and the dice share the strip under the grid.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({m_boardDock, m_panelDock}, {330, 340}, Qt::Horizontal);
    resizeDocks({m_logDock}, {190}, Qt::Vertical);
    for (QDockWidget* empty : {m_boardDock, m_panelDock, m_logDock}) {
        empty->hide();
    }
    m_campaignDock->raise();

    // A permanent widget, not showMessage(): menu status tips would wipe a plain message.
    m_lastRollLabel = new QLabel(this);
    m_lastRollLabel->setObjectName(QStringLiteral("lastRollLabel"));
    statusBar()->addWidget(m_lastRollLabel, 1);
    connect(m_dice, &DicePanel::rolled, this,
            [this](const QString& summary) { m_lastRollLabel->setText(tr("Last roll: %1").arg(summary)); });
    m_squareLabel = new QLabel(this);
    m_squareLabel->setObjectName(QStringLiteral("squareLabel"));
    statusBar()->addPermanentWidget(m_squareLabel);
    m_saveLabel = new QLabel(this);
    m_saveLabel->setObjectName(QStringLiteral("saveLabel"));
    statusBar()->addPermanentWidget(m_saveLabel);

    m_health = new CampaignHealth(this);
    buildMenus();
    m_defaultLayout = saveState(kLayoutVersion);
    restoreLayout();
}

MainWindow::~MainWindow() {
    closeEncounterView();
}

QDockWidget* MainWindow::makeDock(const QString& title, const QString& name, Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    return dock;
}

QDockWidget* MainWindow::buildCampaignDock() {
    auto* dock = new QDockWidget(tr("Campaign"), this);
    dock->setObjectName(QStringLiteral("campaignDock"));
    // Not closable: the campaign is how the ARC finds their way around.
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);

    m_campaignView = new QTreeView(dock);
    m_campaignView->setObjectName(QStringLiteral("campaignView"));
    m_campaignView->setModel(m_campaign);
    m_campaignView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_campaignView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_campaignView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_campaignView->setUniformRowHeights(true);
    m_campaignView->setAlternatingRowColors(true);
    m_campaignView->expandAll();
    connect(m_campaign, &QAbstractItemModel::modelReset, m_campaignView, &QTreeView::expandAll);
    m_campaignView->header()->setSectionResizeMode(static_cast<int>(CampaignModel::Column::Name),
                                                   QHeaderView::ResizeToContents);
    m_campaignView->header()->setStretchLastSection(true);
    // The names on screen set the width: measuring every row's text (Qt's default, up to 1,000
    // rows) made a campaign of thousands of encounters start several times slower.
    m_campaignView->header()->setResizeContentsPrecision(0);
    dock->setWidget(m_campaignView);
    return dock;
}

void MainWindow::buildMenus() {
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    m_startPageAction = fileMenu->addAction(tr("&Encounters…"), this, &MainWindow::showStartPage);
    m_startPageAction->setObjectName(QStringLiteral("startPageAction"));
    m_startPageAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_startPageAction->setStatusTip(tr("Leave the encounter (it is saved) and list the campaign's encounters"));
    QAction* prepAction = fileMenu->addAction(tr("&New Encounter…"), this, [this] { showPrep(); });
    prepAction->setObjectName(QStringLiteral("prepAction"));
    prepAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    prepAction->setStatusTip(tr("Prepare an encounter from the library's characters and NPC groups"));
    QAction* libraryAction = fileMenu->addAction(tr("&Library…"), this, [this] { showLibrary(); });
    libraryAction->setObjectName(QStringLiteral("libraryAction"));
    libraryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    libraryAction->setStatusTip(tr("Characters and NPC groups: create, edit, import and export them"));
    QAction* reviewAction = fileMenu->addAction(tr("&Review Past Encounters…"), this, [this] { showReview(); });
    reviewAction->setObjectName(QStringLiteral("reviewAction"));
    reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    reviewAction->setStatusTip(tr("Search, replay and export the encounters played in this campaign"));
    fileMenu->addAction(m_health->action());
    fileMenu->addSeparator();
    QAction* quitAction = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setObjectName(QStringLiteral("quitAction"));
    // Spelled out: QKeySequence::Quit is empty on platforms whose theme has no binding for it.
    quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu* editMenu = menuBar()->addMenu(tr("&Edit"));
    m_undoAction = editMenu->addAction(tr("&Undo"));
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_redoAction = editMenu->addAction(tr("&Redo"));
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_undoAction, &QAction::triggered, this, [this] {
        if (EncounterController* c = encounter()) {
            c->undo();
        }
    });
    connect(m_redoAction, &QAction::triggered, this, [this] {
        if (EncounterController* c = encounter()) {
            c->redo();
        }
    });
    updateUndoRedo();

    m_encounterMenu = menuBar()->addMenu(tr("E&ncounter"));
    m_encounterMenu->menuAction()->setVisible(false);

    QMenu* diceMenu = menuBar()->addMenu(tr("&Dice"));
    diceMenu->addAction(m_dice->clearHistoryAction());

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_resetLayoutAction = new QAction(tr("&Reset Layout"), this);
    m_resetLayoutAction->setObjectName(QStringLiteral("resetLayoutAction"));
    connect(m_resetLayoutAction, &QAction::triggered, this, &MainWindow::resetLayout);
    m_playerView = new PlayerViewControl(*this);
    connect(m_playerView, &PlayerViewControl::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 15000); });
    statusBar()->addPermanentWidget(m_playerView->frozenMark());
    fillEncounterMenus();

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    m_shortcutsAction = helpMenu->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    m_shortcutsAction->setObjectName(QStringLiteral("shortcutsAction"));
    m_shortcutsAction->setShortcut(QKeySequence(Qt::Key_F1));
    QAction* aboutAction = helpMenu->addAction(tr("&About Scouter"), this, &MainWindow::showAbout);
    aboutAction->setObjectName(QStringLiteral("aboutAction"));
    aboutAction->setMenuRole(QAction::AboutRole);
}

// The Encounter and View menus hold the open encounter's own actions (its board's End turn, its
// grid's zoom), so a shortcut is registered once, by the widget that acts on it.
void MainWindow::fillEncounterMenus() {
    m_encounterMenu->clear();
    m_viewMenu->clear();
    if (m_view != nullptr) {
        m_encounterMenu->setToolTipsVisible(true); // a disabled ARC command says why
        m_encounterMenu->addActions(m_view->encounterActions());
        m_encounterMenu->addSeparator();
        m_encounterMenu->addActions(m_view->arcActions());
        m_encounterMenu->addSeparator();
        QAction* map = m_encounterMenu->addAction(tr("&Map…"), this, [this] {
            if (m_view != nullptr && m_session != nullptr) {
                MapDialog::openFor(m_view->controller(), m_session->loader(), this);
            }
        });
        map->setObjectName(QStringLiteral("mapAction"));
        m_viewMenu->addActions(m_view->viewActions());
        m_viewMenu->addSeparator();
    }
    m_encounterMenu->menuAction()->setVisible(m_view != nullptr);
    for (QDockWidget* dock : {m_boardDock, m_panelDock, m_logDock, m_diceDock}) {
        m_viewMenu->addAction(dock->toggleViewAction());
    }
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_resetLayoutAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_playerView->viewAction());
    m_viewMenu->addMenu(m_playerView->screenMenu());
    m_viewMenu->addAction(m_playerView->freezeAction());
}

PlayerWindow* MainWindow::showPlayerView() {
    return m_playerView->show();
}

PlayerWindow* MainWindow::playerWindow() const {
    return m_playerView->window();
}

PlayerVisibility* MainWindow::players() const {
    return m_playerView->players();
}

QAction* MainWindow::playerViewAction() const {
    return m_playerView->viewAction();
}

QAction* MainWindow::freezeAction() const {
    return m_playerView->freezeAction();
}

void MainWindow::closeEncounterView() {
    // The players' screen lets go of the encounter before its controller goes.
    m_playerView->release();
    delete m_view;
    m_view = nullptr;
    // No ruleset open: the board's usual title, and the dice notation's own words for the roller.
    m_boardDock->setWindowTitle(freeBoardTitle());
    m_dice->setWords(DiceRollerWidget::freeRollerWords());
}

QString MainWindow::freeBoardTitle() {
    return tr("Initiative");
}

QString MainWindow::savedText(qint64 commands) {
    return commands == 1 ? tr("Saved · 1 command") : tr("Saved · %1 commands").arg(commands);
}

void MainWindow::setSession(CampaignSession* session) {
    m_session = session;
    updateTitle(); // "(read-only)" when the session cannot write
    m_health->watch(m_session->path());
    connect(m_session, &CampaignSession::saved, this, [this](qint64 encounterId, qint64 commands) {
        if (EncounterController* c = encounter(); c != nullptr && c->encounterId() == encounterId) {
            m_saveLabel->setStyleSheet(QString());
            m_saveLabel->setText(savedText(commands));
        }
    });
    connect(m_session, &CampaignSession::saveFailed, this, [this](const QString& message) {
        m_saveLabel->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
        m_saveLabel->setText(tr("Not saved: %1 — kept in memory, retried with the next command").arg(message));
    });
    connect(m_session, &CampaignSession::opened, this, [this](EncounterController* controller) {
        if (m_startPage != nullptr) {
            m_startPage->setEnabled(true);
        }
        showEncounter(controller);
    });
    connect(m_session, &CampaignSession::openFailed, this, [this](const QString& message) {
        if (m_startPage != nullptr) {
            m_startPage->setEnabled(true);
        }
        statusBar()->showMessage(tr("Cannot open the encounter: %1").arg(message), 15000);
    });
}

void MainWindow::openInBackground(qint64 encounterId) {
    if (m_session == nullptr) {
        statusBar()->showMessage(tr("This window has no campaign file to play from."), 8000);
        return;
    }
    // Read and replayed on another thread: a long encounter takes a moment, and the window keeps painting.
    startPage().setEnabled(false);
    statusBar()->showMessage(tr("Opening the encounter…"), 5000);
    m_session->openInBackground(encounterId);
}

bool MainWindow::openEncounter(qint64 encounterId) {
    if (m_session == nullptr) {
        statusBar()->showMessage(tr("This window has no campaign file to play from."), 8000);
        return false;
    }
    auto opened = m_session->open(encounterId, nullptr);
    if (!opened) {
        statusBar()->showMessage(tr("Cannot open the encounter: %1").arg(opened.error().message), 15000);
        return false;
    }
    showEncounter(opened.value());
    return true;
}

void MainWindow::showEncounter(EncounterController* opened) {
    const qint64 encounterId = opened->encounterId();
    closeEncounterView();
    m_view = new EncounterView(opened, this);
    EncounterController& controller = m_view->controller();
    m_boardDock->setWidget(m_view->board());
    m_panelDock->setWidget(m_view->panel());
    m_logDock->setWidget(m_view->log());
    m_center->addWidget(m_view->grid());
    m_center->setCurrentWidget(m_view->grid());
    for (QDockWidget* dock : {m_boardDock, m_panelDock, m_logDock}) {
        dock->show();
    }
    m_encounterShown = true;
    // Once the docks have their widgets and the window is on screen: the board and the log in
    // front of their tabs, and on a first run the default sizes for a 1366×768 laptop.
    QTimer::singleShot(0, this, [this] {
        m_boardDock->raise();
        m_logDock->raise();
        if (!m_hasSavedLayout) {
            // The board wide enough for its condition chips beside whole names; the grid fits the rest.
            resizeDocks({m_boardDock, m_panelDock}, {m_view->board()->sizeHint().width(), 330}, Qt::Horizontal);
            resizeDocks({m_logDock}, {260}, Qt::Vertical);
        }
    });
    connect(&controller, &EncounterController::stateChanged, this, &MainWindow::updateUndoRedo);
    // The board and the dice in the encounter's ruleset's words: a clock of ticks is no initiative,
    // and dice without Tiers show no Tier fields.
    const engine::Terms& terms = controller.words().terms();
    m_boardDock->setWindowTitle(QString::fromStdString(terms.board));
    m_dice->setWords(terms);
    // The free roller rolls at the Tier of the combatant the panel shows.
    const auto followTiers = [this, &controller] {
        const auto [tier, baseTier] =
            controller.encounter().ruleset().diceScales(controller.state(), controller.selected().toStdString());
        m_dice->setTiers(tier, baseTier);
    };
    connect(&controller, &EncounterController::selectionChanged, this, followTiers);
    connect(&controller, &EncounterController::stateChanged, this, followTiers);
    followTiers();
    connect(m_view->grid(), &BattleGridView::hoveredSquare, this,
            [this](QPoint square) { m_squareLabel->setText(tr("Square [%1, %2]").arg(square.x()).arg(square.y())); });
    connect(&controller, &EncounterController::mapUnreadable, this,
            [this](const QString& message) { statusBar()->showMessage(message, 15000); });
    connect(&controller, &EncounterController::refused, this,
            [this](const QString& message) { statusBar()->showMessage(tr("Refused: %1").arg(message), 10000); });
    m_view->board()->setPlayers(m_playerView->follow(controller, *m_view, m_session));
    fillEncounterMenus();
    updateUndoRedo();
    updateTitle();
    // The same count the writer reports after each save: it was the commands in effect here (58)
    // and the stored ones after a save (62), undos included.
    m_saveLabel->setText(savedText(controller.storedCommands()));
    QSettings().setValue(settingsKey(QStringLiteral("lastEncounter")), encounterId);
    m_view->grid()->setFocus();
}

bool MainWindow::resumeLast() {
    const QVariant last = QSettings().value(settingsKey(QStringLiteral("lastEncounter")));
    return last.isValid() && openEncounter(last.toLongLong());
}

void MainWindow::showStartPage() {
    QSettings().remove(settingsKey(QStringLiteral("lastEncounter")));
    if (m_view != nullptr) {
        closeEncounterView();
        for (QDockWidget* dock : {m_boardDock, m_panelDock, m_logDock}) {
            dock->hide();
        }
        fillEncounterMenus();
        updateUndoRedo();
        updateTitle();
        refreshCampaign();
    }
    m_center->setCurrentWidget(&startPage());
    m_campaignDock->raise();
    m_startPage->list().setFocus();
}

StartPage& MainWindow::startPage() {
    if (m_startPage == nullptr) {
        m_startPage = new StartPage(*m_campaign, m_center);
        m_center->addWidget(m_startPage);
        connect(m_startPage, &StartPage::openRequested, this, &MainWindow::openInBackground);
        connect(m_startPage, &StartPage::prepRequested, this, [this] { showPrep(); });
        connect(m_startPage, &StartPage::libraryRequested, this, [this] { showLibrary(); });
    }
    return *m_startPage;
}

void MainWindow::showEvent(QShowEvent* event) {
    // Shown with no encounter open and nothing asked for: the encounters to choose from.
    if (m_center->count() == 0) {
        m_center->setCurrentWidget(&startPage());
    }
    QMainWindow::showEvent(event);
}

void MainWindow::refreshCampaign() {
    if (m_session == nullptr) {
        return;
    }
    auto overview = CampaignOverview::read(m_session->database());
    if (overview) {
        m_campaign->setOverview(std::move(overview).value());
    }
}

EncounterController* MainWindow::encounter() const {
    return m_view != nullptr ? &m_view->controller() : nullptr;
}
DiceRollerWidget& MainWindow::diceRoller() const {
    return m_dice->roller();
}
RollHistoryModel& MainWindow::history() const {
    return m_dice->history();
}

void MainWindow::updateUndoRedo() {
    const EncounterController* c = encounter();
    // In the log's words, live and after a reopen (EncounterController::undoLabel).
    const QString undo = c != nullptr ? c->undoLabel() : QString();
    const QString redo = c != nullptr ? c->redoLabel() : QString();
    m_undoAction->setEnabled(c != nullptr && c->canUndo());
    m_redoAction->setEnabled(c != nullptr && c->canRedo());
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

void MainWindow::updateTitle() {
    // The file name only: the folder is usually the same data folder and would crowd the title.
    const QString file = QFileInfo(m_campaign->overview().filePath).fileName();
    const EncounterController* c = encounter();
    const QString shown =
        m_session != nullptr && m_session->database().readOnly() ? tr("%1 (read-only)").arg(file) : file;
    setWindowTitle(c != nullptr ? tr("%1 — Scouter — %2").arg(c->title(), shown) : tr("Scouter — %1").arg(shown));
}

void MainWindow::showShortcuts() {
    auto* sheet = new ShortcutSheet(menuBar(), this);
    sheet->setAttribute(Qt::WA_DeleteOnClose);
    sheet->show();
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Scouter"),
                       tr("<h3>Scouter %1</h3><p>%2, made for Dragon Ball Universe (DBU) game masters.</p>")
                           .arg(QString::fromLatin1(kVersion), QString::fromLatin1(kDescription)));
}

QString MainWindow::settingsKey(const QString& name) const {
    // Per campaign file: two campaigns remember their own last encounter.
    return QStringLiteral("campaigns/%1/%2")
        .arg(QString::fromLatin1(m_campaign->overview().filePath.toUtf8().toBase64(QByteArray::Base64UrlEncoding)),
             name);
}

void MainWindow::resetLayout() {
    restoreState(m_defaultLayout, kLayoutVersion);
    const bool open = m_view != nullptr;
    for (QDockWidget* dock : {m_boardDock, m_panelDock, m_logDock}) {
        dock->setVisible(open);
    }
}

void MainWindow::restoreLayout() {
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    // A layout of an older version is not restored: the docks get this version's first-run sizes.
    m_hasSavedLayout = restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion);
    for (QDockWidget* dock : {m_boardDock, m_panelDock, m_logDock}) {
        dock->hide();
    }
}

void MainWindow::saveLayout() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // Docks never shown around an encounter have no sizes worth keeping: a first run that only
    // saw the start page must leave the first encounter its first-run layout.
    if (m_encounterShown) {
        settings.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_session != nullptr) {
        UnsavedQuit unsaved(*m_session);
        if (unsaved.check()) {
            UnsavedQuitDialog::ChoosePath choose = m_chooseCopyPath;
            if (!choose) {
                choose = [this](QWidget* parent) {
                    return UnsavedQuitDialog::chooseCopyPath(parent, m_campaign->overview().filePath);
                };
            }
            if (!UnsavedQuitDialog::ask(this, unsaved, choose)) {
                event->ignore();
                return;
            }
        }
    }
    saveLayout();
    m_playerView->close(); // it never outlives the ARC's window
    QMainWindow::closeEvent(event);
}

ReviewWindow* MainWindow::showReview(std::optional<qint64> encounterId) {
    if (m_session == nullptr) {
        return nullptr;
    }
    if (m_review == nullptr) {
        m_review = new ReviewWindow(m_session->loader(), this);
    } else {
        m_review->refresh();
    }
    m_review->show();
    m_review->raise();
    m_review->activateWindow();
    if (encounterId) {
        m_review->open(*encounterId);
    }
    return m_review;
}

LibraryWindow* MainWindow::showLibrary() {
    if (m_session == nullptr) {
        return nullptr;
    }
    if (m_library == nullptr) {
        m_library = new LibraryWindow(m_session->database(), this);
        connect(m_library, &LibraryWindow::changed, this, [this] {
            refreshCampaign(); // the campaign dock lists the characters and groups too
            if (m_prep != nullptr) {
                m_prep->reload();
            }
        });
    } else {
        m_library->refresh();
    }
    m_library->show();
    m_library->raise();
    m_library->activateWindow();
    return m_library;
}

PrepWindow* MainWindow::showPrep() {
    if (m_session == nullptr) {
        return nullptr;
    }
    // A prep already open is raised; a new one starts from a clean sheet.
    if (m_prep == nullptr || !m_prep->isVisible()) {
        delete m_prep;
        m_prep = new PrepWindow(m_session->database(), this);
        connect(m_prep, &PrepWindow::saved, this, [this](qint64 encounterId, bool start) {
            refreshCampaign();
            if (start) {
                openInBackground(encounterId);
            } else {
                statusBar()->showMessage(tr("Saved as ready: it is on the start page."), 8000);
            }
        });
    }
    m_prep->show();
    m_prep->raise();
    m_prep->activateWindow();
    return m_prep;
}

} // namespace scouter::ui
