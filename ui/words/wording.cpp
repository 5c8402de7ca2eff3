// The window's words: marks, cells, verdicts, grades and parse errors, translatable.
#include "words/wording.h"

#include "document/positionmodel.h"

#include "ttt/facts.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cassert>
#include <cmath>

namespace {

// "x wins in 3 plies", "a tie with best play", from the point of view of `side`; line-score
// "the board fills up at +2 (o lines minus x lines)". Results not proven yet say what is known:
// "at least a tie for x", "not known yet".
QString result(ttt::Mark side, ttt::Evaluation evaluation, ttt::Rules rules)
{
    if (!evaluation.isProven()) {
        if (rules == ttt::Rules::LineScore)
            return Wording::tr("the board fills up between %1 and %2 (not proven yet)")
                .arg(Wording::score(evaluation.scoreLow), Wording::score(evaluation.scoreHigh));
        switch (evaluation.bound) {
        case ttt::Bound::AtLeastTie:
            return Wording::tr("at least a tie for %1").arg(Wording::markName(side));
        case ttt::Bound::AtMostTie:
            return Wording::tr("at most a tie for %1").arg(Wording::markName(side));
        default:
            return Wording::tr("not known yet");
        }
    }
    if (rules == ttt::Rules::LineScore)
        return Wording::tr("the board fills up at %1 (%2)",
            "%1 is the final score (+2), %2 what it counts: o lines minus x lines")
            .arg(Wording::score(evaluation.score), QString::fromStdString(ttt::lineScoreMeaning()));
    switch (evaluation.outcome) {
    case ttt::Outcome::Win:
    case ttt::Outcome::Lose: {
        const ttt::Mark winner = evaluation.outcome == ttt::Outcome::Win ? side : ttt::other(side);
        if (!evaluation.pliesExact)
            return Wording::tr("%1 wins (in %2 along the line found)")
                .arg(Wording::markName(winner), Wording::plies(evaluation.plies));
        return evaluation.plies == 1
            ? Wording::tr("%1 wins in 1 ply").arg(Wording::markName(winner))
            : Wording::tr("%1 wins in %2 plies")
                  .arg(Wording::markName(winner))
                  .arg(evaluation.plies);
    }
    case ttt::Outcome::Tie:
        return Wording::tr("a tie with best play");
    case ttt::Outcome::None:
        break;
    }
    return Wording::tr("no result: both sides have a line");
}

} // namespace

// Whether the sides are named by their stones (setStoneNames).
namespace {
bool namedAsStones = false;
}

QString Wording::markName(ttt::Mark side)
{
    assert(side != ttt::Mark::Empty);
    if (namedAsStones)
        return side == ttt::Mark::X ? tr("Black", "the side that plays the black stones")
                                    : tr("White", "the side that plays the white stones");
    return side == ttt::Mark::X ? tr("x", "the mark") : tr("o", "the mark");
}

QString Wording::defences(
    const ttt::Geometry& geometry, const std::vector<ttt::Cell>& cells, ttt::Mark attacker)
{
    QStringList names;
    for (const ttt::Cell cell : cells)
        names << cellName(geometry, cell);
    const QString last = names.takeLast();
    const QString which = names.isEmpty()
        ? last
        : tr("%1 or %2", "the last of several moves").arg(names.join(tr(", ")), last);
    return tr("Only %1 can stop %2's forced win; every other move is proven to lose.",
        "cells, the side that threatens it")
        .arg(which, markName(attacker));
}

void Wording::setStoneNames(bool stones)
{
    namedAsStones = stones;
}

bool Wording::stoneNames()
{
    return namedAsStones;
}

QString Wording::cellName(const ttt::Geometry& geometry, ttt::Cell cell)
{
    return QString::fromStdString(ttt::cellName(geometry, cell));
}

QString Wording::cellInWords(const ttt::Geometry& geometry, ttt::Cell cell)
{
    return tr("row %1, column %2")
        .arg(ttt::rowNumber(geometry, geometry.rowOf(cell)))
        .arg(geometry.columnOf(cell) + 1);
}

QString Wording::columnName(int column)
{
    return QString(QLatin1Char(ttt::columnLetter(column)));
}

