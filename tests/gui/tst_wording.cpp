// Wording: verdicts under every rule set, labels, scores, game counts, symmetries, lines of
// moves, parse errors, and solverlib's legality sentences as the window shows them.
#include "document/boardfiles.h"
#include "document/positionmodel.h"
#include "words/wording.h"

#include "ttt/legality.h"
#include "ttt/text.h"
#include "ttt/translate.h"

#include "testmain.h"
#include <QLocale>

#include <QtTest>

using ttt::Mark;
using ttt::Outcome;


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

    void verdictUnderRules_data();
    void verdictUnderRules();
    void scoreHasItsSign_data();
    void scoreHasItsSign();
    void lineScoreLabelIsTheScore();
    void misereMoveOutcomeIsLabelled();
    void positionVerdictUnderRules_data();
    void positionVerdictUnderRules();
    void gameCountsNameTheirResults();
    void symmetryEditsAndDescriptions_data();
    void symmetryEditsAndDescriptions();
    void moveClassTagsAreNotCoordinates();
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
    // The one name: column letter, row number, a1 at the top left, as game records have it.
    // Rows counted from the bottom, as gomoku and chess players count them: a1 is the bottom-left
    // corner.
    QCOMPARE(Wording::cellName(ttt::kTicTacToe, 0), QStringLiteral("a3"));
    QCOMPARE(Wording::cellName(ttt::kTicTacToe, 5), QStringLiteral("c2"));
    QCOMPARE(Wording::cellName(ttt::kTicTacToe, 7), QStringLiteral("b1"));
    // Rows and columns follow the board's width.
    QCOMPARE(Wording::cellName(ttt::Geometry(5, 4, 4), 7), QStringLiteral("c3"));
    QCOMPARE(Wording::cellName(ttt::Geometry(4, 5, 4), 19), QStringLiteral("d1"));
    QCOMPARE(Wording::cellName(ttt::Geometry(8, 8, 5), 63), QStringLiteral("h1"));
    QCOMPARE(Wording::cellName(ttt::Geometry(8, 8, 5), 0), QStringLiteral("a8"));
    // The board's coordinates are the parts of the same name.
    const ttt::Geometry wide(8, 8, 5);
    for (ttt::Cell cell = 0; cell < wide.cells(); ++cell)
        QCOMPARE(
            Wording::columnName(wide.columnOf(cell)) + Wording::rowName(wide, wide.rowOf(cell)),
            Wording::cellName(wide, cell));
    // In words, for a screen reader, the row counted as in the name.
    QCOMPARE(Wording::cellInWords(ttt::kTicTacToe, 5), QStringLiteral("row 2, column 3"));
    QCOMPARE(Wording::cellInWords(ttt::Geometry(5, 4, 4), 7), QStringLiteral("row 3, column 3"));
}

