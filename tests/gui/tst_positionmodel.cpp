// PositionModel: legality, the analysis it exposes under each rule set, the what-if side, game
// counts, symmetry, its signals, and its undoable edits.
//
// Expected answers are worked out by hand from the rules (or are SPEC facts), never computed by
// the code under test.
#include "document/positionmodel.h"
#include "guitestsupport.h"

#include "ttt/text.h"

#include "testmain.h"
#include <QSignalSpy>
#include <QUndoStack>

#include <QtTest>

#include <algorithm>

using ttt::Board;
using ttt::Cell;
using ttt::Mark;
using ttt::Outcome;


namespace {

// "x", "o" or "-" for no side.
QString sideName(std::optional<Mark> side)
{
    return !side          ? QStringLiteral("-")
        : side == Mark::X ? QStringLiteral("x")
                          : QStringLiteral("o");
}

QString evaluationText(std::optional<ttt::Evaluation> evaluation)
{
    if (!evaluation)
        return QStringLiteral("-");
    return QStringLiteral("%1 %2")
        .arg(QString::fromLatin1(ttt::outcomeName(evaluation->outcome)))
        .arg(evaluation->plies);
}

} // namespace

class TestPositionModel : public QObject {
    Q_OBJECT

private slots:
    void sideToMoveAndLegality_data();
    void sideToMoveAndLegality();
    void verdictOfContestSamples_data();
    void verdictOfContestSamples();
    void moveEvaluations_data();
    void moveEvaluations();
    void bestMovesAndContinuations();
    void illegalPositionHasNoAnalysis();
    void whatIfSideAnalysesAnyBoard();
    void finishedGameShowsItsLines_data();
    void finishedGameShowsItsLines();

    void oneSignalOfEachKindPerChange();
    void unchangedPositionEmitsNothing();
    void cycleCell_data();
    void cycleCell();
    void editsAreUndoable();
    void editThatChangesNothingIsNotPushed();
    void clearAndReplaceAreOneStepEach();
    void playMoveUsesTheSideToMove();
    void playMoveRefusesWhatCannotBePlayed_data();
    void playMoveRefusesWhatCannotBePlayed();
    void perfectReplyIsPartOfTheSameStep();
    void playBestMoveWinsAtOnce();
    void whatIfSidePassesWithTheMove();
    void firstPlayerIsAPreferenceNotAnEdit();

    void rulesAreAPreferenceNotAnEdit();
    void misereEmptyBoardOnlyTheCentreHolds();
    void lineScoreMoveScores();
    void lineScoreFullBoardOfO();
    void lineScoreAnalysesAnyBoard();
    void lineScoreSideBehindAlternatesInPlay();
    void chooseSideToMoveIsOneUndoStep();
    void gamesLeftFollowTheRules_data();
    void gamesLeftFollowTheRules();
    void gamesAfterAMoveAddUpToTheGamesLeft_data();
    void gamesAfterAMoveAddUpToTheGamesLeft();
    void gamesAfterAWinningMove();

    void moveClasses_data();
    void moveClasses();
    void canonicalForm_data();
    void canonicalForm();
    void transformsMoveTheMarks_data();
    void transformsMoveTheMarks();
    void transformsRoundTripAndUndoExactly();
    void transformOfASymmetricBoardIsNotPushed();
};

void TestPositionModel::sideToMoveAndLegality_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<Mark>("firstPlayer");
    QTest::addColumn<QString>("toMove");
    QTest::addColumn<QStringList>("brokenRules");

    QTest::newRow("the empty board has x to move")
        << "........." << Mark::X << "x" << QStringList {};
    QTest::newRow("with o first the empty board has o to move")
        << "........." << Mark::O << "o" << QStringList {};
    QTest::newRow("after one x it is o's turn")
        << "x../.../..." << Mark::X << "o" << QStringList {};
    QTest::newRow("one x is illegal when o moves first")
        << "x../.../..." << Mark::O << "-" << QStringList { "turn-parity" };
    QTest::newRow("two x and no o break parity")
        << "xx./.../..." << Mark::X << "-" << QStringList { "turn-parity" };
    QTest::newRow("both sides with a line")
        << "xxx/ooo/..." << Mark::X << "x" << QStringList { "two-winners" };
    QTest::newRow("x has a line but o moved last")
        << "xxx/oo./.o." << Mark::X << "x" << QStringList { "winner-moved-last" };
    QTest::newRow("o has a line but x moved last")
        << "ooo/xx./xx." << Mark::X << "o" << QStringList { "winner-moved-last" };
    QTest::newRow("too many o and an o line")
        << "ooo/x../o.." << Mark::X << "-" << QStringList { "turn-parity", "winner-moved-last" };
}

