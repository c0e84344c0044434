#include "MainWindow.h"

#include "CampaignModel.h"
#include "DiceRollerWidget.h"
#include "RollHistoryModel.h"
#include "Version.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QFont>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace scouter::ui {

MainWindow::MainWindow(std::unique_ptr<engine::DiceSource> dice, CampaignOverview campaign, QWidget* parent)
    : QMainWindow(parent), m_history(new RollHistoryModel(this)),
      m_campaign(new CampaignModel(std::move(campaign), this)) {
    // The file name only: the folder is usually the same data folder and would crowd the title.
    setWindowTitle(tr("Scouter — %1").arg(QFileInfo(m_campaign->overview().filePath).fileName()));
    // Small enough for a 1366×768 screen with a panel and title bar, with room to spare.
    setMinimumSize(720, 480);
    resize(1200, 660);

    m_clearHistoryAction = new QAction(tr("&Clear History"), this);
    m_clearHistoryAction->setObjectName(QStringLiteral("clearHistoryAction"));
    m_clearHistoryAction->setStatusTip(tr("Forget every roll in the history"));
    m_clearHistoryAction->setEnabled(false);
    connect(m_clearHistoryAction, &QAction::triggered, m_history, &RollHistoryModel::clear);

    auto* central = new QWidget(this);
    m_roller = new DiceRollerWidget(std::move(dice), *m_history, central);
    m_roller->setObjectName(QStringLiteral("diceRoller"));
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(m_roller);
    layout->addWidget(buildHistoryPanel(), 1);
    setCentralWidget(central);
    addDockWidget(Qt::LeftDockWidgetArea, buildCampaignDock());

    // A permanent widget, not showMessage(): menu status tips would wipe a plain message.
    m_lastRollLabel = new QLabel(this);
    m_lastRollLabel->setObjectName(QStringLiteral("lastRollLabel"));
    statusBar()->addWidget(m_lastRollLabel, 1);
    connect(m_roller, &DiceRollerWidget::rolled, this,
            [this](const QString& summary) { m_lastRollLabel->setText(tr("Last roll: %1").arg(summary)); });

    const auto updateClearAction = [this] { m_clearHistoryAction->setEnabled(!m_history->isEmpty()); };
    connect(m_history, &QAbstractItemModel::rowsInserted, this, updateClearAction);
    connect(m_history, &QAbstractItemModel::rowsRemoved, this, updateClearAction);
    connect(m_history, &QAbstractItemModel::modelReset, this, updateClearAction);

    buildMenus();
}

QWidget* MainWindow::buildHistoryPanel() {
    auto* panel = new QWidget(this);

    auto* title = new QLabel(tr("History"), panel);
    QFont titleFont = title->font();
    titleFont.setBold(true);
    title->setFont(titleFont);

    auto* clearButton = new QToolButton(panel);
    clearButton->setDefaultAction(m_clearHistoryAction);
    clearButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    clearButton->setFocusPolicy(Qt::TabFocus);

    m_historyView = new QTableView(panel);
    m_historyView->setObjectName(QStringLiteral("historyView"));
    m_historyView->setModel(m_history);
    m_historyView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_historyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_historyView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_historyView->setAlternatingRowColors(true);
    m_historyView->setWordWrap(false);
    // Tab leaves the table instead of walking its cells, so the keyboard can get back to the roller.
    m_historyView->setTabKeyNavigation(false);
    m_historyView->verticalHeader()->hide();
    // One line of text per roll: the default row height wastes a third of the table.
    m_historyView->verticalHeader()->setDefaultSectionSize(m_historyView->fontMetrics().height() + 8);
    // Widths from the widest text a column can hold rather than ResizeToContents, which
    // does not follow appended rows and would make the columns jump when it did.
    QHeaderView* header = m_historyView->horizontalHeader();
    header->setHighlightSections(false);
    const QFontMetrics metrics = m_historyView->fontMetrics();
    const int padding = metrics.averageCharWidth() * 3;
    const auto fixColumn = [header, &metrics, padding](RollHistoryModel::Column column, const QString& widest) {
        const int section = static_cast<int>(column);
        header->setSectionResizeMode(section, QHeaderView::Fixed);
        header->resizeSection(section, metrics.horizontalAdvance(widest) + padding);
    };
    fixColumn(RollHistoryModel::Column::Time, QStringLiteral("88:88:88"));
    fixColumn(RollHistoryModel::Column::Tier, QStringLiteral("10 (base 10)"));
    fixColumn(RollHistoryModel::Column::Total, QStringLiteral("-88888"));
    const auto expressionSection = static_cast<int>(RollHistoryModel::Column::Expression);
    header->setSectionResizeMode(expressionSection, QHeaderView::Interactive);
    header->resizeSection(expressionSection,
                          metrics.horizontalAdvance(QStringLiteral("solid 2d10(T)+1d6-1(bT)")) + padding);
    header->setSectionResizeMode(static_cast<int>(RollHistoryModel::Column::Faces), QHeaderView::Stretch);

    // Newest at the bottom, so keep the bottom in view.
    connect(m_history, &QAbstractItemModel::rowsInserted, m_historyView, &QTableView::scrollToBottom);

    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(title);
    titleRow->addStretch(1);
    titleRow->addWidget(clearButton);

    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(titleRow);
    layout->addWidget(m_historyView, 1);
    return panel;
}

QDockWidget* MainWindow::buildCampaignDock() {
    auto* dock = new QDockWidget(tr("Campaign"), this);
    dock->setObjectName(QStringLiteral("campaignDock"));
    // Not closable: nothing would bring it back, and the window has no menu entry for it.
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
    // Names as wide as the longest one, the details in the rest: left-aligned text then keeps its
    // free space on the right instead of running into the view's edge.
    m_campaignView->header()->setSectionResizeMode(static_cast<int>(CampaignModel::Column::Name),
                                                   QHeaderView::ResizeToContents);
    m_campaignView->header()->setStretchLastSection(true);
    // Wide enough for the demo's longest name next to the longest details without eliding.
    const QFontMetrics metrics = m_campaignView->fontMetrics();
    m_campaignView->setMinimumWidth(
        metrics.horizontalAdvance(QStringLiteral("Saibamen in the wasteland    NPC · Tier 10 · Life 120 · Ki 80")) +
        m_campaignView->indentation() * 2);
    dock->setWidget(m_campaignView);
    return dock;
}

void MainWindow::buildMenus() {
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    QAction* quitAction = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setObjectName(QStringLiteral("quitAction"));
    // Spelled out: QKeySequence::Quit is empty on platforms whose theme has no binding for it.
    quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu* historyMenu = menuBar()->addMenu(tr("Hi&story"));
    historyMenu->addAction(m_clearHistoryAction);

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction* aboutAction = helpMenu->addAction(tr("&About Scouter"), this, &MainWindow::showAbout);
    aboutAction->setObjectName(QStringLiteral("aboutAction"));
    aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Scouter"),
                       tr("<h3>Scouter %1</h3><p>%2, made for Dragon Ball Universe (DBU) game masters.</p>")
                           .arg(QString::fromLatin1(kVersion), QString::fromLatin1(kDescription)));
}

} // namespace scouter::ui
