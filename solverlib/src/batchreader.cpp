// Reading batch judge input (batch.h): the slow path that says what is wrong and where, and
// everything around the boards (the case count, the side to move, the end of the input).
#include "ttt/batch.h"

#include "textdiagnostics.h"

#include "ttt/translate.h"

#include <algorithm>
#include <cassert>
#include <limits>

namespace ttt {

using detail::isWhiteSpace;

BatchReader::BatchReader(std::string_view input)
    : m_input(input)
{
    if (m_input.starts_with(kUtf8ByteOrderMark))
        m_position = m_tokenEnd = m_cursor = m_cursorLineStart = kUtf8ByteOrderMark.size();
}

BatchReader::Location BatchReader::locate(std::size_t position) const
{
    // Lines are only counted when a message needs one, from where the last count stopped: the
    // hot path never looks at line ends, and a run that reports many errors still reads the
    // input once.
    if (position < m_cursor) {
        m_cursor = m_cursorLineStart
            = m_input.starts_with(kUtf8ByteOrderMark) ? kUtf8ByteOrderMark.size() : 0;
        m_cursorLine = 1;
    }
    for (std::size_t i = m_cursor; i < position && i < m_input.size(); ++i) {
        if (m_input[i] == '\n') {
            ++m_cursorLine;
            m_cursorLineStart = i + 1;
        }
    }
    m_cursor = std::max(m_cursor, std::min(position, m_input.size()));
    return { m_cursorLine, m_cursorLineStart };
}

void BatchReader::skipWhiteSpace()
{
    while (m_position < m_input.size() && isWhiteSpace(m_input[m_position]))
        ++m_position;
}

std::string_view BatchReader::readToken()
{
    skipWhiteSpace();
    const std::size_t begin = m_position;
    while (m_position < m_input.size() && !isWhiteSpace(m_input[m_position]))
        ++m_position;
    m_tokenEnd = m_position;
    return m_input.substr(begin, m_position - begin);
}

ParseError BatchReader::errorAt(std::size_t position, std::string message) const
{
    const Location location = locate(position);
    return errorIn(m_input, location.line, location.lineStart, position, std::move(message));
}

ParseError BatchReader::errorAtInputEnd(std::string message) const
{
    return errorAt(m_tokenEnd, std::move(message));
}

int BatchReader::nextTokenLine()
{
    skipWhiteSpace();
    return locate(m_position).line;
}

int BatchReader::lastBoardLine() const
{
    return locate(m_boardStart).line;
}

bool BatchReader::atEnd()
{
    skipWhiteSpace();
    return m_position >= m_input.size();
}

ParseError BatchReader::trailingTextError()
{
    skipWhiteSpace();
    return errorAt(m_position,
        arg(translate("ttt::text", "expected the end of the input after the last case, found %1",
                "%1 is what was found"),
            { found(m_input, m_position) }));
}

Parsed<std::uint64_t> BatchReader::readCaseCount()
{
    if (atEnd()) {
        return errorAtInputEnd(translate("ttt::text",
            "the input is empty: expected the number of cases (a whole number, 0 or more)"));
    }
    const std::size_t begin = m_position;
    const std::string_view token = readToken();
    const bool negative = token.size() > 1 && token[0] == '-';
    std::uint64_t count = 0;
    for (std::size_t i = negative ? 1 : 0; i < token.size(); ++i) {
        const char c = token[i];
        if (c < '0' || c > '9') {
            return errorAt(begin + i,
                arg(translate("ttt::text",
                        "expected the number of cases (a whole number, 0 or more), found %1",
                        "%1 is what was found"),
                    { found(m_input, begin + i) }));
        }
        const unsigned digit = static_cast<unsigned>(c - '0');
        if (count > (std::numeric_limits<std::uint64_t>::max() - digit) / 10) {
            const std::string shown
                = std::string(token.substr(0, 40)) + (token.size() > 40 ? "..." : "");
            return errorAt(begin,
                arg(translate("ttt::text", "the number of cases is too large to be real: %1",
                        "%1 is the number as written in the input"),
                    { shown }));
        }
        count = count * 10 + digit;
    }
    if (negative) {
        return errorAt(begin,
            arg(translate("ttt::text",
                    "the number of cases is negative (%1): expected the number of cases (a whole "
                    "number, 0 or more)",
                    "%1 is the number as written in the input"),
                { token }));
    }
    return count;
}

Parsed<Mark> BatchReader::readSideToMove()
{
    m_boardMissing = atEnd();
    m_boardStart = m_position;
    if (m_boardMissing) {
        return errorAtInputEnd(translate(
            "ttt::text", "the input ends here: expected the side to move (1 for o, 0 for x)"));
    }
    const std::size_t begin = m_position;
    const std::string_view token = readToken();
    if (token == "1")
        return Mark::O;
    if (token == "0")
        return Mark::X;
    if (token.size() > 1 && (token[0] == '0' || token[0] == '1')) {
        return errorAt(begin + 1,
            arg(translate("ttt::text",
                    "the side to move is a single digit (1 for o, 0 for x), but %1 follows it",
                    "%1 is what was found after the digit"),
                { found(m_input, begin + 1) }));
    }
    return errorAt(begin,
        arg(translate("ttt::text", "expected the side to move (1 for o, 0 for x), found %1",
                "%1 is what was found"),
            { found(m_input, begin) }));
}

Parsed<Board> BatchReader::readBoard()
{
    const Parsed<BoardCode> code = readBoardCode();
    if (!code)
        return code.error();
    return Board::fromCode(*code);
}

Parsed<BoardCode> BatchReader::finishBoard(int row, BoardCode code)
{
    std::optional<ParseError> error;
    m_boardMissing = false;
    constexpr int rows = kTicTacToe.rows();
    for (; row < rows; ++row) {
        if (atEnd()) {
            m_boardMissing = row == 0;
            if (!error) {
                error = errorAtInputEnd(arg(
                    translate("ttt::text", "the input ends inside a board: expected row %1 of %2",
                        "%1 is the number of the row, %2 the number of rows of a board"),
                    { std::to_string(row + 1), std::to_string(rows) }));
            }
            break;
        }
        const std::size_t begin = m_position;
        if (row == 0)
            m_boardStart = begin;
        const std::string_view token = readToken();
        if (error)
            continue; // after the first error, only consume the case's rows so the next starts in
                      // step
        error = rowError(begin, token, row);
        if (!error) {
            for (char c : token)
                code = code * 3 + static_cast<BoardCode>(*cellFromChar(c));
        }
    }
    if (error)
        return *error;
    return code;
}

std::optional<ParseError> BatchReader::rowError(
    std::size_t begin, std::string_view token, int row) const
{
    constexpr int columns = kTicTacToe.columns();
    if (token.size() == static_cast<std::size_t>(columns)
        && std::all_of(
            token.begin(), token.end(), [](char c) { return cellFromChar(c).has_value(); }))
        return std::nullopt;
    const std::string rowNumber = std::to_string(row + 1);
    for (int column = 0; column < columns; ++column) {
        if (static_cast<std::size_t>(column) >= token.size()) {
            return errorAt(begin + token.size(),
                arg(translate("ttt::text", "row %1 ends after %n cell(s): expected %2",
                        "%1 is the number of the row; %2 is the number of cells in a row", column),
                    { rowNumber, std::to_string(columns) }));
        }
        if (!cellFromChar(token[column])) {
            return errorAt(begin + column,
                arg(translate("ttt::text", "expected a cell (x, o, ., - or _) in row %1, found %2",
                        "%1 is the number of the row; %2 is what was found"),
                    { rowNumber, found(m_input, begin + column) }));
        }
    }
    assert(token.size() > static_cast<std::size_t>(columns));
    return errorAt(begin + columns,
        arg(translate("ttt::text",
                "row %1 is too long: expected white space after %n cell(s), found %2",
                "%1 is the number of the row; %2 is what was found", columns),
            { rowNumber, found(m_input, begin + columns) }));
}

} // namespace ttt
