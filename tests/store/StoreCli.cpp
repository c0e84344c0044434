// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreCli.h"

#include <QJsonDocument>
#include <QProcess>

QJsonObject StoreCliRun::json() const {
    const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1Char('{'))) {
            return QJsonDocument::fromJson(line.toUtf8()).object();
        }
    }
    return {};
}

StoreCliRun runStoreCli(const QStringList& args, const QProcessEnvironment& environment) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(SCOUTER_CLI), args);
    // The longest run is the import of every stored scenario under the sanitizers (a minute).
    process.waitForFinished(300000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

QString ambushScenario() {
    return QStringLiteral(SCOUTER_STORE_FIXTURES "/saibamen-ambush.scenario.json");
}
