// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PlayerWindow.h"
#include "StdText.h"
#include "WindowFit.h"

#include "EventNarrator.h"

#include "encounter/EncounterController.h"
#include "grid/BattleGridScene.h"
#include "player/PlayerGridView.h"
#include "player/PlayerRosterDelegate.h"
#include "player/PlayerVisibility.h"
#include "player/PublicRoster.h"
#include "player/PublicSight.h"

#include <QCloseEvent>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QWindow>

#include <algorithm>
#include <cmath>

namespace scouter::ui {

namespace {

// Read from across a room: light text on near-black, large type, no decoration. %1 is the
// title's pixel size, %2 "No encounter"'s, %3 the order's.
constexpr auto kPlayerStyle = R"(
#playerWindow, #playerWindow QStackedWidget, #playerWindow QWidget#playerPage { background: #0b0c10; }
#playerWindow QLabel { color: #f4f4f4; }
#playerWindow QLabel#playerTitle { font-size: %1px; font-weight: bold; }
#playerWindow QLabel#playerStatus { font-size: %1px; font-weight: bold; color: #ffd54f; }
#playerWindow QLabel#playerEmpty { font-size: %2px; color: #9e9e9e; }
#playerWindow QTableView { background: #0b0c10; alternate-background-color: #171922; color: #f4f4f4;
    font-size: %3px; border: none; gridline-color: #0b0c10; }
#playerWindow QGraphicsView { border: none; background: #0b0c10; }
)";

// The type at 768 pixels of height (a 1366×768 TV or projector), larger on a taller screen.
constexpr int kTitlePixels = 30;
constexpr int kEmptyPixels = 40;
constexpr int kRosterPixels = 24;
constexpr int kBaseHeight = 768;
// The most of the order's width the health column takes; the names keep the rest.
constexpr int kHealthShare = 45;

} // namespace

PlayerWindow::PlayerWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("playerWindow"));
    setWindowTitle(tr("Scouter — Players' Screen"));
    setAttribute(Qt::WA_StyledBackground);
    // Scouter quits when the ARC's window closes, even with the players' screen still up.
    setAttribute(Qt::WA_QuitOnClose, false);
    scaleType();
    setMinimumSize(480, 320);
    WindowFit::resize(*this, {1280, 720});

    m_empty = new QLabel(tr("No encounter"), this);
    m_empty->setObjectName(QStringLiteral("playerEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);

    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("playerPage"));
    m_title = new QLabel(page);
    m_title->setObjectName(QStringLiteral("playerTitle"));
    m_status = new QLabel(page);
    m_status->setObjectName(QStringLiteral("playerStatus"));
    m_status->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_grid = new PlayerGridView(page);
    m_roster = new QTableView(page);
    m_roster->setObjectName(QStringLiteral("playerRoster"));
    m_roster->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_roster->setSelectionMode(QAbstractItemView::NoSelection);
    m_roster->setFocusPolicy(Qt::NoFocus);
    m_roster->setContextMenuPolicy(Qt::NoContextMenu);
    m_roster->setAlternatingRowColors(true);
    m_roster->setShowGrid(false);
    m_roster->setWordWrap(true);
    m_roster->verticalHeader()->hide();
    m_roster->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_roster->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_roster->setMinimumWidth(420);
    m_model = new PublicRoster(this);
    m_roster->setModel(m_model);
    m_roster->setItemDelegate(new PlayerRosterDelegate(m_roster));
    // The name takes what the health leaves; the marker and the conditions are drawn with it
    // (PlayerRosterDelegate), and the columns speak for themselves.
    m_roster->horizontalHeader()->setStretchLastSection(false);
    m_roster->horizontalHeader()->setSectionResizeMode(PublicRoster::Name, QHeaderView::Stretch);
    // The health as wide as it reads, up to a share of the order (fitColumns): a long track wraps
    // in it instead of squeezing the names to nothing.
    m_roster->horizontalHeader()->setSectionResizeMode(PublicRoster::Health, QHeaderView::Fixed);
    m_roster->viewport()->installEventFilter(this);
    m_roster->setColumnHidden(PublicRoster::Turn, true);
    m_roster->setColumnHidden(PublicRoster::Conditions, true);
    m_roster->horizontalHeader()->hide();

    auto* header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_status);
    auto* body = new QHBoxLayout;
    body->addWidget(m_grid, 3);
    body->addWidget(m_roster, 2);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(16, 12, 16, 16);
    layout->setSpacing(12);
    layout->addLayout(header);
    layout->addLayout(body, 1);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(page);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_pages);
}

PlayerWindow::~PlayerWindow() = default;

