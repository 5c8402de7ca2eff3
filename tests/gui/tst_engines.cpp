// Other engines in the window (Engine menu): a Piskvork brain added, consulted on the position
// shown (its move marked, its words in the panel as its opinion), playing the other side in
// Play mode; and brains that hang, crash, answer nonsense or refuse the board, each stopped with
// a message and nothing else lost. The brain is the tests' own (fakebrain.cpp), whose behaviour
// the environment variable FAKE_BRAIN chooses and which logs what it reads.
#include "board/boardview.h"
#include "document/positionmodel.h"
#include "engines/engineopinion.h"
#include "guitestsupport.h"
#include "panels/analysispanel.h"
#include "panels/messagebar.h"
#include "window/mainwindow.h"
#include "window/preferences.h"

#include "ttt/game.h"

#include "testmain.h"
#include <QAction>
#include <QImage>
#include <QMenu>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using ttt::Mark;

namespace {

const QString kFakeBrain = QStringLiteral(TTT_FAKE_BRAIN);
const QString kFakeName = QStringLiteral("Fake Brain 1.0");

// A 15×15 board with five in a row, x on h8 and o on i9: x to move, the centre taken.
ttt::Board gomokuBoard(ttt::Geometry geometry = ttt::Geometry(15, 15, 5))
{
    ttt::Board board(geometry);
    board.set(*ttt::cellFromName(geometry, "h8"), Mark::X);
    board.set(*ttt::cellFromName(geometry, "i9"), Mark::O);
    return board;
}

} // namespace

class TestEngines : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void addingAnEngineAsksItsName();
    void itsMoveIsShownAsItsOpinion();
    void theRulesAndTheSizeGoWithThePosition();
    void boardsItCannotPlayAreNotSent();
    void aMisbehavingBrainIsStoppedAndNothingIsLost_data();
    void aMisbehavingBrainIsStoppedAndNothingIsLost();
    void aProgramThatIsNoBrainIsNotAdded();
    void aNewPositionReplacesTheQuestion();
    void aLongThinkIsCutShort();
    void theWaysOfOlderBrains();
    void theEngineIsTheOpponentInPlayMode();
    void removingTheEngineTakesItsMarkAway();

private:
    QAction* action(const QString& name) const { return m_window->findChild<QAction*>(name); }
    // Adds the fake brain through Engine › Add Engine…, and waits until it is consulted.
    void addFakeBrain();
    // What the brain read, line by line, since the last call.
    QStringList brainRead();
    // Whether it has read `line` since brainRead() was last called (reads nothing away: QTRY
    // evaluates its condition once more at the end).
    bool brainHasRead(const QString& line) const;
    QString opinion() const { return m_window->analysisPanel()->engineOpinion(); }

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QTemporaryDir> m_folder;
    QString m_log;
    qsizetype m_logRead = 0;
};

void TestEngines::initTestCase()
{
    useTestSettings(QStringLiteral("tst_engines"));
}

void TestEngines::init()
{
    qunsetenv("FAKE_BRAIN");
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
    m_log = m_folder->filePath(QStringLiteral("brain.log"));
    m_logRead = 0;
    qputenv("FAKE_BRAIN_LOG", m_log.toLocal8Bit());
    m_window = windowOnClearedSettings();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->model()->setBoard(gomokuBoard());
}

void TestEngines::cleanup()
{
    m_window.reset();
    m_folder.reset();
    qunsetenv("FAKE_BRAIN");
    qunsetenv("FAKE_BRAIN_LOG");
}

void TestEngines::addFakeBrain()
{
    m_window->setFileDialogs(answeringDialogs(kFakeBrain, {}));
    action(QStringLiteral("actionAddEngine"))->trigger();
    QTRY_VERIFY(m_window->engineOpinion()->hasEngine());
    QCOMPARE(m_window->engineOpinion()->engineName(), kFakeName);
}

