// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17's panel: every input the DBU additions bring (scenario-format-dbu-additions.md §2-§4)
// entered through the panel's widgets, each checked against the engine afterwards by the paths a
// scenario reads. The catalogue is read from the ruleset: an input named by its key that no case
// here enters fails the first test, so a new argument cannot go without its form.
#include "Arena.h"
#include "PanelFixture.h"

#include "board/PendingDecisionBar.h"
#include "panel/ManeuverDraft.h"
#include "rules/CommandInput.h"
#include "scenario/StateView.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <set>

namespace scouter::ui::test {
namespace {

using engine::CommandForm;
using engine::InputKind;

// The keys of the additions' inputs every case below enters, one case at least each.
const std::set<std::string> kEntered{"wager", "lifeWager", "attackType", "strike", "score", "targets",
                                     "hits",  "form",      "instant",    "tail",   "roll",  "boost",
                                     "sets",  "hardness",  "amount",     "ki"};

CommandForm arc(const std::string& type, const std::string& who, int amount) {
    CommandForm form;
    form.type = type;
    form.set("who", who).set("amount", amount);
    return form;
}

CommandForm endTurn() {
    CommandForm form;
    form.type = "endTurn";
    return form;
}

CommandForm convert(const std::string& who) {
    CommandForm form;
    form.type = "convert";
    form.set("who", who);
    return form;
}

CommandForm maneuver(const std::string& who, const std::string& name, const std::string& target = {}) {
    return TestEncounter::maneuver(who, name, target);
}

// Goku's Signature Technique on Saibaman 1, which converts an Action and answers with a Duel.
std::vector<CommandForm> openDuel() {
    return {maneuver("goku", "signature-technique", "saibaman-1"), convert("saibaman-1"),
            maneuver("saibaman-1", "duel", "goku")};
}

// The arena after `prefix` (each accepted), its panel showing `who`.
class Additions : public ::testing::Test {
protected:
    std::unique_ptr<Arena> arena;
    std::unique_ptr<ActionPanel> panel;

    EncounterController& c() const { return *arena->controller; }

    void SetUp() override { arena = std::make_unique<Arena>(); }

    void play(const std::vector<CommandForm>& prefix) {
        for (const auto& form : prefix) {
            const auto result = c().submit(form);
            ASSERT_TRUE(result.accepted) << form.type << ": " << result.message;
        }
    }

    void open(const std::string& who, const std::string& maneuver, const std::string& option = {}) {
        if (!panel) {
            panel = std::make_unique<ActionPanel>(c());
            panel->resize(380, 1100);
            panel->show();
            ASSERT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
        }
        c().select(QString::fromStdString(who));
        PanelDriver drive{*panel};
        drive.clickRow(QString::fromStdString(maneuver));
        drive.pickOption(option);
    }

