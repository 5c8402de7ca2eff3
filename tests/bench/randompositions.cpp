// Random legal positions in batch judge input form (see randompositions.h).
#include "randompositions.h"

#include "ttt/board.h"

#include <array>
#include <limits>
#include <random>

namespace ttt::bench {
namespace {

// A uniformly random number in [0, bound): draws above the last whole multiple of `bound`
// are thrown away, so no remainder is more likely than another.
std::uint64_t randomBelow(std::mt19937_64& engine, std::uint64_t bound)
{
    constexpr std::uint64_t kLargest = std::numeric_limits<std::uint64_t>::max();
    const std::uint64_t limit = kLargest - kLargest % bound;
    for (;;) {
        const std::uint64_t draw = engine();
        if (draw < limit)
            return draw % bound;
    }
}

// Batch judge input is tic-tac-toe.
constexpr int kRows = kTicTacToe.rows();
constexpr int kColumns = kTicTacToe.columns();
constexpr int kCells = kTicTacToe.cells();

Board randomLegalBoard(std::mt19937_64& engine)
{
    Board board;
    Mark side = Mark::X;
    const auto moves = static_cast<int>(randomBelow(engine, kCells + 1));
    for (int move = 0; move < moves; ++move) {
        std::array<Cell, kCells> emptyCells {};
        int emptyCount = 0;
        for (Cell cell = 0; cell < kCells; ++cell) {
            if (board.at(cell) == Mark::Empty)
                emptyCells[emptyCount++] = cell;
        }
        const auto pick = randomBelow(engine, static_cast<std::uint64_t>(emptyCount));
        board.set(emptyCells[pick], side);
        if (board.hasLine(side) || board.isFull())
            break;
        side = other(side);
    }
    return board;
}

} // namespace

std::string randomBatchInput(std::uint64_t cases, std::uint64_t seed)
{
    std::mt19937_64 engine(seed);
    std::string input = std::to_string(cases) + '\n';
    input.reserve(input.size() + cases * (kRows * (kColumns + 1)));
    for (std::uint64_t i = 0; i < cases; ++i) {
        const Board board = randomLegalBoard(engine);
        for (int row = 0; row < kRows; ++row) {
            for (int column = 0; column < kColumns; ++column)
                input += toChar(board.at(kTicTacToe.cellAt(row, column)));
            input += '\n';
        }
    }
    return input;
}

} // namespace ttt::bench
