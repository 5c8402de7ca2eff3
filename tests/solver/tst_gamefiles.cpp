// The records players have (gamefiles.h): a sample of each form from public sources read as
// the game it records, written and read back the same, told apart by their looks, and every
// way a file can be wrong named with its line and column; and comments in the text form.
#include "ttt/gamefiles.h"

#include "testmain.h"

#include <QFile>
#include <QtTest>

using namespace ttt;

namespace {

std::string sample(const char* name)
{
    QFile file(QStringLiteral(TTT_SOURCE_DIR "/tests/data/gamefiles/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the sample %s", name);
    return file.readAll().toStdString();
}

Game parsed(const Parsed<Game>& game)
{
    if (!game)
        qFatal("line %d, column %d: %s", game.error().line, game.error().column,
            game.error().message.c_str());
    return *game;
}

// The names of the line's moves, one string: "h8 i9 j6".
QString lineNames(const Game& game)
{
    QStringList names;
    for (const Cell cell : game.cellsTo(game.lineThrough({})))
        names << QString::fromStdString(cellName(game.start().board.geometry(), cell));
    return names.join(QLatin1Char(' '));
}

// The game of 41 moves of the .psq sample, in the text form (rows from the bottom).
const char* const kGomocupLine = "h8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 "
                                 "d8 h10 h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 "
                                 "f11 i13 i15 k11 h14 m9";

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT

private slots:
    void psqSample();
    void sgfSample();
    void sgfWithTheGameInOneNode();
    void moveStrings();
    void openingFile();
    void everyFormWritesBackTheSame_data();
    void everyFormWritesBackTheSame();
    void whatAFormLeavesOut();
    void formsAreRecognised_data();
    void formsAreRecognised();
    void badFilesSayWhere_data();
    void badFilesSayWhere();
    void commentsInTheTextForm();
    void renLibSample();
    void renLibNestedVariationsAndText();
    void renLibBadFilesSayWhichByte_data();
    void renLibBadFilesSayWhichByte();
};

void TestGameFiles::psqSample()
{
    // Piskvork's x,y count from 1 at the top left: 8,8 is h8, the centre; 9,7 is i9 (column 9,
    // row 7 from the top: the 9th from the bottom). The division line says free-style.
    const Game game = parsed(parsePsq(sample("gomocup-freestyle15.psq")));
    QCOMPARE(game.start().board.geometry(), Geometry(15, 15, 5));
    QCOMPARE(game.start().rules, Rules::Classic);
    QCOMPARE(lineNames(game), QString::fromLatin1(kGomocupLine));
    QVERIFY(game.isOverAt(game.lineThrough({}))); // m9 makes black's five
    // The same moves as the text form reads them.
    std::string record = "# size=15x15 k=5 a1=bottom-left\n";
    record += kGomocupLine;
    QCOMPARE(game, parsed(parseGame(record)));
    // A division of exactly five: the rules follow, whatever the caller assumed; without one,
    // what the caller assumed.
    std::string standard = sample("gomocup-freestyle15.psq");
    standard.replace(standard.find("Freestyle15_1"), 13, "Standard15_1");
    QCOMPARE(parsed(parsePsq(standard)).start().rules, Rules::Exact);
    QCOMPARE(
        parsed(parsePsq(standard, { std::nullopt, Rules::Classic })).start().rules, Rules::Exact);
    // The division holds for every move: black's six (a1 to f1's row, 4,1 last) ends nothing
    // under exactly five, so white's 10,10 after it is a move; under free-style it is not.
    std::string six = "Piskvorky 15x15, 0:0, 0\n1,1\n1,3\n2,1\n3,3\n3,1\n5,3\n5,1\n7,3\n6,1\n"
                      "9,3\n4,1\n10,10\n-1\n0,Standard15\n";
    QCOMPARE(parsed(parsePsq(six)).cellsTo(parsed(parsePsq(six)).lineThrough({})).size(),
        std::size_t(12));
    six.replace(six.find("Standard15"), 10, "Freestyle15");
    QVERIFY(!parsePsq(six));
    QCOMPARE(parsePsq(six).error().line, 13);
    // Gomocup's renju division: renju, written back as Gomocup names it.
    std::string renju = sample("gomocup-freestyle15.psq");
    renju.replace(renju.find("Freestyle15_1"), 13, "Renju15");
    const Game renjuGame = parsed(parsePsq(renju));
    QCOMPARE(renjuGame.start().rules, Rules::Renju);
    QVERIFY(leftOut(renjuGame, GameForm::Psq).empty());
    QVERIFY(formatGameAs(renjuGame, GameForm::Psq).ends_with("\n0,Renju\n"));
    QCOMPARE(parsed(parsePsq(formatGameAs(renjuGame, GameForm::Psq))), renjuGame);
    // Korean omok has no Gomocup division: a .psq file leaves its rules out and says so; SGF
    // names them (RU[omok]) and reads them back.
    Position omokStart = renjuGame.start();
    omokStart.rules = Rules::Omok;
    const Game omokGame = renjuGame.withStart(omokStart);
    QCOMPARE(
        leftOut(omokGame, GameForm::Psq), std::vector<std::string> { "the rules (Korean omok)" });
    QVERIFY(formatGameAs(omokGame, GameForm::Sgf).find("RU[omok]") != std::string::npos);
    QCOMPARE(parsed(parseSgf(formatGameAs(omokGame, GameForm::Sgf))), omokGame);
    const std::string bare = "Piskvorky 15x15, 0:0, 0\n8,8,0\n";
    QCOMPARE(parsed(parsePsq(bare)).start().rules, Rules::Classic);
    QCOMPARE(parsed(parsePsq(bare, { std::nullopt, Rules::Exact })).start().rules, Rules::Exact);
}

void TestGameFiles::sgfSample()
{
    const Game game = parsed(parseSgf(sample("gomocup-opening-variations.sgf")));
    QCOMPARE(game.start().board.geometry(), Geometry(15, 15, 5));
    QCOMPARE(game.start().rules, Rules::Exact); // RU[Standard]
    // hh is h8, ig i9, jj j6: the .psq game's first three moves; then the variation.
    QCOMPARE(lineNames(game), QStringLiteral("h8 i9 j6 h7 f9"));
    QCOMPARE(game.movesAfter({ 0, 0, 0 }).size(), std::size_t(2));
    const GamePath quiet { 0, 0, 0, 1 };
    QCOMPARE(cellName(game.start().board.geometry(), game.moveAt(quiet).cell), std::string("g9"));
    QCOMPARE(game.commentAt(quiet),
        std::string("A quieter reply ] (a bracket escaped, and a backslash: \\)"));
    QCOMPARE(game.commentAt({ 0, 0 }), std::string("White answers on the diagonal."));
    QVERIFY(game.commentAt({}).starts_with("The opening of the Gomocup game"));
    QCOMPARE(game.cellsTo({ 0, 0, 0, 1, 0 }).size(), std::size_t(5));
}

void TestGameFiles::sgfWithTheGameInOneNode()
{
    // Some programs write the moves as properties of one node; set-up stones and the side to
    // move come from AB, AW and PL.
    const Game oneNode = parsed(parseSgf("(;GM[4]FF[4]SZ[15]RE[0]B[hh]W[ig]B[gj])"));
    QCOMPARE(lineNames(oneNode), QStringLiteral("h8 i9 g6"));
    const Game setUp = parsed(parseSgf("(;GM[4]SZ[15]AB[hh][ii]AW[gg]PL[W];W[jj])"));
    QCOMPARE(setUp.start().board.count(Mark::X), 2);
    QCOMPARE(setUp.start().board.count(Mark::O), 1);
    QCOMPARE(setUp.firstMover(), Mark::O);
    QCOMPARE(lineNames(setUp), QStringLiteral("j6"));
    // A rectangle of set-up stones, aa:bb: four stones.
    QCOMPARE(
        parsed(parseSgf("(;GM[4]SZ[9]AB[aa:bb]AW[ee][ff][gg][hh])")).start().board.count(Mark::X),
        4);
}

void TestGameFiles::moveStrings()
{
    // Run together or apart, upper or lower case, commas or not; 15×15 unless a cell needs 20×20.
    const Game together = parsed(parseMoveString("h8i9j10"));
    QCOMPARE(together.start().board.geometry(), Geometry(15, 15, 5));
    QCOMPARE(lineNames(together), QStringLiteral("h8 i9 j10"));
    QCOMPARE(parsed(parseMoveString("H8, I9, J10\n")), together);
    QCOMPARE(parsed(parseMoveString("h8 i9 j10")), together);
    const Game wide = parsed(parseMoveString("k10 t20"));
    QCOMPARE(wide.start().board.geometry(), Geometry(20, 20, 5));
    const Game told = parsed(parseMoveString("k10 a1", { Geometry(19, 19, 5), Rules::Exact }));
    QCOMPARE(told.start().board.geometry(), Geometry(19, 19, 5));
    QCOMPARE(told.start().rules, Rules::Exact);
    // The renju game of the quintet benchmark: 32 moves.
    const Game renju = parsed(parseMoveString(sample("renju-game-moves.txt")));
    QCOMPARE(renju.cellsTo(renju.lineThrough({})).size(), std::size_t(32));
    QVERIFY(lineNames(renju).startsWith(QStringLiteral("h8 i8 h9 i6")));
    QVERIFY(lineNames(renju).endsWith(QStringLiteral("j3 l6")));
}

void TestGameFiles::openingFile()
{
    // Offsets from the centre, x to the right and y down, as Piskvork places them; stones ten
    // from the centre make the board 20×20 (centre k11).
    const Game openings = parsed(parseOpenings(sample("openings-gomocup-20.txt")));
    const Geometry& geometry = openings.start().board.geometry();
    QCOMPARE(geometry, Geometry(20, 20, 5));
    // -7,-8: column 10-7 = 3 (d), row 10-8 = 2 from the top, the 18th from the bottom.
    QCOMPARE(lineNames(openings), QStringLiteral("d18 e19 h19"));
    QCOMPARE(openings.firstMoves().size(), std::size_t(5)); // five openings, five first stones
    GamePath second { 1 };
    QCOMPARE(openings.cellsTo(openings.lineThrough(second)).size(), std::size_t(7));
    // Written back in the file's own layout, byte for byte.
    QCOMPARE(formatGameAs(openings, GameForm::Openings), sample("openings-gomocup-20.txt"));
    // Two openings that share their first stone share it in the tree.
    const Game shared = parsed(parseOpenings("0,0, 1,0\n0,0, 0,1\n"));
    QCOMPARE(shared.start().board.geometry(), Geometry(15, 15, 5));
    QCOMPARE(shared.firstMoves().size(), std::size_t(1));
    QCOMPARE(shared.movesAfter({ 0 }).size(), std::size_t(2));
    QCOMPARE(lineNames(shared), QStringLiteral("h8 i8"));
}

void TestGameFiles::everyFormWritesBackTheSame_data()
{
    QTest::addColumn<int>("form");
    QTest::addColumn<QString>("sampleName");
    QTest::newRow("psq") << int(GameForm::Psq) << QStringLiteral("gomocup-freestyle15.psq");
    QTest::newRow("sgf") << int(GameForm::Sgf) << QStringLiteral("gomocup-opening-variations.sgf");
    QTest::newRow("moves") << int(GameForm::Moves) << QStringLiteral("renju-game-moves.txt");
    QTest::newRow("openings") << int(GameForm::Openings)
                              << QStringLiteral("openings-gomocup-20.txt");
    QTest::newRow("text from sgf")
        << int(GameForm::Text) << QStringLiteral("gomocup-opening-variations.sgf");
}

void TestGameFiles::everyFormWritesBackTheSame()
{
    QFETCH(int, form);
    QFETCH(QString, sampleName);
    const Game game = parsed(parseGameIn(sample(qPrintable(sampleName))));
    const GameForm written = GameForm(form);
    const std::vector<std::string> lost = leftOut(game, written);
    QVERIFY2(lost.empty(), lost.empty() ? "" : lost.front().c_str());
    const std::string text = formatGameAs(game, written);
    QCOMPARE(recogniseGameForm(text), written);
    QCOMPARE(parsed(parseGameIn(text)), game);
    QCOMPARE(formatGameAs(parsed(parseGameIn(text)), written), text);
}

void TestGameFiles::whatAFormLeavesOut()
{
    const Game sgf = parsed(parseSgf(sample("gomocup-opening-variations.sgf")));
    const std::vector<std::string> psq = leftOut(sgf, GameForm::Psq);
    QCOMPARE(psq, (std::vector<std::string> { "1 variation", "the comments" }));
    // What is left out stays out; the rest reads back, the rules from Gomocup's division line.
    const Game line = parsed(parsePsq(formatGameAs(sgf, GameForm::Psq)));
    QCOMPARE(lineNames(line), lineNames(sgf));
    QCOMPARE(line.start().rules, Rules::Exact);
    QCOMPARE(leftOut(parsed(parseGame("# size=15x15 k=5 rules=misere\n1. h8")), GameForm::Psq),
        std::vector<std::string> { "the rules (misère)" });
    // One move that fits 3×3 would read as a tic-tac-toe record.
    QCOMPARE(leftOut(parsed(parseMoveString("c3")), GameForm::Moves),
        std::vector<std::string> { "the board's size (15x15; the file is read as 3x3)" });
    QVERIFY(leftOut(parsed(parseMoveString("h8")), GameForm::Moves).empty());
    // Four in a row on 5×5 in SGF: the file means five (as many as fit, on a smaller board).
    const Game fourOnFive = parsed(parseGame("# size=5x5 k=4\n1. c3 b2"));
    QCOMPARE(leftOut(fourOnFive, GameForm::Sgf),
        std::vector<std::string> { "k=4 (the file means five in a row)" });
    QVERIFY(leftOut(parsed(parseGame("b2 a1 c3")), GameForm::Sgf).empty()); // 3×3: three
    // A 20×20 game near the centre: a move string reads it as 15×15.
    const Game small = parsed(parseGame("# size=20x20 k=5\n1. k10 l10"));
    QCOMPARE(leftOut(small, GameForm::Moves),
        std::vector<std::string> { "the board's size (20x20; the file is read as 15x15)" });
    QVERIFY(leftOut(small, GameForm::Sgf).empty());
    QVERIFY(leftOut(sgf, GameForm::Text).empty());
}

void TestGameFiles::formsAreRecognised_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("form");
    QTest::newRow("psq") << QStringLiteral("Piskvorky 20x20, 11:11, 0\n10,10,0\n")
                         << int(GameForm::Psq);
    QTest::newRow("psq after blanks")
        << QStringLiteral("\n  piskvorky 15x15, 0:0, 0\n") << int(GameForm::Psq);
    QTest::newRow("sgf") << QStringLiteral(" (\n;GM[4];B[hh])") << int(GameForm::Sgf);
    QTest::newRow("moves run together") << QStringLiteral("a1b2") << int(GameForm::Moves);
    QTest::newRow("moves off 3x3") << QStringLiteral("h8 i9 j10") << int(GameForm::Moves);
    QTest::newRow("quintet record") << QStringLiteral("H8,I8,H9") << int(GameForm::Moves);
    QTest::newRow("openings") << QStringLiteral("0,0, 1,1\n-1, 2\n") << int(GameForm::Openings);
    // What always was the text form stays it.
    QTest::newRow("old 3x3 record") << QStringLiteral("b2 a1 c3") << int(GameForm::Text);
    QTest::newRow("numbered") << QStringLiteral("1. h8 i9") << int(GameForm::Text);
    QTest::newRow("header") << QStringLiteral("# size=15x15\nh8 i9") << int(GameForm::Text);
    QTest::newRow("board") << QStringLiteral("xo./.x./...") << int(GameForm::Text);
    QTest::newRow("odd numbers") << QStringLiteral("0,0,1") << int(GameForm::Text);
    QTest::newRow("empty") << QString() << int(GameForm::Text);
    QTest::newRow("renlib") << QString::fromLatin1("\xFFRenLib\xFF\x03\x04")
                            << int(GameForm::RenLib);
    QTest::newRow("renlib's name alone") << QStringLiteral("RenLib") << int(GameForm::Text);
}

