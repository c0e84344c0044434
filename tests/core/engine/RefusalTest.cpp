// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

#include <functional>

namespace scouter::engine::test {
namespace {

// Every forbidden move is refused with a message naming the rule, and the state is unchanged
// (EngineFixture::refuse checks both).
struct RefusalCase {
    std::string name;
    std::function<void(class RefusalCases&)> prepare;
    std::function<Command()> command;
    std::string message;
};

class RefusalCases : public EngineFixture, public ::testing::WithParamInterface<RefusalCase> {
public:
    void acceptFrom(const Command& command) { accept(command); }
};

Command make(const std::string& who, const std::string& name, const std::string& target = {},
             const std::function<void(dbu::UseManeuver&)>& tweak = {}) {
    dbu::UseManeuver command;
    command.who = who;
    command.name = name;
    command.target = target;
    if (tweak) {
        tweak(command);
    }
    return command;
}

template <class T> Command plain(const std::function<void(T&)>& tweak = {}) {
    T command;
    if (tweak) {
        tweak(command);
    }
    return command;
}

const auto nothing = [](RefusalCases&) {};

std::vector<RefusalCase> cases() {
    return {
        {"BlitzAdjacent", nothing, [] { return make("a", "blitz", "b"); }, "at least 2 squares"},
        {"BlitzBeyondBoostedSpeed", nothing, [] { return make("a", "blitz", "f"); }, "Boosted Speed"},
        {"ActionsOutsideOwnTurn", nothing, [] { return make("b", "power-up"); }, "own turn"},
        {"NotEnoughActions",
         [](RefusalCases& f) {
             f.acceptFrom(make("a", "power-up"));
             f.acceptFrom(make("a", "power-up"));
         },
         [] { return make("a", "called-shot", "b"); }, "Action(s)"},
        {"NotEnoughKi", nothing,
         [] { return make("a", "movement", {}, [](auto& c) {
                  c.to = Position{0, 7}, c.mode = "boosted";
              }); }, "Ki"},
        {"NormalMovementTooFar", nothing,
         [] { return make("a", "movement", {}, [](auto& c) {
                  c.to = Position{0, 6};
              }); }, "Normal Speed"},
        {"ThirdPowerUp",
         [](RefusalCases& f) {
             f.acceptFrom(make("a", "power-up"));
             f.acceptFrom(make("a", "power-up"));
         },
         [] { return make("a", "power-up"); }, "at most twice"},
        {"SurgeTwice",
         [](RefusalCases& f) { f.acceptFrom(make("a", "surge", {}, [](auto& c) { c.option = "power-surge"; })); },
         [] { return make("a", "surge", {}, [](auto& c) { c.option = "power-surge"; }); }, "once per encounter"},
        {"HoldingBackTooManyStacks", nothing,
         [] { return make("a", "holding-back", {}, [](auto& c) { c.stacks = 3; }); }, "stacks"},
        {"PowerFlareOverTenTier", nothing,
         [] { return make("b", "parry", {}, [](auto& c) { c.option = "power-flare", c.ki = 21; }); }, "at most 10(T)"},
        {"ParryWithoutCounterAction",
         [](RefusalCases& f) { f.acceptFrom(make("b", "parry", {}, [](auto& c) { c.option = "block"; })); },
         [] { return make("b", "parry", {}, [](auto& c) { c.option = "block"; }); }, "Counter Action"},
        {"MovingWhileCharging", [](RefusalCases& f) { f.acceptFrom(make("a", "energy-charge")); },
         [] { return make("a", "movement", {}, [](auto& c) {
                  c.to = Position{0, 3};
              }); }, "While charging"},
        {"TerrifyOutOfReach", nothing, [] { return make("a", "terrify", "f"); }, "Melee Range"},
        {"ThrowBeyondForce", nothing, [] { return make("a", "throw", "f"); }, "Force Modifier"},
        {"ReloadOffTurn", nothing, [] { return make("b", "reload"); }, "own turn"},
        {"StandUpWhenNotProne", nothing, [] { return make("a", "stand-up"); }, "Prone"},
        {"GrappledCannotGrapple",
         [](RefusalCases& f) {
             f.acceptFrom(make("a", "grapple", "b", [](auto& c) { c.hit = true; }));
             f.acceptFrom(plain<commands::EndTurn>());
             f.acceptFrom(plain<commands::Resolve>([](auto& c) { c.choice = {"grappler"}; }));
         },
         [] { return make("b", "grapple", "c"); }, "cannot start a Grapple"},
        {"CounterWithoutOffer", nothing,
         [] { return make("b", "basic-attack", "a", [](auto& c) { c.counter = true; }); }, "offered"},
        {"NoEffortTypeTwice",
         [](RefusalCases& f) { f.acceptFrom(make("a", "no-effort", {}, [](auto& c) { c.option = "draw"; })); },
         [] { return make("a", "no-effort", {}, [](auto& c) { c.option = "draw"; }); }, "once per round"},
        {"SenseTwice", [](RefusalCases& f) { f.acceptFrom(make("a", "sense")); }, [] { return make("a", "sense"); },
         "once per round"},
        {"EndTurnOfAnother", nothing, [] { return plain<commands::EndTurn>([](auto& c) { c.who = "b"; }); }, "turn"},
        {"InitiativeRollOffTheDie", nothing,
         [] { return plain<commands::SetInitiative>([](auto& c) { c.who = "a", c.roll = 11; }); }, "d10"},
        {"StartTwice", nothing, [] { return plain<commands::Start>(); }, "already started"},
        {"DefeatedCannotAct",
         [](RefusalCases& f) {
             f.acceptFrom(plain<commands::Condition>([](auto& c) { c.who = "c", c.add = "defeated"; }));
         },
         [] { return make("c", "surge", {}, [](auto& c) { c.option = "power-surge"; }); }, "Defeated"},
        {"ConvertMoreThanHeld", nothing, [] { return plain<dbu::Convert>([](auto& c) { c.who = "a", c.count = 4; }); },
         "Action(s)"},
        {"TreatmentNeedsDefeatedOrPoisoned", nothing, [] { return make("a", "treatment", "c"); },
         "Defeated or Poisoned"},
        {"InterveneAfterFailedSave",
         [](RefusalCases& f) {
             f.acceptFrom(plain<commands::EndTurn>());
             f.acceptFrom(make("b", "basic-attack", "c", [](auto& c) { c.hit = true, c.damage = 5; }));
             f.acceptFrom(plain<dbu::Convert>([](auto& c) { c.who = "a"; }));
             f.acceptFrom(make("a", "intervene", "c", [](auto& c) { c.option = "redirect", c.hit = false; }));
         },
         [] { return make("a", "intervene", "c", [](auto& c) { c.option = "redirect"; }); }, "again this round"},
        {"InterveneWithoutAStruckAlly", nothing,
         [] { return make("c", "intervene", "a", [](auto& c) { c.option = "wall-of-defense"; }); },
         "successfully struck"},
        {"DuelEscapeWithoutADuel", nothing, [] { return make("b", "duel-escape"); }, "Duel against you"},
        {"UnitedAttackOnOwnTurn", nothing, [] { return make("a", "united-attack", "c"); }, "outside your own turn"},
        {"SurpriseAfterStart", nothing, [] { return plain<dbu::Surprise>([](auto& c) { c.ids = {"a"}; }); },
         "before the encounter starts"},
        {"DuelWithoutTrigger", nothing, [] { return make("b", "duel", "a"); }, "Duel needs"},
        {"CommandNeedsAnAlly", nothing, [] { return make("a", "command", "b"); }, "Ally"},
        {"DesperationNeedsAMuchStrongerTarget", nothing,
         [] { return make("a", "basic-attack", "b", [](auto& c) { c.option = "desperation"; }); }, "at least 2 higher"},
        {"WagerBeyondKi", nothing, [] { return make("a", "basic-attack", "b", [](auto& c) { c.ki = 6; }); }, "Ki"},
        {"ReboundWithoutDeflect", nothing,
         [] { return make("c", "parry", "b", [](auto& c) { c.option = "rebound"; }); }, "follows a Deflect"},
        {"GuardForAnAlly", nothing, [] { return make("c", "parry", "a", [](auto& c) { c.option = "guard"; }); },
         "Only a Deflect"},
        {"ThrowBeyondForceAndMargin",
         [](RefusalCases& f) { f.acceptFrom(make("a", "grapple", "b", [](auto& c) { c.hit = true; })); },
         [] {
             return make("a", "grapple", {}, [](auto& c) {
                 c.option = "throw", c.hit = true, c.amount = 3, c.to = Position{5, 0};
             });
         },
         "Force Modifier +1 per 2 points"},
        {"ThrowWithoutAGrapple", nothing,
         [] { return make("a", "grapple", {}, [](auto& c) { c.option = "throw", c.hit = true; }); }, "grappling"},
        {"EnergyRestraintNeedsPinned",
         [](RefusalCases& f) { f.acceptFrom(make("a", "grapple", "b", [](auto& c) { c.hit = true; })); },
         [] { return make("a", "grapple", {}, [](auto& c) { c.option = "energy-restraint", c.hit = true; }); },
         "Pinned target"},
    };
}

TEST_P(RefusalCases, IsRefusedWithTheRuleAndNoChange) {
    Combatant& a = add("a", "heroes", {0, 0}, 2);
    a.sheet.numbers["force"] = 2;
    a.sheet.numbers["kiNow"] = 5;
    add("b", "villains", {1, 0}, 2);
    add("f", "villains", {9, 0}, 2);
    add("c", "heroes", {0, 1}, 2);
    create();
    startWith({{"a", 14}, {"b", 12}, {"f", 10}, {"c", 8}});
    GetParam().prepare(*this);
    const std::string message = refuse(GetParam().command());
    EXPECT_NE(message.find(GetParam().message), std::string::npos) << "message: " << message;
}

INSTANTIATE_TEST_SUITE_P(Moves, RefusalCases, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<RefusalCase>& param) { return param.param.name; });

} // namespace
} // namespace scouter::engine::test
