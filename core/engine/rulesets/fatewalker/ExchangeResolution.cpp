// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/ExchangeResolution.h"

#include "fatewalker/OutcomeTables.h"

#include <algorithm>
#include <utility>

namespace scouter::engine::fatewalker {

namespace {

// One resolution in progress: the outcome so far and the dice it rolls from.
class ExchangeRun {
public:
    ExchangeRun(const ExchangeInput& input, const CombatReadings& readings, DiceSource& dice)
        : m_input(input), m_readings(readings), m_dice(dice) {}

    ExchangeOutcome run() {
        const int attack = m_input.attackSuccesses;
        const int answer = m_input.reaction ? m_input.answerSuccesses : 0;
        m_outcome.net = attack - answer;
        const auto family = m_input.reaction ? answerFamily(*m_input.reaction) : std::nullopt;
        if (!family || *family == AnswerFamily::Evasion || *family == AnswerFamily::Cancelling) {
            landIf(m_outcome.net >= 1, m_outcome.net);
            evasionAftermath();
        } else if (*family == AnswerFamily::ParryBlock) {
            if (m_readings.parryComparesDamage) {
                parryByDamage(attack, answer);
            } else {
                landIf(m_outcome.net >= 1, m_outcome.net);
            }
        } else if (*family == AnswerFamily::Unbalance) {
            unbalance(attack, answer);
        } else {
            counter(attack, answer);
        }
        if (holdFailed()) {
            m_outcome.bind = BindChange::ended();
        }
        askChecks();
        return std::move(m_outcome);
    }

private:
    [[nodiscard]] bool holdFailed() const {
        const bool hold = m_input.action == "hold" || m_input.action == "choke-hold";
        return hold && !m_outcome.hit && m_input.bind.has_value();
    }

    int rollInto(const std::string& to, const DamageNotation& notation, int bonus, bool stun, std::string cause) {
        const auto roll = rollDamage(notation, bonus, m_dice, m_readings.successAtTn);
        m_outcome.damage.push_back({to, roll.points, stun, roll.faces, std::move(cause)});
        return roll.points;
    }

    void proneOnce(const std::string& who) {
        if (std::find(m_outcome.prone.begin(), m_outcome.prone.end(), who) == m_outcome.prone.end()) {
            m_outcome.prone.push_back(who);
        }
    }

    void landIf(bool lands, int net) {
        if (lands) {
            landed(net);
        }
    }

    // What a landed attack does, with `net` successes over its answer.
    void landed(int net) {
        const auto& action = m_input.action;
        m_outcome.hit = true;
        if (net < 1 && !m_input.attackDamage) {
            m_outcome.hit = false; // a grapple, hold, sweep or disarm needs net successes: a tie does nothing
            return;
        }
        if (action == "melee-disarm") {
            return; // «I have no fucking idea»: the engine gives it no effect
        }
        if (action == "grapple") {
            m_outcome.bind = grappleLanded(m_input.bind, net);
        } else if (action == "takedown") {
            if (net < 3) {
                m_outcome.hit = false; // «It takes 3 net successes to succeed on the takedown»
                return;
            }
            rollInto(m_input.target, DamageNotation{{{net, 1}}, 5}, 0, true, "attack");
            m_outcome.bind = takedownLanded(m_input.bind, net);
            proneOnce(m_input.attacker);
            proneOnce(m_input.target);
        } else if (action == "unarmed-throw") {
            m_outcome.distance = net / 2.0;
            if (net >= 1) {
                rollInto(m_input.target, DamageNotation{{{net, 1}}, 5}, 0, true, "attack");
            }
            if (net >= 3) {
                proneOnce(m_input.target);
            }
        } else if (action == "hold" || action == "choke-hold") {
            m_outcome.bind = holdLanded(m_input.bind.value_or(BindLevels{}), m_input.attacker, net);
        } else if (action == "slip") {
            m_outcome.bind = slipLanded(m_input.bind.value_or(BindLevels{}), m_input.attacker, net);
        } else if (action == "sweep") {
            m_outcome.bind = sweepLanded(m_input.bind.value_or(BindLevels{}), net);
        } else if (action == "unarmed-disarm") {
            m_outcome.disarmed = true;
        } else if (m_input.attackDamage) {
            const int done =
                rollInto(m_input.target, *m_input.attackDamage, m_input.attackBonus, m_input.kind.unarmed, "attack");
            if (action == "headbutt") {
                const int self = headbuttSelfDamage(done, m_readings.headbuttRoundsUp);
                if (self > 0) {
                    m_outcome.damage.push_back({m_input.attacker, self, true, {}, "headbutt"});
                }
            }
        }
    }

    void evasionAftermath() {
        const int dodgerNet = -m_outcome.net;
        if (m_outcome.hit || !m_input.reaction) {
            return;
        }
        if (*m_input.reaction == "redirect") {
            m_outcome.distance = std::max(dodgerNet, 0);
        } else if (*m_input.reaction == "friendly-fire" && dodgerNet >= 1) {
            m_outcome.friendlyFire = FriendlyFireOutcome{m_input.newTarget.value_or(""), dodgerNet, -dodgerNet};
        }
    }

