#include "prover.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace ttt::engine {
namespace {

// The pairing searches of the replay take the search's own budget and tries (searcher.h). A bigger
// budget finds more pairings, and so smaller proofs, but costs more than it saves: on 7×7 with
// five in a row, 128 steps made the value's proof 8 % smaller and took 70 % longer.
constexpr int kPairingBudget = SearchSettings {}.pairingBudget;
constexpr int kPairingTries = SearchSettings {}.pairingTries;
constexpr int kPairingMinEmpty = SearchSettings {}.pairingMinEmpty;

} // namespace

Prover::Prover(const Tables& tables, Rules rules, TranspositionTable& table, Proof& proof)
    : m_tables(tables)
    , m_rules(rules)
    , m_proof(proof)
    , m_searcher(tables, rules, table)
    , m_pairing(tables)
{
    assert(rules != Rules::LineScore);
    // m_compose[a][b]: b, then a.
    const Geometry& geometry = tables.geometry;
    for (const Symmetry a : geometry.symmetries()) {
        for (const Symmetry b : geometry.symmetries()) {
            for (const Symmetry c : geometry.symmetries()) {
                bool same = true;
                for (Cell cell = 0; cell < geometry.cells() && same; ++cell)
                    same = geometry.transform(c, cell)
                        == geometry.transform(a, geometry.transform(b, cell));
                if (same)
                    m_compose[std::size_t(symmetryIndex(a))][std::size_t(symmetryIndex(b))] = c;
            }
        }
    }
}

void Prover::setShouldStop(std::function<bool()> shouldStop)
{
    m_shouldStop = std::move(shouldStop);
    m_searcher.setShouldStop(m_shouldStop);
}

bool Prover::poll()
{
    if (!m_stopped && (++m_polls & 1023) == 0 && m_shouldStop && m_shouldStop())
        m_stopped = true;
    return m_stopped;
}

bool Prover::completes(CellSet side, int bit) const
{
    // Under the exact rule only a line with none of the side's marks just beyond its ends.
    const CellSet after = side | bitSet(bit);
    const bool exact = m_rules == Rules::Exact && !faulty(Fault::ExactIgnoresEnds);
    for (const std::uint8_t line : m_tables.linesThrough[bit]) {
        if ((m_tables.lines[line] & after) == m_tables.lines[line]
            && !(exact && (m_tables.ends[line] & after)))
            return true;
    }
    return false;
}

Prover::Lines Prover::scan(CellSet mover, CellSet other) const
{
    Lines lines;
    const CellSet empty = m_tables.board & ~(mover | other);
    const int k = m_tables.k;
    const bool exact = m_rules == Rules::Exact && !faulty(Fault::ExactIgnoresEnds);
    for (std::size_t l = 0; l < m_tables.lines.size(); ++l) {
        const CellSet line = m_tables.lines[l];
        const bool moverOpen = (line & other) == 0;
        const bool otherOpen = (line & mover) == 0;
        // Liveness as ttt-check's no-live-line rule reads it (a line without the other side's
        // mark); a line completes a win only with exactly k under the exact rule.
        if (moverOpen) {
            lines.moverLive = true;
            lines.live |= line;
            if (std::popcount(line & mover) == k - 1 && !(exact && (m_tables.ends[l] & mover)))
                lines.moverCompletes |= line & empty;
        }
        if (otherOpen) {
            lines.otherLive = true;
            lines.live |= line;
            if (std::popcount(line & other) == k - 1 && !(exact && (m_tables.ends[l] & other)))
                lines.otherCompletes |= line & empty;
        }
    }
    return lines;
}

std::pair<std::pair<CellSet, CellSet>, Symmetry> Prover::canonical(
    CellSet mover, CellSet other) const
{
    std::pair<CellSet, CellSet> least { mover, other };
    Symmetry symmetry = Symmetry::Identity;
    const Geometry& geometry = m_tables.geometry;
    for (const Symmetry s : geometry.symmetries()) {
        if (s == Symmetry::Identity)
            continue;
        const std::pair<CellSet, CellSet> image { geometry.transform(s, mover),
            geometry.transform(s, other) };
        if (image < least) {
            least = image;
            symmetry = s;
        }
    }
    return { least, symmetry };
}

