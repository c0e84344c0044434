// SPDX-License-Identifier: GPL-3.0-or-later
// Opening the ARC's "Let time pass" menu on a True20 board of 200 combatants (issue 15): its entries
// (a round, a minute, an hour, a day) are judged when it opens after a change. Probing each entry
// plays its rounds (a day is 14 400 rounds of turns); the description says they are judged alike,
// so one probe of a round judges them all.
#include "BenchEncounter.h"
#include "OffscreenBenchmarks.h"

#include "board/ArcCommands.h"
#include "true20/True20Commands.h"

#include <QAction>
#include <QWidget>

#include <benchmark/benchmark.h>

#include <vector>

namespace {

// Fewer in the smoke run: setting 200 up takes seconds under the sanitizers.
const int kCombatants = bench::sized(200, 40);

// What opening the menu costs now: a change of selection (the menu is judged afresh), then its entries.
void letTimePassMenuFor200True20(benchmark::State& state) {
    bench::BigTrue20Encounter big(kCombatants, 60);
    QWidget host;
    scouter::ui::ArcCommands arc(*big.controller, &host);
    int i = 0;
    for (auto _ : state) {
        big.controller->select(QString::fromLatin1(i++ % 2 != 0 ? "hero-0" : "hero-2"));
        QAction* day = arc.action(QStringLiteral("elapse"), QStringLiteral("14400"));
        benchmark::DoNotOptimize(day != nullptr && day->isEnabled());
    }
}
BENCHMARK(letTimePassMenuFor200True20)->Unit(benchmark::kMillisecond);

// What it cost when each entry was judged by its own probe (before issue 15's second session).
void letTimePassEntryByEntryFor200True20(benchmark::State& state) {
    bench::BigTrue20Encounter big(kCombatants, 60);
    scouter::engine::true20::Elapse elapse;
    // A day of rounds takes seconds to probe, minutes under the sanitizers: the smoke run probes the short ones.
    const std::vector<int> entries = bench::smoke() ? std::vector<int>{1, 10} : std::vector<int>{1, 10, 600, 14400};
    for (auto _ : state) {
        for (int rounds : entries) {
            elapse.rounds = rounds;
            benchmark::DoNotOptimize(big.controller->probe(scouter::engine::Command(elapse)).accepted);
        }
    }
}
BENCHMARK(letTimePassEntryByEntryFor200True20)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
