// ttt-bench-baseline: the textbook solution of the batch judge exercise, the baseline that
// ttt-bench compares ttt-solve against.
//
// This is the program a good contest entry or a course's model answer would be, written plainly
// and without tricks in either direction:
//   - input through iostreams, untied from stdio (std::ios::sync_with_stdio(false), std::cin >>
//     token), output through std::cout with '\n';
//   - each grid becomes its base-3 board code (empty 0, x 1, o 2, first cell most significant);
//   - the answer comes from a plain recursive minimax, memoised by board code in one array of
//     3^9 results kept for the whole run, so every position is searched at most once however
//     many cases there are. A board code alone decides the side to move (by the counts), so the
//     code is the whole key.
//
// It shares no code with solverlib on purpose: its answers are an independent check of
// ttt-solve's, which ttt-bench compares byte for byte. It is the 3x3 contest program, so the
// board's size is written out here rather than taken from ttt/geometry.h. It trusts its input to
// be legal contest input, as the generated benchmark input is: any cell that is not x or o counts
// as empty, and it stops only when a row is missing or is not three cells long.
#include <array>
#include <cstdlib>
#include <iostream>
#include <string>

namespace {

constexpr int kSide = 3;
constexpr int kCells = kSide * kSide;
constexpr int kCodeCount = 19683; // 3^9: one entry for every way to fill the cells

// Cell contents, also the base-3 digits of the board code.
constexpr int kEmpty = 0;
constexpr int kX = 1;
constexpr int kO = 2;

// Results from x's point of view: x wins, tie, o wins. x maximises, o minimises.
constexpr signed char kXWins = 1;
constexpr signed char kTie = 0;
constexpr signed char kOWins = -1;
constexpr signed char kUnknown = 2;

constexpr int kLines[8][3] = {
    { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 }, // rows
    { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 }, // columns
    { 0, 4, 8 }, { 2, 4, 6 }, // diagonals
};

// The weight of each cell's digit in the board code: 3^8 for cell 0 down to 1 for cell 8.
constexpr std::array<int, kCells> kWeight = { 6561, 2187, 729, 243, 81, 27, 9, 3, 1 };

using Grid = std::array<int, kCells>;

std::array<signed char, kCodeCount> memo;

bool hasLine(const Grid& grid, int mark)
{
    for (const auto& line : kLines) {
        if (grid[line[0]] == mark && grid[line[1]] == mark && grid[line[2]] == mark)
            return true;
    }
    return false;
}

// The result of `grid` (whose board code is `code`) with `toMove` to move, under perfect play.
signed char minimax(Grid& grid, int code, int toMove)
{
    signed char& cached = memo[code];
    if (cached != kUnknown)
        return cached;

    signed char result;
    if (hasLine(grid, kX)) {
        result = kXWins;
    } else if (hasLine(grid, kO)) {
        result = kOWins;
    } else {
        bool anyMove = false;
        result = toMove == kX ? kOWins : kXWins; // the worst there is for the side to move
        const int next = toMove == kX ? kO : kX;
        for (int cell = 0; cell < kCells; ++cell) {
            if (grid[cell] != kEmpty)
                continue;
            anyMove = true;
            grid[cell] = toMove;
            const signed char child = minimax(grid, code + toMove * kWeight[cell], next);
            grid[cell] = kEmpty;
            if (toMove == kX ? child > result : child < result)
                result = child;
        }
        if (!anyMove)
            result = kTie; // a full board without a line
    }
    cached = result;
    return result;
}

[[noreturn]] void fail(const std::string& message)
{
    std::cout.flush();
    std::cerr << "ttt-bench-baseline: " << message << '\n';
    std::exit(1);
}

} // namespace

int main()
{
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    memo.fill(kUnknown);

    long long caseCount = 0;
    if (!(std::cin >> caseCount) || caseCount < 0)
        fail("the input must start with the number of cases");

    std::string row;
    for (long long caseNumber = 1; caseNumber <= caseCount; ++caseNumber) {
        Grid grid {};
        int code = 0;
        int xCount = 0;
        int oCount = 0;
        for (int r = 0; r < kSide; ++r) {
            if (!(std::cin >> row) || row.size() != kSide)
                fail("case " + std::to_string(caseNumber) + ": expected a row of three cells");
            for (int c = 0; c < kSide; ++c) {
                int mark = kEmpty;
                if (row[c] == 'x' || row[c] == 'X')
                    mark = kX, ++xCount;
                else if (row[c] == 'o' || row[c] == 'O')
                    mark = kO, ++oCount;
                grid[r * kSide + c] = mark;
                code = code * 3 + mark;
            }
        }
        const int toMove = xCount == oCount ? kX : kO;
        const signed char result = minimax(grid, code, toMove);
        std::cout << (result == kXWins ? "x" : result == kOWins ? "o" : "TIE") << '\n';
    }
    return 0;
}
