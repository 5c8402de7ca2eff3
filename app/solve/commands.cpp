#include "commands.h"

#include "io.h"

#include "ttt/legality.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"
#include "ttt/text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>
#include <iomanip>
#include <memory>
#include <sstream>

namespace ttt::cli {
namespace {

std::string where(const ParseError& error)
{
    return "line " + std::to_string(error.line) + ", column " + std::to_string(error.column) + ": "
        + error.message;
}

std::string joinedProblems(const std::vector<LegalityProblem>& problems)
{
    std::string text;
    for (const LegalityProblem& problem : problems) {
        if (!text.empty())
            text += ' ';
        text += problem.message;
    }
    return text;
}

// "(2,3)": a cell as a person reads it, row then column, both from 1.
std::string cellName(Cell cell)
{
    std::string name = "(";
    name += std::to_string(rowOf(cell) + 1);
    name += ',';
    name += std::to_string(columnOf(cell) + 1);
    name += ')';
    return name;
}

// "+2", "0", "-1": a line-score score with its sign.
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

// "x to move: o wins in 4 plies", as the window says it too; line-score names the final score.
std::string verdict(Mark toMove, Evaluation evaluation, Rules rules)
{
    const std::string mover(1, toChar(toMove));
    const std::string opponent(1, toChar(other(toMove)));
    if (rules == Rules::LineScore) {
        return mover + " to move: the board fills up at " + signedText(evaluation.score)
            + " (o lines minus x lines)";
    }
    switch (evaluation.outcome) {
    case Outcome::Win:
        return mover + " to move: " + mover + " wins in " + pliesText(evaluation.plies);
    case Outcome::Lose:
        return mover + " to move: " + opponent + " wins in " + pliesText(evaluation.plies);
    case Outcome::Tie:
        return mover + " to move: a tie with best play";
    case Outcome::None:
        break;
    }
    return mover + " to move: no result";
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

// Everything analyze reports, worked out once for both output forms.
struct Report {
    Board board;
    Mark firstPlayer = Mark::X;
    Rules rules = Rules::Classic;
    std::optional<Mark> whatIf; // the side to move given by --to-move: problems are only warnings
    std::vector<LegalityProblem> problems;
    GameState state = GameState::InProgress;
    std::optional<Mark> toMove; // none when the game is over or nothing names the side
    std::optional<Analysis> analysis; // for a legal (or what-if) unfinished position
    std::optional<GameCounts> games; // the games still to be played, when the side is known
    std::optional<int> score; // line-score: the final score under perfect play

    Report(const AnalyzeOptions& options, const Board& b)
        : board(b)
        , firstPlayer(options.firstPlayer)
        , rules(options.rules)
        , whatIf(options.toMove)
        , problems(checkLegality(b, options.firstPlayer, options.rules))
        , state(gameState(b, options.rules))
    {
        const std::optional<Mark> side
            = options.toMove ? options.toMove : sideToMove(b, firstPlayer);
        const bool analysable = side && (problems.empty() || whatIf);
        if (analysable && !isOver(state)) {
            toMove = side;
            analysis = analyze(b, *side, rules);
        }
        if (analysable)
            games = countGames(b, *side, rules);
        if (rules == Rules::LineScore && analysis)
            score = analysis->evaluation.score;
        else if (rules == Rules::LineScore && isOver(state))
            score = b.lineCount(Mark::O) - b.lineCount(Mark::X);
    }
};

QJsonValue optionalMark(std::optional<Mark> mark)
{
    return mark ? QJsonValue(QString(QChar(toChar(*mark)))) : QJsonValue(QJsonValue::Null);
}

QJsonDocument toJson(const Report& report)
{
    QJsonObject object;
    object["board"] = QString::fromStdString(formatOneLine(report.board));
    object["firstPlayer"] = QString(QChar(toChar(report.firstPlayer)));
    object["rules"] = QString::fromUtf8(rulesName(report.rules));
    object["whatIf"] = report.whatIf.has_value();
    object["toMove"] = optionalMark(report.toMove);
    object["legal"] = report.problems.empty();
    QJsonArray problems;
    for (const LegalityProblem& problem : report.problems) {
        // With the side to move given (what-if), problems are warnings: the analysis goes on.
        problems.append(QJsonObject { { "rule", QString::fromUtf8(ruleName(problem.rule)) },
            { "message", QString::fromStdString(problem.message) },
            { "severity", report.whatIf ? "warning" : "error" } });
    }
    object["problems"] = problems;
    object["state"] = QString::fromUtf8(stateName(report.state));

    QJsonArray moves;
    QJsonArray bestMoves;
    QJsonArray bestLine;
    if (report.analysis) {
        const Analysis& analysis = *report.analysis;
        object["outcome"] = outcomeName(analysis.evaluation.outcome);
        object["plies"] = analysis.evaluation.plies;
        for (const MoveAnnotation& move : analysis.moves) {
            QJsonObject entry { { "cell", move.cell }, { "row", rowOf(move.cell) },
                { "col", columnOf(move.cell) }, { "outcome", outcomeName(move.evaluation.outcome) },
                { "plies", move.evaluation.plies } };
            entry["score"] = report.rules == Rules::LineScore ? QJsonValue(move.evaluation.score)
                                                              : QJsonValue(QJsonValue::Null);
            moves.append(entry);
        }
        for (Cell cell : analysis.bestMoves)
            bestMoves.append(cell);
        for (Cell cell : analysis.principalVariation)
            bestLine.append(cell);
    } else {
        object["outcome"] = QJsonValue::Null;
        object["plies"] = QJsonValue::Null;
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
    std::ostringstream out;
    const auto field = [&](const char* name) -> std::ostream& {
        return out << std::left << std::setw(14) << name;
    };
    field("Board") << formatOneLine(report.board) << '\n';
    field("Rules") << rulesName(report.rules) << '\n';
    field("First player") << toChar(report.firstPlayer) << '\n';
    if (report.whatIf)
        field("What if") << toChar(*report.whatIf) << " is to move, whatever the counts say\n";
    field("State") << stateText(report.state) << '\n';
    if (report.problems.empty()) {
        field("Legal") << "yes\n";
    } else {
        field("Legal") << "no, this position cannot arise in a game"
                       << (report.whatIf ? " (analysed anyway: what-if)" : "") << '\n';
        for (const LegalityProblem& problem : report.problems)
            out << "  - " << ruleName(problem.rule) << ": " << problem.message << '\n';
    }
    if (report.analysis) {
        const Analysis& analysis = *report.analysis;
        field("Verdict") << verdict(analysis.toMove, analysis.evaluation, report.rules) << '\n';
        field("Best moves");
        for (std::size_t i = 0; i < analysis.bestMoves.size(); ++i)
            out << (i ? ", " : "") << cellName(analysis.bestMoves[i]);
        out << '\n';
        field("Best line");
        Mark side = analysis.toMove;
        for (std::size_t i = 0; i < analysis.principalVariation.size(); ++i, side = other(side))
            out << (i ? "  " : "") << toChar(side) << ' '
                << cellName(analysis.principalVariation[i]);
        out << '\n';
    } else if (isOver(report.state) && (report.problems.empty() || report.whatIf)) {
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
    std::vector<std::string> cells(kCells);
    for (Cell cell = 0; cell < kCells; ++cell)
        cells[cell] = report.board.at(cell) == Mark::Empty
            ? "."
            : std::string(1, toChar(report.board.at(cell)));
    if (report.analysis) {
        for (const MoveAnnotation& move : report.analysis->moves) {
            cells[move.cell] = report.rules == Rules::LineScore
                ? signedText(move.evaluation.score)
                : std::string(outcomeName(move.evaluation.outcome)) + " "
                    + std::to_string(move.evaluation.plies);
        }
    }
    out << '\n' << "      ";
    for (int column = 0; column < kColumns; ++column)
        out << std::left << std::setw(9) << ("col " + std::to_string(column + 1));
    out << '\n';
    for (int row = 0; row < kRows; ++row) {
        out << "row " << row + 1;
        for (int column = 0; column < kColumns; ++column)
            out << ' ' << std::left << std::setw(8) << cells[cellAt(row, column)];
        out << '\n';
    }
    if (report.analysis && report.rules == Rules::LineScore)
        out << "(the final o lines minus x lines if " << toChar(report.analysis->toMove)
            << " plays there)\n";
    else if (report.analysis)
        out << "(win/tie/lose for " << toChar(report.analysis->toMove)
            << " playing there, in plies to the end"
            << (report.rules == Rules::Misere ? ", misère" : "") << ")\n";
    std::string text = out.str();
    // No trailing spaces on the grid lines.
    std::string tidy;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        tidy += line.substr(0, line.find_last_not_of(' ') + 1) + '\n';
    return tidy;
}

// The lines batch mode prints, and which one each board gets: who wins with perfect play.
struct Answer {
    char text[8];
    std::size_t length;
};
constexpr std::uint8_t kIllegal = 0;
constexpr std::array<Answer, 5> kAnswers { { { {}, 0 }, { { 'x', '\n' }, 2 }, { { 'o', '\n' }, 2 },
    { { 'T', 'I', 'E', '\n' }, 4 }, { { 'E', 'R', 'R', 'O', 'R', '\n' }, 6 } } };
constexpr std::uint8_t kXWins = 1;
constexpr std::uint8_t kOWins = 2;
constexpr std::uint8_t kTie = 3;
constexpr std::uint8_t kError = 4;

// The answer for every board code, one byte each so that the whole table stays in the
// processor's nearest cache, read once from the outcome table: the loop over the cases is a
// look-up with no decisions in it.
std::vector<std::uint8_t> batchAnswers(Mark firstPlayer, Rules rules)
{
    const OutcomeTable& table = OutcomeTable::instance(rules);
    std::vector<std::uint8_t> answers(kCodeCount, kIllegal);
    for (BoardCode code = 0; code < kCodeCount; ++code) {
        for (Mark toMove : { Mark::X, Mark::O }) {
            // A legal board has exactly one side to move: the one whose entry has the legal bit.
            const OutcomeTable::Entry entry = table.entry(code, toMove);
            if (!OutcomeTable::isLegalEntry(entry, firstPlayer))
                continue;
            const Outcome outcome = OutcomeTable::outcomeOf(entry);
            const Mark winner = outcome == Outcome::Win ? toMove : other(toMove);
            answers[code] = outcome == Outcome::Tie ? kTie : winner == Mark::X ? kXWins : kOWins;
        }
    }
    return answers;
}

// The answers of a batch run, kept until every case is answered. Memory is left uninitialised
// so that only the pages actually written are ever touched.
class AnswerBuffer {
public:
    explicit AnswerBuffer(std::size_t capacity)
        : m_capacity(capacity + sizeof(Answer::text))
        , m_data(new char[m_capacity])
    { }

    void append(const Answer& answer)
    {
        if (m_size + sizeof(Answer::text) > m_capacity) {
            m_capacity *= 2;
            std::unique_ptr<char[]> larger(new char[m_capacity]);
            std::memcpy(larger.get(), m_data.get(), m_size);
            m_data = std::move(larger);
        }
        // Copying a fixed number of bytes compiles to one store; only `length` of them count.
        std::memcpy(m_data.get() + m_size, answer.text, sizeof(Answer::text));
        m_size += answer.length;
    }

    std::string_view text() const { return { m_data.get(), m_size }; }

private:
    std::size_t m_size = 0;
    std::size_t m_capacity;
    std::unique_ptr<char[]> m_data;
};

// "line 7, column 4: the input ends after 2 of the 3 cases it announces", where `end` is the
// reader's error at the end of the input.
std::string missingCases(const ParseError& end, std::uint64_t answered, std::uint64_t count)
{
    return "line " + std::to_string(end.line) + ", column " + std::to_string(end.column)
        + ": the input ends after " + std::to_string(answered) + " of the " + std::to_string(count)
        + " cases it announces";
}

// How every batch run ends: text after the last case is an error too, and without --keep-going
// nothing reaches standard output unless every case was answered.
int finishBatch(BatchReader& reader, bool failed, bool keepGoing, std::string_view output)
{
    if (!failed && !reader.atEnd()) {
        reportError(where(reader.trailingTextError()));
        failed = true;
    }
    if (failed && !keepGoing)
        return BadInput;
    if (!writeAll(stdout, output)) {
        reportError("cannot write to standard output");
        return BadInput;
    }
    return failed ? BadInput : Success;
}

// Batch line-score input: T, then per case the side to move (1 for o, 0 for x) and a board.
// Any board is allowed; the answer is the final score under perfect play.
int runLineScoreBatch(const BatchOptions& options, const StandardInput& input, BatchReader& reader,
    std::uint64_t count)
{
    const OutcomeTable& table = OutcomeTable::instance(Rules::LineScore);
    std::string output;
    output.reserve(std::min<std::size_t>(input.text().size(), std::size_t(1) << 20));
    bool failed = false;
    for (std::uint64_t number = 1; number <= count; ++number) {
        const Parsed<Mark> side = reader.readSideToMove();
        if (!side && reader.lastBoardMissing()) {
            reportError(missingCases(side.error(), number - 1, count));
            failed = true;
            break;
        }
        // The board is read even after a bad flag, so that the next case starts in step.
        const Parsed<BoardCode> code = reader.readBoardCode();
        const ParseError* error = !side ? &side.error() : !code ? &code.error() : nullptr;
        if (error) {
            reportError("case " + std::to_string(number) + ", " + where(*error));
            failed = true;
            if (!options.keepGoing)
                return BadInput;
            output += "ERROR\n";
            continue;
        }
        output += std::to_string(table.evaluate(*code, *side).score);
        output += '\n';
    }
    return finishBatch(reader, failed, options.keepGoing, output);
}

} // namespace

int runBatch(const BatchOptions& options)
{
    const StandardInput input;
    if (!input.ok()) {
        reportError("cannot read standard input");
        return BadInput;
    }
    BatchReader reader(input.text());
    const Parsed<std::uint64_t> count = reader.readCaseCount();
    if (!count) {
        reportError(where(count.error()));
        return BadInput;
    }

    if (options.rules == Rules::LineScore)
        return runLineScoreBatch(options, input, reader, *count);
    const std::vector<std::uint8_t> answers = batchAnswers(options.firstPlayer, options.rules);
    AnswerBuffer output(input.text().size() / 2);
    bool failed = false;
    // Reports a bad case; true when the run stops here.
    const auto badCase = [&](std::uint64_t number, const std::string& message) {
        reportError("case " + std::to_string(number) + ", " + message);
        failed = true;
        if (!options.keepGoing)
            return true;
        output.append(kAnswers[kError]);
        return false;
    };

    for (std::uint64_t number = 1; number <= *count; ++number) {
        BoardCode code = 0;
        if (!reader.readPlainBoardCode(code)) {
            // Anything but a plain board: the careful reader says what is wrong with it.
            const Parsed<BoardCode> parsed = reader.readBoardCode();
            if (!parsed && reader.lastBoardMissing()) {
                reportError(missingCases(parsed.error(), number - 1, *count));
                failed = true;
                break;
            }
            if (!parsed) {
                if (badCase(number, where(parsed.error())))
                    return BadInput;
                continue;
            }
            code = *parsed;
        }
        const std::uint8_t answer = answers[code];
        if (answer == kIllegal) {
            const Board board = Board::fromCode(code);
            if (badCase(number,
                    "line " + std::to_string(reader.lastBoardLine()) + ": illegal position "
                        + formatOneLine(board) + ": "
                        + joinedProblems(checkLegality(board, options.firstPlayer, options.rules))))
                return BadInput;
            continue;
        }
        output.append(kAnswers[answer]);
    }
    return finishBatch(reader, failed, options.keepGoing, output.text());
}

int runAnalyze(const AnalyzeOptions& options)
{
    std::string text = options.board;
    if (options.board == "-") {
        const StandardInput input;
        if (!input.ok()) {
            reportError("cannot read standard input");
            return BadInput;
        }
        text = input.text();
    }
    const Parsed<Board> board = parseBoard(text);
    if (!board) {
        reportError(std::string(options.board == "-" ? "standard input" : "BOARD") + ", "
            + where(board.error()));
        return BadInput;
    }
    if (options.rules == Rules::LineScore && !options.toMove
        && !sideToMove(*board, options.firstPlayer)) {
        reportError("line-score needs --to-move x or o for this board: its mark counts do not say "
                    "whose turn it is");
        return BadUsage;
    }
    const Report report(options, *board);
    const std::string out = options.json
        ? toJson(report).toJson(QJsonDocument::Indented).toStdString()
        : toText(report);
    return writeAll(stdout, out) ? Success : BadInput;
}

int runStats(const StatsOptions& options)
{
    const WholeGameStatistics stats = wholeGameStatistics(options.firstPlayer);
    const GameCounts& games = stats.gamesFromEmptyBoard;
    std::string out;
    if (options.json) {
        const QJsonObject object {
            { "firstPlayer", QString(QChar(toChar(options.firstPlayer))) },
            { "legalPositions", stats.legalPositions },
            { "positionsUpToSymmetry", stats.positionsUpToSymmetry },
            { "finishedPositions", stats.finishedPositions },
            { "unfinishedPositions", stats.unfinishedPositions },
            { "sideToMove",
                QJsonObject { { "wins", stats.sideToMoveWins }, { "ties", stats.sideToMoveTies },
                    { "loses", stats.sideToMoveLoses } } },
            { "games",
                QJsonObject { { "total", double(games.games) }, { "xWins", double(games.xWins) },
                    { "oWins", double(games.oWins) }, { "draws", double(games.draws) } } },
        };
        out = QJsonDocument(object).toJson(QJsonDocument::Indented).toStdString();
    } else {
        std::ostringstream text;
        const auto row = [&](const std::string& name, unsigned long long value) {
            text << std::left << std::setw(36) << name << std::right << std::setw(9)
                 << withThousands(value) << '\n';
        };
        text << "Tic-tac-toe, " << toChar(options.firstPlayer) << " moving first\n\n";
        row("Legal positions", unsigned(stats.legalPositions));
        row("  up to rotation and reflection", unsigned(stats.positionsUpToSymmetry));
        row("  finished (a line or a full board)", unsigned(stats.finishedPositions));
        row("  unfinished", unsigned(stats.unfinishedPositions));
        row("    the side to move wins", unsigned(stats.sideToMoveWins));
        row("    the side to move ties", unsigned(stats.sideToMoveTies));
        row("    the side to move loses", unsigned(stats.sideToMoveLoses));
        row("Games from the empty board", games.games);
        row("  x wins", games.xWins);
        row("  o wins", games.oWins);
        row("  draws", games.draws);
        out = text.str();
    }
    return writeAll(stdout, out) ? Success : BadInput;
}

} // namespace ttt::cli
