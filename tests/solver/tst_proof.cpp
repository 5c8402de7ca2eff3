// Proofs: the engine's certificates checked by the independent checker (app/check), for every
// known result and for random positions under classic and misère rules; and a checker that
// says no to certificates broken in each way that matters.
#include "checker.h"
#include "referencemnk.h"

#include "ttt/engine.h"
#include "ttt/game.h"
#include "ttt/legality.h"
#include "ttt/proof.h"
#include "ttt/text.h"

#include "testmain.h"

#include <QtTest>

#include <random>
#include <sstream>

using namespace ttt;


namespace {

// Analyses on one thread: the same search, and so the same proof, every run.
AnalysisOptions proofOptions(bool valueOnly)
{
    AnalysisOptions options;
    options.threads = 1;
    options.hashMegabytes = 64;
    options.valueOnly = valueOnly;
    options.useTables = false;
    return options;
}

std::vector<std::uint8_t> bytesOf(const Proof& proof, bool compress)
{
    std::ostringstream out;
    writeCertificate(proof, out, CertificateOptions { compress });
    const std::string text = out.str();
    return std::vector<std::uint8_t>(text.begin(), text.end());
}

check::Verdict checked(const Proof& proof, bool compress = false)
{
    return check::checkCertificate(bytesOf(proof, compress), std::uint64_t(1) << 30);
}

// What the checker says an analysis proves, in its words: "x wins", "a tie", "at least a tie
// for o", or nothing.
std::string expectedResult(const Evaluation& evaluation, Mark mover)
{
    const std::string self(1, toChar(mover));
    const std::string opponent(1, toChar(other(mover)));
    if (evaluation.isProven()) {
        switch (evaluation.outcome) {
        case Outcome::Win:
            return self + " wins";
        case Outcome::Lose:
            return opponent + " wins";
        case Outcome::Tie:
            return "a tie";
        case Outcome::None:
            return "";
        }
    }
    if (evaluation.bound == Bound::AtLeastTie)
        return "at least a tie for " + self;
    if (evaluation.bound == Bound::AtMostTie)
        return "at least a tie for " + opponent;
    return "";
}

// Whether the checker's verdict says exactly what the analysis does, for the position and each
// move; the difference otherwise.
QString disagreement(const check::Verdict& verdict, const Analysis& analysis, const Board& board)
{
    if (!verdict.verified)
        return QString::fromStdString("rejected: " + verdict.text);
    const std::string position = expectedResult(analysis.evaluation, analysis.toMove);
    if (verdict.position != position)
        return QString::fromStdString(
            "the position: '" + verdict.position + "', the analysis: '" + position + "'");
    for (const MoveAnnotation& move : analysis.moves) {
        const std::string want = expectedResult(move.evaluation, analysis.toMove);
        const std::string got = verdict.moves.at(std::size_t(move.cell));
        if (got != want)
            return QString::fromStdString("cell " + std::to_string(move.cell) + ": '" + got
                + "', the analysis: '" + want + "'");
    }
    for (Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != Mark::Empty && !verdict.moves.at(std::size_t(cell)).empty())
            return QStringLiteral("a result for the taken cell %1").arg(cell);
    }
    return {};
}

struct Certified {
    Analysis analysis;
    Proof proof;
};

Certified certify(const Board& board, Mark toMove, Rules rules, bool valueOnly)
{
    Engine engine(64);
    Certified result;
    result.analysis = engine.analyze(board, toMove, rules, proofOptions(valueOnly));
    result.proof = engine.prove(board, toMove, rules, result.analysis);
    return result;
}

// 5×5 with four in a row under misère, x on the centre and o to move, certified once for the
// two tests that read its mirror.
const Certified& centreKeptUnderMisere()
{
    static const Certified certified = [] {
        const Geometry geometry(5, 5, 4);
        return certify(Board(geometry, geometry.setOf(12), 0), Mark::O, Rules::Misere, true);
    }();
    return certified;
}

// A random unfinished position of `geometry` after `moves` random moves (x first); nothing when
// the game ends on the way.
std::optional<Board> randomPosition(const Geometry& geometry, int moves, std::mt19937_64& random)
{
    Board board(geometry);
    Mark side = Mark::X;
    for (int i = 0; i < moves; ++i) {
        std::vector<Cell> empty;
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (board.at(cell) == Mark::Empty)
                empty.push_back(cell);
        }
        board.set(empty[random() % empty.size()], side);
        if (board.hasLine(side) || board.isFull())
            return std::nullopt;
        side = other(side);
    }
    return board;
}

// The first reached node of `rule` for which `accept` holds (an index into proof.nodes).
template <typename Accept>
std::optional<std::size_t> findNode(const Proof& proof, ProofRule rule, Accept accept)
{
    const std::vector<char> reached = reachedNodes(proof);
    for (std::size_t index = proof.nodes.size(); index-- > 0;) {
        if (reached[index] && proof.nodes[index].rule == rule && accept(proof.nodes[index]))
            return index;
    }
    return std::nullopt;
}

// The rejection must name a node and the position there.
void verifyRejectedAtANode(const check::Verdict& verdict, const char* what)
{
    QVERIFY2(!verdict.verified, what);
    QVERIFY2(QString::fromStdString(verdict.text)
                 .contains(QRegularExpression("node \\d+ \\(.* at [xo./]+ with [xo] to move\\)")),
        verdict.text.c_str());
}

} // namespace

class TestProof : public QObject {
    Q_OBJECT

private slots:
    void knownResultsAreCertified_data();
    void knownResultsAreCertified();
    void randomPositionsAreCertified_data();
    void randomPositionsAreCertified();
    void passedPositionBoundIsCertifiedByMonotonicity();
    void misereWherePassingWouldHelp();
    void finishedAndTicTacToePositions();
    void stoppedProofHoldsItsBounds();
    void checkerRejectsAChangedMove();
    void checkerRejectsARemovedReply();
    void checkerRejectsABrokenPair();
    void checkerRejectsMonotonicityUnderMisere();
    void checkerRejectsACycle();
    void checkerRejectsAWrongRoot();
    void checkerRejectsBadFiles();
    void misereResultsAreCertified_data();
    void misereResultsAreCertified();
    void misereMirrorAroundAKeptCell();
    void checkerRejectsAMirrorThatIsNone();
    void checkerReadsVersion1AsItWas();
    void checkerRejectsAnOverlineUnderExact();
    void checkerRejectsDeadCellsUnderExact();
    void checkerReadsVersion3OnBigBoards();
    void threatProofOfAnOverlineFourUnderExact();
};

