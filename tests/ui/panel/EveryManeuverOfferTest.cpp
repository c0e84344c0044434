// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14's "done when", the moments around the maneuvers: a Counter Action offered and answered,
// converted for then answered, declined with one key, and every ARC command of the ruleset run
// from its menu entry, each checked against the engine afterwards. The whole encounter screen's
// board and panel, driven by keys and clicks.
#include "Arena.h"
#include "dbu/DbuState.h"

#include "board/ArcCommands.h"
#include "board/InitiativeBoard.h"
#include "encounter/EncounterView.h"
#include "grid/BattleGridView.h"
#include "log/EncounterLogView.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

#include <algorithm>

namespace scouter::ui::test {
namespace {

class EveryManeuverOffer : public ::testing::Test {
protected:
    Arena arena;
    EncounterView* view = nullptr;
    QWidget window;

    void SetUp() override {
        view = new EncounterView(arena.controller.release(), &window);
        auto* layout = new QHBoxLayout(&window);
        layout->addWidget(view->board());
        layout->addWidget(view->panel());
        window.resize(1366, 740);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        view->board()->view().setFocus();
    }

    [[nodiscard]] EncounterController& c() const { return view->controller(); }
    [[nodiscard]] ActionPanel& panel() const { return *view->panel(); }
    [[nodiscard]] const engine::Combatant& who(const char* id) const { return *c().state().find(id); }
    [[nodiscard]] const engine::dbu::Fighter& fighter(const char* id) const {
        return engine::dbu::fighter(c().state(), id);
    }
    static void key(Qt::Key key) {
        QTest::keyClick(QApplication::focusWidget(), key);
        QApplication::processEvents();
    }
    static void type(const QString& text) {
        QTest::keyClicks(QApplication::focusWidget(), text);
        QApplication::processEvents();
    }
    [[nodiscard]] static bool has(const std::vector<std::string>& ids, const char* id) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    }