ProofNode Prover::nodeOf(CellSet mine, CellSet theirs, bool proverMoves, bool win, ProofRule rule)
{
    ProofNode node;
    node.mover = mine;
    node.other = theirs;
    node.proverMoves = proverMoves;
    node.win = win;
    node.rule = rule;
    return node;
}

std::int32_t Prover::add(const ProofNode& node)
{
    m_proof.nodes.push_back(node);
    return static_cast<std::int32_t>(m_proof.nodes.size() - 1);
}

std::int32_t Prover::addWithEdges(ProofNode node, std::span<const ProofEdge> edges)
{
    node.first = static_cast<std::uint32_t>(m_proof.edges.size());
    node.count = static_cast<std::uint8_t>(edges.size());
    m_proof.edges.insert(m_proof.edges.end(), edges.begin(), edges.end());
    return add(node);
}

std::uint64_t Prover::hashOf(std::pair<CellSet, CellSet> image, unsigned claim)
{
    return TranspositionTable::hash(image.first, image.second + claim);
}

std::optional<Prover::Remembered> Prover::find(
    std::pair<CellSet, CellSet> image, unsigned claim) const
{
    if (m_slots.empty())
        return std::nullopt;
    const std::uint64_t hash = hashOf(image, claim);
    const std::uint32_t tag = static_cast<std::uint32_t>(hash >> 40) & kTagMask;
    const std::size_t mask = m_slots.size() - 1;
    const Geometry& geometry = m_tables.geometry;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const Slot& slot = m_slots[i];
        if (slot.node < 0)
            return std::nullopt;
        if ((slot.meta & kTagMask) != tag)
            continue;
        // The tag matches: the node itself says whether it is this position and claim.
        const ProofNode& node = m_proof.nodes[std::size_t(slot.node)];
        const Symmetry symmetry = symmetryFromIndex(int(slot.meta >> 24));
        if (((node.proverMoves ? 1u : 0u) | (node.win ? 2u : 0u)) == claim
            && geometry.transform(symmetry, node.mover) == image.first
            && geometry.transform(symmetry, node.other) == image.second)
            return Remembered { slot.node, symmetry };
    }
}

void Prover::remember(std::pair<CellSet, CellSet> image, unsigned claim, Remembered remembered)
{
    if (2 * (m_used + 1) > m_slots.size()) {
        // Twice the slots, every entry moved to its place there.
        std::vector<Slot> old(std::max<std::size_t>(std::size_t(1) << 16, 2 * m_slots.size()));
        old.swap(m_slots);
        m_used = 0;
        const Geometry& geometry = m_tables.geometry;
        for (const Slot& slot : old) {
            if (slot.node < 0)
                continue;
            const ProofNode& node = m_proof.nodes[std::size_t(slot.node)];
            const Symmetry symmetry = symmetryFromIndex(int(slot.meta >> 24));
            remember({ geometry.transform(symmetry, node.mover),
                         geometry.transform(symmetry, node.other) },
                (node.proverMoves ? 1u : 0u) | (node.win ? 2u : 0u), { slot.node, symmetry });
        }
    }
    const std::uint64_t hash = hashOf(image, claim);
    const std::size_t mask = m_slots.size() - 1;
    std::size_t i = hash & mask;
    while (m_slots[i].node >= 0)
        i = (i + 1) & mask;
    m_slots[i] = { remembered.node,
        (static_cast<std::uint32_t>(hash >> 40) & kTagMask)
            | (static_cast<std::uint32_t>(symmetryIndex(remembered.symmetry)) << 24) };
    ++m_used;
}

std::optional<ProofEdge> Prover::lookup(
    std::pair<CellSet, CellSet> image, Symmetry symmetry, unsigned claim, int bit) const
{
    // A node proving a win proves a tie too.
    std::optional<Remembered> found = find(image, claim | 2u);
    if (!found && !(claim & 2u))
        found = find(image, claim);
    if (!found)
        return std::nullopt;
    // The position goes to the canonical image by `symmetry`, the node's by found->symmetry:
    // the first, then the second undone.
    const Symmetry back = Geometry::inverseSymmetry(found->symmetry);
    return ProofEdge { found->node, static_cast<std::uint8_t>(bit),
        m_compose[std::size_t(symmetryIndex(back))][std::size_t(symmetryIndex(symmetry))] };
}

