// Saves that fail: the window says so, naming the file and the reason, and loses nothing — the
// old file keeps every byte, no stray file is left, and the board, its history and its unsaved
// state stay as they were.
//
// Permission bits do not stop root (tests run as root in some CI containers), so the cases that
// rely on them are skipped there; the others fail for anyone: a folder where the file should be,
// a folder that does not exist, a regular file where a folder should be, a name too long.
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/messagebar.h"
#include "window/mainwindow.h"

#include "ttt/text.h"

#include "testmain.h"
#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

#include <unistd.h>

using ttt::Mark;

namespace {

enum class Failure {
    ReadOnlyFolder, // the file's folder may not be written
    ReadOnlyFile, // the old file may not be written
    TargetIsFolder, // a folder has the name the file should have
    MissingFolder, // the folder named in the path does not exist
    FolderIsFile, // a regular file has the name of a folder in the path
    NameTooLong, // longer than a file name may be
};

// The old file that must survive, as saved before the edits.
const QByteArray kOldContents = "x..\n.o.\n...\n";

bool runningAsRoot()
{
    return geteuid() == 0;
}

// Every file and folder under `root` with its size and contents: a failed save must leave this
// exactly as it was (no half-written file, no temporary file left behind).
QStringList snapshot(const QString& root)
{
    QStringList entries;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info(path);
        const QString name = QDir(root).relativeFilePath(path);
        entries << (info.isDir() ? name + QStringLiteral("/")
                                 : name + QStringLiteral(": ")
                    + QString::fromLatin1(readAll(path).toPercentEncoding()));
    }
    entries.sort();
    return entries;
}

} // namespace

Q_DECLARE_METATYPE(Failure)

class TestSaving : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void failedSaveKeepsTheOldFileAndTheBoard_data();
    void failedSaveKeepsTheOldFileAndTheBoard();
    void failedSaveCanBeRetriedElsewhere();
    void failedExportSaysWhyAndWritesNothing();

private:
    void setSavePath(const QString& path);
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }

    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QTemporaryDir> m_folder;
    QString m_documents; // a folder of m_folder the tests save in
    QString m_oldFile; // the window's current file, saved before the board was edited
    int m_dialogsShown = 0;
};

void TestSaving::initTestCase()
{
    useTestSettings(QStringLiteral("tst_saving"));
}

void TestSaving::init()
{
    QSettings().clear();
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
    m_documents = m_folder->filePath(QStringLiteral("documents"));
    QVERIFY(QDir().mkpath(m_documents));
    m_oldFile = QDir(m_documents).filePath(QStringLiteral("board.txt"));
    QVERIFY(writeAll(m_oldFile, kOldContents));

    m_window = std::make_unique<MainWindow>();
    m_dialogsShown = 0;
    setSavePath({});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));

    // The old file opened and edited twice: unsaved work, with a history to keep.
    QVERIFY(m_window->openFile(m_oldFile));
    m_window->model()->setCellMark(8, Mark::X);
    m_window->model()->setCellMark(2, Mark::O);
    QVERIFY(m_window->isWindowModified());
}

void TestSaving::cleanup()
{
    m_window.reset();
    // Read-only folders and files must be writable again for the temporary folder to go.
    if (m_folder) {
        QDirIterator it(m_folder->path(), QDir::AllEntries | QDir::NoDotAndDotDot,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile::setPermissions(path,
                QFile::permissions(path) | QFile::WriteOwner | QFile::ReadOwner
                    | (QFileInfo(path).isDir() ? QFile::ExeOwner : QFile::Permissions()));
        }
    }
    m_folder.reset();
}

void TestSaving::setSavePath(const QString& path)
{
    m_window->setFileDialogs(answeringDialogs({}, path, &m_dialogsShown));
}

void TestSaving::failedSaveKeepsTheOldFileAndTheBoard_data()
{
    QTest::addColumn<Failure>("failure");
    QTest::addColumn<QString>("reason"); // what the message says about why; %1: the folder

    QTest::newRow("saving to a file in a read-only folder")
        << Failure::ReadOnlyFolder << "The folder “%1” is read-only.";
    QTest::newRow("saving over a read-only file")
        << Failure::ReadOnlyFile << "“%1/board.txt” is read-only.";
    QTest::newRow("saving as a name a folder has")
        << Failure::TargetIsFolder << "“%1/saved boards” is a folder, not a file.";
    QTest::newRow("saving into a folder that does not exist")
        << Failure::MissingFolder << "The folder “%1/no such folder” does not exist.";
    QTest::newRow("saving into a path through a regular file")
        << Failure::FolderIsFile << "“%1/notes” is a file, not a folder.";
    // The system's own words. On Linux QSaveFile writes an unnamed temporary file, which only
    // gets its name at the end: this save fails after everything is written, at the rename.
    QTest::newRow("saving under a name too long for the file system")
        << Failure::NameTooLong << "File name too long";
}

