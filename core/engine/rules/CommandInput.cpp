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
    case InputKind::Pool:
    case InputKind::Tn:
    case InputKind::Successes:
        return Shape::Number;
    }
    return Shape::Number;
}

std::string_view CommandInput::keyOf(InputKind kind) {
    switch (kind) {
    case InputKind::Hit:
        return "hit";
    case InputKind::Damage:
        return "damage";
    case InputKind::Ki:
        return "ki";
    case InputKind::Square:
        return "to";
    case InputKind::Stacks:
        return "stacks";
    case InputKind::Amount:
        return "amount";
    case InputKind::Mode:
        return "mode";
    case InputKind::Category:
        return "category";
    case InputKind::Text:
        return "option";
    case InputKind::Roll:
        return "roll";
    case InputKind::Bonus:
        return "bonus";
    case InputKind::Dc:
        return "dc";
    case InputKind::Weapon:
        return "weapon";
    case InputKind::Range:
        return "range";
    case InputKind::Kind:
        return "kind";
    case InputKind::Lethal:
        return "lethal";
    case InputKind::Critical:
        return "critical";
    case InputKind::Spend:
        return "conviction";
    case InputKind::Pool:
        return "pool";
    case InputKind::Tn:
        return "tn";
    case InputKind::Successes:
        return "successes";
    }
    return "option";
}

std::string CommandInput::keyOf(const InputDescription& input) {
    return input.key.empty() ? std::string(keyOf(input.kind)) : input.key;
}

void CommandInput::setNumber(CommandForm& form, const InputDescription& input, int value) {
    const std::string key = keyOf(input);
    if (shapeOf(input.kind) == Shape::Flag) {
        form.set(key, value != 0);
        return;
    }
    // Nothing entered is not a zero the table decided: no wager, no damage.
    const bool zeroCounts = input.required || input.kind == InputKind::Amount || input.kind == InputKind::Roll ||
                            input.kind == InputKind::Dc || input.kind == InputKind::Weapon ||
                            input.kind == InputKind::Pool || input.kind == InputKind::Tn ||
                            input.kind == InputKind::Successes;
    if (value != 0 || zeroCounts) {
        form.set(key, value);
    } else {
        form.arguments.erase(key);
    }
}

void CommandInput::setText(CommandForm& form, const InputDescription& input, const std::string& text) {
    form.set(keyOf(input), text);
}

void CommandInput::clear(CommandForm& form, const InputDescription& input) {
    form.arguments.erase(keyOf(input));
}

} // namespace scouter::engine
