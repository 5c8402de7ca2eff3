// Perfect-play analysis of a position on any board under every rule set: the one entry point,
// analyze(). Tic-tac-toe is read out of one table per rule set over all board codes, computed
// when the library is built; every other board is searched by the engine (engine.h), on worker
// threads, anytime and cancellable. Callers never branch on the board's size.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"

#include <array>
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

// ---------------------------------------------------------------------------------------------
// The outcome tables
//
// One byte for every (board code, side to move), for each rule set, computed by one memoised
// negamax over all kCodeCount codes, legal or not (a what-if side to move may ask about any
// board). Only the end of a game differs between rule sets (see negamax.h). The tables are
// computed once, when the library is built (tools/maketables.cpp runs compute() and writes the
// bytes into the library), so a program starts with them ready.
//
//       bit  7     6     5   4   3   2   1   0
//          +-----+-----+-----------------------+
//          |  O  |  X  |  value (6-bit signed) |
//          +-----+-----+-----------------------+
//
//   value  what the position is worth to the side to move, which maximises it:
//          classic, misère:  a win in p plies   +(kWinValue - p)     (kWinValue = 9 + 1)
//                            a tie               0
//                            a loss in p plies  -(kWinValue - p)
//                            no result          kNoValue (both sides have a line)
//          line-score:       the final o lines minus x lines, negated when x is to move
//   X      the board with this side to move is a legal position when x moves first
//   O      the same when o moves first (classic and misère tables; line-score has no legality)
//
// Entry index: code * 2 + (side to move == o). Example, classic: "xx./oo./..." has the digits
// 110 220 000, code 6561 + 2187 + 486 + 162 = 9396; with x to move it is at index 18792 and
// holds 0x49 = 0b0'1'001001: legal when x moves first (x and o have 2 marks each, so x is to
// move), value 9 = 10 - 1: x wins in 1 ply. With o first, o would be to move: the O bit is clear.
// ---------------------------------------------------------------------------------------------
class OutcomeTable {
public:
    using Entry = std::uint8_t;

    // The table's board: tic-tac-toe.
    static constexpr Geometry kGeometry = kTicTacToe;
    static constexpr BoardCode kCodeCount = codeCount(kGeometry);
    static constexpr int kValueBits = 6;
    static constexpr Entry kValueMask = (1u << kValueBits) - 1;
    static constexpr Entry kLegalIfXFirst = 1u << 6;
    static constexpr Entry kLegalIfOFirst = 1u << 7;
    static constexpr int kWinValue = kGeometry.cells() + 1;
    static constexpr int kNoValue = -(1 << (kValueBits - 1));
    static_assert(kWinValue < -kNoValue && 8 < -kNoValue, "values (and 8 lines) fit in six bits");

    static constexpr std::size_t kEntryCount = std::size_t(kCodeCount) * 2;

    // The table for `rules`, computed when the library was built.
    static const OutcomeTable& instance(Rules rules = Rules::Classic);

    // Computes a table afresh: what the build runs, and what tests compare instance() with.
    struct Computed {
        std::vector<Entry> entries; // kEntryCount of them
        std::size_t nodesExpanded = 0; // positions expanded: each (code, side) exactly once
    };
    static Computed compute(Rules rules);

    static constexpr std::size_t indexOf(BoardCode code, Mark toMove)
    {
        assert(code < kCodeCount && toMove != Mark::Empty);
        return std::size_t(code) * 2 + (toMove == Mark::O);
    }

    Entry entry(BoardCode code, Mark toMove) const { return m_entries[indexOf(code, toMove)]; }

    // The entry's value, sign-extended.
    static constexpr int valueOf(Entry entry)
    {
        const int value = entry & kValueMask;
        return value >= (1 << (kValueBits - 1)) ? value - (1 << kValueBits) : value;
    }

    // Whether the side to move wins, ties or loses, from the value alone.
    static constexpr Outcome outcomeOf(Entry entry)
    {
        const int value = valueOf(entry);
        return value == kNoValue ? Outcome::None
            : value > 0          ? Outcome::Win
            : value < 0          ? Outcome::Lose
                                 : Outcome::Tie;
    }

    static constexpr bool isLegalEntry(Entry entry, Mark firstPlayer)
    {
        return entry & (firstPlayer == Mark::X ? kLegalIfXFirst : kLegalIfOFirst);
    }

    // The full evaluation of an entry (plies of a tie and of line-score come from the board).
    Evaluation evaluate(BoardCode code, Mark toMove) const;

    Rules rules() const { return m_rules; }
    std::size_t size() const { return kEntryCount; }
    const Entry* entries() const { return m_entries; }
    // Positions expanded when the table was computed: each (code, side) once.
    std::size_t nodesExpanded() const { return m_nodesExpanded; }

private:
    OutcomeTable(Rules rules, const Entry* entries, std::size_t nodesExpanded)
        : m_rules(rules)
        , m_entries(entries)
        , m_nodesExpanded(nodesExpanded)
    { }

    Rules m_rules;
    const Entry* m_entries;
    std::size_t m_nodesExpanded;
};

struct MoveAnnotation {
    Cell cell = 0;
    Evaluation evaluation; // for the side that plays `cell`, counting that move as a ply
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

// The evaluation of `board` with `toMove` to move, and of each of its moves, on any geometry.
// Any board may be asked about; whether it is legal is the caller's business (see legality.h).
// A stop request ends it within 50 ms, keeping what is proven by then (complete is false).
// Results do not depend on the number of threads or their timing; only the figures do.
Analysis analyze(const Board& board, Mark toMove, Rules rules, const AnalysisOptions& options,
    const ProgressCallback& progress = {}, std::stop_token stop = {});

// The same with the default options.
Analysis analyze(const Board& board, Mark toMove, Rules rules = Rules::Classic);

} // namespace ttt
