// SPDX-License-Identifier: GPL-3.0-or-later
#include "encounter/EncounterController.h"

#include "StdText.h"
#include "rules/CommandInput.h"

#include "EncounterSession.h"
#include "EventNarrator.h"

#include <QScopedValueRollback>

#include <algorithm>
#include <exception>
#include <optional>
#include <string_view>

namespace scouter::ui {

namespace {

// A form read by the ruleset, then judged by `judge`; an unreadable one is refused with the reader's
// message.
template <class Judge>
engine::CommandProbe judgedAsRead(const engine::Ruleset& ruleset, const engine::CommandForm& form, Judge judge) {
    engine::CommandReading reading = ruleset.readCommand(form);
    if (const auto* problem = std::get_if<engine::FormProblem>(&reading)) {
        return {false, problem->message, {}, {}};
    }
    return judge(std::get<engine::Command>(reading));
}

// What a review answers every command, tried or judged.
constexpr std::string_view kReviewRefusal = "This encounter is open for review: it cannot be changed";

// A label moved from one stack to the other, or a known empty one when the stack was empty.
std::optional<QString> takeLast(std::vector<std::optional<QString>>& labels) {
    if (labels.empty()) {
        return QString();
    }
    std::optional<QString> last = std::move(labels.back());
    labels.pop_back();
    return last;
}

} // namespace

EncounterController::EncounterController(std::unique_ptr<store::EncounterSession> session, QString title, Grid grid,
                                         QObject* parent)
    : QObject(parent), m_session(std::move(session)), m_title(std::move(title)), m_grid(grid) {
    forgetReadingsOnChange();
    readLabels();
    followPlay();
}

EncounterController::EncounterController(std::unique_ptr<engine::Encounter> encounter, QString title, Grid grid,
                                         QObject* parent)
    : QObject(parent), m_memory(std::move(encounter)), m_title(std::move(title)), m_grid(grid) {
    forgetReadingsOnChange();
    readLabels();
    followPlay();
}

EncounterController::~EncounterController() = default;

void EncounterController::forgetReadingsOnChange() {
    // Connected first, so every view that follows the change reads the new timeline and who acts; the engine's
    // revision already tells a change, and whoever announces one without it is believed too.
    connect(this, &EncounterController::stateChanged, this, [this] {
        // A change that comes with a new revision needs no forgetting: what was read for that
        // revision (afterChange reads both) is kept, or each command read a timeline of 200 lanes
        // twice.
        if (m_announcingRevision) {
            return;
        }
        m_timelineOf.reset();
        m_actingOf.reset();
    });
}

void EncounterController::readLabels() {
    const engine::Encounter& e = encounter();
    m_words = store::RuleWords(e.ruleset());
    m_undoLabels.assign(e.log().size(), std::nullopt);
    m_redoLabels.assign(e.redoStack().size(), std::nullopt);
}

const engine::Encounter& EncounterController::encounter() const {
    return m_session ? m_session->encounter() : *m_memory;
}

const engine::EncounterState& EncounterController::state() const {
    return m_review ? *m_review : encounter().state();
}

std::pair<std::uint64_t, std::uint64_t> EncounterController::shownRevision() const {
    return {encounter().revision(), m_review ? m_reviewShown : 0};
}

const std::optional<engine::Timeline>& EncounterController::timeline() const {
    const std::pair<std::uint64_t, std::uint64_t> of = shownRevision();
    if (m_timelineOf != of) {
        m_timeline = encounter().ruleset().timeline(state());
        m_timelineOf = of;
    }
    return m_timeline;
}

const std::optional<engine::AreaTemplate>& EncounterController::performedArea() const {
    static const std::optional<engine::AreaTemplate> none;
    const auto& log = encounter().log();
    if (m_review || log.empty()) {
        return none;
    }
    // Read once per state: both grids ask on every selection and target change too.
    if (m_performedAreaOf != encounter().revision()) {
        m_performedArea.reset();
        for (const auto& event : log.back().events) {
            if (auto laid = m_words.facts(state(), event).area) {
                m_performedArea = std::move(laid);
            }
        }
        m_performedAreaOf = encounter().revision();
    }
    return m_performedArea;
}

void EncounterController::showReviewState(engine::EncounterState state) {
    m_review = std::move(state);
    ++m_reviewShown;
    Q_EMIT stateChanged();
}

void EncounterController::setMap(GridMap map) {
    if (map == m_map) {
        return;
    }
    m_map = std::move(map);
    Q_EMIT mapChanged();
}

qint64 EncounterController::encounterId() const {
    return m_session ? m_session->encounterId() : -1;
}

qint64 EncounterController::storedCommands() const {
    return m_session ? m_session->commands() : static_cast<qint64>(encounter().log().size());
}

engine::CommandResult EncounterController::submit(const engine::Command& command) {
    return submit(command, {});
}

engine::CommandResult EncounterController::submit(const engine::CommandForm& form) {
    engine::CommandReading reading = encounter().ruleset().readCommand(form);
    if (const auto* problem = std::get_if<engine::FormProblem>(&reading)) {
        Q_EMIT refused(q(problem->message));
        return {false, problem->message};
    }
    const auto answers = form.arguments.find(engine::CommandInput::kAnswersOffer);
    const auto who = form.arguments.find("who");
    const bool answered = answers != form.arguments.end() && answers->second == engine::FormValue(true) &&
                          who != form.arguments.end() && std::holds_alternative<std::string>(who->second);
    return submit(std::get<engine::Command>(reading), answered ? std::get<std::string>(who->second) : std::string());
}

engine::CommandProbe EncounterController::probe(const engine::CommandForm& form) const {
    return judgedAsRead(encounter().ruleset(), form, [this](const engine::Command& command) { return probe(command); });
}

engine::CommandResult EncounterController::submit(const engine::Command& command, const std::string& answeredBy) {
    engine::CommandResult result;
    if (m_review) {
        result.message = std::string(kReviewRefusal);
        Q_EMIT refused(QString::fromStdString(result.message));
        return result;
    }
    // A stored session describes each command once (its log entry, its search texts); an encounter
    // in memory only is narrated here, from the state before it.
    std::optional<engine::EncounterState> before;
    try {
        if (m_session) {
            result = m_session->submit(command, {});
        } else {
            before = state();
            result = m_memory->submit(command);
        }
    } catch (const std::exception& error) {
        // The engine left the state as it was; the table hears why instead of losing the app.
        result = {false, error.what()};
    }
    if (!result.accepted) {
        Q_EMIT refused(q(result.message));
        return result;
    }
    m_undoLabels.emplace_back(m_session ? m_session->lastEntry().label
                                        : store::EventNarrator::label(encounter().log().back(), *before, m_words));
    m_redoLabels.clear();
    const bool answered = !answeredBy.empty();
    if (answered) {
        m_answered.push_back(answeredBy);
    }
    afterChange(answered);
    return result;
}

engine::CommandProbe EncounterController::probe(const engine::Command& command) const {
    if (m_review) {
        return {false, std::string(kReviewRefusal), {}, {}};
    }
    return encounter().probe(command);
}

engine::CommandProbe EncounterController::judge(const engine::CommandForm& form) const {
    return judgedAsRead(encounter().ruleset(), form, [this](const engine::Command& command) { return judge(command); });
}

engine::CommandProbe EncounterController::judge(const engine::Command& command) const {
    if (m_review) {
        return {false, std::string(kReviewRefusal), {}, {}};
    }
    return encounter().probe(command, m_judging);
}

bool EncounterController::undo() {
    if (m_review) {
        return false;
    }
    const bool done = m_session ? m_session->undo() : m_memory->undo();
    if (done) {
        m_redoLabels.push_back(takeLast(m_undoLabels));
        // Who answered is not in the state: after a step back every offeree decides again.
        const bool answered = !m_answered.empty();
        m_answered.clear();
        afterChange(answered);
    }
    return done;
}

bool EncounterController::redo() {
    if (m_review) {
        return false;
    }
    const bool done = m_session ? m_session->redo() : m_memory->redo();
    if (done) {
        m_undoLabels.push_back(takeLast(m_redoLabels));
        const bool answered = !m_answered.empty();
        m_answered.clear();
        afterChange(answered);
    }
    return done;
}

bool EncounterController::canUndo() const {
    return !m_review && encounter().canUndo();
}
bool EncounterController::canRedo() const {
    return !m_review && encounter().canRedo();
}
QString EncounterController::undoLabel() const {
    if (!canUndo() || m_undoLabels.empty()) {
        return {};
    }
    std::optional<QString>& top = m_undoLabels.back();
    if (!top) {
        // Read against the state just before the group: the log up to it, replayed from the set-up.
        const engine::Encounter& e = encounter();
        const std::vector<engine::CommandGroup>& log = e.log();
        const std::size_t at = m_undoLabels.size() - 1;
        if (at >= log.size()) {
            return {};
        }
        engine::EncounterState before = e.initialState();
        for (std::size_t g = 0; g < at; ++g) {
            for (const auto& event : log[g].events) {
                e.ruleset().apply(before, event);
            }
        }
        top = store::EventNarrator::label(log[at], before, m_words);
    }
    return *top;
}
QString EncounterController::redoLabel() const {
    if (!canRedo() || m_redoLabels.empty()) {
        return {};
    }
    std::optional<QString>& top = m_redoLabels.back();
    if (!top) {
        // The redo stack's top is the next group to do again, read against the state now.
        const engine::Encounter& e = encounter();
        const std::size_t at = m_redoLabels.size() - 1;
        if (at >= e.redoStack().size()) {
            return {};
        }
        top = store::EventNarrator::label(e.redoStack()[at], e.state(), m_words);
    }
    return *top;
}

QString EncounterController::acting() const {
    // Read once per state: every view, menu and selection asks after each command (on a clock of
    // ticks each asking looked through every marker of the timeline).
    const std::pair<std::uint64_t, std::uint64_t> of = shownRevision();
    if (m_actingOf != of) {
        m_acting = actingNow();
        m_actingOf = of;
    }
    return m_acting;
}

QString EncounterController::actingNow() const {
    const auto& s = state();
    if (const std::optional<engine::Timeline>& timeline = this->timeline(); timeline && timeline->now) {
        return decidingOn(*timeline);
    }
    const engine::Slot* slot = s.findSlot(s.current);
    if (slot == nullptr) {
        return {};
    }
    // A group's members act in any order: the panel goes on to the next one who can still act, so
    // an NPC group's turn is played without picking each member on the board.
    QString first;
    for (const auto& member : slot->members) {
        const engine::Combatant* c = s.find(member);
        if (c == nullptr || !c->active) {
            continue;
        }
        if (first.isEmpty()) {
            first = q(member);
        }
        // Still able to act: standing, with something left this turn as the ruleset counts it.
        if (s.isStanding(*c) && encounter().ruleset().hasTurnLeft(s, member)) {
            return q(member);
        }
    }
    return first;
}

QString EncounterController::waitedFor() const {
    const std::optional<engine::Timeline>& timeline = this->timeline();
    return timeline && timeline->now && state().find(timeline->waiting) != nullptr ? q(timeline->waiting) : QString();
}

QString EncounterController::decidingOn(const engine::Timeline& timeline) const {
    // On a clock of ticks nobody has a turn: the one a pending decision waits for (a reaction),
    // else the first who owes a movement declaration, else the first with priority.
    const auto& s = state();
    if (s.find(timeline.waiting) != nullptr) {
        return q(timeline.waiting);
    }
    if (!s.pending.empty() && s.find(s.pending.front().who) != nullptr) {
        return q(s.pending.front().who);
    }
    for (const bool due : {true, false}) {
        for (const auto& marker : timeline.markers) {
            if (due ? marker.due : marker.priority) {
                return q(marker.who);
            }
        }
    }
    return {};
}

std::vector<std::string> EncounterController::stillToAnswer() const {
    std::vector<std::string> open;
    for (const auto& id : state().offers) {
        if (std::find(m_answered.begin(), m_answered.end(), id) == m_answered.end()) {
            open.push_back(id);
        }
    }
    return open;
}

QString EncounterController::answering() const {
    const auto offers = stillToAnswer();
    if (offers.empty()) {
        return {};
    }
    const auto count = static_cast<int>(offers.size());
    return q(offers[static_cast<std::size_t>(((m_answering % count) + count) % count)]);
}

QString EncounterController::declining() const {
    if (QString offeree = answering(); !offeree.isEmpty()) {
        return offeree;
    }
    const auto& offers = state().offers;
    const QString shown = selected();
    if (offers.empty() || std::find(offers.begin(), offers.end(), shown.toStdString()) != offers.end()) {
        return shown;
    }
    return q(offers.front());
}

void EncounterController::cycleAnswering(int step) {
    if (stillToAnswer().size() < 2) {
        return;
    }
    m_answering += step;
    m_picked.clear();
    Q_EMIT selectionChanged();
}

QString EncounterController::selected() const {
    if (!m_picked.isEmpty() && state().find(m_picked.toStdString()) != nullptr) {
        return m_picked;
    }
    const QString offeree = answering();
    return offeree.isEmpty() ? acting() : offeree;
}

void EncounterController::select(const QString& id) {
    if (id == m_picked) {
        return;
    }
    m_picked = id;
    Q_EMIT selectionChanged();
}

QString EncounterController::target() const {
    return targetFor(selected(), m_kind);
}

QString EncounterController::targetFor(const QString& who, engine::TargetKind kind) const {
    using engine::TargetKind;
    if (kind == TargetKind::None || kind == TargetKind::Self) {
        return {};
    }
    const auto& s = state();
    // Listed once, and searched by id: at 200 combatants each listing in words was a good part of
    // the panel's refresh, and only one of them is wanted.
    const std::vector<const engine::Combatant*> listed = candidates(who, kind);
    const auto has = [&listed](const std::string& id) {
        return std::any_of(listed.begin(), listed.end(), [&id](const engine::Combatant* c) { return c->id == id; });
    };
    const std::string self = who.toStdString();
    const std::string picked = m_targets.value(who).toStdString();
    if (kind != TargetKind::Attacker && !picked.empty() && has(picked)) {
        return q(picked);
    }
    // Answering an offer, or an attack the clock waits on, aims at whoever made it; defending an
    // ally aims at the one attacked.
    const bool offered = std::find(s.offers.begin(), s.offers.end(), self) != s.offers.end();
    const std::optional<engine::Timeline>& timeline = this->timeline();
    const std::string attacker = timeline && timeline->waiting == self ? timeline->answering : std::string();
    for (const std::string& preferred : {offered ? s.offerActor : attacker, s.lastAttack.target}) {
        if (!preferred.empty() && preferred != self && has(preferred)) {
            return q(preferred);
        }
    }
    if (kind == TargetKind::AllyOrSelf && has(self)) {
        return who;
    }
    return listed.empty() ? QString() : q(listed.front()->id);
}

void EncounterController::setTarget(const QString& id) {
    const QString who = selected();
    if (m_targets.value(who) == id && !id.isEmpty()) {
        return;
    }
    m_targets.insert(who, id);
    Q_EMIT targetChanged();
}

void EncounterController::setTargetKind(engine::TargetKind kind) {
    if (kind == m_kind) {
        return;
    }
    m_kind = kind;
    Q_EMIT targetChanged();
}

std::vector<const engine::Combatant*> EncounterController::candidates(const QString& who,
                                                                      engine::TargetKind kind) const {
    using engine::TargetKind;
    const auto& s = state();
    const engine::Combatant* self = s.find(who.toStdString());
    if (self == nullptr) {
        return {};
    }
    if (kind == TargetKind::Attacker) {
        // The attack answered: the last one made, else the one an offer is about, else the one
        // whose turn it is (a defence or a contest is declared before the attack lands).
        const QString turn = acting();
        for (const std::string& from : {s.lastAttack.attacker, s.offerActor, turn.toStdString()}) {
            const engine::Combatant* attacker = s.find(from);
            if (attacker != nullptr && attacker->id != self->id && s.isStanding(*attacker)) {
                return {attacker};
            }
        }
        return {};
    }
    std::vector<const engine::Combatant*> members;
    // In board order; on a clock of ticks there is no initiative order, so in set-up order.
    std::vector<std::string> ids;
    for (const auto& slotId : s.order) {
        if (const engine::Slot* slot = s.findSlot(slotId)) {
            ids.insert(ids.end(), slot->members.begin(), slot->members.end());
        }
    }
    if (s.order.empty() && timeline().has_value()) {
        for (const auto& c : s.combatants) {
            ids.push_back(c.id);
        }
    }
    for (const auto& id : ids) {
        const engine::Combatant* c = s.find(id);
        if (c == nullptr || !s.isStanding(*c)) {
            continue;
        }
        const bool itself = c->id == self->id;
        const bool opponent = !itself && s.isOpponent(*self, *c);
        const bool ally = !itself && !opponent;
        bool wanted = false;
        switch (kind) {
        case TargetKind::Ally:
            wanted = ally;
            break;
        case TargetKind::AllyOrSelf:
            wanted = ally || itself;
            break;
        case TargetKind::Any:
            wanted = true;
            break;
        case TargetKind::Other:
            wanted = !itself;
            break;
        default: // Opponent, and what ] cycles through when the maneuver takes no target
            wanted = opponent;
            break;
        }
        if (wanted) {
            members.push_back(c);
        }
    }
    if (kind == TargetKind::Any) {
        // Anyone, in the order they act from the actor on, the actor last: a place in the order
        // (a delay, behind an entry still to act) is aimed at the next to act, not at itself.
        const auto at = std::find(members.begin(), members.end(), self);
        if (at != members.end()) {
            std::rotate(members.begin(), at + 1, members.end());
        }
    } else {
        std::stable_sort(members.begin(), members.end(), [self](const auto* a, const auto* b) {
            return engine::distance(self->at, a->at) < engine::distance(self->at, b->at);
        });
    }
    if (kind == TargetKind::Other) {
        std::stable_partition(members.begin(), members.end(),
                              [self, &s](const auto* c) { return !s.isOpponent(*self, *c); });
    }
    return members;
}

QStringList EncounterController::targetsFor(const QString& who, engine::TargetKind kind) const {
    QStringList out;
    for (const engine::Combatant* c : candidates(who, kind)) {
        out.append(q(c->id));
    }
    return out;
}

void EncounterController::cycleTarget(int step) {
    const QString who = selected();
    const engine::TargetKind kind = m_kind == engine::TargetKind::None || m_kind == engine::TargetKind::Self
                                        ? engine::TargetKind::Opponent
                                        : m_kind;
    const QStringList targets = targetsFor(who, kind);
    if (targets.isEmpty()) {
        setTarget({});
        return;
    }
    const qsizetype at = targets.indexOf(targetFor(who, kind));
    const qsizetype count = targets.size();
    const qsizetype next = at < 0 ? (step >= 0 ? 0 : count - 1) : ((at + step) % count + count) % count;
    setTarget(targets.at(next));
}

QString EncounterController::displayName(const QString& id) const {
    return displayName(id.toStdString());
}

QString EncounterController::displayName(const std::string& id) const {
    if (const engine::Combatant* c = state().find(id)) {
        return q(c->name.empty() ? c->id : c->name);
    }
    return store::EventNarrator::words(id);
}

void EncounterController::afterChange(bool answered) {
    // The panel follows play: when the turn passes or an offer opens or closes, a pick of the
    // ARC's is let go so the one who now decides is shown.
    const QString actingNow = acting();
    if (state().offers != m_followedOffers) {
        m_answered.clear();
    }
    // What the rules ask for next: its combatant is shown at once (the target of a hit, to save).
    const std::optional<engine::FollowUp> next = followUp();
    const bool newFollowUp = next && next != m_followedFollowUp;
    const bool followUpDone = !next && m_followedFollowUp;
    m_followedFollowUp = next;
    // On a clock of ticks nobody has a turn to keep a pick through: after each command the panel
    // shows the one the rules wait for next (the one about to act after a preempt, say).
    const bool ticking = !m_picked.isEmpty() && timeline().has_value();
    if (answered || ticking || actingNow != m_followedActing || state().offers != m_followedOffers || newFollowUp ||
        followUpDone) {
        m_followedActing = actingNow;
        m_followedOffers = state().offers;
        m_answering = 0;
        m_picked = newFollowUp ? q(next->who) : QString();
        Q_EMIT selectionChanged();
    }
    {
        const QScopedValueRollback<bool> announcing(m_announcingRevision, true);
        Q_EMIT stateChanged();
    }
    if (newFollowUp) {
        Q_EMIT followUpOffered(*next);
    }
}

void EncounterController::followPlay() {
    m_followedActing = acting();
    m_followedOffers = state().offers;
    // An encounter opened on a hit whose save is not made yet shows that save's combatant.
    m_followedFollowUp = followUp();
    if (m_followedFollowUp) {
        m_picked = q(m_followedFollowUp->who);
    }
}

std::optional<engine::FollowUp> EncounterController::followUp() const {
    if (m_review) {
        return std::nullopt;
    }
    return encounter().ruleset().followUp(state());
}

} // namespace scouter::ui
