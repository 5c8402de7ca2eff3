// The engine's analysis of a position: one job per class of alike empty cells (or one for the
// position itself, when only its value is asked for), worked on by a pool of threads sharing
// one transposition table, reported as it is proven.
//
// A job holds bounds lower <= value <= upper on the value of its move (tables.h: the value
// scale) and narrows them with null-window questions, one at a time: first the outcome (can the
// side at least tie? can it win?), then, on boards of at most kMaxCellsForExactPlies cells, the
// exact value by bisection; on bigger boards a win or a loss then gets the line a search finds,
// whose length is the plies reported.
//
// On those bigger boards an analysis of every cell has two more jobs, asked only for outcomes,
// that bound every cell at once:
// - the position itself: no move is worth more than the position, so its upper bound caps every
//   cell's (one proof that the side to move cannot win proves it for every move), and the best
//   of the cells' lower bounds is its own;
// - classic rules only, the position with the other side to move: a mark of one's own never
//   hurts in classic play (the side with the extra mark can play the strategy it would have
//   without it, moving anywhere when that strategy names the cell it holds), so whatever the
//   side to move can reach after passing, it reaches after any move: if the other side cannot
//   win with the move, every cell is at least a tie; if it loses, every cell wins.
// On the empty board the two are one search (a position and its colour swap share one table
// entry), so every cell of an empty board is proven by the proof of its value. Every question has
// one true answer, so the results never depend on the threads: an idle thread joins a running job,
// searching the same question with its moves in a slightly different order; whichever thread
// answers first narrows the bounds, and the others see the job move on and drop their search.
#include "ttt/engine.h"

#include "prover.h"
#include "searcher.h"

#include "../negamax.h"

#include "ttt/facts.h"
#include "ttt/legality.h"
#include "ttt/widesearch.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace ttt {
namespace {

using namespace engine;
using Clock = std::chrono::steady_clock;

// The position searched by a job, and how its value reads for the job: a cell's job searches the
// position after the move, with the other side to move, and its value is minus that one's.
struct Job {
    CellSet mine = 0; // of the side to move in the searched position
    CellSet theirs = 0;
    bool negate = false;
    std::optional<int> terminal; // the value, when the move ends the game at once
    std::vector<Cell> cells; // the alike cells this job answers (none for the position's job)
    // A job that bounds the cells (see above): the position's own, or the passed position's
    // (`passed`). It has no cells of its own and is asked only for its outcome.
    bool position = false;
    bool passed = false;
    int emptyBefore = 0; // empty cells before the move (the position's, for plies)

    // Shared, under the engine's mutex.
    int lower = 0;
    int upper = 0;
    int answered = 0; // questions answered so far
    // Misère: questions put off because they ran past their budget of positions, each time with
    // a budget four times the last (see kMisereFirstBudget).
    int postponed = 0;
    bool finished = false;
    bool lineClaimed = false;
    std::optional<std::vector<int>> line; // big boards: the line found after the move
    int helpers = 0;
    std::atomic<std::uint64_t> version { 0 };
};

bool outcomeKnown(const Job& job)
{
    return job.lower >= 1 || job.upper <= -1 || (job.lower >= 0 && job.upper <= 0);
}

Outcome outcomeOfValue(int value)
{
    return value > 0 ? Outcome::Win : value < 0 ? Outcome::Lose : Outcome::Tie;
}

Outcome flipped(Outcome outcome)
{
    return outcome == Outcome::Win ? Outcome::Lose
        : outcome == Outcome::Lose ? Outcome::Win
                                   : outcome;
}

// Plies of an exact classic or misère value for a side with `empty` empty cells before it moves.
int pliesOfValue(int value, int empty)
{
    if (value == 0)
        return empty;
    return empty + 1 - std::abs(value);
}

class Analyser {
public:
    Analyser(const Board& board, Mark toMove, Rules rules, const AnalysisOptions& options,
        TranspositionTable& table, const ProgressCallback& progress, std::stop_token stop)
        : m_board(board)
        , m_toMove(toMove)
        , m_rules(rules)
        , m_options(options)
        , m_tables(board.geometry())
        , m_table(table)
        , m_progress(progress)
        , m_stop(std::move(stop))
        , m_exactPlies(board.cellCount() <= kMaxCellsForExactPlies || rules == Rules::LineScore)
        , m_mine(board.cells(toMove))
        , m_theirs(board.cells(other(toMove)))
        , m_empty(board.count(Mark::Empty))
    { }

    Analysis run();

private:
    void makeJobs();
    // Narrows the jobs' bounds to what options.resumeFrom proved.
    void resume();
    // The bounds `evaluation` (a result for the side to move, m_toMove) proves on a job's value;
    // nothing where it proves nothing.
    std::optional<std::pair<int, int>> boundsOf(const Evaluation& evaluation) const;
    void worker(int id);
    Job* pick();
    // A limit on the positions one question may search before it is put off (0: none).
    struct Budget {
        std::uint64_t start = 0; // the searcher's positions when the question began
        std::uint64_t limit = 0;
        bool spent = false;
    };
    void work(Searcher& searcher, Job& job, std::uint64_t& versionSeen, Budget& budget);
    std::optional<int> nextQuestion(const Job& job) const;
    bool needsLine(const Job& job) const;
    bool stopRequested() const { return m_stopFlag.load(std::memory_order_relaxed); }

