// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Effect.h"

#include <array>
#include <utility>

namespace scouter::engine {

namespace {
constexpr std::array<std::pair<EffectKind, std::string_view>, 11> kEffectKindNames{{
    {EffectKind::Condition, "condition"},
    {EffectKind::PowerUp, "power-up"},
    {EffectKind::Botch, "botch"},
    {EffectKind::RapidStrike, "rapid-strike"},
    {EffectKind::RecoveryLockout, "recovery-lockout"},
    {EffectKind::InterveneLockout, "intervene-lockout"},
    {EffectKind::Triggered, "triggered"},
    {EffectKind::Miracle, "miracle"},
    {EffectKind::Duel, "duel"},
    {EffectKind::Parry, "parry"},
    {EffectKind::Carried, "carried"},
}};
} // namespace

std::string_view toString(EffectKind kind) {
    for (const auto& [value, name] : kEffectKindNames) {
        if (value == kind) {
            return name;
        }
    }
    return "condition";
}

bool effectKindFromString(std::string_view text, EffectKind& kind) {
    for (const auto& [value, name] : kEffectKindNames) {
        if (name == text) {
            kind = value;
            return true;
        }
    }
    return false;
}

} // namespace scouter::engine
