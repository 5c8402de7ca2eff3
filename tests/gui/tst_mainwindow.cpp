// The window: the panel's verdicts, the legality banner, undo/redo, clipboard, files through
// replaced dialogs, drag and drop, PNG export, preferences that outlive the window; the rule
// selector, the what-if side, rotations and reflections, alike moves and game counts.
#include "board/boardrenderer.h"
#include "board/boardview.h"
#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/analysispanel.h"
#include "panels/heatmaplegend.h"
#include "panels/messagebar.h"
#include "window/appearance.h"
#include "window/mainwindow.h"
#include "window/preferences.h"

#include "ttt/text.h"

#include "testmain.h"
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMimeData>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using ttt::Mark;


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
    void firstPlayerOfAGameAsks_data();
    void firstPlayerOfAGameAsks();
    void undoAndRedoActions();
    void clearAndNewBoard();
    void playBestMoveAction();
    void gameEndIsAnnounced_data();
    void gameEndIsAnnounced();
    void computerMovingFirstIsOffered();
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
    void quittingAnUnchangedWindowWritesNothing();
    void applicationIconIsBuiltIn();

    void ruleSelectorChangesVerdictAndHeatmap();
    void rulesMenuMatchesTheSelector();
    void misereIsLabelledWhereverAVerdictIs();
    void lineScoreNamesTheSideAndHasNoBanner();
    void whatIfOnAParityIllegalBoard();
    void rotateAndFlipRoundTripThroughTheMenus();
    void flippingASymmetricBoardSaysSo();
    void alikeMovesOfTheEmptyBoard();
    void canonicalFormIsShown();
    void hoverCountsTheGamesAfterThatMove();
    void gamesLeftFollowTheRules();
    void rulesOutliveTheWindow();
    void legalityBannerLaysOutAtEverySize_data();
    void legalityBannerLaysOutAtEverySize();

private:
    void setDialogs(const QString& openPath, const QString& savePath);
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }
    template <typename T> T* child(const char* name) const
    {
        return m_window->findChild<T*>(QString::fromLatin1(name));
    }
    QColor cellColour(ttt::Cell cell) const
    {
        BoardView* view = m_window->boardView();
        return view->grab().toImage().pixelColor(view->cellRect(cell).center().toPoint());
    }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
    int m_dialogsShown = 0;
};

void TestMainWindow::initTestCase()
{
    useTestSettings(QStringLiteral("tst_mainwindow"));
    QVERIFY(m_folder.isValid());
}

