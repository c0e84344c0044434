// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/DescriptionContext.h"
#include "dbu/DbuState.h"

#include "dbu/TierLimits.h"
#include "model/Limits.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

int DescriptionContext::tier() const {
    return m_actor != nullptr ? fighter(m_state, *m_actor).tier() : kMaxTier;
}

int DescriptionContext::ki() const {
    return m_actor != nullptr ? std::max(0, fighter(m_state, *m_actor).ki) : limits::kMaxCommandAmount;
}

int DescriptionContext::charges() const {
    return m_actor != nullptr ? fighter(m_state, *m_actor).charges : 0;
}

bool DescriptionContext::grappling() const {
    return m_actor != nullptr && !fighter(m_state, *m_actor).grappling.empty();
}

bool DescriptionContext::grappled() const {
    return m_actor != nullptr && !fighter(m_state, *m_actor).grappledBy.empty();
}

int DescriptionContext::woundModifier(bool physical) const {
    if (m_actor == nullptr) {
        return 0;
    }
    return physical ? fighter(m_state, *m_actor).stats.force
                    : std::max(fighter(m_state, *m_actor).stats.force, fighter(m_state, *m_actor).stats.spirit);
}

std::string DescriptionContext::woundRoll(bool physical) const {
    // The base d10 with (T) stands for it plus the ToP Extra Dice (digest A0.3: (T) multiplies the
    // dice count by default, so 1d10(T) at Tier 3 is 3d10); each Energy Charge adds 1d6(T).
    std::string roll = "1d10(T)";
    if (charges() > 0) {
        roll += fmt::format("+{}d6(T)", charges());
    }
    if (const int modifier = woundModifier(physical); modifier != 0) {
        roll += fmt::format("{:+}", modifier);
    }
    return roll;
}

InputDescription DescriptionContext::hit(std::string label, std::string help, bool initial) {
    InputDescription input;
    input.kind = InputKind::Hit;
    input.label = std::move(label);
    input.help = std::move(help);
    input.maximum = 1;
    input.initial = initial ? 1 : 0;
    return input;
}

InputDescription DescriptionContext::damage(std::string help, bool physical) const {
    InputDescription input;
    input.kind = InputKind::Damage;
    input.label = "Damage";
    input.help = std::move(help);
    input.maximum = limits::kMaxCommandAmount;
    input.roll = woundRoll(physical);
    input.rollScaling = m_settings.diceTierScaling;
    return input;
}

InputDescription DescriptionContext::kiInput(std::string label, std::string help, int minimum, int maximum) {
    InputDescription input;
    // DBU's own pool: an input named by its key, the contract's `ki`.
    input.kind = InputKind::Number;
    input.key = "ki";
    input.label = std::move(label);
    input.help = std::move(help);
    input.minimum = minimum;
    input.maximum = std::max(minimum, maximum);
    input.initial = minimum;
    return input;
}

InputDescription DescriptionContext::wager(int perTier) const {
    const int reserved = m_actor != nullptr ? (perTier + 2 * charges()) * tier() : 0;
    // The contract's `ki` on an attack is its base cost, never a wager (the `wager` input is).
    return kiInput("Ki cost", "The attack's own Ki cost, paid with its Energy Charges; a wager goes below", 0,
                   std::max(0, ki() - reserved));
}

InputDescription DescriptionContext::square(std::string label, std::string help) {
    InputDescription input;
    input.kind = InputKind::Square;
    input.label = std::move(label);
    input.help = std::move(help);
    input.maximum = limits::kMaxGridSide - 1;
    return input;
}

InputDescription DescriptionContext::number(std::string key, std::string label, std::string help, int minimum,
                                            int maximum) {
    InputDescription input;
    input.kind = InputKind::Number;
    input.key = std::move(key);
    input.label = std::move(label);
    input.help = std::move(help);
    input.minimum = minimum;
    input.maximum = std::max(minimum, maximum);
    input.initial = minimum;
    return input;
}

InputDescription DescriptionContext::flag(std::string key, std::string label, std::string help, bool allowed) {
    InputDescription input;
    input.kind = InputKind::Flag;
    input.key = std::move(key);
    input.label = std::move(label);
    input.help = std::move(help);
    input.maximum = allowed ? 1 : 0;
    return input;
}

int DescriptionContext::capacityLeft() const {
    return m_actor != nullptr ? fighter(m_state, *m_actor).capacityLeft() : limits::kMaxCommandAmount;
}

std::vector<Choice> DescriptionContext::others() const {
    std::vector<Choice> out;
    for (const auto& combatant : m_state.combatants) {
        if (m_state.isStanding(combatant) && (m_actor == nullptr || combatant.id != m_actor->id)) {
            out.push_back({combatant.id, combatant.name});
        }
    }
    return out;
}

