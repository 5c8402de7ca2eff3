// ttt-solve: the command-line solver. Parses the command line and hands over to commands.cpp.
#include "commands.h"
#include "io.h"
#include "window/language.h"

#include "ttt/facts.h"
#include "ttt/processor.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <utility>

#include <unistd.h>

namespace {

using namespace ttt::cli;

// The description --help shows: what the program does, its commands with what each does beside
// it, and its exit status. The commands' names (and BOARD, FILE) are the same in every
// language; the texts beside them are wrapped to about 62 columns by their translations.
QString description()
{
    struct Command {
        QString name;
        QString text;
    };
    const Command commands[] = {
        { QCoreApplication::translate("ttt-solve", "(none)",
              "help: in the list of commands, what stands for no command at all (batch input)"),
            QCoreApplication::translate("ttt-solve",
                R"(Batch judge input on standard input: the number of cases T,
then T 3x3 boards of 3 rows (tokens separated by any white
space). Prints x, o or TIE per case: who wins with perfect
play. A bad or illegal case is reported on standard error
with its case number and line, and nothing is printed.
With --rules line-score each board is preceded by 1 (o to
move) or 0 (x to move), and the answer is the final score:
%1.)",
                "help: what ttt-solve does without a command, beside the command list's first "
                "column; lines of at most 62 columns (a Korean or Chinese character takes two); "
                "x, o, TIE, --rules and line-score are not translated; %1 is what the score "
                "counts (o lines minus x lines)")
                .arg(QString::fromStdString(ttt::lineScoreMeaning())) },
        { QStringLiteral("analyze BOARD"),
            QCoreApplication::translate("ttt-solve",
                R"(One position: legality, verdict, best line and the result of
every empty cell. BOARD is a grid ("xoo\n.x.\n..x") or one
line ("xoo/.x./..x", or "xoo.x...x" for a square board) of 3
to 20 rows of 3 to 20 cells, optionally after "# k=4 ..."
header lines; "-" reads it from standard input. With
--size and no BOARD, the empty board of that size.
Boards bigger than 3x3 are searched: to the end up to 64
cells, for forced wins and losses beyond (15x15, 20x20);
--time-limit reports what is proven by then.)",
                "help: what the command analyze does, beside 'analyze BOARD' in the command list; "
                "lines of at most 62 columns (a Korean or Chinese character takes two); BOARD, "
                "the options and the quoted examples are not translated") },
        { QStringLiteral("explain BOARD"),
            QCoreApplication::translate("ttt-solve",
                R"(Why the position's result holds, read off its proof: the
forcing line and the double threat that ends it, the pairs
that hold a tie, the answers to each reply; drawn on the
board; and how sharp it is (only moves, traps). With a CELL
after BOARD (such as c4), the same for that move. BOARD as
for analyze; with --size and no BOARD, the one argument is
the CELL.)",
                "help: what the command explain does, beside 'explain BOARD' in the command list; "
                "lines of at most 62 columns (a Korean or Chinese character takes two); BOARD, "
                "CELL and the options are not translated") },
        { QStringLiteral("review FILE"),
            QCoreApplication::translate("ttt-solve",
                R"(A game record ("-": standard input): a # header, an
optional start board, then the moves ("1. b2 a1 2. c3
(2. a3 c1) c1": a1 is column a, row 1, the bottom left;
a variation in parentheses replaces the move before it).
Grades every move against the best its side had: best,
inaccuracy, mistake or blunder (line-score: points lost).)",
                "help: what the command review does, beside 'review FILE' in the command list; "
                "lines of at most 62 columns (a Korean or Chinese character takes two); the "
                "quoted examples and line-score are not translated; best, inaccuracy, mistake "
                "and blunder as translated for review's grades") },
        { QStringLiteral("stats"),
            QCoreApplication::translate("ttt-solve",
                "Figures for the whole 3x3 game: positions, games, outcomes.",
                "help: what the command stats does, beside 'stats' in the command list; at most "
                "62 columns (a Korean or Chinese character takes two)") },
    };
    int nameWidth = 16;
    for (const Command& command : commands)
        nameWidth = std::max(nameWidth, displayWidth(command.name.toStdString()) + 2);

    QString text = QCoreApplication::translate("ttt-solve",
        "Solves k-in-a-row positions with perfect play on boards from\n"
        "3x3 to 20x20: to the end up to 64 cells (8x8, 16x4, 10x6),\n"
        "forced wins and losses beyond (gomoku's 15x15).",
        "help: the first paragraph, what ttt-solve is; k is the number of marks in a row that "
        "wins");
    text += QStringLiteral("\n\n");
    text += QCoreApplication::translate(
        "ttt-solve", "Commands:", "help: the heading of the list of commands");
    text += QLatin1Char('\n');
    for (const Command& command : commands) {
        const QStringList lines = command.text.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (!lines[i].isEmpty()) {
                text += QStringLiteral("  ")
                    + QString::fromStdString(
                        padded(i == 0 ? command.name.toStdString() : std::string(), nameWidth))
                    + lines[i];
            }
            text += QLatin1Char('\n');
        }
    }
    text += QLatin1Char('\n');
    text += QCoreApplication::translate("ttt-solve",
        "Exit status: 0 success, 1 bad input, 2 bad usage. A time limit that ends the\n"
        "search is a success.",
        "help: the last paragraph of the description; lines of at most 78 columns (a Korean or "
        "Chinese character takes two)");
    return text;
}

