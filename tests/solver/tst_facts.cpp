// The facts of a position (ttt/facts.h), which the window and ttt-solve both show: the side to
// move and where it comes from, whether there is a result (both sides with a line: none, what-if
// or not), the lines held, and line-score's tally; the published counts of legal positions.
#include "referencegame.h"
#include "ttt/facts.h"

#include "testmain.h"

#include <QtTest>

using namespace ttt;

Q_DECLARE_METATYPE(ttt::SideSource)
Q_DECLARE_METATYPE(ttt::Analysable)

namespace {

PositionFacts factsOf(const QByteArray& text, Rules rules, Mark firstPlayer, Mark whatIf)
{
    Position position;
    position.board = reference::boardFromText(text.toStdString());
    position.rules = rules;
    position.firstPlayer = firstPlayer;
    if (whatIf != Mark::Empty)
        position.toMove = whatIf;
    return ttt::factsOf(position);
}

} // namespace

class TestFacts : public QObject {
    Q_OBJECT

private slots:
    void sideToMove_data();
    void sideToMove();
    void analysable_data();
    void analysable();
    void publishedCountsOfLegalPositions();
    void whatIfAnalysesEveryBoardButTwoWinners();
    void lineScoreNamesASideForEveryBoard();
    void linesHeldInOrder();
    void lineScoreTally_data();
    void lineScoreTally();
    void lineScoreTallyOfEveryBoard();
    void lineScoreMeaningInEnglish();
};

void TestFacts::sideToMove_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Mark>("firstPlayer");
    QTest::addColumn<Mark>("whatIf"); // Mark::Empty: none
    QTest::addColumn<Mark>("side"); // Mark::Empty: nobody
    QTest::addColumn<SideSource>("source");

    QTest::newRow("x opens the empty board")
        << QByteArray(".../.../...") << Rules::Classic << Mark::X << Mark::Empty << Mark::X
        << SideSource::Parity;
    QTest::newRow("o opens it when o is first")
        << QByteArray(".../.../...") << Rules::Classic << Mark::O << Mark::Empty << Mark::O
        << SideSource::Parity;
    QTest::newRow("o answers x") << QByteArray("x../.../...") << Rules::Classic << Mark::X
                                 << Mark::Empty << Mark::O << SideSource::Parity;
    QTest::newRow("a finished game names the side that would move next")
        << QByteArray("xxx/oo./...") << Rules::Classic << Mark::X << Mark::Empty << Mark::O
        << SideSource::Parity;
    QTest::newRow("classic: nobody when x is two ahead")
        << QByteArray("xx./.../...") << Rules::Classic << Mark::X << Mark::Empty << Mark::Empty
        << SideSource::None;
    QTest::newRow("misère: nobody when x is two ahead")
        << QByteArray("xx./.../...") << Rules::Misere << Mark::X << Mark::Empty << Mark::Empty
        << SideSource::None;
    QTest::newRow("what-if names a side the counts break parity for")
        << QByteArray("xx./.../...") << Rules::Classic << Mark::X << Mark::O << Mark::O
        << SideSource::WhatIf;
    QTest::newRow("what-if overrides parity")
        << QByteArray("x../.../...") << Rules::Classic << Mark::X << Mark::X << Mark::X
        << SideSource::WhatIf;
    QTest::newRow("line-score: parity decides where it holds")
        << QByteArray("x../.../...") << Rules::LineScore << Mark::X << Mark::Empty << Mark::O
        << SideSource::Parity;
    QTest::newRow("line-score: o, behind x's two marks, assumed")
        << QByteArray("xx./.../...") << Rules::LineScore << Mark::X << Mark::Empty << Mark::O
        << SideSource::Behind;
    QTest::newRow("line-score: x, behind o's three marks, assumed")
        << QByteArray("ooo/.../...") << Rules::LineScore << Mark::X << Mark::Empty << Mark::X
        << SideSource::Behind;
    QTest::newRow("line-score: what-if names the other side")
        << QByteArray("ooo/.../...") << Rules::LineScore << Mark::X << Mark::O << Mark::O
        << SideSource::WhatIf;
}

void TestFacts::sideToMove()
{
    QFETCH(QByteArray, board);
    QFETCH(Rules, rules);
    QFETCH(Mark, firstPlayer);
    QFETCH(Mark, whatIf);
    QFETCH(Mark, side);
    QFETCH(SideSource, source);

    const PositionFacts facts = factsOf(board, rules, firstPlayer, whatIf);
    QCOMPARE(facts.sideToMove.value_or(Mark::Empty), side);
    QCOMPARE(facts.sideSource, source);
    QCOMPARE(facts.paritySide,
        ttt::sideToMove(reference::boardFromText(board.toStdString()), firstPlayer));
}

