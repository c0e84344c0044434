// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/ReplayView.h"

#include "EncounterReplay.h"
#include "ExportDestination.h"
#include "ReleaseAside.h"
#include "board/InitiativeBoard.h"
#include "encounter/EncounterController.h"
#include "grid/BattleGridView.h"
#include "log/EncounterLogView.h"
#include "log/LogFilterModel.h"
#include "panel/ActionPanel.h"
#include "review/StatisticsChart.h"
#include "review/StatisticsModel.h"

#include <QAction>
#include <QBuffer>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace scouter::ui {

namespace {
std::unique_ptr<EncounterController> reviewController(const store::EncounterTimeline& timeline,
                                                      engine::DiceSource& dice) {
    const store::EncounterRecord& record = timeline.record();
    auto rules = store::EncounterReplay::ruleset(record);
    // The timeline was built with this very ruleset, so it cannot fail here.
    auto encounter = std::make_unique<engine::Encounter>(timeline.initial(), std::move(rules).value(), dice);
    // The timeline's replay computed the last state and its checkpoints already.
    encounter->restore(timeline.groups(), {}, timeline.lastState(), timeline.checkpoints());
    return std::make_unique<EncounterController>(
        std::move(encounter), record.title.isEmpty() ? QObject::tr("Encounter %1").arg(record.id) : record.title,
        EncounterController::Grid{std::max(record.gridWidth, 1), std::max(record.gridHeight, 1)});
}

// The paper a printer would offer here: Letter where the locale measures in inches, A4 elsewhere.
QPageSize defaultPageSize() {
    return QPageSize(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4);
}
} // namespace

ReplayView::ReplayView(std::shared_ptr<const store::EncounterTimeline> timeline, QString campaignPath, QWidget* parent)
    : QWidget(parent), m_timeline(std::move(timeline)), m_campaignPath(std::move(campaignPath)),
      m_controller(reviewController(*m_timeline, m_dice)) {
    setObjectName(QStringLiteral("replayView"));
    m_controller->showReviewState(m_timeline->initial());

    auto* bar = new QWidget(this);
    buildTimelineBar(bar);

    m_board = new InitiativeBoard(*m_controller, this);
    m_grid = new BattleGridView(*m_controller, this);
    m_log = new EncounterLogView(*m_controller, this);
    m_log->view().setObjectName(QStringLiteral("reviewLog"));

    m_statisticsModel = new StatisticsModel(this);
    auto* table = new QTableView(this);
    table->setObjectName(QStringLiteral("statisticsTable"));
    table->setModel(m_statisticsModel);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_chart = new StatisticsChart(this);
    auto* chartScroll = new QScrollArea(this);
    chartScroll->setWidget(m_chart);
    chartScroll->setWidgetResizable(true);
    auto* statistics = new QSplitter(Qt::Vertical, this);
    statistics->addWidget(chartScroll);
    statistics->addWidget(table);

    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("reviewTabs"));
    tabs->addTab(m_log, tr("&Log"));
    tabs->addTab(statistics, tr("&Statistics"));
    // The panel is built when first looked at, as the statistics are counted: a review opens on its
    // log, and the panel's maneuvers, keys and quick entry were nearly a tenth of opening it.
    auto* panelPage = new QWidget(this);
    panelPage->setObjectName(QStringLiteral("reviewPanelPage"));
    auto* panelLayout = new QVBoxLayout(panelPage);
    panelLayout->setContentsMargins(0, 0, 0, 0);
    tabs->addTab(panelPage, tr("&Panel"));
    const auto lookedAt = [this, statistics, panelPage, panelLayout](QWidget* page) {
        if (page == statistics) {
            countStatistics();
        } else if (page == panelPage && m_panel == nullptr) {
            m_panel = new ActionPanel(*m_controller, panelPage);
            panelLayout->addWidget(m_panel);
        }
    };
    connect(tabs, &QTabWidget::currentChanged, this, [tabs, lookedAt](int index) { lookedAt(tabs->widget(index)); });
    // The tab last looked at comes back with the next encounter reviewed.
    tabs->setCurrentIndex(QSettings().value(QStringLiteral("review/tab"), 0).toInt());
    lookedAt(tabs->currentWidget());
    connect(tabs, &QTabWidget::currentChanged, this,
            [](int index) { QSettings().setValue(QStringLiteral("review/tab"), index); });

    // The board and the grid side by side over the log and statistics: at 1366×768 the grid keeps
    // more than half the window's height and the board its width, so its columns show.
    m_top = new QSplitter(Qt::Horizontal, this);
    m_top->setObjectName(QStringLiteral("replayTop"));
    m_top->addWidget(m_board);
    m_top->addWidget(m_grid);
    m_top->setStretchFactor(0, 0);
    m_top->setStretchFactor(1, 1);
    m_top->setCollapsible(0, false);
    m_top->setCollapsible(1, false);
    m_top->setSizes({m_board->sizeHint().width(), 600});
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->setObjectName(QStringLiteral("replaySplit"));
    m_split->addWidget(m_top);
    m_split->addWidget(tabs);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    m_split->setCollapsible(0, false);
    m_split->setSizes({600, 400});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bar);
    layout->addWidget(m_split, 1);

    // Picking a line of the log shows the state just after that command.
    connect(&m_log->view(), &QTreeView::activated, this, [this](const QModelIndex& index) {
        QModelIndex top = index;
        while (top.parent().isValid()) {
            top = top.parent();
        }
        const QModelIndex source = m_log->filter().mapToSource(top);
        if (source.isValid()) {
            seek(m_timeline->stepAfterGroup(static_cast<std::size_t>(source.row())));
        }
    });
    seek(m_timeline->eventCount());
}

