// analyze() against a plain recursive minimax written here, independent of the library, on every
// legal position for either first player: outcome, plies, every move, best moves and best line.
#include "referencegame.h"
#include "ttt/legality.h"
#include "ttt/solver.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

using namespace ttt;

Q_DECLARE_METATYPE(ttt::Mark)

namespace {

using reference::Cells;

// SPEC "Analysis" for the side to move, by the book: a win is taken as fast as possible, a loss
// put off as long as possible, and a tie always runs until the board is full.
struct Value {
    enum Result { Lose, Tie, Win } result = Tie;
    int plies = 0;
    friend bool operator==(const Value&, const Value&) = default;
};

class ReferenceMinimax {
public:
    // The value of the position for `toMove`. Only asked about boards where at most one side has
    // a line (every legal position and everything reachable from one).
    Value solve(const Cells& cells, char toMove)
    {
        const auto key = std::make_pair(cells, toMove);
        if (const auto found = m_memo.find(key); found != m_memo.end())
            return found->second;

        Value value;
        if (reference::hasLine(cells, reference::otherSide(toMove))) {
            value = { Value::Lose, 0 };
        } else if (reference::hasLine(cells, toMove)) {
            value = { Value::Win, 0 }; // not reachable by play, but well defined
        } else if (reference::countOf(cells, '.') == 0) {
            value = { Value::Tie, 0 };
        } else {
            std::optional<int> fastestWin;
            std::optional<int> tie;
            std::optional<int> slowestLoss;
            for (int cell = 0; cell < 9; ++cell) {
                if (cells[cell] != '.')
                    continue;
                const Value move = valueOfMove(cells, toMove, cell);
                if (move.result == Value::Win)
                    fastestWin = std::min(fastestWin.value_or(move.plies), move.plies);
                else if (move.result == Value::Tie)
                    tie = move.plies;
                else
                    slowestLoss = std::max(slowestLoss.value_or(move.plies), move.plies);
            }
            if (fastestWin)
                value = { Value::Win, *fastestWin };
            else if (tie)
                value = { Value::Tie, *tie };
            else
                value = { Value::Lose, *slowestLoss };
        }
        m_memo.emplace(key, value);
        return value;
    }

    // The value of playing `cell` for the side that plays it, the move itself counted as a ply.
    Value valueOfMove(const Cells& cells, char toMove, int cell)
    {
        Cells next = cells;
        next[cell] = toMove;
        const Value reply = solve(next, reference::otherSide(toMove));
        const Value::Result result = reply.result == Value::Win ? Value::Lose
            : reply.result == Value::Lose                       ? Value::Win
                                                                : Value::Tie;
        return { result, reply.plies + 1 };
    }

private:
    std::map<std::pair<Cells, char>, Value> m_memo;
};

Outcome toOutcome(Value::Result result)
{
    switch (result) {
    case Value::Lose:
        return Outcome::Lose;
    case Value::Tie:
        return Outcome::Tie;
    case Value::Win:
        return Outcome::Win;
    }
    return Outcome::None;
}

bool agrees(const Evaluation& evaluation, const Value& value)
{
    return evaluation.outcome == toOutcome(value.result) && evaluation.plies == value.plies;
}

std::string describe(const Evaluation& evaluation)
{
    return std::string(outcomeName(evaluation.outcome)) + " in " + std::to_string(evaluation.plies);
}

std::string describe(const Value& value)
{
    return std::string(outcomeName(toOutcome(value.result))) + " in " + std::to_string(value.plies);
}

std::string describe(const std::vector<Cell>& cells)
{
    std::string text;
    for (Cell cell : cells) {
        text += text.empty() ? '[' : ' ';
        text += std::to_string(cell);
    }
    return text.empty() ? "[]" : text + ']';
}

// The first way in which analyze() disagrees with the reference minimax about this position,
// or nothing if it agrees on everything.
std::optional<std::string> disagreement(ReferenceMinimax& minimax, const Cells& cells, char toMove)
{
    const Analysis analysis = analyze(reference::toBoard(cells), reference::toMark(toMove));
    const Value expected = minimax.solve(cells, toMove);

    if (analysis.toMove != reference::toMark(toMove))
        return "the analysis is for the wrong side";
    if (!agrees(analysis.evaluation, expected))
        return "position: " + describe(analysis.evaluation) + ", expected " + describe(expected);

    if (reference::isFinished(cells)) {
        if (!analysis.moves.empty() || !analysis.bestMoves.empty()
            || !analysis.principalVariation.empty())
            return "a finished game has moves";
        return std::nullopt;
    }

    std::vector<Cell> expectedBest;
    std::size_t next = 0;
    for (int cell = 0; cell < 9; ++cell) {
        if (cells[cell] != '.')
            continue;
        const Value move = minimax.valueOfMove(cells, toMove, cell);
        if (move == expected)
            expectedBest.push_back(cell);
        if (next >= analysis.moves.size() || analysis.moves[next].cell != cell)
            return "no move annotated for empty cell " + std::to_string(cell) + " in cell order";
        if (!agrees(analysis.moves[next].evaluation, move)) {
            return "move " + std::to_string(cell) + ": " + describe(analysis.moves[next].evaluation)
                + ", expected " + describe(move);
        }
        ++next;
    }
    if (next != analysis.moves.size())
        return "moves annotated for cells that are not empty";
    if (analysis.bestMoves != expectedBest)
        return "best moves " + describe(analysis.bestMoves) + ", expected "
            + describe(expectedBest);

    // The best line: each move is a best move (the lowest-numbered one, as solver.h promises)
    // where it is played, and the line ends the game after exactly the position's plies.
    Cells line = cells;
    char side = toMove;
    for (Cell cell : analysis.principalVariation) {
        if (reference::isFinished(line))
            return "the best line " + describe(analysis.principalVariation)
                + " goes on after the game ends";
        const Value target = minimax.solve(line, side);
        std::optional<int> lowestBest;
        for (int candidate = 0; candidate < 9 && !lowestBest; ++candidate) {
            if (line[candidate] == '.' && minimax.valueOfMove(line, side, candidate) == target)
                lowestBest = candidate;
        }
        if (cell != lowestBest) {
            return "the best line " + describe(analysis.principalVariation) + " plays "
                + std::to_string(cell) + " where the lowest best move is "
                + std::to_string(lowestBest.value_or(-1));
        }
        line[cell] = side;
        side = reference::otherSide(side);
    }
    if (!reference::isFinished(line))
        return "the best line " + describe(analysis.principalVariation)
            + " stops before the game ends";
    if (static_cast<int>(analysis.principalVariation.size()) != expected.plies)
        return "the best line " + describe(analysis.principalVariation)
            + " is not as long as the plies";
    return std::nullopt;
}

char markChar(Mark mark)
{
    return mark == Mark::X ? 'x' : 'o';
}

// How QCOMPARE prints a reference value when it differs.
char* toString(const Value& value)
{
    return qstrdup(describe(value).c_str());
}

} // namespace

