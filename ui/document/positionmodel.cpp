// The position model: the parts wired together, the facts recomputed once per change, and what
// the widgets read passed on from the part that holds it.
#include "document/positionmodel.h"

#include "analysis/currentanalysis.h"
#include "analysis/currentexplanation.h"
#include "analysis/replycontroller.h"
#include "analysis/sharpness.h"

#include <cassert>

PositionModel::PositionModel(QObject* parent)
    : QObject(parent)
    , m_service(new AnalysisService(this))
    , m_document(new PositionDocument(this))
    , m_analysis(new CurrentAnalysis(m_service, this))
    , m_reply(new ReplyController(this, m_document, this))
    , m_explanation(new CurrentExplanation(this, m_service, this))
    , m_sharpness(new Sharpness(this, m_service, this))
{
    connectParts();
    recompute();
}

PositionModel::~PositionModel() = default;

void PositionModel::connectParts()
{
    connect(m_document, &PositionDocument::stateChanged, this, [this] {
        // Another change: the reply the last move waited for is no longer wanted.
        m_reply->positionEdited();
        changed();
    });
    connect(m_document, &PositionDocument::rulesChanged, this, [this] {
        changed();
        emit rulesChanged();
    });
    connect(m_document, &PositionDocument::firstPlayerChanged, this, [this] {
        changed();
        emit firstPlayerChanged();
    });

    connect(m_document, &PositionDocument::currentFileChanged, this,
        &PositionModel::currentFileChanged);
    connect(m_document, &PositionDocument::modifiedChanged, this, &PositionModel::modifiedChanged);

    connect(m_analysis, &CurrentAnalysis::changed, this, [this] {
        m_explanation->refresh();
        m_sharpness->refresh();
        emit analysisChanged();
    });
    connect(m_analysis, &CurrentAnalysis::proven, this, &PositionModel::reviewChanged);
    connect(m_analysis, &CurrentAnalysis::settled, m_reply, &ReplyController::analysisSettled);
    connect(m_analysis, &CurrentAnalysis::proofDropped, this, &PositionModel::proofWritten);
    connect(m_service, &AnalysisService::reviewed, this, &PositionModel::reviewChanged);
    connect(m_service, &AnalysisService::proofProgress, this, &PositionModel::proofProgress);
    connect(m_service, &AnalysisService::proofWritten, this, &PositionModel::proofWritten);

    connect(m_reply, &ReplyController::replyPlayed, this, &PositionModel::replyPlayed);
    // The status now says the reply waits.
    connect(m_reply, &ReplyController::replyAwaited, this, &PositionModel::analysisChanged);
    connect(m_reply, &ReplyController::trainingChanged, this, [this] {
        m_explanation->refresh(); // training hides the answers, explanations too
        emit analysisChanged();
        emit reviewChanged();
    });
}

void PositionModel::changed()
{
    recompute();
    m_explanation->refresh();
    m_sharpness->refresh();
    emit positionChanged();
    emit analysisChanged();
}

void PositionModel::recompute()
{
    m_forbiddenOn.clear(); // the game may have changed

    const ttt::Board& board = m_document->board();
    const ttt::Game& game = m_document->game();
    const ttt::GamePath& place = m_document->place();
    m_facts = ttt::factsOf(m_document->position());
    m_symmetry = symmetryFactsOf(board, isOver());

    const std::optional<ttt::Mark> analysed = hasAnalysis() ? sideToMove() : std::nullopt;
    switch (m_analysis->show(board, rules(), analysed, isOver())) {
    case CurrentAnalysis::Source::None:
    case CurrentAnalysis::Source::Tables:
    case CurrentAnalysis::Source::Held: // nothing runs until Resume
        return;
    case CurrentAnalysis::Source::Remembered:
        m_service->reviewGame(game, place, AnalysisKey::of(board, *analysed, rules()));
        return;
    case CurrentAnalysis::Source::Search:
        m_service->reviewGame(game, place, AnalysisKey::of(board, *analysed, rules()));
        emit analysisStarted();
        return;
    }
}

// --- The facts ------------------------------------------------------------------------------

ttt::Mark PositionModel::suggestedSideToMove() const
{
    return ttt::suggestedSideToMove(board(), firstPlayer());
}

int PositionModel::moveClass(ttt::Cell cell) const
{
    assert(board().geometry().isValidCell(cell));
    return m_symmetry.moveClasses[cell];
}

bool PositionModel::canPlay(ttt::Cell cell) const
{
    assert(board().geometry().isValidCell(cell));
    return hasMoveEvaluations() && board().at(cell) == ttt::Mark::Empty && !forbiddenMove(cell);
}

std::optional<ttt::RenjuJudgement> PositionModel::forbiddenMove(ttt::Cell cell) const
{
    const std::optional<ttt::Mark> side = sideToMove();
    if (!side)
        return std::nullopt;
    // Nothing where the rules forbid this side nothing, or the cell is taken (judgeMove()).
    ttt::RenjuJudgement judgement = ttt::judgeMove(board(), cell, rules(), *side);
    if (!judgement.forbidden())
        return std::nullopt;
    return judgement;
}

