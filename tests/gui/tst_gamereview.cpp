// Game review in the window: records in and out (open, save, copy, paste, drop), bad records
// with their line and column, stepping and branching, promoting and deleting variations with
// undo, grades in the move list under each rule set and on 4×4, the summary and the mistakes
// to jump to, training mode, and the evaluation graph's points against the grades.
#include "board/heatmap.h"
#include "corpusmanifest.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/analysispanel.h"
#include "panels/evaluationgraph.h"
#include "panels/messagebar.h"
#include "panels/movelist.h"
#include "window/mainwindow.h"
#include "words/wording.h"

#include "ttt/game.h"
#include "ttt/gamefiles.h"

#include "testmain.h"
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using ttt::Cell;
using ttt::GamePath;
using ttt::Mark;

namespace {

ttt::Game game(const char* record)
{
    const ttt::Parsed<ttt::Game> parsed = ttt::parseGame(record);
    if (!parsed)
        qFatal("bad record in test: %s", record);
    return *parsed;
}

// A game of tic-tac-toe with a mistake by each side and a variation: o's edge reply to the
// centre loses (a mistake); x's b1 throws the win to a tie (a mistake).
constexpr const char* kReviewed
    = "# a1=bottom-left\n1. b2 a2 2. a3 (2. c3 c1) 2... c1 3. b1 b3 4. c3\n";

} // namespace

class TestGameReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void recordsRoundTripThroughFiles_data();
    void recordsRoundTripThroughFiles();
    void gomokuGameRoundTrips();
    void gomokuGradesRestOnThreatProofs();
    void aForbiddenMoveEndsTheReview();
    void copyAndPasteAGame();
    void dropAGameFile();
    void recordsOfOtherProgramsOpenAndSave();
    void aRenLibLibraryOpensAndIsNeverWrittenOver();
    void badRecordsSayWhere_data();
    void badRecordsSayWhere();
    void steppingThroughTheGame();
    void playingAtAnEarlierMoveOpensAVariation();
    void promoteAndDeleteAreUndoable();
    void gradesInTheMoveList_data();
    void gradesInTheMoveList();
    void gradesOnA4x4GameArriveFromTheSearch();
    void summaryAndMistakes();
    void trainingRevealsOnlyAfterAMove();
    void graphPointsMatchTheGrades();
    void clickingTheGraphGoesThere();
    void settingsChangedKeepTheGame();

private:
    PositionModel* model() const { return m_window->model(); }
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }
    void load(const char* record)
    {
        QVERIFY(model()->replaceGame(game(record), QStringLiteral("load")));
    }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
};

void TestGameReview::initTestCase()
{
    useTestSettings(QStringLiteral("tst_gamereview"));
    QVERIFY(m_folder.isValid());
}

void TestGameReview::init()
{
    m_window = windowOnClearedSettings();
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTest::mouseMove(m_window.get(), QPoint(1, 1));
}

void TestGameReview::cleanup()
{
    m_window.reset();
}

void TestGameReview::recordsRoundTripThroughFiles_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::newRow("a line") << QByteArray("# a1=bottom-left\n1. b2 a3 2. c1 c3\n");
    QTest::newRow("nested variations") << QByteArray(
        "# a1=bottom-left\n1. b2 (1. a3 b2 2. c1 (2. b3) 2... a1) 1... a3 2. c1 (2. a1 c3 (2... b3 "
        "3. c3)\n3. b3) 2... c3\n");
    QTest::newRow("a start position, misere")
        << QByteArray("# rules=misere a1=bottom-left\nx..\n.o.\n...\n1. c1 a1 (1... c3)\n");
    QTest::newRow("5x5 with four in a row")
        << QByteArray("# size=5x5 a1=bottom-left\n1. c3 b4 2. d2 (2. b3)\n");
}

void TestGameReview::recordsRoundTripThroughFiles()
{
    QFETCH(QByteArray, record);
    const QString source = m_folder.filePath(QStringLiteral("game.txt"));
    const QString saved = m_folder.filePath(QStringLiteral("saved.txt"));
    QVERIFY(writeAll(source, record));
    QVERIFY(m_window->openFile(source));
    QCOMPARE(model()->game(), *ttt::parseGame(record.toStdString()));
    QCOMPARE(model()->place(), GamePath {}); // shown from its start
    QVERIFY(m_window->saveFile(saved));
    QCOMPARE(readAll(saved), record);
    model()->stopAnalysis();
}

