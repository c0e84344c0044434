// SPDX-License-Identifier: GPL-3.0-or-later
// Attacks meeting in a Fatewalker scene played through the engine (contract sections 8, 10, 11):
// the panel's answers, undo and replay of an exchange, the readings an ARC may turn around.
#include "FatewalkerFixture.h"
#include "fatewalker/FwState.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace scouter::engine::test {
namespace {

class FatewalkerCombat : public FatewalkerTest {
protected:
    void fighters(const std::map<std::string, std::string>& options = {}) {
        const std::map<std::string, int, std::less<>> skilled{{"agility", 6},  {"unarmed", 6}, {"observe", 4},
                                                              {"weaponry", 6}, {"stamina", 3}, {"strength", 4}};
        add("a", skilled);
        add("b", skilled);
        create(options);
        accept("start");
    }

    [[nodiscard]] std::vector<std::string> offered(const std::string& who) const {
        std::vector<std::string> ids;
        for (const auto& maneuver : rules().maneuvers(state(), who)) {
            ids.push_back(maneuver.id);
        }
        return ids;
    }

    static bool has(const std::vector<std::string>& ids, const std::string& id) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    }
};

TEST_F(FatewalkerCombat, ThePanelOffersTheTargetOnlyTheAnswersTheAttackAllows) {
    fighters();
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "b"}, {"action", "headbutt"}, {"target", "a"}, {"pool", 3}, {"tn", 6}});
    const auto answers = offered("a");
    EXPECT_TRUE(has(answers, "dodge"));
    EXPECT_FALSE(has(answers, "block")) << "«Cannot be blocked (can be evaded)»";
    EXPECT_FALSE(has(answers, "sprawl"));
    EXPECT_FALSE(has(answers, "dodge-missile"));
    EXPECT_FALSE(has(answers, "evade-aoe"));
    EXPECT_TRUE(offered("b").empty()) << "the attacker waits for the answer";
}

TEST_F(FatewalkerCombat, UndoReopensTheExchangeAndReplayGivesTheStatePlayed) {
    fighters();
    m_dice.append({1, 2, 3, 9});
    accept("act", {{"who", "a"}, {"action", "strike"}, {"target", "b"}, {"pool", 4}, {"tn", 6}});
    m_dice.append({1, 2, 3, 9, 9});
    accept("resolve", {{"choice", std::vector<std::string>{"none"}}});
    EXPECT_EQ(view("b.stunDamage"), 3);
    EXPECT_EQ(Encounter::replay(m_encounter->initialState(), m_encounter->log(), rules()), state());
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_EQ(view("pending"), "reaction");
    EXPECT_EQ(view("pendingWho"), "b");
    EXPECT_EQ(view("b.stunDamage"), 0);
    ASSERT_TRUE(m_encounter->redo());
    EXPECT_EQ(view("b.stunDamage"), 3);
    EXPECT_EQ(view("exchange.damage"), (nlohmann::json{{"b", 3}}));
}

TEST_F(FatewalkerCombat, UnbalanceOnATieLetsTheAttackLandWhenTheArcSaysSo) {
    fighters({{"unbalanceTie", "lands"}});
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "a"}, {"action", "strike"}, {"target", "b"}, {"pool", 3}, {"tn", 6}});
    m_dice.append({1, 2, 3, 1, 9, 9, 9, 9});
    accept("react", {{"who", "b"}, {"action", "unbalance"}, {"against", "a"}, {"pool", 3}, {"tn", 6}});
    EXPECT_EQ(view("exchange.hit"), true);
    EXPECT_EQ(view("b.stunDamage"), 1);
    EXPECT_EQ(view("a.nextTick"), 7);
}

