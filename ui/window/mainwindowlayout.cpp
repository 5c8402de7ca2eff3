// Where the analysis window's parts sit: the board between the message bar's strip and the
// heatmap's legend, the main toolbar and beside it (or under it, when narrow) the board,
// first-move and rules boxes, the analysis, history and game docks (and View › Reset Layout,
// which puts them back), and the status bar's progress, Stop button and mode.
#include "window/mainwindow.h"

#include "board/boardview.h"
#include "document/historymodel.h"
#include "document/positionmodel.h"
#include "panels/analysispanel.h"
#include "panels/currentwidthcombobox.h"
#include "panels/elidedlabel.h"
#include "panels/evaluationgraph.h"
#include "panels/heatmaplegend.h"
#include "panels/messagebar.h"
#include "panels/movelist.h"
#include "panels/newboarddialog.h"
#include "panels/whypanel.h"
#include "window/preferences.h"
#include "words/wording.h"

#include "ttt/rules.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace {

// The strip above the board where the message bar shows. It keeps the height of a message of two
// lines (a headline and a line of details) whether a message shows or not, and the bar is laid
// over it: the board neither moves nor changes size when a message comes or goes. A longer
// message reaches down over the top of the board until it is closed.
class MessageSlot : public QWidget {
public:
    MessageSlot(MessageBar* bar, QWidget* parent)
        : QWidget(parent)
        , m_bar(bar)
    {
        setObjectName(QStringLiteral("messageSlot"));
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        // A sibling, not a child: so that a long message can reach over the board.
        m_bar->setParent(parent);
        m_bar->installEventFilter(this);
    }

    QSize sizeHint() const override { return { 0, reservedHeight() }; }
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void resizeEvent(QResizeEvent*) override { place(); }
    void moveEvent(QMoveEvent*) override { place(); }
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
            updateGeometry();
        QWidget::changeEvent(event);
    }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // A new message may need another height.
        if (watched == m_bar
            && (event->type() == QEvent::Show || event->type() == QEvent::LayoutRequest))
            place();
        return QWidget::eventFilter(watched, event);
    }

private:
    int reservedHeight() const
    {
        QFont bold = font();
        bold.setBold(true);
        const QMargins margins = m_bar->layout()->contentsMargins();
        return QFontMetrics(bold).lineSpacing() + fontMetrics().lineSpacing() + 2 + margins.top()
            + margins.bottom();
    }

    void place()
    {
        const int height = std::max(this->height(), m_bar->heightForWidth(width()));
        m_bar->setGeometry(x(), y(), width(), height);
        m_bar->raise();
    }

    MessageBar* m_bar;
};

} // namespace

void MainWindow::createCentralArea()
{
    auto* central = new QWidget(this);
    m_messageBar = new MessageBar(central);
    m_messageBar->setObjectName(QStringLiteral("messageBar"));
    auto* messageSlot = new MessageSlot(m_messageBar, central);
    m_boardView = new BoardView(m_model, central);
    m_boardView->setObjectName(QStringLiteral("boardView"));
    m_legend = new HeatmapLegend(central);
    m_legend->setObjectName(QStringLiteral("legend"));

    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(10, 10, 10, 8);
    layout->setSpacing(8);
    layout->addWidget(messageSlot);
    layout->addWidget(m_boardView, 1);
    layout->addWidget(m_legend);
    setCentralWidget(central);
    central->setFocusProxy(m_boardView);
}

