// The explanation of the position shown or of one of its moves: the proof it needs asked for,
// the explanation built from it, and the marks the board draws.
#include "analysis/currentexplanation.h"

#include "document/positionmodel.h"

#include <QTimer>

#include <algorithm>

CurrentExplanation::CurrentExplanation(
    const PositionModel* model, AnalysisService* service, QObject* parent)
    : QObject(parent)
    , m_model(model)
    , m_service(service)
    , m_patience(new QTimer(this))
{
    m_patience->setSingleShot(true);
    connect(m_patience, &QTimer::timeout, this, &CurrentExplanation::refresh);
    m_shownSince.start();
    connect(m_service, &AnalysisService::explanationProofMade, this, &CurrentExplanation::refresh);
    connect(
        m_service, &AnalysisService::explanationProofDropped, this, &CurrentExplanation::refresh);
    connect(m_service, &AnalysisService::threatExplanationFound, this,
        [this](const AnalysisKey& key, std::optional<ttt::Cell> target,
            const std::shared_ptr<const ttt::Explanation>& explanation) {
            if (key != m_threatKey) {
                m_threatKey = key;
                m_threatExplanations.clear();
            }
            m_threatExplanations[target] = explanation;
            refresh();
        });
    connect(m_service, &AnalysisService::explanationProofProgress, this,
        [this](const AnalysisKey& key, std::size_t positions) {
            if (key != m_shown || m_state != State::Proving)
                return;
            m_proofProgress = positions;
            emit changed();
        });
}

void CurrentExplanation::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    refresh();
}

void CurrentExplanation::setTarget(std::optional<ttt::Cell> cell)
{
    const ttt::Board& board = m_model->board();
    if (cell && (!board.geometry().isValidCell(*cell) || board.at(*cell) != ttt::Mark::Empty))
        cell.reset();
    if (cell == m_target)
        return;
    m_target = cell;
    m_explored.reset();
    refresh();
}

void CurrentExplanation::setExplored(std::optional<Explored> explored)
{
    m_explored = std::move(explored);
    computeMarks();
    emit changed();
}

void CurrentExplanation::refresh()
{
    const State state = m_state;
    const NothingWhy nothingWhy = m_nothingWhy;
    const int builds = m_builds;
    const std::optional<ttt::Cell> target = m_target;
    const AnalysisKey shown = m_shown;
    m_shown = AnalysisKey::of(
        m_model->board(), m_model->sideToMove().value_or(ttt::Mark::Empty), m_model->rules());
    if (shown != m_shown) {
        // Another position: the move explained was one of the position before (the pointer,
        // still on the board, names the next).
        m_shownSince.start();
        m_target.reset();
        m_explored.reset();
    }
    update();
    // The search's reports come many times a second: the panel hears only of real changes (a
    // state, an explanation, a target or a position: what the panel says of a state may differ
    // from one position to the next).
    if (state == m_state && builds == m_builds && target == m_target && shown == m_shown
        && (m_state != State::Nothing || nothingWhy == m_nothingWhy))
        return;
    computeMarks();
    emit changed();
}

bool CurrentExplanation::covers(const ttt::Proof& proof) const
{
    const ttt::Mark mover = *m_model->sideToMove();
    const std::optional<ttt::Evaluation> evaluation
        = m_target ? m_model->moveEvaluation(*m_target) : m_model->analysis().evaluation;
    const ttt::ProvenResult proven = ttt::provenResult(proof, m_target, mover);
    if (!evaluation->isProven())
        return evaluation->bound == ttt::Bound::AtLeastTie ? proven.atLeastTie : proven.atMostTie;
    switch (evaluation->outcome) {
    case ttt::Outcome::Win:
        return proven.atLeastWin;
    case ttt::Outcome::Lose:
        return proven.atMostLose;
    case ttt::Outcome::Tie:
        return proven.atLeastTie && proven.atMostTie;
    case ttt::Outcome::None:
        break;
    }
    return false;
}

