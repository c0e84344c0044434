#pragma once

#include "Database.h"

#include <QtGlobal>

#include <optional>
#include <vector>

namespace scouter::fuzz {

// The campaign the store's fuzz targets write into: a database in memory built from the
// migrations, renewed every few hundred inputs so it does not grow without end.
class FuzzCampaign {
public:
    // Once per process (LLVMFuzzerInitialize): the SQL driver is a Qt plugin.
    static void startQt();
    [[nodiscard]] static store::Database& database();
    [[nodiscard]] static std::vector<qint64> encounterIds();
    // Opens a stored encounter every way Scouter does: `scouter-cli state` and the encounter
    // window (replay, the state at an earlier command), the review window and the Markdown and
    // HTML exports (the timeline, states event by event), and the campaign's search. Each may
    // refuse the encounter with a message; none may crash.
    static void openEverywhere(qint64 encounterId);

private:
    static std::optional<store::Database> s_database;
    static int s_uses;
};

} // namespace scouter::fuzz
