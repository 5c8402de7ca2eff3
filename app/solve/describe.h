// What analyze and review both say: results, scores and plies in words, and the deadline that
// stops a search after --time-limit seconds.
#pragma once

#include "ttt/solver.h"

#include <atomic>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>

namespace ttt::cli {

// "+2", "0", "-1": a line-score score with its sign.
std::string signedText(int value);

// A result as the grid shows it, in the reader's language: "win 5", "tie 25", "lose 2",
// "win ~9" (plies of the line found), ">=tie", "<=tie", "?"; line-score "+2" or "-1..+3".
std::string resultLabel(const Evaluation& evaluation, Rules rules);

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

} // namespace ttt::cli
