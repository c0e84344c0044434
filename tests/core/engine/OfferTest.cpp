// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"
#include "dbu/DbuEvents.h"
#include "events/RulesetEventOf.h"

namespace scouter::engine::test {
namespace {

// Provoked Counter Actions (digest A4.1): converting an Action to answer one, declining one, and
// Combat Recovery's offer, whose counter that hits takes the recovery back (A5.2).
class OfferTest : public EngineFixture {
protected:
    void SetUp() override {
        add("a", "heroes", {0, 0}, 1).sheet.numbers["lifeNow"] = 50;
        add("o", "villains", {3, 0}, 1);
        add("p", "villains", {4, 0}, 1);
        const_cast<Combatant&>(*m_builder.state().find("a")).sheet.numbers["kiNow"] = 30;
        create();
        startWith({{"a", 30}, {"o", 20}, {"p", 10}});
    }

    // a recovers a solid 2d10 = 4 + 6: Life 50 -> 60, Ki 30 -> 40; o and p are offered a Counter.
    void recover() {
        m_dice.append({4, 6});
        accept(maneuver("a", "combat-recovery"));
        ASSERT_EQ(view("a.life"), 60);
        ASSERT_EQ(view("a.ki"), 40);
        ASSERT_EQ(state().offers, (std::vector<std::string>{"o", "p"}));
    }

    Command counter(const std::string& who, bool hit, int damage) {
        auto command = maneuver(who, "basic-attack", "a");
        command.counter = true;
        command.hit = hit;
        command.damage = damage;
        return command;
    }
};

TEST_F(OfferTest, ConvertingAnActionKeepsTheOfferOpen) {
    recover();
    auto convert = named<dbu::Convert>("o");
    accept(convert);
    EXPECT_EQ(state().offers, (std::vector<std::string>{"o", "p"}));
    EXPECT_EQ(view("o.counterActions"), 2);
    auto blitz = maneuver("o", "blitz", "a");
    blitz.counter = true;
    accept(blitz); // 2 Actions paid in the 2 Counter Actions
    EXPECT_EQ(view("o.counterActions"), 0);
}

TEST_F(OfferTest, DecliningLeavesTheOthersTheirOffer) {
    recover();
    accept(named<commands::Decline>("o"));
    EXPECT_EQ(state().offers, (std::vector<std::string>{"p"}));
    EXPECT_EQ(state().offerActor, "a");
    EXPECT_EQ(m_encounter->log().back().command, "decline");
    const std::string again = refuse(named<commands::Decline>("o"));
    EXPECT_NE(again.find("No Counter Action is offered to o"), std::string::npos) << again;
    EXPECT_NE(again.find("Provoked Counter Actions"), std::string::npos) << again;
    EXPECT_FALSE(m_encounter->submit(counter("o", true, 5)).accepted);
    accept(named<commands::Decline>("p"));
    EXPECT_TRUE(state().offers.empty());
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_EQ(state().offers, (std::vector<std::string>{"p"}));
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_EQ(state().offers, (std::vector<std::string>{"o", "p"}));
}

TEST_F(OfferTest, DeclineIsRefusedWhenNothingIsOffered) {
    const std::string message = refuse(named<commands::Decline>("o"));
    EXPECT_NE(message.find("Provoked Counter Actions"), std::string::npos) << message;
    EXPECT_NE(refuse(named<commands::Decline>("nobody")).find("No combatant"), std::string::npos);
}

TEST_F(OfferTest, ACounterThatHitsTakesTheRecoveryBack) {
    recover();
    accept(counter("o", false, 0));
    EXPECT_EQ(view("a.life"), 60); // a miss leaves it
    EXPECT_EQ(view("a.ki"), 40);
    accept(counter("p", true, 5));
    EXPECT_EQ(view("a.life"), 45); // 60 - 5 damage - the 10 recovered
    EXPECT_EQ(view("a.ki"), 30);
    EXPECT_TRUE(state().offers.empty()); // each answered once: the offer is spent
    EXPECT_EQ(Encounter::replay(m_encounter->initialState(), m_encounter->log(), m_encounter->ruleset()), state());
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_EQ(view("a.life"), 60);
    EXPECT_EQ(view("a.ki"), 40);
}

TEST_F(OfferTest, TheRecoveryIsTakenBackOnce) {
    recover();
    accept(counter("o", true, 5));
    accept(counter("p", true, 5));
    EXPECT_EQ(view("a.life"), 40); // 60 - 10 recovered - 5 - 5
    EXPECT_EQ(view("a.ki"), 30);
}

// «you will provoke a Counter Action against you»: one answer each, however many Counter Actions
// the offeree holds (scenario-format.md, Decisions and offers); the others keep theirs.
TEST_F(OfferTest, EachOffereeAnswersOnce) {
    recover();
    accept(named<dbu::Convert>("p"));
    accept(counter("p", true, 5));
    EXPECT_EQ(state().offers, (std::vector<std::string>{"o"}));
    EXPECT_EQ(view("p.counterActions"), 1);
    const std::string again = refuse(counter("p", true, 5));
    EXPECT_NE(again.find("No Counter Action is offered to p"), std::string::npos) << again;
    accept(counter("o", false, 0));
    EXPECT_TRUE(state().offers.empty());
}

TEST_F(OfferTest, ManeuverUsedCarriesWhatTheLogSays) {
    auto attack = maneuver("a", "basic-attack", "o");
    attack.hit = true;
    attack.damage = 12;
    attack.ki = 3;
    accept(attack);
    const dbu::ManeuverUsed* used = nullptr;
    for (const auto& event : m_encounter->log().back().events) {
        if (const auto* found = events::rulesetEventAs<dbu::ManeuverUsed>(event)) {
            used = found;
        }
    }
    ASSERT_NE(used, nullptr);
    EXPECT_TRUE(used->hit);
    EXPECT_EQ(used->damage, 12);
    EXPECT_EQ(used->ki, 3);
}

} // namespace
} // namespace scouter::engine::test
