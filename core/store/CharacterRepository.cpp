// SPDX-License-Identifier: GPL-3.0-or-later
#include "CharacterRepository.h"

#include "Database.h"
#include "LibraryDeletion.h"
#include "SqlErrors.h"
#include "SqlJson.h"

#include <QSqlQuery>
#include <QVariant>

namespace scouter::store {

namespace {

[[nodiscard]] Character characterFrom(const QSqlQuery& query) {
    Character character;
    character.id = query.value(0).toLongLong();
    character.ruleset = query.value(1).toString();
    character.name = query.value(2).toString();
    character.kind = query.value(3).toString() == QStringLiteral("npc") ? CharacterKind::Npc : CharacterKind::Pc;
    character.stats = objectFromColumn(query.value(4).toString());
    character.notes = query.value(5).toString();
    return character;
}

constexpr auto kColumns = "SELECT id, ruleset, name, kind, stats, notes FROM characters";

} // namespace

Result<qint64> CharacterRepository::add(const Character& character) {
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("INSERT INTO characters (ruleset, name, kind, stats, notes, created_at, updated_at) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    const QString now = nowColumn();
    for (const QVariant& value :
         {textColumn(character.ruleset), textColumn(character.name), QVariant(toString(character.kind)),
          QVariant(toColumn(character.stats)), textColumn(character.notes), QVariant(now), QVariant(now)}) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        return SqlErrors::from(query, QStringLiteral("saving the character %1").arg(character.name));
    }
    return query.lastInsertId().toLongLong();
}

Status CharacterRepository::update(const Character& character) {
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("UPDATE characters SET ruleset = ?, name = ?, kind = ?, stats = ?, notes = ?, "
                                 "updated_at = ? WHERE id = ?"));
    for (const QVariant& value : {textColumn(character.ruleset), textColumn(character.name),
                                  QVariant(toString(character.kind)), QVariant(toColumn(character.stats)),
                                  textColumn(character.notes), QVariant(nowColumn()), QVariant(character.id)}) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        return SqlErrors::from(query, QStringLiteral("saving the character %1").arg(character.name));
    }
    if (query.numRowsAffected() != 1) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no character %1.").arg(character.id)};
    }
    return {};
}

Result<Character> CharacterRepository::get(qint64 id) {
    QSqlQuery query(m_db.connection());
    query.prepare(QString::fromLatin1(kColumns) + QStringLiteral(" WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        return SqlErrors::from(query, QStringLiteral("reading a character"));
    }
    if (!query.next()) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no character %1.").arg(id)};
    }
    return characterFrom(query);
}

Result<std::vector<Character>> CharacterRepository::list() {
    QSqlQuery query(m_db.connection());
    query.setForwardOnly(true);
    if (!query.exec(QString::fromLatin1(kColumns) + QStringLiteral(" WHERE deleted_at IS NULL ORDER BY id"))) {
        return SqlErrors::from(query, QStringLiteral("reading the characters"));
    }
    std::vector<Character> characters;
    while (query.next()) {
        characters.push_back(characterFrom(query));
    }
    return characters;
}

Status CharacterRepository::remove(qint64 id) {
    QSqlQuery users(m_db.connection());
    users.prepare(QStringLiteral(
        "SELECT g.name FROM npc_groups g WHERE g.deleted_at IS NULL AND (g.template_character_id = ? OR EXISTS "
        "(SELECT 1 FROM npc_group_members m WHERE m.group_id = g.id AND m.character_id = ?)) ORDER BY g.id"));
    users.addBindValue(id);
    users.addBindValue(id);
    if (!users.exec()) {
        return SqlErrors::from(users, QStringLiteral("deleting a character"));
    }
    QStringList groups;
    while (users.next()) {
        groups << users.value(0).toString();
    }
    if (!groups.isEmpty()) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("The NPC group %1 uses this character; delete or change the group first.")
                              .arg(groups.join(QStringLiteral(", ")))};
    }
    return LibraryDeletion::mark(m_db, LibraryDeletion::Table::Characters, id, true);
}

Status CharacterRepository::restore(qint64 id) {
    return LibraryDeletion::mark(m_db, LibraryDeletion::Table::Characters, id, false);
}

} // namespace scouter::store
