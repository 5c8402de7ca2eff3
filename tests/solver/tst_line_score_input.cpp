// Line-score batch input (SPEC "Text formats"): the side-to-move flag before each board, read by
// BatchReader::readSideToMove, what it accepts and how it words what it rejects.
#include "referencegame.h"
#include "ttt/batch.h"

#include "printers.h"
#include "testmain.h"

#include <QtTest>

#include <string_view>

using namespace ttt;


namespace {

std::string_view view(const QByteArray& text)
{
    return { text.constData(), std::size_t(text.size()) };
}

QByteArray describe(const ParseError& error)
{
    return QByteArray::number(error.line) + ':' + QByteArray::number(error.column) + ": "
        + QByteArray::fromStdString(error.message);
}

} // namespace

class TestLineScoreInput : public QObject {
    Q_OBJECT

private slots:
    void acceptedCases_data();
    void acceptedCases();
    void rejectedFlags_data();
    void rejectedFlags();
    void inputEndingBeforeAFlag_data();
    void inputEndingBeforeAFlag();
    void emptyInputHasNoFlag();
};

void TestLineScoreInput::acceptedCases_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<Mark>("firstSide");
    QTest::addColumn<QByteArray>("firstBoard");
    QTest::addColumn<Mark>("secondSide");
    QTest::addColumn<QByteArray>("secondBoard");

    QTest::newRow("1 names o and 0 names x, each on its own line")
        << QByteArray("2\n1\nxoo\n.x.\n..x\n0\n...\n...\n...\n") << Mark::O
        << QByteArray("xoo/.x./..x") << Mark::X << QByteArray(".../.../...");
    QTest::newRow("0 then 1, flags on the grid's line")
        << QByteArray("2\n0 x.. ... ...\n1 ... .o. ...\n") << Mark::X << QByteArray("x../.../...")
        << Mark::O << QByteArray(".../.o./...");
    QTest::newRow("flags after blank lines, tabs and \\r\\n line ends")
        << QByteArray("2\r\n\r\n\t1\r\nooo\r\nooo\r\nooo\r\n\r\n  0  \r\nxxx\r\nxxx\r\nxxx\r\n")
        << Mark::O << QByteArray("ooo/ooo/ooo") << Mark::X << QByteArray("xxx/xxx/xxx");
}

void TestLineScoreInput::acceptedCases()
{
    QFETCH(QByteArray, input);
    QFETCH(Mark, firstSide);
    QFETCH(QByteArray, firstBoard);
    QFETCH(Mark, secondSide);
    QFETCH(QByteArray, secondBoard);

    BatchReader reader(view(input));
    const Parsed<std::uint64_t> count = reader.readCaseCount();
    QVERIFY(count.ok());
    QCOMPARE(*count, 2u);

    const Parsed<Mark> first = reader.readSideToMove();
    QVERIFY2(first.ok(), first ? "" : describe(first.error()).constData());
    QCOMPARE(*first, firstSide);
    const Parsed<Board> board1 = reader.readBoard();
    QVERIFY2(board1.ok(), board1 ? "" : describe(board1.error()).constData());
    QCOMPARE(*board1, reference::boardFromText(firstBoard.toStdString()));

    const Parsed<Mark> second = reader.readSideToMove();
    QVERIFY2(second.ok(), second ? "" : describe(second.error()).constData());
    QCOMPARE(*second, secondSide);
    const Parsed<BoardCode> board2 = reader.readBoardCode();
    QVERIFY2(board2.ok(), board2 ? "" : describe(board2.error()).constData());
    QCOMPARE(Board::fromCode(*board2), reference::boardFromText(secondBoard.toStdString()));

    QVERIFY(reader.atEnd());
}

