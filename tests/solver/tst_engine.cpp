// The search engine behind analyze(): cell by cell against an independent minimax on every
// small board, rule set and side to move; against the outcome tables on every tic-tac-toe
// board; the published results of m,n,k games; the best line; bounds and table size; a search
// resumed from a stopped one; the move played before the proof.
#include "referencegame.h"
#include "referencemnk.h"
#include "ttt/engine.h"
#include "ttt/estimate.h"
#include "ttt/game.h"
#include "ttt/legality.h"
#include "ttt/text.h"

#include "testmain.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <set>

using namespace ttt;
using reference::SmallBoardMinimax;

namespace {

// Analyses that search (no table look-ups) on one thread: deterministic figures for a test.
AnalysisOptions searchOptions(bool valueOnly = false)
{
    AnalysisOptions options;
    options.threads = 1;
    options.hashMegabytes = 64;
    options.valueOnly = valueOnly;
    options.useTables = false;
    return options;
}

Outcome outcomeOf(SmallBoardMinimax::Value::Result result)
{
    return result == SmallBoardMinimax::Value::Win ? Outcome::Win
        : result == SmallBoardMinimax::Value::Lose ? Outcome::Lose
                                                   : Outcome::Tie;
}

std::string textOf(const Board& board)
{
    std::string text;
    for (Cell cell = 0; cell < board.cellCount(); ++cell)
        text += toChar(board.at(cell));
    return text;
}

// The reference's evaluation of a position or a move, as the library writes one.
Evaluation expected(const SmallBoardMinimax::Value& value, Rules rules)
{
    Evaluation evaluation { outcomeOf(value.result), value.plies, 0 };
    if (rules == Rules::LineScore) {
        evaluation.score = value.score;
        evaluation.scoreLow = evaluation.scoreHigh = value.score;
    }
    return evaluation;
}

// What is wrong with `analysis` of (board, toMove) by the reference's standard, or nothing.
QString disagreement(const Analysis& analysis, const Board& board, Mark toMove, Rules rules,
    SmallBoardMinimax& minimax)
{
    const std::string cells = textOf(board);
    const char side = toChar(toMove);
    const Evaluation position = expected(minimax.solve(cells, side), rules);
    if (!analysis.complete)
        return QStringLiteral("not complete");
    if (!(analysis.evaluation == position))
        return QStringLiteral("the position: %1 %2, expected %3 %4")
            .arg(outcomeName(analysis.evaluation.outcome))
            .arg(analysis.evaluation.plies)
            .arg(outcomeName(position.outcome))
            .arg(position.plies);
    // A finished game has nothing to play.
    const bool over = std::count(cells.begin(), cells.end(), '.') == 0
        || (rules != Rules::LineScore
            && (minimax.hasLine(cells, 'x') || minimax.hasLine(cells, 'o')));
    if (over) {
        if (!analysis.moves.empty() || !analysis.principalVariation.empty())
            return QStringLiteral("moves on a finished game");
        return {};
    }
    std::vector<Cell> best;
    std::size_t move = 0;
    for (Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != Mark::Empty)
            continue;
        const Evaluation want = expected(minimax.valueOfMove(cells, side, cell), rules);
        if (want == position)
            best.push_back(cell);
        if (move >= analysis.moves.size() || analysis.moves[move].cell != cell)
            return QStringLiteral("no annotation for cell %1").arg(cell);
        const Evaluation& got = analysis.moves[move++].evaluation;
        if (!(got == want)) {
            return QStringLiteral("cell %1: %2 %3 (score %4), expected %5 %6 (score %7)")
                .arg(cell)
                .arg(outcomeName(got.outcome))
                .arg(got.plies)
                .arg(got.score)
                .arg(outcomeName(want.outcome))
                .arg(want.plies)
                .arg(want.score);
        }
    }
    if (move != analysis.moves.size())
        return QStringLiteral("annotations for taken cells");
    if (analysis.bestMoves != best)
        return QStringLiteral("best moves differ");
    // The best line: every move in it keeps the value, and it runs to the end of the game.
    std::string line = cells;
    char mover = side;
    for (const Cell cell : analysis.principalVariation) {
        if (line[cell] != '.')
            return QStringLiteral("the best line plays a taken cell");
        const SmallBoardMinimax::Value before = minimax.solve(line, mover);
        const SmallBoardMinimax::Value after = minimax.valueOfMove(line, mover, cell);
        if (!(before == after))
            return QStringLiteral("the best line's move on %1 is not a best move").arg(cell);
        line[cell] = mover;
        mover = SmallBoardMinimax::other(mover);
    }
    const bool ended = std::count(line.begin(), line.end(), '.') == 0
        || (rules != Rules::LineScore
            && (minimax.hasLine(line, 'x') || minimax.hasLine(line, 'o')));
    if (!ended)
        return QStringLiteral("the best line stops before the end");
    if (static_cast<int>(analysis.principalVariation.size()) != position.plies)
        return QStringLiteral("the best line is not as long as the plies");
    return {};
}

