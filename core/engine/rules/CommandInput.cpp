// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/CommandInput.h"

namespace scouter::engine {

CommandInput::Shape CommandInput::shapeOf(InputKind kind) {
    switch (kind) {
    case InputKind::Hit:
    case InputKind::Lethal:
    case InputKind::Critical:
    case InputKind::Spend:
    case InputKind::Flag:
        return Shape::Flag;
    case InputKind::Square:
        return Shape::Square;
    case InputKind::Mode:
    case InputKind::Category:
    case InputKind::Kind:
    case InputKind::Choice:
        return Shape::Choice;
    case InputKind::Ids:
        return Shape::Ids;
    case InputKind::Records:
        return Shape::Records;
    case InputKind::Text:
        return Shape::Text;
    case InputKind::Damage:
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
    case InputKind::Number:
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
    case InputKind::Number:
    case InputKind::Flag:
    case InputKind::Choice:
    case InputKind::Ids:
    case InputKind::Records:
        return {}; // named by the input's own key
    }
    return "option";
}

std::string CommandInput::keyOf(const InputDescription& input) {
    return input.key.empty() ? std::string(keyOf(input.kind)) : input.key;
}

void CommandInput::setNumber(CommandForm& form, const InputDescription& input, int value) {
    const std::string key = keyOf(input);
    if (shapeOf(input.kind) == Shape::Flag) {
        // A flag named by its key (an attack's `instant`, `tail`) unticked is nothing entered.
        if (input.kind == InputKind::Flag && value == 0) {
            form.arguments.erase(key);
        } else {
            form.set(key, value != 0);
        }
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
    // A choice of "not stated" (an attack's Foundation left open) sends nothing.
    if (input.kind == InputKind::Choice && text.empty()) {
        form.arguments.erase(keyOf(input));
        return;
    }
    form.set(keyOf(input), text);
}

void CommandInput::setIds(CommandForm& form, const InputDescription& input, const std::vector<std::string>& ids) {
    if (ids.empty()) {
        form.arguments.erase(keyOf(input));
    } else {
        form.set(keyOf(input), ids);
    }
}

void CommandInput::setRecords(CommandForm& form, const InputDescription& input,
                              const std::vector<std::vector<int>>& values) {
    std::vector<NumberRecord> records;
    records.reserve(values.size());
    for (const auto& row : values) {
        NumberRecord record;
        for (std::size_t column = 0; column < row.size() && column < input.choices.size(); ++column) {
            record.emplace(input.choices[column].id, row[column]);
        }
        records.push_back(std::move(record));
    }
    form.set(keyOf(input), std::move(records));
}

void CommandInput::clear(CommandForm& form, const InputDescription& input) {
    form.arguments.erase(keyOf(input));
}

} // namespace scouter::engine
