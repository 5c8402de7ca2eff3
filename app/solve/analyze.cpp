// ttt-solve analyze: one position on a board of any size, as text or JSON.
#include "commands.h"
#include "describe.h"
#include "io.h"

#include "ttt/engine.h"
#include "ttt/legality.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"
#include "ttt/text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <chrono>
#include <condition_variable>
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

// "(2,3)": a cell as a person reads it, row then column, both from 1.
std::string cellName(const Geometry& geometry, Cell cell)
{
    std::string name = "(";
    name += std::to_string(geometry.rowOf(cell) + 1);
    name += ',';
    name += std::to_string(geometry.columnOf(cell) + 1);
    name += ')';
    return name;
}

std::string stateText(GameState state)
{
    switch (state) {
    case GameState::InProgress:
        return "in progress";
    case GameState::XWon:
        return "x won";
    case GameState::OWon:
        return "o won";
    case GameState::Draw:
        return "a draw";
    case GameState::BothWon:
        return "both sides have a line";
    }
    return {};
}

// What the side to move can expect where only a bound is proven.
std::string boundText(Bound bound)
{
    switch (bound) {
    case Bound::AtLeastTie:
        return "at least a tie";
    case Bound::AtMostTie:
        return "at most a tie";
    case Bound::Exact:
    case Bound::Unknown:
        break;
    }
    return "nothing proven yet";
}

// Everything analyze reports, worked out once for both output forms.
struct Report {
    Position position;
    std::vector<LegalityProblem> problems;
    GameState state = GameState::InProgress;
    std::optional<Mark> toMove; // none when the game is over or nothing names the side
    std::optional<Analysis> analysis; // for a legal (or what-if) unfinished position
    std::optional<GameCounts> games; // the games still to be played, where they are counted
    std::optional<int> score; // line-score: the final score under perfect play
    int movesProven = 0;
    int movesTotal = 0;
    bool stoppedByTimeLimit = false;
    int threads = 0;
    std::size_t hashMegabytes = 0;

    const Geometry& geometry() const { return position.board.geometry(); }
    bool whatIf() const { return position.toMove.has_value(); }
};

// "x to move: o wins in 4 plies", as the window says it too; line-score names the final score;
// an analysis stopped early says what is proven so far.
std::string verdict(const Report& report)
{
    const Analysis& analysis = *report.analysis;
    const Evaluation& evaluation = analysis.evaluation;
    const std::string mover(1, toChar(analysis.toMove));
    const std::string opponent(1, toChar(other(analysis.toMove)));
    std::string text = mover + " to move: ";
    if (report.position.rules == Rules::LineScore) {
        if (evaluation.isProven()) {
            text += "the board fills up at " + signedText(evaluation.score)
                + " (o lines minus x lines)";
        } else {
            text += "the board fills up between " + signedText(evaluation.scoreLow) + " and "
                + signedText(evaluation.scoreHigh) + " (o lines minus x lines)";
        }
    } else if (evaluation.bound == Bound::Unknown) {
        text += boundText(evaluation.bound);
    } else if (!evaluation.isProven()) {
        text += boundText(evaluation.bound) + " for " + mover;
    } else {
        const std::string plies = evaluation.pliesExact
            ? " in " + pliesText(evaluation.plies)
            : " (in " + pliesText(evaluation.plies) + " along the line found)";
        switch (evaluation.outcome) {
        case Outcome::Win:
            text += mover + " wins" + plies;
            break;
        case Outcome::Lose:
            text += opponent + " wins" + plies;
            break;
        case Outcome::Tie:
            text += "a tie with best play";
            break;
        case Outcome::None:
            text += "no result";
            break;
        }
    }
    if (!analysis.complete && report.movesTotal > 0) {
        text += "; " + std::to_string(report.movesProven) + " of "
            + std::to_string(report.movesTotal) + " moves proven";
    }
    return text;
}