void CurrentExplanation::update()
{
    const ttt::Board& board = m_model->board();
    if (m_target
        && (!board.geometry().isValidCell(*m_target) || board.at(*m_target) != ttt::Mark::Empty))
        m_target.reset(); // the board changed under it (another size, or a mark there)
    const std::optional<ttt::Mark> toMove = m_model->sideToMove();
    if (!m_active) {
        m_state = State::Inactive;
        return;
    }
    // Nothing to explain, and why (training first: a finished game's result is hidden too).
    const std::optional<NothingWhy> nothing = m_model->rules() == ttt::Rules::LineScore
        ? std::optional(NothingWhy::LineScore)
        : m_model->answersHidden() && m_model->hasMoveEvaluations()
        ? std::optional(NothingWhy::Training)
        : m_model->isOver()                         ? std::optional(NothingWhy::GameOver)
        : !m_model->hasMoveEvaluations() || !toMove ? std::optional(NothingWhy::NoResult)
                                                    : std::nullopt;
    if (nothing) {
        m_state = State::Nothing;
        m_nothingWhy = *nothing;
        return;
    }
    const std::optional<ttt::Evaluation> evaluation
        = m_target ? m_model->moveEvaluation(*m_target) : m_model->analysis().evaluation;
    if (!evaluation || evaluation->bound == ttt::Bound::Unknown) {
        m_state = State::NotProven;
        return;
    }
    const AnalysisKey key = AnalysisKey::of(board, *toMove, m_model->rules());
    if (board.cellCount() > ttt::Geometry::kWordCells) {
        updateFromThreats(key, *evaluation);
        return;
    }
    const std::vector<const AnalysisService::KeptProof*> kept = m_service->keptProofs(key);
    const auto covering = std::find_if(kept.begin(), kept.end(),
        [&](const AnalysisService::KeptProof* proof) { return covers(*proof->proof); });
    if (covering != kept.end()) {
        const bool anotherProof = m_proof != (*covering)->proof;
        if (anotherProof) {
            m_proof = (*covering)->proof;
            m_cache = {}; // what explanations shared belongs to the proof before
        }
        if (anotherProof || m_builtFor != m_target || m_state != State::Ready) {
            m_explanation = ttt::explain(*m_proof, m_target, &m_cache);
            m_builtFor = m_target;
            m_explored.reset();
            ++m_builds;
        }
        m_state = State::Ready;
        return;
    }
    // Every result at once on a small board, unless that proof grew too large already; then, as
    // on big boards, the move's alone.
    const bool wholeTooLarge = std::any_of(kept.begin(), kept.end(),
        [](const AnalysisService::KeptProof* proof) { return proof->whole && proof->tooLarge; });
    const bool whole = board.cellCount() <= kWholeProofCells && !wholeTooLarge;
    const bool tooLarge
        = std::any_of(kept.begin(), kept.end(), [&](const AnalysisService::KeptProof* proof) {
              return proof->tooLarge && !proof->whole && proof->target == m_target;
          });
    if (tooLarge) {
        m_state = State::TooLarge;
        return;
    }
    m_state = State::Proving;
    if (m_service->isMakingExplanationProof(key))
        return;
    // The proof asked for this already came back without it: stopped (Stop, or the board
    // changed), or dropped before it began. It is asked for again only once there is more to
    // prove, or for another move: never in a loop.
    const Asked asked { key, whole ? std::nullopt : m_target, provenSoFar() };
    if (m_asked == asked) {
        m_state = State::Stopped;
        return;
    }
    // A search that has just begun is left to finish (most do, within the patience): then one
    // proof holds everything.
    const qint64 waited = m_shownSince.elapsed();
    if (m_model->isAnalysing() && waited < kPatienceMilliseconds) {
        m_patience->start(int(kPatienceMilliseconds - waited));
        return;
    }
    m_proofProgress = 0;
    m_asked = asked;
    requestProof(whole);
}