void TestMainWindow::init()
{
    m_window = windowOnClearedSettings();
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
    m_window->setFileDialogs(answeringDialogs(openPath, savePath, &m_dialogsShown));
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
    QCOMPARE(panel->bestMoves(), QStringLiteral("c3"));
    QCOMPARE(panel->bestLine(), QStringLiteral("x c3"));
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

Q_DECLARE_METATYPE(FileDialogs::FirstPlayerChange)

void TestMainWindow::firstPlayerOfAGameAsks_data()
{
    QTest::addColumn<FileDialogs::FirstPlayerChange>("answer");
    QTest::newRow("a new game with o first") << FileDialogs::FirstPlayerChange::NewGame;
    QTest::newRow("the game kept as a what-if") << FileDialogs::FirstPlayerChange::KeepAsWhatIf;
    QTest::newRow("cancelled") << FileDialogs::FirstPlayerChange::Cancel;
}

void TestMainWindow::firstPlayerOfAGameAsks()
{
    // A game x started, opened; o chosen to move first asks what that means.
    QFETCH(FileDialogs::FirstPlayerChange, answer);
    const QString path = m_folder.filePath(QStringLiteral("x-started.txt"));
    const QByteArray record = "1. b2 a1 2. c3\n";
    QVERIFY(writeAll(path, record));
    QVERIFY(m_window->openFile(path));
    PositionModel* model = m_window->model();
    const ttt::Game game = model->game();
    int asked = 0;
    FileDialogs dialogs = answeringDialogs({}, {});
    dialogs.firstPlayerOfGame = [&](QWidget* parent, Mark started, Mark chosen) {
        ++asked;
        [&] {
            QCOMPARE(parent, m_window.get());
            QCOMPARE(started, Mark::X);
            QCOMPARE(chosen, Mark::O);
        }();
        return answer;
    };
    m_window->setFileDialogs(dialogs);
    action("actionOFirst")->trigger();
    QCOMPARE(asked, 1);

    switch (answer) {
    case FileDialogs::FirstPlayerChange::NewGame: {
        // An empty board, o to move, untitled: nothing flagged, nothing what-if.
        QCOMPARE(model->firstPlayer(), Mark::O);
        QVERIFY(action("actionOFirst")->isChecked());
        QVERIFY(model->board().isEmpty());
        QVERIFY(!model->game().hasMoves());
        QCOMPARE(model->sideToMove(), Mark::O);
        QVERIFY(!model->whatIfSideToMove());
        QVERIFY(model->isLegal());
        QVERIFY(m_window->currentFile().isEmpty());
        QVERIFY(!m_window->isWindowModified());
        // One step of Undo: the game, its file and x first again.
        model->undoStack()->undo();
        QCOMPARE(model->game(), game);
        QCOMPARE(model->firstPlayer(), Mark::X);
        QVERIFY(action("actionXFirst")->isChecked());
        QCOMPARE(m_window->currentFile(), path);
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(model->isLegal());
        break;
    }
    case FileDialogs::FirstPlayerChange::KeepAsWhatIf:
        // Asked for: the game, its start naming x to move.
        QCOMPARE(model->firstPlayer(), Mark::O);
        QCOMPARE(model->game().movesAfter({}).size(), std::size_t(1));
        QCOMPARE(model->whatIfSideToMove(), Mark::X);
        QVERIFY(m_window->isWindowModified());
        break;
    case FileDialogs::FirstPlayerChange::Cancel:
        QCOMPARE(model->firstPlayer(), Mark::X);
        QVERIFY(action("actionXFirst")->isChecked());
        QVERIFY(!action("actionOFirst")->isChecked());
        QCOMPARE(model->game(), game);
        QVERIFY(!model->whatIfSideToMove());
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(m_window->saveFile(path));
        QVERIFY2(!readAll(path).contains("first=o"), readAll(path).constData());
        break;
    }

    // A board without moves is set up by hand: the first player changes with no question.
    m_window->newBoard(ttt::kTicTacToe);
    model->setCellMark(4, Mark::X);
    const Mark other = model->firstPlayer() == Mark::X ? Mark::O : Mark::X;
    action(other == Mark::O ? "actionOFirst" : "actionXFirst")->trigger();
    QCOMPARE(model->firstPlayer(), other);
    QCOMPARE(asked, 1);
}

void TestMainWindow::gameEndIsAnnounced_data()
{
    QTest::addColumn<ttt::Rules>("rules");
    QTest::addColumn<QList<int>>("cells");
    QTest::addColumn<QString>("headline");
    QTest::newRow("x completes a1–a3")
        << ttt::Rules::Classic << QList<int> { 0, 1, 3, 4, 6 } << QStringLiteral("x wins: a1–a3");
    QTest::newRow("a full board") << ttt::Rules::Classic << QList<int> { 4, 0, 2, 6, 3, 5, 1, 7, 8 }
                                  << QStringLiteral("A tie: the board is full");
    QTest::newRow("misère: x completes a1–a3") << ttt::Rules::Misere << QList<int> { 0, 4, 3, 8, 6 }
                                               << QStringLiteral("o wins: x completed a1–a3");
}

void TestMainWindow::gameEndIsAnnounced()
{
    // Played to its end with clicks in Play mode, the game says how it ended; Undo takes the
    // message away with the last move.
    QFETCH(ttt::Rules, rules);
    QFETCH(QList<int>, cells);
    QFETCH(QString, headline);
    m_window->model()->setRules(rules);
    action("actionPlayMode")->setChecked(true);
    BoardView* view = m_window->boardView();
    MessageBar* bar = m_window->messageBar();
    for (int cell : cells) {
        QVERIFY(bar->isHidden());
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(cell).center().toPoint());
    }
    QVERIFY(m_window->model()->isOver());
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->headline(), headline);
    m_window->model()->undoStack()->undo();
    QVERIFY(bar->isHidden());
}

