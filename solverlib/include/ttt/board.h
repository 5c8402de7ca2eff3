// The board: marks on the cells of a geometry, and its encoding as a base-3 number (the board
// code) on boards small enough for one.
#pragma once

#include "ttt/geometry.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <optional>
#include <vector>

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
// Codes run from 0 (the empty board) to codeCount - 1 (every cell o); every number in that range
// is some board, legal or not, so a table indexed by code has no holes. A code fits in 32 bits
// for boards of at most kMaxCodedCells cells (3^20 < 2^32); bigger boards have no code.
//
// Codes also order boards of any size: board a comes before board b when the first cell where
// they differ has the smaller digit in a (compare()).
// ---------------------------------------------------------------------------------------------
using BoardCode = std::uint32_t;

inline constexpr int kMaxCodedCells = 20;

constexpr bool hasCode(const Geometry& geometry)
{
    return geometry.cells() <= kMaxCodedCells;
}

// 3^cells: how many codes a board of this geometry has.
constexpr BoardCode codeCount(const Geometry& geometry)
{
    assert(hasCode(geometry));
    BoardCode count = 1;
    for (int i = 0; i < geometry.cells(); ++i)
        count *= 3;
    return count;
}

// The weight of a cell's digit: 3^(cells - 1 - cell).
constexpr BoardCode cellWeight(const Geometry& geometry, Cell cell)
{
    assert(hasCode(geometry) && geometry.isValidCell(cell));
    BoardCode weight = 1;
    for (int i = cell + 1; i < geometry.cells(); ++i)
        weight *= 3;
    return weight;
}

// The marks as two sets of bits, one for x and one for o, in the board's layout (geometry.h
// draws the three): on a word board the first word of each is the CellSet the search takes,
// and the others stay clear; a wide board uses as many of the seven as its rows need.
class Board {
public:
    static constexpr int kWords
        = (Geometry::kMaxSide * Geometry::kWideStride + 63) / 64; // 7: 20 rows of 20 bits

    // The empty tic-tac-toe board.
    constexpr Board() = default;
    // The empty board of `geometry`.
    constexpr explicit Board(const Geometry& geometry)
        : m_geometry(geometry)
    { }
    // The board of `geometry` (a word board) with x on `xCells` and o on `oCells` (disjoint sets
    // of its cells).
    constexpr Board(const Geometry& geometry, CellSet xCells, CellSet oCells)
        : m_geometry(geometry)
        , m_x { xCells }
        , m_o { oCells }
    {
        assert((xCells & oCells) == 0 && ((xCells | oCells) & ~geometry.allCells()) == 0);
    }

    constexpr const Geometry& geometry() const { return m_geometry; }
    constexpr int cellCount() const { return m_geometry.cells(); }

    constexpr Mark at(Cell cell) const
    {
        const int bit = m_geometry.bitOf(cell);
        const std::uint64_t mask = std::uint64_t(1) << (bit % 64);
        return (m_x[bit / 64] & mask) ? Mark::X : (m_o[bit / 64] & mask) ? Mark::O : Mark::Empty;
    }

    constexpr void set(Cell cell, Mark mark)
    {
        const int bit = m_geometry.bitOf(cell);
        const std::uint64_t mask = std::uint64_t(1) << (bit % 64);
        std::uint64_t& x = m_x[bit / 64];
        std::uint64_t& o = m_o[bit / 64];
        x &= ~mask;
        o &= ~mask;
        if (mark == Mark::X)
            x |= mask;
        else if (mark == Mark::O)
            o |= mask;
    }

    // The same board with `mark` on `cell`.
    constexpr Board with(Cell cell, Mark mark) const
    {
        Board copy = *this;
        copy.set(cell, mark);
        return copy;
    }

    // The cells holding `mark` (for Mark::Empty, the empty cells), on a word board.
    constexpr CellSet cells(Mark mark) const
    {
        assert(m_geometry.fitsWord());
        switch (mark) {
        case Mark::X:
            return m_x[0];
        case Mark::O:
            return m_o[0];
        case Mark::Empty:
            break;
        }
        return m_geometry.allCells() & ~(m_x[0] | m_o[0]);
    }

    constexpr int count(Mark mark) const
    {
        if (mark == Mark::Empty)
            return cellCount() - marks();
        const auto& words = mark == Mark::X ? m_x : m_o;
        if (m_geometry.fitsWord())
            return std::popcount(words[0]);
        int count = 0;
        for (const std::uint64_t word : words)
            count += std::popcount(word);
        return count;
    }
    constexpr bool isFull() const { return marks() == cellCount(); }
    constexpr bool isEmpty() const { return marks() == 0; }

    // Whether `side` holds every cell of `line`.
    bool holds(Mark side, const Line& line) const
    {
        if (m_geometry.fitsWord())
            return (line.cells & cells(side)) == line.cells;
        for (Cell cell = line.first; cell <= line.last; cell += line.step) {
            if (at(cell) != side)
                return false;
        }
        return true;
    }

    // Whether `side` holds `line` and no mark of its own continues it at either end: exactly k
    // in a row along it, the exact rule's win (a longer run, an overline, wins nothing).
    bool holdsExactly(Mark side, const Line& line) const
    {
        if (!holds(side, line))
            return false;
        for (const Cell beyond : m_geometry.beyondEnds(line)) {
            if (beyond >= 0 && at(beyond) == side)
                return false;
        }
        return true;
    }