void TestGameReview::copyAndPasteAGame()
{
    QGuiApplication::clipboard()->setText(QString::fromLatin1(kReviewed));
    action("actionPaste")->trigger();
    QCOMPARE(model()->game(), game(kReviewed));
    QGuiApplication::clipboard()->clear();
    action("actionCopy")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromLatin1(kReviewed));
    // Undo takes the whole game back in one step.
    model()->undoStack()->undo();
    QVERIFY(!model()->game().hasMoves());
}

void TestGameReview::dropAGameFile()
{
    const QString path = m_folder.filePath(QStringLiteral("dropped.txt"));
    QVERIFY(writeAll(path, kReviewed));
    auto* mime = new QMimeData;
    mime->setUrls({ QUrl::fromLocalFile(path) });
    sendDrop(*m_window, mime);
    delete mime;
    QCOMPARE(model()->game(), game(kReviewed));
}

void TestGameReview::recordsOfOtherProgramsOpenAndSave()
{
    // A Piskvork game opens on its 15×15 board with its 41 moves; an SGF record dropped on the
    // window opens with its variation and comments; a move string pasted on the 15×15 board
    // plays there.
    const QString psq = QStringLiteral(TTT_GAME_FILES_DIR "/gomocup-freestyle15.psq");
    QVERIFY(m_window->openFile(psq));
    QCOMPARE(model()->board().geometry(), ttt::Geometry(15, 15, 5));
    QCOMPARE(model()->game().cellsTo(model()->game().lineThrough({})).size(), std::size_t(41));
    model()->stopAnalysis();
    auto* mime = new QMimeData;
    mime->setUrls({ QUrl::fromLocalFile(
        QStringLiteral(TTT_GAME_FILES_DIR "/gomocup-opening-variations.sgf")) });
    sendDrop(*m_window, mime);
    delete mime;
    QCOMPARE(model()->rules(), ttt::Rules::Exact);
    QCOMPARE(model()->game().movesAfter({ 0, 0, 0 }).size(), std::size_t(2));
    QCOMPARE(model()->game().commentAt({ 0, 0 }), std::string("White answers on the diagonal."));
    // The move list marks a commented move and shows the comment in its tooltip.
    QTreeWidgetItem* commented = m_window->moveList()->itemOf({ 0, 0 });
    QVERIFY2(commented->text(0).endsWith(QStringLiteral("✎")), qPrintable(commented->text(0)));
    QVERIFY(commented->toolTip(0).endsWith(QStringLiteral("“White answers on the diagonal.”")));
    QVERIFY(!m_window->moveList()->itemOf({ 0 })->text(0).endsWith(QStringLiteral("✎")));
    const ttt::Game withVariation = model()->recordedGame();
    model()->stopAnalysis();
    QGuiApplication::clipboard()->setText(QStringLiteral("h8i9j10"));
    action("actionPaste")->trigger();
    QCOMPARE(model()->board().geometry(), ttt::Geometry(15, 15, 5));
    QCOMPARE(model()->rules(), ttt::Rules::Exact); // the window's, as a move string names none
    QCOMPARE(model()->game().cellsTo(model()->game().lineThrough({})).size(), std::size_t(3));
    model()->stopAnalysis();

    // Saved as SGF: all of it, read back the same. As .psq: the variation and the comments
    // cannot go, so the window asks first; cancelled, nothing is written.
    QVERIFY(model()->replaceGame(withVariation, QStringLiteral("load")));
    model()->stopAnalysis();
    const QString sgf = m_folder.filePath(QStringLiteral("saved.sgf"));
    QVERIFY(m_window->saveFile(sgf));
    QCOMPARE(readAll(sgf),
        QByteArray::fromStdString(ttt::formatGameAs(withVariation, ttt::GameForm::Sgf)));
    QVERIFY(m_window->openFile(sgf));
    QCOMPARE(model()->recordedGame(), withVariation);
    model()->stopAnalysis();
    QStringList asked;
    FileDialogs dialogs = answeringDialogs({}, {});
    bool answer = false;
    dialogs.saveLosing = [&](QWidget*, const QString& name, const QStringList& lost) {
        asked << name + QStringLiteral(": ") + lost.join(QStringLiteral(", "));
        return answer;
    };
    m_window->setFileDialogs(dialogs);
    const QString line = m_folder.filePath(QStringLiteral("line.psq"));
    QVERIFY(!m_window->saveFile(line));
    QCOMPARE(asked, QStringList { QStringLiteral("line.psq: 1 variation, the comments") });
    QVERIFY(!QFileInfo::exists(line));
    answer = true;
    QVERIFY(m_window->saveFile(line));
    const ttt::Parsed<ttt::Game> written = ttt::parsePsq(readAll(line).toStdString());
    QVERIFY(written);
    QCOMPARE(written->cellsTo(written->lineThrough({})),
        withVariation.cellsTo(withVariation.lineThrough({})));
    model()->stopAnalysis();
}