QJsonValue optionalMark(std::optional<Mark> mark)
{
    return mark ? QJsonValue(QString(QChar(toChar(*mark)))) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalInt(bool present, int value)
{
    return present ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonDocument toJson(const Report& report)
{
    const Geometry& geometry = report.geometry();
    const bool lineScore = report.position.rules == Rules::LineScore;
    QJsonObject object;
    object["board"] = QString::fromStdString(formatOneLine(report.position.board));
    object["columns"] = geometry.columns();
    object["rows"] = geometry.rows();
    object["k"] = geometry.k();
    object["firstPlayer"] = QString(QChar(toChar(report.position.firstPlayer)));
    object["rules"] = QString::fromUtf8(rulesName(report.position.rules));
    object["whatIf"] = report.whatIf();
    object["toMove"] = optionalMark(report.toMove);
    object["legal"] = report.problems.empty();
    QJsonArray problems;
    for (const LegalityProblem& problem : report.problems) {
        // With the side to move given (what-if), problems are warnings: the analysis goes on.
        problems.append(QJsonObject { { "rule", QString::fromUtf8(ruleName(problem.rule)) },
            { "message", QString::fromStdString(problem.message) },
            { "severity", report.whatIf() ? "warning" : "error" } });
    }
    object["problems"] = problems;
    object["state"] = QString::fromUtf8(stateName(report.state));

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
        for (const MoveAnnotation& move : analysis.moves) {
            const Evaluation& result = move.evaluation;
            QJsonObject entry { { "cell", move.cell }, { "row", geometry.rowOf(move.cell) },
                { "col", geometry.columnOf(move.cell) }, { "proven", result.isProven() },
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
    return QJsonDocument(object);
}

std::string toText(const Report& report)
{
    const Geometry& geometry = report.geometry();
    const Rules rules = report.position.rules;
    std::ostringstream out;
    const auto field = [&](const char* name) -> std::ostream& {
        return out << std::left << std::setw(14) << name;
    };
    field("Board") << formatOneLine(report.position.board) << '\n';
    if (geometry != kTicTacToe) {
        field("Size") << geometry.columns() << " columns, " << geometry.rows() << " rows, "
                      << inARowText(geometry.k()) << '\n';
    }
    field("Rules") << rulesName(rules) << '\n';
    field("First player") << toChar(report.position.firstPlayer) << '\n';
    if (report.whatIf())
        field("What if") << toChar(*report.position.toMove)
                         << " is to move, whatever the counts say\n";
    field("State") << stateText(report.state) << '\n';
    if (report.problems.empty()) {
        field("Legal") << "yes\n";
    } else {
        field("Legal") << "no, this position cannot arise in a game"
                       << (report.whatIf() ? " (analysed anyway: what-if)" : "") << '\n';
        for (const LegalityProblem& problem : report.problems)
            out << "  - " << ruleName(problem.rule) << ": " << problem.message << '\n';
    }
    if (report.analysis) {
        const Analysis& analysis = *report.analysis;
        field("Verdict") << verdict(report) << '\n';
        if (analysis.complete) {
            field("Best moves");
            for (std::size_t i = 0; i < analysis.bestMoves.size(); ++i)
                out << (i ? ", " : "") << cellName(geometry, analysis.bestMoves[i]);
            out << '\n';
            field("Best line");
            Mark side = analysis.toMove;
            for (std::size_t i = 0; i < analysis.principalVariation.size(); ++i, side = other(side))
                out << (i ? "  " : "") << toChar(side) << ' '
                    << cellName(geometry, analysis.principalVariation[i]);
            out << '\n';
        }
        if (geometry != kTicTacToe || !analysis.complete) {
            std::ostringstream seconds;
            seconds << std::fixed << std::setprecision(3) << analysis.figures.seconds;
            field("Search") << withThousands(analysis.figures.positions) << " positions in "
                            << seconds.str() << " s"
                            << (report.stoppedByTimeLimit ? ", stopped by the time limit" : "")
                            << '\n';
        }
    } else if (isOver(report.state) && (report.problems.empty() || report.whatIf())) {
        field("Verdict") << "the game is over: " << stateText(report.state);
        if (report.score)
            out << " (score " << *report.score << ")";
        out << '\n';
    }
    if (report.games) {
        field("Games left") << withThousands(report.games->games) << " (x wins "
                            << withThousands(report.games->xWins) << ", o wins "
                            << withThousands(report.games->oWins) << ", draws "
                            << withThousands(report.games->draws) << ")\n";
    }

    // The board with each empty cell's result for the side to move, rows and columns
    // numbered from 1 as in the messages above.
    std::vector<std::string> cells(static_cast<std::size_t>(geometry.cells()));
    for (Cell cell = 0; cell < geometry.cells(); ++cell)
        cells[cell] = std::string(1, toChar(report.position.board.at(cell)));
    bool inexact = false;
    bool bounded = false;
    if (report.analysis) {
        for (const MoveAnnotation& move : report.analysis->moves) {
            cells[move.cell] = resultLabel(move.evaluation, rules);
            inexact = inexact || (move.evaluation.isProven() && !move.evaluation.pliesExact);
            bounded = bounded || !move.evaluation.isProven();
        }
    }
    out << '\n' << "      ";
    for (int column = 0; column < geometry.columns(); ++column)
        out << std::left << std::setw(9) << ("col " + std::to_string(column + 1));
    out << '\n';
    for (int row = 0; row < geometry.rows(); ++row) {
        out << "row " << row + 1;
        for (int column = 0; column < geometry.columns(); ++column)
            out << ' ' << std::left << std::setw(8) << cells[geometry.cellAt(row, column)];
        out << '\n';
    }
    const bool annotated = report.analysis && !report.analysis->moves.empty();
    if (annotated && rules == Rules::LineScore) {
        out << "(the final o lines minus x lines if " << toChar(report.analysis->toMove)
            << " plays there" << (bounded ? "; low..high: not proven further yet" : "") << ")\n";
    } else if (annotated) {
        out << "(win/tie/lose for " << toChar(report.analysis->toMove)
            << " playing there, in plies to the end" << (rules == Rules::Misere ? ", misère" : "")
            << ")\n";
        if (inexact)
            out << "(~: the plies of the line found; on boards of more than "
                << kMaxCellsForExactPlies << " cells they are not proven the fewest)\n";
        if (bounded)
            out << "(>=tie: cannot lose; <=tie: cannot win; ?: nothing proven yet)\n";
    }
    std::string text = out.str();
    // No trailing spaces on the grid lines.
    std::string tidy;
    std::istringstream lines(text);
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
        if (!m_show)
            return;
        const auto now = std::chrono::steady_clock::now();
        if (m_shown && now - m_last < std::chrono::milliseconds(100))
            return;
        m_last = now;
        std::ostringstream line;
        line << "\rttt-solve: ";
        if (progress.cellsTotal > 0)
            line << progress.cellsProven << " of " << progress.cellsTotal << " moves proven, ";
        line << withThousands(progress.positions) << " positions, " << std::fixed
             << std::setprecision(1) << progress.seconds << " s";
        std::string text = line.str();
        const std::size_t width = text.size();
        if (width < m_width)
            text += std::string(m_width - width, ' ');
        m_width = std::max(m_width, width);
        std::fputs(text.c_str(), stderr);
        std::fflush(stderr);
        m_shown = true;
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
    bool m_show;
    bool m_shown = false;
    std::size_t m_width = 0;
    std::chrono::steady_clock::time_point m_last;
};

Report makeReport(const AnalyzeOptions& options, const Position& position)
{
    Report report;
    report.position = position;
    const Board& board = position.board;
    report.problems = checkLegality(board, position.firstPlayer, position.rules);
    report.state = gameState(board, position.rules);
    report.threads = options.threads > 0
        ? options.threads
        : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    report.hashMegabytes = options.hashMegabytes;
    const std::optional<Mark> side
        = position.toMove ? position.toMove : sideToMove(board, position.firstPlayer);
    const bool analysable = side && (report.problems.empty() || report.whatIf());
    if (analysable && !isOver(report.state)) {
        report.toMove = side;
        std::stop_source stop;
        Deadline deadline(stop, options.timeLimit);
        ProgressLine progressLine(isatty(fileno(stderr)) != 0);
        AnalysisOptions analysisOptions;
        analysisOptions.threads = options.threads;
        analysisOptions.hashMegabytes = options.hashMegabytes;
        analysisOptions.valueOnly = options.valueOnly;
        report.analysis = analyze(
            board, *side, position.rules, analysisOptions,
            [&](const AnalysisProgress& progress) {
                progressLine.update(progress);
                report.movesProven = progress.cellsProven;
                report.movesTotal = progress.cellsTotal;
            },
            stop.get_token());
        deadline.cancel();
        report.stoppedByTimeLimit = deadline.expired() && !report.analysis->complete;
    }
    if (analysable && canCountGames(board.geometry()))
        report.games = countGames(board, *side, position.rules);
    if (position.rules == Rules::LineScore && report.analysis
        && report.analysis->evaluation.isProven())
        report.score = report.analysis->evaluation.score;
    else if (position.rules == Rules::LineScore && isOver(report.state))
        report.score = board.lineCount(Mark::O) - board.lineCount(Mark::X);
    return report;
}

} // namespace

int runAnalyze(const AnalyzeOptions& options)
{
    Position position;
    if (options.board) {
        std::string text = *options.board;
        const bool fromInput = text == "-";
        if (fromInput) {
            const StandardInput input;
            if (!input.ok()) {
                reportError("cannot read standard input");
                return BadInput;
            }
            text = input.text();
        }
        const Parsed<Position> parsed = parsePosition(text);
        if (!parsed) {
            reportError(
                std::string(fromInput ? "standard input" : "BOARD") + ", " + where(parsed.error()));
            return BadInput;
        }
        position = *parsed;
    } else {
        const auto [columns, rows] = *options.size;
        position.board = Board(Geometry(columns, rows, Geometry::defaultK(columns, rows)));
    }

    // The command line overrides the board's header.
    const Geometry& geometry = position.board.geometry();
    if (options.k) {
        if (!Geometry::isValid(geometry.columns(), geometry.rows(), *options.k)) {
            reportError("--k " + std::to_string(*options.k) + " does not fit a "
                + geometry.sizeName() + " board: k runs from " + std::to_string(Geometry::kMinK)
                + " to " + std::to_string(Geometry::maxK(geometry.columns(), geometry.rows()))
                + " there\nTry 'ttt-solve --help' for more information.");
            return BadUsage;
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

    if (position.rules == Rules::LineScore && !position.toMove
        && !sideToMove(position.board, position.firstPlayer)) {
        reportError("line-score needs --to-move x or o for this board: its mark counts do not say "
                    "whose turn it is");
        return BadUsage;
    }
    std::optional<Report> report;
    try {
        report = makeReport(options, position);
    } catch (const std::bad_alloc&) {
        reportError("cannot reserve " + std::to_string(options.hashMegabytes)
            + " MB for the search's table: not enough free memory (ask for less with --hash)");
        return BadInput;
    }
    const std::string out = options.json
        ? toJson(*report).toJson(QJsonDocument::Indented).toStdString()
        : toText(*report);
    return writeAll(stdout, out) ? Success : BadInput;
}

} // namespace ttt::cli
