// The words the window uses for marks, cells, verdicts, grades and parse errors.
//
// Everything a person reads goes through tr() here, so a translation can replace it. What
// solverlib words itself (the legality sentences, "three in a row", "o lines minus x lines",
// parse errors) is shown as solverlib says it: its messages come in the reader's language
// through the translator Language::install() gives it, and are not worded here again.
#pragma once

#include "ttt/game.h"
#include "ttt/legality.h"
#include "ttt/renju.h"
#include "ttt/review.h"
#include "ttt/rules.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"
#include "ttt/text.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

class PositionModel;

class Wording {
    Q_DECLARE_TR_FUNCTIONS(Wording)

public:
    // "Only h7, j9 or k10 can stop Black's forced win; every other move is proven to lose."
    static QString defences(
        const ttt::Geometry& geometry, const std::vector<ttt::Cell>& cells, ttt::Mark attacker);
    // "x" or "o"; "Black" or "White" while the board shows stones (x plays black, as gomoku's
    // first player does).
    static QString markName(ttt::Mark side);
    // Whether the sides are named as stones: the window sets it with the board's look.
    static void setStoneNames(bool stones);
    static bool stoneNames();
    // "c2": the one name of a cell, everywhere a person reads one (the panel, lines of moves, the
    // status bar, tooltips, the move list and the board's own coordinates): the column letter
    // and the row number, counted from the bottom left, as game records name it (ttt::cellName).
    static QString cellName(const ttt::Geometry& geometry, ttt::Cell cell);
    // "row 2, column 3": the same cell in words, rows counted from the bottom as in its name, for
    // what a screen reader says of it.
    static QString cellInWords(const ttt::Geometry& geometry, ttt::Cell cell);
    // The board's coordinates: "c" for the third column; the number of row `row` (0 the top
    // row), counted from the bottom: "1" for the bottom row.
    static QString columnName(int column);
    static QString rowName(const ttt::Geometry& geometry, int row);
    // "three in a row", "five in a row": solverlib's words (ttt::inARow).
    static QString inARow(int k);
    // "5×5": columns by rows.
    static QString sizeName(const ttt::Geometry& geometry);
    // "5×5, four in a row".
    static QString boardName(const ttt::Geometry& geometry);
    // "5×5, 4 in a row": the same, short, for the toolbar.
    static QString shortBoardName(const ttt::Geometry& geometry);
    // "1 ply", "3 plies".
    static QString plies(int count);

    // "Classic", "Misère", "Line-score".
    static QString rulesName(ttt::Rules rules);
    // What the rules say, in a few words: "completing a line loses".
    static QString rulesSummary(ttt::Rules rules);
    // Why renju forbids black a move, or omok either side: "double three: the lines f8–h8 and
    // h6–h8", "overline: e8–j8", "double four: the lines …"; empty for a move it allows.
    static QString forbiddenShape(
        const ttt::Geometry& geometry, const ttt::RenjuJudgement& judgement);
    // A verdict labelled with the rules it holds under: misère verdicts read "Misère — …", so
    // no one takes them for classic ones; classic and line-score verdicts say it by themselves.
    static QString underRules(const QString& verdict, ttt::Rules rules);

    // "x to move: x wins in 3 plies", "x to move: a tie with best play",
    // "x to move: o wins in 4 plies"; misère "Misère — x to move: …"; line-score
    // "x to move: the board fills up at +2 (o lines minus x lines)".
    static QString verdict(
        ttt::Mark toMove, ttt::Evaluation evaluation, ttt::Rules rules = ttt::Rules::Classic);
    // "x won", "o won", "a draw"; "both x and o have a line" for the board no game reaches;
    // "in progress" otherwise. Misère says who completed the line; line-score who ended ahead.
    static QString gameState(ttt::GameState state, ttt::Rules rules = ttt::Rules::Classic);
    // The one line the panel leads with: the verdict, how the game ended, or that the position
    // is not legal; while a search runs, what is known so far ("x to move: at least a tie;
    // 7 of 21 moves proven").
    static QString positionVerdict(const PositionModel& model);
    // What a search has done: "7 of 21 moves proven · 1,234,567 positions · 3.21 s", or
    // "all 21 moves · …" once they are.
    static QString searchProgress(
        int cellsProven, int cellsTotal, std::uint64_t positions, double seconds);
    // A time as a person reads it: precise, "0.42 s", "12.3 s", "1 min 12 s", "1 h 05 min";
    // rounded, "6 s", "8 min", "1 h 05 min".
    static QString duration(double seconds, bool precise = true);

