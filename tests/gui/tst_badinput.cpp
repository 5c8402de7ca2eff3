// Every file of the bad-input corpus (tests/data/bad) brought into the window each way a person
// can: File › Open, Paste, and dropping the file or its text. Each must show a message naming
// the line and column of the problem and leave the board, its history and the window's file as
// they were.
//
// Where the problem is comes from the corpus's manifest (expectations.tsv) for the files the
// command line reads as a board. The window reads every file as a board, batch files included;
// for those the manifest's place is the batch reader's, so the test holds the window to what
// ttt::parseBoard says about the same bytes instead.
//
// Text routes (Paste, dropped text) put the file's bytes on the clipboard or the drag as their
// text/plain data, unconverted, as another program would. Qt turns that data into a QString as
// UTF-8 (a byte-order mark may name another encoding), so a byte that is not UTF-8 reaches the
// window as U+FFFD; the window parses the UTF-8 of that text. The place the message must name is
// therefore worked out from the bytes the window is handed: QMimeData::text() of the same data.
#include "board/boardview.h"
#include "corpusmanifest.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/messagebar.h"
#include "window/mainwindow.h"

#include "ttt/text.h"

#include "testmain.h"
#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>
#include <string_view>

using ttt::Mark;

namespace {

const QString kCorpus = QStringLiteral(TTT_BAD_INPUT_DIR);

enum class Route { Open, Paste, DropFile, DropText };

// The manifest's rows: file, mode, line, column, message fragment.
struct Expectation {
    QString file;
    QString mode;
    int line = 0;
    int column = 0;
    QString fragment;
};

QList<Expectation> readManifest()
{
    QList<Expectation> rows;
    for (const QList<QByteArray>& fields :
        readCorpusManifest(kCorpus + QStringLiteral("/expectations.tsv"), 5)) {
        rows.append({ QString::fromUtf8(fields[0]), QString::fromUtf8(fields[1]), fields[2].toInt(),
            fields[3].toInt(), QString::fromUtf8(fields[4]) });
    }
    return rows;
}

// What the window's message must say about `bytes`: the parser's place and words.
ttt::ParseError boardError(const QByteArray& bytes)
{
    const ttt::Parsed<ttt::Board> parsed
        = ttt::parseBoard(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (parsed)
        qFatal("a file of the bad-input corpus is a board");
    return parsed.error();
}

// The file's bytes as the text/plain data of a clipboard or a drag.
QMimeData* textMime(const QByteArray& bytes)
{
    auto* mime = new QMimeData;
    mime->setData(QStringLiteral("text/plain"), bytes);
    return mime;
}

// Everything a failed import must leave as it was.
struct WindowState {
    ttt::Board board;
    int undoCount = 0;
    int undoIndex = 0;
    int cleanIndex = 0;
    QStringList history;
    QString title;
    QString filePath;
    QString currentFile;
    bool modified = false;

    friend bool operator==(const WindowState&, const WindowState&) = default;
};

WindowState stateOf(const MainWindow& window)
{
    const QUndoStack* stack = window.model()->undoStack();
    WindowState state;
    state.board = window.model()->board();
    state.undoCount = stack->count();
    state.undoIndex = stack->index();
    state.cleanIndex = stack->cleanIndex();
    for (int i = 0; i < stack->count(); ++i)
        state.history << stack->text(i);
    state.title = window.windowTitle();
    state.filePath = window.windowFilePath();
    state.currentFile = window.currentFile();
    state.modified = window.isWindowModified();
    return state;
}

// What QCOMPARE prints when two states differ (found by argument-dependent lookup).
char* toString(const WindowState& state)
{
    return QTest::toString(
        QStringLiteral("board %1, %2 steps (at %3, clean at %4: %5), title '%6', file '%7'%8")
            .arg(QString::fromStdString(ttt::formatOneLine(state.board)))
            .arg(state.undoCount)
            .arg(state.undoIndex)
            .arg(state.cleanIndex)
            .arg(state.history.join(QStringLiteral("; ")), state.title, state.currentFile,
                state.modified ? QStringLiteral(", modified") : QString()));
}

} // namespace

Q_DECLARE_METATYPE(Route)

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void everyCorpusFileHasAnExpectation();
    void importFailsAndSaysWhere_data();
    void importFailsAndSaysWhere();
    void aFolderIsNoBoardFile();
    void aFileTooLargeIsNotRead();

private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
    int m_dialogsShown = 0;
};

void TestBadInput::initTestCase()
{
    useTestSettings(QStringLiteral("tst_badinput"));
    QVERIFY(m_folder.isValid());
}

void TestBadInput::init()
{
    m_window = windowOnClearedSettings();
    m_dialogsShown = 0;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));

    // A window with a file, a history and an unsaved edit: everything a failed import could
    // disturb.
    const QString start = m_folder.filePath(QStringLiteral("start.txt"));
    QVERIFY(writeAll(start, "x..\n.o.\n...\n"));
    QVERIFY(m_window->openFile(start));
    m_window->model()->setCellMark(8, Mark::X);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->messageBar()->isHidden());
}

void TestBadInput::cleanup()
{
    m_window.reset();
    QGuiApplication::clipboard()->clear();
}