// "5x5" → (5, 5); nothing unless both sides are from 3 to 20.
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

int usageError(const QString& message)
{
    reportError(message.toStdString() + '\n' + tryHelpText());
    return BadUsage;
}

// ttt-solve's options, in the order --help lists them.
struct Options {
    QCommandLineOption first;
    QCommandLineOption rules;
    QCommandLineOption toMove;
    QCommandLineOption keepGoing;
    QCommandLineOption json;
    QCommandLineOption size;
    QCommandLineOption k;
    QCommandLineOption timeLimit;
    QCommandLineOption hash;
    QCommandLineOption threads;
    QCommandLineOption threatPositions;
    QCommandLineOption valueOnly;
    QCommandLineOption certificate;
};

Options makeOptions()
{
    return Options {
        QCommandLineOption(QStringList { "first" },
            QCoreApplication::translate("ttt-solve", "The side that moves first: x (default) or o.",
                "help: the option --first; x and o are the sides, not translated"),
            QStringLiteral("x|o")),
        QCommandLineOption(QStringList { "rules" },
            QCoreApplication::translate("ttt-solve",
                "classic (default, also freestyle: k or more in a row wins), exact (only exactly k "
                "in a row wins), misere (completing a line loses) or line-score (play until the "
                "board is full; %1).",
                "help: the option --rules; classic, freestyle, exact, misere and line-score are "
                "the rules' names, not translated; %1 is what line-score's score counts (o lines "
                "minus x lines)")
                .arg(QString::fromStdString(ttt::lineScoreMeaning())),
            QStringLiteral("rules")),
        QCommandLineOption(QStringList { "to-move" },
            QCoreApplication::translate("ttt-solve",
                "analyze, explain: what if this side is to move, whatever the mark counts say (x "
                "or o).",
                "help: the option --to-move; analyze and explain are commands, x and o the sides, "
                "not translated"),
            QStringLiteral("x|o")),
        QCommandLineOption(QStringList { "keep-going" },
            QCoreApplication::translate("ttt-solve",
                "Batch: print ERROR for a bad case and go on (the exit status is still 1).",
                "help: the option --keep-going; ERROR is what it prints, not translated")),
        QCommandLineOption(QStringList { "json" },
            QCoreApplication::translate("ttt-solve",
                "analyze, explain, review, stats: print one JSON object instead of text.",
                "help: the option --json; analyze, explain, review and stats are commands, not "
                "translated")),
        QCommandLineOption(QStringList { "size" },
            QCoreApplication::translate("ttt-solve",
                "analyze, explain: the empty board of this size (columns x rows, each 3 to 20), "
                "instead of BOARD.",
                "help: the option --size; analyze and explain are commands and BOARD their "
                "argument, not translated"),
            QStringLiteral("CxR")),
        QCommandLineOption(QStringList { "k" },
            QCoreApplication::translate("ttt-solve",
                "analyze, explain: how many in a row win (3 to the longer side; default: the "
                "board's header, else min(columns, rows, 4)).",
                "help: the option --k; analyze and explain are commands, not translated"),
            QStringLiteral("N")),
        QCommandLineOption(QStringList { "time-limit" },
            QCoreApplication::translate("ttt-solve",
                "analyze, explain, review (for each position): stop after this many seconds and "
                "report what is proven by then (exit status 0).",
                "help: the option --time-limit; analyze, explain and review are commands, not "
                "translated"),
            QStringLiteral("SECONDS")),
        QCommandLineOption(QStringList { "hash" },
            QCoreApplication::translate("ttt-solve",
                "analyze, explain, review: memory for the search's transposition table, in "
                "megabytes (default 256).",
                "help: the option --hash; analyze, explain and review are commands, not "
                "translated"),
            QStringLiteral("MB"), QStringLiteral("256")),
        QCommandLineOption(QStringList { "threads" },
            QCoreApplication::translate("ttt-solve",
                "analyze, explain, review: search threads (default: one per core).",
                "help: the option --threads; analyze, explain and review are commands, not "
                "translated"),
            QStringLiteral("N"), QStringLiteral("0")),
        QCommandLineOption(QStringList { "threat-positions" },
            QCoreApplication::translate("ttt-solve",
                "analyze, explain, review (for each position), on boards of more than 64 cells: "
                "about how many positions the search for forced wins by threats may spend "
                "(default 4194304); fewer ends sooner, more proves more of the wins that take "
                "longer to find.",
                "help: the option --threat-positions; analyze, explain and review are commands, "
                "not translated"),
            QStringLiteral("N")),
        QCommandLineOption(QStringList { "value-only" },
            QCoreApplication::translate("ttt-solve",
                "analyze: only the position's value and best line, not every move (faster).",
                "help: the option --value-only; analyze is a command, not translated")),
        QCommandLineOption(QStringList { "certificate" },
            QCoreApplication::translate("ttt-solve",
                "analyze: write a certificate of every result proven to FILE, for ttt-check to "
                "verify (classic, exact and misere rules; beyond 64 cells, the forced wins and "
                "losses).",
                "help: the option --certificate; analyze is a command, ttt-check a program, "
                "classic, exact and misere the rules' names, not translated"),
            QStringLiteral("FILE")),
    };
}

