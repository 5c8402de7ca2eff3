// Explanations read off proofs (ttt/explain.h), on positions checked by hand: a fork on 3×3, a
// forcing line on 4×4 with three in a row, a tie held by a pairing on 5×5 with four (its cover
// checked here, with lines of this file's own), 7×7 with five from the empty board, a misère
// position and a loss refuted. Every place the proof explorer can reach stands on the board as
// its node says, every reply is answered once, and what is explained agrees with the analysis.
// The sharpness figures (ttt/review.h) against a plain minimax.
#include "referencemnk.h"

#include "ttt/engine.h"
#include "ttt/explain.h"
#include "ttt/game.h"
#include "ttt/review.h"
#include "ttt/text.h"

#include "testmain.h"

#include <QtTest>

#include <random>
#include <set>

using namespace ttt;
using reference::SmallBoardMinimax;

namespace {

AnalysisOptions explainOptions()
{
    AnalysisOptions options;
    options.threads = 1;
    options.hashMegabytes = 64;
    options.useTables = false;
    return options;
}

struct Proven {
    Analysis analysis;
    Proof proof;
};

Proven prove(const Board& board, Mark toMove, Rules rules = Rules::Classic)
{
    Engine engine(64);
    Proven proven;
    proven.analysis = engine.analyze(board, toMove, rules, explainOptions());
    proven.proof = engine.prove(board, toMove, rules, proven.analysis);
    return proven;
}

Board boardOf(const char* text, int k)
{
    const Parsed<Board> parsed = parseBoard(text);
    Q_ASSERT(parsed.ok());
    const Geometry& geometry = parsed->geometry();
    return Board(Geometry(geometry.columns(), geometry.rows(), k), parsed->cells(Mark::X),
        parsed->cells(Mark::O));
}

Cell cellNamed(const Board& board, const char* name)
{
    const std::optional<Cell> cell = cellFromName(board.geometry(), name);
    Q_ASSERT(cell);
    return *cell;
}

// The lines of a board, worked out here and not by the library: runs of k cells along a row, a
// column or either diagonal.
std::vector<std::vector<Cell>> ownLines(const Geometry& geometry)
{
    std::vector<std::vector<Cell>> lines;
    const int steps[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
    for (const auto& step : steps) {
        for (int row = 0; row < geometry.rows(); ++row) {
            for (int column = 0; column < geometry.columns(); ++column) {
                std::vector<Cell> line;
                for (int i = 0; i < geometry.k(); ++i) {
                    const int r = row + step[0] * i;
                    const int c = column + step[1] * i;
                    if (r < 0 || r >= geometry.rows() || c < 0 || c >= geometry.columns())
                        break;
                    line.push_back(r * geometry.columns() + c);
                }
                if (int(line.size()) == geometry.k())
                    lines.push_back(line);
            }
        }
    }
    return lines;
}

// Why `pairs` do not hold a tie for `holder` on `board` (every line without a mark of the
// holder's holds both cells of a pair, the pairs disjoint and empty), or nothing.
QString pairingProblem(
    const Board& board, Mark holder, const std::vector<std::pair<Cell, Cell>>& pairs)
{
    std::set<Cell> used;
    for (const auto& [a, b] : pairs) {
        if (board.at(a) != Mark::Empty || board.at(b) != Mark::Empty)
            return QStringLiteral("a pair on a taken cell");
        if (!used.insert(a).second || !used.insert(b).second)
            return QStringLiteral("pairs share a cell");
    }
    for (const std::vector<Cell>& line : ownLines(board.geometry())) {
        const bool blocked = std::any_of(
            line.begin(), line.end(), [&](Cell cell) { return board.at(cell) == holder; });
        if (blocked)
            continue;
        const bool covered = std::any_of(pairs.begin(), pairs.end(), [&](const auto& pair) {
            return std::count(line.begin(), line.end(), pair.first)
                && std::count(line.begin(), line.end(), pair.second);
        });
        if (!covered)
            return QStringLiteral("the line %1 holds no whole pair")
                .arg(QString::fromStdString(lineName(board.geometry(), line)));
    }
    return {};
}

// The cells `side` could complete a line at with one more mark, by this file's lines.
std::set<Cell> completions(const Board& board, Mark side)
{
    std::set<Cell> cells;
    for (const std::vector<Cell>& line : ownLines(board.geometry())) {
        int own = 0;
        std::optional<Cell> gap;
        bool other = false;
        for (const Cell cell : line) {
            if (board.at(cell) == side)
                ++own;
            else if (board.at(cell) == Mark::Empty)
                gap = cell;
            else
                other = true;
        }
        if (!other && own == board.geometry().k() - 1 && gap)
            cells.insert(*gap);
    }
    return cells;
}

// Whether the forcing line of `explanation` holds on the board, move by move: each threat
// leaves exactly one cell to complete, each block takes it, and the double threat leaves two.
QString forcingLineProblem(const Explanation& explanation)
{
    Board board = explanation.board;
    // The move explained, when the argument sets it aside, is on the board all the same.
    if (explanation.cell
        && std::count(explanation.without.begin(), explanation.without.end(), *explanation.cell))
        board.set(*explanation.cell, explanation.mover);
    for (std::size_t i = 0; i < explanation.moves.size(); ++i) {
        const ExplainedMove& move = explanation.moves[i];
        if (move.role == MoveRole::Anywhere) {
            // A mark set aside and named again: the board holds it already.
            if (board.at(move.cell) != move.side
                || std::count(explanation.without.begin(), explanation.without.end(), move.cell)
                    == 0)
                return QStringLiteral("move %1 is played anywhere, but %2 holds no mark there")
                    .arg(i + 1)
                    .arg(QChar(toChar(move.side)));
            continue;
        }
        if (board.at(move.cell) != Mark::Empty)
            return QStringLiteral("move %1 on a taken cell").arg(i + 1);
        const std::set<Cell> threatened = completions(board, other(move.side));
        board.set(move.cell, move.side);
        const std::set<Cell> after = completions(board, move.side);
        switch (move.role) {
        case MoveRole::Threat:
            if (after.size() != 1)
                return QStringLiteral("move %1 is called a threat, with %2 cells to complete")
                    .arg(i + 1)
                    .arg(after.size());
            break;
        case MoveRole::DoubleThreat:
            if (after.size() < 2)
                return QStringLiteral("move %1 is called a double threat").arg(i + 1);
            break;
        case MoveRole::Block:
            if (threatened.size() != 1 || !threatened.count(move.cell))
                return QStringLiteral("move %1 is called a forced block").arg(i + 1);
            break;
        default:
            break;
        }
    }
    return {};
}

// `moves` random moves from the empty board of `geometry`, x first; `side` ends as the side to
// move. (The game may have ended on the way: the caller looks.)
Board randomBoard(const Geometry& geometry, int moves, std::mt19937_64& random, Mark& side)
{
    Board board(geometry);
    side = Mark::X;
    for (int i = 0; i < moves; ++i) {
        std::vector<Cell> empty;
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (board.at(cell) == Mark::Empty)
                empty.push_back(cell);
        }
        board.set(empty[random() % empty.size()], side);
        side = other(side);
    }
    return board;
}

// The columns of the data-driven tests over boards: size, k and rules (1: misère).
void boardColumns()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("rules");
}

