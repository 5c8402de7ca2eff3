// ttt-bench-engine: the search engine against the textbook baseline on the empty boards of the
// m,n,k games the issue names, each search in a process of its own.
//
//   ttt-bench-engine [--runs N] [--limit S] [--big-limit S] [--baseline-limit S]
//                    [--misere-limit S] [--threads T] [--hash MB] [--only CxRkK]
//                    [--certificates-only] [--wide [--wide-limit S]]
//
// For each board: the value of the empty board (value only), then every cell, by the engine;
// the value by the baseline (enginebaseline.h). Each search runs in a child process
// (ttt-bench-engine-case), N times (the median is reported; the baseline at most 3 times), and
// gives up after its time limit (the engine's on 8×8 is --big-limit). The table gives the time
// measured inside the program around the search alone, the wall time of the process beside it
// (start-up included), the positions searched and the peak resident memory. At the end, how
// long a stop request takes to end an 8×8 analysis (the aim: within 50 ms).
//
// Then certificates (README "Proofs"): for each board, the analysis again and the proof of what
// it proved, replayed over the same engine's table and written to a file, in one process; the
// replay's time against the analysis's (the extra a certificate costs), the positions and bytes
// of the certificate, and ttt-check's time and peak memory to verify it (each a median).
// --certificates-only skips everything before.
//
// Then misère: the value and every cell of misère's empty boards (up to 7×7 with five in a row,
// its value only), each search stopped after --misere-limit seconds (30 unless given), and the
// certificates of the boards of up to 20 cells.
//
// --wide instead: the boards wider than eight with four in a row, 9×4 to 16×4 (9×4 and 10×4
// first-player wins, Charatsidis 2017; the wider ones open for the normal game), the value of
// each by the engine (the packed layout, geometry.h) and its certificate, each stopped after
// --wide-limit seconds (600 unless given).
#include "childprocess.h"
#include "commandline.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using ttt::bench::withThousands;

namespace fs = std::filesystem;
using ttt::bench::BenchFailure;

constexpr const char* kProgram = "ttt-bench-engine";

#ifndef TTT_BENCH_DEFAULT_CASE
#define TTT_BENCH_DEFAULT_CASE ""
#endif
#ifndef TTT_BENCH_DEFAULT_CHECK
#define TTT_BENCH_DEFAULT_CHECK ""
#endif

struct Options {
    std::uint64_t runs = 5;
    double limit = 60;
    double bigLimit = 60;
    double baselineLimit = 60;
    double misereLimit = 30;
    std::uint64_t threads = 2;
    std::uint64_t hash = 256;
    std::string only;
    bool certificatesOnly = false;
    bool wide = false;
    double wideLimit = 600;
    std::string casePath = TTT_BENCH_DEFAULT_CASE;
    std::string checkPath = TTT_BENCH_DEFAULT_CHECK;
};

struct Board {
    int columns;
    int rows;
    int k;
    std::string name() const
    {
        return std::to_string(columns) + "x" + std::to_string(rows) + " k" + std::to_string(k);
    }
};

// One search's figures, as the case program prints them, with the process's.
struct Run {
    double seconds = 0;
    unsigned long long positions = 0;
    std::string outcome;
    bool complete = false;
    int cellsProven = 0; // of every cell, when the case asks for them all
    int cellsTotal = 0;
    double wallSeconds = 0;
    long peakKilobytes = 0;
};

double parseSeconds(const char* what, const char* text)
{
    char* end = nullptr;
    const double value = std::strtod(text, &end);
    if (end == text || *end != '\0' || !(value > 0)) {
        std::fprintf(
            stderr, "%s: %s must be a number of seconds above 0, not '%s'\n", kProgram, what, text);
        std::exit(2);
    }
    return value;
}

