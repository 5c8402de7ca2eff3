// Faults put into the engine on purpose, to show that certificates catch them.
//
// A test (tests/solver/tst_proof.cpp) links a copy of the library built with TTT_ENGINE_FAULTS
// (solverlib-faulty), breaks one pruning rule with setFault(), and checks that the broken
// engine's certificate for some position is rejected by the checker. In every other build
// faulty() is a constant false and the checks compile to nothing.
#pragma once

#ifdef TTT_ENGINE_FAULTS
#include <atomic>
#endif

namespace ttt::engine {

enum class Fault {
    None,
    // PairingFinder::cover skips a line whose free cells other pairs have taken, instead of
    // refusing the pairing: pairings then leave lines uncovered.
    PairingSkipsBlockedLine,
    // The scan takes every cell of a line one mark short of a threat for a fork.
    ForkMisread,
    // The analysis bounds every cell by the passed position under misère rules too, where an
    // extra mark of one's own may hurt.
    MonotoneUnderMisere,
    // Misère's mirror (misere.h) takes every line through a kept cell for safe.
    MirrorTrustsKeptLines,
    // Misère's avoider pairing covers the other side's lines, as the classic pairing does.
    AvoiderPairingOfTheOtherSide,
    // Misère's exhaustion wins with as many lines to fill as the winner has moves, not more.
    ExhaustionOneShort,
    // Under the exact rule the search and the proof's replay ignore the cells beyond a line's
    // ends: an overline counts as a win.
    ExactIgnoresEnds,
    // The threat search (widesearch.cpp) takes the first defence of a fork for its only one.
    ForkHasOneDefence,
    // The threat search forgets the defender's moves that make a four of its own when it answers
    // a fork.
    ThreatIgnoresCounterFours,
    // Under renju the threat search lets black play its forbidden moves, forks among them.
    RenjuAllowsForbidden,
    // Under renju and omok the threat search takes a fork's shared cell for one its side may
    // still play whatever the other side replies (it judges the cell before the reply only).
    ForkIgnoresReplies,
};

#ifdef TTT_ENGINE_FAULTS
inline std::atomic<Fault> g_fault { Fault::None };
inline void setFault(Fault fault)
{
    g_fault = fault;
}
inline bool faulty(Fault fault)
{
    return g_fault.load(std::memory_order_relaxed) == fault;
}
// Whether some rule is broken on purpose.
inline bool anyFault()
{
    return !faulty(Fault::None);
}
#else
constexpr bool faulty(Fault)
{
    return false;
}
constexpr bool anyFault()
{
    return false;
}
#endif

} // namespace ttt::engine
