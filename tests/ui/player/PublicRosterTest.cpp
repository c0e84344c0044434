// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"
#include "True20Encounter.h"

#include "grid/GridBackground.h"
#include "player/PlayerVisibility.h"
#include "player/PublicRoster.h"

#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

// What the players' order to come lists for the DBU test encounter (Goku and Krillin, PCs, against
// a group of three Saibamen with 60 Life each), the roster read again after each command.
class Roster : public ::testing::Test {
protected:
    TestEncounter t;
    PlayerVisibility players;
    PublicRoster roster;
    QAbstractItemModelTester tester{&roster, QAbstractItemModelTester::FailureReportingMode::Fatal};

    void SetUp() override {
        t.start();
        refresh();
    }
    void refresh() {
        roster.show(t.controller->state(), t.controller->encounter().ruleset(), t.controller->acting(), players);
    }
    void submit(const std::string& type, const std::string& who, const std::string& key,
                const engine::FormValue& value) {
        engine::CommandForm form;
        form.type = type;
        form.set("who", who).set(key, value);
        const engine::CommandResult result = t.controller->submit(form);
        ASSERT_TRUE(result.accepted) << result.message;
        refresh();
    }
    [[nodiscard]] QStringList ids() const {
        QStringList out;
        for (int row = 0; row < roster.rowCount(); ++row) {
            out.append(roster.index(row, 0).data(PublicRoster::IdRole).toString());
        }
        return out;
    }
    [[nodiscard]] QVariant cell(const char* id, int column, int role = Qt::DisplayRole) const {
        const int row = roster.rowOf(QString::fromLatin1(id));
        EXPECT_GE(row, 0) << id << " is not listed";
        return roster.index(row, column).data(role);
    }
    // Everything the row shows, in every column and role a view reads.
    [[nodiscard]] QString everything(const char* id) const {
        QStringList texts;
        const int row = roster.rowOf(QString::fromLatin1(id));
        for (int column = 0; column < roster.columnCount(); ++column) {
            for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(PublicRoster::ChipsRole)}) {
                const QVariant value = roster.index(row, column).data(role);
                texts.append(value.userType() == QMetaType::QStringList ? value.toStringList().join(u' ')
                                                                        : value.toString());
            }
        }
        return texts.join(u'|');
    }
};

TEST_F(Roster, ListsTheOrderToComeWithWhoseTurnAndOnlyThePcsPools) {
    EXPECT_EQ(ids(), (QStringList{"goku", "krillin", "saibaman-1", "saibaman-2", "saibaman-3"}));
    EXPECT_EQ(cell("goku", PublicRoster::Turn).toString(), QStringLiteral("▶"));
    EXPECT_TRUE(cell("goku", 0, PublicRoster::CurrentRole).toBool());
    EXPECT_EQ(cell("krillin", PublicRoster::Turn).toString(), QString());
    EXPECT_EQ(cell("goku", PublicRoster::Health).toString(), QStringLiteral("Life 120/120 · Ki 80/80"));
    EXPECT_TRUE(cell("goku", 0, PublicRoster::FullRole).toBool());
    EXPECT_EQ(cell("saibaman-1", PublicRoster::Name).toString(), QStringLiteral("Saibaman 1"));
    EXPECT_EQ(cell("saibaman-1", PublicRoster::Health).toString(), QStringLiteral("unhurt"));
    EXPECT_FALSE(cell("saibaman-1", 0, PublicRoster::FullRole).toBool());
    EXPECT_EQ(cell("goku", PublicRoster::Name, Qt::DecorationRole).value<QColor>(), GridBackground::sideColour(0));
    EXPECT_EQ(cell("saibaman-1", PublicRoster::Name, Qt::DecorationRole).value<QColor>(),
              GridBackground::sideColour(1));
    EXPECT_EQ(roster.headerData(PublicRoster::Health, Qt::Horizontal).toString(), QStringLiteral("Health"));
}

