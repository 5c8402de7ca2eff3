// A tiny Piskvork brain for the tests of the Engine menu (tst_engines). Like the brains built on
// Piskvork's own skeleton, it keeps its board from one command to the next: BOARD adds stones
// to it, its own moves stay on it, and only START and RESTART clear it; a stone sent on a cell
// it holds is an ERROR. It plays the empty cell nearest the centre, with a MESSAGE the way strong
// brains write theirs, or misbehaves as the environment variable FAKE_BRAIN says:
//
//   (unset)    plays; "MESSAGE depth 3-5 ev 42 n 100 tm 1 pv <its move>" before each move
//   slow       plays after 400 ms (a question can be replaced while it thinks)
//   ponder     plays after all the time INFO timeout_turn gave it
//   suggest    proposes its move with SUGGEST, and plays it when PLAY confirms it
//   norestart  answers RESTART with UNKNOWN, as old brains do
//   cr         ends its lines with a lone CR
//   oldabout   answers ABOUT in free text, as old brains do
//   hang       says OK to START, then never answers a position
//   crash      says OK to START, then dies of a segmentation fault on a position
//   nonsense   answers a position with "banana"
//   taken      answers a position with the first stone's cell
//   refuse     answers START with ERROR
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

std::string g_mode;

void say(const std::string& line)
{
    std::cout << line << (g_mode == "cr" ? "\r" : "\n") << std::flush;
}

} // namespace

int main()
{
    const char* mode = std::getenv("FAKE_BRAIN");
    g_mode = mode ? mode : "";
    const std::string& how = g_mode;
    const char* logPath = std::getenv("FAKE_BRAIN_LOG");
    std::ofstream log;
    if (logPath)
        log.open(logPath, std::ios::app);
    int columns = 0;
    int rows = 0;
    std::vector<int> stones; // 0 empty, 1 its own, 2 the other side's
    bool inBoard = false;
    bool boardError = false;
    int firstX = -1;
    int firstY = -1;
    int turnMilliseconds = 0;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (log.is_open())
            log << line << "\n" << std::flush;
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (inBoard) {
            if (command == "DONE") {
                inBoard = false;
                if (boardError) {
                    say("ERROR a stone was sent on a cell that holds one");
                    continue;
                }
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
                if (how == "ponder")
                    std::this_thread::sleep_for(std::chrono::milliseconds(turnMilliseconds));
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
                if (how == "suggest") {
                    say("SUGGEST " + move);
                    continue; // played when PLAY comes
                }
                stones[std::size_t(best)] = 1;
                say(move);
                continue;
            }
            int x = 0;
            int y = 0;
            int who = 0;
            if (std::sscanf(line.c_str(), "%d,%d,%d", &x, &y, &who) == 3 && x >= 0 && y >= 0
                && x < columns && y < rows) {
                int& stone = stones[std::size_t(y * columns + x)];
                boardError = boardError || stone != 0;
                stone = who;
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
        } else if (command == "RESTART") {
            if (how == "norestart") {
                say("UNKNOWN RESTART");
                continue;
            }
            stones.assign(std::size_t(columns * rows), 0);
            say("OK");
        } else if (command == "BOARD") {
            firstX = firstY = -1;
            boardError = false;
            inBoard = true;
        } else if (command == "PLAY") {
            int x = 0;
            int y = 0;
            if (std::sscanf(line.c_str(), "PLAY %d,%d", &x, &y) == 2 && x >= 0 && y >= 0
                && x < columns && y < rows) {
                stones[std::size_t(y * columns + x)] = 1;
                say(std::to_string(x) + "," + std::to_string(y));
            }
        } else if (command == "INFO") {
            std::string key;
            words >> key;
            if (key == "timeout_turn")
                words >> turnMilliseconds;
        } else if (command == "ABOUT") {
            if (how == "oldabout")
                say("A fake brain of the old kind, written for the tests");
            else
                say("name=\"Fake Brain\", version=\"1.0\", author=\"the tests\"");
        } else if (command == "END") {
            return 0;
        } else {
            say("UNKNOWN " + command);
        }
    }
    return 0;
}
