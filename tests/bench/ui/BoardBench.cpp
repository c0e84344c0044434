// Updating the initiative board for 200 combatants after one command (issue 5 budget: 16 ms):
// the model follows the engine and the view repaints what it shows, for DBU and for True20.
#include "BenchEncounter.h"
#include "OffscreenBenchmarks.h"

#include "board/InitiativeBoard.h"

#include <QApplication>
#include <QTreeView>

#include <benchmark/benchmark.h>

namespace {

void boardUpdateFor200(benchmark::State& state) {
    bench::BigEncounter big(200, 60);
    scouter::ui::InitiativeBoard board(*big.controller);
    board.resize(430, 700);
    board.show();
    QApplication::processEvents();
    scouter::engine::CommandForm hurt;
    hurt.type = "damage";
    hurt.set("amount", 1);
    int i = 0;
    for (auto _ : state) {
        hurt.set("who", "hero-" + std::to_string((i++ % 100) * 2));
        big.controller->submit(hurt);
        board.view().viewport()->repaint();
    }
}
BENCHMARK(boardUpdateFor200)->Unit(benchmark::kMillisecond);

// The same for True20's board: every row's tracks, budget and checks are the ruleset's cells.
void boardUpdateFor200True20(benchmark::State& state) {
    bench::BigTrue20Encounter big(200, 60);
    scouter::ui::InitiativeBoard board(*big.controller);
    board.resize(600, 700);
    board.show();
    QApplication::processEvents();
    scouter::engine::CommandForm save;
    save.type = "toughness";
    save.set("damage", 1);
    save.roll = 15; // 15 + Constitution 2 against DC 16: no state, a change of state all the same
    int i = 0;
    for (auto _ : state) {
        save.set("who", "hero-" + std::to_string((i++ % 100) * 2));
        big.controller->submit(save);
        board.view().viewport()->repaint();
    }
}
BENCHMARK(boardUpdateFor200True20)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
