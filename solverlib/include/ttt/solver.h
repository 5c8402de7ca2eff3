// Perfect-play analysis of a position on any board under every rule set: the one entry point,
// analyze(). Tic-tac-toe is read out of one table per rule set over all board codes, computed
// when the library is built; every other board is searched by the engine (engine.h), on worker
// threads, anytime and cancellable. Callers never branch on the board's size.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <string_view>
#include <vector>

namespace ttt {

enum class Outcome : std::uint8_t {
    None = 0, // both sides already have a line: an illegal board with no meaningful result
    Lose = 1,
    Tie = 2,
    Win = 3,
};

// "lose", "tie", "win" ("none" for Outcome::None).
const char* outcomeName(Outcome outcome);

// How much of a result is proven (SPEC "Boards of any size"): all of it, or only a bound while
// the search goes on.
enum class Bound : std::uint8_t {
    Exact, // the outcome is proven
    AtLeastTie, // the side cannot lose
    AtMostTie, // the side cannot win
    Unknown, // nothing proven yet
};

// "exact", "at-least-tie", "at-most-tie", "unknown".
std::string_view boundName(Bound bound);

// The result of a position (or of a move) for the side that is to move (or that moves), under
// perfect play by both:
// - outcome: classic and misère, whether that side wins, ties or loses; line-score, whether the
//   final score favours it, is level, or favours the other side;
// - plies: how many plies until the game ends, the winner hurrying and the loser delaying (a
//   tie, and every line-score game, runs until the board is full). A finished game has
//   plies == 0, and its outcome for the side that would be next;
// - score: line-score only, the final number of o lines minus x lines; 0 under other rules;
// - bound: Exact once the outcome is proven; until then outcome is None and the bound says
//   what is known;
// - pliesExact: whether plies is the exact perfect-play count (fastest win, slowest loss). It
//   always is on boards of at most 16 cells; on bigger ones a win or a loss counts the plies of
//   the line the search found (a tie always runs until the board is full, so it is exact);
// - scoreLow, scoreHigh: line-score only, the final scores still possible (both equal to score
//   once it is proven).
struct Evaluation {
    Outcome outcome = Outcome::None;
    int plies = 0;
    int score = 0;
    Bound bound = Bound::Exact;
    bool pliesExact = true;
    int scoreLow = 0;
    int scoreHigh = 0;

    bool isProven() const { return bound == Bound::Exact; }
    bool isOver() const { return isProven() && plies == 0; }

    // The same result; the range of scores counts only while the score is not proven.
    friend bool operator==(const Evaluation& a, const Evaluation& b)
    {
        return a.outcome == b.outcome && a.plies == b.plies && a.score == b.score
            && a.bound == b.bound && a.pliesExact == b.pliesExact
            && (a.isProven() || (a.scoreLow == b.scoreLow && a.scoreHigh == b.scoreHigh));
    }
};

// Boards of at most this many cells get exact plies.
inline constexpr int kMaxCellsForExactPlies = 16;

struct MoveAnnotation {
    Cell cell = 0;
    Evaluation evaluation; // for the side that plays `cell`, counting that move as a ply
    // Where nothing is proven on a board of more than 64 cells: how promising the move looks,
    // 0–100 (moveEstimates(), estimate.h: a static value, no search); -1 for none. An estimate,
    // never a result.
    int estimate = -1;
    friend bool operator==(const MoveAnnotation&, const MoveAnnotation&) = default;
};

// What a search did: positions searched (table look-ups count none) and seconds taken, timed
// inside the library.
struct SearchFigures {
    std::uint64_t positions = 0;
    double seconds = 0;
};

struct Analysis {
    Rules rules = Rules::Classic;
    Mark toMove = Mark::X;
    Evaluation evaluation; // of the position for `toMove`
    // One per empty cell, in cell order; none when the game is over or only the value was asked
    // for (AnalysisOptions::valueOnly).
    std::vector<MoveAnnotation> moves;
    // The cells whose evaluation equals the position's (where plies are not exact, whose outcome
    // does); with valueOnly, the first move of the best line.
    std::vector<Cell> bestMoves;
    // One line of best moves to the end: on boards with exact plies the lowest best cell first
    // at every step; on bigger ones the line the search found.
    std::vector<Cell> principalVariation;
    // Whether everything above is proven: false when the analysis was stopped early, and then
    // the unproven results carry bounds.
    bool complete = true;
    SearchFigures figures;
};

struct AnalysisOptions {
    int threads = 0; // worker threads; 0: one per core
    std::size_t hashMegabytes = 256; // the transposition table (at most; small boards use less)
    bool valueOnly = false; // only the position's value and best line, not every cell
    // Tic-tac-toe is read out of the outcome tables; false searches it as any other board (for
    // checking the engine against the tables).
    bool useTables = true;
    // An earlier analysis of the same position (board, side and rules), stopped or not, as
    // analyze() returned or reported it: what it proved is not searched again, and its bounds
    // start the search's. The results are those of a search from nothing; only the figures
    // differ. Null: none. It must outlive the call.
    const Analysis* resumeFrom = nullptr;
    // Boards of more than 64 cells: about how many positions the threat search may spend on its
    // questions (every cell's win and loss) before it ends; 0: the default,
    // kDefaultThreatPositions. More proves more of the slower forced wins; fewer ends sooner.
    std::uint64_t threatPositions = 0;

