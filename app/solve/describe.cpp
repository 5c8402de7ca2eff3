// Results in words, and the search's deadline.
#include "describe.h"

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace ttt::cli {

std::string signedText(int value)
{
    std::string text = value > 0 ? "+" : "";
    text += std::to_string(value);
    return text;
}

std::string pliesText(int plies)
{
    return std::to_string(plies) + (plies == 1 ? " ply" : " plies");
}

std::string inARowText(int k)
{
    static constexpr const char* kWords[] = { "three", "four", "five", "six", "seven", "eight" };
    return std::string(kWords[k - Geometry::kMinK]) + " in a row";
}

std::string resultLabel(const Evaluation& evaluation, Rules rules)
{
    if (rules == Rules::LineScore) {
        if (evaluation.isProven())
            return signedText(evaluation.score);
        return signedText(evaluation.scoreLow) + ".." + signedText(evaluation.scoreHigh);
    }
    switch (evaluation.bound) {
    case Bound::Exact:
        break;
    case Bound::AtLeastTie:
        return ">=tie";
    case Bound::AtMostTie:
        return "<=tie";
    case Bound::Unknown:
        return "?";
    }
    return std::string(outcomeName(evaluation.outcome)) + " " + (evaluation.pliesExact ? "" : "~")
        + std::to_string(evaluation.plies);
}

Deadline::Deadline(std::stop_source source, std::optional<double> seconds)
{
    if (!seconds)
        return;
    m_timer = std::jthread([this, source, seconds](std::stop_token cancelled) mutable {
        std::mutex mutex;
        std::condition_variable_any wake;
        std::unique_lock lock(mutex);
        if (!wake.wait_for(
                lock, cancelled, std::chrono::duration<double>(*seconds), [] { return false; })) {
            if (!cancelled.stop_requested()) {
                m_expired = true;
                source.request_stop();
            }
        }
    });
}

void Deadline::cancel()
{
    if (m_timer.joinable()) {
        m_timer.request_stop();
        m_timer.join();
    }
}

} // namespace ttt::cli
