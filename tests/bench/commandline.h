// Reading the bench programs' options (whole numbers given on the command line or in the
// environment), and writing their figures.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace ttt::bench {

// `text` as a whole number: digits only, optionally grouped with ',' or '_' ("1,000,000").
inline std::optional<std::uint64_t> parseWholeNumber(std::string_view text)
{
    constexpr std::uint64_t kLargest = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t value = 0;
    bool anyDigit = false;
    for (char c : text) {
        if (c == ',' || c == '_')
            continue;
        if (c < '0' || c > '9')
            return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (kLargest - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
        anyDigit = true;
    }
    if (!anyDigit)
        return std::nullopt;
    return value;
}

// The whole number in `text`, or exits with a message saying what it was meant to be.
inline std::uint64_t wholeNumberOrExit(const char* program, const char* what, const char* text)
{
    if (const auto value = parseWholeNumber(text))
        return *value;
    std::fprintf(stderr, "%s: %s must be a whole number, not '%s'\n", program, what, text);
    std::exit(2);
}

// 1234567 → "1,234,567".
inline std::string withThousands(std::uint64_t value)
{
    const std::string digits = std::to_string(value);
    std::string grouped;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            grouped += ',';
        grouped += digits[i];
    }
    return grouped;
}

} // namespace ttt::bench
