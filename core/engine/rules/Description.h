// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceExpression.h"
#include "model/AreaTemplate.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

// What a ruleset tells the rest of Scouter about itself, so the panel, the board's menus, the log
// and the exports are built from it and hold no list of maneuvers, conditions or commands of their
// own. Plain values: no Qt, no behaviour. Labels are the rules' own words, ready to show.
namespace scouter::engine {

// Whom a maneuver (or one of its options) is aimed at; sent as the command's `target`.
enum class TargetKind {
    None,       // no target: the command carries none
    Opponent,   // one of the actor's Opponents
    Ally,       // one of the actor's Allies, not the actor
    AllyOrSelf, // an Ally or the actor itself
    Self,       // the actor (sent as no target)
    Attacker,   // whoever made the attack being answered (state().lastAttack)
    Any,        // anyone in the encounter
    Other,      // anyone but the actor, Allies first (a gift to another character)
};

// Which argument of the command an input fills (CommandInput::keyOf gives its form key).
enum class InputKind {
    Hit,      // bool `hit`: the maneuver's own roll succeeded (Strike beat Dodge...)
    Damage,   // int `damage`: what the target loses on a hit
    Square,   // Position `to`
    Stacks,   // int `stacks`
    Amount,   // int `amount` (a won opposed check's margin)
    Mode,     // text `mode`, one of `choices`
    Category, // text `category`, one of `choices`
    Text,     // free text `option` (a catch-all maneuver's kind)
    Roll,     // int `roll`: a die face, typed or rolled (InputDescription::roll says which die)
    Bonus,    // int `bonus`: a situational modifier, signed
    Dc,       // int `dc`: the Difficulty the roll must reach
    Weapon,   // int `weapon`: a weapon's damage bonus
    Range,    // int `range`: a range penalty
    Kind,     // text `kind`, one of `choices` (an action type, a save)
    Lethal,   // bool `lethal`
    Critical, // bool `critical`
    Spend,    // bool `conviction`: spend a point of a resource the ruleset names in the label
    // A pool of dice counted in successes: either Scouter rolls `pool` dice against `tn`, or the
    // table rolled them and types the `successes`. A form offers the two ways when a maneuver
    // describes both and sends only the one chosen.
    Pool,      // int `pool`: dice Scouter rolls
    Tn,        // int `tn`: the Target Number a die must beat (for `pool`)
    Successes, // int `successes`: counted at the table
    // Inputs named by their `key` alone (InputDescription::key is required): the rules' own words
    // for arguments no kind above stands for (a wager, a form taken, a list of targets).
    Number, // int `key`, within the bounds
    Flag,   // bool `key`
    Choice, // text `key`, one of `choices`
    Ids,    // ids `key`: any of `choices` (combatants, labelled with their names); none sends nothing
    // A fixed number of records of numbers (`key`): `rows` rows, each with the number keys that
    // `choices` name (id) and label, each within the bounds; sent whole, every number with it.
    Records,
};

struct Choice {
    std::string id;    // the value the command carries ("fast")
    std::string label; // "Fast"
    friend bool operator==(const Choice&, const Choice&) = default;
};

struct InputDescription {
    InputKind kind = InputKind::Hit;
    std::string label; // the input's name in the ruleset's words
    std::string help;  // one line: what the table rolls or decides for it
    int minimum = 0;
    int maximum = 0; // the rules' bound, for this actor now (Hit: 1)
    int initial = 0; // where a fresh form starts (Hit: 0 or 1; Square: ignored, the actor's square)
    // The dice a roll button beside the input rolls to fill it, in the dice module's notation,
    // (T) and (bT) meaning the actor's scale (Terms::diceScale; "1d10(T)+3"); empty when nothing is
    // rolled for it.
    std::string roll;
    DiceScaling rollScaling = DiceScaling::Count; // what (T) multiplies in `roll`, as the ruleset rolls
    std::vector<Choice> choices;                  // Mode and Category: the allowed values, the first the default
    // A number the command needs even at 0 (a bonus of 0 still sets a save's DC), rather than 0
    // meaning "nothing entered" (the damage of a miss).
    bool required = false;
    // The form key it fills when not its kind's usual one (CommandInput::keyOf): an attack
    // may take its action's kind as `type` and its defence's mode as `with`.
    std::string key{};
    // Ids: when any is picked the command carries them instead of the maneuver's target, and no Hit
    // (an area attack's `targets`: another Ids input, its `hits`, says whom the Strike beat).
    bool replacesTarget = false;
    int rows = 0; // Records: how many records the command carries
    // Entered now and then only (an attack's Foundation, Strike score, area, Instant, Tail): the
    // form keeps it under a fold the table opens, so the usual entries stay in view.
    bool folded = false;
    friend bool operator==(const InputDescription&, const InputDescription&) = default;
};

struct OptionDescription {
    std::string id; // the command's `option`
    std::string label;
    std::string help;
    std::optional<TargetKind> target;     // when set, replaces the maneuver's target
    std::vector<InputDescription> inputs; // added after the maneuver's own inputs
    bool replacesInputs = false;          // the option's inputs replace the maneuver's
    friend bool operator==(const OptionDescription&, const OptionDescription&) = default;
};

// The shape and size of an area of effect, before it is laid on the grid (AreaTemplate).
struct AreaDescription {
    AreaShape shape = AreaShape::Sphere;
    int size = 1;
    // The keys of the Ids inputs the form ticks with whom the area covers (the attack's targets, and
    // the ones it hit), the table unticking whom it spares or who dodged.
    std::vector<std::string> ticks{};
    friend bool operator==(const AreaDescription&, const AreaDescription&) = default;
};

struct ManeuverDescription {
    // The command sent: empty for `maneuver` with `name` = id, else the command's own type
    // ("attack", "toughness") with no name.
    std::string command;
    std::string id;    // the command's `name` ("attack"), or an id unique in the catalogue
    std::string label; // "Attack"
    std::string group; // the panel's heading ("Attacks", "Movement", "Defence", "Instant", "Support")
    std::string cost;  // as the ruleset writes it: its actions, pools and timing, in its own words
    std::string help;  // one line from the rules
    TargetKind target = TargetKind::None;
    // The form key the target is sent as when not `target` (a save after a hit names the
    // attacker whose strength adds to the damage `by`).
    std::string targetKey{};
    std::vector<InputDescription> inputs;
    // When not empty the form picks one; the first is the default. A maneuver whose plain form is
    // valid too lists it first with an empty id.
    std::vector<OptionDescription> options;
    bool attack = false;       // an attacking maneuver (spends charges built up, raises Reactions)
    bool answersOffer = false; // may answer an offer (Ruleset::offerName), paid as the offer is
    char shortcut = 0;         // the panel's key for it ('A'), 0 for none
    // With `command`: the form key the maneuver's name is sent as (a tick ruleset's `act` with
    // `action` = "dodge"), and that name when it is not the id (a row taken both as an action and
    // as a reaction is two descriptions with two ids and one name). No key: no name is sent.
    std::string nameKey{};
    std::string name{};
    // A prepared move: a row of the actor's own, made from a list on its sheet,
    // its key a digit from 1 in the sheet's order, its inputs starting at the sheet's values. It
    // sends `presets` as they are beside its inputs (the move's name, which the log shows).
    bool prepared = false;
    std::vector<std::pair<std::string, std::string>> presets{};
    // Listed only when the table asks for every maneuver, its key still opening it: the generic row
    // a combatant's own prepared moves stand in for, so the list keeps to one screen.
    bool unlisted = false;
    // An area attack's template (a Sphere of radius 2 kept on the sheet): the grid draws it from the
    // Target Square, which the form sends as its Square input, and ticks whom it covers in the Ids
    // input that replaces the target; the table unticks whom it spares.
    std::optional<AreaDescription> area{};
    friend bool operator==(const ManeuverDescription&, const ManeuverDescription&) = default;
};

// What the rules ask for next, offered at once after the last command (a save
// after a hit): who makes it, with which maneuver and option, its inputs' starting values, and why.
struct FollowUp {
    std::string who;
    std::string maneuver;                          // a ManeuverDescription::id of `who`'s
    std::string option;                            // an OptionDescription::id, empty for the plain form
    std::vector<std::pair<InputKind, int>> values; // inputs filled in (a check box: 0 or 1)
    std::string why; // what raised it and against what, with its sum, in the ruleset's words
    friend bool operator==(const FollowUp&, const FollowUp&) = default;
};

// A condition the ruleset knows, for the quick entry, the board's chips and the log.
struct ConditionDescription {
    std::string id;    // "prone"
    std::string label; // "Prone"
    std::string help;  // what it does, one line
    friend bool operator==(const ConditionDescription&, const ConditionDescription&) = default;
};

// A quick-entry button of the action panel: `command` sent for the selected combatant (`who`)
// with the amount typed beside it times `sign` (damage, healing, a pool raised or lowered).
struct QuickAmount {
    // What the log says the command's amount was, read from what it changed: the damage taken, the
    // healing, or the signed change of the pool it sets ("<name>: <pool> −10").
    enum class Shown { Damage, Healing, Change };
    std::string id;      // names the button (its object name is "quick" + id)
    std::string command; // a command of the ruleset taking `who` and `amount`
    std::string label;   // the button's words: the pool and its sign
    std::string noun;    // what the quick entry's title lists ("damage", a pool's name)
    int sign = 1;
    Shown shown = Shown::Change;
    friend bool operator==(const QuickAmount&, const QuickAmount&) = default;
};

// A command of the ARC's (end the fight, skip a turn, remove a combatant, change sides).
struct CommandDescription {
    enum class Subject {
        None,      // the encounter (`end`)
        Combatant, // the combatant the ARC picked, sent as `who`
        Pair,      // the picked combatant (`a`) and another (`b`)
    };
    std::string type;  // the command's `type` ("leave")
    std::string label; // "Remove from the encounter"
    std::string help;
    Subject subject = Subject::None;
    std::string field;           // the form key `choices` fill: "outcome", "reason", "as"
    std::vector<Choice> choices; // one menu entry each; empty: the command itself is the entry
    std::string shortcut;        // portable key sequence text ("Ctrl+Shift+E"), empty for none
    // The choices differ only in how much (a round, a minute, a day of time passing): the rules
    // allow or refuse them alike, so the menu judges them all by its first one's probe rather than
    // playing each (a day is 14 400 rounds of turns).
    bool judgedAlike = false;
    friend bool operator==(const CommandDescription&, const CommandDescription&) = default;
};

// One field of the character sheet: the library's editor, the import check, the scenario loader
// and the engine's set-up check all read it, so they accept the same sheets.
struct SheetField {
    enum class Kind {
        Integer,     // SheetValues::numbers
        IntegerList, // SheetValues::lists ("90, 60, 30")
        Choice,      // SheetValues::texts, one of `choices`
        Text,        // SheetValues::texts (a record's texts), at most `maximum` characters; the ruleset
                     // judges its form in sheetProblems (a damage notation)
        Flag,        // SheetValues::numbers (a record's numbers), 0 or 1; a JSON boolean when stored
        Records,     // SheetValues::records: at most `maximum` entries, each with the keys of `fields`
                     // (Integer, Flag, Choice or Text); a weapon list. A scenario may give it as a combatant key
    };
    std::string key;   // "dexterity": the key in the stored sheet and in a scenario's `stats`
    std::string label; // "Dexterity"
    std::string group; // the editor's heading ("Abilities", "Combat", "Saves")
    std::string help;  // what the rules do with it, or its default when left out
    Kind kind = Kind::Integer;
    int minimum = 0; // the rules' bounds: a value outside is refused with them in the message
    int maximum = 0;
    int initial = 0; // the value when left out (Integer); a Choice's is the first choice
    bool required = false;
    std::vector<Choice> choices;
    bool summary = false;           // one of the few that say who a character is in one line (an export's participants)
    std::vector<SheetField> fields; // a Records field's entry: its keys, the first being its id
    friend bool operator==(const SheetField&, const SheetField&) = default;
};

// A rule between fields, or a field's own bound, broken: `field` is the key to point at.
struct SheetProblem {
    std::string field;
    std::string message; // a sentence: "Mana must be at least Health (5)."
    friend bool operator==(const SheetProblem&, const SheetProblem&) = default;
};

// A score the rules compute from the sheet, shown beside it ("Defense 14 = 10 + 2 BCB + 2 Dodge").
struct DerivedScore {
    std::string key;
    std::string label;
    int value = 0;
    std::string formula; // the rules' formula with this sheet's numbers
    friend bool operator==(const DerivedScore&, const DerivedScore&) = default;
};

// A column of the initiative board (beyond the name and the initiative, which every ruleset has).
struct BoardColumn {
    enum class Kind {
        Bar,   // BoardCell::value of BoardCell::maximum, drawn as a bar
        Pips,  // BoardCell::value filled of BoardCell::maximum
        Chips, // BoardCell::chips, words on coloured chips
        Text,  // BoardCell::text
    };
    std::string id;    // asked back in Ruleset::boardCell
    std::string label; // the header, in the ruleset's words
    std::string help;  // the header's tooltip
    Kind kind = Kind::Text;
    // Who at the table may read it on the players' screen. Public: anyone (conditions, posture,
    // what the fiction shows). Private: the ARC, and the players only for a PC or a combatant the
    // ARC reveals (pools, damage taken, resources): an Opponent's numbers are secret.
    enum class Audience { Private, Public };
    Audience audience = Audience::Private;
    // A Text column's longest usual text ("Two AP, or one AP and a move"): the board sizes the column
    // and every row's height from it, so no word is cut and no row grows when the text does.
    std::string widest{};
    friend bool operator==(const BoardColumn&, const BoardColumn&) = default;
};

// How hurt a combatant looks to someone who cannot read its numbers (the players' screen shows
// an Opponent's health bar this way): each ruleset judges it from its own tracks (Ruleset::health).
enum class Health {
    Unhurt,    // nothing taken, or all of it healed
    Bloodied,  // hurt, but more than half of it left
    BadlyHurt, // half or less left, or a track as bad
    Down,      // out of the fight: defeated, unconscious, dying, dead or gone
};

// How serious a chip or a bar reads: the board picks the colour.
enum class Tone { Neutral, Good, Warning, Bad };

struct BoardChip {
    std::string text;    // "Hurt", "Wounded ×2"
    std::string tooltip; // what it does and when it ends
    Tone tone = Tone::Neutral;
    friend bool operator==(const BoardChip&, const BoardChip&) = default;
};

struct BoardCell {
    int value = 0;
    int maximum = 0;
    std::string text;
    std::string tooltip;
    Tone tone = Tone::Neutral;
    std::vector<BoardChip> chips;
    friend bool operator==(const BoardCell&, const BoardCell&) = default;
};

} // namespace scouter::engine
