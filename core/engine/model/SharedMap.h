// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace scouter::engine {

// A sheet's map by key (numbers, lists, words, records), shared between copies until one of them
// changes it. A sheet does not change once the encounter is set up, yet every copy of the state
// (a probe per maneuver the panel lists, an undo checkpoint) copied every combatant's sheet: at
// 200 combatants, six times the rest of the state. Reads through a const map never copy; anything
// that could change it (operator[], a non-const iterator) first takes a copy of its own if shared.
template <class Value> class SharedMap {
public:
    using Map = std::map<std::string, Value, std::less<>>;
    using key_type = typename Map::key_type;
    using mapped_type = typename Map::mapped_type;
    using value_type = typename Map::value_type;
    using size_type = typename Map::size_type;
    using iterator = typename Map::iterator;
    using const_iterator = typename Map::const_iterator;

    SharedMap() = default;
    SharedMap(std::initializer_list<value_type> values) : m_map(std::make_shared<Map>(values)) {}
    // NOLINTNEXTLINE(google-explicit-constructor): a plain map is assigned to a sheet's map
    SharedMap(Map map) : m_map(std::make_shared<Map>(std::move(map))) {}

    // NOLINTNEXTLINE(google-explicit-constructor): read as the plain map it is
    operator const Map&() const { return map(); }
    [[nodiscard]] const Map& map() const { return m_map ? *m_map : emptyMap(); }
    // The map to change, taken for this sheet alone if another copy shares it.
    [[nodiscard]] Map& edit() {
        if (!m_map) {
            m_map = std::make_shared<Map>();
        } else if (m_map.use_count() > 1) {
            m_map = std::make_shared<Map>(*m_map);
        }
        return *m_map;
    }

    [[nodiscard]] const_iterator begin() const { return map().begin(); }
    [[nodiscard]] const_iterator end() const { return map().end(); }
    [[nodiscard]] iterator begin() { return edit().begin(); }
    [[nodiscard]] iterator end() { return edit().end(); }
    [[nodiscard]] const_iterator cbegin() const { return begin(); }
    [[nodiscard]] const_iterator cend() const { return end(); }
    [[nodiscard]] const_iterator find(std::string_view key) const { return map().find(key); }
    [[nodiscard]] iterator find(std::string_view key) { return edit().find(key); }
    [[nodiscard]] bool contains(std::string_view key) const { return map().find(key) != map().end(); }
    [[nodiscard]] size_type count(std::string_view key) const { return contains(key) ? 1 : 0; }
    [[nodiscard]] size_type size() const { return map().size(); }
    [[nodiscard]] bool empty() const { return map().empty(); }
    [[nodiscard]] const Value& at(std::string_view key) const {
        const auto found = find(key);
        if (found == end()) {
            throw std::out_of_range("no such sheet key");
        }
        return found->second;
    }

    Value& operator[](const std::string& key) { return edit()[key]; }
    Value& operator[](std::string&& key) { return edit()[std::move(key)]; }
    template <class... Args> std::pair<iterator, bool> emplace(Args&&... args) {
        return edit().emplace(std::forward<Args>(args)...);
    }
    template <class... Args> std::pair<iterator, bool> insert_or_assign(Args&&... args) {
        return edit().insert_or_assign(std::forward<Args>(args)...);
    }
    size_type erase(std::string_view key) {
        if (!contains(key)) {
            return 0;
        }
        edit().erase(edit().find(key));
        return 1;
    }
    void clear() { m_map.reset(); }

    friend bool operator==(const SharedMap& a, const SharedMap& b) { return a.m_map == b.m_map || a.map() == b.map(); }

private:
    [[nodiscard]] static const Map& emptyMap() {
        static const Map kEmpty;
        return kEmpty;
    }

    std::shared_ptr<Map> m_map; // null while empty
};

} // namespace scouter::engine
