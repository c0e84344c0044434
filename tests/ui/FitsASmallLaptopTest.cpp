// SPDX-License-Identifier: GPL-3.0-or-later
// Every window and dialog of Scouter on a 1366×768 laptop, in the light and the dark theme: each
// fits the screen with a desktop panel and its title bar, and every control in it lies on the
// screen, at its own size, clear of the status bar. Qt's offscreen screen is 800×600, so the test
// runs itself again on an offscreen screen of 1366×768 (the platform's configuration file).
#include "DemoCampaignFile.h"
#include "EncounterRepository.h"
#include "MainWindow.h"
#include "ShortcutSheet.h"
#include "Theme.h"
#include "board/BoardDelegate.h"
#include "board/InitiativeBoard.h"
#include "board/InitiativeBoardModel.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "grid/MapDialog.h"
#include "library/LibraryWindow.h"
#include "player/PlayerWindow.h"
#include "prep/PrepWindow.h"
#include "review/ReviewWindow.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QScreen>
#include <QSignalSpy>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTemporaryFile>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

constexpr QSize kLaptop(1366, 768);
// What a window's inside may take of the laptop: a desktop panel and a title bar come off its
// height, the window's frame off its width.
constexpr QSize kRoom(kLaptop.width() - 16, kLaptop.height() - 64);
constexpr auto kOnLaptop = "SCOUTER_ON_A_LAPTOP_SCREEN";

[[nodiscard]] bool onLaptopScreen() {
    return QGuiApplication::primaryScreen() != nullptr && QGuiApplication::primaryScreen()->size() == kLaptop;
}

// Inside a scroll area's viewport: scrolled into view when needed, so not judged by its place.
[[nodiscard]] bool scrolled(const QWidget* widget, const QWidget* window) {
    for (const QWidget* w = widget; w != nullptr && w != window; w = w->parentWidget()) {
        const auto* area = qobject_cast<const QAbstractScrollArea*>(w->parentWidget());
        if (area != nullptr && area->viewport() == w) {
            return true;
        }
    }
    return false;
}

[[nodiscard]] bool isControl(const QWidget* w) {
    if (qobject_cast<const QTabBar*>(w->parentWidget()) != nullptr) {
        return false; // a tab bar's scroll arrows come and go as it needs them
    }
    if (w->objectName().startsWith(QStringLiteral("qt_dockwidget_"))) {
        return false; // Qt's own float and close buttons on a dock's title
    }
    if (w->visibleRegion().isEmpty()) {
        return false; // behind another dock's tab
    }
    if (qobject_cast<const QComboBox*>(w->parentWidget()) != nullptr ||
        qobject_cast<const QAbstractSpinBox*>(w->parentWidget()) != nullptr) {
        return false; // the line inside an editable box is the box's
    }
    return qobject_cast<const QAbstractButton*>(w) != nullptr || qobject_cast<const QLineEdit*>(w) != nullptr ||
           qobject_cast<const QComboBox*>(w) != nullptr || qobject_cast<const QAbstractSpinBox*>(w) != nullptr;
}

[[nodiscard]] QString widgetName(const QWidget* w) {
    QString text;
    if (const auto* button = qobject_cast<const QAbstractButton*>(w)) {
        text = button->text();
    } else if (const auto* line = qobject_cast<const QLineEdit*>(w)) {
        text = line->placeholderText();
    }
    return QStringLiteral("%1 %2 \"%3\"").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(), text);
}

