// The analysis window: the board with its legend and banners, the analysis, history and game
// docks, the menus, files in and out, and the preferences.
//
// One class, its work in several files by job:
//   mainwindow.cpp        puts the parts together, keeps them in step with the preferences and
//                         the model, and shows the help;
//   mainwindowmenus.cpp   makes each menu with its actions (some go on the toolbar too);
//   mainwindowlayout.cpp  places the board, the toolbar's boxes, the docks and the status bar;
//   mainwindowfiles.cpp   opens, saves, exports, copies, pastes and takes drops;
//   mainwindowsession.cpp asks before unsaved changes are dropped, and keeps the session that a
//                         crash would otherwise lose;
//   mainwindowplay.cpp    answers clicks and moves, and writes the status bar's texts.
#pragma once

#include "panels/newboarddialog.h"

#include "ttt/board.h"
#include "ttt/game.h"
#include "ttt/rules.h"

#include <QIcon>
#include <QMainWindow>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class AnalysisPanel;
class BoardView;
class BrainProcess;
class EngineOpinion;
class ElidedLabel;
class EvaluationGraph;
class MoveList;
class HeatmapLegend;
class WhyPanel;
class MessageBar;
class PositionModel;
struct ProofReport;
class SessionFile;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QMimeData;
class QTimer;
class QToolBar;
class QToolButton;

// The dialogs the window asks for paths and for a new board's size, and its questions about
// unsaved changes and a session left behind. Tests replace them so no modal dialog ever waits
// for a person.
struct FileDialogs {
    // Each returns the chosen path, or an empty string when the person cancels.
    std::function<QString(
        QWidget* parent, const QString& caption, const QString& directory, const QString& filter)>
        openFileName;
    std::function<QString(QWidget* parent, const QString& caption, const QString& suggestedPath,
        const QString& filter)>
        saveFileName;
    // The size and k of a new board (and the rules of a preset that names them), starting from
    // `current`, to be analysed under `rules`; nothing when the person cancels.
    std::function<std::optional<BoardChoice>(
        QWidget* parent, const ttt::Geometry& current, ttt::Rules rules)>
        chooseBoard;
    // Before the document `name` with unsaved changes is dropped (quit, open, new board).
    enum class UnsavedChanges { Save, Discard, Cancel };
    std::function<UnsavedChanges(QWidget* parent, const QString& name)> unsavedChanges;
    // Before a game is saved as `name` in a form that cannot hold all of it (a .psq file has no
    // variations): whether to save it anyway; `lost` names what would be left out.
    std::function<bool(QWidget* parent, const QString& name, const QStringList& lost)> saveLosing;
    // At start, when the last session did not end cleanly: whether to bring back its document
    // `name` (true) or discard it.
    std::function<bool(QWidget* parent, const QString& name)> restoreSession;
    // The first player chosen is not the one who started the game shown: start a new game with
    // `chosen` first, keep the game as a what-if (its first mover named to move at its start),
    // or cancel.
    enum class FirstPlayerChange { NewGame, KeepAsWhatIf, Cancel };
    std::function<FirstPlayerChange(QWidget* parent, ttt::Mark started, ttt::Mark chosen)>
        firstPlayerOfGame;

    // QFileDialog's, NewBoardDialog, and QMessageBox's questions.
    static FileDialogs standard();
};

