// ttt-bench-engine-case: one timed search, in a process of its own so that its peak memory is
// its own. ttt-bench-engine (enginebench.cpp) starts it; it is not meant to be run by hand.
//
//   ttt-bench-engine-case COLUMNS ROWS K [certify-][misere-]value|cells|cancel|cancel-oneoff
//       engine|baseline THREADS HASH_MB LIMIT_SECONDS [CERTIFICATE]
//
// Prints one line: "seconds=S positions=N outcome=win|tie|lose|none complete=0|1", the seconds
// measured inside the program around the search alone (no start-up). "certify-value" and
// "certify-cells" then make the proof of what the analysis proved (Engine::prove, replaying
// it over the same engine's table) and write it to CERTIFICATE, and add
// "proof=S write=S nodes=N bytes=B certified=0|1": the seconds of the replay and of writing the
// file, the positions and bytes in the certificate, and whether it holds every result the
// analysis proved. "cancel"
// starts a full analysis, asks it to stop after LIMIT_SECONDS and reports in `seconds` how long it
// took to stop after being asked; "cancel-oneoff" the same through analyze(), which also frees its
// table before returning.
#include "commandline.h"
#include "enginebaseline.h"

#include "ttt/engine.h"
#include "ttt/proof.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <thread>

namespace {

using Clock = std::chrono::steady_clock;
constexpr const char* kProgram = "ttt-bench-engine-case";

int usage()
{
    std::fprintf(stderr,
        "usage: %s COLUMNS ROWS K [certify-][misere-]value|cells|cancel|cancel-oneoff "
        "engine|baseline THREADS HASH_MB LIMIT_SECONDS [CERTIFICATE]\n",
        kProgram);
    return 2;
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc != 9 && argc != 10)
        return usage();
    using ttt::bench::wholeNumberOrExit;
    const int columns = int(wholeNumberOrExit(kProgram, "COLUMNS", argv[1]));
    const int rows = int(wholeNumberOrExit(kProgram, "ROWS", argv[2]));
    const int k = int(wholeNumberOrExit(kProgram, "K", argv[3]));
    std::string_view mode = argv[4];
    const bool certify = mode.starts_with("certify-");
    if (certify)
        mode.remove_prefix(8);
    const bool misere = mode.starts_with("misere-");
    if (misere)
        mode.remove_prefix(7);
    const ttt::Rules rules = misere ? ttt::Rules::Misere : ttt::Rules::Classic;
    if (certify != (argc == 10) || (certify && mode != "value" && mode != "cells"))
        return usage();
    const std::string_view solver = argv[5];
    const int threads = int(wholeNumberOrExit(kProgram, "THREADS", argv[6]));
    const std::size_t hash = wholeNumberOrExit(kProgram, "HASH_MB", argv[7]);
    const double limit = std::atof(argv[8]);
    if (!ttt::Geometry::isValid(columns, rows, k)
        || (mode != "value" && mode != "cells" && mode != "cancel" && mode != "cancel-oneoff")
        || (solver != "engine" && solver != "baseline") || !(limit > 0))
        return usage();

    if (solver == "baseline") {
        if (mode != "value" || misere)
            return usage();
        const bench::BaselineResult result
            = bench::solveEmptyBoard(columns, rows, k, std::chrono::duration<double>(limit), hash);
        std::printf("seconds=%.6f positions=%llu outcome=%s complete=%d cells=0/0\n",
            result.seconds, static_cast<unsigned long long>(result.positions),
            !result.value           ? "none"
                : *result.value > 0 ? "win"
                : *result.value < 0 ? "lose"
                                    : "tie",
            result.value ? 1 : 0);
        return 0;
    }

    ttt::AnalysisOptions options;
    options.threads = threads;
    options.hashMegabytes = hash;
    options.valueOnly = mode == "value";
    std::stop_source stop;
    Clock::time_point asked {};
    std::jthread timer([&](std::stop_token cancelled) {
        const auto deadline = Clock::now()
            + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limit));
        while (!cancelled.stop_requested() && Clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (!cancelled.stop_requested()) {
            asked = Clock::now();
            stop.request_stop();
        }
    });
    // "cancel" keeps its engine beyond the timing, as a window's would: a stop is timed to the
    // end of the analysis. The other modes, "cancel-oneoff" included, call analyze(), whose
    // engine and table are freed before it returns (as ttt-solve's are).
    ttt::Engine engine(hash);
    const ttt::Board empty(ttt::Geometry(columns, rows, k));
    const auto start = Clock::now();
    const ttt::Analysis analysis = mode == "cancel" || certify
        ? engine.analyze(empty, ttt::Mark::X, rules, options, {}, stop.get_token())
        : ttt::analyze(empty, ttt::Mark::X, rules, options, {}, stop.get_token());
    const auto end = Clock::now();
    timer.request_stop();
    timer.join();
    double seconds = std::chrono::duration<double>(end - start).count();
    if (mode.starts_with("cancel")) {
        if (asked == Clock::time_point {})
            return std::fprintf(stderr, "%s: the analysis ended before the stop\n", kProgram), 1;
        seconds = std::chrono::duration<double>(end - asked).count();
    }
    int proven = 0;
    for (const ttt::MoveAnnotation& move : analysis.moves)
        proven += move.evaluation.isProven();
    std::printf("seconds=%.6f positions=%llu outcome=%s complete=%d cells=%d/%zu", seconds,
        static_cast<unsigned long long>(analysis.figures.positions),
        analysis.evaluation.isProven() ? ttt::outcomeName(analysis.evaluation.outcome) : "none",
        analysis.complete ? 1 : 0, proven, analysis.moves.size());
    if (certify) {
        // The replay gets no time limit of its own: it certifies what the analysis proved.
        const auto replay = Clock::now();
        const ttt::Proof proof = engine.prove(empty, ttt::Mark::X, rules, analysis);
        const auto replayed = Clock::now();
        if (const std::optional<std::string> problem = ttt::writeCertificateFile(proof, argv[9]))
            return std::fprintf(stderr, "%s: %s\n", kProgram, problem->c_str()), 1;
        const auto written = Clock::now();
        std::printf(" proof=%.6f write=%.6f nodes=%zu bytes=%llu certified=%d",
            std::chrono::duration<double>(replayed - replay).count(),
            std::chrono::duration<double>(written - replayed).count(),
            ttt::certificateNodeCount(proof),
            static_cast<unsigned long long>(std::filesystem::file_size(argv[9])),
            proof.uncertified == 0 ? 1 : 0);
    }
    std::printf("\n");
    return 0;
}