    // Whether `side` holds exactly k in a row somewhere (holdsExactly()).
    bool hasExactLine(Mark side) const
    {
        for (const Line& line : m_geometry.lines()) {
            if (holdsExactly(side, line))
                return true;
        }
        return false;
    }

    // How many lines `side` holds entirely (line-score counts them).
    int lineCount(Mark side) const
    {
        int count = 0;
        for (const Line& line : m_geometry.lines())
            count += holds(side, line);
        return count;
    }

    // Does `side` hold k cells in a row somewhere?
    bool hasLine(Mark side) const { return firstLine(side).has_value(); }

    // The first line (in lines() order) that `side` holds, if any.
    std::optional<Line> firstLine(Mark side) const
    {
        for (const Line& line : m_geometry.lines()) {
            if (holds(side, line))
                return line;
        }
        return std::nullopt;
    }

    // Every line `side` holds, in lines() order.
    std::vector<Line> linesOf(Mark side) const
    {
        std::vector<Line> held;
        for (const Line& line : m_geometry.lines()) {
            if (holds(side, line))
                held.push_back(line);
        }
        return held;
    }

    // The board code (boards of at most kMaxCodedCells cells).
    constexpr BoardCode code() const
    {
        assert(hasCode(m_geometry));
        BoardCode code = 0;
        for (Cell cell = 0; cell < cellCount(); ++cell)
            code = code * 3 + static_cast<BoardCode>(at(cell));
        return code;
    }

    static constexpr Board fromCode(BoardCode code, const Geometry& geometry = kTicTacToe)
    {
        assert(code < codeCount(geometry));
        Board board(geometry);
        for (Cell cell = geometry.cells() - 1; cell >= 0; --cell) {
            board.set(cell, static_cast<Mark>(code % 3));
            code /= 3;
        }
        return board;
    }

    // Negative, zero or positive as `a` comes before, with or after `b` in code order (boards of
    // the same geometry, of any size).
    static constexpr int compare(const Board& a, const Board& b)
    {
        assert(a.m_geometry == b.m_geometry);
        for (Cell cell = 0; cell < a.cellCount(); ++cell) {
            const int difference = static_cast<int>(a.at(cell)) - static_cast<int>(b.at(cell));
            if (difference != 0)
                return difference;
        }
        return 0;
    }

    // The board moved by symmetry `s` (one the geometry has).
    constexpr Board transformed(Symmetry s) const
    {
        if (m_geometry.fitsWord()) {
            return Board(
                m_geometry, m_geometry.transform(s, m_x[0]), m_geometry.transform(s, m_o[0]));
        }
        Board image(m_geometry);
        for (Cell cell = 0; cell < cellCount(); ++cell)
            image.set(m_geometry.transform(s, cell), at(cell));
        return image;
    }

    // The board among its symmetric images that comes first in code order: the same board for
    // every rotation and reflection of a position.
    Board canonical() const
    {
        Board least = *this;
        for (Symmetry s : m_geometry.symmetries()) {
            const Board image = transformed(s);
            if (compare(image, least) < 0)
                least = image;
        }
        return least;
    }

    // The code of canonical() (boards that have a code).
    BoardCode canonicalCode() const { return canonical().code(); }

    // For every cell, the least cell that some symmetry of this board (one that maps the board
    // onto itself) takes it to. Two empty cells with the same class are equivalent moves:
    // playing either gives the same position up to symmetry.
    std::vector<Cell> cellClasses() const
    {
        std::vector<Cell> classes(static_cast<std::size_t>(cellCount()));
        for (Cell cell = 0; cell < cellCount(); ++cell)
            classes[cell] = cell;
        for (Symmetry s : m_geometry.symmetries()) {
            if (s == Symmetry::Identity || transformed(s) != *this)
                continue;
            for (Cell cell = 0; cell < cellCount(); ++cell)
                classes[cell] = std::min(classes[cell], m_geometry.transform(s, cell));
        }
        return classes;
    }

    friend constexpr bool operator==(const Board&, const Board&) = default;

private:
    // How many cells hold a mark.
    constexpr int marks() const
    {
        if (m_geometry.fitsWord())
            return std::popcount(m_x[0] | m_o[0]);
        int count = 0;
        for (int word = 0; word < kWords; ++word)
            count += std::popcount(m_x[word] | m_o[word]);
        return count;
    }

    Geometry m_geometry;
    std::array<std::uint64_t, kWords> m_x {};
    std::array<std::uint64_t, kWords> m_o {};
};

static_assert(Board::fromCode(12475).at(0) == Mark::X && Board::fromCode(12475).at(1) == Mark::O
        && Board::fromCode(12475).at(8) == Mark::X && Board::fromCode(12475).at(7) == Mark::Empty,
    "the worked example above");
static_assert(Board::fromCode(codeCount(kTicTacToe) - 1).count(Mark::O) == 9);
static_assert(codeCount(Geometry(5, 4, 4)) == 3486784401u, "a 20-cell code fits in 32 bits");

} // namespace ttt
