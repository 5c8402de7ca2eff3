// What the board's shape says about the position the window shows, computed once per change for
// the widgets to read: symmetryFactsOf() groups the empty cells that are the same move up to
// rotation and reflection. What the rules say (the side to move, legality, the game's state,
// whether there is a verdict, line-score's tally) is solverlib's ttt::factsOf (ttt/facts.h),
// the same facts ttt-solve reads.
#pragma once

#include "ttt/board.h"
#include "ttt/facts.h"

#include <optional>
#include <vector>

// A line of k cells in a row that one side holds (solverlib's facts list them).
using WinningLine = ttt::HeldLine;

// The empty cells of a board grouped by symmetry, and the board's canonical form.
struct SymmetryFacts {
    // Per cell: the number of its group, 0, 1, ... in the order of each group's first cell; -1
    // for a taken cell, and for every cell once the game is over.
    std::vector<int> moveClasses;
    int moveClassCount = 0;
    int emptyCellCount = 0; // 0 once the game is over
    // The board among its rotations and reflections with the least code, and the symmetry
    // (a ttt::Symmetry) that turns the board into it.
    ttt::Board canonicalBoard;
    ttt::Symmetry symmetryToCanonical = ttt::Symmetry::Identity;
};

SymmetryFacts symmetryFactsOf(const ttt::Board& board, bool gameOver);
