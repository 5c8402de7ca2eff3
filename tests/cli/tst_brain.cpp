// pbrain-ttt, the Piskvork brain: every command answered as the protocol says (through the
// Brain class, line by line), a scripted manager driving the program through its pipes, and a
// whole game of the program against itself in which every move is legal and comes in time.
#include "brain.h"

#include "ttt/game.h"
#include "ttt/legality.h"

#include "testmain.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QtTest>

#include <optional>

using ttt::brain::Brain;

namespace {

using Lines = std::vector<std::string>;

// The cell x,y of a 15×15 board as the library names it (rows counted from the bottom).
std::string nameOf(const std::string& coordinates, int size = 15)
{
    const auto comma = coordinates.find(',');
    const int x = std::stoi(coordinates.substr(0, comma));
    const int y = std::stoi(coordinates.substr(comma + 1));
    return ttt::cellName(ttt::Geometry(size, size, 5), y * size + x);
}

// A running pbrain-ttt and the manager's side of its pipes.
class BrainProcess {
public:
    BrainProcess()
    {
        m_process.setProgram(QStringLiteral(TTT_BRAIN_PATH));
        m_process.start();
        QVERIFY(m_process.waitForStarted(5000));
    }
    ~BrainProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    void send(const QByteArray& line) { m_process.write(line + "\r\n"); }

    // The next line the brain writes, or nothing after `milliseconds`.
    std::optional<QByteArray> answer(int milliseconds, qint64* tookMilliseconds = nullptr)
    {
        QElapsedTimer timer;
        timer.start();
        while (!m_process.canReadLine()) {
            const int left = milliseconds - int(timer.elapsed());
            if (left <= 0 || !m_process.waitForReadyRead(left))
                break;
        }
        if (tookMilliseconds)
            *tookMilliseconds = timer.elapsed();
        if (!m_process.canReadLine())
            return std::nullopt;
        return m_process.readLine().trimmed();
    }

    QProcess& process() { return m_process; }

private:
    QProcess m_process;
};

} // namespace

class TestBrain : public QObject {
    Q_OBJECT

private slots:
    void startAndSizes();
    void aboutAndUnknownCommands();
    void playsTheWinAndBlocksTheFour();
    void turnTakebackAndRestart();
    void badMovesAreErrors();
    void rulesItDoesNotPlayAreRefused();
    void renjuForbidsBlacksDoubleThree();
    void swap2();
    void timeIsShared();
    void aScriptedManager();
    void aWholeGameAgainstItself();
};

void TestBrain::startAndSizes()
{
    Brain brain;
    QCOMPARE(brain.handle("BEGIN"), Lines { "ERROR no board yet: START comes first" });
    QCOMPARE(brain.handle("START 15"), Lines { "OK" });
    QCOMPARE(brain.handle("start 20"), Lines { "OK" });
    QCOMPARE(brain.handle("RECTSTART 20,15"), Lines { "OK" });
    QCOMPARE(brain.handle("START 30"), Lines { "ERROR boards from 5x5 to 20x20 only, not 30x30" });
    QCOMPARE(brain.handle("START 4"), Lines { "ERROR boards from 5x5 to 20x20 only, not 4x4" });
    QCOMPARE(
        brain.handle("START"), Lines { "ERROR START needs the board's size, such as START 15" });
}

void TestBrain::aboutAndUnknownCommands()
{
    Brain brain;
    const Lines about = brain.handle("ABOUT");
    QCOMPARE(about.size(), std::size_t(1));
    QVERIFY(about.front().starts_with("name=\"pbrain-ttt\", version=\""));
    QCOMPARE(
        brain.handle("SUGGEST 1,1"), Lines { "UNKNOWN SUGGEST is not a command this brain knows" });
    QVERIFY(brain.handle("INFO timeout_turn 1000").empty());
    QVERIFY(brain.handle("INFO folder /tmp/somewhere").empty());
    QVERIFY(brain.handle("").empty());
    QVERIFY(!brain.ended());
    QVERIFY(brain.handle("END").empty());
    QVERIFY(brain.ended());
}

