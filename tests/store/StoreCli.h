// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

// Runs the built scouter-cli for the store's command-line tests.
struct StoreCliRun {
    int exitCode = -1;
    QString out;
    QString err;
    // The output parsed as one JSON object (the --state and state commands print one).
    [[nodiscard]] QJsonObject json() const;
};

[[nodiscard]] StoreCliRun
runStoreCli(const QStringList& args, const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment());

// The fixture scenario the command-line tests play: a short DBU ambush with scripted dice.
[[nodiscard]] QString ambushScenario();
