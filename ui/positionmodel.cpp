// The position model: state, one recomputation per change, and undoable edits.
#include "positionmodel.h"

#include "analysisrunner.h"
#include "wording.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <cassert>

namespace {

// One undo step: the position before and after an edit. A move whose perfect reply waits for
// a search takes the reply into its own step when it comes (mergeWith), so one undo takes back
// both, as on a board that is answered at once.
class PositionCommand : public QUndoCommand {
public:
    enum Kind {
        Plain = 0,
        AwaitsReply = 1, // a move whose reply is pending
        Reply = 2, // that reply
    };

    PositionCommand(PositionModel* model, PositionState before, PositionState after,
        const QString& text, int kind)
        : QUndoCommand(text)
        , m_model(model)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_kind(kind)
    { }

    void undo() override { m_model->setState(m_before); }
    void redo() override { m_model->setState(m_after); }

    int id() const override { return m_kind == Plain ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* reply = static_cast<const PositionCommand*>(other);
        if (m_kind != AwaitsReply || reply->m_kind != Reply || reply->m_before != m_after)
            return false;
        m_after = reply->m_after;
        setText(reply->text());
        m_kind = Plain;
        return true;
    }

private:
    PositionModel* m_model;
    PositionState m_before;
    PositionState m_after;
    int m_kind;
};

// How good an unfinished result looks for the side that moves, for picking a reply before
// the proof: proven results by outcome, bounds between them.
int promise(const ttt::Evaluation& evaluation)
{
    switch (evaluation.bound) {
    case ttt::Bound::Exact:
        return evaluation.outcome == ttt::Outcome::Win ? 5
            : evaluation.outcome == ttt::Outcome::Tie  ? 4
                                                       : 0;
    case ttt::Bound::AtLeastTie:
        return 3;
    case ttt::Bound::Unknown:
        return 2;
    case ttt::Bound::AtMostTie:
        return 1;
    }
    return 0;
}

} // namespace

PositionModel::PositionModel(QObject* parent)
    : QObject(parent)
    , m_runner(new AnalysisRunner(this))
    , m_undoStack(new QUndoStack(this))
{
    connect(m_runner, &AnalysisRunner::reported, this, &PositionModel::received);
    m_replyTimer.setSingleShot(true);
    connect(&m_replyTimer, &QTimer::timeout, this, &PositionModel::playPendingReply);
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
    if (!m_playingReply) {
        // Another change: the reply the last move waited for is no longer wanted.
        m_pendingReply = false;
        m_replyTimer.stop();
    }
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

    recomputeAnalysis();
}

PositionModel::AnalysisKey PositionModel::currentKey() const
{
    const ttt::Board& board = m_state.board;
    const ttt::Geometry& geometry = board.geometry();
    return { geometry.columns(), geometry.rows(), geometry.k(), board.cells(ttt::Mark::X),
        board.cells(ttt::Mark::O), m_sideToMove ? int(*m_sideToMove) : 0, int(m_rules) };
}

PositionModel::Remembered& PositionModel::remember(const AnalysisKey& key)
{
    auto [entry, added] = m_remembered.try_emplace(key);
    if (added && m_remembered.size() > kRememberedPositions) {
        // Forget the position used longest ago (never the one being added).
        auto oldest = m_remembered.end();
        for (auto it = m_remembered.begin(); it != m_remembered.end(); ++it) {
            if (it != entry
                && (oldest == m_remembered.end() || it->second.lastUsed < oldest->second.lastUsed))
                oldest = it;
        }
        m_remembered.erase(oldest);
    }
    entry->second.lastUsed = ++m_useCounter;
    return entry->second;
}

