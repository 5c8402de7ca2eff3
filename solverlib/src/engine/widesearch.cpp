// The search of boards of more than 64 cells: see internal/ttt/widesearch.h.
#include "ttt/widesearch.h"

#include "faults.h"
#include "ttt/estimate.h"
#include "ttt/explain.h"
#include "ttt/renju.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <thread>
#include <unordered_map>
#include <unordered_set>
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
    // the lines cell c lies just beyond: linesBeyondCell[firstBeyondCell[c] … [c + 1])
    std::vector<int> firstBeyondCell;
    std::vector<int> linesBeyondCell;

    explicit LineLists(const Geometry& geometry)
        : k(geometry.k())
        , lines(geometry.lineCount())
    {
        std::vector<std::vector<int>> through(std::size_t(geometry.cells()));
        std::vector<std::vector<int>> past(std::size_t(geometry.cells()));
        int index = 0;
        for (const Line& line : geometry.lines()) {
            for (const Cell cell : geometry.cellsOf(line)) {
                cellsOfLine.push_back(cell);
                through[std::size_t(cell)].push_back(index);
            }
            beyond.push_back(geometry.beyondEnds(line));
            for (const Cell cell : beyond.back()) {
                if (cell >= 0)
                    past[std::size_t(cell)].push_back(index);
            }
            ++index;
        }
        for (const auto& list : through) {
            firstOfCell.push_back(static_cast<int>(linesOfCell.size()));
            linesOfCell.insert(linesOfCell.end(), list.begin(), list.end());
        }
        firstOfCell.push_back(static_cast<int>(linesOfCell.size()));
        for (const auto& list : past) {
            firstBeyondCell.push_back(static_cast<int>(linesBeyondCell.size()));
            linesBeyondCell.insert(linesBeyondCell.end(), list.begin(), list.end());
        }
        firstBeyondCell.push_back(static_cast<int>(linesBeyondCell.size()));
    }
};

// Random keys for hashing positions (splitmix64 from a fixed seed: the same every run).
struct Keys {
    std::vector<std::array<std::uint64_t, 2>> cell;
    std::array<std::uint64_t, 2> toMove {};
    std::array<std::uint64_t, 2> attacker {};
    // A cell and side judged for a forbidden move, apart from the position (the cell's key as a
    // stone would make the position after the move, the same for two moves that reach it).
    std::vector<std::array<std::uint64_t, 2>> judged;

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
        judged.resize(std::size_t(cells));
        for (auto& keys : judged)
            keys = { next(), next() };
    }
};

// How a question ended.
enum class Answer : std::uint8_t {
    Yes, // proven
    No, // not within its moves (under the search's restriction of the attacker: proves nothing)
    OutOfBudget,
    Stopped,
};

// A set of lines with constant-time insertion and removal (the order is that of the moves that
// built it; whoever needs an order sorts).
class LineSet {
public:
    explicit LineSet(int lines = 0)
        : m_at(std::size_t(lines), -1)
    { }
    void insert(int line)
    {
        m_at[std::size_t(line)] = static_cast<int>(m_items.size());
        m_items.push_back(line);
    }
    void erase(int line)
    {
        const int at = m_at[std::size_t(line)];
        const int last = m_items.back();
        m_items[std::size_t(at)] = last;
        m_at[std::size_t(last)] = at;
        m_items.pop_back();
        m_at[std::size_t(line)] = -1;
    }
    void clear()
    {
        for (const int line : m_items)
            m_at[std::size_t(line)] = -1;
        m_items.clear();
    }
    bool empty() const { return m_items.empty(); }
    const std::vector<int>& items() const { return m_items; }

private:
    std::vector<int> m_at;
    std::vector<int> m_items;
};

// Which threats a question's attacker may make: fours only (VCF), or fours and forks, the moves
// that leave a fork behind (two of its lines one mark short of a four, sharing one free cell:
// the open three of gomoku and the like; VCT).
// Proof-number search also knows a third kind: a move after which the attacker, were it to move
// again, would win by fours within a few moves (a VCF threat: gomoku's three, four-three in the
// making, and the like). No rule of the checker's answers a reply to it, so the defender's every
// reply is searched (and written).
enum class Threats : std::uint8_t { Fours, FoursAndForks, VcfThreats };

// One thread's searcher: the board as an array of marks and per-line counts, played and taken
// back move by move, with each side's lines kept by how close they are to complete.
class Searcher {
public:
    Searcher(const Geometry& geometry, Rules rules, const LineLists& lines, const Keys& keys)
        : m_geometry(geometry)
        , m_rules(rules)
        , m_forbids(forbidsMoves(rules))
        , m_beyondCounts(exactFor(rules, true) || exactFor(rules, false))
        , m_lines(lines)
        , m_keys(keys)
        , m_k(lines.k)
        , m_marks(std::size_t(geometry.cells()))
        , m_counts(std::size_t(lines.lines))
        , m_level(std::size_t(lines.lines))
        , m_seen(std::size_t(geometry.cells()), 0)
        , m_table(std::size_t(1) << kTableBits)
        , m_board(geometry)
    {
        for (auto& side : m_sets) {
            for (LineSet& set : side)
                set = LineSet(lines.lines);
        }
    }

    void load(const Board& board)
    {
        std::fill(m_counts.begin(), m_counts.end(), std::array<std::uint8_t, 2> {});
        std::fill(m_level.begin(), m_level.end(), std::array<std::uint8_t, 2> {});
        for (auto& side : m_sets) {
            for (LineSet& set : side)
                set.clear();
        }
        m_hash = 0;
        m_empties = 0;
        if (m_forbids)
            m_board = board;
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
        for (int line = 0; line < m_lines.lines; ++line)
            relevel(line);
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
        if (m_forbids)
            m_board.set(cell, side);
        m_hash ^= m_keys.cell[std::size_t(cell)][std::size_t(indexOf(side))];
        --m_empties;
        forLinesOf(cell, [&](int line) {
            ++m_counts[std::size_t(line)][indexOf(side)];
            relevel(line);
        });
        if (m_beyondCounts)
            forLinesBeyond(cell, [&](int line) { relevel(line); });
    }

    void undo(Cell cell, Mark side)
    {
        m_marks[std::size_t(cell)] = Mark::Empty;
        if (m_forbids)
            m_board.set(cell, Mark::Empty);
        m_hash ^= m_keys.cell[std::size_t(cell)][std::size_t(indexOf(side))];
        ++m_empties;
        forLinesOf(cell, [&](int line) {
            --m_counts[std::size_t(line)][indexOf(side)];
            relevel(line);
        });
        if (m_beyondCounts)
            forLinesBeyond(cell, [&](int line) { relevel(line); });
    }

    // Whether `attacker` completes a line by a sequence of threats (`threats` says which), with
    // at most `moves` moves of its own, whatever the other side does; `toMove` says whose turn it
    // is. Deepens one move at a time from the fewest, so the line found is the shortest of its
    // kind, and stops early once a depth was searched that no move limit cut short (then no such
    // line exists). A fresh table and budget each time.
    Answer attackerWins(Mark toMove, Mark attacker, Threats threats, int moves,
        std::uint64_t budget, const std::stop_token& stop)
    {
        begin(budget, stop);
        m_threats = threats;
        m_byProofNumbers = false;
        for (int depth = 1; depth <= moves; ++depth) {
            const std::uint64_t cutsBefore = m_cuts;
            const bool yes = toMove == attacker ? attack(attacker, depth) : defend(attacker, depth);
            if (m_abort)
                return *m_abort;
            if (yes) {
                m_found = depth;
                return Answer::Yes;
            }
            if (m_cuts == cutsBefore)
                return Answer::No;
        }
        return Answer::No;
    }

    // The same question by proof-number search (df-pn: depth-first, with thresholds), for
    // threat sequences too deep to deepen into one move at a time: the line found need not be
    // the shortest. A fresh table, and `budget` positions; with `resume`, the last question asked
    // of this searcher (the same one) goes on from where it stopped, with its table and `budget`
    // positions more.
    Answer proofNumberWins(Mark toMove, Mark attacker, Threats threats, std::uint64_t budget,
        const std::stop_token& stop, int vcfThreatMoves = 2, bool resume = false)
    {
        begin(budget, stop, !resume);
        m_threats = threats;
        m_vcfThreatMoves = vcfThreatMoves;
        if (!resume) {
            m_proven.clear();
            m_vcfKnown.clear();
            m_vcfCells.clear();
            ++m_expansionGeneration;
        }
        m_byProofNumbers = true;
        if (m_pn.empty()) // its table, the first time it is needed (96 kB; it grows)
            m_pn.resize(std::size_t(1) << m_pnBits);
        const PnEntry root = mid(toMove, attacker, kInfinity, kInfinity);
        if (m_abort)
            return *m_abort;
        if (root.pn == 0) {
            m_found = kMaxMoves;
            return Answer::Yes;
        }
        return Answer::No;
    }

    // After attackerWins() said yes: the proof it found, recorded into `proof` (the nodes it
    // shares with positions already there are not written twice), and the plies to the line's
    // completion from the position the question was asked of. Nothing when stopped.
    std::optional<std::pair<std::int32_t, int>> record(
        Mark toMove, Mark attacker, WideProof& proof, const std::stop_token& stop)
    {
        begin(0, stop, false); // the question's table still holds what its search found
        m_proof = &proof;
        const auto found = toMove == attacker ? recordAttack(attacker, m_found)
                                              : recordDefend(attacker, m_found);
        m_proof = nullptr;
        if (m_abort)
            return std::nullopt;
        return found;
    }

    // The key of the position on the board as a proof's node: `toMove` to move, `attacker`
    // proving its win.
    std::uint64_t key(Mark toMove, Mark attacker) const { return keyOf(toMove, attacker); }

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
    // A line's level for a side that can still complete it: how many marks it lacks (1: a
    // four, one move from complete; 2: a three; 3: a two; 4: a one); 0 for any other line.
    static constexpr int kLevels = 4;

