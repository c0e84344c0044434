// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportFormat.h"

#include "CharacterSheet.h"
#include "JsonBridge.h"

#include "rules/RulesetRegistry.h"
#include "scenario/ScenarioLoader.h"

namespace scouter::store {

QStringList ExportVocabulary::rulesets() {
    const engine::RulesetRegistry& registry = CharacterSheet::registry();
    QStringList names;
    for (const std::string& name : registry.available()) {
        names << QString::fromStdString(name);
    }
    for (const std::string& name : registry.planned()) {
        names << QString::fromStdString(name);
    }
    return names;
}

QString ExportVocabulary::optionText(const QJsonValue& value) {
    if (value.isUndefined()) {
        return {};
    }
    return QString::fromStdString(engine::ScenarioLoader::optionText(toNlohmann(value)));
}

} // namespace scouter::store
