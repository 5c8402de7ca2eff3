// An engine with one pruning rule broken on purpose (solverlib-faulty, src/engine/faults.h) gives
// wrong results, and the certificates it writes for them are rejected by the checker: a
// certificate is only as good as the checker, not the engine.
#include "checker.h"

#include "engine/faults.h"
#include "ttt/engine.h"
#include "ttt/game.h"
#include "ttt/proof.h"
#include "ttt/widesearch.h"

#include "testmain.h"

#include <QtTest>

#include <set>
#include <sstream>
#include <utility>

using namespace ttt;

namespace {

struct Certified {
    Analysis analysis;
    Proof proof;
    check::Verdict verdict;
};

Certified certify(const Board& board, Mark toMove, Rules rules = Rules::Misere)
{
    Engine engine(64);
    AnalysisOptions options;
    options.threads = 1;
    options.useTables = false;
    Certified outcome;
    outcome.analysis = engine.analyze(board, toMove, rules, options);
    outcome.proof = engine.prove(board, toMove, rules, outcome.analysis);
    std::ostringstream out;
    writeCertificate(outcome.proof, out);
    const std::string text = out.str();
    outcome.verdict = check::checkCertificate(
        std::vector<std::uint8_t>(text.begin(), text.end()), std::uint64_t(1) << 30);
    return outcome;
}

Outcome outcomeAt(const Analysis& analysis, Cell cell)
{
    for (const MoveAnnotation& move : analysis.moves) {
        if (move.cell == cell)
            return move.evaluation.outcome;
    }
    return Outcome::None;
}

// A board from its one-line form ("x.o/.../..x"), for the positions below.
Board boardOf(const Geometry& geometry, std::string_view text)
{
    Board board(geometry);
    Cell cell = 0;
    for (const char c : text) {
        if (c == '/')
            continue;
        if (c != '.')
            board.set(cell, c == 'x' ? Mark::X : Mark::O);
        ++cell;
    }
    return board;
}

// The certificate of a broken engine is rejected, at a node of `rule`, saying `why`.
void verifyRejected(const Certified& broken, const char* rule, const char* why)
{
    QVERIFY(!broken.verdict.verified);
    qInfo("%s", broken.verdict.text.c_str());
    const QString text = QString::fromStdString(broken.verdict.text);
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("node \\d+ \\(%1, ").arg(rule))),
        broken.verdict.text.c_str());
    QVERIFY2(text.contains(why), broken.verdict.text.c_str());
}

// Without `fault` the result at `cell` is `sound` and its certificate is verified; with it, the
// result is `broken` and the certificate is rejected at a node of `rule`, saying `why`.
void verifyCaught(const Board& board, Mark toMove, Cell cell, Outcome sound, engine::Fault fault,
    Outcome broken, const char* rule, const char* why)
{
    const Certified right = certify(board, toMove);
    QCOMPARE(outcomeAt(right.analysis, cell), sound);
    QVERIFY2(right.verdict.verified, right.verdict.text.c_str());

    engine::setFault(fault);
    const Certified wrong = certify(board, toMove);
    QCOMPARE(outcomeAt(wrong.analysis, cell), broken);
    verifyRejected(wrong, rule, why);
}

} // namespace

// Black's win under renju (to move) by the threat search, into `found`, and ttt-check's verdict
// on its certificate.
check::Verdict renjuWinCertified(const Board& board, detail::ThreatWin& found)
{
    detail::WideProof proof;
    found = detail::threatWin(board, Mark::X, Rules::Renju, 200'000, proof, {}, 0);
    std::ostringstream out;
    std::size_t nodes = 0;
    if (!detail::writeWideProof(board, Mark::X, Rules::Renju, proof, false, out, nodes)) {
        check::Verdict unwritten;
        unwritten.text = "the certificate was not written";
        return unwritten;
    }
    const std::string text = out.str();
    return check::checkCertificate(
        std::vector<std::uint8_t>(text.begin(), text.end()), std::uint64_t(1) << 30);
}

class TestProofFaults : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { engine::setFault(engine::Fault::None); }
    void pairingThatLeavesALineOpen();
    void mirrorThatTrustsEveryLine();
    void avoiderPairingOfTheWrongSide();
    void exhaustionOneLineShort();
    void exactRuleThatCountsAnOverline();
    void threatSearchThatMissesADefence_data();
    void threatSearchThatMissesADefence();
    void renjuSearchThatPlaysAForbiddenMove();
    void renjuForkWhoseCellAReplyForbids();
};

