// Reading a position in either text form (text.h), in phases: split the text into its header
// lines and the board's rows, read the header's settings, read the rows' cells, then work out
// the board's size and geometry. Each phase says what is wrong the moment something is, with
// the line and column.
#include "positionreader.h"

#include "textdiagnostics.h"

#include "ttt/translate.h"

#include <cassert>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ttt {
namespace {

// The counts of messages that have plural forms are plain names: lupdate does not read a message
// whose count is a qualified name such as Geometry::kMaxSide.
constexpr int kMostRows = Geometry::kMaxSide;
constexpr int kMostColumns = Geometry::kMaxSide;

bool isSpaceOrTab(char c)
{
    return c == ' ' || c == '\t';
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
    // The one-line form with '/' between its rows.
    bool slashes() const { return m_slashes; }

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
    std::optional<RowsCounted> a1; // how a game's cell names count rows
    Where a1Where;
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

// One key=value word of a header line, and where its parts stand in the text.
struct HeaderWord {
    std::string_view key;
    std::string_view value;
    std::size_t keyBegin = 0;
    std::size_t valueBegin = 0;
};

// The value of a setting as a message shows it.
std::string_view shownValue(std::string_view value)
{
    return value.substr(0, 40);
}

// Each reads the value of one setting into `setting`, or says why it is not one (the message).
std::optional<std::string> readK(std::string_view value, std::optional<int>& setting)
{
    const std::optional<int> k = smallNumber(value);
    if (!k || *k < Geometry::kMinK || *k > Geometry::kMaxSide) {
        return arg(translate("ttt::text",
                       "k is the number in a row that wins, a whole number from %1 to %2, "
                       "not '%3'",
                       "%3 is the value written in the header"),
            { std::to_string(Geometry::kMinK), std::to_string(Geometry::kMaxSide),
                shownValue(value) });
    }
    setting = k;
    return std::nullopt;
}

std::optional<std::string> readRules(std::string_view value, std::optional<Rules>& setting)
{
    const std::optional<Rules> rules = rulesFromName(value);
    if (!rules) {
        return arg(translate("ttt::text",
                       "rules is classic (or freestyle), exact, renju, omok, misere or line-score, "
                       "not '%1'",
                       "the names of the rules are written as they are in the header; %1 is "
                       "the value written there"),
            { shownValue(value) });
    }
    setting = rules;
    return std::nullopt;
}

// first= and to-move=.
std::optional<std::string> readSide(
    std::string_view key, std::string_view value, std::optional<Mark>& setting)
{
    const std::optional<Mark> side = sideFromName(value);
    if (!side) {
        return arg(translate("ttt::text", "%1 is x or o, not '%2'",
                       "%1 is the name of a setting in the header (first or to-move); %2 is "
                       "the value written there"),
            { key, shownValue(value) });
    }
    setting = side;
    return std::nullopt;
}

std::optional<std::string> readSize(
    std::string_view value, std::optional<std::pair<int, int>>& setting)
{
    const std::size_t by = value.find('x');
    const std::optional<int> columns
        = by == std::string_view::npos ? std::nullopt : smallNumber(value.substr(0, by));
    const std::optional<int> rows
        = by == std::string_view::npos ? std::nullopt : smallNumber(value.substr(by + 1));
    if (!columns || !rows || !Geometry::isValidSide(*columns) || !Geometry::isValidSide(*rows)) {
        return arg(translate("ttt::text",
                       "size is COLUMNSxROWS, each from %1 to %2 (such as 5x5), not '%3'",
                       "%3 is the value written in the header"),
            { std::to_string(Geometry::kMinSide), std::to_string(Geometry::kMaxSide),
                shownValue(value) });
    }
    setting = std::pair { *columns, *rows };
    return std::nullopt;
}

// Reads one key=value word of header line `line` into `settings`. A bad value is reported
// before a setting given twice.
std::optional<ParseError> readSetting(
    std::string_view text, const LineSpan& line, const HeaderWord& word, HeaderSettings& settings)
{
    const auto fail = [&](std::size_t position, std::string message) {
        return errorIn(text, line.number, line.begin, position, std::move(message));
    };
    std::optional<std::string> badValue;
    HeaderSettings::Where* where = nullptr;
    if (word.key == "k") {
        badValue = readK(word.value, settings.k);
        where = &settings.kWhere;
    } else if (word.key == "rules") {
        badValue = readRules(word.value, settings.rules);
        where = &settings.rulesWhere;
    } else if (word.key == "first") {
        badValue = readSide(word.key, word.value, settings.first);
        where = &settings.firstWhere;
    } else if (word.key == "to-move") {
        badValue = readSide(word.key, word.value, settings.toMove);
        where = &settings.toMoveWhere;
    } else if (word.key == "size") {
        badValue = readSize(word.value, settings.size);
        where = &settings.sizeWhere;
    } else if (word.key == "a1") {
        if (word.value == "bottom-left") {
            settings.a1 = RowsCounted::FromBottom;
        } else if (word.value == "top-left") {
            settings.a1 = RowsCounted::FromTop;
        } else {
            badValue = arg(translate("ttt::text",
                               "a1 is bottom-left or top-left (the corner the cell names start "
                               "from), not '%1'",
                               "a1, bottom-left and top-left are written as they are in the "
                               "header; %1 is the value written there"),
                { shownValue(word.value) });
        }
        where = &settings.a1Where;
    } else {
        return fail(word.keyBegin,
            arg(translate("ttt::text",
                    "unknown setting '%1' (the settings are k, rules, first, to-move, size and "
                    "a1)",
                    "the names of the settings are written as they are in the header; %1 is "
                    "the name written there"),
                { word.key.substr(0, 40) }));
    }
    if (badValue)
        return fail(word.valueBegin, std::move(*badValue));
    if (where->line != 0) {
        return fail(word.keyBegin,
            arg(translate("ttt::text", "%1 is set twice (first on line %2)",
                    "%1 is the name of a setting in the header: k, rules, first, to-move "
                    "or size"),
                { word.key, std::to_string(where->line) }));
    }
    *where = { line.number, line.begin, word.valueBegin };
    return std::nullopt;
}

// Reads the key=value words of one comment line (the '#' at line.begin) into `settings`; the
// other words are the comment's.
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
        const HeaderWord setting { word.substr(0, equals), word.substr(equals + 1), wordBegin,
            wordBegin + equals + 1 };
        if (std::optional<ParseError> error = readSetting(text, line, setting, settings))
            return error;
    }
    return std::nullopt;
}

