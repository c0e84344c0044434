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
// ruleset records the order of every tie answer it judges (the ARC menus probe only their own
// commands, so these are the answers sent).
struct ClockScript {
    std::optional<engine::Timeline> shown;
    std::vector<std::vector<std::string>> resolved;
    std::function<void(const std::string&)> onCommand; // may change `shown`, as a ruleset's events would
};

struct ClockAdvance {
    static constexpr std::string_view kName = "advance";
    static constexpr auto arguments() { return std::tuple{}; }
};

// A ruleset that counts ticks and nothing else, its timeline written by the test: the neutral
// board, written against Timeline only, is checked without any real ruleset's rules.
class ClockRuleset : public engine::Ruleset {
public:
    explicit ClockRuleset(std::shared_ptr<ClockScript> script) : m_script(std::move(script)) {}
    [[nodiscard]] std::string_view name() const override { return "clock"; }
    [[nodiscard]] const engine::RulesetOptions& options() const override { return m_options; }
    [[nodiscard]] std::optional<std::string> handle(const engine::Command& command, engine::EventSink&,
                                                    engine::DiceSource&) const override {
        const std::string name(engine::commandName(command));
        if (const auto* resolve = std::get_if<engine::commands::Resolve>(&command)) {
            m_script->resolved.push_back(resolve->choice);
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
    [[nodiscard]] std::optional<engine::Timeline> timeline(const engine::EncounterState&) const override {
        return m_script->shown;
    }

private:
    using Commands = engine::CommandList<engine::commands::Start, engine::commands::Resolve, ClockAdvance>;
    std::shared_ptr<ClockScript> m_script;
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
        builder.add(person("ash", "Ash", "heroes", {1, 1}));
        builder.add(person("tob", "Tob", "thugs", {4, 1}));
        builder.add(person("kel", "Kel", "thugs", {6, 3}));
        auto encounter =
            std::make_unique<engine::Encounter>(builder.build(), std::make_unique<ClockRuleset>(script), dice);
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
