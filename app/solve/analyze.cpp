// ttt-solve analyze: one position on a board of any size, as text or JSON.
#include "commands.h"
#include "describe.h"
#include "io.h"

#include "ttt/engine.h"
#include "ttt/facts.h"
#include "ttt/game.h"
#include "ttt/legality.h"
#include "ttt/proof.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"
#include "ttt/text.h"
#include "ttt/translate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <iomanip>
#include <mutex>
#include <new>
#include <optional>
#include <sstream>
#include <stop_token>
#include <thread>
#include <unistd.h>

namespace ttt::cli {
namespace {

// Everything analyze reports, worked out once for both output forms.
struct Report {
    Position position;
    PositionFacts facts;
    std::optional<Mark> toMove; // the side whose moves were analysed: none when the game is over
                                // or the position has no result
    std::optional<Analysis> analysis; // for a legal (or what-if) unfinished position
    std::optional<GameCounts> games; // the games still to be played, where they are counted
    std::optional<int> score; // line-score: the final score under perfect play
    int movesProven = 0;
    int movesTotal = 0;
    bool stoppedByTimeLimit = false;
    int threads = 0;
    std::size_t hashMegabytes = 0;
    // The certificate asked for with --certificate, once written.
    struct Certificate {
        std::string file;
        std::size_t positions = 0;
        std::uintmax_t bytes = 0;
        bool complete = false;
        int uncertified = 0; // results the analysis proved that the certificate does not hold
        bool stoppedByTimeLimit = false;
    };
    std::optional<Certificate> certificate;
    std::optional<std::string> certificateError; // why it could not be written

