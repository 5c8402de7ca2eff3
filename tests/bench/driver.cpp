// ttt-bench: times ttt-solve's batch judge mode against the textbook baseline, end to end.
//
//   ttt-bench [--cases N] [--runs K] [--seed S] [--solve PATH] [--baseline PATH]
//
// It writes N random legal positions (see randompositions.h) to a file in a temporary folder
// once, then starts each program K times, alternating, with standard input from that file and
// standard output into a pipe that it drains. A run's time is from just before the process is
// started until its output has ended and it has exited: what a judge or a shell script waits
// for, process start-up and table building included. Each program first runs once untimed, so
// both meet a warm page cache. Every output must be byte for byte the same as the baseline's
// first one, or the benchmark stops with the first case that differs.
//
// N and K may also come from the environment (TTT_BENCH_CASES, TTT_BENCH_RUNS), so that the
// `bench` build target can be made quicker without editing anything:
//     TTT_BENCH_CASES=100000 cmake --build build --target bench
// The programs default to the paths CMake built them at, then to files next to this one.
#include "childprocess.h"
#include "commandline.h"
#include "randompositions.h"

#include "ttt/geometry.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace {

using ttt::bench::withThousands;

namespace fs = std::filesystem;

constexpr const char* kProgram = "ttt-bench";
constexpr std::uint64_t kDefaultRuns = 7;
constexpr const char* kBaselineLabel = "baseline (memoised minimax, iostreams)";
constexpr const char* kSolveLabel = "ttt-solve";

#ifndef TTT_BENCH_DEFAULT_SOLVE
#define TTT_BENCH_DEFAULT_SOLVE ""
#endif
#ifndef TTT_BENCH_DEFAULT_BASELINE
#define TTT_BENCH_DEFAULT_BASELINE ""
#endif

struct Options {
    std::uint64_t cases = ttt::bench::kDefaultCases;
    std::uint64_t runs = kDefaultRuns;
    std::uint64_t seed = ttt::bench::kDefaultSeed;
    std::string solvePath;
    std::string baselinePath;
};

using ttt::bench::BenchFailure;

int usage(std::FILE* stream, int exitCode)
{
    std::fprintf(stream,
        "usage: %s [--cases N] [--runs K] [--seed S] [--solve PATH] [--baseline PATH]\n"
        "Times ttt-solve's batch judge mode against the textbook baseline on N random legal\n"
        "positions (default %s, seed %llu), K runs of each (default %llu), alternating.\n"
        "N and K can also be set with TTT_BENCH_CASES and TTT_BENCH_RUNS; options win.\n"
        "Sizes and rates are in MB = 1,000,000 bytes.\n",
        kProgram, withThousands(ttt::bench::kDefaultCases).c_str(),
        static_cast<unsigned long long>(ttt::bench::kDefaultSeed),
        static_cast<unsigned long long>(kDefaultRuns));
    return exitCode;
}

// The program's own folder, to find its siblings when no path was given or baked in.
fs::path ownFolder()
{
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path() : self.parent_path();
}

// `given` if there is one, else the path CMake baked in, else `name` next to this program.
std::string locateProgram(const std::string& given, const char* builtPath, const char* name)
{
    if (!given.empty())
        return given;
    if (builtPath[0] != '\0' && fs::exists(builtPath))
        return builtPath;
    const fs::path sibling = ownFolder() / name;
    if (fs::exists(sibling))
        return sibling.string();
    throw BenchFailure(std::string("cannot find ") + name + (builtPath[0] ? " at " : "") + builtPath
        + " or next to " + kProgram + "; build it or pass its path");
}

Options parseOptions(int argc, char** argv)
{
    Options options;
    if (const char* cases = std::getenv("TTT_BENCH_CASES"); cases && *cases)
        options.cases = ttt::bench::wholeNumberOrExit(kProgram, "TTT_BENCH_CASES", cases);
    if (const char* runs = std::getenv("TTT_BENCH_RUNS"); runs && *runs)
        options.runs = ttt::bench::wholeNumberOrExit(kProgram, "TTT_BENCH_RUNS", runs);

    for (int i = 1; i < argc; ++i) {
        const std::string_view option = argv[i];
        const bool hasValue = i + 1 < argc;
        if (option == "--help" || option == "-h")
            std::exit(usage(stdout, 0));
        if (option == "--cases" && hasValue)
            options.cases = ttt::bench::wholeNumberOrExit(kProgram, "--cases", argv[++i]);
        else if (option == "--runs" && hasValue)
            options.runs = ttt::bench::wholeNumberOrExit(kProgram, "--runs", argv[++i]);
        else if (option == "--seed" && hasValue)
            options.seed = ttt::bench::wholeNumberOrExit(kProgram, "--seed", argv[++i]);
        else if (option == "--solve" && hasValue)
            options.solvePath = argv[++i];
        else if (option == "--baseline" && hasValue)
            options.baselinePath = argv[++i];
        else
            std::exit(usage(stderr, 2));
    }
    if (options.runs == 0) {
        std::fprintf(stderr, "%s: --runs must be at least 1\n", kProgram);
        std::exit(2);
    }
    return options;
}

