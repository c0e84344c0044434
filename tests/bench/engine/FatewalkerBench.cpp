// Fatewalker budgets, as DBU's and True20's: one command in a 50-combatant encounter and the replay
// of a 10,000-event log, with the ruleset's own state (the clock, every fighter's ticks, weapons,
// exchanges) and events in play. The commands are a scene as an ARC plays it: whoever has priority
// attacks its neighbour with a sword, the neighbour parries, and the clock advances when nobody is
// left to act. They are worked out once on a first encounter (reading the timeline), so the
// measured loop submits commands and nothing else.
#include "dice/SeededDice.h"
#include "fatewalker/FwCommands.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"

#include "BenchRun.h"
#include "RulesetPlay.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace scouter::engine;

constexpr int kFighters = 50;

SheetRecord sword() {
    SheetRecord weapon;
    weapon.texts = {
        {"id", "sword"}, {"kind", "melee"}, {"size", "medium"}, {"damage", "3x3 @6"}, {"carried", "in-hand"}};
    weapon.numbers = {{"speed", 5}, {"hands", 1}};
    return weapon;
}

EncounterState fiftyFatewalkers() {
    EncounterBuilder builder;
    for (int i = 0; i < kFighters; ++i) {
        Combatant c;
        c.id = "c" + std::to_string(i);
        c.name = "Combatant " + std::to_string(i);
        c.side = i % 2 == 0 ? "heroes" : "villains";
        c.at = Position{i % 10, i / 10};
        c.sheet.numbers = {{"speed", 5},    {"agility", 3}, {"observe", 3}, {"weaponry", 4},
                           {"strength", 2}, {"stamina", 2}, {"prowess", 3}, {"awareness", 2}};
        c.sheet.records["weapons"] = {sword()};
        builder.add(c);
    }
    return builder.build();
}

std::unique_ptr<Encounter> startedFatewalker(SeededDice& dice) {
    auto made = RulesetRegistry::withBuiltins().create("fatewalker", {});
    auto encounter =
        std::make_unique<Encounter>(fiftyFatewalkers(), std::move(std::get<std::unique_ptr<Ruleset>>(made)), dice);
    (void)encounter->submit(commands::Start{});
    return encounter;
}

// The scene's commands, worked out on `encounter`: attack, parry, ... and advance when the tick is
// done. Every command is accepted (a refused one would stop the scene from moving on).
std::vector<Command> scene(Encounter& encounter, std::size_t count) {
    std::vector<Command> commands;
    int step = 0;
    while (commands.size() < count) {
        const std::string actor = bench::priorityActor(encounter);
        if (actor.empty()) {
            commands.emplace_back(fatewalker::Advance{});
        } else {
            fatewalker::Act attack;
            attack.who = actor;
            attack.action = "attack";
            attack.weapon = "sword";
            attack.target = "c" + std::to_string(std::stoi(actor.substr(1)) ^ 1);
            attack.successes = 1 + step % 3;
            fatewalker::React parry;
            parry.who = attack.target;
            parry.action = "parry";
            parry.weapon = "sword";
            parry.against = actor;
            parry.successes = step % 4;
            commands.emplace_back(std::move(attack));
            if (const CommandResult result = encounter.submit(commands.back()); !result.accepted) {
                throw std::runtime_error("the scene's attack was refused: " + result.message);
            }
            commands.emplace_back(std::move(parry));
            ++step;
        }
        if (const CommandResult result = encounter.submit(commands.back()); !result.accepted) {
            throw std::runtime_error("the scene's command was refused: " + result.message);
        }
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
    std::size_t events = 0;
    while (events < bench::sized<std::size_t>(10000, 300)) {
        const std::size_t groups = encounter->log().size();
        (void)scene(*encounter, 1);
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
BENCHMARK(BM_FatewalkerReplayTenThousandEvents)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(bench::times(5))
    ->ReportAggregatesOnly(true);

} // namespace

int main(int argc, char** argv) {
    return bench::runBenchmarks(argc, argv);
}
