// End to end: ttt-solve analyze --certificate writes proofs, ttt-check verifies them (and says
// no to a broken one, naming where), both as programs run with arguments.
#include "testmain.h"
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct CheckRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CheckRun runProgram(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted() || !process.waitForFinished(60000))
        return {};
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError() };
}

CheckRun solve(const QStringList& arguments)
{
    return runProgram(QStringLiteral(TTT_SOLVE_PATH), arguments);
}

CheckRun check(const QStringList& arguments)
{
    return runProgram(QStringLiteral(TTT_CHECK_PATH), arguments);
}

} // namespace

class TestCheck : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_folder.isValid()); }
    void certificateOfEveryCell();
    void certificateInJson();
    void misereAndWhatIf();
    void stoppedByTheTimeLimit();
    void lineScoreAndIllegalBoards();
    void brokenCertificateIsRejected();
    void boardsWiderThanEight();
    void badFilesAndUsage();
    void storedCertificatesOfKnownResults_data();
    void storedCertificatesOfKnownResults();

private:
    QString path(const QString& name) const { return m_folder.filePath(name); }
    QTemporaryDir m_folder;
};

void TestCheck::certificateOfEveryCell()
{
    const CheckRun solved = solve({ "analyze", "x.../..../.o../....", "--certificate", path("a.cert") });
    QCOMPARE(solved.exitCode, 0);
    QVERIFY2(solved.out.contains("Certificate   " + path("a.cert").toUtf8() + ": "), solved.out);
    QVERIFY(solved.out.contains("every result proven"));
    const CheckRun checked = check({ path("a.cert") });
    QCOMPARE(checked.exitCode, 0);
    QVERIFY2(
        checked.out.startsWith("verified: 4\u00d74, four in a row, classic, x to move: a tie ("),
        checked.out);
    QVERIFY(checked.out.contains("after each move of x's:\n  b4: a tie\n"));
    QVERIFY(!checked.out.contains("a4:")); // taken
    QVERIFY(!checked.out.contains("incomplete"));
    const CheckRun quiet = check({ "--quiet", path("a.cert") });
    QCOMPARE(quiet.exitCode, 0);
    QVERIFY(quiet.out.isEmpty());
}

void TestCheck::certificateInJson()
{
    const CheckRun solved = solve(
        { "analyze", "--size", "6x5", "--value-only", "--json", "--certificate", path("b.cert") });
    QCOMPARE(solved.exitCode, 0);
    const QJsonObject certificate
        = QJsonDocument::fromJson(solved.out).object().value("certificate").toObject();
    QCOMPARE(certificate.value("file").toString(), path("b.cert"));
    QVERIFY(certificate.value("positions").toDouble() > 0);
    QCOMPARE(qint64(certificate.value("bytes").toDouble()), QFileInfo(path("b.cert")).size());
    QCOMPARE(certificate.value("complete").toBool(), true);
    QCOMPARE(certificate.value("uncertified").toInt(), 0);
    const CheckRun checked = check({ path("b.cert") });
    QCOMPARE(checked.exitCode, 0);
    QVERIFY2(
        checked.out.startsWith("verified: 6\u00d75, four in a row, classic, x to move: x wins"),
        checked.out);
    // No certificate asked: null.
    const CheckRun plain = solve({ "analyze", "--json", "xx./oo./..." });
    QVERIFY(QJsonDocument::fromJson(plain.out).object().value("certificate").isNull());
}

void TestCheck::misereAndWhatIf()
{
    const CheckRun misere = solve(
        { "analyze", "--rules", "misere", "xo.x/o.x./.o../x..o", "--certificate", path("m.cert") });
    QCOMPARE(misere.exitCode, 0);
    CheckRun checked = check({ path("m.cert") });
    QCOMPARE(checked.exitCode, 0);
    QVERIFY2(checked.out.contains(", misere, x to move: "), checked.out);
    // A board no game reaches, analysed with o to move anyway.
    const CheckRun whatIf = solve({ "analyze", "--to-move", "o", "xxx./..../..../....", "--k", "4",
        "--certificate", path("w.cert") });
    QCOMPARE(whatIf.exitCode, 0);
    checked = check({ path("w.cert") });
    QCOMPARE(checked.exitCode, 0);
    // o must block d4: a tie; anything else loses.
    QVERIFY2(checked.out.contains("o to move: a tie") && checked.out.contains("  d4: a tie\n")
            && checked.out.contains("  a3: x wins\n"),
        checked.out);
}

void TestCheck::stoppedByTheTimeLimit()
{
    const CheckRun solved = solve({ "analyze", "--size", "8x8", "--k", "5", "--time-limit", "1",
        "--certificate", path("c.cert") });
    QCOMPARE(solved.exitCode, 0);
    QVERIFY2(solved.out.contains("incomplete") || solved.out.contains("left out"), solved.out);
    const CheckRun checked = check({ path("c.cert") });
    QCOMPARE(checked.exitCode, 0);
    QVERIFY(checked.out.contains("incomplete: the search was stopped"));
}

