// The search of boards of more than 64 cells (solver.h, isSearchable()): internal to solverlib.
//
// analyze() hands such boards here; the tests call it on small boards too, to hold what it
// proves against the exact engine. It works on any geometry, cell by cell, with the board's
// marks in a plain array and a count of each side's marks per line (each side's lines filed by
// the marks they lack, kept as moves are played and taken back), and asks of every empty cell c:
//
//   win(c)   after the mover plays c, does it complete a line by a sequence of threats,
//            whatever the other side does?
//   lose(c)  after c, does the other side?
//
// A threat sequence is an AND/OR search in which the attacker plays only threats and the
// defender every reply that ttt-check's rules leave (app/check/certificate-format.md, replies):
// - a four (a line of the attacker's one mark short, that it can still complete: under the
//   exact rule, none of its own marks just beyond the ends): the defender must take its free
//   cell, and with two such cells it has lost;
// - a fork (two lines of the attacker's two marks short whose free pairs share one cell): the
//   defender must take a cell of every fork (the shared cell or one of the two it would make
//   fours of) or make a four of its own; any other reply lets the attacker play the shared cell
//   and complete one of its two fours.
// A defender that can complete a line at once refutes the sequence. The first pass allows only
// fours (VCF: victory by continuous fours); the later ones fours and forks (VCT: victory by
// continuous threats, the open threes of gomoku among them), each question with a budget of
// positions growing fourfold a round. Each question deepens one attacker move at a time, so
// the line found is the shortest of its kind, and ends as soon as a depth is searched that no
// move limit cut short (no such line exists). A "no" proves nothing: the attacker was held to
// threats. The plies reported are those of the line found. Under misère only a move completing
// the mover's own line is proven (it loses), and under line-score nothing.
//
// Every "yes" can be written as a proof (WideProof) that ttt-check verifies: the same search,
// recorded.
//
// The puzzle's question, whether the side to move wins at all (threatWin(), for the benchmark
// and the moonshot), goes further: proof-number search (df-pn) over fours and forks, and with
// VCF threats too: a move after which the attacker would win by fours were it to move again,
// within two moves (the second completing a line: gomoku's open three and the like) or, in a
// later pass, three (a four-three in the making). No rule of the checker's answers a reply to a
// VCF threat, so every reply is searched and written; those on the line of fours found and
// those making a four of the defender's first, the rest (which nearly always leave that line
// whole) only once those are proven. An attacker with a win by fours at hand has won (its line
// of fours is written), and a defender with one refutes the threat. Proof numbers find long
// lines deepening does not reach, but search each position several times over (about five times
// slower a position on the cells of real games), so the per-cell rounds keep to deepening.
//
// A move that leaves at most WideLimits::exhaustiveEmpties empty cells is instead searched to
// the end (a plain negamax with exact plies, every rule set but line-score), which also proves
// ties.
//
// Every question is searched with its own transposition table and budget, and counts towards
// the limit in its place in the order, so the results do not depend on the number of threads or
// their timing (a stop request aside).
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <stop_token>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ttt::detail {

// How far a wide analysis goes before it ends by itself (a stop request ends it sooner).
struct WideLimits {
    std::uint64_t vcfPositions = 1 << 16; // the fours-only pass's budget per question
    int rounds = 5; // the passes with forks after it
    std::uint64_t questionPositions = 2048; // their first budget per question; ×4 each round
    std::uint64_t positions = AnalysisOptions::kDefaultThreatPositions; // then the analysis ends
    int exhaustiveEmpties = 12;
};

// Threat proofs as ttt-check reads them (certificate-format.md): the attacker's moves and the
// defender's replies that the checker's rules do not answer, each position once (keyed by its
// marks, the side to move and the attacker). Children come before their parents.
struct WideProof {
    static constexpr std::int32_t kGameOver = -1;
    static constexpr Cell kRoot = -1; // a statement about the position itself
    struct Node {
        std::uint64_t key = 0;
        bool proverMoves = false; // a move of the attacker's (else the defender's replies)
        int plies = 0; // to the attacker's line, the defender delaying
        std::vector<std::pair<Cell, std::int32_t>> edges; // the move, or the replies in order
    };
    // A result it proves: what `side` achieves (a win) after the side to move plays `cell` (or
    // in the position itself).
    struct Statement {
        Cell cell = 0;
        Mark side = Mark::X;
        std::int32_t node = kGameOver;
    };
    std::vector<Node> nodes;
    std::unordered_map<std::uint64_t, std::int32_t> index;
    std::vector<Statement> statements;

    // The node of `key`, and its plies, if it is here.
    std::optional<std::pair<std::int32_t, int>> find(std::uint64_t key) const;
    // Adds the node (the attacker's move, or the defender's replies) unless it is here.
    std::pair<std::int32_t, int> move(std::uint64_t key, Cell cell, std::int32_t child, int below);
    std::pair<std::int32_t, int> replies(
        std::uint64_t key, std::vector<std::pair<Cell, std::int32_t>> edges, int plies);
    // Adds `part`'s nodes (sharing those already here); the indices they have here.
    std::vector<std::int32_t> merge(const WideProof& part);
};

Analysis wideAnalysis(const Board& board, Mark toMove, Rules rules, const AnalysisOptions& options,
    const WideLimits& limits = {}, const ProgressCallback& progress = {},
    std::stop_token stop = {});

// Whether the side to move wins `board` by a sequence of threats (the puzzle's question), in
// passes (below) from `firstPass` on, each with at most `budget` positions. The proof found,
// recorded into `proof` with a statement about the position itself.
// First fours deepened a move at a time (pass 0; a side with forbidden moves, renju's black and
// both under omok, also looks for fours by proof numbers). Then the threat passes take turns,
// each with 4,096 positions, four times that the next round, up to `budget` (the positions a
// pass takes to a proof are not known beforehand, and no pass finds every proof soonest; a pass
// that ends with a plain "no" is not asked again): fours and forks deepened (1), and by proof
// numbers (2), VCF threats of two moves by proof numbers (3), and of three moves (4). The passes
// by proof numbers each keep their search (its table) from round to round and go on where they
// stopped; `budget` bounds each pass's positions in all.
struct ThreatWin {
    bool proven = false;
    bool foursOnly = false; // proven by fours alone (VCF)
    int pass = -1; // the pass that proved it, 0–4
    int round = 0; // the threat passes' round it was proven in, else their last (0: none asked)
    int plies = 0; // of the line found
    std::uint64_t positions = 0; // searched, every pass
};
ThreatWin threatWin(const Board& board, Mark toMove, Rules rules, std::uint64_t budget,
    WideProof& proof, std::stop_token stop = {}, int firstPass = 0);

// Writes `proof` as a certificate (version 3, zstd; README "Proofs"); false when `out` fails.
// `written`: the nodes in the file.
bool writeWideProof(const Board& board, Mark toMove, Rules rules, const WideProof& proof,
    bool complete, std::ostream& out, std::size_t& written);

// The proofs of `proven`'s results (an analysis of wideAnalysis()'s of the same position) that a
// threat search backs: each found again and recorded, in cell order. `uncertified` counts the
// proven results it holds no proof of (exhaustive ones, bounds, or a stop).
WideProof wideProof(const Board& board, Mark toMove, Rules rules, const Analysis& proven,
    int& uncertified, const WideLimits& limits = {}, std::stop_token stop = {});

} // namespace ttt::detail
