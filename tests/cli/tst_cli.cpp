// End-to-end tests of ttt-solve: runs the real program with arguments and standard input and
// checks its exit status, standard output and standard error.
#include "corpusmanifest.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runSolver(const QStringList& arguments, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(TTT_SOLVE_PATH), arguments);
    if (!process.waitForStarted())
        return {};
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(30000))
        return {};
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError() };
}

// What ttt-check says of the certificate `file`, which it must verify (empty when it does not).
QByteArray checkedBy(const QString& file)
{
    QProcess check;
    check.start(QStringLiteral(TTT_CHECK_PATH), { file });
    if (!check.waitForFinished(60000) || check.exitCode() != 0)
        return {};
    return check.readAllStandardOutput();
}

QJsonObject analyzeJson(const QStringList& extraArguments, const QByteArray& board)
{
    const Run run
        = runSolver(QStringList { "analyze", "--json" } + extraArguments + QStringList { board });
    if (run.exitCode != 0)
        qWarning("analyze failed: %s", run.err.constData());
    return QJsonDocument::fromJson(run.out).object();
}

QJsonObject explainJson(const QStringList& arguments)
{
    const Run run = runSolver(QStringList { "explain", "--json" } + arguments);
    if (run.exitCode != 0)
        qWarning("explain failed: %s", run.err.constData());
    return QJsonDocument::fromJson(run.out).object();
}

// "c4" → its cell, counted row by row from the top left on a board `columns` wide.
// The cell a name such as "c2" stands for: a column letter and a row counted from the bottom.
int cellNumber(const QJsonValue& name, int columns, int rows)
{
    const QString text = name.toString();
    return (rows - text.mid(1).toInt()) * columns + (text.at(0).toLatin1() - 'a');
}

// The lines of a board, worked out here and not by the program: runs of k cells along a row, a
// column or either diagonal.
QList<QList<int>> linesOf(int columns, int rows, int k)
{
    QList<QList<int>> lines;
    const int steps[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
    for (const auto& step : steps) {
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < columns; ++column) {
                QList<int> line;
                for (int i = 0; i < k; ++i) {
                    const int r = row + step[0] * i;
                    const int c = column + step[1] * i;
                    if (r < 0 || r >= rows || c < 0 || c >= columns)
                        break;
                    line << r * columns + c;
                }
                if (line.size() == k)
                    lines << line;
            }
        }
    }
    return lines;
}

bool isName(const QJsonValue& value)
{
    return value.isString() && !value.toString().isEmpty();
}

bool areNames(const QJsonValue& value)
{
    const QJsonArray array = value.toArray();
    return value.isArray() && std::all_of(array.begin(), array.end(), [](const QJsonValue& name) {
        return isName(name);
    });
}

bool areLines(const QJsonValue& value)
{
    const QJsonArray array = value.toArray();
    return value.isArray() && std::all_of(array.begin(), array.end(), [](const QJsonValue& line) {
        return areNames(line);
    });
}

// What is wrong with one claim's explanation in explain --json (and with those in its `also`),
// or nothing.
QString explanationShapeProblem(const QJsonObject& object)
{
    const QJsonObject claim = object["claim"].toObject();
    if (!object["result"].isString())
        return QStringLiteral("result");
    if (!object["claim"].isNull() && !(claim["prover"].isString() && claim["win"].isBool()))
        return QStringLiteral("claim");
    if (!object["moves"].isArray())
        return QStringLiteral("moves");
    if (!object["chosenMove"].isNull() && !isName(object["chosenMove"]))
        return QStringLiteral("chosenMove");
    for (const QJsonValue& value : object["moves"].toArray()) {
        const QJsonObject move = value.toObject();
        if (!move["cell"].isDouble() || !isName(move["name"]) || !move["side"].isString()
            || !move["role"].isString() || !areLines(move["lines"]))
            return QStringLiteral("a move");
    }
    if (!areNames(object["without"]) || !areNames(object["conceded"]))
        return QStringLiteral("without, conceded");
    if (!object["ending"].isString() || !areLines(object["endLines"]))
        return QStringLiteral("ending, endLines");
    if (!object["forkCell"].isNull() && !isName(object["forkCell"]))
        return QStringLiteral("forkCell");
    if (!areLines(object["pairs"]))
        return QStringLiteral("pairs");
    for (const QJsonValue& pair : object["pairs"].toArray()) {
        if (pair.toArray().size() != 2)
            return QStringLiteral("a pair");
    }
    if (!object["groups"].isArray())
        return QStringLiteral("groups");
    for (const QJsonValue& value : object["groups"].toArray()) {
        const QJsonObject group = value.toObject();
        if (!areNames(group["replies"]) || !group["answer"].isString()
            || !(group["at"].isNull() || isName(group["at"])) || !group["then"].isString()
            || !(group["depth"].isNull() || group["depth"].isDouble())
            || !(group["lastPly"].isNull() || group["lastPly"].isDouble())
            || !areLines(group["lines"]))
            return QStringLiteral("a group");
    }
    if (!object["also"].isArray())
        return QStringLiteral("also");
    for (const QJsonValue& half : object["also"].toArray()) {
        const QString problem = explanationShapeProblem(half.toObject());
        if (!problem.isEmpty())
            return QStringLiteral("also: ") + problem;
    }
    return {};
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void batch_data();
    void batch();
    void batchErrors_data();
    void batchErrors();
    void keepGoing();
    void hugeCountDoesNotAllocateUpFront();
    void analyzeJson();
    void analyzeJsonIllegal();
    void analyzeJsonFinished();
    void analyzeJsonOFirst();
    void analyzeReadsStandardInput();
    void analyzeText();
    void exactAndFreestyleRules();
    void analyzeBadBoard_data();
    void analyzeBadBoard();
    void misereBatch();
    void lineScoreBatch();
    void lineScoreBatchErrors_data();
    void lineScoreBatchErrors();
    void analyzeLineScoreJson();
    void analyzeMisereJson();
    void analyzeWhatIf();
    void badInputCorpus_data();
    void badInputCorpus();
    void everyBadInputHasAnExpectation();
    void stats();
    void statsJson();
    void usage_data();
    void usage();
    void help();

    void analyzeBiggerBoardJson();
    void analyzeBiggerBoardText();
    void analyzeEmptyBoardOfASize();
    void analyzeValueOnly();
    void analyzeValueOnlyDrawsNoEmptyGrid();
    void analyzeReadsTheHeader();
    void analyzeCommandLineOverridesTheHeader();
    void analyzeTimeLimitReportsWhatIsProven();
    void analyzeFindsAForcedWinOnFifteenByFifteen();
    void reviewText();
    void reviewJson();
    void reviewFromAFile();
    void reviewBiggerBoard();
    void reviewGomokuByThreats();
    void reviewEndsAtAForbiddenMove();
    void badGameCorpus_data();
    void badGameCorpus();
    void everyBadGameHasAnExpectation();
    void reviewUsage_data();
    void reviewUsage();

    void explainFork();
    void explainCellThatLoses();
    void explainPairingCoversEveryLine();
    void explainJsonFields();
    void explainTieSetsTraps();
    void explainEmptyBoardOfASize();
    void explainFinishedGame();
    void explainNamesADoubleThreatOnTheBoard();
    void explainChoosesTheSimplestWinningMove();
    void explainCountsPliesAsTheMovesAreNumbered();
    void explainTimeLimitExplainsTheBound();
    void explainErrors_data();
    void explainErrors();
};

void TestCli::batch_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("output");

    QTest::newRow("the contest samples, one row a line")
        << QStringList {} << QByteArray("3\n...\n...\n...\nxx.\noo.\n...\nxox\noo.\nx.x\n")
        << QByteArray("TIE\nx\no\n");
    QTest::newRow("tokens separated by any white space")
        << QStringList {} << QByteArray("3 ...\t...\r\n...   xx. oo.\n\n\n... \fxox\voo. x.x")
        << QByteArray("TIE\nx\no\n");
    QTest::newRow("upper case and the other empty marks")
        << QStringList {} << QByteArray("1\nXX-\nOO_\n---\n") << QByteArray("x\n");
    QTest::newRow("a finished game answers its winner")
        << QStringList {} << QByteArray("3\nxxx\noo.\n...\nxo.\nxo.\nx..\nxo.\nxo.\n.ox\n")
        << QByteArray("x\nx\no\n");
    QTest::newRow("a full board without a line is a tie")
        << QStringList {} << QByteArray("1\nxox\nxoo\noxx\n") << QByteArray("TIE\n");
    QTest::newRow("o moving first, o to move on the same board as x to move")
        << QStringList { "--first", "o" } << QByteArray("1\noo.\nxx.\n...\n") << QByteArray("o\n");
    QTest::newRow("zero cases prints nothing")
        << QStringList {} << QByteArray("0\n") << QByteArray();
    QTest::newRow("a byte-order mark before the count") << QStringList {}
                                                        << QByteArray("\xEF\xBB\xBF"
                                                                      "1 ... ... ...")
                                                        << QByteArray("TIE\n");
}

void TestCli::batch()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, output);
    const Run run = runSolver(arguments, input);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, output);
}

