// A game: a start position and the moves played from it, with the variations that replace some
// of them, and its text form (SPEC "Games").
//
// The moves form a tree. Every place in it (the start, or the position after a move) has the
// moves played from there, the first of them the line, the others variations that replace it:
//
//     start ── b2 ── a1 ── c3 ── c1            text:  b2 a1 c3 (a3 c1) c1
//                       └─ a3 ── c1
//
// A place is named by its path: the index of the move taken at each step from the start, 0
// being the line. {} is the start, {0, 0, 0} is c3 above and {0, 0, 1} is a3.
//
// Cells are written as a column letter and a row number counted from the bottom, as gomoku,
// renju, chess and Go players write them: a1 is the bottom-left corner, c1 the bottom row's third
// cell, h8 the centre of 15×15. (Game records written before boards grew past 8×8 counted rows
// from the top; such a file still reads as it was meant, see parseGame().) In the text, moves
// are separated by white space and may be
// numbered ("1." before a move of the side that moved first, "1..." before the other's); a
// variation is written in parentheses right after the move it replaces, and may hold
// variations of its own. A comment is written in braces right after its move ({a strong
// reply}), or before the first move for the game as a whole; a brace or a backslash inside it
// is written after a backslash.
#pragma once

#include "ttt/position.h"
#include "ttt/text.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ttt {

// How a cell's name counts its row: from the bottom (a1 the bottom-left corner: every name the
// library writes) or from the top (a1 the top-left corner: game records written before boards
// grew past 8×8, which say nothing, and any file whose header says a1=top-left).
enum class RowsCounted : std::uint8_t { FromBottom, FromTop };

// "c2": the column letter and the row number of `cell`, the row counted as `rows` says.
std::string cellName(
    const Geometry& geometry, Cell cell, RowsCounted rows = RowsCounted::FromBottom);
// 'c': the letter of the third column (counted from 0: column 2), as cellName writes it.
char columnLetter(int column);
// The number a name gives row `row` (0 the top row): rows - row counted from the bottom.
int rowNumber(const Geometry& geometry, int row, RowsCounted rows = RowsCounted::FromBottom);
// The two ends of a line in the order its name reads them, as the names count: from the left
// end, and up a column (a1–a3, a3–c1, a1–c3).
std::pair<Cell, Cell> lineEnds(const Geometry& geometry, Cell a, Cell b);
// "a1–d4": a line (its cells in order along it) by its two ends, as lineEnds orders them.
std::string lineName(const Geometry& geometry, const std::vector<Cell>& line);
// The cell a name like "c2" (or "C2", "o15") stands for on `geometry`, or nothing.
std::optional<Cell> cellFromName(
    const Geometry& geometry, std::string_view name, RowsCounted rows = RowsCounted::FromBottom);

using GamePath = std::vector<int>;

struct GameMove {
    Cell cell = 0;
    std::vector<GameMove> next; // the moves played after this one: next[0] the line
    std::string comment; // what the record says about this move (the text's {…}, SGF's C[])
    friend bool operator==(const GameMove&, const GameMove&) = default;
};

class Game {
public:
    // The empty tic-tac-toe board, classic rules, x first, no moves.
    Game();
    // No moves yet from `start`, any position: moves can be played only where canStartFrom()
    // (a window may hold any board a person sets up).
    explicit Game(Position start);

    // Whether moves can be played from `start`: a side to move (named or by parity) and a game
    // that is not over.
    static bool canStartFrom(const Position& start);

    // The same moves from `start`, which has this game's board and first mover but other
    // settings (rules, first player): what a change of the window's rules keeps.
    Game withStart(Position start) const;

    const Position& start() const { return m_start; }
    // The side that makes the first move (x where nothing says: then no move can be played).
    Mark firstMover() const { return m_firstMover; }
    const std::vector<GameMove>& firstMoves() const { return m_moves; }
    bool hasMoves() const { return !m_moves.empty(); }

    // Whether `path` names a place in the tree.
    bool contains(const GamePath& path) const;
    // The moves played from the place `path`.
    const std::vector<GameMove>& movesAfter(const GamePath& path) const;
    // The move that leads to `path` (not the start).
    const GameMove& moveAt(const GamePath& path) const;
    // What the record says at `path`: about the move that leads there, or (at the start, {})
    // about the game. Empty when it says nothing.
    const std::string& commentAt(const GamePath& path) const;
    // Sets it (an empty comment removes it); `path` is contains().
    void setComment(const GamePath& path, std::string comment);
    // The cells played from the start to `path`, in order.
    std::vector<Cell> cellsTo(const GamePath& path) const;
    Board boardAt(const GamePath& path) const;
    // The side that moves next at `path` (it alternates from firstMover()).
    Mark sideToMoveAt(const GamePath& path) const;
    // Whether the game has ended at `path` (a line under classic and misère rules, a full
    // board).
    bool isOverAt(const GamePath& path) const;
    // The first move along `path` (its index in `path`) that its side was forbidden to play
    // under the start's rules (renju's black, either side under omok; renju.h), judged on the
    // board before it; nothing where there is none. The game is lost there once the other side
    // points the move out (RIF). A record may go on after it, a move nobody pointed out, so
    // reading and playing go on (isOverAt() reads the board only); a review ends there.
    std::optional<std::size_t> forbiddenMoveOn(const GamePath& path) const;
    // `path` followed by the line from there to its end.
    GamePath lineThrough(const GamePath& path) const;

    // Whether `cell` can be played at `path`: the game goes on there and the cell is empty.
    bool canPlay(const GamePath& path, Cell cell) const;
    // Plays `cell` at `path` (which canPlay()): the move already there if one is, else a new
    // one, the line if it is the first, a variation otherwise. Returns the place after it.
    GamePath play(const GamePath& path, Cell cell);
    // Makes the variation that leads to `path` the line at its branch point. Returns its new
    // path (the same places after it).
    GamePath promote(const GamePath& path);
    // Removes the move that leads to `path` and everything after it.
    void remove(const GamePath& path);

    friend bool operator==(const Game&, const Game&) = default;

private:
    std::vector<GameMove>& editableMovesAfter(const GamePath& path);

    Position m_start;
    Mark m_firstMover = Mark::X;
    bool m_playable = true;
    std::vector<GameMove> m_moves;
    std::string m_comment; // about the game as a whole
};

// Whether `text` holds moves (a game) rather than a board alone: after the header and any board
// lines, a line that starts like moves (a move number, a cell name such as b2, a parenthesis).
bool looksLikeGame(std::string_view text);

// A game in its text form: the `#` header, an optional start board (grid or one line; the
// empty board of the header's size, or tic-tac-toe, without one), then the moves. Errors name
// the line and column: an unknown cell name, a cell that is taken, a move after the game ended,
// a parenthesis out of place. The header's a1=bottom-left or a1=top-left says how the moves'
// names count rows; without it, from the top on boards of at most 8×8 (what every record
// written before meant) and from the bottom on bigger ones.
Parsed<Game> parseGame(std::string_view text);

// The text form: the header (with size= when the board is not tic-tac-toe and has no marks to
// show, and a1=bottom-left when there are moves on a board of at most 8×8), the start board
// when it has marks, then the moves, numbered, with their variations, in lines of at most 78
// characters. parseGame() reads it back as the same game.
std::string formatGame(const Game& game);

} // namespace ttt
