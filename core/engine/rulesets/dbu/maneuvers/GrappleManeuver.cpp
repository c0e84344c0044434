// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Grapples.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/ManeuverFactories.h"
#include "model/Limits.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// Grapple (digest A5.2): without `option`, the Grapple Check (`hit`) against a target in your
// Melee Range; both then carry Grappled and Guard Down, a failure offers the target a Counter
// Action. `release` ends your grapple (Instant, your turn); `pin` is the once-per-round Pinning
// check; `break` is the Grappled's once-per-round forced Grapple Check; `energy-restraint`
// (2 Actions, 4(T) Ki) keeps a Pinned target Pinned beyond the grapple, until it wins the Force
// check against the Restraint TN at the start of one of its turns (a `restraint-check` decision).
// `throw` (Throwing A Target, 1 Action): on a won Throw Check (`hit`) the held character flies to
// `to`, at most Force Modifier squares +1 per 2 points the check won by (`amount`), the grapple
// ends, and it takes `damage`, or 1d6(T) Direct Damage +1 per square when no damage is given.
// `tail-restraint` grabs a tailed target by the tail (the check already at -2(T)): a grapple as
// usual, and no Tail Attacks for the held one while it lasts. A held target may be grappled by a
// second Grappler (the seeds forbid only grappling two at once and grappling while held), and a
// lost Pinning check frees the held one with a Counter Action against you ("the same rules").
class GrappleManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "grapple"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Grapple", "Attacks", "1 A",
                          "Grapple Check against a target in your Melee Range: both are Grappled with Guard Down",
                          TargetKind::Opponent);
        const auto followUp = [](std::string id, std::string label, std::string help,
                                 std::vector<InputDescription> inputs) {
            auto option = D::option(std::move(id), std::move(label), std::move(help), std::move(inputs));
            option.target = TargetKind::None;
            option.replacesInputs = true;
            return option;
        };
        InputDescription margin;
        margin.kind = InputKind::Amount;
        margin.label = "Won by";
        margin.help = "How many points the Throw Check won by: +1 square per 2";
        margin.maximum = limits::kMaxCommandAmount;
        const auto plain = D::option("", "Grapple",
                                     "1 A: the Grapple Check against the target's Strike or Dodge (its choice; "
                                     "only Dodge if you are outside its Melee Range); a failure offers the target a "
                                     "Counter Action",
                                     {D::hit("Hit", "Your Grapple Check won", true)});
        const auto throwing = followUp(
            "throw", "Throwing A Target",
            "1 A: on a won Throw Check the held character lands on the square, the grapple ends and it "
            "takes 1d6(T) Direct Damage +1 per square (rolled by Scouter)",
            {D::hit("Won", "Your Throw Check beat their Dodge or Strike", true),
             D::square("Lands on", "At most your Force Modifier squares away, +1 per 2 points won by"), margin});
        const auto pin = followUp("pin", "Pinning", "1 A, once per round: an extra Grapple Check; Pinned on success",
                                  {D::hit("Won", "Your Grapple Check won", true)});
        const auto restraint = followUp("energy-restraint", "Energy Restraint",
                                        "2 A + 4(T) Ki against a Pinned target: it stays Pinned after the grapple ends",
                                        {D::hit("Won", "Your Grapple Check won", true)});
        const auto tail = D::option("tail-restraint", "Tail Restraint",
                                    "1 A against a target with a tail: the Grapple Check at -2(T); on success it "
                                    "cannot make Tail Attacks while held",
                                    {D::hit("Hit", "Your Grapple Check won, -2(T) applied", true)});
        const auto release = followUp("release", "Release", "Instant, on your turn: the grapple ends", {});
        const auto breakFree = followUp("break", "Force A Grapple Check",
                                        "1 A, once per round, when you are held: the Grapple Check falls due", {});
        if (context.grappling()) {
            d.options = {throwing, pin, restraint, release, plain, tail, breakFree};
        } else if (context.grappled()) {
            d.options = {breakFree, plain, tail, throwing, pin, restraint, release};
        } else {
            d.options = {plain, tail, throwing, pin, restraint, release, breakFree};
        }
        d.shortcut = 'G';
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall& call) const override {
        const std::string& option = call.command().option;
        if (option == "release") {
            return {CostType::Instant, 0};
        }
        return {CostType::Actions, option == "energy-restraint" ? 2 : 1};
    }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const Fighter& actor = call.actorFighter();
        const std::string& option = call.command().option;
        if (option.empty() || option == "tail-restraint") {
            if (!actor.grappledBy.empty()) {
                return std::string("A Grappled character cannot start a Grapple");
            }
            if (!actor.grappling.empty()) {
                return std::string("Each character can grapple only one target");
            }
            if (auto refusal = call.needTarget("Grapple")) {
                return refusal;
            }
            const Fighter& target = fighter(call.state(), *call.target());
            if (call.target()->id == call.actorId()) {
                return std::string("A character cannot grapple itself");
            }
            if (option == "tail-restraint" && !target.stats.tail) {
                return fmt::format("Tail Restraint needs a target with a tail, and {} has none", call.target()->name);
            }
            return call.needWithin("Grapple", actor.stats.meleeRange, "your Melee Range");
        }
        if (option == "throw") {
            return throwRefusal(call);
        }
        if (option == "release" || option == "pin" || option == "energy-restraint") {
            if (actor.grappling.empty()) {
                return std::string("You are not grappling anyone");
            }
            if (option == "release" && !call.ownTurn()) {
                return std::string("The Grappler ends a grapple on their own turn");
            }
            if (option == "pin" && actor.usedThisRound("pin")) {
                return std::string("Pinning can be attempted once per round");
            }
            if (option == "energy-restraint" && !call.state().hasCondition(actor.grappling, "pinned")) {
                return std::string("Energy Restraint needs a Pinned target");
            }
            return std::nullopt;
        }
        if (option == "break") {
            if (actor.grappledBy.empty()) {
                return std::string("You are not Grappled");
            }
            if (actor.usedThisRound("break")) {
                return std::string("The Grappled may force a Grapple Check once per round");
            }
            return std::nullopt;
        }
        return fmt::format("Grapple has no option '{}'", option);
    }
    [[nodiscard]] int kiCost(const ManeuverCall& call) const override {
        return call.command().option == "energy-restraint" ? call.reducedKi(4 * call.tier()) : 0;
    }
    void perform(ManeuverCall& call) const override {
        DbuContext& context = call.context();
        const std::string& option = call.command().option;
        const std::string me = call.actorId();
        if (option.empty() || option == "tail-restraint") {
            const std::string& target = call.command().target;
            if (!call.hit()) {
                context.emit(offersSet({target}, me, "grapple", {}, 0, 0));
                return;
            }
            Grapples::begin(context, me, target, option == "tail-restraint");
            return;
        }
        if (option == "break") {
            context.emit(LimitUsed{me, "break", false});
            context.emit(
                events::PendingRaised{PendingDecision{"grapple-check", {}, {holderFor(call), me}}, Resume::None});
            return;
        }
        const std::string held = call.actorFighter().grappling;
        if (option == "pin") {
            context.emit(LimitUsed{me, "pin", false});
            if (call.hit()) {
                Effects::addCondition(context, held, "pinned", Grapples::source(me, held), Duration{});
            } else {
                Grapples::end(context, me, held, true);
            }
            return;
        }
        if (option == "energy-restraint" && call.hit()) {
            Effects::removeCondition(context, held, "pinned", Grapples::source(me, held));
            Effects::removeCondition(context, held, "pinned", "grapple");
            Effects::addCondition(context, held, "pinned", "energy-restraint:" + me, Duration{});
            return;
        }
        if (option == "throw") {
            if (call.hit()) {
                throwHeld(call, held);
            }
            return;
        }
        Grapples::end(context, me, held, false);
    }

