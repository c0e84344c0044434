// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up of the real `scouter` binary to its first painted frame with a 10,000-event encounter
// open (issue 5 budget: 600 ms, peak resident memory 150 MB), on Qt's offscreen platform: DBU's
// sample log, and a True20 and a Fatewalker encounter played by their own commands (RulesetPlay).
#include "BenchCampaign.h"
#include "BenchRun.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

struct Run {
    double seconds = 0;
    long peakKiB = 0;
    int status = -1;
};

// fork + exec + wait4, so the child's own peak resident set size comes back with its exit.
Run runScouter(const std::vector<std::string>& arguments) {
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(SCOUTER_GUI_BINARY));
    for (const auto& argument : arguments) {
        argv.push_back(const_cast<char*>(argument.c_str()));
    }
    argv.push_back(nullptr);
    const auto started = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
        execv(SCOUTER_GUI_BINARY, argv.data());
        _exit(127);
    }
    Run run;
    rusage usage{};
    wait4(child, &run.status, 0, &usage);
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    run.peakKiB = usage.ru_maxrss;
    return run;
}

void startUp(benchmark::State& state, const QTemporaryDir& folder, const bench::StoredEncounter& stored) {
    const std::string home = folder.filePath(QStringLiteral("home")).toStdString();
    setenv("XDG_CONFIG_HOME", home.c_str(), 1);
    setenv("XDG_DATA_HOME", home.c_str(), 1);
    setenv("QT_QPA_PLATFORM", "offscreen", 1);
    const std::vector<std::string> arguments{"--database", stored.path.toStdString(), "--encounter",
                                             std::to_string(stored.id), "--exit-when-shown"};
    long peak = 0;
    for (auto _ : state) {
        const Run run = runScouter(arguments);
        if (!WIFEXITED(run.status) || WEXITSTATUS(run.status) != 0) {
            state.SkipWithError("scouter did not start and exit cleanly");
            return;
        }
        state.SetIterationTime(run.seconds);
        peak = std::max(peak, run.peakKiB);
    }
    state.counters["peak_MiB"] = static_cast<double>(peak) / 1024.0;
}

void startupWithLongEncounter(benchmark::State& state) {
    QTemporaryDir folder;
    const int commands = bench::sized(2500, 100); // commands of 4 events
    startUp(state, folder, {bench::longEncounter(folder.path(), commands), 1, commands});
}
BENCHMARK(startupWithLongEncounter)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(bench::times(10));

void startupWithLongEncounterTrue20(benchmark::State& state) {
    QTemporaryDir folder;
    startUp(state, folder, bench::longEncounter(folder.path(), bench::Rules::True20, bench::sized(10000, 300)));
}
BENCHMARK(startupWithLongEncounterTrue20)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(bench::times(10));

void startupWithLongEncounterFatewalker(benchmark::State& state) {
    QTemporaryDir folder;
    startUp(state, folder, bench::longEncounter(folder.path(), bench::Rules::Fatewalker, bench::sized(10000, 300)));
}
BENCHMARK(startupWithLongEncounterFatewalker)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(bench::times(10));

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    return bench::runBenchmarks(argc, argv);
}