ParseError errorAt(std::string_view text, const HeaderSettings::Where& where, std::string message)
{
    return errorIn(text, where.line, where.lineBegin, where.position, std::move(message));
}

// ---------------------------------------------------------------------------------------------
// The phases of readPosition()

// The lines of a position's text, sorted: the header's settings, and the non-blank lines after
// the header (at most one more than a board has rows).
struct PositionLines {
    HeaderSettings settings;
    std::vector<LineSpan> rows;
    int lastHeaderLine = 0; // 0: no header
    // The first problem with the text's structure (mixed line ends, a blank line between rows,
    // a comment after the board, a row too many): said only when the rows before it read well.
    std::optional<ParseError> structural;
};

enum class LineEnding { Unknown, Lf, CrLf };

// The error when the line ending at `lineEnd` (a '\n') ends otherwise than the lines before it;
// otherwise `ending` becomes this line's kind.
std::optional<ParseError> mixedLineEnds(std::string_view text, int number, std::size_t lineBegin,
    std::size_t lineEnd, LineEnding& ending)
{
    const bool crlf = lineEnd > lineBegin && text[lineEnd - 1] == '\r';
    const LineEnding thisEnding = crlf ? LineEnding::CrLf : LineEnding::Lf;
    if (ending != LineEnding::Unknown && thisEnding != ending) {
        return errorIn(text, number, lineBegin, crlf ? lineEnd - 1 : lineEnd,
            arg(translate("ttt::text",
                    "this line ends with %1 but the lines before it end with %2: use one "
                    "kind of line end",
                    "%1 and %2 are kinds of line end, as programmers write them (CR LF and "
                    "LF)"),
                { crlf ? "\\r\\n" : "\\n", crlf ? "\\n" : "\\r\\n" }));
    }
    ending = thisEnding;
    return std::nullopt;
}

