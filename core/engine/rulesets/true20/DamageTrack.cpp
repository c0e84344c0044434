#include "true20/DamageTrack.h"

#include "true20/Scores.h"
#include "true20/True20Commands.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <mutex>
#include <set>

namespace scouter::engine::true20 {

namespace {

constexpr std::array<std::string_view, 4> kSubdualBands{"bruised", "dazed", "staggered", "unconscious"};
constexpr std::array<std::string_view, 4> kLethalBands{"hurt", "wounded", "disabled", "dying"};

bool onceOnly(std::string_view state) {
    return state == "staggered" || state == "unconscious" || state == "disabled" || state == "dying";
}

bool lapses(std::string_view state) {
    return state == "bruised" || state == "dazed" || state == "hurt";
}

bool losesRound(std::string_view state) {
    return state == "dazed" || state == "staggered" || state == "wounded" || state == "disabled";
}

bool throwsOffGuard(std::string_view state) {
    return state == "staggered" || state == "wounded" || state == "disabled";
}

std::vector<HeldState>& trackFor(Fighter& fighter, std::string_view state) {
    return trackOf(state) == Track::Lethal ? fighter.lethal : fighter.subdual;
}

void addInstance(Fighter& fighter, std::string_view state, const Timer& lapse) {
    auto& track = trackFor(fighter, state);
    // Most serious first; a new instance goes after those as serious as it. Looked for from the
    // end: most are the least serious (Bruised, Hurt) and go last at once.
    const int rank = seriousness(state);
    auto at = track.end();
    while (at != track.begin() && seriousness(std::prev(at)->name) < rank) {
        --at;
    }
    track.insert(at, HeldState{internState(state), lapse});
}

} // namespace

std::string_view internState(std::string_view state) {
    for (const auto& bands : {kLethalBands, kSubdualBands}) {
        for (const std::string_view known : bands) {
            if (known == state) {
                return known;
            }
        }
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
    return std::find(kSubdualBands.begin(), kSubdualBands.end(), state) != kSubdualBands.end() ? Track::Subdual
                                                                                               : Track::Lethal;
}

std::string bandState(Track track, int band) {
    const int index = std::clamp(band, 1, 4) - 1;
    return std::string(track == Track::Lethal ? kLethalBands[index] : kSubdualBands[index]);
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
    if (onceOnly(state) && holds(fighter, state) > 0) {
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
    addInstance(fighter, state, lapses(state) ? minute : Timer{});
    if (state == "dying") {
        fighter.dyingDC = 10;
    }
    if (losesRound(state)) {
        fighter.loseRound = true;
    }
    if (throwsOffGuard(state)) {
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
    addInstance(fighter, "disabled", {});
    if (holds(fighter, "unconscious") == 0) {
        addInstance(fighter, "unconscious", {});
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
