// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace scouter::engine::limits {

// What a text is, for its bound (model/Limits.h): one line (a name, a title), a few pages (notes), or
// an id that commands and JSON paths use.
enum class TextKind { Name, Title, Notes, Id };

// The number of characters (code points) of UTF-8 text; a byte that is not UTF-8 counts as one.
[[nodiscard]] std::size_t characterCount(std::string_view utf8);

// What is wrong with a UTF-8 text of this kind, as words that follow its subject: "is 120 characters
// long, more than the 100 a name may have", "contains a control character (U+0007) at character 3".
// Empty when it is fine. Whether it may be empty is the caller's rule, except for an id, which may not.
[[nodiscard]] std::optional<std::string> textProblem(std::string_view utf8, TextKind kind);

} // namespace scouter::engine::limits
