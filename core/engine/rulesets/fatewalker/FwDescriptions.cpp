// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwRuleset.h"

#include "dice/DiceSource.h"
#include "fatewalker/FwCombat.h"
#include "fatewalker/FwContext.h"
#include "fatewalker/FwEffects.h"
#include "fatewalker/FwPlan.h"
#include "fatewalker/FwRules.h"
#include "fatewalker/RollTerms.h"
#include "rules/CommonCommands.h"
#include "rules/PreparedMoves.h"
#include "rules/SideChange.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>

// What the panel and the board build their screens from (rules/Description.h): the maneuvers a
// combatant may start now (or answer with), grouped as the seed's tables, each with its tick cost
// for this combatant and weapon; the ARC's commands; the conditions.
namespace scouter::engine::fatewalker {

namespace {

InputDescription number(InputKind kind, const char* key, const char* label, const char* help, int minimum, int maximum,
                        int initial) {
    InputDescription input{kind, label, help, minimum, maximum, initial, "", DiceScaling::Count, {}};
    input.key = key;
    return input;
}

InputDescription choices(const char* key, const char* label, const char* help, std::vector<Choice> values) {
    InputDescription input{InputKind::Category, label, help, 0, 0, 0, "", DiceScaling::Count, std::move(values)};
    input.key = key;
    return input;
}

// The roll of a row: a pool of d10 against a TN, or the successes rolled at the table.
std::vector<InputDescription> rollInputs(const Row& row) {
    const std::string help =
        fmt::format("{} dice", row.rollName.empty() ? std::string("the") : std::string(row.rollName));
    // The panel offers the two ways (rolled here or at the table) and sends one (InputKind::Pool).
    InputDescription pool = number(InputKind::Pool, "", "Pool", "", 1, 40, 5);
    pool.help = help + ": the number of d10 rolled";
    InputDescription tn = number(InputKind::Tn, "", "TN", "A die under the Target Number is a success", 1, 11, 6);
    InputDescription successes =
        number(InputKind::Successes, "", "Successes", "The successes rolled at the table", 0, 40, 0);
    return {pool, tn, successes};
}

std::string labelOfWeapon(const SheetRecord& weapon) {
    return weapon.text("id");
}

// The weapons of `actor` a row may use now.
std::vector<Choice> weaponChoices(const Combatant& actor, const Fighter& fighter, const Row& row) {
    std::vector<Choice> found;
    const auto records = actor.sheet.records.find("weapons");
    if (records == actor.sheet.records.end()) {
        return found;
    }
    for (const auto& weapon : records->second) {
        ActionArguments probe;
        probe.who = actor.id;
        probe.action = std::string(row.name);
        probe.weapon = weapon.text("id");
        ActionPlan plan;
        plan.row = &row;
        plan.after = fighter;
        if (!effects::weaponProblem(actor, probe, plan)) {
            found.push_back({weapon.text("id"), labelOfWeapon(weapon)});
        }
    }
    return found;
}

// The command the panel would send first for `row`: its first weapon, option, the least ticks.
ActionArguments probeOf(const Combatant& actor, const Row& row, const std::vector<Choice>& weapons) {
    ActionArguments probe;
    probe.who = actor.id;
    probe.action = std::string(row.name);
    if (!weapons.empty()) {
        probe.weapon = weapons.front().id;
    }
    if (!row.options.empty()) {
        probe.option = std::string(row.options.front().id);
    }
    if (row.cost == CostRule::Ticks) {
        probe.ticks = row.defaultTicks > 0 ? row.defaultTicks : row.minTicks;
    }
    if (row.name == "unarmed-charge") {
        probe.run = 0;
    }
    return probe;
}

ManeuverDescription describe(const Row& row, const std::vector<Choice>& weapons, std::optional<int> cost,
                             int footworkDice) {
    ManeuverDescription m;
    m.command = reactable(row) && !actable(row) ? "react" : "act";
    m.id = std::string(row.name);
    m.label = std::string(row.label);
    m.group = std::string(row.table);
    m.cost = cost ? fmt::format("{} tick{}", *cost, *cost == 1 ? "" : "s") : std::string(typeName(row.type));
    m.help = fmt::format("{} · {}", typeName(row.type), row.help);
    m.target = row.attack ? TargetKind::Opponent : TargetKind::None;
    m.attack = row.attack;
    m.nameKey = "action"; // the row's name, sent as the command's `action`
    if (row.weapon != WeaponNeed::None && !weapons.empty()) {
        m.inputs.push_back(choices("weapon", "Weapon", "The weapon used", weapons));
        if (row.name == "twin-pistols") {
            m.inputs.push_back(choices("weapon2", "Second pistol", "The other pistol", weapons));
        }
    }
    if (!row.options.empty()) {
        std::vector<Choice> values;
        // The jump's options are whole sentences of the seed; its form's field shows them short,
        // so they read whole in it.
        static const std::map<std::string_view, std::string_view> shortLabels{
            {"vertical", "Vertical: Speed × 10 cm"}, {"horizontal", "Horizontal: Speed / 3 m"}};
        for (const auto& option : row.options) {
            const auto label = shortLabels.find(option.id);
            values.push_back(
                {std::string(option.id), std::string(label != shortLabels.end() ? label->second : option.help)});
        }
        m.inputs.push_back(choices("option", "Option", "The variant the row names", std::move(values)));
    }
    if (row.cost == CostRule::Ticks) {
        const int maximum = row.maxTicks > 0 ? row.maxTicks : 100;
        m.inputs.push_back(number(InputKind::Amount, "ticks", "Ticks", "The ticks it takes", row.minTicks, maximum,
                                  row.defaultTicks > 0 ? row.defaultTicks : row.minTicks));
    }
    if (row.name == "begin-movement") {
        InputDescription mode{
            InputKind::Mode,
            "Mode",
            "How the character moves",
            0,
            0,
            0,
            "",
            DiceScaling::Count,
            {{"walk", "Walk"}, {"run", "Run"}, {"crawl", "Crawl"}, {"climb", "Climb"}, {"swim", "Swim"}}};
        m.inputs.push_back(std::move(mode));
        InputDescription to;
        to.kind = InputKind::Square;
        to.label = "Heading for";
        to.help = "The square it moves to on the grid (its own square: it stays put on the grid)";
        m.inputs.push_back(std::move(to));
    }
    if (row.name == "unarmed-charge") {
        m.inputs.push_back(
            number(InputKind::Amount, "run", "Run ticks", "«8 + Run»: ticks of running in the charge", 0, 20, 0));
    }
    if (row.name == "reload" || row.name == "quick-reload") {
        m.inputs.push_back(number(InputKind::Stacks, "extraTicks", "Extra ticks",
                                  "«+1 modifier to the roll for every two extra ticks taken»", 0, 20, 0));
    }
    if (row.name == "pickup-object") {
        m.inputs.push_back(
            number(InputKind::Lethal, "twoHands", "Both hands", "«(requires 2 hands)»: one tick more", 0, 1, 0));
    }
    if (row.name == "evade-aoe") {
        m.inputs.push_back(number(InputKind::Lethal, "prone", "Go prone",
                                  "«+2 meters by going prone as part of the action (the action takes one more tick)»",
                                  0, 1, 0));
    }
    if (footworkDice > 0) {
        m.inputs.push_back(number(InputKind::Stacks, "footwork", "Footwork dice",
                                  "«Cannot add more than 2 dice to any individual maneuver»", 0,
                                  std::min(2, footworkDice), 0));
    }
    if (row.roll != RollNeed::None) {
        auto rolls = rollInputs(row);
        m.inputs.insert(m.inputs.end(), rolls.begin(), rolls.end());
    }
    if (row.name == "dodge" || row.name == "dodge-missile") {
        m.shortcut = 'D'; // the evasion of the attack answered: a blow's Dodge, a shot's Dodge Missile
    } else if (row.name == "hold-action") {
        m.shortcut = 'H';
    } else if (row.name == "strike") {
        m.shortcut = 'S';
    } else if (row.name == "attack" || row.name == "shoot") {
        m.shortcut = 'A'; // the weapon's attack, the table's most common; an archer's is Shoot
    }
    return m;
}

// The actor's favourite maneuvers (a prepared move each) as rows of their own, before the tables:
// the maneuver's row as it may be taken now, its weapon picked first, its name sent as
// `favourite` so the log names it. One the actor cannot take now, or not with its weapon, is left
// out; its key stays its place on the sheet.
void addFavourites(const Combatant& actor, std::vector<ManeuverDescription>& result) {
    const auto kept = actor.sheet.records.find(std::string_view("favourites"));
    if (kept == actor.sheet.records.end()) {
        return;
    }
    std::vector<ManeuverDescription> rows;
    for (std::size_t i = 0; i < kept->second.size(); ++i) {
        const SheetRecord& favourite = kept->second[i];
        const auto base = std::find_if(result.begin(), result.end(), [&](const ManeuverDescription& m) {
            return m.command == "act" && m.id == favourite.text("maneuver");
        });
        if (base == result.end()) {
            continue;
        }
        ManeuverDescription row = *base;
        const std::string weapon = favourite.text("weapon");
        const auto input = std::find_if(row.inputs.begin(), row.inputs.end(),
                                        [](const InputDescription& in) { return in.key == "weapon"; });
        if (!weapon.empty()) {
            if (input == row.inputs.end() || std::none_of(input->choices.begin(), input->choices.end(),
                                                          [&](const Choice& choice) { return choice.id == weapon; })) {
                continue;
            }
            std::stable_partition(input->choices.begin(), input->choices.end(),
                                  [&](const Choice& choice) { return choice.id == weapon; });
        }
        row.name = row.id;
        row.id = fmt::format("favourite/{}", i + 1);
        row.label = favourite.text("name");
        row.group = "Favourites";
        row.help =
            fmt::format("{}{}", base->label, weapon.empty() ? std::string() : " with " + input->choices.front().label);
        row.shortcut = PreparedMoves::key(i);
        row.prepared = true;
        row.presets = {{"favourite", favourite.text("name")}};
        rows.push_back(std::move(row));
    }
    // First: a fighter's own moves head a list of some eighty rows.
    result.insert(result.begin(), std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()));
}

// The dice of a description's probe: nothing is rolled while judging what may be started.
class NoDice final : public DiceSource {
public:
    [[nodiscard]] int roll(int sides) override { return sides; }
};

} // namespace

