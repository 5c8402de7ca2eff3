// Games: cell names, the move tree (play, promote, remove), the text form with its variations
// (read, written, read back), every way a record can be wrong with its line and column, and the
// grades of moves in hand-checked games under each rule set and on 4×4.
#include "ttt/game.h"
#include "ttt/legality.h"
#include "ttt/review.h"
#include "ttt/solver.h"

#include "testmain.h"

#include <QtTest>

using namespace ttt;

Q_DECLARE_METATYPE(ttt::Grade)

namespace {

// A record whose names count rows from the bottom (a1 the bottom-left corner): the header says
// so unless the record says otherwise (a record of 8×8 or less that says nothing was written
// before the names turned, and counts from the top).
Game gameOf(const char* text)
{
    const std::string record = std::string_view(text).find("a1=") == std::string_view::npos
        ? std::string("# a1=bottom-left\n") + text
        : std::string(text);
    const Parsed<Game> parsed = parseGame(record);
    if (!parsed)
        qFatal("bad game in test: %s: line %d, column %d: %s", text, parsed.error().line,
            parsed.error().column, parsed.error().message.c_str());
    return *parsed;
}

// The cells of the line through `path`, named.
QString lineNames(const Game& game, const GamePath& path)
{
    QStringList names;
    for (const Cell cell : game.cellsTo(game.lineThrough(path)))
        names << QString::fromStdString(cellName(game.start().board.geometry(), cell));
    return names.join(QLatin1Char(' '));
}

} // namespace

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void cellNames();
    void theSpecExample();
    void roundTrips_data();
    void roundTrips();
    void numbersAreOptional();
    void longRecordsWrap();
    void badRecords_data();
    void badRecords();
    void playPromoteRemove();
    void oldRecordsReadAsTheyWereMeant();
    void aGomocupGameReadsAndWritesBack();
    void looksLikeAGame();
    void grades_data();
    void grades();
    void gradesByThreats();
    void aForbiddenMoveEndsTheGame();
};

void TestGame::cellNames()
{
    // SPEC "Big boards and gomoku": a column letter and a row counted from the bottom, as gomoku
    // and chess players write them; a1 is the bottom-left corner, c2 the middle row's third cell.
    QCOMPARE(cellName(kTicTacToe, 0), std::string("a3"));
    QCOMPARE(cellName(kTicTacToe, 6), std::string("a1"));
    QCOMPARE(cellName(kTicTacToe, 5), std::string("c2"));
    QCOMPARE(cellFromName(kTicTacToe, "c2"), std::optional<Cell>(5));
    QCOMPARE(cellFromName(kTicTacToe, "C2"), std::optional<Cell>(5));
    QCOMPARE(cellFromName(kTicTacToe, "c1"), std::optional<Cell>(8));
    QCOMPARE(cellFromName(kTicTacToe, "d1"), std::nullopt);
    QCOMPARE(cellFromName(kTicTacToe, "a4"), std::nullopt);
    QCOMPARE(cellFromName(kTicTacToe, "a0"), std::nullopt);
    QCOMPARE(cellFromName(kTicTacToe, "a10"), std::nullopt);
    // The old count, from the top, for records written before.
    QCOMPARE(cellName(kTicTacToe, 0, RowsCounted::FromTop), std::string("a1"));
    QCOMPARE(cellFromName(kTicTacToe, "c1", RowsCounted::FromTop), std::optional<Cell>(2));
    const Geometry wide(8, 3, 3);
    for (Cell cell = 0; cell < wide.cells(); ++cell) {
        QCOMPARE(cellFromName(wide, cellName(wide, cell)), std::optional<Cell>(cell));
        QCOMPARE(
            cellFromName(wide, cellName(wide, cell, RowsCounted::FromTop), RowsCounted::FromTop),
            std::optional<Cell>(cell));
    }
    QCOMPARE(cellName(wide, 23), std::string("h1"));
    // Gomoku's 15×15: h8 the centre, o15 the top-right corner, rows of two digits.
    const Geometry gomoku(15, 15, 5);
    QCOMPARE(cellName(gomoku, gomoku.cellAt(7, 7)), std::string("h8"));
    QCOMPARE(cellName(gomoku, gomoku.cellAt(0, 14)), std::string("o15"));
    QCOMPARE(cellName(gomoku, gomoku.cellAt(14, 0)), std::string("a1"));
    QCOMPARE(cellFromName(gomoku, "j10"), std::optional<Cell>(gomoku.cellAt(5, 9)));
    QCOMPARE(cellFromName(gomoku, "p1"), std::nullopt);
    QCOMPARE(cellFromName(gomoku, "a16"), std::nullopt);
    QCOMPARE(cellFromName(gomoku, "a01"), std::nullopt);
    QCOMPARE(cellFromName(gomoku, "a1x"), std::nullopt);
    QCOMPARE(cellName(Geometry(20, 20, 5), 19), std::string("t20"));
}

