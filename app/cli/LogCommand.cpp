#include "LogCommand.h"

#include "CampaignCommand.h"
#include "CommandLog.h"

#include <fmt/format.h>

namespace scouter::cli {

int runLog(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    auto db = CampaignCommand::open(cli, "log", err);
    const auto rest = cli.positional();
    if (cli.error() || rest.size() != 1) {
        err << "scouter-cli log: " << cli.error().value_or("expected one ENCOUNTER")
            << "\nusage: scouter-cli log [--database DB] ENCOUNTER\n";
        return 2;
    }
    const auto id = CampaignCommand::encounterId(rest.front(), "log", err);
    if (!id) {
        return 2;
    }
    if (!db) {
        return 1;
    }
    auto log = store::CommandLog(*db).load(*id);
    if (!log) {
        err << "scouter-cli log: " << CampaignCommand::text(log.error().message) << '\n';
        return 1;
    }
    for (const store::StoredCommand& command : log.value()) {
        const std::string name = command.command.value("name", std::string());
        out << fmt::format("{} {}{}\n", command.seq, CampaignCommand::text(store::toString(command.kind)),
                           name.empty() || command.kind != store::CommandKind::Command ? "" : " " + name);
        for (const auto& event : command.events) {
            out << "    " << event.dump() << '\n';
        }
    }
    return 0;
}

} // namespace scouter::cli
