// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <utility>

namespace scouter::engine {

// A ruleset's own part of the encounter state (its per-combatant tracks, budgets, last rolls),
// carried by the neutral core without knowing its type. It behaves as a value: a copy clones the
// contents, == compares them, so checkpoints, probes and replay checks need nothing special.
// Only the ruleset that stored it reads it (get<T>), through its own reducer.
class RulesetData {
public:
    RulesetData() = default;
    template <class T> explicit RulesetData(T value) : m_held(std::make_unique<Holder<T>>(std::move(value))) {}
    RulesetData(const RulesetData& other) : m_held(other.m_held ? other.m_held->clone() : nullptr) {}
    // Into contents of the same type, by assignment: what they hold (maps, vectors, strings) keeps its
    // memory where it can, so a copy taken again and again (a probe's scratch) costs no allocations.
    RulesetData& operator=(const RulesetData& other) {
        if (this == &other) {
            return *this;
        }
        if (m_held != nullptr && other.m_held != nullptr && m_held->tag == other.m_held->tag) {
            m_held->assign(*other.m_held);
        } else {
            m_held = other.m_held ? other.m_held->clone() : nullptr;
        }
        return *this;
    }
    RulesetData(RulesetData&&) noexcept = default;
    RulesetData& operator=(RulesetData&&) noexcept = default;
    ~RulesetData() = default;

    [[nodiscard]] bool empty() const { return m_held == nullptr; }
    // The contents when they are a T, else nullptr. Asked for every event a ruleset applies: a
    // comparison of the type's tag, not a dynamic_cast.
    template <class T> [[nodiscard]] T* get() {
        return m_held != nullptr && m_held->tag == tagOf<T>() ? &static_cast<Holder<T>*>(m_held.get())->value : nullptr;
    }
    template <class T> [[nodiscard]] const T* get() const {
        return m_held != nullptr && m_held->tag == tagOf<T>() ? &static_cast<const Holder<T>*>(m_held.get())->value
                                                              : nullptr;
    }

    friend bool operator==(const RulesetData& a, const RulesetData& b) {
        if (a.m_held == nullptr || b.m_held == nullptr) {
            return a.m_held == b.m_held;
        }
        return a.m_held->equals(*b.m_held);
    }

private:
    // One address per type held: what get<T> compares.
    template <class T> static const void* tagOf() {
        static constexpr char tag = 0;
        return &tag;
    }
    struct Base {
        explicit Base(const void* typeTag) : tag(typeTag) {}
        Base(const Base&) = default;
        Base& operator=(const Base&) = default;
        virtual ~Base() = default;
        [[nodiscard]] virtual std::unique_ptr<Base> clone() const = 0;
        virtual void assign(const Base& other) = 0; // other holds the same type
        [[nodiscard]] virtual bool equals(const Base& other) const = 0;
        const void* tag;
    };
    template <class T> struct Holder final : Base {
        explicit Holder(T held) : Base(tagOf<T>()), value(std::move(held)) {}
        [[nodiscard]] std::unique_ptr<Base> clone() const override { return std::make_unique<Holder>(value); }
        void assign(const Base& other) override { value = static_cast<const Holder&>(other).value; }
        [[nodiscard]] bool equals(const Base& other) const override {
            return other.tag == tag && static_cast<const Holder&>(other).value == value;
        }
        T value;
    };
    std::unique_ptr<Base> m_held;
};

} // namespace scouter::engine