void TestCli::batchErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("empty input") << QByteArray()
                                 << QByteArray("ttt-solve: line 1, column 1: the input is empty");
    QTest::newRow("a count that is not a number")
        << QByteArray("three\n")
        << QByteArray("line 1, column 1: expected the number of cases (a whole number, 0 or more), "
                      "found 't'");
    QTest::newRow("a negative count") << QByteArray(
        "-2\n...\n") << QByteArray("line 1, column 1: the number of cases is negative (-2)");
    QTest::newRow("a count too large for any machine")
        << QByteArray("123456789012345678901234567890\n")
        << QByteArray("line 1, column 1: the number of cases is too large");
    QTest::newRow("more cases announced than present")
        << QByteArray("3\n...\n...\n...\n")
        << QByteArray("line 4, column 4: the input ends after 1 of the 3 cases it announces");
    QTest::newRow("a case cut short")
        << QByteArray("2\n...\n...\n...\nxx.\n")
        << QByteArray(
               "case 2, line 5, column 4: the input ends inside a board: expected row 2 of 3");
    QTest::newRow("a bad cell names case, line and column")
        << QByteArray("2\n...\n...\n...\nxx.\noq.\n...\n")
        << QByteArray(
               "case 2, line 6, column 2: expected a cell (x, o, ., - or _) in row 2, found 'q'");
    QTest::newRow("a row too long") << QByteArray("1\nxo..\n...\n...\n")
                                    << QByteArray("case 1, line 2, column 4: row 1 is too long");
    QTest::newRow("a row too short")
        << QByteArray("1\nxo\n...\n...\n")
        << QByteArray("case 1, line 2, column 3: row 1 ends after 2 cells: expected 3");
    QTest::newRow("a look-alike letter")
        << QByteArray("1\n...\n.\xC3\x97.\n...\n")
        << QByteArray("case 1, line 3, column 2: expected a cell (x, o, ., - or _) in row 2, found "
                      "'\xC3\x97' (U+00D7, not the letter x)");
    QTest::newRow("an illegal case names its rule")
        << QByteArray("2\n...\n...\n...\nooo\nxx.\n...\n")
        << QByteArray("case 2, line 5: illegal position ooo/xx./...: x has 2 marks and o has 3 "
                      "marks, but x moves first");
    QTest::newRow("text after the last case")
        << QByteArray("1\n...\n...\n...\nxyz\n")
        << QByteArray(
               "line 5, column 1: expected the end of the input after the last case, found 'x'");
}

void TestCli::batchErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, message);
    const Run run = runSolver({}, input);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray()); // nothing on standard output
    QVERIFY2(run.err.contains(message), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1); // one message, one line
}

void TestCli::keepGoing()
{
    const QByteArray input("4\n...\n...\n...\nxq.\n...\n...\nooo\nxx.\n...\nxx.\noo.\n...\n");
    const Run run = runSolver({ "--keep-going" }, input);
    QCOMPARE(run.out, QByteArray("TIE\nERROR\nERROR\nx\n"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("case 2, line 5, column 2"), run.err.constData());
    QVERIFY2(run.err.contains("case 3, line 8: illegal position"), run.err.constData());

    // The cases that are present are answered even when the count promises more.
    const Run cut = runSolver({ "--keep-going" }, "3\nxx.\noo.\n...\n");
    QCOMPARE(cut.out, QByteArray("x\n"));
    QCOMPARE(cut.exitCode, 1);
    QVERIFY2(cut.err.contains("the input ends after 1 of the 3 cases"), cut.err.constData());
}

void TestCli::hugeCountDoesNotAllocateUpFront()
{
    // A count of 10^18 with two cases: the solver must answer "too few cases" at once instead
    // of trying to reserve room for 10^18 answers (which would abort or take forever).
    const Run run = runSolver({}, "1000000000000000000\n...\n...\n...\nxx.\noo.\n...\n");
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.contains("the input ends after 2 of the 1000000000000000000 cases"),
        run.err.constData());
}

void TestCli::analyzeJson()
{
    const QJsonObject json = ::analyzeJson({}, "xx./oo./...");
    QCOMPARE(json["board"].toString(), QString("xx./oo./..."));
    QCOMPARE(json["firstPlayer"].toString(), QString("x"));
    QCOMPARE(json["toMove"].toString(), QString("x"));
    QCOMPARE(json["legal"].toBool(), true);
    QCOMPARE(json["problems"].toArray().size(), 0);
    QCOMPARE(json["state"].toString(), QString("in-progress"));
    QCOMPARE(json["outcome"].toString(), QString("win"));
    QCOMPARE(json["plies"].toInt(), 1);
    QCOMPARE(json["bestLine"].toArray(), QJsonArray({ 2 }));

    // One entry per empty cell, in cell order, with 0-based row and column, and its name.
    const QJsonArray moves = json["moves"].toArray();
    QCOMPARE(moves.size(), 5);
    const QList<int> cells { 2, 5, 6, 7, 8 };
    const QStringList names { "c3", "c2", "a1", "b1", "c1" };
    const QStringList outcomes { "win", "tie", "lose", "lose", "lose" };
    const QList<int> plies { 1, 5, 2, 2, 2 };
    for (int i = 0; i < moves.size(); ++i) {
        const QJsonObject move = moves[i].toObject();
        QCOMPARE(move["cell"].toInt(), cells[i]);
        QCOMPARE(move["row"].toInt(), cells[i] / 3);
        QCOMPARE(move["col"].toInt(), cells[i] % 3);
        QCOMPARE(move["name"].toString(), names[i]);
        QCOMPARE(move["outcome"].toString(), outcomes[i]);
        QCOMPARE(move["plies"].toInt(), plies[i]);
    }

    const QJsonObject empty = ::analyzeJson({}, "...\n...\n...\n");
    QCOMPARE(empty["outcome"].toString(), QString("tie"));
    QCOMPARE(empty["plies"].toInt(), 9);
    QCOMPARE(empty["bestLine"].toArray().size(), 9);
    QCOMPARE(empty["games"].toObject()["total"].toInteger(), 255168);
}

void TestCli::analyzeJsonIllegal()
{
    const Run run = runSolver({ "analyze", "--json", "xxx/ooo/o.." });
    QCOMPARE(run.exitCode, 0); // an illegal position is an answer, not an error
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json["legal"].toBool(), false);
    QVERIFY(json["outcome"].isNull());
    QVERIFY(json["plies"].isNull());
    QVERIFY(json["toMove"].isNull()); // x 3, o 4: parity says nobody
    QCOMPARE(json["state"].toString(), QString("both-won"));
    QStringList rules;
    for (const QJsonValue& problem : json["problems"].toArray()) {
        rules << problem.toObject()["rule"].toString();
        QVERIFY(!problem.toObject()["message"].toString().isEmpty());
    }
    QCOMPARE(rules, QStringList({ "turn-parity", "two-winners" }));
    QCOMPARE(json["moves"].toArray().size(), 0);
}

void TestCli::analyzeJsonFinished()
{
    const QJsonObject json = ::analyzeJson({}, "xxx/oo./...");
    QCOMPARE(json["legal"].toBool(), true);
    QCOMPARE(json["state"].toString(), QString("x-won"));
    QVERIFY(json["toMove"].isNull());
    QVERIFY(json["outcome"].isNull());
    QCOMPARE(json["moves"].toArray().size(), 0);
    QCOMPARE(json["bestLine"].toArray().size(), 0);
}

void TestCli::analyzeJsonOFirst()
{
    // With o first, "xx./oo./..." has o to move, and o completes its row.
    const QJsonObject json = ::analyzeJson({ "--first", "o" }, "xx./oo./...");
    QCOMPARE(json["firstPlayer"].toString(), QString("o"));
    QCOMPARE(json["toMove"].toString(), QString("o"));
    QCOMPARE(json["outcome"].toString(), QString("win"));
    QCOMPARE(json["bestLine"].toArray(), QJsonArray({ 5 }));
}

void TestCli::analyzeReadsStandardInput()
{
    const Run run
        = runSolver({ "analyze", "--json", "-" }, "\xEF\xBB\xBFxox\r\noo.\r\nx.x\r\n\r\n");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json["board"].toString(), QString("xox/oo./x.x"));
    QCOMPARE(json["toMove"].toString(), QString("o"));
    QCOMPARE(json["outcome"].toString(), QString("win"));
}

void TestCli::exactAndFreestyleRules()
{
    // x to move with xx.xxo on 6×4's top row, four in a row: c4 makes five, a win under
    // freestyle (classic's other name) and nothing under the exact rule.
    const QByteArray board = "xx.xxo/ooxoox/x.o.x./o.x.o.";
    const auto gap = [](const QJsonObject& json) {
        for (const QJsonValue& move : json["moves"].toArray()) {
            if (move.toObject()["name"].toString() == QLatin1String("c4"))
                return move.toObject();
        }
        return QJsonObject();
    };
    const QJsonObject freestyle
        = ::analyzeJson({ "--k", "4", "--to-move", "x", "--rules", "freestyle" }, board);
    QCOMPARE(freestyle["rules"].toString(), QString("classic"));
    QCOMPARE(gap(freestyle)["outcome"].toString(), QString("win"));
    QCOMPARE(gap(freestyle)["plies"].toInt(), 1);
    const QJsonObject exact
        = ::analyzeJson({ "--k", "4", "--to-move", "x", "--rules", "exact" }, board);
    QCOMPARE(exact["rules"].toString(), QString("exact"));
    QVERIFY(!(gap(exact)["outcome"].toString() == QLatin1String("win")
        && gap(exact)["plies"].toInt() == 1));
    // The header says it as well as the option; certificates are of this rule too (version 3,
    // verified by ttt-check), explanations not yet.
    const Run text
        = runSolver({ "analyze", "# k=4 rules=exact\n" + QByteArray(board).replace('/', '\n') });
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("Rules         exact\n"), text.out);
    const Run explained = runSolver({ "explain", "--rules", "exact", "--k", "4", "--to-move", "x",
        "xx.xxo/ooxoox/x.o.x./o.x.o." });
    QCOMPARE(explained.exitCode, 1);
    QVERIFY2(explained.err.contains("not yet the exact rule's"), explained.err);
    QTemporaryDir folder;
    const QString file = folder.filePath("exact.cert");
    const Run certified = runSolver({ "analyze", "--rules", "exact", "--k", "4", "--to-move", "x",
        "--certificate", file, "xx.xxo/ooxoox/x.o.x./o.x.o." });
    QCOMPARE(certified.exitCode, 0);
    const QByteArray verdict = checkedBy(file);
    QVERIFY2(verdict.contains("verified: 6\xc3\x97"
                              "4, four in a row, exact, x to move"),
        verdict);
}

