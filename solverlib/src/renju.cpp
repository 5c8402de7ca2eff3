// Renju's forbidden moves (renju.h).
//
// Every shape is read along the four directions through the move, on a copy of the board that
// stones are put on and taken off again. Offsets count cells along a direction from the move
// (0), negative one way and positive the other; a five that holds the move lies within four
// cells of it either way.
#include "ttt/renju.h"

#include "ttt/game.h"

#include <array>
#include <cstdlib>

namespace ttt {

namespace {

constexpr int kFive = 5;

struct Direction {
    int rows;
    int columns;
};
constexpr std::array<Direction, 4> kDirections { { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } } };

// Judges `side`'s moves: renju's black (an overline, a double four or a double three forbidden),
// or either side under omok (a double three forbidden; an overline and a double four allowed).
class Judge {
public:
    Judge(const Board& board, Mark side, bool omok, std::vector<bool>* read = nullptr)
        : m_board(board)
        , m_geometry(board.geometry())
        , m_side(side)
        , m_omok(omok)
        , m_read(read)
    { }

    RenjuJudgement judge(Cell cell)
    {
        RenjuJudgement result;
        m_board.set(cell, m_side);
        // Five first: it wins whatever else the move makes.
        for (const Direction& direction : kDirections) {
            const auto [from, to] = runEnds(cell, direction);
            const int length = to - from + 1;
            if (length == kFive) {
                result.shape = RenjuShape::Five;
                result.lines = { { along(cell, direction, from), along(cell, direction, to) } };
            }
        }
        if (result.shape == RenjuShape::Five) {
            m_board.set(cell, Mark::Empty);
            return result;
        }
        for (const Direction& direction : kDirections) {
            const auto [from, to] = runEnds(cell, direction);
            if (to - from + 1 > kFive && !m_omok) {
                result.shape = RenjuShape::Overline;
                result.lines = { { along(cell, direction, from), along(cell, direction, to) } };
                m_board.set(cell, Mark::Empty);
                return result;
            }
        }
        std::vector<std::pair<Cell, Cell>> fours;
        std::vector<std::pair<Cell, Cell>> threes;
        for (const Direction& direction : kDirections) {
            const std::vector<std::pair<Cell, Cell>> four = foursThrough(cell, direction);
            if (!four.empty()) {
                fours.insert(fours.end(), four.begin(), four.end());
                continue; // a line with a four holds no three of its own
            }
            if (const std::optional<std::pair<Cell, Cell>> three = threeThrough(cell, direction))
                threes.push_back(*three);
        }
        m_board.set(cell, Mark::Empty);
        if (fours.size() >= 2 && !m_omok) {
            result.shape = RenjuShape::DoubleFour;
            result.lines = fours;
        } else if (threes.size() >= 2) {
            result.shape = RenjuShape::DoubleThree;
            result.lines = threes;
        }
        return result;
    }

    // The directions in which the side's stone on `cell` would leave an empty place that makes
    // a straight four holding it: the shape of a three, whether or not that four may be played.
    int threeShapes(Cell cell)
    {
        m_board.set(cell, m_side);
        int shapes = 0;
        for (const Direction& direction : kDirections) {
            for (int offset = -(kFive - 2); offset <= kFive - 2; ++offset) {
                if (offset != 0 && emptyAt(cell, direction, offset)
                    && makesStraightFour(cell, direction, offset)) {
                    ++shapes;
                    break;
                }
            }
        }
        m_board.set(cell, Mark::Empty);
        return shapes;
    }

private:
    // Whether the side's stone on the empty place `offset` steps from `cell` (the side's) makes
    // a straight four holding both (".XXXX.", both ends making exactly five).
    bool makesStraightFour(Cell cell, const Direction& direction, int offset)
    {
        const Cell point = along(cell, direction, offset);
        m_board.set(point, m_side);
        const auto [from, to] = runEnds(cell, direction);
        bool straight = false;
        if (to - from + 1 == kFive - 1 && from <= offset && offset <= to) {
            const std::vector<int> points = fivePoints(cell, direction);
            straight = points.size() == 2 && std::abs(points[0] - points[1]) == kFive;
        }
        m_board.set(point, Mark::Empty);
        return straight;
    }

