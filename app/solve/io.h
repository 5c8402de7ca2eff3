// Small I/O helpers for ttt-solve: whole-stream reads, unbuffered writes, and text laid out in
// columns whatever the language.
#pragma once

#include "ttt/legality.h"
#include "ttt/text.h"

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt::cli {

// All of standard input. A regular file is mapped into memory rather than copied; a pipe or a
// terminal is read until it ends.
class StandardInput {
public:
    StandardInput();
    ~StandardInput();
    StandardInput(const StandardInput&) = delete;
    StandardInput& operator=(const StandardInput&) = delete;

    bool ok() const { return m_ok; }
    std::string_view text() const { return m_mapped ? m_mappedText : std::string_view(m_read); }

private:
    bool m_ok = false;
    void* m_mapped = nullptr;
    std::string_view m_mappedText;
    std::string m_read;
};

// Writes all of `text` to `stream` and flushes; false if the stream refused it.
bool writeAll(std::FILE* stream, std::string_view text);

// "ttt-solve: " + message + "\n" on standard error.
void reportError(std::string_view message);

// 1234567 → "1,234,567".
std::string withThousands(unsigned long long value);

// "line 2, column 3: " + the error's message.
std::string where(const ParseError& error);

// Where input came from, as messages name it: `source` ("BOARD", a file's name), or standard
// input (in the reader's language) when it is nothing.
std::string inputName(const std::optional<std::string>& source);

// Reports a problem in the input: "BOARD, line 2, column 3: ..." with the place it came from,
// standard input when `source` is nothing.
void reportInputProblem(const std::optional<std::string>& source, const ParseError& error);

// Reports that the search's table of `megabytes` could not be reserved.
void reportNoMemoryForTable(std::size_t megabytes);

// "Try 'ttt-solve --help' for more information.", the last line of every usage error.
std::string tryHelpText();

// How many columns of a terminal `text` (UTF-8) takes: two for each wide character (Hangul,
// CJK ideographs and punctuation, full-width forms), none for a combining mark, one for any
// other.
int displayWidth(std::string_view text);

// `text` followed by spaces up to `width` columns as displayWidth counts them; as it is when it
// is that wide already. Unlike std::setw, right for text in any language.
std::string padded(std::string text, int width);

// The sentences of every problem, one after another.
std::string joinedProblems(const std::vector<LegalityProblem>& problems);

} // namespace ttt::cli