void TestMainWindow::computerMovingFirstIsOffered()
{
    // Before the game's first move the mode says how to let the computer start, with its key,
    // and the Best Move button's tooltip says the key too.
    QAction* best = action("actionPlayBestMove");
    const QString key = best->shortcut().toString(QKeySequence::NativeText);
    QVERIFY(!key.isEmpty());
    QVERIFY2(best->toolTip().contains(key), qPrintable(best->toolTip()));
    action("actionPlayMode")->setChecked(true);
    action("actionPerfectReply")->setChecked(true);
    auto* mode = m_window->findChild<QLabel*>(QStringLiteral("modeLabel"));
    QVERIFY(mode);
    QVERIFY2(mode->text().contains(key) && mode->text().contains(QStringLiteral("computer")),
        qPrintable(mode->text()));
    // The computer starts: x's move and o is to move; the hint has done its work.
    best->trigger();
    QCOMPARE(m_window->model()->board().count(Mark::X), 1);
    QVERIFY2(!mode->text().contains(key), qPrintable(mode->text()));
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
    QTRY_COMPARE(texts(), (QStringList { "Start", "Put x on a3", "Put o on b2", "Put x on c1" }));
    QCOMPARE(history->currentIndex().row(), 3);

    // Choosing a row goes back to that position; later rows stay, to go forward again.
    history->setCurrentIndex(rows->index(1, 0));
    QCOMPARE(oneLine(model->board()), QStringLiteral("x../.../..."));
    QCOMPARE(rows->rowCount(), 4);
    history->setCurrentIndex(rows->index(0, 0));
    QCOMPARE(model->board(), ttt::Board {});

    // A new edit from there replaces what had been undone.
    model->setCellMark(2, Mark::O);
    QTRY_COMPARE(texts(), (QStringList { "Start", "Put o on c3" }));
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
    QTest::newRow("a 21st row") << QByteArray("x..\n").repeated(21) << "Line 21, column 1: ";
    QTest::newRow("a 21st column")
        << QByteArray("# k=5\n").append(QByteArray(21, '.').append('\n').repeated(3))
        << "Line 2, column 21: ";
    QTest::newRow("ragged rows of a bigger board")
        << QByteArray("x...\n...\n....\n") << "Line 2, column 4: row 2 ends after 3 cells";
    QTest::newRow("a setting the header does not know")
        << QByteArray("# level=hard\nx..\n...\n...\n") << "Line 1, column 3: unknown setting";
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

    // The coordinates name the cells in the picture as on the screen: ink above the tray and to
    // its left, on the window's background. The tray is where more than half a row of the
    // picture is its colour (an antialiased glyph's edge may pass through that colour too, but
    // not for so long).
    const QRgb tray = BoardRenderer::trayColor(palette).rgb();
    QRect trayBox;
    for (int y = 0; y < image.height(); ++y) {
        int first = -1;
        int last = -1;
        int count = 0;
        for (int x = 0; x < image.width(); ++x) {
            if ((image.pixel(x, y) | 0xff000000) == tray) {
                first = first < 0 ? x : first;
                last = x;
                ++count;
            }
        }
        if (count > image.width() / 2)
            trayBox |= QRect(QPoint(first, y), QPoint(last, y));
    }
    QVERIFY(trayBox.height() > image.width() / 2);
    const QColor background = palette.color(QPalette::Window);
    const auto inkIn = [&](const QRect& area) {
        int pixels = 0;
        for (int y = std::max(0, area.top()); y <= area.bottom(); ++y) {
            for (int x = std::max(0, area.left()); x <= area.right(); ++x)
                pixels += Heatmap::contrastRatio(image.pixelColor(x, y), background) >= 3.0;
        }
        return pixels;
    };
    QVERIFY(inkIn(QRect(trayBox.left(), trayBox.top() - 30, trayBox.width(), 28)) > 20);
    QVERIFY(inkIn(QRect(trayBox.left() - 30, trayBox.top(), 28, trayBox.height())) > 20);
}

