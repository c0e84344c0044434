#pragma once

#include "Records.h"
#include "Result.h"

#include <QStringList>

#include <vector>

namespace scouter::store {

class Database;

// NPC groups prepared ahead of a fight: "4 Saibamen" from one template, or named members.
class NpcGroupRepository {
public:
    explicit NpcGroupRepository(Database& db) : m_db(db) {}

    // The group and its members in one transaction; returns the new id.
    [[nodiscard]] Result<qint64> add(const NpcGroup& group);
    [[nodiscard]] Result<NpcGroup> get(qint64 id);
    [[nodiscard]] Result<std::vector<NpcGroup>> list();

    // The names a template group's members get: the pattern with "{n}" replaced by 1..count
    // (the group's name and a number when there is no pattern).
    [[nodiscard]] static QStringList memberNames(const NpcGroup& group);

    // add() without a transaction of its own, for callers that already hold one (import).
    [[nodiscard]] Result<qint64> insert(const NpcGroup& group);

private:
    [[nodiscard]] Status loadMembers(NpcGroup& group);

    Database& m_db;
};

} // namespace scouter::store
