// ttt-bench-reply: how often a simple attacking player beats the window's perfect reply when the
// reply may not wait for its proof. Each reply is what the window plays (ttt::estimatedBestMove)
// after a search of the position given SECONDS, through one engine kept for the game as the
// window's runner keeps one. The attacker wins at once when it can, else blocks a line the
// reply would complete, else extends its longest open line (ties broken towards the centre, then
// at random, seeded by the game's number). The two take turns to start.
//
//     ttt-bench-reply [--games N] [--seconds S] [--threads T] [--board CxRkK]...
//                     [--opponent greedy|static|reply] [--opponent-seconds S]
//
// --opponent picks a stronger player in the attacker's place: static wins at once, else blocks,
// else plays the cell of the highest static value (ttt::staticValues: its own lines and the
// other side's, no search); reply is the window's reply itself, with --opponent-seconds
// (default: the same as the reply's).
//
// Defaults: 20 games on each of 7x7 and 8x8 with five in a row, 2 seconds per reply, one search
// thread per core. Both boards are ties with perfect play (SPEC "Boards of any size"), so the
// attacker should never win.
#include "commandline.h"

#include "ttt/engine.h"
#include "ttt/estimate.h"
#include "ttt/legality.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

namespace {

constexpr const char* kProgram = "ttt-bench-reply";

int usage()
{
    std::fprintf(stderr,
        "usage: %s [--games N] [--seconds S] [--threads T] [--board CxRkK]...\n"
        "          [--opponent greedy|static|reply] [--opponent-seconds S]\n"
        "  N games on each board (default 20), S seconds per reply (default 2), T search\n"
        "  threads (default 0: one per core), boards such as 7x7k5 (default 7x7k5 and 8x8k5),\n"
        "  the opponent (default greedy, the simple attacker) and its seconds (reply only)\n",
        kProgram);
    return 2;
}

std::optional<ttt::Geometry> boardOf(const char* text)
{
    int columns = 0;
    int rows = 0;
    int k = 0;
    char end = 0;
    if (std::sscanf(text, "%dx%dk%d%c", &columns, &rows, &k, &end) != 3
        || !ttt::Geometry::isValid(columns, rows, k))
        return std::nullopt;
    return ttt::Geometry(columns, rows, k);
}

// The cell that completes a line of `side`'s, if any.
std::optional<ttt::Cell> completingCell(const ttt::Board& board, ttt::Mark side)
{
    const ttt::Geometry& geometry = board.geometry();
    for (const ttt::Line& line : geometry.lines()) {
        int mine = 0;
        std::optional<ttt::Cell> gap;
        bool blocked = false;
        for (const ttt::Cell cell : geometry.cellsOf(line)) {
            const ttt::Mark mark = board.at(cell);
            mine += mark == side;
            blocked = blocked || mark == ttt::other(side);
            if (mark == ttt::Mark::Empty)
                gap = cell;
        }
        if (!blocked && mine == geometry.k() - 1)
            return gap;
    }
    return std::nullopt;
}

// The attacker's move: win, else block, else the cell that makes its longest open line longest
// (then the most such lines, then nearest the centre, then at random). Cell by cell, so that it
// plays on boards of any size.
ttt::Cell attackerMove(const ttt::Board& board, ttt::Mark side, std::mt19937& random)
{
    if (const auto win = completingCell(board, side))
        return *win;
    if (const auto block = completingCell(board, ttt::other(side)))
        return *block;
    const ttt::Geometry& geometry = board.geometry();
    // Per cell, the longest line of the attacker's through it (with the move) and how many.
    std::vector<std::pair<int, int>> longest(std::size_t(geometry.cells()), { 0, 0 });
    for (const ttt::Line& line : geometry.lines()) {
        int mine = 0;
        bool blocked = false;
        for (const ttt::Cell cell : geometry.cellsOf(line)) {
            mine += board.at(cell) == side;
            blocked = blocked || board.at(cell) == ttt::other(side);
        }
        if (blocked)
            continue;
        for (const ttt::Cell cell : geometry.cellsOf(line)) {
            auto& [length, lines] = longest[std::size_t(cell)];
            if (mine + 1 > length) {
                length = mine + 1;
                lines = 0;
            }
            lines += mine + 1 == length;
        }
    }
    std::vector<ttt::Cell> best;
    std::tuple<int, int, double> bestScore { -1, -1, 0.0 };
    for (ttt::Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (board.at(cell) != ttt::Mark::Empty)
            continue;
        const double dx = geometry.columnOf(cell) - (geometry.columns() - 1) / 2.0;
        const double dy = geometry.rowOf(cell) - (geometry.rows() - 1) / 2.0;
        const auto [length, lines] = longest[std::size_t(cell)];
        const std::tuple<int, int, double> score { length, lines, -(dx * dx + dy * dy) };
        if (score > bestScore) {
            bestScore = score;
            best.clear();
        }
        if (score == bestScore)
            best.push_back(cell);
    }
    return best[std::uniform_int_distribution<std::size_t>(0, best.size() - 1)(random)];
}

// The static player: win, else block, else the highest static value (ties at random).
ttt::Cell staticMove(const ttt::Board& board, ttt::Mark side, std::mt19937& random)
{
    if (const auto win = completingCell(board, side))
        return *win;
    if (const auto block = completingCell(board, ttt::other(side)))
        return *block;
    const std::vector<int> values = ttt::staticValues(board, side, ttt::Rules::Classic);
    const int best = *std::max_element(values.begin(), values.end());
    std::vector<ttt::Cell> cells;
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (values[std::size_t(cell)] == best)
            cells.push_back(cell);
    }
    return cells[std::uniform_int_distribution<std::size_t>(0, cells.size() - 1)(random)];
}

