// pbrain-ttt: the analyzer's engine as a brain of the Piskvork / Gomocup protocol (a manager
// sends commands on standard input, one a line; the brain answers on standard output).
//
//   START 15, RECTSTART 20,15    a new empty board; OK, or ERROR with the reason
//   INFO key value                time limits, memory, rules (no answer)
//   BEGIN                         the first move, on the empty board
//   TURN x,y                      the other side's move; the brain's answer
//   BOARD, x,y,1|2|3 lines, DONE  a whole position (1 the brain's stone, 2 the other's)
//   TAKEBACK x,y, RESTART         undo a stone; a new game on the same board
//   SWAP2BOARD … DONE             the Swap2 opening: three stones, or a choice
//   ABOUT, END                    who it is; quit
//
// Coordinates count from 0 at the top left, x across. Each move is the engine's: a proven win
// when the search finds one within the time, else the move its estimate ranks first
// (ttt::estimatedBestMove), and every answer comes well within the time the manager gave.
// Rules: free-style, exactly five (INFO rule 1) or renju (rule 4, five in a row on boards of at
// least 65 cells); Caro is refused with an ERROR.
#pragma once

#include "ttt/board.h"
#include "ttt/engine.h"
#include "ttt/rules.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttt::brain {

class Brain {
public:
    Brain();
    ~Brain();

    // The lines to send back for the manager's line `line` (without its line end): none for
    // INFO, END and the lines inside BOARD or SWAP2BOARD before DONE.
    std::vector<std::string> handle(std::string_view line);

    // END was received: the program should stop.
    bool ended() const { return m_ended; }

    // How long the next move may take, in milliseconds: the turn's limit and a share of what is
    // left of the match, less a margin for answering; what the search is given.
    std::int64_t moveBudgetMilliseconds() const;

private:
    std::vector<std::string> start(int columns, int rows);
    std::vector<std::string> move();
    std::vector<std::string> swap2(const std::vector<std::pair<int, int>>& stones);
    std::optional<std::string> rulesProblem() const;
    // The search engine, its table sized to half of INFO max_memory (at most 256 MB).
    Engine& engine();
    // The cell at x,y, or nothing when it is off the board.
    std::optional<Cell> cellAt(int x, int y) const;
    std::string coordinates(Cell cell) const;
    // The stones on the board as marks: black (x) the side with more stones, or the brain's
    // when both have as many (it moves now).
    Board boardForSearch(Mark& toMove) const;

    std::unique_ptr<Engine> m_engine;
    std::optional<Geometry> m_geometry;
    std::vector<std::int8_t> m_stones; // 0 empty, 1 the brain's, 2 the other side's
    std::vector<Cell> m_order; // the stones in the order they came
    // A command spread over lines: BOARD or SWAP2BOARD, with what was read of it.
    enum class Reading { Command, Board, Swap2 } m_reading = Reading::Command;
    std::vector<std::pair<int, int>> m_swap2;
    std::optional<std::string> m_boardProblem; // a bad line inside BOARD, said at DONE

    std::int64_t m_turnMilliseconds = 5000;
    std::optional<std::int64_t> m_timeLeft; // of the match, as the manager last said
    std::int64_t m_memoryBytes = 0; // 0: no limit
    int m_rule = 0; // INFO rule's bits: 1 exactly five, 2 continuous, 4 renju, 8 Caro
    bool m_ended = false;
};

} // namespace ttt::brain
