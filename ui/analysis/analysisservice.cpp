// The analysis service: requests by purpose in one map, their reports, and the positions
// remembered.
#include "analysis/analysisservice.h"

#include "ttt/renju.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

// Whether the search of `key` that made `report` ended by itself: complete, or, on a board
// searched by threats (more than 64 cells), at its own limit rather than stopped.
bool endedByItself(const AnalysisKey& key, const AnalysisReport& report)
{
    if (!report.finished || report.dropped)
        return false;
    return report.analysis.complete
        || (key.cellCount() > ttt::Geometry::kWordCells && !report.stopped);
}

} // namespace

AnalysisKey AnalysisKey::of(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules)
{
    const ttt::Geometry& geometry = board.geometry();
    AnalysisKey key;
    key.columns = geometry.columns();
    key.rows = geometry.rows();
    key.k = geometry.k();
    if (geometry.fitsWord()) {
        key.xCells = board.cells(ttt::Mark::X);
        key.oCells = board.cells(ttt::Mark::O);
    } else {
        key.wideCells.reserve(std::size_t(board.cellCount()));
        for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell)
            key.wideCells.push_back(ttt::toChar(board.at(cell)));
    }
    key.toMove = toMove;
    key.rules = rules;
    return key;
}

ttt::Board AnalysisKey::board() const
{
    const ttt::Geometry geometry(columns, rows, k);
    if (geometry.fitsWord())
        return ttt::Board(geometry, xCells, oCells);
    ttt::Board board(geometry);
    for (ttt::Cell cell = 0; cell < board.cellCount() && cell < ttt::Cell(wideCells.size());
         ++cell) {
        const char mark = wideCells[std::size_t(cell)];
        board.set(cell, mark == 'x' ? ttt::Mark::X : mark == 'o' ? ttt::Mark::O : ttt::Mark::Empty);
    }
    return board;
}

AnalysisService::AnalysisService(QObject* parent)
    : QObject(parent)
    , m_runner(new AnalysisRunner(this))
{
    connect(m_runner, &AnalysisRunner::reported, this, &AnalysisService::received);
}

// --- What is remembered -------------------------------------------------------------------

AnalysisService::Remembered& AnalysisService::remember(const AnalysisKey& key)
{
    auto [entry, added] = m_remembered.try_emplace(key);
    if (added && m_remembered.size() > kRememberedPositions) {
        // Forget the position used longest ago (never the one being added).
        auto oldest = m_remembered.end();
        for (auto it = m_remembered.begin(); it != m_remembered.end(); ++it) {
            if (it != entry
                && (oldest == m_remembered.end() || it->second.lastUsed < oldest->second.lastUsed))
                oldest = it;
        }
        m_remembered.erase(oldest);
    }
    entry->second.lastUsed = ++m_useCounter;
    return entry->second;
}

const AnalysisService::Remembered* AnalysisService::find(const AnalysisKey& key) const
{
    const auto known = m_remembered.find(key);
    return known == m_remembered.end() ? nullptr : &known->second;
}

void AnalysisService::keep(
    const AnalysisKey& key, const ttt::Analysis& analysis, const AnalysisStatus& status)
{
    Remembered& known = remember(key);
    known.analysis = analysis;
    known.searched = true;
    known.status = status;
    known.held = !analysis.complete;
    known.continuations.assign(std::size_t(key.cellCount()), {});
}

void AnalysisService::setThreatPositions(std::uint64_t positions)
{
    if (positions == m_threatPositions)
        return;
    m_threatPositions = positions;
    for (auto& [key, known] : m_remembered) {
        if (key.wideCells.empty() || !known.ended)
            continue;
        known.ended = false;
        if (known.status.state == AnalysisStatus::State::Ended)
            known.status.state = AnalysisStatus::State::Stopped;
    }
}

bool AnalysisService::Remembered::settled() const
{
    return analysis.complete || ended;
}

std::optional<ttt::Analysis> AnalysisService::provenAnalysis(
    const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules) const
{
    if (ttt::isTabulated(board.geometry()))
        return ttt::analyze(board, toMove, rules);
    const Remembered* known = find(AnalysisKey::of(board, toMove, rules));
    if (!known || !known->settled())
        return std::nullopt;
    return known->analysis;
}

