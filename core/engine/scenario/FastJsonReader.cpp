// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/FastJsonReader.h"

#include "model/Limits.h"

#include <simdjson.h>

#include <cmath>
#include <cstdint>

namespace scouter::engine {

namespace {

using Json = nlohmann::json;
namespace dom = simdjson::dom;

// A parser keeps the buffers of the largest text it read: one per thread for the many small texts
// of a stored log, a fresh one for a large import so its buffers go with it.
constexpr std::size_t kKeptParserText = 64 * 1024;

// Walks what simdjson read, building into `into` (when there is one) the document nlohmann's
// checked reading would: a whole number without a sign is unsigned there, with one signed; a later
// duplicate key replaces the earlier one. False when a value needs the checked reading's judgement
// (a whole number past int64, a number beyond a double, a depth past the limit).
[[nodiscard]] bool walk(dom::element element, int depth, Json* into) {
    const dom::element_type type = element.type();
    if ((type == dom::element_type::ARRAY || type == dom::element_type::OBJECT) && depth > limits::kMaxJsonDepth) {
        return false;
    }
    switch (type) {
    case dom::element_type::ARRAY: {
        const dom::array items = element.get_array().value_unsafe();
        Json::array_t* entries = nullptr;
        if (into != nullptr) {
            *into = Json::array();
            entries = &into->get_ref<Json::array_t&>();
            entries->reserve(items.size());
        }
        for (const dom::element item : items) {
            if (!walk(item, depth + 1, entries != nullptr ? &entries->emplace_back() : nullptr)) {
                return false;
            }
        }
        return true;
    }
    case dom::element_type::OBJECT: {
        const dom::object fields = element.get_object().value_unsafe();
        Json::object_t* members = nullptr;
        if (into != nullptr) {
            *into = Json::object();
            members = &into->get_ref<Json::object_t&>();
        }
        for (const dom::key_value_pair member : fields) {
            Json* value =
                members != nullptr ? &members->emplace_hint(members->end(), member.key, nullptr)->second : nullptr;
            if (!walk(member.value, depth + 1, value)) {
                return false;
            }
        }
        return true;
    }
    case dom::element_type::UINT64:
        return false;
    case dom::element_type::DOUBLE:
        if (!std::isfinite(element.get_double().value_unsafe())) {
            return false;
        }
        break;
    default:
        break;
    }
    if (into == nullptr) {
        return true;
    }
    switch (type) {
    case dom::element_type::INT64: {
        const std::int64_t value = element.get_int64().value_unsafe();
        *into = value < 0 ? Json(value) : Json(static_cast<std::uint64_t>(value));
        break;
    }
    case dom::element_type::DOUBLE:
        *into = element.get_double().value_unsafe();
        break;
    case dom::element_type::STRING:
        *into = std::string(element.get_string().value_unsafe());
        break;
    case dom::element_type::BOOL:
        *into = element.get_bool().value_unsafe();
        break;
    default:
        *into = nullptr;
        break;
    }
    return true;
}

// nlohmann keeps the sign of a whole "-0" in its number's kind (signed, where "0" is unsigned);
// simdjson's value cannot tell them apart. "-0" before a digit, "." or an exponent is another number
// or a string's text ("Guard-01").
[[nodiscard]] bool mayHoldMinusZero(std::string_view text) {
    for (auto at = text.find("-0"); at != std::string_view::npos; at = text.find("-0", at + 2)) {
        const char after = at + 2 < text.size() ? text[at + 2] : ' ';
        if ((after < '0' || after > '9') && after != '.' && after != 'e' && after != 'E') {
            return true;
        }
    }
    return false;
}

// The parser for a text of `size` bytes: this thread's own for a small one, `fresh` otherwise.
[[nodiscard]] dom::parser& parserFor(std::size_t size, std::optional<dom::parser>& fresh) {
    thread_local dom::parser kept;
    return size <= kKeptParserText ? kept : fresh.emplace();
}

} // namespace

std::optional<Json> FastJsonReader::read(std::string_view text) {
    if (mayHoldMinusZero(text)) {
        return std::nullopt;
    }
    std::optional<dom::parser> fresh;
    dom::element root;
    if (parserFor(text.size(), fresh).parse(text.data(), text.size()).get(root) != simdjson::SUCCESS) {
        return std::nullopt;
    }
    Json document;
    if (!walk(root, 1, &document)) {
        return std::nullopt;
    }
    return document;
}

bool FastJsonReader::accepts(std::string_view text) {
    std::optional<dom::parser> fresh;
    dom::element root;
    return parserFor(text.size(), fresh).parse(text.data(), text.size()).get(root) == simdjson::SUCCESS &&
           walk(root, 1, nullptr);
}

} // namespace scouter::engine