// Data rows "5x4 k4 classic": columns, rows, k and rules, for each board and rule set.
void addBoardRows(const std::vector<std::array<int, 3>>& boards, const std::vector<Rules>& rules)
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<Rules>("rules");
    for (const auto& [columns, rows, k] : boards) {
        for (const Rules each : rules) {
            const QByteArray name = QByteArray::number(columns) + "x" + QByteArray::number(rows)
                + " k" + QByteArray::number(k) + " " + rulesName(each).data();
            QTest::newRow(name.constData()) << columns << rows << k << each;
        }
    }
}

Board boardFrom(const Geometry& geometry, const std::string& cells)
{
    Board board(geometry);
    for (Cell cell = 0; cell < geometry.cells(); ++cell)
        board.set(cell, cells[cell] == 'x' ? Mark::X : cells[cell] == 'o' ? Mark::O : Mark::Empty);
    return board;
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void agreesWithMinimaxOnSmallBoards_data();
    void agreesWithMinimaxOnSmallBoards();
    void agreesWithTheTablesOnEveryTicTacToeBoard_data();
    void agreesWithTheTablesOnEveryTicTacToeBoard();
    void knownResults_data();
    void knownResults();
    void everyCellOfBiggerBoards_data();
    void everyCellOfBiggerBoards();
    void biggerBoardsNearTheEndAgreeWithMinimax_data();
    void biggerBoardsNearTheEndAgreeWithMinimax();
    void misereMirrorsAgreeWithMinimax_data();
    void misereMirrorsAgreeWithMinimax();
    void finishedAndImpossiblePositions();
    void exactRejectsAnOverline();
    void pliesAreExactUpToSixteenCells();
    void tableStaysWithinItsSize();
    void resumingGoesOnFromWhatIsProven_data();
    void resumingGoesOnFromWhatIsProven();
    void estimatedMoveBeforeTheProof();
};

void TestEngine::agreesWithMinimaxOnSmallBoards_data()
{
    // Every rule set, the exact rule too (on 4×3 and 3×4 with three in a row a run of four can
    // be made, and wins nothing there).
    addBoardRows({ { 3, 3, 3 }, { 4, 3, 3 }, { 4, 3, 4 }, { 3, 4, 3 }, { 3, 4, 4 } },
        { kEveryRules.begin(), kEveryRules.end() });
}

