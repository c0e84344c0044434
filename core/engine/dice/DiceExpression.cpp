// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/DiceExpression.h"

#include <fmt/format.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace scouter::engine {
namespace {

constexpr std::string_view kSolidKeyword = "solid";

constexpr std::string_view kExpectedTerm = "a number or a die like 'd10'";
constexpr std::string_view kExpectedSides = "a die size after 'd'";
constexpr std::string_view kExpectedScaleName = "'T' or 'bT' after '('";
constexpr std::string_view kExpectedScaleClose = "')' after 'T' or 'bT'";
constexpr std::string_view kExpectedNext = "'+', '-' or end of input";
constexpr std::string_view kExpectedScaleParens = "'(' around 'T' or 'bT', as in '(T)'";

// Digits past this value are still consumed, but the value stops growing, so a 40-digit
// number reports "out of range" instead of overflowing.
constexpr long long kSaturatedNumber = 1'000'000'000LL;
// Keeps an error message readable when the offending token is a long run of digits or letters.
constexpr std::size_t kMaxShownToken = 16;

[[nodiscard]] bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

[[nodiscard]] bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// ASCII only on purpose: std::isalpha depends on the locale, and the notation is ASCII.
[[nodiscard]] bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

[[nodiscard]] char toLower(char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

[[nodiscard]] bool equalsIgnoringCase(std::string_view text, std::string_view lowerWord) {
    if (text.size() != lowerWord.size()) {
        return false;
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (toLower(text[i]) != lowerWord[i]) {
            return false;
        }
    }
    return true;
}

template <typename Predicate>
[[nodiscard]] std::string_view runAt(std::string_view text, std::size_t position, Predicate belongs) {
    std::size_t end = position;
    while (end < text.size() && belongs(text[end])) {
        ++end;
    }
    return text.substr(position, end - position);
}

// Length of the well-formed UTF-8 sequence starting at position, or 0, so that a stray
// "×" in "2d10×3" shows as itself rather than as two meaningless bytes.
[[nodiscard]] std::size_t utf8SequenceLength(std::string_view text, std::size_t position) {
    const auto byteAt = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned lead = byteAt(position);
    std::size_t length = 0;
    unsigned secondLow = 0x80;
    unsigned secondHigh = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        secondLow = lead == 0xE0 ? 0xA0 : 0x80;  // overlong forms
        secondHigh = lead == 0xED ? 0x9F : 0xBF; // UTF-16 surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        secondLow = lead == 0xF0 ? 0x90 : 0x80;
        secondHigh = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (position + length > text.size()) {
        return 0;
    }
    for (std::size_t i = 1; i < length; ++i) {
        const unsigned byte = byteAt(position + i);
        const unsigned low = i == 1 ? secondLow : 0x80;
        const unsigned high = i == 1 ? secondHigh : 0xBF;
        if (byte < low || byte > high) {
            return 0;
        }
    }
    return length;
}

[[nodiscard]] std::string quoted(std::string_view token) {
    if (token.size() > kMaxShownToken) {
        return fmt::format("'{}...'", token.substr(0, kMaxShownToken));
    }
    return fmt::format("'{}'", token);
}

[[nodiscard]] std::string describeAt(std::string_view text, std::size_t position) {
    if (position >= text.size()) {
        return "end of input";
    }
    const char c = text[position];
    switch (c) {
    case ' ':
        return "a space";
    case '\t':
        return "a tab";
    case '\n':
    case '\r':
        return "a line break";
    default:
        break;
    }
    if (isDigit(c)) {
        return quoted(runAt(text, position, isDigit));
    }
    if (isLetter(c)) {
        return quoted(runAt(text, position, isLetter));
    }
    const auto byte = static_cast<unsigned char>(c);
    if (byte > 0x20 && byte < 0x7F) {
        return quoted(text.substr(position, 1));
    }
    if (const std::size_t length = utf8SequenceLength(text, position); length > 0) {
        return quoted(text.substr(position, length));
    }
    return fmt::format("byte 0x{:02X}", static_cast<unsigned>(byte));
}

// One pass, left to right, no backtracking beyond optional whitespace: the grammar is
//   expression := ['solid'] term { ('+' | '-') term }
//   term       := [sign] (number ['d' number] | 'd' number) ['(' ('T' | 'bT') ')']
// with optional whitespace between tokens but none inside a number or a die like "2d10".
class Parser {
public:
    explicit Parser(std::string_view text) : m_text(text) {}

    [[nodiscard]] DiceParseResult run() {
        DiceExpression expression;
        skipSpace();
        if (equalsIgnoringCase(runAt(m_text, m_pos, isLetter), kSolidKeyword)) {
            expression.solid = true;
            m_pos += kSolidKeyword.size();
            skipSpace();
        }
        while (true) {
            if (expression.terms.size() == static_cast<std::size_t>(kMaxDiceTerms)) {
                // Names the bound: a long sum of numbers is refused before it could pass an int.
                fail(m_pos, fmt::format("the end: an expression has at most {} terms", kMaxDiceTerms));
                return failure();
            }
            DiceTerm term;
            if (!parseTerm(term)) {
                return failure();
            }
            expression.terms.push_back(term);
            skipSpace();
            if (atEnd()) {
                break;
            }
            if (peek() != '+' && peek() != '-') {
                const std::string_view word = runAt(m_text, m_pos, isLetter);
                const bool bareScale = equalsIgnoringCase(word, "t") || equalsIgnoringCase(word, "bt");
                fail(m_pos, bareScale ? kExpectedScaleParens : kExpectedNext);
                return failure();
            }
        }
        return DiceParseResult{std::move(expression), std::nullopt};
    }

private:
    [[nodiscard]] bool atEnd() const { return m_pos >= m_text.size(); }
    [[nodiscard]] char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }

    void skipSpace() {
        while (!atEnd() && isSpace(m_text[m_pos])) {
            ++m_pos;
        }
    }

    void fail(std::size_t position, std::string_view expected) {
        m_error = DiceParseError{position, std::string(expected), describeAt(m_text, position)};
    }

    [[nodiscard]] DiceParseResult failure() { return DiceParseResult{std::nullopt, std::move(m_error)}; }

    [[nodiscard]] long long readNumber() {
        long long value = 0;
        while (!atEnd() && isDigit(m_text[m_pos])) {
            if (value < kSaturatedNumber) {
                value = value * 10 + (m_text[m_pos] - '0');
            }
            ++m_pos;
        }
        return value;
    }

    [[nodiscard]] bool parseTerm(DiceTerm& term) {
        term.position = m_pos;
        if (peek() == '+' || peek() == '-') {
            term.sign = peek() == '-' ? -1 : 1;
            ++m_pos;
            skipSpace();
        }
        if (isDigit(peek())) {
            const std::size_t numberStart = m_pos;
            const long long number = readNumber();
            if (toLower(peek()) == 'd') {
                if (number < 1 || number > kMaxDiceCount) {
                    fail(numberStart, fmt::format("a dice count from 1 to {}", kMaxDiceCount));
                    return false;
                }
                term.count = static_cast<int>(number);
                if (!parseDie(term)) {
                    return false;
                }
            } else {
                if (number > kMaxFlatValue) {
                    fail(numberStart, fmt::format("a number from 0 to {}", kMaxFlatValue));
                    return false;
                }
                term.flat = static_cast<int>(number);
            }
        } else if (toLower(peek()) == 'd') {
            term.count = 1;
            if (!parseDie(term)) {
                return false;
            }
        } else {
            fail(m_pos, kExpectedTerm);
            return false;
        }
        return parseOptionalScale(term);
    }

    // Called on the 'd'.
    [[nodiscard]] bool parseDie(DiceTerm& term) {
        ++m_pos;
        if (!isDigit(peek())) {
            fail(m_pos, kExpectedSides);
            return false;
        }
        const std::size_t sidesStart = m_pos;
        const long long sides = readNumber();
        if (sides < 1 || sides > kMaxDieSides) {
            fail(sidesStart, fmt::format("a die size from 1 to {}", kMaxDieSides));
            return false;
        }
        term.sides = static_cast<int>(sides);
        return true;
    }

    [[nodiscard]] bool parseOptionalScale(DiceTerm& term) {
        const std::size_t afterTerm = m_pos;
        skipSpace();
        if (peek() != '(') {
            m_pos = afterTerm;
            return true;
        }
        ++m_pos;
        skipSpace();
        const std::string_view word = runAt(m_text, m_pos, isLetter);
        if (equalsIgnoringCase(word, "t")) {
            term.scale = DiceScale::Current;
        } else if (equalsIgnoringCase(word, "bt")) {
            term.scale = DiceScale::Base;
        } else {
            fail(m_pos, kExpectedScaleName);
            return false;
        }
        m_pos += word.size();
        skipSpace();
        if (peek() != ')') {
            fail(m_pos, kExpectedScaleClose);
            return false;
        }
        ++m_pos;
        return true;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::optional<DiceParseError> m_error;
};

} // namespace

std::string DiceTerm::toString() const {
    std::string text(1, sign < 0 ? '-' : '+');
    text += isDice() ? fmt::format("{}d{}", count, sides) : fmt::format("{}", flat);
    switch (scale) {
    case DiceScale::None:
        break;
    case DiceScale::Current:
        text += "(T)";
        break;
    case DiceScale::Base:
        text += "(bT)";
        break;
    }
    return text;
}

std::string DiceExpression::toString() const {
    std::string text = solid ? "solid" : "";
    for (std::size_t i = 0; i < terms.size(); ++i) {
        std::string term = terms[i].toString();
        if (i == 0) {
            // The rules write "2d10(T)", not "+2d10(T)"; a leading minus has to stay.
            if (term.front() == '+') {
                term.erase(0, 1);
            }
            if (solid) {
                text += ' ';
            }
        }
        text += term;
    }
    return text;
}

std::string DiceParseError::message() const {
    return fmt::format("column {}: expected {}, found {}", position + 1, expected, found);
}

DiceParseResult parseDice(std::string_view text) {
    return Parser(text).run();
}

} // namespace scouter::engine
