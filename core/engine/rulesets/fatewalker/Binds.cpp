// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/Binds.h"

#include <algorithm>

namespace scouter::engine::fatewalker {

namespace {

// A level lowered by `by`: nullopt below 0.
std::optional<int> lowered(int level, int by) {
    const int value = level - by;
    return value < 0 ? std::nullopt : std::optional<int>{value};
}

BindChange settled(BindLevels levels) {
    if (levels.empty()) {
        return BindChange::ended();
    }
    if (!levels.hold) {
        levels.holder.reset();
    }
    return BindChange::set(std::move(levels));
}

} // namespace

BindChange grappleLanded(const std::optional<BindLevels>& bind, int net) {
    BindLevels levels = bind.value_or(BindLevels{});
    levels.grapple = std::max(levels.grapple.value_or(-1) + net, 0);
    return BindChange::set(std::move(levels), !bind.has_value());
}

BindChange takedownLanded(const std::optional<BindLevels>& bind, int net) {
    BindLevels levels = bind.value_or(BindLevels{});
    levels.takedown = net - 3;
    auto change = BindChange::set(std::move(levels), !bind.has_value());
    change.bothProne = true;
    return change;
}

BindChange catchStrikeWon(const std::optional<BindLevels>& bind, int margin) {
    return grappleLanded(bind, margin);
}

BindChange holdLanded(const BindLevels& bind, const std::string& holder, int net) {
    BindLevels levels = bind;
    const int base = levels.holder == holder ? levels.hold.value_or(0) : 0;
    levels.hold = base + (net + 1) / 2;
    levels.holder = holder;
    return BindChange::set(std::move(levels));
}

BindChange slipLanded(const BindLevels& bind, const std::string& slipper, int net) {
    BindLevels levels = bind;
    if (levels.hold && levels.holder != slipper) {
        levels.hold = lowered(*levels.hold, net);
    } else if (levels.grapple) {
        levels.grapple = lowered(*levels.grapple, net);
    } else if (levels.takedown) {
        levels.takedown = lowered(*levels.takedown, net);
    }
    return settled(std::move(levels));
}

BindChange sweepLanded(const BindLevels& bind, int net) {
    BindLevels levels = bind;
    bool stood = false;
    if (levels.takedown) {
        levels.takedown = lowered(*levels.takedown, net);
        stood = !levels.takedown.has_value();
    }
    auto change = settled(std::move(levels));
    change.bothStand = stood;
    return change;
}

int successiveHoldBonus(const std::optional<BindLevels>& bind, const std::string& who) {
    if (!bind || !bind->hold || bind->holder != who) {
        return 0;
    }
    return *bind->hold;
}

} // namespace scouter::engine::fatewalker