std::optional<ProofEdge> Prover::prove(CellSet mine, CellSet theirs, bool proverMoves, bool win)
{
    if (m_stopped || poll())
        return std::nullopt;
    const unsigned claim = (proverMoves ? 1u : 0u) | (win ? 2u : 0u);
    const auto [image, symmetry] = canonical(mine, theirs);
    if (const std::optional<ProofEdge> known = lookup(image, symmetry, claim))
        return known;
    // The node stands as the position was reached, as the search saw it there (a pairing search
    // may find in one orientation what it misses in another within its budget).
    const std::optional<std::int32_t> node = build(mine, theirs, proverMoves, win);
    if (!node)
        return std::nullopt;
    remember(image, claim, { *node, symmetry });
    return ProofEdge { *node, 0, Symmetry::Identity };
}

std::optional<ProofEdge> Prover::proveByMonotone(CellSet mine, CellSet theirs, CellSet smallerMine,
    CellSet smallerTheirs, bool proverMoves, bool win)
{
    assert(extraMarksNeverHurt(m_rules));
    const unsigned claim = (proverMoves ? 1u : 0u) | (win ? 2u : 0u);
    const auto [image, symmetry] = canonical(mine, theirs);
    if (const std::optional<ProofEdge> known = lookup(image, symmetry, claim))
        return known;
    const std::optional<ProofEdge> smaller = prove(smallerMine, smallerTheirs, proverMoves, win);
    if (!smaller || smaller->node == ProofEdge::kGameOver)
        return std::nullopt;
    const std::int32_t index = addWithEdges(
        nodeOf(mine, theirs, proverMoves, win, ProofRule::Monotone), std::span(&*smaller, 1));
    remember(image, claim, { index, symmetry });
    return ProofEdge { index, 0, Symmetry::Identity };
}

std::optional<std::int32_t> Prover::build(CellSet mine, CellSet theirs, bool proverMoves, bool win)
{
    const std::optional<Searcher::Known> known = m_searcher.known(mine, theirs);
    const Lines lines = scan(mine, theirs);
    if (const std::optional<std::int32_t> node = leaf(mine, theirs, lines, proverMoves, win, known))
        return node;
    return proverMoves ? buildMove(mine, theirs, lines, win, known)
                       : buildReplies(mine, theirs, lines, win);
}

std::int32_t Prover::addPairing(CellSet mine, CellSet theirs, bool proverMoves)
{
    ProofNode node = nodeOf(mine, theirs, proverMoves, false, ProofRule::Pairing);
    node.first = static_cast<std::uint32_t>(m_proof.pairs.size());
    node.count = static_cast<std::uint8_t>(m_pairs.size());
    for (const auto& [a, b] : m_pairs)
        m_proof.pairs.emplace_back(static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b));
    return add(node);
}

std::optional<std::int32_t> Prover::misereLeaf(CellSet mine, CellSet theirs, bool proverMoves)
{
    // misere.h: the prover never loses by a mirror (the other side to move) or an avoider
    // pairing (the classic pairing with the sides' roles swapped).
    const CellSet prover = proverMoves ? mine : theirs;
    const CellSet defender = proverMoves ? theirs : mine;
    if (!proverMoves) {
        if (const std::optional<Symmetry> symmetry = m_searcher.misere().mirror(prover, defender)) {
            ProofNode node = nodeOf(mine, theirs, proverMoves, false, ProofRule::Mirror);
            node.first = static_cast<std::uint32_t>(symmetryIndex(*symmetry));
            return add(node);
        }
    }
    const int empty = std::popcount(m_tables.board & ~(mine | theirs));
    const bool swapped = faulty(Fault::AvoiderPairingOfTheOtherSide);
    if (empty >= kPairingMinEmpty
        && m_pairing.findPairing(
            swapped ? defender : prover, swapped ? prover : defender, kPairingBudget, m_pairs))
        return addPairing(mine, theirs, proverMoves);
    return std::nullopt;
}

