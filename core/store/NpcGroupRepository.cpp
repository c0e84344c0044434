// SPDX-License-Identifier: GPL-3.0-or-later
#include "NpcGroupRepository.h"

#include "Database.h"
#include "LibraryDeletion.h"
#include "SqlErrors.h"
#include "SqlJson.h"

#include <QSqlQuery>
#include <QVariant>

namespace scouter::store {

namespace {

constexpr auto kGroupColumns = "SELECT id, name, template_character_id, count, naming_pattern, notes FROM npc_groups";

[[nodiscard]] NpcGroup groupFrom(const QSqlQuery& query) {
    NpcGroup group;
    group.id = query.value(0).toLongLong();
    group.name = query.value(1).toString();
    if (!query.value(2).isNull()) {
        group.templateCharacterId = query.value(2).toLongLong();
    }
    group.count = query.value(3).toInt();
    group.namingPattern = query.value(4).toString();
    group.notes = query.value(5).toString();
    return group;
}

// The columns insert and update write, in this order: name, template, count, pattern, notes.
void bindColumns(QSqlQuery& query, const NpcGroup& group) {
    query.addBindValue(textColumn(group.name));
    query.addBindValue(group.templateCharacterId ? QVariant(*group.templateCharacterId)
                                                 : QVariant(QMetaType::fromType<qlonglong>()));
    query.addBindValue(group.count);
    query.addBindValue(textColumn(group.namingPattern));
    query.addBindValue(textColumn(group.notes));
}

} // namespace

Result<qint64> NpcGroupRepository::insert(const NpcGroup& group) {
    const QString what = QStringLiteral("saving the NPC group %1").arg(group.name);
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("INSERT INTO npc_groups (name, template_character_id, count, naming_pattern, notes, "
                                 "created_at) VALUES (?, ?, ?, ?, ?, ?)"));
    bindColumns(query, group);
    query.addBindValue(nowColumn());
    if (!query.exec()) {
        return SqlErrors::from(query, what);
    }
    const qint64 id = query.lastInsertId().toLongLong();
    if (auto status = insertMembers(id, group); !status) {
        return status.error();
    }
    return id;
}

Status NpcGroupRepository::insertMembers(qint64 groupId, const NpcGroup& group) {
    QSqlQuery member(m_db.connection());
    member.prepare(QStringLiteral("INSERT INTO npc_group_members (group_id, position, character_id) VALUES (?, ?, ?)"));
    for (std::size_t i = 0; i < group.memberIds.size(); ++i) {
        member.addBindValue(groupId);
        member.addBindValue(static_cast<qlonglong>(i));
        member.addBindValue(group.memberIds[i]);
        if (!member.exec()) {
            return SqlErrors::from(member, QStringLiteral("saving the NPC group %1").arg(group.name));
        }
    }
    return {};
}

Status NpcGroupRepository::update(const NpcGroup& group) {
    const QString what = QStringLiteral("saving the NPC group %1").arg(group.name);
    return m_db.transaction(
        [&]() -> Status {
            QSqlQuery query(m_db.connection());
            query.prepare(QStringLiteral("UPDATE npc_groups SET name = ?, template_character_id = ?, count = ?, "
                                         "naming_pattern = ?, notes = ? WHERE id = ?"));
            bindColumns(query, group);
            query.addBindValue(group.id);
            if (!query.exec()) {
                return SqlErrors::from(query, what);
            }
            if (query.numRowsAffected() != 1) {
                return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no NPC group %1.").arg(group.id)};
            }
            QSqlQuery clear(m_db.connection());
            clear.prepare(QStringLiteral("DELETE FROM npc_group_members WHERE group_id = ?"));
            clear.addBindValue(group.id);
            if (!clear.exec()) {
                return SqlErrors::from(clear, what);
            }
            return insertMembers(group.id, group);
        },
        what);
}

Status NpcGroupRepository::remove(qint64 id) {
    return LibraryDeletion::mark(m_db, LibraryDeletion::Table::NpcGroups, id, true);
}

Status NpcGroupRepository::restore(qint64 id) {
    return LibraryDeletion::mark(m_db, LibraryDeletion::Table::NpcGroups, id, false);
}

Result<qint64> NpcGroupRepository::add(const NpcGroup& group) {
    return m_db.valueInTransaction([&] { return insert(group); },
                                   QStringLiteral("saving the NPC group %1").arg(group.name));
}

Status NpcGroupRepository::loadMembers(NpcGroup& group) {
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("SELECT character_id FROM npc_group_members WHERE group_id = ? ORDER BY position"));
    query.addBindValue(group.id);
    if (!query.exec()) {
        return SqlErrors::from(query, QStringLiteral("reading the NPC group %1").arg(group.name));
    }
    while (query.next()) {
        group.memberIds.push_back(query.value(0).toLongLong());
    }
    return {};
}

Result<NpcGroup> NpcGroupRepository::get(qint64 id) {
    QSqlQuery query(m_db.connection());
    query.prepare(QString::fromLatin1(kGroupColumns) + QStringLiteral(" WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        return SqlErrors::from(query, QStringLiteral("reading an NPC group"));
    }
    if (!query.next()) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no NPC group %1.").arg(id)};
    }
    NpcGroup group = groupFrom(query);
    if (auto status = loadMembers(group); !status) {
        return status.error();
    }
    return group;
}

Result<std::vector<NpcGroup>> NpcGroupRepository::list() {
    QSqlQuery query(m_db.connection());
    if (!query.exec(QString::fromLatin1(kGroupColumns) + QStringLiteral(" WHERE deleted_at IS NULL ORDER BY id"))) {
        return SqlErrors::from(query, QStringLiteral("reading the NPC groups"));
    }
    std::vector<NpcGroup> groups;
    while (query.next()) {
        groups.push_back(groupFrom(query));
    }
    for (NpcGroup& group : groups) {
        if (auto status = loadMembers(group); !status) {
            return status.error();
        }
    }
    return groups;
}

QStringList NpcGroupRepository::memberNames(const NpcGroup& group) {
    const QString pattern = group.namingPattern.isEmpty() ? group.name + QStringLiteral(" {n}") : group.namingPattern;
    QStringList names;
    for (int n = 1; n <= group.count; ++n) {
        QString name = pattern;
        names << name.replace(QStringLiteral("{n}"), QString::number(n));
    }
    return names;
}

} // namespace scouter::store
