// ttt-bench-threats: how fast the threat search of big boards (solverlib's widesearch.h) proves
// gomoku positions with a forced win, against a plain alpha-beta over the same threats written
// here, in the same run. Each proof is written as a certificate and checked by ttt-check's code.
//
//     ttt-bench-threats [--cases DIR] [--seconds S] [--budget N] [--baseline-seconds S]
//                       [--rules freestyle|exact|both|renju] [--only TEXT]
//     ttt-bench-threats --estimates [--cases DIR]
//     ttt-bench-threats --moonshot [--budget N] [--rules ...]
//     ttt-bench-threats --cells [--rules ...]
//
// --estimates measures the static estimate instead (ttt::staticValues, what the analysis
// reports where nothing is proven): in the middle of the engine games that quintet's cases come
// from (their `# Moves:` records: Rapfi against quintet-ai, strong players both, under renju
// rules), how often the move played is the estimate's best cell, or among its best 3, 5, 10.
//
// --cells times the analysis of every cell (what analyze() and the window run on a big board) on
// the Gomocup game after 20, 24, …, 40 plies: the fours-only pass alone (every cell's win and
// loss), and the whole default analysis on two threads; then how long a stop takes, five times,
// a third of a second into the analysis after 30 plies.
//
// --moonshot asks how far the threat search gets towards 15×15 from the empty board: after x's
// h8 and each of o's 224 replies, does x win by threats (--budget positions a pass, default
// 4,000,000)? And in the Gomocup game, from which move on does it prove black's win?
//
// The positions (each with its source, printed with its figures):
// - the renju puzzles of quintet (../shared/gomoku-puzzles/quintet, MIT; published puzzles and
//   positions from engine games) in which Black is to move and wins within its limit, each at
//   its start and after every pair of moves along its winning line. A renju win of Black's is a
//   win under free-style and exactly-five rules too: Black's line uses only exact fives and
//   moves renju allows, and White has the same moves under all three rules (its overline, which
//   renju lets it win with, wins under free-style and nothing under exactly-five, a loss of
//   options for White).
// - with --rules renju, quintet's 119 puzzles themselves, each as the file gives it (the
//   attacker to move, Black's or White's), under renju's rules: 73 with a win within the file's
//   limit of attacker moves, 46 without one within it (a longer one may exist). Each proof is
//   checked by ttt-check's own renju judge; a win found in a puzzle without one within its
//   limit must be longer than the limit.
// - two positions of a real Gomocup free-style game (tst_game's), x (Black) to move before its
//   five.
// Each is asked: does the side to move win by fours (VCF), else by fours and forks (VCT), else
// with threats of a VCF too (VCT+; widesearch.h's threatWin() passes, which take turns with
// budgets growing to --budget positions a pass, default 16,000,000: the cap ends a question,
// not the budget), with a --seconds cap (default 10). The
// baseline answers the same question by plain iterative deepening over the same moves (no
// table, no incremental lines, no order; renju's black forks judged after every reply in turn),
// capped by --baseline-seconds (default 10).
#include "checker.h"
#include "commandline.h"

#include "ttt/board.h"
#include "ttt/estimate.h"
#include "ttt/game.h"
#include "ttt/renju.h"
#include "ttt/widesearch.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr const char* kProgram = "ttt-bench-threats";
using Clock = std::chrono::steady_clock;

int usage()
{
    std::fprintf(stderr,
        "usage: %s [--cases DIR] [--seconds S] [--budget N] [--baseline-seconds S]\n"
        "          [--rules freestyle|exact|both|renju] [--only TEXT]\n"
        "       %s --estimates [--cases DIR]\n"
        "       %s --moonshot [--budget N] [--rules freestyle|exact|both]\n"
        "       %s --cells [--rules freestyle|exact|both]\n"
        "  DIR: quintet's cases (default %s)\n",
        kProgram, kProgram, kProgram, kProgram, TTT_PUZZLE_DIR);
    return 2;
}

struct Case {
    std::string name;
    std::string source;
    ttt::Board board { ttt::Geometry(15, 15, 5) };
    ttt::Mark toMove = ttt::Mark::X;
    // Renju's puzzles: the attacker's moves the file allows, and whether it wins within them.
    int limit = 0;
    bool expectWin = true;
};

// A quintet point such as H8: column letter, row from the bottom.
std::optional<ttt::Cell> pointOf(const ttt::Geometry& geometry, const std::string& text)
{
    if (text.size() < 2 || text[0] < 'A' || text[0] > 'O')
        return std::nullopt;
    const int column = text[0] - 'A';
    const int row = std::atoi(text.c_str() + 1);
    if (row < 1 || row > geometry.rows())
        return std::nullopt;
    return geometry.cellAt(geometry.rows() - row, column);
}

