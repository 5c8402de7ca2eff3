// The game records of gomoku players: .psq, SGF, move strings and opening files (gamefiles.h).
#include "ttt/gamefiles.h"

#include "ttt/legality.h"
#include "ttt/translate.h"

#include "gamerecords.h"
#include "textdiagnostics.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <functional>

namespace ttt {

namespace records {

namespace {

// Gomoku's five, or the board's longest line on a board too small for five.
constexpr int kFive = 5;

int gomokuK(int columns, int rows)
{
    return std::min(kFive, std::max(columns, rows));
}

} // namespace

Geometry gomokuBoard(int columns, int rows)
{
    return Geometry(columns, rows, gomokuK(columns, rows));
}

std::string sizeName(int columns, int rows)
{
    return std::to_string(columns) + "x" + std::to_string(rows);
}

namespace {

std::string sideName(Mark side)
{
    return side == Mark::X ? translate("ttt::gamefiles", "Black")
                           : translate("ttt::gamefiles", "White");
}

} // namespace

std::optional<std::string> cannotPlay(const Game& game, const GamePath& at, Cell cell)
{
    const Geometry& geometry = game.start().board.geometry();
    const Board board = game.boardAt(at);
    const std::string name = cellName(geometry, cell);
    if (board.at(cell) != Mark::Empty) {
        const std::vector<Cell> cells = game.cellsTo(at);
        const auto played = std::find(cells.begin(), cells.end(), cell);
        if (played == cells.end()) {
            return arg(translate("ttt::gamefiles", "%1 is taken: %2 holds it at the start",
                           "%1 is a cell such as h8; %2 is the side, Black or White"),
                { name, sideName(board.at(cell)) });
        }
        return arg(translate("ttt::gamefiles", "%1 is taken: move %2 played it",
                       "%1 is a cell such as h8; %2 is the number of the move"),
            { name, std::to_string(played - cells.begin() + 1) });
    }
    if (game.isOverAt(at)) {
        return arg(
            translate("ttt::gamefiles", "a move after the game ended: the game is over before %1",
                "%1 is the move, a cell such as h8"),
            { name });
    }
    return std::nullopt;
}

} // namespace records

using namespace records;

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

bool isLetter(char c)
{
    return lower(c) >= 'a' && lower(c) <= 'z';
}

std::string_view withoutByteOrderMark(std::string_view text)
{
    return text.starts_with(kUtf8ByteOrderMark) ? text.substr(kUtf8ByteOrderMark.size()) : text;
}

// A line of the input: its text (without the line end) and where it starts.
struct TextLine {
    std::string_view text;
    std::size_t begin = 0;
    int number = 1;
};

std::vector<TextLine> linesOf(std::string_view text)
{
    std::vector<TextLine> lines;
    std::size_t begin = text.starts_with(kUtf8ByteOrderMark) ? kUtf8ByteOrderMark.size() : 0;
    int number = 1;
    while (begin <= text.size()) {
        const std::size_t newline = text.find('\n', begin);
        const std::size_t end = newline == std::string_view::npos ? text.size() : newline;
        std::string_view line = text.substr(begin, end - begin);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        lines.push_back({ line, begin, number++ });
        if (newline == std::string_view::npos)
            break;
        begin = newline + 1;
    }
    return lines;
}

bool isBlankLine(std::string_view line)
{
    return std::all_of(line.begin(), line.end(), isBlank);
}

ParseError errorAt(
    std::string_view text, const TextLine& line, std::size_t position, std::string why)
{
    return errorIn(text, line.number, line.begin, position, std::move(why));
}

// "a 30x30 board: boards run from 3x3 to 20x20", or nothing when the size is one.
std::optional<std::string> badSize(int columns, int rows)
{
    if (Geometry::isValidSide(columns) && Geometry::isValidSide(rows))
        return std::nullopt;
    return arg(translate("ttt::gamefiles", "a %1 board: boards run from %2 to %3",
                   "%1 is the size read, such as 30x30; %2 and %3 the smallest and the biggest"),
        { sizeName(columns, rows), sizeName(Geometry::kMinSide, Geometry::kMinSide),
            sizeName(Geometry::kMaxSide, Geometry::kMaxSide) });
}

// The board's cell at `column` and `row`, both counted from 0, the row from the top.
Cell cellAt(const Geometry& geometry, int column, int row)
{
    return geometry.cellAt(row, column);
}

// ---------------------------------------------------------------------------------------------
// .psq

// "Piskvorky 15x15, 0:0, 0": the size, or the error.
struct PsqHeader {
    int columns = 0;
    int rows = 0;
};

std::optional<std::size_t> readNumber(std::string_view line, std::size_t& at, long& value)
{
    const std::size_t begin = at;
    bool negative = false;
    if (at < line.size() && (line[at] == '-' || line[at] == '+')) {
        negative = line[at] == '-';
        ++at;
    }
    const std::size_t digits = at;
    value = 0;
    while (at < line.size() && isDigit(line[at])) {
        if (value < 100000)
            value = value * 10 + (line[at] - '0');
        ++at;
    }
    if (at == digits) {
        at = begin;
        return std::nullopt;
    }
    if (negative)
        value = -value;
    return begin;
}

void skipSpaces(std::string_view line, std::size_t& at)
{
    while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
        ++at;
}

// The numbers of a line "8,8,0" or "-1, 0, 2, 3": each with where it starts; nothing when the
// line is not numbers and commas alone.
std::optional<std::vector<std::pair<long, std::size_t>>> numbersOf(std::string_view line)
{
    std::vector<std::pair<long, std::size_t>> numbers;
    std::size_t at = 0;
    skipSpaces(line, at);
    while (at < line.size()) {
        long value = 0;
        const std::optional<std::size_t> begin = readNumber(line, at, value);
        if (!begin)
            return std::nullopt;
        numbers.push_back({ value, *begin });
        skipSpaces(line, at);
        if (at == line.size())
            break;
        if (line[at] != ',')
            return std::nullopt;
        ++at;
        skipSpaces(line, at);
    }
    if (numbers.empty())
        return std::nullopt;
    return numbers;
}

bool startsWithWord(std::string_view line, std::string_view word)
{
    if (line.size() < word.size())
        return false;
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (lower(line[i]) != lower(word[i]))
            return false;
    }
    return true;
}