Options parseOptions(int argc, char** argv)
{
    Options options;
    using ttt::bench::wholeNumberOrExit;
    for (int i = 1; i < argc; ++i) {
        const std::string_view option = argv[i];
        const bool hasValue = i + 1 < argc;
        if (option == "--runs" && hasValue)
            options.runs
                = std::max<std::uint64_t>(1, wholeNumberOrExit(kProgram, "--runs", argv[++i]));
        else if (option == "--limit" && hasValue)
            options.limit = parseSeconds("--limit", argv[++i]);
        else if (option == "--big-limit" && hasValue)
            options.bigLimit = parseSeconds("--big-limit", argv[++i]);
        else if (option == "--baseline-limit" && hasValue)
            options.baselineLimit = parseSeconds("--baseline-limit", argv[++i]);
        else if (option == "--misere-limit" && hasValue)
            options.misereLimit = parseSeconds("--misere-limit", argv[++i]);
        else if (option == "--threads" && hasValue)
            options.threads = wholeNumberOrExit(kProgram, "--threads", argv[++i]);
        else if (option == "--hash" && hasValue)
            options.hash = wholeNumberOrExit(kProgram, "--hash", argv[++i]);
        else if (option == "--only" && hasValue)
            options.only = argv[++i];
        else if (option == "--case" && hasValue)
            options.casePath = argv[++i];
        else if (option == "--check" && hasValue)
            options.checkPath = argv[++i];
        else if (option == "--certificates-only")
            options.certificatesOnly = true;
        else if (option == "--wide")
            options.wide = true;
        else if (option == "--wide-limit" && hasValue)
            options.wideLimit = parseSeconds("--wide-limit", argv[++i]);
        else {
            std::fprintf(option == "--help" ? stdout : stderr,
                "usage: %s [--runs N] [--limit S] [--big-limit S] [--baseline-limit S] "
                "[--misere-limit S] [--threads T] [--hash MB] [--only CxRkK] [--wide] "
                "[--wide-limit S] "
                "[--certificates-only] [--case PATH] [--check PATH]\n",
                kProgram);
            std::exit(option == "--help" ? 0 : 2);
        }
    }
    if (options.casePath.empty() || !fs::exists(options.casePath)) {
        const fs::path sibling
            = fs::read_symlink("/proc/self/exe").parent_path() / "ttt-bench-engine-case";
        options.casePath = sibling.string();
    }
    if (options.checkPath.empty() || !fs::exists(options.checkPath)) {
        const fs::path built
            = fs::read_symlink("/proc/self/exe").parent_path().parent_path().parent_path() / "app"
            / "check" / "ttt-check";
        options.checkPath = built.string();
    }
    return options;
}

Run runCase(
    const Options& options, const Board& board, const char* mode, const char* solver, double limit)
{
    std::string output;
    const ttt::bench::ChildRun child = ttt::bench::runChild(
        { options.casePath, std::to_string(board.columns), std::to_string(board.rows),
            std::to_string(board.k), mode, solver, std::to_string(options.threads),
            std::to_string(options.hash), std::to_string(limit) },
        {}, output);
    Run run;
    char outcome[16] = {};
    int complete = 0;
    if (std::sscanf(output.c_str(),
            "seconds=%lf positions=%llu outcome=%15s complete=%d cells=%d/%d", &run.seconds,
            &run.positions, outcome, &complete, &run.cellsProven, &run.cellsTotal)
        != 6)
        throw BenchFailure("cannot read the case's output: " + output);
    run.outcome = outcome;
    run.complete = complete != 0;
    run.wallSeconds = child.wallMilliseconds / 1000;
    run.peakKilobytes = child.peakKilobytes;
    return run;
}

