#include "dbu/maneuvers/DescriptionContext.h"
#include "dbu/DbuState.h"

#include "model/Limits.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

int DescriptionContext::tier() const {
    return m_actor != nullptr ? fighter(m_state, *m_actor).tier() : limits::kMaxTier;
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
    input.kind = InputKind::Ki;
    input.label = std::move(label);
    input.help = std::move(help);
    input.minimum = minimum;
    input.maximum = std::max(minimum, maximum);
    input.initial = minimum;
    return input;
}

InputDescription DescriptionContext::wager(int perTier) const {
    const int reserved = m_actor != nullptr ? (perTier + 2 * charges()) * tier() : 0;
    return kiInput("Ki Wager", "Ki wagered on the attack, paid with its cost", 0, std::max(0, ki() - reserved));
}

InputDescription DescriptionContext::square(std::string label, std::string help) {
    InputDescription input;
    input.kind = InputKind::Square;
    input.label = std::move(label);
    input.help = std::move(help);
    input.maximum = limits::kMaxGridSide - 1;
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
