// The symmetries of the board: the named turns and mirrors, round trips, canonical boards, the
// classes of equivalent cells, and analysis that does not change when the board is turned.
#include "referencegame.h"
#include "ttt/geometry.h"
#include "ttt/solver.h"

#include "printers.h"
#include "testmain.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace ttt;


namespace {

using reference::Cells;

Board symmetryBoard(const QByteArray& text)
{
    return reference::boardFromText(text.toStdString());
}

std::string text(const Board& board)
{
    std::string cells;
    for (Cell cell = 0; cell < 9; ++cell) {
        if (cell == 3 || cell == 6)
            cells += '/';
        cells += toChar(board.at(cell));
    }
    return cells;
}

// A permutation or the cell classes, for QCOMPARE.
QList<int> toList(const std::vector<Cell>& cells)
{
    return QList<int>(cells.begin(), cells.end());
}

// Where symmetry `s` takes each cell of `geometry`.
std::vector<Cell> permutation(const Geometry& geometry, Symmetry s)
{
    std::vector<Cell> image;
    for (Cell cell = 0; cell < geometry.cells(); ++cell)
        image.push_back(geometry.transform(s, cell));
    return image;
}

constexpr int kSquareSymmetries = 8;

// Calls visit(board) for each of the 3^9 boards.
template <typename Visit> void forEveryBoard(Visit visit)
{
    reference::forEachBoard([&](const Cells& cells) { visit(reference::toBoard(cells)); });
}

} // namespace

class TestSymmetry : public QObject {
    Q_OBJECT

private slots:
    void namedSymmetries_data();
    void namedSymmetries();
    void inverses();
    void everyBoardComesBackAfterEachSymmetryAndItsInverse();
    void everyLayoutTurnsSetsAsItTurnsCells();
    void linesAreTheSameInEveryLayout();
    void wideBoardsTurnCellByCell();
    void fourQuarterTurnsAndTwoMirrorsGiveTheBoardBack();
    void canonicalIsTheSameForEveryImage();
    void boardsUpToSymmetry();

    void cellClasses_data();
    void cellClasses();
    void cellsShareAClassExactlyWhenTheirMovesAreEquivalent();

    void analysisTurnsWithTheBoard_data();
    void analysisTurnsWithTheBoard();
};

void TestSymmetry::namedSymmetries_data()
{
    QTest::addColumn<Symmetry>("symmetry");
    // Where each cell goes, worked out from (row, column) by hand:
    //     0 1 2
    //     3 4 5
    //     6 7 8
    QTest::addColumn<QList<int>>("image");
    // The board "xo./.../..." (x top left, o top middle) after the symmetry.
    QTest::addColumn<QByteArray>("example");

    QTest::newRow("the identity leaves every cell")
        << Symmetry::Identity << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7, 8 }
        << QByteArray("xo./.../...");
    // (row, column) -> (column, 2 - row): the top row becomes the right column.
    QTest::newRow("a quarter turn clockwise takes the top row to the right column")
        << Symmetry::QuarterTurnClockwise << QList<int> { 2, 5, 8, 1, 4, 7, 0, 3, 6 }
        << QByteArray("..x/..o/...");
    // (row, column) -> (2 - row, 2 - column): cell c goes to 8 - c.
    QTest::newRow("a half turn takes each cell to the opposite one")
        << Symmetry::HalfTurn << QList<int> { 8, 7, 6, 5, 4, 3, 2, 1, 0 }
        << QByteArray(".../.../.ox");
    // (row, column) -> (2 - column, row): the top row becomes the left column, upwards.
    QTest::newRow("a quarter turn anticlockwise takes the top row to the left column")
        << Symmetry::QuarterTurnAnticlockwise << QList<int> { 6, 3, 0, 7, 4, 1, 8, 5, 2 }
        << QByteArray(".../o../x..");
    // (row, column) -> (row, 2 - column).
    QTest::newRow("the left-right mirror swaps the outer columns")
        << Symmetry::MirrorLeftRight << QList<int> { 2, 1, 0, 5, 4, 3, 8, 7, 6 }
        << QByteArray(".ox/.../...");
    // (row, column) -> (2 - column, 2 - row): the cells 2, 4, 6 stay.
    QTest::newRow("the anti-diagonal mirror keeps 2, 4 and 6")
        << Symmetry::MirrorAntiDiagonal << QList<int> { 8, 5, 2, 7, 4, 1, 6, 3, 0 }
        << QByteArray(".../..o/..x");
    // (row, column) -> (2 - row, column).
    QTest::newRow("the top-bottom mirror swaps the outer rows")
        << Symmetry::MirrorTopBottom << QList<int> { 6, 7, 8, 3, 4, 5, 0, 1, 2 }
        << QByteArray(".../.../xo.");
    // (row, column) -> (column, row): the cells 0, 4, 8 stay.
    QTest::newRow("the main-diagonal mirror swaps rows and columns")
        << Symmetry::MirrorMainDiagonal << QList<int> { 0, 3, 6, 1, 4, 7, 2, 5, 8 }
        << QByteArray("x../o../...");
}

