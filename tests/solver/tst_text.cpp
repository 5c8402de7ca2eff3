// Boards as text (SPEC "Text formats"): what the parser accepts, how it words what it rejects,
// round trips through both export forms, and the batch judge reader.
#include "referencegame.h"
#include "textdiagnostics.h"
#include "ttt/batch.h"
#include "ttt/text.h"
#include "ttt/translate.h"

#include "printers.h"
#include "testmain.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <string>
#include <string_view>

using namespace ttt;

namespace {

// A byte string from a literal, embedded NUL bytes included.
template <std::size_t N> QByteArray bytes(const char (&literal)[N])
{
    return QByteArray(literal, qsizetype(N - 1));
}

std::string_view view(const QByteArray& text)
{
    return { text.constData(), std::size_t(text.size()) };
}

// Characters written as their UTF-8 bytes, so that look-alikes cannot be mistaken in the source.
const QByteArray kByteOrderMark = bytes("\xEF\xBB\xBF"); // U+FEFF
const QByteArray kTimesSign = bytes("\xC3\x97"); // U+00D7 MULTIPLICATION SIGN, 2 bytes
const QByteArray kCyrillicO = bytes("\xD0\x9E"); // U+041E CYRILLIC CAPITAL LETTER O, 2 bytes
const QByteArray kGrinningFace = bytes("\xF0\x9F\x98\x80"); // U+1F600, 4 bytes

// Failure text for a parse error: where and what.
QByteArray describe(const ParseError& error)
{
    return QByteArray::number(error.line) + ':' + QByteArray::number(error.column) + ": "
        + QByteArray::fromStdString(error.message);
}

// Reads the next board with readBoard() or, as the batch solver does, with readBoardCode().
Parsed<Board> readNext(BatchReader& reader, bool asCode)
{
    if (!asCode)
        return reader.readBoard();
    const Parsed<BoardCode> code = reader.readBoardCode();
    if (!code)
        return code.error();
    return Board::fromCode(*code);
}

} // namespace

class TestText : public QObject {
    Q_OBJECT

private slots:
    void acceptedBoards_data();
    void acceptedBoards();
    void rejectedBoards_data();
    void rejectedBoards();
    void exactErrorMessages_data();
    void exactErrorMessages();
    void translatedErrorMessages();
    void argumentsInAnyOrder();

    void describeCharacter_data();
    void describeCharacter();
    void columnsCountCharacters_data();
    void columnsCountCharacters();

    void formatExamples();
    void everyBoardRoundTrips();

    void acceptedPositions_data();
    void acceptedPositions();
    void namesRulesOnlyWhenTheHeaderDoes_data();
    void namesRulesOnlyWhenTheHeaderDoes();
    void headerOnlyWhereSomethingDiffers_data();
    void headerOnlyWhereSomethingDiffers();
    void everyGeometryRoundTrips();

    void caseCount_data();
    void caseCount();
    void batchBoardsAcrossWhiteSpace_data();
    void batchBoardsAcrossWhiteSpace();
    void batchErrorsAndResync_data();
    void batchErrorsAndResync();
    void batchColumnsCountCharacters_data();
    void batchColumnsCountCharacters();
    void batchInputEndingEarly_data();
    void batchInputEndingEarly();
    void batchTrailingText();
};

void TestText::acceptedBoards_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("cells"); // the expected board, nine cells row by row

    const QByteArray example = "xoo.x...x";
    QTest::newRow("a grid with a final newline") << bytes("xoo\n.x.\n..x\n") << example;
    QTest::newRow("a grid without a final newline") << bytes("xoo\n.x.\n..x") << example;
    QTest::newRow("one line with slashes") << bytes("xoo/.x./..x") << example;
    QTest::newRow("one line without slashes") << bytes("xoo.x...x") << example;
    QTest::newRow("one line with a newline") << bytes("xoo/.x./..x\n") << example;
    QTest::newRow("one line with \\r\\n") << bytes("xoo.x...x\r\n") << example;
    QTest::newRow("an upper case grid") << bytes("XOO\n.X.\n..X\n") << example;
    QTest::newRow("upper and lower case mixed") << bytes("XoO/.x./..X") << example;
    QTest::newRow("dashes and underscores for empty cells") << bytes("xoo\n-x_\n_-x\n") << example;
    QTest::newRow("all three empty marks on one line") << bytes("xoo-x_._x") << example;
    QTest::newRow("a byte-order mark before a grid")
        << kByteOrderMark + bytes("xoo\n.x.\n..x\n") << example;
    QTest::newRow("a byte-order mark before one line")
        << kByteOrderMark + bytes("xoo/.x./..x") << example;
    QTest::newRow("\\r\\n line ends") << bytes("xoo\r\n.x.\r\n..x\r\n") << example;
    QTest::newRow("\\r\\n line ends without a final one") << bytes("xoo\r\n.x.\r\n..x") << example;
    QTest::newRow("blank lines before and after") << bytes("\n\nxoo\n.x.\n..x\n\n\n") << example;
    QTest::newRow("blank lines of spaces and tabs around")
        << bytes(" \n\t\nxoo\n.x.\n..x\n  \t\n") << example;
    QTest::newRow("blank \\r\\n lines around")
        << bytes("\r\n\r\nxoo\r\n.x.\r\n..x\r\n\r\n") << example;
    QTest::newRow("blank lines around one line") << bytes("\n\nxoo/.x./..x\n\n") << example;
    QTest::newRow("trailing spaces and tabs on the rows")
        << bytes("xoo  \n.x.\t\n..x \t \n") << example;
    QTest::newRow("trailing spaces before \\r\\n")
        << bytes("xoo \r\n.x.\t\r\n..x  \r\n") << example;
    QTest::newRow("trailing spaces after one line") << bytes("xoo/.x./..x \t") << example;
    QTest::newRow("everything accepted at once")
        << kByteOrderMark + bytes("\r\n  \r\nXOO \r\n-X_\t\r\n..x\r\n\r\n") << example;
    QTest::newRow("the empty grid") << bytes("...\n...\n...\n") << QByteArray(".........");
    QTest::newRow("a full board") << bytes("xox\noxo\noxo\n") << QByteArray("xoxoxooxo");
    QTest::newRow("o cells on one line") << bytes("ooo/ooo/ooo") << QByteArray("ooooooooo");
}

