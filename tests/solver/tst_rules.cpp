// The rule sets (SPEC "Rules"): hand-checked analyses under classic, misère and line-score
// rules and with a what-if side to move, the game state and legality under each rule set, and
// the games that can be played under each, counted by a counter written here.
#include "referencegame.h"
#include "ttt/legality.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"

#include "printers.h"
#include "testmain.h"

#include <QtTest>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace ttt;

namespace {

using reference::Cells;
using reference::Value;

Board board(const QByteArray& text)
{
    return reference::boardFromText(text.toStdString());
}

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// One letter per cell for what playing there leads to, for the side that plays: W(in), T(ie),
// L(ose), or '-' for a cell that has no move (taken, or the game is over).
QString outcomeLetters(const Analysis& analysis)
{
    QString letters(9, QLatin1Char('-'));
    for (const MoveAnnotation& move : analysis.moves) {
        const char letter = move.evaluation.outcome == Outcome::Win ? 'W'
            : move.evaluation.outcome == Outcome::Tie               ? 'T'
            : move.evaluation.outcome == Outcome::Lose              ? 'L'
                                                                    : '?';
        letters[move.cell] = QLatin1Char(letter);
    }
    return letters;
}

// The same letters from the reference minimax.
QString outcomeLetters(reference::ReferenceMinimax& minimax, const Cells& cells, char toMove)
{
    QString letters(9, QLatin1Char('-'));
    if (reference::isFinished(cells, minimax.rules()))
        return letters;
    for (int cell = 0; cell < 9; ++cell) {
        if (cells[cell] != '.')
            continue;
        const Value move = minimax.valueOfMove(cells, toMove, cell);
        letters[cell] = QLatin1Char(move.result == Value::Win ? 'W'
                : move.result == Value::Tie                   ? 'T'
                                                              : 'L');
    }
    return letters;
}

Outcome toOutcome(Value::Result result)
{
    return result == Value::Win ? Outcome::Win
        : result == Value::Tie  ? Outcome::Tie
                                : Outcome::Lose;
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void handCheckedAnalyses_data();
    void handCheckedAnalyses();
    void whatIfOnABoardThatBreaksTurnParity();

    void gameStateUnderEachRuleSet_data();
    void gameStateUnderEachRuleSet();
    void legalPositionsUnderEachRuleSet_data();
    void legalPositionsUnderEachRuleSet();
    void lineScoreHasNoLegalityRules();

    void gamesFromTheEmptyBoard_data();
    void gamesFromTheEmptyBoard();
    void gamesFromEveryBoardMatchTheReferenceCounter_data();
    void gamesFromEveryBoardMatchTheReferenceCounter();

    void rulesNames_data();
    void rulesNames();
    void unknownRulesName();
};

void TestRules::handCheckedAnalyses_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Mark>("toMove");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<int>("plies");
    QTest::addColumn<int>("score");
    QTest::addColumn<QList<int>>("bestMoves");
    // What each cell's move leads to for the side that plays it, in cell order: W(in), T(ie),
    // L(ose), '-' where there is no move.
    QTest::addColumn<QString>("moveOutcomes");

    // Misère, the empty board. x cannot lose after taking the centre: it answers every o move
    // with the cell opposite it through the centre. A line through the centre that x completed
    // that way would hold o's cell too; any other line of x's would be the mirror image of a
    // line of o's, which o completed (and lost with) on the move before. So the centre at least
    // ties, and a tie fills the board: 9 plies. That o can hold the tie, and that every other
    // first move loses, is not a hand argument: the row also asks the reference minimax.
    QTest::newRow("misère: on the empty board x ties only by taking the centre")
        << Rules::Misere << QByteArray(".../.../...") << Mark::X << Outcome::Tie << 9 << 0
        << QList<int> { 4 } << QStringLiteral("LLLLTLLLL");
    QTest::newRow("misère: the same holds for o when o moves first")
        << Rules::Misere << QByteArray(".../.../...") << Mark::O << Outcome::Tie << 9 << 0
        << QList<int> { 4 } << QStringLiteral("LLLLTLLLL");

    // x x .     x to move (legal with o first), cells 2 and 8 empty. x2 completes x's top row:
    // x o o     under misère x loses at once. x8 makes no line (the bottom row and the right
    // o o .     column hold o's, the main diagonal o's centre), and leaves o only cell 2, which
    //           completes o's anti-diagonal 2-4-6: o loses. So x wins in 2, by playing 8.
    QTest::newRow("misère: x must not fill its own row and wins by leaving the last cell to o")
        << Rules::Misere << QByteArray("xx./xoo/oo.") << Mark::X << Outcome::Win << 2 << 0
        << QList<int> { 8 } << QStringLiteral("--L-----W");
    // The same board under classic rules: x2 completes the top row and wins.
    QTest::newRow("classic, for contrast: x completes its row and wins at once")
        << Rules::Classic << QByteArray("xx./xoo/oo.") << Mark::X << Outcome::Win << 1 << 0
        << QList<int> { 2 } << QStringLiteral("--W-----L");

