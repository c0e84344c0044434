// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/RulesetEventOf.h"
#include "true20/Commands.h"
#include "true20/DamageTrack.h"
#include "true20/True20Events.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::true20::commands {

namespace {

// The one rolling: in play, present, not dead.
template <class T> const Combatant* living(const True20Call<T>& context, std::string_view roll, Result& refusal) {
    if ((refusal = needsPlay(context))) {
        return nullptr;
    }
    const Combatant* who = combatantNamed(context, context.command().who, refusal);
    if (who != nullptr && context.fighter(who->id).dead) {
        refusal = fmt::format("Refused: {} is dead: no {}", context.nameOf(who->id), roll);
        return nullptr;
    }
    return who;
}

} // namespace

Result toughness(True20Call<Toughness>& context) {
    Result refusal;
    const Combatant* who = living(context, "Toughness save", refusal);
    if (who == nullptr) {
        return refusal;
    }
    const auto& command = context.command();
    int damage = command.damage.value_or(0);
    if (command.weapon) {
        damage = *command.weapon;
        const std::string& attacker = command.by;
        if (!attacker.empty()) {
            const Combatant* by = context.state().find(attacker);
            damage += by != nullptr ? by->sheet.number("strength") : 0;
        }
    }
    const bool lethal = command.lethal.value_or(false);
    const int dc = 15 + damage + (command.critical.value_or(false) ? context.settings().criticalBonus : 0);
    const int face = context.d20(command.roll);
    const int bonus = context.scores(*who).toughness(lethal) + command.bonus.value_or(0);
    ToughnessRolled rolled{who->id,
                           lethal,
                           dc,
                           face,
                           bonus,
                           face + bonus >= dc,
                           false,
                           {},
                           {},
                           context.state().current,
                           context.state().round};
    if (!rolled.success) {
        const int margin = dc - rolled.total();
        const int band = face == 20 ? 1 : bandOf(margin);
        rolled.kill = lethal && face != 20 && margin >= 20;
        if (lethal) {
            rolled.inflicted.push_back(bandState(Track::Lethal, band));
        }
        if (!lethal || context.settings().lethalAlsoSubdual) {
            rolled.inflicted.push_back(bandState(Track::Subdual, band));
        }
        if (rolled.kill) {
            rolled.results = {"dead"};
        } else {
            Fighter preview = context.fighter(who->id);
            for (const auto& state : rolled.inflicted) {
                rolled.results.push_back(inflict(
                    preview, state, {anchorOf(context.state(), rolled.anchor), rolled.round}, context.settings()));
            }
        }
    }
    context.emit(events::makeRulesetEvent(std::move(rolled)));
    return std::nullopt;
}

Result save(True20Call<Save>& context) {
    Result refusal;
    const Combatant* who = living(context, "saving throw", refusal);
    if (who == nullptr) {
        return refusal;
    }
    const auto& command = context.command();
    const int dc = command.dc.value_or(10);
    const int face = context.d20(command.roll);
    const int bonus = context.scores(*who).save(command.kind) + command.bonus.value_or(0);
    context.emit(
        events::makeRulesetEvent(SaveRolled{who->id, command.kind, dc, face, bonus, face == 20 || face + bonus >= dc}));
    return std::nullopt;
}

Result recover(True20Call<Recover>& context) {
    Result refusal;
    const Combatant* who = living(context, "Recovery Check", refusal);
    if (who == nullptr) {
        return refusal;
    }
    const Fighter& fighter = context.fighter(who->id);
    const std::string name = context.nameOf(who->id);
    const auto target = recoveryTarget(fighter);
    const int round = context.state().round;
    if (!target) {
        return fmt::format("Refused: {} holds no state a Recovery Check works on (Staggered, Unconscious, Wounded, "
                           "Disabled, Dying); Bruised, Dazed and Hurt only lapse",
                           name);
    }
    if (fighter.lastRecoveryRound == round) {
        return fmt::format("Refused: {} has already made a Recovery Check this round (a failed check means no "
                           "significant improvement during the round)",
                           name);
    }
    const auto last = fighter.lastCheck.find(*target);
    if (last != fighter.lastCheck.end() && round < last->second + recoverySpacing(*target)) {
        return fmt::format("Refused: {}'s next Recovery Check against {} is allowed from round {} (one per {})", name,
                           stateLabel(*target), last->second + recoverySpacing(*target),
                           *target == "dying"      ? "round"
                           : *target == "wounded"  ? "hour"
                           : *target == "disabled" ? "day"
                                                   : "minute");
    }
    const bool conviction = context.command().conviction.value_or(false);
    if (conviction && fighter.conviction <= 0) {
        return fmt::format("Refused: {} has no Conviction point left to spend", name);
    }
    const int face = context.d20(context.command().roll);
    const int bonus = who->sheet.number("constitution");
    int total = face + bonus;
    if (conviction) {
        total = context.settings().convictionDie ? std::max(face, 10) + bonus : std::max(total, 10);
    }
    const int dc = *target == "dying" ? fighter.dyingDC : 10;
    std::string outcome;
    if (*target == "dying") {
        outcome = total < dc ? "died" : (total - dc >= 10 ? "improved" : "steady");
    } else {
        outcome = total >= dc ? "recovered" : "failed";
    }
    context.emit(
        events::makeRulesetEvent(RecoveryRolled{who->id, *target, face, bonus, total, dc, conviction, outcome, round}));
    return std::nullopt;
}

Result push(True20Call<Push>& context) {
    Result refusal;
    const Combatant* who = living(context, "push", refusal);
    if (who == nullptr) {
        return refusal;
    }
    if (std::none_of(context.fighter(who->id).lethal.begin(), context.fighter(who->id).lethal.end(),
                     [](const HeldState& held) { return held.name == "disabled"; })) {
        return fmt::format("Refused: {} is not Disabled; only a Disabled character deteriorates to Dying if pushed",
                           context.nameOf(who->id));
    }
    context.emit(events::makeRulesetEvent(Pushed{who->id}));
    return std::nullopt;
}

} // namespace scouter::engine::true20::commands