QStringList TestEngines::brainRead()
{
    const QByteArray all = readAll(m_log);
    const QString fresh = QString::fromUtf8(all.mid(m_logRead));
    m_logRead = all.size();
    return fresh.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

bool TestEngines::brainHasRead(const QString& line) const
{
    return QString::fromUtf8(readAll(m_log).mid(m_logRead))
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
        .contains(line);
}

void TestEngines::addingAnEngineAsksItsName()
{
    addFakeBrain();
    // Its name is what it said to ABOUT; it is kept with its path, and consulted at once.
    QVERIFY(brainRead().contains(QStringLiteral("ABOUT")));
    const std::vector<Preferences::EngineEntry> engines = Preferences::engines();
    QCOMPARE(int(engines.size()), 1);
    QCOMPARE(engines.front().name, kFakeName);
    QCOMPARE(engines.front().program, QFileInfo(kFakeBrain).absoluteFilePath());
    QCOMPARE(Preferences::consultedEngine(), engines.front().program);
    QAction* consult = action(QStringLiteral("actionConsultEngine0"));
    QVERIFY(consult);
    QCOMPARE(consult->text(), kFakeName);
    QVERIFY(consult->isChecked());
    QVERIFY(!action(QStringLiteral("actionNoEngine"))->isChecked());

    // A second window (the next start) consults it again.
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    m_window->setFileDialogs(answeringDialogs({}, {}));
    QVERIFY(m_window->engineOpinion()->hasEngine());
    QCOMPARE(m_window->engineOpinion()->engineName(), kFakeName);
}

void TestEngines::itsMoveIsShownAsItsOpinion()
{
    addFakeBrain();
    // x to move; the brain plays the empty cell nearest the centre, the first in reading order:
    // h9, above h8.
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    const ttt::Geometry& geometry = m_window->model()->board().geometry();
    const ttt::Cell h9 = *ttt::cellFromName(geometry, "h9");
    QCOMPARE(m_window->engineOpinion()->move(), std::optional(h9));
    QCOMPARE(m_window->boardView()->engineMove(), int(h9));
    QCOMPARE(opinion(),
        QStringLiteral("h9 · evaluation 42 · depth 3-5 · line 7,6 (Fake Brain 1.0's opinion, "
                       "not a proof)"));

    // It was sent the position: the side to move's stones as 1, the other's as 2.
    // Run anew: a second START (waiting for the old answer would have needed none).
    const QStringList read = brainRead();
    QVERIFY2(read.contains(QStringLiteral("START 15")), qPrintable(read.join(u'|')));
    QVERIFY(read.contains(QStringLiteral("INFO rule 0")));
    QVERIFY(read.contains(QStringLiteral("INFO timeout_turn 3000")));
    const qsizetype board = read.lastIndexOf(QStringLiteral("BOARD"));
    QVERIFY(board >= 0);
    QCOMPARE(read.mid(board + 1, 3),
        (QStringList { QStringLiteral("7,7,1"), QStringLiteral("8,6,2"), QStringLiteral("DONE") }));

    // The diamond is painted on its move: the board's pixels there differ with and without it.
    BoardView* view = m_window->boardView();
    const QRectF tile = view->cellRect(h9);
    const QPoint top = (tile.center() + QPointF(0, -tile.height() * 0.42)).toPoint();
    const QImage with = view->grab().toImage();
    view->setEngineMove(-1);
    const QImage without = view->grab().toImage();
    const qreal ratio = with.devicePixelRatio();
    QVERIFY(with.pixelColor(top * ratio) != without.pixelColor(top * ratio));
    QCOMPARE(with.pixelColor(top * ratio), view->palette().color(QPalette::Highlight));

    // The next position: RESTART first (the brain still holds the last one and its own move;
    // sent again on its stones, it would answer ERROR), then the board.
    ttt::Board next = gomokuBoard();
    next.set(h9, Mark::X);
    next.set(*ttt::cellFromName(geometry, "a1"), Mark::O);
    m_window->model()->setBoard(next);
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    const QStringList again = brainRead();
    QVERIFY2(again.indexOf(QStringLiteral("RESTART")) >= 0
            && again.indexOf(QStringLiteral("RESTART")) < again.indexOf(QStringLiteral("BOARD")),
        qPrintable(again.join(u'|')));
    QCOMPARE(next.at(*m_window->engineOpinion()->move()), Mark::Empty);
}

void TestEngines::theRulesAndTheSizeGoWithThePosition()
{
    addFakeBrain();
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    brainRead();
    // Exactly five: INFO rule 1.
    m_window->model()->setRules(ttt::Rules::Exact);
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    const QStringList exact = brainRead();
    QVERIFY2(exact.contains(QStringLiteral("INFO rule 1")), qPrintable(exact.join(u'|')));
    // A rectangular board: the program is run again for it, with RECTSTART.
    m_window->model()->setBoard(gomokuBoard(ttt::Geometry(20, 15, 5)));
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    const QStringList read = brainRead();
    QVERIFY2(read.contains(QStringLiteral("END")), qPrintable(read.join(u'|')));
    QVERIFY(read.contains(QStringLiteral("RECTSTART 20,15")));
    // The game's moves go in their order, the side to move's as 1.
    ttt::Board empty(ttt::Geometry(15, 15, 5));
    m_window->model()->setRules(ttt::Rules::Classic);
    m_window->model()->setBoard(empty);
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    for (const char* name : { "a1", "o15", "b2" })
        QVERIFY(m_window->model()->playMove(*ttt::cellFromName(empty.geometry(), name), false));
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    const QStringList game = brainRead();
    const qsizetype board = game.lastIndexOf(QStringLiteral("BOARD"));
    QVERIFY(board >= 0);
    QCOMPARE(game.mid(board + 1, 4),
        (QStringList { QStringLiteral("0,14,2"), QStringLiteral("14,0,1"), QStringLiteral("1,13,2"),
            QStringLiteral("DONE") }));
}

void TestEngines::boardsItCannotPlayAreNotSent()
{
    addFakeBrain();
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    brainRead();
    m_window->model()->setBoard(ttt::Board(ttt::Geometry(3, 3, 3)));
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Unplayable);
    QCOMPARE(opinion(), QStringLiteral("Engines play five in a row; this board is 3 in a row."));
    QCOMPARE(m_window->boardView()->engineMove(), -1);
    m_window->model()->setBoard(gomokuBoard());
    m_window->model()->setRules(ttt::Rules::Misere);
    QTRY_COMPARE(opinion(),
        QStringLiteral("Engines play free-style, exactly five or renju, not these rules."));
    QTest::qWait(400);
    QVERIFY(!brainRead().contains(QStringLiteral("BOARD")));
}

