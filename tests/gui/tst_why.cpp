// The Why panel: explanations of the move under the pointer and of the position, from proofs,
// drawn on the board (checked on grab()s in a light and a dark palette); a board still being
// searched explains what is proven so far and goes on searching; the proof explorer steps into
// the proof; the sharpness figures on hover, as badges and in the move list.
#include "analysis/currentexplanation.h"
#include "analysis/sharpness.h"
#include "board/boardrenderer.h"
#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/messagebar.h"
#include "panels/movelist.h"
#include "panels/whypanel.h"
#include "window/appearance.h"
#include "window/mainwindow.h"
#include "words/wording.h"

#include "ttt/game.h"
#include "ttt/review.h"

#include "testmain.h"
#include <QAction>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QTreeWidget>

#include <QtTest>

#include <cmath>
#include <memory>

using ttt::Cell;

class TestWhy : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void forkExplainedOnTheBoard_data();
    void forkExplainedOnTheBoard();
    void pairingDrawnAsDominoes_data();
    void pairingDrawnAsDominoes();
    void theTargetStaysWhenThePointerLeaves();
    void aBoardStillSearchedExplainsWhatIsProven();
    void stopWhileTheSearchIsPausedStopsIt();
    void aSmallerBoardDropsTheTarget();
    void anotherPositionExplainsItself();
    void aLargeProofOfEverythingGivesWayToOneMove();
    void explorerStepsIntoTheProof();
    void nothingToExplainSaysWhy();
    void trainingOffSaysSoAtOnce();
    void theWindowExplainsAsTheCommandLineDoes();
    void pliesAgreeWithTheTooltip();
    void theExplanationIsReadableInASmallWindow_data();
    void theExplanationIsReadableInASmallWindow();
    void sharpnessOnHoverAndAsBadges();
    void sharpnessSaysWhyItShowsNothing();
    void moveListMarksOnlyMoves();

