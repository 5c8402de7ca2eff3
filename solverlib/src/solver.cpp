// Perfect-play analysis of one position, read out of the outcome table.
#include "negamax.h"

namespace ttt {

const OutcomeTable& OutcomeTable::instance()
{
    static const OutcomeTable table(
        detail::kBuiltOutcomeTable, detail::kBuiltOutcomeTableNodesExpanded);
    return table;
}

Analysis analyze(const Board& board, Mark toMove)
{
    assert(toMove != Mark::Empty);
    const OutcomeTable& table = OutcomeTable::instance();
    const BoardCode code = board.code();

    Analysis analysis;
    analysis.toMove = toMove;
    analysis.evaluation = table.evaluate(code, toMove);
    if (analysis.evaluation.isOver())
        return analysis;

    const BoardCode digit = static_cast<BoardCode>(toMove);
    for (Cell cell = 0; cell < kCells; ++cell) {
        if (board.at(cell) != Mark::Empty)
            continue;
        const Evaluation move
            = detail::asMove(table.evaluate(code + digit * kCellWeight[cell], other(toMove)));
        analysis.moves.push_back({ cell, move });
        if (move == analysis.evaluation)
            analysis.bestMoves.push_back(cell);
    }

    Board line = board;
    Mark side = toMove;
    while (!table.evaluate(line.code(), side).isOver()) {
        const Evaluation target = table.evaluate(line.code(), side);
        for (Cell cell = 0; cell < kCells; ++cell) {
            if (line.at(cell) != Mark::Empty)
                continue;
            const Board next = line.with(cell, side);
            if (detail::asMove(table.evaluate(next.code(), other(side))) == target) {
                analysis.principalVariation.push_back(cell);
                line = next;
                break;
            }
        }
        side = other(side);
    }
    return analysis;
}

} // namespace ttt