void TestPositionModel::sideToMoveAndLegality()
{
    QFETCH(QString, position);
    QFETCH(Mark, firstPlayer);
    QFETCH(QString, toMove);
    QFETCH(QStringList, brokenRules);

    PositionModel model;
    model.setFirstPlayer(firstPlayer);
    model.setBoard(board(position));
    QCOMPARE(sideName(model.sideToMove()), toMove);
    QStringList rules;
    for (const ttt::LegalityProblem& problem : model.legalityProblems())
        rules << QString::fromLatin1(
            ttt::ruleName(problem.rule).data(), qsizetype(ttt::ruleName(problem.rule).size()));
    QCOMPARE(rules, brokenRules);
    QCOMPARE(model.isLegal(), brokenRules.isEmpty());
}

void TestPositionModel::verdictOfContestSamples_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<Mark>("toMove");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<int>("plies");

    // SPEC: on the empty board every first move ties in 9 plies.
    QTest::newRow("empty board: a tie in 9 plies") << "........." << Mark::X << Outcome::Tie << 9;
    QTest::newRow("x completes the top row at once")
        << "xx./oo./..." << Mark::X << Outcome::Win << 1;
    QTest::newRow("o completes the middle row at once")
        << "xox/oo./x.x" << Mark::O << Outcome::Win << 1;
}

void TestPositionModel::verdictOfContestSamples()
{
    QFETCH(QString, position);
    QFETCH(Mark, toMove);
    QFETCH(Outcome, outcome);
    QFETCH(int, plies);

    PositionModel model;
    model.setBoard(board(position));
    QVERIFY(model.hasAnalysis());
    QVERIFY(model.hasMoveEvaluations());
    QCOMPARE(model.sideToMove(), std::optional(toMove));
    QCOMPARE(model.analysis().evaluation.outcome, outcome);
    QCOMPARE(model.analysis().evaluation.plies, plies);
}

void TestPositionModel::moveEvaluations_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QStringList>("expected"); // per cell: "-" taken, else "outcome plies"

    QStringList allTie;
    for (int i = 0; i < ttt::kTicTacToe.cells(); ++i)
        allTie << "tie 9";
    QTest::newRow("every first move ties in 9 plies") << "........." << allTie;
    // x wins at (1,3); blocking at (2,3) ties (five cells left, filled to the end); anywhere else
    // o completes the middle row on the next ply.
    QTest::newRow("win, tie or lose for x")
        << "xx./oo./..."
        << QStringList { "-", "-", "win 1", "-", "-", "tie 5", "lose 2", "lose 2", "lose 2" };
    QTest::newRow("o wins with either empty cell")
        << "xox/oo./x.x" << QStringList { "-", "-", "-", "-", "-", "win 1", "-", "win 1", "-" };
}

void TestPositionModel::moveEvaluations()
{
    QFETCH(QString, position);
    QFETCH(QStringList, expected);

    PositionModel model;
    model.setBoard(board(position));
    QStringList actual;
    for (Cell cell = 0; cell < ttt::kTicTacToe.cells(); ++cell)
        actual << evaluationText(model.moveEvaluation(cell));
    QCOMPARE(actual, expected);
}

void TestPositionModel::bestMovesAndContinuations()
{
    PositionModel model;
    model.setBoard(board("xx./oo./..."));
    QVERIFY(model.isBestMove(2));
    for (Cell cell : { 5, 6, 7, 8 })
        QVERIFY(!model.isBestMove(cell));
    QCOMPARE(model.continuation(2), std::vector<Cell> { 2 });
    // After x elsewhere, o's best reply completes the middle row at (2,3).
    QCOMPARE(model.continuation(6), (std::vector<Cell> { 6, 5 }));
    QCOMPARE(model.continuation(8), (std::vector<Cell> { 8, 5 }));
    // Blocking ties: the line runs until the board is full, so it has one move per empty cell.
    QCOMPARE(model.continuation(5).size(), std::size_t(5));
    QCOMPARE(model.continuation(5).front(), 5);
    QVERIFY(model.continuation(0).empty()); // taken
    QCOMPARE(model.analysis().principalVariation, std::vector<Cell> { 2 });
}

