// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"
#include "model/Limits.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::dbu {

namespace {
constexpr std::string_view kTerrain = "terrain";
constexpr std::string_view kHardnessSource = "hardness:";
// The seeds name Hardness Value levels without a top one; ten keeps the Target Number (46) a
// number a table can still roll against.
constexpr int kMaxHardness = 10;

// The piece of terrain `who` holds, if any.
const Effect* carried(const EncounterState& state, const std::string& who) {
    const auto found = std::find_if(state.effects.begin(), state.effects.end(), [&](const Effect& effect) {
        return effect.owner == who && effect.kind == EffectKind::Carried;
    });
    return found == state.effects.end() ? nullptr : &*found;
}

// What the last attack took from `who`, while it is still answerable.
int lostToLastAttack(const ManeuverCall& call) {
    const AttackRecord& attack = dbuState(call.state()).attack;
    if (attack.attacker.empty() || call.state().lastAttack.attacker != attack.attacker) {
        return 0;
    }
    int lost = 0;
    for (const auto& [who, amount] : attack.losses) {
        lost += who == call.actorId() ? amount : 0;
    }
    return lost;
}

// 000/001 Terrain Lift: an Athletics Skill Check against TN 6, +4 per level of Hardness Value
// (`hit`, `hardness`), tears up a piece of terrain the character then holds. Held, it may shield
// its holder from an attack (`option: shield`, `amount` = the Lethal Damage its Hardness Value
// deals, which the ARC gives: the seeds leave that table to the Battle Grounds rules): the damage
// taken drops by that much, and the piece breaks if damage still gets through. `option: drop`
// lets it go.
class TerrainLiftManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "terrain-lift"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        using D = DescriptionContext;
        auto d = D::entry(name(), "Terrain Lift", "Support", "1 A",
                          "Tears up solid terrain to hold: Athletics against TN 6 + 4 per level of Hardness Value",
                          TargetKind::None);
        d.inputs = {D::hit("Lifted", "Athletics beat TN 6 + 4 per level of Hardness Value", true),
                    D::number("hardness", "Hardness", "the Hardness Value the ARC gives the piece: TN 6 + 4 per level",
                              0, kMaxHardness)};
        auto shield = D::option("shield", "Shield (Instant)",
                                "Held terrain takes the last attack's damage: it drops by the Lethal Damage of its "
                                "Hardness Value, and the piece breaks if damage still gets through",
                                {D::number("amount", "Lethal Damage of its Hardness",
                                           "as the ARC gives it for the piece's Hardness Value", 1, limits::kMaxPool)});
        shield.replacesInputs = true;
        auto drop = D::option("drop", "Drop (Instant)", "Lets go of the piece of terrain held");
        drop.replacesInputs = true;
        d.options = {D::option("", "Lift", "1 A: tear up a piece of terrain and hold it"), std::move(shield),
                     std::move(drop)};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall& call) const override {
        return call.command().option.empty() ? ManeuverCost{CostType::Actions, 1} : ManeuverCost{CostType::Instant, 0};
    }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const UseManeuver& command = call.command();
        const Effect* held = carried(call.state(), call.actorId());
        if (command.option.empty()) {
            const int hardness = command.hardness.value_or(0);
            if (hardness < 0 || hardness > kMaxHardness) {
                return fmt::format("Terrain Lift's Hardness Value is 0 to {}, not {}", kMaxHardness, hardness);
            }
            return std::nullopt;
        }
        if (command.option != "shield" && command.option != "drop") {
            return fmt::format("Terrain Lift's options are shield and drop, not '{}'", command.option);
        }
        if (held == nullptr) {
            return fmt::format("{} holds no piece of terrain (000 Terrain Lift: \"While carrying a piece of terrain, "
                               "you may use it as a shield\")",
                               call.actor().name);
        }
        if (command.option == "shield") {
            if (!command.amount || *command.amount < 0) {
                return std::string("Shield needs the Lethal Damage the piece's Hardness Value deals (amount)");
            }
            if (lostToLastAttack(call) <= 0) {
                return fmt::format("Shield answers an attack that just took Life from {}, and none did",
                                   call.actor().name);
            }
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        DbuContext& context = call.context();
        const UseManeuver& command = call.command();
        const Effect* held = carried(call.state(), call.actorId());
        if (command.option.empty()) {
            if (!call.hit()) {
                return;
            }
            if (held != nullptr) {
                context.emit(events::EffectRemoved{held->id, "another piece lifted"});
            }
            Effects::add(context, call.actorId(), EffectKind::Carried, std::string(kTerrain),
                         fmt::format("{}{}", kHardnessSource, command.hardness.value_or(0)), Duration{});
            return;
        }
        const int id = held->id;
        if (command.option == "drop") {
            context.emit(events::EffectRemoved{id, "dropped"});
            return;
        }
        // "You may reduce any damage you would take by an amount equal to the Lethal Damage dealt by
        // its Hardness Value. If you still take damage from this attack, the piece … is destroyed."
        const int lost = lostToLastAttack(call);
        const int kept = std::min(lost, *command.amount);
        AttackRecord attack = dbuState(call.state()).attack;
        Vitality::gainLife(context, call.actorId(), kept);
        if (call.actorFighter().life > 0) {
            Effects::removeCondition(context, call.actorId(), "defeated", "life");
        }
        for (auto& [who, amount] : attack.losses) {
            if (who == call.actorId()) {
                amount = 0;
            }
        }
        context.emit(AttackRecorded{SharedAttack(std::move(attack))});
        if (lost > kept) {
            context.emit(events::EffectRemoved{id, "destroyed by the attack"});
        }
    }
};
} // namespace

std::unique_ptr<Maneuver> makeTerrainLift() {
    return std::make_unique<TerrainLiftManeuver>();
}

} // namespace scouter::engine::dbu
