// Computing the outcome table: a memoised negamax over every board code and side to move.
// This file and legality.cpp are all the table generator (tools/maketables.cpp) links.
#include "negamax.h"

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

OutcomeTable::Computed OutcomeTable::compute()
{
    Computed table { std::vector<Entry>(kEntryCount, 0), 0 };
    // Every reachable entry is written before it is read, so a separate "done" bit per entry
    // keeps the recursion from expanding a position twice.
    std::vector<bool> done(kEntryCount, false);

    auto solve = [&](auto& self, BoardCode code, Mark toMove) -> Evaluation {
        const std::size_t index = indexOf(code, toMove);
        if (done[index])
            return decode(table.entries[index]);
        ++table.nodesExpanded;
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
                    = detail::asMove(self(self, code + digit * kCellWeight[cell], other(toMove)));
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
        table.entries[index] = entry;
        done[index] = true;
        return best;
    };

    for (BoardCode code = 0; code < kCodeCount; ++code) {
        solve(solve, code, Mark::X);
        solve(solve, code, Mark::O);
    }
    return table;
}

} // namespace ttt
