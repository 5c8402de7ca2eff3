// Inside the engine: proofs (ttt/proof.h) extracted from the engine's own search by a replay.
//
// After an analysis, the transposition table holds what the search proved. The replay walks
// each claim ("P achieves at least R from here") down from the position, asking the searcher
// the same null-window questions the analysis asked (answered from the table when it still
// holds them, searched again when not):
//   - P to move: a move that completes a line of P's (classic), else the table's best move, else
//     the others in the search's own order, the first whose position the searcher proves keeps
//     the claim; for a tie, first the moves after which P has a pairing, as the search tries them
//     (the one the search recorded in its table first);
//   - the other side to move: every reply the certificate's rules do not answer already (a
//     threat of P's it leaves open, a fork of P's it leaves, a symmetric twin, a dead cell,
//     misère's replies that complete one's own line): in classic play the same replies the
//     search tried;
//   - before either, the leaves: a pairing of P's or no live line left (for a tie). The pairing
//     search is not asked again where the table says the search asked it and found none.
// Every node is kept once per claim, keyed by the position's canonical image under the
// board's symmetries. The replay trusts the searcher only to choose: every node it writes
// follows from its children by a rule the checker verifies, so a wrong answer of the engine
// shows as a claim the replay cannot back (or, if the replay itself were wrong, as a
// certificate the checker rejects).
#pragma once

#include "searcher.h"

#include "ttt/engine.h"
#include "ttt/proof.h"

#include <array>
#include <chrono>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace ttt::engine {

class Prover {
public:
    // Nodes go into `proof` (its nodes, edges and pairs).
    Prover(const Tables& tables, Rules rules, TranspositionTable& table, Proof& proof);

    // Asked now and then; once it says true, prove() returns nothing.
    void setShouldStop(std::function<bool()> shouldStop);

    // A proof that the prover (the side to move when proverMoves, else the other side) achieves
    // at least a win (win) or a tie from (mine, theirs), mine the side to move's cells, as the
    // edge to its node: ProofEdge::kGameOver when the game is over there and its result says so.
    // Nothing when stopped or when no proof was found (failed() tells).
    std::optional<ProofEdge> prove(CellSet mine, CellSet theirs, bool proverMoves, bool win);

    // A Monotone node for (mine, theirs) that refers to the proof of the same claim for the
    // position (smallerMine, smallerTheirs): the prover must have no more marks there, and the
    // other side no fewer.
    std::optional<ProofEdge> proveByMonotone(CellSet mine, CellSet theirs, CellSet smallerMine,
        CellSet smallerTheirs, bool proverMoves, bool win);

    // Whether the engine ever claimed what the replay could not prove.
    bool failed() const { return m_failed; }
    bool stopped() const { return m_stopped; }
    // Positions the replay's own questions searched (table answers count one each).
    std::uint64_t positions() const { return m_searcher.nodes(); }
    const Searcher& searcher() const { return m_searcher; }

private:
    // What one look at the lines says about a position.
    struct Lines {
        CellSet moverCompletes = 0; // empty cells that complete a line of the side to move's
        CellSet otherCompletes = 0;
        CellSet live = 0; // cells of lines one side or the other can still complete
        bool moverLive = false; // the side to move can still complete a line
        bool otherLive = false;
    };

