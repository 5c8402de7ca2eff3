// Inside the engine: one thread's search. tables.h draws how it sees a position and what its
// values mean; transpositiontable.h the memory it shares with the other threads.
//
// The search is a negamax alpha-beta over exact values, asked null-window questions ("is the
// value at least t?"). What keeps it small on boards bigger than 3×3, in the order it is tried at
// a node (classic rules; the exact rule too, a line with one's own mark just beyond an end not
// counting as one's, tables.h's `ends`):
//   1. threats: a side with k-1 in an open line wins at once; two of the opponent's lose in two
//      plies; one must be blocked (the only move searched);
//   2. forks: a move that makes two threats at once wins in three plies; if the opponent has
//      one, only moves that make a threat or leave it without any fork are searched (the others
//      lose in four plies);
//   3. dead cells (no line through them can be completed) are never better than a live cell in
//      classic play, and all alike in the other rule sets;
//   4. pairing strategies (pairing.h): when only a win matters, a pairing of the opponent's
//      proves there is none; when only not losing matters, a pairing of one's own proves it, and
//      every move is tried for one before any is searched;
//   5. the transposition table, keyed by the canonical image under the board's symmetries, and
//      moves that are symmetric images of one another searched once;
//   6. move order: the table's best move, then by the open lines through the cell, weighted by
//      how full they are and by whether the side to move is attacking (only a win matters) or
//      defending, plus a history of the moves that cut off before.
#pragma once

#include "misere.h"
#include "pairing.h"
#include "tables.h"
#include "transpositiontable.h"

#include "ttt/rules.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ttt::engine {

// Tuning, measured on the benchmark boards (tests/bench): on 7×7 with five in a row a budget of
// 32 steps and 8 tries took 0.2 s for the value, against 0.3 to 0.5 s for 16 or 64 steps and 4
// or 64 tries.
struct SearchSettings {
    int pairingMinEmpty = 8; // nodes with fewer empty cells are not tried for pairings
    int pairingBudget = 32; // steps one pairing search may take
    int pairingTries = 8; // moves tried for a pairing before a defending node searches any
    int canonicalMaxMarks = 16; // positions with more marks are keyed as they stand
    std::uint32_t orderSeed = 0; // nonzero: break ties in move order differently (helper threads)
};

class Searcher {
public:
    Searcher(
        const Tables& tables, Rules rules, TranspositionTable& table, SearchSettings settings = {});

    // Asked every 1024 positions (pairing steps count too); once it says true the search unwinds
    // and answers nothing.
    void setShouldStop(std::function<bool()> shouldStop) { m_shouldStop = std::move(shouldStop); }

    // The value of (mine, theirs) for the side to move, searched within (alpha, beta): a result
    // r <= alpha means value <= r; r >= beta, value >= r; in between, value == r. The position
    // must not be over by a line (the caller checks). Meaningless once stopped().
    int search(CellSet mine, CellSet theirs, int alpha, int beta);

    // Whether the last search was stopped before it finished.
    bool stopped() const { return m_stopped; }
    void resetStop() { m_stopped = false; }

    std::uint64_t nodes() const { return m_nodes; }
    const PairingFinder& pairing() const { return m_pairing; }
    const MisereStrategies& misere() const { return m_misere; }

    // The moves of a position, best first by the static order alone (no table, no history):
    // deterministic, for the best line. With onlyCandidates, only the moves a node would search
    // (the block of a threat, a winning move, ...); otherwise every empty cell.
    std::vector<int> orderedMoves(
        CellSet mine, CellSet theirs, bool attacking, bool onlyCandidates);

    // What the transposition table holds about (mine, theirs): bounds on its value and the best
    // move found (a bit in the position's own orientation, -1 for none). Nothing when it holds
    // no entry for it.
    struct Known {
        int lower = 0;
        int upper = 0;
        int move = -1;
        std::uint8_t how = 0; // TableEntry::kPaired... bits
    };
    std::optional<Known> known(CellSet mine, CellSet theirs) const;