void TestGame::theSpecExample()
{
    // SPEC "Games": b2 a1 c3 (a3 c1) c1, a3 replacing c3.
    const Game game = gameOf("b2 a1 c3 (a3 c1) c1");
    QCOMPARE(lineNames(game, {}), QStringLiteral("b2 a1 c3 c1"));
    QCOMPARE(game.movesAfter({ 0, 0 }).size(), std::size_t(2));
    QCOMPARE(lineNames(game, { 0, 0, 1 }), QStringLiteral("b2 a1 a3 c1"));
    QCOMPARE(game.firstMover(), Mark::X);
    QCOMPARE(game.boardAt({ 0, 0, 1, 0 }), *parseBoard("x../.x./o.o"));
    QCOMPARE(game.sideToMoveAt({ 0, 0, 1 }), Mark::O);
    QCOMPARE(
        formatGame(game), std::string("# a1=bottom-left\n1. b2 a1 2. c3 (2. a3 c1) 2... c1\n"));
}

void TestGame::roundTrips_data()
{
    // Records as formatGame() writes them: the names counted from the bottom, which the header
    // says on boards of 8×8 and less.
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("no moves on tic-tac-toe") << QByteArray("x..\n...\n...\n");
    QTest::newRow("a line") << QByteArray("# a1=bottom-left\n1. b2 a3 2. c1 c3\n");
    QTest::newRow("variations, nested") << QByteArray(
        "# a1=bottom-left\n1. b2 (1. a3 b2 2. c1 (2. b3) 2... a1) 1... a3 2. c1 (2. a1 c3 (2... b3 "
        "3. c3)\n3. b3) 2... c3\n");
    QTest::newRow("two variations of one move")
        << QByteArray("# a1=bottom-left\n1. a3 (1. b2) (1. c1) 1... b3\n");
    QTest::newRow("a start position") << QByteArray("# a1=bottom-left\nx..\n.o.\n...\n1. c1 a1\n");
    QTest::newRow("o first, misere")
        << QByteArray("# rules=misere first=o a1=bottom-left\n1. b2 a3 2. c3 (2. a1) 2... a1\n");
    // Moves are numbered from the side that moves first in the record, here o.
    QTest::newRow("what-if side to move")
        << QByteArray("# to-move=o a1=bottom-left\nx..\n...\n...\n1. b2 a2 2. c2\n");
    QTest::newRow("an empty 5x5 with four in a row")
        << QByteArray("# size=5x5 a1=bottom-left\n1. c3 b4 2. d2\n");
    QTest::newRow("an empty 4x4 with three in a row")
        << QByteArray("# k=3 size=4x4 a1=bottom-left\n1. b3 (1. a4) 1... c2\n");
    // Bigger boards say nothing: there a reader counts from the bottom anyway.
    QTest::newRow("an empty 9x4 with four in a row")
        << QByteArray("# size=9x4\n1. e2 e3 2. d2 (2. f3) 2... i4\n");
    QTest::newRow("gomoku's 15x15, rows past 9")
        << QByteArray("# k=5 size=15x15\n1. h8 i9 2. j10 o15 3. a1 a15\n");
}

