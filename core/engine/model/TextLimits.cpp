// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/TextLimits.h"

#include "model/Limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

namespace scouter::engine::limits {

namespace {

struct Decoded {
    char32_t codePoint = 0;
    std::size_t length = 0; // 0: not a well-formed UTF-8 sequence
};

// One well-formed UTF-8 sequence at `at` (no overlong forms, no surrogates, nothing past U+10FFFF).
[[nodiscard]] Decoded decodeAt(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned lead = byte(at);
    if (lead < 0x80) {
        return {lead, 1};
    }
    std::size_t length = 0;
    char32_t value = 0;
    unsigned low = 0x80;
    unsigned high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        value = lead & 0x1FU;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        value = lead & 0x0FU;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        value = lead & 0x07U;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return {};
    }
    if (at + length > text.size()) {
        return {};
    }
    for (std::size_t i = 1; i < length; ++i) {
        const unsigned next = byte(at + i);
        if (next < (i == 1 ? low : 0x80U) || next > (i == 1 ? high : 0xBFU)) {
            return {};
        }
        value = (value << 6U) | (next & 0x3FU);
    }
    return {value, length};
}

// C0 and C1 controls and DEL: invisible, and they break lines, tables and terminals. Notes may hold
// line breaks and tabs.
[[nodiscard]] bool isForbiddenControl(char32_t c, TextKind kind) {
    if (kind == TextKind::Notes && (c == U'\n' || c == U'\r' || c == U'\t')) {
        return false;
    }
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

[[nodiscard]] bool isIdCharacter(char32_t c) {
    return (c >= U'a' && c <= U'z') || (c >= U'0' && c <= U'9') || c == U'_' || c == U'-';
}

[[nodiscard]] std::size_t maxLength(TextKind kind) {
    switch (kind) {
    case TextKind::Name:
        return kMaxNameLength;
    case TextKind::Title:
        return kMaxTitleLength;
    case TextKind::Notes:
        return kMaxNotesLength;
    case TextKind::Id:
        break;
    }
    return kMaxIdLength;
}

[[nodiscard]] std::string_view kindName(TextKind kind) {
    switch (kind) {
    case TextKind::Name:
        return "a name";
    case TextKind::Title:
        return "a title";
    case TextKind::Notes:
        return "a note";
    case TextKind::Id:
        break;
    }
    return "an id";
}

// Most texts checked are short printable ASCII (ids, names, a maneuver's arguments): one pass over
// the bytes settles them without decoding. Anything else takes the full check, which words the problem.
[[nodiscard]] bool isPlainAsciiWithin(std::string_view text, TextKind kind) {
    if (text.size() > maxLength(kind)) {
        return false;
    }
    return std::all_of(text.begin(), text.end(), [kind](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte >= 0x20 && byte < 0x7F && (kind != TextKind::Id || isIdCharacter(byte));
    });
}

} // namespace

std::size_t characterCount(std::string_view utf8) {
    std::size_t count = 0;
    for (std::size_t at = 0; at < utf8.size(); ++count) {
        at += std::max<std::size_t>(decodeAt(utf8, at).length, 1);
    }
    return count;
}

std::optional<std::string> textProblem(std::string_view utf8, TextKind kind) {
    if (kind == TextKind::Id && utf8.empty()) {
        return std::string("is empty");
    }
    if (isPlainAsciiWithin(utf8, kind)) {
        return std::nullopt;
    }
    // The length first, so a huge text is judged without reading it all twice.
    const std::size_t length = characterCount(utf8);
    if (length > maxLength(kind)) {
        return fmt::format("is {} characters long, more than the {} {} may have", length, maxLength(kind),
                           kindName(kind));
    }
    std::size_t character = 1;
    for (std::size_t at = 0; at < utf8.size(); ++character) {
        const Decoded decoded = decodeAt(utf8, at);
        if (decoded.length == 0) {
            return fmt::format("is not valid UTF-8 text (byte 0x{:02X} at character {})",
                               static_cast<unsigned>(static_cast<unsigned char>(utf8[at])), character);
        }
        if (isForbiddenControl(decoded.codePoint, kind)) {
            return fmt::format("contains a control character (U+{:04X}) at character {}",
                               static_cast<std::uint32_t>(decoded.codePoint), character);
        }
        if (kind == TextKind::Id && !isIdCharacter(decoded.codePoint)) {
            return fmt::format("may hold only lower-case letters, digits, '_' and '-', not '{}' at character {}",
                               utf8.substr(at, decoded.length), character);
        }
        at += decoded.length;
    }
    return std::nullopt;
}

} // namespace scouter::engine::limits
