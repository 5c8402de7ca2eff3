// Inside solverlib: the position reader's second entry, for the game reader (game.cpp).
#pragma once

#include "ttt/text.h"

#include <string_view>

namespace ttt {

// As parsePosition(), but a text with no board (only a header, or nothing at all) gives the empty
// board of the header's size=, or tic-tac-toe: the start of a game (game.h).
Parsed<Position> parseStartPosition(std::string_view text);

} // namespace ttt
