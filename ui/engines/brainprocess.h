// Another program's opinion: a Piskvork / Gomocup brain (Rapfi, Embryo, AlphaGomoku, our own
// pbrain-ttt) run as a separate process and asked for its move on a position.
//
// The manager's side of the protocol, as much as the window needs:
//
//   START 15 or RECTSTART 20,15 → OK      once per board size (a new size restarts the program)
//   INFO timeout_turn 3000 …              the time it has, the memory, the rule (no answer)
//   BOARD, x,y,1|2 …, DONE → x,y           the position, 1 the side to move's stones
//   ABOUT → name="…", version="…"          who it is (when it is added)
//   END                                    when it is no longer wanted
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
    bool isThinking() const { return m_state == State::Thinking; }
    // Ends the program (END, then a kill if it does not exit).
    void stop();

    // How long a brain may take to say OK to START (loading its weights) and to ABOUT, and how
    // much longer than its time it may take for a move before it is stopped.
    static constexpr int kStartMilliseconds = 15000;
    static constexpr int kGraceMilliseconds = 3000;

signals:
    void answered(const BrainOpinion& opinion);
    void described(const QString& name);
    // It was stopped; `why` says what happened ("… did not answer within 8 s").
    void failed(const QString& why);

private:
    enum class State { Off, Starting, Describing, Idle, Thinking };
    struct Question {
        ttt::Board board;
        ttt::Mark toMove;
        ttt::Rules rules;
        std::vector<ttt::Cell> order;
        int thinkMilliseconds;
    };

    void launch();
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
    bool m_dropAnswer = false; // the answer awaited is to a question replaced since
    BrainOpinion m_reading; // what its messages said so far
    QTimer m_deadline;
    qint64 m_sentAt = 0;
    QByteArray m_buffer;
};