void TestWording::moveLineAlternatesSides()
{
    QCOMPARE(Wording::moveLine(ttt::kTicTacToe, { 2, 4, 6 }, Mark::X),
        QStringLiteral("x c3 → o b2 → x a1"));
    QCOMPARE(Wording::moveLine(ttt::kTicTacToe, { 8 }, Mark::O), QStringLiteral("o c1"));
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
    // The window shows solverlib's sentence, through the window's translator.
    PositionModel model;
    model.setBoard(*ttt::parseBoard("oo./ox./x.."));
    QCOMPARE(model.legalityProblems().size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(model.legalityProblems().front().message),
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
    // The window shows solverlib's sentences through its translator (with the English plural
    // forms of its translation file): they read as solverlib's own English on every board.
    QFETCH(Mark, firstPlayer);
    const ttt::Translator window = ttt::translator();
    QVERIFY(window);
    int sentences = 0;
    for (ttt::BoardCode code = 0; code < ttt::codeCount(ttt::kTicTacToe); ++code) {
        const ttt::Board board = ttt::Board::fromCode(code);
        const std::vector<ttt::LegalityProblem> shown = ttt::checkLegality(board, firstPlayer);
        ttt::setTranslator(nullptr);
        const std::vector<ttt::LegalityProblem> english = ttt::checkLegality(board, firstPlayer);
        ttt::setTranslator(window);
        QCOMPARE(shown.size(), english.size());
        for (std::size_t i = 0; i < shown.size(); ++i) {
            const QString ours = QString::fromStdString(shown[i].message);
            const QString theirs = QString::fromStdString(english[i].message);
            if (ours != theirs)
                QFAIL(qPrintable(
                    QStringLiteral("board %1:\n  ours:   %2\n  theirs: %3")
                        .arg(QString::fromStdString(ttt::formatOneLine(board)), ours, theirs)));
            ++sentences;
        }
    }
    QVERIFY(sentences > 10000); // most boards are illegal; the loop really compared them
}

void TestWording::verdictUnderRules_data()
{
    QTest::addColumn<ttt::Rules>("rules");
    QTest::addColumn<Mark>("toMove");
    QTest::addColumn<Outcome>("outcome");
    QTest::addColumn<int>("plies");
    QTest::addColumn<int>("score");
    QTest::addColumn<QString>("text");

    QTest::newRow("classic says no rules") << ttt::Rules::Classic << Mark::X << Outcome::Win << 3
                                           << 0 << "x to move: x wins in 3 plies";
    QTest::newRow("misère is labelled") << ttt::Rules::Misere << Mark::X << Outcome::Lose << 4 << 0
                                        << "Misère — x to move: o wins in 4 plies";
    QTest::newRow("a misère tie is labelled too")
        << ttt::Rules::Misere << Mark::O << Outcome::Tie << 9 << 0
        << "Misère — o to move: a tie with best play";
    QTest::newRow("line-score names the final score")
        << ttt::Rules::LineScore << Mark::X << Outcome::Lose << 5 << 2
        << "x to move: the board fills up at +2 (o lines minus x lines)";
    QTest::newRow("line-score with x ahead")
        << ttt::Rules::LineScore << Mark::O << Outcome::Lose << 3 << -1
        << "o to move: the board fills up at −1 (o lines minus x lines)";
}

void TestWording::verdictUnderRules()
{
    QFETCH(ttt::Rules, rules);
    QFETCH(Mark, toMove);
    QFETCH(Outcome, outcome);
    QFETCH(int, plies);
    QFETCH(int, score);
    QFETCH(QString, text);
    QCOMPARE(Wording::verdict(toMove, { outcome, plies, score }, rules), text);
}

void TestWording::scoreHasItsSign_data()
{
    QTest::addColumn<int>("score");
    QTest::addColumn<QString>("text");
    QTest::newRow("o ahead has a plus") << 2 << "+2";
    QTest::newRow("level has none") << 0 << "0";
    QTest::newRow("x ahead has a real minus sign") << -1 << QString::fromUtf8("\u22121");
}

void TestWording::scoreHasItsSign()
{
    QFETCH(int, score);
    QFETCH(QString, text);
    QCOMPARE(Wording::score(score), text);
}

void TestWording::lineScoreLabelIsTheScore()
{
    const ttt::Evaluation evaluation { Outcome::Win, 5, 3 };
    QCOMPARE(Wording::cellLabel(evaluation, ttt::Rules::LineScore), QStringLiteral("+3"));
    QCOMPARE(Wording::cellLabel(evaluation, ttt::Rules::Classic), QStringLiteral("Win 5"));
}

void TestWording::misereMoveOutcomeIsLabelled()
{
    QCOMPARE(
        Wording::moveOutcome(ttt::kTicTacToe, Mark::X, 2, { Outcome::Lose, 1 }, ttt::Rules::Misere),
        QStringLiteral("Misère — x on c3: o wins in 1 ply"));
    QCOMPARE(Wording::moveOutcome(
                 ttt::kTicTacToe, Mark::O, 8, { Outcome::Tie, 1, 0 }, ttt::Rules::LineScore),
        QStringLiteral("o on c1: the board fills up at 0 (o lines minus x lines)"));
}

void TestWording::positionVerdictUnderRules_data()
{
    QTest::addColumn<ttt::Rules>("rules");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("text");

    QTest::newRow("misère: x completed a line, so o won") << ttt::Rules::Misere << "xxx/oo./..."
                                                          << "Misère — o won: x completed a line";
    QTest::newRow("misère: a full board without a line") << ttt::Rules::Misere << "xox/xoo/oxx"
                                                         << "Misère — a draw";
    QTest::newRow("line-score: a board full of o holds all eight lines")
        << ttt::Rules::LineScore << "ooo/ooo/ooo"
        << "The board is full: +8 (o lines minus x lines)";
    QTest::newRow("line-score: one line each") << ttt::Rules::LineScore << "xxx/ooo/xox"
                                               << "The board is full: 0 (o lines minus x lines)";
    // Three x and no o: o, the side behind, moves. o can only make a row, and x, moving second,
    // blocks each row o starts; x keeps its top row.
    QTest::newRow("line-score: no legality rules, so a verdict")
        << ttt::Rules::LineScore << "xxx/.../..."
        << "o to move: the board fills up at −1 (o lines minus x lines)";
}

void TestWording::positionVerdictUnderRules()
{
    QFETCH(ttt::Rules, rules);
    QFETCH(QString, position);
    QFETCH(QString, text);
    PositionModel model;
    model.setRules(rules);
    model.setBoard(*ttt::parseBoard(position.toStdString()));
    QCOMPARE(Wording::positionVerdict(model), text);
}

void TestWording::gameCountsNameTheirResults()
{
    const ttt::GameCounts counts { 1234, 1000, 200, 34 };
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString classic = Wording::gameCounts(counts, ttt::Rules::Classic);
    const QString lineScore = Wording::gameCounts(counts, ttt::Rules::LineScore);
    QLocale::setDefault(before);
    QCOMPARE(classic, QStringLiteral("1,234: x wins 1,000, o wins 200, draws 34"));
    QCOMPARE(lineScore, QStringLiteral("1,234: x ahead 1,000, o ahead 200, level 34"));
}

void TestWording::symmetryEditsAndDescriptions_data()
{
    QTest::addColumn<ttt::Symmetry>("symmetry");
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("description");

    QTest::newRow("a quarter turn clockwise")
        << ttt::Symmetry::QuarterTurnClockwise << "Rotate clockwise"
        << "turned a quarter clockwise";
    QTest::newRow("a quarter turn anticlockwise")
        << ttt::Symmetry::QuarterTurnAnticlockwise << "Rotate anticlockwise"
        << "turned a quarter anticlockwise";
    QTest::newRow("a mirror in the vertical axis")
        << ttt::Symmetry::MirrorLeftRight << "Flip left-right"
        << "flipped left to right";
    QTest::newRow("a mirror in the horizontal axis")
        << ttt::Symmetry::MirrorTopBottom << "Flip top-bottom"
        << "flipped top to bottom";
    QTest::newRow("nothing moved") << ttt::Symmetry::Identity << "Leave the board as it is"
                                   << "as it is";
}

void TestWording::symmetryEditsAndDescriptions()
{
    QFETCH(ttt::Symmetry, symmetry);
    QFETCH(QString, edit);
    QFETCH(QString, description);
    QCOMPARE(Wording::symmetryEdit(symmetry), edit);
    QCOMPARE(Wording::symmetryDescription(symmetry), description);
}

void TestWording::moveClassTagsAreNotCoordinates()
{
    QCOMPARE(Wording::moveClassTag(0), QStringLiteral("Δ"));
    QCOMPARE(Wording::moveClassTag(1), QStringLiteral("Σ"));
    // As many distinct signs as a board the window shows can have groups, none of them a Latin
    // letter (a column's letter a–h, in either case, or a mark), a digit (a row's number) or a
    // look-alike of one.
    static const QString latinLookAlikes = QStringLiteral("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαβδεηικνοσυχω");
    QSet<QString> seen;
    for (int moveClass = 0; moveClass < BoardFiles::kWindowMaxSide * BoardFiles::kWindowMaxSide;
         ++moveClass) {
        const QString tag = Wording::moveClassTag(moveClass);
        QVERIFY2(!seen.contains(tag), qPrintable(tag));
        seen.insert(tag);
        for (const QChar c : tag) {
            QVERIFY2(c.script() == QChar::Script_Greek, qPrintable(tag));
            QVERIFY2(!latinLookAlikes.contains(c), qPrintable(tag));
        }
    }
    // The later groups in two letters, each letter one of the first ten signs, so that two
    // tags differ by a whole letter (not by a prime or two, too small to tell apart).
    QCOMPARE(Wording::moveClassTag(10), QStringLiteral("ΔΔ"));
    QCOMPARE(Wording::moveClassTag(11), QStringLiteral("ΔΣ"));
    QCOMPARE(Wording::moveClassTag(20), QStringLiteral("ΣΔ"));
    // After the 110 of one and two letters, three (a board of 400 cells has up to 210 groups).
    QCOMPARE(Wording::moveClassTag(110), QStringLiteral("ΔΔΔ"));
    QCOMPARE(Wording::moveClassTag(111), QStringLiteral("ΔΔΣ"));
    for (int moveClass = 10; moveClass < ttt::Geometry::kMaxCells; ++moveClass) {
        const QString tag = Wording::moveClassTag(moveClass);
        QCOMPARE(tag.size(), moveClass < 110 ? 2 : 3);
        for (const QChar c : tag) {
            bool first = false;
            for (int single = 0; single < 10; ++single)
                first = first || Wording::moveClassTag(single) == QString(c);
            QVERIFY2(first, qPrintable(tag));
        }
    }
}

TTT_TEST_MAIN(TestWording)
#include "tst_wording.moc"
