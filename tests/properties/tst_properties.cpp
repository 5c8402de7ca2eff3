// Property-based tests of solverlib (issue 5): laws that must hold for every board, side to
// move, rule set and symmetry, checked with RapidCheck on generated cases.
//
// Each test function runs one property with rc::check(); a property that fails makes the test
// fail, and RapidCheck prints the smallest counterexample it shrank the failure to. CTest sets
// RC_PARAMS to a fixed seed (tests/properties/CMakeLists.txt), so CI checks the same cases on
// every run. Run the executable by hand without RC_PARAMS to draw new cases; a run that fails
// ends with the RC_PARAMS="reproduce=..." that replays just its counterexamples.
#include "ttt/batch.h"
#include "ttt/board.h"
#include "ttt/legality.h"
#include "ttt/rules.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"
#include "ttt/text.h"

// (The test program's precompiled header brings Qt, keyword macros and all, before it:
// RapidCheck's headers use none of emit, slots, signals or foreach.)
#include <rapidcheck.h>

#include "testmain.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <cstddef>
#include <deque>
#include <ostream>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <vector>

using namespace ttt;

// How RapidCheck prints the values of a counterexample: it finds showValue() next to the type.
namespace ttt {

void showValue(Mark mark, std::ostream& os)
{
    os << toChar(mark);
}

void showValue(Rules rules, std::ostream& os)
{
    os << rulesName(rules);
}

void showValue(const Board& board, std::ostream& os)
{
    os << formatOneLine(board);
}

void showValue(const Evaluation& evaluation, std::ostream& os)
{
    os << outcomeName(evaluation.outcome) << " in " << evaluation.plies << " plies, score "
       << evaluation.score;
}

void showValue(const MoveAnnotation& move, std::ostream& os)
{
    os << "cell " << move.cell << ": ";
    showValue(move.evaluation, os);
}

void showValue(const GameCounts& counts, std::ostream& os)
{
    os << counts.games << " games (x wins " << counts.xWins << ", o wins " << counts.oWins
       << ", draws " << counts.draws << ")";
}

} // namespace ttt