void PositionModel::recomputeAnalysis()
{
    // Whatever was searching (the analysis, or a line after one of its moves) is for another
    // position now; its reports are ignored.
    if (m_analysisTicket != 0 || !m_lineTickets.empty())
        m_runner->stop();
    m_analysisTicket = 0;
    m_lineTickets.clear();

    const ttt::Board& board = m_state.board;
    const auto cells = static_cast<std::size_t>(board.cellCount());
    m_moveEvaluations.assign(cells, std::nullopt);
    m_gamesAfter.assign(cells, std::nullopt);
    m_isBestMove.assign(cells, false);
    m_continuations.assign(cells, {});
    m_analysis = {};
    m_gamesLeft = {};
    m_status = {};
    if (!m_hasAnalysis)
        return;

    const ttt::Mark toMove = *m_sideToMove;
    const ttt::Mark replier = ttt::other(toMove);
    if (countsGames()) {
        m_gamesLeft = ttt::countGames(board, toMove, m_rules);
        for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
            if (board.at(cell) == ttt::Mark::Empty && !isOver())
                m_gamesAfter[cell] = ttt::countGames(board.with(cell, toMove), replier, m_rules);
        }
    }

    if (ttt::isTabulated(board.geometry())) {
        // Answered from the tables at once: everything, each move's best line included.
        const ttt::Analysis analysis = ttt::analyze(board, toMove, m_rules);
        for (const ttt::MoveAnnotation& move : analysis.moves) {
            std::vector<ttt::Cell>& continuation = m_continuations[move.cell];
            continuation.push_back(move.cell);
            const ttt::Analysis reply
                = ttt::analyze(board.with(move.cell, toMove), replier, m_rules);
            continuation.insert(continuation.end(), reply.principalVariation.begin(),
                reply.principalVariation.end());
        }
        m_status = { AnalysisStatus::State::Complete, int(analysis.moves.size()),
            int(analysis.moves.size()), 0, 0 };
        applyAnalysis(analysis);
        return;
    }

    // A searched board: what is remembered of it, else every move unknown, until the search
    // reports.
    const AnalysisKey key = currentKey();
    Remembered& known = remember(key);
    if (known.continuations.size() != cells) {
        known.continuations.assign(cells, {});
        known.analysis.rules = m_rules;
        known.analysis.toMove = toMove;
        known.analysis.complete = false;
        known.analysis.evaluation.bound = ttt::Bound::Unknown;
        if (!isOver()) {
            for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
                if (board.at(cell) != ttt::Mark::Empty)
                    continue;
                ttt::Evaluation unknown;
                unknown.bound = ttt::Bound::Unknown;
                known.analysis.moves.push_back({ cell, unknown });
            }
        }
        known.status.cellsTotal = int(known.analysis.moves.size());
    }
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        m_continuations[cell] = known.continuations[cell];
        if (m_continuations[cell].empty() && board.at(cell) == ttt::Mark::Empty)
            m_continuations[cell] = { cell };
    }
    m_status = known.status;
    applyAnalysis(known.analysis);
    if (known.analysis.complete) {
        m_status.state = AnalysisStatus::State::Complete;
        return;
    }
    m_status.state = AnalysisStatus::State::Running;
    m_analysisTicket = m_runner->start({ board, toMove, m_rules, false, m_searchThreads });
    emit analysisStarted();
}

void PositionModel::applyAnalysis(const ttt::Analysis& analysis)
{
    m_analysis = analysis;
    std::fill(m_moveEvaluations.begin(), m_moveEvaluations.end(), std::nullopt);
    std::fill(m_isBestMove.begin(), m_isBestMove.end(), false);
    for (const ttt::MoveAnnotation& move : analysis.moves)
        m_moveEvaluations[move.cell] = move.evaluation;
    for (ttt::Cell cell : analysis.bestMoves)
        m_isBestMove[cell] = true;
}

void PositionModel::received(const AnalysisReport& report)
{
    if (const auto line = m_lineTickets.find(report.ticket); line != m_lineTickets.end()) {
        if (!report.finished)
            return;
        const auto [key, cell] = line->second;
        m_lineTickets.erase(line);
        if (report.dropped || !report.analysis.complete)
            return;
        std::vector<ttt::Cell> continuation { cell };
        continuation.insert(continuation.end(), report.analysis.principalVariation.begin(),
            report.analysis.principalVariation.end());
        const auto known = m_remembered.find(key);
        if (known != m_remembered.end() && std::size_t(cell) < known->second.continuations.size())
            known->second.continuations[cell] = continuation;
        if (key == currentKey()) {
            m_continuations[cell] = continuation;
            emit analysisChanged();
        }
        return;
    }
    if (report.ticket != m_analysisTicket)
        return; // a search for a position no longer shown
    if (report.dropped) {
        // Stopped before it began: what was known stays, and nothing more comes.
        m_analysisTicket = 0;
        m_status.state = AnalysisStatus::State::Stopped;
        remember(currentKey()).status = m_status;
        emit analysisChanged();
        if (m_pendingReply)
            playPendingReply();
        return;
    }
    const bool changedResults = !(report.analysis.evaluation == m_analysis.evaluation)
        || report.analysis.moves != m_analysis.moves
        || report.analysis.complete != m_analysis.complete
        || report.analysis.principalVariation != m_analysis.principalVariation;
    m_status.cellsProven = report.cellsProven;
    m_status.cellsTotal = report.cellsTotal;
    m_status.positions = report.positions;
    m_status.seconds = report.seconds;
    if (report.finished) {
        m_analysisTicket = 0;
        m_status.state = report.analysis.complete ? AnalysisStatus::State::Complete
                                                  : AnalysisStatus::State::Stopped;
    }
    Remembered& known = remember(currentKey());
    known.analysis = report.analysis;
    known.status = m_status;
    if (changedResults)
        applyAnalysis(report.analysis);
    emit analysisChanged();
    if (m_pendingReply && m_status.state != AnalysisStatus::State::Running)
        playPendingReply();
}

void PositionModel::stopAnalysis()
{
    if (isAnalysing())
        m_runner->stop();
}

bool PositionModel::countsGames() const
{
    return ttt::canCountGames(m_state.board.geometry());
}

