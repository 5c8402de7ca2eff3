// The analysis window put together: its parts made in order, the model's signals wired to
// them, the preferences read at start, and the actions' states kept in step with the position.
// The window's other jobs each have a file: see mainwindow.h.
#include "window/mainwindow.h"

#include "analysis/currentexplanation.h"
#include "analysis/searchestimate.h"
#include "analysis/sharpness.h"
#include "board/boardview.h"
#include "document/positionmodel.h"
#include "document/sessionfile.h"
#include "engines/brainprocess.h"
#include "engines/engineopinion.h"
#include "panels/analysispanel.h"
#include "panels/elidedlabel.h"
#include "panels/evaluationgraph.h"
#include "panels/heatmaplegend.h"
#include "panels/messagebar.h"
#include "panels/movelist.h"
#include "panels/newboarddialog.h"
#include "window/preferences.h"
#include "words/wording.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// A dialog that shows `html` with a Close button, deleted when closed. Not a message box: a
// message box grows with its text, past the bottom of a 768-pixel screen; here the text scrolls,
// and the dialog fits the screen (about 75 characters wide and 40 lines high, less where the
// screen is smaller, with room for the title bar).
QDialog* newTextDialog(QWidget* parent, const QString& title, const QString& html)
{
    auto* dialog = new QDialog(parent);
    dialog->setWindowTitle(title);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto* text = new QTextBrowser(dialog);
    text->setObjectName(QStringLiteral("helpText"));
    text->setHtml(html);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    const QRect screenArea = parent->screen()->availableGeometry();
    const QFontMetrics metrics(text->font());
    dialog->resize(std::min(metrics.averageCharWidth() * 75, screenArea.width() - 40),
        std::min(metrics.lineSpacing() * 40, screenArea.height() - 80));
    return dialog;
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_model(new PositionModel(this))
    , m_fileDialogs(FileDialogs::standard())
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    createCentralArea();
    createMenusAndToolBar();
    createDocks();
    // Tab goes from the board to the docks (the analysis panel, the history, the game's moves
    // and graph) and then to the toolbar's boxes, which the order of creation would put second.
    QWidget::setTabOrder(m_graph, m_boardCombo);
    QWidget::setTabOrder(m_boardCombo, m_rulesCombo);
    createLanguageMenu();
    createStatusBar();
    connectModel();

    readPreferences();
    readEnginePreferences();
    updateActions();
    updateProgress();
    updateBoardChoice();
    updateGame();
    updateWindowTitle();
    updateRecentFilesMenu();
    updateModeLabel();

    if (!restoreGeometry(Preferences::windowGeometry()))
        resize(QSize(1000, 700).boundedTo(screen()->availableGeometry().size()));
    if (!restoreState(Preferences::windowState())) // first start: once the window has its size
        QTimer::singleShot(0, this, &MainWindow::sizeDocks);
    arrangeToolBars();
    m_boardView->setFocus();

    // A long search's results are kept now and then, so that a crash or a kill does not lose
    // them, nor start the search again at the next start.
    m_keepTimer = new QTimer(this);
    m_keepTimer->setInterval(kKeepMilliseconds);
    connect(m_keepTimer, &QTimer::timeout, this, [this] {
        if (m_model->isAnalysing() && m_model->analysisStatus().seconds >= kKeepMilliseconds / 1000)
            keepSearch();
    });
    m_keepTimer->start();
    offerKeptSearch();
}

// Reached on a clean exit only (never after a crash or a kill), which leaves no session behind.
MainWindow::~MainWindow()
{
    endSession();
    // The engine consulted ends its program now, before the model it reads goes.
    delete m_engineOpinion;
    m_engineOpinion = nullptr;
    // The model is deleted with the window's children, after this object has stopped being a
    // MainWindow: what it and its undo stack say as they go must not reach this window's slots.
    m_model->undoStack()->disconnect(this);
    m_model->disconnect(this);
    // Nor what the Why dock says as it is hidden on the way.
    if (auto* why = findChild<QDockWidget*>(QStringLiteral("whyDock")))
        why->disconnect(this);
}

MessageBar* MainWindow::legalityBanner() const
{
    return m_panel->legalityBanner();
}

