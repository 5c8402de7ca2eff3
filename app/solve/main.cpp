// ttt-solve: the command-line solver. Parses the command line and hands over to commands.cpp.
#include "commands.h"
#include "io.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace {

using namespace ttt::cli;

constexpr const char* kDescription = R"(Solves tic-tac-toe positions with perfect play.

Commands:
  (none)          Batch judge input on standard input: the number of cases T,
                  then T boards of 3 rows (tokens separated by any white
                  space). Prints x, o or TIE per case: who wins with perfect
                  play. A bad or illegal case is reported on standard error
                  with its case number and line, and nothing is printed.
                  With --rules line-score each board is preceded by 1 (o to
                  move) or 0 (x to move), and the answer is the final score:
                  o lines minus x lines.
  analyze BOARD   One position: legality, verdict, best line and the result of
                  every empty cell. BOARD is a grid ("xoo\n.x.\n..x") or one
                  line ("xoo/.x./..x" or "xoo.x...x"); "-" reads it from
                  standard input.
  stats           Figures for the whole game: positions, games, outcomes.

Exit status: 0 success, 1 bad input, 2 bad usage.)";

int usageError(const QString& message)
{
    reportError(message.toStdString() + "\nTry 'ttt-solve --help' for more information.");
    return BadUsage;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ttt-solve"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromUtf8(kDescription));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption firstOption(QStringList { "first" },
        QStringLiteral("The side that moves first: x (default) or o."), QStringLiteral("x|o"),
        QStringLiteral("x"));
    const QCommandLineOption rulesOption(QStringList { "rules" },
        QStringLiteral("classic (default), misere (completing a line loses) or line-score (play "
                       "until the board is full; o lines minus x lines)."),
        QStringLiteral("rules"), QStringLiteral("classic"));
    const QCommandLineOption toMoveOption(QStringList { "to-move" },
        QStringLiteral(
            "analyze: what if this side is to move, whatever the mark counts say (x or o)."),
        QStringLiteral("x|o"));
    const QCommandLineOption keepGoingOption(QStringList { "keep-going" },
        QStringLiteral(
            "Batch: print ERROR for a bad case and go on (the exit status is still 1)."));
    const QCommandLineOption jsonOption(QStringList { "json" },
        QStringLiteral("analyze, stats: print one JSON object instead of text."));
    parser.addOptions({ firstOption, rulesOption, toMoveOption, keepGoingOption, jsonOption });
    parser.addPositionalArgument(QStringLiteral("command"),
        QStringLiteral("analyze or stats; none for batch input."), QStringLiteral("[command]"));
    parser.addPositionalArgument(QStringLiteral("BOARD"),
        QStringLiteral("analyze: the board, or - for standard input."), QStringLiteral("[BOARD]"));

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

    const QString first = parser.value(firstOption);
    if (first != QLatin1String("x") && first != QLatin1String("o"))
        return usageError(QStringLiteral("--first takes x or o, not '%1'").arg(first));
    const ttt::Mark firstPlayer = first == QLatin1String("x") ? ttt::Mark::X : ttt::Mark::O;
    const std::optional<ttt::Rules> rules
        = ttt::rulesFromName(parser.value(rulesOption).toStdString());
    if (!rules)
        return usageError(QStringLiteral("--rules takes classic, misere or line-score, not '%1'")
                              .arg(parser.value(rulesOption)));
    std::optional<ttt::Mark> toMove;
    if (parser.isSet(toMoveOption)) {
        const QString side = parser.value(toMoveOption);
        if (side != QLatin1String("x") && side != QLatin1String("o"))
            return usageError(QStringLiteral("--to-move takes x or o, not '%1'").arg(side));
        toMove = side == QLatin1String("x") ? ttt::Mark::X : ttt::Mark::O;
    }

    const QStringList arguments = parser.positionalArguments();
    const QString command = arguments.value(0);
    if (command.isEmpty()) {
        if (parser.isSet(jsonOption))
            return usageError(
                QStringLiteral("--json goes with analyze or stats, not with batch input"));
        if (toMove)
            return usageError(QStringLiteral(
                "--to-move goes with analyze; line-score batch input names the side in each case"));
        return runBatch({ firstPlayer, *rules, parser.isSet(keepGoingOption) });
    }
    if (parser.isSet(keepGoingOption))
        return usageError(QStringLiteral("--keep-going goes with batch input only"));
    if (command == QLatin1String("analyze")) {
        if (arguments.size() < 2)
            return usageError(
                QStringLiteral("analyze needs a BOARD (or - to read it from standard input)"));
        if (arguments.size() > 2)
            return usageError(
                QStringLiteral("analyze takes one BOARD; unexpected '%1'").arg(arguments.at(2)));
        return runAnalyze({ firstPlayer, *rules, toMove, parser.isSet(jsonOption),
            arguments.at(1).toStdString() });
    }
    if (command == QLatin1String("stats")) {
        if (arguments.size() > 1)
            return usageError(
                QStringLiteral("stats takes no argument; unexpected '%1'").arg(arguments.at(1)));
        return runStats({ firstPlayer, parser.isSet(jsonOption) });
    }
    return usageError(
        QStringLiteral("unknown command '%1' (expected analyze or stats)").arg(command));
}