void TestGameReview::aRenLibLibraryOpensAndIsNeverWrittenOver()
{
    // A RenLib library opens as its tree under renju rules; a broken one says which byte and
    // changes nothing; Save never writes over the library: it asks for a name, an .sgf one.
    const QString library = m_folder.filePath(QStringLiteral("openings.lib"));
    QVERIFY(QFile::copy(QStringLiteral(TTT_GAME_FILES_DIR "/renlib-sample.lib"), library));
    const QByteArray bytes = readAll(library);
    QVERIFY(m_window->openFile(library));
    model()->stopAnalysis();
    QCOMPARE(model()->board().geometry(), ttt::Geometry(15, 15, 5));
    QCOMPARE(model()->rules(), ttt::Rules::Renju);
    QCOMPARE(model()->game().movesAfter({ 0 }).size(), std::size_t(2));
    QVERIFY(m_window->moveList()->itemOf({ 0, 0, 0 })->text(0).endsWith(QStringLiteral("✎")));
    const ttt::Game opened = model()->recordedGame();

    const QString broken = m_folder.filePath(QStringLiteral("broken.lib"));
    QVERIFY(writeAll(broken, bytes.left(bytes.size() - 1)));
    QVERIFY(!m_window->openFile(broken));
    QVERIFY2(m_window->messageBar()->details().startsWith(QStringLiteral("Byte ")),
        qPrintable(m_window->messageBar()->details()));
    QCOMPARE(model()->recordedGame(), opened);

    QStringList suggested;
    FileDialogs dialogs = answeringDialogs({}, {});
    dialogs.saveFileName = [&](QWidget*, const QString&, const QString& path, const QString&) {
        suggested << QFileInfo(path).fileName();
        return QString();
    };
    m_window->setFileDialogs(dialogs);
    QVERIFY(!m_window->save());
    QCOMPARE(suggested, QStringList { QStringLiteral("openings.sgf") });
    QVERIFY(!m_window->saveFile(library));
    QVERIFY(m_window->messageBar()->details().contains(QStringLiteral("never written")));
    QCOMPARE(readAll(library), bytes);
    const QString sgf = m_folder.filePath(QStringLiteral("openings.sgf"));
    QVERIFY(m_window->saveFile(sgf));
    QVERIFY(m_window->openFile(sgf));
    QCOMPARE(model()->recordedGame(), opened);
    model()->stopAnalysis();

    // A library under another name is known by its first bytes: never written over either.
    const QString renamed = m_folder.filePath(QStringLiteral("openings.dat"));
    QVERIFY(QFile::copy(library, renamed));
    QVERIFY(m_window->openFile(renamed));
    model()->stopAnalysis();
    suggested.clear();
    QVERIFY(!m_window->save());
    QCOMPARE(suggested, QStringList { QStringLiteral("openings.sgf") });
    QVERIFY(!m_window->saveFile(renamed));
    QCOMPARE(readAll(renamed), bytes);
}

void TestGameReview::badRecordsSayWhere_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fragment");
    for (const QList<QByteArray>& fields :
        readCorpusManifest(QStringLiteral(TTT_BAD_GAME_DIR "/expectations.tsv"), 4)) {
        QTest::newRow(fields[0].constData()) << QString::fromUtf8(fields[0]) << fields[1].toInt()
                                             << fields[2].toInt() << QString::fromUtf8(fields[3]);
    }
}

void TestGameReview::badRecordsSayWhere()
{
    // Every bad record of tests/data/badgames, opened and pasted: the message names its line and
    // column, and the game shown stays as it was.
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, fragment);
    load(kReviewed);
    const ttt::Game before = model()->game();
    const int steps = model()->undoStack()->count();
    const QString place = QStringLiteral("Line %1, column %2: ").arg(line).arg(column);
    const QString path = QStringLiteral(TTT_BAD_GAME_DIR "/") + file;

    QVERIFY(!m_window->openFile(path));
    QVERIFY2(m_window->messageBar()->details().startsWith(place),
        qPrintable(m_window->messageBar()->details()));
    QVERIFY2(m_window->messageBar()->details().contains(fragment),
        qPrintable(m_window->messageBar()->details()));

    QGuiApplication::clipboard()->setText(QString::fromUtf8(readAll(path)));
    action("actionPaste")->trigger();
    QVERIFY(m_window->messageBar()->details().startsWith(place));
    QCOMPARE(model()->game(), before);
    QCOMPARE(model()->undoStack()->count(), steps);
}

