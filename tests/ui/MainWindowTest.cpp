// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "ApplicationIcon.h"
#include "CampaignModel.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "DiceRollerWidget.h"
#include "RollHistoryModel.h"
#include "ShortcutSheet.h"
#include "StartPage.h"
#include "Version.h"
#include "board/ArcCommands.h"
#include "board/BoardDelegate.h"
#include "board/ChipPainter.h"
#include "board/InitiativeBoard.h"
#include "board/InitiativeBoardModel.h"
#include "dice/ScriptedDice.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "log/EncounterLogModel.h"
#include "log/EncounterLogView.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <gtest/gtest.h>

#include <functional>
#include <memory>

namespace scouter::ui {
namespace {

std::unique_ptr<engine::ScriptedDice> faces(const std::vector<int>& scripted) {
    return std::make_unique<engine::ScriptedDice>(scripted);
}

// A campaign as CampaignOverview::read() returns it; the window does not care where it came from.
CampaignOverview campaign() {
    CampaignOverview overview;
    overview.filePath = QStringLiteral("/home/gm/campaigns/namek.scouter");
    overview.characters.push_back(
        {QStringLiteral("Gohan"), true, {QStringLiteral("Tier of Power 2"), QStringLiteral("Life 80")}, QString()});
    overview.groups.push_back({QStringLiteral("Ginyu Force"), 5, QString()});
    overview.encounters.push_back(
        {QStringLiteral("Arrival on Namek"), CampaignOverview::EncounterState::Ready, 0, 10, 8, QString()});
    return overview;
}

QAction* menuAction(const MainWindow& window, const QString& menuTitle, const QString& actionText) {
    for (QAction* menuEntry : window.menuBar()->actions()) {
        if (menuEntry->text() != menuTitle || menuEntry->menu() == nullptr) {
            continue;
        }
        for (QAction* action : menuEntry->menu()->actions()) {
            if (action->text() == actionText) {
                return action;
            }
        }
    }
    return nullptr;
}

void rollInWindow(MainWindow& window, const QString& expression) {
    (void)window.diceRoller(); // the dice are made the first time they are looked at
    auto* edit = window.findChild<QLineEdit*>(QStringLiteral("expressionEdit"));
    ASSERT_NE(edit, nullptr);
    edit->clear();
    QTest::keyClicks(edit, expression);
    QTest::keyClick(edit, Qt::Key_Return);
}

TEST(MainWindowTest, IsTitledAfterTheCampaignFileAndFitsASmallLaptopScreen) {
    const MainWindow window(faces({}), campaign());
    EXPECT_EQ(window.windowTitle(), QStringLiteral("Scouter — namek.scouter"));
    EXPECT_LE(window.minimumWidth(), 1366);
    EXPECT_LE(window.minimumHeight(), 700); // 768 less a panel and a title bar
    EXPECT_LE(window.minimumSizeHint().height(), 700);
    EXPECT_LE(window.width(), 1366);
    EXPECT_LE(window.height(), 700);
}

TEST(MainWindowTest, CampaignDockOnTheLeftShowsTheWholeCampaignExpanded) {
    MainWindow window(faces({}), campaign());
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("campaignDock"));
    ASSERT_NE(dock, nullptr);
    EXPECT_EQ(window.dockWidgetArea(dock), Qt::LeftDockWidgetArea);
    EXPECT_EQ(dock->windowTitle(), QStringLiteral("Campaign"));
    // Nothing in the window could bring a closed dock back.
    EXPECT_FALSE(dock->features().testFlag(QDockWidget::DockWidgetClosable));

