// The analysis window's menus, one function per menu, each making its own actions (status tips,
// standard shortcuts, icons) and connecting them; the main toolbar takes some of them as the
// menus are made. Only the actions whose state the window changes later are kept as members
// (see mainwindow.h); the rest live in their menus.
#include "window/mainwindow.h"

#include "analysis/sharpness.h"
#include "board/boardview.h"
#include "document/positionmodel.h"
#include "engines/engineopinion.h"
#include "panels/heatmaplegend.h"
#include "window/appearance.h"
#include "window/language.h"
#include "window/preferences.h"
#include "words/wording.h"

#include "ttt/rules.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

#include <array>

namespace {

// The tooltip of an action that has a button of its own: its status tip and its shortcut.
void setToolTipWithShortcut(QAction* action)
{
    action->setToolTip(action->statusTip() + QStringLiteral(" (")
        + action->shortcut().toString(QKeySequence::NativeText) + QLatin1Char(')'));
}

} // namespace

QAction* MainWindow::newAction(
    QObject* parent, const QString& text, const char* name, const QString& tip)
{
    auto* action = new QAction(text, parent);
    action->setObjectName(QString::fromLatin1(name));
    action->setStatusTip(tip);
    return action;
}

void MainWindow::createMenusAndToolBar()
{
    QToolBar* bar = createToolBar();
    createFileMenu(bar);
    createEditMenu(bar);
    createViewMenu(bar);
    createPositionMenu(bar);
    createGameMenu();
    createEngineMenu();
    createHelpMenu();
    addToolBarBoxes();
}

