// SPDX-License-Identifier: GPL-3.0-or-later
// Engine budgets (issue 3): one command in a 50-combatant encounter (10 us median), replaying a
// 10,000-event log (20 ms) with under 10 MB for the log and the state.
#include "dbu/DbuCommands.h"
#include "dice/SeededDice.h"
#include "events/EventJson.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include "BenchRun.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <string>

namespace {

using namespace scouter::engine;

EncounterState fiftyCombatants() {
    EncounterBuilder builder;
    for (int i = 0; i < 50; ++i) {
        Combatant c;
        c.id = "c" + std::to_string(i);
        c.name = "Combatant " + std::to_string(i);
        c.side = i % 2 == 0 ? "heroes" : "villains";
        c.at = Position{i % 10, i / 10};
        c.sheet.numbers["agilityScore"] = 4 + i % 5;
        c.sheet.numbers["tier"] = 2;
        c.sheet.numbers["life"] = 1000000;
        c.sheet.numbers["ki"] = 1000000;
        c.sheet.numbers["normalSpeed"] = 5;
        c.sheet.numbers["boostedSpeed"] = 7;
        c.sheet.lists["thresholds"] = {900000, 600000, 300000};
        builder.add(c);
    }
    return builder.build();
}

std::unique_ptr<Encounter> startedEncounter(SeededDice& dice) {
    auto made = RulesetRegistry::withBuiltins().create("dbu", {});
    auto encounter =
        std::make_unique<Encounter>(fiftyCombatants(), std::move(std::get<std::unique_ptr<Ruleset>>(made)), dice);
    for (int i = 0; i < 50; ++i) {
        commands::SetInitiative set;
        set.who = "c" + std::to_string(i);
        set.value = 100 - i; // no ties, so no roll-offs
        (void)encounter->submit(set);
    }
    commands::Start start;
    (void)encounter->submit(start);
    return encounter;
}

// The commands of one turn: a move, an attack, a power-up; the last one ends the turn.
Command turnCommand(const EncounterState& state, int step) {
    dbu::UseManeuver command;
    command.who = state.current;
    const Combatant& actor = *state.find(state.current);
    switch (step % 3) {
    case 0:
        command.name = "movement";
        command.to = Position{actor.at.x, actor.at.y == 0 ? 1 : 0};
        break;
    case 1:
        command.name = "basic-attack";
        command.target = state.combatants[static_cast<std::size_t>(std::stoi(actor.id.substr(1)) ^ 1)].id;
        command.hit = true;
        command.damage = 3;
        command.ki = 2;
        break;
    default:
        command.name = "power-up";
        break;
    }
    return command;
}

void BM_OneCommandFiftyCombatants(benchmark::State& bench) {
    SeededDice dice(7);
    auto encounter = startedEncounter(dice);
    int step = 0;
    for (auto _ : bench) {
        const Command command = turnCommand(encounter->state(), step++);
        benchmark::DoNotOptimize(encounter->submit(command));
        if (encounter->state().ended) {
            bench.SkipWithError("the encounter ended");
            break;
        }
    }
}
BENCHMARK(BM_OneCommandFiftyCombatants)->Repetitions(bench::times(5))->ReportAggregatesOnly(true);

std::unique_ptr<Encounter> encounterWithEvents(SeededDice& dice, std::size_t events) {
    auto encounter = startedEncounter(dice);
    std::size_t count = 0;
    int step = 0;
    while (count < events) {
        const std::size_t groups = encounter->log().size();
        (void)encounter->submit(turnCommand(encounter->state(), step++));
        for (std::size_t i = groups; i < encounter->log().size(); ++i) {
            count += encounter->log()[i].events.size();
        }
    }
    return encounter;
}

std::size_t approximateBytes(const Encounter& encounter) {
    // The stored JSON form is an upper bound of what the in-memory events hold, plus the state.
    std::size_t bytes = sizeof(EncounterState);
    for (const auto& group : encounter.log()) {
        bytes += sizeof(CommandGroup) + group.command.size();
        for (const auto& event : group.events) {
            bytes += sizeof(Event) + toJson(event).dump().size();
        }
    }
    const EncounterState& state = encounter.state();
    bytes += state.combatants.size() * sizeof(Combatant) + state.effects.size() * sizeof(Effect) +
             state.slots.size() * sizeof(Slot);
    return bytes;
}

void BM_ReplayTenThousandEvents(benchmark::State& bench) {
    SeededDice dice(11);
    auto encounter = encounterWithEvents(dice, bench::sized<std::size_t>(10000, 300));
    std::size_t events = 0;
    for (const auto& group : encounter->log()) {
        events += group.events.size();
    }
    for (auto _ : bench) {
        EncounterState state = Encounter::replay(encounter->initialState(), encounter->log(), encounter->ruleset());
        benchmark::DoNotOptimize(state);
    }
    bench.counters["events"] = static_cast<double>(events);
    bench.counters["log_and_state_MB"] = static_cast<double>(approximateBytes(*encounter)) / (1024.0 * 1024.0);
}
BENCHMARK(BM_ReplayTenThousandEvents)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(bench::times(5))
    ->ReportAggregatesOnly(true);

} // namespace

int main(int argc, char** argv) {
    return bench::runBenchmarks(argc, argv);
}