    auto* view = window.findChild<QTreeView*>(QStringLiteral("campaignView"));
    ASSERT_NE(view, nullptr);
    EXPECT_EQ(view->model(), &window.campaign());
    EXPECT_EQ(view->editTriggers(), QAbstractItemView::NoEditTriggers);
    for (const auto section :
         {CampaignModel::Section::Characters, CampaignModel::Section::Groups, CampaignModel::Section::Encounters}) {
        EXPECT_TRUE(view->isExpanded(window.campaign().sectionIndex(section)));
    }
    EXPECT_EQ(window.campaign().overview().groups.at(0).name, QStringLiteral("Ginyu Force"));
}

TEST(MainWindowTest, RollsGoToTheHistoryTableAndTheStatusBar) {
    MainWindow window(faces({6, 2}), campaign());
    (void)window.diceRoller(); // made when first looked at
    auto* table = window.findChild<QTableView*>(QStringLiteral("historyView"));
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(table->model(), &window.history());

    rollInWindow(window, QStringLiteral("d10+3"));
    rollInWindow(window, QStringLiteral("solid d10"));

    ASSERT_EQ(window.history().rowCount(), 2);
    EXPECT_EQ(window.history().entry(1).expression, QStringLiteral("solid 1d10"));
    EXPECT_EQ(window.findChild<QLabel*>(QStringLiteral("lastRollLabel"))->text(),
              QStringLiteral("Last roll: solid 1d10 at Tier 1 = 2"));
}

TEST(MainWindowTest, ClearHistoryIsOnlyOfferedWhenThereIsHistory) {
    MainWindow window(faces({6}), campaign());
    QAction* clear = menuAction(window, QStringLiteral("&Dice"), QStringLiteral("&Clear History"));
    ASSERT_NE(clear, nullptr);
    EXPECT_FALSE(clear->isEnabled());

    rollInWindow(window, QStringLiteral("d10"));
    EXPECT_TRUE(clear->isEnabled());

    clear->trigger();
    EXPECT_EQ(window.history().rowCount(), 0);
    EXPECT_FALSE(clear->isEnabled());
}

TEST(MainWindowTest, FileQuitClosesTheWindowWithCtrlQ) {
    MainWindow window(faces({}), campaign());
    QAction* quit = menuAction(window, QStringLiteral("&File"), QStringLiteral("&Quit"));
    ASSERT_NE(quit, nullptr);
    EXPECT_EQ(quit->shortcut(), QKeySequence(QStringLiteral("Ctrl+Q")));

    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    quit->trigger();
    EXPECT_FALSE(window.isVisible());
}

TEST(MainWindowTest, HelpAboutNamesTheVersion) {
    MainWindow window(faces({}), campaign());
    QAction* about = menuAction(window, QStringLiteral("&Help"), QStringLiteral("&About Scouter"));
    ASSERT_NE(about, nullptr);

    QString shownText;
    // The box is modal: read and close it from inside its own event loop.
    QTimer::singleShot(0, [&shownText] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box != nullptr) {
            shownText = box->text();
            box->accept();
        }
    });
    about->trigger();

    EXPECT_TRUE(shownText.contains(QStringLiteral("Scouter %1").arg(QString::fromLatin1(kVersion))))
        << shownText.toStdString();
    EXPECT_TRUE(shownText.contains(QString::fromLatin1(kDescription))) << shownText.toStdString();
}

TEST(MainWindowTest, WithoutAnEncounterTheStartPageShowsAndTheEncounterMenuIsHidden) {
    MainWindow window(faces({}), campaign());
    EXPECT_EQ(window.encounter(), nullptr);
    EXPECT_TRUE(window.startPage().isVisibleTo(&window));
    QAction* undo = menuAction(window, QStringLiteral("&Edit"), QStringLiteral("&Undo"));
    ASSERT_NE(undo, nullptr);
    EXPECT_FALSE(undo->isEnabled());
    for (QAction* menuEntry : window.menuBar()->actions()) {
        if (menuEntry->text() == QStringLiteral("E&ncounter")) {
            EXPECT_FALSE(menuEntry->isVisible());
        }
    }
    // Without a campaign session there is nothing to open from: it says so instead of failing silently.
    EXPECT_FALSE(window.openEncounter(1));
}

// A first run that only saw the start page (the ARC looked, then quit) must not keep the empty
// docks' sizes: the first encounter opened later was laid out with a squeezed board.
TEST(MainWindowTest, QuittingFromTheStartPageKeepsNoDockLayout) {
    QSettings().remove(QStringLiteral("window"));
    {
        MainWindow window(faces({}), campaign());
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.close();
    }
    EXPECT_TRUE(QSettings().contains(QStringLiteral("window/geometry")));
    EXPECT_FALSE(QSettings().contains(QStringLiteral("window/state")));
}