void TestProof::knownResultsAreCertified_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<QString>("result");
    QTest::addColumn<bool>("valueOnly");
    // SPEC "Boards of any size": the first player's result with perfect play. 8,8,5 is in the
    // benchmark (tests/bench).
    const struct {
        int columns, rows, k;
        const char* result;
    } known[] = { { 4, 3, 3, "x wins" }, { 4, 4, 3, "x wins" }, { 4, 4, 4, "a tie" },
        { 5, 4, 4, "a tie" }, { 5, 5, 4, "a tie" }, { 6, 5, 4, "x wins" }, { 5, 5, 5, "a tie" },
        { 6, 6, 5, "a tie" }, { 6, 6, 6, "a tie" }, { 7, 7, 5, "a tie" } };
    for (const auto& [columns, rows, k, result] : known) {
        for (const bool valueOnly : { true, false }) {
            // Under the sanitizers every cell of the boards up to 20 cells, the value of the
            // bigger ones (the release run certifies both of each).
            if (ttt::test::kSanitized && valueOnly != (columns * rows > 20))
                continue;
            const QByteArray name = QByteArray::number(columns) + "," + QByteArray::number(rows)
                + "," + QByteArray::number(k) + ": " + result
                + (valueOnly ? ", the value" : ", every cell");
            QTest::newRow(name.constData()) << columns << rows << k << QString(result) << valueOnly;
        }
    }
}

void TestProof::knownResultsAreCertified()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(QString, result);
    QFETCH(bool, valueOnly);

    const Board empty(Geometry(columns, rows, k));
    const Certified certified = certify(empty, Mark::X, Rules::Classic, valueOnly);
    QVERIFY(certified.analysis.complete);
    QVERIFY(certified.proof.complete);
    QCOMPARE(certified.proof.uncertified, 0);
    for (const bool compress : { false, true }) {
        const check::Verdict verdict = checked(certified.proof, compress);
        QVERIFY2(verdict.verified, verdict.text.c_str());
        QCOMPARE(QString::fromStdString(verdict.position), result);
        const QString difference = disagreement(verdict, certified.analysis, empty);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(verdict.nodes, certificateNodeCount(certified.proof));
        QVERIFY(QString::fromStdString(verdict.text)
                    .startsWith(QStringLiteral("verified: %1\u00d7%2, ").arg(columns).arg(rows)));
    }
}

void TestProof::randomPositionsAreCertified_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<int>("fewestMoves"); // the random games' lengths
    QTest::addColumn<int>("mostMoves");
    // Games of a fifth of the board's cells or more (on 7×7 a random opening of a few moves can
    // take the engine minutes; the empty board and the known results are tested above), up to
    // four cells short of full. Misère positions come later in the game: the engine has fewer
    // shortcuts there.
    const struct {
        int columns, rows, k;
    } boards[] = { { 5, 5, 4 }, { 6, 5, 4 }, { 6, 6, 5 }, { 7, 7, 5 }, { 9, 3, 3 }, { 10, 3, 3 },
        { 9, 4, 4 } }; // the last three wider than eight: cells past h in the packed layout
    for (const auto& [columns, rows, k] : boards) {
        const int cells = columns * rows;
        QTest::newRow(qPrintable(QStringLiteral("%1x%2 k%3 classic").arg(columns).arg(rows).arg(k)))
            << columns << rows << k << Rules::Classic << cells / 5 << cells - 4;
        // The exact rule (version 3), where an overline can be made: k below the longer side.
        if (k < std::max(columns, rows) && cells <= 40)
            QTest::newRow(
                qPrintable(QStringLiteral("%1x%2 k%3 exact").arg(columns).arg(rows).arg(k)))
                << columns << rows << k << Rules::Exact << cells / 5 << cells - 4;
        QTest::newRow(qPrintable(QStringLiteral("%1x%2 k%3 misere").arg(columns).arg(rows).arg(k)))
            << columns << rows << k << Rules::Misere << cells - 14 << cells - 3;
    }
}

void TestProof::randomPositionsAreCertified()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(Rules, rules);
    QFETCH(int, fewestMoves);
    QFETCH(int, mostMoves);

    // Every cell of 30 random positions (240 in all; a tenth under the sanitizers, samples()):
    // each result the analysis proves is certified, and the checker confirms exactly those.
    const Geometry geometry(columns, rows, k);
    std::mt19937_64 random(20261125 + std::uint64_t(columns * 100 + rows * 10 + k)
        + (rules == Rules::Misere ? 7 : 0) + (rules == Rules::Exact ? 13 : 0));
    int done = 0;
    int nodes = 0;
    QElapsedTimer timer;
    timer.start();
    while (done < ttt::test::samples(30, 10)) {
        const int moves = fewestMoves + int(random() % std::uint64_t(mostMoves - fewestMoves + 1));
        const std::optional<Board> board = randomPosition(geometry, moves, random);
        if (!board)
            continue;
        const Mark toMove = *sideToMove(*board, Mark::X);
        const Certified certified = certify(*board, toMove, rules, false);
        QVERIFY(certified.analysis.complete);
        QVERIFY2(certified.proof.complete,
            qPrintable(QStringLiteral("%1 results uncertified").arg(certified.proof.uncertified)));
        const check::Verdict verdict = checked(certified.proof);
        const QString difference = disagreement(verdict, certified.analysis, *board);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        nodes += int(verdict.nodes);
        ++done;
    }
    qInfo("%d positions, %d nodes of proof, %lld ms", done, nodes, timer.elapsed());
}