QString joined(const std::vector<std::string>& lines)
{
    QStringList text;
    for (const std::string& line : lines)
        text << QString::fromStdString(line);
    return text.join(QLatin1Char('\n'));
}

std::string names(const Geometry& geometry, const std::vector<CellLine>& lines)
{
    std::string text;
    for (const CellLine& line : lines) {
        if (!text.empty())
            text += ' ';
        text += lineName(geometry, line);
    }
    return text;
}

std::string movesOf(const Explanation& explanation)
{
    std::string text;
    for (const ExplainedMove& move : explanation.moves) {
        if (!text.empty())
            text += ' ';
        text += toChar(move.side);
        text += cellName(explanation.board.geometry(), move.cell);
    }
    return text;
}

// What in `explanation`'s sentences refers to something no sentence names, or nothing: the
// words a sentence falls back on when it has nothing to name ("the threat", "its line", "a
// line"), and "only one of them" without the lines of the double threat named in that sentence
// or the one before.
QString danglingReference(const Explanation& explanation)
{
    const std::vector<std::string> lines = explanationText(explanation);
    const Geometry& geometry = explanation.board.geometry();
    const std::vector<const Explanation*> halves = [&] {
        std::vector<const Explanation*> all { &explanation };
        for (const Explanation& half : explanation.alsoHolds)
            all.push_back(&half);
        return all;
    }();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromStdString(lines[i]);
        for (const char* vague : { "blocks the threat.", "completes its line at",
                 "completing a line", "a line left open (" }) {
            if (line.contains(QLatin1String(vague)))
                return QStringLiteral("'%1' names nothing: %2").arg(QLatin1String(vague), line);
        }
        if (!line.contains(QLatin1String("can block only one of them")))
            continue;
        const QString named = line + (i > 0 ? QString::fromStdString(lines[i - 1]) : QString());
        bool found = false;
        for (const Explanation* half : halves) {
            if (half->ending != Ending::DoubleThreat)
                continue;
            found = std::all_of(half->endLines.begin(), half->endLines.end(),
                        [&](const CellLine& end) {
                            return named.contains(QString::fromStdString(lineName(geometry, end)));
                        })
                || found;
        }
        if (!found)
            return QStringLiteral("the double threat is not named: %1").arg(named);
    }
    return {};
}

// The ply by which `explanation` says every line of play has ended: its last move for a
// completed line, the completion after a double threat, the last ply of its groups.
std::optional<int> endingPly(const Explanation& explanation)
{
    const int moves = int(explanation.moves.size());
    switch (explanation.ending) {
    case Ending::Line:
        return moves;
    case Ending::DoubleThreat:
        return moves + 2;
    case Ending::OwnLines:
        return moves + 1;
    case Ending::Fork:
    case Ending::Replies: {
        int last = moves;
        for (const ReplyGroup& group : explanation.groups) {
            const std::optional<int> ply = lastPly(explanation, group);
            if (!ply)
                return std::nullopt;
            last = std::max(last, *ply);
        }
        return last;
    }
    default:
        return std::nullopt;
    }
}
} // namespace

class TestExplain : public QObject {
    Q_OBJECT

private slots:
    void forkOnTicTacToe();
    void forcingLineOnFourByFour();
    void pairingOnFiveByFive();
    void sevenBySevenFromTheEmptyBoard();
    void lossRefuted();
    void misere();
    void aMarkSetAsideIsNotPlayedAgain();
    void placesStandAsTheirNodesSay_data();
    void placesStandAsTheirNodesSay();
    void explanationsAgreeWithTheAnalysis_data();
    void explanationsAgreeWithTheAnalysis();
    void sharpnessAgreesWithMinimax_data();
    void sharpnessAgreesWithMinimax();
    void sharpnessIsNotGivenWithoutProof();
    void aDoubleThreatOnTheBoardIsNamed();
    void everySentenceNamesWhatItSpeaksOf_data();
    void everySentenceNamesWhatItSpeaksOf();
    void aWinIsExplainedThroughItsSimplestMove();
    void proofsOfTheSameResultsExplainAlike_data();
    void proofsOfTheSameResultsExplainAlike();
    void pliesCountedAsTheAnalysisCountsThem_data();
    void pliesCountedAsTheAnalysisCountsThem();
};