TEST(MainWindowTest, F1ListsTheShortcutsFromTheMenus) {
    MainWindow window(faces({}), campaign());
    QAction* sheet = menuAction(window, QStringLiteral("&Help"), QStringLiteral("&Keyboard Shortcuts"));
    ASSERT_NE(sheet, nullptr);
    EXPECT_EQ(sheet->shortcut(), QKeySequence(Qt::Key_F1));
    sheet->trigger();
    auto* table = window.findChild<QTableWidget*>(QStringLiteral("shortcutTable"));
    ASSERT_NE(table, nullptr);
    QStringList rows;
    for (int row = 0; row < table->rowCount(); ++row) {
        rows << table->item(row, 0)->text() + QStringLiteral(" = ") + table->item(row, 1)->text();
    }
    EXPECT_TRUE(rows.contains(QStringLiteral("Edit › Undo = Ctrl+Z"))) << rows.join('\n').toStdString();
    EXPECT_TRUE(rows.contains(QStringLiteral("File › Quit = Ctrl+Q")));
}

TEST(MainWindowTest, ViewMenuTogglesDocksAndResetsTheLayout) {
    MainWindow window(faces({}), campaign());
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    auto* dice = window.findChild<QDockWidget*>(QStringLiteral("diceDock"));
    ASSERT_NE(dice, nullptr);
    QAction* toggle = menuAction(window, QStringLiteral("&View"), QStringLiteral("Dice"));
    ASSERT_NE(toggle, nullptr);
    toggle->trigger();
    EXPECT_FALSE(dice->isVisible());
    QAction* reset = menuAction(window, QStringLiteral("&View"), QStringLiteral("&Reset Layout"));
    ASSERT_NE(reset, nullptr);
    reset->trigger();
    EXPECT_TRUE(dice->isVisible());
}

// Every menu item has a test that triggers it and checks what it did (here, in
// PlayARoundTest, ReviewTest, PlayerWindowTest, CampaignHealthTest and in the encounter parts' tests); a new item
// without one fails here.
TEST(MainWindowTest, MenusHoldOnlyTestedActions) {
    const MainWindow window(faces({}), campaign());
    QStringList items;
    for (QAction* menuEntry : window.menuBar()->actions()) {
        ASSERT_NE(menuEntry->menu(), nullptr) << menuEntry->text().toStdString();
        for (QAction* action : menuEntry->menu()->actions()) {
            if (!action->isSeparator()) {
                items << menuEntry->text() + QStringLiteral(" > ") + action->text();
            }
        }
    }
    EXPECT_EQ(
        items,
        QStringList({QStringLiteral("&File > &Encounters…"), QStringLiteral("&File > &New Encounter…"),
                     QStringLiteral("&File > &Library…"), QStringLiteral("&File > &Review Past Encounters…"),
                     QStringLiteral("&File > C&heck the Campaign"), QStringLiteral("&File > &Quit"),
                     QStringLiteral("&Edit > &Undo"), QStringLiteral("&Edit > &Redo"),
                     QStringLiteral("&Dice > &Clear History"), QStringLiteral("&View > Initiative"),
                     QStringLiteral("&View > Actions"), QStringLiteral("&View > Log"), QStringLiteral("&View > Dice"),
                     QStringLiteral("&View > &Reset Layout"), QStringLiteral("&View > &Player View"),
                     QStringLiteral("&View > Show Player View &On"), QStringLiteral("&View > &Freeze Player View"),
                     QStringLiteral("&Help > &Keyboard Shortcuts"), QStringLiteral("&Help > &About Scouter")}))
        << items.join('\n').toStdString();
}

TEST(MainWindowTest, ApplicationIconComesFromTheResources) {
    const QIcon icon = applicationIcon();
    ASSERT_FALSE(icon.isNull());
    EXPECT_FALSE(icon.pixmap(32, 32).isNull());
    // Every size a title bar or a task list asks for is drawn, not scaled from another.
    for (const int size : {16, 24, 32, 48, 64}) {
        EXPECT_TRUE(icon.availableSizes().contains(QSize(size, size))) << size;
    }
}

