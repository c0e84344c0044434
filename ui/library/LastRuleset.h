// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace scouter::ui {

// The ruleset the ARC last chose for a character or an encounter, kept in the settings: a table
// that plays one system makes its next character and its next encounter in it without being asked.
class LastRuleset {
public:
    // The ruleset last chosen when this build plays it, else the registry's first.
    [[nodiscard]] static QString get();
    static void remember(const QString& ruleset);
};

} // namespace scouter::ui