// The window's reply: a search given `seconds`, then its best estimate.
ttt::Cell reply(ttt::Engine& engine, const ttt::Board& board, ttt::Mark side, double seconds,
    int threads, std::uint64_t& positions)
{
    ttt::AnalysisOptions options;
    options.threads = threads;
    ttt::Analysis analysis;
    const ttt::Cell move = ttt::timedBestMove(engine, board, side, ttt::Rules::Classic,
        std::chrono::milliseconds(std::llround(seconds * 1000)), options, &analysis);
    positions += analysis.figures.positions;
    return move;
}

struct Tally {
    int attackerWins = 0;
    int replyWins = 0;
    int draws = 0;
    int replies = 0;
    std::uint64_t positions = 0;
};

} // namespace

int main(int argc, char* argv[])
{
    int games = 20;
    double seconds = 2;
    int threads = 0;
    std::vector<ttt::Geometry> boards;
    std::string opponent = "greedy";
    double opponentSeconds = 0;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--games") == 0 && hasValue) {
            games = int(ttt::bench::wholeNumberOrExit(kProgram, "N", argv[++i]));
        } else if (std::strcmp(argv[i], "--seconds") == 0 && hasValue) {
            seconds = std::atof(argv[++i]);
            if (!(seconds > 0))
                return usage();
        } else if (std::strcmp(argv[i], "--threads") == 0 && hasValue) {
            threads = int(ttt::bench::wholeNumberOrExit(kProgram, "T", argv[++i]));
        } else if (std::strcmp(argv[i], "--opponent") == 0 && hasValue) {
            opponent = argv[++i];
            if (opponent != "greedy" && opponent != "static" && opponent != "reply")
                return usage();
        } else if (std::strcmp(argv[i], "--opponent-seconds") == 0 && hasValue) {
            opponentSeconds = std::atof(argv[++i]);
            if (!(opponentSeconds > 0))
                return usage();
        } else if (std::strcmp(argv[i], "--board") == 0 && hasValue) {
            const auto board = boardOf(argv[++i]);
            if (!board)
                return usage();
            boards.push_back(*board);
        } else {
            return usage();
        }
    }
    if (boards.empty())
        boards = { ttt::Geometry(7, 7, 5), ttt::Geometry(8, 8, 5) };

    if (opponentSeconds == 0)
        opponentSeconds = seconds;
    std::printf("%d games per board, %.1f s per reply, %d search threads (0: one per core), "
                "opponent %s",
        games, seconds, threads, opponent.c_str());
    if (opponent == "reply")
        std::printf(" (%.1f s a move)", opponentSeconds);
    std::printf("\n");
    for (const ttt::Geometry& geometry : boards) {
        Tally tally;
        for (int game = 0; game < games; ++game) {
            std::mt19937 random(static_cast<std::uint32_t>(game));
            ttt::Engine engine;
            ttt::Engine opponentEngine;
            std::uint64_t opponentPositions = 0;
            ttt::Board board(geometry);
            // The attacker is x (and starts) in even games, o in odd ones.
            const ttt::Mark attacker = game % 2 == 0 ? ttt::Mark::X : ttt::Mark::O;
            ttt::Mark side = ttt::Mark::X;
            while (ttt::gameState(board, ttt::Rules::Classic) == ttt::GameState::InProgress) {
                ttt::Cell cell = 0;
                if (side == attacker) {
                    cell = opponent == "static" ? staticMove(board, side, random)
                        : opponent == "reply" ? reply(opponentEngine, board, side, opponentSeconds,
                              threads, opponentPositions)
                                              : attackerMove(board, side, random);
                } else {
                    cell = reply(engine, board, side, seconds, threads, tally.positions);
                    ++tally.replies;
                }
                board.set(cell, side);
                side = ttt::other(side);
            }
            const ttt::GameState end = ttt::gameState(board, ttt::Rules::Classic);
            const char* result = "draw";
            if (end == ttt::GameState::Draw) {
                ++tally.draws;
            } else if ((end == ttt::GameState::XWon) == (attacker == ttt::Mark::X)) {
                ++tally.attackerWins;
                result = "attacker won";
            } else {
                ++tally.replyWins;
                result = "reply won";
            }
            std::printf("  %dx%d k%d game %2d (attacker %s): %s after %d plies\n",
                geometry.columns(), geometry.rows(), geometry.k(), game + 1,
                attacker == ttt::Mark::X ? "x, first" : "o, second", result,
                board.count(ttt::Mark::X) + board.count(ttt::Mark::O));
            std::fflush(stdout);
        }
        std::printf("%dx%d k%d: attacker won %d of %d, reply won %d, draws %d; %s positions "
                    "searched in %d replies\n",
            geometry.columns(), geometry.rows(), geometry.k(), tally.attackerWins, games,
            tally.replyWins, tally.draws, ttt::bench::withThousands(tally.positions).c_str(),
            tally.replies);
    }
    return 0;
}
