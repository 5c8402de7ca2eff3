// The board's symmetry facts for the position shown.
#include "document/positionfacts.h"

SymmetryFacts symmetryFactsOf(const ttt::Board& board, bool gameOver)
{
    SymmetryFacts facts;
    facts.canonicalBoard = board.canonical();
    for (const ttt::Symmetry s : board.geometry().symmetries()) {
        if (board.transformed(s) == facts.canonicalBoard) {
            facts.symmetryToCanonical = s;
            break;
        }
    }

    // Number the classes of the empty cells in the order of their first cell, so the top-left
    // group is always the first.
    facts.moveClasses.assign(static_cast<std::size_t>(board.cellCount()), -1);
    if (gameOver)
        return facts;
    const std::vector<ttt::Cell> classes = board.cellClasses();
    std::vector<int> numberOfClass(classes.size(), -1);
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != ttt::Mark::Empty)
            continue;
        ++facts.emptyCellCount;
        int& number = numberOfClass[classes[cell]];
        if (number < 0)
            number = facts.moveClassCount++;
        facts.moveClasses[cell] = number;
    }
    return facts;
}
