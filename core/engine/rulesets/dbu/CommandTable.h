// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"
#include "model/IdHash.h"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>

namespace scouter::engine::dbu {

namespace detail {
// The T of a handler taking `const DbuCall<T>&` or `DbuCall<T>&`.
template <class F> struct CallOf : CallOf<decltype(&F::operator())> {};
template <class L, class R, class A> struct CallOf<R (L::*)(A) const> { using Type = std::remove_cvref_t<A>; };
template <class R, class A> struct CallOf<R (*)(A)> { using Type = std::remove_cvref_t<A>; };
template <class T> struct CommandOf;
template <class T> struct CommandOf<DbuCall<T>> { using Type = T; };
} // namespace detail

// A DBU command: the check that may refuse it (reading the state only) and the run that turns
// it into events once it is accepted, both given the command as its own struct (DbuCall<T>):
// the run names it in its parameter, the check may be generic.
class CommandHandler {
public:
    template <class Check, class Run>
    CommandHandler(Check checks, Run runs, bool whilePending = false, bool afterEnd = false)
        : allowedWhilePending(whilePending), allowedAfterEnd(afterEnd) {
        using T = typename detail::CommandOf<typename detail::CallOf<Run>::Type>::Type;
        name = T::kName;
        check = [checks](const DbuContext& context, const Command& command) {
            return checks(DbuCall<T>(context, *commandAs<T>(command)));
        };
        run = [runs](DbuContext& context, const Command& command) {
            DbuCall<T> call(context, *commandAs<T>(command));
            runs(call);
        };
    }

    std::string_view name;
    std::function<std::optional<std::string>(const DbuContext&, const Command&)> check;
    std::function<void(DbuContext&, const Command&)> run;
    bool allowedWhilePending = false; // the answers to a pending decision
    bool allowedAfterEnd = false;
};

class CommandTable {
public:
    void add(std::string_view type, CommandHandler handler) {
        if (type != handler.name) {
            throw std::logic_error("the handler of '" + std::string(type) + "' takes " + std::string(handler.name));
        }
        m_handlers.insert_or_assign(std::string(type), std::move(handler));
    }
    [[nodiscard]] const CommandHandler* find(std::string_view type) const {
        const auto found = m_handlers.find(type);
        return found == m_handlers.end() ? nullptr : &found->second;
    }

private:
    // Looked up by name on every command, never listed: hashed, so no order to keep.
    std::unordered_map<std::string, CommandHandler, IdHasher, SameId> m_handlers;
};

// Each registers one area's commands.
void addSetupCommands(CommandTable& table);
void addTurnCommands(CommandTable& table);
void addStateCommands(CommandTable& table);
void addManeuverCommand(CommandTable& table);
void addDuelCommands(CommandTable& table);

} // namespace scouter::engine::dbu
