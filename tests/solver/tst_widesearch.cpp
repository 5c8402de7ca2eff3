// The search of boards of more than 64 cells (internal/ttt/widesearch.h): forced wins near the
// end of a real 15×15 game; what it proves on smaller boards held against the exact engine and,
// on 12×12 near the end of the game, against a plain search written here; honest bounds on the
// empty 15×15; results that do not depend on the threads.
#include "checker.h"

#include "ttt/engine.h"
#include "ttt/explain.h"
#include "ttt/game.h"
#include "ttt/legality.h"
#include "ttt/proof.h"
#include "ttt/text.h"
#include "ttt/widesearch.h"

#include "testmain.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <random>
#include <sstream>
#include <tuple>

using namespace ttt;

namespace {

// The Gomocup free-style game of tst_game (black, x, wins with i13–m9 on move 41), `plies`
// moves in.
Board gomocupAfter(int plies)
{
    const Parsed<Game> game = parseGame(
        "# k=5 size=15x15\nh8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 h10 "
        "h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11 i13 i15 k11 h14 m9");
    Q_ASSERT(game);
    GamePath path;
    for (int i = 0; i < plies; ++i)
        path.push_back(0);
    return game->boardAt(path);
}

AnalysisOptions oneThread()
{
    AnalysisOptions options;
    options.threads = 1;
    options.useTables = false;
    return options;
}

// Black to move five plies before its five, searched two rounds deep, free-style: the analysis
// two tests read, made once (the search is deterministic with one thread).
const Analysis& winInFiveBefore36()
{
    static const Analysis analysis = [] {
        detail::WideLimits limits;
        limits.rounds = 2;
        return detail::wideAnalysis(gomocupAfter(36), Mark::X, Rules::Classic, oneThread(), limits);
    }();
    return analysis;
}

Cell cellNamed(const Board& board, const char* name)
{
    return *cellFromName(board.geometry(), name);
}

const Evaluation& resultOf(const Analysis& analysis, Cell cell)
{
    const auto at = std::find_if(analysis.moves.begin(), analysis.moves.end(),
        [cell](const MoveAnnotation& move) { return move.cell == cell; });
    Q_ASSERT(at != analysis.moves.end());
    return at->evaluation;
}

// A position `left` empty cells from the end of a random game on `geometry` in which neither
// side ever completes a line (a move that would is never chosen); the side to move is x when
// the marks are level. Nothing if the game runs out of such moves first.
std::optional<Board> nearTheEnd(
    const Geometry& geometry, Rules rules, int left, std::mt19937& random)
{
    Board board(geometry);
    Mark side = Mark::X;
    while (board.count(Mark::Empty) > left) {
        std::vector<Cell> quiet;
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (board.at(cell) == Mark::Empty
                && gameState(board.with(cell, side), rules) == GameState::InProgress)
                quiet.push_back(cell);
        }
        if (quiet.empty())
            return std::nullopt;
        board.set(quiet[random() % quiet.size()], side);
        side = other(side);
    }
    return board;
}

// A plain negamax to the end of the game, remembering positions: the outcome for the side to
// move and the plies to the end (the winner hurrying, the loser delaying).
class PlainSearch {
public:
    explicit PlainSearch(Rules rules)
        : m_rules(rules)
    { }

    Evaluation after(const Board& board, Cell cell, Mark side)
    {
        const Board next = board.with(cell, side);
        const GameState state = gameState(next, m_rules);
        if (state == GameState::Draw)
            return { Outcome::Tie, 1, 0 };
        if (state != GameState::InProgress) {
            const bool sideWon = (state == GameState::XWon) == (side == Mark::X);
            return { sideWon ? Outcome::Win : Outcome::Lose, 1, 0 };
        }
        const Evaluation reply = value(next, other(side));
        const Outcome outcome = reply.outcome == Outcome::Win ? Outcome::Lose
            : reply.outcome == Outcome::Lose                  ? Outcome::Win
                                                              : Outcome::Tie;
        return { outcome, reply.plies + 1, 0 };
    }

private:
    Evaluation value(const Board& board, Mark side)
    {
        std::string key(std::size_t(board.cellCount()) + 1, toChar(side));
        for (Cell cell = 0; cell < board.cellCount(); ++cell)
            key[std::size_t(cell)] = toChar(board.at(cell));
        if (const auto known = m_known.find(key); known != m_known.end())
            return known->second;
        std::optional<Evaluation> best;
        for (Cell cell = 0; cell < board.cellCount(); ++cell) {
            if (board.at(cell) != Mark::Empty)
                continue;
            const Evaluation move = after(board, cell, side);
            const bool better = !best || move.outcome > best->outcome
                || (move.outcome == best->outcome
                    && (move.outcome == Outcome::Win ? move.plies < best->plies
                                                     : move.plies > best->plies));
            if (better)
                best = move;
        }
        m_known.emplace(key, *best);
        return *best;
    }

