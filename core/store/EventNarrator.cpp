// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventNarrator.h"

#include "CommandOutcomes.h"
#include "RuleWords.h"
#include "rules/Possessive.h"
#include "rules/SideChange.h"

#include <type_traits>

namespace scouter::store {

namespace {

QString q(const std::string& text) {
    return QString::fromStdString(text);
}

QString plural(int count, const QString& one, const QString& many) {
    return QStringLiteral("%1 %2").arg(count).arg(count == 1 ? one : many);
}

QStringList ids(const std::vector<std::string>& list) {
    QStringList out;
    for (const auto& id : list) {
        out.append(q(id));
    }
    return out;
}

QStringList membersOf(const std::string& slotId, const engine::EncounterState& state) {
    if (const engine::Slot* slot = state.findSlot(slotId)) {
        return ids(slot->members);
    }
    return {q(slotId)};
}

QString names(const std::vector<std::string>& list, const engine::EncounterState& state) {
    QStringList out;
    for (const auto& id : list) {
        out.append(EventNarrator::name(id, state));
    }
    return out.join(QStringLiteral(", "));
}

} // namespace

QString EventNarrator::title(const std::string& kebab) {
    QString out = q(kebab);
    bool start = true;
    for (auto& c : out) {
        if (c == QLatin1Char('-')) {
            c = QLatin1Char(' ');
            start = true;
        } else if (start) {
            c = c.toUpper();
            start = false;
        }
    }
    return out;
}

QString EventNarrator::name(const std::string& id, const engine::EncounterState& state) {
    if (const engine::Combatant* c = state.find(id)) {
        return q(c->name.empty() ? c->id : c->name);
    }
    if (const engine::Slot* slot = state.findSlot(id); slot != nullptr && slot->members.size() > 1) {
        return title(id);
    }
    return q(id);
}

QString EventNarrator::capitalized(QString text) {
    if (!text.isEmpty()) {
        text[0] = text[0].toUpper();
    }
    return text;
}

QString EventNarrator::possessive(const QString& name) {
    return q(engine::possessive(name.toStdString()));
}

QString EventNarrator::duration(const engine::Duration& until, const engine::EncounterState& state) {
    const QString anchor = name(until.anchor, state);
    switch (until.kind) {
    case engine::DurationKind::Manual:
        return QStringLiteral("until removed");
    case engine::DurationKind::StartOfTurn:
        return QStringLiteral("until the start of %1 turn %2").arg(possessive(anchor)).arg(until.turn);
    case engine::DurationKind::EndOfTurn:
        return QStringLiteral("until the end of %1 turn %2").arg(possessive(anchor)).arg(until.turn);
    case engine::DurationKind::EndOfRound:
        return QStringLiteral("until the end of round %1").arg(until.round);
    case engine::DurationKind::SlotInRound:
        return QStringLiteral("until %1 turn in round %2 ends").arg(possessive(anchor)).arg(until.round);
    }
    return {};
}

EventNarrator::Line EventNarrator::narrate(const engine::Event& event, const engine::EncounterState& before,
                                           const RuleWords& rules) {
    const auto& s = before;
    Line line = std::visit(
        [&s, &rules](const auto& e) -> Line {
            using T = std::decay_t<decltype(e)>;
            namespace ev = engine::events;
            if constexpr (std::is_same_v<T, ev::SurpriseMarked>) {
                return {QStringLiteral("%1 is surprised").arg(name(e.who, s)), {q(e.who)}};
            } else if constexpr (std::is_same_v<T, ev::InitiativeSet>) {
                QString text = QStringLiteral("%1: Initiative %2").arg(name(e.slot, s)).arg(e.value);
                if (e.roll) {
                    text += QStringLiteral(" (rolled %1)").arg(*e.roll);
                }
                return {text, membersOf(e.slot, s)};
            } else if constexpr (std::is_same_v<T, ev::TieRolled>) {
                QStringList parts;
                for (std::size_t i = 0; i < e.slots.size() && i < e.faces.size(); ++i) {
                    parts.append(QStringLiteral("%1 %2").arg(name(e.slots[i], s)).arg(e.faces[i]));
                }
                return {QStringLiteral("Tie roll-off: %1").arg(parts.join(QStringLiteral(", "))), {}};
            } else if constexpr (std::is_same_v<T, ev::TieBroken>) {
                return {QStringLiteral("Tie broken: %1").arg(names(e.order, s)), {}};
            } else if constexpr (std::is_same_v<T, ev::PendingRaised>) {
                return {QStringLiteral("Waiting for %1").arg(rules.decisionTitle(*e.decision)),
                        ids(e.decision->subjects)};
            } else if constexpr (std::is_same_v<T, ev::PendingAnswered>) {
                if (s.pending.empty()) {
                    return {QStringLiteral("Decided: %1").arg(names(e.choice, s)), {}};
                }
                const engine::PendingDecision& decided = s.pending.front();
                return {QStringLiteral("%1: %2").arg(EventNarrator::capitalized(rules.decisionTitle(decided)),
                                                     rules.decisionAnswer(s, decided, e.choice)),
                        ids(decided.subjects)};
            } else if constexpr (std::is_same_v<T, ev::EncounterStarted>) {
                return {e.surpriseRound ? QStringLiteral("The encounter begins with a surprise round")
                                        : QStringLiteral("The encounter begins"),
                        {}};
            } else if constexpr (std::is_same_v<T, ev::RoundStarted>) {
                return {QStringLiteral("Round %1 begins").arg(e.round), {}};
            } else if constexpr (std::is_same_v<T, ev::TurnStarted>) {
                return {e.skipped ? QStringLiteral("%1 turn is skipped").arg(possessive(name(e.slot, s)))
                                  : QStringLiteral("%1 turn").arg(possessive(name(e.slot, s))),
                        membersOf(e.slot, s)};
            } else if constexpr (std::is_same_v<T, ev::TurnEnded>) {
                return {QStringLiteral("%1 turn ends").arg(possessive(name(e.slot, s))), membersOf(e.slot, s)};
            } else if constexpr (std::is_same_v<T, ev::RoundEnded>) {
                return {QStringLiteral("Round %1 ends").arg(e.round), {}};
            } else if constexpr (std::is_same_v<T, ev::Moved>) {
                const engine::Combatant* c = s.find(e.who);
                const int squares = c ? engine::distance(c->at, e.to) : 0;
                return {QStringLiteral("%1 moves to [%2, %3] (%4)")
                            .arg(name(e.who, s))
                            .arg(e.to.x)
                            .arg(e.to.y)
                            .arg(plural(squares, QStringLiteral("square"), QStringLiteral("squares"))),
                        {q(e.who)}};
            } else if constexpr (std::is_same_v<T, ev::EffectAdded>) {
                const engine::Effect& effect = *e.effect;
                const QString what = effect.kind == engine::EffectKind::Condition
                                         ? rules.condition(effect.name)
                                         : title(std::string(engine::toString(effect.kind)));
                return {QStringLiteral("%1: %2 %3").arg(name(effect.owner, s), what, duration(effect.until, s)),
                        {q(effect.owner)}};
            } else if constexpr (std::is_same_v<T, ev::EffectRemoved>) {
                for (const auto& effect : s.effects) {
                    if (effect.id == e.id) {
                        const QString what = effect.kind == engine::EffectKind::Condition
                                                 ? rules.condition(effect.name)
                                                 : title(std::string(engine::toString(effect.kind)));
                        return {QStringLiteral("%1: %2 ends (%3)").arg(name(effect.owner, s), what, q(e.why)),
                                {q(effect.owner)}};
                    }
                }
                return {QStringLiteral("An effect ends (%1)").arg(q(e.why)), {}};
            } else if constexpr (std::is_same_v<T, ev::RelationSet>) {
                return {QStringLiteral("%1 and %2 are now %3")
                            .arg(name(e.a, s), name(e.b, s),
                                 e.allies ? QStringLiteral("Allies") : QStringLiteral("Opponents")),
                        {q(e.a), q(e.b)}};
            } else if constexpr (std::is_same_v<T, ev::CombatantLeft>) {
                return {
                    QStringLiteral("%1 leaves the encounter (%2)").arg(name(e.who, s), rules.choice("leave", e.reason)),
                    {q(e.who)}};
            } else if constexpr (std::is_same_v<T, ev::EncounterEnded>) {
                return {QStringLiteral("The encounter ends: %1").arg(rules.choice("end", e.outcome)), {}};
            } else if constexpr (std::is_same_v<T, ev::OffersSet>) {
                const engine::events::Offer& offer = *e.offer;
                if (!offer.declined.empty()) {
                    QString text = QStringLiteral("%1 declines the %2").arg(name(offer.declined, s), rules.offerName());
                    if (!offer.ids.empty()) {
                        text += QStringLiteral("; %1 may still take one").arg(names(offer.ids, s));
                    }
                    return {text, ids(offer.ids) << q(offer.declined)};
                }
                if (offer.ids.empty()) {
                    return {QStringLiteral("No %1 is offered").arg(rules.offerName()), {}};
                }
                return {QStringLiteral("%1 may take a %2 against %3 (%4)")
                            .arg(names(offer.ids, s), rules.offerName(), name(offer.actor, s), title(offer.kind)),
                        ids(offer.ids) << q(offer.actor)};
            } else if constexpr (std::is_same_v<T, ev::SkipMarked>) {
                return {QStringLiteral("%1 turn will be skipped").arg(possessive(name(e.slot, s))),
                        membersOf(e.slot, s)};
            } else if constexpr (std::is_same_v<T, ev::SideChanged>) {
                return {QStringLiteral("%1 goes over to %2")
                            .arg(name(e.who, s), q(engine::SideChange::sideWords(s, e.side, e.who))),
                        {q(e.who)}};
            } else if constexpr (std::is_same_v<T, ev::RulesetEvent>) {
                if (e.body == nullptr) {
                    return {};
                }
                QStringList who;
                for (const auto& id : e.body->references()) {
                    if (s.find(id) != nullptr) {
                        who.append(q(id));
                    }
                }
                const std::string text =
                    e.body->wordsGiven([&s](const std::string& id) { return name(id, s).toStdString(); }, s);
                return {QString::fromStdString(text), who};
            } else {
                static_assert(std::is_same_v<T, void>, "every event needs words in the log");
                return {};
            }
        },
        event);
    line.kind = kindOf(event);
    return line;
}

// "setInitiative" → "Set initiative", "maneuver" stays for groups whose command is not known.
QString EventNarrator::words(const std::string& type) {
    QString out;
    for (const QChar c : q(type)) {
        if (c.isUpper()) {
            out += QLatin1Char(' ');
            out += c.toLower();
        } else {
            out += c;
        }
    }
    out.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!out.isEmpty()) {
        out[0] = out[0].toUpper();
    }
    return out;
}

