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
    setState(freshGame(board, m_whatIf));
}

PositionState PositionModel::freshGame(
    const ttt::Board& board, std::optional<ttt::Mark> whatIf) const
{
    return { ttt::Game(ttt::Position { board, m_rules, m_firstPlayer, whatIf }), {} };
}

void PositionModel::alignSettings()
{
    const ttt::Position& start = m_state.game.start();
    if (start.rules == m_rules && start.firstPlayer == m_firstPlayer)
        return;
    ttt::Position aligned = start;
    aligned.rules = m_rules;
    aligned.firstPlayer = m_firstPlayer;
    restart(std::move(aligned));
}

void PositionModel::restart(ttt::Position start)
{
    const ttt::Game& game = m_state.game;
    if (!game.hasMoves()) {
        m_state.game = ttt::Game(std::move(start));
        return;
    }
    // The moves keep their sides: where the new settings would give the first move to the other
    // side, the start names its side (what-if).
    const std::optional<ttt::Mark> first
        = start.toMove ? start.toMove : ttt::sideToMove(start.board, start.firstPlayer);
    if (first != game.firstMover())
        start.toMove = game.firstMover();
    if (ttt::Game::canStartFrom(start)) {
        m_state.game = game.withStart(std::move(start));
        return;
    }
    // The board shown, as a new start.
    const ttt::Board shown = game.boardAt(m_state.at);
    const std::optional<ttt::Mark> whatIf
        = game.start().toMove ? std::optional(game.sideToMoveAt(m_state.at)) : std::nullopt;
    m_state = freshGame(shown, whatIf);
}

void PositionModel::setState(const PositionState& state)
{
    if (state == m_state)
        return;
    m_state = state;
    // A state from the history may carry rules or a first player changed since: the window's
    // settings hold.
    alignSettings();
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
    alignSettings();
    changed();
    emit rulesChanged();
}

void PositionModel::setFirstPlayer(ttt::Mark firstPlayer)
{
    assert(firstPlayer != ttt::Mark::Empty);
    if (firstPlayer == m_firstPlayer)
        return;
    m_firstPlayer = firstPlayer;
    alignSettings();
    changed();
    emit firstPlayerChanged();
}

void PositionModel::setWhatIfSideToMove(std::optional<ttt::Mark> side)
{
    assert(side != ttt::Mark::Empty);
    setState(freshGame(m_board, side));
}

void PositionModel::changed()
{
    recompute();
    emit positionChanged();
    emit analysisChanged();
}

void PositionModel::recompute()
{
    const ttt::Game& game = m_state.game;
    m_board = game.boardAt(m_state.at);
    // A side named at the start goes on alternating, as in the game.
    m_whatIf = game.start().toMove ? std::optional(game.sideToMoveAt(m_state.at)) : std::nullopt;
    const ttt::Board& board = m_board;
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
    if (m_whatIf)
        m_sideToMove = m_whatIf;
    else if (!m_state.at.empty())
        m_sideToMove = game.sideToMoveAt(m_state.at); // after moves: the side the game gives
    else if (!ttt::lineEndsGame(m_rules))
        m_sideToMove = suggestedSideToMove();
    else
        m_sideToMove = m_paritySide;
    m_hasAnalysis = m_sideToMove && m_gameState != ttt::GameState::BothWon
        && (m_problems.empty() || m_whatIf);

    recomputeAnalysis();
}

PositionModel::AnalysisKey PositionModel::keyOf(const ttt::Board& board, ttt::Mark toMove) const
{
    const ttt::Geometry& geometry = board.geometry();
    return { geometry.columns(), geometry.rows(), geometry.k(), board.cells(ttt::Mark::X),
        board.cells(ttt::Mark::O), int(toMove), int(m_rules) };
}

PositionModel::AnalysisKey PositionModel::currentKey() const
{
    return keyOf(m_board, m_sideToMove.value_or(ttt::Mark::Empty));
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
    if (m_analysisTicket != 0 || !m_lineTickets.empty() || !m_reviewTickets.empty())
        m_runner->stop();
    m_analysisTicket = 0;
    m_lineTickets.clear();
    m_reviewTickets.clear();
    if (!m_pendingProofPath.isEmpty()) {
        // A proof asked for the position shown before: it is gone.
        ProofReport dropped;
        dropped.path = std::exchange(m_pendingProofPath, QString());
        dropped.error = tr("The proof was not written: the board changed before its analysis "
                           "finished.");
        emit proofWritten(dropped);
    }

    const ttt::Board& board = m_board;
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
        queueReview();
        return;
    }
    m_status.state = AnalysisStatus::State::Running;
    m_analysisTicket = m_runner->start({ board, toMove, m_rules, false, m_searchThreads, {} });
    queueReview();
    emit analysisStarted();
}