template <typename T> T median(std::vector<T> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

std::string secondsText(double seconds)
{
    char text[32];
    std::snprintf(text, sizeof text, seconds < 10 ? "%.3f s" : "%.1f s", seconds);
    return text;
}

// Runs one kind of search `runs` times (stopping after the first that is not proven in time),
// and prints its row of the table.
void measure(const Options& options, const Board& board, const char* what, const char* mode,
    const char* solver, double limit, std::uint64_t runs)
{
    std::vector<Run> results;
    for (std::uint64_t i = 0; i < runs; ++i) {
        results.push_back(runCase(options, board, mode, solver, limit));
        if (!results.back().complete)
            break;
    }
    const bool proven = results.back().complete;
    std::vector<double> seconds;
    std::vector<double> wall;
    std::vector<unsigned long long> positions;
    std::vector<long> memory;
    for (const Run& run : results) {
        seconds.push_back(run.seconds);
        wall.push_back(run.wallSeconds);
        positions.push_back(run.positions);
        memory.push_back(run.peakKilobytes);
    }
    const Run& last = results.back();
    std::string result = proven ? last.outcome : "not proven in " + secondsText(limit);
    if (!proven && last.outcome != "none")
        result += " (" + last.outcome + " found)";
    if (!proven && last.cellsTotal > 0)
        result += " (" + std::to_string(last.cellsProven) + " of " + std::to_string(last.cellsTotal)
            + " cells proven)";
    std::printf("| %s | %s | %s | %s | %s | %s | %s | %.0f MB | %zu |\n", board.name().c_str(),
        what, solver, result.c_str(), secondsText(median(seconds)).c_str(),
        secondsText(median(wall)).c_str(), withThousands(median(positions)).c_str(),
        double(*std::max_element(memory.begin(), memory.end())) / 1024, results.size());
    std::fflush(stdout);
}

// The same board and search with a certificate: `runs` times (the first that is not proven in
// time ends it), then ttt-check on the last certificate written, as often; prints its row.
void measureCertificate(const Options& options, const Board& board, const char* what,
    const char* mode, double limit, std::uint64_t runs)
{
    const fs::path file = fs::temp_directory_path()
        / ("ttt-bench-" + board.name().replace(board.name().find(' '), 1, "-") + "-" + mode
            + ".tttproof");
    std::vector<double> analysis, replay, write, extra, check, checkMemory;
    std::string result;
    unsigned long long nodes = 0;
    unsigned long long bytes = 0;
    bool certified = true;
    for (std::uint64_t i = 0; i < runs; ++i) {
        std::string output;
        ttt::bench::runChild(
            { options.casePath, std::to_string(board.columns), std::to_string(board.rows),
                std::to_string(board.k), std::string("certify-") + mode, "engine",
                std::to_string(options.threads), std::to_string(options.hash),
                std::to_string(limit), file.string() },
            {}, output);
        double seconds = 0, proof = 0, writing = 0;
        unsigned long long positions = 0;
        char outcome[16] = {};
        int complete = 0, proven = 0, total = 0, whole = 0;
        if (std::sscanf(output.c_str(),
                "seconds=%lf positions=%llu outcome=%15s complete=%d cells=%d/%d proof=%lf "
                "write=%lf nodes=%llu bytes=%llu certified=%d",
                &seconds, &positions, outcome, &complete, &proven, &total, &proof, &writing, &nodes,
                &bytes, &whole)
            != 11)
            throw BenchFailure("cannot read the case's output: " + output);
        analysis.push_back(seconds);
        replay.push_back(proof);
        write.push_back(writing);
        extra.push_back((proof + writing) / seconds);
        certified = certified && whole;
        result = complete ? outcome : "not proven in " + secondsText(limit);
        if (!complete)
            break;
    }
    for (std::size_t i = 0; i < analysis.size(); ++i) {
        std::string output;
        const ttt::bench::ChildRun child
            = ttt::bench::runChild({ options.checkPath, file.string() }, {}, output);
        if (output.rfind("verified: ", 0) != 0)
            throw BenchFailure("ttt-check did not verify " + file.string() + ": " + output);
        check.push_back(child.wallMilliseconds / 1000);
        checkMemory.push_back(double(child.peakKilobytes) / 1024);
    }
    std::error_code ignored;
    fs::remove(file, ignored);
    std::printf("| %s | %s | %s%s | %s | %s | %s | %.0f %% | %s | %s | %s | %.0f MB | %zu |\n",
        board.name().c_str(), what, result.c_str(), certified ? "" : " (not all certified)",
        secondsText(median(analysis)).c_str(), secondsText(median(replay)).c_str(),
        secondsText(median(write)).c_str(), median(extra) * 100, withThousands(nodes).c_str(),
        withThousands(bytes).c_str(), secondsText(median(check)).c_str(), median(checkMemory),
        analysis.size());
    std::fflush(stdout);
}

} // namespace

