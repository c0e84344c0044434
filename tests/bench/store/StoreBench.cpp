// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchCampaign.h"
#include "BenchRun.h"
#include "CampaignExporter.h"
#include "CampaignImporter.h"
#include "CommandLog.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"

#include <QCoreApplication>
#include <QDir>
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
    if (millis.empty()) {
        return; // the benchmark stopped with its error
    }
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
BENCHMARK(durableCommand)->Iterations(bench::times(1000))->Unit(benchmark::kMillisecond)->UseRealTime();

// Resume: read a stored encounter back, parse its events and replay them to the state.
void openStored(benchmark::State& state, const bench::StoredEncounter& stored) {
    auto db = Database::open(stored.path);
    std::vector<double> millis;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        auto replayed = EncounterReplay::load(db.value(), stored.id);
        if (!replayed || replayed.value().commands != stored.commands) {
            state.SkipWithError("the replay failed");
            break;
        }
        benchmark::DoNotOptimize(replayed.value().state);
        millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    reportLatency(state, millis);
}

// DBU: 2,500 commands of 4 events (BenchCampaign's sample log in the demo campaign).
void openTenThousandEvents(benchmark::State& state) {
    const int commands = bench::sized(2500, 100);
    openStored(state, {bench::longEncounter(folder().path(), commands), 1, commands});
}
BENCHMARK(openTenThousandEvents)->Iterations(bench::times(30))->Unit(benchmark::kMillisecond)->UseRealTime();

// True20 and Fatewalker: their own scenes of 10,000 events and more (RulesetPlay).
void openTenThousandEventsTrue20(benchmark::State& state) {
    openStored(state, bench::longEncounter(folder().path(), bench::Rules::True20, bench::sized(10000, 300)));
}
BENCHMARK(openTenThousandEventsTrue20)->Iterations(bench::times(30))->Unit(benchmark::kMillisecond)->UseRealTime();

void openTenThousandEventsFatewalker(benchmark::State& state) {
    openStored(state, bench::longEncounter(folder().path(), bench::Rules::Fatewalker, bench::sized(10000, 300)));
}
BENCHMARK(openTenThousandEventsFatewalker)->Iterations(bench::times(30))->Unit(benchmark::kMillisecond)->UseRealTime();

// 1,000 encounters of 80 commands (320+ events) each, built once for the benchmarks below.
const QString& thousandEncounters() {
    static const QString path = bench::manyEncounters(folder().path(), bench::sized(1000, 10), 80);
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
        if (!hits || hits.value().size() != bench::sized<std::size_t>(20, 1)) {
            state.SkipWithError("the search did not find the 20 Kamehamehas");
            break;
        }
        millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    reportLatency(state, millis);
}
BENCHMARK(searchThousandEncounters)->Iterations(bench::times(50))->Unit(benchmark::kMillisecond)->UseRealTime();

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
BENCHMARK(openLargeCampaign)->Iterations(bench::times(5))->Unit(benchmark::kMillisecond)->UseRealTime();

// Import… of an exported campaign whose encounter has 2,500 commands (10,000 events): the file
// read and checked, the log replayed, everything written into a campaign of its own and indexed
// for search. Each import goes into a new campaign, made before the clock runs.
void importLongEncounter(benchmark::State& state) {
    const QDir dir(folder().path());
    (void)dir.mkpath(QStringLiteral("import"));
    const QString source = bench::longEncounter(dir.filePath(QStringLiteral("import")), bench::sized(2500, 100));
    QByteArray exported;
    {
        auto db = Database::open(source);
        exported = CampaignExporter(db.value()).exportCampaign().value();
    }
    std::vector<double> millis;
    int made = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto db = Database::open(dir.filePath(QStringLiteral("import/target-%1.scouter").arg(++made)));
        state.ResumeTiming();
        const auto start = std::chrono::steady_clock::now();
        CampaignImporter importer(db.value());
        if (auto imported = importer.import(exported); !imported || imported.value().encounters < 1) {
            state.SkipWithError("the import failed");
            break;
        }
        millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    reportLatency(state, millis);
}
BENCHMARK(importLongEncounter)->Iterations(bench::times(10))->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    // The SQL driver is a plugin, found through the application object.
    const QCoreApplication app(argc, argv);
    return bench::runBenchmarks(argc, argv);
}
