#include "ApplicationIcon.h"
#include "MainWindow.h"
#include "QuitOnFirstPaint.h"
#include "Version.h"
#include "dice/SeededDice.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

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
    parser.process(*app); // prints and exits for --help, --version and unknown options

    QGuiApplication::setApplicationDisplayName(QStringLiteral("Scouter"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.scouter.Scouter"));
    QGuiApplication::setWindowIcon(scouter::ui::applicationIcon());

    // The roller's dice are cosmetic, not the game's record of rolls: a fresh seed each start is right.
    scouter::ui::MainWindow window(
        std::make_unique<scouter::engine::SeededDice>(scouter::engine::SeededDice::fromRandomDevice()));
    if (parser.isSet(exitWhenShown)) {
        new scouter::ui::QuitOnFirstPaint(window);
    }
    window.show();
    return QCoreApplication::exec();
}
