// An independent model of 3x3 tic-tac-toe for the solver tests: its own board, lines, legality,
// move rules and perfect play under every rule set, written without the library's code so that
// the two can check each other.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"
#include "ttt/statistics.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reference {

// This model is the plain game of the exercise, on purpose not parameterised like the library:
// if the library's geometry changes, these tests must be rewritten, not silently reinterpreted.
static_assert(ttt::kTicTacToe.cells() == 9 && ttt::kTicTacToe.rows() == 3
    && ttt::kTicTacToe.columns() == 3 && ttt::kTicTacToe.k() == 3);

// A board as a person writes it: 'x', 'o' or '.' for each cell, row by row from the top-left.
using Cells = std::array<char, 9>;

inline constexpr Cells kEmptyBoard { '.', '.', '.', '.', '.', '.', '.', '.', '.' };

inline constexpr std::array<std::array<int, 3>, 8> kLines { {
    { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 }, // rows
    { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 }, // columns
    { 0, 4, 8 }, { 2, 4, 6 }, // diagonals
} };

inline char otherSide(char side)
{
    return side == 'x' ? 'o' : 'x';
}

inline int countOf(const Cells& cells, char mark)
{
    int n = 0;
    for (char c : cells)
        n += c == mark ? 1 : 0;
    return n;
}

inline bool hasLine(const Cells& cells, char side)
{
    for (const auto& line : kLines) {
        if (cells[line[0]] == side && cells[line[1]] == side && cells[line[2]] == side)
            return true;
    }
    return false;
}

// How many of the eight lines `side` holds entirely (what line-score counts).
inline int lineCount(const Cells& cells, char side)
{
    int count = 0;
    for (const auto& line : kLines) {
        if (cells[line[0]] == side && cells[line[1]] == side && cells[line[2]] == side)
            ++count;
    }
    return count;
}

// Whether all of the lines `side` holds share a cell (true when it holds fewer than two).
inline bool linesShareACell(const Cells& cells, char side)
{
    std::array<int, 9> lineCountOfCell {};
    int lines = 0;
    for (const auto& line : kLines) {
        if (cells[line[0]] == side && cells[line[1]] == side && cells[line[2]] == side) {
            ++lines;
            for (int cell : line)
                ++lineCountOfCell[cell];
        }
    }
    return lines < 2
        || std::find(lineCountOfCell.begin(), lineCountOfCell.end(), lines)
        != lineCountOfCell.end();
}

inline bool isFinished(const Cells& cells)
{
    return hasLine(cells, 'x') || hasLine(cells, 'o') || countOf(cells, '.') == 0;
}

// SPEC "Rules": a line ends a classic or misère game; a line-score game runs until the board is
// full, whatever lines appear on the way.
inline bool isFinished(const Cells& cells, ttt::Rules rules)
{
    if (rules == ttt::Rules::LineScore)
        return countOf(cells, '.') == 0;
    return isFinished(cells);
}

// The line-score result of a full board: o's lines minus x's lines.
inline int lineScore(const Cells& cells)
{
    return lineCount(cells, 'o') - lineCount(cells, 'x');
}

// SPEC "Legality", restated: the first player has as many marks as the second or one more, at
// most one side has a line, the side with a line made the last move, and its lines (if more
// than one) share a cell.
inline bool isLegal(const Cells& cells, char firstPlayer)
{
    if (!linesShareACell(cells, 'x') || !linesShareACell(cells, 'o'))
        return false;
    const int first = countOf(cells, firstPlayer);
    const int second = countOf(cells, otherSide(firstPlayer));
    const bool firstWon = hasLine(cells, firstPlayer);
    const bool secondWon = hasLine(cells, otherSide(firstPlayer));
    if (first != second && first != second + 1)
        return false;
    if (firstWon && secondWon)
        return false;
    if (firstWon && first != second + 1)
        return false;
    if (secondWon && first != second)
        return false;
    return true;
}

// The side to move of a board whose counts keep turn parity.
inline char sideToMove(const Cells& cells, char firstPlayer)
{
    const int first = countOf(cells, firstPlayer);
    const int second = countOf(cells, otherSide(firstPlayer));
    return first == second ? firstPlayer : otherSide(firstPlayer);
}