void MainWindow::connectModel()
{
    connect(m_model, &PositionModel::analysisChanged, this, &MainWindow::updateActions);
    connect(m_model, &PositionModel::analysisChanged, this, &MainWindow::sharpnessNotice);
    connect(m_model, &PositionModel::analysisChanged, this, &MainWindow::updateProgress);
    connect(m_model, &PositionModel::analysisChanged, this, &MainWindow::updateProofWait);
    connect(m_model, &PositionModel::proofProgress, this,
        [this](std::size_t positions, double seconds) {
            m_proofProgress = tr("Writing the proof: %1 positions, %2 s")
                                  .arg(QLocale().toString(qulonglong(positions)))
                                  .arg(seconds, 0, 'f', 1);
            updateProgress();
        });
    connect(m_model, &PositionModel::proofWritten, this, &MainWindow::proofWritten);
    connect(m_model, &PositionModel::replyPlayed, this, &MainWindow::replyPlayed);
    connect(m_model, &PositionModel::positionChanged, this, &MainWindow::updateGame);
    connect(m_model, &PositionModel::reviewChanged, this, &MainWindow::updateGame);
    connect(m_model, &PositionModel::reviewChanged, this, &MainWindow::trainingMoveGraded);
    connect(m_model, &PositionModel::analysisChanged, this, &MainWindow::trainingMoveGraded);
    connect(m_model, &PositionModel::rulesChanged, this, &MainWindow::rulesChanged);
    // A file, a paste or a restored session may name the other first player, as the rules.
    connect(m_model, &PositionModel::firstPlayerChanged, this, [this] {
        const ttt::Mark first = m_model->firstPlayer();
        (first == ttt::Mark::O ? m_oFirstAction : m_xFirstAction)->setChecked(true);
        Preferences::setFirstPlayer(first);
    });
    connect(m_model, &PositionModel::positionChanged, this, &MainWindow::positionChanged);
    connect(m_model, &PositionModel::positionChanged, this, &MainWindow::trainingGameChanged);
    connect(m_model, &PositionModel::positionChanged, this, &MainWindow::gameEndChanged);
    // The mode says how to let the computer start until the game has a move.
    connect(m_model, &PositionModel::positionChanged, this, &MainWindow::updateModeLabel);
    connect(m_model, &PositionModel::modifiedChanged, this, &QWidget::setWindowModified);
    // Opened, saved, a new board, or such a step undone (which gives back the file before).
    connect(m_model, &PositionModel::currentFileChanged, this, &MainWindow::updateWindowTitle);
    connect(m_messageBar, &MessageBar::messageShown, this, &MainWindow::messageShown);
    connect(m_boardView, &BoardView::cellActivated, this, &MainWindow::cellActivated);
    connect(m_boardView, &BoardView::markRequested, m_model,
        [this](ttt::Cell cell, ttt::Mark mark) { m_model->setCellMark(cell, mark); });
    connect(m_boardView, &BoardView::hoveredCellChanged, this, &MainWindow::hoveredCellChanged);
    connect(m_boardView, &BoardView::focusCellChanged, this, &MainWindow::focusCellChanged);
}

// --- Following the preferences and the model ----------------------------------------------

void MainWindow::readPreferences()
{
    const int limit = Preferences::replyTimeLimit();
    m_model->setReplyTimeLimit(limit);
    for (QAction* action : m_replyLimitGroup->actions())
        action->setChecked(action->data().toInt() == limit);
    // The rules and the first player before the board, so that no search starts on the way:
    // each change of the position starts the next. (Renju, which the board shown before may not
    // fit, comes with its board below.)
    const ttt::Rules rules = Preferences::rules();
    const ttt::Board start(Preferences::boardGeometry());
    const ttt::Geometry& shown = m_model->board().geometry();
    if (rules != m_model->rules() && ttt::rulesFit(rules, shown.columns(), shown.rows(), shown.k()))
        m_model->setRules(rules); // rulesChanged() follows
    else
        rulesChanged(); // the actions and the combo box still need to show the default
    const ttt::Mark first = Preferences::firstPlayer();
    m_model->setFirstPlayer(first);
    (first == ttt::Mark::O ? m_oFirstAction : m_xFirstAction)->setChecked(true);
    // What the last run proved of the position it showed: shown at once where the window starts
    // on it again, and a search it left unfinished not started before the person asks.
    // A board whose search takes minutes or more, with nothing kept of it, is not searched
    // before the person asks either.
    const ttt::Geometry& geometry = start.geometry();
    const ttt::Rules startRules
        = ttt::rulesFit(rules, geometry.columns(), geometry.rows(), geometry.k())
        ? rules
        : ttt::Rules::Classic;
    const AnalysisKey startKey = AnalysisKey::of(start, first, startRules);
    const std::optional<KeptSearch> kept = KeptSearch::fromJson(Preferences::keptSearch());
    if (kept)
        m_model->keepSearch(*kept);
    const SearchEstimate::Speed speed = SearchEstimate::of(geometry, startRules).speed();
    if ((!kept || kept->key != startKey)
        && (speed == SearchEstimate::Speed::Minutes || speed == SearchEstimate::Speed::NoProof))
        m_model->keepSearch(KeptSearch::notStarted(startKey));
    // The board the window last showed, empty: where a person left off, without a history.
    m_model->setBoard(start, startRules);
    // setChecked emits toggled, which applies the preference (and writes back the same value).
    m_showHeatmapAction->setChecked(Preferences::showHeatmap());
    m_showLabelsAction->setChecked(Preferences::showLabels());
    m_showSymmetryAction->setChecked(Preferences::showSymmetry());
    m_showSharpnessAction->setChecked(Preferences::showSharpness());
    m_playModeAction->setChecked(Preferences::playMode());
    m_perfectReplyAction->setChecked(Preferences::perfectReply());
    m_boardView->setShowHeatmap(m_showHeatmapAction->isChecked());
    m_boardView->setShowLabels(m_showLabelsAction->isChecked());
    m_boardView->setShowSymmetry(m_showSymmetryAction->isChecked());
    m_legend->setVisible(m_showHeatmapAction->isChecked());
}

