#include "DemoCampaign.h"

#include "CharacterRepository.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"

#include <QJsonArray>

namespace scouter::store {

namespace {

struct DemoStats {
    int agilityScore;
    int agilityModifier;
    int tier;
    int life;
    int ki;
    int capacity;
    int normalSpeed;
    int boostedSpeed;
    int force;
    int spirit;
    int personality;
};

[[nodiscard]] QJsonObject statsOf(const DemoStats& s) {
    // Health Thresholds at three quarters, half and a quarter of Life, as the book's examples do.
    return {{QStringLiteral("agilityScore"), s.agilityScore},
            {QStringLiteral("agilityModifier"), s.agilityModifier},
            {QStringLiteral("tier"), s.tier},
            {QStringLiteral("life"), s.life},
            {QStringLiteral("ki"), s.ki},
            {QStringLiteral("capacity"), s.capacity},
            {QStringLiteral("normalSpeed"), s.normalSpeed},
            {QStringLiteral("boostedSpeed"), s.boostedSpeed},
            {QStringLiteral("force"), s.force},
            {QStringLiteral("spirit"), s.spirit},
            {QStringLiteral("personality"), s.personality},
            {QStringLiteral("thresholds"), QJsonArray{s.life * 3 / 4, s.life / 2, s.life / 4}}};
}

struct DemoCharacter {
    const char* id;
    const char* name;
    CharacterKind kind;
    DemoStats stats;
    const char* notes;
};

const DemoCharacter kCharacters[] = {
    {"goku",
     "Goku",
     CharacterKind::Pc,
     {8, 4, 3, 120, 80, 2, 5, 7, 4, 3, 2},
     "Saiyan raised on Earth; a martial artist."},
    {"piccolo", "Piccolo", CharacterKind::Pc, {7, 3, 3, 110, 90, 2, 4, 6, 3, 4, 2}, "Namekian; stretches his arms."},
    {"krillin", "Krillin", CharacterKind::Pc, {7, 3, 2, 90, 60, 1, 4, 6, 3, 2, 3}, "Earthling monk; Destructo Disc."},
    {"saibaman",
     "Saibaman",
     CharacterKind::Npc,
     {5, 2, 2, 40, 20, 1, 4, 5, 2, 1, 0},
     "Grown from a seed; self-destructs."},
    {"soldier",
     "Frieza Force Soldier",
     CharacterKind::Npc,
     {4, 2, 1, 35, 15, 1, 3, 5, 2, 1, 1},
     "Scouter and blaster."},
};

struct Placement {
    const char* id;
    const char* name;
    const char* character;
    const char* side;
    const char* group;
    int x;
    int y;
};

// Heroes on the left, the Saibamen spread on the right of a 10 x 8 field.
const Placement kPlacements[] = {
    {"goku", "Goku", "goku", "heroes", "", 1, 3},
    {"piccolo", "Piccolo", "piccolo", "heroes", "", 1, 5},
    {"krillin", "Krillin", "krillin", "heroes", "", 2, 4},
    {"saibaman-1", "Saibaman 1", "saibaman", "saibamen", "saibamen", 7, 2},
    {"saibaman-2", "Saibaman 2", "saibaman", "saibamen", "saibamen", 8, 3},
    {"saibaman-3", "Saibaman 3", "saibaman", "saibamen", "saibamen", 8, 5},
    {"saibaman-4", "Saibaman 4", "saibaman", "saibamen", "saibamen", 7, 6},
};

} // namespace

Result<qint64> DemoCampaign::create(Database& db) {
    qint64 encounterId = 0;
    auto status = db.transaction(
        [&]() -> Status {
            std::map<QString, std::pair<qint64, QJsonObject>> ids;
            CharacterRepository characters(db);
            for (const DemoCharacter& c : kCharacters) {
                const Character character{0,      QStringLiteral("dbu"), QString::fromUtf8(c.name),
                                          c.kind, statsOf(c.stats),      QString::fromUtf8(c.notes)};
                auto id = characters.add(character);
                if (!id) {
                    return id.error();
                }
                ids[QString::fromUtf8(c.id)] = {id.value(), character.stats};
            }
            NpcGroupRepository groups(db);
            const NpcGroup saibamen{0,
                                    QStringLiteral("Saibamen"),
                                    ids[QStringLiteral("saibaman")].first,
                                    4,
                                    QStringLiteral("Saibaman {n}"),
                                    {},
                                    QStringLiteral("Nappa's seedlings.")};
            const NpcGroup soldiers{0,
                                    QStringLiteral("Frieza Force Soldiers"),
                                    ids[QStringLiteral("soldier")].first,
                                    2,
                                    QStringLiteral("Soldier {n}"),
                                    {},
                                    QStringLiteral("A scouting patrol.")};
            for (const NpcGroup& group : {saibamen, soldiers}) {
                if (auto id = groups.insert(group); !id) {
                    return id.error();
                }
            }
            EncounterRecord encounter;
            encounter.title = QStringLiteral("Saibamen in the wasteland");
            encounter.ruleset = QStringLiteral("dbu");
            encounter.gridWidth = 10;
            encounter.gridHeight = 8;
            for (const Placement& p : kPlacements) {
                const auto& [characterId, stats] = ids[QString::fromUtf8(p.character)];
                const QString side = QString::fromUtf8(p.side);
                encounter.participants.push_back({QString::fromUtf8(p.id), QString::fromUtf8(p.name), side,
                                                  side == QStringLiteral("heroes"), QString::fromUtf8(p.group),
                                                  characterId, GridSquare{p.x, p.y}, false, stats});
            }
            auto id = EncounterRepository(db).insert(encounter);
            if (!id) {
                return id.error();
            }
            encounterId = id.value();
            return {};
        },
        QStringLiteral("creating the demo campaign"));
    if (!status) {
        return status.error();
    }
    return encounterId;
}

} // namespace scouter::store
