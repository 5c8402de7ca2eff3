#include "enginebaseline.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <vector>

namespace bench {
namespace {

using Bits = std::uint64_t;
using Clock = std::chrono::steady_clock;

// One slot of the table: the position (the side to move's marks and the other side's) and a
// bound on its value for the side to move.
struct Slot {
    Bits mine = 0;
    Bits theirs = 0;
    std::int8_t value = 0;
    std::int8_t kind = 0; // 0 empty, 1 exact, 2 lower bound, 3 upper bound
};

class Baseline {
public:
    Baseline(int columns, int rows, int k, Clock::time_point deadline, std::size_t tableBytes)
        : m_deadline(deadline)
        , m_table(std::max<std::size_t>(1, tableBytes / sizeof(Slot)))
    {
        // Cells as bits row * 8 + column; lines of k along rows, columns and both diagonals.
        const int steps[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < columns; ++column) {
                m_board |= Bits(1) << (row * 8 + column);
                for (const auto& step : steps) {
                    Bits line = 0;
                    int length = 0;
                    for (; length < k; ++length) {
                        const int r = row + step[0] * length;
                        const int c = column + step[1] * length;
                        if (r < 0 || r >= rows || c < 0 || c >= columns)
                            break;
                        line |= Bits(1) << (r * 8 + c);
                    }
                    if (length == k)
                        m_lines.push_back(line);
                }
            }
        }
        // Centre first: by distance from the middle of the board.
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < columns; ++column)
                m_order.push_back(row * 8 + column);
        }
        const double middleRow = (rows - 1) / 2.0;
        const double middleColumn = (columns - 1) / 2.0;
        std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) {
            const auto distance
                = [&](int bit) { return std::hypot(bit / 8 - middleRow, bit % 8 - middleColumn); };
            return distance(a) < distance(b);
        });
    }

    std::optional<int> solve()
    {
        const int value = negamax(0, 0, -1, 1);
        if (m_outOfTime)
            return std::nullopt;
        return value;
    }

    std::uint64_t positions() const { return m_positions; }

private:
    bool completes(Bits marks) const
    {
        for (const Bits line : m_lines) {
            if ((marks & line) == line)
                return true;
        }
        return false;
    }

    int negamax(Bits mine, Bits theirs, int alpha, int beta)
    {
        ++m_positions;
        if ((m_positions & 0xFFFF) == 0 && Clock::now() > m_deadline)
            m_outOfTime = true;
        if (m_outOfTime)
            return 0;
        if (completes(theirs))
            return -1; // the move just made completed a line
        if ((mine | theirs) == m_board)
            return 0;
        const int alphaAtStart = alpha;
        Slot& slot = m_table[(mine * 0x9E3779B97F4A7C15ull ^ theirs * 0xC2B2AE3D27D4EB4Full)
            % m_table.size()];
        if (slot.kind != 0 && slot.mine == mine && slot.theirs == theirs) {
            if (slot.kind == 1)
                return slot.value;
            if (slot.kind == 2)
                alpha = std::max<int>(alpha, slot.value);
            else
                beta = std::min<int>(beta, slot.value);
            if (alpha >= beta)
                return slot.value;
        }
        int best = -2;
        for (const int bit : m_order) {
            const Bits move = Bits(1) << bit;
            if ((mine | theirs) & move)
                continue;
            const int value = -negamax(theirs, mine | move, -beta, -alpha);
            if (m_outOfTime)
                return 0;
            best = std::max(best, value);
            alpha = std::max(alpha, value);
            if (alpha >= beta)
                break;
        }
        slot.mine = mine;
        slot.theirs = theirs;
        slot.value = static_cast<std::int8_t>(best);
        slot.kind = best <= alphaAtStart ? 3 : best >= beta ? 2 : 1;
        return best;
    }

    Clock::time_point m_deadline;
    std::vector<Slot> m_table;
    Bits m_board = 0;
    std::vector<Bits> m_lines;
    std::vector<int> m_order;
    std::uint64_t m_positions = 0;
    bool m_outOfTime = false;
};

} // namespace

BaselineResult solveEmptyBoard(int columns, int rows, int k,
    std::chrono::duration<double> timeLimit, std::size_t tableMegabytes)
{
    // The search alone is timed, as the engine's is: not the zeroing of the table's memory
    // (the wall time of the process shows that too).
    Baseline baseline(columns, rows, k,
        Clock::now() + std::chrono::duration_cast<Clock::duration>(timeLimit),
        tableMegabytes << 20);
    const auto start = Clock::now();
    BaselineResult result;
    result.value = baseline.solve();
    result.positions = baseline.positions();
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
}

} // namespace bench