void TestExplain::forkOnTicTacToe()
{
    // x a3 c1, o b2 a1; o threatens c3 (a1 b2 c3): x must block there, and the block makes two
    // lines of x's, a3–c3 (at b3) and c1–c3 (at c2). x's only winning move.
    const Board board = boardOf("x../.o./o.x", 3);
    const Proven proven = prove(board, Mark::X);
    const Explanation position = explain(proven.proof, std::nullopt);
    QCOMPARE(position.result, ExplainedResult::Win);
    QCOMPARE(movesOf(position), std::string("xc3"));
    QCOMPARE(position.moves.front().role, MoveRole::DoubleThreat);
    QCOMPARE(names(board.geometry(), position.moves.front().lines), std::string("a3–c3 c1–c3"));
    QCOMPARE(position.ending, Ending::DoubleThreat);
    QCOMPARE(forcingLineProblem(position), QString());
    const QString text = joined(explanationText(position));
    QVERIFY2(text.contains("a3–c3 at b3") && text.contains("c1–c3 at c2"), qPrintable(text));
    QVERIFY2(text.contains("o can block only one of them"), qPrintable(text));

    // The cell says the same; c3 is the only move that keeps the win.
    const Explanation cell = explain(proven.proof, cellNamed(board, "c3"));
    QCOMPARE(cell.result, ExplainedResult::Win);
    QCOMPARE(cell.moves.front().role, MoveRole::DoubleThreat);
    QCOMPARE(movesKeepingResult(proven.analysis), std::optional(std::vector<Cell> { 2 }));
}

void TestExplain::forcingLineOnFourByFour()
{
    // Checked by hand: o b1 threatens a1–c1; x must take c1; o c2 threatens b1–d3; x must take
    // d3; o b3 then threatens b1–b3 (at b2), a4–c2 (at a4) and b3–d1 (at d1) at once.
    const Board board = boardOf("..../..x./x.../o...", 3);
    const Proven proven = prove(board, Mark::O);
    const Explanation explanation = explain(proven.proof, std::nullopt);
    QCOMPARE(explanation.result, ExplainedResult::Win);
    QCOMPARE(movesOf(explanation), std::string("ob1 xc1 oc2 xd3 ob3"));
    const std::vector<MoveRole> roles { MoveRole::Threat, MoveRole::Block, MoveRole::Threat,
        MoveRole::Block, MoveRole::DoubleThreat };
    for (std::size_t i = 0; i < roles.size(); ++i)
        QCOMPARE(explanation.moves[i].role, roles[i]);
    QCOMPARE(names(board.geometry(), explanation.moves[0].lines), std::string("a1–c1"));
    QCOMPARE(names(board.geometry(), explanation.moves[2].lines), std::string("b1–d3"));
    QCOMPARE(explanation.ending, Ending::DoubleThreat);
    QCOMPARE(names(board.geometry(), explanation.endLines), std::string("b1–b3 a4–c2 b3–d1"));
    QCOMPARE(forcingLineProblem(explanation), QString());
    // b1 is o's only winning move, by a minimax of this file's.
    SmallBoardMinimax minimax(4, 4, 3, Rules::Classic);
    int wins = 0;
    for (Cell cell = 0; cell < 16; ++cell) {
        if (board.at(cell) == Mark::Empty)
            wins += minimax.valueOfMove("......x.x...o...", 'o', cell).result
                == SmallBoardMinimax::Value::Win;
    }
    QCOMPARE(wins, 1);
    QCOMPARE(movesKeepingResult(proven.analysis)->size(), std::size_t(1));
}

void TestExplain::pairingOnFiveByFive()
{
    // o to move with o b1, x c2 b4: x holds the tie by pairs at once.
    const Board board = boardOf(".o.../..x../...../.x.../.....", 4);
    const Proven proven = prove(board, Mark::O);
    const Explanation explanation = explain(proven.proof, std::nullopt);
    QCOMPARE(explanation.result, ExplainedResult::Tie);
    QCOMPARE(explanation.prover, Mark::X);
    QCOMPARE(explanation.ending, Ending::Pairing);
    QVERIFY(!explanation.pairs.empty());
    QCOMPARE(pairingProblem(board, Mark::X, explanation.pairs), QString());
    // A pair taken away leaves a line open: the cover is not vacuous.
    std::vector<std::pair<Cell, Cell>> fewer = explanation.pairs;
    fewer.pop_back();
    QVERIFY(!pairingProblem(board, Mark::X, fewer).isEmpty());
    const QString text = joined(explanationText(explanation));
    QVERIFY2(
        text.contains("whenever o takes one cell of a pair, x takes the other"), qPrintable(text));
    // The other half: o cannot lose either.
    QCOMPARE(explanation.alsoHolds.size(), std::size_t(1));
    QCOMPARE(explanation.alsoHolds.front().prover, Mark::O);
}

