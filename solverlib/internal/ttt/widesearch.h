// The search of boards of more than 64 cells (solver.h, isSearchable()): internal to solverlib.
//
// analyze() hands such boards here; the tests call it on small boards too, to hold what it
// proves against the exact engine. It works on any geometry, cell by cell, with the board's
// marks in a plain array and a count of each side's marks per line (no cell sets), and asks of
// every empty cell c, in rounds r = 0, 1, 2, …:
//
//   win(c, r)   after the mover plays c, can it complete a line with at most r more moves of
//               its own, whatever the other side does?           (a win in 1 + 2r plies)
//   lose(c, r)  after c, can the other side complete a line with at most r + 1 moves of its
//               own, whatever the mover does?                    (a loss in 2 + 2r plies)
//
// Each question is a depth-first AND/OR search in which the defending side tries every empty
// cell (so a "yes" is a proof) and the attacking side only the cells of lines it could still
// complete in the moves it has left (so a "no" proves nothing, and the plies of a win are those
// of the line found, not necessarily the fewest). Three rules cut it short, each sound:
// - a side that can complete a line now does (its win in one);
// - a side facing one line the other side completes next must block it, and facing two
//   different cells of such lines it loses (it blocks one; a block never spoils the other line,
//   under the exact rule either: only a side's own mark beyond a line's end does);
// - a side that needs more moves to complete any of its lines (k minus its marks, on a line
//   free of the other side's marks and, under the exact rule, of its own beyond the ends) than
//   it has left cannot win in time.
// Round 0 is what one look proves (a move completing a line; a move leaving the other side one).
// A question gets a budget of positions that grows fourfold each round; an answer cut off by
// it is asked again in the next round. The analysis ends after the last round, or once the
// questions, counted in their order, have searched WideLimits::positions. Under misère only round 0 is asked (completing one's own
// line loses), and under line-score nothing.
//
// A move that leaves at most WideLimits::exhaustiveEmpties empty cells is instead searched to
// the end (a plain negamax with exact plies, every rule set but line-score), which also proves
// ties.
//
// Every question is searched with its own transposition table and budget, and counts towards
// the limit in its place in the order, so the results do not depend on the number of threads or
// their timing (a stop request aside).
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <cstdint>
#include <stop_token>

namespace ttt::detail {

// How far a wide analysis goes before it ends by itself (a stop request ends it sooner).
struct WideLimits {
    int rounds = 5; // the last round asked (win(c, 5): a win in 11 plies)
    std::uint64_t questionPositions = 2048; // round 1's budget per question; ×4 each round
    std::uint64_t positions = std::uint64_t(1) << 22; // the analysis ends after this many
    int exhaustiveEmpties = 12;
};

Analysis wideAnalysis(const Board& board, Mark toMove, Rules rules, const AnalysisOptions& options,
    const WideLimits& limits = {}, const ProgressCallback& progress = {},
    std::stop_token stop = {});

} // namespace ttt::detail
