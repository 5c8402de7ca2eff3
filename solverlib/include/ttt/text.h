// Positions as plain text: the grid and one-line forms with their `#` header, read and written.
// (Batch judge input has its own reader: batch.h.)
//
//   grid                one line
//   xoo                 xoo/.x./..x
//   .x.                 xoo.x...x
//   ..x
//
//   # k=4 rules=misere  x..../.o.../.....
//   x...
//   .o..
//   ....
//   ....
//
// A board has 3 to 8 rows of 3 to 8 cells; its size is read off the text. The one-line form
// separates rows with '/'; without them it is only read as a square board (9, 16, ... 64 cells).
// Comment lines starting with '#' may come first; `key=value` words in them set k, rules, first,
// to-move and size (SPEC "Boards of any size"). Cells: x or X, o or O, and '.', '-' or '_' for
// an empty cell. Parsing never guesses and never drops a character: anything it does not accept
// is an error naming the line and column (1-based, counted in characters, not bytes) and what
// was expected there.
#pragma once

#include "ttt/board.h"
#include "ttt/position.h"

#include <cassert>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace ttt {

struct ParseError {
    int line = 1; // 1-based
    int column = 1; // 1-based, in characters
    std::string message;
    // In a binary file (a RenLib library), where the problem is instead of a line and column:
    // its byte, counted from 1. 0 in text.
    long long byte = 0;
    friend bool operator==(const ParseError&, const ParseError&) = default;
};

// A parsed value or the reason there is none.
template <typename T> class Parsed {
public:
    Parsed(T value)
        : m_result(std::move(value))
    { }
    Parsed(ParseError error)
        : m_result(std::move(error))
    { }

    bool ok() const { return std::holds_alternative<T>(m_result); }
    explicit operator bool() const { return ok(); }

    const T& value() const
    {
        assert(ok());
        return std::get<T>(m_result);
    }
    const T& operator*() const { return value(); }
    const T* operator->() const { return &value(); }

    const ParseError& error() const
    {
        assert(!ok());
        return std::get<ParseError>(m_result);
    }

private:
    std::variant<T, ParseError> m_result;
};

// The mark a cell character stands for, or nothing if it is not a cell character.
constexpr std::optional<Mark> cellFromChar(char c)
{
    switch (c) {
    case 'x':
    case 'X':
        return Mark::X;
    case 'o':
    case 'O':
        return Mark::O;
    case '.':
    case '-':
    case '_':
        return Mark::Empty;
    default:
        return std::nullopt;
    }
}

// A position in either text form, told apart by the number of non-blank lines after the header
// (SPEC "Text formats", "Boards of any size"). Accepts a leading UTF-8 byte-order mark, \n or
// \r\n line ends (one kind per input), blank lines before and after, and spaces or tabs at the
// end of a line. A header with size= and no board after it gives that size's empty board.
Parsed<Position> parsePosition(std::string_view text);

// Whether the `#` header at the start of `text` names the rules (rules=...). A text that does not
// is read under classic rules, the default; a reader with rules of its own may keep them instead
// (formatHeader() leaves classic rules out).
bool namesRules(std::string_view text);

// The board of parsePosition() (with k from the header, if it sets one).
Parsed<Board> parseBoard(std::string_view text);

// "# k=5 rules=misere\n": the settings of `position` that differ from their defaults, on one
// comment line; empty when none does (so a 3×3 classic board has no header).
std::string formatHeader(const Position& position);

// formatHeader() followed by formatGrid(): what a file holds.
std::string formatPosition(const Position& position);

// "xoo\n.x.\n..x\n": lower case, '.' for empty, a newline after every row.
std::string formatGrid(const Board& board);

// "xoo/.x./..x", or "xoo.x...x" without the separators (only square boards can leave them out:
// other boards always get them).
std::string formatOneLine(const Board& board, bool withSlashes = true);

} // namespace ttt