std::vector<ManeuverDescription> FwRuleset::maneuvers(const EncounterState& state, std::string_view who) const {
    std::vector<ManeuverDescription> result;
    const Combatant* actor = state.find(std::string(who));
    if (actor == nullptr || !clock::playing(state)) {
        // The whole catalogue at its widest: what a scenario and the panel's names may use.
        for (const Row& row : catalogue()) {
            result.push_back(describe(row, {}, std::nullopt, 0));
        }
        return result;
    }
    if (!actor->active) {
        return result;
    }
    const FwState& rules = clock::rulesOf(state);
    const Fighter& fighter = clock::fighterOf(state, actor->id);
    const bool answering = rules.pending && rules.pending->kind == "reaction" && rules.pending->who == actor->id;
    if ((rules.pending && !answering) || !rules.due.empty()) {
        return result;
    }
    const bool mayAct = !answering && (fighter.held.has_value() || clock::hasPriority(state, *actor));
    // Whom a holder may preempt now: those about to act, once it has held 2 ticks.
    std::optional<InputDescription> preempting;
    if (mayAct && fighter.held && clock::now(state) - *fighter.held >= 2) {
        std::vector<Choice> before;
        for (const auto& id : clock::current(state)) {
            const Combatant* next = state.find(id);
            before.push_back({id, next != nullptr && !next->name.empty() ? next->name : id});
        }
        if (!before.empty()) {
            preempting = choices("before", "Before", "The one about to act, who still acts after", std::move(before));
        }
    }
    EncounterState probeState = state;
    std::vector<Event> probeEvents;
    EventSink probeSink(
        probeState, [](EncounterState&, const Event&) {}, probeEvents);
    NoDice noDice;
    const FwContext probeContext(probeSink, noDice, m_settings);
    for (const Row& row : catalogue()) {
        const bool asAction = mayAct && actable(row);
        const bool asReaction = reactable(row) && (answering || row.type != RowType::Counterattack);
        if ((!asAction && !asReaction) || (answering && combat::answerRefusal(state, actor->id, row))) {
            continue;
        }
        const auto weapons = weaponChoices(*actor, fighter, row);
        const bool needsWeapon = row.weapon != WeaponNeed::None && row.weapon != WeaponNeed::Optional;
        if (needsWeapon && weapons.empty()) {
            continue;
        }
        ActionArguments probe = probeOf(*actor, row, weapons);
        ActionPlan plan;
        plan.row = &row;
        plan.how = asAction ? "act" : "react";
        plan.answering = !asAction && answering;
        plan.after = fighter;
        // A row a posture, a movement, a window, an aim or a bind forbids now stays listed: the
        // panel's probe shows it unavailable with the rule the engine names.
        (void)(effects::weaponProblem(*actor, probe, plan) || effects::prepare(probeContext, *actor, probe, plan));
        int cost = 0;
        if (costOf(*actor, fighter, probe, row, cost)) {
            continue;
        }
        // R-15's alternative, as the exchange charges it (FwCombat's burst reading).
        if (row.cost == CostRule::Burst && m_settings.combat.burstAddsWeaponSpeed) {
            if (const SheetRecord* weapon = clock::weaponOf(*actor, probe.weapon)) {
                cost += weapon->number("speed");
            }
        }
        const bool footwork = !asAction && row.type == RowType::Reaction && row.table != kRangedTable &&
                              fighter.windows.contains("footwork");
        ManeuverDescription described = describe(row, weapons, cost, footwork ? fighter.footworkDice : 0);
        described.command = asAction ? "act" : "react";
        if (!asAction && !answering) {
            // A reaction with no attack to answer is listed, but its key does not make it out of
            // nothing (D at one's own tick is no Dodge).
            described.shortcut = 0;
        }
        if (answering && !asAction && !rules.pending->ids.empty()) {
            // The answer names the attack it answers (section 8).
            const std::string& attacker = rules.pending->ids.front();
            const Combatant* by = state.find(attacker);
            described.inputs.insert(described.inputs.begin(),
                                    choices("against", "Against", "The attack answered",
                                            {{attacker, by != nullptr && !by->name.empty() ? by->name : attacker}}));
        }
        if (asAction && preempting.has_value()) {
            // From a hold of 2 ticks or more, the same row taken before one about to act (section 7).
            ManeuverDescription early = described;
            early.command = "preempt";
            early.id = "preempt:" + described.id;
            early.name = described.id;
            early.group = "Preemptive (from the hold)";
            early.shortcut = 0;
            early.inputs.insert(early.inputs.begin(), *preempting);
            // Only an action on its own tick heads for a square (Act's `to`).
            std::erase_if(early.inputs, [](const InputDescription& input) { return input.kind == InputKind::Square; });
            result.push_back(std::move(described));
            result.push_back(std::move(early));
            continue;
        }
        result.push_back(std::move(described));
    }
    // The preemptive rows after the others, so the seed's groups come first.
    std::stable_partition(result.begin(), result.end(),
                          [](const ManeuverDescription& m) { return m.command != "preempt"; });
    // One A: a fighter with a melee weapon attacks with it; Shoot is A only for one without.
    const bool melee = std::any_of(result.begin(), result.end(),
                                   [](const ManeuverDescription& m) { return m.id == "attack" && m.shortcut == 'A'; });
    for (ManeuverDescription& m : result) {
        if (melee && m.id == "shoot") {
            m.shortcut = 0;
        }
    }
    addFavourites(*actor, result);
    return result;
}

