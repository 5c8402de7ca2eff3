// ttt-solve explain: why a position's result (or a move's) holds, read off its proof (SPEC "Proofs
// and explanations"), as text or JSON: the argument in sentences, the board drawn with its moves,
// pairs and lines, and how sharp the position is.
#include "commands.h"
#include "describe.h"
#include "io.h"
#include "reading.h"

#include "ttt/engine.h"
#include "ttt/explain.h"
#include "ttt/facts.h"
#include "ttt/game.h"
#include "ttt/proof.h"
#include "ttt/review.h"
#include "ttt/text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <new>
#include <string_view>
#include <unistd.h>

namespace ttt::cli {
namespace {

// How sharp the position is, from complete analyses; nothing where they are not complete.
struct Sharpness {
    std::optional<std::vector<Cell>> movesKeeping; // the moves that keep the position's result
    std::optional<Traps> traps; // a cell that ties: the other side's replies that lose
    // The move explained (for the position, its one move) alone keeps a result worth keeping.
    bool onlyMove = false;
};

// Everything explain reports, worked out once for both output forms.
struct ExplainReport {
    Position position;
    PositionFacts facts;
    Mark mover = Mark::X; // the side to move (for a finished game, the one that would be next)
    std::optional<Cell> cell;
    Analysis analysis; // every cell of the position
    Proof proof;
    Explanation explanation;
    Sharpness sharpness;
    SearchFigures figures; // the analyses' and the proof's replay's, together
    bool stoppedByTimeLimit = false;
    // On a big board with a cell: `analysis` holds that move alone (the position's value unknown).
    bool moveOnly = false;
    // Boards of more than 64 cells: the positions of the threat proof explained (`proof` unused).
    std::optional<std::size_t> threatProof;