// The most positions --threat-positions takes: a million million, days of search.
constexpr qulonglong kMostThreatPositions = 1'000'000'000'000;

// --time-limit, --hash, --threads and --threat-positions into `limits` (analyze's, explain's or
// review's); the problem with them, if any.
std::optional<QString> readSearchLimits(
    const QCommandLineParser& parser, const Options& options, SearchLimits& limits)
{
    bool ok = true;
    if (parser.isSet(options.timeLimit)) {
        const double seconds = parser.value(options.timeLimit).toDouble(&ok);
        if (!ok || !(seconds > 0) || seconds > 1e7)
            return QCoreApplication::translate("ttt-solve",
                "--time-limit takes a number of seconds above 0, not '%1'",
                "a usage error; %1 is what was given; --time-limit is an option, not translated")
                .arg(parser.value(options.timeLimit));
        limits.timeLimit = seconds;
    }
    const qulonglong hash = parser.value(options.hash).toULongLong(&ok);
    const qulonglong memory = physicalMegabytes();
    if (!ok || hash < 1 || hash > memory)
        return QCoreApplication::translate("ttt-solve",
            "--hash takes a number of megabytes from 1 to %1 (this machine's memory), not '%2'",
            "a usage error; %1 is a number of megabytes, %2 what was given; --hash is an option, "
            "not translated")
            .arg(QString::number(memory), parser.value(options.hash));
    limits.hashMegabytes = hash;
    limits.threads = parser.value(options.threads).toInt(&ok);
    if (!ok || limits.threads < 0 || limits.threads > 256)
        return QCoreApplication::translate("ttt-solve",
            "--threads takes a number from 1 to 256 (or 0 for one per core), not '%1'",
            "a usage error; %1 is what was given; --threads is an option, not translated")
            .arg(parser.value(options.threads));
    if (parser.isSet(options.threatPositions)) {
        // ASCII digits only: toULongLong() would take " 7" and "+7" as well.
        const QString text = parser.value(options.threatPositions);
        const bool digits = !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) {
            return c >= QLatin1Char('0') && c <= QLatin1Char('9');
        });
        const qulonglong positions = digits ? text.toULongLong(&ok) : 0;
        if (!digits || !ok || positions < 1 || positions > kMostThreatPositions)
            return QCoreApplication::translate("ttt-solve",
                "--threat-positions takes a number of positions from 1 to %1, not '%2'",
                "a usage error; %1 is the largest number allowed, %2 what was given; "
                "--threat-positions is an option, not translated")
                .arg(QString::number(kMostThreatPositions), text);
        limits.threatPositions = positions;
    }
    return std::nullopt;
}