// --- Requests -----------------------------------------------------------------------------

AnalysisRequest AnalysisService::searchOf(
    const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules) const
{
    return { board, toMove, rules, false, m_searchThreads, {}, {}, {}, false, m_threatPositions };
}

bool AnalysisService::isWritingProof() const
{
    return std::any_of(m_requests.begin(), m_requests.end(),
        [](const auto& entry) { return entry.second.purpose == Purpose::Proof; });
}

void AnalysisService::dropRequests()
{
    // The searches are for a position no longer shown: the runner drops what waits and stops
    // what runs. A proof caught by that stop still reports (what it has, or that it was dropped),
    // so it stays in the map; a proof alone goes on. The position's search stays too, unshown:
    // what it proved by the time it stops is remembered.
    const bool searching = std::any_of(m_requests.begin(), m_requests.end(),
        [](const auto& entry) { return entry.second.purpose != Purpose::Proof; });
    if (searching)
        m_runner->stop();
    // An explanation's proof stopped half way still proves what it holds: its report is kept.
    std::erase_if(m_requests, [](const auto& entry) {
        return entry.second.purpose != Purpose::Proof && entry.second.purpose != Purpose::Position
            && entry.second.purpose != Purpose::Explanation;
    });
    for (auto& [ticket, request] : m_requests)
        request.shown = false;
}

void AnalysisService::analysePosition(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules)
{
    const AnalysisKey key = AnalysisKey::of(board, toMove, rules);
    AnalysisRequest search = searchOf(board, toMove, rules);
    Request request { Purpose::Position, key, 0 };
    if (const Remembered* known = find(key); known && known->searched) {
        search.resumeFrom = known->analysis;
        request.positionsBefore = known->status.positions;
        request.secondsBefore = known->status.seconds;
    }
    m_requests[m_runner->start(search)] = request;
}

void AnalysisService::reviewGame(
    const ttt::Game& game, const ttt::GamePath& place, const AnalysisKey& shown)
{
    if (ttt::isTabulated(game.start().board.geometry()) || !ttt::Game::canStartFrom(game.start()))
        return;
    std::vector<ttt::GamePath> places;
    const ttt::GamePath line = game.lineThrough(place);
    for (std::size_t length = 0; length <= line.size(); ++length)
        places.emplace_back(line.begin(), line.begin() + std::ptrdiff_t(length));
    // Every place of the tree, and whether a forbidden move on the way there lost the game
    // (renju, omok; Game::forbiddenMoveOn), each move judged once.
    const ttt::Rules rules = game.start().rules;
    std::map<ttt::GamePath, bool> lost { { {}, false } };
    std::vector<ttt::GamePath> pending { {} };
    while (!pending.empty()) {
        const ttt::GamePath next = pending.back();
        pending.pop_back();
        places.push_back(next);
        const bool ended = lost[next];
        const std::vector<ttt::GameMove>& moves = game.movesAfter(next);
        std::optional<ttt::Board> board;
        for (int index = 0; index < int(moves.size()); ++index) {
            ttt::GamePath after = next;
            after.push_back(index);
            bool afterLost = ended;
            if (!ended && ttt::forbidsMoves(rules)) {
                if (!board)
                    board = game.boardAt(next);
                afterLost = ttt::isForbidden(
                    *board, moves[std::size_t(index)].cell, rules, game.sideToMoveAt(next));
            }
            lost[after] = afterLost;
            pending.push_back(std::move(after));
        }
    }
    std::vector<AnalysisKey> queued;
    for (const ttt::GamePath& at : places) {
        // Nothing to grade where the game is over, nor after a forbidden move lost it.
        if (game.isOverAt(at) || lost[at])
            continue;
        const ttt::Board board = game.boardAt(at);
        const ttt::Mark side = game.sideToMoveAt(at);
        const AnalysisKey key = AnalysisKey::of(board, side, shown.rules);
        if (key == shown || std::find(queued.begin(), queued.end(), key) != queued.end())
            continue;
        if (const Remembered* known = find(key); known && known->settled())
            continue;
        queued.push_back(key);
        m_requests[m_runner->enqueue(searchOf(board, side, shown.rules))]
            = { Purpose::Review, key, 0 };
    }
}

