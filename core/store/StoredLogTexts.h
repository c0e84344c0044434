#pragma once

#include "Records.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::store {

// An encounter's log as its stored JSON texts, gathered in one pass over SQLite and parsed
// afterwards on several threads. Parsing was half of opening a 10,000-event encounter, and one
// command's texts parse without any other's.
class StoredLogTexts {
public:
    // Each event's JSON, handed over instead of kept in its command: from several threads at once,
    // never two for the same command, and each command's events in their order.
    using EventTaker = std::function<void(std::size_t command, std::size_t event, nlohmann::json&& json)>;

    // The first text that is not JSON: of a command's arguments (no event) or of one of its events.
    struct Failure {
        std::size_t command = 0;
        std::optional<std::size_t> event;
        QString why;
    };

    // The arguments of the next command of the log (the commands come in their order).
    void addCommand(std::string_view text);
    // An event of command `command` (already added), after those added for it before.
    void addEvent(std::size_t command, std::string_view text);
    [[nodiscard]] std::size_t eventsOf(std::size_t command) const { return m_commands[command].events; }

    // Parses every text into `log` (one StoredCommand per command added, the commands' arguments
    // and, without `take`, their events). The failure named is the one a reader going through every
    // command first and then every event would meet first.
    [[nodiscard]] std::optional<Failure> parse(std::vector<StoredCommand>& log, const EventTaker& take) const;

private:
    struct Span {
        std::size_t offset = 0;
        std::size_t size = 0;
    };
    struct Command {
        Span arguments;
        std::size_t firstEvent = 0; // index into m_events
        std::size_t events = 0;
    };

    [[nodiscard]] std::string_view textOf(Span span) const { return {m_bytes.data() + span.offset, span.size}; }
    [[nodiscard]] Span keep(std::string_view text);
    [[nodiscard]] std::optional<Failure> parseRange(std::size_t from, std::size_t to, std::vector<StoredCommand>& log,
                                                    const EventTaker& take) const;

    std::string m_bytes; // every text, one after the other: one buffer instead of a string each
    std::vector<Command> m_commands;
    std::vector<Span> m_events;
};

} // namespace scouter::store
