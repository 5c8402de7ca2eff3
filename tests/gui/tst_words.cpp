// Words that match what they name: the grade of a move that keeps the result but wins later or
// loses sooner, Save As of a game, a bad pasted or dropped game record, What if on a finished
// board, the evaluation graph's colours and the legend's side, a board without a header under
// the window's rules, and the training message that goes with its game.
#include "guitestsupport.h"

#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "panels/analysispanel.h"
#include "panels/evaluationgraph.h"
#include "panels/heatmaplegend.h"
#include "panels/messagebar.h"
#include "words/wording.h"

#include "ttt/review.h"

#include "testmain.h"
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

class TestWords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void inaccuracyReadsRightForAWinAndALoss();
    void saveAsNamesAGameAsAGame();
    void badRecordIsCalledARecord_data();
    void badRecordIsCalledARecord();
    void whatIfIsNotOfferedOnAFinishedBoard_data();
    void whatIfIsNotOfferedOnAFinishedBoard();
    void graphSpeaksInTheHeatmapsColours();
    void legendAndGraphSayWhomTheySpeakFor();
    void boardWithoutHeaderKeepsTheWindowsRules();
    void trainingMessageGoesWithItsGame();

private:
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }
    void paste(const QString& text)
    {
        QApplication::clipboard()->setText(text);
        m_window->paste();
    }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
};

void TestWords::initTestCase()
{
    useTestSettings(QStringLiteral("tst_words"));
    QVERIFY(m_folder.isValid());
}

void TestWords::init()
{
    m_window = windowOnClearedSettings();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestWords::cleanup()
{
    m_window.reset();
}

void TestWords::inaccuracyReadsRightForAWinAndALoss()
{
    const ttt::Geometry geometry(4, 4, 3);
    ttt::Analysis before;
    before.principalVariation = { 5 };
    before.bestMoves = { 5 };
    ttt::MoveGrade grade;
    grade.grade = ttt::Grade::Slower;

    // A win that comes later.
    grade.best = { ttt::Outcome::Win, 5 };
    grade.played = { ttt::Outcome::Win, 11 };
    QCOMPARE(Wording::gradeWord(grade, ttt::Rules::Classic), QStringLiteral("inaccuracy"));
    QCOMPARE(Wording::gradeSymbol(grade, ttt::Rules::Classic), QStringLiteral("?!"));
    QCOMPARE(
        Wording::gradeExplanation(geometry, 0, ttt::Mark::X, grade, before, ttt::Rules::Classic),
        QStringLiteral("a4 still wins, but in 11 plies; b3 won in 5 plies"));
    // A loss that comes sooner: the same word, and the sentence says which case it is.
    grade.best = { ttt::Outcome::Lose, 10 };
    grade.played = { ttt::Outcome::Lose, 4 };
    QCOMPARE(Wording::gradeWord(grade, ttt::Rules::Classic), QStringLiteral("inaccuracy"));
    QCOMPARE(
        Wording::gradeExplanation(geometry, 0, ttt::Mark::O, grade, before, ttt::Rules::Classic),
        QStringLiteral("a4 loses sooner, in 4 plies; b3 held out for 10 plies"));
    // Counted as such in a side's summary; JSON keeps its fixed name.
    QVERIFY(Wording::gradeSummary({ { ttt::Mark::X, grade, false } }, ttt::Rules::Classic)
                .startsWith(QStringLiteral("x: 0 mistakes, 0 blunders, 1 inaccurate move")));
    QCOMPARE(ttt::gradeName(ttt::Grade::Slower), std::string_view("slower"));
}

void TestWords::saveAsNamesAGameAsAGame()
{
    QString caption;
    QString suggested;
    FileDialogs dialogs = answeringDialogs({}, {});
    dialogs.saveFileName
        = [&](QWidget*, const QString& title, const QString& path, const QString&) {
              caption = title;
              suggested = path;
              return QString(); // cancelled
          };
    m_window->setFileDialogs(dialogs);

    m_window->model()->setBoard(board(QStringLiteral("x../.o./...")));
    QVERIFY(!m_window->saveAs());
    QCOMPARE(caption, QStringLiteral("Save Board As"));
    QCOMPARE(QFileInfo(suggested).fileName(), QStringLiteral("board.txt"));

    action("actionPlayMode")->setChecked(true);
    QVERIFY(m_window->model()->playMove(8, false));
    QVERIFY(m_window->model()->game().hasMoves());
    QVERIFY(!m_window->saveAs());
    QCOMPARE(caption, QStringLiteral("Save Game As"));
    QCOMPARE(QFileInfo(suggested).fileName(), QStringLiteral("game.txt"));
}

void TestWords::badRecordIsCalledARecord_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("dropped");
    QTest::addColumn<QString>("headline");
    QTest::newRow("a pasted record with a move off the board") << QStringLiteral(
        "1. b2 z9\n") << false << QStringLiteral("The clipboard's game record cannot be read");
    QTest::newRow("a dropped record with a taken cell") << QStringLiteral(
        "1. b2 b2\n") << true << QStringLiteral("The dropped game record cannot be read");
    QTest::newRow("a pasted board with a stray letter") << QStringLiteral(
        "xq./.../...") << false << QStringLiteral("The clipboard does not hold a board");
    QTest::newRow("a dropped board with a stray letter") << QStringLiteral(
        "xq./.../...") << true << QStringLiteral("The dropped text is not a board");
}