    // Goku steps two squares back with the panel's Movement key: out of both Saibamen's reach,
    // which offers each a Counter Action against him.
    void gokuStepsAway() {
        key(Qt::Key_V);
        type(QStringLiteral("3")); // the column; the row stays his
        key(Qt::Key_Return);
        ASSERT_EQ(who("goku").at, (engine::Position{3, 5})) << panel().message().text().toStdString();
        ASSERT_TRUE(has(c().state().offers, "saibaman-1"));
        ASSERT_TRUE(has(c().state().offers, "saibaman-2"));
    }
};

TEST_F(EveryManeuverOffer, AnOfferIsAnsweredWithACounterActionFromTheKeyboard) {
    QAbstractItemModelTester tester(&panel().maneuvers(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    gokuStepsAway();
    // The panel turns to the first offeree and says who may answer, against whom and why.
    EXPECT_EQ(c().selected(), QStringLiteral("saibaman-1"));
    EXPECT_TRUE(panel().offer().isVisible());
    EXPECT_TRUE(panel().offer().text().contains(QStringLiteral("Goku"))) << panel().offer().text().toStdString();
    EXPECT_TRUE(panel().offer().text().contains(QStringLiteral("Movement"))) << panel().offer().text().toStdString();
    // The maneuvers that may answer it are open, marked and paid in Counter Actions.
    int answers = 0;
    for (int g = 0; g < panel().maneuvers().rowCount(); ++g) {
        const QModelIndex group = panel().maneuvers().index(g, 0);
        for (int r = 0; r < panel().maneuvers().rowCount(group); ++r) {
            const QModelIndex row = panel().maneuvers().index(r, 0, group);
            if (row.data(ManeuverModel::AnswersRole).toBool() && row.data(ManeuverModel::AvailableRole).toBool()) {
                ++answers;
                EXPECT_TRUE(row.siblingAtColumn(ManeuverModel::Cost).data().toString().contains(QStringLiteral("CA")));
            }
        }
    }
    EXPECT_GT(answers, 0);
    // Its form is already on an answer, paid in Counter Actions.
    EXPECT_TRUE(
        panel().findChild<QGroupBox*>(QStringLiteral("maneuverDetails"))->title().contains(QStringLiteral("CA")))
        << panel().findChild<QGroupBox*>(QStringLiteral("maneuverDetails"))->title().toStdString();
    const int life = fighter("goku").life;
    const int counters = fighter("saibaman-1").counterActions();
    const int actions = fighter("saibaman-1").actions;

    key(Qt::Key_A);
    type(QStringLiteral("6"));
    key(Qt::Key_Return);

    EXPECT_EQ(fighter("goku").life, life - 6) << panel().message().text().toStdString();
    EXPECT_EQ(fighter("saibaman-1").counterActions(), counters - 1);
    EXPECT_EQ(fighter("saibaman-1").actions, actions);
    EXPECT_EQ(QApplication::focusWidget(), &view->board()->view());
}

TEST_F(EveryManeuverOffer, ConvertingKeepsTheOfferOpenAndThenAnswersIt) {
    gokuStepsAway();
    key(Qt::Key_C);
    EXPECT_EQ(fighter("saibaman-1").convertedCounter, 1) << panel().message().text().toStdString();
    EXPECT_TRUE(has(c().state().offers, "saibaman-1"));
    EXPECT_EQ(c().selected(), QStringLiteral("saibaman-1"));
    const int life = fighter("goku").life;

    key(Qt::Key_A);
    type(QStringLiteral("4"));
    key(Qt::Key_Return);

    EXPECT_EQ(fighter("goku").life, life - 4) << panel().message().text().toStdString();
}

TEST_F(EveryManeuverOffer, AnAnswerMovesThePanelToTheNextOffereeThenBackToTheActingOne) {
    gokuStepsAway();
    ASSERT_EQ(c().selected(), QStringLiteral("saibaman-1"));
    key(Qt::Key_A);
    key(Qt::Key_Return); // a miss: the answer is made all the same
    // One answer each: the offer is spent for the one who answered, the panel passes to the next.
    EXPECT_FALSE(has(c().state().offers, "saibaman-1"));
    EXPECT_TRUE(has(c().state().offers, "saibaman-2"));
    EXPECT_EQ(c().selected(), QStringLiteral("saibaman-2")) << panel().message().text().toStdString();
    key(Qt::Key_A);
    key(Qt::Key_Return);
    EXPECT_EQ(c().selected(), QStringLiteral("goku")) << panel().message().text().toStdString();
    // A step back lets the last answer be made again by the one who made it, and only by it.
    c().undo();
    EXPECT_EQ(c().state().offers, std::vector<std::string>{"saibaman-2"});
    EXPECT_EQ(c().selected(), QStringLiteral("saibaman-2"));
}

TEST_F(EveryManeuverOffer, OneKeyDeclinesAndTheNextOffereeIsShown) {
    gokuStepsAway();
    key(Qt::Key_O); // the other Saibaman's offer
    EXPECT_EQ(c().selected(), QStringLiteral("saibaman-2"));
    key(Qt::Key_Escape);
    EXPECT_FALSE(has(c().state().offers, "saibaman-2")) << panel().message().text().toStdString();
    EXPECT_TRUE(has(c().state().offers, "saibaman-1"));
    EXPECT_EQ(c().selected(), QStringLiteral("saibaman-1"));
    key(Qt::Key_Escape);
    EXPECT_TRUE(c().state().offers.empty());
    // No offer left: the panel is Goku's again.
    EXPECT_EQ(c().selected(), QStringLiteral("goku"));
    EXPECT_FALSE(panel().offer().isVisible());
}

// Every ARC command the ruleset lists, each choice from its menu entry, on a fresh encounter;
// a command the rules refuse now is tried again with a Counter Action offered.
TEST(EveryManeuverArc, EveryArcCommandRunsFromItsEntry) {
    Arena probe;
    const auto commands = probe.controller->encounter().ruleset().arcCommands();
    ASSERT_FALSE(commands.empty());
    int run = 0;
    for (const auto& description : commands) {
        std::vector<QString> choices;
        for (const auto& choice : description.choices) {
            choices.push_back(QString::fromStdString(choice.id));
        }
        if (choices.empty()) {
            choices.emplace_back();
        }
        for (const QString& choice : choices) {
            SCOPED_TRACE(description.type + " " + choice.toStdString());
            for (const bool offered : {false, true}) {
                Arena arena;
                EncounterView view(arena.controller.release());
                EncounterController& c = view.controller();
                if (offered) {
                    engine::CommandForm move;
                    move.type = "maneuver";
                    move.set("who", "goku");
                    move.set("name", "movement");
                    move.set("to", engine::Position{3, 5});
                    move.set("mode", "normal");
                    ASSERT_TRUE(c.submit(move).accepted);
                }
                const QString other = description.subject == engine::CommandDescription::Subject::Pair
                                          ? QStringLiteral("krillin")
                                          : QString();
                QAction* entry =
                    view.board()->arcCommands().action(QString::fromStdString(description.type), choice, other);
                ASSERT_NE(entry, nullptr);
                if (!entry->isEnabled()) {
                    continue;
                }
                const engine::EncounterState before = c.state();
                const std::size_t logged = c.encounter().log().size();
                entry->trigger();
                ASSERT_EQ(c.encounter().log().size(), logged + 1);
                EXPECT_EQ(c.encounter().log().back().command, description.type);
                EXPECT_FALSE(c.state() == before);
                ++run;
                break;
            }
        }
    }
    std::size_t entries = 0;
    for (const auto& description : commands) {
        entries += std::max<std::size_t>(description.choices.size(), 1);
    }
    EXPECT_EQ(static_cast<std::size_t>(run), entries);
}

} // namespace
} // namespace scouter::ui::test
