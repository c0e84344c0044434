// SPDX-License-Identifier: GPL-3.0-or-later
// The True20 ruleset (seed 004, scenario-format-true20.md) beyond what the scenario files show:
// the exit-2 cases of section 13, replay and the stored events, the log's words, and the
// descriptions the board, the panel and the library are built from.
#include "EngineFixture.h"
#include "events/EventJson.h"
#include "events/EventReferences.h"
#include "events/RulesetEventOf.h"
#include "scenario/ScenarioRunner.h"
#include "true20/True20Events.h"
#include "true20/True20Ruleset.h"
#include "true20/True20State.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>

namespace scouter::engine::test {
namespace {

class True20Test : public EngineFixture {
protected:
    void fighter(const std::string& id, const std::string& side, std::map<std::string, int, std::less<>> sheet = {}) {
        Combatant c;
        c.id = id;
        c.name = id == "ash" ? "Ash" : (id == "bex" ? "Bex" : id);
        c.side = side;
        c.at = {static_cast<int>(id.size()), 0};
        c.sheet.numbers = std::move(sheet);
        m_builder.add(c, {});
    }

    void play(const std::map<std::string, std::string>& options = {}) {
        fighter("ash", "heroes", {{"bcb", 2}, {"dexterity", 3}, {"strength", 2}});
        fighter("bex", "villains", {{"dexterity", 1}, {"constitution", 1}});
        create("true20", options);
        startWith({{"ash", 20}, {"bex", 10}});
    }

    static Command attack(const std::string& who, const std::string& target, int roll) {
        auto command = named<true20::Attack>(who);
        command.target = target;
        command.roll = roll;
        return command;
    }

    static Command toughness(const std::string& who, int damage, int roll, bool lethal) {
        auto command = named<true20::Toughness>(who);
        command.damage = damage;
        command.roll = roll;
        command.lethal = lethal;
        return command;
    }