TEST_F(Roster, AnOpponentsLifeReadsAsWordsAndNeverAsItsNumbers) {
    submit("damage", "saibaman-1", "amount", 20); // 40 of 60
    EXPECT_EQ(cell("saibaman-1", PublicRoster::Health).toString(), QStringLiteral("bloodied"));
    EXPECT_FALSE(everything("saibaman-1").contains(QStringLiteral("40"))) << everything("saibaman-1").toStdString();
    submit("damage", "saibaman-1", "amount", 10); // 30 of 60: half left
    EXPECT_EQ(cell("saibaman-1", PublicRoster::Health).toString(), QStringLiteral("badly hurt"));
    EXPECT_FALSE(everything("saibaman-1").contains(QStringLiteral("30"))) << everything("saibaman-1").toStdString();
    submit("damage", "saibaman-1", "amount", 30);
    EXPECT_EQ(cell("saibaman-1", PublicRoster::Health).toString(), QStringLiteral("down"));
    EXPECT_TRUE(cell("saibaman-1", 0, PublicRoster::DefeatedRole).toBool()) << "Defeated, still in the encounter";
    EXPECT_EQ(cell("saibaman-1", 0, PublicRoster::HealthRole).toInt(), static_cast<int>(engine::Health::Down));
    submit("damage", "goku", "amount", 20);
    EXPECT_EQ(cell("goku", PublicRoster::Health).toString(), QStringLiteral("Life 100/120 · Ki 80/80"));
}

TEST_F(Roster, AHiddenOpponentIsAbsentAndAHiddenPcIsListedAsHidden) {
    submit("condition", "saibaman-2", "add", std::string("hidden"));
    submit("condition", "krillin", "add", std::string("hidden"));
    EXPECT_EQ(ids(), (QStringList{"goku", "krillin", "saibaman-1", "saibaman-3"}));
    EXPECT_EQ(roster.currentNames(), QStringList{QStringLiteral("Goku")});
    EXPECT_TRUE(cell("krillin", 0, PublicRoster::HiddenRole).toBool());
    EXPECT_TRUE(cell("krillin", PublicRoster::Conditions, PublicRoster::ChipsRole)
                    .toStringList()
                    .contains(QStringLiteral("Hidden")));
    EXPECT_EQ(cell("krillin", PublicRoster::Conditions).toString(), QStringLiteral("Hidden"));
}

TEST_F(Roster, AGroupsTurnMarksItsMembersThePlayersSeeAndNamesNoHiddenOne) {
    submit("condition", "saibaman-2", "add", std::string("hidden"));
    for (int turn = 0; turn < 2; ++turn) {
        const engine::CommandResult result = t.controller->submit(engine::commands::EndTurn{});
        ASSERT_TRUE(result.accepted) << result.message;
    }
    refresh();
    EXPECT_EQ(roster.currentNames(), (QStringList{"Saibaman 1", "Saibaman 3"}));
    EXPECT_EQ(cell("saibaman-3", PublicRoster::Turn).toString(), QStringLiteral("▶"));
    EXPECT_EQ(cell("goku", PublicRoster::Turn).toString(), QString());
}

TEST_F(Roster, AConditionsDurationNamesNobodyThePlayersDoNotSee) {
    engine::commands::Condition guard;
    guard.who = "goku";
    guard.add = "guard-down";
    guard.until = "end-of-next-turn:krillin";
    ASSERT_TRUE(t.controller->submit(guard).accepted);
    refresh();
    EXPECT_EQ(cell("goku", PublicRoster::Conditions).toString(),
              QStringLiteral("Guard Down · until end of Krillin's turn"));
    players.setMode(QStringLiteral("krillin"), PlayerVisibility::Mode::Hide);
    refresh();
    EXPECT_EQ(cell("goku", PublicRoster::Conditions).toString(),
              QStringLiteral("Guard Down · until end of someone's turn"));
}

TEST_F(Roster, TheArcRevealsInFullOrHides) {
    submit("condition", "saibaman-2", "add", std::string("hidden"));
    players.setMode(QStringLiteral("saibaman-2"), PlayerVisibility::Mode::Reveal);
    players.setMode(QStringLiteral("goku"), PlayerVisibility::Mode::Hide);
    refresh();
    EXPECT_EQ(ids(), (QStringList{"krillin", "saibaman-1", "saibaman-2", "saibaman-3"}));
    EXPECT_EQ(cell("saibaman-2", PublicRoster::Health).toString(), QStringLiteral("Life 60/60 · Ki 30/30"));
    EXPECT_TRUE(cell("saibaman-2", 0, PublicRoster::FullRole).toBool());
    players.setMode(QStringLiteral("saibaman-2"), PlayerVisibility::Mode::Rules);
    refresh();
    EXPECT_EQ(roster.rowOf(QStringLiteral("saibaman-2")), -1) << "back to the rules: Hidden, absent";
}

