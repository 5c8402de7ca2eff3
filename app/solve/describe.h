// What analyze, explain and review say alike: results, scores and plies in words, the labelled
// lines of the text output, the board drawn as a grid, the deadline that stops a search after
// --time-limit seconds and the progress line on standard error while it runs.
#pragma once

#include "ttt/board.h"
#include "ttt/engine.h"
#include "ttt/legality.h"
#include "ttt/solver.h"

#include <QJsonObject>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <optional>
#include <sstream>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

namespace ttt::cli {

// "+2", "0", "-1": a line-score score with its sign.
std::string signedText(int value);

// A result as the grid shows it, in the reader's language: "win 5", "tie 25", "lose 2",
// "win ~9" (plies of the line found), ">=tie", "<=tie", "?"; line-score "+2" or "-1..+3".
std::string resultLabel(const Evaluation& evaluation, Rules rules);

// "x to move: o wins in 4 plies", as the window says it too; line-score names the final score;
// an analysis stopped early says what is proven so far, and how many of the moves.
std::string verdictText(const Analysis& analysis, Rules rules, int movesProven, int movesTotal);

// "the game is over: x won", with line-score's final score where there is one.
std::string gameOverText(GameState state, std::optional<int> score);

// "1,234 positions in 0.004 s", and whether the time limit stopped the search.
std::string searchText(const SearchFigures& figures, bool stoppedByTimeLimit);

// The board in JSON, as analyze and explain give it: `board` (its one-line form), `columns`,
// `rows` and `k`, added to `object`.
void addBoardJson(QJsonObject& object, const Board& board);

// The text output of analyze and explain as it is written: each line's label in a column as
// wide as the widest label of either needs, so that their outputs line up alike.
struct Text {
    std::string board;
    std::string size;
    std::string rules;
    std::string firstPlayer;
    std::string whatIf;
    std::string state;
    std::string legal;
    std::string verdict;
    std::string bestMoves;
    std::string bestLine;
    std::string search;
    std::string gamesLeft;
    std::string certificate;
    std::string cell; // explain's
    std::string proof;
    std::string sharpness;
    int labelWidth = 14;
    std::ostringstream out;

    // The labels in the reader's language.
    Text();
    // Starts the line labelled `name`.
    std::ostream& field(const std::string& name);
    // Everything written, without the spaces that pad the ends of lines.
    std::string tidy() const;
};

// The board's lines: "Board" in one line, and "Size" when it is not tic-tac-toe.
void writeBoard(Text& text, const Board& board);

// The "What if" line of --to-move: `side` is to move, whatever the counts say.
void writeWhatIf(Text& text, Mark side);

// A grid of the board's cells, its columns lettered and its rows numbered as the text names the
// cells (a1 at the bottom left), each column `cellWidth` wide: `cells` in cell order.
void writeGrid(std::ostream& out, const Geometry& geometry, const std::vector<std::string>& cells,
    int cellWidth);

// Stops `source` after `seconds`, unless told to stop first.
class Deadline {
public:
    Deadline(std::stop_source source, std::optional<double> seconds);

    bool expired() const { return m_expired; }
    void cancel();

private:
    std::atomic<bool> m_expired { false };
    std::jthread m_timer;
};

// The line on standard error while a search runs (when `show`, for a terminal): proven moves,
// positions, seconds; then the proof's progress as it is replayed.
class ProgressLine {
public:
    explicit ProgressLine(bool show)
        : m_show(show)
    { }
    ~ProgressLine() { clear(); }
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    void update(const AnalysisProgress& progress);
    void update(const Engine::ProofProgress& progress);
    void clear();

private:
    bool due();
    void show(const std::string& line);

    bool m_show;
    bool m_shown = false;
    std::size_t m_width = 0;
    std::chrono::steady_clock::time_point m_last;
};

} // namespace ttt::cli
