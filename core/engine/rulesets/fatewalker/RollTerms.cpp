// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/RollTerms.h"

#include "fatewalker/Answers.h"
#include "fatewalker/AttackKinds.h"
#include "fatewalker/CombatSetup.h"
#include "fatewalker/FwPlan.h"
#include "fatewalker/FwRules.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace scouter::engine::fatewalker {

namespace {

// «Running leaps require at least 5m of running distance and suffer a -3 penalty to the roll for
// each meter short», a started metre counting.
RollTerms leapTerms(const EncounterState& state, const Fighter& fighter) {
    RollTerms terms;
    if (!fighter.movement) {
        return terms;
    }
    const double ran = fighter.movement->rate / 6.0 * std::max(0, clock::now(state) - fighter.movement->since);
    if (ran < 5.0) {
        const int metres = static_cast<int>(std::ceil(5.0 - ran - 1e-9));
        addTerm(terms, -3 * metres, fmt::format("{} m short of the leap's 5 m run", metres));
    }
    return terms;
}

// What the open attack puts on its answer (the answer tables, the attack's own words), and a
// reactive Hold's «bonus equal to the current Hold value».
RollTerms answerTerms(const EncounterState& state, const ActionArguments& command, const Row& row) {
    RollTerms terms;
    const auto& open = clock::rulesOf(state).combat.open;
    if (!open || open->target != command.who) {
        return terms;
    }
    const Fighter& reactor = clock::fighterOf(state, command.who);
    AnswerSituation situation;
    situation.dodge = row.name == "friendly-fire" ? command.option : std::string();
    situation.holdsAttacker = reactor.bind && reactor.bind->with == open->attacker && reactor.bind->hold &&
                              reactor.bind->holder == command.who;
    const auto kind = attackKind(open->action).value_or(AttackKind{});
    const auto judgement = judgeAnswer(row.name, AttackSeen{open->action, kind, open->projectile}, situation);
    if (judgement.refusal) {
        return terms;
    }
    addTerms(terms, judgement.terms);
    if (row.name == "hold" && reactor.bind && reactor.bind->hold) {
        addTerm(terms, *reactor.bind->hold, "the current Hold value"); // «Successive hold maneuvers»
    }
    return terms;
}

} // namespace

RollTerms rollTerms(const EncounterState& state, const ActionArguments& command, const RollWay& way) {
    RollTerms terms;
    const Combatant* actor = state.find(command.who);
    const Row* row = findRow(command.action);
    if (actor == nullptr || row == nullptr) {
        return terms;
    }
    const Fighter& fighter = clock::fighterOf(state, command.who);
    addTerms(terms, baseTerms(*actor, fighter, command, *row));
    if (row->name == "leap") {
        addTerms(terms, leapTerms(state, fighter));
    }
    if (way.coverShot) {
        addTerm(terms, -2, "Full Auto's free preemptive shot"); // «Free preemptive shot at -2»
    }
    if (!command.target.empty() && row->attack && state.find(command.target) != nullptr) {
        addTerms(terms, combat::attackSituationTerms(state, command, *row));
    }
    if (way.answering) {
        addTerms(terms, answerTerms(state, command, *row));
    }
    return terms;
}

std::string describeTerm(const RollTerm& term) {
    // The minus sign the log's «(roll −2)» uses, so the form and the log read alike.
    return fmt::format("{}{} ({})", term.value < 0 ? "−" : "+", std::abs(term.value), term.reason);
}

std::vector<std::string> describeTerms(const RollTerms& terms) {
    std::vector<std::string> notes;
    notes.reserve(terms.size() + 1);
    for (const auto& term : terms) {
        notes.push_back(describeTerm(term));
    }
    if (terms.size() > 1) {
        const int total = sumOf(terms);
        notes.push_back(total == 0 ? std::string("roll ±0 in all")
                                   : fmt::format("roll {}{} in all", total < 0 ? "−" : "+", std::abs(total)));
    }
    return notes;
}

} // namespace scouter::engine::fatewalker
