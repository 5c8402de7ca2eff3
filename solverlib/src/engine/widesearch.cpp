// The search of boards of more than 64 cells: see internal/ttt/widesearch.h.
#include "ttt/widesearch.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <numeric>
#include <optional>
#include <thread>
#include <unordered_map>
#include <vector>

namespace ttt::detail {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int indexOf(Mark side)
{
    return side == Mark::X ? 0 : 1;
}

// The lines of a geometry as lists of cells, and the lines through each cell.
struct LineLists {
    int k = 0;
    int lines = 0;
    std::vector<Cell> cellsOfLine; // line l's cells at [l·k, l·k + k)
    std::vector<std::array<Cell, 2>> beyond; // the cells beyond its ends, -1 off the board
    std::vector<int> firstOfCell; // cell c's lines at linesOfCell[firstOfCell[c] … [c + 1])
    std::vector<int> linesOfCell;

    explicit LineLists(const Geometry& geometry)
        : k(geometry.k())
        , lines(geometry.lineCount())
    {
        std::vector<std::vector<int>> through(std::size_t(geometry.cells()));
        int index = 0;
        for (const Line& line : geometry.lines()) {
            for (const Cell cell : geometry.cellsOf(line)) {
                cellsOfLine.push_back(cell);
                through[std::size_t(cell)].push_back(index);
            }
            beyond.push_back(geometry.beyondEnds(line));
            ++index;
        }
        for (const auto& list : through) {
            firstOfCell.push_back(static_cast<int>(linesOfCell.size()));
            linesOfCell.insert(linesOfCell.end(), list.begin(), list.end());
        }
        firstOfCell.push_back(static_cast<int>(linesOfCell.size()));
    }
};

// Random keys for hashing positions (splitmix64 from a fixed seed: the same every run).
struct Keys {
    std::vector<std::array<std::uint64_t, 2>> cell;
    std::array<std::uint64_t, 2> toMove {};
    std::array<std::uint64_t, 2> attacker {};

    explicit Keys(int cells)
    {
        std::uint64_t state = 0x7474742d77696465; // "ttt-wide"
        const auto next = [&state] {
            std::uint64_t z = (state += 0x9e3779b97f4a7c15);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
            z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
            return z ^ (z >> 31);
        };
        cell.resize(std::size_t(cells));
        for (auto& keys : cell)
            keys = { next(), next() };
        toMove = { next(), next() };
        attacker = { next(), next() };
    }
};

// How a question ended.
enum class Answer : std::uint8_t {
    Yes, // proven
    No, // not within its moves (under the search's restriction of the attacker: proves nothing)
    OutOfBudget,
    Stopped,
};

// One thread's searcher: the board as an array of marks and per-line counts, played and taken
// back move by move.
class Searcher {
public:
    Searcher(const Geometry& geometry, Rules rules, const LineLists& lines, const Keys& keys)
        : m_rules(rules)
        , m_lines(lines)
        , m_keys(keys)
        , m_k(lines.k)
        , m_marks(std::size_t(geometry.cells()))
        , m_counts(std::size_t(lines.lines))
        , m_seen(std::size_t(geometry.cells()), 0)
        , m_table(std::size_t(1) << kTableBits)
    { }

    void load(const Board& board)
    {
        std::fill(m_counts.begin(), m_counts.end(), std::array<std::uint8_t, 2> {});
        m_hash = 0;
        m_empties = 0;
        for (Cell cell = 0; cell < static_cast<Cell>(m_marks.size()); ++cell) {
            const Mark mark = board.at(cell);
            m_marks[std::size_t(cell)] = mark;
            if (mark == Mark::Empty) {
                ++m_empties;
                continue;
            }
            m_hash ^= m_keys.cell[std::size_t(cell)][std::size_t(indexOf(mark))];
            forLinesOf(cell, [&](int line) { ++m_counts[std::size_t(line)][indexOf(mark)]; });
        }
    }

    std::uint64_t positions() const { return m_positions; }

    // Whether `side` playing `cell` completes a line that ends the game (exactly k in a row under
    // the exact rule; under misère a line that loses).
    bool completes(Cell cell, Mark side) const
    {
        bool done = false;
        forLinesOf(cell, [&](int line) {
            if (!done && liveFor(line, side) && count(line, side) == m_k - 1)
                done = true;
        });
        return done;
    }