    static constexpr std::uint64_t kDefaultThreatPositions = std::uint64_t(1) << 22; // 4,194,304
    // threatPositions, or the default for 0.
    std::uint64_t threatPositionsOrDefault() const
    {
        return threatPositions > 0 ? threatPositions : kDefaultThreatPositions;
    }
};

// What an analysis reports while it runs, from the thread that called analyze(): after each
// result proven, and a few times a second in between.
struct AnalysisProgress {
    const Analysis& sofar; // what is proven so far, bounds elsewhere
    int cellsProven = 0;
    int cellsTotal = 0;
    std::uint64_t positions = 0;
    double seconds = 0;
};
using ProgressCallback = std::function<void(const AnalysisProgress&)>;

// Whether analyze() answers boards of `geometry` from the outcome tables, at once and without a
// search (with AnalysisOptions::useTables, the default). Every other board is searched.
bool isTabulated(const Geometry& geometry);

// Whether analyze() searches boards of `geometry` to the end: those of at most 64 cells,
// whatever their shape (3×3 to 8×8, 9×4 to 16×4, 10×6, 20×3). A bigger board (15×15, 20×20) is
// searched for forced wins and losses instead (internal/ttt/widesearch.h): for each move, whether
// it wins with a few more moves of the mover's, or loses to a few of the other side's, searching
// every reply of the defending side, so that whatever it finds is proven; a move that leaves at
// most 12 empty cells is searched to the end. The rest is unknown (the empty classic board is at
// least a tie: strategy stealing), the analysis is not complete, and it ends by itself after a
// few million positions.
bool isSearchable(const Geometry& geometry);

// Whether analyze() answers `geometry` under `rules` with the threat search (and its results
// are certified as threat proofs): boards that are not isSearchable(), and renju and omok on
// any board (their forbidden moves are known to the threat search alone).
inline bool searchesThreats(const Geometry& geometry, Rules rules)
{
    return !isSearchable(geometry) || forbidsMoves(rules);
}

// The evaluation of `board` with `toMove` to move, and of each of its moves, on any geometry
// (a board that is not isSearchable() for forced wins and losses). Any board may be asked about;
// whether it is legal is the caller's business (see legality.h). A stop request ends it within 50
// ms, keeping what is proven by then (complete is false). Results do not depend on the number of
// threads or their timing; only the figures do.
Analysis analyze(const Board& board, Mark toMove, Rules rules, const AnalysisOptions& options,
    const ProgressCallback& progress = {}, std::stop_token stop = {});

// The same with the default options.
Analysis analyze(const Board& board, Mark toMove, Rules rules = Rules::Classic);

} // namespace ttt