void MainWindow::createFileMenu(QToolBar* bar)
{
    QMenu* menu = menuBar()->addMenu(tr("&File"));

    QAction* newBoard = newAction(this, tr("&New Board…"), "actionNew",
        tr("Start again from an empty, untitled board of the size you choose"));
    newBoard->setShortcut(QKeySequence::New);
    setPaletteIcon(newBoard, [](const QColor& text) {
        return Appearance::themeIcon(QStringLiteral("document-new"),
            Appearance::actionIcon(Appearance::ActionIcon::New, text));
    });
    connect(newBoard, &QAction::triggered, this, &MainWindow::newBoardChosen);
    menu->addAction(newBoard);

    QAction* open = newAction(this, tr("&Open…"), "actionOpen", tr("Open a board saved as text"));
    open->setShortcut(QKeySequence::Open);
    setPaletteIcon(open, [](const QColor& text) {
        return Appearance::themeIcon(QStringLiteral("document-open"),
            Appearance::actionIcon(Appearance::ActionIcon::Open, text));
    });
    connect(open, &QAction::triggered, this, &MainWindow::open);
    menu->addAction(open);

    m_recentFilesMenu = menu->addMenu(tr("Open &Recent"));
    m_recentFilesMenu->setObjectName(QStringLiteral("menuRecentFiles"));
    menu->addSeparator();

    QAction* save = newAction(this, tr("&Save"), "actionSave", tr("Save the board as text"));
    save->setShortcut(QKeySequence::Save);
    setPaletteIcon(save, [](const QColor& text) {
        return Appearance::themeIcon(QStringLiteral("document-save"),
            Appearance::actionIcon(Appearance::ActionIcon::Save, text));
    });
    connect(save, &QAction::triggered, this, &MainWindow::save);
    menu->addAction(save);

    QAction* saveAs = newAction(
        this, tr("Save &As…"), "actionSaveAs", tr("Save the board as text under a new name"));
    saveAs->setShortcut(QKeySequence::SaveAs);
    saveAs->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    connect(saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    menu->addAction(saveAs);

    QAction* exportImage = newAction(this, tr("&Export as PNG…"), "actionExport",
        tr("Save a picture of the board with its heatmap, labels and verdict"));
    exportImage->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(exportImage, &QAction::triggered, this, &MainWindow::exportPng);
    menu->addAction(exportImage);

    m_exportProofAction = newAction(this, tr("Export &Proof…"), "actionExportProof",
        tr("Save a certificate of what is proven about this position, which ttt-check verifies"));
    connect(m_exportProofAction, &QAction::triggered, this, &MainWindow::exportProof);
    menu->addAction(m_exportProofAction);
    menu->addSeparator();

    QAction* quit = newAction(this, tr("&Quit"), "actionQuit", tr("Close the window"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    menu->addAction(quit);

    bar->addAction(newBoard);
    bar->addAction(open);
    bar->addAction(save);
    bar->addSeparator();
}

void MainWindow::createEditMenu(QToolBar* bar)
{
    QMenu* menu = menuBar()->addMenu(tr("&Edit"));
    QUndoStack* stack = m_model->undoStack();
    const auto undoIcon = [](const QColor& text) {
        return Appearance::themeIcon(QStringLiteral("edit-undo"),
            Appearance::actionIcon(Appearance::ActionIcon::Undo, text));
    };
    const auto redoIcon = [](const QColor& text) {
        return Appearance::themeIcon(QStringLiteral("edit-redo"),
            Appearance::actionIcon(Appearance::ActionIcon::Redo, text));
    };

    QAction* undo = stack->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    setPaletteIcon(undo, undoIcon);
    menu->addAction(undo);
    QAction* redo = stack->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    setPaletteIcon(redo, redoIcon);
    menu->addAction(redo);
    menu->addSeparator();

    // The toolbar's buttons: the stack's own actions rename themselves after every edit ("Undo
    // Put x on ..."), and a renamed action makes the toolbar lay itself out again. These keep one
    // name and only follow whether there is something to undo or redo; the shortcuts stay with
    // the menu's actions.
    auto* undoButton = new QAction(tr("Undo"), this);
    undoButton->setToolTip(tr("Undo the last edit or move"));
    undoButton->setEnabled(false);
    setPaletteIcon(undoButton, undoIcon);
    connect(undoButton, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, undoButton, &QAction::setEnabled);
    auto* redoButton = new QAction(tr("Redo"), this);
    redoButton->setToolTip(tr("Redo what was undone"));
    redoButton->setEnabled(false);
    setPaletteIcon(redoButton, redoIcon);
    connect(redoButton, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, redoButton, &QAction::setEnabled);

    QAction* copy = newAction(
        this, tr("&Copy"), "actionCopy", tr("Copy the board as text, a row of cells on each line"));
    copy->setShortcut(QKeySequence::Copy);
    copy->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));
    connect(copy, &QAction::triggered, this, &MainWindow::copyGrid);
    menu->addAction(copy);

    QAction* copyOneLine = newAction(this, tr("Copy as &One Line"), "actionCopyOneLine",
        tr("Copy the board as text on one line, rows separated by '/'"));
    copyOneLine->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(copyOneLine, &QAction::triggered, this, &MainWindow::copyOneLine);
    menu->addAction(copyOneLine);

    QAction* paste = newAction(
        this, tr("&Paste"), "actionPaste", tr("Set up the board from text on the clipboard"));
    paste->setShortcut(QKeySequence::Paste);
    paste->setIcon(QIcon::fromTheme(QStringLiteral("edit-paste")));
    connect(paste, &QAction::triggered, this, &MainWindow::paste);
    menu->addAction(paste);
    menu->addSeparator();

    m_clearAction = newAction(
        this, tr("C&lear Board"), "actionClearBoard", tr("Take every mark off the board"));
    m_clearAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    setPaletteIcon(m_clearAction, [](const QColor& text) {
        return Appearance::themeIcon(QStringLiteral("edit-clear"),
            Appearance::actionIcon(Appearance::ActionIcon::Clear, text));
    });
    connect(m_clearAction, &QAction::triggered, this, &MainWindow::clearBoard);
    menu->addAction(m_clearAction);

    bar->addAction(undoButton);
    bar->addAction(redoButton);
    bar->addSeparator();
}

void MainWindow::createViewMenu(QToolBar* bar)
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));

    m_showHeatmapAction = newAction(this, tr("Show &Heatmap"), "actionShowHeatmap",
        tr("Colour every empty cell by what playing there leads to (hide it to quiz yourself)"));
    m_showHeatmapAction->setCheckable(true);
    m_showHeatmapAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_showHeatmapAction, &QAction::toggled, this, [this](bool show) {
        m_boardView->setShowHeatmap(show);
        m_legend->setVisible(show);
        Preferences::setShowHeatmap(show);
    });

    m_showLabelsAction = newAction(this, tr("Show &Labels"), "actionShowLabels",
        tr("Write the outcome and its plies on every heatmap cell"));
    m_showLabelsAction->setCheckable(true);
    m_showLabelsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_showLabelsAction, &QAction::toggled, this, [this](bool show) {
        m_boardView->setShowLabels(show);
        Preferences::setShowLabels(show);
    });

    m_showSymmetryAction = newAction(this, tr("Show &Alike Moves"), "actionShowSymmetry",
        tr("Tag every empty cell with a Greek letter; cells with the same sign are the same move "
           "up to rotation and reflection"));
    m_showSymmetryAction->setCheckable(true);
    connect(m_showSymmetryAction, &QAction::toggled, this, [this](bool show) {
        m_boardView->setShowSymmetry(show);
        Preferences::setShowSymmetry(show);
    });

    m_showSharpnessAction = newAction(this, tr("Show &Sharpness"), "actionShowSharpness",
        tr("Mark the only move that keeps the result with !, and each tie with the replies that "
           "lose against it (6/22: 6 of 22 replies lose)"));
    m_showSharpnessAction->setCheckable(true);
    connect(m_showSharpnessAction, &QAction::toggled, this, [this](bool show) {
        m_boardView->setShowSharpness(show);
        m_model->sharpness()->setEveryCellWanted(show);
        Preferences::setShowSharpness(show);
        m_sharpnessNotice.reset();
        sharpnessNotice();
    });

    // The board's look: tiles with x and o, or a go board with stones.
    QMenu* lookMenu = m_viewMenu->addMenu(tr("Board &Look"));
    lookMenu->setObjectName(QStringLiteral("menuBoardLook"));
    auto* lookGroup = new QActionGroup(this);
    const std::array<std::pair<BoardLook, QString>, 3> looks { {
        { BoardLook::Automatic, tr("&Automatic (Stones beyond 8×8)") },
        { BoardLook::Tiles, tr("&Tiles with x and o") },
        { BoardLook::Stones, tr("&Stones on a Go Board (x Black, o White)") },
    } };
    const std::array<const char*, 3> lookNames { "actionLookAutomatic", "actionLookTiles",
        "actionLookStones" };
    for (std::size_t i = 0; i < looks.size(); ++i) {
        QAction* action = lookMenu->addAction(looks[i].second);
        action->setObjectName(QString::fromLatin1(lookNames[i]));
        action->setCheckable(true);
        action->setData(int(looks[i].first));
        action->setChecked(looks[i].first == Preferences::boardLook());
        lookGroup->addAction(action);
    }
    connect(lookGroup, &QActionGroup::triggered, this, [this](QAction* action) {
        const auto look = BoardLook(action->data().toInt());
        Preferences::setBoardLook(look);
        m_boardView->setLook(look);
        updateSideNames();
    });
    m_boardView->setLook(Preferences::boardLook());

    m_viewMenu->addMenu(lookMenu);
    m_viewMenu->addAction(m_showHeatmapAction);
    m_viewMenu->addAction(m_showLabelsAction);
    m_viewMenu->addAction(m_showSymmetryAction);
    m_viewMenu->addAction(m_showSharpnessAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(bar->toggleViewAction());
    // createDocks() adds the docks here, and createLanguageMenu() the language.
}

