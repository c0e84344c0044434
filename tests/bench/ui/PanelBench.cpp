// The action panel's refresh for the combatant shown at 200 combatants (issue 31 budget: 2 ms):
// every maneuver the ruleset describes is probed for its cost now and listed, the form follows,
// and the list repaints. Each ruleset with its own list (Fatewalker's has about 80 rows).
#include "BenchEncounter.h"
#include "OffscreenBenchmarks.h"

#include "panel/ActionPanel.h"
#include "panel/ManeuverModel.h"

#include <QApplication>
#include <QTreeView>

#include <benchmark/benchmark.h>

namespace {

// Fewer in the smoke run: setting 200 up takes seconds under the sanitizers.
const int kCombatants = bench::sized(200, 40);

// A change of selection refreshes the panel (ManeuverModel::refresh, ActionPanel::sync) as a
// command does, without changing the encounter: the same combatant is shown, picked and followed
// by turns.
void refresh(benchmark::State& state, scouter::ui::EncounterController& controller) {
    scouter::ui::ActionPanel panel(controller);
    panel.resize(420, 740);
    panel.show();
    QApplication::processEvents();
    const QString shown = controller.selected();
    int i = 0;
    for (auto _ : state) {
        controller.select(i++ % 2 == 0 ? shown : QString());
        panel.maneuverView().viewport()->repaint();
    }
    const scouter::ui::ManeuverModel& model = panel.maneuvers();
    int rows = 0;
    for (int group = 0; group < model.rowCount(); ++group) {
        rows += model.rowCount(model.index(group, 0));
    }
    state.counters["rows"] = rows;
    state.counters["budget_ms"] = 2;
}

void panelRefreshFor200(benchmark::State& state) {
    bench::BigEncounter big(kCombatants, 60);
    refresh(state, *big.controller);
}
BENCHMARK(panelRefreshFor200)->Unit(benchmark::kMillisecond);

void panelRefreshFor200True20(benchmark::State& state) {
    bench::BigTrue20Encounter big(kCombatants, 60);
    refresh(state, *big.controller);
}
BENCHMARK(panelRefreshFor200True20)->Unit(benchmark::kMillisecond);

void panelRefreshFor200Fatewalker(benchmark::State& state) {
    bench::BigRulesetEncounter big(bench::Rules::Fatewalker, kCombatants);
    refresh(state, *big.controller);
}
BENCHMARK(panelRefreshFor200Fatewalker)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
