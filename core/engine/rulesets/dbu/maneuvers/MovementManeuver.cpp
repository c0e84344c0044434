// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {

// Movement (digest A5.2): up to Normal Speed free; `boosted` up to Boosted Speed at 3 Ki per
// square beyond Normal; `rapid` also +3 Ki per square moved, provokes nothing and gives Strike
// +2(T) for the rest of the turn. Leaving an Opponent's Melee Range offers it a Counter Action.
// In a grapple (Moving A Target) both speeds are halved, rounded up, and the partner moves along;
// `hit: false` records a lost opposed Force check: the Action is spent, nobody moves and no Ki
// is paid. A Pinned partner dragged along takes 2 Lethal Damage per square. Moving a partner one
// Size Category larger costs 2 Ki per square, +1 per square for each further category.
// `flight` is the same movement in the air, for those with a Force or Spirit Modifier of 3+.
class MovementManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "movement"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Movement", "Movement", "1 A",
                          "Up to Normal Speed free, Boosted Speed for 3 Ki per square beyond; leaving an Opponent's "
                          "Melee Range offers it a Counter Action",
                          TargetKind::None);
        InputDescription mode;
        mode.kind = InputKind::Mode;
        mode.label = "Speed";
        mode.help = "Rapid Movement: +3 Ki per square, provokes nothing, Strike +2(T) for the turn";
        mode.choices = {{"normal", "Normal"}, {"boosted", "Boosted"}, {"rapid", "Rapid Movement"}};
        d.inputs = {D::square("To", "The destination square"), mode};
        if (context.grappling() || context.grappled()) {
            d.inputs.push_back(D::hit("Won", "Moving A Target: your opposed Force check won", true));
        }
        d.options = {D::option("", "On foot", "Running, leaping or swimming"),
                     D::option("flight", "Flight", "Flying: needs a Force or Spirit Modifier of 3+")};
        d.shortcut = 'V';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const UseManeuver& command = call.command();
        if (!command.to) {
            return std::string("Movement needs a destination square (to)");
        }
        if (command.to->x < 0 || command.to->y < 0) {
            return std::string("The destination is off the grid");
        }
        const std::string mode = modeOf(call);
        if (mode != "normal" && mode != "boosted" && mode != "rapid") {
            return fmt::format("Movement mode is normal, boosted or rapid, not '{}'", mode);
        }
        if (command.option == "flight") {
            const Stats& stats = call.actorFighter().stats;
            if (std::max(stats.force, stats.spirit) < 3) {
                return fmt::format("Flight needs a Force or Spirit Modifier of 3+ (000 Flight Requirements); {} has "
                                   "Force {} and Spirit {}",
                                   call.actor().name, stats.force, stats.spirit);
            }
        }
        const int squares = distance(call.actor().at, *command.to);
        const int normal = speed(call, call.actorFighter().stats.normalSpeed);
        const int boosted = std::max(normal, speed(call, call.actorFighter().stats.boostedSpeed));
        if (mode == "normal" && squares > normal) {
            return fmt::format("Normal movement reaches {} square(s) (Normal Speed); the destination is {} away",
                               normal, squares);
        }
        if (mode != "normal" && squares > boosted) {
            return fmt::format("Movement reaches at most {} square(s) (Boosted Speed); the destination is {} away",
                               boosted, squares);
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        if (lostForceCheck(call)) {
            return 0;
        }
        const std::string mode = modeOf(call);
        const int squares = distance(call.actor().at, *call.command().to);
        const int beyondNormal = std::max(0, squares - speed(call, call.actorFighter().stats.normalSpeed));
        int ki = mode == "normal" ? 0 : 3 * beyondNormal;
        if (mode == "rapid") {
            ki += 3 * squares;
        }
        ki += squares * dragKiPerSquare(call);
        return call.reducedKi(ki);
    }
    void perform(ManeuverCall& call) const override {
        if (lostForceCheck(call)) {
            return;
        }
        DbuContext& context = call.context();
        const Position from = call.actor().at;
        const Position to = *call.command().to;
        const std::string mode = modeOf(call);
        std::vector<std::string> offers;
        if (mode != "rapid") {
            offers = leftMeleeRange(call, from, to);
        }
        context.emit(events::Moved{call.actorId(), to});
        for (const auto& partner : partners(call)) {
            const Position at = context.combatant(partner).at;
            context.emit(events::Moved{partner, Position{at.x + to.x - from.x, at.y + to.y - from.y}});
            const int squares = distance(from, to);
            for (const auto& id : {call.actorId(), partner}) {
                if (squares > 0 && context.state().hasCondition(id, "pinned")) {
                    Vitality::loseLife(context, id, 2 * squares, {}); // drag damage: no Strike, no Bonus Momentum
                }
            }
        }
        if (mode == "rapid" && call.ownTurn()) {
            Effects::add(context, call.actorId(), EffectKind::RapidStrike, "rapid-movement", "movement",
                         Effects::endOfThisTurn(context, call.actorId()));
        }
        if (!offers.empty()) {
            context.emit(offersSet(offers, call.actorId(), "movement", {}, 0, 0));
        }
    }

