// Wording: verdicts, labels, lines of moves, parse errors, and legality sentences that say the
// same as solverlib's checkLegality().
#include "positionmodel.h"
#include "wording.h"

#include "ttt/legality.h"
#include "ttt/text.h"

#include <QtTest>

using ttt::Mark;
using ttt::Outcome;

Q_DECLARE_METATYPE(ttt::Mark)
Q_DECLARE_METATYPE(ttt::Outcome)

class TestWording : public QObject {
    Q_OBJECT

private slots:
    void verdict_data();
    void verdict();
    void cellLabel_data();
    void cellLabel();
    void positionVerdict_data();
    void positionVerdict();
    void cellNamesCountFromOne();
    void moveLineAlternatesSides();
    void parseErrorNamesLineAndColumn();
    void legalitySentenceFromTheIssue();
    void legalitySentencesMatchSolverlibOnEveryBoard_data();
    void legalitySentencesMatchSolverlibOnEveryBoard();
};

void TestWording::verdict_data()
{
    QTest::addColumn<Mark>("toMove");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<int>("plies");
    QTest::addColumn<QString>("text");

    QTest::newRow("o wins in 3") << Mark::O << Outcome::Win << 3 << "o to move: o wins in 3 plies";
    QTest::newRow("x wins in 1, singular")
        << Mark::X << Outcome::Win << 1 << "x to move: x wins in 1 ply";
    QTest::newRow("a tie") << Mark::X << Outcome::Tie << 9 << "x to move: a tie with best play";
    QTest::newRow("x loses in 4") << Mark::X << Outcome::Lose << 4
                                  << "x to move: o wins in 4 plies";
}

void TestWording::verdict()
{
    QFETCH(Mark, toMove);
    QFETCH(Outcome, outcome);
    QFETCH(int, plies);
    QFETCH(QString, text);
    QCOMPARE(Wording::verdict(toMove, { outcome, plies }), text);
}

void TestWording::cellLabel_data()
{
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<int>("plies");
    QTest::addColumn<QString>("text");

    QTest::newRow("a win names its plies") << Outcome::Win << 3 << "Win 3";
    QTest::newRow("a tie does not") << Outcome::Tie << 6 << "Tie";
    QTest::newRow("a loss names its plies") << Outcome::Lose << 4 << "Lose 4";
}

void TestWording::cellLabel()
{
    QFETCH(Outcome, outcome);
    QFETCH(int, plies);
    QFETCH(QString, text);
    QCOMPARE(Wording::cellLabel({ outcome, plies }), text);
}

void TestWording::positionVerdict_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("text");

    QTest::newRow("contest sample 1: the empty board") << "........."
                                                       << "x to move: a tie with best play";
    QTest::newRow("contest sample 2") << "xx./oo./..."
                                      << "x to move: x wins in 1 ply";
    QTest::newRow("contest sample 3") << "xox/oo./x.x"
                                      << "o to move: o wins in 1 ply";
    QTest::newRow("a won game") << "xxx/oo./..."
                                << "x won";
    QTest::newRow("a game o won") << "xx./ooo/x.."
                                  << "o won";
    QTest::newRow("a full board without a line") << "xox/xoo/oxx"
                                                 << "a draw";
    QTest::newRow("a board no game reaches") << "xx./.../..."
                                             << "Not a legal position";
}

void TestWording::positionVerdict()
{
    QFETCH(QString, position);
    QFETCH(QString, text);
    PositionModel model;
    model.setBoard(*ttt::parseBoard(position.toStdString()));
    QCOMPARE(Wording::positionVerdict(model), text);
}

void TestWording::cellNamesCountFromOne()
{
    QCOMPARE(Wording::cellName(0), QStringLiteral("row 1, column 1"));
    QCOMPARE(Wording::cellName(5), QStringLiteral("row 2, column 3"));
    QCOMPARE(Wording::cellCoordinates(7), QStringLiteral("(3,2)"));
}

void TestWording::moveLineAlternatesSides()
{
    QCOMPARE(
        Wording::moveLine({ 2, 4, 6 }, Mark::X), QStringLiteral("x (1,3) → o (2,2) → x (3,1)"));
    QCOMPARE(Wording::moveLine({ 8 }, Mark::O), QStringLiteral("o (3,3)"));
}

void TestWording::parseErrorNamesLineAndColumn()
{
    const ttt::Parsed<ttt::Board> parsed = ttt::parseBoard("xo.\nxq.\n...\n");
    QVERIFY(!parsed);
    const QString text = Wording::parseError(parsed.error());
    QVERIFY2(text.startsWith(QStringLiteral("Line 2, column 2: ")), qPrintable(text));
    QVERIFY2(text.endsWith(QString::fromStdString(parsed.error().message)), qPrintable(text));
}

void TestWording::legalitySentenceFromTheIssue()
{
    const ttt::Board board = *ttt::parseBoard("oo./ox./x..");
    QCOMPARE(Wording::legalityProblem(ttt::LegalityRule::TurnParity, board, Mark::X),
        QStringLiteral("x has 2 marks and o has 3 marks, but x moves first: x must have as many "
                       "marks as o, or one more."));
}

void TestWording::legalitySentencesMatchSolverlibOnEveryBoard_data()
{
    QTest::addColumn<Mark>("firstPlayer");
    QTest::newRow("x moves first") << Mark::X;
    QTest::newRow("o moves first") << Mark::O;
}

void TestWording::legalitySentencesMatchSolverlibOnEveryBoard()
{
    QFETCH(Mark, firstPlayer);
    int sentences = 0;
    for (ttt::BoardCode code = 0; code < ttt::kCodeCount; ++code) {
        const ttt::Board board = ttt::Board::fromCode(code);
        for (const ttt::LegalityProblem& problem : ttt::checkLegality(board, firstPlayer)) {
            const QString ours = Wording::legalityProblem(problem.rule, board, firstPlayer);
            const QString theirs = QString::fromStdString(problem.message);
            if (ours != theirs)
                QFAIL(qPrintable(
                    QStringLiteral("board %1:\n  ours:   %2\n  theirs: %3")
                        .arg(QString::fromStdString(ttt::formatOneLine(board)), ours, theirs)));
            ++sentences;
        }
    }
    QVERIFY(sentences > 10000); // most boards are illegal; the loop really compared them
}

QTEST_MAIN(TestWording)
#include "tst_wording.moc"
