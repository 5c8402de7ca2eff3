// ttt-solve: the command-line solver. Parses the command line and hands over to commands.cpp.
#include "commands.h"
#include "io.h"

#include "ttt/processor.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <optional>
#include <utility>

#include <unistd.h>

namespace {

using namespace ttt::cli;

constexpr const char* kDescription = R"(Solves tic-tac-toe positions with perfect play, on boards
from 3x3 to 8x8 with k in a row.

Commands:
  (none)          Batch judge input on standard input: the number of cases T,
                  then T 3x3 boards of 3 rows (tokens separated by any white
                  space). Prints x, o or TIE per case: who wins with perfect
                  play. A bad or illegal case is reported on standard error
                  with its case number and line, and nothing is printed.
                  With --rules line-score each board is preceded by 1 (o to
                  move) or 0 (x to move), and the answer is the final score:
                  o lines minus x lines.
  analyze BOARD   One position: legality, verdict, best line and the result of
                  every empty cell. BOARD is a grid ("xoo\n.x.\n..x") or one
                  line ("xoo/.x./..x", or "xoo.x...x" for a square board) of 3
                  to 8 rows of 3 to 8 cells, optionally after "# k=4 ..."
                  header lines; "-" reads it from standard input. With
                  --size and no BOARD, the empty board of that size.
                  Boards bigger than 3x3 are searched; --time-limit reports
                  what is proven by then.
  review FILE     A game record ("-": standard input): a # header, an
                  optional start board, then the moves ("1. b2 a1 2. c3
                  (2. a3 c1) c1": a1 is column a, row 1 from the top left;
                  a variation in parentheses replaces the move before it).
                  Grades every move against the best its side had: best,
                  slower, mistake or blunder (line-score: points lost).
  stats           Figures for the whole 3x3 game: positions, games, outcomes.

Exit status: 0 success, 1 bad input, 2 bad usage. A time limit that ends the
search is a success.)";

// "5x5" → (5, 5); nothing unless both sides are from 3 to 8.
std::optional<std::pair<int, int>> parseSize(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() != 2)
        return std::nullopt;
    bool columnsOk = false;
    bool rowsOk = false;
    const int columns = parts[0].toInt(&columnsOk);
    const int rows = parts[1].toInt(&rowsOk);
    if (!columnsOk || !rowsOk || !ttt::Geometry::isValidSide(columns)
        || !ttt::Geometry::isValidSide(rows))
        return std::nullopt;
    return std::pair { columns, rows };
}

// This machine's memory in megabytes: more cannot go to the transposition table.
qulonglong physicalMegabytes()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return 1024 * 1024;
    return qulonglong(pages) / (1024 * 1024 / qulonglong(pageSize));
}

// --time-limit, --hash and --threads into `options` (analyze's or review's); the problem with
// them, if any.
template <typename Options>
std::optional<QString> readSearchOptions(const QCommandLineParser& parser,
    const QCommandLineOption& timeLimitOption, const QCommandLineOption& hashOption,
    const QCommandLineOption& threadsOption, Options& options)
{
    bool ok = true;
    if (parser.isSet(timeLimitOption)) {
        const double seconds = parser.value(timeLimitOption).toDouble(&ok);
        if (!ok || !(seconds > 0) || seconds > 1e7)
            return QStringLiteral("--time-limit takes a number of seconds above 0, not '%1'")
                .arg(parser.value(timeLimitOption));
        options.timeLimit = seconds;
    }
    const qulonglong hash = parser.value(hashOption).toULongLong(&ok);
    const qulonglong memory = physicalMegabytes();
    if (!ok || hash < 1 || hash > memory)
        return QStringLiteral(
            "--hash takes a number of megabytes from 1 to %1 (this machine's memory), not '%2'")
            .arg(memory)
            .arg(parser.value(hashOption));
    options.hashMegabytes = hash;
    options.threads = parser.value(threadsOption).toInt(&ok);
    if (!ok || options.threads < 0 || options.threads > 256)
        return QStringLiteral(
            "--threads takes a number from 1 to 256 (or 0 for one per core), not '%1'")
            .arg(parser.value(threadsOption));
    return std::nullopt;
}

int usageError(const QString& message)
{
    reportError(message.toStdString() + "\nTry 'ttt-solve --help' for more information.");
    return BadUsage;
}

} // namespace

