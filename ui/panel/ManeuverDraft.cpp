// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverDraft.h"

#include "rules/CommandInput.h"

#include <algorithm>
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

engine::CommandForm ManeuverDraft::form(const engine::ManeuverDescription& maneuver) {
    engine::CommandForm form;
    if (maneuver.command.empty()) {
        form.type = "maneuver";
        form.set("name", maneuver.id);
    } else {
        form.type = maneuver.command;
        if (!maneuver.nameKey.empty()) {
            form.set(maneuver.nameKey, maneuver.name.empty() ? maneuver.id : maneuver.name);
        }
    }
    for (const auto& [key, value] : maneuver.presets) {
        form.set(key, value);
    }
    return form;
}

std::string ManeuverDraft::targetKey(const engine::ManeuverDescription& maneuver) {
    return maneuver.targetKey.empty() ? std::string("target") : maneuver.targetKey;
}

void ManeuverDraft::setOption(engine::CommandForm& form, const std::vector<engine::CommandSpec>& specs,
                              const std::string& id) {
    const auto spec = std::find_if(specs.begin(), specs.end(),
                                   [&](const engine::CommandSpec& each) { return each.name == form.type; });
    if (!id.empty() && spec != specs.end() && spec->find("option") != nullptr) {
        form.set("option", id);
    } else {
        form.arguments.erase("option");
    }
}

void ManeuverDraft::clearInputs(engine::CommandForm& form, const engine::ManeuverDescription& maneuver) {
    const auto clear = [&](const std::vector<engine::InputDescription>& inputs) {
        for (const auto& input : inputs) {
            engine::CommandInput::clear(form, input);
        }
    };
    clear(maneuver.inputs);
    for (const auto& option : maneuver.options) {
        clear(option.inputs);
    }
}

bool ManeuverDraft::sendsTarget(engine::TargetKind kind) {
    return kind != engine::TargetKind::None && kind != engine::TargetKind::Self;
}

void ManeuverDraft::setNumber(engine::CommandForm& form, const engine::InputDescription& input, int value) {
    engine::CommandInput::setNumber(form, input, value);
}

void ManeuverDraft::setText(engine::CommandForm& form, const engine::InputDescription& input, const std::string& text) {
    engine::CommandInput::setText(form, input, text);
}

void ManeuverDraft::setRecords(engine::CommandForm& form, const engine::InputDescription& input,
                               const std::vector<std::vector<int>>& values) {
    engine::CommandInput::setRecords(form, input, values);
}

void ManeuverDraft::setDefaults(engine::CommandForm& form, const std::vector<engine::InputDescription>& inputs,
                                engine::Position from, int columns) {
    using Shape = engine::CommandInput::Shape;
    using engine::InputKind;
    // A pool described both ways is entered as counted at the table by default (ManeuverForm).
    const auto has = [&inputs](InputKind kind) {
        return std::any_of(inputs.begin(), inputs.end(), [kind](const auto& input) { return input.kind == kind; });
    };
    const bool atTheTable = has(InputKind::Pool) && has(InputKind::Successes);
    for (const auto& input : inputs) {
        if (atTheTable && (input.kind == InputKind::Pool || input.kind == InputKind::Tn)) {
            continue;
        }
        switch (engine::CommandInput::shapeOf(input.kind)) {
        case Shape::Square: {
            engine::Position to = from;
            to.x += from.x + 1 < columns ? 1 : -1;
            form.set(engine::CommandInput::keyOf(input), to);
            break;
        }
        case Shape::Choice:
            setText(form, input, input.choices.empty() ? std::string() : input.choices.front().id);
            break;
        case Shape::Text:
        case Shape::Ids: // none picked: the maneuver's own target
            break;
        case Shape::Records:
            setRecords(form, input,
                       std::vector<std::vector<int>>(static_cast<std::size_t>(input.rows),
                                                     std::vector<int>(input.choices.size(), input.initial)));
            break;
        case Shape::Flag:
        case Shape::Number:
            setNumber(form, input, input.initial);
            break;
        }
    }
}

} // namespace scouter::ui