// The window on the demo campaign's encounter, stored in a real campaign file that can be reopened.
class WindowOnTheDemo : public ::testing::Test {
protected:
    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("demo.scouter"));
    qint64 encounterId = 0;
    std::unique_ptr<CampaignSession> session;
    std::unique_ptr<MainWindow> window;

    void SetUp() override {
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        auto demo = store::DemoCampaign::create(db.value());
        ASSERT_TRUE(demo);
        encounterId = demo.value();
        open(std::move(db).value());
    }
    void TearDown() override { close(); }

    void open(store::Database db) {
        session = std::make_unique<CampaignSession>(std::move(db),
                                                    std::make_unique<engine::ScriptedDice>(std::vector<int>{5, 5, 5}));
        auto overview = CampaignOverview::read(session->database());
        ASSERT_TRUE(overview);
        // As on a first run: no layout left by an earlier test.
        QSettings().remove(QStringLiteral("window"));
        window = std::make_unique<MainWindow>(faces({}), std::move(overview).value());
        window->setSession(session.get());
        ASSERT_TRUE(window->openEncounter(encounterId));
    }
    void close() {
        if (session) {
            ASSERT_TRUE(session->writer().flush());
        }
        window.reset();
        session.reset();
    }
    // Closes Scouter and opens the same file again: the encounter resumes from its stored log.
    void reopen() {
        close();
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        open(std::move(db).value());
    }

    [[nodiscard]] EncounterController& controller() const { return *window->encounter(); }
    [[nodiscard]] const engine::EncounterState& state() const { return controller().state(); }
    [[nodiscard]] ArcCommands& arc() const { return window->encounterView()->board()->arcCommands(); }

    // A neutral command as its struct, a ruleset's as a form (the controller has the ruleset read it).
    template <class C> void submit(const C& command) {
        const auto result = controller().submit(command);
        ASSERT_TRUE(result.accepted) << result.message;
    }
    void start() {
        int value = 11;
        for (const auto& slot : state().slots) {
            engine::commands::SetInitiative set;
            set.who = slot.id;
            set.roll = value > 1 ? --value : 1;
            submit(set);
        }
        window->encounterView()->board()->startAction()->trigger();
        ASSERT_TRUE(state().started);
    }
    [[nodiscard]] QStringList logLines() const {
        const EncounterLogModel& model = window->encounterView()->log()->model();
        QStringList lines;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex command = model.index(row, 0);
            lines << command.data().toString();
            for (int e = 0; e < model.rowCount(command); ++e) {
                lines << QStringLiteral("  ") + model.index(e, 0, command).data().toString();
            }
        }
        return lines;
    }
    [[nodiscard]] QMenu* encounterMenu() const {
        for (QAction* entry : window->menuBar()->actions()) {
            if (entry->text() == QStringLiteral("E&ncounter")) {
                return entry->menu();
            }
        }
        return nullptr;
    }
    // Performs `entry` from the Encounter menu, checks it changed the state, and takes it back
    // with Edit > Undo.
    void performAndUndo(QAction* entry, const std::function<bool(const engine::EncounterState&)>& done) {
        ASSERT_NE(entry, nullptr);
        ASSERT_TRUE(entry->isEnabled()) << entry->text().toStdString() << ": " << entry->toolTip().toStdString();
        const engine::EncounterState before = state();
        entry->trigger();
        EXPECT_TRUE(done(state())) << entry->text().toStdString();
        ASSERT_TRUE(window->undoAction()->isEnabled());
        window->undoAction()->trigger();
        EXPECT_TRUE(state() == before) << "undo did not take back " << entry->text().toStdString();
    }
};

