// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/DiceRoll.h"
#include "dice/SeededDice.h"

#include "BenchRun.h"

#include <benchmark/benchmark.h>

namespace {

using namespace scouter::engine;

void parseExpression(benchmark::State& state) {
    for (auto _ : state) {
        auto result = parseDice("solid 2d10(T)+1d6(bT)-3+6(T)");
        benchmark::DoNotOptimize(result);
    }
}
BENCHMARK(parseExpression);

// A Wound Roll with charges at Tier 3: the kind of roll the table makes every turn.
void rollWoundRoll(benchmark::State& state) {
    const auto expression = *parseDice("d10+3d6(T)+4").expression;
    RollContext context{3, 3, DiceScaling::Count, {}};
    SeededDice dice(1234);
    for (auto _ : state) {
        auto result = roll(expression, context, dice);
        benchmark::DoNotOptimize(result);
    }
}
BENCHMARK(rollWoundRoll);

} // namespace

int main(int argc, char** argv) {
    return bench::runBenchmarks(argc, argv);
}