void TestMainWindow::dropText()
{
    auto* mime = new QMimeData;
    mime->setText(QStringLiteral("xx./oo./..."));
    sendDrop(*m_window, mime);
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
    sendDrop(*m_window, mime);
    delete mime;
    QCOMPARE(oneLine(m_window->model()->board()), QStringLiteral("o../.x./..x"));
    QCOMPARE(m_window->currentFile(), QFileInfo(path).absoluteFilePath());
}

void TestMainWindow::dropBadTextSaysWhere()
{
    auto* mime = new QMimeData;
    mime->setText(QStringLiteral("xx.\noo.\n..!\n"));
    sendDrop(*m_window, mime);
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

void TestMainWindow::quittingAnUnchangedWindowWritesNothing()
{
    // Every write of the settings waits for the disk (the file and its lock are synced), however
    // busy it is with other programs' writes: a window that closes where and as it was, on a
    // board whose analysis needs no keeping, writes nothing.
    QCoreApplication::processEvents();
    Preferences::setWindowGeometry(m_window->saveGeometry(), m_window->saveState());
    QVERIFY(!QSettings().contains(QStringLiteral("analysis/keptSearch")));
    const QString path = QSettings().fileName();
    const auto stamp = [&] {
        const QFileInfo info(path);
        return std::pair { info.fileTime(QFileDevice::FileModificationTime), info.size() };
    };
    const auto before = stamp();
    QTest::qWait(30);
    QVERIFY(m_window->close());
    QCOMPARE(stamp(), before);
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

void TestMainWindow::ruleSelectorChangesVerdictAndHeatmap()
{
    // oo./xx./... with x to move. Classic: x completes the middle row at (2,3). Line-score:
    // that leaves o to complete the top row, level at 0; blocking at (1,3) instead leaves two x
    // threats, and x ends a line ahead, -1.
    m_window->model()->setBoard(board(QStringLiteral("oo./xx./...")));
    AnalysisPanel* panel = m_window->analysisPanel();
    QTRY_COMPARE(panel->verdict(), QStringLiteral("x to move: x wins in 1 ply"));
    const QPalette palette = m_window->boardView()->palette();
    QCOMPARE(cellColour(5), Heatmap::fillColor({ ttt::Outcome::Win, 1 }, palette));

    auto* combo = child<QComboBox>("rulesCombo");
    QVERIFY(combo);
    QCOMPARE(combo->currentText(), QStringLiteral("Classic"));
    QSignalSpy rules(m_window->model(), &PositionModel::rulesChanged);
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_End); // the last item: line-score
    QCOMPARE(rules.count(), 1);
    QCOMPARE(m_window->model()->rules(), ttt::Rules::LineScore);
    QTRY_COMPARE(panel->verdict(),
        QString::fromUtf8("x to move: the board fills up at \u22121 (o lines minus x lines)"));
    QCOMPARE(panel->rules(),
        QStringLiteral("Line-score: play until the board is full; the score is o lines minus x "
                       "lines"));
    QCOMPARE(cellColour(5), Heatmap::scoreFillColor(0, palette));
    QCOMPARE(cellColour(2), Heatmap::scoreFillColor(-1, palette));
    QCOMPARE(m_window->legend()->rules(), ttt::Rules::LineScore);

    QTest::keyClick(combo, Qt::Key_Home);
    QCOMPARE(m_window->model()->rules(), ttt::Rules::Classic);
    QTRY_COMPARE(panel->verdict(), QStringLiteral("x to move: x wins in 1 ply"));
    QCOMPARE(cellColour(5), Heatmap::fillColor({ ttt::Outcome::Win, 1 }, palette));
    // A preference, not an edit: nothing to undo.
    QCOMPARE(m_window->model()->undoStack()->count(), 0);
}

void TestMainWindow::rulesMenuMatchesTheSelector()
{
    auto* combo = child<QComboBox>("rulesCombo");
    action("actionMisereRules")->trigger();
    QCOMPARE(m_window->model()->rules(), ttt::Rules::Misere);
    QCOMPARE(combo->currentText(), QString::fromUtf8("Misère"));
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down); // misère → line-score
    QVERIFY(action("actionLineScoreRules")->isChecked());
    QVERIFY(!action("actionMisereRules")->isChecked());
    m_window->model()->setRules(ttt::Rules::Classic);
    QVERIFY(action("actionClassicRules")->isChecked());
    QCOMPARE(combo->currentText(), QStringLiteral("Classic"));
}