void TestText::acceptedBoards()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, cells);

    const Parsed<Board> parsed = parseBoard(view(text));
    QVERIFY2(parsed.ok(), parsed ? "" : describe(parsed.error()).constData());
    QCOMPARE(*parsed, reference::boardFromText(view(cells)));
}

void TestText::rejectedBoards_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("messagePart");

    const QByteArray cellChoices = "expected a cell (x, o, ., - or _)";

    // Nothing there.
    QTest::newRow("empty input") << bytes("") << 1 << 1 << QByteArray("the input is empty");
    QTest::newRow("only white space")
        << bytes("  \n\t\n\n") << 1 << 1 << QByteArray("the input is empty");
    QTest::newRow("only a byte-order mark")
        << kByteOrderMark << 1 << 1 << QByteArray("the input is empty");

    // The wrong number of rows, or rows of the wrong length.
    QTest::newRow("two rows") << bytes("xoo\n.x.\n") << 3 << 1
                              << QByteArray(
                                     "the board ends after 2 rows: a board has 3 to 20 rows");
    QTest::newRow("21 rows")
        << QByteArray("xoo\n.x.\n..x\n").append(QByteArray("...\n").repeated(18)) << 21 << 1
        << QByteArray("expected the end of the board after 20 rows (the most a "
                      "board has), found another row");
    QTest::newRow("row 2 too short")
        << bytes("xoo\n.x\n..x\n") << 2 << 3 << QByteArray("row 2 ends after 2 cells: expected 3");
    QTest::newRow("row 3 with one cell")
        << bytes("xoo\n.x.\nx\n") << 3 << 2 << QByteArray("row 3 ends after 1 cell: expected 3");
    QTest::newRow("row 2 too long")
        << bytes("xoo\n.x..\n..x\n") << 2 << 4
        << QByteArray("row 2 is too long: expected the end of the row after 3 cells, found '.'");

    // Characters that are not cells.
    QTest::newRow("a bad character in row 2 column 3")
        << bytes("xoo\n.xa\n..x\n") << 2 << 3 << cellChoices + " in row 2, found 'a'";
    QTest::newRow("a bad character after leading blank lines")
        << bytes("\n\nxoo\n.xa\n..x") << 4 << 3 << cellChoices + " in row 2, found 'a'";
    QTest::newRow("a multiplication sign for x")
        << bytes("xoo\n.") + kTimesSign + bytes(".\n..x\n") << 2 << 2
        << "found '" + kTimesSign + "' (U+00D7, not the letter x)";
    QTest::newRow("a Cyrillic O for o") << bytes("xoo/.x./..") + kCyrillicO << 1 << 11
                                        << "found '" + kCyrillicO + "' (U+041E, not the letter o)";
    QTest::newRow("a NUL byte") << bytes("xoo\n.\0.\n..x") << 2 << 2
                                << cellChoices + " in row 2, found a NUL byte";
    QTest::newRow("the digit zero for o") << bytes(
        "x0o/.x./..x") << 1 << 2 << cellChoices + ", found '0' (the digit zero, not the letter o)";
    QTest::newRow("a tab between cells")
        << bytes("xo\to/.x./..x") << 1 << 3 << cellChoices + ", found a tab";
    QTest::newRow("a byte-order mark that is not at the start")
        << bytes("xoo\n") + kByteOrderMark + bytes(".x.\n..x") << 2 << 1
        << QByteArray("a byte-order mark (U+FEFF), which is only allowed at the very start");
    QTest::newRow("a byte that is not UTF-8") << bytes(
        "xoo\n.x\xFF\n..x") << 2 << 3 << QByteArray("found the byte 0xFF, which is not UTF-8 text");
    QTest::newRow("a leading space before a grid")
        << bytes(" xoo\n.x.\n..x") << 1 << 1 << cellChoices + " in row 1, found a space";
    QTest::newRow("a leading space before one line")
        << bytes(" xoo/.x./..x") << 1 << 1 << cellChoices + ", found a space";

    // Line ends.
    QTest::newRow("lone \\r line ends make one line")
        << bytes("xoo\r.x.\r..x") << 1 << 4 << cellChoices + " or '/', found a carriage return";
    QTest::newRow("\\r\\n then \\n") << bytes("xoo\r\n.x.\n..x\n") << 2 << 4
                                     << QByteArray("this line ends with \\n but the lines before "
                                                   "it end with \\r\\n: use one kind of line end");
    QTest::newRow("\\n then \\r\\n")
        << bytes("xoo\n.x.\r\n..x\n") << 2 << 4
        << QByteArray("this line ends with \\r\\n but the lines before it end with \\n");
    // No cell is wider than one byte, so this is the parser's one chance to show that columns
    // count characters: the line end after ".x.×" is in column 5 (byte 6).
    QTest::newRow("mixed line ends after a two-byte character") << bytes("xoo\r\n.x.") + kTimesSign
            + bytes("\n..x\n") << 2 << 5 << QByteArray("use one kind of line end");
    QTest::newRow("a blank line between rows 1 and 2")
        << bytes("xoo\n\n.x.\n..x\n") << 2 << 1 << QByteArray("a blank line inside the board");
    QTest::newRow("a blank line between rows 2 and 3")
        << bytes("xoo\n.x.\n \n..x") << 3 << 1 << QByteArray("a blank line inside the board");

    // One line of the wrong length or with slashes in the wrong places.
    QTest::newRow("one line of 8 cells with slashes") << bytes(
        "xoo/.x./..") << 1 << 11 << QByteArray("row 3 ends after 2 cells: expected 3, as in row 1");
    QTest::newRow("one line of 8 cells")
        << bytes("xoo.x...") << 1 << 9 << QByteArray("the line ends after 8 cells");
    QTest::newRow("one line of 3 cells")
        << bytes("xoo") << 1 << 4 << QByteArray("the line ends after 3 cells");
    QTest::newRow("one line of 10 cells")
        << bytes("xoo.x...x.") << 1 << 11
        << QByteArray("the line ends after 10 cells: a board on one line without '/' between its "
                      "rows must be square (9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, "
                      "225, 256, 289, "
                      "324, 361 or 400 cells)");
    QTest::newRow("one line of 10 cells with slashes")
        << bytes("xoo/.x./..x.") << 1 << 12
        << QByteArray("row 3 is longer than row 1: expected '/' or the end of the line after 3 "
                      "cells, found '.'");
    QTest::newRow("a slash after the first row only")
        << bytes("xoo/.x...x") << 1 << 8 << QByteArray("row 2 is longer than row 1");
    QTest::newRow("a slash after the second row only") << bytes(
        "xoo.x./..x") << 1 << 11 << QByteArray("row 2 ends after 3 cells: expected 6, as in row 1");
    QTest::newRow("one line with slashes ending after row 2") << bytes(
        "xoo/.x.") << 1 << 8 << QByteArray("the line ends after 2 rows: a board has 3 to 20 rows");
    QTest::newRow("a slash inside a row")
        << bytes("xo/.x./..x") << 1 << 3
        << QByteArray("row 1 ends after 2 cells: a board has at least 3 columns");

    // Boards of other sizes and their header.
    QTest::newRow("rows of different lengths")
        << bytes("xo..\n...\n....\n") << 2 << 4
        << QByteArray("row 2 ends after 3 cells: expected 4, as in row 1");
    QTest::newRow("a longer second row on a 4-wide board")
        << bytes("xo..\n.....\n....\n") << 2 << 5
        << QByteArray("row 2 is too long: expected the end of the row after 4 cells, found '.'");
    QTest::newRow("rows of 21 cells") << QByteArray(21, '.').append('\n').repeated(
        3) << 1 << 21 << QByteArray("row 1 is too long: a board has at most 20 columns, found '.'");
    QTest::newRow("rows of two cells")
        << bytes("..\n..\n..\n") << 1 << 3
        << QByteArray("row 1 ends after 2 cells: a board has at least 3 columns");
    QTest::newRow("one line of 401 cells") << QByteArray(401, '.') << 1 << 401
                                           << QByteArray("expected the end of the line after 400 "
                                                         "cells (the most a board has), found '.'");
    QTest::newRow("one line of 21 rows")
        << QByteArrayList(21, "...").join('/') << 1 << 80
        << QByteArray("expected the end of the line after 20 rows (the most a board has), found "
                      "'/'");
    QTest::newRow("k larger than any board")
        << bytes("# k=21\n.....\n.....\n.....\n.....\n.....\n") << 1 << 5
        << QByteArray("k is the number in a row that wins, a whole number from 3 to 20, not '21'");
    QTest::newRow("k longer than this board")
        << bytes("# k=6\n.....\n.....\n.....\n.....\n.....\n") << 1 << 5
        << QByteArray("k=6 does not fit a 5x5 board: k runs from 3 to 5 there");
    QTest::newRow("k written as a word")
        << bytes("# k=four\n....\n....\n....\n....\n") << 1 << 5 << QByteArray("not 'four'");
    QTest::newRow("an unknown setting")
        << bytes("# puzzle 3 colour=red\nxo./.../...") << 1 << 12
        << QByteArray("unknown setting 'colour' (the settings are k, rules, first, to-move, size "
                      "and a1)");
    QTest::newRow("unknown rules") << bytes("# rules=chess\n...\n...\n...\n") << 1 << 9
                                   << QByteArray("rules is classic (or freestyle), exact, renju, "
                                                 "omok, misere or line-score, not 'chess'");
    QTest::newRow("renju on a small board")
        << bytes("# rules=renju\n...\n...\n...\n") << 1 << 9
        << QByteArray("rules=renju is five in a row on a board of at least 65 cells (such as "
                      "15x15), not k=3 on 3x3");
    QTest::newRow("a first player that is no side")
        << bytes("# first=z\n...\n...\n...\n") << 1 << 9 << QByteArray("first is x or o, not 'z'");
    QTest::newRow("an empty side to move") << bytes("# to-move=\n...\n...\n...\n") << 1 << 11
                                           << QByteArray("to-move is x or o, not ''");
    QTest::newRow("a size beyond the limits")
        << bytes("# size=21x9\n") << 1 << 8
        << QByteArray("size is COLUMNSxROWS, each from 3 to 20 (such as 5x5), not '21x9'");
    QTest::newRow("a size the board does not have")
        << bytes("# size=5x4\n.....\n.....\n.....\n.....\n.....\n") << 1 << 8
        << QByteArray("size=5x4 does not match the board below it, which is 5x5");
    QTest::newRow("a setting given twice")
        << bytes("# k=4\n# rules=misere k=4\n....\n....\n....\n....\n") << 2 << 16
        << QByteArray("k is set twice (first on line 1)");
    QTest::newRow("a comment after the board")
        << bytes("...\n...\n...\n# done\n") << 4 << 1
        << QByteArray("a comment line (starting with '#') can only come before the board");
    QTest::newRow("a header and no board") << bytes("# k=4 rules=misere\n\n") << 2 << 1
                                           << QByteArray("the header ends here: expected a board");
}

