// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <utility>
#include <vector>

namespace scouter::engine {

// A version no list had before (thread-safe): what a list's content is called once it changed.
[[nodiscard]] std::uint64_t freshListVersion();

// The items of a state (its combatants) that remembers which of them it changed since it was last
// made equal to another list, so that making it equal again copies those alone. The panel probes
// every maneuver on a scratch copy of the state and puts the scratch back after each accepted one:
// at 200 combatants, copying them all back was most of a probe, though a probe's events change one
// combatant or none. The items stay where they are (a copy never shares them), so a reference read
// before an event keeps showing the item as it is now. Reads never count as changes; anything that
// may change an item goes through edit(), which the compiler enforces.
//
// Each content has a version: a copy takes the version of what it copies, a change takes a new
// one, so two lists of one version hold the same items. Assigning a list whose version is the one
// this list had before its changes copies back only the changed items.
template <class Item> class JournaledList {
public:
    using value_type = Item;
    using size_type = std::size_t;
    using const_iterator = typename std::vector<Item>::const_iterator;
    using iterator = const_iterator; // reading is all a plain iteration does

    JournaledList() = default;
    JournaledList(std::initializer_list<Item> items) : m_items(items) {}
    // NOLINTNEXTLINE(google-explicit-constructor): a plain list of items is assigned to a state's
    JournaledList(std::vector<Item> items) : m_items(std::move(items)) {}

    JournaledList(const JournaledList& other) : m_items(other.m_items), m_version(other.m_version) {}
    JournaledList(JournaledList&& other) noexcept : m_items(std::move(other.m_items)), m_version(other.m_version) {
        other.m_version = freshListVersion(); // what is left of it is no longer what it held
        other.forget();
    }
    JournaledList& operator=(const JournaledList& other) {
        if (this == &other) {
            return *this;
        }
        if (m_changed && !m_overflowed && m_base == other.m_version && m_items.size() == other.m_items.size()) {
            for (const std::size_t at : m_edited) {
                m_items[at] = other.m_items[at];
            }
        } else if (m_version != other.m_version) {
            m_items = other.m_items;
        }
        m_version = other.m_version;
        forget();
        return *this;
    }
    JournaledList& operator=(JournaledList&& other) noexcept {
        m_items = std::move(other.m_items);
        m_version = other.m_version;
        forget();
        other.m_version = freshListVersion();
        other.forget();
        return *this;
    }
    ~JournaledList() = default;

    [[nodiscard]] size_type size() const { return m_items.size(); }
    [[nodiscard]] bool empty() const { return m_items.empty(); }
    [[nodiscard]] const Item& operator[](std::size_t at) const { return m_items[at]; }
    [[nodiscard]] const Item& at(std::size_t at) const { return m_items.at(at); }
    [[nodiscard]] const Item& front() const { return m_items.front(); }
    [[nodiscard]] const Item& back() const { return m_items.back(); }
    [[nodiscard]] const Item* data() const { return m_items.data(); }
    [[nodiscard]] const_iterator begin() const { return m_items.begin(); }
    [[nodiscard]] const_iterator end() const { return m_items.end(); }
    [[nodiscard]] const std::vector<Item>& items() const { return m_items; }

    // The item at `at` to change (throws std::out_of_range past the end).
    [[nodiscard]] Item& edit(std::size_t at) {
        Item& item = m_items.at(at);
        changing();
        if (!m_overflowed && std::find(m_edited.begin(), m_edited.end(), at) == m_edited.end()) {
            if (m_edited.size() == kMostEdited) {
                m_overflowed = true; // copying them all back is then as cheap
            } else {
                m_edited.push_back(at);
            }
        }
        return item;
    }
    void push_back(Item item) {
        changing();
        m_overflowed = true;
        m_items.push_back(std::move(item));
    }
    void reserve(std::size_t count) { m_items.reserve(count); }
    void clear() {
        changing();
        m_overflowed = true;
        m_items.clear();
    }

    friend bool operator==(const JournaledList& a, const JournaledList& b) {
        return a.m_version == b.m_version || a.m_items == b.m_items;
    }

private:
    static constexpr std::size_t kMostEdited = 16;

    void changing() {
        if (!m_changed) {
            m_base = m_version;
            m_changed = true;
        }
        m_version = freshListVersion();
    }
    void forget() {
        m_changed = false;
        m_overflowed = false;
        m_edited.clear();
    }

    std::vector<Item> m_items;
    std::uint64_t m_version = freshListVersion();
    std::uint64_t m_base = 0;          // the version before the changes listed in m_edited
    bool m_changed = false;            // changed since it last took another list's version
    bool m_overflowed = false;         // changed more than m_edited lists (or grew, or shrank)
    std::vector<std::size_t> m_edited; // positions changed since, at most kMostEdited
};

} // namespace scouter::engine