void TestPositionModel::illegalPositionHasNoAnalysis()
{
    PositionModel model;
    model.setBoard(board("xx./.../..."));
    QVERIFY(!model.isLegal());
    QVERIFY(!model.hasAnalysis());
    QVERIFY(!model.hasMoveEvaluations());
    for (Cell cell = 0; cell < ttt::kTicTacToe.cells(); ++cell) {
        QVERIFY(!model.moveEvaluation(cell));
        QVERIFY(!model.isBestMove(cell));
        QVERIFY(!model.canPlay(cell));
    }
    QCOMPARE(model.gamesLeft().games, std::uint64_t(0));
}

void TestPositionModel::whatIfSideAnalysesAnyBoard()
{
    PositionModel model;
    model.setBoard(board("xx./.../..."));
    model.setWhatIfSideToMove(Mark::X);
    QVERIFY(!model.isLegal()); // still not reachable in a game...
    QVERIFY(model.hasAnalysis()); // ...but analysed as given
    QCOMPARE(model.sideToMove(), std::optional(Mark::X));
    QCOMPARE(evaluationText(model.moveEvaluation(2)), QStringLiteral("win 1"));

    model.setWhatIfSideToMove(std::nullopt);
    QVERIFY(!model.hasAnalysis());
}

void TestPositionModel::finishedGameShowsItsLines_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("state");
    QTest::addColumn<QList<QList<int>>>("lines");

    QTest::newRow("x won on the top row")
        << "xxx/oo./..." << int(ttt::GameState::XWon) << QList<QList<int>> { { 0, 1, 2 } };
    QTest::newRow("x won on a row and a column at once")
        << "xxx/xoo/xoo" << int(ttt::GameState::XWon)
        << QList<QList<int>> { { 0, 1, 2 }, { 0, 3, 6 } };
    QTest::newRow("o won on a diagonal")
        << "oxx/xo./..o" << int(ttt::GameState::OWon) << QList<QList<int>> { { 0, 4, 8 } };
    QTest::newRow("a full board without a line is a draw")
        << "xox/xoo/oxx" << int(ttt::GameState::Draw) << QList<QList<int>> {};
}

void TestPositionModel::finishedGameShowsItsLines()
{
    QFETCH(QString, position);
    QFETCH(int, state);
    QFETCH(QList<QList<int>>, lines);

    PositionModel model;
    model.setBoard(board(position));
    QVERIFY(model.isLegal());
    QCOMPARE(int(model.gameState()), state);
    QVERIFY(model.isOver());
    QVERIFY(model.hasAnalysis());
    QVERIFY(!model.hasMoveEvaluations());
    QList<QList<int>> actual;
    for (const WinningLine& line : model.winningLines()) {
        const std::vector<Cell> cells = ttt::kTicTacToe.cellsOf(line.cells.cells);
        actual << QList<int>(cells.begin(), cells.end());
    }
    std::sort(actual.begin(), actual.end());
    QCOMPARE(actual, lines);
}

void TestPositionModel::oneSignalOfEachKindPerChange()
{
    PositionModel model;
    QSignalSpy position(&model, &PositionModel::positionChanged);
    QSignalSpy analysis(&model, &PositionModel::analysisChanged);
    QVERIFY(model.setCellMark(4, Mark::X));
    QCOMPARE(position.count(), 1);
    QCOMPARE(analysis.count(), 1);
    model.setFirstPlayer(Mark::O);
    QCOMPARE(position.count(), 2);
    QCOMPARE(analysis.count(), 2);
    model.setWhatIfSideToMove(Mark::O);
    QCOMPARE(position.count(), 3);
    QCOMPARE(analysis.count(), 3);
}

void TestPositionModel::unchangedPositionEmitsNothing()
{
    PositionModel model;
    QSignalSpy analysis(&model, &PositionModel::analysisChanged);
    model.setBoard(Board {});
    model.setFirstPlayer(Mark::X);
    model.setWhatIfSideToMove(std::nullopt);
    QCOMPARE(analysis.count(), 0);
}

