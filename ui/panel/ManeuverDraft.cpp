#include "panel/ManeuverDraft.h"

#include <optional>

namespace scouter::ui {

const engine::OptionDescription* ManeuverDraft::option(const engine::ManeuverDescription& maneuver,
                                                       const std::string& id) {
    for (const auto& candidate : maneuver.options) {
        if (candidate.id == id) {
            return &candidate;
        }
    }
    return maneuver.options.empty() ? nullptr : &maneuver.options.front();
}

std::vector<engine::InputDescription> ManeuverDraft::inputs(const engine::ManeuverDescription& maneuver,
                                                            const engine::OptionDescription* option) {
    if (option == nullptr) {
        return maneuver.inputs;
    }
    std::vector<engine::InputDescription> out =
        option->replacesInputs ? std::vector<engine::InputDescription>{} : maneuver.inputs;
    out.insert(out.end(), option->inputs.begin(), option->inputs.end());
    return out;
}

engine::TargetKind ManeuverDraft::target(const engine::ManeuverDescription& maneuver,
                                         const engine::OptionDescription* option) {
    return option != nullptr && option->target ? *option->target : maneuver.target;
}

bool ManeuverDraft::sendsTarget(engine::TargetKind kind) {
    return kind != engine::TargetKind::None && kind != engine::TargetKind::Self;
}

void ManeuverDraft::setNumber(engine::Command& command, engine::InputKind kind, int value) {
    using engine::InputKind;
    // Nothing entered is not a zero the table decided: no wager, no damage.
    const std::optional<int> entered = value != 0 ? std::optional<int>(value) : std::nullopt;
    switch (kind) {
    case InputKind::Hit:
        command.hit = value != 0;
        break;
    case InputKind::Damage:
        command.damage = entered;
        break;
    case InputKind::Ki:
        command.ki = entered;
        break;
    case InputKind::Stacks:
        command.stacks = entered;
        break;
    case InputKind::Amount:
        command.amount = value;
        break;
    case InputKind::Square:
    case InputKind::Mode:
    case InputKind::Category:
    case InputKind::Text:
        break;
    }
}

void ManeuverDraft::setText(engine::Command& command, engine::InputKind kind, const std::string& text) {
    using engine::InputKind;
    if (kind == InputKind::Mode) {
        command.mode = text;
    } else if (kind == InputKind::Category) {
        command.category = text;
    } else if (kind == InputKind::Text) {
        command.option = text;
    }
}

void ManeuverDraft::setDefaults(engine::Command& command, const std::vector<engine::InputDescription>& inputs,
                                engine::Position from, int columns) {
    using engine::InputKind;
    for (const auto& input : inputs) {
        switch (input.kind) {
        case InputKind::Square: {
            engine::Position to = from;
            to.x += from.x + 1 < columns ? 1 : -1;
            command.to = to;
            break;
        }
        case InputKind::Mode:
        case InputKind::Category:
            setText(command, input.kind, input.choices.empty() ? std::string() : input.choices.front().id);
            break;
        case InputKind::Text:
            break;
        case InputKind::Hit:
            command.hit = input.initial != 0;
            break;
        case InputKind::Damage:
        case InputKind::Ki:
        case InputKind::Stacks:
        case InputKind::Amount:
            setNumber(command, input.kind, input.initial);
            break;
        }
    }
}

} // namespace scouter::ui