private:
    PositionModel* model() const { return m_window->model(); }
    BoardView* view() const { return m_window->boardView(); }
    CurrentExplanation* explanation() const { return model()->explanation(); }
    QAction* whyAction() const
    {
        return m_window->findChild<QAction*>(QStringLiteral("actionWhy"));
    }
    void showWhy()
    {
        if (!whyAction()->isChecked())
            whyAction()->trigger();
        QTRY_VERIFY(explanation()->isActive());
    }
    void open(const QString& text)
    {
        QVERIFY(m_window->importText(text.toUtf8(), QStringLiteral("Test"), QStringLiteral("bad")));
    }
    void hover(Cell cell)
    {
        // From a corner of the view first: a move to where the pointer already is sends nothing.
        QTest::mouseMove(view(), QPoint(1, 1));
        QTest::mouseMove(view(), view()->cellRect(cell).center().toPoint());
        QTRY_COMPARE(view()->hoveredCell(), cell);
    }
    // 8×8 with five in a row, x with an open three, searched on one thread: the moves of o's that
    // do not block lose at once and are proven long before the search ends (`proven`, d5, is one).
    void searchOpenThree(Cell proven)
    {
        model()->setSearchThreads(1);
        open(QStringLiteral("# k=5\no.......\n........\n..xxx...\n........\n........\n"
                            "........\n........\n.......o\n"));
        QTRY_VERIFY_WITH_TIMEOUT(
            model()->moveEvaluation(proven) && model()->moveEvaluation(proven)->isProven(), 60000);
    }
    QImage grabBoard() const { return view()->grab().toImage(); }
    QPointF centre(Cell cell) const { return view()->cellRect(cell).center(); }
    double tile() const { return view()->cellRect(0).width(); }
    // How many points along the segment from `a` to `b` took a colour close to `color` between
    // `before` and `after`.
    static int turnedTo(
        const QImage& before, const QImage& after, QPointF a, QPointF b, const QColor& color)
    {
        int turned = 0;
        const int steps = 200;
        for (int i = 0; i <= steps; ++i) {
            const QPoint point = (a + (b - a) * (double(i) / steps)).toPoint();
            turned += distance(after.pixelColor(point), color) < 60
                && distance(before.pixelColor(point), color) >= 60;
        }
        return turned;
    }
    // The share of the pixels within `radius` of `at` close to `color`.
    static double shareNear(const QImage& image, QPointF at, double radius, const QColor& color)
    {
        int near = 0;
        int all = 0;
        for (int dy = -int(radius); dy <= int(radius); ++dy) {
            for (int dx = -int(radius); dx <= int(radius); ++dx) {
                if (dx * dx + dy * dy > radius * radius)
                    continue;
                ++all;
                near += distance(image.pixelColor(at.toPoint() + QPoint(dx, dy)), color) < 70;
            }
        }
        return all ? double(near) / all : 0;
    }
    static int distance(const QColor& a, const QColor& b)
    {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
            + std::abs(a.blue() - b.blue());
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestWhy::initTestCase()
{
    useTestSettings(QStringLiteral("tst_why"));
}

void TestWhy::init()
{
    m_window = windowOnClearedSettings();
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestWhy::cleanup()
{
    m_window.reset();
}

void TestWhy::forkExplainedOnTheBoard_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

void TestWhy::forkExplainedOnTheBoard()
{
    // x to move: c3 blocks o's diagonal and makes two lines of x's, a3–c3 (at b3) and c1–c3
    // (at c2).
    QFETCH(bool, dark);
    if (dark)
        m_window->setPalette(Appearance::darkPalette());
    open(QStringLiteral("x..\n.o.\no.x\n"));
    const QImage before = grabBoard();
    const Cell c3 = 2;
    const QRect place = view()->geometry();
    showWhy();
    hover(c3);
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    QCOMPARE(explanation()->target(), std::optional<Cell>(c3));
    const QString text = m_window->whyPanel()->text();
    QVERIFY2(text.contains("x on c3 wins.") && text.contains("a3–c3 at b3")
            && text.contains("c1–c3 at c2") && text.contains("o can block only one of them"),
        qPrintable(text));
    QVERIFY2(text.contains("only move!"), qPrintable(text));
    // On the board: c3 numbered 1, both lines drawn in the highlight along the row and the
    // column, where nothing of the highlight was before.
    const ExplanationMarks& marks = explanation()->marks();
    QCOMPARE(marks.moves.size(), std::size_t(1));
    QCOMPARE(marks.lines.size(), std::size_t(2));
    const QImage after = grabBoard();
    const QColor highlight = view()->palette().color(QPalette::Highlight);
    // (b3 and c2 are lost moves, in the heatmap's orange; a3 and c1 hold x.)
    QVERIFY(turnedTo(before, after, centre(0), centre(1), highlight) > 30);
    QVERIFY(turnedTo(before, after, centre(5), centre(8), highlight) > 30);
    // Nothing along a line that is not explained (a2 to a1).
    QCOMPARE(turnedTo(before, after, centre(3) + QPointF(-tile() * 0.3, 0),
                 centre(6) + QPointF(-tile() * 0.3, 0), highlight),
        0);
    // The step badge in c3's corner.
    const QRectF c3Tile = view()->cellRect(c3);
    const QPointF badge(c3Tile.left() + c3Tile.width() * 0.15, c3Tile.top() + c3Tile.width() * 0.1);
    QVERIFY(distance(after.pixelColor(badge.toPoint()), highlight) < 60);

    // The pointer on another cell explains that one; hiding Why leaves the board as it was.
    hover(1);
    QTRY_VERIFY(m_window->whyPanel()->text().startsWith("x on b3 loses: o has a winning answer."));
    whyAction()->trigger();
    QTRY_VERIFY(!explanation()->isActive());
    QTest::mouseMove(view(), QPoint(1, 1));
    QTRY_COMPARE(view()->hoveredCell(), -1);
    QCOMPARE(grabBoard(), before);
    // The board never moved: not for Why, nor for the pointer.
    QCOMPARE(view()->geometry(), place);
}

void TestWhy::pairingDrawnAsDominoes_data()
{
    forkExplainedOnTheBoard_data(); // the same two palettes
}

void TestWhy::pairingDrawnAsDominoes()
{
    // o to move on 5×5 with four in a row: x holds the tie by pairs at once.
    QFETCH(bool, dark);
    if (dark)
        m_window->setPalette(Appearance::darkPalette());
    open(QStringLiteral(".o...\n..x..\n.....\n.x...\n.....\n"));
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysis().complete, 30000);
    const QImage before = grabBoard();
    showWhy();
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    QVERIFY(!explanation()->target());
    QCOMPARE(explanation()->explanation().ending, ttt::Ending::Pairing);
    const auto pairs = explanation()->marks().pairs;
    QVERIFY(pairs.size() >= 5);
    QVERIFY2(m_window->whyPanel()->text().contains(
                 "whenever o takes one cell of a pair, x takes the other"),
        qPrintable(m_window->whyPanel()->text()));
    // Each end of each pair: mostly the domino's fill around its letter, where a heatmap fill
    // was.
    QTRY_VERIFY(grabBoard() != before);
    const QImage after = grabBoard();
    const QColor fill = BoardRenderer::dominoFill(view()->palette());
    for (const auto& [a, b] : pairs) {
        for (const Cell end : { a, b }) {
            const double share = shareNear(after, centre(end), tile() * 0.11, fill);
            QVERIFY2(share > 0.4,
                qPrintable(
                    QStringLiteral("cell %1: %2 of the domino's colour").arg(end).arg(share)));
            QVERIFY(shareNear(before, centre(end), tile() * 0.11, fill) < 0.1);
        }
    }
    // No domino hides a label: the middle of each label reads as it did before.
    for (Cell cell = 0; cell < model()->board().cellCount(); ++cell) {
        if (model()->board().at(cell) != ttt::Mark::Empty)
            continue;
        const QRectF tile = view()->cellRect(cell);
        const QRect label = QRectF(tile.center().x() - tile.width() * 0.2,
            tile.top() + tile.height() * 0.72, tile.width() * 0.4, tile.height() * 0.14)
                                .toRect();
        int same = 0;
        for (int y = label.top(); y <= label.bottom(); ++y) {
            for (int x = label.left(); x <= label.right(); ++x)
                same += after.pixel(x, y) == before.pixel(x, y);
        }
        const int all = label.width() * label.height();
        QVERIFY2(same >= all * 97 / 100,
            qPrintable(
                QStringLiteral("%1: %2 of %3 pixels of its label as before")
                    .arg(QString::fromStdString(ttt::cellName(model()->board().geometry(), cell)))
                    .arg(same)
                    .arg(all)));
    }
}

void TestWhy::theTargetStaysWhenThePointerLeaves()
{
    // Pointing at a cell explains it, and it stays explained while the pointer goes to the
    // panel; Explain the Position goes back to the position; a move played there moves on.
    open(QStringLiteral("x..\n.o.\no.x\n"));
    showWhy();
    hover(2);
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    QTest::mouseMove(m_window->whyPanel(), QPoint(10, 10));
    QTRY_COMPARE(view()->hoveredCell(), -1);
    QCOMPARE(explanation()->target(), std::optional<Cell>(2));
    auto* button
        = m_window->whyPanel()->findChild<QPushButton*>(QStringLiteral("explainPositionButton"));
    QVERIFY(button && button->isEnabled());
    button->click();
    QVERIFY(!explanation()->target());
    QTRY_VERIFY(m_window->whyPanel()->text().startsWith("x to move wins."));
    QVERIFY(!button->isEnabled());
}

void TestWhy::aBoardStillSearchedExplainsWhatIsProven()
{
    // Explaining a move proven early pauses the search for its proof, and the search goes on
    // afterwards.
    const Cell d5 = 27;
    searchOpenThree(d5);
    QVERIFY(model()->isAnalysing());
    const std::uint64_t searched = model()->analysisStatus().positions;
    hover(d5);
    showWhy();
    QCOMPARE(explanation()->target(), std::optional<Cell>(d5));
    QTRY_COMPARE_WITH_TIMEOUT(explanation()->state(), CurrentExplanation::State::Ready, 60000);
    QCOMPARE(explanation()->explanation().result, ttt::ExplainedResult::Loss);
    QVERIFY2(m_window->whyPanel()->text().contains("o on d5 loses: x has a winning answer."),
        qPrintable(m_window->whyPanel()->text()));
    // The search was paused, not stopped: it goes on from there.
    QVERIFY(model()->isAnalysing());
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysisStatus().positions > searched + 1000, 60000);
    QCOMPARE(model()->analysisStatus().state, AnalysisStatus::State::Running);
    // A cell not proven yet says so.
    const Cell a7 = 8;
    if (!model()->moveEvaluation(a7)->isProven()
        && model()->moveEvaluation(a7)->bound == ttt::Bound::Unknown) {
        hover(a7);
        QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::NotProven);
        QVERIFY(m_window->whyPanel()->text().contains("Not proven yet"));
    }
    model()->stopAnalysis();
}

