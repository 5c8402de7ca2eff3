// analyze() against a plain recursive minimax written independently of the library (in
// referencegame.h), under every rule set: on every legal position for either first player, and
// on every board with either side to move (what-if). Outcome, plies, score, every move, best
// moves and best line.
#include "referencegame.h"
#include "ttt/legality.h"
#include "ttt/solver.h"

#include "printers.h"
#include "testmain.h"

#include <QtTest>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

using namespace ttt;


namespace {

using reference::Cells;
using reference::ReferenceMinimax;
using reference::Value;

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
    return evaluation.outcome == toOutcome(value.result) && evaluation.plies == value.plies
        && evaluation.score == value.score;
}

std::string describe(Outcome outcome, int plies, int score)
{
    return std::string(outcomeName(outcome)) + " in " + std::to_string(plies) + " (score "
        + std::to_string(score) + ')';
}

std::string describe(const Evaluation& evaluation)
{
    return describe(evaluation.outcome, evaluation.plies, evaluation.score);
}

std::string describe(const Value& value)
{
    return describe(toOutcome(value.result), value.plies, value.score);
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

// The first way in which analyze() disagrees with the reference minimax about this position
// under the reference's rules, or nothing if it agrees on everything.
std::optional<std::string> disagreement(ReferenceMinimax& minimax, const Cells& cells, char toMove)
{
    const Rules rules = minimax.rules();
    const Analysis analysis = analyze(reference::toBoard(cells), reference::toMark(toMove), rules);

    if (analysis.rules != rules)
        return "the analysis is under other rules";
    if (analysis.toMove != reference::toMark(toMove))
        return "the analysis is for the wrong side";

    // A board where both sides have a line cannot arise when a line ends the game: it has no
    // result and nothing to play (solver.h), whoever is said to be next.
    if (rules != Rules::LineScore && reference::hasLine(cells, 'x')
        && reference::hasLine(cells, 'o')) {
        if (analysis.evaluation != Evaluation { Outcome::None, 0, 0 })
            return "two lines: " + describe(analysis.evaluation) + ", expected none in 0";
        if (!analysis.moves.empty() || !analysis.bestMoves.empty()
            || !analysis.principalVariation.empty())
            return "a board where both sides have a line has moves";
        return std::nullopt;
    }

    const Value expected = minimax.solve(cells, toMove);
    if (!agrees(analysis.evaluation, expected))
        return "position: " + describe(analysis.evaluation) + ", expected " + describe(expected);

    if (reference::isFinished(cells, rules)) {
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
        if (reference::isFinished(line, rules))
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
    if (!reference::isFinished(line, rules))
        return "the best line " + describe(analysis.principalVariation)
            + " stops before the game ends";
    if (static_cast<int>(analysis.principalVariation.size()) != expected.plies)
        return "the best line " + describe(analysis.principalVariation)
            + " is not as long as the plies";
    if (rules == Rules::LineScore && reference::lineScore(line) != expected.score)
        return "the best line " + describe(analysis.principalVariation) + " ends with score "
            + std::to_string(reference::lineScore(line)) + ", expected "
            + std::to_string(expected.score);
    return std::nullopt;
}

// Compares analyze() with the reference on each position `visit` is given, and says how it went:
// how many positions were compared, and the first few that disagree.
class AgreementCheck {
public:
    explicit AgreementCheck(Rules rules)
        : m_minimax(rules)
    { }

    void compare(const Cells& cells, char toMove)
    {
        ++m_compared;
        if (const std::optional<std::string> problem = disagreement(m_minimax, cells, toMove)) {
            ++m_disagreeing;
            if (m_examples.size() < 10) {
                m_examples << QStringLiteral("%1, %2 to move: %3")
                                  .arg(QString::fromStdString(reference::toText(cells)))
                                  .arg(toMove)
                                  .arg(QString::fromStdString(*problem));
            }
        }
    }

    int compared() const { return m_compared; }
    int disagreeing() const { return m_disagreeing; }
    QString report() const
    {
        return QStringLiteral("%1 positions disagree, for example:\n").arg(m_disagreeing)
            + m_examples.join(QLatin1Char('\n'));
    }

private:
    ReferenceMinimax m_minimax;
    int m_compared = 0;
    int m_disagreeing = 0;
    QStringList m_examples;
};

QString rulesText(Rules rules)
{
    return QString::fromLatin1(rulesName(rules).data(), qsizetype(rulesName(rules).size()));
}

} // namespace

class TestMinimaxAgreement : public QObject {
    Q_OBJECT

private slots:
    void referenceLegalityAgreesWithTheLibrary_data();
    void referenceLegalityAgreesWithTheLibrary();
    void referenceMinimaxReproducesThePublishedCounts_data();
    void referenceMinimaxReproducesThePublishedCounts();
    void analysisAgreesOnEveryLegalPosition_data();
    void analysisAgreesOnEveryLegalPosition();
    void analysisAgreesOnEveryBoardWithEitherSideToMove_data();
    void analysisAgreesOnEveryBoardWithEitherSideToMove();
    void everyFirstMoveTiesInNinePlies_data();
    void everyFirstMoveTiesInNinePlies();

    void contestSamples_data();
    void contestSamples();

private:
    static void addFirstPlayerColumn();
};

// Rows for each first player.
void TestMinimaxAgreement::addFirstPlayerColumn()
{
    QTest::addColumn<Mark>("firstPlayer");
    QTest::newRow("x moves first") << Mark::X;
    QTest::newRow("o moves first") << Mark::O;
}

void TestMinimaxAgreement::referenceLegalityAgreesWithTheLibrary_data()
{
    addFirstPlayerColumn();
}

void TestMinimaxAgreement::referenceLegalityAgreesWithTheLibrary()
{
    QFETCH(Mark, firstPlayer);
    const char first = toChar(firstPlayer);

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

void TestMinimaxAgreement::referenceMinimaxReproducesThePublishedCounts_data()
{
    addFirstPlayerColumn();
}

void TestMinimaxAgreement::referenceMinimaxReproducesThePublishedCounts()
{
    QFETCH(Mark, firstPlayer);
    const char first = toChar(firstPlayer);

    // Validates the oracle itself against SPEC's figures, without the library.
    ReferenceMinimax minimax(Rules::Classic);
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
    QCOMPARE(minimax.solve(reference::kEmptyBoard, first), (Value { Value::Tie, 9, 0 }));
}

void TestMinimaxAgreement::analysisAgreesOnEveryLegalPosition_data()
{
    QTest::addColumn<Rules>("rules");
    QTest::addColumn<Mark>("firstPlayer");

    // Legality is the same for both rule sets where a line ends the game; line-score has none
    // and is compared on every board below.
    for (Rules rules : { Rules::Classic, Rules::Misere }) {
        for (Mark firstPlayer : { Mark::X, Mark::O }) {
            QTest::addRow("%s, %c moves first", rulesName(rules).data(), toChar(firstPlayer))
                << rules << firstPlayer;
        }
    }
}

void TestMinimaxAgreement::analysisAgreesOnEveryLegalPosition()
{
    QFETCH(Rules, rules);
    QFETCH(Mark, firstPlayer);
    const char first = toChar(firstPlayer);

    AgreementCheck check(rules);
    reference::forEachBoard([&](const Cells& cells) {
        if (reference::isLegal(cells, first))
            check.compare(cells, reference::sideToMove(cells, first));
    });
    QCOMPARE(check.compared(), 5'478);
    QVERIFY2(check.disagreeing() == 0, qPrintable(check.report()));
}

void TestMinimaxAgreement::analysisAgreesOnEveryBoardWithEitherSideToMove_data()
{
    QTest::addColumn<Rules>("rules");
    for (Rules rules : kAllRules)
        QTest::newRow(qPrintable(rulesText(rules))) << rules;
}

void TestMinimaxAgreement::analysisAgreesOnEveryBoardWithEitherSideToMove()
{
    QFETCH(Rules, rules);

    // What-if: any of the 3^9 boards with either side named to move, whatever turn parity says.
    // Boards whose game is over are compared too: their evaluation is the finished result for
    // the side that would be next, and they have no moves.
    AgreementCheck check(rules);
    int inProgress = 0;
    reference::forEachBoard([&](const Cells& cells) {
        inProgress += reference::isFinished(cells, rules) ? 0 : 2;
        check.compare(cells, 'x');
        check.compare(cells, 'o');
    });
    QCOMPARE(check.compared(), 2 * 19'683);
    // Every board with an empty cell is in progress in line-score (3^9 - 2^9 full boards);
    // fewer where a line ends the game.
    if (rules == Rules::LineScore)
        QCOMPARE(inProgress, 2 * (19'683 - 512));
    else
        QVERIFY(inProgress > 0 && inProgress < 2 * (19'683 - 512));
    QVERIFY2(check.disagreeing() == 0, qPrintable(check.report()));
}

void TestMinimaxAgreement::everyFirstMoveTiesInNinePlies_data()
{
    addFirstPlayerColumn();
}

void TestMinimaxAgreement::everyFirstMoveTiesInNinePlies()
{
    QFETCH(Mark, firstPlayer);

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
    QTest::addColumn<Mark>("firstPlayer");

    // Who wins with perfect play, as a judge prints it: the side to move if it wins, the other
    // side if it loses, TIE otherwise. The samples are games x opened; when o moves first they
    // are played with the marks swapped, and so is the winner.
    for (Mark firstPlayer : { Mark::X, Mark::O }) {
        const char first = toChar(firstPlayer);
        QTest::addRow("the empty board is a tie, %c first", first)
            << QByteArray("...\n...\n...") << QStringLiteral("TIE") << firstPlayer;
        QTest::addRow("xx./oo./...: the side to move completes the top row, %c first", first)
            << QByteArray("xx./oo./...") << QStringLiteral("x") << firstPlayer;
        QTest::addRow("xox/oo./x.x: the side to move completes the middle row, %c first", first)
            << QByteArray("xox/oo./x.x") << QStringLiteral("o") << firstPlayer;
    }
}

void TestMinimaxAgreement::contestSamples()
{
    QFETCH(QByteArray, board);
    QFETCH(QString, winner);
    QFETCH(Mark, firstPlayer);

    Cells cells = reference::cellsFromText(board.toStdString());
    if (firstPlayer == Mark::O) {
        for (char& cell : cells)
            cell = cell == '.' ? '.' : reference::otherSide(cell);
        if (winner != QLatin1String("TIE"))
            winner = QChar::fromLatin1(reference::otherSide(winner.at(0).toLatin1()));
    }
    const char first = toChar(firstPlayer);
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

TTT_TEST_MAIN(TestMinimaxAgreement)
#include "tst_minimax_agreement.moc"
