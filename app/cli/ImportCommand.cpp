#include "ImportCommand.h"

#include "CampaignCommand.h"
#include "CampaignImporter.h"

#include <QFile>

#include <fmt/format.h>

namespace scouter::cli {

int runImport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    auto db = CampaignCommand::open(cli, "import", err, store::CampaignFile::Access::Write);
    const auto rest = cli.positional();
    if (cli.error() || rest.size() != 1) {
        err << "scouter-cli import: " << cli.error().value_or("expected one FILE")
            << "\nusage: scouter-cli import [--database DB] FILE\n";
        return 2;
    }
    if (!db) {
        return 1;
    }
    QFile file(QString::fromStdString(rest.front()));
    if (!file.open(QIODevice::ReadOnly)) {
        err << "scouter-cli import: cannot read " << rest.front() << ": " << CampaignCommand::text(file.errorString())
            << '\n';
        return 1;
    }
    store::CampaignImporter importer(*db);
    auto summary = importer.import(file.readAll());
    if (!summary) {
        err << "scouter-cli import: " << CampaignCommand::text(summary.error().message) << '\n';
        return 1;
    }
    out << fmt::format("imported {} characters, {} NPC groups, {} encounters\n", summary.value().characters,
                       summary.value().groups, summary.value().encounters);
    return 0;
}

} // namespace scouter::cli