    // x x .     x to move, one cell left (legal with x first): cell 2 completes x's top row and
    // o o x     no other line is open, so under misère x is forced to lose in 1 ply; under
    // o x o     classic the same move wins.
    QTest::newRow("misère: x's only move completes its row and loses")
        << Rules::Misere << QByteArray("xx./oox/oxo") << Mark::X << Outcome::Lose << 1 << 0
        << QList<int> { 2 } << QStringLiteral("--L------");
    QTest::newRow("classic, for contrast: the same move wins")
        << Rules::Classic << QByteArray("xx./oox/oxo") << Mark::X << Outcome::Win << 1 << 0
        << QList<int> { 2 } << QStringLiteral("--W------");

    // x completed the top row and o is next: under misère x lost, so o has won, in 0 plies.
    QTest::newRow("misère: the side without the line has won a finished game")
        << Rules::Misere << QByteArray("xxx/oo./...") << Mark::O << Outcome::Win << 0 << 0
        << QList<int> {} << QStringLiteral("---------");

    // Line-score, a full board of o: 3 rows + 3 columns + 2 diagonals = 8 lines for o, none
    // for x. The game is over; from o's side a win, from x's a loss.
    QTest::newRow("line-score: a full board of o scores all eight lines, o to move")
        << Rules::LineScore << QByteArray("ooo/ooo/ooo") << Mark::O << Outcome::Win << 0 << 8
        << QList<int> {} << QStringLiteral("---------");
    QTest::newRow("line-score: a full board of o scores all eight lines, x to move")
        << Rules::LineScore << QByteArray("ooo/ooo/ooo") << Mark::X << Outcome::Lose << 0 << 8
        << QList<int> {} << QStringLiteral("---------");

    // x o x     x holds both diagonals (0-4-8, 2-4-6); every row and column mixes marks, so
    // o x o     o has none: 0 - 2 = -2.
    // x o x
    QTest::newRow("line-score: x's two diagonals score minus two")
        << Rules::LineScore << QByteArray("xox/oxo/xox") << Mark::O << Outcome::Lose << 0 << -2
        << QList<int> {} << QStringLiteral("---------");

    // o o .     One cell left. No line is complete yet. o2 completes o's top row (the right
    // x x o     column o-o-x and the anti-diagonal o-x-x stay mixed): +1. x2 completes x's
    // x o x     anti-diagonal 2-4-6 (the top row becomes o-o-x): -1. Whoever moves wins.
    QTest::newRow("line-score: o's last move completes its top row")
        << Rules::LineScore << QByteArray("oo./xxo/xox") << Mark::O << Outcome::Win << 1 << 1
        << QList<int> { 2 } << QStringLiteral("--W------");
    QTest::newRow("line-score: x's last move completes its anti-diagonal")
        << Rules::LineScore << QByteArray("oo./xxo/xox") << Mark::X << Outcome::Win << 1 << -1
        << QList<int> { 2 } << QStringLiteral("--W------");

    // o o .     Cells 2 and 5 left; the other side gets whichever the mover leaves.
    // x x .     o2 completes o's top row and gives x cell 5, x's middle row: +1 - 1 = 0.
    // x o x     o5 blocks x's row but gives x cell 2, x's anti-diagonal 2-4-6: -1.
    //           (No other line can be completed: column 2-5-8 ends in x but needs 2 and 5 of
    //           one side, the other lines are mixed already.) So o trades rows: a tie.
    //           With x to move: x2 takes the anti-diagonal and leaves o only cell 5, which
    //           makes no line for o: -1, a win for x. x5 takes the middle row but o gets the
    //           top row: 0.
    QTest::newRow("line-score: o trades its top row for x's middle row")
        << Rules::LineScore << QByteArray("oo./xx./xox") << Mark::O << Outcome::Tie << 2 << 0
        << QList<int> { 2 } << QStringLiteral("--T--L---");
    QTest::newRow("line-score: x takes the anti-diagonal and keeps o off its row")
        << Rules::LineScore << QByteArray("oo./xx./xox") << Mark::X << Outcome::Win << 2 << -1
        << QList<int> { 2 } << QStringLiteral("--W--T---");
}

