// SPDX-License-Identifier: GPL-3.0-or-later
// Updating the initiative board for 200 combatants after one command (issue 5 budget: 16 ms; issue
// 31: 2 ms): the model follows the engine and the view repaints what it shows, for each ruleset
// with its own command (DBU's Life loss, True20's Toughness save, the next command of Fatewalker's
// scene on its timeline).
#include "BenchEncounter.h"
#include "OffscreenBenchmarks.h"

#include "board/InitiativeBoard.h"
#include "board/TimelineBoard.h"
#include "board/TimelineView.h"
#include "dbu/DbuCommands.h"
#include "true20/True20Commands.h"

#include <QApplication>
#include <QTreeView>

#include <benchmark/benchmark.h>

namespace {

// Fewer in the smoke run: setting 200 up takes seconds under the sanitizers.
const int kCombatants = bench::sized(200, 40);

void boardUpdateFor200(benchmark::State& state) {
    bench::BigEncounter big(kCombatants, 60);
    scouter::ui::InitiativeBoard board(*big.controller);
    board.resize(430, 700);
    board.show();
    QApplication::processEvents();
    scouter::engine::dbu::LoseLife hurt;
    hurt.amount = 1;
    int i = 0;
    for (auto _ : state) {
        hurt.who = "hero-" + std::to_string((i++ % (kCombatants / 2)) * 2);
        big.controller->submit(hurt);
        board.view().viewport()->repaint();
    }
    state.counters["budget_ms"] = 2;
}
BENCHMARK(boardUpdateFor200)->Unit(benchmark::kMillisecond);

// The same for True20's board: every row's tracks, budget and checks are the ruleset's cells.
void boardUpdateFor200True20(benchmark::State& state) {
    bench::BigTrue20Encounter big(kCombatants, 60);
    scouter::ui::InitiativeBoard board(*big.controller);
    board.resize(600, 700);
    board.show();
    QApplication::processEvents();
    scouter::engine::true20::Toughness save;
    save.damage = 1;
    save.roll = 15; // 15 + Constitution 2 against DC 16: no state, a change of state all the same
    int i = 0;
    for (auto _ : state) {
        save.who = "hero-" + std::to_string((i++ % (kCombatants / 2)) * 2);
        big.controller->submit(save);
        board.view().viewport()->repaint();
    }
    state.counters["budget_ms"] = 2;
}
BENCHMARK(boardUpdateFor200True20)->Unit(benchmark::kMillisecond);

// Fatewalker's board is its timeline: every fighter's lane and ticks.
void boardUpdateFor200Fatewalker(benchmark::State& state) {
    bench::BigRulesetEncounter big(bench::Rules::Fatewalker, kCombatants);
    scouter::ui::InitiativeBoard board(*big.controller);
    board.resize(600, 700);
    board.show();
    QApplication::processEvents();
    for (auto _ : state) {
        big.playStep();
        board.timeline().view().viewport()->repaint();
    }
    state.counters["budget_ms"] = 2;
}
BENCHMARK(boardUpdateFor200Fatewalker)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