void TestExplain::sevenBySevenFromTheEmptyBoard()
{
    const Board board(Geometry(7, 7, 5));
    const Proven proven = prove(board, Mark::X);
    const Explanation position = explain(proven.proof, std::nullopt);
    QCOMPARE(position.result, ExplainedResult::Tie);
    QCOMPARE(position.prover, Mark::O);
    QCOMPARE(position.ending, Ending::Replies);
    // Every try of x's is in exactly one group, and each group is met by an o move.
    std::multiset<Cell> tried;
    for (const ReplyGroup& group : position.groups) {
        tried.insert(group.replies.begin(), group.replies.end());
        QVERIFY(group.answer == Answer::Place && group.at >= 0);
    }
    QCOMPARE(int(tried.size()), 49);
    QCOMPARE(int(std::set<Cell>(tried.begin(), tried.end()).size()), 49);
    // Every cell is explained as a tie, and every pairing the explanations end in holds, by this
    // file's lines; at least one cell's defence comes down to pairs within two answers.
    int pairings = 0;
    for (Cell cell = 0; cell < 49; ++cell) {
        const Explanation explanation = explain(proven.proof, cell);
        QCOMPARE(explanation.result, ExplainedResult::Tie);
        QCOMPARE(explanation.moves.front().cell, cell);
        QVERIFY(explanation.ending == Ending::Replies || explanation.ending == Ending::Pairing);
        // One level down from each group of x's tries: the places o's answers lead to.
        const ProofStep step = stepAt(proven.proof, *explanation.end);
        for (const ReplyStep& reply : step.replies) {
            if (!reply.next)
                continue;
            const ProofStep answer = stepAt(proven.proof, *reply.next);
            if (answer.hold != Hold::Move)
                continue;
            const ProofPlace& after = *answer.next;
            const ProofStep then = stepAt(proven.proof, after);
            if (then.hold != Hold::Pairing)
                continue;
            ++pairings;
            QCOMPARE(pairingProblem(after.board, after.prover, then.pairs), QString());
        }
    }
    QVERIFY(pairings > 0);
}

void TestExplain::lossRefuted()
{
    // o to move with x a3 c1, o b2: a corner loses. o a1 threatens c3 (a1 b2 c3); x blocks
    // there and that block is a double threat (a3–c3 at b3, c1–c3 at c2).
    const Board board = boardOf("x../.o./..x", 3);
    const Proven proven = prove(board, Mark::O);
    const Explanation explanation = explain(proven.proof, cellNamed(board, "a1"));
    QCOMPARE(explanation.result, ExplainedResult::Loss);
    QCOMPARE(explanation.prover, Mark::X);
    QCOMPARE(movesOf(explanation), std::string("oa1 xc3"));
    QCOMPARE(explanation.moves[0].role, MoveRole::Tried);
    QCOMPARE(explanation.moves[1].role, MoveRole::DoubleThreat);
    QCOMPARE(explanation.ending, Ending::DoubleThreat);
    QCOMPARE(forcingLineProblem(explanation), QString());
    const QString text = joined(explanationText(explanation));
    QVERIFY2(text.startsWith("o on a1 loses: x has a winning answer."), qPrintable(text));
    // An edge holds: the position is a tie, and the edges are its only moves.
    const Explanation edge = explain(proven.proof, cellNamed(board, "b3"));
    QCOMPARE(edge.result, ExplainedResult::Tie);
    QCOMPARE(movesKeepingResult(proven.analysis),
        std::optional(std::vector<Cell> { cellNamed(board, "b3"), cellNamed(board, "a2"),
            cellNamed(board, "c2"), cellNamed(board, "b1") }));
}

void TestExplain::misere()
{
    // Misère 4×4 with three in a row, checked against a minimax: completing a line loses.
    const Board board = boardOf("x.../.o../..x./....", 3);
    const Proven proven = prove(board, Mark::O, Rules::Misere);
    SmallBoardMinimax minimax(4, 4, 3, Rules::Misere);
    for (const MoveAnnotation& move : proven.analysis.moves) {
        const Explanation explanation = explain(proven.proof, move.cell);
        const auto expected = minimax.valueOfMove("x....o....x.....", 'o', move.cell).result;
        const ExplainedResult result = expected == SmallBoardMinimax::Value::Win
            ? ExplainedResult::Win
            : expected == SmallBoardMinimax::Value::Lose ? ExplainedResult::Loss
                                                         : ExplainedResult::Tie;
        QCOMPARE(explanation.result, result);
        // No pairing, no forcing line under misère; the words say so.
        QVERIFY(
            explanation.ending != Ending::Pairing && explanation.ending != Ending::DoubleThreat);
        const QString text = joined(explanationText(explanation));
        QVERIFY(!text.contains("pair"));
    }
    // A move that completes a line of one's own loses at once, and the explanation says so.
    const Board almost = boardOf("xx../oo../..../....", 3);
    const Proven late = prove(almost, Mark::X, Rules::Misere);
    const Explanation own = explain(late.proof, cellNamed(almost, "c4"));
    QCOMPARE(own.result, ExplainedResult::Loss);
    QCOMPARE(own.ending, Ending::Line);
    QCOMPARE(names(almost.geometry(), own.endLines), std::string("a4–c4"));
    QCOMPARE(own.moves.front().role, MoveRole::Completes);
    const QString text = joined(explanationText(own));
    QVERIFY2(text.contains("x c4 completes a4–c4, a line of its own, and loses"), qPrintable(text));
}