void MainWindow::rulesChanged()
{
    const ttt::Rules rules = m_model->rules();
    Preferences::setRules(rules);
    for (QAction* action : m_rulesGroup->actions())
        action->setChecked(ttt::Rules(action->data().toInt()) == rules);
    m_rulesCombo->setCurrentIndex(m_rulesCombo->findData(int(rules)));
    m_legend->setRules(rules);
    updateBoardChoice(); // a gomoku preset names its rules
    // What the side-to-move items mean depends on the rules: line-score always names a side.
    m_sideByCountsAction->setText(rules == ttt::Rules::LineScore
            ? tr("Side to Move by the &Counts (or the Side Behind)")
            : tr("Side to Move by the &Counts"));
    // The hovered cell's message says the rules too.
    if (m_boardView->hoveredCell() >= 0)
        hoveredCellChanged(m_boardView->hoveredCell());
}

void MainWindow::updateSideNames()
{
    // The words follow the look: "Black to move" on a go board, "x to move" on tiles. Every
    // widget words itself again, as after a change of language.
    const bool stones = m_boardView->showsStones();
    if (stones == Wording::stoneNames())
        return;
    Wording::setStoneNames(stones);
    for (QWidget* widget : QApplication::allWidgets()) {
        QEvent changed(QEvent::LanguageChange);
        QCoreApplication::sendEvent(widget, &changed);
    }
    m_boardView->update();
}

void MainWindow::positionChanged()
{
    updateSideNames();
    updateBoardChoice();
    // A new size or k (not every edit: each write of a preference rewrites the settings file).
    const ttt::Geometry& geometry = m_model->board().geometry();
    if (geometry != m_legend->boardGeometry()) {
        m_legend->setBoardGeometry(geometry);
        Preferences::setBoardGeometry(geometry);
        // A size of its own stays in the Board box, as the presets do.
        const std::vector<BoardPreset>& presets = NewBoardDialog::presets();
        if (std::none_of(presets.begin(), presets.end(), [&geometry](const BoardPreset& preset) {
                return preset.choice.geometry == geometry;
            })) {
            Preferences::addCustomBoard(geometry);
            updateBoardChoice();
        }
    }
    const std::optional<ttt::Mark> whatIf = m_model->whatIfSideToMove();
    QAction* checked = !whatIf    ? m_sideByCountsAction
        : *whatIf == ttt::Mark::X ? m_whatIfXAction
                                  : m_whatIfOAction;
    checked->setChecked(true);
    // A finished board has no move to analyse, whoever is to move (a what-if set stays undoable).
    m_whatIfXAction->setEnabled(!m_model->isOver() || whatIf == ttt::Mark::X);
    m_whatIfOAction->setEnabled(!m_model->isOver() || whatIf == ttt::Mark::O);
}

