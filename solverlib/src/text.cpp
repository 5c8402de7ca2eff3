#include "ttt/text.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <limits>

namespace ttt {
namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
constexpr std::string_view kCellChoices = "a cell (x, o, ., - or _)";

bool isSpaceOrTab(char c)
{
    return c == ' ' || c == '\t';
}

using detail::isWhiteSpace;

std::string hex(unsigned value, int digits)
{
    std::array<char, 16> buffer {};
    std::snprintf(buffer.data(), buffer.size(), "%0*X", digits, value);
    return buffer.data();
}

// Characters people type or paste in place of x and o that are not x and o.
const char* lookalikeOf(char32_t codePoint)
{
    switch (codePoint) {
    case 0x00D7: // multiplication sign
    case 0x0425: // Cyrillic capital ha
    case 0x0445: // Cyrillic small ha
    case 0x03A7: // Greek capital chi
    case 0x03C7: // Greek small chi
    case 0x2715: // multiplication x
    case 0x2716: // heavy multiplication x
    case 0x2717: // ballot x
    case 0x2718: // heavy ballot x
    case 0x2A2F: // vector cross product
    case 0xFF38: // fullwidth X
    case 0xFF58: // fullwidth x
        return "the letter x";
    case 0x041E: // Cyrillic capital o
    case 0x043E: // Cyrillic small o
    case 0x039F: // Greek capital omicron
    case 0x03BF: // Greek small omicron
    case 0x25CB: // white circle
    case 0x25EF: // large circle
    case 0x00B0: // degree sign
    case 0xFF2F: // fullwidth O
    case 0xFF4F: // fullwidth o
        return "the letter o";
    default:
        return nullptr;
    }
}

// Decodes one UTF-8 character; 0 bytes when the bytes there are not UTF-8.
std::pair<char32_t, std::size_t> decodeUtf8(std::string_view text, std::size_t position)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned lead = byte(position);
    std::size_t length = 0;
    char32_t codePoint = 0;
    char32_t least = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2, codePoint = lead & 0x1F, least = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3, codePoint = lead & 0x0F, least = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4, codePoint = lead & 0x07, least = 0x10000;
    } else {
        return { 0, 0 };
    }
    if (position + length > text.size())
        return { 0, 0 };
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(position + i) & 0xC0) != 0x80)
            return { 0, 0 };
        codePoint = (codePoint << 6) | (byte(position + i) & 0x3F);
    }
    if (codePoint < least || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
        return { 0, 0 };
    return { codePoint, length };
}

ParseError errorIn(std::string_view text, int line, std::size_t lineStart, std::size_t position,
    std::string message)
{
    return { line, columnOf(text, lineStart, position), std::move(message) };
}

std::string found(std::string_view text, std::size_t position)
{
    if (position >= text.size())
        return "the end of the input";
    return describeCharacter(text, position).first;
}

// One line of the input: [begin, end) without the line end and trailing spaces or tabs.
struct LineSpan {
    int number = 0;
    std::size_t begin = 0;
    std::size_t end = 0;
};

// What stands at `position` of a line: a character, or the end of the line.
std::string foundInLine(std::string_view text, const LineSpan& line, std::size_t position)
{
    return position >= line.end ? "the end of the line" : found(text, position);
}