    Rules m_rules;
    std::map<std::string, Evaluation> m_known;
};

// The certificate of `analysis`'s threat proofs (writeWideCertificate), checked by ttt-check:
// verified, and holding every win and loss the analysis proved by threats (all but those of
// the exhaustive search).
check::Verdict certifiedBy(
    const Board& board, Mark toMove, Rules rules, const Analysis& analysis, bool exhaustive)
{
    std::ostringstream out;
    const std::optional<WideCertificate> figures
        = writeWideCertificate(board, toMove, rules, analysis, out);
    if (!figures)
        return {};
    const std::string bytes = out.str();
    check::Verdict verdict = check::checkCertificate(
        std::vector<std::uint8_t>(bytes.begin(), bytes.end()), std::uint64_t(1) << 30);
    if (!verdict.verified)
        return verdict;
    int proven = 0;
    for (const MoveAnnotation& move : analysis.moves) {
        const Evaluation& result = move.evaluation;
        if (!result.isProven())
            continue;
        ++proven;
        const bool decisive = result.outcome == Outcome::Win || result.outcome == Outcome::Lose;
        const std::string expected = !decisive
            ? std::string()
            : std::string(1, toChar(result.outcome == Outcome::Win ? toMove : other(toMove)))
                + " wins";
        const std::string& found = verdict.moves[std::size_t(move.cell)];
        if (found != expected && !(exhaustive && found.empty())) {
            verdict.verified = false;
            verdict.text = "cell " + std::to_string(move.cell) + ": the certificate holds \""
                + found + "\", the analysis proved \"" + expected + "\"";
            return verdict;
        }
    }
    if (!exhaustive && figures->uncertified != 0) {
        verdict.verified = false;
        verdict.text = std::to_string(figures->uncertified) + " of " + std::to_string(proven)
            + " results uncertified";
    }
    return verdict;
}

// The certificate of threatWin()'s `proof` of the position (a statement about the position
// itself), checked by ttt-check.
check::Verdict puzzleCertified(
    const Board& board, Mark toMove, Rules rules, const detail::WideProof& proof)
{
    std::ostringstream out;
    std::size_t nodes = 0;
    if (!detail::writeWideProof(board, toMove, rules, proof, false, out, nodes))
        return {};
    const std::string bytes = out.str();
    return check::checkCertificate(
        std::vector<std::uint8_t>(bytes.begin(), bytes.end()), std::uint64_t(1) << 30);
}

QString describe(const Evaluation& evaluation)
{
    if (!evaluation.isProven())
        return QStringLiteral("unproven");
    return QStringLiteral("%1 in %2").arg(outcomeName(evaluation.outcome)).arg(evaluation.plies);
}

} // namespace

class TestWideSearch : public QObject {
    Q_OBJECT

private slots:
    void forcedWinsNearTheEndOfAGomokuGame();
    void whatOneLookProves();
    void theEmptyBoardHasHonestBounds();
    void estimatesWhereNothingIsProven();
    void threatProofsExplained();
    void proofNumbersAndVcfThreatsAreCertified();
    void proofNumberPassesGoOnFromRoundToRound();
    void agreesWithTheExactEngine_data();
    void agreesWithTheExactEngine();
    void twelveByTwelveNearTheEnd_data();
    void twelveByTwelveNearTheEnd();
};