void MainWindow::updateActions()
{
    const bool empty = m_model->board().isEmpty();
    m_clearAction->setEnabled(!empty);
    // Every rotation and reflection of the empty board is the empty board; a quarter turn
    // would not keep a board that is not square.
    const bool square = m_model->board().geometry().isSquare();
    m_rotateClockwiseAction->setEnabled(!empty && square);
    m_rotateAnticlockwiseAction->setEnabled(!empty && square);
    m_flipLeftRightAction->setEnabled(!empty);
    m_flipTopBottomAction->setEnabled(!empty);
    m_bestMoveAction->setEnabled(m_model->hasMoveEvaluations() && m_model->analysis().complete);
    m_legend->setEnabled(m_model->hasMoveEvaluations() && !m_model->answersHidden());
    m_perfectReplyAction->setEnabled(m_playModeAction->isChecked());
    m_exportProofAction->setEnabled(m_model->canExportProof() && !m_model->isExportingProof());
}

void MainWindow::sharpnessNotice()
{
    const Sharpness::Missing missing = m_model->sharpness()->missing();
    const QString headline = missing == Sharpness::Missing::NotProven
        ? tr("No sharpness to show yet")
        : tr("No sharpness to show");
    const bool ours = !m_messageBar->isHidden()
        && (m_messageBar->headline() == tr("No sharpness to show yet")
            || m_messageBar->headline() == tr("No sharpness to show"));
    if (!m_showSharpnessAction->isChecked() || missing == Sharpness::Missing::Nothing) {
        if (ours)
            m_messageBar->clearMessage();
        if (m_showSharpnessAction->isChecked())
            m_sharpnessNotice = int(missing);
        return;
    }
    if (m_sharpnessNotice == int(missing))
        return;
    m_sharpnessNotice = int(missing);
    QString why;
    switch (missing) {
    case Sharpness::Missing::NotProven:
        why = tr("The badges need the position's result proven, then its moves' results; the "
                 "search has not proven it yet.");
        if (m_model->board().cellCount() > CurrentExplanation::kWholeProofCells)
            why += QLatin1Char(' ')
                + tr("On a board this big that can take hours; a position a few moves further "
                     "on is proven sooner.");
        break;
    case Sharpness::Missing::LineScore:
        why = tr("Line-score results are scores: no move keeps or throws away a win or a tie, so "
                 "none is sharp.");
        break;
    case Sharpness::Missing::NoMoves:
        why = tr("This position has no move to judge: the game is over, or no game reaches it.");
        break;
    case Sharpness::Missing::Training:
        why = tr("In training the badges show once a move has been played here.");
        break;
    case Sharpness::Missing::Nothing:
        break;
    }
    m_messageBar->showMessage(MessageBar::Kind::Information, headline, why);
}

void MainWindow::updateGame()
{
    m_gameSummary->setText(gradeSummary());
    const ttt::Game& game = m_model->game();
    const ttt::GamePath& place = m_model->place();
    m_gameStartAction->setEnabled(!place.empty());
    m_backAction->setEnabled(!place.empty());
    m_forwardAction->setEnabled(!game.movesAfter(place).empty());
    m_gameEndAction->setEnabled(!game.movesAfter(place).empty());
    m_promoteAction->setEnabled(
        std::any_of(place.begin(), place.end(), [](int index) { return index != 0; }));
    m_deleteMoveAction->setEnabled(!place.empty());
    m_nextMistakeAction->setEnabled(game.hasMoves());
    m_previousMistakeAction->setEnabled(game.hasMoves());
    // A game that grows (or goes) needs another share of the dock column, once the list shows
    // it.
    QTimer::singleShot(0, this, [this] {
        if (moveRowCount() != m_sharedForRows)
            shareDockColumn();
    });
}

int MainWindow::moveRowCount() const
{
    int rows = 0;
    for (QTreeWidgetItemIterator it(m_moveList, QTreeWidgetItemIterator::NotHidden); *it; ++it)
        ++rows;
    return rows;
}

// --- The search kept for the next start --------------------------------------------------

void MainWindow::keepSearch()
{
    const std::optional<KeptSearch> kept = m_model->keptSearch();
    Preferences::setKeptSearch(kept ? kept->toJson() : QByteArray());
}