const std::vector<ttt::Cell>& PositionModel::forbiddenCells() const
{
    const ttt::Mark side = sideToMove().value_or(ttt::Mark::Empty);
    const bool judged
        = side != ttt::Mark::Empty && ttt::forbidsMovesTo(rules(), side == ttt::Mark::X);
    if (!m_forbidden || m_forbidden->board != board() || m_forbidden->rules != rules()
        || m_forbidden->side != side) {
        Forbidden found { board(), rules(), side, {} };
        for (ttt::Cell cell = 0; judged && cell < board().cellCount(); ++cell) {
            if (board().at(cell) == ttt::Mark::Empty
                && ttt::isForbidden(board(), cell, rules(), side))
                found.cells.push_back(cell);
        }
        m_forbidden = std::move(found);
    }
    return m_forbidden->cells;
}

bool PositionModel::countsGames() const
{
    return ttt::canCountGames(board().geometry());
}

// --- The analysis of the position shown -----------------------------------------------------

const ttt::Analysis& PositionModel::analysis() const
{
    return m_analysis->analysis();
}

const AnalysisStatus& PositionModel::analysisStatus() const
{
    return m_analysis->status();
}

bool PositionModel::isAnalysing() const
{
    return m_analysis->isRunning();
}

void PositionModel::stopAnalysis()
{
    m_analysis->stop();
}

bool PositionModel::canResumeAnalysis() const
{
    return m_analysis->canResume();
}

void PositionModel::setThreatPositions(std::uint64_t positions)
{
    m_service->setThreatPositions(positions);
    if (!m_analysis->searchFurther())
        return;
    m_service->reviewGame(
        m_document->game(), m_document->place(), AnalysisKey::of(board(), *sideToMove(), rules()));
    emit analysisStarted();
}

void PositionModel::resumeAnalysis()
{
    if (!m_analysis->resume())
        return;
    // The stop dropped the review of the game's other positions too.
    m_service->reviewGame(
        m_document->game(), m_document->place(), AnalysisKey::of(board(), *sideToMove(), rules()));
    emit analysisStarted();
}

bool PositionModel::isHeldFromLastRun() const
{
    return m_analysis->isHeld();
}

std::optional<KeptSearch> PositionModel::keptSearch() const
{
    // A big board's threat search is not kept: it ends by itself within seconds.
    if (!hasMoveEvaluations() || ttt::isTabulated(board().geometry())
        || !board().geometry().fitsWord())
        return std::nullopt;
    const AnalysisKey key = AnalysisKey::of(board(), *sideToMove(), rules());
    const AnalysisService::Remembered* known = m_service->find(key);
    if (!known || !known->searched || known->analysis.moves.empty())
        return std::nullopt;
    KeptSearch kept { key, known->analysis, known->status };
    kept.status.state = known->analysis.complete ? AnalysisStatus::State::Complete
                                                 : AnalysisStatus::State::Stopped;
    return kept;
}

void PositionModel::keepSearch(const KeptSearch& kept)
{
    m_service->keep(kept.key, kept.analysis, kept.status);
}

bool PositionModel::canExportProof() const
{
    return m_analysis->canExportProof();
}

void PositionModel::exportProof(const QString& path)
{
    m_analysis->exportProof(path);
}

bool PositionModel::isProofWaitingForSearch() const
{
    return m_analysis->hasPendingProof() && m_analysis->isRunning();
}

void PositionModel::exportProofNow()
{
    m_analysis->exportPendingProofNow();
}

bool PositionModel::isExportingProof() const
{
    return m_service->isWritingProof() || m_analysis->hasPendingProof();
}

std::optional<ttt::Evaluation> PositionModel::moveEvaluation(ttt::Cell cell) const
{
    return m_analysis->moveEvaluation(cell);
}

std::vector<ttt::Cell> PositionModel::defendingMoves() const
{
    if (!hasMoveEvaluations() || board().cellCount() <= ttt::Geometry::kWordCells
        || answersHidden())
        return {};
    std::vector<ttt::Cell> open;
    int losses = 0;
    for (const ttt::MoveAnnotation& move : analysis().moves) {
        const ttt::Evaluation& evaluation = move.evaluation;
        if (evaluation.isProven() && evaluation.outcome == ttt::Outcome::Win)
            return {}; // the side to move has a win of its own
        if (evaluation.isProven() && evaluation.outcome == ttt::Outcome::Lose)
            ++losses;
        else if (int(open.size()) < kMostDefences)
            open.push_back(move.cell);
        else
            return {};
    }
    return losses > 0 && !open.empty() ? open : std::vector<ttt::Cell> {};
}

int PositionModel::moveEstimate(ttt::Cell cell) const
{
    return m_analysis->moveEstimate(cell);
}

