// Unsaved changes are never dropped without a question: quitting (Ctrl+Q or closing the window),
// opening another file (File › Open, Open Recent, a dropped file) and starting a new board (File ›
// New Board, the toolbar's Board box) ask to save, discard or cancel; a save that fails or is
// cancelled cancels the action. Paste, an undoable edit, does not ask. The Board box starts an
// untitled document, so Save asks for a name instead of overwriting the file it came from.
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/messagebar.h"
#include "window/mainwindow.h"

#include "testmain.h"
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using Answer = FileDialogs::UnsavedChanges;
using ttt::Mark;

Q_DECLARE_METATYPE(FileDialogs::UnsavedChanges)

namespace {

const QByteArray kUnsavedOldContents = "x..\n.o.\n...\n";
const QByteArray kOtherContents = "...\n.x.\n...\n";

} // namespace

class TestUnsaved : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void unmodifiedWindowQuitsWithoutAQuestion();
    void quitWithChangesAsks_data();
    void quitWithChangesAsks();
    void saveToTheOpenFileThenQuit();
    void failedSaveKeepsTheWindow();
    void openAsks_data();
    void openAsks();
    void recentFileAndDroppedFileAsk();
    void newBoardAsks();
    void boardBoxAsks();
    void boardBoxStartsAnUntitledDocument();
    void undoingANewBoardGivesBackTheFile_data();
    void undoingANewBoardGivesBackTheFile();
    void pasteIsAnEditAndDoesNotAsk();
    void rulesChosenForAFileAreAChange();

private:
    // The answer the question gets, and where the file dialogs point (empty: cancelled).
    void answer(Answer answer, const QString& openPath = {}, const QString& savePath = {});
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }
    // One mark more than the old file has: a change that is not saved.
    void edit() { m_window->model()->setCellMark(8, Mark::X); }
    PositionModel* model() const { return m_window->model(); }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
    QString m_oldFile; // the window's file, opened before each test
    int m_asked = 0; // how often the unsaved-changes question was asked
    int m_fileDialogs = 0; // how often a file dialog was shown
};

void TestUnsaved::initTestCase()
{
    useTestSettings(QStringLiteral("tst_unsaved"));
    QVERIFY(m_folder.isValid());
}

void TestUnsaved::init()
{
    m_window = windowOnClearedSettings();
    m_asked = 0;
    m_fileDialogs = 0;
    answer(Answer::Cancel);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_oldFile = m_folder.filePath(QStringLiteral("old.txt"));
    QVERIFY(writeAll(m_oldFile, kUnsavedOldContents));
    QVERIFY(m_window->openFile(m_oldFile));
    QVERIFY(!m_window->isWindowModified());
}

void TestUnsaved::cleanup()
{
    m_window.reset();
}

void TestUnsaved::answer(Answer answer, const QString& openPath, const QString& savePath)
{
    FileDialogs dialogs = answeringDialogs(openPath, savePath, &m_fileDialogs);
    dialogs.unsavedChanges = [this, answer](QWidget* parent, const QString& name) {
        ++m_asked;
        // The question names the document, and is asked over the window.
        [&] {
            QCOMPARE(parent, m_window.get());
            QCOMPARE(name,
                m_window->currentFile().isEmpty() ? QStringLiteral("Untitled")
                                                  : QFileInfo(m_window->currentFile()).fileName());
        }();
        return answer;
    };
    m_window->setFileDialogs(dialogs);
}

void TestUnsaved::unmodifiedWindowQuitsWithoutAQuestion()
{
    action("actionQuit")->trigger();
    QVERIFY(!m_window->isVisible());
    QCOMPARE(m_asked, 0);
}

void TestUnsaved::quitWithChangesAsks_data()
{
    QTest::addColumn<Answer>("choice");
    QTest::addColumn<bool>("byQuitAction"); // Ctrl+Q; else the window is closed
    QTest::addColumn<bool>("quits");

    QTest::newRow("cancel keeps the window (Ctrl+Q)") << Answer::Cancel << true << false;
    QTest::newRow("cancel keeps the window (closed)") << Answer::Cancel << false << false;
    QTest::newRow("discard quits (Ctrl+Q)") << Answer::Discard << true << true;
    QTest::newRow("discard quits (closed)") << Answer::Discard << false << true;
    QTest::newRow("save to a new name, then quit") << Answer::Save << true << true;
}

