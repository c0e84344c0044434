// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApplicationIcon.h"
#include "CampaignFile.h"
#include "CampaignOverview.h"
#include "CampaignPath.h"
#include "CampaignRefusal.h"
#include "CheckPreload.h"
#include "DataPaths.h"
#include "FontPreload.h"
#include "MainWindow.h"
#include "QuitOnFirstPaint.h"
#include "Theme.h"
#include "Version.h"
#include "dice/SeededDice.h"
#include "encounter/CampaignSession.h"
#include "encounter/QuitSignals.h"
#include "encounter/UnsavedQuit.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include <cstdio>

#include <array>
#include <memory>
#include <string_view>

namespace {

// --help and --version must work without a display (over ssh, in packaging checks), so only
// a run that shows the window gets a QApplication, which needs one. --help-all is left out on
// purpose: the Qt options it lists (-platform, -style, ...) are the QApplication's.
std::unique_ptr<QCoreApplication> createApplication(int& argc, char* argv[]) {
    constexpr std::array<std::string_view, 4> windowless{"-h", "--help", "-v", "--version"};
    for (int i = 1; i < argc; ++i) {
        for (const auto option : windowless) {
            if (option == argv[i]) {
                return std::make_unique<QCoreApplication>(argc, argv);
            }
        }
    }
    return std::make_unique<QApplication>(argc, argv);
}

// Says why the campaign was refused on stderr (for a terminal, a log or a test) and, when someone
// can answer it, in a message box. A box waits for a click: an --exit-when-shown run (timing, tests)
// or Qt's offscreen platform has nobody to give one, so it would hang instead of exiting.
int refuse(const scouter::ui::CampaignRefusal& refusal, bool unattended) {
    std::fputs(qPrintable(refusal.text() + QLatin1Char('\n')), stderr);
    if (!unattended && QGuiApplication::platformName() != QStringLiteral("offscreen")) {
        QMessageBox::critical(nullptr, QStringLiteral("Scouter"), refusal.text());
    }
    return 1;
}

// Another Scouter writes the campaign: one writer per file, so this one may only read it. Asks
// whether to (a box), or says how to (stderr) when nobody can answer.
bool offerReadOnly(const scouter::ui::CampaignRefusal& refusal, bool unattended) {
    std::fputs(qPrintable(refusal.text() + QLatin1Char('\n')), stderr);
    if (unattended || QGuiApplication::platformName() == QStringLiteral("offscreen")) {
        return false;
    }
    QMessageBox box(QMessageBox::Question, QStringLiteral("Scouter"), refusal.summary());
    box.setInformativeText(refusal.detail() + QStringLiteral("\n\n") +
                           QCoreApplication::translate("main", "Open it read-only? You can look at the library, "
                                                               "the encounters and their reviews; a fight played "
                                                               "there goes on in memory and is not saved."));
    QPushButton* readOnly =
        box.addButton(QCoreApplication::translate("main", "Open &Read-Only"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(readOnly);
    box.exec();
    return box.clickedButton() == readOnly;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication::setApplicationName(QStringLiteral("scouter"));
    QCoreApplication::setOrganizationName(QStringLiteral("Scouter"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(scouter::kVersion));
    const auto app = createApplication(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromLatin1(scouter::kDescription));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption exitWhenShown(
        QStringLiteral("exit-when-shown"),
        QStringLiteral("Quit as soon as the main window has painted its first frame (to time start-up)."));
    parser.addOption(exitWhenShown);
    const QCommandLineOption database(
        QStringLiteral("database"),
        QStringLiteral("The campaign file to open; a new one is created with a demo campaign (default: %1).")
            .arg(scouter::store::DataPaths::shown(scouter::store::DataPaths::defaultDatabase())),
        QStringLiteral("FILE"));
    parser.addOption(database);
    const QCommandLineOption encounter(
        QStringLiteral("encounter"),
        QStringLiteral("Open this encounter of the campaign (its id, as `scouter-cli encounters` lists them) instead "
                       "of the one that was open last."),
        QStringLiteral("ID"));
    parser.addOption(encounter);
    const QCommandLineOption review(
        QStringLiteral("review"),
        QStringLiteral("Also open the review window, replaying this encounter of the campaign (its id)."),
        QStringLiteral("ID"));
    parser.addOption(review);
    const QCommandLineOption readOnly(
        QStringLiteral("read-only"),
        QStringLiteral("Only read the campaign, never write it (a fight played goes on in memory and is not saved): "
                       "to look at it while another Scouter writes it."));
    parser.addOption(readOnly);
    const QCommandLineOption library(QStringLiteral("library"),
                                     QStringLiteral("Also open the library of characters and NPC groups."));
    parser.addOption(library);
    const QCommandLineOption prep(QStringLiteral("new-encounter"),
                                  QStringLiteral("Also open the prep of a new encounter."));
    parser.addOption(prep);
    const QCommandLineOption playerView(
        QStringLiteral("player-view"),
        QStringLiteral("Also open the players' screen (the View menu's Player View), on the screen chosen last time."));
    parser.addOption(playerView);
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   QStringLiteral("Colours: system (the desktop's, the default), light or dark."),
                                   QStringLiteral("THEME"), QStringLiteral("system"));
    parser.addOption(theme);
    parser.process(*app); // prints and exits for --help, --version and unknown options
    // The reference the campaign file is checked against, built while the rest of the start goes on.
    // Not before: process() leaves by exit(), which would not wait for the thread.
    const scouter::store::CheckPreload checks;
    // While the campaign file is opened and checked below.
    scouter::ui::FontPreload fonts;
    const auto colours = scouter::ui::themeFromString(parser.value(theme));
    if (!colours) {
        std::fputs(qPrintable(QStringLiteral("scouter: --theme must be system, light or dark, not \"%1\"\n")
                                  .arg(parser.value(theme))),
                   stderr);
        return 2;
    }
    scouter::ui::applyTheme(static_cast<QApplication&>(*app), *colours);

    // No application display name: Qt would append it to every window title, and the main window's
    // title already reads "Scouter — <campaign file>".
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.scouter.Scouter"));
    QGuiApplication::setWindowIcon(scouter::ui::applicationIcon());

    // `--database ""` or ":memory:" would quietly open something other than a campaign file.
    if (const auto named = scouter::store::CampaignPath::check(parser.value(database));
        parser.isSet(database) && !named) {
        std::fputs(qPrintable(QStringLiteral("scouter: %1\n").arg(named.error().message)), stderr);
        return 2;
    }
    // Opened and read here, on the UI thread, before the window is shown: a campaign's characters,
    // groups and encounter list are a few small queries, and until they are read there is nothing
    // to show. Nothing touches the disk once the event loop runs.
    const QString path = scouter::store::CampaignFile::resolve(parser.value(database));
    const bool unattended = parser.isSet(exitWhenShown);
    // Held open for as long as the window shows this campaign.
    using Access = scouter::store::CampaignFile::Access;
    const auto open = [&](Access access) {
        return scouter::store::CampaignFile::open(path, scouter::store::CampaignFile::WhenNew::WithDemo, access);
    };
    auto campaignFile = open(parser.isSet(readOnly) ? Access::ReadOnly : Access::WriteOrReadIfUnwritable);
    if (!campaignFile && campaignFile.error().kind == scouter::store::StoreErrorKind::Locked) {
        if (!offerReadOnly({path, campaignFile.error()}, unattended)) {
            return 1;
        }
        campaignFile = open(Access::ReadOnly);
    }
    if (!campaignFile) {
        return refuse({path, campaignFile.error()}, unattended);
    }
    const QString readOnlyReason = campaignFile.value().readOnlyReason();
    auto overview = scouter::ui::CampaignOverview::read(campaignFile.value());
    if (!overview) {
        return refuse({path, overview.error()}, unattended);
    }
    // The game's dice, apart from the free roller's: what they roll is recorded in the events, so
    // a fresh seed each start never changes a stored encounter.
    scouter::ui::CampaignSession session(
        std::move(campaignFile).value(),
        std::make_unique<scouter::engine::SeededDice>(scouter::engine::SeededDice::fromRandomDevice()));

    fonts.wait();
    scouter::ui::MainWindow window(
        std::make_unique<scouter::engine::SeededDice>(scouter::engine::SeededDice::fromRandomDevice()),
        std::move(overview).value());
    window.setSession(&session);
    if (!readOnlyReason.isEmpty()) {
        // Said once on stderr and for as long as the window is open, beside the save state.
        std::fputs(qPrintable(QStringLiteral("scouter: %1 is open read-only. %2\n").arg(path, readOnlyReason)), stderr);
        auto* notice = new QLabel(QCoreApplication::translate("main", "Read-only: nothing played here is saved"));
        notice->setToolTip(readOnlyReason);
        notice->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
        window.statusBar()->addPermanentWidget(notice);
    }
    // Back where the ARC left off: the encounter asked for, or the one open when Scouter closed.
    const bool opened =
        parser.isSet(encounter) ? window.openEncounter(parser.value(encounter).toLongLong()) : window.resumeLast();
    if (!opened) {
        window.showStartPage();
    }
    if (parser.isSet(exitWhenShown)) {
        new scouter::ui::QuitOnFirstPaint(window);
    }
    window.show();
    if (parser.isSet(review)) {
        window.showReview(parser.value(review).toLongLong());
    }
    if (parser.isSet(library)) {
        window.showLibrary();
    }
    if (parser.isSet(prep)) {
        window.showPrep();
    }
    if (parser.isSet(playerView)) {
        window.showPlayerView();
    }
    // A logout, a shutdown, kill or Ctrl+C in the terminal: nobody is there to answer the unsaved
    // commands' dialog, so what is unsaved gets one more try, then a copy, and stderr (the terminal,
    // the session's log) says which. Exit status 0 when the campaign itself holds every command.
    scouter::ui::QuitSignals quitSignals;
    if (!quitSignals.installed()) {
        std::fputs(qPrintable(QStringLiteral("scouter: %1\n").arg(quitSignals.error())), stderr);
    }
    bool quitting = false;
    QObject::connect(&quitSignals, &scouter::ui::QuitSignals::received, &window, [&](int signalNumber) {
        if (quitting) {
            return; // the first one is being answered
        }
        quitting = true;
        scouter::ui::UnsavedQuit unsaved(session);
        const auto outcome = unsaved.settleUnattended();
        std::fputs(qPrintable(QStringLiteral("scouter: %1. %2\n")
                                  .arg(scouter::ui::QuitSignals::describe(signalNumber), outcome.message)),
                   stderr);
        if (outcome.saved) {
            window.close(); // as Ctrl+Q: the layout kept, the players' screen closed, nothing left to ask
        }
        QCoreApplication::exit(outcome.saved ? 0 : 1);
    });
    return QCoreApplication::exec();
}