void TestText::rejectedBoards()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QByteArray, messagePart);

    const Parsed<Board> parsed = parseBoard(view(text));
    QVERIFY2(!parsed.ok(), "the input was accepted");
    const ParseError& error = parsed.error();
    const QByteArray where = describe(error);
    QVERIFY2(QByteArray::fromStdString(error.message).contains(messagePart), where.constData());
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
}

void TestText::exactErrorMessages_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("message");

    // Whole sentences, as people read them.
    QTest::newRow("empty input")
        << bytes("")
        << QByteArray("the input is empty: expected a board (3 to 20 rows of 3 to 20 cells, or "
                      "one line with '/' between the rows)");
    QTest::newRow("a bad character") << bytes(
        "xoo\n.xa\n..x") << QByteArray("expected a cell (x, o, ., - or _) in row 2, found 'a'");
    QTest::newRow("a look-alike of x") << bytes("xoo/") + kTimesSign + bytes("x./..x")
                                       << "expected a cell (x, o, ., - or _), found '" + kTimesSign
            + "' (U+00D7, not the letter x)";
    QTest::newRow("a row too short")
        << bytes("xoo\n.x\n..x") << QByteArray("row 2 ends after 2 cells: expected 3, as in row 1");
}

void TestText::exactErrorMessages()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, message);

    const Parsed<Board> parsed = parseBoard(view(text));
    QVERIFY(!parsed.ok());
    QCOMPARE(QByteArray::fromStdString(parsed.error().message), message);
}