namespace {

// ---------------------------------------------------------------------------------------------
// The plain game, written out here rather than taken from the library, so that what the
// properties expect does not lean on the code they check.
// ---------------------------------------------------------------------------------------------

// These properties are about tic-tac-toe, the board with the outcome tables.
constexpr int kRows = kTicTacToe.rows();
constexpr int kColumns = kTicTacToe.columns();
constexpr int kCells = kTicTacToe.cells();
static_assert(kRows == 3 && kColumns == 3 && kTicTacToe.k() == 3 && kCells == 9,
    "the model below is the 3x3 game; a larger board needs these tests rewritten");

constexpr std::array<std::array<Cell, 3>, 8> kThreeInARow { {
    { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 }, // rows
    { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 }, // columns
    { 0, 4, 8 }, { 2, 4, 6 }, // diagonals
} };

bool hasThreeInARow(const Board& board, Mark side)
{
    return std::any_of(kThreeInARow.begin(), kThreeInARow.end(), [&](const auto& line) {
        return std::all_of(
            line.begin(), line.end(), [&](Cell cell) { return board.at(cell) == side; });
    });
}

std::vector<Cell> emptyCells(const Board& board)
{
    std::vector<Cell> cells;
    for (Cell cell = 0; cell < kCells; ++cell) {
        if (board.at(cell) == Mark::Empty)
            cells.push_back(cell);
    }
    return cells;
}

// Where a real game stops: someone has a line, or the board is full.
bool gameHasEnded(const Board& board)
{
    return hasThreeInARow(board, Mark::X) || hasThreeInARow(board, Mark::O)
        || emptyCells(board).empty();
}

// Whether there is nothing left to play under `rules`: line-score plays on past lines.
bool gameIsOver(const Board& board, Rules rules)
{
    return rules == Rules::LineScore ? emptyCells(board).empty() : gameHasEnded(board);
}

// Every board a game can pass through when `firstPlayer` starts: a breadth-first search from
// the empty board, each side playing every empty cell in turn, not going on from a board where
// the game has ended. Every board is reached after the same number of moves by every path, so
// the side to move on it is always the same.
std::unordered_set<BoardCode> reachableFromEmptyBoard(Mark firstPlayer)
{
    std::unordered_set<BoardCode> reached { Board {}.code() };
    std::deque<std::pair<Board, Mark>> queue { { Board {}, firstPlayer } };
    while (!queue.empty()) {
        const auto [board, toMove] = queue.front();
        queue.pop_front();
        if (gameHasEnded(board))
            continue;
        for (Cell cell : emptyCells(board)) {
            const Board next = board.with(cell, toMove);
            if (reached.insert(next.code()).second)
                queue.emplace_back(next, other(toMove));
        }
    }
    return reached;
}

const std::unordered_set<BoardCode>& reachableBoards(Mark firstPlayer)
{
    static const std::array<std::unordered_set<BoardCode>, 2> reachable {
        reachableFromEmptyBoard(Mark::X), reachableFromEmptyBoard(Mark::O)
    };
    return reachable[firstPlayer == Mark::O];
}

// A move's evaluation for the side that plays it, from the evaluation of the position it leads
// to for the side to move there: the result turns round, the move is one more ply, and the
// final score stays what it is.
Evaluation seenByMover(const Evaluation& next)
{
    Evaluation move = next;
    if (next.outcome == Outcome::Win)
        move.outcome = Outcome::Lose;
    else if (next.outcome == Outcome::Lose)
        move.outcome = Outcome::Win;
    move.plies = next.plies + 1;
    return move;
}

// Whether `side` would rather play a move evaluated `better` than one evaluated `worse`, both
// evaluations being for `side`.
bool prefers(Mark side, Rules rules, const Evaluation& better, const Evaluation& worse)
{
    if (rules == Rules::LineScore) // every line-score game fills the board: only the score counts
        return side == Mark::O ? better.score > worse.score : better.score < worse.score;
    const auto rank = [](Outcome outcome) {
        return outcome == Outcome::Win ? 2 : outcome == Outcome::Tie ? 1 : 0;
    };
    if (rank(better.outcome) != rank(worse.outcome))
        return rank(better.outcome) > rank(worse.outcome);
    if (better.outcome == Outcome::Win)
        return better.plies < worse.plies; // the winner hurries
    if (better.outcome == Outcome::Lose)
        return better.plies > worse.plies; // the loser delays
    return false; // every tie fills the board
}

// A text with its line ends and unusual bytes spelled out, for messages.
std::string escaped(std::string_view text)
{
    static constexpr char kHexDigits[] = "0123456789ABCDEF";
    std::string result = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\n')
            result += "\\n";
        else if (c == '\r')
            result += "\\r";
        else if (c == '\t')
            result += "\\t";
        else if (c == '"' || c == '\\')
            result += std::string("\\") + c;
        else if (byte < 0x20 || byte >= 0x7F)
            result += std::string("\\x") + kHexDigits[byte >> 4] + kHexDigits[byte & 0xF];
        else
            result += c;
    }
    return result + "\"";
}

std::string describe(const ParseError& error)
{
    return std::to_string(error.line) + ":" + std::to_string(error.column) + ": " + error.message;
}

