// Inside solverlib: the position reader's second entry, for the game reader (game.cpp).
#pragma once

#include "ttt/game.h"
#include "ttt/text.h"

#include <optional>
#include <string_view>

namespace ttt {

// As parsePosition(), but a text with no board (only a header, or nothing at all) gives the empty
// board of the header's size=, or tic-tac-toe: the start of a game (game.h).
Parsed<Position> parseStartPosition(std::string_view text);

// How the header of `text` says cell names count rows (a1=bottom-left or a1=top-left), if it
// says.
std::optional<RowsCounted> rowsCountedIn(std::string_view text);

} // namespace ttt
