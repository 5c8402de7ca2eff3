#include "commands.h"

#include "io.h"

#include "ttt/legality.h"
#include "ttt/solver.h"
#include "ttt/statistics.h"
#include "ttt/text.h"

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