// Fails the property unless `text` parses as `expected`.
void requireParsesTo(const std::string& text, const Board& expected)
{
    const Parsed<Board> parsed = parseBoard(text);
    if (!parsed)
        RC_FAIL(escaped(text) + " is rejected: " + describe(parsed.error()));
    if (*parsed != expected)
        RC_FAIL(escaped(text) + " parses as " + formatOneLine(*parsed) + ", not "
            + formatOneLine(expected));
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

rc::Gen<Mark> anyMark()
{
    return rc::gen::element(Mark::Empty, Mark::X, Mark::O);
}

rc::Gen<Mark> anySide()
{
    return rc::gen::element(Mark::X, Mark::O);
}

rc::Gen<Rules> anyRules()
{
    return rc::gen::elementOf(kAllRules);
}

// A symmetry of tic-tac-toe, by its number (symmetryIndex()).
rc::Gen<int> anySymmetryIndex()
{
    return rc::gen::inRange(0, kTicTacToe.symmetryCount());
}

// Any of the 3^9 boards, legal or not. Each cell is generated on its own, so that a
// counterexample shrinks towards emptier boards one cell at a time.
rc::Gen<Board> anyBoard()
{
    return rc::gen::map(rc::gen::container<std::vector<Mark>>(kCells, anyMark()),
        [](const std::vector<Mark>& marks) {
            Board board;
            for (Cell cell = 0; cell < kCells; ++cell)
                board.set(cell, marks[cell]);
            return board;
        });
}

// A position of a game played from the empty board, by either side first, with up to kCells
// moves, each picking one of the empty cells left, stopping where the game ends.
rc::Gen<Board> playedPosition()
{
    const auto cellPicks = rc::gen::mapcat(rc::gen::inRange(0, kCells + 1), [](int count) {
        return rc::gen::container<std::vector<int>>(
            static_cast<std::size_t>(count), rc::gen::inRange(0, kCells));
    });
    return rc::gen::apply(
        [](Mark firstPlayer, const std::vector<int>& picks) {
            Board board;
            Mark toMove = firstPlayer;
            for (const int pick : picks) {
                if (gameHasEnded(board))
                    break;
                const std::vector<Cell> empty = emptyCells(board);
                board.set(empty[static_cast<std::size_t>(pick) % empty.size()], toMove);
                toMove = other(toMove);
            }
            return board;
        },
        anySide(), cellPicks);
}

// Where the boards of a property come from. Any board covers everything, but most random boards
// are illegal or finished; played games (some with one cell changed, just beside legality)
// make sure the positions that matter most are checked often.
enum class BoardSource { AnyBoard, PlayedGame, PlayedGameWithOneCellChanged };

rc::Gen<Board> boardsFrom(BoardSource source)
{
    switch (source) {
    case BoardSource::AnyBoard:
        break;
    case BoardSource::PlayedGame:
        return playedPosition();
    case BoardSource::PlayedGameWithOneCellChanged:
        return rc::gen::apply(
            [](const Board& board, Cell cell, Mark mark) { return board.with(cell, mark); },
            playedPosition(), rc::gen::inRange(0, kCells), anyMark());
    }
    return anyBoard();
}

// A run of `min` to `max` characters taken from `alphabet`.
rc::Gen<std::string> runOf(std::string alphabet, int min, int max)
{
    return rc::gen::mapcat(rc::gen::inRange(min, max + 1), [alphabet](int length) {
        return rc::gen::container<std::string>(
            static_cast<std::size_t>(length), rc::gen::elementOf(alphabet));
    });
}

// The ways a person may write each mark; the first is the one export writes.
std::string_view spellingsOf(Mark mark)
{
    return mark == Mark::X ? "xX" : mark == Mark::O ? "oO" : ".-_";
}

// The board's cells in the spellings chosen by `choices` (one per cell, any number).
std::string spelledCells(const Board& board, const std::vector<int>& choices)
{
    std::string cells;
    for (Cell cell = 0; cell < kCells; ++cell) {
        const std::string_view spellings = spellingsOf(board.at(cell));
        cells += spellings[static_cast<std::size_t>(choices[cell]) % spellings.size()];
    }
    return cells;
}

// What a failed property adds to the test's failure: RapidCheck has printed the rest.
constexpr char kCounterexampleAbove[]
    = "the property does not hold: RapidCheck printed the smallest counterexample it found above";

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

enum class TextForm { Grid, OneLineWithSlashes, OneLine };

void showValue(TextForm form, std::ostream& os)
{
    os << (form == TextForm::Grid       ? "grid"
            : form == TextForm::OneLine ? "one line"
                                        : "one line with '/'");
}

// Where the texts of the parser's robustness property come from. Random strings mostly fail at
// their first character; the other sources are built from the pieces of board text, so that they
// get past it and reach the parser's later checks (line ends, blank lines, row counts, lengths).
enum class TextSource { AnyString, BoardCharacters, BoardLines, EditedExport };

std::string joined(const std::vector<std::string>& pieces)
{
    std::string text;
    for (const std::string& piece : pieces)
        text += piece;
    return text;
}

rc::Gen<std::string> textsFrom(TextSource source)
{
    switch (source) {
    case TextSource::AnyString:
        break;
    case TextSource::BoardCharacters: {
        const std::vector<std::string> pieces { "x", "X", "o", "O", ".", "-", "_", "/", " ", "\t",
            "\r", "\n", "\r\n", std::string(kByteOrderMark), "0", "\xC3\x97" /* U+00D7 */,
            std::string(1, '\0') };
        return rc::gen::map(
            rc::gen::container<std::vector<std::string>>(rc::gen::elementOf(pieces)), joined);
    }
    case TextSource::BoardLines: {
        const std::vector<std::string> lines { "xo.", "X-_", "oxo", "xo", "xoxo", "", " ", "\t",
            "xoo/.x./..x", "xoo.x...x" };
        const std::vector<std::string> lineEnds { "\n", "\r\n" };
        const auto line = rc::gen::apply(
            [](const std::string& text, const std::string& end) { return text + end; },
            rc::gen::elementOf(lines), rc::gen::elementOf(lineEnds));
        return rc::gen::map(rc::gen::container<std::vector<std::string>>(line), joined);
    }
    case TextSource::EditedExport: {
        // Each edit: what to do (replace, insert or delete a byte), where, and which byte.
        using Edit = std::tuple<int, std::size_t, char>;
        const auto edit = rc::gen::tuple(rc::gen::inRange(0, 3),
            rc::gen::inRange<std::size_t>(0, kCells * 2 + kRows),
            rc::gen::cast<char>(rc::gen::inRange(0, 256)));
        const auto edits = rc::gen::mapcat(rc::gen::inRange(1, 4), [edit](int count) {
            return rc::gen::container<std::vector<Edit>>(static_cast<std::size_t>(count), edit);
        });
        return rc::gen::apply(
            [](const Board& board, TextForm form, const std::vector<Edit>& changes) {
                std::string text = form == TextForm::Grid  ? formatGrid(board)
                    : form == TextForm::OneLineWithSlashes ? formatOneLine(board)
                                                           : formatOneLine(board, false);
                for (const auto& [what, where, byte] : changes) {
                    const std::size_t position = where % (text.size() + 1);
                    if (what == 0 && position < text.size())
                        text[position] = byte;
                    else if (what == 1 || position == text.size())
                        text.insert(position, 1, byte);
                    else
                        text.erase(position, 1);
                }
                return text;
            },
            anyBoard(),
            rc::gen::element(TextForm::Grid, TextForm::OneLineWithSlashes, TextForm::OneLine),
            edits);
    }
    }
    return rc::gen::arbitrary<std::string>();
}

} // namespace

