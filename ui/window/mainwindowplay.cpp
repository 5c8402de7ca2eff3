// What the analysis window does with clicks and moves, and what its status bar says: a click on
// the board (editing or playing), the best move and the perfect reply, rotations and
// reflections, training's grades, the next and previous mistake, the game's summary, the
// search's progress, the mode, and the hovered cell's outcome and best play.
#include "window/mainwindow.h"

#include "analysis/currentexplanation.h"
#include "analysis/searchestimate.h"
#include "analysis/sharpness.h"
#include "board/boardview.h"
#include "document/positionmodel.h"
#include "engines/engineopinion.h"
#include "panels/analysispanel.h"
#include "panels/elidedlabel.h"
#include "panels/messagebar.h"
#include "words/wording.h"

#include <QAction>
#include <QLabel>
#include <QStatusBar>
#include <QStringList>
#include <QToolButton>

#include <cstdlib>

// --- Editing and playing ------------------------------------------------------------------

void MainWindow::clearBoard()
{
    m_model->clearBoard();
}

void MainWindow::cellActivated(ttt::Cell cell, bool backward)
{
    if (!m_playModeAction->isChecked()) {
        m_model->cycleCell(cell,
            backward ? PositionModel::CycleDirection::Backward
                     : PositionModel::CycleDirection::Forward);
        return;
    }
    if (backward) {
        statusBar()->showMessage(
            tr("In Play mode a right click does nothing; switch Play mode off (Ctrl+M) to edit."),
            kNoticeMilliseconds);
        return;
    }
    if (m_engineOpinion->isMoveAwaited()) {
        // One move at a time: the other side is the engine's until it has played.
        statusBar()->showMessage(
            tr("%1 is to play first; its move comes within the time it thinks.")
                .arg(m_engineOpinion->engineName()),
            kNoticeMilliseconds);
        return;
    }
    const ttt::GamePath before = m_model->place();
    if (m_model->playMove(cell, m_perfectReplyAction->isChecked())) {
        m_engineOpinion->playedByPerson(); // its answer, if it plays the other side
        announceGameEnd();
        if (m_trainingAction->isChecked()) {
            // Grade the move as soon as the position it was played in is proven.
            const std::vector<ttt::GameMove>& moves = m_model->game().movesAfter(before);
            for (int index = 0; index < int(moves.size()); ++index) {
                if (moves[std::size_t(index)].cell == cell) {
                    ttt::GamePath path = before;
                    path.push_back(index);
                    m_trainingMove = path;
                }
            }
            trainingMoveGraded();
        }
        return;
    }
    QString why;
    const ttt::Geometry& geometry = m_model->board().geometry();
    if (m_model->board().at(cell) != ttt::Mark::Empty)
        why = tr("%1 is taken.").arg(Wording::cellName(geometry, cell));
    else if (const std::optional<ttt::RenjuJudgement> forbidden = m_model->forbiddenMove(cell))
        why = (m_model->rules() == ttt::Rules::Omok
                ? tr("%1 may not play %2 under omok (%3).",
                    "%1 is the side's name (Black, or x on tiles); %3 says why: double "
                    "three: the lines …")
                : tr("%1 may not play %2 under renju (%3).",
                    "%1 is black's name (Black, or x on tiles); %3 says why: double "
                    "three: the lines …"))
                  .arg(Wording::markName(m_model->sideToMove().value_or(ttt::Mark::X)),
                      Wording::cellName(geometry, cell),
                      Wording::forbiddenShape(geometry, *forbidden));
    else if (!m_model->hasAnalysis())
        why = tr(
            "This position cannot arise in a game, so there is no move to play; fix it first.");
    else
        why = tr("The game is over: %1.").arg(Wording::gameState(m_model->gameState()));
    statusBar()->showMessage(why, kNoticeMilliseconds);
}

void MainWindow::playBestMove()
{
    if (m_model->playBestMove()) {
        announceGameEnd();
        return;
    }
    if (m_model->hasMoveEvaluations() && !m_model->analysis().complete)
        statusBar()->showMessage(
            tr("The best move is not proven yet: wait for the analysis, or play one yourself."),
            kNoticeMilliseconds);
    else
        statusBar()->showMessage(
            tr("There is no move to play: the game is over or the position is not legal."),
            kNoticeMilliseconds);
}

