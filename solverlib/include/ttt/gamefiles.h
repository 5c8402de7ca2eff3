// The game records gomoku players have, read and written: Piskvork's .psq, SGF (GM[4]), move
// strings ("h8i9j10") and Gomocup's opening files, beside the library's own text form (game.h).
//
//   form      what it holds                                    cells written as
//   text      start position, rules, moves, variations, notes  h8 (rows from the bottom)
//   psq       board size, the moves of one line, their times   x,y from 1, from the top left
//   sgf       size, rules, start stones, variations, comments  two letters from the top left
//   moves     the moves of one line, nothing else              h8i9j10 (rows from the bottom)
//   openings  one opening a line, as offsets from the centre   x,y: right and down of it
//   renlib    a RenLib library: a tree of lines, comments,     a byte: the row from the top
//             labels on cells (binary; read, not written)      and the column, 4 bits each
//
// Every form is converted exactly into a Game (black is x and moves first). Reading never
// guesses at a record's moves: anything a reader does not accept is an error naming the line and
// column (the byte, in a RenLib library) and what was expected there. A form that cannot hold all
// of a game (a .psq file has no variations) says so through leftOut() before anything is written.
#pragma once

#include "ttt/game.h"
#include "ttt/geometry.h"
#include "ttt/rules.h"
#include "ttt/text.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

enum class GameForm : std::uint8_t {
    Text, // the library's own (game.h)
    Psq, // Piskvork's record: "Piskvorky 15x15, 0:0, 0", then "x,y,time" lines
    Sgf, // Smart Game Format, GM[4] (gomoku)
    Moves, // cell names run together or apart: "h8i9j10", "h8 i9 j10"
    Openings, // Gomocup / Piskvork opening file: "0,0, 1,-1, 2,0" a line
    RenLib, // RenLib's opening library (.lib), binary: read, never written
};

// The forms a game can be written in (all but RenLib).
inline constexpr GameForm kEveryGameForm[] { GameForm::Text, GameForm::Psq, GameForm::Sgf,
    GameForm::Moves, GameForm::Openings };

// "text", "psq", "sgf", "moves", "openings", "renlib": the names of the forms; and back, for
// the forms that can be written.
std::string_view gameFormName(GameForm form);
std::optional<GameForm> gameFormFromName(std::string_view name);
// The file name extension a form is saved with ("psq", "sgf", "txt").
std::string_view gameFormExtension(GameForm form);

// What a form that does not name them assumes: the board of a move string or an opening file
// (15×15 with five when nothing is given, 20×20 when its cells need it) and the rules of a
// move string, an opening file, or a .psq file whose last lines do not name Gomocup's division
// (free-style when nothing is given).
struct GameDefaults {
    std::optional<Geometry> board;
    std::optional<Rules> rules;
};

// The form `text` is in, told from what it starts with: RenLib's signature (the byte 0xFF,
// "RenLib", 0xFF) a RenLib library, "Piskvorky" a .psq file, '(' and ';'
// SGF, lines of comma-separated numbers an opening file, cell names alone (no header, no move
// numbers) a move string unless they all fit the old 3×3 records ("b2 a1 c3" stays the text
// form and means what it always meant); anything else the text form.
GameForm recogniseGameForm(std::string_view text);

// Each reader takes the whole file as UTF-8 (a byte-order mark and \r\n line ends are
// accepted).
Parsed<Game> parsePsq(std::string_view text, const GameDefaults& defaults = {});
Parsed<Game> parseSgf(std::string_view text);
Parsed<Game> parseMoveString(std::string_view text, const GameDefaults& defaults = {});
// Every opening of the file, in its order: the first the line, the others variations from
// the empty board (openings sharing their first moves share those moves in the tree).
Parsed<Game> parseOpenings(std::string_view text, const GameDefaults& defaults = {});
// A RenLib library (version 3, as RenLib 3.x writes it: a 20-byte header, then the tree's
// nodes in preorder, two bytes each — the cell, and flags saying whether the node ends its line
// and whether another variation follows it — with their comments and cell labels) as a game
// on 15×15 under renju rules (RenLib is renju's library program; its files do not name rules,
// and a window can change them after).
// Each node's one-line and multi-line comments become its comment, a line apart; a label put on
// a cell of a position ("A", "1") is added to that position's comment ("label h9: A"). Text
// that is not UTF-8 is read as Windows-1252, the code page RenLib wrote it in on Western
// machines. A broken library is an error naming its byte (ParseError::byte).
Parsed<Game> parseRenLib(std::string_view bytes);
// Whether `bytes` start with RenLib's signature: the byte 0xFF, "RenLib", the byte 0xFF (its
// first kRenLibSignatureSize bytes).
bool isRenLib(std::string_view bytes);
inline constexpr std::size_t kRenLibSignatureSize = 8;
// The reader of recogniseGameForm(text), or of `form` when one is given.
Parsed<Game> parseGameIn(
    std::string_view text, std::optional<GameForm> form = std::nullopt, const GameDefaults& = {});

// What of `game` a file in `form` cannot hold, in words ("the variations", "the rules (exactly
// five)"), in the reader's language; empty when it holds everything, so that the file reads
// back as the same game. A form that cannot start from `game`'s start at all (a .psq file from
// a set-up position) is named too.
std::vector<std::string> leftOut(const Game& game, GameForm form);

// The game in `form`; what leftOut() names is left out. Line ends are \n. (A RenLib library is
// never written: the game is written in the text form instead, and leftOut() says so.)
std::string formatGameAs(const Game& game, GameForm form);

} // namespace ttt