void TestEngines::aMisbehavingBrainIsStoppedAndNothingIsLost_data()
{
    QTest::addColumn<QByteArray>("behaviour");
    QTest::addColumn<QString>("said");
    QTest::newRow("it hangs") << QByteArray("hang")
                              << QStringLiteral("Fake Brain 1.0 did not answer within 4 s (it was "
                                                "given 1 s); it was stopped.");
    QTest::newRow("it crashes") << QByteArray("crash")
                                << QStringLiteral("Fake Brain 1.0 crashed; it was stopped.");
    QTest::newRow("it answers nonsense")
        << QByteArray("nonsense")
        << QStringLiteral("Fake Brain 1.0 answered “banana”, which is not a move; it was stopped.");
    QTest::newRow("it plays on a stone") << QByteArray(
        "taken") << QStringLiteral("Fake Brain 1.0 answered h8, which is taken; it was stopped.");
    QTest::newRow("it refuses the board")
        << QByteArray("refuse")
        << QStringLiteral("Fake Brain 1.0 refused a board of 15×15: “ERROR this brain plays on "
                          "no board”.");
}

void TestEngines::aMisbehavingBrainIsStoppedAndNothingIsLost()
{
    QFETCH(QByteArray, behaviour);
    QFETCH(QString, said);
    addFakeBrain();
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    action(QStringLiteral("actionEngineThinks1"))->trigger();
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);

    // Misbehaving from its next start: consulted anew, it is run again.
    qputenv("FAKE_BRAIN", behaviour);
    action(QStringLiteral("actionNoEngine"))->trigger();
    action(QStringLiteral("actionConsultEngine0"))->trigger();
    const ttt::Board before = m_window->model()->board();
    const int steps = m_window->model()->undoStack()->count();
    QTRY_COMPARE_WITH_TIMEOUT(
        m_window->engineOpinion()->status(), EngineOpinion::Status::Failed, 15000);
    QCOMPARE(opinion(), said);
    QCOMPARE(m_window->messageBar()->headline(), QStringLiteral("Fake Brain 1.0 was stopped"));
    QCOMPARE(m_window->boardView()->engineMove(), -1);
    // Nothing else changed, and the window goes on.
    QCOMPARE(m_window->model()->board(), before);
    QCOMPARE(m_window->model()->undoStack()->count(), steps);
    QVERIFY(m_window->model()->playMove(*ttt::cellFromName(before.geometry(), "a1"), false));
    // Well again, it is run anew for the next position; a size it refused is not offered
    // again (a process started for each position, each a warning) until it is chosen again.
    qunsetenv("FAKE_BRAIN");
    brainRead();
    QVERIFY(m_window->model()->playMove(*ttt::cellFromName(before.geometry(), "b1"), false));
    if (behaviour == "refuse") {
        QTest::qWait(600);
        QCOMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Failed);
        QCOMPARE(opinion(), said);
        QVERIFY(!brainHasRead(QStringLiteral("START 15")));
        action(QStringLiteral("actionConsultEngine0"))->trigger();
    }
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
}

