#include "StateCommand.h"

#include "CampaignCommand.h"
#include "EncounterReplay.h"

namespace scouter::cli {

int runState(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    auto db = CampaignCommand::open(cli, "state", err);
    const auto rest = cli.positional();
    if (cli.error() || rest.size() != 1) {
        err << "scouter-cli state: " << cli.error().value_or("expected one ENCOUNTER")
            << "\nusage: scouter-cli state [--database DB] ENCOUNTER\n";
        return 2;
    }
    const auto id = CampaignCommand::encounterId(rest.front(), "state", err);
    if (!id) {
        return 2;
    }
    if (!db) {
        return 1;
    }
    auto replayed = store::EncounterReplay::load(*db, *id);
    if (!replayed) {
        err << "scouter-cli state: " << CampaignCommand::text(replayed.error().message) << '\n';
        return 1;
    }
    out << store::EncounterReplay::flatState(replayed.value()).dump() << '\n';
    return 0;
}

} // namespace scouter::cli
