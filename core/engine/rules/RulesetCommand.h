// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CommandArguments.h"
#include "rules/CommandLimits.h"
#include "rules/Commands.h"

#include <cstddef>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace scouter::engine {

// A command only one ruleset knows (a maneuver, an attack), carried by the core without
// knowing its type, like events::RulesetEvent: the ruleset that reads it (Ruleset::readCommand)
// handles it (Ruleset::handle) and gets its struct back with commandAs<T> (rules/Command.h).
class RulesetCommandBody {
public:
    RulesetCommandBody() = default;
    RulesetCommandBody(const RulesetCommandBody&) = delete;
    RulesetCommandBody& operator=(const RulesetCommandBody&) = delete;
    virtual ~RulesetCommandBody() = default;
    // The command's name in forms, the log and the recorder ("maneuver"), unique in its ruleset.
    [[nodiscard]] virtual std::string_view name() const = 0;
    // What it carries past its arguments' bounds, named (rules/CommandLimits.h).
    [[nodiscard]] virtual std::optional<std::string> limitProblem() const = 0;
    // One address per struct type (RulesetCommandOf<T>::kTag): commandAs<T> compares it, cheaper
    // than a dynamic_cast on every command a ruleset handles.
    [[nodiscard]] virtual const void* typeTag() const = 0;
    // A copy (or the moved value) placed in `buffer` when it fits RulesetCommand's, else on the heap.
    [[nodiscard]] virtual RulesetCommandBody* copyInto(void* buffer) const = 0;
    [[nodiscard]] virtual RulesetCommandBody* moveInto(void* buffer) = 0;
};

// The struct inside RulesetCommand's own buffer when it fits, so building a command (one a turn,
// every probe of the panel) allocates nothing; a larger struct is held on the heap.
inline constexpr std::size_t kRulesetCommandBuffer = 320;

template <class T> class RulesetCommandOf final : public RulesetCommandBody {
public:
    explicit RulesetCommandOf(const T& value) : m_value(value) {}
    explicit RulesetCommandOf(T&& value) : m_value(std::move(value)) {}
    [[nodiscard]] std::string_view name() const override { return T::kName; }
    [[nodiscard]] std::optional<std::string> limitProblem() const override {
        auto problem = argumentLimitProblem(m_value);
        return problem ? std::optional<std::string>(std::move(problem->message)) : std::nullopt;
    }
    [[nodiscard]] const void* typeTag() const override { return &kTag; }
    [[nodiscard]] RulesetCommandBody* copyInto(void* buffer) const override { return make(buffer, m_value); }
    [[nodiscard]] RulesetCommandBody* moveInto(void* buffer) override { return make(buffer, std::move(m_value)); }
    [[nodiscard]] const T& value() const { return m_value; }

    static constexpr char kTag = 0;
    static constexpr bool kInline =
        sizeof(T) + 2 * sizeof(void*) <= kRulesetCommandBuffer && alignof(T) <= alignof(std::max_align_t);

    // Built from `value` as given (copied or moved once), in `buffer` when it fits.
    template <class U> static RulesetCommandBody* make(void* buffer, U&& value) {
        if constexpr (kInline) {
            static_assert(sizeof(RulesetCommandOf) <= kRulesetCommandBuffer);
            return new (buffer) RulesetCommandOf(std::forward<U>(value));
        } else {
            return new RulesetCommandOf(std::forward<U>(value));
        }
    }

private:
    T m_value;
};

class RulesetCommand {
public:
    RulesetCommand() = default;
    // Implicit, so a ruleset's struct is passed where a Command is taken (Encounter::submit).
    template <class U>
    requires CommandStruct<std::remove_cvref_t<U>> &&(!NeutralCommand<std::remove_cvref_t<U>>)
        RulesetCommand(U&& value) // NOLINT(google-explicit-constructor, bugprone-forwarding-reference-overload)
        : m_body(RulesetCommandOf<std::remove_cvref_t<U>>::make(m_buffer, std::forward<U>(value))) {}
    RulesetCommand(const RulesetCommand& other) : m_body(other.m_body ? other.m_body->copyInto(m_buffer) : nullptr) {}
    RulesetCommand(RulesetCommand&& other) noexcept { take(std::move(other)); }
    RulesetCommand& operator=(const RulesetCommand& other) {
        if (this != &other) {
            reset();
            m_body = other.m_body ? other.m_body->copyInto(m_buffer) : nullptr;
        }
        return *this;
    }
    RulesetCommand& operator=(RulesetCommand&& other) noexcept {
        if (this != &other) {
            reset();
            take(std::move(other));
        }
        return *this;
    }
    ~RulesetCommand() { reset(); }

    [[nodiscard]] const RulesetCommandBody* body() const { return m_body; }

private:
    [[nodiscard]] bool held() const { return static_cast<const void*>(m_body) == static_cast<const void*>(m_buffer); }
    void reset() {
        if (m_body != nullptr && held()) {
            m_body->~RulesetCommandBody();
        } else {
            delete m_body;
        }
        m_body = nullptr;
    }
    void take(RulesetCommand&& other) {
        if (other.m_body == nullptr) {
            return;
        }
        if (other.held()) {
            m_body = other.m_body->moveInto(m_buffer);
            other.reset();
        } else {
            m_body = std::exchange(other.m_body, nullptr);
        }
    }

    alignas(std::max_align_t) unsigned char m_buffer[kRulesetCommandBuffer];
    RulesetCommandBody* m_body = nullptr;
};

} // namespace scouter::engine
