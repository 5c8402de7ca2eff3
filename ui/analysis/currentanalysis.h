// The analysis of the position shown, as the widgets read it: the verdict and each move's
// evaluation, the best moves, the best line after each move, the games left to play, and how far
// the search has got.
//
// show() is called with every change of the position. A board solverlib answers from a table
// (ttt::isTabulated) is answered at once, each move's best line included. Every other board is
// shown as the AnalysisService remembers it (every move unknown the first time) and searched in
// the background, from what is proven already, unless it is proven completely; each report then
// updates what is shown (changed()). A search stopped (stop()) goes on with resume().
//
// While a search runs, the best moves are those proven to reach the verdict once it is proven
// (boards without exact plies: the ones with its outcome), before the other moves are proven.
// The best line after a move of a searched board is asked for separately, once the analysis is
// complete (requestContinuation()).
//
// A proof asked for while the search runs (exportProof()) waits for the search to finish or
// stop, and is dropped, with a report saying so, if the position changes first.
#pragma once

#include "analysis/analysisservice.h"

#include "ttt/board.h"
#include "ttt/rules.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class CurrentAnalysis : public QObject {
    Q_OBJECT

public:
    // Where show() found the analysis.
    enum class Source {
        None, // nothing to analyse
        Tables, // answered from the tables
        Remembered, // proven before
        Search, // a search has started
        Held, // kept from an earlier run, unfinished: stopped until resumed
    };

    explicit CurrentAnalysis(AnalysisService* service, QObject* parent = nullptr);

    // Shows the analysis of `board` under `rules` with `toMove` to move; with nothing to move,
    // there is no analysis. `over` says the game has ended there: then there are no moves.
    Source show(
        const ttt::Board& board, ttt::Rules rules, std::optional<ttt::Mark> toMove, bool over);

    // Valid while there is an analysis: while a search runs, what it has proven so far (its best
    // moves: those proven best so far, see above).
    const ttt::Analysis& analysis() const { return m_analysis; }
    const AnalysisStatus& status() const { return m_status; }
    bool isRunning() const { return m_status.state == AnalysisStatus::State::Running; }
    // Per cell: nothing for a taken cell or when there is no analysis.
    std::optional<ttt::Evaluation> moveEvaluation(ttt::Cell cell) const;
    // The estimate of an unproven move (ttt::MoveAnnotation::estimate); -1 for none.
    int moveEstimate(ttt::Cell cell) const;
    bool isBestMove(ttt::Cell cell) const;
    // Playing `cell`, then best play by both sides: `cell` first; on a searched board only `cell`
    // until the line is found.
    const std::vector<ttt::Cell>& continuation(ttt::Cell cell) const;
    // Asks for the best line after `cell` on a searched board once the analysis is complete.
    void requestContinuation(ttt::Cell cell);
    // Game counts, where ttt::canCountGames: from here, and after each move.
    const ttt::GameCounts& gamesLeft() const { return m_gamesLeft; }
    std::optional<ttt::GameCounts> gamesAfter(ttt::Cell cell) const;

    // Stops the running search, or the proof being written.
    void stop();
    // Whether a search of the position shown was stopped before the end (and no proof is being
    // written): resume() goes on from what it proved.
    bool canResume() const;
    bool resume();
    // A big board whose threat search ended at the old limit (State::Ended): searches it again
    // with the limit set now, from what it proved. False when it had not ended so.
    bool searchFurther();
    // Whether what is shown was kept from an earlier run of the window and its search has not
    // been resumed (AnalysisService::keep).
    bool isHeld() const;

    // Whether the position shown can be proven in a certificate: a game in progress under
    // classic or misère rules.
    bool canExportProof() const;
    // Writes the certificate of what is proven to `path` once the search has finished or stopped.
    void exportProof(const QString& path);
    bool hasPendingProof() const { return !m_pendingProofPath.isEmpty(); }
    // The proof waiting for the search, made now of what it has proven so far: the search is
    // paused for it and goes on afterwards.
    void exportPendingProofNow();

signals:
    // More is known about the position shown.
    void changed();
    // The position shown is proven completely.
    void proven();
    // The search of the position shown has finished or stopped.
    void settled();
    // A proof asked for was dropped before it began: `report.error` says why.
    void proofDropped(const ProofReport& report);

private:
    void clear(const ttt::Board& board);
    void countGames();
    void answerFromTables();
    Source showRemembered();
    void received(const AnalysisReport& report);
    void lineFound(const AnalysisKey& key, ttt::Cell cell, const std::vector<ttt::Cell>& line);
    void applyAnalysis(const ttt::Analysis& analysis);
    // The moves of an analysis not complete yet proven to be best (empty while none is).
    static std::vector<ttt::Cell> provenBestMoves(const ttt::Analysis& analysis, int cells);
    void sendPendingProof();
    AnalysisKey key() const;

    AnalysisService* m_service;

    // The position shown.
    ttt::Board m_board;
    ttt::Rules m_rules = ttt::Rules::Classic;
    std::optional<ttt::Mark> m_toMove; // nothing: no analysis
    bool m_over = false;

    ttt::Analysis m_analysis;
    AnalysisStatus m_status;
    // One entry per cell of the board.
    std::vector<std::optional<ttt::Evaluation>> m_moveEvaluations;
    std::vector<int> m_moveEstimates;
    std::vector<bool> m_isBestMove;
    std::vector<std::vector<ttt::Cell>> m_continuations;
    ttt::GameCounts m_gamesLeft;
    std::vector<std::optional<ttt::GameCounts>> m_gamesAfter;

    QString m_pendingProofPath; // a proof to make once the running search has finished
};
