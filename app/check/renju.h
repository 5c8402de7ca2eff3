// ttt-check's own judgement of renju's forbidden moves (the RIF rules), written apart from
// solverlib's (solverlib/include/ttt/renju.h) and sharing nothing with it: a certificate under
// renju's rules is to be checked by code the engine does not share.
//
// It reads each of the four lines through the move as text, ('x' black, 'o' white, '.' empty,
// '#' past the board's edge) and finds every shape by trying each empty place of the text:
//   five        a run of exactly five black stones through the move (it wins: never forbidden)
//   overline    a run of six or more
//   four        a place that makes a run of exactly five holding the move; the two ends of a
//               straight four (".xxxx.", five places apart) are one four
//   three       a place that makes a straight four holding the move, on which black may play
//               and makes no five at the same time (judged again, with the move on the board)
// Forbidden: an overline, two fours, or two lines with a three (a line with a four has no
// three of its own).
//
// Korean omok forbids either side two lines with a three, judged the same way for the mover's
// stones (an overline there wins nothing and is no five; it and two fours are allowed).
#pragma once

#include <string>
#include <vector>

namespace check {

// Whether black (x) may not play the empty cell at `column`, `row` (0 the top row) of `rows`,
// the board's rows as text ('x', 'o', '.'), all of one length.
bool renjuForbidden(const std::vector<std::string>& rows, int column, int row);

// Whether `mover` ('x' or 'o') may not play that cell under Korean omok's rule: a double three.
bool omokForbidden(std::vector<std::string> rows, int column, int row, char mover);

} // namespace check