Q_DECLARE_METATYPE(BoardSource)
Q_DECLARE_METATYPE(TextSource)

class TestProperties : public QObject {
    Q_OBJECT

private slots:
    void positionIsWorthItsBestMove_data();
    void positionIsWorthItsBestMove();
    void symmetricPositionsHaveSymmetricAnnotations_data();
    void symmetricPositionsHaveSymmetricAnnotations();

    void reachableBoardCount_data();
    void reachableBoardCount();
    void legalExactlyWhenReachable_data();
    void legalExactlyWhenReachable();

    void exportedTextParsesBack();
    void acceptedSpellingsParseBack();
    void batchInputReadsBack();
    void anyTextParsesOrNamesWhereItFails_data();
    void anyTextParsesOrNamesWhereItFails();

private:
    static void addBoardSourceRows();
};

void TestProperties::addBoardSourceRows()
{
    QTest::addColumn<BoardSource>("source");
    QTest::newRow("any board") << BoardSource::AnyBoard;
    QTest::newRow("a position of a played game") << BoardSource::PlayedGame;
    QTest::newRow("a played position with one cell changed")
        << BoardSource::PlayedGameWithOneCellChanged;
}

void TestProperties::positionIsWorthItsBestMove_data()
{
    addBoardSourceRows();
}

