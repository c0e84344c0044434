// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportCommand.h"

#include "CampaignCommand.h"
#include "CampaignExporter.h"
#include "EncounterTimeline.h"
#include "LogExporter.h"
#include "OstreamDevice.h"
#include "OutputFile.h"

#include <QFileInfo>

#include <memory>

namespace scouter::cli {

namespace {

constexpr const char* kUsage =
    "usage: scouter-cli export [--database DB] [--output FILE [--force]] [ENCOUNTER...]\n"
    "       scouter-cli export [--database DB] ENCOUNTER --format md|html [--output FILE [--force]]\n";

// Whether the export may go to `target`, before the campaign is opened: never the campaign or
// its own files, never a device or another file that is not a regular one, and a file already
// there only with --force. Prints why not.
[[nodiscard]] bool outputAllowed(const QString& target, const QString& campaign, bool force, std::ostream& err) {
    const auto found = store::OutputFile::check(target, campaign);
    if (!found) {
        err << "scouter-cli export: --output " << CampaignCommand::text(found.error().message);
        const QFileInfo info(target);
        if (info.exists() && !info.isFile()) {
            err << " To write to standard output (and send it anywhere, e.g. > /dev/null), leave out --output.";
        }
        err << " Nothing was written.\n";
        return false;
    }
    if (found.value() == store::OutputFile::Found::RegularFile && !force) {
        err << "scouter-cli export: --output " << CampaignCommand::text(target)
            << " is already there; add --force to replace it. Nothing was written.\n";
        return false;
    }
    return true;
}

// Writes the export to `target` as `write` produces it (to standard output without one): a file
// takes its target's place whole once everything is written, or not at all.
template <typename Write>
int deliver(Write write, const std::optional<QString>& target, const QString& campaign, bool force, std::ostream& out,
            std::ostream& err) {
    if (!target) {
        OstreamDevice device(out);
        if (auto status = write(device); !status) {
            err << "scouter-cli export: " << CampaignCommand::text(status.error().message) << '\n';
            return 1;
        }
        return 0;
    }
    // Without --force, a file that appears there meanwhile is kept all the same.
    store::OutputFile file(*target, campaign,
                           force ? store::OutputFile::Existing::Replace : store::OutputFile::Existing::Refuse);
    if (auto status = file.writeWhole(write); !status) {
        err << "scouter-cli export: " << CampaignCommand::text(status.error().message) << '\n';
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
    const bool force = cli.takeFlag("force");
    const auto formatName = cli.takeValue("format");
    std::optional<store::LogExporter::Format> logFormat;
    if (formatName && *formatName != "json") {
        logFormat = store::LogExporter::formatNamed(QString::fromStdString(*formatName));
        if (!logFormat) {
            err << "scouter-cli export: --format is md, html or json, not '" << *formatName << "'\n" << kUsage;
            return 2;
        }
    }
    const QString path = CampaignCommand::takeDatabase(cli);
    const auto rest = cli.positional();
    if (cli.error()) {
        err << "scouter-cli export: " << *cli.error() << '\n' << kUsage;
        return 2;
    }
    if (logFormat && rest.size() != 1) {
        err << "scouter-cli export: --format md|html exports one ENCOUNTER\n" << kUsage;
        return 2;
    }
    if (force && !target) {
        err << "scouter-cli export: --force replaces the file named by --output; without --output the export goes "
               "to standard output\n"
            << kUsage;
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
    const QString campaign = store::CampaignFile::resolve(path);
    if (target && !outputAllowed(*target, campaign, force, err)) {
        return 2;
    }
    auto db = CampaignCommand::open(path, "export", err);
    if (!db) {
        return 1;
    }
    if (logFormat) {
        auto timeline = store::EncounterTimeline::load(*db, ids.front());
        if (!timeline) {
            err << "scouter-cli export: " << CampaignCommand::text(timeline.error().message) << '\n';
            return 1;
        }
        const QByteArray bytes = store::LogExporter::exportLog(timeline.value(), *logFormat).toUtf8();
        return deliver(
            [&](QIODevice& device) -> store::Status {
                if (device.write(bytes) != bytes.size()) {
                    return store::StoreError{store::StoreErrorKind::Io, device.errorString()};
                }
                return {};
            },
            target, db->path(), force, out, err);
    }
    return deliver([&](QIODevice& device) { return store::CampaignExporter(*db).writeCampaign(device, ids); }, target,
                   db->path(), force, out, err);
}

} // namespace scouter::cli
