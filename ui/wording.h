// The words the window uses for marks, cells, verdicts, legality problems and parse errors.
//
// Everything a person reads goes through tr() here, so a translation can replace it. The
// legality sentences say exactly what solverlib's checkLegality() says in English, but are built
// from translatable templates with the counts as arguments instead of passing the library's
// English text through.
#pragma once

#include "ttt/legality.h"
#include "ttt/solver.h"
#include "ttt/text.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

class PositionModel;

class Wording {
    Q_DECLARE_TR_FUNCTIONS(Wording)

public:
    // "x" or "o".
    static QString markName(ttt::Mark side);
    // "row 2, column 3" (1-based, as people count).
    static QString cellName(ttt::Cell cell);
    // "(2,3)": row and column, 1-based; the short form used in lines of moves.
    static QString cellCoordinates(ttt::Cell cell);
    // "1 ply", "3 plies".
    static QString plies(int count);
    // "1 mark", "2 marks".
    static QString marks(int count);

    // "x to move: x wins in 3 plies", "x to move: a tie with best play",
    // "x to move: o wins in 4 plies".
    static QString verdict(ttt::Mark toMove, ttt::Evaluation evaluation);
    // "x won", "o won", "a draw"; "both x and o have a line" for the board no game reaches;
    // "in progress" otherwise.
    static QString gameState(ttt::GameState state);
    // The one line the panel leads with: the verdict, how the game ended, or that the position
    // is not legal.
    static QString positionVerdict(const PositionModel& model);

    // A heatmap cell's label: "Win 3", "Tie", "Lose 4".
    static QString cellLabel(ttt::Evaluation evaluation);
    // What playing a cell leads to, for the status bar: "x on row 1, column 3: x wins in 1 ply".
    static QString moveOutcome(ttt::Mark mover, ttt::Cell cell, ttt::Evaluation evaluation);
    // A line of moves starting with `firstMover`: "x (1,3) → o (2,2) → x (3,1)".
    static QString moveLine(const std::vector<ttt::Cell>& cells, ttt::Mark firstMover);

    // "turn parity", "two winners", "winner moved last".
    static QString ruleTitle(ttt::LegalityRule rule);
    // The sentence for a broken rule of `board` (the same words as checkLegality()).
    static QString legalityProblem(
        ttt::LegalityRule rule, const ttt::Board& board, ttt::Mark firstPlayer);

    // "Line 2, column 3: expected a cell (x, o, ., - or _) in row 2, found 'q'". The detail after
    // the position comes from the parser.
    static QString parseError(const ttt::ParseError& error);
};
