// The move to play before its proof: the engine's static move order under what is proven.
#include "ttt/estimate.h"

#include "searcher.h"

#include <algorithm>

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

std::vector<Cell> rankedMoves(const Board& board, Mark toMove, Rules rules)
{
    using namespace engine;
    const Geometry& geometry = board.geometry();
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

} // namespace ttt
