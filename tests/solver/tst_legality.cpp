// The legality rules (SPEC "Legality"), the sentences that explain them, the side to move and
// the state of the game.
#include "referencegame.h"
#include "ttt/legality.h"
#include "ttt/text.h"

#include "testmain.h"

#include <QtTest>

#include <vector>

using namespace ttt;

using RuleList = std::vector<LegalityRule>;

Q_DECLARE_METATYPE(ttt::LegalityRule)
Q_DECLARE_METATYPE(RuleList)

namespace {

// A 3×3 board by the reference's reading; a bigger one, which starts with its header, by the
// library's text form.
Board legalityBoard(const QByteArray& text)
{
    if (text.startsWith('#'))
        return ttt::parsePosition(text.toStdString())->board;
    return reference::boardFromText(text.toStdString());
}

QStringList namesOf(const RuleList& rules)
{
    QStringList names;
    for (LegalityRule rule : rules)
        names << QString::fromUtf8(ruleName(rule).data(), qsizetype(ruleName(rule).size()));
    return names;
}

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

class TestLegality : public QObject {
    Q_OBJECT

private slots:
    void brokenRules_data();
    void brokenRules();
    void messages_data();
    void messages();
    void ruleNames_data();
    void ruleNames();
    void everyBoardBreaksTheRulesTheReferenceFinds_data();
    void everyBoardBreaksTheRulesTheReferenceFinds();

    void sideToMove_data();
    void sideToMove();
    void gameState_data();
    void gameState();
    void stateNames_data();
    void stateNames();
};

void TestLegality::brokenRules_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Mark>("firstPlayer");
    QTest::addColumn<RuleList>("rules");

    const RuleList none;
    const RuleList parity { LegalityRule::TurnParity };
    const RuleList twoWinners { LegalityRule::TwoWinners };
    const RuleList winnerMovedLast { LegalityRule::WinnerMovedLast };
    const RuleList parityAndTwoWinners { LegalityRule::TurnParity, LegalityRule::TwoWinners };
    const RuleList parityAndWinnerMovedLast { LegalityRule::TurnParity,
        LegalityRule::WinnerMovedLast };
    const RuleList parityWinnerMovedLastAndSeparateLines { LegalityRule::TurnParity,
        LegalityRule::WinnerMovedLast, LegalityRule::LinesShareACell };

    // Legal positions, unfinished and finished.
    QTest::newRow("the empty board is legal with x first")
        << QByteArray("...\n...\n...") << Mark::X << none;
    QTest::newRow("the empty board is legal with o first")
        << QByteArray("...\n...\n...") << Mark::O << none;
    QTest::newRow("x's first move is legal with x first")
        << QByteArray(".../x../...") << Mark::X << none;
    QTest::newRow("o's first move is legal with o first")
        << QByteArray(".../o../...") << Mark::O << none;
    QTest::newRow("equal counts are legal with x first")
        << QByteArray("xo./.../...") << Mark::X << none;
    QTest::newRow("x won on its third mark") << QByteArray("xxx/oo./...") << Mark::X << none;
    QTest::newRow("o won on its third mark after x's third")
        << QByteArray("xx./ooo/x..") << Mark::X << none;
    QTest::newRow("x won by filling the board") << QByteArray("xxx/oox/oxo") << Mark::X << none;
    QTest::newRow("x won with two lines at once") << QByteArray("xxx/xoo/xoo") << Mark::X << none;
    QTest::newRow("a full board without a line is legal with x first")
        << QByteArray("xox/xoo/oxx") << Mark::X << none;
    QTest::newRow("o won first with o first") << QByteArray("ooo/xx./...") << Mark::O << none;
    QTest::newRow("x won second with o first") << QByteArray("xxx/oo./o..") << Mark::O << none;

