// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/Scores.h"

#include "true20/DamageTrack.h"

#include <algorithm>

namespace scouter::engine::true20 {

int holds(const Fighter& fighter, std::string_view state) {
    // A track is kept most serious first (DamageTrack.cpp): the count stops at the first less serious
    // state, so asking for Unconscious or Dying at every turn reads only the front of a track.
    const int rank = seriousness(state);
    const auto count = [&](const std::vector<HeldState>& track) {
        int held = 0;
        for (const auto& instance : track) {
            if (seriousness(instance.name) < rank) {
                break;
            }
            held += instance.name == state ? 1 : 0;
        }
        return held;
    };
    return count(fighter.lethal) + count(fighter.subdual);
}

int Scores::penalty(std::string_view state, int each) const {
    if (m_fighter == nullptr) {
        return 0;
    }
    const int count = holds(*m_fighter, state);
    return each * (m_settings.penaltiesStack ? count : std::min(count, 1));
}

bool Scores::helpless() const {
    if (m_fighter == nullptr || m_fighter->dead) {
        return m_fighter != nullptr;
    }
    // Asked at every turn's start. Unconscious and Dying are as serious as a held state gets, so
    // when held they lead their track (kept most serious first): one look at each front, mostly.
    static const int helplessRank = seriousness("unconscious");
    const auto leads = [](const std::vector<HeldState>& track) {
        for (const auto& instance : track) {
            if (seriousness(instance.name) < helplessRank) {
                return false;
            }
            if (instance.name == "unconscious" || instance.name == "dying") {
                return true;
            }
        }
        return false;
    };
    return leads(m_fighter->lethal) || leads(m_fighter->subdual);
}

bool Scores::halfSpeed() const {
    return m_fighter != nullptr && (holds(*m_fighter, "staggered") > 0 || holds(*m_fighter, "disabled") > 0);
}

int Scores::speed() const {
    const int full = m_sheet.number("speed", kDefaultSpeed);
    return halfSpeed() ? full / 2 : full;
}

int Scores::chosenDefense() const {
    const std::string& with = m_fighter != nullptr ? m_fighter->defend : std::string("best");
    if (with == "dodge") {
        return dodge();
    }
    if (with == "parry") {
        return parry();
    }
    return std::max(dodge(), parry());
}

std::string Scores::defendsWith() const {
    if (helpless() || offGuard() || overridden("defense")) {
        return {};
    }
    const std::string& with = m_fighter != nullptr ? m_fighter->defend : std::string("best");
    if (with == "dodge" || with == "parry") {
        return with;
    }
    return parry() > dodge() ? "parry" : "dodge";
}

int Scores::baseDefense() const {
    if (overridden("defense")) {
        return stat("defense");
    }
    return 10 + stat("bcb") + stat("sizeBonus") + stat("defenseFeats") + chosenDefense() +
           (m_settings.defenseTwice ? 10 : 0);
}

int Scores::defense() const {
    if (helpless()) {
        return 10 + stat("sizeBonus") + (m_settings.defenseTwice ? 10 : 0);
    }
    if (offGuard()) {
        return baseDefense() - 2 - std::max(chosenDefense(), 0);
    }
    return baseDefense();
}

int Scores::melee() const {
    const int base = overridden("attack") ? stat("attack")
                                          : stat("bcb") + stat("dexterity") + stat("sizeBonus") + stat("meleeFeats");
    return base - woundedPenalty();
}

int Scores::ranged(int rangePenalty) const {
    const int base = overridden("attack") ? stat("attack")
                                          : stat("bcb") + stat("dexterity") + stat("sizeBonus") + stat("rangedFeats");
    return base - rangePenalty - woundedPenalty();
}

int Scores::grapple() const {
    return stat("bcb") + stat("strength") + stat("sizeBonus") + stat("grappleFeats") - woundedPenalty();
}

int Scores::attack(std::string_view mode, int rangePenalty) const {
    if (mode == "ranged") {
        return ranged(rangePenalty);
    }
    if (mode == "grapple") {
        return grapple();
    }
    return melee();
}

int Scores::sizeAdjustment() const {
    const int size = stat("size");
    return size < 0 ? -1 : (size > 0 ? 2 : 0);
}

int Scores::baseToughness() const {
    if (overridden("toughness")) {
        return stat("toughness");
    }
    return stat("constitution") + sizeAdjustment() + stat("toughnessFeats") + stat("armor");
}

int Scores::toughness(bool lethal) const {
    int value = baseToughness() - penalty("hurt", 1) - penalty("wounded", 1);
    if (!lethal) {
        value -= penalty("bruised", 1) + penalty("dazed", 1);
    }
    return value;
}

int Scores::baseSave(std::string_view kind) const {
    const std::string key(kind);
    if (overridden(key)) {
        return stat(key);
    }
    const char* ability = kind == "fortitude" ? "constitution" : (kind == "reflex" ? "dexterity" : "wisdom");
    const std::string suffix = kind == "fortitude" ? "Fortitude" : (kind == "reflex" ? "Reflex" : "Will");
    return stat(ability) + stat("base" + suffix) + stat(key + "Feats") + std::max(0, stat("nonCoreGood" + suffix) - 2);
}

int Scores::save(std::string_view kind) const {
    return baseSave(kind) - woundedPenalty();
}

} // namespace scouter::engine::true20