void TestWhy::stopWhileTheSearchIsPausedStopsIt()
{
    // Stop pressed while the search is paused for an explanation's proof: the search is stopped
    // (and can be resumed), and the proof is not made again and again.
    const Cell d5 = 27;
    searchOpenThree(d5);
    QTest::qWait(CurrentExplanation::kPatienceMilliseconds); // old enough to be paused
    QVERIFY(model()->isAnalysing());
    hover(d5);
    showWhy();
    QCOMPARE(explanation()->state(), CurrentExplanation::State::Proving);
    model()->stopAnalysis();
    QTRY_COMPARE(model()->analysisStatus().state, AnalysisStatus::State::Stopped);
    QVERIFY(model()->canResumeAnalysis());
    QVERIFY(!model()->isAnalysing());
    // What the proof had by the stop is kept; nothing more is asked for without a new reason.
    QTRY_VERIFY(explanation()->state() == CurrentExplanation::State::Ready
        || explanation()->state() == CurrentExplanation::State::Stopped);
    QSignalSpy changes(explanation(), &CurrentExplanation::changed);
    QTest::qWait(500);
    QVERIFY2(changes.count() < 3, qPrintable(QString::number(changes.count())));
    QVERIFY(!model()->isAnalysing());
}

void TestWhy::aSmallerBoardDropsTheTarget()
{
    // A move pointed at on 7×7 is not a cell of 3×3: the position is explained there instead.
    model()->changeBoard(ttt::Geometry(7, 7, 5));
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysis().complete, 60000);
    showWhy();
    hover(48);
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    QCOMPARE(explanation()->target(), std::optional<Cell>(48));
    QSignalSpy changes(explanation(), &CurrentExplanation::changed);
    model()->changeBoard(ttt::Geometry(3, 3, 3));
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    QVERIFY(!explanation()->target());
    QVERIFY2(m_window->whyPanel()->text().startsWith("x to move: a tie."),
        qPrintable(m_window->whyPanel()->text()));
    QTest::qWait(300);
    QVERIFY2(changes.count() < 10, qPrintable(QString::number(changes.count())));
}