Parsed<Board> parseOneLine(std::string_view text, const LineSpan& line)
{
    enum class Separators { Unknown, Slashes, None };
    Separators separators = Separators::Unknown;
    Board board;
    std::size_t i = line.begin;
    auto fail = [&](std::string message) -> Parsed<Board> {
        return errorIn(text, line.number, line.begin, i, std::move(message));
    };
    for (Cell cell = 0; cell < kCells; ++cell) {
        const bool rowBoundary = cell > 0 && cell % kColumns == 0;
        if (rowBoundary) {
            if (i < line.end && text[i] == '/') {
                if (separators == Separators::None)
                    return fail("unexpected '/': the rows before it are not separated by '/' (use "
                                "'/' between all rows or none)");
                separators = Separators::Slashes;
                ++i;
            } else if (separators == Separators::Slashes) {
                return fail("expected '/' between rows " + std::to_string(cell / kColumns) + " and "
                    + std::to_string(cell / kColumns + 1) + ", found "
                    + foundInLine(text, line, i));
            } else {
                separators = Separators::None;
            }
        }
        if (i >= line.end) {
            return fail("the line ends after " + std::to_string(cell)
                + (cell == 1 ? " cell" : " cells") + ": expected " + std::to_string(kCells)
                + " cells on one line, or " + std::to_string(kRows) + " rows of "
                + std::to_string(kColumns) + " on separate lines");
        }
        const std::optional<Mark> mark = cellFromChar(text[i]);
        if (!mark) {
            const bool slashAllowed
                = rowBoundary && separators == Separators::None && cell == kColumns;
            return fail("expected " + std::string(kCellChoices) + (slashAllowed ? " or '/'" : "")
                + ", found " + foundInLine(text, line, i));
        }
        board.set(cell, *mark);
        ++i;
    }
    if (i < line.end)
        return fail("expected the end of the line after " + std::to_string(kCells)
            + " cells, found " + foundInLine(text, line, i));
    return board;
}

// Reads row `row` (0-based) of a grid into `board`; an error names what is wrong.
std::optional<ParseError> parseRow(
    std::string_view text, const LineSpan& line, int row, Board& board)
{
    const std::string rowName = "row " + std::to_string(row + 1);
    std::size_t i = line.begin;
    for (int column = 0; column < kColumns; ++column, ++i) {
        if (i >= line.end) {
            return errorIn(text, line.number, line.begin, i,
                rowName + " ends after " + std::to_string(column)
                    + (column == 1 ? " cell" : " cells") + ": expected "
                    + std::to_string(kColumns));
        }
        const std::optional<Mark> mark = cellFromChar(text[i]);
        if (!mark) {
            return errorIn(text, line.number, line.begin, i,
                "expected " + std::string(kCellChoices) + " in " + rowName + ", found "
                    + foundInLine(text, line, i));
        }
        board.set(cellAt(row, column), *mark);
    }
    if (i < line.end) {
        return errorIn(text, line.number, line.begin, i,
            rowName + " is too long: expected the end of the row after " + std::to_string(kColumns)
                + " cells, found " + foundInLine(text, line, i));
    }
    return std::nullopt;
}

} // namespace

std::pair<std::string, std::size_t> describeCharacter(std::string_view text, std::size_t position)
{
    assert(position < text.size());
    const unsigned char c = static_cast<unsigned char>(text[position]);
    switch (c) {
    case '\0':
        return { "a NUL byte", 1 };
    case '\t':
        return { "a tab", 1 };
    case ' ':
        return { "a space", 1 };
    case '\r':
        return { "a carriage return", 1 };
    case '\n':
        return { "the end of the line", 1 };
    case '0':
        return { "'0' (the digit zero, not the letter o)", 1 };
    default:
        break;
    }
    if (c < 0x20 || c == 0x7F)
        return { "the control character U+" + hex(c, 4), 1 };
    if (c < 0x80)
        return { std::string("'") + static_cast<char>(c) + "'", 1 };

    const auto [codePoint, length] = decodeUtf8(text, position);
    if (length == 0)
        return { "the byte 0x" + hex(c, 2) + ", which is not UTF-8 text", 1 };
    if (codePoint == 0xFEFF)
        return { "a byte-order mark (U+FEFF), which is only allowed at the very start", length };
    std::string description
        = "'" + std::string(text.substr(position, length)) + "' (U+" + hex(codePoint, 4);
    if (const char* lookalike = lookalikeOf(codePoint))
        description += std::string(", not ") + lookalike;
    return { description + ")", length };
}