void TestProofFaults::pairingThatLeavesALineOpen()
{
    // 6×5 with four in a row: x wins by playing b2, e2, b4 or e4 first. A pairing search that
    // skips a line it cannot cover (instead of refusing) makes them ties.
    const Geometry geometry(6, 5, 4);
    const Board empty(geometry);
    const Cell b2 = geometry.cellAt(1, 1);
    const Certified sound = certify(empty, Mark::X, Rules::Classic);
    QCOMPARE(outcomeAt(sound.analysis, b2), Outcome::Win);
    QVERIFY2(sound.verdict.verified, sound.verdict.text.c_str());

    engine::setFault(engine::Fault::PairingSkipsBlockedLine);
    const Certified broken = certify(empty, Mark::X, Rules::Classic);
    QCOMPARE(outcomeAt(broken.analysis, b2), Outcome::Tie);
    QVERIFY(!broken.verdict.verified);
    qInfo("%s", broken.verdict.text.c_str());
    QVERIFY2(
        QString::fromStdString(broken.verdict.text)
            .contains(QRegularExpression("node \\d+ \\(pairing, .* the line [a-h]\\d-[a-h]\\d "
                                         "holds none of the prover's marks and no whole pair")),
        broken.verdict.text.c_str());
}

void TestProofFaults::mirrorThatTrustsEveryLine()
{
    // 5×3 with three in a row under misère, o to move: o wins by c3. Further on, at
    // .ox../..x../..ox., x holds the centre c2 and the half-turn images of o's marks; but the line
    // a2-c2 runs through the centre with neither an o nor a cell and its image in it, so mirroring
    // does not keep x from completing it. A mirror that takes every such line for safe makes c3 a
    // tie.
    const Geometry geometry(5, 3, 3);
    verifyCaught(boardOf(geometry, ".ox../...../...x."), Mark::O, geometry.cellAt(2, 2),
        Outcome::Win, engine::Fault::MirrorTrustsKeptLines, Outcome::Tie, "mirror",
        "runs through a cell the symmetry keeps");
}

void TestProofFaults::avoiderPairingOfTheWrongSide()
{
    // The same position: an avoider pairing that covers the other side's lines (as a classic
    // pairing does) instead of the prover's own makes c3 and e3 ties.
    const Geometry geometry(5, 3, 3);
    verifyCaught(boardOf(geometry, ".ox../...../...x."), Mark::O, geometry.cellAt(2, 4),
        Outcome::Win, engine::Fault::AvoiderPairingOfTheOtherSide, Outcome::Tie, "pairing",
        "holds none of the other side's marks and no whole pair");
}

void TestProofFaults::exhaustionOneLineShort()
{
    // 3×3 under misère, x to move (what-if) at ..o/oo./xxo: every line holds an o, so x never
    // loses; o's lines a1-c3 and a2-c2 wait on a1 and c2. After x a1, o's one line left is no more
    // than x's one move: x takes c2 and the board fills, a tie. An exhaustion that wins with as
    // many lines as moves calls it a win.
    const Geometry geometry(3, 3, 3);
    verifyCaught(boardOf(geometry, "..o/oo./xxo"), Mark::X, geometry.cellAt(0, 0), Outcome::Tie,
        engine::Fault::ExhaustionOneShort, Outcome::Win, "exhaustion",
        "1 lines, and the prover has 1 moves left");
}