TEST_F(FatewalkerCombat, AParryCancelsSuccessesWhenTheArcComparesThem) {
    m_builder = EncounterBuilder{};
    const std::map<std::string, int, std::less<>> skilled{
        {"agility", 6}, {"unarmed", 6}, {"observe", 4}, {"weaponry", 6}};
    auto sword = weapon("sword", "melee", "medium", 6, "in-hand");
    sword.texts["damage"] = "3x2 @6";
    add("a", skilled, {sword});
    add("b", skilled);
    create({{"parryBlock", "successes"}});
    accept("start");
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "b"}, {"action", "strike"}, {"target", "a"}, {"pool", 3}, {"tn", 6}});
    m_dice.append({1, 2, 9, 1, 9, 9, 9, 9});
    accept("react", {{"who", "a"}, {"action", "parry"}, {"weapon", "sword"}, {"against", "b"}, {"pool", 3}, {"tn", 6}});
    EXPECT_EQ(view("exchange.net"), 1);
    EXPECT_EQ(view("exchange.hit"), true);
    EXPECT_EQ(view("a.stunDamage"), 1) << "the strike's whole damage: the parry rolled none of its own";
    EXPECT_EQ(m_dice.remaining(), 0U);
}

TEST_F(FatewalkerCombat, HeadbuttSelfDamageRoundsUpWhenTheArcSaysSo) {
    fighters({{"headbuttSelfDamage", "round-up"}});
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "a"}, {"action", "headbutt"}, {"target", "b"}, {"pool", 3}, {"tn", 6}});
    m_dice.append({1, 2, 3, 9, 9});
    accept("resolve", {{"choice", std::vector<std::string>{"none"}}});
    EXPECT_EQ(view("b.stunDamage"), 3);
    EXPECT_EQ(view("a.stunDamage"), 2);
}

TEST_F(FatewalkerCombat, ABurstAlsoCostsTheWeaponSpeedWhenTheArcSaysSo) {
    m_builder = EncounterBuilder{};
    add("a", {{"ranged", 6}}, {weapon("rifle", "ranged", "large", 5, "in-hand", {{"recoil", 2}})});
    add("b");
    create({{"burstCost", "speed-and-recoil"}});
    accept("start");
    const auto offered = rules().maneuvers(state(), "a");
    const auto burst = std::find_if(offered.begin(), offered.end(),
                                    [](const ManeuverDescription& m) { return m.id == "short-burst"; });
    ASSERT_NE(burst, offered.end());
    EXPECT_EQ(burst->cost, "9 ticks"); // the panel shows what the burst will charge
    m_dice.append({1, 2});
    accept("act", {{"who", "a"}, {"action", "short-burst"}, {"weapon", "rifle"}, {"pool", 2}, {"tn", 6}});
    EXPECT_EQ(view("a.nextTick"), 1 + 5 + 2 * 2);
}

// «2x Weapon recoil»: a weapon without a recoil (a longbow) has no burst cost, so it fires no
// burst; before, it fired them for 0 ticks and kept its priority, any number of times.
TEST_F(FatewalkerCombat, BurstsNeedAWeaponWithARecoil) {
    m_builder = EncounterBuilder{};
    add("a", {{"ranged", 6}},
        {weapon("longbow", "ranged", "large", 6, "in-hand"),
         weapon("rifle", "ranged", "large", 5, "in-hand", {{"recoil", 2}})});
    add("b");
    create();
    accept("start");
    for (const std::string burst : {"short-burst", "long-burst", "full-auto"}) {
        const std::string message = refuse(
            "act", {{"who", "a"}, {"action", burst}, {"weapon", "longbow"}, {"target", "b"}, {"pool", 2}, {"tn", 6}});
        EXPECT_NE(message.find("longbow has no recoil"), std::string::npos) << message;
        EXPECT_NE(message.find("x Weapon recoil»"), std::string::npos) << message;
        EXPECT_EQ(message.find(burst), std::string::npos) << "the row's name, not its id: " << message;
    }
    EXPECT_NE(refuse("act", {{"who", "a"}, {"action", "full-auto"}, {"weapon", "longbow"}}).find("Full Auto"),
              std::string::npos);
    // The panel offers the bursts with the rifle only.
    int bursts = 0;
    for (const auto& maneuver : rules().maneuvers(state(), "a")) {
        if (maneuver.id != "short-burst" && maneuver.id != "long-burst" && maneuver.id != "full-auto") {
            continue;
        }
        for (const auto& input : maneuver.inputs) {
            if (input.key == "weapon") {
                ++bursts;
                ASSERT_EQ(input.choices.size(), 1U) << maneuver.id;
                EXPECT_EQ(input.choices.front().id, "rifle");
            }
        }
    }
    EXPECT_EQ(bursts, 3);
    m_dice.append({1, 2});
    accept("act", {{"who", "a"}, {"action", "short-burst"}, {"weapon", "rifle"}, {"pool", 2}, {"tn", 6}});
    EXPECT_EQ(view("a.nextTick"), 1 + 2 * 2);

    // In a scenario it is not a valid step (exit 2, contract section 2), its message naming both.
    const nlohmann::json bow = nlohmann::json::array(
        {{{"id", "longbow"}, {"kind", "ranged"}, {"speed", 6}, {"projectile", "arrow"}, {"carried", "in-hand"}}});
    const auto outcome = runFatewalker(
        nlohmann::json::array({{{"do", "act"}, {"who", "a"}, {"action", "long-burst"}, {"weapon", "longbow"}}}),
        nlohmann::json::object(), bow);
    EXPECT_EQ(outcome.status, ScenarioOutcome::Status::Invalid) << outcome.line;
    EXPECT_NE(outcome.detail.find("longbow has no recoil"), std::string::npos) << outcome.detail;
}

