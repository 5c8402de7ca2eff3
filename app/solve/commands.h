// The things ttt-solve does. Each returns the process exit code.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace ttt::cli {

enum ExitCode {
    Success = 0,
    BadInput = 1, // unreadable or illegal input
    BadUsage = 2, // unknown option, missing argument, ...
};

struct BatchOptions {
    Mark firstPlayer = Mark::X;
    Rules rules = Rules::Classic;
    bool keepGoing = false; // print ERROR for a bad case and go on
};

// Batch judge input on standard input. Classic and misère: one `x`, `o` or `TIE` line per
// case. Line-score: one integer per case, the final o lines minus x lines.
int runBatch(const BatchOptions& options);

// The position a command asks about (analyze, explain) and what overrides its `#` header.
struct PositionOptions {
    // Each of these, when set, overrides what the board's `#` header says.
    std::optional<Mark> firstPlayer;
    std::optional<Rules> rules;
    std::optional<Mark> toMove; // what-if: analyse with this side to move whatever the counts say
    std::optional<int> k;
    // The BOARD argument ("-" reads standard input), or nothing with `size` for an empty board.
    std::optional<std::string> board;
    std::optional<std::pair<int, int>> size; // --size COLUMNSxROWS
};

// How far a command's searches may go (analyze, explain, review): --time-limit, --hash,
// --threads and --threat-positions.
struct SearchLimits {
    // Seconds for each search (analyze's; explain's, and again for its proof's replay; a
    // review's, for each position); then report what is proven by then.
    std::optional<double> timeLimit;
    std::size_t hashMegabytes = 256;
    int threads = 0; // 0: one per core
    // Boards of more than 64 cells: about the positions the threat search may spend (for each
    // position of a review); 0: the default.
    std::uint64_t threatPositions = 0;

    // The engine's options for a search within these limits (the time limit is the caller's).
    AnalysisOptions analysisOptions() const
    {
        AnalysisOptions options;
        options.threads = threads;
        options.hashMegabytes = hashMegabytes;
        options.threatPositions = threatPositions;
        return options;
    }
};

struct AnalyzeOptions : PositionOptions, SearchLimits {
    bool json = false;
    bool valueOnly = false;
    // Where to write the certificate of every result proven (README "Proofs"), if anywhere.
    std::optional<std::string> certificate;
};

int runAnalyze(const AnalyzeOptions& options);

struct ExplainOptions : PositionOptions, SearchLimits {
    std::optional<std::string>
        cell; // the CELL argument ("c4"): explain that move, not the position
    bool json = false;
};

// Why the position's result (or a move's) holds, read off its proof (SPEC "Proofs and
// explanations"), with a diagram and how sharp the position is.
int runExplain(const ExplainOptions& options);

struct ReviewOptions : SearchLimits {
    std::string file; // a game record, or "-" for standard input
    bool json = false;
};

// Every move of a game record graded against the best move its side had.
int runReview(const ReviewOptions& options);

struct StatsOptions {
    Mark firstPlayer = Mark::X;
    bool json = false;
};

int runStats(const StatsOptions& options);

} // namespace ttt::cli