void TestProperties::positionIsWorthItsBestMove()
{
    QFETCH(BoardSource, source);
    const bool holds
        = rc::check("a position is worth the best of its moves, and its best moves are the "
                    "ones worth that",
            [source] {
                const Board board = *boardsFrom(source);
                const Mark side = *anySide();
                const Rules rules = *anyRules();
                RC_PRE(!gameIsOver(board, rules));

                // Each move is worth what the position it leads to is worth to the opponent, turned
                // round.
                std::vector<MoveAnnotation> moves;
                for (Cell cell : emptyCells(board)) {
                    const Analysis next = analyze(board.with(cell, side), other(side), rules);
                    moves.push_back({ cell, seenByMover(next.evaluation) });
                }
                const Analysis analysis = analyze(board, side, rules);
                RC_ASSERT(analysis.moves == moves);

                Evaluation best = moves.front().evaluation;
                for (const MoveAnnotation& move : moves) {
                    RC_ASSERT(move.evaluation.outcome != Outcome::None);
                    if (prefers(side, rules, move.evaluation, best))
                        best = move.evaluation;
                }
                RC_ASSERT(analysis.evaluation == best);
                RC_TAG(std::string(rulesName(rules)), std::string(outcomeName(best.outcome)));

                std::vector<Cell> bestMoves;
                for (const MoveAnnotation& move : moves) {
                    if (move.evaluation == best)
                        bestMoves.push_back(move.cell);
                }
                std::vector<Cell> reportedBestMoves = analysis.bestMoves;
                std::sort(reportedBestMoves.begin(), reportedBestMoves.end());
                RC_ASSERT(reportedBestMoves == bestMoves);

                // Line-score games and ties fill the board; a line-score outcome reads the score.
                const int empties = static_cast<int>(emptyCells(board).size());
                if (rules == Rules::LineScore || best.outcome == Outcome::Tie)
                    RC_ASSERT(analysis.evaluation.plies == empties);
                if (rules == Rules::LineScore) {
                    const int forSide = side == Mark::O ? best.score : -best.score;
                    const Outcome outcome = forSide > 0 ? Outcome::Win
                        : forSide < 0                   ? Outcome::Lose
                                                        : Outcome::Tie;
                    RC_ASSERT(analysis.evaluation.outcome == outcome);
                }
            });
    QVERIFY2(holds, kCounterexampleAbove);
}

void TestProperties::symmetricPositionsHaveSymmetricAnnotations_data()
{
    addBoardSourceRows();
}

void TestProperties::symmetricPositionsHaveSymmetricAnnotations()
{
    QFETCH(BoardSource, source);
    const bool holds = rc::check(
        "a rotated or reflected position has the same analysis, moved with it", [source] {
            const Board board = *boardsFrom(source);
            const Mark side = *anySide();
            const Rules rules = *anyRules();
            const Symmetry symmetry = symmetryFromIndex(*anySymmetryIndex());
            const auto whereCellGoes
                = [symmetry](Cell cell) { return kTicTacToe.transform(symmetry, cell); };

            const Board image = board.transformed(symmetry);
            for (Cell cell = 0; cell < kCells; ++cell)
                RC_ASSERT(image.at(whereCellGoes(cell)) == board.at(cell));

            const Analysis original = analyze(board, side, rules);
            const Analysis moved = analyze(image, side, rules);
            RC_TAG(original.moves.empty() ? "finished" : "in play");
            RC_ASSERT(moved.evaluation == original.evaluation);
            RC_ASSERT(moved.moves.size() == original.moves.size());
            const auto evaluationAt = [](const Analysis& analysis, Cell cell) {
                const auto move = std::find_if(analysis.moves.begin(), analysis.moves.end(),
                    [cell](const MoveAnnotation& annotation) { return annotation.cell == cell; });
                RC_ASSERT(move != analysis.moves.end());
                return move->evaluation;
            };
            if (!original.moves.empty()) {
                for (Cell cell : emptyCells(board))
                    RC_ASSERT(
                        evaluationAt(moved, whereCellGoes(cell)) == evaluationAt(original, cell));
            }

            std::vector<Cell> movedBestMoves;
            for (Cell cell : original.bestMoves)
                movedBestMoves.push_back(whereCellGoes(cell));
            std::sort(movedBestMoves.begin(), movedBestMoves.end());
            std::vector<Cell> bestMovesOfImage = moved.bestMoves;
            std::sort(bestMovesOfImage.begin(), bestMovesOfImage.end());
            RC_ASSERT(bestMovesOfImage == movedBestMoves);

            RC_ASSERT(countGames(image, side, rules) == countGames(board, side, rules));
        });
    QVERIFY2(holds, kCounterexampleAbove);
}

void TestProperties::reachableBoardCount_data()
{
    QTest::addColumn<Mark>("firstPlayer");
    QTest::newRow("x moves first") << Mark::X;
    QTest::newRow("o moves first") << Mark::O;
}

void TestProperties::reachableBoardCount()
{
    // The published count of positions (SPEC "Legality"), found by the search in this file.
    QFETCH(Mark, firstPlayer);
    QCOMPARE(reachableBoards(firstPlayer).size(), std::size_t(5478));
}

void TestProperties::legalExactlyWhenReachable_data()
{
    addBoardSourceRows();
}

