#include "misere.h"

#include "faults.h"

#include <algorithm>
#include <array>

namespace ttt::engine {

MisereStrategies::MisereStrategies(const Tables& tables)
    : m_tables(tables)
{
    const Geometry& geometry = tables.geometry;
    for (const Symmetry s : geometry.symmetries()) {
        if (s == Symmetry::Identity || Geometry::inverseSymmetry(s) != s)
            continue;
        Involution involution { s, 0, {} };
        for (CellSet rest = tables.board; rest; rest &= rest - 1) {
            const CellSet cell = rest & -rest;
            if (geometry.transform(s, cell) == cell)
                involution.kept |= cell;
        }
        for (const CellSet line : tables.lines) {
            if ((line & involution.kept) == 0)
                continue;
            // A line holding a cell and its image (not kept) never is the prover's alone.
            bool holdsAPair = false;
            for (CellSet rest = line & ~involution.kept; rest && !holdsAPair; rest &= rest - 1)
                holdsAPair = (geometry.transform(s, rest & -rest) & line) != 0;
            if (!holdsAPair)
                involution.crossing.push_back(line);
        }
        m_involutions.push_back(std::move(involution));
    }
}

std::optional<Symmetry> MisereStrategies::mirror(CellSet prover, CellSet mover) const
{
    const Geometry& geometry = m_tables.geometry;
    const CellSet empty = m_tables.board & ~(prover | mover);
    for (const Involution& involution : m_involutions) {
        if ((involution.kept & (mover | empty)) != 0)
            continue; // a kept cell is free or the mover's: the mover could take it
        const CellSet image = m_tables.squareLayout
            ? geometry.transformSquare(involution.symmetry, mover)
            : geometry.transform(involution.symmetry, mover);
        if (image != (prover & ~involution.kept))
            continue;
        const bool crossingHeld = std::all_of(involution.crossing.begin(),
            involution.crossing.end(), [&](CellSet line) { return (line & mover) != 0; });
        if (crossingHeld || faulty(Fault::MirrorTrustsKeptLines))
            return involution.symmetry;
    }
    return std::nullopt;
}

int MisereStrategies::mirrorMove(CellSet mine, CellSet theirs) const
{
    const Geometry& geometry = m_tables.geometry;
    const CellSet empty = m_tables.board & ~(mine | theirs);
    for (const Involution& involution : m_involutions) {
        // After the move c, mine | c must be the image of theirs plus the kept cells.
        const CellSet wanted
            = (m_tables.squareLayout ? geometry.transformSquare(involution.symmetry, theirs)
                                     : geometry.transform(involution.symmetry, theirs))
            | involution.kept;
        const CellSet missing = wanted & ~mine;
        if ((mine & ~wanted) != 0 || std::popcount(missing) != 1 || (missing & empty) == 0)
            continue;
        if (mirror(mine | missing, theirs) == involution.symmetry)
            return lowestBit(missing);
    }
    return -1;
}

int MisereStrategies::disjointLiveLines(
    CellSet side, CellSet other, std::vector<CellSet>* lines) const
{
    const CellSet empty = m_tables.board & ~(side | other);
    // Each live line's empty cells (0 for a line that is not live), then the lines taken greedily
    // by how many empty cells they have, fewest first: a line with fewer blocks fewer others.
    std::array<std::uint8_t, kMaxLines> free;
    const std::size_t lineCount = m_tables.lines.size();
    for (std::size_t index = 0; index < lineCount; ++index) {
        const CellSet line = m_tables.lines[index];
        free[index] = (line & other) ? 0 : static_cast<std::uint8_t>(std::popcount(line & empty));
    }
    if (lines)
        lines->clear();
    CellSet used = 0;
    int found = 0;
    for (int wanted = 1; wanted <= m_tables.k; ++wanted) {
        for (std::size_t index = 0; index < lineCount; ++index) {
            const CellSet line = m_tables.lines[index];
            if (free[index] != wanted || (line & empty & used))
                continue;
            used |= line & empty;
            ++found;
            if (lines)
                lines->push_back(line);
        }
    }
    return found;
}

} // namespace ttt::engine
