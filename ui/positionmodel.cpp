// The position model: state, one recomputation per change, and undoable edits.
#include "positionmodel.h"

#include "wording.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <cassert>

namespace {

// One undo step: the position before and after an edit.
class PositionCommand : public QUndoCommand {
public:
    PositionCommand(
        PositionModel* model, PositionState before, PositionState after, const QString& text)
        : QUndoCommand(text)
        , m_model(model)
        , m_before(std::move(before))
        , m_after(std::move(after))
    { }

    void undo() override { m_model->setState(m_before); }
    void redo() override { m_model->setState(m_after); }

private:
    PositionModel* m_model;
    PositionState m_before;
    PositionState m_after;
};

} // namespace

PositionModel::PositionModel(QObject* parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    recompute();
}

PositionModel::~PositionModel() = default;

void PositionModel::setBoard(const ttt::Board& board)
{
    setState({ board, m_state.whatIfSideToMove });
}

void PositionModel::setState(const PositionState& state)
{
    if (state == m_state)
        return;
    m_state = state;
    changed();
}

void PositionModel::setRules(ttt::Rules rules)
{
    if (rules == m_rules)
        return;
    m_rules = rules;
    changed();
    emit rulesChanged();
}

void PositionModel::setFirstPlayer(ttt::Mark firstPlayer)
{
    assert(firstPlayer != ttt::Mark::Empty);
    if (firstPlayer == m_firstPlayer)
        return;
    m_firstPlayer = firstPlayer;
    changed();
    emit firstPlayerChanged();
}

void PositionModel::setWhatIfSideToMove(std::optional<ttt::Mark> side)
{
    assert(side != ttt::Mark::Empty);
    setState({ m_state.board, side });
}

void PositionModel::changed()
{
    recompute();
    emit positionChanged();
    emit analysisChanged();
}

void PositionModel::recompute()
{
    const ttt::Board& board = m_state.board;
    m_problems = ttt::checkLegality(board, m_firstPlayer, m_rules);
    m_gameState = ttt::gameState(board, m_rules);

    // Every line someone holds: the lines that ended the game, or in line-score the lines that
    // count.
    m_winningLines.clear();
    for (const ttt::Mark side : { ttt::Mark::X, ttt::Mark::O }) {
        for (const ttt::Line& line : board.linesOf(side))
            m_winningLines.push_back({ line, side });
    }
    std::sort(m_winningLines.begin(), m_winningLines.end(),
        [](const WinningLine& a, const WinningLine& b) {
            return a.cells.first != b.cells.first ? a.cells.first < b.cells.first
                                                  : a.cells.last < b.cells.last;
        });

    recomputeSymmetry();

    m_paritySide = ttt::sideToMove(board, m_firstPlayer);
    if (m_state.whatIfSideToMove)
        m_sideToMove = m_state.whatIfSideToMove;
    else if (!ttt::lineEndsGame(m_rules))
        m_sideToMove = suggestedSideToMove();
    else
        m_sideToMove = m_paritySide;
    m_hasAnalysis = m_sideToMove && m_gameState != ttt::GameState::BothWon
        && (m_problems.empty() || m_state.whatIfSideToMove);

    const auto cells = static_cast<std::size_t>(board.cellCount());
    m_moveEvaluations.assign(cells, std::nullopt);
    m_gamesAfter.assign(cells, std::nullopt);
    m_isBestMove.assign(cells, false);
    m_continuations.assign(cells, {});
    m_analysis = {};
    m_gamesLeft = {};
    if (!m_hasAnalysis)
        return;

    const ttt::Mark toMove = *m_sideToMove;
    const ttt::Mark replier = ttt::other(toMove);
    m_analysis = ttt::analyze(board, toMove, m_rules);
    const bool countGames = ttt::canCountGames(board.geometry());
    if (countGames)
        m_gamesLeft = ttt::countGames(board, toMove, m_rules);
    for (const ttt::MoveAnnotation& move : m_analysis.moves) {
        const ttt::Board after = board.with(move.cell, toMove);
        m_moveEvaluations[move.cell] = move.evaluation;
        if (countGames)
            m_gamesAfter[move.cell] = ttt::countGames(after, replier, m_rules);
        std::vector<ttt::Cell>& continuation = m_continuations[move.cell];
        continuation.push_back(move.cell);
        const ttt::Analysis reply = ttt::analyze(after, replier, m_rules);
        continuation.insert(
            continuation.end(), reply.principalVariation.begin(), reply.principalVariation.end());
    }
    for (ttt::Cell cell : m_analysis.bestMoves)
        m_isBestMove[cell] = true;
}

void PositionModel::recomputeSymmetry()
{
    const ttt::Board& board = m_state.board;
    m_canonicalBoard = board.canonical();
    m_symmetryToCanonical = 0;
    for (const ttt::Symmetry s : board.geometry().symmetries()) {
        if (board.transformed(s) == m_canonicalBoard) {
            m_symmetryToCanonical = s;
            break;
        }
    }

    // Number the classes of the empty cells in the order of their first cell, so the top-left
    // group is always the first.
    m_moveClasses.assign(static_cast<std::size_t>(board.cellCount()), -1);
    m_moveClassCount = 0;
    m_emptyCellCount = 0;
    if (ttt::isOver(m_gameState))
        return;
    const std::vector<ttt::Cell> classes = board.cellClasses();
    std::vector<int> numberOfClass(classes.size(), -1);
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != ttt::Mark::Empty)
            continue;
        ++m_emptyCellCount;
        int& number = numberOfClass[classes[cell]];
        if (number < 0)
            number = m_moveClassCount++;
        m_moveClasses[cell] = number;
    }
}

