// The runner's thread: one request at a time through one engine, reports posted to the window.
#include "analysis/analysisrunner.h"

#include "ttt/engine.h"
#include "ttt/explain.h"
#include "ttt/proof.h"

#include <QFileInfo>
#include <QMetaObject>

#include <variant>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace {

// The nice value of the searches' threads: below the window's (0), so that the scheduler runs
// the window's thread first, and still well above idle (19).
constexpr int kSearchNiceness = 10;

} // namespace

AnalysisRunner::AnalysisRunner(QObject* parent)
    : QObject(parent)
    , m_thread([this](std::stop_token quit) { run(quit); })
{ }

AnalysisRunner::~AnalysisRunner()
{
    {
        std::lock_guard lock(m_mutex);
        m_waiting.clear();
        m_stop.request_stop();
    }
    m_thread.request_stop(); // wakes the wait in run()
    m_thread.join();
}

void AnalysisRunner::dropWaiting()
{
    for (const Pending& pending : m_waiting) {
        AnalysisReport report;
        report.ticket = pending.ticket;
        report.finished = true;
        report.dropped = true;
        post(std::move(report));
    }
    m_waiting.clear();
}

quint64 AnalysisRunner::start(const AnalysisRequest& request)
{
    std::lock_guard lock(m_mutex);
    dropWaiting();
    m_stop.request_stop();
    const quint64 ticket = m_nextTicket++;
    m_waiting.push_back({ ticket, request });
    m_wake.notify_one();
    return ticket;
}

quint64 AnalysisRunner::enqueue(const AnalysisRequest& request)
{
    std::lock_guard lock(m_mutex);
    const quint64 ticket = m_nextTicket++;
    m_waiting.push_back({ ticket, request });
    m_wake.notify_one();
    return ticket;
}

quint64 AnalysisRunner::enqueueFirst(const AnalysisRequest& request)
{
    std::lock_guard lock(m_mutex);
    const quint64 ticket = m_nextTicket++;
    m_waiting.push_front({ ticket, request });
    m_wake.notify_one();
    return ticket;
}

std::vector<quint64> AnalysisRunner::preempt(const std::vector<AnalysisRequest>& requests)
{
    std::lock_guard lock(m_mutex);
    std::vector<quint64> tickets;
    for (auto request = requests.rbegin(); request != requests.rend(); ++request) {
        tickets.insert(tickets.begin(), m_nextTicket);
        m_waiting.push_front({ m_nextTicket++, *request });
    }
    m_stop.request_stop();
    m_wake.notify_one();
    return tickets;
}

quint64 AnalysisRunner::runningTicket() const
{
    std::lock_guard lock(m_mutex);
    return m_running;
}

void AnalysisRunner::stop()
{
    std::lock_guard lock(m_mutex);
    dropWaiting();
    m_stop.request_stop();
}

void AnalysisRunner::post(AnalysisReport report)
{
    // Runs emit on the runner's own thread; dropped by Qt if the runner is gone by then.
    QMetaObject::invokeMethod(
        this, [this, report = std::move(report)] { emit reported(report); }, Qt::QueuedConnection);
}

namespace {

// The moves of a threat proof's forcing line, played out to the end: the explanation's moves
// and, where it ends in a double threat, the block of one line and the completion of the other.
std::vector<ttt::Cell> threatLineOf(const ttt::Explanation& explanation)
{
    std::vector<ttt::Cell> line;
    ttt::Board board = explanation.board;
    for (const ttt::ExplainedMove& move : explanation.moves) {
        line.push_back(move.cell);
        board.set(move.cell, move.side);
    }
    if (explanation.ending != ttt::Ending::DoubleThreat || explanation.endLines.size() < 2)
        return line;
    const auto gapOf = [&board](const ttt::CellLine& cells) -> std::optional<ttt::Cell> {
        for (const ttt::Cell cell : cells) {
            if (board.at(cell) == ttt::Mark::Empty)
                return cell;
        }
        return std::nullopt;
    };
    const std::optional<ttt::Cell> blocked = gapOf(explanation.endLines[0]);
    const std::optional<ttt::Cell> completed = gapOf(explanation.endLines[1]);
    if (blocked && completed && *blocked != *completed) {
        line.push_back(*blocked);
        line.push_back(*completed);
    }
    return line;
}

} // namespace