namespace ttt {
// How QCOMPARE prints an evaluation when it differs.
char* toString(const Evaluation& evaluation)
{
    return qstrdup(describe(evaluation).c_str());
}
} // namespace ttt

class TestMinimaxAgreement : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data();

    void referenceLegalityAgreesWithTheLibrary();
    void referenceMinimaxReproducesThePublishedCounts();
    void analysisAgreesOnEveryLegalPosition();
    void everyFirstMoveTiesInNinePlies();

    void contestSamples_data();
    void contestSamples();
};

// Every test runs once for each first player.
void TestMinimaxAgreement::initTestCase_data()
{
    QTest::addColumn<Mark>("firstPlayer");
    QTest::newRow("x moves first") << Mark::X;
    QTest::newRow("o moves first") << Mark::O;
}

void TestMinimaxAgreement::referenceLegalityAgreesWithTheLibrary()
{
    QFETCH_GLOBAL(Mark, firstPlayer);
    const char first = markChar(firstPlayer);

    // The reference's own legality gives the published count, so the positions compared below
    // are the right ones; and it agrees with the library's on each of the 3^9 boards.
    int boards = 0;
    int legal = 0;
    QStringList disagreements;
    reference::forEachBoard([&](const Cells& cells) {
        ++boards;
        const bool expected = reference::isLegal(cells, first);
        legal += expected ? 1 : 0;
        if (isLegal(reference::toBoard(cells), firstPlayer) != expected
            && disagreements.size() < 10)
            disagreements << QString::fromStdString(reference::toText(cells));
    });
    QCOMPARE(boards, 19'683);
    QCOMPARE(legal, 5'478);
    QVERIFY2(disagreements.isEmpty(), qPrintable(disagreements.join(QLatin1Char('\n'))));
}

void TestMinimaxAgreement::referenceMinimaxReproducesThePublishedCounts()
{
    QFETCH_GLOBAL(Mark, firstPlayer);
    const char first = markChar(firstPlayer);

    // Validates the oracle itself against SPEC's figures, without the library.
    ReferenceMinimax minimax;
    int wins = 0;
    int ties = 0;
    int losses = 0;
    int finished = 0;
    bool everyTieFillsTheBoard = true;
    reference::forEachBoard([&](const Cells& cells) {
        if (!reference::isLegal(cells, first))
            return;
        if (reference::isFinished(cells)) {
            ++finished;
            return;
        }
        const Value value = minimax.solve(cells, reference::sideToMove(cells, first));
        wins += value.result == Value::Win ? 1 : 0;
        ties += value.result == Value::Tie ? 1 : 0;
        losses += value.result == Value::Lose ? 1 : 0;
        if (value.result == Value::Tie && value.plies != reference::countOf(cells, '.'))
            everyTieFillsTheBoard = false;
    });
    QCOMPARE(finished, 958);
    QCOMPARE(wins, 2'836);
    QCOMPARE(ties, 1'052);
    QCOMPARE(losses, 632);
    QVERIFY(everyTieFillsTheBoard);
    QCOMPARE(minimax.solve(reference::kEmptyBoard, first), (Value { Value::Tie, 9 }));
}

void TestMinimaxAgreement::analysisAgreesOnEveryLegalPosition()
{
    QFETCH_GLOBAL(Mark, firstPlayer);
    const char first = markChar(firstPlayer);

    ReferenceMinimax minimax;
    int compared = 0;
    int disagreeing = 0;
    QStringList examples;
    reference::forEachBoard([&](const Cells& cells) {
        if (!reference::isLegal(cells, first))
            return;
        ++compared;
        const char toMove = reference::sideToMove(cells, first);
        if (const std::optional<std::string> problem = disagreement(minimax, cells, toMove)) {
            ++disagreeing;
            if (examples.size() < 10) {
                examples << QStringLiteral("%1, %2 to move: %3")
                                .arg(QString::fromStdString(reference::toText(cells)))
                                .arg(toMove)
                                .arg(QString::fromStdString(*problem));
            }
        }
    });
    QCOMPARE(compared, 5'478);
    QVERIFY2(disagreeing == 0,
        qPrintable(QStringLiteral("%1 positions disagree, for example:\n").arg(disagreeing)
            + examples.join(QLatin1Char('\n'))));
}

void TestMinimaxAgreement::everyFirstMoveTiesInNinePlies()
{
    QFETCH_GLOBAL(Mark, firstPlayer);

    const Analysis analysis = analyze(Board {}, firstPlayer);
    QCOMPARE(analysis.evaluation, (Evaluation { Outcome::Tie, 9 }));
    QCOMPARE(analysis.moves.size(), std::size_t(9));
    for (const MoveAnnotation& move : analysis.moves) {
        QCOMPARE(move.evaluation.outcome, Outcome::Tie);
        QCOMPARE(move.evaluation.plies, 9);
    }
    const QList<Cell> bestMoves(analysis.bestMoves.begin(), analysis.bestMoves.end());
    QCOMPARE(bestMoves, (QList<Cell> { 0, 1, 2, 3, 4, 5, 6, 7, 8 }));
    QCOMPARE(analysis.principalVariation.size(), std::size_t(9));
}

void TestMinimaxAgreement::contestSamples_data()
{
    QTest::addColumn<QByteArray>("board");
    QTest::addColumn<QString>("winner");

    // Who wins with perfect play, as a judge prints it: the side to move if it wins, the other
    // side if it loses, TIE otherwise. The samples are games x opened; when o moves first they
    // are played with the marks swapped, and so is the winner.
    QTest::newRow("the empty board is a tie")
        << QByteArray("...\n...\n...") << QStringLiteral("TIE");
    QTest::newRow("xx./oo./...: the side to move completes the top row")
        << QByteArray("xx./oo./...") << QStringLiteral("x");
    QTest::newRow("xox/oo./x.x: the side to move completes the middle row")
        << QByteArray("xox/oo./x.x") << QStringLiteral("o");
}

void TestMinimaxAgreement::contestSamples()
{
    QFETCH_GLOBAL(Mark, firstPlayer);
    QFETCH(QByteArray, board);
    QFETCH(QString, winner);

    Cells cells = reference::cellsFromText(board.toStdString());
    if (firstPlayer == Mark::O) {
        for (char& cell : cells)
            cell = cell == '.' ? '.' : reference::otherSide(cell);
        if (winner != QLatin1String("TIE"))
            winner = QChar::fromLatin1(reference::otherSide(winner.at(0).toLatin1()));
    }
    const char first = markChar(firstPlayer);
    QVERIFY(reference::isLegal(cells, first));
    const char toMove = reference::sideToMove(cells, first);
    const Analysis analysis = analyze(reference::toBoard(cells), reference::toMark(toMove));
    QString judged = QStringLiteral("TIE");
    if (analysis.evaluation.outcome == Outcome::Win)
        judged = QChar::fromLatin1(toMove);
    else if (analysis.evaluation.outcome == Outcome::Lose)
        judged = QChar::fromLatin1(reference::otherSide(toMove));
    QCOMPARE(judged, winner);
}

QTEST_GUILESS_MAIN(TestMinimaxAgreement)
#include "tst_minimax_agreement.moc"