    // the attack's damage when it scored, the block's when it scored too; the difference lands.
    void parryByDamage(int attack, int answer) {
        if (attack < 1 || !m_input.attackDamage) {
            return;
        }
        const auto hit = rollDamage(*m_input.attackDamage, m_input.attackBonus, m_dice, m_readings.successAtTn);
        int points = hit.points;
        std::vector<int> faces = hit.faces;
        if (answer >= 1 && m_input.answerDamage) {
            const auto block = rollDamage(*m_input.answerDamage, 0, m_dice, m_readings.successAtTn);
            points = std::max(points - block.points, 0);
            faces.insert(faces.end(), block.faces.begin(), block.faces.end());
        }
        m_outcome.damage.push_back({m_input.target, points, m_input.kind.unarmed, faces, "attack"});
        m_outcome.hit = points > 0;
        if (m_outcome.hit && m_input.action == "headbutt") {
            const int self = headbuttSelfDamage(points, m_readings.headbuttRoundsUp);
            if (self > 0) {
                m_outcome.damage.push_back({m_input.attacker, self, true, {}, "headbutt"});
            }
        }
    }

    // stopped when Unbalance scores at least as many successes; the surplus delays the attacker.
    void unbalance(int attack, int answer) {
        const bool stopped = m_readings.unbalanceStopsOnTie ? answer >= attack : answer > attack;
        if (!stopped) {
            landIf(attack >= 1, m_outcome.net);
            return;
        }
        if (answer > attack) {
            m_outcome.delay.emplace_back(m_input.attacker, answer - attack);
        }
    }

    // More successes: the counter's effect only; fewer: the attack lands; a tie: both.
    void counter(int attack, int answer) {
        if (answer > attack) {
            counterEffect(answer - attack, true);
        } else if (answer < attack) {
            landed(m_outcome.net);
        } else if (attack >= 1) {
            landed(0);
            counterEffect(0, false);
        }
    }

    void counterEffect(int margin, bool won) {
        const auto& reaction = *m_input.reaction;
        const auto& attacker = m_input.attacker;
        if (reaction == "defensive-throw") {
            if (margin < 1) {
                return; // a tie: the attack lands, the throw throws nobody
            }
            m_outcome.distance = margin / 2.0;
            if (margin - 2 >= 1) {
                rollInto(attacker, DamageNotation{{{margin - 2, 1}}, 5}, 0, true, "throw");
            }
            if (margin >= 3) {
                proneOnce(attacker);
            }
        } else if (reaction == "catch-strike") {
            if (margin >= 1) {
                m_outcome.bind = catchStrikeWon(m_input.bind, margin);
            }
        } else if (reaction != "step-inside" && m_input.answerDamage) {
            // Stop Charge, Block/Strike, Parry/Riposte hit back; Step Inside only avoids.
            const int bonus = reaction == "stop-charge" && won ? m_input.answerBonus : 0;
            rollInto(attacker, *m_input.answerDamage, bonus, m_input.answerStun, "counter");
        }
    }

    void askChecks() {
        const int taken = m_outcome.damageTo(m_input.target);
        if (m_input.action == "unarmed-charge") {
            m_outcome.checks.push_back({m_input.attacker, "charge-footing", 0, true, false});
            if (m_outcome.hit) {
                m_outcome.checks.push_back({m_input.target, "charge-footing", -taken, true, true});
            }
        }
        if (m_input.action == "trip-kick" && m_outcome.hit) {
            m_outcome.checks.push_back({m_input.target, "trip-kick-fall", -taken, false, true});
        }
        const bool leaping = m_input.reaction == "leaping-dodge" ||
                             (m_input.reaction == "friendly-fire" && m_input.dodge == "leaping-dodge");
        if (leaping && m_outcome.hit) {
            m_outcome.checks.push_back({m_input.target, "leaping-dodge-fall", -taken, false, false});
        }
    }

    const ExchangeInput& m_input;
    const CombatReadings& m_readings;
    DiceSource& m_dice;
    ExchangeOutcome m_outcome;
};

} // namespace

std::vector<int> ExchangeOutcome::faces() const {
    std::vector<int> all;
    for (const auto& dealt : damage) {
        all.insert(all.end(), dealt.faces.begin(), dealt.faces.end());
    }
    return all;
}

int ExchangeOutcome::damageTo(const std::string& who) const {
    int total = 0;
    for (const auto& dealt : damage) {
        if (dealt.to == who) {
            total += dealt.points;
        }
    }
    return total;
}

ExchangeOutcome resolveExchange(const ExchangeInput& input, const CombatReadings& readings, DiceSource& dice) {
    return ExchangeRun{input, readings, dice}.run();
}

CheckOutcome resolveCheck(const CheckAsked& check, int successes, const CombatReadings& readings, DiceSource& dice) {
    CheckOutcome outcome;
    outcome.successes = successes;
    outcome.delay = check.delays ? chargeFootingDelay(successes) : 0;
    outcome.prone = successes < 1; // «They only need 1 success», «pass (1 success)»
    if (outcome.prone && check.fallDamage) {
        const auto roll = rollDamage(DamageNotation{{{1, 1}}, 5}, 0, dice, readings.successAtTn);
        outcome.fall = DamageDealt{check.who, roll.points, true, roll.faces, "fall"};
    }
    return outcome;
}

} // namespace scouter::engine::fatewalker
