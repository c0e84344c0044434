// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuSettings.h"
#include "model/EncounterState.h"
#include "rules/Description.h"

#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine::dbu {

// What a maneuver's description reads: the actor's Tier, pools and grapple now, or, without an
// actor, the widest bounds the engine accepts. Also the inputs most maneuvers share, so their
// labels, bounds and dice read the same everywhere.
class DescriptionContext {
public:
    DescriptionContext(const EncounterState& state, const Combatant* actor, const DbuSettings& settings)
        : m_state(state), m_actor(actor), m_settings(settings) {}

    [[nodiscard]] const EncounterState& state() const { return m_state; }
    [[nodiscard]] const Combatant* actor() const { return m_actor; }
    [[nodiscard]] const DbuSettings& settings() const { return m_settings; }
    [[nodiscard]] int tier() const;
    [[nodiscard]] int ki() const;
    [[nodiscard]] int charges() const;
    [[nodiscard]] bool grappling() const;
    [[nodiscard]] bool grappled() const;
    // The Wound Roll adds the Force or the Spirit Modifier by attack type: a Physical attack's
    // Force, otherwise the higher of the two (the type is the table's to know).
    [[nodiscard]] int woundModifier(bool physical) const;
    // The Wound Roll in the dice module's notation: "1d10(T)+2d6(T)+3" with two Energy Charges.
    [[nodiscard]] std::string woundRoll(bool physical = false) const;

    // A roll the table makes (Strike against Dodge, a save, a check): did it succeed.
    [[nodiscard]] static InputDescription hit(std::string label, std::string help, bool initial);
    // The Life an attack's hit takes, with a roll button for the Wound Roll.
    [[nodiscard]] InputDescription damage(std::string help, bool physical = false) const;
    // A Ki amount from 0 (or `minimum`) up to `maximum`.
    [[nodiscard]] static InputDescription kiInput(std::string label, std::string help, int minimum, int maximum);
    // An attack's own Ki cost (`ki`): up to the actor's Ki left after the attack's `perTier`(T)
    // and its Energy Charges.
    [[nodiscard]] InputDescription wager(int perTier = 0) const;
    [[nodiscard]] static InputDescription square(std::string label, std::string help);

    // The DBU additions' arguments (scenario-format-dbu-additions.md §2), named by their keys.
    // A whole number from `minimum` to `maximum` sent as `key` (0: nothing entered).
    [[nodiscard]] static InputDescription number(std::string key, std::string label, std::string help, int minimum,
                                                 int maximum);
    [[nodiscard]] static InputDescription flag(std::string key, std::string label, std::string help, bool allowed);
    // What every Attacking Maneuver takes besides its own inputs: the Ki Wager (Ki and Capacity),
    // the Foundation, the Strike's Dice Score, the area's targets and hits, Instant, Tail.
    [[nodiscard]] std::vector<InputDescription> attackInputs() const;
    // Desperation's Life Wager: Life wagered as if it were Ki, the actor's Life at most.
    [[nodiscard]] InputDescription lifeWager() const;
    // A Parry's or Intervene's Dice Score before the penalties the engine takes off.
    [[nodiscard]] static InputDescription score(std::string help);
    // Transformation's `form`: the actor's forms not active yet, or the active ones for a revert.
    [[nodiscard]] InputDescription form(bool active) const;
    // Empower's Empowerment Roll (`roll`): the sheet's Energy Wound Dice (the d10 and its Extra
    // Dice) + Force, rolled by the button; in Melee Range the engine scores them at maximum.
    [[nodiscard]] InputDescription empowermentRoll() const;
    // The combatants an area attack may name: everyone standing but the actor.
    [[nodiscard]] std::vector<Choice> others() const;
    // The Ki Capacity the actor has left to wager this round (all of it without an actor).
    [[nodiscard]] int capacityLeft() const;

    // A description's head; the maneuver adds its inputs and options.
    [[nodiscard]] static ManeuverDescription entry(std::string_view id, std::string label, std::string group,
                                                   std::string cost, std::string help, TargetKind target);
    [[nodiscard]] static OptionDescription option(std::string id, std::string label, std::string help,
                                                  std::vector<InputDescription> inputs = {});

private:
    const EncounterState& m_state;
    const Combatant* m_actor;
    const DbuSettings& m_settings;
};

} // namespace scouter::engine::dbu
