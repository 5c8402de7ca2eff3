// The engine's threads: the same results whatever the number of threads and however they
// interleave, progress reported on the calling thread, and a stop that keeps what is proven.
// The tsan preset runs this suite under ThreadSanitizer.
#include "ttt/engine.h"
#include "ttt/game.h"
#include "ttt/text.h"
#include "ttt/widesearch.h"

#include "testmain.h"

#include <QtTest>

#include <atomic>
#include <stop_token>
#include <thread>
#include <vector>

using namespace ttt;

namespace {

// Whether this is the ThreadSanitizer build's run (the tsan preset).
#ifdef TTT_THREAD_SANITIZED_TESTS
constexpr bool kThreadSanitized = true;
#else
constexpr bool kThreadSanitized = false;
#endif

AnalysisOptions withThreads(int threads, bool valueOnly = false)
{
    AnalysisOptions options;
    options.threads = threads;
    options.hashMegabytes = 16;
    options.valueOnly = valueOnly;
    options.useTables = false;
    return options;
}

// Everything an analysis says, for comparing two of them (not the figures, which depend on the
// threads).
QString describe(const Analysis& analysis)
{
    QString text = QStringLiteral("%1 %2 %3 exact=%4 complete=%5 |")
                       .arg(outcomeName(analysis.evaluation.outcome))
                       .arg(analysis.evaluation.plies)
                       .arg(analysis.evaluation.score)
                       .arg(QLatin1String(analysis.evaluation.pliesExact ? "yes" : "no"))
                       .arg(QLatin1String(analysis.complete ? "yes" : "no"));
    for (const MoveAnnotation& move : analysis.moves) {
        text += QStringLiteral(" %1:%2%3")
                    .arg(move.cell)
                    .arg(QLatin1Char(outcomeName(move.evaluation.outcome)[0]))
                    .arg(move.evaluation.plies);
    }
    text += QStringLiteral(" | best");
    for (const Cell cell : analysis.bestMoves)
        text += QStringLiteral(" %1").arg(cell);
    text += QStringLiteral(" | line");
    for (const Cell cell : analysis.principalVariation)
        text += QStringLiteral(" %1").arg(cell);
    return text;
}

} // namespace

class TestEngineThreads : public QObject {
    Q_OBJECT

private slots:
    void resultsDoNotDependOnThreads_data();
    void resultsDoNotDependOnThreads();
    void progressComesFromTheCallingThread();
    void stopKeepsWhatIsProven();
    void resumeOnThreadsEndsAsAFreshSearch();
    void stopBeforeStarting();
    void wideBoardsDoNotDependOnThreads();
    void wideBoardStopsWhenAsked();
};

void TestEngineThreads::resultsDoNotDependOnThreads_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<bool>("valueOnly");

    QTest::newRow("5x5 k4, every cell")
        << QByteArray("....../....../..x.../....../......") << Rules::Classic << false;
    QTest::newRow("6x5 k4, the value (a win, with its line)")
        << QByteArray("....../....../....../....../......") << Rules::Classic << true;
    QTest::newRow("4x4 k3, every cell with exact plies")
        << QByteArray("x.../..o./..../....") << Rules::Classic << false;
    QTest::newRow("4x4 k4 misere, every cell")
        << QByteArray("x.../.o../..../....") << Rules::Misere << false;
    QTest::newRow("4x3 k3 line-score, every cell")
        << QByteArray("xo../..../....") << Rules::LineScore << false;
}

void TestEngineThreads::resultsDoNotDependOnThreads()
{
    QFETCH(QByteArray, board);
    QFETCH(Rules, rules);
    QFETCH(bool, valueOnly);

    const Board position = *parseBoard(board.toStdString());
    const Mark toMove = position.count(Mark::X) > position.count(Mark::O) ? Mark::O : Mark::X;
    const QString single = describe(analyze(position, toMove, rules, withThreads(1, valueOnly)));
    QVERIFY(single.contains(QLatin1String("complete=yes")));
    // Several threads, several times, fresh engines and one engine reused: all the same. (Under
    // ThreadSanitizer, where a search costs several times more, once each: the same threads
    // meet over the same table.)
    Engine reused(16);
    for (const int threads : { 2, 3, 4 }) {
        for (int run = 0; run < (kThreadSanitized ? 1 : 2); ++run) {
            QCOMPARE(describe(analyze(position, toMove, rules, withThreads(threads, valueOnly))),
                single);
            QCOMPARE(
                describe(reused.analyze(position, toMove, rules, withThreads(threads, valueOnly))),
                single);
        }
    }
}

void TestEngineThreads::progressComesFromTheCallingThread()
{
    const std::thread::id caller = std::this_thread::get_id();
    int reports = 0;
    int lastProven = 0;
    bool otherThread = false;
    bool backwards = false;
    int total = 0;
    const Analysis analysis = analyze(Board(Geometry(5, 5, 4)), Mark::X, Rules::Classic,
        withThreads(2), [&](const AnalysisProgress& progress) {
            ++reports;
            otherThread = otherThread || std::this_thread::get_id() != caller;
            backwards = backwards || progress.cellsProven < lastProven;
            lastProven = progress.cellsProven;
            total = progress.cellsTotal;
            QCOMPARE(int(progress.sofar.moves.size()), 25);
        });
    QVERIFY(analysis.complete);
    QVERIFY(reports >= 1);
    QVERIFY(!otherThread);
    QVERIFY(!backwards);
    // The last report is the finished analysis: every move proven.
    QCOMPARE(total, 25);
    QCOMPARE(lastProven, 25);
}