void TestUnsaved::quitWithChangesAsks()
{
    QFETCH(Answer, choice);
    QFETCH(bool, byQuitAction);
    QFETCH(bool, quits);
    // An untitled board: Save asks for a name.
    action("actionNew")->trigger();
    edit();
    const QString saved = m_folder.filePath(QStringLiteral("saved.txt"));
    QFile::remove(saved);
    answer(choice, {}, saved);

    if (byQuitAction)
        action("actionQuit")->trigger();
    else
        QCOMPARE(m_window->close(), quits);
    QCOMPARE(m_asked, 1);
    QCOMPARE(m_window->isVisible(), !quits);
    QCOMPARE(m_window->isWindowModified(), choice != Answer::Save);
    QCOMPARE(QFileInfo::exists(saved), choice == Answer::Save);
    if (choice == Answer::Save) {
        QCOMPARE(m_fileDialogs, 1);
        QCOMPARE(readAll(saved), QByteArray("...\n...\n..x\n"));
    }
    QCOMPARE(readAll(m_oldFile), kUnsavedOldContents);
}

void TestUnsaved::saveToTheOpenFileThenQuit()
{
    edit();
    answer(Answer::Save);
    action("actionQuit")->trigger();
    QCOMPARE(m_asked, 1);
    QCOMPARE(m_fileDialogs, 0); // the file has a name already
    QVERIFY(!m_window->isVisible());
    QCOMPARE(readAll(m_oldFile), QByteArray("x..\n.o.\n..x\n"));
}

void TestUnsaved::failedSaveKeepsTheWindow()
{
    // An untitled board with a change, and Save As cancelled: nothing saved, the window stays.
    action("actionNew")->trigger();
    edit();
    answer(Answer::Save);
    action("actionQuit")->trigger();
    QCOMPARE(m_fileDialogs, 1);
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->isWindowModified());

    // A save that fails (a folder where the file should be): the window says why and stays.
    const QString folder = m_folder.filePath(QStringLiteral("a-folder.txt"));
    QVERIFY(QDir().mkpath(folder));
    answer(Answer::Save, {}, folder);
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->messageBar()->headline().startsWith(QStringLiteral("Could not save")));
    QCOMPARE(m_window->model()->board().count(Mark::X), 1);
}

void TestUnsaved::openAsks_data()
{
    QTest::addColumn<Answer>("choice");
    QTest::newRow("cancel: no open dialog, the board stays") << Answer::Cancel;
    QTest::newRow("discard: the other file opens") << Answer::Discard;
    QTest::newRow("save: the old file is saved, then the other opens") << Answer::Save;
}

void TestUnsaved::openAsks()
{
    QFETCH(Answer, choice);
    const QString other = m_folder.filePath(QStringLiteral("other.txt"));
    QVERIFY(writeAll(other, kOtherContents));
    edit();
    answer(choice, other);
    action("actionOpen")->trigger();
    QCOMPARE(m_asked, 1);
    QCOMPARE(m_fileDialogs, choice == Answer::Cancel ? 0 : 1);
    QCOMPARE(m_window->currentFile(), choice == Answer::Cancel ? m_oldFile : other);
    QCOMPARE(oneLine(model()->board()),
        choice == Answer::Cancel ? QStringLiteral("x../.o./..x") : QStringLiteral(".../.x./..."));
    QCOMPARE(
        readAll(m_oldFile), choice == Answer::Save ? QByteArray("x..\n.o.\n..x\n") : kUnsavedOldContents);

    // Unmodified now (or still modified and cancelled again): only changes are asked about.
    m_asked = 0;
    answer(Answer::Cancel, other);
    action("actionOpen")->trigger();
    QCOMPARE(m_asked, choice == Answer::Cancel ? 1 : 0);
}

