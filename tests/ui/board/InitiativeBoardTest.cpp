// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelRolesCheck.h"
#include "TestEncounter.h"

#include "board/BoardDelegate.h"
#include "board/ChipPainter.h"
#include "board/InitiativeBoard.h"
#include "board/InitiativeBoardModel.h"
#include "board/OfferBanner.h"
#include "board/PendingDecisionBar.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPoint>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <QTreeView>

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <set>
#include <vector>

namespace scouter::ui::test {
namespace {

using Model = InitiativeBoardModel;

// Whether `who`'s name on the board carries the target's mark.
bool markedAsTarget(const InitiativeBoardModel& model, const QString& who) {
    return model.indexOf(who).siblingAtColumn(Model::Name).data().toString().contains(QStringLiteral("◎"));
}

// Whether one of the dataChanged signals `changed` caught covers `who`'s row.
bool wasAnnounced(const QSignalSpy& changed, const InitiativeBoardModel& model, const QString& who) {
    const QModelIndex row = model.indexOf(who);
    return std::any_of(changed.begin(), changed.end(), [&](const QList<QVariant>& signal) {
        const auto from = signal.at(0).value<QModelIndex>();
        const auto to = signal.at(1).value<QModelIndex>();
        return from.parent() == row.parent() && from.row() <= row.row() && row.row() <= to.row();
    });
}

QStringList names(const QAbstractItemModel& model, const QModelIndex& parent = {}) {
    QStringList out;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        out.append(model.index(row, Model::Name, parent).data().toString());
    }
    return out;
}

class Board : public ::testing::Test {
protected:
    TestEncounter t;
    InitiativeBoard board{*t.controller};
    QAbstractItemModelTester tester{&board.model(), QAbstractItemModelTester::FailureReportingMode::Fatal};

    // The ARC's damage command on `who`; true once accepted.
    bool damage(const std::string& who, int amount) {
        engine::CommandForm hurt;
        hurt.type = "damage";
        hurt.set("who", who);
        hurt.set("amount", amount);
        return t.controller->submit(hurt).accepted;
    }

    // The board shown `width` pixels wide, the fight started and Krillin given `conditions`.
    void showKrillinWith(int width, std::initializer_list<const char*> conditions) {
        board.resize(width, 400);
        board.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
        t.start();
        for (const char* condition : conditions) {
            engine::commands::Condition add;
            add.who = "krillin";
            add.add = condition;
            ASSERT_TRUE(t.controller->submit(add).accepted) << condition;
        }
        QApplication::processEvents();
    }