void CurrentExplanation::updateFromThreats(
    const AnalysisKey& key, const ttt::Evaluation& evaluation)
{
    // A big board's results are threat proofs: the explanation is read off the proof found
    // again (ttt::explainThreats), one per target, without a proof kept for the explorer.
    if (!evaluation.isProven()) {
        m_state = State::NotProven;
        return;
    }
    if (key != m_threatKey) {
        m_threatKey = key;
        m_threatExplanations.clear();
        m_threatAsked.reset();
    }
    if (const auto found = m_threatExplanations.find(m_target);
        found != m_threatExplanations.end()) {
        if (m_state != State::Ready || m_builtFor != m_target || m_proof) {
            m_proof.reset();
            m_cache = {};
            m_explanation = *found->second;
            m_builtFor = m_target;
            m_explored.reset();
            ++m_builds;
        }
        m_state = m_explanation.result == ttt::ExplainedResult::Unproven ? State::NotProven
                                                                         : State::Ready;
        return;
    }
    m_state = State::Proving;
    m_proofProgress = 0;
    // Asked once per target and what is proven (the analysis may prove more later).
    const Asked asked { key, m_target, provenSoFar() };
    if (m_threatAsked == asked)
        return;
    m_threatAsked = asked;
    m_service->requestThreatExplanation(
        key, m_model->board(), *m_model->sideToMove(), m_model->analysis(), m_target);
}

int CurrentExplanation::provenSoFar() const
{
    const ttt::Analysis& analysis = m_model->analysis();
    int proven
        = analysis.evaluation.isProven() ? 2 : analysis.evaluation.bound != ttt::Bound::Unknown;
    for (const ttt::MoveAnnotation& move : analysis.moves)
        proven += move.evaluation.isProven() ? 2 : move.evaluation.bound != ttt::Bound::Unknown;
    return proven;
}

void CurrentExplanation::requestProof(bool whole)
{
    // Every result, or (proofs of these boards run to millions of positions) only those the
    // target's explanation reads, as ttt-solve explain asks for them: both explain alike.
    const ttt::Analysis proven
        = whole ? m_model->analysis() : ttt::explanationResults(m_model->analysis(), m_target);
    m_service->requestExplanationProof(
        m_model->board(), *m_model->sideToMove(), m_model->rules(), proven, whole, m_target);
}

namespace {

// The cell of `line` that `side` does not hold on `board`: where a threat is completed.
ttt::Cell gapOf(const ttt::Board& board, const std::vector<ttt::Cell>& line, ttt::Mark side)
{
    for (const ttt::Cell cell : line) {
        if (board.at(cell) != side)
            return cell;
    }
    return -1;
}

void addLine(ExplanationMarks& marks, const ExplanationMarks::Line& line)
{
    const bool known = std::any_of(marks.lines.begin(), marks.lines.end(),
        [&](const ExplanationMarks::Line& other) { return other.cells == line.cells; });
    if (!known)
        marks.lines.push_back(line);
}

} // namespace