namespace {

// A made-up language: one message with its arguments the other way round, every other one in
// brackets (with the count in place of %n, as a translator does).
std::string bracketsTranslator(
    const char* context, const char* source, const char* comment, int count)
{
    const std::string_view text = source;
    if (std::string_view(context) == "ttt::text"
        && text == "row %1 ends after %n cell(s): expected %2, as in row 1") {
        // The comment that tells translators what %1 and %2 are comes along.
        if (comment == nullptr || !std::string_view(comment).starts_with("%1 is the number"))
            return "no comment";
        return "<%2 cells as in row 1, not " + std::to_string(count) + " in row %1>";
    }
    QByteArray translated = "[" + QByteArray(source) + "]";
    if (count >= 0)
        translated.replace("%n", QByteArray::number(count));
    return translated.toStdString();
}

// Installs a translator for as long as it lives, then English again.
class TranslatorInstalled {
public:
    explicit TranslatorInstalled(Translator translator) { setTranslator(translator); }
    ~TranslatorInstalled() { setTranslator(nullptr); }
    TranslatorInstalled(const TranslatorInstalled&) = delete;
    TranslatorInstalled& operator=(const TranslatorInstalled&) = delete;
};

} // namespace

void TestText::translatedErrorMessages()
{
    {
        const TranslatorInstalled installed(bracketsTranslator);

        // The translated pattern puts the arguments in its own order.
        const Parsed<Board> ragged = parseBoard("xoo\n.x\n..x");
        QVERIFY(!ragged.ok());
        QCOMPARE(QByteArray::fromStdString(ragged.error().message),
            QByteArray("<3 cells as in row 1, not 2 in row 2>"));
        QCOMPARE(ragged.error().line, 2);
        QCOMPARE(ragged.error().column, 3);

        // What was found is a message of its own, translated too, and put in place; the column
        // still counts characters.
        const Parsed<Board> bad = parseBoard(view("xo" + kTimesSign + "\n...\n..."));
        QVERIFY(!bad.ok());
        QCOMPARE(QByteArray::fromStdString(bad.error().message),
            QByteArray("[expected a cell (x, o, ., - or _) in row 1, found ['%1' (U+%2, not %3)]]")
                .replace("%1", kTimesSign)
                .replace("%2", "00D7")
                .replace("%3", "[the letter x]"));
        QCOMPARE(bad.error().column, 3);

        // The batch reader's messages go through it too.
        BatchReader reader("1\n0 xo");
        QVERIFY(reader.readCaseCount().ok());
        QVERIFY(reader.readSideToMove().ok());
        const Parsed<Board> row = reader.readBoard();
        QVERIFY(!row.ok());
        QCOMPARE(QByteArray::fromStdString(row.error().message),
            QByteArray("[row 1 ends after 2 cell(s): expected 3]"));
    }

    // Without a translator: English, with the plural of the count.
    QCOMPARE(QByteArray::fromStdString(parseBoard("xoo\n.x\n..x").error().message),
        QByteArray("row 2 ends after 2 cells: expected 3, as in row 1"));
    QCOMPARE(QByteArray::fromStdString(parseBoard("xoo\n.\n..x").error().message),
        QByteArray("row 2 ends after 1 cell: expected 3, as in row 1"));
    QCOMPARE(QByteArray::fromStdString(translate("ttt::text", "%n cell(s)", nullptr, 0)),
        QByteArray("0 cells"));
}

void TestText::argumentsInAnyOrder()
{
    const auto filled = [](std::string_view pattern, std::initializer_list<std::string_view> args) {
        return QByteArray::fromStdString(arg(pattern, args));
    };
    QCOMPARE(filled("%1 then %2", { "a", "b" }), QByteArray("a then b"));
    QCOMPARE(filled("%2 then %1", { "a", "b" }), QByteArray("b then a"));
    QCOMPARE(filled("%1 and %1 again", { "a" }), QByteArray("a and a again"));
    // A '%' that is no placeholder stays, as does a placeholder without an argument.
    QCOMPARE(filled("100% of %1, %1%", { "5" }), QByteArray("100% of 5, 5%"));
    QCOMPARE(filled("%1 %3 %", { "a", "b" }), QByteArray("a %3 %"));
    QCOMPARE(filled("%n %a %%1", { "x" }), QByteArray("%n %a %x"));
    // What an argument says is not read again: user input with a '%2' in it stays as it is.
    QCOMPARE(filled("'%1' at %2", { "%2", "b2" }), QByteArray("'%2' at b2"));
}

void TestText::describeCharacter_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("position");
    QTest::addColumn<QByteArray>("description");
    QTest::addColumn<int>("length");

    QTest::newRow("a letter") << bytes("xa") << 1 << QByteArray("'a'") << 1;
    QTest::newRow("a space") << bytes(" ") << 0 << QByteArray("a space") << 1;
    QTest::newRow("a tab") << bytes("\t") << 0 << QByteArray("a tab") << 1;
    QTest::newRow("a NUL byte") << bytes("\0") << 0 << QByteArray("a NUL byte") << 1;
    QTest::newRow("a carriage return") << bytes("\r") << 0 << QByteArray("a carriage return") << 1;
    QTest::newRow("another control character")
        << bytes("\x01") << 0 << QByteArray("the control character U+0001") << 1;
    QTest::newRow("delete") << bytes("\x7F") << 0 << QByteArray("the control character U+007F")
                            << 1;
    QTest::newRow("the digit zero")
        << bytes("0") << 0 << QByteArray("'0' (the digit zero, not the letter o)") << 1;
    QTest::newRow("a multiplication sign")
        << kTimesSign << 0 << "'" + kTimesSign + "' (U+00D7, not the letter x)" << 2;
    QTest::newRow("a Cyrillic O after a letter")
        << bytes("x") + kCyrillicO << 1 << "'" + kCyrillicO + "' (U+041E, not the letter o)" << 2;
    QTest::newRow("a four-byte character")
        << kGrinningFace << 0 << "'" + kGrinningFace + "' (U+1F600)" << 4;
    QTest::newRow("a byte-order mark")
        << kByteOrderMark << 0
        << QByteArray("a byte-order mark (U+FEFF), which is only allowed at the very start") << 3;
    QTest::newRow("a byte that is never UTF-8")
        << bytes("\xFF") << 0 << QByteArray("the byte 0xFF, which is not UTF-8 text") << 1;
    QTest::newRow("a lead byte cut off at the end")
        << bytes("\xC3") << 0 << QByteArray("the byte 0xC3, which is not UTF-8 text") << 1;
    QTest::newRow("an overlong encoding of NUL")
        << bytes("\xC0\x80") << 0 << QByteArray("the byte 0xC0, which is not UTF-8 text") << 1;
    QTest::newRow("a lone continuation byte")
        << bytes("\x97") << 0 << QByteArray("the byte 0x97, which is not UTF-8 text") << 1;
}

