// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"
#include "rules/Timeline.h"

#include <QAbstractItemModel>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace scouter::ui {

class EncounterController;

// The ruleset's clock of ticks (Ruleset::timeline) as a tree for the timeline board: one
// top-level row per combatant, in the ruleset's order (next action tick, then id; those tied at
// the current tick in the order the ARC is putting them in), each with its spans as children (a
// movement with its next declaration, a window, a hold). Columns: the name (a span: its label),
// the tick (a span: its ticks), what the ARC must see of it as chips (Ruleset::marks: damage
// taken, posture, binds, cover, what it declared or readied, a change of sides) and the lane the
// view paints. It follows the controller: a change
// of values is a dataChanged, a new order a row move, someone new or gone a reset.
class TimelineModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { Name, Tick, Marks, Lane, ColumnCount };
    enum class RowKind { Marker, Movement, Window, Hold };
    enum Role {
        IdRole = Qt::UserRole + 1, // the combatant's id (a span: whose it is)
        KindRole,                  // RowKind as int
        TickRole,                  // a marker's next action tick; a span's first tick
        PriorityRole,              // bool: its tick has come and it has not chosen
        DueRole,                   // bool: owes a movement declaration now
        HeldRole,                  // int: the tick its hold began; invalid when not holding
        PreemptRole,               // int: the first tick it may preempt from; invalid when none
        EndRole,                   // a span's first tick no longer covered; invalid while open
        NextRole,                  // a span's next declaration tick; invalid when none
        TieRole,                   // int: 1-based place in the tie being ordered, 0 when not tied
        TextRole,                  // a span's label in the ruleset's words
        ChipsRole,                 // a marker's marks (Ruleset::marks): QStringList of the chips' words
        ChipTonesRole,             // QVariantList of each chip's engine::Tone as int
        ChipTipsRole,              // QStringList, each chip's tooltip
    };

    explicit TimelineModel(EncounterController& controller, QObject* parent = nullptr);

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    // The roles a view asks of a cell together, its marker or span found once.
    void multiData(const QModelIndex& index, QModelRoleDataSpan roleDataSpan) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;

    // Whether the ruleset counts ticks at all (else the board shows the initiative list).
    [[nodiscard]] bool active() const { return m_timeline.has_value(); }
    // The current tick, none before the scene starts.
    [[nodiscard]] std::optional<int> now() const;
    // The clock's word ("tick") and its plural.
    [[nodiscard]] QString unit(int count = 1) const;
    // The last tick any marker or span reaches (for the ruler's reach).
    [[nodiscard]] int lastTick() const;
    // The combatant's row, invalid when it has none.
    [[nodiscard]] QModelIndex indexOf(const QString& id) const;
    // "Tick 13 · priority: Ash", "Tick 6 · waiting for Ash", "Not started: ...". Past six names
    // it lists five and how many more: the lanes mark each one, and a headline naming a crowd
    // filled the board's top and was laid out again at every tick.
    [[nodiscard]] QString headline() const;
    // The names as the headline lists them: all of up to six, else five "and 7 more".
    [[nodiscard]] static QString listed(const QStringList& names);

    // The tie the ARC is ordering now, first to act first; empty when none is pending.
    [[nodiscard]] QStringList tieOrder() const;
    // Moves `id` one place earlier (step -1) or later (+1) in the tie; false when it cannot move.
    bool moveInTie(const QString& id, int step);
    // Sends the order shown as the answer to the tie (the neutral `resolve` with the ids in order).
    bool confirmTie();

    // Reads the ruleset's timeline again (the controller's state changed).
    void sync();

Q_SIGNALS:
    // The current tick or the clock's word moved: every lane is drawn against it (the rows' sizes
    // do not change, so no row is announced for it).
    void clockChanged();
    // What some row's Name shows (a name, its bold for priority, a span's label) may have changed.
    void namesChanged();

private:
    // The plain values a combatant's row and its spans are drawn from: equal facts look the same.
    struct LaneFacts {
        QString name;
        engine::TimelineMarker marker;
        std::vector<engine::TimelineSpan> spans;
        std::vector<engine::BoardChip> marks;
        int tie = 0;
        friend bool operator==(const LaneFacts&, const LaneFacts&) = default;
    };

    [[nodiscard]] LaneFacts factsOf(const std::string& who) const;
    // Where each one's marker and spans are in m_timeline, read once per timeline.
    void locate();
    // Announces the rows whose facts changed since they were last announced (all of them with
    // `all`), and whether any name changed.
    void announce(bool all);
    [[nodiscard]] const engine::TimelineMarker* marker(const std::string& who) const;
    [[nodiscard]] std::vector<const engine::TimelineSpan*> spansOf(const std::string& who) const;
    [[nodiscard]] const engine::TimelineSpan* spanAt(const QModelIndex& index) const;
    // Whose rows, in the order shown: the ruleset's, the tied ones in the ARC's order.
    [[nodiscard]] std::vector<std::string> layout() const;
    // Moves the rows to `rows` (the same ids) keeping every persistent index on its row.
    void reorder(std::vector<std::string> rows);
    [[nodiscard]] QVariant markerData(const engine::TimelineMarker& marker, int column, int role) const;
    [[nodiscard]] QVariant spanData(const engine::TimelineSpan& span, int column, int role) const;
    [[nodiscard]] QString markerTip(const engine::TimelineMarker& marker) const;
    [[nodiscard]] QString spanTip(const engine::TimelineSpan& span) const;
    [[nodiscard]] QString name(const std::string& id) const;
    [[nodiscard]] int tieRank(const std::string& who) const;

    // Reads every marker's marks from the ruleset, for the state shown.
    void readMarks();
    [[nodiscard]] QVariant marksData(const std::string& who, int role) const;

    EncounterController& m_controller;
    std::optional<engine::Timeline> m_timeline;
    std::unordered_map<std::string, std::vector<engine::BoardChip>> m_marks;
    std::vector<std::string> m_rows;                         // whose markers, in the order shown
    std::vector<std::string> m_tie;                          // the ARC's order of the pending tie, as moved so far
    std::unordered_map<std::string, std::size_t> m_markerAt; // who: its marker in m_timeline
    std::unordered_map<std::string, std::vector<std::size_t>> m_spansAt; // who: its spans in m_timeline
    std::unordered_map<std::string, LaneFacts> m_lanes;                  // what each row showed when last announced
};

} // namespace scouter::ui
