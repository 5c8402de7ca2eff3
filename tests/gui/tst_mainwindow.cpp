// The window: the panel's verdicts, the legality banner, undo/redo, clipboard, files through
// replaced dialogs, drag and drop, PNG export, and preferences that outlive the window.
#include "analysispanel.h"
#include "appearance.h"
#include "boardview.h"
#include "heatmap.h"
#include "mainwindow.h"
#include "messagebar.h"
#include "positionmodel.h"

#include "ttt/text.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QListView>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using ttt::Mark;

namespace {

ttt::Board board(const QString& text)
{
    const ttt::Parsed<ttt::Board> parsed = ttt::parseBoard(text.toStdString());
    if (!parsed)
        qFatal("bad board in test: %s", qPrintable(text));
    return *parsed;
}

QString oneLine(const ttt::Board& b)
{
    return QString::fromStdString(ttt::formatOneLine(b));
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeAll(const QString& path, const QByteArray& contents)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void verdictOfContestSamples_data();
    void verdictOfContestSamples();
    void panelFacts();
    void illegalPositionShowsBannerWithEachRule();
    void firstPlayerChangesTheVerdict();
    void undoAndRedoActions();
    void clearAndNewBoard();
    void playBestMoveAction();
    void historyListsEditsAndGoesBack();

    void copyWritesBothTextForms();
    void pasteSetsTheBoardInOneStep();
    void badPasteLeavesTheBoardAndSaysWhere_data();
    void badPasteLeavesTheBoardAndSaysWhere();

    void saveAndOpenRoundTrip();
    void cancelledDialogsChangeNothing();
    void openFailureLeavesTheBoard_data();
    void openFailureLeavesTheBoard();
    void saveFailureLeavesEverything();
    void recentFilesOpenAgain();
    void exportWritesTheAnnotatedBoard();

    void dropText();
    void dropFile();
    void dropBadTextSaysWhere();

    void preferencesOutliveTheWindow();
    void applicationIconIsBuiltIn();

private:
    void setDialogs(const QString& openPath, const QString& savePath);
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }
    void sendDrop(QMimeData* mime);

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
    int m_dialogsShown = 0;
};

void TestMainWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("TicTacToeAnalyzerTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QVERIFY(m_folder.isValid());
}

void TestMainWindow::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_dialogsShown = 0;
    // No test may ever meet a real, modal file dialog.
    setDialogs({}, {});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    m_window.reset();
}

void TestMainWindow::setDialogs(const QString& openPath, const QString& savePath)
{
    FileDialogs dialogs;
    dialogs.openFileName
        = [this, openPath](QWidget*, const QString&, const QString&, const QString&) {
              ++m_dialogsShown;
              return openPath;
          };
    dialogs.saveFileName
        = [this, savePath](QWidget*, const QString&, const QString&, const QString&) {
              ++m_dialogsShown;
              return savePath;
          };
    m_window->setFileDialogs(dialogs);
}