QString Wording::rowName(const ttt::Geometry& geometry, int row)
{
    return QString::number(ttt::rowNumber(geometry, row));
}

QString Wording::plies(int count)
{
    return tr("%n ply(s)", nullptr, count);
}

QString Wording::rulesName(ttt::Rules rules)
{
    switch (rules) {
    case ttt::Rules::Classic:
        return tr("Classic", "rules");
    case ttt::Rules::Misere:
        return tr("Misère", "rules");
    case ttt::Rules::LineScore:
        return tr("Line-score", "rules");
    case ttt::Rules::Exact:
        return tr("Exact", "rules: only exactly k in a row wins");
    case ttt::Rules::Renju:
        return tr("Renju", "rules: gomoku with black's forbidden moves (렌주, 连珠)");
    case ttt::Rules::Omok:
        return tr("Omok",
            "rules: Korean omok's common rule (오목 일반룰): a double three is "
            "forbidden to both sides, an overline wins nothing");
    }
    return {};
}

QString Wording::rulesSummary(ttt::Rules rules)
{
    switch (rules) {
    case ttt::Rules::Classic:
        return tr("completing a line wins");
    case ttt::Rules::Misere:
        return tr("completing a line loses");
    case ttt::Rules::LineScore:
        return tr("play until the board is full; the score is %1",
            "%1 is what the score counts: o lines minus x lines")
            .arg(QString::fromStdString(ttt::lineScoreMeaning()));
    case ttt::Rules::Exact:
        return tr("exactly k in a row wins; a longer run wins nothing");
    case ttt::Rules::Renju:
        return tr("black wins only with exactly five and may not make a double three, a double "
                  "four or an overline; white wins with five or more");
    case ttt::Rules::Omok:
        return tr("only exactly five wins, for either side; neither side may make a double three; "
                  "an overline and a double four may be played");
    }
    return {};
}

QString Wording::forbiddenShape(const ttt::Geometry& geometry, const ttt::RenjuJudgement& judgement)
{
    QStringList lines;
    for (const auto& [first, last] : judgement.lines) {
        // Ordered as the library names lines (h6–h8, up a column; f8–h8, from the left).
        const auto [from, to] = ttt::lineEnds(geometry, first, last);
        lines << cellName(geometry, from) + QStringLiteral("\u2013") + cellName(geometry, to);
    }
    const QString list = QLocale().createSeparatedList(lines);
    switch (judgement.shape) {
    case ttt::RenjuShape::Overline:
        return tr("overline: %1",
            "renju: six or more in a row, forbidden to black; %1 is the run "
            "by its end cells (e8–j8)")
            .arg(list);
    case ttt::RenjuShape::DoubleFour:
        return tr("double four: the lines %1",
            "renju: two fours at once, forbidden to black; %1 lists the lines (h4–h7 and e8–h8)")
            .arg(list);
    case ttt::RenjuShape::DoubleThree:
        return tr("double three: the lines %1",
            "renju: two open threes at once, forbidden to black (under omok to both sides); %1 "
            "lists the lines (f8–h8 and h6–h8)")
            .arg(list);
    case ttt::RenjuShape::None:
    case ttt::RenjuShape::Five:
        break;
    }
    return {};
}

QString Wording::underRules(const QString& verdict, ttt::Rules rules)
{
    return rules == ttt::Rules::Misere
        ? tr("Misère — %1", "a verdict under the misère rules").arg(verdict)
        : verdict;
}

QString Wording::verdict(ttt::Mark toMove, ttt::Evaluation evaluation, ttt::Rules rules)
{
    return underRules(tr("%1 to move: %2", "side to move, result")
                          .arg(markName(toMove), result(toMove, evaluation, rules)),
        rules);
}

