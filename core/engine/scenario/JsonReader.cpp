// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/JsonReader.h"

#include "model/Limits.h"
#include "scenario/FastJsonReader.h"

#include <fmt/format.h>

#include <cstdint>
#include <istream>
#include <limits>
#include <string_view>
#include <utility>
#include <vector>

namespace scouter::engine {

namespace {

using Json = nlohmann::json;

// The parser's code for a number too large for a double (1e999): it reports it instead of a value.
constexpr int kNumberOverflow = 406;
constexpr std::size_t kShownLiteral = 40;
constexpr std::size_t kShownKey = limits::kMaxIdLength;

// A text cut at a character boundary, so a message holds no broken UTF-8.
[[nodiscard]] std::string cutAtCharacter(const std::string& text, std::size_t bytes) {
    if (text.size() <= bytes) {
        return text;
    }
    std::size_t end = bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0U) == 0x80U) {
        --end;
    }
    return text.substr(0, end) + "…";
}

// The document as nlohmann's own builder (json_sax_dom_parser, what json::parse uses) makes it,
// a later duplicate key taking the place of an earlier one as there; but each key goes into its
// object as it is read (Scouter writes keys sorted, so each one lands at the end) and the key
// left in the object is what a problem's path names, instead of a copy of every key read.
class DocumentBuilder {
public:
    explicit DocumentBuilder(Json& root) : m_root(root) {}

    template <typename Value> void value(Value&& v) { (void)place(std::forward<Value>(v)); }
    void open(Json::value_t kind) { m_open.push_back(place(kind)); }
    void close() { m_open.pop_back(); }
    // The member `v` of the object open now, which the next value fills; where its key lives.
    const std::string* key(std::string& v) {
        auto& members = m_open.back()->get_ref<Json::object_t&>();
        const auto member = members.emplace_hint(members.end(), std::move(v), nullptr);
        m_member = &member->second;
        return &member->first;
    }

private:
    template <typename Value> Json* place(Value&& v) {
        if (m_open.empty()) {
            m_root = Json(std::forward<Value>(v));
            return &m_root;
        }
        if (m_open.back()->is_array()) {
            auto& entries = m_open.back()->get_ref<Json::array_t&>();
            entries.emplace_back(std::forward<Value>(v));
            return &entries.back();
        }
        *m_member = Json(std::forward<Value>(v));
        return m_member;
    }

    Json& m_root;
    std::vector<Json*> m_open;
    Json* m_member = nullptr;
};

// Checks every event of the parse and hands it on to the builder, if any; stops at the first
// problem and keeps it.
class CheckedEvents {
public:
    explicit CheckedEvents(DocumentBuilder* builder) : m_builder(builder) {}

    [[nodiscard]] std::optional<JsonReadError>& error() { return m_error; }

    bool null() { return value(nullptr); }
    bool boolean(bool v) { return value(v); }
    bool number_integer(Json::number_integer_t v) { return value(v); }
    bool number_unsigned(Json::number_unsigned_t v) {
        // nlohmann holds it, Qt would round it to a double: past 64 signed bits is refused everywhere.
        if (v > static_cast<Json::number_unsigned_t>(std::numeric_limits<std::int64_t>::max())) {
            next();
            return refuseNumber(std::to_string(v));
        }
        return value(v);
    }
    bool number_float(Json::number_float_t v, const std::string& literal) {
        // A whole number written without a fraction or an exponent lands here only when it does
        // not fit 64 bits; as a double it would silently be another number.
        if (literal.find_first_of(".eE") == std::string::npos) {
            next();
            return refuseNumber(literal);
        }
        return value(v);
    }
    // The parser's token, moved: it is read afresh for the next one.
    bool string(std::string& v) { return value(std::move(v)); }
    bool binary(Json::binary_t& v) { return value(std::move(v)); }
    bool start_object(std::size_t /*count*/) { return open(Json::value_t::object); }
    bool key(std::string& v) {
        Frame& frame = m_frames.back();
        if (m_builder != nullptr) {
            frame.key = m_builder->key(v);
        } else {
            frame.ownKey = v;
        }
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t /*count*/) { return open(Json::value_t::array); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t /*position*/, const std::string& token, const Json::exception& error) {
        if (error.id == kNumberOverflow) {
            next(); // the place of the number the parser could not make a value of
            return refuseNumber(token);
        }
        // nlohmann's message without its internal id: "parse error at line 1, column 9: …".
        const std::string_view what = error.what();
        const std::size_t idEnd = what.find("] ");
        m_error.emplace(
            JsonReadError::Kind::Syntax, std::string(), std::string(),
            fmt::format("not valid JSON: {}", idEnd == std::string_view::npos ? what : what.substr(idEnd + 2)));
        return false;
    }

private:
    struct Frame {
        bool array = false;
        const std::string* key = nullptr; // of the value being read in an object, in the document
        std::string ownKey;               // that key when no document is built
        std::size_t index = 0;            // of the value being read in an array
        std::size_t count = 0;            // values started in an array
    };

