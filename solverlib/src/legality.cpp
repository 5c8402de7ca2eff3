#include "ttt/legality.h"

#include <bit>

namespace ttt {
namespace {

std::string marks(int count)
{
    return std::to_string(count) + (count == 1 ? " mark" : " marks");
}

// "three in a row", "five in a row".
std::string inARow(int k)
{
    static constexpr const char* kWords[] = { "three", "four", "five", "six", "seven", "eight" };
    const int index = k - Geometry::kMinK;
    const std::string count
        = index >= 0 && index < int(std::size(kWords)) ? kWords[index] : std::to_string(k);
    return count + " in a row";
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
    case LegalityRule::LinesShareACell:
        return "lines-share-a-cell";
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

namespace {

// What checkLegality() reports, without the sentences: one bit per LegalityRule, and the facts
// the sentences name.
struct Findings {
    unsigned broken = 0;
    int first = 0; // marks of the first player, and of the second
    int second = 0;
    int firstLines = 0; // lines each side holds
    int secondLines = 0;
    bool firstShare = true; // whether all of a side's lines share a cell
    bool secondShare = true;

    bool has(LegalityRule rule) const { return broken & (1u << static_cast<unsigned>(rule)); }
    void add(LegalityRule rule) { broken |= 1u << static_cast<unsigned>(rule); }
};

Findings examine(const Board& board, Mark firstPlayer)
{
    assert(firstPlayer != Mark::Empty);
    Findings found;
    const CellSet first = board.cells(firstPlayer);
    const CellSet second = board.cells(other(firstPlayer));
    found.first = std::popcount(first);
    found.second = std::popcount(second);
    CellSet firstCommon = ~CellSet(0);
    CellSet secondCommon = ~CellSet(0);
    for (const Line& line : board.geometry().lines()) {
        if ((line.cells & first) == line.cells) {
            ++found.firstLines;
            firstCommon &= line.cells;
        } else if ((line.cells & second) == line.cells) {
            ++found.secondLines;
            secondCommon &= line.cells;
        }
    }
    found.firstShare = firstCommon != 0;
    found.secondShare = secondCommon != 0;

    if (found.first != found.second && found.first != found.second + 1)
        found.add(LegalityRule::TurnParity);
    const bool firstHasLine = found.firstLines > 0;
    const bool secondHasLine = found.secondLines > 0;
    if (firstHasLine && secondHasLine) {
        // Who moved last and how the lines were made are moot when both sides have one.
        found.add(LegalityRule::TwoWinners);
        return found;
    }
    if ((firstHasLine && found.first != found.second + 1)
        || (secondHasLine && found.first != found.second))
        found.add(LegalityRule::WinnerMovedLast);
    // One move ends the game, so a side with several lines made them all with its last mark.
    if (!found.firstShare || !found.secondShare)
        found.add(LegalityRule::LinesShareACell);
    return found;
}

} // namespace

bool isLegal(const Board& board, Mark firstPlayer)
{
    return examine(board, firstPlayer).broken == 0;
}

std::vector<LegalityProblem> checkLegality(const Board& board, Mark firstPlayer)
{
    const Findings found = examine(board, firstPlayer);
    const Mark secondPlayer = other(firstPlayer);
    const char firstName = toChar(firstPlayer);
    const char secondName = toChar(secondPlayer);
    const int first = found.first;
    const int second = found.second;
    const std::string row = inARow(board.geometry().k());

    std::vector<LegalityProblem> problems;
    if (found.has(LegalityRule::TurnParity)) {
        problems.push_back({ LegalityRule::TurnParity,
            std::string(1, firstName) + " has " + marks(first) + " and " + secondName + " has "
                + marks(second) + ", but " + firstName + " moves first: " + firstName
                + " must have as many marks as " + secondName + ", or one more." });
    }
    if (found.has(LegalityRule::TwoWinners)) {
        problems.push_back({ LegalityRule::TwoWinners,
            "Both x and o have " + row
                + ", but the game ends at the first line, so only one side can have one." });
    }
    if (found.has(LegalityRule::WinnerMovedLast) && found.firstLines > 0) {
        problems.push_back({ LegalityRule::WinnerMovedLast,
            std::string(1, firstName) + " has " + row + ", so " + firstName
                + " made the last move and must have one mark more than " + secondName + ", but "
                + firstName + " has " + marks(first) + " and " + secondName + " has "
                + marks(second) + "." });
    } else if (found.has(LegalityRule::WinnerMovedLast)) {
        problems.push_back({ LegalityRule::WinnerMovedLast,
            std::string(1, secondName) + " has " + row + ", so " + secondName
                + " made the last move and must have as many marks as " + firstName + ", but "
                + secondName + " has " + marks(second) + " and " + firstName + " has "
                + marks(first) + "." });
    }
    if (found.has(LegalityRule::LinesShareACell)) {
        const bool firstSide = !found.firstShare;
        const int lines = firstSide ? found.firstLines : found.secondLines;
        problems.push_back({ LegalityRule::LinesShareACell,
            std::string(1, firstSide ? firstName : secondName) + " has " + std::to_string(lines)
                + " lines and no cell is in all of them, but the game ends at the first line, so "
                  "the last move must have completed every one of them." });
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
