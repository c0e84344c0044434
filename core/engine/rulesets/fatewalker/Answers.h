// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/AttackKinds.h"
#include "fatewalker/RollTerm.h"

#include <optional>
#include <string>
#include <string_view>

namespace scouter::engine::fatewalker {

// How an answer resolves against the attack it answers (contract section 8).
enum class AnswerFamily {
    Evasion,    // cancels successes; the defender wins a tie
    Cancelling, // sprawl, reactive slip, grapple, hold: as an evasion
    ParryBlock, // rolls damage that cancels the attack's
    Unbalance,  // stops the attack and delays the attacker
    Counter,    // a counterattack: the more successes wins, both take damage on a tie
};

// The family of a reaction that can answer an attack, or nullopt for one that answers none
// (Evade AoE, Engage, Footwork, ...).
[[nodiscard]] std::optional<AnswerFamily> answerFamily(std::string_view reaction);
// Footwork dice serve parries, blocks and evasions, not counterattacks.
[[nodiscard]] bool takesFootworkDice(std::string_view reaction);

// The attack being answered, as the answer sees it.
struct AttackSeen {
    std::string action;
    AttackKind kind;
    std::string projectile = "bullet"; // a shot's weapon projectile
};

// Who is answering, beyond the reaction's name.
struct AnswerSituation {
    std::string dodge;          // friendly-fire: the dodge it modifies (dodge, sidestep, leaping-dodge)
    bool holdsAttacker = false; // the answerer holds the attacker in a Hold (a reactive Hold answers its Slip)
};

// Whether `reaction` may answer the attack, and the modifier the attack puts on it.
struct AnswerJudgement {
    std::optional<std::string> refusal; // the rule that forbids it, in the ARC's words
    RollTerms terms;                    // the modifier term by term, with the rule behind each
    int modifier = 0;
    AnswerFamily family = AnswerFamily::Evasion;
};

[[nodiscard]] AnswerJudgement judgeAnswer(std::string_view reaction, const AttackSeen& attack,
                                          const AnswerSituation& situation);

} // namespace scouter::engine::fatewalker