void MainWindow::createPositionMenu(QToolBar* bar)
{
    QMenu* menu = menuBar()->addMenu(tr("&Position"));

    m_playModeAction = newAction(this, tr("&Play Mode"), "actionPlayMode",
        tr("A click plays the side to move's mark instead of cycling the cell"));
    m_playModeAction->setCheckable(true);
    m_playModeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    setPaletteIcon(m_playModeAction,
        [](const QColor& text) { return Appearance::glyphIcon(QStringLiteral("▶"), text); });
    connect(m_playModeAction, &QAction::toggled, this, [this](bool on) {
        Preferences::setPlayMode(on);
        if (!on && m_engineOpinion)
            m_engineOpinion->cancelAwaitedMove(); // the engine answers in Play mode only
        updateActions();
        updateModeLabel();
    });
    menu->addAction(m_playModeAction);

    m_perfectReplyAction = newAction(this, tr("Perfect &Reply"), "actionPerfectReply",
        tr("In Play mode, the other side answers every move with its best move"));
    m_perfectReplyAction->setCheckable(true);
    m_perfectReplyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    setPaletteIcon(m_perfectReplyAction,
        [](const QColor& text) { return Appearance::glyphIcon(QStringLiteral("⇄"), text); });
    connect(m_perfectReplyAction, &QAction::toggled, this, [this](bool on) {
        Preferences::setPerfectReply(on);
        updateModeLabel();
    });
    menu->addAction(m_perfectReplyAction);
    addReplyLimitMenu(menu);
    addThreatSearchMenu(menu);

    m_bestMoveAction = newAction(this, tr("Play &Best Move"), "actionPlayBestMove",
        tr("The computer plays the best move for the side to move: the game's first move too"));
    m_bestMoveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    m_bestMoveAction->setIconText(tr("Best Move"));
    setToolTipWithShortcut(m_bestMoveAction);
    setPaletteIcon(m_bestMoveAction,
        [](const QColor& text) { return Appearance::glyphIcon(QStringLiteral("★"), text); });
    connect(m_bestMoveAction, &QAction::triggered, this, &MainWindow::playBestMove);
    menu->addAction(m_bestMoveAction);

    // One action and one key: it stops the search that runs, and resumes one that was stopped.
    m_stopAction = newAction(this, QString(), "actionStopAnalysis", QString());
    m_stopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    updateStopAction(false);
    connect(m_stopAction, &QAction::triggered, this, [this] {
        if (m_model->isAnalysing() || m_model->isExportingProof())
            m_model->stopAnalysis();
        else
            m_model->resumeAnalysis();
    });
    menu->addAction(m_stopAction);
    menu->addSeparator();

    addRulesMenu(menu);
    addFirstPlayerActions(menu);
    addSideToMoveMenu(menu);
    menu->addSeparator();
    addSymmetryActions(menu);

    // In the menus, checkable actions show their check box or radio mark instead of their icon:
    // an icon shows being checked only as a faint frame (Fusion), and unchecked not at all.
    for (QAction* action :
        { m_playModeAction, m_perfectReplyAction, m_xFirstAction, m_oFirstAction })
        action->setIconVisibleInMenu(false);

    // The analyzer's own actions say what they are on the toolbar.
    for (QAction* action : { m_playModeAction, m_perfectReplyAction, m_bestMoveAction }) {
        bar->addAction(action);
        if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(action)))
            button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    }
}

