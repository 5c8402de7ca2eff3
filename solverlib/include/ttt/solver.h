// Perfect-play analysis under the classic rules, from one table over all board codes.
#pragma once

#include "ttt/board.h"

#include <array>
#include <cstddef>
#include <cstdint>
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

// The result of a position (or of a move) for the side that is to move (or that moves):
// the outcome under perfect play and how many plies until the game ends, the winner hurrying
// and the loser delaying. A finished game has plies == 0 and its outcome for the side that
// would be next: it lost if the other side has a line, tied on a full board.
struct Evaluation {
    Outcome outcome = Outcome::None;
    int plies = 0;

    bool isOver() const { return plies == 0; }
    friend bool operator==(const Evaluation&, const Evaluation&) = default;
};

// Total order of evaluations for the side they belong to: a faster win is better than a slower
// one, any win better than a tie, a tie better than any loss, a slower loss better than a
// faster one.
int preference(Evaluation evaluation);

// ---------------------------------------------------------------------------------------------
// The outcome table
//
// One byte for every (board code, side to move), computed by a memoised negamax over all
// kCodeCount codes, legal or not (a what-if side to move may ask about any board). It is
// computed once, when the library is built (tools/maketables.cpp runs compute() and writes the
// bytes into the library), so a program starts with it ready:
//
//       bit  7     6     5   4   3   2     1   0
//          +-----+-----+---------------+---------+
//          |  O  |  X  |     plies     | outcome |
//          +-----+-----+---------------+---------+
//
//   outcome  Outcome for the side to move: 0 none, 1 lose, 2 tie, 3 win
//   plies    0..kCells plies to the end under perfect play; 0 means the game is over
//   X        the board with this side to move is a legal position when x moves first
//   O        the same when o moves first
//
// Entry index: code * 2 + (side to move == o). Example: "xx./oo./..." has the digits
// 110 220 000, code 6561 + 2187 + 486 + 162 = 9396; with x to move it is at index 18792 and
// holds 0x47 = 0b0'1'0001'11: legal when x moves first (x and o have 2 marks each, so x is to
// move), x wins in 1 ply. With o first, o would be to move, so the O bit is clear.
// ---------------------------------------------------------------------------------------------
class OutcomeTable {
public:
    using Entry = std::uint8_t;

    static constexpr int kOutcomeBits = 2;
    static constexpr int kPliesShift = 2;
    static constexpr Entry kPliesMask = 0x0f;
    static constexpr Entry kLegalIfXFirst = 1u << 6;
    static constexpr Entry kLegalIfOFirst = 1u << 7;
    static_assert(kCells <= kPliesMask, "plies must fit in their four bits");

    // The table computed when the library was built.
    static const OutcomeTable& instance();

    // Computes the table afresh: what the build runs, and what tests compare instance() with.
    struct Computed {
        std::vector<Entry> entries; // kEntryCount of them
        std::size_t nodesExpanded = 0; // positions expanded: each (code, side) exactly once
    };
    static Computed compute();

    static constexpr std::size_t kEntryCount = std::size_t(kCodeCount) * 2;

    static constexpr std::size_t indexOf(BoardCode code, Mark toMove)
    {
        assert(code < kCodeCount && toMove != Mark::Empty);
        return std::size_t(code) * 2 + (toMove == Mark::O);
    }

    Entry entry(BoardCode code, Mark toMove) const { return m_entries[indexOf(code, toMove)]; }

    static Evaluation decode(Entry entry)
    {
        return { static_cast<Outcome>(entry & 0x3), (entry >> kPliesShift) & kPliesMask };
    }

    static bool isLegalEntry(Entry entry, Mark firstPlayer)
    {
        return entry & (firstPlayer == Mark::X ? kLegalIfXFirst : kLegalIfOFirst);
    }

    Evaluation evaluate(BoardCode code, Mark toMove) const { return decode(entry(code, toMove)); }

    std::size_t size() const { return kEntryCount; }
    const Entry* entries() const { return m_entries; }
    // Positions expanded when the table was computed: each (code, side) once.
    std::size_t nodesExpanded() const { return m_nodesExpanded; }

private:
    OutcomeTable(const Entry* entries, std::size_t nodesExpanded)
        : m_entries(entries)
        , m_nodesExpanded(nodesExpanded)
    { }

    const Entry* m_entries;
    std::size_t m_nodesExpanded;
};

struct MoveAnnotation {
    Cell cell = 0;
    Evaluation evaluation; // for the side that plays `cell`, counting that move as a ply
    friend bool operator==(const MoveAnnotation&, const MoveAnnotation&) = default;
};

struct Analysis {
    Mark toMove = Mark::X;
    Evaluation evaluation; // of the position for `toMove`
    std::vector<MoveAnnotation> moves; // one per empty cell, in cell order; none when over
    std::vector<Cell> bestMoves; // the cells whose evaluation equals the position's
    std::vector<Cell> principalVariation; // one line of best moves (lowest cell first) to the end
};

// The evaluation of `board` with `toMove` to move, and of each of its moves. Any board may be
// asked about; whether it is legal is the caller's business (see legality.h).
Analysis analyze(const Board& board, Mark toMove);

} // namespace ttt
