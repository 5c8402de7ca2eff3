// Games: the tree of moves, and its text form.
#include "ttt/game.h"

#include "positionreader.h"
#include "textdiagnostics.h"

#include "ttt/legality.h"
#include "ttt/renju.h"
#include "ttt/translate.h"

#include <cassert>
#include <utility>

namespace ttt {

std::string cellName(const Geometry& geometry, Cell cell, RowsCounted rows)
{
    assert(geometry.isValidCell(cell));
    std::string name(1, columnLetter(geometry.columnOf(cell)));
    name += std::to_string(rowNumber(geometry, geometry.rowOf(cell), rows));
    return name;
}

char columnLetter(int column)
{
    assert(0 <= column && column < Geometry::kMaxSide);
    return char('a' + column);
}

int rowNumber(const Geometry& geometry, int row, RowsCounted rows)
{
    assert(0 <= row && row < geometry.rows());
    return rows == RowsCounted::FromBottom ? geometry.rows() - row : row + 1;
}

std::pair<Cell, Cell> lineEnds(const Geometry& geometry, Cell a, Cell b)
{
    const bool bFirst = geometry.columnOf(a) != geometry.columnOf(b)
        ? geometry.columnOf(b) < geometry.columnOf(a)
        : geometry.rowOf(b) > geometry.rowOf(a);
    return bFirst ? std::pair(b, a) : std::pair(a, b);
}

std::string lineName(const Geometry& geometry, const std::vector<Cell>& line)
{
    if (line.empty())
        return {};
    const auto [from, to] = lineEnds(geometry, line.front(), line.back());
    return cellName(geometry, from) + "–" + cellName(geometry, to);
}

std::optional<Cell> cellFromName(const Geometry& geometry, std::string_view name, RowsCounted rows)
{
    // A letter, then a row number of one or two digits that does not start with 0.
    if (name.size() < 2 || name.size() > 3 || name[1] < '1' || name[1] > '9')
        return std::nullopt;
    const char letter = name[0] >= 'A' && name[0] <= 'Z' ? char(name[0] - 'A' + 'a') : name[0];
    const int column = letter - 'a';
    int number = name[1] - '0';
    if (name.size() == 3) {
        if (name[2] < '0' || name[2] > '9')
            return std::nullopt;
        number = number * 10 + (name[2] - '0');
    }
    if (column < 0 || column >= geometry.columns() || number > geometry.rows())
        return std::nullopt;
    const int row = rows == RowsCounted::FromBottom ? geometry.rows() - number : number - 1;
    return geometry.cellAt(row, column);
}

namespace {

// The side that moves first in a game from `start`: named, or by turn parity.
std::optional<Mark> firstMoverOf(const Position& start)
{
    if (start.toMove)
        return start.toMove;
    return sideToMove(start.board, start.firstPlayer);
}

bool isOver(const Board& board, Rules rules)
{
    return ttt::isOver(gameState(board, rules));
}

} // namespace

Game::Game()
    : Game(Position {})
{ }

Game::Game(Position start)
    : m_start(std::move(start))
    , m_firstMover(firstMoverOf(m_start).value_or(Mark::X))
    , m_playable(canStartFrom(m_start))
{ }

bool Game::canStartFrom(const Position& start)
{
    return firstMoverOf(start).has_value() && !isOver(start.board, start.rules);
}

Game Game::withStart(Position start) const
{
    assert(start.board == m_start.board);
    Game game(std::move(start));
    assert(!hasMoves() || (game.m_playable && game.m_firstMover == m_firstMover));
    game.m_moves = m_moves;
    game.m_comment = m_comment;
    return game;
}

bool Game::contains(const GamePath& path) const
{
    const std::vector<GameMove>* moves = &m_moves;
    for (const int index : path) {
        if (index < 0 || index >= int(moves->size()))
            return false;
        moves = &(*moves)[std::size_t(index)].next;
    }
    return true;
}

const std::vector<GameMove>& Game::movesAfter(const GamePath& path) const
{
    assert(contains(path));
    const std::vector<GameMove>* moves = &m_moves;
    for (const int index : path)
        moves = &(*moves)[std::size_t(index)].next;
    return *moves;
}

std::vector<GameMove>& Game::editableMovesAfter(const GamePath& path)
{
    return const_cast<std::vector<GameMove>&>(movesAfter(path));
}

const GameMove& Game::moveAt(const GamePath& path) const
{
    assert(!path.empty());
    const GamePath parent(path.begin(), path.end() - 1);
    return movesAfter(parent)[std::size_t(path.back())];
}

const std::string& Game::commentAt(const GamePath& path) const
{
    return path.empty() ? m_comment : moveAt(path).comment;
}

void Game::setComment(const GamePath& path, std::string comment)
{
    assert(contains(path));
    if (path.empty()) {
        m_comment = std::move(comment);
        return;
    }
    const GamePath parent(path.begin(), path.end() - 1);
    editableMovesAfter(parent)[std::size_t(path.back())].comment = std::move(comment);
}

std::vector<Cell> Game::cellsTo(const GamePath& path) const
{
    assert(contains(path));
    std::vector<Cell> cells;
    const std::vector<GameMove>* moves = &m_moves;
    for (const int index : path) {
        const GameMove& move = (*moves)[std::size_t(index)];
        cells.push_back(move.cell);
        moves = &move.next;
    }
    return cells;
}

Board Game::boardAt(const GamePath& path) const
{
    Board board = m_start.board;
    Mark side = m_firstMover;
    for (const Cell cell : cellsTo(path)) {
        board.set(cell, side);
        side = other(side);
    }
    return board;
}

Mark Game::sideToMoveAt(const GamePath& path) const
{
    return path.size() % 2 == 0 ? m_firstMover : other(m_firstMover);
}

bool Game::isOverAt(const GamePath& path) const
{
    return isOver(boardAt(path), m_start.rules);
}

std::optional<std::size_t> Game::forbiddenMoveOn(const GamePath& path) const
{
    if (!forbidsMoves(m_start.rules))
        return std::nullopt;
    Board board = m_start.board;
    Mark side = m_firstMover;
    const std::vector<Cell> cells = cellsTo(path);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (isForbidden(board, cells[i], m_start.rules, side))
            return i;
        board.set(cells[i], side);
        side = other(side);
    }
    return std::nullopt;
}

