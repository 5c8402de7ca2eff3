// Results in words, and the search's deadline.
#include "describe.h"

#include <QCoreApplication>
#include <QString>

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
        return QCoreApplication::translate("ttt-solve", ">=tie",
            "result of a move in analyze's grid and review's table: at least a tie (it cannot "
            "lose), nothing more proven yet; keep it short")
            .toStdString();
    case Bound::AtMostTie:
        return QCoreApplication::translate("ttt-solve", "<=tie",
            "result of a move in analyze's grid and review's table: at most a tie (it cannot "
            "win), nothing more proven yet; keep it short")
            .toStdString();
    case Bound::Unknown:
        return "?";
    }
    // The plies to the end, after "~" when they are those of the line found, not proven the
    // fewest.
    const QString plies = (evaluation.pliesExact ? QString() : QStringLiteral("~"))
        + QString::number(evaluation.plies);
    switch (evaluation.outcome) {
    case Outcome::Win:
        return QCoreApplication::translate("ttt-solve", "win %1",
            "result of a move in analyze's grid and review's table: the side playing it wins, "
            "%1 plies (moves of either side) to the end, such as 5 or ~9; keep it short")
            .arg(plies)
            .toStdString();
    case Outcome::Tie:
        return QCoreApplication::translate("ttt-solve", "tie %1",
            "result of a move in analyze's grid and review's table: a tie, the board full after "
            "%1 plies (moves of either side), such as 5 or ~9; keep it short")
            .arg(plies)
            .toStdString();
    case Outcome::Lose:
        return QCoreApplication::translate("ttt-solve", "lose %1",
            "result of a move in analyze's grid and review's table: the side playing it loses, "
            "%1 plies (moves of either side) to the end, such as 5 or ~9; keep it short")
            .arg(plies)
            .toStdString();
    case Outcome::None:
        break;
    }
    return std::string(outcomeName(evaluation.outcome)) + " " + plies.toStdString();
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