void TestEngines::aProgramThatIsNoBrainIsNotAdded()
{
    // A file that is no program, and a program that is no brain (it quits at once).
    const QString text = m_folder->filePath(QStringLiteral("notes.txt"));
    QVERIFY(writeAll(text, "not a program\n"));
    m_window->setFileDialogs(answeringDialogs(text, {}));
    action(QStringLiteral("actionAddEngine"))->trigger();
    QCOMPARE(m_window->messageBar()->headline(), QStringLiteral("notes.txt was not added"));
    QVERIFY(Preferences::engines().empty());

    m_window->setFileDialogs(answeringDialogs(QStringLiteral("/bin/true"), {}));
    action(QStringLiteral("actionAddEngine"))->trigger();
    QTRY_COMPARE(m_window->messageBar()->headline(), QStringLiteral("true was not added"));
    QVERIFY(Preferences::engines().empty());
    QVERIFY(!m_window->engineOpinion()->hasEngine());
    QVERIFY(action(QStringLiteral("actionNoEngine"))->isChecked());
    QCOMPARE(opinion(), QString());
}

void TestEngines::aNewPositionReplacesTheQuestion()
{
    addFakeBrain();
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    // A slow brain is asked about a position and, while it thinks, the position changes: the
    // old answer is dropped and the one shown is the new position's.
    qputenv("FAKE_BRAIN", "slow");
    action(QStringLiteral("actionEngineThinks1"))->trigger(); // its answer waited for, not cut
    brainRead();
    m_window->model()->setBoard(gomokuBoard(ttt::Geometry(16, 16, 5)));
    QTRY_VERIFY(brainHasRead(QStringLiteral("DONE"))); // sent: it thinks now
    // Asked about the 16×16 board, it would play h9, the first empty cell of the four in the
    // middle; h9 is taken in the next position.
    ttt::Board next = gomokuBoard(ttt::Geometry(16, 16, 5));
    const ttt::Cell centre = *ttt::cellFromName(next.geometry(), "h9");
    next.set(centre, Mark::X);
    next.set(*ttt::cellFromName(next.geometry(), "a1"), Mark::O);
    m_window->model()->setBoard(next);
    QTRY_COMPARE_WITH_TIMEOUT(
        m_window->engineOpinion()->status(), EngineOpinion::Status::Answered, 5000);
    const std::optional<ttt::Cell> move = m_window->engineOpinion()->move();
    QVERIFY(move);
    QCOMPARE(next.at(*move), Mark::Empty);
    QVERIFY(*move != centre);
}

void TestEngines::aLongThinkIsCutShort()
{
    // A brain that thinks for all of its 3 s: a position replaced a moment after it was sent is
    // not waited for; the program is run anew for the next.
    qputenv("FAKE_BRAIN", "ponder");
    addFakeBrain();
    QTRY_VERIFY(brainHasRead(QStringLiteral("DONE")));
    brainRead();
    ttt::Board next = gomokuBoard();
    next.set(*ttt::cellFromName(next.geometry(), "h9"), Mark::X);
    next.set(*ttt::cellFromName(next.geometry(), "a1"), Mark::O);
    m_window->model()->setBoard(next);
    QTRY_COMPARE_WITH_TIMEOUT(
        m_window->engineOpinion()->status(), EngineOpinion::Status::Answered, 15000);
    QCOMPARE(next.at(*m_window->engineOpinion()->move()), Mark::Empty);
    // Run anew: a second START (waiting for the old answer would have needed none).
    const QStringList read = brainRead();
    QVERIFY2(read.contains(QStringLiteral("START 15")), qPrintable(read.join(u'|')));
}

