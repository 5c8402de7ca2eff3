// The marks an explanation puts on the board: what CurrentExplanation (currentexplanation.h)
// works out from a proof and BoardRenderer paints, so that no rule runs in paint code.
#pragma once

#include "ttt/board.h"

#include <utility>
#include <vector>

struct ExplanationMarks {
    // A move of the explanation, drawn as a ghost mark with its number.
    struct Move {
        ttt::Cell cell = 0;
        ttt::Mark side = ttt::Mark::X;
        int number = 1;
        // Only the number: the side holds the cell already (a mark set aside and named again).
        bool numberOnly = false;
    };
    // A line: a threat (one move from complete, drawn dashed with a ring on the cell that
    // completes it) or a completed line (drawn solid).
    // A threat that a later move of the explanation blocks is drawn lighter, without its ring:
    // it shows why the block was forced, and gives way to the threats still open.
    struct Line {
        std::vector<ttt::Cell> cells;
        ttt::Cell gap = -1; // a threat: the cell that completes it
        bool complete = false;
        bool blocked = false;
    };

    std::vector<Move> moves;
    std::vector<Line> lines;
    // A pairing's pairs, drawn as dominoes with a letter at each end.
    std::vector<std::pair<ttt::Cell, ttt::Cell>> pairs;
    // Marks on the board the argument does without (an extra mark never hurts): crossed out.
    std::vector<ttt::Cell> without;
    // Where the prover forks next: a dashed ring.
    ttt::Cell fork = -1;
    // The marks are about another position than the one shown (a place of the proof explorer
    // after moves): the board leaves off what it knows of the position shown (the heatmap, the
    // alike moves, the sharpness), which would pass for facts about this one.
    bool elsewhere = false;

    bool isEmpty() const
    {
        return moves.empty() && lines.empty() && pairs.empty() && without.empty() && fork < 0;
    }
};
