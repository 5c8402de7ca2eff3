// ttt-solve analyze: one position on a board of any size, as text or JSON.
#include "commands.h"
#include "describe.h"
#include "io.h"
#include "reading.h"

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

#include <filesystem>
#include <new>
#include <optional>
#include <sstream>
#include <stop_token>
#include <thread>
#include <unistd.h>
#include <variant>

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
    bool valueOnly = false; // --value-only: no move was analysed one by one
    int threads = 0;
    std::size_t hashMegabytes = 0;
    // Boards of more than 64 cells: the threat search's positions (--threat-positions or its
    // default).
    std::optional<std::uint64_t> threatPositions;
    // The certificate asked for with --certificate, once written.
    struct Certificate {
        std::string file;
        std::size_t positions = 0;
        std::uintmax_t bytes = 0;
        bool complete = false;
        int uncertified = 0; // results the analysis proved that the certificate does not hold
        bool stoppedByTimeLimit = false;
        bool threats = false; // threat proofs (a board of more than 64 cells)
    };
    std::optional<Certificate> certificate;
    std::optional<std::string> certificateError; // why it could not be written

    const Geometry& geometry() const { return position.board.geometry(); }
    bool whatIf() const { return position.toMove.has_value(); }
};

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
        // Not a result: how promising an unproven move looks (0-100), where there is one.
        entry["estimate"] = optionalInt(move.estimate >= 0, move.estimate);
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
    QJsonObject object;
    addBoardJson(object, report.position.board);
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
            { "threatPositions",
                report.threatPositions ? QJsonValue(double(*report.threatPositions))
                                       : QJsonValue(QJsonValue::Null) },
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
    } else if (certificate.threats && !certificate.stoppedByTimeLimit) {
        text = (certificate.uncertified > 0
                ? QCoreApplication::translate("ttt-solve",
                    "%1; it holds the wins and losses proven by threats, not the %n result(s) "
                    "searched to the end",
                    "analyze --certificate on a board of more than 64 cells: %1 is what the "
                    "certificate is (proof.cert: 45,116 positions, 71,506 bytes); results near "
                    "the end of the game were searched exhaustively, and only threat proofs are "
                    "certified",
                    certificate.uncertified)
                : QCoreApplication::translate("ttt-solve",
                    "%1; it holds the wins and losses proven by threats, the rest is unknown",
                    "analyze --certificate on a board of more than 64 cells: %1 is what the "
                    "certificate is (proof.cert: 45,116 positions, 71,506 bytes)"))
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

// The position: board, size, rules, first player, what-if, state and legality.
void writePosition(Text& text, const Report& report)
{
    std::ostringstream& out = text.out;
    writeBoard(text, report.position.board);
    text.field(text.rules) << rulesName(report.position.rules) << '\n';
    text.field(text.firstPlayer) << toChar(report.position.firstPlayer) << '\n';
    if (report.whatIf())
        writeWhatIf(text, *report.position.toMove);
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
        text.field(text.verdict) << verdictText(analysis, report.position.rules, report.movesProven,
            report.movesTotal) << '\n';
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
        if (geometry != kTicTacToe || !analysis.complete)
            text.field(text.search)
                << searchText(analysis.figures, report.stoppedByTimeLimit) << '\n';
    } else if (report.facts.isOver() && (report.facts.hasAnalysis() || report.whatIf())) {
        // A what-if on a board where both sides have a line is told how the game stands too.
        text.field(text.verdict) << gameOverText(report.facts.state, report.score) << '\n';
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
// rows numbered as the lines above name the cells (a1 at the bottom left). The columns are as wide
// as the widest result in words needs (line-score's numbers may stick out, as they always have:
// they are the same in every language).
void writeResultGrid(std::ostream& out, const Report& report)
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
            // Nothing proven: "?" and the move's estimate, if it has one.
            if (move.estimate >= 0 && !move.evaluation.isProven())
                cells[move.cell] += std::to_string(move.estimate);
            if (rules != Rules::LineScore)
                cellWidth = std::max(cellWidth, displayWidth(cells[move.cell]));
        }
    }
    out << '\n';
    writeGrid(out, geometry, cells, cellWidth);
}