void TestProperties::legalExactlyWhenReachable()
{
    QFETCH(BoardSource, source);
    const bool holds = rc::check(
        "a board is legal exactly when a game from the empty board reaches it", [source] {
            const Board board = *boardsFrom(source);
            const Mark firstPlayer = *anySide();
            const bool reachable = reachableBoards(firstPlayer).contains(board.code());
            RC_TAG(reachable ? "reachable" : "unreachable");
            RC_ASSERT(isLegal(board, firstPlayer) == reachable);
        });
    QVERIFY2(holds, kCounterexampleAbove);
}

void TestProperties::exportedTextParsesBack()
{
    const bool holds = rc::check("every export form of a board parses back to the same board", [] {
        const Board board = *anyBoard();
        requireParsesTo(formatGrid(board), board);
        requireParsesTo(formatOneLine(board), board);
        requireParsesTo(formatOneLine(board, false), board);
    });
    QVERIFY2(holds, kCounterexampleAbove);
}

void TestProperties::acceptedSpellingsParseBack()
{
    const bool holds = rc::check(
        "a board written in any accepted way parses back to the same board", [] {
            const Board board = *anyBoard();
            const TextForm form = *rc::gen::element(
                TextForm::Grid, TextForm::OneLineWithSlashes, TextForm::OneLine);
            const auto spellings
                = *rc::gen::container<std::vector<int>>(kCells, rc::gen::inRange(0, 3));
            const bool byteOrderMark = *rc::gen::arbitrary<bool>();
            const std::string lineEnd = *rc::gen::element<std::string>("\n", "\r\n");
            const auto blankLinesBefore = *rc::gen::container<std::vector<std::string>>(
                static_cast<std::size_t>(*rc::gen::inRange(0, 3)), runOf(" \t", 0, 2));
            const auto blankLinesAfter = *rc::gen::container<std::vector<std::string>>(
                static_cast<std::size_t>(*rc::gen::inRange(0, 3)), runOf(" \t", 0, 2));
            const auto trailingSpaces
                = *rc::gen::container<std::vector<std::string>>(kRows, runOf(" \t", 0, 3));
            const bool lineEndAtTheEnd = *rc::gen::arbitrary<bool>();

            const std::string cells = spelledCells(board, spellings);
            std::vector<std::string> rows;
            if (form == TextForm::Grid) {
                for (int row = 0; row < kRows; ++row)
                    rows.push_back(cells.substr(static_cast<std::size_t>(row * kColumns), kColumns)
                        + trailingSpaces[row]);
            } else {
                std::string line;
                for (Cell cell = 0; cell < kCells; ++cell) {
                    if (form == TextForm::OneLineWithSlashes && cell > 0 && cell % kColumns == 0)
                        line += '/';
                    line += cells[cell];
                }
                rows.push_back(line + trailingSpaces[0]);
            }

            std::vector<std::string> lines = blankLinesBefore;
            lines.insert(lines.end(), rows.begin(), rows.end());
            lines.insert(lines.end(), blankLinesAfter.begin(), blankLinesAfter.end());
            std::string text = byteOrderMark ? std::string(kByteOrderMark) : std::string();
            for (std::size_t i = 0; i < lines.size(); ++i) {
                text += lines[i];
                if (i + 1 < lines.size() || lineEndAtTheEnd)
                    text += lineEnd;
            }
            RC_LOG() << "text: " << escaped(text) << '\n';
            requireParsesTo(text, board);
        });
    QVERIFY2(holds, kCounterexampleAbove);
}

