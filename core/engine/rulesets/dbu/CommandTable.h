#pragma once

#include "dbu/DbuContext.h"

#include <functional>
#include <map>
#include <optional>
#include <string>

namespace scouter::engine::dbu {

// A DBU command: the check that may refuse it (reading the state only) and the run that turns
// it into events once it is accepted.
struct CommandHandler {
    std::function<std::optional<std::string>(const DbuContext&)> check;
    std::function<void(DbuContext&)> run;
    bool allowedWhilePending = false; // the answers to a pending decision
    bool allowedAfterEnd = false;
};

class CommandTable {
public:
    void add(const std::string& type, CommandHandler handler) { m_handlers[type] = std::move(handler); }
    [[nodiscard]] const CommandHandler* find(const std::string& type) const {
        const auto found = m_handlers.find(type);
        return found == m_handlers.end() ? nullptr : &found->second;
    }

private:
    std::map<std::string, CommandHandler> m_handlers;
};

// Each registers one area's commands.
void addSetupCommands(CommandTable& table);
void addTurnCommands(CommandTable& table);
void addStateCommands(CommandTable& table);
void addManeuverCommand(CommandTable& table);

} // namespace scouter::engine::dbu