// What --first, --rules and --to-move say, where given.
struct Settings {
    std::optional<ttt::Mark> firstPlayer;
    std::optional<ttt::Rules> rules;
    std::optional<ttt::Mark> toMove;
};

// --first, --rules and --to-move into `settings`; the problem with them, if any.
std::optional<QString> readSettings(
    const QCommandLineParser& parser, const Options& options, Settings& settings)
{
    if (parser.isSet(options.first)) {
        const QString first = parser.value(options.first);
        if (first != QLatin1String("x") && first != QLatin1String("o"))
            return QCoreApplication::translate("ttt-solve", "--first takes x or o, not '%1'",
                "a usage error; %1 is what was given; --first is an option, x and o the sides, "
                "not translated")
                .arg(first);
        settings.firstPlayer = first == QLatin1String("x") ? ttt::Mark::X : ttt::Mark::O;
    }
    if (parser.isSet(options.rules)) {
        settings.rules = ttt::rulesFromName(parser.value(options.rules).toStdString());
        if (!settings.rules)
            return QCoreApplication::translate("ttt-solve",
                "--rules takes classic (or freestyle), exact, renju, omok, misere or line-score, "
                "not '%1'",
                "a usage error; %1 is what was given; --rules is an option and classic, "
                "freestyle, exact, renju, omok, misere and line-score the rules' names, not "
                "translated")
                .arg(parser.value(options.rules));
    }
    if (parser.isSet(options.toMove)) {
        const QString side = parser.value(options.toMove);
        if (side != QLatin1String("x") && side != QLatin1String("o"))
            return QCoreApplication::translate("ttt-solve", "--to-move takes x or o, not '%1'",
                "a usage error; %1 is what was given; --to-move is an option, x and o the sides, "
                "not translated")
                .arg(side);
        settings.toMove = side == QLatin1String("x") ? ttt::Mark::X : ttt::Mark::O;
    }
    return std::nullopt;
}