// Splits `text` into its lines and sorts them. An error in the header is given at once; a
// structural problem is kept in PositionLines::structural, and the lines after it are not read.
Parsed<PositionLines> splitLines(std::string_view text)
{
    PositionLines lines;
    LineEnding ending = LineEnding::Unknown;
    int firstBlankAfterRows = 0;
    std::size_t lineBegin = text.starts_with(kUtf8ByteOrderMark) ? kUtf8ByteOrderMark.size() : 0;
    for (int number = 1;; ++number) {
        const std::size_t newline = text.find('\n', lineBegin);
        const std::size_t lineEnd = newline == std::string_view::npos ? text.size() : newline;
        std::size_t end = lineEnd;
        if (newline != std::string_view::npos) {
            if (std::optional<ParseError> mixed
                = mixedLineEnds(text, number, lineBegin, lineEnd, ending)) {
                lines.structural = std::move(mixed);
                break;
            }
            end -= ending == LineEnding::CrLf; // this line's ending, now the text's
        }
        while (end > lineBegin && isSpaceOrTab(text[end - 1]))
            --end;
        const LineSpan line { number, lineBegin, end };
        if (end == lineBegin) {
            if (!lines.rows.empty() && firstBlankAfterRows == 0)
                firstBlankAfterRows = number;
        } else if (text[lineBegin] == '#') {
            if (!lines.rows.empty()) {
                lines.structural = ParseError { number, 1,
                    translate("ttt::text",
                        "a comment line (starting with '#') can only come before the board") };
                break;
            }
            if (std::optional<ParseError> error = parseHeaderLine(text, line, lines.settings))
                return *error;
            lines.lastHeaderLine = number;
        } else if (firstBlankAfterRows != 0) {
            lines.structural = ParseError { firstBlankAfterRows, 1,
                translate("ttt::text",
                    "a blank line inside the board: its rows must follow one another") };
            break;
        } else if (int(lines.rows.size()) == Geometry::kMaxSide) {
            lines.structural = ParseError { number, 1,
                translate("ttt::text",
                    "expected the end of the board after %n row(s) (the most a board has), found "
                    "another row",
                    nullptr, kMostRows) };
            break;
        } else {
            lines.rows.push_back(line);
        }
        if (newline == std::string_view::npos)
            break;
        lineBegin = newline + 1;
    }
    return lines;
}

// Reads the cells of the rows: one line is the one-line form, more lines a grid.
Parsed<RowReader> readRows(std::string_view text, const std::vector<LineSpan>& rows)
{
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
    return reader;
}

struct BoardSize {
    int columns = 0;
    int rows = 0;
};

// The size of a text with no rows: the header's size=, or tic-tac-toe for the start of a game
// (`boardRequired` false); otherwise a board is missing.
Parsed<BoardSize> sizeWithoutRows(const PositionLines& lines, bool boardRequired)
{
    if (lines.settings.size)
        return BoardSize { lines.settings.size->first, lines.settings.size->second };
    if (!boardRequired)
        return BoardSize { kTicTacToe.columns(), kTicTacToe.rows() };
    const std::string fewest = std::to_string(Geometry::kMinSide);
    const std::string most = std::to_string(Geometry::kMaxSide);
    if (lines.lastHeaderLine == 0) {
        return ParseError { 1, 1,
            arg(translate("ttt::text",
                    "the input is empty: expected a board (%1 to %2 rows of %1 to %2 "
                    "cells, or one line with '/' between the rows)",
                    "%1 and %2 are the fewest and the most rows (and cells in a row) of a "
                    "board"),
                { fewest, most }) };
    }
    return ParseError { lines.lastHeaderLine + 1, 1,
        arg(translate("ttt::text",
                "the header ends here: expected a board (%1 to %2 rows of %1 to %2 cells, "
                "or one line with '/' between the rows), or size=COLUMNSxROWS in the "
                "header",
                "%1 and %2 are the fewest and the most rows (and cells in a row) of a "
                "board; size is the name of a setting, written as it is in the header"),
            { fewest, most }) };
}

// The size of a board on one line without '/': only a square board can be told apart, its side
// the root of its cells.
Parsed<BoardSize> squareSize(std::string_view text, const LineSpan& row, int cells)
{
    for (int side = Geometry::kMinSide; side <= Geometry::kMaxSide; ++side) {
        if (side * side == cells)
            return BoardSize { side, side };
    }
    std::vector<std::string> squares;
    for (int side = Geometry::kMinSide; side <= Geometry::kMaxSide; ++side)
        squares.push_back(std::to_string(side * side));
    return errorIn(text, row.number, row.begin, row.end,
        arg(translate("ttt::text",
                "the line ends after %n cell(s): a board on one line without '/' between "
                "its rows must be square (%1 cells)",
                "%1 is a list of numbers of cells, such as '9, 16 or 25'", cells),
            { listWithOr(squares) }));
}

// The size of a grid, or of a board on one line with '/': as read, if it has rows enough.
Parsed<BoardSize> sizeOfRows(
    std::string_view text, const std::vector<LineSpan>& rows, const RowReader& reader)
{
    const int rowCount = reader.rowCount();
    if (rowCount >= Geometry::kMinSide)
        return BoardSize { reader.width(), rowCount };
    const LineSpan& last = rows.back();
    const std::string fewest = std::to_string(Geometry::kMinSide);
    const std::string most = std::to_string(Geometry::kMaxSide);
    if (rows.size() == 1) {
        return errorIn(text, last.number, last.begin, last.end,
            arg(translate("ttt::text", "the line ends after %n row(s): a board has %1 to %2 rows",
                    "%1 and %2 are the fewest and the most rows of a board", rowCount),
                { fewest, most }));
    }
    return ParseError { last.number + 1, 1,
        arg(translate("ttt::text", "the board ends after %n row(s): a board has %1 to %2 rows",
                "%1 and %2 are the fewest and the most rows of a board", rowCount),
            { fewest, most }) };
}