void TestEngine::agreesWithMinimaxOnSmallBoards()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(Rules, rules);

    // Every board with at most three marks, and a thousand more of any fill from a fixed seed,
    // with either side to move (what-if: legal or not), cell by cell.
    const Geometry geometry(columns, rows, k);
    SmallBoardMinimax minimax(columns, rows, k, rules);
    Engine engine(16);
    std::vector<std::string> boards;
    const int cells = geometry.cells();
    for (int a = -1; a < cells; ++a) {
        for (int b = a; b < cells; ++b) {
            for (int c = b; c < cells; ++c) {
                if ((a >= 0 && a == b) || (b >= 0 && b == c) || c < 0)
                    continue;
                // Each chosen cell x or o: 2^marks boards.
                const std::vector<int> chosen = [&] {
                    std::vector<int> list;
                    for (int cell : { a, b, c })
                        if (cell >= 0)
                            list.push_back(cell);
                    return list;
                }();
                for (int pattern = 0; pattern < (1 << chosen.size()); ++pattern) {
                    std::string board(static_cast<std::size_t>(cells), '.');
                    for (std::size_t i = 0; i < chosen.size(); ++i)
                        board[chosen[i]] = (pattern >> i) & 1 ? 'o' : 'x';
                    boards.push_back(board);
                }
            }
        }
    }
    if (ttt::test::kSanitized) {
        // Every twelfth of them under the sanitizers: each number of marks, each rule, at a
        // twelfth of the cost (the release build compares them all).
        std::vector<std::string> some;
        for (std::size_t i = 0; i < boards.size(); i += 12)
            some.push_back(boards[i]);
        boards = std::move(some);
    }
    boards.push_back(std::string(static_cast<std::size_t>(cells), '.'));
    std::mt19937 random(2026);
    for (int i = 0; i < ttt::test::samples(1000, 12); ++i) {
        std::string board(static_cast<std::size_t>(cells), '.');
        for (char& cell : board)
            cell = ".xo"[random() % 3];
        boards.push_back(board);
    }

    int compared = 0;
    QStringList failures;
    for (const std::string& marks : boards) {
        if (rules != Rules::LineScore && minimax.hasLine(marks, 'x') && minimax.hasLine(marks, 'o'))
            continue; // no result to compare
        const Board board = boardFrom(geometry, marks);
        for (const Mark toMove : { Mark::X, Mark::O }) {
            const Analysis analysis = engine.analyze(board, toMove, rules, searchOptions());
            ++compared;
            const QString wrong = disagreement(analysis, board, toMove, rules, minimax);
            if (!wrong.isEmpty() && failures.size() < 5)
                failures << QString::fromStdString(marks)
                        + QStringLiteral(", %1 to move: ").arg(toChar(toMove)) + wrong;
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QVERIFY(compared > ttt::test::samples(3000, 20));
}

void TestEngine::agreesWithTheTablesOnEveryTicTacToeBoard_data()
{
    QTest::addColumn<Rules>("rules");
    for (Rules rules : kAllRules)
        QTest::newRow(rulesName(rules).data()) << rules;
}

void TestEngine::agreesWithTheTablesOnEveryTicTacToeBoard()
{
    QFETCH(Rules, rules);
    // The same question answered twice, by the table and by the search: everything the same,
    // the best line (lowest best cell first) included. (Under the sanitizers every fifth board:
    // the same paths of the search.)
    Engine engine(16);
    int failures = 0;
    QString example;
    const BoardCode stride = ttt::test::kSanitized ? 5 : 1;
    for (BoardCode code = 0; code < codeCount(kTicTacToe); code += stride) {
        const Board board = Board::fromCode(code);
        for (const Mark toMove : { Mark::X, Mark::O }) {
            const Analysis table = analyze(board, toMove, rules);
            const Analysis search = engine.analyze(board, toMove, rules, searchOptions());
            const bool same = table.evaluation == search.evaluation && table.moves == search.moves
                && table.bestMoves == search.bestMoves
                && table.principalVariation == search.principalVariation && search.complete;
            if (!same && failures++ == 0)
                example = QStringLiteral("%1, %2 to move")
                              .arg(QString::fromStdString(formatOneLine(board)))
                              .arg(toChar(toMove));
        }
    }
    QVERIFY2(failures == 0,
        qPrintable(QStringLiteral("%1 boards differ, first %2").arg(failures).arg(example)));
}

void TestEngine::knownResults_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<Outcome>("outcome");

    // SPEC "Boards of any size": the first player's result with perfect play (m,n,k = columns,
    // rows, k). 8,8,5 is a tie too, but far beyond a test's time (see the benchmark).
    QTest::newRow("3,3,3: a tie") << 3 << 3 << 3 << Outcome::Tie;
    QTest::newRow("4,3,3: the first player wins") << 4 << 3 << 3 << Outcome::Win;
    QTest::newRow("4,4,3: the first player wins") << 4 << 4 << 3 << Outcome::Win;
    QTest::newRow("4,4,4: a tie") << 4 << 4 << 4 << Outcome::Tie;
    QTest::newRow("5,4,4: a tie") << 5 << 4 << 4 << Outcome::Tie;
    QTest::newRow("5,5,4: a tie") << 5 << 5 << 4 << Outcome::Tie;
    QTest::newRow("6,5,4: the first player wins (Uiterwijk 2019)") << 6 << 5 << 4 << Outcome::Win;
    QTest::newRow("5,5,5: a tie") << 5 << 5 << 5 << Outcome::Tie;
    QTest::newRow("6,6,5: a tie") << 6 << 6 << 5 << Outcome::Tie;
    QTest::newRow("6,6,6: a tie") << 6 << 6 << 6 << Outcome::Tie;
    QTest::newRow("7,7,5: a tie") << 7 << 7 << 5 << Outcome::Tie;
}

void TestEngine::knownResults()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(Outcome, outcome);

    const Board empty(Geometry(columns, rows, k));
    const Analysis analysis = analyze(empty, Mark::X, Rules::Classic, searchOptions(true));
    QVERIFY(analysis.complete);
    QCOMPARE(analysis.evaluation.outcome, outcome);
    // Ties always fill the board; wins on bigger boards count the line found.
    QCOMPARE(analysis.evaluation.pliesExact,
        empty.cellCount() <= kMaxCellsForExactPlies || outcome == Outcome::Tie);

    // The best line is a game: empty cells only, each side in turn, ending as the verdict says
    // after as many plies as it says.
    Board board = empty;
    Mark side = Mark::X;
    for (const Cell cell : analysis.principalVariation) {
        QCOMPARE(board.at(cell), Mark::Empty);
        QVERIFY2(!isOver(gameState(board)), "the best line goes on after the game ended");
        board.set(cell, side);
        side = other(side);
    }
    const GameState end = gameState(board);
    QCOMPARE(end,
        outcome == Outcome::Win       ? GameState::XWon
            : outcome == Outcome::Tie ? GameState::Draw
                                      : GameState::OWon);
    QCOMPARE(int(analysis.principalVariation.size()), analysis.evaluation.plies);
    QVERIFY(analysis.figures.positions > 0);
}

