// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/ScriptedDice.h"
#include "encounter/EncounterController.h"
#include "rules/CommandList.h"
#include "rules/EncounterBuilder.h"
#include "rules/Ruleset.h"

#include <QObject>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace scouter::ui::test {

// What the clock ruleset below shows and what it was told: the test writes the timeline, the
// ruleset records the tie answers and the actions submitted.
struct ClockScript {
    std::optional<engine::Timeline> shown;
    std::vector<std::vector<std::string>> resolved;
    std::vector<engine::ManeuverDescription> maneuvers; // what everyone may do
    // Each `act` submitted (not probed), as sent: which action and which of the roll's keys it carried.
    std::vector<std::string> acts;
    std::function<void(const std::string&)> onCommand; // may change `shown`, as a ruleset's events would
};

struct ClockAdvance {
    static constexpr std::string_view kName = "advance";
    static constexpr auto arguments() { return std::tuple{}; }
};

// An action on the clock: it costs its actor `ticks`, rolled as a pool against a TN or counted at
// the table. The clock ruleset keeps each one's next tick as its grid column, moved by the core's
// Moved event, so a probe shows the cost on the timeline as a real ruleset's would.
struct ClockAct {
    static constexpr std::string_view kName = "act";
    std::string who;
    std::string action;
    std::optional<int> ticks;
    std::optional<int> pool;
    std::optional<int> tn;
    std::optional<int> successes;
    static constexpr engine::NumberRange kCount{0, 100, "a count"};
    static constexpr auto arguments() {
        return std::tuple{engine::argument("who", &ClockAct::who),
                          engine::argument("action", &ClockAct::action),
                          engine::argument("ticks", &ClockAct::ticks, kCount),
                          engine::argument("pool", &ClockAct::pool, kCount),
                          engine::argument("tn", &ClockAct::tn, kCount),
                          engine::argument("successes", &ClockAct::successes, kCount)};
    }
};

// A ruleset that counts ticks and nothing else, its timeline written by the test: the neutral
// board, written against Timeline only, is checked without any real ruleset's rules.
class ClockRuleset : public engine::Ruleset {
public:
    // `live`: the encounter's dice; a probe judges with other dice, so what it judges is not recorded.
    ClockRuleset(std::shared_ptr<ClockScript> script, const engine::DiceSource* live)
        : m_script(std::move(script)), m_live(live) {}
    [[nodiscard]] std::string_view name() const override { return "clock"; }
    [[nodiscard]] const engine::RulesetOptions& options() const override { return m_options; }
    [[nodiscard]] std::optional<std::string> handle(const engine::Command& command, engine::EventSink& sink,
                                                    engine::DiceSource& dice) const override {
        const std::string name(engine::commandName(command));
        if (const auto* resolve = std::get_if<engine::commands::Resolve>(&command); resolve && &dice == m_live) {
            m_script->resolved.push_back(resolve->choice);
        }
        if (std::holds_alternative<engine::commands::Start>(command)) {
            sink.emit(engine::events::EncounterStarted{});
        }
        if (const auto* act = engine::commandAs<ClockAct>(command)) {
            if (act->pool.has_value() == act->successes.has_value()) {
                return std::string("roll either a pool against a TN or give the successes");
            }
            const engine::Combatant* actor = sink.state().find(act->who);
            sink.emit(engine::events::Moved{act->who, {actor->at.x + act->ticks.value_or(0), actor->at.y}});
            std::string sent = act->action;
            const std::pair<const char*, std::optional<int>> keys[] = {
                {"pool", act->pool}, {"tn", act->tn}, {"successes", act->successes}};
            for (const auto& [key, value] : keys) {
                if (value) {
                    sent += " " + std::string(key) + "=" + std::to_string(*value);
                }
            }
            if (&dice == m_live) {
                m_script->acts.push_back(sent);
            }
        }
        if (m_script->onCommand) {
            m_script->onCommand(name);
        }
        return std::nullopt;
    }
    [[nodiscard]] std::vector<engine::CommandSpec> commandSpecs() const override { return Commands::specs(); }
    [[nodiscard]] engine::CommandReading readCommand(const engine::CommandForm& form) const override {
        return Commands::read(form);
    }
    [[nodiscard]] std::vector<engine::CommandDescription> arcCommands() const override {
        return {{"advance",
                 "Advance",
                 "To the next tick with someone to act",
                 engine::CommandDescription::Subject::None,
                 "",
                 {},
                 "Ctrl+Shift+A"}};
    }
    [[nodiscard]] std::vector<engine::ManeuverDescription> maneuvers(const engine::EncounterState&,
                                                                     std::string_view) const override {
        return m_script->maneuvers;
    }
    // The timeline written by the test, each marker's tick moved on by the ticks its actions cost.
    [[nodiscard]] std::optional<engine::Timeline> timeline(const engine::EncounterState& state) const override {
        std::optional<engine::Timeline> shown = m_script->shown;
        if (shown) {
            for (auto& marker : shown->markers) {
                if (const engine::Combatant* c = state.find(marker.who); c != nullptr && c->at.x > kHome) {
                    marker.tick = shown->now.value_or(1) + c->at.x - kHome;
                    marker.priority = false;
                }
            }
        }
        return shown;
    }
    static constexpr int kHome = 1; // every combatant's column before it acts

private:
    using Commands = engine::CommandList<engine::commands::Start, engine::commands::Resolve, ClockAdvance, ClockAct>;
    std::shared_ptr<ClockScript> m_script;
    const engine::DiceSource* m_live;
    engine::RulesetOptions m_options;
};