void TestGameFiles::formsAreRecognised()
{
    QFETCH(QString, text);
    QFETCH(int, form);
    QCOMPARE(int(recogniseGameForm(text.toLatin1().toStdString())), form);
}

void TestGameFiles::badFilesSayWhere_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("psq: no size") << QStringLiteral("Piskvorky big, 0:0, 0\n") << 1 << 11
                                  << QStringLiteral("expected the board's size after 'Piskvorky', "
                                                    "such as 15x15, found 'b'");
    QTest::newRow("psq: too big") << QStringLiteral("Piskvorky 30x30, 0:0, 0\n") << 1 << 11
                                  << QStringLiteral("a 30x30 board: boards run from 3x3 to 20x20");
    QTest::newRow("psq: x off")
        << QStringLiteral("Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n") << 3 << 1
        << QStringLiteral("x=16 is off the board: x runs from 1 to 15 on a 15x15 board");
    QTest::newRow("psq: y off")
        << QStringLiteral("Piskvorky 15x15, 0:0, 0\r\n 8, 0,0\r\n") << 2 << 5
        << QStringLiteral("y=0 is off the board: y runs from 1 to 15 on a 15x15 board");
    QTest::newRow("psq: taken") << QStringLiteral("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n8,8,0\n")
                                << 4 << 1 << QStringLiteral("h8 is taken: move 1 played it");
    QTest::newRow("psq: broken move")
        << QStringLiteral("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,x,0\n") << 3 << 1
        << QStringLiteral("expected a move as x,y,time (such as 8,8,0: x and y counted from 1 at "
                          "the top left)");
    QTest::newRow("psq: caro") << QStringLiteral("Piskvorky 15x15, 0:0, 0\n8,8,0\n-1\n0,Caro15\n")
                               << 4 << 1
                               << QStringLiteral("this game was played under the rules of "
                                                 "Caro15, which this program does not play yet");
    QTest::newRow("psq: renju on 7x7")
        << QStringLiteral("Piskvorky 7x7, 0:0, 0\n4,4,0\n-1\n0,Renju\n") << 4 << 1
        << QStringLiteral("a renju game on a 7x7 board: renju is played on boards of at least 65 "
                          "cells, such as 15x15");
    QTest::newRow("sgf: go") << QStringLiteral("(;GM[1]SZ[19];B[dd])") << 1 << 3
                             << QStringLiteral(
                                    "GM[1]: this SGF file records another game; gomoku is GM[4]");
    QTest::newRow("sgf: after a byte-order mark")
        << QStringLiteral("\uFEFF(;GM[1])") << 1 << 3
        << QStringLiteral("GM[1]: this SGF file records "
                          "another game; gomoku is GM[4]");
    QTest::newRow("sgf: bad size") << QStringLiteral("(;GM[4]SZ[big])") << 1 << 10
                                   << QStringLiteral("SZ[big]: expected the board's size, such as "
                                                     "SZ[15] or SZ[15:13]");
    QTest::newRow("sgf: unclosed value")
        << QStringLiteral("(;GM[4]\nC[never") << 2 << 2
        << QStringLiteral("this value is never closed: a ']' is missing");
    QTest::newRow("sgf: unclosed tree")
        << QStringLiteral("(;GM[4];B[hh]") << 1 << 1
        << QStringLiteral("this game tree is never closed: a ')' is missing");
    QTest::newRow("sgf: twice") << QStringLiteral("(;GM[4];B[hh];B[ii])") << 1 << 15
                                << QStringLiteral("Black moves twice in a row here");
    QTest::newRow("sgf: pass") << QStringLiteral("(;GM[4];B[hh];W[])") << 1 << 16
                               << QStringLiteral("a pass: gomoku has none, every move is a stone");
    QTest::newRow("sgf: off the board") << QStringLiteral("(;GM[4]SZ[9];B[jj])") << 1 << 15
                                        << QStringLiteral("[jj] is off the 9x9 board");
    QTest::newRow("sgf: set-up later") << QStringLiteral("(;GM[4];B[hh];AW[aa])") << 1 << 15
                                       << QStringLiteral("AW in the middle of the game: only the "
                                                         "first node may set stones up");
    QTest::newRow("sgf: unknown rules")
        << QStringLiteral("(;GM[4]RU[Caro])") << 1 << 10
        << QStringLiteral("RU[Caro]: rules this program does not play; it "
                          "knows free-style (RU[freestyle]), exactly five "
                          "(RU[standard]), renju (RU[renju]), Korean omok (RU[omok]), misère and "
                          "line-score");
    QTest::newRow("moves: bad letter") << QStringLiteral("h8 i9\nj10 ?4") << 2 << 5
                                       << QStringLiteral("expected a move (a column letter and a "
                                                         "row number, such as h8), found '?'");
    QTest::newRow("moves: off") << QStringLiteral("h8 i9 u21") << 1 << 7
                                << QStringLiteral(
                                       "u21 is off the 20x20 board: its cells run from a1 to t20");
    QTest::newRow("moves: taken") << QStringLiteral("h8i9h8") << 1 << 5
                                  << QStringLiteral("h8 is taken: move 1 played it");
    QTest::newRow("openings: odd")
        << QStringLiteral("0,0, 1,1\n0,0, 1\n") << 2 << 6
        << QStringLiteral("an x with no y: an opening gives two numbers for each "
                          "stone");
    QTest::newRow("openings: words")
        << QStringLiteral("0,0\nopening two\n") << 2 << 1
        << QStringLiteral("expected an opening: numbers separated by commas, x "
                          "and y of each stone from the centre (such as 0,0, "
                          "1,-1)");
}

