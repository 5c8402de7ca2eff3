// The analysis window: layout, actions and menus, files, clipboard, drag and drop, preferences.
#include "mainwindow.h"

#include "analysispanel.h"
#include "appearance.h"
#include "boardfiles.h"
#include "boardrenderer.h"
#include "boardview.h"
#include "evaluationgraph.h"
#include "heatmaplegend.h"
#include "historymodel.h"
#include "language.h"
#include "messagebar.h"
#include "movelist.h"
#include "newboarddialog.h"
#include "positionmodel.h"
#include "preferences.h"
#include "wording.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace {

// Exported images are this wide, whatever the window's size.
constexpr int kExportWidth = 900;
// How long a status-bar notice stays.
constexpr int kNoticeMilliseconds = 5000;

QString boardFilter()
{
    return MainWindow::tr("Boards (*.txt *.ttt);;All files (*)");
}

// " It sets misère rules and o moves first.": what a text about to replace the position
// changes besides the board (its header, or the defaults when it has none); empty when nothing.
QString settingsNotice(const PositionModel& model, const ttt::Position& position)
{
    QStringList changes;
    if (position.rules != model.rules())
        changes << MainWindow::tr("%1 rules").arg(Wording::rulesName(position.rules));
    if (position.firstPlayer != model.firstPlayer())
        changes << MainWindow::tr("%1 moves first").arg(Wording::markName(position.firstPlayer));
    if (changes.isEmpty())
        return {};
    return MainWindow::tr(" Its settings: %1.").arg(changes.join(MainWindow::tr(", ")));
}

} // namespace