    // Gomoku's 15×15 (a wide board, geometry.h): the lines are fives, and a side's lines share
    // the cell of its last mark, or the board is illegal.
    const auto gomoku = [](std::initializer_list<std::pair<int, int>> xs,
                            std::initializer_list<std::pair<int, int>> os) {
        QList<QByteArray> rows(15, QByteArray(15, '.'));
        for (const auto& [row, column] : xs)
            rows[row][column] = 'x';
        for (const auto& [row, column] : os)
            rows[row][column] = 'o';
        return QByteArray("# k=5\n") + rows.join('\n');
    };
    QTest::newRow("15x15: x's two fives cross at its last mark") << gomoku(
        { { 7, 3 }, { 7, 4 }, { 7, 5 }, { 7, 6 }, { 7, 7 }, { 3, 7 }, { 4, 7 }, { 5, 7 },
            { 6, 7 } },
        { { 0, 0 }, { 0, 2 }, { 0, 4 }, { 0, 6 }, { 14, 0 }, { 14, 2 }, { 14, 4 }, { 14, 6 } })
                                                                 << Mark::X << none;
    QTest::newRow("15x15: x's two fives apart") << gomoku(
        { { 7, 0 }, { 7, 1 }, { 7, 2 }, { 7, 3 }, { 7, 4 }, { 10, 10 }, { 11, 11 }, { 12, 12 },
            { 13, 13 }, { 14, 14 } },
        { { 0, 0 }, { 0, 2 }, { 0, 4 }, { 0, 6 }, { 14, 0 }, { 14, 2 }, { 14, 4 }, { 14, 6 },
            { 0, 14 } }) << Mark::X << RuleList { LegalityRule::LinesShareACell };
    QTest::newRow("15x15: o's five with x a mark ahead")
        << gomoku({ { 0, 0 }, { 0, 2 }, { 0, 4 }, { 0, 6 }, { 14, 0 }, { 14, 2 } },
               { { 9, 9 }, { 10, 10 }, { 11, 11 }, { 12, 12 }, { 13, 13 } })
        << Mark::X << winnerMovedLast;

    // turn-parity alone.
    QTest::newRow("x two marks ahead breaks turn parity")
        << QByteArray("xx./.../...") << Mark::X << parity;
    QTest::newRow("o ahead of x breaks turn parity with x first")
        << QByteArray("o../.../...") << Mark::X << parity;
    QTest::newRow("x ahead of o breaks turn parity with o first")
        << QByteArray("x../.../...") << Mark::O << parity;
    QTest::newRow("a drawn full board breaks turn parity with o first")
        << QByteArray("xox/xoo/oxx") << Mark::O << parity;
    QTest::newRow("a board of o only breaks turn parity")
        << QByteArray("oo./o.o/.o.") << Mark::X << parity;

    // two-winners alone: the counts keep parity and nothing else is reported for the lines.
    QTest::newRow("x and o both have a row with equal counts")
        << QByteArray("xxx/ooo/...") << Mark::X << twoWinners;
    QTest::newRow("x and o both have a row, x one ahead")
        << QByteArray("xxx/ooo/x..") << Mark::X << twoWinners;
    QTest::newRow("x and o both have a column with o first")
        << QByteArray("xo./xo./xo.") << Mark::O << twoWinners;

    // winner-moved-last alone.
    QTest::newRow("x has a line but o moved last")
        << QByteArray("xxx/oo./o..") << Mark::X << winnerMovedLast;
    QTest::newRow("o has a line but x moved last")
        << QByteArray("xx./ooo/xx.") << Mark::X << winnerMovedLast;
    QTest::newRow("o first: o has a line but x moved last")
        << QByteArray("ooo/xx./x..") << Mark::O << winnerMovedLast;
    QTest::newRow("o first: x has a line but o moved last")
        << QByteArray("xxx/oo./oo.") << Mark::O << winnerMovedLast;
    QTest::newRow("a full board x won on the diagonal after o's last move")
        << QByteArray("xox/oxo/oox") << Mark::O << winnerMovedLast;