void MainWindow::offerKeptSearch()
{
    // A search the last run left unfinished: what it proved shows, and it goes on when asked.
    if (!m_model->isHeldFromLastRun())
        return;
    const AnalysisStatus& status = m_model->analysisStatus();
    if (status.positions == 0) {
        // A long search, not started as the window opens: it would take every core.
        const SearchEstimate estimate
            = SearchEstimate::of(m_model->board().geometry(), m_model->rules());
        m_messageBar->showMessage(MessageBar::Kind::Information,
            tr("The analysis of this board waits for you"),
            estimate.speed() == SearchEstimate::Speed::NoProof
                ? tr("No proof is expected here, and the search takes every core while it runs.")
                : tr("It takes %1, every core while it runs.").arg(estimate.shortText()));
    } else {
        m_messageBar->showMessage(MessageBar::Kind::Information,
            tr("The last search of this board did not finish"),
            tr("What it proved is shown (%1); it goes on when you ask.")
                .arg(Wording::searchProgress(
                    status.cellsProven, status.cellsTotal, status.positions, status.seconds)));
    }
    m_messageBar->setButton(tr("Resume Analysis"), [this] {
        m_messageBar->clearMessage();
        m_model->resumeAnalysis();
    });
    m_keptSearchMessage = m_messageBar->headline();
}

// --- Icons --------------------------------------------------------------------------------

void MainWindow::setPaletteIcon(QAction* action, std::function<QIcon(const QColor& text)> draw)
{
    action->setIcon(draw(palette().color(QPalette::WindowText)));
    m_paletteIcons.push_back({ action, std::move(draw) });
}

void MainWindow::refreshIcons()
{
    const QColor text = palette().color(QPalette::WindowText);
    for (const PaletteIcon& icon : m_paletteIcons)
        icon.action->setIcon(icon.draw(text));
}

// --- Window events ------------------------------------------------------------------------

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    Preferences::setWindowGeometry(saveGeometry(), saveState());
    keepSearch();
    endSession();
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        refreshIcons();
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::LanguageChange)
        arrangeToolBars();
    QMainWindow::changeEvent(event);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // The boxes are as wide as their longest items once polished, which showing does.
    arrangeToolBars();
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    arrangeToolBars();
    fitStatusBar();
    QMainWindow::resizeEvent(event);
}

void MainWindow::fitStatusBar()
{
    // A notice keeps up to two fifths of the status bar: the search's figures and the mode give
    // way first where they do not all fit (each ends in "…", whole in its tooltip).
    if (!m_progressLabel || !m_modeLabel || !m_messageLabel)
        return;
    const QMargins margins = statusBar()->contentsMargins();
    const int available = statusBar()->width() - margins.left() - margins.right()
        - (m_stopButton->isVisible() ? m_stopButton->sizeHint().width() : 0) - 40;
    const int notice
        = statusBar()->currentMessage().isEmpty() ? 0 : m_messageLabel->sizeHint().width();
    const int progress = m_progressLabel->isVisible() ? m_progressLabel->sizeHint().width() : 0;
    const int mode = m_modeLabel->sizeHint().width();
    const int room = available - std::min(notice, available * 2 / 5);
    int modeCap = QWIDGETSIZE_MAX;
    int progressCap = QWIDGETSIZE_MAX;
    if (progress + mode > room) {
        // The mode gives way first, down to two fifths of the room; then the figures.
        modeCap = std::max(room - progress, room * 2 / 5);
        progressCap = room - std::min(mode, modeCap);
    }
    // Never under the few characters each keeps (a narrow window, or one not laid out yet).
    modeCap = std::max(modeCap, m_modeLabel->minimumSizeHint().width());
    progressCap = std::max(progressCap, m_progressLabel->minimumSizeHint().width());
    m_progressLabel->setMaximumWidth(progressCap);
    m_modeLabel->setMaximumWidth(modeCap);
}

// --- Help ---------------------------------------------------------------------------------

