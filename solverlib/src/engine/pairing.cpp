#include "pairing.h"

#include "faults.h"

#include <algorithm>
#include <array>

namespace ttt::engine {

bool PairingFinder::hasPairing(CellSet attacker, CellSet defender, int budget)
{
    // The same question comes twice in a row often: a node tries a move for a pairing, then
    // the node after that move asks again.
    if (m_remembered.empty())
        m_remembered.resize(std::size_t(1) << 14);
    std::uint64_t hash = attacker * 0x9E3779B97F4A7C15ull ^ defender * 0xC2B2AE3D27D4EB4Full;
    hash ^= hash >> 29;
    Remembered& remembered = m_remembered[hash & (m_remembered.size() - 1)];
    if (remembered.attacker == attacker && remembered.defender == defender && remembered.budget != 0
        && (remembered.found || remembered.budget >= budget))
        return remembered.found;
    const bool found = search(attacker, defender, budget);
    remembered = { attacker, defender, budget, found };
    return found;
}

bool PairingFinder::findPairing(
    CellSet attacker, CellSet defender, int budget, std::vector<std::pair<int, int>>& pairs)
{
    pairs.clear();
    if (!search(attacker, defender, budget))
        return false;
    collectPairs(pairs);
    return true;
}

void PairingFinder::collectPairs(std::vector<std::pair<int, int>>& pairs) const
{
    pairs = m_chosen;
    // The matching gave slots 2g and 2g + 1 (full line g) a core cell each.
    std::array<int, 2 * Geometry::kWordCells> cellOfSlot {};
    for (CellSet rest = m_matched; rest; rest &= rest - 1) {
        const int bit = lowestBit(rest);
        cellOfSlot[static_cast<std::size_t>(m_matchOf[bit])] = bit;
    }
    for (int group = 0; group < m_finishedGroups; ++group)
        pairs.emplace_back(
            cellOfSlot[std::size_t(2 * group)], cellOfSlot[std::size_t(2 * group + 1)]);
}

bool PairingFinder::search(CellSet attacker, CellSet defender, int budget)
{
    ++m_searches;
    m_chosen.clear();
    m_finishedGroups = 0;
    m_matched = 0;
    const CellSet empty = m_tables.board & ~(attacker | defender);
    // The attacker's live lines, by their empty cells, in the order of m_tables.lines (so in
    // order along each full line). One with fewer than two empty cells cannot hold a pair: the
    // attacker threatens to complete it (or has).
    m_needCount = 0;
    m_groupCount = 0;
    const int lineCount = static_cast<int>(m_tables.lines.size());
    for (int index = 0; index < lineCount; ++index) {
        const CellSet line = m_tables.lines[index];
        if (line & defender)
            continue;
        const CellSet need = line & empty;
        if (std::popcount(need) < 2)
            return false;
        const int full = m_tables.fullLineOf[index];
        const bool sameFullLine = m_groupCount > 0 && m_groupFullLine[m_groupCount - 1] == full;
        if (sameFullLine) {
            // A pair inside a smaller set of cells covers every line whose set contains it, so
            // of two neighbouring lines holding one another's set only the smaller counts.
            // (Sets on different full lines share at most one cell, so never hold each other.)
            CellSet& previous = m_needs[m_needCount - 1];
            if ((previous & ~need) == 0)
                continue;
            if ((need & ~previous) == 0) {
                previous = need;
                continue;
            }
        } else {
            m_groupFullLine[m_groupCount] = full;
            m_groupBegin[m_groupCount++] = m_needCount;
        }
        m_needs[m_needCount++] = need;
    }
    m_groupBegin[m_groupCount] = m_needCount;
    // For each cell of those lines, the lines that hold it: the lines a pair {a, b} covers are
    // then linesOf[a] & linesOf[b].
    CellSet cells = 0;
    for (int line = 0; line < m_needCount; ++line) {
        for (CellSet rest = m_needs[line]; rest; rest &= rest - 1) {
            const int bit = lowestBit(rest);
            if (!(cells & bitSet(bit))) {
                cells |= bitSet(bit);
                m_linesOf[bit] = {};
            }
            m_linesOf[bit].set(line);
        }
    }
    m_steps = 0;
    const bool found = cover(0, LineSet {}, budget);
    m_totalSteps += static_cast<std::uint64_t>(m_steps);
    m_found += found;
    return found;
}

bool PairingFinder::cover(CellSet used, const LineSet& covered, int budget)
{
    // Per full line, its uncovered lines (intervals along it): the cells all of them share
    // (its core: a pair there covers them all), the cells any of them has, and the fewest pairs
    // that cover them, found greedily: for the first uncovered line, the two free cells furthest
    // along it (the highest bits), which stay in as many later lines as possible.
    int groups = 0;
    bool allSimple = true;
    int chosen = -1; // the uncovered line with the fewest free cells: it decides the next pair
    int fewest = Geometry::kWordCells + 1;
    for (int group = 0; group < m_groupCount; ++group) {
        CellSet core = ~CellSet(0);
        CellSet any = 0;
        CellSet pair = 0;
        int pairs = 0;
        for (int line = m_groupBegin[group]; line < m_groupBegin[group + 1]; ++line) {
            if (covered.test(line))
                continue;
            const CellSet free = m_needs[line] & ~used;
            const int freeCount = std::popcount(free);
            if (freeCount < 2) {
                if (faulty(Fault::PairingSkipsBlockedLine))
                    continue;
                return false;
            }
            if (freeCount < fewest) {
                fewest = freeCount;
                chosen = line;
            }
            core &= free;
            any |= free;
            if (pair && (free & pair) == pair)
                continue;
            const int high = 63 - std::countl_zero(free);
            pair = bitSet(high) | bitSet(63 - std::countl_zero(free & ~bitSet(high)));
            ++pairs;
        }
        if (pairs == 0)
            continue; // every line of it is covered
        allSimple = allSimple && std::popcount(core) >= 2;
        m_groupCore[groups] = core;
        m_groupCells[groups] = any;
        m_groupPairs[groups] = pairs;
        ++groups;
    }
    if (groups == 0)
        return true;
    // Enough: every full line takes two cells of its core, no cell twice.
    if (allSimple && coresMatch(groups, used)) {
        m_finishedGroups = groups;
        return true;
    }
    m_matched = 0;
    // Needed: every pair takes two cells no other pair may use. (A matching of each full line's
    // fewest pairs to its own cells is needed too, but it cut too little to pay for itself.)
    int needed = 0;
    CellSet available = 0;
    for (int group = 0; group < groups; ++group) {
        needed += 2 * m_groupPairs[group];
        available |= m_groupCells[group];
    }
    if (needed > std::popcount(available))
        return false;
    if (++m_steps > budget)
        return false;

    // Try the pairs of the chosen line, those covering the most uncovered lines first.
    struct Candidate {
        int a;
        int b;
        int covers;
    };
    std::array<Candidate, Geometry::kMaxSide*(Geometry::kMaxSide - 1) / 2> candidates;
    int count = 0;
    const CellSet free = m_needs[chosen] & ~used;
    for (CellSet first = free; first; first &= first - 1) {
        const int a = lowestBit(first);
        for (CellSet second = first & (first - 1); second; second &= second - 1) {
            const int b = lowestBit(second);
            const LineSet both = m_linesOf[a] & m_linesOf[b] & ~covered;
            // Covering more lines first; then taking cells fewer other lines need (which found
            // twice as many pairings within the budget on 7×7 than covering alone).
            const int others = static_cast<int>(((m_linesOf[a] | m_linesOf[b]) & ~covered).count())
                - static_cast<int>(both.count());
            const int covers = static_cast<int>(both.count()) * 8 - others;
            int i = count++;
            while (i > 0 && candidates[i - 1].covers < covers) {
                candidates[i] = candidates[i - 1];
                --i;
            }
            candidates[i] = { a, b, covers };
        }
    }
    for (int i = 0; i < count; ++i) {
        const Candidate& pair = candidates[i];
        m_chosen.emplace_back(pair.a, pair.b);
        if (cover(used | bitSet(pair.a) | bitSet(pair.b),
                covered | (m_linesOf[pair.a] & m_linesOf[pair.b]), budget))
            return true;
        m_chosen.pop_back();
        if (m_steps > budget)
            return false;
    }
    return false;
}

bool PairingFinder::coresMatch(int groups, CellSet used)
{
    // Two slots per full line, each to get a cell of its core of its own, by augmenting paths.
    m_slotCount = 0;
    for (int group = 0; group < groups; ++group) {
        m_slotCells[m_slotCount++] = m_groupCore[group];
        m_slotCells[m_slotCount++] = m_groupCore[group];
    }
    m_matched = 0;
    for (int slot = 0; slot < m_slotCount; ++slot) {
        CellSet visited = used;
        if (!augment(slot, visited))
            return false;
    }
    return true;
}

bool PairingFinder::augment(int slot, CellSet& visited)
{
    for (CellSet rest = m_slotCells[slot] & ~visited; rest; rest &= rest - 1) {
        const int bit = lowestBit(rest);
        if (visited & bitSet(bit))
            continue;
        visited |= bitSet(bit);
        if (!(m_matched & bitSet(bit)) || augment(m_matchOf[bit], visited)) {
            m_matched |= bitSet(bit);
            m_matchOf[bit] = slot;
            return true;
        }
    }
    return false;
}

} // namespace ttt::engine
