// The position the window shows, its legality and its perfect-play analysis, as the one QObject
// the widgets talk to. Widgets read what it says and turn clicks into its edit calls; they never
// evaluate a rule themselves.
//
// It is a facade over four parts, each a file of its own:
//   - PositionDocument (positiondocument.h): the game and the place shown, the rules and the
//     first player, the undo stack and its edit commands, the current file;
//   - the facts: what the rules say about the position shown (the side to move, legality, the
//     game's state, whether it can be analysed, line-score's tally), computed once per change by
//     solverlib's ttt::factsOf (ttt/facts.h), and the board's symmetry (positionfacts.h);
//   - CurrentAnalysis (currentanalysis.h) over AnalysisService (analysisservice.h): the analysis
//     of the position shown, from the tables or from searches on the analysis thread, with what
//     they proved remembered per position, and the review of the game's other positions;
//   - ReplyController (replycontroller.h): the perfect reply and training;
//   - CurrentExplanation (currentexplanation.h) and Sharpness (sharpness.h): why the position
//     shown or one of its moves has its result, from a proof kept in memory, and how sharp each
//     move is (the only move, the traps a tie sets).
// Whenever the position changes, the model recomputes the facts, shows the analysis of the new
// position and emits positionChanged() and analysisChanged().
//
// Boards solverlib answers from a table (ttt::isTabulated) are analysed at once. Every other
// board is searched in the background: the model shows at once what it knows (every move
// unknown, or what an earlier visit to the same position proved) and then each report as it
// arrives, emitting analysisChanged() for each. Any change of the position stops the running
// search and starts the next. The model also analyses the other positions of the game in the
// background (after the one shown), for the grade of every move and the evaluation graph.
//
// Edits a person makes go through the edit functions (cycleCell, setCellMark, playMove,
// transformBoard, chooseSideToMove, promoteVariation, ...), which push one QUndoCommand each onto
// the undo stack; the plain setters are for the commands themselves and for preferences. The
// rules and the first player are preferences, not part of the history; the place shown is not
// either (stepping is not an edit).
#pragma once

#include "analysis/analysisrunner.h"
#include "analysis/analysisservice.h"
#include "analysis/keptsearch.h"
#include "document/positiondocument.h"
#include "document/positionfacts.h"

#include "ttt/board.h"
#include "ttt/game.h"
#include "ttt/legality.h"
#include "ttt/position.h"
#include "ttt/renju.h"
#include "ttt/review.h"
#include "ttt/rules.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"

#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <vector>

class CurrentAnalysis;
class CurrentExplanation;
class QUndoStack;
class ReplyController;
class Sharpness;

class PositionModel : public QObject {
    Q_OBJECT

public:
    using CycleDirection = PositionDocument::CycleDirection;

    explicit PositionModel(QObject* parent = nullptr);
    ~PositionModel() override;

    // --- The position -------------------------------------------------------------------
    // The board at the place shown.
    const ttt::Board& board() const { return m_document->board(); }
    ttt::Rules rules() const { return m_document->rules(); }
    ttt::Mark firstPlayer() const { return m_document->firstPlayer(); }
    // The side to move named explicitly, overriding turn parity (a what-if start, and the sides
    // that alternate from it); nothing when parity decides.
    std::optional<ttt::Mark> whatIfSideToMove() const { return m_document->whatIfSideToMove(); }
    const PositionState& state() const { return m_document->state(); }
    const ttt::Game& game() const { return m_document->game(); }
    // The place shown in the game.
    const ttt::GamePath& place() const { return m_document->place(); }
    // The cell of the move that led to the place shown; nothing at the game's start.
    std::optional<ttt::Cell> lastMove() const
    {
        return place().empty() ? std::nullopt : std::optional(game().moveAt(place()).cell);
    }
    // The position shown, as a file or the clipboard carries a board.
    ttt::Position position() const { return m_document->position(); }

