// The review of a 10,000-event encounter (issue 6 budgets: opening it 300 ms, jumping to any step
// 50 ms): the log read and laid out, the replay window built and painted; then a jump to a random
// step with the board, grid, panel and log following and repainting.
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

struct LongCampaign {
    QTemporaryDir folder;
    QString path = bench::longEncounter(folder.path(), 2500); // 2,500 commands of 4 events
};

LongCampaign& campaign() {
    static LongCampaign instance;
    return instance;
}

void openReviewOf10kEvents(benchmark::State& state) {
    auto db = scouter::store::Database::connect(campaign().path);
    for (auto _ : state) {
        auto timeline = scouter::store::EncounterTimeline::load(db.value(), 1);
        if (!timeline) {
            state.SkipWithError("the encounter could not be read");
            return;
        }
        state.counters["events"] = static_cast<double>(timeline.value().eventCount());
        scouter::ui::ReplayView view(
            std::make_shared<const scouter::store::EncounterTimeline>(std::move(timeline).value()), campaign().path);
        view.resize(1366, 740);
        view.show();
        view.repaint();
        QApplication::processEvents();
    }
}
BENCHMARK(openReviewOf10kEvents)->Unit(benchmark::kMillisecond)->Iterations(10);

void jumpToAnyStep(benchmark::State& state) {
    auto db = scouter::store::Database::connect(campaign().path);
    auto timeline = scouter::store::EncounterTimeline::load(db.value(), 1);
    scouter::ui::ReplayView view(std::make_shared<const scouter::store::EncounterTimeline>(std::move(timeline).value()),
                                 campaign().path);
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
BENCHMARK(jumpToAnyStep)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
