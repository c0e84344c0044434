// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <atomic>
#include <cstdint>

namespace scouter::engine {

// Where an event found the combatant it names the last time it was applied. A replay, an undo and
// the review apply the same stored events again and again, each time to a state with the same
// combatants in the same places: a hint lets each one find its combatant by position instead of by
// hashing its id. It is only a hint: whoever reads it checks the id it points at, so a hint from
// another state is never misread. Applying is reading, and two threads may apply the same stored
// event at once (the table and the review), so it is read and written atomically.
class IdHint {
public:
    static constexpr std::uint32_t kNone = static_cast<std::uint32_t>(-1);

    IdHint() = default;
    // Copied by atomic reads too, as another thread may be applying the event copied.
    IdHint(const IdHint& other) : m_at(other.get()) {}
    IdHint(IdHint&& other) noexcept : m_at(other.get()) {}
    IdHint& operator=(const IdHint& other) {
        set(other.get());
        return *this;
    }
    IdHint& operator=(IdHint&& other) noexcept {
        set(other.get());
        return *this;
    }
    ~IdHint() = default;
    // Not part of what an event says: two events that differ only in their hints are the same.
    friend bool operator==(const IdHint&, const IdHint&) { return true; }

    [[nodiscard]] std::uint32_t get() const { return std::atomic_ref(m_at).load(std::memory_order_relaxed); }
    void set(std::uint32_t at) const { std::atomic_ref(m_at).store(at, std::memory_order_relaxed); }

private:
    alignas(std::atomic_ref<std::uint32_t>::required_alignment) mutable std::uint32_t m_at = kNone;
};

// A ruleset's event's hints (RulesetEventOf keeps them), one per id it looks up (the one who acts, the one acted on).
using IdHints = std::array<IdHint, 2>;

} // namespace scouter::engine