void TestFacts::analysable_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Mark>("whatIf"); // Mark::Empty: none
    QTest::addColumn<Analysable>("analysable");
    QTest::addColumn<bool>("hasMoves");

    QTest::newRow("a legal game in progress")
        << QByteArray("xx./oo./...") << Rules::Classic << Mark::Empty << Analysable::Yes << true;
    QTest::newRow("a finished game: its state is the result")
        << QByteArray("xxx/oo./...") << Rules::Classic << Mark::Empty << Analysable::Yes << false;
    QTest::newRow("a what-if on a legal board is no warning")
        << QByteArray("xx./oo./...") << Rules::Classic << Mark::O << Analysable::Yes << true;
    QTest::newRow("a board no game reaches: nothing")
        << QByteArray("xx./.../...") << Rules::Classic << Mark::Empty << Analysable::No << false;
    QTest::newRow("the same with a what-if side: analysed as given")
        << QByteArray("xx./.../...") << Rules::Classic << Mark::O << Analysable::AsGiven << true;
    QTest::newRow("a what-if on a finished game no game reaches")
        << QByteArray("xxx/.../...") << Rules::Misere << Mark::O << Analysable::AsGiven << false;
    QTest::newRow("both sides with a line: nothing, though parity names x")
        << QByteArray("xxx/ooo/...") << Rules::Classic << Mark::Empty << Analysable::No << false;
    QTest::newRow("both sides with a line: nothing, what-if or not")
        << QByteArray("xxx/ooo/...") << Rules::Classic << Mark::X << Analysable::No << false;
    QTest::newRow("misère: both sides with a line, nothing either")
        << QByteArray("xo./xo./xo.") << Rules::Misere << Mark::O << Analysable::No << false;
    QTest::newRow("line-score: both sides with a line play on")
        << QByteArray("xxx/ooo/...") << Rules::LineScore << Mark::Empty << Analysable::Yes << true;
    QTest::newRow("line-score: any board, with the side behind")
        << QByteArray("xx./.../...") << Rules::LineScore << Mark::Empty << Analysable::Yes << true;
    QTest::newRow("line-score: a full board is over")
        << QByteArray("ooo/ooo/ooo") << Rules::LineScore << Mark::O << Analysable::Yes << false;
}

void TestFacts::analysable()
{
    QFETCH(QByteArray, board);
    QFETCH(Rules, rules);
    QFETCH(Mark, whatIf);
    QFETCH(Analysable, analysable);
    QFETCH(bool, hasMoves);

    const PositionFacts facts = factsOf(board, rules, Mark::X, whatIf);
    QCOMPARE(facts.analysable, analysable);
    QCOMPARE(facts.hasAnalysis(), analysable != Analysable::No);
    QCOMPARE(facts.hasMoves(), hasMoves);
    // Whenever there is a result, there is a side to move.
    QVERIFY(!facts.hasAnalysis() || facts.sideToMove);
}

void TestFacts::publishedCountsOfLegalPositions()
{
    // SPEC: 5,478 legal positions, 958 of them finished, 4,520 with moves to analyse.
    int results = 0;
    int finished = 0;
    int withMoves = 0;
    for (BoardCode code = 0; code < codeCount(kTicTacToe); ++code) {
        const PositionFacts facts
            = ttt::factsOf({ Board::fromCode(code), Rules::Classic, Mark::X, {} });
        results += facts.hasAnalysis();
        finished += facts.hasAnalysis() && facts.isOver();
        withMoves += facts.hasMoves();
        QCOMPARE(facts.isLegal(), facts.hasAnalysis());
    }
    QCOMPARE(results, 5478);
    QCOMPARE(finished, 958);
    QCOMPARE(withMoves, 4520);
}

void TestFacts::whatIfAnalysesEveryBoardButTwoWinners()
{
    // With a side named, every board has a result except one where both sides have a line; its
    // legality problems are warnings exactly when the reference model finds it illegal.
    int boards = 0;
    QStringList wrong;
    reference::forEachBoard([&](const reference::Cells& cells) {
        const bool twoWinners = reference::hasLine(cells, 'x') && reference::hasLine(cells, 'o');
        const bool legal = reference::isLegal(cells, 'x');
        for (const Rules rules : { Rules::Classic, Rules::Misere }) {
            for (const Mark side : { Mark::X, Mark::O }) {
                const PositionFacts facts
                    = ttt::factsOf({ reference::toBoard(cells), rules, Mark::X, side });
                const Analysable expected = twoWinners ? Analysable::No
                    : legal                            ? Analysable::Yes
                                                       : Analysable::AsGiven;
                if (facts.analysable != expected)
                    wrong << QString::fromStdString(reference::toText(cells));
                ++boards;
            }
        }
    });
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 10).join(QLatin1Char('\n'))));
    QCOMPARE(boards, 19683 * 4);
}

