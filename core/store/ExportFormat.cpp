#include "ExportFormat.h"

#include "CharacterSheet.h"

#include "rules/RulesetRegistry.h"

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

} // namespace scouter::store