void TestSymmetry::namedSymmetries()
{
    QFETCH(Symmetry, symmetry);
    QFETCH(QList<int>, image);
    QFETCH(QByteArray, example);

    QCOMPARE(toList(permutation(kTicTacToe, symmetry)), image);
    QCOMPARE(symmetryBoard("xo./.../...").transformed(symmetry), symmetryBoard(example));

    // Every board moves its marks along the permutation worked out by hand.
    int wrong = 0;
    forEveryBoard([&](const Board& original) {
        const Board moved = original.transformed(symmetry);
        for (Cell cell = 0; cell < 9; ++cell)
            wrong += moved.at(image[cell]) != original.at(cell) ? 1 : 0;
    });
    QCOMPARE(wrong, 0);
}

void TestSymmetry::inverses()
{
    // Turns undo each other in pairs (and the half turn undoes itself); every mirror undoes
    // itself.
    QCOMPARE(Geometry::inverseSymmetry(Symmetry::Identity), Symmetry::Identity);
    QCOMPARE(Geometry::inverseSymmetry(Symmetry::QuarterTurnClockwise),
        Symmetry::QuarterTurnAnticlockwise);
    QCOMPARE(Geometry::inverseSymmetry(Symmetry::QuarterTurnAnticlockwise),
        Symmetry::QuarterTurnClockwise);
    QCOMPARE(Geometry::inverseSymmetry(Symmetry::HalfTurn), Symmetry::HalfTurn);
    for (Symmetry mirror : { Symmetry::MirrorLeftRight, Symmetry::MirrorAntiDiagonal,
             Symmetry::MirrorTopBottom, Symmetry::MirrorMainDiagonal })
        QCOMPARE(Geometry::inverseSymmetry(mirror), mirror);

    // The eight are different permutations.
    std::set<std::vector<Cell>> distinct;
    for (int index = 0; index < kSquareSymmetries; ++index)
        distinct.insert(permutation(kTicTacToe, symmetryFromIndex(index)));
    QCOMPARE(distinct.size(), std::size_t(8));
    QCOMPARE(kTicTacToe.symmetryCount(), kSquareSymmetries);
}

void TestSymmetry::everyBoardComesBackAfterEachSymmetryAndItsInverse()
{
    int failures = 0;
    QString example;
    forEveryBoard([&](const Board& original) {
        for (int index = 0; index < kSquareSymmetries; ++index) {
            const Symmetry s = symmetryFromIndex(index);
            if (original.transformed(s).transformed(Geometry::inverseSymmetry(s)) != original) {
                if (failures++ == 0)
                    example = QStringLiteral("%1 under symmetry %2")
                                  .arg(QString::fromStdString(text(original)))
                                  .arg(index);
            }
        }
    });
    QVERIFY2(failures == 0, qPrintable(example));
}