void TestCli::analyzeText()
{
    const Run run = runSolver({ "analyze", "xx./oo./..." });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("Verdict       x to move: x wins in 1 ply\n"), run.out.constData());
    // Cells are named as game records and the window name them: column letter, row number.
    QVERIFY2(run.out.contains("Best moves    c3\n"), run.out.constData());
    QVERIFY2(run.out.contains("Best line     x c3\n"), run.out.constData());
    QVERIFY2(run.out.contains("\n   a        b        c\n"), run.out.constData());
    QVERIFY2(run.out.contains("\n2  o        o        tie 5\n"), run.out.constData());
    QVERIFY2(!run.out.contains("(1,3)") && !run.out.contains("row 1") && !run.out.contains("col 1"),
        run.out.constData());

    const Run illegal = runSolver({ "analyze", "ooo/xx./..." });
    QCOMPARE(illegal.exitCode, 0);
    QVERIFY2(illegal.out.contains("turn-parity: x has 2 marks and o has 3 marks"),
        illegal.out.constData());
}

void TestCli::analyzeBadBoard_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("a bad cell on the command line")
        << QStringList { "analyze", "xoa/.../..." } << QByteArray()
        << QByteArray("ttt-solve: BOARD, line 1, column 3: expected a cell");
    QTest::newRow("two rows from standard input")
        << QStringList { "analyze", "-" } << QByteArray("xo.\n...\n")
        << QByteArray("ttt-solve: standard input, line 3, column 1: the board ends after 2 rows");
    QTest::newRow("empty standard input") << QStringList { "analyze",
        "-" } << QByteArray() << QByteArray("standard input, line 1, column 1: the input is empty");
    QTest::newRow("a Cyrillic O in row 3")
        << QStringList { "analyze", "-" } << QByteArray("...\n...\n..\xD0\x9E\n")
        << QByteArray("line 3, column 3: expected a cell (x, o, ., - or _) in row 3, found "
                      "'\xD0\x9E' (U+041E, not the letter o)");
    // Boards of other sizes and their header.
    QTest::newRow("21 columns") << QStringList { "analyze", "-" }
                                << QByteArray(21, '.').append('\n').repeated(3)
                                << QByteArray("standard input, line 1, column 21: row 1 is too "
                                              "long: a board has at most 20 columns");
    QTest::newRow("ragged rows") << QStringList { "analyze", "....\n...\n....\n" } << QByteArray()
                                 << QByteArray("BOARD, line 2, column 4: row 2 ends after 3 cells: "
                                               "expected 4, as in row 1");
    QTest::newRow("an unknown header setting")
        << QStringList { "analyze", "-" } << QByteArray("# level=hard\n...\n...\n...\n")
        << QByteArray("standard input, line 1, column 3: unknown setting 'level'");
    QTest::newRow("k out of range in the header")
        << QStringList { "analyze", "-" } << QByteArray("# k=5\n....\n....\n....\n....\n")
        << QByteArray("line 1, column 5: k=5 does not fit a 4x4 board: k runs from 3 to 4 there");
}

void TestCli::analyzeBadBoard()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, message);
    const Run run = runSolver(arguments, input);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.contains(message), run.err.constData());
}

void TestCli::misereBatch()
{
    // Misère: completing a line loses. x to move on "xx./oo./..." must not take (1,3), and
    // o's row 2 threat is o's own problem; the empty board is still a tie.
    const Run run
        = runSolver({ "--rules", "misere" }, "3\n...\n...\n...\nxxx\noo.\n...\nxo.\nxo.\nx..\n");
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    // The finished games: x completed a row, so o won; x completed column 1 and o had no
    // line, so o won again.
    QCOMPARE(run.out, QByteArray("TIE\no\no\n"));

    // The legality rules are the same as classic's.
    const Run illegal = runSolver({ "--rules", "misere" }, "1\nooo\nxx.\n...\n");
    QCOMPARE(illegal.exitCode, 1);
    QVERIFY2(illegal.err.contains("case 1, line 2: illegal position"), illegal.err.constData());
}

void TestCli::lineScoreBatch()
{
    // A full board of o scores 8 (3 rows, 3 columns, 2 diagonals); the empty board is level
    // with best play; "ooo/ooo/oo." with x to move: x's only cell (3,3) leaves o rows 1-2,
    // columns 1-2 and the anti-diagonal: 5.
    const Run run = runSolver(
        { "--rules", "line-score" }, "3\n1\nooo\nooo\nooo\n0\n...\n...\n...\n0 ooo ooo oo.\n");
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("8\n0\n5\n"));
}

void TestCli::lineScoreBatchErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("a side flag that is not 0 or 1")
        << QByteArray("1\n2\n...\n...\n...\n")
        << QByteArray(
               "case 1, line 2, column 1: expected the side to move (1 for o, 0 for x), found '2'");
    QTest::newRow("a case without its flag runs into the board")
        << QByteArray("1\n...\n...\n...\n")
        << QByteArray(
               "case 1, line 2, column 1: expected the side to move (1 for o, 0 for x), found '.'");
    QTest::newRow("fewer cases than announced")
        << QByteArray("2\n0\n...\n...\n...\n")
        << QByteArray("line 5, column 4: the input ends after 1 of the 2 cases it announces");
}

void TestCli::lineScoreBatchErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, message);
    const Run run = runSolver({ "--rules", "line-score" }, input);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.contains(message), run.err.constData());
}

void TestCli::analyzeLineScoreJson()
{
    const QJsonObject json
        = ::analyzeJson({ "--rules", "line-score", "--to-move", "x" }, "ooo/ooo/oo.");
    QCOMPARE(json["rules"].toString(), QString("line-score"));
    QCOMPARE(json["score"].toInt(), 5);
    QCOMPARE(json["toMove"].toString(), QString("x"));
    QCOMPARE(json["legal"].toBool(), true); // line-score has no legality rules
    const QJsonArray moves = json["moves"].toArray();
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0].toObject()["cell"].toInt(), 8);
    QCOMPARE(moves[0].toObject()["score"].toInt(), 5);

    // A full board is over, but its score is still the answer.
    const QJsonObject full
        = ::analyzeJson({ "--rules", "line-score", "--to-move", "o" }, "ooo/ooo/ooo");
    QCOMPARE(full["score"].toInt(), 8);
    QVERIFY(full["toMove"].isNull());
    QCOMPARE(full["state"].toString(), QString("o-won"));

    // Without --to-move the counts must say whose turn it is.
    const Run run = runSolver({ "analyze", "--rules", "line-score", "ooo/ooo/oo." });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("line-score needs --to-move"), run.err.constData());
}

void TestCli::analyzeMisereJson()
{
    const QJsonObject json = ::analyzeJson({ "--rules", "misere" }, "...\n...\n...");
    QCOMPARE(json["rules"].toString(), QString("misere"));
    QCOMPARE(json["outcome"].toString(), QString("tie"));
    QCOMPARE(json["bestMoves"].toArray(), QJsonArray({ 4 })); // only the centre holds the tie
    QVERIFY(json["score"].isNull());
    for (const QJsonValue& move : json["moves"].toArray()) {
        const QJsonObject entry = move.toObject();
        QCOMPARE(entry["outcome"].toString(), QString(entry["cell"].toInt() == 4 ? "tie" : "lose"));
    }
}

void TestCli::analyzeWhatIf()
{
    // Two x marks and no o: parity says nobody can be to move; what-if o answers anyway.
    const QJsonObject json = ::analyzeJson({ "--to-move", "o" }, "xx./.../...");
    QCOMPARE(json["whatIf"].toBool(), true);
    QCOMPARE(json["legal"].toBool(), false);
    const QJsonArray problems = json["problems"].toArray();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems[0].toObject()["rule"].toString(), QString("turn-parity"));
    QCOMPARE(problems[0].toObject()["severity"].toString(), QString("warning"));
    QCOMPARE(json["toMove"].toString(), QString("o"));
    QCOMPARE(json["outcome"].toString(), QString("lose")); // x has two ways to finish a row
    QCOMPARE(json["bestMoves"].toArray(), QJsonArray({ 2 }));

    // Without what-if the same board is only reported.
    const QJsonObject plain = ::analyzeJson({}, "xx./.../...");
    QCOMPARE(plain["problems"].toArray()[0].toObject()["severity"].toString(), QString("error"));
    QVERIFY(plain["outcome"].isNull());
}

void TestCli::badInputCorpus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("fragment");

    for (const QList<QByteArray>& fields :
        readCorpusManifest(QStringLiteral(TTT_BAD_INPUT_DIR "/expectations.tsv"), 5)) {
        QTest::newRow(fields[0].constData())
            << QString::fromUtf8(fields[0]) << QString::fromUtf8(fields[1]) << fields[2].toInt()
            << fields[3].toInt() << fields[4];
    }
}

void TestCli::badInputCorpus()
{
    // Each file of tests/data/bad: exit status 1, nothing on standard output, and one message
    // naming the line and column of the problem.
    QFETCH(QString, file);
    QFETCH(QString, mode);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QByteArray, fragment);

    QFile input(QStringLiteral(TTT_BAD_INPUT_DIR "/") + file);
    QVERIFY(input.open(QIODevice::ReadOnly));
    const QStringList arguments
        = mode == QLatin1String("batch") ? QStringList {} : QStringList { "analyze", "-" };
    const Run run = runSolver(arguments, input.readAll());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    const QByteArray place
        = "line " + QByteArray::number(line) + ", column " + QByteArray::number(column) + ": ";
    QVERIFY2(run.err.contains(place), run.err.constData());
    QVERIFY2(run.err.contains(fragment), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
}

void TestCli::everyBadInputHasAnExpectation()
{
    QFile manifest(QStringLiteral(TTT_BAD_INPUT_DIR "/expectations.tsv"));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    const QByteArray text = manifest.readAll();
    const QStringList files = QDir(QStringLiteral(TTT_BAD_INPUT_DIR)).entryList(QDir::Files);
    for (const QString& file : files) {
        if (file != QLatin1String("expectations.tsv"))
            QVERIFY2(text.contains((file + '\t').toUtf8()),
                qPrintable(file + " has no row in expectations.tsv"));
    }
}

