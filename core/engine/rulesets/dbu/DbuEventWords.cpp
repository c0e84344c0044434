// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/maneuvers/ManeuverCatalogue.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cctype>
#include <map>

// The log's sentences for DBU's events, in the words the log used before they moved out of the
// core (the exports' golden files hold them byte for byte).
namespace scouter::engine::dbu {

namespace {

std::string plural(int count, std::string_view one, std::string_view many) {
    return fmt::format("{} {}", count, count == 1 ? one : many);
}

std::string joined(const std::vector<std::string>& ids, const NameOf& nameOf) {
    std::string out;
    for (const auto& id : ids) {
        out += (out.empty() ? "" : ", ") + nameOf(id);
    }
    return out;
}

// The catalogue's labels of the maneuvers and their options, whoever uses them.
struct Labels {
    std::map<std::string, std::string, std::less<>> maneuvers;
    std::map<std::string, std::string, std::less<>> options;
};

const Labels& labels() {
    static const Labels table = [] {
        Labels made;
        const ManeuverCatalogue catalogue;
        const EncounterState none;
        const DbuSettings settings;
        const DescriptionContext context(none, nullptr, settings);
        for (auto name : catalogue.names()) {
            const ManeuverDescription described = catalogue.find(name)->describe(context);
            made.maneuvers[described.id] = described.label;
            for (const auto& option : described.options) {
                if (!option.id.empty()) {
                    made.options.try_emplace(option.id, option.label);
                }
            }
        }
        return made;
    }();
    return table;
}

std::string labelOf(const std::map<std::string, std::string, std::less<>>& table, const std::string& id) {
    const auto found = table.find(id);
    return found != table.end() ? found->second : titled(id);
}

std::string change(int from, int to) {
    return fmt::format("{} → {}", from, to);
}

} // namespace

std::string titled(const std::string& kebab) {
    std::string out = kebab;
    bool start = true;
    for (auto& c : out) {
        if (c == '-') {
            c = ' ';
            start = true;
        } else if (start) {
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            start = false;
        }
    }
    return out;
}

std::string gainReasonWords(const std::string& reason) {
    // "top-advantage" titled would read "Top Advantage": the rules' ToP is Tier of Power.
    static const std::map<std::string, std::string, std::less<>> kWords{
        {"initiative-advantage", "Initiative Advantage"},
        {"top-advantage", "ToP Advantage"},
        {"bonus-momentum", "Bonus Momentum"},
        {"command", "Command"}};
    const auto found = kWords.find(reason);
    return found != kWords.end() ? found->second : titled(reason);
}

std::string ActionsGained::words(const NameOf& nameOf) const {
    return fmt::format("{} gains {} ({})", nameOf(who), plural(amount, "Action", "Actions"), gainReasonWords(reason));
}

std::string ActionsSpent::words(const NameOf& nameOf) const {
    std::string parts;
    if (actions > 0) {
        parts = plural(actions, "Action", "Actions");
    }
    if (baseCounter + convertedCounter > 0) {
        parts += (parts.empty() ? "" : " and ") +
                 plural(baseCounter + convertedCounter, "Counter Action", "Counter Actions");
    }
    return fmt::format("{} spends {}", nameOf(who), parts);
}

std::string ActionsConverted::words(const NameOf& nameOf) const {
    return fmt::format("{} converts {} into Counter Actions", nameOf(who), plural(count, "Action", "Actions"));
}

std::string ConvertedLost::words(const NameOf& nameOf) const {
    return fmt::format("{}'s converted Counter Actions lapse", nameOf(who));
}

std::string LifeSet::words(const NameOf& nameOf, const EncounterState& before) const {
    const Fighter* fighter = findFighter(before, who);
    return fmt::format("{}: Life {}", nameOf(who), change(fighter != nullptr ? fighter->life : 0, value));
}

std::string KiSet::words(const NameOf& nameOf, const EncounterState& before) const {
    const Fighter* fighter = findFighter(before, who);
    return fmt::format("{}: Ki {}", nameOf(who), change(fighter != nullptr ? fighter->ki : 0, value));
}

std::string ChargesSet::words(const NameOf& nameOf) const {
    return fmt::format("{}: Energy Charges {}", nameOf(who), value);
}

std::string PowerUpSet::words(const NameOf& nameOf) const {
    return fmt::format("{}: Power Up stacks {}", nameOf(who), value);
}

std::string HoldingBackSet::words(const NameOf& nameOf) const {
    return fmt::format("{}: Holding Back stacks {}", nameOf(who), stacks);
}

std::string LimitUsed::words(const NameOf& nameOf) const {
    if (key.starts_with(kHiddenAttack)) {
        return fmt::format("{} attacks {} from hiding", nameOf(who), nameOf(key.substr(kHiddenAttack.size())));
    }
    return fmt::format("{} uses {} (once per {})", nameOf(who), labelOf(labels().maneuvers, key),
                       perEncounter ? "encounter" : "round");
}

std::string InstantSequenceSet::words(const NameOf& nameOf) const {
    return fmt::format("Instant Actions in order: {}", joined(ids, nameOf));
}

std::string ManeuverUsed::words(const NameOf& nameOf) const {
    std::string text = technique.empty()
                           ? fmt::format("{}: {}", nameOf(who), labelOf(labels().maneuvers, name))
                           : fmt::format("{}: {} ({})", nameOf(who), technique, labelOf(labels().maneuvers, name));
    if (!option.empty()) {
        text += fmt::format(" ({})", labelOf(labels().options, option));
    }
    // How an attack ended is told once, by the facts of the command (a Parry may settle it later).
    if (!target.empty()) {
        text += fmt::format(" → {}", nameOf(target));
    }
    if (!faces.empty()) {
        text += fmt::format(" [rolled {}]", fmt::join(faces, " "));
    }
    return text;
}

std::string GrappleSet::words(const NameOf& nameOf) const {
    if (held && tail) {
        return fmt::format("{} grapples {} by the tail: no Tail Attacks while held", nameOf(grappler),
                           nameOf(grappled));
    }
    return held ? fmt::format("{} grapples {}", nameOf(grappler), nameOf(grappled))
                : fmt::format("{} lets go of {}", nameOf(grappler), nameOf(grappled));
}

std::string EmpowerReceived::words(const NameOf& nameOf) const {
    return fmt::format("{} is empowered by {}", nameOf(who), nameOf(giver));
}

std::string ParryAnswered::words(const NameOf& nameOf) const {
    if (option == "rebounded") {
        return fmt::format("{} rebounds {}'s attack", nameOf(who), nameOf(attacker));
    }
    return fmt::format("{} answers {}'s attack with {}", nameOf(who), nameOf(attacker),
                       labelOf(labels().options, option));
}

std::string HiddenFound::words(const NameOf& nameOf) const {
    return fmt::format("{} finds {}, who is no longer Hidden from them", nameOf(observer), nameOf(hider));
}

std::string RestraintChecked::words(const NameOf& nameOf) const {
    return passed ? fmt::format("{} breaks free of the Energy Restraint", nameOf(who))
                  : fmt::format("{} fails to break the Energy Restraint (+1(T) to the next check)", nameOf(who));
}

std::string AttackRecorded::words(const NameOf& nameOf) const {
    const AttackRecord& record = attack;
    std::vector<std::string> lost;
    for (const auto& [who, life] : record.losses) {
        if (life > 0) {
            lost.push_back(fmt::format("{} ({})", nameOf(who), life));
        }
    }
    const std::string what =
        record.area ? fmt::format("attack ({}, aimed at [{}, {}])", describeArea(record.area->shape, record.area->size),
                                  record.area->at.x, record.area->at.y)
                    : std::string("attack");
    if (lost.empty()) {
        return fmt::format("{}'s {} took no Life", nameOf(record.attacker), what);
    }
    return fmt::format("{}'s {} took Life from {}", nameOf(record.attacker), what, fmt::join(lost, ", "));
}

std::string ParryScored::words(const NameOf& nameOf) const {
    return fmt::format("{}'s Parry scores {}", nameOf(who), score);
}

} // namespace scouter::engine::dbu
