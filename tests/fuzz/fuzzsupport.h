// What the fuzz targets share: stopping on a broken expectation (libFuzzer keeps the input), and
// the check that a parse error names a real place in the text.
#pragma once

#include "ttt/text.h"

#include <algorithm>
#include <cstdlib>
#include <string_view>

namespace fuzz {

inline void require(bool condition)
{
    if (!condition)
        std::abort(); // libFuzzer saves the input that got here
}

// The error's line and column are in `text` (or just past its end), and it says something.
inline void requireRealPlace(std::string_view text, const ttt::ParseError& error)
{
    if (error.byte != 0) {
        // A binary file's (a RenLib library's) place is its byte.
        require(error.byte >= 1 && static_cast<std::size_t>(error.byte) <= text.size() + 1);
        require(!error.message.empty());
        return;
    }
    const auto lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    require(error.line >= 1 && error.line <= lines + 2);
    require(error.column >= 1 && static_cast<std::size_t>(error.column) <= text.size() + 1);
    require(!error.message.empty());
}

} // namespace fuzz