bool PositionModel::isBestMove(ttt::Cell cell) const
{
    return m_analysis->isBestMove(cell);
}

const std::vector<ttt::Cell>& PositionModel::continuation(ttt::Cell cell) const
{
    return m_analysis->continuation(cell);
}

void PositionModel::requestContinuation(ttt::Cell cell)
{
    m_analysis->requestContinuation(cell);
}

const ttt::GameCounts& PositionModel::gamesLeft() const
{
    return m_analysis->gamesLeft();
}

std::optional<ttt::GameCounts> PositionModel::gamesAfter(ttt::Cell cell) const
{
    return m_analysis->gamesAfter(cell);
}

// --- Playing and training -------------------------------------------------------------------

bool PositionModel::playMove(ttt::Cell cell, bool withPerfectReply)
{
    return m_reply->playMove(cell, withPerfectReply);
}

bool PositionModel::playBestMove()
{
    return m_reply->playBestMove();
}

bool PositionModel::isReplyPending() const
{
    return m_reply->isReplyPending();
}

void PositionModel::setReplyTimeLimit(int seconds)
{
    m_reply->setReplyTimeLimit(seconds);
}

int PositionModel::replyTimeLimit() const
{
    return m_reply->replyTimeLimit();
}

void PositionModel::setTraining(bool on)
{
    m_reply->setTraining(on);
}

bool PositionModel::isTraining() const
{
    return m_reply->isTraining();
}

bool PositionModel::answersHidden() const
{
    return m_reply->answersHidden();
}

bool PositionModel::answersHiddenAt(const ttt::GamePath& path) const
{
    return m_reply->answersHiddenAt(path);
}

// --- Review ---------------------------------------------------------------------------------

std::optional<ttt::Analysis> PositionModel::analysisAt(const ttt::GamePath& path) const
{
    const ttt::Game& game = this->game();
    if (!game.contains(path) || !ttt::Game::canStartFrom(game.start()))
        return std::nullopt;
    return m_service->provenAnalysis(game.boardAt(path), game.sideToMoveAt(path), rules());
}

std::optional<ttt::MoveGrade> PositionModel::gradeAt(const ttt::GamePath& path) const
{
    if (path.empty() || !game().contains(path) || isAfterTheEnd(path))
        return std::nullopt;
    const std::optional<ttt::Analysis> before
        = analysisAt(ttt::GamePath(path.begin(), path.end() - 1));
    if (!before)
        return std::nullopt;
    const ttt::Cell cell = game().moveAt(path).cell;
    if (game().start().board.cellCount() > ttt::Geometry::kWordCells)
        return ttt::gradeMoveByThreats(*before, cell);
    return ttt::gradeMove(*before, cell);
}

std::optional<std::size_t> PositionModel::forbiddenMoveOn(const ttt::GamePath& path) const
{
    // Game::forbiddenMoveOn, each move judged once for the game shown: a move list or a
    // library of thousands of places asks of every one.
    // (An answer is kept with the moves it was for: a signal may ask before recompute() has
    // cleared them.)
    const ttt::Rules gameRules = game().start().rules;
    if (path.empty() || !ttt::forbidsMoves(gameRules))
        return std::nullopt;
    if (m_forbiddenStart != game().start()) {
        m_forbiddenOn.clear();
        m_forbiddenStart = game().start();
    }
    std::vector<ttt::Cell> cells = game().cellsTo(path);
    if (const auto known = m_forbiddenOn.find(path);
        known != m_forbiddenOn.end() && known->second.cells == cells)
        return known->second.index;
    const ttt::GamePath before(path.begin(), path.end() - 1);
    std::optional<std::size_t> found = forbiddenMoveOn(before);
    if (!found
        && ttt::isForbidden(
            game().boardAt(before), cells.back(), gameRules, game().sideToMoveAt(before)))
        found = path.size() - 1;
    m_forbiddenOn[path] = { std::move(cells), found };
    return found;
}

std::optional<ttt::RenjuJudgement> PositionModel::forbiddenMoveAt(const ttt::GamePath& path) const
{
    if (path.empty() || !game().contains(path) || forbiddenMoveOn(path) != path.size() - 1)
        return std::nullopt;
    const ttt::GamePath before(path.begin(), path.end() - 1);
    return ttt::judgeMove(game().boardAt(before), game().moveAt(path).cell, game().start().rules,
        game().sideToMoveAt(before));
}

bool PositionModel::isAfterTheEnd(const ttt::GamePath& path) const
{
    if (!game().contains(path))
        return false;
    const std::optional<std::size_t> forbidden = forbiddenMoveOn(path);
    return forbidden && *forbidden + 1 < path.size();
}

ttt::GameState PositionModel::gameStateAt(const ttt::GamePath& path) const
{
    return ttt::gameState(game().boardAt(path), rules());
}

int PositionModel::lineScoreAt(const ttt::GamePath& path) const
{
    return ttt::lineScore(game().boardAt(path));
}