void TestLineScoreInput::rejectedFlags_data()
{
    QTest::addColumn<QByteArray>("flag"); // on line 2, after the case count; a board follows
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("message");

    const QByteArray expected = "expected the side to move (1 for o, 0 for x), found ";
    QTest::newRow("2 is not a side") << QByteArray("2") << 1 << expected + "'2'";
    // The flag is one digit: after a good first digit the error points at the second.
    const QByteArray oneDigit = "the side to move is a single digit (1 for o, 0 for x), but ";
    QTest::newRow("01 has a digit too many")
        << QByteArray("01") << 2 << oneDigit + "'1' follows it";
    QTest::newRow("10 has a digit too many")
        << QByteArray("10") << 2 << oneDigit + "'0' (the digit zero, not the letter o) follows it";
    QTest::newRow("x is a mark, not a flag") << QByteArray("x") << 1 << expected + "'x'";
    QTest::newRow("-1 is not a side") << QByteArray("-1") << 1 << expected + "'-'";
    QTest::newRow("a board row where the flag should be")
        << QByteArray("...") << 1 << expected + "'.'";
    QTest::newRow("the flag indented by two spaces") << QByteArray("  7") << 3 << expected + "'7'";
}

void TestLineScoreInput::rejectedFlags()
{
    QFETCH(QByteArray, flag);
    QFETCH(int, column);
    QFETCH(QByteArray, message);

    const QByteArray input = "1\n" + flag + "\n... .x. ...\n";
    BatchReader reader(view(input));
    QVERIFY(reader.readCaseCount().ok());
    const Parsed<Mark> side = reader.readSideToMove();
    QVERIFY2(!side.ok(), "a bad flag was accepted");
    QCOMPARE(QByteArray::fromStdString(side.error().message), message);
    QCOMPARE(side.error().line, 2);
    QCOMPARE(side.error().column, column);
    QVERIFY(!reader.lastBoardMissing());
    QCOMPARE(reader.lastBoardLine(), 2);

    // Only the flag's token is consumed: the case's board is read next, in step.
    const Parsed<Board> board = reader.readBoard();
    QVERIFY2(board.ok(), board ? "" : describe(board.error()).constData());
    QCOMPARE(*board, reference::boardFromText("....x...."));
    QVERIFY(reader.atEnd());
}

void TestLineScoreInput::inputEndingBeforeAFlag_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("casesBefore"); // cases (flag and board) read before the missing flag
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    // The error points just past the last token, where a person would type what is missing.
    QTest::newRow("nothing after the case count") << QByteArray("1\n") << 0 << 1 << 2;
    QTest::newRow("only blank lines after the case count")
        << QByteArray("3 \n\n \t\n") << 0 << 1 << 2;
    QTest::newRow("nothing after the first case")
        << QByteArray("2\n1\n... ... ...\n") << 1 << 3 << 12;
}

void TestLineScoreInput::inputEndingBeforeAFlag()
{
    QFETCH(QByteArray, input);
    QFETCH(int, casesBefore);
    QFETCH(int, line);
    QFETCH(int, column);

    BatchReader reader(view(input));
    QVERIFY(reader.readCaseCount().ok());
    for (int i = 0; i < casesBefore; ++i) {
        QVERIFY(reader.readSideToMove().ok());
        QVERIFY(reader.readBoard().ok());
        QVERIFY(!reader.lastBoardMissing());
    }
    const Parsed<Mark> side = reader.readSideToMove();
    QVERIFY2(!side.ok(), "a flag was read past the end");
    QVERIFY(reader.lastBoardMissing());
    QCOMPARE(QByteArray::fromStdString(side.error().message),
        QByteArray("the input ends here: expected the side to move (1 for o, 0 for x)"));
    QCOMPARE(side.error().line, line);
    QCOMPARE(side.error().column, column);
}

void TestLineScoreInput::emptyInputHasNoFlag()
{
    for (const QByteArray& input : { QByteArray(), QByteArray("\n\n   \n") }) {
        BatchReader reader(view(input));
        const Parsed<Mark> side = reader.readSideToMove();
        QVERIFY(!side.ok());
        QVERIFY(reader.lastBoardMissing());
        QCOMPARE(side.error().line, 1);
        QCOMPARE(side.error().column, 1);
    }
}

TTT_TEST_MAIN(TestLineScoreInput)
#include "tst_line_score_input.moc"
