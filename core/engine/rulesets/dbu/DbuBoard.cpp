// SPDX-License-Identifier: GPL-3.0-or-later
// The initiative board's columns as DBU describes them: Life and Ki as bars, the Actions and
// Counter Actions as pips, and the conditions (with what is left of them) as chips.
#include "dbu/DbuEvents.h"
#include "dbu/DbuRuleset.h"
#include "dbu/DbuState.h"

#include "rules/Possessive.h"
#include "rules/SideChange.h"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>

namespace scouter::engine::dbu {

namespace {

constexpr std::string_view kLife = "life";
constexpr std::string_view kKi = "ki";
constexpr std::string_view kActions = "actions";
constexpr std::string_view kCounters = "counter-actions";
constexpr std::string_view kConditions = "conditions";

// The board draws at least the usual pool, so a spent pip still shows as an empty one.
constexpr int kUsualActions = 3;

std::string nameOf(const EncounterState& state, const std::string& id) {
    if (const Combatant* c = state.find(id)) {
        return c->name.empty() ? c->id : c->name;
    }
    if (const Slot* slot = state.findSlot(id); slot != nullptr && slot->members.size() > 1) {
        std::string title = id;
        bool start = true;
        for (char& ch : title) {
            if (ch == '-') {
                ch = ' ';
                start = true;
            } else if (start) {
                ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
                start = false;
            }
        }
        return title;
    }
    return id;
}

// Good while few Health Thresholds are reached, Warning from half of them, Bad at the last one
// (or at 0 Life). Without thresholds the fraction of Life left says it, as a quarter and a half.
Tone lifeTone(const Fighter& f) {
    if (f.life <= 0) {
        return Tone::Bad;
    }
    const auto& thresholds = f.stats.thresholds;
    if (thresholds.empty()) {
        const int maximum = std::max(f.stats.life, 1);
        return 4 * f.life < maximum ? Tone::Bad : 2 * f.life < maximum ? Tone::Warning : Tone::Good;
    }
    const auto reached =
        static_cast<int>(std::count_if(thresholds.begin(), thresholds.end(), [&](int t) { return f.life <= t; }));
    const auto all = static_cast<int>(thresholds.size());
    if (reached == all) {
        return Tone::Bad;
    }
    return 2 * reached >= all ? Tone::Warning : Tone::Good;
}

std::string thresholdsText(const Fighter& f) {
    const auto& thresholds = f.stats.thresholds;
    if (thresholds.empty()) {
        return {};
    }
    std::string list;
    int reached = 0;
    for (const int t : thresholds) {
        list += list.empty() ? fmt::format("{}", t) : fmt::format(", {}", t);
        reached += f.life <= t ? 1 : 0;
    }
    return fmt::format("\nHealth Thresholds {} ({} of {} reached)", list, reached, thresholds.size());
}

std::string timeLeft(const EncounterState& state, const Duration& until) {
    switch (until.kind) {
    case DurationKind::Manual:
        return {};
    case DurationKind::EndOfRound:
        return until.round <= state.round ? " · until end of round"
                                          : fmt::format(" · until end of round {}", until.round);
    case DurationKind::SlotInRound: {
        // It ends as its anchor's turn ends, the round it names (the 002 rule for `rounds:<n>`).
        const int left = until.round - state.round;
        if (left > 1) {
            return fmt::format(" · {} rounds left", left);
        }
        return fmt::format(" · until the end of {} turn{}", possessive(nameOf(state, until.anchor)),
                           left == 1 ? " next round" : "");
    }
    case DurationKind::StartOfTurn:
    case DurationKind::EndOfTurn:
        return fmt::format(" · until {} of {}'s turn", until.kind == DurationKind::StartOfTurn ? "start" : "end",
                           nameOf(state, until.anchor));
    }
    return {};
}

// A Parry declared and not used yet: it answers the next attack on its owner (or on the Ally a
// Deflect helps) and lapses unused at the end of the turn it was declared in.
std::vector<BoardChip> declaredChips(const EncounterState& state, const Combatant& c) {
    std::vector<BoardChip> chips;
    for (const auto& effect : state.effects) {
        if (effect.owner != c.id || effect.kind != EffectKind::Parry) {
            continue;
        }
        const std::string parry = titled(effect.name);
        const std::string whose = effect.source.empty() ? nameOf(state, c.id) : nameOf(state, effect.source);
        const std::string declared =
            effect.source.empty() ? fmt::format("{} declared", parry) : fmt::format("{} declared for {}", parry, whose);
        chips.push_back({declared + timeLeft(state, effect.until),
                         fmt::format("Parry declared, not used yet: it answers the next attack on {}, and lapses "
                                     "unused when its turn ends",
                                     whose),
                         Tone::Good});
    }
    return chips;
}

// `describe` lists the conditions DBU knows; it is read only for a combatant with one, as most of a
// board of 200 has none and the board asks for every row after each command.
BoardCell conditionsCell(const EncounterState& state, const Combatant& c, const Fighter& f,
                         const std::function<std::vector<ConditionDescription>()>& describe, bool recovered) {
    std::optional<std::vector<ConditionDescription>> known;
    BoardCell cell;
    // What DBU keeps per combatant besides the pools, as chips before the conditions.
    if (f.charges > 0) {
        cell.chips.push_back({fmt::format("Energy Charges {}", f.charges),
                              "Charging: locked into charging until the charged attack is released", Tone::Warning});
    }
    if (f.powerUp > 0) {
        cell.chips.push_back({fmt::format("Power Up ×{}", f.powerUp),
                              "Each stack raises Ki Capacity by a quarter; they end together", Tone::Good});
    }
    if (f.holdingBack > 0) {
        cell.chips.push_back({fmt::format("Holding Back ×{}", f.holdingBack),
                              "Each stack lowers the current Tier of Power by one", Tone::Neutral});
    }
    for (const auto& form : f.forms) {
        const auto sheet = std::find_if(f.stats.forms.begin(), f.stats.forms.end(),
                                        [&](const Form& each) { return each.name == form; });
        const int bonus = sheet != f.stats.forms.end() ? sheet->tierBonus : 0;
        cell.chips.push_back(
            {fmt::format("{} +{} ToP", titled(form), bonus),
             fmt::format("Transformed: the current Tier of Power is {} (base {})", f.tier(), f.baseTier()),
             Tone::Good});
    }
    for (auto& chip : declaredChips(state, c)) {
        cell.chips.push_back(std::move(chip));
    }
    if (auto side = SideChange::chip(state, c.id)) {
        cell.chips.push_back(std::move(*side));
    }
    for (const auto& effect : state.effects) {
        if (effect.owner == c.id && effect.kind == EffectKind::Carried) {
            const std::string hardness = effect.source.substr(effect.source.find(':') + 1);
            cell.chips.push_back({fmt::format("Terrain (Hardness {})", hardness),
                                  "Holds a piece of terrain: Throw it, or Shield with it when attacked",
                                  Tone::Neutral});
        }
        if (effect.owner != c.id || effect.kind != EffectKind::Condition) {
            continue;
        }
        if (!known) {
            known = describe();
        }
        const auto described = std::find_if(known->begin(), known->end(),
                                            [&](const ConditionDescription& d) { return d.id == effect.name; });
        const std::string label = described != known->end() ? described->label : effect.name;
        const std::string help = described != known->end() ? described->help : std::string();
        const bool bad = effect.name == "defeated" || effect.name == "poisoned";
        if (state.ended && effect.name == "defeated") {
            // Being Defeated outlives the fight as its outcome, while Instant Recovery (additions §5) has
            // already brought Life and Ki back: the chip says which, so full Life does not contradict it.
            cell.chips.push_back({"Defeated in this fight",
                                  recovered ? "The fight is over and this combatant lost it; Instant Recovery has "
                                              "restored its Life and Ki since"
                                            : "The fight is over and this combatant lost it",
                                  Tone::Neutral});
            continue;
        }
        cell.chips.push_back({label + timeLeft(state, effect.until), help.empty() ? label : label + ": " + help,
                              bad ? Tone::Bad : Tone::Neutral});
    }
    for (const auto& chip : cell.chips) {
        cell.text += cell.text.empty() ? chip.text : ", " + chip.text;
        cell.tooltip += cell.tooltip.empty() ? chip.tooltip : "\n" + chip.tooltip;
    }
    return cell;
}

} // namespace

std::vector<BoardColumn> DbuRuleset::boardColumns() const {
    using Kind = BoardColumn::Kind;
    return {
        {std::string(kLife), "Life", "Life left of its maximum; the colour follows the Health Thresholds reached",
         Kind::Bar},
        {std::string(kKi), "Ki", "Ki left of its maximum", Kind::Bar},
        {std::string(kActions), "A", "Actions left this round", Kind::Pips},
        {std::string(kCounters), "CA",
         "Counter Actions left: the round's one, and those converted from Actions (they lapse at the start of their "
         "owner's next turn)",
         Kind::Pips},
        // What the fiction shows (charging, powering up, a form, a Condition): anyone at the table sees it.
        {std::string(kConditions), "Conditions", "Conditions with what is left of them; Energy Charges, Power Up",
         Kind::Chips, BoardColumn::Audience::Public},
    };
}

BoardCell DbuRuleset::boardCell(const EncounterState& state, std::string_view who, std::string_view column) const {
    const Combatant* c = state.find(std::string(who));
    const Fighter* found = findFighter(state, std::string(who));
    if (c == nullptr || found == nullptr) {
        return {};
    }
    const Fighter& f = *found;
    BoardCell cell;
    if (column == kLife) {
        cell.value = f.life;
        cell.maximum = f.stats.life;
        cell.tone = lifeTone(f);
        cell.text = fmt::format(FMT_COMPILE("{}/{}"), f.life, f.stats.life);
        cell.tooltip = fmt::format(FMT_COMPILE("Life {}/{}{}"), f.life, f.stats.life, thresholdsText(f));
    } else if (column == kKi) {
        cell.value = f.ki;
        cell.maximum = f.stats.ki;
        // Low Ki is a warning, not a wound: most maneuvers cost some.
        cell.tone = 4 * f.ki < std::max(f.stats.ki, 1) ? Tone::Warning : Tone::Neutral;
        cell.text = fmt::format(FMT_COMPILE("{}/{}"), f.ki, f.stats.ki);
        cell.tooltip = fmt::format(FMT_COMPILE("Ki {}/{}"), f.ki, f.stats.ki);
    } else if (column == kActions) {
        cell.value = f.actions;
        cell.maximum = std::max(f.actions, kUsualActions);
        cell.text = fmt::format(FMT_COMPILE("Actions {}"), f.actions);
        cell.tooltip = fmt::format(FMT_COMPILE("{} Action(s) left this round"), f.actions);
    } else if (column == kCounters) {
        cell.value = f.counterActions();
        cell.maximum = std::max(f.baseCounter, 1) + f.convertedCounter;
        cell.tone = Tone::Warning;
        cell.text = fmt::format(FMT_COMPILE("Counter Actions {}"), f.counterActions());
        cell.tooltip = fmt::format(FMT_COMPILE("{} Counter Action(s)"), f.counterActions());
        if (f.convertedCounter > 0) {
            const std::string lapse = fmt::format(" ({} converted: they lapse at the start of {}'s next turn)",
                                                  f.convertedCounter, nameOf(state, c->id));
            cell.text += lapse;
            cell.tooltip += lapse;
        }
    } else if (column == kConditions) {
        return conditionsCell(
            state, *c, f, [this] { return conditions(); }, m_settings.instantRecovery);
    }
    return cell;
}

std::vector<BoardChip> DbuRuleset::marks(const EncounterState& state, std::string_view who) const {
    std::vector<BoardChip> out;
    if (const Combatant* c = state.find(std::string(who))) {
        out = declaredChips(state, *c);
    }
    for (auto& chip : Ruleset::marks(state, who)) {
        out.push_back(std::move(chip));
    }
    return out;
}

// A member of a group goes on acting while it has an Action left (A2: the turn ends at 0 Actions).
} // namespace scouter::engine::dbu