    // The cell `offset` steps from `cell` along `direction`, if it is on the board.
    std::optional<Cell> step(Cell cell, const Direction& direction, int offset) const
    {
        const int row = m_geometry.rowOf(cell) + direction.rows * offset;
        const int column = m_geometry.columnOf(cell) + direction.columns * offset;
        if (row < 0 || column < 0 || row >= m_geometry.rows() || column >= m_geometry.columns())
            return std::nullopt;
        return m_geometry.cellAt(row, column);
    }
    Cell along(Cell cell, const Direction& direction, int offset) const
    {
        return *step(cell, direction, offset);
    }
    // Every cell the judgement reads goes through here.
    Mark markAt(Cell cell) const
    {
        if (m_read)
            (*m_read)[std::size_t(cell)] = true;
        return m_board.at(cell);
    }
    bool ownAt(Cell cell, const Direction& direction, int offset) const
    {
        const std::optional<Cell> at = step(cell, direction, offset);
        return at && markAt(*at) == m_side;
    }
    bool emptyAt(Cell cell, const Direction& direction, int offset) const
    {
        const std::optional<Cell> at = step(cell, direction, offset);
        return at && markAt(*at) == Mark::Empty;
    }

    // The offsets of the first and last stone of the run of the side's stones through `cell`.
    std::pair<int, int> runEnds(Cell cell, const Direction& direction) const
    {
        int from = 0;
        while (ownAt(cell, direction, from - 1))
            --from;
        int to = 0;
        while (ownAt(cell, direction, to + 1))
            ++to;
        return { from, to };
    }

    // The offsets of the empty cells that make exactly five with the side's stone on `cell`, in
    // a run that holds `cell`.
    std::vector<int> fivePoints(Cell cell, const Direction& direction)
    {
        std::vector<int> points;
        for (int offset = -(kFive - 1); offset <= kFive - 1; ++offset) {
            if (offset == 0 || !emptyAt(cell, direction, offset))
                continue;
            // Every cell between the move and the point the side's: the five holds the move.
            bool joined = true;
            for (int between = std::min(0, offset) + 1; between < std::max(0, offset); ++between)
                joined = joined && ownAt(cell, direction, between);
            if (!joined)
                continue;
            const Cell point = along(cell, direction, offset);
            m_board.set(point, m_side);
            const auto [from, to] = runEnds(cell, direction);
            m_board.set(point, Mark::Empty);
            if (to - from + 1 == kFive)
                points.push_back(offset);
        }
        return points;
    }

    // The fours through the side's stone on `cell` along `direction`, each by its stones' first
    // and last cell: none, one (a straight four's two points are one four), or two ("X.XXX.X").
    std::vector<std::pair<Cell, Cell>> foursThrough(Cell cell, const Direction& direction)
    {
        const std::vector<int> points = fivePoints(cell, direction);
        std::vector<std::pair<Cell, Cell>> fours;
        for (std::size_t i = 0; i < points.size(); ++i) {
            // The other end of a straight four: the same four.
            bool same = false;
            for (std::size_t j = 0; j < i; ++j)
                same = same || std::abs(points[i] - points[j]) == kFive;
            if (same)
                continue;
            const Cell point = along(cell, direction, points[i]);
            m_board.set(point, m_side);
            auto [from, to] = runEnds(cell, direction);
            m_board.set(point, Mark::Empty);
            // The four's stones: the five without its point.
            if (points[i] == from)
                ++from;
            else if (points[i] == to)
                --to;
            fours.push_back({ along(cell, direction, from), along(cell, direction, to) });
        }
        return fours;
    }