std::string_view trimmedStart(std::string_view line)
{
    std::size_t at = 0;
    while (at < line.size() && isBlank(line[at]))
        ++at;
    return line.substr(at);
}

constexpr std::string_view kPsqWord = "Piskvorky";

} // namespace

Parsed<Game> parsePsq(std::string_view text, const GameDefaults& defaults)
{
    const std::vector<TextLine> lines = linesOf(text);
    std::size_t first = 0;
    while (first + 1 < lines.size() && isBlankLine(lines[first].text))
        ++first;
    const TextLine& header = lines[first];
    std::size_t at = 0;
    skipSpaces(header.text, at);
    const std::string example = "Piskvorky 15x15, 0:0, 0";
    if (!startsWithWord(header.text.substr(at), kPsqWord)) {
        return errorAt(text, header, header.begin + at,
            arg(translate("ttt::gamefiles", "expected a .psq file's first line, such as '%1'",
                    "%1 is an example of the line, as it is written in the file"),
                { example }));
    }
    at += kPsqWord.size();
    skipSpaces(header.text, at);
    long columns = 0;
    long rows = 0;
    const std::size_t sizeAt = at;
    const auto readSize = [&] {
        if (!readNumber(header.text, at, columns) || at >= header.text.size()
            || lower(header.text[at]) != 'x')
            return false;
        ++at;
        return readNumber(header.text, at, rows).has_value();
    };
    if (!readSize()) {
        return errorAt(text, header, header.begin + sizeAt,
            arg(translate("ttt::gamefiles",
                    "expected the board's size after '%1', such as 15x15, found %2",
                    "%1 is the file's first word, Piskvorky; %2 what was found"),
                { kPsqWord, found(text, header.begin + sizeAt) }));
    }
    if (const std::optional<std::string> problem = badSize(int(columns), int(rows)))
        return errorAt(text, header, header.begin + sizeAt, *problem);

    // The moves' lines first: those of numbers after the header, up to the first that is not.
    std::size_t end = first + 1; // the first line after the moves
    for (; end < lines.size(); ++end) {
        const TextLine& line = lines[end];
        if (isBlankLine(line.text))
            continue;
        const auto numbers = numbersOf(line.text);
        if (numbers && (numbers->size() == 2 || numbers->size() == 3))
            continue;
        // The engines' names and the result code after the moves; but a line that starts like a
        // move and is not one is a mistake, not the end.
        const std::string_view trimmed = trimmedStart(line.text);
        if (!trimmed.empty() && isDigit(trimmed.front())
            && trimmed.find(',') != std::string_view::npos) {
            return errorAt(text, line, line.begin + (line.text.size() - trimmed.size()),
                translate("ttt::gamefiles",
                    "expected a move as x,y,time (such as 8,8,0: x and y counted from 1 at "
                    "the top left)"));
        }
        break;
    }
    // Gomocup's files end with the division, such as "0,Freestyle15_1" or "0,Standard20": the
    // rules the moves were played under, over any the caller assumed.
    Position start;
    start.board = Board(gomokuBoard(int(columns), int(rows)));
    start.rules = defaults.rules.value_or(Rules::Classic);
    for (std::size_t i = end; i < lines.size(); ++i) {
        const std::string_view line = trimmedStart(lines[i].text);
        std::size_t cursor = 0;
        long number = 0;
        if (!readNumber(line, cursor, number) || cursor >= line.size() || line[cursor] != ',')
            continue;
        const std::string_view division = trimmedStart(line.substr(cursor + 1));
        if (startsWithWord(division, "freestyle"))
            start.rules = Rules::Classic;
        else if (startsWithWord(division, "standard"))
            start.rules = Rules::Exact;
        else if (startsWithWord(division, "renju")) {
            const Geometry& board = start.board.geometry();
            if (!rulesFit(Rules::Renju, board.columns(), board.rows(), board.k())) {
                return errorAt(text, lines[i], lines[i].begin,
                    arg(translate("ttt::gamefiles",
                            "a renju game on a %1 board: renju is played on boards of at least "
                            "65 cells, such as 15x15",
                            "%1 is the board's size, such as 7x7"),
                        { sizeName(int(columns), int(rows)) }));
            }
            start.rules = Rules::Renju;
        } else if (startsWithWord(division, "caro")) {
            return errorAt(text, lines[i], lines[i].begin,
                arg(translate("ttt::gamefiles",
                        "this game was played under the rules of %1, which this program does not "
                        "play yet",
                        "%1 is the division as the file names it, such as Renju15"),
                    { division.substr(0, 20) }));
        }
    }

    Game game(start);
    const Geometry& geometry = start.board.geometry();
    GamePath path;
    for (std::size_t i = first + 1; i < end; ++i) {
        const TextLine& line = lines[i];
        if (isBlankLine(line.text))
            continue;
        const auto numbers = numbersOf(line.text);
        const auto [x, xAt] = (*numbers)[0];
        const auto [y, yAt] = (*numbers)[1];
        if (x < 1 || x > columns) {
            return errorAt(text, line, line.begin + xAt,
                arg(translate("ttt::gamefiles",
                        "x=%1 is off the board: x runs from 1 to %2 on a %3 board",
                        "%1 is the number read; %3 the board's size, such as 15x15"),
                    { std::to_string(x), std::to_string(columns),
                        sizeName(int(columns), int(rows)) }));
        }
        if (y < 1 || y > rows) {
            return errorAt(text, line, line.begin + yAt,
                arg(translate("ttt::gamefiles",
                        "y=%1 is off the board: y runs from 1 to %2 on a %3 board",
                        "%1 is the number read; %3 the board's size, such as 15x15"),
                    { std::to_string(y), std::to_string(rows),
                        sizeName(int(columns), int(rows)) }));
        }
        const Cell cell = cellAt(geometry, int(x) - 1, int(y) - 1);
        if (const std::optional<std::string> problem = cannotPlay(game, path, cell))
            return errorAt(text, line, line.begin + xAt, *problem);
        path = game.play(path, cell);
    }
    return game;
}

