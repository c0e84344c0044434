// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzCheck.h"

#include "scenario/FastJsonReader.h"
#include "scenario/JsonReader.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

// Every outside JSON text goes through JsonReader, which takes FastJsonReader's quick way when it
// answers. The quick way must give exactly the document of the checked reading (the same values,
// the same number kinds, the same sign of a zero) and accept nothing it refuses; check() must agree
// with read().

using scouter::fuzz::require;
using namespace scouter::engine;
using Json = nlohmann::json;

namespace {

bool same(const Json& a, const Json& b) {
    if (a.type() != b.type()) {
        return false;
    }
    switch (a.type()) {
    case Json::value_t::object: {
        if (a.size() != b.size()) {
            return false;
        }
        for (auto left = a.begin(), right = b.begin(); left != a.end(); ++left, ++right) {
            if (left.key() != right.key() || !same(left.value(), right.value())) {
                return false;
            }
        }
        return true;
    }
    case Json::value_t::array: {
        if (a.size() != b.size()) {
            return false;
        }
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!same(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }
    case Json::value_t::number_float:
        return a.get<double>() == b.get<double>() && std::signbit(a.get<double>()) == std::signbit(b.get<double>());
    default:
        return a == b;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::optional<Json> checked;
    std::string refusal;
    try {
        checked = JsonReader::readChecked(text);
    } catch (const JsonReadError& error) {
        refusal = error.what();
    }
    if (const auto quick = FastJsonReader::read(text)) {
        require(checked.has_value(), "the quick reading accepts only what the checked reading accepts");
        require(same(*quick, *checked), "the quick reading builds the checked reading's document");
    }
    if (FastJsonReader::accepts(text)) {
        require(checked.has_value(), "the quick check accepts only what the checked reading accepts");
    }
    const auto problem = JsonReader::check(text);
    require(problem.has_value() != checked.has_value(), "check() refuses exactly what read() refuses");
    require(!problem || refusal == problem->what(), "check() and read() name the same problem");
    try {
        const Json read = JsonReader::read(text);
        require(checked.has_value() && same(read, *checked), "read() gives the checked reading's document");
    } catch (const JsonReadError& error) {
        require(!checked && refusal == error.what(), "read() refuses as the checked reading does, with its words");
    }
    return 0;
}
