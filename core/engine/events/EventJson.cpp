// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/EventJson.h"

#include <array>
#include <climits>
#include <cstdint>
#include <string_view>

namespace nlohmann {
template <> struct adl_serializer<std::optional<int>> {
    static void to_json(json& j, const std::optional<int>& value) { j = value ? json(*value) : json(nullptr); }
    static void from_json(const json& j, std::optional<int>& value) {
        value = j.is_null() ? std::nullopt : std::optional<int>(j.get<int>());
    }
};
} // namespace nlohmann

namespace scouter::engine {

NLOHMANN_JSON_SERIALIZE_ENUM(Resume, {{Resume::None, "none"},
                                      {Resume::Start, "start"},
                                      {Resume::TurnStart, "turn-start"},
                                      {Resume::Advance, "advance"}})

// Effect and duration kinds keep their names in the model, the single list of them; an unknown
// name in a stored event is an error, never silently the first kind.
void to_json(nlohmann::json& json, EffectKind kind) {
    json = toString(kind);
}
void from_json(const nlohmann::json& json, EffectKind& kind) {
    if (!effectKindFromString(json.get<std::string>(), kind)) {
        throw EventFormatError("unknown effect kind '" + json.get<std::string>() + "'");
    }
}
void to_json(nlohmann::json& json, DurationKind kind) {
    json = toString(kind);
}
void from_json(const nlohmann::json& json, DurationKind& kind) {
    const auto parsed = durationKindFromString(json.get<std::string>());
    if (!parsed) {
        throw EventFormatError("unknown duration kind '" + json.get<std::string>() + "'");
    }
    kind = *parsed;
}

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Position, x, y)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Duration, kind, anchor, turn, round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Effect, id, owner, kind, name, source, until)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PendingDecision, kind, who, subjects)
// A boxed payload is stored as the value it holds (model/Boxed.h).
template <class T> void to_json(nlohmann::json& json, const Boxed<T>& boxed) {
    json = *boxed;
}
template <class T> void from_json(const nlohmann::json& json, Boxed<T>& boxed) {
    boxed = json.get<T>();
}

namespace events {
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SurpriseMarked, who)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(InitiativeSet, slot, value, roll, faces)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TieRolled, slots, faces)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TieBroken, order, faces)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PendingRaised, decision, resume)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PendingAnswered, choice)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(EncounterStarted, surpriseRound, freezeOrder)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RoundStarted, round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TurnStarted, slot, skipped)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TurnEnded, slot)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RoundEnded, round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Moved, who, to)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(EffectAdded, effect)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(EffectRemoved, id, why)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RelationSet, a, b, allies)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(CombatantLeft, who, reason)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(EncounterEnded, outcome)
// An offer's pools taken back stand beside its fields, each under the ruleset's id ("life", "ki"),
// as they were stored when they were fields of the event: every other whole number of the event is one.
void to_json(nlohmann::json& json, const OffersSet& offers) {
    const Offer& offer = *offers.offer;
    json = {{"ids", offer.ids}, {"actor", offer.actor}, {"kind", offer.kind}, {"declined", offer.declined}};
    for (const auto& [pool, amount] : offer.takenBack) {
        json[pool] = amount;
    }
}
void from_json(const nlohmann::json& json, OffersSet& offers) {
    Offer offer;
    json.at("ids").get_to(offer.ids);
    json.at("actor").get_to(offer.actor);
    json.at("kind").get_to(offer.kind);
    json.at("declined").get_to(offer.declined);
    for (const auto& [key, value] : json.items()) {
        if (value.is_number_integer() && key != "v") {
            offer.takenBack[key] = value.get<int>();
        }
    }
    offers.offer = std::move(offer);
}
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SkipMarked, slot)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SideChanged, who, side, from)
void to_json(nlohmann::json& json, const RulesetEvent& event) {
    json = nlohmann::json::object();
    if (event.body != nullptr) {
        event.body->toJson(json);
    }
}
} // namespace events