FileDialogs FileDialogs::standard()
{
    FileDialogs dialogs;
    dialogs.openFileName = [](QWidget* parent, const QString& caption, const QString& directory,
                               const QString& filter) {
        return QFileDialog::getOpenFileName(parent, caption, directory, filter);
    };
    dialogs.saveFileName = [](QWidget* parent, const QString& caption, const QString& suggestedPath,
                               const QString& filter) {
        return QFileDialog::getSaveFileName(parent, caption, suggestedPath, filter);
    };
    dialogs.chooseBoard
        = [](QWidget* parent, const ttt::Geometry& current) -> std::optional<ttt::Geometry> {
        NewBoardDialog dialog(current, parent);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.geometry();
    };
    return dialogs;
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_model(new PositionModel(this))
    , m_fileDialogs(FileDialogs::standard())
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    createCentralArea();
    createActions();
    createMenus();
    createToolBar();
    createDocks();
    // Tab goes from the board to the docks (the analysis panel, the history, the game's moves
    // and graph) and then to the toolbar's boxes, which the order of creation would put second.
    QWidget::setTabOrder(m_graph, m_boardCombo);
    QWidget::setTabOrder(m_boardCombo, m_rulesCombo);
    createLanguageMenu();

    // The search's progress with its Stop button, then the mode.
    m_progressLabel = new QLabel(this);
    m_progressLabel->setObjectName(QStringLiteral("progressLabel"));
    m_progressLabel->setContentsMargins(6, 0, 0, 0);
    statusBar()->addPermanentWidget(m_progressLabel);
    m_stopButton = new QToolButton(this);
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
    m_stopButton->setDefaultAction(m_stopAction);
    m_stopButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    statusBar()->addPermanentWidget(m_stopButton);
    m_modeLabel = new QLabel(this);
    m_modeLabel->setContentsMargins(6, 0, 6, 0);
    statusBar()->addPermanentWidget(m_modeLabel);

    connect(m_model, &PositionModel::analysisChanged, this, &MainWindow::updateActions);
    connect(m_model, &PositionModel::analysisChanged, this, &MainWindow::updateProgress);
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
    connect(m_model, &PositionModel::positionChanged, this, &MainWindow::positionChanged);
    connect(m_model->undoStack(), &QUndoStack::cleanChanged, this,
        [this](bool clean) { setWindowModified(!clean); });
    connect(m_messageBar, &MessageBar::messageShown, this, &MainWindow::messageShown);
    connect(m_boardView, &BoardView::cellActivated, this, &MainWindow::cellActivated);
    connect(m_boardView, &BoardView::markRequested, m_model,
        [this](ttt::Cell cell, ttt::Mark mark) { m_model->setCellMark(cell, mark); });
    connect(m_boardView, &BoardView::hoveredCellChanged, this, &MainWindow::hoveredCellChanged);

    readPreferences();
    updateActions();
    updateProgress();
    updateBoardChoice();
    updateGame();
    updateWindowTitle();
    updateRecentFilesMenu();
    updateModeLabel();

    if (!restoreGeometry(Preferences::windowGeometry()))
        resize(1000, 700);
    if (!restoreState(Preferences::windowState())) {
        // First start: once the window has its size, give the analysis most of the dock
        // column's height (the history scrolls).
        QTimer::singleShot(0, this, [this] {
            auto* analysis = findChild<QDockWidget*>(QStringLiteral("analysisDock"));
            auto* history = findChild<QDockWidget*>(QStringLiteral("historyDock"));
            resizeDocks({ analysis, history }, { 4 * height(), height() }, Qt::Vertical);
        });
    }
    m_boardView->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createCentralArea()
{
    auto* central = new QWidget(this);
    m_messageBar = new MessageBar(central);
    m_messageBar->setObjectName(QStringLiteral("messageBar"));
    m_boardView = new BoardView(m_model, central);
    m_boardView->setObjectName(QStringLiteral("boardView"));
    m_legend = new HeatmapLegend(central);
    m_legend->setObjectName(QStringLiteral("legend"));

    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(10, 10, 10, 8);
    layout->setSpacing(8);
    layout->addWidget(m_messageBar);
    layout->addWidget(m_boardView, 1);
    layout->addWidget(m_legend);
    setCentralWidget(central);
    central->setFocusProxy(m_boardView);
}

void MainWindow::createActions()
{
    const auto make = [this](const QString& text, const char* name, const QString& tip) {
        auto* action = new QAction(text, this);
        action->setObjectName(QString::fromLatin1(name));
        action->setStatusTip(tip);
        return action;
    };

    m_newAction = make(tr("&New Board…"), "actionNew",
        tr("Start again from an empty, untitled board of the size you choose"));
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newBoardChosen);

    m_openAction = make(tr("&Open…"), "actionOpen", tr("Open a board saved as text"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);

    m_saveAction = make(tr("&Save"), "actionSave", tr("Save the board as text"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);

    m_saveAsAction
        = make(tr("Save &As…"), "actionSaveAs", tr("Save the board as text under a new name"));
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);

    m_exportAction = make(tr("&Export as PNG…"), "actionExport",
        tr("Save a picture of the board with its heatmap, labels and verdict"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportPng);

    m_exportProofAction = make(tr("Export &Proof…"), "actionExportProof",
        tr("Save a certificate of what is proven about this position, which ttt-check verifies"));
    connect(m_exportProofAction, &QAction::triggered, this, &MainWindow::exportProof);

    m_quitAction = make(tr("&Quit"), "actionQuit", tr("Close the window"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_model->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_model->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    // The toolbar's buttons: the stack's own actions rename themselves after every edit ("Undo
    // Put x on ..."), and a renamed action makes the toolbar lay itself out again. These keep one
    // name and only follow whether there is something to undo or redo; the shortcuts stay with
    // the menu's actions.
    m_undoButtonAction = new QAction(tr("Undo"), this);
    m_undoButtonAction->setToolTip(tr("Undo the last edit or move"));
    m_undoButtonAction->setEnabled(false);
    connect(m_undoButtonAction, &QAction::triggered, m_model->undoStack(), &QUndoStack::undo);
    connect(m_model->undoStack(), &QUndoStack::canUndoChanged, m_undoButtonAction,
        &QAction::setEnabled);
    m_redoButtonAction = new QAction(tr("Redo"), this);
    m_redoButtonAction->setToolTip(tr("Redo what was undone"));
    m_redoButtonAction->setEnabled(false);
    connect(m_redoButtonAction, &QAction::triggered, m_model->undoStack(), &QUndoStack::redo);
    connect(m_model->undoStack(), &QUndoStack::canRedoChanged, m_redoButtonAction,
        &QAction::setEnabled);

    m_copyAction = make(
        tr("&Copy"), "actionCopy", tr("Copy the board as text, a row of cells on each line"));
    m_copyAction->setShortcut(QKeySequence::Copy);
    connect(m_copyAction, &QAction::triggered, this, &MainWindow::copyGrid);

    m_copyOneLineAction = make(tr("Copy as &One Line"), "actionCopyOneLine",
        tr("Copy the board as text on one line, rows separated by '/'"));
    m_copyOneLineAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyOneLineAction, &QAction::triggered, this, &MainWindow::copyOneLine);

    m_pasteAction
        = make(tr("&Paste"), "actionPaste", tr("Set up the board from text on the clipboard"));
    m_pasteAction->setShortcut(QKeySequence::Paste);
    connect(m_pasteAction, &QAction::triggered, this, &MainWindow::paste);

    m_clearAction
        = make(tr("C&lear Board"), "actionClearBoard", tr("Take every mark off the board"));
    m_clearAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    connect(m_clearAction, &QAction::triggered, this, &MainWindow::clearBoard);

    m_showHeatmapAction = make(tr("Show &Heatmap"), "actionShowHeatmap",
        tr("Colour every empty cell by what playing there leads to (hide it to quiz yourself)"));
    m_showHeatmapAction->setCheckable(true);
    m_showHeatmapAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_showHeatmapAction, &QAction::toggled, this, [this](bool show) {
        m_boardView->setShowHeatmap(show);
        m_legend->setVisible(show);
        Preferences::setShowHeatmap(show);
    });

    m_showLabelsAction = make(tr("Show &Labels"), "actionShowLabels",
        tr("Write the outcome and its plies on every heatmap cell"));
    m_showLabelsAction->setCheckable(true);
    m_showLabelsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_showLabelsAction, &QAction::toggled, this, [this](bool show) {
        m_boardView->setShowLabels(show);
        Preferences::setShowLabels(show);
    });

    m_playModeAction = make(tr("&Play Mode"), "actionPlayMode",
        tr("A click plays the side to move's mark instead of cycling the cell"));
    m_playModeAction->setCheckable(true);
    m_playModeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_playModeAction, &QAction::toggled, this, [this](bool on) {
        Preferences::setPlayMode(on);
        updateActions();
        updateModeLabel();
    });

    m_perfectReplyAction = make(tr("Perfect &Reply"), "actionPerfectReply",
        tr("In Play mode, the other side answers every move with its best move"));
    m_perfectReplyAction->setCheckable(true);
    m_perfectReplyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_perfectReplyAction, &QAction::toggled, this, [this](bool on) {
        Preferences::setPerfectReply(on);
        updateModeLabel();
    });

    m_bestMoveAction = make(tr("Play &Best Move"), "actionPlayBestMove",
        tr("Play the first move of the best line for the side to move"));
    m_bestMoveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    m_bestMoveAction->setIconText(tr("Best Move"));
    connect(m_bestMoveAction, &QAction::triggered, this, &MainWindow::playBestMove);

    m_stopAction = make(tr("&Stop Analysis"), "actionStopAnalysis",
        tr("Stop the search; what it has proven stays on the board"));
    m_stopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_stopAction->setToolTip(tr("Stop the search (Esc); what it has proven stays on the board"));
    m_stopAction->setIconText(tr("Stop"));
    connect(m_stopAction, &QAction::triggered, m_model, &PositionModel::stopAnalysis);

    // The game: stepping through it, its mistakes, its variations, training.
    m_gameStartAction = make(
        tr("Go to the &Start"), "actionGameStart", tr("Show the position the game starts from"));
    m_gameStartAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    connect(m_gameStartAction, &QAction::triggered, m_model, &PositionModel::goToStart);
    m_backAction = make(tr("&Previous Move"), "actionPreviousMove",
        tr("One move back along the game (also ← in the move list)"));
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    connect(m_backAction, &QAction::triggered, m_model, &PositionModel::stepBack);
    m_forwardAction = make(tr("&Next Move"), "actionNextMove",
        tr("One move on along the game's line (also → in the move list)"));
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    connect(m_forwardAction, &QAction::triggered, m_model, &PositionModel::stepForward);
    m_gameEndAction = make(tr("Go to the &End"), "actionGameEnd",
        tr("Show the last position of the line through this one"));
    m_gameEndAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_End));
    connect(m_gameEndAction, &QAction::triggered, m_model, &PositionModel::goToEnd);
    // Short texts for the Game panel's buttons; the menu keeps the full names.
    m_gameStartAction->setIconText(tr("|◀", "go to the start"));
    m_backAction->setIconText(tr("◀", "previous move"));
    m_forwardAction->setIconText(tr("▶", "next move"));
    m_gameEndAction->setIconText(tr("▶|", "go to the end"));
    for (QAction* action : { m_gameStartAction, m_backAction, m_forwardAction, m_gameEndAction })
        action->setToolTip(action->statusTip() + QStringLiteral(" (")
            + action->shortcut().toString(QKeySequence::NativeText) + QLatin1Char(')'));
    m_nextMistakeAction = make(tr("Ne&xt Mistake"), "actionNextMistake",
        tr("Go to the next move that was a mistake or a blunder"));
    m_nextMistakeAction->setShortcut(QKeySequence(Qt::Key_F8));
    connect(m_nextMistakeAction, &QAction::triggered, this, &MainWindow::nextMistake);
    m_previousMistakeAction = make(tr("Pre&vious Mistake"), "actionPreviousMistake",
        tr("Go to the previous move that was a mistake or a blunder"));
    m_previousMistakeAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    connect(m_previousMistakeAction, &QAction::triggered, this, &MainWindow::previousMistake);
    m_previousMistakeAction->setIconText(tr("◀ ?", "previous mistake"));
    m_nextMistakeAction->setIconText(tr("? ▶", "next mistake"));
    for (QAction* action : { m_previousMistakeAction, m_nextMistakeAction })
        action->setToolTip(action->statusTip() + QStringLiteral(" (")
            + action->shortcut().toString(QKeySequence::NativeText) + QLatin1Char(')'));
    m_promoteAction = make(tr("&Make Main Line"), "actionPromoteVariation",
        tr("Make the variation the shown move is on the main line at its branch"));
    connect(m_promoteAction, &QAction::triggered, this,
        [this] { m_model->promoteVariation(m_model->place()); });
    m_deleteMoveAction = make(tr("&Delete Move"), "actionDeleteMove",
        tr("Delete the shown move and every move after it"));
    connect(m_deleteMoveAction, &QAction::triggered, this,
        [this] { m_model->deleteMove(m_model->place()); });
    m_trainingAction = make(tr("&Training Mode"), "actionTraining",
        tr("Hide the heatmap, the verdict and the grades until you have played your move; then "
           "it is graded at once"));
    m_trainingAction->setCheckable(true);
    m_trainingAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_trainingAction, &QAction::toggled, this, [this](bool on) {
        m_model->setTraining(on);
        m_trainingMove.reset();
        updateModeLabel();
    });

    // How long a perfect reply waits for its proof on a board that is searched.
    m_replyLimitGroup = new QActionGroup(this);
    for (const int seconds : { 1, 5, 10, 30, 60, 0 }) {
        const QString text = seconds == 0 ? tr("Until &Proven")
            : seconds == 1                ? tr("At Most &1 Second")
                                          : tr("At Most &%1 Seconds").arg(seconds);
        QAction* action = make(text, "actionReplyLimit",
            seconds == 0 ? tr("A perfect reply waits for the proof however long it takes")
                         : tr("After this long a perfect reply plays the best move proven so "
                              "far, and says so"));
        action->setObjectName(QStringLiteral("actionReplyLimit%1").arg(seconds));
        action->setCheckable(true);
        action->setData(seconds);
        m_replyLimitGroup->addAction(action);
    }
    connect(m_replyLimitGroup, &QActionGroup::triggered, this, [this](QAction* action) {
        m_model->setReplyTimeLimit(action->data().toInt());
        Preferences::setReplyTimeLimit(action->data().toInt());
    });

    m_firstPlayerGroup = new QActionGroup(this);
    m_xFirstAction = make(tr("&x Moves First"), "actionXFirst",
        tr("x makes the first move of the game (the usual rule)"));
    m_oFirstAction
        = make(tr("&o Moves First"), "actionOFirst", tr("o makes the first move of the game"));
    for (QAction* action : { m_xFirstAction, m_oFirstAction }) {
        action->setCheckable(true);
        m_firstPlayerGroup->addAction(action);
    }
    m_xFirstAction->setChecked(true);
    connect(m_firstPlayerGroup, &QActionGroup::triggered, this, [this](QAction* action) {
        const ttt::Mark first = action == m_oFirstAction ? ttt::Mark::O : ttt::Mark::X;
        m_model->setFirstPlayer(first);
        Preferences::setFirstPlayer(first);
    });

    // The rules: a preference, like the first player.
    m_rulesGroup = new QActionGroup(this);
    const std::array<const char*, ttt::kAllRules.size()> rulesActionNames { "actionClassicRules",
        "actionMisereRules", "actionLineScoreRules" };
    const std::array<QString, ttt::kAllRules.size()> rulesActionTexts { tr("&Classic Rules"),
        tr("&Misère Rules"), tr("&Line-Score Rules") };
    for (std::size_t i = 0; i < ttt::kAllRules.size(); ++i) {
        const ttt::Rules rules = ttt::kAllRules[i];
        QAction* action
            = make(rulesActionTexts[i], rulesActionNames[i], Wording::rulesSummary(rules));
        action->setCheckable(true);
        action->setData(int(rules));
        m_rulesGroup->addAction(action);
        m_rulesActions[i] = action;
    }
    m_rulesActions[0]->setChecked(true);
    connect(m_rulesGroup, &QActionGroup::triggered, this,
        [this](QAction* action) { m_model->setRules(ttt::Rules(action->data().toInt())); });

    // The side to move: by the counts, or named (what-if). Part of the position: undoable.
    m_sideToMoveGroup = new QActionGroup(this);
    m_sideByCountsAction = make(tr("Side to Move by the &Counts"), "actionSideByCounts",
        tr("The counts of marks say whose turn it is"));
    m_whatIfXAction = make(tr("What If &x Is to Move"), "actionWhatIfX",
        tr("Analyse the board with x to move, whatever the counts say"));
    m_whatIfOAction = make(tr("What If &o Is to Move"), "actionWhatIfO",
        tr("Analyse the board with o to move, whatever the counts say"));
    for (QAction* action : { m_sideByCountsAction, m_whatIfXAction, m_whatIfOAction }) {
        action->setCheckable(true);
        m_sideToMoveGroup->addAction(action);
    }
    m_sideByCountsAction->setChecked(true);
    connect(m_sideToMoveGroup, &QActionGroup::triggered, this, [this](QAction* action) {
        if (action == m_whatIfXAction)
            m_model->chooseSideToMove(ttt::Mark::X);
        else if (action == m_whatIfOAction)
            m_model->chooseSideToMove(ttt::Mark::O);
        else
            m_model->chooseSideToMove(std::nullopt);
        positionChanged(); // an edit that changed nothing still leaves the right item checked
    });

    // Rotations and reflections: each one undoable edit of the marks.
    const auto symmetryAction = [&](const QString& text, const char* name, const QString& tip,
                                    ttt::Symmetry symmetry) {
        QAction* action = make(text, name, tip);
        connect(action, &QAction::triggered, this, [this, symmetry] { transformBoard(symmetry); });
        return action;
    };
    m_rotateClockwiseAction = symmetryAction(tr("Rotate &Clockwise"), "actionRotateClockwise",
        tr("Turn the board a quarter turn clockwise"), ttt::Symmetry::QuarterTurnClockwise);
    m_rotateAnticlockwiseAction = symmetryAction(tr("Rotate &Anticlockwise"),
        "actionRotateAnticlockwise", tr("Turn the board a quarter turn anticlockwise"),
        ttt::Symmetry::QuarterTurnAnticlockwise);
    m_flipLeftRightAction = symmetryAction(tr("Flip &Left-Right"), "actionFlipLeftRight",
        tr("Mirror the board: the left column becomes the right one"),
        ttt::Symmetry::MirrorLeftRight);
    m_flipTopBottomAction = symmetryAction(tr("Flip &Top-Bottom"), "actionFlipTopBottom",
        tr("Mirror the board: the top row becomes the bottom one"), ttt::Symmetry::MirrorTopBottom);

    m_showSymmetryAction = make(tr("Show &Alike Moves"), "actionShowSymmetry",
        tr("Tag every empty cell with a letter; cells with the same letter are the same move up "
           "to rotation and reflection"));
    m_showSymmetryAction->setCheckable(true);
    connect(m_showSymmetryAction, &QAction::toggled, this, [this](bool show) {
        m_boardView->setShowSymmetry(show);
        Preferences::setShowSymmetry(show);
    });

    m_helpAction
        = make(tr("&Mouse and Keys"), "actionHelp", tr("How to set up, play and read the board"));
    m_helpAction->setShortcut(QKeySequence::HelpContents);
    connect(m_helpAction, &QAction::triggered, this, &MainWindow::showHelp);
    m_aboutAction
        = make(tr("&About Tic-Tac-Toe Analyzer"), "actionAbout", tr("What this program is"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction
        = make(tr("About &Qt"), "actionAboutQt", tr("The Qt toolkit this program is built with"));
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    // In the menus, checkable actions show their check box or radio mark instead of their icon:
    // an icon shows being checked only as a faint frame (Fusion), and unchecked not at all.
    for (QAction* action :
        { m_playModeAction, m_perfectReplyAction, m_xFirstAction, m_oFirstAction })
        action->setIconVisibleInMenu(false);

    refreshIcons();
}

void MainWindow::refreshIcons()
{
    const QColor text = palette().color(QPalette::WindowText);
    using Appearance::ActionIcon;
    using Appearance::actionIcon;
    using Appearance::themeIcon;
    m_newAction->setIcon(
        themeIcon(QStringLiteral("document-new"), actionIcon(ActionIcon::New, text)));
    m_openAction->setIcon(
        themeIcon(QStringLiteral("document-open"), actionIcon(ActionIcon::Open, text)));
    m_saveAction->setIcon(
        themeIcon(QStringLiteral("document-save"), actionIcon(ActionIcon::Save, text)));
    m_saveAsAction->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    m_undoAction->setIcon(
        themeIcon(QStringLiteral("edit-undo"), actionIcon(ActionIcon::Undo, text)));
    m_redoAction->setIcon(
        themeIcon(QStringLiteral("edit-redo"), actionIcon(ActionIcon::Redo, text)));
    m_undoButtonAction->setIcon(m_undoAction->icon());
    m_redoButtonAction->setIcon(m_redoAction->icon());
    m_copyAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));
    m_pasteAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-paste")));
    m_clearAction->setIcon(
        themeIcon(QStringLiteral("edit-clear"), actionIcon(ActionIcon::Clear, text)));
    m_playModeAction->setIcon(Appearance::glyphIcon(QStringLiteral("▶"), text));
    m_bestMoveAction->setIcon(Appearance::glyphIcon(QStringLiteral("★"), text));
    m_perfectReplyAction->setIcon(Appearance::glyphIcon(QStringLiteral("⇄"), text));
    m_xFirstAction->setIcon(Appearance::markIcon(ttt::Mark::X, text));
    m_oFirstAction->setIcon(Appearance::markIcon(ttt::Mark::O, text));
    m_rotateClockwiseAction->setIcon(QIcon::fromTheme(QStringLiteral("object-rotate-right"),
        Appearance::symmetryIcon(ttt::Symmetry::QuarterTurnClockwise, text)));
    m_rotateAnticlockwiseAction->setIcon(QIcon::fromTheme(QStringLiteral("object-rotate-left"),
        Appearance::symmetryIcon(ttt::Symmetry::QuarterTurnAnticlockwise, text)));
    m_flipLeftRightAction->setIcon(QIcon::fromTheme(QStringLiteral("object-flip-horizontal"),
        Appearance::symmetryIcon(ttt::Symmetry::MirrorLeftRight, text)));
    m_flipTopBottomAction->setIcon(QIcon::fromTheme(QStringLiteral("object-flip-vertical"),
        Appearance::symmetryIcon(ttt::Symmetry::MirrorTopBottom, text)));
    m_helpAction->setIcon(QIcon::fromTheme(QStringLiteral("help-contents")));
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentFilesMenu = file->addMenu(tr("Open &Recent"));
    m_recentFilesMenu->setObjectName(QStringLiteral("menuRecentFiles"));
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addAction(m_exportAction);
    file->addAction(m_exportProofAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_copyAction);
    edit->addAction(m_copyOneLineAction);
    edit->addAction(m_pasteAction);
    edit->addSeparator();
    edit->addAction(m_clearAction);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_showHeatmapAction);
    m_viewMenu->addAction(m_showLabelsAction);
    m_viewMenu->addAction(m_showSymmetryAction);
    m_viewMenu->addSeparator();

    QMenu* position = menuBar()->addMenu(tr("&Position"));
    position->addAction(m_playModeAction);
    position->addAction(m_perfectReplyAction);
    QMenu* replyLimit = position->addMenu(tr("Perfect Reply &Waits"));
    replyLimit->setObjectName(QStringLiteral("menuReplyLimit"));
    replyLimit->addActions(m_replyLimitGroup->actions());
    position->addAction(m_bestMoveAction);
    position->addAction(m_stopAction);
    position->addSeparator();
    QMenu* rules = position->addMenu(tr("R&ules"));
    rules->setObjectName(QStringLiteral("menuRules"));
    for (QAction* action : m_rulesActions)
        rules->addAction(action);
    position->addAction(m_xFirstAction);
    position->addAction(m_oFirstAction);
    QMenu* side = position->addMenu(tr("&Side to Move"));
    side->setObjectName(QStringLiteral("menuSideToMove"));
    side->addAction(m_sideByCountsAction);
    side->addAction(m_whatIfXAction);
    side->addAction(m_whatIfOAction);
    position->addSeparator();
    position->addAction(m_rotateClockwiseAction);
    position->addAction(m_rotateAnticlockwiseAction);
    position->addAction(m_flipLeftRightAction);
    position->addAction(m_flipTopBottomAction);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->setObjectName(QStringLiteral("menuGame"));
    game->addAction(m_gameStartAction);
    game->addAction(m_backAction);
    game->addAction(m_forwardAction);
    game->addAction(m_gameEndAction);
    game->addSeparator();
    game->addAction(m_previousMistakeAction);
    game->addAction(m_nextMistakeAction);
    game->addSeparator();
    game->addAction(m_promoteAction);
    game->addAction(m_deleteMoveAction);
    game->addSeparator();
    game->addAction(m_trainingAction);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_helpAction);
    help->addSeparator();
    help->addAction(m_aboutAction);
    help->addAction(m_aboutQtAction);
}

void MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(tr("Main Toolbar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    // File and history buttons are well known by their icons; the analyzer's own actions say
    // what they are.
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    bar->addAction(m_newAction);
    bar->addAction(m_openAction);
    bar->addAction(m_saveAction);
    bar->addSeparator();
    bar->addAction(m_undoButtonAction);
    bar->addAction(m_redoButtonAction);
    bar->addSeparator();
    for (QAction* action : { m_playModeAction, m_perfectReplyAction, m_bestMoveAction }) {
        bar->addAction(action);
        if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(action)))
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    }
    bar->addSeparator();
    auto* boardLabel = new QLabel(tr("Board:"), bar);
    boardLabel->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(boardLabel);
    m_boardCombo = new QComboBox(bar);
    m_boardCombo->setObjectName(QStringLiteral("boardCombo"));
    m_boardCombo->setToolTip(tr("The board's size and how many in a row win; a new choice "
                                "starts an empty board (one step of Undo)"));
    m_boardCombo->setAccessibleName(tr("Board"));
    m_boardCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    boardLabel->setBuddy(m_boardCombo);
    connect(m_boardCombo, &QComboBox::activated, this, [this](int index) {
        const QVariant chosen = m_boardCombo->itemData(index);
        if (!chosen.isValid()) { // "Other Size…"
            updateBoardChoice();
            newBoardChosen();
            return;
        }
        const QList<QVariant> numbers = chosen.toList();
        const ttt::Geometry geometry(
            numbers.at(0).toInt(), numbers.at(1).toInt(), numbers.at(2).toInt());
        if (geometry != m_model->board().geometry())
            m_model->changeBoard(geometry);
    });
    bar->addWidget(m_boardCombo);
    bar->addSeparator();
    auto* firstLabel = new QLabel(tr("First move:"), bar);
    firstLabel->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(firstLabel);
    bar->addAction(m_xFirstAction);
    bar->addAction(m_oFirstAction);
    bar->addSeparator();
    auto* rulesLabel = new QLabel(tr("Rules:"), bar);
    rulesLabel->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(rulesLabel);
    m_rulesCombo = new QComboBox(bar);
    m_rulesCombo->setObjectName(QStringLiteral("rulesCombo"));
    m_rulesCombo->setToolTip(tr("The rules the position is analysed under"));
    m_rulesCombo->setAccessibleName(tr("Rules"));
    for (ttt::Rules rules : ttt::kAllRules) {
        m_rulesCombo->addItem(Wording::rulesName(rules), int(rules));
        m_rulesCombo->setItemData(
            m_rulesCombo->count() - 1, Wording::rulesSummary(rules), Qt::ToolTipRole);
    }
    rulesLabel->setBuddy(m_rulesCombo);
    connect(m_rulesCombo, &QComboBox::activated, this, [this](int index) {
        m_model->setRules(ttt::Rules(m_rulesCombo->itemData(index).toInt()));
    });
    bar->addWidget(m_rulesCombo);
    m_viewMenu->addAction(bar->toggleViewAction());
}

