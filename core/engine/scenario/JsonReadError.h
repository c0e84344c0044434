// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace scouter::engine {

// Why a text from outside (a scenario, an import, a stored column) was not read as JSON, and
// where: `path` is the value's place as the import names it ("combatants[0].stats.life"), empty
// for the text as a whole; `key` the last object key on it ("life"), empty when there is none.
class JsonReadError : public std::runtime_error {
public:
    enum class Kind {
        Syntax, // not JSON at all
        Depth,  // nested deeper than limits::kMaxJsonDepth
        Number  // a number JSON readers cannot all hold the same (1e999, a 30-digit whole number)
    };

    JsonReadError(Kind kind, std::string path, std::string key, const std::string& message)
        : std::runtime_error(path.empty() ? message : path + ": " + message), m_kind(kind), m_path(std::move(path)),
          m_key(std::move(key)), m_message(message) {}

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] const std::string& path() const { return m_path; }
    [[nodiscard]] const std::string& key() const { return m_key; }
    // what() without the path in front.
    [[nodiscard]] const std::string& message() const { return m_message; }

private:
    Kind m_kind;
    std::string m_path;
    std::string m_key;
    std::string m_message;
};

} // namespace scouter::engine