int main(int argc, char* argv[])
{
    if (ttt::reportMissingProcessorFeature("ttt-solve"))
        return 1;
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ttt-solve"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromUtf8(kDescription));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption firstOption(QStringList { "first" },
        QStringLiteral("The side that moves first: x (default) or o."), QStringLiteral("x|o"));
    const QCommandLineOption rulesOption(QStringList { "rules" },
        QStringLiteral("classic (default), misere (completing a line loses) or line-score (play "
                       "until the board is full; o lines minus x lines)."),
        QStringLiteral("rules"));
    const QCommandLineOption toMoveOption(QStringList { "to-move" },
        QStringLiteral(
            "analyze: what if this side is to move, whatever the mark counts say (x or o)."),
        QStringLiteral("x|o"));
    const QCommandLineOption keepGoingOption(QStringList { "keep-going" },
        QStringLiteral(
            "Batch: print ERROR for a bad case and go on (the exit status is still 1)."));
    const QCommandLineOption jsonOption(QStringList { "json" },
        QStringLiteral("analyze, review, stats: print one JSON object instead of text."));
    const QCommandLineOption sizeOption(QStringList { "size" },
        QStringLiteral("analyze: the empty board of this size (columns x rows, each 3 to 8), "
                       "instead of BOARD."),
        QStringLiteral("CxR"));
    const QCommandLineOption kOption(QStringList { "k" },
        QStringLiteral("analyze: how many in a row win (3 to the longer side; default: the "
                       "board's header, else min(columns, rows, 4))."),
        QStringLiteral("N"));
    const QCommandLineOption timeLimitOption(QStringList { "time-limit" },
        QStringLiteral("analyze, review (for each position): stop after this many seconds and "
                       "report what is proven by then (exit status 0)."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption hashOption(QStringList { "hash" },
        QStringLiteral("analyze, review: memory for the search's transposition table, in megabytes "
                       "(default 256)."),
        QStringLiteral("MB"), QStringLiteral("256"));
    const QCommandLineOption threadsOption(QStringList { "threads" },
        QStringLiteral("analyze, review: search threads (default: one per core)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption valueOnlyOption(QStringList { "value-only" },
        QStringLiteral("analyze: only the position's value and best line, not every move "
                       "(faster)."));
    parser.addOptions({ firstOption, rulesOption, toMoveOption, keepGoingOption, jsonOption,
        sizeOption, kOption, timeLimitOption, hashOption, threadsOption, valueOnlyOption });
    parser.addPositionalArgument(QStringLiteral("command"),
        QStringLiteral("analyze, review or stats; none for batch input."),
        QStringLiteral("[command]"));
    parser.addPositionalArgument(QStringLiteral("BOARD"),
        QStringLiteral("analyze: the board, or - for standard input; review: the game record's "
                       "file, or -."),
        QStringLiteral("[BOARD|FILE]"));

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(helpOption)) {
        writeAll(stdout, parser.helpText().toStdString());
        return Success;
    }
    if (parser.isSet(versionOption)) {
        writeAll(stdout, "ttt-solve " PROJECT_VERSION "\n");
        return Success;
    }

    std::optional<ttt::Mark> firstPlayer;
    if (parser.isSet(firstOption)) {
        const QString first = parser.value(firstOption);
        if (first != QLatin1String("x") && first != QLatin1String("o"))
            return usageError(QStringLiteral("--first takes x or o, not '%1'").arg(first));
        firstPlayer = first == QLatin1String("x") ? ttt::Mark::X : ttt::Mark::O;
    }
    std::optional<ttt::Rules> rules;
    if (parser.isSet(rulesOption)) {
        rules = ttt::rulesFromName(parser.value(rulesOption).toStdString());
        if (!rules)
            return usageError(
                QStringLiteral("--rules takes classic, misere or line-score, not '%1'")
                    .arg(parser.value(rulesOption)));
    }
    std::optional<ttt::Mark> toMove;
    if (parser.isSet(toMoveOption)) {
        const QString side = parser.value(toMoveOption);
        if (side != QLatin1String("x") && side != QLatin1String("o"))
            return usageError(QStringLiteral("--to-move takes x or o, not '%1'").arg(side));
        toMove = side == QLatin1String("x") ? ttt::Mark::X : ttt::Mark::O;
    }

    const QStringList arguments = parser.positionalArguments();
    const QString command = arguments.value(0);
    const bool analyzing = command == QLatin1String("analyze");
    const bool reviewing = command == QLatin1String("review");
    for (const QCommandLineOption* option : { &sizeOption, &kOption, &valueOnlyOption }) {
        if (parser.isSet(*option) && !analyzing)
            return usageError(
                QStringLiteral("--%1 goes with analyze").arg(option->names().front()));
    }
    for (const QCommandLineOption* option : { &timeLimitOption, &hashOption, &threadsOption }) {
        if (parser.isSet(*option) && !analyzing && !reviewing)
            return usageError(
                QStringLiteral("--%1 goes with analyze or review").arg(option->names().front()));
    }
    if (reviewing) {
        for (const QCommandLineOption* option : { &firstOption, &rulesOption, &toMoveOption }) {
            if (parser.isSet(*option))
                return usageError(QStringLiteral("--%1 does not go with review: a game record "
                                                 "sets it in its # header")
                                      .arg(option->names().front()));
        }
    }
    if (command.isEmpty()) {
        if (parser.isSet(jsonOption))
            return usageError(
                QStringLiteral("--json goes with analyze, review or stats, not with batch input"));
        if (toMove)
            return usageError(QStringLiteral(
                "--to-move goes with analyze; line-score batch input names the side in each case"));
        return runBatch({ firstPlayer.value_or(ttt::Mark::X), rules.value_or(ttt::Rules::Classic),
            parser.isSet(keepGoingOption) });
    }
    if (parser.isSet(keepGoingOption))
        return usageError(QStringLiteral("--keep-going goes with batch input only"));
    if (analyzing) {
        AnalyzeOptions options;
        options.firstPlayer = firstPlayer;
        options.rules = rules;
        options.toMove = toMove;
        options.json = parser.isSet(jsonOption);
        options.valueOnly = parser.isSet(valueOnlyOption);
        if (parser.isSet(sizeOption)) {
            options.size = parseSize(parser.value(sizeOption));
            if (!options.size)
                return usageError(QStringLiteral("--size takes COLUMNSxROWS, each from 3 to 8 "
                                                 "(such as 5x5), not '%1'")
                                      .arg(parser.value(sizeOption)));
        }
        if (arguments.size() < 2 && !options.size)
            return usageError(QStringLiteral(
                "analyze needs a BOARD (or - to read it from standard input, or --size for an "
                "empty board)"));
        if (arguments.size() > 2)
            return usageError(
                QStringLiteral("analyze takes one BOARD; unexpected '%1'").arg(arguments.at(2)));
        if (arguments.size() == 2 && options.size)
            return usageError(QStringLiteral(
                "analyze takes a BOARD or --size, not both (the board's text gives its size)"));
        if (arguments.size() == 2)
            options.board = arguments.at(1).toStdString();
        bool ok = true;
        if (parser.isSet(kOption)) {
            options.k = parser.value(kOption).toInt(&ok);
            if (!ok || *options.k < ttt::Geometry::kMinK || *options.k > ttt::Geometry::kMaxSide)
                return usageError(QStringLiteral("--k takes a whole number from 3 to 8, not '%1'")
                                      .arg(parser.value(kOption)));
        }
        if (const std::optional<QString> problem
            = readSearchOptions(parser, timeLimitOption, hashOption, threadsOption, options))
            return usageError(*problem);
        return runAnalyze(options);
    }
    if (reviewing) {
        if (arguments.size() < 2)
            return usageError(QStringLiteral(
                "review needs a FILE with a game record (or - to read it from standard input)"));
        if (arguments.size() > 2)
            return usageError(
                QStringLiteral("review takes one FILE; unexpected '%1'").arg(arguments.at(2)));
        ReviewOptions options;
        options.file = arguments.at(1).toStdString();
        options.json = parser.isSet(jsonOption);
        if (const std::optional<QString> problem
            = readSearchOptions(parser, timeLimitOption, hashOption, threadsOption, options))
            return usageError(*problem);
        return runReview(options);
    }
    if (command == QLatin1String("stats")) {
        if (arguments.size() > 1)
            return usageError(
                QStringLiteral("stats takes no argument; unexpected '%1'").arg(arguments.at(1)));
        return runStats({ firstPlayer.value_or(ttt::Mark::X), parser.isSet(jsonOption) });
    }
    return usageError(
        QStringLiteral("unknown command '%1' (expected analyze, review or stats)").arg(command));
}
