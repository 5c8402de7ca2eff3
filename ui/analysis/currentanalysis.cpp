// The analysis of the position shown: from the tables, from what is remembered, or from the
// search's reports as they arrive.
#include "analysis/currentanalysis.h"

#include <QCoreApplication>

#include <algorithm>
#include <cassert>

CurrentAnalysis::CurrentAnalysis(AnalysisService* service, QObject* parent)
    : QObject(parent)
    , m_service(service)
{
    connect(m_service, &AnalysisService::positionReported, this, &CurrentAnalysis::received);
    connect(m_service, &AnalysisService::continuationFound, this, &CurrentAnalysis::lineFound);
}

AnalysisKey CurrentAnalysis::key() const
{
    return AnalysisKey::of(m_board, m_toMove.value_or(ttt::Mark::Empty), m_rules);
}

CurrentAnalysis::Source CurrentAnalysis::show(
    const ttt::Board& board, ttt::Rules rules, std::optional<ttt::Mark> toMove, bool over)
{
    // Whatever was searching (the analysis, or a line after one of its moves) is for another
    // position now; its reports are ignored.
    m_service->dropRequests();
    if (!m_pendingProofPath.isEmpty()) {
        // A proof asked for the position shown before: it is gone.
        ProofReport dropped;
        dropped.path = std::exchange(m_pendingProofPath, QString());
        dropped.error = QCoreApplication::translate("PositionModel",
            "The proof was not written: the board changed before its analysis finished.");
        emit proofDropped(dropped);
    }

    m_rules = rules;
    m_toMove = toMove;
    m_over = over;
    clear(board);
    if (!m_toMove)
        return Source::None;
    countGames();
    if (ttt::isTabulated(board.geometry())) {
        answerFromTables();
        return Source::Tables;
    }
    return showRemembered();
}

void CurrentAnalysis::clear(const ttt::Board& board)
{
    m_board = board;
    const auto cells = static_cast<std::size_t>(board.cellCount());
    m_moveEvaluations.assign(cells, std::nullopt);
    m_moveEstimates.assign(cells, -1);
    m_gamesAfter.assign(cells, std::nullopt);
    m_isBestMove.assign(cells, false);
    m_continuations.assign(cells, {});
    m_analysis = {};
    m_gamesLeft = {};
    m_status = {};
}

void CurrentAnalysis::countGames()
{
    if (!ttt::canCountGames(m_board.geometry()))
        return;
    const ttt::Mark toMove = *m_toMove;
    m_gamesLeft = ttt::countGames(m_board, toMove, m_rules);
    for (ttt::Cell cell = 0; cell < m_board.cellCount(); ++cell) {
        if (m_board.at(cell) == ttt::Mark::Empty && !m_over)
            m_gamesAfter[cell]
                = ttt::countGames(m_board.with(cell, toMove), ttt::other(toMove), m_rules);
    }
}

void CurrentAnalysis::answerFromTables()
{
    // Everything at once, each move's best line included.
    const ttt::Mark toMove = *m_toMove;
    const ttt::Analysis analysis = ttt::analyze(m_board, toMove, m_rules);
    for (const ttt::MoveAnnotation& move : analysis.moves) {
        std::vector<ttt::Cell>& continuation = m_continuations[move.cell];
        continuation.push_back(move.cell);
        const ttt::Analysis reply
            = ttt::analyze(m_board.with(move.cell, toMove), ttt::other(toMove), m_rules);
        continuation.insert(
            continuation.end(), reply.principalVariation.begin(), reply.principalVariation.end());
    }
    m_status = { AnalysisStatus::State::Complete, int(analysis.moves.size()),
        int(analysis.moves.size()), 0, 0 };
    applyAnalysis(analysis);
}