QToolBar* MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(tr("Main Toolbar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    // File and history buttons are well known by their icons; the analyzer's own actions say
    // what they are.
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_mainBar = bar;
    return bar;
}

void MainWindow::addToolBarBoxes()
{
    // A toolbar of their own, beside the main one while both fit the window's width and on a
    // row of its own when not (arrangeToolBars): never hidden behind the » extension button.
    QToolBar* bar = addToolBar(tr("Board and Rules"));
    bar->setObjectName(QStringLiteral("boxesToolBar"));
    bar->setMovable(false);
    m_boxesBar = bar;
    m_viewMenu->addAction(bar->toggleViewAction());
    auto* boardLabel = new QLabel(tr("Board:"), bar);
    boardLabel->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(boardLabel);
    m_boardCombo = new CurrentWidthComboBox(bar);
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
        const int rules = numbers.at(3).toInt();
        const BoardChoice choice(
            geometry, rules < 0 ? std::nullopt : std::optional<ttt::Rules>(ttt::Rules(rules)));
        // As File › New Board: a new untitled document, once unsaved changes are dealt with. The
        // other gomoku preset of the same board only changes the rules.
        if (geometry == m_model->board().geometry()) {
            if (choice.rules)
                chooseRules(*choice.rules);
            updateBoardChoice();
            return;
        }
        if (maybeSave())
            newBoard(choice);
        else
            updateBoardChoice(); // the document stays, and so does its size
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
    for (ttt::Rules rules : kWindowRules) {
        m_rulesCombo->addItem(Wording::rulesName(rules), int(rules));
        m_rulesCombo->setItemData(
            m_rulesCombo->count() - 1, Wording::rulesSummary(rules), Qt::ToolTipRole);
    }
    rulesLabel->setBuddy(m_rulesCombo);
    connect(m_rulesCombo, &QComboBox::activated, this,
        [this](int index) { chooseRules(ttt::Rules(m_rulesCombo->itemData(index).toInt())); });
    bar->addWidget(m_rulesCombo);
}

void MainWindow::updateBoardChoice()
{
    const ttt::Geometry current = m_model->board().geometry();
    const ttt::Rules rules = m_model->rules();
    const auto dataOf = [](const BoardChoice& choice) {
        const ttt::Geometry& geometry = choice.geometry;
        return QVariant(QList<QVariant> { geometry.columns(), geometry.rows(), geometry.k(),
            choice.rules ? int(*choice.rules) : -1 });
    };
    // The entry of the board shown: a preset of its size and rules, or one of its size alone.
    const auto shows = [&](const BoardChoice& choice) {
        return choice.geometry == current && (!choice.rules || *choice.rules == rules);
    };
    // Most changes keep the board and its rules: the box stays as it is (and the preferences
    // are not read again on every click).
    if (const QList<QVariant> shown = m_boardCombo->currentData().toList(); shown.size() == 4
        && shows(BoardChoice(ttt::Geometry(shown[0].toInt(), shown[1].toInt(), shown[2].toInt()),
            shown[3].toInt() < 0 ? std::nullopt
                                 : std::optional<ttt::Rules>(ttt::Rules(shown[3].toInt())))))
        return;
    // The presets (named as players know them), then the other sizes chosen lately (kept
    // between runs), then the board shown if it is none of them.
    std::vector<BoardPreset> choices = NewBoardDialog::presets();
    const auto listed = [&choices](const BoardChoice& choice) {
        return std::any_of(choices.begin(), choices.end(),
            [&choice](const BoardPreset& preset) { return preset.choice == choice; });
    };
    for (const ttt::Geometry& custom : Preferences::customBoards()) {
        if (!listed(BoardChoice(custom)))
            choices.push_back({ BoardChoice(custom) });
    }
    if (std::none_of(choices.begin(), choices.end(),
            [&shows](const BoardPreset& preset) { return shows(preset.choice); }))
        choices.push_back({ BoardChoice(current) });
    const auto first = std::find_if(choices.begin(), choices.end(),
        [&shows](const BoardPreset& preset) { return shows(preset.choice); });
    if (m_boardCombo->count() > 0 && m_boardCombo->currentData() == dataOf(first->choice))
        return;
    m_boardCombo->clear();
    for (const BoardPreset& preset : choices) {
        m_boardCombo->addItem(preset.shortName(), dataOf(preset.choice));
        m_boardCombo->setItemData(m_boardCombo->count() - 1, preset.description(), Qt::ToolTipRole);
        if (&preset == &*first)
            m_boardCombo->setCurrentIndex(m_boardCombo->count() - 1);
    }
    // The list, when open, as wide as its longest name (the box is as wide as the board shown).
    m_boardCombo->view()->setMinimumWidth(m_boardCombo->view()->sizeHintForColumn(0));
    m_boardCombo->addItem(tr("Other Size…"));
    arrangeToolBars(); // the box may have grown
}

void MainWindow::arrangeToolBars()
{
    if (!m_mainBar || !m_boxesBar)
        return;
    // The two share a row when their full widths fit the window's (sizeHint counts the items an
    // extension button would hide).
    const bool ownRow = m_mainBar->sizeHint().width() + m_boxesBar->sizeHint().width() > width();
    if (ownRow == toolBarBreak(m_boxesBar))
        return;
    if (ownRow)
        insertToolBarBreak(m_boxesBar);
    else
        removeToolBarBreak(m_boxesBar);
}

void MainWindow::createDocks()
{
    QDockWidget* analysisDock = createAnalysisDock();
    QDockWidget* historyDock = createHistoryDock();
    QDockWidget* gameDock = createGameDock();
    QDockWidget* whyDock = createWhyDock();
    placeDocks();

    m_viewMenu->addAction(analysisDock->toggleViewAction());
    // Why: checked while the Why panel is in front; choosing it brings the panel in front of
    // the analysis it shares a place with, and back.
    auto* why = new QAction(tr("&Why"), this);
    why->setObjectName(QStringLiteral("actionWhy"));
    why->setCheckable(true);
    why->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    why->setStatusTip(tr("Why the position or the move under the pointer has its result, from "
                         "its proof, with the proof explorer"));
    connect(why, &QAction::triggered, this, [whyDock, analysisDock](bool shown) {
        if (shown) {
            whyDock->show();
            whyDock->raise();
        } else if (!analysisDock->isHidden() && !analysisDock->isFloating()) {
            analysisDock->raise();
        } else {
            whyDock->hide();
        }
    });
    connect(whyDock, &QDockWidget::visibilityChanged, why, &QAction::setChecked);
    // Whichever of the two is in front shares the column with the game by what they hold.
    for (QDockWidget* top : { analysisDock, whyDock }) {
        connect(top, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            if (visible)
                QTimer::singleShot(0, this, &MainWindow::shareDockColumn);
        });
    }
    m_viewMenu->addAction(why);
    m_viewMenu->addAction(gameDock->toggleViewAction());
    m_viewMenu->addAction(historyDock->toggleViewAction());
    QAction* reset = m_viewMenu->addAction(tr("&Reset Layout"));
    reset->setObjectName(QStringLiteral("actionResetLayout"));
    reset->setStatusTip(tr("Put the panels and the toolbars back where they were at the first "
                           "start, at their first sizes"));
    connect(reset, &QAction::triggered, this, &MainWindow::resetLayout);
}

