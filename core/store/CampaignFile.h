#pragma once

#include "Database.h"
#include "Result.h"

#include <QString>

namespace scouter::store {

// Opening a campaign as the app and the command line do: `--database FILE` or the default
// campaign in the user's data folder, which is created (with the demo) on the first run.
class CampaignFile {
public:
    enum class WhenNew { Empty, WithDemo };

    // An empty path means the default campaign; a new default campaign gets the demo.
    [[nodiscard]] static Result<Database> open(const QString& path, WhenNew whenNew = WhenNew::Empty);
    [[nodiscard]] static QString resolve(const QString& path);
};

} // namespace scouter::store
