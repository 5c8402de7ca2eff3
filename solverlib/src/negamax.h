// Inside solverlib: the one step of negamax that both computing the outcome table and
// reading moves out of it need.
#pragma once

#include "ttt/solver.h"

namespace ttt::detail {

// A child's evaluation, for the side to move in the child, seen from the side that moved into
// it: the outcome flips and the move itself is one more ply.
inline Evaluation asMove(Evaluation child)
{
    Outcome flipped = child.outcome;
    if (flipped == Outcome::Win)
        flipped = Outcome::Lose;
    else if (flipped == Outcome::Lose)
        flipped = Outcome::Win;
    return { flipped, child.plies + 1 };
}

// The outcome table's bytes as computed when the library was built (outcometabledata.cpp,
// written by tools/maketables.cpp).
extern const OutcomeTable::Entry kBuiltOutcomeTable[OutcomeTable::kEntryCount];
extern const std::size_t kBuiltOutcomeTableNodesExpanded;

} // namespace ttt::detail