void TestPositionModel::cycleCell_data()
{
    QTest::addColumn<bool>("backward");
    QTest::addColumn<QString>("marks"); // the cell after each of three cycles

    QTest::newRow("forward goes empty, x, o, empty") << false << "xo.";
    QTest::newRow("backward goes empty, o, x, empty") << true << "ox.";
}

void TestPositionModel::cycleCell()
{
    QFETCH(bool, backward);
    QFETCH(QString, marks);

    PositionModel model;
    const auto direction = backward ? PositionModel::CycleDirection::Backward
                                    : PositionModel::CycleDirection::Forward;
    QString seen;
    for (int i = 0; i < 3; ++i) {
        QVERIFY(model.cycleCell(7, direction));
        seen += QLatin1Char(ttt::toChar(model.board().at(7)));
    }
    QCOMPARE(seen, marks);
    QCOMPARE(model.undoStack()->count(), 3);
}

void TestPositionModel::editsAreUndoable()
{
    PositionModel model;
    QUndoStack* stack = model.undoStack();
    model.setCellMark(0, Mark::X);
    model.setCellMark(4, Mark::O);
    model.setCellMark(0, Mark::Empty);
    QCOMPARE(oneLine(model.board()), QStringLiteral(".../.o./..."));
    QCOMPARE(stack->text(0), QStringLiteral("Put x on a3"));
    QCOMPARE(stack->text(1), QStringLiteral("Put o on b2"));
    QCOMPARE(stack->text(2), QStringLiteral("Clear a3"));

    stack->undo();
    QCOMPARE(oneLine(model.board()), QStringLiteral("x../.o./..."));
    stack->undo();
    QCOMPARE(oneLine(model.board()), QStringLiteral("x../.../..."));
    QCOMPARE(model.sideToMove(), std::optional(Mark::O)); // the analysis follows undo too
    stack->redo();
    stack->redo();
    QCOMPARE(oneLine(model.board()), QStringLiteral(".../.o./..."));
    QVERIFY(!stack->canRedo());
}

void TestPositionModel::editThatChangesNothingIsNotPushed()
{
    PositionModel model;
    model.setCellMark(2, Mark::O);
    QVERIFY(!model.setCellMark(2, Mark::O));
    QVERIFY(!model.replaceBoard(model.board(), QStringLiteral("Paste board")));
    model.setBoard(Board {});
    QVERIFY(!model.clearBoard());
    QCOMPARE(model.undoStack()->count(), 1);
}

void TestPositionModel::clearAndReplaceAreOneStepEach()
{
    PositionModel model;
    QVERIFY(model.replaceBoard(board("xoo/.x./..x"), QStringLiteral("Paste board")));
    QCOMPARE(model.undoStack()->count(), 1);
    QCOMPARE(model.undoStack()->text(0), QStringLiteral("Paste board"));
    QVERIFY(model.clearBoard());
    QCOMPARE(model.board(), Board {});
    model.undoStack()->undo();
    QCOMPARE(oneLine(model.board()), QStringLiteral("xoo/.x./..x"));
}

void TestPositionModel::playMoveUsesTheSideToMove()
{
    PositionModel model;
    QVERIFY(model.playMove(4, false));
    QVERIFY(model.playMove(0, false));
    QVERIFY(model.playMove(8, false));
    QCOMPARE(oneLine(model.board()), QStringLiteral("o../.x./..x"));
    QCOMPARE(model.undoStack()->text(0), QStringLiteral("x plays b2"));
    QCOMPARE(model.undoStack()->text(1), QStringLiteral("o plays a3"));
}

void TestPositionModel::playMoveRefusesWhatCannotBePlayed_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("cell");

    QTest::newRow("a taken cell") << "x../.../..." << 0;
    QTest::newRow("an illegal position") << "xx./.../..." << 4;
    QTest::newRow("a game already won") << "xxx/oo./..." << 8;
}

void TestPositionModel::playMoveRefusesWhatCannotBePlayed()
{
    QFETCH(QString, position);
    QFETCH(int, cell);

    PositionModel model;
    model.setBoard(board(position));
    QVERIFY(!model.canPlay(cell));
    QVERIFY(!model.playMove(cell, true));
    QCOMPARE(oneLine(model.board()), position);
    QCOMPARE(model.undoStack()->count(), 0);
}

