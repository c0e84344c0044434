// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Limits.h"
#include "rules/CommandForm.h"

#include <string>
#include <vector>

namespace scouter::engine {

// The commands a ruleset reads, neutral and its own, as one list of structs: its
// Ruleset::commandSpecs and Ruleset::readCommand come from it, so what the ruleset says it takes
// and what it reads cannot differ, and every form is read through its arguments' specs, bounds
// included (readCommandForm).
template <CommandStruct... Cs> struct CommandList {
    static_assert((rangesWithin<Cs>(limits::kMaxCommandAmount) && ...),
                  "every range of a command's numbers goes from its minimum up to its maximum, both within a whole "
                  "pool either way, and says what the number is");

    [[nodiscard]] static std::vector<CommandSpec> specs() { return {commandSpecOf<Cs>()...}; }

    [[nodiscard]] static CommandReading read(const CommandForm& form) {
        std::optional<CommandReading> reading;
        (readAs<Cs>(form, reading) || ...);
        if (!reading) {
            return FormProblem{form.type, "unknown command '" + form.type + "'"};
        }
        return std::move(*reading);
    }

private:
    template <CommandStruct C> static bool readAs(const CommandForm& form, std::optional<CommandReading>& reading) {
        if (form.type != C::kName) {
            return false;
        }
        auto read = readCommandForm<C>(form);
        if (auto* problem = std::get_if<FormProblem>(&read)) {
            reading = std::move(*problem);
        } else {
            reading = Command(std::move(std::get<C>(read)));
        }
        return true;
    }
};

} // namespace scouter::engine