    const Geometry& geometry() const { return position.board.geometry(); }
    bool whatIf() const { return position.toMove.has_value(); }
};

// "x to move: o wins in 4 plies", as the window says it too; line-score names the final score;
// an analysis stopped early says what is proven so far.
std::string verdict(const Report& report)
{
    const Analysis& analysis = *report.analysis;
    const Evaluation& evaluation = analysis.evaluation;
    const QString mover(QChar(toChar(analysis.toMove)));
    const QString opponent(QChar(toChar(other(analysis.toMove))));
    QString text;
    if (report.position.rules == Rules::LineScore) {
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
    if (!analysis.complete && report.movesTotal > 0) {
        text = QCoreApplication::translate("ttt-solve", "%1; %2 of %3 moves proven",
            "analyze's verdict when the search stopped early: %1 is the verdict so far "
            "(x to move: ...), then how many of the side's moves have a proven result")
                   .arg(text, QString::number(report.movesProven),
                       QString::number(report.movesTotal));
    }
    return text.toStdString();
}

QJsonValue optionalMark(std::optional<Mark> mark)
{
    return mark ? QJsonValue(QString(QChar(toChar(*mark)))) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalInt(bool present, int value)
{
    return present ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

// The legality problems for JSON, which is for programs: its messages are the English ones
// whatever the reader's language (the text output has them translated). With the side to move
// given (what-if), problems are warnings: the analysis goes on.
QJsonArray problemsJson(const Report& report)
{
    const ttt::Translator reader = ttt::translator();
    ttt::setTranslator(nullptr);
    const std::vector<LegalityProblem> problemsInEnglish = factsOf(report.position).problems;
    ttt::setTranslator(reader);
    const bool warnings = report.facts.analysable == Analysable::AsGiven;
    QJsonArray problems;
    for (const LegalityProblem& problem : problemsInEnglish) {
        problems.append(QJsonObject { { "rule", QString::fromUtf8(ruleName(problem.rule)) },
            { "message", QString::fromStdString(problem.message) },
            { "severity", warnings ? "warning" : "error" } });
    }
    return problems;
}

// The result of each move analysed.
QJsonArray movesJson(const Report& report)
{
    const Geometry& geometry = report.geometry();
    const bool lineScore = report.position.rules == Rules::LineScore;
    QJsonArray moves;
    for (const MoveAnnotation& move : report.analysis->moves) {
        const Evaluation& result = move.evaluation;
        QJsonObject entry { { "cell", move.cell },
            { "name", QString::fromStdString(cellName(geometry, move.cell)) },
            { "row", geometry.rowOf(move.cell) }, { "col", geometry.columnOf(move.cell) },
            { "proven", result.isProven() },
            { "bound", QString::fromUtf8(boundName(result.bound)) } };
        entry["outcome"] = result.isProven() ? QJsonValue(outcomeName(result.outcome))
                                             : QJsonValue(QJsonValue::Null);
        entry["plies"] = optionalInt(result.isProven(), result.plies);
        entry["pliesExact"]
            = result.isProven() ? QJsonValue(result.pliesExact) : QJsonValue(QJsonValue::Null);
        entry["score"] = optionalInt(lineScore && result.isProven(), result.score);
        if (lineScore) {
            entry["scoreLow"] = result.scoreLow;
            entry["scoreHigh"] = result.scoreHigh;
        }
        moves.append(entry);
    }
    return moves;
}

QJsonDocument toJson(const Report& report)
{
    const Geometry& geometry = report.geometry();
    QJsonObject object;
    object["board"] = QString::fromStdString(formatOneLine(report.position.board));
    object["columns"] = geometry.columns();
    object["rows"] = geometry.rows();
    object["k"] = geometry.k();
    object["firstPlayer"] = QString(QChar(toChar(report.position.firstPlayer)));
    object["rules"] = QString::fromUtf8(rulesName(report.position.rules));
    object["whatIf"] = report.whatIf();
    object["toMove"] = optionalMark(report.toMove);
    object["legal"] = report.facts.isLegal();
    object["problems"] = problemsJson(report);
    object["state"] = QString::fromUtf8(stateName(report.facts.state));

    QJsonArray moves;
    QJsonArray bestMoves;
    QJsonArray bestLine;
    object["outcome"] = QJsonValue::Null;
    object["bound"] = QJsonValue::Null;
    object["plies"] = QJsonValue::Null;
    object["pliesExact"] = QJsonValue::Null;
    object["complete"] = true;
    if (report.analysis) {
        const Analysis& analysis = *report.analysis;
        const Evaluation& evaluation = analysis.evaluation;
        object["outcome"] = evaluation.isProven() ? QJsonValue(outcomeName(evaluation.outcome))
                                                  : QJsonValue(QJsonValue::Null);
        object["bound"] = QString::fromUtf8(boundName(evaluation.bound));
        object["plies"] = optionalInt(evaluation.isProven(), evaluation.plies);
        object["pliesExact"] = evaluation.isProven() ? QJsonValue(evaluation.pliesExact)
                                                     : QJsonValue(QJsonValue::Null);
        object["complete"] = analysis.complete;
        moves = movesJson(report);
        for (Cell cell : analysis.bestMoves)
            bestMoves.append(cell);
        for (Cell cell : analysis.principalVariation)
            bestLine.append(cell);
        object["search"] = QJsonObject { { "positions", double(analysis.figures.positions) },
            { "seconds", analysis.figures.seconds }, { "threads", report.threads },
            { "hashMegabytes", double(report.hashMegabytes) },
            { "stoppedByTimeLimit", report.stoppedByTimeLimit } };
    } else {
        object["search"] = QJsonValue::Null;
    }
    object["score"] = report.score ? QJsonValue(*report.score) : QJsonValue(QJsonValue::Null);
    object["moves"] = moves;
    object["bestMoves"] = bestMoves;
    object["bestLine"] = bestLine;
    if (report.games) {
        // Counts go out as numbers: every one of them is far below 2^53.
        object["games"] = QJsonObject { { "total", double(report.games->games) },
            { "xWins", double(report.games->xWins) }, { "oWins", double(report.games->oWins) },
            { "draws", double(report.games->draws) } };
    } else {
        object["games"] = QJsonValue::Null;
    }
    if (report.certificate) {
        const Report::Certificate& certificate = *report.certificate;
        object["certificate"] = QJsonObject { { "file", QString::fromStdString(certificate.file) },
            { "positions", double(certificate.positions) }, { "bytes", double(certificate.bytes) },
            { "complete", certificate.complete }, { "uncertified", certificate.uncertified },
            { "stoppedByTimeLimit", certificate.stoppedByTimeLimit } };
    } else {
        object["certificate"] = QJsonValue::Null;
    }
    return QJsonDocument(object);
}

// "proof.cert: 21,332 positions, 71,506 bytes; every result proven", or what it lacks.
std::string certificateText(const Report& report)
{
    const Report::Certificate& certificate = *report.certificate;
    QString text = QCoreApplication::translate("ttt-solve", "%1: %2 positions, %3 bytes",
        "analyze --certificate: %1 is the certificate's file, %2 the positions in the proof "
        "(45,116), %3 its size in bytes (71,506)")
                       .arg(QString::fromStdString(certificate.file),
                           QString::fromStdString(withThousands(certificate.positions)),
                           QString::fromStdString(withThousands(certificate.bytes)));
    if (certificate.complete) {
        text = QCoreApplication::translate("ttt-solve", "%1; every result proven",
            "analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, "
            "71,506 bytes)")
                   .arg(text);
    } else if (certificate.uncertified > 0) {
        text = (certificate.stoppedByTimeLimit
                ? QCoreApplication::translate("ttt-solve",
                    "%1; %n result(s) left out, stopped by the time limit",
                    "analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 "
                    "positions, 71,506 bytes); the results proven by the analysis that the "
                    "certificate does not hold",
                    certificate.uncertified)
                : QCoreApplication::translate("ttt-solve",
                    "%1; %n result(s) the engine gave could not be proven: a bug, please report "
                    "it",
                    "analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 "
                    "positions, 71,506 bytes); results the engine claimed that its own replay "
                    "could not back with a proof",
                    certificate.uncertified))
                   .arg(text);
    } else {
        text = QCoreApplication::translate("ttt-solve",
            "%1; incomplete: the analysis was stopped, and it holds the bounds proven by then",
            "analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 positions, "
            "71,506 bytes)")
                   .arg(text);
    }
    return text.toStdString();
}

// analyze's text output as it is written: each line's label in a column as wide as the widest
// label needs.
struct Text {
    std::string board;
    std::string size;
    std::string rules;
    std::string firstPlayer;
    std::string whatIf;
    std::string state;
    std::string legal;
    std::string verdict;
    std::string bestMoves;
    std::string bestLine;
    std::string search;
    std::string gamesLeft;
    std::string certificate;
    int labelWidth = 14;
    std::ostringstream out;

    // Starts the line labelled `name`.
    std::ostream& field(const std::string& name) { return out << padded(name, labelWidth); }
};

// The labels of the lines in the reader's language.
void nameFields(Text& text)
{
    text.board = QCoreApplication::translate(
        "ttt-solve", "Board", "label of a line of analyze's and review's text output")
                     .toStdString();
    text.size = QCoreApplication::translate(
        "ttt-solve", "Size", "label of a line of analyze's and review's text output")
                    .toStdString();
    text.rules = QCoreApplication::translate(
        "ttt-solve", "Rules", "label of a line of analyze's and review's text output")
                     .toStdString();
    text.firstPlayer = QCoreApplication::translate(
        "ttt-solve", "First player", "label of a line of analyze's and review's text output")
                           .toStdString();
    text.whatIf = QCoreApplication::translate(
        "ttt-solve", "What if", "label of a line of analyze's and review's text output")
                      .toStdString();
    text.state = QCoreApplication::translate(
        "ttt-solve", "State", "label of a line of analyze's and review's text output")
                     .toStdString();
    text.legal = QCoreApplication::translate(
        "ttt-solve", "Legal", "label of a line of analyze's and review's text output")
                     .toStdString();
    text.verdict = QCoreApplication::translate(
        "ttt-solve", "Verdict", "label of a line of analyze's and review's text output")
                       .toStdString();
    text.bestMoves = QCoreApplication::translate(
        "ttt-solve", "Best moves", "label of a line of analyze's and review's text output")
                         .toStdString();
    text.bestLine = QCoreApplication::translate(
        "ttt-solve", "Best line", "label of a line of analyze's and review's text output")
                        .toStdString();
    text.search = QCoreApplication::translate(
        "ttt-solve", "Search", "label of a line of analyze's and review's text output")
                      .toStdString();
    text.gamesLeft = QCoreApplication::translate(
        "ttt-solve", "Games left", "label of a line of analyze's and review's text output")
                         .toStdString();
    text.certificate = QCoreApplication::translate(
        "ttt-solve", "Certificate", "label of a line of analyze's text output")
                           .toStdString();
    for (const std::string* name : { &text.board, &text.size, &text.rules, &text.firstPlayer,
             &text.whatIf, &text.state, &text.legal, &text.verdict, &text.bestMoves, &text.bestLine,
             &text.search, &text.gamesLeft, &text.certificate })
        text.labelWidth = std::max(text.labelWidth, displayWidth(*name) + 2);
}

// The position: board, size, rules, first player, what-if, state and legality.
void writePosition(Text& text, const Report& report)
{
    const Geometry& geometry = report.geometry();
    std::ostringstream& out = text.out;
    text.field(text.board) << formatOneLine(report.position.board) << '\n';
    if (geometry != kTicTacToe) {
        text.field(text.size) << QCoreApplication::translate("ttt-solve", "%1 columns, %2 rows, %3",
            "analyze: a board's size; %3 is how many in a row win (four in a row)")
                                     .arg(QString::number(geometry.columns()),
                                         QString::number(geometry.rows()),
                                         QString::fromStdString(inARow(geometry.k())))
                                     .toStdString()
                              << '\n';
    }
    text.field(text.rules) << rulesName(report.position.rules) << '\n';
    text.field(text.firstPlayer) << toChar(report.position.firstPlayer) << '\n';
    if (report.whatIf())
        text.field(text.whatIf) << QCoreApplication::translate("ttt-solve",
            "%1 is to move, whatever the counts say",
            "analyze --to-move: %1 is the side (x or o) told to move, whatever the numbers of "
            "marks on the board say")
                                       .arg(QChar(toChar(*report.position.toMove)))
                                       .toStdString()
                                << '\n';
    text.field(text.state) << stateText(report.facts.state) << '\n';
    if (report.facts.isLegal()) {
        text.field(text.legal) << QCoreApplication::translate(
            "ttt-solve", "yes", "analyze: whether the position is legal")
                                      .toStdString()
                               << '\n';
        return;
    }
    text.field(text.legal) << (report.facts.analysable == Analysable::AsGiven
            ? QCoreApplication::translate("ttt-solve",
                "no, this position cannot arise in a game (analysed anyway: what-if)",
                "analyze: whether the position is legal, when --to-move asks for it to be "
                "analysed all the same")
            : QCoreApplication::translate("ttt-solve", "no, this position cannot arise in a game",
                "analyze: whether the position is legal"))
                                  .toStdString()
                           << '\n';
    for (const LegalityProblem& problem : report.facts.problems)
        out << "  - " << ruleName(problem.rule) << ": " << problem.message << '\n';
}

// The verdict with the best moves, the best line and the search's figures; or how a finished
// game ended.
void writeResult(Text& text, const Report& report)
{
    const Geometry& geometry = report.geometry();
    std::ostringstream& out = text.out;
    if (report.analysis) {
        const Analysis& analysis = *report.analysis;
        text.field(text.verdict) << verdict(report) << '\n';
        if (analysis.complete) {
            text.field(text.bestMoves);
            for (std::size_t i = 0; i < analysis.bestMoves.size(); ++i)
                out << (i ? ", " : "") << cellName(geometry, analysis.bestMoves[i]);
            out << '\n';
            text.field(text.bestLine);
            Mark side = analysis.toMove;
            for (std::size_t i = 0; i < analysis.principalVariation.size(); ++i, side = other(side))
                out << (i ? "  " : "") << toChar(side) << ' '
                    << cellName(geometry, analysis.principalVariation[i]);
            out << '\n';
        }
        if (geometry != kTicTacToe || !analysis.complete) {
            std::ostringstream seconds;
            seconds << std::fixed << std::setprecision(3) << analysis.figures.seconds;
            const QString positions
                = QString::fromStdString(withThousands(analysis.figures.positions));
            const QString search = report.stoppedByTimeLimit
                ? QCoreApplication::translate("ttt-solve",
                    "%1 positions in %2 s, stopped by the time limit",
                    "analyze: how far the search went; %1 is a number of positions such as "
                    "45,116, %2 the seconds it took")
                      .arg(positions, QString::fromStdString(seconds.str()))
                : QCoreApplication::translate("ttt-solve", "%1 positions in %2 s",
                    "analyze: how far the search went; %1 is a number of positions such as "
                    "45,116, %2 the seconds it took")
                      .arg(positions, QString::fromStdString(seconds.str()));
            text.field(text.search) << search.toStdString() << '\n';
        }
    } else if (report.facts.isOver() && (report.facts.hasAnalysis() || report.whatIf())) {
        // A what-if on a board where both sides have a line is told how the game stands too.
        const QString state = QString::fromStdString(stateText(report.facts.state));
        text.field(text.verdict) << (report.score
                ? QCoreApplication::translate("ttt-solve", "the game is over: %1 (score %2)",
                    "analyze's verdict on a finished game: %1 is its state (x won, a draw, ...), "
                    "%2 its line-score score, o lines minus x lines")
                      .arg(state, QString::number(*report.score))
                : QCoreApplication::translate("ttt-solve", "the game is over: %1",
                    "analyze's verdict on a finished game: %1 is its state (x won, a draw, ...)")
                      .arg(state))
                                        .toStdString()
                                 << '\n';
    }
}

// The games still to be played, and the certificate written.
void writeFigures(Text& text, const Report& report)
{
    if (report.games) {
        text.field(text.gamesLeft) << QCoreApplication::translate("ttt-solve",
            "%1 (x wins %2, o wins %3, draws %4)",
            "analyze: %1 is how many games can still be played from the position, then how many "
            "of them each side wins and how many are draws")
                                          .arg(QString::fromStdString(
                                                   withThousands(report.games->games)),
                                              QString::fromStdString(
                                                  withThousands(report.games->xWins)),
                                              QString::fromStdString(
                                                  withThousands(report.games->oWins)),
                                              QString::fromStdString(
                                                  withThousands(report.games->draws)))
                                          .toStdString()
                                   << '\n';
    }
    if (report.certificate)
        text.field(text.certificate) << certificateText(report) << '\n';
}

// The board with each empty cell's result for the side to move, its columns lettered and its
// rows numbered as the lines above name the cells (a1 at the top left). The columns are as wide
// as the widest result in words needs (line-score's numbers may stick out, as they always have:
// they are the same in every language).
void writeGrid(std::ostream& out, const Report& report)
{
    const Geometry& geometry = report.geometry();
    const Rules rules = report.position.rules;
    std::vector<std::string> cells(static_cast<std::size_t>(geometry.cells()));
    for (Cell cell = 0; cell < geometry.cells(); ++cell)
        cells[cell] = std::string(1, toChar(report.position.board.at(cell)));
    int cellWidth = 8;
    if (report.analysis) {
        for (const MoveAnnotation& move : report.analysis->moves) {
            cells[move.cell] = resultLabel(move.evaluation, rules);
            if (rules != Rules::LineScore)
                cellWidth = std::max(cellWidth, displayWidth(cells[move.cell]));
        }
    }
    out << "\n  ";
    for (int column = 0; column < geometry.columns(); ++column)
        out << ' ' << padded(std::string(1, columnLetter(column)), cellWidth);
    out << '\n';
    for (int row = 0; row < geometry.rows(); ++row) {
        out << row + 1 << ' ';
        for (int column = 0; column < geometry.columns(); ++column)
            out << ' ' << padded(cells[geometry.cellAt(row, column)], cellWidth);
        out << '\n';
    }
}

// The key under the grid: what its results mean.
void writeKey(std::ostream& out, const Report& report)
{
    if (!report.analysis || report.analysis->moves.empty())
        return;
    const Rules rules = report.position.rules;
    bool inexact = false;
    bool bounded = false;
    for (const MoveAnnotation& move : report.analysis->moves) {
        inexact = inexact || (move.evaluation.isProven() && !move.evaluation.pliesExact);
        bounded = bounded || !move.evaluation.isProven();
    }
    const QString toMove(QChar(toChar(report.analysis->toMove)));
    if (rules == Rules::LineScore) {
        const QString meaning = QString::fromStdString(lineScoreMeaning());
        out << (bounded
                ? QCoreApplication::translate("ttt-solve",
                    "(the final %2 if %1 plays there; low..high: not proven further yet)",
                    "analyze, line-score: the key under the grid; %1 is the side to move (x or "
                    "o), %2 what the score counts (o lines minus x lines); low..high is how a "
                    "range of scores such as -1..+3 is written")
                : QCoreApplication::translate("ttt-solve", "(the final %2 if %1 plays there)",
                    "analyze, line-score: the key under the grid; %1 is the side to move "
                    "(x or o), %2 what the score counts (o lines minus x lines)"))
                   .arg(toMove, meaning)
                   .toStdString()
            << '\n';
        return;
    }
    out << (rules == Rules::Misere ? QCoreApplication::translate("ttt-solve",
                "(win/tie/lose for %1 playing there, in plies to the end, misère)",
                "analyze, misère rules: the key under the grid; %1 is the side to move (x or "
                "o); win, tie and lose are the words of the grid's results (win 5)")
                                   : QCoreApplication::translate("ttt-solve",
                                       "(win/tie/lose for %1 playing there, in plies to the "
                                       "end)",
                                       "analyze: the key under the grid; %1 is the side to "
                                       "move (x or o); win, tie and lose are the words of "
                                       "the grid's results (win 5)"))
               .arg(toMove)
               .toStdString()
        << '\n';
    if (inexact)
        out << QCoreApplication::translate("ttt-solve",
            "(~: the plies of the line found; on boards of more than %1 cells they are not "
            "proven the fewest)",
            "analyze: the key under the grid for results such as win ~9; %1 is a number of "
            "cells (16)")
                   .arg(kMaxCellsForExactPlies)
                   .toStdString()
            << '\n';
    if (bounded)
        out << QCoreApplication::translate("ttt-solve",
            "(>=tie: cannot lose; <=tie: cannot win; ?: nothing proven yet)",
            "analyze: the key under the grid for the results of a search that stopped "
            "early; >=tie and <=tie as translated for the grid")
                   .toStdString()
            << '\n';
}

std::string toText(const Report& report)
{
    Text text;
    nameFields(text);
    writePosition(text, report);
    writeResult(text, report);
    writeFigures(text, report);
    writeGrid(text.out, report);
    writeKey(text.out, report);
    // No trailing spaces on the grid lines.
    std::string tidy;
    std::istringstream lines(text.out.str());
    for (std::string line; std::getline(lines, line);)
        tidy += line.substr(0, line.find_last_not_of(' ') + 1) + '\n';
    return tidy;
}

// The line on standard error while a search runs: proven moves, positions, seconds.
class ProgressLine {
public:
    explicit ProgressLine(bool show)
        : m_show(show)
    { }
    ~ProgressLine() { clear(); }

    void update(const AnalysisProgress& progress)
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
        show(line);
    }

    void update(const Engine::ProofProgress& progress)
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
                     QString::fromStdString(seconds.str())));
    }

