// ttt-solve review: every move of a game record graded against the best move its side had, as
// text or JSON.
#include "commands.h"
#include "describe.h"
#include "io.h"

#include "ttt/engine.h"
#include "ttt/game.h"
#include "ttt/review.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <iomanip>
#include <map>
#include <new>
#include <sstream>

namespace ttt::cli {
namespace {

// The most of a file review reads: a record is a few hundred bytes.
constexpr qint64 kMaxRecordSize = 1024 * 1024;

struct ReviewedMove {
    GamePath path;
    Mark side = Mark::X;
    Cell cell = 0;
    std::string number; // "3." or "3...": the move's number as the record writes it
    Evaluation before; // the best result the side had (possibly only a bound)
    Evaluation after; // the result of the move it played, for it
    std::vector<Cell> bestMoves; // once every move of the position is proven
    bool allBest = false; // every move was as good
    std::optional<MoveGrade> grade; // once both results are proven
    std::vector<std::vector<ReviewedMove>> variations; // lines that replace this move
};

class Reviewer {
public:
    Reviewer(const Game& game, const ReviewOptions& options)
        : m_game(game)
        , m_options(options)
        , m_engine(options.hashMegabytes)
    { }

    // The line from move `index` at `at` on, with the variations of each of its moves.
    std::vector<ReviewedMove> line(GamePath at, int index)
    {
        std::vector<ReviewedMove> moves;
        for (;;) {
            const std::vector<GameMove>& choices = m_game.movesAfter(at);
            if (index >= int(choices.size()))
                break;
            ReviewedMove move = review(at, index);
            if (index == 0) {
                for (int variation = 1; variation < int(choices.size()); ++variation)
                    move.variations.push_back(line(at, variation));
            }
            at.push_back(index);
            moves.push_back(std::move(move));
            index = 0;
        }
        return moves;
    }

    bool stoppedByTimeLimit() const { return m_stopped; }

private:
    ReviewedMove review(const GamePath& at, int index)
    {
        ReviewedMove move;
        move.path = at;
        move.path.push_back(index);
        move.side = m_game.sideToMoveAt(at);
        move.cell = m_game.movesAfter(at)[std::size_t(index)].cell;
        const bool firstMovers = move.side == m_game.firstMover();
        move.number = std::to_string(at.size() / 2 + 1) + (firstMovers ? "." : "...");
        const Analysis& analysis = analysisAt(at);
        move.before = analysis.evaluation;
        for (const MoveAnnotation& annotation : analysis.moves) {
            if (annotation.cell == move.cell)
                move.after = annotation.evaluation;
        }
        if (analysis.complete) {
            move.bestMoves = analysis.bestMoves;
            move.allBest = analysis.bestMoves.size() == analysis.moves.size();
        }
        move.grade = gradeMove(analysis, move.cell);
        return move;
    }

    const Analysis& analysisAt(const GamePath& at)
    {
        if (const auto found = m_analyses.find(at); found != m_analyses.end())
            return found->second;
        AnalysisOptions options;
        options.threads = m_options.threads;
        options.hashMegabytes = m_options.hashMegabytes;
        std::stop_source stop;
        Deadline deadline(stop, m_options.timeLimit);
        Analysis analysis = m_engine.analyze(m_game.boardAt(at), m_game.sideToMoveAt(at),
            m_game.start().rules, options, {}, stop.get_token());
        deadline.cancel();
        m_stopped = m_stopped || (deadline.expired() && !analysis.complete);
        return m_analyses.emplace(at, std::move(analysis)).first->second;
    }