void TestProof::passedPositionBoundIsCertifiedByMonotonicity()
{
    // On boards of more than 16 cells, every cell is bounded by the position with the other side
    // to move (engine.cpp): its certificate says so with Monotone nodes, and checks.
    const Geometry geometry(6, 6, 5);
    const Board board(geometry, geometry.setOf(geometry.cellAt(2, 2)), geometry.setOf(0));
    const Certified certified = certify(board, Mark::X, Rules::Classic, false);
    const std::vector<char> reached = reachedNodes(certified.proof);
    int monotone = 0;
    for (std::size_t index = 0; index < reached.size(); ++index)
        monotone += reached[index] && certified.proof.nodes[index].rule == ProofRule::Monotone;
    QVERIFY(monotone > 0);
    const check::Verdict verdict = checked(certified.proof);
    const QString difference = disagreement(verdict, certified.analysis, board);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestProof::misereWherePassingWouldHelp()
{
    // Under misère an extra mark of one's own may hurt, so the passed-position bound does not
    // hold: here it would give x cells it does not have. Every cell's result agrees with a plain
    // minimax written without the library, and the certificate (no Monotone node may appear
    // under misère) checks.
    const std::string cells = ".oo..x.oxoxxxooo...x..oxx";
    const Geometry geometry(5, 5, 4);
    Board board(geometry);
    for (Cell cell = 0; cell < geometry.cells(); ++cell)
        board.set(cell,
            cells[std::size_t(cell)] == 'x'       ? Mark::X
                : cells[std::size_t(cell)] == 'o' ? Mark::O
                                                  : Mark::Empty);
    const Certified certified = certify(board, Mark::X, Rules::Misere, false);
    reference::SmallBoardMinimax minimax(5, 5, 4, Rules::Misere);
    for (const MoveAnnotation& move : certified.analysis.moves) {
        const auto want = minimax.valueOfMove(cells, 'x', move.cell).result;
        const Outcome expected = want == reference::SmallBoardMinimax::Value::Win ? Outcome::Win
            : want == reference::SmallBoardMinimax::Value::Lose                   ? Outcome::Lose
                                                                                  : Outcome::Tie;
        QCOMPARE(move.evaluation.outcome, expected);
    }
    const check::Verdict verdict = checked(certified.proof);
    const QString difference = disagreement(verdict, certified.analysis, board);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestProof::finishedAndTicTacToePositions()
{
    // Tic-tac-toe (answered from its tables) is certified by the engine's search all the same.
    const Board ticTacToe(Geometry(), Geometry().setOf(4), 0);
    Engine engine(16);
    const Analysis analysis = engine.analyze(ticTacToe, Mark::O, Rules::Classic);
    const Proof proof = engine.prove(ticTacToe, Mark::O, Rules::Classic, analysis);
    check::Verdict verdict = checked(proof);
    QVERIFY2(disagreement(verdict, analysis, ticTacToe).isEmpty(), verdict.text.c_str());
    QCOMPARE(QString::fromStdString(verdict.moves[0]), QStringLiteral("a tie"));
    QCOMPARE(QString::fromStdString(verdict.moves[1]), QStringLiteral("x wins"));

    // A finished game is certified by its position alone: no node.
    Board won(Geometry(4, 4, 3));
    for (const Cell cell : { 0, 1, 2 })
        won.set(cell, Mark::X);
    for (const Cell cell : { 4, 5 })
        won.set(cell, Mark::O);
    const Analysis over = engine.analyze(won, Mark::O, Rules::Classic);
    const Proof overProof = engine.prove(won, Mark::O, Rules::Classic, over);
    verdict = checked(overProof);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(QString::fromStdString(verdict.position), QStringLiteral("x wins"));
    QCOMPARE(verdict.nodes, std::uint64_t(0));
}

void TestProof::stoppedProofHoldsItsBounds()
{
    // An analysis of 7×7 stopped at once proves nothing; its certificate says so, and checks.
    Engine engine(64);
    const Board empty(Geometry(7, 7, 5));
    std::stop_source stop;
    stop.request_stop();
    const Analysis analysis = engine.analyze(
        empty, Mark::X, Rules::Classic, proofOptions(false), {}, stop.get_token());
    QVERIFY(!analysis.complete);
    Proof proof = engine.prove(empty, Mark::X, Rules::Classic, analysis);
    QVERIFY(!proof.complete);
    check::Verdict verdict = checked(proof);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QVERIFY(QString::fromStdString(verdict.text).contains("incomplete"));

    // A replay stopped at once certifies nothing, and says what it left out.
    const Analysis complete = engine.analyze(empty, Mark::X, Rules::Classic, proofOptions(true));
    proof = engine.prove(empty, Mark::X, Rules::Classic, complete, {}, stop.get_token());
    QVERIFY(!proof.complete);
    QCOMPARE(proof.uncertified, 2);
    verdict = checked(proof);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(verdict.position, std::string());
}

void TestProof::checkerRejectsAChangedMove()
{
    Proof proof = certify(Board(Geometry(6, 5, 4)), Mark::X, Rules::Classic, true).proof;
    QVERIFY(checked(proof).verified);
    // A move of the prover's that leads on to a node, played on another free cell instead.
    const std::optional<std::size_t> index
        = findNode(proof, ProofRule::Move, [&](const ProofNode& node) {
              return proof.edges[node.first].node != ProofEdge::kGameOver;
          });
    QVERIFY(index);
    const ProofNode& node = proof.nodes[*index];
    ProofEdge& edge = proof.edges[node.first];
    const CellSet empty = proof.geometry().allCells() & ~(node.mover | node.other);
    edge.bit = static_cast<std::uint8_t>(std::countr_zero(empty & ~(CellSet(1) << edge.bit)));
    verifyRejectedAtANode(checked(proof), "a changed move");
}

void TestProof::checkerRejectsARemovedReply()
{
    Proof proof = certify(Board(Geometry(5, 5, 4)), Mark::X, Rules::Classic, true).proof;
    QVERIFY(checked(proof).verified);
    const std::optional<std::size_t> index
        = findNode(proof, ProofRule::Replies, [](const ProofNode& node) { return node.count > 0; });
    QVERIFY(index);
    --proof.nodes[*index].count; // the last reply loses its node
    const check::Verdict verdict = checked(proof);
    verifyRejectedAtANode(verdict, "a removed reply");
    QVERIFY2(QString::fromStdString(verdict.text).contains("has no node, and no rule answers it"),
        verdict.text.c_str());
}

void TestProof::checkerRejectsABrokenPair()
{
    Proof proof = certify(Board(Geometry(7, 7, 5)), Mark::X, Rules::Classic, true).proof;
    QVERIFY(checked(proof).verified);
    // A pairing whose last pair alone covers some line of the other side's (worked out here,
    // not by the checker): without that pair the line is open.
    const Geometry& geometry = proof.geometry();
    const std::optional<std::size_t> index
        = findNode(proof, ProofRule::Pairing, [&](const ProofNode& node) {
              if (node.count == 0)
                  return false;
              for (const Line& line : geometry.lines()) {
                  if (line.cells & node.prover())
                      continue;
                  bool covered = false;
                  for (std::uint32_t i = 0; i + 1 < node.count; ++i) {
                      const auto [a, b] = proof.pairs[node.first + i];
                      const CellSet pair = (CellSet(1) << a) | (CellSet(1) << b);
                      covered = covered || (line.cells & pair) == pair;
                  }
                  if (!covered)
                      return true;
              }
              return false;
          });
    QVERIFY(index);
    --proof.nodes[*index].count;
    const check::Verdict verdict = checked(proof);
    verifyRejectedAtANode(verdict, "a broken pair");
    QVERIFY2(QString::fromStdString(verdict.text)
                 .contains("holds none of the prover's marks and no whole pair"),
        verdict.text.c_str());
}

void TestProof::checkerRejectsMonotonicityUnderMisere()
{
    // 4×4 with four in a row, x to move, o on a1 and b2; the claim: o achieves at least a tie.
    // A Monotone node refers it to the position where o holds only a1 and x holds b1, c2, d2,
    // a3, c3 and c4: there every line holds an x, so under misère o can never complete a line and
    // never loses (a true leaf). But an extra mark of one's own may hurt under misère, so the
    // step from there to here is not a proof.
    const Geometry geometry(4, 4, 4);
    const CellSet a1 = geometry.setOf(0);
    const CellSet b2 = geometry.setOf(5);
    CellSet crosses = 0;
    for (const Cell cell : { 1, 6, 7, 8, 10, 14 })
        crosses |= geometry.setOf(cell);
    for (const Line& line : geometry.lines())
        QVERIFY((line.cells & crosses) && (line.cells & crosses) != line.cells);
    Proof proof;
    proof.root = Board(geometry, 0, a1 | b2);
    proof.toMove = Mark::X;
    proof.rules = Rules::Misere;
    proof.complete = true;
    ProofNode smaller;
    smaller.mover = crosses;
    smaller.other = a1;
    smaller.rule = ProofRule::NoLiveLine;
    proof.nodes.push_back(smaller);
    ProofNode monotone;
    monotone.mover = 0;
    monotone.other = a1 | b2;
    monotone.rule = ProofRule::Monotone;
    monotone.first = 0;
    monotone.count = 1;
    proof.edges.push_back(ProofEdge { 0, 0, Symmetry::Identity });
    proof.nodes.push_back(monotone);
    proof.statements.push_back(
        { std::nullopt, Mark::O, false, ProofEdge { 1, 0, Symmetry::Identity } });

    const check::Verdict verdict = checked(proof);
    verifyRejectedAtANode(verdict, "monotonicity under misère");
    QVERIFY2(QString::fromStdString(verdict.text)
                 .contains("monotonicity holds only under classic rules"),
        verdict.text.c_str());
    // Nor under the exact rule, where an extra mark can make an overline.
    Proof exact = proof;
    exact.rules = Rules::Exact;
    const check::Verdict exactVerdict = checked(exact);
    verifyRejectedAtANode(exactVerdict, "monotonicity under the exact rule");
    QVERIFY2(QString::fromStdString(exactVerdict.text)
                 .contains("monotonicity holds only under classic rules"),
        exactVerdict.text.c_str());
    // The leaf itself is fine: claimed directly for its own position, it is verified.
    Proof leaf = proof;
    leaf.root = Board(geometry, crosses, a1);
    leaf.nodes.pop_back();
    leaf.edges.clear();
    leaf.statements = { { std::nullopt, Mark::O, false, ProofEdge { 0, 0, Symmetry::Identity } } };
    const check::Verdict leafVerdict = checked(leaf);
    QVERIFY2(leafVerdict.verified, leafVerdict.text.c_str());
}

void TestProof::checkerRejectsACycle()
{
    Proof proof = certify(Board(Geometry(5, 4, 4)), Mark::X, Rules::Classic, true).proof;
    QVERIFY(checked(proof).verified);
    // A reply whose node is the node itself. (References only point forward, so a cycle must
    // pass through one that does not: this one. With the identity it would read as "the game is
    // over here", so it takes the half turn.)
    const std::optional<std::size_t> index
        = findNode(proof, ProofRule::Replies, [&](const ProofNode& node) {
              return node.count > 0 && proof.edges[node.first].node != ProofEdge::kGameOver;
          });
    QVERIFY(index);
    proof.edges[proof.nodes[*index].first].node = static_cast<std::int32_t>(*index);
    proof.edges[proof.nodes[*index].first].symmetry = Symmetry::HalfTurn;
    const check::Verdict verdict = checked(proof);
    verifyRejectedAtANode(verdict, "a cycle");
    QVERIFY2(QString::fromStdString(verdict.text).contains("a reference to the node itself"),
        verdict.text.c_str());
}

void TestProof::checkerRejectsAWrongRoot()
{
    const Geometry geometry(5, 5, 4);
    Proof proof = certify(Board(geometry), Mark::X, Rules::Classic, false).proof;
    QVERIFY(checked(proof).verified);
    // The same proof claimed for a board where o already holds the centre.
    proof.root = Board(geometry, 0, geometry.setOf(12));
    const check::Verdict verdict = checked(proof);
    QVERIFY(!verdict.verified);
    QVERIFY2(
        QString::fromStdString(verdict.text).contains(QRegularExpression("(node|statement) \\d+")),
        verdict.text.c_str());
}

void TestProof::checkerRejectsBadFiles()
{
    const Proof proof = certify(Board(Geometry(5, 4, 4)), Mark::X, Rules::Classic, false).proof;
    const std::vector<std::uint8_t> good = bytesOf(proof, false);
    const std::vector<std::uint8_t> packed = bytesOf(proof, true);
    QVERIFY(check::checkCertificate(good, 1 << 20).verified);
    QVERIFY(check::checkCertificate(packed, 1 << 20).verified);
    const auto rejection = [](std::vector<std::uint8_t> bytes) {
        const check::Verdict verdict = check::checkCertificate(bytes, 1 << 20);
        return verdict.verified ? QString() : QString::fromStdString(verdict.text);
    };
    QVERIFY(rejection({}).startsWith("not a certificate"));
    std::vector<std::uint8_t> bytes = good;
    bytes[0] = 'X';
    QVERIFY(rejection(bytes).contains("does not start with TTTPROOF"));
    bytes = good;
    bytes[8] = 4;
    QVERIFY(rejection(bytes).contains("version 4 is not one this checker reads"));
    // The header's fields, as app/check/certificate-format.md gives them: rule values 0 and 1
    // only, the side to move 'x' or 'o', the flags' unused bits clear, the cell sets disjoint
    // and on the board (bit c: cell c, 20 cells here).
    bytes = good;
    bytes[13] = 2;
    QVERIFY(rejection(bytes).contains("the header's rules are 2"));
    bytes = good;
    bytes[14] = 'z';
    QVERIFY(rejection(bytes).contains("the header's side to move is byte"));
    bytes = good;
    bytes[15] = std::uint8_t(bytes[15] | 0x04);
    QVERIFY(rejection(bytes).contains("the header's flags are"));
    bytes = good;
    bytes[16 + 2] = std::uint8_t(bytes[16 + 2] | 0x10); // x on cell 20: off a 5×4 board
    QVERIFY(rejection(bytes).contains("marks outside the board or two on a cell"));
    bytes = good;
    bytes[16] = std::uint8_t(bytes[16] | 0x01); // x and o both on cell 0
    bytes[24] = std::uint8_t(bytes[24] | 0x01);
    QVERIFY(rejection(bytes).contains("marks outside the board or two on a cell"));
    // Truncated anywhere: the header, a record, the compressed stream.
    for (const std::size_t size : { std::size_t(20), good.size() - 1, good.size() / 2 }) {
        bytes.assign(good.begin(), good.begin() + std::ptrdiff_t(size));
        QVERIFY2(!rejection(bytes).isEmpty(), qPrintable(QString::number(size)));
    }
    bytes.assign(packed.begin(), packed.end() - 3);
    QVERIFY(rejection(bytes).contains("compressed body"));
    // Huge counts: nodes, statements, the body's size.
    bytes = good;
    for (int i = 36; i < 44; ++i)
        bytes[std::size_t(i)] = 0xFF;
    QVERIFY(rejection(bytes).contains("more than"));
    bytes = good;
    for (int i = 44; i < 52; ++i)
        bytes[std::size_t(i)] = 0xFF;
    QVERIFY(rejection(bytes).contains("more than the 1048576 this check allows"));
    // Counts the body could hold, but whose records take more memory than the check allows.
    const std::uint64_t bodySize = good.size() - 52;
    bytes = good;
    for (int i = 0; i < 8; ++i)
        bytes[std::size_t(36 + i)] = std::uint8_t(bodySize >> (8 * i));
    const check::Verdict tight = check::checkCertificate(bytes, bodySize + 100);
    QVERIFY(!tight.verified);
    QVERIFY2(QString::fromStdString(tight.text).contains("bytes of memory"), tight.text.c_str());
    // A compressed body whose frame disagrees with the header's size.
    bytes = packed;
    bytes[44] ^= 1;
    QVERIFY(rejection(bytes).contains("does not say it unpacks to"));
    bytes = good;
    bytes.push_back(0);
    QVERIFY(rejection(bytes).contains("bytes; the header says"));
}

// How many of the nodes a certificate holds prove their claim by `rule`.
int reachedWith(const Proof& proof, ProofRule rule)
{
    const std::vector<char> reached = reachedNodes(proof);
    int count = 0;
    for (std::size_t index = 0; index < reached.size(); ++index)
        count += reached[index] && proof.nodes[index].rule == rule;
    return count;
}

void TestProof::misereResultsAreCertified_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<QString>("result");
    QTest::addColumn<bool>("valueOnly");
    QTest::addColumn<bool>("mirrored"); // the second player's half turn holds its tie
    // Misère's results on the empty boards, every cell the same (found by a plain minimax over
    // every position, outside the tests): 3×3 a tie; 4×3, 4×4 and 5×4 with three in a row lost
    // by x whatever it plays; 4×4 and 5×4 with four in a row ties. On a board without a centre
    // cell o never loses by answering every move with its image under the half turn.
    const struct {
        int columns, rows, k;
        const char* result;
        bool mirrored;
    } known[]
        = { { 3, 3, 3, "a tie", false }, { 4, 3, 3, "o wins", true }, { 4, 4, 3, "o wins", true },
              { 4, 4, 4, "a tie", true }, { 5, 4, 3, "o wins", true }, { 5, 4, 4, "a tie", true } };
    for (const auto& [columns, rows, k, result, mirrored] : known) {
        // (Every cell of 5×4 with four in a row takes a proof of a million positions: the
        // benchmark has it.)
        for (const bool valueOnly : { true, false }) {
            if (!valueOnly && columns == 5 && k == 4)
                continue;
            const QByteArray name = QByteArray::number(columns) + "," + QByteArray::number(rows)
                + "," + QByteArray::number(k) + " misere: " + result
                + (valueOnly ? ", the value" : ", every cell");
            QTest::newRow(name.constData())
                << columns << rows << k << QString(result) << valueOnly << mirrored;
        }
    }
}

void TestProof::misereResultsAreCertified()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(QString, result);
    QFETCH(bool, valueOnly);
    QFETCH(bool, mirrored);

    const Board empty(Geometry(columns, rows, k));
    const Certified certified = certify(empty, Mark::X, Rules::Misere, valueOnly);
    QVERIFY(certified.analysis.complete);
    QVERIFY(certified.proof.complete);
    const check::Verdict verdict = checked(certified.proof, true);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    QCOMPARE(QString::fromStdString(verdict.position), result);
    const QString difference = disagreement(verdict, certified.analysis, empty);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    if (!valueOnly) {
        // Every first move has the board's result, but on 3×3 only the centre holds the tie.
        for (const MoveAnnotation& move : certified.analysis.moves) {
            const bool centre = columns == 3 && move.cell == 4;
            QCOMPARE(QString::fromStdString(verdict.moves.at(std::size_t(move.cell))),
                columns == 3 && !centre ? QString("o wins") : result);
        }
    }
    // Where o's tie rests on the mirror, the certificate says so.
    if (mirrored && result == "a tie")
        QVERIFY(reachedWith(certified.proof, ProofRule::Mirror) > 0);
    qInfo("%zu positions: %d mirror, %d pairing, %d no live line, %d exhaustion",
        certificateNodeCount(certified.proof), reachedWith(certified.proof, ProofRule::Mirror),
        reachedWith(certified.proof, ProofRule::Pairing),
        reachedWith(certified.proof, ProofRule::NoLiveLine),
        reachedWith(certified.proof, ProofRule::Exhaustion));
}