// Every rule set, in the order the Rules menu and box list them: those where a line wins, then
// misère and line-score.
inline constexpr std::array<ttt::Rules, 6> kWindowRules { ttt::Rules::Classic, ttt::Rules::Exact,
    ttt::Rules::Renju, ttt::Rules::Omok, ttt::Rules::Misere, ttt::Rules::LineScore };

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    PositionModel* model() const { return m_model; }
    BoardView* boardView() const { return m_boardView; }
    AnalysisPanel* analysisPanel() const { return m_panel; }
    HeatmapLegend* legend() const { return m_legend; }
    MoveList* moveList() const { return m_moveList; }
    EvaluationGraph* evaluationGraph() const { return m_graph; }
    WhyPanel* whyPanel() const { return m_whyPanel; }
    // The other engine consulted (Engine menu), its opinion of the position shown.
    EngineOpinion* engineOpinion() const { return m_engineOpinion; }
    // "x: 1 mistake, 0 blunders; o: 1 blunder" for the line through the place shown.
    QString gradeSummary() const;
    // Shown in the analysis panel while the position is not legal, a sentence per broken rule.
    MessageBar* legalityBanner() const;
    // Shown above the board when something the person asked for failed (open, save, paste,
    // drop, export). It stays until closed or until the next file or clipboard action works,
    // so the board does not move under the mouse while editing.
    MessageBar* messageBar() const { return m_messageBar; }

    void setFileDialogs(FileDialogs dialogs) { m_fileDialogs = std::move(dialogs); }

    // The file the board was last opened from or saved to; empty for a new board.
    QString currentFile() const;

    // Each returns whether it worked; if not, the message bar says why and the board is as it was.
    bool openFile(const QString& path);
    bool saveFile(const QString& path);
    bool exportImage(const QString& path);
    // Parses `text` and, if it is a board, makes it the position as one undo step named
    // `description`; if not, shows `failureHeadline` with the line and column.
    bool importText(
        const QByteArray& text, const QString& description, const QString& failureHeadline);

    // An empty, untitled board of `choice`'s size, as one undoable step, under its rules if it
    // names them.
    void newBoard(const BoardChoice& choice);

    // Before the document is dropped (quit, open, new board): if it has unsaved changes, asks
    // whether to save them (FileDialogs::unsavedChanges), and saves if told to. False when the
    // document must stay: the person cancelled, or the save failed or was cancelled.
    bool maybeSave();
    // The rules or the first player chosen by hand: they belong to the document too (Save writes
    // them), so a document with something to lose (a file, marks, moves) becomes modified.
    void chooseRules(ttt::Rules rules);
    // Why renju or omok (`rules`) cannot be the rules on a board of `geometry`, for the message
    // bar.
    static QString rulesDoNotFit(ttt::Rules rules, const ttt::Geometry& geometry);
    void chooseFirstPlayer(ttt::Mark first);
    void settingsEdited();

    // Keeps the document in a session file of `folder` from now on, rewritten within a second
    // of each change and removed when the window closes; a session that a crash or a kill left
    // there is offered back first (FileDialogs::restoreSession). False when no session can be
    // kept (the folder cannot be made, or other windows hold all its places).
    bool startSession(const QString& folder);
    // The session file in use; empty before startSession() or when it failed.
    QString sessionFile() const;
    // Where the program keeps its sessions: "session" in the application's data folder
    // (QStandardPaths::AppLocalDataLocation; Qt 6.4 has no state location).
    static QString defaultSessionFolder();

public slots:
    // Asks for a size and k (FileDialogs::chooseBoard), then newBoard().
    void newBoardChosen();
    void open();
    bool save();
    bool saveAs();
    void exportPng();
    // File › Export Proof…: the certificate of what is proven about the position shown.
    void exportProof();
    void proofWritten(const ProofReport& report);
    void copyGrid();
    void copyOneLine();
    void paste();
    void clearBoard();
    void playBestMove();
    // The next or previous move along the line through the place shown that was a mistake or
    // a blunder (or gave points away); false, with a notice, when there is none.
    bool nextMistake();
    bool previousMistake();
    void showHelp();
    void showAbout();
    // View › Reset Layout: the docks and toolbars where and as large as at the first start.
    void resetLayout();

signals:
    // Every message the message bar shows (errors of open, save, paste, drop and export).
    void messageShown(const QString& text);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // Names the sides by the board's look (Wording::setStoneNames).
    void updateSideNames();
    void showEvent(QShowEvent* event) override;