// One quintet file: its `key: value` lines, its first comment, and its board (o Black, our x).
struct QuintetFile {
    std::map<std::string, std::string> values;
    std::string comment;
    ttt::Board board { ttt::Geometry(15, 15, 5) };
    bool hasBoard = false;
};

QuintetFile readQuintet(const std::filesystem::path& file)
{
    std::ifstream in(file);
    std::string line;
    QuintetFile read;
    std::vector<std::string> rows;
    bool inBoard = false;
    while (std::getline(in, line)) {
        if (inBoard) {
            if (!line.empty())
                rows.push_back(line);
            continue;
        }
        if (line.rfind("# ", 0) == 0 && read.comment.empty())
            read.comment = line.substr(2);
        else if (line.rfind("board:", 0) == 0)
            inBoard = true;
        else if (const auto colon = line.find(':'); colon != std::string::npos && line[0] != '#')
            read.values[line.substr(0, colon)]
                = line.substr(std::min(line.size(), colon + 2)); // after ": "
    }
    read.hasBoard = rows.size() == 15;
    const ttt::Geometry& geometry = read.board.geometry();
    for (int row = 0; row < 15 && read.hasBoard; ++row) {
        int column = 0;
        for (const char c : rows[std::size_t(row)]) {
            if (c == ' ')
                continue;
            if (column < 15 && c != '.')
                read.board.set(
                    geometry.cellAt(row, column), c == 'o' ? ttt::Mark::X : ttt::Mark::O);
            ++column;
        }
    }
    return read;
}

// The cases of one quintet file in which Black (quintet's o, our x) wins: the position and the
// positions along its line with Black to move, the last few moves before the five left out.
std::vector<Case> casesOf(const std::filesystem::path& file)
{
    const QuintetFile read = readQuintet(file);
    const std::string& tags = read.values.count("tags") ? read.values.at("tags") : std::string();
    if (!read.hasBoard || read.values.count("attacker") == 0 || read.values.at("attacker") != "o"
        || (" " + tags).find(" proven") == std::string::npos)
        return {};
    const ttt::Geometry& geometry = read.board.geometry();
    ttt::Board board = read.board;
    std::vector<ttt::Cell> moves;
    std::stringstream points(read.values.count("expect") ? read.values.at("expect") : "");
    std::string point;
    while (std::getline(points, point, ',')) {
        const auto cell = pointOf(geometry, point);
        if (!cell)
            return {};
        moves.push_back(*cell);
    }
    const std::string stem = file.stem().string();
    std::vector<Case> cases;
    ttt::Mark side = ttt::Mark::X;
    // Along the line: Black to move after 0, 2, 4, … of its moves; not the last two positions
    // (a five, or a four that cannot be blocked twice, to play).
    for (std::size_t i = 0; i + 3 < moves.size() || i == 0; i += 2) {
        cases.push_back({ stem + "/" + std::to_string(i / 2),
            "quintet " + stem + ".txt"
                + (i ? ", after " + std::to_string(i) + " moves of its line" : "") + " ("
                + read.comment + ")",
            board, ttt::Mark::X });
        if (i + 1 >= moves.size())
            break;
        board.set(moves[i], side);
        board.set(moves[i + 1], ttt::other(side));
    }
    return cases;
}

// One quintet file as it is, for renju: the position with its attacker to move, the limit and
// the verdict it expects.
std::optional<Case> renjuCaseOf(const std::filesystem::path& file)
{
    const QuintetFile read = readQuintet(file);
    if (!read.hasBoard || read.values.count("attacker") == 0 || read.values.count("limit") == 0)
        return std::nullopt;
    Case puzzle;
    puzzle.name = file.stem().string();
    puzzle.source = "quintet " + file.filename().string() + " (" + read.comment + ")";
    puzzle.board = read.board;
    puzzle.toMove = read.values.at("attacker") == "o" ? ttt::Mark::X : ttt::Mark::O;
    puzzle.limit = std::atoi(read.values.at("limit").c_str());
    const std::string tags = " " + (read.values.count("tags") ? read.values.at("tags") : "");
    puzzle.expectWin = tags.find(" proven") != std::string::npos;
    return puzzle;
}

// tst_game's Gomocup game (black, x, completes i13–m9 on move 41), before its end.
std::vector<Case> gomocupCases()
{
    const ttt::Parsed<ttt::Game> game = ttt::parseGame(
        "# k=5 size=15x15\nh8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 h10 "
        "h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11 i13 i15 k11 h14 m9");
    std::vector<Case> cases;
    for (const int plies : { 34, 36, 38 }) {
        const ttt::Board board = game->boardAt(ttt::GamePath(std::size_t(plies), 0));
        cases.push_back({ "gomocup/" + std::to_string(plies),
            "a Gomocup free-style game (tst_game), x to move after " + std::to_string(plies)
                + " plies",
            board, ttt::Mark::X });
    }
    return cases;
}

