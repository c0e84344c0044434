// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"

// Records with every field filled, for round trips. Events follow the engine's versioned JSON
// form ({"v":1,"type":...}); the store treats them as documents.
namespace samples {

[[nodiscard]] scouter::store::Character goku();
[[nodiscard]] scouter::store::Character saibaman();
[[nodiscard]] scouter::store::EncounterRecord encounter(std::optional<qint64> gokuId = std::nullopt,
                                                        std::optional<qint64> saibamanId = std::nullopt);
// Command `seq` of a long fight: one ki-set event and one life-set event.
[[nodiscard]] scouter::store::StoredCommand command(qint64 seq);

} // namespace samples