    // The three through the side's stone on `cell` along `direction`, by its stones' first and
    // last cell: there is one when a stone of the side's on an empty cell of the line makes a
    // straight four holding `cell` (".XXXX.", both ends making exactly five), and the side may play
    // that cell (judged on this board, recursively).
    std::optional<std::pair<Cell, Cell>> threeThrough(Cell cell, const Direction& direction)
    {
        for (int offset = -(kFive - 2); offset <= kFive - 2; ++offset) {
            if (offset == 0 || !emptyAt(cell, direction, offset))
                continue;
            if (!makesStraightFour(cell, direction, offset))
                continue;
            const Cell point = along(cell, direction, offset);
            // That four must be one the side may make, and not a five elsewhere at once (RIF: "a
            // row of three stones to which one can, without at the same time making a five,
            // add a stone to make a straight four").
            const RenjuJudgement made = Judge(m_board, m_side, m_omok, m_read).judge(point);
            if (made.forbidden() || made.shape == RenjuShape::Five)
                continue;
            // The three's stones: the four without the point.
            m_board.set(point, m_side);
            const auto [from, to] = runEnds(cell, direction);
            m_board.set(point, Mark::Empty);
            const int first = offset == from ? from + 1 : from;
            const int last = offset == to ? to - 1 : to;
            return std::pair { along(cell, direction, first), along(cell, direction, last) };
        }
        return std::nullopt;
    }

    Board m_board;
    Geometry m_geometry;
    Mark m_side;
    bool m_omok;
    std::vector<bool>* m_read; // the cells read, when asked
};

// The line from `line.first` to `line.second`, named as explanations name lines ("h7–j7").
std::string lineName(const Geometry& geometry, std::pair<Cell, Cell> line)
{
    return ttt::lineName(geometry, std::vector<Cell> { line.first, line.second });
}

} // namespace

RenjuJudgement judgeMove(const Board& board, Cell cell, Rules rules, Mark side)
{
    if (board.at(cell) != Mark::Empty || side == Mark::Empty
        || !forbidsMovesTo(rules, side == Mark::X))
        return {};
    return Judge(board, side, rules == Rules::Omok).judge(cell);
}

int threeShapes(const Board& board, Cell cell, Rules rules, Mark side)
{
    if (board.at(cell) != Mark::Empty || side == Mark::Empty
        || !forbidsMovesTo(rules, side == Mark::X))
        return 0;
    return Judge(board, side, rules == Rules::Omok).threeShapes(cell);
}

RenjuJudgement judgeMove(
    const Board& board, Cell cell, Rules rules, Mark side, std::vector<Cell>& read)
{
    read.clear();
    if (board.at(cell) != Mark::Empty || side == Mark::Empty
        || !forbidsMovesTo(rules, side == Mark::X))
        return {};
    std::vector<bool> seen(std::size_t(board.geometry().cells()), false);
    const RenjuJudgement judgement = Judge(board, side, rules == Rules::Omok, &seen).judge(cell);
    for (Cell at = 0; at < static_cast<Cell>(seen.size()); ++at) {
        if (seen[std::size_t(at)] && at != cell)
            read.push_back(at);
    }
    return judgement;
}

std::string describeRenjuJudgement(const Geometry& geometry, const RenjuJudgement& judgement)
{
    const auto lines = [&] {
        std::string text = judgement.lines.size() == 1 ? "the line " : "the lines ";
        for (std::size_t i = 0; i < judgement.lines.size(); ++i) {
            if (i > 0)
                text += i + 1 == judgement.lines.size() ? " and " : ", ";
            text += lineName(geometry, judgement.lines[i]);
        }
        return text;
    };
    switch (judgement.shape) {
    case RenjuShape::None:
        return {};
    case RenjuShape::Five:
        return "five: " + lineName(geometry, judgement.lines.front());
    case RenjuShape::Overline:
        return "overline: " + lineName(geometry, judgement.lines.front());
    case RenjuShape::DoubleFour:
        return "double four: " + lines();
    case RenjuShape::DoubleThree:
        return "double three: " + lines();
    }
    return {};
}

} // namespace ttt
