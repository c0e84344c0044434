// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter/CampaignSession.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace scouter::ui {

// What quitting does with commands played but not saved (a save failed: the disk was full, the
// file locked): nothing leaves silently. The window asks (UnsavedQuitDialog); this class decides
// and does what was chosen, so it is tested without a dialog. Each action returns whether the
// window may close now.
class UnsavedQuit {
    Q_DECLARE_TR_FUNCTIONS(UnsavedQuit)

public:
    explicit UnsavedQuit(CampaignSession& session);

    // Waits for a write in progress, then reads what is still unsaved. True when there is some:
    // the window must ask before it closes.
    [[nodiscard]] bool check();
    [[nodiscard]] std::size_t count() const;
    // "3 commands of 'Ambush at the ford' are not saved"
    [[nodiscard]] QString summary() const { return describe(m_unsaved); }
    [[nodiscard]] static QString describe(const std::vector<CampaignSession::Unsaved>& unsaved);
    // Why they are not saved: the store's message from the last attempt.
    [[nodiscard]] const QString& reason() const { return m_reason; }

    // Tries to write them now (waiting for the lock as long as the writer does). True when all
    // of them are on disk; otherwise reason() says why and the count is read again.
    bool retry();
    // Writes the whole campaign, with every unsaved command, to the new file `path`. True when
    // the copy holds them all; otherwise reason() says why and nothing was written there.
    bool saveCopy(const QString& path);
    // The window closes and the commands are lost: what to say about them (on stderr, say).
    [[nodiscard]] QString discard() const;

    // Quitting with nobody to ask (a signal: a logout, a shutdown): tries once more to write them,
    // then writes a copy as Save a Copy does, next to the campaign, else (that disk may be the full
    // one) in the home folder. `saved`: every command played is in the campaign itself.
    struct Unattended {
        bool saved = false;
        QString message; // what happened, where the copy is or why they are lost (for stderr)
    };
    [[nodiscard]] Unattended settleUnattended();
    // The copy's first free name in `folder`: "Campaign with unsaved commands.scouter", then
    // "... 2.scouter", for the campaign at `campaignPath`.
    [[nodiscard]] static QString copyPathIn(const QString& folder, const QString& campaignPath);

private:
    void read();

    CampaignSession& m_session;
    std::vector<CampaignSession::Unsaved> m_unsaved;
    QString m_reason;
};

} // namespace scouter::ui