private:
    // How long a status-bar notice stays.
    static constexpr int kNoticeMilliseconds = 5000;
    // How often the results of a search that has run this long already are kept.
    static constexpr int kKeepMilliseconds = 30000;
    // The analysis dock's width at the first start, and the least it can be made.
    static constexpr int kAnalysisDockWidth = 370;
    static constexpr int kAnalysisDockMinimumWidth = 240;

    // mainwindow.cpp: the parts put together, kept in step with the preferences and the model.
    void connectModel();
    void readPreferences();
    // The analysis of the position shown, kept with the preferences for the next start
    // (KeptSearch); at start, the offer to resume a search the last run left unfinished.
    void keepSearch();
    void offerKeptSearch();
    void positionChanged();
    void rulesChanged();
    void updateActions();
    void updateGame();
    // While the board shows the sharpness: why it shows none for the position shown, in the
    // message bar, said once for each reason (and taken back once there is no reason).
    void sharpnessNotice();
    // Gives `action` the icon `draw` makes in the palette's text colour, and makes it again
    // whenever the palette or the style changes.
    void setPaletteIcon(QAction* action, std::function<QIcon(const QColor& text)> draw);
    void refreshIcons();

    // mainwindowmenus.cpp: each menu with its actions; the toolbar takes some of them.
    // A new action of `parent` named `name` (tests find actions by their names).
    static QAction* newAction(
        QObject* parent, const QString& text, const char* name, const QString& tip);
    void createMenusAndToolBar();
    void createFileMenu(QToolBar* bar);
    void createEditMenu(QToolBar* bar);
    void createViewMenu(QToolBar* bar);
    void createPositionMenu(QToolBar* bar);
    void addReplyLimitMenu(QMenu* position);
    void addThreatSearchMenu(QMenu* position);
    void addRulesMenu(QMenu* position);
    void addFirstPlayerActions(QMenu* position);
    void addSideToMoveMenu(QMenu* position);
    void addSymmetryActions(QMenu* position);
    void createGameMenu();
    void createHelpMenu();
    void createLanguageMenu();

    // mainwindowengines.cpp: the Engine menu, the engines added and the one consulted.
    void createEngineMenu();
    // The engine consulted at the last run is consulted again (once the panels are there).
    void readEnginePreferences();
    void rebuildEngineMenu();
    void addEngine();
    void removeEngine(const QString& program);
    // Consults the engine whose program is `program` (one added); empty: none.
    void consultEngine(const QString& program);
    void engineOpinionChanged();

    // mainwindowlayout.cpp: where everything sits.
    void createCentralArea();
    QToolBar* createToolBar();
    void addToolBarBoxes();
    void arrangeToolBars();
    void createDocks();
    void placeDocks();
    void sizeDocks();
    // The dock column's height shared by what the docks hold: the game as tall as its moves, its
    // graph and its summary need (at most half, two fifths under Why), the panel in front above
    // it (the analysis or Why) the rest.
    void shareDockColumn();
    int gameDockWantedHeight() const;
    int moveRowCount() const; // the rows the move list shows
    QDockWidget* createAnalysisDock();
    QDockWidget* createHistoryDock();
    QDockWidget* createGameDock();
    QDockWidget* createWhyDock();
    void createStatusBar();
    // The room of the status bar's notice, its search figures and its mode.
    void fitStatusBar();
    void updateBoardChoice();

    // mainwindowfiles.cpp: files, the clipboard, drag and drop.
    void setCurrentFile(const QString& path);
    void updateWindowTitle();
    void updateRecentFilesMenu();
    void reportError(const QString& headline, const QString& details);
    // Export Proof while the search runs: what the proof waits for.
    QString proofWaitDetails() const;
    void updateProofWait();
    QString dialogDirectory() const;
    bool canAccept(const QMimeData* mime) const;
    // open(), Open Recent and dropped files: openFile() once maybeSave() agrees.
    void openAfterAsking(const QString& path);

    // mainwindowsession.cpp: the session kept against a crash.
    void scheduleSessionWrite();
    void writeSession();
    void endSession();
    // importText() of pasted or dropped text, its undo step and failure named for a board or a
    // game record.
    bool importDroppedOrPasted(const QByteArray& text, bool pasted);

    // mainwindowplay.cpp: clicks, moves, training and review, and what the status bar says.
    void cellActivated(ttt::Cell cell, bool backward);
    void hoveredCellChanged(int cell);
    // The Why panel shown or hidden; the move it explains (the cell pointed at or focused).
    void whyShown(bool shown);
    void explainCell(int cell);
    void focusCellChanged(ttt::Cell cell);
    void transformBoard(ttt::Symmetry symmetry);
    void replyPlayed(ttt::Cell cell, bool proven);
    // A move that ended the game: the message bar says how ("x wins: a1–c3"), until the
    // position is another.
    void announceGameEnd();
    void gameEndChanged();
    void trainingMoveGraded();
    void trainingGameChanged();
    bool goToMistake(int direction);
    void updateProgress();
    // Stop Analysis, or Resume Analysis once a search was stopped.
    void updateStopAction(bool resumes);
    void updateModeLabel();
    void updateModeText();

    PositionModel* m_model;
    BoardView* m_boardView = nullptr;
    HeatmapLegend* m_legend = nullptr;
    AnalysisPanel* m_panel = nullptr;
    MessageBar* m_messageBar = nullptr;
    ElidedLabel* m_messageLabel = nullptr; // the status bar's notices
    ElidedLabel* m_modeLabel = nullptr;
    ElidedLabel* m_progressLabel = nullptr;
    QToolButton* m_stopButton = nullptr;
    QLabel* m_gameSummary = nullptr;
    MoveList* m_moveList = nullptr;
    int m_sharedForRows = -1; // the moves the dock column was last shared for
    std::optional<int> m_sharpnessNotice; // the Sharpness::Missing last told
    EvaluationGraph* m_graph = nullptr;
    WhyPanel* m_whyPanel = nullptr;
    QToolBar* m_mainBar = nullptr;
    QToolBar* m_boxesBar = nullptr; // the board, first-move and rules boxes
    QComboBox* m_boardCombo = nullptr;
    QComboBox* m_rulesCombo = nullptr;
    QMenu* m_recentFilesMenu = nullptr;
    QMenu* m_viewMenu = nullptr; // the docks and the language add themselves at its end

    FileDialogs m_fileDialogs;
    std::unique_ptr<SessionFile> m_session; // none until startSession()
    QTimer* m_sessionTimer = nullptr; // the next write of the session, within a second
    QString m_hoverMessage; // what the status bar says about the hovered cell
    QString m_proofProgress; // the status bar's line while a proof is made
    QString m_proofWaitMessage; // the message bar's headline while a proof waits for the search
    QString m_keptSearchMessage; // the message bar's headline offering a kept search's Resume
    QTimer* m_keepTimer = nullptr; // keeps a long search's results now and then, against a crash
    // Training: the move whose grade is to be told once it is known.
    std::optional<std::vector<int>> m_trainingMove;
    // Training: the move whose grade the message bar tells (its game's start, its place and the
    // cells played to it), and the message; the message goes when the game no longer holds that
    // move.
    struct TrainingNote {
        ttt::Position start;
        ttt::GamePath path;
        std::vector<ttt::Cell> cells;
        QString text;
    };
    std::optional<TrainingNote> m_trainingNote;
    // The end of the game announced, and the message that announced it.
    struct GameEndNote {
        ttt::Board board;
        QString text;
    };
    std::optional<GameEndNote> m_gameEnd;

    struct PaletteIcon {
        QAction* action;
        std::function<QIcon(const QColor& text)> draw;
    };
    std::vector<PaletteIcon> m_paletteIcons;

    // The actions whose state (enabled, checked or text) the window changes or reads; the others
    // live in their menus only.
    // File and Edit.
    QAction* m_exportProofAction = nullptr;
    QAction* m_clearAction = nullptr;
    // View.
    QAction* m_showHeatmapAction = nullptr;
    QAction* m_showLabelsAction = nullptr;
    QAction* m_showSymmetryAction = nullptr;
    QAction* m_showSharpnessAction = nullptr;
    // Position.
    QAction* m_playModeAction = nullptr;
    QAction* m_perfectReplyAction = nullptr;
    QActionGroup* m_replyLimitGroup = nullptr;
    QAction* m_bestMoveAction = nullptr;
    QAction* m_stopAction = nullptr;
    QActionGroup* m_rulesGroup = nullptr; // in the order of kWindowRules
    QAction* m_xFirstAction = nullptr;
    QAction* m_oFirstAction = nullptr;
    QAction* m_sideByCountsAction = nullptr;
    QAction* m_whatIfXAction = nullptr;
    QAction* m_whatIfOAction = nullptr;
    QAction* m_rotateClockwiseAction = nullptr;
    QAction* m_rotateAnticlockwiseAction = nullptr;
    QAction* m_flipLeftRightAction = nullptr;
    QAction* m_flipTopBottomAction = nullptr;
    // Game.
    QAction* m_gameStartAction = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_gameEndAction = nullptr;
    QAction* m_previousMistakeAction = nullptr;
    QAction* m_nextMistakeAction = nullptr;
    QAction* m_promoteAction = nullptr;
    QAction* m_deleteMoveAction = nullptr;
    QAction* m_trainingAction = nullptr;
    // Engine.
    EngineOpinion* m_engineOpinion = nullptr;
    std::unique_ptr<BrainProcess> m_engineProbe; // a program being added, asked who it is
    QMenu* m_engineMenu = nullptr;
    QMenu* m_removeEngineMenu = nullptr;
    QAction* m_engineSection = nullptr;
    QActionGroup* m_engineGroup = nullptr; // No Engine and one action for each engine
    QAction* m_noEngineAction = nullptr;
    QAction* m_engineListEnd = nullptr; // the separator after the engines
    QAction* m_enginePlaysAction = nullptr;
};