int columnOf(std::string_view text, std::size_t lineStart, std::size_t position)
{
    int column = 1;
    for (std::size_t i = lineStart; i < position && i < text.size(); ++column)
        i += describeCharacter(text, i).second;
    return column;
}

Parsed<Board> parseBoard(std::string_view text)
{
    std::size_t start = text.starts_with(kByteOrderMark) ? kByteOrderMark.size() : 0;

    // Find the non-blank lines (at most one more than a board has), and the first structural
    // problem: mixed line ends, a blank line between rows, or a row too many.
    std::array<LineSpan, kRows + 1> rows {};
    int rowCount = 0;
    int firstBlankAfterRows = 0;
    std::optional<ParseError> structural;
    enum class Ending { Unknown, Lf, CrLf } ending = Ending::Unknown;
    int number = 1;
    for (std::size_t lineBegin = start;; ++number) {
        const std::size_t newline = text.find('\n', lineBegin);
        const std::size_t lineEnd = newline == std::string_view::npos ? text.size() : newline;
        std::size_t end = lineEnd;
        if (newline != std::string_view::npos) {
            const bool crlf = lineEnd > lineBegin && text[lineEnd - 1] == '\r';
            const Ending thisEnding = crlf ? Ending::CrLf : Ending::Lf;
            if (ending != Ending::Unknown && thisEnding != ending) {
                structural = errorIn(text, number, lineBegin, crlf ? lineEnd - 1 : lineEnd,
                    std::string("this line ends with ") + (crlf ? "\\r\\n" : "\\n")
                        + " but the lines before it end with " + (crlf ? "\\n" : "\\r\\n")
                        + ": use one kind of line end");
                break;
            }
            ending = thisEnding;
            end -= crlf;
        }
        while (end > lineBegin && isSpaceOrTab(text[end - 1]))
            --end;
        if (end == lineBegin) {
            if (rowCount > 0 && firstBlankAfterRows == 0)
                firstBlankAfterRows = number;
        } else if (firstBlankAfterRows != 0) {
            structural = ParseError { firstBlankAfterRows, 1,
                "a blank line inside the board: its rows must follow one another" };
            break;
        } else if (rowCount == kRows) {
            structural = ParseError { number, 1,
                "expected the end of the board after " + std::to_string(kRows)
                    + " rows, found another row" };
            break;
        } else {
            rows[rowCount++] = { number, lineBegin, end };
        }
        if (newline == std::string_view::npos)
            break;
        lineBegin = newline + 1;
    }

    if (rowCount == 0 && !structural) {
        return ParseError { 1, 1,
            "the input is empty: expected a board of " + std::to_string(kRows) + " rows of "
                + std::to_string(kColumns) + " cells, or one line of " + std::to_string(kCells) };
    }
    if (rowCount == 1 && !structural)
        return parseOneLine(text, rows[0]);

    Board board;
    for (int row = 0; row < rowCount; ++row) {
        if (std::optional<ParseError> error = parseRow(text, rows[row], row, board))
            return *error;
    }
    if (structural)
        return *structural;
    if (rowCount < kRows) {
        return ParseError { rows[rowCount - 1].number + 1, 1,
            "the board ends after " + std::to_string(rowCount) + " rows: expected "
                + std::to_string(kRows) + " rows of " + std::to_string(kColumns) + " cells" };
    }
    return board;
}

std::string formatGrid(const Board& board)
{
    std::string text;
    text.reserve(kCells + kRows);
    for (Cell cell = 0; cell < kCells; ++cell) {
        text += toChar(board.at(cell));
        if (columnOf(cell) == kColumns - 1)
            text += '\n';
    }
    return text;
}

std::string formatOneLine(const Board& board, bool withSlashes)
{
    std::string text;
    for (Cell cell = 0; cell < kCells; ++cell) {
        if (withSlashes && cell > 0 && columnOf(cell) == 0)
            text += '/';
        text += toChar(board.at(cell));
    }
    return text;
}

