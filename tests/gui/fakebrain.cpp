// A tiny Piskvork brain for the tests of the Engine menu (tst_engines): it plays the empty cell
// nearest the centre, with a MESSAGE the way strong brains write theirs, or misbehaves as the
// environment variable FAKE_BRAIN says:
//
//   (unset)    plays; "MESSAGE depth 3-5 ev 42 n 100 tm 1 pv <its move>" before each move
//   slow       plays after 400 ms (a question can be replaced while it thinks)
//   hang       says OK to START, then never answers a position
//   crash      says OK to START, then exits with a segmentation fault on a position
//   nonsense   answers a position with "banana"
//   taken      answers a position with the first stone's cell
//   refuse     answers START with ERROR
//   mute       answers nothing at all, not even ABOUT
//
// Each line it reads is appended to the file FAKE_BRAIN_LOG names, if set, so that a test can
// see what the window sent.
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

std::string mode()
{
    const char* value = std::getenv("FAKE_BRAIN");
    return value ? value : "";
}

void say(const std::string& line)
{
    std::cout << line << "\n" << std::flush;
}

} // namespace

int main()
{
    const std::string how = mode();
    const char* logPath = std::getenv("FAKE_BRAIN_LOG");
    std::ofstream log;
    if (logPath)
        log.open(logPath, std::ios::app);
    int columns = 0;
    int rows = 0;
    std::vector<int> stones; // 0 empty, 1 or 2
    bool inBoard = false;
    int firstX = -1;
    int firstY = -1;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (log.is_open())
            log << line << "\n" << std::flush;
        if (how == "mute")
            continue;
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (inBoard) {
            if (command == "DONE") {
                inBoard = false;
                if (how == "hang")
                    continue;
                if (how == "crash") {
                    std::signal(SIGSEGV, SIG_DFL); // no sanitizer's handler: killed by it
                    std::raise(SIGSEGV);
                }
                if (how == "nonsense") {
                    say("banana");
                    continue;
                }
                if (how == "taken" && firstX >= 0) {
                    say(std::to_string(firstX) + "," + std::to_string(firstY));
                    continue;
                }
                if (how == "slow")
                    std::this_thread::sleep_for(std::chrono::milliseconds(400));
                // The empty cell nearest the centre, the first such in reading order.
                int best = -1;
                int bestDistance = 1 << 30;
                for (int cell = 0; cell < columns * rows; ++cell) {
                    if (stones[std::size_t(cell)] != 0)
                        continue;
                    const int dx = 2 * (cell % columns) - (columns - 1);
                    const int dy = 2 * (cell / columns) - (rows - 1);
                    const int distance = dx * dx + dy * dy;
                    if (distance < bestDistance) {
                        best = cell;
                        bestDistance = distance;
                    }
                }
                const std::string move
                    = std::to_string(best % columns) + "," + std::to_string(best / columns);
                say("DEBUG thinking about " + move);
                say("MESSAGE depth 3-5 ev 42 n 100 tm 1 pv " + move);
                say(move);
                continue;
            }
            int x = 0;
            int y = 0;
            int who = 0;
            if (std::sscanf(line.c_str(), "%d,%d,%d", &x, &y, &who) == 3 && x >= 0 && y >= 0
                && x < columns && y < rows) {
                stones[std::size_t(y * columns + x)] = who;
                if (firstX < 0) {
                    firstX = x;
                    firstY = y;
                }
            }
            continue;
        }
        if (command == "START" || command == "RECTSTART") {
            if (how == "refuse") {
                say("ERROR this brain plays on no board");
                continue;
            }
            if (command == "START") {
                words >> columns;
                rows = columns;
            } else {
                char comma = 0;
                words >> columns >> comma >> rows;
            }
            stones.assign(std::size_t(columns * rows), 0);
            say("OK");
        } else if (command == "BOARD") {
            stones.assign(std::size_t(columns * rows), 0);
            firstX = firstY = -1;
            inBoard = true;
        } else if (command == "ABOUT") {
            say("name=\"Fake Brain\", version=\"1.0\", author=\"the tests\"");
        } else if (command == "END") {
            return 0;
        } else if (command != "INFO") {
            say("UNKNOWN " + command);
        }
    }
    return 0;
}
