// What the readers of game records share: gamefiles.cpp (.psq, SGF, move strings, opening
// files) and renlib.cpp (RenLib libraries).
#pragma once

#include "ttt/game.h"
#include "ttt/geometry.h"

#include <optional>
#include <string>

namespace ttt::records {

// A board of `columns` × `rows` with gomoku's five (the longest line, on a smaller board).
Geometry gomokuBoard(int columns, int rows);
// "15x15".
std::string sizeName(int columns, int rows);
// Why `cell` cannot be played at `at` in `game`, or nothing when it can: taken (and by which
// move), or the game already over.
std::optional<std::string> cannotPlay(const Game& game, const GamePath& at, Cell cell);

} // namespace ttt::records