GamePath Game::lineThrough(const GamePath& path) const
{
    GamePath line = path;
    for (const std::vector<GameMove>* moves = &movesAfter(path); !moves->empty();
         moves = &moves->front().next)
        line.push_back(0);
    return line;
}

bool Game::canPlay(const GamePath& path, Cell cell) const
{
    if (!contains(path))
        return false;
    const Board board = boardAt(path);
    return m_playable && board.geometry().isValidCell(cell) && board.at(cell) == Mark::Empty
        && !isOver(board, m_start.rules);
}

GamePath Game::play(const GamePath& path, Cell cell)
{
    assert(canPlay(path, cell));
    std::vector<GameMove>& moves = editableMovesAfter(path);
    GamePath after = path;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (moves[i].cell == cell) {
            after.push_back(int(i));
            return after;
        }
    }
    moves.push_back({ cell, {}, {} });
    after.push_back(int(moves.size()) - 1);
    return after;
}

GamePath Game::promote(const GamePath& path)
{
    assert(!path.empty() && contains(path));
    // The variation nearest to `path` (the last step off a line) moves to the front.
    std::size_t step = path.size();
    while (step > 0 && path[step - 1] == 0)
        --step;
    if (step == 0)
        return path; // already the line all the way
    const GamePath branch(path.begin(), path.begin() + std::ptrdiff_t(step) - 1);
    std::vector<GameMove>& moves = editableMovesAfter(branch);
    const auto index = std::size_t(path[step - 1]);
    GameMove promoted = std::move(moves[index]);
    moves.erase(moves.begin() + std::ptrdiff_t(index));
    moves.insert(moves.begin(), std::move(promoted));
    GamePath result = path;
    result[step - 1] = 0;
    return result;
}

void Game::remove(const GamePath& path)
{
    assert(!path.empty() && contains(path));
    const GamePath parent(path.begin(), path.end() - 1);
    std::vector<GameMove>& moves = editableMovesAfter(parent);
    moves.erase(moves.begin() + path.back());
}

