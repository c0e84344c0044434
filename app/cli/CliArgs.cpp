// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliArgs.h"

#include <QByteArray>
#include <QFile>

#include <algorithm>
#include <charconv>
#include <string_view>
#include <utility>

namespace scouter::cli {

namespace {

// The name with every byte outside printable ASCII written as \xNN, so a message shows exactly
// the bytes the shell passed.
std::string escapedBytes(const std::string& bytes) {
    constexpr std::string_view kHex = "0123456789ABCDEF";
    std::string out;
    for (const char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f && byte != '\\') {
            out += c;
        } else {
            out += "\\x";
            out += kHex[byte >> 4U];
            out += kHex[byte & 0xfU];
        }
    }
    return out;
}

} // namespace

CliArgs::CliArgs(std::vector<std::string> args) : m_args(std::move(args)) {}

std::optional<std::string> CliArgs::takeValue(const std::string& name) {
    const std::string flag = "--" + name;
    const auto end = optionsEnd();
    for (auto it = m_args.begin(); it != end; ++it) {
        if (*it == flag) {
            if (std::next(it) == end) {
                fail(flag + " needs a value");
                m_args.erase(it);
                return std::nullopt;
            }
            std::string value = *std::next(it);
            m_args.erase(it, std::next(it, 2));
            return value;
        }
        if (it->rfind(flag + "=", 0) == 0) {
            std::string value = it->substr(flag.size() + 1);
            m_args.erase(it);
            return value;
        }
    }
    return std::nullopt;
}

std::optional<long long> CliArgs::takeInteger(const std::string& name, long long min, long long max) {
    const auto text = takeValue(name);
    if (!text) {
        return std::nullopt;
    }
    long long value = 0;
    const auto* end = text->data() + text->size();
    const auto [ptr, ec] = std::from_chars(text->data(), end, value);
    if (text->empty() || ec != std::errc() || ptr != end || value < min || value > max) {
        fail("--" + name + " expects a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
             ", got \"" + *text + "\"");
        return std::nullopt;
    }
    return value;
}

std::optional<QString> CliArgs::takePath(const std::string& name) {
    const auto bytes = takeValue(name);
    if (!bytes) {
        return std::nullopt;
    }
    return path(*bytes, "--" + name);
}

std::optional<QString> CliArgs::path(const std::string& bytes, const std::string& what) {
    if (bytes.empty()) {
        fail(what + " needs a file name, got an empty one");
        return std::nullopt;
    }
    const QByteArray raw = QByteArray::fromStdString(bytes);
    QString decoded = QFile::decodeName(raw);
    if (QFile::encodeName(decoded) != raw) {
        fail(what + ": the file name \"" + escapedBytes(bytes) +
             "\" is not valid UTF-8, so Scouter would read or write a file of another name; rename the file or "
             "choose another name");
        return std::nullopt;
    }
    return decoded;
}

void CliArgs::fail(std::string message) {
    if (!m_error) {
        m_error = std::move(message);
    }
}

bool CliArgs::takeFlag(const std::string& name) {
    const std::string flag = "--" + name;
    const auto end = optionsEnd();
    for (auto it = m_args.begin(); it != end; ++it) {
        if (*it == flag) {
            m_args.erase(it);
            return true;
        }
    }
    return false;
}

std::vector<std::string>::iterator CliArgs::optionsEnd() {
    return std::find(m_args.begin(), m_args.end(), "--");
}

std::vector<std::string> CliArgs::positional() {
    std::vector<std::string> rest;
    bool optionsOver = false;
    for (const auto& arg : m_args) {
        if (arg == "--" && !optionsOver) {
            optionsOver = true;
            continue;
        }
        // A negative term such as "-1(T)" is a value, not an option: options start with "--".
        if (!optionsOver && arg.rfind("--", 0) == 0) {
            fail("unknown option '" + arg + "'");
        }
        rest.push_back(arg);
    }
    return rest;
}

} // namespace scouter::cli
