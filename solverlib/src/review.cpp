// Grading a move: its result against the position's.
#include "ttt/review.h"

#include "ttt/translate.h"

#include <algorithm>

namespace ttt {

std::string_view gradeName(Grade grade)
{
    switch (grade) {
    case Grade::Best:
        return "best";
    case Grade::Slower:
        return "slower";
    case Grade::Mistake:
        return "mistake";
    case Grade::Blunder:
        break;
    }
    return "blunder";
}

std::string gradeText(Grade grade)
{
    switch (grade) {
    case Grade::Best:
        return translate(
            "ttt::review", "best", "the grade of a move as good as the best; keep it short");
    case Grade::Slower:
        // Not "slower": the same word must fit a win that comes later and a loss that comes
        // sooner.
        return translate("ttt::review", "inaccuracy",
            "the grade of a move that keeps the result but wins later or loses sooner than the "
            "best move (as chess calls a small slip); keep it short");
    case Grade::Mistake:
        return translate("ttt::review", "mistake",
            "the grade of a move that turns a win into a tie or a tie into a loss; keep it short");
    case Grade::Blunder:
        break;
    }
    return translate("ttt::review", "blunder",
        "the grade of a move that turns a win into a loss; keep it short");
}

std::string mistakeCount(int count)
{
    return translate("ttt::review", "%n mistake(s)",
        "how many of a side's moves were mistakes (a win turned into a tie, a tie into a loss)",
        count);
}

std::string blunderCount(int count)
{
    return translate("ttt::review", "%n blunder(s)",
        "how many of a side's moves were blunders (a win turned into a loss)", count);
}

std::string slowerCount(int count)
{
    return translate("ttt::review", "%n inaccurate move(s)",
        "how many of a side's moves were inaccuracies: they kept the result but won later or "
        "lost sooner than the best move",
        count);
}

std::string pointsGivenAway(int points)
{
    return translate("ttt::review", "%n point(s) given away",
        "line-score: the points a side's moves lost in all", points);
}

std::optional<MoveGrade> gradeMove(const Analysis& before, Cell cell)
{
    const auto move = std::find_if(before.moves.begin(), before.moves.end(),
        [cell](const MoveAnnotation& annotation) { return annotation.cell == cell; });
    if (move == before.moves.end() || !move->evaluation.isProven() || !before.evaluation.isProven())
        return std::nullopt;
    MoveGrade grade;
    grade.best = before.evaluation;
    grade.played = move->evaluation;
    if (before.rules == Rules::LineScore) {
        // Scores are o lines minus x lines: o wants them high, x low.
        const int lost = before.toMove == Mark::O ? grade.best.score - grade.played.score
                                                  : grade.played.score - grade.best.score;
        grade.pointsLost = std::max(0, lost);
        grade.grade = grade.pointsLost == 0 ? Grade::Best : Grade::Mistake;
        return grade;
    }
    if (const std::optional<std::vector<Cell>> keeping = movesKeepingResult(before))
        grade.movesKeeping = int(keeping->size());
    const auto rank = [](Outcome outcome) {
        return outcome == Outcome::Win ? 2 : outcome == Outcome::Tie ? 1 : 0;
    };
    const int steps = rank(grade.best.outcome) - rank(grade.played.outcome);
    if (steps >= 2)
        grade.grade = Grade::Blunder;
    else if (steps == 1)
        grade.grade = Grade::Mistake;
    else if (grade.best.pliesExact && grade.played.pliesExact
        && grade.played.plies != grade.best.plies)
        grade.grade = Grade::Slower;
    else
        grade.grade = Grade::Best;
    return grade;
}

std::optional<MoveGrade> gradeMoveByThreats(const Analysis& before, Cell cell)
{
    if (std::optional<MoveGrade> proven = gradeMove(before, cell))
        return proven;
    if (before.rules == Rules::LineScore)
        return std::nullopt;
    const auto move = std::find_if(before.moves.begin(), before.moves.end(),
        [cell](const MoveAnnotation& annotation) { return annotation.cell == cell; });
    if (move == before.moves.end())
        return std::nullopt;
    MoveGrade grade;
    grade.grade = Grade::Mistake;
    grade.best = before.evaluation;
    grade.played = move->evaluation;
    const bool winProven
        = before.evaluation.isProven() && before.evaluation.outcome == Outcome::Win;
    if (winProven && !move->evaluation.isProven()) {
        grade.basis = GradeBasis::MissedWin;
        return grade;
    }
    const bool moveLoses = move->evaluation.isProven() && move->evaluation.outcome == Outcome::Lose;
    const bool anotherNotLost
        = std::any_of(before.moves.begin(), before.moves.end(), [](const MoveAnnotation& other) {
              return !other.evaluation.isProven() || other.evaluation.outcome != Outcome::Lose;
          });
    if (moveLoses && anotherNotLost) {
        grade.basis = GradeBasis::AllowedWin;
        return grade;
    }
    return std::nullopt;
}

std::string gradeText(const MoveGrade& grade)
{
    switch (grade.basis) {
    case GradeBasis::Proven:
        break;
    case GradeBasis::MissedWin:
        return translate("ttt::review", "missed win",
            "the grade of a move played where a forced win was proven and the move is not proven "
            "to win (an estimate); keep it short");
    case GradeBasis::AllowedWin:
        return translate("ttt::review", "allowed win",
            "the grade of a move proven to let the other side win by force where another move is "
            "not proven to (an estimate); keep it short");
    }
    return gradeText(grade.grade);
}

std::string_view basisName(GradeBasis basis)
{
    switch (basis) {
    case GradeBasis::Proven:
        return "proven";
    case GradeBasis::MissedWin:
        return "missed-win";
    case GradeBasis::AllowedWin:
        break;
    }
    return "allowed-win";
}

std::optional<std::vector<Cell>> movesKeepingResult(const Analysis& analysis)
{
    if (analysis.rules == Rules::LineScore || !analysis.evaluation.isProven()
        || analysis.moves.empty())
        return std::nullopt;
    std::vector<Cell> keeping;
    for (const MoveAnnotation& move : analysis.moves) {
        if (!move.evaluation.isProven())
            return std::nullopt;
        if (move.evaluation.outcome == analysis.evaluation.outcome)
            keeping.push_back(move.cell);
    }
    return keeping;
}

std::optional<Traps> trapsIn(const Analysis& afterMove)
{
    if (afterMove.rules == Rules::LineScore || afterMove.moves.empty())
        return std::nullopt;
    Traps traps;
    for (const MoveAnnotation& reply : afterMove.moves) {
        if (!reply.evaluation.isProven())
            return std::nullopt;
        ++traps.replies;
        traps.losing += reply.evaluation.outcome == Outcome::Lose;
    }
    return traps;
}

std::string trapsText(const Traps& traps)
{
    if (traps.replies == 1)
        return translate("ttt::review", "sets %n trap(s) out of 1 reply",
            "whether the other side's only reply after a move loses", traps.losing);
    return arg(translate("ttt::review", "sets %n trap(s) out of %1 replies",
                   "the replies of the other side after a move that lose; %1 how many replies",
                   traps.losing),
        { std::to_string(traps.replies) });
}

std::string onlyMoveText()
{
    return translate("ttt::review", "only move!", "the one move that keeps the result");
}

} // namespace ttt