// «Without [against]: a reaction taken on its own (its cost and roll only)»: a reactive Hold needs
// no bind then; as an action, or as an answer, it still does.
TEST_F(FatewalkerCombat, AReactiveHoldOnItsOwnIsItsCostAndRollOnly) {
    fighters();
    EXPECT_NE(refuse("act", {{"who", "a"}, {"action", "hold"}, {"target", "b"}, {"successes", 2}}).find("grapple"),
              std::string::npos);
    m_dice.append({1, 9});
    accept("react", {{"who", "b"}, {"action", "hold"}, {"pool", 2}, {"tn", 6}});
    EXPECT_EQ(view("b.nextTick"), 1 + 8);
    EXPECT_EQ(view("b.roll.successes"), 1);
    EXPECT_EQ(view("b.bind"), nlohmann::json(nullptr));
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "a"}, {"action", "strike"}, {"target", "b"}, {"pool", 3}, {"tn", 6}});
    EXPECT_NE(refuse("react", {{"who", "b"}, {"action", "hold"}, {"against", "a"}, {"successes", 3}}).find("grapple"),
              std::string::npos)
        << "an answer still needs the bind";
}

// While an attack waits for its answer, `leave` and `end` wait too (contract section 8: «Every
// command but the target's react with against the attacker, or resolve "none", is refused»).
TEST_F(FatewalkerCombat, LeavingAndEndingWaitForTheAnswer) {
    fighters();
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "a"}, {"action", "kick"}, {"target", "b"}, {"pool", 3}, {"tn", 6}});
    const std::string ending = refuse("end", {{"outcome", std::string("victory")}});
    EXPECT_EQ(ending, "Refused: Brand has not answered Aster's Kick yet: Brand answers it, or the ARC lets the attack "
                      "land, before the encounter ends");
    const std::string leaving = refuse("leave", {{"who", "a"}, {"reason", std::string("escape")}});
    EXPECT_EQ(leaving, "Refused: Brand has not answered Aster's Kick yet: Brand answers it, or the ARC lets the attack "
                       "land, before Aster leaves");
    (void)refuse("leave", {{"who", "b"}, {"reason", std::string("surrender")}});
    EXPECT_EQ(view("pending"), "reaction");
    m_dice.append({9, 9, 9, 9, 9});
    accept("resolve", {{"choice", std::vector<std::string>{"none"}}});
    accept("leave", {{"who", "b"}, {"reason", std::string("surrender")}});
    EXPECT_EQ(view("b.active"), false);
}

TEST_F(FatewalkerCombat, AnswersAreRefusedToOthersAndAgainstTheWrongAttacker) {
    fighters();
    m_dice.append({1, 2, 3});
    accept("act", {{"who", "a"}, {"action", "strike"}, {"target", "b"}, {"pool", 3}, {"tn", 6}});
    refuse("react", {{"who", "a"}, {"action", "dodge"}, {"against", "b"}, {"pool", 2}, {"tn", 6}});
    refuse("react", {{"who", "b"}, {"action", "dodge"}, {"against", "b"}, {"pool", 2}, {"tn", 6}});
    const std::string sprawl =
        refuse("react", {{"who", "b"}, {"action", "sprawl"}, {"against", "a"}, {"pool", 2}, {"tn", 6}});
    // By the actions' names: it read "sprawl cannot answer strike (contract section 8 …)".
    EXPECT_NE(sprawl.find("Sprawl cannot answer Strike"), std::string::npos) << sprawl;
    refuse("resolve", {{"choice", std::vector<std::string>{"a"}}});
    refuse("check", {{"who", "b"}, {"successes", 1}});
}