void TestGameReview::steppingThroughTheGame()
{
    load(kReviewed);
    MoveList* list = m_window->moveList();
    list->setFocus();
    // → follows the line; ← goes back; End and Home jump.
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(model()->place(), (GamePath { 0 }));
    QCOMPARE(model()->board(), board(QStringLiteral(".../.x./...")));
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(model()->place(), (GamePath { 0, 0, 0, 0, 0, 0, 0 }));
    QTest::keyClick(list, Qt::Key_Left);
    QCOMPARE(model()->place(), (GamePath { 0, 0, 0, 0, 0, 0 }));
    QTest::keyClick(list, Qt::Key_Home);
    QCOMPARE(model()->place(), GamePath {});
    // The window's actions do the same from anywhere; stepping is not an edit.
    const int steps = model()->undoStack()->count();
    action("actionNextMove")->trigger();
    action("actionNextMove")->trigger();
    QCOMPARE(model()->place(), (GamePath { 0, 0 }));
    action("actionGameEnd")->trigger();
    QVERIFY(!action("actionNextMove")->isEnabled());
    action("actionPreviousMove")->trigger();
    QCOMPARE(model()->place().size(), std::size_t(6));
    action("actionGameStart")->trigger();
    QVERIFY(!action("actionPreviousMove")->isEnabled());
    QCOMPARE(model()->undoStack()->count(), steps);
    // Clicking a move in the list shows the position after it.
    QTreeWidgetItem* variation = list->itemOf({ 0, 0, 1 });
    QVERIFY(variation);
    QCOMPARE(variation->text(0), QStringLiteral("2. x c3"));
    list->setCurrentItem(variation);
    QCOMPARE(model()->place(), (GamePath { 0, 0, 1 }));
    QCOMPARE(model()->board(), board(QStringLiteral("..x/ox./...")));
}

void TestGameReview::playingAtAnEarlierMoveOpensAVariation()
{
    load(kReviewed);
    action("actionPlayMode")->setChecked(true);
    model()->goTo({ 0 }); // after 1. b2
    // o plays a3 instead of a2: a variation; the rest of the game stays.
    QVERIFY(model()->playMove(0, false));
    QCOMPARE(model()->place(), (GamePath { 0, 1 }));
    QCOMPARE(model()->game().movesAfter({ 0 }).size(), std::size_t(2));
    QCOMPARE(model()->game().lineThrough({}).size(), std::size_t(7));
    // Playing the move that is already there follows it.
    model()->goTo({ 0 });
    QVERIFY(model()->playMove(3, false)); // a2
    QCOMPARE(model()->place(), (GamePath { 0, 0 }));
    QCOMPARE(model()->game().movesAfter({ 0 }).size(), std::size_t(2));
    // Undo takes the variation away again.
    model()->undoStack()->undo();
    model()->undoStack()->undo();
    QCOMPARE(model()->game(), game(kReviewed));
    // Setting up by hand starts a new game from the board shown (undoable too).
    action("actionPlayMode")->setChecked(false);
    model()->goTo({ 0, 0 });
    QVERIFY(model()->cycleCell(8, PositionModel::CycleDirection::Forward));
    QVERIFY(!model()->game().hasMoves());
    QCOMPARE(model()->board(), board(QStringLiteral(".../ox./..x")));
    model()->undoStack()->undo();
    QCOMPARE(model()->game(), game(kReviewed));
}

void TestGameReview::promoteAndDeleteAreUndoable()
{
    load(kReviewed);
    model()->goTo({ 0, 0, 1, 0 }); // 2... o c1 in the variation 2. c3
    QVERIFY(action("actionPromoteVariation")->isEnabled());
    action("actionPromoteVariation")->trigger();
    QCOMPARE(QString::fromStdString(ttt::formatGame(model()->game())),
        QStringLiteral("# a1=bottom-left\n1. b2 a2 2. c3 (2. a3 c1 3. b1 b3 4. c3) 2... c1\n"));
    QCOMPARE(model()->place(), (GamePath { 0, 0, 0, 0 })); // still on c1, now the line
    QCOMPARE(model()->board(), board(QStringLiteral("..x/ox./..o")));
    model()->undoStack()->undo();
    QCOMPARE(model()->game(), game(kReviewed));

    model()->goTo({ 0, 0, 0, 0, 0 }); // 3. b1
    action("actionDeleteMove")->trigger();
    QCOMPARE(QString::fromStdString(ttt::formatGame(model()->game())),
        QStringLiteral("# a1=bottom-left\n1. b2 a2 2. a3 (2. c3 c1) 2... c1\n"));
    QCOMPARE(model()->place(), (GamePath { 0, 0, 0, 0 }));
    model()->undoStack()->undo();
    QCOMPARE(model()->game(), game(kReviewed));
    // On the line already, there is nothing to promote.
    model()->goTo({ 0, 0 });
    QVERIFY(!action("actionPromoteVariation")->isEnabled());
}

