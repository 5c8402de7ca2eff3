// How sharp the moves of the position shown are (SPEC "Proofs and explanations"): the only move
// that keeps the result, and for each move that ties, how many of the other side's replies
// lose (the traps it sets).
//
// The only move is read off the position's own analysis once every move is proven. A move's
// traps need the analysis of the position after it, every reply: on tic-tac-toe from the tables
// at once, elsewhere searched in the background after everything the window waits for (the
// position's own search first, so the heatmap never waits for these), only for the moves
// wanted: the one pointed at or explained, and every move while the board shows the figures as
// badges.
#pragma once

#include "ttt/board.h"
#include "ttt/review.h"

#include <QObject>

#include <optional>
#include <vector>

class AnalysisService;
class PositionModel;

class Sharpness : public QObject {
    Q_OBJECT

public:
    Sharpness(const PositionModel* model, AnalysisService* service, QObject* parent);

    // The move whose traps are wanted now (-1: none), and whether every move's are.
    void setWantedCell(int cell);
    void setEveryCellWanted(bool wanted);

    // Why no figure can be given for the position shown, if none can: its result is not proven
    // yet (the figures read the moves' results), line-score (scores, no result to keep), no move
    // to judge (a finished game, a position no game reaches), or training hides the answers.
    enum class Missing { Nothing, NotProven, LineScore, NoMoves, Training };
    Missing missing() const;

    // Whether `cell` is the one move that keeps the position's result.
    bool isOnlyMove(ttt::Cell cell) const;
    // The traps of a move that ties, once the position after it is proven; nothing otherwise.
    std::optional<ttt::Traps> traps(ttt::Cell cell) const;

    // Called by the model whenever the position or its analysis changes.
    void refresh();

signals:
    // More is known.
    void changed();

private:
    void askFor(ttt::Cell cell);

    const PositionModel* m_model;
    AnalysisService* m_service;
    int m_wantedCell = -1;
    bool m_everyCell = false;
    std::optional<ttt::Cell> m_onlyMove;
    std::vector<std::optional<ttt::Traps>> m_traps; // one per cell
};
