// Inside the engine: what shortens the search under misère rules (completing a line loses).
//
// Under misère a side wants the other to complete a line first, so what proves a result is a
// way to keep one's own lines from ever being completed, and a count showing that the other side
// cannot do the same. Three strategies, each a rule of the certificates (README "Proofs"):
//
//   Mirror      the other side Q is to move, and the prover P's marks are the image of Q's under
//               a symmetry r that is its own inverse (a half turn, or a mirror), plus the cells r
//               keeps in place, all P's. P answers every move c with r(c) (free, as the position
//               stays mirrored). A line L that P completes that way and that holds no kept cell
//               has an image r(L) all of whose cells are Q's: Q completed r(L) first, and lost.
//               A line through a kept cell is safe when it holds a cell c and its image r(c)
//               (one of them is Q's), or a mark of Q's already; every other line through a kept
//               cell must hold a mark of Q's. Then P never loses.
//
//                   5 columns × 4 rows, half turn (no kept cell):   x . . . .     o = r(x)
//                                                                   . . o . .
//                                                                   . . x . .
//                                                                   . . . . o
//
//   Avoider     disjoint pairs of empty cells such that every line holding no mark of Q's (every
//   pairing     line P could still complete) holds both cells of a pair. Whenever Q takes one
//               cell of a pair, P takes the other; otherwise P takes an unpaired cell, or else
//               one cell of an untouched pair (its partner then is the one cell P never takes).
//               P never holds both cells of a pair, so never completes a line, and it always has
//               a move: it only breaks a pair when no unpaired cell is left and the move before
//               took the one partner P left, so at most one such partner is ever waiting.
//               Whoever is to move, P never loses. (The classic pairing, pairing.h, with the
//               sides' roles swapped: the same search finds it.)
//
//   Exhaustion  P never loses from here (any proof of it), and some lines Q could still complete
//               are disjoint in their empty cells, more of them than the moves P has left before
//               the board is full. A full board needs a mark of P's in every one of them, so
//               Q completes a line first: P wins.
//
// These only prove; the search still decides where to look (searcher.cpp asks them at every
// misère node, cheapest first).
#pragma once

#include "tables.h"

#include <optional>
#include <vector>

namespace ttt::engine {

class MisereStrategies {
public:
    explicit MisereStrategies(const Tables& tables);

    // The symmetry under which `prover` mirrors `mover` (the side to move), as the rule above
    // asks; nullopt when none does.
    std::optional<Symmetry> mirror(CellSet prover, CellSet mover) const;

    // The move that gives the side to move (mine) a mirror of the other side's marks, if one
    // does: -1 for none.
    int mirrorMove(CellSet mine, CellSet theirs) const;

    // Lines `side` could still complete (none of `other`'s marks in them) whose empty cells are
    // pairwise disjoint, chosen greedily (fewest empty cells first): their number, and the lines
    // into `lines` when it is given.
    int disjointLiveLines(CellSet side, CellSet other, std::vector<CellSet>* lines = nullptr) const;

    // How many moves the side to move (`moverMoves`) and the other side make before `empty`
    // empty cells are full.
    static int moverMoves(int empty) { return (empty + 1) / 2; }
    static int otherMoves(int empty) { return empty / 2; }

private:
    struct Involution {
        Symmetry symmetry;
        CellSet kept = 0; // the cells it leaves in place
        // Lines through a kept cell holding no cell together with its image: each must hold a
        // mark of the side to move.
        std::vector<CellSet> crossing;
    };

    const Tables& m_tables;
    std::vector<Involution> m_involutions;
};

} // namespace ttt::engine
