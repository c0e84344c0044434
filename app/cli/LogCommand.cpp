// SPDX-License-Identifier: GPL-3.0-or-later
#include "LogCommand.h"

#include "CampaignCommand.h"
#include "CommandLog.h"

#include <fmt/format.h>

namespace scouter::cli {

int runLog(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    int status = 0;
    auto opened = CampaignCommand::openEncounter(cli, "log", err, status);
    if (!opened) {
        return status;
    }
    auto& db = opened->db;
    const qint64 id = opened->id;
    auto log = store::CommandLog(db).load(id);
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
