// The analysis service: the searches the window asks of solverlib, run on the analysis thread
// (AnalysisRunner), and what they proved, remembered per position.
//
// Each request is named by its purpose, and all of them wait in one map by the runner's ticket:
//   - Position: the analysis of the position shown. Its reports are passed on as they arrive
//     (positionReported), the last one finished.
//   - Review: another position of the game, for the grade of every move and the evaluation
//     graph; remembered once proven (reviewed()).
//   - Continuation: the best line after one move of a position; remembered once found
//     (continuationFound()).
//   - Proof: the certificate of an analysis, written to a file on the analysis thread
//     (proofProgress(), then proofWritten()).
//   - Explanation: the proof of an analysis kept in memory, for the window's explanations
//     (explanationProof(), explanationProofMade()). Asked for while the position's own search
//     runs, it pauses that search: the search stops, the proof is made from what it has proven
//     (the engine's table still holds it), and the search goes on from there.
// When the position shown changes, every request but a proof is for a position no longer shown:
// dropRequests() stops them and forgets them; a Position request's last reports are remembered
// but no longer passed on.
//
// What a search proves is remembered per position (AnalysisKey: the board, the side to move and
// the rules), up to kRememberedPositions, the one used longest ago forgotten first, whatever the
// board's size: going back to an analysed position (undo, redo, history, another size and back)
// shows it at once, without a search, and a search of a position proven in part (stopped, or
// left for another) goes on from what is proven (ttt::AnalysisOptions::resumeFrom).
#pragma once

#include "analysis/analysisrunner.h"

#include "ttt/board.h"
#include "ttt/game.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <QObject>
#include <QString>

#include <compare>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// How far the analysis of a position has got.
struct AnalysisStatus {
    enum class State {
        None, // nothing to analyse: no side to move, an illegal board, a finished game
        Running, // a search is under way
        Complete, // everything is proven
        Stopped, // stopped before the end; the moves not proven carry bounds
        // A board of more than 64 cells: the threat search ended by itself, at its limit; what
        // it did not prove stays unknown (a bigger Threat Search may prove more).
        Ended,
    };
    State state = State::None;
    int cellsProven = 0;
    int cellsTotal = 0;
    std::uint64_t positions = 0; // searched so far, for this position
    double seconds = 0;
};

// The position an analysis is remembered under.
struct AnalysisKey {
    int columns = 0;
    int rows = 0;
    int k = 0;
    // A board of at most 64 cells: its marks as the board's sets (ttt::Board::cells()).
    ttt::CellSet xCells = 0;
    ttt::CellSet oCells = 0;
    // A bigger one: every cell in order, 'x', 'o' or '.' (its sets do not fit one word).
    std::string wideCells;
    ttt::Mark toMove = ttt::Mark::Empty;
    ttt::Rules rules = ttt::Rules::Classic;

    static AnalysisKey of(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules);
    ttt::Board board() const;
    int cellCount() const { return columns * rows; }
    friend auto operator<=>(const AnalysisKey&, const AnalysisKey&) = default;
};

class AnalysisService : public QObject {
    Q_OBJECT

public:
    // What is remembered of a searched position: its analysis so far, the figures (counting
    // every search of it), and the best lines found after its moves (one per cell; empty where
    // not found yet).
    struct Remembered {
        ttt::Analysis analysis;
        bool searched = false; // `analysis` comes from a search (else: every move unknown)
        AnalysisStatus status;
        std::vector<std::vector<ttt::Cell>> continuations;
        std::uint64_t lastUsed = 0;
        // Kept from an earlier run of the window, its search unfinished: shown as stopped, and
        // searched again only when asked (resume).
        bool held = false;
        // A search of it ended by itself (not stopped): complete, or on a board searched by
        // threats (more than 64 cells) as far as threats prove within its limit.
        bool ended = false;
        // Everything a search will prove of it is known: complete, or ended on a big board.
        bool settled() const;
    };
    static constexpr std::size_t kRememberedPositions = 512;

    explicit AnalysisService(QObject* parent = nullptr);

