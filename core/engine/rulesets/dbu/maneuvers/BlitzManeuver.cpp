// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <cmath>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// A charge in a straight line: at least 2 squares away, within Boosted Speed; +6(T) Ki; Botch
// Rate 3 until the start of your next turn (digest A5.2 Blitz).
class BlitzManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "blitz"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Blitz", "Attacks", "2 A + 6(T) Ki",
                          "A straight charge at a target 2+ squares away within your Boosted Speed; Botch Rate 3 "
                          "until the start of your next turn",
                          TargetKind::Opponent);
        d.inputs = {D::hit("Hit", "The Strike Roll beat the Dodge Roll", false),
                    context.damage("The Physical Wound Roll +2(T) per square traveled, at most +16(T)", true),
                    context.wager(6)};
        d.attack = true;
        d.answersOffer = true;
        d.shortcut = 'B';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 2}; }
    [[nodiscard]] bool isAttack() const override { return true; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needTarget("Blitz")) {
            return refusal;
        }
        const int apart = distance(call.actor().at, call.target()->at);
        if (apart < 2) {
            return std::string("Blitz needs at least 2 squares between you and the target");
        }
        if (apart > call.actorFighter().stats.boostedSpeed) {
            return fmt::format("Blitz needs your Boosted Speed ({}) to cover the distance to the target ({})",
                               call.actorFighter().stats.boostedSpeed, apart);
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override { return Attack::kiCost(call, 6); }
    void perform(ManeuverCall& call) const override {
        const Position from = call.actor().at;
        const Position to = call.target()->at;
        const int apart = distance(from, to);
        const int steps = apart - 1;
        // The square on the straight line just before the target.
        const auto along = [&](int start, int end) {
            return start + static_cast<int>(std::lround(static_cast<double>(end - start) * steps / apart));
        };
        const Position landing{along(from.x, to.x), along(from.y, to.y)};
        if (landing != from) {
            call.context().emit(events::Moved{call.actorId(), landing});
        }
        Attack::releaseCharges(call);
        Attack::addBotch(call);
        Attack::applyHit(call);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeBlitz() {
    return std::make_unique<BlitzManeuver>();
}

} // namespace scouter::engine::dbu
