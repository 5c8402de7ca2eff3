// Computing the outcome tables: one memoised negamax over every board code and side to move,
// for every rule set. The table generator (tools/maketables.cpp) links this file with
// solvercore's others: the geometry, legality, the facts (line-score's tally) and translate.
#include "negamax.h"

#include "ttt/facts.h"
#include "ttt/legality.h"

#include <algorithm>

namespace ttt {

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

namespace detail {

std::optional<int> terminalValue(const Board& board, Mark toMove, Rules rules)
{
    if (rules == Rules::LineScore) {
        if (!board.isFull())
            return std::nullopt;
        const int score = lineScore(board);
        return toMove == Mark::O ? score : -score;
    }
    const bool mover = board.hasLine(toMove);
    const bool opponent = board.hasLine(other(toMove));
    if (mover && opponent)
        return OutcomeTable::kNoValue;
    if (mover || opponent) {
        // Classic: the side with the line won. Misère: it lost.
        const bool moverWon = mover == (rules == Rules::Classic);
        return moverWon ? OutcomeTable::kWinValue : -OutcomeTable::kWinValue;
    }
    if (board.isFull())
        return 0;
    return std::nullopt;
}

} // namespace detail

OutcomeTable::Computed OutcomeTable::compute(Rules rules)
{
    Computed table { std::vector<Entry>(kEntryCount, 0), 0 };
    // Every reachable entry is written before it is read, so a separate "done" bit per entry
    // keeps the recursion from expanding a position twice.
    std::vector<bool> done(kEntryCount, false);

    auto solve = [&](auto& self, BoardCode code, Mark toMove) -> int {
        const std::size_t index = indexOf(code, toMove);
        if (done[index])
            return valueOf(table.entries[index]);
        ++table.nodesExpanded;
        const Board board = Board::fromCode(code);
        int best = kNoValue;
        if (const std::optional<int> value = detail::terminalValue(board, toMove, rules)) {
            best = *value;
        } else {
            const BoardCode digit = static_cast<BoardCode>(toMove);
            for (Cell cell = 0; cell < kGeometry.cells(); ++cell) {
                if (board.at(cell) == Mark::Empty) {
                    const int child
                        = self(self, code + digit * cellWeight(kGeometry, cell), other(toMove));
                    best = std::max(best, detail::fromChild(child, rules));
                }
            }
        }
        Entry entry = static_cast<Entry>(best & kValueMask);
        if (lineEndsGame(rules)) {
            if (sideToMove(board, Mark::X) == toMove && isLegal(board, Mark::X))
                entry |= kLegalIfXFirst;
            if (sideToMove(board, Mark::O) == toMove && isLegal(board, Mark::O))
                entry |= kLegalIfOFirst;
        }
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