ReplayView::~ReplayView() {
    // The board, the grid, the panel and the log read m_controller for as long as they live, and
    // QWidget's destructor, which deletes them, runs after the members are gone; a shown window
    // even hides its children first, which lays the board out again and reads its rows. So they
    // go here, while the state they read is still there.
    qDeleteAll(findChildren<QWidget*>(Qt::FindDirectChildrenOnly));
    m_controller.reset();
    releaseAside(std::move(m_timeline));
}

StatisticsModel& ReplayView::statistics() const {
    countStatistics();
    return *m_statisticsModel;
}

StatisticsChart& ReplayView::chart() const {
    countStatistics();
    return *m_chart;
}

void ReplayView::countStatistics() const {
    if (m_counted) {
        return;
    }
    m_counted = true;
    std::vector<store::CombatantStatistics> counted = store::EncounterStatistics::of(*m_timeline);
    std::vector<engine::Moment> moments = store::EncounterStatistics::moments(*m_timeline, counted);
    m_statisticsModel->setStatistics(std::move(counted), store::EncounterStatistics::columns(m_timeline->ruleset()),
                                     std::move(moments));
    m_chart->setStatistics(m_statisticsModel->statistics(), m_statisticsModel->columns());
}

void ReplayView::buildTimelineBar(QWidget* bar) {
    m_slider = new QSlider(Qt::Horizontal, bar);
    m_slider->setObjectName(QStringLiteral("timelineSlider"));
    m_slider->setAccessibleName(tr("Timeline"));
    m_slider->setRange(0, static_cast<int>(m_timeline->eventCount()));
    m_slider->setPageStep(10);
    m_position = new QLabel(bar);
    m_position->setObjectName(QStringLiteral("timelinePosition"));
    m_position->setMinimumWidth(fontMetrics().averageCharWidth() * 40);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) { seek(static_cast<std::size_t>(value)); });

    const auto button = [this, bar](QStyle::StandardPixmap icon, const QString& tip, const QKeySequence& key,
                                    auto slot) {
        auto* action = new QAction(style()->standardIcon(icon), tip, this);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        auto* tool = new QToolButton(bar);
        tool->setDefaultAction(action);
        tool->setAutoRaise(true);
        return tool;
    };
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(6, 4, 6, 4);
    row->addWidget(
        button(QStyle::SP_MediaSkipBackward, tr("To the set-up"), QKeySequence(Qt::Key_Home), [this] { seek(0); }));
    row->addWidget(button(QStyle::SP_MediaSeekBackward, tr("Previous command"), QKeySequence(Qt::Key_PageUp),
                          [this] { stepCommands(-1); }));
    row->addWidget(button(QStyle::SP_ArrowLeft, tr("Previous event"), QKeySequence(Qt::ALT | Qt::Key_Left),
                          [this] { stepEvents(-1); }));
    row->addWidget(button(QStyle::SP_ArrowRight, tr("Next event"), QKeySequence(Qt::ALT | Qt::Key_Right),
                          [this] { stepEvents(1); }));
    row->addWidget(button(QStyle::SP_MediaSeekForward, tr("Next command"), QKeySequence(Qt::Key_PageDown),
                          [this] { stepCommands(1); }));
    row->addWidget(button(QStyle::SP_MediaSkipForward, tr("To the end"), QKeySequence(Qt::Key_End),
                          [this] { seek(m_timeline->eventCount()); }));
    row->addWidget(m_slider, 1);
    row->addWidget(m_position);
    auto* exportMd = new QToolButton(bar);
    exportMd->setText(tr("Markdown…"));
    exportMd->setToolTip(tr("Export the log as Markdown"));
    connect(exportMd, &QToolButton::clicked, this, [this] { chooseExport(store::LogExporter::Format::Markdown); });
    auto* exportHtml = new QToolButton(bar);
    exportHtml->setText(tr("HTML…"));
    exportHtml->setToolTip(tr("Export the log as HTML"));
    connect(exportHtml, &QToolButton::clicked, this, [this] { chooseExport(store::LogExporter::Format::Html); });
    auto* pdf = new QToolButton(bar);
    pdf->setText(tr("PDF…"));
    pdf->setToolTip(tr("Print the log to a PDF file"));
    connect(pdf, &QToolButton::clicked, this, &ReplayView::choosePdf);
    row->addWidget(exportMd);
    row->addWidget(exportHtml);
    row->addWidget(pdf);
}