private:
    [[nodiscard]] static std::string modeOf(const ManeuverCall& call) {
        return call.command().mode.empty() ? std::string("normal") : call.command().mode;
    }

    [[nodiscard]] static bool inGrapple(const ManeuverCall& call) {
        return !call.actorFighter().grappling.empty() || !call.actorFighter().grappledBy.empty();
    }

    [[nodiscard]] static bool lostForceCheck(const ManeuverCall& call) {
        return inGrapple(call) && call.command().hit == false;
    }

    // Everyone in a grapple with the mover: the one it holds and whoever holds it.
    [[nodiscard]] static std::vector<std::string> partners(const ManeuverCall& call) {
        std::vector<std::string> ids = call.actorFighter().grappledBy;
        if (!call.actorFighter().grappling.empty()) {
            ids.push_back(call.actorFighter().grappling);
        }
        return ids;
    }

    [[nodiscard]] static int dragKiPerSquare(const ManeuverCall& call) {
        int perSquare = 0;
        for (const auto& partner : partners(call)) {
            const int larger = fighter(call.state(), partner).stats.size - call.actorFighter().stats.size;
            perSquare = std::max(perSquare, larger >= 1 ? larger + 1 : 0);
        }
        return perSquare;
    }

    [[nodiscard]] static int speed(const ManeuverCall& call, int value) {
        return inGrapple(call) ? (value + 1) / 2 : value;
    }

    // The path is the straight line between the squares; every Opponent whose Melee Range the
    // mover is in at one step and out of at the next is left, even if entered on the way.
    [[nodiscard]] static std::vector<std::string> leftMeleeRange(const ManeuverCall& call, Position from, Position to) {
        const EncounterState& state = call.state();
        const int steps = distance(from, to);
        std::vector<Position> path;
        for (int i = 0; i <= steps; ++i) {
            const auto along = [&](int a, int b) {
                return steps == 0 ? a : a + static_cast<int>(std::lround(static_cast<double>(b - a) * i / steps));
            };
            path.push_back(Position{along(from.x, to.x), along(from.y, to.y)});
        }
        std::vector<std::string> left;
        const Combatant& mover = call.actor();
        const FighterList& fighters = dbuState(state).fighters;
        for (std::size_t at = 0; at < state.combatants.size(); ++at) {
            const Combatant& other = state.combatants[at];
            if (!other.active) {
                continue;
            }
            const int reach = fighters.at(at).stats.meleeRange;
            bool leaves = false;
            for (std::size_t i = 0; i + 1 < path.size() && !leaves; ++i) {
                leaves = distance(path[i], other.at) <= reach && distance(path[i + 1], other.at) > reach;
            }
            // The Surprised cannot take any Action in the legacy surprise round, so nothing is offered to them.
            // 002: a Hidden mover does not provoke the Opponents it is Hidden from (A8). Asked after the
            // squares, the sides too: most combatants are far away.
            if (leaves && state.isOpponent(mover, other) && state.isStanding(other) &&
                !(state.surpriseRound && other.surprised) &&
                (call.context().settings().legacy || !isHiddenFrom(state, mover, other))) {
                left.push_back(other.id);
            }
        }
        std::sort(left.begin(), left.end());
        return left;
    }
};

} // namespace

std::unique_ptr<Maneuver> makeMovement() {
    return std::make_unique<MovementManeuver>();
}

} // namespace scouter::engine::dbu
