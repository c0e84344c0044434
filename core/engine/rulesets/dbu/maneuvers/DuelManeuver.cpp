#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"

namespace scouter::engine::dbu {

namespace {
// Answers an attack that is a Signature Technique, has a Ki Wager of 10(T) or more, or carries
// 2+ Energy Charges. `option` names the trigger (`signature-technique`, `ki-wager`, or the
// attacker's charges by default); `hit` says whether the dueller won, `damage` what the loser takes.
class DuelManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "duel"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Duel", "Defence", "1 CA",
                          "Answers a Signature Technique, a Ki Wager of 10(T)+ or 2+ Energy Charges: best of three "
                          "contested Wound Rolls",
                          TargetKind::Opponent);
        d.inputs = {D::kiInput("Ki", "The Ki of an Attacking Maneuver of the same Profile", 0, context.ki()),
                    D::hit("Won", "You won the majority of the three Wound Rolls", false),
                    context.damage("The winner's last Wound Roll with every wager of the Duel; the loser takes it")};
        d.options = {D::option("signature-technique", "Signature Technique", "The attack is a Signature Technique"),
                     D::option("ki-wager", "Ki Wager", "The attack carries a Ki Wager of 10(T) or more"),
                     D::option("energy-charges", "Energy Charges", "The attacker carries 2+ Energy Charges")};
        d.shortcut = 'D';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::CounterActions, 1}; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        if (auto refusal = call.needOpponent("Duel")) {
            return refusal;
        }
        const std::string& trigger = call.command().option;
        if (trigger == "signature-technique" || trigger == "ki-wager") {
            return std::nullopt;
        }
        if (!trigger.empty() && trigger != "energy-charges") {
            return std::string("A Duel answers a Signature Technique, a Ki Wager or Energy Charges");
        }
        if (fighter(call.state(), *call.target()).charges < 2) {
            return std::string("A Duel needs a Signature Technique, a Ki Wager of at least 10(T) or 2+ Energy Charges");
        }
        return std::nullopt;
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        return call.reducedKi(call.command().ki.value_or(0));
    }
    void perform(ManeuverCall& call) const override {
        const UseManeuver& command = call.command();
        // The Duel is under way for the rest of this turn: the challenged attacker may try to escape it.
        const std::string anchor = call.state().current.empty() ? command.target : call.state().current;
        Effects::add(call.context(), command.target, EffectKind::Duel, "duel", call.actorId(),
                     Effects::endOfThisTurn(call.context(), anchor));
        if (!command.damage) {
            return;
        }
        if (call.hit()) {
            Vitality::loseLife(call.context(), command.target, *command.damage, call.actorId());
        } else {
            Vitality::loseLife(call.context(), call.actorId(), *command.damage, command.target);
        }
    }
};
} // namespace

std::unique_ptr<Maneuver> makeDuel() {
    return std::make_unique<DuelManeuver>();
}

} // namespace scouter::engine::dbu
