#include "ttt/text.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <limits>
#include <vector>

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

// Characters people type or paste in place of x and o (or the letters and digits of a cell's
// name) that are not them.
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
    // Letters of cell names in a game record (a1 to h8).
    case 0x0410: // Cyrillic capital a
    case 0x0430: // Cyrillic small a
    case 0x0391: // Greek capital alpha
    case 0x03B1: // Greek small alpha
        return "the letter a";
    case 0x0412: // Cyrillic capital ve
    case 0x0392: // Greek capital beta
        return "the letter b";
    case 0x0421: // Cyrillic capital es
    case 0x0441: // Cyrillic small es
        return "the letter c";
    case 0x0415: // Cyrillic capital ie
    case 0x0435: // Cyrillic small ie
    case 0x0395: // Greek capital epsilon
        return "the letter e";
    case 0x041D: // Cyrillic capital en
    case 0x0397: // Greek capital eta
        return "the letter h";
    default:
        break;
    }
    // Fullwidth letters a to h and digits 1 to 8.
    static constexpr const char* kLetters[] = { "the letter a", "the letter b", "the letter c",
        "the letter d", "the letter e", "the letter f", "the letter g", "the letter h" };
    static constexpr const char* kDigits[] = { "the digit 1", "the digit 2", "the digit 3",
        "the digit 4", "the digit 5", "the digit 6", "the digit 7", "the digit 8" };
    if (codePoint >= 0xFF41 && codePoint <= 0xFF48)
        return kLetters[codePoint - 0xFF41];
    if (codePoint >= 0xFF21 && codePoint <= 0xFF28)
        return kLetters[codePoint - 0xFF21];
    if (codePoint >= 0xFF11 && codePoint <= 0xFF18)
        return kDigits[codePoint - 0xFF11];
    return nullptr;
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

std::string cellsText(int count)
{
    return std::to_string(count) + (count == 1 ? " cell" : " cells");
}

// Reads the rows of a board, one cell at a time, and says what is wrong the moment something
// is: a row too short or too long against the first, too many rows, too few cells in the
// first. `slashes` is the one-line form, whose rows end at '/'.
class RowReader {
public:
    RowReader(std::string_view text, bool slashes)
        : m_text(text)
        , m_slashes(slashes)
    { }

    // Reads the cells of [begin, end) on line `line` as rows (the whole line is one row in a
    // grid; rows separated by '/' on one line).
    std::optional<ParseError> readLine(const LineSpan& line)
    {
        for (std::size_t i = line.begin; i < line.end; ++i) {
            const char c = m_text[i];
            if (m_slashes && c == '/') {
                if (std::optional<ParseError> error = endRow(line, i))
                    return error;
                if (m_rowCount == Geometry::kMaxSide) {
                    return error(line, i,
                        "expected the end of the line after " + std::to_string(Geometry::kMaxSide)
                            + " rows (the most a board has), found '/'");
                }
                continue;
            }
            const std::optional<Mark> mark = cellFromChar(c);
            const int inRow = int(m_cells.size()) - m_rowCount * m_width;
            // Where '/' would have been read: after the first row's cells, on one line.
            const bool slashFits = !m_grid && m_rowCount == 0 && inRow >= Geometry::kMinSide;
            if (m_rowCount > 0 && inRow == m_width) {
                if (m_slashes) {
                    return error(line, i,
                        "row " + std::to_string(m_rowCount + 1) + " is longer than row 1: expected "
                            + "'/' or the end of the line after " + cellsText(m_width) + ", found "
                            + foundInLine(m_text, line, i));
                }
                return error(line, i,
                    rowName() + " is too long: expected the end of the row after "
                        + cellsText(m_width) + ", found " + foundInLine(m_text, line, i));
            }
            if (!mark) {
                return error(line, i,
                    "expected " + std::string(kCellChoices) + (m_grid ? " in " + rowName() : "")
                        + (slashFits ? " or '/'" : "") + ", found " + foundInLine(m_text, line, i));
            }
            if (m_rowCount == 0 && inRow == maxFirstRow()) {
                return error(line, i,
                    !m_grid && !m_slashes
                        ? "expected the end of the line after " + cellsText(maxFirstRow())
                            + " (the most a board has), found " + foundInLine(m_text, line, i)
                        : "row 1 is too long: a board has at most "
                            + std::to_string(Geometry::kMaxSide) + " columns, found "
                            + foundInLine(m_text, line, i));
            }
            m_cells.push_back(*mark);
        }
        if (m_grid || m_slashes)
            return endRow(line, line.end);
        return std::nullopt;
    }

