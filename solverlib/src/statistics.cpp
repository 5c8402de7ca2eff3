#include "ttt/statistics.h"

#include "ttt/legality.h"
#include "ttt/outcometable.h"
#include "ttt/solver.h"

#include <algorithm>
#include <vector>

namespace ttt {
namespace {

GameCounts& operator+=(GameCounts& sum, const GameCounts& part)
{
    sum.games += part.games;
    sum.xWins += part.xWins;
    sum.oWins += part.oWins;
    sum.draws += part.draws;
    return sum;
}

class GameCountTable {
public:
    static const GameCountTable& instance(Rules rules)
    {
        // Each built on first use only: a program that never asks about misère never builds it.
        switch (rules) {
        case Rules::Misere: {
            static const GameCountTable misere(Rules::Misere);
            return misere;
        }
        case Rules::LineScore: {
            static const GameCountTable lineScore(Rules::LineScore);
            return lineScore;
        }
        case Rules::Classic:
        case Rules::Exact: // 3×3 has no run longer than three: the same games
        case Rules::Renju: // five in a row: never on 3×3
        case Rules::Omok:
            break;
        }
        static const GameCountTable classic(Rules::Classic);
        return classic;
    }

    const GameCounts& at(BoardCode code, Mark toMove) const
    {
        return m_counts[OutcomeTable::indexOf(code, toMove)];
    }

private:
    explicit GameCountTable(Rules rules)
        : m_counts(std::size_t(OutcomeTable::kCodeCount) * 2)
    {
        std::vector<bool> done(m_counts.size(), false);
        auto count = [&](auto& self, BoardCode code, Mark toMove) -> const GameCounts& {
            const std::size_t index = OutcomeTable::indexOf(code, toMove);
            if (done[index])
                return m_counts[index];
            const Board board = Board::fromCode(code);
            GameCounts counts;
            switch (gameState(board, rules)) {
            case GameState::XWon:
                counts = { 1, 1, 0, 0 };
                break;
            case GameState::OWon:
                counts = { 1, 0, 1, 0 };
                break;
            case GameState::Draw:
                counts = { 1, 0, 0, 1 };
                break;
            case GameState::BothWon:
                break;
            case GameState::InProgress:
                for (Cell cell = 0; cell < OutcomeTable::kGeometry.cells(); ++cell) {
                    if (board.at(cell) == Mark::Empty)
                        counts += self(self,
                            code
                                + static_cast<BoardCode>(toMove)
                                    * cellWeight(OutcomeTable::kGeometry, cell),
                            other(toMove));
                }
                break;
            }
            done[index] = true;
            return m_counts[index] = counts;
        };
        for (BoardCode code = 0; code < OutcomeTable::kCodeCount; ++code) {
            count(count, code, Mark::X);
            count(count, code, Mark::O);
        }
    }

    std::vector<GameCounts> m_counts;
};

} // namespace

bool canCountGames(const Geometry& geometry)
{
    return geometry == OutcomeTable::kGeometry;
}

GameCounts countGames(const Board& board, Mark toMove, Rules rules)
{
    assert(toMove != Mark::Empty && canCountGames(board.geometry()));
    return GameCountTable::instance(rules).at(board.code(), toMove);
}

WholeGameStatistics wholeGameStatistics(Mark firstPlayer)
{
    const OutcomeTable& table = OutcomeTable::instance();
    WholeGameStatistics stats;
    std::vector<BoardCode> canonical;
    for (BoardCode code = 0; code < OutcomeTable::kCodeCount; ++code) {
        const Board board = Board::fromCode(code);
        if (!isLegal(board, firstPlayer))
            continue;
        ++stats.legalPositions;
        canonical.push_back(board.canonicalCode());
        if (isOver(gameState(board))) {
            ++stats.finishedPositions;
            continue;
        }
        ++stats.unfinishedPositions;
        switch (table.evaluate(code, *sideToMove(board, firstPlayer)).outcome) {
        case Outcome::Win:
            ++stats.sideToMoveWins;
            break;
        case Outcome::Tie:
            ++stats.sideToMoveTies;
            break;
        case Outcome::Lose:
            ++stats.sideToMoveLoses;
            break;
        case Outcome::None:
            assert(false && "a legal unfinished position always has a result");
            break;
        }
    }
    std::sort(canonical.begin(), canonical.end());
    stats.positionsUpToSymmetry
        = static_cast<int>(std::unique(canonical.begin(), canonical.end()) - canonical.begin());
    stats.gamesFromEmptyBoard = countGames(Board {}, firstPlayer);
    return stats;
}

} // namespace ttt