void TestPositionModel::perfectReplyIsPartOfTheSameStep()
{
    PositionModel model;
    // After x takes the centre, o must take a corner to hold the tie; the best line starts with
    // the lowest such cell, the top-left corner.
    QVERIFY(model.playMove(4, true));
    QCOMPARE(oneLine(model.board()), QStringLiteral("o../.x./..."));
    QCOMPARE(model.undoStack()->count(), 1);
    QCOMPARE(model.undoStack()->text(0), QStringLiteral("x plays b2, o replies a3"));
    model.undoStack()->undo();
    QCOMPARE(model.board(), Board {});

    // No reply once the move has ended the game.
    model.setBoard(board("xx./oo./..."));
    QVERIFY(model.playMove(2, true));
    QCOMPARE(oneLine(model.board()), QStringLiteral("xxx/oo./..."));
}

void TestPositionModel::playBestMoveWinsAtOnce()
{
    PositionModel model;
    model.setBoard(board("xox/oo./x.x"));
    QVERIFY(model.playBestMove());
    QCOMPARE(model.gameState(), ttt::GameState::OWon);
    QVERIFY(!model.playBestMove());
}

void TestPositionModel::whatIfSidePassesWithTheMove()
{
    PositionModel model;
    model.setBoard(board("xx./.../..."));
    model.setWhatIfSideToMove(Mark::O);
    QVERIFY(model.playMove(2, false));
    QCOMPARE(oneLine(model.board()), QStringLiteral("xxo/.../..."));
    QCOMPARE(model.whatIfSideToMove(), std::optional(Mark::X));
    model.undoStack()->undo();
    QCOMPARE(model.whatIfSideToMove(), std::optional(Mark::O));
}

void TestPositionModel::firstPlayerIsAPreferenceNotAnEdit()
{
    PositionModel model;
    model.setBoard(board("x../.../..."));
    QSignalSpy first(&model, &PositionModel::firstPlayerChanged);
    model.setFirstPlayer(Mark::O);
    QCOMPARE(first.count(), 1);
    QVERIFY(!model.isLegal());
    QCOMPARE(model.undoStack()->count(), 0);
}

void TestPositionModel::rulesAreAPreferenceNotAnEdit()
{
    PositionModel model;
    QSignalSpy rules(&model, &PositionModel::rulesChanged);
    QSignalSpy analysis(&model, &PositionModel::analysisChanged);
    model.setRules(ttt::Rules::Misere);
    QCOMPARE(model.rules(), ttt::Rules::Misere);
    QCOMPARE(rules.count(), 1);
    QCOMPARE(analysis.count(), 1);
    model.setRules(ttt::Rules::Misere);
    QCOMPARE(rules.count(), 1); // no change, no signal
    QCOMPARE(model.undoStack()->count(), 0);
}

void TestPositionModel::misereEmptyBoardOnlyTheCentreHolds()
{
    // Misère: x must open in the centre (and then copy o's moves through the centre) to avoid
    // completing a line; from any other first cell o can force x to complete one.
    PositionModel model;
    model.setRules(ttt::Rules::Misere);
    QCOMPARE(evaluationText(model.moveEvaluation(4)), QStringLiteral("tie 9"));
    for (Cell cell : { 0, 1, 2, 3, 5, 6, 7, 8 })
        QCOMPARE(model.moveEvaluation(cell)->outcome, Outcome::Lose);
    QCOMPARE(model.analysis().bestMoves, std::vector<Cell> { 4 });
    // The classic rules give every first move a tie.
    model.setRules(ttt::Rules::Classic);
    QCOMPARE(evaluationText(model.moveEvaluation(0)), QStringLiteral("tie 9"));
}

void TestPositionModel::lineScoreMoveScores()
{
    // oo./xx./... with x to move. (1,3) blocks o's row and threatens both x's row and the
    // rising diagonal; o can block only one: x ends one line ahead, -1. (2,3) completes x's row
    // at once, but o then completes the top row: level, 0.
    PositionModel model;
    model.setRules(ttt::Rules::LineScore);
    model.setBoard(board("oo./xx./..."));
    QCOMPARE(model.sideToMove(), std::optional(Mark::X));
    QVERIFY(model.isLegal());
    QCOMPARE(model.moveEvaluation(2)->score, -1);
    QCOMPARE(model.moveEvaluation(5)->score, 0);
    QCOMPARE(model.analysis().evaluation.score, -1);
    QVERIFY(model.isBestMove(2));
    QVERIFY(!model.isBestMove(5));
}