std::vector<std::string> FwRuleset::maneuverRollNotes(const EncounterState& state, std::string_view who,
                                                      std::string_view maneuver, std::string_view target) const {
    const Combatant* actor = state.find(std::string(who));
    const bool preempting = maneuver.starts_with("preempt:");
    const Row* row = findRow(preempting ? maneuver.substr(std::string_view("preempt:").size()) : maneuver);
    if (actor == nullptr || row == nullptr || row->roll == RollNeed::None || !clock::playing(state)) {
        return {};
    }
    // A maneuver `who` is not offered now (the one chosen for the combatant before) has no roll
    // to describe: its terms would name a roll no one is about to make.
    const auto offered = maneuvers(state, who);
    if (std::none_of(offered.begin(), offered.end(), [&](const ManeuverDescription& m) { return m.id == maneuver; })) {
        return {};
    }
    const FwState& rules = clock::rulesOf(state);
    const Fighter& fighter = clock::fighterOf(state, actor->id);
    // The command the form sends first (its first weapon and option), aimed where the panel aims:
    // the terms the handle will sum for it (RollTerms.h).
    ActionArguments command = probeOf(*actor, *row, weaponChoices(*actor, fighter, *row));
    if (row->attack) {
        command.target = std::string(target);
    }
    const bool answering = rules.pending && rules.pending->kind == "reaction" && rules.pending->who == actor->id &&
                           reactable(*row) && !combat::answerRefusal(state, actor->id, *row);
    RollWay way;
    way.answering = answering;
    way.coverShot = preempting && row->name == "shoot" && fighter.windows.contains("full-auto-cover");
    return describeTerms(rollTerms(state, command, way));
}