void MainWindow::createDocks()
{
    m_panel = new AnalysisPanel(m_model, this);
    m_panel->setObjectName(QStringLiteral("analysisPanel"));
    auto* scroller = new QScrollArea(this);
    scroller->setWidget(m_panel);
    scroller->setWidgetResizable(true);
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_panel->addSymmetryActions({ m_rotateClockwiseAction, m_rotateAnticlockwiseAction,
        m_flipLeftRightAction, m_flipTopBottomAction });

    auto* analysisDock = new QDockWidget(tr("Analysis"), this);
    analysisDock->setObjectName(QStringLiteral("analysisDock"));
    analysisDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    analysisDock->setWidget(scroller);
    addDockWidget(Qt::RightDockWidgetArea, analysisDock);

    auto* historyModel = new HistoryModel(m_model->undoStack(), this);
    auto* history = new QListView(this);
    history->setObjectName(QStringLiteral("historyView"));
    history->setModel(historyModel);
    // Every entry is one line: the view need not measure each one as the history grows.
    history->setUniformItemSizes(true);
    history->setEditTriggers(QAbstractItemView::NoEditTriggers);
    history->setSelectionMode(QAbstractItemView::SingleSelection);
    history->setToolTip(tr("Every edit and move; click one to go back to it"));
    const auto showCurrent = [history, historyModel] {
        history->setCurrentIndex(historyModel->currentIndex());
        history->scrollTo(historyModel->currentIndex());
    };
    connect(historyModel, &HistoryModel::currentIndexChanged, history, showCurrent);
    connect(history->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex& index) {
            if (index.isValid())
                m_model->undoStack()->setIndex(index.row());
        });
    showCurrent();
    auto* historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    historyDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    historyDock->setWidget(history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    // Wide enough for the what-if row on one line; at the default size the board is as tall as
    // the window allows either way.
    resizeDocks({ analysisDock }, { 370 }, Qt::Horizontal);

    // The game: its summary, the moves and the graph, with the buttons to step through it.
    auto* gameBox = new QWidget(this);
    m_gameSummary = new QLabel(gameBox);
    m_gameSummary->setObjectName(QStringLiteral("gameSummary"));
    m_gameSummary->setWordWrap(true);
    m_gameSummary->setTextFormat(Qt::PlainText);
    m_moveList = new MoveList(m_model, gameBox);
    m_moveList->setObjectName(QStringLiteral("moveList"));
    m_moveList->setContextActions({ m_promoteAction, m_deleteMoveAction });
    m_graph = new EvaluationGraph(m_model, gameBox);
    m_graph->setObjectName(QStringLiteral("evaluationGraph"));
    auto* steps = new QToolBar(gameBox);
    steps->setIconSize(QSize(16, 16));
    steps->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction* action : { m_gameStartAction, m_backAction, m_forwardAction, m_gameEndAction }) {
        steps->addAction(action);
    }
    steps->addSeparator();
    steps->addAction(m_previousMistakeAction);
    steps->addAction(m_nextMistakeAction);
    auto* gameLayout = new QVBoxLayout(gameBox);
    gameLayout->setContentsMargins(6, 4, 6, 6);
    gameLayout->setSpacing(4);
    gameLayout->addWidget(steps);
    gameLayout->addWidget(m_moveList, 1);
    gameLayout->addWidget(m_graph);
    gameLayout->addWidget(m_gameSummary);
    auto* gameDock = new QDockWidget(tr("Game"), this);
    gameDock->setObjectName(QStringLiteral("gameDock"));
    gameDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    gameDock->setWidget(gameBox);
    addDockWidget(Qt::RightDockWidgetArea, gameDock);
    tabifyDockWidget(historyDock, gameDock);
    gameDock->raise();

    m_viewMenu->addAction(analysisDock->toggleViewAction());
    m_viewMenu->addAction(gameDock->toggleViewAction());
    m_viewMenu->addAction(historyDock->toggleViewAction());
}

