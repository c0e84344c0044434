#include "GroupSheet.h"

#include "CharacterSheet.h"
#include "NpcGroupRepository.h"

#include "model/Limits.h"

namespace scouter::store {

using engine::limits::TextKind;

QStringList GroupSheet::problems(const NpcGroup& group) {
    QStringList found;
    const auto add = [&found](const QString& problem) {
        if (!problem.isEmpty()) {
            found << problem;
        }
    };
    if (group.name.trimmed().isEmpty()) {
        found << QStringLiteral("A group needs a name.");
    } else {
        add(CharacterSheet::checkText(group.name, TextKind::Name, QStringLiteral("The group's name")));
    }
    const bool fromTemplate = group.templateCharacterId.has_value();
    const int kMax = engine::limits::kMaxGroupMembers;
    if (fromTemplate && (group.count < 1 || group.count > kMax)) {
        found << QStringLiteral("A group has from 1 to %1 members, not %2.").arg(kMax).arg(group.count);
    }
    if (!fromTemplate && group.memberIds.size() > static_cast<std::size_t>(kMax)) {
        found << QStringLiteral("A group has at most %1 members, not %2.").arg(kMax).arg(group.memberIds.size());
    }
    add(CharacterSheet::checkText(group.namingPattern, TextKind::Name, QStringLiteral("The naming pattern")));
    if (fromTemplate && group.count > 1 && !group.namingPattern.isEmpty() &&
        !group.namingPattern.contains(QStringLiteral("{n}"))) {
        found << QStringLiteral("The naming pattern needs {n}, or all %1 members get the same name.").arg(group.count);
    }
    // The names the members get must fit a name's bound too ("{n}" becomes up to two digits, and
    // the group's name with " {n}" stands in for an empty pattern).
    if (fromTemplate && found.isEmpty()) {
        for (const QString& name : NpcGroupRepository::memberNames(group)) {
            if (const QString problem = CharacterSheet::checkText(
                    name, TextKind::Name, QStringLiteral("The member's name \"%1…\"").arg(name.left(20)));
                !problem.isEmpty()) {
                found << problem;
                break;
            }
        }
    }
    add(CharacterSheet::checkText(group.notes, TextKind::Notes, QStringLiteral("The note")));
    return found;
}

} // namespace scouter::store