void PositionModel::queueReview()
{
    // Every position of the game that a search has not proven yet, after the one shown: the
    // line through it first, then the rest of the tree.
    const ttt::Game& game = m_state.game;
    if (ttt::isTabulated(game.start().board.geometry()) || !ttt::Game::canStartFrom(game.start()))
        return;
    std::vector<ttt::GamePath> places;
    const ttt::GamePath line = game.lineThrough(m_state.at);
    for (std::size_t length = 0; length <= line.size(); ++length)
        places.emplace_back(line.begin(), line.begin() + std::ptrdiff_t(length));
    std::vector<ttt::GamePath> pending { {} };
    while (!pending.empty()) {
        const ttt::GamePath place = pending.back();
        pending.pop_back();
        places.push_back(place);
        for (int index = 0; index < int(game.movesAfter(place).size()); ++index) {
            ttt::GamePath next = place;
            next.push_back(index);
            pending.push_back(next);
        }
    }
    const AnalysisKey shown = currentKey();
    std::vector<AnalysisKey> queued;
    for (const ttt::GamePath& place : places) {
        if (game.isOverAt(place))
            continue;
        const ttt::Board board = game.boardAt(place);
        const ttt::Mark side = game.sideToMoveAt(place);
        const AnalysisKey key = keyOf(board, side);
        if (key == shown || std::find(queued.begin(), queued.end(), key) != queued.end())
            continue;
        if (const auto known = m_remembered.find(key);
            known != m_remembered.end() && known->second.analysis.complete)
            continue;
        queued.push_back(key);
        m_reviewTickets[m_runner->enqueue({ board, side, m_rules, false, m_searchThreads, {} })]
            = key;
    }
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
    if (report.ticket == m_proofTicket && m_proofTicket != 0) {
        if (!report.finished) {
            emit proofProgress(report.proof->nodes, report.seconds);
            return;
        }
        m_proofTicket = 0;
        ProofReport written;
        if (report.proof) {
            written = *report.proof;
        } else {
            // Dropped before it began: the board changed, or Stop came first.
            written.error = tr("The proof was not written: the analysis was stopped, or the "
                               "board changed, before it began.");
        }
        emit proofWritten(written);
        return;
    }
    if (const auto review = m_reviewTickets.find(report.ticket); review != m_reviewTickets.end()) {
        if (!report.finished)
            return;
        const AnalysisKey key = review->second;
        m_reviewTickets.erase(review);
        if (report.dropped || !report.analysis.complete)
            return;
        Remembered& known = remember(key);
        known.analysis = report.analysis;
        known.status = { AnalysisStatus::State::Complete, report.cellsProven, report.cellsTotal,
            report.positions, report.seconds };
        if (known.continuations.size() != std::size_t(m_board.cellCount()))
            known.continuations.assign(std::size_t(m_board.cellCount()), {});
        emit reviewChanged();
        return;
    }
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
        if (!m_pendingProofPath.isEmpty())
            sendPendingProof();
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
    if (m_status.state == AnalysisStatus::State::Complete)
        emit reviewChanged();
    if (m_pendingReply && m_status.state != AnalysisStatus::State::Running)
        playPendingReply();
    if (!m_pendingProofPath.isEmpty() && m_status.state != AnalysisStatus::State::Running)
        sendPendingProof();
}

void PositionModel::stopAnalysis()
{
    if (isAnalysing() || m_proofTicket != 0)
        m_runner->stop();
}

bool PositionModel::canExportProof() const
{
    return m_hasAnalysis && !isOver() && m_rules != ttt::Rules::LineScore;
}

void PositionModel::exportProof(const QString& path)
{
    if (!canExportProof())
        return;
    m_pendingProofPath = path;
    if (!isAnalysing())
        sendPendingProof();
}

