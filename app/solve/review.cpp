// ttt-solve review: every move of a game record graded against the best move its side had, as
// text or JSON.
#include "commands.h"
#include "describe.h"
#include "io.h"
#include "reading.h"

#include "ttt/engine.h"
#include "ttt/facts.h"
#include "ttt/game.h"
#include "ttt/gamefiles.h"
#include "ttt/legality.h"
#include "ttt/renju.h"
#include "ttt/review.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <new>
#include <sstream>

namespace ttt::cli {
namespace {

// The most of a file review reads: a record is a few hundred bytes, a RenLib library up to a
// few million (the window's limit, BoardFiles::kMaxFileSize).
constexpr qint64 kMaxRecordSize = 16 * 1024 * 1024;

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
    // Renju's black, either side under omok: the move was forbidden to its side, which lost
    // the game by it (the record may go on: a move nobody pointed out).
    std::optional<RenjuJudgement> forbidden;
    bool afterEnd = false; // played after a forbidden move: not analysed, not graded
    std::vector<std::vector<ReviewedMove>> variations; // lines that replace this move
};

class Reviewer {
public:
    Reviewer(const Game& game, const ReviewOptions& options)
        : m_game(game)
        , m_options(options)
        , m_engine(options.hashMegabytes)
    { }

    // The line from move `index` at `at` on, with the variations of each of its moves; `ended`:
    // a forbidden move before `at` has lost the game.
    std::vector<ReviewedMove> line(GamePath at, int index, bool ended = false)
    {
        std::vector<ReviewedMove> moves;
        for (;;) {
            const std::vector<GameMove>& choices = m_game.movesAfter(at);
            if (index >= int(choices.size()))
                break;
            ReviewedMove move = ended ? afterTheEnd(at, index) : review(at, index);
            if (index == 0) {
                for (int variation = 1; variation < int(choices.size()); ++variation)
                    move.variations.push_back(line(at, variation, ended));
            }
            ended = ended || move.forbidden;
            at.push_back(index);
            moves.push_back(std::move(move));
            index = 0;
        }
        return moves;
    }

    bool stoppedByTimeLimit() const { return m_stopped; }

private:
    // The move `index` at `at`: where it is, who played it, its number.
    ReviewedMove placed(const GamePath& at, int index) const
    {
        ReviewedMove move;
        move.path = at;
        move.path.push_back(index);
        move.side = m_game.sideToMoveAt(at);
        move.cell = m_game.movesAfter(at)[std::size_t(index)].cell;
        const bool firstMovers = move.side == m_game.firstMover();
        move.number = std::to_string(at.size() / 2 + 1) + (firstMovers ? "." : "...");
        return move;
    }

    ReviewedMove afterTheEnd(const GamePath& at, int index) const
    {
        ReviewedMove move = placed(at, index);
        move.afterEnd = true;
        return move;
    }

    ReviewedMove review(const GamePath& at, int index)
    {
        ReviewedMove move = placed(at, index);
        if (const RenjuJudgement judgement
            = judgeMove(m_game.boardAt(at), move.cell, m_game.start().rules, move.side);
            judgement.forbidden())
            move.forbidden = judgement;
        const Analysis& analysis = analysisAt(at);
        move.before = analysis.evaluation;
        for (const MoveAnnotation& annotation : analysis.moves) {
            if (annotation.cell == move.cell)
                move.after = annotation.evaluation;
        }
        // A board searched by threats: its best moves are its proven wins, its grades rest on
        // what threats prove (some only estimates).
        const bool threats = m_game.start().board.cellCount() > Geometry::kWordCells;
        if (analysis.complete || threats) {
            move.bestMoves = analysis.bestMoves;
            move.allBest = analysis.complete && analysis.bestMoves.size() == analysis.moves.size();
        }
        move.grade
            = threats ? gradeMoveByThreats(analysis, move.cell) : gradeMove(analysis, move.cell);
        return move;
    }