void MainWindow::announceGameEnd()
{
    // A game played to its end says how it ended, until the position is another.
    if (!m_model->isOver() || m_model->place().empty())
        return;
    const ttt::Geometry& geometry = m_model->board().geometry();
    const ttt::Rules rules = m_model->rules();
    QStringList lines;
    for (const WinningLine& line : m_model->winningLines()) {
        const auto [from, to] = ttt::lineEnds(geometry, line.cells.first, line.cells.last);
        lines << tr("%1–%2", "a line by its two ends")
                     .arg(Wording::cellName(geometry, from), Wording::cellName(geometry, to));
    }
    const QString joined = lines.join(tr(", "));
    QString headline;
    switch (m_model->gameState()) {
    case ttt::GameState::XWon:
    case ttt::GameState::OWon: {
        const ttt::Mark winner
            = m_model->gameState() == ttt::GameState::XWon ? ttt::Mark::X : ttt::Mark::O;
        if (rules == ttt::Rules::LineScore)
            headline = tr("%1 wins: the board is full, %n line(s) ahead", "line-score",
                std::abs(m_model->lineScore()))
                           .arg(Wording::markName(winner));
        else if (rules == ttt::Rules::Misere)
            headline = tr("%1 wins: %2 completed %3", "misère: winner, loser, line")
                           .arg(Wording::markName(winner), Wording::markName(ttt::other(winner)),
                               joined);
        else
            headline = tr("%1 wins: %2", "winner: the line completed")
                           .arg(Wording::markName(winner), joined);
        break;
    }
    case ttt::GameState::Draw:
        headline = rules == ttt::Rules::LineScore
            ? tr("A tie: the board is full, as many o lines as x lines")
            : tr("A tie: the board is full");
        break;
    default:
        return;
    }
    m_messageBar->showMessage(MessageBar::Kind::Information, headline,
        tr("Undo (Ctrl+Z) takes the last move back; File › New Board (Ctrl+N) starts again."));
    m_gameEnd = GameEndNote { m_model->board(), m_messageBar->text() };
}

void MainWindow::gameEndChanged()
{
    // The announcement goes with the end it announced (a move undone, another board).
    if (!m_gameEnd || m_model->board() == m_gameEnd->board)
        return;
    if (m_messageBar->isVisibleTo(this) && m_messageBar->text() == m_gameEnd->text)
        m_messageBar->clearMessage();
    m_gameEnd.reset();
}

void MainWindow::replyPlayed(ttt::Cell cell, bool proven)
{
    announceGameEnd();
    const ttt::Geometry& geometry = m_model->board().geometry();
    const QString side = Wording::markName(m_model->board().at(cell));
    const QString where = Wording::cellName(geometry, cell);
    const bool threats = geometry.cells() > ttt::Geometry::kWordCells;
    if (proven && threats) // a big board's reply is proven only as a forced win
        statusBar()->showMessage(
            tr("%1 replied %2, a proven forced win").arg(side, where), kNoticeMilliseconds);
    else if (proven)
        statusBar()->showMessage(
            tr("%1 replied %2, a proven best move").arg(side, where), kNoticeMilliseconds);
    else if (threats)
        statusBar()->showMessage(
            tr("%1 replied %2, the estimate's best move: no forced win was found").arg(side, where),
            2 * kNoticeMilliseconds);
    else
        statusBar()->showMessage(
            tr("%1 replied %2 before the proof: its best estimate").arg(side, where),
            2 * kNoticeMilliseconds);
}

void MainWindow::transformBoard(ttt::Symmetry symmetry)
{
    if (!m_model->board().geometry().hasSymmetry(symmetry)) {
        statusBar()->showMessage(
            tr("A quarter turn would not keep this board's shape: it is not square."),
            kNoticeMilliseconds);
        return;
    }
    if (!m_model->transformBoard(symmetry))
        statusBar()->showMessage(
            tr("The board looks the same after that: it is symmetric that way."),
            kNoticeMilliseconds);
}

// --- The game: its summary, its mistakes, training ----------------------------------------