CurrentAnalysis::Source CurrentAnalysis::showRemembered()
{
    // What is remembered of the board, else every move unknown, until the search reports.
    const auto cells = static_cast<std::size_t>(m_board.cellCount());
    AnalysisService::Remembered& known = m_service->remember(key());
    if (known.continuations.size() != cells) {
        known.continuations.assign(cells, {});
        known.analysis.rules = m_rules;
        known.analysis.toMove = *m_toMove;
        known.analysis.complete = false;
        known.analysis.evaluation.bound = ttt::Bound::Unknown;
        if (!m_over) {
            for (ttt::Cell cell = 0; cell < m_board.cellCount(); ++cell) {
                if (m_board.at(cell) != ttt::Mark::Empty)
                    continue;
                ttt::Evaluation unknown;
                unknown.bound = ttt::Bound::Unknown;
                known.analysis.moves.push_back({ cell, unknown });
            }
        }
        known.status.cellsTotal = int(known.analysis.moves.size());
    }
    for (ttt::Cell cell = 0; cell < m_board.cellCount(); ++cell) {
        m_continuations[cell] = known.continuations[cell];
        if (m_continuations[cell].empty() && m_board.at(cell) == ttt::Mark::Empty)
            m_continuations[cell] = { cell };
    }
    m_status = known.status;
    applyAnalysis(known.analysis);
    if (known.analysis.complete) {
        m_status.state = AnalysisStatus::State::Complete;
        return Source::Remembered;
    }
    if (known.ended) {
        // A big board's threat search ended at its limit: searching again proves nothing new.
        m_status.state = AnalysisStatus::State::Ended;
        return Source::Remembered;
    }
    if (known.held) {
        // A search an earlier run left unfinished goes on only when the person asks.
        m_status.state = AnalysisStatus::State::Stopped;
        return Source::Held;
    }
    m_status.state = AnalysisStatus::State::Running;
    m_service->analysePosition(m_board, *m_toMove, m_rules);
    return Source::Search;
}

void CurrentAnalysis::applyAnalysis(const ttt::Analysis& analysis)
{
    m_analysis = analysis;
    if (!analysis.complete)
        m_analysis.bestMoves = provenBestMoves(analysis, m_board.cellCount());
    std::fill(m_moveEvaluations.begin(), m_moveEvaluations.end(), std::nullopt);
    std::fill(m_moveEstimates.begin(), m_moveEstimates.end(), -1);
    std::fill(m_isBestMove.begin(), m_isBestMove.end(), false);
    for (const ttt::MoveAnnotation& move : analysis.moves) {
        m_moveEvaluations[move.cell] = move.evaluation;
        m_moveEstimates[move.cell] = move.evaluation.isProven() ? -1 : move.estimate;
    }
    for (ttt::Cell cell : m_analysis.bestMoves)
        m_isBestMove[cell] = true;
}

std::vector<ttt::Cell> CurrentAnalysis::provenBestMoves(const ttt::Analysis& analysis, int cells)
{
    // Where plies are not exact a best move is one with the position's outcome (as in a complete
    // analysis), so it is known as soon as both are proven. Where they are (small boards,
    // line-score) it must wait for every move's exact result.
    std::vector<ttt::Cell> best;
    const ttt::Evaluation& verdict = analysis.evaluation;
    if (!verdict.isProven() || analysis.rules == ttt::Rules::LineScore
        || cells <= ttt::kMaxCellsForExactPlies)
        return best;
    for (const ttt::MoveAnnotation& move : analysis.moves) {
        if (move.evaluation.isProven() && move.evaluation.outcome == verdict.outcome)
            best.push_back(move.cell);
    }
    return best;
}

void CurrentAnalysis::received(const AnalysisReport& report)
{
    // The service has remembered the report: its figures count every search of the position.
    if (const AnalysisService::Remembered* known = m_service->find(key()))
        m_status = known->status;
    if (report.dropped) {
        // Stopped before it began: what was known stays, and nothing more comes.
        m_status.state = AnalysisStatus::State::Stopped;
    } else {
        const bool changedResults = !(report.analysis.evaluation == m_analysis.evaluation)
            || report.analysis.moves != m_analysis.moves
            || report.analysis.complete != m_analysis.complete
            || report.analysis.principalVariation != m_analysis.principalVariation;
        if (report.finished) {
            const bool ended = m_board.cellCount() > ttt::Geometry::kWordCells && !report.stopped;
            m_status.state = report.analysis.complete ? AnalysisStatus::State::Complete
                : ended                               ? AnalysisStatus::State::Ended
                                                      : AnalysisStatus::State::Stopped;
        }
        if (changedResults)
            applyAnalysis(report.analysis);
    }
    emit changed();
    if (m_status.state == AnalysisStatus::State::Complete)
        emit proven();
    // What follows the search may change the position shown (a perfect reply is played): each
    // step asks again whether the search is still over.
    if (!isRunning())
        emit settled();
    if (!m_pendingProofPath.isEmpty() && !isRunning())
        sendPendingProof();
}

