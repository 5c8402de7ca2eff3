// The rule sets a game can be played under (SPEC "Rules").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace ttt {

enum class Rules : std::uint8_t {
    Classic, // completing a line wins; a full board without one is a tie
    Misere, // completing a line loses
    LineScore, // play until the board is full; o lines minus x lines, o maximises, x minimises
};

inline constexpr std::array<Rules, 3> kAllRules { Rules::Classic, Rules::Misere, Rules::LineScore };

// Does a line end the game (classic, misère), or does play go on until the board is full?
constexpr bool lineEndsGame(Rules rules)
{
    return rules != Rules::LineScore;
}

// "classic", "misere", "line-score": the names on the command line and in JSON.
constexpr std::string_view rulesName(Rules rules)
{
    switch (rules) {
    case Rules::Classic:
        return "classic";
    case Rules::Misere:
        return "misere";
    case Rules::LineScore:
        return "line-score";
    }
    return "classic";
}

constexpr std::optional<Rules> rulesFromName(std::string_view name)
{
    for (Rules rules : kAllRules) {
        if (rulesName(rules) == name)
            return rules;
    }
    return std::nullopt;
}

} // namespace ttt