void TestWhy::anotherPositionExplainsItself()
{
    // The move pointed at belongs to its position: another board, or another place of the game,
    // is explained as a whole until the pointer names one of its moves.
    open(QStringLiteral("x..\n.o.\no.x\n"));
    showWhy();
    hover(1);
    QTRY_VERIFY(m_window->whyPanel()->text().startsWith("x on b3 loses"));
    QTest::mouseMove(m_window->whyPanel(), QPoint(10, 10));
    QTRY_COMPARE(view()->hoveredCell(), -1);
    open(QStringLiteral("# k=3\n....\n..x.\nx...\no...\n"));
    QVERIFY(!explanation()->target());
    QTRY_VERIFY2(m_window->whyPanel()->text().startsWith("o to move wins."),
        qPrintable(m_window->whyPanel()->text()));
    QVERIFY(explanation()->marks().moves.front().cell == 13); // b1, numbered 1
}

void TestWhy::aLargeProofOfEverythingGivesWayToOneMove()
{
    // 7×7 with five in a row after x a7, o d4: the proof of every move at once runs past its
    // limit, so the move pointed at is proven alone (some 80,000 positions) and explained.
    open(QStringLiteral("# k=5\nx......\n.......\n.......\n...o...\n.......\n.......\n.......\n"));
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysis().complete, 120000);
    showWhy();
    hover(6);
    QTRY_COMPARE_WITH_TIMEOUT(explanation()->state(), CurrentExplanation::State::Ready, 120000);
    QCOMPARE(explanation()->target(), std::optional<Cell>(6));
    QCOMPARE(explanation()->explanation().result, ttt::ExplainedResult::Tie);
    QVERIFY2(m_window->whyPanel()->text().startsWith("x on g7 leads to a tie"),
        qPrintable(m_window->whyPanel()->text()));
    // The tiles of the explanation's moves are plain: no alike-moves tag beside their numbers
    // (d5's is two letters, wider than the number's badge).
    QTest::mouseMove(m_window->whyPanel(), QPoint(10, 10));
    QTRY_COMPARE(view()->hoveredCell(), -1);
    const QImage board = grabBoard();
    const QColor base = view()->palette().color(QPalette::Base);
    for (const ExplanationMarks::Move& move : explanation()->marks().moves) {
        QVERIFY(model()->moveClass(move.cell) >= 0);
        const QRectF tile = view()->cellRect(move.cell);
        const QRect beside = QRectF(tile.left() + tile.width() * 0.27,
            tile.top() + tile.width() * 0.04, tile.width() * 0.15, tile.width() * 0.11)
                                 .toRect();
        for (int y = beside.top(); y <= beside.bottom(); ++y) {
            for (int x = beside.left(); x <= beside.right(); ++x)
                QVERIFY2(distance(board.pixelColor(x, y), base) < 40,
                    qPrintable(QStringLiteral("%1 at %2,%3 of its tile: %4")
                                   .arg(QString::fromStdString(
                                       ttt::cellName(model()->board().geometry(), move.cell)))
                                   .arg((x - tile.left()) / tile.width())
                                   .arg((y - tile.top()) / tile.width())
                                   .arg(board.pixelColor(x, y).name())));
        }
    }
}