std::optional<std::int32_t> Prover::exhaustion(CellSet mine, CellSet theirs, bool proverMoves)
{
    // Misère: the prover never loses here, and the other side has more lines to fill than the
    // prover has moves left to block them (misere.h).
    const CellSet prover = proverMoves ? mine : theirs;
    const CellSet defender = proverMoves ? theirs : mine;
    const int empty = std::popcount(m_tables.board & ~(mine | theirs));
    const int proverMovesLeft
        = proverMoves ? MisereStrategies::moverMoves(empty) : MisereStrategies::otherMoves(empty);
    if (m_searcher.misere().disjointLiveLines(defender, prover)
        <= proverMovesLeft - (faulty(Fault::ExhaustionOneShort) ? 1 : 0))
        return std::nullopt;
    const Lines lines = scan(mine, theirs);
    const bool proverLive = proverMoves ? lines.moverLive : lines.otherLive;
    const std::optional<std::int32_t> never = proverLive
        ? misereLeaf(mine, theirs, proverMoves)
        : add(nodeOf(mine, theirs, proverMoves, false, ProofRule::NoLiveLine));
    if (!never)
        return std::nullopt;
    const ProofEdge edge { *never, 0, Symmetry::Identity };
    return addWithEdges(
        nodeOf(mine, theirs, proverMoves, true, ProofRule::Exhaustion), std::span(&edge, 1));
}

std::optional<std::int32_t> Prover::leaf(CellSet mine, CellSet theirs, const Lines& lines,
    bool proverMoves, bool win, const std::optional<Searcher::Known>& known)
{
    if (win)
        return m_rules == Rules::Misere ? exhaustion(mine, theirs, proverMoves) : std::nullopt;
    const CellSet prover = proverMoves ? mine : theirs;
    const CellSet defender = proverMoves ? theirs : mine;
    // The side that must have no line left: the other side (classic), the prover (misère).
    const bool otherSideLive = proverMoves ? lines.otherLive : lines.moverLive;
    const bool proverLive = proverMoves ? lines.moverLive : lines.otherLive;
    if (m_rules != Rules::Misere ? !otherSideLive : !proverLive)
        return add(nodeOf(mine, theirs, proverMoves, false, ProofRule::NoLiveLine));
    if (m_rules == Rules::Misere)
        return misereLeaf(mine, theirs, proverMoves);
    // Where the search has been, it recorded the pairings it found: ask only there, and where it
    // has not been.
    const std::uint8_t paired = proverMoves ? TableEntry::kPaired : TableEntry::kPairedAgainst;
    const std::uint8_t unpaired
        = proverMoves ? TableEntry::kNoPairing : TableEntry::kNoPairingAgainst;
    if (known && (known->how & unpaired) && !(known->how & paired))
        return std::nullopt;
    if (!m_pairing.findPairing(defender, prover, kPairingBudget, m_pairs))
        return std::nullopt;
    return addPairing(mine, theirs, proverMoves);
}

std::optional<bool> Prover::keeps(CellSet mine, CellSet theirs, int bit, bool win)
{
    const CellSet after = mine | bitSet(bit);
    if (completes(mine, bit))
        return m_rules != Rules::Misere; // a line: a win (classic, exact) or a loss (misère)
    if ((after | theirs) == m_tables.board)
        return !win; // a full board: a tie
    // The other side, to move after it, must be held to at most -t (t = 1 for a win, 0 a tie).
    const int t = win ? 1 : 0;
    const int value = m_searcher.search(theirs, after, -t, -t + 1);
    if (m_searcher.stopped()) {
        m_stopped = true;
        return std::nullopt;
    }
    return value <= -t;
}

std::int32_t Prover::addMove(CellSet mine, CellSet theirs, bool win, const ProofEdge& edge)
{
    return addWithEdges(nodeOf(mine, theirs, true, win, ProofRule::Move), std::span(&edge, 1));
}