namespace {

// ---------------------------------------------------------------------------------------------
// SGF

struct SgfValue {
    std::string text;
    std::size_t at = 0; // the '[' in the input
};

struct SgfProperty {
    std::string id;
    std::size_t at = 0;
    std::vector<SgfValue> values;
};

struct SgfNode {
    std::size_t at = 0; // its ';'
    std::vector<SgfProperty> properties;

    const SgfProperty* find(std::string_view id) const
    {
        for (const SgfProperty& property : properties) {
            if (property.id == id)
                return &property;
        }
        return nullptr;
    }
};

struct SgfTree {
    std::size_t at = 0; // its '('
    std::vector<SgfNode> nodes;
    std::vector<SgfTree> children;
};

class SgfReader {
public:
    explicit SgfReader(std::string_view text)
        : m_text(text)
        , m_at(text.starts_with(kUtf8ByteOrderMark) ? kUtf8ByteOrderMark.size() : 0)
    { }

    // The first game tree of the collection.
    Parsed<SgfTree> read()
    {
        skipBlanks();
        if (m_at >= m_text.size() || m_text[m_at] != '(')
            return error(m_at, expected("'('"));
        SgfTree tree;
        if (std::optional<ParseError> problem = readTree(tree, 0))
            return *problem;
        return tree;
    }

    // TextLine and column of byte `position`.
    ParseError error(std::size_t position, std::string why) const
    {
        int line = 1;
        std::size_t lineBegin
            = m_text.starts_with(kUtf8ByteOrderMark) ? kUtf8ByteOrderMark.size() : 0;
        for (std::size_t i = 0; i < position && i < m_text.size(); ++i) {
            if (m_text[i] == '\n') {
                ++line;
                lineBegin = i + 1;
            }
        }
        return errorIn(m_text, line, lineBegin, position, std::move(why));
    }

private:
    static constexpr int kDeepest = 2000; // variations in variations: a guard, not a limit

    std::string expected(std::string_view what) const
    {
        return arg(translate("ttt::gamefiles", "expected %1, found %2",
                       "%1 is what SGF needs here, such as '(' or ';'; %2 what was found"),
            { what, found(m_text, m_at) });
    }

    void skipBlanks()
    {
        while (m_at < m_text.size() && isBlank(m_text[m_at]))
            ++m_at;
    }

    std::optional<ParseError> readTree(SgfTree& tree, int depth)
    {
        if (depth > kDeepest) {
            return error(m_at,
                translate("ttt::gamefiles", "variations nested too deep to be a game record"));
        }
        tree.at = m_at;
        ++m_at; // '('
        skipBlanks();
        if (m_at >= m_text.size() || m_text[m_at] != ';')
            return error(m_at, expected("';'"));
        while (m_at < m_text.size() && m_text[m_at] == ';') {
            SgfNode node;
            node.at = m_at;
            ++m_at;
            skipBlanks();
            while (m_at < m_text.size() && isLetter(m_text[m_at])) {
                SgfProperty property;
                property.at = m_at;
                while (m_at < m_text.size() && isLetter(m_text[m_at])) {
                    // FF[1] allowed lower-case letters in names; they are not part of the name.
                    if (m_text[m_at] >= 'A' && m_text[m_at] <= 'Z')
                        property.id += m_text[m_at];
                    ++m_at;
                }
                skipBlanks();
                if (m_at >= m_text.size() || m_text[m_at] != '[') {
                    return error(m_at,
                        arg(translate("ttt::gamefiles", "expected '[' after %1, found %2",
                                "%1 is the property's name, such as B; %2 what was found"),
                            { property.id, found(m_text, m_at) }));
                }
                while (m_at < m_text.size() && m_text[m_at] == '[') {
                    SgfValue value;
                    value.at = m_at;
                    ++m_at;
                    for (;;) {
                        if (m_at >= m_text.size()) {
                            return error(value.at,
                                translate("ttt::gamefiles",
                                    "this value is never closed: a ']' is missing"));
                        }
                        const char c = m_text[m_at];
                        if (c == ']')
                            break;
                        if (c == '\\' && m_at + 1 < m_text.size()) {
                            // An escaped character; a backslash before a line end joins lines.
                            ++m_at;
                            if (m_text[m_at] == '\r' && m_at + 1 < m_text.size()
                                && m_text[m_at + 1] == '\n')
                                ++m_at;
                            else if (m_text[m_at] != '\n' && m_text[m_at] != '\r')
                                value.text += m_text[m_at];
                            ++m_at;
                            continue;
                        }
                        if (c != '\r')
                            value.text += c;
                        ++m_at;
                    }
                    ++m_at; // ']'
                    property.values.push_back(std::move(value));
                    skipBlanks();
                }
                node.properties.push_back(std::move(property));
            }
            tree.nodes.push_back(std::move(node));
        }
        while (m_at < m_text.size() && m_text[m_at] == '(') {
            SgfTree child;
            if (std::optional<ParseError> problem = readTree(child, depth + 1))
                return problem;
            tree.children.push_back(std::move(child));
            skipBlanks();
        }
        if (m_at >= m_text.size()) {
            return error(tree.at,
                translate("ttt::gamefiles", "this game tree is never closed: a ')' is missing"));
        }
        if (m_text[m_at] != ')')
            return error(m_at, expected("';', '(' or ')'"));
        ++m_at;
        skipBlanks();
        return std::nullopt;
    }

