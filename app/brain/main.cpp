// pbrain-ttt: a brain of the Piskvork / Gomocup protocol (brain.h). Commands come one a line on
// standard input; each answer goes out at once on standard output.
#include "brain.h"

#include <cstdio>
#include <iostream>
#include <string>

#ifndef PROJECT_VERSION
#define PROJECT_VERSION "0"
#endif

namespace {

const char* const kUsage
    = "usage: pbrain-ttt\n"
      "A brain of the Piskvork / Gomocup protocol: a manager (Piskvork, a match runner) starts\n"
      "it and sends commands on standard input (START 15, INFO timeout_turn 5000, BEGIN,\n"
      "TURN 7,7, BOARD ... DONE, END); it answers its moves on standard output.\n"
      "\n"
      "Options:\n"
      "  -h, --help   print this help\n"
      "  --version    print the version\n";

} // namespace

int main(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--help" || argument == "-h") {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (argument == "--version") {
            std::puts("pbrain-ttt " PROJECT_VERSION);
            return 0;
        }
        std::fprintf(stderr, "pbrain-ttt: unknown argument %s\n%s", argv[i], kUsage);
        return 2;
    }
    std::ios::sync_with_stdio(false);
    ttt::brain::Brain brain;
    std::string line;
    while (!brain.ended() && std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        for (const std::string& answer : brain.handle(line))
            std::cout << answer << '\n';
        std::cout.flush();
    }
    return 0;
}
