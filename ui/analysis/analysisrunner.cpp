// The runner's thread: one request at a time through one engine, reports posted to the window.
#include "analysis/analysisrunner.h"

#include "ttt/engine.h"
#include "ttt/proof.h"

#include <QFileInfo>
#include <QMetaObject>

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

void AnalysisRunner::run(std::stop_token quit)
{
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
            writeProof(engine, next.ticket, next.request, stop);
            finished();
            continue;
        }
        ttt::AnalysisOptions options;
        options.valueOnly = next.request.valueOnly;
        options.threads = next.request.threads;
        if (next.request.resumeFrom)
            options.resumeFrom = &*next.request.resumeFrom;
        const ttt::Analysis analysis = engine.analyze(
            next.request.board, next.request.toMove, next.request.rules, options,
            [&](const ttt::AnalysisProgress& progress) {
                post({ next.ticket, progress.sofar, progress.cellsProven, progress.cellsTotal,
                    progress.positions, progress.seconds, false, false, {} });
            },
            stop);
        int proven = 0;
        for (const ttt::MoveAnnotation& move : analysis.moves)
            proven += move.evaluation.isProven();
        finished();
        post({ next.ticket, analysis, proven, int(analysis.moves.size()),
            analysis.figures.positions, analysis.figures.seconds, true, false, {} });
    }
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
