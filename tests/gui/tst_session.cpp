// The session kept against a crash: written within a second of a change (the board, the game
// with its variations, the place shown, the rules, the size, the first player, the what-if side,
// the file's name and whether it is modified), removed on a clean close, offered back at the next
// start and restored whole, or deleted when declined; two windows keep two sessions. And the
// real program: ttt-analyzer killed with SIGKILL mid-game, started again, restores the game.
#include "document/boardfiles.h"
#include "document/positionmodel.h"
#include "document/sessionfile.h"
#include "guitestsupport.h"
#include "window/mainwindow.h"

#include "ttt/game.h"

#include "testmain.h"
#include <QAction>
#include <QDir>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using ttt::Mark;

namespace {

// A 5×5 four-in-a-row game under misère rules, o first but x named to move, with a variation.
const char kRecord[] = "# k=4 rules=misere first=o to-move=x size=5x5\n"
                       "c3 b2 d4 (a1 e5) b4\n";
// The place after e5, in the variation.
const ttt::GamePath kVariationPlace { 0, 0, 1, 0 };

ttt::Game recordGame()
{
    const ttt::Parsed<ttt::Game> parsed = ttt::parseGame(kRecord);
    if (!parsed)
        qFatal("bad record in test");
    return *parsed;
}

// The session in the file at `path`; an empty document when there is none that can be read.
SessionDocument sessionIn(const QString& path)
{
    return SessionText::parse(readAll(path)).value_or(SessionDocument {});
}

// The pid holding the lock file `path`, or 0.
qint64 lockHolder(const QString& path)
{
    QLockFile lock(path);
    qint64 pid = 0;
    QString host;
    QString application;
    return lock.getLockInfo(&pid, &host, &application) ? pid : 0;
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void sessionTextReadsBack_data();
    void sessionTextReadsBack();
    void writtenAfterAChangeAndRemovedOnAClearClose();
    void nothingToLoseIsNotKept();
    void restoringBringsEverythingBack();
    void anUnmodifiedSessionComesBackUnmodified();
    void decliningDeletesIt();
    void twoWindowsKeepTwoSessions();
    void everySessionLeftBehindIsOffered();
    void killedProgramRestoresItsGame();

private:
    // A window on cleared settings whose restore question answers `restore`, counted in
    // m_asked.
    std::unique_ptr<MainWindow> newWindow(bool restore);
    // The document of kRecord, opened over `file`, shown at kVariationPlace: a change.
    SessionDocument playRecord(MainWindow& window, const QString& file);

    std::unique_ptr<QTemporaryDir> m_folder;
    QString m_sessions; // the session folder of the in-process windows
    int m_asked = 0;
    QString m_askedName;
};

void TestSession::initTestCase()
{
    useTestSettings(QStringLiteral("tst_session"));
}

void TestSession::init()
{
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
    m_sessions = m_folder->filePath(QStringLiteral("sessions"));
    m_asked = 0;
    m_askedName.clear();
}

void TestSession::cleanup()
{
    m_folder.reset();
}

std::unique_ptr<MainWindow> TestSession::newWindow(bool restore)
{
    auto window = windowOnClearedSettings();
    FileDialogs dialogs = answeringDialogs({}, {});
    dialogs.restoreSession = [this, restore](QWidget*, const QString& name) {
        ++m_asked;
        m_askedName = name;
        return restore;
    };
    window->setFileDialogs(dialogs);
    return window;
}

SessionDocument TestSession::playRecord(MainWindow& window, const QString& file)
{
    [&] {
        QVERIFY(writeAll(file, "...\n...\n...\n"));
        QVERIFY(window.openFile(file));
        QVERIFY(window.model()->replaceGame(recordGame(), QStringLiteral("Paste game")));
        QVERIFY(window.model()->goTo(kVariationPlace));
    }();
    return { recordGame(), kVariationPlace, QFileInfo(file).absoluteFilePath(), true };
}

void TestSession::sessionTextReadsBack_data()
{
    QTest::addColumn<QString>("record");
    QTest::addColumn<QVariantList>("place");
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("modified");

    QTest::newRow("an empty untitled tic-tac-toe board")
        << QString() << QVariantList {} << QString() << false;
    QTest::newRow("a board no game reaches, set up by hand")
        << QStringLiteral("xxx/xxx/oo.") << QVariantList {} << QStringLiteral("/tmp/a.txt") << true;
    QTest::newRow("a line-score board with a what-if side")
        << QStringLiteral("# rules=line-score to-move=o\nxxx/oo./...") << QVariantList {}
        << QString() << true;
    QTest::newRow("a game shown in a variation, its file's name with spaces and =")
        << QString::fromLatin1(kRecord) << QVariantList { 0, 0, 1, 0 }
        << QStringLiteral("/home/ann/my games/a=b #1.txt") << false;
}

void TestSession::sessionTextReadsBack()
{
    QFETCH(QString, record);
    QFETCH(QVariantList, place);
    QFETCH(QString, file);
    QFETCH(bool, modified);
    SessionDocument session;
    if (!record.isEmpty()) {
        const BoardFiles::ReadResult read = BoardFiles::parse(record.toUtf8());
        QVERIFY2(read.ok(), qPrintable(read.problem));
        session.game = read.game ? *read.game : ttt::Game(*read.position);
    }
    for (const QVariant& step : place)
        session.place.push_back(step.toInt());
    session.file = file;
    session.modified = modified;

    const QByteArray text = SessionText::format(session);
    QCOMPARE(SessionText::parse(text), session);
    // The record's own text, after the session's comment lines: File › Open reads the same game.
    const BoardFiles::ReadResult opened = BoardFiles::parse(text);
    QVERIFY2(opened.ok(), qPrintable(opened.problem));
    QCOMPARE(opened.game ? *opened.game : ttt::Game(*opened.position), session.game);
    // Not a session: nothing.
    QVERIFY(!SessionText::parse(BoardFiles::gridText(session.game.start())));
}

void TestSession::writtenAfterAChangeAndRemovedOnAClearClose()
{
    auto window = newWindow(true);
    QVERIFY(window->startSession(m_sessions));
    const QString path = window->sessionFile();
    QCOMPARE(path, QDir(m_sessions).filePath(QStringLiteral("session-1.ttt")));
    QTest::qWait(1200);
    QVERIFY(!QFileInfo::exists(path)); // nothing changed, nothing to keep
    QCOMPARE(m_asked, 0);

    const SessionDocument expected
        = playRecord(*window, m_folder->filePath(QStringLiteral("start.txt")));
    QTRY_COMPARE_WITH_TIMEOUT(SessionText::parse(readAll(path)), expected, 3000);
    QVERIFY(readAll(path).endsWith(BoardFiles::gameText(expected.game)));
    QCOMPARE(window->model()->rules(), ttt::Rules::Misere);

    // The next change follows.
    window->model()->goToStart();
    QTRY_VERIFY_WITH_TIMEOUT(
        sessionIn(path).place.empty() && sessionIn(path).game == expected.game, 3000);

    // A clean close: asked about the changes (discarded here), and no session is left.
    QVERIFY(window->close());
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(window->sessionFile().isEmpty());
    window.reset();
    SessionFile next(m_sessions);
    QVERIFY(next.lock());
    QCOMPARE(next.path(), path); // the place is free again
    QVERIFY(!next.leftBehind());
}

void TestSession::nothingToLoseIsNotKept()
{
    auto window = newWindow(true);
    QVERIFY(window->startSession(m_sessions));
    const QString path = window->sessionFile();
    window->model()->setCellMark(4, Mark::X);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), 3000);
    // Undone, the untitled board is as the window started: there is nothing left to restore.
    window->model()->undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(path), 3000);
    // A change of rules alone (a preference, kept anyway) does not make one either.
    window->model()->setRules(ttt::Rules::Misere);
    QTest::qWait(1200);
    QVERIFY(!QFileInfo::exists(path));
}