void TestEngine::everyCellOfBiggerBoards_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QByteArray>("outcomes"); // per cell, row by row: W, T or L (or the mark)

    // Every first move on 5x5 with four in a row ties: the empty board is a tie (SPEC), so no
    // first move wins, and by strategy stealing (a mark of one's own never hurts) none loses.
    QTest::newRow("5x5 k4: every first move ties") << QByteArray(
        ".....\n.....\n.....\n.....\n.....") << QByteArray("TTTTTTTTTTTTTTTTTTTTTTTTT");
    // 6x5 with four in a row: x wins from the empty board (Uiterwijk 2019); which first moves
    // win is what the engine says, checked below against a value-only search after each move.
    QTest::newRow("6x5 k4: the first moves")
        << QByteArray("....../....../....../....../......") << QByteArray();
}

void TestEngine::everyCellOfBiggerBoards()
{
    QFETCH(QByteArray, board);
    QFETCH(QByteArray, outcomes);

    const Board position = *parseBoard(board.toStdString());
    const Analysis analysis = analyze(position, Mark::X, Rules::Classic, searchOptions());
    QVERIFY(analysis.complete);
    QCOMPARE(int(analysis.moves.size()), position.count(Mark::Empty));
    Engine check(64);
    Outcome best = Outcome::Lose;
    for (const MoveAnnotation& move : analysis.moves) {
        QVERIFY(move.evaluation.isProven());
        best = std::max(best, move.evaluation.outcome);
        if (!outcomes.isEmpty()) {
            const char want = outcomes[move.cell];
            QCOMPARE(outcomeName(move.evaluation.outcome)[0], char(std::tolower(want)));
        }
        // Each cell's outcome is the opposite of the other side's after the move.
        const Analysis after = check.analyze(
            position.with(move.cell, Mark::X), Mark::O, Rules::Classic, searchOptions(true));
        const Outcome reply = after.evaluation.outcome;
        QCOMPARE(move.evaluation.outcome,
            reply == Outcome::Win        ? Outcome::Lose
                : reply == Outcome::Lose ? Outcome::Win
                                         : Outcome::Tie);
        // More than 16 cells: the plies of a win or a loss are those of the line found.
        if (move.evaluation.outcome != Outcome::Tie)
            QVERIFY(!move.evaluation.pliesExact);
    }
    QCOMPARE(analysis.evaluation.outcome, best);
    for (const Cell cell : analysis.bestMoves)
        QCOMPARE(analysis
                     .moves[std::size_t(std::find_if(analysis.moves.begin(), analysis.moves.end(),
                                            [&](const MoveAnnotation& m) { return m.cell == cell; })
                         - analysis.moves.begin())]
                     .evaluation.outcome,
            best);
}

void TestEngine::biggerBoardsNearTheEndAgreeWithMinimax_data()
{
    // The last four are wider than eight: their cells in the packed layout (geometry.h).
    addBoardRows({ { 5, 4, 4 }, { 4, 5, 3 }, { 5, 5, 4 }, { 9, 3, 3 }, { 10, 3, 3 }, { 9, 4, 4 },
                     { 10, 5, 4 } },
        { Rules::Classic, Rules::Misere, Rules::Exact });
}