void TestWideSearch::forcedWinsNearTheEndOfAGomokuGame()
{
    // Black (x) to move three plies before the game's end: k11 wins in three plies; two plies
    // earlier, i13 (the game's own move) wins in five.
    // (Under the sanitizers the win in five alone: the win in three's search and certificate
    // walk the same paths, shorter.)
    detail::WideLimits limits;
    std::vector<std::tuple<Board, Rules, Analysis>> proven;
    if (!ttt::test::kSanitized) {
        limits.rounds = 1;
        const Board before38 = gomocupAfter(38);
        const Analysis three
            = detail::wideAnalysis(before38, Mark::X, Rules::Classic, oneThread(), limits);
        QVERIFY(!three.complete);
        QCOMPARE(three.evaluation.outcome, Outcome::Win);
        QCOMPARE(three.evaluation.plies, 3);
        QCOMPARE(describe(resultOf(three, cellNamed(before38, "k11"))), QStringLiteral("win in 3"));
        // Nothing it proves is a loss: x has the upper hand everywhere it looked.
        for (const MoveAnnotation& move : three.moves)
            QVERIFY(!move.evaluation.isProven() || move.evaluation.outcome == Outcome::Win);
        proven.push_back({ before38, Rules::Classic, three });
    }

    limits.rounds = 2;
    const Board before36 = gomocupAfter(36);
    const Analysis& five = winInFiveBefore36();
    QCOMPARE(five.evaluation.outcome, Outcome::Win);
    QCOMPARE(five.evaluation.plies, 5);
    QCOMPARE(describe(resultOf(five, cellNamed(before36, "i13"))), QStringLiteral("win in 5"));
    proven.push_back({ before36, Rules::Classic, five });
    // Under the exact rule the same five wins: no overline is involved. (The release build
    // checks it; under the sanitizers the classic searches walk the same paths.)
    if (!ttt::test::kSanitized) {
        const Analysis exact
            = detail::wideAnalysis(before36, Mark::X, Rules::Exact, oneThread(), limits);
        QCOMPARE(describe(resultOf(exact, cellNamed(before36, "i13"))), QStringLiteral("win in 5"));
        proven.push_back({ before36, Rules::Exact, exact });
    }

    // Each of these proofs is certified, and ttt-check verifies every result in the certificate.
    for (const auto& [board, rules, analysis] : proven) {
        const check::Verdict verdict = certifiedBy(board, Mark::X, rules, analysis, false);
        QVERIFY2(verdict.verified, verdict.text.c_str());
        QCOMPARE(verdict.position, std::string("x wins"));
    }
}

void TestWideSearch::whatOneLookProves()
{
    // One move before the end: m9 completes i13–m9, the one win in one ply; with o to move
    // instead (a what-if), o must block m9: every other move loses in two.
    detail::WideLimits limits;
    limits.rounds = 0;
    const Board before = gomocupAfter(40);
    const Cell m9 = cellNamed(before, "m9");
    const Analysis analysis
        = detail::wideAnalysis(before, Mark::X, Rules::Classic, oneThread(), limits);
    QCOMPARE(analysis.evaluation.outcome, Outcome::Win);
    QCOMPARE(analysis.evaluation.plies, 1);
    QVERIFY(analysis.evaluation.pliesExact);
    QCOMPARE(analysis.bestMoves, std::vector<Cell> { m9 });
    const Analysis blocked
        = detail::wideAnalysis(before, Mark::O, Rules::Classic, oneThread(), limits);
    for (const MoveAnnotation& move : blocked.moves) {
        if (move.cell == m9)
            QVERIFY(!move.evaluation.isProven());
        else
            QCOMPARE(describe(move.evaluation), QStringLiteral("lose in 2"));
    }
    // Through analyze(), stopped at its first report (during round 0 or after it, as the
    // machine's speed has it): what it proved by then is right, m9 a win in one if it got there.
    std::stop_source stop;
    const Analysis full = analyze(
        before, Mark::X, Rules::Classic, oneThread(),
        [&](const AnalysisProgress&) { stop.request_stop(); }, stop.get_token());
    QVERIFY(!full.complete);
    for (const MoveAnnotation& move : full.moves) {
        if (move.evaluation.isProven())
            QCOMPARE(move.evaluation.outcome, Outcome::Win);
    }
    if (resultOf(full, m9).isProven()) {
        QCOMPARE(describe(resultOf(full, m9)), QStringLiteral("win in 1"));
        QCOMPARE(full.evaluation.plies, 1);
        QCOMPARE(full.bestMoves, std::vector<Cell> { m9 });
    }
}

