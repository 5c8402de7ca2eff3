// The sharpness figures of the position shown: the only move, and the traps of each tie.
#include "analysis/sharpness.h"

#include "analysis/analysisservice.h"
#include "document/positionmodel.h"

Sharpness::Sharpness(const PositionModel* model, AnalysisService* service, QObject* parent)
    : QObject(parent)
    , m_model(model)
    , m_service(service)
{
    connect(m_service, &AnalysisService::reviewed, this, &Sharpness::refresh);
}

void Sharpness::setWantedCell(int cell)
{
    if (cell == m_wantedCell)
        return;
    m_wantedCell = cell;
    refresh();
}

void Sharpness::setEveryCellWanted(bool wanted)
{
    if (wanted == m_everyCell)
        return;
    m_everyCell = wanted;
    refresh();
}

Sharpness::Missing Sharpness::missing() const
{
    if (m_model->rules() == ttt::Rules::LineScore)
        return Missing::LineScore;
    if (!m_model->hasMoveEvaluations() || !m_model->sideToMove())
        return Missing::NoMoves;
    if (m_model->answersHidden())
        return Missing::Training;
    return m_model->analysis().evaluation.isProven() ? Missing::Nothing : Missing::NotProven;
}

bool Sharpness::isOnlyMove(ttt::Cell cell) const
{
    return m_onlyMove == cell;
}

std::optional<ttt::Traps> Sharpness::traps(ttt::Cell cell) const
{
    if (cell < 0 || std::size_t(cell) >= m_traps.size())
        return std::nullopt;
    return m_traps[std::size_t(cell)];
}

void Sharpness::askFor(ttt::Cell cell)
{
    const ttt::Mark mover = *m_model->sideToMove();
    const ttt::Board after = m_model->board().with(cell, mover);
    const std::optional<ttt::Analysis> replies
        = m_service->provenAnalysis(after, ttt::other(mover), m_model->rules());
    if (replies)
        m_traps[std::size_t(cell)] = ttt::trapsIn(*replies);
    else
        m_service->analyseLater(after, ttt::other(mover), m_model->rules());
}

void Sharpness::refresh()
{
    const std::optional<ttt::Cell> onlyMove = m_onlyMove;
    const std::vector<std::optional<ttt::Traps>> traps = m_traps;
    m_onlyMove.reset();
    m_traps.assign(std::size_t(m_model->board().cellCount()), std::nullopt);
    const ttt::Analysis& analysis = m_model->analysis();
    // Nothing before the position's own result is proven: its search comes first.
    if (m_model->hasMoveEvaluations() && m_model->sideToMove()
        && m_model->rules() != ttt::Rules::LineScore && analysis.evaluation.isProven()) {
        if (const std::optional<std::vector<ttt::Cell>> keeping = ttt::movesKeepingResult(analysis);
            keeping && keeping->size() == 1 && analysis.moves.size() > 1)
            m_onlyMove = keeping->front();
        for (const ttt::MoveAnnotation& move : analysis.moves) {
            const bool wanted = m_everyCell || move.cell == m_wantedCell;
            if (wanted && move.evaluation.isProven() && move.evaluation.outcome == ttt::Outcome::Tie
                && move.evaluation.plies > 1)
                askFor(move.cell);
        }
    }
    if (onlyMove != m_onlyMove || traps != m_traps)
        emit changed();
}
