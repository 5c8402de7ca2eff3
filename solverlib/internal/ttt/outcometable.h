// The outcome tables behind analyze() on tic-tac-toe, byte by byte: internal to solverlib.
//
// Not part of the library's API (solverlib/include): only the library itself, its table
// generator (tools/maketables.cpp) and the targets that link solverlib-internal see this header:
// ttt-solve's batch judge, which answers millions of boards straight from the bytes, and the tests
// that check the tables. Everyone else asks analyze() (ttt/solver.h).
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ttt {

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

} // namespace ttt