void TestWords::badRecordIsCalledARecord()
{
    QFETCH(QString, text);
    QFETCH(bool, dropped);
    QFETCH(QString, headline);
    if (dropped) {
        auto* mime = new QMimeData;
        mime->setText(text);
        sendDrop(*m_window, mime);
        delete mime;
    } else {
        paste(text);
    }
    QVERIFY(m_window->messageBar()->isVisible());
    QCOMPARE(m_window->messageBar()->headline(), headline);
    QVERIFY(m_window->model()->board().isEmpty()); // nothing changed
}

void TestWords::whatIfIsNotOfferedOnAFinishedBoard_data()
{
    QTest::addColumn<QString>("grid");
    QTest::addColumn<bool>("offered");
    QTest::newRow("a board no game reaches, still in progress")
        << QStringLiteral("xx./.../...") << true;
    QTest::newRow("three x in a row and no o") << QStringLiteral("xxx/.../...") << false;
    QTest::newRow("both sides with a line") << QStringLiteral("xxx/ooo/x..") << false;
    QTest::newRow("a full board with too many x") << QStringLiteral("xox/xox/oxx") << false;
}

void TestWords::whatIfIsNotOfferedOnAFinishedBoard()
{
    QFETCH(QString, grid);
    QFETCH(bool, offered);
    m_window->model()->setBoard(board(grid));
    MessageBar* banner = m_window->legalityBanner();
    QTRY_VERIFY(!banner->isHidden());
    QCOMPARE(banner->details().contains(QStringLiteral("What if")), offered);
    auto* whatIf = m_window->analysisPanel()->findChild<QCheckBox*>(QStringLiteral("whatIfCheck"));
    QCOMPARE(whatIf->isEnabled(), offered);
    QCOMPARE(action("actionWhatIfX")->isEnabled(), offered);
    QCOMPARE(action("actionWhatIfO")->isEnabled(), offered);
    if (!offered)
        QVERIFY(whatIf->toolTip().contains(QStringLiteral("The game is over")));
}

void TestWords::graphSpeaksInTheHeatmapsColours()
{
    // Classic and misère: x's half of the graph is tinted blue, o's vermillion, alike under both.
    // Line-score, where the heatmap and its legend give o's lead blue and x's orange: x's half
    // orange, o's blue, as the fill of a cell where that side comes out ahead.
    m_window->resize(1000, 700);
    EvaluationGraph* graph = m_window->evaluationGraph();
    QTRY_VERIFY(graph->isVisible());
    const QPoint upper = (graph->pointPosition(0) + QPointF(graph->width() / 3.0, 0)).toPoint();
    const QPoint top(upper.x(), graph->height() / 4);
    const QPoint bottom(upper.x(), graph->height() * 3 / 4);
    const QPalette& palette = graph->palette();
    const auto hueOf = [](const QColor& color) { return color.toHsv().hsvHue(); };
    const auto closeHues = [&](const QColor& a, const QColor& b) {
        const int apart = std::abs(hueOf(a) - hueOf(b));
        return std::min(apart, 360 - apart) < 20;
    };
    QColor classicTop;
    QColor classicBottom;
    for (const ttt::Rules rules : ttt::kAllRules) {
        m_window->model()->setRules(rules);
        QTest::qWait(20);
        const QImage picture = graph->grab().toImage();
        const QColor xHalf = picture.pixelColor(top);
        const QColor oHalf = picture.pixelColor(bottom);
        if (rules == ttt::Rules::LineScore) {
            const QColor xAhead = Heatmap::scoreFillColor(-2, palette);
            const QColor oAhead = Heatmap::scoreFillColor(2, palette);
            QVERIFY2(closeHues(xHalf, xAhead), qPrintable(xHalf.name() + " " + xAhead.name()));
            QVERIFY2(closeHues(oHalf, oAhead), qPrintable(oHalf.name() + " " + oAhead.name()));
            QVERIFY2(oHalf.blue() > oHalf.red(), qPrintable(oHalf.name()));
            continue;
        }
        QVERIFY2(xHalf.blue() > xHalf.red(), qPrintable(xHalf.name()));
        QVERIFY2(oHalf.red() > oHalf.blue(), qPrintable(oHalf.name()));
        if (rules == ttt::Rules::Classic) {
            classicTop = xHalf;
            classicBottom = oHalf;
        }
        QCOMPARE(xHalf, classicTop);
        QCOMPARE(oHalf, classicBottom);
    }
}