void TestWideSearch::theEmptyBoardHasHonestBounds()
{
    // Stopped at its first report: nothing proven on any of the 225 cells; under the classic
    // rule the position itself cannot be lost (strategy stealing), under the exact rule nothing
    // is known.
    for (const Rules rules : { Rules::Classic, Rules::Exact }) {
        std::stop_source stop;
        AnalysisOptions options = oneThread();
        options.threads = 2;
        const Analysis empty = analyze(
            Board(Geometry(15, 15, 5)), Mark::X, rules, options,
            [&](const AnalysisProgress&) { stop.request_stop(); }, stop.get_token());
        QVERIFY(!empty.complete);
        QCOMPARE(int(empty.moves.size()), 225);
        QVERIFY(std::none_of(empty.moves.begin(), empty.moves.end(),
            [](const MoveAnnotation& move) { return move.evaluation.isProven(); }));
        QCOMPARE(
            empty.evaluation.bound, rules == Rules::Classic ? Bound::AtLeastTie : Bound::Unknown);
    }
}

void TestWideSearch::estimatesWhereNothingIsProven()
{
    // One move before black's five, o to move (a what-if): every move but the block m9 loses in
    // two, and those results carry no estimate; m9, unproven, is estimated the most promising.
    detail::WideLimits limits;
    limits.rounds = 0;
    const Board before = gomocupAfter(40);
    const Cell m9 = cellNamed(before, "m9");
    const Analysis blocked
        = detail::wideAnalysis(before, Mark::O, Rules::Classic, oneThread(), limits);
    for (const MoveAnnotation& move : blocked.moves) {
        if (move.cell == m9) {
            QVERIFY(!move.evaluation.isProven());
            QCOMPARE(move.estimate, 100);
        } else {
            QVERIFY(move.evaluation.isProven());
            QCOMPARE(move.estimate, -1);
        }
    }
    // The empty board, stopped at once: every move estimated, the centre first, a corner last.
    std::stop_source stop;
    const Board empty(Geometry(15, 15, 5));
    const Analysis start = analyze(
        empty, Mark::X, Rules::Classic, oneThread(),
        [&](const AnalysisProgress&) { stop.request_stop(); }, stop.get_token());
    const auto estimateOf = [&](const char* name) {
        return std::find_if(start.moves.begin(), start.moves.end(), [&](const MoveAnnotation& m) {
            return m.cell == cellNamed(empty, name);
        })->estimate;
    };
    QCOMPARE(estimateOf("h8"), 100);
    for (const MoveAnnotation& move : start.moves) {
        QVERIFY(move.estimate >= estimateOf("a1") && move.estimate <= 100);
        QVERIFY(!move.evaluation.isProven());
    }
    QVERIFY(estimateOf("a1") < estimateOf("d4"));
    QVERIFY(estimateOf("d4") < estimateOf("g7"));
    // Misère reads lines the other way round: no estimate.
    const Analysis misere
        = detail::wideAnalysis(before, Mark::O, Rules::Misere, oneThread(), limits);
    QVERIFY(std::all_of(misere.moves.begin(), misere.moves.end(),
        [](const MoveAnnotation& move) { return move.estimate == -1; }));
}