// What does not fit on the laptop in `window`, one line each.
[[nodiscard]] QStringList misfits(QWidget& window, const QString& what) {
    QStringList found;
    QApplication::processEvents();
    const QRect screen = window.screen()->availableGeometry();
    const QSize room = kRoom;
    for (const auto& [size, kind] : {std::pair{window.size(), "is"},
                                     {window.minimumSizeHint().expandedTo(window.minimumSize()), "needs at least"}}) {
        if (size.width() > room.width() || size.height() > room.height()) {
            found << QStringLiteral("%1 %2 %3×%4, the laptop leaves %5×%6")
                         .arg(what, QString::fromLatin1(kind))
                         .arg(size.width())
                         .arg(size.height())
                         .arg(room.width())
                         .arg(room.height());
        }
    }
    const auto* main = qobject_cast<const QMainWindow*>(&window);
    const QStatusBar* status = main != nullptr && main->statusBar()->isVisible() ? main->statusBar() : nullptr;
    const QRect statusRect = status != nullptr ? QRect(status->mapToGlobal(QPoint(0, 0)), status->size()) : QRect();
    for (QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible() || w->isWindow() || scrolled(w, &window) || !isControl(w)) {
            continue;
        }
        const QRect global(w->mapToGlobal(QPoint(0, 0)), w->size());
        if (!screen.contains(global)) {
            found << QStringLiteral("%1: %2 lies off the screen at (%3, %4) %5×%6")
                         .arg(what, widgetName(w))
                         .arg(global.x())
                         .arg(global.y())
                         .arg(global.width())
                         .arg(global.height());
        }
        const QRect inWindow(w->mapTo(&window, QPoint(0, 0)), w->size());
        if (!window.rect().contains(inWindow)) {
            found << QStringLiteral("%1: %2 is cut by the window's edge").arg(what, widgetName(w));
        }
        // A button's words whole (the style's least width of a push button is a dialog's habit,
        // not a need); any other control at least as large as it says it must be.
        const auto* button = qobject_cast<const QAbstractButton*>(w);
        const auto* tool = qobject_cast<const QToolButton*>(w);
        const bool iconOnly = tool != nullptr && tool->toolButtonStyle() == Qt::ToolButtonIconOnly;
        const QString words = button != nullptr && !iconOnly ? button->text().remove(QLatin1Char('&')) : QString();
        const QSize least = button == nullptr ? w->minimumSizeHint()
                            : words.isEmpty()
                                ? QSize(0, 0)
                                : QSize(w->fontMetrics().horizontalAdvance(words) + 8, w->fontMetrics().height() + 2);
        if (w->width() < least.width() || w->height() < least.height()) {
            found << QStringLiteral("%1: %2 is squeezed to %3×%4, below its %5×%6")
                         .arg(what, widgetName(w))
                         .arg(w->width())
                         .arg(w->height())
                         .arg(least.width())
                         .arg(least.height());
        }
        if (status != nullptr && !status->isAncestorOf(w) && statusRect.intersects(global)) {
            found << QStringLiteral("%1: %2 overlaps the status bar").arg(what, widgetName(w));
        }
    }
    return found;
}

[[nodiscard]] QStringList shownAndChecked(QWidget& window, const QString& what) {
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        return {what + QStringLiteral(" was never shown")};
    }
    return misfits(window, what);
}

// The pips of the board's pools (DBU's Actions) all drawn: their column as wide as the most pips.
[[nodiscard]] QStringList clippedPips(const InitiativeBoard& board, const QString& what) {
    QStringList found;
    const InitiativeBoardModel& model = board.model();
    for (int section = InitiativeBoardModel::FirstRulesetColumn; section < model.columnCount(); ++section) {
        const engine::BoardColumn* column = model.rulesetColumn(section);
        if (column == nullptr || column->kind != engine::BoardColumn::Kind::Pips) {
            continue;
        }
        int most = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex slot = model.index(row, section);
            most = std::max(most, slot.data(InitiativeBoardModel::BarRole).toPoint().y());
            for (int member = 0; member < model.rowCount(slot.siblingAtColumn(0)); ++member) {
                const QModelIndex cell = model.index(member, section, slot.siblingAtColumn(0));
                most = std::max(most, cell.data(InitiativeBoardModel::BarRole).toPoint().y());
            }
        }
        const int width = board.view().header()->sectionSize(section);
        if (width < BoardDelegate::pipsWidth(most)) {
            found << QStringLiteral("%1: the board's %2 column is %3 pixels, its %4 pips need %5")
                         .arg(what, QString::fromStdString(column->label))
                         .arg(width)
                         .arg(most)
                         .arg(BoardDelegate::pipsWidth(most));
        }
    }
    return found;
}

// A line whose words are its only label reads whole.
[[nodiscard]] QStringList cutPlaceholder(const QLineEdit& line, const QString& what) {
    const int needed = line.fontMetrics().horizontalAdvance(line.placeholderText()) +
                       2 * line.style()->pixelMetric(QStyle::PM_DefaultFrameWidth) + 24;
    if (line.width() >= needed) {
        return {};
    }
    return {QStringLiteral("%1: \"%2\" is cut to %3 pixels of the %4 it needs")
                .arg(what, line.placeholderText())
                .arg(line.width())
                .arg(needed)};
}

class FitsASmallLaptop : public test::DemoCampaignFile {
protected:
    // The demo's encounter of each ruleset, by the ruleset's id.
    [[nodiscard]] std::vector<std::pair<QString, qint64>> encounters() const {
        std::vector<std::pair<QString, qint64>> found;
        for (const store::EncounterSummary& summary : store::EncounterRepository(session->database()).list().value()) {
            found.emplace_back(summary.encounter.ruleset, summary.encounter.id);
        }
        return found;
    }