void TestRules::handCheckedAnalyses()
{
    QFETCH(Rules, rules);
    QFETCH(QByteArray, board);
    QFETCH(Mark, toMove);
    QFETCH(Outcome, outcome);
    QFETCH(int, plies);
    QFETCH(int, score);
    QFETCH(QList<int>, bestMoves);
    QFETCH(QString, moveOutcomes);

    // The reference minimax must find the same by itself: the hand argument is checked by two
    // independent programs, not only by the one under test.
    const Cells cells = reference::cellsFromText(board.toStdString());
    reference::ReferenceMinimax minimax(rules);
    const Value value = minimax.solve(cells, toChar(toMove));
    QCOMPARE(toOutcome(value.result), outcome);
    QCOMPARE(value.plies, plies);
    QCOMPARE(value.score, score);
    QCOMPARE(outcomeLetters(minimax, cells, toChar(toMove)), moveOutcomes);

    const Analysis analysis = analyze(::board(board), toMove, rules);
    QCOMPARE(analysis.rules, rules);
    QCOMPARE(analysis.toMove, toMove);
    QCOMPARE(analysis.evaluation, (Evaluation { outcome, plies, score }));
    QCOMPARE(QList<int>(analysis.bestMoves.begin(), analysis.bestMoves.end()), bestMoves);
    QCOMPARE(outcomeLetters(analysis), moveOutcomes);
    QCOMPARE(int(analysis.principalVariation.size()), plies);
    if (!bestMoves.isEmpty())
        QCOMPARE(analysis.principalVariation.front(), bestMoves.front());
}

void TestRules::whatIfOnABoardThatBreaksTurnParity()
{
    // x x .     x has two marks and o none: no real game gets here, whoever moved first.
    // . . .     With o named to move, the board still has a real answer: o must block at 2
    // . . .     (anything else lets x complete the top row: a loss in 2). After o2, x takes the
    //           centre and threatens both 1-4-7 and 0-4-8; o blocks one, x completes the
    //           other: o loses in 4 plies, and cell 2 is its best (slowest) loss.
    const Board whatIf = board("xx./.../...");
    const std::vector<LegalityProblem> problems = checkLegality(whatIf, Mark::X);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems.front().rule, LegalityRule::TurnParity);
    QCOMPARE(checkLegality(whatIf, Mark::X, Rules::Classic), problems);
    QVERIFY(!sideToMove(whatIf, Mark::X).has_value());

    const Analysis analysis = analyze(whatIf, Mark::O, Rules::Classic);
    QCOMPARE(analysis.toMove, Mark::O);
    QCOMPARE(analysis.evaluation, (Evaluation { Outcome::Lose, 4, 0 }));
    QCOMPARE(QList<int>(analysis.bestMoves.begin(), analysis.bestMoves.end()), QList<int> { 2 });
    QCOMPARE(outcomeLetters(analysis), QStringLiteral("--LLLLLLL"));
    for (const MoveAnnotation& move : analysis.moves)
        QCOMPARE(move.evaluation.plies, move.cell == 2 ? 4 : 2);

    // The reference, which knows nothing of turn parity, agrees.
    reference::ReferenceMinimax minimax(Rules::Classic);
    const Cells cells = reference::cellsFromText("xx./.../...");
    QCOMPARE(minimax.solve(cells, 'o'), (Value { Value::Lose, 4, 0 }));
    QCOMPARE(outcomeLetters(minimax, cells, 'o'), QStringLiteral("--LLLLLLL"));
    QCOMPARE(minimax.valueOfMove(cells, 'o', 2), (Value { Value::Lose, 4, 0 }));
}

