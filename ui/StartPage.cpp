// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartPage.h"

#include "CampaignModel.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace scouter::ui {

namespace {

// Ready and running encounters before ended ones, then the campaign's own order (by id).
class PlayableFirst : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    [[nodiscard]] bool lessThan(const QModelIndex& left, const QModelIndex& right) const override {
        const auto ended = static_cast<int>(CampaignOverview::EncounterState::Ended);
        const bool leftEnded = left.data(CampaignModel::EncounterStateRole).toInt() == ended;
        const bool rightEnded = right.data(CampaignModel::EncounterStateRole).toInt() == ended;
        if (leftEnded != rightEnded) {
            return rightEnded;
        }
        return left.data(CampaignModel::EncounterIdRole).toLongLong() <
               right.data(CampaignModel::EncounterIdRole).toLongLong();
    }
};

} // namespace

StartPage::StartPage(CampaignModel& campaign, QWidget* parent)
    : QWidget(parent), m_campaign(campaign), m_sorted(new PlayableFirst(this)), m_list(new QTreeView(this)),
      m_open(new QPushButton(tr("&Open encounter"), this)), m_hint(new QLabel(this)) {
    m_sorted->setSourceModel(&m_campaign);
    m_sorted->sort(0);
    m_list->setModel(m_sorted);
    m_list->setObjectName(QStringLiteral("startPageList"));
    m_list->setAccessibleName(tr("Encounters"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    // The rows on screen set the width (MainWindow's campaign view says why).
    m_list->header()->setResizeContentsPrecision(0);

    auto* title = new QLabel(tr("<h2>Encounters</h2>"), this);
    m_hint->setWordWrap(true);
    m_hint->setText(tr("Open a ready encounter to enter initiative and start it, or a running one to go on "
                       "exactly where it was left. Every command is saved as it is made."));
    m_open->setObjectName(QStringLiteral("openEncounterButton"));
    m_open->setDefault(true);

    auto* prep = new QPushButton(tr("&New encounter…"), this);
    prep->setObjectName(QStringLiteral("newEncounterButton"));
    auto* library = new QPushButton(tr("&Library…"), this);
    library->setObjectName(QStringLiteral("libraryButton"));
    connect(prep, &QPushButton::clicked, this, &StartPage::prepRequested);
    connect(library, &QPushButton::clicked, this, &StartPage::libraryRequested);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(prep);
    buttons->addWidget(library);
    buttons->addStretch(1);
    buttons->addWidget(m_open);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(title);
    layout->addWidget(m_hint);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    const auto placeRoot = [this] {
        m_list->setRootIndex(m_sorted->mapFromSource(m_campaign.sectionIndex(CampaignModel::Section::Encounters)));
        selectFirstPlayable();
    };
    connect(&m_campaign, &QAbstractItemModel::modelReset, this, placeRoot);
    placeRoot();

    connect(m_open, &QPushButton::clicked, this, &StartPage::openCurrent);
    connect(m_list, &QTreeView::activated, this, &StartPage::openCurrent);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &StartPage::updateButton);
    updateButton();
}

void StartPage::selectFirstPlayable() {
    const QModelIndex root = m_list->rootIndex();
    const auto ended = static_cast<int>(CampaignOverview::EncounterState::Ended);
    for (int row = 0; row < m_sorted->rowCount(root); ++row) {
        const QModelIndex index = m_sorted->index(row, 0, root);
        if (index.data(CampaignModel::EncounterStateRole).toInt() != ended) {
            m_list->setCurrentIndex(index);
            return;
        }
    }
}

void StartPage::openCurrent() {
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() || current.parent() != m_list->rootIndex()) {
        return;
    }
    Q_EMIT openRequested(current.siblingAtColumn(0).data(CampaignModel::EncounterIdRole).toLongLong());
}

void StartPage::updateButton() {
    const QModelIndex current = m_list->currentIndex();
    m_open->setEnabled(current.isValid() && current.parent() == m_list->rootIndex());
}

} // namespace scouter::ui
