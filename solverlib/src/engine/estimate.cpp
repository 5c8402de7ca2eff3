// The move to play before its proof: the engine's static move order under what is proven.
#include "ttt/estimate.h"
#include "ttt/renju.h"

#include "ttt/engine.h"

#include "searcher.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <stop_token>
#include <thread>

namespace ttt {
namespace {

// How good a result looks for the side that moves, proven or bounded (higher is better).
int promise(const Evaluation& evaluation)
{
    switch (evaluation.bound) {
    case Bound::Exact:
        return evaluation.outcome == Outcome::Win ? 5 : evaluation.outcome == Outcome::Tie ? 4 : 0;
    case Bound::AtLeastTie:
        return 3;
    case Bound::Unknown:
        return 2;
    case Bound::AtMostTie:
        return 1;
    }
    return 0;
}

} // namespace

std::vector<int> staticValues(const Board& board, Mark toMove, Rules rules)
{
    const Geometry& geometry = board.geometry();
    const int k = geometry.k();
    const Mark opponent = other(toMove);
    std::vector<int> values(std::size_t(geometry.cells()), -1);
    // The marks each side holds on each line it can still complete (-1: it cannot). Under the
    // exact rule a line with a side's own mark just beyond an end is not one it can complete;
    // under misère and line-score the lines are read the same way (a line is still what the
    // game turns on).
    const auto holds = [&](const Line& line, Mark side) {
        int own = 0;
        for (const Cell cell : geometry.cellsOf(line)) {
            const Mark mark = board.at(cell);
            if (mark == other(side))
                return -1;
            own += mark == side;
        }
        if (exactFor(rules, side == Mark::X)) {
            for (const Cell beyond : geometry.beyondEnds(line)) {
                if (beyond >= 0 && board.at(beyond) == side)
                    return -1;
            }
        }
        return own;
    };
    // Per cell and direction, the strongest line through it of each side's (marks held + 1, 0
    // for none), and the sum over all lines of 4^marks.
    struct Score {
        std::int64_t attack = 0;
        std::int64_t block = 0;
        std::array<int, 4> mine {};
        std::array<int, 4> theirs {};
    };
    std::vector<Score> scores(std::size_t(geometry.cells()));
    for (const Line& line : geometry.lines()) {
        const int direction = line.step == 1      ? 0
            : line.step == geometry.columns()     ? 1
            : line.step == geometry.columns() + 1 ? 2
                                                  : 3;
        const int mine = holds(line, toMove);
        const int theirs = holds(line, opponent);
        for (const Cell cell : geometry.cellsOf(line)) {
            if (board.at(cell) != Mark::Empty)
                continue;
            Score& score = scores[std::size_t(cell)];
            if (mine >= 0) {
                score.attack += std::int64_t(1) << (2 * mine);
                score.mine[std::size_t(direction)]
                    = std::max(score.mine[std::size_t(direction)], mine + 1);
            }
            if (theirs >= 0) {
                score.block += std::int64_t(1) << (2 * theirs);
                score.theirs[std::size_t(direction)]
                    = std::max(score.theirs[std::size_t(direction)], theirs + 1);
            }
        }
    }
    const std::int64_t unit = std::int64_t(1) << (2 * k); // more than all the rest together
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (board.at(cell) != Mark::Empty)
            continue;
        const Score& score = scores[std::size_t(cell)];
        std::int64_t value = score.attack + score.block;
        // Completing one's own line first, then blocking the other side's.
        const auto strongest = [](const std::array<int, 4>& lines) {
            return *std::max_element(lines.begin(), lines.end()) - 1;
        };
        if (strongest(score.mine) == k - 1)
            value += 64 * unit;
        else if (strongest(score.theirs) == k - 1)
            value += 32 * unit;
        // Two directions with lines two marks short or better (a four and a three, two threes
        // of gomoku), for either side: a fork made, or one taken away.
        const auto forks = [&](const std::array<int, 4>& lines) {
            return std::count_if(lines.begin(), lines.end(),
                [&](int held) { return held - 1 >= k - 3 && held > 1; });
        };
        if (forks(score.mine) >= 2)
            value += 8 * unit;
        if (forks(score.theirs) >= 2)
            value += 4 * unit;
        values[std::size_t(cell)] = static_cast<int>(std::min<std::int64_t>(value, INT32_MAX));
    }
    return values;
}

std::vector<int> moveEstimates(const Board& board, Mark toMove, Rules rules)
{
    std::vector<int> values = staticValues(board, toMove, rules);
    const int best = *std::max_element(values.begin(), values.end());
    // On a logarithmic scale: the values grow fourfold a mark.
    for (int& value : values) {
        if (value >= 0)
            value = best > 0
                ? static_cast<int>(std::lround(100 * std::log1p(value) / std::log1p(best)))
                : 0;
    }
    return values;
}

