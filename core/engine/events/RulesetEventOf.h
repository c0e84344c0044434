// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "events/RulesetEvent.h"
#include "model/EncounterState.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <type_traits>
#include <utility>

namespace scouter::engine::events {

// A ruleset's event from a plain struct T with
//   static constexpr std::string_view kType;         the stored type name
//   std::vector<std::string> references() const;     the ids it names
//   void visitReferences(V& visit) const;             optional: the same ids, each given to visit(id)
//                                                    without building a list
//   std::string words(const NameOf&) const;          the log's sentence, or
//   std::string words(const NameOf&, const EncounterState& before) const;   one telling a change
//   void reduce(EncounterState&) const;              optional: how it applies itself, or
//   void reduce(EncounterState&, const IdHints&) const;   the same, finding whom it names by the
//                                                    hints it left the last time it was applied
//   static constexpr bool kLabelsCommand;            optional: false when its sentence does not head
//                                                    its command's log line
//   static constexpr std::string_view kLogKind;      the log's filter
//   operator==, and nlohmann to_json / from_json.
// Included by rulesets' sources only: it brings the whole JSON library with it.
template <class T> class RulesetEventOf final : public RulesetEventBody {
public:
    explicit RulesetEventOf(const T& value) : m_value(value) {}
    explicit RulesetEventOf(T&& value) : m_value(std::move(value)) {}
    [[nodiscard]] std::string_view type() const override { return T::kType; }
    [[nodiscard]] const void* typeTag() const override { return tag(); }
    [[nodiscard]] static const void* tag() {
        static constexpr char kTag = 0;
        return &kTag;
    }
    void toJson(nlohmann::json& json) const override { json = m_value; }
    [[nodiscard]] bool equals(const RulesetEventBody& other) const override {
        const auto* same = dynamic_cast<const RulesetEventOf*>(&other);
        return same != nullptr && same->m_value == m_value;
    }
    [[nodiscard]] std::vector<std::string> references() const override { return m_value.references(); }
    void visitReferences(ReferenceVisitor& visit) const override {
        if constexpr (requires { m_value.visitReferences(visit); }) {
            m_value.visitReferences(visit);
        } else {
            for (const auto& id : m_value.references()) {
                visit(id);
            }
        }
    }
    [[nodiscard]] std::string words(const std::function<std::string(const std::string&)>& nameOf) const override {
        if constexpr (requires { m_value.words(nameOf); }) {
            return m_value.words(nameOf);
        } else {
            return m_value.words(nameOf, EncounterState{});
        }
    }
    [[nodiscard]] std::string wordsGiven(const std::function<std::string(const std::string&)>& nameOf,
                                         const EncounterState& before) const override {
        if constexpr (requires { m_value.words(nameOf, before); }) {
            return m_value.words(nameOf, before);
        } else {
            (void)before;
            return m_value.words(nameOf);
        }
    }
    void reduce(EncounterState& state) const override {
        if constexpr (requires { m_value.reduce(state, hints()); }) {
            m_value.reduce(state, hints());
        } else if constexpr (requires { m_value.reduce(state); }) {
            m_value.reduce(state);
        } else {
            (void)state;
        }
    }
    [[nodiscard]] bool labelsCommand() const override {
        if constexpr (requires { T::kLabelsCommand; }) {
            return T::kLabelsCommand;
        } else {
            return true;
        }
    }
    [[nodiscard]] std::string_view logKind() const override { return T::kLogKind; }
    [[nodiscard]] const T& value() const { return m_value; }

private:
    T m_value;
};

// The value goes into its holder in one move (or one copy): an event of a few strings is made on
// every command, and passing it on by value moved each string three times.
template <class T> [[nodiscard]] Event makeRulesetEvent(T&& value) {
    return RulesetEvent{std::make_shared<const RulesetEventOf<std::remove_cvref_t<T>>>(std::forward<T>(value))};
}

// The T inside `event`, or nullptr when it is another event.
template <class T> [[nodiscard]] const T* rulesetEventAs(const Event& event) {
    const auto* wrapped = std::get_if<RulesetEvent>(&event);
    if (wrapped == nullptr || wrapped->body == nullptr || wrapped->body->typeTag() != RulesetEventOf<T>::tag()) {
        return nullptr;
    }
    return &static_cast<const RulesetEventOf<T>*>(wrapped->body.get())->value();
}

// Reads a stored T back: nullopt when `type` is not T's (so a decoder can try each of its types).
template <class T>
[[nodiscard]] std::optional<Event> decodeRulesetEvent(std::string_view type, const nlohmann::json& json) {
    if (type != T::kType) {
        return std::nullopt;
    }
    return makeRulesetEvent(json.get<T>());
}

} // namespace scouter::engine::events
