#include "dbu/maneuvers/Attack.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"

#include "dbu/Effects.h"
#include "dbu/Vitality.h"

namespace scouter::engine::dbu {

int Attack::kiCost(const ManeuverCall& call, int extraPerTier) {
    const int tier = call.tier();
    const int ki = call.command().ki.value_or(0) + extraPerTier * tier + 2 * tier * call.actorFighter().charges;
    return call.reducedKi(ki);
}

bool Attack::desperationAllowed(const ManeuverCall& call) {
    const Combatant* target = call.target();
    return target != nullptr && fighter(call.state(), *target).tier() >= call.actorFighter().tier() + 2;
}

void Attack::addBotch(ManeuverCall& call) {
    Effects::add(call.context(), call.actorId(), EffectKind::Botch, "botch-rate-3", "attack",
                 Effects::startOfNextTurn(call.context(), call.actorId()));
}

void Attack::releaseCharges(ManeuverCall& call) {
    if (call.actorFighter().charges == 0) {
        return;
    }
    call.context().emit(ChargesSet{call.actorId(), 0});
    Effects::removeCondition(call.context(), call.actorId(), "guard-down", "energy-charge");
    addBotch(call);
}

void Attack::applyHit(ManeuverCall& call) {
    const UseManeuver& command = call.command();
    if (call.hit() && command.damage && call.target() != nullptr) {
        Vitality::loseLife(call.context(), command.target, *command.damage, call.actorId());
    }
}

} // namespace scouter::engine::dbu