// The key under the grid: what its results mean.
void writeKey(std::ostream& out, const Report& report)
{
    if (!report.analysis || report.analysis->moves.empty())
        return;
    const Rules rules = report.position.rules;
    bool inexact = false;
    bool bounded = false;
    bool estimated = false;
    for (const MoveAnnotation& move : report.analysis->moves) {
        inexact = inexact || (move.evaluation.isProven() && !move.evaluation.pliesExact);
        bounded = bounded || !move.evaluation.isProven();
        estimated = estimated || move.estimate >= 0;
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
    if (estimated)
        out << QCoreApplication::translate("ttt-solve",
            "(?75: nothing proven; an estimate of the move from its lines, 0-100, not a result)",
            "analyze: the key under the grid for unproven moves with an estimate, such as ?75 "
            "(75 of 100: 100 is the most promising move)")
                   .toStdString()
            << '\n';
}

std::string toText(const Report& report)
{
    Text text;
    writePosition(text, report);
    writeResult(text, report);
    writeFigures(text, report);
    // The grid shows each move's result; --value-only searched none, and a grid of the marks
    // alone reads as the results of an empty board.
    if (report.valueOnly && report.analysis) {
        text.out << '\n'
                 << QCoreApplication::translate("ttt-solve",
                        "(--value-only: the moves were not analysed one by one, so there is no "
                        "grid of their results)",
                        "analyze --value-only: the line in place of the grid of results; "
                        "--value-only is an option, not translated")
                        .toStdString()
                 << '\n';
        return text.tidy();
    }
    writeResultGrid(text.out, report);
    writeKey(text.out, report);
    // No trailing spaces on the grid lines.
    return text.tidy();
}

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
    if (searchesThreats(position.board.geometry(), position.rules)) {
        // Threat proofs, found again and written as they are found.
        const auto written = writeWideCertificateFile(
            position.board, side, position.rules, proven, *options.certificate, stop.get_token());
        deadline.cancel();
        if (const auto* problem = std::get_if<std::string>(&written)) {
            report.certificateError = *problem;
            return;
        }
        const auto& figures = std::get<WideCertificate>(written);
        std::error_code error;
        const std::uintmax_t bytes = std::filesystem::file_size(*options.certificate, error);
        report.certificate = Report::Certificate { *options.certificate, figures.positions,
            error ? 0 : bytes, figures.complete, figures.uncertified,
            deadline.expired() && figures.uncertified > 0, true };
        return;
    }
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
        deadline.expired() && proof.uncertified > 0, false };
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
    report.valueOnly = options.valueOnly;
    const Board& board = position.board;
    Engine engine(options.hashMegabytes);
    AnalysisOptions analysisOptions = options.analysisOptions();
    analysisOptions.valueOnly = options.valueOnly;
    if (searchesThreats(board.geometry(), position.rules))
        report.threatPositions = analysisOptions.threatPositionsOrDefault();
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

// What analyze cannot be asked: a certificate of line-score scores or of a board of more than 64
// cells, and line-score on a board
// whose counts do not say whose turn it is (the side behind is only assumed: the command line
// wants it named). False, with the problem reported, for either.
bool isAnswerable(
    const AnalyzeOptions& options, const Position& position, const PositionFacts& facts)
{
    if (options.certificate && position.rules == Rules::LineScore) {
        reportError(QCoreApplication::translate("ttt-solve",
                        "--certificate: certificates prove classic, exact and misere results, not "
                        "line-score scores",
                        "a usage error; --certificate is an option, classic, exact, misere and "
                        "line-score the names of sets of rules, not translated")
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
