// Inside the engine: pairing strategies (Hales–Jewett), the quickest proof that a side cannot
// win.
//
// The defender holds disjoint pairs of empty cells such that every line the attacker can still
// complete (every line without a defender mark) contains a whole pair. Whenever the attacker
// plays one cell of a pair, the defender plays the other; so the attacker never holds both
// cells of any pair, and never completes a line. Whoever is to move, the attacker cannot win:
// the value for the attacker is at most a tie.
//
//     5 columns, k = 4, row 0:   . . . . .   its two lines (cells 0-3 and 1-4) share cells
//                                              1, 2 and 3, so the one pair {1, 2} covers both.
//
// A pair covers only lines of one full row, column or diagonal (the one through both cells), and
// along it lines are intervals. Finding pairs is a small search over that structure:
//   - when every full line's uncovered lines share two free cells (its core), a matching of two
//     core cells to each full line, no cell twice, finishes it (augmenting paths);
//   - when the fewest pairs each full line needs (greedy along it) take more cells than are
//     free, it fails;
//   - otherwise take the uncovered line with the fewest free cells and try each pair of them,
//     most lines covered first and then least contested cells first, and go on.
// It is given a step budget, and gives up (answers "no pairing found", which proves nothing)
// when it runs out. Recent answers are remembered: a node often asks what its parent just did.
#pragma once

#include "tables.h"

#include <array>
#include <bitset>
#include <cstdint>
#include <vector>

namespace ttt::engine {

class PairingFinder {
public:
    explicit PairingFinder(const Tables& tables)
        : m_tables(tables)
    { }

    // Whether `defender` has a pairing strategy against `attacker`, found within `budget` steps.
    bool hasPairing(CellSet attacker, CellSet defender, int budget);

    // The same search, always run afresh, and the pairs it found (as bits), for a proof: every
    // line the attacker can still complete holds both cells of one of them. Empty when there are
    // no lines to cover or no pairing was found (the return value tells which).
    bool findPairing(
        CellSet attacker, CellSet defender, int budget, std::vector<std::pair<int, int>>& pairs);

    // Searches run, pairings found and steps taken, for the benchmark.
    std::uint64_t searches() const { return m_searches; }
    std::uint64_t found() const { return m_found; }
    std::uint64_t steps() const { return m_totalSteps; }

private:
    using LineSet = std::bitset<kMaxLines>;

    bool search(CellSet attacker, CellSet defender, int budget);
    // After a search that found a pairing: its pairs into `pairs` (the ones chosen on the way,
    // then two core cells of each full line the matching finished).
    void collectPairs(std::vector<std::pair<int, int>>& pairs) const;
    // Covers the lines not in `covered` with pairs of cells outside `used`.
    bool cover(CellSet used, const LineSet& covered, int budget);
    // Whether every one of the first `groups` full lines in m_group* can have two cells of its
    // core, no cell twice and none of `used`.
    bool coresMatch(int groups, CellSet used);
    bool augment(int slot, CellSet& visited);

    const Tables& m_tables;
    // The empty cells of each attacker line to cover, minimal ones only, grouped by full line:
    // group g is m_needs[m_groupBegin[g] .. m_groupBegin[g + 1]).
    CellSet m_needs[kMaxLines] {};
    int m_needCount = 0;
    int m_groupFullLine[kMaxLines] {};
    int m_groupBegin[kMaxLines + 1] {};
    int m_groupCount = 0;
    // For each cell of those lines, the lines holding it.
    std::array<LineSet, 64> m_linesOf {};
    // Per full line with lines to cover (filled by cover() for match()): its core, its cells and
    // the fewest pairs it needs.
    CellSet m_groupCore[kMaxLines] {};
    CellSet m_groupCells[kMaxLines] {};
    int m_groupPairs[kMaxLines] {};
    // The matching: the cells each slot may take, and which slot holds each cell.
    CellSet m_slotCells[2 * Geometry::kWordCells] {};
    int m_slotCount = 0;
    CellSet m_matched = 0;
    std::array<int, 64> m_matchOf {};
    // The pairs chosen on the way to the current step of cover(), and once it succeeds, the
    // groups the matching finished (m_finishedGroups of them, cores in m_groupCore).
    std::vector<std::pair<int, int>> m_chosen;
    int m_finishedGroups = 0;
    // The answers to recent questions (budget 0: none yet).
    struct Remembered {
        CellSet attacker = 0;
        CellSet defender = 0;
        int budget = 0;
        bool found = false;
    };
    std::vector<Remembered> m_remembered; // made on the first question: most searches ask none
    int m_steps = 0;
    std::uint64_t m_searches = 0;
    std::uint64_t m_found = 0;
    std::uint64_t m_totalSteps = 0;
};

} // namespace ttt::engine
