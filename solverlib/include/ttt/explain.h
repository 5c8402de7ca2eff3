// Explanations: why a proven result holds, read off its proof (proof.h) the way a person follows
// an argument on the board.
//
// A proof is a graph of claims ("P achieves at least R from here"), each held by a rule, with
// positions shared up to the board's symmetries and named by who is to move. A person wants the
// same argument on the board in front of them: the moves, the threats they make and the blocks
// they force, the double threat that ends it, the pairs a defender answers with. This file walks
// a proof in those terms:
//
//   ProofPlace   a node of the proof as it stands on the board the person looks at (a place
//                undoes the symmetry and the colour swap under which the node was shared);
//   stepAt()     what holds a place, one level down: the prover's move; each reply of the other
//                side and how it is answered (a place of its own, a threat left open, a fork, a
//                mirror image of another reply, a dead cell, misère's own line); a pairing; no
//                live line; an extra mark that never hurts. The window's proof explorer is a
//                tree of these;
//   explain()    the explanation of the position or of one of its moves: a forcing line where
//                there is one (each threat and the block it forces, ending in a double threat or
//                a completed line), the pairs where a pairing holds a tie, and otherwise the
//                other side's replies grouped by the answer that meets them, one level at a time.
//                A position the side to move wins is explained through the simplest of the
//                winning moves its proof holds (explanationResults() says which results a proof
//                made for an explanation holds, for the window and ttt-solve alike);
//   explanationText()  the same in sentences, in the reader's language (translate.h), for the
//                window and ttt-solve alike. Every sentence names what it speaks of (a threat by
//                its line, a double threat by both), and figures count plies as the board
//                numbers the moves: the first move explained is ply 1.
//
// Nothing here searches: everything comes from the proof, so an explanation is exactly as sound
// as the certificate ttt-check verifies. Walking a place costs a look at the board's lines.
#pragma once

#include "ttt/board.h"
#include "ttt/proof.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ttt {

// A node of a proof on the board as the person sees it.
struct ProofPlace {
    Board board;
    Mark toMove = Mark::X;
    Mark prover = Mark::X; // whose claim holds here
    bool win = false; // the claim: the prover achieves at least a win (else a tie)
    // The node holding the claim; ProofEdge::kGameOver when the game is over here and the board
    // shows the result.
    std::int32_t node = ProofEdge::kGameOver;
    // The symmetry that takes `board` (the side to move as the mover) onto the node's position.
    Symmetry toNode = Symmetry::Identity;

    bool isOver() const { return node == ProofEdge::kGameOver; }
    Mark defender() const { return other(prover); }
};

// The place of the strongest statement the proof makes about what `side` achieves at the
// position (cell: nothing) or after the side to move plays `cell`: a win before a tie. Nothing
// when the proof holds no such statement.
std::optional<ProofPlace> statementPlace(const Proof& proof, std::optional<Cell> cell, Mark side);

// A line's cells in order along it (increasing cell numbers).
using CellLine = std::vector<Cell>;

// A line of `side` one move from complete: k − 1 of its marks, none of the other side's, and the
// empty cell `at`.
struct Threat {
    CellLine line;
    Cell at = 0;
};
std::vector<Threat> threatsOf(const Board& board, Mark side);

// What holds a place.
enum class Hold : std::uint8_t {
    Line, // the game is over: a completed line decides it
    FullBoard, // the game is over: the board is full, a tie
    Move, // the prover is to move: its move, and the place after it
    Replies, // the other side is to move: each reply, and how it is answered
    Pairing, // a tie: pairs of empty cells, every line the other side can complete holds one
    NoLiveLine, // a tie: no line is left that could decide it against the prover
    Monotone, // the same claim in a position with fewer marks of the prover's (or more of the
              // other side's): an extra mark never hurts, classic rules
    Mirror, // misère, a tie: the prover answers every move with its mirror image (`symmetry`)
    Exhaustion, // misère, a win: the prover never loses (next: the tie's place), and the other
                // side has more lines to fill (`lines`) than the prover has moves left
};

// "line", "full-board", "move", "replies", "pairing", "no-live-line", "monotone", "mirror",
// "exhaustion": fixed names (JSON).
std::string_view holdName(Hold hold);