namespace {

// What a stored command without a maneuver did, in the Edit menu's words, read from its events: a
// resumed encounter's commands were labelled by whoever made them, and the events say it best.
// `names` is any state that knows the combatants.
QString commandLabel(const engine::CommandGroup& group, const engine::EncounterState& names, const RuleWords& rules) {
    const auto name = [&names](const std::string& id) {
        const engine::Combatant* c = names.find(id);
        return c != nullptr ? q(c->name.empty() ? c->id : c->name) : EventNarrator::words(id);
    };
    QString label = EventNarrator::words(group.command);
    const std::string& type = group.command;
    for (const auto& event : group.events) {
        // Only commands about one combatant are named after it: "start" adds effects to many.
        std::string who;
        const engine::EventFacts facts = rules.facts(names, event);
        if (!facts.pools.empty() && rules.quickAmount(type) != nullptr) {
            who = facts.pools.front().who;
        } else if (!facts.subject.empty()) {
            who = facts.subject;
        } else if (const auto* added = std::get_if<engine::events::EffectAdded>(&event);
                   added != nullptr && type == "condition") {
            who = added->effect->owner;
        } else if (const auto* removed = std::get_if<engine::events::CombatantLeft>(&event);
                   removed != nullptr && type == "leave") {
            who = removed->who;
        } else if (const auto* initiative = std::get_if<engine::events::InitiativeSet>(&event);
                   initiative != nullptr && type == "setInitiative") {
            who = initiative->slot;
        } else if (const auto* ended = std::get_if<engine::events::TurnEnded>(&event);
                   ended != nullptr && type == "endTurn") {
            who = ended->slot;
        }
        if (!who.empty()) {
            return name(who) + QStringLiteral(": ") + label;
        }
    }
    return label;
}

QString signedAmount(int amount) {
    // A true minus sign: "Mana −10" reads as a loss, not a hyphen.
    return amount < 0 ? QStringLiteral("\u2212%1").arg(-amount) : QStringLiteral("+%1").arg(amount);
}

// "12 damage (Prone, Defeated)", "Inspired": what came of a command for one combatant.
// `withPools`: its other pools' changes too (the actor's are the maneuver's cost, said after the label).
QString outcomeWords(const CommandOutcomes::Outcome& outcome, bool withPools) {
    QStringList parts;
    if (outcome.lost > 0) {
        parts.append(QStringLiteral("%1 damage").arg(outcome.lost));
    }
    if (outcome.healed > 0) {
        parts.append(QStringLiteral("%1 %2 healed").arg(outcome.healed).arg(outcome.healedPool));
    }
    for (const auto& [pool, amount] : outcome.changes) {
        if (withPools && amount != 0) {
            parts.append(QStringLiteral("%1 %2").arg(pool, signedAmount(amount)));
        }
    }
    QString text = parts.join(QStringLiteral(", "));
    if (!outcome.caused.isEmpty()) {
        const QString caused = outcome.caused.join(QStringLiteral(", "));
        text = text.isEmpty() ? caused : QStringLiteral("%1 (%2)").arg(text, caused);
    }
    return text;
}

// A ruleset's own events say what happened in its words ("Ash attacks Bex (melee): 15 against
// Defense 11, hit"): a command that made some is labelled with them, in order.
QString rulesetWords(const engine::CommandGroup& group, const engine::EncounterState& before) {
    QStringList sentences;
    for (const auto& event : group.events) {
        const auto* own = std::get_if<engine::events::RulesetEvent>(&event);
        if (own == nullptr || own->body == nullptr || !own->body->labelsCommand()) {
            continue;
        }
        const std::string text = own->body->words(
            [&before](const std::string& id) { return EventNarrator::name(id, before).toStdString(); });
        if (!text.empty()) {
            sentences.append(QString::fromStdString(text));
        }
    }
    return sentences.join(QStringLiteral("; "));
}

// "Ash: Attack (Heavy) → Fighter 2, hit, 12 damage (Prone); Bex: Inspired".
QString maneuverLabel(const engine::Headline& used, const CommandOutcomes& outcomes,
                      const engine::EncounterState& before, const RuleWords& rules) {
    QString text = used.move.empty() ? QStringLiteral("%1: %2").arg(EventNarrator::name(used.who, before),
                                                                    rules.maneuver(used.maneuver))
                                     : QStringLiteral("%1: %2 (%3)")
                                           .arg(EventNarrator::name(used.who, before),
                                                QString::fromStdString(used.move), rules.maneuver(used.maneuver));
    if (!used.option.empty()) {
        text += QStringLiteral(" (%1)").arg(rules.option(used.option));
    }
    if (!used.target.empty()) {
        text += QStringLiteral(" → %1").arg(EventNarrator::name(used.target, before));
    }
    // Its own attack's outcome after its target; an attack it answered, after that attack.
    for (const auto& attack : outcomes.attacks()) {
        const QString word = QString::fromStdString(attack.word);
        if (attack.attacker == used.who && attack.target == used.target) {
            text += QStringLiteral(", ") + word;
        } else {
            text += QStringLiteral(" → %1 %2, %3")
                        .arg(EventNarrator::possessive(EventNarrator::name(attack.attacker, before)),
                             rules.maneuver(attack.attack), word);
        }
    }
    QStringList others;
    for (const auto& outcome : outcomes.all()) {
        const QString words = outcomeWords(outcome, outcome.who != used.who);
        if (words.isEmpty()) {
            continue;
        }
        if (outcome.who == used.target) {
            text += QStringLiteral(", ") + words;
        } else {
            others.append(QStringLiteral("%1: %2").arg(EventNarrator::name(outcome.who, before), words));
        }
    }
    if (!others.isEmpty()) {
        text += QStringLiteral("; ") + others.join(QStringLiteral("; "));
    }
    if (!outcomes.offered().empty()) {
        text += QStringLiteral("; %1 may answer with a %2").arg(names(outcomes.offered(), before), rules.offerName());
    }
    return text;
}

// A hand entry names its amount ("Fighter 2: Damage 12", "Ash: Mana −10") and what it caused.
QString handEntryLabel(const engine::CommandGroup& group, const CommandOutcomes& outcomes,
                       const engine::EncounterState& before, const RuleWords& rules) {
    QString text = commandLabel(group, before, rules);
    const std::string& type = group.command;
    using Shown = engine::QuickAmount::Shown;
    const engine::QuickAmount* quick = rules.quickAmount(type);
    // A quick entry's amount, as the ruleset says the log shows it (Ruleset::quickAmounts).
    if (quick != nullptr) {
        for (const auto& outcome : outcomes.all()) {
            if (quick->shown == Shown::Damage && outcome.lost > 0) {
                text += QStringLiteral(" %1").arg(outcome.lost);
            } else if (quick->shown == Shown::Healing && outcome.healed > 0) {
                text += QStringLiteral(" %1").arg(outcome.healed);
            } else if (quick->shown == Shown::Change && outcome.firstChange() != 0) {
                text += QStringLiteral(" %1").arg(signedAmount(outcome.firstChange()));
            }
        }
    }
    for (const auto& event : group.events) {
        if (const auto* set = std::get_if<engine::events::InitiativeSet>(&event); set && type == "setInitiative") {
            QString entered =
                QStringLiteral("%1: Initiative %2").arg(EventNarrator::name(set->slot, before)).arg(set->value);
            if (set->roll) {
                entered += QStringLiteral(" (rolled %1)").arg(*set->roll);
            }
            return entered;
        }
        if (const auto* added = std::get_if<engine::events::EffectAdded>(&event);
            added && type == "condition" && added->effect->kind == engine::EffectKind::Condition) {
            return QStringLiteral("%1: %2 added")
                .arg(EventNarrator::name(added->effect->owner, before), rules.condition(added->effect->name));
        }
        if (const auto* removed = std::get_if<engine::events::EffectRemoved>(&event); removed && type == "condition") {
            for (const auto& effect : before.effects) {
                if (effect.id == removed->id && effect.kind == engine::EffectKind::Condition) {
                    return QStringLiteral("%1: %2 removed")
                        .arg(EventNarrator::name(effect.owner, before), rules.condition(effect.name));
                }
            }
        }
        if (const auto* offers = std::get_if<engine::events::OffersSet>(&event);
            offers != nullptr && type == "decline" && !offers->offer->declined.empty()) {
            return QStringLiteral("%1 declines the %2")
                .arg(EventNarrator::name(offers->offer->declined, before), rules.offerName());
        }
        if (const auto* answered = std::get_if<engine::events::PendingAnswered>(&event);
            answered != nullptr && !before.pending.empty()) {
            const engine::PendingDecision& decided = before.pending.front();
            return QStringLiteral("%1: %2").arg(EventNarrator::capitalized(rules.decisionTitle(decided)),
                                                rules.decisionAnswer(before, decided, answered->choice));
        }
        if (const auto* relation = std::get_if<engine::events::RelationSet>(&event)) {
            return QStringLiteral("%1 and %2 become %3")
                .arg(EventNarrator::name(relation->a, before), EventNarrator::name(relation->b, before),
                     relation->allies ? QStringLiteral("Allies") : QStringLiteral("Opponents"));
        }
        if (const auto* side = std::get_if<engine::events::SideChanged>(&event)) {
            return QStringLiteral("%1 goes over to %2")
                .arg(EventNarrator::name(side->who, before),
                     q(engine::SideChange::sideWords(before, side->side, side->who)));
        }
        if (const std::string subject = rules.facts(before, event).subject; !subject.empty()) {
            return QStringLiteral("%1: %2").arg(EventNarrator::name(subject, before), EventNarrator::words(type));
        }
        if (const auto* ended = std::get_if<engine::events::TurnEnded>(&event); ended && type == "skipTurn") {
            return QStringLiteral("%1: %2").arg(EventNarrator::name(ended->slot, before), EventNarrator::words(type));
        }
    }
    if (type == "end" && !outcomes.ending().isEmpty()) {
        return QStringLiteral("The encounter ends: %1").arg(outcomes.ending());
    }
    if (type == "leave" && !outcomes.all().empty()) {
        text = QStringLiteral("%1 %2").arg(EventNarrator::name(outcomes.all().front().who, before),
                                           outcomes.all().front().caused.value(0));
    } else if (quick != nullptr && !outcomes.all().empty()) {
        // What the amount caused: "Fighter 2: Damage 45 (Prone, Defeated); Bex: Inspired".
        const CommandOutcomes::Outcome& subject = outcomes.all().front();
        if (!subject.caused.isEmpty()) {
            text += QStringLiteral(" (%1)").arg(subject.caused.join(QStringLiteral(", ")));
        }
        for (std::size_t i = 1; i < outcomes.all().size(); ++i) {
            const CommandOutcomes::Outcome& other = outcomes.all()[i];
            if (!other.caused.isEmpty()) {
                text += QStringLiteral("; %1: %2")
                            .arg(EventNarrator::name(other.who, before), other.caused.join(QStringLiteral(", ")));
            }
        }
    }
    if (!outcomes.ending().isEmpty()) {
        text += QStringLiteral("; the encounter ends: %1").arg(outcomes.ending());
    }
    return text;
}

} // namespace

