// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoredLogTexts.h"

#include "scenario/JsonReader.h"

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <system_error>
#include <thread>

namespace scouter::store {

namespace {

// Below this many texts a thread costs more than it saves.
constexpr std::size_t kTextsPerThread = 512;
constexpr std::size_t kCommandsForAThread = 128;
// Small enough that the threads end together, large enough that taking one costs nothing.
constexpr std::size_t kTextsPerPiece = 128;
constexpr unsigned kMostThreads = 4;

// The text as Qt's SQLite driver read a column (SQLite's UTF-16 of its bytes, then UTF-8 again),
// which is how every earlier Scouter read a log that is not UTF-8. SQLite's own conversion, on a
// connection of this thread's own: another decoder treats broken bytes otherwise.
[[nodiscard]] std::string asQtReadIt(std::string_view bytes) {
    struct Converter {
        sqlite3* db = nullptr;
        sqlite3_stmt* select = nullptr;
        Converter() {
            if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) == SQLITE_OK) {
                sqlite3_prepare_v2(db, "SELECT ?1", -1, &select, nullptr);
            }
        }
        ~Converter() {
            sqlite3_finalize(select);
            sqlite3_close(db);
        }
        Converter(const Converter&) = delete;
        Converter& operator=(const Converter&) = delete;
    };
    thread_local Converter converter;
    if (converter.select == nullptr) {
        return std::string(bytes);
    }
    sqlite3_reset(converter.select);
    sqlite3_bind_text(converter.select, 1, bytes.data(), static_cast<int>(bytes.size()), SQLITE_STATIC);
    std::string converted(bytes);
    if (sqlite3_step(converter.select) == SQLITE_ROW) {
        const void* units = sqlite3_column_text16(converter.select, 0);
        if (units != nullptr) {
            converted = QString::fromUtf16(static_cast<const char16_t*>(units),
                                           static_cast<qsizetype>(sqlite3_column_bytes16(converter.select, 0)) / 2)
                            .toStdString();
        }
    }
    sqlite3_clear_bindings(converter.select);
    return converted;
}

// A stored command or event, read as all outside JSON is (engine::JsonReader); the reason it does
// not read lands in `why`, and the value is discarded.
[[nodiscard]] nlohmann::json parseText(std::string_view text, QString& why) {
    try {
        return engine::JsonReader::read(text);
    } catch (const engine::JsonReadError& error) {
        why = QString::fromStdString(error.what());
        return nlohmann::json(nlohmann::json::value_t::discarded);
    }
}

// The stored bytes as they are; when they do not read, the text as Qt's driver handed it over.
[[nodiscard]] nlohmann::json parseStored(std::string_view bytes, QString& why) {
    nlohmann::json value = parseText(bytes, why);
    if (!value.is_discarded()) {
        return value;
    }
    const std::string converted = asQtReadIt(bytes);
    return converted == bytes ? value : parseText(converted, why);
}

} // namespace

StoredLogTexts::~StoredLogTexts() {
    // A log whose reading stopped early (a failed query) still lets the commands' thread end.
    if (m_commandsThread.joinable() && !m_runGiven) {
        giveRun({});
    }
}

void StoredLogTexts::addCommand(std::string_view text) {
    m_commands.push_back(Span{m_commandBytes.size(), text.size()});
    m_commandBytes.append(text);
    m_eventsOf.push_back(EventsOf{m_events.size(), 0});
}

void StoredLogTexts::commandsAdded(std::vector<StoredCommand>& log) {
    if (std::thread::hardware_concurrency() < 2 || m_commands.size() < kCommandsForAThread) {
        return;
    }
    std::future<Run> run = m_run.get_future();
    try {
        m_commandsThread = std::jthread([this, &log, run = std::move(run)]() mutable {
            m_commandFailure = parseCommands(log);
            if (const Run more = run.get(); more.work != nullptr) {
                (*more.work)();
            }
        });
    } catch (const std::system_error&) {
        // No thread to be had (the system's limit): the reader parses the commands itself.
    }
}