void TestExplain::aMarkSetAsideIsNotPlayedAgain()
{
    // With the engine's table warm from the empty board, x's a2 in .ox/.o./oxx is proven a tie
    // for x by the position without it (an extra mark never hurts), whose strategy may name a2:
    // the explanation never plays a2 a second time, and says where the mark is set aside.
    Engine engine(16);
    engine.analyze(Board(), Mark::X, Rules::Classic, explainOptions());
    const Board board = boardOf(".ox/.o./oxx", 3);
    const Analysis analysis = engine.analyze(board, Mark::X, Rules::Classic, explainOptions());
    const Proof proof = engine.prove(board, Mark::X, Rules::Classic, analysis);
    const Explanation explanation = explain(proof, cellNamed(board, "a2"));
    QCOMPARE(explanation.result, ExplainedResult::Tie);
    QCOMPARE(forcingLineProblem(explanation), QString());
    const Explanation& x = explanation.alsoHolds.at(0);
    QCOMPARE(forcingLineProblem(x), QString());
    QCOMPARE(x.prover, Mark::X);
    QCOMPARE(x.without, std::vector<Cell> { cellNamed(board, "a2") });
    QCOMPARE(x.withoutAfter, std::size_t(0)); // a2 itself is set aside: said before any move
    const QString text = joined(explanationText(explanation));
    const qsizetype half = text.indexOf(QStringLiteral("And x cannot lose either:"));
    QVERIFY(half > 0);
    QVERIFY2(text.indexOf(QStringLiteral("even without a2"), half) > half, qPrintable(text));
    QVERIFY2(!text.mid(half).contains(QStringLiteral(". x a2.")), qPrintable(text));
}

void TestExplain::placesStandAsTheirNodesSay_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("rules");
    QTest::newRow("4×4 three in a row, the empty board") << "..../..../..../...." << 3 << 0;
    QTest::newRow("4×4 four in a row, a corner taken") << "x.../..../..../...." << 4 << 0;
    QTest::newRow("5×4 four in a row") << "...../..x../...../....." << 4 << 0;
    QTest::newRow("6×5 four in a row") << "....../....../....../....../......" << 4 << 0;
    QTest::newRow("4×4 three in a row, misère") << "x.../..../..../...." << 3 << 1;
}

void TestExplain::placesStandAsTheirNodesSay()
{
    // Every place the explorer reaches (breadth first, a few thousand): its board, the side to
    // move as the mover, goes onto its node's position by its symmetry; each reply is answered
    // once; the place after a reply and after a move is the board with that mark.
    QFETCH(QString, text);
    QFETCH(int, k);
    QFETCH(int, rules);
    const Board board = boardOf(text.toLatin1().constData(), k);
    const Mark toMove = board.count(Mark::X) == board.count(Mark::O) ? Mark::X : Mark::O;
    const Proven proven = prove(board, toMove, rules ? Rules::Misere : Rules::Classic);
    const Proof& proof = proven.proof;
    const Geometry& geometry = board.geometry();
    std::vector<ProofPlace> pending;
    for (const ProofStatement& statement : proof.statements) {
        if (const std::optional<ProofPlace> place
            = statementPlace(proof, statement.cell, statement.side))
            pending.push_back(*place);
    }
    QVERIFY(!pending.empty());
    int visited = 0;
    while (!pending.empty() && visited < 4000) {
        const ProofPlace place = pending.front();
        pending.erase(pending.begin());
        ++visited;
        if (!place.isOver()) {
            const ProofNode& node = proof.nodes[std::size_t(place.node)];
            QCOMPARE(geometry.transform(place.toNode, place.board.cells(place.toMove)), node.mover);
            QCOMPARE(geometry.transform(place.toNode, place.board.cells(other(place.toMove))),
                node.other);
            QCOMPARE(node.proverMoves, place.prover == place.toMove);
        }
        const ProofStep step = stepAt(proof, place);
        switch (step.hold) {
        case Hold::Move:
            QCOMPARE(place.board.at(step.move), Mark::Empty);
            QVERIFY(step.next->board == place.board.with(step.move, place.toMove));
            pending.push_back(*step.next);
            break;
        case Hold::Replies: {
            std::set<Cell> answered;
            for (const ReplyStep& reply : step.replies) {
                QCOMPARE(place.board.at(reply.reply), Mark::Empty);
                QVERIFY(answered.insert(reply.reply).second);
                if (reply.next) {
                    QVERIFY(reply.next->board == place.board.with(reply.reply, place.toMove));
                    pending.push_back(*reply.next);
                }
                const bool needsNext
                    = reply.answer == Answer::Place || reply.answer == Answer::Symmetric;
                QCOMPARE(bool(reply.next), needsNext);
            }
            QCOMPARE(int(answered.size()), place.board.count(Mark::Empty));
            break;
        }
        case Hold::Pairing:
            QCOMPARE(pairingProblem(place.board, place.prover, step.pairs), QString());
            break;
        case Hold::Monotone:
            QVERIFY(!step.removed.empty() || !step.added.empty());
            pending.push_back(*step.next);
            break;
        default:
            break;
        }
    }
    QVERIFY(visited > 1);
}

void TestExplain::explanationsAgreeWithTheAnalysis_data()
{
    boardColumns();
    QTest::newRow("4×4, three in a row") << 4 << 4 << 3 << 0;
    QTest::newRow("4×4, three in a row, misère") << 4 << 4 << 3 << 1;
    QTest::newRow("5×4, four in a row") << 5 << 4 << 4 << 0;
    QTest::newRow("5×5, four in a row") << 5 << 5 << 4 << 0;
}