void TestMainWindow::sendDrop(QMimeData* mime)
{
    const QPoint where
        = m_window->boardView()->mapTo(m_window.get(), m_window->boardView()->rect().center());
    QDragEnterEvent enter(where, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(where), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    QVERIFY(drop.isAccepted());
}

void TestMainWindow::verdictOfContestSamples_data()
{
    QTest::addColumn<QString>("grid");
    QTest::addColumn<QString>("verdict");

    QTest::newRow("the empty board is a tie") << "...\n...\n...\n"
                                              << "x to move: a tie with best play";
    QTest::newRow("x wins in 1") << "xx.\noo.\n...\n"
                                 << "x to move: x wins in 1 ply";
    QTest::newRow("o wins in 1") << "xox\noo.\nx.x\n"
                                 << "o to move: o wins in 1 ply";
    QTest::newRow("a finished game says who won") << "xxx\noo.\n...\n"
                                                  << "x won";
    QTest::newRow("a full board says it is a draw") << "xox\nxoo\noxx\n"
                                                    << "a draw";
}

void TestMainWindow::verdictOfContestSamples()
{
    QFETCH(QString, grid);
    QFETCH(QString, verdict);
    QVERIFY(m_window->importText(
        grid.toUtf8(), QStringLiteral("Sample"), QStringLiteral("not a board")));
    // The panel follows the board on the next turn of the event loop.
    QTRY_COMPARE(m_window->analysisPanel()->verdict(), verdict);
    QVERIFY(m_window->legalityBanner()->isHidden());
}

void TestMainWindow::panelFacts()
{
    m_window->model()->setBoard(board(QStringLiteral("xx./oo./...")));
    AnalysisPanel* panel = m_window->analysisPanel();
    QTRY_COMPARE(panel->gameState(), QStringLiteral("in progress, 4 of 9 cells filled"));
    QCOMPARE(panel->sideToMove(), QStringLiteral("x (x moves first)"));
    QCOMPARE(panel->legality(), QStringLiteral("yes"));
    QCOMPARE(panel->bestMoves(), QStringLiteral("(1,3)"));
    QCOMPARE(panel->bestLine(), QStringLiteral("x (1,3)"));
    // SPEC: 73 games are left here (the README's example of ttt-solve agrees).
    QCOMPARE(panel->gamesLeft(), QStringLiteral("73: x wins 22, o wins 27, draws 24"));
}

void TestMainWindow::illegalPositionShowsBannerWithEachRule()
{
    m_window->model()->setBoard(board(QStringLiteral("ooo/x../o..")));
    MessageBar* banner = m_window->legalityBanner();
    QTRY_VERIFY(!banner->isHidden());
    QCOMPARE(banner->kind(), MessageBar::Kind::Error);
    QVERIFY(banner->details().contains(
        QStringLiteral("x has 1 mark and o has 4 marks, but x moves first: x must have as many "
                       "marks as o, or one more.")));
    QVERIFY(banner->details().contains(
        QStringLiteral("o has three in a row, so o made the last move and must have as many marks "
                       "as x, but o has 4 marks and x has 1 mark.")));
    QCOMPARE(m_window->analysisPanel()->verdict(), QStringLiteral("Not a legal position"));
    QCOMPARE(m_window->analysisPanel()->legality(),
        QStringLiteral("no: turn parity, winner moved last"));
    QVERIFY(!action("actionPlayBestMove")->isEnabled());

    // Editing goes on freely; once legal, the banner goes.
    m_window->model()->setBoard(board(QStringLiteral("oo./x../...")));
    QTRY_VERIFY(banner->details().contains(QStringLiteral("x has 1 mark and o has 2 marks")));
    QVERIFY(!banner->isHidden());
    m_window->model()->setCellMark(8, Mark::X);
    QTRY_VERIFY(banner->isHidden());
}

void TestMainWindow::firstPlayerChangesTheVerdict()
{
    m_window->model()->setBoard(board(QStringLiteral("x../.../...")));
    QTRY_COMPARE(
        m_window->analysisPanel()->verdict(), QStringLiteral("o to move: a tie with best play"));
    action("actionOFirst")->trigger();
    QCOMPARE(m_window->model()->firstPlayer(), Mark::O);
    QTRY_COMPARE(m_window->analysisPanel()->verdict(), QStringLiteral("Not a legal position"));
    QVERIFY(!m_window->legalityBanner()->isHidden());
}

void TestMainWindow::undoAndRedoActions()
{
    QAction* undo = action("actionUndo");
    QAction* redo = action("actionRedo");
    QVERIFY(undo && redo);
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(redo->shortcut(), QKeySequence(QKeySequence::Redo));
    QVERIFY(!undo->isEnabled());

    PositionModel* model = m_window->model();
    model->setCellMark(0, Mark::X);
    model->setCellMark(4, Mark::O);
    QVERIFY(undo->isEnabled());
    QVERIFY(m_window->isWindowModified());
    undo->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral("x../.../..."));
    QVERIFY(redo->isEnabled());
    undo->trigger();
    QCOMPARE(model->board(), ttt::Board {});
    QVERIFY(!m_window->isWindowModified());
    redo->trigger();
    redo->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral("x../.o./..."));
    QVERIFY(!redo->isEnabled());

    // The keyboard shortcut reaches the same action.
    m_window->boardView()->setFocus();
    QTest::keySequence(m_window.get(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(oneLine(model->board()), QStringLiteral("x../.../..."));
}

void TestMainWindow::clearAndNewBoard()
{
    PositionModel* model = m_window->model();
    model->setCellMark(3, Mark::X);
    QVERIFY(action("actionClearBoard")->isEnabled());
    action("actionClearBoard")->trigger();
    QCOMPARE(model->board(), ttt::Board {});
    QVERIFY(!action("actionClearBoard")->isEnabled());
    action("actionUndo")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral(".../x../..."));
    action("actionNew")->trigger();
    QCOMPARE(model->board(), ttt::Board {});
    QVERIFY(m_window->currentFile().isEmpty());
    QVERIFY(!m_window->isWindowModified());
}

