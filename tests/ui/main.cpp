#include <QApplication>
#include <QByteArray>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char* argv[]) {
    // Widgets need a platform even to list the tests (gtest_discover_tests runs this at build
    // time), and tests must never open windows on a developer's desktop.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    }
    // Saved layouts and the last open encounter go to a test folder, never the developer's settings.
    QStandardPaths::setTestModeEnabled(true);
    testing::InitGoogleTest(&argc, argv);
    const QApplication app(argc, argv);
    return RUN_ALL_TESTS();
}
