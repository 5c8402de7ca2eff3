// ttt-check's renju judgement (renju.h).
#include "renju.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <utility>

namespace check {

namespace {

constexpr int kReach = 15; // how far each line's text reaches on either side of the move

// Renju's judge of black's moves, or (`omok`) Korean omok's of the mover's, whose stones are the
// 'x's here: only a double three is forbidden, an overline and two fours are not.
class RenjuJudge {
public:
    RenjuJudge(std::vector<std::string> rows, bool omok)
        : m_rows(std::move(rows))
        , m_omok(omok)
    { }

    bool forbidden(int column, int row) { return judge(column, row) == Verdict::Forbidden; }

    // A five (allowed, whatever else it makes), a forbidden move, or neither.
    enum class Verdict { Five, Forbidden, Allowed };
    Verdict judge(int column, int row)
    {
        m_rows[std::size_t(row)][std::size_t(column)] = 'x';
        std::array<std::string, 4> lines;
        for (std::size_t d = 0; d < kSteps.size(); ++d)
            lines[d] = lineText(column, row, kSteps[d]);
        bool five = false;
        bool overline = false;
        for (const std::string& line : lines) {
            const int run = runAt(line, kReach);
            five = five || run == 5;
            overline = overline || run > 5;
        }
        bool result = false;
        if (five) {
            m_rows[std::size_t(row)][std::size_t(column)] = '.';
            return Verdict::Five;
        }
        if (overline && !m_omok) {
            result = true;
        } else {
            int fours = 0;
            int threes = 0;
            for (std::size_t d = 0; d < lines.size(); ++d) {
                const int count = foursIn(lines[d]);
                fours += count;
                if (count == 0 && threeIn(lines[d], column, row, kSteps[d]))
                    ++threes;
            }
            result = (fours >= 2 && !m_omok) || threes >= 2;
        }
        m_rows[std::size_t(row)][std::size_t(column)] = '.';
        return result ? Verdict::Forbidden : Verdict::Allowed;
    }

private:
    struct Step {
        int columns;
        int rows;
    };
    static constexpr std::array<Step, 4> kSteps { { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } } };

    char cellAt(int column, int row) const
    {
        if (row < 0 || row >= int(m_rows.size()) || column < 0
            || column >= int(m_rows[std::size_t(row)].size()))
            return '#';
        return m_rows[std::size_t(row)][std::size_t(column)];
    }

    std::string lineText(int column, int row, Step step) const
    {
        std::string text;
        for (int offset = -kReach; offset <= kReach; ++offset)
            text += cellAt(column + step.columns * offset, row + step.rows * offset);
        return text;
    }

    static int runAt(const std::string& line, int i)
    {
        if (line[std::size_t(i)] != 'x')
            return 0;
        int from = i;
        int to = i;
        while (from > 0 && line[std::size_t(from - 1)] == 'x')
            --from;
        while (to + 1 < int(line.size()) && line[std::size_t(to + 1)] == 'x')
            ++to;
        return to - from + 1;
    }

    // The empty places of `line` where a black stone makes exactly five in a run holding the
    // move (the middle place).
    static std::vector<int> fivePlaces(const std::string& line)
    {
        std::vector<int> places;
        for (int i = 0; i < int(line.size()); ++i) {
            if (line[std::size_t(i)] != '.')
                continue;
            std::string next = line;
            next[std::size_t(i)] = 'x';
            if (runAt(next, kReach) == 5 && runAt(next, i) == 5)
                places.push_back(i);
        }
        return places;
    }

    static int foursIn(const std::string& line)
    {
        const std::vector<int> places = fivePlaces(line);
        int pairs = 0;
        for (std::size_t i = 0; i < places.size(); ++i) {
            for (std::size_t j = i + 1; j < places.size(); ++j)
                pairs += places[j] - places[i] == 5;
        }
        return int(places.size()) - pairs;
    }

    bool threeIn(const std::string& line, int column, int row, Step step)
    {
        for (int i = 0; i < int(line.size()); ++i) {
            if (line[std::size_t(i)] != '.')
                continue;
            std::string next = line;
            next[std::size_t(i)] = 'x';
            // The stone joins the move's run of four.
            const int between = std::min(i, kReach);
            const int beyond = std::max(i, kReach);
            if (runAt(next, kReach) != 4
                || next.substr(std::size_t(between), std::size_t(beyond - between + 1))
                        .find_first_not_of('x')
                    != std::string::npos)
                continue;
            const std::vector<int> places = fivePlaces(next);
            if (places.size() != 2 || places[1] - places[0] != 5)
                continue;
            // The place of the straight four, judged with the move on the board: allowed, and
            // no five elsewhere at once.
            const int offset = i - kReach;
            if (RenjuJudge(m_rows, m_omok)
                    .judge(column + step.columns * offset, row + step.rows * offset)
                == Verdict::Allowed)
                return true;
        }
        return false;
    }

    std::vector<std::string> m_rows;
    bool m_omok;
};

// Whether `column`, `row` is on the board and empty.
bool emptyPlace(const std::vector<std::string>& rows, int column, int row)
{
    return row >= 0 && row < int(rows.size()) && column >= 0
        && column < int(rows[std::size_t(row)].size())
        && rows[std::size_t(row)][std::size_t(column)] == '.';
}

} // namespace

bool renjuForbidden(const std::vector<std::string>& rows, int column, int row)
{
    return emptyPlace(rows, column, row) && RenjuJudge(rows, false).forbidden(column, row);
}

bool omokForbidden(std::vector<std::string> rows, int column, int row, char mover)
{
    if (!emptyPlace(rows, column, row))
        return false;
    if (mover == 'o') {
        // The judge reads the mover's stones as 'x'.
        for (std::string& text : rows) {
            for (char& c : text)
                c = c == 'x' ? 'o' : c == 'o' ? 'x' : c;
        }
    }
    return RenjuJudge(std::move(rows), true).forbidden(column, row);
}

} // namespace check