    // The field filling `key`, its fold opened first as the table does.
    [[nodiscard]] QWidget* field(const std::string& key) const {
        QWidget* found = panel->form().field(key);
        QToolButton* fold = panel->form().foldButton();
        if (found != nullptr && !found->isVisibleTo(panel.get()) && fold != nullptr && !fold->isChecked()) {
            QTest::mouseClick(fold, Qt::LeftButton);
            EXPECT_TRUE(found->isVisibleTo(panel.get())) << key;
        }
        EXPECT_NE(found, nullptr) << "no field for " << key;
        return found;
    }
    void type(const std::string& key, int value) const {
        if (QWidget* f = field(key)) {
            PanelDriver::type(f, value);
        }
    }
    void typeDamage(int value) const {
        PanelDriver{*panel}.tick(InputKind::Hit, true);
        PanelDriver::type(panel->form().field(InputKind::Damage), value);
    }
    // Picks the choice with `id` by keyboard.
    void choose(const std::string& key, const std::string& id) const {
        auto* combo = qobject_cast<QComboBox*>(field(key));
        ASSERT_NE(combo, nullptr) << key;
        const int at = combo->findData(QString::fromStdString(id));
        ASSERT_GE(at, 0) << key << " offers no " << id;
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < at; ++i) {
            QTest::keyClick(combo, Qt::Key_Down);
        }
        EXPECT_EQ(combo->currentData().toString().toStdString(), id);
    }
    // Ticks the ids in a list of combatants: the row picked, then Space.
    void pick(const std::string& key, const std::vector<std::string>& ids) const {
        auto* list = qobject_cast<QListWidget*>(field(key));
        ASSERT_NE(list, nullptr) << key;
        list->setFocus();
        for (const auto& id : ids) {
            bool found = false;
            for (int row = 0; row < list->count(); ++row) {
                if (list->item(row)->data(Qt::UserRole).toString().toStdString() == id) {
                    list->setCurrentRow(row);
                    QTest::keyClick(list->viewport(), Qt::Key_Space);
                    EXPECT_EQ(list->item(row)->checkState(), Qt::Checked) << key << " " << id;
                    found = true;
                }
            }
            EXPECT_TRUE(found) << key << " lists no " << id;
        }
    }
    void tick(const std::string& key) const {
        auto* box = qobject_cast<QCheckBox*>(field(key));
        ASSERT_NE(box, nullptr) << key;
        ASSERT_TRUE(box->isEnabled()) << key;
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(4, box->height() / 2));
        EXPECT_TRUE(box->isChecked()) << key;
    }
    void perform() const {
        const std::size_t before = c().encounter().log().size();
        ASSERT_TRUE(panel->performButton().isEnabled()) << panel->message().text().toStdString();
        PanelDriver{*panel}.clickPerform();
        ASSERT_EQ(c().encounter().log().size(), before + 1) << panel->message().text().toStdString();
    }
    // The panel refuses what the form holds now, saying `words`.
    void refused(const std::string& words) const {
        EXPECT_FALSE(panel->performButton().isEnabled());
        EXPECT_TRUE(panel->message().text().contains(QString::fromStdString(words)))
            << panel->message().text().toStdString();
    }
    [[nodiscard]] nlohmann::json view(const std::string& path) const {
        return engine::StateView::flatten(c().state(), 0, c().encounter().ruleset())[path];
    }
};

TEST_F(Additions, EveryInputTheAdditionsDescribeHasACaseHere) {
    std::set<std::string> described;
    const auto collect = [&described](const std::vector<engine::InputDescription>& inputs) {
        for (const auto& input : inputs) {
            if (input.kind >= InputKind::Number) {
                described.insert(engine::CommandInput::keyOf(input));
            }
        }
    };
    for (const char* who : {"goku", "krillin", "saibaman-1"}) {
        for (const auto& maneuver : c().encounter().ruleset().maneuvers(c().state(), who)) {
            collect(maneuver.inputs);
            for (const auto& option : maneuver.options) {
                collect(option.inputs);
            }
        }
    }
    // The Empowerment Roll is InputKind::Roll, the dice module's: the panel rolls it too.
    described.insert("roll");
    EXPECT_EQ(described, kEntered);
}

TEST_F(Additions, AKiWagerIsPaidInKiAndCapacityOnTopOfTheAttack) {
    open("goku", "basic-attack");
    type("wager", 5);
    typeDamage(4);
    perform();
    EXPECT_EQ(view("goku.ki"), 75);
    EXPECT_EQ(view("goku.capacityLeft"), 7);
    EXPECT_EQ(view("saibaman-1.life"), 56);
    // Above the Capacity left: refused before it is sent, the bound under the field.
    open("goku", "basic-attack");
    type("wager", 8);
    refused("Ki Wager 8 is not allowed now: from 0 to 7");
}

TEST_F(Additions, BlockTakesItsScoreAndAnswersOnlyAPhysicalAttackAgainstItsStrike) {
    play({convert("saibaman-1")});
    open("saibaman-1", "parry", "block");
    type("score", 16);
    perform();
    open("goku", "basic-attack");
    ASSERT_EQ(c().target().toStdString(), "saibaman-1");
    choose("attackType", "energy");
    type("strike", 12);
    typeDamage(10);
    refused("Block");
    choose("attackType", "physical");
    perform();
    EXPECT_EQ(view("saibaman-1.life"), 60) << "16 beat the Strike of 12: no damage";
}