TEST_F(WindowOnTheDemo, TheEncounterMenuHoldsTheArcCommandsWithTheirShortcuts) {
    QMenu* menu = encounterMenu();
    ASSERT_NE(menu, nullptr);
    const auto described = controller().encounter().ruleset().arcCommands();
    ASSERT_EQ(arc().actions().size(), static_cast<qsizetype>(described.size()));
    QStringList shortcuts;
    for (QAction* action : arc().actions()) {
        EXPECT_TRUE(menu->actions().contains(action)) << action->text().toStdString();
        EXPECT_FALSE(action->shortcut().isEmpty()) << action->text().toStdString();
        shortcuts << action->shortcut().toString();
    }
    // No key of the window's own is taken twice.
    QStringList all;
    const std::function<void(const QMenu*)> collect = [&](const QMenu* m) {
        for (QAction* action : m->actions()) {
            if (!action->shortcut().isEmpty()) {
                all << action->shortcut().toString();
            }
            if (action->menu() != nullptr) {
                collect(action->menu());
            }
        }
    };
    for (QAction* entry : window->menuBar()->actions()) {
        collect(entry->menu());
    }
    for (const QString& key : shortcuts) {
        EXPECT_EQ(all.count(key), 1) << key.toStdString() << " is bound twice";
    }
    // F1's sheet lists them, a submenu's own key too.
    const auto sheet = ShortcutSheet::entries(window->menuBar());
    for (QAction* action : arc().actions()) {
        const QPair<QString, QString> row{QStringLiteral("Encounter › ") + action->text(),
                                          action->shortcut().toString(QKeySequence::NativeText)};
        EXPECT_TRUE(sheet.contains(row)) << row.first.toStdString() << " = " << row.second.toStdString();
    }
}

TEST_F(WindowOnTheDemo, EveryArcCommandFromTheEncounterMenuAndEditUndoTakesItBack) {
    start();
    for (const char* outcome : {"victory", "ceasefire", "escape"}) {
        performAndUndo(arc().action(QStringLiteral("end"), QLatin1String(outcome)),
                       [outcome](const engine::EncounterState& s) { return s.ended && s.outcome == outcome; });
    }
    const std::string acting = state().current;
    performAndUndo(arc().action(QStringLiteral("skipTurn")),
                   [acting](const engine::EncounterState& s) { return s.current != acting; });
    controller().select(QStringLiteral("saibaman-3"));
    performAndUndo(arc().action(QStringLiteral("skipTurn")),
                   [](const engine::EncounterState& s) { return s.findSlot("saibamen")->skipPending; });
    // Death and escape at any time; a Surrender only at the start of the surrenderer's own turn
    // (002 Surrender): the acting one, who has done nothing yet.
    for (const auto& [who, reason] :
         {std::pair{acting, "death"}, {std::string("saibaman-3"), "escape"}, {acting, "surrender"}}) {
        controller().select(QString::fromStdString(who));
        performAndUndo(arc().action(QStringLiteral("leave"), QLatin1String(reason)),
                       [who = who, reason = reason](const engine::EncounterState& s) {
                           const engine::Combatant* c = s.find(who);
                           return !c->active && c->leftReason == reason;
                       });
    }
    controller().select(QStringLiteral("saibaman-3"));
    EXPECT_FALSE(arc().action(QStringLiteral("leave"), QStringLiteral("surrender"))->isEnabled());
    controller().select(QStringLiteral("goku"));
    performAndUndo(
        arc().action(QStringLiteral("relation"), QStringLiteral("ally"), QStringLiteral("saibaman-1")),
        [](const engine::EncounterState& s) { return !s.isOpponent(*s.find("goku"), *s.find("saibaman-1")); });
    performAndUndo(arc().action(QStringLiteral("relation"), QStringLiteral("opponent"), QStringLiteral("piccolo")),
                   [](const engine::EncounterState& s) { return s.isOpponent(*s.find("goku"), *s.find("piccolo")); });
}

