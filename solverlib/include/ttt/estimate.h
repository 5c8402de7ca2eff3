// The move to play before its proof is done: a perfect reply whose time ran out, a player on a
// board too big to prove in time. What is proven counts first; where nothing tells the moves
// apart, the engine's own static move order (the order its search tries them in) decides, so
// an almost empty board is answered in its centre, and a threat is blocked, never ignored.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <chrono>
#include <optional>
#include <vector>

namespace ttt {

// A static value of each cell for `toMove` (no search; any board, 3×3 to 20×20), -1 for a
// taken cell: what a move there makes of the lines through it, for both sides. Each line that
// a side can still complete counts by the marks it already holds (fourfold a mark), the mover's
// lines as an attack and the other side's as a block, alike; a line one mark short (a move
// completing it) outweighs everything else, the mover's first, and two or more strong lines in
// different directions (a fork in the making) count extra. The values of one position compare
// with each other only. (ttt-bench-threats --estimates measures how often the move a strong
// player chose is among its best cells.)
std::vector<int> staticValues(const Board& board, Mark toMove, Rules rules);

// The same on a logarithmic scale of 0–100, 100 the most promising empty cell (-1 for a taken
// cell): the estimate an analysis reports where nothing is proven (MoveAnnotation::estimate).
std::vector<int> moveEstimates(const Board& board, Mark toMove, Rules rules);

// Every empty cell of `board`, the most promising for `toMove` first, in the engine's static
// order (no table, no history, so always the same): first the moves a search tries at this
// position (the win at once; else the block of a threat; else forks and the moves that stop the
// other side's), then the others, each by the open lines through it, weighted by how full they
// are and counting the other side's lines twice.
// (Boards of more than 64 cells: by staticValues(), ties nearest the centre first, then in cell
// order.)
std::vector<Cell> rankedMoves(const Board& board, Mark toMove, Rules rules);

// The move `toMove` plays on `board` given `sofar`, an analysis of that position, complete or
// not: the first of its best line once it is complete; else the move with the best result
// proven (a win, a tie, at least a tie, nothing proven, at most a tie, a loss), among proven
// equals the faster win or the slower loss, and among moves still alike the first in
// rankedMoves(). Nothing when there is no empty cell.
std::optional<Cell> estimatedBestMove(
    const Board& board, Mark toMove, Rules rules, const Analysis& sofar);

class Engine;

// The move `toMove` plays on `board` (not over, with an empty cell) after `engine` searches it
// for at most `limit` (zero: no search, the static order alone): estimatedBestMove() of what the
// search proved by then, a proven win first. The search stops within the engine's 50 ms of the
// limit. `analysis`, when given, receives what the search found.
Cell timedBestMove(Engine& engine, const Board& board, Mark toMove, Rules rules,
    std::chrono::milliseconds limit, const AnalysisOptions& options = {},
    Analysis* analysis = nullptr);

} // namespace ttt