QString MainWindow::gradeSummary() const
{
    const ttt::Game& game = m_model->game();
    if (!game.hasMoves())
        return tr("No moves yet: in Play mode (Ctrl+M) each click plays a move of the game, and "
                  "Play Best Move (Ctrl+B) lets the computer play one, the first move too.");
    std::vector<Wording::GradedMove> moves;
    const ttt::GamePath line = game.lineThrough(m_model->place());
    for (std::size_t ply = 1; ply <= line.size(); ++ply) {
        const ttt::GamePath path(line.begin(), line.begin() + std::ptrdiff_t(ply));
        if (m_model->isAfterTheEnd(path))
            break; // a forbidden move lost the game: the moves after it are not graded
        const ttt::GamePath before(path.begin(), path.end() - 1);
        std::optional<ttt::MoveGrade> grade = m_model->gradeAt(path);
        const bool settled = !grade && m_model->analysisAt(before).has_value();
        const bool forbidden = m_model->forbiddenMoveOn(path) == path.size() - 1; // remembered
        moves.push_back({ game.sideToMoveAt(before), std::move(grade), settled, forbidden });
    }
    return Wording::gradeSummary(moves, m_model->rules());
}

bool MainWindow::goToMistake(int direction)
{
    const ttt::Game& game = m_model->game();
    const ttt::GamePath line = game.lineThrough(m_model->place());
    const int current = int(m_model->place().size());
    bool ungraded = false;
    for (int ply = current + direction; ply >= 1 && ply <= int(line.size()); ply += direction) {
        const ttt::GamePath path(line.begin(), line.begin() + ply);
        if (m_model->isAfterTheEnd(path))
            continue; // a forbidden move lost the game before it: never graded
        const std::optional<ttt::MoveGrade> grade = m_model->gradeAt(path);
        ungraded = ungraded || !grade;
        if (!grade || (grade->grade != ttt::Grade::Mistake && grade->grade != ttt::Grade::Blunder))
            continue;
        m_model->goTo(path);
        const ttt::GamePath before(path.begin(), path.end() - 1);
        if (const std::optional<ttt::Analysis> analysis = m_model->analysisAt(before)) {
            statusBar()->showMessage(Wording::moveLabel(game, path) + QStringLiteral(": ")
                    + Wording::gradeExplanation(game.start().board.geometry(),
                        game.moveAt(path).cell, game.sideToMoveAt(before), *grade, *analysis,
                        m_model->rules()),
                2 * kNoticeMilliseconds);
        }
        return true;
    }
    const QString where = direction > 0 ? tr("after this move") : tr("before this move");
    statusBar()->showMessage(ungraded
            ? tr("No mistake %1 among the moves graded so far.").arg(where)
            : tr("No mistake %1.").arg(where),
        kNoticeMilliseconds);
    return false;
}

bool MainWindow::nextMistake()
{
    return goToMistake(1);
}

bool MainWindow::previousMistake()
{
    return goToMistake(-1);
}

void MainWindow::trainingMoveGraded()
{
    if (!m_trainingMove || !m_model->game().contains(*m_trainingMove))
        return;
    const ttt::GamePath path = *m_trainingMove;
    const std::optional<ttt::MoveGrade> grade = m_model->gradeAt(path);
    if (!grade)
        return; // told once the position is proven
    m_trainingMove.reset();
    const ttt::Game& game = m_model->game();
    const ttt::GamePath before(path.begin(), path.end() - 1);
    const std::optional<ttt::Analysis> analysis = m_model->analysisAt(before);
    const QString sentence = analysis
        ? Wording::gradeExplanation(game.start().board.geometry(), game.moveAt(path).cell,
            game.sideToMoveAt(before), *grade, *analysis, m_model->rules())
        : QString();
    if (grade->grade == ttt::Grade::Best) {
        m_messageBar->showMessage(MessageBar::Kind::Information, tr("Best move!"), sentence);
    } else {
        QString word = Wording::gradeWord(*grade, m_model->rules());
        word[0] = word[0].toUpper();
        m_messageBar->showMessage(
            MessageBar::Kind::Warning, tr("%1: %2", "grade: what it means").arg(word, sentence));
    }
    TrainingNote note { game.start(), path, {}, m_messageBar->text() };
    for (std::size_t ply = 1; ply <= path.size(); ++ply)
        note.cells.push_back(
            game.moveAt(ttt::GamePath(path.begin(), path.begin() + std::ptrdiff_t(ply))).cell);
    m_trainingNote = std::move(note);
}