void TestBrain::playsTheWinAndBlocksTheFour()
{
    // Its own four on row 8 (5,7 .. 8,7) with both ends open: it completes five at once (no
    // search at all with timeout_turn 0: the static order tries the win first).
    Brain brain;
    brain.handle("INFO timeout_turn 0");
    brain.handle("START 15");
    for (const char* line :
        { "BOARD", "5,7,1", "0,0,2", "6,7,1", "0,2,2", "7,7,1", "0,4,2", "8,7,1", "0,6,2" })
        QVERIFY(brain.handle(line).empty());
    const Lines win = brain.handle("DONE");
    QVERIFY2(win == Lines { "4,7" } || win == Lines { "9,7" }, win.front().c_str());
    // The other side's four (closed at one end): the only block, given a moment's search.
    brain.handle("INFO timeout_turn 500");
    for (const char* line : { "BOARD", "4,7,1", "5,7,2", "6,7,2", "7,7,2", "8,7,2", "0,0,1" })
        QVERIFY(brain.handle(line).empty());
    QCOMPARE(brain.handle("DONE"), Lines { "9,7" });
}

void TestBrain::turnTakebackAndRestart()
{
    Brain brain;
    brain.handle("INFO timeout_turn 100");
    brain.handle("START 15");
    const Lines first = brain.handle("TURN 7,7");
    QCOMPARE(first.size(), std::size_t(1));
    QVERIFY(first.front() != "7,7");
    QCOMPARE(brain.handle("TAKEBACK " + first.front()), Lines { "OK" });
    QCOMPARE(brain.handle("TAKEBACK 7,7"), Lines { "OK" });
    QCOMPARE(brain.handle("TAKEBACK 7,7"), Lines { "ERROR TAKEBACK: no stone on 7,7" });
    // After RESTART the board is empty: BEGIN opens in the centre of the board.
    QCOMPARE(brain.handle("TURN 0,0").size(), std::size_t(1));
    QCOMPARE(brain.handle("RESTART"), Lines { "OK" });
    QCOMPARE(brain.handle("BEGIN"), Lines { "7,7" });
    // PLAY puts the brain's stone where the manager says.
    QCOMPARE(brain.handle("PLAY 3,3"), Lines { "3,3" });
    QCOMPARE(brain.handle("TURN 3,3"), Lines { "ERROR 3,3 is taken" });
}

void TestBrain::badMovesAreErrors()
{
    Brain brain;
    brain.handle("INFO timeout_turn 0");
    brain.handle("START 15");
    QCOMPARE(brain.handle("TURN 15,0"), Lines { "ERROR TURN needs x,y on the board, not '15,0'" });
    QCOMPARE(
        brain.handle("TURN seven"), Lines { "ERROR TURN needs x,y on the board, not 'seven'" });
    // A bad line inside BOARD is told at DONE, and nothing is played.
    brain.handle("BOARD");
    brain.handle("7,7,1");
    brain.handle("7,7,2");
    QCOMPARE(brain.handle("DONE"),
        Lines { "ERROR BOARD: 7,7,2 is off the board, taken or not a field 1, 2 or 3" });
    brain.handle("BOARD");
    brain.handle("7,7");
    QCOMPARE(brain.handle("DONE"), Lines { "ERROR expected x,y,field inside BOARD, found '7,7'" });
    // A game already won has no move.
    brain.handle("BOARD");
    for (const char* line :
        { "0,0,2", "1,0,2", "2,0,2", "3,0,2", "4,0,2", "0,5,1", "1,5,1", "2,5,1", "3,5,1" })
        brain.handle(line);
    QCOMPARE(brain.handle("DONE"), Lines { "ERROR the game is over: there is no move to make" });
}

void TestBrain::rulesItDoesNotPlayAreRefused()
{
    Brain brain;
    brain.handle("START 8");
    brain.handle("INFO rule 4");
    QCOMPARE(brain.handle("BEGIN"),
        Lines { "ERROR renju is five in a row on a board of at least 65 cells" });
    brain.handle("START 15");
    brain.handle("INFO rule 8");
    QCOMPARE(brain.handle("BEGIN"), Lines { "ERROR Caro rules are not supported" });
    // Exactly five: played (an overline would win nothing).
    brain.handle("INFO rule 1");
    brain.handle("INFO timeout_turn 0");
    QCOMPARE(brain.handle("BEGIN"), Lines { "7,7" });
}