    // Whether playing `bit` is worth at least `threshold` to the side to move in (mine, theirs).
    // nullopt when stopped.
    std::optional<bool> moveAtLeast(
        Searcher& searcher, CellSet mine, CellSet theirs, int bit, int threshold);
    // The value of a move that ends the game at once, if it does.
    std::optional<int> terminalValue(CellSet mine, CellSet theirs, int bit) const;
    // Big boards: a line of play from (mine, theirs) whose side to move has `outcome`, the
    // winner choosing the first move in static order that keeps the win, the loser the first
    // move in static order. nullopt when stopped.
    std::optional<std::vector<int>> lineFrom(
        Searcher& searcher, CellSet mine, CellSet theirs, Outcome outcome);
    // Boards with exact plies: the best line from (mine, theirs) whose value is `value`, the
    // lowest best cell at each step.
    std::optional<std::vector<int>> exactLineFrom(
        Searcher& searcher, CellSet mine, CellSet theirs, int value);

    Evaluation evaluationOf(const Job& job) const;
    Analysis snapshot() const; // under m_mutex
    // Under m_mutex, after a job's bounds change: the position's job and the cells' jobs bound
    // one another.
    void propagate();
    // The cells a job stands for in the progress figures (the value-only job: the position).
    int cellsOf(const Job& job) const
    {
        return job.cells.empty() ? (m_options.valueOnly ? 1 : 0) : int(job.cells.size());
    }
    void report();
    // report() after a change, or when a quarter of a second has passed since the last one.
    void reportIfDue();
    SearchSettings settingsFor(int id) const;

    const Board& m_board;
    Mark m_toMove;
    Rules m_rules;
    AnalysisOptions m_options;
    Tables m_tables;
    TranspositionTable& m_table;
    const ProgressCallback& m_progress;
    std::stop_token m_stop;
    bool m_exactPlies;
    CellSet m_mine;
    CellSet m_theirs;
    int m_empty;