void TestText::describeCharacter()
{
    QFETCH(QByteArray, text);
    QFETCH(int, position);
    QFETCH(QByteArray, description);
    QFETCH(int, length);

    const auto [actualDescription, actualLength]
        = ttt::describeCharacter(view(text), std::size_t(position));
    QCOMPARE(QByteArray::fromStdString(actualDescription), description);
    QCOMPARE(int(actualLength), length);
}

void TestText::columnsCountCharacters_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("lineStart");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("column");

    QTest::newRow("the first character") << bytes("abc") << 0 << 0 << 1;
    QTest::newRow("ASCII counts bytes") << bytes("abc") << 0 << 2 << 3;
    QTest::newRow("from the start of a later line") << bytes("ab\ncd") << 3 << 4 << 2;
    QTest::newRow("after a two-byte character") << "a" + kTimesSign + "b" << 0 << 3 << 3;
    QTest::newRow("after a four-byte character") << kGrinningFace + "x" << 0 << 4 << 2;
    QTest::newRow("after two multibyte characters") << kCyrillicO + kTimesSign + "o" << 0 << 4 << 3;
    QTest::newRow("an invalid byte counts as one") << bytes("\xFF\xFEx") << 0 << 2 << 3;
}

void TestText::columnsCountCharacters()
{
    QFETCH(QByteArray, text);
    QFETCH(int, lineStart);
    QFETCH(int, position);
    QFETCH(int, column);

    QCOMPARE(columnOf(view(text), std::size_t(lineStart), std::size_t(position)), column);
}

void TestText::formatExamples()
{
    const Board board = reference::boardFromText("xoo/.x./..x");
    QCOMPARE(QByteArray::fromStdString(formatGrid(board)), QByteArray("xoo\n.x.\n..x\n"));
    QCOMPARE(QByteArray::fromStdString(formatOneLine(board)), QByteArray("xoo/.x./..x"));
    QCOMPARE(QByteArray::fromStdString(formatOneLine(board, false)), QByteArray("xoo.x...x"));
    QCOMPARE(QByteArray::fromStdString(formatGrid(Board {})), QByteArray("...\n...\n...\n"));

    // Export is always lower case with '.', whatever the import looked like.
    const Parsed<Board> imported = parseBoard("XOO\r\n-X_\r\n..X\r\n");
    QVERIFY(imported.ok());
    QCOMPARE(QByteArray::fromStdString(formatGrid(*imported)), QByteArray("xoo\n.x.\n..x\n"));
}

void TestText::everyBoardRoundTrips()
{
    int failures = 0;
    QByteArrayList examples;
    for (BoardCode code = 0; code < codeCount(kTicTacToe); ++code) {
        const Board board = Board::fromCode(code);
        for (const std::string& text :
            { formatGrid(board), formatOneLine(board), formatOneLine(board, false) }) {
            const Parsed<Board> parsed = parseBoard(text);
            if (parsed && *parsed == board)
                continue;
            ++failures;
            if (examples.size() < 10)
                examples << QByteArray::number(code) + ": "
                        + QByteArray::fromStdString(text).replace('\n', "\\n");
        }
    }
    QVERIFY2(failures == 0,
        (QByteArray::number(failures) + " texts did not read back, e.g.\n" + examples.join('\n'))
            .constData());
}

void TestText::acceptedPositions_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("geometry"); // "5x4 k4"
    QTest::addColumn<QByteArray>("cells"); // row by row
    QTest::addColumn<QByteArray>("settings"); // "classic x -": rules, first, what-if side

    QTest::newRow("a 4x4 grid gets k = 4")
        << bytes("x...\n.o..\n....\n...x\n") << QByteArray("4x4 k4")
        << QByteArray("x....o.........x") << QByteArray("classic x -");
    QTest::newRow("a 5x5 grid gets k = 4")
        << bytes(".....\n.....\n..x..\n.....\n.....\n") << QByteArray("5x5 k4")
        << QByteArray("............x............") << QByteArray("classic x -");
    QTest::newRow("four rows of three cells: 3 columns, 4 rows, k = 3")
        << bytes("xoo\n.x.\n..x\n...\n") << QByteArray("3x4 k3") << QByteArray("xoo.x...x...")
        << QByteArray("classic x -");
    QTest::newRow("a 5x4 board on one line with slashes")
        << bytes("x..../...../..o../.....") << QByteArray("5x4 k4")
        << QByteArray("x...........o.......") << QByteArray("classic x -");
    QTest::newRow("a square board on one line without slashes: 16 cells")
        << bytes("x..............o") << QByteArray("4x4 k4") << QByteArray("x..............o")
        << QByteArray("classic x -");
    QTest::newRow("64 cells on one line make an 8x8 board")
        << QByteArray(63, '.') + "x" << QByteArray("8x8 k4") << QByteArray(63, '.') + "x"
        << QByteArray("classic x -");
    QTest::newRow("every setting in the header")
        << bytes("# k=5 rules=misere first=o to-move=x\n......\n......\n......\n......\n"
                 "......\n......\n")
        << QByteArray("6x6 k5") << QByteArray(36, '.') << QByteArray("misere o x");
    QTest::newRow("comment words around the settings, over two lines")
        << bytes("# From the puzzle book, page 12:\n# rules=line-score k=3 (short lines)\n"
                 "x...\n....\n....\n")
        << QByteArray("4x3 k3") << QByteArray("x...........") << QByteArray("line-score x -");
    QTest::newRow("a blank line between the header and the board")
        << bytes("# k=3\n\nxo..\n....\n....\n....\n") << QByteArray("4x4 k3")
        << QByteArray("xo..............") << QByteArray("classic x -");
    QTest::newRow("a byte-order mark and \\r\\n before a header")
        << kByteOrderMark + bytes("# first=o\r\n...\r\n.o.\r\n...\r\n") << QByteArray("3x3 k3")
        << QByteArray("....o....") << QByteArray("classic o -");
    QTest::newRow("a size and no board: the empty board")
        << bytes("# size=7x6 k=5\n") << QByteArray("7x6 k5") << QByteArray(42, '.')
        << QByteArray("classic x -");
    QTest::newRow("a size that matches the board")
        << bytes("# size=4x3\nx...\n....\n...o\n") << QByteArray("4x3 k3")
        << QByteArray("x..........o") << QByteArray("classic x -");
    QTest::newRow("k as long as the longer side")
        << bytes("# k=8\n...\n...\n...\n...\n...\n...\n...\n...\n") << QByteArray("3x8 k8")
        << QByteArray(24, '.') << QByteArray("classic x -");
}