std::optional<std::int32_t> Prover::buildMove(CellSet mine, CellSet theirs, const Lines& lines,
    bool win, const std::optional<Searcher::Known>& known)
{
    const CellSet empty = m_tables.board & ~(mine | theirs);
    CellSet tried = 0;
    // The node for the move `bit` if it keeps the claim; nothing if it does not (or when
    // stopped: then m_stopped).
    const auto tryMove = [&](int bit) -> std::optional<std::int32_t> {
        if (bit < 0 || !(empty & bitSet(bit)) || (tried & bitSet(bit)))
            return std::nullopt;
        tried |= bitSet(bit);
        const std::optional<bool> kept = keeps(mine, theirs, bit, win);
        if (!kept || !*kept)
            return std::nullopt;
        ProofEdge edge { ProofEdge::kGameOver, static_cast<std::uint8_t>(bit), Symmetry::Identity };
        const CellSet after = mine | bitSet(bit);
        if (!completes(mine, bit) && (after | theirs) != m_tables.board) {
            const std::optional<ProofEdge> child = prove(theirs, after, false, win);
            if (!child)
                return std::nullopt;
            edge.node = child->node;
            edge.symmetry = child->symmetry;
        }
        return addMove(mine, theirs, win, edge);
    };
    // The node for the move `bit` if the prover has a pairing after it (in this orientation:
    // the child's proof).
    const auto tryPairing = [&](int bit) -> std::optional<std::int32_t> {
        const CellSet after = mine | bitSet(bit);
        if (completes(mine, bit) || (after | theirs) == m_tables.board)
            return std::nullopt;
        std::optional<ProofEdge> edge;
        const auto [image, symmetry] = canonical(theirs, after);
        if (const std::optional<ProofEdge> done = lookup(image, symmetry, 0u, bit))
            edge = done;
        else if (m_pairing.findPairing(theirs, after, kPairingBudget, m_pairs)) {
            const std::int32_t child = addPairing(theirs, after, false);
            remember(image, 0u, { child, symmetry });
            edge = ProofEdge { child, static_cast<std::uint8_t>(bit), Symmetry::Identity };
        }
        if (!edge)
            return std::nullopt;
        return addMove(mine, theirs, false, *edge);
    };

    if (m_rules != Rules::Misere && (lines.moverCompletes || lines.otherCompletes)) {
        // A line to complete, or one to block (with two to block nothing keeps the claim).
        const CellSet forced = lines.moverCompletes ? lines.moverCompletes : lines.otherCompletes;
        if (lines.moverCompletes || std::popcount(forced) == 1) {
            if (const std::optional<std::int32_t> node = tryMove(lowestBit(forced)))
                return node;
        }
    } else {
        if (m_rules != Rules::Misere && !win) {
            // As the search does: moves tried for a pairing of the prover's before anything is
            // searched. First the one after which the search found one (the table's move, if it
            // still is that one: a later store may have put another there), then the others;
            // none where the search found none after any.
            const bool pairedAfterMove
                = known && (known->how & TableEntry::kPairedAfterMove) && known->move >= 0;
            if (pairedAfterMove) {
                if (const std::optional<std::int32_t> node = tryPairing(known->move))
                    return node;
            }
            if (pairedAfterMove || !(known && (known->how & TableEntry::kNoPairingAfterMove))) {
                // The moves that close the most of the other side's lines.
                std::array<std::pair<int, int>, Geometry::kWordCells> closing {};
                std::size_t count = 0;
                for (CellSet rest = empty & lines.live; rest; rest &= rest - 1) {
                    const int bit = lowestBit(rest);
                    int closed = 0;
                    for (const std::uint8_t line : m_tables.linesThrough[bit]) {
                        const CellSet cells = m_tables.lines[line];
                        if ((cells & mine) == 0)
                            closed += 1 + std::popcount(cells & theirs);
                    }
                    closing[count++] = { -closed, bit };
                }
                const std::size_t tries = std::min(count, std::size_t(kPairingTries));
                std::partial_sort(closing.begin(), closing.begin() + std::ptrdiff_t(tries),
                    closing.begin() + std::ptrdiff_t(count));
                for (std::size_t i = 0; i < tries; ++i) {
                    if (const std::optional<std::int32_t> node = tryPairing(closing[i].second))
                        return node;
                }
            }
        }
        // On boards whose plies are exact, the fastest win first: every line of play in the
        // proof then ends by the ply the analysis counts (explanations count them), where the
        // table's move need only win.
        if (win && m_tables.geometry.cells() <= kMaxCellsForExactPlies) {
            const std::optional<int> fastest = fastestWin(mine, theirs);
            if (m_stopped)
                return std::nullopt;
            if (fastest) {
                if (const std::optional<std::int32_t> node = tryMove(*fastest))
                    return node;
            }
        }
        // The search's best move, then the others in its order; then the moves its rules leave
        // out (never better, but possibly the only ones left with a proof the replay finds).
        if (known) {
            if (const std::optional<std::int32_t> node = tryMove(known->move))
                return node;
        }
        for (const bool onlyCandidates : { true, false }) {
            for (const int bit : m_searcher.orderedMoves(mine, theirs, win, onlyCandidates)) {
                if (m_stopped)
                    return std::nullopt;
                if (const std::optional<std::int32_t> node = tryMove(bit))
                    return node;
            }
        }
    }
    if (!m_stopped)
        m_failed = true; // the engine said the claim holds, and no move keeps it
    return std::nullopt;
}