void MainWindow::createLanguageMenu()
{
    // The system's language or one chosen here, remembered; menus and sentences built already
    // keep theirs, so the choice takes effect at the next start.
    m_viewMenu->addSeparator();
    QMenu* menu = m_viewMenu->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("menuLanguage"));
    auto* group = new QActionGroup(this);
    const QString chosen = Preferences::language();
    auto add = [&](const QString& code, const QString& name) {
        QAction* action = menu->addAction(name);
        action->setObjectName(
            QStringLiteral("languageAction_") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setChecked(code == chosen);
        action->setData(code);
        group->addAction(action);
    };
    add(QString(), tr("System Language"));
    menu->addSeparator();
    for (const Language::Choice& choice : Language::available())
        add(choice.code, choice.nativeName);
    connect(group, &QActionGroup::triggered, this, [this](QAction* action) {
        const QString code = action->data().toString();
        if (code == Preferences::language())
            return;
        Preferences::setLanguage(code);
        const QString language = code.isEmpty() ? tr("the system's language") : action->text();
        statusBar()->showMessage(
            tr("Tic-Tac-Toe Analyzer will speak %1 from its next start.").arg(language), 10000);
    });
}

void MainWindow::readPreferences()
{
    // The board the window last showed, empty: where a person left off, without a history.
    m_model->setBoard(ttt::Board(Preferences::boardGeometry()));
    const int limit = Preferences::replyTimeLimit();
    m_model->setReplyTimeLimit(limit);
    for (QAction* action : m_replyLimitGroup->actions())
        action->setChecked(action->data().toInt() == limit);
    if (Preferences::rules() != m_model->rules())
        m_model->setRules(Preferences::rules()); // rulesChanged() follows
    else
        rulesChanged(); // the actions and the combo box still need to show the default
    const ttt::Mark first = Preferences::firstPlayer();
    m_model->setFirstPlayer(first);
    (first == ttt::Mark::O ? m_oFirstAction : m_xFirstAction)->setChecked(true);
    // setChecked emits toggled, which applies the preference (and writes back the same value).
    m_showHeatmapAction->setChecked(Preferences::showHeatmap());
    m_showLabelsAction->setChecked(Preferences::showLabels());
    m_showSymmetryAction->setChecked(Preferences::showSymmetry());
    m_playModeAction->setChecked(Preferences::playMode());
    m_perfectReplyAction->setChecked(Preferences::perfectReply());
    m_boardView->setShowHeatmap(m_showHeatmapAction->isChecked());
    m_boardView->setShowLabels(m_showLabelsAction->isChecked());
    m_boardView->setShowSymmetry(m_showSymmetryAction->isChecked());
    m_legend->setVisible(m_showHeatmapAction->isChecked());
}

