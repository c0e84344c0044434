// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"

#include <QStringList>

#include <vector>

namespace scouter::store {

// The rules of an NPC group, shared by the library's group editor and the importer so that neither
// accepts what the other refuses: a name, a naming pattern with "{n}" when several copies are named
// by it, a count and members within limits::kMaxGroupMembers, the members' names and the notes
// within their lengths. Whether a template or members were chosen is each caller's own message.
class GroupSheet {
public:
    // The field a problem is about, for the editor to show it under that field.
    enum class Field { Name, Count, Pattern, Members, Notes };
    struct Problem {
        Field field;
        QString message;
    };

    // Each problem as a sentence, in the order of the editor's fields; empty when the group is right.
    [[nodiscard]] static QStringList problems(const NpcGroup& group);
    // The same, each with its field.
    [[nodiscard]] static std::vector<Problem> problemsByField(const NpcGroup& group);
};

} // namespace scouter::store