    [[nodiscard]] QStringList everyWindow(const QString& theme) {
        QStringList found;
        openWindow(false);
        found << shownAndChecked(*window, theme + QStringLiteral(" start page"));
        for (const auto& [ruleset, id] : encounters()) {
            const QString what = QStringLiteral("%1 %2 encounter").arg(theme, ruleset);
            if (!window->openEncounter(id)) {
                found << what + QStringLiteral(" did not open");
                continue;
            }
            // Someone chosen, so the panel shows their maneuvers and the quick entry.
            window->encounter()->select(QString::fromStdString(window->encounter()->state().combatants.front().id));
            QTest::qWait(20); // the docks take their sizes on the next turn of the event loop
            found << misfits(*window, what);
            // The quick entry open under the panel, over the status bar's row as it was.
            if (auto* quick = window->findChild<QToolButton*>(QStringLiteral("quickEntryToggle"))) {
                quick->setChecked(true);
                QTest::qWait(20);
                found << misfits(*window, what + QStringLiteral(" with the quick entry open"));
                quick->setChecked(false);
            }
            found << clippedPips(*window->encounterView()->board(), what);
        }
        window->findChild<QAction*>(QStringLiteral("mapAction"))->trigger();
        if (auto* map = window->findChild<MapDialog*>()) {
            found << shownAndChecked(*map, theme + QStringLiteral(" map dialog"));
            map->close();
        } else {
            found << QStringLiteral("no map dialog");
        }
        window->shortcutsAction()->trigger();
        if (auto* sheet = window->findChild<ShortcutSheet*>()) {
            found << shownAndChecked(*sheet, theme + QStringLiteral(" shortcut sheet"));
            sheet->close();
        } else {
            found << QStringLiteral("no shortcut sheet");
        }
        LibraryWindow* library = window->showLibrary();
        found << shownAndChecked(*library, theme + QStringLiteral(" library"));
        library->close();
        PrepWindow* prep = window->showPrep();
        found << shownAndChecked(*prep, theme + QStringLiteral(" prep"));
        prep->close();
        PlayerWindow* players = window->showPlayerView();
        found << shownAndChecked(*players, theme + QStringLiteral(" players' screen"));
        players->close();
        ReviewWindow* review = window->showReview();
        QSignalSpy opened(review, &ReviewWindow::opened);
        review->open(encounters().front().second);
        if (!opened.wait(20000)) {
            found << QStringLiteral("the review opened nothing");
        }
        found << shownAndChecked(*review, theme + QStringLiteral(" review"));
        if (auto* search = review->findChild<QLineEdit*>(QStringLiteral("reviewSearch"))) {
            found << cutPlaceholder(*search, theme + QStringLiteral(" review"));
        }
        review->close();
        // A message box, as the About box shows one.
        bool boxSeen = false;
        QTimer::singleShot(0, window.get(), [&found, &boxSeen, theme] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                boxSeen = true;
                found << misfits(*box, theme + QStringLiteral(" message box"));
                box->accept();
            }
        });
        window->findChild<QAction*>(QStringLiteral("aboutAction"))->trigger();
        if (!boxSeen) {
            found << QStringLiteral("the About box was never seen");
        }
        window.reset();
        return found;
    }
};

TEST_F(FitsASmallLaptop, EveryWindowAndDialogInTheLightAndDarkThemes) {
    if (!onLaptopScreen()) {
        // Again, alone, on a screen of the laptop's size.
        QTemporaryFile config;
        ASSERT_TRUE(config.open());
        config.write(QStringLiteral(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": %1, "height": %2,
                                       "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                         .arg(kLaptop.width())
                         .arg(kLaptop.height())
                         .toUtf8());
        config.close();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const QString& key : environment.keys()) {
            if (key.startsWith(QStringLiteral("GTEST_"))) {
                environment.remove(key); // no shard of the parent's: this test runs whole
            }
        }
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"),
                           QStringLiteral("offscreen:configfile=") + config.fileName());
        environment.insert(QString::fromLatin1(kOnLaptop), QStringLiteral("1"));
        QProcess run;
        run.setProcessEnvironment(environment);
        run.setProcessChannelMode(QProcess::MergedChannels);
        run.start(QCoreApplication::applicationFilePath(),
                  {QStringLiteral("--gtest_filter=FitsASmallLaptop.EveryWindowAndDialogInTheLightAndDarkThemes")});
        ASSERT_TRUE(run.waitForFinished(600000));
        const QString output = QString::fromUtf8(run.readAll());
        EXPECT_EQ(run.exitCode(), 0) << output.toStdString();
        EXPECT_TRUE(output.contains(QStringLiteral("[  PASSED  ] 1 test"))) << output.toStdString();
        return;
    }
    ASSERT_EQ(QGuiApplication::primaryScreen()->size(), kLaptop);
    auto& app = *qApp;
    const QPalette palette = QApplication::palette();
    for (const auto& [theme, name] : {std::pair{Theme::Light, "light"}, {Theme::Dark, "dark"}}) {
        applyTheme(app, theme);
        const QStringList found = everyWindow(QString::fromLatin1(name));
        EXPECT_TRUE(found.isEmpty()) << found.join('\n').toStdString();
    }
    app.setPalette(palette);
}

} // namespace
} // namespace scouter::ui
