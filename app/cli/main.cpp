#include "RollCommand.h"
#include "Version.h"
#ifdef SCOUTER_HAS_SCENARIO
#include "ScenarioCommand.h"
#endif

#include <QCoreApplication>

#include <iostream>
#include <string>
#include <vector>

namespace {

void printUsage(std::ostream& out) {
    out << "Usage: scouter-cli COMMAND [ARGS...]\n"
           "\n"
           "Scouter's command line: the same engine and campaign data as the app, without a window.\n"
           "\n"
           "Commands:\n"
           "  roll EXPR [--tier N] [--base-tier N] [--extra DICE] [--tier-scaling count|result] [--seed N]\n"
           "        Roll DBU dice notation (d10, 2d10(T)+3, solid 2d10(T), -1(bT), ...) and print\n"
           "        every face, the natural result and the total. (T) is --tier, (bT) is --base-tier\n"
           "        (default: the same as --tier); --extra adds the character's Extra Dice unless the\n"
           "        roll is solid. Put -- before an expression that starts with '-'.\n"
#ifdef SCOUTER_HAS_SCENARIO
           "  scenario [--verbose] FILE...\n"
           "        Run encounter scenarios (scouter-scenario/1) headless; exit 0 all passed,\n"
           "        1 a scenario failed, 2 a file is not a valid scenario.\n"
#endif
           "\n"
           "Options:\n"
           "  -h, --help     Show this help.\n"
           "  -v, --version  Show the version.\n";
}

} // namespace

int main(int argc, char* argv[]) {
    const QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("scouter"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(scouter::kVersion));

    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        printUsage(std::cerr);
        return 2;
    }
    const std::string command = args.front();
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "-h" || command == "--help" || command == "help") {
        printUsage(std::cout);
        return 0;
    }
    if (command == "-v" || command == "--version") {
        std::cout << "scouter-cli " << scouter::kVersion << "\n";
        return 0;
    }
    if (command == "roll") {
        return scouter::cli::runRoll(rest, std::cout, std::cerr);
    }
#ifdef SCOUTER_HAS_SCENARIO
    if (command == "scenario") {
        return scouter::cli::runScenario(rest, std::cout, std::cerr);
    }
#endif
    std::cerr << "scouter-cli: unknown command '" << command << "' (see scouter-cli --help)\n";
    return 2;
}
