// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzCampaign.h"

// Stored encounters as a damaged file or an older Scouter may hold them: the encounters of a
// `scouter-export/1` file (the seeds are real exports) written into the campaign without
// import's checks, as a flipped byte that SQLite's integrity_check accepts would leave them.
// Replaying them (EncounterReplay, the timeline, the exports, search) may refuse an encounter
// with a message, never crash.

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    scouter::fuzz::FuzzCampaign::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    scouter::fuzz::FuzzCampaign::storeAsIs(data, size);
    return 0;
}