    std::string_view m_text;
    std::size_t m_at;
};

std::string trimmed(std::string_view text)
{
    std::size_t begin = 0;
    std::size_t end = text.size();
    while (begin < end && isBlank(text[begin]))
        ++begin;
    while (end > begin && isBlank(text[end - 1]))
        --end;
    return std::string(text.substr(begin, end - begin));
}

std::string lowered(std::string text)
{
    for (char& c : text)
        c = lower(c);
    return text;
}

// The rules an SGF RU[] names: ours by name, and the names other programs write.
std::optional<Rules> sgfRules(std::string_view value)
{
    const std::string name = lowered(trimmed(value));
    if (name == "freestyle" || name == "free-style" || name == "free style" || name == "gomoku"
        || name == "0")
        return Rules::Classic;
    if (name == "standard" || name == "exact" || name == "exactly five" || name == "1")
        return Rules::Exact;
    return rulesFromName(name);
}

class SgfGame {
public:
    SgfGame(const SgfReader& reader, const SgfTree& root)
        : m_reader(reader)
        , m_root(root)
    { }

    Parsed<Game> build()
    {
        const SgfNode& first = m_root.nodes.front();
        if (const SgfProperty* gm = first.find("GM"); gm && !gm->values.empty()) {
            if (trimmed(gm->values.front().text) != "4") {
                return m_reader.error(gm->at,
                    arg(translate("ttt::gamefiles",
                            "GM[%1]: this SGF file records another game; gomoku is GM[4]",
                            "%1 is the number in the file (1 is Go, 2 Othello, ...)"),
                        { trimmed(gm->values.front().text) }));
            }
        }
        int columns = 15;
        int rows = 15;
        if (const SgfProperty* sz = first.find("SZ"); sz && !sz->values.empty()) {
            const std::string size = trimmed(sz->values.front().text);
            const std::size_t colon = size.find(':');
            const auto number = [](std::string_view digits) -> std::optional<int> {
                if (digits.empty() || digits.size() > 3
                    || !std::all_of(digits.begin(), digits.end(), isDigit))
                    return std::nullopt;
                int value = 0;
                for (const char c : digits)
                    value = value * 10 + (c - '0');
                return value;
            };
            const std::optional<int> c = number(std::string_view(size).substr(0, colon));
            const std::optional<int> r
                = colon == std::string::npos ? c : number(std::string_view(size).substr(colon + 1));
            if (!c || !r) {
                return m_reader.error(sz->values.front().at,
                    arg(translate("ttt::gamefiles",
                            "SZ[%1]: expected the board's size, such as SZ[15] or SZ[15:13]",
                            "%1 is what the file says"),
                        { size }));
            }
            if (const std::optional<std::string> problem = badSize(*c, *r))
                return m_reader.error(sz->values.front().at, *problem);
            columns = *c;
            rows = *r;
        }
        Position start;
        start.board = Board(gomokuBoard(columns, rows));
        if (const SgfProperty* ru = first.find("RU"); ru && !ru->values.empty()) {
            const std::string name = trimmed(ru->values.front().text);
            const std::optional<Rules> rules = sgfRules(name);
            if (!rules) {
                return m_reader.error(ru->values.front().at,
                    arg(translate("ttt::gamefiles",
                            "RU[%1]: rules this program does not play; it knows free-style "
                            "(RU[freestyle]), exactly five (RU[standard]), renju (RU[renju]), "
                            "Korean omok (RU[omok]), misère and line-score",
                            "%1 is what the file says, such as renju"),
                        { name }));
            }
            start.rules = *rules;
        }
        m_geometry = start.board.geometry();
        for (const auto& [id, mark] :
            { std::pair { "AB", Mark::X }, std::pair { "AW", Mark::O } }) {
            if (const SgfProperty* stones = first.find(id)) {
                for (const SgfValue& value : stones->values) {
                    const Parsed<std::vector<Cell>> cells = pointsOf(value);
                    if (!cells)
                        return cells.error();
                    for (const Cell cell : *cells) {
                        if (start.board.at(cell) != Mark::Empty) {
                            return m_reader.error(value.at,
                                arg(translate("ttt::gamefiles", "%1 is set up twice at the start",
                                        "%1 is a cell such as h8"),
                                    { cellName(m_geometry, cell) }));
                        }
                        start.board.set(cell, mark);
                    }
                }
            }
        }
        if (const SgfProperty* pl = first.find("PL"); pl && !pl->values.empty()) {
            const std::string side = lowered(trimmed(pl->values.front().text));
            if (side != "b" && side != "w") {
                return m_reader.error(pl->values.front().at,
                    translate("ttt::gamefiles", "PL[] names the side to move: B or W"));
            }
            const Mark mark = side == "b" ? Mark::X : Mark::O;
            // On an empty board, the side that moves first; after set-up stones, the side
            // to move there.
            if (start.board.isEmpty())
                start.firstPlayer = mark;
            else
                start.toMove = mark;
        }
        if (!Game::canStartFrom(start)) {
            const bool over = gameState(start.board, start.rules) != GameState::InProgress;
            return m_reader.error(first.at,
                over ? translate(
                    "ttt::gamefiles", "the stones set up at the start already end the game")
                     : translate("ttt::gamefiles",
                         "the stones set up at the start do not say whose turn it is: add "
                         "PL[B] or PL[W]"));
        }
        m_game = Game(start);
        if (std::optional<ParseError> problem = addTree(m_root, {}, true))
            return *problem;
        return m_game;
    }

private:
    // "hh" → the cell (column, then row, both from the top left); a compressed list "aa:cc"
    // gives every cell of the rectangle.
    Parsed<std::vector<Cell>> pointsOf(const SgfValue& value) const
    {
        const std::string& text = value.text;
        const auto point = [&](std::string_view letters) -> std::optional<std::pair<int, int>> {
            if (letters.size() != 2)
                return std::nullopt;
            const auto index = [](char c) {
                return c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' + 26 : -1;
            };
            const int column = index(letters[0]);
            const int row = index(letters[1]);
            if (column < 0 || row < 0)
                return std::nullopt;
            return std::pair { column, row };
        };
        const std::size_t colon = text.find(':');
        const auto from = point(std::string_view(text).substr(0, colon));
        const auto to
            = colon == std::string::npos ? from : point(std::string_view(text).substr(colon + 1));
        if (text.empty() || (text == "tt" && m_geometry.columns() <= 19)) {
            return m_reader.error(value.at,
                translate("ttt::gamefiles", "a pass: gomoku has none, every move is a stone"));
        }
        if (!from || !to) {
            return m_reader.error(value.at,
                arg(translate("ttt::gamefiles",
                        "expected a point as two letters (column, then row from the top, such "
                        "as hh), found [%1]",
                        "%1 is what the file says"),
                    { text.substr(0, 20) }));
        }
        std::vector<Cell> cells;
        for (int column = std::min(from->first, to->first);
             column <= std::max(from->first, to->first); ++column) {
            for (int row = std::min(from->second, to->second);
                 row <= std::max(from->second, to->second); ++row) {
                if (column >= m_geometry.columns() || row >= m_geometry.rows()) {
                    return m_reader.error(value.at,
                        arg(translate("ttt::gamefiles", "[%1] is off the %2 board",
                                "%1 is the point as the file writes it; %2 the size, 15x15"),
                            { text, sizeName(m_geometry.columns(), m_geometry.rows()) }));
                }
                cells.push_back(cellAt(m_geometry, column, row));
            }
        }
        return cells;
    }