TEST_F(Roster, WhoLeftTheEncounterIsAbsentAndTheSnapshotWaitsForShow) {
    submit("leave", "saibaman-3", "reason", std::string("escape"));
    EXPECT_EQ(roster.rowOf(QStringLiteral("saibaman-3")), -1);
    engine::CommandForm hurt;
    hurt.type = "damage";
    hurt.set("who", "saibaman-1").set("amount", 20);
    ASSERT_TRUE(t.controller->submit(hurt).accepted);
    EXPECT_EQ(cell("saibaman-1", PublicRoster::Health).toString(), QStringLiteral("unhurt"))
        << "a frozen screen keeps its picture by not calling show()";
    refresh();
    EXPECT_EQ(cell("saibaman-1", PublicRoster::Health).toString(), QStringLiteral("bloodied"));
    roster.clear();
    EXPECT_EQ(roster.rowCount(), 0);
}

TEST(RosterTrue20, TracksReadAsWordsForAnOpponentAndAsTheirStatesForThePc) {
    True20Encounter t;
    PlayerVisibility players;
    PublicRoster roster;
    QAbstractItemModelTester tester{&roster, QAbstractItemModelTester::FailureReportingMode::Fatal};
    const auto show = [&] {
        roster.show(t.controller->state(), t.controller->encounter().ruleset(), t.controller->acting(), players);
    };
    show();
    const auto health = [&](const char* id) {
        return roster.index(roster.rowOf(QString::fromLatin1(id)), PublicRoster::Health).data().toString();
    };
    EXPECT_EQ(health("tob"), QStringLiteral("unhurt"));
    EXPECT_EQ(health("ash"), QStringLiteral("unhurt")) << "no bar and no state held: the word";
    for (const char* who : {"tob", "ash"}) {
        engine::CommandForm save;
        save.type = "toughness";
        save.set("who", who).set("damage", 5).set("roll", 14).set("lethal", true); // failed by 6
        const engine::CommandResult result = t.controller->submit(save);
        ASSERT_TRUE(result.accepted) << result.message;
    }
    show();
    EXPECT_EQ(health("tob"), QStringLiteral("badly hurt"));
    EXPECT_TRUE(health("ash").contains(QStringLiteral("Wounded"))) << health("ash").toStdString();
}

// On a clock of ticks the order to come is the timeline's: next action tick, then id.
TEST(RosterFatewalker, ListsByNextTickAndReadsFatigueAsBadlyHurt) {
    engine::ScriptedDice dice;
    engine::EncounterBuilder builder;
    for (const char* id : {"ada", "bo", "cy"}) {
        engine::Combatant c;
        c.id = id;
        c.name = id;
        c.side = c.id == "ada" ? "heroes" : "raiders";
        c.pc = c.id == "ada";
        c.at = {static_cast<int>(builder.state().combatants.size()), 0};
        builder.add(c, {});
    }
    auto made = engine::RulesetRegistry::withBuiltins().create("fatewalker", {});
    EncounterController controller(
        std::make_unique<engine::Encounter>(builder.build(),
                                            std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice),
        QStringLiteral("Raid"), EncounterController::Grid{10, 10});
    const auto submit = [&](const char* type, const std::vector<std::pair<std::string, engine::FormValue>>& values) {
        engine::CommandForm form;
        form.type = type;
        for (const auto& [key, value] : values) {
            form.set(key, value);
        }
        const engine::CommandResult result = controller.submit(form);
        ASSERT_TRUE(result.accepted) << type << ": " << result.message;
    };
    submit("start", {});
    submit("act", {{"who", std::string("ada")}, {"action", std::string("use-non-action-skill")}, {"ticks", 20}});
    submit("condition", {{"who", std::string("cy")}, {"add", std::string("fatigued")}});
    PlayerVisibility players;
    PublicRoster roster;
    QAbstractItemModelTester tester{&roster, QAbstractItemModelTester::FailureReportingMode::Fatal};
    roster.show(controller.state(), controller.encounter().ruleset(), controller.acting(), players);
    QStringList ids;
    for (int row = 0; row < roster.rowCount(); ++row) {
        ids.append(roster.index(row, 0).data(PublicRoster::IdRole).toString());
    }
    EXPECT_EQ(ids, (QStringList{"bo", "cy", "ada"}));
    const auto at = [&](const char* id, int column) {
        return roster.index(roster.rowOf(QString::fromLatin1(id)), column).data().toString();
    };
    EXPECT_EQ(at("bo", PublicRoster::Health), QStringLiteral("unhurt"));
    EXPECT_EQ(at("cy", PublicRoster::Health), QStringLiteral("badly hurt"));
    EXPECT_EQ(at("cy", PublicRoster::Conditions), QStringLiteral("Fatigued"));
    EXPECT_EQ(at("bo", PublicRoster::Turn), QStringLiteral("▶")) << "bo has priority at tick 1";
    EXPECT_EQ(at("ada", PublicRoster::Turn), QString());
}

} // namespace
} // namespace scouter::ui::test
