// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/IdHint.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {
struct EncounterState;
} // namespace scouter::engine

namespace scouter::engine::events {

// Takes the ids an event names one at a time (RulesetEventBody::visitReferences).
class ReferenceVisitor {
public:
    virtual void operator()(const std::string& id) = 0;

protected:
    ReferenceVisitor() = default;
    ReferenceVisitor(const ReferenceVisitor&) = default;
    ReferenceVisitor& operator=(const ReferenceVisitor&) = default;
    ~ReferenceVisitor() = default;
};

// The fields of an event that only one ruleset knows. The core stores, compares, checks and
// serialises it without knowing its type; the ruleset that made it reduces it (Ruleset::apply)
// and reads it back from the log (Ruleset::decodeEvent). events/RulesetEventOf.h makes one from a
// plain struct.
class RulesetEventBody {
public:
    RulesetEventBody() = default;
    RulesetEventBody(const RulesetEventBody&) = delete;
    RulesetEventBody& operator=(const RulesetEventBody&) = delete;
    virtual ~RulesetEventBody() = default;
    // The stored type name, unique across rulesets ("t20-state-added"): part of the file format.
    [[nodiscard]] virtual std::string_view type() const = 0;
    // One address per event struct: what rulesetEventAs compares, asked by a reducer for each
    // type it knows, on every event it replays.
    [[nodiscard]] virtual const void* typeTag() const = 0;
    virtual void toJson(nlohmann::json& json) const = 0;
    [[nodiscard]] virtual bool equals(const RulesetEventBody& other) const = 0;
    // Every combatant or slot id it names, so an event from outside data that names one the
    // encounter does not have is refused before anything changes.
    [[nodiscard]] virtual std::vector<std::string> references() const = 0;
    // The same ids without building a list: the check a replay makes of every event it applies.
    virtual void visitReferences(ReferenceVisitor& visit) const = 0;
    // The log's sentence for it, in the ruleset's words, with `nameOf` giving a combatant's or a
    // slot's name for its id ("Ash attacks Bex: 17 against Defense 14, a hit").
    [[nodiscard]] virtual std::string words(const std::function<std::string(const std::string&)>& nameOf) const = 0;
    // The same sentence when it tells a change from the state `before` the event ("Health 45 → 30").
    [[nodiscard]] virtual std::string wordsGiven(const std::function<std::string(const std::string&)>& nameOf,
                                                 const EncounterState& before) const = 0;
    // Applies it, for a ruleset whose events reduce themselves ; a no-op for one that
    // reduces its events by their type in Ruleset::apply. References are checked first.
    virtual void reduce(EncounterState& state) const = 0;
    // Whether its sentence heads the log's line of the command that made it, when no maneuver does
    // (an attack or a save); a ruleset whose commands are labelled by what they changed says no
    // (pools and actions: "Fighter 2: Damage 12").
    [[nodiscard]] virtual bool labelsCommand() const = 0;
    // The log's filter it belongs to: "maneuvers", "life-ki", "conditions", "movement", "turns",
    // "decisions" or "other".
    [[nodiscard]] virtual std::string_view logKind() const = 0;
    // Where the two it names first (the one who acts, the one acted on) were found the last time it
    // was applied, in whichever list its ruleset's reducer looks them up (IdHint); shared by every
    // copy of the event, as the body is. Only that reducer reads them, and it checks the ids they
    // point at.
    [[nodiscard]] const IdHints& hints() const { return m_hints; }

private:
    IdHints m_hints;
};

struct RulesetEvent {
    std::shared_ptr<const RulesetEventBody> body;
    bool operator==(const RulesetEvent& other) const {
        return body == other.body || (body != nullptr && other.body != nullptr && body->equals(*other.body));
    }
};

} // namespace scouter::engine::events