    // The nodes of `tree` played from `at`, then its variations from where it ends.
    std::optional<ParseError> addTree(const SgfTree& tree, GamePath at, bool isRoot)
    {
        for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
            const SgfNode& node = tree.nodes[i];
            const bool setUp = isRoot && i == 0;
            if (!setUp) {
                for (const char* id : { "AB", "AW", "AE" }) {
                    if (const SgfProperty* stones = node.find(id)) {
                        return m_reader.error(stones->at,
                            arg(translate("ttt::gamefiles",
                                    "%1 in the middle of the game: only the first node may set "
                                    "stones up",
                                    "%1 is the property, AB (add black), AW or AE"),
                                { id }));
                    }
                }
            }
            // One move a node, as SGF says; some programs write a whole game into one node
            // (B[hh]W[ig]B[gj]), read as the moves in their order.
            for (const SgfProperty& move : node.properties) {
                if (move.id != "B" && move.id != "W")
                    continue;
                const Mark side = move.id == "B" ? Mark::X : Mark::O;
                for (const SgfValue& value : move.values) {
                    const Parsed<std::vector<Cell>> cells = pointsOf(value);
                    if (!cells)
                        return cells.error();
                    if (cells->size() != 1) {
                        return m_reader.error(value.at,
                            translate("ttt::gamefiles", "a move is one point, not a rectangle"));
                    }
                    if (m_game.sideToMoveAt(at) != side) {
                        return m_reader.error(move.at,
                            arg(translate("ttt::gamefiles", "%1 moves twice in a row here",
                                    "%1 is the side, Black or White"),
                                { sideName(side) }));
                    }
                    if (const std::optional<std::string> problem
                        = cannotPlay(m_game, at, cells->front()))
                        return m_reader.error(value.at, *problem);
                    at = m_game.play(at, cells->front());
                }
            }
            if (const SgfProperty* comment = node.find("C")) {
                std::string text;
                for (const SgfValue& value : comment->values)
                    text += value.text;
                if (!m_game.commentAt(at).empty())
                    text = m_game.commentAt(at) + "\n" + text;
                m_game.setComment(at, std::move(text));
            }
        }
        for (const SgfTree& child : tree.children) {
            if (std::optional<ParseError> problem = addTree(child, at, false))
                return problem;
        }
        return std::nullopt;
    }

    const SgfReader& m_reader;
    const SgfTree& m_root;
    Geometry m_geometry = kTicTacToe;
    Game m_game;
};

} // namespace

Parsed<Game> parseSgf(std::string_view text)
{
    SgfReader reader(text);
    const Parsed<SgfTree> tree = reader.read();
    if (!tree)
        return tree.error();
    return SgfGame(reader, *tree).build();
}

namespace {

// ---------------------------------------------------------------------------------------------
// Move strings

struct NamedCell {
    int column = 0; // from 0
    int number = 0; // the row's number, from 1 at the bottom
    std::size_t at = 0;
    std::size_t length = 0;
    const TextLine* line = nullptr;
};

// The cell names of a move string, with where each is; the error at the first thing that is not
// one. `together` says whether two names were written with nothing between them.
Parsed<std::vector<NamedCell>> namesOf(
    std::string_view text, const std::vector<TextLine>& lines, bool* together = nullptr)
{
    std::vector<NamedCell> names;
    for (const TextLine& line : lines) {
        std::size_t at = 0;
        bool previousEnded = false; // a name ended right before `at`
        while (at < line.text.size()) {
            const char c = line.text[at];
            if (isBlank(c) || c == ',' || c == ';') {
                previousEnded = false;
                ++at;
                continue;
            }
            if (!isLetter(c) || at + 1 >= line.text.size() || !isDigit(line.text[at + 1])) {
                return errorAt(text, line, line.begin + at,
                    arg(translate("ttt::gamefiles",
                            "expected a move (a column letter and a row number, such as h8), "
                            "found %1",
                            "%1 is what was found"),
                        { found(text, line.begin + at) }));
            }
            NamedCell name;
            name.column = lower(c) - 'a';
            name.at = line.begin + at;
            name.line = &line;
            std::size_t end = at + 1;
            while (end < line.text.size() && isDigit(line.text[end]) && end - at <= 2) {
                name.number = name.number * 10 + (line.text[end] - '0');
                ++end;
            }
            name.length = end - at;
            if (together && previousEnded)
                *together = true;
            names.push_back(name);
            previousEnded = true;
            at = end;
        }
    }
    return names;
}

} // namespace