    // A grid: each line is one row. (The one-line form without '/' is one long first row.)
    void setGrid(bool grid) { m_grid = grid; }

    int rowCount() const { return m_rowCount; }
    int width() const { return m_width; }
    const std::vector<Mark>& cells() const { return m_cells; }

private:
    std::string rowName() const { return "row " + std::to_string(m_rowCount + 1); }

    int maxFirstRow() const
    {
        return m_grid || m_slashes ? Geometry::kMaxSide : Geometry::kMaxCells;
    }

    ParseError error(const LineSpan& line, std::size_t position, std::string message) const
    {
        return errorIn(m_text, line.number, line.begin, position, std::move(message));
    }

    // The row ends at `position` ('/' or the end of the line).
    std::optional<ParseError> endRow(const LineSpan& line, std::size_t position)
    {
        const int inRow = int(m_cells.size()) - m_rowCount * m_width;
        if (m_rowCount == 0) {
            if (inRow < Geometry::kMinSide) {
                return error(line, position,
                    "row 1 ends after " + cellsText(inRow) + ": a board has at least "
                        + std::to_string(Geometry::kMinSide) + " columns");
            }
            m_width = inRow;
        } else if (inRow < m_width) {
            return error(line, position,
                rowName() + " ends after " + cellsText(inRow) + ": expected "
                    + std::to_string(m_width) + ", as in row 1");
        }
        ++m_rowCount;
        return std::nullopt;
    }

    std::string_view m_text;
    bool m_slashes = false;
    bool m_grid = false;
    int m_rowCount = 0;
    int m_width = 0;
    std::vector<Mark> m_cells;
};

// The settings of the `#` header, each with where its value was written.
struct HeaderSettings {
    struct Where {
        int line = 0; // 0: not set
        std::size_t lineBegin = 0;
        std::size_t position = 0;
    };
    std::optional<int> k;
    Where kWhere;
    std::optional<Rules> rules;
    Where rulesWhere;
    std::optional<Mark> first;
    Where firstWhere;
    std::optional<Mark> toMove;
    Where toMoveWhere;
    std::optional<std::pair<int, int>> size; // columns, rows
    Where sizeWhere;
};

constexpr std::string_view kSettingNames = "k, rules, first, to-move and size";

std::optional<Mark> sideFromName(std::string_view name)
{
    if (name == "x")
        return Mark::X;
    if (name == "o")
        return Mark::O;
    return std::nullopt;
}

