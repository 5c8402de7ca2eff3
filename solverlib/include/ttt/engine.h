// The search engine behind analyze() for boards other than tic-tac-toe, as an object that keeps
// its transposition table between analyses (a window analysing one position after another, a
// test walking many small boards). analyze() in solver.h makes a fresh one each time.
//
// The engine is Qt-free C++20. How it sees a position and what its values mean is drawn in
// src/engine/tables.h; its table in src/engine/transpositiontable.h; the search and what keeps
// it small (threats, forks, pairing strategies, symmetry, move order) in src/engine/searcher.h.
#pragma once

#include "ttt/proof.h"
#include "ttt/solver.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <stop_token>

namespace ttt {

class Engine {
public:
    // An engine whose table may grow to `hashMegabytes` (it is sized for the board of each
    // analysis, so a small board takes little memory whatever this says).
    explicit Engine(std::size_t hashMegabytes = AnalysisOptions {}.hashMegabytes);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // As ttt::analyze(); options.hashMegabytes gives way to the engine's own size. What the
    // table holds from earlier analyses of the same geometry and rules is reused.
    Analysis analyze(const Board& board, Mark toMove, Rules rules,
        const AnalysisOptions& options = {}, const ProgressCallback& progress = {},
        std::stop_token stop = {});

    // A proof (proof.h) of every result `proven` gives for (board, toMove, rules): the position's
    // outcome or bound, and each move's. `proven` is an analysis of this engine's (then its
    // table answers most of the replay's questions at once), or any analysis of the same
    // position (then the replay searches again what the table does not hold). Classic and
    // misère only. A stop request ends it within 50 ms: the proof then holds the statements
    // proven so far and is not complete.
    struct ProofProgress {
        std::size_t nodes = 0; // nodes of the proof so far
        std::uint64_t positions = 0; // positions the replay searched
        double seconds = 0;
        int statementsDone = 0;
        int statementsTotal = 0;
    };
    using ProofProgressCallback = std::function<void(const ProofProgress&)>;
    Proof prove(const Board& board, Mark toMove, Rules rules, const Analysis& proven,
        const ProofProgressCallback& progress = {}, std::stop_token stop = {});

    // The memory the table takes now.
    std::size_t tableBytes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace ttt
