// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30 on Fatewalker's timeline: each combatant's row shows what the ruleset says the ARC must
// see of it (Ruleset::marks: posture, binds, damage, cover, a change of sides) as chips in their
// tones, with their tooltips, following the state.
#include "True20Encounter.h"

#include "board/TimelineDelegate.h"
#include "board/TimelineModel.h"
#include "board/TimelineView.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class TimelineMarks : public ::testing::Test {
protected:
    engine::ScriptedDice dice;
    std::unique_ptr<EncounterController> controller = [this] {
        engine::EncounterBuilder builder;
        builder.add(True20Encounter::fighter("aster", "Aster", "heroes", {2, 2}, {{"speed", 6}, {"unarmed", 6}}));
        builder.add(True20Encounter::fighter("brand", "Brand", "raiders", {3, 2}, {{"speed", 6}}));
        auto made = engine::RulesetRegistry::withBuiltins().create("fatewalker", {});
        auto encounter = std::make_unique<engine::Encounter>(
            builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), dice);
        auto made2 = std::make_unique<EncounterController>(std::move(encounter), QStringLiteral("Ford"),
                                                           EncounterController::Grid{12, 12});
        (void)made2->submit(engine::commands::Start{});
        return made2;
    }();
    TimelineModel model{*controller};
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::Fatal};

    [[nodiscard]] QModelIndex marksOf(const char* who) const {
        return model.indexOf(QString::fromLatin1(who)).siblingAtColumn(TimelineModel::Marks);
    }
    void submit(const char* type, std::initializer_list<std::pair<const char*, engine::FormValue>> arguments) {
        engine::CommandForm form;
        form.type = type;
        for (const auto& [key, value] : arguments) {
            form.set(key, value);
        }
        const auto result = controller->submit(form);
        ASSERT_TRUE(result.accepted) << type << ": " << result.message;
    }
};

TEST_F(TimelineMarks, TheRowShowsPostureAndTheBindAsChipsWithTheirWords) {
    EXPECT_TRUE(marksOf("brand").data(TimelineModel::ChipsRole).toStringList().isEmpty());
    submit("act", {{"who", "aster"}, {"action", "grapple"}, {"target", "brand"}, {"successes", 3}});
    submit("resolve", {{"choice", std::vector<std::string>{"none"}}});
    submit("act", {{"who", "brand"}, {"action", "go-prone"}});
    const QStringList chips = marksOf("brand").data(TimelineModel::ChipsRole).toStringList();
    EXPECT_TRUE(chips.contains(QStringLiteral("Prone"))) << chips.join(", ").toStdString();
    EXPECT_TRUE(chips.contains(QStringLiteral("Grappled with Aster"))) << chips.join(", ").toStdString();
    const QStringList tips = marksOf("brand").data(TimelineModel::ChipTipsRole).toStringList();
    EXPECT_TRUE(tips.contains(QStringLiteral("In a bind with Aster: grapple 2"))) << tips.join(" | ").toStdString();
    EXPECT_EQ(marksOf("brand").data(TimelineModel::ChipTonesRole).toList().size(), chips.size());
    EXPECT_TRUE(model.indexOf(QStringLiteral("brand"))
                    .siblingAtColumn(TimelineModel::Lane)
                    .data(Qt::AccessibleTextRole)
                    .toString()
                    .contains(QStringLiteral("Prone")));
    EXPECT_EQ(model.headerData(TimelineModel::Marks, Qt::Horizontal).toString(), QStringLiteral("State"));
}

TEST_F(TimelineMarks, AChangeOfSidesIsMarkedInTheStateColumnTheViewShows) {
    TimelineView view(model);
    view.resize(900, 300);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    submit("side", {{"a", "brand"}, {"side", "heroes"}});
    submit("act", {{"who", "brand"}, {"action", "go-prone"}});
    submit("condition", {{"who", "brand"}, {"add", "fatigued"}});
    const QStringList chips = marksOf("brand").data(TimelineModel::ChipsRole).toStringList();
    EXPECT_TRUE(chips.contains(QStringLiteral("Changed sides"))) << chips.join(", ").toStdString();
    QApplication::processEvents();
    EXPECT_GT(view.visualRect(marksOf("brand")).width(), 0) << "the State column is shown";
}

} // namespace
} // namespace scouter::ui::test