    std::vector<std::unique_ptr<Job>> m_jobs;
    Job* m_positionJob = nullptr; // the position's own job in an analysis of every cell
    Job* m_passedJob = nullptr; // the position with the other side to move (classic)
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::uint64_t m_changes = 0; // counts notifications of m_changed (under m_mutex)
    std::atomic<bool> m_stopFlag { false };
    std::atomic<std::uint64_t> m_positions { 0 };
    std::atomic<int> m_running { 0 };
    bool m_inline = false; // the calling thread does the searching
    Clock::time_point m_start;
    Clock::time_point m_lastReport; // (the reporting thread's)
    std::uint64_t m_reportedVersion = ~std::uint64_t(0);
};

// The positions a misère question may search at its first turn (see Analyser::work).
constexpr std::uint64_t kMisereFirstBudget = 20'000;

SearchSettings Analyser::settingsFor(int id) const
{
    SearchSettings settings;
    settings.orderSeed = static_cast<std::uint32_t>(id);
    return settings;
}

std::optional<int> Analyser::terminalValue(CellSet mine, CellSet theirs, int bit) const
{
    const int emptyBefore = std::popcount(m_tables.board & ~(mine | theirs));
    if (m_rules == Rules::LineScore)
        return std::nullopt; // the search scores a full board itself
    const CellSet after = mine | bitSet(bit);
    const bool exact = m_rules == Rules::Exact && !faulty(Fault::ExactIgnoresEnds);
    for (const std::uint8_t line : m_tables.linesThrough[bit]) {
        if ((m_tables.lines[line] & after) == m_tables.lines[line]
            && (!exact || (m_tables.ends[line] & after) == 0)) {
            // A line: the mover wins at once (classic, exact) or loses at once (misère).
            return m_rules == Rules::Misere ? -emptyBefore : emptyBefore;
        }
    }
    if (emptyBefore == 1)
        return 0; // the board is full, with no line
    return std::nullopt;
}

void Analyser::makeJobs()
{
    if (m_options.valueOnly) {
        auto job = std::make_unique<Job>();
        job->mine = m_mine;
        job->theirs = m_theirs;
        job->emptyBefore = m_empty;
        Searcher probe(m_tables, m_rules, m_table);
        std::tie(job->lower, job->upper) = probe.valueRange(m_mine, m_theirs);
        m_jobs.push_back(std::move(job));
        return;
    }
    // One job per class of alike cells: images under a symmetry of the board, and dead cells
    // (in no line either side can still complete), which are all alike.
    const std::vector<Cell> classes = m_board.cellClasses();
    const Geometry& geometry = m_tables.geometry;
    CellSet live = 0;
    for (const CellSet line : m_tables.lines) {
        if ((line & m_mine) == 0 || (line & m_theirs) == 0)
            live |= line;
    }
    // Under the exact rule a mark beyond a line's end counts too: no cell is dead.
    if (m_rules == Rules::Exact)
        live = m_tables.board;
    Searcher probe(m_tables, m_rules, m_table);
    if (!m_exactPlies) {
        // First, so that threads take them at once: a proof there settles many cells.
        const auto bounding = [&](CellSet mine, CellSet theirs) {
            auto job = std::make_unique<Job>();
            job->mine = mine;
            job->theirs = theirs;
            job->emptyBefore = m_empty;
            job->position = true;
            std::tie(job->lower, job->upper) = probe.valueRange(mine, theirs);
            Job* made = job.get();
            m_jobs.push_back(std::move(job));
            return made;
        };
        m_positionJob = bounding(m_mine, m_theirs);
        const bool monotone = extraMarksNeverHurt(m_rules);
        if (monotone && m_mine != m_theirs) {
            m_passedJob = bounding(m_theirs, m_mine);
            m_passedJob->passed = true;
        } else if (monotone) {
            m_passedJob = m_positionJob; // the empty board: the same position
        }
    }
    // Jobs in static order, so that the likely best moves are proven (and fill the table) first.
    const std::vector<int> order = [&] {
        std::vector<int> bits;
        CellSet empty = m_tables.board & ~(m_mine | m_theirs);
        const std::vector<int> ranked = probe.orderedMoves(m_mine, m_theirs, true, false);
        for (const int bit : ranked) {
            bits.push_back(bit);
            empty &= ~bitSet(bit);
        }
        for (; empty; empty &= empty - 1)
            bits.push_back(lowestBit(empty));
        return bits;
    }();
    std::vector<Job*> byClass(static_cast<std::size_t>(geometry.cells()), nullptr);
    Job* deadJob = nullptr;
    for (const int bit : order) {
        const Cell cell = geometry.cellOfBit(bit);
        const bool dead = (live & bitSet(bit)) == 0;
        Job*& owner = dead ? deadJob : byClass[classes[cell]];
        if (owner) {
            owner->cells.push_back(cell);
            continue;
        }
        auto job = std::make_unique<Job>();
        job->mine = m_theirs;
        job->theirs = m_mine | bitSet(bit);
        job->negate = true;
        job->cells.push_back(cell);
        job->emptyBefore = m_empty;
        job->terminal = terminalValue(m_mine, m_theirs, bit);
        if (job->terminal) {
            job->lower = job->upper = *job->terminal;
            job->finished = true;
            job->line = std::vector<int> {};
        } else {
            const auto [low, high] = probe.valueRange(job->mine, job->theirs);
            job->lower = -high;
            job->upper = -low;
        }
        owner = job.get();
        m_jobs.push_back(std::move(job));
    }
}

std::optional<std::pair<int, int>> Analyser::boundsOf(const Evaluation& evaluation) const
{
    constexpr int kNone = 1000;
    if (m_rules == Rules::LineScore) {
        // Scores are o lines minus x lines; values the side's lines minus the other's. A range
        // no search reports (an empty one, or one score not proven) says nothing.
        if (evaluation.scoreLow > evaluation.scoreHigh
            || (!evaluation.isProven() && evaluation.scoreLow == evaluation.scoreHigh))
            return std::nullopt;
        if (m_toMove == Mark::O)
            return std::pair(evaluation.scoreLow, evaluation.scoreHigh);
        return std::pair(-evaluation.scoreHigh, -evaluation.scoreLow);
    }
    switch (evaluation.bound) {
    case Bound::AtLeastTie:
        return std::pair(0, kNone);
    case Bound::AtMostTie:
        return std::pair(-kNone, 0);
    case Bound::Unknown:
        return std::nullopt;
    case Bound::Exact:
        break;
    }
    // An exact count of plies is an exact value (tables.h: the value scale); otherwise only the
    // outcome is proven.
    const int magnitude = m_empty + 1 - evaluation.plies;
    switch (evaluation.outcome) {
    case Outcome::Win:
        return evaluation.pliesExact && m_exactPlies ? std::pair(magnitude, magnitude)
                                                     : std::pair(1, kNone);
    case Outcome::Lose:
        return evaluation.pliesExact && m_exactPlies ? std::pair(-magnitude, -magnitude)
                                                     : std::pair(-kNone, -1);
    case Outcome::Tie:
        return std::pair(0, 0);
    case Outcome::None:
        break;
    }
    return std::nullopt;
}

void Analyser::resume()
{
    const Analysis* earlier = m_options.resumeFrom;
    if (!earlier || earlier->rules != m_rules || earlier->toMove != m_toMove)
        return;
    const auto narrow = [this](Job& job, const Evaluation& evaluation) {
        const std::optional<std::pair<int, int>> bounds = boundsOf(evaluation);
        if (!bounds || job.finished)
            return;
        const int lower = std::max(job.lower, bounds->first);
        const int upper = std::min(job.upper, bounds->second);
        assert(lower <= upper && "an earlier analysis of the same position agrees with this one");
        if (lower <= upper) {
            job.lower = lower;
            job.upper = upper;
        }
    };
    for (const auto& job : m_jobs) {
        if (job->passed)
            continue; // the earlier analysis says nothing about the other side to move
        if (job->position || m_options.valueOnly) {
            narrow(*job, earlier->evaluation);
            continue;
        }
        for (const Cell cell : job->cells) {
            const auto move = std::find_if(earlier->moves.begin(), earlier->moves.end(),
                [cell](const MoveAnnotation& each) { return each.cell == cell; });
            if (move != earlier->moves.end())
                narrow(*job, move->evaluation);
        }
    }
}

bool Analyser::needsLine(const Job& job) const
{
    return !m_exactPlies && !job.position && !job.line && (job.lower >= 1 || job.upper <= -1);
}

std::optional<int> Analyser::nextQuestion(const Job& job) const
{
    // A bounding job gives the cells upper bounds (the position's) or needs its own upper bound
    // (the passed one's): "can the side win?" comes first there.
    if (!outcomeKnown(job)) {
        const int first = job.position ? (job.upper >= 1 ? 1 : 0) : (job.lower < 0 ? 0 : 1);
        // Misère: after a question is put off, the other one has its turn (with as large a
        // budget), as the cheap one of the two is as often the second.
        if (m_rules == Rules::Misere && job.lower < 0 && job.upper > 0 && job.postponed % 2 == 1)
            return 1 - first;
        return first;
    }
    if (m_exactPlies && job.lower != job.upper)
        return job.lower + (job.upper - job.lower + 1) / 2;
    return std::nullopt;
}

void Analyser::propagate()
{
    Job* whole = m_positionJob;
    if (!whole)
        return;
    const auto bounding = [](const Job& job) { return job.position; };
    // A bound that moves a job's next question on makes the threads on it drop their search.
    const auto narrow = [this](Job& job, int lower, int upper) {
        if (lower <= job.lower && upper >= job.upper)
            return;
        const std::optional<int> before = nextQuestion(job);
        job.lower = std::max(job.lower, lower);
        job.upper = std::min(job.upper, upper);
        if (nextQuestion(job) != before)
            job.version.fetch_add(1, std::memory_order_release);
        ++m_changes;
        m_changed.notify_all();
    };
    // What the side to move is sure of after passing, it is sure of after any move: a win if
    // the other side loses, at least a tie if it cannot win.
    int floor = -1000;
    if (m_passedJob)
        floor = m_passedJob->upper <= -1 ? 1 : m_passedJob->upper <= 0 ? 0 : -1000;
    for (const auto& job : m_jobs) {
        if (!bounding(*job) && !job->finished)
            narrow(*job, floor, whole->upper);
    }
    // The position is worth its best move: at least the best lower bound of the cells, at most
    // the best upper bound; and that upper bound caps the cells again.
    int lower = whole->lower;
    int upper = -1000;
    for (const auto& job : m_jobs) {
        if (bounding(*job))
            continue;
        lower = std::max(lower, job->lower);
        upper = std::max(upper, job->upper);
    }
    narrow(*whole, lower, upper);
    for (const auto& job : m_jobs) {
        if (!bounding(*job) && !job->finished)
            narrow(*job, job->lower, whole->upper);
    }
    for (Job* special : { m_positionJob, m_passedJob }) {
        if (special && !special->finished && outcomeKnown(*special)) {
            special->finished = true;
            special->version.fetch_add(1, std::memory_order_release);
        }
    }
    // Once every cell's outcome is known, the other side's job has nothing left to give.
    if (m_passedJob && !m_passedJob->finished) {
        bool settled = true;
        for (const auto& job : m_jobs)
            settled = settled && (bounding(*job) || outcomeKnown(*job));
        if (settled) {
            m_passedJob->finished = true;
            m_passedJob->version.fetch_add(1, std::memory_order_release);
        }
    }
}

Job* Analyser::pick()
{
    // Under m_mutex. The jobs take turns, one question each: a job no thread is on, the one with
    // the fewest questions answered first (so every cell gets its first bound before any cell
    // its last), in static order; when every job has a thread, the one with the fewest, to help.
    // A job whose line is being walked has nothing to share.
    Job* best = nullptr;
    for (const auto& job : m_jobs) {
        if (job->finished || (job->lineClaimed && !nextQuestion(*job)))
            continue;
        if (!best
            || std::pair(job->helpers, job->answered + job->postponed)
                < std::pair(best->helpers, best->answered + best->postponed))
            best = job.get();
    }
    if (best)
        ++best->helpers;
    return best;
}

void Analyser::worker(int id)
{
    Searcher searcher(m_tables, m_rules, m_table, settingsFor(id));
    std::uint64_t versionSeen = 0;
    const Job* current = nullptr;
    std::uint64_t reported = 0;
    Budget budget;
    searcher.setShouldStop([&] {
        m_positions.fetch_add(searcher.nodes() - reported, std::memory_order_relaxed);
        reported = searcher.nodes();
        if (m_stop.stop_requested())
            m_stopFlag.store(true, std::memory_order_relaxed);
        if (m_inline)
            reportIfDue();
        budget.spent = budget.limit && searcher.nodes() - budget.start > budget.limit;
        return stopRequested() || budget.spent
            || (current && current->version.load(std::memory_order_acquire) != versionSeen);
    });
    while (!stopRequested()) {
        Job* job = nullptr;
        {
            std::lock_guard lock(m_mutex);
            job = pick();
        }
        if (!job)
            break;
        current = job;
        work(searcher, *job, versionSeen, budget);
        current = nullptr;
        {
            std::lock_guard lock(m_mutex);
            --job->helpers;
        }
        if (m_inline)
            reportIfDue();
    }
    m_positions.fetch_add(searcher.nodes() - reported, std::memory_order_relaxed);
    if (--m_running == 0) {
        std::lock_guard lock(m_mutex);
        ++m_changes;
        m_changed.notify_all();
    }
}

void Analyser::work(Searcher& searcher, Job& job, std::uint64_t& versionSeen, Budget& budget)
{
    // One step: a question, or the line once the questions are done.
    if (!stopRequested()) {
        std::optional<int> question;
        Outcome lineOutcome = Outcome::None;
        {
            std::unique_lock lock(m_mutex);
            if (job.finished)
                return;
            question = nextQuestion(job);
            if (!question) {
                if (!needsLine(job)) {
                    job.finished = true;
                    ++m_changes;
                    m_changed.notify_all();
                    return;
                }
                if (job.lineClaimed)
                    return; // another thread is finding the line
                job.lineClaimed = true;
                // The outcome of the side to move in the searched position.
                const Outcome outcome = job.lower >= 1 ? Outcome::Win : Outcome::Lose;
                lineOutcome = job.negate ? flipped(outcome) : outcome;
            }
            versionSeen = job.version.load();
        }
        if (!question) {
            // The line of a proven win or loss: one thread, as it is a walk, not a question.
            const std::optional<std::vector<int>> line
                = lineFrom(searcher, job.mine, job.theirs, lineOutcome);
            std::lock_guard lock(m_mutex);
            job.lineClaimed = false;
            if (!line)
                return;
            job.line = *line;
            job.finished = true;
            ++m_changes;
            m_changed.notify_all();
            return;
        }
        // Is the job's value at least t? Asked of the searched position: for a cell, is its value
        // at most -t.
        const int t = *question;
        const int alpha = job.negate ? -t : t - 1;
        budget = Budget {};
        if (m_rules == Rules::Misere) {
            // Misère's questions differ in cost by millions of positions, and the cheap ones are
            // not the first in order: each is given a budget, and one that runs past it waits
            // for the other jobs' turns before it goes on with a larger one (what it proved on
            // the way stays in the table).
            budget.start = searcher.nodes();
            budget.limit = kMisereFirstBudget << (2 * std::min(job.postponed, 20));
        }
        const int result = searcher.search(job.mine, job.theirs, alpha, alpha + 1);
        const bool postpone = budget.spent && !stopRequested();
        budget = Budget {};
        if (postpone) {
            std::lock_guard lock(m_mutex);
            if (job.version.load() == versionSeen)
                ++job.postponed;
            return;
        }
        if (searcher.stopped())
            return; // stopped for good, or another thread answered first
        std::lock_guard lock(m_mutex);
        if (job.version.load() != versionSeen)
            return;
        if (result <= alpha) {
            // The searched value is at most result.
            if (job.negate)
                job.lower = std::max(job.lower, -result);
            else
                job.upper = std::min(job.upper, result);
        } else {
            if (job.negate)
                job.upper = std::min(job.upper, -result);
            else
                job.lower = std::max(job.lower, result);
        }
        if (job.lower > job.upper) {
            // Two answers contradict each other: only an engine broken on purpose (faults.h)
            // gives them. Its job ends with the last answer rather than asking forever.
            assert(anyFault());
            job.lower = job.upper = result <= alpha ? job.upper : job.lower;
        }
        ++job.answered;
        job.version.fetch_add(1, std::memory_order_release);
        propagate();
        ++m_changes;
        m_changed.notify_all();
    }
}

std::optional<bool> Analyser::moveAtLeast(
    Searcher& searcher, CellSet mine, CellSet theirs, int bit, int threshold)
{
    if (const std::optional<int> value = terminalValue(mine, theirs, bit))
        return *value >= threshold;
    const int result = searcher.search(theirs, mine | bitSet(bit), -threshold, -threshold + 1);
    if (searcher.stopped())
        return std::nullopt;
    return result <= -threshold;
}

std::optional<std::vector<int>> Analyser::lineFrom(
    Searcher& searcher, CellSet mine, CellSet theirs, Outcome outcome)
{
    std::vector<int> line;
    while ((mine | theirs) != m_tables.board) {
        std::vector<int> moves = searcher.orderedMoves(mine, theirs, outcome == Outcome::Win, true);
        if (m_rules == Rules::Misere && outcome != Outcome::Lose) {
            // The move the search found keeps the result (misère's lines are long, and a move
            // that does not keep it costs a whole proof to turn down): try it first.
            const std::optional<Searcher::Known> known = searcher.known(mine, theirs);
            const auto found
                = known ? std::find(moves.begin(), moves.end(), known->move) : moves.end();
            if (found != moves.end())
                std::rotate(moves.begin(), found, found + 1);
        }
        int chosen = moves.front();
        if (outcome != Outcome::Lose) {
            // The first move that keeps the result: a win at least 1, a tie at least 0.
            const int threshold = outcome == Outcome::Win ? 1 : 0;
            chosen = -1;
            for (const int bit : moves) {
                const std::optional<bool> keeps
                    = moveAtLeast(searcher, mine, theirs, bit, threshold);
                if (!keeps)
                    return std::nullopt;
                if (*keeps) {
                    chosen = bit;
                    break;
                }
            }
            assert(chosen >= 0 && "a proven result has a move that keeps it");
            if (chosen < 0)
                return std::nullopt;
        }
        line.push_back(chosen);
        if (terminalValue(mine, theirs, chosen)
            && (mine | theirs | bitSet(chosen)) != m_tables.board)
            break; // a line ended the game
        const CellSet after = mine | bitSet(chosen);
        mine = theirs;
        theirs = after;
        outcome = flipped(outcome);
    }
    return line;
}

std::optional<std::vector<int>> Analyser::exactLineFrom(
    Searcher& searcher, CellSet mine, CellSet theirs, int value)
{
    std::vector<int> line;
    while ((mine | theirs) != m_tables.board) {
        int chosen = -1;
        // The lowest cell (in cell order, as on 3×3) whose move is worth the position's value.
        CellSet empty = m_tables.board & ~(mine | theirs);
        std::vector<int> bits;
        for (; empty; empty &= empty - 1)
            bits.push_back(lowestBit(empty));
        std::sort(bits.begin(), bits.end(), [&](int a, int b) {
            return m_tables.geometry.cellOfBit(a) < m_tables.geometry.cellOfBit(b);
        });
        for (const int bit : bits) {
            const std::optional<bool> reaches = moveAtLeast(searcher, mine, theirs, bit, value);
            if (!reaches)
                return std::nullopt;
            if (*reaches) {
                chosen = bit;
                break;
            }
        }
        assert(chosen >= 0 && "an exact value has a move that reaches it");
        if (chosen < 0)
            return std::nullopt;
        line.push_back(chosen);
        const std::optional<int> ended = terminalValue(mine, theirs, chosen);
        if (ended && m_rules != Rules::LineScore)
            break;
        // The other side's value is minus ours (line-score too: its lines minus ours).
        const CellSet after = mine | bitSet(chosen);
        mine = theirs;
        theirs = after;
        value = -value;
    }
    return line;
}

Evaluation Analyser::evaluationOf(const Job& job) const
{
    Evaluation evaluation;
    const int empty = job.emptyBefore;
    if (m_rules == Rules::LineScore) {
        // Values are the side's lines minus the other's; scores are o lines minus x lines.
        const int sign = m_toMove == Mark::O ? 1 : -1;
        const int low = sign > 0 ? job.lower : -job.upper;
        const int high = sign > 0 ? job.upper : -job.lower;
        evaluation.scoreLow = low;
        evaluation.scoreHigh = high;
        evaluation.plies = empty;
        if (job.lower == job.upper) {
            evaluation.outcome = outcomeOfValue(job.lower);
            evaluation.score = low;
        } else {
            evaluation.bound = job.lower >= 0 ? Bound::AtLeastTie
                : job.upper <= 0              ? Bound::AtMostTie
                                              : Bound::Unknown;
        }
        return evaluation;
    }
    if (!outcomeKnown(job)) {
        evaluation.bound = job.lower >= 0 ? Bound::AtLeastTie
            : job.upper <= 0              ? Bound::AtMostTie
                                          : Bound::Unknown;
        return evaluation;
    }
    const int value = job.lower >= 1 ? job.lower : job.upper <= -1 ? job.upper : 0;
    evaluation.outcome = outcomeOfValue(value);
    if (value == 0) {
        evaluation.plies = empty; // a tie fills the board
    } else if (m_exactPlies) {
        evaluation.plies = pliesOfValue(value, empty);
        evaluation.pliesExact = job.lower == job.upper;
    } else if (job.line) {
        evaluation.plies = static_cast<int>(job.line->size()) + (job.negate ? 1 : 0);
        evaluation.pliesExact = false;
    } else {
        evaluation.plies = pliesOfValue(value, empty);
        evaluation.pliesExact = false;
    }
    return evaluation;
}

Analysis Analyser::snapshot() const
{
    Analysis analysis;
    analysis.rules = m_rules;
    analysis.toMove = m_toMove;
    analysis.complete = true;
    for (const auto& job : m_jobs)
        analysis.complete = analysis.complete && job->finished;
    if (m_options.valueOnly) {
        analysis.evaluation = evaluationOf(*m_jobs.front());
        return analysis;
    }
    for (const auto& job : m_jobs) {
        const Evaluation evaluation = evaluationOf(*job);
        for (const Cell cell : job->cells)
            analysis.moves.push_back({ cell, evaluation });
    }
    std::sort(analysis.moves.begin(), analysis.moves.end(),
        [](const MoveAnnotation& a, const MoveAnnotation& b) { return a.cell < b.cell; });

    // The position: the best of its moves, within what its own job has proven.
    int lower = -1000;
    int upper = -1000;
    for (const auto& job : m_jobs) {
        if (job->position)
            continue;
        lower = std::max(lower, job->lower);
        upper = std::max(upper, job->upper);
    }
    if (m_positionJob) {
        lower = std::max(lower, m_positionJob->lower);
        upper = std::min(upper, m_positionJob->upper);
    }
    Job position;
    position.lower = lower;
    position.upper = upper;
    position.emptyBefore = m_empty;
    position.finished = analysis.complete;
    Evaluation evaluation = evaluationOf(position);
    if (evaluation.isProven() && m_rules != Rules::LineScore && evaluation.outcome != Outcome::Tie
        && !m_exactPlies) {
        // Plies of the best line found among the moves with the best outcome.
        std::optional<int> plies;
        for (const MoveAnnotation& move : analysis.moves) {
            if (!move.evaluation.isProven() || move.evaluation.outcome != evaluation.outcome)
                continue;
            const int p = move.evaluation.plies;
            plies = !plies                           ? p
                : evaluation.outcome == Outcome::Win ? std::min(*plies, p)
                                                     : std::max(*plies, p);
        }
        evaluation.plies = plies.value_or(evaluation.plies);
        evaluation.pliesExact = false;
    }
    if (m_exactPlies && !analysis.complete)
        evaluation.pliesExact = false;
    analysis.evaluation = evaluation;
    if (analysis.complete) {
        for (const MoveAnnotation& move : analysis.moves) {
            const bool best = m_exactPlies ? move.evaluation == evaluation
                                           : move.evaluation.outcome == evaluation.outcome;
            if (best)
                analysis.bestMoves.push_back(move.cell);
        }
    }
    return analysis;
}

void Analyser::reportIfDue()
{
    if (!m_progress)
        return;
    std::uint64_t version = 0;
    {
        std::lock_guard lock(m_mutex);
        for (const auto& job : m_jobs)
            version += job->version.load() + (job->finished ? 1u << 20 : 0);
    }
    if (version == m_reportedVersion
        && Clock::now() - m_lastReport < std::chrono::milliseconds(250))
        return;
    report();
    m_reportedVersion = version;
    m_lastReport = Clock::now();
}

void Analyser::report()
{
    if (!m_progress)
        return;
    Analysis sofar;
    int proven = 0;
    int total = 0;
    {
        std::lock_guard lock(m_mutex);
        sofar = snapshot();
        for (const auto& job : m_jobs) {
            total += cellsOf(*job);
            proven += outcomeKnown(*job) ? cellsOf(*job) : 0;
        }
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - m_start).count();
    sofar.figures = { m_positions.load(), seconds };
    m_progress({ sofar, proven, total, sofar.figures.positions, seconds });
}

Analysis Analyser::run()
{
    m_start = Clock::now();
    makeJobs();
    resume();
    {
        std::lock_guard lock(m_mutex);
        propagate();
    }
    const int threads = m_options.threads > 0
        ? m_options.threads
        : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    m_running = threads;
    m_lastReport = Clock::now() - std::chrono::seconds(1);
    if (threads == 1) {
        // One thread: the calling thread searches, and reports between searches.
        m_inline = true;
        worker(0);
    } else {
        std::vector<std::jthread> pool;
        for (int id = 0; id < threads; ++id)
            pool.emplace_back([this, id] { worker(id); });
        // The calling thread reports: after every change, and a few times a second.
        std::uint64_t reportedChanges = 0;
        for (;;) {
            {
                std::unique_lock lock(m_mutex);
                m_changed.wait_for(lock, std::chrono::milliseconds(100),
                    [&] { return m_running.load() == 0 || m_changes != reportedChanges; });
                reportedChanges = m_changes;
            }
            if (m_stop.stop_requested())
                m_stopFlag = true;
            if (m_running.load() == 0)
                break;
            reportIfDue();
        }
    }

    Analysis analysis;
    {
        std::lock_guard lock(m_mutex);
        analysis = snapshot();
    }
    // The best line, once everything is proven.
    if (analysis.complete && !m_stopFlag) {
        Searcher searcher(m_tables, m_rules, m_table);
        std::uint64_t reported = 0;
        searcher.setShouldStop([&] {
            m_positions.fetch_add(searcher.nodes() - reported);
            reported = searcher.nodes();
            return m_stop.stop_requested();
        });
        std::optional<std::vector<int>> line;
        const Geometry& geometry = m_tables.geometry;
        if (m_exactPlies) {
            const Job& job = *m_jobs.front();
            int value = job.lower;
            if (!m_options.valueOnly) {
                value = -1000;
                for (const auto& each : m_jobs)
                    value = std::max(value, each->lower);
            }
            line = exactLineFrom(searcher, m_mine, m_theirs, value);
        } else if (m_options.valueOnly) {
            line = m_jobs.front()->line;
            if (!line)
                line = lineFrom(searcher, m_mine, m_theirs, analysis.evaluation.outcome);
        } else {
            // The best cell with the best line found: the fastest win, the slowest loss, the
            // first tie in static order.
            const Job* best = nullptr;
            for (const auto& job : m_jobs) {
                const Evaluation evaluation = evaluationOf(*job);
                if (job->position || evaluation.outcome != analysis.evaluation.outcome)
                    continue;
                if (!best)
                    best = job.get();
                else if (evaluation.outcome == Outcome::Win
                    && evaluation.plies < evaluationOf(*best).plies)
                    best = job.get();
                else if (evaluation.outcome == Outcome::Lose
                    && evaluation.plies > evaluationOf(*best).plies)
                    best = job.get();
            }
            if (best) {
                const int bit = geometry.bitOf(best->cells.front());
                std::optional<std::vector<int>> rest = best->line;
                if (!rest && !best->terminal)
                    rest = lineFrom(
                        searcher, best->mine, best->theirs, flipped(analysis.evaluation.outcome));
                if (best->terminal)
                    rest = std::vector<int> {};
                if (rest) {
                    line = std::vector<int> { bit };
                    line->insert(line->end(), rest->begin(), rest->end());
                }
            }
        }
        m_positions.fetch_add(searcher.nodes() - reported);
        if (line) {
            for (const int bit : *line)
                analysis.principalVariation.push_back(geometry.cellOfBit(bit));
            if (m_options.valueOnly) {
                if (!line->empty())
                    analysis.bestMoves.push_back(geometry.cellOfBit(line->front()));
                if (!m_exactPlies && analysis.evaluation.outcome != Outcome::Tie)
                    analysis.evaluation.plies = static_cast<int>(line->size());
            }
        } else {
            analysis.complete = false;
        }
    }
    analysis.figures
        = { m_positions.load(), std::chrono::duration<double>(Clock::now() - m_start).count() };
    if (m_progress) {
        int total = 0;
        for (const auto& job : m_jobs)
            total += cellsOf(*job);
        int proven = analysis.complete ? total : 0;
        if (!analysis.complete) {
            for (const auto& job : m_jobs)
                proven += outcomeKnown(*job) ? cellsOf(*job) : 0;
        }
        m_progress(
            { analysis, proven, total, analysis.figures.positions, analysis.figures.seconds });
    }
    return analysis;
}

} // namespace

