#include "ttt/legality.h"

#include "ttt/facts.h"
#include "ttt/translate.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace ttt {
namespace {

// "1 mark", "3 marks".
std::string marks(int count)
{
    return translate("ttt::legality", "%n mark(s)", "how many marks a side has", count);
}

} // namespace

std::string inARow(int k)
{
    switch (k) {
    case 3:
        return translate("ttt::legality", "three in a row", "a line of marks that wins");
    case 4:
        return translate("ttt::legality", "four in a row", "a line of marks that wins");
    case 5:
        return translate("ttt::legality", "five in a row", "a line of marks that wins");
    case 6:
        return translate("ttt::legality", "six in a row", "a line of marks that wins");
    case 7:
        return translate("ttt::legality", "seven in a row", "a line of marks that wins");
    case 8:
        return translate("ttt::legality", "eight in a row", "a line of marks that wins");
    default:
        return arg(translate("ttt::legality", "%1 in a row",
                       "a line of marks that wins; %1 is how many marks it has"),
            { std::to_string(k) });
    }
}

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

// The counts and the lines of each side: lines of k or more in a row, or under the exact rule
// (and renju's, for black) the runs of exactly k, the only ones that end a game there.
Findings examine(const Board& board, Mark firstPlayer, Rules rules = Rules::Classic)
{
    assert(firstPlayer != Mark::Empty);
    Findings found;
    const Geometry& geometry = board.geometry();
    found.first = board.count(firstPlayer);
    found.second = board.count(other(firstPlayer));
    if (geometry.fitsWord() && !exactFor(rules, true) && !exactFor(rules, false)) {
        const CellSet first = board.cells(firstPlayer);
        const CellSet second = board.cells(other(firstPlayer));
        CellSet firstCommon = ~CellSet(0);
        CellSet secondCommon = ~CellSet(0);
        for (const Line& line : geometry.lines()) {
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
    } else {
        // Cell by cell: how many of a side's lines pass through each cell; the lines share one
        // when some cell has them all.
        std::vector<int> firstThrough(std::size_t(geometry.cells()));
        std::vector<int> secondThrough(std::size_t(geometry.cells()));
        const auto holds = [&](Mark side, const Line& line) {
            return exactFor(rules, side == Mark::X) ? board.holdsExactly(side, line)
                                                    : board.holds(side, line);
        };
        for (const Line& line : geometry.lines()) {
            const bool firstHolds = holds(firstPlayer, line);
            if (!firstHolds && !holds(other(firstPlayer), line))
                continue;
            (firstHolds ? found.firstLines : found.secondLines) += 1;
            for (const Cell cell : geometry.cellsOf(line))
                ++(firstHolds ? firstThrough : secondThrough)[std::size_t(cell)];
        }
        const auto shared = [](const std::vector<int>& through, int lines) {
            return lines == 0 || std::ranges::find(through, lines) != through.end();
        };
        found.firstShare = shared(firstThrough, found.firstLines);
        found.secondShare = shared(secondThrough, found.secondLines);
    }

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

// checkLegality()'s problems, the lines counted as `rules` count them (examine()).
std::vector<LegalityProblem> problemsOf(const Board& board, Mark firstPlayer, Rules rules);

} // namespace

bool isLegal(const Board& board, Mark firstPlayer)
{
    return examine(board, firstPlayer).broken == 0;
}

std::vector<LegalityProblem> checkLegality(const Board& board, Mark firstPlayer)
{
    return problemsOf(board, firstPlayer, Rules::Classic);
}

namespace {

std::vector<LegalityProblem> problemsOf(const Board& board, Mark firstPlayer, Rules rules)
{
    const Findings found = examine(board, firstPlayer, rules);
    if (found.broken == 0)
        return {}; // no sentence to write
    const std::string firstName(1, toChar(firstPlayer));
    const std::string secondName(1, toChar(other(firstPlayer)));
    const std::string firstMarks = marks(found.first);
    const std::string secondMarks = marks(found.second);
    const std::string row = inARow(board.geometry().k());

    std::vector<LegalityProblem> problems;
    if (found.has(LegalityRule::TurnParity)) {
        problems.push_back({ LegalityRule::TurnParity,
            arg(translate("ttt::legality",
                    "%1 has %2 and %3 has %4, but %1 moves first: %1 must have as many marks as "
                    "%3, or one more.",
                    "%1 is the side that moves first and %3 the other, x or o; %2 and %4 are "
                    "their marks, such as '3 marks'"),
                { firstName, firstMarks, secondName, secondMarks }) });
    }
    if (found.has(LegalityRule::TwoWinners)) {
        problems.push_back({ LegalityRule::TwoWinners,
            arg(translate("ttt::legality",
                    "Both x and o have %1, but the game ends at the first line, so only one side "
                    "can have one.",
                    "%1 is a line of marks that wins, such as 'three in a row'"),
                { row }) });
    }
    if (found.has(LegalityRule::WinnerMovedLast) && found.firstLines > 0) {
        problems.push_back({ LegalityRule::WinnerMovedLast,
            arg(translate("ttt::legality",
                    "%1 has %2, so %1 made the last move and must have one mark more than %3, but "
                    "%1 has %4 and %3 has %5.",
                    "%1 is the side that moves first and %3 the other, x or o; %2 is a line of "
                    "marks that wins, such as 'three in a row'; %4 and %5 are their marks, such "
                    "as '3 marks'"),
                { firstName, row, secondName, firstMarks, secondMarks }) });
    } else if (found.has(LegalityRule::WinnerMovedLast)) {
        problems.push_back({ LegalityRule::WinnerMovedLast,
            arg(translate("ttt::legality",
                    "%1 has %2, so %1 made the last move and must have as many marks as %3, but "
                    "%1 has %4 and %3 has %5.",
                    "%1 is the side that moves second and %3 the other, x or o; %2 is a line of "
                    "marks that wins, such as 'three in a row'; %4 and %5 are their marks, such "
                    "as '3 marks'"),
                { secondName, row, firstName, secondMarks, firstMarks }) });
    }
    if (found.has(LegalityRule::LinesShareACell)) {
        const bool firstSide = !found.firstShare;
        const int lines = firstSide ? found.firstLines : found.secondLines;
        problems.push_back({ LegalityRule::LinesShareACell,
            arg(translate("ttt::legality",
                    "%1 has %n line(s) and no cell is in all of them, but the game ends at the "
                    "first line, so the last move must have completed every one of them.",
                    "%1 is the side, x or o", lines),
                { firstSide ? firstName : secondName }) });
    }
    return problems;
}

} // namespace

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
    return problemsOf(board, firstPlayer, rules);
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
        const int score = lineScore(board);
        return score > 0 ? GameState::OWon : score < 0 ? GameState::XWon : GameState::Draw;
    }
    case Rules::Exact:
    case Rules::Omok: // omok: exactly five for both
    case Rules::Renju: { // renju: black's exactly five, white's five or more
        const bool x = board.hasExactLine(Mark::X);
        const bool o = rules == Rules::Renju ? board.hasLine(Mark::O) : board.hasExactLine(Mark::O);
        if (x && o)
            return GameState::BothWon;
        if (x || o)
            return x ? GameState::XWon : GameState::OWon;
        return board.isFull() ? GameState::Draw : GameState::InProgress;
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

std::string stateText(GameState state)
{
    switch (state) {
    case GameState::InProgress:
        return translate("ttt::legality", "in progress", "the state of the game on the board");
    case GameState::XWon:
        return translate("ttt::legality", "x won", "the state of the game on the board");
    case GameState::OWon:
        return translate("ttt::legality", "o won", "the state of the game on the board");
    case GameState::Draw:
        return translate("ttt::legality", "a draw", "the state of the game on the board");
    case GameState::BothWon:
        break;
    }
    return translate("ttt::legality", "both x and o have a line",
        "the state of a board no game reaches: both sides have a line");
}

} // namespace ttt