void TestMainWindow::playBestMoveAction()
{
    m_window->model()->setBoard(board(QStringLiteral("xx./oo./...")));
    action("actionPlayBestMove")->trigger();
    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral("xxx/oo./..."));
    QTRY_COMPARE(m_window->analysisPanel()->verdict(), QStringLiteral("x won"));
    QVERIFY(!action("actionPlayBestMove")->isEnabled());
}

void TestMainWindow::historyListsEditsAndGoesBack()
{
    auto* history = m_window->findChild<QListView*>(QStringLiteral("historyView"));
    QVERIFY(history);
    QAbstractItemModel* rows = history->model();
    const auto texts = [rows] {
        QStringList result;
        for (int row = 0; row < rows->rowCount(); ++row)
            result << rows->index(row, 0).data().toString();
        return result;
    };
    PositionModel* model = m_window->model();
    model->setCellMark(0, Mark::X);
    model->setCellMark(4, Mark::O);
    model->setCellMark(8, Mark::X);
    QTRY_COMPARE(texts(),
        (QStringList { "Start", "Put x on row 1, column 1", "Put o on row 2, column 2",
            "Put x on row 3, column 3" }));
    QCOMPARE(history->currentIndex().row(), 3);

    // Choosing a row goes back to that position; later rows stay, to go forward again.
    history->setCurrentIndex(rows->index(1, 0));
    QCOMPARE(oneLine(model->board()), QStringLiteral("x../.../..."));
    QCOMPARE(rows->rowCount(), 4);
    history->setCurrentIndex(rows->index(0, 0));
    QCOMPARE(model->board(), ttt::Board {});

    // A new edit from there replaces what had been undone.
    model->setCellMark(2, Mark::O);
    QTRY_COMPARE(texts(), (QStringList { "Start", "Put o on row 1, column 3" }));
    QCOMPARE(history->currentIndex().row(), 1);
}

void TestMainWindow::copyWritesBothTextForms()
{
    m_window->model()->setBoard(board(QStringLiteral("xoo/.x./..x")));
    action("actionCopy")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("xoo\n.x.\n..x\n"));
    action("actionCopyOneLine")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("xoo/.x./..x"));
}

void TestMainWindow::pasteSetsTheBoardInOneStep()
{
    QGuiApplication::clipboard()->setText(QStringLiteral("XOO\r\n-X-\r\n__X\r\n"));
    action("actionPaste")->trigger();
    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral("xoo/.x./..x"));
    QCOMPARE(m_window->model()->undoStack()->count(), 1);
    QCOMPARE(m_window->model()->undoStack()->text(0), QStringLiteral("Paste board"));
    QVERIFY(m_window->messageBar()->isHidden());
}