void TestProof::misereMirrorAroundAKeptCell()
{
    // 5×5 with four in a row under misère: x on the centre, o to move. x answers every move with
    // its image under the half turn, which keeps the centre in place; every line through the
    // centre holds a cell and its image (b3 and d3 in a3-d3), so x never completes a line first.
    const Certified& certified = centreKeptUnderMisere();
    const ProvenResult x = provenResult(certified.proof, std::nullopt, Mark::X);
    QVERIFY(x.atLeastTie);
    const std::optional<std::size_t> mirror = findNode(certified.proof, ProofRule::Mirror,
        [](const ProofNode& node) { return node.mover == 0 && node.other == CellSet(1) << 18; });
    QVERIFY(mirror);
    QCOMPARE(
        certified.proof.nodes[*mirror].first, std::uint32_t(symmetryIndex(Symmetry::HalfTurn)));
    const check::Verdict verdict = checked(certified.proof);
    QVERIFY2(verdict.verified, verdict.text.c_str());
    // With five in a row the line a3-e3 holds the pairs a3-e3 and b3-d3 too; with three in a
    // row a3-c3 holds neither a pair nor a mark of o's, so no mirror proves x's tie there. (A
    // claim about the search's choices, not its memory: the release build checks it.)
    if (ttt::test::kSanitized)
        return;
    const Geometry three(5, 5, 3);
    const Certified k3 = certify(Board(three, three.setOf(12), 0), Mark::O, Rules::Misere, true);
    QVERIFY(!findNode(
        k3.proof, ProofRule::Mirror, [](const ProofNode& node) { return node.mover == 0; }));
    QVERIFY(checked(k3.proof).verified);
}