// The baseline: plain iterative deepening over the threats the library allows (fours, then
// forks), reading every line at every position.
class PlainThreats {
public:
    PlainThreats(const ttt::Board& board, ttt::Rules rules)
        : m_geometry(board.geometry())
        , m_rules(rules)
        , m_k(board.geometry().k())
    {
        for (ttt::Cell cell = 0; cell < m_geometry.cells(); ++cell)
            m_marks.push_back(board.at(cell));
        for (const ttt::Line& line : m_geometry.lines()) {
            const auto cells = m_geometry.cellsOf(line);
            m_lines.push_back({ std::vector<ttt::Cell>(cells.begin(), cells.end()),
                m_geometry.beyondEnds(line) });
        }
    }

    // Whether `attacker` (to move) wins by fours (and forks); nothing when out of time.
    std::optional<bool> wins(
        ttt::Mark attacker, bool forks, Clock::time_point deadline, std::uint64_t& positions)
    {
        m_forks = forks;
        m_deadline = deadline;
        for (int depth = 1; depth <= 64; ++depth) {
            m_out = false;
            const bool won = attack(attacker, depth);
            positions = m_positions;
            if (m_out)
                return std::nullopt;
            if (won)
                return true;
            if (!m_cut)
                return false;
            m_cut = false;
        }
        return false;
    }

private:
    struct LineCells {
        std::vector<ttt::Cell> cells;
        std::array<ttt::Cell, 2> beyond;
    };

    // The marks `side` holds on the line, or -1 when it cannot complete it (a mark of the
    // other side's on it; under exactly-five, its own just beyond an end). `counting`: the
    // defender's fours as the checker counts them, its own marks beyond the ends or not.
    int held(const LineCells& line, ttt::Mark side, bool counting = false) const
    {
        int own = 0;
        for (const ttt::Cell cell : line.cells) {
            if (m_marks[std::size_t(cell)] == ttt::other(side))
                return -1;
            own += m_marks[std::size_t(cell)] == side;
        }
        if (ttt::exactFor(m_rules, side == ttt::Mark::X) && !counting) {
            for (const ttt::Cell cell : line.beyond) {
                if (cell >= 0 && m_marks[std::size_t(cell)] == side)
                    return -1;
            }
        }
        return own;
    }

    // The free cells of the lines `side` holds `marks` of.
    std::vector<ttt::Cell> freeCells(ttt::Mark side, int marks, bool counting = false) const
    {
        std::vector<ttt::Cell> cells;
        for (const LineCells& line : m_lines) {
            if (held(line, side, counting) != marks)
                continue;
            for (const ttt::Cell cell : line.cells) {
                if (m_marks[std::size_t(cell)] == ttt::Mark::Empty
                    && std::find(cells.begin(), cells.end(), cell) == cells.end())
                    cells.push_back(cell);
            }
        }
        return cells;
    }

