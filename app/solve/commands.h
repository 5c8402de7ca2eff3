// The three things ttt-solve does. Each returns the process exit code.
#pragma once

#include "ttt/board.h"

#include <string>

namespace ttt::cli {

enum ExitCode {
    Success = 0,
    BadInput = 1, // unreadable or illegal input
    BadUsage = 2, // unknown option, missing argument, ...
};

struct BatchOptions {
    Mark firstPlayer = Mark::X;
    bool keepGoing = false; // print ERROR for a bad case and go on
};

// Batch judge input on standard input → one `x`, `o` or `TIE` line per case on standard output.
int runBatch(const BatchOptions& options);

struct AnalyzeOptions {
    Mark firstPlayer = Mark::X;
    bool json = false;
    std::string board; // the BOARD argument; "-" reads standard input
};

int runAnalyze(const AnalyzeOptions& options);

struct StatsOptions {
    Mark firstPlayer = Mark::X;
    bool json = false;
};

int runStats(const StatsOptions& options);

} // namespace ttt::cli