void TestPositionModel::lineScoreFullBoardOfO()
{
    // Every one of the eight lines is o's.
    PositionModel model;
    model.setRules(ttt::Rules::LineScore);
    model.setBoard(board("ooo/ooo/ooo"));
    QVERIFY(model.isOver());
    QCOMPARE(model.gameState(), ttt::GameState::OWon);
    QVERIFY(model.isLegal()); // line-score has no legality rules
    QVERIFY(!model.hasMoveEvaluations());
    QCOMPARE(int(model.winningLines().size()), 8);
}

void TestPositionModel::lineScoreAnalysesAnyBoard()
{
    // Two x and no o break turn parity: classic has no verdict; line-score takes the side with
    // fewer marks, o, until a side is chosen.
    PositionModel model;
    model.setBoard(board("xx./.../..."));
    QVERIFY(!model.hasAnalysis());
    model.setRules(ttt::Rules::LineScore);
    QVERIFY(model.isLegal());
    QVERIFY(model.hasMoveEvaluations());
    QCOMPARE(model.paritySide(), std::nullopt);
    QCOMPARE(model.sideToMove(), std::optional(Mark::O));
    model.setWhatIfSideToMove(Mark::X);
    QCOMPARE(model.sideToMove(), std::optional(Mark::X));
    // x completes the top row. Of the six cells left o gets three: if they make a row, x's
    // three make the other one. Either way x stays at least a line ahead.
    QVERIFY(model.moveEvaluation(2)->score < 0);
}

void TestPositionModel::lineScoreSideBehindAlternatesInPlay()
{
    // o has three marks and x none: x, the side behind, moves; then o, as in any game, even
    // though x would still be behind by the counts.
    PositionModel model;
    model.setRules(ttt::Rules::LineScore);
    model.setBoard(board("ooo/.../..."));
    QCOMPARE(model.sideToMove(), std::optional(Mark::X));
    QVERIFY(model.playMove(4, false));
    QCOMPARE(model.sideToMove(), std::optional(Mark::O));
    QVERIFY(model.playMove(8, false));
    QCOMPARE(oneLine(model.board()), QStringLiteral("ooo/.x./..o"));
    model.undoStack()->undo();
    model.undoStack()->undo();
    QCOMPARE(model.whatIfSideToMove(), std::nullopt);
}

void TestPositionModel::chooseSideToMoveIsOneUndoStep()
{
    PositionModel model;
    model.setBoard(board("xx./.../..."));
    QVERIFY(model.chooseSideToMove(Mark::O));
    QCOMPARE(model.undoStack()->text(0), QStringLiteral("What if o is to move"));
    QVERIFY(model.hasMoveEvaluations());
    QVERIFY(!model.chooseSideToMove(Mark::O)); // the same again is no edit
    QVERIFY(model.chooseSideToMove(std::nullopt));
    QCOMPARE(model.undoStack()->text(1), QStringLiteral("Side to move by the counts"));
    QVERIFY(!model.hasAnalysis());
    model.undoStack()->undo();
    QCOMPARE(model.whatIfSideToMove(), std::optional(Mark::O));
    model.undoStack()->undo();
    QCOMPARE(model.whatIfSideToMove(), std::nullopt);
    QCOMPARE(oneLine(model.board()), QStringLiteral("xx./.../..."));
}

void TestPositionModel::gamesLeftFollowTheRules_data()
{
    QTest::addColumn<ttt::Rules>("rules");
    QTest::addColumn<qulonglong>("games");
    QTest::addColumn<qulonglong>("xWins");
    QTest::addColumn<qulonglong>("oWins");
    QTest::addColumn<qulonglong>("draws");

    // SPEC: 255,168 games, x wins 131,184, o wins 77,904, draws 46,080.
    QTest::newRow("classic: the SPEC's counts")
        << ttt::Rules::Classic << 255168ull << 131184ull << 77904ull << 46080ull;
    // Misère ends the same games at the same moves; the side that made the line loses.
    QTest::newRow("misère: the same games, winners swapped")
        << ttt::Rules::Misere << 255168ull << 77904ull << 131184ull << 46080ull;
}