void AnalysisService::requestContinuation(
    const AnalysisKey& key, const ttt::Board& board, ttt::Cell cell, ttt::Mark toMove)
{
    if (const Remembered* known = find(key); !known || !known->continuations[cell].empty())
        return; // found already
    for (const auto& [ticket, request] : m_requests) {
        if (request.purpose == Purpose::Continuation && request.key == key && request.cell == cell)
            return; // asked already
    }
    if (board.cellCount() > ttt::Geometry::kWordCells) {
        // A big board: the forcing line of the move's threat proof, as the analysis proves it.
        const Remembered* known = find(key);
        AnalysisRequest line = searchOf(board, toMove, key.rules);
        line.resumeFrom = known->analysis;
        line.threatLine = cell;
        m_requests[m_runner->enqueueFirst(line)] = { Purpose::Continuation, key, cell };
        return;
    }
    AnalysisRequest search = searchOf(board.with(cell, toMove), ttt::other(toMove), key.rules);
    search.valueOnly = true;
    m_requests[m_runner->enqueue(search)] = { Purpose::Continuation, key, cell };
}

void AnalysisService::requestThreatExplanation(const AnalysisKey& key, const ttt::Board& board,
    ttt::Mark toMove, const ttt::Analysis& proven, std::optional<ttt::Cell> target)
{
    AnalysisRequest request = searchOf(board, toMove, key.rules);
    request.resumeFrom = proven;
    request.threatLine = target;
    request.threatExplanation = true;
    Request asked { Purpose::ThreatExplanation, key, target.value_or(0) };
    asked.target = target;
    m_requests[m_runner->enqueueFirst(request)] = asked;
}

void AnalysisService::requestProof(const QString& path, const ttt::Board& board, ttt::Mark toMove,
    ttt::Rules rules, const ttt::Analysis& proven)
{
    AnalysisRequest request = searchOf(board, toMove, rules);
    request.proof = ProofRequest { path, proven };
    m_requests[m_runner->enqueueFirst(request)] = { Purpose::Proof, {}, 0 };
}

void AnalysisService::requestProofNow(const QString& path, const ttt::Board& board,
    ttt::Mark toMove, ttt::Rules rules, const ttt::Analysis& proven)
{
    AnalysisRequest request = searchOf(board, toMove, rules);
    request.proof = ProofRequest { path, proven };
    if (const std::optional<std::pair<AnalysisRequest, Request>> again = pausable()) {
        // The running search pauses: the proof comes next, then the search again.
        const std::vector<quint64> tickets = m_runner->preempt({ request, again->first });
        m_requests[tickets[0]] = { Purpose::Proof, {}, 0 };
        m_requests[tickets[1]] = again->second;
        return;
    }
    m_requests[m_runner->enqueueFirst(request)] = { Purpose::Proof, {}, 0 };
}

void AnalysisService::stop()
{
    m_runner->stop();
}

std::vector<const AnalysisService::KeptProof*> AnalysisService::keptProofs(
    const AnalysisKey& key) const
{
    std::vector<const KeptProof*> kept;
    for (const auto& [of, proof] : m_proofs) {
        if (of == key)
            kept.push_back(&proof);
    }
    std::sort(kept.begin(), kept.end(),
        [](const KeptProof* a, const KeptProof* b) { return a->lastUsed > b->lastUsed; });
    return kept;
}

bool AnalysisService::isMakingExplanationProof(const AnalysisKey& key) const
{
    return std::any_of(m_requests.begin(), m_requests.end(), [&](const auto& entry) {
        return entry.second.purpose == Purpose::Explanation && entry.second.key == key;
    });
}

std::optional<std::pair<AnalysisRequest, AnalysisService::Request>> AnalysisService::pausable()
{
    const auto running = m_requests.find(m_runner->runningTicket());
    if (running == m_requests.end())
        return std::nullopt;
    Request& request = running->second;
    const bool position = request.purpose == Purpose::Position && request.shown && !request.paused;
    if (!position && request.purpose != Purpose::Review)
        return std::nullopt;
    AnalysisRequest again = searchOf(request.key.board(), request.key.toMove, request.key.rules);
    Request next { request.purpose, request.key, 0 };
    if (position) {
        // It goes on from what it has proven (the engine's table still holds the rest).
        request.paused = true;
        if (const Remembered* known = find(request.key)) {
            again.resumeFrom = known->analysis;
            next.positionsBefore = known->status.positions;
            next.secondsBefore = known->status.seconds;
        }
    }
    return std::pair { again, next };
}

