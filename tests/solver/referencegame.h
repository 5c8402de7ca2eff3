// An independent model of 3x3 tic-tac-toe for the solver tests: its own board, lines, legality
// and move rules, written without the library's code so that the two can check each other.
#pragma once

#include "ttt/board.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace reference {

// This model is the plain game of the exercise, on purpose not parameterised like the library:
// if the library's geometry changes, these tests must be rewritten, not silently reinterpreted.
static_assert(ttt::kCells == 9 && ttt::kRows == 3 && ttt::kColumns == 3);

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

inline bool isFinished(const Cells& cells)
{
    return hasLine(cells, 'x') || hasLine(cells, 'o') || countOf(cells, '.') == 0;
}

// SPEC "Legality", restated: the first player has as many marks as the second or one more, at
// most one side has a line, and the side with a line made the last move.
inline bool isLegal(const Cells& cells, char firstPlayer)
{
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

} // namespace reference