Parsed<Game> parseMoveString(std::string_view text, const GameDefaults& defaults)
{
    const std::vector<TextLine> lines = linesOf(text);
    const Parsed<std::vector<NamedCell>> names = namesOf(text, lines);
    if (!names)
        return names.error();
    Geometry geometry = defaults.board.value_or(gomokuBoard(15, 15));
    if (!defaults.board) {
        for (const NamedCell& name : *names) {
            if (name.column >= 15 || name.number > 15)
                geometry = gomokuBoard(Geometry::kMaxSide, Geometry::kMaxSide);
        }
    }
    Position start;
    start.board = Board(geometry);
    start.rules = defaults.rules.value_or(Rules::Classic);
    Game game(start);
    GamePath path;
    for (const NamedCell& name : *names) {
        if (name.column >= geometry.columns() || name.number < 1 || name.number > geometry.rows()) {
            const std::string lastColumn(1, columnLetter(geometry.columns() - 1));
            return errorAt(text, *name.line, name.at,
                arg(translate("ttt::gamefiles",
                        "%1 is off the %2 board: its cells run from a1 to %3",
                        "%1 is the move as written; %2 the board's size, such as 15x15; %3 the "
                        "name of its top-right cell"),
                    { text.substr(name.at, name.length),
                        sizeName(geometry.columns(), geometry.rows()),
                        lastColumn + std::to_string(geometry.rows()) }));
        }
        const Cell cell = cellAt(geometry, name.column, geometry.rows() - name.number);
        if (const std::optional<std::string> problem = cannotPlay(game, path, cell))
            return errorAt(text, *name.line, name.at, *problem);
        path = game.play(path, cell);
    }
    return game;
}

Parsed<Game> parseOpenings(std::string_view text, const GameDefaults& defaults)
{
    // 15×15 unless a stone lies off it (Gomocup's 20×20 files reach 10 from the centre).
    Geometry geometry = defaults.board.value_or(gomokuBoard(15, 15));
    if (!defaults.board) {
        for (const TextLine& line : linesOf(text)) {
            const auto numbers = numbersOf(line.text);
            for (std::size_t i = 0; numbers && i < numbers->size(); ++i) {
                if ((*numbers)[i].first < -7 || (*numbers)[i].first > 7)
                    geometry = gomokuBoard(Geometry::kMaxSide, Geometry::kMaxSide);
            }
        }
    }
    Position start;
    start.board = Board(geometry);
    start.rules = defaults.rules.value_or(Rules::Classic);
    Game game(start);
    const int centreColumn = geometry.columns() / 2;
    const int centreRow = geometry.rows() / 2;
    for (const TextLine& line : linesOf(text)) {
        if (isBlankLine(line.text))
            continue;
        const auto numbers = numbersOf(line.text);
        if (!numbers) {
            return errorAt(text, line, line.begin,
                translate("ttt::gamefiles",
                    "expected an opening: numbers separated by commas, x and y of each stone "
                    "from the centre (such as 0,0, 1,-1)"));
        }
        if (numbers->size() % 2 != 0) {
            return errorAt(text, line, line.begin + numbers->back().second,
                translate("ttt::gamefiles",
                    "an x with no y: an opening gives two numbers for each stone"));
        }
        GamePath path;
        for (std::size_t i = 0; i < numbers->size(); i += 2) {
            const int column = centreColumn + int((*numbers)[i].first);
            const int row = centreRow + int((*numbers)[i + 1].first);
            const std::size_t at = line.begin + (*numbers)[i].second;
            if (column < 0 || column >= geometry.columns() || row < 0 || row >= geometry.rows()) {
                return errorAt(text, line, at,
                    arg(translate("ttt::gamefiles", "%1,%2 is off the %3 board from its centre",
                            "%1 and %2 are the stone's x and y; %3 the board's size, 15x15"),
                        { std::to_string((*numbers)[i].first),
                            std::to_string((*numbers)[i + 1].first),
                            sizeName(geometry.columns(), geometry.rows()) }));
            }
            const Cell cell = cellAt(geometry, column, row);
            if (const std::optional<std::string> problem = cannotPlay(game, path, cell))
                return errorAt(text, line, at, *problem);
            path = game.play(path, cell);
        }
    }
    return game;
}

GameForm recogniseGameForm(std::string_view text)
{
    if (isRenLib(text))
        return GameForm::RenLib;
    const std::string_view body = trimmedStart(withoutByteOrderMark(text));
    if (startsWithWord(body, kPsqWord))
        return GameForm::Psq;
    if (body.starts_with('(') && trimmedStart(body.substr(1)).starts_with(';'))
        return GameForm::Sgf;
    const std::vector<TextLine> lines = linesOf(text);
    bool anyLine = false;
    bool allNumbers = true;
    for (const TextLine& line : lines) {
        if (isBlankLine(line.text))
            continue;
        anyLine = true;
        if (trimmedStart(line.text).starts_with('#'))
            return GameForm::Text;
        const auto numbers = numbersOf(line.text);
        allNumbers = allNumbers && numbers && numbers->size() % 2 == 0;
    }
    if (!anyLine)
        return GameForm::Text;
    if (allNumbers)
        return GameForm::Openings;
    bool together = false;
    const Parsed<std::vector<NamedCell>> names = namesOf(text, lines, &together);
    if (!names || names->empty())
        return GameForm::Text;
    const bool fitsTicTacToe = std::all_of(names->begin(), names->end(),
        [](const NamedCell& name) { return name.column < 3 && name.number <= 3; });
    return together || !fitsTicTacToe ? GameForm::Moves : GameForm::Text;
}

Parsed<Game> parseGameIn(
    std::string_view text, std::optional<GameForm> form, const GameDefaults& defaults)
{
    switch (form.value_or(recogniseGameForm(text))) {
    case GameForm::Text:
        return parseGame(text);
    case GameForm::Psq:
        return parsePsq(text, defaults);
    case GameForm::Sgf:
        return parseSgf(text);
    case GameForm::Moves:
        return parseMoveString(text, defaults);
    case GameForm::Openings:
        return parseOpenings(text, defaults);
    case GameForm::RenLib:
        return parseRenLib(text);
    }
    return parseGame(text);
}

std::string_view gameFormName(GameForm form)
{
    switch (form) {
    case GameForm::Text:
        return "text";
    case GameForm::Psq:
        return "psq";
    case GameForm::Sgf:
        return "sgf";
    case GameForm::Moves:
        return "moves";
    case GameForm::Openings:
        return "openings";
    case GameForm::RenLib:
        return "renlib";
    }
    return "text";
}

