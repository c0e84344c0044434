// SPDX-License-Identifier: GPL-3.0-or-later
#include "CheckCommand.h"

#include "CampaignCommand.h"
#include "SearchIndex.h"

namespace scouter::cli {

namespace {

constexpr const char* kCheckUsage = "usage: scouter-cli check [--database DB] [--rebuild-index]\n";

int rebuildIndex(const QString& path, std::ostream& out, std::ostream& err) {
    auto db = CampaignCommand::open(path, "check", err, "The search index was not rebuilt.",
                                    store::CampaignFile::Access::Write);
    if (!db) {
        return 1;
    }
    if (auto rebuilt = store::SearchIndex::rebuild(*db); !rebuilt) {
        CampaignCommand::reportNotStored(err, "check", rebuilt.error(), "The search index was not rebuilt.");
        return 1;
    }
    out << "The search index of " << CampaignCommand::text(db->path())
        << " was built again from its events; nothing else was changed.\n";
    return 0;
}

} // namespace

int runCheck(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    const bool rebuild = cli.takeFlag("rebuild-index");
    const QString path = CampaignCommand::takeDatabase(cli);
    const auto rest = cli.positional();
    if (cli.error() || !rest.empty()) {
        err << "scouter-cli check: " << (cli.error() ? *cli.error() : "unexpected argument '" + rest.front() + "'")
            << '\n'
            << kCheckUsage;
        return 2;
    }
    if (rebuild) {
        return rebuildIndex(path, out, err);
    }
    // The open itself reads every page (Access::Check) before anything else.
    auto db = CampaignCommand::open(path, "check", err, {}, store::CampaignFile::Access::Check);
    if (!db) {
        return 1;
    }
    if (auto index = store::SearchIndex::verify(*db); !index) {
        const std::string database = path.isEmpty() ? std::string() : " --database " + CampaignCommand::text(path);
        err << "scouter-cli check: " << CampaignCommand::text(index.error().message)
            << "\nTo build it again: scouter-cli check --rebuild-index" << database << '\n';
        return 1;
    }
    out << "The campaign " << CampaignCommand::text(db->path())
        << " is healthy: every page of it reads, and its search index matches its events.\n";
    return 0;
}

} // namespace scouter::cli