void TestBrain::renjuForbidsBlacksDoubleThree()
{
    // The brain is black (as many stones each). Its two twos cross at h8 (7,7): there a double
    // three, a won fork in free-style and a forbidden move in renju.
    const auto answer = [](const char* rule) {
        Brain brain;
        brain.handle("START 15");
        brain.handle(rule);
        brain.handle("INFO timeout_turn 1000");
        brain.handle("BOARD");
        for (const char* line :
            { "5,7,1", "6,7,1", "7,5,1", "7,6,1", "0,0,2", "14,0,2", "0,14,2", "14,14,2" })
            brain.handle(line);
        return brain.handle("DONE");
    };
    QCOMPARE(answer("INFO rule 0"), Lines { "7,7" });
    const Lines renju = answer("INFO rule 4");
    QCOMPARE(renju.size(), std::size_t(1));
    QVERIFY2(renju.front() != "7,7", renju.front().c_str());
    QVERIFY(!renju.front().starts_with("ERROR"));
}

void TestBrain::swap2()
{
    // Case 1: the three first stones. Cases 2 and 3: the brain, white to move after three or
    // five stones, takes black (SWAP) only when white is proven lost, which no such opening is
    // here: it stays white and plays a move on an empty cell.
    Brain brain;
    brain.handle("INFO timeout_turn 300");
    brain.handle("START 15");
    brain.handle("SWAP2BOARD");
    QCOMPARE(brain.handle("DONE"), Lines { "7,7 8,7 9,9" });
    brain.handle("SWAP2BOARD");
    for (const char* line : { "6,7", "0,0", "7,7" })
        brain.handle(line);
    const Lines three = brain.handle("DONE");
    QCOMPARE(three.size(), std::size_t(1));
    QVERIFY(three.front() != "SWAP" && three.front() != "6,7" && three.front() != "0,0"
        && three.front() != "7,7");
    brain.handle("SWAP2BOARD");
    for (const char* line : { "5,7", "14,14", "6,7", "14,0", "7,7" })
        brain.handle(line);
    const Lines five = brain.handle("DONE");
    QCOMPARE(five.size(), std::size_t(1));
    // Black's open three: white must block one of its ends.
    QVERIFY2(five.front() == "4,7" || five.front() == "8,7" || five.front() == "3,7"
            || five.front() == "9,7",
        five.front().c_str());
    // The game goes on from the opening: the brain keeps its stones and the other side's, so a
    // TURN after it is answered on an empty cell.
    const Lines next = brain.handle("TURN 10,10");
    QCOMPARE(next.size(), std::size_t(1));
    for (const char* taken : { "5,7", "14,14", "6,7", "14,0", "7,7", "10,10" })
        QVERIFY(next.front() != taken && next.front() != five.front());
    brain.handle("SWAP2BOARD");
    brain.handle("1,1");
    QCOMPARE(brain.handle("DONE"), Lines { "ERROR SWAP2BOARD gives 0, 3 or 5 stones, not 1" });
    brain.handle("RECTSTART 20,3");
    brain.handle("SWAP2BOARD");
    QCOMPARE(brain.handle("DONE"), Lines { "ERROR the board is too small for a Swap2 opening" });
}

void TestBrain::timeIsShared()
{
    Brain brain;
    brain.handle("START 15");
    // Nothing said: five seconds a move, less the margin for answering.
    QCOMPARE(brain.moveBudgetMilliseconds(), 5000 * 85 / 100 - 120);
    brain.handle("INFO timeout_turn 1000");
    QCOMPARE(brain.moveBudgetMilliseconds(), 1000 * 85 / 100 - 120);
    // A match with 30 s left and 225 empty cells: 30000 / 56 a move at most (less than the turn).
    brain.handle("INFO time_left 30000");
    QCOMPARE(brain.moveBudgetMilliseconds(), (30000 / 56) * 85 / 100 - 120);
    brain.handle("INFO time_left 600000");
    QCOMPARE(brain.moveBudgetMilliseconds(), 1000 * 85 / 100 - 120);
    // As fast as possible: no search.
    brain.handle("INFO timeout_turn 0");
    QCOMPARE(brain.moveBudgetMilliseconds(), 0);
    // A match whose time is out.
    brain.handle("INFO timeout_turn 1000");
    brain.handle("INFO time_left -5");
    QCOMPARE(brain.moveBudgetMilliseconds(), 0);
}

