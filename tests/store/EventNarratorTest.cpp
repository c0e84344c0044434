// SPDX-License-Identifier: GPL-3.0-or-later
// The log's words come from the ruleset's description, never from ids, and say what came of a
// command: a ruleset that names things its own way is read in its words.
#include "EventNarrator.h"
#include "LogEntry.h"
#include "RuleWords.h"

#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "events/RulesetEventOf.h"
#include "rules/RulesetRegistry.h"

#include <gtest/gtest.h>

namespace scouter::store {
namespace {

// A ruleset that describes itself in words no code of Scouter holds. It plays with DBU's events and
// state (its reducer is DBU's), and reads DBU's Life and Ki as pools of its own.
class WordedRules : public engine::Ruleset {
public:
    void apply(engine::EncounterState& state, const engine::Event& event) const override { m_dbu->apply(state, event); }
    void prepare(engine::EncounterState& state) const override { m_dbu->prepare(state); }
    [[nodiscard]] std::string_view name() const override { return "worded"; }
    [[nodiscard]] const engine::RulesetOptions& options() const override { return m_options; }
    [[nodiscard]] std::optional<std::string> handle(const engine::Command&, engine::EventSink&,
                                                    engine::DiceSource&) const override {
        return std::string("only described");
    }
    [[nodiscard]] std::vector<engine::ManeuverDescription> maneuvers(const engine::EncounterState&,
                                                                     std::string_view) const override {
        engine::ManeuverDescription strike;
        strike.id = "strike";
        strike.label = "Coup de poing";
        strike.options.push_back({"low", "En bas", "", std::nullopt, {}, false});
        return {strike};
    }
    [[nodiscard]] std::vector<engine::ConditionDescription> conditions() const override {
        return {{"guard-down", "Garde baissée", "Plus facile à toucher"}};
    }
    [[nodiscard]] std::vector<engine::CommandDescription> arcCommands() const override {
        return {{"end", "Fin", "", engine::CommandDescription::Subject::None, "outcome", {{"ceasefire", "Trêve"}}, ""}};
    }
    // Its hand entries, under names of its own: the log reads their amounts as it says.
    [[nodiscard]] std::vector<engine::QuickAmount> quickAmounts() const override {
        using Shown = engine::QuickAmount::Shown;
        return {{"Wound", "wound", "Blessure", "blessures", 1, Shown::Damage},
                {"Mend", "mend", "Soin", "soins", 1, Shown::Healing},
                {"Breath", "breath", "Souffle", "souffle", -1, Shown::Change}};
    }
    // What its events mean for the log: it reads DBU's Life and Ki events as its own pools.
    [[nodiscard]] std::vector<engine::PoolDescription> pools() const override {
        return {{"vigueur", "Vigueur", engine::PoolDescription::Kind::Health},
                {"souffle", "Souffle", engine::PoolDescription::Kind::Spent}};
    }
    [[nodiscard]] engine::EventFacts facts(const engine::EncounterState& before,
                                           const engine::Event& event) const override {
        engine::EventFacts facts;
        using engine::events::rulesetEventAs;
        if (const auto* used = rulesetEventAs<engine::dbu::ManeuverUsed>(event)) {
            facts.actor = used->who;
            facts.headline = engine::Headline{used->who, used->name, used->option, used->target};
            facts.outcome =
                engine::AttackOutcome{used->who, used->target, used->name, used->hit ? "touché" : "raté", used->hit};
        } else if (const auto* life = rulesetEventAs<engine::dbu::LifeSet>(event)) {
            const int from = engine::dbu::fighter(before, life->who).life;
            facts.pools.push_back({life->who, "vigueur", from, life->value});
            if (life->value <= 30 && from > 30) {
                facts.caused.push_back({life->who, "Health Threshold"});
            }
        } else if (const auto* ki = rulesetEventAs<engine::dbu::KiSet>(event)) {
            facts.pools.push_back({ki->who, "souffle", engine::dbu::fighter(before, ki->who).ki, ki->value});
        }
        return facts;
    }

private:
    engine::RulesetOptions m_options;
    std::unique_ptr<engine::Ruleset> m_dbu =
        std::get<std::unique_ptr<engine::Ruleset>>(engine::RulesetRegistry::withBuiltins().create("dbu", {}));
};

engine::dbu::ManeuverUsed attack(const std::string& option, bool hit) {
    engine::dbu::ManeuverUsed used;
    used.who = "goku";
    used.name = "strike";
    used.target = "saibaman";
    used.option = option;
    used.hit = hit;
    used.role = "attack";
    return used;
}

engine::Combatant fighter(const std::string& id, const std::string& name) {
    engine::Combatant c;
    c.id = id;
    c.name = name;
    c.slot = id;
    c.sheet.numbers["life"] = 40;
    c.sheet.numbers["ki"] = 20;
    c.sheet.lists["thresholds"] = {30, 20, 10};
    return c;
}

class Narrator : public ::testing::Test {
protected:
    WordedRules rules;
    RuleWords words{rules};
    engine::EncounterState state;

    Narrator() {
        state.combatants = {fighter("goku", "Goku"), fighter("saibaman", "Saibaman")};
        for (const auto& c : state.combatants) {
            engine::Slot slot;
            slot.id = c.slot;
            slot.members = {c.id};
            state.slots.push_back(slot);
        }
        state.indexIds();
        rules.prepare(state);
    }