TEST_F(Additions, DeflectTakesItsScoreAgainstTheStrike) {
    play({convert("saibaman-1")});
    open("saibaman-1", "parry", "deflect");
    type("score", 16);
    perform();
    open("goku", "basic-attack");
    choose("attackType", "energy");
    type("strike", 12);
    typeDamage(20);
    perform();
    EXPECT_EQ(view("saibaman-1.life"), 55) << "a successful Deflect takes 1/4 of 20";
}

TEST_F(Additions, AnAreaAttackNamesItsTargetsAndDamagesOnlyItsHits) {
    open("goku", "basic-attack");
    pick("targets", {"saibaman-1", "saibaman-2"});
    pick("hits", {"saibaman-1"});
    PanelDriver::type(panel->form().field(InputKind::Damage), 6);
    perform();
    EXPECT_EQ(view("saibaman-1.life"), 54);
    EXPECT_EQ(view("saibaman-2.life"), 60);
}

TEST_F(Additions, DesperationWagersLifeAgainstATargetTwoTiersHigher) {
    play({endTurn(), endTurn()});
    ASSERT_EQ(c().acting().toStdString(), "saibaman-1");
    open("saibaman-1", "basic-attack", "desperation");
    ASSERT_EQ(c().target().toStdString(), "goku");
    type("lifeWager", 5);
    typeDamage(3);
    perform();
    EXPECT_EQ(view("saibaman-1.life"), 55);
    EXPECT_EQ(view("goku.life"), 117);
}

TEST_F(Additions, ATransformationTakesAFormOfTheSheetAndRevertEndsIt) {
    open("goku", "transformation");
    choose("form", "super-saiyan");
    perform();
    EXPECT_EQ(view("goku.tier"), 4);
    EXPECT_EQ(view("goku.forms"), nlohmann::json::array({"super-saiyan"}));
    open("goku", "transformation", "revert");
    choose("form", "super-saiyan");
    perform();
    EXPECT_EQ(view("goku.tier"), 3);
    EXPECT_EQ(view("goku.forms"), nlohmann::json::array());
}

TEST_F(Additions, ATerrainLiftTakesTheHardnessAndItsShieldTheLethalDamageTheArcGives) {
    const int actions = view("goku.actions").get<int>();
    open("goku", "terrain-lift");
    PanelDriver{*panel}.tick(InputKind::Hit, true);
    type("hardness", 2);
    perform();
    EXPECT_EQ(view("goku.actions"), actions - 1);
    play({endTurn(), endTurn()});
    open("saibaman-1", "basic-attack");
    ASSERT_EQ(c().target().toStdString(), "goku");
    typeDamage(6);
    perform();
    EXPECT_EQ(view("goku.life"), 114);
    // Out of Goku's turn, an Instant: 4 of the 6 kept off, and the piece breaks.
    open("goku", "terrain-lift", "shield");
    type("amount", 4);
    perform();
    EXPECT_EQ(view("goku.life"), 118);
    open("goku", "terrain-lift", "drop");
    refused("Goku holds no piece of terrain");
}

TEST_F(Additions, ATailAttackIsOnlyForAFighterWithATail) {
    open("goku", "basic-attack");
    tick("tail");
    typeDamage(2);
    perform();
    EXPECT_EQ(view("saibaman-1.life"), 58);
    play({endTurn(), endTurn()});
    open("saibaman-1", "basic-attack");
    auto* tail = qobject_cast<QCheckBox*>(field("tail"));
    ASSERT_NE(tail, nullptr);
    EXPECT_FALSE(tail->isEnabled()) << "a Saibaman has no tail";
}

