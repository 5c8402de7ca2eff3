// The analysis window: the board with its legend and banners, the analysis and history docks,
// the menus, files in and out, and the preferences.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"

#include <QMainWindow>

#include <array>
#include <functional>
#include <optional>
#include <vector>

class AnalysisPanel;
class BoardView;
class EvaluationGraph;
class MoveList;
class HeatmapLegend;
class MessageBar;
class PositionModel;
struct ProofReport;
class QActionGroup;
class QComboBox;
class QLabel;
class QMenu;
class QMimeData;
class QToolButton;

// The dialogs the window asks for paths and for a new board's size. Tests replace them so no
// modal dialog ever waits for a person.
struct FileDialogs {
    // Each returns the chosen path, or an empty string when the person cancels.
    std::function<QString(
        QWidget* parent, const QString& caption, const QString& directory, const QString& filter)>
        openFileName;
    std::function<QString(QWidget* parent, const QString& caption, const QString& suggestedPath,
        const QString& filter)>
        saveFileName;
    // The size and k of a new board, starting from `current`; nothing when the person cancels.
    std::function<std::optional<ttt::Geometry>(QWidget* parent, const ttt::Geometry& current)>
        chooseBoard;

    // QFileDialog's, and NewBoardDialog.
    static FileDialogs standard();
};

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
    QString currentFile() const { return m_currentFile; }

    // Each returns whether it worked; if not, the message bar says why and the board is as it was.
    bool openFile(const QString& path);
    bool saveFile(const QString& path);
    bool exportImage(const QString& path);
    // Parses `text` and, if it is a board, makes it the position as one undo step named
    // `description`; if not, shows `failureHeadline` with the line and column.
    bool importText(
        const QByteArray& text, const QString& description, const QString& failureHeadline);

    // An empty, untitled board of `geometry`, as one undoable step.
    void newBoard(const ttt::Geometry& geometry);

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

private:
    void createCentralArea();
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    void createLanguageMenu();
    void readPreferences();
    void refreshIcons();

    void cellActivated(ttt::Cell cell, bool backward);
    void hoveredCellChanged(int cell);
    void transformBoard(ttt::Symmetry symmetry);
    void rulesChanged();
    void positionChanged();

    void updateActions();
    void updateProgress();
    void updateBoardChoice();
    void updateGame();
    void trainingMoveGraded();
    bool goToMistake(int direction);
    void replyPlayed(ttt::Cell cell, bool proven);
    void updateWindowTitle();
    void updateRecentFilesMenu();
    void updateModeLabel();
    void setCurrentFile(const QString& path);
    void reportError(const QString& headline, const QString& details);
    QString dialogDirectory() const;
    bool canAccept(const QMimeData* mime) const;

    PositionModel* m_model;
    BoardView* m_boardView = nullptr;
    HeatmapLegend* m_legend = nullptr;
    AnalysisPanel* m_panel = nullptr;

    MessageBar* m_messageBar = nullptr;
    QLabel* m_modeLabel = nullptr;
    QLabel* m_progressLabel = nullptr;
    QLabel* m_gameSummary = nullptr;
    MoveList* m_moveList = nullptr;
    EvaluationGraph* m_graph = nullptr;
    // Training: the move whose grade is to be told once it is known.
    std::optional<std::vector<int>> m_trainingMove;
    QToolButton* m_stopButton = nullptr;
    QComboBox* m_boardCombo = nullptr;
    QMenu* m_recentFilesMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QActionGroup* m_firstPlayerGroup = nullptr;
    QActionGroup* m_rulesGroup = nullptr;
    QActionGroup* m_sideToMoveGroup = nullptr;
    QComboBox* m_rulesCombo = nullptr;
    FileDialogs m_fileDialogs;
    QString m_currentFile;
    QString m_hoverMessage; // what the status bar says about the hovered cell

    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_exportProofAction = nullptr;
    QString m_proofProgress; // the status bar's line while a proof is made
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_undoButtonAction = nullptr;
    QAction* m_redoButtonAction = nullptr;
    QAction* m_copyAction = nullptr;
    QAction* m_copyOneLineAction = nullptr;
    QAction* m_pasteAction = nullptr;
    QAction* m_clearAction = nullptr;
    QAction* m_showLabelsAction = nullptr;
    QAction* m_showHeatmapAction = nullptr;
    QAction* m_playModeAction = nullptr;
    QAction* m_perfectReplyAction = nullptr;
    QAction* m_bestMoveAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_gameStartAction = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_gameEndAction = nullptr;
    QAction* m_previousMistakeAction = nullptr;
    QAction* m_nextMistakeAction = nullptr;
    QAction* m_promoteAction = nullptr;
    QAction* m_deleteMoveAction = nullptr;
    QAction* m_trainingAction = nullptr;
    QActionGroup* m_replyLimitGroup = nullptr;
    QAction* m_xFirstAction = nullptr;
    QAction* m_oFirstAction = nullptr;
    std::array<QAction*, ttt::kAllRules.size()> m_rulesActions {}; // as ttt::kAllRules
    QAction* m_sideByCountsAction = nullptr;
    QAction* m_whatIfXAction = nullptr;
    QAction* m_whatIfOAction = nullptr;
    QAction* m_rotateClockwiseAction = nullptr;
    QAction* m_rotateAnticlockwiseAction = nullptr;
    QAction* m_flipLeftRightAction = nullptr;
    QAction* m_flipTopBottomAction = nullptr;
    QAction* m_showSymmetryAction = nullptr;
    QAction* m_helpAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
};
