// The board: marks on cells, and its encoding as a base-3 number (the board code).
#pragma once

#include "ttt/geometry.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <optional>

namespace ttt {

enum class Mark : std::uint8_t { Empty = 0, X = 1, O = 2 };

// The two sides are named by their marks; `other(Mark::X) == Mark::O`.
constexpr Mark other(Mark side)
{
    assert(side != Mark::Empty);
    return side == Mark::X ? Mark::O : Mark::X;
}

constexpr char toChar(Mark mark)
{
    return mark == Mark::X ? 'x' : mark == Mark::O ? 'o' : '.';
}

// ---------------------------------------------------------------------------------------------
// Board code
//
// A board is the base-3 number whose digits are its cells, cell 0 the most significant digit,
// so the code reads in the same order as the one-line text form:
//
//     digit: empty = 0, x = 1, o = 2
//
//     x o o          cells  0 1 2 3 4 5 6 7 8
//     . x .   -->    text   x o o . x . . . x
//     . . x          digits 1 2 2 0 1 0 0 0 1   (base 3)
//
//     code = 1·3^8 + 2·3^7 + 2·3^6 + 0·3^5 + 1·3^4 + 0·3^3 + 0·3^2 + 0·3^1 + 1·3^0
//          = 6561  + 4374  + 1458  + 0     + 81    + 0     + 0     + 0     + 1     = 12475
//
// Codes run from 0 (the empty board) to kCodeCount - 1 (every cell o); every number in that
// range is some board, legal or not, so a table indexed by code has no holes.
// ---------------------------------------------------------------------------------------------
using BoardCode = std::uint32_t;

inline constexpr BoardCode kCodeCount = [] {
    BoardCode count = 1;
    for (int i = 0; i < kCells; ++i)
        count *= 3;
    return count;
}();

// The weight of each cell's digit: 3^(kCells - 1 - cell).
inline constexpr std::array<BoardCode, kCells> kCellWeight = [] {
    std::array<BoardCode, kCells> weight {};
    BoardCode power = 1;
    for (Cell cell = kCells - 1; cell >= 0; --cell) {
        weight[cell] = power;
        power *= 3;
    }
    return weight;
}();

static_assert(kCodeCount == kCellWeight[0] * 3, "the first cell is the most significant digit");

class Board {
public:
    constexpr Board() = default;

    constexpr Mark at(Cell cell) const
    {
        assert(isValidCell(cell));
        return m_cells[cell];
    }

    constexpr void set(Cell cell, Mark mark)
    {
        assert(isValidCell(cell));
        m_cells[cell] = mark;
    }

    // The same board with `mark` on `cell`.
    constexpr Board with(Cell cell, Mark mark) const
    {
        Board copy = *this;
        copy.set(cell, mark);
        return copy;
    }

    constexpr int count(Mark mark) const
    {
        int n = 0;
        for (Mark m : m_cells)
            n += m == mark;
        return n;
    }

    constexpr bool isFull() const { return count(Mark::Empty) == 0; }

    // How many lines `side` holds entirely (line-score counts them).
    constexpr int lineCount(Mark side) const
    {
        assert(side != Mark::Empty);
        int count = 0;
        for (const Line& line : kLines) {
            bool all = true;
            for (Cell cell : line)
                all = all && m_cells[cell] == side;
            count += all;
        }
        return count;
    }

    // Does `side` have kInARow marks on some line?
    constexpr bool hasLine(Mark side) const { return firstLine(side).has_value(); }

    // The first line (in kLines order) that `side` holds, if any.
    constexpr std::optional<Line> firstLine(Mark side) const
    {
        assert(side != Mark::Empty);
        for (const Line& line : kLines) {
            bool all = true;
            for (Cell cell : line)
                all = all && m_cells[cell] == side;
            if (all)
                return line;
        }
        return std::nullopt;
    }

    constexpr BoardCode code() const
    {
        BoardCode code = 0;
        for (Mark mark : m_cells)
            code = code * 3 + static_cast<BoardCode>(mark);
        return code;
    }

    static constexpr Board fromCode(BoardCode code)
    {
        assert(code < kCodeCount);
        Board board;
        for (Cell cell = kCells - 1; cell >= 0; --cell) {
            board.m_cells[cell] = static_cast<Mark>(code % 3);
            code /= 3;
        }
        return board;
    }

    // The board moved by symmetry `s` of kSymmetries (0 is the identity).
    constexpr Board transformed(int s) const
    {
        assert(0 <= s && s < kSymmetryCount);
        Board result;
        for (Cell cell = 0; cell < kCells; ++cell)
            result.m_cells[kSymmetries[s][cell]] = m_cells[cell];
        return result;
    }

    // The least code among the board's symmetric images: equal for boards that are the same up
    // to rotation and reflection.
    constexpr BoardCode canonicalCode() const
    {
        BoardCode least = code();
        for (int s = 1; s < kSymmetryCount; ++s) {
            const BoardCode image = transformed(s).code();
            least = image < least ? image : least;
        }
        return least;
    }

    // The board among its symmetric images with the least code: the same board for every
    // rotation and reflection of a position.
    constexpr Board canonical() const { return fromCode(canonicalCode()); }

    // For every cell, the least cell that some symmetry of this board (one that maps the board
    // onto itself) takes it to. Two empty cells with the same class are equivalent moves:
    // playing either gives the same position up to symmetry.
    constexpr std::array<Cell, kCells> cellClasses() const
    {
        std::array<Cell, kCells> classes {};
        for (Cell cell = 0; cell < kCells; ++cell)
            classes[cell] = cell;
        for (int s = 1; s < kSymmetryCount; ++s) {
            if (transformed(s) != *this)
                continue;
            for (Cell cell = 0; cell < kCells; ++cell)
                classes[cell] = std::min(classes[cell], kSymmetries[s][cell]);
        }
        return classes;
    }

    friend constexpr bool operator==(const Board&, const Board&) = default;

private:
    std::array<Mark, kCells> m_cells {};
};

static_assert(Board::fromCode(12475).at(0) == Mark::X && Board::fromCode(12475).at(1) == Mark::O
        && Board::fromCode(12475).at(8) == Mark::X && Board::fromCode(12475).at(7) == Mark::Empty,
    "the worked example above");
static_assert(Board::fromCode(kCodeCount - 1).count(Mark::O) == kCells);

} // namespace ttt