    // Plain setters: change, recompute once and emit. They do not touch the undo stack.
    // setBoard() starts a new game from `board`, keeping the what-if side.
    void setBoard(const ttt::Board& board) { m_document->setBoard(board); }
    // setBoard() under `rules`, taken for that board (renju, which the board shown may not fit).
    void setBoard(const ttt::Board& board, ttt::Rules rules) { m_document->setBoard(board, rules); }
    void setState(const PositionState& state) { m_document->setState(state); }
    void setRules(ttt::Rules rules) { m_document->setRules(rules); }
    void setFirstPlayer(ttt::Mark firstPlayer) { m_document->setFirstPlayer(firstPlayer); }
    void setWhatIfSideToMove(std::optional<ttt::Mark> side)
    {
        m_document->setWhatIfSideToMove(side);
    }

    // --- The file -----------------------------------------------------------------------
    // The file the board was last opened from or saved to (an absolute path); empty for a new
    // board.
    QString currentFile() const { return m_document->currentFile(); }
    // The position now holds what the file at `path` holds (opened or saved; empty: a new board,
    // never saved): it becomes the current file, and the position is unmodified from here.
    void setCurrentFile(const QString& path) { m_document->setCurrentFile(path); }
    // Whether there are edits since the board was opened, saved or made new.
    bool isModified() const { return m_document->isModified(); }
    // Modified until saved (a restored session with edits its file does not have).
    void markModified() { m_document->markModified(); }

    // --- What solverlib says about it (computed once per change, ttt::factsOf) -------------
    // The what-if side if one is set, else the side by turn parity. Line-score names a side for
    // every board (SPEC: any board, the side given explicitly): when the counts break parity it
    // is the side with fewer marks until a what-if side is chosen. Otherwise nothing when the
    // counts break parity and no what-if side is set.
    std::optional<ttt::Mark> sideToMove() const { return m_facts.sideToMove; }
    // Where that side comes from (line-score's side that is behind is an assumption).
    ttt::SideSource sideSource() const { return m_facts.sideSource; }
    // The side to move by turn parity alone; nothing when the counts break it.
    std::optional<ttt::Mark> paritySide() const { return m_facts.paritySide; }
    // The side a what-if choice starts from: the side by parity, else the side with fewer marks
    // (the one that is behind).
    ttt::Mark suggestedSideToMove() const;
    const std::vector<ttt::LegalityProblem>& legalityProblems() const { return m_facts.problems; }
    bool isLegal() const { return m_facts.problems.empty(); }
    ttt::GameState gameState() const { return m_facts.state; }
    bool isOver() const { return m_facts.isOver(); }
    // Line-score's tally of the board shown: o's lines minus x's lines.
    int lineScore() const { return ttt::lineScore(board()); }
    const std::vector<WinningLine>& winningLines() const { return m_facts.lines; }

    // Whether there is a perfect-play verdict: a side to move, no board with two winners, and
    // either a legal position or a what-if side (which turns legality problems into warnings).
    bool hasAnalysis() const { return m_facts.hasAnalysis(); }
    // Whether the heatmap has something to show: an analysis of a game still in progress.
    bool hasMoveEvaluations() const { return hasAnalysis() && !isOver(); }
    // Valid when hasAnalysis(). While a search runs, what it has proven so far: unproven
    // results carry a bound (ttt::Evaluation::bound) and `complete` is false.
    const ttt::Analysis& analysis() const;
    const AnalysisStatus& analysisStatus() const;
    bool isAnalysing() const;
    // Stops the running search; what it has proven stays (State::Stopped).
    void stopAnalysis();
    // Whether the search of the position shown was stopped: resumeAnalysis() goes on from what
    // it proved (the results are those of a search from the start).
    bool canResumeAnalysis() const;
    void resumeAnalysis();

    // The analysis of the position shown as a search has proven it so far, to keep for the
    // next start (KeptSearch); nothing for a board answered from the tables or not searched.
    std::optional<KeptSearch> keptSearch() const;
    // Remembers what an earlier run kept: that position then shows it at once, and a search it
    // left unfinished goes on only with resumeAnalysis().
    void keepSearch(const KeptSearch& kept);
    // Whether the analysis shown was kept from an earlier run and waits for resumeAnalysis().
    bool isHeldFromLastRun() const;

