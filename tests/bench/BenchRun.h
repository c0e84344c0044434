// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How every benchmark program runs. `make bench` runs them as Google Benchmark does; `make test`
// runs each once as a ctest smoke test (label bench, SCOUTER_BENCH_SMOKE=1 and
// --benchmark_min_time=0), so a benchmark that no longer compiles, crashes or reports an error
// fails the build's tests. Its times mean nothing there.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string_view>
#include <vector>

namespace bench {

// The smoke run: every benchmark runs once, on smaller data where setting up the full size would
// take long under the sanitizers.
[[nodiscard]] inline bool smoke() {
    const char* value = std::getenv("SCOUTER_BENCH_SMOKE");
    return value != nullptr && *value != '\0' && std::string_view(value) != "0";
}

// A fixed number of iterations or repetitions: 1 in the smoke run.
[[nodiscard]] inline int times(int count) {
    return smoke() ? 1 : count;
}

// A size of the data a benchmark sets up: `small` in the smoke run.
template <class T> [[nodiscard]] T sized(T full, T small) {
    return smoke() ? small : full;
}

// The reporter --benchmark_format asks for, counting the benchmarks that reported an error
// (SkipWithError): a run with one fails, so neither `make bench` nor the smoke run hides it.
class ErrorCountingReporter final : public benchmark::BenchmarkReporter {
public:
    explicit ErrorCountingReporter(std::unique_ptr<benchmark::BenchmarkReporter> shown) : m_shown(std::move(shown)) {}

    bool ReportContext(const Context& context) override { return m_shown->ReportContext(context); }
    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& run : runs) {
            if (run.error_occurred) {
                ++m_errors;
            }
        }
        m_shown->ReportRuns(runs);
    }
    void Finalize() override { m_shown->Finalize(); }
    [[nodiscard]] int errors() const { return m_errors; }

private:
    std::unique_ptr<benchmark::BenchmarkReporter> m_shown;
    int m_errors = 0;
};

// Google Benchmark's own reporter for --benchmark_format: json, else the console (its csv is
// deprecated). A display reporter given to RunSpecifiedBenchmarks replaces the flag's choice, so it
// is made here alike.
[[nodiscard]] inline std::unique_ptr<benchmark::BenchmarkReporter> reporterFor(int argc, char** argv) {
    std::string_view format = "console";
    constexpr std::string_view kFlag = "--benchmark_format=";
    for (int i = 1; i < argc; ++i) {
        if (const std::string_view argument(argv[i]); argument.starts_with(kFlag)) {
            format = argument.substr(kFlag.size());
        }
    }
    if (format == "json") {
        return std::make_unique<benchmark::JSONReporter>();
    }
    return std::make_unique<benchmark::ConsoleReporter>();
}

// main() of every benchmark program: nonzero when an argument is unknown, no benchmark ran or one
// reported an error.
[[nodiscard]] inline int runBenchmarks(int argc, char** argv) {
    ErrorCountingReporter reporter(reporterFor(argc, argv));
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    const std::size_t ran = benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return ran == 0 || reporter.errors() > 0 ? 1 : 0;
}

} // namespace bench
