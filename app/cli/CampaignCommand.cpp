#include "CampaignCommand.h"

#include "CampaignFile.h"

#include <charconv>

namespace scouter::cli {

std::optional<store::Database> CampaignCommand::open(CliArgs& args, const std::string& command, std::ostream& err,
                                                     store::CampaignFile::Access access) {
    const auto path = args.takeValue("database");
    auto db = store::CampaignFile::open(path ? QString::fromStdString(*path) : QString(),
                                        store::CampaignFile::WhenNew::Empty, access);
    if (!db) {
        err << "scouter-cli " << command << ": " << text(db.error().message) << '\n';
        return std::nullopt;
    }
    return std::move(db).value();
}

std::optional<OpenedEncounter> CampaignCommand::openEncounter(CliArgs& args, const std::string& command,
                                                              std::ostream& err, int& status) {
    const auto path = args.takeValue("database");
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
    auto db = store::CampaignFile::open(path ? QString::fromStdString(*path) : QString(),
                                        store::CampaignFile::WhenNew::Empty, store::CampaignFile::Access::ReadIfLocked);
    if (!db) {
        err << "scouter-cli " << command << ": " << text(db.error().message) << '\n';
        return std::nullopt;
    }
    status = 0;
    return OpenedEncounter{std::move(db).value(), *id};
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

} // namespace scouter::cli
