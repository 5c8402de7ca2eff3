// The Piskvork protocol's brain (brain.h).
#include "brain.h"

#include "ttt/estimate.h"
#include "ttt/legality.h"
#include "ttt/solver.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#ifndef PROJECT_VERSION
#define PROJECT_VERSION "0"
#endif

namespace ttt::brain {

namespace {

constexpr int kFive = 5;
// What answering takes beside the search: the stop (the engine ends within 50 ms), choosing the
// move, the pipe. The search gets the rest.
constexpr std::int64_t kAnswerMargin = 120;
// A match's time is shared as if this many more moves of the brain's were to come, at least.
constexpr std::int64_t kMovesAhead = 12;
constexpr std::int64_t kUnlimited = 2147483647;

std::string upper(std::string_view text)
{
    std::string result(text);
    for (char& c : result)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    return result;
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

// The integers of "10,11" or "10,11,2" (spaces allowed around them); nothing when the text is
// anything else.
std::optional<std::vector<long long>> numbers(std::string_view text)
{
    std::vector<long long> values;
    text = trimmed(text);
    while (!text.empty()) {
        long long value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (error != std::errc() || value < -1'000'000'000 || value > 2'147'483'647)
            return std::nullopt;
        values.push_back(value);
        text = trimmed(text.substr(std::size_t(end - text.data())));
        if (text.empty())
            break;
        if (text.front() != ',')
            return std::nullopt;
        text = trimmed(text.substr(1));
        if (text.empty())
            return std::nullopt;
    }
    return values;
}

// The rules INFO rule's bits name: 4 renju, else 1 exactly five, else free-style.
Rules rulesOf(int rule)
{
    return (rule & 4) ? Rules::Renju : (rule & 1) ? Rules::Exact : Rules::Classic;
}

} // namespace

Brain::Brain() = default;
Brain::~Brain() = default;

std::int64_t Brain::moveBudgetMilliseconds() const
{
    std::int64_t budget = m_turnMilliseconds;
    if (m_timeLeft && *m_timeLeft < kUnlimited) {
        const std::int64_t empties
            = m_geometry ? std::int64_t(std::count(m_stones.begin(), m_stones.end(), 0)) : 0;
        budget = std::min(budget, *m_timeLeft / std::max(kMovesAhead, empties / 4));
    }
    if (budget <= 0)
        return 0;
    return std::max<std::int64_t>(0, budget * 85 / 100 - kAnswerMargin);
}

std::optional<Cell> Brain::cellAt(int x, int y) const
{
    if (!m_geometry || x < 0 || y < 0 || x >= m_geometry->columns() || y >= m_geometry->rows())
        return std::nullopt;
    return m_geometry->cellAt(y, x);
}

std::string Brain::coordinates(Cell cell) const
{
    return std::to_string(m_geometry->columnOf(cell)) + ","
        + std::to_string(m_geometry->rowOf(cell));
}

std::optional<std::string> Brain::rulesProblem() const
{
    if ((m_rule & 4) && m_geometry
        && !rulesFit(Rules::Renju, m_geometry->columns(), m_geometry->rows(), m_geometry->k()))
        return "renju is five in a row on a board of at least 65 cells";
    if (m_rule & 8)
        return "Caro rules are not supported";
    return std::nullopt;
}

Board Brain::boardForSearch(Mark& toMove) const
{
    const auto own = std::count(m_stones.begin(), m_stones.end(), 1);
    const auto others = std::count(m_stones.begin(), m_stones.end(), 2);
    // Black moves first: with as many stones each, the side to move (the brain) is black.
    toMove = own < others ? Mark::O : Mark::X;
    Board board(*m_geometry);
    for (Cell cell = 0; cell < m_geometry->cells(); ++cell) {
        if (m_stones[std::size_t(cell)] != 0)
            board.set(cell, m_stones[std::size_t(cell)] == 1 ? toMove : other(toMove));
    }
    return board;
}

std::vector<std::string> Brain::start(int columns, int rows)
{
    if (!Geometry::isValidSide(columns) || !Geometry::isValidSide(rows)
        || std::max(columns, rows) < kFive) {
        return { "ERROR boards from 5x5 to " + std::to_string(Geometry::kMaxSide) + "x"
            + std::to_string(Geometry::kMaxSide) + " only, not " + std::to_string(columns) + "x"
            + std::to_string(rows) };
    }
    m_geometry = Geometry(columns, rows, kFive);
    m_stones.assign(std::size_t(m_geometry->cells()), 0);
    m_order.clear();
    return { "OK" };
}

std::vector<std::string> Brain::move()
{
    if (!m_geometry)
        return { "ERROR no board yet: START comes first" };
    if (const std::optional<std::string> problem = rulesProblem())
        return { "ERROR " + *problem };
    Mark toMove = Mark::X;
    const Board board = boardForSearch(toMove);
    const Rules rules = rulesOf(m_rule);
    if (gameState(board, rules) != GameState::InProgress)
        return { "ERROR the game is over: there is no move to make" };
    const Cell cell = timedBestMove(
        engine(), board, toMove, rules, std::chrono::milliseconds(moveBudgetMilliseconds()));
    m_stones[std::size_t(cell)] = 1;
    m_order.push_back(cell);
    return { coordinates(cell) };
}

Engine& Brain::engine()
{
    // Half the memory the manager allows for the table (the rest for everything else).
    if (!m_engine) {
        const std::size_t megabytes = m_memoryBytes > 0
            ? std::size_t(std::clamp<std::int64_t>(m_memoryBytes / 2 / (1024 * 1024), 1, 256))
            : 256;
        m_engine = std::make_unique<Engine>(megabytes);
    }
    return *m_engine;
}

std::vector<std::string> Brain::swap2(const std::vector<std::pair<int, int>>& stones)
{
    if (!m_geometry)
        return { "ERROR no board yet: START comes first" };
    if (const std::optional<std::string> problem = rulesProblem())
        return { "ERROR " + *problem };
    const int cx = m_geometry->columns() / 2;
    const int cy = m_geometry->rows() / 2;
    if (stones.empty()) {
        if (cx + 2 >= m_geometry->columns() || cy + 2 >= m_geometry->rows())
            return { "ERROR the board is too small for a Swap2 opening" };
        // Three stones of the opening: black, white beside it, black on a diagonal two away.
        return { std::to_string(cx) + "," + std::to_string(cy) + " " + std::to_string(cx + 1) + ","
            + std::to_string(cy) + " " + std::to_string(cx + 2) + "," + std::to_string(cy + 2) };
    }
    if (stones.size() != 3 && stones.size() != 5)
        return { "ERROR SWAP2BOARD gives 0, 3 or 5 stones, not " + std::to_string(stones.size()) };
    // The brain is white, to move: it takes black (SWAP) when white is proven lost, else plays.
    Board board(*m_geometry);
    Mark side = Mark::X;
    for (const auto& [x, y] : stones) {
        const std::optional<Cell> cell = cellAt(x, y);
        if (!cell || board.at(*cell) != Mark::Empty)
            return { "ERROR SWAP2BOARD: " + std::to_string(x) + "," + std::to_string(y)
                + " is off the board or taken" };
        board.set(*cell, side);
        side = other(side);
    }
    const Rules rules = rulesOf(m_rule);
    Analysis analysis;
    const Cell cell = timedBestMove(engine(), board, Mark::O, rules,
        std::chrono::milliseconds(moveBudgetMilliseconds()), {}, &analysis);
    // The brain's stones from now on: black's when it swaps, else white's and its move.
    const bool swap
        = analysis.evaluation.isProven() && analysis.evaluation.outcome == Outcome::Lose;
    const Mark own = swap ? Mark::X : Mark::O;
    std::fill(m_stones.begin(), m_stones.end(), 0);
    m_order.clear();
    for (Cell each = 0; each < m_geometry->cells(); ++each) {
        if (board.at(each) != Mark::Empty)
            m_stones[std::size_t(each)] = board.at(each) == own ? 1 : 2;
    }
    for (const auto& [x, y] : stones)
        m_order.push_back(*cellAt(x, y));
    if (swap)
        return { "SWAP" };
    m_stones[std::size_t(cell)] = 1;
    m_order.push_back(cell);
    return { coordinates(cell) };
}

std::vector<std::string> Brain::handle(std::string_view line)
{
    line = trimmed(line);
    const std::string command = upper(line.substr(0, line.find(' ')));
    const std::string_view rest = line.find(' ') == std::string_view::npos
        ? std::string_view()
        : line.substr(line.find(' '));

    if (m_reading == Reading::Board) {
        if (command == "DONE") {
            m_reading = Reading::Command;
            if (m_boardProblem) {
                const std::string problem = *m_boardProblem;
                m_boardProblem.reset();
                return { "ERROR " + problem };
            }
            return move();
        }
        const std::optional<std::vector<long long>> values = numbers(line);
        if (!values || values->size() != 3) {
            m_boardProblem = m_boardProblem.value_or(
                "expected x,y,field inside BOARD, found '" + std::string(line.substr(0, 40)) + "'");
            return {};
        }
        const std::optional<Cell> cell = cellAt(int((*values)[0]), int((*values)[1]));
        const long long field = (*values)[2];
        if (!cell || m_stones[std::size_t(*cell)] != 0 || field < 1 || field > 3) {
            m_boardProblem = m_boardProblem.value_or("BOARD: " + std::string(line.substr(0, 40))
                + " is off the board, taken or not a " + "field 1, 2 or 3");
            return {};
        }
        if (field == 3) {
            m_boardProblem = m_boardProblem.value_or("the continuous game is not supported");
            return {};
        }
        m_stones[std::size_t(*cell)] = std::int8_t(field);
        m_order.push_back(*cell);
        return {};
    }
    if (m_reading == Reading::Swap2) {
        if (command == "DONE") {
            m_reading = Reading::Command;
            return swap2(m_swap2);
        }
        const std::optional<std::vector<long long>> values = numbers(line);
        if (values && values->size() == 2)
            m_swap2.push_back({ int((*values)[0]), int((*values)[1]) });
        return {};
    }

    if (command.empty())
        return {};
    if (command == "START") {
        const std::optional<std::vector<long long>> size = numbers(rest);
        if (!size || size->size() != 1)
            return { "ERROR START needs the board's size, such as START 15" };
        return start(int(size->front()), int(size->front()));
    }
    if (command == "RECTSTART") {
        const std::optional<std::vector<long long>> size = numbers(rest);
        if (!size || size->size() != 2)
            return { "ERROR RECTSTART needs width,height, such as RECTSTART 20,15" };
        return start(int((*size)[0]), int((*size)[1]));
    }
    if (command == "RESTART") {
        if (!m_geometry)
            return { "ERROR no board yet: START comes first" };
        return start(m_geometry->columns(), m_geometry->rows());
    }
    if (command == "BEGIN")
        return move();
    if (command == "TURN" || command == "PLAY" || command == "TAKEBACK") {
        const std::optional<std::vector<long long>> at = numbers(rest);
        if (!m_geometry)
            return { "ERROR no board yet: START comes first" };
        const std::optional<Cell> cell
            = at && at->size() == 2 ? cellAt(int((*at)[0]), int((*at)[1])) : std::nullopt;
        if (!cell)
            return { "ERROR " + command + " needs x,y on the board, not '"
                + std::string(trimmed(rest).substr(0, 20)) + "'" };
        if (command == "TAKEBACK") {
            if (m_stones[std::size_t(*cell)] == 0)
                return { "ERROR TAKEBACK: no stone on " + coordinates(*cell) };
            m_stones[std::size_t(*cell)] = 0;
            std::erase(m_order, *cell);
            return { "OK" };
        }
        if (m_stones[std::size_t(*cell)] != 0)
            return { "ERROR " + coordinates(*cell) + " is taken" };
        if (command == "PLAY") {
            m_stones[std::size_t(*cell)] = 1;
            m_order.push_back(*cell);
            return { coordinates(*cell) };
        }
        m_stones[std::size_t(*cell)] = 2;
        m_order.push_back(*cell);
        return move();
    }
    if (command == "BOARD") {
        if (!m_geometry)
            return { "ERROR no board yet: START comes first" };
        std::fill(m_stones.begin(), m_stones.end(), 0);
        m_order.clear();
        m_boardProblem.reset();
        m_reading = Reading::Board;
        return {};
    }
    if (command == "SWAP2BOARD") {
        m_swap2.clear();
        m_reading = Reading::Swap2;
        return {};
    }
    if (command == "INFO") {
        const std::string_view info = trimmed(rest);
        const std::string key = upper(info.substr(0, info.find(' ')));
        const std::string_view value = info.find(' ') == std::string_view::npos
            ? std::string_view()
            : info.substr(info.find(' '));
        const std::optional<std::vector<long long>> number = numbers(value);
        if (!number || number->size() != 1)
            return {}; // evaluate x,y, folder, or a value it cannot read: nothing to do
        const long long v = number->front();
        if (key == "TIMEOUT_TURN")
            m_turnMilliseconds = std::max<long long>(0, v);
        else if (key == "TIME_LEFT")
            m_timeLeft = v;
        else if (key == "TIMEOUT_MATCH" && v > 0 && !m_timeLeft)
            m_timeLeft = v;
        else if (key == "MAX_MEMORY") {
            m_memoryBytes = std::max<long long>(0, v);
            m_engine.reset();
        } else if (key == "RULE")
            m_rule = int(v);
        return {};
    }
    if (command == "END") {
        m_ended = true;
        return {};
    }
    if (command == "ABOUT") {
        return { std::string("name=\"pbrain-ttt\", version=\"") + PROJECT_VERSION
            + "\", author=\"the k-in-a-row analyzer's authors\", country=\"\"" };
    }
    return { "UNKNOWN " + command + " is not a command this brain knows" };
}

} // namespace ttt::brain
