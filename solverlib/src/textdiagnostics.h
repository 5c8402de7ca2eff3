// Inside solverlib: how the readers of text (the position reader, the batch reader and the game
// reader) name a character and its place in their messages. A message never shows a raw byte:
// a tab says "a tab", a look-alike of x says which character it is and what it is not, and a
// byte that is not UTF-8 says so. Columns count characters, not bytes.
#pragma once

#include "ttt/text.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace ttt {

// A UTF-8 byte-order mark: the readers skip one at the very start of their input.
inline constexpr std::string_view kUtf8ByteOrderMark = "\xEF\xBB\xBF";

// How a character in `text` at byte `position` reads in a message: 'a', a tab, a NUL byte,
// '×' (U+00D7, not the letter x), byte 0xFF (not UTF-8 text). Also gives the character's
// length in bytes.
std::pair<std::string, std::size_t> describeCharacter(std::string_view text, std::size_t position);

// describeCharacter(), or "the end of the input" past the end of `text`: what a message says was
// found instead of what was expected.
std::string found(std::string_view text, std::size_t position);

// The 1-based column of byte `position` in a line starting at byte `lineStart`, counting UTF-8
// characters (an invalid byte counts as one).
int columnOf(std::string_view text, std::size_t lineStart, std::size_t position);

// The error `message` at byte `position` of `text`, on line `line` (1-based) that starts at byte
// `lineStart`.
ParseError errorIn(std::string_view text, int line, std::size_t lineStart, std::size_t position,
    std::string message);

} // namespace ttt