    // A value starts: in an array, it is the next entry.
    void next() {
        if (!m_frames.empty() && m_frames.back().array) {
            m_frames.back().index = m_frames.back().count++;
        }
    }

    template <typename Value> bool value(Value&& v) {
        next();
        if (m_builder != nullptr) {
            m_builder->value(std::forward<Value>(v));
        }
        return true;
    }

    bool open(Json::value_t kind) {
        next();
        if (m_frames.size() + 1 > static_cast<std::size_t>(limits::kMaxJsonDepth)) {
            m_error.emplace(JsonReadError::Kind::Depth, path(), lastKey(), JsonReader::depthMessage());
            return false;
        }
        m_frames.push_back(Frame{kind == Json::value_t::array, nullptr, {}, 0, 0});
        if (m_builder != nullptr) {
            m_builder->open(kind);
        }
        return true;
    }

    bool close() {
        m_frames.pop_back();
        if (m_builder != nullptr) {
            m_builder->close();
        }
        return true;
    }

    bool refuseNumber(const std::string& literal) {
        const bool whole = literal.find_first_of(".eE") == std::string::npos;
        const std::string shown =
            literal.size() <= kShownLiteral
                ? literal
                : fmt::format("{}… ({} characters)", literal.substr(0, kShownLiteral), literal.size());
        const std::string message =
            whole ? fmt::format("the whole number {} is beyond those Scouter reads ({} to {})", shown,
                                std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max())
                  : fmt::format("the number {} is beyond those Scouter reads (at most about ±1.8e308)", shown);
        m_error.emplace(JsonReadError::Kind::Number, path(), lastKey(), message);
        return false;
    }

    [[nodiscard]] static std::string keyOf(const Frame& frame) {
        return cutAtCharacter(frame.key != nullptr ? *frame.key : frame.ownKey, kShownKey);
    }

    [[nodiscard]] std::string path() const {
        std::string text;
        for (const Frame& frame : m_frames) {
            if (frame.array) {
                text += fmt::format("[{}]", frame.index);
            } else {
                text += (text.empty() ? "" : ".") + keyOf(frame);
            }
        }
        return text;
    }

    [[nodiscard]] std::string lastKey() const {
        for (auto frame = m_frames.rbegin(); frame != m_frames.rend(); ++frame) {
            if (!frame->array) {
                return keyOf(*frame);
            }
        }
        return {};
    }

    DocumentBuilder* m_builder;
    std::vector<Frame> m_frames;
    std::optional<JsonReadError> m_error;
};

template <typename Input>
[[nodiscard]] std::optional<JsonReadError> parseChecked(Input&& input, DocumentBuilder* builder) {
    CheckedEvents events(builder);
    const bool read = Json::sax_parse(std::forward<Input>(input), &events);
    if (events.error()) {
        return std::move(events.error());
    }
    if (!read) {
        return JsonReadError(JsonReadError::Kind::Syntax, std::string(), std::string(), "not valid JSON");
    }
    return std::nullopt;
}

template <typename Input> [[nodiscard]] Json buildChecked(Input&& input) {
    Json document;
    DocumentBuilder builder(document);
    if (auto error = parseChecked(std::forward<Input>(input), &builder)) {
        throw std::move(*error);
    }
    return document;
}

} // namespace

Json JsonReader::read(std::string_view text) {
    if (auto document = FastJsonReader::read(text)) {
        return std::move(*document);
    }
    return buildChecked(text);
}

Json JsonReader::readChecked(std::string_view text) {
    return buildChecked(text);
}

Json JsonReader::read(std::istream& in) {
    return buildChecked(in);
}

std::optional<JsonReadError> JsonReader::check(std::string_view text) {
    if (FastJsonReader::accepts(text)) {
        return std::nullopt;
    }
    return parseChecked(text, nullptr);
}

std::string JsonReader::depthMessage() {
    return fmt::format("the JSON nests deeper than {} levels, the most Scouter reads", limits::kMaxJsonDepth);
}

bool JsonReader::nestsDeeperThan(const Json& document, int depth) {
    std::vector<std::pair<const Json*, int>> open{{&document, 1}};
    while (!open.empty()) {
        const auto [node, level] = open.back();
        open.pop_back();
        if (!node->is_structured()) {
            continue;
        }
        if (level > depth) {
            return true;
        }
        for (const auto& child : *node) {
            open.emplace_back(&child, level + 1);
        }
    }
    return false;
}

} // namespace scouter::engine