    void typeInitiative(const QString& id, const QString& text) {
        QTreeView& view = board.view();
        const QModelIndex cell = board.model().indexOf(id).siblingAtColumn(Model::Initiative);
        view.setFocus();
        view.setCurrentIndex(cell);
        QTest::keyClick(&view, Qt::Key_F2);
        auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        ASSERT_NE(editor, nullptr) << "no editor opened for " << id.toStdString() << " focus "
                                   << (QApplication::focusWidget()
                                           ? QApplication::focusWidget()->metaObject()->className()
                                           : "none");
        editor->selectAll();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        QApplication::processEvents(); // the delegate commits on Return through a queued call
    }
};

TEST_F(Board, ListsEverySlotWithTheGroupExpandingIntoItsMembers) {
    EXPECT_EQ(names(board.model()),
              (QStringList{QStringLiteral("Goku"), QStringLiteral("Krillin"), QStringLiteral("Saibamen (3/3)")}));
    const QModelIndex group = board.model().index(2, 0);
    EXPECT_TRUE(group.data(Model::GroupRole).toBool());
    EXPECT_EQ(names(board.model(), group),
              (QStringList{QStringLiteral("Saibaman 1"), QStringLiteral("Saibaman 2"), QStringLiteral("Saibaman 3")}));
    EXPECT_TRUE(board.view().isExpanded(group));
    EXPECT_TRUE(board.headline().text().startsWith(QStringLiteral("Not started")));
}

TEST_F(Board, InitiativeTypedInPlaceIsSubmittedAndTheOrderFollowsIt) {
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    // The Saibamen roll as high as their dice allow.
    const int high =
        t.controller->encounter().ruleset().initiativeRange(t.controller->state(), "saibamen", false).second;
    typeInitiative(QStringLiteral("saibamen"), QString::number(high));
    typeInitiative(QStringLiteral("goku"), QStringLiteral("d2")); // a natural 2, modifiers added by the rules
    EXPECT_EQ(board.model().indexOf(QStringLiteral("saibamen")).siblingAtColumn(Model::Initiative).data().toInt(),
              high);

    EXPECT_EQ(board.model().indexOf(QStringLiteral("goku")).siblingAtColumn(Model::Initiative).data().toInt(), 6);
    t.dice.append({6}); // Krillin's initiative, left to the dice
    QTest::mouseClick(board.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    ASSERT_TRUE(t.controller->state().started);
    EXPECT_EQ(names(board.model()).first(), QStringLiteral("Saibamen (3/3)"));
    EXPECT_EQ(board.headline().text(), QStringLiteral("Round 1 · Saibamen's turn"));
}

TEST_F(Board, EndTurnByButtonAndByShortcut) {
    t.start();
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    EXPECT_EQ(board.headline().text(), QStringLiteral("Round 1 · Goku's turn"));
    QTest::mouseClick(board.findChild<QPushButton*>(QStringLiteral("endTurnButton")), Qt::LeftButton);
    EXPECT_EQ(board.headline().text(), QStringLiteral("Round 1 · Krillin's turn"));
    QTest::keyClick(&board.view(), Qt::Key_Return, Qt::ControlModifier);
    EXPECT_EQ(board.headline().text(), QStringLiteral("Round 1 · Saibamen's turn"));
    EXPECT_TRUE(board.model().indexOf(QStringLiteral("saibamen")).data(Model::CurrentRole).toBool());
}

TEST_F(Board, BarsPipsAndChipsFollowTheEngine) {
    t.start();
    ASSERT_TRUE(damage("krillin", 50));
    engine::commands::Condition slow;
    slow.who = "krillin";
    slow.add = "slowed";
    slow.until = "rounds:2";
    ASSERT_TRUE(t.controller->submit(slow).accepted);

    const Model& model = board.model();
    const QModelIndex krillin = model.indexOf(QStringLiteral("krillin"));
    const QModelIndex life = krillin.siblingAtColumn(model.columnOf("life"));
    EXPECT_EQ(life.data(Model::KindRole).toInt(), static_cast<int>(engine::BoardColumn::Kind::Bar));
    EXPECT_EQ(life.data(Model::BarRole).toPoint(), QPoint(70, 120));
    // 70 of 120 is below the first of Krillin's Health Thresholds (90, 60, 30): still Good.
    EXPECT_EQ(life.data(Model::ToneRole).toInt(), static_cast<int>(engine::Tone::Good));
    EXPECT_EQ(krillin.siblingAtColumn(model.columnOf("conditions")).data(Model::ChipsRole).toStringList(),
              QStringList{QStringLiteral("Slowed · 2 rounds left")});
    const QModelIndex goku = model.indexOf(QStringLiteral("goku"));
    const QModelIndex actions = goku.siblingAtColumn(model.columnOf("actions"));
    EXPECT_EQ(actions.data(Model::KindRole).toInt(), static_cast<int>(engine::BoardColumn::Kind::Pips));
    EXPECT_GE(actions.data(Model::BarRole).toPoint().x(), 3);
    EXPECT_EQ(goku.siblingAtColumn(model.columnOf("counter-actions")).data(Model::BarRole).toPoint(), QPoint(1, 1));
    EXPECT_EQ(model.headerData(model.columnOf("life"), Qt::Horizontal).toString(), QStringLiteral("Life"));

    // Past the second threshold (60) the bar turns amber, past the last (30) red.
    ASSERT_TRUE(damage("krillin", 15));
    EXPECT_EQ(life.data(Model::ToneRole).toInt(), static_cast<int>(engine::Tone::Warning));
    ASSERT_TRUE(damage("krillin", 30));
    EXPECT_EQ(life.data(Model::ToneRole).toInt(), static_cast<int>(engine::Tone::Bad));
}

TEST_F(Board, OnAChipTheTooltipIsThatChipsWords) {
    ASSERT_NO_FATAL_FAILURE(showKrillinWith(700, {"prone", "shaken"}));
    QTreeView& view = board.view();
    const QModelIndex cell =
        board.model().indexOf(QStringLiteral("krillin")).siblingAtColumn(board.model().columnOf("conditions"));
    const QStringList tips = cell.data(Model::ChipTipsRole).toStringList();
    ASSERT_EQ(tips.size(), 2);
    EXPECT_TRUE(tips[1].startsWith(QStringLiteral("Shaken: "))) << tips[1].toStdString();
    // Hover the second chip: its own words, not the whole cell's.
    const QRect rect = view.visualRect(cell);
    const auto chips = ChipPainter::layout(cell.data(Model::ChipsRole).toStringList(), ChipPainter::font(view.font()),
                                           rect.topLeft(), rect.width());
    ASSERT_EQ(chips.size(), 2u);
    QPoint at = chips[1].rect.center();
    at.setY(rect.center().y()); // the chips sit centred in the row
    QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
    QApplication::sendEvent(view.viewport(), &help);
    EXPECT_EQ(QToolTip::text(), tips[1]);
    QToolTip::hideText();
}

TEST_F(Board, AChangeAnnouncesTheRowsThatLookDifferentOnly) {
    // The view works out the height of every row it is told of: a board of 200 spent 70 ms on it.
    t.start();
    QSignalSpy changed(&board.model(), &QAbstractItemModel::dataChanged);
    ASSERT_TRUE(damage("krillin", 10));
    const auto announced = [&](const QString& id) { return wasAnnounced(changed, board.model(), id); };
    EXPECT_TRUE(announced(QStringLiteral("krillin")));
    EXPECT_FALSE(announced(QStringLiteral("saibaman-2")));
    EXPECT_EQ(board.model().indexOf(QStringLiteral("krillin")).siblingAtColumn(board.model().columnOf("life")).data(),
              QStringLiteral("110/120"));
    // A new target is a mark on two names: both rows are announced.
    changed.clear();
    t.controller->setTarget(QStringLiteral("saibaman-2"));
    EXPECT_TRUE(announced(QStringLiteral("saibaman-2")));
    EXPECT_TRUE(markedAsTarget(board.model(), QStringLiteral("saibaman-2")));
}

// What a row was last announced with is remembered from the engine's facts: a command, its undo
// and another pick each announce the rows they change, and the Name column stays as wide as its
// widest name (the header's ResizeToContents, measured only when a name changes).
TEST_F(Board, ACommandItsUndoAndAnotherPickAnnounceTheirRowsAndTheNamesStayWhole) {
    board.resize(900, 500);
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    t.start();
    QApplication::processEvents();
    QSignalSpy changed(&board.model(), &QAbstractItemModel::dataChanged);
    QSignalSpy names(&board.model(), &Model::namesChanged);
    const auto announced = [&](const QString& id) { return wasAnnounced(changed, board.model(), id); };
    const int life = board.model().columnOf("life");
    const auto lifeOf = [&](const char* id) {
        return board.model().indexOf(QString::fromLatin1(id)).siblingAtColumn(life).data().toString();
    };
    const QHeaderView& header = *board.view().header();
    const auto namesFit = [&] {
        const QAbstractItemView& view = board.view();
        const int wanted = std::max(view.sizeHintForColumn(Model::Name), header.sectionSizeHint(Model::Name));
        return header.sectionSize(Model::Name) ==
               std::clamp(wanted, header.minimumSectionSize(), header.maximumSectionSize());
    };
    EXPECT_TRUE(namesFit());

    ASSERT_TRUE(damage("krillin", 10));
    EXPECT_TRUE(announced(QStringLiteral("krillin")));
    EXPECT_FALSE(announced(QStringLiteral("goku")));
    EXPECT_EQ(lifeOf("krillin"), QStringLiteral("110/120"));
    EXPECT_EQ(names.count(), 0) << "a wound changes no name";

    changed.clear();
    ASSERT_TRUE(t.controller->undo());
    EXPECT_TRUE(announced(QStringLiteral("krillin"))) << "the step back shows the old life again";
    EXPECT_FALSE(announced(QStringLiteral("saibaman-2")));
    EXPECT_EQ(lifeOf("krillin"), QStringLiteral("120/120"));
    EXPECT_EQ(names.count(), 0);

    // Another pick aims elsewhere: the target's mark moves from one name to another.
    changed.clear();
    t.controller->select(QStringLiteral("goku"));
    t.controller->setTarget(QStringLiteral("saibaman-3"));
    EXPECT_TRUE(announced(QStringLiteral("saibaman-3")));
    EXPECT_TRUE(markedAsTarget(board.model(), QStringLiteral("saibaman-3")));
    EXPECT_GE(names.count(), 1);
    EXPECT_TRUE(namesFit());

    // A name grows longer than any ("Saibaman 3 · death"): its column widens to show it whole.
    const int before = header.sectionSize(Model::Name);
    engine::commands::Leave leave;
    leave.who = "saibaman-3";
    leave.reason = "death";
    const engine::CommandResult gone = t.controller->submit(leave);
    ASSERT_TRUE(gone.accepted) << gone.message;
    QApplication::processEvents();
    const QString left =
        board.model().indexOf(QStringLiteral("saibaman-3")).siblingAtColumn(Model::Name).data().toString();
    ASSERT_TRUE(left.contains(QStringLiteral("death"))) << left.toStdString();
    EXPECT_GT(header.sectionSize(Model::Name), before);
    EXPECT_TRUE(namesFit());
    EXPECT_GE(header.sectionSize(Model::Name), board.view().fontMetrics().horizontalAdvance(left));
}

// Opening a group fits the names once the view's own layout has returned, never from inside it:
// QTreeView emits expanded() while it lays its rows out, and measuring them there rebuilt the rows
// it was going through (a use after free inside Qt that crashed a review or a fight, now and then,
// as it opened). Seen from a slot of the same signal, the column is untouched until the layout
// returns; after it, the longer name fits.
TEST_F(Board, OpeningAGroupFitsTheNamesAfterTheViewsLayoutNotInsideIt) {
    QTreeView& view = board.view();
    QHeaderView& header = *view.header();
    const QModelIndex group = board.model().index(2, 0);
    ASSERT_TRUE(group.data(Model::GroupRole).toBool());
    view.collapse(group);
    QApplication::processEvents();
    header.resizeSection(Model::Name, header.minimumSectionSize());
    std::vector<int> seenInside;
    QObject::connect(&view, &QTreeView::expanded, &view,
                     [&] { seenInside.push_back(header.sectionSize(Model::Name)); });
    view.expandAll();
    ASSERT_FALSE(seenInside.empty());
    for (const int width : seenInside) {
        EXPECT_EQ(width, header.minimumSectionSize()) << "the names were measured inside the view's layout";
    }
    QApplication::processEvents();
    const QString longest = board.model().index(0, Model::Name, group).data().toString();
    EXPECT_GE(header.sectionSize(Model::Name), view.fontMetrics().horizontalAdvance(longest));
}

// A wider name column leaves the conditions less room: their chips wrap onto more lines and, once the
// board has redrawn, the row is as tall as they need; a narrower one gives the room back. (Every
// column sharing that room is resized together, and the rows are laid out again once for them all.)
TEST_F(Board, ARowTakesTheHeightItsChipsNeedWhenTheColumnsAreResized) {
    ASSERT_NO_FATAL_FAILURE(showKrillinWith(900, {"prone", "shaken", "slowed"}));
    QTreeView& view = board.view();
    QHeaderView& header = *view.header();
    const int conditions = board.model().columnOf("conditions");
    const QModelIndex cell = board.model().indexOf(QStringLiteral("krillin")).siblingAtColumn(conditions);
    const auto lines = [&] {
        const QRect rect = view.visualRect(cell);
        std::set<int> tops;
        for (const auto& chip : ChipPainter::layout(cell.data(Model::ChipsRole).toStringList(),
                                                    ChipPainter::font(view.font()), {0, 0}, rect.width())) {
            tops.insert(chip.rect.top());
        }
        return std::pair{static_cast<int>(tops.size()), rect.height()};
    };
    const auto [wideLines, wideHeight] = lines();
    const int name = header.sectionSize(Model::Name);
    header.resizeSection(Model::Name, name + header.sectionSize(conditions) - 60);
    QApplication::processEvents();
    const auto [narrowLines, narrowHeight] = lines();
    EXPECT_GT(narrowLines, wideLines) << "the chips did not wrap in the narrower column";
    EXPECT_GT(narrowHeight, wideHeight) << "the row kept the height of fewer lines of chips";
    header.resizeSection(Model::Name, name);
    QApplication::processEvents();
    EXPECT_EQ(lines(), std::pair(wideLines, wideHeight));
}

TEST_F(Board, TheColumnsAreTheRulesetsAndTheModelStaysConsistent) {
    // The fixture's QAbstractItemModelTester watches every change below.
    const auto columns = t.controller->encounter().ruleset().boardColumns();
    ASSERT_EQ(board.model().columnCount(), Model::FirstRulesetColumn + static_cast<int>(columns.size()));
    for (std::size_t i = 0; i < columns.size(); ++i) {
        EXPECT_EQ(board.model().headerData(Model::FirstRulesetColumn + static_cast<int>(i), Qt::Horizontal),
                  QString::fromStdString(columns[i].label));
    }
    t.start();
    ASSERT_TRUE(damage("saibaman-1", 60));
    ASSERT_TRUE(t.controller->undo());
}

// A view reads a cell's roles together (multiData): each reads as it does on its own, on a group's
// row and a member's, for the acting, the hurt and the defeated alike.
TEST_F(Board, ACellsRolesReadTogetherAreTheRolesReadOneByOne) {
    t.start();
    ASSERT_TRUE(damage("saibaman-2", 60));
    const QAbstractItemModel& model = board.model();
    std::vector<int> roles{Qt::DisplayRole,    Qt::EditRole,     Qt::FontRole,    Qt::ForegroundRole,
                           Qt::BackgroundRole, Qt::ToolTipRole,  Model::KindRole, Model::BarRole,
                           Model::ToneRole,    Model::ChipsRole, Model::IdRole,   Model::DefeatedRole};
    EXPECT_GT(expectRolesReadTogetherAsOneByOne(model, roles), 20);
}

TEST_F(Board, ADefeatedCombatantIsShownStruckThrough) {
    t.start();
    ASSERT_TRUE(damage("saibaman-2", 60));
    const QModelIndex saibaman = board.model().indexOf(QStringLiteral("saibaman-2"));
    EXPECT_TRUE(saibaman.data(Model::DefeatedRole).toBool());
    EXPECT_TRUE(saibaman.siblingAtColumn(Model::Name).data(Qt::FontRole).value<QFont>().strikeOut());
    EXPECT_EQ(board.model().index(2, Model::Name).data().toString(), QStringLiteral("Saibamen (2/3)"));

    ASSERT_TRUE(t.controller->undo());
    EXPECT_FALSE(board.model().indexOf(QStringLiteral("saibaman-2")).data(Model::DefeatedRole).toBool());
}

TEST_F(Board, ATieIsDecidedInPlace) {
    // Same value, same Agility Score, and the roll-off ties too: the ARC decides.
    engine::commands::SetInitiative set;
    set.value = 12;
    for (const char* who : {"goku", "krillin"}) {
        set.who = who;
        ASSERT_TRUE(t.controller->submit(set).accepted);
    }
    set.who = "saibamen";
    set.value = 3;
    ASSERT_TRUE(t.controller->submit(set).accepted);
    t.dice.append({5, 5});
    engine::commands::Start begin;
    ASSERT_TRUE(t.controller->submit(begin).accepted);
    ASSERT_FALSE(t.controller->state().pending.empty());
    PendingDecisionBar& bar = board.decisions();
    EXPECT_FALSE(bar.isHidden());
    ASSERT_EQ(bar.orderList().count(), 2);

    // Krillin first: move him up, then confirm.
    bar.orderList().setCurrentRow(1);
    QTest::mouseClick(bar.findChild<QPushButton*>(QString()), Qt::LeftButton);
    for (auto* button : bar.findChildren<QPushButton*>()) {
        if (button->text() == QStringLiteral("Move &up")) {
            QTest::mouseClick(button, Qt::LeftButton);
        }
    }
    QTest::mouseClick(bar.findChild<QPushButton*>(QStringLiteral("confirmOrder")), Qt::LeftButton);
    EXPECT_TRUE(t.controller->state().pending.empty());
    EXPECT_TRUE(bar.isHidden());
    EXPECT_EQ(names(board.model()).first(), QStringLiteral("Krillin"));
}

// The Grapple Check asked by the ruleset in its words, its answers by name ("grapple-check" and
// "grappler" reached the screen, and the bar knew DBU's decision by its id).
TEST_F(Board, AGrappleCheckIsAskedInTheRulesWordsAndAnsweredByName) {
    t.start();
    auto step = TestEncounter::maneuver("goku", "movement");
    step.set("to", engine::Position{2, 10});
    const auto stepped = t.controller->submit(step);
    ASSERT_TRUE(stepped.accepted) << stepped.message;
    auto grapple = TestEncounter::maneuver("goku", "grapple", "krillin");
    grapple.set("hit", true);
    const auto grabbed = t.controller->submit(grapple);
    ASSERT_TRUE(grabbed.accepted) << grabbed.message;
    ASSERT_TRUE(t.controller->submit(engine::commands::EndTurn{}).accepted);
    ASSERT_FALSE(t.controller->state().pending.empty());
    PendingDecisionBar& bar = board.decisions();
    EXPECT_FALSE(bar.isHidden());
    EXPECT_EQ(bar.findChild<QLabel*>(QStringLiteral("decisionQuestion"))->text(),
              QStringLiteral("The Grapple Check — the ARC decides"));
    QPushButton* grappled = bar.findChild<QPushButton*>(QStringLiteral("decisiongrappled"));
    ASSERT_NE(grappled, nullptr);
    EXPECT_EQ(grappled->text(), QStringLiteral("Krillin wins (the grappled)"));
    QTest::mouseClick(grappled, Qt::LeftButton);
    EXPECT_TRUE(t.controller->state().pending.empty());
    EXPECT_EQ(t.controller->undoLabel(), QStringLiteral("The Grapple Check: Krillin wins"));
}

TEST_F(Board, ChoosingARowSelectsTheCombatantForThePanel) {
    t.start();
    board.view().setCurrentIndex(board.model().indexOf(QStringLiteral("saibaman-3")));
    EXPECT_EQ(t.controller->selected(), QStringLiteral("saibaman-3"));
    QTest::keyClick(&board.view(), Qt::Key_T);
    board.view().setCurrentIndex(board.model().indexOf(QStringLiteral("krillin")));
    EXPECT_EQ(t.controller->selected(), QStringLiteral("krillin"));
}

TEST_F(Board, ConditionChipsSayTheRulesetsNamesAndTheTimeLeft) {
    t.start();
    const auto add = [this](const char* condition, const char* until) {
        engine::commands::Condition c;
        c.who = "krillin";
        c.add = condition;
        c.until = until;
        ASSERT_TRUE(t.controller->submit(c).accepted) << condition;
    };
    // The ids come from the ruleset's description, as a table would pick them; the chips must not show them.
    const auto conditions = t.controller->encounter().ruleset().conditions();
    ASSERT_GE(conditions.size(), 4u);
    add(conditions[0].id.c_str(), "end-of-next-turn:goku");
    add(conditions[1].id.c_str(), "rounds:2");
    add(conditions[2].id.c_str(), "end-of-round");
    add(conditions[3].id.c_str(), "");
    const QStringList chips = board.model()
                                  .indexOf(QStringLiteral("krillin"))
                                  .siblingAtColumn(board.model().columnOf("conditions"))
                                  .data(Model::ChipsRole)
                                  .toStringList();
    const auto label = [&](std::size_t i) { return QString::fromStdString(conditions[i].label); };
    EXPECT_EQ(chips, (QStringList{label(0) + QStringLiteral(" · until end of Goku's turn"),
                                  label(1) + QStringLiteral(" · 2 rounds left"),
                                  label(2) + QStringLiteral(" · until end of round"), label(3)}));
    EXPECT_TRUE(board.model()
                    .indexOf(QStringLiteral("krillin"))
                    .siblingAtColumn(board.model().columnOf("conditions"))
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QString::fromStdString(conditions[0].help)));
}

TEST_F(Board, AnOpenOfferIsShownAboveTheBoardAndOnTheRowsOfWhoMayAnswer) {
    t.start();
    EXPECT_TRUE(board.offer().isHidden());
    // Goku steps next to Saibaman 1, then away from it: the Saibaman may take a Counter Action.
    for (const engine::Position to : {engine::Position{10, 9}, engine::Position{11, 9}, engine::Position{9, 9}}) {
        engine::CommandForm move = TestEncounter::maneuver("goku", "movement");
        move.set("to", to);
        move.set("mode", "boosted");
        const auto moved = t.controller->submit(move);
        ASSERT_TRUE(moved.accepted) << moved.message;
    }
    ASSERT_EQ(t.controller->state().offers, std::vector<std::string>{"saibaman-1"});
    EXPECT_FALSE(board.offer().isHidden());
    EXPECT_EQ(board.offer().text(),
              QStringLiteral("Counter Action offered: Saibaman 1 may answer Goku's Movement. Answer from the Actions "
                             "panel, or decline it (Encounter menu)."));
    const QModelIndex answering = board.model().indexOf(QStringLiteral("saibaman-1"));
    EXPECT_TRUE(answering.data(Model::OfferRole).toBool());
    EXPECT_TRUE(answering.siblingAtColumn(Model::Name).data().toString().endsWith(QStringLiteral("⚡")));
    EXPECT_TRUE(answering.siblingAtColumn(Model::Name)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("May answer Goku's Movement")));
    EXPECT_FALSE(board.model().indexOf(QStringLiteral("saibaman-2")).data(Model::OfferRole).toBool());

