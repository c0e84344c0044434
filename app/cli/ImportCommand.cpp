// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportCommand.h"

#include "CampaignCommand.h"
#include "CampaignImporter.h"

#include <QFile>

#include <fmt/format.h>

namespace scouter::cli {

int runImport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    const QString path = CampaignCommand::takeDatabase(cli);
    const auto rest = cli.positional();
    const auto source = rest.size() == 1 ? cli.path(rest.front(), "FILE") : std::nullopt;
    if (cli.error() || rest.size() != 1) {
        err << "scouter-cli import: " << cli.error().value_or("expected one FILE")
            << "\nusage: scouter-cli import [--database DB] FILE\n";
        return 2;
    }
    const std::string nothing = "Nothing was imported: the campaign is as it was.";
    auto db = CampaignCommand::open(path, "import", err, nothing, store::CampaignFile::Access::Write);
    if (!db) {
        return 1;
    }
    QFile file(*source);
    if (!file.open(QIODevice::ReadOnly)) {
        err << "scouter-cli import: cannot read " << rest.front() << ": " << CampaignCommand::text(file.errorString())
            << '\n';
        return 1;
    }
    store::CampaignImporter importer(*db);
    auto summary = importer.import(file.readAll());
    if (!summary) {
        CampaignCommand::reportNotStored(err, "import", summary.error(), nothing);
        return 1;
    }
    out << fmt::format("imported {} characters, {} NPC groups, {} encounters\n", summary.value().characters,
                       summary.value().groups, summary.value().encounters);
    return 0;
}

} // namespace scouter::cli
