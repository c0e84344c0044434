// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/Answers.h"

#include "fatewalker/FwCatalogue.h"

#include <fmt/format.h>

#include <array>
#include <utility>

namespace scouter::engine::fatewalker {

namespace {

// An action by its catalogue label ("Quick Block"), never its id.
std::string label(std::string_view action) {
    const Row* row = findRow(action);
    return row != nullptr ? std::string(row->label) : std::string(action);
}

struct AnswerRow {
    std::string_view name;
    AnswerFamily family;
};

constexpr std::array kAnswerRows{
    AnswerRow{"dodge", AnswerFamily::Evasion},           AnswerRow{"sidestep", AnswerFamily::Evasion},
    AnswerRow{"leaping-dodge", AnswerFamily::Evasion},   AnswerRow{"redirect", AnswerFamily::Evasion},
    AnswerRow{"friendly-fire", AnswerFamily::Evasion},   AnswerRow{"dodge-missile", AnswerFamily::Evasion},
    AnswerRow{"parry", AnswerFamily::ParryBlock},        AnswerRow{"quick-parry", AnswerFamily::ParryBlock},
    AnswerRow{"power-parry", AnswerFamily::ParryBlock},  AnswerRow{"parry-projectile", AnswerFamily::ParryBlock},
    AnswerRow{"shield-block", AnswerFamily::ParryBlock}, AnswerRow{"block", AnswerFamily::ParryBlock},
    AnswerRow{"quick-block", AnswerFamily::ParryBlock},  AnswerRow{"martial-block", AnswerFamily::ParryBlock},
    AnswerRow{"leg-check", AnswerFamily::ParryBlock},    AnswerRow{"block-projectile", AnswerFamily::ParryBlock},
    AnswerRow{"unbalance", AnswerFamily::Unbalance},     AnswerRow{"sprawl", AnswerFamily::Cancelling},
    AnswerRow{"slip", AnswerFamily::Cancelling},         AnswerRow{"grapple", AnswerFamily::Cancelling},
    AnswerRow{"hold", AnswerFamily::Cancelling},         AnswerRow{"stop-charge", AnswerFamily::Counter},
    AnswerRow{"defensive-throw", AnswerFamily::Counter}, AnswerRow{"catch-strike", AnswerFamily::Counter},
    AnswerRow{"step-inside", AnswerFamily::Counter},     AnswerRow{"parry-riposte", AnswerFamily::Counter},
    AnswerRow{"block-strike", AnswerFamily::Counter},
};

bool isParry(std::string_view reaction) {
    return reaction == "parry" || reaction == "quick-parry" || reaction == "power-parry" || reaction == "parry-riposte";
}

bool isBlock(std::string_view reaction) {
    return reaction == "block" || reaction == "quick-block" || reaction == "martial-block" ||
           reaction == "block-strike" || reaction == "unbalance";
}

// The penalty a projectile puts on an answer to a shot, or nullopt when that answer cannot meet it.
std::optional<int> projectilePenalty(std::string_view reaction, std::string_view projectile) {
    if (reaction == "dodge-missile") {
        if (projectile == "arrow") {
            return -2;
        }
        if (projectile == "bullet" || projectile == "bolt") {
            return -4;
        }
        if (projectile == "laser" || projectile == "photon") {
            return -6;
        }
        if (projectile == "tachyon") {
            return -8;
        }
        return std::nullopt;
    }
    if (reaction == "parry-projectile") {
        if (projectile == "arrow" || projectile == "bolt") {
            return -4;
        }
        if (projectile == "bullet" || projectile == "laser" || projectile == "photon") {
            return -5;
        }
        return std::nullopt;
    }
    if (reaction == "block-projectile" && projectile == "arrow") {
        return -2;
    }
    return std::nullopt;
}

// Whether `reaction` may meet the attack at all, with the penalty the table gives it then.
std::optional<int> tableModifier(std::string_view reaction, const AttackSeen& attack,
                                 const AnswerSituation& situation) {
    const auto& kind = attack.kind;
    if (reaction == "friendly-fire") {
        if (situation.dodge != "dodge" && situation.dodge != "sidestep" && situation.dodge != "leaping-dodge") {
            return std::nullopt;
        }
        return tableModifier(situation.dodge, attack, situation);
    }
    if (reaction == "dodge" || reaction == "leaping-dodge" || reaction == "redirect" || reaction == "step-inside") {
        return kind.melee ? std::optional<int>{0} : std::nullopt;
    }
    if (reaction == "sidestep") {
        if (kind.melee) {
            return 0;
        }
        return kind.thrown ? std::optional<int>{-3} : std::nullopt;
    }
    if (reaction == "dodge-missile" || reaction == "parry-projectile" || reaction == "block-projectile") {
        if (kind.thrown) {
            return reaction == "parry-projectile" ? -2 : 0;
        }
        return kind.shot ? projectilePenalty(reaction, attack.projectile) : std::nullopt;
    }
    if (isParry(reaction)) {
        return kind.strike && !kind.shieldBash && !kind.headbutt ? std::optional<int>{0} : std::nullopt;
    }
    if (reaction == "shield-block") {
        return kind.strike && !kind.headbutt ? std::optional<int>{0} : std::nullopt;
    }
    if (isBlock(reaction)) {
        if (kind.punch || kind.kick) {
            return 0;
        }
        return kind.weapon ? std::optional<int>{-2} : std::nullopt;
    }
    if (reaction == "leg-check") {
        const bool checked = attack.action == "kick" || attack.action == "martial-kick" ||
                             attack.action == "knee-strike" || attack.action == "trip-kick";
        return checked ? std::optional<int>{0} : std::nullopt;
    }
    if (reaction == "sprawl") {
        return attack.action == "takedown" || attack.action == "unarmed-throw" ? std::optional<int>{0} : std::nullopt;
    }
    if (reaction == "slip") {
        return kind.grappling ? std::optional<int>{0} : std::nullopt;
    }
    if (reaction == "grapple") {
        return attack.action == "slip" || attack.action == "sweep" ? std::optional<int>{0} : std::nullopt;
    }
    if (reaction == "hold") {
        return attack.action == "slip" && situation.holdsAttacker ? std::optional<int>{0} : std::nullopt;
    }
    if (reaction == "stop-charge") {
        return kind.charge ? std::optional<int>{0} : std::nullopt;
    }
    if (reaction == "defensive-throw") {
        if (attack.action == "melee-charge") {
            return -3;
        }
        return attack.action == "unarmed-charge" || attack.action == "leap-kick" ? std::optional<int>{-2}
                                                                                 : std::nullopt;
    }
    if (reaction == "catch-strike") {
        if (kind.punch) {
            return -2;
        }
        return kind.kick ? std::optional<int>{0} : std::nullopt;
    }
    return std::nullopt;
}

bool isEvasion(std::string_view reaction) {
    return reaction == "dodge" || reaction == "sidestep" || reaction == "leaping-dodge" || reaction == "redirect" ||
           reaction == "friendly-fire" || reaction == "dodge-missile";
}

// The table line's reason, in the answer tables' words.
std::string tableReason(std::string_view reaction, const AttackSeen& attack) {
    if (attack.kind.shot) {
        return fmt::format("{} against a {}", label(reaction), attack.projectile);
    }
    if (attack.kind.thrown) {
        return fmt::format("{} against a thrown weapon", label(reaction));
    }
    if (isBlock(reaction) && attack.kind.weapon) {
        return "blocking a weapon bare-handed";
    }
    return fmt::format("{} against {}", label(reaction), label(attack.action));
}

// What the attack itself puts on every answer, or on evasions only.
RollTerms attackTerms(std::string_view reaction, const AttackSeen& attack) {
    RollTerms terms;
    const bool evasion = isEvasion(reaction);
    if (evasion && attack.kind.charge) {
        addTerm(terms, 2, "evasions against a charge"); // «all evasions get +2 against a charge»
    }
    if ((evasion || reaction == "step-inside") && attack.action == "thrust") {
        // «Evasions against the Thrust get -1»; Step Inside «Counts as a dodge for ... penalties»
        addTerm(terms, -1, "evasions against the Thrust");
    }
    if (reaction == "redirect" && (attack.kind.charge || attack.action == "grapple" || attack.action == "takedown")) {
        // «particularly effective against Engage, Charge, Grapple, and Takedown»
        addTerm(terms, 3, fmt::format("Redirect against {}", label(attack.action)));
    }
    if (attack.action == "lightning-strike") {
        addTerm(terms, -1, "against a Lightning Strike");
    } else if (attack.action == "power-strike" || attack.action == "spin-slash") {
        addTerm(terms, 1, fmt::format("against {}", label(attack.action)));
    } else if (attack.action == "unarmed-throw") {
        addTerm(terms, 2, fmt::format("against {}", label(attack.action)));
    }
    return terms;
}

} // namespace

std::optional<AnswerFamily> answerFamily(std::string_view reaction) {
    for (const auto& row : kAnswerRows) {
        if (row.name == reaction) {
            return row.family;
        }
    }
    return std::nullopt;
}

bool takesFootworkDice(std::string_view reaction) {
    const auto family = answerFamily(reaction);
    return family == AnswerFamily::Evasion || family == AnswerFamily::ParryBlock || family == AnswerFamily::Unbalance;
}

AnswerJudgement judgeAnswer(std::string_view reaction, const AttackSeen& attack, const AnswerSituation& situation) {
    AnswerJudgement judgement;
    const auto family = answerFamily(reaction);
    if (!family) {
        judgement.refusal = fmt::format("{} answers no attack: take it on its own", label(reaction));
        return judgement;
    }
    judgement.family = *family;
    if (attack.kind.indefensible) {
        judgement.refusal = fmt::format("{} is indefensible: it cannot be answered", label(attack.action));
        return judgement;
    }
    const auto table = tableModifier(reaction, attack, situation);
    if (!table) {
        judgement.refusal = fmt::format("{} cannot answer {}: the answer tables give it no line against it",
                                        label(reaction), label(attack.action));
        return judgement;
    }
    const std::string_view meets = reaction == "friendly-fire" ? std::string_view(situation.dodge) : reaction;
    addTerm(judgement.terms, *table, tableReason(meets, attack));
    addTerms(judgement.terms, attackTerms(meets, attack));
    judgement.modifier = sumOf(judgement.terms);
    return judgement;
}

} // namespace scouter::engine::fatewalker
