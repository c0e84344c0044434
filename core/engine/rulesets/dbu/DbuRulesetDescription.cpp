#include "dbu/DbuRuleset.h"
#include "dbu/DbuState.h"
#include "dbu/RollModifiers.h"
#include "dbu/maneuvers/ManeuverCatalogue.h"
#include "rules/CommonCommands.h"

namespace scouter::engine::dbu {

// The description half of DbuRuleset: what the panel, the menus and the log are built from.

std::vector<ManeuverDescription> DbuRuleset::maneuvers(const EncounterState& state, std::string_view who) const {
    static const ManeuverCatalogue catalogue;
    const DescriptionContext context(state, state.find(std::string(who)), m_settings);
    std::vector<ManeuverDescription> result;
    for (auto name : catalogue.names()) {
        result.push_back(catalogue.find(name)->describe(context));
    }
    return result;
}

std::vector<ConditionDescription> DbuRuleset::conditions() const {
    return {
        {"guard-down", "Guard Down", "Easier to hit: from Energy Charge, a Grapple, a Thrust or surprise"},
        {"slowed", "Slowed", "Surprised (002): slowed until the end of the Surprise Round"},
        {"shaken", "Shaken", "From Terrify or a failed heavy attack on a Direct Hit"},
        {"prone", "Prone", "Knocked down: Stand Up (1 A) ends it"},
        {"grappled", "Grappled", "Held in a Grapple, or holding one"},
        {"pinned", "Pinned", "Pinned in a Grapple, or held by an Energy Restraint"},
        {"poisoned", "Poisoned", "Treatment cures it"},
        {"defeated", "Defeated", "At 0 Life: cannot act; Treatment revives"},
        {"hidden", "Hidden", "Unseen by Opponents until found (Sense)"},
    };
}

std::vector<CommandDescription> DbuRuleset::panelCommands() const {
    return {{"convert",
             "Convert",
             "One Action becomes a Counter Action: at any time, also to answer an offered Counter Action",
             CommandDescription::Subject::Combatant,
             "",
             {},
             "C"}};
}

// The ARC's hand entries between maneuvers: Life lost or healed, Ki gained or spent.
std::vector<QuickAmount> DbuRuleset::quickAmounts() const {
    return {{"Damage", "damage", "Damage", "damage", 1},
            {"Heal", "heal", "Heal", "healing", 1},
            {"KiUp", "ki", "Ki +", "Ki", 1},
            {"KiDown", "ki", "Ki −", "Ki", -1}};
}

std::vector<CommandDescription> DbuRuleset::arcCommands() const {
    using Subject = CommandDescription::Subject;
    return {
        CommonCommands::endEncounter(),
        {"skipTurn",
         "Skip turn",
         "The picked combatant's slot loses its turn this round (the acting one ends it now)",
         Subject::Combatant,
         "",
         {},
         "Ctrl+K"},
        CommonCommands::removeCombatant(),
        {"relation",
         "Change sides",
         "The two combatants become each other's Allies or Opponents",
         Subject::Pair,
         "as",
         {{"ally", "As Allies"}, {"opponent", "As Opponents"}},
         "Ctrl+Shift+A"},
        {"decline",
         "Decline the Counter Action",
         "The picked combatant lets the Counter Action offered to it go",
         Subject::Combatant,
         "",
         {},
         "Ctrl+D"},
    };
}

std::pair<int, int> DbuRuleset::diceTiers(const EncounterState& state, std::string_view who) const {
    const Combatant* actor = state.find(std::string(who));
    return actor != nullptr ? std::pair{fighter(state, *actor).tier(), fighter(state, *actor).baseTier()}
                            : std::pair{1, 1};
}

std::vector<std::string> DbuRuleset::rollNotes(const EncounterState& state, std::string_view who,
                                               std::string_view target) const {
    const auto modifiers = target.empty() ? RollModifiers::of(state, std::string(who))
                                          : RollModifiers::of(state, std::string(who), std::string(target));
    std::vector<std::string> notes;
    notes.reserve(modifiers.size());
    for (const auto& modifier : modifiers) {
        notes.push_back(modifier.description);
    }
    return notes;
}

std::vector<std::string> DbuRuleset::maneuverRollNotes(const EncounterState& state, std::string_view who,
                                                       std::string_view maneuver, std::string_view target) const {
    std::vector<std::string> notes;
    for (const auto& modifier : RollModifiers::forManeuver(state, std::string(who), maneuver, std::string(target))) {
        notes.push_back(modifier.description);
    }
    return notes;
}

} // namespace scouter::engine::dbu