void AnalysisService::requestExplanationProof(const ttt::Board& board, ttt::Mark toMove,
    ttt::Rules rules, const ttt::Analysis& proven, bool whole, std::optional<ttt::Cell> target)
{
    const AnalysisKey key = AnalysisKey::of(board, toMove, rules);
    if (isMakingExplanationProof(key))
        return;
    AnalysisRequest proof = searchOf(board, toMove, rules);
    proof.proof = ProofRequest { {}, proven, whole ? kWholeNodeLimit : kExplanationNodeLimit };
    Request request { Purpose::Explanation, key, 0 };
    request.whole = whole;
    request.target = target;
    if (const std::optional<std::pair<AnalysisRequest, Request>> again = pausable()) {
        // The running search pauses: the proof comes next, then the search again.
        const std::vector<quint64> tickets = m_runner->preempt({ proof, again->first });
        m_requests[tickets[0]] = request;
        m_requests[tickets[1]] = again->second;
        return;
    }
    m_requests[m_runner->enqueueFirst(proof)] = request;
}

void AnalysisService::analyseLater(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules)
{
    if (ttt::isTabulated(board.geometry()))
        return;
    const AnalysisKey key = AnalysisKey::of(board, toMove, rules);
    if (const Remembered* known = find(key); known && known->analysis.complete)
        return;
    const bool asked = std::any_of(m_requests.begin(), m_requests.end(), [&](const auto& entry) {
        return entry.second.key == key
            && (entry.second.purpose == Purpose::Review
                || entry.second.purpose == Purpose::Position);
    });
    if (!asked)
        m_requests[m_runner->enqueue(searchOf(board, toMove, rules))] = { Purpose::Review, key, 0 };
}

// --- Reports ------------------------------------------------------------------------------

void AnalysisService::received(const AnalysisReport& report)
{
    const auto found = m_requests.find(report.ticket);
    if (found == m_requests.end())
        return; // a request dropped: its position is no longer shown
    const Request request = found->second;
    if (report.finished)
        m_requests.erase(found);
    switch (request.purpose) {
    case Purpose::Position:
        positionReceived(request, report);
        return;
    case Purpose::Review:
        reviewReceived(request, report);
        return;
    case Purpose::Continuation:
        continuationReceived(request, report);
        return;
    case Purpose::Proof:
        proofReceived(report);
        return;
    case Purpose::Explanation:
        explanationReceived(request, report);
        return;
    case Purpose::ThreatExplanation:
        if (report.explanation)
            emit threatExplanationFound(request.key, request.target, report.explanation);
        return;
    }
}

void AnalysisService::positionReceived(const Request& request, const AnalysisReport& report)
{
    if (report.dropped && !find(request.key)) {
        // Nothing proven, and nothing remembered to mark as stopped.
        if (request.shown)
            emit positionReported(report);
        return;
    }
    Remembered& known = remember(request.key);
    AnalysisStatus& status = known.status;
    if (!report.dropped) {
        known.analysis = report.analysis;
        known.searched = true;
        known.ended = known.ended || endedByItself(request.key, report);
        status.cellsProven = report.cellsProven;
        status.cellsTotal = report.cellsTotal;
        status.positions = request.positionsBefore + report.positions;
        status.seconds = request.secondsBefore + report.seconds;
    }
    // A search paused for an explanation's proof is not over: another request goes on with it
    // (and counts from where this one stopped), or, if it finished after all, has nothing to do.
    bool paused = false;
    if (request.paused && report.finished) {
        for (auto it = m_requests.begin(); it != m_requests.end(); ++it) {
            Request& next = it->second;
            if (next.purpose != Purpose::Position || next.key != request.key || next.paused)
                continue;
            if (known.analysis.complete) {
                m_requests.erase(it); // finished after all: nothing to go on with
            } else {
                next.positionsBefore = status.positions;
                next.secondsBefore = status.seconds;
                paused = true;
            }
            break;
        }
        // No request goes on with it (Stop, or the board changed, dropped it): it is stopped.
    }
    status.state = !report.finished || paused ? AnalysisStatus::State::Running
        : known.analysis.complete             ? AnalysisStatus::State::Complete
        : endedByItself(request.key, report)  ? AnalysisStatus::State::Ended
                                              : AnalysisStatus::State::Stopped;
    const auto cells = std::size_t(request.key.cellCount());
    if (known.continuations.size() != cells)
        known.continuations.assign(cells, {});
    if (!request.shown)
        return;
    if (paused) {
        AnalysisReport goingOn = report;
        goingOn.finished = false;
        emit positionReported(goingOn);
        return;
    }
    emit positionReported(report);
}