struct Engine::Impl {
    std::size_t hashMegabytes;
    std::unique_ptr<TranspositionTable> table;
    Geometry tableGeometry;
    Rules tableRules = Rules::Classic;

    // The table for an analysis of (geometry, rules): no bigger than asked, nor than the board
    // can use (a few entries per position of a small board), and kept only for the same geometry
    // and rules.
    TranspositionTable& tableFor(const Geometry& geometry, Rules rules, std::size_t megabytes)
    {
        std::size_t bytes = std::min(megabytes, hashMegabytes) << 20;
        if (hasCode(geometry))
            bytes = std::min<std::size_t>(bytes, std::size_t(codeCount(geometry)) * 16 + 4096);
        const std::size_t tableBytes = std::bit_floor(std::max<std::size_t>(bytes / 64, 1)) * 64;
        if (!table || table->bytes() != tableBytes || tableGeometry != geometry
            || tableRules != rules) {
            if (table && table->bytes() == tableBytes) {
                table->clear();
            } else {
                table.reset();
                table = std::make_unique<TranspositionTable>(bytes);
            }
            tableGeometry = geometry;
            tableRules = rules;
        }
        return *table;
    }
};

Engine::Engine(std::size_t hashMegabytes)
    : m_impl(std::make_unique<Impl>())
{
    m_impl->hashMegabytes = std::max<std::size_t>(1, hashMegabytes);
}