    // `side`'s forks: {the shared cell, the other two}.
    std::vector<std::array<ttt::Cell, 3>> forks(ttt::Mark side) const
    {
        std::vector<std::array<ttt::Cell, 2>> pairs;
        for (const LineCells& line : m_lines) {
            if (held(line, side) != m_k - 2)
                continue;
            std::array<ttt::Cell, 2> pair { -1, -1 };
            int found = 0;
            for (const ttt::Cell cell : line.cells) {
                if (m_marks[std::size_t(cell)] == ttt::Mark::Empty)
                    pair[std::size_t(found++)] = cell;
            }
            pairs.push_back(pair);
        }
        std::vector<std::array<ttt::Cell, 3>> found;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            for (std::size_t j = i + 1; j < pairs.size(); ++j) {
                const auto& a = pairs[i];
                const auto& b = pairs[j];
                for (const int x : { 0, 1 }) {
                    for (const int y : { 0, 1 }) {
                        if (a[std::size_t(x)] == b[std::size_t(y)]
                            && a[std::size_t(1 - x)] != b[std::size_t(1 - y)])
                            found.push_back({ a[std::size_t(x)], a[std::size_t(1 - x)],
                                b[std::size_t(1 - y)] });
                    }
                }
            }
        }
        return found;
    }

    // Whether `side` has a fork (renju's black: one whose shared cell it may play).
    bool hasFork(ttt::Mark side) const
    {
        for (const auto& fork : forks(side)) {
            if (!forbidden(fork[0], side))
                return true;
        }
        return false;
    }

    // The replies after which no fork of `side`'s is left whole; {-1} when there are none;
    // empty: no fork. A fork is left whole when the reply is none of its cells and (renju's
    // black) black may play its shared cell on the board with the reply on it; a fork whose
    // cell black may not play now counts for nothing.
    std::vector<ttt::Cell> forkDefences(ttt::Mark side)
    {
        std::vector<std::array<ttt::Cell, 3>> usable = forks(side);
        std::erase_if(usable, [&](const auto& fork) { return forbidden(fork[0], side); });
        if (usable.empty())
            return {};
        std::vector<ttt::Cell> defences;
        if (!blackUnderRenju(side)) { // the cells in every fork
            defences.assign(usable.front().begin(), usable.front().end());
            std::sort(defences.begin(), defences.end());
            for (const auto& fork : usable) {
                std::erase_if(defences, [&](ttt::Cell cell) {
                    return std::find(fork.begin(), fork.end(), cell) == fork.end();
                });
            }
            return defences.empty() ? std::vector<ttt::Cell> { -1 } : defences;
        }
        for (ttt::Cell reply = 0; reply < m_geometry.cells(); ++reply) {
            if (m_marks[std::size_t(reply)] != ttt::Mark::Empty)
                continue;
            m_marks[std::size_t(reply)] = ttt::other(side);
            bool whole = false;
            for (const auto& fork : usable) {
                whole = whole
                    || (std::find(fork.begin(), fork.end(), reply) == fork.end()
                        && !forbidden(fork[0], side));
            }
            m_marks[std::size_t(reply)] = ttt::Mark::Empty;
            if (!whole)
                defences.push_back(reply);
        }
        if (defences.empty())
            return { -1 };
        return defences;
    }

    // Renju: black's forbidden moves are none of its moves.
    bool blackUnderRenju(ttt::Mark side) const
    {
        return m_rules == ttt::Rules::Renju && side == ttt::Mark::X;
    }
    bool forbidden(ttt::Cell cell, ttt::Mark side) const
    {
        if (!blackUnderRenju(side))
            return false;
        ttt::Board board(m_geometry);
        for (ttt::Cell each = 0; each < m_geometry.cells(); ++each)
            board.set(each, m_marks[std::size_t(each)]);
        return ttt::isForbiddenForBlack(board, cell);
    }

    bool visit()
    {
        ++m_positions;
        if ((m_positions & 1023) == 0 && Clock::now() > m_deadline)
            m_out = true;
        return !m_out;
    }

    // (Not inlined into each other: GCC 12 then warns of a free it imagines.)
    [[gnu::noinline]] bool attack(ttt::Mark attacker, int depth)
    {
        if (!visit())
            return false;
        if (!freeCells(attacker, m_k - 1).empty())
            return true;
        const std::vector<ttt::Cell> blocks = freeCells(ttt::other(attacker), m_k - 1);
        if (blocks.size() >= 2)
            return false;
        if (depth <= 1) {
            m_cut = true;
            return false;
        }
        std::vector<ttt::Cell> moves = blocks;
        if (blocks.empty()) {
            moves = freeCells(attacker, m_k - 2);
            if (m_forks && depth >= 3) {
                for (const ttt::Cell cell : freeCells(attacker, m_k - 3)) {
                    if (std::find(moves.begin(), moves.end(), cell) != moves.end())
                        continue;
                    m_marks[std::size_t(cell)] = attacker;
                    const bool fork = hasFork(attacker);
                    m_marks[std::size_t(cell)] = ttt::Mark::Empty;
                    if (fork)
                        moves.push_back(cell);
                }
            }
        }
        for (const ttt::Cell cell : moves) {
            if (forbidden(cell, attacker))
                continue;
            m_marks[std::size_t(cell)] = attacker;
            const bool won = defend(attacker, depth - 1);
            m_marks[std::size_t(cell)] = ttt::Mark::Empty;
            if (won || m_out)
                return won && !m_out;
        }
        return false;
    }

    [[gnu::noinline]] bool defend(ttt::Mark attacker, int depth)
    {
        if (!visit())
            return false;
        const ttt::Mark defender = ttt::other(attacker);
        if (!freeCells(defender, m_k - 1).empty())
            return false;
        const std::vector<ttt::Cell> wins = freeCells(attacker, m_k - 1);
        if (wins.size() >= 2)
            return true;
        if (depth < (wins.empty() ? 2 : 1)) {
            m_cut = true;
            return false;
        }
        std::vector<ttt::Cell> replies = wins;
        if (wins.empty()) {
            if (!m_forks)
                return false;
            replies = forkDefences(attacker);
            if (replies.empty())
                return false;
            if (replies.front() == -1)
                replies.clear();
            for (const ttt::Cell cell : freeCells(defender, m_k - 2, true)) {
                if (std::find(replies.begin(), replies.end(), cell) == replies.end())
                    replies.push_back(cell);
            }
        }
        for (const ttt::Cell cell : replies) {
            if (forbidden(cell, defender))
                continue; // renju: black may not, and white's threat stands
            m_marks[std::size_t(cell)] = defender;
            const bool won = attack(attacker, depth);
            m_marks[std::size_t(cell)] = ttt::Mark::Empty;
            if (!won || m_out)
                return false;
        }
        return true;
    }

    const ttt::Geometry& m_geometry;
    ttt::Rules m_rules;
    int m_k;
    std::vector<ttt::Mark> m_marks;
    std::vector<LineCells> m_lines;
    bool m_forks = false;
    bool m_cut = false;
    bool m_out = false;
    Clock::time_point m_deadline;
    std::uint64_t m_positions = 0;
};