void TestSession::restoringBringsEverythingBack()
{
    const SessionDocument left { recordGame(), kVariationPlace,
        m_folder->filePath(QStringLiteral("opening.txt")), true };
    QVERIFY(QDir().mkpath(m_sessions));
    const QString path = QDir(m_sessions).filePath(QStringLiteral("session-1.ttt"));
    QVERIFY(writeAll(path, SessionText::format(left)));

    auto window = newWindow(true);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(window->startSession(m_sessions));
    QCOMPARE(m_asked, 1);
    QCOMPARE(m_askedName, QStringLiteral("opening.txt"));
    PositionModel* model = window->model();
    QCOMPARE(model->recordedGame(), left.game);
    QCOMPARE(model->place(), kVariationPlace);
    QCOMPARE(model->board().geometry(), ttt::Geometry(5, 5, 4));
    QCOMPARE(model->rules(), ttt::Rules::Misere);
    QCOMPARE(model->firstPlayer(), Mark::O);
    QVERIFY(window->findChild<QAction*>(QStringLiteral("actionOFirst"))->isChecked());
    QCOMPARE(model->game().start().toMove, Mark::X);
    QCOMPARE(oneLine(model->board()), QStringLiteral("x..../.o.../..x../...../....o"));
    QCOMPARE(window->currentFile(), left.file);
    QVERIFY(window->isWindowModified());
    // One step of Undo, as an open is.
    QCOMPARE(model->undoStack()->count(), 1);
    QCOMPARE(model->undoStack()->text(0), QStringLiteral("Restore the last session"));
    // Restored, it is kept again as it is.
    QCOMPARE(window->sessionFile(), path);
    QTRY_COMPARE_WITH_TIMEOUT(readAll(path), SessionText::format(left), 3000);
}

