#include "ttt/text.h"

#include "ttt/translate.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <limits>
#include <vector>

namespace ttt {
namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// The counts of messages that have plural forms are plain names: lupdate does not read a message
// whose count is a qualified name such as Geometry::kMaxSide.
constexpr int kMostRows = Geometry::kMaxSide;
constexpr int kMostColumns = Geometry::kMaxSide;

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
// name) that are not them: the letter or digit meant, or '\0'.
char lookalikeOf(char32_t codePoint)
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
        return 'x';
    case 0x041E: // Cyrillic capital o
    case 0x043E: // Cyrillic small o
    case 0x039F: // Greek capital omicron
    case 0x03BF: // Greek small omicron
    case 0x25CB: // white circle
    case 0x25EF: // large circle
    case 0x00B0: // degree sign
    case 0xFF2F: // fullwidth O
    case 0xFF4F: // fullwidth o
        return 'o';
    // Letters of cell names in a game record (a1 to h8).
    case 0x0410: // Cyrillic capital a
    case 0x0430: // Cyrillic small a
    case 0x0391: // Greek capital alpha
    case 0x03B1: // Greek small alpha
        return 'a';
    case 0x0412: // Cyrillic capital ve
    case 0x0392: // Greek capital beta
        return 'b';
    case 0x0421: // Cyrillic capital es
    case 0x0441: // Cyrillic small es
        return 'c';
    case 0x0415: // Cyrillic capital ie
    case 0x0435: // Cyrillic small ie
    case 0x0395: // Greek capital epsilon
        return 'e';
    case 0x041D: // Cyrillic capital en
    case 0x0397: // Greek capital eta
        return 'h';
    default:
        break;
    }
    // Fullwidth letters a to h and digits 1 to 8.
    if (codePoint >= 0xFF41 && codePoint <= 0xFF48)
        return char('a' + (codePoint - 0xFF41));
    if (codePoint >= 0xFF21 && codePoint <= 0xFF28)
        return char('a' + (codePoint - 0xFF21));
    if (codePoint >= 0xFF11 && codePoint <= 0xFF18)
        return char('1' + (codePoint - 0xFF11));
    return '\0';
}