std::optional<GameForm> gameFormFromName(std::string_view name)
{
    for (const GameForm form : kEveryGameForm) {
        if (gameFormName(form) == name)
            return form;
    }
    return std::nullopt;
}

std::string_view gameFormExtension(GameForm form)
{
    switch (form) {
    case GameForm::Psq:
        return "psq";
    case GameForm::Sgf:
        return "sgf";
    case GameForm::RenLib:
        return "lib";
    case GameForm::Text:
    case GameForm::Moves:
    case GameForm::Openings:
        return "txt";
    }
    return "txt";
}

namespace {

// Calls `visit` with every place of the game's tree but the start.
void forEachPlace(const Game& game, const std::function<void(const GamePath&)>& visit)
{
    std::vector<GamePath> open { {} };
    while (!open.empty()) {
        const GamePath at = open.back();
        open.pop_back();
        const std::vector<GameMove>& moves = game.movesAfter(at);
        for (int i = int(moves.size()) - 1; i >= 0; --i) {
            GamePath next = at;
            next.push_back(i);
            visit(next);
            open.push_back(std::move(next));
        }
    }
}

int variationCount(const Game& game)
{
    int count = int(game.firstMoves().size() > 1 ? game.firstMoves().size() - 1 : 0);
    forEachPlace(game, [&](const GamePath& at) {
        const std::size_t moves = game.movesAfter(at).size();
        count += moves > 1 ? int(moves) - 1 : 0;
    });
    return count;
}

bool hasComments(const Game& game)
{
    bool any = !game.commentAt({}).empty();
    forEachPlace(game, [&](const GamePath& at) { any = any || !game.commentAt(at).empty(); });
    return any;
}

std::string rulesWords(Rules rules)
{
    switch (rules) {
    case Rules::Classic:
        return translate("ttt::gamefiles", "the rules (free-style)");
    case Rules::Exact:
        return translate("ttt::gamefiles", "the rules (exactly five)");
    case Rules::Misere:
        return translate("ttt::gamefiles", "the rules (misère)");
    case Rules::LineScore:
        return translate("ttt::gamefiles", "the rules (line-score)");
    case Rules::Renju:
        return translate("ttt::gamefiles", "the rules (renju)");
    case Rules::Omok:
        return translate("ttt::gamefiles", "the rules (Korean omok)");
    }
    return {};
}

// The geometry a move string of `game`'s line is read on, with nothing given.
Geometry moveStringBoard(const Game& game)
{
    const Geometry& geometry = game.start().board.geometry();
    for (const Cell cell : game.cellsTo(game.lineThrough({}))) {
        if (geometry.columnOf(cell) >= 15 || rowNumber(geometry, geometry.rowOf(cell)) > 15)
            return gomokuBoard(Geometry::kMaxSide, Geometry::kMaxSide);
    }
    return gomokuBoard(15, 15);
}

// The geometry an opening file of `game` is read on, with nothing given.
Geometry openingsBoard(const Game& game)
{
    const Geometry& geometry = game.start().board.geometry();
    bool far = false;
    forEachPlace(game, [&](const GamePath& at) {
        const Cell cell = game.moveAt(at).cell;
        far = far || std::abs(geometry.columnOf(cell) - geometry.columns() / 2) > 7
            || std::abs(geometry.rowOf(cell) - geometry.rows() / 2) > 7;
    });
    return far ? gomokuBoard(Geometry::kMaxSide, Geometry::kMaxSide) : gomokuBoard(15, 15);
}

} // namespace

std::vector<std::string> leftOut(const Game& game, GameForm form)
{
    std::vector<std::string> missing;
    if (form == GameForm::Text)
        return missing;
    if (form == GameForm::RenLib) {
        missing.push_back(translate("ttt::gamefiles",
            "all of it: a RenLib library is read, never written (it is written as text)"));
        return missing;
    }
    const Position& start = game.start();
    const Geometry& geometry = start.board.geometry();
    const bool kept = form == GameForm::Sgf;
    if (!kept && !start.board.isEmpty())
        missing.push_back(translate("ttt::gamefiles", "the stones of the start position"));
    if (!kept && (start.firstPlayer != Mark::X || start.toMove))
        missing.push_back(translate("ttt::gamefiles", "which side moves first"));
    if (kept && !start.board.isEmpty() && !start.toMove && start.firstPlayer != Mark::X)
        missing.push_back(translate("ttt::gamefiles", "which side moved first"));
    if (kept && start.board.isEmpty() && start.toMove)
        missing.push_back(translate("ttt::gamefiles", "which side moves first"));
    // SGF names every rule set; a .psq file free-style, exactly five and renju (Gomocup's
    // divisions).
    const bool rulesKept = kept
        || (form == GameForm::Psq
            && (start.rules == Rules::Classic || start.rules == Rules::Exact
                || start.rules == Rules::Renju));
    if (!rulesKept && start.rules != Rules::Classic)
        missing.push_back(rulesWords(start.rules));
    if (geometry.k() != gomokuK(geometry.columns(), geometry.rows())) {
        missing.push_back(arg(translate("ttt::gamefiles", "k=%1 (the file means five in a row)",
                                  "k is the number in a row that wins"),
            { std::to_string(geometry.k()) }));
    }
    if (form == GameForm::Moves && game.hasMoves()
        && recogniseGameForm(formatGameAs(game, form)) != GameForm::Moves) {
        // One move that fits 3×3 ("c3") reads as an old tic-tac-toe record.
        missing.push_back(
            arg(translate("ttt::gamefiles", "the board's size (%1; the file is read as %2)",
                    "%1 and %2 are sizes such as 20x20 and 15x15"),
                { sizeName(geometry.columns(), geometry.rows()), sizeName(3, 3) }));
    } else if (form == GameForm::Moves || form == GameForm::Openings) {
        const Geometry readOn
            = form == GameForm::Moves ? moveStringBoard(game) : openingsBoard(game);
        if (geometry.columns() != readOn.columns() || geometry.rows() != readOn.rows()) {
            missing.push_back(
                arg(translate("ttt::gamefiles", "the board's size (%1; the file is read as %2)",
                        "%1 and %2 are sizes such as 20x20 and 15x15"),
                    { sizeName(geometry.columns(), geometry.rows()),
                        sizeName(readOn.columns(), readOn.rows()) }));
        }
    }
    if (form == GameForm::Psq || form == GameForm::Moves) {
        if (const int variations = variationCount(game); variations > 0) {
            missing.push_back(translate("ttt::gamefiles", "%n variation(s)",
                "what a file cannot hold: the game's variations", variations));
        }
    }
    if (form != GameForm::Sgf && hasComments(game))
        missing.push_back(translate("ttt::gamefiles", "the comments"));
    return missing;
}

