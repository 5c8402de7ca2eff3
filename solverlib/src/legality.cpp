#include "ttt/legality.h"

namespace ttt {
namespace {

std::string marks(int count)
{
    return std::to_string(count) + (count == 1 ? " mark" : " marks");
}

} // namespace

std::string_view ruleName(LegalityRule rule)
{
    switch (rule) {
    case LegalityRule::TurnParity:
        return "turn-parity";
    case LegalityRule::TwoWinners:
        return "two-winners";
    case LegalityRule::WinnerMovedLast:
        return "winner-moved-last";
    }
    return "unknown";
}

std::optional<Mark> sideToMove(const Board& board, Mark firstPlayer)
{
    assert(firstPlayer != Mark::Empty);
    const int first = board.count(firstPlayer);
    const int second = board.count(other(firstPlayer));
    if (first == second)
        return firstPlayer;
    if (first == second + 1)
        return other(firstPlayer);
    return std::nullopt;
}

std::vector<LegalityProblem> checkLegality(const Board& board, Mark firstPlayer)
{
    assert(firstPlayer != Mark::Empty);
    const Mark secondPlayer = other(firstPlayer);
    const char firstName = toChar(firstPlayer);
    const char secondName = toChar(secondPlayer);
    const int first = board.count(firstPlayer);
    const int second = board.count(secondPlayer);

    std::vector<LegalityProblem> problems;
    if (!sideToMove(board, firstPlayer)) {
        problems.push_back({ LegalityRule::TurnParity,
            std::string(1, firstName) + " has " + marks(first) + " and " + secondName + " has "
                + marks(second) + ", but " + firstName + " moves first: " + firstName
                + " must have as many marks as " + secondName + ", or one more." });
    }

    const bool firstHasLine = board.hasLine(firstPlayer);
    const bool secondHasLine = board.hasLine(secondPlayer);
    if (firstHasLine && secondHasLine) {
        problems.push_back({ LegalityRule::TwoWinners,
            "Both x and o have three in a row, but the game ends at the first line, so only one "
            "side can have one." });
    } else if (firstHasLine && first != second + 1) {
        problems.push_back({ LegalityRule::WinnerMovedLast,
            std::string(1, firstName) + " has three in a row, so " + firstName
                + " made the last move and must have one mark more than " + secondName + ", but "
                + firstName + " has " + marks(first) + " and " + secondName + " has "
                + marks(second) + "." });
    } else if (secondHasLine && first != second) {
        problems.push_back({ LegalityRule::WinnerMovedLast,
            std::string(1, secondName) + " has three in a row, so " + secondName
                + " made the last move and must have as many marks as " + firstName + ", but "
                + secondName + " has " + marks(second) + " and " + firstName + " has "
                + marks(first) + "." });
    }
    return problems;
}

GameState gameState(const Board& board)
{
    const bool x = board.hasLine(Mark::X);
    const bool o = board.hasLine(Mark::O);
    if (x && o)
        return GameState::BothWon;
    if (x)
        return GameState::XWon;
    if (o)
        return GameState::OWon;
    return board.isFull() ? GameState::Draw : GameState::InProgress;
}

std::vector<LegalityProblem> checkLegality(const Board& board, Mark firstPlayer, Rules rules)
{
    if (!lineEndsGame(rules))
        return {};
    return checkLegality(board, firstPlayer);
}

GameState gameState(const Board& board, Rules rules)
{
    switch (rules) {
    case Rules::Classic:
        break;
    case Rules::Misere:
        switch (const GameState classic = gameState(board)) {
        case GameState::XWon:
            return GameState::OWon;
        case GameState::OWon:
            return GameState::XWon;
        default:
            return classic;
        }
    case Rules::LineScore: {
        if (!board.isFull())
            return GameState::InProgress;
        const int score = board.lineCount(Mark::O) - board.lineCount(Mark::X);
        return score > 0 ? GameState::OWon : score < 0 ? GameState::XWon : GameState::Draw;
    }
    }
    return gameState(board);
}

std::string_view stateName(GameState state)
{
    switch (state) {
    case GameState::InProgress:
        return "in-progress";
    case GameState::XWon:
        return "x-won";
    case GameState::OWon:
        return "o-won";
    case GameState::Draw:
        return "draw";
    case GameState::BothWon:
        return "both-won";
    }
    return "unknown";
}

} // namespace ttt
