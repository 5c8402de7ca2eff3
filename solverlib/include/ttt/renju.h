// Renju's forbidden moves (the RIF rules): which cells black (x) may not play, and why.
//
// Under renju black wins only with exactly five in a row, and a move of black's is forbidden
// (black loses by it) when it makes
//   - an overline: six or more in a row;
//   - a double four: two fours at once (a four is a line one more black stone makes exactly
//     five: ".XXXX." is one four, a straight four; "X.XXX.X" through the move is two);
//   - a double three: two threes at once, in two lines (a three is a line one more black stone
//     makes a straight four, by a move that is itself not forbidden and makes no five at the
//     same time, as RIF words it: so whether a three is one is judged again, recursively, on
//     the board after that move).
// A five wins even when the move makes one of those shapes too. White may play anywhere, and
// wins with five or more.
//
// Korean omok (Rules::Omok) forbids a double three to both sides, judged the same way for the
// side that moves (its stones, its threes, its fours made by moves it may play); an overline and
// a double four are allowed, and only exactly five wins.
//
// The judgement reads the mover's stones and the empty cells of the lines through the move (and,
// for a three, of the lines through the move that makes its four, and so on); the board's edge
// ends a line. (This is the library's; ttt-check has its own, written apart.)
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ttt {

enum class RenjuShape : std::uint8_t { None, Five, Overline, DoubleFour, DoubleThree };

struct RenjuJudgement {
    // Five (a win, allowed whatever else it makes); Overline, DoubleFour, DoubleThree
    // (forbidden); None (allowed).
    RenjuShape shape = RenjuShape::None;
    // The lines that make the shape, each by its first and last black stone (the move among
    // them): the five or the overline's run; each four's stones; each three's stones.
    std::vector<std::pair<Cell, Cell>> lines;

    bool forbidden() const
    {
        return shape == RenjuShape::Overline || shape == RenjuShape::DoubleFour
            || shape == RenjuShape::DoubleThree;
    }
};

// What `side` playing the empty cell `cell` of `board` makes under `rules` (black is x, white
// o): the shape if the rules forbid `side` moves (renju's black, omok's both), else nothing.
RenjuJudgement judgeMove(const Board& board, Cell cell, Rules rules, Mark side);

// The same judgement, and into `read` the other cells it looked at, in increasing order. It
// looks at nothing else: a stone put on any other cell leaves the judgement as it is (a stone on
// one of these may change it either way, through a three whose four it makes forbidden or lets
// be).
RenjuJudgement judgeMove(
    const Board& board, Cell cell, Rules rules, Mark side, std::vector<Cell>& read);

// The lines through the empty `cell` in which `side`'s stone there would leave an empty cell that
// makes a straight four holding it: the shape of a three, whether or not that four may be played
// (0 where the rules forbid `side` nothing). Stones of the other side's only take such shapes
// away, and make no four or overline of `side`'s: where this is less than two, an allowed move
// stays allowed whatever the other side plays.
int threeShapes(const Board& board, Cell cell, Rules rules, Mark side);

// Whether `side` may not play `cell` (an empty cell of `board`) under `rules`.
inline bool isForbidden(const Board& board, Cell cell, Rules rules, Mark side)
{
    return judgeMove(board, cell, rules, side).forbidden();
}

// Renju's black: what the move makes, and whether black may not play it.
inline RenjuJudgement judgeRenjuMove(const Board& board, Cell cell)
{
    return judgeMove(board, cell, Rules::Renju, Mark::X);
}
inline bool isForbiddenForBlack(const Board& board, Cell cell)
{
    return judgeRenjuMove(board, cell).forbidden();
}

// The judgement in words, naming the lines as the board names cells: "double three: the lines
// g7–j7 and h6–h9", "overline: f7–k7", "double four: the lines h4–h7 and e8–h8"; empty for an
// allowed move that is no five.
std::string describeRenjuJudgement(const Geometry& geometry, const RenjuJudgement& judgement);

} // namespace ttt