// The game records of quintet's cases (`# Moves: H8,I9,...`), each once, in file order.
std::vector<std::vector<ttt::Cell>> gameRecords(const std::vector<std::filesystem::path>& files)
{
    const ttt::Geometry geometry(15, 15, 5);
    std::vector<std::vector<ttt::Cell>> games;
    for (const auto& file : files) {
        std::ifstream in(file);
        std::string line;
        while (std::getline(in, line)) {
            if (line.rfind("# Moves: ", 0) != 0)
                continue;
            std::vector<ttt::Cell> moves;
            std::stringstream points(line.substr(9));
            std::string point;
            while (std::getline(points, point, ',')) {
                if (const auto cell = pointOf(geometry, point))
                    moves.push_back(*cell);
            }
            if (std::find(games.begin(), games.end(), moves) == games.end())
                games.push_back(moves);
        }
    }
    return games;
}

// How often a strong player's move is among the estimate's best cells, in the middle of games:
// from the 8th move on, up to 4 moves before the record ends (the mating lines the puzzles
// are about).
int measureEstimates(const std::vector<std::filesystem::path>& files)
{
    const std::vector<std::vector<ttt::Cell>> games = gameRecords(files);
    const std::array<int, 4> tops { 1, 3, 5, 10 };
    std::array<int, 4> within {};
    int positions = 0;
    for (const auto& moves : games) {
        ttt::Board board(ttt::Geometry(15, 15, 5));
        ttt::Mark side = ttt::Mark::X;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (i >= 8 && i + 4 < moves.size()) {
                const std::vector<int> values = ttt::staticValues(board, side, ttt::Rules::Classic);
                const int played = values[std::size_t(moves[i])];
                // Its rank: 1 + the cells valued strictly higher.
                const auto rank = 1 + std::count_if(values.begin(), values.end(), [&](int value) {
                    return value > played;
                });
                for (std::size_t t = 0; t < tops.size(); ++t)
                    within[t] += rank <= tops[t];
                ++positions;
            }
            board.set(moves[i], side);
            side = ttt::other(side);
        }
    }
    std::printf("%zu games, %d middle-game positions: the move played is the estimate's best "
                "cell in %.1f %%, among its best 3 in %.1f %%, 5 in %.1f %%, 10 in %.1f %%\n",
        games.size(), positions, 100.0 * within[0] / positions, 100.0 * within[1] / positions,
        100.0 * within[2] / positions, 100.0 * within[3] / positions);
    return 0;
}