void TestGameReview::gradesInTheMoveList_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QList<int>>("path");
    QTest::addColumn<QString>("grade");

    const QByteArray classic("# a1=bottom-left\nxx.\noo.\n...\n1. c2 (1. c3) (1. a1 c2)\n");
    QTest::newRow("classic: blocking instead of winning")
        << classic << QList<int> { 0 } << QStringLiteral("? mistake");
    // c3 is the only winning move there: the list says so.
    QTest::newRow("classic: winning at once, the only move")
        << classic << QList<int> { 1 } << QStringLiteral("✓ best, only move!");
    QTest::newRow("classic: letting o win")
        << classic << QList<int> { 2 } << QStringLiteral("?? blunder");
    const QByteArray misere("# rules=misere a1=bottom-left\nxx.\noo.\n...\n1. c3 (1. a1)\n");
    QTest::newRow("misere: completing one's own line")
        << misere << QList<int> { 0 } << QStringLiteral("? mistake");
    QTest::newRow("misere: keeping the tie")
        << misere << QList<int> { 1 } << QStringLiteral("✓ best");
    const QByteArray lineScore(
        "# rules=line-score to-move=x a1=bottom-left\nxo.\nox.\n...\n1. c2 (1. a1)\n");
    QTest::newRow("line-score: a point given away")
        << lineScore << QList<int> { 0 } << QStringLiteral("−1 point");
    QTest::newRow("line-score: the best score")
        << lineScore << QList<int> { 1 } << QStringLiteral("✓ best");
}

void TestGameReview::gradesInTheMoveList()
{
    QFETCH(QByteArray, record);
    QFETCH(QList<int>, path);
    QFETCH(QString, grade);
    load(record.constData());
    QTreeWidgetItem* item = m_window->moveList()->itemOf(GamePath(path.begin(), path.end()));
    QVERIFY(item);
    QTRY_COMPARE(item->text(1), grade);
    QVERIFY(!item->toolTip(1).isEmpty());
}

void TestGameReview::gradesOnA4x4GameArriveFromTheSearch()
{
    // 4x4 with three in a row is searched: the grades wait for the proofs, then the corner
    // first move is an inaccuracy against the centre: it wins, but later (plies are exact on 16
    // cells).
    load("# k=3 size=4x4 a1=bottom-left\n1. a4 (1. b3)\n");
    QTreeWidgetItem* corner = m_window->moveList()->itemOf({ 0 });
    QTreeWidgetItem* centre = m_window->moveList()->itemOf({ 1 });
    QVERIFY(corner && centre);
    QTRY_COMPARE_WITH_TIMEOUT(corner->text(1), QStringLiteral("?! inaccuracy"), 30000);
    QTRY_COMPARE_WITH_TIMEOUT(centre->text(1), QStringLiteral("✓ best"), 30000);
    QCOMPARE(
        corner->toolTip(1), QStringLiteral("a4 still wins, but in 11 plies; b3 won in 5 plies"));
}

void TestGameReview::summaryAndMistakes()
{
    load(kReviewed);
    QCOMPARE(m_window->gradeSummary(),
        QStringLiteral("x: 1 mistake, 0 blunders; o: 1 mistake, 0 blunders"));
    auto* summary = m_window->findChild<QLabel*>(QStringLiteral("gameSummary"));
    QCOMPARE(summary->text(), m_window->gradeSummary());
    // F8 goes to the next mistake along the line, Shift+F8 back.
    QVERIFY(m_window->nextMistake());
    QCOMPARE(model()->place(), (GamePath { 0, 0 })); // 1... o a2
    QVERIFY(m_window->statusBar()->currentMessage().contains(
        QStringLiteral("a2 loses (x wins in 6 plies): a3 held the tie")));
    QVERIFY(m_window->nextMistake());
    QCOMPARE(model()->place(), (GamePath { 0, 0, 0, 0, 0 })); // 3. x b1
    QVERIFY(m_window->statusBar()->currentMessage().contains(
        QStringLiteral("b1 gives up the win: b3 won in 3 plies")));
    QVERIFY(!m_window->nextMistake());
    QVERIFY(m_window->previousMistake());
    QCOMPARE(model()->place(), (GamePath { 0, 0 }));
}

