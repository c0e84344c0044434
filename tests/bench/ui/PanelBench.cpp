// SPDX-License-Identifier: GPL-3.0-or-later
// The action panel's refresh for the combatant shown at 200 combatants after a command (budget:
// 2 ms): every maneuver the ruleset describes is probed for its cost now and listed, the form
// follows, and the list repaints. Each ruleset with its own list (Fatewalker's has about 80 rows).
// Beside it, a pick changed back and forth with no command between, which remembers its probes.
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

// What the panel does after every command: the state changed, so every maneuver is probed again
// (ManeuverModel::refresh, ActionPanel::sync) and the list repaints. The encounter itself is left
// as it is, so each iteration refreshes the same list.
void afterCommand(benchmark::State& state, scouter::ui::EncounterController& controller) {
    scouter::ui::ActionPanel panel(controller);
    panel.resize(420, 740);
    panel.show();
    QApplication::processEvents();
    for (auto _ : state) {
        Q_EMIT controller.stateChanged();
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

// The ARC picking nobody and then the same combatant again, with no command in between: what was
// probed for this state is remembered (ManeuverModel), so only the list and the form follow.
void pickedAgain(benchmark::State& state, scouter::ui::EncounterController& controller) {
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
}

void panelRefreshFor200(benchmark::State& state) {
    bench::BigEncounter big(kCombatants, 60);
    afterCommand(state, *big.controller);
}
BENCHMARK(panelRefreshFor200)->Unit(benchmark::kMillisecond);

void panelPickAgainFor200(benchmark::State& state) {
    bench::BigEncounter big(kCombatants, 60);
    pickedAgain(state, *big.controller);
}
BENCHMARK(panelPickAgainFor200)->Unit(benchmark::kMillisecond);

void panelRefreshFor200True20(benchmark::State& state) {
    bench::BigTrue20Encounter big(kCombatants, 60);
    afterCommand(state, *big.controller);
}
BENCHMARK(panelRefreshFor200True20)->Unit(benchmark::kMillisecond);

void panelRefreshFor200Fatewalker(benchmark::State& state) {
    bench::BigRulesetEncounter big(bench::Rules::Fatewalker, kCombatants);
    afterCommand(state, *big.controller);
}
BENCHMARK(panelRefreshFor200Fatewalker)->Unit(benchmark::kMillisecond);

void panelPickAgainFor200Fatewalker(benchmark::State& state) {
    bench::BigRulesetEncounter big(bench::Rules::Fatewalker, kCombatants);
    pickedAgain(state, *big.controller);
}
BENCHMARK(panelPickAgainFor200Fatewalker)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
