// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Grapples.h"
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// A shove at a target in your Melee Range (Strike against Strike or Dodge, `hit`). Options:
// `push-back` moves the target to `to`, within Force Modifier squares of where it stood;
// `knocked-down` (failed Athletics) leaves it Prone; `guard-down` (passed Athletics) gives Guard
// Down until the start of your next turn (digest A5.2 Thrusting). It is "a special Physical Attack"
// (000), so an Attacking Maneuver: it answers provoked Counter Actions and Cross Counter, and finds
// a Hidden thruster. Push Back moves the target "backwards away from you": every square of the push
// takes it one square further from the thruster.
class ThrustingManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "thrusting"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        using D = DescriptionContext;
        auto d = D::entry(name(), "Thrusting", "Attacks", "1 A",
                          "A shove at a target in your Melee Range: your Strike against its Strike or Dodge",
                          TargetKind::Opponent);
        d.inputs = {D::hit("Hit", "Your Strike scored higher", true)};
        d.options = {D::option("knocked-down", "Knocked Down", "It failed Athletics TN Hard: Prone"),
                     D::option("guard-down", "Guard Down",
                               "It passed Athletics TN Hard: Guard Down until the start of your next turn"),
                     D::option("push-back", "Push Back", "It is moved up to your Force Modifier in squares",
                               {D::square("Pushed to", "Where the target ends, within your Force Modifier")})};
        d.attack = true;
        d.answersOffer = true;
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] bool isAttack() const override { return true; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (!call.command().targets.empty()) {
            return std::string("Thrusting shoves one combatant: give its target, not an area's targets");
        }
        if (auto refusal = call.needTarget("Thrusting")) {
            return refusal;
        }
        if (auto refusal = call.needWithin("Thrusting", call.actorFighter().stats.meleeRange, "your Melee Range")) {
            return refusal;
        }
        const std::string& option = call.command().option;
        if (option == "push-back") {
            if (!call.command().to) {
                return std::string("Push Back needs the square the target is pushed to (to)");
            }
            if (auto refusal = Grapples::moveRefusal(call.state(), call.actorId(), call.target()->id)) {
                return refusal;
            }
            const Position from = call.target()->at;
            const Position to = *call.command().to;
            const int pushed = distance(from, to);
            if (pushed > call.actorFighter().stats.force) {
                return fmt::format("Push Back moves the target at most {} square(s) (Force Modifier)",
                                   call.actorFighter().stats.force);
            }
            const Position thruster = call.actor().at;
            if (distance(thruster, to) != distance(thruster, from) + pushed) {
                return fmt::format("Push Back thrusts the target backwards away from you (000 Thrusting): each square "
                                   "takes it further from you, and [{}, {}] is {} square(s) from you against {} now",
                                   to.x, to.y, distance(thruster, to), distance(thruster, from));
            }
            return std::nullopt;
        }
        if (option != "knocked-down" && option != "guard-down") {
            return std::string("Thrusting needs an option: push-back, knocked-down or guard-down");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        Attack::releaseCharges(call);
        Attack::applyHit(call);
        if (!call.hit()) {
            return;
        }
        DbuContext& context = call.context();
        const std::string& target = call.command().target;
        const std::string& option = call.command().option;
        if (option == "push-back") {
            const Position from = context.combatant(target).at;
            const Position to = *call.command().to;
            context.emit(events::Moved{target, to});
            Grapples::movedByOutsider(context, call.actorId(), target, to.x - from.x, to.y - from.y);
        } else if (option == "knocked-down") {
            Effects::removeCondition(context, target, "prone");
            Effects::addCondition(context, target, "prone", "thrusting", Duration{});
        } else {
            Effects::addCondition(context, target, "guard-down", "thrusting:" + call.actorId(),
                                  Effects::startOfNextTurn(context, call.actorId()));
        }
    }
};
} // namespace

std::unique_ptr<Maneuver> makeThrusting() {
    return std::make_unique<ThrustingManeuver>();
}

} // namespace scouter::engine::dbu
