#include "rules/CommandInput.h"

namespace scouter::engine {

CommandInput::Shape CommandInput::shapeOf(InputKind kind) {
    switch (kind) {
    case InputKind::Hit:
    case InputKind::Lethal:
    case InputKind::Critical:
    case InputKind::Spend:
        return Shape::Flag;
    case InputKind::Square:
        return Shape::Square;
    case InputKind::Mode:
    case InputKind::Category:
    case InputKind::Kind:
        return Shape::Choice;
    case InputKind::Text:
        return Shape::Text;
    case InputKind::Damage:
    case InputKind::Ki:
    case InputKind::Stacks:
    case InputKind::Amount:
    case InputKind::Roll:
    case InputKind::Bonus:
    case InputKind::Dc:
    case InputKind::Weapon:
    case InputKind::Range:
        return Shape::Number;
    }
    return Shape::Number;
}

void CommandInput::setNumber(Command& command, const InputDescription& input, int value) {
    // Nothing entered is not a zero the table decided: no wager, no damage.
    const std::optional<int> entered = value != 0 || input.required ? std::optional<int>(value) : std::nullopt;
    switch (input.kind) {
    case InputKind::Hit:
        command.hit = value != 0;
        break;
    case InputKind::Lethal:
        command.lethal = value != 0;
        break;
    case InputKind::Critical:
        command.critical = value != 0;
        break;
    case InputKind::Spend:
        command.conviction = value != 0;
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
    case InputKind::Roll:
        command.roll = value;
        break;
    case InputKind::Bonus:
        command.bonus = entered;
        break;
    case InputKind::Dc:
        command.dc = value;
        break;
    case InputKind::Weapon:
        command.weapon = value;
        break;
    case InputKind::Range:
        command.range = entered;
        break;
    case InputKind::Square:
    case InputKind::Mode:
    case InputKind::Category:
    case InputKind::Kind:
    case InputKind::Text:
        break;
    }
}

void CommandInput::setText(Command& command, InputKind kind, const std::string& text) {
    if (kind == InputKind::Mode) {
        command.mode = text;
    } else if (kind == InputKind::Category) {
        command.category = text;
    } else if (kind == InputKind::Kind) {
        command.kind = text;
    } else if (kind == InputKind::Text) {
        command.option = text;
    }
}

} // namespace scouter::engine