// An option given with a command it does not go with (no command: batch input); the problem,
// if any.
std::optional<QString> misplacedOption(
    const QCommandLineParser& parser, const Options& options, const QString& command)
{
    const bool analyzing = command == QLatin1String("analyze");
    const bool explaining = command == QLatin1String("explain");
    const bool reviewing = command == QLatin1String("review");
    for (const QCommandLineOption* option : { &options.valueOnly, &options.certificate }) {
        if (parser.isSet(*option) && !analyzing)
            return QCoreApplication::translate("ttt-solve", "--%1 goes with analyze",
                "a usage error; --%1 is an option (--size, --k, --value-only, --certificate) and "
                "analyze a command, not translated")
                .arg(option->names().front());
    }
    // Both read one position the same way.
    for (const QCommandLineOption* option : { &options.size, &options.k }) {
        if (parser.isSet(*option) && !analyzing && !explaining)
            return QCoreApplication::translate("ttt-solve", "--%1 goes with analyze or explain",
                "a usage error; --%1 is an option (--size, --k), analyze and explain are "
                "commands, not translated")
                .arg(option->names().front());
    }
    for (const QCommandLineOption* option :
        { &options.timeLimit, &options.hash, &options.threads, &options.threatPositions }) {
        if (parser.isSet(*option) && !analyzing && !explaining && !reviewing)
            return QCoreApplication::translate("ttt-solve",
                "--%1 goes with analyze, explain or review",
                "a usage error; --%1 is an option (--time-limit, --hash, --threads, "
                "--threat-positions), analyze, explain and review are commands, not translated")
                .arg(option->names().front());
    }
    if (reviewing) {
        for (const QCommandLineOption* option :
            { &options.first, &options.rules, &options.toMove }) {
            if (parser.isSet(*option))
                return QCoreApplication::translate("ttt-solve",
                    "--%1 does not go with review: a game record sets it in its # header",
                    "a usage error; --%1 is an option (--first, --rules, --to-move) and review a "
                    "command, not translated")
                    .arg(option->names().front());
        }
    }
    if (command.isEmpty()) {
        if (parser.isSet(options.json))
            return QCoreApplication::translate("ttt-solve",
                "--json goes with analyze, explain, review or stats, not with batch input",
                "a usage error; --json is an option, analyze, explain, review and stats are "
                "commands, not translated");
        if (parser.isSet(options.toMove))
            return QCoreApplication::translate("ttt-solve",
                "--to-move goes with analyze or explain; line-score batch input names the side "
                "in each case",
                "a usage error; --to-move is an option, analyze and explain are commands and "
                "line-score the rules' name, not translated");
    } else if (parser.isSet(options.keepGoing)) {
        return QCoreApplication::translate("ttt-solve", "--keep-going goes with batch input only",
            "a usage error; --keep-going is an option, not translated");
    }
    return std::nullopt;
}

// --first, --rules and --to-move (read into `settings`), --size and --k into `position`, as
// analyze and explain read them; the problem with them, if any.
std::optional<QString> readPositionOptions(const QCommandLineParser& parser, const Options& options,
    const Settings& settings, PositionOptions& position)
{
    position.firstPlayer = settings.firstPlayer;
    position.rules = settings.rules;
    position.toMove = settings.toMove;
    if (parser.isSet(options.size)) {
        position.size = parseSize(parser.value(options.size));
        if (!position.size)
            return QCoreApplication::translate("ttt-solve",
                "--size takes COLUMNSxROWS, each from 3 to 20 (such as 5x5), not '%1'",
                "a usage error; %1 is what was given; --size is an option, not translated")
                .arg(parser.value(options.size));
    }
    if (parser.isSet(options.k)) {
        bool ok = true;
        position.k = parser.value(options.k).toInt(&ok);
        if (!ok || *position.k < ttt::Geometry::kMinK || *position.k > ttt::Geometry::kMaxSide)
            return QCoreApplication::translate("ttt-solve",
                "--k takes a whole number from 3 to 20, not '%1'",
                "a usage error; %1 is what was given; --k is an option, not translated")
                .arg(parser.value(options.k));
    }
    return std::nullopt;
}

