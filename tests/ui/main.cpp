// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QByteArray>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>

#include <gtest/gtest.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#include <sanitizer/lsan_interface.h>
#define SCOUTER_CHECK_LEAKS_EARLY 1
#endif
#endif

#include <chrono>
#include <filesystem>
#include <iterator>
#include <thread>

#ifdef SCOUTER_CHECK_LEAKS_EARLY
// Fontconfig keeps its configuration through pointers LeakSanitizer cannot follow until Qt lets it
// go at exit; checked before that (main), it would be reported though nothing of Scouter's leaked.
extern "C" const char* __lsan_default_suppressions() {
    return "leak:libfontconfig.so\n";
}
#endif

namespace {

// Each test starts with no ruleset remembered as the last chosen (LastRuleset), whichever test
// saved a True20 character before it.
class ForgetLastRuleset : public testing::EmptyTestEventListener {
    void OnTestStart(const testing::TestInfo& /*test*/) override { QSettings().remove(QStringLiteral("rulesets")); }
};

// Qt's threads are detached: one told to end may still be unwinding when main returns, and
// LeakSanitizer's tracer, stopping the world at exit, crashes on a half-gone thread ("Tracer caught
// signal 11"). Linux lists a process's living threads in /proc/self/task.
void waitForOtherThreadsToEnd() {
    constexpr int kTries = 500;
    for (int tries = 0; tries < kTries; ++tries) {
        const auto tasks = std::filesystem::directory_iterator("/proc/self/task");
        if (std::distance(std::filesystem::begin(tasks), std::filesystem::end(tasks)) <= 1) {
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

} // namespace

int main(int argc, char* argv[]) {
    // Widgets need a platform even to list the tests (gtest_discover_tests runs this at build
    // time), and tests must never open windows on a developer's desktop.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    }
    // Saved layouts and the last open encounter go to a test folder, never the developer's settings.
    QStandardPaths::setTestModeEnabled(true);
    // A folder of this process's own: the shards run side by side, and one saving a True20
    // character made another's New Character open on True20.
    const QTemporaryDir settings;
    for (const QSettings::Format format : {QSettings::NativeFormat, QSettings::IniFormat}) {
        QSettings::setPath(format, QSettings::UserScope, settings.path());
    }
    testing::InitGoogleTest(&argc, argv);
    int failed = 0;
    {
        const QApplication app(argc, argv);
        testing::UnitTest::GetInstance()->listeners().Append(new ForgetLastRuleset);
        failed = RUN_ALL_TESTS();
        // Qt scales big pictures on the global pool's threads, which otherwise end only as the
        // application goes.
        QThreadPool::globalInstance()->waitForDone();
#ifdef SCOUTER_CHECK_LEAKS_EARLY
        // The leak check made here, with every test's objects gone and Qt still whole, instead of
        // at exit: there LeakSanitizer's tracer crashed now and then ("Tracer caught signal 11")
        // after all tests had passed, once Qt had let its threads and plugins go. What Qt frees
        // as the application ends is still reachable here, so it is no leak.
        __lsan_do_leak_check();
#endif
    }
    waitForOtherThreadsToEnd();
    return failed;
}