void TestPositionModel::gamesLeftFollowTheRules()
{
    QFETCH(ttt::Rules, rules);
    QFETCH(qulonglong, games);
    QFETCH(qulonglong, xWins);
    QFETCH(qulonglong, oWins);
    QFETCH(qulonglong, draws);

    PositionModel model;
    model.setRules(rules);
    const ttt::GameCounts& counts = model.gamesLeft();
    QCOMPARE(qulonglong(counts.games), games);
    QCOMPARE(qulonglong(counts.xWins), xWins);
    QCOMPARE(qulonglong(counts.oWins), oWins);
    QCOMPARE(qulonglong(counts.draws), draws);
}

void TestPositionModel::gamesAfterAMoveAddUpToTheGamesLeft_data()
{
    QTest::addColumn<ttt::Rules>("rules");
    QTest::addColumn<QString>("position");

    QTest::newRow("classic, the empty board") << ttt::Rules::Classic << ".........";
    QTest::newRow("misère, two marks each") << ttt::Rules::Misere << "xx./oo./...";
    QTest::newRow("line-score, a parity-broken board") << ttt::Rules::LineScore << "xx./.../...";
}

void TestPositionModel::gamesAfterAMoveAddUpToTheGamesLeft()
{
    QFETCH(ttt::Rules, rules);
    QFETCH(QString, position);

    PositionModel model;
    model.setRules(rules);
    model.setBoard(board(position));
    ttt::GameCounts sum;
    for (Cell cell = 0; cell < ttt::kTicTacToe.cells(); ++cell) {
        const std::optional<ttt::GameCounts> after = model.gamesAfter(cell);
        QCOMPARE(after.has_value(), model.board().at(cell) == Mark::Empty);
        if (!after)
            continue;
        sum.games += after->games;
        sum.xWins += after->xWins;
        sum.oWins += after->oWins;
        sum.draws += after->draws;
    }
    QCOMPARE(sum, model.gamesLeft());
    QCOMPARE(sum.games, sum.xWins + sum.oWins + sum.draws);
    // Line-score games always run until the board is full: 7 empty cells, 7! orders.
    if (rules == ttt::Rules::LineScore)
        QCOMPARE(sum.games, std::uint64_t(5040));
}

void TestPositionModel::gamesAfterAWinningMove()
{
    PositionModel model;
    model.setBoard(board("xx./oo./..."));
    // x completes the top row: the one game there is, already over.
    QCOMPARE(model.gamesAfter(2), std::optional(ttt::GameCounts { 1, 1, 0, 0 }));
    // Under misère the same move loses at once.
    model.setRules(ttt::Rules::Misere);
    QCOMPARE(model.gamesAfter(2), std::optional(ttt::GameCounts { 1, 0, 1, 0 }));
    QCOMPARE(model.gamesAfter(0), std::nullopt);
}

void TestPositionModel::moveClasses_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("classes"); // per cell: a class number, or "-" for a taken cell

    QTest::newRow("the empty board: corners, edges and the centre") << "........."
                                                                    << "010121010";
    // The transpose keeps x on the top-left corner, so (1,2) and (2,1) are alike, and so on.
    QTest::newRow("one corner taken: mirrored across the falling diagonal") << "x../.../..."
                                                                            << "-01023134";
    QTest::newRow("the centre taken: still corners and edges") << ".../.x./..."
                                                               << "0101-1010";
    QTest::newRow("no symmetry: every move different") << "xx./oo./..."
                                                       << "--0--1234";
    QTest::newRow("a finished game has no moves") << "xxx/oo./..."
                                                  << "---------";
}

void TestPositionModel::moveClasses()
{
    QFETCH(QString, position);
    QFETCH(QString, classes);

    PositionModel model;
    model.setBoard(board(position));
    QString actual;
    for (Cell cell = 0; cell < ttt::kTicTacToe.cells(); ++cell)
        actual += model.moveClass(cell) < 0 ? QStringLiteral("-")
                                            : QString::number(model.moveClass(cell));
    QCOMPARE(actual, classes);
    int distinct = 0;
    int empty = 0;
    for (const QChar c : classes) {
        if (c == QLatin1Char('-'))
            continue;
        ++empty;
        distinct = std::max(distinct, c.digitValue() + 1);
    }
    QCOMPARE(model.moveClassCount(), distinct);
    QCOMPARE(model.hasAlikeMoves(), distinct < empty);
}