void TestSymmetry::everyLayoutTurnsSetsAsItTurnsCells()
{
    // Every board of at most 64 cells, square layout or packed (geometry.h): a set of random
    // cells turned in word operations is the set of the cells each turned on its own.
    std::mt19937_64 random(2026);
    int checked = 0;
    for (int columns = Geometry::kMinSide; columns <= Geometry::kMaxSide; ++columns) {
        for (int rows = Geometry::kMinSide; rows <= Geometry::kMaxSide; ++rows) {
            const Geometry geometry(columns, rows, Geometry::kMinK);
            if (!geometry.fitsWord())
                continue;
            for (int sample = 0; sample < 20; ++sample) {
                const CellSet set = random() & geometry.allCells();
                for (const Symmetry s : geometry.symmetries()) {
                    CellSet expected = 0;
                    for (const Cell cell : geometry.cellsOf(set))
                        expected |= geometry.setOf(geometry.transform(s, cell));
                    QVERIFY2(geometry.transform(s, set) == expected,
                        qPrintable(QStringLiteral("%1, symmetry %2")
                                       .arg(QString::fromStdString(geometry.sizeName()))
                                       .arg(symmetryIndex(s))));
                    ++checked;
                }
            }
        }
    }
    QCOMPARE(checked, 7'680); // 6 square boards with 8 symmetries, 84 others with 4, 20 sets each
}

void TestSymmetry::linesAreTheSameInEveryLayout()
{
    // A line's cells from its first cell, last cell and step are its set's cells on a word
    // board, k of them in a row; a wide board's lines have the same count as the formula says.
    for (int columns = Geometry::kMinSide; columns <= Geometry::kMaxSide; ++columns) {
        for (int rows = Geometry::kMinSide; rows <= Geometry::kMaxSide; ++rows) {
            for (int k = Geometry::kMinK; k <= Geometry::maxK(columns, rows); ++k) {
                const Geometry geometry(columns, rows, k);
                const auto runs = [&](int along, int across) {
                    return along >= k ? (along - k + 1) * across : 0;
                };
                const int diagonals
                    = columns >= k && rows >= k ? 2 * (columns - k + 1) * (rows - k + 1) : 0;
                QCOMPARE(
                    geometry.lineCount(), runs(columns, rows) + runs(rows, columns) + diagonals);
                for (const Line& line : geometry.lines()) {
                    const std::vector<Cell> cells = geometry.cellsOf(line);
                    QCOMPARE(int(cells.size()), k);
                    if (geometry.fitsWord())
                        QCOMPARE(cells, geometry.cellsOf(line.cells));
                    else
                        QCOMPARE(line.cells, CellSet(0));
                }
            }
        }
    }
}

void TestSymmetry::wideBoardsTurnCellByCell()
{
    // 15×15 and 20×20 and 9×8 (the first wide rectangle): a board turned comes back after the
    // inverse, each mark where the cell transform puts it; its canonical image is the same for
    // every image; its line is found wherever it is turned.
    std::mt19937 random(15);
    for (const Geometry geometry :
        { Geometry(15, 15, 5), Geometry(20, 20, 5), Geometry(9, 8, 5) }) {
        QVERIFY(!geometry.fitsWord());
        Board board(geometry);
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (random() % 4 == 0)
                board.set(cell, random() % 2 ? Mark::X : Mark::O);
        }
        // Five of x's down a diagonal from the second column.
        for (int i = 0; i < 5; ++i)
            board.set(geometry.cellAt(2 + i, 1 + i), Mark::X);
        const Board canonical = board.canonical();
        for (const Symmetry s : geometry.symmetries()) {
            const Board image = board.transformed(s);
            for (Cell cell = 0; cell < geometry.cells(); ++cell)
                QCOMPARE(image.at(geometry.transform(s, cell)), board.at(cell));
            QCOMPARE(image.transformed(Geometry::inverseSymmetry(s)), board);
            QCOMPARE(image.count(Mark::X), board.count(Mark::X));
            QCOMPARE(image.canonical(), canonical);
            QVERIFY(image.hasLine(Mark::X));
        }
    }
}

void TestSymmetry::fourQuarterTurnsAndTwoMirrorsGiveTheBoardBack()
{
    int failures = 0;
    QString example;
    forEveryBoard([&](const Board& original) {
        Board turned = original;
        for (int turn = 0; turn < 4; ++turn)
            turned = turned.transformed(Symmetry::QuarterTurnClockwise);
        bool back = turned == original;
        back = back
            && original.transformed(Symmetry::HalfTurn).transformed(Symmetry::HalfTurn) == original
            && original.transformed(Symmetry::QuarterTurnClockwise)
                    .transformed(Symmetry::QuarterTurnClockwise)
                == original.transformed(Symmetry::HalfTurn);
        for (Symmetry mirror : { Symmetry::MirrorLeftRight, Symmetry::MirrorAntiDiagonal,
                 Symmetry::MirrorTopBottom, Symmetry::MirrorMainDiagonal })
            back = back && original.transformed(mirror).transformed(mirror) == original;
        if (!back) {
            ++failures;
            example = QString::fromStdString(text(original));
        }
    });
    QVERIFY2(failures == 0, qPrintable(example));
}