std::optional<int> Prover::fastestWin(CellSet mine, CellSet theirs)
{
    const CellSet empty = m_tables.board & ~(mine | theirs);
    std::optional<int> fastest;
    int best = 0; // a win is worth more than 0 (tables.h: the value scale)
    for (CellSet rest = empty; rest; rest &= rest - 1) {
        const int bit = lowestBit(rest);
        const CellSet after = mine | bitSet(bit);
        if (completes(mine, bit) || (after | theirs) == m_tables.board)
            continue; // a line (classic: a forced move, taken before; misère: a loss), a tie
        const auto [lowest, highest] = m_searcher.valueRange(theirs, after);
        const int value = -m_searcher.search(theirs, after, lowest - 1, highest + 1);
        if (m_searcher.stopped()) {
            m_stopped = true;
            return std::nullopt;
        }
        if (value > best) {
            best = value;
            fastest = bit;
        }
    }
    return fastest;
}

CellSet Prover::forkAnswered(CellSet mine, CellSet theirs) const
{
    // The prover's lines with k-2 of its marks, none of the mover's: their two empty cells.
    const CellSet empty = m_tables.board & ~(mine | theirs);
    const int k = m_tables.k;
    std::array<std::pair<int, int>, kMaxLines> twos;
    std::size_t twoCount = 0;
    CellSet moverTwoCells = 0; // a reply there gives the mover a line one move from complete
    const bool exact = m_rules == Rules::Exact;
    for (std::size_t l = 0; l < m_tables.lines.size(); ++l) {
        const CellSet line = m_tables.lines[l];
        if ((line & mine) == 0 && std::popcount(line & theirs) == k - 2
            && !(exact && (m_tables.ends[l] & theirs))) {
            const CellSet cells = line & empty;
            twos[twoCount++] = { lowestBit(cells), 63 - std::countl_zero(cells) };
        }
        if ((line & theirs) == 0 && std::popcount(line & mine) == k - 2)
            moverTwoCells |= line & empty;
    }
    if (twoCount < 2)
        return 0;
    // A fork: two of those lines sharing one cell f, their other cells t1 != t2. A reply outside
    // {f, t1, t2} leaves it to the prover.
    CellSet result = 0;
    for (CellSet rest = empty & ~moverTwoCells; rest; rest &= rest - 1) {
        const int r = lowestBit(rest);
        bool leaves = false;
        for (std::size_t i = 0; i < twoCount && !leaves; ++i) {
            for (std::size_t j = i + 1; j < twoCount && !leaves; ++j) {
                const auto [a1, b1] = twos[i];
                const auto [a2, b2] = twos[j];
                const CellSet cells = bitSet(a1) | bitSet(b1) | bitSet(a2) | bitSet(b2);
                leaves = std::popcount(cells) == 3 && !(cells & bitSet(r));
            }
        }
        if (leaves)
            result |= bitSet(r);
    }
    return result;
}

