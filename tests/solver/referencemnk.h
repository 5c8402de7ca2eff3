// An independent model of small m×n boards with k in a row for the engine's tests: its own
// board, lines and perfect play under every rule set, by plain recursion over the moves with
// each board remembered, written without the library's code (not its geometry, lines, board or
// solver) so that the two can check each other. Boards of at most 64 cells: up to 12 cells every
// board is remembered in a flat table (3^cells × 2 entries); beyond, in a hash map keyed by the
// board's text that grows with the positions actually reached, so a bigger board wants a
// position near its end (a dozen empty cells at most).
#pragma once

#include "ttt/rules.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace reference {

class SmallBoardMinimax {
public:
    // A result for the side it is about, as SPEC "Analysis" defines it: the winner hurries, the
    // loser delays, a tie (and every line-score game) runs until the board is full.
    struct Value {
        enum Result { Lose, Tie, Win } result = Tie;
        int plies = 0;
        int score = 0; // line-score: o lines minus x lines at the end
        friend bool operator==(const Value&, const Value&) = default;
    };

    SmallBoardMinimax(int columns, int rows, int k, ttt::Rules rules)
        : m_columns(columns)
        , m_rows(rows)
        , m_rules(rules)
    {
        const int cells = columns * rows;
        if (cells > 64) { // a mistake in a test: this model stays small on purpose
            std::fprintf(stderr, "the reference handles at most 64 cells, not %d\n", cells);
            std::abort();
        }
        // Lines: every run of k cells along a row, a column or either diagonal.
        const int steps[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };
        for (const auto& step : steps) {
            for (int row = 0; row < rows; ++row) {
                for (int column = 0; column < columns; ++column) {
                    std::vector<int> line;
                    for (int i = 0; i < k; ++i) {
                        const int r = row + step[0] * i;
                        const int c = column + step[1] * i;
                        if (r < 0 || r >= rows || c < 0 || c >= columns)
                            break;
                        line.push_back(r * columns + c);
                    }
                    if (static_cast<int>(line.size()) == k) {
                        m_lines.push_back(line);
                        // The cells just beyond both ends, where the board has them: under the
                        // exact rule the side holding the line must hold neither.
                        std::vector<int> beyond;
                        for (const int s : { -1, k }) {
                            const int r = row + step[0] * s;
                            const int c = column + step[1] * s;
                            if (r >= 0 && r < rows && c >= 0 && c < columns)
                                beyond.push_back(r * columns + c);
                        }
                        m_beyond.push_back(beyond);
                    }
                }
            }
        }
        if (cells <= 12) {
            std::size_t codes = 1;
            for (int i = 0; i < cells; ++i)
                codes *= 3;
            m_flat.resize(codes * 2);
        }
    }

    int cells() const { return m_columns * m_rows; }

    // `board` has one character per cell, row by row: 'x', 'o' or '.'. Under the exact rule a
    // line counts only with no mark of the side's just beyond either end (exactly k in a row).
    bool hasLine(const std::string& board, char side) const
    {
        for (std::size_t i = 0; i < m_lines.size(); ++i) {
            const bool held = std::all_of(m_lines[i].begin(), m_lines[i].end(),
                [&](int cell) { return board[cell] == side; });
            const bool longer = m_rules == ttt::Rules::Exact
                && std::any_of(m_beyond[i].begin(), m_beyond[i].end(),
                    [&](int cell) { return board[cell] == side; });
            if (held && !longer)
                return true;
        }
        return false;
    }

    int lineCount(const std::string& board, char side) const
    {
        return static_cast<int>(
            std::count_if(m_lines.begin(), m_lines.end(), [&](const std::vector<int>& line) {
                return std::all_of(
                    line.begin(), line.end(), [&](int cell) { return board[cell] == side; });
            }));
    }

