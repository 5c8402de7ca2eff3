// The position the window shows, its legality and its perfect-play analysis, as a QObject.
//
// The model owns the board, the rules, the first player and the what-if side to move. Whenever
// one of them changes it asks solverlib for everything the widgets show (legality, game state,
// the verdict, each move's evaluation, continuation and game counts, the winning lines, the
// board's symmetry) and then emits positionChanged() and analysisChanged(). Widgets read those
// results and never evaluate a rule themselves.
//
// Boards solverlib answers from a table (ttt::isTabulated) are analysed at once. Every other
// board is searched in the background (AnalysisRunner): the model shows at once what it knows
// (every move unknown, or what an earlier visit to the same position proved) and then each
// report as it arrives, emitting analysisChanged() for each. Any change of the position stops
// the running search and starts the next; what a search proves is remembered per position, so
// going back to an analysed position (undo, redo, history) shows it at once, without a search.
//
// The position is a place in a game (ttt::Game): a start position, the moves played from it
// with their variations, and the place shown. Playing a move goes on from the place shown (a
// variation where another move was played there before); stepping through the game moves the
// place without changing the game; setting up the board by hand starts a new game from the
// board as it is then. The model also analyses the other positions of the game in the
// background (after the one shown), for the grade of every move and the evaluation graph.
//
// Edits a person makes go through the edit functions (cycleCell, setCellMark, playMove,
// transformBoard, chooseSideToMove, promoteVariation, ...), which push one QUndoCommand each onto
// the model's undo stack; the plain setters are for the commands themselves and for
// preferences. The rules and the first player are preferences, not part of the history; the
// place shown is not either (stepping is not an edit).
#pragma once

#include "ttt/board.h"
#include "ttt/game.h"
#include "ttt/legality.h"
#include "ttt/position.h"
#include "ttt/review.h"
#include "ttt/rules.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <tuple>
#include <vector>

#include "analysisrunner.h"

class QUndoStack;

// What an undo step restores: the game (its start, with the what-if side to move, and its moves)
// and the place in it that is shown. The rules and the first player are preferences, not part
// of the history.
struct PositionState {
    ttt::Game game;
    ttt::GamePath at;
    friend bool operator==(const PositionState&, const PositionState&) = default;
};

// A line of k cells in a row that one side holds.
struct WinningLine {
    ttt::Line cells {};
    ttt::Mark side = ttt::Mark::X;
    friend bool operator==(const WinningLine&, const WinningLine&) = default;
};

// How far the analysis of the position shown has got.
struct AnalysisStatus {
    enum class State {
        None, // nothing to analyse: no side to move, an illegal board, a finished game
        Running, // a search is under way
        Complete, // everything is proven
        Stopped, // stopped before the end; the moves not proven carry bounds
    };
    State state = State::None;
    int cellsProven = 0;
    int cellsTotal = 0;
    std::uint64_t positions = 0; // searched so far, for this position
    double seconds = 0;
};

class PositionModel : public QObject {
    Q_OBJECT

public:
    enum class CycleDirection {
        Forward, // empty → x → o → empty
        Backward, // empty → o → x → empty
    };

    explicit PositionModel(QObject* parent = nullptr);
    ~PositionModel() override;

    // --- The position -------------------------------------------------------------------
    // The board at the place shown.
    const ttt::Board& board() const { return m_board; }
    ttt::Rules rules() const { return m_rules; }
    ttt::Mark firstPlayer() const { return m_firstPlayer; }
    // The side to move named explicitly, overriding turn parity (a what-if start, and the sides
    // that alternate from it); nothing when parity decides.
    std::optional<ttt::Mark> whatIfSideToMove() const { return m_whatIf; }
    const PositionState& state() const { return m_state; }
    const ttt::Game& game() const { return m_state.game; }
    // The place shown in the game.
    const ttt::GamePath& place() const { return m_state.at; }
    // The position shown, as a file or the clipboard carries a board.
    ttt::Position position() const { return { m_board, m_rules, m_firstPlayer, m_whatIf }; }

    // Plain setters: change, recompute once and emit. They do not touch the undo stack.
    // setBoard() starts a new game from `board`, keeping the what-if side.
    void setBoard(const ttt::Board& board);
    void setState(const PositionState& state);
    void setRules(ttt::Rules rules);
    void setFirstPlayer(ttt::Mark firstPlayer);
    void setWhatIfSideToMove(std::optional<ttt::Mark> side);