std::optional<std::int32_t> Prover::buildReplies(
    CellSet mine, CellSet theirs, const Lines& lines, bool win)
{
    const CellSet empty = m_tables.board & ~(mine | theirs);
    CellSet replies = empty;
    if (m_rules != Rules::Misere) {
        if (lines.moverCompletes) {
            m_failed = true; // the side to move completes a line: the claim is false
            return std::nullopt;
        }
        if (std::popcount(lines.otherCompletes) >= 2)
            replies = 0; // the prover completes whichever line is left open
        else if (lines.otherCompletes)
            replies = lines.otherCompletes; // any other reply leaves the line to complete
        else
            replies &= ~forkAnswered(mine, theirs);
        // Classic: a dead cell is never a better reply than a live one (a mark there is a pass,
        // and passing never helps), so one listed live reply answers them all. (Not under the
        // exact rule: a mark there can spoil a line of its side's as the mark beyond its end.)
        if (m_rules == Rules::Classic && (replies & lines.live))
            replies &= lines.live;
    } else {
        replies &= ~lines.moverCompletes; // those lose at once
    }
    // Symmetric twins: replies that a symmetry keeping the position takes onto one kept.
    const Geometry& geometry = m_tables.geometry;
    std::array<Symmetry, kSymmetryIndexCount> fixing {};
    int fixingCount = 0;
    for (const Symmetry s : geometry.symmetries()) {
        if (s != Symmetry::Identity && geometry.transform(s, mine) == mine
            && geometry.transform(s, theirs) == theirs)
            fixing[std::size_t(fixingCount++)] = s;
    }
    CellSet kept = 0;
    bool deadKept = false;
    for (CellSet rest = replies; rest; rest &= rest - 1) {
        const CellSet reply = rest & -rest;
        const bool dead = (reply & lines.live) == 0 && m_rules != Rules::Exact;
        if (dead && deadKept)
            continue;
        bool twin = false;
        for (int i = 0; i < fixingCount && !twin; ++i)
            twin = (geometry.transform(fixing[std::size_t(i)], reply) & kept) != 0;
        if (twin)
            continue;
        kept |= reply;
        deadKept = deadKept || dead;
    }
    std::vector<ProofEdge> edges;
    for (CellSet rest = kept; rest; rest &= rest - 1) {
        const int bit = lowestBit(rest);
        const CellSet after = mine | bitSet(bit);
        ProofEdge edge { ProofEdge::kGameOver, static_cast<std::uint8_t>(bit), Symmetry::Identity };
        if (completes(mine, bit)) {
            // Classic: excluded above. Misère: excluded from the replies.
            assert(false);
            m_failed = true;
            return std::nullopt;
        }
        if ((after | theirs) == m_tables.board) {
            if (win) {
                m_failed = true; // the board fills up: a tie, not the win claimed
                return std::nullopt;
            }
        } else {
            const std::optional<ProofEdge> child = prove(theirs, after, true, win);
            if (!child)
                return std::nullopt;
            edge.node = child->node;
            edge.symmetry = child->symmetry;
        }
        edges.push_back(edge);
    }
    return addWithEdges(nodeOf(mine, theirs, false, win, ProofRule::Replies), edges);
}

} // namespace ttt::engine

namespace ttt::engine {
namespace {

// One statement to prove: what `side` achieves at the position (no cell) or after the side to
// move plays `cell`.
struct Wanted {
    std::optional<Cell> cell;
    Mark side;
    bool win;
};

// The statements an evaluation for `mover` makes: a win is one, a tie two, a bound one.
void addWanted(
    std::vector<Wanted>& wanted, std::optional<Cell> cell, const Evaluation& evaluation, Mark mover)
{
    if (evaluation.isProven()) {
        switch (evaluation.outcome) {
        case Outcome::Win:
            wanted.push_back({ cell, mover, true });
            break;
        case Outcome::Lose:
            wanted.push_back({ cell, other(mover), true });
            break;
        case Outcome::Tie:
            wanted.push_back({ cell, mover, false });
            wanted.push_back({ cell, other(mover), false });
            break;
        case Outcome::None:
            break;
        }
    } else if (evaluation.bound == Bound::AtLeastTie) {
        wanted.push_back({ cell, mover, false });
    } else if (evaluation.bound == Bound::AtMostTie) {
        wanted.push_back({ cell, other(mover), false });
    }
}

} // namespace

Proof certify(const Tables& tables, Rules rules, TranspositionTable& table, const Board& board,
    Mark toMove, const Analysis& proven, const Engine::ProofProgressCallback& progress,
    std::stop_token stop)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    Proof proof;
    proof.root = board;
    proof.toMove = toMove;
    proof.rules = rules;
    std::vector<Wanted> wanted;
    addWanted(wanted, std::nullopt, proven.evaluation, toMove);
    for (const MoveAnnotation& move : proven.moves)
        addWanted(wanted, move.cell, move.evaluation, toMove);

