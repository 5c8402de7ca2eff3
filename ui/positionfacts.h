// What the rules and the board's shape say about the position the window shows, computed from
// solverlib once per change for the widgets to read (they never work a rule out themselves).
//
// ruleFactsOf() is the one place the window decides the side to move, the legality of the
// board, the game's state, whether there is a perfect-play verdict to show, and line-score's
// tally. symmetryFactsOf() groups the empty cells that are the same move up to rotation and
// reflection; winningLinesOf() lists the lines either side holds.
#pragma once

#include "ttt/board.h"
#include "ttt/legality.h"
#include "ttt/position.h"
#include "ttt/rules.h"

#include <optional>
#include <vector>

// A line of k cells in a row that one side holds.
struct WinningLine {
    ttt::Line cells {};
    ttt::Mark side = ttt::Mark::X;
    friend bool operator==(const WinningLine&, const WinningLine&) = default;
};

// What the rules say about a position.
struct RuleFacts {
    // The what-if side if one is set, else the side the game gives after moves, else (at the
    // start) the side by turn parity. Line-score names a side for every board (SPEC: any board,
    // the side given explicitly): when the counts break parity it is the side with fewer marks
    // until a what-if side is chosen. Otherwise nothing when the counts break parity and no
    // what-if side is set.
    std::optional<ttt::Mark> sideToMove;
    // The side to move by turn parity alone; nothing when the counts break it.
    std::optional<ttt::Mark> paritySide;
    std::vector<ttt::LegalityProblem> problems; // empty: the board is legal
    ttt::GameState gameState = ttt::GameState::InProgress;
    // Line-score's tally: o's lines minus x's lines (positive: o is ahead).
    int lineScore = 0;
    // Whether there is a perfect-play verdict: a side to move, no board with two winners, and
    // either a legal position or a what-if side (which turns legality problems into warnings).
    bool hasAnalysis = false;
};

// The facts of `position` (its board, rules, first player and what-if side to move). A game
// goes on alternating from its first mover: `sideAfterMoves` is the side it gives at a place
// after one or more moves, nothing at its start.
RuleFacts ruleFactsOf(const ttt::Position& position, std::optional<ttt::Mark> sideAfterMoves);

// Line-score's tally of `board`: o's lines minus x's lines.
int lineScore(const ttt::Board& board);

// The side a what-if choice starts from: the side by parity, else the side with fewer marks
// (the one that is behind).
ttt::Mark suggestedSideToMove(const ttt::Board& board, ttt::Mark firstPlayer);

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
    int symmetryToCanonical = 0;
};

SymmetryFacts symmetryFactsOf(const ttt::Board& board, bool gameOver);

// Every line someone holds on `board` (the lines that ended the game, or in line-score the
// lines that count), in the order of their first and then their last cell.
std::vector<WinningLine> winningLinesOf(const ttt::Board& board);
