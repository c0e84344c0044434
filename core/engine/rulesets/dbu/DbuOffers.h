// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"

#include <string>
#include <utility>
#include <vector>

// DBU's offers of a Counter Action (the core's OffersSet), with the Life and Ki a counter that hits
// takes back from a Combat Recovery. Every offers-set DBU writes carries both, 0 when there is
// nothing to take back, as every one did when they were the core event's own fields.
namespace scouter::engine::dbu {

inline constexpr const char* kTakenBackLife = "life";
inline constexpr const char* kTakenBackKi = "ki";

[[nodiscard]] inline events::OffersSet offersSet(std::vector<std::string> ids = {}, std::string actor = {},
                                                 std::string kind = {}, std::string declined = {}, int life = 0,
                                                 int ki = 0) {
    return events::OffersSet{events::Offer{std::move(ids),
                                           std::move(actor),
                                           std::move(kind),
                                           std::move(declined),
                                           {{kTakenBackLife, life}, {kTakenBackKi, ki}}}};
}

// What `offers` takes back of `pool` (0 when it says nothing of it: an event stored without).
[[nodiscard]] inline int takenBack(const events::OffersSet& offers, const char* pool) {
    const auto found = offers.offer->takenBack.find(pool);
    return found == offers.offer->takenBack.end() ? 0 : found->second;
}

} // namespace scouter::engine::dbu
