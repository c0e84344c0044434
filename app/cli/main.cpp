// SPDX-License-Identifier: GPL-3.0-or-later
#include "CheckCommand.h"
#include "EncountersCommand.h"
#include "ExportCommand.h"
#include "ImportCommand.h"
#include "LogCommand.h"
#include "RollCommand.h"
#include "SearchCommand.h"
#include "StateCommand.h"
#include "StoredScenarioCommand.h"
#include "Version.h"
#ifdef SCOUTER_HAS_SCENARIO
#include "ScenarioCommand.h"
#endif

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

// One entry of the help: the command, how it is called, what it does.
struct CommandHelp {
    std::string_view name;
    std::string_view text;
};

// Each command's own lines of the help, in the order the help lists them. `scouter-cli COMMAND
// --help` prints the command's lines and does nothing else: no campaign is opened or created.
constexpr std::array kCommands{
    CommandHelp{"roll",
                "  roll EXPR [--tier N] [--base-tier N] [--extra DICE] [--tier-scaling count|result] [--seed N]\n"
                "        Roll DBU dice notation (d10, 2d10(T)+3, solid 2d10(T), -1(bT), ...) and print\n"
                "        every face, the natural result and the total. (T) is --tier, (bT) is --base-tier\n"
                "        (default: the same as --tier); --extra adds the character's Extra Dice unless the\n"
                "        roll is solid. Put -- before an expression that starts with '-'.\n"},
#ifdef SCOUTER_HAS_SCENARIO
    CommandHelp{"scenario", "  scenario [--verbose] FILE...\n"
                            "        Run encounter scenarios (scouter-scenario/1) headless; exit 0 all passed,\n"
                            "        1 a scenario failed, 2 a file is not a valid scenario.\n"},
#endif
    CommandHelp{"scenario",
                "  scenario --database DB FILE | scenario FILE --stop-after K --state\n"
                "        Run a scenario and store it as a new encounter (prints \"encounter <id>\" first; every\n"
                "        command is on disk before the next), and/or stop after its K-th accepted command and\n"
                "        print the state as one flat JSON object of scenario paths plus \"commands\".\n"},
    CommandHelp{"encounters", "  encounters [--database DB] [--json]\n"
                              "        List the campaign's encounters.\n"},
    CommandHelp{"log", "  log [--database DB] ENCOUNTER\n"
                       "        Print an encounter's stored commands and their events, in order.\n"},
    CommandHelp{"state", "  state [--database DB] ENCOUNTER\n"
                         "        Replay a stored encounter and print its state (the same JSON as --state).\n"},
    CommandHelp{"import",
                "  import [--database DB] FILE\n"
                "        Import characters, NPC groups and encounters with their maps (scouter-export/2, or /1);\n"
                "        nothing is written unless the whole file is valid, and every problem is listed with\n"
                "        its JSON path.\n"},
    CommandHelp{"export",
                "  export [--database DB] [--output FILE [--force]] [ENCOUNTER...]\n"
                "        Export characters, NPC groups and encounters (all, or those named, each with its map\n"
                "        and players' screen choices) as scouter-export/2.\n"
                "  export [--database DB] ENCOUNTER --format md|html [--output FILE [--force]]\n"
                "        Export one encounter's log as Markdown or HTML: set-up, every event by round, statistics.\n"
                "        Without --output to standard output. FILE is never the campaign or one of its own files\n"
                "        (-wal, -shm, lock, backups) nor a device, pipe or folder; a file already there is\n"
                "        replaced only with --force, and whole or not at all (a full disk leaves it as it was).\n"},
    CommandHelp{"search",
                "  search [--database DB] [--limit N] TEXT...\n"
                "        Find the stored events matching every word of TEXT: one line each with the encounter,\n"
                "        the round and the event as the log reads it (at most N, 1 to 100000, default 1000).\n"},
    CommandHelp{"check", "  check [--database DB]\n"
                         "        Read every page of the campaign and its whole search index, writing nothing: exit 0\n"
                         "        healthy, 1 damaged (with what is wrong and which backup to use). Opening a campaign\n"
                         "        checks only what takes the same time at any size, and all of it after a crash.\n"},
};

constexpr std::string_view kCampaignNote =
    "Without --database the campaign commands use the default campaign in the user's data folder\n"
    "(created with a demo campaign on first run). DB is a campaign file: not empty, not \":memory:\",\n"
    "its name in UTF-8.\n";

void printUsage(std::ostream& out) {
    out << "Usage: scouter-cli COMMAND [ARGS...]\n"
           "\n"
           "Scouter's command line: the same engine and campaign data as the app, without a window.\n"
           "\n"
           "Commands:\n";
    for (const auto& command : kCommands) {
        out << command.text;
    }
    out << "\n"
        << kCampaignNote
        << "\n"
           "Options:\n"
           "  -h, --help     Show this help (after a COMMAND: that command's).\n"
           "  -v, --version  Show the version.\n";
}

// --help or -h among the options (before a "--") of a known command.
bool printCommandHelp(const std::string& name, const std::vector<std::string>& rest, std::ostream& out) {
    const auto options = std::find(rest.begin(), rest.end(), "--");
    if (std::find_if(rest.begin(), options, [](const std::string& arg) { return arg == "--help" || arg == "-h"; }) ==
        options) {
        return false;
    }
    bool known = false;
    for (const auto& command : kCommands) {
        if (command.name == name) {
            if (!known) {
                out << "Usage:\n";
            }
            known = true;
            out << command.text;
        }
    }
    if (known && name != "roll") {
        out << "\n" << kCampaignNote;
    }
    return known;
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
    if (printCommandHelp(command, rest, std::cout)) {
        return 0;
    }
    if (command == "roll") {
        return scouter::cli::runRoll(rest, std::cout, std::cerr);
    }
    if (command == "scenario" && scouter::cli::isStoredScenario(rest)) {
        return scouter::cli::runStoredScenario(rest, std::cout, std::cerr);
    }
    if (command == "encounters") {
        return scouter::cli::runEncounters(rest, std::cout, std::cerr);
    }
    if (command == "log") {
        return scouter::cli::runLog(rest, std::cout, std::cerr);
    }
    if (command == "state") {
        return scouter::cli::runState(rest, std::cout, std::cerr);
    }
    if (command == "import") {
        return scouter::cli::runImport(rest, std::cout, std::cerr);
    }
    if (command == "export") {
        return scouter::cli::runExport(rest, std::cout, std::cerr);
    }
    if (command == "search") {
        return scouter::cli::runSearch(rest, std::cout, std::cerr);
    }
    if (command == "check") {
        return scouter::cli::runCheck(rest, std::cout, std::cerr);
    }
#ifdef SCOUTER_HAS_SCENARIO
    if (command == "scenario") {
        return scouter::cli::runScenario(rest, std::cout, std::cerr);
    }
#endif
    std::cerr << "scouter-cli: unknown command '" << command << "' (see scouter-cli --help)\n";
    return 2;
}