void TestText::namesRulesOnlyWhenTheHeaderDoes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("names");

    QTest::newRow("a grid without a header") << bytes("x..\n.o.\n...\n") << false;
    QTest::newRow("a one-line board") << bytes("x../.o./...") << false;
    QTest::newRow("a header with other settings only")
        << bytes("# k=3 first=o\nx..\n.o.\n...\n") << false;
    QTest::newRow("classic rules named") << bytes("# rules=classic\nx..\n.o.\n...\n") << true;
    QTest::newRow("misère rules named in a comment's words")
        << bytes("# my board rules=misere\nx../.o./...") << true;
    QTest::newRow("rules on a second header line")
        << bytes("# k=3\n# rules=line-score\nx..\n.o.\n...\n") << true;
    QTest::newRow("a game record with rules") << bytes("# rules=misere\n1. b2 a1\n") << true;
    QTest::newRow("a game record without") << bytes("1. b2 a1\n") << false;
    QTest::newRow("rules= in a row is not a header")
        << bytes("x..\n.o.\n...\n# rules=misere\n") << false;
}

void TestText::namesRulesOnlyWhenTheHeaderDoes()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, names);
    QCOMPARE(namesRules(view(text)), names);
}

void TestText::acceptedPositions()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, geometry);
    QFETCH(QByteArray, cells);
    QFETCH(QByteArray, settings);

    const Parsed<Position> parsed = parsePosition(view(text));
    QVERIFY2(parsed.ok(), parsed ? "" : describe(parsed.error()).constData());
    const Board& board = parsed->board;
    const QByteArray size = QByteArray::number(board.geometry().columns()) + 'x'
        + QByteArray::number(board.geometry().rows()) + " k"
        + QByteArray::number(board.geometry().k());
    QCOMPARE(size, geometry);
    QByteArray marks;
    for (Cell cell = 0; cell < board.cellCount(); ++cell)
        marks += toChar(board.at(cell));
    QCOMPARE(marks, cells);
    const QByteArray actualSettings = QByteArray(rulesName(parsed->rules).data()) + ' '
        + toChar(parsed->firstPlayer) + ' ' + (parsed->toMove ? toChar(*parsed->toMove) : '-');
    QCOMPARE(actualSettings, settings);
    QCOMPARE(*parseBoard(view(text)), board);
}

void TestText::headerOnlyWhereSomethingDiffers_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("rules");
    QTest::addColumn<bool>("oFirst");
    QTest::addColumn<QByteArray>("header");

    QTest::newRow("classic tic-tac-toe: no header, the file stays three lines")
        << 3 << 3 << 3 << int(Rules::Classic) << false << QByteArray();
    QTest::newRow("5x5 with its default k: no header")
        << 5 << 5 << 4 << int(Rules::Classic) << false << QByteArray();
    QTest::newRow("5x5 with five in a row")
        << 5 << 5 << 5 << int(Rules::Classic) << false << QByteArray("# k=5\n");
    QTest::newRow("misere") << 3 << 3 << 3 << int(Rules::Misere) << false
                            << QByteArray("# rules=misere\n");
    QTest::newRow("everything at once") << 7 << 6 << 3 << int(Rules::LineScore) << true
                                        << QByteArray("# k=3 rules=line-score first=o\n");
}

void TestText::headerOnlyWhereSomethingDiffers()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(int, rules);
    QFETCH(bool, oFirst);
    QFETCH(QByteArray, header);

    Position position;
    position.board = Board(Geometry(columns, rows, k));
    position.rules = static_cast<Rules>(rules);
    position.firstPlayer = oFirst ? Mark::O : Mark::X;
    QCOMPARE(QByteArray::fromStdString(formatHeader(position)), header);
    const std::string text = formatPosition(position);
    QVERIFY(QByteArray::fromStdString(text).startsWith(header));
    QCOMPARE(int(std::count(text.begin(), text.end(), '\n')), rows + (header.isEmpty() ? 0 : 1));
    const Parsed<Position> back = parsePosition(text);
    QVERIFY(back.ok());
    QCOMPARE(*back == position, true);
}

void TestText::everyGeometryRoundTrips()
{
    // Every size and k, with boards of every fill from a fixed seed, through the grid, the one
    // line and the file form with a header: each reads back as the same position.
    std::mt19937 random(2026);
    int checked = 0;
    QStringList failures;
    for (int columns = Geometry::kMinSide; columns <= Geometry::kMaxSide; ++columns) {
        for (int rows = Geometry::kMinSide; rows <= Geometry::kMaxSide; ++rows) {
            for (int k = Geometry::kMinK; k <= Geometry::maxK(columns, rows); ++k) {
                const Geometry geometry(columns, rows, k);
                for (int sample = 0; sample < 6; ++sample) {
                    Position position;
                    position.board = Board(geometry);
                    for (Cell cell = 0; cell < geometry.cells(); ++cell)
                        position.board.set(cell, static_cast<Mark>(random() % 3));
                    position.rules = kAllRules[random() % 3];
                    position.firstPlayer = random() % 2 ? Mark::X : Mark::O;
                    if (random() % 2)
                        position.toMove = random() % 2 ? Mark::X : Mark::O;
                    for (const std::string& text : { formatPosition(position),
                             formatHeader(position) + formatOneLine(position.board),
                             formatHeader(position) + formatOneLine(position.board, false) }) {
                        ++checked;
                        const Parsed<Position> back = parsePosition(text);
                        if (!back || !(*back == position))
                            failures << QString::fromStdString(text);
                    }
                }
            }
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 5).join(QLatin1String("\n---\n"))));
    QCOMPARE(checked, 72'846); // 4,047 geometries, 6 boards each, 3 forms
}

