// Inside solverlib: the one negamax every rule set shares, as the pieces that computing the
// tables and reading moves out of them both need.
//
// A position's value is one integer for the side to move, which maximises it. The rule sets
// differ only in two places: what a finished game is worth (terminalValue), and how a child's
// value reads from the parent (fromChild) — negated, and for classic and misère one step
// closer to zero, so that a win sooner is worth more than a win later.
#pragma once

#include "ttt/outcometable.h"
#include "ttt/solver.h"

#include <optional>

namespace ttt::detail {

// The value of a finished game for `toMove`, or nothing if play goes on.
std::optional<int> terminalValue(const Board& board, Mark toMove, Rules rules);

constexpr int fromChild(int childValue, Rules rules)
{
    if (rules == Rules::LineScore || childValue == 0)
        return -childValue;
    return childValue > 0 ? -(childValue - 1) : -(childValue + 1);
}

// A child's evaluation, for the side to move in the child, seen from the side that moved into
// it: the outcome flips, the move itself is one more ply, and the final score stays the same.
inline Evaluation asMove(Evaluation child)
{
    Outcome flipped = child.outcome;
    if (flipped == Outcome::Win)
        flipped = Outcome::Lose;
    else if (flipped == Outcome::Lose)
        flipped = Outcome::Win;
    Evaluation move = child;
    move.outcome = flipped;
    move.plies = child.plies + 1;
    return move;
}

// analyze() on tic-tac-toe: everything read out of the outcome tables.
Analysis tableAnalysis(const Board& board, Mark toMove, Rules rules);

// The tables' bytes as computed when the library was built (outcometabledata.cpp, written by
// tools/maketables.cpp), in the order of kAllRules.
extern const OutcomeTable::Entry kBuiltOutcomeTables[kAllRules.size()][OutcomeTable::kEntryCount];
extern const std::size_t kBuiltOutcomeTableNodesExpanded[kAllRules.size()];

} // namespace ttt::detail
