// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuRuleset.h"
#include "dbu/DbuState.h"
#include "dbu/RollModifiers.h"
#include "dbu/maneuvers/ManeuverCatalogue.h"
#include "model/Limits.h"
#include "rules/CommonCommands.h"
#include "rules/PreparedMoves.h"
#include "rules/SideChange.h"

#include <algorithm>
#include <array>
#include <fmt/format.h>

namespace scouter::engine::dbu {

// The description half of DbuRuleset: what the panel, the menus and the log are built from.

namespace {

// The Attacking Maneuvers of the contract's additions (§2): each takes a wager, a Foundation, a
// Strike score, an area's targets, Instant and Tail.
bool takesAttackInputs(std::string_view id) {
    static constexpr std::array<std::string_view, 7> kAttacking{
        "basic-attack", "blitz", "called-shot", "signature-technique", "throw", "thrusting", "united-attack"};
    return std::find(kAttacking.begin(), kAttacking.end(), id) != kAttacking.end();
}

// `inputs` is the context's attackInputs(), read once for all the attacks: its area inputs list
// every other combatant standing, which at 200 combatants was most of describing the maneuvers.
void addAttackInputs(ManeuverDescription& described, const DescriptionContext& context,
                     const std::vector<InputDescription>& inputs) {
    described.inputs.insert(described.inputs.end(), inputs.begin(), inputs.end());
    for (auto& option : described.options) {
        if (option.replacesInputs) {
            option.inputs.insert(option.inputs.end(), inputs.begin(), inputs.end());
        }
        // 000 Desperation: Life wagered "as if it were Ki", against a target 2+ Tiers higher.
        if (option.id == "desperation") {
            option.inputs.push_back(context.lifeWager());
        }
    }
}

// The open Duel's three contested Wound Rolls and the winner's last one (additions §3): a command
// of the encounter's, not of one combatant's, offered beside the maneuvers.
ManeuverDescription duelResultDescription(const DescriptionContext& context) {
    auto d = DescriptionContext::entry("duel-result", "Duel result", "Defence", "Instant",
                                       "The three contested Wound Rolls of the open Duel and the winner's last "
                                       "Wound Roll: the wagers are refunded, paid and scored",
                                       TargetKind::None);
    d.command = "duelResult";
    InputDescription sets;
    sets.kind = InputKind::Records;
    sets.key = "sets";
    sets.label = "Sets: each side's Wound Roll Dice Score (no Energy Charge dice) and Ki Wager";
    sets.help = "Each side's wager is at most 1/4 of its Capacity Rate, rounded up (000 Duel)";
    sets.rows = 3;
    sets.maximum = limits::kMaxCommandAmount;
    sets.choices = {{"attacker", "Attacker"},
                    {"challenger", "Challenger"},
                    {"attackerWager", "Att. wager"},
                    {"challengerWager", "Chal. wager"}};
    d.inputs = {sets, context.damage("The winner's final Wound Roll, without the wagers (the engine adds them)")};
    d.inputs.back().roll.clear();    // the winner's roll, whoever the panel shows
    d.inputs.back().required = true; // a final roll of 0 is the table's number too
    return d;
}

// One of the actor's Signature Techniques as a row of its own (a prepared move): the Signature
// Technique Maneuver's form, with the sheet's Ki cost, wager and Foundation where a fresh form
// starts, and its name sent as `technique` so the log names it. Keys 1 to 9 in the sheet's order.
ManeuverDescription techniqueRow(const ManeuverDescription& maneuver, const Technique& technique, std::size_t index,
                                 int tier) {
    ManeuverDescription row = maneuver;
    row.id = fmt::format("{}/{}", maneuver.id, index + 1);
    row.command = "maneuver";
    row.nameKey = "name";
    row.name = maneuver.id;
    row.label = technique.name;
    const int ki = technique.kiScaled ? technique.ki * tier : technique.ki;
    row.cost = technique.kiScaled ? fmt::format("1 A + {}(T) Ki", technique.ki) : fmt::format("1 A + {} Ki", ki);
    std::string help = fmt::format("{} {}, {}", titled(technique.profile), titled(technique.foundation),
                                   technique.attackType == "melee" ? "melee" : "ranged");
    const auto shape = areaShapeOf(technique.areaShape);
    if (shape && technique.areaSize > 0) {
        help +=
            fmt::format("; Area: {}{}", describeArea(*shape, technique.areaSize), technique.areaHuge ? ", Huge" : "");
    }
    if (technique.charges > 0) {
        help += fmt::format("; needs {} Energy Charges", technique.charges);
    }
    if (!technique.notes.empty()) {
        help += "; " + technique.notes;
    }
    row.help = std::move(help);
    row.shortcut = PreparedMoves::key(index);
    row.prepared = true;
    row.presets = {{"technique", technique.name}};
    for (auto& input : row.inputs) {
        if (input.key == "ki") {
            input.initial = std::clamp(ki, input.minimum, input.maximum);
        } else if (input.key == "wager") {
            input.initial = std::clamp(technique.wager, input.minimum, input.maximum);
        } else if (shape && technique.areaSize > 0 && (input.key == "targets" || input.key == "hits")) {
            input.folded = false; // whom the area covers, then whom the Strike beat
        } else if (input.key == "attackType") {
            // A Choice starts at its first choice: the technique's Foundation goes first.
            std::stable_partition(input.choices.begin(), input.choices.end(),
                                  [&](const Choice& choice) { return choice.id == technique.foundation; });
        }
    }
    if (shape && technique.areaSize > 0) {
        // The area picks its targets from its Target Square, first among the inputs.
        row.area = AreaDescription{*shape, technique.areaSize, {"targets", "hits"}};
        row.target = TargetKind::None;
        InputDescription square;
        square.kind = InputKind::Square;
        square.key = "at";
        square.label = "Target Square";
        square.help = "Where the area is aimed: everyone it covers is ticked as a target";
        row.inputs.insert(row.inputs.begin(), std::move(square));
    }
    return row;
}

} // namespace

std::vector<ManeuverDescription> DbuRuleset::maneuvers(const EncounterState& state, std::string_view who) const {
    static const ManeuverCatalogue catalogue;
    const DescriptionContext context(state, state.find(std::string(who)), m_settings);
    const std::vector<InputDescription> attackInputs = context.attackInputs();
    std::vector<ManeuverDescription> result;
    for (auto name : catalogue.names()) {
        ManeuverDescription described = catalogue.find(name)->describe(context);
        if (takesAttackInputs(described.id)) {
            addAttackInputs(described, context, attackInputs);
        }
        result.push_back(std::move(described));
    }
    result.push_back(duelResultDescription(context));
    // The actor's techniques after the Signature Technique Maneuver, among the attacks; that row is
    // then listed only under All (its key S still opens it for a technique not on the sheet).
    const Combatant* actor = state.find(std::string(who));
    const auto base = std::find_if(result.begin(), result.end(),
                                   [](const ManeuverDescription& d) { return d.id == "signature-technique"; });
    if (actor != nullptr && state.rules.get<DbuState>() != nullptr && base != result.end()) {
        const Fighter& f = fighter(state, *actor);
        std::vector<ManeuverDescription> rows;
        for (std::size_t i = 0; i < f.stats.techniques.size(); ++i) {
            rows.push_back(techniqueRow(*base, f.stats.techniques[i], i, f.tier()));
        }
        base->unlisted = !rows.empty();
        result.insert(std::next(base), std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()));
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
    using Shown = QuickAmount::Shown;
    return {{"Damage", "damage", "Damage", "damage", 1, Shown::Damage},
            {"Heal", "heal", "Heal", "healing", 1, Shown::Healing},
            {"KiUp", "ki", "Ki +", "Ki", 1, Shown::Change},
            {"KiDown", "ki", "Ki −", "Ki", -1, Shown::Change}};
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
        SideChange::description(),
        {"decline",
         "Decline the Counter Action",
         "The picked combatant lets the Counter Action offered to it go",
         Subject::Combatant,
         "",
         {},
         "Ctrl+D"},
    };
}

std::pair<int, int> DbuRuleset::diceScales(const EncounterState& state, std::string_view who) const {
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

std::string DbuRuleset::maneuverRoll(const EncounterState& state, std::string_view who, std::string_view maneuver,
                                     std::string_view target, const InputDescription& input) const {
    if (input.kind != InputKind::Damage || input.roll.empty()) {
        return input.roll;
    }
    // Blitz's Wound bonus by the squares it travels (000: "+2(T) for each square you traveled").
    int bonus = 0;
    for (const auto& modifier : RollModifiers::forManeuver(state, std::string(who), maneuver, std::string(target))) {
        if (modifier.key == "blitz") {
            bonus += modifier.bonus;
        }
    }
    return bonus == 0 ? input.roll : fmt::format("{}{:+}", input.roll, bonus);
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
