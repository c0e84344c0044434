// SPDX-License-Identifier: GPL-3.0-or-later
#include "GroupSheet.h"

#include "CharacterSheet.h"
#include "NpcGroupRepository.h"

#include "model/Limits.h"

namespace scouter::store {

using engine::limits::TextKind;

QStringList GroupSheet::problems(const NpcGroup& group) {
    QStringList found;
    for (const Problem& problem : problemsByField(group)) {
        found << problem.message;
    }
    return found;
}

std::vector<GroupSheet::Problem> GroupSheet::problemsByField(const NpcGroup& group) {
    std::vector<Problem> found;
    const auto add = [&found](Field field, const QString& problem) {
        if (!problem.isEmpty()) {
            found.push_back({field, problem});
        }
    };
    if (group.name.trimmed().isEmpty()) {
        add(Field::Name, QStringLiteral("A group needs a name."));
    } else {
        add(Field::Name, CharacterSheet::checkText(group.name, TextKind::Name, QStringLiteral("The group's name")));
    }
    const bool fromTemplate = group.templateCharacterId.has_value();
    const int kMax = engine::limits::kMaxGroupMembers;
    if (fromTemplate && (group.count < 1 || group.count > kMax)) {
        add(Field::Count, QStringLiteral("A group has from 1 to %1 members, not %2.").arg(kMax).arg(group.count));
    }
    if (!fromTemplate && group.memberIds.size() > static_cast<std::size_t>(kMax)) {
        add(Field::Members,
            QStringLiteral("A group has at most %1 members, not %2.").arg(kMax).arg(group.memberIds.size()));
    }
    add(Field::Pattern,
        CharacterSheet::checkText(group.namingPattern, TextKind::Name, QStringLiteral("The naming pattern")));
    if (fromTemplate && group.count > 1 && !group.namingPattern.isEmpty() &&
        !group.namingPattern.contains(QStringLiteral("{n}"))) {
        add(Field::Pattern,
            QStringLiteral("The naming pattern needs {n}, or all %1 members get the same name.").arg(group.count));
    }
    // The names the members get must fit a name's bound too ("{n}" becomes up to two digits, and
    // the group's name with " {n}" stands in for an empty pattern).
    if (fromTemplate && found.empty()) {
        for (const QString& name : NpcGroupRepository::memberNames(group)) {
            if (const QString problem = CharacterSheet::checkText(
                    name, TextKind::Name, QStringLiteral("The member's name \"%1…\"").arg(name.left(20)));
                !problem.isEmpty()) {
                add(group.namingPattern.isEmpty() ? Field::Name : Field::Pattern, problem);
                break;
            }
        }
    }
    add(Field::Notes, CharacterSheet::checkText(group.notes, TextKind::Notes, QStringLiteral("The note")));
    return found;
}

} // namespace scouter::store