// The per-cell analysis on the Gomocup game: the fours-only pass, the default analysis, a stop.
int measureCells(const std::vector<ttt::Rules>& rulesList)
{
    const ttt::Parsed<ttt::Game> game = ttt::parseGame(
        "# k=5 size=15x15\nh8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 "
        "h10 h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11 i13 i15 k11 h14 m9");
    const auto provenOf = [](const ttt::Analysis& analysis) {
        int wins = 0;
        int losses = 0;
        for (const ttt::MoveAnnotation& move : analysis.moves) {
            if (move.evaluation.isProven())
                (move.evaluation.outcome == ttt::Outcome::Win ? wins : losses) += 1;
        }
        return std::pair { wins, losses };
    };
    for (const ttt::Rules rules : rulesList) {
        const char* name = rules == ttt::Rules::Exact ? "exactly-five" : "free-style";
        for (int plies = 20; plies <= 40; plies += 4) {
            const ttt::Board board = game->boardAt(ttt::GamePath(std::size_t(plies), 0));
            const ttt::Mark toMove = plies % 2 == 0 ? ttt::Mark::X : ttt::Mark::O;
            ttt::AnalysisOptions options;
            options.threads = 1;
            ttt::detail::WideLimits fours;
            fours.rounds = 0;
            auto start = Clock::now();
            const ttt::Analysis vcf
                = ttt::detail::wideAnalysis(board, toMove, rules, options, fours);
            const double vcfSeconds = std::chrono::duration<double>(Clock::now() - start).count();
            options.threads = 2;
            start = Clock::now();
            const ttt::Analysis full = ttt::detail::wideAnalysis(board, toMove, rules, options);
            const double fullSeconds = std::chrono::duration<double>(Clock::now() - start).count();
            const auto [vcfWins, vcfLosses] = provenOf(vcf);
            const auto [wins, losses] = provenOf(full);
            std::printf("%s, after %d plies (%zu cells): fours only, one thread: %.3f s, %s "
                        "positions, %d wins %d losses; the default analysis, two threads: %.2f s, "
                        "%s positions, %d wins %d losses\n",
                name, plies, vcf.moves.size(), vcfSeconds,
                ttt::bench::withThousands(vcf.figures.positions).c_str(), vcfWins, vcfLosses,
                fullSeconds, ttt::bench::withThousands(full.figures.positions).c_str(), wins,
                losses);
            std::fflush(stdout);
        }
    }
    // A stop a third of a second in, five times: the time from the request to the return.
    const ttt::Board board = game->boardAt(ttt::GamePath(30, 0));
    std::vector<double> latencies;
    for (int run = 0; run < 5; ++run) {
        std::stop_source stop;
        ttt::AnalysisOptions options;
        options.threads = 2;
        Clock::time_point requested;
        std::jthread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(333));
            requested = Clock::now();
            stop.request_stop();
        });
        ttt::detail::wideAnalysis(
            board, ttt::Mark::X, ttt::Rules::Classic, options, {}, {}, stop.get_token());
        stopper.join();
        latencies.push_back(std::chrono::duration<double>(Clock::now() - requested).count());
    }
    std::sort(latencies.begin(), latencies.end());
    std::printf("a stop 0.33 s into the analysis after 30 plies (two threads): %.1f ms median, "
                "%.1f ms at most, of 5\n",
        1000 * latencies[2], 1000 * latencies.back());
    return 0;
}

// How far threats alone reach towards the empty board.
int moonshot(const std::vector<ttt::Rules>& rulesList, std::uint64_t budget)
{
    const ttt::Geometry geometry(15, 15, 5);
    for (const ttt::Rules rules : rulesList) {
        const char* name = rules == ttt::Rules::Exact ? "exactly-five" : "free-style";
        const auto start = Clock::now();
        int proven = 0;
        std::uint64_t positions = 0;
        ttt::Board opening(geometry);
        opening.set(geometry.cellAt(7, 7), ttt::Mark::X); // h8
        for (ttt::Cell reply = 0; reply < geometry.cells(); ++reply) {
            if (opening.at(reply) != ttt::Mark::Empty)
                continue;
            ttt::Board board = opening;
            board.set(reply, ttt::Mark::O);
            ttt::detail::WideProof proof;
            const ttt::detail::ThreatWin found
                = ttt::detail::threatWin(board, ttt::Mark::X, rules, budget, proof);
            proven += found.proven;
            positions += found.positions;
        }
        std::printf("%s, x h8 then each of o's 224 replies, x to move: %d proven by threats "
                    "(%s positions, %.1f s)\n",
            name, proven, ttt::bench::withThousands(positions).c_str(),
            std::chrono::duration<double>(Clock::now() - start).count());
        // The Gomocup game: the first position, black to move, that threats prove won.
        const ttt::Parsed<ttt::Game> game = ttt::parseGame(
            "# k=5 size=15x15\nh8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 "
            "h10 h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11 i13 i15 k11 h14 m9");
        for (int plies = 0; plies <= 40; plies += 2) {
            const ttt::Board board = game->boardAt(ttt::GamePath(std::size_t(plies), 0));
            ttt::detail::WideProof proof;
            const auto before = Clock::now();
            const ttt::detail::ThreatWin found
                = ttt::detail::threatWin(board, ttt::Mark::X, rules, budget, proof);
            if (!found.proven)
                continue;
            std::printf("%s, the Gomocup game: black's win first proven by threats after %d "
                        "plies, %d plies before its five (%s, a line of %d plies, %s positions, "
                        "%.2f s)\n",
                name, plies, 41 - plies, found.foursOnly ? "VCF" : "VCT", found.plies,
                ttt::bench::withThousands(found.positions).c_str(),
                std::chrono::duration<double>(Clock::now() - before).count());
            break;
        }
    }
    return 0;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

} // namespace