    // A line-score score with its sign: "+2", "0", "−1" (a real minus sign).
    static QString score(int score);
    // A heatmap cell's label: "Win 3", "Tie", "Lose 4", "Win ~9" (plies of the line found);
    // line-score the final score, "+1". Unproven: "≥ Tie", "≤ Tie", "?", or line-score the
    // range "−1…+2". The short form, for small tiles: "W3", "T", "L4", "≥T", "≤T".
    static QString cellLabel(
        ttt::Evaluation evaluation, ttt::Rules rules = ttt::Rules::Classic, bool brief = false);
    // What playing a cell leads to, for the status bar: "x on c1: x wins in 1 ply".
    static QString moveOutcome(const ttt::Geometry& geometry, ttt::Mark mover, ttt::Cell cell,
        ttt::Evaluation evaluation, ttt::Rules rules = ttt::Rules::Classic);
    // What a screen reader says of a cell, in words (its name, c2, is said before it): "row 1,
    // column 1: x", "row 2, column 3: empty", or with what playing there leads to, "row 2,
    // column 3: empty; x here: x wins in 5 plies",
    // "…; a best move" when it is one (misère: "Misère — …").
    static QString cellDescription(const ttt::Geometry& geometry, ttt::Cell cell, ttt::Mark mark,
        std::optional<ttt::Mark> mover = std::nullopt,
        std::optional<ttt::Evaluation> evaluation = std::nullopt,
        ttt::Rules rules = ttt::Rules::Classic, bool bestMove = false);
    // A line of moves starting with `firstMover`: "x c1 → o b2 → x a3".
    static QString moveLine(
        const ttt::Geometry& geometry, const std::vector<ttt::Cell>& cells, ttt::Mark firstMover);
    // "73: x wins 22, o wins 27, draws 24"; line-score "720: x ahead 288, o ahead 144,
    // level 288".
    static QString gameCounts(const ttt::GameCounts& counts, ttt::Rules rules);

    // The edit that moves the marks by a symmetry: "Rotate clockwise", "Flip left-right".
    static QString symmetryEdit(ttt::Symmetry symmetry);
    // How a symmetry moves a board: "turned a quarter clockwise", "flipped left to right".
    static QString symmetryDescription(ttt::Symmetry symmetry);
    // The sign of the n-th group of alike moves: "Δ", "Θ", "Λ", ... Greek letters that look like
    // no Latin one, so that no sign passes for a column's letter (a–h), a mark (x, o) or a
    // number; when they run out, two of them ("ΔΔ", "ΔΣ", ...).
    static QString moveClassTag(int moveClass);

    // The warning over a what-if analysis of a board no game reaches: "Analysed as given with o
    // to move, but no real game reaches this position".
    static QString whatIfWarning(ttt::Mark toMove);

    // "turn parity", "two winners", "winner moved last". The sentence that explains a broken
    // rule is solverlib's (ttt::LegalityProblem::message).
    static QString ruleTitle(ttt::LegalityRule rule);

    // "Line 2, column 3: expected a cell (x, o, ., - or _) in row 2, found 'q'". The detail after
    // the position comes from the parser.
    static QString parseError(const ttt::ParseError& error);

    // --- Games ---------------------------------------------------------------------------
    // "3. x c2", "3... o a1": the move that leads to `path`, numbered as in the record.
    static QString moveLabel(const ttt::Game& game, const ttt::GamePath& path);
    // A grade as a word and as a symbol (never colour alone): "best" ✓, "inaccuracy" ?! (the
    // same result, a win later or a loss sooner), "mistake" ?, "blunder" ??; line-score
    // "−2 points" and "−2" when points were given away; a big board's estimates "missed win",
    // "allowed win" (?) — the brackets say it is not proven.
    static QString gradeWord(const ttt::MoveGrade& grade, ttt::Rules rules);
    static QString gradeSymbol(const ttt::MoveGrade& grade, ttt::Rules rules);
    // "Only one move kept the win here." (or the tie).
    static QString onlyMoveNote(ttt::Outcome kept);
    // The grade in a sentence, naming a better move: "c2 gives up the win: b3 won in 5 plies".
    static QString gradeExplanation(const ttt::Geometry& geometry, ttt::Cell played,
        ttt::Mark mover, const ttt::MoveGrade& grade, const ttt::Analysis& before,
        ttt::Rules rules);
    // A move of a game for gradeSummary(): its side, its grade, and whether the position before
    // it is settled (a big board's search ended) though nothing proven grades the move.
    struct GradedMove {
        ttt::Mark mover = ttt::Mark::X;
        std::optional<ttt::MoveGrade> grade;
        bool settled = false;
        bool forbidden = false; // forbidden to its side (renju, omok): it lost the game
    };
    // "x: 1 mistake, 0 blunders; o: 1 blunder" for the line of a game (line-score: points
    // given away); a big board's estimates, moves not graded yet and moves nothing proven
    // grades are counted apart.
    static QString gradeSummary(const std::vector<GradedMove>& moves, ttt::Rules rules);
};
