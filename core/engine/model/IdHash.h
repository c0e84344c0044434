// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

// Hashing and comparing ids (combatants, slots, a ruleset's names): asked for on every event a
// reducer applies, the replay's inner loop. Ids are a few bytes, so both go a word at a time: a
// hash byte by byte grows with each byte, and a call to memcmp costs more than the comparison.
namespace scouter::engine {

namespace idhash {

template <class Word> [[nodiscard, gnu::always_inline]] inline Word load(const char* at) {
    Word word;
    std::memcpy(&word, at, sizeof word);
    return word;
}

// The last 1 to 8 bytes as one word, without a loop: two overlapping loads of four, or the first,
// middle and last of up to three. Two tails of the same length are equal exactly when their words are.
[[nodiscard, gnu::always_inline]] inline std::uint64_t tailOf(const char* at, std::size_t length) {
    if (length >= 4) {
        return (static_cast<std::uint64_t>(load<std::uint32_t>(at)) << 32U) | load<std::uint32_t>(at + length - 4);
    }
    const auto byte = [&](std::size_t i) { return static_cast<std::uint64_t>(static_cast<unsigned char>(at[i])); };
    return (byte(0) << 16U) | (byte(length / 2) << 8U) | byte(length - 1);
}

// The fold at the end of a hash: brings the high bits, which every byte reached, down into the
// low ones (a table's position).
[[nodiscard, gnu::always_inline]] inline std::uint64_t mixed(std::uint64_t hash) {
    return hash ^ (hash >> 32U);
}

} // namespace idhash

// One multiply per word, then the fold. Not kept anywhere: only this run's tables use it.
[[nodiscard, gnu::always_inline]] inline std::uint64_t hashId(std::string_view id) {
    constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;
    std::uint64_t hash = id.size() ^ 0x6A09E667F3BCC909ULL;
    const char* at = id.data();
    const std::size_t size = id.size();
    if (size < 8) {
        return size == 0 ? idhash::mixed(hash) : idhash::mixed((hash ^ idhash::tailOf(at, size)) * kMultiplier);
    }
    // Whole words, then the last word, which may overlap the one before (the size is mixed in).
    for (std::size_t done = 0; done + 8 < size; done += 8) {
        hash = (hash ^ idhash::load<std::uint64_t>(at + done)) * kMultiplier;
    }
    return idhash::mixed((hash ^ idhash::load<std::uint64_t>(at + size - 8)) * kMultiplier);
}

// Whether two ids (or other short names) are the same.
[[nodiscard, gnu::always_inline]] inline bool sameId(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) {
        return false;
    }
    const char* x = a.data();
    const char* y = b.data();
    const std::size_t size = a.size();
    if (size < 8) {
        return size == 0 || idhash::tailOf(x, size) == idhash::tailOf(y, size);
    }
    for (std::size_t done = 0; done + 8 < size; done += 8) {
        if (idhash::load<std::uint64_t>(x + done) != idhash::load<std::uint64_t>(y + done)) {
            return false;
        }
    }
    // The last word, which may overlap the one before: every byte is compared, none past the end.
    return idhash::load<std::uint64_t>(x + size - 8) == idhash::load<std::uint64_t>(y + size - 8);
}

// The two above as an unordered container's hash and equality, looked up by a view of a name
// without building a string (a ruleset's commands and maneuvers, asked for on every command).
struct IdHasher {
    using is_transparent = void;
    [[nodiscard]] std::size_t operator()(std::string_view id) const { return hashId(id); }
};
struct SameId {
    using is_transparent = void;
    [[nodiscard]] bool operator()(std::string_view a, std::string_view b) const { return sameId(a, b); }
};

} // namespace scouter::engine