private:
    // The grapple a forced check is about: the named Grappler when held by two, else the one.
    static std::string holderFor(const ManeuverCall& call) {
        const auto& holders = call.actorFighter().grappledBy;
        const std::string& named = call.command().target;
        if (std::find(holders.begin(), holders.end(), named) != holders.end()) {
            return named;
        }
        return holders.front();
    }

    static std::optional<std::string> throwRefusal(const ManeuverCall& call) {
        const Fighter& actor = call.actorFighter();
        if (actor.grappling.empty()) {
            return std::string("Throwing A Target needs a character you are grappling");
        }
        if (!call.hit()) {
            return std::nullopt;
        }
        const auto& to = call.command().to;
        if (!to) {
            return std::string("Throwing A Target needs the square the target lands on (to)");
        }
        const int reach = std::max(0, actor.stats.force) +
                          call.context().settings().divide(std::max(0, call.command().amount.value_or(0)), 2);
        const int squares = distance(call.state().find(actor.grappling)->at, *to);
        if (squares > reach) {
            return fmt::format("A throw reaches Force Modifier +1 per 2 points the Throw Check won by: {} square(s), "
                               "and the square is {} away",
                               reach, squares);
        }
        return std::nullopt;
    }

    static void throwHeld(ManeuverCall& call, const std::string& held) {
        DbuContext& context = call.context();
        const Position to = *call.command().to;
        const Position from = context.combatant(held).at;
        const int squares = distance(from, to);
        Grapples::end(context, call.actorId(), held, false);
        context.emit(events::Moved{held, to});
        // Thrown while holding someone else: moved by one outside that grapple.
        Grapples::movedByOutsider(context, call.actorId(), held, to.x - from.x, to.y - from.y);
        const int damage =
            call.command().damage ? *call.command().damage : call.rollScaled(1, 6, call.tier()) + squares;
        Vitality::loseLife(context, held, damage, {}); // a throw's landing, not a Wound Roll: no Bonus Momentum
    }
};
} // namespace

std::unique_ptr<Maneuver> makeGrapple() {
    return std::make_unique<GrappleManeuver>();
}

} // namespace scouter::engine::dbu
