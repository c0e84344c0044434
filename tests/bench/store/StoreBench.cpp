#include "BenchCampaign.h"
#include "CommandLog.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

using namespace scouter::store;

namespace {

QTemporaryDir& folder() {
    static QTemporaryDir dir;
    return dir;
}

// The percentiles the issue budgets (p50 <= 5 ms, p99 <= 20 ms), from every iteration's time.
void reportLatency(benchmark::State& state, std::vector<double>& millis) {
    std::sort(millis.begin(), millis.end());
    const auto at = [&](double q) { return millis[static_cast<std::size_t>(q * double(millis.size() - 1))]; };
    state.counters["p50_ms"] = at(0.50);
    state.counters["p99_ms"] = at(0.99);
    state.counters["max_ms"] = millis.back();
}

// A durable command as the app makes it: handed to the writer thread and waited for until it
// is committed with synchronous=FULL (the CLI's flush; the UI only gets the signal).
void durableCommand(benchmark::State& state) {
    const QString path = folder().filePath(QStringLiteral("durable.scouter"));
    qint64 encounter = 0;
    {
        auto db = Database::open(path);
        encounter = DemoCampaign::create(db.value()).value();
    }
    CommandWriter writer(path);
    std::vector<double> millis;
    qint64 seq = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        writer.append(encounter, bench::command(++seq));
        if (!writer.flush()) {
            state.SkipWithError("the write failed");
            break;
        }
        millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    reportLatency(state, millis);
}
BENCHMARK(durableCommand)->Iterations(1000)->Unit(benchmark::kMillisecond)->UseRealTime();

// Resume: read 2,500 commands (10,000 events) back, parse them and replay them to the state.
void openTenThousandEvents(benchmark::State& state) {
    const QString path = bench::longEncounter(folder().path(), 2500);
    auto db = Database::open(path);
    std::vector<double> millis;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        auto replayed = EncounterReplay::load(db.value(), 1);
        if (!replayed || replayed.value().commands != 2500) {
            state.SkipWithError("the replay failed");
            break;
        }
        benchmark::DoNotOptimize(replayed.value().state);
        millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    reportLatency(state, millis);
}
BENCHMARK(openTenThousandEvents)->Iterations(30)->Unit(benchmark::kMillisecond)->UseRealTime();

// 1,000 encounters of 80 commands (320+ events) each, built once for the benchmarks below.
const QString& thousandEncounters() {
    static const QString path = bench::manyEncounters(folder().path(), 1000, 80);
    return path;
}

// Full-text search over 1,000 stored encounters.
void searchThousandEncounters(benchmark::State& state) {
    auto db = Database::open(thousandEncounters());
    CommandLog log(db.value());
    std::vector<double> millis;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        auto hits = log.search(QStringLiteral("goku kamehameha"));
        if (!hits || hits.value().size() != 20) {
            state.SkipWithError("the search did not find the 20 Kamehamehas");
            break;
        }
        millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    reportLatency(state, millis);
}
BENCHMARK(searchThousandEncounters)->Iterations(50)->Unit(benchmark::kMillisecond)->UseRealTime();

// Opening that campaign: header, owner, version, whole schema, every table's first page (what every
// start pays; every page is read only after an unclean close or by scouter-cli check).
void openLargeCampaign(benchmark::State& state) {
    const QString& path = thousandEncounters();
    std::vector<double> millis;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        auto db = Database::open(path);
        if (!db) {
            state.SkipWithError("the campaign did not open");
            break;
        }
        millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    reportLatency(state, millis);
}
BENCHMARK(openLargeCampaign)->Iterations(5)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    // The SQL driver is a plugin, found through the application object.
    const QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
