// Random legal positions in batch judge input form, the input that ttt-bench times.
#pragma once

#include <cstdint>
#include <string>

namespace ttt::bench {

inline constexpr std::uint64_t kDefaultSeed = 2026;
inline constexpr std::uint64_t kDefaultCases = 1'000'000;

// Batch judge input (SPEC "Text formats"): the case count on the first line, then `cases`
// grids, one row token per line. Each board is reached by playing a random number (0 to the
// number of cells, uniformly) of random moves from the empty board, x first, stopping early
// when a move completes a line or fills the board; so every board is legal and reachable, and
// finished games (won and drawn) are among them.
//
// The same seed gives the same input on every platform: the engine is std::mt19937_64, whose
// output the standard fixes, and the ranges are drawn from it without the library's
// distributions, whose results the standard leaves to each implementation.
std::string randomBatchInput(std::uint64_t cases, std::uint64_t seed);

} // namespace ttt::bench