// ---------------------------------------------------------------------------------------------
// Text

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

// Whether `line` starts the way moves do: a move number ("1."), a cell name ("b2", a letter a to
// t and a digit), a parenthesis or a comment's brace. No board row starts so.
bool startsLikeMoves(std::string_view line)
{
    std::size_t i = 0;
    while (i < line.size() && isBlank(line[i]))
        ++i;
    if (i >= line.size())
        return false;
    const char c = line[i];
    if (c == '(' || c == '{')
        return true;
    if (isDigit(c)) {
        while (i < line.size() && isDigit(line[i]))
            ++i;
        return i < line.size() && line[i] == '.';
    }
    const char letter = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    return letter >= 'a' && letter <= 't' && i + 1 < line.size() && isDigit(line[i + 1]);
}

// Where the moves begin: the first line after the header with a digit, a parenthesis or a brace
// (no board line has one), if it starts the way moves do; text.size() when there are none (the
// text is then a board, and the board's reader says what is wrong with it, if anything).
std::size_t movesBegin(std::string_view text)
{
    std::size_t lineBegin = text.starts_with(kUtf8ByteOrderMark) ? kUtf8ByteOrderMark.size() : 0;
    while (lineBegin < text.size()) {
        const std::size_t newline = text.find('\n', lineBegin);
        const std::size_t lineEnd = newline == std::string_view::npos ? text.size() : newline;
        const std::string_view line = text.substr(lineBegin, lineEnd - lineBegin);
        if (!line.starts_with('#')) {
            for (const char c : line) {
                if (isDigit(c) || c == '(' || c == ')' || c == '{')
                    return startsLikeMoves(line) ? lineBegin : text.size();
            }
        }
        if (newline == std::string_view::npos)
            break;
        lineBegin = newline + 1;
    }
    return text.size();
}

// Reads the moves from `begin` on, building the game's tree.
class MoveReader {
public:
    MoveReader(std::string_view text, std::size_t begin, Game& game, RowsCounted rows)
        : m_text(text)
        , m_position(begin)
        , m_game(game)
        , m_rows(rows)
    {
        // The line number of `begin`: count the line ends before it.
        for (std::size_t i = 0; i < begin; ++i) {
            if (text[i] == '\n') {
                ++m_line;
                m_lineBegin = i + 1;
            }
        }
    }