void MainWindow::placeDocks()
{
    // The analysis on the right, and under it the game and the history as tabs, the game in
    // front; each shown and docked.
    const auto dock
        = [this](const char* name) { return findChild<QDockWidget*>(QString::fromLatin1(name)); };
    QDockWidget* analysisDock = dock("analysisDock");
    QDockWidget* historyDock = dock("historyDock");
    QDockWidget* gameDock = dock("gameDock");
    QDockWidget* whyDock = dock("whyDock");
    for (QDockWidget* each : { analysisDock, historyDock, gameDock, whyDock }) {
        if (dockWidgetArea(each) != Qt::NoDockWidgetArea) { // placed before: a reset
            each->setFloating(false);
            removeDockWidget(each);
        }
    }
    addDockWidget(Qt::RightDockWidgetArea, analysisDock);
    // Why shares the analysis's place, behind it: the analysis says what, Why says why. (Before
    // the column is sized, so that both tabs have its width.)
    tabifyDockWidget(analysisDock, whyDock);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    // Wide enough for the what-if row on one line; at the default size the board is as tall as
    // the window allows either way.
    resizeDocks(
        { analysisDock, whyDock }, { kAnalysisDockWidth, kAnalysisDockWidth }, Qt::Horizontal);
    addDockWidget(Qt::RightDockWidgetArea, gameDock);
    for (QDockWidget* each : { analysisDock, historyDock, gameDock, whyDock })
        each->show();
    tabifyDockWidget(historyDock, gameDock);
    gameDock->raise();
    analysisDock->raise();
}

