// The facts of a position, worked out once for the window and ttt-solve.
#include "ttt/facts.h"

#include "ttt/translate.h"

#include <algorithm>

namespace ttt {

int lineScore(const Board& board)
{
    return board.lineCount(Mark::O) - board.lineCount(Mark::X);
}

std::string lineScoreMeaning()
{
    return translate("ttt::facts", "o lines minus x lines",
        "what a line-score score counts: the lines o holds minus the lines x holds; x and o are "
        "the sides");
}

Mark suggestedSideToMove(const Board& board, Mark firstPlayer)
{
    if (const std::optional<Mark> side = sideToMove(board, firstPlayer))
        return *side;
    // Parity is broken, so the counts differ: the side that is behind moves.
    return board.count(Mark::X) < board.count(Mark::O) ? Mark::X : Mark::O;
}

PositionFacts factsOf(const Position& position)
{
    const Board& board = position.board;
    PositionFacts facts;
    facts.paritySide = sideToMove(board, position.firstPlayer);
    if (position.toMove) {
        facts.sideToMove = position.toMove;
        facts.sideSource = SideSource::WhatIf;
    } else if (facts.paritySide) {
        facts.sideToMove = facts.paritySide;
        facts.sideSource = SideSource::Parity;
    } else if (!lineEndsGame(position.rules)) {
        facts.sideToMove = suggestedSideToMove(board, position.firstPlayer);
        facts.sideSource = SideSource::Behind;
    } else {
        facts.sideSource = SideSource::None;
    }

    facts.problems = checkLegality(board, position.firstPlayer, position.rules);
    facts.state = gameState(board, position.rules);
    for (const Mark side : { Mark::X, Mark::O }) {
        for (const Line& line : board.linesOf(side))
            facts.lines.push_back({ line, side });
    }
    std::sort(facts.lines.begin(), facts.lines.end(), [](const HeldLine& a, const HeldLine& b) {
        return a.cells.first != b.cells.first ? a.cells.first < b.cells.first
                                              : a.cells.last < b.cells.last;
    });

    if (!facts.sideToMove || facts.state == GameState::BothWon)
        facts.analysable = Analysable::No;
    else if (facts.problems.empty())
        facts.analysable = Analysable::Yes;
    else if (facts.sideSource == SideSource::WhatIf)
        facts.analysable = Analysable::AsGiven;
    if (!lineEndsGame(position.rules) && board.isFull())
        facts.finalScore = lineScore(board);
    return facts;
}

} // namespace ttt