void TestEngine::biggerBoardsNearTheEndAgreeWithMinimax()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(Rules, rules);

    // Boards of more than 16 cells are searched with the jobs that bound every cell at once
    // (the position's, and in classic play the position with the other side to move), and
    // their plies are those of the line found: the outcome of every cell and of the position
    // must be the reference's. Positions of random play with ten empty cells left, either side
    // to move.
    const Geometry geometry(columns, rows, k);
    SmallBoardMinimax minimax(columns, rows, k, rules);
    Engine engine(64);
    std::mt19937 random(1234);
    int compared = 0;
    QStringList failures;
    for (int game = 0; game < ttt::test::samples(40, 12); ++game) {
        // Random moves that complete no line.
        std::string marks(static_cast<std::size_t>(geometry.cells()), '.');
        char side = 'x';
        bool stuck = false;
        for (int ply = 0; ply < geometry.cells() - 10 && !stuck; ++ply) {
            std::vector<int> quiet;
            for (int cell = 0; cell < geometry.cells(); ++cell) {
                if (marks[cell] != '.')
                    continue;
                std::string next = marks;
                next[cell] = side;
                if (!minimax.hasLine(next, side))
                    quiet.push_back(cell);
            }
            stuck = quiet.empty();
            if (!stuck)
                marks[quiet[random() % quiet.size()]] = side;
            side = SmallBoardMinimax::other(side);
        }
        if (stuck)
            continue;
        const Board board = boardFrom(geometry, marks);
        for (const Mark toMove : { Mark::X, Mark::O }) {
            const char mover = toChar(toMove);
            const Analysis analysis = engine.analyze(board, toMove, rules, searchOptions());
            ++compared;
            const auto wrong = [&](const QString& what) {
                if (failures.size() < 5)
                    failures << QStringLiteral("%1, %2 to move: %3")
                                    .arg(QString::fromStdString(marks))
                                    .arg(mover)
                                    .arg(what);
            };
            if (!analysis.complete) {
                wrong(QStringLiteral("not complete"));
                continue;
            }
            if (analysis.evaluation.outcome != outcomeOf(minimax.solve(marks, mover).result))
                wrong(QStringLiteral("the position's outcome"));
            for (const MoveAnnotation& move : analysis.moves) {
                if (move.evaluation.outcome
                    != outcomeOf(minimax.valueOfMove(marks, mover, move.cell).result))
                    wrong(QStringLiteral("cell %1").arg(move.cell));
            }
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QVERIFY(compared >= ttt::test::samples(60, 12));
}

void TestEngine::misereMirrorsAgreeWithMinimax_data()
{
    // Odd boards (a kept centre, and lines through it that hold a cell and its image or do not)
    // and even ones (no kept cell), square (five mirrors) and not (three).
    addBoardRows({ { 3, 3, 3 }, { 5, 3, 3 }, { 3, 5, 3 }, { 3, 5, 4 }, { 4, 4, 3 }, { 5, 4, 4 },
                     { 5, 5, 4 } },
        { Rules::Misere });
}

void TestEngine::misereMirrorsAgreeWithMinimax()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);

    // Misère's mirror strategy (src/engine/misere.h) holds at positions where o's marks are the
    // images of x's under a symmetry that undoes itself and o holds the cells it keeps in place,
    // x to move; some of them have one o mark moved elsewhere, so that it does not. Every
    // result must be the reference minimax's.
    const Geometry geometry(columns, rows, k);
    SmallBoardMinimax minimax(columns, rows, k, Rules::Misere);
    Engine engine(64);
    std::mt19937 random(2468);
    std::vector<Symmetry> involutions;
    for (const Symmetry s : geometry.symmetries()) {
        if (s != Symmetry::Identity && Geometry::inverseSymmetry(s) == s)
            involutions.push_back(s);
    }
    int compared = 0;
    QStringList failures;
    // (Under the sanitizers 8 positions a board: the same strategy's paths.)
    const int wanted = ttt::test::kSanitized ? 8 : 20;
    for (int attempt = 0; attempt < 4000 && compared < wanted; ++attempt) {
        const Symmetry s = involutions[random() % involutions.size()];
        std::string marks(static_cast<std::size_t>(geometry.cells()), '.');
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (geometry.transform(s, cell) == cell)
                marks[std::size_t(cell)] = 'o';
        }
        const int empty = std::min(10, geometry.cells() - 3);
        while (std::count(marks.begin(), marks.end(), '.') > empty) {
            const Cell cell = Cell(random() % std::uint32_t(geometry.cells()));
            const Cell image = geometry.transform(s, cell);
            if (marks[std::size_t(cell)] == '.' && marks[std::size_t(image)] == '.') {
                marks[std::size_t(cell)] = 'x';
                marks[std::size_t(image)] = 'o';
            }
        }
        if (random() % 3 == 0) { // one o mark elsewhere
            const auto from = marks.find('o');
            const auto to = marks.find('.', std::size_t(random() % marks.size()));
            if (from != std::string::npos && to != std::string::npos)
                std::swap(marks[from], marks[to]);
        }
        if (minimax.hasLine(marks, 'x') || minimax.hasLine(marks, 'o'))
            continue;
        const Board board = boardFrom(geometry, marks);
        const Analysis analysis = engine.analyze(board, Mark::X, Rules::Misere, searchOptions());
        ++compared;
        if (analysis.evaluation.outcome != outcomeOf(minimax.solve(marks, 'x').result)
            && failures.size() < 5)
            failures << QString::fromStdString(marks) + QStringLiteral(": the position");
        for (const MoveAnnotation& move : analysis.moves) {
            if (move.evaluation.outcome
                    != outcomeOf(minimax.valueOfMove(marks, 'x', move.cell).result)
                && failures.size() < 5)
                failures << QString::fromStdString(marks)
                        + QStringLiteral(": cell %1").arg(move.cell);
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QCOMPARE(compared, wanted);
}