    Lines scan(CellSet mover, CellSet other) const;
    bool completes(CellSet side, int bit) const;
    // Classic, the mover (mine) to move: the replies after which the prover (theirs) has a fork
    // left (a cell that makes two lines one move from complete, at two different cells) and the
    // mover no line one move from complete. The prover then forks and wins.
    CellSet forkAnswered(CellSet mine, CellSet theirs) const;
    // The position's least image under the board's symmetries, and the symmetry that gives it.
    std::pair<std::pair<CellSet, CellSet>, Symmetry> canonical(CellSet mover, CellSet other) const;
    std::optional<std::int32_t> build(CellSet mine, CellSet theirs, bool proverMoves, bool win);
    std::optional<std::int32_t> buildMove(CellSet mine, CellSet theirs, const Lines& lines,
        bool win, const std::optional<Searcher::Known>& known);
    std::optional<std::int32_t> buildReplies(
        CellSet mine, CellSet theirs, const Lines& lines, bool win);
    // Misère: a Mirror or Pairing node for "the prover achieves at least a tie", when one holds.
    std::optional<std::int32_t> misereLeaf(CellSet mine, CellSet theirs, bool proverMoves);
    // Misère: an Exhaustion node for "the prover wins", with the node it rests on.
    std::optional<std::int32_t> exhaustion(CellSet mine, CellSet theirs, bool proverMoves);
    // A leaf when one holds: a tie by Pairing, NoLiveLine or Mirror, a win by Exhaustion
    // (`known`: what the search's table says).
    std::optional<std::int32_t> leaf(CellSet mine, CellSet theirs, const Lines& lines,
        bool proverMoves, bool win, const std::optional<Searcher::Known>& known);
    // The prover's move in (mine, theirs) that wins the fastest by the searcher's exact value
    // (boards with exact plies), nothing when none wins (or when stopped: then m_stopped).
    std::optional<int> fastestWin(CellSet mine, CellSet theirs);
    // Whether the prover, to move in (mine, theirs), keeps its claim by playing `bit`.
    std::optional<bool> keeps(CellSet mine, CellSet theirs, int bit, bool win);
    // A node's position and claim, with its rule; first and count are the caller's.
    static ProofNode nodeOf(
        CellSet mine, CellSet theirs, bool proverMoves, bool win, ProofRule rule);
    std::int32_t add(const ProofNode& node);
    // `node` with `edges` as its edges, appended to the proof's.
    std::int32_t addWithEdges(ProofNode node, std::span<const ProofEdge> edges);
    std::int32_t addMove(CellSet mine, CellSet theirs, bool win, const ProofEdge& edge);
    // A Pairing node with the pairs the last pairing search found.
    std::int32_t addPairing(CellSet mine, CellSet theirs, bool proverMoves);
    // The nodes made so far, by claim (bit 0: the prover moves, bit 1: a win) and the position's
    // canonical image, in a table of open addressing with linear probing, kept at most half
    // full. A slot holds the node's index and the symmetry taking its position to the canonical
    // image, with 24 bits of the hash: the node itself holds the position, and is compared only
    // when those bits match. (8 bytes a node: 8×8's proofs have a hundred million.)
    struct Remembered {
        std::int32_t node;
        Symmetry symmetry;
    };
    static std::uint64_t hashOf(std::pair<CellSet, CellSet> image, unsigned claim);
    std::optional<Remembered> find(std::pair<CellSet, CellSet> image, unsigned claim) const;
    void remember(std::pair<CellSet, CellSet> image, unsigned claim, Remembered remembered);
    // The edge for the move `bit` to the node already proving `claim` for a position that
    // `symmetry` takes to `image`, if there is one; a node proving a win serves a tie too.
    std::optional<ProofEdge> lookup(
        std::pair<CellSet, CellSet> image, Symmetry symmetry, unsigned claim, int bit = 0) const;
    bool poll();

    const Tables& m_tables;
    Rules m_rules;
    Proof& m_proof;
    Searcher m_searcher;
    PairingFinder m_pairing;
    std::function<bool()> m_shouldStop;
    struct Slot {
        std::int32_t node = -1; // -1: an empty slot
        std::uint32_t meta = 0; // the hash's top 24 bits, then the symmetry (3 bits)
    };
    static constexpr std::uint32_t kTagMask = (1u << 24) - 1;
    std::vector<Slot> m_slots;
    std::size_t m_used = 0;
    // m_compose[a][b]: b, then a (by symmetryIndex()).
    std::array<std::array<Symmetry, kSymmetryIndexCount>, kSymmetryIndexCount> m_compose {};
    std::vector<std::pair<int, int>> m_pairs; // scratch
    bool m_failed = false;
    bool m_stopped = false;
    std::uint64_t m_polls = 0;
};

// Engine::prove(): the proof of every result of `proven` (the position's and each move's).
Proof certify(const Tables& tables, Rules rules, TranspositionTable& table, const Board& board,
    Mark toMove, const Analysis& proven, const Engine::ProofProgressCallback& progress,
    std::stop_token stop);

} // namespace ttt::engine