void TestGame::roundTrips()
{
    QFETCH(QByteArray, text);
    const Parsed<Game> parsed = parseGame(text.toStdString());
    QVERIFY2(parsed, parsed ? "" : parsed.error().message.c_str());
    QCOMPARE(QByteArray::fromStdString(formatGame(*parsed)), text);
    QCOMPARE(*parseGame(formatGame(*parsed)), *parsed);
}

void TestGame::numbersAreOptional()
{
    // Numbers, where they are and are not, change nothing; "3.c3" is a number and a move.
    const Game plain = gameOf("b2 a1 c3 (a3 c1) c1");
    QCOMPARE(gameOf("1. b2 1... a1 2. c3 ( 2. a3 c1 ) c1"), plain);
    QCOMPARE(gameOf("1.b2 a1\n2.c3 (a3\nc1)\r\n   c1"), plain);
    QCOMPARE(gameOf("B2 A1 C3 (A3 C1) C1"), plain);
}

void TestGame::longRecordsWrap()
{
    // 22 moves on 8x8 with five in a row, written on one line: printed in lines of at most 78
    // characters, and read back the same.
    const Game game
        = gameOf("# k=5 size=8x8\nd4 e5 e4 d5 c3 f6 f3 c6 b2 g7 g2 b7 a1 h8 h1 a8 c4 f5 c5 f4 "
                 "a2 h7 (b1 (c1) h6) d1");
    const std::string text = formatGame(game);
    const QStringList lines = QString::fromStdString(text).split(QLatin1Char('\n'));
    QVERIFY(lines.size() >= 3);
    for (const QString& line : lines)
        QVERIFY2(line.size() <= 78, qPrintable(line));
    QVERIFY(text.starts_with("# k=5 size=8x8 a1=bottom-left\n1. d4 e5 2. e4 d5"));
    QCOMPARE(*parseGame(text), game);
}

void TestGame::badRecords_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("an occupied cell")
        << QByteArray("b2 a1 b2") << 1 << 7 << QByteArray("b2 is taken: x played it at move 1");
    QTest::newRow("a cell taken in the start position")
        << QByteArray("x..\n...\n...\nb2 a1") << 4 << 4
        << QByteArray("a1 is taken: x holds it in the start position");
    QTest::newRow("a move after the game ended")
        << QByteArray("1. a1 b1 2. a2 b2 3. a3\n3... b3") << 2 << 6
        << QByteArray("a move after the game ended: x has a line (a1 a2 a3) before b3");
    QTest::newRow("an unknown cell name")
        << QByteArray("b2 a1\nd4") << 2 << 1
        << QByteArray("expected a move: a cell from a1 to c3 (a column letter from a to c, a row "
                      "number from 1 to 3), found 'd4'");
    QTest::newRow("an unknown cell name on 5x5")
        << QByteArray("# size=5x5\nc3 f1") << 2 << 4 << QByteArray("from a1 to e5");
    QTest::newRow("a number without its dot")
        << QByteArray("1. b2 2 a1") << 1 << 8 << QByteArray("expected '.' after the move number 2");
    QTest::newRow("a variation before any move")
        << QByteArray("(b2) a1") << 1 << 1 << QByteArray("no move comes before it");
    QTest::newRow("a variation never closed")
        << QByteArray("b2 a1 (c3 a3\nc1") << 1 << 7 << QByteArray("this variation is never closed");
    QTest::newRow("a parenthesis closing nothing")
        << QByteArray("b2 a1) c3") << 1 << 6 << QByteArray("')' closes no variation");
    QTest::newRow("an empty variation")
        << QByteArray("b2 () a1") << 1 << 5 << QByteArray("a variation with no move in it");
    QTest::newRow("a start position already over") << QByteArray(
        "xxx\noo.\n...\n1... c2") << 4 << 1 << QByteArray("the start position is already over");
    QTest::newRow("a start position with no side to move")
        << QByteArray("xx.\n...\n...\nc3") << 4 << 1 << QByteArray("to-move=x or to-move=o");
    QTest::newRow("a bad board before the moves")
        << QByteArray("x.q\n...\n...\nb2") << 1 << 3 << QByteArray("expected a cell");
    QTest::newRow("a bad header") << QByteArray("# k=21\nb2") << 1 << 5 << QByteArray("k is");
}