// Calls visit(cells) for each of the 3^9 ways to fill the board, counting up like an odometer.
template <typename Visit> void forEachBoard(Visit visit)
{
    Cells cells = kEmptyBoard;
    for (;;) {
        visit(static_cast<const Cells&>(cells));
        int i = 8;
        for (; i >= 0; --i) {
            if (cells[i] == '.') {
                cells[i] = 'x';
                break;
            }
            if (cells[i] == 'x') {
                cells[i] = 'o';
                break;
            }
            cells[i] = '.';
        }
        if (i < 0)
            return;
    }
}

// "xoo/.x./..x", "xoo.x...x" or a grid: the nine cell characters, ignoring '/' and line ends.
inline Cells cellsFromText(std::string_view text)
{
    Cells cells = kEmptyBoard;
    std::size_t next = 0;
    for (char c : text) {
        if (c == '/' || c == '\n')
            continue;
        if (next < cells.size())
            cells[next] = c;
        ++next;
    }
    if (next != cells.size()) { // a mistake in a test's data: stop rather than test another board
        std::fprintf(
            stderr, "not a board of nine cells: \"%.*s\"\n", int(text.size()), text.data());
        std::abort();
    }
    return cells;
}

inline std::string toText(const Cells& cells)
{
    std::string text;
    for (int cell = 0; cell < 9; ++cell) {
        if (cell == 3 || cell == 6)
            text += '/';
        text += cells[cell];
    }
    return text;
}

// What a position is worth to the side to move under perfect play (SPEC "Analysis"), by the
// book: a win is taken as fast as possible, a loss put off as long as possible, and a tie (and
// every line-score game) runs until the board is full. In line-score, `score` is the final
// number of o lines minus x lines, and the result says whether it favours the side to move.
struct Value {
    enum Result { Lose, Tie, Win } result = Tie;
    int plies = 0;
    int score = 0; // line-score only
    friend bool operator==(const Value&, const Value&) = default;
};

// Perfect play by plain recursion over the moves, remembered per board and side to move. Each
// rule set says only how a game ends and what the end is worth; the search is the same.
class ReferenceMinimax {
public:
    explicit ReferenceMinimax(ttt::Rules rules)
        : m_rules(rules)
        , m_memo(2 * 19'683)
    { }

    ttt::Rules rules() const { return m_rules; }

    // The value of the position for `toMove`. Under classic and misère rules only asked about
    // boards where at most one side has a line (any other board has no result, and no board
    // reached by a move from an unfinished one has two lines).
    Value solve(const Cells& cells, char toMove)
    {
        std::optional<Value>& memo = m_memo[key(cells, toMove)];
        if (!memo)
            memo = m_rules == ttt::Rules::LineScore ? solveLineScore(cells, toMove)
                                                    : solveFirstLine(cells, toMove);
        return *memo;
    }

    // The value of playing `cell` for the side that plays it, the move itself counted as a ply.
    // The final score of a line-score game is the same whoever looks at it.
    Value valueOfMove(const Cells& cells, char toMove, int cell)
    {
        Cells next = cells;
        next[cell] = toMove;
        const Value reply = solve(next, otherSide(toMove));
        const Value::Result result = reply.result == Value::Win ? Value::Lose
            : reply.result == Value::Lose                       ? Value::Win
                                                                : Value::Tie;
        return { result, reply.plies + 1, reply.score };
    }

private:
    // Its own numbering of boards (cell 0 the least significant base-3 digit, the other way
    // round from the library's board code), only to find remembered values.
    static std::size_t key(const Cells& cells, char toMove)
    {
        std::size_t key = 0;
        for (int cell = 8; cell >= 0; --cell)
            key = key * 3 + (cells[cell] == 'x' ? 1 : cells[cell] == 'o' ? 2 : 0);
        return key * 2 + (toMove == 'o' ? 1 : 0);
    }

    // Classic and misère: the first line ends the game. In classic its owner won; in misère its
    // owner lost.
    Value solveFirstLine(const Cells& cells, char toMove)
    {
        const bool moverHasLine = hasLine(cells, toMove);
        const bool opponentHasLine = hasLine(cells, otherSide(toMove));
        if (moverHasLine && opponentHasLine) { // a mistake in a test: no result to compare
            std::fprintf(stderr, "both sides have a line: %s\n", toText(cells).c_str());
            std::abort();
        }
        const bool misere = m_rules == ttt::Rules::Misere;
        if (opponentHasLine) // the usual case: the move just played made the line
            return { misere ? Value::Win : Value::Lose, 0, 0 };
        if (moverHasLine) // not reachable by play, but well defined
            return { misere ? Value::Lose : Value::Win, 0, 0 };
        if (countOf(cells, '.') == 0)
            return { Value::Tie, 0, 0 };

        std::optional<int> fastestWin;
        std::optional<int> tie;
        std::optional<int> slowestLoss;
        for (int cell = 0; cell < 9; ++cell) {
            if (cells[cell] != '.')
                continue;
            const Value move = valueOfMove(cells, toMove, cell);
            if (move.result == Value::Win)
                fastestWin = std::min(fastestWin.value_or(move.plies), move.plies);
            else if (move.result == Value::Tie)
                tie = move.plies;
            else
                slowestLoss = std::max(slowestLoss.value_or(move.plies), move.plies);
        }
        if (fastestWin)
            return { Value::Win, *fastestWin, 0 };
        if (tie)
            return { Value::Tie, *tie, 0 };
        return { Value::Lose, *slowestLoss, 0 };
    }

    // Line-score: the board fills up whatever happens; o picks the move with the highest final
    // score, x the one with the lowest.
    Value solveLineScore(const Cells& cells, char toMove)
    {
        const int empty = countOf(cells, '.');
        int score = 0;
        if (empty == 0) {
            score = lineScore(cells);
        } else {
            std::optional<int> best;
            for (int cell = 0; cell < 9; ++cell) {
                if (cells[cell] != '.')
                    continue;
                Cells next = cells;
                next[cell] = toMove;
                const int reply = solve(next, otherSide(toMove)).score;
                if (!best || (toMove == 'o' ? reply > *best : reply < *best))
                    best = reply;
            }
            score = *best;
        }
        const int forMover = toMove == 'o' ? score : -score;
        const Value::Result result = forMover > 0 ? Value::Win
            : forMover < 0                        ? Value::Lose
                                                  : Value::Tie;
        return { result, empty, score };
    }

    ttt::Rules m_rules;
    std::vector<std::optional<Value>> m_memo;
};

inline ttt::Mark toMark(char c)
{
    return c == 'x' ? ttt::Mark::X : c == 'o' ? ttt::Mark::O : ttt::Mark::Empty;
}

// The library's board with the same marks, built cell by cell (not through the board code or the
// text parser, which other tests check).
inline ttt::Board toBoard(const Cells& cells)
{
    ttt::Board board;
    for (int cell = 0; cell < 9; ++cell)
        board.set(cell, toMark(cells[cell]));
    return board;
}

inline ttt::Board boardFromText(std::string_view text)
{
    return toBoard(cellsFromText(text));
}

// The games from a position, by result, under any rule set: every sequence of moves walked
// with the reference model's own idea of how a game ends. Misère scores a line for the other
// side; line-score plays on to a full board and scores it by o's lines minus x's.
class ReferenceGameCounter {
public:
    explicit ReferenceGameCounter(ttt::Rules rules)
        : m_rules(rules)
    { }