    // Whether the position shown can be proven in a certificate (File › Export Proof…): a game
    // in progress under classic or misère rules.
    bool canExportProof() const;
    // Writes the certificate of what is proven about the position shown to `path`, in the
    // background, once its analysis has finished (or been stopped); proofProgress() while the
    // proof is made, proofWritten() at the end. stopAnalysis() stops it too: the certificate then
    // holds what was proven by then.
    void exportProof(const QString& path);
    bool isExportingProof() const;
    // Whether the proof asked for waits for the search to finish (nothing is written yet).
    bool isProofWaitingForSearch() const;
    // Makes that proof now, of what the search has proven so far; the search goes on
    // afterwards.
    void exportProofNow();
    // The evaluation of playing `cell` for the side to move; nothing for a taken cell or when
    // there is no analysis.
    std::optional<ttt::Evaluation> moveEvaluation(ttt::Cell cell) const;
    // Where nothing is proven about `cell` on a board of more than 64 cells: how promising the
    // move looks, 0–100 (ttt::MoveAnnotation::estimate), an estimate and never a result; -1 for
    // none.
    int moveEstimate(ttt::Cell cell) const;
    // On a board of more than 64 cells where the other side threatens a forced win: the few
    // moves (at most kMostDefences) not proven to lose when every other move is, and none wins;
    // the only moves that can stop it. Empty otherwise.
    static constexpr int kMostDefences = 5;
    std::vector<ttt::Cell> defendingMoves() const;
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
    const ttt::GameCounts& gamesLeft() const;
    // The games still to be played after the side to move plays `cell`; nothing for a taken cell
    // or when there is no analysis of a game in progress, or countsGames() is false.
    std::optional<ttt::GameCounts> gamesAfter(ttt::Cell cell) const;

    // --- Why, and how sharp ----------------------------------------------------------------
    CurrentExplanation* explanation() const { return m_explanation; }
    Sharpness* sharpness() const { return m_sharpness; }

    // --- Symmetry (defined for any board) ------------------------------------------------
    // Empty cells that some symmetry of the board takes to one another are the same move up to
    // rotation and reflection. moveClass numbers those groups 0, 1, ... in the order of their
    // first cell; -1 for a taken cell, and for every cell once the game is over.
    int moveClass(ttt::Cell cell) const;
    // How many different moves there are up to symmetry, and how many empty cells they cover.
    int moveClassCount() const { return m_symmetry.moveClassCount; }
    bool hasAlikeMoves() const { return m_symmetry.moveClassCount < m_symmetry.emptyCellCount; }
    // The board among its rotations and reflections with the least code, and the symmetry
    // (a ttt::Symmetry) that turns this board into it.
    const ttt::Board& canonicalBoard() const { return m_symmetry.canonicalBoard; }
    ttt::Symmetry symmetryToCanonical() const { return m_symmetry.symmetryToCanonical; }

    // Whether the side to move may play `cell` now (Play mode): not on a cell forbidden to it
    // (renju's black, either side under omok).
    bool canPlay(ttt::Cell cell) const;
    // Renju with black to move, omok: why the side to move may not play `cell` (ttt::judgeMove);
    // nothing when it may, or under other rules, or with renju's white to move.
    std::optional<ttt::RenjuJudgement> forbiddenMove(ttt::Cell cell) const;
    // Every such cell of the position, in cell order (computed once a position).
    const std::vector<ttt::Cell>& forbiddenCells() const;

    // --- Edits (one undo step each) -----------------------------------------------------
    QUndoStack* undoStack() const { return m_document->undoStack(); }

