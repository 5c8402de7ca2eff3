// What a position is before any search: whose turn it is, whether a real game reaches it, how
// the game stands, whether it has a result to look for, and line-score's tally. The window and
// ttt-solve both take these facts from factsOf(), so they cannot tell a position differently.
//
// The rules, in SPEC's words ("Board, sides, turn", "Legality", "Rules"):
//
// - Side to move is derived from the counts: first player's count == second's → first player
//   to move; first == second + 1 → second player to move. Anything else breaks turn parity.
// - A "what-if" override may name the side to move explicitly. Then any board is analysed as
//   given (parity problems become warnings, not blockers).
// - line-score: side to move is given explicitly (no parity check, any board). Where nothing
//   gives it, the counts do; where they break parity, the side with fewer marks (the one that is
//   behind) is taken, and said to be assumed: the window starts from it and lets a person name
//   the other, ttt-solve asks for --to-move instead.
// - A position where someone has a line, or the board is full, is over: there is nothing to
//   move. Its result is the state of the game (line-score: the final o lines minus x lines).
// - two-winners: not both sides have a line. A board where both have one is no game's end and
//   has no result: nothing is analysed there, what-if or not.
#pragma once

#include "ttt/board.h"
#include "ttt/legality.h"
#include "ttt/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttt {

// Where the side to move comes from.
enum class SideSource : std::uint8_t {
    WhatIf, // the position names it (Position::toMove)
    Parity, // the mark counts give it
    Behind, // line-score with the counts breaking parity and no side named: the side with fewer
            // marks, assumed
    None, // classic or misère with the counts breaking parity and no side named: nobody
};

// Whether the position has a result to look for, and on what terms.
enum class Analysable : std::uint8_t {
    No, // no side to move, a board no game reaches without a what-if side, or two winners
    Yes, // a legal position (under line-score, any board) with its side to move
    AsGiven, // a what-if on a board no game reaches: its legality problems are warnings
};

// A line of k cells that one side holds: the lines that ended the game, or in line-score the
// lines that count.
struct HeldLine {
    Line cells {};
    Mark side = Mark::X;
    friend bool operator==(const HeldLine&, const HeldLine&) = default;
};

struct PositionFacts {
    // The what-if side if the position names one, else the side by turn parity, else under
    // line-score the side that is behind; nothing for classic and misère boards whose counts
    // break parity. Defined for finished games too: it is the side that would move next.
    std::optional<Mark> sideToMove;
    SideSource sideSource = SideSource::Parity;
    // The side by turn parity alone (ttt::sideToMove()); nothing when the counts break it.
    std::optional<Mark> paritySide;
    // Every broken legality rule with its sentence, in the reader's language; none under
    // line-score.
    std::vector<LegalityProblem> problems;
    GameState state = GameState::InProgress;
    // Every line someone holds, by its first cell and then its last.
    std::vector<HeldLine> lines;
    Analysable analysable = Analysable::No;
    // Line-score on a full board: the final score, lineScore() of the board.
    std::optional<int> finalScore;

    bool isLegal() const { return problems.empty(); }
    bool isOver() const { return ttt::isOver(state); }
    // Whether there is a result: the verdict of a game in progress, or the state of a finished
    // one. sideToMove is set whenever this is true.
    bool hasAnalysis() const { return analysable != Analysable::No; }
    // Whether there are moves to analyse: a result, and a game still in progress.
    bool hasMoves() const { return hasAnalysis() && !isOver(); }
};

PositionFacts factsOf(const Position& position);

// line-score's tally: the lines o holds minus the lines x holds (on a full board, the final
// score; before, the score so far).
int lineScore(const Board& board);

// "o lines minus x lines": what a line-score score counts, in the reader's language
// (ttt/translate.h), for every sentence that names it.
std::string lineScoreMeaning();

// The side a what-if choice starts from, and line-score's side when nothing names one: the
// side by turn parity, else the side with fewer marks.
Mark suggestedSideToMove(const Board& board, Mark firstPlayer);

} // namespace ttt
