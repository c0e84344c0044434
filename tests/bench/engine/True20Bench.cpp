// SPDX-License-Identifier: GPL-3.0-or-later
// True20 budgets, as DBU's (issue 15): one command in a 50-combatant encounter and the replay of a
// 10,000-event log, with the ruleset's own state (RulesetData) and events (t20-*) in play.
#include "dice/SeededDice.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"
#include "true20/True20Commands.h"

#include "BenchRun.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <string>

namespace {

using namespace scouter::engine;

EncounterState fiftyTrue20Combatants() {
    EncounterBuilder builder;
    for (int i = 0; i < 50; ++i) {
        Combatant c;
        c.id = "c" + std::to_string(i);
        c.name = "Combatant " + std::to_string(i);
        c.side = i % 2 == 0 ? "heroes" : "villains";
        c.at = Position{i % 10, i / 10};
        c.sheet.numbers = {{"dexterity", i % 5}, {"strength", 2}, {"constitution", 3}, {"bcb", 3}, {"conviction", 2}};
        builder.add(c);
    }
    return builder.build();
}

std::unique_ptr<Encounter> startedTrue20(SeededDice& dice) {
    auto made = RulesetRegistry::withBuiltins().create("true20", {});
    auto encounter =
        std::make_unique<Encounter>(fiftyTrue20Combatants(), std::move(std::get<std::unique_ptr<Ruleset>>(made)), dice);
    for (int i = 0; i < 50; ++i) {
        commands::SetInitiative set;
        set.who = "c" + std::to_string(i);
        set.value = 100 - i; // no ties, so nothing waits for the ARC
        (void)encounter->submit(set);
    }
    commands::Start start;
    (void)encounter->submit(start);
    return encounter;
}

// One turn: an attack on the neighbour, its Toughness save (failed by 1: Bruised, which lapses a
// minute later, so the tracks stay busy but bounded), the end of the turn.
Command turnCommand(const EncounterState& state, int step) {
    const Combatant& actor = *state.find(state.current);
    const std::string target = state.combatants[static_cast<std::size_t>(std::stoi(actor.id.substr(1)) ^ 1)].id;
    switch (step % 3) {
    case 0: {
        true20::Attack attack;
        attack.who = actor.id;
        attack.target = target;
        attack.roll = 1 + step % 19;
        return attack;
    }
    case 1: {
        true20::Toughness save;
        save.who = target;
        save.damage = 3;
        save.roll = 14;
        return save;
    }
    default:
        return commands::EndTurn{actor.id};
    }
}

void BM_True20OneCommandFiftyCombatants(benchmark::State& bench) {
    SeededDice dice(7);
    auto encounter = startedTrue20(dice);
    int step = 0;
    for (auto _ : bench) {
        const Command command = turnCommand(encounter->state(), step++);
        benchmark::DoNotOptimize(encounter->submit(command));
    }
}
BENCHMARK(BM_True20OneCommandFiftyCombatants)->Repetitions(bench::times(5))->ReportAggregatesOnly(true);

void BM_True20ReplayTenThousandEvents(benchmark::State& bench) {
    SeededDice dice(11);
    auto encounter = startedTrue20(dice);
    std::size_t events = 0;
    int step = 0;
    while (events < bench::sized<std::size_t>(10000, 300)) {
        const std::size_t groups = encounter->log().size();
        (void)encounter->submit(turnCommand(encounter->state(), step++));
        for (std::size_t i = groups; i < encounter->log().size(); ++i) {
            events += encounter->log()[i].events.size();
        }
    }
    for (auto _ : bench) {
        EncounterState state = Encounter::replay(encounter->initialState(), encounter->log(), encounter->ruleset());
        benchmark::DoNotOptimize(state);
    }
    bench.counters["events"] = static_cast<double>(events);
}
BENCHMARK(BM_True20ReplayTenThousandEvents)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(bench::times(5))
    ->ReportAggregatesOnly(true);

} // namespace

int main(int argc, char** argv) {
    return bench::runBenchmarks(argc, argv);
}