// How a reply of the other side is answered.
enum class Answer : std::uint8_t {
    Place, // it has a place of its own (ReplyStep::next)
    Threat, // it leaves a line of the prover's one move from complete: completed at `at`
    DoubleThreat, // the prover has two lines one move from complete: it completes one left open
    Fork, // it leaves the prover a fork: the prover plays `at`, threatening twice
    Symmetric, // a mirror image of the reply at `at`, answered alike (next: its place, mirrored)
    DeadCell, // no line can use the cell: answered as the reply at `at` is (a pass never helps)
    OwnLine, // misère: it completes a line of the side that plays it, which loses at once
};

// "place", "threat", "double-threat", "fork", "symmetric", "dead-cell", "own-line" (JSON).
std::string_view answerName(Answer answer);

struct ReplyStep {
    Cell reply = 0;
    Answer answer = Answer::Place;
    Cell at = -1; // see Answer
    std::optional<ProofPlace> next; // Place and Symmetric: the place after the reply
};

struct ProofStep {
    Hold hold = Hold::Line;
    CellLine line; // Line: the completed line
    Cell move = -1; // Move: the prover's move
    std::optional<ProofPlace> next; // Move: the place after it; Monotone: the smaller position
    std::vector<ReplyStep> replies; // Replies: every empty cell, in cell order
    std::vector<std::pair<Cell, Cell>> pairs; // Pairing
    std::vector<Cell> removed; // Monotone: the prover's marks the argument does without
    std::vector<Cell> added; // Monotone: the other side's marks it concedes
    Symmetry symmetry = Symmetry::Identity; // Mirror: the mirror, as it acts on the board shown
    std::vector<CellLine> lines; // Exhaustion: lines the other side still has to fill
};

// What holds `place`, one level down. `place` comes from statementPlace() or an earlier step.
ProofStep stepAt(const Proof& proof, const ProofPlace& place);

// A threat proof of a board of more than 64 cells (explainThreats()), kept to walk as a Proof is:
// the attacker's moves, and the defender's replies that no rule answers (the others leave the
// attacker a four to complete, or a fork). A place names a node by its index here, with the
// board there (ProofPlace::toNode is always the identity).
struct ThreatProof {
    Rules rules = Rules::Classic;
    struct Node {
        bool proverMoves = false; // the attacker's move (one edge), else the defender's replies
        int plies = 0; // to the attacker's line, the defender delaying
        // The move, or the replies with a node of their own; ProofEdge::kGameOver: the move
        // completes the attacker's line.
        std::vector<std::pair<Cell, std::int32_t>> edges;
    };
    std::vector<Node> nodes;
};

// What holds `place` of a threat proof, one level down: the attacker's move; every reply, each
// with its place or the rule that answers it (Threat: the attacker completes a line at `at`;
// DoubleThreat: two are left; Fork: the attacker plays the fork's cell `at`); a completed line.
ProofStep stepAt(const ThreatProof& proof, const ProofPlace& place);

// --- Explanations ---------------------------------------------------------------------------

enum class ExplainedResult : std::uint8_t {
    Win, // the mover wins (with the move, for a cell)
    Tie,
    Loss,
    AtLeastTie, // a bound of a stopped search: the mover cannot lose
    AtMostTie, // the mover cannot win
    Unproven, // the proof says nothing about it
};

// "win", "tie", "loss", "at-least-tie", "at-most-tie", "unproven" (JSON).
std::string_view explainedResultName(ExplainedResult result);

// The part a move plays in an explanation.
enum class MoveRole : std::uint8_t {
    Move, // a move of the prover's that threatens nothing yet, or a defender's answer
    Threat, // it leaves one line of the prover's one move from complete
    DoubleThreat, // it leaves two (or more), to be completed at different cells
    Completes, // it completes a line, and the game ends
    Block, // the other side's forced block of a threat
    Tried, // the move explained, by the side the explanation shows losing ground
    // After an extra mark was set aside (Monotone): the strategy names a cell the board holds
    // already, so the prover plays anywhere else instead
    Anywhere,
    // It leaves a fork (threat proofs of big boards): two of its lines two marks short whose
    // free cells share one (the lines, in `lines`); playing there next makes two threats
    Fork,
};