void TestRules::gameStateUnderEachRuleSet_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<GameState>("state");

    // Classic: unchanged from gameState(board).
    QTest::newRow("classic: x with the top row won")
        << Rules::Classic << QByteArray("xxx/oo./...") << GameState::XWon;
    QTest::newRow("classic: a full board without a line is a draw")
        << Rules::Classic << QByteArray("xox/xoo/oxx") << GameState::Draw;

    // Misère: the side with the line completed it, and lost.
    QTest::newRow("misère: the empty board is in progress")
        << Rules::Misere << QByteArray(".../.../...") << GameState::InProgress;
    QTest::newRow("misère: x completed the top row, so o won")
        << Rules::Misere << QByteArray("xxx/oo./...") << GameState::OWon;
    QTest::newRow("misère: o completed the left column, so x won")
        << Rules::Misere << QByteArray("oxx/ox./o..") << GameState::XWon;
    QTest::newRow("misère: x's line on a full board still loses")
        << Rules::Misere << QByteArray("xxx/oox/oxo") << GameState::OWon;
    QTest::newRow("misère: a full board without a line is a draw")
        << Rules::Misere << QByteArray("xox/xoo/oxx") << GameState::Draw;
    QTest::newRow("misère: both sides with a row have both won, as in classic")
        << Rules::Misere << QByteArray("xxx/ooo/...") << GameState::BothWon;

    // Line-score: in progress until the board is full, then won by the side with more lines.
    QTest::newRow("line-score: the empty board is in progress")
        << Rules::LineScore << QByteArray(".../.../...") << GameState::InProgress;
    QTest::newRow("line-score: a line does not end the game")
        << Rules::LineScore << QByteArray("xxx/oo./...") << GameState::InProgress;
    QTest::newRow("line-score: both sides with a row play on")
        << Rules::LineScore << QByteArray("xxx/ooo/...") << GameState::InProgress;
    QTest::newRow("line-score: one cell left is still in progress")
        << Rules::LineScore << QByteArray("oo./xxo/xox") << GameState::InProgress;
    // All eight lines are o's.
    QTest::newRow("line-score: a full board of o is o's")
        << Rules::LineScore << QByteArray("ooo/ooo/ooo") << GameState::OWon;
    // x holds both diagonals, o nothing.
    QTest::newRow("line-score: x's two diagonals beat no line")
        << Rules::LineScore << QByteArray("xox/oxo/xox") << GameState::XWon;
    // x: the top row and the left column; o: none (every o line has an x in it).
    QTest::newRow("line-score: x's row and column beat no line")
        << Rules::LineScore << QByteArray("xxx/xoo/xoo") << GameState::XWon;
    // o: the top and bottom rows; x: the middle row; columns and diagonals are mixed.
    QTest::newRow("line-score: o's two rows beat x's one")
        << Rules::LineScore << QByteArray("ooo/xxx/ooo") << GameState::OWon;
    // x: the top row; o: the middle row; nothing else: one each.
    QTest::newRow("line-score: a row each is a draw")
        << Rules::LineScore << QByteArray("xxx/ooo/xox") << GameState::Draw;
    QTest::newRow("line-score: a full board without a line is a draw")
        << Rules::LineScore << QByteArray("xox/xoo/oxx") << GameState::Draw;
}

void TestRules::gameStateUnderEachRuleSet()
{
    QFETCH(Rules, rules);
    QFETCH(QByteArray, board);
    QFETCH(GameState, state);

    const GameState actual = gameState(::board(board), rules);
    QCOMPARE(toQString(stateName(actual)), toQString(stateName(state)));
    QCOMPARE(isOver(actual), state != GameState::InProgress);
}

void TestRules::legalPositionsUnderEachRuleSet_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Mark>("firstPlayer");
    QTest::addColumn<int>("legalBoards");

    // Classic and misère share the legality rules (a line ends the game either way), and with
    // o first the game is x's with the marks swapped: 5,478 either way. Line-score has no
    // legality rules: every one of the 3^9 boards passes.
    for (Rules rules : kAllRules) {
        for (Mark firstPlayer : { Mark::X, Mark::O }) {
            QTest::addRow("%s, %c moves first", rulesName(rules).data(), toChar(firstPlayer))
                << rules << firstPlayer << (rules == Rules::LineScore ? 19'683 : 5'478);
        }
    }
}

void TestRules::legalPositionsUnderEachRuleSet()
{
    QFETCH(Rules, rules);
    QFETCH(Mark, firstPlayer);
    QFETCH(int, legalBoards);

    // Every board is also compared with the reference's legality where the rules have one.
    int legal = 0;
    int disagreements = 0;
    reference::forEachBoard([&](const Cells& cells) {
        const bool passes = checkLegality(reference::toBoard(cells), firstPlayer, rules).empty();
        legal += passes ? 1 : 0;
        if (rules != Rules::LineScore && passes != reference::isLegal(cells, toChar(firstPlayer)))
            ++disagreements;
    });
    QCOMPARE(legal, legalBoards);
    QCOMPARE(disagreements, 0);
}

void TestRules::lineScoreHasNoLegalityRules()
{
    // Boards that break every classic rule are fine in line-score, whoever is said to be first.
    for (const char* text : { "xx./.../...", "xxx/ooo/...", "ooo/ooo/ooo", "xxx/oo./o.." }) {
        const Board lineScoreBoard = board(text);
        QVERIFY(!checkLegality(lineScoreBoard, Mark::X).empty());
        QVERIFY(checkLegality(lineScoreBoard, Mark::X, Rules::LineScore).empty());
        QVERIFY(checkLegality(lineScoreBoard, Mark::O, Rules::LineScore).empty());
    }
}