void TestFacts::lineScoreNamesASideForEveryBoard()
{
    // Line-score has no legality rules: every board has a result; the side is assumed (the one
    // behind) exactly where the counts break parity.
    int assumed = 0;
    QStringList wrong;
    reference::forEachBoard([&](const reference::Cells& cells) {
        const PositionFacts facts
            = ttt::factsOf({ reference::toBoard(cells), Rules::LineScore, Mark::X, {} });
        const int x = reference::countOf(cells, 'x');
        const int o = reference::countOf(cells, 'o');
        const bool parity = x == o || x == o + 1;
        const Mark expected = parity ? (x == o ? Mark::X : Mark::O) : x < o ? Mark::X : Mark::O;
        if (!facts.isLegal() || facts.analysable != Analysable::Yes || facts.sideToMove != expected
            || (facts.sideSource == SideSource::Behind) == parity)
            wrong << QString::fromStdString(reference::toText(cells));
        assumed += !parity;
    });
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 10).join(QLatin1Char('\n'))));
    QVERIFY(assumed > 10000); // most boards break parity: the loop really looked at them
}

void TestFacts::linesHeldInOrder()
{
    // By first cell, then last: x's top row (a1-c1) before its left column (a1-a3).
    const PositionFacts twoLines = factsOf("xxx/xoo/xoo", Rules::Classic, Mark::X, Mark::Empty);
    QCOMPARE(twoLines.lines.size(), std::size_t(2));
    QCOMPARE(twoLines.lines[0].cells.first, 0);
    QCOMPARE(twoLines.lines[0].cells.last, 2);
    QCOMPARE(twoLines.lines[1].cells.first, 0);
    QCOMPARE(twoLines.lines[1].cells.last, 6);
    QCOMPARE(twoLines.lines[0].side, Mark::X);

    // Both sides' lines, each with its side.
    const PositionFacts both = factsOf("ooo/xxx/...", Rules::LineScore, Mark::X, Mark::X);
    QCOMPARE(both.lines.size(), std::size_t(2));
    QCOMPARE(both.lines[0].side, Mark::O);
    QCOMPARE(both.lines[0].cells.first, 0);
    QCOMPARE(both.lines[1].side, Mark::X);
    QCOMPARE(both.lines[1].cells.first, 3);

    QVERIFY(factsOf(".../.../...", Rules::Classic, Mark::X, Mark::Empty).lines.empty());
}

void TestFacts::lineScoreTally_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<int>("tally");
    QTest::addColumn<bool>("final"); // whether the tally is the final score

    QTest::newRow("a board full of o holds all eight lines")
        << QByteArray("ooo/ooo/ooo") << Rules::LineScore << 8 << true;
    QTest::newRow("one row each: level")
        << QByteArray("xxx/ooo/xox") << Rules::LineScore << 0 << true;
    QTest::newRow("x's row so far, the board not full")
        << QByteArray("xxx/.../...") << Rules::LineScore << -1 << false;
    QTest::newRow("a full board under classic rules has no score")
        << QByteArray("xox/xoo/oxx") << Rules::Classic << 0 << false;
}

void TestFacts::lineScoreTally()
{
    QFETCH(QByteArray, board);
    QFETCH(Rules, rules);
    QFETCH(int, tally);
    QFETCH(bool, final);

    QCOMPARE(lineScore(reference::boardFromText(board.toStdString())), tally);
    const PositionFacts facts = factsOf(board, rules, Mark::X, Mark::X);
    QCOMPARE(facts.finalScore, final ? std::optional(tally) : std::nullopt);
}

void TestFacts::lineScoreTallyOfEveryBoard()
{
    QStringList wrong;
    reference::forEachBoard([&](const reference::Cells& cells) {
        if (lineScore(reference::toBoard(cells)) != reference::lineScore(cells))
            wrong << QString::fromStdString(reference::toText(cells));
    });
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 10).join(QLatin1Char('\n'))));
}

void TestFacts::lineScoreMeaningInEnglish()
{
    QCOMPARE(QString::fromStdString(lineScoreMeaning()), QStringLiteral("o lines minus x lines"));
}

TTT_TEST_MAIN(TestFacts)
#include "tst_facts.moc"