int main(int argc, char* argv[])
{
    std::string directory = TTT_PUZZLE_DIR;
    double seconds = 10;
    double baselineSeconds = 10;
    std::optional<std::uint64_t> budget; // --budget; else the puzzles' 16 million, the moonshot's 4
    std::vector<ttt::Rules> rulesList { ttt::Rules::Classic, ttt::Rules::Exact };
    std::string only;
    bool estimates = false;
    bool moon = false;
    bool cells = false;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--cases") == 0 && hasValue) {
            directory = argv[++i];
        } else if (std::strcmp(argv[i], "--seconds") == 0 && hasValue) {
            seconds = std::atof(argv[++i]);
        } else if (std::strcmp(argv[i], "--baseline-seconds") == 0 && hasValue) {
            baselineSeconds = std::atof(argv[++i]);
        } else if (std::strcmp(argv[i], "--budget") == 0 && hasValue) {
            budget = ttt::bench::wholeNumberOrExit(kProgram, "N", argv[++i]);
            if (*budget == 0) {
                std::fprintf(
                    stderr, "%s: --budget takes a number of positions above 0\n", kProgram);
                return 2;
            }
        } else if (std::strcmp(argv[i], "--cells") == 0) {
            cells = true;
        } else if (std::strcmp(argv[i], "--moonshot") == 0) {
            moon = true;
        } else if (std::strcmp(argv[i], "--estimates") == 0) {
            estimates = true;
        } else if (std::strcmp(argv[i], "--only") == 0 && hasValue) {
            only = argv[++i];
        } else if (std::strcmp(argv[i], "--rules") == 0 && hasValue) {
            const std::string rules = argv[++i];
            if (rules == "freestyle")
                rulesList = { ttt::Rules::Classic };
            else if (rules == "exact")
                rulesList = { ttt::Rules::Exact };
            else if (rules == "renju")
                rulesList = { ttt::Rules::Renju };
            else if (rules != "both")
                return usage();
        } else {
            return usage();
        }
    }
    const bool renju = rulesList.front() == ttt::Rules::Renju;
    if ((moon || cells) && renju)
        return usage();
    if (moon)
        return moonshot(rulesList, budget.value_or(4'000'000));
    // 4 million a pass left wins of 5 to 10 s unproven within the cap.
    const std::uint64_t passBudget = budget.value_or(16'000'000);
    if (cells)
        return measureCells(rulesList);
    std::vector<Case> cases;
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(directory, error)) {
        if (entry.path().extension() == ".txt")
            files.push_back(entry.path());
    }
    if (error) {
        std::fprintf(stderr, "%s: cannot read %s: %s\n", kProgram, directory.c_str(),
            error.message().c_str());
        return 1;
    }
    std::sort(files.begin(), files.end());
    if (estimates)
        return measureEstimates(files);
    for (const auto& file : files) {
        if (renju) {
            if (std::optional<Case> puzzle = renjuCaseOf(file))
                cases.push_back(std::move(*puzzle));
            continue;
        }
        for (Case& each : casesOf(file))
            cases.push_back(std::move(each));
    }
    if (!renju) {
        for (Case& each : gomocupCases())
            cases.push_back(std::move(each));
    }
    if (!only.empty())
        std::erase_if(
            cases, [&](const Case& each) { return each.name.find(only) == std::string::npos; });

    std::printf("%zu positions, each under %zu rule sets; %s positions a pass, %.0f s cap; "
                "baseline cap %.0f s\n",
        cases.size(), rulesList.size(), ttt::bench::withThousands(passBudget).c_str(), seconds,
        baselineSeconds);
    std::printf("%-34s %-9s %-4s %6s %12s %9s %7s %9s %8s | %12s %9s %s\n", "position", "rules",
        "kind", "plies", "positions", "seconds", "proof", "bytes", "checked", "baseline", "seconds",
        "answer");
    struct Row {
        bool vcf = false;
        bool proven = false;
        double seconds = 0;
        bool baselineAnswered = false;
        double baselineSeconds = 0;
        bool expectWin = true;
        bool withinLimit = false;
        std::uint64_t positions = 0;
    };
    std::vector<Row> rows;
    int failedChecks = 0;
    for (const Case& each : cases) {
        for (const ttt::Rules rules : rulesList) {
            std::stop_source stop;
            std::jthread timer([&](std::stop_token cancel) {
                const auto until = Clock::now() + std::chrono::duration<double>(seconds);
                while (!cancel.stop_requested() && Clock::now() < until)
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
                if (!cancel.stop_requested())
                    stop.request_stop();
            });
            ttt::detail::WideProof proof;
            const auto start = Clock::now();
            const ttt::detail::ThreatWin found = ttt::detail::threatWin(
                each.board, each.toMove, rules, passBudget, proof, stop.get_token());
            const double took = std::chrono::duration<double>(Clock::now() - start).count();
            timer.request_stop();
            timer.join();
            std::size_t nodes = 0;
            std::size_t bytes = 0;
            std::string checked = "-";
            if (found.proven) {
                std::ostringstream out;
                ttt::detail::writeWideProof(
                    each.board, each.toMove, rules, proof, false, out, nodes);
                const std::string text = out.str();
                bytes = text.size();
                const check::Verdict verdict = check::checkCertificate(
                    std::vector<std::uint8_t>(text.begin(), text.end()), std::uint64_t(1) << 30);
                const bool holds = verdict.verified
                    && verdict.position == std::string(1, ttt::toChar(each.toMove)) + " wins";
                checked = holds ? "verified" : "REJECTED";
                failedChecks += holds ? 0 : 1;
            }
            // The baseline: fours first, then forks, the time shared.
            PlainThreats plain(each.board, rules);
            const auto baselineStart = Clock::now();
            const auto deadline = baselineStart
                + std::chrono::duration_cast<Clock::duration>(
                    std::chrono::duration<double>(baselineSeconds));
            std::uint64_t baselinePositions = 0;
            std::optional<bool> answer
                = plain.wins(each.toMove, false, deadline, baselinePositions);
            if (answer && !*answer) {
                std::uint64_t more = 0;
                answer = plain.wins(each.toMove, true, deadline, more);
                baselinePositions += more;
            }
            const double baselineTook
                = std::chrono::duration<double>(Clock::now() - baselineStart).count();
            const char* rulesName = rules == ttt::Rules::Exact ? "exactly-5"
                : rules == ttt::Rules::Renju                   ? "renju"
                                                               : "freestyle";
            const std::string expected = !renju ? std::string()
                : each.expectWin ? "; " + std::string(1, ttt::toChar(each.toMove)) + " wins within "
                    + std::to_string(each.limit) + " moves"
                                 : "; no win within " + std::to_string(each.limit) + " moves";
            std::printf("%-34s %-9s %-4s %6s %12s %9.4f %7zu %9zu %8s | %12s %9.4f %s%s\n",
                each.name.c_str(), rulesName,
                found.proven ? (found.foursOnly ? "VCF"
                        : found.pass >= 3       ? "VCT+"
                                                : "VCT")
                             : "-",
                found.proven ? std::to_string(found.plies).c_str() : "-",
                ttt::bench::withThousands(found.positions).c_str(), took, nodes, bytes,
                checked.c_str(), ttt::bench::withThousands(baselinePositions).c_str(), baselineTook,
                !answer       ? "out of time"
                    : *answer ? "win"
                              : "none found",
                expected.c_str());
            std::fflush(stdout);
            rows.push_back({ found.proven && found.foursOnly, found.proven, took,
                answer.has_value() && *answer, baselineTook, each.expectWin,
                found.proven && (found.plies + 1) / 2 <= each.limit, found.positions });
        }
    }
    // The summary: per kind, how many were proven, their median and slowest times, and the
    // baseline's on the same positions.
    for (const bool vcf : { true, false }) {
        std::vector<double> times;
        std::vector<double> baseline;
        int baselineAnswered = 0;
        for (const Row& row : rows) {
            if (!row.proven || row.vcf != vcf)
                continue;
            times.push_back(row.seconds);
            baseline.push_back(row.baselineSeconds);
            baselineAnswered += row.baselineAnswered;
        }
        std::printf("%s: %zu proven, median %.4f s, slowest %.4f s; baseline proved %d of them, "
                    "median %.4f s (its cap %.0f s)\n",
            vcf ? "VCF" : "VCT", times.size(), median(times),
            times.empty() ? 0.0 : *std::max_element(times.begin(), times.end()), baselineAnswered,
            median(baseline), baselineSeconds);
    }
    if (renju) {
        // Against quintet's verdicts: its wins found; and wins within the limit of a puzzle it
        // says has none there (quintet looks only at threats up to the file's threat_limit,
        // so such a win need not be wrong: its certificate was checked like every other).
        int wins = 0;
        int found = 0;
        int contradictions = 0;
        std::vector<double> times;
        std::vector<double> positions;
        for (const Row& row : rows) {
            wins += row.expectWin;
            found += row.expectWin && row.proven;
            contradictions += !row.expectWin && row.withinLimit;
            if (row.expectWin && row.proven) {
                times.push_back(row.seconds);
                positions.push_back(double(row.positions));
            }
        }
        std::printf("renju: %d of quintet's %d wins proven (median %.4f s, %.0f positions; "
                    "slowest %.4f s); wins within the limit where quintet finds none: %d\n",
            found, wins, median(times), median(positions),
            times.empty() ? 0.0 : *std::max_element(times.begin(), times.end()), contradictions);
    }
    const auto unproven
        = std::count_if(rows.begin(), rows.end(), [](const Row& row) { return !row.proven; });
    std::printf(
        "not proven: %td of %zu; certificates rejected: %d\n", unproven, rows.size(), failedChecks);
    return failedChecks == 0 ? 0 : 1;
}