void MainWindow::trainingGameChanged()
{
    // The grade's message goes with its game: once the game no longer holds the graded move
    // (a new board, another file, the move undone), or training is switched off.
    if (!m_trainingNote)
        return;
    const ttt::Game& game = m_model->game();
    const TrainingNote& note = *m_trainingNote;
    bool kept = m_trainingAction->isChecked() && game.start() == note.start;
    for (std::size_t ply = 1; kept && ply <= note.path.size(); ++ply) {
        const ttt::GamePath path(note.path.begin(), note.path.begin() + std::ptrdiff_t(ply));
        kept = game.contains(path) && game.moveAt(path).cell == note.cells[ply - 1];
    }
    if (kept)
        return;
    if (m_messageBar->isVisibleTo(this) && m_messageBar->text() == note.text)
        m_messageBar->clearMessage();
    m_trainingNote.reset();
}

// --- The status bar -----------------------------------------------------------------------

void MainWindow::updateProgress()
{
    const AnalysisStatus& status = m_model->analysisStatus();
    const QString figures = Wording::searchProgress(
        status.cellsProven, status.cellsTotal, status.positions, status.seconds);
    // Roughly how long, where the figures measured say: on the empty board of its size.
    const ttt::Board& board = m_model->board();
    const QString expect = board.isEmpty()
        ? SearchEstimate::of(board.geometry(), m_model->rules()).progressNote()
        : QString();
    QString text;
    switch (status.state) {
    case AnalysisStatus::State::Running:
        text = tr("Analysing: %1", "search figures").arg(figures);
        if (!expect.isEmpty())
            text = tr("%1 · %2", "search figures · what to expect").arg(text, expect);
        break;
    case AnalysisStatus::State::Stopped:
        if (!m_model->isHeldFromLastRun())
            text = tr("Stopped: %1", "search figures").arg(figures);
        else if (status.positions > 0)
            text = tr("Kept from the last run: %1", "search figures").arg(figures);
        else if (!expect.isEmpty())
            text = tr("Not started: %1", "what to expect").arg(expect);
        else
            text = tr("Not started");
        break;
    case AnalysisStatus::State::Ended:
        text = tr("Threat search ended: %1", "search figures").arg(figures);
        break;
    case AnalysisStatus::State::Complete:
        // A board answered from the tables has nothing to report.
        if (!ttt::isTabulated(m_model->board().geometry()))
            text = tr("Proven: %1", "search figures").arg(figures);
        break;
    case AnalysisStatus::State::None:
        break;
    }
    if (m_model->isReplyPending())
        text = tr("%1 replies once its best move is proven. %2")
                   .arg(Wording::markName(*m_model->sideToMove()), text);
    const bool proving = m_model->isExportingProof();
    // A proof being written (the search, if any, paused for it), not one waiting for the search.
    if (proving && !m_model->isProofWaitingForSearch())
        text = m_proofProgress.isEmpty() ? tr("Writing the proof…") : m_proofProgress;
    m_progressLabel->setText(text);
    m_progressLabel->setVisible(!text.isEmpty());
    const bool stops = m_model->isAnalysing() || proving;
    const bool resumes = !stops && m_model->canResumeAnalysis();
    updateStopAction(resumes);
    m_stopAction->setEnabled(stops || resumes);
    m_stopButton->setVisible(stops || resumes);
    fitStatusBar();
    // The offer to resume a kept search goes once it is taken up or the position changes.
    if (!m_keptSearchMessage.isEmpty() && !m_model->isHeldFromLastRun()) {
        if (m_messageBar->isVisibleTo(this) && m_messageBar->headline() == m_keptSearchMessage)
            m_messageBar->clearMessage();
        m_keptSearchMessage.clear();
    }
}

void MainWindow::updateModeLabel()
{
    updateModeText();
    fitStatusBar();
}