void TestGameFiles::badFilesSayWhere()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const std::string input = text.toStdString();
    // The form each row is written in, whatever recogniseGameForm() would make of a broken one.
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    const GameForm form = name.startsWith(QLatin1String("psq")) ? GameForm::Psq
        : name.startsWith(QLatin1String("sgf"))                 ? GameForm::Sgf
        : name.startsWith(QLatin1String("moves"))               ? GameForm::Moves
                                                                : GameForm::Openings;
    const Parsed<Game> game = parseGameIn(input, form);
    QVERIFY(!game);
    QCOMPARE(QString::fromStdString(game.error().message), message);
    QCOMPARE(game.error().line, line);
    QCOMPARE(game.error().column, column);
}

void TestGameFiles::commentsInTheTextForm()
{
    // A comment in braces after its move, the game's before the first; braces and backslashes
    // inside after a backslash; the record reads back the same.
    Game game
        = parsed(parseGame("# size=15x15 k=5\n{A game \\{with\\} braces \\ and a\nline break}\n"
                           "1. h8 {centre} i9 2. j10 (2. g7 {the other way}) k11\n"));
    QCOMPARE(game.commentAt({}), std::string("A game {with} braces \\ and a\nline break"));
    QCOMPARE(game.commentAt({ 0 }), std::string("centre"));
    QCOMPARE(game.commentAt({ 0, 0, 1 }), std::string("the other way"));
    QCOMPARE(game.commentAt({ 0, 0, 0 }), std::string());
    const std::string text = formatGame(game);
    QVERIFY2(text.find("\\{with\\}") != std::string::npos, text.c_str());
    QCOMPARE(parsed(parseGame(text)), game);
    game.setComment({ 0, 0 }, "White's reply");
    QCOMPARE(parsed(parseGame(formatGame(game))), game);
    // A comment with no move before it, in a variation, and one never closed.
    const Parsed<Game> orphan = parseGame("# size=15x15 k=5\n1. h8 (i9) ({lost} j10)");
    QVERIFY(!orphan);
    QCOMPARE(orphan.error().column, 13);
    const Parsed<Game> open = parseGame("# size=15x15 k=5\n1. h8 {never");
    QVERIFY(!open);
    QCOMPARE(open.error().message, std::string("this comment is never closed: a '}' is missing"));
    QCOMPARE(open.error().column, 7);
}

