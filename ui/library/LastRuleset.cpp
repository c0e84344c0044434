// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/LastRuleset.h"

#include "CharacterSheet.h"
#include "rules/RulesetRegistry.h"

#include <QSettings>

#include <algorithm>

namespace scouter::ui {

namespace {

const QString kKey = QStringLiteral("rulesets/lastChosen");

} // namespace

QString LastRuleset::get() {
    const std::vector<std::string> rulesets = store::CharacterSheet::registry().available();
    const std::string last = QSettings().value(kKey).toString().toStdString();
    if (std::find(rulesets.begin(), rulesets.end(), last) != rulesets.end()) {
        return QString::fromStdString(last);
    }
    return rulesets.empty() ? QString() : QString::fromStdString(rulesets.front());
}

void LastRuleset::remember(const QString& ruleset) {
    QSettings().setValue(kKey, ruleset);
}

} // namespace scouter::ui