    struct Entry {
        std::uint64_t key = 0;
        std::uint32_t generation = 0;
        std::uint8_t winWithin = 0; // proven to win with this many moves (0: not proven)
        std::uint8_t notWithin = 0; // not found with this many moves
        bool never = false; // not found, and no move limit cut the search short
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

    template <typename F> void forLinesBeyond(Cell cell, F&& f) const
    {
        for (int i = m_lines.firstBeyondCell[std::size_t(cell)];
             i < m_lines.firstBeyondCell[std::size_t(cell) + 1]; ++i)
            f(m_lines.linesBeyondCell[std::size_t(i)]);
    }

    int count(int line, Mark side) const { return m_counts[std::size_t(line)][indexOf(side)]; }

    // Whether `side` can still complete `line`: none of the other side's marks on it, and under
    // the exact rule (renju's for black) none of its own just beyond its ends.
    bool liveFor(int line, Mark side) const
    {
        if (count(line, other(side)) != 0)
            return false;
        if (exactFor(m_rules, side == Mark::X)) {
            for (const Cell beyond : m_lines.beyond[std::size_t(line)]) {
                if (beyond >= 0 && m_marks[std::size_t(beyond)] == side)
                    return false;
            }
        }
        return true;
    }

    // Files `line` under its level for each side again. (Inlined into play() and undo(), the
    // search's hottest code, whatever else the class holds: GCC stopped doing so by itself.)
    [[gnu::always_inline]] void relevel(int line)
    {
        for (const Mark side : { Mark::X, Mark::O }) {
            const int s = indexOf(side);
            const int lacking = m_k - count(line, side);
            const int level
                = lacking >= 1 && lacking <= kLevels && liveFor(line, side) ? lacking : 0;
            std::uint8_t& now = m_level[std::size_t(line)][std::size_t(s)];
            if (now == level)
                continue;
            if (now)
                m_sets[std::size_t(s)][std::size_t(now - 1)].erase(line);
            if (level)
                m_sets[std::size_t(s)][std::size_t(level - 1)].insert(line);
            now = static_cast<std::uint8_t>(level);
        }
    }

    // `side`'s lines lacking `lacking` marks.
    const std::vector<int>& linesLacking(Mark side, int lacking) const
    {
        return m_sets[std::size_t(indexOf(side))][std::size_t(lacking - 1)].items();
    }

    const Cell* cellsOf(int line) const
    {
        return &m_lines.cellsOfLine[std::size_t(line) * std::size_t(m_k)];
    }

    // The free cells of `line`, in order, into `out`; how many.
    int freeCells(int line, Cell* out) const
    {
        int found = 0;
        const Cell* cells = cellsOf(line);
        for (int i = 0; i < m_k; ++i) {
            if (m_marks[std::size_t(cells[i])] == Mark::Empty)
                out[found++] = cells[i];
        }
        return found;
    }

    // Up to two different cells that complete a line of `side`'s; how many there are (2: two or
    // more).
    int winningCells(Mark side, std::array<Cell, 2>& cells) const
    {
        int found = 0;
        for (const int line : linesLacking(side, 1)) {
            Cell cell = -1;
            freeCells(line, &cell);
            if (found == 0 || cells[0] != cell) {
                cells[std::size_t(found++)] = cell;
                if (found == 2)
                    break;
            }
        }
        return found;
    }

    // Calls `f` with each of `attacker`'s forks, {the shared cell, the other two}, until it
    // returns false: two of its lines one mark short of a four whose free pairs share one cell.
    template <typename F> void forEachFork(Mark attacker, F&& f) const
    {
        const std::vector<int>& threes = linesLacking(attacker, 2);
        std::array<std::array<Cell, 2>, 64> inPlace;
        std::vector<std::array<Cell, 2>> many;
        std::array<Cell, 2>* pairs = inPlace.data();
        if (threes.size() > inPlace.size()) {
            many.resize(threes.size());
            pairs = many.data();
        }
        for (std::size_t i = 0; i < threes.size(); ++i)
            freeCells(threes[i], pairs[i].data());
        for (std::size_t i = 0; i < threes.size(); ++i) {
            for (std::size_t j = i + 1; j < threes.size(); ++j) {
                const auto& a = pairs[i];
                const auto& b = pairs[j];
                const int shared
                    = (a[0] == b[0]) + (a[0] == b[1]) + (a[1] == b[0]) + (a[1] == b[1]);
                if (shared != 1)
                    continue;
                const Cell at = a[0] == b[0] || a[0] == b[1] ? a[0] : a[1];
                const std::array<Cell, 3> fork { at, at == a[0] ? a[1] : a[0],
                    at == b[0] ? b[1] : b[0] };
                if (!f(fork))
                    return;
            }
        }
    }

    // Whether `attacker` may play a fork's shared cell now: always, but for a side with forbidden
    // moves (renju's black, both under omok) where the move there is forbidden (two lines crossing
    // there make a double four; an open three's four may make a forbidden shape in another line).
    bool forkPlayable(const std::array<Cell, 3>& fork, Mark attacker)
    {
        // Black's fork under renju whose two lines run in different directions makes two fours
        // there (each line, kept under the exact rule, becomes exactly five): a double four,
        // forbidden unless the move makes a five too, which needs a line of black's one short
        // of five (then the judge decides).
        if (m_rules == Rules::Renju && attacker == Mark::X
            && direction(fork[0], fork[1]) != direction(fork[0], fork[2])
            && linesLacking(attacker, 1).empty()
            && !engine::faulty(engine::Fault::RenjuAllowsForbidden))
            return false;
        return !forbidden(fork[0], attacker);
    }

    // The direction from `from` to `to`, two cells of one line, the same either way along it:
    // 0 along a row, 1 along a column, 2 and 3 the diagonals.
    int direction(Cell from, Cell to) const
    {
        int rows = m_geometry.rowOf(to) - m_geometry.rowOf(from);
        int columns = m_geometry.columnOf(to) - m_geometry.columnOf(from);
        if (rows < 0 || (rows == 0 && columns < 0)) {
            rows = -rows;
            columns = -columns;
        }
        return rows == 0 ? 0 : columns == 0 ? 1 : columns > 0 ? 2 : 3;
    }

    // The defences against `attacker`'s forks, which holds none of the four: the replies after
    // which no fork is left whole, the cells that are in every fork (the shared cell and the two
    // cells the fork makes fours of). Empty when it has no fork; {-1} when nothing is in every
    // fork (no defence at all). (Any other reply leaves some fork whole: the attacker plays its
    // shared cell and has two fours — ttt-check's fork rule.) For a side with forbidden moves
    // only the forks whose shared cell it may play count, and a reply after which it may not
    // (judged on the board with the reply) is a defence of that fork too: ttt-check judges the
    // shared cell so.
    std::vector<Cell> forkDefences(Mark attacker)
    {
        const bool judging = forbidsMovesTo(m_rules, attacker == Mark::X)
            && !engine::faulty(engine::Fault::RenjuAllowsForbidden);
        std::vector<Cell> common;
        bool any = false;
        forEachFork(attacker, [&](const std::array<Cell, 3>& fork) {
            if (judging && !forkPlayable(fork, attacker))
                return true;
            // Whether a reply may yet forbid the fork's cell (renju.h's threeShapes()).
            const bool replies = judging && mayBeForbidden(fork[0], attacker)
                && threeShapes(m_board, fork[0], m_rules, attacker) >= 2;
            if (!any) {
                common.assign(fork.begin(), fork.end());
                if (replies)
                    repliesForbidding(fork[0], attacker, common);
                any = true;
            } else {
                std::erase_if(common, [&](Cell cell) {
                    return std::find(fork.begin(), fork.end(), cell) == fork.end()
                        && !(replies && forbiddenAfter(cell, fork[0], attacker));
                });
            }
            return !common.empty();
        });
        if (any && common.empty())
            return { -1 }; // forks with nothing in common: no defence at all
        return common;
    }

    // Whether `attacker` has a fork (for a side with forbidden moves, one whose shared cell it
    // may play now).
    bool hasFork(Mark attacker)
    {
        const bool judging = forbidsMovesTo(m_rules, attacker == Mark::X);
        bool found = false;
        forEachFork(attacker, [&](const std::array<Cell, 3>& fork) {
            found = !judging || forkPlayable(fork, attacker);
            return !found;
        });
        return found;
    }

    // Whether `side` may not play `cell` once the other side has played the empty `reply` (asked
    // only where mayBeForbidden(): the other side's stone adds none of `side`'s).
    bool forbiddenAfter(Cell reply, Cell cell, Mark side)
    {
        if (engine::faulty(engine::Fault::ForkIgnoresReplies))
            return false;
        const Mark replier = other(side);
        m_board.set(reply, replier);
        const bool result = judged(
            cell, side, m_hash ^ m_keys.cell[std::size_t(reply)][std::size_t(indexOf(replier))]);
        m_board.set(reply, Mark::Empty);
        return result;
    }

    // isForbidden() on m_board, whose marks hash to `hash`, remembered: a search meets the same
    // judgement again and again (each deepening searches the shallower positions again, and a
    // fork's cell is judged for every threat that leaves it).
    bool judged(Cell cell, Mark side, std::uint64_t hash)
    {
        const std::uint64_t key
            = (hash ^ m_keys.judged[std::size_t(cell)][std::size_t(indexOf(side))]) | 1;
        if (m_judged.empty())
            m_judged.resize(std::size_t(1) << kJudgedBits);
        Judged& slot = m_judged[std::size_t(key & ((std::uint64_t(1) << kJudgedBits) - 1))];
        if (slot.key != key)
            slot = { key, isForbidden(m_board, cell, m_rules, side) };
        return slot.forbidden;
    }

    // Appends to `out` the empty cells (not in it yet) on which a stone of the other side's makes
    // `cell`, which `side` may play now, forbidden to it. Only a cell the judgement looks at can
    // change it. (Asked only where mayBeForbidden(), as forbiddenAfter().)
    void repliesForbidding(Cell cell, Mark side, std::vector<Cell>& out)
    {
        if (engine::faulty(engine::Fault::ForkIgnoresReplies))
            return;
        judgeMove(m_board, cell, m_rules, side, m_read);
        for (const Cell reply : m_read) {
            if (m_marks[std::size_t(reply)] == Mark::Empty
                && std::find(out.begin(), out.end(), reply) == out.end()
                && forbiddenAfter(reply, cell, side))
                out.push_back(reply);
        }
    }