namespace {

std::string psqText(const Game& game)
{
    const Geometry& geometry = game.start().board.geometry();
    std::string text = std::string(kPsqWord) + " " + sizeName(geometry.columns(), geometry.rows())
        + ", 0:0, 0\n";
    for (const Cell cell : game.cellsTo(game.lineThrough({}))) {
        text += std::to_string(geometry.columnOf(cell) + 1) + ","
            + std::to_string(geometry.rowOf(cell) + 1) + ",0\n";
    }
    // Piskvork's trailer (the players, here people; the result code) and Gomocup's division,
    // which says the rules.
    text += "homo-1\nhomo-2\n-1\n";
    text += game.start().rules == Rules::Exact ? "0,Standard\n"
        : game.start().rules == Rules::Renju   ? "0,Renju\n"
                                               : "0,Freestyle\n";
    return text;
}

std::string moveStringText(const Game& game)
{
    std::string text;
    for (const Cell cell : game.cellsTo(game.lineThrough({})))
        text += cellName(game.start().board.geometry(), cell);
    return text + "\n";
}

std::string openingsText(const Game& game)
{
    const Geometry& geometry = game.start().board.geometry();
    std::string text;
    const std::function<void(const GamePath&)> write = [&](const GamePath& at) {
        const std::vector<GameMove>& moves = game.movesAfter(at);
        if (moves.empty()) {
            if (at.empty())
                return;
            std::string line;
            for (const Cell cell : game.cellsTo(at)) {
                if (!line.empty())
                    line += ", ";
                line += std::to_string(geometry.columnOf(cell) - geometry.columns() / 2) + ","
                    + std::to_string(geometry.rowOf(cell) - geometry.rows() / 2);
            }
            text += line + "\n";
            return;
        }
        for (int i = 0; i < int(moves.size()); ++i) {
            GamePath next = at;
            next.push_back(i);
            write(next);
        }
    };
    write({});
    return text;
}

std::string sgfEscaped(std::string_view text)
{
    std::string escaped;
    for (const char c : text) {
        if (c == ']' || c == '\\')
            escaped += '\\';
        escaped += c;
    }
    return escaped;
}

// Appends C[comment] (GCC 12 warns, wrongly, of "C[" + text + "]").
void appendSgfComment(std::string& text, std::string_view comment)
{
    if (comment.empty())
        return;
    text += "C[";
    text += sgfEscaped(comment);
    text += ']';
}

std::string sgfPoint(const Geometry& geometry, Cell cell)
{
    return { char('a' + geometry.columnOf(cell)), char('a' + geometry.rowOf(cell)) };
}

std::string sgfText(const Game& game)
{
    const Position& start = game.start();
    const Geometry& geometry = start.board.geometry();
    std::string text = "(;GM[4]FF[4]CA[UTF-8]SZ[";
    text += geometry.isSquare()
        ? std::to_string(geometry.columns())
        : std::to_string(geometry.columns()) + ":" + std::to_string(geometry.rows());
    text += "]";
    if (start.rules == Rules::Exact)
        text += "RU[standard]";
    else if (start.rules != Rules::Classic) {
        text += "RU[";
        text += rulesName(start.rules);
        text += ']';
    }
    for (const auto& [id, mark] : { std::pair { "AB", Mark::X }, std::pair { "AW", Mark::O } }) {
        std::string stones;
        for (Cell cell = 0; cell < geometry.cells(); ++cell) {
            if (start.board.at(cell) == mark) {
                stones += '[';
                stones += sgfPoint(geometry, cell);
                stones += ']';
            }
        }
        if (!stones.empty()) {
            text += id;
            text += stones;
        }
    }
    if (start.toMove)
        text += *start.toMove == Mark::X ? "PL[B]" : "PL[W]";
    else if (start.board.isEmpty() && start.firstPlayer != Mark::X)
        text += "PL[W]";
    appendSgfComment(text, game.commentAt({}));
    const std::function<void(GamePath)> writeFrom = [&](GamePath at) {
        for (;;) {
            const std::vector<GameMove>& moves = game.movesAfter(at);
            if (moves.empty())
                return;
            if (moves.size() > 1) {
                for (int i = 0; i < int(moves.size()); ++i) {
                    GamePath next = at;
                    next.push_back(i);
                    text += "\n(";
                    const GameMove& move = moves[std::size_t(i)];
                    text += game.sideToMoveAt(at) == Mark::X ? ";B[" : ";W[";
                    text += sgfPoint(geometry, move.cell) + "]";
                    appendSgfComment(text, move.comment);
                    writeFrom(next);
                    text += ")";
                }
                return;
            }
            const GameMove& move = moves.front();
            text += game.sideToMoveAt(at) == Mark::X ? ";B[" : ";W[";
            text += sgfPoint(geometry, move.cell) + "]";
            appendSgfComment(text, move.comment);
            at.push_back(0);
        }
    };
    writeFrom({});
    return text + ")\n";
}

} // namespace

std::string formatGameAs(const Game& game, GameForm form)
{
    switch (form) {
    case GameForm::Text:
        return formatGame(game);
    case GameForm::Psq:
        return psqText(game);
    case GameForm::Sgf:
        return sgfText(game);
    case GameForm::Moves:
        return moveStringText(game);
    case GameForm::Openings:
        return openingsText(game);
    case GameForm::RenLib:
        return formatGame(game);
    }
    return formatGame(game);
}

} // namespace ttt
