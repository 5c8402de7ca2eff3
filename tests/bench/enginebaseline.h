// The engine benchmark's baseline: the textbook solver for m,n,k games, written here with the
// C++ standard library only and nothing from solverlib. Negamax with alpha-beta over win / tie /
// lose, a plain transposition table (one entry per slot, always replaced, keyed by the whole
// position, no symmetry), moves tried centre first, and a game over only when a line is
// complete or the board full. Bitboards as in the engine, so that the comparison measures the
// search, not the representation.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

namespace bench {

struct BaselineResult {
    std::optional<int> value; // for the first player: 1 win, 0 tie, -1 loss; none if out of time
    std::uint64_t positions = 0;
    double seconds = 0;
};

// The value of the empty columns × rows board with k in a row, searching for at most
// `timeLimit`, with a table of `tableMegabytes`.
BaselineResult solveEmptyBoard(int columns, int rows, int k,
    std::chrono::duration<double> timeLimit, std::size_t tableMegabytes);

} // namespace bench
