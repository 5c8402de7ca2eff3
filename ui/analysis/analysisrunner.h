// Runs solverlib's analyses away from the window's thread.
//
// One thread of its own takes requests in turn and hands each to one ttt::Engine (kept for the
// runner's life, so its transposition table carries over from one position to the next, and
// going back to an earlier position is quick). The engine spreads a search over its worker
// threads; this thread waits for it and passes on what the engine reports. Reports reach the
// window's thread as queued calls (the Mandelbrot example's way): nothing here touches a widget,
// and the window's thread never waits for the search. It only takes a lock to hand over a
// request, and the runner's thread holds that lock only to take one.
//
// A request may instead ask for the proof of an analysis: the runner's thread replays it through
// the same engine (engine.h, Engine::prove) and writes the certificate file (File › Export
// Proof…), or hands the proof over to be kept in memory for the window's explanations; neither
// the replay nor a file of many megabytes holds up the window.
//
// start() drops every waiting request and asks the running search to stop (without waiting for
// it); a stopped search reports what it proved by then, marked as not complete, and a dropped
// request reports that it was dropped. Every request gets exactly one finished report.
#pragma once

#include "ttt/board.h"
#include "ttt/explain.h"
#include "ttt/proof.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <QObject>
#include <QString>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <vector>

// The proof of `proven` (an analysis of the request's position, complete or stopped): its
// certificate written to `path`, or with no path, the proof itself handed over (ProofReport::
// kept), stopped once it has more than `nodeLimit` positions (0: no limit).
struct ProofRequest {
    QString path;
    ttt::Analysis proven;
    std::size_t nodeLimit = 0;
};

namespace ttt {
class Engine;
}

struct AnalysisRequest {
    ttt::Board board;
    ttt::Mark toMove = ttt::Mark::X;
    ttt::Rules rules = ttt::Rules::Classic;
    bool valueOnly = false; // only the position's value and best line
    int threads = 0; // the engine's worker threads; 0: one per core
    std::optional<ProofRequest> proof; // a proof to write instead of an analysis
    // What an earlier search of the same position proved: the search goes on from there
    // (ttt::AnalysisOptions::resumeFrom).
    std::optional<ttt::Analysis> resumeFrom;
    // Boards of more than 64 cells: instead of a search, the forcing line that proves the result
    // `resumeFrom` holds for the side to move playing this cell (ttt::explainThreats), reported
    // as the analysis's principal variation, the cell first.
    std::optional<ttt::Cell> threatLine;
    // Boards of more than 64 cells: instead of a search, the explanation of the position's
    // result (threatLine empty) or of the move threatLine, read off its threat proof.
    bool threatExplanation = false;
    std::uint64_t threatPositions = 0; // ttt::AnalysisOptions::threatPositions
};

// How far a proof has got; once finished, whether its file was written.
struct ProofReport {
    QString path;
    std::size_t nodes = 0; // positions in the proof
    qint64 bytes = 0; // the file's size, once written
    bool complete = false; // every result of the analysis certified, and the analysis complete
    int uncertified = 0; // results of the analysis the proof does not hold
    QString error; // why the file could not be written (then nothing was)
    // A proof kept in memory: the proof, and whether it was stopped at its node limit.
    std::shared_ptr<const ttt::Proof> kept;
    bool tooLarge = false;
};

// What a search has proven so far (finished: all it will prove), and its figures.
struct AnalysisReport {
    quint64 ticket = 0; // the request's, from start() or enqueue()
    ttt::Analysis analysis;
    int cellsProven = 0;
    int cellsTotal = 0;
    std::uint64_t positions = 0;
    double seconds = 0;
    bool finished = false; // the search returned: complete, or stopped
    // Dropped before its search began (a later start() or a stop()): nothing is proven, and
    // `analysis` is empty. Such a report is finished too.
    bool dropped = false;
    std::optional<ProofReport> proof; // for a proof request
    // For a threat explanation request (AnalysisRequest::threatExplanation).
    std::shared_ptr<const ttt::Explanation> explanation;
    // A finished search was asked to stop (stop(), a later start(), a preempt()) rather than
    // ending by itself: complete, or at its own limit on a board searched by threats.
    bool stopped = false;
};

class AnalysisRunner : public QObject {
    Q_OBJECT

public:
    explicit AnalysisRunner(QObject* parent = nullptr);
    // Stops the running search and waits for its thread (a stop takes effect within 50 ms).
    ~AnalysisRunner() override;

    // Drops the waiting requests, asks the running search to stop, and puts `request` first.
    // Returns its ticket.
    quint64 start(const AnalysisRequest& request);
    // Puts `request` after the waiting ones. Returns its ticket.
    quint64 enqueue(const AnalysisRequest& request);
    // Puts `request` before the waiting ones, after the search running now. Returns its ticket.
    quint64 enqueueFirst(const AnalysisRequest& request);
    // Puts `requests`, in their order, before the waiting ones and asks the running search to
    // stop, so that they come next (the waiting ones stay). Returns their tickets.
    std::vector<quint64> preempt(const std::vector<AnalysisRequest>& requests);
    // Drops the waiting requests and asks the running search to stop.
    void stop();
    // The ticket of the request the runner's thread is working on now; 0 when it waits.
    quint64 runningTicket() const;

signals:
    // A report of the search with `report.ticket`, in the order the search made them; the last
    // one of each search has `finished` set. Emitted on the thread the runner lives in.
    void reported(const AnalysisReport& report);

private:
    struct Pending {
        quint64 ticket;
        AnalysisRequest request;
    };

    void run(std::stop_token quit);
    // Boards of more than 64 cells: the certificate of the threat proofs
    // (ttt::writeWideCertificate).
    void writeWideProof(quint64 ticket, const AnalysisRequest& request, std::stop_token stop);
    void writeProof(
        ttt::Engine& engine, quint64 ticket, const AnalysisRequest& request, std::stop_token stop);
    void post(AnalysisReport report);
    void dropWaiting(); // under m_mutex

    mutable std::mutex m_mutex; // guards the members up to m_stop
    std::condition_variable_any m_wake;
    std::deque<Pending> m_waiting;
    quint64 m_nextTicket = 1;
    std::stop_source m_stop; // of the running search
    quint64 m_running = 0; // its ticket

    std::jthread m_thread; // last: it starts after everything above exists
};
