// The facts of the position shown, from solverlib's rules.
#include "positionfacts.h"

#include <algorithm>

RuleFacts ruleFactsOf(const ttt::Position& position, std::optional<ttt::Mark> sideAfterMoves)
{
    const ttt::Board& board = position.board;
    RuleFacts facts;
    facts.problems = ttt::checkLegality(board, position.firstPlayer, position.rules);
    facts.gameState = ttt::gameState(board, position.rules);
    facts.lineScore = lineScore(board);
    facts.paritySide = ttt::sideToMove(board, position.firstPlayer);
    if (position.toMove)
        facts.sideToMove = position.toMove;
    else if (sideAfterMoves)
        facts.sideToMove = sideAfterMoves;
    else if (!ttt::lineEndsGame(position.rules))
        facts.sideToMove = suggestedSideToMove(board, position.firstPlayer);
    else
        facts.sideToMove = facts.paritySide;
    facts.hasAnalysis = facts.sideToMove && facts.gameState != ttt::GameState::BothWon
        && (facts.problems.empty() || position.toMove);
    return facts;
}

int lineScore(const ttt::Board& board)
{
    return board.lineCount(ttt::Mark::O) - board.lineCount(ttt::Mark::X);
}

ttt::Mark suggestedSideToMove(const ttt::Board& board, ttt::Mark firstPlayer)
{
    if (const std::optional<ttt::Mark> side = ttt::sideToMove(board, firstPlayer))
        return *side;
    // Parity is broken, so the counts differ: the side that is behind moves.
    return board.count(ttt::Mark::X) < board.count(ttt::Mark::O) ? ttt::Mark::X : ttt::Mark::O;
}

SymmetryFacts symmetryFactsOf(const ttt::Board& board, bool gameOver)
{
    SymmetryFacts facts;
    facts.canonicalBoard = board.canonical();
    for (const ttt::Symmetry s : board.geometry().symmetries()) {
        if (board.transformed(s) == facts.canonicalBoard) {
            facts.symmetryToCanonical = s;
            break;
        }
    }

    // Number the classes of the empty cells in the order of their first cell, so the top-left
    // group is always the first.
    facts.moveClasses.assign(static_cast<std::size_t>(board.cellCount()), -1);
    if (gameOver)
        return facts;
    const std::vector<ttt::Cell> classes = board.cellClasses();
    std::vector<int> numberOfClass(classes.size(), -1);
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != ttt::Mark::Empty)
            continue;
        ++facts.emptyCellCount;
        int& number = numberOfClass[classes[cell]];
        if (number < 0)
            number = facts.moveClassCount++;
        facts.moveClasses[cell] = number;
    }
    return facts;
}

std::vector<WinningLine> winningLinesOf(const ttt::Board& board)
{
    std::vector<WinningLine> lines;
    for (const ttt::Mark side : { ttt::Mark::X, ttt::Mark::O }) {
        for (const ttt::Line& line : board.linesOf(side))
            lines.push_back({ line, side });
    }
    std::sort(lines.begin(), lines.end(), [](const WinningLine& a, const WinningLine& b) {
        return a.cells.first != b.cells.first ? a.cells.first < b.cells.first
                                              : a.cells.last < b.cells.last;
    });
    return lines;
}