    // --- What solverlib says about it (computed once per change) ---------------------------
    // The what-if side if one is set, else the side by turn parity. Line-score names a side for
    // every board (SPEC: any board, the side given explicitly): when the counts break parity it
    // is the side with fewer marks until a what-if side is chosen. Otherwise nothing when the
    // counts break parity and no what-if side is set.
    std::optional<ttt::Mark> sideToMove() const { return m_sideToMove; }
    // The side to move by turn parity alone; nothing when the counts break it.
    std::optional<ttt::Mark> paritySide() const { return m_paritySide; }
    // The side a what-if choice starts from: the side by parity, else the side with fewer marks
    // (the one that is behind).
    ttt::Mark suggestedSideToMove() const;
    const std::vector<ttt::LegalityProblem>& legalityProblems() const { return m_problems; }
    bool isLegal() const { return m_problems.empty(); }
    ttt::GameState gameState() const { return m_gameState; }
    bool isOver() const { return ttt::isOver(m_gameState); }
    const std::vector<WinningLine>& winningLines() const { return m_winningLines; }

    // Whether there is a perfect-play verdict: a side to move, no board with two winners, and
    // either a legal position or a what-if side (which turns legality problems into warnings).
    bool hasAnalysis() const { return m_hasAnalysis; }
    // Whether the heatmap has something to show: an analysis of a game still in progress.
    bool hasMoveEvaluations() const { return m_hasAnalysis && !isOver(); }
    // Valid when hasAnalysis(). While a search runs, what it has proven so far: unproven
    // results carry a bound (ttt::Evaluation::bound) and `complete` is false.
    const ttt::Analysis& analysis() const { return m_analysis; }
    const AnalysisStatus& analysisStatus() const { return m_status; }
    bool isAnalysing() const { return m_status.state == AnalysisStatus::State::Running; }
    // Stops the running search; what it has proven stays (State::Stopped).
    void stopAnalysis();

    // Whether the position shown can be proven in a certificate (File › Export Proof…): a game
    // in progress under classic or misère rules.
    bool canExportProof() const;
    // Writes the certificate of what is proven about the position shown to `path`, in the
    // background, once its analysis has finished (or been stopped); proofProgress() while the
    // proof is made, proofWritten() at the end. stopAnalysis() stops it too: the certificate then
    // holds what was proven by then.
    void exportProof(const QString& path);
    bool isExportingProof() const { return m_proofTicket != 0 || !m_pendingProofPath.isEmpty(); }
    // The evaluation of playing `cell` for the side to move; nothing for a taken cell or when
    // there is no analysis.
    std::optional<ttt::Evaluation> moveEvaluation(ttt::Cell cell) const;
    bool isBestMove(ttt::Cell cell) const;
    // Playing `cell`, then best play by both sides to the end: `cell` first. Empty when
    // moveEvaluation(cell) is nothing. On searched boards only `cell` until the line is found:
    // requestContinuation() asks for it.
    const std::vector<ttt::Cell>& continuation(ttt::Cell cell) const;
    // Asks for the best line after `cell` on a searched board, once the analysis is complete
    // (analysisChanged() follows when it is found). Nothing to do where it is known already.
    void requestContinuation(ttt::Cell cell);
    // Whether game counts are available for this board (they run to astronomical numbers on
    // bigger ones, and are not counted there).
    bool countsGames() const;
    // The games still to be played from here under the rules, by result; zero when there is no
    // analysis or countsGames() is false.
    const ttt::GameCounts& gamesLeft() const { return m_gamesLeft; }
    // The games still to be played after the side to move plays `cell`; nothing for a taken cell
    // or when there is no analysis of a game in progress, or countsGames() is false.
    std::optional<ttt::GameCounts> gamesAfter(ttt::Cell cell) const;

    // --- Symmetry (defined for any board) ------------------------------------------------
    // Empty cells that some symmetry of the board takes to one another are the same move up to
    // rotation and reflection. moveClass numbers those groups 0, 1, ... in the order of their
    // first cell; -1 for a taken cell, and for every cell once the game is over.
    int moveClass(ttt::Cell cell) const;
    // How many different moves there are up to symmetry, and how many empty cells they cover.
    int moveClassCount() const { return m_moveClassCount; }
    bool hasAlikeMoves() const { return m_moveClassCount < m_emptyCellCount; }
    // The board among its rotations and reflections with the least code, and the symmetry
    // (a ttt::Symmetry) that turns this board into it.
    const ttt::Board& canonicalBoard() const { return m_canonicalBoard; }
    ttt::Symmetry symmetryToCanonical() const { return m_symmetryToCanonical; }