void TestGameReview::trainingRevealsOnlyAfterAMove()
{
    action("actionPlayMode")->setChecked(true);
    action("actionTraining")->setChecked(true);
    BoardView* view = m_window->boardView();
    const auto heatmapShown = [&] {
        const QImage image = view->grab().toImage();
        const QColor centre = image.pixelColor(view->cellRect(0).center().toPoint());
        return centre != view->palette().color(QPalette::Base);
    };
    // Nothing played yet from the empty board: no heatmap, no verdict.
    QVERIFY(model()->answersHidden());
    QVERIFY(!heatmapShown());
    QTRY_COMPARE(m_window->analysisPanel()->verdict(),
        QStringLiteral("x to move: find the best move (training)"));
    // x plays the centre: graded at once, best.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(4).center().toPoint());
    QVERIFY(m_window->messageBar()->isVisible());
    QCOMPARE(m_window->messageBar()->headline(), QStringLiteral("Best move!"));
    // The new position is hidden again; the one the move was played from shows its answers.
    QVERIFY(model()->answersHidden());
    QVERIFY(!heatmapShown());
    model()->goToStart();
    QVERIFY(!model()->answersHidden());
    QVERIFY(heatmapShown());
    model()->goToEnd();
    // o answers on an edge: a mistake, told with the better move.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(1).center().toPoint());
    QCOMPARE(m_window->messageBar()->headline(),
        QStringLiteral("Mistake: b3 loses (x wins in 6 plies): a3 held the tie"));
    // Off, everything shows again.
    action("actionTraining")->setChecked(false);
    QVERIFY(!model()->answersHidden());
    QVERIFY(heatmapShown());
}

void TestGameReview::graphPointsMatchTheGrades()
{
    load(kReviewed);
    model()->goToEnd();
    EvaluationGraph* graph = m_window->evaluationGraph();
    graph->resize(400, 160);
    const std::vector<EvaluationGraph::Point> points = graph->points();
    QCOMPARE(points.size(), std::size_t(8));
    // Values: the start a tie; after o's mistake x wins; after x's mistake a tie again.
    QCOMPARE(*points[0].value, 0.0);
    QVERIFY(*points[2].value > 0.5);
    QCOMPARE(*points[5].value, 0.0);
    // The painted point of each move has the colour of its grade.
    const QImage image = graph->grab().toImage();
    for (int ply = 1; ply < 8; ++ply) {
        const QPointF centre = graph->pointPosition(ply);
        const QColor painted = image.pixelColor(centre.toPoint());
        QCOMPARE(painted, graph->pointColor(points[std::size_t(ply)].grade));
    }
    // Mistakes and best moves are told apart by colour (and by their symbol).
    QVERIFY(graph->pointColor(points[2].grade) != graph->pointColor(points[1].grade));
    QCOMPARE(points[2].grade->grade, ttt::Grade::Mistake);
    QCOMPARE(points[5].grade->grade, ttt::Grade::Mistake);
}

void TestGameReview::clickingTheGraphGoesThere()
{
    load(kReviewed);
    model()->goToEnd();
    EvaluationGraph* graph = m_window->evaluationGraph();
    graph->resize(400, 160);
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPosition(2).toPoint());
    QCOMPARE(model()->place(), (GamePath { 0, 0 }));
}

void TestGameReview::settingsChangedKeepTheGame()
{
    load(kReviewed);
    model()->goTo({ 0, 0, 0 });
    // Other rules keep the moves; the record says the rules the window has now.
    model()->setRules(ttt::Rules::Misere);
    QCOMPARE(model()->game().lineThrough({}).size(), std::size_t(7));
    QCOMPARE(model()->recordedGame().start().rules, ttt::Rules::Misere);
    // o first: the moves keep their sides, the start now names x as the side to move.
    model()->setFirstPlayer(Mark::O);
    QCOMPARE(model()->board(), board(QStringLiteral("x../ox./...")));
    QCOMPARE(model()->game().start().toMove, std::optional(Mark::X));
    // A step of the history from before the changes comes back under the window's settings.
    model()->undoStack()->undo();
    model()->undoStack()->redo();
    QCOMPARE(model()->game().start().rules, ttt::Rules::Misere);
    QCOMPARE(model()->game().start().firstPlayer, Mark::O);
    model()->setFirstPlayer(Mark::X);
    model()->setRules(ttt::Rules::Classic);
}

