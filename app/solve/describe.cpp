// Results in words, the text output's lines and grid, the search's deadline and progress.
#include "describe.h"

#include "io.h"

#include "ttt/facts.h"
#include "ttt/game.h"
#include "ttt/text.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <iomanip>
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

std::string verdictText(const Analysis& analysis, Rules rules, int movesProven, int movesTotal)
{
    const Evaluation& evaluation = analysis.evaluation;
    const QString mover(QChar(toChar(analysis.toMove)));
    const QString opponent(QChar(toChar(other(analysis.toMove))));
    QString text;
    if (rules == Rules::LineScore) {
        const QString meaning = QString::fromStdString(lineScoreMeaning());
        if (evaluation.isProven()) {
            text = QCoreApplication::translate("ttt-solve",
                "%1 to move: the board fills up at %2 (%3)",
                "analyze's verdict, line-score: %1 is the side to move (x or o), %2 the final "
                "score under best play with its sign (+2, 0, -1), %3 what it counts (o lines "
                "minus x lines)")
                       .arg(mover, QString::fromStdString(signedText(evaluation.score)), meaning);
        } else {
            text = QCoreApplication::translate("ttt-solve",
                "%1 to move: the board fills up between %2 and %3 (%4)",
                "analyze's verdict, line-score, when the search stopped early: %1 is the side "
                "to move (x or o), %2 and %3 the lowest and highest final score still possible, "
                "%4 what the score counts (o lines minus x lines)")
                       .arg(mover, QString::fromStdString(signedText(evaluation.scoreLow)),
                           QString::fromStdString(signedText(evaluation.scoreHigh)), meaning);
        }
    } else if (evaluation.bound == Bound::AtLeastTie) {
        text = QCoreApplication::translate("ttt-solve", "%1 to move: at least a tie for %1",
            "analyze's verdict when the search stopped early: %1 is the side to move (x or o), "
            "which is proven not to lose")
                   .arg(mover);
    } else if (evaluation.bound == Bound::AtMostTie) {
        text = QCoreApplication::translate("ttt-solve", "%1 to move: at most a tie for %1",
            "analyze's verdict when the search stopped early: %1 is the side to move (x or o), "
            "which is proven not to win")
                   .arg(mover);
    } else if (!evaluation.isProven()) {
        text = QCoreApplication::translate("ttt-solve", "%1 to move: nothing proven yet",
            "analyze's verdict when the search stopped early: %1 is the side to move (x or o)")
                   .arg(mover);
    } else {
        const QString& winner = evaluation.outcome == Outcome::Win ? mover : opponent;
        switch (evaluation.outcome) {
        case Outcome::Win:
        case Outcome::Lose:
            if (evaluation.pliesExact) {
                text = QCoreApplication::translate("ttt-solve", "%1 to move: %2 wins in %n ply(s)",
                    "analyze's verdict: %1 is the side to move, %2 the side that wins with best "
                    "play (x or o); a ply is one move of either side",
                    evaluation.plies)
                           .arg(mover, winner);
            } else {
                text = QCoreApplication::translate("ttt-solve",
                    "%1 to move: %2 wins (in %n ply(s) along the line found)",
                    "analyze's verdict on a big board: %1 is the side to move, %2 the side that "
                    "wins with best play (x or o); the plies are those of the winning line the "
                    "search found, not proven the fewest; a ply is one move of either side",
                    evaluation.plies)
                           .arg(mover, winner);
            }
            break;
        case Outcome::Tie:
            text = QCoreApplication::translate("ttt-solve", "%1 to move: a tie with best play",
                "analyze's verdict: %1 is the side to move (x or o)")
                       .arg(mover);
            break;
        case Outcome::None:
            text = QCoreApplication::translate("ttt-solve", "%1 to move: no result",
                "analyze's verdict: %1 is the side to move (x or o)")
                       .arg(mover);
            break;
        }
    }
    if (!analysis.complete && movesTotal > 0) {
        text = QCoreApplication::translate("ttt-solve", "%1; %2 of %3 moves proven",
            "analyze's verdict when the search stopped early: %1 is the verdict so far "
            "(x to move: ...), then how many of the side's moves have a proven result")
                   .arg(text, QString::number(movesProven), QString::number(movesTotal));
    }
    return text.toStdString();
}

std::string gameOverText(GameState state, std::optional<int> score)
{
    const QString stateWords = QString::fromStdString(stateText(state));
    return (score ? QCoreApplication::translate("ttt-solve", "the game is over: %1 (score %2)",
                "analyze's verdict on a finished game: %1 is its state (x won, a draw, "
                "...), %2 its line-score score, o lines minus x lines")
                        .arg(stateWords, QString::number(*score))
                  : QCoreApplication::translate("ttt-solve", "the game is over: %1",
                      "analyze's verdict on a finished game: %1 is its state (x won, a draw, ...)")
                        .arg(stateWords))
        .toStdString();
}