    // Several rules at once (two-winners and winner-moved-last exclude each other: with both
    // lines on the board, who moved last is moot).
    QTest::newRow("three x and nothing else: parity and a line x cannot have")
        << QByteArray("xxx/.../...") << Mark::X << parityAndWinnerMovedLast;
    QTest::newRow("three o and nothing else: parity and a line o cannot have")
        << QByteArray("ooo/.../...") << Mark::X << parityAndWinnerMovedLast;
    QTest::newRow("x with a line and four marks against one")
        << QByteArray("xxx/x../o..") << Mark::X << parityAndWinnerMovedLast;
    // On 3x3 two lines without a common cell take six marks, so turn parity breaks too.
    QTest::newRow("x with two rows that share no cell")
        << QByteArray("xxx/o../xxx") << Mark::X << parityWinnerMovedLastAndSeparateLines;
    QTest::newRow("both have lines and o has twice x's marks")
        << QByteArray("xxx/ooo/ooo") << Mark::X << parityAndTwoWinners;
    QTest::newRow("both have lines and x is two ahead with o first")
        << QByteArray("xxx/ooo/xx.") << Mark::O << parityAndTwoWinners;
}

void TestLegality::brokenRules()
{
    QFETCH(QByteArray, board);
    QFETCH(Mark, firstPlayer);
    QFETCH(RuleList, rules);

    const std::vector<LegalityProblem> problems = checkLegality(::legalityBoard(board), firstPlayer);
    RuleList broken;
    for (const LegalityProblem& problem : problems) {
        broken.push_back(problem.rule);
        // Every problem explains itself in a sentence.
        QVERIFY(!problem.message.empty());
        QVERIFY2(problem.message.back() == '.', problem.message.c_str());
    }
    QCOMPARE(namesOf(broken), namesOf(rules));
    QCOMPARE(isLegal(::legalityBoard(board), firstPlayer), rules.empty());
}

void TestLegality::messages_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Mark>("firstPlayer");
    QTest::addColumn<QStringList>("messages");

    // The sentences a person reads, word for word: they name the counts, with "mark" singular
    // for one.
    QTest::newRow("x two marks ahead")
        << QByteArray("xx./.../...") << Mark::X
        << QStringList { "x has 2 marks and o has 0 marks, but x moves first: x must have as many "
                         "marks as o, or one more." };
    QTest::newRow("x one mark ahead with o first")
        << QByteArray("x../.../...") << Mark::O
        << QStringList { "o has 0 marks and x has 1 mark, but o moves first: o must have as many "
                         "marks as x, or one more." };
    QTest::newRow("two winners")
        << QByteArray("xxx/ooo/...") << Mark::X
        << QStringList { "Both x and o have three in a row, but the game ends at the first line, "
                         "so only one side can have one." };
    QTest::newRow("the first player won but the second moved last")
        << QByteArray("xxx/oo./o..") << Mark::X
        << QStringList { "x has three in a row, so x made the last move and must have one mark "
                         "more than o, but x has 3 marks and o has 3 marks." };
    QTest::newRow("the second player won but the first moved last")
        << QByteArray("xx./ooo/xx.") << Mark::X
        << QStringList { "o has three in a row, so o made the last move and must have as many "
                         "marks as x, but o has 3 marks and x has 4 marks." };
    QTest::newRow("o first, o won but x moved last")
        << QByteArray("ooo/xx./x..") << Mark::O
        << QStringList { "o has three in a row, so o made the last move and must have one mark "
                         "more than x, but o has 3 marks and x has 3 marks." };
    QTest::newRow("parity and the winner's count, in rule order")
        << QByteArray("xxx/x../o..") << Mark::X
        << QStringList {
               "x has 4 marks and o has 1 mark, but x moves first: x must have as many marks as o, "
               "or one more.",
               "x has three in a row, so x made the last move and must have one mark more than o, "
               "but x has 4 marks and o has 1 mark.",
           };
    QTest::newRow("a legal position has no messages")
        << QByteArray("xxx/oo./...") << Mark::X << QStringList {};
}

