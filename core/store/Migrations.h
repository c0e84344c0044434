// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace scouter::store {

struct Migration {
    int version = 0; // the NNNN of NNNN_name.sql
    QString name;
    QString sql;
};

// The numbered SQL files of migrations/, embedded as resources under :/migrations.
class Migrations {
public:
    // In version order. The numbering is checked at build time by a test, so a gap here
    // is a packaging error, not a user's problem.
    [[nodiscard]] static const std::vector<Migration>& all();
    [[nodiscard]] static int latestVersion();
};

} // namespace scouter::store
