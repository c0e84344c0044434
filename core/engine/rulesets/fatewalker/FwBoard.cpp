// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwRuleset.h"

#include "fatewalker/FwRules.h"

#include <fmt/format.h>

#include <algorithm>

// What the ARC must see of a Fatewalker combatant beside its place on the timeline and its token
// (Ruleset::marks): the damage it has taken, a posture other than standing, its bind with whom and
// at which levels, an aim readied for the next shot, its cover, the ARC's own conditions, and a
// change of sides.
namespace scouter::engine::fatewalker {

namespace {

std::string nameOf(const EncounterState& state, const std::string& id) {
    const Combatant* c = state.find(id);
    return c == nullptr || c->name.empty() ? id : c->name;
}

std::string levelsOf(const Bind& bind, const EncounterState& state) {
    std::string out;
    const auto add = [&out](std::string_view level, const std::optional<int>& value) {
        if (value) {
            out += fmt::format("{}{} {}", out.empty() ? "" : ", ", level, *value);
        }
    };
    add("grapple", bind.grapple);
    add("takedown", bind.takedown);
    add("hold", bind.hold);
    if (!bind.holder.empty()) {
        out += fmt::format(" ({} holds)", nameOf(state, bind.holder));
    }
    return out;
}

} // namespace

std::vector<BoardChip> FwRuleset::marks(const EncounterState& state, std::string_view who) const {
    const std::string id(who);
    if (state.find(id) == nullptr) {
        return {};
    }
    const Fighter& f = clock::fighterOf(state, id);
    std::vector<BoardChip> out;
    if (f.stunDamage > 0 || f.normalDamage > 0) {
        const std::string stun = f.stunDamage > 0 ? fmt::format("{} stun", f.stunDamage) : std::string();
        const std::string normal = f.normalDamage > 0 ? fmt::format("{} normal", f.normalDamage) : std::string();
        out.push_back({fmt::format("Damage {}{}{}", stun, stun.empty() || normal.empty() ? "" : ", ", normal),
                       fmt::format("Taken this scene: {} stun damage, {} normal damage", f.stunDamage, f.normalDamage),
                       f.normalDamage > 0 ? Tone::Bad : Tone::Warning});
    }
    if (f.posture == "prone") {
        out.push_back({"Prone", "On the ground: only a crawl starts without standing up", Tone::Warning});
    } else if (f.posture == "treading" || f.posture == "clinging") {
        out.push_back({f.posture == "treading" ? "Treading water" : "Clinging",
                       f.posture == "treading" ? "In the water: swimming" : "On a climbing surface", Tone::Neutral});
    }
    if (f.bind) {
        out.push_back({fmt::format("Grappled with {}", nameOf(state, f.bind->with)),
                       fmt::format("In a bind with {}: {}", nameOf(state, f.bind->with), levelsOf(*f.bind, state)),
                       Tone::Warning});
    }
    if (f.aim > 0) {
        // Readied for the next shot, and lost by any other action first.
        out.push_back({fmt::format("Aimed +{}", f.aim),
                       fmt::format("{} built: +{} to the next shot; any other action or reaction loses it",
                                   f.aimKind == "basic-aim" ? "Basic Aim" : "Aim", f.aim),
                       Tone::Good});
    }
    if (f.cover) {
        out.push_back({fmt::format("Cover {}%", f.cover->percent),
                       f.cover->source == "shield-cover" ? "Behind a shield kept as cover" : "Taking cover",
                       Tone::Good});
    }
    // Listed only for a fighter with a condition: the board asks for every fighter's marks after
    // each command, and most have none.
    const auto known = f.conditions.empty() ? std::vector<ConditionDescription>() : conditions();
    for (const auto& name : f.conditions) {
        const auto described =
            std::find_if(known.begin(), known.end(), [&](const ConditionDescription& each) { return each.id == name; });
        const bool down = name == "incapacitated" || name == "unconscious";
        out.push_back({described != known.end() ? described->label : name,
                       described != known.end() ? described->help : std::string(), down ? Tone::Bad : Tone::Neutral});
    }
    for (auto& chip : Ruleset::marks(state, who)) {
        out.push_back(std::move(chip));
    }
    return out;
}

} // namespace scouter::engine::fatewalker
