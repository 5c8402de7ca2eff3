// Perfect-play analysis of a tic-tac-toe position, read out of the outcome tables.
#include "negamax.h"

#include <cstdlib>

namespace ttt {

std::string_view boundName(Bound bound)
{
    switch (bound) {
    case Bound::Exact:
        return "exact";
    case Bound::AtLeastTie:
        return "at-least-tie";
    case Bound::AtMostTie:
        return "at-most-tie";
    case Bound::Unknown:
        break;
    }
    return "unknown";
}

const OutcomeTable& OutcomeTable::instance(Rules rules)
{
    static const std::array<OutcomeTable, kAllRules.size()> tables = [] {
        auto table = [](std::size_t i) {
            return OutcomeTable(kAllRules[i], detail::kBuiltOutcomeTables[i],
                detail::kBuiltOutcomeTableNodesExpanded[i]);
        };
        static_assert(kAllRules.size() == 3);
        return std::array<OutcomeTable, kAllRules.size()> { table(0), table(1), table(2) };
    }();
    // On 3×3 no run can be longer than three: the exact rule is classic there.
    return tables[static_cast<std::size_t>(rules == Rules::Exact ? Rules::Classic : rules)];
}

Evaluation OutcomeTable::evaluate(BoardCode code, Mark toMove) const
{
    const Entry entry = this->entry(code, toMove);
    const int value = valueOf(entry);
    if (value == kNoValue)
        return { Outcome::None, 0, 0 };
    const int empty = Board::fromCode(code).count(Mark::Empty);
    if (m_rules == Rules::LineScore) {
        const int score = toMove == Mark::O ? value : -value;
        return { outcomeOf(entry), empty, score, Bound::Exact, true, score, score };
    }
    // A decided game's value counts down from kWinValue with every ply it takes; a tie always
    // fills the board.
    return { outcomeOf(entry), value == 0 ? empty : kWinValue - std::abs(value), 0 };
}

Analysis detail::tableAnalysis(const Board& board, Mark toMove, Rules rules)
{
    assert(toMove != Mark::Empty && board.geometry() == OutcomeTable::kGeometry);
    const OutcomeTable& table = OutcomeTable::instance(rules);
    const BoardCode code = board.code();

    Analysis analysis;
    analysis.rules = rules;
    analysis.toMove = toMove;
    analysis.evaluation = table.evaluate(code, toMove);
    if (analysis.evaluation.isOver())
        return analysis;

    const BoardCode digit = static_cast<BoardCode>(toMove);
    constexpr int cells = OutcomeTable::kGeometry.cells();
    for (Cell cell = 0; cell < cells; ++cell) {
        if (board.at(cell) != Mark::Empty)
            continue;
        const BoardCode weight = cellWeight(OutcomeTable::kGeometry, cell);
        const Evaluation move
            = detail::asMove(table.evaluate(code + digit * weight, other(toMove)));
        analysis.moves.push_back({ cell, move });
        if (move == analysis.evaluation)
            analysis.bestMoves.push_back(cell);
    }

    Board line = board;
    Mark side = toMove;
    while (!table.evaluate(line.code(), side).isOver()) {
        const Evaluation target = table.evaluate(line.code(), side);
        for (Cell cell = 0; cell < cells; ++cell) {
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
