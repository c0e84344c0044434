#pragma once

#include <QString>
#include <QStringList>

// Runs the built scouter-cli as a user would from a shell.
struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;

    // The whole-number value of the output line "<key> <value>", e.g. "total 17".
    [[nodiscard]] long long number(const QString& key) const;
    // The numbers on the output line "<key> a b c", e.g. "faces 3 9 1".
    [[nodiscard]] QList<int> numbers(const QString& key) const;
};

[[nodiscard]] CliRun runCli(const QStringList& args);