std::string searchText(const SearchFigures& figures, bool stoppedByTimeLimit)
{
    std::ostringstream seconds;
    seconds << std::fixed << std::setprecision(3) << figures.seconds;
    const QString positions = QString::fromStdString(withThousands(figures.positions));
    return (stoppedByTimeLimit
            ? QCoreApplication::translate("ttt-solve",
                "%1 positions in %2 s, stopped by the time limit",
                "analyze: how far the search went; %1 is a number of positions such as "
                "45,116, %2 the seconds it took")
                  .arg(positions, QString::fromStdString(seconds.str()))
            : QCoreApplication::translate("ttt-solve", "%1 positions in %2 s",
                "analyze: how far the search went; %1 is a number of positions such as "
                "45,116, %2 the seconds it took")
                  .arg(positions, QString::fromStdString(seconds.str())))
        .toStdString();
}

Text::Text()
{
    board = QCoreApplication::translate(
        "ttt-solve", "Board", "label of a line of analyze's and review's text output")
                .toStdString();
    size = QCoreApplication::translate(
        "ttt-solve", "Size", "label of a line of analyze's and review's text output")
               .toStdString();
    rules = QCoreApplication::translate(
        "ttt-solve", "Rules", "label of a line of analyze's and review's text output")
                .toStdString();
    firstPlayer = QCoreApplication::translate(
        "ttt-solve", "First player", "label of a line of analyze's and review's text output")
                      .toStdString();
    whatIf = QCoreApplication::translate(
        "ttt-solve", "What if", "label of a line of analyze's and review's text output")
                 .toStdString();
    state = QCoreApplication::translate(
        "ttt-solve", "State", "label of a line of analyze's and review's text output")
                .toStdString();
    legal = QCoreApplication::translate(
        "ttt-solve", "Legal", "label of a line of analyze's and review's text output")
                .toStdString();
    verdict = QCoreApplication::translate(
        "ttt-solve", "Verdict", "label of a line of analyze's and review's text output")
                  .toStdString();
    bestMoves = QCoreApplication::translate(
        "ttt-solve", "Best moves", "label of a line of analyze's and review's text output")
                    .toStdString();
    bestLine = QCoreApplication::translate(
        "ttt-solve", "Best line", "label of a line of analyze's and review's text output")
                   .toStdString();
    search = QCoreApplication::translate(
        "ttt-solve", "Search", "label of a line of analyze's and review's text output")
                 .toStdString();
    gamesLeft = QCoreApplication::translate(
        "ttt-solve", "Games left", "label of a line of analyze's and review's text output")
                    .toStdString();
    certificate = QCoreApplication::translate(
        "ttt-solve", "Certificate", "label of a line of analyze's text output")
                      .toStdString();
    cell = QCoreApplication::translate(
        "ttt-solve", "Cell", "label of a line of explain's text output: the move explained")
               .toStdString();
    proof = QCoreApplication::translate(
        "ttt-solve", "Proof", "label of a line of explain's text output: the proof's size")
                .toStdString();
    sharpness = QCoreApplication::translate(
        "ttt-solve", "Sharpness", "label of a line of explain's text output: only moves, traps")
                    .toStdString();
    for (const std::string* name :
        { &board, &size, &rules, &firstPlayer, &whatIf, &state, &legal, &verdict, &bestMoves,
            &bestLine, &search, &gamesLeft, &certificate, &cell, &proof, &sharpness })
        labelWidth = std::max(labelWidth, displayWidth(*name) + 2);
}

std::ostream& Text::field(const std::string& name)
{
    return out << padded(name, labelWidth);
}

std::string Text::tidy() const
{
    std::string tidy;
    std::istringstream lines(out.str());
    for (std::string line; std::getline(lines, line);)
        tidy += line.substr(0, line.find_last_not_of(' ') + 1) + '\n';
    return tidy;
}

void addBoardJson(QJsonObject& object, const Board& board)
{
    const Geometry& geometry = board.geometry();
    object["board"] = QString::fromStdString(formatOneLine(board));
    object["columns"] = geometry.columns();
    object["rows"] = geometry.rows();
    object["k"] = geometry.k();
}