    // Whether `side` may not play the empty `cell`: under renju, black where the move makes an
    // overline, a double four or a double three and no five; under omok, either side where it
    // makes a double three and no five (renju.h).
    bool forbidden(Cell cell, Mark side)
    {
        if (engine::faulty(engine::Fault::RenjuAllowsForbidden) || !mayBeForbidden(cell, side))
            return false;
        return judged(cell, side, m_hash);
    }

    // False where `side` may surely play `cell` whatever the other side's stones: not a side the
    // rules forbid moves to, or too few of its stones around the cell. A three through the move
    // needs two more of its stones within three cells along its line (a straight four is four
    // cells in a row, the move among them), a four three more within four; every forbidden shape
    // needs two lines with one of those, or (renju) one line with four more within four (a double
    // four in one line) or five more within five (an overline).
    bool mayBeForbidden(Cell cell, Mark side) const
    {
        if (!forbidsMovesTo(m_rules, side == Mark::X))
            return false;
        const bool omok = m_rules == Rules::Omok; // a double three only
        const int row = m_geometry.rowOf(cell);
        const int column = m_geometry.columnOf(cell);
        int crowded = 0;
        for (const auto& [dr, dc] : { std::pair { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } }) {
            std::array<int, 6> within {}; // the side's stones at each distance, 1 to 5
            for (int offset = -5; offset <= 5; ++offset) {
                const int r = row + dr * offset;
                const int c = column + dc * offset;
                if (offset != 0 && r >= 0 && c >= 0 && r < m_geometry.rows()
                    && c < m_geometry.columns()
                    && m_marks[std::size_t(m_geometry.cellAt(r, c))] == side)
                    ++within[std::size_t(std::abs(offset))];
            }
            const int three = within[1] + within[2] + within[3];
            const int four = three + within[4];
            if (!omok && (four >= 4 || four + within[5] >= 5))
                return true;
            crowded += three >= 2 || (!omok && four >= 3) ? 1 : 0;
        }
        return crowded >= 2;
    }

