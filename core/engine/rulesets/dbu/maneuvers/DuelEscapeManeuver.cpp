// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"
#include "dbu/PowerEvents.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// An Impulsive Save (TN Hard) to leave a Duel; `hit` is the save. The Ki and Ki Wagers already
// spent stay lost; success grants one attack as an Instant Action (000/001 Duel Escape).
class DuelEscapeManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "duel-escape"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        (void)context;
        auto d = DescriptionContext::entry(name(), "Duel Escape", "Defence", "1 CA",
                                           "The target of a Duel tries to avoid it", TargetKind::None);
        d.inputs = {DescriptionContext::hit("Escaped", "The Impulsive Save beat TN Hard", true)};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::CounterActions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (duel(call) == nullptr && dbuState(call.state()).duel.attacker != call.actorId()) {
            return std::string("Duel Escape needs a Duel against you");
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        if (!call.hit()) {
            return;
        }
        if (const Effect* open = duel(call)) {
            call.context().emit(events::EffectRemoved{open->id, "escaped"});
        }
        if (dbuState(call.state()).duel.attacker == call.actorId()) {
            call.context().emit(DuelClosed{});
        }
        // "If you succeed ... may immediately make another attack maneuver as an Instant Action."
        call.context().emit(InstantGranted{call.actorId()});
    }

private:
    [[nodiscard]] static const Effect* duel(const ManeuverCall& call) {
        for (const auto& effect : call.state().effects) {
            if (effect.kind == EffectKind::Duel && effect.owner == call.actorId()) {
                return &effect;
            }
        }
        return nullptr;
    }
};
} // namespace

std::unique_ptr<Maneuver> makeDuelEscape() {
    return std::make_unique<DuelEscapeManeuver>();
}

} // namespace scouter::engine::dbu