void TestGameReview::gomokuGameRoundTrips()
{
    // A Gomocup game of 41 moves on 15×15 under the exact rule (gomoku's standard), with a
    // variation: opened, shown on a go board with its sides named Black and White, saved and
    // opened again unchanged.
    const std::string moves = "# size=15x15 k=5 rules=exact\n"
                              "h8 i9 j6 h7 f9 i7 i8 j8 k7 k9 l10 l8 h9 g10 j10 f8 g7 g11 g12 d8 "
                              "h10 h11 j11 i10 j12 g5 h6 j13 i12 k12 i11 k13 h13 g14 i14 f11 (f12) "
                              "i13 i15 k11 h14 m9\n";
    const ttt::Parsed<ttt::Game> game = ttt::parseGame(moves);
    QVERIFY2(game, game ? "" : game.error().message.c_str());
    const QByteArray record = QByteArray::fromStdString(ttt::formatGame(*game));
    const QString source = m_folder.filePath(QStringLiteral("gomocup.txt"));
    const QString saved = m_folder.filePath(QStringLiteral("gomocup-saved.txt"));
    QVERIFY(writeAll(source, record));
    QVERIFY(m_window->openFile(source));
    QCOMPARE(model()->game(), *game);
    QCOMPARE(model()->rules(), ttt::Rules::Exact);
    QVERIFY(m_window->boardView()->showsStones());
    m_window->findChild<QAction*>(QStringLiteral("actionGameEnd"))->trigger();
    QCOMPARE(model()->board().count(ttt::Mark::X) + model()->board().count(ttt::Mark::O), 41);
    // m9 completes black's five.
    QTRY_VERIFY2(m_window->analysisPanel()->verdict().startsWith(QStringLiteral("Black won")),
        qPrintable(m_window->analysisPanel()->verdict()));
    QVERIFY(m_window->saveFile(saved));
    QCOMPARE(readAll(saved), record);
    model()->stopAnalysis();
    QVERIFY(m_window->openFile(saved));
    QCOMPARE(model()->game(), *game);
    model()->stopAnalysis();
}