namespace {

// The type names are part of the stored format: never rename one (the order is only the variant's).
constexpr std::array<std::string_view, std::variant_size_v<Event>> kTypeNames{
    "surprise-marked",   "initiative-set", "tie-rolled",   "tie-broken",     "pending-raised",  "pending-answered",
    "encounter-started", "round-started",  "turn-started", "turn-ended",     "round-ended",     "moved",
    "effect-added",      "effect-removed", "relation-set", "combatant-left", "encounter-ended", "offers-set",
    "skip-marked",       "side-changed",   "ruleset-event"};
// The last alternative stands for every ruleset's own events, each stored under its own type.
constexpr std::size_t kRulesetEventIndex = std::variant_size_v<Event> - 1;
static_assert(std::is_same_v<std::variant_alternative_t<kRulesetEventIndex, Event>, events::RulesetEvent>);

// Format 1 grew while it was the only one: a campaign of the first release holds events without
// the fields added since (its "encounter-started" has no "freezeOrder"). Reading format 1, those
// fields take the value that means "not used"; every other field stays required, so a missing
// combatant id or amount is still an error and never a silent zero.
const nlohmann::json& fieldsAddedInFormat1(std::string_view type) {
    static const nlohmann::json added = {
        {"encounter-started", {{"surpriseRound", false}, {"freezeOrder", false}}},
        {"initiative-set", {{"roll", nullptr}, {"faces", nlohmann::json::array()}}},
        {"tie-broken", {{"faces", nlohmann::json::array()}}},
        {"pending-raised", {{"resume", "none"}}},
        {"turn-started", {{"skipped", false}}},
        {"combatant-left", {{"reason", ""}}},
        {"offers-set", {{"actor", ""}, {"kind", ""}, {"declined", ""}}},
    };
    static const nlohmann::json none = nlohmann::json::object();
    const auto found = added.find(std::string(type));
    return found == added.end() ? none : *found;
}

// Every number an event holds is a whole number that fits an int (faces, amounts, ids, squares).
// Checked before any field is read: get<int>() of a larger or fractional number is undefined.
void requireWholeNumbers(const nlohmann::json& json) {
    if (json.is_number_float()) {
        throw EventFormatError("an event holds a number that is not a whole number: " + json.dump());
    }
    if (json.is_number_unsigned()
            ? json.get<std::uint64_t>() > static_cast<std::uint64_t>(INT_MAX)
            : json.is_number_integer() && (json.get<std::int64_t>() < INT_MIN || json.get<std::int64_t>() > INT_MAX)) {
        throw EventFormatError("an event holds a number out of range: " + json.dump());
    }
    if (json.is_structured()) {
        for (const auto& item : json) {
            requireWholeNumbers(item);
        }
    }
}

template <std::size_t I> Event fromJsonAt(std::size_t index, const nlohmann::json& json) {
    if constexpr (I == kRulesetEventIndex) {
        throw EventFormatError("unknown event type");
    } else if constexpr (I < std::variant_size_v<Event>) {
        if (index == I) {
            return Event(std::in_place_index<I>, json.get<std::variant_alternative_t<I, Event>>());
        }
        return fromJsonAt<I + 1>(index, json);
    } else {
        throw EventFormatError("unknown event type");
    }
}

} // namespace

std::string_view eventTypeName(const Event& event) {
    if (const auto* own = std::get_if<events::RulesetEvent>(&event); own != nullptr && own->body != nullptr) {
        return own->body->type();
    }
    return kTypeNames.at(event.index());
}

nlohmann::json toJson(const Event& event) {
    nlohmann::json json = std::visit([](const auto& alternative) { return nlohmann::json(alternative); }, event);
    json["v"] = kEventFormatVersion;
    json["type"] = std::string(eventTypeName(event));
    return json;
}

Event eventFromJson(const nlohmann::json& json, const RulesetEventDecoder* rules) {
    if (!json.is_object()) {
        throw EventFormatError("an event is a JSON object");
    }
    const nlohmann::json& version = json.contains("v") ? json["v"] : nlohmann::json();
    if (!version.is_number_integer() || version.get<std::int64_t>() != kEventFormatVersion) {
        throw EventFormatError("unsupported event version " + version.dump());
    }
    const std::string type = json.at("type").get<std::string>();
    requireWholeNumbers(json);
    for (std::size_t index = 0; index < kRulesetEventIndex; ++index) {
        if (kTypeNames[index] != type) {
            continue;
        }
        // An event written since has every field: it is read as it is, not copied to fill none.
        const nlohmann::json& added = fieldsAddedInFormat1(type);
        bool complete = true;
        for (auto field = added.begin(); complete && field != added.end(); ++field) {
            complete = json.contains(field.key());
        }
        if (complete) {
            return fromJsonAt<0>(index, json);
        }
        nlohmann::json filled = added;
        filled.update(json);
        return fromJsonAt<0>(index, filled);
    }
    if (rules != nullptr) {
        if (auto own = rules->decodeEvent(type, json)) {
            return std::move(*own);
        }
    }
    throw EventFormatError("unknown event type '" + type + "'");
}

} // namespace scouter::engine