    std::optional<ParseError> read()
    {
        const Geometry& geometry = m_game.start().board.geometry();
        for (;;) {
            skipBlanks();
            if (m_position >= m_text.size())
                break;
            const std::size_t tokenBegin = m_position;
            const char c = m_text[m_position];
            if (c == '(') {
                if (!m_last) {
                    return error(tokenBegin,
                        translate("ttt::game",
                            "a variation opens here, but no move comes before it: a variation in "
                            "parentheses follows the move it replaces"));
                }
                m_open.push_back({ m_at, m_last, tokenBegin, m_line, m_lineBegin });
                m_at = GamePath(m_last->begin(), m_last->end() - 1);
                m_last.reset();
                ++m_position;
                continue;
            }
            if (c == '{') {
                if (const std::optional<ParseError> problem = readComment())
                    return problem;
                continue;
            }
            if (c == '}')
                return error(tokenBegin, translate("ttt::game", "'}' closes no comment"));
            if (c == ')') {
                if (m_open.empty())
                    return error(tokenBegin, translate("ttt::game", "')' closes no variation"));
                if (!m_last)
                    return error(
                        tokenBegin, translate("ttt::game", "a variation with no move in it"));
                m_at = m_open.back().at;
                m_last = m_open.back().last;
                m_open.pop_back();
                ++m_position;
                continue;
            }
            // A word: a move number ("12." or "12..."), a move ("c3"), or both ("12.c3").
            std::size_t end = m_position;
            while (end < m_text.size() && !isBlank(m_text[end]) && m_text[end] != '('
                && m_text[end] != ')' && m_text[end] != '{' && m_text[end] != '}')
                ++end;
            std::string_view word = m_text.substr(m_position, end - m_position);
            std::size_t digits = 0;
            while (digits < word.size() && isDigit(word[digits]))
                ++digits;
            if (digits > 0) {
                std::size_t dots = digits;
                while (dots < word.size() && word[dots] == '.')
                    ++dots;
                if (dots == digits) {
                    return error(tokenBegin + digits,
                        arg(translate("ttt::game",
                                "expected '.' after the move number %1 (such as 3. c2)",
                                "%1 is the number as written in the record"),
                            { word.substr(0, digits) }));
                }
                word.remove_prefix(dots);
                m_position += dots;
                if (word.empty()) {
                    m_position = end;
                    continue;
                }
            }
            for (std::size_t i = 0; i < word.size(); ++i) {
                // A character no move has: say which one, where (a letter that only looks like
                // one of ours is named as such).
                if (static_cast<unsigned char>(word[i]) >= 0x80 || word[i] == '\0') {
                    return error(m_position + i,
                        arg(translate("ttt::game", "expected a move (a cell such as b2), found %1",
                                "%1 is what was found, such as 'a tab'"),
                            { describeCharacter(m_text, m_position + i).first }));
                }
            }
            const std::optional<Cell> cell = cellFromName(geometry, word, m_rows);
            if (!cell) {
                const std::string lastColumn(1, char('a' + geometry.columns() - 1));
                const std::string rows = std::to_string(geometry.rows());
                return error(m_position,
                    arg(translate("ttt::game",
                            "expected a move: a cell from a1 to %1 (a column letter from a to %2, "
                            "a row number from 1 to %3), found '%4'",
                            "%1 is the name of the last cell, such as d4, %2 its column letter and "
                            "%3 its row number; %4 is what was written in the record"),
                        { lastColumn + rows, lastColumn, rows, word.substr(0, 20) }));
            }
            if (m_game.isOverAt(m_at))
                return error(m_position, moveAfterTheEnd(word));
            const Board board = m_game.boardAt(m_at);
            if (board.at(*cell) != Mark::Empty)
                return error(m_position, cellTaken(word, *cell, board.at(*cell)));
            m_at = m_game.play(m_at, *cell);
            m_last = m_at;
            m_position = end;
        }
        if (!m_open.empty()) {
            const Open& open = m_open.back();
            return errorIn(open.line, open.lineBegin, open.position,
                translate("ttt::game", "this variation is never closed: a ')' is missing"));
        }
        return std::nullopt;
    }

private:
    struct Open {
        GamePath at; // where the moves went on before the variation
        std::optional<GamePath> last;
        std::size_t position;
        int line;
        std::size_t lineBegin;
    };

    // The comment that starts at m_position ('{'), for the move just read, or the game's before
    // the first move.
    std::optional<ParseError> readComment()
    {
        const std::size_t begin = m_position;
        const int line = m_line;
        const std::size_t lineBegin = m_lineBegin;
        const bool atStart = m_at.empty() && !m_game.hasMoves();
        if (!m_last && !atStart) {
            return error(begin,
                translate("ttt::game",
                    "a comment here follows no move: a comment in braces comes right after its "
                    "move, or before the first move for the whole game"));
        }
        std::string comment;
        ++m_position;
        for (;;) {
            if (m_position >= m_text.size()) {
                return errorIn(line, lineBegin, begin,
                    translate("ttt::game", "this comment is never closed: a '}' is missing"));
            }
            const char c = m_text[m_position];
            if (c == '}')
                break;
            if (c == '\\' && m_position + 1 < m_text.size()
                && (m_text[m_position + 1] == '}' || m_text[m_position + 1] == '{'
                    || m_text[m_position + 1] == '\\')) {
                comment += m_text[m_position + 1];
                m_position += 2;
                continue;
            }
            if (c == '\n') {
                ++m_line;
                m_lineBegin = m_position + 1;
            }
            if (c != '\r')
                comment += c;
            ++m_position;
        }
        ++m_position;
        const GamePath at = m_last ? *m_last : GamePath {};
        if (!m_game.commentAt(at).empty())
            comment = m_game.commentAt(at) + "\n" + comment;
        m_game.setComment(at, std::move(comment));
        return std::nullopt;
    }