    // Whether the side to move may play `cell` now (Play mode).
    bool canPlay(ttt::Cell cell) const;

    // --- Edits (one undo step each) -----------------------------------------------------
    QUndoStack* undoStack() const { return m_undoStack; }

    // Each returns whether the position changed (an edit that changes nothing is not pushed).
    bool cycleCell(ttt::Cell cell, CycleDirection direction);
    bool setCellMark(ttt::Cell cell, ttt::Mark mark);
    // Empties the board, keeping its size and k.
    bool clearBoard();
    // An empty board of `geometry` (a new size or k).
    bool changeBoard(const ttt::Geometry& geometry);
    // Replaces the board (paste, open, drop) and drops any what-if side; `description` names
    // the step in the history ("Paste board").
    bool replaceBoard(const ttt::Board& board, const QString& description);
    // Replaces the whole position a text carries: the rules and the first player (preferences,
    // outside the history) and then the board with its what-if side, as one step. Returns
    // whether the board or the side changed.
    bool replacePosition(const ttt::Position& position, const QString& description);
    // Plays the side to move's mark on `cell`, and if asked and the game goes on, the other
    // side's first best move after it, as one step. On a searched board the reply waits for
    // the proof (or the reply time limit) and then joins the move's step: isReplyPending()
    // until then, and replyPlayed() when it is played. Any other change drops the reply.
    bool playMove(ttt::Cell cell, bool withPerfectReply);
    // Plays the first move of the best line; false while the best move is not proven.
    bool playBestMove();
    bool isReplyPending() const { return m_pendingReply; }
    // How long a perfect reply waits for the proof before it plays the best move proven so
    // far; 0 waits as long as the proof takes.
    void setReplyTimeLimit(int seconds);
    int replyTimeLimit() const { return m_replyTimeLimit; }
    // The search's worker threads (0, the default: one per core). With one, the search proves
    // its results in a fixed order and reports after each: tests watch them arrive.
    void setSearchThreads(int threads) { m_searchThreads = threads; }
    // Moves the marks by symmetry `symmetry` (a ttt::Symmetry the board has: rotate, flip);
    // the what-if side stays. False when the board looks the same afterwards.
    bool transformBoard(ttt::Symmetry symmetry);
    // Names the side to move explicitly (what-if), or with nothing goes back to the side the
    // counts give.
    bool chooseSideToMove(std::optional<ttt::Mark> side);

    // --- The game -----------------------------------------------------------------------
    // Replaces the whole game (open, paste, drop of a record): the rules and the first player
    // as it says (preferences), then the game, shown at its start, as one step.
    bool replaceGame(const ttt::Game& game, const QString& description);
    // The game as a record carries it: its start with the window's rules and first player.
    ttt::Game recordedGame() const;
    // Shows another place of the game (not an edit: no undo step). False if `path` is not in
    // it or is the place shown.
    bool goTo(const ttt::GamePath& path);
    // One move back or on along the line through the place shown; the start; the end of that
    // line. False when there is nowhere to go.
    bool stepBack();
    bool stepForward();
    bool goToStart();
    bool goToEnd();
    // Makes the variation that leads to `path` the line at its branch point; removes the move
    // that leads to `path` and all after it. One undo step each; false when nothing changes.
    bool promoteVariation(const ttt::GamePath& path);
    bool deleteMove(const ttt::GamePath& path);

