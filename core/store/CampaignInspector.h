#pragma once

#include "Result.h"

#include <QString>

namespace scouter::store {

class ReadOnlySource;

// Decides whether an existing campaign file may be opened, reading it the way ReadOnlySource
// does: not one byte is written to the file, its -wal or its -shm, whatever the verdict. SQLite
// reads the write-ahead log itself, so a campaign whose last commands are still in the log (a
// crash, a full disk) is judged with them.
class CampaignInspector {
public:
    // The file's schema version (0 for a blank SQLite file), or why it is refused: another
    // program's file (application_id, checked first), a newer schema, damage, or tables that are
    // not the expected ones at the newest version. `othersWriting`: another Scouter has it open
    // for writing.
    [[nodiscard]] static Result<int> inspect(const QString& path, bool othersWriting);

private:
    [[nodiscard]] static Result<int> check(const QString& path, const ReadOnlySource& source);
    // The refusal when the file is healthy without the write-ahead log beside it.
    [[nodiscard]] static StoreError foreignLog(const QString& path, const StoreError& withLog);
};

} // namespace scouter::store