    // The search's worker threads (0, the default: one per core). With one, the search proves
    // its results in a fixed order and reports after each: tests watch them arrive.
    void setSearchThreads(int threads) { m_searchThreads = threads; }
    // Boards of more than 64 cells: the positions a threat search may spend (0: the library's
    // default); for the searches asked from now on.
    // A new limit: the big boards' searches that ended at the old one go on when asked again.
    void setThreatPositions(std::uint64_t positions);

    // --- What is remembered ---------------------------------------------------------------
    // The entry of `key`, made empty if there is none (forgetting the position used longest
    // ago when the memory is full); it counts as used now.
    Remembered& remember(const AnalysisKey& key);
    // The entry of `key`, or null; it does not count as a use.
    const Remembered* find(const AnalysisKey& key) const;
    // Remembers `analysis` of `key` with `status`, as a search proved it in an earlier run of
    // the window; unless it is complete, it is held (Remembered::held).
    void keep(const AnalysisKey& key, const ttt::Analysis& analysis, const AnalysisStatus& status);
    // The complete analysis of `board` with `toMove` to move: from the tables at once on a board
    // answered from them, else as a search proved it; nothing while it is not proven. On a board
    // of more than 64 cells, whose analysis is never complete, the analysis once its search has
    // ended by itself: what threats prove, the rest unknown (Remembered::settled()).
    std::optional<ttt::Analysis> provenAnalysis(
        const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules) const;

    // --- Requests -------------------------------------------------------------------------
    // Stops and forgets every request but a proof: the position shown has changed. (Stopping
    // the searches stops a proof being written too; its report still comes.)
    void dropRequests();
    // Searches the position shown, before anything waiting (which it drops), from what is
    // remembered of it. Its reports are remembered as they come (status and analysis).
    void analysePosition(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules);
    // Queues a search of every position of `game` not proven yet under `shown`'s rules, except
    // `shown` (the position at `place`, searched as the Position request): the line through
    // `place` first, then the rest of the tree.
    void reviewGame(const ttt::Game& game, const ttt::GamePath& place, const AnalysisKey& shown);
    // Queues a search of the best line after `toMove` plays `cell` on `board` (the position of
    // `key`), unless it is found already, asked for already, or `key` is not remembered.
    // Boards of more than 64 cells: the explanation of the position's result (no target) or of
    // `target`'s, as `proven` (the position's analysis) holds it, read off the threat proof found
    // again on the analysis thread; threatExplanationFound() follows.
    void requestThreatExplanation(const AnalysisKey& key, const ttt::Board& board, ttt::Mark toMove,
        const ttt::Analysis& proven, std::optional<ttt::Cell> target);
    void requestContinuation(
        const AnalysisKey& key, const ttt::Board& board, ttt::Cell cell, ttt::Mark toMove);
    // The proof kept for the explanations of a position: the newest made for it (covering what
    // its analysis had proven when it was asked for), or null.
    struct KeptProof {
        std::shared_ptr<const ttt::Proof> proof;
        bool tooLarge = false; // stopped at kExplanationNodeLimit: what it holds is proven
        // What it was asked for: every result the analysis had proven, or the one of `target`
        // (a move, or nothing: the position).
        bool whole = true;
        std::optional<ttt::Cell> target;
        std::uint64_t lastUsed = 0;
    };
    // At most this many proofs are kept, of at most kKeptNodes positions in all (the one used
    // longest ago goes first).
    static constexpr std::size_t kKeptProofs = 16;
    static constexpr std::size_t kKeptNodes = 6'000'000;
    // A proof of every result stops past kWholeNodeLimit positions (7×7 with five in a row from
    // the empty board: 16,000; some of its positions a few moves in run to millions for every
    // move together, where one move's takes 80,000): then each move is proven as it is asked
    // for, up to kExplanationNodeLimit, past which a proof is not explained (8×8 from the empty
    // board would need a hundred million).
    static constexpr std::size_t kWholeNodeLimit = 300'000;
    static constexpr std::size_t kExplanationNodeLimit = 2'000'000;
    // The proofs kept for the position of `key`, the newest first.
    std::vector<const KeptProof*> keptProofs(const AnalysisKey& key) const;
    // Makes the proof of `proven` (an analysis of `board` with `toMove` to move, complete or
    // not) for the explanations, next: `whole`, or only `target`'s result (a move, or nothing:
    // the position's). The search running now is paused for it (the position's own, or a review
    // of another position: either goes on afterwards). Nothing when one is being made for the
    // position already.
    void requestExplanationProof(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules,
        const ttt::Analysis& proven, bool whole, std::optional<ttt::Cell> target);
    bool isMakingExplanationProof(const AnalysisKey& key) const;
    // Queues a search of every cell of `board` with `toMove` to move, after everything waiting,
    // unless it is answered from the tables, proven already or asked for already; reviewed()
    // says when it is proven (the sharpness figures read it).
    void analyseLater(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules);