void TestMainWindow::misereIsLabelledWhereverAVerdictIs()
{
    action("actionMisereRules")->trigger();
    AnalysisPanel* panel = m_window->analysisPanel();
    // Misère's empty board: x holds the tie only by opening in the centre.
    QTRY_COMPARE(panel->verdict(), QString::fromUtf8("Misère — x to move: a tie with best play"));
    QCOMPARE(panel->bestMoves(), QStringLiteral("b2"));
    QCOMPARE(m_window->legend()->rules(), ttt::Rules::Misere);
    QVERIFY(m_window->legend()->toolTip().startsWith(QString::fromUtf8("Misère")));

    BoardView* view = m_window->boardView();
    QTest::mouseMove(view, view->cellRect(0).center().toPoint());
    QTRY_COMPARE(view->hoveredCell(), 0);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(
                 QString::fromUtf8("Misère — x on a3: o wins in 9 plies")),
        qPrintable(m_window->statusBar()->currentMessage()));

    // A finished game says who won, and why, under misère.
    m_window->model()->setBoard(board(QStringLiteral("xxx/oo./...")));
    QTRY_COMPARE(panel->verdict(), QString::fromUtf8("Misère — o won: x completed a line"));
    QCOMPARE(panel->gameState(), QString::fromUtf8("Misère — o won: x completed a line"));
}

void TestMainWindow::lineScoreNamesTheSideAndHasNoBanner()
{
    // Three o and no x: no game under the classic rules, any board under line-score.
    m_window->model()->setBoard(board(QStringLiteral("ooo/.../...")));
    QTRY_VERIFY(!m_window->legalityBanner()->isHidden());
    action("actionLineScoreRules")->trigger();
    AnalysisPanel* panel = m_window->analysisPanel();
    QTRY_VERIFY(m_window->legalityBanner()->isHidden());
    QCOMPARE(panel->legality(), QStringLiteral("any board: line-score has no legality rules"));
    QVERIFY(panel->sideToMove().startsWith(QStringLiteral("x (the counts break turn parity")));
    // The side is shown chosen, and either can be chosen; the what-if box is not needed.
    auto* x = child<QRadioButton>("whatIfX");
    auto* o = child<QRadioButton>("whatIfO");
    QVERIFY(x->isChecked() && x->isEnabled() && !o->isChecked() && o->isEnabled());
    QVERIFY(child<QCheckBox>("whatIfCheck")->isHidden());
    QTest::mouseClick(o, Qt::LeftButton);
    QCOMPARE(m_window->model()->sideToMove(), std::optional(Mark::O));
    QTRY_VERIFY(panel->verdict().startsWith(QStringLiteral("o to move: ")));
    QVERIFY(o->isChecked() && !x->isChecked());
    QVERIFY(action("actionWhatIfO")->isChecked());
}

