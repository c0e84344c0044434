#include "ExportCommand.h"

#include "CampaignCommand.h"
#include "CampaignExporter.h"
#include "EncounterTimeline.h"
#include "LogExporter.h"

#include <QSaveFile>

namespace scouter::cli {

namespace {

constexpr const char* kUsage = "usage: scouter-cli export [--database DB] [--output FILE] [ENCOUNTER...]\n"
                               "       scouter-cli export [--database DB] ENCOUNTER --format md|html [--output FILE]\n";

// Standard output without a target; otherwise QSaveFile, which writes beside the target and
// renames, so an existing file is never left half-written.
int deliver(const QByteArray& bytes, const std::optional<QString>& target, std::ostream& out, std::ostream& err) {
    if (!target) {
        out << bytes.toStdString();
        return 0;
    }
    QSaveFile file(*target);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        err << "scouter-cli export: cannot write " << CampaignCommand::text(*target) << ": "
            << CampaignCommand::text(file.errorString()) << '\n';
        return 1;
    }
    return 0;
}

} // namespace

int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    auto target = cli.takePath("output");
    if (const auto old = cli.takePath("out"); old && !target) {
        target = old;
    }
    const auto formatName = cli.takeValue("format");
    std::optional<store::LogExporter::Format> logFormat;
    if (formatName && *formatName != "json") {
        logFormat = store::LogExporter::formatNamed(QString::fromStdString(*formatName));
        if (!logFormat) {
            err << "scouter-cli export: --format is md, html or json, not '" << *formatName << "'\n" << kUsage;
            return 2;
        }
    }
    if (logFormat) {
        int status = 0;
        auto opened = CampaignCommand::openEncounter(cli, "export", err, status);
        if (!opened) {
            return status;
        }
        auto timeline = store::EncounterTimeline::load(opened->db, opened->id);
        if (!timeline) {
            err << "scouter-cli export: " << CampaignCommand::text(timeline.error().message) << '\n';
            return 1;
        }
        return deliver(store::LogExporter::exportLog(timeline.value(), *logFormat).toUtf8(), target, out, err);
    }
    const QString path = CampaignCommand::takeDatabase(cli);
    const auto rest = cli.positional();
    if (cli.error()) {
        err << "scouter-cli export: " << *cli.error() << '\n' << kUsage;
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
    auto db = CampaignCommand::open(path, "export", err);
    if (!db) {
        return 1;
    }
    auto bytes = store::CampaignExporter(*db).exportCampaign(ids);
    if (!bytes) {
        err << "scouter-cli export: " << CampaignCommand::text(bytes.error().message) << '\n';
        return 1;
    }
    return deliver(bytes.value(), target, out, err);
}

} // namespace scouter::cli