    // Each returns whether the position changed (an edit that changes nothing is not pushed).
    bool cycleCell(ttt::Cell cell, CycleDirection direction)
    {
        return m_document->cycleCell(cell, direction);
    }
    bool setCellMark(ttt::Cell cell, ttt::Mark mark) { return m_document->setCellMark(cell, mark); }
    // Empties the board, keeping its size and k.
    bool clearBoard(const std::optional<QString>& file = std::nullopt)
    {
        return m_document->clearBoard(file);
    }
    // An empty board of `geometry` (a new size or k).
    // With `file`, a step that starts another document (PositionDocument: Undo gives back the
    // file before).
    bool changeBoard(
        const ttt::Geometry& geometry, const std::optional<QString>& file = std::nullopt)
    {
        return m_document->changeBoard(geometry, file);
    }
    // Replaces the board (paste, open, drop) and drops any what-if side; `description` names
    // the step in the history ("Paste board").
    bool replaceBoard(const ttt::Board& board, const QString& description)
    {
        return m_document->replaceBoard(board, description);
    }
    // Replaces the whole position a text carries: the rules and the first player (preferences,
    // outside the history) and then the board with its what-if side, as one step. Returns
    // whether the board or the side changed.
    bool replacePosition(const ttt::Position& position, const QString& description,
        const std::optional<QString>& file = std::nullopt)
    {
        return m_document->replacePosition(position, description, file);
    }
    // Plays the side to move's mark on `cell`, and if asked and the game goes on, the other
    // side's first best move after it, as one step. On a searched board the reply waits for
    // the proof (or the reply time limit) and then joins the move's step: isReplyPending()
    // until then, and replyPlayed() when it is played. Any other change drops the reply.
    bool playMove(ttt::Cell cell, bool withPerfectReply);
    // Plays the first move of the best line; false while the best move is not proven.
    bool playBestMove();
    bool isReplyPending() const;
    // How long a perfect reply waits for the proof before it plays the best move proven so
    // far; 0 waits as long as the proof takes.
    void setReplyTimeLimit(int seconds);
    int replyTimeLimit() const;
    // The search's worker threads (0, the default: one per core). With one, the search proves
    // its results in a fixed order and reports after each: tests watch them arrive.
    void setSearchThreads(int threads) { m_service->setSearchThreads(threads); }
    // How far a big board's threat search goes (AnalysisService::setThreatPositions).
    // The position shown, if its search had ended at the old limit, is searched again.
    void setThreatPositions(std::uint64_t positions);
    // Moves the marks by symmetry `symmetry` (a ttt::Symmetry the board has: rotate, flip);
    // the what-if side stays. False when the board looks the same afterwards.
    bool transformBoard(ttt::Symmetry symmetry) { return m_document->transformBoard(symmetry); }
    // Names the side to move explicitly (what-if), or with nothing goes back to the side the
    // counts give.
    bool chooseSideToMove(std::optional<ttt::Mark> side)
    {
        return m_document->chooseSideToMove(side);
    }

    // --- The game -----------------------------------------------------------------------
    // Replaces the whole game (open, paste, drop of a record): the rules and the first player
    // as it says (preferences), then the game, shown at its start, as one step.
    bool replaceGame(const ttt::Game& game, const QString& description,
        const std::optional<QString>& file = std::nullopt)
    {
        return m_document->replaceGame(game, description, file);
    }
    // A new, untitled game from the empty board of the size shown, `firstPlayer` to start: one
    // step, which Undo takes back with the file and the first player before.
    bool newGame(ttt::Mark firstPlayer, const QString& description)
    {
        return m_document->newGame(firstPlayer, description);
    }
    // The game as a record carries it: its start with the window's rules and first player.
    ttt::Game recordedGame() const { return m_document->recordedGame(); }
    // Shows another place of the game (not an edit: no undo step). False if `path` is not in
    // it or is the place shown.
    bool goTo(const ttt::GamePath& path) { return m_document->goTo(path); }
    // One move back or on along the line through the place shown; the start; the end of that
    // line. False when there is nowhere to go.
    bool stepBack() { return m_document->stepBack(); }
    bool stepForward() { return m_document->stepForward(); }
    bool goToStart() { return m_document->goToStart(); }
    bool goToEnd() { return m_document->goToEnd(); }
    // Makes the variation that leads to `path` the line at its branch point; removes the move
    // that leads to `path` and all after it. One undo step each; false when nothing changes.
    bool promoteVariation(const ttt::GamePath& path) { return m_document->promoteVariation(path); }
    bool deleteMove(const ttt::GamePath& path) { return m_document->deleteMove(path); }

