// The perfect reply and training.
#include "replycontroller.h"

#include "positiondocument.h"
#include "positionmodel.h"

#include <algorithm>

namespace {

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
    const ttt::Analysis& analysis = m_model->analysis();
    if (analysis.complete && !analysis.principalVariation.empty())
        return analysis.principalVariation.front();
    // The most promising move; among equals, the faster win or the slower loss, then the
    // first in cell order.
    const ttt::MoveAnnotation* best = nullptr;
    for (const ttt::MoveAnnotation& move : analysis.moves) {
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
    const bool proven = m_model->analysis().complete;
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
