// The three things ttt-solve does. Each returns the process exit code.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"

#include <optional>
#include <string>

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

struct AnalyzeOptions {
    Mark firstPlayer = Mark::X;
    Rules rules = Rules::Classic;
    std::optional<Mark> toMove; // what-if: analyse with this side to move whatever the counts say
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
