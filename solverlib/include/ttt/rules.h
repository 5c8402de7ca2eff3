// The rule sets a game can be played under (SPEC "Rules").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace ttt {

enum class Rules : std::uint8_t {
    Classic, // completing a line (k or more in a row) wins; a full board without one is a tie:
             // gomoku's free-style
    Misere, // completing a line loses
    LineScore, // play until the board is full; o lines minus x lines, o maximises, x minimises
    Exact, // only exactly k in a row wins: a longer run (an overline) wins nothing, for either
           // side, and the game goes on; gomoku's "standard" rule
    Renju, // the RIF rules (renju.h), five in a row on boards of more than 64 cells: black (x)
           // wins only with exactly five and may not make an overline, a double four or a double
           // three (a forbidden move loses); white (o) wins with five or more. No pass (RIF
           // allows one, two in a row drawing): a side always puts a stone down
    Omok, // Korean omok's common rule (일반룰; the README names its source), five in a row on
          // boards of more than 64 cells: only exactly five wins, for either side (an overline
          // wins nothing but may be played); a double three is forbidden to both sides (the move
          // loses), judged as renju judges it; double fours are allowed
};

// The rule sets of the window and of tic-tac-toe's tables. (On 3×3 exact is classic: no run can
// be longer than three.)
inline constexpr std::array<Rules, 3> kAllRules { Rules::Classic, Rules::Misere, Rules::LineScore };
// The rule sets the library analyses on every board.
inline constexpr std::array<Rules, 4> kEveryRules { Rules::Classic, Rules::Misere, Rules::LineScore,
    Rules::Exact };

// Whether the rules forbid moves (renju, omok): a forbidden move loses (renju.h judges them).
constexpr bool forbidsMoves(Rules rules)
{
    return rules == Rules::Renju || rules == Rules::Omok;
}

// Whether the rules forbid moves to `side`: renju's to black, omok's to both.
constexpr bool forbidsMovesTo(Rules rules, bool black)
{
    return (rules == Rules::Renju && black) || rules == Rules::Omok;
}

// Renju and omok are played with five in a row, and analysed only where the threat search is
// (boards of more than 64 cells: 9×9 and up, 15×15 their own).
inline constexpr int kRenjuK = 5;
inline constexpr int kRenjuMinCells = 65;
constexpr bool rulesFit(Rules rules, int columns, int rows, int k)
{
    return !forbidsMoves(rules) || (k == kRenjuK && columns * rows >= kRenjuMinCells);
}

// Whether `side` wins only with exactly k in a row (an overline wins nothing for it).
constexpr bool exactFor(Rules rules, bool black)
{
    return rules == Rules::Exact || rules == Rules::Omok || (rules == Rules::Renju && black);
}

// Does a line end the game (classic, misère, exact), or does play go on until the board is full?
constexpr bool lineEndsGame(Rules rules)
{
    return rules != Rules::LineScore;
}

// "classic", "misere", "line-score", "exact", "renju", "omok": the names on the command line and in
// JSON.
constexpr std::string_view rulesName(Rules rules)
{
    switch (rules) {
    case Rules::Classic:
        return "classic";
    case Rules::Misere:
        return "misere";
    case Rules::LineScore:
        return "line-score";
    case Rules::Exact:
        return "exact";
    case Rules::Renju:
        return "renju";
    case Rules::Omok:
        return "omok";
    }
    return "classic";
}

// The rule set a name stands for; "freestyle", gomoku's name for classic, is classic too.
constexpr std::optional<Rules> rulesFromName(std::string_view name)
{
    if (name == "freestyle")
        return Rules::Classic;
    if (name == "renju")
        return Rules::Renju;
    if (name == "omok")
        return Rules::Omok;
    for (Rules rules : kEveryRules) {
        if (rulesName(rules) == name)
            return rules;
    }
    return std::nullopt;
}

} // namespace ttt