void TestCli::stats()
{
    const Run run = runSolver({ "stats" });
    QCOMPARE(run.exitCode, 0);
    for (const char* figure : { "5,478", "765", "958", "4,520", "2,836", "1,052", "632", "255,168",
             "131,184", "77,904", "46,080" })
        QVERIFY2(run.out.contains(figure), figure);
}

void TestCli::statsJson()
{
    const Run run = runSolver({ "stats", "--json", "--first", "o" });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json["legalPositions"].toInt(), 5478);
    QCOMPARE(json["positionsUpToSymmetry"].toInt(), 765);
    QCOMPARE(json["finishedPositions"].toInt(), 958);
    const QJsonObject games = json["games"].toObject();
    QCOMPARE(games["total"].toInteger(), 255168);
    QCOMPARE(games["oWins"].toInteger(), 131184); // o moves first, so o has x's usual figures
    QCOMPARE(games["xWins"].toInteger(), 77904);
    QCOMPARE(games["draws"].toInteger(), 46080);
}

void TestCli::usage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("an unknown option")
        << QStringList { "--frobnicate" } << QByteArray("Unknown option 'frobnicate'");
    QTest::newRow("an unknown command")
        << QStringList { "solve" } << QByteArray("unknown command 'solve'");
    QTest::newRow("analyze without a board")
        << QStringList { "analyze" } << QByteArray("analyze needs a BOARD");
    QTest::newRow("analyze with two boards")
        << QStringList { "analyze", "...", "..." } << QByteArray("analyze takes one BOARD");
    QTest::newRow("a first player that is not x or o")
        << QStringList { "--first", "y" } << QByteArray("--first takes x or o, not 'y'");
    QTest::newRow("--first without its value")
        << QStringList { "--first" } << QByteArray("Missing value after '--first'");
    QTest::newRow("--json with batch input")
        << QStringList { "--json" }
        << QByteArray("--json goes with analyze, explain, review or stats");
    QTest::newRow("--keep-going with stats") << QStringList { "stats",
        "--keep-going" } << QByteArray("--keep-going goes with batch input only");
    QTest::newRow("a size beyond the limits")
        << QStringList { "analyze", "--size", "21x9" }
        << QByteArray("--size takes COLUMNSxROWS, each from 3 to 20 (such as 5x5), not '21x9'");
    QTest::newRow("a size that is not one")
        << QStringList { "analyze", "--size", "big" } << QByteArray("not 'big'");
    QTest::newRow("a size and a board") << QStringList { "analyze", "--size", "5x5", "....." }
                                        << QByteArray("analyze takes a BOARD or --size, not both");
    QTest::newRow("k beyond every board") << QStringList { "analyze", "--k", "21", "--size",
        "8x8" } << QByteArray("--k takes a whole number from 3 to 20, not '21'");
    QTest::newRow("k longer than this board") << QStringList { "analyze", "--k", "6", "--size",
        "5x5" } << QByteArray("--k 6 does not fit a 5x5 board: k runs from 3 to 5 there");
    QTest::newRow("a time limit of nothing") << QStringList { "analyze", "--time-limit", "0",
        "--size", "5x5" } << QByteArray("--time-limit takes a number of seconds above 0, not '0'");
    QTest::newRow("no memory for the table") << QStringList { "analyze", "--hash", "0", "--size",
        "5x5" } << QByteArray("--hash takes a number of megabytes from 1 to ");
    // More than any machine has (a petabyte): refused before anything is allocated.
    QTest::newRow("more memory than the machine has") << QStringList { "analyze", "--hash",
        "1000000000", "--size", "5x5" } << QByteArray("(this machine's memory), not '1000000000'");
    QTest::newRow("no threat positions")
        << QStringList { "analyze", "--threat-positions", "0", "--size", "15x15" }
        << QByteArray("--threat-positions takes a number of positions from 1 "
                      "to 1000000000000, not '0'");
    QTest::newRow("threat positions with a sign") << QStringList { "explain", "--threat-positions",
        "+7", "--size", "15x15" } << QByteArray("not '+7'");
    QTest::newRow("threat positions with a space")
        << QStringList { "review", "--threat-positions", " 7", "-" } << QByteArray("not ' 7'");
    QTest::newRow("more threat positions than allowed")
        << QStringList { "analyze", "--threat-positions", "1000000000001", "--size", "15x15" }
        << QByteArray("to 1000000000000, not '1000000000001'");
    QTest::newRow("threat positions with stats") << QStringList { "stats", "--threat-positions",
        "5" } << QByteArray("--threat-positions goes with analyze, explain or review");
    QTest::newRow("negative threads")
        << QStringList { "analyze", "--threads", "-1", "--size", "5x5" }
        << QByteArray("--threads takes a number from 1 to 256 (or 0 for one per core), not '-1'");
    QTest::newRow("--size with batch input")
        << QStringList { "--size", "5x5" } << QByteArray("--size goes with analyze");
    QTest::newRow("--value-only with stats")
        << QStringList { "stats", "--value-only" } << QByteArray("--value-only goes with analyze");
}

void TestCli::usage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    const Run run = runSolver(arguments, "1 ... ... ...");
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.contains(message), run.err.constData());
    QVERIFY(run.err.contains("Try 'ttt-solve --help'"));
}

void TestCli::help()
{
    const Run run = runSolver({ "--help" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("Usage: "));
    QVERIFY(run.out.contains("analyze BOARD"));
    QVERIFY(run.out.contains("explain BOARD"));
    QVERIFY(run.out.contains("--keep-going"));
    QVERIFY(run.out.contains("Exit status: 0 success, 1 bad input, 2 bad usage"));
}

void TestCli::analyzeBiggerBoardJson()
{
    // 5x5 with four in a row, x in the centre, o to move: every move proven, with its bound, and
    // the search's figures.
    const QJsonObject json = ::analyzeJson({ "--threads", "2" }, "...../...../..x../...../.....");
    QCOMPARE(json["board"].toString(), QString("...../...../..x../...../....."));
    QCOMPARE(json["columns"].toInt(), 5);
    QCOMPARE(json["rows"].toInt(), 5);
    QCOMPARE(json["k"].toInt(), 4);
    QCOMPARE(json["toMove"].toString(), QString("o"));
    QCOMPARE(json["complete"].toBool(), true);
    QCOMPARE(json["outcome"].toString(), QString("tie")); // 5,5,4 is a tie
    QCOMPARE(json["bound"].toString(), QString("exact"));
    QCOMPARE(json["plies"].toInt(), 24);
    QCOMPARE(json["pliesExact"].toBool(), true); // a tie fills the board
    const QJsonArray moves = json["moves"].toArray();
    QCOMPARE(moves.size(), 24);
    for (const QJsonValue& value : moves) {
        const QJsonObject move = value.toObject();
        QCOMPARE(move["proven"].toBool(), true);
        QCOMPARE(move["bound"].toString(), QString("exact"));
        QVERIFY(move["pliesExact"].isBool());
        QCOMPARE(move["row"].toInt(), move["cell"].toInt() / 5);
        QCOMPARE(move["col"].toInt(), move["cell"].toInt() % 5);
    }
    QCOMPARE(json["bestLine"].toArray().size(), 24);
    const QJsonObject search = json["search"].toObject();
    QVERIFY(search["positions"].toDouble() > 0);
    QVERIFY(search["seconds"].toDouble() >= 0);
    QCOMPARE(search["threads"].toInt(), 2);
    QCOMPARE(search["stoppedByTimeLimit"].toBool(), false);
    QVERIFY(search["threatPositions"].isNull()); // searched to the end: no threat search
    QVERIFY(json["games"].isNull()); // not counted beyond 3x3
}

void TestCli::analyzeBiggerBoardText()
{
    const Run run = runSolver({ "analyze", "--threads", "1", "x.../..../..../...." });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray()); // no progress line: standard error is not a terminal
    QVERIFY2(run.out.contains("Size          4 columns, 4 rows, four in a row"), run.out);
    QVERIFY2(run.out.contains("Verdict       o to move: a tie with best play"), run.out);
    QVERIFY2(run.out.contains("positions in"), run.out);
    QVERIFY2(run.out.contains("   a        b        c        d\n4  x        tie 15"), run.out);
    QVERIFY(!run.out.contains("Games left"));
}

void TestCli::analyzeEmptyBoardOfASize()
{
    const Run run = runSolver({ "analyze", "--json", "--size", "4x3" });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject empty = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(empty["board"].toString(), QString("..../..../...."));
    QCOMPARE(empty["k"].toInt(), 3);
    QCOMPARE(empty["outcome"].toString(), QString("win")); // 4,3,3: the first player wins
    QCOMPARE(empty["pliesExact"].toBool(), true); // 12 cells: exact plies
    QCOMPARE(empty["plies"].toInt(), empty["bestLine"].toArray().size());
}

void TestCli::analyzeValueOnly()
{
    const Run run
        = runSolver({ "analyze", "--json", "--value-only", "--size", "6x5", "--threads", "1" });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json["k"].toInt(), 4);
    QCOMPARE(json["outcome"].toString(), QString("win")); // 6,5,4: the first player wins
    QCOMPARE(json["pliesExact"].toBool(), false); // 30 cells: the plies of the line found
    QCOMPARE(json["moves"].toArray().size(), 0);
    QCOMPARE(json["bestMoves"].toArray().size(), 1);
    QCOMPARE(json["plies"].toInt(), json["bestLine"].toArray().size());
    QCOMPARE(json["bestMoves"].toArray()[0], json["bestLine"].toArray()[0]);
}

