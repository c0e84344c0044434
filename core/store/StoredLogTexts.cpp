#include "StoredLogTexts.h"

#include "scenario/JsonReader.h"

#include <sqlite3.h>

#include <algorithm>
#include <thread>

namespace scouter::store {

namespace {

// Below this many texts a thread costs more than it saves.
constexpr std::size_t kTextsPerThread = 512;
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

StoredLogTexts::Span StoredLogTexts::keep(std::string_view text) {
    const Span span{m_bytes.size(), text.size()};
    m_bytes.append(text);
    return span;
}

void StoredLogTexts::addCommand(std::string_view text) {
    m_commands.push_back(Command{keep(text), m_events.size(), 0});
}

void StoredLogTexts::addEvent(std::size_t command, std::string_view text) {
    // The log is read ordered by command and position, so each command's events are contiguous.
    Command& owner = m_commands[command];
    if (owner.events == 0) {
        owner.firstEvent = m_events.size();
    }
    ++owner.events;
    m_events.push_back(keep(text));
}

std::optional<StoredLogTexts::Failure> StoredLogTexts::parseRange(std::size_t from, std::size_t to,
                                                                  std::vector<StoredCommand>& log,
                                                                  const EventTaker& take) const {
    QString why;
    for (std::size_t c = from; c < to; ++c) {
        log[c].command = parseStored(textOf(m_commands[c].arguments), why);
        if (!log[c].command.is_object()) {
            return Failure{c, std::nullopt, why};
        }
    }
    for (std::size_t c = from; c < to; ++c) {
        const Command& command = m_commands[c];
        for (std::size_t e = 0; e < command.events; ++e) {
            nlohmann::json event = parseStored(textOf(m_events[command.firstEvent + e]), why);
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

std::optional<StoredLogTexts::Failure> StoredLogTexts::parse(std::vector<StoredCommand>& log,
                                                             const EventTaker& take) const {
    const std::size_t texts = m_commands.size() + m_events.size();
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    const auto threads = std::min<std::size_t>({cores, kMostThreads, 1 + texts / kTextsPerThread});
    // Ranges of whole commands with about as many texts each.
    std::vector<std::size_t> bounds{0};
    std::size_t counted = 0;
    for (std::size_t c = 0; c < m_commands.size() && bounds.size() < threads; ++c) {
        counted += 1 + m_commands[c].events;
        if (counted * threads >= texts * bounds.size()) {
            bounds.push_back(c + 1);
        }
    }
    if (bounds.size() == 1 || bounds.back() != m_commands.size()) {
        bounds.push_back(m_commands.size());
    }
    std::vector<std::optional<Failure>> failures(bounds.size() - 1);
    {
        std::vector<std::jthread> others;
        for (std::size_t r = 1; r + 1 < bounds.size(); ++r) {
            others.emplace_back([&, r] { failures[r] = parseRange(bounds[r], bounds[r + 1], log, take); });
        }
        failures[0] = parseRange(bounds[0], bounds[1], log, take);
    }
    // A range stops at its first failure, its commands' before its events': the first range whose
    // commands fail names the failure, else the first whose events do.
    for (const auto& failure : failures) {
        if (failure && !failure->event) {
            return failure;
        }
    }
    for (const auto& failure : failures) {
        if (failure) {
            return failure;
        }
    }
    return std::nullopt;
}

} // namespace scouter::store