void MainWindow::sizeDocks()
{
    // Once the window has its size: the analysis and the game share the dock column's height by
    // what they hold (the analysis scrolls).
    auto* analysis = findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    auto* why = findChild<QDockWidget*>(QStringLiteral("whyDock"));
    auto* game = findChild<QDockWidget*>(QStringLiteral("gameDock"));
    resizeDocks({ analysis, game }, { height(), height() }, Qt::Vertical);
    // Both tabs of the analysis's place, or the one behind gives its width back on the next
    // change of layout and the board jumps.
    resizeDocks({ analysis, why }, { kAnalysisDockWidth, kAnalysisDockWidth }, Qt::Horizontal);
    // Now, not at the next change of layout (the first hover of a cell would move the board).
    layout()->activate();
    m_sharedForRows = -1;
    shareDockColumn();
}

int MainWindow::gameDockWantedHeight() const
{
    // The step buttons, the list with a row per move and one to spare (at most a dozen: it
    // scrolls), the graph at its least, the summary, and the dock's own title and tabs.
    const auto* game = findChild<QDockWidget*>(QStringLiteral("gameDock"));
    const int rows = std::clamp(moveRowCount() + 1, 2, 12);
    const int row = std::max(m_moveList->sizeHintForRow(0), fontMetrics().height() + 4);
    const int list
        = m_moveList->header()->sizeHint().height() + rows * row + 2 * m_moveList->frameWidth();
    const QWidget* box = game->widget();
    const QMargins margins = box->layout()->contentsMargins();
    const int spacing = box->layout()->spacing();
    const int inside = margins.top() + margins.bottom() + 3 * spacing
        + box->findChild<QToolBar*>()->sizeHint().height() + list
        + m_graph->minimumSizeHint().height()
        + m_gameSummary->heightForWidth(std::max(1, m_gameSummary->width()));
    return inside + (game->height() - box->height());
}

void MainWindow::shareDockColumn()
{
    auto* analysis = findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    auto* why = findChild<QDockWidget*>(QStringLiteral("whyDock"));
    auto* game = findChild<QDockWidget*>(QStringLiteral("gameDock"));
    QDockWidget* top = why->isVisible() && !why->visibleRegion().isEmpty() ? why : analysis;
    const bool docked = [&] {
        for (QDockWidget* dock : { top, game }) {
            if (!dock->isVisible() || dock->isFloating()
                || dockWidgetArea(dock) != Qt::RightDockWidgetArea)
                return false;
        }
        return true;
    }();
    if (!docked || game->y() < top->y())
        return;
    m_sharedForRows = moveRowCount();
    const int column = top->height() + game->height();
    // At most half the column; at most two fifths under Why, whose words hold more than the
    // analysis's facts.
    const int most = top == why ? column * 2 / 5 : column / 2;
    const int gameHeight = std::min(gameDockWantedHeight(), most);
    resizeDocks({ top, game }, { column - gameHeight, gameHeight }, Qt::Vertical);
}

void MainWindow::resetLayout()
{
    placeDocks();
    m_mainBar->show();
    m_boxesBar->show();
    arrangeToolBars();
    sizeDocks();
}

