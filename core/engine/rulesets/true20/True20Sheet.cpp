// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/Scores.h"
#include "true20/True20Ruleset.h"

#include "rules/PreparedMoves.h"

#include <fmt/format.h>

// The character sheet half of True20Ruleset (contract section 2): the seed's stats with their
// bounds, and the scores its formulas give.
namespace scouter::engine::true20 {

namespace {

constexpr int kMaxAttacks = 20;
constexpr int kMaxAttackName = 100;

// Bounds: seed 004 abilities run about -5..+5 at creation; 20 leaves room for epic levels. The
// Base Combat Bonus and Base Save Bonuses of 20 levels are at most 20; feats and sizeBonus are
// small flat bonuses (10); armor and Conviction points stay within 20 at any level. Overrides
// cover Defense up to 60 under `defenseTen: twice`.
SheetField number(const char* key, const char* label, const char* group, const char* help, int minimum, int maximum) {
    return {key, label, group, help, SheetField::Kind::Integer, minimum, maximum, 0, false, {}, false, {}};
}

// The rules give no Speed: squares per move action, 30 ft by default; 20 squares is 100 ft.
SheetField speedField() {
    SheetField field = number("speed", "Speed", "Combat", "Squares per move action (6, 30 ft, when left out)", 0, 20);
    field.initial = kDefaultSpeed;
    return field;
}

SheetField attackPart(const char* key, const char* label, const char* help, SheetField::Kind kind, int minimum,
                      int maximum, int initial = 0, std::vector<Choice> choices = {}) {
    return {key, label, "", help, kind, minimum, maximum, initial, false, std::move(choices), false, {}};
}

// The attacks a character makes again and again, each one key at the table (a prepared move): the
// attack command's Mode, Bonus, Weapon and Lethal start at its values. The threat range is the
// [INTERP] of R-11's "(~ natural 20)": 20 unless a weapon threatens wider, to 15.
SheetField attacksField() {
    using Kind = SheetField::Kind;
    SheetField attacks{
        "attacks",     "Attacks",
        "Attacks",     "each attack kept ready: the action panel offers it as its own row, its form filled from here",
        Kind::Records, 0,
        kMaxAttacks,   0,
        false,         {},
        false,         {}};
    attacks.fields = {
        attackPart("name", "Attack", "its name at the table, e.g. Longbow", Kind::Text, 1, kMaxAttackName),
        attackPart("mode", "Mode", "melee or ranged", Kind::Choice, 0, 0, 0,
                   {{"melee", "Melee"}, {"ranged", "Ranged"}, {"grapple", "Grapple"}}),
        attackPart("bonus", "Bonus", "added to the attack roll (a fine weapon's), signed", Kind::Integer, -20, 20),
        attackPart("damage", "Damage", "the Weapon Damage: a hit's Toughness save is against 15 + it + Strength",
                   Kind::Integer, 0, 40),
        attackPart("lethal", "Lethal", "meant to kill: the save is on the lethal track", Kind::Flag, 0, 1),
        attackPart("range", "Range", "the range increment in squares (0 in melee), shown at the table", Kind::Integer,
                   0, 100),
        attackPart("threat", "Threat", "the lowest natural face that threatens a critical: 20, or 19 for 19-20",
                   Kind::Integer, 15, 20, 20),
    };
    return attacks;
}

} // namespace

std::vector<SheetProblem> True20Ruleset::sheetProblems(const SheetValues& values) const {
    return PreparedMoves::nameProblems(values, "attacks", "prepared attack");
}

std::vector<SheetField> True20Ruleset::sheet() const {
    std::vector<SheetField> fields{
        number("dexterity", "Dexterity", "Abilities", "Initiative, Melee, Ranged, Dodge, Reflex", -5, 20),
        number("strength", "Strength", "Abilities", "Grapple, Parry, and a weapon's Damage DC", -5, 20),
        number("constitution", "Constitution", "Abilities", "Toughness, Fortitude, Recovery and Dying checks", -5, 20),
        number("wisdom", "Wisdom", "Abilities", "Will", -5, 20),
        number("bcb", "Base Combat Bonus", "Combat", "The sum of every role's Combat Bonus", 0, 20),
        number("size", "Size", "Combat", "-1 Small, 0 Medium, 1 Large: Toughness -1 / +2", -1, 1),
        number("sizeBonus", "Size bonus", "Combat", "The Size term of the attack and Defense formulas", -10, 10),
        number("armor", "Armor", "Combat", "Added to Toughness", 0, 20),
        number("conviction", "Conviction", "Combat", "Points held: one makes a check at least 10", 0, 20),
        speedField(),
        // The weapon it fights with: the attack's Weapon starts at it (R-4: 15 + Weapon Damage + Strength).
        number("weapon", "Weapon damage", "Combat",
               "The Weapon Damage of its usual weapon: an attack's Weapon starts at it (0 unarmed)", 0, 40),
        number("meleeFeats", "Melee feats", "Feats", "Flat bonus to Melee", -10, 10),
        number("rangedFeats", "Ranged feats", "Feats", "Flat bonus to Ranged", -10, 10),
        number("grappleFeats", "Grapple feats", "Feats", "Flat bonus to Grapple", -10, 10),
        number("defenseFeats", "Defense feats", "Feats", "Flat bonus to Defense", -10, 10),
        number("dodgeFeats", "Dodge feats", "Feats", "Flat bonus to Dodge", -10, 10),
        number("parryFeats", "Parry feats", "Feats", "Flat bonus to Parry", -10, 10),
        number("toughnessFeats", "Toughness feats", "Feats", "Flat bonus to Toughness", -10, 10),
        number("fortitudeFeats", "Fortitude feats", "Feats", "Flat bonus to Fortitude", -10, 10),
        number("reflexFeats", "Reflex feats", "Feats", "Flat bonus to Reflex", -10, 10),
        number("willFeats", "Will feats", "Feats", "Flat bonus to Will", -10, 10),
        number("baseFortitude", "Base Fortitude", "Saves", "Core role(s) and every Poor save", 0, 20),
        number("baseReflex", "Base Reflex", "Saves", "Core role(s) and every Poor save", 0, 20),
        number("baseWill", "Base Will", "Saves", "Core role(s) and every Poor save", 0, 20),
        number("nonCoreGoodFortitude", "Non-core Good Fortitude", "Saves", "Counts minus 2 (minimum 0)", 0, 20),
        number("nonCoreGoodReflex", "Non-core Good Reflex", "Saves", "Counts minus 2 (minimum 0)", 0, 20),
        number("nonCoreGoodWill", "Non-core Good Will", "Saves", "Counts minus 2 (minimum 0)", 0, 20),
        number("attack", "Attack", "Overrides", "Replaces the Melee and Ranged formulas when given", -20, 60),
        number("defense", "Defense", "Overrides", "Replaces the Defense formula when given", 0, 60),
        number("toughness", "Toughness", "Overrides", "Replaces the Toughness formula when given", -20, 40),
        number("fortitude", "Fortitude", "Overrides", "Replaces the Fortitude formula when given", -20, 40),
        number("reflex", "Reflex", "Overrides", "Replaces the Reflex formula when given", -20, 40),
        number("will", "Will", "Overrides", "Replaces the Will formula when given", -20, 40),
        attacksField(),
    };
    // Who a character is in one line: its combat level, its two most used abilities, its luck.
    for (auto& field : fields) {
        field.summary =
            field.key == "bcb" || field.key == "dexterity" || field.key == "constitution" || field.key == "conviction";
    }
    return fields;
}

std::vector<DerivedScore> True20Ruleset::derivedScores(const SheetValues& values) const {
    const Scores s(values, nullptr, m_settings);
    const auto given = [&](const char* key) { return values.numbers.contains(key); };
    const auto over = [](int value) { return fmt::format("{} (given)", value); };
    const int bcb = s.stat("bcb");
    const int size = s.stat("sizeBonus");
    std::vector<DerivedScore> scores;
    scores.push_back({"melee", "Melee", s.melee(),
                      given("attack") ? over(s.melee())
                                      : fmt::format("{} BCB + {} Dexterity + {} Size + {} Feats", bcb,
                                                    s.stat("dexterity"), size, s.stat("meleeFeats"))});
    scores.push_back({"ranged", "Ranged", s.ranged(),
                      given("attack") ? over(s.ranged())
                                      : fmt::format("{} BCB + {} Dexterity + {} Size + {} Feats - Range Penalty", bcb,
                                                    s.stat("dexterity"), size, s.stat("rangedFeats"))});
    scores.push_back({"grapple", "Grapple", s.grapple(),
                      fmt::format("{} BCB + {} Strength + {} Size + {} Feats", bcb, s.stat("strength"), size,
                                  s.stat("grappleFeats"))});
    scores.push_back({"dodge", "Dodge", s.dodge(),
                      fmt::format("{} Dexterity + {} Feats", s.stat("dexterity"), s.stat("dodgeFeats"))});
    scores.push_back(
        {"parry", "Parry", s.parry(), fmt::format("{} Strength + {} Feats", s.stat("strength"), s.stat("parryFeats"))});
    scores.push_back({"defense", "Defense", s.defense(),
                      given("defense") ? over(s.defense())
                                       : fmt::format("10{} + {} BCB + {} Size + {} Feats + {} Dodge or Parry",
                                                     m_settings.defenseTwice ? " + 10" : "", bcb, size,
                                                     s.stat("defenseFeats"), s.chosenDefense())});
    scores.push_back({"toughness", "Toughness", s.toughness(true),
                      given("toughness")
                          ? over(s.toughness(true))
                          : fmt::format("{} Constitution + {} Size + {} Feats + {} Armor", s.stat("constitution"),
                                        s.sizeAdjustment(), s.stat("toughnessFeats"), s.stat("armor"))});
    const auto saveFormula = [&](const char* key, const char* ability, const char* abilityLabel, const char* suffix) {
        if (given(key)) {
            return over(s.save(key));
        }
        return fmt::format("{} {} + {} Base + {} Feats + {} non-core Good", s.stat(ability), abilityLabel,
                           s.stat(std::string("base") + suffix), s.stat(std::string(key) + "Feats"),
                           std::max(0, s.stat(std::string("nonCoreGood") + suffix) - 2));
    };
    scores.push_back({"fortitude", "Fortitude", s.save("fortitude"),
                      saveFormula("fortitude", "constitution", "Constitution", "Fortitude")});
    scores.push_back({"reflex", "Reflex", s.save("reflex"), saveFormula("reflex", "dexterity", "Dexterity", "Reflex")});
    scores.push_back({"will", "Will", s.save("will"), saveFormula("will", "wisdom", "Wisdom", "Will")});
    return scores;
}

} // namespace scouter::engine::true20