std::vector<Cell> rankedMoves(const Board& board, Mark toMove, Rules rules)
{
    using namespace engine;
    const Geometry& geometry = board.geometry();
    if (!geometry.fitsWord()) {
        const std::vector<int> values = staticValues(board, toMove, rules);
        std::vector<Cell> ranked;
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (values[std::size_t(cell)] >= 0)
                ranked.push_back(cell);
        }
        // Among equal values the cell nearer the centre (the cell at half the columns and half
        // the rows, as gomoku players and Piskvork place it) first: an empty board's centre.
        const auto fromCentre = [&](Cell cell) {
            const int dc = geometry.columnOf(cell) - geometry.columns() / 2;
            const int dr = geometry.rowOf(cell) - geometry.rows() / 2;
            return dc * dc + dr * dr;
        };
        std::stable_sort(ranked.begin(), ranked.end(), [&](Cell a, Cell b) {
            if (values[std::size_t(a)] != values[std::size_t(b)])
                return values[std::size_t(a)] > values[std::size_t(b)];
            return fromCentre(a) < fromCentre(b);
        });
        return ranked;
    }
    const Tables tables(geometry);
    TranspositionTable unused(4096); // the static order reads no table
    Searcher searcher(tables, rules, unused);
    const CellSet mine = board.cells(toMove);
    const CellSet theirs = board.cells(other(toMove));
    std::vector<Cell> ranked;
    CellSet placed = 0;
    for (const bool onlyCandidates : { true, false }) {
        for (const int bit : searcher.orderedMoves(mine, theirs, false, onlyCandidates)) {
            if (placed & bitSet(bit))
                continue;
            placed |= bitSet(bit);
            ranked.push_back(geometry.cellOfBit(bit));
        }
    }
    // Dead cells, when some are live, are not in the order: last, in cell order.
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (board.at(cell) == Mark::Empty && !(placed & geometry.setOf(cell)))
            ranked.push_back(cell);
    }
    return ranked;
}

std::optional<Cell> estimatedBestMove(
    const Board& board, Mark toMove, Rules rules, const Analysis& sofar)
{
    if (sofar.complete && !sofar.principalVariation.empty())
        return sofar.principalVariation.front();
    const std::vector<Cell> ranked = rankedMoves(board, toMove, rules);
    if (ranked.empty())
        return std::nullopt;
    // Nothing known of a move counts as nothing proven.
    const auto evaluationOf = [&](Cell cell) {
        const auto move = std::find_if(sofar.moves.begin(), sofar.moves.end(),
            [cell](const MoveAnnotation& each) { return each.cell == cell; });
        if (move != sofar.moves.end())
            return move->evaluation;
        if (isForbidden(board, cell, rules, toMove))
            return Evaluation { Outcome::Lose, 1, 0 }; // a forbidden move loses at once
        Evaluation unknown;
        unknown.bound = Bound::Unknown;
        return unknown;
    };
    const auto better = [](const Evaluation& a, const Evaluation& b) {
        if (promise(a) != promise(b))
            return promise(a) > promise(b);
        if (!a.isProven() || a.outcome == Outcome::Tie)
            return false;
        return a.outcome == Outcome::Win ? a.plies < b.plies : a.plies > b.plies;
    };
    Cell best = ranked.front();
    Evaluation bestEvaluation = evaluationOf(best);
    for (const Cell cell : ranked) {
        const Evaluation evaluation = evaluationOf(cell);
        if (better(evaluation, bestEvaluation)) {
            best = cell;
            bestEvaluation = evaluation;
        }
    }
    return best;
}

Cell timedBestMove(Engine& engine, const Board& board, Mark toMove, Rules rules,
    std::chrono::milliseconds limit, const AnalysisOptions& options, Analysis* analysis)
{
    Analysis found;
    found.complete = false;
    if (limit.count() > 0) {
        // A timer thread asks the search to stop at the limit, unless it ends before.
        std::stop_source stop;
        std::mutex mutex;
        std::condition_variable done;
        bool finished = false;
        std::jthread timer([&] {
            std::unique_lock lock(mutex);
            if (!done.wait_for(lock, limit, [&] { return finished; }))
                stop.request_stop();
        });
        found = engine.analyze(board, toMove, rules, options, {}, stop.get_token());
        {
            std::lock_guard lock(mutex);
            finished = true;
        }
        done.notify_all();
    }
    const std::optional<Cell> move = estimatedBestMove(board, toMove, rules, found);
    if (analysis)
        *analysis = std::move(found);
    return *move;
}

} // namespace ttt
