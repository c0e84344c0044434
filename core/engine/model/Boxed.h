// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <utility>

namespace scouter::engine {

// A value an event carries, kept beside the event instead of in it. An Event is as wide as its
// widest kind, and a log of ten thousand of them is walked at every replay and grows at every
// command: the few wide kinds (an effect added, an offer set, a decision raised) keep their payload
// here, so every event is 104 bytes and not 176. What is boxed is never changed once made, so a
// copy of the event (the review's copy of the log) shares it. An empty box, which only a
// default-made event has, reads as a default T. Unlike Shared (model/Shared.h), which may hold
// nothing and is edited while its event is made, a box always reads as a value and is never edited.
template <class T> class Boxed {
public:
    Boxed() = default;
    // Implicit, as the plain member it replaces was given its value: events::EffectAdded{effect}.
    Boxed(T value) : m_value(std::make_shared<const T>(std::move(value))) {} // NOLINT(google-explicit-constructor)

    [[nodiscard]] const T& operator*() const { return m_value != nullptr ? *m_value : none(); }
    [[nodiscard]] const T* operator->() const { return &**this; }

    friend bool operator==(const Boxed& a, const Boxed& b) { return a.m_value == b.m_value || *a == *b; }

private:
    [[nodiscard]] static const T& none() {
        static const T value{};
        return value;
    }

    std::shared_ptr<const T> m_value;
};

} // namespace scouter::engine
