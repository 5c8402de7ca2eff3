// An independent model of 3x3 tic-tac-toe for the solver tests: its own board, lines, legality,
// move rules and game counts, and perfect play under every rule set (from the small-board model
// of referencemnk.h), written without the library's code so that the two can check each other.
#pragma once

#include "referencemnk.h"
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
// if tic-tac-toe's geometry in the library changes, these tests must be rewritten, not silently
// reinterpreted.
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
using Value = SmallBoardMinimax::Value;

// Perfect play on the 3x3 board, by plain recursion over the moves, remembered per board and
// side to move: the small-board model of referencemnk.h (as independent of the library as this
// file) on three rows of three with three in a row.
class ReferenceMinimax {
public:
    explicit ReferenceMinimax(ttt::Rules rules)
        : m_rules(rules)
        , m_board(3, 3, 3, rules)
    { }

    ttt::Rules rules() const { return m_rules; }

    // The value of the position for `toMove`. Under classic and misère rules only asked about
    // boards where at most one side has a line.
    Value solve(const Cells& cells, char toMove) { return m_board.solve(text(cells), toMove); }

    // The value of playing `cell` for the side that plays it, the move itself counted as a ply.
    Value valueOfMove(const Cells& cells, char toMove, int cell)
    {
        return m_board.valueOfMove(text(cells), toMove, cell);
    }

private:
    static std::string text(const Cells& cells) { return std::string(cells.begin(), cells.end()); }

    ttt::Rules m_rules;
    SmallBoardMinimax m_board;
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
