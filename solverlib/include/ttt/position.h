// A position as a file or the clipboard carries it: the board (whose geometry holds k), the rule
// set, who moved first and, for a what-if, the side to move (SPEC "Boards of any size": the `#`
// header of the text form).
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"

#include <optional>

namespace ttt {

struct Position {
    Board board;
    Rules rules = Rules::Classic;
    Mark firstPlayer = Mark::X;
    std::optional<Mark> toMove; // what-if: this side moves, whatever the mark counts say

    friend bool operator==(const Position&, const Position&) = default;
};

} // namespace ttt
