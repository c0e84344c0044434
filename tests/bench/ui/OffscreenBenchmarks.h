// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchRun.h"
#include "Theme.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>

#include <chrono>
#include <filesystem>
#include <iterator>
#include <thread>

namespace bench {

// The main() of a widget benchmark: a QApplication on Qt's offscreen platform with the application's
// style, then Google Benchmark.
inline int runOffscreen(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    // The widgets read and write settings (the review's last tab, column widths): a benchmark uses
    // a folder of its own, never the user's, as tests/ui/main.cpp does.
    QStandardPaths::setTestModeEnabled(true);
    const QTemporaryDir settings;
    for (const QSettings::Format format : {QSettings::NativeFormat, QSettings::IniFormat}) {
        QSettings::setPath(format, QSettings::UserScope, settings.path());
    }
    int failed = 0;
    {
        QApplication app(argc, argv);
        // The style the application sets (its default theme), so the widgets cost what users wait for.
        scouter::ui::applyTheme(app, scouter::ui::Theme::System);
        failed = runBenchmarks(argc, argv);
        QThreadPool::globalInstance()->waitForDone();
    }
    // Qt's threads are detached: LeakSanitizer's exit check (the smoke run) crashes on one still
    // unwinding, as in tests/ui/main.cpp.
    for (int tries = 0; tries < 500; ++tries) {
        const auto tasks = std::filesystem::directory_iterator("/proc/self/task");
        if (std::distance(std::filesystem::begin(tasks), std::filesystem::end(tasks)) <= 1) {
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return failed;
}

} // namespace bench
