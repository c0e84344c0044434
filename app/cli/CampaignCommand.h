#pragma once

#include "CampaignFile.h"
#include "CliArgs.h"
#include "Database.h"

#include <QString>

#include <optional>
#include <ostream>
#include <string>

namespace scouter::cli {

// What the campaign commands (encounters, log, state, import, export, scenario --database)
// share: `--database FILE` (the default campaign without it) and the store's refusals printed
// as they are, since they already say what happened and what to do.
// A stored encounter named on the command line, with its open campaign.
struct OpenedEncounter {
    store::Database db;
    qint64 id = 0;
};

class CampaignCommand {
public:
    // Takes `--database` out of the arguments and opens that campaign; prints why not to `err`.
    // A reading command reads alongside another Scouter that writes the campaign; a writing
    // one (`Access::Write`) is refused while another holds its lock.
    [[nodiscard]] static std::optional<store::Database>
    open(CliArgs& args, const std::string& command, std::ostream& err,
         store::CampaignFile::Access access = store::CampaignFile::Access::ReadIfLocked);
    // The argument ENCOUNTER as an id, or prints the problem.
    [[nodiscard]] static std::optional<qint64> encounterId(const std::string& text, const std::string& command,
                                                           std::ostream& err);
    // Reads `[--database DB] ENCOUNTER`. The arguments are checked before the campaign is opened,
    // so a typo never creates a campaign; on failure prints why and sets `status` (2 for the
    // arguments, 1 for the campaign).
    [[nodiscard]] static std::optional<OpenedEncounter> openEncounter(CliArgs& args, const std::string& command,
                                                                      std::ostream& err, int& status);
    [[nodiscard]] static std::string text(const QString& value) { return value.toStdString(); }
};

} // namespace scouter::cli