std::vector<ConditionDescription> FwRuleset::conditions() const {
    return {
        {"prone", "Prone", "On the ground: only a crawl starts without standing up (follows the posture)"},
        {"grappled", "Grappled", "In a bind: grapple, takedown or hold levels (follows the binds)"},
        {"unaware", "Unaware", "«The target must be completely unaware» (Backstab)"},
        {"fatigued", "Fatigued", "Fatigue from Nerve Strike or Choke Hold damage"},
        {"incapacitated", "Incapacitated", "«If they run out of Will they become immediately incapacitated»"},
        {"unconscious", "Unconscious", "«If they run out of Will they immediately pass out»"},
    };
}

std::vector<CommandDescription> FwRuleset::arcCommands() const {
    CommandDescription advance{"advance",
                               "Advance",
                               "Move the clock to the next tick at which someone acts or must declare a movement",
                               CommandDescription::Subject::None,
                               "",
                               {},
                               "N"};
    CommandDescription declare{
        "move",
        "Movement declaration",
        "«every 6 ticks characters in motion must decide if they will stay that way»",
        CommandDescription::Subject::Combatant,
        "declare",
        {{"continue", "Continue (another 6 ticks)"}, {"change", "Change (walking ↔ running)"}, {"stop", "Stop"}},
        "Ctrl+M"};
    CommandDescription tie{"resolve",
                           "Order the tie",
                           "The combatants sharing this tick, first to act first (tickTies: arc)",
                           CommandDescription::Subject::None,
                           "choice",
                           {},
                           ""};
    // «or resolve "none"» (section 8): the one attacked makes no answer, and the attack lands as rolled.
    CommandDescription unanswered{"resolve",
                                  "Let the attack land",
                                  "The one attacked makes no answer: the attack lands as rolled",
                                  CommandDescription::Subject::None,
                                  "choice",
                                  {{"none", "Let the attack land"}},
                                  "L"};
    return {advance,
            declare,
            tie,
            unanswered,
            CommonCommands::endEncounter(),
            CommonCommands::removeCombatant(),
            SideChange::description()};
}