void TestGameReview::aForbiddenMoveEndsTheReview()
{
    // Renju: black's h8 is a double three; the record goes on (white did not point it out).
    // The move list says h8 is forbidden and why, the moves after it are not graded, and the
    // summary counts the moves up to it, all graded once their positions are searched.
    m_window->findChild<QAction*>(QStringLiteral("actionThreatQuick"))->trigger();
    load("# size=15x15 k=5 rules=renju\nf8 a1 g8 o1 h6 a15 h7 o15 h8 b1 c1\n");
    const GamePath h8 { 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    const GamePath b1 { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    const GamePath c1 { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    QVERIFY(model()->forbiddenMoveAt(h8));
    QVERIFY(!model()->isAfterTheEnd(h8));
    QVERIFY(model()->isAfterTheEnd(b1) && model()->isAfterTheEnd(c1));
    QVERIFY(!model()->gradeAt(b1) && !model()->gradeAt(c1));
    QTreeWidgetItem* forbidden = m_window->moveList()->itemOf(h8);
    QTRY_COMPARE(forbidden->text(1), QStringLiteral("forbidden"));
    QCOMPARE(forbidden->toolTip(1),
        QStringLiteral("Black may not play h8 under renju (double three: the lines %1): Black "
                       "loses the game here.")
            .arg(QLocale().createSeparatedList(
                { QStringLiteral("f8–h8"), QStringLiteral("h6–h8") })));
    for (const GamePath& after : { b1, c1 })
        QCOMPARE(m_window->moveList()->itemOf(after)->text(1), QStringLiteral("after the end"));
    model()->goToEnd();
    QTRY_VERIFY_WITH_TIMEOUT(
        !m_window->gradeSummary().contains(QStringLiteral("not graded yet")), 60000);
    // (Black's h7 missed a win by threes.)
    QVERIFY2(m_window->gradeSummary().startsWith(QStringLiteral("Black: 0 mistakes, 0 blunders, "
                                                                "1 missed win (?), "
                                                                "1 forbidden move")),
        qPrintable(m_window->gradeSummary()));
    // The graph: from h8 on, black's loss (proven, at the bottom); the review searched none of
    // the positions after h8.
    const std::vector<EvaluationGraph::Point> points = m_window->evaluationGraph()->points();
    QCOMPARE(points.size(), std::size_t(12));
    for (const std::size_t ply : { 9, 10, 11 }) {
        QVERIFY(points[ply].proven);
        QCOMPARE(*points[ply].value, -1.0);
    }
    QVERIFY(!points[8].proven || *points[8].value != -1.0);
    QVERIFY(!model()->analysisAt(h8));
    QVERIFY(!model()->analysisAt(b1));
    // Free-style has no forbidden move: h8 is graded as any move, and so is b1.
    load("# size=15x15 k=5\nf8 a1 g8 o1 h6 a15 h7 o15 h8 b1 c1\n");
    QVERIFY(!model()->forbiddenMoveAt(h8));
    QVERIFY(!model()->isAfterTheEnd(b1));
    QVERIFY(m_window->moveList()->itemOf(b1)->text(1) != QStringLiteral("after the end"));
}

void TestGameReview::gomokuGradesRestOnThreatProofs()
{
    // 15×15: black makes an open three on row 8 (h8 i8 j8); white plays far away (a5), which lets
    // black win by force (g8 or k8 makes an open four) while white's blocks at g8 and k8 are not
    // proven to lose; black then misses its win (b14). Only the threat search's proofs grade
    // them, and the two grades say they are estimates; moves nothing proven grades are told so.
    m_window->findChild<QAction*>(QStringLiteral("actionThreatQuick"))->trigger();
    load("# size=15x15 k=5\nh8 a1 i8 a3 j8 a5 b14 g8\n");
    model()->goToEnd();
    const GamePath allowed { 0, 0, 0, 0, 0, 0 }; // 3... o a5
    const GamePath missed { 0, 0, 0, 0, 0, 0, 0 }; // 4. x b14
    QTRY_VERIFY_WITH_TIMEOUT(model()->gradeAt(allowed) && model()->gradeAt(missed), 60000);
    QCOMPARE(model()->gradeAt(allowed)->basis, ttt::GradeBasis::AllowedWin);
    QCOMPARE(model()->gradeAt(missed)->basis, ttt::GradeBasis::MissedWin);
    QTreeWidgetItem* allowedItem = m_window->moveList()->itemOf(allowed);
    QTreeWidgetItem* missedItem = m_window->moveList()->itemOf(missed);
    QTRY_COMPARE(allowedItem->text(1), QStringLiteral("(?) allowed win"));
    QCOMPARE(missedItem->text(1), QStringLiteral("(?) missed win"));
    QVERIFY2(allowedItem->toolTip(1).startsWith(
                 QStringLiteral("a5 allowed a forced win: Black wins in 4 plies. An estimate: "
                                "other moves, such as ")),
        qPrintable(allowedItem->toolTip(1)));
    QVERIFY2(missedItem->toolTip(1).startsWith(
                 QStringLiteral("b14 missed a forced win: g8 wins in 3 plies. An estimate")),
        qPrintable(missedItem->toolTip(1)));
    // Once every position before a move is searched, a move nothing proven grades says so.
    const GamePath first { 0 };
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysisAt({}).has_value(), 60000);
    QVERIFY(!model()->gradeAt(first));
    QCOMPARE(m_window->moveList()->itemOf(first)->text(1), QStringLiteral("–"));
    QTRY_VERIFY_WITH_TIMEOUT(
        !m_window->gradeSummary().contains(QStringLiteral("not graded yet")), 60000);
    QCOMPARE(m_window->gradeSummary(),
        QStringLiteral("Black: 0 mistakes, 0 blunders, 1 missed win (?), 3 with nothing proven; "
                       "White: 0 mistakes, 0 blunders, 1 allowed win (?), 3 with nothing proven"));
    // The graph: after a5 black's win is proven (a filled point high up); after h8 nothing is
    // (a hollow point on the middle line, the plot showing through).
    EvaluationGraph* graph = m_window->evaluationGraph();
    graph->resize(400, 160);
    const std::vector<EvaluationGraph::Point> points = graph->points();
    QCOMPARE(points.size(), std::size_t(9));
    QVERIFY(points[6].proven);
    QVERIFY(*points[6].value > 0.5);
    QVERIFY(!points[1].proven);
    QCOMPARE(*points[1].value, 0.0);
    const QImage image = graph->grab().toImage();
    QCOMPARE(
        image.pixelColor(graph->pointPosition(6).toPoint()), graph->pointColor(points[6].grade));
    const QColor hollow = image.pixelColor(graph->pointPosition(1).toPoint());
    QVERIFY2(hollow != graph->pointColor(points[1].grade), qPrintable(hollow.name()));
    // The position shown: its threat search ended by itself, which is not a stop, and there is
    // nothing to resume; a bigger Threat Search searches it again.
    QTRY_COMPARE(model()->analysisStatus().state, AnalysisStatus::State::Ended);
    QVERIFY(!model()->canResumeAnalysis());
    QVERIFY2(m_window->analysisPanel()->verdict().endsWith(QStringLiteral("by threats")),
        qPrintable(m_window->analysisPanel()->verdict()));
    QTRY_VERIFY(m_window->findChild<QLabel*>(QStringLiteral("progressLabel"))
                    ->text()
                    .startsWith(QStringLiteral("Threat search ended: ")));
    QSignalSpy started(model(), &PositionModel::analysisStarted);
    m_window->findChild<QAction*>(QStringLiteral("actionThreatNormal"))->trigger();
    QCOMPARE(started.size(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(model()->analysisStatus().state, AnalysisStatus::State::Ended, 60000);
    model()->stopAnalysis();
}

TTT_TEST_MAIN(TestGameReview)
#include "tst_gamereview.moc"
