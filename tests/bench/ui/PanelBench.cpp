// SPDX-License-Identifier: GPL-3.0-or-later
// The action panel's refresh for the combatant shown at 200 combatants after a command (budget:
// 2 ms): every maneuver the ruleset describes is probed for its cost now and listed, the form
// follows, and the list repaints. Each ruleset with its own list (Fatewalker's has about 80 rows).
// Beside it, a pick changed back and forth with no command between, which remembers its probes, and
// commands played as at the table, which turn the panel to the next to act.
#include "BenchEncounter.h"
#include "OffscreenBenchmarks.h"

#include "panel/ActionPanel.h"
#include "panel/ManeuverModel.h"

#include <QApplication>
#include <QTreeView>

#include <benchmark/benchmark.h>

#include <functional>

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

// A command played as at the table: the rules turn the panel to whoever acts next, so the panel
// hears of a new pick and of the new state, one after the other, and its list is probed for the new
// state and repainted. The command itself is counted too (the board's benchmark times it alone).
void afterPlay(benchmark::State& state, scouter::ui::EncounterController& controller,
               const std::function<bool()>& play) {
    scouter::ui::ActionPanel panel(controller);
    panel.resize(420, 740);
    panel.show();
    QApplication::processEvents();
    for (auto _ : state) {
        if (!play()) {
            state.SkipWithError("the rules refused the command played");
            break;
        }
        panel.maneuverView().viewport()->repaint();
    }
    state.counters["budget_ms"] = 2;
}

// DBU's turn ends and the next combatant's begins.
void panelAfterPlayFor200(benchmark::State& state) {
    bench::BigEncounter big(kCombatants, 60);
    scouter::ui::EncounterController& controller = *big.controller;
    afterPlay(state, controller, [&controller] {
        return controller.submit(scouter::engine::commands::EndTurn{controller.state().current}).accepted;
    });
}
BENCHMARK(panelAfterPlayFor200)->Unit(benchmark::kMillisecond);

// True20's attack, save and end of turn, and Fatewalker's scene on its clock (RulesetPlay).
void afterScene(benchmark::State& state, bench::Rules rules) {
    bench::BigRulesetEncounter big(rules, kCombatants);
    afterPlay(state, *big.controller, [&big] {
        big.playStep();
        return true;
    });
}

void panelAfterPlayFor200True20(benchmark::State& state) {
    afterScene(state, bench::Rules::True20);
}
BENCHMARK(panelAfterPlayFor200True20)->Unit(benchmark::kMillisecond);

void panelAfterPlayFor200Fatewalker(benchmark::State& state) {
    afterScene(state, bench::Rules::Fatewalker);
}
BENCHMARK(panelAfterPlayFor200Fatewalker)->Unit(benchmark::kMillisecond);

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
