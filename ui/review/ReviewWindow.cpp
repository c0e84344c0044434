// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/ReviewWindow.h"

#include "CommandLog.h"
#include "EncounterRepository.h"
#include "EncounterTimeline.h"
#include "WindowFit.h"
#include "encounter/BackgroundLoader.h"
#include "encounter/EncounterController.h"
#include "grid/MapStorage.h"
#include "review/ReplayView.h"
#include "review/ReviewFilterModel.h"
#include "review/ReviewListModel.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace scouter::ui {

ReviewWindow::ReviewWindow(BackgroundLoader& loader, QWidget* parent)
    : QWidget(parent, Qt::Window), m_loader(loader), m_list(new ReviewListModel(this)),
      m_filter(new ReviewFilterModel(this)) {
    setObjectName(QStringLiteral("reviewWindow"));
    setWindowTitle(tr("Review past encounters"));
    m_filter->setSourceModel(m_list);
    m_filter->setSortRole(ReviewListModel::SortRole);

    auto* side = new QWidget(this);
    m_search = new QLineEdit(side);
    m_search->setObjectName(QStringLiteral("reviewSearch"));
    // Short enough to read whole beside the replay; the rule in its tooltip.
    m_search->setPlaceholderText(tr("Search the logs"));
    m_search->setToolTip(tr("Every word must match"));
    m_search->setClearButtonEnabled(true);
    m_character = new QComboBox(side);
    m_character->setObjectName(QStringLiteral("reviewCharacter"));
    m_character->setAccessibleName(tr("Character"));
    m_table = new QTableView(side);
    m_table->setObjectName(QStringLiteral("reviewList"));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ReviewListModel::Date, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ReviewListModel::Participants, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    auto* openButton = new QPushButton(tr("&Open"), side);
    openButton->setObjectName(QStringLiteral("reviewOpen"));
    m_status = new QLabel(side);
    m_status->setWordWrap(true);

    // The search on a line of its own: its words are its only label, and they read whole.
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(4, 4, 4, 4);
    sideLayout->addWidget(m_search);
    sideLayout->addWidget(m_character);
    sideLayout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(openButton);
    sideLayout->addLayout(buttons);

    m_placeholder = new QLabel(tr("Open an encounter to replay it, step by step."), this);
    static_cast<QLabel*>(m_placeholder)->setAlignment(Qt::AlignCenter);
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->addWidget(side);
    m_split->addWidget(m_placeholder);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 4);
    m_split->setSizes({330, 1000});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_split);

    m_searchDelay = new QTimer(this);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(250);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, [this] { search(m_search->text()); });
    connect(m_character, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setCharacter(m_character->currentData().toString()); });
    const auto openCurrent = [this] {
        const QModelIndex row = m_table->currentIndex();
        if (row.isValid()) {
            open(row.siblingAtColumn(0).data(ReviewListModel::IdRole).toLongLong());
        }
    };
    connect(m_table, &QTableView::activated, this, openCurrent);
    connect(openButton, &QPushButton::clicked, this, openCurrent);
    // Most of the screen: the replay beside the list needs the room a laptop has, title bar included.
    WindowFit::resize(*this, {1600, 1000});
    refresh();
}

void ReviewWindow::refresh() {
    m_status->setText(tr("Reading the encounters…"));
    m_loader.load<std::vector<store::PlayedEncounter>>(
        [](store::Database& db) { return store::EncounterRepository(db).played(); },
        [this](store::Result<std::vector<store::PlayedEncounter>> played) {
            if (!played) {
                m_status->setText(played.error().message);
                Q_EMIT failed(played.error().message);
                return;
            }
            const auto count = played.value().size();
            m_list->setEncounters(std::move(played).value());
            fillCharacters();
            m_status->setText(tr("%n encounter(s) played", nullptr, static_cast<int>(count)));
            if (m_table->currentIndex().isValid() || m_filter->rowCount() == 0) {
                Q_EMIT listed();
                return;
            }
            m_table->setCurrentIndex(m_filter->index(0, 0));
            Q_EMIT listed();
        });
}

void ReviewWindow::fillCharacters() {
    const QString chosen = m_character->currentData().toString();
    const QSignalBlocker quiet(m_character);
    m_character->clear();
    m_character->addItem(tr("Any character"), QString());
    for (const QString& name : m_list->characters()) {
        m_character->addItem(name, name);
    }
    m_character->setCurrentIndex(std::max(0, m_character->findData(chosen)));
}

void ReviewWindow::search(const QString& text) {
    const int generation = ++m_searchGeneration;
    if (text.trimmed().isEmpty()) {
        m_filter->setMatches(std::nullopt);
        Q_EMIT searched();
        return;
    }
    m_loader.load<std::vector<store::SearchHit>>(
        [text](store::Database& db) { return store::CommandLog(db).search(text, 100000); },
        [this, generation](store::Result<std::vector<store::SearchHit>> hits) {
            if (generation != m_searchGeneration) {
                return; // a newer search is on its way
            }
            if (!hits) {
                m_status->setText(hits.error().message);
                Q_EMIT failed(hits.error().message);
                return;
            }
            QSet<qint64> ids;
            for (const auto& hit : hits.value()) {
                ids.insert(hit.encounterId);
            }
            m_filter->setMatches(ids);
            m_status->setText(tr("%n event(s) match", nullptr, static_cast<int>(hits.value().size())));
            Q_EMIT searched();
        });
}

void ReviewWindow::open(qint64 encounterId) {
    m_status->setText(tr("Opening…"));
    m_loader.load<store::EncounterTimeline>(
        [encounterId](store::Database& db) { return store::EncounterTimeline::load(db, encounterId); },
        [this, encounterId](store::Result<store::EncounterTimeline> timeline) {
            if (!timeline) {
                m_status->setText(timeline.error().message);
                Q_EMIT failed(timeline.error().message);
                return;
            }
            auto shared = std::make_shared<const store::EncounterTimeline>(std::move(timeline).value());
            auto* replay = new ReplayView(shared, m_loader.path(), this);
            QWidget* old = m_replay != nullptr ? static_cast<QWidget*>(m_replay) : m_placeholder;
            m_split->replaceWidget(1, replay);
            old->deleteLater();
            // The list steps aside for the replay (it can be widened again), as much as it still reads.
            const int list = fontMetrics().averageCharWidth() * 34;
            m_split->setSizes({list, std::max(width() - list, list)});
            m_placeholder = nullptr;
            m_replay = replay;
            MapStorage::loadInto(m_loader, encounterId, replay->controller()); // drawn under its grid once read
            m_status->setText(tr("%1: %2 commands, %3 events")
                                  .arg(replay->controller().title())
                                  .arg(shared->groups().size())
                                  .arg(shared->eventCount()));
            setWindowTitle(tr("Review · %1").arg(replay->controller().title()));
            Q_EMIT opened(encounterId);
        });
}

} // namespace scouter::ui
