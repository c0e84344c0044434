// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>

namespace scouter::engine::fatewalker {

// The levels two bound combatants share (contract section 11, R-21): `<id>.bind` shows them on
// both, with `with` naming the other. A level is absent (nullopt) until a maneuver sets it.
struct BindLevels {
    std::optional<int> grapple;
    std::optional<int> takedown;
    std::optional<int> hold;
    std::optional<std::string> holder; // who applies the hold

    [[nodiscard]] bool empty() const { return !grapple && !takedown && !hold; }
    friend bool operator==(const BindLevels&, const BindLevels&) = default;
};

// What a maneuver made of a pair's bind.
struct BindChange {
    enum class Kind { Unchanged, Set, Ended };
    Kind kind = Kind::Unchanged;
    BindLevels levels;      // when Set
    bool newBind = false;   // it starts a bind: any other bind of either combatant ends
    bool bothStand = false; // a Sweep took the takedown below 0 («potentially standing both ... up»)
    bool bothProne = false; // a Takedown («the attacker prone on top of the defender»)

    [[nodiscard]] static BindChange unchanged() { return {}; }
    [[nodiscard]] static BindChange set(BindLevels levels, bool fresh = false) {
        BindChange change;
        change.kind = Kind::Set;
        change.levels = std::move(levels);
        change.newBind = fresh;
        return change;
    }
    [[nodiscard]] static BindChange ended() {
        BindChange change;
        change.kind = Kind::Ended;
        return change;
    }
    friend bool operator==(const BindChange&, const BindChange&) = default;
};

// A landed Grapple: + net on the grapple level, which starts from -1 for a pair without one
// (so a new grapple is net - 1, as Catch Strike's «(Net Successes -1)»).
[[nodiscard]] BindChange grappleLanded(const std::optional<BindLevels>& bind, int net);
// A landed Takedown (3+ net successes): takedown level net - 3, both prone.
[[nodiscard]] BindChange takedownLanded(const std::optional<BindLevels>& bind, int net);
// A won Catch Strike: a grapple at level m - 1.
[[nodiscard]] BindChange catchStrikeWon(const std::optional<BindLevels>& bind, int margin);
// A landed Hold or Choke Hold by `holder`: + ⌈net/2⌉ on the hold value (restarting when the other
// one held), the holder's. A hold that does not land frees both («the defender escapes»).
[[nodiscard]] BindChange holdLanded(const BindLevels& bind, const std::string& holder, int net);
// An initiated Slip by `slipper`: lowers the hold value when it is the one held, or else the grapple
// level (or else the takedown) by net; a level below 0 ends, and a bind with no level left ends.
[[nodiscard]] BindChange slipLanded(const BindLevels& bind, const std::string& slipper, int net);
// A landed Sweep: lowers the takedown by net; below 0 it ends and both stand.
[[nodiscard]] BindChange sweepLanded(const BindLevels& bind, int net);
// The roll bonus of a holder's next Hold or Choke Hold («a bonus equal to the current Hold value»).
[[nodiscard]] int successiveHoldBonus(const std::optional<BindLevels>& bind, const std::string& who);

} // namespace scouter::engine::fatewalker