QString EventNarrator::label(const engine::CommandGroup& group, const engine::EncounterState& before,
                             const RuleWords& rules) {
    CommandOutcomes outcomes(before, rules);
    for (const auto& event : group.events) {
        outcomes.add(event);
    }
    if (outcomes.headline()) {
        QString text = maneuverLabel(*outcomes.headline(), outcomes, before, rules);
        if (!outcomes.ending().isEmpty()) {
            text += QStringLiteral("; the encounter ends: %1").arg(outcomes.ending());
        }
        return text;
    }
    if (QString own = rulesetWords(group, before); !own.isEmpty()) {
        if (!outcomes.ending().isEmpty()) {
            own += QStringLiteral("; the encounter ends: %1").arg(outcomes.ending());
        }
        return own;
    }
    return handEntryLabel(group, outcomes, before, rules);
}

QString EventNarrator::kindOf(const engine::Event& event) {
    namespace ev = engine::events;
    if (std::holds_alternative<ev::OffersSet>(event)) {
        return QStringLiteral("maneuvers");
    }
    if (std::holds_alternative<ev::EffectAdded>(event) || std::holds_alternative<ev::EffectRemoved>(event)) {
        return QStringLiteral("conditions");
    }
    if (std::holds_alternative<ev::Moved>(event)) {
        return QStringLiteral("movement");
    }
    if (std::holds_alternative<ev::TurnStarted>(event) || std::holds_alternative<ev::TurnEnded>(event) ||
        std::holds_alternative<ev::RoundStarted>(event) || std::holds_alternative<ev::RoundEnded>(event) ||
        std::holds_alternative<ev::EncounterStarted>(event) || std::holds_alternative<ev::EncounterEnded>(event)) {
        return QStringLiteral("turns");
    }
    if (std::holds_alternative<ev::PendingRaised>(event) || std::holds_alternative<ev::PendingAnswered>(event) ||
        std::holds_alternative<ev::TieRolled>(event) || std::holds_alternative<ev::TieBroken>(event)) {
        return QStringLiteral("decisions");
    }
    if (const auto* own = std::get_if<ev::RulesetEvent>(&event); own != nullptr && own->body != nullptr) {
        return QString::fromUtf8(own->body->logKind().data(), static_cast<qsizetype>(own->body->logKind().size()));
    }
    return QStringLiteral("other");
}

} // namespace scouter::store