void TestCli::analyzeValueOnlyDrawsNoEmptyGrid()
{
    // Without --value-only the grid gives each move's result; with it no move has one, and a
    // grid of dots would read as an empty board's.
    const Run full = runSolver({ "analyze", "--size", "5x4", "--threads", "1" });
    QCOMPARE(full.exitCode, 0);
    QVERIFY2(full.out.contains("   a        b        c        d        e\n4  tie"), full.out);
    const Run run = runSolver(
        { "analyze", "--value-only", "x..../...../...../.....", "--threads", "1", "--k", "4" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("Verdict       o to move: "), run.out);
    QVERIFY2(!run.out.contains("   a        b"), run.out);
    QVERIFY2(!run.out.contains("\n4  x"), run.out);
    QVERIFY2(run.out.contains("(--value-only: the moves were not analysed one by one"), run.out);
}

void TestCli::analyzeReadsTheHeader()
{
    const Run run = runSolver(
        { "analyze", "--json", "-" }, "# k=3 rules=misere first=o\n....\n.o..\n....\n....\n");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json["k"].toInt(), 3);
    QCOMPARE(json["rules"].toString(), QString("misere"));
    QCOMPARE(json["firstPlayer"].toString(), QString("o"));
    QCOMPARE(json["toMove"].toString(), QString("x"));
    QCOMPARE(json["moves"].toArray().size(), 15);
    QCOMPARE(json["complete"].toBool(), true);
}

void TestCli::analyzeCommandLineOverridesTheHeader()
{
    const Run run = runSolver({ "analyze", "--json", "--k", "4", "--rules", "classic", "-" },
        "# k=3 rules=misere\n....\n.x..\n....\n....\n");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json["k"].toInt(), 4);
    QCOMPARE(json["rules"].toString(), QString("classic"));
}

void TestCli::analyzeFindsAForcedWinOnFifteenByFifteen()
{
    // A Gomocup free-style game three plies before its end (tst_widesearch), black (x) to move:
    // k11 wins in three plies, proven within 50,000 positions of the threat search, where it
    // ends; the analysis is not complete.
    QByteArray board = "# k=5\n";
    for (const char* row : { "........o......", "......o.x......", ".......xxoo....",
             "......x.xxo....", ".....oooxx.....", "......oxox.x...", ".....x.xo.o....",
             "...o.o.xxo.o...", "......xoo.x....", ".......x.x.....", "......o........",
             "...............", "...............", "...............", "..............." })
        board += QByteArray(row) + '\n';
    const Run run = runSolver(
        { "analyze", "--json", "--threat-positions", "50000", "--threads", "1", "-" }, board);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value("columns").toInt(), 15);
    QCOMPARE(json.value("outcome").toString(), QStringLiteral("win"));
    QCOMPARE(json.value("complete").toBool(true), false);
    QCOMPARE(json.value("search").toObject().value("threatPositions").toDouble(), 50000.0);
    QVERIFY(json.value("search").toObject().value("positions").toDouble() < 2 * 50000.0);
    bool found = false;
    for (const QJsonValue& move : json.value("moves").toArray()) {
        const QJsonObject cell = move.toObject();
        if (cell.value("name").toString() != QLatin1String("k11"))
            continue;
        found = true;
        QCOMPARE(cell.value("outcome").toString(), QStringLiteral("win"));
        QCOMPARE(cell.value("plies").toInt(), 3);
        QCOMPARE(cell.value("pliesExact").toBool(), true);
        QVERIFY(cell.value("estimate").isNull()); // a result, not an estimate
    }
    QVERIFY(found);
    // Unproven moves carry an estimate, 0-100.
    int estimated = 0;
    for (const QJsonValue& move : json.value("moves").toArray()) {
        const QJsonObject cell = move.toObject();
        if (cell.value("proven").toBool())
            continue;
        const int estimate = cell.value("estimate").toInt(-1);
        QVERIFY(estimate >= 0 && estimate <= 100);
        ++estimated;
    }
    QVERIFY(estimated > 0);
    // The wins are certified (threat proofs, version 3), and ttt-check verifies them.
    QTemporaryDir folder;
    const QString file = folder.filePath("g38.cert");
    const Run certified = runSolver(
        { "analyze", "--threat-positions", "50000", "--threads", "1", "--certificate", file, "-" },
        board);
    QCOMPARE(certified.exitCode, 0);
    QVERIFY2(
        certified.out.contains("it holds the wins and losses proven by threats"), certified.out);
    QVERIFY2(certified.out.contains("?"), certified.out);
    const QByteArray verdict = checkedBy(file);
    QVERIFY2(verdict.contains("verified: 15\xc3\x97"
                              "15, five in a row, classic, x to move: x wins"),
        verdict);
    QVERIFY2(verdict.contains("  k11: x wins\n"), verdict);
    // And explained as a forcing line, read off the same kind of proof.
    const Run explained
        = runSolver({ "explain", "--threat-positions", "50000", "--threads", "1", "-" }, board);
    QCOMPARE(explained.exitCode, 0);
    QVERIFY2(explained.out.contains("x to move wins."), explained.out);
    QVERIFY2(explained.out.contains("makes a double threat"), explained.out);
    QVERIFY2(explained.out.contains("o can block only one of them"), explained.out);
    const Run explainedJson = runSolver(
        { "explain", "--json", "--threat-positions", "50000", "--threads", "1", "-" }, board);
    QCOMPARE(explainedJson.exitCode, 0);
    const QJsonObject explanation = QJsonDocument::fromJson(explainedJson.out).object();
    QCOMPARE(explanation.value("result").toString(), QStringLiteral("win"));
    QCOMPARE(explanation.value("ending").toString(), QStringLiteral("double-threat"));
    QVERIFY(explanation.value("search").toObject().value("proofPositions").toInt() > 0);
}

void TestCli::analyzeTimeLimitReportsWhatIsProven()
{
    // 8x8 with five in a row is far beyond a quarter of a second: the run stops, says so, and
    // succeeds.
    const Run run
        = runSolver({ "analyze", "--json", "--size", "8x8", "--k", "5", "--time-limit", "0.25" });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json["complete"].toBool(), false);
    QCOMPARE(json["search"].toObject()["stoppedByTimeLimit"].toBool(), true);
    QCOMPARE(json["moves"].toArray().size(), 64);
    for (const QJsonValue& value : json["moves"].toArray()) {
        const QJsonObject move = value.toObject();
        if (!move["proven"].toBool()) {
            QVERIFY(move["outcome"].isNull());
            QVERIFY(QStringList({ "at-least-tie", "at-most-tie", "unknown" })
                        .contains(move["bound"].toString()));
        }
    }
    const Run text = runSolver({ "analyze", "--size", "8x8", "--k", "5", "--time-limit", "0.25" });
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("stopped by the time limit"), text.out);
    QVERIFY2(text.out.contains("moves proven"), text.out);
}

void TestCli::reviewText()
{
    // x takes the centre (every first move ties); o answers on an edge next to it, which loses;
    // x then wins in 5 plies with a3, and a variation tries c3 (as good).
    const Run run = runSolver({ "review", "-" }, "# a1=bottom-left\n1. b2 a2 2. a3 (2. c3) c1\n");
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QList<QByteArray> lines = run.out.split('\n');
    const auto row = [&](const QByteArray& start) -> QByteArray {
        for (const QByteArray& line : lines) {
            if (line.startsWith(start))
                return line.simplified();
        }
        return {};
    };
    QCOMPARE(row("1. x b2"), QByteArray("1. x b2 best tie 9 -> tie 9 any move"));
    QCOMPARE(row("1... o a2"), QByteArray("1... o a2 mistake tie 8 -> lose 6 a3 c3 a1 c1"));
    QCOMPARE(row("2. x a3"), QByteArray("2. x a3 best win 5 -> win 5 a3 b3 c3 a1 b1 c1"));
    QCOMPARE(row(" (2. x c3"), QByteArray("(2. x c3 best win 5 -> win 5 a3 b3 c3 a1 b1 c1"));
    QCOMPARE(row("x:"), QByteArray("x: 2 moves, 0 mistakes, 0 blunders"));
    QCOMPARE(row("o:"), QByteArray("o: 2 moves, 1 mistake, 0 blunders"));
}

void TestCli::reviewJson()
{
    const Run run = runSolver({ "review", "--json", "-" },
        "# rules=line-score to-move=x a1=bottom-left\nxo.\nox.\n...\n1. c2 (1. a1)\n");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(object["rules"].toString(), QStringLiteral("line-score"));
    const QJsonArray moves = object["moves"].toArray();
    QCOMPARE(moves.size(), 1);
    const QJsonObject first = moves[0].toObject();
    QCOMPARE(first["move"].toString(), QStringLiteral("c2"));
    QCOMPARE(first["side"].toString(), QStringLiteral("x"));
    QCOMPARE(first["cell"].toInt(), 5);
    QCOMPARE(first["grade"].toString(), QStringLiteral("mistake"));
    QCOMPARE(first["pointsLost"].toInt(), 1);
    QCOMPARE(first["before"].toObject()["score"].toInt(), -1);
    QCOMPARE(first["after"].toObject()["score"].toInt(), 0);
    const QJsonArray variation = first["variations"].toArray()[0].toArray();
    QCOMPARE(variation[0].toObject()["move"].toString(), QStringLiteral("a1"));
    QCOMPARE(variation[0].toObject()["grade"].toString(), QStringLiteral("best"));
    QCOMPARE(object["summary"].toObject()["x"].toObject()["pointsLost"].toInt(), 1);
    QCOMPARE(object["record"].toString(),
        QStringLiteral(
            "# rules=line-score to-move=x a1=bottom-left\nxo.\nox.\n...\n1. c2 (1. a1)\n"));
}

void TestCli::reviewFromAFile()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("game.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("# a1=bottom-left\nxx.\noo.\n...\n1. a1 c2\n");
    file.close();
    const Run run = runSolver({ "review", path });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("1. x a1"));
    QVERIFY(run.out.simplified().contains("blunder win 1 -> lose 2 c3"));
    const Run missing = runSolver({ "review", folder.filePath(QStringLiteral("none.txt")) });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains("cannot read"), missing.err.constData());
    // A RenLib library (binary) cut short in its second node: the byte is named.
    const QString library = folder.filePath(QStringLiteral("cut.lib"));
    QFile cut(library);
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(QByteArray("\xFFRenLib\xFF\x03\x04", 10) + QByteArray(10, '\xFF')
        + QByteArray("\x78\x00\x68", 3));
    cut.close();
    const Run broken = runSolver({ "review", library });
    QCOMPARE(broken.exitCode, 1);
    QVERIFY2(broken.err.contains(library.toUtf8() + ", byte 23: a node cut short"),
        broken.err.constData());
}