void TestMainWindow::whatIfOnAParityIllegalBoard()
{
    PositionModel* model = m_window->model();
    model->setBoard(board(QStringLiteral("xx./.../...")));
    MessageBar* banner = m_window->legalityBanner();
    AnalysisPanel* panel = m_window->analysisPanel();
    QTRY_COMPARE(banner->kind(), MessageBar::Kind::Error);
    QVERIFY(banner->details().contains(QStringLiteral("Analyse Anyway (What if)")));
    const QColor base = m_window->boardView()->palette().color(QPalette::Base);
    QCOMPARE(cellColour(2), base); // no heatmap

    auto* whatIf = child<QCheckBox>("whatIfCheck");
    auto* x = child<QRadioButton>("whatIfX");
    auto* o = child<QRadioButton>("whatIfO");
    QVERIFY(whatIf && x && o);
    QVERIFY(!whatIf->isChecked() && !x->isEnabled() && !o->isEnabled());

    // Ticking it names the side that is behind, o, and the problems become warnings.
    QTest::mouseClick(whatIf, Qt::LeftButton);
    QCOMPARE(model->whatIfSideToMove(), std::optional(Mark::O));
    QTRY_COMPARE(banner->kind(), MessageBar::Kind::Warning);
    QVERIFY(!banner->isHidden());
    QVERIFY(banner->details().contains(QStringLiteral("x has 2 marks and o has 0 marks")));
    QVERIFY(panel->verdict().startsWith(QStringLiteral("o to move: ")));
    QVERIFY(o->isChecked() && o->isEnabled() && !x->isChecked());
    QVERIFY(cellColour(2) != base); // the heatmap shows
    QVERIFY(action("actionWhatIfO")->isChecked());

    // x to move: x completes the top row at once.
    QTest::mouseClick(x, Qt::LeftButton);
    QTRY_COMPARE(panel->verdict(), QStringLiteral("x to move: x wins in 1 ply"));
    QCOMPARE(cellColour(2),
        Heatmap::fillColor({ ttt::Outcome::Win, 1 }, m_window->boardView()->palette()));
    QCOMPARE(model->undoStack()->text(model->undoStack()->count() - 1),
        QStringLiteral("What if x is to move"));

    // Each choice was one step; undo goes back through them to the error.
    action("actionUndo")->trigger();
    QCOMPARE(model->whatIfSideToMove(), std::optional(Mark::O));
    action("actionUndo")->trigger();
    QCOMPARE(model->whatIfSideToMove(), std::nullopt);
    QTRY_COMPARE(banner->kind(), MessageBar::Kind::Error);
    QVERIFY(!whatIf->isChecked());
    QCOMPARE(cellColour(2), base);

    // The menu does the same.
    action("actionWhatIfX")->trigger();
    QCOMPARE(model->whatIfSideToMove(), std::optional(Mark::X));
    QTRY_VERIFY(whatIf->isChecked());
    action("actionSideByCounts")->trigger();
    QCOMPARE(model->whatIfSideToMove(), std::nullopt);
}

void TestMainWindow::rotateAndFlipRoundTripThroughTheMenus()
{
    PositionModel* model = m_window->model();
    QVERIFY(!action("actionRotateClockwise")->isEnabled()); // the empty board stays as it is
    model->setBoard(board(QStringLiteral("xo./.x./...")));
    QVERIFY(action("actionRotateClockwise")->isEnabled());

    // A clockwise quarter turn takes the top row to the right column.
    action("actionRotateClockwise")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral("..x/.xo/..."));
    action("actionRotateAnticlockwise")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral("xo./.x./..."));
    action("actionFlipLeftRight")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral(".ox/.x./..."));
    action("actionFlipTopBottom")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral(".../.x./.ox"));
    for (int turn = 0; turn < 4; ++turn)
        action("actionRotateClockwise")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral(".../.x./.ox"));

    QUndoStack* stack = model->undoStack();
    QCOMPARE(stack->count(), 8);
    QCOMPARE(stack->text(0), QStringLiteral("Rotate clockwise"));
    QCOMPARE(stack->text(3), QStringLiteral("Flip top-bottom"));
    // Undo restores each board exactly, back to the start: first the board three clockwise
    // turns made, which is one anticlockwise turn from the last.
    action("actionUndo")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral("..x/.xo/..."));
    while (stack->canUndo())
        action("actionUndo")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral("xo./.x./..."));
    // Redo goes forward through the same boards.
    action("actionRedo")->trigger();
    QCOMPARE(oneLine(model->board()), QStringLiteral("..x/.xo/..."));
}

