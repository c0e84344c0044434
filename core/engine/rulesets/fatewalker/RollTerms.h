// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwCommands.h"
#include "fatewalker/RollTerm.h"
#include "model/EncounterState.h"

#include <string>

// Every modifier one action's roll takes, with its reason (contract sections 4, 8, 10, 11): what
// the handle sums into the roll's modifier and the action panel's form lists before Perform.
namespace scouter::engine::fatewalker {

// How the action is taken, as far as its roll cares.
struct RollWay {
    bool coverShot = false; // a Full Auto cover shot
    bool answering = false; // a reaction answering the attack open on its actor (with `against`)
};

// The terms of `command`'s roll in `state`, before it is taken: the row's and the actor's
// (baseTerms), a running leap's shortfall, a cover shot's -2, what the target puts on an attack,
// what the answered attack puts on the answer. Nothing for an action or a target the state lacks.
[[nodiscard]] RollTerms rollTerms(const EncounterState& state, const ActionArguments& command, const RollWay& way);

// "+1 (aim)", "−6 (Dodge Missile against a laser)": a term as the form lists it.
[[nodiscard]] std::string describeTerm(const RollTerm& term);
// The form's notes for `terms`: each term, then «roll −4 in all» when there are several.
[[nodiscard]] std::vector<std::string> describeTerms(const RollTerms& terms);

} // namespace scouter::engine::fatewalker