TEST_F(WindowOnTheDemo, LogLinesSayWhatHappenedAndReadTheSameAfterAReopen) {
    start();
    const std::string acting = controller().acting().toStdString();
    ASSERT_EQ(acting, "goku");
    // The ruleset's first attack aimed at an Opponent, as the panel would send it: a hit for 12.
    const auto maneuvers = controller().encounter().ruleset().maneuvers(state(), acting);
    const auto attack = std::find_if(maneuvers.begin(), maneuvers.end(), [](const auto& m) {
        return m.attack && m.target == engine::TargetKind::Opponent;
    });
    ASSERT_NE(attack, maneuvers.end());
    engine::CommandForm hit;
    hit.type = "maneuver";
    hit.set("who", acting);
    hit.set("name", attack->id);
    hit.set("target", "saibaman-1");
    hit.set("hit", true);
    hit.set("damage", 12);
    if (!attack->options.empty()) {
        hit.set("option", attack->options.front().id);
    }
    submit(hit);
    engine::CommandForm hurt;
    hurt.type = "damage";
    hurt.set("who", "saibaman-2");
    hurt.set("amount", 12);
    submit(hurt);
    engine::CommandForm heal = hurt;
    heal.type = "heal";
    heal.set("amount", 5);
    submit(heal);
    engine::CommandForm ki;
    ki.type = "ki";
    ki.set("who", "krillin");
    ki.set("amount", -10);
    submit(ki);
    const auto conditions = controller().encounter().ruleset().conditions();
    ASSERT_FALSE(conditions.empty());
    engine::commands::Condition condition;
    condition.who = "krillin";
    condition.add = conditions.front().id;
    submit(condition);
    window->encounterView()->board()->endTurnAction()->trigger();

    const QStringList live = logLines();
    const QString joined = live.join('\n');
    const QString attackLabel = QString::fromStdString(attack->label);
    EXPECT_TRUE(joined.contains(
        QStringLiteral("Round 1 · Goku: %1 → Saibaman 1, hit, 12 damage (Health Threshold); Goku: Bonus Momentum")
            .arg(attackLabel)))
        << joined.toStdString();
    EXPECT_TRUE(joined.contains(QStringLiteral("Round 1 · Saibaman 2: Damage 12 (Health Threshold)\n")))
        << joined.toStdString();
    EXPECT_TRUE(joined.contains(QStringLiteral("Round 1 · Saibaman 2: Heal 5\n")));
    EXPECT_TRUE(joined.contains(QStringLiteral("Round 1 · Krillin: Ki \u221210\n")));
    EXPECT_TRUE(joined.contains(
        QStringLiteral("Round 1 · Krillin: %1 added\n").arg(QString::fromStdString(conditions.front().label))));
    EXPECT_TRUE(joined.contains(QStringLiteral("Round 1 · Goku: End turn\n")));
    for (const auto& c : conditions) {
        EXPECT_FALSE(joined.contains(QString::fromStdString(c.id), Qt::CaseSensitive) &&
                     c.id.find('-') != std::string::npos)
            << "the id " << c.id << " in the log";
    }
    // The Edit menu names the last command in the log's words.
    const QString lastHead = live.filter(QRegularExpression(QStringLiteral("^Round"))).last();
    EXPECT_TRUE(lastHead.contains(window->undoAction()->text().mid(QStringLiteral("&Undo ").size())))
        << window->undoAction()->text().toStdString() << " vs " << lastHead.toStdString();

    reopen();
    EXPECT_EQ(logLines(), live);
}

// "Saved · N commands" counted the stored commands after a save (undos included) but the
// commands in effect on opening: 62, then 58 after a reopen.
TEST_F(WindowOnTheDemo, TheSavedCountIsTheSameBeforeAndAfterAReopen) {
    start();
    window->encounterView()->board()->endTurnAction()->trigger();
    window->undoAction()->trigger();
    ASSERT_TRUE(session->writer().flush());
    QCoreApplication::processEvents();
    const auto* label = window->findChild<QLabel*>(QStringLiteral("saveLabel"));
    ASSERT_NE(label, nullptr);
    const QString saved = label->text();
    EXPECT_TRUE(saved.startsWith(QStringLiteral("Saved · "))) << saved.toStdString();
    reopen();
    EXPECT_EQ(window->findChild<QLabel*>(QStringLiteral("saveLabel"))->text(), saved);
}