    void skipBlanks()
    {
        while (m_position < m_text.size() && isBlank(m_text[m_position])) {
            if (m_text[m_position] == '\n') {
                ++m_line;
                m_lineBegin = m_position + 1;
            }
            ++m_position;
        }
    }

    ParseError errorIn(int line, std::size_t lineBegin, std::size_t position, std::string message)
    {
        return { line, columnOf(m_text, lineBegin, position), std::move(message) };
    }

    ParseError error(std::size_t position, std::string message)
    {
        return errorIn(m_line, m_lineBegin, position, std::move(message));
    }

    // "a move after the game ended: x has a line (a1 a2 a3) before b3", for the move `move`.
    std::string moveAfterTheEnd(std::string_view move) const
    {
        const Board board = m_game.boardAt(m_at);
        const GameState state = gameState(board, m_game.start().rules);
        const Rules rules = m_game.start().rules;
        if (state == GameState::Draw || state == GameState::InProgress
            || rules == Rules::LineScore) {
            return arg(
                translate("ttt::game", "a move after the game ended: the board is full before %1",
                    "%1 is the move, a cell such as b3"),
                { move });
        }
        const Mark winner = state == GameState::XWon ? Mark::X : Mark::O;
        // In misère the loser holds the line.
        const Mark holder = rules == Rules::Misere ? other(winner) : winner;
        std::string line;
        if (const std::optional<Line> held = board.firstLine(holder)) {
            for (const Cell cell : board.geometry().cellsOf(*held)) {
                if (!line.empty())
                    line += ' ';
                line += cellName(board.geometry(), cell, m_rows);
            }
        }
        return arg(
            translate("ttt::game", "a move after the game ended: %1 has a line (%2) before %3",
                "%1 is the side, x or o; %2 the cells of its line, such as a1 a2 a3; %3 is "
                "the move, a cell such as b3"),
            { std::string(1, toChar(holder)), line, move });
    }

    // "b2 is taken: x played it at move 1", or "... x holds it in the start position", for the
    // move `move` to `cell`.
    std::string cellTaken(std::string_view move, Cell cell, Mark owner) const
    {
        const std::string side(1, toChar(owner));
        const std::vector<Cell> cells = m_game.cellsTo(m_at);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (cells[i] == cell) {
                return arg(translate("ttt::game", "%1 is taken: %2 played it at move %3",
                               "%1 is the move, a cell such as b2; %2 is the side, x or o"),
                    { move, side, std::to_string(i + 1) });
            }
        }
        return arg(translate("ttt::game", "%1 is taken: %2 holds it in the start position",
                       "%1 is the move, a cell such as b2; %2 is the side, x or o"),
            { move, side });
    }

    std::string_view m_text;
    std::size_t m_position;
    Game& m_game;
    RowsCounted m_rows;
    int m_line = 1;
    std::size_t m_lineBegin = 0;
    GamePath m_at; // where the next move is played
    std::optional<GamePath> m_last; // the last move read at this level, for a variation
    std::vector<Open> m_open;
};

// Writes moves in lines of at most kWidth characters.
class MoveWriter {
public:
    static constexpr std::size_t kWidth = 78;

    explicit MoveWriter(const Game& game)
        : m_game(game)
    { }

    std::string write()
    {
        if (!m_game.commentAt({}).empty())
            word(braced(m_game.commentAt({})));
        writeLine({}, true);
        if (!m_line.empty())
            m_text += m_line + "\n";
        return m_text;
    }

private:
    // A comment as the text writes it: in braces, with a backslash before a brace or a
    // backslash in it.
    static std::string braced(const std::string& comment)
    {
        std::string text = "{";
        for (const char c : comment) {
            if (c == '{' || c == '}' || c == '\\')
                text += '\\';
            text += c;
        }
        return text + "}";
    }

    // A word, on this line if it fits; a parenthesis stays with the word it encloses.
    void word(const std::string& text)
    {
        if (text == "(") {
            m_open = true;
            return;
        }
        if (text == ")") {
            m_line += ')';
            return;
        }
        const std::string written = m_open ? "(" + text : text;
        m_open = false;
        if (!m_line.empty() && m_line.size() + 1 + written.size() > kWidth) {
            m_text += m_line;
            m_text += '\n';
            m_line.clear();
        }
        if (!m_line.empty())
            m_line += ' ';
        m_line += written;
    }

