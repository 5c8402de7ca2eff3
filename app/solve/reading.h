// The position a command asks about (analyze, explain): BOARD, standard input or the empty board
// of --size, with the command line's settings over the board's `#` header.
#pragma once

#include "commands.h"

#include "ttt/position.h"

#include <optional>
#include <string>

namespace ttt::cli {

// The position BOARD gives (or standard input, or the empty board of --size); nothing, with the
// problem reported, when it cannot be read.
std::optional<Position> readPosition(const PositionOptions& options);

// Where the position came from, as messages name it: "BOARD" (the argument's name in the help,
// the same in every language) or "standard input"; nothing for the empty board of --size.
std::optional<std::string> positionSource(const PositionOptions& options);

// The command line overrides the board's header: --k, --rules, --first, --to-move. False, with
// the problem reported, when --k does not fit the board.
bool applyCommandLine(const PositionOptions& options, Position& position);

} // namespace ttt::cli