    engine::Effect condition(const std::string& owner) {
        engine::Effect effect;
        effect.id = state.nextEffectId;
        effect.owner = owner;
        effect.name = "guard-down";
        return effect;
    }
};

TEST_F(Narrator, AnAttackSaysHitDamageAndWhatItCausedInTheRulesetsWords) {
    const engine::CommandGroup group{"maneuver",
                                     {attack("low", true), engine::dbu::LifeSet{"saibaman", 28},
                                      engine::events::EffectAdded{condition("saibaman")}}};
    const LogEntry entry = LogEntry::describe(group, state, rules, words);
    EXPECT_EQ(
        entry.label,
        QStringLiteral("Goku: Coup de poing (En bas) → Saibaman, touché, 12 damage (Health Threshold, Garde baissée)"));
    ASSERT_EQ(entry.lines.size(), 3u);
    // An event's own line is in the words of the ruleset whose event it is: DBU has no "strike".
    EXPECT_EQ(entry.lines[0].text, QStringLiteral("Goku: Strike (Low) → Saibaman"));
    EXPECT_EQ(entry.lines[1].text, QStringLiteral("Saibaman: Life 40 → 28"));
    EXPECT_EQ(entry.lines[2].text, QStringLiteral("Saibaman: Garde baissée until removed"));
    EXPECT_EQ(engine::dbu::fighter(state, "saibaman").life, 28) << "describe moves the running state past the group";
}

TEST_F(Narrator, AMissSaysSo) {
    const engine::CommandGroup group{"maneuver", {attack("", false)}};
    EXPECT_EQ(EventNarrator::label(group, state, words), QStringLiteral("Goku: Coup de poing → Saibaman, raté"));
}

// A hand entry is one of the ruleset's quick amounts, whatever its command is called, and says its
// amount as the ruleset describes it: damage taken, healing, or a pool's signed change.
TEST_F(Narrator, HandEntriesSayTheirAmounts) {
    EXPECT_EQ(EventNarrator::label({"wound", {engine::dbu::LifeSet{"saibaman", 35}}}, state, words),
              QStringLiteral("Saibaman: Wound 5"));
    engine::EncounterState hurt = state;
    engine::dbu::fighter(hurt, "saibaman").life = 20;
    EXPECT_EQ(EventNarrator::label({"mend", {engine::dbu::LifeSet{"saibaman", 25}}}, hurt, words),
              QStringLiteral("Saibaman: Mend 5"));
    EXPECT_EQ(EventNarrator::label({"breath", {engine::dbu::KiSet{"goku", 10}}}, state, words),
              QStringLiteral("Goku: Breath \u221210"));
    EXPECT_EQ(EventNarrator::label({"condition", {engine::events::EffectAdded{condition("goku")}}}, state, words),
              QStringLiteral("Goku: Garde baissée added"));
    engine::events::InitiativeSet entered;
    entered.slot = "goku";
    entered.value = 14;
    entered.roll = 9;
    EXPECT_EQ(EventNarrator::label({"setInitiative", {entered}}, state, words),
              QStringLiteral("Goku: Initiative 14 (rolled 9)"));
    EXPECT_EQ(EventNarrator::label({"end", {engine::events::EncounterEnded{"ceasefire"}}}, state, words),
              QStringLiteral("The encounter ends: Trêve"));
}

// "Resolve" and "Decline" said neither who nor what: the decision and its answer are named in the
// ruleset's words, and a decline by who made it, in the offer's name.
TEST_F(Narrator, AnAnswerAndADeclineSayWhoAndWhat) {
    engine::EncounterState waiting = state;
    waiting.pending.push_back(engine::PendingDecision{"grapple-check", "", {"goku", "saibaman"}});
    const engine::CommandGroup resolve{"resolve", {engine::events::PendingAnswered{{"grappled"}}}};
    const std::unique_ptr<engine::Ruleset> dbu =
        std::get<std::unique_ptr<engine::Ruleset>>(engine::RulesetRegistry::withBuiltins().create("dbu", {}));
    const RuleWords dbuWords(*dbu);
    EXPECT_EQ(EventNarrator::label(resolve, waiting, dbuWords), QStringLiteral("The Grapple Check: Saibaman wins"));
    // A ruleset that says nothing of its decisions: the kind and the choices in words.
    EXPECT_EQ(EventNarrator::label(resolve, waiting, words), QStringLiteral("The grapple check: grappled"));

    engine::EncounterState offered = state;
    offered.offers = {"goku", "saibaman"};
    offered.offerActor = "saibaman";
    const engine::CommandGroup decline{
        "decline",
        {engine::events::OffersSet{engine::events::Offer{{"saibaman"}, "saibaman", "movement", "goku", {}}}}};
    EXPECT_EQ(EventNarrator::label(decline, offered, dbuWords), QStringLiteral("Goku declines the Counter Action"));
    EXPECT_EQ(EventNarrator::narrate(decline.events.front(), offered, dbuWords).text,
              QStringLiteral("Goku declines the Counter Action; Saibaman may still take one"));
}

TEST_F(Narrator, AnIdTheRulesetDoesNotDescribeReadsAsWords) {
    EXPECT_EQ(words.condition("power-up"), QStringLiteral("Power Up"));
    EXPECT_EQ(words.maneuver("strike"), QStringLiteral("Coup de poing"));
    EXPECT_EQ(words.conditionHelp("guard-down"), QStringLiteral("Plus facile à toucher"));
}

} // namespace
} // namespace scouter::store
