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
    // A Ki Wager on an attack: up to the actor's Ki left after the attack's own `perTier`(T) and
    // its Energy Charges.
    [[nodiscard]] InputDescription wager(int perTier = 0) const;
    [[nodiscard]] static InputDescription square(std::string label, std::string help);

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