void TestLegality::messages()
{
    QFETCH(QByteArray, board);
    QFETCH(Mark, firstPlayer);
    QFETCH(QStringList, messages);

    QStringList actual;
    for (const LegalityProblem& problem : checkLegality(::legalityBoard(board), firstPlayer))
        actual << QString::fromStdString(problem.message);
    QCOMPARE(actual, messages);
}

void TestLegality::ruleNames_data()
{
    QTest::addColumn<LegalityRule>("rule");
    QTest::addColumn<QString>("name");
    QTest::newRow("turn parity") << LegalityRule::TurnParity << QStringLiteral("turn-parity");
    QTest::newRow("two winners") << LegalityRule::TwoWinners << QStringLiteral("two-winners");
    QTest::newRow("winner moved last")
        << LegalityRule::WinnerMovedLast << QStringLiteral("winner-moved-last");
}

void TestLegality::ruleNames()
{
    QFETCH(LegalityRule, rule);
    QFETCH(QString, name);
    QCOMPARE(toQString(ruleName(rule)), name);
}

void TestLegality::everyBoardBreaksTheRulesTheReferenceFinds_data()
{
    QTest::addColumn<Mark>("firstPlayer");
    QTest::newRow("x moves first") << Mark::X;
    QTest::newRow("o moves first") << Mark::O;
}

void TestLegality::everyBoardBreaksTheRulesTheReferenceFinds()
{
    QFETCH(Mark, firstPlayer);
    const char first = toChar(firstPlayer);
    const char second = reference::otherSide(first);

    // The rules restated on the reference board for each of the 3^9 boards. When both sides
    // have a line, the library names only two-winners: whichever side won "last", and how, is
    // moot then.
    int disagreements = 0;
    QStringList examples;
    reference::forEachBoard([&](const reference::Cells& cells) {
        const int firstCount = reference::countOf(cells, first);
        const int secondCount = reference::countOf(cells, second);
        const bool firstWon = reference::hasLine(cells, first);
        const bool secondWon = reference::hasLine(cells, second);
        RuleList expected;
        if (firstCount != secondCount && firstCount != secondCount + 1)
            expected.push_back(LegalityRule::TurnParity);
        if (firstWon && secondWon) {
            expected.push_back(LegalityRule::TwoWinners);
        } else {
            if ((firstWon && firstCount != secondCount + 1)
                || (secondWon && firstCount != secondCount))
                expected.push_back(LegalityRule::WinnerMovedLast);
            if (!reference::linesShareACell(cells, first)
                || !reference::linesShareACell(cells, second))
                expected.push_back(LegalityRule::LinesShareACell);
        }

        RuleList actual;
        for (const LegalityProblem& problem : checkLegality(reference::toBoard(cells), firstPlayer))
            actual.push_back(problem.rule);
        if (actual != expected) {
            ++disagreements;
            if (examples.size() < 10) {
                examples << QString::fromStdString(reference::toText(cells)) + QLatin1String(": ")
                        + namesOf(actual).join(QLatin1Char(',')) + QLatin1String(", expected ")
                        + namesOf(expected).join(QLatin1Char(','));
            }
        }
    });
    QVERIFY2(disagreements == 0, qPrintable(examples.join(QLatin1Char('\n'))));
}

