#include "ExportCommand.h"

#include "CampaignCommand.h"
#include "CampaignExporter.h"

#include <QSaveFile>

namespace scouter::cli {

int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    const auto target = cli.takeValue("out");
    auto db = CampaignCommand::open(cli, "export", err);
    const auto rest = cli.positional();
    if (cli.error()) {
        err << "scouter-cli export: " << *cli.error()
            << "\nusage: scouter-cli export [--database DB] [--out FILE] [ENCOUNTER...]\n";
        return 2;
    }
    std::vector<qint64> ids;
    for (const auto& text : rest) {
        const auto id = CampaignCommand::encounterId(text, "export", err);
        if (!id) {
            return 2;
        }
        ids.push_back(*id);
    }
    if (!db) {
        return 1;
    }
    auto bytes = store::CampaignExporter(*db).exportCampaign(ids);
    if (!bytes) {
        err << "scouter-cli export: " << CampaignCommand::text(bytes.error().message) << '\n';
        return 1;
    }
    if (!target) {
        out << bytes.value().toStdString();
        return 0;
    }
    // QSaveFile writes beside the target and renames, so an existing file is never half-written.
    QSaveFile file(QString::fromStdString(*target));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes.value()) != bytes.value().size() || !file.commit()) {
        err << "scouter-cli export: cannot write " << *target << ": " << CampaignCommand::text(file.errorString())
            << '\n';
        return 1;
    }
    return 0;
}

} // namespace scouter::cli