void TestBrain::aScriptedManager()
{
    // The program through its pipes, as Piskvork drives it: CR LF line ends, INFO before the
    // first move, ABOUT, a move, a BOARD, END (the program ends at once, status 0).
    BrainProcess brain;
    brain.send("START 20");
    QCOMPARE(brain.answer(5000), std::optional<QByteArray>("OK"));
    brain.send("INFO timeout_turn 300");
    brain.send("INFO timeout_match 100000");
    brain.send("INFO max_memory 83886080");
    brain.send("INFO game_type 1");
    brain.send("INFO rule 0");
    brain.send("ABOUT");
    QVERIFY(brain.answer(5000).value_or("").startsWith("name=\"pbrain-ttt\""));
    brain.send("INFO time_left 100000");
    brain.send("BEGIN");
    QCOMPARE(brain.answer(5000), std::optional<QByteArray>("10,10"));
    brain.send("TURN 11,11");
    const std::optional<QByteArray> reply = brain.answer(5000);
    QVERIFY(reply && reply->contains(','));
    QVERIFY(*reply != "10,10" && *reply != "11,11");
    brain.send("BOARD");
    brain.send("10,10,2");
    brain.send("11,10,2");
    brain.send("12,10,2");
    brain.send("13,10,2");
    brain.send("9,10,1");
    brain.send("0,0,1");
    brain.send("1,0,1");
    brain.send("DONE");
    QCOMPARE(brain.answer(5000), std::optional<QByteArray>("14,10"));
    brain.send("END");
    QVERIFY(brain.process().waitForFinished(2000));
    QCOMPARE(brain.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(brain.process().exitCode(), 0);
}

void TestBrain::aWholeGameAgainstItself()
{
    // Two brains on 15×15, 300 ms a move, play until one makes five or 60 moves are made; every
    // move is legal, and comes long before a manager would give up on it (the turn's time and
    // a second of tolerance; generous, for a busy machine).
    constexpr int kTurn = 300;
    BrainProcess black;
    BrainProcess white;
    for (BrainProcess* brain : { &black, &white }) {
        brain->send("START 15");
        QCOMPARE(brain->answer(5000), std::optional<QByteArray>("OK"));
        brain->send("INFO timeout_turn " + QByteArray::number(kTurn));
    }
    ttt::Position empty;
    empty.board = ttt::Board(ttt::Geometry(15, 15, 5));
    ttt::Game game(empty);
    ttt::GamePath at;
    black.send("BEGIN");
    BrainProcess* mover = &black;
    BrainProcess* waiting = &white;
    qint64 slowest = 0;
    for (int ply = 0; ply < 60 && !game.isOverAt(at); ++ply) {
        qint64 took = 0;
        const std::optional<QByteArray> move = mover->answer(kTurn + 5000, &took);
        QVERIFY2(move, "no move in time");
        slowest = std::max(slowest, took);
        const std::optional<ttt::Cell> cell
            = ttt::cellFromName(game.start().board.geometry(), nameOf(move->toStdString()));
        QVERIFY2(cell && game.canPlay(at, *cell), move->constData());
        at = game.play(at, *cell);
        if (game.isOverAt(at))
            break;
        waiting->send("TURN " + *move);
        std::swap(mover, waiting);
    }
    // (Under the sanitizers every position costs ten times more, and so does stopping.)
    const int tolerance = ttt::test::kSanitized ? 3000 : 1000;
    QVERIFY2(slowest < kTurn + tolerance, qPrintable(QString::number(slowest)));
    qInfo("%d moves, slowest answer %lld ms, %s", int(at.size()), slowest,
        game.isOverAt(at) ? "ended with five" : "not over");
    for (BrainProcess* brain : { &black, &white }) {
        brain->send("END");
        QVERIFY(brain->process().waitForFinished(2000));
    }
}

TTT_TEST_MAIN(TestBrain)
#include "tst_brain.moc"