// "move", "threat", "double-threat", "completes", "block", "tried", "anywhere", "fork" (JSON).
std::string_view moveRoleName(MoveRole role);

struct ExplainedMove {
    Cell cell = 0;
    Mark side = Mark::X;
    MoveRole role = MoveRole::Move;
    // Threat, DoubleThreat: the lines threatened; Completes: the line; Block: the line blocked
    std::vector<CellLine> lines;
};

// Where the walk along the proof stops, and what holds there.
enum class Ending : std::uint8_t {
    None, // nothing proven
    Line, // a line completed (endLines)
    FullBoard, // the board fills up: a tie
    DoubleThreat, // two lines to complete at different cells (endLines); one block cannot stop
                  // both
    Fork, // every reply leaves the prover a fork at forkCell (endLines: its two lines)
    Pairing, // the prover's pairs hold the tie
    NoLiveLine, // no line is left that could decide it against the prover
    OwnLines, // misère: every move left to the other side completes a line of its own
    Replies, // the other side has several replies: `groups`, each met by one answer
    Mirror, // misère: the prover answers every move with its mirror image (`mirror`)
    // Misère: the prover never loses (by `safeBy`: a mirror, its pairs, or no live line), and the
    // other side has more lines to fill (endLines) than the prover has moves left
    Exhaustion,
};

// "none", "line", "full-board", "double-threat", "fork", "pairing", "no-live-line",
// "own-lines", "replies", "mirror", "exhaustion" (JSON).
std::string_view endingName(Ending ending);

// Replies of the other side met by the same answer.
struct ReplyGroup {
    std::vector<Cell> replies;
    Answer answer = Answer::Place;
    // The prover's answer: its move (Place, Symmetric; -1 when nothing needs playing, as when a
    // pairing holds already), the cell it completes (Threat, DoubleThreat: one of them), the fork
    // (Fork); DeadCell: the reply whose answer serves; OwnLine: -1.
    Cell at = -1;
    // Place, Symmetric: what holds after the answer (Pairing, Replies, Line, ...).
    Hold then = Hold::Replies;
    // Fork: its two lines; Threat: the line completed; DoubleThreat: the lines threatened;
    // Place, Symmetric with `then` Line: the line the answer completes.
    std::vector<CellLine> lines;
    // At most how many more plies after the answer before every line of play in the proof ends
    // (a line, a full board, a pairing, no live line); nothing when not counted (a huge proof).
    std::optional<int> depth;
    // The biggest group, listed last as "anything else" when it is big.
    bool anythingElse = false;
};

struct Explanation {
    Board board; // the position the explanation is about (before `cell`)
    Rules rules = Rules::Classic;
    ExplainedResult result = ExplainedResult::Unproven;
    std::optional<Cell> cell; // the move explained; nothing: the position
    Mark mover = Mark::X; // plays `cell`, or is to move in the position
    // The claim shown: the winner's for a win or a loss, the defender's (the side that is not the
    // mover) for a tie, the one proven for a bound.
    Mark prover = Mark::X;
    bool win = false;
    // The position (no `cell`) explained through one of the moves that keep its result: that
    // move, the simplest to explain of those the proof holds; `start` is then the place after it.
    std::optional<Cell> chosenMove;
    std::optional<ProofPlace> start; // the claim's place (after `cell`, or `chosenMove`)
    // The moves shown on the board, numbered from 1: `cell` first when one is explained.
    std::vector<ExplainedMove> moves;
    // An extra mark never hurts (classic): marks of the prover's the argument does without and
    // marks of the other side's it concedes; the rest of it is about the board without them.
    std::vector<Cell> without;
    std::vector<Cell> conceded;
    // How many of `moves` come before the marks were set aside (the sentence saying so goes
    // there; moves on the cells set aside are not among `moves`).
    std::size_t withoutAfter = 0;
    Ending ending = Ending::None;
    std::vector<CellLine> endLines;
    Cell forkCell = -1;
    std::vector<std::pair<Cell, Cell>> pairs;
    Symmetry mirror = Symmetry::Identity; // Mirror, and Exhaustion by a mirror
    Hold safeBy = Hold::NoLiveLine; // Exhaustion: Mirror, Pairing (pairs) or NoLiveLine
    int proverMovesLeft = 0; // Exhaustion: the moves the prover has before the board is full
    std::optional<ProofPlace> end; // where the walk stopped (Pairing, Replies, ...)
    std::vector<ReplyGroup> groups; // Replies
    // A big board's (explainThreats()): the threat proof read, to walk from `start`; and, for the
    // position explained through `chosenMove`, the place before that move.
    std::shared_ptr<const ThreatProof> threats;
    std::optional<ProofPlace> threatPosition;
    // A tie's other half (the mover cannot lose either), explained the same way; empty for
    // anything but a tie.
    std::vector<Explanation> alsoHolds;
};