void TestMainWindow::badPasteLeavesTheBoardAndSaysWhere_data()
{
    QTest::addColumn<QString>("clipboard");
    QTest::addColumn<QString>("where");

    QTest::newRow("a letter that is no cell") << "xo.\nxq.\n...\n"
                                              << "Line 2, column 2: ";
    QTest::newRow("the bad cell at the end of the last row") << "xo.\n.x.\n..z\n"
                                                             << "Line 3, column 3: ";
    QTest::newRow("one line with a stray character") << "xo./.#./..."
                                                     << "Line 1, column 6: ";
    QTest::newRow("an empty clipboard") << ""
                                        << "Line 1, column 1: ";
}

void TestMainWindow::badPasteLeavesTheBoardAndSaysWhere()
{
    QFETCH(QString, clipboard);
    QFETCH(QString, where);

    PositionModel* model = m_window->model();
    model->setCellMark(4, Mark::X);
    const ttt::Board before = model->board();
    const int steps = model->undoStack()->count();
    QSignalSpy shown(m_window.get(), &MainWindow::messageShown);

    QGuiApplication::clipboard()->setText(clipboard);
    action("actionPaste")->trigger();

    QCOMPARE(model->board(), before);
    QCOMPARE(model->undoStack()->count(), steps);
    MessageBar* bar = m_window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->kind(), MessageBar::Kind::Error);
    QCOMPARE(bar->headline(), QStringLiteral("The clipboard does not hold a board"));
    QVERIFY2(bar->details().startsWith(where), qPrintable(bar->details()));
    QCOMPARE(shown.count(), 1);
    QVERIFY(shown.front().front().toString().contains(where));

    // Editing leaves the message (and so the board) where it is; the next import that works
    // retires it.
    model->setCellMark(0, Mark::O);
    QVERIFY(!bar->isHidden());
    QGuiApplication::clipboard()->setText(QStringLiteral("o../.../..."));
    action("actionPaste")->trigger();
    QVERIFY(bar->isHidden());
}

void TestMainWindow::saveAndOpenRoundTrip()
{
    const QString path = m_folder.filePath(QStringLiteral("round trip.txt"));
    PositionModel* model = m_window->model();
    model->setBoard(board(QStringLiteral("xoo/.x./..x")));
    model->setCellMark(3, Mark::O);
    setDialogs({}, path);
    action("actionSaveAs")->trigger();
    QCOMPARE(m_dialogsShown, 1);
    QCOMPARE(readAll(path), QByteArray("xoo\nox.\n..x\n"));
    QCOMPARE(m_window->currentFile(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("round trip.txt")));

    action("actionClearBoard")->trigger();
    QVERIFY(m_window->isWindowModified());
    setDialogs(path, {});
    action("actionOpen")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral("xoo/ox./..x"));
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(model->undoStack()->text(model->undoStack()->index() - 1),
        QStringLiteral("Open round trip.txt"));

    // Save writes to the current file without asking.
    model->setCellMark(8, Mark::Empty);
    m_dialogsShown = 0;
    action("actionSave")->trigger();
    QCOMPARE(m_dialogsShown, 0);
    QCOMPARE(readAll(path), QByteArray("xoo\nox.\n...\n"));

    // A name without a suffix gets ".txt".
    setDialogs({}, m_folder.filePath(QStringLiteral("plain")));
    action("actionSaveAs")->trigger();
    QVERIFY(QFileInfo::exists(m_folder.filePath(QStringLiteral("plain.txt"))));
}

void TestMainWindow::cancelledDialogsChangeNothing()
{
    m_window->model()->setCellMark(0, Mark::X);
    setDialogs({}, {});
    action("actionOpen")->trigger();
    action("actionSaveAs")->trigger();
    action("actionExport")->trigger();
    QCOMPARE(m_dialogsShown, 3);
    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral("x../.../..."));
    QVERIFY(m_window->currentFile().isEmpty());
    QVERIFY(m_window->messageBar()->isHidden());
}

