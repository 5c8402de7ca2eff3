// ttt-check: verifies a certificate written by ttt-solve analyze --certificate (or the window's
// File › Export Proof). Deliberately small and separate: it links nothing of the engine's, so a
// certificate it accepts is proven whatever bugs the engine has.
#include "checker.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

const char* const kUsage
    = "usage: ttt-check [--quiet] CERTIFICATE\n"
      "Checks a proof certificate of tic-tac-toe results, as ttt-solve analyze --certificate\n"
      "writes them (- reads standard input), and prints what it proves.\n"
      "\n"
      "Options:\n"
      "  -q, --quiet  print nothing when the certificate is verified\n"
      "  -h, --help   print this help\n"
      "  --version    print the version\n"
      "\n"
      "Exit status: 0 verified, 1 rejected or unreadable, 2 bad usage.\n";

// Half of this machine's memory: the most a check may take (the file, and then the unpacked body
// and a record per node).
std::uint64_t memoryLimit()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return std::uint64_t(1) << 32;
    return std::uint64_t(pages) * std::uint64_t(pageSize) / 2;
}

enum class Read { Ok, Failed, TooLarge };

// Reads `in` to its end in pieces of a megabyte, refusing to keep more than `limit` bytes.
Read readAll(std::istream& in, std::uint64_t limit, std::vector<std::uint8_t>& bytes)
{
    constexpr std::size_t piece = std::size_t(1) << 20;
    while (in) {
        const std::size_t used = bytes.size();
        if (used > limit)
            return Read::TooLarge;
        bytes.resize(used + piece);
        in.read(reinterpret_cast<char*>(bytes.data() + used), std::streamsize(piece));
        bytes.resize(used + std::size_t(in.gcount()));
    }
    if (in.bad())
        return Read::Failed;
    return bytes.size() > limit ? Read::TooLarge : Read::Ok;
}

} // namespace

int main(int argc, char* argv[])
{
    bool quiet = false;
    std::string path;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--help" || argument == "-h") {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (argument == "--version") {
            std::puts("ttt-check " PROJECT_VERSION);
            return 0;
        }
        if (argument == "--quiet" || argument == "-q") {
            quiet = true;
        } else if (argument.size() > 1 && argument[0] == '-') {
            std::fprintf(stderr, "ttt-check: unknown option %s\n%s", argv[i], kUsage);
            return 2;
        } else if (!path.empty()) {
            std::fprintf(
                stderr, "ttt-check: one CERTIFICATE only; unexpected %s\n%s", argv[i], kUsage);
            return 2;
        } else {
            path = argument;
        }
    }
    if (path.empty()) {
        std::fputs(kUsage, stderr);
        return 2;
    }

    std::vector<std::uint8_t> bytes;
    std::ifstream file;
    if (path != "-") {
        file.open(path, std::ios::binary);
        if (!file) {
            std::fprintf(
                stderr, "ttt-check: cannot open %s: %s\n", path.c_str(), std::strerror(errno));
            return 1;
        }
    }
    const std::uint64_t limit = memoryLimit();
    switch (readAll(path == "-" ? std::cin : file, limit, bytes)) {
    case Read::Ok:
        break;
    case Read::Failed:
        std::fprintf(stderr, "ttt-check: cannot read %s\n", path.c_str());
        return 1;
    case Read::TooLarge:
        std::fprintf(stderr,
            "ttt-check: %s: rejected: the file is larger than the %llu bytes this check allows\n",
            path.c_str(), static_cast<unsigned long long>(limit));
        return 1;
    }
    const check::Verdict verdict = check::checkCertificate(bytes, limit);
    if (!verdict.verified) {
        std::fprintf(stderr, "ttt-check: %s: rejected: %s\n", path.c_str(), verdict.text.c_str());
        return 1;
    }
    if (!quiet)
        std::fputs(verdict.text.c_str(), stdout);
    return 0;
}