void AnalysisRunner::run(std::stop_token quit)
{
    // The searches give way to the window: this thread, and the engine's workers it starts
    // (they inherit it), run at a lower priority, so that the window's thread has a core the
    // moment it has work, even while the search keeps every core busy.
#ifdef __linux__
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), kSearchNiceness);
#endif
    ttt::Engine engine;
    for (;;) {
        Pending next;
        std::stop_token stop;
        {
            std::unique_lock lock(m_mutex);
            if (!m_wake.wait(lock, quit, [this] { return !m_waiting.empty(); }))
                return; // quitting
            next = std::move(m_waiting.front());
            m_waiting.pop_front();
            m_stop = std::stop_source();
            stop = m_stop.get_token();
            m_running = next.ticket;
        }
        const auto finished = [this] {
            std::lock_guard lock(m_mutex);
            m_running = 0;
        };
        if (next.request.proof) {
            if (next.request.board.cellCount() > ttt::Geometry::kWordCells)
                writeWideProof(next.ticket, next.request, stop);
            else
                writeProof(engine, next.ticket, next.request, stop);
            finished();
            continue;
        }
        if (next.request.threatExplanation && next.request.resumeFrom) {
            std::size_t positions = 0;
            auto explanation = std::make_shared<const ttt::Explanation>(
                ttt::explainThreats(next.request.board, next.request.toMove, next.request.rules,
                    *next.request.resumeFrom, next.request.threatLine, positions));
            AnalysisReport report;
            report.ticket = next.ticket;
            report.positions = positions;
            report.finished = true;
            report.explanation = std::move(explanation);
            finished();
            post(std::move(report));
            continue;
        }
        if (next.request.threatLine && next.request.resumeFrom) {
            // The line of a threat proof, read off the proof found again.
            std::size_t positions = 0;
            const ttt::Explanation explanation
                = ttt::explainThreats(next.request.board, next.request.toMove, next.request.rules,
                    *next.request.resumeFrom, *next.request.threatLine, positions);
            ttt::Analysis line = *next.request.resumeFrom;
            line.principalVariation = threatLineOf(explanation);
            finished();
            post({ next.ticket, line, 0, 0, positions, 0, true, false, {}, {}, false });
            continue;
        }
        ttt::AnalysisOptions options;
        options.valueOnly = next.request.valueOnly;
        options.threads = next.request.threads;
        options.threatPositions = next.request.threatPositions;
        if (next.request.resumeFrom)
            options.resumeFrom = &*next.request.resumeFrom;
        const ttt::Analysis analysis = engine.analyze(
            next.request.board, next.request.toMove, next.request.rules, options,
            [&](const ttt::AnalysisProgress& progress) {
                post({ next.ticket, progress.sofar, progress.cellsProven, progress.cellsTotal,
                    progress.positions, progress.seconds, false, false, {}, {}, false });
            },
            stop);
        int proven = 0;
        for (const ttt::MoveAnnotation& move : analysis.moves)
            proven += move.evaluation.isProven();
        finished();
        post(
            { next.ticket, analysis, proven, int(analysis.moves.size()), analysis.figures.positions,
                analysis.figures.seconds, true, false, {}, {}, stop.stop_requested() });
    }
}

void AnalysisRunner::writeWideProof(
    quint64 ticket, const AnalysisRequest& request, std::stop_token stop)
{
    const ProofRequest& asked = *request.proof;
    AnalysisReport report;
    report.ticket = ticket;
    report.finished = true;
    report.proof = ProofReport { asked.path, 0, 0, false, 0, {}, {}, false };
    if (asked.path.isEmpty()) {
        // The Why panel's proofs are the exact search's; a big board's threats are explained
        // from their own proof (ttt::explainThreats), not kept here.
        post(std::move(report));
        return;
    }
    const auto written = ttt::writeWideCertificateFile(
        request.board, request.toMove, request.rules, asked.proven, asked.path.toStdString(), stop);
    if (const auto* problem = std::get_if<std::string>(&written)) {
        report.proof->error = QString::fromStdString(*problem);
    } else {
        const ttt::WideCertificate& certificate = std::get<ttt::WideCertificate>(written);
        report.proof->nodes = certificate.positions;
        report.proof->complete = certificate.complete;
        report.proof->uncertified = certificate.uncertified;
        report.proof->bytes = QFileInfo(asked.path).size();
    }
    post(std::move(report));
}

void AnalysisRunner::writeProof(
    ttt::Engine& engine, quint64 ticket, const AnalysisRequest& request, std::stop_token stop)
{
    const ProofRequest& asked = *request.proof;
    const bool keep = asked.path.isEmpty();
    const auto reportOf = [&](const ttt::Engine::ProofProgress& progress, bool finished) {
        AnalysisReport report;
        report.ticket = ticket;
        report.positions = progress.positions;
        report.seconds = progress.seconds;
        report.finished = finished;
        report.proof = ProofReport { asked.path, progress.nodes, 0, false, 0, {}, {}, false };
        return report;
    };
    // The runner's stop, or the proof growing past its limit, stops the replay.
    std::stop_source limit;
    const std::stop_callback forward(stop, [&limit] { limit.request_stop(); });
    bool tooLarge = false;
    ttt::Engine::ProofProgress last;
    auto proof = std::make_shared<ttt::Proof>(engine.prove(
        request.board, request.toMove, request.rules, asked.proven,
        [&](const ttt::Engine::ProofProgress& progress) {
            last = progress;
            if (asked.nodeLimit > 0 && progress.nodes > asked.nodeLimit && !tooLarge) {
                tooLarge = true;
                limit.request_stop();
            }
            post(reportOf(progress, false));
        },
        limit.get_token()));
    AnalysisReport report = reportOf(last, true);
    report.proof->nodes = ttt::certificateNodeCount(*proof);
    report.proof->complete = proof->complete;
    report.proof->uncertified = proof->uncertified;
    if (keep) {
        report.proof->tooLarge = tooLarge;
        report.proof->kept = std::move(proof);
    } else if (const std::optional<std::string> problem
        = ttt::writeCertificateFile(*proof, asked.path.toStdString())) {
        report.proof->error = QString::fromStdString(*problem);
    } else {
        report.proof->bytes = QFileInfo(asked.path).size();
    }
    post(std::move(report));
}
