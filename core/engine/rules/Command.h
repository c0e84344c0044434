#pragma once

#include "model/Position.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace scouter::engine {

// A request to change the encounter. `type` is a string because every ruleset adds its own
// commands; the fields are the union of the arguments the commands take, unset when absent.
struct Command {
    std::string type;
    std::string who;
    std::vector<std::string> ids; // surprise/rollInitiative `who` lists, breakTie `order`
    std::optional<int> roll;
    std::optional<int> value;
    std::optional<int> count;
    std::optional<int> amount;
    std::optional<int> stacks;
    std::optional<int> ki;
    std::optional<int> damage;
    std::optional<bool> hit;
    std::optional<bool> counter;
    std::string name;
    std::string target;
    std::string option;
    std::string mode;
    std::string category;
    std::string by;
    std::string reason;
    std::string outcome;
    std::string relation; // the `as` of a relation command
    std::string a;
    std::string b;
    std::string add;
    std::string remove;
    std::string until;
    std::optional<Position> to;
    std::vector<std::pair<std::string, std::string>> choices; // instantOrder
    std::vector<std::string> choice;                          // resolve
    // Arguments of other rulesets' commands (their InputKinds): a d20 system's attack and saves.
    std::string kind; // an action type, an attack type, a save
    std::string with; // a defence choice
    std::string after;
    std::optional<int> dc;
    std::optional<int> rounds;
    std::optional<int> bonus;
    std::optional<int> range;
    std::optional<int> weapon;
    std::optional<bool> lethal;
    std::optional<bool> critical;
    std::optional<bool> conviction;
};

} // namespace scouter::engine
