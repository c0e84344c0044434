#include "panel/ManeuverDraft.h"

#include "rules/CommandInput.h"

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

engine::Command ManeuverDraft::command(const engine::ManeuverDescription& maneuver) {
    engine::Command command;
    if (maneuver.command.empty()) {
        command.type = "maneuver";
        command.name = maneuver.id;
    } else {
        command.type = maneuver.command;
    }
    return command;
}

void ManeuverDraft::clearInputs(engine::Command& command) {
    command.hit.reset();
    command.damage.reset();
    command.ki.reset();
    command.stacks.reset();
    command.amount.reset();
    command.roll.reset();
    command.bonus.reset();
    command.dc.reset();
    command.weapon.reset();
    command.range.reset();
    command.lethal.reset();
    command.critical.reset();
    command.conviction.reset();
    command.to.reset();
    command.mode.clear();
    command.category.clear();
    command.kind.clear();
}

bool ManeuverDraft::sendsTarget(engine::TargetKind kind) {
    return kind != engine::TargetKind::None && kind != engine::TargetKind::Self;
}

void ManeuverDraft::setNumber(engine::Command& command, const engine::InputDescription& input, int value) {
    engine::CommandInput::setNumber(command, input, value);
}

void ManeuverDraft::setText(engine::Command& command, engine::InputKind kind, const std::string& text) {
    engine::CommandInput::setText(command, kind, text);
}

void ManeuverDraft::setDefaults(engine::Command& command, const std::vector<engine::InputDescription>& inputs,
                                engine::Position from, int columns) {
    using Shape = engine::CommandInput::Shape;
    for (const auto& input : inputs) {
        switch (engine::CommandInput::shapeOf(input.kind)) {
        case Shape::Square: {
            engine::Position to = from;
            to.x += from.x + 1 < columns ? 1 : -1;
            command.to = to;
            break;
        }
        case Shape::Choice:
            setText(command, input.kind, input.choices.empty() ? std::string() : input.choices.front().id);
            break;
        case Shape::Text:
            break;
        case Shape::Flag:
        case Shape::Number:
            setNumber(command, input, input.initial);
            break;
        }
    }
}

} // namespace scouter::ui
