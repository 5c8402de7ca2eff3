// Grading the moves of a game against the best move the side had (SPEC "Games").
#pragma once

#include "ttt/solver.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

enum class Grade {
    Best, // as good as the best move: the same result (and as fast, where plies are exact)
    Slower, // the same result, but a win later or a loss sooner (only where plies are exact);
            // an "inaccuracy" in words (gradeText), "slower" in JSON (gradeName)
    Mistake, // one step worse: a win thrown to a tie, or a tie to a loss; line-score, any
             // points lost
    Blunder, // a win thrown to a loss
};

// "best", "slower", "mistake", "blunder": the fixed names that JSON carries.
std::string_view gradeName(Grade grade);

// The grade in a word, in the reader's language (ttt/translate.h): "best", "inaccuracy",
// "mistake", "blunder".
std::string gradeText(Grade grade);

// The counts of a side's moves by grade, in the reader's language, for the summaries of a game:
// "1 mistake", "2 blunders", "3 inaccurate moves", "4 points given away".
std::string mistakeCount(int count);
std::string blunderCount(int count);
std::string slowerCount(int count);
std::string pointsGivenAway(int points);

// What a grade rests on. A board searched by threats (more than 64 cells) proves some moves and
// leaves the rest unknown, so a grade there may rest on one side's proof only: an estimate.
enum class GradeBasis {
    Proven, // the position's result and the move's are both proven
    // A win was proven and the move played is not proven to win: a mistake if it does not,
    // which is not proven (it may win by a line the search did not find).
    MissedWin,
    // The move played is proven to lose, and some other move is not: a mistake if that move
    // holds, which is not proven (it may lose as well).
    AllowedWin,
};

struct MoveGrade {
    Grade grade = Grade::Best;
    GradeBasis basis = GradeBasis::Proven;
    Evaluation best; // the position's result for the side that moved: the best it had
    Evaluation played; // the result of the move it played, for that side
    int pointsLost = 0; // line-score: the final score given away against the best move
    // Classic and misère: how many moves kept the position's outcome (1: an only move, which
    // the move list marks); 0 under line-score.
    int movesKeeping = 0;
    bool isEstimate() const { return basis != GradeBasis::Proven; }
    friend bool operator==(const MoveGrade&, const MoveGrade&) = default;
};

// The grade of playing `cell` in the position that `before` analyses (every cell, not the value
// only), once the position's result and the move's are both proven; nothing until then.
std::optional<MoveGrade> gradeMove(const Analysis& before, Cell cell);

// The same on a board searched by threats (more than 64 cells), from `before` as its search
// left it: gradeMove() where both results are proven; else a mistake by estimate where a win was
// proven and `cell` is not (GradeBasis::MissedWin), or `cell` is proven to lose and another move
// is not (GradeBasis::AllowedWin); nothing where nothing about `cell` tells.
std::optional<MoveGrade> gradeMoveByThreats(const Analysis& before, Cell cell);

// The grade in words, in the reader's language: gradeText() of a proven grade; "missed win",
// "allowed win" for an estimate.
std::string gradeText(const MoveGrade& grade);
// The basis's fixed name for JSON: "proven", "missed-win", "allowed-win".
std::string_view basisName(GradeBasis basis);

// --- How sharp a position is (SPEC "Proofs and explanations") ------------------------------
// What makes a tie worth playing for and a win hard to find, from complete analyses.

// The moves of `analysis` that keep the position's outcome (classic and misère), in cell
// order: one alone is an only move. Nothing while a move's result is not proven, under
// line-score, or when the game is over.
std::optional<std::vector<Cell>> movesKeepingResult(const Analysis& analysis);

// The traps a move sets: of the other side's replies after it, those that lose. `afterMove` is
// the analysis of the position after the move (the other side to move); nothing while a reply's
// result is not proven, under line-score, or when the game is over there.
struct Traps {
    int losing = 0;
    int replies = 0;
    friend bool operator==(const Traps&, const Traps&) = default;
};
std::optional<Traps> trapsIn(const Analysis& afterMove);

// "sets 6 traps out of 22 replies", "only move!": in the reader's language.
std::string trapsText(const Traps& traps);
std::string onlyMoveText();

} // namespace ttt
