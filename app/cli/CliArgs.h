#pragma once

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
    // Takes an integer option; records an error if the value is not an integer in range.
    [[nodiscard]] std::optional<long long> takeInteger(const std::string& name, long long min, long long max);
    // Takes a `--name` switch.
    [[nodiscard]] bool takeFlag(const std::string& name);

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
