#pragma once

#include "Result.h"

#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>

namespace scouter::store {

// The single-writer rule: one Scouter process at a time writes a campaign. `<campaign>.lock`
// (a QLockFile: pid, program and host) sits beside the file while a writable session is open;
// the next Scouter sees it, names the holder and can open the campaign read-only instead. A
// lock left by a process that is gone is stale and taken over.
//
// Within one process the lock is shared: the window's connection, its writer thread and a
// second open of the same file are all the same writer.
class CampaignLock {
public:
    struct Holder {
        qint64 pid = 0;
        QString host;
        QString program;
    };

    // Takes the lock, waiting up to `waitMs` for another process to let go. Locked names the
    // holder; ReadOnly when the lock file cannot be created (a read-only folder or mount).
    [[nodiscard]] static Result<std::shared_ptr<CampaignLock>> acquire(const QString& campaignPath, int waitMs = 0);
    // Who holds the lock of this campaign, as the lock file says (nothing when it is free).
    [[nodiscard]] static std::optional<Holder> holder(const QString& campaignPath);
    // The holder when it is another process that still runs (or runs on another computer), without
    // touching the lock: for a read-only session, which reads differently beside a live writer.
    [[nodiscard]] static std::optional<Holder> otherWriter(const QString& campaignPath);
    // "another Scouter (scouter, process 123 on host)".
    [[nodiscard]] static QString describe(const Holder& holder);
    [[nodiscard]] static QString lockPathFor(const QString& campaignPath);

    explicit CampaignLock(const QString& lockPath);
    ~CampaignLock();
    CampaignLock(const CampaignLock&) = delete;
    CampaignLock& operator=(const CampaignLock&) = delete;
    CampaignLock(CampaignLock&&) = delete;
    CampaignLock& operator=(CampaignLock&&) = delete;

private:
    [[nodiscard]] static StoreError heldBy(const QString& campaignPath, const QLockFile& file);

    QLockFile m_file;
};

} // namespace scouter::store