void TestMainWindow::openFailureLeavesTheBoard_data()
{
    QTest::addColumn<QByteArray>("contents"); // empty: the file does not exist
    QTest::addColumn<QString>("detail");

    QTest::newRow("a file that is not there") << QByteArray() << "";
    QTest::newRow("a bad cell on the second line")
        << QByteArray("x..\n.?.\n...\n") << "Line 2, column 2: ";
    QTest::newRow("a fourth row") << QByteArray("x..\n...\n...\nx..\n") << "Line 4, column 1: ";
}

void TestMainWindow::openFailureLeavesTheBoard()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, detail);

    const QString path = m_folder.filePath(QStringLiteral("broken-%1.txt")
                                               .arg(QTest::currentDataTag())
                                               .replace(QLatin1Char(' '), QLatin1Char('-')));
    if (!contents.isEmpty())
        QVERIFY(writeAll(path, contents));
    m_window->model()->setBoard(board(QStringLiteral("x../.o./...")));
    setDialogs(path, {});
    action("actionOpen")->trigger();

    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral("x../.o./..."));
    QVERIFY(m_window->currentFile().isEmpty());
    MessageBar* bar = m_window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->headline(), QStringLiteral("Could not open %1").arg(QFileInfo(path).fileName()));
    if (!detail.isEmpty())
        QVERIFY2(bar->details().startsWith(detail), qPrintable(bar->details()));
    else
        QVERIFY(!bar->details().isEmpty());
}

void TestMainWindow::saveFailureLeavesEverything()
{
    const QString path = m_folder.filePath(QStringLiteral("no such folder/board.txt"));
    m_window->model()->setCellMark(4, Mark::X);
    setDialogs({}, path);
    action("actionSaveAs")->trigger();
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral(".../.x./..."));
    QVERIFY(m_window->currentFile().isEmpty());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->messageBar()->headline(), QStringLiteral("Could not save board.txt"));
    QVERIFY(!m_window->messageBar()->details().isEmpty());
}

void TestMainWindow::recentFilesOpenAgain()
{
    const QString first = m_folder.filePath(QStringLiteral("recent-1.txt"));
    const QString second = m_folder.filePath(QStringLiteral("recent-2.txt"));
    QVERIFY(writeAll(first, "x..\n...\n...\n"));
    QVERIFY(writeAll(second, "...\n.x.\n...\n"));
    QVERIFY(m_window->openFile(first));
    QVERIFY(m_window->openFile(second));

    auto* menu = m_window->findChild<QMenu*>(QStringLiteral("menuRecentFiles"));
    QVERIFY(menu);
    QStringList paths;
    for (QAction* entry : menu->actions()) {
        if (!entry->data().toString().isEmpty())
            paths << entry->data().toString();
    }
    QCOMPARE(paths,
        (QStringList {
            QFileInfo(second).absoluteFilePath(), QFileInfo(first).absoluteFilePath() }));

    menu->actions().at(1)->trigger(); // the older one
    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral("x../.../..."));

    m_window->findChild<QAction*>(QStringLiteral("actionClearRecentFiles"))->trigger();
    QVERIFY(!menu->isEnabled());
}

void TestMainWindow::exportWritesTheAnnotatedBoard()
{
    const QString path = m_folder.filePath(QStringLiteral("picture"));
    m_window->model()->setBoard(board(QStringLiteral("xx./oo./...")));
    setDialogs({}, path);
    action("actionExport")->trigger();
    QImage image;
    QVERIFY(image.load(path + QStringLiteral(".png"), "PNG"));
    QVERIFY(image.width() >= 600);
    QVERIFY(image.height() > image.width()); // the verdict and legend are under the board

    // The board is in it, heatmap and all: count the pixels of each outcome's colour.
    const QPalette palette = m_window->boardView()->palette();
    const QRgb win = Heatmap::fillColor({ ttt::Outcome::Win, 1 }, palette).rgb();
    const QRgb tie = Heatmap::fillColor({ ttt::Outcome::Tie, 5 }, palette).rgb();
    const QRgb lose = Heatmap::fillColor({ ttt::Outcome::Lose, 2 }, palette).rgb();
    int wins = 0, ties = 0, losses = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb colour = image.pixel(x, y) | 0xff000000;
            wins += colour == win;
            ties += colour == tie;
            losses += colour == lose;
        }
    }
    QVERIFY(wins > 5000);
    QVERIFY(ties > 5000);
    QVERIFY(losses > 3 * 5000);
}