    Prover prover(tables, rules, table, proof);
    int done = 0;
    Clock::time_point lastReport = start - std::chrono::seconds(1);
    const auto report = [&] {
        lastReport = Clock::now();
        progress({ proof.nodes.size(), prover.positions(),
            std::chrono::duration<double>(lastReport - start).count(), done,
            static_cast<int>(wanted.size()) });
    };
    prover.setShouldStop([&] {
        if (progress && Clock::now() - lastReport >= std::chrono::milliseconds(250))
            report();
        return stop.stop_requested();
    });

    const Geometry& geometry = board.geometry();
    const auto hasLine = [&](CellSet side) {
        for (std::size_t l = 0; l < tables.lines.size(); ++l) {
            if ((tables.lines[l] & side) == tables.lines[l]
                && !(rules == Rules::Exact && (tables.ends[l] & side)))
                return true;
        }
        return false;
    };
    const CellSet mine = board.cells(toMove);
    const CellSet theirs = board.cells(other(toMove));
    for (const Wanted& statement : wanted) {
        if (prover.stopped() || stop.stop_requested())
            break;
        ++done;
        CellSet mover = mine;
        CellSet last = theirs; // the side that moved last
        Mark moverMark = toMove;
        if (statement.cell) {
            mover = theirs;
            last = mine | geometry.setOf(*statement.cell);
            moverMark = other(toMove);
        }
        const bool proverMoves = statement.side == moverMark;
        std::optional<ProofEdge> edge;
        const bool moverLine = hasLine(mover);
        const bool lastLine = hasLine(last);
        if (moverLine || lastLine || (mover | last) == tables.board) {
            // The game is over there: the position itself shows the result.
            const bool proverLine = proverMoves ? moverLine : lastLine;
            const bool otherLine = proverMoves ? lastLine : moverLine;
            const bool wins
                = rules != Rules::Misere ? proverLine && !otherLine : otherLine && !proverLine;
            const bool ties = !moverLine && !lastLine;
            if (wins || (ties && !statement.win))
                edge = ProofEdge {};
        } else if (extraMarksNeverHurt(rules) && statement.cell && !proverMoves) {
            // The side to move played the cell. If the table knows that it achieves as much
            // after passing (the other side to move on the board as it is), the monotone rule
            // gives the cell that much too, as the analysis concluded.
            // (Not for a win on a board with exact plies: the position without the cell may be
            // won more slowly, and there the proof's lines end by the plies the analysis counts.)
            const int t = statement.win ? 1 : 0;
            const bool exactPlies = geometry.cells() <= kMaxCellsForExactPlies;
            const std::optional<Searcher::Known> passed = prover.searcher().known(theirs, mine);
            if (passed && passed->upper <= -t && !(statement.win && exactPlies)) {
                edge = prover.proveByMonotone(mover, last, theirs, mine, false, statement.win);
            }
            if (!edge && !prover.stopped())
                edge = prover.prove(mover, last, proverMoves, statement.win);
        } else {
            edge = prover.prove(mover, last, proverMoves, statement.win);
        }
        if (edge)
            proof.statements.push_back({ statement.cell, statement.side, statement.win, *edge });
    }
    proof.uncertified = static_cast<int>(wanted.size() - proof.statements.size());
    proof.complete = proven.complete && proof.uncertified == 0;
    if (progress)
        report();
    return proof;
}

} // namespace ttt::engine