void MainWindow::showHelp()
{
    if (auto* shown = findChild<QDialog*>(QStringLiteral("helpDialog"))) {
        shown->raise();
        shown->activateWindow();
        return;
    }
    QDialog* dialog = newTextDialog(this, tr("Mouse and Keys"),
        tr("<h3>Setting up</h3>"
           "<p>A left click cycles a cell empty → x → o → empty; a right click goes the other "
           "way.</p>"
           "<p>Arrow keys move the focus ring; <b>x</b> and <b>o</b> put that mark on the focus "
           "cell, and <b>.</b>, Space or Delete empty it. Enter acts like a left click.</p>"
           "<h3>Playing</h3>"
           "<p>In Play mode (Ctrl+M) a click plays the side to move's mark. With Perfect Reply "
           "(Ctrl+R) the other side answers with its best move. Play Best Move (Ctrl+B, ★ Best "
           "Move on the toolbar) lets the computer play the side to move: at the start, the "
           "computer moves first. A game played to its end says how it ended.</p>"
           "<h3>Reading the board</h3>"
           "<p>Each empty cell shows what playing there leads to for the side to move: "
           "<b>Win</b> (blue), <b>Tie</b> (grey) or <b>Lose</b> (orange), with the number of "
           "plies until the game ends under best play. Stronger shades are faster results; "
           "★ marks the best moves. Hover a cell to see the best continuation as numbered "
           "marks, and in the Analysis panel how many games can still follow that move.</p>"
           "<p>Under <b>Line-score</b> rules each empty cell shows the final score instead, o "
           "lines minus x lines: blue where o ends ahead, orange where x does, grey when "
           "level.</p>"
           "<p>The letters and numbers around the board name the cells, as the panel and the "
           "status bar do, rows counted from the bottom as gomoku and chess players count them: "
           "a1 is the bottom-left corner, c2 the third column of the second row from the "
           "bottom. A "
           "small triangle in a tile's corner marks the last move played.</p>"
           "<p>A small Greek letter in a cell's corner groups alike moves: cells with the same "
           "sign lead to the same position turned or flipped. Position › Rotate and Flip move "
           "the marks.</p>"
           "<h3>Rules and side to move</h3>"
           "<p>Choose <b>Classic</b>, <b>Misère</b> (completing a line loses) or "
           "<b>Line-score</b> on the toolbar or in Position › Rules, and who moves first. "
           "<b>What if</b> in the Analysis panel names the side to move whatever the counts say: "
           "a board no game reaches is then analysed anyway, with its problems as "
           "warnings.</p>"
           "<h3>Bigger boards</h3>"
           "<p>File › New Board (or Board on the toolbar) picks a size from 3×3 to 8×8 and how "
           "many in a row win. Bigger boards are searched in the background: striped cells are "
           "not proven yet (≥T at least a tie, ≤T at most a tie, ? nothing known) and take their "
           "colour as they are proven. The New Board dialog says what to expect of each board: "
           "at once, seconds, minutes, or no proof expected. The status bar shows the progress; "
           "Esc stops the search, keeping what it has proven, and resumes it. A window that "
           "opens on a search left unfinished, or on one that takes minutes, waits for Resume. "
           "~ before the plies marks those of the line found, on boards of more than 16 "
           "cells.</p>"
           "<h3>Games</h3>"
           "<p>The moves played in Play mode make a game, listed in the Game panel with the "
           "grade of each move: ✓ best, ?! inaccuracy (the same result, but a win that comes "
           "later or a loss that comes sooner), ? mistake, ?? blunder (the tooltip says why). "
           "Click a move to see the position after it; ←/→ in the list (Alt+←/→ anywhere) step "
           "through the game, F8 and Shift+F8 go to the next and previous mistake. Playing "
           "another move at an earlier point opens a variation; Game › Make Main Line and "
           "Delete Move edit them. The graph shows the result for x after every move (the "
           "heatmap's is the side to move's); point at one to read it. In Training mode "
           "(Ctrl+T) the answers stay hidden until you have played.</p>"
           "<h3>Text</h3>"
           "<p>Boards are rows of x, o and . (or - and _), or one line like "
           "<tt>xoo/.x./..x</tt>, after an optional line such as <tt># k=5 rules=misere</tt>; "
           "a board whose text names no rules keeps the window's. Copy, paste, open, save, or "
           "drop a file or text on the window.</p>")
            + tr("<h3>Why</h3>"
                 "<p>View › Why (Ctrl+I) explains the move under the pointer, or the position, "
                 "from its proof: a win's forcing line (threats and the blocks they force, "
                 "numbered on the board, to a double threat), a tie's pairs drawn as dominoes "
                 "(when one side takes a cell of a pair, the other takes its partner), or the "
                 "answer to each reply. The proof explorer steps into the proof; choose an item "
                 "to see its position on the board. The tooltip says when a move is the only "
                 "one that keeps the result, and how many of the other side's replies lose "
                 "against a tie; View › Show Sharpness puts the same on the board.</p>"));
    dialog->setObjectName(QStringLiteral("helpDialog"));
    dialog->show();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Tic-Tac-Toe Analyzer"),
        tr("<h3>Tic-Tac-Toe Analyzer %1</h3>"
           "<p>See why a tic-tac-toe position is won, drawn or lost: set up any position, and "
           "every empty cell shows what it leads to with perfect play.</p>"
           "<p>The analysis is exact: tic-tac-toe is read from a table of every position, and "
           "boards up to 8×8 with k in a row are solved by a search in the background.</p>")
            .arg(QApplication::applicationVersion()));
}