// A folder of its own under $TMPDIR (or /tmp), removed with everything in it at the end.
class TemporaryFolder {
public:
    TemporaryFolder()
    {
        const char* base = std::getenv("TMPDIR");
        std::string pattern = std::string(base && *base ? base : "/tmp") + "/ttt-bench-XXXXXX";
        if (!mkdtemp(pattern.data()))
            throw BenchFailure("cannot make a temporary folder: " + std::string(strerror(errno)));
        m_path = pattern;
    }
    ~TemporaryFolder()
    {
        std::error_code ignored;
        fs::remove_all(m_path, ignored);
    }
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;

    const fs::path& path() const { return m_path; }

private:
    fs::path m_path;
};

void writeFile(const fs::path& path, std::string_view contents)
{
    std::FILE* file = std::fopen(path.c_str(), "wb");
    const bool written
        = file && std::fwrite(contents.data(), 1, contents.size(), file) == contents.size();
    if (!file || std::fclose(file) != 0 || !written)
        throw BenchFailure("cannot write " + path.string() + ": " + strerror(errno));
}

// Runs `program` once with standard input from `inputPath`, collecting its standard output in
// `output`. Returns the wall time in milliseconds from before the start to after the exit.
double runOnce(const std::string& program, const fs::path& inputPath, std::string& output)
{
    return ttt::bench::runChild({ program }, inputPath.string(), output).wallMilliseconds;
}

// Line `index` (0-based) of `text`, without its newline; empty past the end.
std::string_view lineOf(std::string_view text, std::size_t index)
{
    std::size_t begin = 0;
    for (std::size_t i = 0; i < index && begin < text.size(); ++i) {
        const std::size_t newline = text.find('\n', begin);
        begin = newline == std::string_view::npos ? text.size() : newline + 1;
    }
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    return text.substr(begin, end - begin);
}

// Stops the benchmark unless `output` is byte for byte `expected`, naming the first case
// whose answer differs and showing its board.
void requireSameOutput(std::string_view expected, std::string_view output, std::string_view input,
    const std::string& program)
{
    if (output == expected)
        return;
    const auto firstDifference = static_cast<std::size_t>(
        std::mismatch(expected.begin(), expected.end(), output.begin(), output.end()).first
        - expected.begin());
    const auto caseIndex = static_cast<std::size_t>(std::count(
        expected.begin(), expected.begin() + static_cast<std::ptrdiff_t>(firstDifference), '\n'));
    std::string board;
    for (std::size_t row = 0; row < ttt::kTicTacToe.rows(); ++row) {
        const std::size_t inputLine
            = 1 + caseIndex * ttt::kTicTacToe.rows() + row; // after the case count
        board += "    " + std::string(lineOf(input, inputLine)) + "\n";
    }
    throw BenchFailure("FAIL: the output of " + program + " differs from the baseline's at case "
        + withThousands(caseIndex + 1) + " (outputs of " + withThousands(expected.size()) + " and "
        + withThousands(output.size()) + " bytes):\n" + board + "  baseline: '"
        + std::string(lineOf(expected, caseIndex)) + "'\n  " + program + ": '"
        + std::string(lineOf(output, caseIndex)) + "'");
}

struct AnswerCounts {
    std::uint64_t x = 0;
    std::uint64_t o = 0;
    std::uint64_t tie = 0;
};

