// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/ExchangeOutcome.h"

#include "fatewalker/FwCatalogue.h"

namespace scouter::engine::fatewalker {

namespace {

std::string stoppedWord(std::string_view reaction) {
    const Row* row = findRow(reaction);
    if (row != nullptr && row->table == kEvasionTable) {
        return "dodged";
    }
    if (reaction.find("block") != std::string_view::npos) {
        return "blocked";
    }
    if (reaction.find("parry") != std::string_view::npos) {
        return "parried";
    }
    return "stopped";
}

} // namespace

AttackOutcome exchangeOutcome(const Exchange& exchange) {
    std::string word = exchange.hit ? "hit" : exchange.reaction.empty() ? "missed" : stoppedWord(exchange.reaction);
    return {exchange.attacker, exchange.target, exchange.action, std::move(word), exchange.hit};
}

} // namespace scouter::engine::fatewalker
