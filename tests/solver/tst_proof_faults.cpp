// An engine with one pruning rule broken on purpose (solverlib-faulty, src/engine/faults.h) gives
// wrong results, and the certificates it writes for them are rejected by the checker: a
// certificate is only as good as the checker, not the engine.
#include "checker.h"

#include "engine/faults.h"
#include "ttt/engine.h"
#include "ttt/proof.h"

#include <QtTest>

#include <sstream>

using namespace ttt;

namespace {

struct Certified {
    Analysis analysis;
    Proof proof;
    check::Verdict verdict;
};

Certified certify(const Board& board, Mark toMove, Rules rules)
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

} // namespace

class TestProofFaults : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { engine::setFault(engine::Fault::None); }
    void pairingThatLeavesALineOpen();
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

QTEST_GUILESS_MAIN(TestProofFaults)
#include "tst_proof_faults.moc"