void TestWords::legendAndGraphSayWhomTheySpeakFor()
{
    HeatmapLegend* legend = m_window->legend();
    for (const ttt::Rules rules : { ttt::Rules::Classic, ttt::Rules::Misere }) {
        m_window->model()->setRules(rules);
        QVERIFY2(legend->toolTip().contains(QStringLiteral("for the side to move")),
            qPrintable(legend->toolTip()));
        QVERIFY(legend->toolTip().contains(QStringLiteral("graph is for x")));
    }
    QVERIFY(m_window->evaluationGraph()->toolTip().startsWith(
        QStringLiteral("The result for x after each move")));
    QVERIFY(m_window->evaluationGraph()->toolTip().contains(
        QStringLiteral("the heatmap is for the side to move")));
}

void TestWords::boardWithoutHeaderKeepsTheWindowsRules()
{
    m_window->model()->setRules(ttt::Rules::Misere);
    paste(QStringLiteral("x../.o./..."));
    QCOMPARE(m_window->model()->board(), board(QStringLiteral("x../.o./...")));
    QCOMPARE(m_window->model()->rules(), ttt::Rules::Misere);
    QCOMPARE(m_window->statusBar()->currentMessage(),
        QStringLiteral("It names no rules: Misère rules kept."));

    // A header that names rules sets them, even the default ones.
    paste(QStringLiteral("# rules=classic\nx../.o./..x"));
    QCOMPARE(m_window->model()->rules(), ttt::Rules::Classic);
    QCOMPARE(
        m_window->statusBar()->currentMessage(), QStringLiteral("Its settings: Classic rules."));

    // Opening a file is the same.
    m_window->model()->setRules(ttt::Rules::LineScore);
    const QString path = m_folder.filePath(QStringLiteral("plain.txt"));
    QVERIFY(writeAll(path, "o..\n.x.\n...\n"));
    QVERIFY(m_window->openFile(path));
    QCOMPARE(m_window->model()->rules(), ttt::Rules::LineScore);
    QVERIFY2(m_window->statusBar()->currentMessage().endsWith(
                 QStringLiteral("It names no rules: Line-score rules kept.")),
        qPrintable(m_window->statusBar()->currentMessage()));
    // Under classic rules there is nothing to say.
    m_window->model()->setRules(ttt::Rules::Classic);
    m_window->statusBar()->clearMessage();
    paste(QStringLiteral("..x/.o./..."));
    QCOMPARE(m_window->model()->rules(), ttt::Rules::Classic);
    QVERIFY(!m_window->statusBar()->currentMessage().contains(QStringLiteral("names no rules")));
}

void TestWords::trainingMessageGoesWithItsGame()
{
    action("actionPlayMode")->setChecked(true);
    action("actionTraining")->setChecked(true);
    MessageBar* bar = m_window->messageBar();
    BoardView* view = m_window->boardView();

    // Undoing the graded move takes its message away.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(4).center().toPoint());
    QTRY_VERIFY(bar->isVisible());
    QCOMPARE(bar->headline(), QStringLiteral("Best move!"));
    m_window->model()->undoStack()->undo();
    QTRY_VERIFY(!bar->isVisible());

    // So does a new board.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(1).center().toPoint());
    QTRY_VERIFY(bar->isVisible());
    m_window->newBoard(ttt::Geometry(4, 4, 3));
    QTRY_VERIFY(!bar->isVisible());
    m_window->newBoard(ttt::kTicTacToe);

    // A reply in the same game keeps it; switching training off takes it away.
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(0).center().toPoint());
    QTRY_VERIFY(bar->isVisible());
    const QString told = bar->text();
    QVERIFY(m_window->model()->playMove(4, false));
    QVERIFY2(bar->isVisible(), qPrintable(told + QStringLiteral(" / ") + bar->text()));
    action("actionTraining")->setChecked(false);
    QVERIFY(!bar->isVisible());

    // Another kind of message is not the training's to take away.
    m_window->model()->setBoard(board(QStringLiteral("x../.o./...")));
    paste(QStringLiteral("xq./.../..."));
    QVERIFY(bar->isVisible());
    m_window->clearBoard();
    QVERIFY(m_window->model()->board().isEmpty());
    QVERIFY(bar->isVisible());
}

TTT_TEST_MAIN(TestWords)
#include "tst_words.moc"
