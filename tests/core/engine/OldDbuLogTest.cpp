// SPDX-License-Identifier: GPL-3.0-or-later
// Event logs a campaign file or an export holds were stored by older code: they must read and
// replay unchanged. fixtures/old-dbu-logs.json holds logs stored by the code of 2c5e14a, when
// DBU's state lived on the core's Combatant and its events were the core's, each with the state
// view its scenario ended in.
#include "events/EventJson.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"
#include "scenario/ScenarioLoader.h"
#include "scenario/StateView.h"

#include <gtest/gtest.h>

#include <fstream>

namespace scouter::engine {
namespace {

nlohmann::json oldLogs() {
    std::ifstream in(SCOUTER_OLD_DBU_LOGS);
    return nlohmann::json::parse(in);
}

TEST(OldDbuLogTest, StoredLogsReplayToTheStateTheyEndedIn) {
    const nlohmann::json file = oldLogs();
    ASSERT_GE(file["encounters"].size(), 10U);
    for (const auto& stored : file["encounters"]) {
        const std::string scenario = stored["scenario"].get<std::string>();
        SCOPED_TRACE(scenario);
        const nlohmann::json setup = {{"format", "scouter-scenario/1"},
                                      {"ruleset", stored["ruleset"]},
                                      {"options", stored["options"]},
                                      {"combatants", stored["combatants"]},
                                      {"steps", nlohmann::json::array()}};
        const Scenario loaded = ScenarioLoader::load(setup);
        auto created = RulesetRegistry::withBuiltins().create(loaded.ruleset, loaded.options);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Ruleset>>(created));
        const Ruleset& rules = *std::get<std::unique_ptr<Ruleset>>(created);
        EncounterBuilder builder;
        for (const auto& entry : loaded.combatants) {
            builder.add(entry.combatant, entry.group);
        }
        std::vector<CommandGroup> log;
        for (const auto& group : stored["log"]) {
            CommandGroup read{group["command"].get<std::string>(), {}};
            for (const auto& event : group["events"]) {
                read.events.push_back(eventFromJson(event, &rules));
                // Written back, an event is what was stored: exports and campaign files keep their bytes.
                EXPECT_EQ(toJson(read.events.back()), event);
            }
            log.push_back(std::move(read));
        }
        const EncounterState state = Encounter::replay(builder.build(), log, rules);
        nlohmann::json view = StateView::flatten(state, 0, rules);
        view.erase("diceLeft");
        // Paths added since (the DBU additions' forms, Capacity left and Duel winner, each one's side
        // and Opponents) are not in the views stored then.
        view.erase("duelWinner");
        for (auto path = view.begin(); path != view.end();) {
            const bool added = path.key().ends_with(".forms") || path.key().ends_with(".capacityLeft") ||
                               path.key().ends_with(".side") || path.key().ends_with(".opponents");
            path = added ? view.erase(path) : std::next(path);
        }
        EXPECT_EQ(view, stored["state"]);
    }
}

} // namespace
} // namespace scouter::engine