void TestGameFiles::renLibSample()
{
    // The sample's tree: h8, then h9 i10 g9 (a label A on j11 after i10) and its variation i9.
    const std::string bytes = sample("renlib-sample.lib");
    QCOMPARE(recogniseGameForm(bytes), GameForm::RenLib);
    const Game game = parsed(parseGameIn(bytes));
    const Geometry& geometry = game.start().board.geometry();
    QCOMPARE(geometry, Geometry(15, 15, 5));
    QCOMPARE(game.start().rules, Rules::Renju);
    QCOMPARE(game.firstMover(), Mark::X);
    QCOMPARE(lineNames(game), QStringLiteral("h8 h9 i10 g9"));
    QCOMPARE(game.movesAfter({ 0 }).size(), std::size_t(2));
    QCOMPARE(cellName(geometry, game.moveAt({ 0, 1 }).cell), std::string("i9"));
    QVERIFY(game.movesAfter({ 0, 1 }).empty());
    // The title line and the text under it, a line apart; Windows-1252's é as UTF-8.
    QCOMPARE(game.commentAt({}),
        std::string("Sample library\nWritten for the tests: two openings from h8, a label, and a "
                    "comment in Windows-1252 (caf\xC3\xA9)."));
    QCOMPARE(game.commentAt({ 0, 1 }), std::string("The indirect opening\nIts line ends here."));
    // The label is on the position it is shown in, after i10, beside that move's comment.
    QCOMPARE(game.commentAt({ 0, 0, 0 }), std::string("The line goes on: g9 next.\nlabel j11: A"));
    // Read, never written: a window saves it as text, and says so first.
    QCOMPARE(leftOut(game, GameForm::RenLib),
        std::vector<std::string> {
            "all of it: a RenLib library is read, never written (it is written as text)" });
    QCOMPARE(parsed(parseGameIn(formatGameAs(game, GameForm::Text))), game);

    // The same tree with the first node the move h8 itself (no start node), as early files are.
    const std::size_t h8 = bytes.find(std::string("\x78\x00", 2), 20);
    QVERIFY(h8 != std::string::npos);
    const std::string noRoot = bytes.substr(0, 20) + bytes.substr(h8);
    const Game withoutStart = parsed(parseRenLib(noRoot));
    QCOMPARE(lineNames(withoutStart), lineNames(game));
    QVERIFY(withoutStart.commentAt({}).empty());
}