    const Game& m_game;
    const ReviewOptions& m_options;
    Engine m_engine;
    std::map<GamePath, Analysis> m_analyses;
    bool m_stopped = false;
};

// Counts of a side's grades along the game's line.
struct Tally {
    int moves = 0;
    int best = 0;
    int slower = 0;
    int mistakes = 0;
    int blunders = 0;
    int ungraded = 0;
    int pointsLost = 0;
};

std::map<Mark, Tally> tally(const std::vector<ReviewedMove>& line)
{
    std::map<Mark, Tally> tallies { { Mark::X, {} }, { Mark::O, {} } };
    for (const ReviewedMove& move : line) {
        Tally& tally = tallies[move.side];
        ++tally.moves;
        if (!move.grade) {
            ++tally.ungraded;
            continue;
        }
        tally.pointsLost += move.grade->pointsLost;
        switch (move.grade->grade) {
        case Grade::Best:
            ++tally.best;
            break;
        case Grade::Slower:
            ++tally.slower;
            break;
        case Grade::Mistake:
            ++tally.mistakes;
            break;
        case Grade::Blunder:
            ++tally.blunders;
            break;
        }
    }
    return tallies;
}

std::string names(const Geometry& geometry, const std::vector<Cell>& cells)
{
    std::string text;
    for (const Cell cell : cells) {
        if (!text.empty())
            text += ' ';
        text += cellName(geometry, cell);
    }
    return text;
}

std::string gradeText(const ReviewedMove& move, Rules rules)
{
    if (!move.grade)
        return "not proven";
    if (rules == Rules::LineScore && move.grade->pointsLost > 0) {
        std::string text = "-";
        text += std::to_string(move.grade->pointsLost);
        text += move.grade->pointsLost == 1 ? " point" : " points";
        return text;
    }
    return std::string(gradeName(move.grade->grade));
}

void writeMoves(std::ostream& out, const std::vector<ReviewedMove>& moves, const Geometry& geometry,
    Rules rules, int depth)
{
    for (const ReviewedMove& move : moves) {
        // A variation's moves are indented under the move they replace, its first one marked.
        std::string indent(std::size_t(depth) * 2, ' ');
        if (depth > 0 && &move == &moves.front())
            indent.back() = '(';
        std::string label
            = indent + move.number + " " + toChar(move.side) + " " + cellName(geometry, move.cell);
        out << std::left << std::setw(std::max<int>(16, int(label.size()) + 1)) << label
            << std::setw(11) << gradeText(move, rules) << std::setw(26)
            << (resultLabel(move.before, rules) + " -> " + resultLabel(move.after, rules));
        if (move.allBest)
            out << "any move";
        else
            out << names(geometry, move.bestMoves);
        out << '\n';
        for (const std::vector<ReviewedMove>& variation : move.variations)
            writeMoves(out, variation, geometry, rules, depth + 1);
    }
}

std::string tallyText(const Tally& tally, Rules rules)
{
    std::ostringstream out;
    out << tally.moves << (tally.moves == 1 ? " move" : " moves");
    if (rules == Rules::LineScore) {
        out << ", " << tally.mistakes << " not best, " << tally.pointsLost
            << (tally.pointsLost == 1 ? " point" : " points") << " given away";
    } else {
        out << ", " << tally.mistakes << (tally.mistakes == 1 ? " mistake" : " mistakes") << ", "
            << tally.blunders << (tally.blunders == 1 ? " blunder" : " blunders");
        if (tally.slower > 0)
            out << ", " << tally.slower << " slower";
    }
    if (tally.ungraded > 0)
        out << ", " << tally.ungraded << " not proven";
    return out.str();
}

QJsonValue resultJson(const Evaluation& evaluation, Rules rules)
{
    if (!evaluation.isProven())
        return QJsonObject { { "bound", QString::fromUtf8(boundName(evaluation.bound)) } };
    QJsonObject object { { "outcome", outcomeName(evaluation.outcome) },
        { "plies", evaluation.plies }, { "pliesExact", evaluation.pliesExact } };
    object["score"]
        = rules == Rules::LineScore ? QJsonValue(evaluation.score) : QJsonValue(QJsonValue::Null);
    return object;
}

QJsonArray movesJson(const std::vector<ReviewedMove>& moves, const Geometry& geometry, Rules rules)
{
    QJsonArray array;
    for (const ReviewedMove& move : moves) {
        QJsonArray best;
        for (const Cell cell : move.bestMoves)
            best.append(QString::fromStdString(cellName(geometry, cell)));
        QJsonArray variations;
        for (const std::vector<ReviewedMove>& variation : move.variations)
            variations.append(movesJson(variation, geometry, rules));
        QJsonObject object { { "number", QString::fromStdString(move.number) },
            { "side", QString(QChar(toChar(move.side))) },
            { "move", QString::fromStdString(cellName(geometry, move.cell)) },
            { "cell", move.cell }, { "row", geometry.rowOf(move.cell) },
            { "col", geometry.columnOf(move.cell) }, { "before", resultJson(move.before, rules) },
            { "after", resultJson(move.after, rules) }, { "bestMoves", best },
            { "variations", variations } };
        object["grade"] = move.grade ? QJsonValue(QString::fromUtf8(gradeName(move.grade->grade)))
                                     : QJsonValue(QJsonValue::Null);
        object["pointsLost"] = move.grade && rules == Rules::LineScore
            ? QJsonValue(move.grade->pointsLost)
            : QJsonValue(QJsonValue::Null);
        array.append(object);
    }
    return array;
}

std::optional<std::string> readRecord(const std::string& file)
{
    if (file == "-") {
        const StandardInput input;
        if (!input.ok()) {
            reportError("cannot read standard input");
            return std::nullopt;
        }
        return std::string(input.text());
    }
    QFile record(QString::fromStdString(file));
    if (!record.open(QIODevice::ReadOnly)) {
        reportError("cannot read " + file + ": " + record.errorString().toStdString());
        return std::nullopt;
    }
    const QByteArray contents = record.read(kMaxRecordSize + 1);
    if (record.error() != QFileDevice::NoError) {
        reportError("cannot read " + file + ": " + record.errorString().toStdString());
        return std::nullopt;
    }
    if (contents.size() > kMaxRecordSize) {
        reportError(file + " has more than " + std::to_string(kMaxRecordSize)
            + " bytes: a game record has a few hundred");
        return std::nullopt;
    }
    return contents.toStdString();
}

} // namespace

int runReview(const ReviewOptions& options)
{
    const std::optional<std::string> text = readRecord(options.file);
    if (!text)
        return BadInput;
    const Parsed<Game> parsed = parseGame(*text);
    if (!parsed) {
        reportError((options.file == "-" ? std::string("standard input") : options.file) + ", "
            + where(parsed.error()));
        return BadInput;
    }
    const Game& game = *parsed;
    const Geometry& geometry = game.start().board.geometry();
    const Rules rules = game.start().rules;

    std::vector<ReviewedMove> line;
    bool stopped = false;
    try {
        Reviewer reviewer(game, options);
        line = reviewer.line({}, 0);
        stopped = reviewer.stoppedByTimeLimit();
    } catch (const std::bad_alloc&) {
        reportError("cannot reserve " + std::to_string(options.hashMegabytes)
            + " MB for the search's table: not enough free memory (ask for less with --hash)");
        return BadInput;
    }
    const std::map<Mark, Tally> tallies = tally(line);

    if (options.json) {
        QJsonObject summary;
        for (const auto& [side, counts] : tallies) {
            QJsonObject object { { "moves", counts.moves }, { "best", counts.best },
                { "slower", counts.slower }, { "mistakes", counts.mistakes },
                { "blunders", counts.blunders }, { "notProven", counts.ungraded } };
            object["pointsLost"] = rules == Rules::LineScore ? QJsonValue(counts.pointsLost)
                                                             : QJsonValue(QJsonValue::Null);
            summary[QString(QChar(toChar(side)))] = object;
        }
        const QJsonObject object { { "columns", geometry.columns() }, { "rows", geometry.rows() },
            { "k", geometry.k() }, { "rules", QString::fromUtf8(rulesName(rules)) },
            { "firstPlayer", QString(QChar(toChar(game.start().firstPlayer))) },
            { "start", QString::fromStdString(formatOneLine(game.start().board)) },
            { "record", QString::fromStdString(formatGame(game)) },
            { "moves", movesJson(line, geometry, rules) }, { "summary", summary },
            { "stoppedByTimeLimit", stopped } };
        return writeAll(stdout, QJsonDocument(object).toJson(QJsonDocument::Indented).toStdString())
            ? Success
            : BadInput;
    }

    std::ostringstream out;
    const auto field = [&](const char* name) -> std::ostream& {
        return out << std::left << std::setw(14) << name;
    };
    field("Board") << geometry.columns() << "x" << geometry.rows() << ", "
                   << inARowText(geometry.k()) << '\n';
    field("Rules") << rulesName(rules) << '\n';
    field("First player") << toChar(game.start().firstPlayer) << '\n';
    field("Start") << (game.start().board.isEmpty() ? "the empty board"
                                                    : formatOneLine(game.start().board))
                   << '\n';
    if (stopped)
        field("Search") << "some positions were not proven within the time limit\n";
    out << '\n'
        << std::left << std::setw(16) << "Move" << std::setw(11) << "Grade" << std::setw(26)
        << "Result (best -> played)"
        << "Best moves\n";
    writeMoves(out, line, geometry, rules, 0);
    out << '\n';
    for (const auto& [side, counts] : tallies)
        field((std::string(1, toChar(side)) + ":").c_str()) << tallyText(counts, rules) << '\n';
    if (rules != Rules::LineScore)
        out << "(results for the side that moved, in plies to the end; the line's moves only are "
               "counted, not its variations)\n";
    else
        out << "(final scores, o lines minus x lines; the line's moves only are counted, not its "
               "variations)\n";
    return writeAll(stdout, out.str()) ? Success : BadInput;
}

} // namespace ttt::cli