// A whole number from 1 to 99 written with digits only, or nothing.
std::optional<int> smallNumber(std::string_view digits)
{
    if (digits.empty() || digits.size() > 2)
        return std::nullopt;
    int value = 0;
    for (char c : digits) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

// Reads the key=value words of one comment line (the '#' at line.begin) into `settings`.
std::optional<ParseError> parseHeaderLine(
    std::string_view text, const LineSpan& line, HeaderSettings& settings)
{
    std::size_t i = line.begin + 1;
    while (i < line.end) {
        while (i < line.end && isSpaceOrTab(text[i]))
            ++i;
        const std::size_t wordBegin = i;
        while (i < line.end && !isSpaceOrTab(text[i]))
            ++i;
        const std::string_view word = text.substr(wordBegin, i - wordBegin);
        const std::size_t equals = word.find('=');
        if (equals == std::string_view::npos)
            continue; // a word of the comment
        const std::string_view key = word.substr(0, equals);
        const std::string_view value = word.substr(equals + 1);
        const std::size_t valueBegin = wordBegin + equals + 1;
        auto fail = [&](std::size_t position, std::string message) {
            return errorIn(text, line.number, line.begin, position, std::move(message));
        };
        auto place = [&](HeaderSettings::Where& where) -> std::optional<ParseError> {
            if (where.line != 0) {
                return fail(wordBegin,
                    std::string(key) + " is set twice (first on line " + std::to_string(where.line)
                        + ")");
            }
            where = { line.number, line.begin, valueBegin };
            return std::nullopt;
        };
        const std::string quoted = "'" + std::string(value.substr(0, 40)) + "'";
        if (key == "k") {
            const std::optional<int> k = smallNumber(value);
            if (!k || *k < Geometry::kMinK || *k > Geometry::kMaxSide) {
                return fail(valueBegin,
                    "k is the number in a row that wins, a whole number from "
                        + std::to_string(Geometry::kMinK) + " to "
                        + std::to_string(Geometry::kMaxSide) + ", not " + quoted);
            }
            if (std::optional<ParseError> twice = place(settings.kWhere))
                return twice;
            settings.k = k;
        } else if (key == "rules") {
            const std::optional<Rules> rules = rulesFromName(value);
            if (!rules)
                return fail(valueBegin, "rules is classic, misere or line-score, not " + quoted);
            if (std::optional<ParseError> twice = place(settings.rulesWhere))
                return twice;
            settings.rules = rules;
        } else if (key == "first" || key == "to-move") {
            const std::optional<Mark> side = sideFromName(value);
            if (!side)
                return fail(valueBegin, std::string(key) + " is x or o, not " + quoted);
            const bool first = key == "first";
            if (std::optional<ParseError> twice
                = place(first ? settings.firstWhere : settings.toMoveWhere))
                return twice;
            (first ? settings.first : settings.toMove) = side;
        } else if (key == "size") {
            const std::size_t by = value.find('x');
            const std::optional<int> columns
                = by == std::string_view::npos ? std::nullopt : smallNumber(value.substr(0, by));
            const std::optional<int> rows
                = by == std::string_view::npos ? std::nullopt : smallNumber(value.substr(by + 1));
            if (!columns || !rows || !Geometry::isValidSide(*columns)
                || !Geometry::isValidSide(*rows)) {
                return fail(valueBegin,
                    "size is COLUMNSxROWS, each from " + std::to_string(Geometry::kMinSide) + " to "
                        + std::to_string(Geometry::kMaxSide) + " (such as 5x5), not " + quoted);
            }
            if (std::optional<ParseError> twice = place(settings.sizeWhere))
                return twice;
            settings.size = { *columns, *rows };
        } else {
            return fail(wordBegin,
                "unknown setting '" + std::string(key.substr(0, 40)) + "' (the settings are "
                    + std::string(kSettingNames) + ")");
        }
    }
    return std::nullopt;
}

ParseError errorAt(std::string_view text, const HeaderSettings::Where& where, std::string message)
{
    return errorIn(text, where.line, where.lineBegin, where.position, std::move(message));
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

namespace {

// parsePosition(), and parseStartPosition() when `boardRequired` is false.
Parsed<Position> readPosition(std::string_view text, bool boardRequired)
{
    const std::size_t start = text.starts_with(kByteOrderMark) ? kByteOrderMark.size() : 0;

    // Find the header lines and the non-blank lines after them (at most one more than a board
    // has), and the first structural problem: mixed line ends, a blank line between rows, a
    // comment after the board, or a row too many.
    HeaderSettings settings;
    std::vector<LineSpan> rows;
    int lastHeaderLine = 0;
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
        const LineSpan line { number, lineBegin, end };
        if (end == lineBegin) {
            if (!rows.empty() && firstBlankAfterRows == 0)
                firstBlankAfterRows = number;
        } else if (text[lineBegin] == '#') {
            if (!rows.empty()) {
                structural = ParseError { number, 1,
                    "a comment line (starting with '#') can only come before the board" };
                break;
            }
            if (std::optional<ParseError> error = parseHeaderLine(text, line, settings))
                return *error;
            lastHeaderLine = number;
        } else if (firstBlankAfterRows != 0) {
            structural = ParseError { firstBlankAfterRows, 1,
                "a blank line inside the board: its rows must follow one another" };
            break;
        } else if (int(rows.size()) == Geometry::kMaxSide) {
            structural = ParseError { number, 1,
                "expected the end of the board after " + std::to_string(Geometry::kMaxSide)
                    + " rows (the most a board has), found another row" };
            break;
        } else {
            rows.push_back(line);
        }
        if (newline == std::string_view::npos)
            break;
        lineBegin = newline + 1;
    }

    // Read the rows: one line is the one-line form, more lines a grid.
    const bool oneLine = rows.size() == 1;
    const bool slashes = oneLine
        && text.substr(rows[0].begin, rows[0].end - rows[0].begin).find('/')
            != std::string_view::npos;
    RowReader reader(text, slashes);
    reader.setGrid(!oneLine);
    for (const LineSpan& row : rows) {
        if (std::optional<ParseError> error = reader.readLine(row))
            return *error;
    }
    if (structural)
        return *structural;

    int columns = 0;
    int rowCount = 0;
    if (rows.empty() && !settings.size && !boardRequired) {
        columns = rowCount = kTicTacToe.columns();
    } else if (rows.empty()) {
        if (!settings.size) {
            const std::string expected = "expected a board (" + std::to_string(Geometry::kMinSide)
                + " to " + std::to_string(Geometry::kMaxSide) + " rows of "
                + std::to_string(Geometry::kMinSide) + " to " + std::to_string(Geometry::kMaxSide)
                + " cells, or one line with '/' between the rows)";
            if (lastHeaderLine == 0)
                return ParseError { 1, 1, "the input is empty: " + expected };
            return ParseError { lastHeaderLine + 1, 1,
                "the header ends here: " + expected + ", or size=COLUMNSxROWS in the header" };
        }
        columns = settings.size->first;
        rowCount = settings.size->second;
    } else if (oneLine && !slashes) {
        // Without '/' only a square board can be told apart: its side is the root of its cells.
        const int cells = int(reader.cells().size());
        for (int side = Geometry::kMinSide; side <= Geometry::kMaxSide; ++side) {
            if (side * side == cells)
                columns = rowCount = side;
        }
        if (columns == 0) {
            std::string squares;
            for (int side = Geometry::kMinSide; side <= Geometry::kMaxSide; ++side)
                squares += (side == Geometry::kMaxSide         ? " or "
                                   : side > Geometry::kMinSide ? ", "
                                                               : "")
                    + std::to_string(side * side);
            return errorIn(text, rows[0].number, rows[0].begin, rows[0].end,
                "the line ends after " + cellsText(cells)
                    + ": a board on one line without '/' between its rows must be square ("
                    + squares + " cells)");
        }
    } else {
        columns = reader.width();
        rowCount = reader.rowCount();
        if (rowCount < Geometry::kMinSide) {
            const LineSpan& last = rows.back();
            if (oneLine) {
                return errorIn(text, last.number, last.begin, last.end,
                    "the line ends after " + std::to_string(rowCount) + " rows: a board has "
                        + std::to_string(Geometry::kMinSide) + " to "
                        + std::to_string(Geometry::kMaxSide) + " rows");
            }
            return ParseError { last.number + 1, 1,
                "the board ends after " + std::to_string(rowCount) + " rows: a board has "
                    + std::to_string(Geometry::kMinSide) + " to "
                    + std::to_string(Geometry::kMaxSide) + " rows" };
        }
    }

    if (settings.size && !rows.empty()
        && (settings.size->first != columns || settings.size->second != rowCount)) {
        return errorAt(text, settings.sizeWhere,
            "size=" + std::to_string(settings.size->first) + "x"
                + std::to_string(settings.size->second) + " does not match the board below it, "
                + "which is " + std::to_string(columns) + "x" + std::to_string(rowCount));
    }
    const int k = settings.k.value_or(Geometry::defaultK(columns, rowCount));
    if (!Geometry::isValid(columns, rowCount, k)) {
        return errorAt(text, settings.kWhere,
            "k=" + std::to_string(k) + " does not fit a " + std::to_string(columns) + "x"
                + std::to_string(rowCount) + " board: k runs from "
                + std::to_string(Geometry::kMinK) + " to "
                + std::to_string(Geometry::maxK(columns, rowCount)) + " there");
    }

    Position position;
    position.board = Board(Geometry(columns, rowCount, k));
    for (Cell cell = 0; cell < int(reader.cells().size()); ++cell)
        position.board.set(cell, reader.cells()[cell]);
    position.rules = settings.rules.value_or(Rules::Classic);
    position.firstPlayer = settings.first.value_or(Mark::X);
    position.toMove = settings.toMove;
    return position;
}

} // namespace

Parsed<Position> parsePosition(std::string_view text)
{
    return readPosition(text, true);
}

Parsed<Position> parseStartPosition(std::string_view text)
{
    return readPosition(text, false);
}

Parsed<Board> parseBoard(std::string_view text)
{
    const Parsed<Position> position = parsePosition(text);
    if (!position)
        return position.error();
    return position->board;
}

std::string formatHeader(const Position& position)
{
    std::string words;
    const Geometry& geometry = position.board.geometry();
    if (!geometry.hasDefaultK())
        words += " k=" + std::to_string(geometry.k());
    if (position.rules != Rules::Classic)
        words += " rules=" + std::string(rulesName(position.rules));
    if (position.firstPlayer != Mark::X)
        words += " first=" + std::string(1, toChar(position.firstPlayer));
    if (position.toMove)
        words += " to-move=" + std::string(1, toChar(*position.toMove));
    return words.empty() ? std::string() : "#" + words + "\n";
}

std::string formatPosition(const Position& position)
{
    return formatHeader(position) + formatGrid(position.board);
}

std::string formatGrid(const Board& board)
{
    const Geometry& geometry = board.geometry();
    std::string text;
    text.reserve(std::size_t(geometry.cells() + geometry.rows()));
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        text += toChar(board.at(cell));
        if (geometry.columnOf(cell) == geometry.columns() - 1)
            text += '\n';
    }
    return text;
}

