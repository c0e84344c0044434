// SPDX-License-Identifier: GPL-3.0-or-later
#include "true20/DamageTrack.h"

#include "model/IdHash.h"
#include "true20/Scores.h"
#include "true20/True20Commands.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <mutex>
#include <set>

namespace scouter::engine::true20 {

namespace {

// The states of the damage table: the subdual track's four columns, then the lethal track's.
constexpr std::array<std::string_view, 8> kStates{"bruised",   "hurt",     "dazed",       "wounded",
                                                  "staggered", "disabled", "unconscious", "dying"};
constexpr int kUnknownState = -1;
constexpr int kDying = 7;

// The state's place in kStates (column * 2, plus 1 on the lethal track), or kUnknownState. Asked on
// every infliction: the first letters choose the one name to compare.
int stateIndex(std::string_view state) {
    if (state.size() < 2) {
        return kUnknownState;
    }
    int index = kUnknownState;
    switch (state[0]) {
    case 'b':
        index = 0;
        break;
    case 'h':
        index = 1;
        break;
    case 'w':
        index = 3;
        break;
    case 's':
        index = 4;
        break;
    case 'u':
        index = 6;
        break;
    case 'd':
        index = state[1] == 'a' ? 2 : (state[1] == 'i' ? 5 : (state[1] == 'y' ? 7 : kUnknownState));
        break;
    default:
        break;
    }
    if (index == kUnknownState) {
        return kUnknownState;
    }
    return sameId(kStates[static_cast<std::size_t>(index)], state) ? index : kUnknownState;
}

// Sets of states, one bit for each place in kStates.
constexpr unsigned kOnceOnly = 0b11110000U;       // staggered, disabled, unconscious, dying
constexpr unsigned kLapses = 0b00000111U;         // bruised, hurt, dazed
constexpr unsigned kLosesRound = 0b00111100U;     // dazed, wounded, staggered, disabled
constexpr unsigned kThrowsOffGuard = 0b00111000U; // wounded, staggered, disabled

bool in(unsigned states, int index) {
    return index != kUnknownState && ((states >> static_cast<unsigned>(index)) & 1U) != 0;
}

std::vector<HeldState>& trackFor(Fighter& fighter, std::string_view state) {
    return trackOf(state) == Track::Lethal ? fighter.lethal : fighter.subdual;
}

// Adds `state`, whose place in kStates is `index`.
void addInstance(Fighter& fighter, std::string_view state, int index, const Timer& lapse) {
    const bool subdual = index != kUnknownState && index % 2 == 0;
    auto& track = subdual ? fighter.subdual : fighter.lethal;
    // Most serious first; a new instance goes after those as serious as it. Looked for from the
    // end: most are the least serious (Bruised, Hurt) and go last at once.
    if (track.capacity() == 0) {
        track.reserve(8); // a fighter hit each round holds a minute's Bruised or Hurt
    }
    const int rank = seriousness(state);
    auto at = track.end();
    while (at != track.begin() && seriousness(std::prev(at)->name) < rank) {
        --at;
    }
    const std::string_view name =
        index != kUnknownState ? kStates[static_cast<std::size_t>(index)] : internState(state);
    track.insert(at, HeldState{name, lapse});
}

} // namespace

std::string_view internState(std::string_view state) {
    const int index = stateIndex(state);
    if (index != kUnknownState) {
        return kStates[static_cast<std::size_t>(index)];
    }
    // A name no rule gives (an event from damaged outside data): kept as it was accepted, once.
    static std::mutex guard;
    static std::set<std::string, std::less<>> others;
    const std::lock_guard lock(guard);
    return *others.emplace(state).first;
}

int seriousness(std::string_view state) {
    // Called for every held instance on every infliction: the names differ early, so a switch on
    // the first letters decides without comparing whole strings.
    if (state.size() < 2) {
        return 0;
    }
    switch (state[0]) {
    case 'b':
    case 'h':
        return 1;
    case 'w':
        return 2;
    case 's':
        return 3;
    case 'u':
        return 4;
    case 'd':
        return state[1] == 'a' ? 2 : (state[1] == 'i' ? 3 : (state[1] == 'y' ? 4 : 5));
    default:
        return 0;
    }
}

Track trackOf(std::string_view state) {
    const int index = stateIndex(state);
    return index != kUnknownState && index % 2 == 0 ? Track::Subdual : Track::Lethal;
}

std::string bandState(Track track, int band) {
    const int column = std::clamp(band, 1, 4) - 1;
    return std::string(kStates[(static_cast<std::size_t>(column) * 2) + (track == Track::Lethal ? 1U : 0U)]);
}

int bandOf(int margin) {
    return margin >= 15 ? 4 : (margin >= 10 ? 3 : (margin >= 5 ? 2 : 1));
}

int recoverySpacing(std::string_view state) {
    if (state == "staggered" || state == "unconscious") {
        return 10;
    }
    if (state == "wounded") {
        return 600;
    }
    if (state == "disabled") {
        return kRoundsInADay;
    }
    return state == "dying" ? 1 : 0;
}

std::string stateLabel(std::string_view state) {
    std::string label(state);
    if (!label.empty()) {
        label[0] = static_cast<char>(label[0] - 'a' + 'A');
    }
    return label;
}

std::string inflict(Fighter& fighter, std::string_view state, const Moment& moment, const True20Settings& settings) {
    if (fighter.dead) {
        return "dead";
    }
    const int index = stateIndex(state);
    if (in(kOnceOnly, index) && holds(fighter, state) > 0) {
        std::string_view next;
        if (state == "staggered") {
            next = "unconscious";
        } else if (state == "dying") {
            next = "dead";
        } else if (state == "disabled" || settings.unconsciousDying) {
            next = "dying"; // a second Unconscious has no more serious subdual state (option)
        }
        if (next.empty()) {
            return {};
        }
        if (state != "unconscious") {
            removeOne(fighter, state); // the rolled-over state replaces the held one
        }
        if (next == "dead") {
            kill(fighter);
            return "dead";
        }
        return inflict(fighter, next, moment, settings);
    }
    const Timer minute{moment.anchor, moment.round + 10};
    addInstance(fighter, state, index, in(kLapses, index) ? minute : Timer{});
    if (index == kDying) {
        fighter.dyingDC = 10;
    }
    if (in(kLosesRound, index)) {
        fighter.loseRound = true;
    }
    if (in(kThrowsOffGuard, index)) {
        fighter.offGuard = Timer{moment.anchor, moment.round + 1};
    }
    return std::string(state);
}

void kill(Fighter& fighter) {
    fighter.lethal.clear();
    fighter.subdual.clear();
    fighter.dead = true;
    fighter.loseRound = false;
    fighter.offGuard.reset();
    fighter.prepared = false;
    fighter.budget = false;
    fighter.lastCheck.clear();
}

void removeOne(Fighter& fighter, std::string_view state) {
    auto& track = trackFor(fighter, state);
    const auto found =
        std::find_if(track.begin(), track.end(), [&](const HeldState& held) { return held.name == state; });
    if (found != track.end()) {
        track.erase(found);
    }
    if (holds(fighter, state) == 0) {
        fighter.lastCheck.erase(std::string(state));
    }
}

void improveFromDying(Fighter& fighter) {
    removeOne(fighter, "dying");
    addInstance(fighter, "disabled", stateIndex("disabled"), {});
    if (holds(fighter, "unconscious") == 0) {
        addInstance(fighter, "unconscious", stateIndex("unconscious"), {});
    }
}

std::optional<std::string> recoveryTarget(const Fighter& fighter) {
    std::optional<std::string> best;
    int bestRank = 0;
    const auto consider = [&](const std::vector<HeldState>& track, int lethalFirst) {
        for (const auto& held : track) {
            if (recoverySpacing(held.name) == 0) {
                continue;
            }
            const int rank = seriousness(held.name) * 2 + lethalFirst;
            if (rank > bestRank) {
                bestRank = rank;
                best = std::string(held.name);
            }
        }
    };
    consider(fighter.lethal, 1);
    consider(fighter.subdual, 0);
    return best;
}

std::vector<std::string> instances(const std::vector<HeldState>& track) {
    std::vector<std::string> names;
    names.reserve(track.size());
    for (const auto& held : track) {
        names.emplace_back(held.name);
    }
    return names;
}

std::optional<std::string> mostSerious(const std::vector<HeldState>& track) {
    if (track.empty()) {
        return std::nullopt;
    }
    return std::string(track.front().name);
}

} // namespace scouter::engine::true20
