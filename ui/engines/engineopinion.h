// The engine consulted: another program's opinion of the position shown, beside the proofs.
//
// When an engine is chosen (Engine menu), every position the window shows is sent to it
// (BrainProcess) a moment after it settles, and its answer is kept for that position: its move,
// marked on the board, and its evaluation, depth and line, written in the analysis panel as its
// opinion, never as a result. With "Engine Plays the Other Side" on, in Play mode, the engine's
// move after each of the person's moves is played for the other side.
//
// A brain that fails (does not start, hangs, crashes, answers nonsense) is stopped; the panel
// and the status bar say why, and nothing else changes. The next position starts it again.
#pragma once

#include "engines/brainprocess.h"

#include "ttt/board.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>

class PositionModel;

class EngineOpinion : public QObject {
    Q_OBJECT

public:
    explicit EngineOpinion(PositionModel* model, QObject* parent = nullptr);
    ~EngineOpinion() override;

    // The program to consult (a Piskvork brain's executable) and the name to call it, or none.
    void setEngine(const QString& program, const QString& name);
    void clearEngine();
    bool hasEngine() const { return bool(m_brain); }
    QString engineName() const { return m_name; }

    // How long the engine thinks about each position, in milliseconds.
    void setThinkMilliseconds(int milliseconds);
    int thinkMilliseconds() const { return m_thinkMilliseconds; }

    // In Play mode, the engine answers the person's moves (playedByPerson()).
    void setPlaysOtherSide(bool on);
    bool playsOtherSide() const { return m_playsOtherSide; }
    // The person played a move: with playsOtherSide(), the engine's answer to the position it
    // leaves is played when it comes (unless the position changes before).
    void playedByPerson();
    bool isMoveAwaited() const { return m_awaitedPosition.has_value(); }
    // Play mode was left: the answer awaited is not played.
    void cancelAwaitedMove();

    // What the engine says of the position shown, for the board and the panel.
    enum class Status { None, Unplayable, Thinking, Answered, Failed };
    Status status() const { return m_status; }
    // Its move on the position shown, once it has answered.
    std::optional<ttt::Cell> move() const;
    const BrainOpinion& opinion() const { return m_opinion; }
    // One sentence for the panel: its move and evaluation "(Rapfi's opinion, not a proof)",
    // that it thinks, why it cannot play this board, or why it was stopped.
    QString text() const;

signals:
    // The status or the opinion changed (repaint the mark, rewrite the panel).
    void changed();
    // The engine was stopped: `why` in a sentence, for the status bar.
    void failed(const QString& why);
    // The engine's move was played for the other side (Play mode).
    void movePlayed(ttt::Cell cell);

private:
    void positionChanged();
    void askNow();
    void brainAnswered(const BrainOpinion& opinion);
    void brainFailed(const QString& why);
    // The position shown as the engine is asked about it (board and side to move).
    struct Asked {
        ttt::Board board;
        ttt::Mark toMove;
        ttt::Rules rules;
        bool operator==(const Asked&) const = default;
    };
    std::optional<Asked> shown() const;

    PositionModel* m_model;
    std::unique_ptr<BrainProcess> m_brain;
    QString m_name;
    int m_thinkMilliseconds = 3000;
    bool m_playsOtherSide = false;
    QTimer m_settle; // a moment for the position to settle before it is sent
    Status m_status = Status::None;
    std::optional<Asked> m_asked; // the position the last question was about
    BrainOpinion m_opinion;
    QString m_why; // of Unplayable and Failed
    std::optional<Asked> m_awaitedPosition; // the engine's move is to be played here
};