void PositionModel::sendPendingProof()
{
    // The proof of what the analysis shown has proven, complete or stopped; the engine's table
    // still holds most of it.
    const QString path = std::exchange(m_pendingProofPath, QString());
    if (path.isEmpty() || !canExportProof())
        return;
    AnalysisRequest request { m_board, *m_sideToMove, m_rules, false, m_searchThreads, {} };
    request.proof = ProofRequest { path, m_analysis };
    m_proofTicket = m_runner->enqueueFirst(request);
}

bool PositionModel::countsGames() const
{
    return ttt::canCountGames(m_board.geometry());
}

void PositionModel::requestContinuation(ttt::Cell cell)
{
    if (!m_hasAnalysis || isOver() || !m_board.geometry().isValidCell(cell)
        || m_board.at(cell) != ttt::Mark::Empty || !m_analysis.complete
        || ttt::isTabulated(m_board.geometry()))
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
        { m_board.with(cell, toMove), ttt::other(toMove), m_rules, true, m_searchThreads, {} });
    m_lineTickets[ticket] = { key, cell };
}

void PositionModel::recomputeSymmetry()
{
    const ttt::Board& board = m_board;
    m_canonicalBoard = board.canonical();
    m_symmetryToCanonical = ttt::Symmetry::Identity;
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
    return pushEdit(freshGame(board().with(cell, mark), whatIfSideToMove()), description);
}

bool PositionModel::clearBoard()
{
    return pushEdit(freshGame(ttt::Board(board().geometry()), std::nullopt), tr("Clear the board"));
}

bool PositionModel::changeBoard(const ttt::Geometry& geometry)
{
    return pushEdit(freshGame(ttt::Board(geometry), std::nullopt),
        tr("New %1 board, %2").arg(Wording::sizeName(geometry), Wording::inARow(geometry.k())));
}

bool PositionModel::replaceBoard(const ttt::Board& board, const QString& description)
{
    return pushEdit(freshGame(board, std::nullopt), description);
}

bool PositionModel::replacePosition(const ttt::Position& position, const QString& description)
{
    setRules(position.rules);
    setFirstPlayer(position.firstPlayer);
    return pushEdit(freshGame(position.board, position.toMove), description);
}

bool PositionModel::replaceGame(const ttt::Game& game, const QString& description)
{
    setRules(game.start().rules);
    setFirstPlayer(game.start().firstPlayer);
    return pushEdit({ game, {} }, description);
}

ttt::Game PositionModel::recordedGame() const
{
    ttt::Position start = m_state.game.start();
    start.rules = m_rules;
    start.firstPlayer = m_firstPlayer;
    return m_state.game.withStart(std::move(start));
}

bool PositionModel::goTo(const ttt::GamePath& path)
{
    if (path == m_state.at || !m_state.game.contains(path))
        return false;
    PositionState state = m_state;
    state.at = path;
    setState(state);
    return true;
}

bool PositionModel::stepBack()
{
    if (m_state.at.empty())
        return false;
    return goTo(ttt::GamePath(m_state.at.begin(), m_state.at.end() - 1));
}

bool PositionModel::stepForward()
{
    if (m_state.game.movesAfter(m_state.at).empty())
        return false;
    ttt::GamePath next = m_state.at;
    next.push_back(0);
    return goTo(next);
}

bool PositionModel::goToStart()
{
    return goTo({});
}

bool PositionModel::goToEnd()
{
    return goTo(m_state.game.lineThrough(m_state.at));
}

bool PositionModel::promoteVariation(const ttt::GamePath& path)
{
    if (path.empty() || !m_state.game.contains(path))
        return false;
    PositionState after = m_state;
    const ttt::GamePath promoted = after.game.promote(path);
    if (promoted == path)
        return false; // on the line already
    // The place shown moves with the branch it is on: the promoted move goes to the front of
    // its siblings, and those before it one place on.
    std::size_t step = 0;
    while (step < path.size() && promoted[step] == path[step])
        ++step;
    ttt::GamePath& at = after.at;
    if (at.size() > step
        && std::equal(path.begin(), path.begin() + std::ptrdiff_t(step), at.begin())) {
        if (at[step] == path[step])
            at[step] = 0;
        else if (at[step] < path[step])
            ++at[step];
    }
    const ttt::Geometry& geometry = board().geometry();
    return pushEdit(after,
        tr("Make %1 the main line")
            .arg(QString::fromStdString(ttt::cellName(geometry, m_state.game.moveAt(path).cell))));
}

