// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncountersCommand.h"

#include "CampaignCommand.h"
#include "EncounterRepository.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace scouter::cli {

int runEncounters(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    const bool json = cli.takeFlag("json");
    const QString path = CampaignCommand::takeDatabase(cli);
    const auto rest = cli.positional();
    if (cli.error() || !rest.empty()) {
        err << "scouter-cli encounters: " << (cli.error() ? *cli.error() : "unexpected argument '" + rest.front() + "'")
            << "\nusage: scouter-cli encounters [--database DB] [--json]\n";
        return 2;
    }
    auto db = CampaignCommand::open(path, "encounters", err);
    if (!db) {
        return 1;
    }
    auto list = store::EncounterRepository(*db).list();
    if (!list) {
        err << "scouter-cli encounters: " << CampaignCommand::text(list.error().message) << '\n';
        return 1;
    }
    nlohmann::json array = nlohmann::json::array();
    for (const auto& [e, commands] : list.value()) {
        const std::string ended = e.endedAt ? CampaignCommand::text(e.endedAt->toString(Qt::ISODate)) : std::string();
        if (json) {
            array.push_back({{"id", e.id},
                             {"title", CampaignCommand::text(e.title)},
                             {"ruleset", CampaignCommand::text(e.ruleset)},
                             {"grid", {e.gridWidth, e.gridHeight}},
                             {"createdAt", CampaignCommand::text(e.createdAt.toString(Qt::ISODate))},
                             {"endedAt", e.endedAt ? nlohmann::json(ended) : nlohmann::json(nullptr)},
                             {"outcome", e.outcome.isEmpty() ? nlohmann::json(nullptr)
                                                             : nlohmann::json(CampaignCommand::text(e.outcome))},
                             {"commands", commands}});
            continue;
        }
        out << fmt::format("{:>4}  {}  [{}, {}x{}]  {} command{}  {}{}\n", e.id, CampaignCommand::text(e.title),
                           CampaignCommand::text(e.ruleset), e.gridWidth, e.gridHeight, commands,
                           commands == 1 ? "" : "s", CampaignCommand::text(e.createdAt.toString(Qt::ISODate)),
                           e.outcome.isEmpty() ? std::string() : "  " + CampaignCommand::text(e.outcome));
    }
    if (json) {
        out << array.dump(2) << '\n';
    }
    return 0;
}

} // namespace scouter::cli
