// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "StoreError.h"

#include <QString>

namespace scouter::ui {

// Why a campaign file was not opened and what the user can do about it, as `scouter` shows it
// (a message box and stderr) before quitting. The store's message says what is wrong with the
// file (the versions, the newest backup); the hint says what to do next.
class CampaignRefusal {
public:
    CampaignRefusal(QString path, store::StoreError error);

    [[nodiscard]] QString summary() const;
    [[nodiscard]] QString detail() const { return m_error.message; }
    [[nodiscard]] QString hint() const;
    // All three, one paragraph each, for stderr and the message box alike.
    [[nodiscard]] QString text() const;

private:
    QString m_path;
    store::StoreError m_error;
};

} // namespace scouter::ui