// --- Files --------------------------------------------------------------------------------

bool MainWindow::openFile(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    const BoardFiles::ReadResult result = BoardFiles::readFile(path);
    if (!result.ok()) {
        reportError(tr("Could not open %1").arg(name), result.problem);
        if (!QFileInfo::exists(path)) {
            Preferences::removeRecentFile(path);
            updateRecentFilesMenu();
        }
        return false;
    }
    m_messageBar->clearMessage();
    const QString settings
        = settingsNotice(*m_model, result.game ? result.game->start() : *result.position);
    if (result.game)
        m_model->replaceGame(*result.game, tr("Open %1").arg(name));
    else
        m_model->replacePosition(*result.position, tr("Open %1").arg(name));
    m_model->undoStack()->setClean();
    setCurrentFile(path);
    Preferences::addRecentFile(path);
    updateRecentFilesMenu();
    statusBar()->showMessage(
        tr("Opened %1").arg(QDir::toNativeSeparators(path)) + settings, kNoticeMilliseconds);
    return true;
}

bool MainWindow::saveFile(const QString& path)
{
    // A game with moves is saved as its record; a position alone as its board.
    const QString problem = BoardFiles::writeFile(path,
        m_model->game().hasMoves() ? BoardFiles::gameText(m_model->recordedGame())
                                   : BoardFiles::gridText(m_model->position()));
    if (!problem.isEmpty()) {
        reportError(tr("Could not save %1").arg(QFileInfo(path).fileName()), problem);
        return false;
    }
    m_messageBar->clearMessage();
    m_model->undoStack()->setClean();
    setCurrentFile(path);
    Preferences::addRecentFile(path);
    updateRecentFilesMenu();
    statusBar()->showMessage(
        tr("Saved %1").arg(QDir::toNativeSeparators(path)), kNoticeMilliseconds);
    return true;
}

bool MainWindow::exportImage(const QString& path)
{
    const QImage image = BoardRenderer::annotatedImage(*m_model, m_boardView->palette(),
        m_boardView->font(), m_boardView->paintOptions(), kExportWidth);
    const QString problem = BoardFiles::writeImage(path, image);
    if (!problem.isEmpty()) {
        reportError(tr("Could not export %1").arg(QFileInfo(path).fileName()), problem);
        return false;
    }
    statusBar()->showMessage(
        tr("Exported %1").arg(QDir::toNativeSeparators(path)), kNoticeMilliseconds);
    return true;
}

bool MainWindow::importText(
    const QByteArray& text, const QString& description, const QString& failureHeadline)
{
    const BoardFiles::ReadResult result = BoardFiles::parse(text);
    if (!result.ok()) {
        reportError(failureHeadline, result.problem);
        return false;
    }
    m_messageBar->clearMessage();
    const QString settings
        = settingsNotice(*m_model, result.game ? result.game->start() : *result.position);
    const bool changed = result.game ? m_model->replaceGame(*result.game, description)
                                     : m_model->replacePosition(*result.position, description);
    if (!changed)
        statusBar()->showMessage(
            tr("That board is the one shown already.") + settings, kNoticeMilliseconds);
    else if (!settings.isEmpty())
        statusBar()->showMessage(settings.trimmed(), kNoticeMilliseconds);
    return true;
}