    // --- Review -------------------------------------------------------------------------
    // The analysis of the position at `path` (every cell), once it is complete: at once on a
    // board answered from the tables, else once the background search has proven it.
    // reviewChanged() says when more is known.
    std::optional<ttt::Analysis> analysisAt(const ttt::GamePath& path) const;
    // The grade of the move that leads to `path`, once the position before it is proven.
    std::optional<ttt::MoveGrade> gradeAt(const ttt::GamePath& path) const;
    // Training: the answers (heatmap, verdict, grades) of a position stay hidden until a move
    // has been played from it.
    void setTraining(bool on);
    bool isTraining() const { return m_training; }
    // Whether the answers of the position shown are hidden now (training, no move played from
    // it yet).
    bool answersHidden() const;
signals:
    // The board, the rules, the first player or the what-if side changed.
    void positionChanged();
    // The legality and the analysis were recomputed (always right after positionChanged).
    void analysisChanged();
    void firstPlayerChanged();
    void rulesChanged();
    // A search started for the position shown (not emitted for a position answered from the
    // tables or from what was proven before).
    void analysisStarted();
    // The perfect reply was played on `cell`: proven best, or (proven false) the best move
    // proven when the time limit ran out or the search was stopped.
    void replyPlayed(ttt::Cell cell, bool proven);
    // More of the game's positions are proven (grades, the evaluation graph).
    void reviewChanged();
    // A proof being made for exportProof(): its positions so far.
    void proofProgress(std::size_t positions, double seconds);
    // exportProof() is done: the file is written, or report.error says why not.
    void proofWritten(const ProofReport& report);

private:
    // What is remembered of a searched position: its analysis so far, the figures, and the
    // best lines found after its moves (empty where not found yet).
    struct Remembered {
        ttt::Analysis analysis;
        AnalysisStatus status;
        std::vector<std::vector<ttt::Cell>> continuations;
        std::uint64_t lastUsed = 0;
    };
    // Columns, rows, k, x's cells, o's cells, side to move, rules.
    using AnalysisKey = std::tuple<int, int, int, std::uint64_t, std::uint64_t, int, int>;
    static constexpr std::size_t kRememberedPositions = 512;

    void recompute();
    void recomputeSymmetry();
    void recomputeAnalysis();
    void queueReview();
    // A state with a new game from `board` (edits by hand), its start with `whatIf` to move.
    PositionState freshGame(const ttt::Board& board, std::optional<ttt::Mark> whatIf) const;
    // The game from a start with other settings (rules, first player), moves kept where they
    // can be; alignSettings() does it for the window's own.
    void restart(ttt::Position start);
    void alignSettings();
    AnalysisKey keyOf(const ttt::Board& board, ttt::Mark toMove) const;
    void applyAnalysis(const ttt::Analysis& analysis);
    void received(const AnalysisReport& report);
    Remembered& remember(const AnalysisKey& key);
    AnalysisKey currentKey() const;
    void changed();
    bool pushEdit(const PositionState& after, const QString& description, int kind = 0);
    void playPendingReply();
    void sendPendingProof();
    std::optional<ttt::Cell> bestMoveSoFar() const;

    PositionState m_state;
    ttt::Board m_board; // the board at m_state.at
    std::optional<ttt::Mark> m_whatIf;
    bool m_training = false;
    ttt::Rules m_rules = ttt::Rules::Classic;
    ttt::Mark m_firstPlayer = ttt::Mark::X;

    std::optional<ttt::Mark> m_sideToMove;
    std::optional<ttt::Mark> m_paritySide;
    std::vector<ttt::LegalityProblem> m_problems;
    ttt::GameState m_gameState = ttt::GameState::InProgress;
    std::vector<WinningLine> m_winningLines;
    bool m_hasAnalysis = false;
    ttt::Analysis m_analysis;
    // One entry per cell of the board.
    std::vector<std::optional<ttt::Evaluation>> m_moveEvaluations;
    std::vector<bool> m_isBestMove;
    std::vector<std::vector<ttt::Cell>> m_continuations;
    ttt::GameCounts m_gamesLeft;
    std::vector<std::optional<ttt::GameCounts>> m_gamesAfter;
    std::vector<int> m_moveClasses;
    int m_moveClassCount = 0;
    int m_emptyCellCount = 0;
    ttt::Board m_canonicalBoard;
    ttt::Symmetry m_symmetryToCanonical = ttt::Symmetry::Identity;

    AnalysisStatus m_status;
    AnalysisRunner* m_runner = nullptr;
    quint64 m_analysisTicket = 0; // the search of the position shown; 0 for none
    quint64 m_proofTicket = 0; // the proof being made for exportProof(); 0 for none
    QString m_pendingProofPath; // a proof to make once the running analysis has finished
    std::map<quint64, std::pair<AnalysisKey, ttt::Cell>> m_lineTickets; // continuation searches
    std::map<quint64, AnalysisKey> m_reviewTickets; // searches of the game's other positions
    std::map<AnalysisKey, Remembered> m_remembered;
    std::uint64_t m_useCounter = 0;

    bool m_pendingReply = false;
    bool m_playingReply = false; // the reply's own edit is being pushed
    int m_replyTimeLimit = 10;
    int m_searchThreads = 0;
    QTimer m_replyTimer;

    QUndoStack* m_undoStack = nullptr;
};