void TestEngine::exactRejectsAnOverline()
{
    // 6×4 with four in a row, x to move with xx.xxo on the top row: the gap makes five, which
    // wins under classic rules (five hold a four) and nothing under the exact rule, where the
    // game goes on.
    const Board board = boardFrom(Geometry(6, 4, 4), "xx.xxoooxooxx.o.x.o.x.o.");
    const Cell gap = 2;
    const Analysis classic = analyze(board, Mark::X, Rules::Classic, searchOptions());
    const Analysis exact = analyze(board, Mark::X, Rules::Exact, searchOptions());
    const auto of = [](const Analysis& analysis, Cell cell) {
        for (const MoveAnnotation& move : analysis.moves) {
            if (move.cell == cell)
                return move.evaluation;
        }
        return Evaluation {};
    };
    QCOMPARE(of(classic, gap).outcome, Outcome::Win);
    QCOMPARE(of(classic, gap).plies, 1);
    QVERIFY(!(of(exact, gap).outcome == Outcome::Win && of(exact, gap).plies == 1));
    // Five in a row is no line under the exact rule, for either side: the game goes on.
    const Board five = board.with(gap, Mark::X);
    QCOMPARE(gameState(five, Rules::Classic), GameState::XWon);
    QCOMPARE(gameState(five, Rules::Exact), GameState::InProgress);
    // The reference agrees on the outcome of every cell under both (24 cells: the plies are
    // those of the line found).
    const std::string marks = "xx.xxoooxooxx.o.x.o.x.o.";
    for (const Rules rules : { Rules::Classic, Rules::Exact }) {
        SmallBoardMinimax minimax(6, 4, 4, rules);
        const Analysis& analysis = rules == Rules::Classic ? classic : exact;
        QVERIFY(analysis.complete);
        QCOMPARE(analysis.evaluation.outcome, outcomeOf(minimax.solve(marks, 'x').result));
        for (const MoveAnnotation& move : analysis.moves) {
            QCOMPARE(move.evaluation.outcome,
                outcomeOf(minimax.valueOfMove(marks, 'x', move.cell).result));
        }
    }
    QCOMPARE(exact.evaluation.outcome == Outcome::Win, false);
    // Four with an o beyond one end and the edge beyond the other: exactly four, a win.
    QCOMPARE(gameState(boardFrom(Geometry(6, 4, 4), "xxxxo.oo.o..o..........."), Rules::Exact),
        GameState::XWon);
}

void TestEngine::finishedAndImpossiblePositions()
{
    // Over: a line (classic, misère), a full board; both sides with a line has no result.
    const Board xWon = *parseBoard("xxxx/oo../o.../....");
    const Analysis classic = analyze(xWon, Mark::O, Rules::Classic);
    QVERIFY(classic.evaluation.isOver());
    QCOMPARE(classic.evaluation.outcome, Outcome::Lose);
    QVERIFY(classic.moves.empty());
    const Analysis misere = analyze(xWon, Mark::O, Rules::Misere);
    QCOMPARE(misere.evaluation.outcome, Outcome::Win);
    const Board both = *parseBoard("xxxx/oooo/..../....");
    QCOMPARE(analyze(both, Mark::X, Rules::Classic).evaluation.outcome, Outcome::None);
    // Line-score plays on past a line, to a full board.
    const Analysis lineScore = analyze(both, Mark::X, Rules::LineScore, searchOptions());
    QVERIFY(!lineScore.evaluation.isOver());
    QCOMPARE(int(lineScore.moves.size()), 8);
}