void TestProof::checkerRejectsAMirrorThatIsNone()
{
    Proof proof = centreKeptUnderMisere().proof;
    const std::optional<std::size_t> index
        = findNode(proof, ProofRule::Mirror, [](const ProofNode&) { return true; });
    QVERIFY(index);
    QVERIFY(checked(proof).verified);
    const auto rejection = [&](Symmetry symmetry, Rules rules) {
        Proof broken = proof;
        broken.rules = rules;
        broken.nodes[*index].first = std::uint32_t(symmetryIndex(symmetry));
        const check::Verdict verdict = checked(broken);
        verifyRejectedAtANode(verdict, "a broken mirror");
        return QString::fromStdString(verdict.text);
    };
    // A quarter turn does not undo itself; a mirror in the diagonal does, but the marks are not
    // its images; and under classic rules a mirror proves nothing.
    QVERIFY(rejection(Symmetry::QuarterTurnClockwise, Rules::Misere)
                .contains("is not one of this board's that undoes itself"));
    const QString diagonal = rejection(Symmetry::MirrorMainDiagonal, Rules::Misere);
    QVERIFY2(diagonal.contains("keeps a5 in place, and it is not the prover's")
            || diagonal.contains("are not the image"),
        qPrintable(diagonal));
    QVERIFY(rejection(Symmetry::HalfTurn, Rules::Classic)
                .contains("a mirror proves only a tie, under misere rules"));
}

