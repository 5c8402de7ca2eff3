// Whose turn it is, whether a position could arise in a real game, and whether the game is over,
// on a board of any geometry.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt {

// The rules of legality (SPEC "Legality"); a position is legal exactly when none is broken.
enum class LegalityRule {
    TurnParity, // the first player has as many marks as the second, or one more
    TwoWinners, // not both sides have a line
    WinnerMovedLast, // the side with a line made the last move
    LinesShareACell, // a side with several lines completed them all with one move: they share a
                     // cell
};

// The rule's name as it appears in JSON and on the command line: "turn-parity", ...
std::string_view ruleName(LegalityRule rule);

// "three in a row", "five in a row": what wins where k in a row wins, in the reader's language
// (ttt/translate.h); the legality sentences and ttt-solve's descriptions of a board say it so.
std::string inARow(int k);

struct LegalityProblem {
    LegalityRule rule;
    std::string message; // one sentence a person understands, naming the counts involved
    friend bool operator==(const LegalityProblem&, const LegalityProblem&) = default;
};

// The side to move by turn parity, or nothing when the counts break it. Defined for finished
// games too: it is the side that would move next.
std::optional<Mark> sideToMove(const Board& board, Mark firstPlayer);

// Every broken rule, in the order of LegalityRule; empty for a legal position. Classic and
// misère share these rules (a line ends the game either way).
std::vector<LegalityProblem> checkLegality(const Board& board, Mark firstPlayer);

// The same under `rules`: line-score has none (any board, with the side to move given).
std::vector<LegalityProblem> checkLegality(const Board& board, Mark firstPlayer, Rules rules);

// checkLegality(board, firstPlayer).empty(), without writing the sentences.
bool isLegal(const Board& board, Mark firstPlayer);

enum class GameState {
    InProgress,
    XWon,
    OWon,
    Draw, // the board is full and nobody has a line
    BothWon, // both sides have a line: only an illegal board can show this
};

// The state under the classic rules: a line wins.
GameState gameState(const Board& board);

// The state under `rules`: in misère the side with a line lost; in line-score the game goes on
// until the board is full and is won by the side with more lines (ttt/facts.h: lineScore()).
GameState gameState(const Board& board, Rules rules);

inline bool isOver(GameState state)
{
    return state != GameState::InProgress;
}

// "in-progress", "x-won", "o-won", "draw", "both-won".
std::string_view stateName(GameState state);

// The state in the reader's language (ttt/translate.h): "in progress", "x won", "o won",
// "a draw", "both x and o have a line".
std::string stateText(GameState state);

} // namespace ttt