void TestProofFaults::exactRuleThatCountsAnOverline()
{
    // 6×4 with four in a row under the exact rule, x to move at xx.xx./....../oo.oo./......:
    // c4 makes five in a row, which wins nothing (x's four left of it and right of it are no
    // longer exactly four). A search that ignores the cells beyond a line's ends takes c4 for a
    // win in one; its certificate says the game is over after c4, and the checker finds it goes
    // on.
    const Geometry geometry(6, 4, 4);
    const Board board = boardOf(geometry, "xx.xx./....../oo.oo./......");
    const Cell c4 = geometry.cellAt(0, 2);
    const Certified right = certify(board, Mark::X, Rules::Exact);
    QVERIFY2(right.verdict.verified, right.verdict.text.c_str());
    const Outcome sound = outcomeAt(right.analysis, c4);
    QVERIFY(sound != Outcome::Win);

    engine::setFault(engine::Fault::ExactIgnoresEnds);
    const Certified wrong = certify(board, Mark::X, Rules::Exact);
    QCOMPARE(outcomeAt(wrong.analysis, c4), Outcome::Win);
    QVERIFY(!wrong.verdict.verified);
    qInfo("%s", wrong.verdict.text.c_str());
    QVERIFY2(QString::fromStdString(wrong.verdict.text).contains("the game goes on"),
        wrong.verdict.text.c_str());
}

void TestProofFaults::threatSearchThatMissesADefence_data()
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<int>("rules");
    for (const Rules rules : { Rules::Classic, Rules::Exact }) {
        // The faults are in the forks' defences, which both rules share: under the sanitizers
        // the classic rule walks them (the release build checks both).
        if (ttt::test::kSanitized && rules == Rules::Exact)
            continue;
        const char* name = rules == Rules::Classic ? "classic" : "exact";
        QTest::addRow("a fork with one defence, %s", name)
            << int(engine::Fault::ForkHasOneDefence) << int(rules);
        QTest::addRow("a fork without the counter-fours, %s", name)
            << int(engine::Fault::ThreatIgnoresCounterFours) << int(rules);
    }
}

void TestProofFaults::threatSearchThatMissesADefence()
{
    QFETCH(int, fault);
    QFETCH(int, rules);

    // The threat search of big boards (widesearch.h) answers a fork (an open three) with the
    // replies that defend it: a cell of every fork, or a four of the defender's own. Broken, it
    // forgets some of them: the certificates of a middle-game position of a real 15×15 game
    // (tst_game's Gomocup game, either side to move) then leave a reply that the checker's rules
    // do not answer, and are rejected; sound, every one is verified.
    const Parsed<Game> game = parseGame(
        "# k=5 size=15x15\nh8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 h10 "
        "h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11 i13 i15 k11 h14 m9");
    QVERIFY(game);
    detail::WideLimits limits;
    limits.rounds = 1;
    limits.questionPositions = 4096;
    AnalysisOptions options;
    options.threads = 1;
    int rejected = 0;
    for (const int plies : { 24 }) {
        const Board board = game->boardAt(GamePath(std::size_t(plies), 0));
        for (const Mark toMove : { Mark::X, Mark::O }) {
            if (ttt::test::kSanitized && toMove == Mark::O)
                continue; // the same paths, at a sixth of the cost each, for the sanitizers
            const auto certified = [&] {
                const Analysis analysis
                    = detail::wideAnalysis(board, toMove, Rules(rules), options, limits);
                std::ostringstream out;
                writeWideCertificate(board, toMove, Rules(rules), analysis, out);
                const std::string text = out.str();
                return check::checkCertificate(
                    std::vector<std::uint8_t>(text.begin(), text.end()), std::uint64_t(1) << 30);
            };
            // The sound engine's certificate is the same for both faults: checked once.
            static std::set<std::pair<int, Mark>> soundChecked;
            if (soundChecked.insert({ rules, toMove }).second) {
                engine::setFault(engine::Fault::None);
                const check::Verdict sound = certified();
                QVERIFY2(sound.verified, sound.text.c_str());
            }
            engine::setFault(engine::Fault(fault));
            const check::Verdict broken = certified();
            if (broken.verified)
                continue;
            ++rejected;
            QVERIFY2(QString::fromStdString(broken.text).contains("no rule answers it"),
                broken.text.c_str());
            if (rejected == 1)
                qInfo("after %d plies, %c to move: %s", plies, toChar(toMove), broken.text.c_str());
        }
    }
    QVERIFY2(rejected > 0, "the broken search's certificates were all verified");
}

