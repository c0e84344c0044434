#pragma once

#include <QApplication>

#include <benchmark/benchmark.h>

namespace bench {

// The main() of a widget benchmark: a QApplication on Qt's offscreen platform, then Google Benchmark.
inline int runOffscreen(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace bench