void MainWindow::addThreatSearchMenu(QMenu* position)
{
    // How far a big board's threat search goes: the window stays live either way; a longer
    // search proves more of the slower forced wins.
    QMenu* menu = position->addMenu(tr("&Threat Search on Big Boards"));
    menu->setObjectName(QStringLiteral("menuThreatSearch"));
    auto* group = new QActionGroup(this);
    const std::uint64_t chosen = Preferences::threatPositions();
    const struct {
        std::uint64_t positions;
        QString text;
        const char* name;
    } choices[] = {
        { std::uint64_t(1) << 19, tr("&Quick (Half a Million Positions)"), "actionThreatQuick" },
        { 0, tr("&Normal (4 Million Positions)"), "actionThreatNormal" },
        { std::uint64_t(1) << 25, tr("T&horough (32 Million Positions)"), "actionThreatThorough" },
    };
    for (const auto& choice : choices) {
        QAction* action = menu->addAction(choice.text);
        action->setObjectName(QString::fromLatin1(choice.name));
        action->setStatusTip(tr("How many positions the search for forced wins by threats may "
                                "spend on a board of more than 64 cells"));
        action->setCheckable(true);
        action->setData(qulonglong(choice.positions));
        action->setChecked(choice.positions == chosen);
        group->addAction(action);
    }
    if (!group->checkedAction())
        group->actions().at(1)->setChecked(true);
    m_model->setThreatPositions(chosen);
    connect(group, &QActionGroup::triggered, this, [this](QAction* action) {
        const std::uint64_t positions = action->data().toULongLong();
        Preferences::setThreatPositions(positions);
        m_model->setThreatPositions(positions);
    });
}

