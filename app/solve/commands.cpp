#include "commands.h"

#include "io.h"

#include "ttt/batch.h"
#include "ttt/facts.h"
#include "ttt/outcometable.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"
#include "ttt/text.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>
#include <iomanip>
#include <memory>
#include <sstream>

namespace ttt::cli {
namespace {

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
    std::vector<std::uint8_t> answers(OutcomeTable::kCodeCount, kIllegal);
    for (BoardCode code = 0; code < OutcomeTable::kCodeCount; ++code) {
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
    return QCoreApplication::translate("ttt-solve",
        "line %1, column %2: the input ends after %3 of the %4 cases it announces",
        "batch input: %1 and %2 are where the input ends, %3 how many cases it has, %4 how many "
        "its first number says it has")
        .arg(QString::number(end.line), QString::number(end.column), QString::number(answered),
            QString::number(count))
        .toStdString();
}

// "case 3, " + where and what the problem of that case of batch input is.
std::string caseProblem(std::uint64_t number, const std::string& problem)
{
    return QCoreApplication::translate("ttt-solve", "case %1, %2",
        "batch input: %1 is the number of a case (a board), %2 where it is and what is wrong with "
        "it (line 5, column 2: ...)")
        .arg(QString::number(number), QString::fromStdString(problem))
        .toStdString();
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
        reportError(QCoreApplication::translate("ttt-solve", "cannot write to standard output")
                        .toStdString());
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
            reportError(caseProblem(number, where(*error)));
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

// "line 3: illegal position xx./.../...: ..." for a case whose board no game reaches. Kept out
// of the loop over the cases (it runs once a run at most, without --keep-going), so that the
// loop stays as small as it is fast.
[[gnu::cold, gnu::noinline]] std::string illegalCase(
    BoardCode code, int line, const BatchOptions& options)
{
    const Board board = Board::fromCode(code);
    const PositionFacts facts = factsOf({ board, options.rules, options.firstPlayer, {} });
    return QCoreApplication::translate("ttt-solve", "line %1: illegal position %2: %3",
        "batch input: %1 is the line where a board starts, %2 the board in one line "
        "(xx./oo./...), %3 what makes it illegal")
        .arg(QString::number(line), QString::fromStdString(formatOneLine(board)),
            QString::fromStdString(joinedProblems(facts.problems)))
        .toStdString();
}

} // namespace

int runBatch(const BatchOptions& options)
{
    const StandardInput input;
    if (!input.ok()) {
        reportError(
            QCoreApplication::translate("ttt-solve", "cannot read standard input").toStdString());
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
        reportError(caseProblem(number, message));
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
            if (badCase(number, illegalCase(code, reader.lastBoardLine(), options)))
                return BadInput;
            continue;
        }
        output.append(kAnswers[answer]);
    }
    return finishBatch(reader, failed, options.keepGoing, output.text());
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
        // The names of the figures, indented under what they are part of, as wide as the
        // widest needs; the figures to the right of them.
        struct Row {
            int depth;
            QString name;
            unsigned long long value;
        };
        const Row rows[] = {
            { 0,
                QCoreApplication::translate(
                    "ttt-solve", "Legal positions", "stats: a line of the table of figures"),
                unsigned(stats.legalPositions) },
            { 1,
                QCoreApplication::translate("ttt-solve", "up to rotation and reflection",
                    "stats: a line of the table of figures, under Legal positions: the legal "
                    "positions counting those that are rotations or mirror images of one "
                    "another once"),
                unsigned(stats.positionsUpToSymmetry) },
            { 1,
                QCoreApplication::translate("ttt-solve", "finished (a line or a full board)",
                    "stats: a line of the table of figures, under Legal positions"),
                unsigned(stats.finishedPositions) },
            { 1,
                QCoreApplication::translate("ttt-solve", "unfinished",
                    "stats: a line of the table of figures, under Legal positions"),
                unsigned(stats.unfinishedPositions) },
            { 2,
                QCoreApplication::translate("ttt-solve", "the side to move wins",
                    "stats: a line of the table of figures, under unfinished (positions)"),
                unsigned(stats.sideToMoveWins) },
            { 2,
                QCoreApplication::translate("ttt-solve", "the side to move ties",
                    "stats: a line of the table of figures, under unfinished (positions)"),
                unsigned(stats.sideToMoveTies) },
            { 2,
                QCoreApplication::translate("ttt-solve", "the side to move loses",
                    "stats: a line of the table of figures, under unfinished (positions)"),
                unsigned(stats.sideToMoveLoses) },
            { 0,
                QCoreApplication::translate("ttt-solve", "Games from the empty board",
                    "stats: a line of the table of figures: how many games can be played"),
                games.games },
            { 1,
                QCoreApplication::translate("ttt-solve", "%1 wins",
                    "stats: a line of the table of figures, under Games from the empty board: "
                    "those that %1 (x or o) wins")
                    .arg(QLatin1Char('x')),
                games.xWins },
            { 1,
                QCoreApplication::translate("ttt-solve", "%1 wins",
                    "stats: a line of the table of figures, under Games from the empty board: "
                    "those that %1 (x or o) wins")
                    .arg(QLatin1Char('o')),
                games.oWins },
            { 1,
                QCoreApplication::translate("ttt-solve", "draws",
                    "stats: a line of the table of figures, under Games from the empty board"),
                games.draws },
        };
        int nameWidth = 36;
        for (const Row& row : rows) {
            nameWidth
                = std::max(nameWidth, row.depth * 2 + displayWidth(row.name.toStdString()) + 1);
        }
        std::ostringstream text;
        text << QCoreApplication::translate("ttt-solve", "Tic-tac-toe, %1 moving first",
            "stats: the title; %1 is the side that moves first, x or o")
                    .arg(QChar(toChar(options.firstPlayer)))
                    .toStdString()
             << "\n\n";
        for (const Row& row : rows) {
            text << padded(
                std::string(std::size_t(row.depth) * 2, ' ') + row.name.toStdString(), nameWidth)
                 << std::right << std::setw(9) << withThousands(row.value) << '\n';
        }
        out = text.str();
    }
    return writeAll(stdout, out) ? Success : BadInput;
}

} // namespace ttt::cli
