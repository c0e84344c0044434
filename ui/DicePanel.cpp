// SPDX-License-Identifier: GPL-3.0-or-later
#include "DicePanel.h"

#include "DiceRollerWidget.h"
#include "RollHistoryModel.h"

#include <QAction>
#include <QFont>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace scouter::ui {

DicePanel::DicePanel(std::unique_ptr<engine::DiceSource> dice, QWidget* parent)
    : QWidget(parent), m_dice(std::move(dice)), m_words(DiceRollerWidget::freeRollerWords()),
      m_history(new RollHistoryModel(this)) {
    m_clearHistoryAction = new QAction(tr("&Clear History"), this);
    m_clearHistoryAction->setObjectName(QStringLiteral("clearHistoryAction"));
    m_clearHistoryAction->setStatusTip(tr("Forget every roll in the history"));
    m_clearHistoryAction->setEnabled(false);
    connect(m_clearHistoryAction, &QAction::triggered, m_history, &RollHistoryModel::clear);

    const auto updateClearAction = [this] { m_clearHistoryAction->setEnabled(!m_history->isEmpty()); };
    connect(m_history, &QAbstractItemModel::rowsInserted, this, updateClearAction);
    connect(m_history, &QAbstractItemModel::rowsRemoved, this, updateClearAction);
    connect(m_history, &QAbstractItemModel::modelReset, this, updateClearAction);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
}

DiceRollerWidget& DicePanel::roller() {
    build();
    return *m_roller;
}

void DicePanel::setInFront(bool inFront) {
    m_inFront = inFront;
    if (!inFront || m_roller != nullptr) {
        return;
    }
    if (window()->testAttribute(Qt::WA_Mapped)) {
        build(); // the ARC brought the dice to the front
        return;
    }
    // In front as the window is first shown, before its tabs are settled: the log usually goes in
    // front of the dice before the first paint (MainWindow::showEncounter), and then nobody has
    // seen them yet.
    QTimer::singleShot(0, this, [this] {
        if (m_inFront) {
            build();
        }
    });
}

void DicePanel::build() {
    if (m_roller != nullptr) {
        return;
    }
    m_roller = new DiceRollerWidget(std::move(m_dice), *m_history, this);
    m_roller->setObjectName(QStringLiteral("diceRoller"));
    connect(m_roller, &DiceRollerWidget::rolled, this, &DicePanel::rolled);
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->addWidget(m_roller);
    box->addWidget(buildHistoryPanel(), 1);
    applyWords();
    if (m_tiers) {
        m_roller->setTiers(m_tiers->first, m_tiers->second);
    }
}

void DicePanel::setWords(const engine::Terms& words) {
    m_words = words;
    m_history->setTierWord(QString::fromStdString(tierWord()));
    applyWords();
}

const std::string& DicePanel::tierWord() const {
    return m_words.diceScaleShort.empty() ? m_words.diceScale : m_words.diceScaleShort;
}

void DicePanel::applyWords() {
    if (m_roller == nullptr) {
        return;
    }
    m_roller->setWords(m_words);
    m_historyView->setColumnHidden(static_cast<int>(RollHistoryModel::Column::Tier), tierWord().empty());
}

void DicePanel::setTiers(int tier, int baseTier) {
    m_tiers = std::pair{tier, baseTier};
    if (m_roller != nullptr) {
        m_roller->setTiers(tier, baseTier);
    }
}

QWidget* DicePanel::buildHistoryPanel() {
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
    m_historyView->setMinimumHeight(m_historyView->fontMetrics().height() * 3);
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

} // namespace scouter::ui