void TestCli::reviewBiggerBoard()
{
    // 4x4 with three in a row: the centre wins fastest; a corner is slower.
    const Run run
        = runSolver({ "review", "--json", "-" }, "# k=3 size=4x4 a1=bottom-left\n1. a4 (1. b3)\n");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject first
        = QJsonDocument::fromJson(run.out).object()["moves"].toArray()[0].toObject();
    QCOMPARE(first["grade"].toString(), QStringLiteral("slower"));
    QCOMPARE(first["after"].toObject()["plies"].toInt(), 11);
    QCOMPARE(first["before"].toObject()["plies"].toInt(), 5);
    // In words the grade is an inaccuracy (JSON keeps its fixed name).
    const Run text = runSolver({ "review", "-" }, "# k=3 size=4x4 a1=bottom-left\n1. a4 (1. b3)\n");
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(
        text.out.simplified().contains("1. x a4 inaccuracy win 5 -> win 11"), text.out.constData());
    QVERIFY2(text.out.contains("1 inaccurate move"), text.out.constData());
}

void TestCli::reviewGomokuByThreats()
{
    if (ttt::test::kSanitized)
        QSKIP("a threat-graded review of a whole game, ten times slower under the sanitizers: the "
              "release run checks it");
    // 9×9 with five (81 cells: searched by threats, as gomoku's boards are, in a fraction of the
    // time): white lets black's open three stand (a9), black then misses its forced win (i9).
    // Threat proofs grade both, as estimates; the moves nothing proven grades say so.
    const QByteArray record = "# size=9x9 k=5\nd5 a1 e5 a3 f5 a9 i9\n";
    const Run run = runSolver({ "review", "--json", "-" }, record);
    QCOMPARE(run.exitCode, 0);
    const QJsonArray moves = QJsonDocument::fromJson(run.out).object()["moves"].toArray();
    QCOMPARE(moves.size(), 7);
    const QJsonObject allowed = moves[5].toObject();
    QCOMPARE(allowed["move"].toString(), QStringLiteral("a9"));
    QCOMPARE(allowed["grade"].toString(), QStringLiteral("mistake"));
    QCOMPARE(allowed["basis"].toString(), QStringLiteral("allowed-win"));
    QCOMPARE(allowed["after"].toObject()["outcome"].toString(), QStringLiteral("lose"));
    const QJsonObject missed = moves[6].toObject();
    QCOMPARE(missed["basis"].toString(), QStringLiteral("missed-win"));
    QCOMPARE(missed["before"].toObject()["outcome"].toString(), QStringLiteral("win"));
    QCOMPARE(missed["bestMoves"].toArray(), (QJsonArray { "c5", "g5" }));
    QVERIFY(moves[0].toObject()["grade"].isNull());
    QVERIFY(moves[0].toObject()["basis"].isNull());
    const Run text = runSolver({ "review", "-" }, record);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.simplified().contains("4. x i9 missed win win 3 -> ? c5 g5"),
        text.out.constData());
    QVERIFY2(text.out.contains("1 missed or allowed a win (estimates)"), text.out.constData());
}

void TestCli::reviewEndsAtAForbiddenMove()
{
    // Renju: black's h8 is a double three, forbidden; the record goes on (white did not point it
    // out), with a variation. The review grades h8 forbidden, says why and that black lost
    // there, and grades nothing after it; the summary counts the moves up to it. The threat
    // search has 100,000 positions a position, enough for black's win at h8.
    const QByteArray record
        = "# size=15x15 k=5 rules=renju\nf8 a1 g8 o1 h6 a15 h7 o15 h8 b1 (5... c1) d1\n";
    const Run run = runSolver({ "review", "--json", "--threat-positions", "100000", "-" }, record);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject review = QJsonDocument::fromJson(run.out).object();
    const QJsonArray moves = review["moves"].toArray();
    QCOMPARE(moves.size(), 11);
    for (int i = 0; i < 8; ++i) {
        QVERIFY(moves[i].toObject()["forbidden"].isNull());
        QCOMPARE(moves[i].toObject()["afterEnd"].toBool(), false);
    }
    const QJsonObject h8 = moves[8].toObject();
    QCOMPARE(h8["move"].toString(), QStringLiteral("h8"));
    QCOMPARE(h8["forbidden"].toObject()["shape"].toString(), QStringLiteral("double-three"));
    QCOMPARE(h8["forbidden"].toObject()["why"].toString(),
        QStringLiteral("double three: the lines f8–h8 and h6–h8"));
    QCOMPARE(h8["after"].toObject()["outcome"].toString(), QStringLiteral("lose"));
    QCOMPARE(h8["afterEnd"].toBool(), false);
    for (const int i : { 9, 10 }) {
        const QJsonObject after = moves[i].toObject();
        QVERIFY(after["afterEnd"].toBool());
        QVERIFY(after["grade"].isNull());
        QVERIFY(after["forbidden"].isNull());
    }
    const QJsonArray variation = moves[9].toObject()["variations"].toArray()[0].toArray();
    QCOMPARE(variation[0].toObject()["move"].toString(), QStringLiteral("c1"));
    QVERIFY(variation[0].toObject()["afterEnd"].toBool());
    QCOMPARE(review["summary"].toObject()["x"].toObject()["moves"].toInt(), 5);
    QCOMPARE(review["summary"].toObject()["x"].toObject()["forbidden"].toInt(), 1);
    QCOMPARE(review["summary"].toObject()["o"].toObject()["moves"].toInt(), 4);

    const Run text = runSolver({ "review", "--threat-positions", "100000", "-" }, record);
    QCOMPARE(text.exitCode, 0);
    const QByteArray out = text.out.simplified();
    // Black had a win by threes there: the best move's result is a win.
    QVERIFY2(QString::fromUtf8(out).contains(
                 QRegularExpression(QStringLiteral("5\\. x h8 forbidden win ~\\d+ -> lose 1"))),
        text.out.constData());
    QVERIFY2(out.contains("x may not play h8 under renju (double three: the lines f8–h8 and "
                          "h6–h8): x loses the game here, and the moves after it are not graded."),
        text.out.constData());
    QVERIFY2(out.contains("5... o b1 after the end"), text.out.constData());
    QVERIFY2(out.contains("(5... o c1 after the end"), text.out.constData());
    QVERIFY2(out.contains("6. x d1 after the end"), text.out.constData());
    QVERIFY2(
        out.contains("5 moves, 0 mistakes, 0 blunders, 1 forbidden move"), text.out.constData());

    // Under free-style the same h8 is no forbidden move: graded as any move, and so are the
    // moves after it.
    QByteArray freestyle = record;
    freestyle.replace("rules=renju", "rules=freestyle");
    const Run free
        = runSolver({ "review", "--json", "--threat-positions", "100000", "-" }, freestyle);
    QCOMPARE(free.exitCode, 0);
    const QJsonArray freeMoves = QJsonDocument::fromJson(free.out).object()["moves"].toArray();
    QVERIFY(freeMoves[8].toObject()["forbidden"].isNull());
    QCOMPARE(freeMoves[9].toObject()["afterEnd"].toBool(), false);
}

void TestCli::badGameCorpus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QByteArray>("fragment");

    for (const QList<QByteArray>& fields :
        readCorpusManifest(QStringLiteral(TTT_BAD_GAME_DIR "/expectations.tsv"), 4)) {
        QTest::newRow(fields[0].constData())
            << QString::fromUtf8(fields[0]) << fields[1].toInt() << fields[2].toInt() << fields[3];
    }
}

void TestCli::badGameCorpus()
{
    // Each record of tests/data/badgames, named on the command line: exit status 1, nothing on
    // standard output, one message naming the file, line and column.
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QByteArray, fragment);
    const QString path = QStringLiteral(TTT_BAD_GAME_DIR "/") + file;
    const Run run = runSolver({ "review", path });
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    const QByteArray place = path.toUtf8() + ", line " + QByteArray::number(line) + ", column "
        + QByteArray::number(column) + ": ";
    QVERIFY2(run.err.contains(place), run.err.constData());
    QVERIFY2(run.err.contains(fragment), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
}

void TestCli::everyBadGameHasAnExpectation()
{
    QFile manifest(QStringLiteral(TTT_BAD_GAME_DIR "/expectations.tsv"));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    const QByteArray text = manifest.readAll();
    for (const QString& file : QDir(QStringLiteral(TTT_BAD_GAME_DIR)).entryList(QDir::Files)) {
        if (file != QLatin1String("expectations.tsv"))
            QVERIFY2(text.contains((file + '\t').toUtf8()),
                qPrintable(file + " has no row in expectations.tsv"));
    }
}

void TestCli::reviewUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("no file") << QStringList { "review" } << QByteArray("review needs a FILE");
    QTest::newRow("two files") << QStringList { "review", "a", "b" }
                               << QByteArray("review takes one FILE; unexpected 'b'");
    QTest::newRow("rules on the command line")
        << QStringList { "review", "--rules", "misere", "-" }
        << QByteArray("--rules does not go with review: a game record sets it in its # header");
    QTest::newRow("a size") << QStringList { "review", "--size", "5x5", "-" }
                            << QByteArray("--size goes with analyze");
    QTest::newRow("a time limit with stats") << QStringList { "stats", "--time-limit",
        "5" } << QByteArray("--time-limit goes with analyze, explain or review");
}

void TestCli::reviewUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, message);
    const Run run = runSolver(arguments, "b2");
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), run.err.constData());
}