void CurrentExplanation::computeMarks()
{
    m_marks = {};
    if (m_state != State::Ready)
        return;
    if (m_explored) {
        const ttt::Board& shown = m_model->board();
        const ttt::ProofPlace& place = m_explored->place;
        m_marks.elsewhere = !m_explored->moves.empty();
        int number = 1;
        for (const auto& [cell, side] : m_explored->moves)
            m_marks.moves.push_back({ cell, side, number++ });
        // Marks the place does without (an extra mark never hurts): the board's, and the
        // explored moves' before the argument set them aside.
        for (ttt::Cell cell = 0; cell < shown.cellCount(); ++cell) {
            if (shown.at(cell) != ttt::Mark::Empty && place.board.at(cell) == ttt::Mark::Empty)
                m_marks.without.push_back(cell);
        }
        for (const auto& [cell, side] : m_explored->moves) {
            if (place.board.at(cell) == ttt::Mark::Empty)
                m_marks.without.push_back(cell);
        }
        const std::shared_ptr<const ttt::ThreatProof> threats = threatProof();
        if (!m_proof && !threats)
            return;
        const ttt::ProofStep step
            = m_proof ? ttt::stepAt(*m_proof, place) : ttt::stepAt(*threats, place);
        // Threat proofs: classic or exact, and a line completed wins in both.
        const bool threatsDrawn = threats || m_proof->rules == ttt::Rules::Classic;
        if (step.hold == ttt::Hold::Pairing)
            m_marks.pairs = step.pairs;
        if (step.hold == ttt::Hold::Line)
            addLine(m_marks, { step.line, -1, true });
        if (step.hold == ttt::Hold::Replies && threatsDrawn) {
            // The prover's threats there: completed, or blocked, by an explored move after it.
            for (const ttt::Threat& threat : ttt::threatsOf(place.board, place.prover)) {
                const auto taken = std::find_if(m_explored->moves.begin(), m_explored->moves.end(),
                    [&](const auto& move) { return move.first == threat.at; });
                ExplanationMarks::Line line { threat.line, threat.at, false, false };
                if (taken != m_explored->moves.end()) {
                    line.gap = -1;
                    line.complete = taken->second == place.prover;
                    line.blocked = !line.complete;
                }
                addLine(m_marks, line);
            }
        }
        return;
    }
    const ttt::Explanation& explanation = m_explanation;
    ttt::Board board = explanation.board;
    int number = 1;
    for (const ttt::ExplainedMove& move : explanation.moves) {
        board.set(move.cell, move.side);
        m_marks.moves.push_back(
            { move.cell, move.side, number++, move.role == ttt::MoveRole::Anywhere });
        for (const ttt::CellLine& line : move.lines) {
            // A block's line is the threat it blocks: drawn by the threat's move, or here (a
            // threat on the board before any move explained) as blocked already.
            if (move.role == ttt::MoveRole::Block) {
                addLine(m_marks, { line, -1, false, true });
                continue;
            }
            const bool complete = move.role == ttt::MoveRole::Completes;
            addLine(m_marks, { line, complete ? -1 : gapOf(board, line, move.side), complete });
        }
    }
    const ttt::Board& end = explanation.end ? explanation.end->board : board;
    switch (explanation.ending) {
    case ttt::Ending::Line:
        for (const ttt::CellLine& line : explanation.endLines)
            addLine(m_marks, { line, -1, true });
        break;
    case ttt::Ending::DoubleThreat:
        for (const ttt::CellLine& line : explanation.endLines)
            addLine(m_marks, { line, gapOf(end, line, explanation.prover), false });
        break;
    case ttt::Ending::Fork:
        for (const ttt::CellLine& line : explanation.endLines)
            addLine(m_marks, { line, -1, false });
        m_marks.fork = explanation.forkCell;
        break;
    case ttt::Ending::Pairing:
        m_marks.pairs = explanation.pairs;
        break;
    case ttt::Ending::Exhaustion:
        // The lines the loser has to fill, each still short of its marks; the pairs that keep
        // the winner safe meanwhile, when they do.
        for (const ttt::CellLine& line : explanation.endLines)
            addLine(m_marks, { line, -1, false });
        if (explanation.safeBy == ttt::Hold::Pairing)
            m_marks.pairs = explanation.pairs;
        break;
    default:
        break;
    }
    m_marks.without = explanation.without;
    // A move set aside that the shown board does not hold (the move explained): its ghost, to
    // strike out.
    for (const ttt::Cell cell : explanation.without) {
        if (m_model->board().at(cell) == ttt::Mark::Empty)
            m_marks.moves.push_back({ cell, explanation.prover, 0, false });
    }
    // Threats blocked further along the line of moves.
    for (ExplanationMarks::Line& line : m_marks.lines) {
        const bool filled = line.gap >= 0
            && std::any_of(m_marks.moves.begin(), m_marks.moves.end(),
                [&](const ExplanationMarks::Move& move) { return move.cell == line.gap; });
        if (filled) {
            line.blocked = true;
            line.gap = -1;
        }
    }
}
