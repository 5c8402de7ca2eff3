// Reading the position a command asks about.
#include "reading.h"

#include "io.h"

#include "ttt/gamefiles.h"
#include "ttt/solver.h"
#include "ttt/text.h"

#include <QCoreApplication>

namespace ttt::cli {
namespace {

// BOARD is the argument's name in the help, the same in every language.
std::optional<std::string> boardArgument(const PositionOptions& options)
{
    return *options.board == "-" ? std::nullopt : std::optional<std::string>("BOARD");
}

} // namespace

std::optional<Position> readPosition(const PositionOptions& options)
{
    if (!options.board) {
        const auto [columns, rows] = *options.size;
        Position position;
        position.board = Board(Geometry(columns, rows, Geometry::defaultK(columns, rows)));
        return position;
    }
    std::string text = *options.board;
    const bool fromInput = text == "-";
    if (fromInput) {
        const StandardInput input;
        if (!input.ok()) {
            reportError(QCoreApplication::translate("ttt-solve", "cannot read standard input")
                            .toStdString());
            return std::nullopt;
        }
        text = input.text();
    }
    // A game record in any form players have: the position at the end of its line.
    const GameForm form = recogniseGameForm(text);
    if (form != GameForm::Text || looksLikeGame(text)) {
        const Parsed<Game> game = parseGameIn(text, form);
        if (!game) {
            reportInputProblem(boardArgument(options), game.error());
            return std::nullopt;
        }
        const GamePath end = game->lineThrough({});
        Position position = game->start();
        position.board = game->boardAt(end);
        if (position.toMove)
            position.toMove = game->sideToMoveAt(end);
        return position;
    }
    const Parsed<Position> parsed = parsePosition(text);
    if (!parsed) {
        reportInputProblem(boardArgument(options), parsed.error());
        return std::nullopt;
    }
    return *parsed;
}

std::optional<std::string> positionSource(const PositionOptions& options)
{
    if (!options.board)
        return std::nullopt;
    return inputName(boardArgument(options));
}

bool applyCommandLine(const PositionOptions& options, Position& position)
{
    const Geometry& geometry = position.board.geometry();
    if (options.k) {
        if (!Geometry::isValid(geometry.columns(), geometry.rows(), *options.k)) {
            reportError(
                QCoreApplication::translate("ttt-solve",
                    "--k %1 does not fit a %2 board: k runs from %3 to %4 there",
                    "a usage error: %1 is the number given with the option --k (how many in a row "
                    "win), %2 the board's size (5x5), %3 and %4 the least and the most that fit it")
                    .arg(QString::number(*options.k), QString::fromStdString(geometry.sizeName()),
                        QString::number(Geometry::kMinK),
                        QString::number(Geometry::maxK(geometry.columns(), geometry.rows())))
                    .toStdString()
                + '\n' + tryHelpText());
            return false;
        }
        const Board old = position.board;
        position.board = Board(Geometry(geometry.columns(), geometry.rows(), *options.k));
        for (Cell cell = 0; cell < old.cellCount(); ++cell)
            position.board.set(cell, old.at(cell));
    }
    if (options.rules)
        position.rules = *options.rules;
    const Geometry& now = position.board.geometry();
    if (!rulesFit(position.rules, now.columns(), now.rows(), now.k())) {
        reportError(QCoreApplication::translate("ttt-solve",
                        "%4 is five in a row on a board of at least %1 cells (such as 15x15), "
                        "not k=%2 on %3",
                        "a usage error: %4 is the rules' name (renju or omok), not translated; "
                        "%3 is the board's size (5x5)")
                        .arg(QString::number(kRenjuMinCells), QString::number(now.k()),
                            QString::fromStdString(now.sizeName()),
                            QString::fromLatin1(rulesName(position.rules)))
                        .toStdString()
            + '\n' + tryHelpText());
        return false;
    }
    if (options.firstPlayer)
        position.firstPlayer = *options.firstPlayer;
    if (options.toMove)
        position.toMove = options.toMove;
    return true;
}

} // namespace ttt::cli