void TestExplain::explanationsAgreeWithTheAnalysis()
{
    // Random positions: each cell's explanation has the analysis's result, its forcing line
    // holds on the board, its groups cover every reply once, and its pairing holds.
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(int, rules);
    const Geometry geometry(columns, rows, k);
    std::mt19937_64 random(std::uint64_t(columns * 100 + rows * 10 + k + rules));
    int explained = 0;
    // One engine for every position, as the window keeps one: its table, warm from the positions
    // before, changes the proofs the replay finds (and brings out the extra-mark arguments).
    Engine engine(64);
    for (int trial = 0; trial < ttt::test::samples(12, 4); ++trial) {
        Mark side = Mark::X;
        const Board board = randomBoard(geometry, int(random() % 5), random, side);
        if (board.hasLine(Mark::X) || board.hasLine(Mark::O))
            continue;
        const Rules ruleSet = rules ? Rules::Misere : Rules::Classic;
        Proven proven;
        proven.analysis = engine.analyze(board, side, ruleSet, explainOptions());
        proven.proof = engine.prove(board, side, ruleSet, proven.analysis);
        for (const MoveAnnotation& move : proven.analysis.moves) {
            const Explanation explanation = explain(proven.proof, move.cell);
            for (const Explanation& half : explanation.alsoHolds)
                QCOMPARE(forcingLineProblem(half), QString());
            const Outcome outcome = move.evaluation.outcome;
            const ExplainedResult expected = outcome == Outcome::Win ? ExplainedResult::Win
                : outcome == Outcome::Lose                           ? ExplainedResult::Loss
                                                                     : ExplainedResult::Tie;
            QCOMPARE(explanation.result, expected);
            QCOMPARE(explanation.moves.front().cell, move.cell);
            QCOMPARE(forcingLineProblem(explanation), QString());
            if (explanation.ending == Ending::Pairing)
                QCOMPARE(
                    pairingProblem(explanation.end->board, explanation.prover, explanation.pairs),
                    QString());
            if (explanation.ending == Ending::Replies || explanation.ending == Ending::Fork) {
                std::set<Cell> replies;
                for (const ReplyGroup& group : explanation.groups) {
                    for (const Cell reply : group.replies)
                        QVERIFY(replies.insert(reply).second);
                }
                QCOMPARE(int(replies.size()), explanation.end->board.count(Mark::Empty));
            }
            QVERIFY(!explanationText(explanation).empty());
            ++explained;
        }
    }
    QVERIFY(explained > ttt::test::samples(20, 4));
}

void TestExplain::sharpnessAgreesWithMinimax_data()
{
    boardColumns();
    QTest::newRow("3×3") << 3 << 3 << 3 << 0;
    QTest::newRow("3×3, misère") << 3 << 3 << 3 << 1;
    QTest::newRow("4×3, three in a row") << 4 << 3 << 3 << 0;
    QTest::newRow("4×4, four in a row") << 4 << 4 << 4 << 0;
}

void TestExplain::sharpnessAgreesWithMinimax()
{
    // For random positions: the moves that keep the result and, after each tie move, the replies
    // that lose, from the library's analyses against a plain minimax's.
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(int, rules);
    const Rules ruleSet = rules ? Rules::Misere : Rules::Classic;
    const Geometry geometry(columns, rows, k);
    SmallBoardMinimax minimax(columns, rows, k, ruleSet);
    std::mt19937_64 random(std::uint64_t(columns * 7 + rows * 3 + k + rules));
    Engine engine(16);
    int checked = 0;
    for (int trial = 0; trial < ttt::test::samples(30, 6); ++trial) {
        Mark side = Mark::X;
        // A quarter to a half of the board filled: the minimax stays quick on 4×4.
        const int moves
            = geometry.cells() / 4 + int(random() % std::uint64_t(geometry.cells() / 4 + 1));
        const Board board = randomBoard(geometry, moves, random, side);
        if (board.hasLine(Mark::X) || board.hasLine(Mark::O) || board.isFull())
            continue;
        std::string cells;
        for (Cell cell = 0; cell < geometry.cells(); ++cell)
            cells += toChar(board.at(cell));
        const char mover = toChar(side);
        const Analysis analysis = analyze(board, side, ruleSet);
        // The moves keeping the result.
        const auto value = minimax.solve(cells, mover).result;
        std::vector<Cell> keeping;
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (cells[std::size_t(cell)] == '.'
                && minimax.valueOfMove(cells, mover, cell).result == value)
                keeping.push_back(cell);
        }
        QCOMPARE(movesKeepingResult(analysis), std::optional(keeping));
        // The traps after each move: the other side's replies that lose.
        for (const MoveAnnotation& move : analysis.moves) {
            const Board after = board.with(move.cell, side);
            if (after.hasLine(side) || after.isFull())
                continue;
            const Analysis replies = engine.analyze(after, other(side), ruleSet, explainOptions());
            std::string next = cells;
            next[std::size_t(move.cell)] = mover;
            Traps expected;
            for (Cell cell = 0; cell < geometry.cells(); ++cell) {
                if (next[std::size_t(cell)] != '.')
                    continue;
                ++expected.replies;
                expected.losing += minimax.valueOfMove(next, toChar(other(side)), cell).result
                    == SmallBoardMinimax::Value::Lose;
            }
            QCOMPARE(trapsIn(replies), std::optional(expected));
            ++checked;
        }
    }
    QVERIFY(checked > ttt::test::samples(30, 6));
}

