// Proofs as data: what the engine proved about a position, in a form anyone can check (a
// certificate, written by writeCertificate() and read by the independent checker ttt-check)
// and a program can walk (the window's explanations).
//
// ---------------------------------------------------------------------------------------------
// What a proof is
//
// A proof backs claims of one form: "side P achieves at least R from this position", R a win
// or a tie, under classic or misère rules. A tie is two claims (each side achieves at least a
// tie); a win for one side is one. Each claim is held by a node, and a node by its rule:
//
//   Move        P is to move: one move, and the node proving the same claim after it (or
//               nothing, when the move ends the game: a line of P's, classic; a full board).
//   Replies     the other side is to move: the node after each of its replies, except those
//               the rules below answer without one. A reply needs no node when
//                 - classic: P has a line one move from complete whose cell the reply does not
//                   take (P completes it next); with two such cells no reply needs a node;
//                 - misère: the reply completes a line of the mover's own (it loses at once);
//                 - a symmetry of the board that leaves the position as it is takes it onto a
//                   reply that has a node;
//                 - it is a dead cell (every line through it holds marks of both sides) and
//                   another dead cell has a node: marks there can never count, so any two dead
//                   cells are interchangeable.
//   Pairing     R a tie: disjoint pairs of empty cells. Classic: every line without a mark of
//               P's holds both cells of a pair; whenever the other side takes one cell of a pair
//               P takes the other (and otherwise plays anywhere), so the other side never
//               completes a line. Misère: every line without a mark of the other side's (every
//               line P could complete) holds both cells of a pair; P answers in the pair too,
//               never holds both cells of one, so never completes a line (src/engine/misere.h
//               says why it always has a move).
//   NoLiveLine  R a tie: classic, every line holds a mark of P's, so the other side can
//               complete none; misère, every line holds a mark of the other side's, so P can
//               never complete one and so never loses.
//   Mirror      misère, R a tie, the other side to move: P's marks are the image of the other
//               side's under a symmetry that undoes itself, plus every cell it keeps in place,
//               and each line through a kept cell holds a cell with its image or a mark of the
//               other side's. P answers each move with its image and never completes a line
//               first (src/engine/misere.h).
//   Exhaustion  misère, R a win: the node of "P achieves at least a tie" for the same position,
//               and lines the other side could still complete, disjoint in their empty cells,
//               more of them than the moves P has left before the board is full: the board
//               cannot fill without the other side completing one, and P never loses. (The
//               lines are not kept in memory: exhaustionLines() finds them again, as the engine
//               did.)
//   Monotone    classic: the node of the same claim for a position with the same side to move
//               where P has no more marks and the other side no fewer. An extra mark of one's
//               own never hurts in classic play (play the smaller position's strategy as if the
//               mark were not there; when it names a cell already held, play anywhere), and one
//               of the other side's fewer never does either. The passed-position bound of the
//               engine (engine.cpp) rests on this.
//
// Nodes are shared: a position that recurs, up to the board's symmetries and with the sides
// named by who is to move (so a position and its colour swap are one node), is proven once.
// An edge names the node and the symmetry that takes the position it reaches onto that node's.
// The file orders the nodes so that every edge points forward (the checker enforces it), so the
// graph has no cycle.
//
// The file format (writeCertificate) is drawn in the project's README, section "Proofs".
// ---------------------------------------------------------------------------------------------
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <stop_token>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace ttt {

enum class ProofRule : std::uint8_t {
    Move = 0,
    Replies = 1,
    Pairing = 2,
    NoLiveLine = 3,
    Monotone = 4,
    Mirror = 5, // ProofNode::first holds the symmetry's number
    Exhaustion = 6, // edges[first]: the node of the tie claim for the same position
};

// "move", "replies", "pairing", "no-live-line", "monotone", "mirror", "exhaustion".
const char* proofRuleName(ProofRule rule);

// A move (or, for Monotone, only the reference) and the node that proves the claim after it.
struct ProofEdge {
    static constexpr std::int32_t kGameOver = -1;
    // The node (an index into Proof::nodes), or kGameOver when the move ends the game.
    std::int32_t node = kGameOver;
    std::uint8_t bit = 0; // the move, as a bit of a CellSet (geometry.h)
    // The symmetry that takes the position after the move onto the node's position.
    Symmetry symmetry = Symmetry::Identity;
    friend bool operator==(const ProofEdge&, const ProofEdge&) = default;
};

// 24 bytes: the proof of 8×8 with five in a row has over a hundred million nodes.
struct ProofNode {
    // The position: the cells of the side to move and of the other side.
    CellSet mover = 0;
    CellSet other = 0;
    // Move, Replies, Monotone, Exhaustion: edges[first .. first + count); Pairing:
    // pairs[first .. ); Mirror: the symmetry's number.
    std::uint32_t first = 0;
    std::uint8_t count = 0; // at most 64 replies, 32 pairs
    ProofRule rule = ProofRule::Move;
    // The claim: the prover is the side to move (else the other side), and it achieves at least
    // a win (else a tie).
    bool proverMoves = false;
    bool win = false;

    CellSet prover() const { return proverMoves ? mover : other; }
    CellSet defender() const { return proverMoves ? other : mover; }
};
static_assert(sizeof(ProofNode) == 24);

// One of the results the proof was made for: the position itself (no cell) or the position
// after the side to move plays `cell`, and what `side` achieves there.
struct ProofStatement {
    std::optional<Cell> cell;
    Mark side = Mark::X;
    bool win = false;
    // The node proving it (kGameOver: the game is over there, and the position shows it); the
    // symmetry takes the statement's position, with the side to move as the mover, onto it.
    ProofEdge edge;
};

struct Proof {
    Board root;
    Mark toMove = Mark::X;
    Rules rules = Rules::Classic;
    // Every result of the analysis it was made for is here and that analysis was complete;
    // false for a stopped search (the statements are its bounds) or a result left uncertified.
    bool complete = false;
    std::vector<ProofStatement> statements;
    // Children before their parents: an edge always points to a node with a smaller index.
    std::vector<ProofNode> nodes;
    std::vector<ProofEdge> edges;
    std::vector<std::pair<std::uint8_t, std::uint8_t>> pairs; // bits
    // Claims the engine gave but the replay could not back with a proof (a bug in the engine, or
    // a stopped replay): each statement that is missing for that reason.
    int uncertified = 0;

    const Geometry& geometry() const { return root.geometry(); }
};

// What the side `side` is proven to achieve at the root (statement.cell empty) or after the move
// `cell`: outcome for `side`, or a bound. Reads the statements, not the nodes.
struct ProvenResult {
    bool atLeastTie = false; // side cannot lose
    bool atLeastWin = false; // side wins
    bool atMostTie = false; // side cannot win (the other side achieves at least a tie)
    bool atMostLose = false; // side loses
};
ProvenResult provenResult(const Proof& proof, std::optional<Cell> cell, Mark side);

// An Exhaustion node's lines: lines the other side of the claim could still complete, disjoint in
// their empty cells (at least one more than the prover's moves left, in a proof that holds).
std::vector<CellSet> exhaustionLines(const Proof& proof, const ProofNode& node);

// The nodes the statements reach (those a certificate holds): a flag per node.
std::vector<char> reachedNodes(const Proof& proof);
// How many there are.
std::size_t certificateNodeCount(const Proof& proof);

struct CertificateOptions {
    bool compress = true; // zstd over the body
};

// Writes the certificate of `proof` (README "Proofs"). Only the nodes the statements reach are
// written. Returns false when the stream fails.
bool writeCertificate(
    const Proof& proof, std::ostream& out, const CertificateOptions& options = {});

// The same into a file, written whole or not at all (a temporary file renamed at the end). The
// problem, in words, when it cannot be written.
std::optional<std::string> writeCertificateFile(
    const Proof& proof, const std::string& path, const CertificateOptions& options = {});

// Boards of more than 64 cells, whose results analyze() proves by sequences of threats: the
// certificate of every result of `proven` (analyze()'s analysis of this position) that such a
// proof backs, each proof found again, written to `path` (format version 3: the move and
// replies nodes the rules of the replies leave, app/check/certificate-format.md) whole or not
// at all. What it holds, or the problem in words (the stream's version: nothing when it failed).
struct WideCertificate {
    std::size_t positions = 0; // the nodes in the file
    bool complete = false; // every result of a complete analysis is in it
    int uncertified = 0; // proven results it holds no proof of (ties searched to the end)
};
std::optional<WideCertificate> writeWideCertificate(const Board& board, Mark toMove, Rules rules,
    const Analysis& proven, std::ostream& out, std::stop_token stop = {});
std::variant<WideCertificate, std::string> writeWideCertificateFile(const Board& board, Mark toMove,
    Rules rules, const Analysis& proven, const std::string& path, std::stop_token stop = {});

} // namespace ttt
