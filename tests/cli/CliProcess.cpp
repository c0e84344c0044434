// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliProcess.h"

#include <QProcess>

#include <stdexcept>

namespace {

QString lineFor(const QString& output, const QString& key) {
    const auto lines = output.split(QLatin1Char('\n'));
    for (const auto& line : lines) {
        if (line.startsWith(key + QLatin1Char(' '))) {
            return line.mid(key.size() + 1).trimmed();
        }
    }
    throw std::runtime_error("no line '" + key.toStdString() + "' in output:\n" + output.toStdString());
}

CliRun finished(QProcess& process) {
    if (!process.waitForFinished(30000)) {
        throw std::runtime_error("scouter-cli did not finish");
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

long long CliRun::number(const QString& key) const {
    bool ok = false;
    const auto value = lineFor(out, key).toLongLong(&ok);
    if (!ok) {
        throw std::runtime_error("line '" + key.toStdString() + "' is not a number");
    }
    return value;
}

QList<int> CliRun::numbers(const QString& key) const {
    QList<int> values;
    const auto parts = lineFor(out, key).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const auto& part : parts) {
        values.append(part.toInt());
    }
    return values;
}

CliRun runCli(const QStringList& args) {
    QProcess process;
    process.start(QStringLiteral(SCOUTER_CLI), args);
    return finished(process);
}

CliRun runCli(const QStringList& args, const QProcessEnvironment& environment, const QString& workingDirectory) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(SCOUTER_CLI), args);
    return finished(process);
}

CliRun runCliFromShell(const QString& script, const QProcessEnvironment& environment, const QString& workingDirectory) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, QStringLiteral(SCOUTER_CLI)});
    return finished(process);
}