BatchReader::BatchReader(std::string_view input)
    : m_input(input)
{
    if (m_input.starts_with(kByteOrderMark))
        m_position = m_tokenEnd = m_cursor = m_cursorLineStart = kByteOrderMark.size();
}

BatchReader::Location BatchReader::locate(std::size_t position) const
{
    // Lines are only counted when a message needs one, from where the last count stopped: the
    // hot path never looks at line ends, and a run that reports many errors still reads the
    // input once.
    if (position < m_cursor) {
        m_cursor = m_cursorLineStart
            = m_input.starts_with(kByteOrderMark) ? kByteOrderMark.size() : 0;
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
        "expected the end of the input after the last case, found " + found(m_input, m_position));
}

Parsed<std::uint64_t> BatchReader::readCaseCount()
{
    constexpr std::string_view expected
        = "expected the number of cases (a whole number, 0 or more)";
    if (atEnd())
        return errorAtInputEnd("the input is empty: " + std::string(expected));
    const std::size_t begin = m_position;
    const std::string_view token = readToken();
    const bool negative = token.size() > 1 && token[0] == '-';
    std::uint64_t count = 0;
    for (std::size_t i = negative ? 1 : 0; i < token.size(); ++i) {
        const char c = token[i];
        if (c < '0' || c > '9')
            return errorAt(
                begin + i, std::string(expected) + ", found " + found(m_input, begin + i));
        const unsigned digit = static_cast<unsigned>(c - '0');
        if (count > (std::numeric_limits<std::uint64_t>::max() - digit) / 10)
            return errorAt(begin,
                "the number of cases is too large to be real: " + std::string(token.substr(0, 40))
                    + (token.size() > 40 ? "..." : ""));
        count = count * 10 + digit;
    }
    if (negative)
        return errorAt(begin,
            "the number of cases is negative (" + std::string(token)
                + "): " + std::string(expected));
    return count;
}

Parsed<Mark> BatchReader::readSideToMove()
{
    m_boardMissing = atEnd();
    m_boardStart = m_position;
    if (m_boardMissing)
        return errorAtInputEnd("the input ends here: expected the side to move (1 for o, 0 for x)");
    const std::size_t begin = m_position;
    const std::string_view token = readToken();
    if (token == "1")
        return Mark::O;
    if (token == "0")
        return Mark::X;
    if (token.size() > 1 && (token[0] == '0' || token[0] == '1')) {
        return errorAt(begin + 1,
            "the side to move is a single digit (1 for o, 0 for x), but "
                + found(m_input, begin + 1) + " follows it");
    }
    return errorAt(
        begin, "expected the side to move (1 for o, 0 for x), found " + found(m_input, begin));
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
    for (; row < kRows; ++row) {
        if (atEnd()) {
            m_boardMissing = row == 0;
            if (!error) {
                error = errorAtInputEnd("the input ends inside a board: expected row "
                    + std::to_string(row + 1) + " of " + std::to_string(kRows));
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
    if (token.size() == static_cast<std::size_t>(kColumns)
        && std::all_of(
            token.begin(), token.end(), [](char c) { return cellFromChar(c).has_value(); }))
        return std::nullopt;
    const std::string rowName = "row " + std::to_string(row + 1);
    for (int column = 0; column < kColumns; ++column) {
        if (static_cast<std::size_t>(column) >= token.size()) {
            return errorAt(begin + token.size(),
                rowName + " ends after " + std::to_string(column)
                    + (column == 1 ? " cell" : " cells") + ": expected "
                    + std::to_string(kColumns));
        }
        if (!cellFromChar(token[column])) {
            return errorAt(begin + column,
                "expected " + std::string(kCellChoices) + " in " + rowName + ", found "
                    + found(m_input, begin + column));
        }
    }
    assert(token.size() > static_cast<std::size_t>(kColumns));
    return errorAt(begin + kColumns,
        rowName + " is too long: expected white space after " + std::to_string(kColumns)
            + " cells, found " + found(m_input, begin + kColumns));
}

} // namespace ttt