void TestLegality::sideToMove_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Mark>("firstPlayer");
    QTest::addColumn<QString>("side"); // "x", "o", or empty when the counts break parity

    QTest::newRow("x opens the empty board")
        << QByteArray(".../.../...") << Mark::X << QStringLiteral("x");
    QTest::newRow("o opens the empty board when o is first")
        << QByteArray(".../.../...") << Mark::O << QStringLiteral("o");
    QTest::newRow("o answers x's first move")
        << QByteArray("x../.../...") << Mark::X << QStringLiteral("o");
    QTest::newRow("x answers o's first move")
        << QByteArray("o../.../...") << Mark::O << QStringLiteral("x");
    QTest::newRow("x moves again after equal counts")
        << QByteArray("xo./.../...") << Mark::X << QStringLiteral("x");
    QTest::newRow("nobody when x moved first but o is ahead")
        << QByteArray("o../.../...") << Mark::X << QString();
    QTest::newRow("nobody when o moved first but x is ahead")
        << QByteArray("x../.../...") << Mark::O << QString();
    QTest::newRow("nobody when x is two ahead")
        << QByteArray("xx./.../...") << Mark::X << QString();
    QTest::newRow("o would be next on a full drawn board")
        << QByteArray("xox/xoo/oxx") << Mark::X << QStringLiteral("o");
    QTest::newRow("o would be next after x won")
        << QByteArray("xxx/oo./...") << Mark::X << QStringLiteral("o");
    QTest::newRow("parity alone decides, even with two winners")
        << QByteArray("xxx/ooo/...") << Mark::X << QStringLiteral("x");
}

void TestLegality::sideToMove()
{
    QFETCH(QByteArray, board);
    QFETCH(Mark, firstPlayer);
    QFETCH(QString, side);

    const std::optional<Mark> toMove = ttt::sideToMove(::legalityBoard(board), firstPlayer);
    const QString actual = toMove ? QString(QChar::fromLatin1(toChar(*toMove))) : QString();
    QCOMPARE(actual, side);
}

void TestLegality::gameState_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<GameState>("state");

    QTest::newRow("the empty board is in progress")
        << QByteArray(".../.../...") << GameState::InProgress;
    QTest::newRow("a board with one cell left is in progress")
        << QByteArray("xox/xoo/ox.") << GameState::InProgress;
    QTest::newRow("x with the top row won") << QByteArray("xxx/oo./...") << GameState::XWon;
    QTest::newRow("x with the anti-diagonal won") << QByteArray("o.x/ox./x..") << GameState::XWon;
    QTest::newRow("x with a line on a full board won, not drew")
        << QByteArray("xxx/oox/oxo") << GameState::XWon;
    QTest::newRow("o with the left column won") << QByteArray("oxx/ox./o..") << GameState::OWon;
    QTest::newRow("o with the main diagonal won") << QByteArray("oxx/xo./..o") << GameState::OWon;
    QTest::newRow("a full board without a line is a draw")
        << QByteArray("xox/xoo/oxx") << GameState::Draw;
    QTest::newRow("both sides with a row have both won")
        << QByteArray("xxx/ooo/...") << GameState::BothWon;
    QTest::newRow("both with a column, on an illegal board")
        << QByteArray("xo./xo./xo.") << GameState::BothWon;
}

void TestLegality::gameState()
{
    QFETCH(QByteArray, board);
    QFETCH(GameState, state);

    const GameState actual = ttt::gameState(::legalityBoard(board));
    QCOMPARE(toQString(stateName(actual)), toQString(stateName(state)));
    QCOMPARE(actual, state);
    QCOMPARE(isOver(actual), state != GameState::InProgress);
}

void TestLegality::stateNames_data()
{
    QTest::addColumn<GameState>("state");
    QTest::addColumn<QString>("name");
    QTest::newRow("in progress") << GameState::InProgress << QStringLiteral("in-progress");
    QTest::newRow("x won") << GameState::XWon << QStringLiteral("x-won");
    QTest::newRow("o won") << GameState::OWon << QStringLiteral("o-won");
    QTest::newRow("draw") << GameState::Draw << QStringLiteral("draw");
    QTest::newRow("both won") << GameState::BothWon << QStringLiteral("both-won");
}

void TestLegality::stateNames()
{
    QFETCH(GameState, state);
    QFETCH(QString, name);
    QCOMPARE(toQString(stateName(state)), name);
}

TTT_TEST_MAIN(TestLegality)
#include "tst_legality.moc"