void TestGame::badRecords()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QByteArray, message);
    const Parsed<Game> parsed = parseGame(text.toStdString());
    QVERIFY(!parsed);
    QVERIFY2(QByteArray::fromStdString(parsed.error().message).contains(message),
        parsed.error().message.c_str());
    QCOMPARE(parsed.error().line, line);
    QCOMPARE(parsed.error().column, column);
}

void TestGame::playPromoteRemove()
{
    Game game;
    GamePath at = game.play({}, 4); // b2
    at = game.play(at, 0); // a3
    const GamePath c1 = game.play(at, 8);
    // Back at a3 with another move: a variation; the same move again: the move already there.
    const GamePath a1 = game.play(at, 6);
    QCOMPARE(a1, (GamePath { 0, 0, 1 }));
    QCOMPARE(game.play(at, 8), c1);
    QVERIFY(!game.canPlay(at, 4)); // taken
    QVERIFY(!game.canPlay({ 7 }, 1)); // no such place
    const GamePath c3 = game.play(a1, 2);
    QCOMPARE(formatGame(game), std::string("# a1=bottom-left\n1. b2 a3 2. c1 (2. a1 c3)\n"));

    // Promoting anything in the variation makes it the line.
    QCOMPARE(game.promote(c3), (GamePath { 0, 0, 0, 0 }));
    QCOMPARE(formatGame(game), std::string("# a1=bottom-left\n1. b2 a3 2. a1 (2. c1) 2... c3\n"));
    QCOMPARE(game.promote({ 0, 0, 0 }), (GamePath { 0, 0, 0 })); // the line already

    game.remove({ 0, 0, 1 });
    QCOMPARE(formatGame(game), std::string("# a1=bottom-left\n1. b2 a3 2. a1 c3\n"));
    game.remove({ 0 });
    QVERIFY(!game.hasMoves());

    // No move once the game is over.
    Game won = gameOf("a1 b1 a2 b2 a3");
    QVERIFY(won.isOverAt({ 0, 0, 0, 0, 0 }));
    QVERIFY(!won.canPlay({ 0, 0, 0, 0, 0 }, 8));
}

void TestGame::oldRecordsReadAsTheyWereMeant()
{
    // A record written before the names turned (8×8 or less, no a1= in its header) counts rows
    // from the top, as it always did: its a1 is the top-left corner. Written again it says
    // a1=bottom-left and names the same cells the new way; a1=top-left says the old way out loud.
    const Parsed<Game> old = parseGame("1. b2 a1 2. c3 c1\n");
    QVERIFY(old);
    const std::vector<Cell> cells { 4, 0, 8, 2 };
    QCOMPARE(old->cellsTo({ 0, 0, 0, 0 }), cells);
    QCOMPARE(formatGame(*old), std::string("# a1=bottom-left\n1. b2 a3 2. c1 c3\n"));
    QCOMPARE(*parseGame("# a1=top-left\n1. b2 a1 2. c3 c1\n"), *old);
    QCOMPARE(*parseGame(formatGame(*old)), *old);
    const Parsed<Game> oldFive = parseGame("# size=5x5\n1. c3 b2 2. d4\n");
    QVERIFY(oldFive);
    QCOMPARE(oldFive->cellsTo({ 0, 0, 0 }), (std::vector<Cell> { 12, 6, 18 }));
    // A bigger board has no old records: from the bottom, said or not.
    const Parsed<Game> big = parseGame("# size=9x4\n1. a1 i4\n");
    QVERIFY(big);
    QCOMPARE(big->cellsTo({ 0, 0 }), (std::vector<Cell> { 27, 8 }));
    QCOMPARE(*parseGame("# size=9x4 a1=bottom-left\n1. a1 i4\n"), *big);
    // Anything else after a1= is an error that says what it takes.
    const Parsed<Game> bad = parseGame("# a1=bottom-right\n1. b2\n");
    QVERIFY(!bad);
    QVERIFY2(bad.error().message.find("a1 is bottom-left or top-left") != std::string::npos,
        bad.error().message.c_str());
}