Engine::~Engine() = default;

std::size_t Engine::tableBytes() const
{
    return m_impl->table ? m_impl->table->bytes() : 0;
}

Analysis Engine::analyze(const Board& board, Mark toMove, Rules rules,
    const AnalysisOptions& options, const ProgressCallback& progress, std::stop_token stop)
{
    assert(toMove != Mark::Empty);
    const Geometry& geometry = board.geometry();
    if (isTabulated(geometry) && options.useTables) {
        const auto start = Clock::now();
        Analysis analysis = detail::tableAnalysis(board, toMove, rules);
        analysis.figures.seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (progress) {
            const int cells = static_cast<int>(analysis.moves.size());
            progress({ analysis, cells, cells, 0, analysis.figures.seconds });
        }
        return analysis;
    }

    // A position that is already over needs no search; the rules say how it ended.
    Analysis over;
    over.rules = rules;
    over.toMove = toMove;
    if (const GameState state = gameState(board, rules);
        lineEndsGame(rules) && state != GameState::InProgress) {
        if (state == GameState::BothWon) {
            over.evaluation = { Outcome::None, 0, 0 };
        } else if (state == GameState::Draw) {
            over.evaluation = { Outcome::Tie, 0, 0 };
        } else {
            const bool moverWon = (state == GameState::XWon) == (toMove == Mark::X);
            over.evaluation = { moverWon ? Outcome::Win : Outcome::Lose, 0, 0 };
        }
        if (progress)
            progress({ over, 0, 0, 0, 0 });
        return over;
    }
    if (!lineEndsGame(rules) && board.isFull()) {
        const int score = lineScore(board);
        const int forMover = toMove == Mark::O ? score : -score;
        over.evaluation = { outcomeOfValue(forMover), 0, score };
        over.evaluation.scoreLow = over.evaluation.scoreHigh = score;
        if (progress)
            progress({ over, 0, 0, 0, 0 });
        return over;
    }

    if (searchesThreats(geometry, rules)) {
        detail::WideLimits limits;
        limits.positions = options.threatPositionsOrDefault();
        return detail::wideAnalysis(
            board, toMove, rules, options, limits, progress, std::move(stop));
    }

    TranspositionTable& table = m_impl->tableFor(geometry, rules, options.hashMegabytes);
    table.newGeneration();
    Analyser analyser(board, toMove, rules, options, table, progress, std::move(stop));
    return analyser.run();
}