    void play(Cell cell, Mark side)
    {
        m_marks[std::size_t(cell)] = side;
        m_hash ^= m_keys.cell[std::size_t(cell)][std::size_t(indexOf(side))];
        --m_empties;
        forLinesOf(cell, [&](int line) { ++m_counts[std::size_t(line)][indexOf(side)]; });
    }

    void undo(Cell cell, Mark side)
    {
        m_marks[std::size_t(cell)] = Mark::Empty;
        m_hash ^= m_keys.cell[std::size_t(cell)][std::size_t(indexOf(side))];
        ++m_empties;
        forLinesOf(cell, [&](int line) { --m_counts[std::size_t(line)][indexOf(side)]; });
    }

    // Whether `attacker` completes a line within `moves` moves of its own, whatever the other
    // side does; `toMove` says whose turn it is. A fresh table and budget each time.
    Answer attackerWins(
        Mark toMove, Mark attacker, int moves, std::uint64_t budget, const std::stop_token& stop)
    {
        begin(budget, stop);
        const bool yes = toMove == attacker ? attack(attacker, moves) : defend(attacker, moves);
        return m_abort ? *m_abort : yes ? Answer::Yes : Answer::No;
    }

    // The exact result for `toMove`, searching to the end; nothing when stopped.
    // The exact result of `side` playing `cell`, searching to the end; nothing when stopped.
    std::optional<Evaluation> solveMove(Cell cell, Mark side, const std::stop_token& stop)
    {
        begin(0, stop);
        const Value value = moveValue(cell, side);
        if (m_abort)
            return std::nullopt;
        return Evaluation { value.outcome, value.plies, 0 };
    }

private:
    static constexpr int kTableBits = 16;

    struct Entry {
        std::uint64_t key = 0;
        std::uint32_t generation = 0;
        std::uint8_t winWithin = 0; // proven to win with this many moves (0: not proven)
        std::uint8_t notWithin = 0; // not found with this many moves
    };

    struct Value {
        Outcome outcome = Outcome::None;
        int plies = 0;
    };

    template <typename F> void forLinesOf(Cell cell, F&& f) const
    {
        for (int i = m_lines.firstOfCell[std::size_t(cell)];
             i < m_lines.firstOfCell[std::size_t(cell) + 1]; ++i)
            f(m_lines.linesOfCell[std::size_t(i)]);
    }

    int count(int line, Mark side) const { return m_counts[std::size_t(line)][indexOf(side)]; }

    // Whether `side` can still complete `line`: none of the other side's marks on it, and under
    // the exact rule none of its own just beyond its ends.
    bool liveFor(int line, Mark side) const
    {
        if (count(line, other(side)) != 0)
            return false;
        if (m_rules == Rules::Exact) {
            for (const Cell beyond : m_lines.beyond[std::size_t(line)]) {
                if (beyond >= 0 && m_marks[std::size_t(beyond)] == side)
                    return false;
            }
        }
        return true;
    }

    Cell emptyCellOf(int line) const
    {
        const Cell* cells = &m_lines.cellsOfLine[std::size_t(line) * std::size_t(m_k)];
        for (int i = 0; i < m_k; ++i) {
            if (m_marks[std::size_t(cells[i])] == Mark::Empty)
                return cells[i];
        }
        return -1;
    }

    // For each side: up to two different cells that complete one of its lines, how many there
    // are (0, 1, or 2 for two or more), and the fewest moves it needs to complete any line.
    struct Scan {
        std::array<std::array<Cell, 2>, 2> wins {};
        std::array<int, 2> winCount {};
        std::array<int, 2> need {};
    };