std::vector<InputDescription> DescriptionContext::attackInputs() const {
    const int wagerable = std::min(ki(), capacityLeft());
    auto wagered =
        number("wager", "Ki Wager",
               fmt::format("Paid in Ki on top of the cost, and spends as much Capacity ({} left)", capacityLeft()), 0,
               wagerable);
    InputDescription foundation;
    foundation.kind = InputKind::Choice;
    foundation.key = "attackType";
    foundation.label = "Foundation";
    foundation.help = "Block answers Physical (Melee/Ballistic) attacks, Deflect Energy and Magic ones (000 Parry)";
    foundation.choices = {{"", "Not stated"}, {"physical", "Physical"}, {"energy", "Energy"}, {"magic", "Magic"}};
    auto strike = number("strike", "Strike score",
                         "The Strike Roll's Dice Score: Block, Deflect, Redirect and Distant Deflect compare with it",
                         0, limits::kMaxCommandAmount);
    InputDescription targets;
    targets.kind = InputKind::Ids;
    targets.key = "targets";
    targets.label = "Area: targets";
    targets.help = "An area-of-effect attack: everyone it targets, instead of the one target";
    targets.choices = others();
    targets.replacesTarget = true;
    InputDescription hits = targets;
    hits.key = "hits";
    hits.label = "Area: hit";
    hits.help = "The targets whose Dodge the Strike beat: each loses the damage";
    hits.replacesTarget = false;
    const bool hasTail = m_actor != nullptr ? fighter(m_state, *m_actor).stats.tail : true;
    const bool granted = m_actor == nullptr || dbuState(m_state).instantGrant == m_actor->id;
    std::vector<InputDescription> inputs{
        wagered,
        foundation,
        strike,
        targets,
        hits,
        flag("instant", "Instant (Duel Escape)",
             granted ? "The Instant attack your successful Duel Escape grants: it costs no Action"
                     : "Only after a successful Duel Escape",
             granted),
        flag("tail", "Tail Attack",
             hasTail ? "Made with the tail: refused while held by a Tail Restraint" : "This character has no tail",
             hasTail)};
    // The wager is part of most heavy attacks; the rest only where a Parry, an area or a Duel
    // Escape asks for it.
    for (std::size_t i = 1; i < inputs.size(); ++i) {
        inputs[i].folded = true;
    }
    return inputs;
}

InputDescription DescriptionContext::lifeWager() const {
    const int life = m_actor != nullptr ? std::max(0, fighter(m_state, *m_actor).life) : limits::kMaxCommandAmount;
    return number("lifeWager", "Life Wager",
                  "Desperation: Life wagered as if it were Ki, against a target 2+ Tiers of Power higher", 0, life);
}

InputDescription DescriptionContext::empowermentRoll() const {
    InputDescription input;
    input.kind = InputKind::Roll;
    input.label = "Empowerment Roll";
    input.help = "Rolled as an Energy Wound Roll; in Melee Range every die scores its maximum and this is ignored";
    input.maximum = limits::kMaxCommandAmount;
    const std::vector<int> dice =
        m_actor != nullptr ? fighter(m_state, *m_actor).stats.energyWoundDice : std::vector<int>{10};
    for (const int sides : dice) {
        input.roll += fmt::format("{}1d{}", input.roll.empty() ? "" : "+", sides);
    }
    if (const int force = m_actor != nullptr ? fighter(m_state, *m_actor).stats.force : 0; force != 0) {
        input.roll += fmt::format("{:+}", force);
    }
    input.rollScaling = m_settings.diceTierScaling;
    return input;
}

InputDescription DescriptionContext::score(std::string help) {
    return number("score", "Dice Score", std::move(help), 0, limits::kMaxCommandAmount);
}

InputDescription DescriptionContext::form(bool active) const {
    InputDescription input;
    input.kind = InputKind::Choice;
    input.key = "form";
    input.label = "Form";
    input.help = active ? "The active form that ends; the Tier of Power drops by its bonus"
                        : "The form taken; the Tier of Power rises by its bonus and Holding Back ends";
    if (m_actor == nullptr) {
        return input;
    }
    const Fighter& f = fighter(m_state, *m_actor);
    for (const auto& each : f.stats.forms) {
        const bool taken = std::find(f.forms.begin(), f.forms.end(), each.name) != f.forms.end();
        if (taken == active) {
            input.choices.push_back({each.name, fmt::format("{} ({:+} ToP)", each.name, each.tierBonus)});
        }
    }
    if (active) {
        std::reverse(input.choices.begin(), input.choices.end()); // the last taken first
    }
    return input;
}

ManeuverDescription DescriptionContext::entry(std::string_view id, std::string label, std::string group,
                                              std::string cost, std::string help, TargetKind target) {
    ManeuverDescription description;
    description.id = std::string(id);
    description.label = std::move(label);
    description.group = std::move(group);
    description.cost = std::move(cost);
    description.help = std::move(help);
    description.target = target;
    return description;
}

OptionDescription DescriptionContext::option(std::string id, std::string label, std::string help,
                                             std::vector<InputDescription> inputs) {
    OptionDescription description;
    description.id = std::move(id);
    description.label = std::move(label);
    description.help = std::move(help);
    description.inputs = std::move(inputs);
    return description;
}

} // namespace scouter::engine::dbu