void TestMainWindow::flippingASymmetricBoardSaysSo()
{
    m_window->model()->setBoard(board(QStringLiteral("x.x/.o./...")));
    action("actionFlipLeftRight")->trigger();
    QCOMPARE(m_window->model()->undoStack()->count(), 0);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("symmetric")));
}

void TestMainWindow::alikeMovesOfTheEmptyBoard()
{
    AnalysisPanel* panel = m_window->analysisPanel();
    QTRY_COMPARE(
        panel->alikeMoveTags(), (QStringList { "Δ", "Σ", "Δ", "Σ", "Π", "Σ", "Δ", "Σ", "Δ" }));
    QVERIFY(
        panel->alikeMoves().startsWith(QStringLiteral("3 different moves among 9 empty cells")));
    // No symmetry left: no signs, and the panel says every move differs.
    m_window->model()->setBoard(board(QStringLiteral("xx./oo./...")));
    QTRY_COMPARE(panel->alikeMoveTags(), QStringList(9, QString()));
    QVERIFY(panel->alikeMoves().startsWith(QStringLiteral("no two alike")));
}

void TestMainWindow::canonicalFormIsShown()
{
    // A corner x: the canonical form puts it in the last cell, by half a turn.
    m_window->model()->setBoard(board(QStringLiteral("x../.../...")));
    QTRY_COMPARE(m_window->analysisPanel()->canonicalForm(),
        QStringLiteral(".../.../..x\nthis board turned half round"));
    m_window->model()->setBoard(board(QStringLiteral(".../.../..x")));
    QTRY_COMPARE(m_window->analysisPanel()->canonicalForm(),
        QStringLiteral(".../.../..x\nthis board as it is"));
}

void TestMainWindow::hoverCountsTheGamesAfterThatMove()
{
    AnalysisPanel* panel = m_window->analysisPanel();
    BoardView* view = m_window->boardView();
    QTest::mouseMove(m_window.get(), QPoint(1, 1));
    m_window->model()->setBoard(board(QStringLiteral("xx./oo./...")));
    QTRY_COMPARE(panel->gamesAfter(), QStringLiteral("point at an empty cell"));

    // x completes the top row: one game, already won by x.
    QTest::mouseMove(view, view->cellRect(2).center().toPoint());
    QTRY_COMPARE(panel->gamesAfter(), QString::fromUtf8("x c3 → 1: x wins 1, o wins 0, draws 0"));
    QTest::mouseMove(view, view->cellRect(0).center().toPoint());
    QTRY_COMPARE(panel->gamesAfter(), QStringLiteral("a3 is taken"));

    // On the empty board the four corners are alike, so they leave as many games.
    m_window->model()->setBoard(ttt::Board {});
    QStringList corners;
    for (ttt::Cell cell : { 0, 2, 6, 8 }) {
        QTest::mouseMove(view, view->cellRect(cell).center().toPoint());
        QTRY_COMPARE(view->hoveredCell(), cell);
        QCoreApplication::processEvents();
        corners << panel->gamesAfter().section(QString::fromUtf8(" → "), 1);
    }
    QCOMPARE(corners.count(corners.front()), 4);
    QVERIFY(!corners.front().isEmpty());

    QTest::mouseMove(m_window.get(), QPoint(1, 1));
    QTRY_COMPARE(panel->gamesAfter(), QStringLiteral("point at an empty cell"));
}