    Scan scan() const
    {
        Scan result;
        result.need = { m_k + 1, m_k + 1 };
        for (int line = 0; line < m_lines.lines; ++line) {
            for (const Mark side : { Mark::X, Mark::O }) {
                const int own = count(line, side);
                const int s = indexOf(side);
                if (m_k - own >= result.need[std::size_t(s)] && m_k - own > 1)
                    continue;
                if (!liveFor(line, side))
                    continue;
                result.need[std::size_t(s)] = std::min(result.need[std::size_t(s)], m_k - own);
                if (own == m_k - 1 && result.winCount[std::size_t(s)] < 2) {
                    const Cell cell = emptyCellOf(line);
                    auto& wins = result.wins[std::size_t(s)];
                    int& found = result.winCount[std::size_t(s)];
                    if (found == 0 || wins[0] != cell)
                        wins[std::size_t(found++)] = cell;
                }
            }
        }
        return result;
    }

    // The value of `cell` to either side: its lines that each side can still complete, weighted
    // by the marks already on them.
    std::uint64_t weight(Cell cell) const
    {
        std::uint64_t weight = 0;
        forLinesOf(cell, [&](int line) {
            for (const Mark side : { Mark::X, Mark::O }) {
                if (liveFor(line, side))
                    weight += std::uint64_t(1) << (2 * count(line, side));
            }
        });
        return weight;
    }

    // The cells of the lines `attacker` could complete with `moves` moves (and those of the
    // lines `also` could complete with `alsoMoves`), the most valuable first.
    std::vector<Cell> attackingMoves(
        Mark attacker, int moves, Mark also = Mark::Empty, int alsoMoves = 0)
    {
        ++m_stamp;
        std::vector<std::pair<std::uint64_t, Cell>> scored;
        for (int line = 0; line < m_lines.lines; ++line) {
            const bool wanted = (m_k - count(line, attacker) <= moves && liveFor(line, attacker))
                || (also != Mark::Empty && m_k - count(line, also) <= alsoMoves
                    && liveFor(line, also));
            if (!wanted)
                continue;
            const Cell* cells = &m_lines.cellsOfLine[std::size_t(line) * std::size_t(m_k)];
            for (int i = 0; i < m_k; ++i) {
                const Cell cell = cells[i];
                if (m_marks[std::size_t(cell)] != Mark::Empty
                    || m_seen[std::size_t(cell)] == m_stamp)
                    continue;
                m_seen[std::size_t(cell)] = m_stamp;
                scored.push_back({ weight(cell), cell });
            }
        }
        return ordered(scored);
    }

    // Every empty cell: first those of the lines `attacker` could complete with `moves` moves
    // and of the other side's lines it could complete with two (the blocks and the counter-
    // threats, the most valuable first), then the rest in cell order.
    std::vector<Cell> everyMove(Mark attacker, int moves)
    {
        std::vector<Cell> cells = attackingMoves(attacker, moves, other(attacker), 2);
        for (Cell cell = 0; cell < static_cast<Cell>(m_marks.size()); ++cell) {
            if (m_marks[std::size_t(cell)] == Mark::Empty && m_seen[std::size_t(cell)] != m_stamp)
                cells.push_back(cell);
        }
        return cells;
    }