void PositionModel::requestContinuation(ttt::Cell cell)
{
    if (!m_hasAnalysis || isOver() || !m_state.board.geometry().isValidCell(cell)
        || m_state.board.at(cell) != ttt::Mark::Empty || !m_analysis.complete
        || ttt::isTabulated(m_state.board.geometry()))
        return;
    const AnalysisKey key = currentKey();
    if (const auto known = m_remembered.find(key);
        known == m_remembered.end() || !known->second.continuations[cell].empty())
        return; // found already
    for (const auto& [ticket, request] : m_lineTickets) {
        if (request.first == key && request.second == cell)
            return; // asked already
    }
    // A move that ends the game has no line after it.
    const ttt::Evaluation& evaluation = *m_moveEvaluations[cell];
    if (evaluation.isProven() && evaluation.plies <= 1 && m_rules != ttt::Rules::LineScore)
        return;
    const ttt::Mark toMove = *m_sideToMove;
    const quint64 ticket = m_runner->enqueue(
        { m_state.board.with(cell, toMove), ttt::other(toMove), m_rules, true, m_searchThreads });
    m_lineTickets[ticket] = { key, cell };
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

bool PositionModel::pushEdit(const PositionState& after, const QString& description, int kind)
{
    if (after == m_state)
        return false;
    m_undoStack->push(new PositionCommand(this, m_state, after, description, kind));
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
    return pushEdit({ ttt::Board(board().geometry()), std::nullopt }, tr("Clear the board"));
}

bool PositionModel::changeBoard(const ttt::Geometry& geometry)
{
    return pushEdit({ ttt::Board(geometry), std::nullopt },
        tr("New %1 board, %2").arg(Wording::sizeName(geometry), Wording::inARow(geometry.k())));
}

bool PositionModel::replaceBoard(const ttt::Board& board, const QString& description)
{
    return pushEdit({ board, std::nullopt }, description);
}

bool PositionModel::replacePosition(const ttt::Position& position, const QString& description)
{
    setRules(position.rules);
    setFirstPlayer(position.firstPlayer);
    return pushEdit({ position.board, position.toMove }, description);
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

    const bool reply
        = withPerfectReply && ttt::gameState(after.board, m_rules) == ttt::GameState::InProgress;
    if (reply && !ttt::isTabulated(geometry)) {
        // The reply waits for the search of the position after the move.
        pushEdit(after, description, PositionCommand::AwaitsReply);
        m_pendingReply = true;
        if (m_replyTimeLimit > 0)
            m_replyTimer.start(m_replyTimeLimit * 1000);
        if (!isAnalysing())
            playPendingReply(); // proven before: no need to wait
        else
            emit analysisChanged(); // the status now says the reply waits
        return true;
    }
    if (reply) {
        const ttt::Analysis answer = ttt::analyze(after.board, replier, m_rules);
        if (!answer.principalVariation.empty()) {
            const ttt::Cell replyCell = answer.principalVariation.front();
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

std::optional<ttt::Cell> PositionModel::bestMoveSoFar() const
{
    if (m_analysis.complete && !m_analysis.principalVariation.empty())
        return m_analysis.principalVariation.front();
    // The most promising move; among equals, the faster win or the slower loss, then the
    // first in cell order.
    const ttt::MoveAnnotation* best = nullptr;
    for (const ttt::MoveAnnotation& move : m_analysis.moves) {
        if (!best) {
            best = &move;
            continue;
        }
        const int a = promise(move.evaluation);
        const int b = promise(best->evaluation);
        const bool faster = move.evaluation.outcome == ttt::Outcome::Win
            ? move.evaluation.plies < best->evaluation.plies
            : move.evaluation.plies > best->evaluation.plies;
        if (a > b || (a == b && move.evaluation.isProven() && faster))
            best = &move;
    }
    if (!best)
        return std::nullopt;
    return best->cell;
}

void PositionModel::playPendingReply()
{
    if (!m_pendingReply)
        return;
    m_pendingReply = false;
    m_replyTimer.stop();
    if (!m_hasAnalysis || isOver())
        return;
    const std::optional<ttt::Cell> cell = bestMoveSoFar();
    if (!cell)
        return;
    const bool proven = m_analysis.complete;
    const ttt::Mark replier = *m_sideToMove;
    PositionState after = m_state;
    after.board.set(*cell, replier);
    if (after.whatIfSideToMove)
        after.whatIfSideToMove = ttt::other(replier);
    // The step's name covers the move before the reply too: the two become one step.
    const QString previous = m_undoStack->text(m_undoStack->index() - 1);
    const QString description = tr("%1, %2 replies %3")
                                    .arg(previous, Wording::markName(replier),
                                        Wording::cellName(board().geometry(), *cell));
    m_playingReply = true;
    pushEdit(after, description, PositionCommand::Reply);
    m_playingReply = false;
    emit replyPlayed(*cell, proven);
}

bool PositionModel::playBestMove()
{
    if (!hasMoveEvaluations() || !m_analysis.complete || m_analysis.principalVariation.empty())
        return false;
    return playMove(m_analysis.principalVariation.front(), false);
}

void PositionModel::setReplyTimeLimit(int seconds)
{
    m_replyTimeLimit = std::max(0, seconds);
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