void TestSaving::failedSaveKeepsTheOldFileAndTheBoard()
{
    QFETCH(Failure, failure);
    QFETCH(QString, reason);

    const QDir documents(m_documents);
    QString target; // empty: File › Save to the current file
    switch (failure) {
    case Failure::ReadOnlyFolder:
        if (runningAsRoot())
            QSKIP("Running as root, which writes into a read-only folder all the same.");
        QVERIFY(QFile::setPermissions(m_documents,
            QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                | QFile::ReadOther | QFile::ExeOther)); // 0555
        break;
    case Failure::ReadOnlyFile:
        if (runningAsRoot())
            QSKIP("Running as root, which writes over a read-only file all the same.");
        QVERIFY(QFile::setPermissions(
            m_oldFile, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther)); // 0444
        break;
    case Failure::TargetIsFolder:
        // No suffix: Save As adds ".txt" only to a name that is not taken yet.
        target = documents.filePath(QStringLiteral("saved boards"));
        QVERIFY(documents.mkdir(QStringLiteral("saved boards")));
        QVERIFY(writeAll(QDir(target).filePath(QStringLiteral("inside.txt")), "...\n...\n...\n"));
        break;
    case Failure::MissingFolder:
        target = documents.filePath(QStringLiteral("no such folder/board.txt"));
        break;
    case Failure::FolderIsFile:
        QVERIFY(writeAll(documents.filePath(QStringLiteral("notes")), "not a folder\n"));
        target = documents.filePath(QStringLiteral("notes/board.txt"));
        break;
    case Failure::NameTooLong:
        target = documents.filePath(QString(300, QLatin1Char('b')) + QStringLiteral(".txt"));
        break;
    }

    PositionModel* model = m_window->model();
    const QUndoStack* stack = model->undoStack();
    const ttt::Board board = model->board();
    const int steps = stack->count();
    const int index = stack->index();
    const QString title = m_window->windowTitle();
    const QStringList files = snapshot(m_folder->path());
    QSignalSpy shown(m_window.get(), &MainWindow::messageShown);

    if (target.isEmpty()) {
        action("actionSave")->trigger();
        QCOMPARE(m_dialogsShown, 0);
        target = m_oldFile;
    } else {
        setSavePath(target);
        action("actionSaveAs")->trigger();
        QCOMPARE(m_dialogsShown, 1);
    }

    // It says so: which file, and why.
    MessageBar* bar = m_window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->kind(), MessageBar::Kind::Error);
    QCOMPARE(
        bar->headline(), QStringLiteral("Could not save %1").arg(QFileInfo(target).fileName()));
    if (reason.contains(QLatin1String("%1")))
        reason = reason.arg(QDir::toNativeSeparators(QFileInfo(m_documents).absoluteFilePath()));
    QVERIFY2(bar->details().contains(reason), qPrintable(bar->details()));
    QCOMPARE(shown.count(), 1);

    // The old file keeps every byte, and nothing else was written either.
    QCOMPARE(readAll(m_oldFile), kOldContents);
    QCOMPARE(snapshot(m_folder->path()), files);

    // The board and its history are as they were, still unsaved, still the old file's.
    QCOMPARE(model->board(), board);
    QCOMPARE(stack->count(), steps);
    QCOMPARE(stack->index(), index);
    QVERIFY(model->isModified());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->currentFile(), QFileInfo(m_oldFile).absoluteFilePath());
    QCOMPARE(m_window->windowTitle(), title);
    action("actionUndo")->trigger();
    action("actionUndo")->trigger();
    QCOMPARE(
        QString::fromStdString(ttt::formatGrid(model->board())), QString::fromLatin1(kOldContents));
}

void TestSaving::failedSaveCanBeRetriedElsewhere()
{
    const QString bad = QDir(m_documents).filePath(QStringLiteral("missing/board.txt"));
    setSavePath(bad);
    QVERIFY(!m_window->saveAs());
    QVERIFY(!m_window->messageBar()->isHidden());

    const QString good = QDir(m_documents).filePath(QStringLiteral("second.txt"));
    setSavePath(good);
    QVERIFY(m_window->saveAs());
    QCOMPARE(readAll(good), QByteArray("x.o\n.o.\n..x\n"));
    QCOMPARE(readAll(m_oldFile), kOldContents);
    QVERIFY(m_window->messageBar()->isHidden());
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->currentFile(), QFileInfo(good).absoluteFilePath());
}

void TestSaving::failedExportSaysWhyAndWritesNothing()
{
    // An image is saved the same careful way.
    const QString folderAsImage = QDir(m_documents).filePath(QStringLiteral("picture.png"));
    QVERIFY(QDir(m_documents).mkdir(QStringLiteral("picture.png")));
    const QStringList files = snapshot(m_folder->path());
    setSavePath(folderAsImage);
    action("actionExport")->trigger();
    QCOMPARE(m_dialogsShown, 1);
    MessageBar* bar = m_window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->headline(), QStringLiteral("Could not export picture.png"));
    QCOMPARE(bar->details(),
        QStringLiteral("“%1” is a folder, not a file.")
            .arg(QDir::toNativeSeparators(QFileInfo(folderAsImage).absoluteFilePath())));
    QCOMPARE(snapshot(m_folder->path()), files);
}

TTT_TEST_MAIN(TestSaving)
#include "tst_saving.moc"
