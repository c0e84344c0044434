// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/CommonCommands.h"
#include "rules/SideChange.h"
#include "true20/Budget.h"
#include "true20/DamageTrack.h"
#include "true20/Scores.h"
#include "true20/True20Ruleset.h"

#include <fmt/format.h>

#include <map>

// The board half of True20Ruleset: both damage tracks as chips, the budget left this turn, the
// checks due, Conviction.
namespace scouter::engine::true20 {

namespace {

std::string stateHelp(std::string_view state) {
    static const std::map<std::string_view, std::string_view> help{
        {"bruised", "-1 to Toughness saves against subdual; lapses after one minute"},
        {"dazed", "Loses one full round of actions, keeps Defense; -1 against subdual; lapses after one minute"},
        {"staggered", "Loses a round; -2 Defense without Dodge/Parry for a round; half speed; Recovery 1/minute"},
        {"unconscious", "Passed out and helpless; Recovery Check 1/minute"},
        {"hurt", "-1 to Toughness saves; lapses after one minute"},
        {"wounded", "Loses a round; -1 Toughness, -2 on other checks; Off-guard for a round; Recovery 1/hour"},
        {"disabled", "Loses a round; Off-guard for a round; half speed; Dying if pushed; Recovery 1/day"},
        {"dying", "Helpless; Dying check (Constitution) once per round against its DC"},
        {"dead", "Dead"},
    };
    const auto found = help.find(state);
    return found != help.end() ? std::string(found->second) : std::string();
}

Tone toneOf(std::string_view state) {
    const int rank = seriousness(state);
    return rank >= 3 ? Tone::Bad : (rank == 2 ? Tone::Warning : Tone::Neutral);
}

BoardCell trackCell(const std::vector<HeldState>& track, bool dead) {
    BoardCell cell;
    if (dead) {
        cell.chips.push_back({"Dead", stateHelp("dead"), Tone::Bad});
        return cell;
    }
    std::map<std::string, int> counts;
    std::vector<std::string> seen;
    for (const auto& held : track) {
        if (counts[std::string(held.name)]++ == 0) {
            seen.emplace_back(held.name);
        }
    }
    for (const auto& name : seen) {
        const int count = counts[name];
        cell.chips.push_back({count > 1 ? fmt::format("{} ×{}", stateLabel(name), count) : stateLabel(name),
                              stateHelp(name), toneOf(name)});
    }
    return cell;
}

// A prepared attack not used yet, and a change of sides: what the ARC must see before
// the trigger comes.
std::vector<BoardChip> readyChips(const EncounterState& state, const Combatant& combatant, const Fighter& fighter) {
    std::vector<BoardChip> chips;
    if (fighter.prepared) {
        chips.push_back({"Attack readied",
                         fmt::format("Prepared, not used yet: {} may attack once out of turn until its next turn "
                                     "begins",
                                     combatant.name.empty() ? combatant.id : combatant.name),
                         Tone::Good});
    }
    if (auto side = SideChange::chip(state, combatant.id)) {
        chips.push_back(std::move(*side));
    }
    return chips;
}

// When an Off-guard ends, in the ARC's words: the end of the anchor's turn (a group's by its
// first member's name), or never by itself.
std::string offGuardUntil(const EncounterState& state, const Timer& timer) {
    if (timer.anchor == kNoAnchor) {
        return "until removed";
    }
    if (timer.anchor < 0 || static_cast<std::size_t>(timer.anchor) >= state.slots.size()) {
        return fmt::format("until the end of round {}", timer.endRound); // its slot is no longer known
    }
    const Slot& slot = state.slots[static_cast<std::size_t>(timer.anchor)];
    const Combatant* first = !slot.members.empty() ? state.find(slot.members.front()) : nullptr;
    const std::string& name = first != nullptr && !first->name.empty() ? first->name : slot.id;
    return fmt::format("until the end of {}'s turn in round {}", name, timer.endRound);
}

} // namespace

std::vector<BoardColumn> True20Ruleset::boardColumns() const {
    using Kind = BoardColumn::Kind;
    return {
        {"lethal", "Lethal", "Wounds: Hurt, Wounded, Disabled, Dying, Dead", Kind::Chips},
        {"subdual", "Subdual", "Bruised, Dazed, Staggered, Unconscious", Kind::Chips},
        {"actions", "Actions", "What is left of this turn's round actions (standard + move, two moves, or full-round)",
         Kind::Text, BoardColumn::Audience::Private, "Full-round or Std + Move"},
        {"conditions", "Conditions",
         "Off-guard (-2 Defense, no Dodge/Parry) and until when, a prepared attack not used yet, a change of sides",
         Kind::Chips},
        {"checks", "Checks", "Recovery or Dying checks due, and when the next is allowed", Kind::Chips},
        {"conviction", "Conviction", "Conviction points left", Kind::Text},
    };
}

BoardCell True20Ruleset::boardCell(const EncounterState& state, std::string_view who, std::string_view column) const {
    const auto* rules = state.rules.get<True20State>();
    const Combatant* combatant = state.find(std::string(who));
    if (rules == nullptr || combatant == nullptr) {
        return {};
    }
    const Fighter* found = fighterOf(*rules, state, combatant->id);
    if (found == nullptr) {
        return {};
    }
    const Fighter& fighter = *found;
    if (column == "lethal") {
        return trackCell(fighter.lethal, fighter.dead);
    }
    if (column == "subdual") {
        return trackCell(fighter.subdual, false);
    }
    BoardCell cell;
    if (column == "actions") {
        cell.text = budgetText(fighter);
        cell.tooltip = fighter.loseRound ? "Its next turn loses its round actions" : "";
        cell.tone = fighter.loseRound ? Tone::Warning : Tone::Neutral;
    } else if (column == "conviction") {
        cell.text = std::to_string(fighter.conviction);
        cell.value = fighter.conviction;
    } else if (column == "conditions") {
        if (fighter.offGuard && !fighter.dead) {
            cell.chips.push_back({"Off-guard",
                                  "-2 Defense and no Dodge/Parry, " + offGuardUntil(state, *fighter.offGuard),
                                  Tone::Warning});
        }
        for (BoardChip& chip : readyChips(state, *combatant, fighter)) {
            cell.chips.push_back(std::move(chip));
        }
    } else if (column == "checks") {
        const auto target = recoveryTarget(fighter);
        if (target && !fighter.dead) {
            const auto last = fighter.lastCheck.find(*target);
            const int from = last != fighter.lastCheck.end() ? last->second + recoverySpacing(*target) : state.round;
            const bool dueNow = from <= state.round && fighter.lastRecoveryRound != state.round;
            const std::string text = *target == "dying" ? fmt::format("Dying check DC {}", fighter.dyingDC)
                                                        : fmt::format("Recovery ({})", stateLabel(*target));
            cell.chips.push_back({dueNow ? text + " due" : fmt::format("{} from round {}", text, from),
                                  "d20 + Constitution; one Recovery Check per round",
                                  dueNow ? Tone::Warning : Tone::Neutral});
        }
    }
    return cell;
}

std::vector<BoardChip> True20Ruleset::marks(const EncounterState& state, std::string_view who) const {
    const auto* rules = state.rules.get<True20State>();
    const Combatant* combatant = state.find(std::string(who));
    const Fighter* fighter =
        rules != nullptr && combatant != nullptr ? fighterOf(*rules, state, combatant->id) : nullptr;
    if (fighter == nullptr) {
        return Ruleset::marks(state, who);
    }
    return readyChips(state, *combatant, *fighter);
}

Health True20Ruleset::health(const EncounterState& state, std::string_view who) const {
    if (Ruleset::health(state, who) == Health::Down) {
        return Health::Down;
    }
    const auto* rules = state.rules.get<True20State>();
    if (rules == nullptr) {
        return Health::Unhurt;
    }
    const Fighter* found = fighterOf(*rules, state, std::string(who));
    if (found == nullptr) {
        return Health::Unhurt;
    }
    const Fighter& fighter = *found;
    if (fighter.dead) {
        return Health::Down;
    }
    static const std::map<std::string_view, Health> looks{
        {"hurt", Health::Bloodied},     {"bruised", Health::Bloodied},    {"dazed", Health::Bloodied},
        {"wounded", Health::BadlyHurt}, {"staggered", Health::BadlyHurt}, {"disabled", Health::BadlyHurt},
        {"unconscious", Health::Down},  {"dying", Health::Down},          {"dead", Health::Down},
    };
    Health worst = Health::Unhurt;
    for (const auto* track : {&fighter.lethal, &fighter.subdual}) {
        for (const auto& held : *track) {
            const auto look = looks.find(held.name);
            if (look != looks.end() && look->second > worst) {
                worst = look->second;
            }
        }
    }
    return worst;
}

std::vector<ConditionDescription> True20Ruleset::conditions() const {
    std::vector<ConditionDescription> result;
    for (const char* state :
         {"bruised", "dazed", "staggered", "unconscious", "hurt", "wounded", "disabled", "dying", "dead"}) {
        result.push_back({state, stateLabel(state), stateHelp(state)});
    }
    result.push_back({"lose-round", "Loses a round",
                      "Its next turn has no round actions (Dazed, Staggered, Wounded, "
                      "Disabled)"});
    result.push_back({"off-guard", "Off-guard", "-2 Defense and no Dodge/Parry, for one round"});
    result.push_back({"half-speed", "Half speed", "Moves at half speed until recovered (Staggered, Disabled)"});
    result.push_back({"helpless", "Helpless", "No actions; Defense 10 + Size (Unconscious, Dying)"});
    result.push_back({"prepared", "Prepared", "May attack once out of turn until its next turn begins"});
    return result;
}

std::vector<CommandDescription> True20Ruleset::arcCommands() const {
    using Subject = CommandDescription::Subject;
    return {
        CommonCommands::endEncounter(),
        CommonCommands::removeCombatant(),
        SideChange::description(),
        {"push",
         "Push (Disabled to Dying)",
         "A Disabled character who pushes deteriorates to Dying",
         Subject::Combatant,
         "",
         {},
         ""},
        {"elapse",
         "Let time pass",
         "Every remaining turn passes without actions (timers and recovery spacing run)",
         Subject::None,
         "rounds",
         {{"1", "1 round"}, {"10", "1 minute"}, {"600", "1 hour"}, {"14400", "1 day"}},
         "",
         true},
    };
}

std::vector<std::string> True20Ruleset::rollNotes(const EncounterState& state, std::string_view who,
                                                  std::string_view target) const {
    std::vector<std::string> notes;
    const auto* rules = state.rules.get<True20State>();
    const Combatant* attacker = state.find(std::string(who));
    const Combatant* defender = state.find(std::string(target));
    if (rules == nullptr || attacker == nullptr) {
        return notes;
    }
    const Scores mine(attacker->sheet, fighterOf(*rules, state, attacker->id), m_settings);
    notes.push_back(fmt::format("Melee {:+}, Ranged {:+}, Grapple {:+}", mine.melee(), mine.ranged(), mine.grapple()));
    if (defender != nullptr) {
        const Scores theirs(defender->sheet, fighterOf(*rules, state, defender->id), m_settings);
        notes.push_back(fmt::format("{}'s Defense {}{}", defender->name.empty() ? defender->id : defender->name,
                                    theirs.defense(),
                                    theirs.helpless() ? " (helpless)" : (theirs.offGuard() ? " (off-guard)" : "")));
    }
    return notes;
}

} // namespace scouter::engine::true20