void TestWideSearch::threatProofsExplained()
{
    // Five plies before black's five: the position's win explained as a forcing line read off
    // its threat proof. x's moves are threats (fours, forks, the double four at the end), o's
    // the replies they force; the line ends in a double threat that holds on the board.
    detail::WideLimits limits;
    const Board before36 = gomocupAfter(36);
    const Analysis& analysis = winInFiveBefore36();
    std::size_t positions = 0;
    const Explanation won
        = explainThreats(before36, Mark::X, Rules::Classic, analysis, std::nullopt, positions);
    QCOMPARE(won.result, ExplainedResult::Win);
    QCOMPARE(won.prover, Mark::X);
    QVERIFY(won.chosenMove);
    QVERIFY(positions > 0);
    QVERIFY(won.moves.size() >= 3 && won.moves.size() % 2 == 1);
    Board board = before36;
    for (std::size_t i = 0; i < won.moves.size(); ++i) {
        const ExplainedMove& move = won.moves[i];
        QCOMPARE(move.side, i % 2 == 0 ? Mark::X : Mark::O);
        QCOMPARE(board.at(move.cell), Mark::Empty);
        if (move.side == Mark::X)
            QVERIFY(move.role == MoveRole::Threat || move.role == MoveRole::DoubleThreat
                || move.role == MoveRole::Fork || move.role == MoveRole::Completes);
        else
            QVERIFY(move.role == MoveRole::Block || move.role == MoveRole::Threat);
        board.set(move.cell, move.side);
    }
    QCOMPARE(won.ending, Ending::DoubleThreat);
    QVERIFY(won.endLines.size() >= 2);
    for (const CellLine& line : won.endLines) {
        const auto marks = std::count_if(
            line.begin(), line.end(), [&](Cell cell) { return board.at(cell) == Mark::X; });
        QCOMPARE(int(marks), 4);
    }
    const std::vector<std::string> text = explanationText(won);
    QCOMPARE(text.front(), std::string("x to move wins."));
    QVERIFY(text.back().find("can block only one") != std::string::npos);
    // The sides named as a go board names them.
    QCOMPARE(
        explanationText(won, { "Black", "White" }).front(), std::string("Black to move wins."));

    // The threat proof it was read off, walked as the proof explorer walks it: from the
    // position, x's move; at every place of o's every empty cell, with a place of its own or a
    // rule that answers it; every line of play ends in x's completed line.
    QVERIFY(won.threats && won.threatPosition);
    std::vector<ProofPlace> open { *won.threatPosition };
    int places = 0;
    int answered = 0;
    while (!open.empty() && places < 5000) {
        const ProofPlace place = open.back();
        open.pop_back();
        ++places;
        const ProofStep step = stepAt(*won.threats, place);
        QCOMPARE(place.prover, Mark::X);
        if (place.isOver()) {
            QCOMPARE(step.hold, Hold::Line);
            QCOMPARE(place.board.at(step.line.front()), Mark::X);
            continue;
        }
        if (place.toMove == Mark::X) {
            QCOMPARE(step.hold, Hold::Move);
            QCOMPARE(place.board.at(step.move), Mark::Empty);
            open.push_back(*step.next);
            continue;
        }
        QCOMPARE(step.hold, Hold::Replies);
        QCOMPARE(int(step.replies.size()), place.board.count(Mark::Empty));
        for (const ReplyStep& reply : step.replies) {
            if (reply.next) {
                open.push_back(*reply.next);
                continue;
            }
            // A four of x's left to complete, or a fork's cell to take: on the board after it.
            ++answered;
            QVERIFY(reply.answer == Answer::Threat || reply.answer == Answer::DoubleThreat
                || reply.answer == Answer::Fork);
            QCOMPARE(place.board.with(reply.reply, Mark::O).at(reply.at), Mark::Empty);
        }
    }
    QVERIFY(open.empty());
    QVERIFY(answered > 0);

    // A loss: one move before the five, o to move (a what-if); a1 leaves m9, and x completes
    // i13–m9.
    limits.rounds = 0;
    const Board before40 = gomocupAfter(40);
    const Analysis blocked
        = detail::wideAnalysis(before40, Mark::O, Rules::Classic, oneThread(), limits);
    const Explanation lost = explainThreats(
        before40, Mark::O, Rules::Classic, blocked, cellNamed(before40, "a1"), positions);
    QCOMPARE(lost.result, ExplainedResult::Loss);
    QCOMPARE(lost.prover, Mark::X);
    QCOMPARE(int(lost.moves.size()), 2);
    QCOMPARE(lost.moves[0].role, MoveRole::Tried);
    QCOMPARE(lost.moves[1].cell, cellNamed(before40, "m9"));
    QCOMPARE(lost.moves[1].role, MoveRole::Completes);
    QCOMPARE(lost.ending, Ending::Line);
    // Nothing proven: nothing to explain.
    const Explanation unknown = explainThreats(
        before40, Mark::O, Rules::Classic, blocked, cellNamed(before40, "m9"), positions);
    QCOMPARE(unknown.result, ExplainedResult::Unproven);
    QVERIFY(unknown.moves.empty());
}

