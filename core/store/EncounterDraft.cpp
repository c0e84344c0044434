// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterDraft.h"

#include "CharacterRepository.h"
#include "NpcGroupRepository.h"

#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace scouter::store {

namespace {

[[nodiscard]] Participant participantOf(const Character& character, const QString& name, const DraftPick& pick) {
    Participant p;
    p.name = name;
    p.side = pick.side;
    p.pc = character.kind == CharacterKind::Pc;
    p.characterId = character.id;
    p.surprised = pick.surprised;
    p.stats = character.stats;
    return p;
}

// The squares of one side, in the order tokens take them: down a column from the middle out,
// a square apart while the column has room, then the next column inwards.
[[nodiscard]] std::vector<GridSquare> squaresFor(int side, int width, int height, int own, int needed) {
    const bool left = side % 2 == 0;
    const int inset = (side / 2) * 2 + (width > 4 ? 1 : 0);
    const int spacing = own * 2 <= height ? 2 : 1;
    std::vector<GridSquare> squares;
    for (int step = 0; step < width && static_cast<int>(squares.size()) < needed; ++step) {
        const int offset = inset + step;
        const int x = std::clamp(left ? offset : width - 1 - offset, 0, width - 1);
        const int perColumn = std::max(1, (height + spacing - 1) / spacing);
        const int used = std::min(perColumn, needed - static_cast<int>(squares.size()));
        const int top = std::max(0, (height - ((used - 1) * spacing + 1)) / 2);
        for (int i = 0; i < used; ++i) {
            squares.push_back({x, top + i * spacing});
        }
    }
    return squares;
}

} // namespace

QString EncounterDraft::uniqueId(const QString& name, const QStringList& taken) {
    static const QRegularExpression notAllowed(QStringLiteral("[^a-z0-9_-]+"));
    QString base = name.toLower().replace(notAllowed, QStringLiteral("-"));
    base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (base.isEmpty()) {
        base = QStringLiteral("combatant");
    }
    QString id = base;
    for (int n = 2; taken.contains(id); ++n) {
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    }
    return id;
}

Result<EncounterRecord> EncounterDraft::build(EncounterRecord base, const std::vector<DraftPick>& picks) {
    CharacterRepository characters(m_db);
    NpcGroupRepository groups(m_db);
    base.participants.clear();
    QStringList ids;
    QStringList groupKeys;
    const auto add = [&](Participant p) {
        p.combatant = uniqueId(p.name, ids);
        ids << p.combatant;
        base.participants.push_back(std::move(p));
    };
    for (const DraftPick& pick : picks) {
        if (pick.source == DraftPick::Source::Character) {
            auto character = characters.get(pick.id);
            if (!character) {
                return character.error();
            }
            add(participantOf(character.value(), character.value().name, pick));
            continue;
        }
        auto group = groups.get(pick.id);
        if (!group) {
            return group.error();
        }
        const NpcGroup& g = group.value();
        // The members are indistinguishable to the rules only as one group: one roll, one slot.
        const QString key = uniqueId(g.name, groupKeys + ids);
        groupKeys << key;
        std::vector<std::pair<Character, QString>> members;
        if (g.templateCharacterId) {
            auto templ = characters.get(*g.templateCharacterId);
            if (!templ) {
                return templ.error();
            }
            for (const QString& name : NpcGroupRepository::memberNames(g)) {
                members.emplace_back(templ.value(), name);
            }
        } else {
            for (qint64 id : g.memberIds) {
                auto member = characters.get(id);
                if (!member) {
                    return member.error();
                }
                members.emplace_back(member.value(), member.value().name);
            }
        }
        for (const auto& [character, name] : members) {
            Participant p = participantOf(character, name, pick);
            p.group = key;
            add(std::move(p));
        }
    }
    placeBySide(base);
    return base;
}

void EncounterDraft::placeBySide(EncounterRecord& encounter, Placement placement) {
    QStringList sides;
    for (const Participant& p : encounter.participants) {
        if (!sides.contains(p.side)) {
            sides << p.side;
        }
    }
    const int width = std::max(encounter.gridWidth, 1);
    const int height = std::max(encounter.gridHeight, 1);
    std::set<std::pair<int, int>> taken;
    for (Participant& p : encounter.participants) {
        const bool keep = placement == Placement::OnlyUnplaced && p.at && p.at->x >= 0 && p.at->x < width &&
                          p.at->y >= 0 && p.at->y < height && !taken.contains({p.at->x, p.at->y});
        if (keep) {
            taken.insert({p.at->x, p.at->y});
        } else {
            p.at.reset();
        }
    }
    for (int side = 0; side < sides.size(); ++side) {
        std::vector<Participant*> members;
        for (Participant& p : encounter.participants) {
            if (p.side == sides[side] && !p.at) {
                members.push_back(&p);
            }
        }
        std::size_t next = 0;
        // Asking for more squares than tokens leaves room for squares already held.
        const int own = static_cast<int>(members.size());
        const auto squares = squaresFor(side, width, height, own, own + static_cast<int>(taken.size()));
        for (Participant* p : members) {
            while (next < squares.size() && taken.contains({squares[next].x, squares[next].y})) {
                ++next;
            }
            if (next < squares.size()) {
                p->at = squares[next];
                taken.insert({squares[next].x, squares[next].y});
                ++next;
            }
        }
    }
    // A crowded grid: whoever found no square along their edge takes the first free one.
    for (Participant& p : encounter.participants) {
        for (int y = 0; y < height && !p.at; ++y) {
            for (int x = 0; x < width && !p.at; ++x) {
                if (!taken.contains({x, y})) {
                    p.at = GridSquare{x, y};
                    taken.insert({x, y});
                }
            }
        }
    }
}

} // namespace scouter::store
