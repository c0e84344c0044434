// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Hiding.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Once per round, an Instant: Clairvoyance against the Concealment of the Opponents (or of
// `target`); on `hit` they are no longer Hidden (digest A5.2 Sense, A8).
class SenseManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "sense"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        auto d = DescriptionContext::entry(name(), "Sense", "Instant", "Instant",
                                           "Once per round: Clairvoyance against every Opponent's Concealment",
                                           TargetKind::None);
        d.inputs = {DescriptionContext::hit("Found", "Clairvoyance beat their Concealment", true)};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Instant, 0}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (call.actorFighter().usedThisRound("sense")) {
            return std::string("Sense can be used once per round");
        }
        if (!call.command().target.empty()) {
            return call.needOpponent("Sense");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        call.context().emit(LimitUsed{call.actorId(), "sense", false});
        if (!call.hit()) {
            return;
        }
        std::vector<std::string> found;
        for (const auto& other : call.state().combatants) {
            const bool named = call.command().target.empty() || call.command().target == other.id;
            if (named && call.state().isOpponent(call.actor(), other) &&
                isHiddenFrom(call.state(), other, call.actor())) {
                found.push_back(other.id);
            }
        }
        for (const auto& id : found) {
            // 001 Hidden is one flag; in 002 the losers are found by the Sense user only (A8).
            if (call.context().settings().legacy) {
                Effects::removeCondition(call.context(), id, "hidden");
            } else {
                Hiding::found(call.context(), id, call.actorId());
            }
        }
    }
};
} // namespace

std::unique_ptr<Maneuver> makeSense() {
    return std::make_unique<SenseManeuver>();
}

} // namespace scouter::engine::dbu
