// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoredScenarioCommand.h"

#include "CampaignCommand.h"
#include "CommandWriter.h"
#include "ScenarioRecorder.h"
#include "scenario/ScenarioRunner.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <memory>

namespace scouter::cli {

bool isStoredScenario(const std::vector<std::string>& args) {
    for (const auto& arg : args) {
        for (const char* option : {"--database", "--stop-after", "--state"}) {
            if (arg == option || arg.rfind(std::string(option) + "=", 0) == 0) {
                return true;
            }
        }
    }
    return false;
}

int runStoredScenario(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    const bool persist = std::find_if(args.begin(), args.end(), [](const std::string& arg) {
                             return arg == "--database" || arg.rfind("--database=", 0) == 0;
                         }) != args.end();
    const auto stopAfter = cli.takeInteger("stop-after", 0, std::numeric_limits<int>::max());
    const bool printState = cli.takeFlag("state");
    const QString database = persist ? CampaignCommand::takeDatabase(cli) : QString();
    const auto files = cli.positional();
    if (cli.error() || files.size() != 1) {
        err << "scouter-cli scenario: " << cli.error().value_or("expected one FILE with --database or --stop-after")
            << "\nusage: scouter-cli scenario [--database DB] [--stop-after K] [--state] FILE\n";
        return 2;
    }
    // Read before the campaign is opened: a file that does not read leaves it untouched.
    const std::string& path = files.front();
    auto read = engine::ScenarioRunner::readFile(path);
    if (const auto* unread = std::get_if<engine::ScenarioOutcome>(&read)) {
        out << unread->line << '\n';
        err << unread->line << '\n';
        return 2;
    }
    const nlohmann::json& file = std::get<nlohmann::json>(read);
    std::optional<store::Database> db;
    if (persist) {
        db =
            CampaignCommand::open(database, "scenario", err, "Nothing was stored.", store::CampaignFile::Access::Write);
        if (!db) {
            return 1;
        }
    }
    // The writer's thread owns its own connection; the flush after each command makes every
    // command durable before the next one runs.
    std::unique_ptr<store::CommandWriter> writer;
    if (db) {
        writer = std::make_unique<store::CommandWriter>(db->path());
    }
    store::RecordOptions options;
    options.db = db ? &*db : nullptr;
    options.writer = writer.get();
    options.stopAfter = stopAfter;
    options.onEncounterCreated = [&out](qint64 id) { out << "encounter " << id << std::endl; };
    const store::RecordOutcome outcome = store::ScenarioRecorder::run(file, options);
    if (printState && !outcome.state.is_null()) {
        out << outcome.state.dump() << '\n';
    }
    switch (outcome.status) {
    case store::RecordOutcome::Status::Pass:
        if (!printState) {
            out << "PASS " << path << '\n';
        }
        return 0;
    case store::RecordOutcome::Status::Fail:
        out << "FAIL " << path << ": " << outcome.why << '\n';
        return 1;
    case store::RecordOutcome::Status::Invalid:
        out << "FAIL " << path << ": " << outcome.why << '\n';
        err << "FAIL " << path << ": " << outcome.why << '\n';
        return 2;
    case store::RecordOutcome::Status::StoreFailed:
        // The run stops at the first write the store refuses, and nothing tries it again.
        err << "scouter-cli scenario: " << outcome.why << '\n'
            << (outcome.encounterId == 0
                    ? std::string("Nothing was stored.")
                    : fmt::format("Encounter {} holds the first {} commands of the run; nothing after them was "
                                  "stored.",
                                  outcome.encounterId, outcome.commands))
            << '\n';
        return 1;
    }
    return 1;
}

} // namespace scouter::cli
