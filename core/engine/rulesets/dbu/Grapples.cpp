// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/Grapples.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace scouter::engine::dbu {

namespace {
// Grapples stored before each grapple had its own source used this one for all of them.
constexpr std::string_view kSharedGrappleSource = "grapple";

bool inAnyGrapple(const EncounterState& state, const std::string& id) {
    const Fighter& f = fighter(state, id);
    return !f.grappling.empty() || !f.grappledBy.empty();
}

// "dx,dy" of a check raised by an outsider's move; nullopt for any other check.
std::optional<Position> displacementOf(const PendingDecision& check) {
    if (check.subjects.size() < 3) {
        return std::nullopt;
    }
    const std::string& text = check.subjects[2];
    const auto comma = text.find(',');
    if (comma == std::string::npos) {
        return std::nullopt;
    }
    Position delta{};
    const auto x = std::from_chars(text.data(), text.data() + comma, delta.x);
    const auto y = std::from_chars(text.data() + comma + 1, text.data() + text.size(), delta.y);
    if (x.ec != std::errc() || y.ec != std::errc()) {
        return std::nullopt;
    }
    return delta;
}
} // namespace

std::string Grapples::source(const std::string& grappler, const std::string& grappled) {
    return fmt::format("grapple:{}>{}", grappler, grappled);
}

void Grapples::begin(DbuContext& context, const std::string& grappler, const std::string& grappled, bool tail) {
    context.emit(GrappleSet{grappler, grappled, true, tail});
    const std::string from = source(grappler, grappled);
    for (const auto& id : {grappler, grappled}) {
        Effects::addCondition(context, id, "grappled", from, Duration{});
        Effects::addCondition(context, id, "guard-down", from, Duration{});
    }
}

void Grapples::end(DbuContext& context, const std::string& grappler, const std::string& grappled, bool offerCounter) {
    context.emit(GrappleSet{grappler, grappled, false});
    const std::string from = source(grappler, grappled);
    for (const auto& id : {grappler, grappled}) {
        const bool stillHeld = inAnyGrapple(context.state(), id);
        Effects::expireWhere(context, [&](const Effect& effect) {
            return effect.kind == EffectKind::Condition && effect.owner == id &&
                   (effect.name == "grappled" || effect.name == "guard-down" || effect.name == "pinned") &&
                   (effect.source == from || (!stillHeld && effect.source == kSharedGrappleSource)) &&
                   (effect.name != "pinned" || id == grappled);
        });
    }
    if (offerCounter && context.state().isStanding(context.combatant(grappled))) {
        context.emit(offersSet({grappled}, grappler, "grapple", {}, 0, 0));
    }
}

void Grapples::endAllOf(DbuContext& context, const std::string& id) {
    const Fighter& f = fighter(context.state(), id);
    const std::string held = f.grappling;
    const std::vector<std::string> holders = f.grappledBy;
    if (!held.empty()) {
        end(context, id, held, false);
    }
    for (const auto& holder : holders) {
        end(context, holder, id, false);
    }
}

std::optional<std::string> Grapples::moveRefusal(const EncounterState& state, const std::string& mover,
                                                 const std::string& moved) {
    const Fighter& f = fighter(state, moved);
    if (f.grappledBy.empty() || mover == moved) {
        return std::nullopt;
    }
    return fmt::format("{} is held in a Grapple: only the Grappler can be moved by others' maneuvers (000 Grapple)",
                       state.find(moved)->name);
}

void Grapples::movedByOutsider(DbuContext& context, const std::string& mover, const std::string& moved, int dx,
                               int dy) {
    const Fighter& f = fighter(context.state(), moved);
    if (f.grappling.empty() || f.grappling == mover || (dx == 0 && dy == 0)) {
        return;
    }
    context.emit(events::PendingRaised{
        PendingDecision{"grapple-check", {}, {moved, f.grappling, fmt::format("{},{}", dx, dy)}}, Resume::None});
}

std::optional<std::string> Grapples::tailAttackRefusal(const EncounterState& state, const std::string& attacker) {
    const Fighter& f = fighter(state, attacker);
    if (!f.stats.tail) {
        return fmt::format("{} has no tail to make a Tail Attack with", state.find(attacker)->name);
    }
    if (!f.tailHeldBy.empty()) {
        return fmt::format("{} is held by the tail: no Tail Attacks while in the Grapple (000 Tail Restraint)",
                           state.find(attacker)->name);
    }
    return std::nullopt;
}

void Grapples::answerCheck(DbuContext& context, const PendingDecision& check, bool grapplerWon) {
    const std::string& grappler = check.subjects[0];
    const std::string& grappled = check.subjects[1];
    if (fighter(context.state(), grappler).grappling != grappled) {
        return; // the grapple already ended before its check was answered
    }
    if (!grapplerWon) {
        end(context, grappler, grappled, true);
        return;
    }
    // A won check after an outsider moved the Grappler: the held one moves with it.
    if (const auto delta = displacementOf(check)) {
        const Position at = context.combatant(grappled).at;
        context.emit(events::Moved{grappled, Position{at.x + delta->x, at.y + delta->y}});
    }
}

} // namespace scouter::engine::dbu