void TestGameFiles::renLibNestedVariationsAndText()
{
    // h8, then h9 with i10 g9 and i10's variation j10, then h9's variation i9: two depths
    // remembered at once. i10's comment has \r\n line ends, a title met twice (the same move
    // twice from h9) is kept once, and bytes that only look like UTF-8 (C0 B0, an overlong form)
    // are Windows-1252's "À°".
    const QByteArray header = QByteArray("\xFFRenLib\xFF\x03\x04", 10) + QByteArray(10, '\xFF');
    const QByteArray bytes = header + QByteArray("\x78\x00", 2) // h8
        + QByteArray("\x68\x80", 2) // h9, a variation follows
        + QByteArray("\x59\x88"
                     "a\r\nb\x00\x00",
            8) // i10, a variation follows; "a\r\nb"
        + QByteArray("\x67\x40", 2) // g9 ends the line
        + QByteArray("\x5A\x48"
                     "\xC0\xB0\x00\x00",
            6) // j10, "À°", ends the line
        + QByteArray("\x69\x48"
                     "a\x00",
            4) // i9, ends the line
        + QByteArray("\x78\x00\x68\x48"
                     "h9\x00\x00",
            8) // h8 h9 again, "h9", ends
        + QByteArray("\x78\x00\x68\x48"
                     "h9\x00\x00",
            8); // and once more
    const Game game = parsed(parseRenLib(bytes.toStdString()));
    const Geometry& geometry = game.start().board.geometry();
    const auto name = [&](const GamePath& path) {
        return QString::fromStdString(cellName(geometry, game.moveAt(path).cell));
    };
    QCOMPARE(lineNames(game), QStringLiteral("h8 h9 i10 g9"));
    QCOMPARE(game.firstMoves().size(), std::size_t(1));
    QCOMPARE(game.movesAfter({ 0 }).size(), std::size_t(2));
    QCOMPARE(name({ 0, 1 }), QStringLiteral("i9"));
    QCOMPARE(game.movesAfter({ 0, 0 }).size(), std::size_t(2));
    QCOMPARE(name({ 0, 0, 1 }), QStringLiteral("j10"));
    QVERIFY(game.movesAfter({ 0, 0, 1 }).empty());
    QCOMPARE(game.commentAt({ 0, 0, 0 }), std::string("a\nb"));
    QCOMPARE(game.commentAt({ 0, 0, 1 }), std::string("\xC3\x80\xC2\xB0"));
    QCOMPARE(game.commentAt({ 0, 0 }), std::string("h9"));
}

