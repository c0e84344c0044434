// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
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
// The same in `environment` (XDG_DATA_HOME, say) and from `workingDirectory`.
[[nodiscard]] CliRun runCli(const QStringList& args, const QProcessEnvironment& environment,
                            const QString& workingDirectory);
// A shell command line run by /bin/sh with "$0" the built scouter-cli: for arguments QProcess
// cannot pass, such as bytes that are not UTF-8.
[[nodiscard]] CliRun runCliFromShell(const QString& script, const QProcessEnvironment& environment,
                                     const QString& workingDirectory);