void TestSession::anUnmodifiedSessionComesBackUnmodified()
{
    const QString file = m_folder->filePath(QStringLiteral("saved.txt"));
    QVERIFY(writeAll(file, kRecord));
    QVERIFY(QDir().mkpath(m_sessions));
    const SessionDocument left { recordGame(), {}, file, false };
    QVERIFY(writeAll(
        QDir(m_sessions).filePath(QStringLiteral("session-1.ttt")), SessionText::format(left)));
    auto window = newWindow(true);
    QVERIFY(window->startSession(m_sessions));
    QCOMPARE(window->model()->recordedGame(), left.game);
    QCOMPARE(window->currentFile(), file);
    QVERIFY(!window->isWindowModified());
}

void TestSession::decliningDeletesIt()
{
    QVERIFY(QDir().mkpath(m_sessions));
    const QString path = QDir(m_sessions).filePath(QStringLiteral("session-1.ttt"));
    QVERIFY(writeAll(path, SessionText::format({ recordGame(), {}, {}, true })));
    auto window = newWindow(false);
    QVERIFY(window->startSession(m_sessions));
    QCOMPARE(m_asked, 1);
    QCOMPARE(m_askedName, QStringLiteral("Untitled"));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(window->model()->board(), ttt::Board {});
    QCOMPARE(window->model()->undoStack()->count(), 0);
}

void TestSession::twoWindowsKeepTwoSessions()
{
    auto first = newWindow(true);
    auto second = newWindow(true);
    QVERIFY(first->startSession(m_sessions));
    playRecord(*first, m_folder->filePath(QStringLiteral("first.txt")));
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(first->sessionFile()), 3000);
    // The first window's session is its own while it runs: never offered to the second.
    QVERIFY(second->startSession(m_sessions));
    QCOMPARE(m_asked, 0);
    QVERIFY(second->sessionFile() != first->sessionFile());
    second->model()->setCellMark(4, Mark::X);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(second->sessionFile()), 3000);
    QCOMPARE(
        sessionIn(second->sessionFile()).game.start().board, board(QStringLiteral(".../.x./...")));
    QCOMPARE(sessionIn(first->sessionFile()).game, recordGame());

    const QString secondPath = second->sessionFile();
    QVERIFY(second->close());
    QVERIFY(!QFileInfo::exists(secondPath));
    QVERIFY(QFileInfo::exists(first->sessionFile()));
}

