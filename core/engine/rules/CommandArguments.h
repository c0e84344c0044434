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

// One record of named whole numbers, the element of a Records argument (a Duel's set of Wound Rolls:
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

// One argument of a command struct: the key it has in a form (a scenario step, the panel's form)
// and the field it fills. The key is the contract's word; the field keeps the name the rules read
// (`"who"` may fill `ids`, `"as"` fills `relation`).
template <class C, class T> struct Argument {
    std::string_view key;
    T C::*field;
};

template <class C, class T> constexpr Argument<C, T> argument(std::string_view key, T C::*field) {
    return {key, field};
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

template <class C, class F> constexpr void forEachArgument(F&& visit) {
    std::apply([&](const auto&... each) { (visit(each), ...); }, C::arguments());
}

} // namespace scouter::engine
