// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwState.h"
#include "fatewalker/SharedFighter.h"

#include <nlohmann/json.hpp>

// The JSON form of Fatewalker's state pieces, which its events carry (an action's resulting
// Fighter, an exchange): optional values are written as null and read back from null or absence.
namespace scouter::engine::fatewalker {

void to_json(nlohmann::json& json, const Movement& value);
void from_json(const nlohmann::json& json, Movement& value);
void to_json(nlohmann::json& json, const Cover& value);
void from_json(const nlohmann::json& json, Cover& value);
void to_json(nlohmann::json& json, const Bind& value);
void from_json(const nlohmann::json& json, Bind& value);
void to_json(nlohmann::json& json, const RollRecord& value);
void from_json(const nlohmann::json& json, RollRecord& value);
void to_json(nlohmann::json& json, const Fighter& value);
void from_json(const nlohmann::json& json, Fighter& value);
void to_json(nlohmann::json& json, const SharedFighter& value);
void from_json(const nlohmann::json& json, SharedFighter& value);
void to_json(nlohmann::json& json, const Pending& value);
void from_json(const nlohmann::json& json, Pending& value);
void to_json(nlohmann::json& json, const FriendlyFire& value);
void from_json(const nlohmann::json& json, FriendlyFire& value);
void to_json(nlohmann::json& json, const Exchange& value);
void from_json(const nlohmann::json& json, Exchange& value);

// Metres kept to the thousandth, so the stored form (whole thousandths: events hold whole
// numbers) reads back to the very value played.
[[nodiscard]] double metres(double value);
[[nodiscard]] long long thousandths(double value);

// An optional value as JSON (null when absent) and back.
template <class T> nlohmann::json optionalJson(const std::optional<T>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}
// Writes `field` under `key` unless it is `initial`, what the reader takes a missing key for: most
// of Fatewalker's facts are as they began, and an encounter's log is mostly those facts.
template <class T> void putUnless(nlohmann::json& json, const char* key, const T& field, const T& initial) {
    if (field != initial) {
        json[key] = field;
    }
}
// The same for a value that is absent (null in the older form) when unset.
template <class T> void putIfSet(nlohmann::json& json, const char* key, const std::optional<T>& field) {
    if (field) {
        json[key] = *field;
    }
}

// The value under `key` when `json` is an object that has one other than null, else nullptr.
[[nodiscard]] inline const nlohmann::json* present(const nlohmann::json& json, const char* key) {
    const auto found = json.find(key);
    return found != json.end() && !found->is_null() ? &*found : nullptr;
}

template <class T> std::optional<T> optionalFrom(const nlohmann::json& json, const char* key) {
    if (const nlohmann::json* found = present(json, key)) {
        return found->get<T>();
    }
    return std::nullopt;
}

} // namespace scouter::engine::fatewalker