void TestProof::checkerReadsVersion1AsItWas()
{
    // A file written before misère's rules (version 1) is read as it always was; misère's new
    // rules in a file that says version 1 are not.
    const Proof classic = certify(Board(Geometry(5, 4, 4)), Mark::X, Rules::Classic, false).proof;
    std::vector<std::uint8_t> bytes = bytesOf(classic, false);
    QCOMPARE(int(bytes[8]), 2);
    bytes[8] = 1;
    QVERIFY(check::checkCertificate(bytes, 1 << 20).verified);
    const Proof misere = certify(Board(Geometry(5, 4, 4)), Mark::X, Rules::Misere, true).proof;
    bytes = bytesOf(misere, false);
    QVERIFY(check::checkCertificate(bytes, std::uint64_t(1) << 30).verified);
    bytes[8] = 1;
    const check::Verdict verdict = check::checkCertificate(bytes, std::uint64_t(1) << 30);
    QVERIFY(!verdict.verified);
    QVERIFY2(QString::fromStdString(verdict.text).contains("of version 1")
            || QString::fromStdString(verdict.text)
                   .contains("version 1 has pairings only in classic"),
        verdict.text.c_str());
}

void TestProof::checkerRejectsAnOverlineUnderExact()
{
    // 6×4 with four in a row, x to move: x holds a4 b4 d4 e4, and c4 makes five in a row. The
    // certificate says x wins by it, the game over there (reference 0): true under the classic
    // rule, and under the exact rule an overline that wins nothing (the game goes on), so rejected.
    const Geometry geometry(6, 4, 4);
    const Board root = *parseBoard("xx.xx./....../oo.oo./......");
    Proof proof;
    proof.root = Board(geometry, root.cells(Mark::X), root.cells(Mark::O));
    proof.toMove = Mark::X;
    proof.complete = false;
    proof.statements = { { Cell(2), Mark::X, true, ProofEdge {} } };
    proof.rules = Rules::Classic;
    const check::Verdict classic = checked(proof);
    QVERIFY2(classic.verified, classic.text.c_str());
    QCOMPARE(classic.moves.at(2), std::string("x wins"));
    proof.rules = Rules::Exact;
    const std::vector<std::uint8_t> bytes = bytesOf(proof, false);
    QCOMPARE(int(bytes[8]), 3); // the exact rule takes version 3
    QCOMPARE(int(bytes[13]), 3);
    const check::Verdict exact = checked(proof);
    QVERIFY(!exact.verified);
    QVERIFY2(QString::fromStdString(exact.text).contains("the game goes on"), exact.text.c_str());
    // The engine agrees: c4 is no win for x under the exact rule.
    Engine engine(16);
    const Analysis analysis = engine.analyze(root, Mark::X, Rules::Exact, proofOptions(false));
    for (const MoveAnnotation& move : analysis.moves) {
        if (move.cell == 2)
            QVERIFY(move.evaluation.outcome != Outcome::Win || move.evaluation.plies > 1);
    }
}