void TestExplain::sharpnessIsNotGivenWithoutProof()
{
    // A stopped analysis says nothing about sharpness; line-score has none.
    Analysis stopped;
    stopped.complete = false;
    stopped.evaluation.bound = Bound::AtLeastTie;
    stopped.moves = { { 0, Evaluation { Outcome::None, 0, 0, Bound::Unknown } } };
    QVERIFY(!movesKeepingResult(stopped));
    QVERIFY(!trapsIn(stopped));
    const Analysis lineScore = analyze(Board(), Mark::X, Rules::LineScore);
    QVERIFY(!movesKeepingResult(lineScore));
    QVERIFY(!trapsIn(lineScore));
    QCOMPARE(trapsText({ 6, 22 }), std::string("sets 6 traps out of 22 replies"));
    QCOMPARE(trapsText({ 1, 22 }), std::string("sets 1 trap out of 22 replies"));
    QCOMPARE(onlyMoveText(), std::string("only move!"));
}

void TestExplain::aDoubleThreatOnTheBoardIsNamed()
{
    // o to move, and x threatens a1–a3 (at a1) and a3–c1 (at b2) already: no move of the
    // explanation makes the double threat, so its last sentence names both lines.
    const Board board = boardOf("xo./x.o/..x", 3);
    const Proven proven = prove(board, Mark::O);
    const Explanation explanation = explain(proven.proof, std::nullopt);
    QCOMPARE(explanation.result, ExplainedResult::Loss);
    QVERIFY(explanation.moves.empty());
    QCOMPARE(explanation.ending, Ending::DoubleThreat);
    const QString text = joined(explanationText(explanation));
    QVERIFY2(text.contains("a1–a3 at a1") && text.contains("a3–c1 at b2"), qPrintable(text));
    QCOMPARE(danglingReference(explanation), QString());
}

void TestExplain::everySentenceNamesWhatItSpeaksOf_data()
{
    boardColumns();
    QTest::newRow("3×3") << 3 << 3 << 3 << 0;
    QTest::newRow("4×4, three in a row") << 4 << 4 << 3 << 0;
    QTest::newRow("5×4, four in a row") << 5 << 4 << 4 << 0;
    QTest::newRow("5×5, four in a row") << 5 << 5 << 4 << 0;
    QTest::newRow("4×4, three in a row, misère") << 4 << 4 << 3 << 1;
}

void TestExplain::everySentenceNamesWhatItSpeaksOf()
{
    // Random positions, some a few moves from the end (threats on the board already): no
    // sentence of any explanation, of the position or of a move, falls back on "the threat" or
    // "only one of them" without having named them.
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(int, rules);
    const Geometry geometry(columns, rows, k);
    const Rules ruleSet = rules ? Rules::Misere : Rules::Classic;
    std::mt19937_64 random(std::uint64_t(columns * 1000 + rows * 100 + k * 10 + rules));
    Engine engine(64);
    int explained = 0;
    for (int trial = 0; trial < ttt::test::samples(24, 6); ++trial) {
        Mark side = Mark::X;
        const Board board = randomBoard(
            geometry, int(random() % std::min(7, geometry.cells() - 2)), random, side);
        if (board.hasLine(Mark::X) || board.hasLine(Mark::O))
            continue;
        const Analysis analysis = engine.analyze(board, side, ruleSet, explainOptions());
        const Proof proof = engine.prove(board, side, ruleSet, analysis);
        ExplanationCache cache;
        std::vector<std::optional<Cell>> targets { std::nullopt };
        for (const MoveAnnotation& move : analysis.moves)
            targets.push_back(move.cell);
        for (const std::optional<Cell>& target : targets) {
            const Explanation explanation = explain(proof, target, &cache);
            const QString problem = danglingReference(explanation);
            QVERIFY2(problem.isEmpty(),
                qPrintable(QString::fromStdString(formatOneLine(board)) + ": " + problem));
            ++explained;
        }
    }
    QVERIFY(explained > ttt::test::samples(40, 6));
}

void TestExplain::aWinIsExplainedThroughItsSimplestMove()
{
    // x to move wins on 5×5 with four in a row; ten moves win. The position is explained
    // through a move after which every reply leaves x a fork, in two groups: none of the
    // winning moves has a forcing line, none a fork in fewer groups, and of those as simple the
    // first cell is chosen, whatever move the proof's search tried first for the position.
    const Board board = boardOf("o..../.o.../..x../...x./.....", 4);
    const Proven proven = prove(board, Mark::X);
    const Explanation position = explain(proven.proof, std::nullopt);
    QCOMPARE(position.result, ExplainedResult::Win);
    QCOMPARE(position.ending, Ending::Fork);
    QCOMPARE(position.groups.size(), std::size_t(2));
    QVERIFY(position.chosenMove || position.moves.size() == 1);
    const Cell chosen = position.moves.front().cell;
    int winning = 0;
    for (const MoveAnnotation& move : proven.analysis.moves) {
        if (move.evaluation.outcome != Outcome::Win)
            continue;
        ++winning;
        const Explanation through = explain(proven.proof, move.cell);
        QVERIFY(through.ending != Ending::DoubleThreat && through.ending != Ending::Line);
        if (through.ending == Ending::Fork && through.without.empty()) {
            QVERIFY(through.groups.size() >= 2);
            if (through.groups.size() == 2 && through.moves.size() == 1)
                QVERIFY2(move.cell >= chosen,
                    qPrintable(QString::fromStdString(cellName(board.geometry(), move.cell))));
        }
    }
    QCOMPARE(winning, 10);
    // Its words are those of an explanation of that move, under the position's heading.
    std::vector<std::string> words = explanationText(position);
    std::vector<std::string> move = explanationText(explain(proven.proof, chosen));
    QCOMPARE(words.front(), std::string("x to move wins."));
    QCOMPARE(std::vector<std::string>(words.begin() + 1, words.end()),
        std::vector<std::string>(move.begin() + 1, move.end()));
}