void TestWhy::explorerStepsIntoTheProof()
{
    // 6×6 with five in a row from the empty board: the position's two claims; opening o's shows
    // every try of x's; going down o's answers reaches a pairing, which the board then draws.
    model()->changeBoard(ttt::Geometry(6, 6, 5));
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysis().complete, 60000);
    showWhy();
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    QTreeWidget* explorer = m_window->whyPanel()->explorer();
    QTRY_COMPARE(explorer->topLevelItemCount(), 2); // filled in a later turn of the event loop
    QTreeWidgetItem* holds = explorer->topLevelItem(0);
    QCOMPARE(holds->text(0), QStringLiteral("o holds at least a tie"));
    holds->setExpanded(true);
    QCOMPARE(holds->childCount(), 36);
    QCOMPARE(holds->child(0)->text(0), QStringLiteral("1. x a6"));
    // Breadth first down the tree until a pairing holds a place.
    std::vector<QTreeWidgetItem*> pending { holds };
    QTreeWidgetItem* pairing = nullptr;
    for (std::size_t i = 0; i < pending.size() && i < 3000 && !pairing; ++i) {
        QTreeWidgetItem* item = pending[i];
        if (item->text(1) == QStringLiteral("pairing")) {
            pairing = item;
            break;
        }
        item->setExpanded(true);
        for (int child = 0; child < item->childCount(); ++child)
            pending.push_back(item->child(child));
    }
    QVERIFY(pairing);
    const QImage before = grabBoard();
    explorer->setCurrentItem(pairing);
    QVERIFY(explanation()->explored());
    const ExplanationMarks& marks = explanation()->marks();
    QVERIFY(!marks.pairs.empty());
    QVERIFY(!marks.moves.empty());
    QCOMPARE(marks.moves.front().number, 1);
    // That place is another position than the one shown: no tile shows the heatmap of the
    // position shown (every move a tie, in its grey), each is plain.
    QTRY_VERIFY(grabBoard() != before);
    const QImage deeper = grabBoard();
    const QColor tie = Heatmap::fillColor(*model()->moveEvaluation(0), view()->palette(), 36);
    // The share of the board's tiles in the tie's grey, before and after.
    const auto grey = [&](const QImage& image) {
        int tiles = 0;
        int all = 0;
        for (Cell cell = 0; cell < 36; ++cell) {
            const QRect tile = view()->cellRect(cell).toRect();
            for (int y = tile.top(); y <= tile.bottom(); y += 2) {
                for (int x = tile.left(); x <= tile.right(); x += 2) {
                    ++all;
                    tiles += distance(image.pixelColor(x, y), tie) < 10;
                }
            }
        }
        return double(tiles) / all;
    };
    QVERIFY2(grey(before) > 0.5, qPrintable(QString::number(grey(before))));
    QVERIFY2(grey(deeper) < 0.02, qPrintable(QString::number(grey(deeper))));
    // Choosing the claim itself shows the position again, with nothing played.
    explorer->setCurrentItem(holds);
    QVERIFY(explanation()->marks().moves.empty());
}

void TestWhy::nothingToExplainSaysWhy()
{
    // Every kind of "nothing to explain" is worded alike, "Nothing to explain", then why.
    showWhy();
    const QString nothing = QStringLiteral("Nothing to explain");
    open(QStringLiteral("xxx\noo.\n...\n"));
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Nothing);
    QCOMPARE(explanation()->nothingWhy(), CurrentExplanation::NothingWhy::GameOver);
    const QString over = m_window->whyPanel()->text();
    QVERIFY2(over.startsWith(nothing) && over.contains("the game is over"), qPrintable(over));
    open(QStringLiteral("xx.\nx..\n...\n")); // no game reaches it
    QTRY_COMPARE(explanation()->nothingWhy(), CurrentExplanation::NothingWhy::NoResult);
    const QString unreachable = m_window->whyPanel()->text();
    QVERIFY2(unreachable.startsWith(nothing), qPrintable(unreachable));
    model()->setRules(ttt::Rules::LineScore);
    open(QStringLiteral("x..\n.o.\n...\n"));
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Nothing);
    QVERIFY(m_window->whyPanel()->text().startsWith(nothing));
    QVERIFY(m_window->whyPanel()->text().contains("line-score"));
    model()->setRules(ttt::Rules::Classic);
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    model()->setTraining(true);
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Nothing);
    QVERIFY(m_window->whyPanel()->text().startsWith(nothing));
    QVERIFY(m_window->whyPanel()->text().contains("training"));
    model()->setTraining(false);
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
}