void TestMainWindow::gamesLeftFollowTheRules()
{
    AnalysisPanel* panel = m_window->analysisPanel();
    // SPEC: 255,168 games; misère ends the same games at the same moves with the winner
    // swapped; line-score plays every game to a full board, 9! of them.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    panel->refresh();
    QCOMPARE(
        panel->gamesLeft(), QStringLiteral("255,168: x wins 131,184, o wins 77,904, draws 46,080"));
    action("actionMisereRules")->trigger();
    QTRY_COMPARE(
        panel->gamesLeft(), QStringLiteral("255,168: x wins 77,904, o wins 131,184, draws 46,080"));
    action("actionLineScoreRules")->trigger();
    QTRY_VERIFY(panel->gamesLeft().startsWith(QStringLiteral("362,880: x ahead ")));
    QLocale::setDefault(QLocale::system());
}

void TestMainWindow::rulesOutliveTheWindow()
{
    action("actionMisereRules")->trigger();
    action("actionShowSymmetry")->setChecked(false);
    QVERIFY(m_window->close());
    m_window.reset();

    MainWindow second;
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    QCOMPARE(second.model()->rules(), ttt::Rules::Misere);
    QVERIFY(second.findChild<QAction*>(QStringLiteral("actionMisereRules"))->isChecked());
    QCOMPARE(second.findChild<QComboBox*>(QStringLiteral("rulesCombo"))->currentText(),
        QString::fromUtf8("Misère"));
    QCOMPARE(second.legend()->rules(), ttt::Rules::Misere);
    QVERIFY(!second.boardView()->showSymmetry());
    QVERIFY(!second.findChild<QAction*>(QStringLiteral("actionShowSymmetry"))->isChecked());
}

void TestMainWindow::legalityBannerLaysOutAtEverySize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("a small window") << QSize(500, 400);
    QTest::newRow("the default size") << QSize(1000, 700);
    QTest::newRow("a large window") << QSize(1400, 1000);
}

void TestMainWindow::legalityBannerLaysOutAtEverySize()
{
    QFETCH(QSize, size);
    m_window->resize(size);
    m_window->model()->setBoard(board(QStringLiteral("xx./.../...")));
    MessageBar* banner = m_window->legalityBanner();
    QTRY_VERIFY(!banner->isHidden());
    QTest::qWait(50); // layouts settle after the text is set

    // Each wrapped text gets the height its width needs, and the details start below the
    // headline: no line is drawn over another.
    QLabel* headline = nullptr;
    QLabel* details = nullptr;
    for (QLabel* label : banner->findChildren<QLabel*>()) {
        if (label->text() == banner->headline())
            headline = label;
        else if (label->text() == banner->details())
            details = label;
    }
    QVERIFY(headline && details);
    for (QLabel* label : { headline, details })
        QVERIFY2(label->height() >= label->heightForWidth(label->width()),
            qPrintable(QStringLiteral("%1: %2 high, needs %3")
                           .arg(label->text().left(20))
                           .arg(label->height())
                           .arg(label->heightForWidth(label->width()))));
    QVERIFY(headline->geometry().bottom() < details->geometry().top());
    QVERIFY(details->geometry().bottom() <= banner->contentsRect().bottom());

    // The whole banner is as wide as the panel's visible area allows, not clipped at its edge.
    auto* scroller
        = qobject_cast<QScrollArea*>(m_window->analysisPanel()->parentWidget()->parentWidget());
    QVERIFY(scroller);
    const QRect inViewport(banner->mapTo(scroller->viewport(), QPoint(0, 0)), banner->size());
    QVERIFY2(inViewport.right() < scroller->viewport()->width(),
        qPrintable(QStringLiteral("banner reaches x=%1, viewport is %2 wide")
                       .arg(inViewport.right())
                       .arg(scroller->viewport()->width())));
}

TTT_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
