// Count-based checks of the solver, like chess "perft": the published figures of tic-tac-toe
// (SPEC "Analysis") and game counts of small positions worked out by hand.
#include "referencegame.h"
#include "ttt/legality.h"
#include "ttt/outcometable.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"

#include "printers.h"
#include "testmain.h"

#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>

using namespace ttt;


namespace {

} // namespace

class TestCounts : public QObject {
    Q_OBJECT

private slots:
    void wholeGameStatistics_data();
    void wholeGameStatistics();

    void outcomeTableSizeAndNodes();
    void outcomeTableLegalityBits_data();
    void outcomeTableLegalityBits();
    void outcomeTableHeaderExample();
    void builtTablesMatchAFreshComputation_data();
    void builtTablesMatchAFreshComputation();

    void gamesFromHandCheckedPositions_data();
    void gamesFromHandCheckedPositions();
    void gamesByFirstMove_data();
    void gamesByFirstMove();
    void gamesFromEveryLegalPositionMatchTheReferenceCounter_data();
    void gamesFromEveryLegalPositionMatchTheReferenceCounter();
};

void TestCounts::wholeGameStatistics_data()
{
    QTest::addColumn<Mark>("firstPlayer");
    QTest::addColumn<quint64>("firstPlayerWins");
    QTest::addColumn<quint64>("secondPlayerWins");

    // With o moving first the game is the same with the marks swapped, so every position count
    // stays and the win counts trade places.
    QTest::newRow("x moves first") << Mark::X << quint64(131'184) << quint64(77'904);
    QTest::newRow("o moves first") << Mark::O << quint64(131'184) << quint64(77'904);
}