std::vector<BoardColumn> FwRuleset::boardColumns() const {
    return {
        // The timeline itself: the players' screen lists the order to come by it.
        {"next", "Next tick", "The tick of its next action", BoardColumn::Kind::Text, BoardColumn::Audience::Public},
        // Seen across the table: standing or prone, walking or running.
        {"posture", "Posture", "Standing, prone, treading, clinging", BoardColumn::Kind::Text,
         BoardColumn::Audience::Public},
        {"movement", "Movement", "Mode and rate, next declaration", BoardColumn::Kind::Text,
         BoardColumn::Audience::Public},
        {"conditions", "Conditions", "Prone, grappled, and the ARC's own (fatigued, unconscious...)",
         BoardColumn::Kind::Chips, BoardColumn::Audience::Public},
        {"windows", "Windows", "Footwork, Evasive Running, Full Auto cover, hold", BoardColumn::Kind::Chips},
        {"damage", "Damage", "Stun / normal damage this scene", BoardColumn::Kind::Text},
    };
}

BoardCell FwRuleset::boardCell(const EncounterState& state, std::string_view who, std::string_view column) const {
    const Fighter& f = clock::fighterOf(state, std::string(who));
    BoardCell cell;
    if (column == "next") {
        cell.text = std::to_string(f.nextTick);
        const Combatant* combatant = state.find(std::string(who));
        if (combatant != nullptr && clock::hasPriority(state, *combatant)) {
            cell.tone = Tone::Good;
            cell.tooltip = "Has priority now";
        }
    } else if (column == "posture") {
        cell.text = f.posture;
        cell.tone = f.posture == "prone" ? Tone::Warning : Tone::Neutral;
    } else if (column == "movement") {
        if (f.movement) {
            cell.text = fmt::format("{} {:g} m/6, next {}", f.movement->mode, f.movement->rate, f.movement->next);
        }
    } else if (column == "windows") {
        if (f.held) {
            cell.chips.push_back({fmt::format("Hold from {}", *f.held),
                                  fmt::format("May preempt from tick {}", *f.held + 2), Tone::Neutral});
        }
        for (const auto& [name, closes] : f.windows) {
            // The last tick it covers, as the timeline's bar ends: it read "footwork → 43" beside 23–42.
            cell.chips.push_back({fmt::format("{} to {}", clock::windowLabel(name), closes - 1),
                                  fmt::format("Open through tick {}; closed from tick {}", closes - 1, closes),
                                  Tone::Good});
        }
        if (f.cover) {
            cell.chips.push_back({fmt::format("Cover {}%", f.cover->percent), f.cover->source, Tone::Good});
        }
    } else if (column == "damage") {
        cell.text = fmt::format("{} / {}", f.stunDamage, f.normalDamage);
    } else if (column == "conditions") {
        const auto held = clock::conditionsOf(f);
        // Listed only for a fighter with a condition, as its marks are.
        const auto known = held.empty() ? std::vector<ConditionDescription>() : conditions();
        for (const auto& name : held) {
            const auto described = std::find_if(known.begin(), known.end(),
                                                [&](const ConditionDescription& each) { return each.id == name; });
            const bool out = name == "incapacitated" || name == "unconscious";
            cell.chips.push_back({described != known.end() ? described->label : name,
                                  described != known.end() ? described->help : std::string(),
                                  out ? Tone::Bad : Tone::Neutral});
            cell.text += cell.text.empty() ? cell.chips.back().text : ", " + cell.chips.back().text;
        }
        if (auto side = SideChange::chip(state, who)) {
            cell.chips.push_back(std::move(*side));
        }
    }
    return cell;
}

// Seed 003 keeps damage as points taken (stun and normal) with no wound boxes or thresholds to
// measure them against; what it does say is that running out of Will incapacitates or knocks out,
// and that Nerve Strike and Choke Hold drain it as fatigue. So: any damage taken reads Bloodied,
// fatigue (Will running out) BadlyHurt, incapacitated or unconscious Down.
Health FwRuleset::health(const EncounterState& state, std::string_view who) const {
    if (Ruleset::health(state, who) == Health::Down) {
        return Health::Down;
    }
    const Fighter& f = clock::fighterOf(state, std::string(who));
    if (f.conditions.contains("incapacitated") || f.conditions.contains("unconscious")) {
        return Health::Down;
    }
    if (f.conditions.contains("fatigued")) {
        return Health::BadlyHurt;
    }
    return f.stunDamage > 0 || f.normalDamage > 0 ? Health::Bloodied : Health::Unhurt;
}

} // namespace scouter::engine::fatewalker
