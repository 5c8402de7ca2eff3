// Explanations read off a proof: places on the board, the step that holds each, and the walk that
// turns a claim into a forcing line, a pairing or the replies with their answers.
#include "ttt/explain.h"

#include "ttt/game.h"
#include "ttt/translate.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>
#include <map>
#include <tuple>
#include <unordered_map>

namespace ttt {
namespace {

// `first`, then `then`, as one symmetry of the board. Where a symmetry takes the corner cell 0
// and its neighbour cell 1 tells it apart from every other (the corner goes to one of the
// corners, and the neighbour says which way round).
Symmetry compose(const Geometry& geometry, Symmetry first, Symmetry then)
{
    const Cell corner = geometry.transform(then, geometry.transform(first, 0));
    const Cell neighbour = geometry.transform(then, geometry.transform(first, 1));
    for (const Symmetry candidate : geometry.symmetries()) {
        if (geometry.transform(candidate, 0) == corner
            && geometry.transform(candidate, 1) == neighbour)
            return candidate;
    }
    assert(false); // the symmetries of a board are closed under composition
    return Symmetry::Identity;
}

// The place after the side to move at `place` plays `cell`, the edge naming the node that holds
// the claim there.
ProofPlace placeAfter(const ProofPlace& place, Cell cell, const ProofEdge& edge)
{
    const Geometry& geometry = place.board.geometry();
    ProofPlace next = place;
    next.board = place.board.with(cell, place.toMove);
    next.toMove = other(place.toMove);
    next.node = edge.node;
    next.toNode = edge.node == ProofEdge::kGameOver
        ? Symmetry::Identity
        : compose(geometry, place.toNode, edge.symmetry);
    return next;
}

bool completesLine(const Board& board, Mark side, Cell cell)
{
    const CellSet after = board.cells(side) | board.geometry().setOf(cell);
    for (const Line& line : board.geometry().lines()) {
        if ((line.cells & after) == line.cells && (line.cells & board.geometry().setOf(cell)))
            return true;
    }
    return false;
}

// Every line through `cell` holds marks of both sides: a mark there can never count.
bool isDead(const Board& board, Cell cell)
{
    const CellSet bit = board.geometry().setOf(cell);
    const CellSet x = board.cells(Mark::X);
    const CellSet o = board.cells(Mark::O);
    for (const Line& line : board.geometry().lines()) {
        if ((line.cells & bit) && (!(line.cells & x) || !(line.cells & o)))
            return false;
    }
    return true;
}

// A fork the prover has after the defender's `reply`: a free cell f on two lines that each hold
// k − 2 of the prover's marks and nothing else, their other free cells different, none of the
// three the reply; and the reply leaves the defender no line one move from complete. Returns f,
// and the two lines.
struct Fork {
    Cell at = -1;
    CellLine first;
    CellLine second;
};
std::optional<Fork> forkAfter(const Board& board, Mark prover, Cell reply)
{
    const Geometry& geometry = board.geometry();
    const int k = geometry.k();
    const Mark defender = other(prover);
    const CellSet mine = board.cells(prover);
    const CellSet theirs = board.cells(defender) | geometry.setOf(reply);
    const CellSet empty = board.cells(Mark::Empty) & ~geometry.setOf(reply);
    std::vector<CellSet> twos;
    for (const Line& line : geometry.lines()) {
        if ((line.cells & mine) == 0 && std::popcount(line.cells & theirs) == k - 1)
            return std::nullopt; // the defender threatens now
        if ((line.cells & board.cells(defender)) == 0 && std::popcount(line.cells & mine) == k - 2)
            twos.push_back(line.cells);
    }
    for (std::size_t i = 0; i < twos.size(); ++i) {
        for (std::size_t j = i + 1; j < twos.size(); ++j) {
            const CellSet free = (twos[i] | twos[j]) & ~mine;
            const CellSet shared = twos[i] & twos[j] & ~mine;
            if (std::popcount(free) == 3 && std::popcount(shared) == 1 && (free & empty) == free)
                return Fork { geometry.cellOfBit(std::countr_zero(shared)),
                    geometry.cellsOf(twos[i]), geometry.cellsOf(twos[j]) };
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<ProofPlace> statementPlace(const Proof& proof, std::optional<Cell> cell, Mark side)
{
    const ProofStatement* chosen = nullptr;
    for (const ProofStatement& statement : proof.statements) {
        if (statement.cell == cell && statement.side == side
            && (!chosen || (statement.win && !chosen->win)))
            chosen = &statement;
    }
    if (!chosen)
        return std::nullopt;
    ProofPlace place;
    place.board = cell ? proof.root.with(*cell, proof.toMove) : proof.root;
    place.toMove = cell ? other(proof.toMove) : proof.toMove;
    place.prover = side;
    place.win = chosen->win;
    place.node = chosen->edge.node;
    place.toNode = chosen->edge.symmetry;
    return place;
}

std::vector<Threat> threatsOf(const Board& board, Mark side)
{
    std::vector<Threat> threats;
    const Geometry& geometry = board.geometry();
    if (!geometry.fitsWord()) {
        // A big board: the lines cell by cell.
        for (const Line& line : geometry.lines()) {
            int mine = 0;
            bool open = true;
            Cell gap = -1;
            const std::vector<Cell> cells = geometry.cellsOf(line);
            for (const Cell cell : cells) {
                const Mark mark = board.at(cell);
                mine += mark == side;
                open = open && mark != other(side);
                if (mark == Mark::Empty)
                    gap = cell;
            }
            if (open && mine == geometry.k() - 1)
                threats.push_back({ cells, gap });
        }
        return threats;
    }
    const CellSet mine = board.cells(side);
    const CellSet theirs = board.cells(other(side));
    for (const Line& line : geometry.lines()) {
        if ((line.cells & theirs) == 0 && std::popcount(line.cells & mine) == geometry.k() - 1) {
            const CellSet gap = line.cells & ~mine;
            threats.push_back(
                { geometry.cellsOf(line.cells), geometry.cellOfBit(std::countr_zero(gap)) });
        }
    }
    return threats;
}

namespace {

// The replies of a Replies node: those with a node, then every other empty cell with the rule
// that answers it.
std::vector<ReplyStep> repliesAt(const Proof& proof, const ProofPlace& place, const ProofNode& node)
{
    const Board& board = place.board;
    const Geometry& geometry = board.geometry();
    const Symmetry back = Geometry::inverseSymmetry(place.toNode);
    const bool misere = proof.rules == Rules::Misere;
    std::vector<std::optional<ReplyStep>> byCell(std::size_t(geometry.cells()));
    for (std::uint32_t i = 0; i < node.count; ++i) {
        const ProofEdge& edge = proof.edges[node.first + i];
        const Cell reply = geometry.transform(back, geometry.cellOfBit(edge.bit));
        byCell[std::size_t(reply)]
            = ReplyStep { reply, Answer::Place, -1, placeAfter(place, reply, edge) };
    }
    std::vector<Cell> threatCells;
    if (!misere) {
        for (const Threat& threat : threatsOf(board, place.prover)) {
            if (std::find(threatCells.begin(), threatCells.end(), threat.at) == threatCells.end())
                threatCells.push_back(threat.at);
        }
    }
    std::vector<Symmetry> fixing; // the symmetries that leave the position as it is
    for (const Symmetry s : geometry.symmetries()) {
        if (s != Symmetry::Identity
            && geometry.transform(s, board.cells(Mark::X)) == board.cells(Mark::X)
            && geometry.transform(s, board.cells(Mark::O)) == board.cells(Mark::O))
            fixing.push_back(s);
    }
    Cell deadListed = -1;
    Cell anyListed = -1;
    for (const std::optional<ReplyStep>& listed : byCell) {
        if (!listed)
            continue;
        if (anyListed < 0)
            anyListed = listed->reply;
        if (deadListed < 0 && isDead(board, listed->reply))
            deadListed = listed->reply;
    }
    std::vector<ReplyStep> replies;
    for (Cell reply = 0; reply < geometry.cells(); ++reply) {
        if (board.at(reply) != Mark::Empty)
            continue;
        if (byCell[std::size_t(reply)]) {
            replies.push_back(*byCell[std::size_t(reply)]);
            continue;
        }
        ReplyStep step { reply, Answer::DeadCell, -1, std::nullopt };
        const auto open = std::find_if(
            threatCells.begin(), threatCells.end(), [&](Cell at) { return at != reply; });
        if (misere && completesLine(board, place.toMove, reply)) {
            step.answer = Answer::OwnLine;
        } else if (open != threatCells.end()) {
            step.answer = threatCells.size() >= 2 ? Answer::DoubleThreat : Answer::Threat;
            step.at = *open;
        } else if (const std::optional<Fork> fork
            = misere ? std::nullopt : forkAfter(board, place.prover, reply)) {
            step.answer = Answer::Fork;
            step.at = fork->at;
        } else {
            for (const Symmetry s : fixing) {
                const Cell twin = geometry.transform(s, reply);
                const std::optional<ReplyStep>& listed = byCell[std::size_t(twin)];
                if (!listed)
                    continue;
                // s takes the board after `reply` onto the board after `twin`.
                step.answer = Answer::Symmetric;
                step.at = twin;
                ProofPlace next = *listed->next;
                next.board = board.with(reply, place.toMove);
                if (!next.isOver())
                    next.toNode = compose(geometry, s, listed->next->toNode);
                step.next = next;
                break;
            }
            if (step.answer == Answer::DeadCell) {
                // A dead cell: as another dead reply; in classic play as any reply (a pass).
                step.at = deadListed >= 0 ? deadListed : misere ? -1 : anyListed;
                assert(isDead(board, reply) && step.at >= 0); // else the proof has a hole
            }
        }
        replies.push_back(step);
    }
    return replies;
}

} // namespace

ProofStep stepAt(const Proof& proof, const ProofPlace& place)
{
    const Geometry& geometry = place.board.geometry();
    ProofStep step;
    if (place.isOver()) {
        for (const Mark side : { Mark::X, Mark::O }) {
            if (const std::optional<Line> line = place.board.firstLine(side)) {
                step.hold = Hold::Line;
                step.line = geometry.cellsOf(line->cells);
                return step;
            }
        }
        step.hold = Hold::FullBoard;
        return step;
    }
    const ProofNode& node = proof.nodes[std::size_t(place.node)];
    const Symmetry back = Geometry::inverseSymmetry(place.toNode);
    const auto real = [&](int bit) { return geometry.transform(back, geometry.cellOfBit(bit)); };
    switch (node.rule) {
    case ProofRule::Move: {
        const ProofEdge& edge = proof.edges[node.first];
        step.hold = Hold::Move;
        step.move = real(edge.bit);
        step.next = placeAfter(place, step.move, edge);
        break;
    }
    case ProofRule::Replies:
        step.hold = Hold::Replies;
        step.replies = repliesAt(proof, place, node);
        break;
    case ProofRule::Pairing:
        step.hold = Hold::Pairing;
        for (std::uint32_t i = 0; i < node.count; ++i) {
            const auto [a, b] = proof.pairs[node.first + i];
            step.pairs.emplace_back(std::min(real(a), real(b)), std::max(real(a), real(b)));
        }
        std::sort(step.pairs.begin(), step.pairs.end());
        break;
    case ProofRule::NoLiveLine:
        step.hold = Hold::NoLiveLine;
        break;
    case ProofRule::Mirror: {
        // The node's mirror s, seen on the board: to the node, s, and back.
        const Symmetry s = symmetryFromIndex(int(node.first));
        step.hold = Hold::Mirror;
        step.symmetry = compose(geometry, compose(geometry, place.toNode, s), back);
        break;
    }
    case ProofRule::Exhaustion: {
        step.hold = Hold::Exhaustion;
        for (const CellSet line : exhaustionLines(proof, node))
            step.lines.push_back(geometry.cellsOf(geometry.transform(back, line)));
        std::sort(step.lines.begin(), step.lines.end());
        ProofPlace next = place;
        next.win = false;
        next.node = proof.edges[node.first].node;
        next.toNode = compose(geometry, place.toNode, proof.edges[node.first].symmetry);
        step.next = next;
        break;
    }
    case ProofRule::Monotone: {
        const ProofEdge& edge = proof.edges[node.first];
        const ProofNode& smaller = proof.nodes[std::size_t(edge.node)];
        // The smaller position as it stands on this node, then on the board.
        const Symmetry toBoard = compose(geometry, Geometry::inverseSymmetry(edge.symmetry), back);
        const CellSet mover = geometry.transform(toBoard, smaller.mover);
        const CellSet otherSide = geometry.transform(toBoard, smaller.other);
        const Mark toMove = place.toMove;
        Board board(
            geometry, toMove == Mark::X ? mover : otherSide, toMove == Mark::X ? otherSide : mover);
        const CellSet proverBefore = place.board.cells(place.prover);
        const CellSet defenderBefore = place.board.cells(place.defender());
        step.hold = Hold::Monotone;
        step.removed = geometry.cellsOf(proverBefore & ~board.cells(place.prover));
        step.added = geometry.cellsOf(board.cells(place.defender()) & ~defenderBefore);
        ProofPlace next = place;
        next.board = board;
        next.node = edge.node;
        next.toNode = compose(geometry, place.toNode, edge.symmetry);
        step.next = next;
        break;
    }
    }
    return step;
}

std::string_view holdName(Hold hold)
{
    switch (hold) {
    case Hold::Line:
        return "line";
    case Hold::FullBoard:
        return "full-board";
    case Hold::Move:
        return "move";
    case Hold::Replies:
        return "replies";
    case Hold::Pairing:
        return "pairing";
    case Hold::NoLiveLine:
        return "no-live-line";
    case Hold::Monotone:
        return "monotone";
    case Hold::Mirror:
        return "mirror";
    case Hold::Exhaustion:
        return "exhaustion";
    }
    return "";
}

std::string_view answerName(Answer answer)
{
    switch (answer) {
    case Answer::Place:
        return "place";
    case Answer::Threat:
        return "threat";
    case Answer::DoubleThreat:
        return "double-threat";
    case Answer::Fork:
        return "fork";
    case Answer::Symmetric:
        return "symmetric";
    case Answer::DeadCell:
        return "dead-cell";
    case Answer::OwnLine:
        return "own-line";
    }
    return "";
}

std::string_view explainedResultName(ExplainedResult result)
{
    switch (result) {
    case ExplainedResult::Win:
        return "win";
    case ExplainedResult::Tie:
        return "tie";
    case ExplainedResult::Loss:
        return "loss";
    case ExplainedResult::AtLeastTie:
        return "at-least-tie";
    case ExplainedResult::AtMostTie:
        return "at-most-tie";
    case ExplainedResult::Unproven:
        break;
    }
    return "unproven";
}

std::string_view moveRoleName(MoveRole role)
{
    switch (role) {
    case MoveRole::Move:
        return "move";
    case MoveRole::Threat:
        return "threat";
    case MoveRole::DoubleThreat:
        return "double-threat";
    case MoveRole::Completes:
        return "completes";
    case MoveRole::Block:
        return "block";
    case MoveRole::Anywhere:
        return "anywhere";
    case MoveRole::Fork:
        return "fork";
    case MoveRole::Tried:
        break;
    }
    return "tried";
}

std::string_view endingName(Ending ending)
{
    switch (ending) {
    case Ending::None:
        return "none";
    case Ending::Line:
        return "line";
    case Ending::FullBoard:
        return "full-board";
    case Ending::DoubleThreat:
        return "double-threat";
    case Ending::Fork:
        return "fork";
    case Ending::Pairing:
        return "pairing";
    case Ending::NoLiveLine:
        return "no-live-line";
    case Ending::OwnLines:
        return "own-lines";
    case Ending::Replies:
        return "replies";
    case Ending::Mirror:
        return "mirror";
    case Ending::Exhaustion:
        return "exhaustion";
    }
    return "";
}

// --- The walk -------------------------------------------------------------------------------

namespace {

// The threat lines with different completing cells, one per cell: what a double threat shows.
std::vector<CellLine> distinctThreatLines(const std::vector<Threat>& threats)
{
    std::vector<CellLine> lines;
    std::vector<Cell> cells;
    for (const Threat& threat : threats) {
        if (std::find(cells.begin(), cells.end(), threat.at) != cells.end())
            continue;
        cells.push_back(threat.at);
        lines.push_back(threat.line);
    }
    return lines;
}

// How many plies the proof below a place runs at most before every line of play in it ends at a
// leaf (a completed line, a full board, a pairing, no live line): the "within n moves" of an
// answer. Each node is counted once; a proof of millions of positions is not counted past a
// budget (nothing is said then).
class Depths {
public:
    Depths(const Proof& proof, std::unordered_map<std::int32_t, int>& known)
        : m_proof(proof)
        , m_known(known)
    { }

    std::optional<int> of(const ProofPlace& place)
    {
        return place.isOver() ? std::optional(0) : ofNode(place.node);
    }

private:
    std::optional<int> ofNode(std::int32_t index)
    {
        if (const auto known = m_known.find(index); known != m_known.end())
            return known->second;
        if (m_budget == 0)
            return std::nullopt;
        --m_budget;
        const ProofNode& node = m_proof.nodes[std::size_t(index)];
        const auto child = [&](const ProofEdge& edge) -> std::optional<int> {
            return edge.node == ProofEdge::kGameOver ? std::optional(0) : ofNode(edge.node);
        };
        int depth = 0;
        switch (node.rule) {
        case ProofRule::Move: {
            const std::optional<int> below = child(m_proof.edges[node.first]);
            if (!below)
                return std::nullopt;
            depth = 1 + *below;
            break;
        }
        case ProofRule::Replies: {
            for (std::uint32_t i = 0; i < node.count; ++i) {
                const std::optional<int> below = child(m_proof.edges[node.first + i]);
                if (!below)
                    return std::nullopt;
                depth = std::max(depth, 1 + *below);
            }
            depth = std::max(depth, unlistedDepth(node));
            break;
        }
        case ProofRule::Pairing:
        case ProofRule::NoLiveLine:
        case ProofRule::Mirror:
            break;
        case ProofRule::Exhaustion:
        case ProofRule::Monotone: {
            const std::optional<int> below = child(m_proof.edges[node.first]);
            if (!below)
                return std::nullopt;
            depth = *below;
            break;
        }
        }
        m_known.emplace(index, depth);
        return depth;
    }

    // At most how long the replies a rule answers last: a threat left open is completed next
    // (2 plies); a fork takes the fork, a block and the completion (4); misère's own line ends at
    // once (1). Mirror images and dead cells last as long as the replies they follow, which are
    // counted already.
    int unlistedDepth(const ProofNode& node) const
    {
        const Geometry& geometry = m_proof.geometry();
        const CellSet empty = geometry.allCells() & ~(node.mover | node.other);
        if (std::popcount(empty) == node.count)
            return 0;
        if (m_proof.rules == Rules::Misere)
            return 1;
        const int k = geometry.k();
        for (const Line& line : geometry.lines()) {
            if ((line.cells & node.defender()) == 0
                && std::popcount(line.cells & node.prover()) == k - 1)
                return 2;
        }
        return 4;
    }

    const Proof& m_proof;
    std::unordered_map<std::int32_t, int>& m_known;
    // A proof of millions of positions is walked on the window's thread: at most this many.
    std::size_t m_budget = 100000;
};

// The groups of replies: by (answer, cell, what holds then), in the order of each group's first
// reply, except that a big group met by one answer goes last ("anything else").
std::vector<ReplyGroup> groupReplies(const Proof& proof, const ProofPlace& place,
    const std::vector<ReplyStep>& replies, ExplanationCache& cache)
{
    Depths depths(proof, cache.depths);
    std::vector<ReplyGroup> groups;
    std::map<std::tuple<Answer, Cell, Hold>, std::size_t> index;
    for (const ReplyStep& reply : replies) {
        ReplyGroup group;
        group.answer = reply.answer;
        switch (reply.answer) {
        case Answer::Place:
        case Answer::Symmetric: {
            group.answer = Answer::Place; // a mirror image is answered by a move all the same
            const ProofStep step = stepAt(proof, *reply.next);
            if (step.hold != Hold::Move) {
                group.then = step.hold;
                group.depth = depths.of(*reply.next);
                break;
            }
            group.at = step.move;
            const ProofStep then = stepAt(proof, *step.next);
            group.then = then.hold;
            if (then.hold == Hold::Line)
                group.lines = { then.line };
            group.depth = depths.of(*step.next);
            break;
        }
        case Answer::Threat:
        case Answer::DoubleThreat: {
            group.at = reply.at;
            group.then = Hold::Line;
            group.depth = 0;
            // The line completed (a threat), or every line threatened (a double threat).
            const std::vector<Threat> threats = threatsOf(place.board, place.prover);
            for (const CellLine& line : distinctThreatLines(threats)) {
                const auto at = std::find_if(threats.begin(), threats.end(),
                    [&](const Threat& threat) { return threat.line == line; });
                if (reply.answer == Answer::DoubleThreat || at->at == reply.at)
                    group.lines.push_back(line);
            }
            break;
        }
        case Answer::Fork: {
            group.at = reply.at;
            group.then = Hold::Replies;
            group.depth = 2;
            if (const std::optional<Fork> fork = forkAfter(place.board, place.prover, reply.reply))
                group.lines = { fork->first, fork->second };
            break;
        }
        case Answer::DeadCell:
            group.at = reply.at;
            group.then = Hold::Replies;
            break;
        case Answer::OwnLine:
            group.then = Hold::Line;
            group.depth = 0;
            break;
        }
        const auto key = std::make_tuple(group.answer, group.at, group.then);
        const auto found = index.find(key);
        if (found != index.end()) {
            ReplyGroup& known = groups[found->second];
            known.replies.push_back(reply.reply);
            if (known.depth && group.depth)
                known.depth = std::max(*known.depth, *group.depth);
            else
                known.depth.reset();
            continue;
        }
        group.replies.push_back(reply.reply);
        index.emplace(key, groups.size());
        groups.push_back(group);
    }
    // The biggest group last, as "anything else", when it is big enough to tire a reader.
    constexpr std::size_t kAnythingElse = 6;
    const auto biggest = std::max_element(
        groups.begin(), groups.end(), [](const ReplyGroup& a, const ReplyGroup& b) {
            return a.replies.size() < b.replies.size();
        });
    if (groups.size() > 1 && biggest->replies.size() >= kAnythingElse) {
        biggest->anythingElse = true;
        std::rotate(biggest, biggest + 1, groups.end());
    }
    return groups;
}

void appendUnique(std::vector<Cell>& cells, const std::vector<Cell>& more)
{
    for (const Cell cell : more) {
        if (std::find(cells.begin(), cells.end(), cell) == cells.end())
            cells.push_back(cell);
    }
}

// Where the other side is to move on the walk: with one threat of the prover's, the forced block
// and the place after it (the walk goes on from there); otherwise the walk ends here, with a
// double threat, a fork, own lines (misère) or the replies and their answers. The prover's last
// move, if any (`proverMove`), takes its role from the threats it left.
std::optional<ProofPlace> atReplies(const Proof& proof, const ProofPlace& place,
    const ProofStep& step, Explanation& explanation, int proverMove, ExplanationCache& cache)
{
    explanation.end = place;
    const std::vector<Threat> threats = proof.rules == Rules::Classic
        ? threatsOf(place.board, place.prover)
        : std::vector<Threat> {};
    const std::vector<CellLine> threatLines = distinctThreatLines(threats);
    const auto roleOfLastMove = [&](MoveRole role) {
        if (proverMove >= 0) {
            explanation.moves[std::size_t(proverMove)].role = role;
            explanation.moves[std::size_t(proverMove)].lines = threatLines;
        }
    };
    if (threatLines.size() >= 2) {
        roleOfLastMove(MoveRole::DoubleThreat);
        explanation.ending = Ending::DoubleThreat;
        explanation.endLines = threatLines;
        return std::nullopt;
    }
    if (threatLines.size() == 1) {
        const Cell block = threats.front().at;
        const auto blocked = std::find_if(step.replies.begin(), step.replies.end(),
            [&](const ReplyStep& reply) { return reply.reply == block && reply.next; });
        if (blocked != step.replies.end()) {
            roleOfLastMove(MoveRole::Threat);
            explanation.moves.push_back({ block, place.toMove, MoveRole::Block, threatLines });
            return *blocked->next;
        }
    }
    const auto every = [&](Answer answer) {
        return !step.replies.empty()
            && std::all_of(step.replies.begin(), step.replies.end(),
                [&](const ReplyStep& reply) { return reply.answer == answer; });
    };
    if (every(Answer::OwnLine)) {
        explanation.ending = Ending::OwnLines;
        return std::nullopt;
    }
    explanation.groups = groupReplies(proof, place, step.replies, cache);
    explanation.ending = every(Answer::Fork) ? Ending::Fork : Ending::Replies;
    if (explanation.ending == Ending::Fork) {
        // Every reply leaves a fork; the board shows the one that meets the most replies.
        const ReplyGroup& shown = *std::max_element(explanation.groups.begin(),
            explanation.groups.end(), [](const ReplyGroup& a, const ReplyGroup& b) {
                return a.replies.size() < b.replies.size();
            });
        explanation.forkCell = shown.at;
        explanation.endLines = shown.lines;
    }
    return std::nullopt;
}

// Walks the claim of `place` down the proof: moves into `explanation`, and where it ends.
void walk(const Proof& proof, ProofPlace place, Explanation& explanation, ExplanationCache& cache)
{
    // The prover's last move, whose role the next place tells (a threat, a double threat).
    // (-1: none; an index, as std::optional<std::size_t> here draws a false warning from g++ 12)
    int proverMove = -1;
    if (!explanation.moves.empty() && explanation.moves.back().side == place.prover)
        proverMove = int(explanation.moves.size()) - 1;
    // A walk adds a mark at least every other step.
    const int limit = place.board.cellCount() * 2 + 4;
    std::vector<Cell> aside; // marks set aside that the board still holds
    for (int guard = 0; guard < limit; ++guard) {
        const ProofStep step = stepAt(proof, place);
        switch (step.hold) {
        case Hold::Line:
            explanation.ending = Ending::Line;
            explanation.endLines = { step.line };
            if (!explanation.moves.empty()) {
                // The last move made the line (a win, or under misère a loss).
                ExplainedMove& move = explanation.moves.back();
                if (std::find(step.line.begin(), step.line.end(), move.cell) != step.line.end()) {
                    move.role = MoveRole::Completes;
                    move.lines = { step.line };
                }
            }
            explanation.end = place;
            return;
        case Hold::FullBoard:
            explanation.ending = Ending::FullBoard;
            explanation.end = place;
            return;
        case Hold::Move:
            if (std::find(aside.begin(), aside.end(), step.move) != aside.end()) {
                // The smaller position's strategy takes a cell the board holds already: the
                // prover has it, plays anywhere else, and is no worse off. From here on the mark
                // counts again.
                explanation.moves.push_back({ step.move, place.prover, MoveRole::Anywhere, {} });
                std::erase(aside, step.move);
                proverMove = -1;
                place = *step.next;
                continue;
            }
            explanation.moves.push_back({ step.move, place.prover, MoveRole::Move, {} });
            proverMove = int(explanation.moves.size()) - 1;
            place = *step.next;
            continue;
        case Hold::Pairing:
            explanation.ending = Ending::Pairing;
            explanation.pairs = step.pairs;
            explanation.end = place;
            return;
        case Hold::NoLiveLine:
            explanation.ending = Ending::NoLiveLine;
            explanation.end = place;
            return;
        case Hold::Mirror:
            explanation.ending = Ending::Mirror;
            explanation.mirror = step.symmetry;
            explanation.end = place;
            return;
        case Hold::Exhaustion: {
            explanation.ending = Ending::Exhaustion;
            explanation.endLines = step.lines;
            const int empty = place.board.count(Mark::Empty);
            explanation.proverMovesLeft
                = place.toMove == place.prover ? (empty + 1) / 2 : empty / 2;
            // What keeps the prover from losing meanwhile: a leaf of the tie's proof.
            const ProofStep safe = stepAt(proof, *step.next);
            explanation.safeBy = safe.hold;
            explanation.mirror = safe.symmetry;
            explanation.pairs = safe.pairs;
            explanation.end = place;
            return;
        }
        case Hold::Monotone: {
            // What follows is about the smaller position: a move of the explanation on a mark it
            // does without is taken back (the board shows the mark struck out instead), and no
            // earlier move takes its role from the smaller position's threats.
            appendUnique(explanation.without, step.removed);
            appendUnique(explanation.conceded, step.added);
            appendUnique(aside, step.removed);
            std::erase_if(explanation.moves, [&](const ExplainedMove& move) {
                return std::find(step.removed.begin(), step.removed.end(), move.cell)
                    != step.removed.end();
            });
            explanation.withoutAfter = explanation.moves.size();
            proverMove = -1;
            place = *step.next;
            continue;
        }
        case Hold::Replies:
            break;
        }
        // The other side to move: a forced block goes on, anything else ends the walk.
        const std::optional<ProofPlace> blocked
            = atReplies(proof, place, step, explanation, proverMove, cache);
        if (!blocked)
            return;
        proverMove = -1;
        place = *blocked;
    }
    assert(false); // a proof's places always end
}

Explanation explainClaim(const Proof& proof, std::optional<Cell> cell, ExplainedResult result,
    Mark prover, ExplanationCache& cache)
{
    Explanation explanation;
    explanation.board = proof.root;
    explanation.rules = proof.rules;
    explanation.result = result;
    explanation.cell = cell;
    explanation.mover = proof.toMove;
    explanation.prover = prover;
    explanation.start = statementPlace(proof, cell, prover);
    if (!explanation.start)
        return explanation;
    explanation.win = explanation.start->win;
    if (cell)
        explanation.moves.push_back(
            { *cell, proof.toMove, prover == proof.toMove ? MoveRole::Move : MoveRole::Tried, {} });
    walk(proof, *explanation.start, explanation, cache);
    return explanation;
}

// How hard an explanation is to follow, least first: marks set aside (an extra mark never
// hurts), then the kind of ending (a forcing line or a move that wins at once, then a fork, then
// replies met one level deeper), the groups of replies, the moves, and the ply by which it ends.
using Complexity = std::tuple<bool, int, std::size_t, std::size_t, int>;
Complexity complexityOf(const Explanation& explanation)
{
    int kind = 3;
    switch (explanation.ending) {
    case Ending::Line:
    case Ending::DoubleThreat:
    case Ending::OwnLines:
        kind = 0;
        break;
    case Ending::Fork:
        kind = 1;
        break;
    case Ending::Replies:
        kind = 2;
        break;
    default:
        break;
    }
    int last = int(explanation.moves.size());
    for (const ReplyGroup& group : explanation.groups) {
        const std::optional<int> ply = lastPly(explanation, group);
        last = ply ? std::max(last, *ply) : std::numeric_limits<int>::max();
    }
    return { !explanation.without.empty() || !explanation.conceded.empty(), kind,
        explanation.groups.size(), explanation.moves.size(), last };
}

// A position the mover wins, explained through the simplest of its winning moves the proof holds
// (the proof's own move for the position among them).
Explanation explainWinningPosition(const Proof& proof, ExplanationCache& cache)
{
    const Mark mover = proof.toMove;
    Explanation best = explainClaim(proof, std::nullopt, ExplainedResult::Win, mover, cache);
    if (!best.start || best.moves.empty())
        return best; // the game is over, or nothing to choose from
    const auto key = [](const Explanation& explanation) {
        return std::make_pair(complexityOf(explanation), explanation.moves.front().cell);
    };
    auto bestKey = key(best);
    std::vector<Cell> tried;
    for (const ProofStatement& statement : proof.statements) {
        if (!statement.cell || statement.side != mover || !statement.win
            || std::find(tried.begin(), tried.end(), *statement.cell) != tried.end())
            continue;
        tried.push_back(*statement.cell);
        Explanation through
            = explainClaim(proof, statement.cell, ExplainedResult::Win, mover, cache);
        if (through.moves.empty() || through.moves.front().cell != *statement.cell)
            continue; // the move itself set aside: not an explanation through it
        auto throughKey = key(through);
        if (throughKey < bestKey) {
            through.chosenMove = through.cell;
            through.cell.reset();
            best = std::move(through);
            bestKey = throughKey;
        }
    }
    return best;
}

} // namespace

Analysis explanationResults(const Analysis& analysis, std::optional<Cell> cell)
{
    Analysis results = analysis;
    const bool everyWinningMove = !cell && analysis.evaluation.isProven()
        && analysis.evaluation.outcome == Outcome::Win
        && int(analysis.moves.size()) <= kExplainEveryMoveCells;
    std::erase_if(results.moves, [&](const MoveAnnotation& move) {
        if (cell)
            return move.cell != *cell;
        return !everyWinningMove || !move.evaluation.isProven()
            || move.evaluation.outcome != Outcome::Win;
    });
    if (cell) {
        results.evaluation = Evaluation {};
        results.evaluation.bound = Bound::Unknown;
    }
    results.bestMoves.clear();
    results.principalVariation.clear();
    return results;
}

std::optional<int> lastPly(const Explanation& explanation, const ReplyGroup& group)
{
    if (!group.depth)
        return std::nullopt;
    // The reply is the ply after the moves listed; the answer, when one is played, the next.
    return int(explanation.moves.size()) + (group.at >= 0 ? 2 : 1) + *group.depth;
}

Explanation explain(const Proof& proof, std::optional<Cell> cell, ExplanationCache* shared)
{
    ExplanationCache own;
    ExplanationCache& cache = shared ? *shared : own;
    const Mark mover = proof.toMove;
    const Mark opponent = other(mover);
    const ProvenResult proven = provenResult(proof, cell, mover);
    if (proven.atLeastWin && !cell)
        return explainWinningPosition(proof, cache);
    if (proven.atLeastWin)
        return explainClaim(proof, cell, ExplainedResult::Win, mover, cache);
    if (proven.atMostLose)
        return explainClaim(proof, cell, ExplainedResult::Loss, opponent, cache);
    if (proven.atLeastTie && proven.atMostTie) {
        Explanation tie = explainClaim(proof, cell, ExplainedResult::Tie, opponent, cache);
        tie.alsoHolds.push_back(explainClaim(proof, cell, ExplainedResult::Tie, mover, cache));
        return tie;
    }
    if (proven.atMostTie)
        return explainClaim(proof, cell, ExplainedResult::AtMostTie, opponent, cache);
    if (proven.atLeastTie)
        return explainClaim(proof, cell, ExplainedResult::AtLeastTie, mover, cache);
    Explanation unproven;
    unproven.board = proof.root;
    unproven.rules = proof.rules;
    unproven.cell = cell;
    unproven.mover = mover;
    unproven.prover = mover;
    return unproven;
}

} // namespace ttt

// --- In words -------------------------------------------------------------------------------

namespace ttt {
namespace {

// The names explanationText() was asked to use (none: "x" and "o"), for the sentences it makes.
thread_local const SideNames* t_sides = nullptr;

std::string sideName(Mark mark)
{
    if (t_sides)
        return mark == Mark::X ? t_sides->x : t_sides->o;
    return std::string(1, toChar(mark));
}

std::string names(const Geometry& geometry, const std::vector<Cell>& cells)
{
    std::string text;
    for (const Cell cell : cells) {
        if (!text.empty())
            text += ", ";
        text += cellName(geometry, cell);
    }
    return text;
}

// "a4–d4 at d4": a threatened line and the cell that completes it, on `board` where `by` has
// the line's other cells.
std::string threatName(const Board& board, const CellLine& line, Mark by)
{
    const Geometry& geometry = board.geometry();
    Cell gap = line.front();
    for (const Cell cell : line) {
        if (board.at(cell) != by)
            gap = cell;
    }
    return arg(
        translate("ttt::explain", "%1 at %2", "a threatened line and the cell completing it"),
        { lineName(geometry, line), cellName(geometry, gap) });
}

// The sentence of one move, numbered as the board shows it; `board` is the board after it.
std::string moveSentence(const ExplainedMove& move, int number, const Board& board, Rules rules)
{
    const Geometry& geometry = board.geometry();
    const std::string who = sideName(move.side);
    const std::string where = cellName(geometry, move.cell);
    const std::string n = std::to_string(number);
    switch (move.role) {
    case MoveRole::Move:
    case MoveRole::Tried:
        return arg(translate("ttt::explain", "%1. %2 %3.", "a numbered move: number, side, cell"),
            { n, who, where });
    case MoveRole::Threat:
        return arg(translate("ttt::explain", "%1. %2 %3 threatens to complete %4.",
                       "a numbered move: number, side, cell, then 'a4–d4 at d4'"),
            { n, who, where, threatName(board, move.lines.front(), move.side) });
    case MoveRole::DoubleThreat: {
        std::string threats;
        for (const CellLine& line : move.lines) {
            if (!threats.empty())
                threats += translate("ttt::explain", " and ", "between two threatened lines");
            threats += threatName(board, line, move.side);
        }
        return arg(translate("ttt::explain", "%1. %2 %3 makes a double threat: %4.",
                       "a numbered move: number, side, cell, then the threatened lines"),
            { n, who, where, threats });
    }
    case MoveRole::Completes:
        if (rules == Rules::Misere)
            return arg(
                translate("ttt::explain", "%1. %2 %3 completes %4, a line of its own, and loses.",
                    "misère; a numbered move: number, side, cell, line"),
                { n, who, where, lineName(geometry, move.lines.front()) });
        return arg(translate("ttt::explain", "%1. %2 %3 completes %4 and wins.",
                       "a numbered move: number, side, cell, line"),
            { n, who, where, lineName(geometry, move.lines.front()) });
    case MoveRole::Block:
        if (move.lines.empty())
            return arg(translate("ttt::explain", "%1. %2 %3 is forced: it blocks the threat.",
                           "a numbered move: number, side, cell"),
                { n, who, where });
        return arg(translate("ttt::explain", "%1. %2 %3 is forced: it blocks %4.",
                       "a numbered move: number, side, cell, the line blocked (a4–d4)"),
            { n, who, where, lineName(geometry, move.lines.front()) });
    case MoveRole::Anywhere:
        return arg(translate("ttt::explain",
                       "%1. %2 would play %3, which it holds already: it plays anywhere else "
                       "instead, and an extra mark never hurts.",
                       "a numbered move: number, side, cell"),
            { n, who, where });
    case MoveRole::Fork: {
        // The cell the two lines share: playing it next makes both threats.
        Cell shared = -1;
        if (move.lines.size() >= 2) {
            for (const Cell cell : move.lines[0]) {
                if (board.at(cell) == Mark::Empty
                    && std::find(move.lines[1].begin(), move.lines[1].end(), cell)
                        != move.lines[1].end())
                    shared = cell;
            }
        }
        if (shared < 0)
            return arg(
                translate("ttt::explain", "%1. %2 %3.", "a numbered move: number, side, cell"),
                { n, who, where });
        return arg(translate("ttt::explain",
                       "%1. %2 %3 makes a fork: %4 and %5 meet at %6, where a move would threaten "
                       "both.",
                       "a numbered move: number, side, cell, the two lines (a4–e4, c2–c6) and "
                       "the cell they share"),
            { n, who, where, lineName(geometry, move.lines[0]), lineName(geometry, move.lines[1]),
                cellName(geometry, shared) });
    }
    }
    return {};
}

// What holds after an answer, in a few words; `lastPly`: the ply by which every line of play
// has ended, counted as the moves are numbered; `lines`: the line an answer completes.
std::string thenText(const Geometry& geometry, Hold then, std::optional<int> lastPly,
    const std::vector<CellLine>& lines, bool win, Mark prover)
{
    switch (then) {
    case Hold::Line:
        if (!lines.empty())
            return arg(translate("ttt::explain", "completing %1", "what an answer does; a line"),
                { lineName(geometry, lines.front()) });
        return translate("ttt::explain", "completing a line", "what an answer does");
    case Hold::FullBoard:
        return translate("ttt::explain", "and the board is full", "what follows an answer");
    case Hold::Pairing:
        return arg(
            translate("ttt::explain", "then %1 has a pairing", "what follows an answer; %1 a side"),
            { sideName(prover) });
    case Hold::NoLiveLine:
        return translate("ttt::explain", "then no live line is left", "what follows an answer");
    case Hold::Monotone:
        return translate(
            "ttt::explain", "then an extra mark never hurts", "what follows an answer");
    case Hold::Mirror:
        return arg(translate("ttt::explain", "then %1 mirrors every move",
                       "misère; what follows an answer; %1 a side"),
            { sideName(prover) });
    case Hold::Exhaustion:
        return arg(translate("ttt::explain", "then the other side runs out of room: %1 wins",
                       "misère; what follows an answer; %1 a side"),
            { sideName(prover) });
    case Hold::Move:
    case Hold::Replies:
        break;
    }
    if (!lastPly)
        return translate("ttt::explain", "and so on, one level deeper",
            "what follows an answer: the proof goes on below");
    if (win)
        return arg(translate("ttt::explain", "then %1 wins by ply %2 at the latest",
                       "what follows an answer; %1 a side, %2 a ply counted as the moves are "
                       "numbered (the first move explained is ply 1)"),
            { sideName(prover), std::to_string(*lastPly) });
    return arg(translate("ttt::explain",
                   "then pairings or blocked lines hold the tie by ply %1 at the latest",
                   "what follows an answer; %1 a ply counted as the moves are numbered (the "
                   "first move explained is ply 1)"),
        { std::to_string(*lastPly) });
}

std::string groupSentence(const Explanation& explanation, const ReplyGroup& group)
{
    const Geometry& geometry = explanation.board.geometry();
    const bool win = explanation.win;
    const Mark prover = explanation.prover;
    const std::string replies = group.anythingElse
        ? translate("ttt::explain", "anything else", "the rest of the replies, listed last")
        : names(geometry, group.replies);
    const std::string who = sideName(prover);
    const std::string at = group.at >= 0 ? cellName(geometry, group.at) : std::string();
    const std::string then
        = thenText(geometry, group.then, lastPly(explanation, group), group.lines, win, prover);
    switch (group.answer) {
    case Answer::Place:
    case Answer::Symmetric:
        if (group.at < 0)
            return arg(translate("ttt::explain", "%1: %2",
                           "replies: what holds after them, with no answer needed"),
                { replies, then });
        return arg(translate("ttt::explain", "%1: %2 answers %3, %4",
                       "replies: side answers cell, what holds then"),
            { replies, who, at, then });
    case Answer::Threat:
        if (group.lines.empty())
            return arg(translate("ttt::explain", "%1: %2 completes its line at %3",
                           "replies that leave a threat open: side, cell"),
                { replies, who, at });
        return arg(translate("ttt::explain", "%1: %2 completes %3 at %4",
                       "replies that leave a threat open: side, the line, the cell completing it"),
            { replies, who, lineName(geometry, group.lines.front()), at });
    case Answer::DoubleThreat: {
        std::string threats;
        for (const CellLine& line : group.lines) {
            if (!threats.empty())
                threats += translate("ttt::explain", " and ", "between two threatened lines");
            threats += lineName(geometry, line);
        }
        return arg(translate("ttt::explain", "%1: %2 completes whichever of %3 is left open",
                       "replies against a double threat: side, the lines threatened"),
            { replies, who, threats });
    }
    case Answer::Fork:
        if (group.lines.size() == 2)
            return arg(translate("ttt::explain", "%1: %2 answers %3, threatening %4 and %5 at once",
                           "replies that leave a fork: side, the fork's cell, two lines"),
                { replies, who, at, lineName(geometry, group.lines[0]),
                    lineName(geometry, group.lines[1]) });
        return arg(translate("ttt::explain", "%1: %2 answers %3, threatening two lines at once",
                       "replies that leave a fork: side, the fork's cell"),
            { replies, who, at });
    case Answer::DeadCell:
        return arg(translate("ttt::explain", "%1: no line can use these cells, answered as %2 is",
                       "dead-cell replies: the reply whose answer serves"),
            { replies, at });
    case Answer::OwnLine:
        return arg(translate("ttt::explain", "%1: completes a line of its own and loses",
                       "misère: replies that complete the mover's own line"),
            { replies });
    }
    return {};
}

std::string endingSentence(const Explanation& explanation, bool lineSaid)
{
    const Geometry& geometry = explanation.board.geometry();
    const std::string prover = sideName(explanation.prover);
    const std::string defender = sideName(other(explanation.prover));
    switch (explanation.ending) {
    case Ending::None:
        return {};
    case Ending::Line:
        if (lineSaid)
            return {};
        return arg(translate("ttt::explain", "The game is over: %1 is complete.", "%1 a line"),
            { lineName(geometry, explanation.endLines.front()) });
    case Ending::FullBoard:
        return translate("ttt::explain", "The board fills up: a tie.");
    case Ending::DoubleThreat: {
        // Named by the move that made it; a double threat the board holds already (or one left
        // by marks set aside) is named here.
        const bool named = !explanation.moves.empty()
            && explanation.moves.back().role == MoveRole::DoubleThreat
            && explanation.moves.back().lines == explanation.endLines;
        if (named)
            return arg(translate("ttt::explain",
                           "%1 can block only one of them; %2 completes one left open and wins.",
                           "%1 the defender, %2 the attacker"),
                { defender, prover });
        const Board& end = explanation.end ? explanation.end->board : explanation.board;
        std::string threats;
        for (const CellLine& line : explanation.endLines) {
            if (!threats.empty())
                threats += translate("ttt::explain", " and ", "between two threatened lines");
            threats += threatName(end, line, explanation.prover);
        }
        return arg(translate("ttt::explain",
                       "%1 has a double threat: %3. %2 can block only one of them; %1 "
                       "completes one left open and wins.",
                       "%1 the attacker, %2 the defender, %3 the lines ('a4–d4 at d4 and a1–d1 "
                       "at b1')"),
            { prover, defender, threats });
    }
    case Ending::Fork:
        return arg(translate("ttt::explain",
                       "Whatever %1 plays, %2 answers with a fork: two threats at once, of which "
                       "%1 can block only one.",
                       "%1 the defender, %2 the attacker; the replies and forks follow"),
            { defender, prover });
    case Ending::Pairing: {
        std::string pairs;
        for (const auto& [a, b] : explanation.pairs) {
            if (!pairs.empty())
                pairs += ' ';
            pairs += cellName(geometry, a) + "–" + cellName(geometry, b);
        }
        if (explanation.rules == Rules::Misere)
            return arg(translate("ttt::explain",
                           "%1 holds with %n pair(s) of cells (%3): whenever %2 takes one cell of "
                           "a pair, %1 takes the other, and it never takes both. Every line %1 "
                           "could still complete holds a whole pair, so %1 completes none.",
                           "misère; %1 the side holding the tie, %2 the other side, %3 the pairs",
                           int(explanation.pairs.size())),
                { prover, defender, pairs });
        return arg(translate("ttt::explain",
                       "%1 holds with %n pair(s) of cells (%3): whenever %2 takes one cell of a "
                       "pair, %1 takes the other. Every line %2 could still complete holds a "
                       "whole pair, so %2 completes none.",
                       "%1 the side holding the tie, %2 the other side, %3 the pairs",
                       int(explanation.pairs.size())),
            { prover, defender, pairs });
    }
    case Ending::Mirror:
        return arg(translate("ttt::explain",
                       "%1 answers every move of %2's with its mirror image (%3). A line %1 "
                       "completed would mirror a line %2 had completed first, so %1 never loses.",
                       "misère; %1 the side holding the tie, %2 the other side, %3 the mirror"),
            { prover, defender, mirrorText(geometry, explanation.mirror) });
    case Ending::Exhaustion: {
        std::string lines;
        for (const CellLine& line : explanation.endLines) {
            if (!lines.empty())
                lines += ' ';
            lines += lineName(geometry, line);
        }
        std::string safe;
        switch (explanation.safeBy) {
        case Hold::Mirror:
            safe = arg(translate("ttt::explain", "it answers every move with its mirror image (%1)",
                           "misère; why a side never loses; %1 the mirror"),
                { mirrorText(geometry, explanation.mirror) });
            break;
        case Hold::Pairing:
            safe = translate("ttt::explain", "it answers in pairs of cells, as shown",
                "misère; why a side never loses");
            break;
        default:
            safe = translate("ttt::explain", "every line it could complete is blocked",
                "misère; why a side never loses");
            break;
        }
        // Two sentences, each with a count of its own.
        return arg(translate("ttt::explain",
                       "%1 never loses here (%3), and %2 still has %n line(s) to fill that share "
                       "no empty cell: %4.",
                       "misère; %1 the winner, %2 the loser, %3 why the winner never loses, %4 "
                       "the lines",
                       int(explanation.endLines.size())),
                   { prover, defender, safe, lines })
            + ' '
            + arg(translate("ttt::explain",
                      "%1 has only %n move(s) left to block them, so before the board is full "
                      "%2 completes one and loses.",
                      "misère; %1 the winner, %2 the loser; after the lines it must fill",
                      explanation.proverMovesLeft),
                { prover, defender });
    }
    case Ending::NoLiveLine:
        if (explanation.rules == Rules::Misere)
            return arg(translate("ttt::explain",
                           "Every line holds a mark of %1's: %2 can never complete a line, so "
                           "%2 never loses.",
                           "misère; %1 the other side, %2 the side holding the tie"),
                { defender, prover });
        return arg(translate("ttt::explain",
                       "Every line holds a mark of %1's: %2 has no line left to complete.",
                       "%1 the side holding the tie, %2 the other side"),
            { prover, defender });
    case Ending::OwnLines:
        return arg(translate("ttt::explain",
                       "Every move left to %1 completes a line of its own: %1 loses.",
                       "misère; %1 the side to move"),
            { defender });
    case Ending::Replies: {
        int replies = 0;
        for (const ReplyGroup& group : explanation.groups)
            replies += int(group.replies.size());
        if (explanation.win)
            return arg(
                translate("ttt::explain",
                    "Whatever %1 plays (%n move(s)), %2 has an answer that keeps the win:",
                    "%1 the defender, %2 the attacker; the groups of replies follow", replies),
                { defender, prover });
        return arg(translate("ttt::explain",
                       "Whatever %1 tries (%n move(s)), %2 has an answer that holds the tie:",
                       "%1 the attacker, %2 the side holding the tie; the groups follow", replies),
            { defender, prover });
    }
    }
    return {};
}

std::string cellHeading(const Explanation& explanation)
{
    const std::string mover = sideName(explanation.mover);
    const std::string opponent = sideName(other(explanation.mover));
    const std::string cell = cellName(explanation.board.geometry(), *explanation.cell);
    switch (explanation.result) {
    case ExplainedResult::Win:
        return arg(translate("ttt::explain", "%1 on %2 wins.", "side, cell"), { mover, cell });
    case ExplainedResult::Loss:
        if (explanation.moves.size() == 1 && explanation.moves.front().role == MoveRole::Completes)
            return arg(translate("ttt::explain", "%1 on %2 loses.", "side, cell"), { mover, cell });
        return arg(translate("ttt::explain", "%1 on %2 loses: %3 has a winning answer.",
                       "side, cell, the other side"),
            { mover, cell, opponent });
    case ExplainedResult::Tie:
        return arg(translate("ttt::explain",
                       "%1 on %2 leads to a tie: %3 can stop every attempt of %1's to win, and "
                       "%1 can stop %3's.",
                       "side, cell, the other side"),
            { mover, cell, opponent });
    case ExplainedResult::AtLeastTie:
        return arg(translate("ttt::explain", "%1 on %2 cannot lose (proven so far).", "side, cell"),
            { mover, cell });
    case ExplainedResult::AtMostTie:
        return arg(translate("ttt::explain", "%1 on %2 cannot win (proven so far): %3 holds it.",
                       "side, cell, the other side"),
            { mover, cell, opponent });
    case ExplainedResult::Unproven:
        break;
    }
    return arg(translate("ttt::explain", "Nothing is proven yet about %1 on %2.", "side, cell"),
        { mover, cell });
}

std::string positionHeading(const Explanation& explanation)
{
    const std::string mover = sideName(explanation.mover);
    const std::string opponent = sideName(other(explanation.mover));
    switch (explanation.result) {
    case ExplainedResult::Win:
        return arg(translate("ttt::explain", "%1 to move wins.", "side"), { mover });
    case ExplainedResult::Loss:
        return arg(translate("ttt::explain",
                       "%1 to move loses: whatever %1 plays, %2 has a winning answer.",
                       "side, the other side"),
            { mover, opponent });
    case ExplainedResult::Tie:
        return arg(translate("ttt::explain",
                       "%1 to move: a tie. %2 can stop every attempt of %1's to win, and %1 can "
                       "stop %2's.",
                       "side, the other side"),
            { mover, opponent });
    case ExplainedResult::AtLeastTie:
        return arg(translate("ttt::explain", "%1 to move cannot lose (proven so far).", "side"),
            { mover });
    case ExplainedResult::AtMostTie:
        return arg(translate("ttt::explain", "%1 to move cannot win (proven so far): %2 holds it.",
                       "side, the other side"),
            { mover, opponent });
    case ExplainedResult::Unproven:
        break;
    }
    return arg(
        translate("ttt::explain", "Nothing is proven yet about %1 to move.", "side"), { mover });
}

// The moves, what an extra mark changes, the ending and the groups: the body of one claim.
void appendBody(std::vector<std::string>& text, const Explanation& explanation)
{
    if (!explanation.start)
        return;
    const Geometry& geometry = explanation.board.geometry();
    // Where marks are set aside (an extra mark never hurts): said where it happens.
    const auto setAside = [&] {
        if (!explanation.without.empty())
            text.push_back(arg(translate("ttt::explain",
                                   "An extra mark never hurts, and %1 holds this even without "
                                   "%2: what follows leaves %2 out.",
                                   "%1 a side, %2 cells of its"),
                { sideName(explanation.prover), names(geometry, explanation.without) }));
        if (!explanation.conceded.empty())
            text.push_back(arg(translate("ttt::explain",
                                   "%1 holds this even if %2 also had %3: what follows counts %3 "
                                   "as %2's.",
                                   "%1 a side, %2 the other side, %3 cells"),
                { sideName(explanation.prover), sideName(other(explanation.prover)),
                    names(geometry, explanation.conceded) }));
    };
    Board board = explanation.board;
    bool lineSaid = false;
    for (std::size_t i = 0; i < explanation.moves.size(); ++i) {
        if (i == explanation.withoutAfter)
            setAside();
        const ExplainedMove& move = explanation.moves[i];
        board = board.with(move.cell, move.side);
        text.push_back(moveSentence(move, int(i + 1), board, explanation.rules));
        lineSaid = lineSaid || move.role == MoveRole::Completes;
    }
    if (explanation.withoutAfter >= explanation.moves.size())
        setAside();
    const std::string ending = endingSentence(explanation, lineSaid);
    if (!ending.empty())
        text.push_back(ending);
    for (const ReplyGroup& group : explanation.groups)
        text.push_back("  " + groupSentence(explanation, group));
}

} // namespace

std::vector<std::string> explanationText(const Explanation& explanation, const SideNames& sides)
{
    // The sentences' helpers name the sides through sideName(), for this call.
    struct Naming {
        const SideNames* before;
        explicit Naming(const SideNames& names)
            : before(t_sides)
        {
            t_sides = &names;
        }
        ~Naming() { t_sides = before; }
        Naming(const Naming&) = delete;
        Naming& operator=(const Naming&) = delete;
    } naming(sides);
    std::vector<std::string> text;
    text.push_back(explanation.cell ? cellHeading(explanation) : positionHeading(explanation));
    appendBody(text, explanation);
    for (const Explanation& half : explanation.alsoHolds) {
        text.push_back(arg(translate("ttt::explain", "And %1 cannot lose either:", "a side"),
            { sideName(half.prover) }));
        appendBody(text, half);
    }
    return text;
}

std::string holdText(Hold hold)
{
    switch (hold) {
    case Hold::Line:
        return translate("ttt::explain", "line", "what holds a node of a proof");
    case Hold::FullBoard:
        return translate("ttt::explain", "full board", "what holds a node of a proof");
    case Hold::Move:
        return translate("ttt::explain", "move", "what holds a node of a proof");
    case Hold::Replies:
        return translate("ttt::explain", "every reply answered", "what holds a node of a proof");
    case Hold::Pairing:
        return translate("ttt::explain", "pairing", "what holds a node of a proof");
    case Hold::NoLiveLine:
        return translate("ttt::explain", "no live line", "what holds a node of a proof");
    case Hold::Monotone:
        return translate(
            "ttt::explain", "an extra mark never hurts", "what holds a node of a proof");
    case Hold::Mirror:
        return translate("ttt::explain", "mirror", "what holds a node of a proof");
    case Hold::Exhaustion:
        return translate("ttt::explain", "too many lines to block", "what holds a node of a proof");
    }
    return {};
}

std::string mirrorText(const Geometry& geometry, Symmetry symmetry)
{
    const CellLine diagonal = symmetry == Symmetry::MirrorMainDiagonal
        ? CellLine { 0, geometry.cells() - 1 }
        : CellLine { geometry.columns() - 1, geometry.cells() - geometry.columns() };
    switch (symmetry) {
    case Symmetry::HalfTurn:
        return translate("ttt::explain", "a half turn about the centre", "a mirror strategy");
    case Symmetry::MirrorLeftRight:
        return translate("ttt::explain", "left to right", "a mirror strategy");
    case Symmetry::MirrorTopBottom:
        return translate("ttt::explain", "top to bottom", "a mirror strategy");
    case Symmetry::MirrorMainDiagonal:
    case Symmetry::MirrorAntiDiagonal:
        return arg(translate("ttt::explain", "across the diagonal %1",
                       "a mirror strategy; %1 the diagonal, as a1–e5"),
            { lineName(geometry, diagonal) });
    case Symmetry::Identity:
    case Symmetry::QuarterTurnClockwise:
    case Symmetry::QuarterTurnAnticlockwise:
        break;
    }
    return {};
}

std::string answerText(Answer answer)
{
    switch (answer) {
    case Answer::Place:
        return translate("ttt::explain", "answered below", "how a reply is answered in a proof");
    case Answer::Threat:
        return translate(
            "ttt::explain", "leaves a threat open", "how a reply is answered in a proof");
    case Answer::DoubleThreat:
        return translate("ttt::explain", "double threat", "how a reply is answered in a proof");
    case Answer::Fork:
        return translate("ttt::explain", "leaves a fork", "how a reply is answered in a proof");
    case Answer::Symmetric:
        return translate("ttt::explain", "mirror image", "how a reply is answered in a proof");
    case Answer::DeadCell:
        return translate("ttt::explain", "dead cell", "how a reply is answered in a proof");
    case Answer::OwnLine:
        return translate(
            "ttt::explain", "completes its own line", "how a reply is answered in a proof");
    }
    return {};
}

namespace {

// placeRuleText() of a step at `place`; `threatWords`: a Replies place is named by the prover's
// threats there (the rules where a completed line wins).
std::string placeRuleTextOf(const ProofStep& step, const ProofPlace& place, bool threatWords)
{
    if (step.hold == Hold::Replies && threatWords) {
        const std::size_t threats
            = distinctThreatLines(threatsOf(place.board, place.prover)).size();
        if (threats >= 2)
            return translate("ttt::explain", "double threat", "what holds a node of a proof");
        if (threats == 1)
            return translate("ttt::explain", "forced block", "what holds a node of a proof");
        if (std::all_of(step.replies.begin(), step.replies.end(),
                [](const ReplyStep& reply) { return reply.answer == Answer::Fork; }))
            return translate("ttt::explain", "fork", "what holds a node of a proof");
    }
    return holdText(step.hold);
}

} // namespace

std::string placeRuleText(const Proof& proof, const ProofPlace& place)
{
    return placeRuleTextOf(stepAt(proof, place), place, proof.rules == Rules::Classic);
}

std::string placeRuleText(const ThreatProof& proof, const ProofPlace& place)
{
    // Threat proofs are made under the classic and the exact rule only.
    return placeRuleTextOf(stepAt(proof, place), place, true);
}

} // namespace ttt
