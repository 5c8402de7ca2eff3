// Renju's forbidden moves for black (renju.h): the shapes as the RIF rules define them, on
// positions worked out by hand (the overlines of six and seven, double fours in two lines and in
// one, double threes, a three that is none because its four would be an overline or forbidden,
// a three against the board's edge, fives that are also forbidden shapes), each also judged by
// ttt-check's own code; on random positions the two judgements agree; and the quintet
// benchmark's published mates play no forbidden move.
#include "checker.h"
#include "renju.h"

#include "ttt/game.h"
#include "ttt/proof.h"
#include "ttt/renju.h"
#include "ttt/widesearch.h"

#include "testmain.h"
#include <QDir>
#include <QFile>
#include <QtTest>

#include <chrono>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace ttt;

namespace {

const Geometry kBoard(15, 15, 5);

Cell at(const char* name)
{
    return *cellFromName(kBoard, name);
}

// A 15×15 board with black (x) on `black` and white (o) on `white`.
Board position(std::initializer_list<const char*> black, std::initializer_list<const char*> white)
{
    Board board(kBoard);
    for (const char* name : black)
        board.set(at(name), Mark::X);
    for (const char* name : white)
        board.set(at(name), Mark::O);
    return board;
}

// The board's rows as ttt-check reads them ('x', 'o', '.'; the top row first).
std::vector<std::string> rowsOf(const Board& board)
{
    const Geometry& geometry = board.geometry();
    std::vector<std::string> rows;
    for (int row = 0; row < geometry.rows(); ++row) {
        std::string text;
        for (int column = 0; column < geometry.columns(); ++column)
            text += ".xo"[int(board.at(geometry.cellAt(row, column)))];
        rows.push_back(text);
    }
    return rows;
}

// ttt-check's own judgement (app/check/renju.h), written apart from the library's.
bool checkerForbids(const Board& board, Cell cell)
{
    return check::renjuForbidden(
        rowsOf(board), board.geometry().columnOf(cell), board.geometry().rowOf(cell));
}

// Its judgement under Korean omok, for `side`.
bool checkerForbidsOmok(const Board& board, Cell cell, Mark side)
{
    return check::omokForbidden(rowsOf(board), board.geometry().columnOf(cell),
        board.geometry().rowOf(cell), side == Mark::X ? 'x' : 'o');
}

// A crowded middle of the board, where shapes meet: 18 to 47 stones thrown on its middle 9×9,
// one in `oneInWhite` white's.
Board crowdedMiddle(std::mt19937& random, int oneInWhite)
{
    Board board(kBoard);
    const int stones = 18 + int(random() % 30);
    for (int i = 0; i < stones; ++i) {
        const int row = 3 + int(random() % 9);
        const int column = 3 + int(random() % 9);
        const Cell cell = kBoard.cellAt(row, column);
        if (board.at(cell) == Mark::Empty)
            board.set(cell, int(random() % unsigned(oneInWhite)) == 0 ? Mark::O : Mark::X);
    }
    return board;
}

// `board` with black's and white's stones swapped.
Board swapped(const Board& board)
{
    Board result(board.geometry());
    for (Cell cell = 0; cell < board.cellCount(); ++cell) {
        const Mark mark = board.at(cell);
        result.set(cell, mark == Mark::Empty ? mark : other(mark));
    }
    return result;
}

// ttt-check's verdict on `bytes`, a certificate.
check::Verdict checked(const std::string& bytes)
{
    return check::checkCertificate(
        std::vector<std::uint8_t>(bytes.begin(), bytes.end()), std::uint64_t(1) << 30);
}

// The certificate of black's win on `board` under `rules` found by the threat search from
// `firstPass` on; empty when it finds none.
std::string winCertificate(const Board& board, Rules rules, int firstPass)
{
    detail::WideProof proof;
    if (!detail::threatWin(board, Mark::X, rules, 200'000, proof, {}, firstPass).proven)
        return {};
    std::ostringstream out;
    std::size_t nodes = 0;
    if (!detail::writeWideProof(board, Mark::X, rules, proof, false, out, nodes))
        return {};
    return out.str();
}

// The certificate of `analysis` (writeWideCertificate), checked by ttt-check.
check::Verdict certified(
    const Board& board, Mark toMove, const Analysis& analysis, Rules rules = Rules::Renju)
{
    std::ostringstream out;
    if (!writeWideCertificate(board, toMove, rules, analysis, out))
        return {};
    return checked(out.str());
}

Evaluation evaluationAt(const Analysis& analysis, Cell cell)
{
    for (const MoveAnnotation& move : analysis.moves) {
        if (move.cell == cell)
            return move.evaluation;
    }
    return {};
}

// One of quintet's positions (tests/data/quintet): the side to move attacks.
struct Puzzle {
    QString name;
    Board board { kBoard };
    Mark attacker = Mark::X;
    int limit = 0; // the attacker's moves, its five included
    bool proven = false; // a win within the limit (else none within it)
    bool vcf = false;
    bool quick = false;
    QStringList line; // the winning line, where the file gives one
};

std::vector<Puzzle> quintetPuzzles()
{
    const QDir folder(QStringLiteral(TTT_QUINTET_DIR));
    std::vector<Puzzle> puzzles;
    for (const QString& name : folder.entryList({ QStringLiteral("*.txt") }, QDir::Files)) {
        QFile file(folder.filePath(name));
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return {};
        const QStringList text = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        Puzzle puzzle;
        puzzle.name = name;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QString line = text[i].trimmed();
            const QString value = line.section(QLatin1Char(':'), 1).trimmed();
            if (line.startsWith(QLatin1String("attacker:")))
                puzzle.attacker = value == u"o" ? Mark::X : Mark::O; // there o is black
            else if (line.startsWith(QLatin1String("limit:")))
                puzzle.limit = value.toInt();
            else if (line.startsWith(QLatin1String("tags:"))) {
                const QStringList tags = value.split(u' ');
                puzzle.proven = tags.contains(u"proven");
                puzzle.vcf = tags.contains(u"vcf");
                puzzle.quick = tags.contains(u"quick");
            } else if (line.startsWith(QLatin1String("expect:")) && value.contains(u','))
                puzzle.line = value.split(u',');
            else if (line == QLatin1String("board:")) {
                for (int row = 0; row < 15; ++row) {
                    const QString cells = text.value(i + 1 + row).simplified().remove(u' ');
                    if (cells.size() != 15)
                        return {};
                    for (int column = 0; column < 15; ++column) {
                        const QChar stone = cells[column];
                        if (stone != u'.')
                            puzzle.board.set(
                                kBoard.cellAt(row, column), stone == u'o' ? Mark::X : Mark::O);
                    }
                }
                break;
            }
        }
        puzzles.push_back(puzzle);
    }
    return puzzles;
}

} // namespace

class TestRenju : public QObject {
    Q_OBJECT

private slots:
    void shapesAsTheRulesDefineThem_data();
    void shapesAsTheRulesDefineThem();
    void aThreeWhoseFourIsForbiddenIsNoThree();
    void aThreeIsNoneWhereItsFourMakesAFive();
    void randomPositionsAgreeWithTheChecker();
    void aJudgementReadsAllThatCanChangeIt();
    void publishedMatesPlayNoForbiddenMove();
    void forbiddenMovesLoseAndAreCertified();
    void whiteWinsWhereBlacksOnlyBlockIsForbidden();
    void aCertificateRelabelledRenjuIsRejected();
    void aForkIsAThreatWhereItsCellMayBePlayed();
    void crossingForkLinesMakeADoubleFour();
    void puzzlesAreProvenAndCertified();
    void omokShapes_data();
    void omokShapes();
    void omokRandomPositionsAgreeWithTheChecker();
    void omokForbidsBothSidesAndOverlinesWinNothing();
    void omokCertificatesOfForbiddenMoves();
};

void TestRenju::shapesAsTheRulesDefineThem_data()
{
    QTest::addColumn<Board>("board");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("forbidden");
    QTest::addColumn<QString>("words");

    QTest::newRow("a double three") << position({ "h7", "i7", "j8", "j9" }, {}) << "j7" << true
                                    << "double three: the lines h7–j7 and j7–j9";
    QTest::newRow("a three blocked by white is none")
        << position({ "h7", "i7", "j8", "j9" }, { "k7" }) << "j7" << false << "";
    QTest::newRow("a three whose fours would be overlines is none")
        << position({ "e7", "h7", "i7", "m7", "j8", "j9" }, {}) << "j7" << false << "";
    QTest::newRow("a three against the edge is none")
        << position({ "b7", "c7", "a8", "a9" }, {}) << "a7" << false << "";
    QTest::newRow("the same one column in is a double three")
        << position({ "c7", "d7", "b8", "b9" }, {}) << "b7" << true
        << "double three: the lines b7–d7 and b7–b9";
    QTest::newRow("a four and a three")
        << position({ "f7", "h7", "i7", "j8", "j9" }, {}) << "j7" << false << "";
    QTest::newRow("a three whose four would make an overline elsewhere is none")
        << position({ "h7", "i7", "j8", "j9", "g4", "g5", "g6", "g8", "g9" }, { "l7" }) << "j7"
        << false << "";
    QTest::newRow("the same three open at both ends is a three")
        << position({ "h7", "i7", "j8", "j9", "g4", "g5", "g6", "g8", "g9" }, {}) << "j7" << true
        << "double three: the lines h7–j7 and j7–j9";
    QTest::newRow("a three whose four would make a double four is none")
        << position({ "h7", "i7", "j8", "j9", "g8", "g9", "g10" }, { "l7" }) << "j7" << false << "";
    QTest::newRow("the same three open at both ends is a three, too")
        << position({ "h7", "i7", "j8", "j9", "g8", "g9", "g10" }, {}) << "j7" << true
        << "double three: the lines h7–j7 and j7–j9";
    QTest::newRow("a three whose four makes a five at once is none")
        << position({ "h7", "i7", "j8", "j9", "k3", "k4", "k5", "k6" }, { "f7" }) << "j7" << false
        << "";
    QTest::newRow("a four and two threes") << position({ "f7", "h7", "i7", "j8", "j9", "k6", "l5" },
        {}) << "j7" << true << "double three: the lines j7–j9 and j7–l5";
    QTest::newRow("an overline of six")
        << position({ "g7", "h7", "i7", "k7", "l7" }, {}) << "j7" << true << "overline: g7–l7";
    QTest::newRow("an overline of seven") << position({ "f7", "g7", "h7", "i7", "k7", "l7" }, {})
                                          << "j7" << true << "overline: f7–l7";
    QTest::newRow("a double four in two lines") << position({ "h4", "h5", "h6", "e7", "f7", "g7" },
        {}) << "h7" << true << "double four: the lines e7–h7 and h4–h7";
    QTest::newRow("two fours in one line, xx.xx.xx") << position({ "c7", "d7", "g7", "i7", "j7" },
        {}) << "f7" << true << "double four: the lines c7–g7 and f7–j7";
    QTest::newRow("a double four in one line") << position({ "f7", "h7", "j7", "l7" }, {}) << "i7"
                                               << true << "double four: the lines f7–j7 and h7–l7";
    QTest::newRow("a straight four is one four")
        << position({ "g7", "h7", "i7" }, {}) << "j7" << false << "";
    QTest::newRow("a five that is also a double three")
        << position({ "h8", "i8", "j8", "k8", "l9", "l10", "m9", "n10" }, {}) << "l8" << false
        << "five: h8–l8";
    QTest::newRow("a five that is also an overline elsewhere")
        << position({ "h8", "i8", "j8", "k8", "l9", "l10", "l11", "l7", "l6" }, {}) << "l8" << false
        << "five: h8–l8";
    QTest::newRow("a five and a double four")
        << position({ "h8", "i8", "j8", "k8", "l9", "l10", "l11", "m7", "n6", "o5" }, {}) << "l8"
        << false << "five: h8–l8";
}

void TestRenju::shapesAsTheRulesDefineThem()
{
    QFETCH(Board, board);
    QFETCH(QString, move);
    QFETCH(bool, forbidden);
    QFETCH(QString, words);
    const RenjuJudgement judgement = judgeRenjuMove(board, at(qPrintable(move)));
    QCOMPARE(judgement.forbidden(), forbidden);
    QCOMPARE(QString::fromStdString(describeRenjuJudgement(kBoard, judgement)), words);
    QCOMPARE(checkerForbids(board, at(qPrintable(move))), forbidden);
    QCOMPARE(isForbiddenForBlack(board, at(qPrintable(move))), forbidden);
}

void TestRenju::aThreeWhoseFourIsForbiddenIsNoThree()
{
    // j7 would make two threes, h7–j7 across and j7–j9 up; but the across three becomes a
    // straight four only on g7 or k7, and each of those is forbidden itself once j7 is black (g7
    // a double three, g7–g9 and e5–g7, beside its four; k7 too, k7–k9 and k7–m9): so it is no
    // three, and j7 is allowed. Take m9 and l8 away and k7 is a four and one three, allowed: the
    // across three is real again, and j7 a double three.
    const Board board
        = position({ "h7", "i7", "j8", "j9", "g8", "g9", "f6", "e5", "k8", "k9", "l8", "m9" }, {});
    const Board withJ7 = board.with(at("j7"), Mark::X);
    QCOMPARE(
        QString::fromStdString(describeRenjuJudgement(kBoard, judgeRenjuMove(withJ7, at("g7")))),
        QStringLiteral("double three: the lines g7–g9 and e5–g7"));
    QVERIFY(isForbiddenForBlack(withJ7, at("k7")));
    QVERIFY(!isForbiddenForBlack(board, at("j7")));
    QVERIFY(!checkerForbids(board, at("j7")));
    Board opened = board;
    opened.set(at("l8"), Mark::Empty);
    opened.set(at("m9"), Mark::Empty);
    QVERIFY(!isForbiddenForBlack(opened.with(at("j7"), Mark::X), at("k7")));
    QVERIFY(isForbiddenForBlack(opened, at("j7")));
    QVERIFY(checkerForbids(opened, at("j7")));
    QCOMPARE(
        QString::fromStdString(describeRenjuJudgement(kBoard, judgeRenjuMove(opened, at("j7")))),
        QStringLiteral("double three: the lines h7–j7 and j7–j9"));
}

void TestRenju::aThreeIsNoneWhereItsFourMakesAFive()
{
    // RIF: a three is one only if its straight four can be made "without at the same time
    // making a five". h8 makes the four e8–h8 (five on i8), and two threes by the look of it:
    // h8–j10, and h8–h10, whose straight four is made on h7. h7 looks like a double three itself
    // (g6–j9 and g8–i6), but g6–j9 becomes a straight four only on i8, which makes h8's five at
    // once: no three. So h7 is a four and a three, allowed; h8–h10 is a three; and h8 a four
    // and two threes, forbidden.
    const Board board = position(
        { "e8", "f8", "g8", "h9", "h10", "i9", "j10", "g6", "j9", "i6" }, { "d8", "h12" });
    QVERIFY(!isForbiddenForBlack(board.with(at("h8"), Mark::X), at("h7")));
    QVERIFY(isForbiddenForBlack(board, at("h8")));
    QVERIFY(checkerForbids(board, at("h8")));
    QVERIFY(!checkerForbids(board.with(at("h8"), Mark::X), at("h7")));
}

void TestRenju::randomPositionsAgreeWithTheChecker()
{
    // Crowded middles of the board, where shapes meet: every empty cell of each, both judges.
    std::mt19937 random(28);
    int forbidden = 0;
    int judged = 0;
    for (int trial = 0; trial < ttt::test::samples(120, 3); ++trial) {
        const Board board = crowdedMiddle(random, 3);
        for (Cell cell = 0; cell < kBoard.cells(); ++cell) {
            if (board.at(cell) != Mark::Empty)
                continue;
            const bool ours = isForbiddenForBlack(board, cell);
            QVERIFY2(ours == checkerForbids(board, cell),
                qPrintable(QString::fromStdString(formatOneLine(board)) + " at "
                    + QString::fromStdString(cellName(kBoard, cell))));
            forbidden += ours;
            ++judged;
        }
    }
    qInfo("%d of %d cells forbidden", forbidden, judged);
    QVERIFY(forbidden > 20);
}

void TestRenju::aJudgementReadsAllThatCanChangeIt()
{
    // The threat search leans on two claims of renju.h when it asks which replies of the other
    // side's make a fork's cell forbidden: a stone of the other side's on a cell the judgement
    // did not read leaves the judgement as it was, and an allowed move with fewer than two three
    // shapes stays allowed whatever the other side plays. Held here on crowded middles, for
    // renju's black and omok's both sides, against the judgement made again with each reply.
    std::mt19937 random(2026);
    int changed = 0;
    int madeForbidden = 0; // the case the search asks about: allowed, forbidden after the reply
    int judged = 0;
    for (int trial = 0; trial < ttt::test::samples(40, 4); ++trial) {
        const Board board = crowdedMiddle(random, 3);
        for (const auto& [rules, side] : { std::pair { Rules::Renju, Mark::X },
                 { Rules::Omok, Mark::X }, { Rules::Omok, Mark::O } }) {
            for (int pick = 0; pick < 8; ++pick) {
                const Cell cell = kBoard.cellAt(3 + int(random() % 9), 3 + int(random() % 9));
                if (board.at(cell) != Mark::Empty)
                    continue;
                std::vector<Cell> read;
                const RenjuJudgement before = judgeMove(board, cell, rules, side, read);
                const int shapes = threeShapes(board, cell, rules, side);
                for (Cell reply = 0; reply < kBoard.cells(); ++reply) {
                    if (board.at(reply) != Mark::Empty || reply == cell)
                        continue;
                    const RenjuJudgement after
                        = judgeMove(board.with(reply, other(side)), cell, rules, side);
                    ++judged;
                    const QString where = QString::fromStdString(formatOneLine(board)) + " at "
                        + QString::fromStdString(cellName(kBoard, cell)) + ", the reply "
                        + QString::fromStdString(cellName(kBoard, reply));
                    if (std::find(read.begin(), read.end(), reply) == read.end()) {
                        QVERIFY2(after.shape == before.shape && after.lines == before.lines,
                            qPrintable(where));
                    }
                    if (!before.forbidden() && shapes < 2)
                        QVERIFY2(!after.forbidden(), qPrintable(where));
                    madeForbidden += !before.forbidden() && after.forbidden();
                    changed += after.forbidden() != before.forbidden();
                }
            }
        }
    }
    qInfo("%d of %d judgements changed by a reply, %d of them to forbidden", changed, judged,
        madeForbidden);
    QVERIFY(changed > 0);
    QVERIFY(ttt::test::kSanitized || madeForbidden > 0); // a quarter of the boards there
}

void TestRenju::publishedMatesPlayNoForbiddenMove()
{
    // The quintet benchmark's winning lines (tests/data/quintet): each was checked to be a mate
    // under renju, so black never plays a forbidden move in one, and a line of black's ends
    // with a five to make. (There, o is black and x white.)
    const QDir folder(QStringLiteral(TTT_QUINTET_DIR));
    const QStringList files = folder.entryList({ QStringLiteral("*.txt") }, QDir::Files);
    QCOMPARE(files.size(), 119);
    int lines = 0;
    int blackMoves = 0;
    int fives = 0;
    for (const QString& name : files) {
        QFile file(folder.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList text = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        QString attacker;
        QString expect;
        Board board(kBoard);
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QString line = text[i].trimmed();
            if (line.startsWith(QLatin1String("attacker:")))
                attacker = line.section(QLatin1Char(':'), 1).trimmed();
            else if (line.startsWith(QLatin1String("expect:")))
                expect = line.section(QLatin1Char(':'), 1).trimmed();
            else if (line == QLatin1String("board:")) {
                for (int row = 0; row < 15; ++row) {
                    const QString cells = text.value(i + 1 + row).simplified().remove(u' ');
                    QCOMPARE(cells.size(), 15);
                    for (int column = 0; column < 15; ++column) {
                        const QChar stone = cells[column];
                        if (stone != u'.')
                            board.set(
                                kBoard.cellAt(row, column), stone == u'o' ? Mark::X : Mark::O);
                    }
                }
                break;
            }
        }
        QVERIFY2(attacker == u"o" || attacker == u"x", qPrintable(name));
        if (!expect.contains(u','))
            continue; // proven or disproven: no line given
        ++lines;
        Mark side = attacker == u"o" ? Mark::X : Mark::O;
        const QStringList moves = expect.split(u',');
        for (qsizetype i = 0; i < moves.size(); ++i) {
            const std::optional<Cell> cell = cellFromName(kBoard, moves[i].trimmed().toStdString());
            const QString where = name + QStringLiteral(", move %1 ").arg(i + 1) + moves[i];
            QVERIFY2(cell && board.at(*cell) == Mark::Empty, qPrintable(where));
            if (side == Mark::X) {
                const RenjuJudgement judgement = judgeRenjuMove(board, *cell);
                QVERIFY2(!judgement.forbidden(),
                    qPrintable(where + QStringLiteral(": ")
                        + QString::fromStdString(describeRenjuJudgement(kBoard, judgement))));
                ++blackMoves;
            }
            board.set(*cell, side);
            side = other(side);
        }
        // Black's line ends with a four (a four-three, two fours, a straight four): a cell where
        // black makes exactly five, which white cannot all take away.
        if (attacker == u"o") {
            int fivePoints = 0;
            for (Cell cell = 0; cell < kBoard.cells(); ++cell)
                fivePoints += board.at(cell) == Mark::Empty
                    && judgeRenjuMove(board, cell).shape == RenjuShape::Five;
            QVERIFY2(fivePoints > 0, qPrintable(name));
            ++fives;
        }
    }
    qInfo("%d lines, %d moves of black's judged allowed; %d lines of black's, each ending with a "
          "five to make",
        lines, blackMoves, fives);
    QCOMPARE(lines, 73);
    QVERIFY(fives > 0);
}

void TestRenju::forbiddenMovesLoseAndAreCertified()
{
    // Black's twos cross at h8: a double three there. Under free-style h8 wins (two open threes
    // at once); under renju black may not play it, and the analysis calls it lost at once, with
    // a certificate ttt-check verifies by its own judgement. The rest is unchanged: no other
    // cell is forbidden.
    const Board board = position({ "f8", "g8", "h6", "h7" }, { "a1", "o1", "a15", "o15" });
    AnalysisOptions options;
    options.threads = 1;
    options.threatPositions = 20'000;
    const Analysis classic = analyze(board, Mark::X, Rules::Classic, options);
    QCOMPARE(evaluationAt(classic, at("h8")).outcome, Outcome::Win);
    const Analysis renju = analyze(board, Mark::X, Rules::Renju, options);
    QCOMPARE(renju.rules, Rules::Renju);
    const Evaluation h8 = evaluationAt(renju, at("h8"));
    QCOMPARE(h8.outcome, Outcome::Lose);
    QCOMPARE(h8.plies, 1);
    int lost = 0;
    for (const MoveAnnotation& move : renju.moves)
        lost += move.evaluation.isProven() && move.evaluation.outcome == Outcome::Lose;
    QCOMPARE(lost, 1);
    const check::Verdict verdict = certified(board, Mark::X, renju);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(verdict.moves[std::size_t(at("h8"))], std::string("o wins"));
    QVERIFY2(QString::fromStdString(verdict.text).contains("renju"), verdict.text.c_str());
    // A lost position: white's d4, f6, g7 threaten a four whose end h8 black may not take. Every
    // move of black's is lost, h8 at once; the certificate of the position leaves h8 out of its
    // replies (ttt-check answers it as forbidden) and is verified.
    const Board lostBoard
        = position({ "f8", "g8", "h6", "h7", "j9" }, { "g7", "i9", "f6", "k10", "d4" });
    const Analysis lostAnalysis = analyze(lostBoard, Mark::X, Rules::Renju, options);
    QVERIFY(lostAnalysis.complete);
    QCOMPARE(lostAnalysis.evaluation.outcome, Outcome::Lose);
    QCOMPARE(evaluationAt(lostAnalysis, at("h8")).plies, 1);
    const check::Verdict lostVerdict = certified(lostBoard, Mark::X, lostAnalysis);
    QVERIFY2(lostVerdict.verified, lostVerdict.text.c_str());
    QCOMPARE(lostVerdict.position, std::string("o wins"));
    // White may play there.
    const Board whiteToMove
        = position({ "f8", "g8", "h6", "h7", "a2" }, { "a1", "o1", "a15", "o15" });
    const Analysis white = analyze(whiteToMove, Mark::O, Rules::Renju, options);
    QVERIFY(!evaluationAt(white, at("h8")).isProven()
        || evaluationAt(white, at("h8")).outcome != Outcome::Lose);
}

void TestRenju::whiteWinsWhereBlacksOnlyBlockIsForbidden()
{
    // The classic trap: white's four i9–l12 (with l12 played) can be blocked only at h8, black's
    // double three. Under renju black may not take it, so l12 wins at once (white's five on the
    // third ply); under free-style black blocks there (and makes two threes).
    const Board board = position({ "f8", "g8", "h6", "h7", "m13" }, { "i9", "j10", "k11", "a15" });
    AnalysisOptions options;
    options.threads = 1;
    options.threatPositions = 20'000;
    const Analysis renju = analyze(board, Mark::O, Rules::Renju, options);
    const Evaluation l12 = evaluationAt(renju, at("l12"));
    QCOMPARE(l12.outcome, Outcome::Win);
    QCOMPARE(l12.plies, 3);
    const check::Verdict verdict = certified(board, Mark::O, renju);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(verdict.moves[std::size_t(at("l12"))], std::string("o wins"));
    const Analysis classic = analyze(board, Mark::O, Rules::Classic, options);
    const Evaluation free = evaluationAt(classic, at("l12"));
    QVERIFY(!(free.isProven() && free.outcome == Outcome::Win && free.plies == 3));
}

void TestRenju::aCertificateRelabelledRenjuIsRejected()
{
    // A free-style certificate of black's win by the double three at h8, relabelled renju
    // (header byte 13): ttt-check's judge finds the move forbidden and rejects it.
    const Board board = position({ "f8", "g8", "h6", "h7" }, { "a1", "o1", "a15", "o15" });
    std::string bytes = winCertificate(board, Rules::Classic, 1);
    QVERIFY(!bytes.empty());
    const check::Verdict freestyle = checked(bytes);
    QVERIFY2(freestyle.verified, freestyle.text.c_str());
    QCOMPARE(int(bytes[13]), 0);
    bytes[13] = 4;
    const check::Verdict renju = checked(bytes);
    QVERIFY(!renju.verified);
    QVERIFY2(QString::fromStdString(renju.text).contains("x may not play it"), renju.text.c_str());
    // k must be five under renju.
    bytes[12] = 4;
    QVERIFY(!checked(bytes).verified);
}

void TestRenju::aForkIsAThreatWhereItsCellMayBePlayed()
{
    // Black's win under free-style here ends with two threes crossing at h8 (h5–h7, and e8–g8
    // once g8 is played; their far ends taken by white, and i7 to keep other forks away): a
    // fork, won by h8 and two fours. Under renju h8 would be a double four, so the fork is no
    // threat of black's: the free-style certificate relabelled renju is rejected where it leaves a
    // reply to that fork. Under omok, which allows a double four, the same certificate is verified.
    // (Black's forks in one row, the open threes, are proven and certified under renju in
    // puzzlesAreProvenAndCertified.)
    const Board board
        = position({ "e8", "f8", "h5", "h6", "h7" }, { "c8", "i8", "h3", "h9", "i7" });
    std::string bytes = winCertificate(board, Rules::Classic, 0);
    QVERIFY(!bytes.empty());
    QVERIFY(checked(bytes).verified);
    bytes[13] = 4; // renju
    const check::Verdict renju = checked(bytes);
    QVERIFY(!renju.verified);
    QVERIFY2(QString::fromStdString(renju.text)
                 .contains("the reply f9 has no node, and no rule answers it"),
        renju.text.c_str());
    bytes[13] = 5; // omok
    const check::Verdict omok = checked(bytes);
    QVERIFY2(omok.verified, omok.text.c_str());

    // The renju search does not take the fork for a threat: whatever it proves is verified.
    if (const std::string renjuBytes = winCertificate(board, Rules::Renju, 0);
        !renjuBytes.empty()) {
        const check::Verdict verdict = checked(renjuBytes);
        QVERIFY2(verdict.verified, verdict.text.c_str());
    }
}

void TestRenju::crossingForkLinesMakeADoubleFour()
{
    // The threat search takes black's fork whose two lines run in different directions for a
    // double four without asking the judge, while black has no four on the board (no five can
    // come with the move). Both judges agree, on every such fork of crowded random middles.
    // Black's lines as the search keeps them under the exact rule: five cells, none white, and
    // no black stone just beyond either end.
    struct Line {
        std::vector<Cell> empty;
        int direction = 0;
    };
    const std::array<std::pair<int, int>, 4> directions { { { 0, 1 }, { 1, 0 }, { 1, 1 },
        { 1, -1 } } };
    std::mt19937 random(41);
    int forks = 0;
    for (int trial = 0; trial < ttt::test::samples(2000, 10); ++trial) {
        const Board board = crowdedMiddle(random, 4);
        std::vector<Line> threes;
        bool four = false;
        for (int row = 0; row < kBoard.rows(); ++row) {
            for (int column = 0; column < kBoard.columns(); ++column) {
                for (int d = 0; d < 4; ++d) {
                    const auto [dr, dc] = directions[std::size_t(d)];
                    const auto inside = [](int r, int c) {
                        return r >= 0 && c >= 0 && r < kBoard.rows() && c < kBoard.columns();
                    };
                    if (!inside(row + 4 * dr, column + 4 * dc))
                        continue;
                    const auto blackAt = [&](int r, int c) {
                        return inside(r, c) && board.at(kBoard.cellAt(r, c)) == Mark::X;
                    };
                    if (blackAt(row - dr, column - dc) || blackAt(row + 5 * dr, column + 5 * dc))
                        continue;
                    Line line { {}, d };
                    int black = 0;
                    bool white = false;
                    for (int i = 0; i < 5; ++i) {
                        const Cell cell = kBoard.cellAt(row + i * dr, column + i * dc);
                        black += board.at(cell) == Mark::X;
                        white = white || board.at(cell) == Mark::O;
                        if (board.at(cell) == Mark::Empty)
                            line.empty.push_back(cell);
                    }
                    if (white)
                        continue;
                    four = four || black == 4;
                    if (black == 3)
                        threes.push_back(line);
                }
            }
        }
        if (four)
            continue;
        for (std::size_t i = 0; i < threes.size(); ++i) {
            for (std::size_t j = i + 1; j < threes.size(); ++j) {
                if (threes[i].direction == threes[j].direction)
                    continue;
                std::vector<Cell> shared;
                for (const Cell cell : threes[i].empty) {
                    if (std::find(threes[j].empty.begin(), threes[j].empty.end(), cell)
                        != threes[j].empty.end())
                        shared.push_back(cell);
                }
                if (shared.size() != 1)
                    continue;
                const QString where = QString::fromStdString(formatOneLine(board)) + " at "
                    + QString::fromStdString(cellName(kBoard, shared[0]));
                QVERIFY2(isForbiddenForBlack(board, shared[0]), qPrintable(where));
                QVERIFY2(checkerForbids(board, shared[0]), qPrintable(where));
                ++forks;
            }
        }
    }
    QVERIFY2(forks >= ttt::test::samples(400, 10), qPrintable(QString::number(forks)));
}

void TestRenju::puzzlesAreProvenAndCertified()
{
    // Quintet's VCF puzzles, and its quick VCT ones of at most four moves (under the sanitizers
    // the VCF ones only): the side to move's win is proven by the threat search under renju in
    // every one (a "short" twin's win is longer than its limit), and certified (ttt-check, its
    // own renju judge);
    // where quintet finds no VCF within the limit, one found is longer. (The benchmark,
    // ttt-bench-threats --rules renju, runs all 119.)
    const std::vector<Puzzle> puzzles = quintetPuzzles();
    QCOMPARE(puzzles.size(), std::size_t(119));
    int asked = 0;
    int proven = 0;
    for (const Puzzle& puzzle : puzzles) {
        const bool shortWin = puzzle.proven && puzzle.quick && puzzle.limit <= 4;
        if (!puzzle.vcf && (!shortWin || ttt::test::kSanitized))
            continue;
        ++asked;
        detail::WideProof proof;
        const auto start = std::chrono::steady_clock::now();
        const detail::ThreatWin found
            = detail::threatWin(puzzle.board, puzzle.attacker, Rules::Renju, 300'000, proof);
        const double seconds
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const QString where = puzzle.name + QStringLiteral(": ");
        if (!found.proven) {
            QVERIFY2(!puzzle.proven || !puzzle.vcf, qPrintable(where + "a VCF not proven"));
            if (puzzle.proven)
                qInfo("%s not proven (%llu positions, %.2f s)", qPrintable(puzzle.name),
                    static_cast<unsigned long long>(found.positions), seconds);
            continue;
        }
        ++proven;
        // A VCF found first is the shortest (deepened a move at a time): where quintet finds
        // none within the limit, it is longer. (Its VCT looks only at some threats, so a VCT of
        // ours within the limit need not be wrong: the checker judges it below.)
        const int attackerMoves = (found.plies + 1) / 2;
        QVERIFY2(puzzle.proven || !found.foursOnly || !puzzle.vcf || attackerMoves > puzzle.limit,
            qPrintable(where
                + QStringLiteral("a VCF in %1 moves, and none within %2 was known")
                      .arg(attackerMoves)
                      .arg(puzzle.limit)));
        std::ostringstream out;
        std::size_t nodes = 0;
        QVERIFY(detail::writeWideProof(
            puzzle.board, puzzle.attacker, Rules::Renju, proof, false, out, nodes));
        const check::Verdict verdict = checked(out.str());
        QVERIFY2(verdict.verified, qPrintable(where + QString::fromStdString(verdict.text)));
        QCOMPARE(verdict.position, std::string(1, toChar(puzzle.attacker)) + " wins");
    }
    qInfo("%d of %d puzzles proven and certified", proven, asked);
    QCOMPARE(proven, asked); // each has a win, if only a longer one than the limit
}

void TestRenju::omokShapes_data()
{
    // Korean omok's common rule (일반룰): only the double three is forbidden, to both sides,
    // judged as renju judges it; an overline and a double four are allowed. The positions are
    // shapesAsTheRulesDefineThem's: where renju forbids the four that would make a three (an
    // overline, a double four), omok does not, and the three is one.
    QTest::addColumn<Board>("board");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("forbidden");
    QTest::addColumn<QString>("words");

    QTest::newRow("a double three") << position({ "h7", "i7", "j8", "j9" }, {}) << "j7" << true
                                    << "double three: the lines h7–j7 and j7–j9";
    QTest::newRow("a three blocked is none")
        << position({ "h7", "i7", "j8", "j9" }, { "k7" }) << "j7" << false << "";
    QTest::newRow("a three whose fours would be overlines is none")
        << position({ "e7", "h7", "i7", "m7", "j8", "j9" }, {}) << "j7" << false << "";
    QTest::newRow("a three against the edge is none")
        << position({ "b7", "c7", "a8", "a9" }, {}) << "a7" << false << "";
    QTest::newRow("a four and a three")
        << position({ "f7", "h7", "i7", "j8", "j9" }, {}) << "j7" << false << "";
    QTest::newRow("a three whose four makes an overline elsewhere is one")
        << position({ "h7", "i7", "j8", "j9", "g4", "g5", "g6", "g8", "g9" }, { "l7" }) << "j7"
        << true << "double three: the lines h7–j7 and j7–j9";
    QTest::newRow("a three whose four makes a double four is one")
        << position({ "h7", "i7", "j8", "j9", "g8", "g9", "g10" }, { "l7" }) << "j7" << true
        << "double three: the lines h7–j7 and j7–j9";
    QTest::newRow("a three whose four makes a five at once is none")
        << position({ "h7", "i7", "j8", "j9", "k3", "k4", "k5", "k6" }, { "f7" }) << "j7" << false
        << "";
    QTest::newRow("a four and two threes") << position({ "f7", "h7", "i7", "j8", "j9", "k6", "l5" },
        {}) << "j7" << true << "double three: the lines j7–j9 and j7–l5";
    QTest::newRow("an overline of six")
        << position({ "g7", "h7", "i7", "k7", "l7" }, {}) << "j7" << false << "";
    QTest::newRow("an overline of seven")
        << position({ "f7", "g7", "h7", "i7", "k7", "l7" }, {}) << "j7" << false << "";
    QTest::newRow("an overline and a double three")
        << position({ "g7", "h7", "i7", "k7", "l7", "j8", "j9", "k8", "l9" }, {}) << "j7" << true
        << "double three: the lines j7–j9 and j7–l9";
    QTest::newRow("a double four in two lines")
        << position({ "h4", "h5", "h6", "e7", "f7", "g7" }, {}) << "h7" << false << "";
    QTest::newRow("a double four in one line")
        << position({ "f7", "h7", "j7", "l7" }, {}) << "i7" << false << "";
    QTest::newRow("a five that is also a double three")
        << position({ "h8", "i8", "j8", "k8", "l9", "l10", "m9", "n10" }, {}) << "l8" << false
        << "five: h8–l8";
}

void TestRenju::omokShapes()
{
    QFETCH(Board, board);
    QFETCH(QString, move);
    QFETCH(bool, forbidden);
    QFETCH(QString, words);
    const Cell cell = at(qPrintable(move));
    // Black's move, and the same shape of white's (the colours swapped): one judgement.
    for (const Mark side : { Mark::X, Mark::O }) {
        const Board shown = side == Mark::X ? board : swapped(board);
        const RenjuJudgement judgement = judgeMove(shown, cell, Rules::Omok, side);
        QCOMPARE(judgement.forbidden(), forbidden);
        QCOMPARE(QString::fromStdString(describeRenjuJudgement(kBoard, judgement)), words);
        QCOMPARE(isForbidden(shown, cell, Rules::Omok, side), forbidden);
        QCOMPARE(checkerForbidsOmok(shown, cell, side), forbidden);
        // The other side's stones are not the mover's: on black's shape white plays where it
        // likes, and the other way round.
        QVERIFY(!isForbidden(shown, cell, Rules::Omok, other(side)));
        QVERIFY(!checkerForbidsOmok(shown, cell, other(side)));
    }
}

void TestRenju::omokRandomPositionsAgreeWithTheChecker()
{
    // As randomPositionsAgreeWithTheChecker, under omok, for both sides.
    std::mt19937 random(29);
    int forbidden = 0;
    int judged = 0;
    for (int trial = 0; trial < ttt::test::samples(80, 3); ++trial) {
        const Board board = crowdedMiddle(random, 2);
        for (Cell cell = 0; cell < kBoard.cells(); ++cell) {
            if (board.at(cell) != Mark::Empty)
                continue;
            for (const Mark side : { Mark::X, Mark::O }) {
                const bool ours = isForbidden(board, cell, Rules::Omok, side);
                QVERIFY2(ours == checkerForbidsOmok(board, cell, side),
                    qPrintable(QString::fromStdString(formatOneLine(board)) + " at "
                        + QString::fromStdString(cellName(kBoard, cell))
                        + (side == Mark::X ? " for x" : " for o")));
                forbidden += ours;
                ++judged;
            }
        }
    }
    qInfo("%d of %d moves forbidden", forbidden, judged);
    QVERIFY(forbidden > 20);
}

void TestRenju::omokForbidsBothSidesAndOverlinesWinNothing()
{
    AnalysisOptions options;
    options.threads = 1;
    options.threatPositions = 20'000;
    // White's twos cross at h8, a double three: under omok white may not play it, and it loses
    // at once; under renju white may.
    const Board white = swapped(position({ "f8", "g8", "h6", "h7", "a2" }, { "a1", "o1", "a15" }));
    const Analysis omok = analyze(white, Mark::O, Rules::Omok, options);
    QCOMPARE(omok.rules, Rules::Omok);
    QCOMPARE(evaluationAt(omok, at("h8")).outcome, Outcome::Lose);
    QCOMPARE(evaluationAt(omok, at("h8")).plies, 1);
    const check::Verdict verdict = certified(white, Mark::O, omok, Rules::Omok);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(verdict.moves[std::size_t(at("h8"))], std::string("x wins"));
    QVERIFY2(QString::fromStdString(verdict.text).contains("omok"), verdict.text.c_str());
    const Analysis renju = analyze(white, Mark::O, Rules::Renju, options);
    QVERIFY(!(evaluationAt(renju, at("h8")).isProven()
        && evaluationAt(renju, at("h8")).outcome == Outcome::Lose));

    // The trap with the colours swapped: black's four i9–l12 can be blocked only at h8, white's
    // double three. Under omok white may not take it, so l12 wins on the third ply; under renju
    // white blocks there.
    const Board trap = position({ "i9", "j10", "k11", "a15" }, { "f8", "g8", "h6", "h7", "m13" });
    const Analysis omokTrap = analyze(trap, Mark::X, Rules::Omok, options);
    const Evaluation l12 = evaluationAt(omokTrap, at("l12"));
    QCOMPARE(l12.outcome, Outcome::Win);
    QCOMPARE(l12.plies, 3);
    const check::Verdict trapVerdict = certified(trap, Mark::X, omokTrap, Rules::Omok);
    QVERIFY2(trapVerdict.verified, trapVerdict.text.c_str());
    QCOMPARE(trapVerdict.moves[std::size_t(at("l12"))], std::string("x wins"));
    const Analysis renjuTrap = analyze(trap, Mark::X, Rules::Renju, options);
    const Evaluation blocked = evaluationAt(renjuTrap, at("l12"));
    QVERIFY(!(blocked.isProven() && blocked.outcome == Outcome::Win && blocked.plies == 3));

    // An overline wins nothing, for either side: j7 makes six in a row, a win under free-style
    // and none under omok, where the game goes on.
    for (const Mark side : { Mark::X, Mark::O }) {
        Board six = position({ "g7", "h7", "i7", "k7", "l7" }, { "a1", "c1", "e1", "a3" });
        if (side == Mark::O)
            six = swapped(six);
        const Analysis free = analyze(six, side, Rules::Classic, options);
        QCOMPARE(evaluationAt(free, at("j7")).outcome, Outcome::Win);
        QCOMPARE(evaluationAt(free, at("j7")).plies, 1);
        const Analysis exactly = analyze(six, side, Rules::Omok, options);
        const Evaluation j7 = evaluationAt(exactly, at("j7"));
        QVERIFY(!(j7.isProven() && j7.outcome == Outcome::Win && j7.plies == 1));
        QCOMPARE(gameState(six.with(at("j7"), side), Rules::Omok), GameState::InProgress);
        QCOMPARE(gameState(six.with(at("j7"), side), Rules::Classic),
            side == Mark::X ? GameState::XWon : GameState::OWon);
    }
}

void TestRenju::omokCertificatesOfForbiddenMoves()
{
    // A free-style certificate of white's win by the double three at h8, relabelled omok
    // (header byte 13 = 5): ttt-check's judge finds the move forbidden to white and rejects it.
    const Board board = swapped(position({ "f8", "g8", "h6", "h7" }, { "a1", "o1", "a15", "o15" }));
    detail::WideProof proof;
    const detail::ThreatWin found
        = detail::threatWin(board, Mark::O, Rules::Classic, 200'000, proof, {}, 1);
    QVERIFY(found.proven);
    std::ostringstream out;
    std::size_t nodes = 0;
    QVERIFY(detail::writeWideProof(board, Mark::O, Rules::Classic, proof, false, out, nodes));
    std::string bytes = out.str();
    QVERIFY2(checked(bytes).verified, checked(bytes).text.c_str());
    bytes[13] = 5;
    const check::Verdict omok = checked(bytes);
    QVERIFY(!omok.verified);
    QVERIFY2(QString::fromStdString(omok.text).contains("o may not play it"), omok.text.c_str());
    QVERIFY2(QString::fromStdString(omok.text).contains("omok: a double three"), omok.text.c_str());
    // Free-style certificates of a win by six in a row, x's and o's, relabelled omok: the six
    // wins nothing there, and ttt-check, which reads either side's lines as exact under omok,
    // rejects the win.
    for (const Mark side : { Mark::X, Mark::O }) {
        Board six = position({ "g7", "h7", "i7", "k7", "l7" }, { "a1", "c1", "e1", "a3" });
        if (side == Mark::O)
            six = swapped(six);
        detail::WideProof sixProof;
        QVERIFY(detail::threatWin(six, side, Rules::Classic, 200'000, sixProof, {}, 1).proven);
        std::ostringstream sixOut;
        std::size_t sixNodes = 0;
        QVERIFY(
            detail::writeWideProof(six, side, Rules::Classic, sixProof, false, sixOut, sixNodes));
        std::string sixBytes = sixOut.str();
        QVERIFY2(checked(sixBytes).verified, checked(sixBytes).text.c_str());
        sixBytes[13] = 5;
        const check::Verdict sixVerdict = checked(sixBytes);
        QVERIFY(!sixVerdict.verified);
        QVERIFY2(QString::fromStdString(sixVerdict.text).contains("its move j7: the game goes on"),
            sixVerdict.text.c_str());
    }
    // k must be five under omok.
    bytes[12] = 4;
    const check::Verdict four = checked(bytes);
    QVERIFY(!four.verified);
    QVERIFY2(QString::fromStdString(four.text).contains("omok, which is five in a row"),
        four.text.c_str());
}

TTT_TEST_MAIN(TestRenju)
#include "tst_renju.moc"