void writeBoard(Text& text, const Board& board)
{
    const Geometry& geometry = board.geometry();
    text.field(text.board) << formatOneLine(board) << '\n';
    if (geometry == kTicTacToe)
        return;
    text.field(text.size) << QCoreApplication::translate("ttt-solve", "%1 columns, %2 rows, %3",
        "analyze: a board's size; %3 is how many in a row win (four in a row)")
                                 .arg(QString::number(geometry.columns()),
                                     QString::number(geometry.rows()),
                                     QString::fromStdString(inARow(geometry.k())))
                                 .toStdString()
                          << '\n';
}

void writeWhatIf(Text& text, Mark side)
{
    text.field(text.whatIf) << QCoreApplication::translate("ttt-solve",
        "%1 is to move, whatever the counts say",
        "analyze --to-move: %1 is the side (x or o) told to move, whatever the numbers of "
        "marks on the board say")
                                   .arg(QChar(toChar(side)))
                                   .toStdString()
                            << '\n';
}

void writeGrid(std::ostream& out, const Geometry& geometry, const std::vector<std::string>& cells,
    int cellWidth)
{
    // Rows numbered from the bottom, as the cells' names count them; numbers right-aligned.
    const int labelWidth = geometry.rows() >= 10 ? 2 : 1;
    out << std::string(std::size_t(labelWidth + 1), ' ');
    for (int column = 0; column < geometry.columns(); ++column)
        out << ' ' << padded(std::string(1, columnLetter(column)), cellWidth);
    out << '\n';
    for (int row = 0; row < geometry.rows(); ++row) {
        const std::string label = std::to_string(rowNumber(geometry, row));
        out << std::string(std::size_t(labelWidth) - label.size(), ' ') << label << ' ';
        for (int column = 0; column < geometry.columns(); ++column)
            out << ' ' << padded(cells[std::size_t(geometry.cellAt(row, column))], cellWidth);
        out << '\n';
    }
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

void ProgressLine::update(const AnalysisProgress& progress)
{
    if (!due())
        return;
    std::ostringstream seconds;
    seconds << std::fixed << std::setprecision(1) << progress.seconds;
    const QString positions = QString::fromStdString(withThousands(progress.positions));
    const QString line = progress.cellsTotal > 0
        ? QCoreApplication::translate("ttt-solve", "%1 of %2 moves proven, %3 positions, %4 s",
            "analyze's progress on standard error while it searches: %1 of %2 the moves with "
            "a proven result, %3 the positions searched (45,116), %4 the seconds so far")
              .arg(QString::number(progress.cellsProven), QString::number(progress.cellsTotal),
                  positions, QString::fromStdString(seconds.str()))
        : QCoreApplication::translate("ttt-solve", "%1 positions, %2 s",
            "analyze's progress on standard error while it searches: %1 the positions "
            "searched (45,116), %2 the seconds so far")
              .arg(positions, QString::fromStdString(seconds.str()));
    show(line.toStdString());
}

void ProgressLine::update(const Engine::ProofProgress& progress)
{
    if (!due())
        return;
    std::ostringstream seconds;
    seconds << std::fixed << std::setprecision(1) << progress.seconds;
    show(QCoreApplication::translate("ttt-solve",
        "certificate: %1 of %2 results, %3 positions of proof, %4 s",
        "analyze --certificate's progress on standard error while it writes the proof: %1 "
        "of %2 the results certified so far, %3 the positions in the proof (45,116), %4 "
        "the seconds so far")
             .arg(QString::number(progress.statementsDone),
                 QString::number(progress.statementsTotal),
                 QString::fromStdString(withThousands(progress.nodes)),
                 QString::fromStdString(seconds.str()))
             .toStdString());
}

void ProgressLine::clear()
{
    if (!m_shown)
        return;
    std::string blank(m_width + 2, ' ');
    blank.front() = '\r';
    blank.back() = '\r';
    std::fputs(blank.c_str(), stderr);
    std::fflush(stderr);
    m_shown = false;
}

// Whether a line is shown at all, and a tenth of a second has passed since the last.
bool ProgressLine::due()
{
    if (!m_show)
        return false;
    const auto now = std::chrono::steady_clock::now();
    if (m_shown && now - m_last < std::chrono::milliseconds(100))
        return false;
    m_last = now;
    return true;
}

void ProgressLine::show(const std::string& line)
{
    std::string text = "\rttt-solve: " + line;
    // Wide characters take two columns; the carriage return is counted as one, as always.
    const auto width = std::size_t(displayWidth(text));
    if (width < m_width)
        text += std::string(m_width - width, ' ');
    m_width = std::max(m_width, width);
    std::fputs(text.c_str(), stderr);
    std::fflush(stderr);
    m_shown = true;
}

} // namespace ttt::cli
