#pragma once

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
class CampaignCommand {
public:
    // Takes `--database` out of the arguments and opens that campaign; prints why not to `err`.
    [[nodiscard]] static std::optional<store::Database> open(CliArgs& args, const std::string& command,
                                                             std::ostream& err);
    // The argument ENCOUNTER as an id, or prints the problem.
    [[nodiscard]] static std::optional<qint64> encounterId(const std::string& text, const std::string& command,
                                                           std::ostream& err);
    [[nodiscard]] static std::string text(const QString& value) { return value.toStdString(); }
};

} // namespace scouter::cli
