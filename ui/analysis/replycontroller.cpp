// The perfect reply and training.
#include "analysis/replycontroller.h"

#include "document/positiondocument.h"
#include "document/positionmodel.h"

#include "ttt/estimate.h"

#include <algorithm>

ReplyController::ReplyController(
    const PositionModel* model, PositionDocument* document, QObject* parent)
    : QObject(parent)
    , m_model(model)
    , m_document(document)
{
    m_replyTimer.setSingleShot(true);
    connect(&m_replyTimer, &QTimer::timeout, this, &ReplyController::playPendingReply);
}

bool ReplyController::playMove(ttt::Cell cell, bool withPerfectReply)
{
    if (!m_model->canPlay(cell))
        return false;
    const ttt::Mark mover = *m_model->sideToMove();
    const ttt::Rules rules = m_model->rules();
    const ttt::Board played = m_model->board().with(cell, mover);
    if (!withPerfectReply || ttt::gameState(played, rules) != ttt::GameState::InProgress)
        return m_document->play(cell, mover);
    if (ttt::isTabulated(played.geometry())) {
        const ttt::Analysis answer = ttt::analyze(played, ttt::other(mover), rules);
        return m_document->play(cell, mover,
            answer.principalVariation.empty() ? std::nullopt
                                              : std::optional(answer.principalVariation.front()));
    }
    // The reply waits for the search of the position after the move.
    m_document->play(cell, mover, std::nullopt, true);
    m_pendingReply = true;
    if (m_replyTimeLimit > 0)
        m_replyTimer.start(m_replyTimeLimit * 1000);
    if (!m_model->isAnalysing())
        playPendingReply(); // proven before: no need to wait
    else
        emit replyAwaited();
    return true;
}

bool ReplyController::playBestMove()
{
    const ttt::Analysis& analysis = m_model->analysis();
    if (!m_model->hasMoveEvaluations() || !analysis.complete || analysis.principalVariation.empty())
        return false;
    return playMove(analysis.principalVariation.front(), false);
}

void ReplyController::setReplyTimeLimit(int seconds)
{
    m_replyTimeLimit = std::max(0, seconds);
}

void ReplyController::positionEdited()
{
    if (m_playingReply)
        return;
    m_pendingReply = false;
    m_replyTimer.stop();
}

void ReplyController::analysisSettled()
{
    if (m_pendingReply)
        playPendingReply();
}

std::optional<ttt::Cell> ReplyController::bestMoveSoFar() const
{
    return ttt::estimatedBestMove(
        m_model->board(), *m_model->sideToMove(), m_model->rules(), m_model->analysis());
}

void ReplyController::playPendingReply()
{
    if (!m_pendingReply)
        return;
    m_pendingReply = false;
    m_replyTimer.stop();
    if (!m_model->hasMoveEvaluations())
        return;
    const std::optional<ttt::Cell> cell = bestMoveSoFar();
    if (!cell)
        return;
    // Proven: the analysis is complete, or the move is a proven win (a big board's threats).
    const std::optional<ttt::Evaluation> evaluation = m_model->moveEvaluation(*cell);
    const bool proven = m_model->analysis().complete
        || (evaluation && evaluation->isProven() && evaluation->outcome == ttt::Outcome::Win);
    m_playingReply = true;
    const bool played = m_document->playReply(*cell, *m_model->sideToMove());
    m_playingReply = false;
    if (played)
        emit replyPlayed(*cell, proven);
}

void ReplyController::setTraining(bool on)
{
    if (on == m_training)
        return;
    m_training = on;
    emit trainingChanged();
}

bool ReplyController::answersHiddenAt(const ttt::GamePath& path) const
{
    return m_training && m_document->game().movesAfter(path).empty();
}

bool ReplyController::answersHidden() const
{
    return answersHiddenAt(m_document->place());
}