void TestGame::aGomocupGameReadsAndWritesBack()
{
    // A real game: Gomocup's free-style 15×15 league, round 10, engine 2 against engine 10
    // (dataTrain/Freestyle15_1/10_2_10_1.psq in github.com/TienDat-BK/train-GOMOKU, a Piskvork
    // file; its x,y from the top left turned into names: column letter, row from the bottom).
    // Black (x) makes five on the 41st move, i13 j12 k11 l10 m9.
    const std::string moves = "h8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 "
                              "h10 h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11 i13 "
                              "i15 k11 h14 m9";
    const Parsed<Game> game = parseGame("# k=5 size=15x15\n" + moves);
    QVERIFY2(game, game ? "" : game.error().message.c_str());
    GamePath end;
    while (!game->movesAfter(end).empty())
        end.push_back(0);
    QCOMPARE(int(end.size()), 41);
    const Board last = game->boardAt(end);
    QVERIFY(game->isOverAt(end));
    QCOMPARE(gameState(last, Rules::Classic), GameState::XWon);
    const std::vector<Line> fives = last.linesOf(Mark::X);
    QCOMPARE(int(fives.size()), 1);
    std::string five;
    for (const Cell cell : last.geometry().cellsOf(fives.front()))
        five.append(five.empty() ? "" : " ").append(cellName(last.geometry(), cell));
    QCOMPARE(five, std::string("i13 j12 k11 l10 m9"));
    QVERIFY(isLegal(last, Mark::X));
    // Written back: the same header, the moves numbered, and read back the same game.
    const std::string text = formatGame(*game);
    QVERIFY2(text.starts_with("# k=5 size=15x15\n1. h8 i9 2. j6 h7 3. f9 i7"), text.c_str());
    QVERIFY2(text.ends_with("21. m9\n"), text.c_str());
    QCOMPARE(*parseGame(text), *game);
    QCOMPARE(formatGame(*parseGame(text)), text);
}

void TestGame::looksLikeAGame()
{
    QVERIFY(looksLikeGame("b2 a1"));
    QVERIFY(looksLikeGame("# k=4 size=4x4\n1. a1"));
    QVERIFY(looksLikeGame("x..\n...\n...\nb2"));
    QVERIFY(!looksLikeGame("x..\n...\n..."));
    QVERIFY(!looksLikeGame("# rules=misere\nxoo/.x./..x"));
    QVERIFY(!looksLikeGame("# 3 is a comment\nx..\n...\n...\n"));
    QVERIFY(!looksLikeGame(""));
}