void TestEngines::theWaysOfOlderBrains()
{
    // Free text for ABOUT: it keeps its file's name.
    qputenv("FAKE_BRAIN", "oldabout");
    m_window->setFileDialogs(answeringDialogs(kFakeBrain, {}));
    action(QStringLiteral("actionAddEngine"))->trigger();
    QTRY_VERIFY(m_window->engineOpinion()->hasEngine());
    QCOMPARE(m_window->engineOpinion()->engineName(), QFileInfo(kFakeBrain).fileName());
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);

    // Lines that end in a lone CR; UNKNOWN to RESTART (run anew for each position); a move
    // proposed with SUGGEST and confirmed with PLAY, whose echo answers nothing.
    for (const char* way : { "cr", "norestart", "suggest" }) {
        qputenv("FAKE_BRAIN", way);
        action(QStringLiteral("actionNoEngine"))->trigger();
        action(QStringLiteral("actionConsultEngine0"))->trigger();
        brainRead();
        ttt::Board board = gomokuBoard();
        for (const char* name : { "h9", "g8" }) {
            board.set(*ttt::cellFromName(board.geometry(), name), Mark::X);
            board.set(*ttt::cellFromName(board.geometry(), name[0] == 'h' ? "a1" : "a2"), Mark::O);
            m_window->model()->setBoard(board);
            QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
            QVERIFY2(board.at(*m_window->engineOpinion()->move()) == Mark::Empty, way);
        }
        const QStringList read = brainRead();
        if (QByteArray(way) == "norestart")
            QVERIFY2(read.count(QStringLiteral("START 15")) >= 2, qPrintable(read.join(u'|')));
        if (QByteArray(way) == "suggest")
            QVERIFY2(!read.filter(QRegularExpression(QStringLiteral("^PLAY \\d+,\\d+$"))).isEmpty(),
                qPrintable(read.join(u'|')));
    }
}

void TestEngines::theEngineIsTheOpponentInPlayMode()
{
    addFakeBrain();
    action(QStringLiteral("actionPerfectReply"))->setChecked(true);
    action(QStringLiteral("actionPlayMode"))->setChecked(true);
    action(QStringLiteral("actionEnginePlays"))->setChecked(true);
    // One opponent at a time.
    QVERIFY(!action(QStringLiteral("actionPerfectReply"))->isChecked());
    m_window->model()->setBoard(ttt::Board(ttt::Geometry(15, 15, 5)));
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    // A click on a1 plays x there; the engine answers for o with its move (the centre).
    BoardView* view = m_window->boardView();
    const ttt::Geometry geometry = m_window->model()->board().geometry();
    const ttt::Cell a1 = *ttt::cellFromName(geometry, "a1");
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(a1).center().toPoint());
    QCOMPARE(m_window->model()->board().at(a1), Mark::X);
    const ttt::Cell h8 = *ttt::cellFromName(geometry, "h8");
    QTRY_COMPARE(m_window->model()->board().at(h8), Mark::O);
    QCOMPARE(
        m_window->model()->board().count(Mark::X) + m_window->model()->board().count(Mark::O), 2);
    // Stepping back before it answers drops the answer: nothing is played on an old position.
    qputenv("FAKE_BRAIN", "slow");
    const ttt::Geometry big(16, 16, 5);
    const ttt::Cell b1 = *ttt::cellFromName(big, "b1");
    m_window->model()->setBoard(ttt::Board(big));
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(b1).center().toPoint());
    QVERIFY(m_window->engineOpinion()->isMoveAwaited());
    // A click meanwhile plays nothing: the other side is the engine's.
    const ttt::Cell c1 = *ttt::cellFromName(big, "c1");
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(c1).center().toPoint());
    QCOMPARE(m_window->model()->board().at(c1), Mark::Empty);
    // Back and forth to the same position before it answers: the answer is not played.
    m_window->model()->stepBack();
    QVERIFY(!m_window->engineOpinion()->isMoveAwaited());
    m_window->model()->stepForward();
    QCOMPARE(m_window->model()->board().at(b1), Mark::X);
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    QCOMPARE(m_window->model()->board().count(Mark::O), 0);
}

void TestEngines::removingTheEngineTakesItsMarkAway()
{
    addFakeBrain();
    QTRY_COMPARE(m_window->engineOpinion()->status(), EngineOpinion::Status::Answered);
    QVERIFY(m_window->boardView()->engineMove() >= 0);
    QVERIFY(!opinion().isEmpty());
    action(QStringLiteral("actionRemoveEngine0"))->trigger();
    QVERIFY(Preferences::engines().empty());
    QVERIFY(!m_window->engineOpinion()->hasEngine());
    QCOMPARE(m_window->boardView()->engineMove(), -1);
    QCOMPARE(opinion(), QString());
    QTRY_VERIFY(!action(QStringLiteral("actionConsultEngine0")));
    QVERIFY(action(QStringLiteral("actionNoEngine"))->isChecked());
    QVERIFY(!action(QStringLiteral("actionEnginePlays"))->isEnabled());
}

TTT_TEST_MAIN(TestEngines)
#include "tst_engines.moc"