void TestEngine::pliesAreExactUpToSixteenCells()
{
    // 16 cells: exact plies, cell by cell against the reference's fastest wins and slowest
    // losses, on positions a few moves into a game (so the reference's memory stays small),
    // under each rule set. (Under the sanitizers the first position with three in a row only:
    // the same paths.)
    const std::vector<const char*> texts { "xo../.x../o.../....", "x.o./.ox./..../x...",
        "oxx./x.o./..../...." };
    for (std::size_t i = 0; i < (ttt::test::kSanitized ? 1 : texts.size()); ++i) {
        const char* text = texts[i];
        for (const int k : { 3, 4 }) {
            if (ttt::test::kSanitized && k == 4)
                continue;
            for (const Rules rules : kAllRules) {
                const Board board = boardFrom(Geometry(4, 4, k), textOf(*parseBoard(text)));
                SmallBoardMinimax minimax(4, 4, k, rules);
                if (rules != Rules::LineScore && board.hasLine(Mark::X) && board.hasLine(Mark::O))
                    continue;
                for (const Mark toMove : { Mark::X, Mark::O }) {
                    const Analysis analysis = analyze(board, toMove, rules, searchOptions());
                    const QString wrong = disagreement(analysis, board, toMove, rules, minimax);
                    QVERIFY2(wrong.isEmpty(),
                        qPrintable(QStringLiteral("%1 k%2 %3, %4 to move: %5")
                                       .arg(text)
                                       .arg(k)
                                       .arg(rulesName(rules).data())
                                       .arg(toChar(toMove))
                                       .arg(wrong)));
                    QVERIFY(analysis.evaluation.pliesExact);
                }
            }
        }
    }
    // 5x4 (20 cells) with four in a row from the empty board: a tie, exact however big. (A whole
    // board's search, the same paths as above: left to the release build.)
    if (ttt::test::kSanitized)
        return;
    const Analysis tie
        = analyze(Board(Geometry(5, 4, 4)), Mark::X, Rules::Classic, searchOptions(true));
    QCOMPARE(tie.evaluation.outcome, Outcome::Tie);
    QCOMPARE(tie.evaluation.plies, 20);
    QVERIFY(tie.evaluation.pliesExact);
}

void TestEngine::tableStaysWithinItsSize()
{
    Engine small(1);
    const Analysis analysis
        = small.analyze(Board(Geometry(5, 5, 4)), Mark::X, Rules::Classic, searchOptions(true));
    QCOMPARE(analysis.evaluation.outcome, Outcome::Tie);
    QVERIFY(small.tableBytes() > 0);
    QVERIFY(small.tableBytes() <= std::size_t(1) << 20);
    // A board with few positions takes little, whatever the engine may use.
    Engine big(256);
    big.analyze(Board(Geometry(4, 3, 3)), Mark::X, Rules::Classic, searchOptions(true));
    QVERIFY(big.tableBytes() <= std::size_t(16) << 20);
}

void TestEngine::resumingGoesOnFromWhatIsProven_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<int>("k");
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Mark>("toMove");

    // Bigger boards (outcomes, lines found), and small ones (exact plies, line-score's scores).
    QTest::newRow("6x5 k4, classic")
        << QByteArray("....../....../....../....../......") << 4 << Rules::Classic << Mark::X;
    QTest::newRow("4x4 k3, misere")
        << QByteArray("x.../..../..o./....") << 3 << Rules::Misere << Mark::X;
    QTest::newRow("4x4 k3, line-score")
        << QByteArray("x.../.o../..../....") << 3 << Rules::LineScore << Mark::X;
}

void TestEngine::resumingGoesOnFromWhatIsProven()
{
    QFETCH(QByteArray, board);
    QFETCH(int, k);
    QFETCH(Rules, rules);
    QFETCH(Mark, toMove);
    const Board parsed = *parseBoard(board.toStdString());
    const Board position = boardFrom(
        Geometry(parsed.geometry().columns(), parsed.geometry().rows(), k), textOf(parsed));

    const Analysis fresh = Engine(64).analyze(position, toMove, rules, searchOptions());
    QVERIFY(fresh.complete);

    // Stopped once half the moves are proven (with their exact plies where plies are exact).
    std::stop_source stop;
    const bool exactPlies = position.cellCount() <= kMaxCellsForExactPlies;
    const auto provenMoves = [&](const Analysis& analysis) {
        return std::count_if(
            analysis.moves.begin(), analysis.moves.end(), [&](const MoveAnnotation& move) {
                return move.evaluation.isProven() && (move.evaluation.pliesExact || !exactPlies);
            });
    };
    const Analysis stopped = Engine(64).analyze(
        position, toMove, rules, searchOptions(),
        [&](const AnalysisProgress& progress) {
            if (2 * provenMoves(progress.sofar) >= std::ptrdiff_t(progress.sofar.moves.size()))
                stop.request_stop();
        },
        stop.get_token());
    QVERIFY(!stopped.complete);
    const auto provenBefore = provenMoves(stopped);
    QVERIFY(provenBefore > 0);
    QVERIFY(provenBefore < std::ptrdiff_t(stopped.moves.size()));

    // Resumed by an engine whose table is empty: only the stopped analysis carries over. Its
    // first report holds what the stopped search proved; it ends as the fresh search did, with
    // fewer positions searched.
    AnalysisOptions options = searchOptions();
    options.resumeFrom = &stopped;
    std::optional<std::ptrdiff_t> provenAtFirst;
    const Analysis resumed = Engine(64).analyze(
        position, toMove, rules, options, [&](const AnalysisProgress& progress) {
            if (!provenAtFirst)
                provenAtFirst = provenMoves(progress.sofar);
        });
    QVERIFY(resumed.complete);
    QVERIFY(provenAtFirst && *provenAtFirst >= provenBefore);
    QCOMPARE(resumed.evaluation, fresh.evaluation);
    QCOMPARE(resumed.moves, fresh.moves);
    QCOMPARE(resumed.bestMoves, fresh.bestMoves);
    QCOMPARE(resumed.principalVariation, fresh.principalVariation);
    QVERIFY2(resumed.figures.positions < fresh.figures.positions,
        qPrintable(QStringLiteral("%1 positions resumed, %2 from the start")
                       .arg(resumed.figures.positions)
                       .arg(fresh.figures.positions)));

    // An analysis of another side or rule set says nothing about this one.
    Analysis otherSide = stopped;
    otherSide.toMove = other(toMove);
    options.resumeFrom = &otherSide;
    const Analysis unrelated = Engine(64).analyze(position, toMove, rules, options);
    QCOMPARE(unrelated.moves, fresh.moves);
    QCOMPARE(unrelated.figures.positions, fresh.figures.positions);
}