std::string formatOneLine(const Board& board, bool withSlashes)
{
    const Geometry& geometry = board.geometry();
    withSlashes = withSlashes || !geometry.isSquare();
    std::string text;
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (withSlashes && cell > 0 && geometry.columnOf(cell) == 0)
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
    constexpr int rows = kTicTacToe.rows();
    for (; row < rows; ++row) {
        if (atEnd()) {
            m_boardMissing = row == 0;
            if (!error) {
                error = errorAtInputEnd("the input ends inside a board: expected row "
                    + std::to_string(row + 1) + " of " + std::to_string(rows));
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
    const std::string rowName = "row " + std::to_string(row + 1);
    for (int column = 0; column < columns; ++column) {
        if (static_cast<std::size_t>(column) >= token.size()) {
            return errorAt(begin + token.size(),
                rowName + " ends after " + std::to_string(column)
                    + (column == 1 ? " cell" : " cells") + ": expected " + std::to_string(columns));
        }
        if (!cellFromChar(token[column])) {
            return errorAt(begin + column,
                "expected " + std::string(kCellChoices) + " in " + rowName + ", found "
                    + found(m_input, begin + column));
        }
    }
    assert(token.size() > static_cast<std::size_t>(columns));
    return errorAt(begin + columns,
        rowName + " is too long: expected white space after " + std::to_string(columns)
            + " cells, found " + found(m_input, begin + columns));
}

} // namespace ttt