Proof Engine::prove(const Board& board, Mark toMove, Rules rules, const Analysis& proven,
    const ProofProgressCallback& progress, std::stop_token stop)
{
    assert(toMove != Mark::Empty && rules != Rules::LineScore);
    const Geometry& geometry = board.geometry();
    assert(isSearchable(geometry));
    TranspositionTable& table = m_impl->tableFor(geometry, rules, m_impl->hashMegabytes);
    const Tables tables(geometry);
    return certify(tables, rules, table, board, toMove, proven, progress, std::move(stop));
}

bool isSearchable(const Geometry& geometry)
{
    return geometry.fitsWord();
}

bool isTabulated(const Geometry& geometry)
{
    return geometry == OutcomeTable::kGeometry;
}

Analysis analyze(const Board& board, Mark toMove, Rules rules, const AnalysisOptions& options,
    const ProgressCallback& progress, std::stop_token stop)
{
    if (isTabulated(board.geometry()) && options.useTables) {
        Engine table(1);
        return table.analyze(board, toMove, rules, options, progress, std::move(stop));
    }
    Engine engine(options.hashMegabytes);
    return engine.analyze(board, toMove, rules, options, progress, std::move(stop));
}

Analysis analyze(const Board& board, Mark toMove, Rules rules)
{
    return analyze(board, toMove, rules, AnalysisOptions {});
}

} // namespace ttt