void TestEngine::estimatedMoveBeforeTheProof()
{
    const Geometry geometry(8, 8, 5);
    Analysis nothing; // nothing proven: every move unknown
    nothing.complete = false;

    // Every empty cell once.
    const Board almostEmpty = Board(geometry).with(geometry.cellAt(3, 3), Mark::X);
    const std::vector<Cell> ranked = rankedMoves(almostEmpty, Mark::O, Rules::Classic);
    QCOMPARE(int(ranked.size()), 63);
    QCOMPARE(int(std::set<Cell>(ranked.begin(), ranked.end()).size()), 63);

    // On an almost empty board, the centre, never a corner or an edge.
    for (const Board& board : { Board(geometry), almostEmpty }) {
        const Mark toMove = board.count(Mark::X) > 0 ? Mark::O : Mark::X;
        const Cell cell = *estimatedBestMove(board, toMove, Rules::Classic, nothing);
        QCOMPARE(board.at(cell), Mark::Empty);
        QVERIFY2(geometry.rowOf(cell) >= 2 && geometry.rowOf(cell) <= 5
                && geometry.columnOf(cell) >= 2 && geometry.columnOf(cell) <= 5,
            qPrintable(QStringLiteral("cell %1").arg(cell)));
    }
    // On the empty gomoku boards, the centre itself: h8 on 15×15, the cell at (10, 10) from the
    // top left on 20×20 (where Piskvork and the opening files put it).
    for (const int side : { 15, 20 }) {
        const Geometry gomoku(side, side, 5);
        QCOMPARE(*estimatedBestMove(Board(gomoku), Mark::X, Rules::Classic, nothing),
            gomoku.cellAt(side / 2, side / 2));
    }

    // A threat is blocked (x: four in row 1 open at its right end only), a win taken.
    const Board threat = boardFrom(geometry,
        "o......."
        "oxxxx..."
        "........"
        "...o...."
        "........"
        "........"
        "........"
        "........");
    QCOMPARE(*estimatedBestMove(threat, Mark::O, Rules::Classic, nothing), geometry.cellAt(1, 5));
    QCOMPARE(*estimatedBestMove(threat, Mark::X, Rules::Classic, nothing), geometry.cellAt(1, 5));

    // What is proven comes first: a tie before an unknown move, a win before a tie, the faster
    // win before a slower one; the best line's first move once complete.
    Analysis sofar = nothing;
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (almostEmpty.at(cell) != Mark::Empty)
            continue;
        Evaluation unknown;
        unknown.bound = Bound::Unknown;
        sofar.moves.push_back({ cell, unknown });
    }
    const auto prove = [&](Cell cell, Outcome outcome, int plies) {
        for (MoveAnnotation& move : sofar.moves) {
            if (move.cell == cell)
                move.evaluation = { outcome, plies, 0 };
        }
    };
    prove(0, Outcome::Tie, 63);
    QCOMPARE(*estimatedBestMove(almostEmpty, Mark::O, Rules::Classic, sofar), Cell(0));
    prove(7, Outcome::Win, 40);
    prove(63, Outcome::Win, 30);
    QCOMPARE(*estimatedBestMove(almostEmpty, Mark::O, Rules::Classic, sofar), Cell(63));
    sofar.complete = true;
    sofar.principalVariation = { 7 };
    QCOMPARE(*estimatedBestMove(almostEmpty, Mark::O, Rules::Classic, sofar), Cell(7));
}

TTT_TEST_MAIN(TestEngine)
#include "tst_engine.moc"