    void clear()
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

private:
    // Whether a line is shown at all, and a tenth of a second has passed since the last.
    bool due()
    {
        if (!m_show)
            return false;
        const auto now = std::chrono::steady_clock::now();
        if (m_shown && now - m_last < std::chrono::milliseconds(100))
            return false;
        m_last = now;
        return true;
    }

    void show(const QString& line)
    {
        std::string text = "\rttt-solve: " + line.toStdString();
        // Wide characters take two columns; the carriage return is counted as one, as always.
        const auto width = std::size_t(displayWidth(text));
        if (width < m_width)
            text += std::string(m_width - width, ' ');
        m_width = std::max(m_width, width);
        std::fputs(text.c_str(), stderr);
        std::fflush(stderr);
        m_shown = true;
    }

    bool m_show;
    bool m_shown = false;
    std::size_t m_width = 0;
    std::chrono::steady_clock::time_point m_last;
};

// Writes the certificate of what `report`'s analysis proved (--certificate) and records it, or
// why it could not be written.
void certify(const AnalyzeOptions& options, Engine& engine, const AnalysisOptions& analysisOptions,
    ProgressLine& progressLine, Report& report)
{
    const Position& position = report.position;
    if (!report.facts.hasAnalysis()) {
        report.certificateError = (report.whatIf()
                ? QCoreApplication::translate("ttt-solve",
                    "no certificate: both sides have a line, so the game has no result to prove",
                    "analyze --certificate with --to-move on a board where both x and o have a "
                    "line; --to-move is an option, not translated")
                : QCoreApplication::translate("ttt-solve",
                    "no certificate: this position cannot arise in a game, and nothing is "
                    "analysed (--to-move analyses it anyway)",
                    "analyze --certificate on an illegal position; --to-move is an option, not "
                    "translated"))
                                      .toStdString();
        return;
    }
    // A finished game is certified by its position alone; otherwise the engine replays what it
    // proved, with the time limit (if any) again for the replay.
    const Mark side = *report.facts.sideToMove;
    const Analysis proven = report.analysis
        ? *report.analysis
        : engine.analyze(position.board, side, position.rules, analysisOptions);
    std::stop_source stop;
    Deadline deadline(stop, options.timeLimit);
    const Proof proof = engine.prove(
        position.board, side, position.rules, proven,
        [&](const Engine::ProofProgress& progress) { progressLine.update(progress); },
        stop.get_token());
    deadline.cancel();
    progressLine.clear();
    if (const std::optional<std::string> problem
        = writeCertificateFile(proof, *options.certificate)) {
        report.certificateError = *problem;
        return;
    }
    std::error_code error;
    const std::uintmax_t bytes = std::filesystem::file_size(*options.certificate, error);
    report.certificate = Report::Certificate { *options.certificate, certificateNodeCount(proof),
        error ? 0 : bytes, proof.complete, proof.uncertified,
        deadline.expired() && proof.uncertified > 0 };
}

Report makeReport(const AnalyzeOptions& options, const Position& position, PositionFacts facts)
{
    Report report;
    report.position = position;
    report.facts = std::move(facts);
    report.threads = options.threads > 0
        ? options.threads
        : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    report.hashMegabytes = options.hashMegabytes;
    const Board& board = position.board;
    Engine engine(options.hashMegabytes);
    AnalysisOptions analysisOptions;
    analysisOptions.threads = options.threads;
    analysisOptions.hashMegabytes = options.hashMegabytes;
    analysisOptions.valueOnly = options.valueOnly;
    ProgressLine progressLine(isatty(fileno(stderr)) != 0);
    if (report.facts.hasMoves()) {
        const Mark side = *report.facts.sideToMove;
        report.toMove = side;
        std::stop_source stop;
        Deadline deadline(stop, options.timeLimit);
        report.analysis = engine.analyze(
            board, side, position.rules, analysisOptions,
            [&](const AnalysisProgress& progress) {
                progressLine.update(progress);
                report.movesProven = progress.cellsProven;
                report.movesTotal = progress.cellsTotal;
            },
            stop.get_token());
        deadline.cancel();
        report.stoppedByTimeLimit = deadline.expired() && !report.analysis->complete;
    }
    if (options.certificate)
        certify(options, engine, analysisOptions, progressLine, report);
    if (report.facts.hasAnalysis() && canCountGames(board.geometry()))
        report.games = countGames(board, *report.facts.sideToMove, position.rules);
    if (position.rules == Rules::LineScore && report.analysis
        && report.analysis->evaluation.isProven())
        report.score = report.analysis->evaluation.score;
    else
        report.score = report.facts.finalScore;
    return report;
}

// The position BOARD gives (or standard input, or the empty board of --size); nothing, with the
// problem reported, when it cannot be read.
std::optional<Position> readPosition(const AnalyzeOptions& options)
{
    if (!options.board) {
        const auto [columns, rows] = *options.size;
        Position position;
        position.board = Board(Geometry(columns, rows, Geometry::defaultK(columns, rows)));
        return position;
    }
    std::string text = *options.board;
    const bool fromInput = text == "-";
    if (fromInput) {
        const StandardInput input;
        if (!input.ok()) {
            reportError(QCoreApplication::translate("ttt-solve", "cannot read standard input")
                            .toStdString());
            return std::nullopt;
        }
        text = input.text();
    }
    const Parsed<Position> parsed = parsePosition(text);
    if (!parsed) {
        // BOARD is the argument's name in the help, the same in every language.
        reportInputProblem(
            fromInput ? std::nullopt : std::optional<std::string>("BOARD"), parsed.error());
        return std::nullopt;
    }
    return *parsed;
}

// The command line overrides the board's header: --k, --rules, --first, --to-move. False, with
// the problem reported, when --k does not fit the board.
bool applyCommandLine(const AnalyzeOptions& options, Position& position)
{
    const Geometry& geometry = position.board.geometry();
    if (options.k) {
        if (!Geometry::isValid(geometry.columns(), geometry.rows(), *options.k)) {
            reportError(
                QCoreApplication::translate("ttt-solve",
                    "--k %1 does not fit a %2 board: k runs from %3 to %4 there",
                    "a usage error: %1 is the number given with the option --k (how many in a row "
                    "win), %2 the board's size (5x5), %3 and %4 the least and the most that fit it")
                    .arg(QString::number(*options.k), QString::fromStdString(geometry.sizeName()),
                        QString::number(Geometry::kMinK),
                        QString::number(Geometry::maxK(geometry.columns(), geometry.rows())))
                    .toStdString()
                + '\n' + tryHelpText());
            return false;
        }
        const Board old = position.board;
        position.board = Board(Geometry(geometry.columns(), geometry.rows(), *options.k),
            old.cells(Mark::X), old.cells(Mark::O));
    }
    if (options.rules)
        position.rules = *options.rules;
    if (options.firstPlayer)
        position.firstPlayer = *options.firstPlayer;
    if (options.toMove)
        position.toMove = options.toMove;
    return true;
}

// What analyze cannot be asked: a certificate of line-score scores, and line-score on a board
// whose counts do not say whose turn it is (the side behind is only assumed: the command line
// wants it named). False, with the problem reported, for either.
bool isAnswerable(
    const AnalyzeOptions& options, const Position& position, const PositionFacts& facts)
{
    if (options.certificate && position.rules == Rules::LineScore) {
        reportError(
            QCoreApplication::translate("ttt-solve",
                "--certificate: certificates prove classic and misere results, not line-score "
                "scores",
                "a usage error; --certificate is an option, classic, misere and line-score the "
                "names of sets of rules, not translated")
                .toStdString()
            + '\n' + tryHelpText());
        return false;
    }
    if (facts.sideSource == SideSource::Behind) {
        reportError(QCoreApplication::translate("ttt-solve",
            "line-score needs --to-move x or o for this board: its mark counts do not say whose "
            "turn it is",
            "a usage error; line-score is the name of a set of rules, --to-move an option, x and "
            "o the sides: none of them is translated")
                        .toStdString());
        return false;
    }
    return true;
}

} // namespace

int runAnalyze(const AnalyzeOptions& options)
{
    std::optional<Position> position = readPosition(options);
    if (!position)
        return BadInput;
    if (!applyCommandLine(options, *position))
        return BadUsage;
    PositionFacts facts = factsOf(*position);
    if (!isAnswerable(options, *position, facts))
        return BadUsage;
    std::optional<Report> report;
    try {
        report = makeReport(options, *position, std::move(facts));
    } catch (const std::bad_alloc&) {
        reportNoMemoryForTable(options.hashMegabytes);
        return BadInput;
    }
    const std::string out = options.json
        ? toJson(*report).toJson(QJsonDocument::Indented).toStdString()
        : toText(*report);
    if (!writeAll(stdout, out))
        return BadInput;
    if (report->certificateError) {
        reportError(*report->certificateError);
        return BadInput;
    }
    return Success;
}

} // namespace ttt::cli