void TestGame::grades_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QList<int>>("path");
    QTest::addColumn<Grade>("grade");
    QTest::addColumn<int>("pointsLost");

    // Classic, x to move in xx./oo./...: c3 wins at once; c2 only blocks o's row (a tie);
    // a1 lets o complete it (a loss).
    const QByteArray classic("xx.\noo.\n...\n1. c2 (1. c3) (1. a1 c2)\n");
    QTest::newRow("classic: blocking instead of winning is a mistake")
        << classic << QList<int> { 0 } << Grade::Mistake << 0;
    QTest::newRow("classic: the winning move is best")
        << classic << QList<int> { 1 } << Grade::Best << 0;
    QTest::newRow("classic: letting o win is a blunder")
        << classic << QList<int> { 2 } << Grade::Blunder << 0;
    QTest::newRow("classic: o's winning reply is best")
        << classic << QList<int> { 2, 0 } << Grade::Best << 0;
    // After x takes b3, an edge next to it (a2) loses for o, a corner ties.
    const QByteArray edge("1. b3 a2 (1... a3)\n");
    QTest::newRow("classic: o's edge reply is a mistake")
        << edge << QList<int> { 0, 0 } << Grade::Mistake << 0;
    QTest::newRow("classic: o's corner reply is best")
        << edge << QList<int> { 0, 1 } << Grade::Best << 0;
    // Misère, the same start: c3 completes x's own line and loses; c2 lets x be forced into one
    // later; any bottom cell keeps the tie.
    const QByteArray misere("# rules=misere\nxx.\noo.\n...\n1. c2 (1. c3) (1. a1)\n");
    QTest::newRow("misere: a move into a lost game is a mistake")
        << misere << QList<int> { 0 } << Grade::Mistake << 0;
    QTest::newRow("misere: completing one's own line is a mistake")
        << misere << QList<int> { 1 } << Grade::Mistake << 0;
    QTest::newRow("misere: keeping the tie is best")
        << misere << QList<int> { 2 } << Grade::Best << 0;
    // Line-score, x to move in xo./ox./...: x can hold o to -1 (a1, c3, c1); c2 lets it be 0.
    const QByteArray lineScore("# rules=line-score to-move=x\nxo.\nox.\n...\n1. c2 (1. a1)\n");
    QTest::newRow("line-score: a point given away")
        << lineScore << QList<int> { 0 } << Grade::Mistake << 1;
    QTest::newRow("line-score: the best score")
        << lineScore << QList<int> { 1 } << Grade::Best << 0;
    // 4x4 with three in a row: every first move wins for x, the centre in 5 plies, a corner in
    // 11: the corner is slower (plies are exact on 16 cells).
    const QByteArray fourByFour("# k=3 size=4x4\n1. a4 (1. b3)\n");
    QTest::newRow("4x4 k3: a corner first is slower")
        << fourByFour << QList<int> { 0 } << Grade::Slower << 0;
    QTest::newRow("4x4 k3: the centre first is best")
        << fourByFour << QList<int> { 1 } << Grade::Best << 0;
}

void TestGame::grades()
{
    QFETCH(QByteArray, record);
    QFETCH(QList<int>, path);
    QFETCH(Grade, grade);
    QFETCH(int, pointsLost);

    const Game game = gameOf(record.constData());
    const GamePath move(path.begin(), path.end());
    const GamePath before(move.begin(), move.end() - 1);
    const Analysis analysis
        = analyze(game.boardAt(before), game.sideToMoveAt(before), game.start().rules);
    const std::optional<MoveGrade> graded = gradeMove(analysis, game.moveAt(move).cell);
    QVERIFY(graded);
    QCOMPARE(graded->grade, grade);
    QCOMPARE(graded->pointsLost, pointsLost);
    QCOMPARE(graded->best, analysis.evaluation);
}

