#include "searcher.h"

#include "faults.h"

#include <algorithm>
#include <cassert>
#include <limits>

namespace ttt::engine {
namespace {

// How much a line through a cell counts for the cell, by the marks already in it. For the side's
// own lines (attack) a line one mark from a threat counts far more than an empty one; against
// the other side's lines (defence) the weights are flatter, so that a defender prefers the cell
// that closes many of the other side's lines, which is what makes a pairing of its own appear
// soon (on 7×7, five in a row: base 2 needs some 15 thousand positions for the value, base 6
// some 400 thousand; tests/bench measures this).
constexpr std::array<int, 9> kAttackWeight { 1, 6, 36, 216, 1296, 7776, 46656, 279936, 1679616 };
constexpr std::array<int, 9> kDefenceWeight { 1, 2, 4, 8, 16, 32, 64, 128, 256 };

constexpr int kInfinity = 1000;
} // namespace

Searcher::Searcher(
    const Tables& tables, Rules rules, TranspositionTable& table, SearchSettings settings)
    : m_tables(tables)
    , m_rules(rules)
    , m_table(table)
    , m_settings(settings)
    , m_pairing(tables)
    , m_misere(tables)
    , m_exact(rules == Rules::Exact)
    , m_counts(new LineCounts[Geometry::kWordCells + 2])
    , m_moves(new std::array<int, Geometry::kWordCells>[Geometry::kWordCells + 2])
{ }

bool Searcher::poll()
{
    // Asks after every 1024 units of work: a position, or a step of a pairing search (which can
    // take many steps between two positions).
    ++m_nodes;
    const std::uint64_t work = m_nodes + m_pairing.steps();
    if (work >= m_nextPoll) {
        m_nextPoll = work + 1024;
        if (!m_stopped && m_shouldStop && m_shouldStop())
            m_stopped = true;
    }
    return m_stopped;
}

int Searcher::search(CellSet mine, CellSet theirs, int alpha, int beta)
{
    m_stopped = false;
    const int score = m_rules == Rules::LineScore
        ? [&] {
              int points = 0;
              for (const CellSet line : m_tables.lines)
                  points += ((line & mine) == line) - ((line & theirs) == line);
              return points;
          }()
        : 0;
    switch (m_rules) {
    case Rules::Classic:
        return node<Rules::Classic>(mine, theirs, alpha, beta, 0, 0);
    case Rules::Misere:
        return node<Rules::Misere>(mine, theirs, alpha, beta, 0, 0);
    case Rules::Exact:
    case Rules::Renju: // never here: analyze() gives renju and omok to the threat search
    case Rules::Omok:
        return node<Rules::Exact>(mine, theirs, alpha, beta, 0, 0);
    case Rules::LineScore:
        break;
    }
    return node<Rules::LineScore>(mine, theirs, alpha, beta, 0, score);
}

int Searcher::completedBy(CellSet mine, int bit) const
{
    int count = 0;
    const CellSet after = mine | bitSet(bit);
    for (const std::uint8_t line : m_tables.linesThrough[bit])
        count += (m_tables.lines[line] & after) == m_tables.lines[line];
    return count;
}

std::pair<int, int> Searcher::valueRange(CellSet mine, CellSet theirs) const
{
    const int empty = std::popcount(m_tables.board & ~(mine | theirs));
    switch (m_rules) {
    case Rules::Classic:
    case Rules::Exact:
    case Rules::Renju:
    case Rules::Omok:
        return { -std::max(empty - 1, 0), empty };
    case Rules::Misere:
        return { -empty, std::max(empty - 1, 0) };
    case Rules::LineScore:
        break;
    }
    int lower = 0;
    int upper = 0;
    for (const CellSet line : m_tables.lines) {
        const bool mineOnly = (line & theirs) == 0;
        const bool theirsOnly = (line & mine) == 0;
        if (mineOnly && (line & mine) == line) {
            ++lower;
            ++upper;
        } else if (theirsOnly && (line & theirs) == line) {
            --lower;
            --upper;
        } else {
            upper += mineOnly;
            lower -= theirsOnly;
        }
    }
    return { lower, upper };
}

std::optional<Searcher::Known> Searcher::known(CellSet mine, CellSet theirs) const
{
    const Key key = keyOf(mine, theirs);
    TableEntry entry;
    if (!m_table.probe(key.mine, key.theirs, TranspositionTable::hash(key.mine, key.theirs), entry))
        return std::nullopt;
    Known known { entry.lower, entry.upper, -1, entry.how };
    if (entry.move >= 0) {
        const Symmetry back = m_tables.geometry.inverseSymmetry(key.symmetry);
        known.move = lowestBit(m_tables.geometry.transform(back, bitSet(entry.move)));
    }
    return known;
}

Searcher::Scan Searcher::scanLines(CellSet mine, CellSet theirs, int ply, bool forks)
{
    return m_exact ? scanLines<true>(mine, theirs, ply, forks)
                   : scanLines<false>(mine, theirs, ply, forks);
}

template <bool Exact>
Searcher::Scan Searcher::scanLines(CellSet mine, CellSet theirs, int ply, bool forks)
{
    Scan scan;
    scan.theirs = theirs;
    const CellSet empty = m_tables.board & ~(mine | theirs);
    const int k = m_tables.k;
    LineCounts& counts = m_counts[ply];
    CellSet touched[2] = { 0, 0 };
    // A line holding k-2 of a side's marks and two empty cells a, b: playing a threatens b and
    // the other way round. A cell whose threats would be at two different cells is a fork.
    auto addTwo = [&](int side, CellSet cells, CellSet& forkCells) {
        const int a = lowestBit(cells);
        const int b = lowestBit(cells & (cells - 1));
        for (const auto& [from, to] : { std::pair { a, b }, std::pair { b, a } }) {
            CellSet& partner = m_partner[side][from];
            if (partner == 0) {
                partner = bitSet(to);
                touched[side] |= bitSet(from);
            } else if (partner != bitSet(to)) {
                forkCells |= bitSet(from);
            }
            if (faulty(Fault::ForkMisread))
                forkCells |= bitSet(from);
        }
    };
    const int lineCount = static_cast<int>(m_tables.lines.size());
    for (int index = 0; index < lineCount; ++index) {
        const CellSet line = m_tables.lines[index];
        const int a = std::popcount(line & mine);
        const int b = std::popcount(line & theirs);
        counts.mine[index] = static_cast<std::uint8_t>(a);
        counts.theirs[index] = static_cast<std::uint8_t>(b);
        // The same for either side: a line open to it (none of the other's marks in it).
        const auto open = [&](int side, int own, int& live, CellSet& wins, CellSet& twoCells,
                              CellSet& forkCells) {
            ++live;
            scan.liveCells |= line;
            if (own == k - 1) {
                wins |= line & empty;
            } else if (own == k - 2) {
                twoCells |= line & empty;
                if (forks)
                    addTwo(side, line & empty, forkCells);
            }
        };
        // Under the exact rule a line with a side's own mark just beyond an end is not its.
        // (Chosen at compile time: the other rule sets' scan is the same code as before.)
        if constexpr (Exact) {
            const CellSet ends = faulty(Fault::ExactIgnoresEnds) ? 0 : m_tables.ends[index];
            if (b == 0 && a < k && (ends & mine) == 0)
                open(0, a, scan.myLive, scan.myWins, scan.myTwoCells, scan.myForks);
            if (a == 0 && b < k && (ends & theirs) == 0)
                open(1, b, scan.theirLive, scan.theirWins, scan.theirTwoCells, scan.theirForks);
        } else {
            if (b == 0 && a < k)
                open(0, a, scan.myLive, scan.myWins, scan.myTwoCells, scan.myForks);
            if (a == 0 && b < k)
                open(1, b, scan.theirLive, scan.theirWins, scan.theirTwoCells, scan.theirForks);
        }
    }
    for (int side = 0; side < 2; ++side) {
        for (CellSet cells = touched[side]; cells; cells &= cells - 1)
            m_partner[side][lowestBit(cells)] = 0;
    }
    return scan;
}

bool Searcher::exhausted(CellSet loser, CellSet winner, int emptyCount, bool winnerMoves) const
{
    const int winnerMovesLeft = winnerMoves ? MisereStrategies::moverMoves(emptyCount)
                                            : MisereStrategies::otherMoves(emptyCount);
    return m_misere.disjointLiveLines(loser, winner)
        > winnerMovesLeft - (faulty(Fault::ExhaustionOneShort) ? 1 : 0);
}

int Searcher::safeLower(
    CellSet loser, CellSet winner, int emptyCount, int beta, bool winnerMoves) const
{
    return beta > 0 && exhausted(loser, winner, emptyCount, winnerMoves) ? 1 : 0;
}

bool Searcher::theyStillFork(CellSet empty, CellSet theirs, int moveBit, int ply) const
{
    // After the side to move plays moveBit, the other side's lines through it are dead. Is
    // any of the other side's forks left? (The scan's counts of this ply say which lines hold
    // k-2 of theirs and none of ours.)
    const int k = m_tables.k;
    const LineCounts& counts = m_counts[ply];
    const CellSet move = bitSet(moveBit);
    std::array<CellSet, 64> partner {};
    const int lineCount = static_cast<int>(m_tables.lines.size());
    for (int index = 0; index < lineCount; ++index) {
        const CellSet line = m_tables.lines[index];
        if (counts.mine[index] != 0 || counts.theirs[index] != k - 2 || (line & move)
            || (m_exact && (m_tables.ends[index] & theirs) != 0))
            continue;
        const CellSet cells = line & empty;
        const int a = lowestBit(cells);
        const int b = lowestBit(cells & (cells - 1));
        for (const auto& [from, to] : { std::pair { a, b }, std::pair { b, a } }) {
            if (partner[from] == 0)
                partner[from] = bitSet(to);
            else if (partner[from] != bitSet(to))
                return true;
        }
    }
    return false;
}

Searcher::Key Searcher::keyOf(CellSet mine, CellSet theirs) const
{
    Key key { mine, theirs, Symmetry::Identity, 1u };
    if (std::popcount(mine | theirs) > m_settings.canonicalMaxMarks)
        return key;
    const Geometry& geometry = m_tables.geometry;
    // The layout asked once: the square one's loop is the word operations alone.
    const auto scan = [&](auto turn) {
        for (const Symmetry s : geometry.symmetries()) {
            if (s == Symmetry::Identity)
                continue;
            const CellSet m = turn(s, mine);
            const CellSet t = turn(s, theirs);
            if (m == mine && t == theirs)
                key.fixing |= 1u << symmetryIndex(s);
            if (m < key.mine || (m == key.mine && t < key.theirs)) {
                key.mine = m;
                key.theirs = t;
                key.symmetry = s;
            }
        }
    };
    if (geometry.isSquareLayout())
        scan([&](Symmetry s, CellSet set) { return geometry.transformSquare(s, set); });
    else
        scan([&](Symmetry s, CellSet set) { return geometry.transform(s, set); });
    return key;
}

CellSet Searcher::withoutSymmetricTwins(CellSet moves, const Key& key) const
{
    if (key.fixing == 1u)
        return moves;
    const Geometry& geometry = m_tables.geometry;
    CellSet kept = 0;
    for (CellSet rest = moves; rest; rest &= rest - 1) {
        const CellSet move = rest & -rest;
        CellSet orbit = 0;
        for (int index = 1; index < kSymmetryIndexCount; ++index) {
            if (key.fixing & (1u << index))
                orbit |= geometry.transform(symmetryFromIndex(index), move);
        }
        if ((orbit & kept) == 0)
            kept |= move;
    }
    return kept;
}

int Searcher::orderMoves(CellSet moves, int ply, bool attacking, int tableMove, int* out) const
{
    const LineCounts& counts = m_counts[ply];
    std::array<std::int64_t, Geometry::kWordCells> scores {};
    const std::int64_t attackWeight = attacking ? 2 : 1;
    const std::int64_t defendWeight = attacking ? 1 : 2;
    const int role = attacking ? 0 : 1;
    int count = 0;
    for (CellSet rest = moves; rest; rest &= rest - 1) {
        const int bit = lowestBit(rest);
        std::int64_t attack = 0;
        std::int64_t defend = 0;
        for (const std::uint8_t line : m_tables.linesThrough[bit]) {
            if (counts.theirs[line] == 0)
                attack += kAttackWeight[counts.mine[line]];
            if (counts.mine[line] == 0)
                defend += kDefenceWeight[counts.theirs[line]];
        }
        if (m_rules == Rules::Misere) {
            // Misère turns both round: a mark in one's own open lines brings one's own loss
            // nearer, and one in the other side's open lines takes a danger away from it; the
            // best moves do neither. A side that only needs not to lose minds its own lines
            // first, one that plays to win the other side's.
            attack = -(attack * defendWeight);
            defend = -(defend * attackWeight);
        } else {
            attack *= attackWeight;
            defend *= defendWeight;
        }
        std::int64_t score
            = (attack + defend) * 4096 + std::min<std::uint32_t>(m_history[role][bit] >> 4, 2047);
        if (m_settings.orderSeed != 0) {
            // Helper threads order equal-looking moves differently, so that they do not merely
            // repeat the first thread's search.
            std::uint32_t noise = static_cast<std::uint32_t>(bit + 1) * 0x9E3779B1u;
            noise ^= m_settings.orderSeed * 0x85EBCA77u;
            noise ^= noise >> 15;
            score += noise & 2047;
        }
        if (bit == tableMove)
            score = std::numeric_limits<std::int64_t>::max();
        // Insertion sort: at most 64 moves.
        int i = count++;
        while (i > 0 && scores[i - 1] < score) {
            scores[i] = scores[i - 1];
            out[i] = out[i - 1];
            --i;
        }
        scores[i] = score;
        out[i] = bit;
    }
    return count;
}

CellSet Searcher::candidateMoves(const Scan& scan, CellSet empty, int ply) const
{
    switch (m_rules) {
    case Rules::Classic:
    case Rules::Exact:
    case Rules::Renju:
    case Rules::Omok:
        if (scan.myWins)
            return scan.myWins;
        if (scan.theirWins)
            return scan.theirWins; // the block is forced
        if (scan.myForks)
            return scan.myForks;
        if (scan.theirForks) {
            // Only a threat of one's own or a move that leaves them no fork keeps them from
            // winning in 4; none at all: every move loses so.
            CellSet moves = scan.myTwoCells;
            for (CellSet rest = scan.theirTwoCells & ~moves; rest; rest &= rest - 1) {
                if (!theyStillFork(empty, scan.theirs, lowestBit(rest), ply))
                    moves |= rest & -rest;
            }
            return moves;
        }
        // Dead cells are never better (classic: an extra mark never hurts); under the exact rule
        // a mark just beyond a line of one's own spoils it, and every move is searched.
        return m_rules == Rules::Exact ? empty : empty & scan.liveCells;
    case Rules::Misere: {
        // Completing one's own line loses at once; avoid it while there is any other move.
        const CellSet safe = empty & ~scan.myWins;
        const CellSet dead = safe & ~scan.liveCells;
        return (safe & scan.liveCells) | (dead & -dead); // dead cells are all alike
    }
    case Rules::LineScore:
        break;
    }
    const CellSet dead = empty & ~scan.liveCells;
    return (empty & scan.liveCells) | (dead & -dead);
}

std::vector<int> Searcher::orderedMoves(
    CellSet mine, CellSet theirs, bool attacking, bool onlyCandidates)
{
    // The same choices as a node makes before it searches, without the table or the history.
    constexpr int ply = Geometry::kWordCells + 1;
    const CellSet empty = m_tables.board & ~(mine | theirs);
    const Scan scan
        = scanLines(mine, theirs, ply, m_rules == Rules::Classic || m_rules == Rules::Exact);
    CellSet moves = onlyCandidates ? candidateMoves(scan, empty, ply) : empty;
    if (!moves)
        moves = empty & scan.liveCells ? empty & scan.liveCells : empty;
    const auto history = m_history;
    m_history = {};
    const std::uint32_t seed = m_settings.orderSeed;
    m_settings.orderSeed = 0;
    std::array<int, Geometry::kWordCells> order {};
    const int count = orderMoves(moves, ply, attacking, -1, order.data());
    m_history = history;
    m_settings.orderSeed = seed;
    return std::vector<int>(order.begin(), order.begin() + count);
}

template <Rules R>
int Searcher::node(CellSet mine, CellSet theirs, int alpha, int beta, int ply, int score)
{
    if (poll())
        return 0;
    const CellSet empty = m_tables.board & ~(mine | theirs);
    const int emptyCount = std::popcount(empty);
    if (emptyCount == 0)
        return R == Rules::LineScore ? score : 0;

    const bool attacking = alpha >= 0; // only a win (or a positive score) matters here
    const bool defending = beta <= 0; // only not losing matters here
    constexpr bool kThreats = R == Rules::Classic || R == Rules::Exact;
    const Scan scan = scanLines(mine, theirs, ply, kThreats);

    int lower = 0;
    int upper = 0;
    bool pairingsApply = false;
    bool mineSafe = false; // misère: the side never loses (misere.h)
    bool theirsSafe = false;
    if constexpr (kThreats) {
        // The fastest results first: each of these is the exact value. (Under the exact rule the
        // scan's lines are those that can still make exactly k: a threat there is one.)
        if (scan.myWins)
            return emptyCount; // win in 1
        const int threats = std::popcount(scan.theirWins);
        if (threats >= 2)
            return -(emptyCount - 1); // block one, lose to the other: in 2
        if (threats == 0 && scan.myForks)
            return emptyCount - 2; // two threats at once: win in 3
        lower = -(emptyCount - 1);
        upper = emptyCount;
        pairingsApply
            = threats == 0 && !scan.theirForks && emptyCount >= m_settings.pairingMinEmpty;
        if (scan.myLive == 0)
            upper = std::min(upper, 0);
        if (scan.theirLive == 0)
            lower = std::max(lower, 0);
    } else if constexpr (R == Rules::Misere) {
        if ((empty & ~scan.myWins) == 0)
            return -emptyCount; // every move completes a line of one's own
        lower = -emptyCount;
        upper = emptyCount - 1;
        // misere.h: a side that can complete nothing, or that mirrors the other, never loses.
        mineSafe = scan.myLive == 0;
        theirsSafe = scan.theirLive == 0 || (upper > alpha && m_misere.mirror(theirs, mine));
        if (mineSafe)
            lower = std::max(lower, safeLower(theirs, mine, emptyCount, beta));
        if (theirsSafe)
            upper = std::min(upper, -safeLower(mine, theirs, emptyCount, -alpha, false));
    } else {
        if ((empty & scan.liveCells) == 0)
            return score; // nothing more can be completed
        lower = score - scan.theirLive;
        upper = score + scan.myLive;
    }
    if (lower >= beta)
        return lower;
    if (upper <= alpha)
        return upper;
    if (lower == upper)
        return lower;
    CellSet moves = candidateMoves(scan, empty, ply);
    if (!moves) {
        assert(kThreats && scan.theirForks);
        return -(emptyCount - 3); // they fork whatever we do: we lose in 4
    }

    const Key key = keyOf(mine, theirs);
    const std::uint64_t hash = TranspositionTable::hash(key.mine, key.theirs);
    int tableMove = -1;
    if (TableEntry entry; m_table.probe(key.mine, key.theirs, hash, entry)) {
        lower = std::max<int>(lower, entry.lower);
        upper = std::min<int>(upper, entry.upper);
        if (lower >= beta)
            return lower;
        if (upper <= alpha)
            return upper;
        if (lower == upper)
            return lower;
        if (entry.move >= 0) {
            const Symmetry back = m_tables.geometry.inverseSymmetry(key.symmetry);
            tableMove = lowestBit(m_tables.geometry.transform(back, bitSet(entry.move)));
        }
    }
    const std::uint64_t nodesBefore = m_nodes;
    auto store = [&](int low, int high, int moveBit, std::uint8_t how = 0) {
        const int keyMove = moveBit < 0
            ? -1
            : lowestBit(m_tables.geometry.transform(key.symmetry, bitSet(moveBit)));
        m_table.store(
            key.mine, key.theirs, hash, low, high, keyMove, m_nodes - nodesBefore + 1, how);
    };

    std::uint8_t unpaired = 0; // the pairing searches that found nothing here (TableEntry::kNo...)
    if constexpr (R == Rules::Misere) {
        if (emptyCount >= m_settings.pairingMinEmpty) {
            // An avoider pairing (misere.h) of either side's: it never loses.
            if (!theirsSafe && upper > 0 && upper > alpha) {
                const bool swapped = faulty(Fault::AvoiderPairingOfTheOtherSide);
                if (m_pairing.hasPairing(swapped ? mine : theirs, swapped ? theirs : mine,
                        m_settings.pairingBudget)) {
                    theirsSafe = true;
                    upper = std::min(upper, -safeLower(mine, theirs, emptyCount, -alpha, false));
                } else {
                    unpaired |= TableEntry::kNoPairingAgainst;
                }
            }
            if (!mineSafe && lower < 0 && lower < beta) {
                const bool swapped = faulty(Fault::AvoiderPairingOfTheOtherSide);
                if (m_pairing.hasPairing(swapped ? theirs : mine, swapped ? mine : theirs,
                        m_settings.pairingBudget)) {
                    mineSafe = true;
                    lower = std::max(lower, safeLower(theirs, mine, emptyCount, beta));
                } else {
                    unpaired |= TableEntry::kNoPairing;
                }
            }
            if (lower >= beta || upper <= alpha || lower == upper) {
                store(lower, upper, -1, unpaired);
                return lower >= beta ? lower : upper;
            }
        }
    }
    if constexpr (kThreats) {
        // A pairing blocks every line of k or more, and so every run of exactly k too.
        if (pairingsApply) {
            if (attacking && upper > 0) {
                if (m_pairing.hasPairing(mine, theirs, m_settings.pairingBudget)) {
                    store(lower, 0, -1, TableEntry::kPairedAgainst);
                    return 0; // they pair every line of ours: no win here
                }
                unpaired |= TableEntry::kNoPairingAgainst;
            }
            if (defending && lower < 0) {
                if (m_pairing.hasPairing(theirs, mine, m_settings.pairingBudget)) {
                    store(0, upper, -1, TableEntry::kPaired);
                    return 0;
                }
                unpaired |= TableEntry::kNoPairing;
                // Before searching any move, try the moves that close the most of their lines
                // for a pairing (the others are tried by their own nodes when searched).
                if (emptyCount - 1 >= m_settings.pairingMinEmpty) {
                    const LineCounts& counts = m_counts[ply];
                    std::array<std::pair<int, int>, Geometry::kWordCells> closing {};
                    int count = 0;
                    for (CellSet rest = moves; rest; rest &= rest - 1) {
                        const int bit = lowestBit(rest);
                        int closed = 0;
                        for (const std::uint8_t line : m_tables.linesThrough[bit])
                            closed += counts.mine[line] == 0 ? 1 + counts.theirs[line] : 0;
                        closing[count++] = { -closed, bit };
                    }
                    const int tries = std::min(count, m_settings.pairingTries);
                    std::partial_sort(
                        closing.begin(), closing.begin() + tries, closing.begin() + count);
                    for (int i = 0; i < tries; ++i) {
                        const int bit = closing[i].second;
                        if (m_pairing.hasPairing(
                                theirs, mine | bitSet(bit), m_settings.pairingBudget)) {
                            store(0, upper, bit, TableEntry::kPairedAfterMove | unpaired);
                            return 0;
                        }
                    }
                    unpaired |= TableEntry::kNoPairingAfterMove;
                }
            }
        }
    }

    if constexpr (R == Rules::Misere) {
        // The move that mirrors the other side's marks keeps at least a tie: try it first.
        if (tableMove < 0)
            tableMove = m_misere.mirrorMove(mine, theirs);
    }
    moves = withoutSymmetricTwins(moves, key);
    int* order = m_moves[ply].data();
    const int moveCount = orderMoves(moves, ply, attacking, tableMove, order);
    const int alphaAtStart = alpha;
    int best = -kInfinity;
    int bestMove = -1;
    for (int i = 0; i < moveCount; ++i) {
        const int bit = order[i];
        const CellSet after = mine | bitSet(bit);
        int value;
        if constexpr (R == Rules::LineScore) {
            const int points = completedBy(mine, bit);
            value = -node<R>(theirs, after, -beta, -alpha, ply + 1, -(score + points));
        } else {
            value = -node<R>(theirs, after, -beta, -alpha, ply + 1, 0);
        }
        if (m_stopped)
            return 0;
        if (value > best) {
            best = value;
            bestMove = bit;
            if (value > alpha) {
                alpha = value;
                if (alpha >= beta) {
                    m_history[attacking ? 0 : 1][bit]
                        += static_cast<std::uint32_t>(emptyCount * emptyCount);
                    break;
                }
            }
        }
    }
    // Moves left out were never better than the best searched, so the bounds hold for all.
    if (best <= alphaAtStart)
        store(lower, std::min(best, upper), bestMove, unpaired);
    else if (best >= beta)
        store(std::max(best, lower), upper, bestMove, unpaired);
    else
        store(best, best, bestMove, unpaired);
    return best;
}

template int Searcher::node<Rules::Classic>(CellSet, CellSet, int, int, int, int);
template int Searcher::node<Rules::Misere>(CellSet, CellSet, int, int, int, int);
template int Searcher::node<Rules::LineScore>(CellSet, CellSet, int, int, int, int);
template int Searcher::node<Rules::Exact>(CellSet, CellSet, int, int, int, int);

} // namespace ttt::engine