bool PositionModel::deleteMove(const ttt::GamePath& path)
{
    if (path.empty() || !m_state.game.contains(path))
        return false;
    PositionState after = m_state;
    after.game.remove(path);
    // The place shown leaves the removed branch for the place before it; a later sibling's
    // place moves up one.
    ttt::GamePath& at = after.at;
    const std::size_t last = path.size() - 1;
    if (at.size() > last
        && std::equal(path.begin(), path.begin() + std::ptrdiff_t(last), at.begin())) {
        if (at[last] == path[last])
            at.resize(last);
        else if (at[last] > path[last])
            --at[last];
    }
    const ttt::Geometry& geometry = board().geometry();
    return pushEdit(after,
        tr("Delete %1 and the moves after it")
            .arg(QString::fromStdString(ttt::cellName(geometry, m_state.game.moveAt(path).cell))));
}

std::optional<ttt::Analysis> PositionModel::analysisAt(const ttt::GamePath& path) const
{
    const ttt::Game& game = m_state.game;
    if (!game.contains(path) || !ttt::Game::canStartFrom(game.start()))
        return std::nullopt;
    const ttt::Board board = game.boardAt(path);
    const ttt::Mark side = game.sideToMoveAt(path);
    if (ttt::isTabulated(board.geometry()))
        return ttt::analyze(board, side, m_rules);
    const auto known = m_remembered.find(keyOf(board, side));
    if (known == m_remembered.end() || !known->second.analysis.complete)
        return std::nullopt;
    return known->second.analysis;
}

std::optional<ttt::MoveGrade> PositionModel::gradeAt(const ttt::GamePath& path) const
{
    if (path.empty() || !m_state.game.contains(path))
        return std::nullopt;
    const std::optional<ttt::Analysis> before
        = analysisAt(ttt::GamePath(path.begin(), path.end() - 1));
    if (!before)
        return std::nullopt;
    return ttt::gradeMove(*before, m_state.game.moveAt(path).cell);
}

void PositionModel::setTraining(bool on)
{
    if (on == m_training)
        return;
    m_training = on;
    emit analysisChanged();
    emit reviewChanged();
}

bool PositionModel::answersHidden() const
{
    return m_training && m_state.game.movesAfter(m_state.at).empty();
}

bool PositionModel::playMove(ttt::Cell cell, bool withPerfectReply)
{
    if (!canPlay(cell))
        return false;
    const ttt::Mark mover = *m_sideToMove;
    const ttt::Mark replier = ttt::other(mover);
    PositionState after = m_state;
    if (!after.game.canPlay(after.at, cell) || after.game.sideToMoveAt(after.at) != mover) {
        // The game cannot go on from here as it is (a start whose counts do not say whose turn
        // it is, as line-score allows): the board shown starts a game with its side named.
        after = freshGame(m_board, mover);
    }
    after.at = after.game.play(after.at, cell);
    const ttt::Board played = after.game.boardAt(after.at);
    const ttt::Geometry& geometry = board().geometry();
    QString description
        = tr("%1 plays %2").arg(Wording::markName(mover), Wording::cellName(geometry, cell));

    const bool reply
        = withPerfectReply && ttt::gameState(played, m_rules) == ttt::GameState::InProgress;
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
        const ttt::Analysis answer = ttt::analyze(played, replier, m_rules);
        if (!answer.principalVariation.empty()) {
            const ttt::Cell replyCell = answer.principalVariation.front();
            after.at = after.game.play(after.at, replyCell);
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
    if (!after.game.canPlay(after.at, *cell))
        return;
    after.at = after.game.play(after.at, *cell);
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

bool PositionModel::transformBoard(ttt::Symmetry symmetry)
{
    assert(board().geometry().hasSymmetry(symmetry));
    return pushEdit(freshGame(board().transformed(symmetry), whatIfSideToMove()),
        Wording::symmetryEdit(symmetry));
}

bool PositionModel::chooseSideToMove(std::optional<ttt::Mark> side)
{
    assert(side != ttt::Mark::Empty);
    const QString description = side ? tr("What if %1 is to move").arg(Wording::markName(*side))
                                     : tr("Side to move by the counts");
    return pushEdit(freshGame(board(), side), description);
}