// The dice start behind the log and are made the first time the ARC looks at them (a start does
// not wait for them), speaking the open encounter's words and rolling at the Tier of whoever the
// panel shows, as if they had been there all along.
TEST_F(WindowOnTheDemo, TheDiceBehindTheLogAreMadeWhenFirstLookedAtWithTheEncountersWordsAndTier) {
    window->resize(1366, 768);
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    QTest::qWait(50); // the docks' first layout
    EXPECT_EQ(window->findChild<DiceRollerWidget*>(), nullptr) << "the dice were made behind the log";
    EXPECT_EQ(window->findChild<StartPage*>(), nullptr) << "the encounters list was made for a resumed encounter";

    // Someone at a Tier a fresh roller would not show.
    int tier = 1;
    for (const auto& c : state().combatants) {
        if (tier == 1) {
            tier = controller().encounter().ruleset().diceScales(state(), c.id).first;
            controller().select(QString::fromStdString(c.id));
        }
    }
    ASSERT_NE(tier, 1) << "nobody in the demo is above Tier 1";
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("diceDock"));
    ASSERT_NE(dock, nullptr);
    dock->raise();
    QTest::qWait(50);
    auto* roller = window->findChild<DiceRollerWidget*>();
    ASSERT_NE(roller, nullptr) << "raising the Dice tab made no roller";
    EXPECT_TRUE(roller->isVisible());
    auto* tierSpin = roller->findChild<QSpinBox*>(QStringLiteral("tierSpin"));
    ASSERT_NE(tierSpin, nullptr);
    EXPECT_EQ(tierSpin->value(), tier);
    QStringList labels;
    for (const QLabel* label : roller->findChildren<QLabel*>()) {
        labels << label->text();
    }
    EXPECT_TRUE(
        labels.contains(QStringLiteral("&%1").arg(QString::fromStdString(controller().words().terms().diceScale))))
        << labels.join(QStringLiteral(" | ")).toStdString();

    // Leaving the encounter makes the encounters list, once.
    window->showStartPage();
    ASSERT_NE(window->findChild<StartPage*>(), nullptr);
    EXPECT_TRUE(window->startPage().isVisible());
    EXPECT_EQ(window->findChildren<StartPage*>().size(), 1);
}

TEST_F(WindowOnTheDemo, AtALaptopsSizeTheBoardShowsWholeNamesEveryColumnAndTheChips) {
    window->resize(1366, 768);
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    start();
    controller().setTarget(QStringLiteral("saibaman-1"));
    engine::commands::Condition condition;
    condition.who = "goku";
    for (const auto& c : controller().encounter().ruleset().conditions()) {
        condition.add = c.id;
        condition.until = "end-of-next-turn:goku";
        submit(condition);
    }
    QTest::qWait(50); // the first layout of the docks
    InitiativeBoard& board = *window->encounterView()->board();
    QTreeView& view = board.view();
    QHeaderView* header = view.header();
    EXPECT_LE(header->length(), view.viewport()->width()) << "the board scrolls sideways";
    EXPECT_FALSE(view.horizontalScrollBar()->isVisible());
    const int conditions = board.model().columnOf("conditions");
    EXPECT_GT(header->sectionSize(conditions), view.fontMetrics().averageCharWidth() * 12);
    for (const auto& c : state().combatants) {
        const QModelIndex name =
            board.model().indexOf(QString::fromStdString(c.id)).siblingAtColumn(InitiativeBoardModel::Name);
        const QString text = name.data().toString();
        QFont font = view.font();
        font.setBold(name.data(Qt::FontRole).value<QFont>().bold());
        EXPECT_GE(view.visualRect(name).width(), QFontMetrics(font).horizontalAdvance(text))
            << text.toStdString() << " is cut";
    }
    // Every condition of the ruleset on one row: the row is as tall as its chips.
    const QModelIndex chips = board.model().indexOf(QStringLiteral("goku")).siblingAtColumn(conditions);
    const auto placed = ChipPainter::layout(chips.data(InitiativeBoardModel::ChipsRole).toStringList(),
                                            ChipPainter::font(view.font()), {0, 0}, header->sectionSize(conditions));
    int bottom = 0;
    for (const auto& chip : placed) {
        bottom = std::max(bottom, chip.rect.bottom());
    }
    EXPECT_GE(view.visualRect(chips).height(), bottom);
}

} // namespace
} // namespace scouter::ui