void TestCounts::wholeGameStatistics()
{
    QFETCH(Mark, firstPlayer);
    QFETCH(quint64, firstPlayerWins);
    QFETCH(quint64, secondPlayerWins);

    const WholeGameStatistics stats = ttt::wholeGameStatistics(firstPlayer);
    QCOMPARE(stats.legalPositions, 5'478);
    QCOMPARE(stats.positionsUpToSymmetry, 765);
    QCOMPARE(stats.finishedPositions, 958);
    QCOMPARE(stats.unfinishedPositions, 4'520);
    QCOMPARE(stats.sideToMoveWins, 2'836);
    QCOMPARE(stats.sideToMoveTies, 1'052);
    QCOMPARE(stats.sideToMoveLoses, 632);

    const GameCounts& games = stats.gamesFromEmptyBoard;
    QCOMPARE(games.games, 255'168u);
    QCOMPARE(games.draws, 46'080u);
    const std::uint64_t xWins = firstPlayer == Mark::X ? firstPlayerWins : secondPlayerWins;
    const std::uint64_t oWins = firstPlayer == Mark::X ? secondPlayerWins : firstPlayerWins;
    QCOMPARE(games.xWins, xWins);
    QCOMPARE(games.oWins, oWins);
    QCOMPARE(countGames(Board {}, firstPlayer), games);
}

void TestCounts::outcomeTableSizeAndNodes()
{
    const OutcomeTable& table = OutcomeTable::instance();
    // One entry per board code and side to move: 2 × 3^9.
    QCOMPARE(OutcomeTable::kCodeCount, 19'683u);
    QCOMPARE(table.size(), std::size_t(2 * 19'683));
    // The build visits every (code, side) pair and the memo keeps it from expanding any twice,
    // so it expands each exactly once.
    QCOMPARE(table.nodesExpanded(), table.size());
    QVERIFY(&table == &OutcomeTable::instance());
}

void TestCounts::outcomeTableLegalityBits_data()
{
    QTest::addColumn<Mark>("firstPlayer");
    QTest::newRow("x moves first") << Mark::X;
    QTest::newRow("o moves first") << Mark::O;
}

void TestCounts::outcomeTableLegalityBits()
{
    QFETCH(Mark, firstPlayer);
    const OutcomeTable& table = OutcomeTable::instance();

    // A legal board is legal with exactly one side to move (the one turn parity names), so the
    // legality bits mark exactly 5,478 entries, and exactly the entries isLegal agrees with.
    int marked = 0;
    int disagreements = 0;
    for (BoardCode code = 0; code < OutcomeTable::kCodeCount; ++code) {
        const Board board = Board::fromCode(code);
        for (Mark toMove : { Mark::X, Mark::O }) {
            const bool bit = OutcomeTable::isLegalEntry(table.entry(code, toMove), firstPlayer);
            const bool expected
                = isLegal(board, firstPlayer) && sideToMove(board, firstPlayer) == toMove;
            marked += bit ? 1 : 0;
            disagreements += bit != expected ? 1 : 0;
        }
    }
    QCOMPARE(marked, 5'478);
    QCOMPARE(disagreements, 0);
}

void TestCounts::outcomeTableHeaderExample()
{
    // solver.h works one entry out by hand; the table must hold what it says.
    const Board board = reference::boardFromText("xx./oo./...");
    QCOMPARE(board.code(), 9'396u);
    QCOMPARE(OutcomeTable::indexOf(9'396, Mark::X), std::size_t(18'792));
    QCOMPARE(int(OutcomeTable::instance().entry(9'396, Mark::X)), 0x49);
    QCOMPARE(OutcomeTable::valueOf(0x49), 9);
    QCOMPARE(OutcomeTable::outcomeOf(0x49), Outcome::Win);
    const Evaluation evaluation = OutcomeTable::instance().evaluate(9'396, Mark::X);
    QCOMPARE(evaluation.outcome, Outcome::Win);
    QCOMPARE(evaluation.plies, 1);
    QVERIFY(OutcomeTable::isLegalEntry(0x49, Mark::X));
    QVERIFY(!OutcomeTable::isLegalEntry(0x49, Mark::O));
    // Six-bit values are sign-extended: 0x3f is -1, and kNoValue reads back as itself.
    QCOMPARE(OutcomeTable::valueOf(0x3f), -1);
    QCOMPARE(OutcomeTable::valueOf(OutcomeTable::kNoValue & OutcomeTable::kValueMask),
        OutcomeTable::kNoValue);
}

void TestCounts::builtTablesMatchAFreshComputation_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::newRow("classic") << Rules::Classic;
    QTest::newRow("misère") << Rules::Misere;
    QTest::newRow("line-score") << Rules::LineScore;
}

void TestCounts::builtTablesMatchAFreshComputation()
{
    // The tables compiled into the library come from the build step; computing them again at
    // run time must give the same bytes, and every (code, side) expanded exactly once.
    QFETCH(Rules, rules);
    const OutcomeTable& built = OutcomeTable::instance(rules);
    const OutcomeTable::Computed fresh = OutcomeTable::compute(rules);
    QCOMPARE(built.rules(), rules);
    QCOMPARE(fresh.entries.size(), built.size());
    QVERIFY(std::equal(fresh.entries.begin(), fresh.entries.end(), built.entries()));
    QCOMPARE(fresh.nodesExpanded, built.size());
    QCOMPARE(built.nodesExpanded(), built.size());
}

void TestCounts::gamesFromHandCheckedPositions_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Mark>("toMove");
    QTest::addColumn<quint64>("games");
    QTest::addColumn<quint64>("xWins");
    QTest::addColumn<quint64>("oWins");
    QTest::addColumn<quint64>("draws");

    // x o x     x plays the last cell (8); x then holds 0 2 3 7 8 and no line: 2-5-8 and 6-7-8
    // x o o     are broken by o, 0-4-8 by o's centre. One game, a draw.
    // o x .
    QTest::newRow("one empty cell that draws is one drawn game")
        << QByteArray("xox/xoo/ox.") << Mark::X << quint64(1) << quint64(0) << quint64(0)
        << quint64(1);

    // x x .     x plays cell 2 and completes the top row. One game, won by x.
    // o o x
    // o x o
    QTest::newRow("one empty cell that wins is one game won")
        << QByteArray("xx./oox/oxo") << Mark::X << quint64(1) << quint64(1) << quint64(0)
        << quint64(0);

    // x x .     x to move, cells 2, 5, 8 empty.
    // o o .     x2: top row, x wins                                     1 game  (x)
    // x o .     x5: o2 (no line), x8 draws / o8 (no line), x2 wins top   2 games (draw, x)
    //           x8: o5 wins the middle row / o2 (no line), x5 draws      2 games (o, draw)
    //           in all 5 games: x wins 2, o wins 1, draws 2
    QTest::newRow("three empty cells worked out by hand")
        << QByteArray("xx./oo./xo.") << Mark::X << quint64(5) << quint64(2) << quint64(1)
        << quint64(2);

    // The same position with the marks swapped and o to move: the same tree, winners swapped.
    QTest::newRow("the same three cells with the marks swapped")
        << QByteArray("oo./xx./ox.") << Mark::O << quint64(5) << quint64(1) << quint64(2)
        << quint64(2);

    // x o x     o to move, cells 5 and 8 empty. o5 makes no line, x8 fills the board without
    // x o .     one; o8 makes no line, x5 fills it without one. Two games, both drawn.
    // o x .
    QTest::newRow("two empty cells that both draw")
        << QByteArray("xox/xo./ox.") << Mark::O << quint64(2) << quint64(0) << quint64(0)
        << quint64(2);

    // A finished game counts as the one game that has already ended, whoever is "to move".
    QTest::newRow("a finished game won by x is that one game")
        << QByteArray("xxx/oo./...") << Mark::O << quint64(1) << quint64(1) << quint64(0)
        << quint64(0);
    QTest::newRow("a finished game won by o is that one game")
        << QByteArray("xx./ooo/x..") << Mark::X << quint64(1) << quint64(0) << quint64(1)
        << quint64(0);
    QTest::newRow("a full board without a line is one drawn game")
        << QByteArray("xox/xoo/oxx") << Mark::O << quint64(1) << quint64(0) << quint64(0)
        << quint64(1);
    QTest::newRow("a board where both sides have a line has no games")
        << QByteArray("xxx/ooo/...") << Mark::X << quint64(0) << quint64(0) << quint64(0)
        << quint64(0);
}

void TestCounts::gamesFromHandCheckedPositions()
{
    QFETCH(QByteArray, board);
    QFETCH(Mark, toMove);
    QFETCH(quint64, games);
    QFETCH(quint64, xWins);
    QFETCH(quint64, oWins);
    QFETCH(quint64, draws);

    const GameCounts expected { games, xWins, oWins, draws };
    QCOMPARE(countGames(reference::boardFromText(board.toStdString()), toMove), expected);
}

void TestCounts::gamesByFirstMove_data()
{
    QTest::addColumn<int>("firstCell");
    QTest::addColumn<quint64>("games");

    // The games of the whole game split by x's first move: 4 corners × 27,732 + 4 edges × 29,592
    // + centre 25,872 = 255,168. Each is also checked against the reference counter below.
    QTest::newRow("after a corner (top left)") << 0 << quint64(27'732);
    QTest::newRow("after an edge (top)") << 1 << quint64(29'592);
    QTest::newRow("after a corner (top right)") << 2 << quint64(27'732);
    QTest::newRow("after an edge (left)") << 3 << quint64(29'592);
    QTest::newRow("after the centre") << 4 << quint64(25'872);
    QTest::newRow("after an edge (bottom)") << 7 << quint64(29'592);
    QTest::newRow("after a corner (bottom right)") << 8 << quint64(27'732);
}

void TestCounts::gamesByFirstMove()
{
    QFETCH(int, firstCell);
    QFETCH(quint64, games);

    QCOMPARE(countGames(Board {}.with(firstCell, Mark::X), Mark::O).games, games);
    QCOMPARE(countGames(Board {}.with(firstCell, Mark::O), Mark::X).games, games);

    reference::Cells cells = reference::kEmptyBoard;
    cells[firstCell] = 'x';
    QCOMPARE(reference::ReferenceGameCounter(Rules::Classic).count(cells, 'o').games, games);
}

void TestCounts::gamesFromEveryLegalPositionMatchTheReferenceCounter_data()
{
    QTest::addColumn<Mark>("firstPlayer");
    QTest::newRow("x moves first") << Mark::X;
    QTest::newRow("o moves first") << Mark::O;
}

void TestCounts::gamesFromEveryLegalPositionMatchTheReferenceCounter()
{
    QFETCH(Mark, firstPlayer);
    const char first = toChar(firstPlayer);

    reference::ReferenceGameCounter counter(Rules::Classic);
    int positions = 0;
    QStringList disagreements;
    reference::forEachBoard([&](const reference::Cells& cells) {
        if (!reference::isLegal(cells, first))
            return;
        ++positions;
        const char toMove = reference::sideToMove(cells, first);
        const GameCounts expected = counter.count(cells, toMove);
        const GameCounts actual = countGames(reference::toBoard(cells), reference::toMark(toMove));
        if (actual != expected && disagreements.size() < 10) {
            char* actualText = toString(actual);
            char* expectedText = toString(expected);
            disagreements << QStringLiteral("%1, %2 to move: %3, expected %4")
                                 .arg(QString::fromStdString(reference::toText(cells)))
                                 .arg(toMove)
                                 .arg(actualText, expectedText);
            delete[] actualText;
            delete[] expectedText;
        }
    });
    QCOMPARE(positions, 5'478);
    QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join(QLatin1Char('\n'))));
    // The reference counter on its own reproduces the published figure.
    QCOMPARE(counter.count(reference::kEmptyBoard, first).games, 255'168u);
}

TTT_TEST_MAIN(TestCounts)
#include "tst_counts.moc"
