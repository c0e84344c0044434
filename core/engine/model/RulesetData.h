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
    RulesetData& operator=(const RulesetData& other) {
        if (this != &other) {
            m_held = other.m_held ? other.m_held->clone() : nullptr;
        }
        return *this;
    }
    RulesetData(RulesetData&&) noexcept = default;
    RulesetData& operator=(RulesetData&&) noexcept = default;
    ~RulesetData() = default;

    [[nodiscard]] bool empty() const { return m_held == nullptr; }
    // The contents when they are a T, else nullptr.
    template <class T> [[nodiscard]] T* get() {
        auto* holder = dynamic_cast<Holder<T>*>(m_held.get());
        return holder != nullptr ? &holder->value : nullptr;
    }
    template <class T> [[nodiscard]] const T* get() const {
        const auto* holder = dynamic_cast<const Holder<T>*>(m_held.get());
        return holder != nullptr ? &holder->value : nullptr;
    }

    friend bool operator==(const RulesetData& a, const RulesetData& b) {
        if (a.m_held == nullptr || b.m_held == nullptr) {
            return a.m_held == b.m_held;
        }
        return a.m_held->equals(*b.m_held);
    }

private:
    struct Base {
        Base() = default;
        Base(const Base&) = default;
        Base& operator=(const Base&) = default;
        virtual ~Base() = default;
        [[nodiscard]] virtual std::unique_ptr<Base> clone() const = 0;
        [[nodiscard]] virtual bool equals(const Base& other) const = 0;
    };
    template <class T> struct Holder final : Base {
        explicit Holder(T held) : value(std::move(held)) {}
        [[nodiscard]] std::unique_ptr<Base> clone() const override { return std::make_unique<Holder>(value); }
        [[nodiscard]] bool equals(const Base& other) const override {
            const auto* same = dynamic_cast<const Holder*>(&other);
            return same != nullptr && same->value == value;
        }
        T value;
    };
    std::unique_ptr<Base> m_held;
};

} // namespace scouter::engine