void TestEngineThreads::stopKeepsWhatIsProven()
{
    // 7x7 with five in a row: every first move ties. Stop as soon as one move is proven; the
    // proven ones say tie, the others carry bounds that a tie satisfies.
    std::stop_source stop;
    const Analysis analysis = analyze(
        Board(Geometry(7, 7, 5)), Mark::X, Rules::Classic, withThreads(2),
        [&](const AnalysisProgress& progress) {
            if (progress.cellsProven >= 1)
                stop.request_stop();
        },
        stop.get_token());
    QCOMPARE(int(analysis.moves.size()), 49);
    int proven = 0;
    for (const MoveAnnotation& move : analysis.moves) {
        if (move.evaluation.isProven()) {
            ++proven;
            QCOMPARE(move.evaluation.outcome, Outcome::Tie);
            QCOMPARE(move.evaluation.plies, 49);
        } else {
            QCOMPARE(move.evaluation.outcome, Outcome::None);
            QVERIFY(move.evaluation.bound == Bound::AtLeastTie
                || move.evaluation.bound == Bound::AtMostTie
                || move.evaluation.bound == Bound::Unknown);
        }
    }
    QVERIFY(proven >= 1);
    if (proven < 49) {
        QVERIFY(!analysis.complete);
        QVERIFY(analysis.principalVariation.empty());
    }
}

void TestEngineThreads::resumeOnThreadsEndsAsAFreshSearch()
{
    // 6x5 with four in a row (a first-player win): stopped on two threads once a few moves are
    // proven, then resumed from that analysis on two threads; the end is what one thread finds
    // from nothing, whatever the interleaving.
    const Board board(Geometry(6, 5, 4));
    const Analysis fresh = analyze(board, Mark::X, Rules::Classic, withThreads(1));
    QVERIFY(fresh.complete);
    std::stop_source stop;
    const Analysis stopped = analyze(
        board, Mark::X, Rules::Classic, withThreads(2),
        [&](const AnalysisProgress& progress) {
            if (progress.cellsProven >= 5)
                stop.request_stop();
        },
        stop.get_token());
    AnalysisOptions options = withThreads(2);
    options.resumeFrom = &stopped;
    const Analysis resumed = analyze(board, Mark::X, Rules::Classic, options);
    QVERIFY(resumed.complete);
    QCOMPARE(describe(resumed), describe(fresh));
}

void TestEngineThreads::stopBeforeStarting()
{
    std::stop_source stop;
    stop.request_stop();
    const Analysis analysis = analyze(
        Board(Geometry(8, 8, 5)), Mark::X, Rules::Classic, withThreads(2), {}, stop.get_token());
    QVERIFY(!analysis.complete);
    QCOMPARE(analysis.evaluation.bound, Bound::Unknown);
}

void TestEngineThreads::wideBoardsDoNotDependOnThreads()
{
    // 15x15, a Gomocup game five plies before its end (tst_widesearch): three rounds of threat
    // questions per cell, each with its own budget, on one to four threads: the same results.
    const Parsed<Game> game = parseGame(
        "# k=5 size=15x15\nh8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 h10 "
        "h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11");
    QVERIFY(game);
    GamePath end;
    while (!game->movesAfter(end).empty())
        end.push_back(0);
    const Board board = game->boardAt(end);
    detail::WideLimits limits;
    limits.rounds = 2;
    limits.questionPositions = 512;
    const QString single
        = describe(detail::wideAnalysis(board, Mark::X, Rules::Classic, withThreads(1), limits));
    QVERIFY(single.startsWith(QLatin1String("win 5")));
    // Under AddressSanitizer two threads only; under ThreadSanitizer two and four (more threads
    // than the machine's two cores, where they interleave the most). The release build tries
    // every count.
    const std::vector<int> threadCounts = ttt::test::kSanitized ? std::vector<int> { 2 }
        : kThreadSanitized                                      ? std::vector<int> { 2, 4 }
                                                                : std::vector<int> { 2, 3, 4 };
    for (const int threads : threadCounts) {
        QCOMPARE(describe(detail::wideAnalysis(
                     board, Mark::X, Rules::Classic, withThreads(threads), limits)),
            single);
    }
    // Budgets so small that many questions run out of them: each question's own count decides
    // where it ends, never what its thread searched before it.
    detail::WideLimits tight = limits;
    tight.questionPositions = 37;
    tight.rounds = 3;
    const QString starved
        = describe(detail::wideAnalysis(board, Mark::X, Rules::Classic, withThreads(1), tight));
    for (const int threads : threadCounts) {
        QCOMPARE(describe(detail::wideAnalysis(
                     board, Mark::X, Rules::Classic, withThreads(threads), tight)),
            starved);
    }
    // A limit on the positions that falls in the middle of a round: the same cut.
    limits.positions = 3000;
    const QString cut
        = describe(detail::wideAnalysis(board, Mark::X, Rules::Classic, withThreads(1), limits));
    QVERIFY(cut != single);
    for (const int threads : threadCounts) {
        QCOMPARE(describe(detail::wideAnalysis(
                     board, Mark::X, Rules::Classic, withThreads(threads), limits)),
            cut);
    }
}

void TestEngineThreads::wideBoardStopsWhenAsked()
{
    // The empty 20x20 on two threads, stopped from the second report: it returns, keeping what
    // is proven (nothing), with the bounds of strategy stealing.
    std::stop_source stop;
    int reports = 0;
    const Analysis analysis = analyze(
        Board(Geometry(20, 20, 5)), Mark::X, Rules::Classic, withThreads(2),
        [&](const AnalysisProgress&) {
            if (++reports == 2)
                stop.request_stop();
        },
        stop.get_token());
    QVERIFY(!analysis.complete);
    QCOMPARE(int(analysis.moves.size()), 400);
    QCOMPARE(analysis.evaluation.bound, Bound::AtLeastTie);
}

TTT_TEST_MAIN(TestEngineThreads)

#include "tst_engine_threads.moc"