void MainWindow::updateModeText()
{
    if (m_trainingAction->isChecked()) {
        m_modeLabel->setText(m_perfectReplyAction->isChecked()
                ? tr("Training against perfect play: answers show once you have moved")
                : tr("Training: answers show once a move has been played"));
        return;
    }
    if (!m_playModeAction->isChecked()) {
        m_modeLabel->setText(tr("Setting up: a click cycles a cell"));
        return;
    }
    // Before the first move, how to let the computer start.
    const QString key = m_bestMoveAction->shortcut().toString(QKeySequence::NativeText);
    if (m_enginePlaysAction && m_enginePlaysAction->isChecked() && m_engineOpinion->hasEngine())
        m_modeLabel->setText(tr("Playing against %1").arg(m_engineOpinion->engineName()));
    else if (!m_model->game().hasMoves())
        m_modeLabel->setText(m_perfectReplyAction->isChecked()
                ? tr("Playing, with perfect replies: %1 lets the computer start").arg(key)
                : tr("Playing: a click plays; %1 lets the computer move").arg(key));
    else
        m_modeLabel->setText(m_perfectReplyAction->isChecked()
                ? tr("Playing, with perfect replies")
                : tr("Playing: a click plays the side to move"));
}

void MainWindow::whyShown(bool shown)
{
    // The cell pointed at first, so that no proof is asked for the position only to be dropped.
    if (shown)
        explainCell(m_boardView->hoveredCell());
    m_model->explanation()->setActive(shown);
    m_boardView->setShowExplanation(shown);
}

void MainWindow::focusCellChanged(ttt::Cell cell)
{
    // The keyboard says which move to explain, and a taken cell means the position.
    if (m_model->board().geometry().isValidCell(cell)
        && m_model->board().at(cell) != ttt::Mark::Empty)
        m_model->explanation()->setTarget(std::nullopt);
    else
        explainCell(cell);
}

void MainWindow::explainCell(int cell)
{
    // The move pointed at (or focused) is the one explained, and it stays so when the pointer
    // leaves the board for the Why panel.
    if (!m_model->board().geometry().isValidCell(cell)
        || m_model->board().at(cell) != ttt::Mark::Empty)
        return;
    m_model->sharpness()->setWantedCell(cell);
    m_model->explanation()->setTarget(cell);
}

void MainWindow::hoveredCellChanged(int cell)
{
    m_panel->setHoveredCell(cell);
    explainCell(cell);
    // Leaving the board takes away what hovering put there, but not a notice such as "Saved".
    if (!m_model->board().geometry().isValidCell(cell)) {
        if (statusBar()->currentMessage() == m_hoverMessage)
            statusBar()->clearMessage();
        return;
    }
    const std::optional<ttt::Evaluation> evaluation = m_model->moveEvaluation(cell);
    if (const std::optional<ttt::RenjuJudgement> forbidden = m_model->forbiddenMove(cell)) {
        const ttt::Geometry& geometry = m_model->board().geometry();
        m_hoverMessage = (m_model->rules() == ttt::Rules::Omok
                ? tr("%1: forbidden to %2 under omok (%3); playing it loses.",
                    "%2 is the side's name (Black, or x on tiles); %3 says why: double "
                    "three: the lines …")
                : tr("%1: forbidden to %2 under renju (%3); playing it loses.",
                    "%2 is black's name (Black, or x on tiles); %3 says why: double "
                    "three: the lines …"))
                             .arg(Wording::cellName(geometry, cell),
                                 Wording::markName(m_model->sideToMove().value_or(ttt::Mark::X)),
                                 Wording::forbiddenShape(geometry, *forbidden));
    } else if (evaluation && m_boardView->showHeatmap() && m_model->sideToMove()
        && !m_model->answersHidden()) {
        m_model->requestContinuation(cell);
        const ttt::Mark mover = *m_model->sideToMove();
        const ttt::Geometry& geometry = m_model->board().geometry();
        const std::vector<ttt::Cell>& line = m_model->continuation(cell);
        const QString outcome
            = Wording::moveOutcome(geometry, mover, cell, *evaluation, m_model->rules());
        const bool lineComes = line.size() <= 1 && !ttt::isTabulated(geometry)
            && !(evaluation->isProven() && evaluation->plies <= 1
                && m_model->rules() != ttt::Rules::LineScore);
        if (!lineComes)
            m_hoverMessage
                = tr("%1. Best play: %2").arg(outcome, Wording::moveLine(geometry, line, mover));
        else if (m_model->analysis().complete)
            m_hoverMessage = tr("%1. Finding the best play after it…").arg(outcome);
        else
            m_hoverMessage
                = tr("%1. The best play after it shows once the analysis is done.").arg(outcome);
    } else {
        m_hoverMessage = Wording::cellName(m_model->board().geometry(), cell);
    }
    statusBar()->showMessage(m_hoverMessage);
}