    ASSERT_TRUE(t.controller->undo());
    EXPECT_TRUE(board.offer().isHidden());
    EXPECT_FALSE(board.model().indexOf(QStringLiteral("saibaman-1")).data(Model::OfferRole).toBool());
}

TEST_F(Board, InitiativeThatIsNotANumberOrOutOfItsDiceIsRefusedWhereItIsTyped) {
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    const auto initiative = [this] {
        return board.model().indexOf(QStringLiteral("goku")).siblingAtColumn(Model::Initiative).data().toString();
    };
    typeInitiative(QStringLiteral("goku"), QStringLiteral("abc"));
    // Not dropped in silence: the editor stays open, and the board says what is wrong.
    EXPECT_NE(qobject_cast<QLineEdit*>(QApplication::focusWidget()), nullptr);
    EXPECT_FALSE(board.message().isHidden());
    EXPECT_TRUE(board.message().text().contains(QStringLiteral("\"abc\" is not an Initiative")))
        << board.message().text().toStdString();
    EXPECT_EQ(initiative(), QStringLiteral("—"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);

    const auto [low, high] = t.controller->encounter().ruleset().initiativeRange(t.controller->state(), "goku", true);
    typeInitiative(QStringLiteral("goku"), QStringLiteral("d%1").arg(high + 1));
    EXPECT_TRUE(board.message().text().contains(QStringLiteral("(%1-%2), not %3").arg(low).arg(high).arg(high + 1)))
        << board.message().text().toStdString();
    EXPECT_EQ(initiative(), QStringLiteral("—"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);

    const auto [lowest, highest] =
        t.controller->encounter().ruleset().initiativeRange(t.controller->state(), "goku", false);
    typeInitiative(QStringLiteral("goku"), QString::number(highest + 1));
    EXPECT_TRUE(
        board.message().text().contains(QStringLiteral("%1 to %2, not %3").arg(lowest).arg(highest).arg(highest + 1)))
        << board.message().text().toStdString();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);

    typeInitiative(QStringLiteral("goku"), QString::number(highest));
    EXPECT_EQ(initiative(), QString::number(highest));
    EXPECT_TRUE(board.message().isHidden());
}

} // namespace
} // namespace scouter::ui::test