void TestWideSearch::proofNumbersAndVcfThreatsAreCertified()
{
    // The puzzle's question (threatWin) on two positions of the Gomocup game where a side to
    // move wins by threats, asked from the proof-number passes on (forks; VCF threats too): each
    // proves the win, and the proof, written as a certificate, is verified by ttt-check with the
    // position won. (The deepening passes' proofs are certified in the tests above.)
    const std::vector<std::pair<int, Mark>> positions { { 28, Mark::O }, { 32, Mark::X } };
    for (const auto& [plies, toMove] : positions) {
        const Board board = gomocupAfter(plies);
        for (const Rules rules : { Rules::Classic, Rules::Exact }) {
            // Under the sanitizers each position is asked once: the first under free-style from
            // pass 2 on, the second under exact from pass 3 on (the same passes, at a quarter of
            // the cost).
            if (ttt::test::kSanitized && (rules == Rules::Exact) != (plies == 32))
                continue;
            for (const int firstPass : { 2, 3 }) {
                if (ttt::test::kSanitized && (firstPass == 3) != (plies == 32))
                    continue;
                detail::WideProof proof;
                const detail::ThreatWin found
                    = detail::threatWin(board, toMove, rules, 2'000'000, proof, {}, firstPass);
                const QString where = QStringLiteral("after %1 plies, %2 to move, %3, pass %4 on")
                                          .arg(plies)
                                          .arg(toChar(toMove))
                                          .arg(rules == Rules::Exact ? "exact" : "classic")
                                          .arg(firstPass);
                QVERIFY2(found.proven, qPrintable(where));
                QVERIFY2(found.pass >= firstPass, qPrintable(where));
                const check::Verdict verdict = puzzleCertified(board, toMove, rules, proof);
                QVERIFY2(verdict.verified,
                    qPrintable(where + ": " + QString::fromStdString(verdict.text)));
                QCOMPARE(verdict.position, std::string(1, toChar(toMove)) + " wins");
            }
        }
    }
}

void TestWideSearch::proofNumberPassesGoOnFromRoundToRound()
{
    // The passes by proof numbers keep their search from round to round and go on where they
    // stopped. White's win by VCF threats 24 plies into the Gomocup game (asked from pass 3 on)
    // is proven only in the third round or later, after going on at least twice, and ttt-check
    // verifies it under both rules.
    const Board board = gomocupAfter(24);
    for (const Rules rules : { Rules::Classic, Rules::Exact }) {
        const char* name = rules == Rules::Exact ? "exact" : "classic";
        detail::WideProof proof;
        const detail::ThreatWin found
            = detail::threatWin(board, Mark::O, rules, 200'000, proof, {}, 3);
        QVERIFY2(found.proven, name);
        QVERIFY2(found.pass >= 3, name);
        QVERIFY2(found.round >= 3,
            qPrintable(QStringLiteral("%1: round %2").arg(name).arg(found.round)));
        const check::Verdict verdict = puzzleCertified(board, Mark::O, rules, proof);
        QVERIFY2(verdict.verified,
            qPrintable(QStringLiteral("%1: %2").arg(name, QString::fromStdString(verdict.text))));
        QCOMPARE(verdict.position, std::string("o wins"));
    }
    // A pass that goes on spends its budget in all, not in each round: Black's question 22 plies
    // in, asked of pass 4 alone (VCF threats of three moves), is cut short in each of its four
    // rounds (4,096, 16,384, 65,536 and 200,000 positions), with about 200,000 positions in all.
    // Started again each round, it would have spent the four rounds' sum, some 286,000.
    const Board early = gomocupAfter(22);
    detail::WideProof none;
    const detail::ThreatWin cut
        = detail::threatWin(early, Mark::X, Rules::Classic, 200'000, none, {}, 4);
    QVERIFY(!cut.proven);
    QCOMPARE(cut.round, 4);
    QVERIFY2(cut.positions > 190'000 && cut.positions <= 201'000,
        qPrintable(QString::number(cut.positions)));
}

void TestWideSearch::agreesWithTheExactEngine_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<int>("left");
    for (const Rules rules : { Rules::Classic, Rules::Exact }) {
        const char* name = rules == Rules::Classic ? "classic" : "exact";
        QTest::addRow("4x4 k3 %s", name) << 4 << 4 << 3 << rules << 12;
        QTest::addRow("6x6 k4 %s", name) << 6 << 6 << 4 << rules << 20;
        QTest::addRow("7x7 k5 %s", name) << 7 << 7 << 5 << rules << 24;
        QTest::addRow("9x4 k4 %s", name) << 9 << 4 << 4 << rules << 18;
    }
}

void TestWideSearch::agreesWithTheExactEngine()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(Rules, rules);
    QFETCH(int, left);

    // Random positions `left` cells from the end, either side to move: what the threat rounds
    // prove (no exhaustive search) is what the exact engine finds, never faster than its fastest
    // win or slowest loss where its plies are exact, and equal to them where the wide search says
    // its own are.
    const Geometry geometry(columns, rows, k);
    detail::WideLimits limits;
    limits.exhaustiveEmpties = 0;
    limits.rounds = 3;
    std::mt19937 random(2611);
    Engine engine(64);
    int proven = 0;
    int compared = 0;
    int certified = 0; // positions in the certificates
    for (int game = 0; game < 12; ++game) {
        const std::optional<Board> board = nearTheEnd(geometry, rules, left, random);
        if (!board)
            continue;
        for (const Mark toMove : { Mark::X, Mark::O }) {
            const Analysis wide = detail::wideAnalysis(*board, toMove, rules, oneThread(), limits);
            const check::Verdict verdict = certifiedBy(*board, toMove, rules, wide, false);
            QVERIFY2(verdict.verified, verdict.text.c_str());
            certified += static_cast<int>(verdict.nodes);
            AnalysisOptions options = oneThread();
            options.hashMegabytes = 64;
            const Analysis exact = engine.analyze(*board, toMove, rules, options);
            QVERIFY(exact.complete);
            ++compared;
            for (const MoveAnnotation& move : wide.moves) {
                if (!move.evaluation.isProven())
                    continue;
                ++proven;
                const Evaluation& truth = resultOf(exact, move.cell);
                const QString where = QStringLiteral("%1 to move on %2, cell %3: wide %4, exact %5")
                                          .arg(toChar(toMove))
                                          .arg(QString::fromStdString(formatOneLine(*board)))
                                          .arg(move.cell)
                                          .arg(describe(move.evaluation), describe(truth));
                QVERIFY2(move.evaluation.outcome == truth.outcome, qPrintable(where));
                if (truth.pliesExact) {
                    QVERIFY2(move.evaluation.plies >= truth.plies, qPrintable(where));
                    if (move.evaluation.pliesExact)
                        QVERIFY2(move.evaluation.plies == truth.plies, qPrintable(where));
                }
            }
        }
    }
    qInfo("%d positions compared, %d results proven, certified in %d positions", compared, proven,
        certified);
    QVERIFY(compared >= 12);
    QVERIFY2(proven > 0, "the rounds proved nothing to compare");
}