// "the letter x", "the digit 1": what a look-alike character stands in for.
std::string lookalikeName(char meant)
{
    const std::string_view character(&meant, 1);
    if (meant >= '0' && meant <= '9') {
        return arg(translate("ttt::text", "the digit %1",
                       "what a look-alike character stands in for; %1 is a digit from 1 to 8"),
            { character });
    }
    return arg(translate("ttt::text", "the letter %1",
                   "what a look-alike character stands in for; %1 is a letter: x, o or a to h"),
        { character });
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

// The length in bytes of the character at `position`: 1 for a byte that is not UTF-8.
std::size_t characterLength(std::string_view text, std::size_t position)
{
    const std::size_t length = decodeUtf8(text, position).second;
    return length == 0 ? 1 : length;
}

ParseError errorIn(std::string_view text, int line, std::size_t lineStart, std::size_t position,
    std::string message)
{
    return { line, columnOf(text, lineStart, position), std::move(message) };
}

std::string found(std::string_view text, std::size_t position)
{
    if (position >= text.size())
        return translate("ttt::text", "the end of the input", "what was found instead");
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
    if (position >= line.end)
        return translate("ttt::text", "the end of the line", "what was found instead");
    return found(text, position);
}

// "9, 16 or 25": the items of a list, in the reader's language.
std::string listWithOr(const std::vector<std::string>& items)
{
    assert(!items.empty());
    std::string list = items.front();
    for (std::size_t i = 1; i + 1 < items.size(); ++i) {
        list = arg(translate("ttt::text", "%1, %2",
                       "joins an item to a list that goes on, as in '9, 16 or 25'; %1 is the "
                       "items so far"),
            { list, items[i] });
    }
    if (items.size() > 1) {
        list = arg(translate("ttt::text", "%1 or %2",
                       "joins the last item to a list, as in '9, 16 or 25'; %1 is the items before "
                       "it"),
            { list, items.back() });
    }
    return list;
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
                        translate("ttt::text",
                            "expected the end of the line after %n row(s) (the most a board has), "
                            "found '/'",
                            nullptr, kMostRows));
                }
                continue;
            }
            const std::optional<Mark> mark = cellFromChar(c);
            const int inRow = int(m_cells.size()) - m_rowCount * m_width;
            // Where '/' would have been read: after the first row's cells, on one line.
            const bool slashFits = !m_grid && m_rowCount == 0 && inRow >= Geometry::kMinSide;
            if (m_rowCount > 0 && inRow == m_width) {
                const std::string pattern = m_slashes
                    ? translate("ttt::text",
                        "row %1 is longer than row 1: expected '/' or the end of the line after "
                        "%n cell(s), found %2",
                        "%1 is the number of the row; %2 is what was found", m_width)
                    : translate("ttt::text",
                        "row %1 is too long: expected the end of the row after %n cell(s), "
                        "found %2",
                        "%1 is the number of the row; %2 is what was found", m_width);
                return error(line, i, arg(pattern, { rowNumber(), foundInLine(m_text, line, i) }));
            }
            if (!mark) {
                const std::string what = foundInLine(m_text, line, i);
                if (m_grid) {
                    return error(line, i,
                        arg(translate("ttt::text",
                                "expected a cell (x, o, ., - or _) in row %1, found %2",
                                "%1 is the number of the row; %2 is what was found"),
                            { rowNumber(), what }));
                }
                const std::string pattern = slashFits
                    ? translate("ttt::text", "expected a cell (x, o, ., - or _) or '/', found %1",
                        "%1 is what was found")
                    : translate("ttt::text", "expected a cell (x, o, ., - or _), found %1",
                        "%1 is what was found");
                return error(line, i, arg(pattern, { what }));
            }
            if (m_rowCount == 0 && inRow == maxFirstRow()) {
                const std::string pattern = !m_grid && !m_slashes
                    ? translate("ttt::text",
                        "expected the end of the line after %n cell(s) (the most a board has), "
                        "found %1",
                        "%1 is what was found", maxFirstRow())
                    : translate("ttt::text",
                        "row 1 is too long: a board has at most %n column(s), found %1",
                        "%1 is what was found", kMostColumns);
                return error(line, i, arg(pattern, { foundInLine(m_text, line, i) }));
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
    // The number of the row being read, from 1.
    std::string rowNumber() const { return std::to_string(m_rowCount + 1); }

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
                    arg(translate("ttt::text",
                            "row 1 ends after %n cell(s): a board has at least %1 columns",
                            "%1 is the fewest columns a board has (3)", inRow),
                        { std::to_string(Geometry::kMinSide) }));
            }
            m_width = inRow;
        } else if (inRow < m_width) {
            return error(line, position,
                arg(translate("ttt::text", "row %1 ends after %n cell(s): expected %2, as in row 1",
                        "%1 is the number of the row; %2 is the number of cells in row 1", inRow),
                    { rowNumber(), std::to_string(m_width) }));
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
                    arg(translate("ttt::text", "%1 is set twice (first on line %2)",
                            "%1 is the name of a setting in the header: k, rules, first, to-move "
                            "or size"),
                        { key, std::to_string(where.line) }));
            }
            where = { line.number, line.begin, valueBegin };
            return std::nullopt;
        };
        const std::string_view shown = value.substr(0, 40); // of the value, in a message
        if (key == "k") {
            const std::optional<int> k = smallNumber(value);
            if (!k || *k < Geometry::kMinK || *k > Geometry::kMaxSide) {
                return fail(valueBegin,
                    arg(translate("ttt::text",
                            "k is the number in a row that wins, a whole number from %1 to %2, "
                            "not '%3'",
                            "%3 is the value written in the header"),
                        { std::to_string(Geometry::kMinK), std::to_string(Geometry::kMaxSide),
                            shown }));
            }
            if (std::optional<ParseError> twice = place(settings.kWhere))
                return twice;
            settings.k = k;
        } else if (key == "rules") {
            const std::optional<Rules> rules = rulesFromName(value);
            if (!rules) {
                return fail(valueBegin,
                    arg(translate("ttt::text", "rules is classic, misere or line-score, not '%1'",
                            "the names of the rules are written as they are in the header; %1 is "
                            "the value written there"),
                        { shown }));
            }
            if (std::optional<ParseError> twice = place(settings.rulesWhere))
                return twice;
            settings.rules = rules;
        } else if (key == "first" || key == "to-move") {
            const std::optional<Mark> side = sideFromName(value);
            if (!side) {
                return fail(valueBegin,
                    arg(translate("ttt::text", "%1 is x or o, not '%2'",
                            "%1 is the name of a setting in the header (first or to-move); %2 is "
                            "the value written there"),
                        { key, shown }));
            }
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
                    arg(translate("ttt::text",
                            "size is COLUMNSxROWS, each from %1 to %2 (such as 5x5), not '%3'",
                            "%3 is the value written in the header"),
                        { std::to_string(Geometry::kMinSide), std::to_string(Geometry::kMaxSide),
                            shown }));
            }
            if (std::optional<ParseError> twice = place(settings.sizeWhere))
                return twice;
            settings.size = { *columns, *rows };
        } else {
            return fail(wordBegin,
                arg(translate("ttt::text",
                        "unknown setting '%1' (the settings are k, rules, first, to-move and size)",
                        "the names of the settings are written as they are in the header; %1 is "
                        "the name written there"),
                    { key.substr(0, 40) }));
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
        return { translate("ttt::text", "a NUL byte", "what was found instead"), 1 };
    case '\t':
        return { translate("ttt::text", "a tab", "what was found instead"), 1 };
    case ' ':
        return { translate("ttt::text", "a space", "what was found instead"), 1 };
    case '\r':
        return { translate("ttt::text", "a carriage return", "what was found instead"), 1 };
    case '\n':
        return { translate("ttt::text", "the end of the line", "what was found instead"), 1 };
    case '0':
        return { translate("ttt::text", "'0' (the digit zero, not the letter o)",
                     "what was found instead"),
            1 };
    default:
        break;
    }
    if (c < 0x20 || c == 0x7F) {
        return { arg(translate("ttt::text", "the control character U+%1",
                         "%1 is the character's code in hexadecimal, such as 0001"),
                     { hex(c, 4) }),
            1 };
    }
    if (c < 0x80) {
        return { arg(translate("ttt::text", "'%1'", "%1 is a character of the input, quoted"),
                     { text.substr(position, 1) }),
            1 };
    }

    const auto [codePoint, length] = decodeUtf8(text, position);
    if (length == 0) {
        return { arg(translate("ttt::text", "the byte 0x%1, which is not UTF-8 text",
                         "%1 is the byte's value in hexadecimal, such as FF"),
                     { hex(c, 2) }),
            1 };
    }
    if (codePoint == 0xFEFF) {
        return { translate("ttt::text",
                     "a byte-order mark (U+FEFF), which is only allowed at the very start",
                     "what was found instead"),
            length };
    }
    const std::string_view character = text.substr(position, length);
    if (const char meant = lookalikeOf(codePoint)) {
        return { arg(translate("ttt::text", "'%1' (U+%2, not %3)",
                         "%1 is a character of the input, %2 its code in hexadecimal; %3 is what "
                         "it looks like, such as 'the letter x'"),
                     { character, hex(codePoint, 4), lookalikeName(meant) }),
            length };
    }
    return { arg(translate("ttt::text", "'%1' (U+%2)",
                     "%1 is a character of the input, %2 its code in hexadecimal"),
                 { character, hex(codePoint, 4) }),
        length };
}

