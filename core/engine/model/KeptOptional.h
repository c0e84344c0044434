// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <utility>

namespace scouter::engine {

// An optional value that keeps its memory while it holds none: what a reducer sets and clears on
// event after event (an attack "waiting for the target's answer", cleared when the exchange
// resolves). A std::optional frees its strings and lists on each clear and allocates them again on
// the next set; this one fills them in again. Read like a std::optional; what it kept while empty
// is no part of its value.
template <class T> class KeptOptional {
public:
    KeptOptional() = default;
    KeptOptional& operator=(const std::optional<T>& value) {
        m_held = value.has_value();
        if (m_held) {
            m_value = *value;
        }
        return *this;
    }

    [[nodiscard]] explicit operator bool() const { return m_held; }
    [[nodiscard]] bool has_value() const { return m_held; }
    [[nodiscard]] const T& operator*() const { return m_value; }
    [[nodiscard]] const T* operator->() const { return &m_value; }
    void reset() { m_held = false; }
    // The value to fill in again, every part of it: it still has what it held last, and its memory.
    [[nodiscard]] T& refill() {
        m_held = true;
        return m_value;
    }

    friend bool operator==(const KeptOptional& a, const KeptOptional& b) {
        return a.m_held == b.m_held && (!a.m_held || a.m_value == b.m_value);
    }

private:
    T m_value{};
    bool m_held = false;
};

} // namespace scouter::engine
