#include "FuzzCampaign.h"
#include "FuzzCheck.h"

#include "CampaignImporter.h"

#include <QByteArray>

#include <algorithm>
#include <cstddef>
#include <cstdint>

// Any file given to import (`scouter-cli import`, the library's Import…): the whole
// `scouter-export/1` check, then the write. A refused file is refused with its problems; what
// is accepted must then open every way a stored encounter opens, without a crash.

using scouter::fuzz::FuzzCampaign;
using scouter::fuzz::require;

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    FuzzCampaign::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    scouter::store::Database& db = FuzzCampaign::database();
    const std::vector<qint64> before = FuzzCampaign::encounterIds();
    scouter::store::CampaignImporter importer(db);
    const auto imported =
        importer.import(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (!imported) {
        require(!imported.error().message.isEmpty(), "a refused import says why");
        require(FuzzCampaign::encounterIds() == before, "a refused import writes nothing");
        return 0;
    }
    for (const qint64 id : FuzzCampaign::encounterIds()) {
        if (std::find(before.begin(), before.end(), id) == before.end()) {
            FuzzCampaign::openEverywhere(id);
        }
    }
    return 0;
}