int main(int argc, char* argv[])
{
    const Options options = parseOptions(argc, argv);
    // 4x4 with three in a row first: a first-player win, where every cell's plies are proven
    // exact (the fastest win, the slowest loss), not only its outcome.
    const std::vector<Board> boards { { 4, 4, 3 }, { 4, 4, 4 }, { 5, 4, 4 }, { 5, 5, 4 },
        { 6, 5, 4 }, { 6, 6, 5 }, { 7, 7, 5 }, { 8, 8, 5 } };
    try {
        std::printf("Engine: %llu threads, %llu MB table; medians of up to %llu runs (the "
                    "baseline up to 3).\n\n",
            static_cast<unsigned long long>(options.threads),
            static_cast<unsigned long long>(options.hash),
            static_cast<unsigned long long>(options.runs));
        if (!options.certificatesOnly && !options.wide)
            std::printf("| board | search | solver | result | median time | wall | positions | "
                        "peak memory | runs |\n|---|---|---|---|---|---|---|---|---|\n");
        const auto skipped = [&](const Board& board) {
            return !options.only.empty() && options.only != board.name()
                && options.only
                != std::to_string(board.columns) + "x" + std::to_string(board.rows) + "k"
                    + std::to_string(board.k);
        };
        if (options.wide) {
            // m×4 with four in a row, wider than eight: the value, then its certificate.
            std::printf("| board | search | solver | result | median time | wall | positions | "
                        "peak memory | runs |\n|---|---|---|---|---|---|---|---|---|\n");
            std::vector<Board> wideBoards;
            for (int columns = 9; columns <= 16; ++columns)
                wideBoards.push_back({ columns, 4, 4 });
            for (const Board& board : wideBoards) {
                if (!skipped(board))
                    measure(options, board, "value", "value", "engine", options.wideLimit, 1);
            }
            std::printf("\nTheir certificates:\n\n| board | search | result | analysis | replay "
                        "| write | extra | positions | bytes | check | check memory | runs "
                        "|\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
            for (const Board& board : wideBoards) {
                if (!skipped(board))
                    measureCertificate(options, board, "value", "value", options.wideLimit, 1);
            }
            return 0;
        }
        for (const Board& board : boards) {
            if (options.certificatesOnly)
                break;
            if (skipped(board))
                continue;
            const bool big = board.columns * board.rows >= 64;
            const double limit = big ? options.bigLimit : options.limit;
            const std::uint64_t runs = big ? 1 : options.runs;
            measure(options, board, "value", "value", "engine", limit, runs);
            measure(options, board, "every cell", "cells", "engine", limit, runs);
            measure(options, board, "value", "value", "baseline", options.baselineLimit,
                std::min<std::uint64_t>(runs, 3));
        }
        // A stop during an 8x8 analysis, a second in: with the engine kept (a window's), and
        // through a one-off analyze() that frees its table before returning (ttt-solve's). (The
        // threat search of the empty 15x15 ends in milliseconds, with nothing to threaten:
        // ttt-bench-threats --cells times a stop in the middle of a real game instead.)
        if (!options.certificatesOnly && (options.only.empty() || !skipped({ 8, 8, 5 }))) {
            for (const Board& board : { Board { 8, 8, 5 } }) {
                std::printf("\nStop requests during a %dx%d k%d analysis of every cell, a second "
                            "in, until the analysis returns:\n",
                    board.columns, board.rows, board.k);
                for (const char* mode : { "cancel", "cancel-oneoff" }) {
                    std::vector<double> latencies;
                    for (std::uint64_t i = 0; i < std::max<std::uint64_t>(options.runs, 5); ++i)
                        latencies.push_back(runCase(options, board, mode, "engine", 1.0).seconds);
                    std::printf("- %s: %.1f ms (median of %zu), %.1f ms at most\n",
                        std::string_view(mode) == "cancel"
                            ? "the engine kept"
                            : "a one-off analyze(), its table freed too",
                        median(latencies) * 1000, latencies.size(),
                        *std::max_element(latencies.begin(), latencies.end()) * 1000);
                }
            }
        }
        std::printf("\nCertificates: the analysis, then its proof replayed and written, in one "
                    "process; ttt-check verifying it.\n\n| board | search | result | analysis | "
                    "replay | write | extra | positions | bytes | check | check memory | runs "
                    "|\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (const Board& board : boards) {
            if (skipped(board))
                continue;
            const bool big = board.columns * board.rows >= 64;
            const double limit = big ? options.bigLimit : options.limit;
            const std::uint64_t runs = big ? 1 : options.runs;
            measureCertificate(options, board, "value", "value", limit, runs);
            measureCertificate(options, board, "every cell", "cells", limit, runs);
        }
        // Misère (src/engine/misere.h): the empty boards of the classic rows and those where
        // misère's results were long out of reach, with their own limit; certificates where the
        // search finishes.
        const std::vector<Board> misereBoards { { 4, 4, 3 }, { 4, 4, 4 }, { 5, 4, 3 }, { 5, 4, 4 },
            { 5, 5, 4 }, { 6, 5, 4 }, { 6, 6, 5 }, { 7, 7, 5 } };
        std::printf("\nMisère, each search stopped after %.0f s:\n\n| board | search | solver | "
                    "result | median time | wall | positions | peak memory | runs "
                    "|\n|---|---|---|---|---|---|---|---|---|\n",
            options.misereLimit);
        for (const Board& board : misereBoards) {
            if (skipped(board) || options.certificatesOnly)
                continue;
            measure(options, board, "misère value", "misere-value", "engine", options.misereLimit,
                options.runs);
            if (board.columns * board.rows < 49)
                measure(options, board, "misère, every cell", "misere-cells", "engine",
                    options.misereLimit, options.runs);
        }
        std::printf("\nMisère's certificates:\n\n| board | search | result | analysis | replay | "
                    "write | extra | positions | bytes | check | check memory | runs "
                    "|\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (const Board& board : misereBoards) {
            if (skipped(board) || board.columns * board.rows > 20)
                continue;
            measureCertificate(
                options, board, "misère value", "misere-value", options.misereLimit, options.runs);
            measureCertificate(options, board, "misère, every cell", "misere-cells",
                options.misereLimit, options.runs);
        }
    } catch (const BenchFailure& failure) {
        std::fprintf(stderr, "%s: %s\n", kProgram, failure.what());
        return 1;
    }
    return 0;
}
