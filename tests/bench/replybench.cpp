// ttt-bench-reply: how often a simple attacking player beats the window's perfect reply when the
// reply may not wait for its proof. Each reply is what the window plays (ttt::estimatedBestMove)
// after a search of the position given SECONDS, through one engine kept for the game as the
// window's runner keeps one. The attacker wins at once when it can, else blocks a line the
// reply would complete, else extends its longest open line (ties broken towards the centre, then
// at random, seeded by the game's number). The two take turns to start.
//
//     ttt-bench-reply [--games N] [--seconds S] [--threads T] [--board CxRkK]...
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
        "  N games on each board (default 20), S seconds per reply (default 2), T search\n"
        "  threads (default 0: one per core), boards such as 7x7k5 (default 7x7k5 and 8x8k5)\n",
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
    const ttt::CellSet mine = board.cells(side);
    const ttt::CellSet theirs = board.cells(ttt::other(side));
    for (const ttt::Line& line : geometry.lines()) {
        if ((line.cells & theirs) == 0 && std::popcount(line.cells & mine) == geometry.k() - 1) {
            const ttt::CellSet gap = line.cells & ~mine;
            for (ttt::Cell cell = 0; cell < geometry.cells(); ++cell) {
                if (geometry.setOf(cell) == gap)
                    return cell;
            }
        }
    }
    return std::nullopt;
}

// The attacker's move: win, else block, else the cell that makes its longest open line longest
// (then the most such lines, then nearest the centre, then at random).
ttt::Cell attackerMove(const ttt::Board& board, ttt::Mark side, std::mt19937& random)
{
    if (const auto win = completingCell(board, side))
        return *win;
    if (const auto block = completingCell(board, ttt::other(side)))
        return *block;
    const ttt::Geometry& geometry = board.geometry();
    const ttt::CellSet mine = board.cells(side);
    const ttt::CellSet theirs = board.cells(ttt::other(side));
    std::vector<ttt::Cell> best;
    std::tuple<int, int, double> bestScore { -1, -1, 0.0 };
    for (ttt::Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (board.at(cell) != ttt::Mark::Empty)
            continue;
        int longest = 0;
        int lines = 0;
        for (const ttt::Line& line : geometry.lines()) {
            if ((line.cells & geometry.setOf(cell)) == 0 || (line.cells & theirs) != 0)
                continue;
            const int count = std::popcount(line.cells & mine) + 1;
            if (count > longest) {
                longest = count;
                lines = 0;
            }
            lines += count == longest;
        }
        const double dx = geometry.columnOf(cell) - (geometry.columns() - 1) / 2.0;
        const double dy = geometry.rowOf(cell) - (geometry.rows() - 1) / 2.0;
        const std::tuple<int, int, double> score { longest, lines, -(dx * dx + dy * dy) };
        if (score > bestScore) {
            bestScore = score;
            best.clear();
        }
        if (score == bestScore)
            best.push_back(cell);
    }
    return best[std::uniform_int_distribution<std::size_t>(0, best.size() - 1)(random)];
}

// The window's reply: a search given `seconds`, then its best estimate.
ttt::Cell reply(ttt::Engine& engine, const ttt::Board& board, ttt::Mark side, double seconds,
    int threads, std::uint64_t& positions)
{
    std::stop_source stop;
    std::mutex mutex;
    std::condition_variable done;
    bool finished = false;
    std::jthread timer([&] {
        std::unique_lock lock(mutex);
        if (!done.wait_for(lock, std::chrono::duration<double>(seconds), [&] { return finished; }))
            stop.request_stop();
    });
    ttt::AnalysisOptions options;
    options.threads = threads;
    const ttt::Analysis analysis
        = engine.analyze(board, side, ttt::Rules::Classic, options, {}, stop.get_token());
    {
        std::lock_guard lock(mutex);
        finished = true;
    }
    done.notify_all();
    positions += analysis.figures.positions;
    return *ttt::estimatedBestMove(board, side, ttt::Rules::Classic, analysis);
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

    std::printf("%d games per board, %.1f s per reply, %d search threads (0: one per core)\n",
        games, seconds, threads);
    for (const ttt::Geometry& geometry : boards) {
        Tally tally;
        for (int game = 0; game < games; ++game) {
            std::mt19937 random(static_cast<std::uint32_t>(game));
            ttt::Engine engine;
            ttt::Board board(geometry);
            // The attacker is x (and starts) in even games, o in odd ones.
            const ttt::Mark attacker = game % 2 == 0 ? ttt::Mark::X : ttt::Mark::O;
            ttt::Mark side = ttt::Mark::X;
            while (ttt::gameState(board, ttt::Rules::Classic) == ttt::GameState::InProgress) {
                ttt::Cell cell = 0;
                if (side == attacker) {
                    cell = attackerMove(board, side, random);
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
