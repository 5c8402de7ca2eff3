// Legality is exact on boards bigger than 3×3 (SPEC "Boards of any size"): a position passes
// every legality rule exactly when some game from the empty board reaches it, the game stopping
// at the first line. Every reachable position of 4×3 and 4×4 with k = 3 and 4 is enumerated by
// playing, and compared with the rules on every one of the 3^cells boards.
#include "ttt/legality.h"

#include "testmain.h"

#include <QtTest>

#include <vector>

using namespace ttt;

namespace {

struct Tally {
    std::uint64_t legal = 0;
    std::uint64_t reachable = 0;
    std::uint64_t disagreements = 0;
    QString example;
};

// Marks every position a game from the empty board reaches, x moving first, by its board code.
void play(
    const Geometry& geometry, Board& board, Mark toMove, BoardCode code, std::vector<bool>& reached)
{
    if (reached[code * 2 + (toMove == Mark::O)])
        return;
    reached[code * 2 + (toMove == Mark::O)] = true;
    if (board.hasLine(Mark::X) || board.hasLine(Mark::O) || board.isFull())
        return; // the game is over
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (board.at(cell) != Mark::Empty)
            continue;
        board.set(cell, toMove);
        play(geometry, board, other(toMove),
            code + static_cast<BoardCode>(toMove) * cellWeight(geometry, cell), reached);
        board.set(cell, Mark::Empty);
    }
}

Tally compare(const Geometry& geometry)
{
    const BoardCode codes = codeCount(geometry);
    // Reached with x or with o to move; a board is reachable if either is (the counts decide
    // which one, so at most one is).
    std::vector<bool> reached(std::size_t(codes) * 2, false);
    Board board(geometry);
    play(geometry, board, Mark::X, 0, reached);

    Tally tally;
    // Every board, counting up like an odometer over the cells (the last cell is the least
    // significant digit, as in board codes).
    board = Board(geometry);
    for (BoardCode code = 0; code < codes; ++code) {
        const bool legal = isLegal(board, Mark::X);
        const bool reachable = reached[code * 2] || reached[code * 2 + 1];
        tally.legal += legal;
        tally.reachable += reachable;
        if (legal != reachable && tally.disagreements++ == 0)
            tally.example
                = QString::fromStdString(std::to_string(code)) + (legal ? " legal" : " reachable");
        for (Cell cell = geometry.cells() - 1; cell >= 0; --cell) {
            const Mark next = board.at(cell) == Mark::Empty ? Mark::X
                : board.at(cell) == Mark::X                 ? Mark::O
                                                            : Mark::Empty;
            board.set(cell, next);
            if (next != Mark::Empty)
                break;
        }
    }
    return tally;
}

} // namespace

class TestReachable : public QObject {
    Q_OBJECT

private slots:
    void legalExactlyWhenReachable_data();
    void legalExactlyWhenReachable();
};

void TestReachable::legalExactlyWhenReachable_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<qulonglong>("published"); // the legal positions SPEC gives; 0: none given

    QTest::newRow("4x3, k = 3") << 4 << 3 << 3 << qulonglong(0);
    QTest::newRow("4x3, k = 4") << 4 << 3 << 4 << qulonglong(0);
    // 4×4 walks the same code over 43 million boards a row: not under the sanitizers
    // (testmain.h), where the 4×3 rows reach every path.
    if (ttt::test::kSanitized)
        return;
    QTest::newRow("4x4, k = 3: 6,036,001 legal positions") << 4 << 4 << 3 << qulonglong(6'036'001);
    QTest::newRow("4x4, k = 4: 9,722,011 legal positions") << 4 << 4 << 4 << qulonglong(9'722'011);
}

void TestReachable::legalExactlyWhenReachable()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(qulonglong, published);

    const Tally tally = compare(Geometry(columns, rows, k));
    QVERIFY2(tally.disagreements == 0,
        qPrintable(QStringLiteral("%1 boards disagree, first code %2")
                       .arg(tally.disagreements)
                       .arg(tally.example)));
    QCOMPARE(tally.legal, tally.reachable);
    QVERIFY(tally.legal > 0);
    if (published != 0)
        QCOMPARE(tally.legal, std::uint64_t(published));
    qInfo("%dx%d, k = %d: %llu legal positions, all reachable", columns, rows, k,
        static_cast<unsigned long long>(tally.legal));
}

TTT_TEST_MAIN(TestReachable)
#include "tst_reachable.moc"