void TestUnsaved::recentFileAndDroppedFileAsk()
{
    const QString other = m_folder.filePath(QStringLiteral("recent.txt"));
    QVERIFY(writeAll(other, kOtherContents));
    QVERIFY(m_window->openFile(other));
    QVERIFY(m_window->openFile(m_oldFile));
    edit();
    auto* menu = m_window->findChild<QMenu*>(QStringLiteral("menuRecentFiles"));
    QVERIFY(menu);
    QAction* recent = menu->actions().at(1);
    QCOMPARE(recent->data().toString(), QFileInfo(other).absoluteFilePath());

    recent->trigger();
    QCOMPARE(m_asked, 1);
    QCOMPARE(m_window->currentFile(), m_oldFile);
    auto* mime = new QMimeData;
    mime->setUrls({ QUrl::fromLocalFile(other) });
    sendDrop(*m_window, mime);
    delete mime;
    QCOMPARE(m_asked, 2);
    QCOMPARE(m_window->currentFile(), m_oldFile);
    QCOMPARE(oneLine(model()->board()), QStringLiteral("x../.o./..x"));

    answer(Answer::Discard);
    recent->trigger();
    QCOMPARE(m_asked, 3);
    QCOMPARE(m_window->currentFile(), QFileInfo(other).absoluteFilePath());
    edit();
    mime = new QMimeData;
    mime->setUrls({ QUrl::fromLocalFile(m_oldFile) });
    sendDrop(*m_window, mime);
    delete mime;
    QCOMPARE(m_asked, 4);
    QCOMPARE(m_window->currentFile(), m_oldFile);
    QVERIFY(!m_window->isWindowModified());
}

void TestUnsaved::newBoardAsks()
{
    edit();
    action("actionNew")->trigger();
    QCOMPARE(m_asked, 1);
    QCOMPARE(m_window->currentFile(), m_oldFile);
    QCOMPARE(model()->board().count(Mark::X), 2);

    answer(Answer::Discard);
    action("actionNew")->trigger();
    QCOMPARE(m_asked, 2);
    QVERIFY(model()->board().isEmpty());
    QVERIFY(m_window->currentFile().isEmpty());
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(readAll(m_oldFile), kUnsavedOldContents);
}

void TestUnsaved::boardBoxAsks()
{
    auto* combo = m_window->findChild<QComboBox*>(QStringLiteral("boardCombo"));
    QVERIFY(combo);
    const QString ticTacToe = combo->currentText();
    const int item = combo->findData(QVariant(QList<QVariant> { 4, 4, 4, -1 }));
    QVERIFY(item >= 0);
    edit();

    combo->setCurrentIndex(item);
    emit combo->activated(item);
    QCOMPARE(m_asked, 1);
    QCOMPARE(model()->board().geometry(), ttt::kTicTacToe);
    QCOMPARE(combo->currentText(), ticTacToe); // the box shows the size the board still has
    QCOMPARE(m_window->currentFile(), m_oldFile);

    answer(Answer::Discard);
    combo->setCurrentIndex(item);
    emit combo->activated(item);
    QCOMPARE(m_asked, 2);
    QCOMPARE(model()->board(), ttt::Board(ttt::Geometry(4, 4, 4)));
}

void TestUnsaved::boardBoxStartsAnUntitledDocument()
{
    // A saved game, opened: choosing 7×7 must not leave its name on the empty board.
    const QString game = m_folder.filePath(QStringLiteral("game.txt"));
    const QByteArray record = "1. b2 a1 2. c3\n";
    QVERIFY(writeAll(game, record));
    QVERIFY(m_window->openFile(game));
    auto* combo = m_window->findChild<QComboBox*>(QStringLiteral("boardCombo"));
    const int item = combo->findData(QVariant(QList<QVariant> { 7, 7, 5, -1 }));
    QVERIFY(item >= 0);
    combo->setCurrentIndex(item);
    emit combo->activated(item);
    QCOMPARE(m_asked, 0); // nothing was changed
    QCOMPARE(model()->board(), ttt::Board(ttt::Geometry(7, 7, 5)));
    QVERIFY(m_window->currentFile().isEmpty());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Untitled[*]"));
    QVERIFY(!m_window->isWindowModified());

    // Ctrl+S asks for a name (cancelled here); the saved game keeps every byte.
    action("actionSave")->trigger();
    QCOMPARE(m_fileDialogs, 1);
    QCOMPARE(readAll(game), record);
    // As File › New Board: one step of Undo gives the game back with its file's name, as the
    // file holds it.
    model()->undoStack()->undo();
    QVERIFY(model()->game().hasMoves());
    QCOMPARE(m_window->currentFile(), game);
    QCOMPARE(m_window->windowTitle(), QStringLiteral("game.txt[*]"));
    QVERIFY(!m_window->isWindowModified());
}