    const Geometry& geometry() const { return position.board.geometry(); }
    // Whether everything is proven (a finished game needs no proof).
    bool complete() const
    {
        return facts.isOver() || (!stoppedByTimeLimit && analysis.complete && proof.complete);
    }
};

QString side(Mark mark)
{
    return QString(QChar(toChar(mark)));
}

QString nameOf(const Geometry& geometry, Cell cell)
{
    return QString::fromStdString(cellName(geometry, cell));
}

// The cell CELL names; nothing, with the problem reported, when the board has no such cell or
// it is taken.
std::optional<Cell> readCell(const std::string& name, const Board& board)
{
    const Geometry& geometry = board.geometry();
    const std::optional<Cell> cell = cellFromName(geometry, name);
    if (!cell) {
        reportError(
            QCoreApplication::translate("ttt-solve",
                "CELL '%1' is not a cell of this %2 board: columns %3 to %4, rows 1 to %5",
                "explain: %1 is what was given as CELL, %2 the board's size (5x5), %3 and %4 the "
                "first and last column letters (a, e), %5 the number of rows; CELL is the "
                "argument's name, not translated")
                .arg(QString::fromStdString(name), QString::fromStdString(geometry.sizeName()),
                    QChar(columnLetter(0)), QChar(columnLetter(geometry.columns() - 1)),
                    QString::number(geometry.rows()))
                .toStdString());
        return std::nullopt;
    }
    if (const Mark mark = board.at(*cell); mark != Mark::Empty) {
        reportError(QCoreApplication::translate("ttt-solve",
            "CELL %1 is taken: %2 has a mark there; explain plays a move on an empty cell",
            "explain: %1 is the cell given (c4), %2 the side (x or o) whose mark is there; CELL "
            "is the argument's name and explain a command, not translated")
                        .arg(nameOf(geometry, *cell), side(mark))
                        .toStdString());
        return std::nullopt;
    }
    return cell;
}

// Whether the position has a result a proof explains; false, with the problem reported, under
// line-score, when both sides have a line, and for a position no game reaches (without
// --to-move).
bool isExplainable(
    const ExplainOptions& options, const Position& position, const PositionFacts& facts)
{
    const QString where = QString::fromStdString(positionSource(options).value_or("BOARD"));
    if (position.rules == Rules::LineScore) {
        reportError(QCoreApplication::translate("ttt-solve",
            "line-score results are scores, and scores have no proofs to explain them: explain "
            "takes classic or misere rules",
            "explain under line-score; line-score, classic and misere are the rules' names and "
            "explain a command, not translated")
                        .toStdString());
        return false;
    }
    if (position.rules == Rules::Exact && isSearchable(position.board.geometry())) {
        reportError(QCoreApplication::translate("ttt-solve",
            "explain puts proofs of classic and misere results into words, not yet the exact "
            "rule's: analyze (with --certificate) and review take it",
            "explain under the exact rule; exact, classic and misere are the rules' names, "
            "explain, analyze and review commands, --certificate an option, not translated")
                        .toStdString());
        return false;
    }
    if (facts.state == GameState::BothWon) {
        reportError(QCoreApplication::translate("ttt-solve",
            "%1: both x and o have a line, which no game reaches: there is no result to explain",
            "explain: %1 is where the board came from (BOARD or standard input)")
                        .arg(where)
                        .toStdString());
        return false;
    }
    if (facts.hasAnalysis())
        return true;
    // The problems as analyze lists them, one a line.
    std::string message = QCoreApplication::translate("ttt-solve",
        "%1: this position cannot arise in a game, so it has no result to explain (--to-move x "
        "or o explains it anyway):",
        "explain on an illegal position: %1 is where the board came from (BOARD or standard "
        "input); the broken rules follow; --to-move is an option, x and o the sides, not "
        "translated")
                              .arg(where)
                              .toStdString();
    for (const LegalityProblem& problem : facts.problems)
        message += "\n  - " + std::string(ruleName(problem.rule)) + ": " + problem.message;
    reportError(message);
    return false;
}

// What a finished game says, as an explanation with nothing proven: its result for the side
// that would move next, and the lines that ended it.
Explanation finishedGame(const ExplainReport& report)
{
    Explanation explanation;
    explanation.board = report.position.board;
    explanation.rules = report.position.rules;
    explanation.cell = report.cell;
    explanation.mover = report.mover;
    explanation.prover = report.mover;
    if (report.facts.state == GameState::Draw) {
        explanation.result = ExplainedResult::Tie;
        explanation.ending = Ending::FullBoard;
        return explanation;
    }
    const Mark winner = report.facts.state == GameState::XWon ? Mark::X : Mark::O;
    explanation.result = winner == report.mover ? ExplainedResult::Win : ExplainedResult::Loss;
    explanation.ending = Ending::Line;
    for (const HeldLine& line : report.facts.lines)
        explanation.endLines.push_back(report.geometry().cellsOf(line.cells.cells));
    return explanation;
}

// An analysis of `board` with `toMove` to move (every cell, or its value only), stopped by
// --time-limit if it comes first; its figures count in the report's.
Analysis timedAnalysis(Engine& engine, const Board& board, Mark toMove, bool valueOnly,
    const ExplainOptions& options, ProgressLine& progressLine, ExplainReport& report)
{
    AnalysisOptions analysisOptions = options.analysisOptions();
    analysisOptions.valueOnly = valueOnly;
    std::stop_source stop;
    Deadline deadline(stop, options.timeLimit);
    Analysis analysis = engine.analyze(
        board, toMove, report.position.rules, analysisOptions,
        [&](const AnalysisProgress& progress) { progressLine.update(progress); }, stop.get_token());
    deadline.cancel();
    progressLine.clear();
    report.stoppedByTimeLimit
        = report.stoppedByTimeLimit || (deadline.expired() && !analysis.complete);
    report.figures.positions += analysis.figures.positions;
    report.figures.seconds += analysis.figures.seconds;
    return analysis;
}

// The proof of the results explained, as the window asks for them (explanationResults()): the
// cell's alone (the position's made unknown), or the position's with its winning moves (the
// explanation takes the simplest), without the other moves' results, which the explanation does
// not read and which on a big board would cost far more to prove. The replay gets --time-limit
// again.
Proof proveExplained(Engine& engine, const ExplainOptions& options, ProgressLine& progressLine,
    ExplainReport& report)
{
    const Analysis proven = explanationResults(report.analysis, report.cell);
    std::stop_source stop;
    Deadline deadline(stop, options.timeLimit);
    Engine::ProofProgress last;
    const Position& position = report.position;
    Proof proof = engine.prove(
        position.board, report.mover, position.rules, proven,
        [&](const Engine::ProofProgress& progress) {
            last = progress;
            progressLine.update(progress);
        },
        stop.get_token());
    deadline.cancel();
    progressLine.clear();
    report.stoppedByTimeLimit
        = report.stoppedByTimeLimit || (deadline.expired() && proof.uncertified > 0);
    report.figures.positions += last.positions;
    report.figures.seconds += last.seconds;
    return proof;
}

// The moves that keep the result, whether the one explained is the only one, and for a cell
// that ties the traps it sets (from an analysis of every reply to it).
Sharpness sharpnessOf(Engine& engine, const ExplainOptions& options, ProgressLine& progressLine,
    ExplainReport& report)
{
    Sharpness sharpness;
    sharpness.movesKeeping = movesKeepingResult(report.analysis);
    // Every move keeps a loss, and a last empty cell is no choice: being the only one is then no
    // feat.
    const bool worthKeeping
        = report.analysis.evaluation.outcome != Outcome::Lose && report.analysis.moves.size() > 1;
    if (sharpness.movesKeeping && sharpness.movesKeeping->size() == 1 && worthKeeping)
        sharpness.onlyMove = !report.cell || sharpness.movesKeeping->front() == *report.cell;
    if (report.cell && report.explanation.result == ExplainedResult::Tie) {
        const Board after = report.position.board.with(*report.cell, report.mover);
        sharpness.traps = trapsIn(timedAnalysis(
            engine, after, other(report.mover), false, options, progressLine, report));
    }
    return sharpness;
}

// Boards of more cells than this are not analysed cell by cell for an explanation: on 8×8 that can
// take hours where the one result explained takes seconds.
constexpr int kEveryCellLimit = 49;

// On a big board: the result explained alone, as an analysis of the position would give it. The
// position's value (value only), or the move's: the position after it, value only, from the
// mover's side.
Analysis analyzeExplainedOnly(Engine& engine, const ExplainOptions& options,
    ProgressLine& progressLine, ExplainReport& report)
{
    Board board = report.position.board;
    Mark toMove = report.mover;
    if (report.cell) {
        board = board.with(*report.cell, report.mover);
        toMove = other(report.mover);
    }
    const Analysis analysis
        = timedAnalysis(engine, board, toMove, true, options, progressLine, report);
    if (!report.cell)
        return analysis;
    // The move's result for the mover: the position after it, turned round.
    Evaluation move = analysis.evaluation;
    move.plies += move.isProven() ? 1 : 0;
    if (move.outcome == Outcome::Win || move.outcome == Outcome::Lose)
        move.outcome = move.outcome == Outcome::Win ? Outcome::Lose : Outcome::Win;
    if (move.bound == Bound::AtLeastTie || move.bound == Bound::AtMostTie)
        move.bound = move.bound == Bound::AtLeastTie ? Bound::AtMostTie : Bound::AtLeastTie;
    Analysis root;
    root.rules = report.position.rules;
    root.toMove = report.mover;
    root.evaluation.bound = Bound::Unknown;
    root.moves = { { *report.cell, move } };
    root.complete = analysis.complete;
    report.moveOnly = true;
    return root;
}

// Boards of more than 64 cells: the threat search's result explained from its proof, a forcing
// line (explainThreats()).
void explainThreatsInto(const ExplainOptions& options, ExplainReport& report)
{
    Engine engine(options.hashMegabytes);
    ProgressLine progressLine(isatty(fileno(stderr)) != 0);
    report.analysis = timedAnalysis(
        engine, report.position.board, report.mover, false, options, progressLine, report);
    std::size_t positions = 0;
    report.explanation = explainThreats(report.position.board, report.mover, report.position.rules,
        report.analysis, report.cell, positions);
    report.threatProof = positions;
}

// Analyses, proves and explains the position (or its cell) into `report`.
void explainInto(const ExplainOptions& options, ExplainReport& report)
{
    if (searchesThreats(report.position.board.geometry(), report.position.rules)) {
        explainThreatsInto(options, report);
        return;
    }
    Engine engine(options.hashMegabytes);
    ProgressLine progressLine(isatty(fileno(stderr)) != 0);
    const bool everyCell = report.position.board.cellCount() <= kEveryCellLimit;
    report.analysis = everyCell ? timedAnalysis(engine, report.position.board, report.mover, false,
                          options, progressLine, report)
                                : analyzeExplainedOnly(engine, options, progressLine, report);
    report.proof = proveExplained(engine, options, progressLine, report);
    report.explanation = explain(report.proof, report.cell);
    // Sharpness needs every move's result (and for a tie every reply's): on a big board, not.
    if (everyCell)
        report.sharpness = sharpnessOf(engine, options, progressLine, report);
}

// --- JSON ------------------------------------------------------------------------------------

QJsonValue nameOrNull(const Geometry& geometry, Cell cell)
{
    return cell >= 0 ? QJsonValue(nameOf(geometry, cell)) : QJsonValue(QJsonValue::Null);
}

QJsonArray namesJson(const Geometry& geometry, const std::vector<Cell>& cells)
{
    QJsonArray names;
    for (const Cell cell : cells)
        names.append(nameOf(geometry, cell));
    return names;
}

QJsonArray linesJson(const Geometry& geometry, const std::vector<CellLine>& lines)
{
    QJsonArray array;
    for (const CellLine& line : lines)
        array.append(namesJson(geometry, line));
    return array;
}

QJsonValue fixedName(std::string_view name)
{
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

QJsonArray movesJson(const Explanation& explanation)
{
    const Geometry& geometry = explanation.board.geometry();
    QJsonArray moves;
    for (const ExplainedMove& move : explanation.moves) {
        moves.append(QJsonObject { { "cell", move.cell }, { "name", nameOf(geometry, move.cell) },
            { "side", side(move.side) }, { "role", fixedName(moveRoleName(move.role)) },
            { "lines", linesJson(geometry, move.lines) } });
    }
    return moves;
}

QJsonArray groupsJson(const Explanation& explanation)
{
    const Geometry& geometry = explanation.board.geometry();
    QJsonArray groups;
    for (const ReplyGroup& group : explanation.groups) {
        groups.append(QJsonObject { { "replies", namesJson(geometry, group.replies) },
            { "answer", fixedName(answerName(group.answer)) },
            { "at", nameOrNull(geometry, group.at) }, { "then", fixedName(holdName(group.then)) },
            { "depth", group.depth ? QJsonValue(*group.depth) : QJsonValue(QJsonValue::Null) },
            { "lastPly",
                lastPly(explanation, group) ? QJsonValue(*lastPly(explanation, group))
                                            : QJsonValue(QJsonValue::Null) },
            { "lines", linesJson(geometry, group.lines) } });
    }
    return groups;
}

// One claim's explanation; a tie's other half in `also`, in the same shape.
QJsonObject explanationJson(const Explanation& explanation)
{
    const Geometry& geometry = explanation.board.geometry();
    QJsonObject object;
    object["result"] = fixedName(explainedResultName(explanation.result));
    object["claim"] = explanation.start ? QJsonValue(QJsonObject {
                          { "prover", side(explanation.prover) }, { "win", explanation.win } })
                                        : QJsonValue(QJsonValue::Null);
    object["chosenMove"] = explanation.chosenMove ? nameOrNull(geometry, *explanation.chosenMove)
                                                  : QJsonValue(QJsonValue::Null);
    object["moves"] = movesJson(explanation);
    object["without"] = namesJson(geometry, explanation.without);
    object["conceded"] = namesJson(geometry, explanation.conceded);
    object["ending"] = fixedName(endingName(explanation.ending));
    object["endLines"] = linesJson(geometry, explanation.endLines);
    object["forkCell"] = nameOrNull(geometry, explanation.forkCell);
    QJsonArray pairs;
    for (const auto& [a, b] : explanation.pairs)
        pairs.append(QJsonArray { nameOf(geometry, a), nameOf(geometry, b) });
    object["pairs"] = pairs;
    object["groups"] = groupsJson(explanation);
    QJsonArray also;
    for (const Explanation& half : explanation.alsoHolds)
        also.append(explanationJson(half));
    object["also"] = also;
    return object;
}

// The positions of the proof the explanation is read off (a threat proof's on a big board).
std::size_t proofPositions(const ExplainReport& report)
{
    return report.threatProof ? *report.threatProof : certificateNodeCount(report.proof);
}

QJsonObject sharpnessJson(const ExplainReport& report)
{
    const Sharpness& sharpness = report.sharpness;
    QJsonObject object;
    object["movesKeeping"] = sharpness.movesKeeping
        ? QJsonValue(namesJson(report.geometry(), *sharpness.movesKeeping))
        : QJsonValue(QJsonValue::Null);
    object["traps"] = sharpness.traps
        ? QJsonValue(QJsonObject {
            { "losing", sharpness.traps->losing }, { "replies", sharpness.traps->replies } })
        : QJsonValue(QJsonValue::Null);
    object["onlyMove"] = sharpness.onlyMove;
    return object;
}

QJsonDocument toJson(const ExplainReport& report)
{
    const Geometry& geometry = report.geometry();
    QJsonObject object;
    addBoardJson(object, report.position.board);
    object["rules"] = fixedName(rulesName(report.position.rules));
    object["toMove"]
        = report.facts.isOver() ? QJsonValue(QJsonValue::Null) : QJsonValue(side(report.mover));
    object["state"] = fixedName(stateName(report.facts.state));
    object["cell"] = report.cell ? nameOrNull(geometry, *report.cell) : QJsonValue::Null;
    const QJsonObject explanation = explanationJson(report.explanation);
    for (auto field = explanation.begin(); field != explanation.end(); ++field)
        object[field.key()] = field.value();
    QJsonArray text;
    if (report.facts.isOver())
        text.append(QString::fromStdString(gameOverText(report.facts.state, std::nullopt)));
    else
        for (const std::string& line : explanationText(report.explanation))
            text.append(QString::fromStdString(line));
    object["text"] = text;
    object["sharpness"] = sharpnessJson(report);
    // Counts go out as numbers: far below 2^53.
    object["search"] = QJsonObject { { "positions", double(report.figures.positions) },
        { "seconds", report.figures.seconds }, { "proofPositions", double(proofPositions(report)) },
        { "complete", report.complete() } };
    return QJsonDocument(object);
}

// --- Text ------------------------------------------------------------------------------------

// "1,638 positions": the size of the proof the explanation is read off, and what it lacks of
// the analysis's result when the replay could not prove it (not for want of time: a bug).
std::string proofText(const ExplainReport& report)
{
    const std::size_t positions = proofPositions(report);
    QString text = positions == 1
        ? QCoreApplication::translate("ttt-solve", "1 position",
            "explain: the size of the proof the explanation is read off, when it is one position")
        : QCoreApplication::translate("ttt-solve", "%1 positions",
            "explain: the size of the proof the explanation is read off; %1 is a number of "
            "positions such as 1,638")
              .arg(QString::fromStdString(withThousands(positions)));
    if (report.proof.uncertified > 0 && !report.stoppedByTimeLimit)
        text = QCoreApplication::translate("ttt-solve",
            "%1; %n result(s) the engine gave could not be proven: a bug, please report it",
            "analyze --certificate: %1 is what the certificate is (proof.cert: 45,116 "
            "positions, 71,506 bytes); results the engine claimed that its own replay "
            "could not back with a proof",
            report.proof.uncertified)
                   .arg(text);
    return text.toStdString();
}

// The lines above the explanation: the board, the verdict, the move explained, the search.
void writeHeader(Text& text, const ExplainReport& report)
{
    const Geometry& geometry = report.geometry();
    const Rules rules = report.position.rules;
    writeBoard(text, report.position.board);
    if (rules != Rules::Classic)
        text.field(text.rules) << rulesName(rules) << '\n';
    if (report.position.toMove)
        writeWhatIf(text, *report.position.toMove);
    if (report.facts.isOver()) {
        text.field(text.verdict) << gameOverText(report.facts.state, std::nullopt) << '\n';
        return;
    }
    const Analysis& analysis = report.analysis;
    const auto proven = std::count_if(analysis.moves.begin(), analysis.moves.end(),
        [](const MoveAnnotation& move) { return move.evaluation.isProven(); });
    if (!report.moveOnly) // (a move alone on a big board: the position's verdict is not sought)
        text.field(text.verdict) << verdictText(
            analysis, rules, int(proven), int(analysis.moves.size()))
                                 << '\n';
    if (report.cell) {
        for (const MoveAnnotation& move : analysis.moves) {
            if (move.cell == *report.cell)
                text.field(text.cell)
                    << toChar(report.mover) << ' ' << cellName(geometry, move.cell) << ": "
                    << resultLabel(move.evaluation, rules) << '\n';
        }
    }
    if (geometry != kTicTacToe || !report.complete())
        text.field(text.search) << searchText(report.figures, report.stoppedByTimeLimit) << '\n';
    text.field(text.proof) << proofText(report) << '\n';
}

void writeExplanation(std::ostream& out, const ExplainReport& report)
{
    out << '\n'
        << QCoreApplication::translate(
               "ttt-solve", "Explanation", "explain: the heading above the explanation's sentences")
               .toStdString()
        << '\n';
    for (const std::string& line : explanationText(report.explanation))
        out << "  " << line << '\n';
}

// "A", "B", ... for the pairs, without the letters that pass for marks or numbers (I, O, X);
// two letters past the 23rd pair ("AA", "AB", ...), as the window writes them.
std::string pairLabel(std::size_t index)
{
    constexpr std::string_view kLetters = "ABCDEFGHJKLMNPQRSTUVWYZ";
    if (index < kLetters.size())
        return std::string(1, kLetters[index]);
    return { kLetters[index / kLetters.size() - 1], kLetters[index % kLetters.size()] };
}

// What each cell of the diagram shows: the board's marks over the numbered moves, over the
// pairs, over the empty cells of the ending's lines (*), over the other empty cells (.).
std::vector<std::string> diagramCells(const Explanation& explanation)
{
    const Board& board = explanation.board;
    std::vector<std::string> cells(std::size_t(board.cellCount()), ".");
    for (const CellLine& line : explanation.endLines) {
        for (const Cell cell : line)
            cells[std::size_t(cell)].assign(1, '*'); // (= "*" draws g++ 12's false -Wrestrict)
    }
    for (std::size_t i = 0; i < explanation.pairs.size(); ++i) {
        cells[std::size_t(explanation.pairs[i].first)] = pairLabel(i);
        cells[std::size_t(explanation.pairs[i].second)] = pairLabel(i);
    }
    for (std::size_t i = 0; i < explanation.moves.size(); ++i) {
        const ExplainedMove& move = explanation.moves[i];
        cells[std::size_t(move.cell)] = std::to_string(i + 1) + toChar(move.side);
    }
    for (Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != Mark::Empty)
            cells[std::size_t(cell)] = std::string(1, toChar(board.at(cell)));
    }
    return cells;
}

// The key under the diagram: what its numbers, letters and stars stand for.
std::string legend(const Explanation& explanation, const std::vector<std::string>& cells)
{
    QStringList parts;
    if (!explanation.moves.empty())
        parts << QCoreApplication::translate("ttt-solve", "%1: the moves explained, in order",
            "explain: the key under the diagram; %1 is the first move as the diagram shows it "
            "(1x: move 1, by x)")
                     .arg(QString::fromStdString(cells[std::size_t(explanation.moves[0].cell)]));
    if (!explanation.pairs.empty())
        parts << QCoreApplication::translate("ttt-solve",
            "A, B, ...: pairs; when %1 takes a cell of one, %2 takes the other",
            "explain: the key under the diagram; the cells of a pair show the same letter; %1 "
            "the side trying to win, %2 the side holding the tie")
                     .arg(side(other(explanation.prover)), side(explanation.prover));
    if (std::find(cells.begin(), cells.end(), "*") != cells.end())
        parts << QCoreApplication::translate("ttt-solve",
            "*: the open cells of the lines at the end",
            "explain: the key under the diagram; the lines of the double threat, the fork or the "
            "completed line that end the explanation");
    if (parts.isEmpty())
        parts << QCoreApplication::translate("ttt-solve", "the board as it stands",
            "explain: the key under a diagram with no moves, pairs or lines to show");
    return (QStringLiteral("(") + parts.join(QStringLiteral("; ")) + QStringLiteral(")"))
        .toStdString();
}

// Whether the diagram of `explanation` shows anything on the board's empty cells.
bool drawsAnything(const Explanation& explanation)
{
    const std::vector<std::string> cells = diagramCells(explanation);
    for (Cell cell = 0; cell < explanation.board.cellCount(); ++cell) {
        if (explanation.board.at(cell) == Mark::Empty && cells[std::size_t(cell)] != ".")
            return true;
    }
    return false;
}

// The diagram of the explanation, or of a tie's other half when only that one has moves, pairs
// or lines to show (on the empty board, o's answers hold the tie and x's pairs are the picture).
void writeDiagram(std::ostream& out, const Explanation& main)
{
    const Explanation* shown = &main;
    for (const Explanation& half : main.alsoHolds) {
        if (!drawsAnything(*shown) && drawsAnything(half))
            shown = &half;
    }
    const Explanation& explanation = *shown;
    const std::vector<std::string> cells = diagramCells(explanation);
    int cellWidth = 2;
    for (const std::string& cell : cells)
        cellWidth = std::max(cellWidth, displayWidth(cell));
    out << '\n';
    writeGrid(out, explanation.board.geometry(), cells, cellWidth);
    out << legend(explanation, cells) << '\n';
}

// "x c4: sets 2 traps out of 6 replies", "c1: only move!", ...: nothing where the analyses are
// not complete, or when there is nothing to say (a loss: every move keeps it).
std::optional<std::string> sharpnessText(const ExplainReport& report)
{
    const Sharpness& sharpness = report.sharpness;
    const Geometry& geometry = report.geometry();
    if (!sharpness.movesKeeping || sharpness.movesKeeping->empty())
        return std::nullopt;
    const std::vector<Cell>& keeping = *sharpness.movesKeeping;
    if (!report.cell) {
        if (report.analysis.evaluation.outcome == Outcome::Lose)
            return std::nullopt;
        if (sharpness.onlyMove)
            return cellName(geometry, keeping.front()) + ": " + onlyMoveText();
        if (keeping.size() == report.analysis.moves.size())
            return QCoreApplication::translate("ttt-solve", "every move keeps the result",
                "explain: how sharp a position is, when no move changes its result")
                .toStdString();
        QStringList names;
        for (const Cell cell : keeping)
            names << nameOf(geometry, cell);
        return QCoreApplication::translate("ttt-solve", "%1 moves keep the result: %2",
            "explain: how sharp a position is; %1 is how many moves keep its result (2 or more), "
            "%2 the moves (b1, a2)")
            .arg(QString::number(keeping.size()), names.join(QStringLiteral(", ")))
            .toStdString();
    }
    std::vector<std::string> phrases;
    if (sharpness.traps)
        phrases.push_back(trapsText(*sharpness.traps));
    if (sharpness.onlyMove)
        phrases.push_back(onlyMoveText());
    else if (report.explanation.result == ExplainedResult::Win && keeping.size() >= 2)
        phrases.push_back(QCoreApplication::translate("ttt-solve", "one of %1 winning moves",
            "explain: how sharp a winning move is that is not the only one; %1 is how many "
            "moves win (2 or more)")
                              .arg(QString::number(keeping.size()))
                              .toStdString());
    if (phrases.empty())
        return std::nullopt;
    std::string text = std::string(1, toChar(report.mover)) + ' ' + cellName(geometry, *report.cell)
        + ": " + phrases.front();
    for (std::size_t i = 1; i < phrases.size(); ++i)
        text += "; " + phrases[i];
    return text;
}

std::string toText(const ExplainReport& report)
{
    Text text;
    writeHeader(text, report);
    if (!report.facts.isOver()) {
        writeExplanation(text.out, report);
        writeDiagram(text.out, report.explanation);
        if (const std::optional<std::string> sharpness = sharpnessText(report)) {
            text.out << '\n';
            text.field(text.sharpness) << *sharpness << '\n';
        }
    }
    return text.tidy();
}

} // namespace

int runExplain(const ExplainOptions& options)
{
    std::optional<Position> position = readPosition(options);
    if (!position)
        return BadInput;
    if (!applyCommandLine(options, *position))
        return BadUsage;
    ExplainReport report;
    report.facts = factsOf(*position);
    if (!isExplainable(options, *position, report.facts))
        return BadInput;
    report.position = *position;
    report.mover = *report.facts.sideToMove;
    if (options.cell) {
        report.cell = readCell(*options.cell, position->board);
        if (!report.cell)
            return BadInput;
    }
    if (report.facts.isOver()) {
        report.explanation = finishedGame(report);
    } else {
        try {
            explainInto(options, report);
        } catch (const std::bad_alloc&) {
            reportNoMemoryForTable(options.hashMegabytes);
            return BadInput;
        }
    }
    const std::string out = options.json
        ? toJson(report).toJson(QJsonDocument::Indented).toStdString()
        : toText(report);
    return writeAll(stdout, out) ? Success : BadInput;
}

} // namespace ttt::cli
