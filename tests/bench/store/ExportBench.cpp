// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28's budget: exporting everything of a campaign of 2,000 encounters and 1,000,000
// commands peaks at 500 MB or less. Both exports in one run, on one campaign built first:
// - streaming: CampaignExporter to an OutputFile, as `scouter-cli export --output` writes;
// - inMemory: the export as it was before (reference::exportInMemory), then written at once.
// Each reports the process's peak resident memory while it ran (VmHWM, reset before each with
// /proc/self/clear_refs, since getrusage's ru_maxrss only ever grows), its growth over what was
// resident before, and the sizes; main() prints the ratio of the two peaks and checks that both
// files hold the same bytes but for "exportedAt".
//
// SCOUTER_EXPORT_BENCH_ENCOUNTERS and SCOUTER_EXPORT_BENCH_COMMANDS (per encounter) change the
// campaign's size (default 2000 × 500).
#include "BenchCampaign.h"
#include "BenchRun.h"
#include "CampaignExporter.h"
#include "Database.h"
#include "InMemoryExport.h"
#include "OutputFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <malloc.h>
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>

using namespace scouter::store;

namespace {

constexpr double kMebi = 1024.0 * 1024.0;

QTemporaryDir& folder() {
    static QTemporaryDir dir;
    return dir;
}

[[nodiscard]] int fromEnvironment(const char* name, int fallback) {
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

[[nodiscard]] int encounterCount() {
    return fromEnvironment("SCOUTER_EXPORT_BENCH_ENCOUNTERS", bench::sized(2000, 20));
}

[[nodiscard]] int commandsPerEncounter() {
    return fromEnvironment("SCOUTER_EXPORT_BENCH_COMMANDS", bench::sized(500, 50));
}

const QString& campaign() {
    static const QString path = bench::manyEncounters(folder().path(), encounterCount(), commandsPerEncounter());
    return path;
}

// A line of /proc/self/status in bytes ("VmHWM:  123456 kB").
[[nodiscard]] double statusBytes(const char* field) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return 0;
    }
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(prefix)) {
            return line.mid(prefix.size()).trimmed().split(' ').front().toDouble() * 1024;
        }
    }
    return 0;
}

// What the last benchmark left is given back, and the peak starts again from what is resident now.
void resetPeak() {
    malloc_trim(0);
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly)) {
        clear.write("5");
    }
}

struct Measured {
    double peak = 0;
    QString file;
};

Measured& streamed() {
    static Measured m;
    return m;
}

Measured& inMemory() {
    static Measured m;
    return m;
}

template <typename Export> void measure(benchmark::State& state, Measured& measured, const QString& name, Export run) {
    const QString& path = campaign();
    auto db = Database::open(path);
    if (!db) {
        state.SkipWithError("the campaign did not open");
        return;
    }
    measured.file = folder().filePath(name);
    resetPeak();
    const double before = statusBytes("VmRSS");
    for (auto _ : state) {
        QFile::remove(measured.file);
        if (auto status = run(db.value(), measured.file); !status) {
            state.SkipWithError(status.error().message.toStdString().c_str());
            return;
        }
    }
    measured.peak = statusBytes("VmHWM");
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    state.counters["peak_MB"] = measured.peak / kMebi;
    state.counters["grew_MB"] = (measured.peak - before) / kMebi;
    state.counters["output_MB"] = static_cast<double>(QFileInfo(measured.file).size()) / kMebi;
    state.counters["campaign_MB"] = static_cast<double>(QFileInfo(path).size()) / kMebi;
    state.counters["commands"] = static_cast<double>(encounterCount()) * commandsPerEncounter();
    state.counters["maxrss_so_far_MB"] = static_cast<double>(usage.ru_maxrss) * 1024 / kMebi;
}

void streaming(benchmark::State& state) {
    measure(state, streamed(), QStringLiteral("streamed.json"), [](Database& db, const QString& file) -> Status {
        OutputFile out(file, db.path(), OutputFile::Existing::Refuse);
        if (auto status = out.begin(); !status) {
            return status;
        }
        if (auto status = CampaignExporter(db).writeCampaign(out); !status) {
            return status;
        }
        return out.commit();
    });
}
// First, so nothing the in-memory export left resident counts against it.
BENCHMARK(streaming)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

void wholeInMemory(benchmark::State& state) {
    measure(state, inMemory(), QStringLiteral("in-memory.json"), [](Database& db, const QString& file) -> Status {
        auto bytes = reference::exportInMemory(db);
        if (!bytes) {
            return bytes.error();
        }
        QSaveFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes.value()) != bytes.value().size() || !out.commit()) {
            return StoreError{StoreErrorKind::Io, out.errorString()};
        }
        return {};
    });
}
BENCHMARK(wholeInMemory)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

// Whether the two files hold the same bytes, "exportedAt" aside (it is near the end: after the
// encounters, before "format" and the groups).
[[nodiscard]] bool sameExport(const QString& a, const QString& b) {
    QFile first(a);
    QFile second(b);
    if (!first.open(QIODevice::ReadOnly) || !second.open(QIODevice::ReadOnly) || first.size() != second.size()) {
        return false;
    }
    const qint64 tail = std::min<qint64>(first.size(), 1 << 20);
    for (qint64 at = 0; at < first.size() - tail;) {
        const qint64 chunk = std::min<qint64>(1 << 20, first.size() - tail - at);
        if (first.read(chunk) != second.read(chunk)) {
            return false;
        }
        at += chunk;
    }
    const QRegularExpression exportedAt(QStringLiteral("\"exportedAt\": \"[^\"]+\""));
    return QString::fromUtf8(first.readAll()).replace(exportedAt, QString()) ==
           QString::fromUtf8(second.readAll()).replace(exportedAt, QString());
}

} // namespace

int main(int argc, char** argv) {
    // The SQL driver is a plugin, found through the application object.
    const QCoreApplication app(argc, argv);
    const int failed = bench::runBenchmarks(argc, argv);
    if (failed != 0) {
        return failed;
    }
    if (streamed().peak > 0 && inMemory().peak > 0) {
        const bool same = sameExport(streamed().file, inMemory().file);
        std::printf("peak memory: streaming %.0f MB, in memory %.0f MB (%.1f times as much); the same bytes: %s\n",
                    streamed().peak / kMebi, inMemory().peak / kMebi, inMemory().peak / streamed().peak,
                    same ? "yes" : "NO");
        return same ? 0 : 1;
    }
    return 0;
}
