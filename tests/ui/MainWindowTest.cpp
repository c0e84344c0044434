#include "MainWindow.h"
#include "ApplicationIcon.h"
#include "CampaignModel.h"
#include "DiceRollerWidget.h"
#include "RollHistoryModel.h"
#include "StartPage.h"
#include "Version.h"
#include "dice/ScriptedDice.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <gtest/gtest.h>

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
    overview.characters.push_back({QStringLiteral("Gohan"), true, 2, 80, 50, QString()});
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
// PlayARoundTest, ReviewTest and in the encounter parts' tests); a new item without one fails here.
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
                     QStringLiteral("&File > &Quit"), QStringLiteral("&Edit > &Undo"), QStringLiteral("&Edit > &Redo"),
                     QStringLiteral("&Dice > &Clear History"), QStringLiteral("&View > Initiative"),
                     QStringLiteral("&View > Actions"), QStringLiteral("&View > Log"), QStringLiteral("&View > Dice"),
                     QStringLiteral("&View > &Reset Layout"), QStringLiteral("&Help > &Keyboard Shortcuts"),
                     QStringLiteral("&Help > &About Scouter")}))
        << items.join('\n').toStdString();
}

TEST(MainWindowTest, ApplicationIconComesFromTheResources) {
    const QIcon icon = applicationIcon();
    ASSERT_FALSE(icon.isNull());
    EXPECT_FALSE(icon.pixmap(32, 32).isNull());
    EXPECT_FALSE(icon.pixmap(256, 256).isNull());
}

} // namespace
} // namespace scouter::ui