    // --- Review -------------------------------------------------------------------------
    // The analysis of the position at `path` (every cell), once it is complete: at once on a
    // board answered from the tables, else once the background search has proven it (on a board
    // of more than 64 cells: once its search has ended, as far as threats prove).
    // reviewChanged() says when more is known.
    std::optional<ttt::Analysis> analysisAt(const ttt::GamePath& path) const;
    // The grade of the move that leads to `path`, once the position before it is proven (on a
    // board of more than 64 cells: once its search has ended, from what threats prove there,
    // ttt::gradeMoveByThreats; nothing where nothing proven tells, nor after the end).
    std::optional<ttt::MoveGrade> gradeAt(const ttt::GamePath& path) const;
    // The move that leads to `path` was forbidden to its side (renju's black, omok): why; it
    // lost the game there (a record may go on after it: a move nobody pointed out).
    std::optional<ttt::RenjuJudgement> forbiddenMoveAt(const ttt::GamePath& path) const;
    // The move that leads to `path` was played after a forbidden move lost the game: no grade.
    bool isAfterTheEnd(const ttt::GamePath& path) const;
    // The first forbidden move on `path`, as Game::forbiddenMoveOn says, remembered.
    std::optional<std::size_t> forbiddenMoveOn(const ttt::GamePath& path) const;
    // How the game stands at `path` (which is in it): its state, and line-score's tally there.
    ttt::GameState gameStateAt(const ttt::GamePath& path) const;
    int lineScoreAt(const ttt::GamePath& path) const;
    // Training: the answers (heatmap, verdict, grades) of a position stay hidden until a move
    // has been played from it.
    void setTraining(bool on);
    bool isTraining() const;
    // Whether the answers of the position shown are hidden now (training, no move played from
    // it yet); answersHiddenAt() for another place of the game.
    bool answersHidden() const;
    bool answersHiddenAt(const ttt::GamePath& path) const;
signals:
    // The board, the rules, the first player or the what-if side changed.
    void positionChanged();
    // The legality and the analysis were recomputed (always right after positionChanged).
    void analysisChanged();
    void firstPlayerChanged();
    void rulesChanged();
    // The document's file changed (opened, saved, a new board, or such a step undone), or it
    // became modified or unmodified.
    void currentFileChanged();
    void modifiedChanged(bool modified);
    // A search started for the position shown (not emitted for a position answered from the
    // tables or from what was proven before).
    void analysisStarted();
    // The perfect reply was played on `cell`: proven best, or (proven false) the best estimate
    // when the time limit ran out or the search was stopped (ttt::estimatedBestMove).
    void replyPlayed(ttt::Cell cell, bool proven);
    // More of the game's positions are proven (grades, the evaluation graph).
    void reviewChanged();
    // A proof being made for exportProof(): its positions so far.
    void proofProgress(std::size_t positions, double seconds);
    // exportProof() is done: the file is written, or report.error says why not.
    void proofWritten(const ProofReport& report);

private:
    void connectParts();
    // Recomputes everything for the position now and emits positionChanged, analysisChanged.
    void changed();
    void recompute();

    AnalysisService* m_service = nullptr;
    PositionDocument* m_document = nullptr;
    CurrentAnalysis* m_analysis = nullptr;
    ReplyController* m_reply = nullptr;
    CurrentExplanation* m_explanation = nullptr;
    Sharpness* m_sharpness = nullptr;

    // The facts of the position shown.
    ttt::PositionFacts m_facts;
    SymmetryFacts m_symmetry;
    // forbiddenCells() of the position it was computed for.
    struct Forbidden {
        ttt::Board board;
        ttt::Rules rules = ttt::Rules::Classic;
        ttt::Mark side = ttt::Mark::Empty;
        std::vector<ttt::Cell> cells;
    };
    mutable std::optional<Forbidden> m_forbidden;
    // forbiddenMoveOn()'s answers for the game shown, by place, each with the moves it was for
    // (cleared as the game changes).
    struct ForbiddenOn {
        std::vector<ttt::Cell> cells;
        std::optional<std::size_t> index;
    };
    mutable ttt::Position m_forbiddenStart;
    mutable std::map<ttt::GamePath, ForbiddenOn> m_forbiddenOn;
};