void TestRules::gamesFromTheEmptyBoard_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Mark>("firstPlayer");

    for (Rules rules : kAllRules) {
        for (Mark firstPlayer : { Mark::X, Mark::O }) {
            QTest::addRow("%s, %c moves first", rulesName(rules).data(), toChar(firstPlayer))
                << rules << firstPlayer;
        }
    }
}

void TestRules::gamesFromTheEmptyBoard()
{
    QFETCH(Rules, rules);
    QFETCH(Mark, firstPlayer);

    reference::ReferenceGameCounter counter(rules);
    const GameCounts expected = counter.count(reference::kEmptyBoard, toChar(firstPlayer));
    const GameCounts actual = countGames(Board {}, firstPlayer, rules);
    QCOMPARE(actual, expected);
    QCOMPARE(actual.xWins + actual.oWins + actual.draws, actual.games);

    // The first player's wins under classic rules (SPEC): 131,184 against 77,904.
    const GameCounts classic = countGames(Board {}, firstPlayer, Rules::Classic);
    const std::uint64_t firstWins = firstPlayer == Mark::X ? classic.xWins : classic.oWins;
    QCOMPARE(firstWins, 131'184u);
    switch (rules) {
    case Rules::Classic:
        QCOMPARE(actual.games, 255'168u);
        break;
    case Rules::Misere:
        // The same games (each ends at the first line or a full board), with the side that
        // completed the line losing instead of winning.
        QCOMPARE(actual.games, 255'168u);
        QCOMPARE(actual.xWins, classic.oWins);
        QCOMPARE(actual.oWins, classic.xWins);
        QCOMPARE(actual.draws, 46'080u);
        break;
    case Rules::LineScore: {
        // Every game fills the board: one game per order of the nine cells, 9!.
        std::uint64_t orders = 1;
        for (std::uint64_t cells = 2; cells <= 9; ++cells)
            orders *= cells;
        QCOMPARE(orders, 362'880u);
        QCOMPARE(actual.games, orders);
        break;
    }
    case Rules::Exact: // not one of kAllRules: the window's and the tables'
        QFAIL("the exact rule has no tic-tac-toe table of its own");
    case Rules::Renju:
        QFAIL("renju is not played on 3×3");
    case Rules::Omok:
        QFAIL("omok is not played on 3×3");
    }
}

void TestRules::gamesFromEveryBoardMatchTheReferenceCounter_data()
{
    QTest::addColumn<Rules>("rules");
    for (Rules rules : kAllRules)
        QTest::newRow(rulesName(rules).data()) << rules;
}

void TestRules::gamesFromEveryBoardMatchTheReferenceCounter()
{
    QFETCH(Rules, rules);

    // Every board with either side to move, legal or not.
    reference::ReferenceGameCounter counter(rules);
    int compared = 0;
    QStringList disagreements;
    reference::forEachBoard([&](const Cells& cells) {
        for (char toMove : { 'x', 'o' }) {
            ++compared;
            const GameCounts expected = counter.count(cells, toMove);
            const GameCounts actual
                = countGames(reference::toBoard(cells), reference::toMark(toMove), rules);
            if (actual != expected && disagreements.size() < 10) {
                disagreements << QStringLiteral("%1, %2 to move: %3 x, %4 o, %5 drawn of %6")
                                     .arg(QString::fromStdString(reference::toText(cells)))
                                     .arg(toMove)
                                     .arg(actual.xWins)
                                     .arg(actual.oWins)
                                     .arg(actual.draws)
                                     .arg(actual.games);
            }
        }
    });
    QCOMPARE(compared, 2 * 19'683);
    QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join(QLatin1Char('\n'))));
}

void TestRules::rulesNames_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<QString>("name");
    QTest::newRow("classic") << Rules::Classic << QStringLiteral("classic");
    QTest::newRow("misère, written without the accent")
        << Rules::Misere << QStringLiteral("misere");
    QTest::newRow("line-score") << Rules::LineScore << QStringLiteral("line-score");
}

void TestRules::rulesNames()
{
    QFETCH(Rules, rules);
    QFETCH(QString, name);
    QCOMPARE(toQString(rulesName(rules)), name);
    const std::string text = name.toStdString();
    QCOMPARE(rulesFromName(text), std::optional<Rules>(rules));
}

void TestRules::unknownRulesName()
{
    QVERIFY(!rulesFromName("").has_value());
    QVERIFY(!rulesFromName("gomoku").has_value());
}

TTT_TEST_MAIN(TestRules)
#include "tst_rules.moc"