void PlayerWindow::setEncounter(EncounterController* controller, PlayerVisibility* players) {
    if (m_controller != nullptr) {
        m_controller->disconnect(this);
    }
    if (m_players != nullptr) {
        m_players->disconnect(this);
    }
    m_grid->setScene(nullptr);
    delete m_scene;
    m_scene = nullptr;
    m_controller = controller;
    m_players = players;
    if (m_controller == nullptr || m_players == nullptr) {
        m_model->clear();
        m_pages->setCurrentWidget(m_empty);
        return;
    }
    m_scene = new BattleGridScene(*m_controller, m_players, this);
    m_grid->setScene(m_scene);
    connect(m_controller, &EncounterController::stateChanged, this, &PlayerWindow::refresh);
    connect(m_players, &PlayerVisibility::changed, this, &PlayerWindow::refresh);
    connect(m_players, &PlayerVisibility::frozenChanged, this, &PlayerWindow::refresh);
    m_pages->setCurrentIndex(1);
    m_roster->horizontalHeader()->resizeSection(PublicRoster::Health, 0); // another fight, its own widths
    // Shown at once even when frozen: a frozen screen keeps a picture, and a new one has none yet.
    present(*m_controller, *m_players);
    m_grid->fitGrid();
}

void PlayerWindow::refresh() {
    if (m_controller == nullptr || m_players == nullptr || m_players->frozen()) {
        return;
    }
    present(*m_controller, *m_players);
}

void PlayerWindow::present(const EncounterController& controller, const PlayerVisibility& players) {
    m_title->setText(controller.title());
    m_status->setText(statusText());
    m_model->show(controller.state(), controller.encounter().ruleset(), controller.acting(), players);
    fitColumns();
}

void PlayerWindow::fitColumns() {
    const int room = m_roster->viewport()->width();
    const QAbstractItemView& view = *m_roster;
    QHeaderView* header = m_roster->horizontalHeader();
    // Never narrower during a fight: a word turning shorter ("badly hurt" to "down") moves no name.
    const int wanted =
        std::max(view.sizeHintForColumn(PublicRoster::Health), header->sectionSize(PublicRoster::Health));
    const int health = std::min(wanted, room * kHealthShare / 100);
    if (header->sectionSize(PublicRoster::Health) != std::max(health, 0)) {
        header->resizeSection(PublicRoster::Health, std::max(health, 0));
    }
    m_roster->resizeRowsToContents();
}

bool PlayerWindow::eventFilter(QObject* watched, QEvent* event) {
    if (m_roster != nullptr && watched == m_roster->viewport() && event->type() == QEvent::Resize) {
        fitColumns();
    }
    return QWidget::eventFilter(watched, event);
}

bool PlayerWindow::shown(const QString& id) const {
    const auto& s = m_controller->state();
    const engine::Combatant* c = s.find(id.toStdString());
    return c != nullptr && PublicSight::of(s, *c, *m_players) != PublicSight::Sight::Absent;
}

QString PlayerWindow::statusText() const {
    const auto& s = m_controller->state();
    if (s.ended) {
        return tr("The fight is over");
    }
    const engine::Ruleset& rules = m_controller->encounter().ruleset();
    const auto timeline = rules.timeline(s);
    if (timeline ? !timeline->now : !s.started) {
        return tr("Getting ready");
    }
    // The moment as the ruleset counts it ("Round 2", "Tick 13"), and whose turn it is in its words.
    QString text = q(rules.moment(s).label);
    const QString acting = m_controller->acting();
    if (!acting.isEmpty() && shown(acting)) {
        const QString turn = q(m_controller->words().terms().turn);
        const QString name = m_controller->displayName(acting);
        text += turn.isEmpty() ? tr(" · %1 acts").arg(name)
                               : tr(" · %1 %2").arg(store::EventNarrator::possessive(name), turn);
    }
    return text;
}

void PlayerWindow::showOn(QScreen* screen) {
    if (screen == nullptr) {
        if (isFullScreen()) {
            showNormal();
        }
        show();
        raise();
        return;
    }
    // Placed before going full screen: the window manager makes it full on the screen it is on.
    if (isFullScreen()) {
        showNormal();
    }
    setScreen(screen);
    setGeometry(screen->geometry());
    showFullScreen();
    if (windowHandle() != nullptr) {
        windowHandle()->setScreen(screen);
    }
}

void PlayerWindow::scaleType() {
    const double scale = std::max(1.0, static_cast<double>(height()) / kBaseHeight);
    const auto pixels = [scale](int base) { return static_cast<int>(std::lround(base * scale)); };
    if (pixels(kRosterPixels) == m_rosterPixels) {
        return;
    }
    m_rosterPixels = pixels(kRosterPixels);
    setStyleSheet(
        QString::fromLatin1(kPlayerStyle).arg(pixels(kTitlePixels)).arg(pixels(kEmptyPixels)).arg(m_rosterPixels));
    if (m_roster != nullptr) {
        fitColumns();
    }
}

void PlayerWindow::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    scaleType();
}

void PlayerWindow::closeEvent(QCloseEvent* event) {
    QWidget::closeEvent(event);
    Q_EMIT closed();
}

} // namespace scouter::ui
