// SPDX-License-Identifier: GPL-3.0-or-later
#include "StateCommand.h"

#include "CampaignCommand.h"
#include "EncounterReplay.h"

namespace scouter::cli {

int runState(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    int status = 0;
    auto opened = CampaignCommand::openEncounter(cli, "state", err, status);
    if (!opened) {
        return status;
    }
    auto& db = opened->db;
    const qint64 id = opened->id;
    auto replayed = store::EncounterReplay::load(db, id);
    if (!replayed) {
        err << "scouter-cli state: " << CampaignCommand::text(replayed.error().message) << '\n';
        return 1;
    }
    out << store::EncounterReplay::flatState(replayed.value()).dump() << '\n';
    return 0;
}

} // namespace scouter::cli
