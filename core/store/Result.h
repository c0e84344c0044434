// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "StoreError.h"

#include <utility>
#include <variant>

namespace scouter::store {

// A value or the StoreError that prevented it. Store functions return this instead of throwing,
// so no exception ever crosses into the UI's event loop.
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value) : m_value(std::move(value)) {}          // NOLINT(google-explicit-constructor)
    Result(StoreError error) : m_value(std::move(error)) {} // NOLINT(google-explicit-constructor)

    [[nodiscard]] bool ok() const { return m_value.index() == 0; }
    explicit operator bool() const { return ok(); }

    [[nodiscard]] const T& value() const& { return std::get<0>(m_value); }
    [[nodiscard]] T& value() & { return std::get<0>(m_value); }
    // By value, so `for (auto& x : repo.list().value())` does not iterate a destroyed temporary.
    [[nodiscard]] T value() && { return std::get<0>(std::move(m_value)); }
    [[nodiscard]] const StoreError& error() const { return std::get<1>(m_value); }

private:
    std::variant<T, StoreError> m_value;
};

// Success carries nothing: `return {};` or an error.
template <> class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(StoreError error) : m_error(std::move(error)), m_ok(false) {} // NOLINT(google-explicit-constructor)

    [[nodiscard]] bool ok() const { return m_ok; }
    explicit operator bool() const { return m_ok; }
    [[nodiscard]] const StoreError& error() const { return m_error; }

private:
    StoreError m_error;
    bool m_ok = true;
};

using Status = Result<void>;

} // namespace scouter::store
