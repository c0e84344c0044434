// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuRuleset.h"

#include "dbu/SheetLimits.h"
#include "dbu/Stats.h"
#include "dbu/TierLimits.h"
#include "model/KebabCase.h"
#include "model/Limits.h"
#include "rules/PreparedMoves.h"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>
#include <tuple>

// The DBU sheet as the library, an import and the engine's set-up check read it. The bounds and
// labels are dbu/SheetLimits.h's table; this file adds the editor's words and the list of the
// Health Thresholds, and turns the rules of SheetLimits into SheetProblems.
namespace scouter::engine::dbu {

namespace {

struct DbuFieldWords {
    std::string_view key;
    std::string_view group;
    bool required;
    std::string_view help;
};

// In the editor's order; the groups are its headings.
constexpr DbuFieldWords kDbuFieldWords[] = {
    {"tier", "Power", true, "the base Tier: (T) and (bT) costs and dice scale with it"},
    {"life", "Power", true, "the maximum Life pool"},
    {"ki", "Power", true, "the maximum Ki pool"},
    {"agilityScore", "Initiative", false, "breaks initiative ties; 0 when empty"},
    {"agilityModifier", "Initiative", false, "added to initiative; 0 when empty"},
    {"initiativeBonus", "Initiative", false, "any other bonus to initiative"},
    {"normalSpeed", "Movement", false, "squares per Movement; 1 when empty"},
    {"boostedSpeed", "Movement", false, "squares per Boosted Movement, at least Normal Speed; 1 when empty"},
    {"capacity", "Attributes", false, "Energy Charge's Capacity Rate; 0 when empty"},
    {"force", "Attributes", false, "0 when empty"},
    {"spirit", "Attributes", false, "0 when empty"},
    {"personality", "Attributes", false, "0 when empty"},
    {"meleeRange", "Reach", false, "squares; 1 (adjacent) when empty"},
    {"size", "Reach", false, "size category for throws and drags; 0 when empty"},
    {"lifeNow", "At the start", false, "full Life when empty"},
    {"kiNow", "At the start", false, "full Ki when empty"},
};

constexpr std::string_view kThresholds = "thresholds";
constexpr std::string_view kForms = "forms";
constexpr std::string_view kTail = "tail";
constexpr std::string_view kEnergyWoundDice = "energyWoundDice";
constexpr std::string_view kTechniques = "techniques";
constexpr int kMaxForms = 20;
constexpr int kMaxTechniques = 20;
// A technique's notes: a line or two of the table's own reminders.
constexpr int kMaxTechniqueNotes = 500;
constexpr int kMaxWoundDice = 20;
constexpr int kDieSizes[] = {4, 6, 8, 10, 12, 20};

// A field beyond the table of whole numbers: a list, a flag, a record's own key or the forms.
[[nodiscard]] SheetField extraField(std::string_view key, std::string label, std::string group, std::string help,
                                    SheetField::Kind kind, int minimum, int maximum) {
    SheetField made;
    made.key = std::string(key);
    made.label = std::move(label);
    made.group = std::move(group);
    made.help = std::move(help);
    made.kind = kind;
    made.minimum = minimum;
    made.maximum = maximum;
    return made;
}

[[nodiscard]] SheetField formsField() {
    SheetField bonus = extraField("tierBonus", "Tier bonus", {}, "the Tier of Power it adds while active",
                                  SheetField::Kind::Integer, 0, kMaxTier);
    bonus.initial = 1;
    SheetField forms = extraField(kForms, "Transformations", "Power",
                                  "each form the Transformation Maneuver can take, with the Tier of Power it adds",
                                  SheetField::Kind::Records, 0, kMaxForms);
    forms.fields = {extraField("name", "Form", {}, "kebab case, e.g. super-saiyan", SheetField::Kind::Text, 0,
                               static_cast<int>(limits::kMaxIdLength)),
                    std::move(bonus)};
    return forms;
}

[[nodiscard]] SheetField choiceField(std::string_view key, std::string label, std::string help,
                                     std::vector<Choice> choices) {
    SheetField made = extraField(key, std::move(label), {}, std::move(help), SheetField::Kind::Choice, 0, 0);
    made.choices = std::move(choices);
    return made;
}

// 001 Signature Technique Maneuver: "Use a Signature Technique". What one is made of comes from
// other chapters (the digest lists Profile, Foundation and Area of Effect among the terms the seeds
// use); the sheet keeps what the panel needs to fill the maneuver's form in one key.
[[nodiscard]] SheetField techniquesField() {
    using Kind = SheetField::Kind;
    SheetField ki = extraField("ki", "Ki cost", {}, "the Ki it costs, before any wager", Kind::Integer, 0,
                               limits::kMaxCommandAmount);
    SheetField techniques =
        extraField(kTechniques, "Signature Techniques", "Techniques",
                   "each Signature Technique: the action panel offers it as its own row, its form filled from here",
                   Kind::Records, 0, kMaxTechniques);
    techniques.fields = {
        extraField("name", "Technique", {}, "its name at the table, e.g. Special Beam Cannon", Kind::Text, 1,
                   static_cast<int>(limits::kMaxNameLength)),
        choiceField("profile", "Profile", "what a Duel or a United Attack must match",
                    {{"simple", "Simple"}, {"powered", "Powered"}}),
        choiceField("foundation", "Foundation", "Block answers Physical attacks, Deflect Energy and Magic ones",
                    {{"energy", "Energy"}, {"physical", "Physical"}, {"magic", "Magic"}}),
        choiceField("attackType", "Attack type", "whether it is made within Melee Range or at a distance",
                    {{"ranged", "Ranged"}, {"melee", "Melee"}}),
        std::move(ki),
        extraField("kiScaled", "Ki × (T)", {}, "the Ki cost is per Tier of Power, like 6(T)", Kind::Flag, 0, 1),
        extraField("wager", "Ki Wager", {}, "the wager the form starts with; still editable before Perform",
                   Kind::Integer, 0, limits::kMaxCommandAmount),
        extraField("charges", "Energy Charges", {}, "Energy Charges it needs held to be used", Kind::Integer, 0,
                   limits::kMaxCommandAmount),
        choiceField("areaShape", "Area", "an Area of Effect's shape; None for one target",
                    {{"none", "None"}, {"sphere", "Sphere"}, {"line", "Line"}, {"cone", "Cone"}, {"square", "Square"}}),
        extraField("areaSize", "Area size", {},
                   "squares: a sphere's radius, a line's or cone's length, a square's side", Kind::Integer, 0,
                   limits::kMaxAreaSize),
        extraField("areaHuge", "Huge", {},
                   "its Area's Magnitude is Huge or more: a Sphere on the user's own square reaches someone Hidden "
                   "from them (002)",
                   Kind::Flag, 0, 1),
        extraField("notes", "Notes", {}, "what else the table must remember", Kind::Text, 0, kMaxTechniqueNotes),
    };
    return techniques;
}

[[nodiscard]] std::optional<std::string> woundDiceProblem(const std::vector<int>& dice) {
    if (dice.size() > static_cast<std::size_t>(kMaxWoundDice)) {
        return fmt::format("An Energy Wound Roll has at most {} dice, not {}.", kMaxWoundDice, dice.size());
    }
    for (std::size_t i = 0; i < dice.size(); ++i) {
        if (std::find(std::begin(kDieSizes), std::end(kDieSizes), dice[i]) == std::end(kDieSizes)) {
            return fmt::format("Energy Wound Dice: die {} is a d{}; a die is a d4, d6, d8, d10, d12 or d20.", i + 1,
                               dice[i]);
        }
    }
    return std::nullopt;
}

[[nodiscard]] int dbuInitial(std::string_view key) {
    Stats defaults;
    if (key == "tier") {
        return kMinTier; // a Tier left out is the rules' lowest
    }
    const int* field = statField(defaults, key);
    return field == nullptr ? 0 : *field;
}

} // namespace

std::vector<SheetField> DbuRuleset::sheet() const {
    std::vector<SheetField> fields;
    for (const DbuFieldWords& words : kDbuFieldWords) {
        const auto limit = dbuStatLimit(words.key);
        SheetField field;
        field.key = std::string(words.key);
        field.label = std::string(limit->label);
        field.group = std::string(words.group);
        field.help = std::string(words.help);
        field.minimum = limit->min;
        field.maximum = limit->max;
        field.initial = dbuInitial(words.key);
        field.required = words.required;
        field.summary = words.key == "tier" || words.key == "life" || words.key == "ki";
        fields.push_back(std::move(field));
    }
    fields.push_back(extraField(kThresholds, "Health Thresholds", "At the start",
                                "Life values, highest first, e.g. 90, 60, 30", SheetField::Kind::IntegerList, 1,
                                limits::kMaxPool));
    fields.push_back(extraField(kTail, "Tail", "Reach", "Tail Restraint can hold it, and it can make Tail Attacks",
                                SheetField::Kind::Flag, 0, 1));
    fields.push_back(extraField(kEnergyWoundDice, "Energy Wound Dice", "Attributes",
                                "die sizes of the Energy Wound Roll, e.g. 10, 6; a d10 when empty (Empower's roll)",
                                SheetField::Kind::IntegerList, 4, 20));
    fields.push_back(formsField());
    fields.push_back(techniquesField());
    return fields;
}

SheetValues DbuRuleset::sheetOf(const Combatant& combatant) const {
    SheetValues values;
    Stats stats = statsOf(combatant.sheet);
    for (const DbuFieldWords& words : kDbuFieldWords) {
        if (const int* field = statField(stats, words.key)) {
            values.numbers.emplace(std::string(words.key), *field);
        }
    }
    values.lists.emplace(std::string(kThresholds), stats.thresholds);
    values.lists.emplace(std::string(kEnergyWoundDice), stats.energyWoundDice);
    values.numbers.emplace(std::string(kTail), stats.tail ? 1 : 0);
    auto& forms = values.records[std::string(kForms)];
    for (const Form& form : stats.forms) {
        SheetRecord record;
        record.texts.emplace("name", form.name);
        record.numbers.emplace("tierBonus", form.tierBonus);
        forms.push_back(std::move(record));
    }
    auto& techniques = values.records[std::string(kTechniques)];
    for (const Technique& technique : stats.techniques) {
        SheetRecord record;
        record.texts = {{"name", technique.name},
                        {"profile", technique.profile},
                        {"foundation", technique.foundation},
                        {"attackType", technique.attackType},
                        {"areaShape", technique.areaShape.empty() ? std::string("none") : technique.areaShape},
                        {"notes", technique.notes}};
        record.numbers = {{"ki", technique.ki},
                          {"kiScaled", technique.kiScaled ? 1 : 0},
                          {"wager", technique.wager},
                          {"charges", technique.charges},
                          {"areaSize", technique.areaSize},
                          {"areaHuge", technique.areaHuge ? 1 : 0}};
        techniques.push_back(std::move(record));
    }
    return values;
}

std::optional<SheetProblem> DbuRuleset::sheetSetupProblem(const SheetValues& values, SetupCheck check) const {
    return sheetProblem(statsOf(values), check);
}

std::vector<SheetProblem> DbuRuleset::sheetProblems(const SheetValues& values) const {
    std::vector<SheetProblem> problems;
    const Stats stats = statsOf(values);
    // A pool at the start within the sheet's pool, the sheet's pool at its default when left out.
    for (const auto& [now, pool, maximum] : {std::tuple{"lifeNow", "Life", stats.life}, //
                                             std::tuple{"kiNow", "Ki", stats.ki}}) {
        const auto given = values.numbers.find(std::string_view(now));
        if (given == values.numbers.end()) {
            continue;
        }
        if (auto problem = atStartProblem(given->second, maximum, pool)) {
            problems.push_back({now, fmt::format("{} {}.", dbuStatLimit(now)->label, *problem)});
        }
    }
    for (const std::string_view key : kDbuRuledStats) {
        if (auto problem = statRuleProblem(key, stats)) {
            problems.push_back({std::string(key), fmt::format("{} {}.", dbuStatLimit(key)->label, *problem)});
        }
    }
    const std::vector<long long> thresholds(stats.thresholds.begin(), stats.thresholds.end());
    if (auto problem = thresholdsProblem(thresholds, stats.life)) {
        problems.push_back({std::string(kThresholds), *problem});
    }
    if (auto problem = woundDiceProblem(stats.energyWoundDice)) {
        problems.push_back({std::string(kEnergyWoundDice), *problem});
    }
    for (std::size_t i = 0; i < stats.forms.size(); ++i) {
        const std::string& name = stats.forms[i].name;
        if (!isKebabCase(name)) {
            problems.push_back({fmt::format("forms[{}].name", i),
                                fmt::format("Form '{}' must be kebab case (a-z, 0-9 and single hyphens, like "
                                            "'super-saiyan').",
                                            name.substr(0, 64))});
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (stats.forms[j].name == name) {
                problems.push_back(
                    {fmt::format("forms[{}].name", i), fmt::format("Form '{}' is listed twice.", name.substr(0, 64))});
            }
        }
    }
    auto named = PreparedMoves::nameProblems(values, kTechniques, "Signature Technique");
    problems.insert(problems.end(), named.begin(), named.end());
    for (std::size_t i = 0; i < stats.techniques.size(); ++i) {
        const Technique& technique = stats.techniques[i];
        const std::string name = technique.name.substr(0, 64);
        if (!technique.areaShape.empty() && technique.areaSize == 0) {
            problems.push_back({fmt::format("techniques[{}].areaSize", i),
                                fmt::format("Signature Technique '{}' has an Area of Effect: give its size in "
                                            "squares.",
                                            name)});
        }
    }
    return problems;
}

std::vector<DerivedScore> DbuRuleset::derivedScores(const SheetValues& values) const {
    const int tier = std::max(values.number("tier", kMinTier), kMinTier);
    return {{"attributeLimit", "Attribute limit", attributeLimit(tier),
             fmt::format("{} × Score Limit {} at Tier of Power {}", kTransformationAllowance, scoreLimit(tier), tier)}};
}

} // namespace scouter::engine::dbu