void TestPositionModel::canonicalForm_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("canonical");

    // The least code puts marks as late in the reading order as possible, x (digit 1) before o.
    QTest::newRow("the empty board is its own") << "........."
                                                << ".../.../...";
    QTest::newRow("a corner x goes to the last cell") << "x../.../..."
                                                      << ".../.../..x";
    QTest::newRow("an edge x goes to the bottom edge") << ".x./.../..."
                                                       << ".../.../.x.";
    QTest::newRow("every rotation of a board has the same one") << "..x/.../..."
                                                                << ".../.../..x";
}

void TestPositionModel::canonicalForm()
{
    QFETCH(QString, position);
    QFETCH(QString, canonical);

    PositionModel model;
    model.setBoard(board(position));
    QCOMPARE(oneLine(model.canonicalBoard()), canonical);
    QCOMPARE(model.board().transformed(model.symmetryToCanonical()), model.canonicalBoard());
}

void TestPositionModel::transformsMoveTheMarks_data()
{
    QTest::addColumn<ttt::Symmetry>("symmetry");
    QTest::addColumn<QString>("after"); // of xo./.../...
    QTest::addColumn<QString>("step");

    QTest::newRow("clockwise: the top row becomes the right column")
        << ttt::Symmetry::QuarterTurnClockwise << "..x/..o/..."
        << "Rotate clockwise";
    QTest::newRow("anticlockwise: the top row becomes the left column")
        << ttt::Symmetry::QuarterTurnAnticlockwise << ".../o../x.."
        << "Rotate anticlockwise";
    QTest::newRow("left-right: the top row reads backwards")
        << ttt::Symmetry::MirrorLeftRight << ".ox/.../..."
        << "Flip left-right";
    QTest::newRow("top-bottom: the top row becomes the bottom one")
        << ttt::Symmetry::MirrorTopBottom << ".../.../xo."
        << "Flip top-bottom";
}

void TestPositionModel::transformsMoveTheMarks()
{
    QFETCH(ttt::Symmetry, symmetry);
    QFETCH(QString, after);
    QFETCH(QString, step);

    PositionModel model;
    model.setBoard(board("xo./.../..."));
    QVERIFY(model.transformBoard(symmetry));
    QCOMPARE(oneLine(model.board()), after);
    QCOMPARE(model.undoStack()->count(), 1);
    QCOMPARE(model.undoStack()->text(0), step);
}

void TestPositionModel::transformsRoundTripAndUndoExactly()
{
    PositionModel model;
    const Board start = board("xo./.x./o..");
    model.setBoard(start);
    model.setWhatIfSideToMove(Mark::O);
    for (int turn = 0; turn < 4; ++turn)
        QVERIFY(model.transformBoard(ttt::Symmetry::QuarterTurnClockwise));
    QCOMPARE(model.board(), start);
    QVERIFY(model.transformBoard(ttt::Symmetry::QuarterTurnClockwise));
    QVERIFY(model.transformBoard(ttt::Symmetry::QuarterTurnAnticlockwise));
    QCOMPARE(model.board(), start);
    QVERIFY(model.transformBoard(ttt::Symmetry::MirrorLeftRight));
    QVERIFY(model.transformBoard(ttt::Symmetry::MirrorLeftRight));
    QVERIFY(model.transformBoard(ttt::Symmetry::MirrorTopBottom));
    QVERIFY(model.transformBoard(ttt::Symmetry::MirrorTopBottom));
    QCOMPARE(model.board(), start);
    QCOMPARE(model.whatIfSideToMove(), std::optional(Mark::O)); // the side stays
    QCOMPARE(model.undoStack()->count(), 10);

    // Undo walks back through every intermediate board, one step each.
    model.undoStack()->undo(); // the second top-bottom flip
    QCOMPARE(oneLine(model.board()), QStringLiteral("o../.x./xo."));
    while (model.undoStack()->canUndo())
        model.undoStack()->undo();
    QCOMPARE(model.board(), start);
    QCOMPARE(model.whatIfSideToMove(), std::optional(Mark::O));
}

void TestPositionModel::transformOfASymmetricBoardIsNotPushed()
{
    PositionModel model;
    model.setBoard(board("x.x/.o./..."));
    QVERIFY(!model.transformBoard(ttt::Symmetry::MirrorLeftRight));
    QCOMPARE(model.undoStack()->count(), 0);
    QVERIFY(model.transformBoard(ttt::Symmetry::MirrorTopBottom));
}

TTT_TEST_MAIN(TestPositionModel)
#include "tst_positionmodel.moc"
