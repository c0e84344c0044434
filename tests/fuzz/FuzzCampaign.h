// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace scouter::fuzz {

// The store's fuzz targets, behind a header that includes nothing heavy: the targets' own
// sources stay tiny, and the store's headers are compiled once, here.
//
// They write into a campaign kept in memory, built from the migrations and renewed every few
// hundred inputs so it does not grow without end.
class FuzzCampaign {
public:
    // Once per process (LLVMFuzzerInitialize): the SQL driver is a Qt plugin.
    static void startQt();
    // The bytes as a file given to import (`scouter-cli import`, the library's Import…). A
    // refused file must be refused with its problems and write nothing; every encounter it
    // brought in is then opened every way (openEverywhere). The same bytes are also read as a
    // map's image file header.
    static void importFile(const std::uint8_t* data, std::size_t size);
    // The encounters of the bytes, read as a `scouter-export/1` file, written into the campaign
    // as they are, without import's checks (a damaged file, an older Scouter), then opened every
    // way.
    static void storeAsIs(const std::uint8_t* data, std::size_t size);

private:
    // Opens a stored encounter every way Scouter does: `scouter-cli state` and the encounter
    // window (replay, the state at an earlier command), the review window and the Markdown and
    // HTML exports (the timeline, states event by event), the campaign's search, and its map and
    // players' screen choices (which must keep their bounds). Each may refuse the encounter with a
    // message; none may crash.
    static void openEverywhere(std::int64_t encounterId);
};

} // namespace scouter::fuzz
