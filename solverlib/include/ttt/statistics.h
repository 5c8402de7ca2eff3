// Counting: the games that can still be played from a position, and figures for the whole game.
#pragma once

#include "ttt/board.h"
#include "ttt/rules.h"

#include <cstdint>

namespace ttt {

// The games (sequences of moves to the end) that can be played from a position, by result.
struct GameCounts {
    std::uint64_t games = 0;
    std::uint64_t xWins = 0;
    std::uint64_t oWins = 0;
    std::uint64_t draws = 0;
    friend bool operator==(const GameCounts&, const GameCounts&) = default;
};

// Whether countGames() answers for boards of `geometry`: tic-tac-toe, from a table over all
// codes. (On bigger boards the games run to astronomical numbers and are not counted.)
bool canCountGames(const Geometry& geometry);

// The games from `board` with `toMove` to move under `rules` (a board countGames() answers
// for). A finished board counts as the one game that has already ended (none if both sides have
// a line). Built from a table over all codes on first use.
GameCounts countGames(const Board& board, Mark toMove, Rules rules = Rules::Classic);

// Figures over every tic-tac-toe board, by the legality rules for the given first player.
struct WholeGameStatistics {
    int legalPositions = 0;
    int positionsUpToSymmetry = 0; // legal positions, boards that are rotations or
                                   // reflections of each other counted once
    int finishedPositions = 0; // legal positions where someone has a line or the board is full
    int unfinishedPositions = 0;
    int sideToMoveWins = 0; // among the unfinished positions, by perfect play
    int sideToMoveTies = 0;
    int sideToMoveLoses = 0;
    GameCounts gamesFromEmptyBoard;
};

WholeGameStatistics wholeGameStatistics(Mark firstPlayer);

} // namespace ttt