void TestText::caseCount_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<quint64>("count");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("messagePart");

    const QByteArray expected = "expected the number of cases (a whole number, 0 or more)";

    QTest::newRow("zero cases") << bytes("0\n") << true << quint64(0) << 0 << 0 << QByteArray();
    QTest::newRow("three cases") << bytes("3\n...") << true << quint64(3) << 0 << 0 << QByteArray();
    QTest::newRow("a count after white space")
        << bytes(" \n\t 12 \n") << true << quint64(12) << 0 << 0 << QByteArray();
    QTest::newRow("a count after a byte-order mark") << kByteOrderMark
            + "2\n" << true << quint64(2) << 0 << 0 << QByteArray();
    QTest::newRow("the largest count that fits")
        << bytes("18446744073709551615") << true << quint64(18'446'744'073'709'551'615u) << 0 << 0
        << QByteArray();

    QTest::newRow("empty input") << bytes("") << false << quint64(0) << 1 << 1
                                 << "the input is empty: " + expected;
    QTest::newRow("only white space")
        << bytes("\n \n\t") << false << quint64(0) << 1 << 1 << QByteArray("the input is empty");
    QTest::newRow("a negative count") << bytes("-1\n") << false << quint64(0) << 1 << 1
                                      << "the number of cases is negative (-1): " + expected;
    QTest::newRow("a negative count after spaces")
        << bytes("  -12") << false << quint64(0) << 1 << 3
        << QByteArray("the number of cases is negative (-12)");
    QTest::newRow("one more than fits")
        << bytes("18446744073709551616") << false << quint64(0) << 1 << 1
        << QByteArray("the number of cases is too large to be real: 18446744073709551616");
    QTest::newRow("a huge count") << bytes("\n999999999999999999999999999999") << false
                                  << quint64(0) << 2 << 1
                                  << QByteArray("the number of cases is too large to be real");
    QTest::newRow("a word") << bytes("abc") << false << quint64(0) << 1 << 1
                            << expected + ", found 'a'";
    QTest::newRow("a letter after a digit")
        << bytes("3x") << false << quint64(0) << 1 << 2 << expected + ", found 'x'";
    QTest::newRow("a fraction") << bytes("3.5") << false << quint64(0) << 1 << 2
                                << QByteArray("found '.'");
    QTest::newRow("a plus sign") << bytes("+3") << false << quint64(0) << 1 << 1
                                 << QByteArray("found '+'");
    QTest::newRow("a lone minus sign")
        << bytes("-") << false << quint64(0) << 1 << 1 << QByteArray("found '-'");
    QTest::newRow("a word after a byte-order mark")
        << kByteOrderMark + "x" << false << quint64(0) << 1 << 1 << expected + ", found 'x'";
    QTest::newRow("a board instead of a count")
        << bytes("\n\n  xoo") << false << quint64(0) << 3 << 3 << expected + ", found 'x'";
}

void TestText::caseCount()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, ok);
    QFETCH(quint64, count);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QByteArray, messagePart);

    BatchReader reader(view(input));
    const Parsed<std::uint64_t> parsed = reader.readCaseCount();
    if (ok) {
        QVERIFY2(parsed.ok(), parsed ? "" : describe(parsed.error()).constData());
        QCOMPARE(quint64(*parsed), count);
        return;
    }
    QVERIFY2(!parsed.ok(), "the count was accepted");
    const QByteArray where = describe(parsed.error());
    QVERIFY2(
        QByteArray::fromStdString(parsed.error().message).contains(messagePart), where.constData());
    QCOMPARE(parsed.error().line, line);
    QCOMPARE(parsed.error().column, column);
}

void TestText::batchBoardsAcrossWhiteSpace_data()
{
    QTest::addColumn<bool>("asCode");
    QTest::newRow("read as boards") << false;
    QTest::newRow("read as board codes") << true;
}

void TestText::batchBoardsAcrossWhiteSpace()
{
    QFETCH(bool, asCode);

    const QByteArray input = bytes("3\n"
                                   "xoo\n" // line 2
                                   ".x.\n"
                                   "..x\n"
                                   "\n"
                                   "\n"
                                   "\t.o.  x..\n" // line 7: two rows, a tab and spaces
                                   "---\r\n"
                                   "XOo -x_ ..x\n" // line 9: a whole case on one line
                                   "\n");
    BatchReader reader(view(input));
    QCOMPARE(reader.nextTokenLine(), 1);
    const Parsed<std::uint64_t> count = reader.readCaseCount();
    QVERIFY(count.ok());
    QCOMPARE(quint64(*count), quint64(3));

    const QByteArrayList expected { "xoo.x...x", ".o.x.....", "xoo.x...x" };
    const QList<int> lines { 2, 7, 9 };
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(reader.nextTokenLine(), lines[i]);
        QVERIFY(!reader.atEnd());
        const Parsed<Board> board = readNext(reader, asCode);
        QVERIFY2(board.ok(), board ? "" : describe(board.error()).constData());
        QCOMPARE(*board, reference::boardFromText(view(expected[i])));
        QCOMPARE(reader.lastBoardLine(), lines[i]);
    }
    QVERIFY(reader.atEnd());
}

void TestText::batchErrorsAndResync_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("asCode");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("messagePart");
    QTest::addColumn<QByteArray>("nextBoard"); // the case after the bad one, read correctly

    const QByteArray cellChoices = "expected a cell (x, o, ., - or _)";
    for (bool asCode : { false, true }) {
        const char* how = asCode ? " (as codes)" : "";
        QTest::addRow("a bad cell in row 2 column 3%s", how)
            << bytes("2\nxoo\n.xa\n..x\nx.. ... ..o\n") << asCode << 3 << 3
            << cellChoices + " in row 2, found 'a'" << QByteArray("x.......o");
        QTest::addRow("a short row%s", how)
            << bytes("2\nxo ... ...\n... ... o..\n") << asCode << 2 << 3
            << QByteArray("row 1 ends after 2 cells: expected 3") << QByteArray("......o..");
        QTest::addRow("a long row%s", how)
            << bytes("2\nxoo. ... ...\no.. ... ...\n") << asCode << 2 << 4
            << QByteArray("row 1 is too long: expected white space after 3 cells, found '.'")
            << QByteArray("o........");
        QTest::addRow("a NUL byte in a row%s", how)
            << bytes("2\n... .\0. ...\n.x. ... ...\n") << asCode << 2 << 6
            << QByteArray("found a NUL byte") << QByteArray(".x.......");
        QTest::addRow("a bad cell after \\r\\n lines%s", how)
            << bytes("2\r\n...\r\n.a.\r\n...\r\nxxx\r\nooo\r\n...\r\n") << asCode << 3 << 2
            << cellChoices + " in row 2, found 'a'" << QByteArray("xxxooo...");
    }
}

