// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzCampaign.h"

// Any file given to import: the whole `scouter-export/2` (or `/1`) check, maps included, then the write. What is
// refused is refused with its problems; what is accepted must open every way a stored encounter opens.

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    scouter::fuzz::FuzzCampaign::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    scouter::fuzz::FuzzCampaign::importFile(data, size);
    return 0;
}