// Ash, Tob and Kel on the clock ruleset, in memory.
struct ClockEncounter {
    engine::ScriptedDice dice;
    std::shared_ptr<ClockScript> script = std::make_shared<ClockScript>();
    std::unique_ptr<EncounterController> controller;

    static engine::Combatant person(const std::string& id, const std::string& name, const std::string& side,
                                    engine::Position at) {
        engine::Combatant c;
        c.id = id;
        c.name = name;
        c.side = side;
        c.pc = side == "heroes";
        c.at = at;
        return c;
    }

    explicit ClockEncounter(std::optional<engine::Timeline> first) {
        script->shown = std::move(first);
        engine::EncounterBuilder builder;
        builder.add(person("ash", "Ash", "heroes", {ClockRuleset::kHome, 1}));
        builder.add(person("tob", "Tob", "thugs", {ClockRuleset::kHome, 3}));
        builder.add(person("kel", "Kel", "thugs", {ClockRuleset::kHome, 5}));
        auto encounter =
            std::make_unique<engine::Encounter>(builder.build(), std::make_unique<ClockRuleset>(script, &dice), dice);
        controller = std::make_unique<EncounterController>(std::move(encounter), QStringLiteral("Clock"),
                                                           EncounterController::Grid{10, 10});
    }

    // Shows `next` as the ruleset's timeline now, as after a command.
    void show(std::optional<engine::Timeline> next) {
        script->shown = std::move(next);
        Q_EMIT controller->stateChanged();
    }

    // Tick 13: Ash has priority, Tob acts at 19 running (next declaration 15) with Footwork open
    // until 21, Kel holds since 11 (may preempt from 13), his next tick 13.
    static engine::Timeline midScene() {
        engine::Timeline t;
        t.now = 13;
        t.markers = {{"ash", 13, true, false, std::nullopt, std::nullopt},
                     {"kel", 13, false, false, 11, 13},
                     {"tob", 19, false, false, std::nullopt, std::nullopt}};
        t.spans = {{"kel", engine::TimelineSpan::Kind::Hold, "Hold", 11, std::nullopt, std::nullopt},
                   {"tob", engine::TimelineSpan::Kind::Movement, "Running 10 m / 6 ticks", 9, std::nullopt, 15},
                   {"tob", engine::TimelineSpan::Kind::Window, "Footwork", 11, 21, std::nullopt}};
        return t;
    }
};

} // namespace scouter::ui::test
