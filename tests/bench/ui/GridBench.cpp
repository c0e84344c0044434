// Repainting the battle grid with 500 tokens on a 200×200 grid (issue 5 budget: 16 ms), at a
// readable zoom and with the whole grid fitted in view.
#include "BenchEncounter.h"
#include "OffscreenBenchmarks.h"

#include "grid/BattleGridView.h"

#include <QApplication>

#include <benchmark/benchmark.h>

namespace {

void repaint(benchmark::State& state, bool fitted) {
    bench::BigEncounter big(500, 200);
    scouter::ui::BattleGridView view(*big.controller);
    view.resize(900, 560);
    view.show();
    QApplication::processEvents();
    if (fitted) {
        view.fitToGrid();
    } else {
        view.resetTransform();
        view.centerOn(100 * 32, 100 * 32);
    }
    for (auto _ : state) {
        view.viewport()->repaint();
    }
}

void gridRepaint500TokensReadableZoom(benchmark::State& state) {
    repaint(state, false);
}
void gridRepaint500TokensWholeGrid(benchmark::State& state) {
    repaint(state, true);
}
BENCHMARK(gridRepaint500TokensReadableZoom)->Unit(benchmark::kMillisecond);
BENCHMARK(gridRepaint500TokensWholeGrid)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