    const Analysis& analysisAt(const GamePath& at)
    {
        if (const auto found = m_analyses.find(at); found != m_analyses.end())
            return found->second;
        const AnalysisOptions options = m_options.analysisOptions();
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
    int estimated = 0; // a big board's mistakes by estimate
    int forbidden = 0; // moves its side was forbidden to play (renju, omok)
    int pointsLost = 0;
};

std::map<Mark, Tally> tally(const std::vector<ReviewedMove>& line)
{
    std::map<Mark, Tally> tallies { { Mark::X, {} }, { Mark::O, {} } };
    for (const ReviewedMove& move : line) {
        if (move.afterEnd)
            break;
        Tally& tally = tallies[move.side];
        ++tally.moves;
        if (move.forbidden) {
            ++tally.forbidden;
            continue;
        }
        if (!move.grade) {
            ++tally.ungraded;
            continue;
        }
        tally.pointsLost += move.grade->pointsLost;
        if (move.grade->isEstimate()) {
            ++tally.estimated;
            continue;
        }
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

// A move's grade in the reader's language.
std::string gradeText(const ReviewedMove& move, Rules rules)
{
    if (move.afterEnd)
        return QCoreApplication::translate("ttt-solve", "after the end",
            "review: the grade of a move played after a forbidden move lost the game (renju, "
            "omok): not graded; keep it short")
            .toStdString();
    if (move.forbidden)
        return QCoreApplication::translate("ttt-solve", "forbidden",
            "review: the grade of a move its side may not play (renju's black, omok), which loses "
            "the game; keep it short")
            .toStdString();
    if (!move.grade)
        return QCoreApplication::translate("ttt-solve", "not proven",
            "review: the grade of a move whose result the search did not prove within the time "
            "limit; keep it short")
            .toStdString();
    if (rules == Rules::LineScore && move.grade->pointsLost > 0)
        return QCoreApplication::translate("ttt-solve", "-%n point(s)",
            "review, line-score: the grade of a move that lost points, with a minus sign; keep it "
            "short",
            move.grade->pointsLost)
            .toStdString();
    return ttt::gradeText(*move.grade);
}

// How wide the columns of the table of moves are: as the English has always had them, wider
// where the words of the reader's language need it.
struct Columns {
    int move = 16;
    int grade = 11;
    int result = 26;
};

// "tie 8 -> lose 6": the best result the side had, and the one of the move it played.
std::string resultText(const ReviewedMove& move, Rules rules)
{
    if (move.afterEnd)
        return {};
    return resultLabel(move.before, rules) + " -> " + resultLabel(move.after, rules);
}

// "x may not play h8 under renju (double three: the lines f8–h8 and h6–h8): x loses the game
// here, and the moves after it are not graded."
std::string forbiddenText(const ReviewedMove& move, const Geometry& geometry, Rules rules)
{
    const QString side(QChar(toChar(move.side)));
    const QString cell = QString::fromStdString(cellName(geometry, move.cell));
    const QString why = QString::fromStdString(describeRenjuJudgement(geometry, *move.forbidden));
    const QString text = rules == Rules::Omok
        ? QCoreApplication::translate("ttt-solve",
            "%1 may not play %2 under omok (%3): %1 loses the game here, and the moves after it "
            "are not graded.",
            "review: %1 is the side (x or o), %2 the cell (h8); %3 says why: double three: the "
            "lines …")
        : QCoreApplication::translate("ttt-solve",
            "%1 may not play %2 under renju (%3): %1 loses the game here, and the moves after it "
            "are not graded.",
            "review: %1 is black (x), %2 the cell (h8); %3 says why: double three: the lines …");
    return text.arg(side, cell, why).toStdString();
}

// Widens `columns` for every move of `moves` and their variations.
void fit(Columns& columns, const std::vector<ReviewedMove>& moves, Rules rules)
{
    for (const ReviewedMove& move : moves) {
        columns.grade = std::max(columns.grade, displayWidth(gradeText(move, rules)) + 1);
        columns.result = std::max(columns.result, displayWidth(resultText(move, rules)) + 1);
        for (const std::vector<ReviewedMove>& variation : move.variations)
            fit(columns, variation, rules);
    }
}

void writeMoves(std::ostream& out, const std::vector<ReviewedMove>& moves, const Geometry& geometry,
    Rules rules, const Columns& columns, int depth)
{
    for (const ReviewedMove& move : moves) {
        // A variation's moves are indented under the move they replace, its first one marked.
        std::string indent(std::size_t(depth) * 2, ' ');
        if (depth > 0 && &move == &moves.front())
            indent.back() = '(';
        std::string label
            = indent + move.number + " " + toChar(move.side) + " " + cellName(geometry, move.cell);
        out << padded(label, std::max(columns.move, displayWidth(label) + 1))
            << padded(gradeText(move, rules), columns.grade)
            << padded(resultText(move, rules), columns.result);
        if (move.allBest)
            out << QCoreApplication::translate("ttt-solve", "any move",
                "review: in the column of the best moves, when every move was as good")
                       .toStdString();
        else
            out << names(geometry, move.bestMoves);
        out << '\n';
        if (move.forbidden)
            out << std::string(indent.size() + 2, ' ') << forbiddenText(move, geometry, rules)
                << '\n';
        for (const std::vector<ReviewedMove>& variation : move.variations)
            writeMoves(out, variation, geometry, rules, columns, depth + 1);
    }
}

// "2 moves, 1 mistake, 0 blunders": the counts of a side's summary, each with its own plural,
// one after another.
std::string tallyText(const Tally& tally, Rules rules)
{
    QStringList items;
    items << QCoreApplication::translate("ttt-solve", "%n move(s)",
        "review's summary of a side: how many moves it played along the game's line", tally.moves);
    if (rules == Rules::LineScore) {
        items << QCoreApplication::translate("ttt-solve", "%1 not best",
            "review's summary of a side, line-score: how many of its moves lost points")
                     .arg(tally.mistakes)
              << QString::fromStdString(ttt::pointsGivenAway(tally.pointsLost));
    } else {
        items << QString::fromStdString(ttt::mistakeCount(tally.mistakes))
              << QString::fromStdString(ttt::blunderCount(tally.blunders));
        if (tally.slower > 0)
            items << QString::fromStdString(ttt::slowerCount(tally.slower));
    }
    if (tally.forbidden > 0)
        items << QCoreApplication::translate("ttt-solve", "%n forbidden move(s)",
            "review's summary of a side (renju, omok): how many of its moves were forbidden to it "
            "(the first lost the game)",
            tally.forbidden);
    if (tally.estimated > 0)
        items << QCoreApplication::translate("ttt-solve", "%1 missed or allowed a win (estimates)",
            "review's summary of a side on a big board: how many of its moves missed a proven "
            "win, or were proven to allow one where another move was not proven to")
                     .arg(tally.estimated);
    if (tally.ungraded > 0)
        items << QCoreApplication::translate("ttt-solve", "%1 not proven",
            "review's summary of a side: how many of its moves the search did not grade within "
            "the time limit")
                     .arg(tally.ungraded);
    return items
        .join(QCoreApplication::translate("ttt-solve", ", ",
            "review's summary of a side: what separates its counts (2 moves, 1 mistake, 0 "
            "blunders)"))
        .toStdString();
}

// The fixed names of a forbidden move's shape in JSON.
std::string_view shapeName(RenjuShape shape)
{
    switch (shape) {
    case RenjuShape::Overline:
        return "overline";
    case RenjuShape::DoubleFour:
        return "double-four";
    case RenjuShape::DoubleThree:
        return "double-three";
    case RenjuShape::Five:
        return "five";
    case RenjuShape::None:
        break;
    }
    return "none";
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
        object["basis"] = move.grade ? QJsonValue(QString::fromUtf8(basisName(move.grade->basis)))
                                     : QJsonValue(QJsonValue::Null);
        object["pointsLost"] = move.grade && rules == Rules::LineScore
            ? QJsonValue(move.grade->pointsLost)
            : QJsonValue(QJsonValue::Null);
        object["forbidden"] = move.forbidden
            ? QJsonValue(QJsonObject {
                { "shape", QString::fromUtf8(shapeName(move.forbidden->shape)) },
                { "why",
                    QString::fromStdString(describeRenjuJudgement(geometry, *move.forbidden)) } })
            : QJsonValue(QJsonValue::Null);
        object["afterEnd"] = move.afterEnd;
        array.append(object);
    }
    return array;
}

std::optional<std::string> readRecord(const std::string& file)
{
    if (file == "-") {
        const StandardInput input;
        if (!input.ok()) {
            reportError(QCoreApplication::translate("ttt-solve", "cannot read standard input")
                            .toStdString());
            return std::nullopt;
        }
        return std::string(input.text());
    }
    QFile record(QString::fromStdString(file));
    const auto cannotRead = [&] {
        reportError(QCoreApplication::translate("ttt-solve", "cannot read %1: %2",
            "review: %1 is the game record's file, %2 the system's reason (from Qt, in the "
            "reader's language)")
                        .arg(QString::fromStdString(file), record.errorString())
                        .toStdString());
    };
    if (!record.open(QIODevice::ReadOnly)) {
        cannotRead();
        return std::nullopt;
    }
    const QByteArray contents = record.read(kMaxRecordSize + 1);
    if (record.error() != QFileDevice::NoError) {
        cannotRead();
        return std::nullopt;
    }
    if (contents.size() > kMaxRecordSize) {
        reportError(QCoreApplication::translate("ttt-solve",
            "%1 has more than %2 bytes: a game record has a few hundred, a RenLib library a "
            "few million",
            "review: %1 is the game record's file, %2 the most bytes it may have")
                        .arg(QString::fromStdString(file), QString::number(kMaxRecordSize))
                        .toStdString());
        return std::nullopt;
    }
    return contents.toStdString();
}

// The game record of options.file; nothing, with the problem reported, when it cannot be read.
std::optional<Game> readGame(const ReviewOptions& options)
{
    const std::optional<std::string> text = readRecord(options.file);
    if (!text)
        return std::nullopt;
    Parsed<Game> parsed = parseGameIn(*text);
    if (!parsed) {
        reportInputProblem(
            options.file == "-" ? std::nullopt : std::optional(options.file), parsed.error());
        return std::nullopt;
    }
    return std::move(*parsed);
}

// The review as one JSON object.
std::string toJson(const Game& game, const std::vector<ReviewedMove>& line,
    const std::map<Mark, Tally>& tallies, bool stopped)
{
    const Geometry& geometry = game.start().board.geometry();
    const Rules rules = game.start().rules;
    QJsonObject summary;
    for (const auto& [side, counts] : tallies) {
        QJsonObject object { { "moves", counts.moves }, { "best", counts.best },
            { "slower", counts.slower }, { "mistakes", counts.mistakes },
            { "blunders", counts.blunders }, { "notProven", counts.ungraded },
            { "forbidden", counts.forbidden } };
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
    return QJsonDocument(object).toJson(QJsonDocument::Indented).toStdString();
}

// The table of the moves with their grades, the line's moves first, each followed by its
// variations.
void writeTable(
    std::ostream& out, const std::vector<ReviewedMove>& line, const Geometry& geometry, Rules rules)
{
    const std::string moveHeading = QCoreApplication::translate(
        "ttt-solve", "Move", "review: heading of the column of the moves played (1. x b2)")
                                        .toStdString();
    const std::string gradeHeading = QCoreApplication::translate("ttt-solve", "Grade",
        "review: heading of the column of the moves' grades (best, mistake, ...)")
                                         .toStdString();
    const std::string resultHeading
        = QCoreApplication::translate("ttt-solve", "Result (best -> played)",
            "review: heading of the column of results such as 'tie 8 -> lose 6': the best result "
            "the side had, then the result of the move it played")
              .toStdString();
    Columns columns;
    columns.move = std::max(columns.move, displayWidth(moveHeading) + 1);
    columns.grade = std::max(columns.grade, displayWidth(gradeHeading) + 1);
    columns.result = std::max(columns.result, displayWidth(resultHeading) + 1);
    fit(columns, line, rules);
    out << '\n'
        << padded(moveHeading, columns.move) << padded(gradeHeading, columns.grade)
        << padded(resultHeading, columns.result)
        << QCoreApplication::translate("ttt-solve", "Best moves",
               "review: heading of the column of the moves that were best")
               .toStdString()
        << '\n';
    writeMoves(out, line, geometry, rules, columns, 0);
}

// The review as text: the game's settings, the table of moves, each side's summary and the key.
std::string toText(const Game& game, const std::vector<ReviewedMove>& line,
    const std::map<Mark, Tally>& tallies, bool stopped)
{
    const Geometry& geometry = game.start().board.geometry();
    const Rules rules = game.start().rules;
    // The names of the lines, as wide as the widest needs.
    const std::string boardLabel = QCoreApplication::translate(
        "ttt-solve", "Board", "label of a line of analyze's and review's text output")
                                       .toStdString();
    const std::string rulesLabel = QCoreApplication::translate(
        "ttt-solve", "Rules", "label of a line of analyze's and review's text output")
                                       .toStdString();
    const std::string firstPlayerLabel = QCoreApplication::translate(
        "ttt-solve", "First player", "label of a line of analyze's and review's text output")
                                             .toStdString();
    const std::string startLabel = QCoreApplication::translate("ttt-solve", "Start",
        "label of a line of review's text output: the board the game starts from")
                                       .toStdString();
    const std::string searchLabel = QCoreApplication::translate(
        "ttt-solve", "Search", "label of a line of analyze's and review's text output")
                                        .toStdString();
    std::map<Mark, std::string> sideLabels;
    int labelWidth = 14;
    for (const auto& [side, counts] : tallies) {
        sideLabels[side] = QCoreApplication::translate("ttt-solve",
            "%1:", "review: label of the line that sums up a side's moves; %1 is the side, x or o")
                               .arg(QChar(toChar(side)))
                               .toStdString();
        labelWidth = std::max(labelWidth, displayWidth(sideLabels[side]) + 2);
    }
    for (const std::string* name :
        { &boardLabel, &rulesLabel, &firstPlayerLabel, &startLabel, &searchLabel })
        labelWidth = std::max(labelWidth, displayWidth(*name) + 2);

    std::ostringstream out;
    const auto field
        = [&](const std::string& name) -> std::ostream& { return out << padded(name, labelWidth); };
    field(boardLabel) << QCoreApplication::translate("ttt-solve", "%1x%2, %3",
        "review: the board, %1 columns by %2 rows, and %3 how many in a row win (3x3, three in a "
        "row)")
                             .arg(QString::number(geometry.columns()),
                                 QString::number(geometry.rows()),
                                 QString::fromStdString(inARow(geometry.k())))
                             .toStdString()
                      << '\n';
    field(rulesLabel) << rulesName(rules) << '\n';
    field(firstPlayerLabel) << toChar(game.start().firstPlayer) << '\n';
    field(startLabel) << (game.start().board.isEmpty() ? QCoreApplication::translate("ttt-solve",
                              "the empty board", "review: the board the game starts from")
                                                             .toStdString()
                                                       : formatOneLine(game.start().board))
                      << '\n';
    if (stopped)
        field(searchLabel) << QCoreApplication::translate("ttt-solve",
            "some positions were not proven within the time limit",
            "review: how far the search went")
                                  .toStdString()
                           << '\n';

    writeTable(out, line, geometry, rules);
    out << '\n';
    for (const auto& [side, counts] : tallies)
        field(sideLabels[side]) << tallyText(counts, rules) << '\n';
    if (rules != Rules::LineScore)
        out << QCoreApplication::translate("ttt-solve",
            "(results for the side that moved, in plies to the end; the line's moves only are "
            "counted, not its variations)",
            "review: the key under the table; a ply is one move of either side")
                   .toStdString()
            << '\n';
    else
        out << QCoreApplication::translate("ttt-solve",
            "(final scores, %1; the line's moves only are counted, not its variations)",
            "review, line-score: the key under the table; %1 is what the scores count (o lines "
            "minus x lines)")
                   .arg(QString::fromStdString(lineScoreMeaning()))
                   .toStdString()
            << '\n';
    return out.str();
}

} // namespace

int runReview(const ReviewOptions& options)
{
    const std::optional<Game> game = readGame(options);
    if (!game)
        return BadInput;
    std::vector<ReviewedMove> line;
    bool stopped = false;
    try {
        Reviewer reviewer(*game, options);
        line = reviewer.line({}, 0);
        stopped = reviewer.stoppedByTimeLimit();
    } catch (const std::bad_alloc&) {
        reportNoMemoryForTable(options.hashMegabytes);
        return BadInput;
    }
    const std::map<Mark, Tally> tallies = tally(line);
    const std::string out = options.json ? toJson(*game, line, tallies, stopped)
                                         : toText(*game, line, tallies, stopped);
    return writeAll(stdout, out) ? Success : BadInput;
}

} // namespace ttt::cli