void MainWindow::addReplyLimitMenu(QMenu* position)
{
    // How long a perfect reply waits for its proof on a board that is searched.
    QMenu* menu = position->addMenu(tr("Perfect Reply &Waits"));
    menu->setObjectName(QStringLiteral("menuReplyLimit"));
    m_replyLimitGroup = new QActionGroup(this);
    for (const int seconds : { 1, 5, 10, 30, 60, 0 }) {
        const QString text = seconds == 0 ? tr("Until &Proven")
            : seconds == 1                ? tr("At Most &1 Second")
                                          : tr("At Most &%1 Seconds").arg(seconds);
        QAction* action = newAction(this, text, "actionReplyLimit",
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
    menu->addActions(m_replyLimitGroup->actions());
}

void MainWindow::addRulesMenu(QMenu* position)
{
    // The rules: a preference, like the first player.
    QMenu* menu = position->addMenu(tr("R&ules"));
    menu->setObjectName(QStringLiteral("menuRules"));
    m_rulesGroup = new QActionGroup(this);
    const std::array<const char*, kWindowRules.size()> names { "actionClassicRules",
        "actionExactRules", "actionRenjuRules", "actionOmokRules", "actionMisereRules",
        "actionLineScoreRules" };
    const std::array<QString, kWindowRules.size()> texts { tr("&Classic Rules"),
        tr("&Exact Rules (Exactly k in a Row)"), tr("&Renju Rules (Five in a Row, 15×15)"),
        tr("&Omok Rules (Korean, Five in a Row, 15×15)"), tr("&Misère Rules"),
        tr("&Line-Score Rules") };
    for (std::size_t i = 0; i < kWindowRules.size(); ++i) {
        const ttt::Rules rules = kWindowRules[i];
        QAction* action = newAction(this, texts[i], names[i], Wording::rulesSummary(rules));
        action->setCheckable(true);
        action->setData(int(rules));
        m_rulesGroup->addAction(action);
    }
    m_rulesGroup->actions().front()->setChecked(true);
    connect(m_rulesGroup, &QActionGroup::triggered, this,
        [this](QAction* action) { chooseRules(ttt::Rules(action->data().toInt())); });
    menu->addActions(m_rulesGroup->actions());
}

void MainWindow::addFirstPlayerActions(QMenu* position)
{
    auto* group = new QActionGroup(this);
    m_xFirstAction = newAction(this, tr("&x Moves First"), "actionXFirst",
        tr("x makes the first move of the game (the usual rule)"));
    m_oFirstAction = newAction(
        this, tr("&o Moves First"), "actionOFirst", tr("o makes the first move of the game"));
    setPaletteIcon(m_xFirstAction,
        [](const QColor& text) { return Appearance::markIcon(ttt::Mark::X, text); });
    setPaletteIcon(m_oFirstAction,
        [](const QColor& text) { return Appearance::markIcon(ttt::Mark::O, text); });
    for (QAction* action : { m_xFirstAction, m_oFirstAction }) {
        action->setCheckable(true);
        group->addAction(action);
        position->addAction(action);
    }
    m_xFirstAction->setChecked(true);
    connect(group, &QActionGroup::triggered, this, [this](QAction* action) {
        chooseFirstPlayer(action == m_oFirstAction ? ttt::Mark::O : ttt::Mark::X);
    });
}

void MainWindow::addSideToMoveMenu(QMenu* position)
{
    // The side to move: by the counts, or named (what-if). Part of the position: undoable.
    QMenu* menu = position->addMenu(tr("&Side to Move"));
    menu->setObjectName(QStringLiteral("menuSideToMove"));
    auto* group = new QActionGroup(this);
    m_sideByCountsAction = newAction(this, tr("Side to Move by the &Counts"), "actionSideByCounts",
        tr("The counts of marks say whose turn it is"));
    m_whatIfXAction = newAction(this, tr("What If &x Is to Move"), "actionWhatIfX",
        tr("Analyse the board with x to move, whatever the counts say"));
    m_whatIfOAction = newAction(this, tr("What If &o Is to Move"), "actionWhatIfO",
        tr("Analyse the board with o to move, whatever the counts say"));
    for (QAction* action : { m_sideByCountsAction, m_whatIfXAction, m_whatIfOAction }) {
        action->setCheckable(true);
        group->addAction(action);
        menu->addAction(action);
    }
    m_sideByCountsAction->setChecked(true);
    connect(group, &QActionGroup::triggered, this, [this](QAction* action) {
        if (action == m_whatIfXAction)
            m_model->chooseSideToMove(ttt::Mark::X);
        else if (action == m_whatIfOAction)
            m_model->chooseSideToMove(ttt::Mark::O);
        else
            m_model->chooseSideToMove(std::nullopt);
        positionChanged(); // an edit that changed nothing still leaves the right item checked
    });
}

void MainWindow::addSymmetryActions(QMenu* position)
{
    // Rotations and reflections: each one undoable edit of the marks.
    const auto add = [&](const QString& text, const char* name, const QString& tip,
                         ttt::Symmetry symmetry, const char* themeName) {
        QAction* action = newAction(this, text, name, tip);
        setPaletteIcon(action, [symmetry, themeName](const QColor& color) {
            return QIcon::fromTheme(
                QString::fromLatin1(themeName), Appearance::symmetryIcon(symmetry, color));
        });
        connect(action, &QAction::triggered, this, [this, symmetry] { transformBoard(symmetry); });
        position->addAction(action);
        return action;
    };
    m_rotateClockwiseAction = add(tr("Rotate &Clockwise"), "actionRotateClockwise",
        tr("Turn the board a quarter turn clockwise"), ttt::Symmetry::QuarterTurnClockwise,
        "object-rotate-right");
    m_rotateAnticlockwiseAction = add(tr("Rotate &Anticlockwise"), "actionRotateAnticlockwise",
        tr("Turn the board a quarter turn anticlockwise"), ttt::Symmetry::QuarterTurnAnticlockwise,
        "object-rotate-left");
    m_flipLeftRightAction = add(tr("Flip &Left-Right"), "actionFlipLeftRight",
        tr("Mirror the board: the left column becomes the right one"),
        ttt::Symmetry::MirrorLeftRight, "object-flip-horizontal");
    m_flipTopBottomAction = add(tr("Flip &Top-Bottom"), "actionFlipTopBottom",
        tr("Mirror the board: the top row becomes the bottom one"), ttt::Symmetry::MirrorTopBottom,
        "object-flip-vertical");
}

void MainWindow::createGameMenu()
{
    // The game: stepping through it, its mistakes, its variations, training.
    QMenu* menu = menuBar()->addMenu(tr("&Game"));
    menu->setObjectName(QStringLiteral("menuGame"));

    m_gameStartAction = newAction(this, tr("Go to the &Start"), "actionGameStart",
        tr("Show the position the game starts from"));
    m_gameStartAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    connect(m_gameStartAction, &QAction::triggered, m_model, &PositionModel::goToStart);
    m_backAction = newAction(this, tr("&Previous Move"), "actionPreviousMove",
        tr("One move back along the game (also ← in the move list)"));
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    connect(m_backAction, &QAction::triggered, m_model, &PositionModel::stepBack);
    m_forwardAction = newAction(this, tr("&Next Move"), "actionNextMove",
        tr("One move on along the game's line (also → in the move list)"));
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    connect(m_forwardAction, &QAction::triggered, m_model, &PositionModel::stepForward);
    m_gameEndAction = newAction(this, tr("Go to the &End"), "actionGameEnd",
        tr("Show the last position of the line through this one"));
    m_gameEndAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_End));
    connect(m_gameEndAction, &QAction::triggered, m_model, &PositionModel::goToEnd);
    // Short texts for the Game panel's buttons; the menu keeps the full names.
    m_gameStartAction->setIconText(tr("|◀", "go to the start"));
    m_backAction->setIconText(tr("◀", "previous move"));
    m_forwardAction->setIconText(tr("▶", "next move"));
    m_gameEndAction->setIconText(tr("▶|", "go to the end"));
    for (QAction* action : { m_gameStartAction, m_backAction, m_forwardAction, m_gameEndAction }) {
        setToolTipWithShortcut(action);
        menu->addAction(action);
    }
    menu->addSeparator();

    m_nextMistakeAction = newAction(this, tr("Ne&xt Mistake"), "actionNextMistake",
        tr("Go to the next move that was a mistake or a blunder"));
    m_nextMistakeAction->setShortcut(QKeySequence(Qt::Key_F8));
    connect(m_nextMistakeAction, &QAction::triggered, this, &MainWindow::nextMistake);
    m_previousMistakeAction = newAction(this, tr("Pre&vious Mistake"), "actionPreviousMistake",
        tr("Go to the previous move that was a mistake or a blunder"));
    m_previousMistakeAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    connect(m_previousMistakeAction, &QAction::triggered, this, &MainWindow::previousMistake);
    m_previousMistakeAction->setIconText(tr("◀ ?", "previous mistake"));
    m_nextMistakeAction->setIconText(tr("? ▶", "next mistake"));
    for (QAction* action : { m_previousMistakeAction, m_nextMistakeAction }) {
        setToolTipWithShortcut(action);
        menu->addAction(action);
    }
    menu->addSeparator();

    m_promoteAction = newAction(this, tr("&Make Main Line"), "actionPromoteVariation",
        tr("Make the variation the shown move is on the main line at its branch"));
    connect(m_promoteAction, &QAction::triggered, this,
        [this] { m_model->promoteVariation(m_model->place()); });
    menu->addAction(m_promoteAction);
    m_deleteMoveAction = newAction(this, tr("&Delete Move"), "actionDeleteMove",
        tr("Delete the shown move and every move after it"));
    connect(m_deleteMoveAction, &QAction::triggered, this,
        [this] { m_model->deleteMove(m_model->place()); });
    menu->addAction(m_deleteMoveAction);
    menu->addSeparator();

    m_trainingAction = newAction(this, tr("&Training Mode"), "actionTraining",
        tr("Hide the heatmap, the verdict and the grades until you have played your move; then "
           "it is graded at once"));
    m_trainingAction->setCheckable(true);
    m_trainingAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_trainingAction, &QAction::toggled, this, [this](bool on) {
        m_model->setTraining(on);
        m_trainingMove.reset();
        trainingGameChanged();
        updateModeLabel();
    });
    menu->addAction(m_trainingAction);
}

