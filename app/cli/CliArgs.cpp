#include "CliArgs.h"

#include <algorithm>
#include <charconv>

namespace scouter::cli {

CliArgs::CliArgs(std::vector<std::string> args) : m_args(std::move(args)) {}

std::optional<std::string> CliArgs::takeValue(const std::string& name) {
    const std::string flag = "--" + name;
    const auto end = optionsEnd();
    for (auto it = m_args.begin(); it != end; ++it) {
        if (*it == flag) {
            if (std::next(it) == end) {
                if (!m_error) {
                    m_error = flag + " needs a value";
                }
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
    if (ec != std::errc() || ptr != end || value < min || value > max) {
        if (!m_error) {
            m_error = "--" + name + " expects a whole number from " + std::to_string(min) + " to " +
                      std::to_string(max) + ", got '" + *text + "'";
        }
        return std::nullopt;
    }
    return value;
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
        if (!optionsOver && arg.rfind("--", 0) == 0 && !m_error) {
            m_error = "unknown option '" + arg + "'";
        }
        rest.push_back(arg);
    }
    return rest;
}

} // namespace scouter::cli
