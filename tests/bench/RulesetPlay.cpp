// SPDX-License-Identifier: GPL-3.0-or-later
#include "RulesetPlay.h"

#include "fatewalker/FwCommands.h"
#include "true20/True20Commands.h"

#include <stdexcept>

namespace bench {

using namespace scouter::engine;

std::string rulesetName(Rules rules) {
    return rules == Rules::True20 ? "true20" : "fatewalker";
}

Combatant fighter(Rules rules, int i) {
    Combatant c;
    c.id = "c" + std::to_string(i);
    c.name = (i % 2 == 0 ? "Hero " : "Villain ") + std::to_string(i);
    c.side = i % 2 == 0 ? "heroes" : "villains";
    c.at = Position{i % 20, i / 20};
    if (rules == Rules::True20) {
        c.sheet.numbers = {{"dexterity", i % 5}, {"strength", 2}, {"constitution", 3}, {"bcb", 3}, {"conviction", 2}};
    } else {
        c.sheet.numbers = {{"speed", 5},    {"agility", 3}, {"observe", 3}, {"weaponry", 4},
                           {"strength", 2}, {"stamina", 2}, {"prowess", 3}, {"awareness", 2}};
        SheetRecord sword;
        sword.texts = {
            {"id", "sword"}, {"kind", "melee"}, {"size", "medium"}, {"damage", "3x3 @6"}, {"carried", "in-hand"}};
        sword.numbers = {{"speed", 5}, {"hands", 1}};
        c.sheet.records["weapons"] = {sword};
    }
    return c;
}

EncounterState fighters(Rules rules, int count) {
    EncounterBuilder builder;
    for (int i = 0; i < count; ++i) {
        builder.add(fighter(rules, i));
    }
    return builder.build();
}

namespace {

void mustAccept(const CommandResult& result, const char* what) {
    if (!result.accepted) {
        throw std::runtime_error(std::string("the benchmark's scene was refused ") + what + ": " + result.message);
    }
}

std::string opponentOf(const std::string& id) {
    return "c" + std::to_string(std::stoi(id.substr(1)) ^ 1);
}

} // namespace

void start(Rules rules, const EncounterState& state, const Submit& submit) {
    if (rules == Rules::True20) {
        for (std::size_t i = 0; i < state.slots.size(); ++i) {
            commands::SetInitiative set;
            set.who = state.slots[i].id;
            set.value = static_cast<int>(1000 - i);
            mustAccept(submit(set), "setting initiative");
        }
    }
    mustAccept(submit(commands::Start{}), "starting");
}

void Scene::playStep(const Encounter& encounter, const Submit& submit) {
    const EncounterState& state = encounter.state();
    if (m_rules == Rules::True20) {
        const std::string actor = state.current;
        switch (m_step++ % 3) {
        case 0: {
            true20::Attack attack;
            attack.who = actor;
            attack.target = opponentOf(actor);
            attack.roll = 1 + m_step % 19;
            (void)submit(attack); // a miss leaves no save to roll: the save below is refused, as at the table
            return;
        }
        case 1: {
            true20::Toughness save;
            save.who = opponentOf(actor);
            save.damage = 3;
            save.roll = 14;
            (void)submit(save);
            return;
        }
        default:
            mustAccept(submit(commands::EndTurn{actor}), "ending a turn");
            return;
        }
    }
    if (m_parry) {
        const fatewalker::React parry = *m_parry;
        m_parry.reset();
        mustAccept(submit(parry), "parrying");
        return;
    }
    const std::string actor = priorityActor(encounter);
    if (actor.empty()) {
        mustAccept(submit(fatewalker::Advance{}), "advancing the clock");
        return;
    }
    fatewalker::Act attack;
    attack.who = actor;
    attack.action = "attack";
    attack.weapon = "sword";
    attack.target = opponentOf(actor);
    attack.successes = 1 + m_step % 3;
    mustAccept(submit(attack), "attacking");
    fatewalker::React parry;
    parry.who = attack.target;
    parry.action = "parry";
    parry.weapon = "sword";
    parry.against = actor;
    parry.successes = m_step % 4;
    m_parry = parry;
    ++m_step;
}

void playEvents(Rules rules, Encounter& encounter, std::size_t events) {
    Scene scene(rules);
    const Submit submit = [&](const Command& command) { return encounter.submit(command); };
    std::size_t count = 0;
    for (const auto& group : encounter.log()) {
        count += group.events.size();
    }
    while (count < events) {
        const std::size_t groups = encounter.log().size();
        scene.playStep(encounter, submit);
        for (std::size_t i = groups; i < encounter.log().size(); ++i) {
            count += encounter.log()[i].events.size();
        }
    }
}

std::string priorityActor(const Encounter& encounter) {
    const auto timeline = encounter.ruleset().timeline(encounter.state());
    for (const TimelineMarker& marker : timeline->markers) {
        if (marker.priority) {
            return marker.who;
        }
    }
    return {};
}

} // namespace bench
