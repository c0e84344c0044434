// SPDX-License-Identifier: GPL-3.0-or-later
#include "RollCommand.h"

#include "CliArgs.h"
#include "dice/DiceRoll.h"
#include "dice/SeededDice.h"
#include "model/Limits.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <limits>
#include <ostream>

namespace scouter::cli {
namespace {

std::string join(const std::vector<std::string>& parts) {
    std::string text;
    for (const auto& part : parts) {
        text += (text.empty() ? "" : " ") + part;
    }
    return text;
}

// Shows the parser's message and points at the column, the way compilers do; of a long expression
// only the part around the column, so a refused 100 KB sum is not echoed whole.
void reportParseError(std::ostream& err, const std::string& what, const std::string& text,
                      const engine::DiceParseError& error) {
    constexpr std::size_t kAround = 30;
    const std::size_t at = std::min(error.position, text.size());
    const std::size_t from = at > kAround ? at - kAround : 0;
    const std::string before = from > 0 ? "..." : "";
    const std::string after = from + 2 * kAround < text.size() ? "..." : "";
    err << fmt::format("scouter-cli roll: bad {}: {}\n  {}{}{}\n  {}^\n", what, error.message(), before,
                       text.substr(from, 2 * kAround), after, std::string(before.size() + at - from, ' '));
}

std::string describeTerm(const engine::TermResult& term, bool first) {
    std::string label = term.term.toString();
    if (first && label.starts_with('+')) {
        label.erase(0, 1);
    }
    if (term.extra) {
        label += " (Extra Dice)";
    }
    if (!term.term.isDice()) {
        return fmt::format("  {:<24} = {}", label, term.value);
    }
    // Under count scaling the tier multiplies the dice rolled; under result scaling, the sum.
    std::string scaled;
    if (term.multiplier != 1) {
        const auto rolled = static_cast<int>(term.faces.size());
        scaled = rolled == term.term.count * term.multiplier ? fmt::format(" as {}d{}", rolled, term.term.sides)
                                                             : fmt::format(" ×{}", term.multiplier);
    }
    return fmt::format("  {:<24} [{}]{} = {}", label, fmt::join(term.faces, ", "), scaled, term.value);
}

} // namespace

int runRoll(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    CliArgs cli(args);
    const auto tier = cli.takeInteger("tier", 0, engine::limits::kMaxDiceScale);
    const auto baseTier = cli.takeInteger("base-tier", 0, engine::limits::kMaxDiceScale);
    const auto seed = cli.takeInteger("seed", 0, std::numeric_limits<long long>::max());
    const auto extra = cli.takeValue("extra");
    const auto scaling = cli.takeValue("tier-scaling");
    const std::string text = join(cli.positional());
    if (cli.error()) {
        err << "scouter-cli roll: " << *cli.error() << "\n";
        return 2;
    }
    if (text.empty()) {
        err << "scouter-cli roll: give a dice expression, e.g. scouter-cli roll 2d10(T)+3 --tier 2\n";
        return 2;
    }

    engine::RollContext context;
    context.scale = static_cast<int>(tier.value_or(1));
    context.baseScale = static_cast<int>(baseTier.value_or(context.scale));
    if (scaling) {
        if (*scaling == "count") {
            context.scaling = engine::DiceScaling::Count;
        } else if (*scaling == "result") {
            context.scaling = engine::DiceScaling::Result;
        } else {
            err << "scouter-cli roll: --tier-scaling expects 'count' or 'result', got '" << *scaling << "'\n";
            return 2;
        }
    }
    if (extra) {
        const auto parsedExtra = engine::parseDice(*extra);
        if (!parsedExtra.ok()) {
            reportParseError(err, "--extra", *extra, *parsedExtra.error);
            return 2;
        }
        context.extraDice = parsedExtra.expression->terms;
    }

    const auto parsed = engine::parseDice(text);
    if (!parsed.ok()) {
        reportParseError(err, "dice expression", text, *parsed.error);
        return 2;
    }

    // Refused before a die is rolled: the message names the bound (model/Limits.h).
    if (const auto problem = engine::rollLimitProblem(*parsed.expression, context)) {
        err << "scouter-cli roll: cannot roll: " << *problem << "\n";
        return 2;
    }
    auto dice = seed ? engine::SeededDice(static_cast<std::uint64_t>(*seed)) : engine::SeededDice::fromRandomDevice();
    const auto result = engine::roll(*parsed.expression, context, dice);

    out << fmt::format("{} at Tier {} (base {})\n", parsed.expression->toString(), context.scale, context.baseScale);
    for (std::size_t i = 0; i < result.terms.size(); ++i) {
        out << describeTerm(result.terms[i], i == 0) << "\n";
    }
    out << fmt::format("faces {}\n", fmt::join(result.faces(), " "));
    out << fmt::format("natural {}\n", result.natural);
    out << fmt::format("total {}\n", result.total);
    out << fmt::format("seed {}\n", dice.seed());
    return 0;
}

} // namespace scouter::cli