void ReplayView::seek(std::size_t step) {
    step = std::min(step, m_timeline->eventCount());
    if (step == m_step && m_slider->value() == static_cast<int>(step) && !m_position->text().isEmpty()) {
        return;
    }
    m_step = step;
    m_controller->showReviewState(m_timeline->stateAt(step));
    {
        const QSignalBlocker quiet(m_slider);
        m_slider->setValue(static_cast<int>(step));
    }
    if (step == 0) {
        m_position->setText(tr("Set-up · step 0 of %1").arg(m_timeline->eventCount()));
    } else {
        const std::size_t group = m_timeline->groupOfEvent(step - 1);
        const store::LogEntry& entry = m_timeline->entry(group);
        // As the log names the command ("Tick 13" for one that moved the clock there, not "Tick 11 · Tick 13").
        m_position->setText(tr("Step %1 of %2 · %3").arg(step).arg(m_timeline->eventCount()).arg(entry.title));
        m_log->showCommand(group);
    }
    Q_EMIT stepChanged(step);
}

void ReplayView::stepEvents(int delta) {
    const auto target = static_cast<long long>(m_step) + delta;
    seek(static_cast<std::size_t>(std::max(0LL, target)));
}

void ReplayView::stepCommands(int delta) {
    // Commands end at increasing steps: the next is the first ending after this step, the
    // previous the last ending before it (or the set-up).
    const std::size_t groups = m_timeline->groups().size();
    if (delta > 0) {
        for (std::size_t g = 0; g < groups; ++g) {
            if (m_timeline->stepAfterGroup(g) > m_step) {
                seek(m_timeline->stepAfterGroup(g));
                return;
            }
        }
        return;
    }
    std::size_t target = 0;
    for (std::size_t g = 0; g < groups && m_timeline->stepAfterGroup(g) < m_step; ++g) {
        target = m_timeline->stepAfterGroup(g);
    }
    seek(target);
}

bool ReplayView::exportTo(const QString& path, store::LogExporter::Format format, QString* error) {
    const QByteArray bytes = store::LogExporter::exportLog(*m_timeline, format).toUtf8();
    return saved(ExportDestination::save(this, path, m_campaignPath,
                                         [&](QIODevice& out) -> store::Status {
                                             if (out.write(bytes) != bytes.size()) {
                                                 return store::StoreError{store::StoreErrorKind::Io, out.errorString()};
                                             }
                                             return {};
                                         }),
                 path, error);
}

bool ReplayView::printToPdf(const QString& path, QString* error) {
    return saved(ExportDestination::save(
                     this, path, m_campaignPath,
                     [&](QIODevice& out) -> store::Status {
                         // Made in memory first: the PDF writer reports no error of its own, so the
                         // one write to `out` is the one that can fail, and is checked.
                         QBuffer printed;
                         if (!printed.open(QIODevice::WriteOnly)) {
                             return store::StoreError{store::StoreErrorKind::Io, printed.errorString()};
                         }
                         {
                             QPdfWriter writer(&printed);
                             writer.setTitle(m_timeline->record().title);
                             writer.setCreator(QStringLiteral("Scouter"));
                             writer.setPageLayout(QPageLayout(defaultPageSize(), QPageLayout::Portrait,
                                                              QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
                             QTextDocument document;
                             document.setHtml(
                                 store::LogExporter::exportLog(*m_timeline, store::LogExporter::Format::Html));
                             document.print(&writer);
                         }
                         const QByteArray& bytes = printed.data();
                         if (!bytes.startsWith("%PDF-")) {
                             return store::StoreError{store::StoreErrorKind::Io, tr("The PDF could not be made.")};
                         }
                         if (out.write(bytes) != bytes.size()) {
                             return store::StoreError{store::StoreErrorKind::Io, out.errorString()};
                         }
                         return {};
                     }),
                 path, error);
}

bool ReplayView::saved(const store::Result<bool>& result, const QString& path, QString* error) {
    const QString why = !result           ? result.error().message
                        : !result.value() ? tr("%1 was kept as it was.").arg(path)
                                          : QString();
    if (error != nullptr) {
        *error = why;
    }
    return why.isEmpty();
}

void ReplayView::chooseExport(store::LogExporter::Format format) {
    const bool markdown = format == store::LogExporter::Format::Markdown;
    const QString path = ExportDestination::choose(
        this, markdown ? tr("Export the log as Markdown") : tr("Export the log as HTML"),
        m_timeline->record().title + (markdown ? QStringLiteral(".md") : QStringLiteral(".html")),
        markdown ? tr("Markdown (*.md)") : tr("HTML (*.html)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!exportTo(path, format, &error)) {
        m_position->setText(tr("Not exported: %1").arg(error));
    }
}

void ReplayView::choosePdf() {
    const QString path = ExportDestination::choose(
        this, tr("Print the log to PDF"), m_timeline->record().title + QStringLiteral(".pdf"), tr("PDF (*.pdf)"));
    QString error;
    if (!path.isEmpty() && !printToPdf(path, &error)) {
        m_position->setText(tr("Not printed: %1").arg(error));
    }
}

} // namespace scouter::ui
