// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "Result.h"

#include <QStringList>

#include <vector>

namespace scouter::store {

class Database;

// NPC groups prepared ahead of a fight: "4 Fighters" from one template, or named members.
class NpcGroupRepository {
public:
    explicit NpcGroupRepository(Database& db) : m_db(db) {}

    // The group and its members in one transaction; returns the new id.
    [[nodiscard]] Result<qint64> add(const NpcGroup& group);
    // Its name, template or members, count, pattern and notes, in one transaction.
    [[nodiscard]] Status update(const NpcGroup& group);
    [[nodiscard]] Result<NpcGroup> get(qint64 id);
    // The groups not deleted, in the order they were added.
    [[nodiscard]] Result<std::vector<NpcGroup>> list();
    // Marks the group deleted; restore() takes it back. Its characters stay in the library.
    [[nodiscard]] Status remove(qint64 id);
    [[nodiscard]] Status restore(qint64 id);

    // The names a template group's members get: the pattern with "{n}" replaced by 1..count
    // (the group's name and a number when there is no pattern).
    [[nodiscard]] static QStringList memberNames(const NpcGroup& group);

    // add() without a transaction of its own, for callers that already hold one (import).
    [[nodiscard]] Result<qint64> insert(const NpcGroup& group);

private:
    [[nodiscard]] Status loadMembers(NpcGroup& group);
    [[nodiscard]] Status insertMembers(qint64 groupId, const NpcGroup& group);

    Database& m_db;
};

} // namespace scouter::store
