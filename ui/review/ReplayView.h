// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterTimeline.h"
#include "LogExporter.h"

#include "dice/ScriptedDice.h"

#include <QWidget>

#include <memory>

class QLabel;
class QSlider;
class QSplitter;
class QTableView;
class QAction;

namespace scouter::ui {

class ActionPanel;
class BattleGridView;
class EncounterController;
class EncounterLogView;
class InitiativeBoard;
class StatisticsChart;
class StatisticsModel;

// A past encounter, read-only, at any step of its log: the board and the grid on top, the log,
// statistics and panel in tabs under them, all showing the state after the first `step` events. Step by event or by
// command, scrub with the slider, or pick a line of the log. Statistics with their chart, and the log exported to
// Markdown or HTML, or printed to PDF.
class ReplayView : public QWidget {
    Q_OBJECT

public:
    // `campaignPath`: the campaign the encounter is read from, which an export never replaces.
    ReplayView(std::shared_ptr<const store::EncounterTimeline> timeline, QString campaignPath,
               QWidget* parent = nullptr);
    ~ReplayView() override;

    [[nodiscard]] const store::EncounterTimeline& timeline() const { return *m_timeline; }
    [[nodiscard]] EncounterController& controller() const { return *m_controller; }
    [[nodiscard]] std::size_t step() const { return m_step; }
    // Shows the state after the first `step` events (clamped to the log).
    void seek(std::size_t step);
    void stepEvents(int delta);
    // To the end of the next (or previous) command.
    void stepCommands(int delta);

    [[nodiscard]] QSlider& slider() const { return *m_slider; }
    [[nodiscard]] QLabel& position() const { return *m_position; }
    [[nodiscard]] EncounterLogView& log() const { return *m_log; }
    // Counted when first asked for or shown (counting words the whole log).
    [[nodiscard]] StatisticsModel& statistics() const;
    [[nodiscard]] StatisticsChart& chart() const;
    [[nodiscard]] bool statisticsCounted() const { return m_counted; }
    [[nodiscard]] InitiativeBoard& board() const { return *m_board; }
    [[nodiscard]] BattleGridView& grid() const { return *m_grid; }

    // Writes the log as a document (or prints it to PDF), as ExportDestination::save does: a file
    // already there only once the ARC answers Replace. False with `error` set when refused, kept
    // or not written.
    bool exportTo(const QString& path, store::LogExporter::Format format, QString* error = nullptr);
    bool printToPdf(const QString& path, QString* error = nullptr);

Q_SIGNALS:
    void stepChanged(std::size_t step);

private:
    void buildTimelineBar(QWidget* bar);
    void countStatistics() const;
    void chooseExport(store::LogExporter::Format format);
    void choosePdf();
    [[nodiscard]] static bool saved(const store::Result<bool>& result, const QString& path, QString* error);

    std::shared_ptr<const store::EncounterTimeline> m_timeline;
    QString m_campaignPath;
    engine::ScriptedDice m_dice; // the review never rolls; the encounter needs a source all the same
    std::unique_ptr<EncounterController> m_controller;
    std::size_t m_step = 0;
    QSlider* m_slider = nullptr;
    QLabel* m_position = nullptr;
    QSplitter* m_top = nullptr;   // board | grid
    QSplitter* m_split = nullptr; // (board | grid) over the tabs
    InitiativeBoard* m_board = nullptr;
    BattleGridView* m_grid = nullptr;
    ActionPanel* m_panel = nullptr;
    EncounterLogView* m_log = nullptr;
    StatisticsModel* m_statisticsModel = nullptr;
    StatisticsChart* m_chart = nullptr;
    mutable bool m_counted = false; // the statistics model and chart hold the timeline's figures
};

} // namespace scouter::ui