void TestGameFiles::renLibBadFilesSayWhichByte_data()
{
    const QByteArray header = QByteArray("\xFFRenLib\xFF\x03\x04", 10) + QByteArray(10, '\xFF');
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("byte");
    QTest::addColumn<QString>("message");
    QTest::newRow("short header") << header.left(14) << 15
                                  << QStringLiteral("the file ends in its header: a RenLib "
                                                    "header has 20 bytes, the file 14");
    QByteArray old = header;
    old[8] = 2;
    old[9] = 1;
    QTest::newRow("version 2.1") << old << 9
                                 << QStringLiteral("a library of version 2.1: this reader knows "
                                                   "RenLib's versions 3.0 to 3.4");
    QByteArray newer = header;
    newer[9] = 5;
    QTest::newRow("version 3.5") << newer << 10
                                 << QStringLiteral("a library of version 3.5: this reader knows "
                                                   "RenLib's versions 3.0 to 3.4");
    QTest::newRow("node cut short")
        << header + QByteArray("\x78\x00\x68", 3) << 23
        << QStringLiteral("a node cut short: the file ends one byte into it (a node has two "
                          "bytes)");
    QTest::newRow("row off the board")
        << header + QByteArray("\x78\x00\xF8\x00", 4) << 23
        << QStringLiteral("the cell 0xF8 is off RenLib's 15x15 board: its row (the high four "
                          "bits) runs from 0 to 14 and its column (the low four) from 1 to 15");
    QTest::newRow("column 0") << header + QByteArray("\x70\x00", 2) << 21
                              << QStringLiteral("the cell 0x70 is off RenLib's 15x15 board: its "
                                                "row (the high four bits) runs from 0 to 14 and "
                                                "its column (the low four) from 1 to 15");
    QTest::newRow("taken") << header + QByteArray("\x78\x00\x68\x00\x78\x00", 6) << 25
                           << QStringLiteral("h8 is taken: move 1 played it");
    QTest::newRow("comment never ends")
        << header + QByteArray("\x78\x08no end", 8) << 23
        << QStringLiteral("a comment that never ends: no 0 byte after it");
    QTest::newRow("label never ends") << header
            + QByteArray("\x78\x00\x68\x03\x00\x01"
                         "AB",
                8) << 27 << QStringLiteral("a label that never ends: no 0 byte after it");
    QTest::newRow("extension cut short")
        << header + QByteArray("\x78\x01\x00", 3) << 23
        << QStringLiteral("the file ends where the node's two more bytes of flags should be");
    QTest::newRow("unknown flags")
        << header + QByteArray("\x78\x01\x02\x00", 4) << 23
        << QStringLiteral(
               "flags 0x020000 that RenLib 3 does not write (this node's flags are 0x020001)");
    QTest::newRow("old comment") << header + QByteArray("\x78\x20", 2) << 22
                                 << QStringLiteral("a comment in RenLib 2's form: this reader "
                                                   "reads RenLib 3's comments only");
    QTest::newRow("moves after a label")
        << header
            + QByteArray("\x78\x00\x68\x03\x00\x01"
                         "A\x00\x69\x00",
                10)
        << 29
        << QStringLiteral("a node after a label that does not end its line: a label has no "
                          "moves after it");
    QTest::newRow("not a library") << QByteArray("RenLib\x03\x04", 8) << 1
                                   << QStringLiteral("expected RenLib's signature: the byte "
                                                     "0xFF, \"RenLib\", the byte 0xFF");
}

void TestGameFiles::renLibBadFilesSayWhichByte()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, byte);
    QFETCH(QString, message);
    const Parsed<Game> game = parseRenLib(bytes.toStdString());
    QVERIFY(!game);
    QCOMPARE(QString::fromStdString(game.error().message), message);
    QCOMPARE(game.error().byte, byte);
}

TTT_TEST_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