QString MainWindow::dialogDirectory() const
{
    if (!m_currentFile.isEmpty())
        return QFileInfo(m_currentFile).absolutePath();
    const QStringList recent = Preferences::recentFiles();
    if (!recent.isEmpty())
        return QFileInfo(recent.front()).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void MainWindow::newBoard(const ttt::Geometry& geometry)
{
    if (geometry == m_model->board().geometry())
        m_model->clearBoard();
    else
        m_model->changeBoard(geometry);
    m_model->undoStack()->setClean();
    setCurrentFile({});
}

void MainWindow::newBoardChosen()
{
    if (const std::optional<ttt::Geometry> geometry
        = m_fileDialogs.chooseBoard(this, m_model->board().geometry()))
        newBoard(*geometry);
}

void MainWindow::open()
{
    const QString path
        = m_fileDialogs.openFileName(this, tr("Open Board"), dialogDirectory(), boardFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_currentFile.isEmpty())
        return saveAs();
    return saveFile(m_currentFile);
}

bool MainWindow::saveAs()
{
    const QString suggested = m_currentFile.isEmpty()
        ? QDir(dialogDirectory()).filePath(tr("board.txt"))
        : m_currentFile;
    QString path = m_fileDialogs.saveFileName(this, tr("Save Board As"), suggested, boardFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty() && !QFileInfo::exists(path))
        path += QStringLiteral(".txt");
    return saveFile(path);
}

void MainWindow::exportPng()
{
    const QString stem
        = m_currentFile.isEmpty() ? tr("board") : QFileInfo(m_currentFile).completeBaseName();
    const QString suggested = QDir(dialogDirectory()).filePath(stem + QStringLiteral(".png"));
    QString path = m_fileDialogs.saveFileName(
        this, tr("Export as PNG"), suggested, tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    exportImage(path);
}

void MainWindow::exportProof()
{
    const QString stem
        = m_currentFile.isEmpty() ? tr("board") : QFileInfo(m_currentFile).completeBaseName();
    const QString suggested = QDir(dialogDirectory()).filePath(stem + QStringLiteral(".tttproof"));
    QString path = m_fileDialogs.saveFileName(
        this, tr("Export Proof"), suggested, tr("Proof certificates (*.tttproof)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".tttproof");
    m_proofProgress.clear();
    m_model->exportProof(path);
    updateActions();
    updateProgress();
}

void MainWindow::proofWritten(const ProofReport& report)
{
    m_proofProgress.clear();
    updateActions();
    updateProgress();
    if (!report.error.isEmpty()) {
        reportError(tr("Could not export the proof"), report.error);
        return;
    }
    const QString size = QLocale().toString(qulonglong(report.nodes));
    QString details;
    if (report.complete)
        details = tr("%1 positions, every result proven; ttt-check verifies it.").arg(size);
    else if (report.uncertified > 0)
        details = tr("%1 positions; %n result(s) left out: stopped before they were proven.",
            nullptr, report.uncertified)
                      .arg(size);
    else
        details = tr("%1 positions: what was proven when the analysis stopped.").arg(size);
    m_messageBar->showMessage(MessageBar::Kind::Information,
        tr("Proof exported to %1").arg(QDir::toNativeSeparators(report.path)), details);

}

void MainWindow::setCurrentFile(const QString& path)
{
    m_currentFile = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    updateWindowTitle();
}

void MainWindow::updateWindowTitle()
{
    setWindowFilePath(m_currentFile);
    const QString name
        = m_currentFile.isEmpty() ? tr("Untitled") : QFileInfo(m_currentFile).fileName();
    setWindowTitle(name + QStringLiteral("[*]"));
    setWindowModified(!m_model->undoStack()->isClean());
}

void MainWindow::updateRecentFilesMenu()
{
    m_recentFilesMenu->clear();
    const QStringList files = Preferences::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files.at(i);
        // The first nine get a mnemonic digit.
        const QString text = i < 9 ? tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName())
                                   : QFileInfo(path).fileName();
        QAction* action = m_recentFilesMenu->addAction(text);
        action->setData(path);
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentFilesMenu->addSeparator();
    QAction* clear = m_recentFilesMenu->addAction(tr("&Clear List"));
    clear->setObjectName(QStringLiteral("actionClearRecentFiles"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        Preferences::clearRecentFiles();
        updateRecentFilesMenu();
    });
    m_recentFilesMenu->setEnabled(!files.isEmpty());
}

// --- Clipboard ----------------------------------------------------------------------------

void MainWindow::copyGrid()
{
    if (m_model->game().hasMoves()) {
        QApplication::clipboard()->setText(
            QString::fromUtf8(BoardFiles::gameText(m_model->recordedGame())));
        statusBar()->showMessage(
            tr("Copied the game: its start and its moves"), kNoticeMilliseconds);
        return;
    }
    QApplication::clipboard()->setText(
        QString::fromUtf8(BoardFiles::gridText(m_model->position())));
    statusBar()->showMessage(
        tr("Copied the board as %n rows", nullptr, m_model->board().geometry().rows()),
        kNoticeMilliseconds);
}

void MainWindow::copyOneLine()
{
    const ttt::Position position = m_model->position();
    QApplication::clipboard()->setText(BoardFiles::oneLineText(position));
    statusBar()->showMessage(ttt::formatHeader(position).empty()
            ? tr("Copied the board as one line")
            : tr("Copied the board as one line, after a line with its settings"),
        kNoticeMilliseconds);
}

void MainWindow::paste()
{
    importText(QApplication::clipboard()->text().toUtf8(), tr("Paste board"),
        tr("The clipboard does not hold a board"));
}

// --- Editing and playing ------------------------------------------------------------------

void MainWindow::clearBoard()
{
    m_model->clearBoard();
}

void MainWindow::playBestMove()
{
    if (m_model->playBestMove())
        return;
    if (m_model->hasMoveEvaluations() && !m_model->analysis().complete)
        statusBar()->showMessage(
            tr("The best move is not proven yet: wait for the analysis, or play one yourself."),
            kNoticeMilliseconds);
    else
        statusBar()->showMessage(
            tr("There is no move to play: the game is over or the position is not legal."),
            kNoticeMilliseconds);
}

void MainWindow::replyPlayed(ttt::Cell cell, bool proven)
{
    const ttt::Geometry& geometry = m_model->board().geometry();
    const QString side = Wording::markName(m_model->board().at(cell));
    const QString where = Wording::cellCoordinates(geometry, cell);
    if (proven)
        statusBar()->showMessage(
            tr("%1 replied %2, a proven best move").arg(side, where), kNoticeMilliseconds);
    else
        statusBar()->showMessage(
            tr("%1 replied %2 before the proof was done: the most promising move proven by then")
                .arg(side, where),
            2 * kNoticeMilliseconds);
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
    const ttt::GamePath before = m_model->place();
    if (m_model->playMove(cell, m_perfectReplyAction->isChecked())) {
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
    if (m_model->board().at(cell) != ttt::Mark::Empty)
        why = tr("%1 is taken.").arg(Wording::cellName(m_model->board().geometry(), cell));
    else if (!m_model->hasAnalysis())
        why = tr(
            "This position cannot arise in a game, so there is no move to play; fix it first.");
    else
        why = tr("The game is over: %1.").arg(Wording::gameState(m_model->gameState()));
    statusBar()->showMessage(why, kNoticeMilliseconds);
}

void MainWindow::hoveredCellChanged(int cell)
{
    m_panel->setHoveredCell(cell);
    // Leaving the board takes away what hovering put there, but not a notice such as "Saved".
    if (!m_model->board().geometry().isValidCell(cell)) {
        if (statusBar()->currentMessage() == m_hoverMessage)
            statusBar()->clearMessage();
        return;
    }
    const std::optional<ttt::Evaluation> evaluation = m_model->moveEvaluation(cell);
    if (evaluation && m_boardView->showHeatmap() && m_model->sideToMove()
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
        m_hoverMessage[0] = m_hoverMessage[0].toUpper();
    }
    statusBar()->showMessage(m_hoverMessage);
}

// --- What the window shows ----------------------------------------------------------------

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

void MainWindow::rulesChanged()
{
    const ttt::Rules rules = m_model->rules();
    Preferences::setRules(rules);
    for (QAction* action : m_rulesActions)
        action->setChecked(ttt::Rules(action->data().toInt()) == rules);
    m_rulesCombo->setCurrentIndex(m_rulesCombo->findData(int(rules)));
    m_legend->setRules(rules);
    // What the side-to-move items mean depends on the rules: line-score always names a side.
    m_sideByCountsAction->setText(rules == ttt::Rules::LineScore
            ? tr("Side to Move by the &Counts (or the Side Behind)")
            : tr("Side to Move by the &Counts"));
    // The hovered cell's message says the rules too.
    if (m_boardView->hoveredCell() >= 0)
        hoveredCellChanged(m_boardView->hoveredCell());
}

void MainWindow::positionChanged()
{
    updateBoardChoice();
    // A new size or k (not every edit: each write of a preference rewrites the settings file).
    const ttt::Geometry& geometry = m_model->board().geometry();
    if (geometry != m_legend->boardGeometry()) {
        m_legend->setBoardGeometry(geometry);
        Preferences::setBoardGeometry(geometry);
    }
    const std::optional<ttt::Mark> whatIf = m_model->whatIfSideToMove();
    QAction* checked = !whatIf    ? m_sideByCountsAction
        : *whatIf == ttt::Mark::X ? m_whatIfXAction
                                  : m_whatIfOAction;
    checked->setChecked(true);
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

void MainWindow::updateProgress()
{
    const AnalysisStatus& status = m_model->analysisStatus();
    const QString figures = Wording::searchProgress(
        status.cellsProven, status.cellsTotal, status.positions, status.seconds);
    QString text;
    switch (status.state) {
    case AnalysisStatus::State::Running:
        text = tr("Analysing: %1", "search figures").arg(figures);
        break;
    case AnalysisStatus::State::Stopped:
        text = tr("Stopped: %1", "search figures").arg(figures);
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
    if (proving && !m_model->isAnalysing())
        text = m_proofProgress.isEmpty() ? tr("Writing the proof…") : m_proofProgress;
    m_progressLabel->setText(text);
    m_progressLabel->setVisible(!text.isEmpty());
    m_stopAction->setEnabled(m_model->isAnalysing() || proving);
    m_stopButton->setVisible(m_model->isAnalysing() || proving);
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
}

QString MainWindow::gradeSummary() const
{
    const ttt::Game& game = m_model->game();
    if (!game.hasMoves())
        return tr("No moves yet: in Play mode (Ctrl+M) each click plays a move of the game.");
    std::vector<std::pair<ttt::Mark, std::optional<ttt::MoveGrade>>> moves;
    const ttt::GamePath line = game.lineThrough(m_model->place());
    for (std::size_t ply = 1; ply <= line.size(); ++ply) {
        const ttt::GamePath path(line.begin(), line.begin() + std::ptrdiff_t(ply));
        moves.emplace_back(
            game.sideToMoveAt(ttt::GamePath(path.begin(), path.end() - 1)), m_model->gradeAt(path));
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
        return;
    }
    QString word = Wording::gradeWord(*grade, m_model->rules());
    word[0] = word[0].toUpper();
    m_messageBar->showMessage(
        MessageBar::Kind::Warning, tr("%1: %2", "grade: what it means").arg(word, sentence));
}

void MainWindow::updateBoardChoice()
{
    const ttt::Geometry current = m_model->board().geometry();
    const auto dataOf = [](const ttt::Geometry& geometry) {
        return QVariant(QList<QVariant> { geometry.columns(), geometry.rows(), geometry.k() });
    };
    if (m_boardCombo->count() > 0 && m_boardCombo->currentData() == dataOf(current))
        return;
    std::vector<ttt::Geometry> choices = NewBoardDialog::presets();
    if (std::find(choices.begin(), choices.end(), current) == choices.end())
        choices.push_back(current);
    m_boardCombo->clear();
    for (const ttt::Geometry& geometry : choices) {
        m_boardCombo->addItem(Wording::shortBoardName(geometry), dataOf(geometry));
        m_boardCombo->setItemData(
            m_boardCombo->count() - 1, Wording::boardName(geometry), Qt::ToolTipRole);
        if (geometry == current)
            m_boardCombo->setCurrentIndex(m_boardCombo->count() - 1);
    }
    m_boardCombo->addItem(tr("Other Size…"));
}

void MainWindow::updateModeLabel()
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
    m_modeLabel->setText(m_perfectReplyAction->isChecked()
            ? tr("Playing, with perfect replies")
            : tr("Playing: a click plays the side to move"));
}

void MainWindow::reportError(const QString& headline, const QString& details)
{
    m_messageBar->showMessage(MessageBar::Kind::Error, headline, details);
}

// --- Drag and drop ------------------------------------------------------------------------

bool MainWindow::canAccept(const QMimeData* mime) const
{
    if (mime->hasUrls()) {
        const QList<QUrl> urls = mime->urls();
        return urls.size() == 1 && urls.front().isLocalFile();
    }
    return mime->hasText();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!canAccept(event->mimeData()))
        return;
    event->acceptProposedAction();
    m_boardView->setDropTarget(true);
}

void MainWindow::dragMoveEvent(QDragMoveEvent* event)
{
    if (canAccept(event->mimeData()))
        event->acceptProposedAction();
}

void MainWindow::dragLeaveEvent(QDragLeaveEvent* event)
{
    m_boardView->setDropTarget(false);
    QMainWindow::dragLeaveEvent(event);
}

void MainWindow::dropEvent(QDropEvent* event)
{
    m_boardView->setDropTarget(false);
    const QMimeData* mime = event->mimeData();
    if (!canAccept(mime))
        return;
    event->acceptProposedAction();
    if (mime->hasUrls())
        openFile(mime->urls().front().toLocalFile());
    else
        importText(mime->text().toUtf8(), tr("Drop board"), tr("The dropped text is not a board"));
}

// --- Window -------------------------------------------------------------------------------

void MainWindow::closeEvent(QCloseEvent* event)
{
    Preferences::setWindowGeometry(saveGeometry(), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        refreshIcons();
    QMainWindow::changeEvent(event);
}

void MainWindow::showHelp()
{
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("Mouse and Keys"),
        tr("<h3>Setting up</h3>"
           "<p>A left click cycles a cell empty → x → o → empty; a right click goes the other "
           "way.</p>"
           "<p>Arrow keys move the focus ring; <b>x</b> and <b>o</b> put that mark on the focus "
           "cell, and <b>.</b>, Space or Delete empty it. Enter acts like a left click.</p>"
           "<h3>Playing</h3>"
           "<p>In Play mode (Ctrl+M) a click plays the side to move's mark. With Perfect Reply "
           "(Ctrl+R) the other side answers with its best move. Ctrl+B plays the best move.</p>"
           "<h3>Reading the board</h3>"
           "<p>Each empty cell shows what playing there leads to for the side to move: "
           "<b>Win</b> (blue), <b>Tie</b> (grey) or <b>Lose</b> (orange), with the number of "
           "plies until the game ends under best play. Stronger shades are faster results; "
           "★ marks the best moves. Hover a cell to see the best continuation as numbered "
           "marks, and in the Analysis panel how many games can still follow that move.</p>"
           "<p>Under <b>Line-score</b> rules each empty cell shows the final score instead, o "
           "lines minus x lines: blue where o ends ahead, orange where x does, grey when "
           "level.</p>"
           "<p>A small letter in a cell's corner groups alike moves: cells with the same letter "
           "lead to the same position turned or flipped. Position › Rotate and Flip move the "
           "marks.</p>"
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
           "colour as they are proven. The status bar shows the progress; Esc stops the search, "
           "keeping what it has proven. ~ before the plies marks those of the line found, on "
           "boards of more than 16 cells.</p>"
           "<h3>Games</h3>"
           "<p>The moves played in Play mode make a game, listed in the Game panel with the "
           "grade of each move: ✓ best, ↓ slower, ? mistake, ?? blunder (the tooltip says why). "
           "Click a move to see the position after it; ←/→ in the list (Alt+←/→ anywhere) step "
           "through the game, F8 and Shift+F8 go to the next and previous mistake. Playing "
           "another move at an earlier point opens a variation; Game › Make Main Line and "
           "Delete Move edit them. The graph shows the result for x after every move. In "
           "Training mode (Ctrl+T) the answers stay hidden until you have played.</p>"
           "<h3>Text</h3>"
           "<p>Boards are rows of x, o and . (or - and _), or one line like "
           "<tt>xoo/.x./..x</tt>, after an optional line such as <tt># k=5 rules=misere</tt>. "
           "Copy, paste, open, save, or drop a file or text on the window.</p>"),
        QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
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

MessageBar* MainWindow::legalityBanner() const
{
    return m_panel->legalityBanner();
}