// ttt-solve analyze BOARD: the arguments and options read, then the analysis.
int analyze(const QCommandLineParser& parser, const Options& options, const Settings& settings,
    const QStringList& arguments)
{
    AnalyzeOptions analyzeOptions;
    if (const std::optional<QString> problem
        = readPositionOptions(parser, options, settings, analyzeOptions))
        return usageError(*problem);
    analyzeOptions.json = parser.isSet(options.json);
    analyzeOptions.valueOnly = parser.isSet(options.valueOnly);
    if (parser.isSet(options.certificate)) {
        analyzeOptions.certificate = parser.value(options.certificate).toStdString();
        if (analyzeOptions.certificate->empty())
            return usageError(QCoreApplication::translate("ttt-solve",
                "--certificate needs the name of the FILE to write",
                "a usage error; --certificate is an option and FILE its argument, not "
                "translated"));
    }
    if (arguments.size() < 2 && !analyzeOptions.size)
        return usageError(QCoreApplication::translate("ttt-solve",
            "analyze needs a BOARD (or - to read it from standard input, or --size for an "
            "empty board)",
            "a usage error; analyze is a command, BOARD its argument and --size an option, "
            "not translated"));
    if (arguments.size() > 2)
        return usageError(
            QCoreApplication::translate("ttt-solve", "analyze takes one BOARD; unexpected '%1'",
                "a usage error; %1 is the argument too many; analyze is a command and BOARD its "
                "argument, not translated")
                .arg(arguments.at(2)));
    if (arguments.size() == 2 && analyzeOptions.size)
        return usageError(QCoreApplication::translate("ttt-solve",
            "analyze takes a BOARD or --size, not both (the board's text gives its size)",
            "a usage error; analyze is a command, BOARD its argument and --size an option, "
            "not translated"));
    if (arguments.size() == 2)
        analyzeOptions.board = arguments.at(1).toStdString();
    if (const std::optional<QString> problem = readSearchLimits(parser, options, analyzeOptions))
        return usageError(*problem);
    return runAnalyze(analyzeOptions);
}

// ttt-solve explain BOARD [CELL], or explain --size CxR [CELL]: the empty board of that size.
int explain(const QCommandLineParser& parser, const Options& options, const Settings& settings,
    const QStringList& arguments)
{
    ExplainOptions explainOptions;
    if (const std::optional<QString> problem
        = readPositionOptions(parser, options, settings, explainOptions))
        return usageError(*problem);
    QStringList rest = arguments.mid(1);
    if (!explainOptions.size) {
        if (rest.isEmpty())
            return usageError(QCoreApplication::translate("ttt-solve",
                "explain needs a BOARD (or - to read it from standard input, or --size for an "
                "empty board), and may take a CELL after it",
                "a usage error; explain is a command, BOARD and CELL its arguments and --size an "
                "option, not translated"));
        explainOptions.board = rest.takeFirst().toStdString();
    }
    if (rest.size() > 1)
        return usageError(explainOptions.size
                ? QCoreApplication::translate("ttt-solve",
                    "explain takes a BOARD or --size, not both (with --size, its one argument "
                    "is a CELL); unexpected '%1'",
                    "a usage error; %1 is the argument too many; explain is a command, BOARD "
                    "and CELL its arguments and --size an option, not translated")
                      .arg(rest.at(1))
                : QCoreApplication::translate("ttt-solve",
                    "explain takes a BOARD and a CELL; unexpected '%1'",
                    "a usage error; %1 is the argument too many; explain is a command, BOARD and "
                    "CELL its arguments, not translated")
                      .arg(rest.at(1)));
    if (!rest.isEmpty())
        explainOptions.cell = rest.front().toStdString();
    explainOptions.json = parser.isSet(options.json);
    if (const std::optional<QString> problem = readSearchLimits(parser, options, explainOptions))
        return usageError(*problem);
    return runExplain(explainOptions);
}

// ttt-solve review FILE.
int review(const QCommandLineParser& parser, const Options& options, const QStringList& arguments)
{
    if (arguments.size() < 2)
        return usageError(QCoreApplication::translate("ttt-solve",
            "review needs a FILE with a game record (or - to read it from standard input)",
            "a usage error; review is a command and FILE its argument, not translated"));
    if (arguments.size() > 2)
        return usageError(
            QCoreApplication::translate("ttt-solve", "review takes one FILE; unexpected '%1'",
                "a usage error; %1 is the argument too many; review is a command and FILE its "
                "argument, not translated")
                .arg(arguments.at(2)));
    ReviewOptions reviewOptions;
    reviewOptions.file = arguments.at(1).toStdString();
    reviewOptions.json = parser.isSet(options.json);
    if (const std::optional<QString> problem = readSearchLimits(parser, options, reviewOptions))
        return usageError(*problem);
    return runReview(reviewOptions);
}

