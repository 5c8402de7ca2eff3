// The board's geometry: its size, the lines that win and the symmetries of the square.
//
// This is the one place that knows the board is 3 by 3 with 3 in a row. Everything else in the
// library and the programs asks these constants, so a larger m×n board with k in a row changes
// this file (and the size of the tables built from it), not the code that uses it.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace ttt {

inline constexpr int kRows = 3;
inline constexpr int kColumns = 3;
inline constexpr int kInARow = 3;
inline constexpr int kCells = kRows * kColumns;

static_assert(kInARow <= kRows && kInARow <= kColumns, "a line must fit on the board");

// A cell is numbered row-major from the top-left: cell = row * kColumns + column, 0-based.
//
//     column  0   1   2
//   row 0     0 | 1 | 2
//       1     3 | 4 | 5
//       2     6 | 7 | 8
using Cell = int;

constexpr bool isValidCell(Cell cell)
{
    return 0 <= cell && cell < kCells;
}

constexpr int rowOf(Cell cell)
{
    assert(isValidCell(cell));
    return cell / kColumns;
}

constexpr int columnOf(Cell cell)
{
    assert(isValidCell(cell));
    return cell % kColumns;
}

constexpr Cell cellAt(int row, int column)
{
    assert(0 <= row && row < kRows && 0 <= column && column < kColumns);
    return row * kColumns + column;
}

// A line is kInARow cells in a row, column, or diagonal in either direction.
using Line = std::array<Cell, kInARow>;

namespace detail {
// The four directions a line can run in, as (row step, column step).
inline constexpr std::array<std::array<int, 2>, 4> kDirections { { { 0, 1 }, { 1, 0 }, { 1, 1 },
    { 1, -1 } } };

template <typename Visit> constexpr void forEachLine(Visit visit)
{
    for (const auto& [rowStep, columnStep] : kDirections) {
        for (int row = 0; row < kRows; ++row) {
            for (int column = 0; column < kColumns; ++column) {
                const int lastRow = row + rowStep * (kInARow - 1);
                const int lastColumn = column + columnStep * (kInARow - 1);
                if (lastRow < 0 || lastRow >= kRows || lastColumn < 0 || lastColumn >= kColumns)
                    continue;
                Line line {};
                for (int i = 0; i < kInARow; ++i)
                    line[i] = cellAt(row + rowStep * i, column + columnStep * i);
                visit(line);
            }
        }
    }
}

constexpr int countLines()
{
    int count = 0;
    forEachLine([&](const Line&) { ++count; });
    return count;
}
} // namespace detail

inline constexpr int kLineCount = detail::countLines();

inline constexpr std::array<Line, kLineCount> kLines = [] {
    std::array<Line, kLineCount> lines {};
    int next = 0;
    detail::forEachLine([&](const Line& line) { lines[next++] = line; });
    return lines;
}();

static_assert(kRows != 3 || kColumns != 3 || kInARow != 3 || kLineCount == 8,
    "3x3 with 3 in a row has 3 rows, 3 columns and 2 diagonals");

// The symmetries of the board as permutations of cells: symmetry[s][cell] is where `cell` goes.
// A square board has 8 (4 rotations, each with or without a mirror); a non-square one would
// have 4, so the count is part of the geometry too.
inline constexpr int kSymmetryCount = kRows == kColumns ? 8 : 4;
using CellPermutation = std::array<Cell, kCells>;

inline constexpr std::array<CellPermutation, kSymmetryCount> kSymmetries = [] {
    static_assert(kRows == kColumns, "non-square symmetries are not written yet");
    std::array<CellPermutation, kSymmetryCount> result {};
    constexpr int last = kRows - 1;
    for (int s = 0; s < kSymmetryCount; ++s) {
        for (Cell cell = 0; cell < kCells; ++cell) {
            int row = rowOf(cell);
            int column = columnOf(cell);
            if (s >= 4) // mirror left to right first
                column = last - column;
            for (int turn = 0; turn < s % 4; ++turn) { // then turn a quarter clockwise s % 4 times
                const int turnedRow = column;
                column = last - row;
                row = turnedRow;
            }
            result[s][cell] = cellAt(row, column);
        }
    }
    return result;
}();

// Names for the symmetries of kSymmetries by index: s < 4 turns the board a quarter clockwise
// s times; s >= 4 first mirrors it left to right, then turns it s - 4 times.
enum Symmetry : int {
    kIdentity = 0,
    kQuarterTurnClockwise = 1,
    kHalfTurn = 2,
    kQuarterTurnAnticlockwise = 3,
    kMirrorLeftRight = 4, // reflect in the vertical axis
    kMirrorAntiDiagonal = 5, // mirror, then a quarter turn clockwise
    kMirrorTopBottom = 6, // reflect in the horizontal axis
    kMirrorMainDiagonal = 7, // transpose: row and column swap
};

// The symmetry that undoes `s`.
constexpr int inverseSymmetry(int s)
{
    assert(0 <= s && s < kSymmetryCount);
    for (int t = 0; t < kSymmetryCount; ++t) {
        bool undoes = true;
        for (Cell cell = 0; cell < kCells; ++cell)
            undoes = undoes && kSymmetries[t][kSymmetries[s][cell]] == cell;
        if (undoes)
            return t;
    }
    assert(false && "the symmetries form a group");
    return 0;
}

static_assert(kSymmetries[kQuarterTurnClockwise][0] == kColumns - 1,
    "a clockwise turn takes the top-left corner to the top-right");
static_assert(
    kSymmetries[kMirrorMainDiagonal][1] == kColumns, "the transpose swaps row and column");
static_assert(inverseSymmetry(kQuarterTurnClockwise) == kQuarterTurnAnticlockwise);

} // namespace ttt
