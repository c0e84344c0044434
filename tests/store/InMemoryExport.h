// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CampaignExporter.h"
#include "Result.h"

#include <QByteArray>

namespace scouter::store {
class Database;
}

namespace reference {

// The selection as `scouter-export/2`, the way CampaignExporter wrote it before it streamed
// (issue 28): the whole document in memory, then its bytes. The streaming export's bytes must be
// these (but for "exportedAt"); export_bench measures the memory of both.
[[nodiscard]] scouter::store::Result<QByteArray> exportInMemory(scouter::store::Database& db,
                                                                const scouter::store::ExportSelection& selection = {});

} // namespace reference