void TestWhy::trainingOffSaysSoAtOnce()
{
    // In training, a finished game or a position no game reaches comes up (nothing to explain
    // in it, whatever training hides); training turned off then: the panel says why there is
    // nothing to explain at once, not once the position next changes.
    showWhy();
    for (const QString& board :
        { QStringLiteral("xxx\noo.\n...\n"), QStringLiteral("xx.\nx..\n...\n") }) {
        model()->setTraining(true);
        open(board);
        QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Nothing);
        QTRY_VERIFY(m_window->whyPanel()->text().startsWith(QStringLiteral("Nothing to explain")));
        model()->setTraining(false);
        QTRY_VERIFY2(
            !m_window->whyPanel()->text().contains(QStringLiteral("training"), Qt::CaseInsensitive),
            qPrintable(m_window->whyPanel()->text()));
    }
    // And the other way: a position in progress that training hides says so once training is
    // on, and explains itself once it is off.
    open(QStringLiteral("x..\n.o.\n..x\n"));
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    model()->setTraining(true);
    QTRY_VERIFY(m_window->whyPanel()->text().contains(QStringLiteral("training")));
    model()->setTraining(false);
    QTRY_VERIFY(m_window->whyPanel()->text().startsWith(QStringLiteral("o to move")));
}

void TestWhy::theWindowExplainsAsTheCommandLineDoes()
{
    // x to move wins on 5×5 with four in a row, with ten winning moves: the window and
    // ttt-solve explain go through the same one, and say the same.
    const QString board = QStringLiteral("o..../.o.../..x../...x./.....");
    QProcess solve;
    solve.start(QStringLiteral(TTT_SOLVE), { "explain", "--json", board });
    QVERIFY(solve.waitForFinished(60000));
    QCOMPARE(solve.exitCode(), 0);
    const QJsonObject json = QJsonDocument::fromJson(solve.readAllStandardOutput()).object();
    QStringList words;
    for (const QJsonValue& line : json["text"].toArray())
        words << line.toString().trimmed();
    QVERIFY(words.size() > 3);
    const QString chosen = json["chosenMove"].toString();
    QVERIFY(!chosen.isEmpty());

    open(board);
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysis().complete, 30000);
    showWhy();
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    QVERIFY(!explanation()->target());
    QStringList shown = m_window->whyPanel()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString& line : shown)
        line = line.trimmed();
    QCOMPARE(shown.mid(0, words.size()), words);
    // The explorer plays that move first.
    QTreeWidget* explorer = m_window->whyPanel()->explorer();
    QTreeWidgetItem* claim = explorer->topLevelItem(0);
    QCOMPARE(claim->text(0), QStringLiteral("x wins"));
    claim->setExpanded(true);
    QCOMPARE(claim->childCount(), 1);
    QCOMPARE(claim->child(0)->text(0), QStringLiteral("1. x ") + chosen);
    claim->child(0)->setExpanded(true);
    QCOMPARE(claim->child(0)->childCount(), model()->board().count(ttt::Mark::Empty) - 1);
    QVERIFY(claim->child(0)->child(0)->text(0).startsWith(QStringLiteral("2. o ")));
}