void TestWideSearch::twelveByTwelveNearTheEnd_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::newRow("classic") << Rules::Classic;
    QTest::newRow("exact") << Rules::Exact;
    QTest::newRow("misere") << Rules::Misere;
}

void TestWideSearch::twelveByTwelveNearTheEnd()
{
    QFETCH(Rules, rules);

    // 12×12 with five in a row, ten cells from the end of random games: searched to the end
    // (every cell exact, plies too) and equal cell by cell to the plain search above; the threat
    // rounds alone (no exhaustive search) prove only what it finds.
    const Geometry geometry(12, 12, 5);
    std::mt19937 random(1212);
    int positions = 0;
    int decisive = 0;
    for (int game = 0; game < 40 && positions < 6; ++game) {
        const std::optional<Board> board = nearTheEnd(geometry, rules, 10, random);
        if (!board)
            continue;
        ++positions;
        const Mark toMove = Mark::X; // 134 marks: 67 each
        PlainSearch plain(rules);
        const Analysis exhaustive = detail::wideAnalysis(*board, toMove, rules, oneThread());
        QVERIFY(exhaustive.complete);
        detail::WideLimits threatsOnly;
        threatsOnly.exhaustiveEmpties = 0;
        threatsOnly.rounds = 3;
        const Analysis rounds
            = detail::wideAnalysis(*board, toMove, rules, oneThread(), threatsOnly);
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (board->at(cell) != Mark::Empty)
                continue;
            const Evaluation truth = plain.after(*board, cell, toMove);
            decisive += truth.outcome != Outcome::Tie;
            const QString where = QStringLiteral("%1, cell %2")
                                      .arg(QString::fromStdString(formatOneLine(*board)))
                                      .arg(cell);
            QCOMPARE(describe(resultOf(exhaustive, cell)), describe(truth));
            QVERIFY2(resultOf(exhaustive, cell).pliesExact, qPrintable(where));
            const Evaluation& found = resultOf(rounds, cell);
            if (found.isProven()) {
                QVERIFY2(found.outcome == truth.outcome, qPrintable(where));
                QVERIFY2(found.plies >= truth.plies, qPrintable(where));
            }
        }
    }
    qInfo("%d positions, %d decisive cells", positions, decisive);
    QCOMPARE(positions, 6);
    QVERIFY2(decisive > 0, "every cell a tie: nothing decisive compared");
}

TTT_TEST_MAIN(TestWideSearch)

#include "tst_widesearch.moc"