    // The value of `board` for `toMove`. Classic and misère: only boards where at most one side
    // has a line.
    Value solve(const std::string& board, char toMove)
    {
        const std::uint64_t index = m_flat.empty() ? 0 : key(board, toMove);
        if (!m_flat.empty() && m_flat[index])
            return *m_flat[index];
        if (m_flat.empty()) {
            if (const auto found = m_memo.find(board + toMove); found != m_memo.end())
                return found->second;
        }
        const Value value = m_rules == ttt::Rules::LineScore ? solveLineScore(board, toMove)
                                                             : solveFirstLine(board, toMove);
        if (m_flat.empty())
            m_memo.emplace(board + toMove, value);
        else
            m_flat[index] = value;
        return value;
    }

    // The value of playing `cell` for the side that plays it, the move itself counted.
    Value valueOfMove(const std::string& board, char toMove, int cell)
    {
        std::string next = board;
        next[cell] = toMove;
        const Value reply = solve(next, other(toMove));
        const Value::Result result = reply.result == Value::Win ? Value::Lose
            : reply.result == Value::Lose                       ? Value::Win
                                                                : Value::Tie;
        return { result, reply.plies + 1, reply.score };
    }

    static char other(char side) { return side == 'x' ? 'o' : 'x'; }

private:
    std::uint64_t key(const std::string& board, char toMove) const
    {
        std::uint64_t key = 0;
        for (char c : board)
            key = key * 3 + (c == 'x' ? 1 : c == 'o' ? 2 : 0);
        return key * 2 + (toMove == 'o' ? 1 : 0);
    }

    Value solveFirstLine(const std::string& board, char toMove)
    {
        const bool moverLine = hasLine(board, toMove);
        const bool opponentLine = hasLine(board, other(toMove));
        if (moverLine && opponentLine) {
            std::fprintf(stderr, "both sides have a line: %s\n", board.c_str());
            std::abort();
        }
        const bool misere = m_rules == ttt::Rules::Misere;
        if (opponentLine)
            return { misere ? Value::Win : Value::Lose, 0, 0 };
        if (moverLine)
            return { misere ? Value::Lose : Value::Win, 0, 0 };
        std::optional<int> fastestWin;
        std::optional<int> tie;
        std::optional<int> slowestLoss;
        for (int cell = 0; cell < cells(); ++cell) {
            if (board[cell] != '.')
                continue;
            const Value move = valueOfMove(board, toMove, cell);
            if (move.result == Value::Win)
                fastestWin = std::min(fastestWin.value_or(move.plies), move.plies);
            else if (move.result == Value::Tie)
                tie = move.plies;
            else
                slowestLoss = std::max(slowestLoss.value_or(move.plies), move.plies);
        }
        if (fastestWin)
            return { Value::Win, *fastestWin, 0 };
        if (tie)
            return { Value::Tie, *tie, 0 };
        if (slowestLoss)
            return { Value::Lose, *slowestLoss, 0 };
        return { Value::Tie, 0, 0 }; // a full board without a line
    }

    Value solveLineScore(const std::string& board, char toMove)
    {
        const int empty = static_cast<int>(std::count(board.begin(), board.end(), '.'));
        int score = 0;
        if (empty == 0) {
            score = lineCount(board, 'o') - lineCount(board, 'x');
        } else {
            std::optional<int> best;
            for (int cell = 0; cell < cells(); ++cell) {
                if (board[cell] != '.')
                    continue;
                std::string next = board;
                next[cell] = toMove;
                const int reply = solve(next, other(toMove)).score;
                if (!best || (toMove == 'o' ? reply > *best : reply < *best))
                    best = reply;
            }
            score = *best;
        }
        const int forMover = toMove == 'o' ? score : -score;
        return { forMover > 0  ? Value::Win
                : forMover < 0 ? Value::Lose
                               : Value::Tie,
            empty, score };
    }

    int m_columns;
    int m_rows;
    ttt::Rules m_rules;
    std::vector<std::vector<int>> m_lines;
    std::vector<std::vector<int>> m_beyond; // per line, the cells just beyond its ends
    std::vector<std::optional<Value>> m_flat; // boards of up to 12 cells
    std::unordered_map<std::string, Value> m_memo; // bigger ones, by board and side to move
};

} // namespace reference