    static std::vector<Cell> ordered(std::vector<std::pair<std::uint64_t, Cell>>& scored)
    {
        std::sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) {
            return a.first > b.first || (a.first == b.first && a.second < b.second);
        });
        std::vector<Cell> cells;
        cells.reserve(scored.size());
        for (const auto& [w, cell] : scored)
            cells.push_back(cell);
        return cells;
    }

    void begin(std::uint64_t budget, const std::stop_token& stop)
    {
        ++m_generation;
        m_budget = budget;
        m_spent = 0;
        m_stop = stop;
        m_abort.reset();
    }

    // Counts a position; false once the search must end. The budget is the question's own
    // count, checked at every position, so where a question ends never depends on what the
    // thread searched before it; a stop request is looked for every 1024 positions.
    bool visit()
    {
        ++m_positions;
        if (m_budget && ++m_spent > m_budget)
            m_abort = Answer::OutOfBudget;
        else if ((m_positions & 1023) == 0 && m_stop.stop_requested())
            m_abort = Answer::Stopped;
        return !m_abort;
    }

    Entry& entry(std::uint64_t key)
    {
        return m_table[std::size_t(key & ((std::uint64_t(1) << kTableBits) - 1))];
    }

    std::uint64_t keyOf(Mark toMove, Mark attacker) const
    {
        return m_hash ^ m_keys.toMove[std::size_t(indexOf(toMove))]
            ^ m_keys.attacker[std::size_t(indexOf(attacker))];
    }

    // Remembers what a node's search found (never a result cut short).
    void store(std::uint64_t key, int moves, bool won)
    {
        if (m_abort)
            return;
        Entry& slot = entry(key);
        if (slot.key != key || slot.generation != m_generation)
            slot = Entry { key, m_generation, 0, 0 };
        if (won)
            slot.winWithin = static_cast<std::uint8_t>(
                slot.winWithin ? std::min<int>(slot.winWithin, moves) : moves);
        else
            slot.notWithin = static_cast<std::uint8_t>(std::max<int>(slot.notWithin, moves));
    }

    std::optional<bool> lookUp(std::uint64_t key, int moves)
    {
        const Entry& slot = entry(key);
        if (slot.key != key || slot.generation != m_generation)
            return std::nullopt;
        if (slot.winWithin && slot.winWithin <= moves)
            return true;
        if (slot.notWithin >= moves)
            return false;
        return std::nullopt;
    }

    // `attacker` to move, with `moves` moves (this one included) to complete a line.
    bool attack(Mark attacker, int moves)
    {
        if (!visit())
            return false;
        const Scan found = scan();
        const int a = indexOf(attacker);
        const int d = 1 - a;
        if (found.winCount[std::size_t(a)] > 0)
            return true;
        if (moves <= 1 || found.need[std::size_t(a)] > moves || found.winCount[std::size_t(d)] >= 2)
            return false;
        const std::uint64_t key = keyOf(attacker, attacker);
        if (const auto known = lookUp(key, moves))
            return *known;
        const std::vector<Cell> cells = found.winCount[std::size_t(d)] == 1
            ? std::vector<Cell> { found.wins[std::size_t(d)][0] } // the block it must play
            : attackingMoves(attacker, moves);
        for (const Cell cell : cells) {
            play(cell, attacker);
            const bool won = defend(attacker, moves - 1);
            undo(cell, attacker);
            if (m_abort)
                return false;
            if (won) {
                store(key, moves, true);
                return true;
            }
        }
        store(key, moves, false);
        return false;
    }

    // The other side to move; `attacker` has `moves` moves left to complete a line.
    bool defend(Mark attacker, int moves)
    {
        if (moves == 0 || m_empties == 0 || !visit())
            return false;
        const Scan found = scan();
        const int a = indexOf(attacker);
        const int d = 1 - a;
        if (found.winCount[std::size_t(d)] > 0)
            return false; // the defender completes a line first
        if (found.winCount[std::size_t(a)] >= 2)
            return true; // two cells to block, one move
        if (found.need[std::size_t(a)] > moves
            || (found.winCount[std::size_t(a)] == 0 && moves == 1))
            return false;
        const Mark defender = other(attacker);
        const std::uint64_t key = keyOf(defender, attacker);
        if (const auto known = lookUp(key, moves))
            return *known;
        const std::vector<Cell> cells = found.winCount[std::size_t(a)] == 1
            ? std::vector<Cell> { found.wins[std::size_t(a)][0] } // the block it must play
            : everyMove(attacker, moves);
        for (const Cell cell : cells) {
            play(cell, defender);
            const bool won = attack(attacker, moves);
            undo(cell, defender);
            if (m_abort)
                return false;
            if (!won) {
                store(key, moves, false);
                return false;
            }
        }
        store(key, moves, true);
        return true;
    }

    // Negamax to the end of the game: the outcome for `side` and the plies to it (the winner
    // hurrying, the loser delaying).
    Value negamax(Mark side)
    {
        if (!visit())
            return {};
        const std::uint64_t key = m_hash ^ m_keys.toMove[std::size_t(indexOf(side))];
        if (const auto known = m_exact.find(key); known != m_exact.end())
            return known->second;
        Value best;
        const auto better = [](const Value& a, const Value& b) {
            if (a.outcome != b.outcome)
                return a.outcome > b.outcome;
            return a.outcome == Outcome::Win ? a.plies < b.plies : a.plies > b.plies;
        };
        for (Cell cell = 0; cell < static_cast<Cell>(m_marks.size()); ++cell) {
            if (m_marks[std::size_t(cell)] != Mark::Empty)
                continue;
            const Value value = moveValue(cell, side);
            if (m_abort)
                return {};
            if (best.outcome == Outcome::None || better(value, best))
                best = value;
            if (best.outcome == Outcome::Win && best.plies == 1)
                break;
        }
        m_exact.emplace(key, best);
        return best;
    }

    // The result for `side` of playing the empty `cell`, and the plies to the end.
    Value moveValue(Cell cell, Mark side)
    {
        if (completes(cell, side))
            return { m_rules == Rules::Misere ? Outcome::Lose : Outcome::Win, 1 };
        if (m_empties == 1)
            return { Outcome::Tie, 1 };
        play(cell, side);
        const Value reply = negamax(other(side));
        undo(cell, side);
        const Outcome outcome = reply.outcome == Outcome::Win ? Outcome::Lose
            : reply.outcome == Outcome::Lose                  ? Outcome::Win
                                                              : Outcome::Tie;
        return { outcome, reply.plies + 1 };
    }

    Rules m_rules;
    const LineLists& m_lines;
    const Keys& m_keys;
    int m_k;
    std::vector<Mark> m_marks;
    std::vector<std::array<std::uint8_t, 2>> m_counts;
    std::vector<std::uint32_t> m_seen;
    std::uint32_t m_stamp = 0;
    std::vector<Entry> m_table;
    std::uint32_t m_generation = 0;
    std::unordered_map<std::uint64_t, Value> m_exact; // exact values: kept across questions
    std::uint64_t m_hash = 0;
    int m_empties = 0;
    std::uint64_t m_positions = 0;
    std::uint64_t m_budget = 0; // the question's positions (0: no limit)
    std::uint64_t m_spent = 0; // and those it has searched
    std::stop_token m_stop;
    std::optional<Answer> m_abort;
};