// The arguments --help lists after the options: the command, BOARD or FILE, and CELL.
void addPositionalArguments(QCommandLineParser& parser)
{
    parser.addPositionalArgument(QStringLiteral("command"),
        QCoreApplication::translate("ttt-solve",
            "analyze, explain, review or stats; none for batch input.",
            "help: the argument command; analyze, explain, review and stats are commands, not "
            "translated"),
        QStringLiteral("[command]"));
    parser.addPositionalArgument(QStringLiteral("BOARD"),
        QCoreApplication::translate("ttt-solve",
            "analyze, explain: the board, or - for standard input; review: the game record's "
            "file, or -.",
            "help: the argument BOARD or FILE; analyze, explain and review are commands, not "
            "translated"),
        QStringLiteral("[BOARD|FILE]"));
    parser.addPositionalArgument(QStringLiteral("CELL"),
        QCoreApplication::translate("ttt-solve",
            "explain: the move to explain (such as c4), instead of the position.",
            "help: the argument CELL; explain is a command, not translated"),
        QStringLiteral("[CELL]"));
}

// Hands the command line over to the command it names (none: batch input).
int runCommand(const QCommandLineParser& parser, const Options& options, const Settings& settings,
    const QStringList& arguments)
{
    const QString command = arguments.value(0);
    if (command.isEmpty())
        return runBatch({ settings.firstPlayer.value_or(ttt::Mark::X),
            settings.rules.value_or(ttt::Rules::Classic), parser.isSet(options.keepGoing) });
    if (command == QLatin1String("analyze"))
        return analyze(parser, options, settings, arguments);
    if (command == QLatin1String("explain"))
        return explain(parser, options, settings, arguments);
    if (command == QLatin1String("review"))
        return review(parser, options, arguments);
    if (command == QLatin1String("stats")) {
        if (arguments.size() > 1)
            return usageError(QCoreApplication::translate("ttt-solve",
                "stats takes no argument; unexpected '%1'",
                "a usage error; %1 is the argument too many; stats is a command, not translated")
                                  .arg(arguments.at(1)));
        return runStats(
            { settings.firstPlayer.value_or(ttt::Mark::X), parser.isSet(options.json) });
    }
    return usageError(QCoreApplication::translate("ttt-solve",
        "unknown command '%1' (expected analyze, explain, review or stats)",
        "a usage error; %1 is what was given; analyze, explain, review and stats are commands, "
        "not translated")
                          .arg(command));
}

} // namespace

int main(int argc, char* argv[])
{
    if (ttt::reportMissingProcessorFeature("ttt-solve"))
        return 1;
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ttt-solve"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    // Messages and help in the system's language (LANG, LC_ALL, LANGUAGE); English without a
    // translation for it.
    Language::install(QString());

    QCommandLineParser parser;
    parser.setApplicationDescription(description());
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const Options options = makeOptions();
    parser.addOptions({ options.first, options.rules, options.toMove, options.keepGoing,
        options.json, options.size, options.k, options.timeLimit, options.hash, options.threads,
        options.threatPositions, options.valueOnly, options.certificate });
    addPositionalArguments(parser);

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    // --help-all, which Qt's help lists, shows the same help: ttt-solve has no Qt options.
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        writeAll(stdout, parser.helpText().toStdString());
        return Success;
    }
    if (parser.isSet(versionOption)) {
        writeAll(stdout, "ttt-solve " PROJECT_VERSION "\n");
        return Success;
    }

    Settings settings;
    if (const std::optional<QString> problem = readSettings(parser, options, settings))
        return usageError(*problem);
    const QStringList arguments = parser.positionalArguments();
    const QString command = arguments.value(0);
    if (const std::optional<QString> problem = misplacedOption(parser, options, command))
        return usageError(*problem);
    return runCommand(parser, options, settings, arguments);
}