TEST_F(FatewalkerCombat, ARunningLeapKickAtNobodyStillTakesItsPenaltyAndReach) {
    m_builder = EncounterBuilder{};
    add("a", {{"speed", 6}, {"agility", 6}, {"unarmed", 6}});
    create();
    accept("start");
    accept("act", {{"who", "a"}, {"action", "begin-movement"}, {"mode", "run"}});
    accept("advance");
    m_dice.append({1, 2});
    accept("act", {{"who", "a"}, {"action", "leap-kick"}, {"pool", 2}, {"tn", 6}});
    EXPECT_EQ(view("a.roll"),
              (nlohmann::json{{"action", "leap-kick"}, {"modifier", -3}, {"successes", 2}, {"distance", 3}}));
}

TEST_F(FatewalkerCombat, AnAttackOnItselfOrOnSomeoneGoneIsRefused) {
    fighters();
    refuse("act", {{"who", "a"}, {"action", "strike"}, {"target", "a"}, {"pool", 3}, {"tn", 6}});
    EXPECT_EQ(m_dice.remaining(), 0U);
}

// Many exchanges of every kind in a row, answered or not, with their checks: replaying the log
// gives the state played, and undoing everything gives the start back.
TEST_F(FatewalkerCombat, LongFightsReplayAndUndoToTheStart) {
    fighters();
    const std::vector<std::string> attacks{"strike",        "kick",  "headbutt",  "trip-kick",
                                           "grapple",       "hold",  "slip",      "takedown",
                                           "unarmed-throw", "sweep", "leap-kick", "power-strike"};
    const std::vector<std::string> answers{"dodge", "block",        "unbalance", "leaping-dodge", "sprawl",
                                           "slip",  "catch-strike", "redirect",  "leg-check",     "grapple"};
    unsigned seed = 7;
    const auto next = [&seed](unsigned below) {
        seed = seed * 1103515245U + 12345U;
        return static_cast<int>((seed >> 16U) % below);
    };
    const auto face = [&next]() { return next(10) + 1; };
    int accepted = 0;
    for (int round = 0; round < 120; ++round) {
        for (int die = 0; die < 40; ++die) {
            m_dice.append({face()});
        }
        const auto pending = state().rules.get<fatewalker::FwState>()->pending;
        CommandResult result;
        if (pending && pending->kind == "check") {
            result = m_encounter->submit(command("check", {{"who", pending->who}, {"pool", 3}, {"tn", 6}}));
        } else if (pending && pending->kind == "reaction") {
            const std::string target = pending->who;
            const std::string attacker = pending->ids.front();
            result = m_encounter->submit(command("react", {{"who", target},
                                                           {"action", answers[next(answers.size())]},
                                                           {"against", attacker},
                                                           {"pool", 1 + next(5)},
                                                           {"tn", 6}}));
            if (!result.accepted) {
                result = m_encounter->submit(command("resolve", {{"choice", std::vector<std::string>{"none"}}}));
            }
        } else {
            const auto current = view("current");
            if (current.empty()) {
                result = m_encounter->submit(command("advance", {}));
            } else {
                const std::string who = current.front();
                result = m_encounter->submit(command("act", {{"who", who},
                                                             {"action", attacks[next(attacks.size())]},
                                                             {"target", who == "a" ? "b" : "a"},
                                                             {"pool", 1 + next(5)},
                                                             {"tn", 6}}));
                if (!result.accepted) {
                    result = m_encounter->submit(command("act", {{"who", who}, {"action", "quick-look"}}));
                }
            }
        }
        accepted += result.accepted ? 1 : 0;
        ASSERT_EQ(Encounter::replay(m_encounter->initialState(), m_encounter->log(), rules()), state())
            << "round " << round;
    }
    EXPECT_GT(accepted, 100);
    EXPECT_NE(view("exchange"), nlohmann::json(nullptr));
    while (m_encounter->undo()) {
    }
    EXPECT_EQ(state(), m_encounter->initialState());
}

} // namespace
} // namespace scouter::engine::test