// One question about one cell.
struct Job {
    enum class Kind : std::uint8_t { Win, Lose, Solve } kind = Kind::Win;
    std::size_t index = 0; // of the cell in the list of empty cells
    int round = 0;
    Answer answer = Answer::No;
    std::optional<Evaluation> solved;
    std::uint64_t positions = 0; // the positions its search took
    bool done = false;
};

const Evaluation kUnknown { Outcome::None, 0, 0, Bound::Unknown, true };

} // namespace

Analysis wideAnalysis(const Board& board, Mark toMove, Rules rules, const AnalysisOptions& options,
    const WideLimits& limits, const ProgressCallback& progress, std::stop_token stop)
{
    const auto start = Clock::now();
    const Geometry& geometry = board.geometry();
    const LineLists lines(geometry);
    const Keys keys(geometry.cells());
    const Mark opponent = other(toMove);

    std::vector<Cell> cells;
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (board.at(cell) == Mark::Empty)
            cells.push_back(cell);
    }
    std::vector<Evaluation> results(cells.size(), kUnknown);
    if (options.resumeFrom) {
        for (const MoveAnnotation& move : options.resumeFrom->moves) {
            const auto at = std::find(cells.begin(), cells.end(), move.cell);
            if (at != cells.end() && move.evaluation.isProven())
                results[std::size_t(at - cells.begin())] = move.evaluation;
        }
    }
    const int empties = static_cast<int>(cells.size());
    const bool exhaustive = empties - 1 <= limits.exhaustiveEmpties && rules != Rules::LineScore;
    const bool threats = lineEndsGame(rules) && rules != Rules::Misere;

    const int threadCount = std::max(1,
        options.threads > 0 ? options.threads
                            : static_cast<int>(std::thread::hardware_concurrency()));
    std::vector<std::unique_ptr<Searcher>> searchers;
    for (int t = 0; t < threadCount; ++t)
        searchers.push_back(std::make_unique<Searcher>(geometry, rules, lines, keys));

    std::mutex mutex; // guards results while workers run
    std::condition_variable finished;
    std::uint64_t positions = 0; // searched, for the figures
    std::uint64_t spent = 0; // counted against WideLimits::positions

    const auto runJob = [&](Searcher& searcher, Job& job) {
        const Cell cell = cells[job.index];
        const int round = job.round;
        searcher.load(board);
        if (job.kind == Job::Kind::Solve) {
            job.solved = searcher.solveMove(cell, toMove, stop);
            if (!job.solved)
                job.answer = Answer::Stopped;
            return;
        }
        const std::uint64_t budget = limits.questionPositions << (2 * std::max(0, round - 1));
        if (job.kind == Job::Kind::Win) {
            if (searcher.completes(cell, toMove)) {
                job.answer = Answer::Yes;
                return;
            }
            searcher.play(cell, toMove);
            job.answer = searcher.attackerWins(opponent, toMove, round, budget, stop);
        } else {
            searcher.play(cell, toMove);
            job.answer = searcher.attackerWins(opponent, opponent, round + 1, budget, stop);
        }
    };

    // The analysis as far as it goes: the cells' results and what they make of the position.
    const auto snapshot = [&] {
        Analysis analysis;
        analysis.rules = rules;
        analysis.toMove = toMove;
        analysis.complete = false;
        bool allProven = !cells.empty();
        const Evaluation* best = nullptr;
        bool anyTie = false;
        bool allAtMostTie = true;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const Evaluation& evaluation = results[i];
            if (!options.valueOnly)
                analysis.moves.push_back({ cells[i], evaluation });
            const bool proven = evaluation.isProven();
            allProven = allProven && proven;
            if (proven && evaluation.outcome == Outcome::Win
                && (!best || best->outcome != Outcome::Win || evaluation.plies < best->plies))
                best = &evaluation;
            anyTie = anyTie
                || (proven ? evaluation.outcome == Outcome::Tie
                           : evaluation.bound == Bound::AtLeastTie);
            allAtMostTie = allAtMostTie
                && (proven ? evaluation.outcome != Outcome::Win
                           : evaluation.bound == Bound::AtMostTie);
        }
        if (best) {
            analysis.evaluation = *best;
        } else if (allProven) {
            // No win: a tie if any move ties, else the slowest loss.
            for (const Evaluation& evaluation : results) {
                if (!best || evaluation.outcome > best->outcome
                    || (evaluation.outcome == best->outcome && evaluation.plies > best->plies))
                    best = &evaluation;
            }
            analysis.evaluation = *best;
        } else if (anyTie) {
            analysis.evaluation = { Outcome::None, 0, 0, Bound::AtLeastTie, true };
        } else if (allAtMostTie) {
            analysis.evaluation = { Outcome::None, 0, 0, Bound::AtMostTie, true };
        } else if (rules == Rules::Classic && board.isEmpty()) {
            // Strategy stealing: under the classic rule an extra mark never hurts, so the side to
            // move on an empty board never loses (were the other side to win, it would win too
            // by playing the other side's strategy after an arbitrary first move).
            analysis.evaluation = { Outcome::None, 0, 0, Bound::AtLeastTie, true };
        } else {
            analysis.evaluation = kUnknown;
        }
        if (analysis.evaluation.isProven()) {
            // Exact when every move's plies are, or for a win whose plies are (round 0 looks at
            // every move exactly, so a win in 3 means none wins in 1).
            const bool exact = std::all_of(results.begin(), results.end(),
                [](const Evaluation& e) { return e.isProven() && e.pliesExact; });
            analysis.evaluation.pliesExact
                = exact || (analysis.evaluation.outcome == Outcome::Win && best->pliesExact);
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const Evaluation& evaluation = results[i];
                if (evaluation.isProven() && evaluation.outcome == analysis.evaluation.outcome
                    && (!analysis.evaluation.pliesExact
                        || evaluation.plies == analysis.evaluation.plies))
                    analysis.bestMoves.push_back(cells[i]);
            }
            if (options.valueOnly && analysis.bestMoves.size() > 1)
                analysis.bestMoves.erase(analysis.bestMoves.begin() + 1, analysis.bestMoves.end());
            if (!analysis.bestMoves.empty())
                analysis.principalVariation = { analysis.bestMoves.front() };
        }
        analysis.complete = allProven || (options.valueOnly && analysis.evaluation.isProven());
        analysis.figures.positions = positions;
        analysis.figures.seconds = std::chrono::duration<double>(Clock::now() - start).count();
        return analysis;
    };
    const auto report = [&] {
        if (!progress)
            return;
        const Analysis sofar = snapshot();
        const int proven = static_cast<int>(std::count_if(
            results.begin(), results.end(), [](const Evaluation& e) { return e.isProven(); }));
        progress({ sofar, proven, options.valueOnly ? 0 : empties, sofar.figures.positions,
            sofar.figures.seconds });
    };

    const int lastRound = threats ? limits.rounds : 0;
    for (int round = 0; round <= lastRound && !stop.stop_requested(); ++round) {
        std::vector<Job> jobs;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (results[i].isProven())
                continue;
            if (exhaustive) {
                if (round == 0)
                    jobs.push_back(
                        { Job::Kind::Solve, i, round, Answer::No, std::nullopt, 0, false });
                continue;
            }
            if (rules == Rules::LineScore)
                continue;
            jobs.push_back({ Job::Kind::Win, i, round, Answer::No, std::nullopt, 0, false });
            if (threats)
                jobs.push_back({ Job::Kind::Lose, i, round, Answer::No, std::nullopt, 0, false });
        }
        if (jobs.empty())
            break;
        // The jobs are taken in order; their results count in order too, up to the one that
        // brings the positions searched to the limit (each job's count is its own, so where
        // that cut falls does not depend on the threads).
        std::size_t next = 0;
        std::size_t cut = jobs.size();
        std::size_t counted = 0;
        int running = 0;
        const auto work = [&](Searcher& searcher) {
            std::unique_lock lock(mutex);
            while (next < cut && !stop.stop_requested()) {
                Job& job = jobs[next++];
                lock.unlock();
                const std::uint64_t before = searcher.positions();
                runJob(searcher, job);
                job.positions = searcher.positions() - before;
                lock.lock();
                job.done = true;
                while (counted < cut && jobs[counted].done) {
                    if (jobs[counted].kind != Job::Kind::Solve) // exact, and not limited
                        spent += jobs[counted].positions;
                    ++counted;
                    if (spent >= limits.positions)
                        cut = counted;
                }
            }
            --running;
            finished.notify_all();
        };
        {
            std::vector<std::jthread> workers;
            std::unique_lock lock(mutex);
            for (int t = 0; t < std::min<int>(threadCount, static_cast<int>(jobs.size())); ++t) {
                ++running;
                workers.emplace_back(work, std::ref(*searchers[std::size_t(t)]));
            }
            while (running > 0) {
                finished.wait_for(lock, std::chrono::milliseconds(200));
                if (running > 0 && progress) {
                    lock.unlock();
                    report();
                    lock.lock();
                }
            }
        }
        jobs.resize(cut);
        positions = std::accumulate(searchers.begin(), searchers.end(), std::uint64_t(0),
            [](std::uint64_t sum, const auto& s) { return sum + s->positions(); });
        // What the round proved, in job order.
        for (const Job& job : jobs) {
            Evaluation& result = results[job.index];
            if (job.kind == Job::Kind::Solve) {
                if (job.solved)
                    result = *job.solved;
            } else if (job.answer == Answer::Yes && !result.isProven()) {
                const bool win = job.kind == Job::Kind::Win;
                Evaluation proven;
                if (rules == Rules::Misere) // round 0's only question: completing one's line
                    proven = { Outcome::Lose, 1, 0 };
                else if (win)
                    proven = { Outcome::Win, 1 + 2 * job.round, 0 };
                else
                    proven = { Outcome::Lose, 2 + 2 * job.round, 0 };
                // Round 0 answers exactly (one look), so a win in 3 or a loss in 4 found
                // next is the fastest; later rounds' "no" proves nothing.
                proven.pliesExact = proven.plies <= 4;
                result = proven;
            }
        }
        report();
        if (options.valueOnly
            && std::any_of(results.begin(), results.end(),
                [](const Evaluation& e) { return e.isProven() && e.outcome == Outcome::Win; }))
            break;
        if (spent >= limits.positions)
            break;
    }
    return snapshot();
}

} // namespace ttt::detail
