// ttt-bench-gen: writes the benchmark's input, random legal positions in batch judge form.
//
//   ttt-bench-gen [--cases N] [--seed S] [--output FILE]
//
// Defaults: 1,000,000 cases, seed 2026, standard output. ttt-bench makes the same input itself;
// this program is for looking at it, or for timing ttt-solve by hand.
#include "commandline.h"
#include "randompositions.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

namespace {

constexpr const char* kProgram = "ttt-bench-gen";

int usage(std::FILE* stream, int exitCode)
{
    std::fprintf(stream,
        "usage: %s [--cases N] [--seed S] [--output FILE]\n"
        "Writes N random legal tic-tac-toe positions as batch judge input (default N %llu,\n"
        "seed %llu, to standard output).\n",
        kProgram, static_cast<unsigned long long>(ttt::bench::kDefaultCases),
        static_cast<unsigned long long>(ttt::bench::kDefaultSeed));
    return exitCode;
}

} // namespace

int main(int argc, char** argv)
{
    std::uint64_t cases = ttt::bench::kDefaultCases;
    std::uint64_t seed = ttt::bench::kDefaultSeed;
    const char* outputPath = nullptr;

    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0)
            return usage(stdout, 0);
        if (std::strcmp(argv[i], "--cases") == 0 && hasValue)
            cases = ttt::bench::wholeNumberOrExit(kProgram, "--cases", argv[++i]);
        else if (std::strcmp(argv[i], "--seed") == 0 && hasValue)
            seed = ttt::bench::wholeNumberOrExit(kProgram, "--seed", argv[++i]);
        else if ((std::strcmp(argv[i], "--output") == 0 || std::strcmp(argv[i], "-o") == 0)
            && hasValue)
            outputPath = argv[++i];
        else
            return usage(stderr, 2);
    }

    const std::string input = ttt::bench::randomBatchInput(cases, seed);

    std::FILE* output = outputPath ? std::fopen(outputPath, "wb") : stdout;
    if (!output) {
        std::fprintf(
            stderr, "%s: cannot write %s: %s\n", kProgram, outputPath, std::strerror(errno));
        return 1;
    }
    const bool written = std::fwrite(input.data(), 1, input.size(), output) == input.size();
    const bool closed = outputPath ? std::fclose(output) == 0 : std::fflush(output) == 0;
    if (!written || !closed) {
        std::fprintf(stderr, "%s: writing the input failed: %s\n", kProgram, std::strerror(errno));
        return 1;
    }
    return 0;
}