void TestExplain::proofsOfTheSameResultsExplainAlike_data()
{
    boardColumns();
    QTest::newRow("4×4, three in a row") << 4 << 4 << 3 << 0;
    QTest::newRow("5×4, four in a row") << 5 << 4 << 4 << 0;
    QTest::newRow("5×5, four in a row") << 5 << 5 << 4 << 0;
}

void TestExplain::proofsOfTheSameResultsExplainAlike()
{
    // A position the side to move wins: its proof's move for the position is the one the search
    // happened to try first, and another proof of the same results (the window's of every
    // result, ttt-solve explain's of explanationResults(), another engine's) may hold another.
    // Each winning move is made the proof's own in turn (the position's node rewritten to play
    // it, the rest of the proof as it was): the explanation stays the same.
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    const Geometry geometry(columns, rows, k);
    std::mt19937_64 random(std::uint64_t(columns * 100 + rows * 10 + k));
    Engine engine(64);
    int compared = 0;
    for (int trial = 0; trial < 80 && compared < 30; ++trial) {
        Mark side = Mark::X;
        const Board board = randomBoard(geometry, 2 + int(random() % 4), random, side);
        if (board.hasLine(Mark::X) || board.hasLine(Mark::O))
            continue;
        const Analysis analysis = engine.analyze(board, side, Rules::Classic, explainOptions());
        if (analysis.evaluation.outcome != Outcome::Win)
            continue;
        const Proof proof = engine.prove(board, side, Rules::Classic, analysis);
        const QString expected = joined(explanationText(explain(proof, std::nullopt)));
        for (const ProofStatement& statement : proof.statements) {
            if (!statement.cell || statement.side != side || !statement.win)
                continue;
            Proof rerouted = proof;
            ProofNode node;
            node.mover = board.cells(side);
            node.other = board.cells(other(side));
            node.proverMoves = true;
            node.win = true;
            node.rule = ProofRule::Move;
            node.first = std::uint32_t(rerouted.edges.size());
            node.count = 1;
            ProofEdge move = statement.edge;
            move.bit = std::uint8_t(geometry.bitOf(*statement.cell));
            rerouted.edges.push_back(move);
            rerouted.nodes.push_back(node);
            for (ProofStatement& root : rerouted.statements) {
                if (!root.cell && root.side == side)
                    root.edge = ProofEdge { std::int32_t(rerouted.nodes.size() - 1), 0,
                        Symmetry::Identity };
            }
            QCOMPARE(joined(explanationText(explain(rerouted, std::nullopt))), expected);
            ++compared;
        }
    }
    QVERIFY(compared >= 10);
}

void TestExplain::pliesCountedAsTheAnalysisCountsThem_data()
{
    boardColumns();
    QTest::newRow("4×4, three in a row") << 4 << 4 << 3 << 0;
    QTest::newRow("4×3, three in a row") << 4 << 3 << 3 << 0;
    QTest::newRow("4×4, three in a row, misère") << 4 << 4 << 3 << 1;
    QTest::newRow("4×3, three in a row, misère") << 4 << 3 << 3 << 1;
}

void TestExplain::pliesCountedAsTheAnalysisCountsThem()
{
    // On boards with exact plies, a move that wins or loses in n plies (the heatmap's figure,
    // the move itself the first) is explained by a proof whose lines all end by ply n, and the
    // latest ply the words give is n.
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    QFETCH(int, rules);
    const Geometry geometry(columns, rows, k);
    const Rules ruleSet = rules ? Rules::Misere : Rules::Classic;
    std::mt19937_64 random(std::uint64_t(columns * 100 + rows * 10 + k + 7 * rules));
    Engine engine(64);
    int counted = 0;
    for (int trial = 0; trial < ttt::test::samples(30, 6); ++trial) {
        Mark side = Mark::X;
        const Board board = randomBoard(geometry, int(random() % 5), random, side);
        if (board.hasLine(Mark::X) || board.hasLine(Mark::O))
            continue;
        const Analysis analysis = engine.analyze(board, side, ruleSet, explainOptions());
        const Proof proof = engine.prove(board, side, ruleSet, analysis);
        ExplanationCache cache;
        for (const MoveAnnotation& move : analysis.moves) {
            if (move.evaluation.outcome == Outcome::Tie)
                continue;
            QVERIFY(move.evaluation.pliesExact);
            const Explanation explanation = explain(proof, move.cell, &cache);
            const QString where = QString::fromStdString(
                formatOneLine(board) + " " + cellName(geometry, move.cell));
            QCOMPARE(endingPly(explanation), std::optional(move.evaluation.plies));
            // The words: "then ... by ply n at the latest" after each answer, n counted alike.
            const QString text = joined(explanationText(explanation));
            static const QRegularExpression byPly(QStringLiteral("by ply (\\d+)"));
            int said = 0;
            for (auto match = byPly.globalMatch(text); match.hasNext();)
                said = std::max(said, match.next().captured(1).toInt());
            int answered = 0;
            for (const ReplyGroup& group : explanation.groups) {
                if (group.answer == Answer::Place && lastPly(explanation, group))
                    answered = std::max(answered, *lastPly(explanation, group));
            }
            QVERIFY2(said == answered, qPrintable(where + "\n" + text));
            ++counted;
        }
    }
    QVERIFY(counted > ttt::test::samples(50, 6));
}

TTT_TEST_MAIN(TestExplain)
#include "tst_explain.moc"