int columnOf(std::string_view text, std::size_t lineStart, std::size_t position)
{
    int column = 1;
    for (std::size_t i = lineStart; i < position && i < text.size(); ++column)
        i += characterLength(text, i);
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
                    arg(translate("ttt::text",
                            "this line ends with %1 but the lines before it end with %2: use one "
                            "kind of line end",
                            "%1 and %2 are kinds of line end, as programmers write them (CR LF and "
                            "LF)"),
                        { crlf ? "\\r\\n" : "\\n", crlf ? "\\n" : "\\r\\n" }));
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
                    translate("ttt::text",
                        "a comment line (starting with '#') can only come before the board") };
                break;
            }
            if (std::optional<ParseError> error = parseHeaderLine(text, line, settings))
                return *error;
            lastHeaderLine = number;
        } else if (firstBlankAfterRows != 0) {
            structural = ParseError { firstBlankAfterRows, 1,
                translate("ttt::text",
                    "a blank line inside the board: its rows must follow one another") };
            break;
        } else if (int(rows.size()) == Geometry::kMaxSide) {
            structural = ParseError { number, 1,
                translate("ttt::text",
                    "expected the end of the board after %n row(s) (the most a board has), found "
                    "another row",
                    nullptr, kMostRows) };
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
            const std::string fewest = std::to_string(Geometry::kMinSide);
            const std::string most = std::to_string(Geometry::kMaxSide);
            if (lastHeaderLine == 0) {
                return ParseError { 1, 1,
                    arg(translate("ttt::text",
                            "the input is empty: expected a board (%1 to %2 rows of %1 to %2 "
                            "cells, or one line with '/' between the rows)",
                            "%1 and %2 are the fewest and the most rows (and cells in a row) of a "
                            "board"),
                        { fewest, most }) };
            }
            return ParseError { lastHeaderLine + 1, 1,
                arg(translate("ttt::text",
                        "the header ends here: expected a board (%1 to %2 rows of %1 to %2 cells, "
                        "or one line with '/' between the rows), or size=COLUMNSxROWS in the "
                        "header",
                        "%1 and %2 are the fewest and the most rows (and cells in a row) of a "
                        "board; size is the name of a setting, written as it is in the header"),
                    { fewest, most }) };
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
            std::vector<std::string> squares;
            for (int side = Geometry::kMinSide; side <= Geometry::kMaxSide; ++side)
                squares.push_back(std::to_string(side * side));
            return errorIn(text, rows[0].number, rows[0].begin, rows[0].end,
                arg(translate("ttt::text",
                        "the line ends after %n cell(s): a board on one line without '/' between "
                        "its rows must be square (%1 cells)",
                        "%1 is a list of numbers of cells, such as '9, 16 or 25'", cells),
                    { listWithOr(squares) }));
        }
    } else {
        columns = reader.width();
        rowCount = reader.rowCount();
        if (rowCount < Geometry::kMinSide) {
            const LineSpan& last = rows.back();
            const std::string fewest = std::to_string(Geometry::kMinSide);
            const std::string most = std::to_string(Geometry::kMaxSide);
            if (oneLine) {
                return errorIn(text, last.number, last.begin, last.end,
                    arg(translate("ttt::text",
                            "the line ends after %n row(s): a board has %1 to %2 rows",
                            "%1 and %2 are the fewest and the most rows of a board", rowCount),
                        { fewest, most }));
            }
            return ParseError { last.number + 1, 1,
                arg(translate("ttt::text",
                        "the board ends after %n row(s): a board has %1 to %2 rows",
                        "%1 and %2 are the fewest and the most rows of a board", rowCount),
                    { fewest, most }) };
        }
    }

    if (settings.size && !rows.empty()
        && (settings.size->first != columns || settings.size->second != rowCount)) {
        return errorAt(text, settings.sizeWhere,
            arg(translate("ttt::text",
                    "size=%1x%2 does not match the board below it, which is %3x%4",
                    "%1x%2 is the size written in the header, %3x%4 the board's (columns x rows)"),
                { std::to_string(settings.size->first), std::to_string(settings.size->second),
                    std::to_string(columns), std::to_string(rowCount) }));
    }
    const int k = settings.k.value_or(Geometry::defaultK(columns, rowCount));
    if (!Geometry::isValid(columns, rowCount, k)) {
        return errorAt(text, settings.kWhere,
            arg(translate("ttt::text",
                    "k=%1 does not fit a %2x%3 board: k runs from %4 to %5 there",
                    "k is the setting for the number in a row that wins; %2x%3 is the board's size "
                    "(columns x rows)"),
                { std::to_string(k), std::to_string(columns), std::to_string(rowCount),
                    std::to_string(Geometry::kMinK),
                    std::to_string(Geometry::maxK(columns, rowCount)) }));
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
