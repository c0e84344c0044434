#include <QApplication>
#include <QByteArray>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

// Each test starts with no ruleset remembered as the last chosen (LastRuleset), whichever test
// saved a True20 character before it.
class ForgetLastRuleset : public testing::EmptyTestEventListener {
    void OnTestStart(const testing::TestInfo& /*test*/) override { QSettings().remove(QStringLiteral("rulesets")); }
};

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
    const QApplication app(argc, argv);
    testing::UnitTest::GetInstance()->listeners().Append(new ForgetLastRuleset);
    return RUN_ALL_TESTS();
}
