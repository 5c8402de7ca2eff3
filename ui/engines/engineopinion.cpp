// The engine consulted (engineopinion.h).
#include "engines/engineopinion.h"

#include "document/positionmodel.h"
#include "words/wording.h"

#include "ttt/legality.h"

namespace {

// How long a position must stay shown before it is sent: stepping through a game sends only
// where it stops.
constexpr int kSettleMilliseconds = 250;

} // namespace

EngineOpinion::EngineOpinion(PositionModel* model, QObject* parent)
    : QObject(parent)
    , m_model(model)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMilliseconds);
    connect(&m_settle, &QTimer::timeout, this, &EngineOpinion::askNow);
    connect(m_model, &PositionModel::positionChanged, this, &EngineOpinion::positionChanged);
}

EngineOpinion::~EngineOpinion() = default;

void EngineOpinion::setEngine(const QString& program, const QString& name)
{
    if (m_brain && m_brain->program() == program) {
        m_name = name;
        m_brain->setName(name);
        if (m_status == Status::Failed) {
            m_asked.reset(); // chosen again after it failed: it is run again, every size tried
            m_brain->forgetRefusals();
            askNow();
        }
        return;
    }
    clearEngine();
    m_name = name;
    m_brain = std::make_unique<BrainProcess>(program);
    m_brain->setName(name);
    connect(m_brain.get(), &BrainProcess::answered, this, &EngineOpinion::brainAnswered);
    connect(m_brain.get(), &BrainProcess::failed, this, &EngineOpinion::brainFailed);
    askNow();
}

void EngineOpinion::clearEngine()
{
    m_settle.stop();
    m_brain.reset();
    m_name.clear();
    m_asked.reset();
    m_awaitedPosition.reset();
    m_status = Status::None;
    emit changed();
}

void EngineOpinion::setThinkMilliseconds(int milliseconds)
{
    if (milliseconds == m_thinkMilliseconds)
        return;
    m_thinkMilliseconds = milliseconds;
    if (m_brain) {
        m_asked.reset(); // asked again, with the new time
        askNow();
    }
}

void EngineOpinion::setPlaysOtherSide(bool on)
{
    m_playsOtherSide = on;
    if (!on)
        m_awaitedPosition.reset();
}

void EngineOpinion::cancelAwaitedMove()
{
    m_awaitedPosition.reset();
}

void EngineOpinion::playedByPerson()
{
    if (!m_playsOtherSide || !m_brain)
        return;
    m_awaitedPosition = shown();
    // The position after the move is asked at once, not after a moment.
    m_settle.stop();
    askNow();
}

std::optional<ttt::Cell> EngineOpinion::move() const
{
    if (m_status != Status::Answered)
        return std::nullopt;
    return m_opinion.move;
}

QString EngineOpinion::text() const
{
    switch (m_status) {
    case Status::None:
        return QString();
    case Status::Unplayable:
        return m_why;
    case Status::Thinking:
        return tr("%1 is thinking…").arg(m_name);
    case Status::Failed:
        return m_why;
    case Status::Answered:
        break;
    }
    QStringList parts { Wording::cellName(m_model->board().geometry(), m_opinion.move) };
    if (!m_opinion.evaluation.isEmpty())
        parts << tr("evaluation %1").arg(m_opinion.evaluation);
    if (!m_opinion.depth.isEmpty())
        parts << tr("depth %1").arg(m_opinion.depth);
    if (!m_opinion.line.isEmpty())
        parts << tr("line %1").arg(m_opinion.line);
    return tr("%1 (%2's opinion, not a proof)").arg(parts.join(QStringLiteral(" · ")), m_name);
}

void EngineOpinion::positionChanged()
{
    if (!m_brain)
        return;
    if (m_awaitedPosition && shown() != m_awaitedPosition)
        m_awaitedPosition.reset(); // the person went elsewhere: the answer is not wanted
    if (m_asked && shown() == m_asked)
        return; // the same position (a repaint, a preference)
    m_brain->cancel();
    m_status = Status::Thinking;
    m_settle.start();
    emit changed();
}

std::optional<EngineOpinion::Asked> EngineOpinion::shown() const
{
    const std::optional<ttt::Mark> toMove = m_model->sideToMove();
    if (!toMove)
        return std::nullopt;
    return Asked { m_model->board(), *toMove, m_model->rules() };
}

void EngineOpinion::askNow()
{
    if (!m_brain)
        return;
    const std::optional<Asked> position = shown();
    m_asked = position;
    const ttt::Geometry& geometry = m_model->board().geometry();
    if (const std::optional<QString> why = BrainProcess::unplayable(geometry, m_model->rules())) {
        m_brain->cancel();
        m_status = Status::Unplayable;
        m_why = *why;
        emit changed();
        return;
    }
    if (!position
        || ttt::gameState(position->board, position->rules) != ttt::GameState::InProgress) {
        m_brain->cancel();
        m_status = Status::Unplayable;
        m_why = !position ? tr("No side is to move here, so %1 has nothing to say.").arg(m_name)
                          : tr("The game is over: %1 is not asked.").arg(m_name);
        emit changed();
        return;
    }
    if (const std::optional<QString> why = m_brain->refusal(geometry)) {
        // Refused once: not started again for every position of that size.
        m_brain->cancel();
        m_status = Status::Failed;
        m_why = *why;
        emit changed();
        return;
    }
    // The game's moves to the place shown, in order.
    std::vector<ttt::Cell> order;
    ttt::GamePath path;
    for (const int branch : m_model->place()) {
        path.push_back(branch);
        order.push_back(m_model->game().moveAt(path).cell);
    }
    m_status = Status::Thinking;
    m_brain->ask(position->board, position->toMove, position->rules, order, m_thinkMilliseconds);
    emit changed();
}

void EngineOpinion::brainAnswered(const BrainOpinion& opinion)
{
    m_opinion = opinion;
    m_status = Status::Answered;
    emit changed();
    if (m_playsOtherSide && m_awaitedPosition && m_awaitedPosition == shown()) {
        m_awaitedPosition.reset();
        if (m_model->canPlay(opinion.move) && m_model->playMove(opinion.move, false))
            emit movePlayed(opinion.move);
    }
}

void EngineOpinion::brainFailed(const QString& why)
{
    m_status = Status::Failed;
    m_why = why;
    m_awaitedPosition.reset();
    // Asked again when the position changes: the next ask starts the program anew.
    emit changed();
    emit failed(why);
}