void TestWhy::pliesAgreeWithTheTooltip()
{
    // The empty 4×4 board with three in a row, where plies are exact: x a1 wins in 11 plies, the
    // tooltip says so, and the Why panel counts the same plies (x a1 is ply 1): its slowest group
    // of o's replies ends by ply 11.
    model()->changeBoard(ttt::Geometry(4, 4, 3));
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysis().complete, 30000);
    showWhy();
    const Cell a1 = 0;
    hover(a1);
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    const ttt::Evaluation evaluation = *model()->moveEvaluation(a1);
    QVERIFY(evaluation.pliesExact && evaluation.outcome == ttt::Outcome::Win);
    const QString tooltip = Wording::moveOutcome(
        model()->board().geometry(), ttt::Mark::X, a1, evaluation, model()->rules());
    QVERIFY2(
        tooltip.contains(QStringLiteral("in %1 plies").arg(evaluation.plies)), qPrintable(tooltip));
    const QString text = m_window->whyPanel()->text();
    static const QRegularExpression byPly(QStringLiteral("wins by ply (\\d+) at the latest"));
    int latest = 0;
    for (auto match = byPly.globalMatch(text); match.hasNext();)
        latest = std::max(latest, match.next().captured(1).toInt());
    QVERIFY2(latest == evaluation.plies, qPrintable(tooltip + "\n" + text));
    QVERIFY2(!text.contains(QStringLiteral("more move")), qPrintable(text));
}

void TestWhy::theExplanationIsReadableInASmallWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("800×600") << QSize(800, 600);
    QTest::newRow("1000×700") << QSize(1000, 700);
}

void TestWhy::theExplanationIsReadableInASmallWindow()
{
    // 7×7 with five in a row from the empty board, no moves played: the Why panel takes the
    // dock column's height the game's empty list does not need, and within it the words take
    // what they need before the explorer, which keeps its title; the explorer's claims read
    // whole.
    QFETCH(QSize, size);
    m_window.reset();
    m_window = windowOnClearedSettings();
    m_window->resize(size);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    model()->changeBoard(ttt::Geometry(7, 7, 5));
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysis().complete, 60000);
    showWhy();
    QTRY_COMPARE(explanation()->state(), CurrentExplanation::State::Ready);
    // The panel follows the explanation in a later turn of the event loop: its explorer's two
    // claims are there once it has, and the sizes below are those of the words it shows.
    QTreeWidget* explorer = m_window->whyPanel()->explorer();
    QTRY_COMPARE(explorer->topLevelItemCount(), 2);
    QVERIFY(!m_window->whyPanel()->text().isEmpty());
    // The game's list, with only its start, keeps no more than two empty rows below it.
    MoveList* list = m_window->moveList();
    const int row = list->visualItemRect(list->topLevelItem(0)).height();
    QVERIFY(row > 0);
    QTRY_VERIFY2(list->viewport()->height() <= 3 * row,
        qPrintable(QStringLiteral("%1 pixels for one move of %2")
                       .arg(list->viewport()->height())
                       .arg(row)));
    auto* body = m_window->whyPanel()->findChild<QTextBrowser*>(QStringLiteral("whyBody"));
    QVERIFY(body);
    const int text = int(body->document()->size().height());
    const int lines = 8 * body->fontMetrics().lineSpacing();
    QTRY_VERIFY2(body->viewport()->height() >= std::min(text, lines),
        qPrintable(QStringLiteral("%1 pixels of words shown, of %2")
                       .arg(body->viewport()->height())
                       .arg(text)));
    // The explorer's two claims read whole.
    for (int i = 0; i < 2; ++i) {
        QTreeWidgetItem* claim = explorer->topLevelItem(i);
        const QRect shown = explorer->visualRect(explorer->indexFromItem(claim, 0));
        const int needed
            = explorer->fontMetrics().horizontalAdvance(claim->text(0)) + explorer->indentation();
        QVERIFY2(shown.width() >= needed,
            qPrintable(QStringLiteral("'%1': %2 pixels for %3")
                           .arg(claim->text(0))
                           .arg(shown.width())
                           .arg(needed)));
    }
}