ttt::Mark PositionModel::suggestedSideToMove() const
{
    if (const std::optional<ttt::Mark> side = ttt::sideToMove(board(), m_firstPlayer))
        return *side;
    // Parity is broken, so the counts differ: the side that is behind moves.
    return board().count(ttt::Mark::X) < board().count(ttt::Mark::O) ? ttt::Mark::X : ttt::Mark::O;
}

std::optional<ttt::Evaluation> PositionModel::moveEvaluation(ttt::Cell cell) const
{
    assert(board().geometry().isValidCell(cell));
    return m_moveEvaluations[cell];
}

bool PositionModel::isBestMove(ttt::Cell cell) const
{
    assert(board().geometry().isValidCell(cell));
    return m_isBestMove[cell];
}

std::optional<ttt::GameCounts> PositionModel::gamesAfter(ttt::Cell cell) const
{
    assert(board().geometry().isValidCell(cell));
    return m_gamesAfter[cell];
}

int PositionModel::moveClass(ttt::Cell cell) const
{
    assert(board().geometry().isValidCell(cell));
    return m_moveClasses[cell];
}

const std::vector<ttt::Cell>& PositionModel::continuation(ttt::Cell cell) const
{
    assert(board().geometry().isValidCell(cell));
    return m_continuations[cell];
}

bool PositionModel::canPlay(ttt::Cell cell) const
{
    assert(board().geometry().isValidCell(cell));
    return hasMoveEvaluations() && board().at(cell) == ttt::Mark::Empty;
}

bool PositionModel::pushEdit(const PositionState& after, const QString& description)
{
    if (after == m_state)
        return false;
    m_undoStack->push(new PositionCommand(this, m_state, after, description));
    return true;
}

bool PositionModel::cycleCell(ttt::Cell cell, CycleDirection direction)
{
    assert(board().geometry().isValidCell(cell));
    using ttt::Mark;
    const Mark now = board().at(cell);
    Mark next = Mark::Empty;
    if (direction == CycleDirection::Forward)
        next = now == Mark::Empty ? Mark::X : now == Mark::X ? Mark::O : Mark::Empty;
    else
        next = now == Mark::Empty ? Mark::O : now == Mark::O ? Mark::X : Mark::Empty;
    return setCellMark(cell, next);
}

bool PositionModel::setCellMark(ttt::Cell cell, ttt::Mark mark)
{
    assert(board().geometry().isValidCell(cell));
    const QString description = mark == ttt::Mark::Empty
        ? tr("Clear %1").arg(Wording::cellName(board().geometry(), cell))
        : tr("Put %1 on %2")
              .arg(Wording::markName(mark), Wording::cellName(board().geometry(), cell));
    return pushEdit({ board().with(cell, mark), whatIfSideToMove() }, description);
}

bool PositionModel::clearBoard()
{
    return pushEdit({ ttt::Board {}, std::nullopt }, tr("Clear the board"));
}

bool PositionModel::replaceBoard(const ttt::Board& board, const QString& description)
{
    return pushEdit({ board, std::nullopt }, description);
}

bool PositionModel::playMove(ttt::Cell cell, bool withPerfectReply)
{
    if (!canPlay(cell))
        return false;
    const ttt::Mark mover = *m_sideToMove;
    const ttt::Mark replier = ttt::other(mover);
    PositionState after = m_state;
    after.board.set(cell, mover);
    // A side named explicitly passes to the other side with the move, as in a game. So does the
    // side line-score picks for a board whose counts break parity: the counts would not
    // alternate it.
    const bool sideIsExplicit = after.whatIfSideToMove || !m_paritySide;
    if (sideIsExplicit)
        after.whatIfSideToMove = replier;
    const ttt::Geometry& geometry = board().geometry();
    QString description
        = tr("%1 plays %2").arg(Wording::markName(mover), Wording::cellName(geometry, cell));

    if (withPerfectReply && ttt::gameState(after.board, m_rules) == ttt::GameState::InProgress) {
        const ttt::Analysis reply = ttt::analyze(after.board, replier, m_rules);
        if (!reply.principalVariation.empty()) {
            const ttt::Cell replyCell = reply.principalVariation.front();
            after.board.set(replyCell, replier);
            if (sideIsExplicit)
                after.whatIfSideToMove = mover;
            description
                = tr("%1 plays %2, %3 replies %4")
                      .arg(Wording::markName(mover), Wording::cellName(geometry, cell),
                          Wording::markName(replier), Wording::cellName(geometry, replyCell));
        }
    }
    return pushEdit(after, description);
}

bool PositionModel::playBestMove()
{
    if (!hasMoveEvaluations() || m_analysis.principalVariation.empty())
        return false;
    return playMove(m_analysis.principalVariation.front(), false);
}

bool PositionModel::transformBoard(int symmetry)
{
    assert(board().geometry().hasSymmetry(symmetry));
    return pushEdit(
        { board().transformed(symmetry), whatIfSideToMove() }, Wording::symmetryEdit(symmetry));
}

bool PositionModel::chooseSideToMove(std::optional<ttt::Mark> side)
{
    assert(side != ttt::Mark::Empty);
    const QString description = side ? tr("What if %1 is to move").arg(Wording::markName(*side))
                                     : tr("Side to move by the counts");
    return pushEdit({ board(), side }, description);
}