QString Wording::gameState(ttt::GameState state, ttt::Rules rules)
{
    if (rules == ttt::Rules::Misere
        && (state == ttt::GameState::XWon || state == ttt::GameState::OWon)) {
        const ttt::Mark winner = state == ttt::GameState::XWon ? ttt::Mark::X : ttt::Mark::O;
        return underRules(tr("%1 won: %2 completed a line", "winner, loser")
                              .arg(markName(winner), markName(ttt::other(winner))),
            rules);
    }
    if (rules == ttt::Rules::LineScore) {
        switch (state) {
        case ttt::GameState::XWon:
            return tr("the board is full, x ahead");
        case ttt::GameState::OWon:
            return tr("the board is full, o ahead");
        case ttt::GameState::Draw:
            return tr("the board is full, level");
        default:
            break;
        }
    }
    if (state == ttt::GameState::Draw)
        return underRules(QString::fromStdString(ttt::stateText(state)), rules);
    // On a go board the winner is named by its stones ("Black won"); solverlib says "x won".
    if (namedAsStones && (state == ttt::GameState::XWon || state == ttt::GameState::OWon))
        return tr("%1 won", "the winner")
            .arg(markName(state == ttt::GameState::XWon ? ttt::Mark::X : ttt::Mark::O));
    return QString::fromStdString(ttt::stateText(state));
}

QString Wording::positionVerdict(const PositionModel& model)
{
    if (model.gameState() == ttt::GameState::BothWon && !model.isLegal()
        && model.whatIfSideToMove())
        return gameState(model.gameState(), model.rules());
    if (!model.hasAnalysis())
        return tr("Not a legal position");
    if (model.isOver() && model.rules() == ttt::Rules::LineScore) {
        return tr("The board is full: %1 (%2)",
            "%1 is the final score (+2), %2 what it counts: o lines minus x lines")
            .arg(score(model.lineScore()), QString::fromStdString(ttt::lineScoreMeaning()));
    }
    if (model.isOver())
        return gameState(model.gameState(), model.rules());
    if (model.answersHidden())
        return tr("%1 to move: find the best move (training)").arg(markName(*model.sideToMove()));
    const ttt::Analysis& analysis = model.analysis();
    const QString known = verdict(*model.sideToMove(), analysis.evaluation, model.rules());
    if (analysis.complete)
        return known;
    const AnalysisStatus& status = model.analysisStatus();
    const QString proven
        = tr("%1 of %2 moves proven").arg(status.cellsProven).arg(status.cellsTotal);
    if (status.state == AnalysisStatus::State::Ended)
        return tr("%1; %2 by threats", "what is known; how many moves the threat search proved")
            .arg(known, proven);
    return status.state == AnalysisStatus::State::Stopped
        ? tr("%1; %2 (stopped)", "what is known; how much is proven").arg(known, proven)
        : tr("%1; %2", "what is known; how much is proven").arg(known, proven);
}

QString Wording::searchProgress(
    int cellsProven, int cellsTotal, std::uint64_t positions, double seconds)
{
    const QLocale locale;
    const QString time = duration(seconds);
    const QString searched = locale.toString(qulonglong(positions));
    if (cellsTotal <= 0)
        return tr("%1 positions · %2", "search figures: positions, time").arg(searched, time);
    if (cellsProven == cellsTotal)
        return tr("all %1 moves · %2 positions · %3", "search figures: moves, positions, time")
            .arg(cellsTotal)
            .arg(searched, time);
    return tr("%1 of %2 moves proven · %3 positions · %4",
        "search figures: moves proven, moves, positions, time")
        .arg(cellsProven)
        .arg(cellsTotal)
        .arg(searched, time);
}

