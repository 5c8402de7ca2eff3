// Another program's opinion: a Piskvork / Gomocup brain (Rapfi, Embryo, AlphaGomoku, our own
// pbrain-ttt) run as a separate process and asked for its move on a position.
//
// The manager's side of the protocol, as much as the window needs:
//
//   START 15 or RECTSTART 20,15 → OK      once per board size (a new size runs it anew)
//   RESTART → OK                           before each position after the first (a brain keeps
//                                          its stones and its own moves until then); a brain
//                                          that does not know it is run anew instead
//   INFO timeout_turn 3000 …              the time it has, the memory, the rule (no answer)
//   BOARD, x,y,1|2 …, DONE → x,y           the position, 1 the side to move's stones
//   SUGGEST x,y → PLAY x,y → x,y           a move it proposes, confirmed (the echo is not an
//                                          answer)
//   ABOUT → name="…", version="…"          who it is (when it is added; an old brain's free
//                                          text leaves it its file's name)
//   END                                    when it is no longer wanted
//
// The protocol has no way to interrupt a brain that thinks: a question replaced while more than
// half a second of the old one's time is left runs the program anew (its START again), so that
// stepping through a game with a long think time does not wait for every position passed; a
// question replaced near its end waits for the answer, which is dropped.
//
// Lines the brain sends while it thinks, "MESSAGE …", say what it found; the depth, evaluation
// and line are read from them where a brain writes them the way Rapfi and Yixin do ("depth
// 12-20 ev 35 … pv h8 i9", "Depth 12-20 | Eval 35 | …", "Bestline h8 i9"). Anything else it
// says is kept as its last message, shown as it is.
//
// A brain that does not start, does not answer within its time and a grace, exits, or answers
// something that is not a move on an empty cell of the board is stopped (killed), and failed()
// says what happened in a sentence; the position and the window are untouched, and the next
// ask() starts the program again.
#pragma once

#include "ttt/board.h"
#include "ttt/game.h"
#include "ttt/rules.h"

#include <QObject>
#include <QProcess>
#include <QString>
#include <QTimer>

#include <optional>
#include <vector>

// What a brain answered for one position: its move and what it said on the way.
struct BrainOpinion {
    ttt::Cell move = 0;
    QString depth; // as it wrote it ("12-20"), or empty
    QString evaluation; // on its own scale, as it wrote it ("35", "-120"), or empty
    QString line; // its best line as it wrote it ("h8 i9 j10"), or empty
    QString message; // its last MESSAGE line, whole
    int milliseconds = 0; // from the position sent to the move
};

class BrainProcess : public QObject {
    Q_OBJECT

public:
    explicit BrainProcess(QString program, QObject* parent = nullptr);
    ~BrainProcess() override;

    QString program() const { return m_program; }
    // The name it gave in ABOUT, else its file's name, or the one given.
    QString name() const { return m_name; }
    void setName(const QString& name) { m_name = name; }

    // Brains play five in a row, free-style or exactly five, on boards from 5×5 to 20×20: why
    // `geometry` and `rules` are none of those, in a sentence, or nothing.
    static std::optional<QString> unplayable(const ttt::Geometry& geometry, ttt::Rules rules);

    // Asks for the move of `toMove` on `board` (whose stones came in `order`, the game's moves,
    // where it has them; other stones are sent after them). An ask while it thinks replaces
    // the question: the answer to the old one is dropped when it comes, and the new one sent.
    void ask(const ttt::Board& board, ttt::Mark toMove, ttt::Rules rules,
        const std::vector<ttt::Cell>& order, int thinkMilliseconds);
    // Asks for its name (ABOUT): described() or failed().
    void describe();
    // Drops the question asked, if any: no answer comes for it.
    void cancel();
    // The board sizes it refused at START (it is not asked about them again until forget()),
    // with what it said.
    std::optional<QString> refusal(const ttt::Geometry& geometry) const;
    void forgetRefusals() { m_refusals.clear(); }
    bool isThinking() const { return m_state == State::Thinking; }
    // Ends the program (END, then a kill if it does not exit).
    void stop();

    // How long a brain may take to say OK to START (loading its weights) and to ABOUT, and how
    // much longer than its time it may take for a move before it is stopped.
    static constexpr int kStartMilliseconds = 15000;
    static constexpr int kGraceMilliseconds = 3000;
    // Less than this left of a replaced question's time: its answer is waited for, not cut.
    static constexpr int kRelaunchMilliseconds = 500;

signals:
    void answered(const BrainOpinion& opinion);
    void described(const QString& name);
    // It was stopped; `why` says what happened ("… did not answer within 8 s").
    void failed(const QString& why);

private:
    enum class State { Off, Starting, Restarting, Describing, Idle, Thinking };
    struct Question {
        ttt::Board board;
        ttt::Mark toMove;
        ttt::Rules rules;
        std::vector<ttt::Cell> order;
        int thinkMilliseconds;
    };

    void launch();
    // Ends the program and runs it anew, keeping the question asked and whether its name is.
    void relaunch();
    // What comes after an answer: its name if asked for, else the question waiting.
    void proceed();
    void send(const QString& line);
    void readLines();
    void handleLine(const QString& line);
    void sendQuestion();
    void startBoard(const ttt::Geometry& geometry);
    void readMessage(const QString& text);
    void fail(const QString& why);
    void timedOut();
    void processFinished(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    QString seconds(int milliseconds) const;

    QString m_program;
    QString m_name;
    QProcess* m_process = nullptr;
    State m_state = State::Off;
    std::optional<ttt::Geometry> m_started; // the board size it said OK to
    ttt::Geometry m_startedGeometry; // the size of the START sent
    std::optional<Question> m_pending; // asked, not yet sent
    std::optional<Question> m_sent; // sent, its answer awaited
    bool m_wantsName = false;
    bool m_boardSent = false; // a position was sent since START or RESTART said OK
    bool m_knowsRestart = true; // it has not answered RESTART with UNKNOWN or ERROR
    int m_echoes = 0; // PLAY confirmations still to come, each an "x,y" that answers nothing
    bool m_dropAnswer = false; // the answer awaited is to a question replaced since
    BrainOpinion m_reading; // what its messages said so far
    QTimer m_deadline;
    qint64 m_sentAt = 0;
    QByteArray m_buffer;
    std::vector<std::pair<ttt::Geometry, QString>> m_refusals;
};
