// Running a program as a child process for the benchmarks: its standard output, its wall time
// and its peak memory.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace ttt::bench {

// A failure that ends a benchmark: the message says what went wrong and where.
class BenchFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ChildRun {
    double wallMilliseconds = 0; // from just before the start until after the exit
    long peakKilobytes = 0; // the child's largest resident set
};

// Runs arguments[0] with `arguments`, standard input from `inputPath` (or none if empty), and
// its standard output collected in `output`, whose memory is kept from run to run (resized to
// its capacity before the clock starts, so that later runs do not time allocation). Throws a
// BenchFailure if it cannot start, is killed, or exits with a status other than 0.
ChildRun runChild(
    const std::vector<std::string>& arguments, const std::string& inputPath, std::string& output);

} // namespace ttt::bench
