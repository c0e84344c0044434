// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/PowerEvents.h"
#include "dbu/maneuvers/ManeuverFactories.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {
// Takes one of the sheet's forms (`form`), raising the current Tier of Power by its bonus; one use
// per form stacked (000/001 Transformation). Any rise of the Tier ends Holding Back. `option:
// revert` drops an active form (the last taken when none is named) as an Instant. Without `form`
// a Transformation is only recorded, as before forms were on the sheet.
class TransformationManeuver final : public Maneuver {
public:
    [[nodiscard]] std::string_view name() const override { return "transformation"; }
    [[nodiscard]] ManeuverDescription describe(const DescriptionContext& context) const override {
        using D = DescriptionContext;
        auto d = D::entry(name(), "Transformation", "Support", "1 A", "Transform; one use per transformation stacked",
                          TargetKind::None);
        auto revert = D::option("revert", "Revert", "Instant: leave a form, your Tier of Power drops by its bonus",
                                {context.form(true)});
        revert.replacesInputs = true;
        d.inputs = {context.form(false)};
        d.options = {D::option("", "Transformation", "1 Action: take a form, your Tier of Power rises by its bonus"),
                     revert};
        return d;
    }
    [[nodiscard]] ManeuverCost cost(const ManeuverCall& call) const override {
        return reverting(call) ? ManeuverCost{CostType::Instant, 0} : ManeuverCost{CostType::Actions, 1};
    }
    [[nodiscard]] std::optional<std::string> refusal(const ManeuverCall& call) const override {
        const std::string form = formOf(call);
        const Fighter& actor = call.actorFighter();
        const bool active = std::find(actor.forms.begin(), actor.forms.end(), form) != actor.forms.end();
        if (reverting(call)) {
            if (form.empty()) {
                return fmt::format("{} is in no form to revert from", call.actor().name);
            }
            if (!active) {
                return fmt::format("{} is not in the form '{}'", call.actor().name, form);
            }
            return std::nullopt;
        }
        if (form.empty()) {
            return std::nullopt;
        }
        if (sheetForm(call) == nullptr) {
            return fmt::format("{} has no form '{}' on the sheet (000 Transformation: \"any available "
                               "transformation\")",
                               call.actor().name, form);
        }
        if (active) {
            return fmt::format("{} is already in the form '{}'", call.actor().name, form);
        }
        return std::nullopt;
    }
    void perform(ManeuverCall& call) const override {
        const std::string form = formOf(call);
        if (form.empty()) {
            return;
        }
        if (reverting(call)) {
            call.context().emit(FormChanged{call.actorId(), form, false});
            return;
        }
        const Form* taken = sheetForm(call);
        // "If you would increase your Tier of Power through any means ... stop Holding Back and lose
        // all Holding Back stacks" (000/001 Holding Back).
        if (taken->tierBonus > 0 && call.actorFighter().holdingBack > 0) {
            call.context().emit(HoldingBackSet{call.actorId(), 0});
        }
        call.context().emit(FormChanged{call.actorId(), form, true});
    }

private:
    [[nodiscard]] static bool reverting(const ManeuverCall& call) { return call.command().option == "revert"; }
    // The form named; a revert without one leaves the form taken last.
    [[nodiscard]] static std::string formOf(const ManeuverCall& call) {
        const auto& active = call.actorFighter().forms;
        if (call.command().form.empty() && reverting(call) && !active.empty()) {
            return active.back();
        }
        return call.command().form;
    }
    [[nodiscard]] static const Form* sheetForm(const ManeuverCall& call) {
        const auto& forms = call.actorFighter().stats.forms;
        const auto found = std::find_if(forms.begin(), forms.end(),
                                        [&](const Form& each) { return each.name == call.command().form; });
        return found != forms.end() ? &*found : nullptr;
    }
};
} // namespace

std::unique_ptr<Maneuver> makeTransformation() {
    return std::make_unique<TransformationManeuver>();
}

} // namespace scouter::engine::dbu
