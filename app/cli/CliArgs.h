// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace scouter::cli {

// A small option reader for the subcommands: `--name value`, `--name=value` and
// positional arguments, with errors that say which argument is wrong.
class CliArgs {
public:
    explicit CliArgs(std::vector<std::string> args);

    // Takes `--name VALUE` (or `--name=VALUE`) out of the arguments.
    [[nodiscard]] std::optional<std::string> takeValue(const std::string& name);
    // Takes a whole-number option; records an error unless the whole value is a number from
    // `min` to `max` ("--limit abc" is refused, never read as 0 or 1).
    [[nodiscard]] std::optional<long long> takeInteger(const std::string& name, long long min, long long max);
    // Takes `--name FILE`: the file name as the shell passed it, checked by path().
    [[nodiscard]] std::optional<QString> takePath(const std::string& name);
    // Takes a `--name` switch.
    [[nodiscard]] bool takeFlag(const std::string& name);

    // A file name from the command line, decoded as Qt names files (QFile::decodeName), so the
    // file read or written is the file named. An empty name, or one that is not UTF-8 (Qt would
    // name another file), is recorded as the error; `what` names the argument ("--output").
    [[nodiscard]] std::optional<QString> path(const std::string& bytes, const std::string& what);
    // Records a problem found by the command itself; the first one recorded is the one reported.
    void fail(std::string message);

    // What is left once every known option has been taken; an unknown option is an error.
    [[nodiscard]] std::vector<std::string> positional();
    [[nodiscard]] const std::optional<std::string>& error() const { return m_error; }

private:
    // Options are only read before a "--", so an expression may start with '-'.
    [[nodiscard]] std::vector<std::string>::iterator optionsEnd();

    std::vector<std::string> m_args;
    std::optional<std::string> m_error;
};

} // namespace scouter::cli