void TestCli::explainFork()
{
    // x a3 c1, o b2 a1: o threatens c3, and x taking it threatens a3–c3 (at b3) and c1–c3 (at
    // c2) at once. c3 is x's only winning move.
    const Run run = runSolver({ "explain", "x../.o./o.x" });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    QVERIFY2(run.out.contains("Verdict       x to move: x wins in 3 plies\n"), run.out);
    QVERIFY2(run.out.contains("\n  x to move wins.\n"), run.out);
    QVERIFY2(
        run.out.contains("1. x c3 makes a double threat: a3–c3 at b3 and c1–c3 at c2."), run.out);
    // The diagram: the move on c3, the open cells of the two lines starred.
    QVERIFY2(run.out.contains("\n   a  b  c\n3  x  *  1x\n2  .  o  *\n1  o  .  x\n("), run.out);
    QVERIFY2(run.out.contains("Sharpness     c3: only move!\n"), run.out);
}

void TestCli::explainCellThatLoses()
{
    // o to move with x a3 c1, o b2: a corner loses, x answering c3 with a double threat.
    const Run run = runSolver({ "explain", "x../.o./..x", "a1" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("Cell          o a1: lose 4\n"), run.out);
    QVERIFY2(run.out.contains("\n  o on a1 loses: x has a winning answer.\n"), run.out);
    QVERIFY2(run.out.contains("\n3  x  *  2x\n2  .  o  *\n1  1o .  x\n"), run.out);
}

void TestCli::explainPairingCoversEveryLine()
{
    // o to move with o b5, x c4 and b2, four in a row: x holds the tie by pairs at once. Every
    // line without an x mark must hold both cells of a pair, by this file's own lines.
    const QJsonObject json
        = ::explainJson({ "--threads", "1", "--k", "4", ".o.../..x../...../.x.../....." });
    QCOMPARE(json["result"].toString(), QString("tie"));
    QCOMPARE(json["claim"].toObject()["prover"].toString(), QString("x"));
    QCOMPARE(json["ending"].toString(), QString("pairing"));
    QCOMPARE(json["moves"].toArray().size(), 0); // on the board as it stands
    QCOMPARE(json["without"].toArray().size(), 0);
    const QByteArray board = QByteArray(".o.../..x../...../.x.../.....").replace("/", "");
    QList<QPair<int, int>> pairs;
    QSet<int> used;
    for (const QJsonValue& value : json["pairs"].toArray()) {
        const QJsonArray pair = value.toArray();
        const int a = cellNumber(pair[0], 5, 5);
        const int b = cellNumber(pair[1], 5, 5);
        QCOMPARE(board[a], '.');
        QCOMPARE(board[b], '.');
        QVERIFY(!used.contains(a) && !used.contains(b) && a != b);
        used << a << b;
        pairs << qMakePair(a, b);
    }
    QVERIFY(!pairs.isEmpty());
    const QList<QList<int>> lines = linesOf(5, 5, 4);
    QCOMPARE(lines.size(), 28); // two runs of four in each row and column, eight diagonal ones
    int open = 0;
    for (const QList<int>& line : lines) {
        if (std::any_of(line.begin(), line.end(), [&](int cell) { return board[cell] == 'x'; }))
            continue;
        ++open;
        const bool covered
            = std::any_of(pairs.begin(), pairs.end(), [&](const QPair<int, int>& pair) {
                  return line.contains(pair.first) && line.contains(pair.second);
              });
        QVERIFY2(covered,
            qPrintable(QStringLiteral("the line from cell %1 to %2 holds no pair")
                           .arg(line.front())
                           .arg(line.back())));
    }
    QVERIFY(open > 0);
}

void TestCli::explainJsonFields()
{
    const QJsonObject json
        = ::explainJson({ "--threads", "1", "--k", "4", ".o.../..x../...../.x.../....." });
    QCOMPARE(json["board"].toString(), QString(".o.../..x../...../.x.../....."));
    QCOMPARE(json["columns"].toInt(), 5);
    QCOMPARE(json["rows"].toInt(), 5);
    QCOMPARE(json["k"].toInt(), 4);
    QCOMPARE(json["rules"].toString(), QString("classic"));
    QCOMPARE(json["toMove"].toString(), QString("o"));
    QVERIFY(json["cell"].isNull());
    QCOMPARE(explanationShapeProblem(json), QString());
    // A tie's other half: o cannot lose either, o answering x's tries.
    const QJsonArray also = json["also"].toArray();
    QCOMPARE(also.size(), 1);
    QCOMPARE(also[0].toObject()["claim"].toObject()["prover"].toString(), QString("o"));
    QVERIFY(!also[0].toObject()["groups"].toArray().isEmpty());
    const QJsonArray text = json["text"].toArray();
    QVERIFY(text.size() > 2);
    for (const QJsonValue& line : text)
        QVERIFY(isName(line));
    const QJsonObject sharpness = json["sharpness"].toObject();
    QCOMPARE(sharpness["movesKeeping"].toArray(), QJsonArray({ "d5" }));
    QVERIFY(sharpness["traps"].isNull());
    QCOMPARE(sharpness["onlyMove"].toBool(), true);
    const QJsonObject search = json["search"].toObject();
    QVERIFY(search["positions"].toDouble() > 0);
    QVERIFY(search["seconds"].isDouble());
    QVERIFY(search["proofPositions"].toDouble() > 0);
    QCOMPARE(search["complete"].toBool(), true);

    // The fork of 3x3: its move and its lines by name.
    const QJsonObject fork = ::explainJson({ "x../.o./o.x" });
    QCOMPARE(explanationShapeProblem(fork), QString());
    QCOMPARE(fork["result"].toString(), QString("win"));
    QCOMPARE(fork["claim"].toObject()["win"].toBool(), true);
    const QJsonObject move = fork["moves"].toArray()[0].toObject();
    QCOMPARE(move["cell"].toInt(), 2);
    QCOMPARE(move["name"].toString(), QString("c3"));
    QCOMPARE(move["side"].toString(), QString("x"));
    QCOMPARE(move["role"].toString(), QString("double-threat"));
    const QJsonArray lines { QJsonArray { "a3", "b3", "c3" }, QJsonArray { "c3", "c2", "c1" } };
    QCOMPARE(move["lines"].toArray(), lines);
    QCOMPARE(fork["ending"].toString(), QString("double-threat"));
    QCOMPARE(fork["endLines"].toArray(), lines);
    QVERIFY(fork["forkCell"].isNull());

    // Every reply leaves a fork: 4x4 with three in a row, x b3.
    const QJsonObject forks = ::explainJson({ "--size", "4x4", "--k", "3", "b3" });
    QCOMPARE(explanationShapeProblem(forks), QString());
    QCOMPARE(forks["cell"].toString(), QString("b3"));
    QCOMPARE(forks["ending"].toString(), QString("fork"));
    QVERIFY(isName(forks["forkCell"]));
    const QJsonObject group = forks["groups"].toArray()[0].toObject();
    QCOMPARE(group["answer"].toString(), QString("fork"));
    QCOMPARE(group["depth"].toInt(), 2);
}

void TestCli::explainTieSetsTraps()
{
    // After o b3 (threatening b1), x has five replies and only the block at b1 does not lose.
    const Run run = runSolver({ "explain", "x../.o./..x", "b3" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("Cell          o b3: tie 6\n"), run.out);
    QVERIFY2(run.out.contains("Sharpness     o b3: sets 4 trap"), run.out);
    const QJsonObject json = ::explainJson({ "x../.o./..x", "b3" });
    QCOMPARE(json["result"].toString(), QString("tie"));
    const QJsonObject sharpness = json["sharpness"].toObject();
    QCOMPARE(sharpness["traps"].toObject()["losing"].toInt(), 4);
    QCOMPARE(sharpness["traps"].toObject()["replies"].toInt(), 5);
    QCOMPARE(sharpness["movesKeeping"].toArray(), QJsonArray({ "b3", "a2", "c2", "b1" }));
    QCOMPARE(sharpness["onlyMove"].toBool(), false);
    // The last empty cell: the only move there is no sharp one, and not "one of 1".
    const Run last = runSolver({ "explain", "xx./oox/oxo", "c3" });
    QCOMPARE(last.exitCode, 0);
    QVERIFY2(!last.out.contains("one of") && !last.out.contains("only move"), last.out);
}

void TestCli::explainEmptyBoardOfASize()
{
    // With --size the one argument is the cell. One thread: the proof, and so the answers shown,
    // the same every time.
    const Run run = runSolver({ "explain", "--threads", "1", "--size", "5x5", "c3" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("Size          5 columns, 5 rows, four in a row\n"), run.out);
    QVERIFY2(run.out.contains("Cell          x c3: tie 25\n"), run.out);
    QVERIFY2(run.out.contains("\n3  .  .  1x .  .\n"), run.out);
    // From standard input, with the cell after "-".
    const Run input = runSolver({ "explain", "--json", "-", "C3" }, "# k=3\nxx.\noo.\n...\n");
    QCOMPARE(input.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(input.out).object();
    QCOMPARE(json["cell"].toString(), QString("c3"));
    QCOMPARE(json["result"].toString(), QString("win"));
    QCOMPARE(json["moves"].toArray()[0].toObject()["role"].toString(), QString("completes"));
}

void TestCli::explainFinishedGame()
{
    const Run run = runSolver({ "explain", "xxx/oo./..." });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("Verdict       the game is over: x won\n"), run.out);
    QVERIFY2(!run.out.contains("Explanation"), run.out);
    const QJsonObject json = ::explainJson({ "xxx/oo./..." });
    QCOMPARE(json["state"].toString(), QString("x-won"));
    QVERIFY(json["toMove"].isNull());
    QCOMPARE(json["result"].toString(), QString("loss")); // for o, who would be next
    // One line, a3 to c3 (built by append: a braced list of one array reads as a copy).
    QJsonArray oneLine;
    oneLine.append(QJsonArray { "a3", "b3", "c3" });
    QCOMPARE(json["endLines"].toArray(), oneLine);
}

void TestCli::explainNamesADoubleThreatOnTheBoard()
{
    // o to move, x threatening a1–a3 (at a1) and a3–c1 (at b2) already: no move makes the
    // double threat, so the sentence that ends the explanation names it, in text and in JSON.
    const Run run = runSolver({ "explain", "xo./x.o/..x" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("  x has a double threat: a1–a3 at a1 and a3–c1 at b2. o "
                              "can block only one of them; x completes one left open and wins.\n"),
        run.out);
    const QJsonObject json = ::explainJson({ "xo./x.o/..x" });
    QCOMPARE(json["ending"].toString(), QString("double-threat"));
    const QJsonArray text = json["text"].toArray();
    QCOMPARE(text.size(), 2);
    QVERIFY2(text[1].toString().startsWith(QString::fromUtf8("x has a double threat: a1–a3 at a1 "
                                                             "and a3–c1 at b2.")),
        qPrintable(text[1].toString()));
    // A forced block names the threat it blocks.
    const Run forcing = runSolver({ "explain", "--k", "3", "..../..x./x.../o..." });
    QVERIFY2(forcing.out.contains("  2. x c1 is forced: it blocks a1–c1.\n"), forcing.out);
}

void TestCli::explainChoosesTheSimplestWinningMove()
{
    // x to move wins on 5×5 with four in a row, with ten winning moves. The explanation goes
    // through one after which every reply of o's leaves x a fork, in two groups, and it is the
    // same one whatever the engine's table held (one thread, or several, a small table or a big
    // one), as it is in the window (tst_why).
    const QString board = QStringLiteral("o..../.o.../..x../...x./.....");
    const QJsonObject one = ::explainJson({ "--threads", "1", board });
    QCOMPARE(one["result"].toString(), QString("win"));
    QCOMPARE(one["ending"].toString(), QString("fork"));
    QCOMPARE(one["groups"].toArray().size(), 2);
    const QString chosen = one["chosenMove"].toString();
    QVERIFY(one["sharpness"].toObject()["movesKeeping"].toArray().contains(chosen));
    QCOMPARE(one["moves"].toArray()[0].toObject()["name"].toString(), chosen);
    for (const QStringList& options : { QStringList { "--threads", "2" },
             QStringList { "--threads", "1", "--hash", "1" }, QStringList {} }) {
        const QJsonObject other = ::explainJson(options + QStringList { board });
        QCOMPARE(other["chosenMove"].toString(), chosen);
        QCOMPARE(other["ending"].toString(), QString("fork"));
    }
}

void TestCli::explainCountsPliesAsTheMovesAreNumbered()
{
    // x a1 on the empty 4×4 board with three in a row wins (exact plies): each group of o's
    // replies says "then x wins by ply n at the latest", n counted as the moves are numbered
    // (x a1 is ply 1), and the latest n is the plies the heatmap gives the move.
    const QStringList arguments { "--threads", "1", "--size", "4x4", "--k", "3", "a1" };
    const Run run = runSolver(QStringList { "explain" } + arguments);
    QCOMPARE(run.exitCode, 0);
    const QRegularExpression cell(QStringLiteral("Cell          x a1: win (\\d+)\n"));
    const QRegularExpressionMatch plies = cell.match(QString::fromUtf8(run.out));
    QVERIFY2(plies.hasMatch(), run.out);
    int latest = 0;
    const QRegularExpression byPly(QStringLiteral("then x wins by ply (\\d+) at the latest"));
    for (auto match = byPly.globalMatch(QString::fromUtf8(run.out)); match.hasNext();)
        latest = std::max(latest, match.next().captured(1).toInt());
    QCOMPARE(latest, plies.captured(1).toInt());
    QVERIFY2(!run.out.contains("more move"), run.out);
    // In JSON, each group's last ply.
    const QJsonObject json = ::explainJson(arguments);
    int lastPly = 0;
    for (const QJsonValue& group : json["groups"].toArray())
        lastPly = std::max(lastPly, group.toObject()["lastPly"].toInt());
    QCOMPARE(lastPly, latest);
}

void TestCli::explainTimeLimitExplainsTheBound()
{
    // 7x7 with five in a row takes longer than a tenth of a second: what is proven by then is a
    // bound (x cannot lose, proven first), or nothing.
    const QJsonObject json = ::explainJson({ "--size", "7x7", "--k", "5", "--time-limit", "0.1" });
    if (json["search"].toObject()["complete"].toBool())
        QSKIP("this machine proved 7x7 whole within the time limit");
    const QString result = json["result"].toString();
    const QString heading = json["text"].toArray()[0].toString();
    if (result == QLatin1String("at-least-tie")) {
        QCOMPARE(heading, QString("x to move cannot lose (proven so far)."));
        QCOMPARE(json["claim"].toObject()["prover"].toString(), QString("x"));
        QCOMPARE(json["claim"].toObject()["win"].toBool(), false);
    } else if (result == QLatin1String("at-most-tie")) {
        QVERIFY2(heading.startsWith("x to move cannot win (proven so far)"), qPrintable(heading));
    } else {
        QCOMPARE(result, QString("unproven"));
        QCOMPARE(heading, QString("Nothing is proven yet about x to move."));
    }
    // In words, for a cell: whatever is proven by then, the cell's result (or bound) and its
    // explanation.
    const Run text
        = runSolver({ "explain", "--size", "7x7", "--k", "5", "--time-limit", "0.1", "d4" });
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("Cell          x d4: "), text.out);
    QVERIFY2(text.out.contains("x on d4"), text.out);
}

void TestCli::explainErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("an unknown cell")
        << QStringList { "explain", "x../.o./..x", "z9" } << QByteArray() << 1
        << QByteArray("CELL 'z9' is not a cell of this 3x3 board: columns a to c, rows 1 to 3");
    QTest::newRow("a cell beyond a board of a size")
        << QStringList { "explain", "--size", "5x4", "a5" } << QByteArray() << 1
        << QByteArray("CELL 'a5' is not a cell of this 5x4 board: columns a to e, rows 1 to 4");
    QTest::newRow("a taken cell") << QStringList { "explain", "x../.o./..x", "b2" } << QByteArray()
                                  << 1 << QByteArray("CELL b2 is taken: o has a mark there");
    QTest::newRow("line-score on the command line")
        << QStringList { "explain", "--rules", "line-score", "--to-move", "x", "ooo/ooo/oo." }
        << QByteArray() << 1
        << QByteArray("line-score results are scores, and scores have no proofs to explain them");
    QTest::newRow("line-score in the header")
        << QStringList { "explain", "-" } << QByteArray("# rules=line-score\n...\n...\n...\n") << 1
        << QByteArray("explain takes classic or misere rules");
    QTest::newRow("an illegal position lists its problems")
        << QStringList { "explain", "xx./.../..." } << QByteArray() << 1
        << QByteArray("BOARD: this position cannot arise in a game, so it has no result to explain "
                      "(--to-move x or o explains it anyway):\n  - turn-parity: x has 2 marks and "
                      "o has 0 marks");
    QTest::newRow("an illegal position from standard input")
        << QStringList { "explain", "-", "c3" } << QByteArray("oo.\n...\n...\n") << 1
        << QByteArray("standard input: this position cannot arise in a game");
    QTest::newRow("both sides have a line")
        << QStringList { "explain", "xxx/ooo/..." } << QByteArray() << 1
        << QByteArray("BOARD: both x and o have a line, which no game reaches: there is no result "
                      "to explain");
    QTest::newRow("both sides have a line, what-if") << QStringList { "explain", "--to-move", "o",
        "xxx/ooo/..." } << QByteArray() << 1 << QByteArray("both x and o have a line");
    QTest::newRow("a board that cannot be read") << QStringList { "explain", "xoa/.../...",
        "a1" } << QByteArray() << 1 << QByteArray("BOARD, line 1, column 3: expected a cell");
    QTest::newRow("no board") << QStringList { "explain" } << QByteArray() << 2
                              << QByteArray("explain needs a BOARD");
    QTest::newRow("three arguments")
        << QStringList { "explain", "x..", "a1", "b1" } << QByteArray() << 2
        << QByteArray("explain takes a BOARD and a CELL; unexpected 'b1'");
    QTest::newRow("a size, a board and a cell")
        << QStringList { "explain", "--size", "5x5", ".....", "c3" } << QByteArray() << 2
        << QByteArray("explain takes a BOARD or --size, not both");
    QTest::newRow("--value-only") << QStringList { "explain", "--value-only", "x.." }
                                  << QByteArray() << 2
                                  << QByteArray("--value-only goes with analyze");
    QTest::newRow("--certificate")
        << QStringList { "explain", "--certificate", "proof", "x.." } << QByteArray() << 2
        << QByteArray("--certificate goes with analyze");
    QTest::newRow("--keep-going") << QStringList { "explain", "--keep-going", "x.." }
                                  << QByteArray() << 2
                                  << QByteArray("--keep-going goes with batch input only");
    QTest::newRow("an unknown option") << QStringList { "explain", "--frobnicate",
        "x.." } << QByteArray() << 2 << QByteArray("Unknown option 'frobnicate'");
    QTest::newRow("k longer than the board") << QStringList { "explain", "--k", "4",
        "x../.../..." } << QByteArray() << 2 << QByteArray("--k 4 does not fit a 3x3 board");
    QTest::newRow("--size with review") << QStringList { "review", "--size", "5x5",
        "-" } << QByteArray() << 2 << QByteArray("--size goes with analyze or explain");
}

void TestCli::explainErrors()
{
    // Each a message on standard error, nothing on standard output.
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, message);
    const Run run = runSolver(arguments, input);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.startsWith("ttt-solve: "), run.err.constData());
    QVERIFY2(run.err.contains(message), run.err.constData());
    if (exitCode == 2)
        QVERIFY(run.err.contains("Try 'ttt-solve --help'"));
}

TTT_TEST_MAIN(TestCli)
#include "tst_cli.moc"