void TestWhy::sharpnessOnHoverAndAsBadges()
{
    // The empty 4×4 board with four in a row, searched: a move's traps once pointed at, from the
    // analysis of the position after it.
    model()->changeBoard(ttt::Geometry(4, 4, 4));
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysis().complete, 30000);
    Sharpness* sharpness = model()->sharpness();
    QVERIFY(!sharpness->traps(5)); // not asked for yet
    hover(5);
    QTRY_VERIFY_WITH_TIMEOUT(sharpness->traps(5).has_value(), 30000);
    const ttt::Analysis replies
        = ttt::analyze(model()->board().with(5, ttt::Mark::X), ttt::Mark::O, ttt::Rules::Classic);
    QCOMPARE(sharpness->traps(5), ttt::trapsIn(replies));

    // Tic-tac-toe after x's corner: o's replies but the centre lose. As badges, each tie shows
    // its traps at the top of its tile; nothing is drawn where no reply loses.
    open(QStringLiteral("x..\n...\n...\n"));
    const QImage before = grabBoard();
    auto* badges = m_window->findChild<QAction*>(QStringLiteral("actionShowSharpness"));
    badges->trigger();
    QTRY_VERIFY(grabBoard() != before);
    const QImage shown = grabBoard();
    const QColor ink = BoardRenderer::badgeInk(view()->palette());
    int drawn = 0;
    for (Cell cell = 1; cell < 9; ++cell) {
        const std::optional<ttt::Traps> traps = sharpness->traps(cell);
        QCOMPARE(traps.has_value(), model()->moveEvaluation(cell)->outcome == ttt::Outcome::Tie);
        const QRectF tile = view()->cellRect(cell);
        const QPointF top(tile.center().x(), tile.top() + tile.height() * 0.11);
        const bool badge = turnedTo(before, shown, top - QPointF(tile.width() * 0.1, 0),
                               top + QPointF(tile.width() * 0.1, 0), ink)
            > 5;
        QCOMPARE(badge, sharpness->isOnlyMove(cell) || (traps && traps->losing > 0));
        drawn += badge;
    }
    QVERIFY(drawn > 0);
    // o's only move there is the centre.
    QCOMPARE(model()->sideToMove(), std::optional(ttt::Mark::O));
    QVERIFY(sharpness->isOnlyMove(4));
    // The only move: x's c1 in the fork position.
    open(QStringLiteral("x..\n.o.\no.x\n"));
    QTRY_VERIFY(sharpness->isOnlyMove(2));
    QVERIFY(!sharpness->isOnlyMove(1));
}

void TestWhy::sharpnessSaysWhyItShowsNothing()
{
    // View › Show Sharpness on the empty 8×8 board with five in a row, whose result the search
    // takes hours to prove: no badge can show, and the message bar says why; under line-score
    // too, for its own reason. On tic-tac-toe, proven at once, the badges show and nothing is
    // said.
    auto* badges = m_window->findChild<QAction*>(QStringLiteral("actionShowSharpness"));
    MessageBar* bar = m_window->messageBar();
    model()->changeBoard(ttt::Geometry(8, 8, 5));
    QVERIFY(!model()->analysis().evaluation.isProven());
    badges->trigger();
    QVERIFY(badges->isChecked());
    QTRY_VERIFY(!bar->isHidden());
    QCOMPARE(bar->headline(), QStringLiteral("No sharpness to show yet"));
    QVERIFY2(bar->details().contains(QStringLiteral("not proven it yet"))
            && bar->details().contains(QStringLiteral("hours")),
        qPrintable(bar->details()));
    model()->setRules(ttt::Rules::LineScore);
    QTRY_VERIFY(bar->details().contains(QStringLiteral("Line-score")));
    QCOMPARE(bar->headline(), QStringLiteral("No sharpness to show"));
    model()->setRules(ttt::Rules::Classic);
    model()->changeBoard(ttt::Geometry(3, 3, 3));
    QTRY_VERIFY(bar->isHidden());
    // Turned off and on again where nothing is missing: nothing said.
    badges->trigger();
    badges->trigger();
    QVERIFY(bar->isHidden());
    model()->stopAnalysis();
}

void TestWhy::moveListMarksOnlyMoves()
{
    // x a3, o b2, x c1, o a1: then c3 is x's only winning move (it blocks o and forks).
    const ttt::Parsed<ttt::Game> game = ttt::parseGame("# a1=bottom-left\na3 b2 c1 a1 c3 b3 c2");
    QVERIFY(game.ok());
    QVERIFY(model()->replaceGame(*game, QStringLiteral("Test")));
    QTreeWidget* list = m_window->moveList();
    QTreeWidgetItem* found = nullptr;
    QTreeWidgetItem* other = nullptr;
    for (QTreeWidgetItemIterator it(list); *it; ++it) {
        if ((*it)->text(0).contains(QStringLiteral("c3")))
            found = *it;
        if ((*it)->text(0).contains(QStringLiteral("c1")))
            other = *it;
    }
    QVERIFY(found && other);
    QTRY_VERIFY2(found->text(1).contains("only move!"), qPrintable(found->text(1)));
    QVERIFY(found->toolTip(1).contains("Only one move kept the win here."));
    QVERIFY(!other->text(1).contains("only move!"));
}

TTT_TEST_MAIN(TestWhy)
#include "tst_why.moc"
