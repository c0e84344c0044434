// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a 10,000-event encounter (issue 6 budgets: opening it 300 ms, jumping to any step
// 50 ms): the log read and laid out, the replay window built and painted; then a jump to a random
// step with the board, grid, panel and log following and repainting. DBU's sample log, and a
// True20 and a Fatewalker encounter played by their own commands (RulesetPlay).
#include "BenchCampaign.h"
#include "OffscreenBenchmarks.h"

#include "Database.h"
#include "EncounterTimeline.h"
#include "review/ReplayView.h"

#include <QApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <random>

namespace {

QTemporaryDir& folder() {
    static QTemporaryDir dir;
    return dir;
}

const bench::StoredEncounter& dbuCampaign() {
    static const bench::StoredEncounter stored{bench::longEncounter(folder().path(), bench::sized(2500, 100)), 1,
                                               bench::sized(2500, 100)}; // commands of 4 events
    return stored;
}

const bench::StoredEncounter& rulesetCampaign(bench::Rules rules) {
    static const bench::StoredEncounter true20 =
        bench::longEncounter(folder().path(), bench::Rules::True20, bench::sized(10000, 300));
    static const bench::StoredEncounter fatewalker =
        bench::longEncounter(folder().path(), bench::Rules::Fatewalker, bench::sized(10000, 300));
    return rules == bench::Rules::True20 ? true20 : fatewalker;
}

void openReview(benchmark::State& state, const bench::StoredEncounter& stored) {
    auto db = scouter::store::Database::connect(stored.path);
    for (auto _ : state) {
        auto timeline = scouter::store::EncounterTimeline::load(db.value(), stored.id);
        if (!timeline) {
            state.SkipWithError("the encounter could not be read");
            return;
        }
        state.counters["events"] = static_cast<double>(timeline.value().eventCount());
        scouter::ui::ReplayView view(
            std::make_shared<const scouter::store::EncounterTimeline>(std::move(timeline).value()), stored.path);
        view.resize(1366, 740);
        view.show();
        view.repaint();
        QApplication::processEvents();
    }
}

void jump(benchmark::State& state, const bench::StoredEncounter& stored) {
    auto db = scouter::store::Database::connect(stored.path);
    auto timeline = scouter::store::EncounterTimeline::load(db.value(), stored.id);
    if (!timeline) {
        state.SkipWithError("the encounter could not be read");
        return;
    }
    scouter::ui::ReplayView view(std::make_shared<const scouter::store::EncounterTimeline>(std::move(timeline).value()),
                                 stored.path);
    view.resize(1366, 740);
    view.show();
    QApplication::processEvents();
    std::mt19937 random(6);
    std::uniform_int_distribution<std::size_t> anyStep(0, view.timeline().eventCount());
    for (auto _ : state) {
        view.seek(anyStep(random));
        view.repaint();
        QApplication::processEvents();
    }
}

void openReviewOf10kEvents(benchmark::State& state) {
    openReview(state, dbuCampaign());
}
BENCHMARK(openReviewOf10kEvents)->Unit(benchmark::kMillisecond)->Iterations(bench::times(10));

void jumpToAnyStep(benchmark::State& state) {
    jump(state, dbuCampaign());
}
BENCHMARK(jumpToAnyStep)->Unit(benchmark::kMillisecond);

void openReviewOf10kEventsTrue20(benchmark::State& state) {
    openReview(state, rulesetCampaign(bench::Rules::True20));
}
BENCHMARK(openReviewOf10kEventsTrue20)->Unit(benchmark::kMillisecond)->Iterations(bench::times(10));

void jumpToAnyStepTrue20(benchmark::State& state) {
    jump(state, rulesetCampaign(bench::Rules::True20));
}
BENCHMARK(jumpToAnyStepTrue20)->Unit(benchmark::kMillisecond);

void openReviewOf10kEventsFatewalker(benchmark::State& state) {
    openReview(state, rulesetCampaign(bench::Rules::Fatewalker));
}
BENCHMARK(openReviewOf10kEventsFatewalker)->Unit(benchmark::kMillisecond)->Iterations(bench::times(10));

void jumpToAnyStepFatewalker(benchmark::State& state) {
    jump(state, rulesetCampaign(bench::Rules::Fatewalker));
}
BENCHMARK(jumpToAnyStepFatewalker)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