void TestUnsaved::undoingANewBoardGivesBackTheFile_data()
{
    QTest::addColumn<bool>("boardBox");
    QTest::newRow("a board chosen in the Board box") << true;
    QTest::newRow("a board from File › New Board") << false;
}

void TestUnsaved::undoingANewBoardGivesBackTheFile()
{
    QFETCH(bool, boardBox);
    const QString title = QFileInfo(m_oldFile).fileName() + QStringLiteral("[*]");
    QCOMPARE(m_window->windowTitle(), title);
    answer(Answer::Discard);
    edit(); // x../.o./..x, modified
    QVERIFY(m_window->isWindowModified());
    if (boardBox) {
        auto* combo = m_window->findChild<QComboBox*>(QStringLiteral("boardCombo"));
        const int item = combo->findData(QVariant(QList<QVariant> { 4, 4, 4, -1 }));
        QVERIFY(item >= 0);
        combo->setCurrentIndex(item);
        emit combo->activated(item);
    } else {
        FileDialogs dialogs = answeringDialogs({}, {}, &m_fileDialogs);
        dialogs.chooseBoard
            = [](QWidget*, const ttt::Geometry&, ttt::Rules) { return ttt::Geometry(5, 5, 4); };
        m_window->setFileDialogs(dialogs);
        action("actionNew")->trigger();
    }
    QVERIFY(m_window->currentFile().isEmpty());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Untitled[*]"));
    QVERIFY(!m_window->isWindowModified());

    // Undo: the file's name comes back, with its unsaved change; once more, as saved.
    model()->undoStack()->undo();
    QCOMPARE(oneLine(model()->board()), QStringLiteral("x../.o./..x"));
    QCOMPARE(m_window->currentFile(), m_oldFile);
    QCOMPARE(m_window->windowTitle(), title);
    QVERIFY(m_window->isWindowModified());
    model()->undoStack()->undo();
    QCOMPARE(oneLine(model()->board()), QStringLiteral("x../.o./..."));
    QCOMPARE(m_window->currentFile(), m_oldFile);
    QVERIFY(!m_window->isWindowModified());

    // Redo: the new board again, untitled and unmodified; Save asks for a name.
    model()->undoStack()->redo();
    model()->undoStack()->redo();
    QVERIFY(m_window->currentFile().isEmpty());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Untitled[*]"));
    QVERIFY(!m_window->isWindowModified());
    const int dialogsBefore = m_fileDialogs;
    action("actionSave")->trigger();
    QCOMPARE(m_fileDialogs, dialogsBefore + 1);
    QCOMPARE(readAll(m_oldFile), kUnsavedOldContents);
}

void TestUnsaved::pasteIsAnEditAndDoesNotAsk()
{
    edit();
    QGuiApplication::clipboard()->setText(QStringLiteral("o../.../..."));
    action("actionPaste")->trigger();
    QCOMPARE(m_asked, 0);
    QCOMPARE(oneLine(model()->board()), QStringLiteral("o../.../..."));
    model()->undoStack()->undo();
    QCOMPARE(oneLine(model()->board()), QStringLiteral("x../.o./..x"));
    QCOMPARE(m_window->currentFile(), m_oldFile);
}

// The rules and the first player are written with the document: choosing others for an opened
// file is a change Save would keep, so quitting asks; on an empty untitled board there is
// nothing to lose, and nothing is marked.
void TestUnsaved::rulesChosenForAFileAreAChange()
{
    QVERIFY(!m_window->isWindowModified());
    action("actionMisereRules")->trigger();
    QCOMPARE(model()->rules(), ttt::Rules::Misere);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->saveFile(m_oldFile));
    action("actionOFirst")->trigger();
    QVERIFY(m_window->isWindowModified());

    m_window->newBoard(ttt::Geometry(3, 3, 3));
    QVERIFY(!m_window->isWindowModified());
    action("actionLineScoreRules")->trigger();
    action("actionXFirst")->trigger();
    QVERIFY(!m_window->isWindowModified());
}

TTT_TEST_MAIN(TestUnsaved)
#include "tst_unsaved.moc"