// What explanations of one proof can share, so that explaining one move after another does not
// walk the same nodes again: how far the proof runs below each node. One per proof, and only
// with that proof.
struct ExplanationCache {
    std::unordered_map<std::int32_t, int> depths;
};

// The explanation of the result of the position (cell: nothing) or of the side to move playing
// `cell`, from `proof`'s statements and nodes; `cache`, when given, is `proof`'s.
//
// A position the side to move wins is explained through the simplest of the winning moves whose
// results the proof holds (and the proof's own move for the position): a forcing line before a
// fork, a fork before replies met one level deeper; then the fewest groups of replies, the fewest
// moves, the soonest end; then the first cell. Which one the proof's search happened to try first
// does not matter, so two proofs of the same results explain alike.
Explanation explain(
    const Proof& proof, std::optional<Cell> cell, ExplanationCache* cache = nullptr);

// Boards of more than 64 cells (threat proofs, solver.h): the explanation of the position's win
// (cell: nothing; through its first winning move) or of the win or loss of the side to move
// playing `cell`, as `analysis` (analyze()'s, of this position) proves it. The proof is found
// again by threats and read as a forcing line: each threat (a four, a fork, a double threat) and
// the reply it forces, the defender always taking the reply that holds out longest, ending in a
// completed line, a double threat or a fork. Nothing proven: result Unproven and no moves.
// `positions`: the positions in the proof.
Explanation explainThreats(const Board& board, Mark toMove, Rules rules, const Analysis& analysis,
    std::optional<Cell> cell, std::size_t& positions);

// The results a proof made to explain the position (cell: nothing) or the move `cell` must hold,
// as the analysis `analysis` of the position (complete or not) gives them: the move's result
// alone; for the position its result and, on boards of at most kExplainEveryMoveCells cells,
// each move's that keeps a win (explain() chooses among them). The window and ttt-solve ask
// for the same, so that they explain alike.
inline constexpr int kExplainEveryMoveCells = 49;
Analysis explanationResults(const Analysis& analysis, std::optional<Cell> cell);

// The ply by which every line of play the proof holds below `group` has ended, counted as the
// explanation numbers its moves (the first is ply 1): the reply is the ply after the last move
// listed, the answer the one after it. Nothing when the proof was not counted that far.
std::optional<int> lastPly(const Explanation& explanation, const ReplyGroup& group);

// The explanation in sentences, in the reader's language: a heading, then one paragraph per move
// and per group of replies, then what holds at the end; a tie's other half last.
// `sides`: how the sentences name x and o ("x", "o" unless given: a go board's "Black", "White").
struct SideNames {
    std::string x = "x";
    std::string o = "o";
};
std::vector<std::string> explanationText(
    const Explanation& explanation, const SideNames& sides = {});

// A symmetry that undoes itself, as a mirror strategy uses it: "a half turn", "left to right",
// ... in the reader's language.
std::string mirrorText(const Geometry& geometry, Symmetry symmetry);

// A rule or an answer in a word or two, in the reader's language, as the proof explorer names
// what holds each node: "line", "forced block", "double threat", "pairing", "no live line", ...
std::string holdText(Hold hold);
std::string answerText(Answer answer);
// What holds a place in the words a person uses: a Replies place where the prover threatens one
// line is a "forced block", two a "double threat".
std::string placeRuleText(const Proof& proof, const ProofPlace& place);
std::string placeRuleText(const ThreatProof& proof, const ProofPlace& place);

} // namespace ttt