void TestGame::gradesByThreats()
{
    // A big board's analysis as the threat search leaves it: some moves proven, the rest not.
    const Evaluation unknown { Outcome::None, 0, 0, Bound::Unknown, true };
    const Evaluation win { Outcome::Win, 5, 0, Bound::Exact, false };
    const Evaluation loss { Outcome::Lose, 4, 0, Bound::Exact, false };
    Analysis before;
    before.complete = false;
    before.evaluation = win;
    before.moves = { { 10, win, -1 }, { 11, unknown, 40 }, { 12, loss, -1 } };
    // Both results proven: as gradeMove() says.
    QCOMPARE(gradeMoveByThreats(before, 10)->grade, Grade::Best);
    QCOMPARE(gradeMoveByThreats(before, 10)->basis, GradeBasis::Proven);
    QCOMPARE(gradeMoveByThreats(before, 12)->grade, Grade::Blunder);
    QCOMPARE(gradeMoveByThreats(before, 12)->basis, GradeBasis::Proven);
    // A win proven, the move played not proven to win: a missed win, only an estimate.
    const std::optional<MoveGrade> missed = gradeMoveByThreats(before, 11);
    QVERIFY(missed && missed->isEstimate());
    QCOMPARE(missed->basis, GradeBasis::MissedWin);
    QCOMPARE(missed->grade, Grade::Mistake);
    QCOMPARE(missed->best, win);
    QVERIFY(!gradeMove(before, 11)); // the exact grading says nothing of it
    // No win proven: a move proven to lose, where another is not, allowed a win (an estimate);
    // the unproven move has no grade.
    before.evaluation = unknown;
    before.moves = { { 11, unknown, 40 }, { 12, loss, -1 } };
    const std::optional<MoveGrade> allowed = gradeMoveByThreats(before, 12);
    QVERIFY(allowed);
    QCOMPARE(allowed->basis, GradeBasis::AllowedWin);
    QCOMPARE(allowed->played, loss);
    QVERIFY(!gradeMoveByThreats(before, 11));
    // Every move proven to lose: the position was lost, and any move is best (proven).
    before.evaluation = loss;
    before.moves = { { 11, loss, -1 }, { 12, loss, -1 } };
    QCOMPARE(gradeMoveByThreats(before, 12)->grade, Grade::Best);
    QCOMPARE(gradeMoveByThreats(before, 12)->basis, GradeBasis::Proven);
    // Words and JSON names.
    QCOMPARE(gradeText(*missed), std::string("missed win"));
    QCOMPARE(gradeText(*allowed), std::string("allowed win"));
    QCOMPARE(basisName(GradeBasis::AllowedWin), std::string_view("allowed-win"));
}

void TestGame::aForbiddenMoveEndsTheGame()
{
    // Renju: black's ninth ply, h8, is a double three (f8–h8 and h6–h8). The record reads on
    // past it (a move nobody pointed out), and forbiddenMoveOn() names it on every path through
    // it, not before it.
    const auto gameOf = [](const std::string& rules) {
        const Parsed<Game> parsed = parseGame(
            "# size=15x15 k=5 rules=" + rules + "\nf8 a1 g8 o1 h6 a15 h7 o15 h8 b1 c1\n");
        return parsed ? *parsed : Game();
    };
    const Game renju = gameOf("renju");
    QVERIFY(renju.hasMoves());
    const GamePath whole = renju.lineThrough({});
    QCOMPARE(whole.size(), std::size_t(11));
    QCOMPARE(renju.forbiddenMoveOn(whole), std::optional<std::size_t>(8));
    QCOMPARE(renju.forbiddenMoveOn(GamePath(whole.begin(), whole.begin() + 9)),
        std::optional<std::size_t>(8));
    QCOMPARE(renju.forbiddenMoveOn(GamePath(whole.begin(), whole.begin() + 8)), std::nullopt);
    QVERIFY(!renju.isOverAt(whole)); // the board has no five
    // Free-style forbids nothing; omok forbids the same double three.
    QVERIFY(gameOf("freestyle").hasMoves() && gameOf("omok").hasMoves());
    QCOMPARE(gameOf("freestyle").forbiddenMoveOn(whole), std::nullopt);
    QCOMPARE(gameOf("omok").forbiddenMoveOn(whole), std::optional<std::size_t>(8));
    // Omok forbids white's double three too: the colours swapped, white's h8 (ply ten).
    const Parsed<Game> white
        = parseGame("# size=15x15 k=5 rules=omok\nm1 f8 n1 g8 a1 h6 a15 h7 o15 h8\n");
    QVERIFY(white);
    QCOMPARE(white->forbiddenMoveOn(white->lineThrough({})), std::optional<std::size_t>(9));
    // A five that is also a double three wins: no forbidden move.
    const Parsed<Game> five = parseGame("# size=15x15 k=5 rules=renju\n"
                                        "d8 a1 e8 a3 f8 a5 g8 a7 h6 a9 h7 a11 i9 a13 j10 o1 h8\n");
    QVERIFY(five);
    QVERIFY(five->isOverAt(five->lineThrough({})));
    QCOMPARE(five->forbiddenMoveOn(five->lineThrough({})), std::nullopt);
}

TTT_TEST_MAIN(TestGame)
#include "tst_game.moc"