void TestSymmetry::canonicalIsTheSameForEveryImage()
{
    int failures = 0;
    QString example;
    forEveryBoard([&](const Board& original) {
        const Board canonical = original.canonical();
        BoardCode least = original.code();
        bool isAnImage = false;
        for (int index = 0; index < kSquareSymmetries; ++index) {
            const Board image = original.transformed(symmetryFromIndex(index));
            least = std::min(least, image.code());
            isAnImage = isAnImage || image == canonical;
            if (image.canonical() != canonical || image.canonicalCode() != canonical.code()) {
                ++failures;
                example = QStringLiteral("%1 under symmetry %2")
                              .arg(QString::fromStdString(text(original)))
                              .arg(index);
            }
        }
        if (!isAnImage || canonical.code() != least || original.canonicalCode() != least) {
            ++failures;
            example = QString::fromStdString(text(original))
                + QLatin1String(": the canonical board is not its least image");
        }
    });
    QVERIFY2(failures == 0, qPrintable(example));
}

void TestSymmetry::boardsUpToSymmetry()
{
    // Burnside's count of the 3^9 boards up to the 8 symmetries: the average number of boards
    // each symmetry leaves alone, 3^(its cycles on the cells). Identity: 9 cycles; quarter
    // turns: the centre and two 4-cycles, 3; the half turn: the centre and four swaps, 5; each
    // mirror: 3 cells on the axis and three swaps, 6.
    //     (3^9 + 2 * 3^3 + 3^5 + 4 * 3^6) / 8 = (19683 + 54 + 243 + 2916) / 8 = 2862
    std::set<BoardCode> allBoards;
    std::set<BoardCode> legalPositions;
    reference::forEachBoard([&](const Cells& cells) {
        const BoardCode canonical = reference::toBoard(cells).canonicalCode();
        allBoards.insert(canonical);
        if (reference::isLegal(cells, 'x'))
            legalPositions.insert(canonical);
    });
    QCOMPARE(allBoards.size(), std::size_t(2'862));
    // SPEC: 765 legal positions up to symmetry.
    QCOMPARE(legalPositions.size(), std::size_t(765));
}

void TestSymmetry::cellClasses_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QList<int>>("classes");

    // Every symmetry keeps the empty board: the corners are one class (0), the edges another
    // (1), the centre its own (4).
    QTest::newRow("on the empty board: corners, edges and the centre")
        << QByteArray(".../.../...") << QList<int> { 0, 1, 0, 1, 4, 1, 0, 1, 0 };
    QTest::newRow("a centre mark keeps all eight symmetries")
        << QByteArray(".../.x./...") << QList<int> { 0, 1, 0, 1, 4, 1, 0, 1, 0 };
    // x in the top-left corner: only the main-diagonal mirror keeps it, which pairs 1-3, 2-6
    // and 5-7 and leaves 0, 4 and 8.
    QTest::newRow("a corner mark is kept only by its diagonal mirror")
        << QByteArray("x../.../...") << QList<int> { 0, 1, 2, 1, 4, 5, 2, 5, 8 };
    // x on the top edge: only the left-right mirror keeps it: 0-2, 3-5 and 6-8.
    QTest::newRow("an edge mark is kept only by the mirror through it")
        << QByteArray(".x./.../...") << QList<int> { 0, 1, 0, 3, 4, 3, 6, 7, 6 };
    // x top left and bottom right, o in the other two corners: the half turn and both diagonal
    // mirrors keep it. Corners 0-8 and 2-6 pair up; the four edges are one class.
    QTest::newRow("x on one diagonal and o on the other keep both diagonal mirrors")
        << QByteArray("x.o/.../o.x") << QList<int> { 0, 1, 2, 1, 4, 1, 2, 1, 0 };
    // x in opposite corners, o on opposite edges: only the half turn keeps it, c <-> 8 - c.
    QTest::newRow("a board kept only by the half turn pairs opposite cells")
        << QByteArray("xo./.../.ox") << QList<int> { 0, 1, 2, 3, 4, 3, 2, 1, 0 };
    // x top left, o next to it: no symmetry but the identity keeps it.
    QTest::newRow("on an asymmetric board every cell is its own class")
        << QByteArray("xo./.../...") << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
}

void TestSymmetry::cellClasses()
{
    QFETCH(QByteArray, board);
    QFETCH(QList<int>, classes);
    QCOMPARE(toList(::symmetryBoard(board).cellClasses()), classes);
}

void TestSymmetry::cellsShareAClassExactlyWhenTheirMovesAreEquivalent()
{
    // For two empty cells a and b: same class <=> playing a and playing b give the same
    // position up to symmetry. Each direction counted on its own, for either mark played.
    int pairs = 0;
    int sameClassButDifferentPositions = 0;
    int samePositionsButDifferentClasses = 0;
    int classHoldsAnotherMark = 0;
    QStringList examples;
    forEveryBoard([&](const Board& original) {
        const std::vector<Cell> classes = original.cellClasses();
        for (Cell cell = 0; cell < 9; ++cell) {
            if (classes[cell] > cell || original.at(classes[cell]) != original.at(cell))
                ++classHoldsAnotherMark;
        }
        for (Mark mark : { Mark::X, Mark::O }) {
            for (Cell a = 0; a < 9; ++a) {
                if (original.at(a) != Mark::Empty)
                    continue;
                const BoardCode afterA = original.with(a, mark).canonicalCode();
                for (Cell b = a + 1; b < 9; ++b) {
                    if (original.at(b) != Mark::Empty)
                        continue;
                    ++pairs;
                    const bool sameClass = classes[a] == classes[b];
                    const bool samePosition = afterA == original.with(b, mark).canonicalCode();
                    if (sameClass == samePosition)
                        continue;
                    (sameClass ? sameClassButDifferentPositions : samePositionsButDifferentClasses)
                        += 1;
                    if (examples.size() < 10) {
                        examples << QStringLiteral("%1, %2 on %3 or %4: %5")
                                        .arg(QString::fromStdString(text(original)))
                                        .arg(toChar(mark))
                                        .arg(a)
                                        .arg(b)
                                        .arg(sameClass ? QLatin1String("same class")
                                                       : QLatin1String("same position"));
                    }
                }
            }
        }
    });
    QVERIFY(pairs > 0);
    QVERIFY2(classHoldsAnotherMark == 0, "a class names a greater cell or one with another mark");
    QVERIFY2(sameClassButDifferentPositions == 0, qPrintable(examples.join(QLatin1Char('\n'))));
    QVERIFY2(samePositionsButDifferentClasses == 0, qPrintable(examples.join(QLatin1Char('\n'))));
}

void TestSymmetry::analysisTurnsWithTheBoard_data()
{
    QTest::addColumn<Rules>("rules");
    for (Rules rules : kAllRules)
        QTest::newRow(rulesName(rules).data()) << rules;
}

void TestSymmetry::analysisTurnsWithTheBoard()
{
    QFETCH(Rules, rules);

    // Every board, either side to move, every symmetry: the position's evaluation is the same,
    // and each cell's move is worth what the image cell's move is worth on the turned board.
    int compared = 0;
    int failures = 0;
    QString example;
    forEveryBoard([&](const Board& original) {
        for (Mark toMove : { Mark::X, Mark::O }) {
            const Analysis analysis = analyze(original, toMove, rules);
            for (int index = 1; index < kSquareSymmetries; ++index) {
                const Symmetry s = symmetryFromIndex(index);
                ++compared;
                const Analysis turned = analyze(original.transformed(s), toMove, rules);
                bool same = turned.evaluation == analysis.evaluation
                    && turned.moves.size() == analysis.moves.size()
                    && turned.bestMoves.size() == analysis.bestMoves.size();
                std::vector<std::optional<Evaluation>> turnedMoves(9);
                for (const MoveAnnotation& move : turned.moves)
                    turnedMoves[move.cell] = move.evaluation;
                for (const MoveAnnotation& move : analysis.moves) {
                    const std::optional<Evaluation>& image
                        = turnedMoves[kTicTacToe.transform(s, move.cell)];
                    same = same && image && *image == move.evaluation;
                }
                std::vector<Cell> bestImages;
                for (Cell cell : analysis.bestMoves)
                    bestImages.push_back(kTicTacToe.transform(s, cell));
                std::sort(bestImages.begin(), bestImages.end());
                same = same && bestImages == turned.bestMoves;
                if (!same && failures++ == 0) {
                    example = QStringLiteral("%1, %2 to move, under symmetry %3")
                                  .arg(QString::fromStdString(text(original)))
                                  .arg(toChar(toMove))
                                  .arg(index);
                }
            }
        }
    });
    QCOMPARE(compared, 19'683 * 2 * 7);
    QVERIFY2(failures == 0,
        qPrintable(QStringLiteral("%1 disagree, first %2").arg(failures).arg(example)));
}

TTT_TEST_MAIN(TestSymmetry)
#include "tst_symmetry.moc"
