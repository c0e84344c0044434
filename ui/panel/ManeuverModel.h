// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CommandForm.h"
#include "rules/Description.h"
#include "rules/Encounter.h"

#include "TwoLevelItemModel.h"
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace scouter::ui {

class EncounterController;

// Every maneuver the ruleset describes for the selected combatant, under the ruleset's groups
// (those allowed now first in each), with what it costs now and whether the rules allow it now. Both come from the
// engine: each maneuver is probed (judged without being done) with its default option, its inputs at their defaults and
// the combatant's target for its kind, so a disabled row's tooltip is the engine's own reason. While the combatant is
// offered a reaction, the maneuvers that may answer it are judged as that answer (paid as the offer is).
class ManeuverModel : public TwoLevelItemModel {
    Q_OBJECT

public:
    enum Column { Name, Cost, ColumnCount };
    enum Role {
        ManeuverRole = Qt::UserRole + 1, // the maneuver's id; empty on group rows
        AvailableRole,                   // bool; on group rows: whether any of its maneuvers is
        ReasonRole,                      // the refusal, empty when available
        AnswersRole,                     // bool: answers the offer the combatant has now
        UnlistedRole,                    // bool: listed only when every maneuver is (ManeuverDescription::unlisted)
    };

    explicit ManeuverModel(EncounterController& controller, QObject* parent = nullptr);

    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;

    [[nodiscard]] QModelIndex indexOf(const QString& maneuver) const;
    // The ruleset's description of the maneuver for the selected combatant now, null if none.
    [[nodiscard]] const engine::ManeuverDescription* description(const QString& maneuver) const;
    // The selected combatant's prepared move on this key ('1'), empty when it has none there.
    [[nodiscard]] QString preparedOnKey(char key) const;
    // The form the row stands for: default option and inputs, the target for its kind.
    [[nodiscard]] engine::CommandForm draft(const QString& maneuver) const;
    // Whether the selected combatant answers an offer with this maneuver (CommandInput::kAnswersOffer).
    [[nodiscard]] bool answersOffer(const engine::ManeuverDescription& maneuver) const;
    // Judges every maneuver again (after a change of state, selection or target).
    void refresh();
    // The costs as the ruleset's catalogue writes them at its widest bounds: what a
    // cost column is sized for at least, so it keeps its place as costs change. Asked of the
    // ruleset once.
    [[nodiscard]] const QStringList& catalogueCosts();

protected:
    [[nodiscard]] int topLevelCount() const override { return static_cast<int>(m_groups.size()); }
    [[nodiscard]] int childCount(int topLevelRow) const override {
        return static_cast<int>(m_groups[static_cast<std::size_t>(topLevelRow)].entries.size());
    }

Q_SIGNALS:
    // A refresh is over: every row it changed has been reset or reported changed (a column sized
    // to its rows measures them once, not at each group's dataChanged).
    void refreshed();

private:
    struct Entry {
        engine::ManeuverDescription description;
        bool available = false;
        bool answers = false;
        QString cost;
        QString reason;
    };
    struct Group {
        QString title;
        std::vector<Entry> entries;
    };

    // What drafting each row reads that is the same for all of them: the ruleset's command specs and
    // the selected combatant's target for each kind (worked out once per refresh, not once per row).
    struct Drafting {
        std::vector<engine::CommandSpec> specs;
        std::map<engine::TargetKind, std::string> targets;
    };
    [[nodiscard]] engine::CommandForm draftOf(const engine::ManeuverDescription& described) const;
    [[nodiscard]] engine::CommandForm draftOf(const engine::ManeuverDescription& described, Drafting& drafting) const;
    // The controller's probe of a row's form, judged on m_scratch: `after` is left empty, an accepted
    // command's state after is m_scratch.state until the next probe.
    [[nodiscard]] engine::CommandProbe probe(const std::string& key, const engine::CommandForm& form);
    // The ruleset's reading of a row's form (`key`: combatant and maneuver), remembered: a reading
    // depends on the form alone, and most rows' forms come back unchanged after a command.
    [[nodiscard]] const engine::CommandReading& readingOf(const std::string& key, const engine::CommandForm& form);
    // What a maneuver costs now: the difference between the state and `after`, the state it would leave.
    [[nodiscard]] QString costNow(const engine::ManeuverDescription& described,
                                  const engine::EncounterState& after) const;
    // "6 ticks → 19" on a ruleset's clock of ticks (Ruleset::timeline), empty on a round-based one.
    [[nodiscard]] QString ticksNow(const std::string& who, const engine::EncounterState& after) const;

    // A row's judgement for a form: what the probe said and what it costs. The same form of the same
    // combatant is judged the same until the engine's state changes (Encounter::revision), so a
    // refresh for another selection, target or the same state again probes only what is new.
    struct Judged {
        engine::CommandForm form;
        bool available = false;
        QString reason;
        QString cost;
    };
    [[nodiscard]] const Judged* judged(const std::string& key, const engine::CommandForm& form) const;

    EncounterController& m_controller;
    std::vector<Group> m_groups;
    // What the list was last refreshed for: the state shown and whose maneuvers (a change of target
    // announces itself and refreshes).
    using Listing = std::pair<std::pair<std::uint64_t, std::uint64_t>, QString>;
    [[nodiscard]] Listing listing() const;
    std::optional<Listing> m_listedFor;
    std::uint64_t m_judgedAt = 0;                                  // the revision m_judged holds judgements of
    std::unordered_map<std::string, std::vector<Judged>> m_judged; // by combatant and maneuver
    std::optional<engine::Timeline> m_before;                      // the clock as it is now, read once per refresh
    // Every row's probe runs on this one copy of the state, copied again only after a probe changed it.
    engine::ProbeScratch m_scratch;
    struct Reading {
        engine::CommandForm form;
        engine::CommandReading reading;
    };
    const engine::Ruleset* m_catalogueOf = nullptr; // the ruleset m_catalogueCosts are of, and its name
    std::string m_catalogueName;
    QStringList m_catalogueCosts;
    const engine::Ruleset* m_readBy = nullptr;                        // the ruleset that read m_readings
    std::unordered_map<std::string, std::vector<Reading>> m_readings; // by combatant and maneuver
};

} // namespace scouter::ui
