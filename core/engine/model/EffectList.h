// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Effect.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <vector>

namespace scouter::engine {

// The encounter's effects in the order they were added, as the reducer keeps them. An effect that
// ends is only marked gone, and the list is compacted once the gone outnumber the rest: ending the
// oldest effect (one a ruleset ends every turn) no longer moves every later effect's strings, which was a
// fifth of a long replay. Readers see the effects still in play, in order, and nothing else.
class EffectList {
public:
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Effect;
        using difference_type = std::ptrdiff_t;
        using pointer = const Effect*;
        using reference = const Effect&;

        const_iterator() = default;
        const_iterator(const EffectList* list, std::size_t at) : m_list(list), m_at(list->nextLive(at)) {}

        reference operator*() const { return m_list->m_items[m_at]; }
        pointer operator->() const { return &m_list->m_items[m_at]; }
        const_iterator& operator++() {
            m_at = m_list->nextLive(m_at + 1);
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator before = *this;
            ++*this;
            return before;
        }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.m_at == b.m_at; }

    private:
        const EffectList* m_list = nullptr;
        std::size_t m_at = 0;
    };
    using iterator = const_iterator;
    using value_type = Effect;
    using size_type = std::size_t;

    EffectList() = default;
    EffectList(std::initializer_list<Effect> effects);

    [[nodiscard]] const_iterator begin() const { return {this, 0}; }
    [[nodiscard]] const_iterator end() const { return {this, m_items.size()}; }
    [[nodiscard]] std::size_t size() const { return m_items.size() - m_gone; }
    [[nodiscard]] bool empty() const { return size() == 0; }

    // Whether an effect in play of this kind satisfies the predicate. Only the effects of that kind
    // are read: the question is asked for every combatant on every turn, and the scan stays on the
    // small keys instead of every effect's strings.
    template <class Predicate> [[nodiscard]] bool anyOf(EffectKind kind, Predicate predicate) const {
        if (liveOf(kind) == 0) {
            return false; // most questions are whether someone is Defeated, before anyone is
        }
        for (std::size_t i = 0; i < m_keys.size(); ++i) {
            if (m_kinds[i] == kind && m_keys[i] != kGone && predicate(m_items[i])) {
                return true;
            }
        }
        return false;
    }

    void push_back(const Effect& effect);
    // Ends the first effect in play with this id; false when none is.
    bool remove(int id);
    // Ends every effect in play the predicate holds for; how many ended.
    template <class Predicate> std::size_t removeIf(Predicate predicate) {
        std::size_t removed = 0;
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (m_keys[i] != kGone && predicate(static_cast<const Effect&>(m_items[i]))) {
                markGone(i);
                ++removed;
            }
        }
        compactIfSparse();
        return removed;
    }
    void clear();

    // How many effects of this kind are in play.
    [[nodiscard]] std::size_t liveOf(EffectKind kind) const {
        const auto at = static_cast<std::size_t>(kind);
        return at < m_liveByKind.size() ? m_liveByKind[at] : 0;
    }

    // The effects in play, in order: what is gone and not yet compacted away is no part of it.
    friend bool operator==(const EffectList& a, const EffectList& b);

private:
    // An effect's id while in play; an int id can never equal this.
    static constexpr std::int64_t kGone = std::numeric_limits<std::int64_t>::min();

    [[nodiscard]] std::size_t nextLive(std::size_t at) const {
        while (at < m_keys.size() && m_keys[at] == kGone) {
            ++at;
        }
        return at;
    }
    void markGone(std::size_t at);
    void compactIfSparse();

    std::vector<Effect> m_items;
    // Searched without touching the effects' strings: the ids (kGone once ended) and the kinds.
    std::vector<std::int64_t> m_keys;
    std::vector<EffectKind> m_kinds;
    std::vector<std::size_t> m_liveByKind; // by the kind's value, as far as the highest kind added
    std::size_t m_gone = 0;
};

} // namespace scouter::engine