Parsed<BoardSize> boardSize(
    std::string_view text, const PositionLines& lines, const RowReader& reader, bool boardRequired)
{
    if (lines.rows.empty())
        return sizeWithoutRows(lines, boardRequired);
    if (lines.rows.size() == 1 && !reader.slashes())
        return squareSize(text, lines.rows[0], int(reader.cells().size()));
    return sizeOfRows(text, lines.rows, reader);
}

// The board's geometry: its size, and k from the header (or the size's default). The header's
// size= must match a board written below it, and k must fit the board.
Parsed<Geometry> geometryOf(
    std::string_view text, const HeaderSettings& settings, BoardSize size, bool hasRows)
{
    if (settings.size && hasRows
        && (settings.size->first != size.columns || settings.size->second != size.rows)) {
        return errorAt(text, settings.sizeWhere,
            arg(translate("ttt::text",
                    "size=%1x%2 does not match the board below it, which is %3x%4",
                    "%1x%2 is the size written in the header, %3x%4 the board's (columns x rows)"),
                { std::to_string(settings.size->first), std::to_string(settings.size->second),
                    std::to_string(size.columns), std::to_string(size.rows) }));
    }
    const int k = settings.k.value_or(Geometry::defaultK(size.columns, size.rows));
    if (!Geometry::isValid(size.columns, size.rows, k)) {
        return errorAt(text, settings.kWhere,
            arg(translate("ttt::text",
                    "k=%1 does not fit a %2x%3 board: k runs from %4 to %5 there",
                    "k is the setting for the number in a row that wins; %2x%3 is the board's size "
                    "(columns x rows)"),
                { std::to_string(k), std::to_string(size.columns), std::to_string(size.rows),
                    std::to_string(Geometry::kMinK),
                    std::to_string(Geometry::maxK(size.columns, size.rows)) }));
    }
    return Geometry(size.columns, size.rows, k);
}

// parsePosition(), and parseStartPosition() when `boardRequired` is false. Errors in the rows
// come before the structural problems found after them.
Parsed<Position> readPosition(std::string_view text, bool boardRequired)
{
    const Parsed<PositionLines> lines = splitLines(text);
    if (!lines)
        return lines.error();
    const Parsed<RowReader> reader = readRows(text, lines->rows);
    if (!reader)
        return reader.error();
    if (lines->structural)
        return *lines->structural;
    const Parsed<BoardSize> size = boardSize(text, *lines, *reader, boardRequired);
    if (!size)
        return size.error();
    const Parsed<Geometry> geometry
        = geometryOf(text, lines->settings, *size, !lines->rows.empty());
    if (!geometry)
        return geometry.error();

    Position position;
    position.board = Board(*geometry);
    for (Cell cell = 0; cell < int(reader->cells().size()); ++cell)
        position.board.set(cell, reader->cells()[cell]);
    position.rules = lines->settings.rules.value_or(Rules::Classic);
    if (!rulesFit(position.rules, geometry->columns(), geometry->rows(), geometry->k())) {
        return errorAt(text, lines->settings.rulesWhere,
            arg(translate("ttt::text",
                    "rules=%5 is five in a row on a board of at least %1 cells (such as "
                    "15x15), not k=%2 on %3x%4",
                    "%3x%4 is the board's size (columns x rows); %5 is the rules' name (renju "
                    "or omok), not translated"),
                { std::to_string(kRenjuMinCells), std::to_string(geometry->k()),
                    std::to_string(geometry->columns()), std::to_string(geometry->rows()),
                    std::string(rulesName(position.rules)) }));
    }
    position.firstPlayer = lines->settings.first.value_or(Mark::X);
    position.toMove = lines->settings.toMove;
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

std::optional<RowsCounted> rowsCountedIn(std::string_view text)
{
    const Parsed<PositionLines> lines = splitLines(text);
    return lines ? lines->settings.a1 : std::nullopt;
}

bool namesRules(std::string_view text)
{
    const Parsed<PositionLines> lines = splitLines(text);
    return lines && lines->settings.rulesWhere.line != 0;
}

Parsed<Board> parseBoard(std::string_view text)
{
    const Parsed<Position> position = parsePosition(text);
    if (!position)
        return position.error();
    return position->board;
}

} // namespace ttt