    ttt::GameCounts count(const Cells& cells, char toMove)
    {
        const std::string key = toText(cells) + toMove;
        if (const auto found = m_memo.find(key); found != m_memo.end())
            return found->second;
        ttt::GameCounts counts;
        if (isFinished(cells, m_rules)) {
            counts = finishedGame(cells);
        } else {
            for (int cell = 0; cell < 9; ++cell) {
                if (cells[cell] != '.')
                    continue;
                Cells next = cells;
                next[cell] = toMove;
                const ttt::GameCounts part = count(next, otherSide(toMove));
                counts.games += part.games;
                counts.xWins += part.xWins;
                counts.oWins += part.oWins;
                counts.draws += part.draws;
            }
        }
        m_memo.emplace(key, counts);
        return counts;
    }

private:
    ttt::GameCounts finishedGame(const Cells& cells) const
    {
        const ttt::GameCounts xWon { 1, 1, 0, 0 };
        const ttt::GameCounts oWon { 1, 0, 1, 0 };
        const ttt::GameCounts drawn { 1, 0, 0, 1 };
        if (m_rules == ttt::Rules::LineScore) {
            const int score = lineScore(cells);
            return score > 0 ? oWon : score < 0 ? xWon : drawn;
        }
        const bool xLine = hasLine(cells, 'x');
        const bool oLine = hasLine(cells, 'o');
        if (xLine && oLine) // never happens in a game: no game to count
            return {};
        const bool misere = m_rules == ttt::Rules::Misere;
        if (xLine)
            return misere ? oWon : xWon;
        if (oLine)
            return misere ? xWon : oWon;
        return drawn;
    }

    ttt::Rules m_rules;
    std::map<std::string, ttt::GameCounts> m_memo;
};

} // namespace reference
