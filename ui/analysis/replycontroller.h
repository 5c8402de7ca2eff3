// Playing against perfect play, and training: the two things the window does with the analysis
// beyond showing it.
//
// The perfect reply: a person plays a move and the other side answers with its best move, as one
// undo step. On a board answered from the tables the reply is there at once. On a searched board
// it waits for the proof of the position after the move, or until the reply time limit runs out
// (then the engine's best estimate is played, ttt::estimatedBestMove: what is proven first, then
// the engine's own move order); the move's step takes the reply into itself when it comes. Any
// other change of the position drops a reply still waiting.
//
// Training: the answers of a position (heatmap, verdict, grades) stay hidden until a move has
// been played from it.
//
// The controller reads the position and its analysis as the widgets do (PositionModel) and edits
// the document.
#pragma once

#include "ttt/board.h"
#include "ttt/game.h"

#include <QObject>
#include <QTimer>

#include <optional>

class PositionDocument;
class PositionModel;

class ReplyController : public QObject {
    Q_OBJECT

public:
    ReplyController(const PositionModel* model, PositionDocument* document, QObject* parent);

    // Plays the side to move's mark on `cell`, and if asked and the game goes on, the other
    // side's best move after it. False when `cell` cannot be played now.
    bool playMove(ttt::Cell cell, bool withPerfectReply);
    // Plays the first move of the best line; false while the best move is not proven.
    bool playBestMove();
    bool isReplyPending() const { return m_pendingReply; }
    // How long a perfect reply waits for the proof; 0 waits as long as the proof takes.
    void setReplyTimeLimit(int seconds);
    int replyTimeLimit() const { return m_replyTimeLimit; }

    // The document's game or place changed: a reply still waiting is no longer wanted, unless
    // the change is the reply itself.
    void positionEdited();
    // The search of the position shown has finished or stopped: a reply waiting for it is
    // played now.
    void analysisSettled();

    void setTraining(bool on);
    bool isTraining() const { return m_training; }
    // Whether the answers of the position at `path` in the game are hidden now (training, no
    // move played from it yet); answersHidden() for the place shown.
    bool answersHiddenAt(const ttt::GamePath& path) const;
    bool answersHidden() const;

signals:
    // The reply was played on `cell`: proven best (on a board of more than 64 cells, a proven
    // forced win), or (proven false) the best estimate when the time limit ran out, the search
    // was stopped, or a big board's threats proved no win.
    void replyPlayed(ttt::Cell cell, bool proven);
    // A move was played and its reply waits for the search (the status says so now).
    void replyAwaited();
    void trainingChanged();

private:
    void playPendingReply();
    std::optional<ttt::Cell> bestMoveSoFar() const;

    const PositionModel* m_model;
    PositionDocument* m_document;
    bool m_pendingReply = false;
    bool m_playingReply = false; // the reply's own edit is being pushed
    int m_replyTimeLimit = 10;
    QTimer m_replyTimer;
    bool m_training = false;
};