void StoredLogTexts::addEvent(std::size_t command, std::string_view text) {
    EventsOf& owner = m_eventsOf[command];
    if (owner.count == 0) {
        owner.first = m_events.size();
    }
    ++owner.count;
    m_events.push_back(Span{m_eventBytes.size(), text.size()});
    m_eventBytes.append(text);
}

void StoredLogTexts::giveRun(Run run) {
    m_runGiven = true;
    m_run.set_value(run);
}

std::optional<StoredLogTexts::Failure> StoredLogTexts::parseCommands(std::vector<StoredCommand>& log) const {
    QString why;
    for (std::size_t c = 0; c < m_commands.size(); ++c) {
        log[c].command = parseStored(textOf(m_commandBytes, m_commands[c]), why);
        if (!log[c].command.is_object()) {
            return Failure{c, std::nullopt, why};
        }
    }
    return std::nullopt;
}

std::optional<StoredLogTexts::Failure> StoredLogTexts::parseEvents(std::size_t from, std::size_t to,
                                                                   std::vector<StoredCommand>& log,
                                                                   const EventTaker& take) const {
    QString why;
    for (std::size_t c = from; c < to; ++c) {
        const EventsOf& events = m_eventsOf[c];
        for (std::size_t e = 0; e < events.count; ++e) {
            nlohmann::json event = parseStored(textOf(m_eventBytes, m_events[events.first + e]), why);
            if (!event.is_object()) {
                return Failure{c, e, why};
            }
            if (take) {
                take(c, e, std::move(event));
            } else {
                log[c].events.push_back(std::move(event));
            }
        }
    }
    return std::nullopt;
}

std::vector<std::size_t> StoredLogTexts::pieces() const {
    std::vector<std::size_t> bounds{0};
    std::size_t counted = 0;
    for (std::size_t c = 0; c < m_eventsOf.size(); ++c) {
        counted += m_eventsOf[c].count;
        if (counted >= kTextsPerPiece) {
            bounds.push_back(c + 1);
            counted = 0;
        }
    }
    if (bounds.back() != m_eventsOf.size()) {
        bounds.push_back(m_eventsOf.size());
    }
    return bounds;
}

std::optional<StoredLogTexts::Failure> StoredLogTexts::parse(std::vector<StoredCommand>& log, const EventTaker& take) {
    const bool commandsAside = m_commandsThread.joinable();
    if (!commandsAside) {
        if (auto failure = parseCommands(log)) {
            return failure;
        }
    }
    const std::vector<std::size_t> bounds = pieces();
    std::vector<std::optional<Failure>> failures(bounds.size() - 1);
    std::atomic<std::size_t> next{0};
    const std::function<void()> work = [&] {
        for (std::size_t piece = next++; piece < failures.size(); piece = next++) {
            failures[piece] = parseEvents(bounds[piece], bounds[piece + 1], log, take);
        }
    };
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    const auto threads = std::min<std::size_t>({cores, kMostThreads, 1 + m_events.size() / kTextsPerThread});
    {
        std::vector<std::jthread> others;
        try {
            for (std::size_t t = commandsAside ? 2 : 1; t < threads; ++t) {
                others.emplace_back(work);
            }
        } catch (const std::system_error&) {
            // Fewer threads than cores: those there are take every piece between them.
        }
        if (commandsAside) {
            giveRun({threads > 1 ? &work : nullptr});
        }
        work();
    }
    if (commandsAside) {
        m_commandsThread.join();
    }
    if (m_commandFailure) {
        return m_commandFailure;
    }
    // Each piece stops at its first failure: the first piece that has one names it.
    for (const auto& failure : failures) {
        if (failure) {
            return failure;
        }
    }
    return std::nullopt;
}

} // namespace scouter::store