void TestProof::checkerRejectsDeadCellsUnderExact()
{
    // 4×4 with four in a row, x to move, o (the prover) holding a mark on every line (and never
    // two on a line without an x, so no threat or fork answers a reply; no symmetry keeps the
    // position): whatever x plays, o cannot lose (no live line). A replies node lists every reply
    // but the dead cells (every line through them holds marks of both sides). Under the classic
    // rule a dead cell is answered by any listed reply (a mark there is a pass); under the exact
    // rule it is not (a mark there can spoil a line of its own side's, as the mark beyond its end),
    // so each must be listed.
    const Geometry geometry(4, 4, 4);
    CellSet noughts = 0;
    for (const Cell cell : { 0, 3, 7, 10, 13 })
        noughts |= geometry.setOf(cell);
    CellSet crosses = 0;
    for (const Cell cell : { 1, 5, 9, 12, 15 })
        crosses |= geometry.setOf(cell);
    Proof proof;
    proof.root = Board(geometry, crosses, noughts);
    proof.toMove = Mark::X;
    proof.complete = false;
    int dead = 0;
    std::vector<ProofEdge> replies;
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (proof.root.at(cell) != Mark::Empty)
            continue;
        bool isDead = true;
        for (const Line& line : geometry.lines()) {
            if ((line.cells & geometry.setOf(cell))
                && (!(line.cells & crosses) || !(line.cells & noughts)))
                isDead = false;
        }
        if (isDead) {
            ++dead;
            continue;
        }
        ProofNode leaf; // o to move after the reply: no line without an o
        leaf.mover = noughts;
        leaf.other = crosses | geometry.setOf(cell);
        leaf.rule = ProofRule::NoLiveLine;
        leaf.proverMoves = true;
        replies.push_back({ std::int32_t(proof.nodes.size()),
            static_cast<std::uint8_t>(geometry.bitOf(cell)), Symmetry::Identity });
        proof.nodes.push_back(leaf);
    }
    QVERIFY(dead > 0 && !replies.empty());
    ProofNode node;
    node.mover = crosses;
    node.other = noughts;
    node.rule = ProofRule::Replies;
    node.first = 0;
    node.count = static_cast<std::uint8_t>(replies.size());
    proof.edges = replies;
    proof.nodes.push_back(node);
    proof.statements = { { std::nullopt, Mark::O, false,
        ProofEdge { std::int32_t(proof.nodes.size() - 1), 0, Symmetry::Identity } } };
    proof.rules = Rules::Classic;
    const check::Verdict classic = checked(proof);
    QVERIFY2(classic.verified, classic.text.c_str());
    proof.rules = Rules::Exact;
    const check::Verdict exact = checked(proof);
    verifyRejectedAtANode(exact, "a dead cell under the exact rule");
    QVERIFY2(QString::fromStdString(exact.text).contains("has no node, and no rule answers it"),
        exact.text.c_str());
}

namespace {

// A version 3 certificate written byte by byte (the library writes version 3 only for the exact
// rule on boards of at most 64 cells): the header for `board` (its text gives the size and the
// marks, x to move), then `body`, uncompressed.
std::vector<std::uint8_t> version3(const Board& board, int rules, std::uint32_t statements,
    std::uint64_t nodes, const std::vector<std::uint8_t>& body)
{
    const Geometry& geometry = board.geometry();
    std::vector<std::uint8_t> bytes { 'T', 'T', 'T', 'P', 'R', 'O', 'O', 'F', 3, 0 };
    bytes.push_back(std::uint8_t(geometry.columns()));
    bytes.push_back(std::uint8_t(geometry.rows()));
    bytes.push_back(std::uint8_t(geometry.k()));
    bytes.push_back(std::uint8_t(rules));
    bytes.push_back('x');
    bytes.push_back(0); // not complete, not compressed
    const int setBytes = (geometry.cells() + 7) / 8;
    for (const Mark side : { Mark::X, Mark::O }) {
        for (int i = 0; i < setBytes; ++i) {
            std::uint8_t byte = 0;
            for (int j = 0; j < 8 && 8 * i + j < geometry.cells(); ++j)
                if (board.at(8 * i + j) == side)
                    byte = std::uint8_t(byte | (1 << j));
            bytes.push_back(byte);
        }
    }
    const auto little = [&](std::uint64_t value, int width) {
        for (int i = 0; i < width; ++i)
            bytes.push_back(std::uint8_t(value >> (8 * i)));
    };
    little(statements, 4);
    little(nodes, 8);
    little(body.size(), 8);
    bytes.insert(bytes.end(), body.begin(), body.end());
    return bytes;
}

QString verdictOf(const std::vector<std::uint8_t>& bytes)
{
    const check::Verdict verdict = check::checkCertificate(bytes, std::uint64_t(1) << 24);
    return (verdict.verified ? QStringLiteral("verified: ") : QStringLiteral("rejected: "))
        + QString::fromStdString(verdict.text);
}

} // namespace