void MainWindow::createHelpMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("&Help"));

    QAction* help = newAction(
        this, tr("&Mouse and Keys"), "actionHelp", tr("How to set up, play and read the board"));
    help->setShortcut(QKeySequence::HelpContents);
    help->setIcon(QIcon::fromTheme(QStringLiteral("help-contents")));
    connect(help, &QAction::triggered, this, &MainWindow::showHelp);
    menu->addAction(help);
    menu->addSeparator();

    QAction* about = newAction(
        this, tr("&About Tic-Tac-Toe Analyzer"), "actionAbout", tr("What this program is"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    menu->addAction(about);

    QAction* aboutQt = newAction(
        this, tr("About &Qt"), "actionAboutQt", tr("The Qt toolkit this program is built with"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    menu->addAction(aboutQt);
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

void MainWindow::updateStopAction(bool resumes)
{
    if (resumes) {
        m_stopAction->setText(tr("&Resume Analysis"));
        m_stopAction->setStatusTip(tr("Go on with the search from what it has proven"));
        m_stopAction->setToolTip(tr("Go on with the search (Esc) from what it has proven"));
        m_stopAction->setIconText(tr("Resume"));
        return;
    }
    m_stopAction->setText(tr("&Stop Analysis"));
    m_stopAction->setStatusTip(tr("Stop the search; what it has proven stays on the board"));
    m_stopAction->setToolTip(tr("Stop the search (Esc); what it has proven stays on the board"));
    m_stopAction->setIconText(tr("Stop"));
}
