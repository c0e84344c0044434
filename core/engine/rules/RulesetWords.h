// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"
#include "model/PendingDecision.h"
#include "rules/Description.h"
#include "rules/EventFacts.h"
#include "rules/Terms.h"

#include <string>
#include <vector>

namespace scouter::engine {

// A ruleset's facts and words (Ruleset's fourth role, rules/EventFacts.h, rules/Terms.h): what
// each event means (the pools and resources it changed, the damage, the headline), the ruleset's
// names for what the shared screens name, and a pending decision in the ARC's words. The log, the
// exports and the review report an encounter from them; every screen takes its titles from terms.
class RulesetWords {
public:
    RulesetWords() = default;
    RulesetWords(const RulesetWords&) = delete;
    RulesetWords& operator=(const RulesetWords&) = delete;
    virtual ~RulesetWords() = default;
    // The numbers tracked per combatant whose changes the log reports, in the order it names them.
    [[nodiscard]] virtual std::vector<PoolDescription> pools() const;
    // What a turn spends, in the order a command's costs are written.
    [[nodiscard]] virtual std::vector<ResourceDescription> resources() const;
    // What `event` means for the log, `before` being the state just before it. Empty by default.
    [[nodiscard]] virtual EventFacts facts(const EncounterState& before, const Event& event) const;

    // What an offer (EncounterState::offers) lets its holders take, for the log: Terms::offer, or
    // "reaction" when the ruleset names none.
    [[nodiscard]] virtual std::string offerName() const;
    // Its words for what the shared screens name (rules/Terms.h): the board's title, a turn, an
    // offer, its dice's Tier; the defaults suit a ruleset of rounds and turns with none of these.
    [[nodiscard]] virtual Terms terms() const;
    // The terms its rules use that another ruleset may lack (its reaction's name, a stat, a pool,
    // a spent resource, its clock's unit), so a test can tell that no screen of another ruleset's says
    // them. A term with a capital letter is matched as written, one in lower case in any case; both
    // as whole words, plural or not. Shared terms go in each ruleset's list that has them.
    [[nodiscard]] virtual std::vector<std::string> ownWords() const;

    // Words the pending decision's question adds for the roll it asks about ("+2(T) from failed
    // checks"), in the state `state`; empty when there is nothing to add.
    [[nodiscard]] virtual std::string decisionNote(const EncounterState& state, const PendingDecision& decision) const;
    // The answers a pending decision takes, one button each (`id` is the `resolve` choice), when
    // they are not a roll's Pass and Fail (an offered boon: accept or decline). Empty
    // by default: the board asks Pass or Fail.
    [[nodiscard]] virtual std::vector<Choice> decisionChoices(const EncounterState& state,
                                                              const PendingDecision& decision) const;
    // A pending decision in the ARC's words, for the log and a refusal: "the opposed check". By
    // default its kind in words.
    [[nodiscard]] virtual std::string decisionTitle(const PendingDecision& decision) const;
    // The answer `choice` to `decision` in words, for the log ("Ash wins", "passed"): by default
    // each choice as a combatant's name, a decisionChoices label, or its words.
    [[nodiscard]] virtual std::string decisionAnswer(const EncounterState& state, const PendingDecision& decision,
                                                     const std::vector<std::string>& choice) const;
};

} // namespace scouter::engine
