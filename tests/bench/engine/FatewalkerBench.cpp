// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker budgets, as DBU's and True20's: one command in a 50-combatant encounter and the replay
// of a 10,000-event log, with the ruleset's own state (the clock, every fighter's ticks, weapons,
// exchanges) and events in play. The commands are a scene as an ARC plays it: whoever has priority
// attacks its neighbour with a sword, the neighbour parries, and the clock advances when nobody is
// left to act. They are worked out once on a first encounter (reading the timeline), so the
// measured loop submits commands and nothing else.
#include "dice/SeededDice.h"
#include "rules/Encounter.h"
#include "rules/RulesetRegistry.h"

#include "BenchRun.h"
#include "RulesetPlay.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

namespace {

using namespace scouter::engine;

constexpr int kFighters = 50;

// The shared scene's fighters (RulesetPlay.h): a sword each, heroes against villains.
std::unique_ptr<Encounter> startedFatewalker(SeededDice& dice) {
    auto made = RulesetRegistry::withBuiltins().create("fatewalker", {});
    auto encounter = std::make_unique<Encounter>(bench::fighters(bench::Rules::Fatewalker, kFighters),
                                                 std::move(std::get<std::unique_ptr<Ruleset>>(made)), dice);
    (void)encounter->submit(commands::Start{});
    return encounter;
}

// The shared scene's commands (attack, parry, ... and advance when the tick is done), worked out
// on `encounter` and kept, so the benchmark submits exactly them.
std::vector<Command> scene(Encounter& encounter, std::size_t count) {
    std::vector<Command> commands;
    bench::Scene play(bench::Rules::Fatewalker);
    while (commands.size() < count) {
        play.playStep(encounter, [&](const Command& command) {
            commands.push_back(command);
            return encounter.submit(command);
        });
    }
    return commands;
}

void BM_FatewalkerOneCommandFiftyCombatants(benchmark::State& bench) {
    SeededDice plan(7);
    auto planned = startedFatewalker(plan);
    const std::vector<Command> commands = scene(*planned, bench::sized<std::size_t>(20000, 50));
    auto dice = std::make_unique<SeededDice>(7);
    auto encounter = startedFatewalker(*dice);
    std::size_t next = 0;
    for (auto _ : bench) {
        if (next == commands.size()) {
            // The scene played out: the same one again from the start (rarely: 20,000 commands).
            bench.PauseTiming();
            dice = std::make_unique<SeededDice>(7);
            encounter = startedFatewalker(*dice);
            next = 0;
            bench.ResumeTiming();
        }
        benchmark::DoNotOptimize(encounter->submit(commands[next++]));
    }
}
BENCHMARK(BM_FatewalkerOneCommandFiftyCombatants)->Repetitions(bench::times(5))->ReportAggregatesOnly(true);

void BM_FatewalkerReplayTenThousandEvents(benchmark::State& bench) {
    SeededDice dice(11);
    auto encounter = startedFatewalker(dice);
    bench::playEvents(bench::Rules::Fatewalker, *encounter, bench::sized<std::size_t>(10000, 300));
    std::size_t events = 0;
    for (const auto& group : encounter->log()) {
        events += group.events.size();
    }
    for (auto _ : bench) {
        EncounterState state = Encounter::replay(encounter->initialState(), encounter->log(), encounter->ruleset());
        benchmark::DoNotOptimize(state);
    }
    bench.counters["events"] = static_cast<double>(events);
}
BENCHMARK(BM_FatewalkerReplayTenThousandEvents)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(bench::times(5))
    ->ReportAggregatesOnly(true);

} // namespace

int main(int argc, char** argv) {
    return bench::runBenchmarks(argc, argv);
}