void TestProperties::batchInputReadsBack()
{
    const bool holds = rc::check("boards written as batch input read back the same, in order", [] {
        // A quarter of the usual size, up to 25 boards: the reader's state carries from one board
        // to the next, and a few dozen show that as well as hundreds would, in less time.
        const auto boards
            = *rc::gen::scale(0.25, rc::gen::container<std::vector<Board>>(anyBoard()));
        const bool byteOrderMark = *rc::gen::arbitrary<bool>();
        const std::string whiteSpace = " \t\n\r\v\f";
        // White space before the case count, then after every token: the count and kRows rows
        // per board.
        const std::string leading = *runOf(whiteSpace, 0, 3);
        const auto separators = *rc::gen::container<std::vector<std::string>>(
            1 + boards.size() * kRows, runOf(whiteSpace, 1, 3));
        const auto spellings
            = *rc::gen::container<std::vector<int>>(boards.size() * kCells, rc::gen::inRange(0, 3));
        const bool whiteSpaceAtTheEnd = *rc::gen::arbitrary<bool>();
        const auto readAsCode
            = *rc::gen::container<std::vector<bool>>(boards.size(), rc::gen::arbitrary<bool>());

        std::string text = byteOrderMark ? std::string(kByteOrderMark) : std::string();
        text += leading + std::to_string(boards.size()) + separators[0];
        std::vector<int> boardLines; // 1-based, where each board's first row is
        for (std::size_t i = 0; i < boards.size(); ++i) {
            boardLines.push_back(1 + static_cast<int>(std::count(text.begin(), text.end(), '\n')));
            const std::string cells = spelledCells(boards[i],
                std::vector<int>(spellings.begin() + static_cast<std::ptrdiff_t>(i * kCells),
                    spellings.begin() + static_cast<std::ptrdiff_t>((i + 1) * kCells)));
            for (int row = 0; row < kRows; ++row) {
                text += cells.substr(static_cast<std::size_t>(row * kColumns), kColumns);
                text += separators[1 + i * kRows + static_cast<std::size_t>(row)];
            }
        }
        if (!whiteSpaceAtTheEnd)
            text.erase(text.find_last_not_of(whiteSpace) + 1);
        RC_LOG() << "input: " << escaped(text) << '\n';

        BatchReader reader(text);
        const Parsed<std::uint64_t> count = reader.readCaseCount();
        if (!count)
            RC_FAIL("the case count is rejected: " + describe(count.error()));
        RC_ASSERT(*count == boards.size());
        for (std::size_t i = 0; i < boards.size(); ++i) {
            Parsed<Board> board = ParseError {};
            if (readAsCode[i]) {
                const Parsed<BoardCode> code = reader.readBoardCode();
                board = code ? Parsed<Board>(Board::fromCode(*code)) : Parsed<Board>(code.error());
            } else {
                board = reader.readBoard();
            }
            if (!board)
                RC_FAIL(
                    "case " + std::to_string(i + 1) + " is rejected: " + describe(board.error()));
            RC_ASSERT(*board == boards[i]);
            RC_ASSERT(reader.lastBoardLine() == boardLines[i]);
        }
        RC_ASSERT(reader.atEnd());
    });
    QVERIFY2(holds, kCounterexampleAbove);
}

void TestProperties::anyTextParsesOrNamesWhereItFails_data()
{
    QTest::addColumn<TextSource>("source");
    QTest::newRow("any string") << TextSource::AnyString;
    QTest::newRow("cell characters, separators and look-alikes in any order")
        << TextSource::BoardCharacters;
    QTest::newRow("rows, blank lines and both line ends in any order") << TextSource::BoardLines;
    QTest::newRow("an exported board with a few bytes changed") << TextSource::EditedExport;
}

void TestProperties::anyTextParsesOrNamesWhereItFails()
{
    QFETCH(TextSource, source);
    const bool holds
        = rc::check("any text parses to a board that exports and parses back, or fails naming "
                    "a line and column in it",
            [source] {
                const std::string text = *textsFrom(source);
                RC_LOG() << "text: " << escaped(text) << '\n';
                const Parsed<Board> parsed = parseBoard(text);
                RC_TAG(parsed ? "parses" : "fails");
                if (parsed) {
                    requireParsesTo(formatGrid(*parsed), *parsed);
                    return;
                }
                const ParseError& error = parsed.error();
                RC_LOG() << "error: " << describe(error) << '\n';
                RC_ASSERT(error.line >= 1);
                RC_ASSERT(error.column >= 1);
                RC_ASSERT(!error.message.empty());

                // The line is one of the text's, or the one just after it (where a missing row
                // would go); the column is at most one past the end of the line, since columns
                // count characters and a character is at least a byte.
                std::vector<std::size_t> lineLengths { 0 };
                for (const char c : text) {
                    if (c == '\n')
                        lineLengths.push_back(0);
                    else
                        ++lineLengths.back();
                }
                const auto line = static_cast<std::size_t>(error.line);
                const auto column = static_cast<std::size_t>(error.column);
                RC_ASSERT(line <= lineLengths.size() + 1);
                if (line <= lineLengths.size())
                    RC_ASSERT(column <= lineLengths[line - 1] + 1);
                else
                    RC_ASSERT(column == 1u);
            });
    QVERIFY2(holds, kCounterexampleAbove);
}

TTT_TEST_MAIN(TestProperties)

#include "tst_properties.moc"
