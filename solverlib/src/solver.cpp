#include "ttt/solver.h"

#include "ttt/legality.h"

namespace ttt {
namespace {

// The evaluation of a position with `toMove` to move whose game is over: the side with a
// line won; a full board without one is a tie.
Evaluation finishedEvaluation(const Board& board, Mark toMove)
{
    const bool mover = board.hasLine(toMove);
    const bool opponent = board.hasLine(other(toMove));
    if (mover && opponent)
        return { Outcome::None, 0 };
    if (mover)
        return { Outcome::Win, 0 };
    if (opponent)
        return { Outcome::Lose, 0 };
    return { Outcome::Tie, 0 };
}

bool isFinished(const Board& board)
{
    return board.isFull() || board.hasLine(Mark::X) || board.hasLine(Mark::O);
}

// A child's evaluation, for the side to move in the child, seen from the side that moved
// into it: the outcome flips and the move itself is one more ply.
Evaluation asMove(Evaluation child)
{
    Outcome flipped = child.outcome;
    if (flipped == Outcome::Win)
        flipped = Outcome::Lose;
    else if (flipped == Outcome::Lose)
        flipped = Outcome::Win;
    return { flipped, child.plies + 1 };
}

OutcomeTable::Entry encode(Evaluation evaluation)
{
    return static_cast<OutcomeTable::Entry>(static_cast<unsigned>(evaluation.outcome)
        | (evaluation.plies << OutcomeTable::kPliesShift));
}

} // namespace

const char* outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Lose:
        return "lose";
    case Outcome::Tie:
        return "tie";
    case Outcome::Win:
        return "win";
    case Outcome::None:
        break;
    }
    return "none";
}

int preference(Evaluation evaluation)
{
    constexpr int far = 2 * kCells + 2;
    switch (evaluation.outcome) {
    case Outcome::Win:
        return far - evaluation.plies;
    case Outcome::Tie:
        return 0;
    case Outcome::Lose:
        return -far + evaluation.plies;
    case Outcome::None:
        break;
    }
    return -4 * far;
}

OutcomeTable::OutcomeTable()
    : m_entries(std::size_t(kCodeCount) * 2, 0)
{
    // Every reachable entry is written before it is read, so a separate "done" bit per entry
    // keeps the recursion from expanding a position twice.
    std::vector<bool> done(m_entries.size(), false);

    auto solve = [&](auto& self, BoardCode code, Mark toMove) -> Evaluation {
        const std::size_t index = indexOf(code, toMove);
        if (done[index])
            return decode(m_entries[index]);
        ++m_nodesExpanded;
        const Board board = Board::fromCode(code);
        Evaluation best;
        if (isFinished(board)) {
            best = finishedEvaluation(board, toMove);
        } else {
            int bestPreference = preference(best);
            const BoardCode digit = static_cast<BoardCode>(toMove);
            for (Cell cell = 0; cell < kCells; ++cell) {
                if (board.at(cell) != Mark::Empty)
                    continue;
                const Evaluation move
                    = asMove(self(self, code + digit * kCellWeight[cell], other(toMove)));
                if (const int p = preference(move); p > bestPreference) {
                    best = move;
                    bestPreference = p;
                }
            }
        }
        Entry entry = encode(best);
        if (sideToMove(board, Mark::X) == toMove && isLegal(board, Mark::X))
            entry |= kLegalIfXFirst;
        if (sideToMove(board, Mark::O) == toMove && isLegal(board, Mark::O))
            entry |= kLegalIfOFirst;
        m_entries[index] = entry;
        done[index] = true;
        return best;
    };

    for (BoardCode code = 0; code < kCodeCount; ++code) {
        solve(solve, code, Mark::X);
        solve(solve, code, Mark::O);
    }
}

const OutcomeTable& OutcomeTable::instance()
{
    static const OutcomeTable table;
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
            = asMove(table.evaluate(code + digit * kCellWeight[cell], other(toMove)));
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
            if (asMove(table.evaluate(next.code(), other(side))) == target) {
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