QString Wording::duration(double seconds, bool precise)
{
    const QLocale locale;
    if (seconds < 59.5 || (precise && seconds < 60)) {
        if (!precise)
            return tr("%1 s", "a time in seconds").arg(std::max(1, int(std::lround(seconds))));
        return tr("%1 s", "a time in seconds")
            .arg(locale.toString(seconds, 'f', seconds < 10 ? 2 : 1));
    }
    const long whole = std::lround(seconds);
    if (whole < 3600) {
        if (!precise)
            return tr("%1 min", "a time in minutes").arg(std::lround(seconds / 60));
        return tr("%1 min %2 s", "a time in minutes and seconds")
            .arg(whole / 60)
            .arg(whole % 60, 2, 10, QLatin1Char('0'));
    }
    const long minutes = std::lround(seconds / 60);
    return tr("%1 h %2 min", "a time in hours and minutes")
        .arg(minutes / 60)
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString Wording::score(int score)
{
    if (score > 0)
        return tr("+%1", "a positive score").arg(score);
    if (score < 0)
        return tr("−%1", "a negative score, with a minus sign").arg(-score);
    return tr("0", "a level score");
}

QString Wording::cellLabel(ttt::Evaluation evaluation, ttt::Rules rules, bool brief)
{
    if (!evaluation.isProven()) {
        if (rules == ttt::Rules::LineScore)
            return brief ? tr("…", "heatmap label, short: a score not proven yet")
                         : tr("%1…%2", "heatmap label: the range of scores still possible")
                               .arg(score(evaluation.scoreLow), score(evaluation.scoreHigh));
        switch (evaluation.bound) {
        case ttt::Bound::AtLeastTie:
            return brief ? tr("≥T", "heatmap label, short: at least a tie")
                         : tr("≥ Tie", "heatmap label: at least a tie, not proven yet");
        case ttt::Bound::AtMostTie:
            return brief ? tr("≤T", "heatmap label, short: at most a tie")
                         : tr("≤ Tie", "heatmap label: at most a tie, not proven yet");
        default:
            return tr("?", "heatmap label: nothing proven yet");
        }
    }
    if (rules == ttt::Rules::LineScore)
        return score(evaluation.score);
    // "~" marks the plies of the line found, not proven the fastest.
    const QString plies = evaluation.pliesExact
        ? QString::number(evaluation.plies)
        : tr("~%1", "plies of the line found").arg(evaluation.plies);
    switch (evaluation.outcome) {
    case ttt::Outcome::Win:
        return brief ? tr("W%1", "heatmap label, short: wins in so many plies").arg(plies)
                     : tr("Win %1", "heatmap label: wins in so many plies").arg(plies);
    case ttt::Outcome::Tie:
        return brief ? tr("T", "heatmap label, short: a tie") : tr("Tie", "heatmap label");
    case ttt::Outcome::Lose:
        return brief ? tr("L%1", "heatmap label, short: loses in so many plies").arg(plies)
                     : tr("Lose %1", "heatmap label: loses in so many plies").arg(plies);
    case ttt::Outcome::None:
        break;
    }
    return {};
}

QString Wording::moveOutcome(const ttt::Geometry& geometry, ttt::Mark mover, ttt::Cell cell,
    ttt::Evaluation evaluation, ttt::Rules rules)
{
    return underRules(
        tr("%1 on %2: %3", "mark, cell, result")
            .arg(markName(mover), cellName(geometry, cell), result(mover, evaluation, rules)),
        rules);
}

QString Wording::cellDescription(const ttt::Geometry& geometry, ttt::Cell cell, ttt::Mark mark,
    std::optional<ttt::Mark> mover, std::optional<ttt::Evaluation> evaluation, ttt::Rules rules,
    bool bestMove)
{
    const QString name = cellInWords(geometry, cell);
    if (mark != ttt::Mark::Empty)
        return tr("%1: %2", "a cell, its mark").arg(name, markName(mark));
    if (!mover || !evaluation)
        return tr("%1: empty", "a cell").arg(name);
    const QString outcome = tr("%1: empty; %2 here: %3", "a cell, the side to move, the result")
                                .arg(name, markName(*mover), result(*mover, *evaluation, rules));
    return underRules(
        bestMove ? tr("%1; a best move", "a cell's result").arg(outcome) : outcome, rules);
}

QString Wording::moveLine(
    const ttt::Geometry& geometry, const std::vector<ttt::Cell>& cells, ttt::Mark firstMover)
{
    QStringList moves;
    ttt::Mark side = firstMover;
    for (ttt::Cell cell : cells) {
        moves << tr("%1 %2", "a move: mark and cell (x c2)")
                     .arg(markName(side), cellName(geometry, cell));
        side = ttt::other(side);
    }
    return moves.join(tr(" → ", "between the moves of a line"));
}

QString Wording::gameCounts(const ttt::GameCounts& counts, ttt::Rules rules)
{
    const QLocale locale;
    const auto number
        = [&locale](std::uint64_t value) { return locale.toString(qulonglong(value)); };
    if (rules == ttt::Rules::LineScore)
        return tr("%1: x ahead %2, o ahead %3, level %4", "line-score games by result")
            .arg(number(counts.games), number(counts.xWins), number(counts.oWins),
                number(counts.draws));
    return tr("%1: x wins %2, o wins %3, draws %4", "games by result")
        .arg(
            number(counts.games), number(counts.xWins), number(counts.oWins), number(counts.draws));
}

QString Wording::symmetryEdit(ttt::Symmetry symmetry)
{
    switch (symmetry) {
    case ttt::Symmetry::Identity:
        return tr("Leave the board as it is");
    case ttt::Symmetry::QuarterTurnClockwise:
        return tr("Rotate clockwise");
    case ttt::Symmetry::HalfTurn:
        return tr("Rotate half a turn");
    case ttt::Symmetry::QuarterTurnAnticlockwise:
        return tr("Rotate anticlockwise");
    case ttt::Symmetry::MirrorLeftRight:
        return tr("Flip left-right");
    case ttt::Symmetry::MirrorAntiDiagonal:
        return tr("Flip across the rising diagonal");
    case ttt::Symmetry::MirrorTopBottom:
        return tr("Flip top-bottom");
    case ttt::Symmetry::MirrorMainDiagonal:
        return tr("Flip across the falling diagonal");
    }
    return {};
}

QString Wording::symmetryDescription(ttt::Symmetry symmetry)
{
    switch (symmetry) {
    case ttt::Symmetry::Identity:
        return tr("as it is");
    case ttt::Symmetry::QuarterTurnClockwise:
        return tr("turned a quarter clockwise");
    case ttt::Symmetry::HalfTurn:
        return tr("turned half round");
    case ttt::Symmetry::QuarterTurnAnticlockwise:
        return tr("turned a quarter anticlockwise");
    case ttt::Symmetry::MirrorLeftRight:
        return tr("flipped left to right");
    case ttt::Symmetry::MirrorAntiDiagonal:
        return tr("flipped across the rising diagonal");
    case ttt::Symmetry::MirrorTopBottom:
        return tr("flipped top to bottom");
    case ttt::Symmetry::MirrorMainDiagonal:
        return tr("flipped across the falling diagonal");
    }
    return {};
}

QString Wording::moveClassTag(int moveClass)
{
    // Capital Greek letters unlike any Latin one; a board of 64 cells with one symmetry has at
    // most 36 groups, so the later ones take two letters ("ΔΔ", "ΔΣ", ..., as the pairs of a
    // pairing take "AA", "AB"): each as easy to tell apart as the first ten, where primes
    // (Δ′, Δ″) were not at the size of a tile's corner. A board of 400 cells has up to 210
    // groups: after the 110 of one and two letters, three.
    static const QString signs = QStringLiteral("ΔΣΠΩΦΨΛΘΞΓ");
    assert(moveClass >= 0);
    const qsizetype count = signs.size();
    if (moveClass < count)
        return signs.at(moveClass);
    qsizetype later = moveClass - count;
    if (later < count * count)
        return QString(signs.at(later / count)) + signs.at(later % count);
    later -= count * count;
    return QString(signs.at((later / (count * count)) % count)) + signs.at((later / count) % count)
        + signs.at(later % count);
}

QString Wording::whatIfWarning(ttt::Mark toMove)
{
    return tr("Analysed as given with %1 to move, but no real game reaches this position")
        .arg(markName(toMove));
}

QString Wording::ruleTitle(ttt::LegalityRule rule)
{
    switch (rule) {
    case ttt::LegalityRule::TurnParity:
        return tr("turn parity");
    case ttt::LegalityRule::TwoWinners:
        return tr("two winners");
    case ttt::LegalityRule::WinnerMovedLast:
        return tr("winner moved last");
    case ttt::LegalityRule::LinesShareACell:
        return tr("lines share a cell");
    }
    return {};
}

QString Wording::inARow(int k)
{
    return QString::fromStdString(ttt::inARow(k));
}

QString Wording::sizeName(const ttt::Geometry& geometry)
{
    return tr("%1×%2", "columns × rows").arg(geometry.columns()).arg(geometry.rows());
}

QString Wording::boardName(const ttt::Geometry& geometry)
{
    return tr("%1, %2", "board size, k in a row").arg(sizeName(geometry), inARow(geometry.k()));
}

QString Wording::shortBoardName(const ttt::Geometry& geometry)
{
    return tr("%1, %2 in a row", "board size, k").arg(sizeName(geometry)).arg(geometry.k());
}

QString Wording::parseError(const ttt::ParseError& error)
{
    if (error.byte > 0) {
        return tr("Byte %1: %2", "a problem in a binary file (a RenLib library): where, what")
            .arg(error.byte)
            .arg(QString::fromStdString(error.message));
    }
    return tr("Line %1, column %2: %3")
        .arg(error.line)
        .arg(error.column)
        .arg(QString::fromStdString(error.message));
}

QString Wording::moveLabel(const ttt::Game& game, const ttt::GamePath& path)
{
    assert(!path.empty());
    const ttt::GamePath before(path.begin(), path.end() - 1);
    const ttt::Mark side = game.sideToMoveAt(before);
    const int number = int(before.size() / 2) + 1;
    const QString numbered = side == game.firstMover()
        ? tr("%1.", "the number of the first side's move").arg(number)
        : tr("%1...", "the number of the second side's move").arg(number);
    return tr("%1 %2 %3", "number, mark, cell")
        .arg(numbered, markName(side),
            cellName(game.start().board.geometry(), game.moveAt(path).cell));
}

QString Wording::gradeWord(const ttt::MoveGrade& grade, ttt::Rules rules)
{
    if (rules == ttt::Rules::LineScore && grade.pointsLost > 0)
        return tr("−%n point(s)", "points lost, with a minus sign", grade.pointsLost);
    return QString::fromStdString(ttt::gradeText(grade));
}

QString Wording::gradeSymbol(const ttt::MoveGrade& grade, ttt::Rules rules)
{
    if (rules == ttt::Rules::LineScore && grade.pointsLost > 0)
        return tr("−%1", "points given away").arg(grade.pointsLost);
    if (grade.isEstimate())
        return QStringLiteral("(?)");
    switch (grade.grade) {
    case ttt::Grade::Best:
        return QStringLiteral("✓");
    case ttt::Grade::Slower:
        return QStringLiteral("?!");
    case ttt::Grade::Mistake:
        return QStringLiteral("?");
    case ttt::Grade::Blunder:
        break;
    }
    return QStringLiteral("??");
}

QString Wording::onlyMoveNote(ttt::Outcome kept)
{
    return kept == ttt::Outcome::Win ? tr("Only one move kept the win here.")
                                     : tr("Only one move kept the tie here.");
}

QString Wording::gradeExplanation(const ttt::Geometry& geometry, ttt::Cell played, ttt::Mark mover,
    const ttt::MoveGrade& grade, const ttt::Analysis& before, ttt::Rules rules)
{
    const QString move = cellName(geometry, played);
    // A better move: the first of the best line, else the first best move.
    QString better;
    if (!before.principalVariation.empty())
        better = cellName(geometry, before.principalVariation.front());
    else if (!before.bestMoves.empty())
        better = cellName(geometry, before.bestMoves.front());
    const ttt::Evaluation& best = grade.best;
    const QString bestPlies = plies(best.plies);
    if (rules == ttt::Rules::LineScore) {
        if (grade.pointsLost == 0)
            return tr("%1 is a best move: the board fills up at %2").arg(move, score(best.score));
        return tr("%1 gives away %2: %3 kept the score at %4", "move, points, better move, score")
            .arg(move, tr("%n point(s)", nullptr, grade.pointsLost), better, score(best.score));
    }
    const QString opponent = markName(ttt::other(mover));
    switch (grade.basis) {
    case ttt::GradeBasis::Proven:
        break;
    case ttt::GradeBasis::MissedWin:
        return tr("%1 missed a forced win: %2 wins in %3. An estimate: %1 is not proven to win, "
                  "but may win by a line the search did not find",
            "move, the proven winning move, plies")
            .arg(move, better, bestPlies);
    case ttt::GradeBasis::AllowedWin: {
        // The most promising move not proven to lose, by the estimate.
        const ttt::MoveAnnotation* holding = nullptr;
        for (const ttt::MoveAnnotation& other : before.moves) {
            const bool lost
                = other.evaluation.isProven() && other.evaluation.outcome == ttt::Outcome::Lose;
            if (!lost && (!holding || other.estimate > holding->estimate))
                holding = &other;
        }
        const QString other = holding ? cellName(geometry, holding->cell) : QString();
        return tr("%1 allowed a forced win: %2 wins in %3. An estimate: other moves, such as %4, "
                  "are not proven to lose, but may lose as well",
            "move, the other side, plies, a move not proven to lose")
            .arg(move, opponent, plies(grade.played.plies), other);
    }
    }
    switch (grade.grade) {
    case ttt::Grade::Best:
        return tr("%1 is a best move: %2").arg(move, result(mover, grade.played, rules));
    case ttt::Grade::Slower:
        if (best.outcome == ttt::Outcome::Win)
            return tr("%1 still wins, but in %2; %3 won in %4")
                .arg(move, plies(grade.played.plies), better, bestPlies);
        return tr("%1 loses sooner, in %2; %3 held out for %4")
            .arg(move, plies(grade.played.plies), better, bestPlies);
    case ttt::Grade::Mistake:
        if (best.outcome == ttt::Outcome::Win)
            return tr("%1 gives up the win: %2 won in %3").arg(move, better, bestPlies);
        return tr("%1 loses (%2 wins in %3): %4 held the tie")
            .arg(move, opponent, plies(grade.played.plies), better);
    case ttt::Grade::Blunder:
        break;
    }
    return tr("%1 throws the win away (%2 wins in %3): %4 won in %5")
        .arg(move, opponent, plies(grade.played.plies), better, bestPlies);
}

QString Wording::gradeSummary(const std::vector<GradedMove>& moves, ttt::Rules rules)
{
    QStringList sides;
    for (const ttt::Mark side : { ttt::Mark::X, ttt::Mark::O }) {
        int mistakes = 0;
        int blunders = 0;
        int slower = 0;
        int points = 0;
        int missed = 0;
        int allowed = 0;
        int waiting = 0;
        int unproven = 0;
        int forbidden = 0;
        int count = 0;
        for (const GradedMove& played : moves) {
            if (played.mover != side)
                continue;
            ++count;
            if (played.forbidden) {
                ++forbidden;
                continue;
            }
            const std::optional<ttt::MoveGrade>& grade = played.grade;
            if (!grade) {
                ++(played.settled ? unproven : waiting);
                continue;
            }
            if (grade->isEstimate()) {
                missed += grade->basis == ttt::GradeBasis::MissedWin;
                allowed += grade->basis == ttt::GradeBasis::AllowedWin;
                continue;
            }
            points += grade->pointsLost;
            mistakes += grade->grade == ttt::Grade::Mistake;
            blunders += grade->grade == ttt::Grade::Blunder;
            slower += grade->grade == ttt::Grade::Slower;
        }
        if (count == 0)
            continue;
        QStringList parts;
        if (rules == ttt::Rules::LineScore) {
            parts << QString::fromStdString(ttt::pointsGivenAway(points));
        } else {
            parts << QString::fromStdString(ttt::mistakeCount(mistakes));
            parts << QString::fromStdString(ttt::blunderCount(blunders));
            if (slower > 0)
                parts << QString::fromStdString(ttt::slowerCount(slower));
        }
        // A big board's estimates, with the symbol that marks them in the list and the graph.
        if (missed > 0)
            parts << tr("%n missed win(s) (?)",
                "moves played where a forced win was proven and the move is not proven to win; "
                "(?) marks an estimate",
                missed);
        if (allowed > 0)
            parts << tr("%n allowed win(s) (?)",
                "moves proven to let the other side win by force where another move was not "
                "proven to; (?) marks an estimate",
                allowed);
        if (forbidden > 0)
            parts << tr("%n forbidden move(s)",
                "renju, omok: moves forbidden to the side that played them (the first lost the "
                "game)",
                forbidden);
        if (waiting > 0)
            parts << tr("%1 not graded yet").arg(waiting);
        if (unproven > 0)
            parts << tr("%1 with nothing proven", "moves of a big board that no proof grades")
                         .arg(unproven);
        sides << tr("%1: %2", "side: its grades").arg(markName(side), parts.join(tr(", ")));
    }
    return sides.join(tr("; "));
}