    // The move at index `index` after `at`, numbered when it is the first player's, or the first
    // move after a break (the start, a variation, the end of one).
    void move(const GamePath& at, int index, bool numbered)
    {
        const std::size_t ply = at.size(); // moves before this one
        const bool firstMovers = m_game.sideToMoveAt(at) == m_game.firstMover();
        const std::string number = std::to_string(ply / 2 + 1);
        GamePath path = at;
        path.push_back(index);
        const std::string name
            = cellName(m_game.start().board.geometry(), m_game.moveAt(path).cell);
        if (firstMovers)
            word(number + ". " + name);
        else if (numbered)
            word(number + "... " + name);
        else
            word(name);
        if (!m_game.moveAt(path).comment.empty())
            word(braced(m_game.moveAt(path).comment));
    }

    // The line from `at` on: each move, then the variations that replace it.
    void writeLine(GamePath at, bool numbered)
    {
        while (true) {
            const std::vector<GameMove>& moves = m_game.movesAfter(at);
            if (moves.empty())
                return;
            move(at, 0, numbered);
            for (int variation = 1; variation < int(moves.size()); ++variation) {
                word("(");
                move(at, variation, true);
                GamePath inside = at;
                inside.push_back(variation);
                writeLine(inside, false);
                word(")");
            }
            // After a variation or a comment, the line's next move says its number.
            numbered = moves.size() > 1 || !moves.front().comment.empty();
            at.push_back(0);
        }
    }

    const Game& m_game;
    std::string m_text;
    std::string m_line;
    bool m_open = false; // a '(' waits for the next word
};

} // namespace

bool looksLikeGame(std::string_view text)
{
    return movesBegin(text) < text.size();
}

Parsed<Game> parseGame(std::string_view text)
{
    const std::size_t begin = movesBegin(text);
    const Parsed<Position> start = parseStartPosition(text.substr(0, begin));
    if (!start)
        return start.error();
    if (!Game::canStartFrom(*start)) {
        // Where the moves begin, or the end of the start position.
        int line = 1;
        for (std::size_t i = 0; i < begin && i < text.size(); ++i)
            line += text[i] == '\n';
        const std::string why = isOver(gameState(start->board, start->rules))
            ? translate("ttt::game", "the start position is already over, so no move can follow")
            : translate("ttt::game",
                "the start position's marks do not say whose turn it is: name the side with "
                "to-move=x or to-move=o in the header",
                "to-move=x and to-move=o are written as they are in the header");
        return ParseError { line, 1, why };
    }
    Game game(*start);
    // Old records (boards of at most 8×8, nothing said) count rows from the top.
    const RowsCounted rows
        = rowsCountedIn(text.substr(0, begin))
              .value_or(start->board.geometry().isSquareLayout() ? RowsCounted::FromTop
                                                                 : RowsCounted::FromBottom);
    MoveReader reader(text, begin, game, rows);
    if (std::optional<ParseError> error = reader.read())
        return *error;
    return game;
}

std::string formatGame(const Game& game)
{
    Position start = game.start();
    std::string text = formatHeader(start);
    const bool showBoard = !start.board.isEmpty();
    if (!showBoard && start.board.geometry() != kTicTacToe) {
        // The size, in the header: there is no board to read it from.
        const std::string size = " size=" + std::to_string(start.board.geometry().columns()) + "x"
            + std::to_string(start.board.geometry().rows());
        text = text.empty() ? "#" + size + "\n" : text.substr(0, text.size() - 1) + size + "\n";
    }
    if (game.hasMoves() && start.board.geometry().isSquareLayout()) {
        // Names counted from the bottom, which a reader assumes only on bigger boards.
        const std::string names = " a1=bottom-left";
        text = text.empty() ? "#" + names + "\n" : text.substr(0, text.size() - 1) + names + "\n";
    }
    if (showBoard)
        text += formatGrid(start.board);
    return text + MoveWriter(game).write();
}

} // namespace ttt
