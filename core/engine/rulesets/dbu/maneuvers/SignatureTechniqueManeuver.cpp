// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::dbu {

namespace {

// The technique the command names on the actor's sheet; null when it names none or one the sheet
// does not have.
const Technique* namedTechnique(const ManeuverCall& call) {
    const std::string& name = call.command().technique;
    if (name.empty()) {
        return nullptr;
    }
    const auto& techniques = call.actorFighter().stats.techniques;
    const auto found =
        std::find_if(techniques.begin(), techniques.end(), [&](const Technique& t) { return t.name == name; });
    return found == techniques.end() ? nullptr : &*found;
}

// Uses a Signature Technique; its Ki is given, and it is an Attacking Maneuver (digest A5.1).
class SignatureTechniqueManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "signature-technique"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Signature Technique", "Attacks", "1 A", "Uses one of your Signature Techniques",
                          TargetKind::Opponent);
        auto ki = context.wager();
        ki.label = "Ki";
        ki.help = "The technique's Ki and any wager";
        d.inputs = {D::hit("Hit", "The Strike Roll beat the Dodge Roll", false),
                    context.damage("The technique's Wound Roll"), ki};
        d.attack = true;
        d.answersOffer = true;
        d.shortcut = 'S';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall&) const override { return {CostType::Actions, 1}; }
    [[nodiscard]] bool isAttack() const override { return true; }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const std::string& name = call.command().technique;
        const Technique* technique = namedTechnique(call);
        if (!name.empty() && technique == nullptr) {
            return fmt::format("{} has no Signature Technique named '{}' on their sheet", call.actor().name,
                               name.substr(0, 64));
        }
        // 001 Called Shot names a technique "requiring Energy Charges, while you lack the prerequisite
        // amount" as one its own limits stop.
        if (technique != nullptr && call.actorFighter().charges < technique->charges) {
            return fmt::format("{} needs {} Energy Charges held and {} holds {} (its own limitation, 001)",
                               technique->name, technique->charges, call.actor().name, call.actorFighter().charges);
        }
        return call.needTarget("Signature Technique");
    }
    // The Ki entered; a command naming a technique without one pays the sheet's cost.
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        const Technique* technique = namedTechnique(call);
        if (technique == nullptr) {
            return Attack::kiCost(call, 0);
        }
        return Attack::kiCost(call, 0, technique->kiScaled ? technique->ki * call.tier() : technique->ki);
    }
    void perform(ManeuverCall& call) const override {
        Attack::releaseCharges(call);
        Attack::applyHit(call);
    }
};
} // namespace

std::unique_ptr<Maneuver> makeSignatureTechnique() {
    return std::make_unique<SignatureTechniqueManeuver>();
}

} // namespace scouter::engine::dbu