void TestText::batchErrorsAndResync()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, asCode);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QByteArray, messagePart);
    QFETCH(QByteArray, nextBoard);

    BatchReader reader(view(input));
    QVERIFY(reader.readCaseCount().ok());
    const Parsed<Board> bad = readNext(reader, asCode);
    QVERIFY2(!bad.ok(), "the bad case was accepted");
    const QByteArray where = describe(bad.error());
    QVERIFY2(
        QByteArray::fromStdString(bad.error().message).contains(messagePart), where.constData());
    QCOMPARE(bad.error().line, line);
    QCOMPARE(bad.error().column, column);
    QVERIFY(!reader.lastBoardMissing());

    // The reader has consumed the bad case's three row tokens, so the next case reads as itself.
    const Parsed<Board> next = readNext(reader, asCode);
    QVERIFY2(next.ok(), next ? "" : describe(next.error()).constData());
    QCOMPARE(*next, reference::boardFromText(view(nextBoard)));
    QVERIFY(reader.atEnd());
}

void TestText::batchColumnsCountCharacters_data()
{
    QTest::addColumn<bool>("asCode");
    QTest::newRow("read as boards") << false;
    QTest::newRow("read as board codes") << true;
}

void TestText::batchColumnsCountCharacters()
{
    QFETCH(bool, asCode);

    // Two bad cases on one line: the second error's column counts the two-byte '×' of the first
    // case as one character.
    const QByteArray input = "2\n" + kTimesSign + ".. ... ... xoo .xa ..x\n";
    BatchReader reader(view(input));
    QVERIFY(reader.readCaseCount().ok());

    const Parsed<Board> first = readNext(reader, asCode);
    QVERIFY(!first.ok());
    QCOMPARE(QByteArray::fromStdString(first.error().message),
        "expected a cell (x, o, ., - or _) in row 1, found '" + kTimesSign
            + "' (U+00D7, not the letter x)");
    QCOMPARE(first.error().line, 2);
    QCOMPARE(first.error().column, 1);

    const Parsed<Board> second = readNext(reader, asCode);
    QVERIFY(!second.ok());
    QCOMPARE(QByteArray::fromStdString(second.error().message),
        QByteArray("expected a cell (x, o, ., - or _) in row 2, found 'a'"));
    QCOMPARE(second.error().line, 2);
    QCOMPARE(second.error().column, 19); // ".xa" starts at character 17 (byte 18)
    QVERIFY(reader.atEnd());
}

void TestText::batchInputEndingEarly_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("asCode");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<bool>("boardMissing");

    // The error points just past the last token, where a person would type what is missing.
    for (bool asCode : { false, true }) {
        const char* how = asCode ? " (as codes)" : "";
        QTest::addRow("the input ends after row 1 of the second case%s", how)
            << bytes("2\n... ... ...\nxoo\n") << asCode << 3 << 4
            << QByteArray("the input ends inside a board: expected row 2 of 3") << false;
        QTest::addRow("the input ends after row 2 of the second case%s", how)
            << bytes("2\n... ... ...\nxoo\n.x.\n\n\n") << asCode << 4 << 4
            << QByteArray("the input ends inside a board: expected row 3 of 3") << false;
        QTest::addRow("the input ends before the second case%s", how)
            << bytes("2\n... ... ...\n\n") << asCode << 2 << 12
            << QByteArray("the input ends inside a board: expected row 1 of 3") << true;
    }
}

void TestText::batchInputEndingEarly()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, asCode);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QByteArray, message);
    QFETCH(bool, boardMissing);

    BatchReader reader(view(input));
    QVERIFY(reader.readCaseCount().ok());
    QVERIFY(readNext(reader, asCode).ok());
    const Parsed<Board> cut = readNext(reader, asCode);
    QVERIFY2(!cut.ok(), "a board was read past the end");
    QCOMPARE(QByteArray::fromStdString(cut.error().message), message);
    QCOMPARE(cut.error().line, line);
    QCOMPARE(cut.error().column, column);
    QCOMPARE(reader.lastBoardMissing(), boardMissing);
    QVERIFY(reader.atEnd());
}

void TestText::batchTrailingText()
{
    {
        const QByteArray input = bytes("1\n... ... ...\n \t\r\n\n");
        BatchReader reader(view(input));
        QVERIFY(reader.readCaseCount().ok());
        QVERIFY(reader.readBoard().ok());
        QVERIFY(reader.atEnd());
    }
    {
        const QByteArray input = bytes("1\n... ... ...\n\n  extra\n");
        BatchReader reader(view(input));
        QVERIFY(reader.readCaseCount().ok());
        QVERIFY(reader.readBoard().ok());
        QVERIFY(!reader.atEnd());
        const ParseError error = reader.trailingTextError();
        QCOMPARE(QByteArray::fromStdString(error.message),
            QByteArray("expected the end of the input after the last case, found 'e'"));
        QCOMPARE(error.line, 4);
        QCOMPARE(error.column, 3);
    }
    {
        // The last row may end the input without a line end.
        const QByteArray input = bytes("1\n... .x. ..o");
        BatchReader reader(view(input));
        QVERIFY(reader.readCaseCount().ok());
        const Parsed<BoardCode> code = reader.readBoardCode();
        QVERIFY2(code.ok(), code ? "" : describe(code.error()).constData());
        QCOMPARE(Board::fromCode(*code), reference::boardFromText("....x...o"));
        QVERIFY(reader.atEnd());
    }
    {
        // A count smaller than the cases given leaves a whole board behind.
        const QByteArray input = bytes("1\nxoo .x. ..x\n... ... ...\n");
        BatchReader reader(view(input));
        QVERIFY(reader.readCaseCount().ok());
        QVERIFY(reader.readBoardCode().ok());
        QVERIFY(!reader.atEnd());
        QCOMPARE(reader.trailingTextError().line, 3);
    }
}

TTT_TEST_MAIN(TestText)
#include "tst_text.moc"
