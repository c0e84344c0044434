// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <future>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace scouter::store {

// An encounter's log as its stored JSON texts, gathered in one pass over SQLite and parsed on
// several threads: parsing was half of opening a 10,000-event encounter, and one command's texts
// parse without any other's. The commands' arguments are parsed on a thread of their own while the
// events are read; then the events, in pieces of whole commands that each thread takes as it is
// free (that thread, the reader's and any other core's).
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

    StoredLogTexts() = default;
    ~StoredLogTexts();
    StoredLogTexts(const StoredLogTexts&) = delete;
    StoredLogTexts& operator=(const StoredLogTexts&) = delete;
    StoredLogTexts(StoredLogTexts&&) = delete;
    StoredLogTexts& operator=(StoredLogTexts&&) = delete;

    // The arguments of the next command of the log (the commands come in their order).
    void addCommand(std::string_view text);
    // Every command is added: a long log's arguments start being parsed into `log` (one
    // StoredCommand per command added, never resized until parse() returns) while its events are
    // read.
    void commandsAdded(std::vector<StoredCommand>& log);
    // An event of command `command`, after those added for it before (the log is read ordered by
    // command and position).
    void addEvent(std::size_t command, std::string_view text);

    // Parses every text into `log`: the commands' arguments and, without `take`, their events. The
    // failure named is the one a reader going through every command first and then every event
    // would meet first.
    [[nodiscard]] std::optional<Failure> parse(std::vector<StoredCommand>& log, const EventTaker& take);

private:
    struct Span {
        std::size_t offset = 0;
        std::size_t size = 0;
    };
    struct EventsOf {
        std::size_t first = 0; // index into m_events
        std::size_t count = 0;
    };
    // What the commands' thread does once the events are read: none when it has nothing more to do.
    struct Run {
        const std::function<void()>* work = nullptr;
    };

    [[nodiscard]] static std::string_view textOf(const std::string& bytes, Span span) {
        return {bytes.data() + span.offset, span.size};
    }
    [[nodiscard]] std::optional<Failure> parseCommands(std::vector<StoredCommand>& log) const;
    [[nodiscard]] std::optional<Failure> parseEvents(std::size_t from, std::size_t to, std::vector<StoredCommand>& log,
                                                     const EventTaker& take) const;
    // Where the events are cut into pieces of whole commands of about kTextsPerPiece events each:
    // pieces[i] to pieces[i + 1].
    [[nodiscard]] std::vector<std::size_t> pieces() const;
    void giveRun(Run run);

    // Each kind of text in a buffer of its own (one allocation instead of a string each); the
    // commands' is complete before their thread starts.
    std::string m_commandBytes;
    std::vector<Span> m_commands;
    std::string m_eventBytes;
    std::vector<Span> m_events;
    std::vector<EventsOf> m_eventsOf; // by command

    std::promise<Run> m_run;
    bool m_runGiven = false;
    std::optional<Failure> m_commandFailure; // the commands' thread's, read once it is joined
    std::jthread m_commandsThread;
};

} // namespace scouter::store
