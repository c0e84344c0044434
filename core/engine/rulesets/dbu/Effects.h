// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"
#include "model/Duration.h"
#include "model/Effect.h"

#include <string>
#include <vector>

namespace scouter::engine::dbu {

// Creating timed effects with the right anchor, and ending them (digest A6.1).
class Effects {
public:
    // Anchors a duration named by a command to the board as it is now.
    [[nodiscard]] static Duration resolve(const DbuContext& context, const DurationSpec& spec);
    [[nodiscard]] static Duration startOfNextTurn(const DbuContext& context, const std::string& who);
    [[nodiscard]] static Duration endOfNextTurn(const DbuContext& context, const std::string& who);
    [[nodiscard]] static Duration endOfThisTurn(const DbuContext& context, const std::string& who);
    [[nodiscard]] static Duration endOfRound(const DbuContext& context);

    static void add(DbuContext& context, const std::string& owner, EffectKind kind, const std::string& name,
                    const std::string& source, const Duration& until);
    static void addCondition(DbuContext& context, const std::string& owner, const std::string& name,
                             const std::string& source, const Duration& until);
    // Removes the matching conditions; an empty source matches every source. `why` is the log's
    // reason ("expired", "removed" by the ARC, "found").
    static void removeCondition(DbuContext& context, const std::string& owner, const std::string& name,
                                const std::string& source = {}, const std::string& why = "expired");
    // Ends every effect `due` selects, with what ending each kind implies. Every effect in play is
    // asked at every turn's start and end: the predicate is called in place, not through a
    // std::function.
    template <class Due>
    static void expireWhere(DbuContext& context, const Due& due, const std::string& why = "expired") {
        std::vector<Effect> ending; // taken aside first: ending one changes the list being read
        for (const auto& effect : context.state().effects) {
            if (due(effect)) {
                ending.push_back(effect);
            }
        }
        for (const auto& effect : ending) {
            end(context, effect, why);
        }
    }

private:
    static void end(DbuContext& context, const Effect& effect, const std::string& why);
};

} // namespace scouter::engine::dbu
