// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace scouter::engine {

// One record of named whole numbers, the element of a Records argument (one exchange of a roll-off:
// {"attacker": 14, "challenger": 12}). The command reading it says which names it needs.
using NumberRecord = std::map<std::string, int, std::less<>>;

// What a command's argument holds, decided by its field's C++ type (argumentTypeOf).
enum class ArgumentType {
    Flag,    // std::optional<bool>
    Number,  // std::optional<int>
    Text,    // std::string
    Texts,   // std::vector<std::string>: ids, a decision's choice
    Square,  // std::optional<Position>
    Pairs,   // std::vector<std::pair<std::string, std::string>>: [id, choice] each
    Records, // std::vector<NumberRecord>: objects of named integers
};

// The whole numbers a number argument takes: the rules' bound where they give one, else Scouter's
// on the rules' scale (model/Limits.h). `meaning` says what the number is in users' words, for the
// refusal of a value past it ("'bonus' is a situational modifier, from -100 to 100, not 200").
struct NumberRange {
    int minimum = 0;
    int maximum = 0;
    std::string_view meaning;

    [[nodiscard]] constexpr bool holds(int value) const { return value >= minimum && value <= maximum; }
};

// The fields that hold numbers: a Number, and the Records whose every number is held to one range.
template <class T>
inline constexpr bool kHoldsNumbers =
    std::is_same_v<T, std::optional<int>> || std::is_same_v<T, std::vector<NumberRecord>>;

// One argument of a command struct: the key it has in a form (a scenario step, the panel's form)
// and the field it fills, with the range of a field that holds numbers. The key is the contract's
// word; the field keeps the name the rules read (`"who"` may fill `ids`, `"as"` fills `relation`).
template <class C, class T> struct Argument {
    std::string_view key;
    T C::*field;
    NumberRange range{}; // only a field that holds numbers has one
};

// A number without its range does not compile: the core checks every number a command carries
// against its argument's range before any ruleset sees it (rules/CommandLimits.h).
template <class C, class T> constexpr Argument<C, T> argument(std::string_view key, T C::*field) {
    static_assert(!kHoldsNumbers<T>,
                  "a number argument declares its range: argument(key, &C::field, NumberRange{...})");
    return {key, field, {}};
}

template <class C, class T> constexpr Argument<C, T> argument(std::string_view key, T C::*field, NumberRange range) {
    static_assert(kHoldsNumbers<T>, "only an argument that holds numbers has a range");
    return {key, field, range};
}

template <class T> constexpr ArgumentType argumentTypeOf() {
    if constexpr (std::is_same_v<T, std::optional<bool>>) {
        return ArgumentType::Flag;
    } else if constexpr (std::is_same_v<T, std::optional<int>>) {
        return ArgumentType::Number;
    } else if constexpr (std::is_same_v<T, std::string>) {
        return ArgumentType::Text;
    } else if constexpr (std::is_same_v<T, std::vector<std::string>>) {
        return ArgumentType::Texts;
    } else if constexpr (std::is_same_v<T, std::optional<Position>>) {
        return ArgumentType::Square;
    } else if constexpr (std::is_same_v<T, std::vector<NumberRecord>>) {
        return ArgumentType::Records;
    } else {
        static_assert(std::is_same_v<T, std::vector<std::pair<std::string, std::string>>>,
                      "a command argument is a flag, a number, a text, texts, a square, pairs or records");
        return ArgumentType::Pairs;
    }
}

// A command struct C has
//   static constexpr std::string_view kName;     its name in forms, the log and the recorder
//   static constexpr auto arguments();           a std::tuple of argument(key, &C::field)
// and may have `std::optional<std::string> problem() const`: what makes it unreadable although
// every argument has its type (an unknown mode, a die face no die has).
template <class C>
concept CommandStruct = requires {
    { C::kName } -> std::convertible_to<std::string_view>;
    C::arguments();
};

// Built once: read for every command submitted and probed, where building the tuple of some
// thirty arguments anew was a tenth of checking a command's bounds.
template <class C> inline constexpr auto kArgumentsOf = C::arguments();

template <class C, class F> constexpr void forEachArgument(F&& visit) {
    std::apply([&](const auto&... each) { (visit(each), ...); }, kArgumentsOf<C>);
}

// Whether every range of C's arguments is one: its minimum at most its maximum, both within
// `widest` either way (CommandList checks it when it compiles, with a whole pool as the widest,
// so a sum of a few bounded numbers always fits an int).
template <class C> constexpr bool rangesWithin(int widest) {
    bool within = true;
    forEachArgument<C>([&](const auto& argument) {
        using T = std::remove_cvref_t<decltype(std::declval<C>().*(argument.field))>;
        if constexpr (kHoldsNumbers<T>) {
            const NumberRange& range = argument.range;
            within = within && range.minimum <= range.maximum && range.minimum >= -widest && range.maximum <= widest &&
                     !range.meaning.empty();
        }
    });
    return within;
}

} // namespace scouter::engine
