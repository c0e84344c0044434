// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwContext.h"

#include "fatewalker/FwRules.h"

namespace scouter::engine::fatewalker {

const FwState& FwContext::rules() const {
    return clock::rulesOf(state());
}

const Fighter& FwContext::fighter(const std::string& id) const {
    return clock::fighterOf(state(), id);
}

int FwContext::now() const {
    return clock::now(state());
}

std::string FwContext::nameOf(const std::string& id) const {
    const Combatant* combatant = state().find(id);
    return combatant != nullptr && !combatant->name.empty() ? combatant->name : id;
}

int FwContext::successes(const std::optional<int>& pool, const std::optional<int>& tn,
                         const std::optional<int>& given) {
    m_faces.clear();
    if (given) {
        return *given;
    }
    if (!pool || !tn) {
        return 0;
    }
    return extraSuccesses(*pool, *tn);
}

int FwContext::extraSuccesses(int count, int tn) {
    int counted = 0;
    for (int die = 0; die < count; ++die) {
        const int face = m_dice.roll(10);
        m_faces.push_back(face);
        if (face < tn || (m_settings.successAtTn && face == tn)) {
            ++counted;
        }
    }
    return counted;
}

} // namespace scouter::engine::fatewalker
