#pragma once

#include "rules/CommandArguments.h"
#include "rules/CommandLimits.h"
#include "rules/Commands.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace scouter::engine {

// A command only one ruleset knows (DBU's maneuver, True20's attack), carried by the core without
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
    // What it carries past a bound of model/Limits.h (rules/CommandLimits.h).
    [[nodiscard]] virtual std::optional<std::string> limitProblem() const = 0;
};

template <class T> class RulesetCommandOf final : public RulesetCommandBody {
public:
    explicit RulesetCommandOf(T value) : m_value(std::move(value)) {}
    [[nodiscard]] std::string_view name() const override { return T::kName; }
    [[nodiscard]] std::optional<std::string> limitProblem() const override { return argumentLimitProblem(m_value); }
    [[nodiscard]] const T& value() const { return m_value; }

private:
    T m_value;
};

struct RulesetCommand {
    RulesetCommand() = default;
    // Implicit, so a ruleset's struct is passed where a Command is taken (Encounter::submit).
    template <CommandStruct T>
    requires(!NeutralCommand<T>) RulesetCommand(T value) // NOLINT(google-explicit-constructor)
        : body(std::make_shared<const RulesetCommandOf<T>>(std::move(value))) {}

    std::shared_ptr<const RulesetCommandBody> body;
};

} // namespace scouter::engine
