// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignCommand.h"

#include "CampaignFile.h"
#include "CampaignPath.h"

#include <charconv>

namespace scouter::cli {

QString CampaignCommand::takeDatabase(CliArgs& args) {
    const auto given = args.takeValue("database");
    if (!given) {
        return {};
    }
    // An empty name is refused by CampaignPath with advice of its own, so it is not checked here.
    const auto path = given->empty() ? std::optional<QString>(QString()) : args.path(*given, "--database");
    if (!path) {
        return {};
    }
    auto checked = store::CampaignPath::check(*path);
    if (!checked) {
        args.fail(text(checked.error().message));
        return {};
    }
    return checked.value();
}

std::optional<store::Database> CampaignCommand::open(const QString& path, const std::string& command, std::ostream& err,
                                                     const std::string& lost, store::CampaignFile::Access access) {
    auto db = store::CampaignFile::open(path, store::CampaignFile::WhenNew::Empty, access);
    if (!db) {
        if (lost.empty()) {
            err << "scouter-cli " << command << ": " << text(db.error().message) << '\n';
        } else {
            reportNotStored(err, command, db.error(), lost);
        }
        return std::nullopt;
    }
    for (const QString& notice : db.value().notices()) {
        err << "scouter-cli " << command << ": " << text(notice) << '\n';
    }
    return std::move(db).value();
}

std::optional<OpenedEncounter> CampaignCommand::openEncounter(CliArgs& args, const std::string& command,
                                                              std::ostream& err, int& status) {
    const QString path = takeDatabase(args);
    const auto rest = args.positional();
    status = 2;
    if (args.error() || rest.size() != 1) {
        err << "scouter-cli " << command << ": " << args.error().value_or("expected one ENCOUNTER")
            << "\nusage: scouter-cli " << command << " [--database DB] ENCOUNTER\n";
        return std::nullopt;
    }
    const auto id = encounterId(rest.front(), command, err);
    if (!id) {
        return std::nullopt;
    }
    status = 1;
    auto db = open(path, command, err);
    if (!db) {
        return std::nullopt;
    }
    status = 0;
    return OpenedEncounter{std::move(*db), *id};
}

std::optional<qint64> CampaignCommand::encounterId(const std::string& value, const std::string& command,
                                                   std::ostream& err) {
    qint64 id = 0;
    const auto* end = value.data() + value.size();
    const auto [ptr, ec] = std::from_chars(value.data(), end, id);
    if (ec != std::errc() || ptr != end || id < 1) {
        err << "scouter-cli " << command << ": ENCOUNTER is an encounter number (see scouter-cli encounters), got '"
            << value << "'\n";
        return std::nullopt;
    }
    return id;
}

void CampaignCommand::reportNotStored(std::ostream& err, const std::string& command, const store::StoreError& error,
                                      const std::string& lost) {
    err << "scouter-cli " << command << ": " << text(error.message) << '\n' << lost << '\n';
}

} // namespace scouter::cli