void TestMainWindow::dropText()
{
    auto* mime = new QMimeData;
    mime->setText(QStringLiteral("xx./oo./..."));
    sendDrop(mime);
    delete mime;
    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral("xx./oo./..."));
    QCOMPARE(m_window->model()->undoStack()->text(0), QStringLiteral("Drop board"));
}

void TestMainWindow::dropFile()
{
    const QString path = m_folder.filePath(QStringLiteral("dropped.txt"));
    QVERIFY(writeAll(path, "o..\n.x.\n..x\n"));
    auto* mime = new QMimeData;
    mime->setUrls({ QUrl::fromLocalFile(path) });
    sendDrop(mime);
    delete mime;
    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral("o../.x./..x"));
    QCOMPARE(m_window->currentFile(), QFileInfo(path).absoluteFilePath());
}

void TestMainWindow::dropBadTextSaysWhere()
{
    auto* mime = new QMimeData;
    mime->setText(QStringLiteral("xx.\noo.\n..!\n"));
    sendDrop(mime);
    delete mime;
    QCOMPARE(m_window->model()->board(), ttt::Board {});
    QCOMPARE(m_window->messageBar()->headline(), QStringLiteral("The dropped text is not a board"));
    QVERIFY(m_window->messageBar()->details().startsWith(QStringLiteral("Line 3, column 3: ")));
}

void TestMainWindow::preferencesOutliveTheWindow()
{
    const QString path = m_folder.filePath(QStringLiteral("kept.txt"));
    QVERIFY(writeAll(path, "...\n...\n...\n"));
    QVERIFY(m_window->openFile(path));
    action("actionOFirst")->trigger();
    action("actionShowLabels")->setChecked(false);
    action("actionShowHeatmap")->setChecked(false);
    action("actionPlayMode")->setChecked(true);
    action("actionPerfectReply")->setChecked(true);
    m_window->resize(777, 555);
    QCoreApplication::processEvents();
    QVERIFY(m_window->close());
    m_window.reset();

    MainWindow second;
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    const auto secondAction
        = [&](const char* name) { return second.findChild<QAction*>(QString::fromLatin1(name)); };
    QCOMPARE(second.model()->firstPlayer(), Mark::O);
    QVERIFY(secondAction("actionOFirst")->isChecked());
    QVERIFY(!secondAction("actionShowLabels")->isChecked());
    QVERIFY(!second.boardView()->showLabels());
    QVERIFY(!secondAction("actionShowHeatmap")->isChecked());
    QVERIFY(!second.boardView()->showHeatmap());
    QVERIFY(secondAction("actionPlayMode")->isChecked());
    QVERIFY(secondAction("actionPerfectReply")->isChecked());
    QCOMPARE(second.size(), QSize(777, 555));
    auto* menu = second.findChild<QMenu*>(QStringLiteral("menuRecentFiles"));
    QCOMPARE(menu->actions().front()->data().toString(), QFileInfo(path).absoluteFilePath());
}

void TestMainWindow::applicationIconIsBuiltIn()
{
    const QIcon icon = Appearance::applicationIcon();
    QVERIFY(icon.availableSizes().contains(QSize(256, 256)));
    const QImage image = icon.pixmap(64, 64).toImage();
    QCOMPARE(image.size(), QSize(64, 64));
    QCOMPARE(image.pixelColor(0, 0).alpha(), 0); // transparent corner, drawn tile inside
    QCOMPARE(image.pixelColor(32, 32).alpha(), 255);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