TEST_F(Additions, EmpowerTakesTheRollAndTheBoostAndCapsTheKiByThem) {
    play({arc("ki", "saibaman-3", -20), endTurn()});
    ASSERT_EQ(c().acting().toStdString(), "krillin");
    // Saibaman 3 is far off: the Empowerment Roll typed counts, + the boost.
    c().select(QStringLiteral("krillin"));
    c().setTarget(QStringLiteral("saibaman-3"));
    open("krillin", "empower");
    ASSERT_EQ(c().target().toStdString(), "saibaman-3");
    PanelDriver::type(panel->form().field(InputKind::Roll), 8);
    type("boost", 2);
    PanelDriver::type(panel->form().field("ki"), 11);
    refused("Empower transfers at most the Empowerment Roll 8 + boost 2 = 10 Ki, not 11");
    PanelDriver::type(panel->form().field("ki"), 10);
    perform();
    EXPECT_EQ(view("saibaman-3.ki"), 20);
    EXPECT_EQ(view("krillin.ki"), 70);
}

TEST_F(Additions, MiracleEmpowermentIsTheReceiversChoiceOnTheDecisionBar) {
    PendingDecisionBar bar(c());
    bar.show();
    play({arc("ki", "goku", -10), endTurn()});
    open("krillin", "empower");
    ASSERT_EQ(c().target().toStdString(), "goku");
    PanelDriver::type(panel->form().field("ki"), 5);
    perform();
    EXPECT_EQ(view("goku.ki"), 75);
    play({endTurn()});
    open("saibaman-1", "empower");
    c().setTarget(QStringLiteral("goku"));
    PanelDriver::type(panel->form().field("ki"), 10);
    perform();
    EXPECT_EQ(view("pending"), "miracle-empowerment");
    ASSERT_TRUE(bar.isVisible());
    auto* accept = bar.findChild<QPushButton*>(QStringLiteral("decisionaccept"));
    ASSERT_NE(accept, nullptr);
    ASSERT_NE(bar.findChild<QPushButton*>(QStringLiteral("decisiondecline")), nullptr);
    QTest::mouseClick(accept, Qt::LeftButton);
    EXPECT_EQ(view("pending"), nullptr);
    EXPECT_EQ(view("goku.ki"), 85) << "above the maximum of 80";
}

TEST_F(Additions, TheDuelsResultIsEnteredAsThreeSetsAndTheWinnersLastRoll) {
    play(openDuel());
    open("goku", "duel-result");
    const auto cell = [this](int set, int column, int value) {
        QSpinBox* box = panel->form().cell("sets", set, column);
        ASSERT_NE(box, nullptr) << set << " " << column;
        PanelDriver::type(box, value);
    };
    // Attacker, Challenger, the attacker's wager, the challenger's: Goku wins sets 1 and 2.
    cell(0, 0, 20);
    cell(0, 1, 10);
    cell(0, 2, 2);
    cell(1, 0, 18);
    cell(1, 1, 12);
    cell(2, 0, 5);
    cell(2, 1, 15);
    PanelDriver::type(panel->form().field(InputKind::Damage), 10);
    // Above 1/4 of Goku's Capacity Rate of 12, rounded up (3): refused under the form.
    cell(0, 2, 4);
    refused("1/4 of the Capacity Rate");
    cell(0, 2, 2);
    perform();
    EXPECT_EQ(view("duelWinner"), "goku");
    EXPECT_EQ(view("saibaman-1.life"), 48) << "10 and every wager of the Duel (2)";
}

TEST_F(Additions, AnInstantAttackIsOfferedOnlyAfterASuccessfulDuelEscapeAndCostsNoAction) {
    play(openDuel());
    open("goku", "basic-attack");
    auto* instant = qobject_cast<QCheckBox*>(field("instant"));
    ASSERT_NE(instant, nullptr);
    EXPECT_FALSE(instant->isEnabled()) << "no Duel Escape yet";
    CommandForm escape = maneuver("goku", "duel-escape");
    escape.set("hit", true);
    play({convert("goku"), escape});
    const int actions = view("goku.actions").get<int>();
    open("goku", "basic-attack");
    tick("instant");
    typeDamage(3);
    perform();
    EXPECT_EQ(view("goku.actions"), actions);
    EXPECT_EQ(view("saibaman-1.life"), 57);
}

} // namespace
} // namespace scouter::ui::test