    // Writes the certificate of `proven` (an analysis of `board` with `toMove` to move) to
    // `path`, after the search running now and before anything waiting.
    void requestProof(const QString& path, const ttt::Board& board, ttt::Mark toMove,
        ttt::Rules rules, const ttt::Analysis& proven);
    // The same at once: the position's own search running now is paused for it, as for an
    // explanation's proof, and goes on afterwards.
    void requestProofNow(const QString& path, const ttt::Board& board, ttt::Mark toMove,
        ttt::Rules rules, const ttt::Analysis& proven);
    bool isWritingProof() const;
    // Drops everything waiting and stops the running search or proof.
    void stop();

signals:
    // A report of the Position request (finished: its last one).
    void positionReported(const AnalysisReport& report);
    // Another position of the game is proven and remembered.
    void reviewed();
    // The best line after `cell` in the position of `key` is found and remembered: `line`,
    // `cell` first.
    void continuationFound(
        const AnalysisKey& key, ttt::Cell cell, const std::vector<ttt::Cell>& line);
    void proofProgress(std::size_t positions, double seconds);
    void proofWritten(const ProofReport& report);
    // A proof for the explanations of the position of `key` is kept (keptProof()).
    void explanationProofMade(const AnalysisKey& key);
    // How far the proof for the explanations of `key` has got.
    void explanationProofProgress(const AnalysisKey& key, std::size_t positions);
    // The proof asked for the explanations of `key` was dropped before it began (Stop, or the
    // board changed): nothing more comes of it.
    void explanationProofDropped(const AnalysisKey& key);
    // A big board's explanation, read off a threat proof (requestThreatExplanation).
    void threatExplanationFound(const AnalysisKey& key, std::optional<ttt::Cell> target,
        const std::shared_ptr<const ttt::Explanation>& explanation);

private:
    enum class Purpose { Position, Review, Continuation, Proof, Explanation, ThreatExplanation };
    struct Request {
        Purpose purpose = Purpose::Position;
        AnalysisKey key; // the position searched (not for a proof)
        ttt::Cell cell = 0; // Continuation: the move the line starts with
        // Position: whether it is still the position shown (its reports are passed on), and
        // the figures of the searches of it before this one.
        bool shown = true;
        std::uint64_t positionsBefore = 0;
        double secondsBefore = 0;
        // Position: stopped for an explanation's proof, and resumed by another request after
        // it; its last report is not the search's end.
        bool paused = false;
        // Explanation: what the proof was asked for (KeptProof).
        bool whole = true;
        std::optional<ttt::Cell> target = std::nullopt;
    };

    void received(const AnalysisReport& report);
    void positionReceived(const Request& request, const AnalysisReport& report);
    void reviewReceived(const Request& request, const AnalysisReport& report);
    void continuationReceived(const Request& request, const AnalysisReport& report);
    void proofReceived(const AnalysisReport& report);
    void explanationReceived(const Request& request, const AnalysisReport& report);
    // A search to run again after an explanation's proof has paused it: the request that the
    // runner is working on now if it is the position's own search or a review; nothing else.
    std::optional<std::pair<AnalysisRequest, Request>> pausable();
    AnalysisRequest searchOf(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules) const;

    AnalysisRunner* m_runner = nullptr;
    int m_searchThreads = 0;
    std::uint64_t m_threatPositions = 0;
    std::map<quint64, Request> m_requests; // by the runner's ticket
    std::map<AnalysisKey, Remembered> m_remembered;
    std::vector<std::pair<AnalysisKey, KeptProof>> m_proofs;
    std::uint64_t m_useCounter = 0;
};
