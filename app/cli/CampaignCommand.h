// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CampaignFile.h"
#include "CliArgs.h"
#include "Database.h"

#include <QString>

#include <optional>
#include <ostream>
#include <string>

namespace scouter::cli {

// What the campaign commands (encounters, log, state, import, export, search, scenario
// --database) share: `--database FILE` (the default campaign without it) and the store's
// refusals printed as they are, since they already say what happened and what to do. Every
// command reads and checks all its arguments before it opens the campaign, so a typo or --help
// never creates one.
// A stored encounter named on the command line, with its open campaign.
struct OpenedEncounter {
    store::Database db;
    qint64 id = 0;
};

class CampaignCommand {
public:
    // Takes `--database FILE` out of the arguments: the file named, or an empty string for the
    // default campaign. A name that cannot be a campaign file (empty, ":memory:", not UTF-8) is
    // recorded as the arguments' error.
    [[nodiscard]] static QString takeDatabase(CliArgs& args);
    // Opens the campaign (the default one for an empty path, created with the demo on first
    // use); prints why not to `err`, followed by `lost` when the command was to write something,
    // and what the store did by itself (a rebuilt search index). A reading command only reads an
    // existing campaign: no lock, no migration, nothing written, alongside another Scouter that
    // writes it or not; a writing one (`Access::Write`) is refused while another holds its lock.
    [[nodiscard]] static std::optional<store::Database>
    open(const QString& path, const std::string& command, std::ostream& err, const std::string& lost = {},
         store::CampaignFile::Access access = store::CampaignFile::Access::ReadExisting);
    // The argument ENCOUNTER as an id, or prints the problem.
    [[nodiscard]] static std::optional<qint64> encounterId(const std::string& text, const std::string& command,
                                                           std::ostream& err);
    // Reads `[--database DB] ENCOUNTER`. The arguments are checked before the campaign is opened,
    // so a typo never creates a campaign; on failure prints why and sets `status` (2 for the
    // arguments, 1 for the campaign).
    [[nodiscard]] static std::optional<OpenedEncounter> openEncounter(CliArgs& args, const std::string& command,
                                                                      std::ostream& err, int& status);
    // A write the store could not make: its reason, then plainly what was not stored. A one-shot
    // command does not try again, so nothing may suggest that it will.
    static void reportNotStored(std::ostream& err, const std::string& command, const store::StoreError& error,
                                const std::string& lost);
    [[nodiscard]] static std::string text(const QString& value) { return value.toStdString(); }
};

} // namespace scouter::cli
