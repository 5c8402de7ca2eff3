// Inside the engine: what the search needs to know about a geometry, computed once per search.
//
// ---------------------------------------------------------------------------------------------
// How the engine sees a position
//
// The search never asks which mark is x: a position is two cell sets (geometry.h draws the bit
// layout, row * 8 + column), the side to move's cells and the other side's, and its value is
// for the side to move. The rule sets are the same for both marks, so a position and its colour
// swap share one value and one table entry.
//
//     mine    = cells of the side to move            empty = board & ~(mine | theirs)
//     theirs  = cells of the side that just moved    E     = popcount(empty)
//
// Lines are masks over the same bits. For every line the search counts the marks of each side
// in it (two popcounts), and everything it decides comes from those counts:
//
//     line  ∩ theirs = ∅  →  still open for the side to move ("live" for it)
//       with k-1 of mine  →  the empty cell wins at once
//       with k-2 of mine  →  its two empty cells are a "two": playing one makes a threat at the
//                            other; a cell that is in twos with two different partners is a fork
//     line  ∩ mine = ∅    →  the same for the other side
//     a cell in no live line of either side is dead: no line through it can ever be completed
//
//   Example, 5×5 with k = 4, x to move (mine = x):     row 0:  x x . . o
//     the row-0 line of cells 0..3 holds 2 x and no o:  a two for x with empty cells 2 and 3;
//     the line of cells 1..4 holds an o: dead for x, and it holds x: dead for o too.
//
// Values (negamax, the side to move maximises; they depend only on the position, never on the
// path, so a table entry is valid wherever the position turns up):
//
//     classic, misère   a win with e empty cells left at the end   +(1 + e)
//                       a tie                                        0
//                       a loss with e empty cells left at the end  -(1 + e)
//                       A win in p plies from a position with E empty cells leaves E - p, so
//                       faster wins and slower losses are worth more, and a parent's value is
//                       just the negated best child value.
//     line-score        the final lines of the side to move minus the other side's
//
// A question "is the value at least t?" is a null-window search (alpha = t - 1, beta = t):
// classic outcome needs two (t = 0, then t = 1), exact plies a few more.
// ---------------------------------------------------------------------------------------------
#pragma once

#include "faults.h"

#include "ttt/geometry.h"
#include "ttt/rules.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace ttt::engine {

inline constexpr int kMaxLines = 4 * Geometry::kWordCells; // far more than any geometry has

struct Tables {
    explicit Tables(const Geometry& g)
        : geometry(g)
        , board(g.allCells())
        , cellCount(g.cells())
        , k(g.k())
    {
        // The lines grouped by the full row, column or diagonal they lie on, in order along
        // it. A full line is named by its direction and the cell where it starts.
        struct Placed {
            int fullId;
            int first;
            CellSet cells;
            CellSet ends; // the cells just beyond its two ends, where the board has them
        };
        std::vector<Placed> placed;
        for (const Line& line : g.lines()) {
            const int rowStep = g.rowOf(line.last) > g.rowOf(line.first) ? 1 : 0;
            const int columnStep = g.columnOf(line.last) > g.columnOf(line.first) ? 1
                : g.columnOf(line.last) < g.columnOf(line.first)                  ? -1
                                                                                  : 0;
            int row = g.rowOf(line.first);
            int column = g.columnOf(line.first);
            while (row - rowStep >= 0 && column - columnStep >= 0
                && column - columnStep < g.columns()) {
                row -= rowStep;
                column -= columnStep;
            }
            const int fullId = (rowStep * 3 + columnStep + 1) * 64 + g.bitOf(g.cellAt(row, column));
            CellSet beyond = 0;
            for (const Cell cell : g.beyondEnds(line)) {
                if (cell >= 0)
                    beyond |= g.setOf(cell);
            }
            placed.push_back({ fullId, line.first, line.cells, beyond });
        }
        std::sort(placed.begin(), placed.end(), [](const Placed& a, const Placed& b) {
            return a.fullId != b.fullId ? a.fullId < b.fullId : a.first < b.first;
        });
        int lastId = -1;
        int full = -1;
        for (const Placed& line : placed) {
            const auto index = static_cast<std::uint8_t>(lines.size());
            lines.push_back(line.cells);
            ends.push_back(line.ends);
            if (line.fullId != lastId) {
                lastId = line.fullId;
                ++full;
            }
            fullLineOf.push_back(static_cast<std::uint8_t>(full));
            CellSet cells = line.cells;
            while (cells) {
                const int bit = std::countr_zero(cells);
                cells &= cells - 1;
                linesThrough[bit].push_back(index);
            }
        }
        fullLineCount = full + 1;
        for (int bit = 0; bit < 64; ++bit)
            lineCountThrough[bit] = static_cast<int>(linesThrough[bit].size());
    }

    Geometry geometry;
    bool squareLayout = geometry.isSquareLayout(); // geometry.h: 8×8 or less
    CellSet board; // every cell
    int cellCount;
    int k;
    std::vector<CellSet> lines;
    // For each line, the cells just beyond its two ends (none past the edge). Under the exact
    // rule a line with a mark of one side there can never be that side's win: completing it
    // makes a run longer than k, and marks stay where they are.
    std::vector<CellSet> ends;
    // Lines on the same full row, column or diagonal share a number here, and come one after
    // another in order along it. A pair of cells covers only lines of one full line: the one
    // through both cells.
    std::vector<std::uint8_t> fullLineOf;
    int fullLineCount = 0;
    std::array<std::vector<std::uint8_t>, 64> linesThrough {}; // line indices through each bit
    std::array<int, 64> lineCountThrough {};
};

// Whether an extra mark of one's own never hurts (monotonicity): classic rules, where the side
// with the mark can play as if it were not there. Not misère, where it may complete one's own
// line, nor the exact rule, where it may make a run too long. The analysis bounds cells by the
// passed position, and a proof's Monotone node rests, on
// this alone.
inline bool extraMarksNeverHurt(Rules rules)
{
    return rules == Rules::Classic
        || (rules == Rules::Misere && faulty(Fault::MonotoneUnderMisere));
}

inline int lowestBit(CellSet set)
{
    return std::countr_zero(set);
}

inline CellSet bitSet(int bit)
{
    return CellSet(1) << bit;
}

} // namespace ttt::engine