    // The bounds on a position's value before any search: [lowest, highest] for the side to move.
    std::pair<int, int> valueRange(CellSet mine, CellSet theirs) const;

    // The number of lines `bit` completes for the side owning `mine` (line-score's points).
    int completedBy(CellSet mine, int bit) const;

    Rules rules() const { return m_rules; }

private:
    struct Key {
        CellSet mine;
        CellSet theirs;
        Symmetry symmetry; // the one taking the position to its key
        unsigned fixing; // bit symmetryIndex(s): symmetry s maps the position onto itself
    };

    // What one node finds in its scan of the lines (counts per line and the cells that matter).
    struct Scan {
        CellSet liveCells = 0; // cells in a line one side or the other can still complete
        CellSet myWins = 0; // cells that complete a line of the side to move
        CellSet theirWins = 0; // cells that complete a line of the other side (threats)
        CellSet myTwoCells = 0; // cells of lines holding k-2 of mine and two empty cells
        CellSet theirTwoCells = 0;
        CellSet myForks = 0; // cells making two threats at once
        CellSet theirForks = 0;
        int myLive = 0; // lines the side to move can still complete (line-score: still open)
        int theirLive = 0;
        CellSet theirs = 0; // the other side's marks
    };

    template <Rules R>
    int node(CellSet mine, CellSet theirs, int alpha, int beta, int ply, int score);
    Scan scanLines(CellSet mine, CellSet theirs, int ply, bool forks);
    template <bool Exact> Scan scanLines(CellSet mine, CellSet theirs, int ply, bool forks);
    bool theyStillFork(CellSet empty, CellSet theirs, int moveBit, int ply) const;
    // Misère, `winner` never losing from here: whether `loser` has more lines it could still
    // complete, disjoint in their empty cells, than `winner` has moves left (misere.h,
    // Exhaustion): then `loser` loses.
    bool exhausted(CellSet loser, CellSet winner, int emptyCount, bool winnerMoves) const;
    // Misère, `winner` never losing from here: its lower bound, 1 (a win) when `loser` is
    // exhausted and a win is worth asking about (beta > 0), else 0 (at least a tie). `winner` is
    // to move unless winnerMoves is false (then the caller negates the bound and the window).
    int safeLower(
        CellSet loser, CellSet winner, int emptyCount, int beta, bool winnerMoves = true) const;
    Key keyOf(CellSet mine, CellSet theirs) const;
    CellSet withoutSymmetricTwins(CellSet moves, const Key& key) const;
    int orderMoves(CellSet moves, int ply, bool attacking, int tableMove, int* out) const;
    // The moves a node searches, given its scan (classic: the threat and fork rules).
    CellSet candidateMoves(const Scan& scan, CellSet empty, int ply) const;
    bool poll();

    const Tables& m_tables;
    Rules m_rules;
    TranspositionTable& m_table;
    SearchSettings m_settings;
    PairingFinder m_pairing;
    MisereStrategies m_misere;
    bool m_exact; // the exact rule: a line with one's own mark beyond an end is not one's
    std::function<bool()> m_shouldStop;
    bool m_stopped = false;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nextPoll = 1024; // the work (nodes and pairing steps) at which to ask again

    // Per ply: the marks of each side in each line, from the node's scan.
    struct LineCounts {
        std::array<std::uint8_t, kMaxLines> mine;
        std::array<std::uint8_t, kMaxLines> theirs;
    };
    // (Left uninitialised: a ply's scan writes its counts before anything reads them.)
    std::unique_ptr<LineCounts[]> m_counts;
    // Per ply: the moves in the order they are searched.
    std::unique_ptr<std::array<int, Geometry::kWordCells>[]> m_moves;
    // Fork finding: the first partner cell met for each cell, per side (reset after each scan).
    std::array<std::array<CellSet, 64>, 2> m_partner {};
    // History: moves that cut off, by role (0 attacking, 1 otherwise) and bit.
    std::array<std::array<std::uint32_t, 64>, 2> m_history {};
};

} // namespace ttt::engine