    // `cells` without those `side` may not play.
    std::vector<Cell> allowed(std::vector<Cell> cells, Mark side)
    {
        if (forbidsMovesTo(m_rules, side == Mark::X))
            std::erase_if(cells, [&](Cell cell) { return forbidden(cell, side); });
        return cells;
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

    // The free cells of `side`'s lines lacking `lacking` marks, each once, not yet seen since
    // the last ++m_stamp, into `out` with their weights.
    void cellsLacking(Mark side, int lacking, std::vector<std::pair<std::uint64_t, Cell>>& out)
    {
        for (const int line : linesLacking(side, lacking)) {
            const Cell* cells = cellsOf(line);
            for (int i = 0; i < m_k; ++i) {
                const Cell cell = cells[i];
                if (m_marks[std::size_t(cell)] != Mark::Empty
                    || m_seen[std::size_t(cell)] == m_stamp)
                    continue;
                m_seen[std::size_t(cell)] = m_stamp;
                out.push_back({ weight(cell), cell });
            }
        }
    }

    // The threats `attacker` may make with `moves` moves (this one included): the moves making
    // a four, the most valuable first; then, when forks are allowed and there are moves for
    // them (the fork, its four, the line), those leaving a fork.
    std::vector<Cell> threatMoves(Mark attacker, int moves)
    {
        ++m_stamp;
        std::vector<std::pair<std::uint64_t, Cell>> fours;
        cellsLacking(attacker, 2, fours);
        std::vector<Cell> cells = allowed(ordered(fours), attacker);
        if (m_threats == Threats::FoursAndForks && moves >= 3) {
            std::vector<std::pair<std::uint64_t, Cell>> candidates;
            cellsLacking(attacker, 3, candidates);
            std::vector<std::pair<std::uint64_t, Cell>> forks;
            for (const auto& candidate : candidates) {
                play(candidate.second, attacker);
                if (hasFork(attacker))
                    forks.push_back(candidate);
                undo(candidate.second, attacker);
            }
            const std::vector<Cell> more = allowed(ordered(forks), attacker);
            cells.insert(cells.end(), more.begin(), more.end());
        }
        return cells;
    }

    // The replies ttt-check wants a node for when `attacker` threatens (fours, else forks):
    // nothing with two cells to block; the one cell with one; else the defences of its forks
    // and every move making a four of the defender's (the checker's fork rule does not answer
    // those). Nothing but `threatened` false when the attacker has no threat.
    std::vector<Cell> wantedReplies(
        Mark attacker, int winning, const std::array<Cell, 2>& wins, bool& threatened)
    {
        threatened = true;
        const Mark defender = other(attacker);
        if (winning >= 2)
            return {};
        if (winning == 1)
            return allowed({ wins[0] }, defender); // none: a block the defender may not play
        std::vector<Cell> replies = forkDefences(attacker);
        if (replies.empty()) {
            threatened = false;
            return {};
        }
        if (replies.front() == -1)
            replies.clear();
        if (engine::faulty(engine::Fault::ForkHasOneDefence) && replies.size() > 1)
            replies.erase(replies.begin() + 1, replies.end());
        // The defender's moves making a four, counted as the checker counts them: any line with
        // none of the attacker's marks (its own marks beyond the ends or not).
        const bool forgetful = engine::faulty(engine::Fault::ThreatIgnoresCounterFours);
        const auto counterFours = [&](int line) {
            if (forgetful || count(line, attacker) != 0 || count(line, defender) != m_k - 2)
                return;
            Cell pair[2] = { -1, -1 };
            freeCells(line, pair);
            for (const Cell cell : pair) {
                if (std::find(replies.begin(), replies.end(), cell) == replies.end())
                    replies.push_back(cell);
            }
        };
        if (exactFor(m_rules, defender == Mark::X)) { // its lines with its own marks beyond too
            for (int line = 0; line < m_lines.lines; ++line)
                counterFours(line);
        } else {
            for (const int line : linesLacking(defender, 2))
                counterFours(line);
        }
        std::sort(replies.begin(), replies.end());
        return allowed(std::move(replies), defender);
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

    void begin(std::uint64_t budget, const std::stop_token& stop, bool freshTable = true)
    {
        m_generation += freshTable ? 1 : 0;
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
        ++m_spent;
        if (m_budget && m_spent > m_budget)
            m_abort = Answer::OutOfBudget;
        else if (m_subLimit && m_spent > m_subLimit) {
            m_abort = Answer::OutOfBudget;
            m_subCut = true;
        } else if ((m_positions & 1023) == 0 && m_stop.stop_requested())
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

    // Remembers what a node's search found (never a result cut short); `never`: a "no" that no
    // move limit cut short.
    void store(std::uint64_t key, int moves, bool won, bool never = false)
    {
        if (m_abort)
            return;
        Entry& slot = entry(key);
        if (slot.key != key || slot.generation != m_generation)
            slot = Entry { key, m_generation, 0, 0, false };
        if (won)
            slot.winWithin = static_cast<std::uint8_t>(
                slot.winWithin ? std::min<int>(slot.winWithin, moves) : moves);
        else {
            slot.notWithin = static_cast<std::uint8_t>(std::max<int>(slot.notWithin, moves));
            slot.never = slot.never || never;
        }
    }

    std::optional<bool> lookUp(std::uint64_t key, int moves)
    {
        const Entry& slot = entry(key);
        if (slot.key != key || slot.generation != m_generation)
            return std::nullopt;
        if (slot.winWithin && slot.winWithin <= moves)
            return true;
        if (slot.never)
            return false;
        if (slot.notWithin >= moves) {
            ++m_cuts; // a "no" that a limit may have cut short
            return false;
        }
        return std::nullopt;
    }

    // --- Proof-number search -----------------------------------------------------------------

    static constexpr std::uint32_t kInfinity = std::uint32_t(1) << 30;
    static constexpr int kMaxMoves = 64;
    // The proof-number table: 4,096 entries at first, twice as many whenever the positions the
    // searcher has searched outnumber them twice over, up to 4,194,304 (96 MiB).
    static constexpr int kMinPnBits = 12;
    static constexpr int kMaxPnBits = 22;
    // A child searched goes on until its number passes the second best's by a quarter (the
    // 1 + ε trick of Pawlewicz and Lew, 2007), not by one: df-pn leaves and re-enters far fewer
    // nodes, each time finding their children's numbers anew.
    static constexpr std::uint64_t kWiden = 4;
    static constexpr std::uint64_t kVcfThreatBudget = 256;
    static constexpr std::size_t kVcfThreatMoves = 24; // the candidates tried at a node

    struct PnEntry {
        std::uint64_t key = 0;
        std::uint32_t pn = 1; // how many leaves must still be proven to prove it
        std::uint32_t dn = 1; // and disproven to disprove it
        std::uint32_t generation = 0; // the question's (an older one's entry is no entry)
    };

    // The table is in buckets of four: siblings whose keys share their low bits would otherwise
    // evict each other back and forth, and the search would go round in circles.
    static constexpr std::size_t kPnWays = 4;

    std::size_t bucketOf(std::uint64_t key) const
    {
        return std::size_t(key & ((std::uint64_t(1) << m_pnBits) - 1)) & ~(kPnWays - 1);
    }

    PnEntry lookUpPn(std::uint64_t key) const
    {
        const std::size_t bucket = bucketOf(key);
        for (std::size_t way = 0; way < kPnWays; ++way) {
            const PnEntry& slot = m_pn[bucket + way];
            if (slot.key == key && slot.generation == m_generation)
                return slot;
        }
        if (m_proven.count(key))
            return { key, 0, kInfinity, 0 };
        return { key, 1, 1, 0 };
    }

    // The table twice as large, with the question's entries in it: the positions searched have
    // outgrown it.
    void growPn()
    {
        std::vector<PnEntry> old(std::size_t(1) << ++m_pnBits);
        old.swap(m_pn);
        for (const PnEntry& entry : old) {
            if (entry.generation != m_generation)
                continue;
            const std::size_t bucket = bucketOf(entry.key);
            for (std::size_t way = 0; way < kPnWays; ++way) {
                PnEntry& slot = m_pn[bucket + way];
                if (slot.generation != m_generation) {
                    slot = entry;
                    break;
                }
            }
        }
    }

    void storePn(const PnEntry& entry)
    {
        if (m_abort)
            return;
        if (m_positions > 2 * m_pn.size() && m_pnBits < kMaxPnBits)
            growPn();
        // Its own slot, else a stale one, else the one holding the least work (the smallest
        // numbers).
        const std::size_t bucket = bucketOf(entry.key);
        std::size_t chosen = bucket;
        for (std::size_t way = 0; way < kPnWays; ++way) {
            const PnEntry& slot = m_pn[bucket + way];
            if (slot.key == entry.key || slot.generation != m_generation) {
                chosen = bucket + way;
                break;
            }
            const PnEntry& least = m_pn[chosen];
            if (std::uint64_t(slot.pn) + slot.dn < std::uint64_t(least.pn) + least.dn)
                chosen = bucket + way;
        }
        PnEntry& slot = m_pn[chosen];
        slot = entry;
        slot.generation = m_generation;
        if (entry.pn == 0)
            m_proven.insert(entry.key); // kept for the proof's record, never replaced
    }

    static std::uint32_t cappedSum(std::uint32_t a, std::uint32_t b)
    {
        return std::min<std::uint32_t>(kInfinity, a + b);
    }

    // The threshold that lets a child's number pass `second` by a quarter (kWiden).
    static std::uint32_t widened(std::uint32_t second)
    {
        const std::uint64_t s = std::min(second, kInfinity);
        return std::uint32_t(std::min<std::uint64_t>(kInfinity, s + s / kWiden + 1));
    }

    // The key after `side` plays `cell` from here, `toMove` to move there.
    std::uint64_t keyAfter(Cell cell, Mark side, Mark toMove, Mark attacker) const
    {
        return keyOf(toMove, attacker) ^ m_keys.cell[std::size_t(cell)][std::size_t(indexOf(side))];
    }

    // Whether `attacker`, were it to move now, would win by fours within `moves` moves.
    bool hasVcf(Mark attacker, int moves = kMaxMoves) { return vcfDepth(attacker, moves) > 0; }

    // The moves (the last completing the line) of `attacker`'s shortest win by fours within
    // `moves`, were it to move now, or 0: deepened a move at a time on this board and table (the
    // proof-number search does not use it), kVcfThreatBudget positions at most (counted in the
    // question's), and remembered per position.
    int vcfDepth(Mark attacker, int moves = kMaxMoves)
    {
        const std::uint64_t key = m_hash ^ m_keys.attacker[std::size_t(indexOf(attacker))]
            ^ (std::uint64_t(moves) * 0x9e3779b97f4a7c15ULL); // a limit's answers apart
        if (const auto known = m_vcfKnown.find(key); known != m_vcfKnown.end())
            return known->second;
        const Threats threats = m_threats;
        m_threats = Threats::Fours;
        m_subLimit = m_spent + kVcfThreatBudget;
        int found = 0;
        for (int depth = 1; depth <= moves; ++depth) {
            const std::uint64_t cutsBefore = m_cuts;
            if (attack(attacker, depth)) {
                found = depth;
                break;
            }
            if (m_abort || m_cuts == cutsBefore)
                break;
        }
        m_subLimit = 0;
        m_threats = threats;
        if (m_subCut) {
            m_subCut = false;
            found = 0;
            if (m_abort == Answer::OutOfBudget && !(m_budget && m_spent > m_budget))
                m_abort.reset();
        }
        if (m_abort)
            return 0;
        m_vcfKnown.emplace(key, found);
        return found;
    }

    // After hasVcf(attacker) said yes: that win by fours, recorded (into m_proof).
    std::pair<std::int32_t, int> recordVcf(Mark attacker)
    {
        const int depth = vcfDepth(attacker);
        const Threats threats = m_threats;
        const bool byProofNumbers = m_byProofNumbers;
        m_threats = Threats::Fours;
        m_byProofNumbers = false;
        const auto found = recordAttack(attacker, depth);
        m_threats = threats;
        m_byProofNumbers = byProofNumbers;
        return found;
    }

    // After hasVcf(attacker) said yes: the cells that win by fours plays (both sides' moves) and
    // the cells completing its lines at the end, remembered per position.
    const std::vector<Cell>& vcfCells(Mark attacker)
    {
        const std::uint64_t key = m_hash ^ m_keys.attacker[std::size_t(indexOf(attacker))];
        if (const auto known = m_vcfCells.find(key); known != m_vcfCells.end())
            return known->second;
        std::vector<Cell> cells;
        WideProof line;
        WideProof* const proof = m_proof;
        m_proof = &line;
        const auto root = recordVcf(attacker);
        m_proof = proof;
        if (m_abort) // not remembered: a question that goes on asks again
            return m_noCells;
        cellsOf(line, root.first, attacker, cells);
        return m_vcfCells.emplace(key, std::move(cells)).first->second;
    }

    // The cells the proof below `index` plays, and those completing the attacker's lines where
    // it ends, on the board as it stands at `index` (left as it was).
    void cellsOf(const WideProof& proof, std::int32_t index, Mark attacker, std::vector<Cell>& out)
    {
        const WideProof::Node& node = proof.nodes[std::size_t(index)];
        const Mark side = node.proverMoves ? attacker : other(attacker);
        if (!node.proverMoves && node.edges.empty()) {
            std::array<Cell, 2> wins {};
            const int winning = winningCells(attacker, wins);
            for (int i = 0; i < std::min(winning, 2); ++i)
                out.push_back(wins[std::size_t(i)]);
        }
        for (const auto& [cell, child] : node.edges) {
            out.push_back(cell);
            if (child == WideProof::kGameOver)
                continue;
            play(cell, side);
            cellsOf(proof, child, attacker, out);
            undo(cell, side);
        }
    }

    // A node's children, or its value when it has none to search: the attacker's threats (or
    // the block it must play), the defender's replies the checker's rules leave.
    struct Expansion {
        std::optional<bool> won; // decided here
        std::vector<Cell> cells;
        std::vector<Cell> rest {}; // replies searched only once all of `cells` are proven
    };

    Expansion expand(Mark toMove, Mark attacker)
    {
        const Mark defender = other(attacker);
        if (toMove == attacker) {
            if (!linesLacking(attacker, 1).empty())
                return { true, {} };
            std::array<Cell, 2> blocks {};
            const int threatened = winningCells(defender, blocks);
            if (threatened >= 2)
                return { false, {} };
            std::vector<Cell> cells = threatened == 1 ? allowed({ blocks[0] }, attacker)
                                                      : threatMoves(attacker, kMaxMoves);
            if (threatened == 0 && m_threats == Threats::VcfThreats) {
                // With a win by fours at hand, it has won (record() writes that line; the
                // replies to a VCF threat are mostly answered so).
                if (hasVcf(attacker))
                    return { true, {} };
                // Else the moves after which it would win by fours within m_vcfThreatMoves,
                // were it to move again: the most promising of those making a line two marks
                // short.
                ++m_stamp;
                for (const Cell cell : cells)
                    m_seen[std::size_t(cell)] = m_stamp;
                std::vector<std::pair<std::uint64_t, Cell>> scored;
                cellsLacking(attacker, 3, scored);
                cellsLacking(attacker, 4, scored);
                std::vector<Cell> candidates = allowed(Searcher::ordered(scored), attacker);
                if (candidates.size() > kVcfThreatMoves)
                    candidates.resize(kVcfThreatMoves);
                std::vector<std::pair<std::uint64_t, Cell>> more;
                for (const Cell cell : candidates) {
                    const std::pair<std::uint64_t, Cell> candidate { weight(cell), cell };
                    play(candidate.second, attacker);
                    if (hasVcf(attacker, m_vcfThreatMoves))
                        more.push_back(candidate);
                    undo(candidate.second, attacker);
                }
                const std::vector<Cell> ordered = Searcher::ordered(more);
                cells.insert(cells.end(), ordered.begin(), ordered.end());
            }
            if (cells.empty())
                return { false, {} };
            return { std::nullopt, std::move(cells) };
        }
        if (!linesLacking(defender, 1).empty())
            return { false, {} };
        std::array<Cell, 2> wins {};
        const int winning = winningCells(attacker, wins);
        if (winning >= 2)
            return { true, {} };
        if (m_empties == 0 || (winning == 0 && m_threats == Threats::Fours))
            return { false, {} };
        if (winning == 0 && m_threats == Threats::VcfThreats && hasVcf(defender))
            return { false, {} }; // it wins by fours first
        bool threatened = false;
        std::vector<Cell> cells = wantedReplies(attacker, winning, wins, threatened);
        if (!threatened && m_threats == Threats::VcfThreats && hasVcf(attacker)) {
            // A VCF threat: no rule answers any reply, so every one is searched. Those on the
            // line of fours found, and those making a four of the defender's, first; the rest,
            // which nearly always leave that line whole, only once those are all proven.
            const std::vector<Cell>& line = vcfCells(attacker); // (before the stamp: it searches)
            ++m_stamp;
            for (const Cell cell : line) {
                if (m_marks[std::size_t(cell)] == Mark::Empty
                    && m_seen[std::size_t(cell)] != m_stamp) {
                    m_seen[std::size_t(cell)] = m_stamp;
                    cells.push_back(cell);
                }
            }
            std::vector<std::pair<std::uint64_t, Cell>> fours;
            cellsLacking(defender, 2, fours);
            for (const auto& four : fours)
                cells.push_back(four.second);
            std::vector<Cell> rest;
            for (Cell cell = 0; cell < static_cast<Cell>(m_marks.size()); ++cell) {
                if (m_marks[std::size_t(cell)] == Mark::Empty
                    && m_seen[std::size_t(cell)] != m_stamp)
                    rest.push_back(cell);
            }
            return { std::nullopt, allowed(std::move(cells), defender),
                allowed(std::move(rest), defender) };
        }
        if (!threatened)
            return { false, {} };
        if (cells.empty())
            return { true, {} };
        return { std::nullopt, std::move(cells) };
    }

    // expand(), remembered for the question: df-pn enters a node again and again as its
    // thresholds rise, and finding its threats (playing each candidate to look for a fork, or a
    // win by fours) costs far more than the copy. `key` is the position's; an expansion cut short
    // by the budget or a stop is not kept.
    Expansion expanded(std::uint64_t key, Mark toMove, Mark attacker)
    {
        if (m_expansions.empty())
            m_expansions.resize(std::size_t(1) << kMinExpansionBits);
        else if (m_positions > 4 * m_expansions.size() && m_expansions.size() < kMaxExpansions) {
            // The positions searched have outgrown it: twice as large, with what it holds.
            std::vector<KeptExpansion> old(m_expansions.size() * 2);
            old.swap(m_expansions);
            for (KeptExpansion& kept : old) {
                if (kept.generation == m_expansionGeneration)
                    m_expansions[std::size_t(kept.key & (m_expansions.size() - 1))]
                        = std::move(kept);
            }
        }
        KeptExpansion& slot = m_expansions[std::size_t(key & (m_expansions.size() - 1))];
        if (slot.key == key && slot.generation == m_expansionGeneration)
            return slot.expansion;
        Expansion expansion = expand(toMove, attacker);
        if (!m_abort)
            slot = { key, m_expansionGeneration, expansion };
        return expansion;
    }

    // df-pn's multiple iterative deepening at the position on the board: searches until its
    // proof or disproof number reaches its threshold; its numbers then.
    PnEntry mid(Mark toMove, Mark attacker, std::uint32_t thresholdPn, std::uint32_t thresholdDn)
    {
        const std::uint64_t key = keyOf(toMove, attacker);
        if (!visit())
            return lookUpPn(key);
        Expansion expansion = expanded(key, toMove, attacker);
        if (expansion.won) {
            const PnEntry decided = *expansion.won ? PnEntry { key, 0, kInfinity, 0 }
                                                   : PnEntry { key, kInfinity, 0, 0 };
            storePn(decided);
            return decided;
        }
        const bool orNode = toMove == attacker;
        const Mark next = other(toMove);
        std::vector<Cell> cells = std::move(expansion.cells); // the rest join them if not proven
        std::vector<Cell> rest = std::move(expansion.rest);
        PnEntry node { key, 1, 1, 0 };
        for (;;) {
            // The node's numbers from its children's, and the child to search.
            std::uint32_t sumPart = 0; // OR: the disproof numbers; AND: the proof numbers
            std::uint32_t best = kInfinity + 1;
            std::uint32_t second = kInfinity + 1;
            std::size_t chosen = 0;
            PnEntry chosenEntry;
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const PnEntry child = lookUpPn(keyAfter(cells[i], toMove, next, attacker));
                const std::uint32_t minPart = orNode ? child.pn : child.dn;
                sumPart = cappedSum(sumPart, orNode ? child.dn : child.pn);
                if (minPart < best) {
                    second = best;
                    best = minPart;
                    chosen = i;
                    chosenEntry = child;
                } else if (minPart < second) {
                    second = minPart;
                }
            }
            node.pn = orNode ? std::min(best, kInfinity) : sumPart;
            node.dn = orNode ? sumPart : std::min(best, kInfinity);
            if (node.pn == 0 && !rest.empty() && !m_abort) {
                // The replies left for last: each proven in turn where the attacker still wins
                // by fours after it; any other joins the replies searched as the others are.
                std::vector<Cell> open;
                for (const Cell cell : rest) {
                    const std::uint64_t childKey = keyAfter(cell, toMove, next, attacker);
                    if (lookUpPn(childKey).pn == 0)
                        continue;
                    play(cell, toMove);
                    const bool fours = hasVcf(attacker);
                    if (fours)
                        mid(next, attacker, kInfinity, kInfinity);
                    undo(cell, toMove);
                    if (m_abort)
                        break;
                    if (!fours || lookUpPn(childKey).pn != 0)
                        open.push_back(cell);
                }
                rest.clear();
                if (!open.empty()) {
                    cells.insert(cells.end(), open.begin(), open.end());
                    continue;
                }
            }
            if (node.pn >= thresholdPn || node.dn >= thresholdDn || node.pn == 0 || node.dn == 0
                || m_abort)
                break;
            // The chosen child's thresholds: enough to overtake the second best, and what keeps
            // this node within its own.
            std::uint32_t childPn = 0;
            std::uint32_t childDn = 0;
            if (orNode) {
                childPn = std::min(thresholdPn, widened(second));
                childDn = cappedSum(thresholdDn - node.dn, chosenEntry.dn);
            } else {
                childDn = std::min(thresholdDn, widened(second));
                childPn = cappedSum(thresholdPn - node.pn, chosenEntry.pn);
            }
            play(cells[chosen], toMove);
            mid(next, attacker, childPn, childDn);
            undo(cells[chosen], toMove);
        }
        storePn(node);
        return node;
    }

    // `attacker` to move, with `moves` moves (this one included) to complete a line.
    bool attack(Mark attacker, int moves)
    {
        if (!visit())
            return false;
        if (!linesLacking(attacker, 1).empty())
            return true; // it completes a line
        const Mark defender = other(attacker);
        std::array<Cell, 2> blocks {};
        const int threatened = winningCells(defender, blocks);
        if (threatened >= 2)
            return false;
        if (moves <= 1) {
            ++m_cuts;
            return false;
        }
        const std::uint64_t key = keyOf(attacker, attacker);
        if (const auto known = lookUp(key, moves))
            return *known;
        const std::uint64_t cutsBefore = m_cuts;
        // Facing a four it must block (and go on only if the block is a threat itself).
        const std::vector<Cell> cells
            = threatened == 1 ? allowed({ blocks[0] }, attacker) : threatMoves(attacker, moves);
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
        store(key, moves, false, m_cuts == cutsBefore);
        return false;
    }

    // The other side to move; `attacker` has `moves` moves left to complete a line.
    bool defend(Mark attacker, int moves)
    {
        if (!visit())
            return false;
        const Mark defender = other(attacker);
        if (!linesLacking(defender, 1).empty())
            return false; // the defender completes a line first
        std::array<Cell, 2> wins {};
        const int winning = winningCells(attacker, wins);
        if (winning >= 2)
            return true; // two cells to block, one move
        if (m_empties == 0)
            return false;
        if (moves < (winning ? 1 : 2)) {
            ++m_cuts;
            return false;
        }
        if (winning == 0 && m_threats == Threats::Fours)
            return false; // no four
        const std::uint64_t key = keyOf(defender, attacker);
        if (const auto known = lookUp(key, moves))
            return *known;
        bool threatened = false;
        const std::vector<Cell> cells = wantedReplies(attacker, winning, wins, threatened);
        if (!threatened) {
            store(key, moves, false, true);
            return false;
        }
        const std::uint64_t cutsBefore = m_cuts;
        for (const Cell cell : cells) {
            play(cell, defender);
            const bool won = attack(attacker, moves);
            undo(cell, defender);
            if (m_abort)
                return false;
            if (!won) {
                store(key, moves, false, m_cuts == cutsBefore);
                return false;
            }
        }
        store(key, moves, true);
        return true;
    }

    // The proof below a position attack(attacker, moves) wins: its node and the plies to the
    // line.
    std::pair<std::int32_t, int> recordAttack(Mark attacker, int moves)
    {
        std::array<Cell, 2> wins {};
        if (winningCells(attacker, wins) > 0)
            return m_proof->move(keyOf(attacker, attacker), wins[0], WideProof::kGameOver, 0);
        const std::uint64_t key = keyOf(attacker, attacker);
        if (const auto known = m_proof->find(key))
            return *known;
        std::array<Cell, 2> blocks {};
        if (m_byProofNumbers && m_threats == Threats::VcfThreats
            && winningCells(other(attacker), blocks) == 0 && hasVcf(attacker))
            return recordVcf(attacker);
        const std::vector<Cell> cells = m_byProofNumbers ? expand(attacker, attacker).cells
            : winningCells(other(attacker), blocks) == 1 ? allowed({ blocks[0] }, attacker)
                                                         : threatMoves(attacker, moves);
        for (const Cell cell : cells) {
            play(cell, attacker);
            const bool won = m_byProofNumbers ? m_proven.count(keyOf(other(attacker), attacker)) > 0
                    || expand(other(attacker), attacker).won == true
                                              : defend(attacker, moves - 1);
            std::pair<std::int32_t, int> below {};
            if (won && !m_abort)
                below = recordDefend(attacker, moves - 1);
            undo(cell, attacker);
            if (m_abort)
                return {};
            if (won)
                return m_proof->move(key, cell, below.first, below.second);
        }
        m_abort = Answer::Stopped; // cannot happen: the search said it wins
        return {};
    }

    std::pair<std::int32_t, int> recordDefend(Mark attacker, int moves)
    {
        const std::uint64_t key = keyOf(other(attacker), attacker);
        if (const auto known = m_proof->find(key))
            return *known;
        std::array<Cell, 2> wins {};
        const int winning = winningCells(attacker, wins);
        bool threatened = false;
        std::vector<Cell> cells;
        if (m_byProofNumbers) {
            Expansion expansion = expand(other(attacker), attacker);
            cells = std::move(expansion.cells);
            cells.insert(cells.end(), expansion.rest.begin(), expansion.rest.end());
            std::sort(cells.begin(), cells.end()); // a replies node's cells in order (§5.4)
        } else {
            cells = wantedReplies(attacker, winning, wins, threatened);
        }
        // The replies the checker answers: the attacker completes the line the reply left (2
        // plies), or plays its fork's shared cell and then the four left whole (4).
        int plies = winning >= 1 ? 2 : 4;
        std::vector<std::pair<Cell, std::int32_t>> edges;
        for (const Cell cell : cells) {
            play(cell, other(attacker));
            const auto below = recordAttack(attacker, moves);
            undo(cell, other(attacker));
            if (m_abort)
                return {};
            edges.push_back({ cell, below.first });
            plies = std::max(plies, 1 + below.second);
        }
        return m_proof->replies(key, std::move(edges), plies);
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
        if (forbidden(cell, side))
            return { Outcome::Lose, 1 }; // renju, omok: a forbidden move loses
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

    const Geometry& m_geometry;
    Rules m_rules;
    bool m_forbids; // renju, omok: a side's forbidden moves are none of its moves
    bool m_beyondCounts; // a mark just beyond a line's end spoils it (exact; renju's black; omok)
    const LineLists& m_lines;
    const Keys& m_keys;
    int m_k;
    std::vector<Mark> m_marks;
    std::vector<std::array<std::uint8_t, 2>> m_counts;
    std::vector<std::array<std::uint8_t, 2>> m_level; // per line and side: 0, or the marks lacking
    std::array<std::array<LineSet, kLevels>, 2> m_sets; // per side and level: its lines
    std::vector<std::uint32_t> m_seen;
    std::uint32_t m_stamp = 0;
    std::vector<Entry> m_table;
    Board m_board; // renju, omok: the marks again, for the forbidden-move judge
    std::vector<Cell> m_read; // the cells a judgement looked at
    struct Judged {
        std::uint64_t key = 0; // 0: none (a key is odd)
        bool forbidden = false;
    };
    static constexpr int kJudgedBits = 14;
    std::vector<Judged> m_judged; // judged(), the first time it is needed
    std::uint32_t m_generation = 0;
    std::vector<PnEntry> m_pn; // proof-number search's table, allocated when first searched
    std::unordered_set<std::uint64_t> m_proven; // proof-number search: every node proven
    bool m_byProofNumbers = false; // the last question's search (for record())
    struct KeptExpansion {
        std::uint64_t key = 0;
        std::uint32_t generation = 0; // the question's (0: none)
        Expansion expansion;
    };
    static constexpr int kMinExpansionBits = 10;
    static constexpr std::size_t kMaxExpansions = std::size_t(1) << 16;
    // expanded(): 1,024 slots at first, twice as many whenever the positions searched outnumber
    // them four times over, up to 65,536 (4.7 MB, and the cells they hold)
    std::vector<KeptExpansion> m_expansions;
    std::uint32_t m_expansionGeneration = 0;
    int m_pnBits = kMinPnBits;
    std::unordered_map<std::uint64_t, int> m_vcfKnown; // vcfDepth(), per position and limit
    std::unordered_map<std::uint64_t, std::vector<Cell>> m_vcfCells; // vcfCells()
    const std::vector<Cell> m_noCells; // vcfCells() when stopped
    std::unordered_map<std::uint64_t, Value> m_exact; // exact values: kept across questions
    std::uint64_t m_hash = 0;
    int m_empties = 0;
    Threats m_threats = Threats::Fours;
    int m_vcfThreatMoves = 2; // VcfThreats: the moves of the win by fours that makes a threat
    std::uint64_t m_cuts = 0; // searches a move limit cut short
    int m_found = 0; // the depth of attackerWins()'s last yes
    WideProof* m_proof = nullptr; // where record() writes
    std::uint64_t m_positions = 0;
    std::uint64_t m_budget = 0; // the question's positions (0: no limit)
    std::uint64_t m_spent = 0; // and those it has searched
    std::uint64_t m_subLimit = 0; // hasVcf()'s search ends after this many (0: none)
    bool m_subCut = false; // and it did
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
    int plies = 0; // of a win or loss proven
    std::uint64_t positions = 0; // the positions its search took
    bool done = false;
};

// The most moves a question may take (a table entry holds 255).
int movesFor(int empties)
{
    return std::min(64, (empties + 1) / 2);
}
// A round's question, deepened a move at a time (the shortest line of its kind): fours only in
// round 0, fours and forks after it. (Proof numbers, in threatWin()'s passes, find more of the
// long lines but search each position several times over, about five times slower a position
// on the cells of real games: the rounds keep to deepening.)
Answer ask(Searcher& searcher, Mark toMove, Mark attacker, int round, int empties,
    std::uint64_t budget, const std::stop_token& stop)
{
    return searcher.attackerWins(toMove, attacker,
        round == 0 ? Threats::Fours : Threats::FoursAndForks, movesFor(empties), budget, stop);
}

std::uint64_t budgetOf(const WideLimits& limits, int round)
{
    return round == 0 ? limits.vcfPositions : limits.questionPositions << (2 * (round - 1));
}

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
    // Where nothing is proven, an estimate (not under misère or line-score, whose lines the
    // static value does not read).
    const bool estimated = rules == Rules::Classic || rules == Rules::Exact || forbidsMoves(rules);
    const std::vector<int> estimates = estimated
        ? moveEstimates(board, toMove, rules)
        : std::vector<int>(std::size_t(geometry.cells()), -1);
    if (options.resumeFrom) {
        for (const MoveAnnotation& move : options.resumeFrom->moves) {
            const auto at = std::find(cells.begin(), cells.end(), move.cell);
            if (at != cells.end() && move.evaluation.isProven())
                results[std::size_t(at - cells.begin())] = move.evaluation;
        }
    }
    // Renju's black, omok's either side: forbidden moves lose at once (whatever an earlier
    // analysis said).
    if (forbidsMovesTo(rules, toMove == Mark::X)) {
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (isForbidden(board, cells[i], rules, toMove))
                results[i] = { Outcome::Lose, 1, 0 };
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
        searcher.load(board);
        if (job.kind == Job::Kind::Solve) {
            job.solved = searcher.solveMove(cell, toMove, stop);
            if (!job.solved)
                job.answer = Answer::Stopped;
            return;
        }
        if (job.kind == Job::Kind::Win && searcher.completes(cell, toMove)) {
            job.answer = Answer::Yes;
            job.plies = 1;
            return;
        }
        if (!threats) {
            job.answer = Answer::No;
            return;
        }
        const Mark attacker = job.kind == Job::Kind::Win ? toMove : opponent;
        searcher.play(cell, toMove);
        job.answer = ask(searcher, opponent, attacker, job.round, empties - 1,
            budgetOf(limits, job.round), stop);
        if (job.answer == Answer::Yes) {
            WideProof proof;
            const auto found = searcher.record(opponent, attacker, proof, stop);
            if (found)
                job.plies = 1 + found->second;
            else
                job.answer = Answer::Stopped;
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
                analysis.moves.push_back({ cells[i], evaluation,
                    evaluation.isProven() ? -1 : estimates[std::size_t(cells[i])] });
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

    const int lastRound = threats ? limits.rounds : 0; // round 0: fours only; then forks too
    for (int round = 0; round <= lastRound && !stop.stop_requested(); ++round) {
        std::vector<Job> jobs;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (results[i].isProven())
                continue;
            if (exhaustive) {
                if (round == 0)
                    jobs.push_back(
                        { Job::Kind::Solve, i, round, Answer::No, std::nullopt, 0, 0, false });
                continue;
            }
            if (rules == Rules::LineScore)
                continue;
            jobs.push_back({ Job::Kind::Win, i, round, Answer::No, std::nullopt, 0, 0, false });
            if (threats)
                jobs.push_back(
                    { Job::Kind::Lose, i, round, Answer::No, std::nullopt, 0, 0, false });
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
                if (rules == Rules::Misere) // its only question: completing one's own line
                    proven = { Outcome::Lose, 1, 0 };
                else
                    proven = { win ? Outcome::Win : Outcome::Lose, job.plies, 0 };
                // A win in 1 is looked for first, and every threat search tries the attacker's
                // completing move first, so a win in 3 or a loss in 2 or 4 is the fastest; longer
                // lines are the shortest of their kind only.
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

std::optional<std::pair<std::int32_t, int>> WideProof::find(std::uint64_t key) const
{
    const auto at = index.find(key);
    if (at == index.end())
        return std::nullopt;
    return std::pair { at->second, nodes[std::size_t(at->second)].plies };
}

std::pair<std::int32_t, int> WideProof::move(
    std::uint64_t key, Cell cell, std::int32_t child, int below)
{
    if (const auto known = find(key))
        return *known;
    const auto at = static_cast<std::int32_t>(nodes.size());
    nodes.push_back({ key, true, 1 + below, { { cell, child } } });
    index.emplace(key, at);
    return { at, 1 + below };
}

std::pair<std::int32_t, int> WideProof::replies(
    std::uint64_t key, std::vector<std::pair<Cell, std::int32_t>> edges, int plies)
{
    if (const auto known = find(key))
        return *known;
    const auto at = static_cast<std::int32_t>(nodes.size());
    nodes.push_back({ key, false, plies, std::move(edges) });
    index.emplace(key, at);
    return { at, plies };
}

std::vector<std::int32_t> WideProof::merge(const WideProof& part)
{
    std::vector<std::int32_t> here(part.nodes.size());
    for (std::size_t i = 0; i < part.nodes.size(); ++i) {
        Node node = part.nodes[i];
        if (const auto known = find(node.key)) {
            here[i] = known->first;
            continue;
        }
        for (auto& edge : node.edges) {
            if (edge.second != kGameOver)
                edge.second = here[std::size_t(edge.second)];
        }
        here[i] = static_cast<std::int32_t>(nodes.size());
        index.emplace(node.key, here[i]);
        nodes.push_back(std::move(node));
    }
    return here;
}

WideProof wideProof(const Board& board, Mark toMove, Rules rules, const Analysis& proven,
    int& uncertified, const WideLimits& limits, std::stop_token stop)
{
    const Geometry& geometry = board.geometry();
    const LineLists lines(geometry);
    const Keys keys(geometry.cells());
    const Mark opponent = other(toMove);
    const int empties = board.count(Mark::Empty);
    Searcher searcher(geometry, rules, lines, keys);
    WideProof proof;
    uncertified = 0;
    std::vector<MoveAnnotation> moves = proven.moves;
    std::sort(moves.begin(), moves.end(),
        [](const MoveAnnotation& a, const MoveAnnotation& b) { return a.cell < b.cell; });
    for (const MoveAnnotation& move : moves) {
        const Evaluation& result = move.evaluation;
        if (!result.isProven())
            continue;
        const bool win = result.outcome == Outcome::Win;
        searcher.load(board);
        const bool completes = searcher.completes(move.cell, toMove);
        if (!win && isForbidden(board, move.cell, rules, toMove)) {
            // A forbidden move: the other side has won once it is played (ttt-check judges it).
            proof.statements.push_back({ move.cell, opponent, WideProof::kGameOver });
            continue;
        }
        if (completes && (win || rules == Rules::Misere) && result.plies == 1) {
            // The line is on the board once the move is played.
            proof.statements.push_back(
                { move.cell, win ? toMove : opponent, WideProof::kGameOver });
            continue;
        }
        const bool threats = lineEndsGame(rules) && rules != Rules::Misere;
        if (!threats || result.outcome == Outcome::Tie || completes) {
            ++uncertified;
            continue;
        }
        // The threat search that proved it, asked again with each round's threats in turn and
        // the last round's budget.
        const Mark attacker = win ? toMove : opponent;
        bool found = false;
        for (int round = 0; round <= std::min(limits.rounds, 1) && !found; ++round) {
            searcher.load(board);
            searcher.play(move.cell, toMove);
            const Answer answer = ask(searcher, opponent, attacker, round, empties - 1,
                budgetOf(limits, std::max(round, limits.rounds)), stop);
            if (answer != Answer::Yes)
                continue;
            WideProof part;
            const auto root = searcher.record(opponent, attacker, part, stop);
            if (!root)
                break;
            const std::vector<std::int32_t> here = proof.merge(part);
            proof.statements.push_back({ move.cell, attacker, here[std::size_t(root->first)] });
            found = true;
        }
        uncertified += found ? 0 : 1;
    }
    // The position itself: won by a move whose win is proven, or lost when every move is.
    searcher.load(board);
    const Evaluation& value = proven.evaluation;
    const auto statementOf = [&](Cell cell, Mark side) {
        return std::find_if(proof.statements.begin(), proof.statements.end(),
            [&](const WideProof::Statement& s) { return s.cell == cell && s.side == side; });
    };
    if (value.isProven() && value.outcome == Outcome::Win) {
        for (const Cell cell : proven.bestMoves) {
            const auto at = statementOf(cell, toMove);
            if (at == proof.statements.end())
                continue;
            const int below
                = at->node == WideProof::kGameOver ? 0 : proof.nodes[std::size_t(at->node)].plies;
            const auto root = proof.move(searcher.key(toMove, toMove), cell, at->node, below);
            proof.statements.push_back({ WideProof::kRoot, toMove, root.first });
            break;
        }
    } else if (value.isProven() && value.outcome == Outcome::Lose && !proven.moves.empty()) {
        std::vector<std::pair<Cell, std::int32_t>> edges;
        for (const MoveAnnotation& move : moves) {
            // Renju, omok: forbidden moves are no replies (ttt-check judges them so).
            if (isForbidden(board, move.cell, rules, toMove))
                continue;
            const auto at = statementOf(move.cell, opponent);
            if (at == proof.statements.end()) {
                edges.clear();
                break;
            }
            edges.push_back({ move.cell, at->node });
        }
        if (!edges.empty()) {
            const auto root = proof.replies(searcher.key(toMove, opponent), std::move(edges), 0);
            proof.statements.push_back({ WideProof::kRoot, opponent, root.first });
        }
    }
    return proof;
}

ThreatWin threatWin(const Board& board, Mark toMove, Rules rules, std::uint64_t budget,
    WideProof& proof, std::stop_token stop, int firstPass)
{
    constexpr std::uint64_t kFirstRound = 1 << 12;
    const Geometry& geometry = board.geometry();
    const LineLists lines(geometry);
    const Keys keys(geometry.cells());
    Searcher searcher(geometry, rules, lines, keys);
    // Each threat pass by proof numbers has a searcher of its own, so that its question goes on
    // from round to round, its table kept, instead of starting again.
    struct Resumable {
        std::unique_ptr<Searcher> searcher;
        std::uint64_t spent = 0; // its positions so far
    };
    std::array<Resumable, 5> resumable;
    ThreatWin found;
    // Fours deepened a move at a time (the shortest line), then the threat passes in turn
    // (widesearch.h). A side with forbidden moves looks for fours by proof numbers too before
    // its forks: deepening over its forks costs more a position (each fork's cell is judged,
    // after each reply too), and a long line of fours that deepening does not reach is found in
    // a few hundred positions so.
    struct Pass {
        int number;
        Threats threats;
        bool byProofNumbers;
        int vcfThreatMoves = 2;
    };
    std::vector<Pass> passes { { 0, Threats::Fours, false } };
    if (forbidsMovesTo(rules, toMove == Mark::X))
        passes.push_back({ 0, Threats::Fours, true });
    const std::vector<Pass> threatPasses { { 1, Threats::FoursAndForks, false },
        { 2, Threats::FoursAndForks, true }, { 3, Threats::VcfThreats, true, 2 },
        { 4, Threats::VcfThreats, true, 3 } };
    // Asks `pass` with `positions` in all (those it spent in earlier rounds included, when it
    // goes on from round to round).
    const auto ask = [&](const Pass& pass, std::uint64_t positions, bool goesOn) {
        Resumable* const own
            = goesOn && pass.byProofNumbers ? &resumable[std::size_t(pass.number)] : nullptr;
        const bool resume = own && own->searcher;
        if (own && !resume)
            own->searcher = std::make_unique<Searcher>(geometry, rules, lines, keys);
        if (own && positions != 0) // (0: no limit)
            positions = positions > own->spent + 1 ? positions - own->spent : 1;
        Searcher& one = own ? *own->searcher : searcher;
        one.load(board);
        const std::uint64_t before = one.positions();
        const Answer answer = pass.byProofNumbers
            ? one.proofNumberWins(
                toMove, toMove, pass.threats, positions, stop, pass.vcfThreatMoves, resume)
            : one.attackerWins(
                toMove, toMove, pass.threats, movesFor(board.count(Mark::Empty)), positions, stop);
        found.positions += one.positions() - before;
        if (own)
            own->spent += one.positions() - before;
        if (answer != Answer::Yes)
            return answer;
        const auto root = one.record(toMove, toMove, proof, stop);
        if (!root)
            return Answer::Stopped;
        proof.statements.push_back({ WideProof::kRoot, toMove, root->first });
        found.proven = true;
        found.foursOnly = pass.threats == Threats::Fours;
        found.pass = pass.number;
        found.plies = root->second;
        return answer;
    };
    for (const Pass& pass : passes) {
        if (pass.number < firstPass)
            continue;
        const Answer answer = ask(pass, budget, false);
        if (found.proven || answer == Answer::Stopped)
            return found;
    }
    // The threat passes take turns, each budget four times the last, up to `budget`: the
    // positions one takes to a proof are not known beforehand, and no pass finds every proof
    // soonest. Deepening (pass 1) starts again each round; the passes by proof numbers go on
    // where they stopped, with the rest of the round's positions (three times what they spent
    // so far, but in the last round). A pass that ends with a plain "no" (no move limit or
    // budget cut it short) is not asked again.
    std::vector<bool> settled(threatPasses.size(), false);
    for (std::uint64_t round = std::min<std::uint64_t>(budget, kFirstRound);;
         round = budget / 4 < round ? budget : round * 4) {
        ++found.round;
        bool asked = false;
        for (std::size_t i = 0; i < threatPasses.size(); ++i) {
            if (threatPasses[i].number < firstPass || settled[i])
                continue;
            asked = true;
            const Answer answer = ask(threatPasses[i], round, true);
            if (found.proven || answer == Answer::Stopped)
                return found;
            settled[i] = answer == Answer::No;
        }
        if (!asked || round == budget)
            break;
    }
    return found;
}

} // namespace ttt::detail

namespace ttt {

namespace {

// The lines of `side`'s on `board` with `marks` of its marks and none of the other side's
// (under the exact rule, none of its own just beyond the ends), each as its cells in order.
std::vector<CellLine> linesHolding(const Board& board, Mark side, int marks, Rules rules)
{
    const Geometry& geometry = board.geometry();
    std::vector<CellLine> found;
    for (const Line& line : geometry.lines()) {
        int own = 0;
        bool open = true;
        for (Cell cell = line.first; open && cell <= line.last; cell += line.step) {
            own += board.at(cell) == side;
            open = board.at(cell) != other(side);
        }
        if (open && exactFor(rules, side == Mark::X)) {
            for (const Cell beyond : geometry.beyondEnds(line))
                open = open && (beyond < 0 || board.at(beyond) != side);
        }
        if (open && own == marks)
            found.push_back(geometry.cellsOf(line));
    }
    return found;
}

// The empty cells of `line` on `board`.
std::vector<Cell> emptyOf(const Board& board, const CellLine& line)
{
    std::vector<Cell> cells;
    for (const Cell cell : line) {
        if (board.at(cell) == Mark::Empty)
            cells.push_back(cell);
    }
    return cells;
}

// Two of `side`'s lines two marks short whose free pairs share one cell, which `side` may play;
// nothing if none.
std::optional<std::pair<CellLine, CellLine>> forkOf(const Board& board, Mark side, Rules rules)
{
    const std::vector<CellLine> threes = linesHolding(board, side, board.geometry().k() - 2, rules);
    for (std::size_t i = 0; i < threes.size(); ++i) {
        const std::vector<Cell> a = emptyOf(board, threes[i]);
        for (std::size_t j = i + 1; j < threes.size(); ++j) {
            const std::vector<Cell> b = emptyOf(board, threes[j]);
            int shared = 0;
            Cell at = -1;
            for (const Cell cell : a) {
                if (std::find(b.begin(), b.end(), cell) != b.end()) {
                    ++shared;
                    at = cell;
                }
            }
            // A side with forbidden moves must be allowed the shared cell (as the search and
            // ttt-check judge it).
            if (shared == 1 && !isForbidden(board, at, rules, side))
                return std::pair { threes[i], threes[j] };
        }
    }
    return std::nullopt;
}

// The part `side`'s move at `cell` plays, on `after` (the board with it), `before` the board
// without it.
ExplainedMove roleOf(const Board& before, const Board& after, Cell cell, Mark side, Rules rules)
{
    const int k = after.geometry().k();
    ExplainedMove move { cell, side, MoveRole::Move, {} };
    for (CellLine& line : linesHolding(after, side, k, rules)) {
        if (std::find(line.begin(), line.end(), cell) != line.end()) {
            move.role = MoveRole::Completes;
            move.lines = { std::move(line) };
            return move;
        }
    }
    // A block: it takes the free cell of a line of the other side's one move from complete.
    for (CellLine& line : linesHolding(before, other(side), k - 1, rules)) {
        if (std::find(line.begin(), line.end(), cell) != line.end()) {
            move.role = MoveRole::Block;
            move.lines = { std::move(line) };
            return move;
        }
    }
    std::vector<CellLine> fours;
    std::vector<Cell> at;
    for (CellLine& line : linesHolding(after, side, k - 1, rules)) {
        const Cell gap = emptyOf(after, line).front();
        if (std::find(at.begin(), at.end(), gap) == at.end()) {
            at.push_back(gap);
            fours.push_back(std::move(line));
        }
    }
    if (!fours.empty()) {
        move.role = fours.size() >= 2 ? MoveRole::DoubleThreat : MoveRole::Threat;
        move.lines = std::move(fours);
        return move;
    }
    if (const auto fork = forkOf(after, side, rules)) {
        move.role = MoveRole::Fork;
        move.lines = { fork->first, fork->second };
        return move;
    }
    // A defence against the other side's fork: "it blocks" one of the fork's lines.
    if (const auto fork = forkOf(before, other(side), rules)) {
        for (const CellLine* line : { &fork->first, &fork->second }) {
            if (std::find(line->begin(), line->end(), cell) != line->end()) {
                move.role = MoveRole::Block;
                move.lines = { *line };
                return move;
            }
        }
    }
    return move;
}

} // namespace

ProofStep stepAt(const ThreatProof& proof, const ProofPlace& place)
{
    ProofStep step;
    const Board& board = place.board;
    const Geometry& geometry = board.geometry();
    if (place.isOver()) {
        for (const Mark side : { Mark::X, Mark::O }) {
            if (const std::optional<Line> line = board.firstLine(side)) {
                step.hold = Hold::Line;
                step.line = geometry.cellsOf(*line);
                return step;
            }
        }
        step.hold = Hold::FullBoard;
        return step;
    }
    const ThreatProof::Node& node = proof.nodes[std::size_t(place.node)];
    const auto placeAfter = [&](Cell cell, std::int32_t child) {
        return ProofPlace { board.with(cell, place.toMove), other(place.toMove), place.prover,
            place.win, child, Symmetry::Identity };
    };
    if (node.proverMoves) {
        step.hold = Hold::Move;
        step.move = node.edges.front().first;
        step.next = placeAfter(step.move, node.edges.front().second);
        return step;
    }
    step.hold = Hold::Replies;
    const int k = geometry.k();
    for (Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != Mark::Empty)
            continue;
        ReplyStep reply;
        reply.reply = cell;
        const auto edge = std::find_if(node.edges.begin(), node.edges.end(),
            [cell](const auto& entry) { return entry.first == cell; });
        if (edge != node.edges.end()) {
            reply.next = placeAfter(cell, edge->second);
            step.replies.push_back(std::move(reply));
            continue;
        }
        // Answered by a rule: a four of the prover's left open (two: a double threat), else a
        // fork whose cell the prover takes.
        const Board after = board.with(cell, place.toMove);
        std::vector<Cell> gaps;
        for (const CellLine& line : linesHolding(after, place.prover, k - 1, proof.rules)) {
            const Cell gap = emptyOf(after, line).front();
            if (std::find(gaps.begin(), gaps.end(), gap) == gaps.end())
                gaps.push_back(gap);
        }
        if (!gaps.empty()) {
            reply.answer = gaps.size() >= 2 ? Answer::DoubleThreat : Answer::Threat;
            reply.at = gaps.front();
        } else if (const auto fork = forkOf(after, place.prover, proof.rules)) {
            reply.answer = Answer::Fork;
            const std::vector<Cell> theirs = emptyOf(after, fork->second);
            for (const Cell shared : emptyOf(after, fork->first)) {
                if (std::find(theirs.begin(), theirs.end(), shared) != theirs.end())
                    reply.at = shared;
            }
        }
        step.replies.push_back(std::move(reply));
    }
    return step;
}

Explanation explainThreats(const Board& board, Mark toMove, Rules rules, const Analysis& analysis,
    std::optional<Cell> cell, std::size_t& positions)
{
    Explanation explanation;
    explanation.board = board;
    explanation.rules = rules;
    explanation.cell = cell;
    explanation.mover = toMove;
    explanation.prover = toMove;
    positions = 0;
    // The move explained, and what it leads to.
    std::optional<Cell> move = cell;
    Outcome outcome = Outcome::None;
    if (cell) {
        for (const MoveAnnotation& annotation : analysis.moves) {
            if (annotation.cell == *cell && annotation.evaluation.isProven())
                outcome = annotation.evaluation.outcome;
        }
    } else if (analysis.evaluation.isProven() && analysis.evaluation.outcome == Outcome::Win
        && !analysis.bestMoves.empty()) {
        move = analysis.bestMoves.front();
        outcome = Outcome::Win;
        explanation.chosenMove = move;
    }
    if (!move || (outcome != Outcome::Win && outcome != Outcome::Lose)) {
        explanation.result = ExplainedResult::Unproven;
        return explanation;
    }
    for (const MoveAnnotation& annotation : analysis.moves) {
        if (annotation.cell == *move)
            outcome = annotation.evaluation.outcome;
    }
    Analysis one;
    one.rules = rules;
    one.toMove = toMove;
    for (const MoveAnnotation& annotation : analysis.moves) {
        if (annotation.cell == *move)
            one.moves.push_back(annotation);
    }
    int uncertified = 0;
    const detail::WideProof proof = detail::wideProof(board, toMove, rules, one, uncertified);
    if (proof.statements.empty()) {
        explanation.result = ExplainedResult::Unproven;
        return explanation;
    }
    const bool win = outcome == Outcome::Win;
    explanation.result = win ? ExplainedResult::Win : ExplainedResult::Loss;
    explanation.prover = win ? toMove : other(toMove);
    explanation.win = true;
    positions = proof.nodes.size();
    // The proof kept to walk (the window's proof explorer).
    auto kept = std::make_shared<ThreatProof>();
    kept->rules = rules;
    kept->nodes.reserve(proof.nodes.size() + 1);
    for (const detail::WideProof::Node& node : proof.nodes)
        kept->nodes.push_back({ node.proverMoves, node.plies, node.edges });
    // The line: the move, then the proof's moves, the defender taking the reply that holds out
    // longest.
    Board now = board;
    const auto play = [&](Cell at, Mark side, bool tried) {
        const Board after = now.with(at, side);
        ExplainedMove step = roleOf(now, after, at, side, rules);
        if (tried)
            step = { at, side, MoveRole::Tried, {} };
        explanation.moves.push_back(step);
        now = after;
        return step;
    };
    const ExplainedMove first = play(*move, toMove, !win);
    // The claim's place: after the move, the winner's win (a place of this proof, not of a
    // Proof's: no node to walk).
    std::int32_t node = proof.statements.front().node;
    explanation.start
        = ProofPlace { now, other(toMove), explanation.prover, true, node, Symmetry::Identity };
    if (explanation.chosenMove) {
        // The position's claim: its move, then the place after it.
        const int below
            = node == detail::WideProof::kGameOver ? 1 : proof.nodes[std::size_t(node)].plies + 1;
        kept->nodes.push_back({ true, below, { { *move, node } } });
        explanation.threatPosition = ProofPlace { board, toMove, toMove, true,
            std::int32_t(kept->nodes.size() - 1), Symmetry::Identity };
    }
    explanation.threats = std::move(kept);
    const Mark prover = explanation.prover;
    const int k = board.geometry().k();
    if (node == detail::WideProof::kGameOver) {
        explanation.ending = Ending::Line;
        explanation.endLines = first.lines;
    }
    while (node != detail::WideProof::kGameOver) {
        const detail::WideProof::Node& at = proof.nodes[std::size_t(node)];
        if (at.proverMoves) {
            const ExplainedMove step = play(at.edges.front().first, prover, false);
            node = at.edges.front().second;
            if (node == detail::WideProof::kGameOver) {
                explanation.ending = Ending::Line;
                explanation.endLines = step.lines;
            }
            continue;
        }
        if (at.edges.empty()) {
            // Every reply answered: two lines to complete, or a fork whatever the defender does.
            std::vector<CellLine> fours = linesHolding(now, prover, k - 1, rules);
            if (fours.size() >= 2) {
                explanation.ending = Ending::DoubleThreat;
                explanation.endLines = std::move(fours);
            } else if (const auto fork = forkOf(now, prover, rules)) {
                explanation.ending = Ending::Fork;
                explanation.endLines = { fork->first, fork->second };
                for (const Cell shared : emptyOf(now, fork->first)) {
                    const std::vector<Cell> theirs = emptyOf(now, fork->second);
                    if (std::find(theirs.begin(), theirs.end(), shared) != theirs.end())
                        explanation.forkCell = shared;
                }
            }
            break;
        }
        const auto longest
            = std::max_element(at.edges.begin(), at.edges.end(), [&](const auto& a, const auto& b) {
                  const auto plies = [&](std::int32_t child) {
                      return child == detail::WideProof::kGameOver
                          ? 0
                          : proof.nodes[std::size_t(child)].plies;
                  };
                  return plies(a.second) < plies(b.second);
              });
        play(longest->first, other(prover), false);
        node = longest->second;
    }
    return explanation;
}

} // namespace ttt