// Two windows died with their sessions in places 1 and 2: the next two starts take those places
// (and offer their sessions) before any free one; a session left only in place 3 comes first.
void TestSession::everySessionLeftBehindIsOffered()
{
    const QDir folder(m_sessions);
    QVERIFY(QDir().mkpath(m_sessions));
    const auto leave = [&](int place) {
        QFile file(folder.filePath(QStringLiteral("session-%1.ttt").arg(place)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(SessionText::format(SessionDocument {}));
    };
    leave(3);
    {
        SessionFile only(m_sessions);
        QVERIFY(only.lock());
        QCOMPARE(QFileInfo(only.path()).fileName(), QStringLiteral("session-3.ttt"));
        QVERIFY(only.leftBehind());
    }
    QVERIFY(QFile::remove(folder.filePath(QStringLiteral("session-3.ttt"))));
    leave(1);
    leave(2);
    SessionFile first(m_sessions);
    SessionFile second(m_sessions);
    SessionFile third(m_sessions);
    QVERIFY(first.lock());
    QVERIFY(second.lock());
    QVERIFY(third.lock());
    QCOMPARE(QFileInfo(first.path()).fileName(), QStringLiteral("session-1.ttt"));
    QCOMPARE(QFileInfo(second.path()).fileName(), QStringLiteral("session-2.ttt"));
    QVERIFY(first.leftBehind() && second.leftBehind());
    QCOMPARE(QFileInfo(third.path()).fileName(), QStringLiteral("session-3.ttt"));
    QVERIFY(!third.leftBehind());
}

// The real program, its data and settings in the test's folder. The session it keeps is the one
// a window of this test wrote (through the same code, in this process) and left there, as a
// crash would: the program restores it (--restore-session answers the question), writes it back
// whole, is killed with SIGKILL, and the next start restores it again.
void TestSession::killedProgramRestoresItsGame()
{
    const QString dataHome = m_folder->filePath(QStringLiteral("data"));
    // QStandardPaths::AppLocalDataLocation under XDG_DATA_HOME, as the program names itself.
    const QString sessions
        = QDir(dataHome).filePath(QStringLiteral("TicTacToeAnalyzer/ttt-analyzer/session"));
    const QString path = QDir(sessions).filePath(QStringLiteral("session-1.ttt"));
    const QString lock = QDir(sessions).filePath(QStringLiteral("session-1.lock"));

    // Mid-game in a window of this process.
    QByteArray left;
    SessionDocument expected;
    {
        auto window = newWindow(false);
        QVERIFY(window->startSession(sessions));
        expected = playRecord(*window, m_folder->filePath(QStringLiteral("game.txt")));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(path), 3000);
        left = readAll(path);
    }
    QCOMPARE(SessionText::parse(left), expected);

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    environment.insert(
        QStringLiteral("XDG_CONFIG_HOME"), m_folder->filePath(QStringLiteral("config")));
    for (const char* start : { "after the test's window", "after a SIGKILL" }) {
        // With a comment line the program does not write: its own rewrite has none.
        QByteArray planted = left;
        planted.insert(planted.indexOf('\n') + 1, "# left behind\n");
        QVERIFY(writeAll(path, planted));
        QProcess program;
        program.setProcessEnvironment(environment);
        program.start(QStringLiteral(TTT_ANALYZER), { QStringLiteral("--restore-session") });
        QVERIFY2(program.waitForStarted(), start);
        QTRY_COMPARE_WITH_TIMEOUT(lockHolder(lock), program.processId(), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(readAll(path), left, 20000);
        QCOMPARE(program.state(), QProcess::Running);
        program.kill(); // SIGKILL: no clean exit
        QVERIFY(program.waitForFinished());
        QCOMPARE(program.exitStatus(), QProcess::CrashExit);
        QCOMPARE(readAll(path), left); // left behind for the next start
    }
}

TTT_TEST_MAIN(TestSession)
#include "tst_session.moc"