void TestProofFaults::renjuSearchThatPlaysAForbiddenMove()
{
    // Black's twos cross at h8: there black makes a double three, a won fork under free-style
    // and a forbidden move under renju. A threat search that lets black play it proves black's
    // win, and ttt-check (its own judge) rejects the certificate at that move; the sound search
    // proves nothing there, or a win the checker verifies.
    const Geometry geometry(15, 15, 5);
    Board board(geometry);
    for (const char* name : { "f8", "g8", "h6", "h7" })
        board.set(*cellFromName(geometry, name), Mark::X);
    for (const char* name : { "a1", "o1", "a15", "o15" })
        board.set(*cellFromName(geometry, name), Mark::O);
    const auto certified
        = [&](detail::ThreatWin& found) { return renjuWinCertified(board, found); };
    detail::ThreatWin sound;
    const check::Verdict right = certified(sound);
    QVERIFY2(!sound.proven || right.verified, right.text.c_str());

    engine::setFault(engine::Fault::RenjuAllowsForbidden);
    detail::ThreatWin broken;
    const check::Verdict wrong = certified(broken);
    QVERIFY(broken.proven);
    QVERIFY(!wrong.verified);
    qInfo("%s", wrong.text.c_str());
    QVERIFY2(QString::fromStdString(wrong.text).contains("x may not play it"), wrong.text.c_str());
}

void TestProofFaults::renjuForkWhoseCellAReplyForbids()
{
    // White's four h12–l12 makes black block at i12. Black then has a fork on the diagonal
    // f5–i8 (e4 and j9 its ends) whose shared cell, g6, black may play; white's k8, outside the
    // fork, makes g6 a double three (the lines g6–i6 and f7–i4), which it was not before: a stone
    // of white's can change what counts as a three, through the fours that make the threes: h5,
    // where the f7–i4 three would become a four, was a double four (f7–i4 and h5–l9); k8 breaks
    // h5–l9, so h5 may be played and f7–i4 counts as a three.
    // The sound search answers k8 with a node of its own and proves black's win in 17 plies
    // (the line proof numbers find first; deepening, given the positions, finds one of 15),
    // which ttt-check verifies. A search that judges the shared cell before the reply only
    // proves it in 7 and leaves k8 to the fork rule: ttt-check, judging the cell on the board
    // with k8 on it, rejects the certificate there.
    const Geometry geometry(15, 15, 5);
    Board board(geometry);
    for (const char* name :
        { "e12", "l9", "i8", "d7", "f7", "h7", "j7", "d6", "h6", "i6", "f5", "i4" })
        board.set(*cellFromName(geometry, name), Mark::X);
    for (const char* name :
        { "h12", "j12", "k12", "l12", "e11", "k11", "f9", "f8", "e5", "j5", "k5", "j4", "k4" })
        board.set(*cellFromName(geometry, name), Mark::O);
    const auto certified
        = [&](detail::ThreatWin& found) { return renjuWinCertified(board, found); };
    detail::ThreatWin sound;
    const check::Verdict right = certified(sound);
    QVERIFY(sound.proven);
    QCOMPARE(sound.plies, 17);
    QVERIFY2(right.verified, right.text.c_str());

    engine::setFault(engine::Fault::ForkIgnoresReplies);
    detail::ThreatWin broken;
    const check::Verdict wrong = certified(broken);
    QVERIFY(broken.proven);
    QCOMPARE(broken.plies, 7);
    QVERIFY(!wrong.verified);
    qInfo("%s", wrong.text.c_str());
    QVERIFY2(QString::fromStdString(wrong.text)
                 .contains("the reply k8 has no node, and no rule answers it"),
        wrong.text.c_str());
}

TTT_TEST_MAIN(TestProofFaults)
#include "tst_proof_faults.moc"