void TestBadInput::everyCorpusFileHasAnExpectation()
{
    QStringList listed;
    for (const Expectation& row : readManifest())
        listed << row.file;
    QStringList present = QDir(kCorpus).entryList(QDir::Files, QDir::Name);
    present.removeOne(QStringLiteral("expectations.tsv"));
    listed.sort();
    // Both ways: a file without a row would go untested, a row without a file tests nothing.
    QCOMPARE(listed, present);
    QVERIFY(present.size() >= 16);
}

void TestBadInput::importFailsAndSaysWhere_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Route>("route");
    QTest::addColumn<bool>("readAsBoard"); // the command line reads it as a board too
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fragment");

    const struct {
        Route route;
        const char* how;
    } routes[] = {
        { Route::Open, "opened with File › Open" },
        { Route::Paste, "pasted" },
        { Route::DropFile, "dropped as a file" },
        { Route::DropText, "dropped as text" },
    };
    for (const Expectation& row : readManifest()) {
        for (const auto& route : routes) {
            const QByteArray name = (row.file + QLatin1Char(' ')).toUtf8() + route.how;
            QTest::newRow(name.constData())
                << row.file << route.route << (row.mode == QLatin1String("board")) << row.line
                << row.column << row.fragment;
        }
    }
}

void TestBadInput::importFailsAndSaysWhere()
{
    QFETCH(QString, file);
    QFETCH(Route, route);
    QFETCH(bool, readAsBoard);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, fragment);

    const QString path = QDir(kCorpus).filePath(file);
    const QByteArray bytes = readAll(path);
    QVERIFY(QFileInfo(path).isFile());
    const WindowState before = stateOf(*m_window);
    QSignalSpy shown(m_window.get(), &MainWindow::messageShown);

    // What the window is handed: the file's bytes, or the text Qt makes of them.
    QByteArray handed = bytes;
    switch (route) {
    case Route::Open: {
        m_window->setFileDialogs(answeringDialogs(path, {}, &m_dialogsShown));
        m_window->findChild<QAction*>(QStringLiteral("actionOpen"))->trigger();
        QCOMPARE(m_dialogsShown, 1);
        break;
    }
    case Route::Paste:
        // The clipboard takes ownership of the data.
        QGuiApplication::clipboard()->setMimeData(textMime(bytes));
        handed = QGuiApplication::clipboard()->text().toUtf8();
        m_window->findChild<QAction*>(QStringLiteral("actionPaste"))->trigger();
        break;
    case Route::DropFile: {
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(path) });
        sendDrop(*m_window, &mime);
        break;
    }
    case Route::DropText: {
        const std::unique_ptr<QMimeData> mime(textMime(bytes));
        handed = mime->text().toUtf8();
        sendDrop(*m_window, mime.get());
        break;
    }
    }

    const ttt::ParseError error = boardError(handed);
    if (readAsBoard) {
        // The parser agrees with the manifest, whichever way the bytes came.
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
        QVERIFY2(QString::fromStdString(error.message).contains(fragment), error.message.c_str());
    }

    MessageBar* bar = m_window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->kind(), MessageBar::Kind::Error);
    if (route == Route::Open || route == Route::DropFile)
        QVERIFY2(bar->headline().contains(file), qPrintable(bar->headline()));
    const QString place = QStringLiteral("Line %1, column %2: ").arg(error.line).arg(error.column);
    QCOMPARE(bar->details(), place + QString::fromStdString(error.message));
    QCOMPARE(shown.count(), 1);
    QVERIFY(shown.front().front().toString().contains(place));

    QCOMPARE(stateOf(*m_window), before);
}

void TestBadInput::aFolderIsNoBoardFile()
{
    const QString folder = m_folder.filePath(QStringLiteral("boards.txt"));
    QVERIFY(QDir().mkpath(folder));
    const WindowState before = stateOf(*m_window);
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(folder) });
    sendDrop(*m_window, &mime);

    MessageBar* bar = m_window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->headline(), QStringLiteral("Could not open boards.txt"));
    QCOMPARE(bar->details(),
        QStringLiteral("“%1” is a folder, not a file.")
            .arg(QDir::toNativeSeparators(QFileInfo(folder).absoluteFilePath())));
    QCOMPARE(stateOf(*m_window), before);
}

void TestBadInput::aFileTooLargeIsNotRead()
{
    // Past 16 MiB a file is surely no board, game or library: it is refused by its size, unread.
    const QString path = m_folder.filePath(QStringLiteral("large.txt"));
    QVERIFY(writeAll(path, QByteArray(16 * 1024 * 1024 + 1, 'x')));
    const WindowState before = stateOf(*m_window);
    QVERIFY(!m_window->openFile(path));

    MessageBar* bar = m_window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->headline(), QStringLiteral("Could not open large.txt"));
    QCOMPARE(bar->details(),
        QStringLiteral("The file has 16777217 bytes; files of up to 16777216 bytes are read (a "
                       "board or a game takes a few hundred, a RenLib library a few million)."));
    QCOMPARE(stateOf(*m_window), before);
}

TTT_TEST_MAIN(TestBadInput)
#include "tst_badinput.moc"