QDockWidget* MainWindow::createAnalysisDock()
{
    m_panel = new AnalysisPanel(m_model, this);
    m_panel->setObjectName(QStringLiteral("analysisPanel"));
    auto* scroller = new QScrollArea(this);
    scroller->setObjectName(QStringLiteral("analysisScroller"));
    scroller->setWidget(m_panel);
    scroller->setWidgetResizable(true);
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A minimum of its own, whatever the panel says: the panel's values wrap or move under
    // their titles when narrow, and the board keeps its size when a what-if or a banner makes
    // the panel's text longer. Enough for the verdict and a few facts; the rest scrolls.
    scroller->setMinimumSize(kAnalysisDockMinimumWidth, fontMetrics().lineSpacing() * 8);
    // Another position: its verdict (and any banner about it) at the top, in view, wherever the
    // panel was scrolled to for the last one.
    connect(m_model, &PositionModel::positionChanged, scroller,
        [scroller] { scroller->verticalScrollBar()->setValue(0); });

    m_panel->addSymmetryActions({ m_rotateClockwiseAction, m_rotateAnticlockwiseAction,
        m_flipLeftRightAction, m_flipTopBottomAction });

    auto* dock = new QDockWidget(tr("Analysis"), this);
    dock->setObjectName(QStringLiteral("analysisDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    dock->setWidget(scroller);
    return dock;
}

QDockWidget* MainWindow::createHistoryDock()
{
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
    auto* dock = new QDockWidget(tr("History"), this);
    dock->setObjectName(QStringLiteral("historyDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    dock->setWidget(history);
    return dock;
}

QDockWidget* MainWindow::createGameDock()
{
    // The game: its summary, the moves and the graph, with the buttons to step through it.
    auto* gameBox = new QWidget(this);
    m_gameSummary = new QLabel(gameBox);
    m_gameSummary->setObjectName(QStringLiteral("gameSummary"));
    m_gameSummary->setWordWrap(true);
    m_gameSummary->setTextFormat(Qt::PlainText);
    m_moveList = new MoveList(m_model, gameBox);
    m_moveList->setObjectName(QStringLiteral("moveList"));
    m_moveList->setContextActions({ m_promoteAction, m_deleteMoveAction });
    // At least its header and a move (it scrolls): the rest of a short dock column goes to the
    // panel above when that one holds more (shareDockColumn).
    m_moveList->setMinimumHeight(m_moveList->header()->sizeHint().height()
        + m_moveList->fontMetrics().height() + 8 + 2 * m_moveList->frameWidth());
    m_graph = new EvaluationGraph(m_model, gameBox);
    m_graph->setObjectName(QStringLiteral("evaluationGraph"));
    auto* steps = new QToolBar(gameBox);
    steps->setIconSize(QSize(16, 16));
    steps->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction* action : { m_gameStartAction, m_backAction, m_forwardAction, m_gameEndAction })
        steps->addAction(action);
    steps->addSeparator();
    steps->addAction(m_previousMistakeAction);
    steps->addAction(m_nextMistakeAction);
    auto* layout = new QVBoxLayout(gameBox);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->setSpacing(4);
    layout->addWidget(steps);
    layout->addWidget(m_moveList, 1);
    layout->addWidget(m_graph);
    layout->addWidget(m_gameSummary);
    auto* dock = new QDockWidget(tr("Game"), this);
    dock->setObjectName(QStringLiteral("gameDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    dock->setWidget(gameBox);
    return dock;
}

QDockWidget* MainWindow::createWhyDock()
{
    m_whyPanel = new WhyPanel(m_model, this);
    m_whyPanel->setObjectName(QStringLiteral("whyPanel"));
    m_whyPanel->setMinimumSize(kAnalysisDockMinimumWidth, fontMetrics().lineSpacing() * 8);
    auto* dock = new QDockWidget(tr("Why"), this);
    dock->setObjectName(QStringLiteral("whyDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    dock->setWidget(m_whyPanel);
    // Visible: in front of its tab group, not only open.
    connect(dock, &QDockWidget::visibilityChanged, this, &MainWindow::whyShown);
    return dock;
}

void MainWindow::createStatusBar()
{
    // The notices (statusBar()->showMessage()), then the search's progress with its Stop button,
    // then the mode. QStatusBar draws a notice itself, cut off wherever the space ends; here a
    // label of the bar's own shows it, taking the room the others leave and ending in "…" with
    // the whole text in its tooltip when that is not enough (QStatusBar draws its own in the
    // room left of its first permanent widget: none). The others give way too, never past a
    // few characters.
    m_messageLabel = new ElidedLabel(this);
    m_messageLabel->setObjectName(QStringLiteral("statusMessage"));
    m_messageLabel->setContentsMargins(4, 0, 4, 0);
    statusBar()->addPermanentWidget(m_messageLabel, 1);
    connect(statusBar(), &QStatusBar::messageChanged, m_messageLabel, &QLabel::setText);
    connect(statusBar(), &QStatusBar::messageChanged, this, &MainWindow::fitStatusBar);
    m_progressLabel = new ElidedLabel(this);
    m_progressLabel->setObjectName(QStringLiteral("progressLabel"));
    m_progressLabel->setContentsMargins(6, 0, 0, 0);
    statusBar()->addPermanentWidget(m_progressLabel);
    m_stopButton = new QToolButton(this);
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
    m_stopButton->setDefaultAction(m_stopAction);
    m_stopButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    statusBar()->addPermanentWidget(m_stopButton);
    m_modeLabel = new ElidedLabel(this);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    m_modeLabel->setContentsMargins(6, 0, 6, 0);
    statusBar()->addPermanentWidget(m_modeLabel);
}
