// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CommandForm.h"
#include "rules/Description.h"
#include "rules/Encounter.h"

#include "RuleWords.h"
#include "grid/GridMap.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace scouter::store {
class EncounterSession;
}

namespace scouter::ui {

// The one door through which the encounter window reads and changes an encounter. Widgets read
// state(), submit commands and listen to stateChanged(); none of them keeps its own copy of the
// rules' state. Backed by a stored session (each accepted command autosaved by the store's writer
// thread) or by an engine encounter in memory (tests and benchmarks).
class EncounterController : public QObject {
    Q_OBJECT

public:
    struct Grid {
        int columns = 20;
        int rows = 20;
    };

    EncounterController(std::unique_ptr<store::EncounterSession> session, QString title, Grid grid,
                        QObject* parent = nullptr);
    EncounterController(std::unique_ptr<engine::Encounter> encounter, QString title, Grid grid,
                        QObject* parent = nullptr);
    ~EncounterController() override;

    [[nodiscard]] const engine::EncounterState& state() const;
    // The ruleset's timeline of state() (Ruleset::timeline), worked out once per state: a
    // refresh of the panel and the board asks for it dozens of times.
    [[nodiscard]] const std::optional<engine::Timeline>& timeline() const;
    // Which state() is shown: the encounter's revision and, in a review, which step (0 outside one).
    // What is worked out from state() alone can be kept until this changes.
    [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> shownRevision() const;
    // True while stateChanged() announces the state a command, an undo or a redo left, which has a
    // revision of its own (shownRevision): what was worked out for that revision still holds. A
    // change announced otherwise (a test's scripted ruleset) is believed whole.
    [[nodiscard]] bool announcingRevision() const { return m_announcingRevision; }
    [[nodiscard]] const engine::Encounter& encounter() const;
    [[nodiscard]] const QString& title() const { return m_title; }
    [[nodiscard]] Grid grid() const { return m_grid; }
    // The stored encounter's id, or -1 when it lives in memory only.
    [[nodiscard]] qint64 encounterId() const;
    // Commands stored (or queued) for the encounter, undos and redos included: what "Saved · N
    // commands" counts, in this session and after a reopen alike.
    [[nodiscard]] qint64 storedCommands() const;

    // Accepted: the state changed and stateChanged() was emitted. Refused: refused() carries the
    // engine's message (it names the rule) and nothing changed.
    engine::CommandResult submit(const engine::Command& command);
    // A form from a description (the panel, the grid, the ARC menus), read by the ruleset first:
    // an unreadable one is refused with the reader's message. One that answers an offer
    // (CommandInput::kAnswersOffer) moves the answering to the next offered combatant.
    engine::CommandResult submit(const engine::CommandForm& form);
    // What the command would do now, without doing it (costs and refusals for the panels).
    [[nodiscard]] engine::CommandProbe probe(const engine::Command& command) const;
    [[nodiscard]] engine::CommandProbe probe(const engine::CommandForm& form) const;
    // Whether the engine would take the command now, and if not why: probe() without the state the
    // command would leave (CommandProbe::after stays empty). The menus, the board, the grid and the
    // panel ask it of many commands after every change: it judges them all on one copy of the state,
    // copied again only after a command it judged changed it, where probe() copies the whole state
    // for each.
    [[nodiscard]] engine::CommandProbe judge(const engine::Command& command) const;
    [[nodiscard]] engine::CommandProbe judge(const engine::CommandForm& form) const;
    bool undo();
    bool redo();
    [[nodiscard]] bool canUndo() const;
    [[nodiscard]] bool canRedo() const;
    // What undo / redo would take back or do again, in the log's words (EventNarrator::label),
    // empty when there is none.
    [[nodiscard]] QString undoLabel() const;
    [[nodiscard]] QString redoLabel() const;

    // The combatant whose turn it is: in a group's slot, the first member still standing with Actions
    // left (else the first still in the encounter). On a clock of ticks (Ruleset::timeline): the one
    // a pending decision waits for, else the first owing a movement declaration, else the first with
    // priority.
    [[nodiscard]] QString acting() const;
    // While a reaction is offered: the offeree the panel shows (cycled with cycleAnswering).
    [[nodiscard]] QString answering() const;
    // On a clock of ticks: the one the rules wait for before anything else (the target choosing its
    // answer to an attack), empty when nobody is.
    [[nodiscard]] QString waitedFor() const;
    void cycleAnswering(int step = 1);
    // Whom a decline (Esc) is for: the offeree shown; once every offeree has answered while the
    // offer stays open, the selected one if it holds one, else the first. Never empty while
    // something is offered, so Esc always closes what is offered.
    [[nodiscard]] QString declining() const;
    // The combatant the action panel shows: the one the ARC picked, else the one answering an
    // offer, else the acting one. A pick holds until the turn passes or an offer opens or closes.
    [[nodiscard]] QString selected() const;
    // An empty id follows the acting combatant (or the offeree) again.
    void select(const QString& id);
    // What the rules ask for next (Ruleset::followUp), none in review. When a new one appears its
    // combatant is picked and followUpOffered() lets the panel open it, prefilled.
    [[nodiscard]] std::optional<engine::FollowUp> followUp() const;

    // Each combatant keeps its own target. What target() means depends on the kind of target the
    // chosen maneuver takes (setTargetKind, by the panel): the combatant's own pick when it fits
    // the kind, else the default for the kind (the nearest standing Opponent for an attack, the
    // attacker for a defence, the offer's actor for an answer). Never an ally for an attack.
    [[nodiscard]] QString target() const;
    [[nodiscard]] QString targetFor(const QString& who, engine::TargetKind kind) const;
    // Sets selected()'s own target.
    void setTarget(const QString& id);
    void setTargetKind(engine::TargetKind kind);
    [[nodiscard]] engine::TargetKind targetKind() const { return m_kind; }
    // Who `who` may aim a maneuver of `kind` at now, nearest first (board order on ties); for
    // TargetKind::Any in the order they act from `who` on, `who` last.
    [[nodiscard]] QStringList targetsFor(const QString& who, engine::TargetKind kind) const;
    [[nodiscard]] QStringList targetsFor(const QString& who) const { return targetsFor(who, m_kind); }
    // Moves selected()'s target to the next (or previous) of targetsFor(selected()).
    void cycleTarget(int step = 1);
    [[nodiscard]] QString displayName(const QString& id) const;
    [[nodiscard]] QString displayName(const std::string& id) const;
    // The ruleset's words for its ids, read once: what every view calls a maneuver or a condition.
    [[nodiscard]] const store::RuleWords& words() const { return m_words; }
    // The area of effect the last command laid (EventFacts::area), drawn on the ARC's grid and the
    // players' until the next command; none in review.
    [[nodiscard]] const std::optional<engine::AreaTemplate>& performedArea() const;

    // The picture under the grid and where it lies (none until one is set): the ARC's grid, the
    // players' and the review's all draw this one. Kept in memory only: MapStorage reads and
    // writes the stored one. Setting an equal map changes nothing and says nothing.
    [[nodiscard]] const GridMap& map() const { return m_map; }
    void setMap(GridMap map);

    // Review: the encounter is shown at `state`, a point of its log, and cannot change (submit,
    // undo and redo are refused). Every view follows as for a change.
    void showReviewState(engine::EncounterState state);
    [[nodiscard]] bool readOnly() const { return m_review.has_value(); }

Q_SIGNALS:
    void stateChanged();
    void refused(const QString& message);
    void selectionChanged();
    void targetChanged();
    void followUpOffered(const engine::FollowUp& next);
    // The map or its placement changed (set, moved, scaled or removed).
    void mapChanged();
    // The stored map could not be shown (MapStorage::loadInto): the fight goes on on the field.
    void mapUnreadable(const QString& message);

private:
    engine::CommandResult submit(const engine::Command& command, const std::string& answeredBy);

    void forgetReadingsOnChange();
    void readLabels();
    // Starts following play from the state opened: who acts, the offers, the follow-up asked for.
    void followPlay();
    // `answered`: the command was a reaction answering the offer, so the panel moves on.
    void afterChange(bool answered = false);
    [[nodiscard]] std::vector<std::string> stillToAnswer() const;
    // targetsFor()'s combatants, in its order.
    [[nodiscard]] std::vector<const engine::Combatant*> candidates(const QString& who, engine::TargetKind kind) const;
    // acting() read from the state, not the one kept for it.
    [[nodiscard]] QString actingNow() const;
    // acting() on a ruleset's clock of ticks (Ruleset::timeline).
    [[nodiscard]] QString decidingOn(const engine::Timeline& timeline) const;

    std::unique_ptr<store::EncounterSession> m_session;
    std::unique_ptr<engine::Encounter> m_memory;
    QString m_title;
    Grid m_grid;
    QString m_picked;
    QHash<QString, QString> m_targets; // each combatant's own pick
    engine::TargetKind m_kind = engine::TargetKind::Opponent;
    int m_answering = 0; // which of stillToAnswer() the panel shows
    // Offerees who answered the open offer: the engine keeps them in `offers` until play moves on,
    // but the panel passes to the next one (or back to the acting combatant).
    std::vector<std::string> m_answered;
    QString m_followedActing;
    std::vector<std::string> m_followedOffers;
    std::optional<engine::FollowUp> m_followedFollowUp;
    store::RuleWords m_words;
    // Each group's label is read when the Edit menu first shows it (nullopt until then): at load,
    // labelling every group of a long log cost a state copy and a replay per group.
    mutable std::vector<std::optional<QString>> m_undoLabels; // parallel to the engine's log, oldest first
    mutable std::vector<std::optional<QString>> m_redoLabels; // parallel to the engine's redo stack
    std::optional<engine::EncounterState> m_review;
    std::uint64_t m_reviewShown = 0;        // counts the review states shown, so timeline() knows a new one
    mutable engine::ProbeScratch m_judging; // judge()'s copy of the state
    mutable std::optional<std::pair<std::uint64_t, std::uint64_t>> m_timelineOf; // revision, review shown
    mutable std::optional<engine::Timeline> m_timeline;
    mutable std::optional<std::pair<std::uint64_t, std::uint64_t>> m_actingOf; // as m_timelineOf
    bool m_announcingRevision = false; // stateChanged() is being emitted for a new revision
    mutable QString m_acting;
    mutable std::optional<std::uint64_t> m_performedAreaOf; // the revision m_performedArea was read at
    mutable std::optional<engine::AreaTemplate> m_performedArea;
    GridMap m_map;
};

} // namespace scouter::ui