void CurrentAnalysis::lineFound(
    const AnalysisKey& key, ttt::Cell cell, const std::vector<ttt::Cell>& line)
{
    if (key != this->key())
        return;
    m_continuations[cell] = line;
    emit changed();
}

std::optional<ttt::Evaluation> CurrentAnalysis::moveEvaluation(ttt::Cell cell) const
{
    assert(m_board.geometry().isValidCell(cell));
    return m_moveEvaluations[cell];
}

int CurrentAnalysis::moveEstimate(ttt::Cell cell) const
{
    assert(m_board.geometry().isValidCell(cell));
    return m_moveEstimates[cell];
}

bool CurrentAnalysis::isBestMove(ttt::Cell cell) const
{
    assert(m_board.geometry().isValidCell(cell));
    return m_isBestMove[cell];
}

const std::vector<ttt::Cell>& CurrentAnalysis::continuation(ttt::Cell cell) const
{
    assert(m_board.geometry().isValidCell(cell));
    return m_continuations[cell];
}

std::optional<ttt::GameCounts> CurrentAnalysis::gamesAfter(ttt::Cell cell) const
{
    assert(m_board.geometry().isValidCell(cell));
    return m_gamesAfter[cell];
}

void CurrentAnalysis::requestContinuation(ttt::Cell cell)
{
    if (!m_toMove || m_over || !m_board.geometry().isValidCell(cell)
        || m_board.at(cell) != ttt::Mark::Empty || ttt::isTabulated(m_board.geometry())
        || !m_moveEvaluations[cell])
        return;
    const ttt::Evaluation& evaluation = *m_moveEvaluations[cell];
    // A big board's proven moves have the forcing lines of their threat proofs as soon as they
    // are proven, once the search has ended; the others' lines wait for the complete analysis.
    const bool threats = m_board.cellCount() > ttt::Geometry::kWordCells;
    if (threats ? (!evaluation.isProven() || isRunning()) : !m_analysis.complete)
        return;
    // A move that ends the game has no line after it.
    if (evaluation.isProven() && evaluation.plies <= 1 && m_rules != ttt::Rules::LineScore)
        return;
    m_service->requestContinuation(key(), m_board, cell, *m_toMove);
}

void CurrentAnalysis::stop()
{
    if (isRunning() || m_service->isWritingProof())
        m_service->stop();
}

bool CurrentAnalysis::canResume() const
{
    return m_toMove && m_status.state == AnalysisStatus::State::Stopped
        && !m_service->isWritingProof();
}

bool CurrentAnalysis::searchFurther()
{
    if (!m_toMove || m_status.state != AnalysisStatus::State::Ended || m_service->isWritingProof())
        return false;
    m_status.state = AnalysisStatus::State::Running;
    m_service->analysePosition(m_board, *m_toMove, m_rules);
    emit changed();
    return true;
}

bool CurrentAnalysis::isHeld() const
{
    const AnalysisService::Remembered* known = m_toMove ? m_service->find(key()) : nullptr;
    return known && known->held && m_status.state == AnalysisStatus::State::Stopped;
}

bool CurrentAnalysis::resume()
{
    if (!canResume())
        return false;
    if (isHeld())
        m_service->remember(key()).held = false;
    m_status.state = AnalysisStatus::State::Running;
    m_service->analysePosition(m_board, *m_toMove, m_rules);
    emit changed();
    return true;
}

bool CurrentAnalysis::canExportProof() const
{
    return m_toMove && !m_over && m_rules != ttt::Rules::LineScore;
}

void CurrentAnalysis::exportProof(const QString& path)
{
    if (!canExportProof())
        return;
    m_pendingProofPath = path;
    if (!isRunning())
        sendPendingProof();
}

void CurrentAnalysis::exportPendingProofNow()
{
    if (m_pendingProofPath.isEmpty() || !canExportProof())
        return;
    if (!isRunning()) {
        sendPendingProof();
        return;
    }
    const QString path = std::exchange(m_pendingProofPath, QString());
    m_service->requestProofNow(path, m_board, *m_toMove, m_rules, m_analysis);
    emit changed();
}

void CurrentAnalysis::sendPendingProof()
{
    // The proof of what the analysis shown has proven, complete or stopped; the engine's table
    // still holds most of it.
    const QString path = std::exchange(m_pendingProofPath, QString());
    if (path.isEmpty() || !canExportProof())
        return;
    m_service->requestProof(path, m_board, *m_toMove, m_rules, m_analysis);
}