void TestProof::checkerReadsVersion3OnBigBoards()
{
    // 15×15 (225 cells: a cell is one byte, 255 the position itself), the Gomocup game of
    // tst_game one move before its end, x to move: m9 completes i13-m9.
    Board gomocup(Geometry(15, 15, 5));
    const Parsed<Game> game = parseGame(
        "# k=5 size=15x15\nh8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 h10 "
        "h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11 i13 i15 k11 h14");
    QVERIFY(game);
    GamePath end;
    while (!game->movesAfter(end).empty())
        end.push_back(0);
    gomocup = game->boardAt(end);
    const auto m9 = std::uint8_t(*cellFromName(gomocup.geometry(), "m9"));
    // "After m9, x wins": the game is over there (reference 0).
    QVERIFY2(verdictOf(version3(gomocup, 0, 1, 0, { m9, 'x', 2, 0 }))
                 .contains("15\u00d715, five in a row, classic, x to move"),
        qPrintable(verdictOf(version3(gomocup, 0, 1, 0, { m9, 'x', 2, 0 }))));
    QVERIFY(verdictOf(version3(gomocup, 0, 1, 0, { m9, 'x', 2, 0 })).contains("m9: x wins"));
    // "x wins" at the position itself: a move node (kind: move, x to move, a win) playing m9.
    QVERIFY(verdictOf(version3(gomocup, 0, 1, 1, { 255, 'x', 2, 8, 0 | 8 | 16, m9, 0 }))
                .contains("x to move: x wins (1 position)"));
    // Under the exact rule too: i13-m9 is exactly five.
    QVERIFY(verdictOf(version3(gomocup, 3, 1, 0, { m9, 'x', 2, 0 })).startsWith("verified"));
    // A move that completes nothing, a cell off the board, rules 2, a header cut short.
    const auto a1 = std::uint8_t(*cellFromName(gomocup.geometry(), "a1"));
    QVERIFY(verdictOf(version3(gomocup, 0, 1, 0, { a1, 'x', 2, 0 })).contains("the game goes on"));
    QVERIFY(verdictOf(version3(gomocup, 0, 1, 1, { 255, 'x', 2, 8, 0 | 8 | 16, 225, 0 }))
                .contains("cell 225 is off the board"));
    QVERIFY(verdictOf(version3(gomocup, 2, 1, 0, { m9, 'x', 2, 0 }))
                .contains("the header's rules are 2"));
    std::vector<std::uint8_t> cut = version3(gomocup, 0, 1, 0, { m9, 'x', 2, 0 });
    cut.resize(60);
    QVERIFY(verdictOf(cut).contains("alone takes 94")); // 16 + 2 × 29 + 20

    // Under the exact rule an overline wins nothing: x holds a1 b1 c1 and e1 f1; d1 makes six.
    Board six(Geometry(15, 15, 5));
    for (const char* name : { "a1", "b1", "c1", "e1", "f1" })
        six.set(*cellFromName(six.geometry(), name), Mark::X);
    for (const char* name : { "a3", "c3", "e3", "g3", "i3" })
        six.set(*cellFromName(six.geometry(), name), Mark::O);
    const auto d1 = std::uint8_t(*cellFromName(six.geometry(), "d1"));
    QVERIFY(verdictOf(version3(six, 0, 1, 0, { d1, 'x', 2, 0 })).contains("d1: x wins"));
    QVERIFY(verdictOf(version3(six, 3, 1, 0, { d1, 'x', 2, 0 })).contains("the game goes on"));

    // 20×20 (400 cells: cells and counts take two bytes, 65535 the position itself). x holds
    // t17-t20, four down the right edge, and a19 a20; o six scattered cells; x to move wins by
    // t16.
    Board wide(Geometry(20, 20, 5));
    for (const char* name : { "t17", "t18", "t19", "t20", "a20", "a19" })
        wide.set(*cellFromName(wide.geometry(), name), Mark::X);
    for (const char* name : { "c3", "e5", "g7", "j10", "l12", "n14" })
        wide.set(*cellFromName(wide.geometry(), name), Mark::O);
    const Cell t16 = *cellFromName(wide.geometry(), "t16");
    const auto two = [](Cell cell) {
        return std::vector<std::uint8_t> { std::uint8_t(cell), std::uint8_t(cell >> 8) };
    };
    // x to move: "x wins" by t16 (a move node, cell in two bytes).
    std::vector<std::uint8_t> body { 0xFF, 0xFF, 'x', 2, 8, 0 | 8 | 16 };
    for (const std::uint8_t byte : two(t16))
        body.push_back(byte);
    body.push_back(0);
    QVERIFY2(verdictOf(version3(wide, 0, 1, 1, body)).contains("20\u00d720"),
        qPrintable(verdictOf(version3(wide, 0, 1, 1, body))));
    QVERIFY(verdictOf(version3(wide, 0, 1, 1, body)).contains("x to move: x wins"));
    // The same move as one byte: the body no longer parses.
    std::vector<std::uint8_t> narrow { 0xFF, 0xFF, 'x', 2, 8, 0 | 8 | 16, std::uint8_t(t16), 0 };
    QVERIFY(verdictOf(version3(wide, 0, 1, 1, narrow)).startsWith("rejected"));
    // A cell past the 400th.
    body = { 0xFF, 0xFF, 'x', 2, 8, 0 | 8 | 16, 0x90, 0x01, 0 };
    QVERIFY(verdictOf(version3(wide, 0, 1, 1, body)).contains("cell 400 is off the board"));
}

void TestProof::threatProofOfAnOverlineFourUnderExact()
{
    // 15×15, x to move: x holds a1 c1 d1 f1 and e2 e3 e4, o holds g1 and marks far away. e1
    // makes two fours under the classic rule, b1 (a1–f1, six in a row) and e5 (e1–e5), so o
    // cannot block both: the threat proof of e1's win is a replies node that lists nothing.
    // Under the exact rule b1 completes no line (an overline), and the same file with its rules
    // byte set to exact is rejected: o's reply e5 is not answered by any rule.
    const Geometry geometry(15, 15, 5);
    Board board(geometry);
    for (const char* name : { "a1", "c1", "d1", "f1", "e2", "e3", "e4" })
        board.set(*cellFromName(geometry, name), Mark::X);
    for (const char* name : { "g1", "o15", "m15", "k15", "i15", "o13", "m13" })
        board.set(*cellFromName(geometry, name), Mark::O);
    const Cell e1 = *cellFromName(geometry, "e1");
    Analysis proven;
    proven.toMove = Mark::X;
    proven.moves.push_back({ e1, Evaluation { Outcome::Win, 3, 0 } });
    std::ostringstream out;
    const auto figures = writeWideCertificate(board, Mark::X, Rules::Classic, proven, out);
    QVERIFY(figures);
    QCOMPARE(figures->uncertified, 0);
    std::string text = out.str();
    std::vector<std::uint8_t> bytes(text.begin(), text.end());
    const check::Verdict classic = check::checkCertificate(bytes, std::uint64_t(1) << 30);
    QVERIFY2(classic.verified, classic.text.c_str());
    QCOMPARE(classic.moves[std::size_t(e1)], std::string("x wins"));
    QCOMPARE(bytes[13], std::uint8_t(0)); // classic
    bytes[13] = 3; // exact
    const check::Verdict exact = check::checkCertificate(bytes, std::uint64_t(1) << 30);
    QVERIFY(!exact.verified);
    qInfo("%s", exact.text.c_str());
    QVERIFY2(QString::fromStdString(exact.text)
                 .contains("the reply e5 has no node, and no rule "
                           "answers it"),
        exact.text.c_str());
    // Under the exact rule the search itself does not take e1 for a win by fours.
    std::ostringstream again;
    const auto none = writeWideCertificate(board, Mark::X, Rules::Exact, proven, again);
    QVERIFY(none);
    QCOMPARE(none->uncertified, 1);
}

TTT_TEST_MAIN(TestProof)
#include "tst_proof.moc"