    [[nodiscard]] const ManeuverDescription* entry(const std::string& who, const std::string& command) const {
        static std::vector<ManeuverDescription> entries;
        entries = m_encounter->ruleset().maneuvers(state(), who);
        const auto found = std::find_if(entries.begin(), entries.end(),
                                        [&](const ManeuverDescription& m) { return m.command == command; });
        return found != entries.end() ? &*found : nullptr;
    }
};

// A scenario that is not valid (exit 2) for each case of section 13.
ScenarioOutcome::Status runStep(const nlohmann::json& step, const nlohmann::json& options = nlohmann::json::object(),
                                const nlohmann::json& stats = nlohmann::json::object()) {
    const nlohmann::json file = {
        {"format", "scouter-scenario/1"},
        {"ruleset", "true20"},
        {"options", options},
        {"combatants",
         {{{"id", "a"}, {"name", "A"}, {"side", "heroes"}, {"at", {0, 0}}, {"stats", stats}},
          {{"id", "b"}, {"name", "B"}, {"side", "villains"}, {"at", {1, 0}}}}},
        {"steps",
         {{{"do", "setInitiative"}, {"who", "a"}, {"value", 20}},
          {{"do", "setInitiative"}, {"who", "b"}, {"value", 10}},
          {{"do", "start"}},
          step}},
    };
    return ScenarioRunner().runJson(file, "inline", nullptr).status;
}

TEST(True20Scenario, MalformedInputIsNotAValidScenario) {
    using Status = ScenarioOutcome::Status;
    const nlohmann::json attack = {{"do", "attack"}, {"who", "a"}, {"target", "b"}, {"roll", 10}};
    EXPECT_EQ(runStep(attack), Status::Pass);
    EXPECT_EQ(runStep(attack, nlohmann::json::object({{"defenseTen", "thrice"}})), Status::Invalid);
    EXPECT_EQ(runStep(attack, nlohmann::json::object({{"noSuchOption", true}})), Status::Invalid);
    EXPECT_EQ(runStep(attack, nlohmann::json::object({{"criticalBonus", 21}})), Status::Invalid);
    EXPECT_EQ(runStep(attack, nlohmann::json::object({{"criticalBonus", 20}})), Status::Pass);
    EXPECT_EQ(runStep(attack, nlohmann::json::object(), nlohmann::json::object({{"luck", 1}})), Status::Invalid);
    EXPECT_EQ(runStep(attack, nlohmann::json::object(), nlohmann::json::object({{"size", 2}})), Status::Invalid);
    EXPECT_EQ(runStep(attack, nlohmann::json::object(), nlohmann::json::object({{"size", -1}})), Status::Pass);
    auto with = [&](const char* key, const nlohmann::json& value) {
        nlohmann::json step = attack;
        step[key] = value;
        return runStep(step);
    };
    EXPECT_EQ(with("mode", "thrown"), Status::Invalid);
    EXPECT_EQ(with("type", "move"), Status::Invalid);
    EXPECT_EQ(with("range", 2), Status::Invalid);
    EXPECT_EQ(with("roll", 21), Status::Invalid);
    EXPECT_EQ(with("roll", 0), Status::Invalid);
    const nlohmann::json both = {{"do", "toughness"}, {"who", "b"}, {"damage", 1}, {"weapon", 1}, {"roll", 5}};
    EXPECT_EQ(runStep(both), Status::Invalid);
    EXPECT_EQ(runStep({{"do", "toughness"}, {"who", "b"}, {"roll", 5}}), Status::Invalid);
    EXPECT_EQ(runStep({{"do", "toughness"}, {"who", "b"}, {"damage", 1}, {"by", "a"}, {"roll", 5}}), Status::Invalid);
    EXPECT_EQ(runStep({{"do", "save"}, {"who", "a"}, {"kind", "luck"}, {"dc", 5}, {"roll", 5}}), Status::Invalid);
    EXPECT_EQ(runStep({{"do", "action"}, {"who", "a"}, {"type", "swift"}}), Status::Invalid);
    EXPECT_EQ(runStep({{"do", "defend"}, {"who", "a"}, {"with", "block"}}), Status::Invalid);
    EXPECT_EQ(runStep({{"do", "elapse"}, {"rounds", 0}}), Status::Invalid);
    EXPECT_EQ(runStep({{"do", "attack"}, {"who", "a"}, {"target", "b"}}), Status::Invalid); // dice ran out
}

TEST_F(True20Test, ReplayOfTheLogGivesTheStatePlayedLiveAndEventsReadBack) {
    play();
    accept(attack("ash", "bex", 20));
    auto confirm = named<true20::Confirm>("ash");
    confirm.roll = 12;
    accept(confirm);
    accept(toughness("bex", 5, 2, true));
    auto move = named<true20::Action>("ash");
    move.kind = "move"; // stored as "action": the stored event's own "type" key must not hide it
    accept(move);
    accept(named<commands::EndTurn>("ash"));
    auto recover = named<true20::Recover>("bex");
    recover.roll = 18;
    accept(recover);
    EXPECT_TRUE(Encounter::replay(m_encounter->initialState(), m_encounter->log(), m_encounter->ruleset()) == state());
    for (const auto& group : m_encounter->log()) {
        for (const auto& event : group.events) {
            const Event back = eventFromJson(toJson(event), &m_encounter->ruleset());
            EXPECT_TRUE(back == event) << toJson(event).dump();
        }
    }
    while (m_encounter->undo()) {
    }
    EXPECT_TRUE(state() == m_encounter->initialState());
}

// Each replayed event looks first for whom it names where it found them the last time (its hints):
// the same log replayed from a set-up in the other order hurts, spends and ends the turns of the
// same fighters, never those sitting where the others sat.
TEST_F(True20Test, TheLogReplayedFromASetUpInAnotherOrderChangesTheSameFighters) {
    play();
    accept(attack("ash", "bex", 15));
    accept(toughness("bex", 2, 12, true));
    accept(named<commands::EndTurn>("ash"));
    accept(attack("bex", "ash", 15));
    accept(toughness("ash", 3, 4, false));
    const EncounterState live =
        Encounter::replay(m_encounter->initialState(), m_encounter->log(), m_encounter->ruleset());
    ASSERT_TRUE(live == state());

    EncounterBuilder reversed;
    const auto& set = m_encounter->initialState().combatants;
    for (auto c = set.items().rbegin(); c != set.items().rend(); ++c) {
        Combatant fresh;
        fresh.id = c->id;
        fresh.name = c->name;
        fresh.side = c->side;
        fresh.at = c->at;
        fresh.sheet = c->sheet;
        reversed.add(fresh);
    }
    auto made = RulesetRegistry::withBuiltins().create("true20", {});
    const Encounter other(reversed.build(), std::move(std::get<std::unique_ptr<Ruleset>>(made)), m_dice);
    ASSERT_EQ(other.initialState().combatants.front().id, "bex");
    const EncounterState replayed = Encounter::replay(other.initialState(), m_encounter->log(), other.ruleset());
    // A fighter's states, spending and timers, with the slots they run from named by id (a timer
    // keeps its slot's place, which differs between the two set-ups).
    const auto described = [](const EncounterState& state, const std::string& id) {
        const true20::Fighter& f = *true20::fighterOf(*state.rules.get<true20::True20State>(), state, id);
        const auto slotOf = [&](int anchor) {
            return anchor >= 0 ? state.slots.at(static_cast<std::size_t>(anchor)).id : std::to_string(anchor);
        };
        std::string text = fmt::format("turn {} budget {} standard {} move {} full {};", f.inTurn, f.budget, f.standard,
                                       f.move, f.full);
        for (const auto* track : {&f.lethal, &f.subdual}) {
            for (const auto& held : *track) {
                text += fmt::format(" {} until {}@{}", held.name, slotOf(held.lapse.anchor), held.lapse.endRound);
            }
            text += ";";
        }
        if (f.offGuard) {
            text += fmt::format(" off-guard until {}@{}", slotOf(f.offGuard->anchor), f.offGuard->endRound);
        }
        return text;
    };
    for (const std::string id : {"ash", "bex"}) {
        EXPECT_EQ(described(replayed, id), described(live, id)) << id;
    }
    EXPECT_NE(described(live, "bex").find("hurt"), std::string::npos) << described(live, "bex");
    EXPECT_NE(described(live, "ash").find("until"), std::string::npos) << described(live, "ash");
    EXPECT_EQ(replayed.current, live.current);
}

TEST_F(True20Test, TheLogSpeaksTheArcsWords) {
    play();
    accept(attack("ash", "bex", 10));
    const auto& last = m_encounter->log().back().events.back();
    const auto& body = std::get<events::RulesetEvent>(last).body;
    const auto nameOf = [&](const std::string& id) { return state().find(id)->name; };
    EXPECT_EQ(body->words(nameOf), "Ash attacks Bex (melee): 15 against Defense 11, hit");
    EXPECT_EQ(body->type(), "t20-attack");
    accept(toughness("bex", 5, 2, true));
    const auto& saved = std::get<events::RulesetEvent>(m_encounter->log().back().events.back()).body;
    EXPECT_EQ(saved->words(nameOf),
              "Bex saves Toughness against lethal damage: 3 against DC 20, failed by 17: Dying and Unconscious");
}

// The form's notes under the attack are the numbers the attack then rolls with: the attacker's
// Melee bonus and the target's Defense, as the stored attack records them.
TEST_F(True20Test, TheFormsNotesAreTheBonusAndDefenseTheStoredAttackUsed) {
    play();
    const ManeuverDescription* attackEntry = entry("ash", "attack");
    ASSERT_NE(attackEntry, nullptr);
    const auto notes = m_encounter->ruleset().maneuverRollNotes(state(), "ash", attackEntry->id, "bex");
    ASSERT_EQ(notes.size(), 2U);
    accept(attack("ash", "bex", 10));
    const nlohmann::json stored = toJson(m_encounter->log().back().events.back());
    ASSERT_TRUE(stored.contains("bonus")) << stored.dump();
    EXPECT_EQ(notes[0].substr(0, notes[0].find(',')), fmt::format("Melee {:+}", stored["bonus"].get<int>()));
    EXPECT_EQ(notes[1], fmt::format("Bex's Defense {}", stored["defense"].get<int>()));
}

TEST_F(True20Test, TheWeaponOptionAddsTheStrengthOfTheAttackerThePanelNamesAsItsTarget) {
    play();
    const ManeuverDescription* save = entry("bex", "toughness");
    ASSERT_NE(save, nullptr);
    const auto weapon = std::find_if(save->options.begin(), save->options.end(),
                                     [](const OptionDescription& option) { return option.id == "weapon"; });
    ASSERT_NE(weapon, save->options.end());
    EXPECT_EQ(weapon->target, TargetKind::Opponent) << "the panel asks who struck";
    EXPECT_EQ(save->targetKey, "by") << "the panel sends who struck as the save's `by`";
    CommandForm form;
    form.type = "toughness";
    form.set("who", "bex").set("weapon", 3).set(save->targetKey, "ash").set("roll", 10); // Ash's Strength 2
    accept(read(form));
    EXPECT_EQ(view("lastSave")["dc"], 20) << "15 + Weapon Damage 3 + Ash's Strength 2";
}

TEST_F(True20Test, RefusalsNameTheRule) {
    play();
    accept(attack("ash", "bex", 10));
    EXPECT_NE(refuse(attack("ash", "bex", 10)).find("one standard + one move action"), std::string::npos);
    EXPECT_NE(refuse(attack("bex", "ash", 10)).find("prepared action"), std::string::npos);
    auto recover = named<true20::Recover>("bex");
    recover.roll = 10;
    EXPECT_NE(refuse(recover).find("Recovery Check works on"), std::string::npos);
}

TEST_F(True20Test, TheSheetDescribesEveryStatOfTheContract) {
    play();
    const auto fields = m_encounter->ruleset().sheet();
    for (const char* key : {"dexterity",
                            "strength",
                            "constitution",
                            "wisdom",
                            "bcb",
                            "size",
                            "sizeBonus",
                            "meleeFeats",
                            "rangedFeats",
                            "grappleFeats",
                            "defenseFeats",
                            "dodgeFeats",
                            "parryFeats",
                            "toughnessFeats",
                            "fortitudeFeats",
                            "reflexFeats",
                            "willFeats",
                            "armor",
                            "baseFortitude",
                            "baseReflex",
                            "baseWill",
                            "nonCoreGoodFortitude",
                            "nonCoreGoodReflex",
                            "nonCoreGoodWill",
                            "conviction",
                            "attack",
                            "defense",
                            "toughness",
                            "fortitude",
                            "reflex",
                            "will"}) {
        EXPECT_TRUE(std::any_of(fields.begin(), fields.end(), [&](const SheetField& f) { return f.key == key; }))
            << key;
    }
    const auto scores = m_encounter->ruleset().derivedScores(who("ash").sheet);
    const auto defense =
        std::find_if(scores.begin(), scores.end(), [](const DerivedScore& s) { return s.key == "defense"; });
    ASSERT_NE(defense, scores.end());
    EXPECT_EQ(defense->value, 15);
    EXPECT_EQ(defense->formula, "10 + 2 BCB + 0 Size + 0 Feats + 3 Dodge or Parry");
}

TEST_F(True20Test, TheBoardShowsBothTracksTheBudgetAndTheChecksDue) {
    play();
    accept(toughness("bex", 5, 16, true));
    accept(toughness("bex", 5, 16, true));
    const Ruleset& rules = m_encounter->ruleset();
    const BoardCell lethal = rules.boardCell(state(), "bex", "lethal");
    ASSERT_EQ(lethal.chips.size(), 1U);
    EXPECT_EQ(lethal.chips.front().text, "Hurt ×2");
    EXPECT_EQ(rules.boardCell(state(), "ash", "actions").text, "Full-round or Std + Move");
    accept(toughness("bex", 5, 14, true));
    const BoardCell checks = rules.boardCell(state(), "bex", "checks");
    ASSERT_EQ(checks.chips.size(), 1U);
    EXPECT_EQ(checks.chips.front().text, "Recovery (Wounded) due");
    EXPECT_EQ(checks.chips.front().tone, Tone::Warning);
}

// Events from outside data (an import, a damaged file): one naming a combatant the encounter does not
// have is refused before anything changes; an Off-guard until the turn of a slot it does not have
// runs out with the round, and the board says so in the ARC's words, not with the unknown id.
TEST_F(True20Test, AnEventFromOutsideNamingSomeoneUnknownChangesNothing) {
    play();
    EncounterState live = state();
    const EncounterState before = live;
    const Ruleset& rules = m_encounter->ruleset();
    true20::AttackMade attack;
    attack.who = "ash";
    attack.target = "nobody";
    attack.spent = "standard";
    attack.result = "hit";
    try {
        rules.apply(live, events::makeRulesetEvent(attack));
        FAIL() << "expected EventReferenceError";
    } catch (const EventReferenceError& error) {
        EXPECT_STREQ(error.what(), "names combatant \"nobody\" that is not in this encounter");
    }
    EXPECT_TRUE(live == before);

    true20::ConditionChanged offGuard;
    offGuard.who = "bex";
    offGuard.condition = "off-guard";
    offGuard.anchor = "gone";
    offGuard.endRound = live.round;
    rules.apply(live, events::makeRulesetEvent(offGuard));
    const BoardCell marked = rules.boardCell(live, "bex", "conditions");
    ASSERT_EQ(marked.chips.size(), 1U);
    EXPECT_EQ(marked.chips.front().tooltip,
              fmt::format("-2 Defense and no Dodge/Parry, until the end of round {}", live.round));
    rules.apply(live, events::RoundEnded{live.round});
    EXPECT_TRUE(rules.boardCell(live, "bex", "conditions").chips.empty());
}

// Damage is a Toughness save, never typed as an amount: True20 has no quick amounts, and its offers
// (none in the contract) would read as reactions.
TEST_F(True20Test, HasNoQuickAmountsAndNamesOffersReactions) {
    const auto made = RulesetRegistry::withBuiltins().create("true20", {});
    const auto& rules = *std::get<std::unique_ptr<Ruleset>>(made);
    EXPECT_TRUE(rules.quickAmounts().empty());
    EXPECT_EQ(rules.offerName(), "reaction");
}

TEST_F(True20Test, ThePanelOffersConfirmOnlyWhileAThreatIsOpen) {
    play();
    EXPECT_EQ(entry("ash", "confirm"), nullptr);
    const ManeuverDescription* attackEntry = entry("ash", "attack");
    ASSERT_NE(attackEntry, nullptr);
    EXPECT_EQ(attackEntry->target, TargetKind::Opponent);
    EXPECT_EQ(attackEntry->inputs.front().roll, "1d20");
    accept(attack("ash", "bex", 20));
    EXPECT_NE(entry("ash", "confirm"), nullptr);
    EXPECT_EQ(entry("bex", "confirm"), nullptr);
}

} // namespace
} // namespace scouter::engine::test
