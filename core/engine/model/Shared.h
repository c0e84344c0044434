// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <utility>

namespace scouter::engine {

// A value an event carries and the state keeps as it is until the next event replaces it (an open
// attack waiting for its answer): read like a std::optional, and shared between the event and every
// state it is applied to instead of copied into each. Applying the event then costs a pointer's
// copy, and so does copying the state (an undo checkpoint, a probe's scratch). What is shared is
// never changed: edit() takes a copy of its own first, so it is for a value being made (an event
// before it is emitted), where it is the only holder and nothing is copied.
template <class T> class Shared {
public:
    Shared() = default; // holds nothing
    // Implicit, as an optional is made from its value: an event is given what it carries.
    Shared(T value) : m_value(std::make_shared<T>(std::move(value))) {} // NOLINT(google-explicit-constructor)

    [[nodiscard]] explicit operator bool() const { return m_value != nullptr; }
    [[nodiscard]] bool has_value() const { return m_value != nullptr; }
    [[nodiscard]] const T& operator*() const { return *m_value; }
    [[nodiscard]] const T* operator->() const { return m_value.get(); }
    void reset() { m_value.reset(); }
    // The value to change, this holder's own: a new one if it held none, a copy if it is shared.
    [[nodiscard]] T& edit() {
        if (m_value == nullptr) {
            m_value = std::make_shared<T>();
        } else if (m_value.use_count() > 1) {
            m_value = std::make_shared<T>(*m_value);
        }
        return *m_value;
    }

    friend bool operator==(const Shared& a, const Shared& b) {
        return a.m_value == b.m_value || (a.m_value != nullptr && b.m_value != nullptr && *a.m_value == *b.m_value);
    }

private:
    std::shared_ptr<T> m_value; // only edit() writes it, and only while no one else holds it
};

} // namespace scouter::engine