// Counts the answers, and stops unless there is exactly one valid answer line per case: two
// programs that printed nothing would otherwise agree.
AnswerCounts countAnswers(std::string_view output, std::uint64_t cases)
{
    AnswerCounts counts;
    std::uint64_t lines = 0;
    std::size_t begin = 0;
    while (begin < output.size()) {
        const std::size_t newline = output.find('\n', begin);
        if (newline == std::string_view::npos)
            throw BenchFailure("FAIL: the baseline's last line has no newline");
        const std::string_view answer = output.substr(begin, newline - begin);
        ++lines;
        if (answer == "x")
            ++counts.x;
        else if (answer == "o")
            ++counts.o;
        else if (answer == "TIE")
            ++counts.tie;
        else
            throw BenchFailure("FAIL: the baseline answered '" + std::string(answer) + "' to case "
                + withThousands(lines));
        begin = newline + 1;
    }
    if (lines != cases)
        throw BenchFailure("FAIL: the baseline printed " + withThousands(lines) + " answers for "
            + withThousands(cases) + " cases");
    return counts;
}

struct Summary {
    double median = 0;
    double min = 0;
    double max = 0;
};

Summary summarize(std::vector<double> milliseconds)
{
    std::sort(milliseconds.begin(), milliseconds.end());
    const std::size_t n = milliseconds.size();
    const double median
        = n % 2 ? milliseconds[n / 2] : (milliseconds[n / 2 - 1] + milliseconds[n / 2]) / 2;
    return { median, milliseconds.front(), milliseconds.back() };
}

void printSummary(const char* label, const Summary& summary, std::size_t inputBytes)
{
    const double megabytesPerSecond = double(inputBytes) / 1e6 / (summary.median / 1e3);
    std::printf("%-40s median %6.1f ms  min %6.1f ms  max %6.1f ms  %6.1f MB/s\n", label,
        summary.median, summary.min, summary.max, megabytesPerSecond);
}

int runBenchmark(const Options& options)
{
    const std::string baseline
        = locateProgram(options.baselinePath, TTT_BENCH_DEFAULT_BASELINE, "ttt-bench-baseline");
    const std::string solve
        = locateProgram(options.solvePath, TTT_BENCH_DEFAULT_SOLVE, "ttt-solve");

    const TemporaryFolder folder;
    const fs::path inputPath = folder.path() / "input.txt";
    const std::string input = ttt::bench::randomBatchInput(options.cases, options.seed);
    writeFile(inputPath, input);

    std::printf("ttt-bench: batch judge input, timed from process start to last byte of output\n");
    std::printf(
        "  %-10s %s\n  %-10s %s\n", "baseline", baseline.c_str(), "ttt-solve", solve.c_str());
    std::printf("input: %s cases, %.1f MB (%s bytes, seed %llu)\n",
        withThousands(options.cases).c_str(), double(input.size()) / 1e6,
        withThousands(input.size()).c_str(), static_cast<unsigned long long>(options.seed));
    std::fflush(stdout);

    // The untimed warm-up runs also give the reference output.
    std::string expected;
    runOnce(baseline, inputPath, expected);
    const AnswerCounts answers = countAnswers(expected, options.cases);
    // Room for the whole output and the read that finds its end, so no timed run grows it.
    std::string output;
    output.reserve(expected.size() + 4096);
    runOnce(solve, inputPath, output);
    requireSameOutput(expected, output, input, solve);

    std::vector<double> baselineTimes;
    std::vector<double> solveTimes;
    for (std::uint64_t run = 0; run < options.runs; ++run) {
        baselineTimes.push_back(runOnce(baseline, inputPath, output));
        requireSameOutput(expected, output, input, baseline);
        solveTimes.push_back(runOnce(solve, inputPath, output));
        requireSameOutput(expected, output, input, solve);
    }

    std::printf("answers: x %s, o %s, TIE %s; both outputs identical in every run (%s bytes)\n",
        withThousands(answers.x).c_str(), withThousands(answers.o).c_str(),
        withThousands(answers.tie).c_str(), withThousands(expected.size()).c_str());
    std::printf("runs: %llu each, alternating, after one untimed warm-up each\n",
        static_cast<unsigned long long>(options.runs));
    const Summary baselineSummary = summarize(baselineTimes);
    const Summary solveSummary = summarize(solveTimes);
    printSummary(kBaselineLabel, baselineSummary, input.size());
    printSummary(kSolveLabel, solveSummary, input.size());
    std::printf("speed-up: %.1fx\n", baselineSummary.median / solveSummary.median);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    const Options options = parseOptions(argc, argv);
    try {
        return runBenchmark(options);
    } catch (const BenchFailure& failure) {
        std::fflush(stdout);
        std::fprintf(stderr, "%s: %s\n", kProgram, failure.what());
        return 1;
    }
}