void AnalysisService::reviewReceived(const Request& request, const AnalysisReport& report)
{
    if (!report.finished || report.dropped || !endedByItself(request.key, report))
        return;
    Remembered& known = remember(request.key);
    known.analysis = report.analysis;
    known.searched = true;
    known.ended = true;
    known.status = { report.analysis.complete ? AnalysisStatus::State::Complete
                                              : AnalysisStatus::State::Ended,
        report.cellsProven, report.cellsTotal, report.positions, report.seconds };
    const auto cells = std::size_t(request.key.cellCount());
    if (known.continuations.size() != cells)
        known.continuations.assign(cells, {});
    emit reviewed();
}

void AnalysisService::continuationReceived(const Request& request, const AnalysisReport& report)
{
    if (!report.finished || report.dropped)
        return;
    std::vector<ttt::Cell> line { request.cell };
    const std::vector<ttt::Cell>& found = report.analysis.principalVariation;
    if (request.key.board().cellCount() > ttt::Geometry::kWordCells) {
        // A threat proof's forcing line, the cell first (none when nothing is proven).
        if (found.empty() || found.front() != request.cell)
            return;
        line = found;
    } else {
        if (!report.analysis.complete)
            return;
        line.insert(line.end(), found.begin(), found.end());
    }
    if (const auto known = m_remembered.find(request.key); known != m_remembered.end()
        && std::size_t(request.cell) < known->second.continuations.size())
        known->second.continuations[request.cell] = line;
    emit continuationFound(request.key, request.cell, line);
}

void AnalysisService::explanationReceived(const Request& request, const AnalysisReport& report)
{
    if (!report.finished && report.proof) {
        emit explanationProofProgress(request.key, report.proof->nodes);
        return;
    }
    if (!report.proof || !report.proof->kept) {
        emit explanationProofDropped(request.key); // dropped before it began
        return;
    }
    // It takes the place of one asked for the same (a stopped one, or one of an earlier analysis).
    std::erase_if(m_proofs, [&](const auto& entry) {
        return entry.first == request.key && entry.second.whole == request.whole
            && (request.whole || entry.second.target == request.target);
    });
    KeptProof& kept = m_proofs.emplace_back(request.key, KeptProof {}).second;
    kept.proof = report.proof->kept;
    kept.tooLarge = report.proof->tooLarge;
    kept.whole = request.whole;
    kept.target = request.target;
    kept.lastUsed = ++m_useCounter;
    const auto nodes = [this] {
        std::size_t all = 0;
        for (const auto& entry : m_proofs)
            all += entry.second.proof->nodes.size();
        return all;
    };
    while (m_proofs.size() > 1 && (m_proofs.size() > kKeptProofs || nodes() > kKeptNodes)) {
        const auto oldest = std::min_element(m_proofs.begin(), m_proofs.end(),
            [](const auto& a, const auto& b) { return a.second.lastUsed < b.second.lastUsed; });
        m_proofs.erase(oldest);
    }
    emit explanationProofMade(request.key);
}

void AnalysisService::proofReceived(const AnalysisReport& report)
{
    if (!report.finished) {
        emit proofProgress(report.proof->nodes, report.seconds);
        return;
    }
    ProofReport written;
    if (report.proof) {
        written = *report.proof;
    } else {
        // Dropped before it began: the board changed, or Stop came first.
        written.error = QCoreApplication::translate("PositionModel",
            "The proof was not written: the analysis was stopped, or the board changed, before "
            "it began.");
    }
    emit proofWritten(written);
}