void TestCheck::lineScoreAndIllegalBoards()
{
    const CheckRun lineScore = solve({ "analyze", "--rules", "line-score", "--to-move", "x",
        "x.o/.../...", "--certificate", path("l.cert") });
    QCOMPARE(lineScore.exitCode, 2);
    QVERIFY(lineScore.err.contains("not line-score scores"));
    QVERIFY(!QFile::exists(path("l.cert")));
    const CheckRun illegal = solve({ "analyze", "xxx/.../...", "--certificate", path("i.cert") });
    QCOMPARE(illegal.exitCode, 1);
    QVERIFY2(illegal.err.contains("no certificate: this position cannot arise"), illegal.err);
    QVERIFY(!QFile::exists(path("i.cert")));
    const CheckRun unwritable
        = solve({ "analyze", "x.o/.../...", "--certificate", path("no/such/folder/x.cert") });
    QCOMPARE(unwritable.exitCode, 1);
    QVERIFY2(unwritable.err.contains("cannot create"), unwritable.err);
    const CheckRun elsewhere = solve({ "stats", "--certificate", path("s.cert") });
    QCOMPARE(elsewhere.exitCode, 2);
}

void TestCheck::brokenCertificateIsRejected()
{
    // The proof of 5×5's value, claimed for a board with an x on the centre (bit 4 of byte 17:
    // cell 12 of x's cells): the checker names the node (or the statement) where it stops
    // holding.
    QVERIFY(solve({ "analyze", "--size", "5x5", "--value-only", "--certificate", path("d.cert") })
                .exitCode
        == 0);
    QFile file(path("d.cert"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    bytes[17] = char(bytes[17] ^ 0x10);
    QFile broken(path("broken.cert"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(bytes);
    broken.close();
    const CheckRun checked = check({ path("broken.cert") });
    QCOMPARE(checked.exitCode, 1);
    QVERIFY2(checked.err.startsWith("ttt-check: " + path("broken.cert").toUtf8() + ": rejected: "),
        checked.err);
    QVERIFY2(checked.err.contains("node ") || checked.err.contains("statement "), checked.err);
    QVERIFY(checked.out.isEmpty());
}

void TestCheck::boardsWiderThanEight()
{
    // 9×3 with three in a row (27 cells, the packed layout inside the engine): every cell of the
    // first move proven and checked, named with their columns past h.
    QVERIFY(
        solve({ "analyze", "--size", "9x3", "--k", "3", "--certificate", path("w.cert") }).exitCode
        == 0);
    const CheckRun checked = check({ path("w.cert") });
    QCOMPARE(checked.exitCode, 0);
    QVERIFY2(
        checked.out.startsWith("verified: 9\u00d73, three in a row, classic, x to move: x wins"),
        checked.out);
    QVERIFY2(checked.out.contains("  i3: x wins\n"), checked.out);
    // The same file said to be 9×8 (72 cells, more than the header's cell sets hold): rejected
    // as a board the format does not have.
    QFile file(path("w.cert"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    bytes[11] = char(8); // rows
    QFile wide(path("wide.cert"));
    QVERIFY(wide.open(QIODevice::WriteOnly));
    wide.write(bytes);
    wide.close();
    const CheckRun rejected = check({ path("wide.cert") });
    QCOMPARE(rejected.exitCode, 1);
    QVERIFY2(rejected.err.contains("the header's board is 9x8 with k = 3: sides run from 3 to 20 "
                                   "with at most 64 cells"),
        rejected.err);
}

void TestCheck::badFilesAndUsage()
{
    QFile text(path("t.txt"));
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("xoo\n.x.\n..x\n");
    text.close();
    CheckRun checked = check({ path("t.txt") });
    QCOMPARE(checked.exitCode, 1);
    QVERIFY2(checked.err.contains("not a certificate"), checked.err);
    checked = check({ path("missing.cert") });
    QCOMPARE(checked.exitCode, 1);
    QVERIFY2(checked.err.contains("cannot open"), checked.err);
    QCOMPARE(check({}).exitCode, 2);
    QCOMPARE(check({ "--frobnicate", "x" }).exitCode, 2);
    QCOMPARE(check({ "a", "b" }).exitCode, 2);
    checked = check({ "--help" });
    QCOMPARE(checked.exitCode, 0);
    QVERIFY(checked.out.startsWith("usage: ttt-check"));
    QCOMPARE(check({ "--version" }).exitCode, 0);
}

void TestCheck::storedCertificatesOfKnownResults_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("verdict");
    // Made by `ttt-solve analyze --size 10x4 --k 4 --value-only --certificate F` (and 11x4): the
    // searches take minutes and most of an hour; checking them, a fraction of a second.
    QTest::newRow("10x4 k4") << QStringLiteral("10x4-k4.cert")
                             << QByteArray(
                                    "verified: 10\u00d74, four in a row, classic, x to move: "
                                    "x wins (196957 positions)");
    QTest::newRow("11x4 k4") << QStringLiteral("11x4-k4.cert")
                             << QByteArray(
                                    "verified: 11\u00d74, four in a row, classic, x to move: "
                                    "x wins (216618 positions)");
}

void TestCheck::storedCertificatesOfKnownResults()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, verdict);
    const CheckRun checked
        = check({ QStringLiteral(TTT_SOURCE_DIR "/tests/data/certificates/") + file });
    QCOMPARE(checked.exitCode, 0);
    QVERIFY2(checked.out.startsWith(verdict), checked.out);
    QVERIFY(!checked.out.contains("incomplete"));
}

TTT_TEST_MAIN(TestCheck)
#include "tst_check.moc"
