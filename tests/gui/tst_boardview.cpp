// The board in the window: clicks and keys change the model as the issue says, and a grab() of
// the board shows each empty cell in the colour of its outcome (worked out by hand here) under
// each rule set, and tags alike moves.
#include "appearance.h"
#include "boardview.h"
#include "guitestsupport.h"
#include "heatmap.h"
#include "mainwindow.h"
#include "positionmodel.h"

#include "ttt/text.h"

#include <QAction>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using ttt::Cell;
using ttt::Mark;

namespace {

// "Win 1" → the evaluation; "" → none.
std::optional<ttt::Evaluation> evaluationFromLabel(const QString& label)
{
    if (label.isEmpty())
        return std::nullopt;
    const QStringList parts = label.split(QLatin1Char(' '));
    const ttt::Outcome outcome = parts[0] == QLatin1String("Win") ? ttt::Outcome::Win
        : parts[0] == QLatin1String("Tie")                        ? ttt::Outcome::Tie
                                                                  : ttt::Outcome::Lose;
    return ttt::Evaluation { outcome, parts[1].toInt() };
}

int keyFromName(const QString& name)
{
    static const QHash<QString, int> keys {
        { "left", Qt::Key_Left },
        { "right", Qt::Key_Right },
        { "up", Qt::Key_Up },
        { "down", Qt::Key_Down },
        { "home", Qt::Key_Home },
        { "end", Qt::Key_End },
        { "x", Qt::Key_X },
        { "o", Qt::Key_O },
        { "period", Qt::Key_Period },
        { "space", Qt::Key_Space },
        { "delete", Qt::Key_Delete },
        { "backspace", Qt::Key_Backspace },
        { "enter", Qt::Key_Return },
    };
    Q_ASSERT(keys.contains(name));
    return keys.value(name);
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void leftClickCyclesForward();
    void rightClickCyclesBackward();
    void clickBesideTheBoardDoesNothing();
    void pressAndReleaseOnDifferentCellsIsNoClick();
    void keys_data();
    void keys();
    void playModeClickPlaysTheSideToMove();
    void playModeWithPerfectReply();

    void heatmapColours_data();
    void heatmapColours();
    void heatmapFollowsADarkPalette();
    void illegalPositionHasNoHeatmap();
    void hoverDrawsTheContinuation();
    void winningLineIsDrawn();
    void focusRingShowsAfterKeyboardUse();
    void boardStaysSquareAndScales();
    void boardStaysPutWhenThePositionTurnsIllegal();

    void misereColoursTheEmptyBoard();
    void lineScoreColoursByScore();
    void alikeMovesAreTagged_data();
    void alikeMovesAreTagged();

private:
    BoardView* view() const { return m_window->boardView(); }
    PositionModel* model() const { return m_window->model(); }
    QPoint centre(Cell cell) const { return view()->cellRect(cell).center().toPoint(); }
    void click(Cell cell, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(view(), button, {}, centre(cell));
    }
    QColor pixel(const QImage& image, QPointF point) const
    {
        return image.pixelColor(point.toPoint());
    }
    // Pixels in the top-left corner of `cell`'s tile (where its alike-moves tag goes) that are
    // not the tile's fill.
    int tagPixels(const QImage& image, Cell cell) const
    {
        const QRectF tile = view()->cellRect(cell);
        const QRect corner = QRectF(tile.left() + tile.width() * 0.04,
            tile.top() + tile.width() * 0.04, tile.width() * 0.22, tile.width() * 0.22)
                                 .toRect();
        const QRgb fill = image.pixel(
            QPointF(tile.left() + tile.width() * 0.5, tile.top() + tile.width() * 0.3).toPoint());
        int pixels = 0;
        for (int y = corner.top(); y <= corner.bottom(); ++y) {
            for (int x = corner.left(); x <= corner.right(); ++x)
                pixels += image.pixel(x, y) != fill;
        }
        return pixels;
    }
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestBoardView::initTestCase()
{
    useTestSettings(QStringLiteral("tst_boardview"));
}

void TestBoardView::init()
{
    m_window = windowOnClearedSettings();
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // The cursor must not hover the board unless a test moves it there.
    QTest::mouseMove(m_window.get(), QPoint(1, 1));
}

void TestBoardView::cleanup()
{
    m_window.reset();
}

void TestBoardView::leftClickCyclesForward()
{
    QString seen;
    for (int i = 0; i < 3; ++i) {
        click(4);
        seen += QLatin1Char(ttt::toChar(model()->board().at(4)));
    }
    QCOMPARE(seen, QStringLiteral("xo."));
    QCOMPARE(model()->undoStack()->count(), 3);
}

void TestBoardView::rightClickCyclesBackward()
{
    QString seen;
    for (int i = 0; i < 3; ++i) {
        click(8, Qt::RightButton);
        seen += QLatin1Char(ttt::toChar(model()->board().at(8)));
    }
    QCOMPARE(seen, QStringLiteral("ox."));
}

void TestBoardView::clickBesideTheBoardDoesNothing()
{
    const QRectF square = view()->boardRect();
    QVERIFY(view()->width() > square.width() + 20); // the window is wider than the board
    QTest::mouseClick(
        view(), Qt::LeftButton, {}, QPoint(int(square.left()) - 8, int(square.center().y())));
    QCOMPARE(model()->board(), ttt::Board {});
    QCOMPARE(model()->undoStack()->count(), 0);
}

void TestBoardView::pressAndReleaseOnDifferentCellsIsNoClick()
{
    QTest::mousePress(view(), Qt::LeftButton, {}, centre(0));
    QTest::mouseRelease(view(), Qt::LeftButton, {}, centre(1));
    QCOMPARE(model()->board(), ttt::Board {});
}

void TestBoardView::keys_data()
{
    QTest::addColumn<QString>("keys"); // from the top-left cell
    QTest::addColumn<QString>("position");

    QTest::newRow("x marks the focus cell") << "x"
                                            << "x../.../...";
    QTest::newRow("arrows move the focus right and down") << "right right down o"
                                                          << ".../..o/...";
    QTest::newRow("the focus stops at the edge") << "left up x"
                                                 << "x../.../...";
    QTest::newRow("down to the bottom row, end to its last cell") << "down down down end x"
                                                                  << ".../.../..x";
    QTest::newRow("a period empties the cell") << "x period"
                                               << ".../.../...";
    QTest::newRow("space empties the cell") << "o space"
                                            << ".../.../...";
    QTest::newRow("delete empties the cell") << "right x delete"
                                             << ".../.../...";
    QTest::newRow("backspace empties the cell") << "down x backspace"
                                                << ".../.../...";
    QTest::newRow("enter cycles like a click") << "right enter enter"
                                               << ".o./.../...";
    QTest::newRow("a short game by keys") << "x right o down x"
                                          << "xo./.x./...";
}

void TestBoardView::keys()
{
    QFETCH(QString, keys);
    QFETCH(QString, position);
    view()->setFocus();
    for (const QString& key : keys.split(QLatin1Char(' ')))
        QTest::keyClick(view(), Qt::Key(keyFromName(key)));
    QCOMPARE(oneLine(model()->board()), position);
}

void TestBoardView::playModeClickPlaysTheSideToMove()
{
    action("actionPlayMode")->setChecked(true);
    click(4);
    click(4); // taken: nothing happens
    click(0);
    QCOMPARE(oneLine(model()->board()), QStringLiteral("o../.x./..."));
    click(2, Qt::RightButton); // no backward cycling while playing
    QCOMPARE(oneLine(model()->board()), QStringLiteral("o../.x./..."));
    QCOMPARE(model()->undoStack()->count(), 2);
}

void TestBoardView::playModeWithPerfectReply()
{
    action("actionPlayMode")->setChecked(true);
    action("actionPerfectReply")->setChecked(true);
    click(4);
    // o's only holds are the corners; the reply is the first of them.
    QCOMPARE(oneLine(model()->board()), QStringLiteral("o../.x./..."));
    QCOMPARE(model()->undoStack()->count(), 1);
    action("actionUndo")->trigger();
    QCOMPARE(model()->board(), ttt::Board {});
}

void TestBoardView::heatmapColours_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<QStringList>("labels"); // per cell, worked out by hand; "" for a taken cell

    QStringList empty;
    for (int i = 0; i < ttt::kTicTacToe.cells(); ++i)
        empty << QStringLiteral("Tie 9");
    QTest::newRow("every first move ties in 9 plies") << "........." << empty;
    QTest::newRow("x: win at once, block for a tie, or lose")
        << "xx./oo./..."
        << QStringList { "", "", "Win 1", "", "", "Tie 5", "Lose 2", "Lose 2", "Lose 2" };
    QTest::newRow("o wins with either cell")
        << "xox/oo./x.x" << QStringList { "", "", "", "", "", "Win 1", "", "Win 1", "" };
    // x wins down the first column; anywhere but (3,2) lets o win down the second. Blocking
    // there leads further than is worth working out by hand ("?": not checked).
    QTest::newRow("x wins at once or loses in 2")
        << "xo./xo./..."
        << QStringList { "", "", "Lose 2", "", "", "Lose 2", "Win 1", "?", "Lose 2" };
}

void TestBoardView::heatmapColours()
{
    QFETCH(QString, position);
    QFETCH(QStringList, labels);

    model()->setBoard(board(position));
    const QImage image = view()->grab().toImage();
    QSet<QRgb> seen[4];
    for (Cell cell = 0; cell < ttt::kTicTacToe.cells(); ++cell) {
        if (labels[cell] == QLatin1String("?"))
            continue;
        const std::optional<ttt::Evaluation> expected = evaluationFromLabel(labels[cell]);
        if (!expected)
            continue;
        const QColor actual = pixel(image, view()->cellRect(cell).center());
        QCOMPARE(actual, Heatmap::fillColor(*expected, view()->palette()));
        seen[int(expected->outcome)].insert(actual.rgb());
    }
    // Different outcomes never share a colour.
    for (int first = 1; first < 4; ++first) {
        for (int second = first + 1; second < 4; ++second)
            QVERIFY(!seen[first].intersects(seen[second]));
    }
}

void TestBoardView::heatmapFollowsADarkPalette()
{
    m_window->setPalette(Appearance::darkPalette());
    model()->setBoard(board(QStringLiteral("xx./oo./...")));
    const QImage image = view()->grab().toImage();
    const QPalette dark = Appearance::darkPalette();
    QCOMPARE(pixel(image, view()->cellRect(2).center()),
        Heatmap::fillColor({ ttt::Outcome::Win, 1 }, dark));
    QCOMPARE(pixel(image, view()->cellRect(5).center()),
        Heatmap::fillColor({ ttt::Outcome::Tie, 5 }, dark));
    QCOMPARE(pixel(image, view()->cellRect(7).center()),
        Heatmap::fillColor({ ttt::Outcome::Lose, 2 }, dark));
    QCOMPARE(
        pixel(image, view()->cellRect(0).center() + QPointF(view()->cellRect(0).width() * 0.4, 0)),
        dark.color(QPalette::Base));
}

void TestBoardView::illegalPositionHasNoHeatmap()
{
    model()->setBoard(board(QStringLiteral("xx./.../...")));
    const QImage image = view()->grab().toImage();
    for (Cell cell = 2; cell < ttt::kTicTacToe.cells(); ++cell)
        QCOMPARE(
            pixel(image, view()->cellRect(cell).center()), view()->palette().color(QPalette::Base));
}

void TestBoardView::hoverDrawsTheContinuation()
{
    model()->setBoard(board(QStringLiteral("xx./oo./...")));
    const QImage before = view()->grab().toImage();
    QTest::mouseMove(view(), centre(6));
    QTRY_COMPARE(view()->hoveredCell(), 6);
    // x on (3,1), then o completes the middle row at (2,3).
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("x (3,1) → o (2,3)")));
    const QImage after = view()->grab().toImage();

    const auto changedPixels = [&](Cell cell) {
        const QRect tile = view()->cellRect(cell).toRect();
        int changed = 0;
        for (int y = tile.top(); y <= tile.bottom(); ++y) {
            for (int x = tile.left(); x <= tile.right(); ++x)
                changed += before.pixel(x, y) != after.pixel(x, y);
        }
        return changed;
    };
    const int tileArea
        = view()->cellRect(0).toRect().width() * view()->cellRect(0).toRect().height();
    QVERIFY(changedPixels(6) > tileArea / 20); // the hovered move, numbered 1
    QVERIFY(changedPixels(5) > tileArea / 20); // the reply, numbered 2
    for (Cell cell : { 0, 1, 2, 3, 4, 7, 8 })
        QCOMPARE(changedPixels(cell), 0);

    QTest::mouseMove(m_window.get(), QPoint(1, 1));
    QTRY_COMPARE(view()->hoveredCell(), -1);
}

void TestBoardView::winningLineIsDrawn()
{
    const QRectF first = view()->cellRect(0);
    const QRectF second = view()->cellRect(1);
    const QPointF gap((first.right() + second.left()) / 2, first.center().y());

    model()->setBoard(board(QStringLiteral("xx./oo./...")));
    const QColor tray = pixel(view()->grab().toImage(), gap);
    model()->setBoard(board(QStringLiteral("xxx/oo./...")));
    const QColor line = pixel(view()->grab().toImage(), gap);
    const QColor highlight = view()->palette().color(QPalette::Highlight);

    const auto distance = [](const QColor& a, const QColor& b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
            + std::abs(a.blue() - b.blue());
    };
    QVERIFY(distance(line, highlight) < distance(tray, highlight));
    QVERIFY(distance(line, highlight) < 60);
}

void TestBoardView::focusRingShowsAfterKeyboardUse()
{
    const QRectF tile = view()->cellRect(1);
    const QPointF edge(tile.left() + tile.width() * 0.025, tile.center().y());
    const QColor highlight = view()->palette().color(QPalette::Highlight);

    click(1); // a click moves the focus cell but shows no ring
    model()->setBoard(ttt::Board {});
    QCOMPARE(view()->focusCell(), 1);
    QVERIFY(pixel(view()->grab().toImage(), edge) != highlight);

    QTest::keyClick(view(), Qt::Key_Left);
    QTest::keyClick(view(), Qt::Key_Right);
    QCOMPARE(view()->focusCell(), 1);
    QCOMPARE(pixel(view()->grab().toImage(), edge), highlight);
}

void TestBoardView::boardStaysSquareAndScales()
{
    double previous = 0;
    for (const QSize& size : { QSize(560, 420), QSize(1000, 700), QSize(1400, 1000) }) {
        m_window->resize(size);
        QCoreApplication::processEvents();
        const QRectF square = view()->boardRect();
        QCOMPARE(square.width(), square.height());
        QVERIFY(QRectF(view()->rect()).contains(square));
        QVERIFY(square.width() >= view()->minimumSizeHint().width() - 8);
        QVERIFY(square.width() > previous);
        previous = square.width();
        const QRectF first = view()->cellRect(0);
        const QRectF last = view()->cellRect(ttt::kTicTacToe.cells() - 1);
        QCOMPARE(first.size(), last.size());
        QVERIFY(first.left() < last.left() && first.top() < last.top());
    }
}

void TestBoardView::boardStaysPutWhenThePositionTurnsIllegal()
{
    // Setting up passes through illegal positions; the cells must not move under the mouse.
    click(0);
    const QRectF before = view()->cellRect(4);
    click(1); // two x and no o: illegal
    QVERIFY(!model()->isLegal());
    QCoreApplication::processEvents();
    QCOMPARE(view()->cellRect(4), before);
    click(1);
    QCoreApplication::processEvents();
    QVERIFY(model()->isLegal());
    QCOMPARE(view()->cellRect(4), before);
}

void TestBoardView::misereColoursTheEmptyBoard()
{
    // Misère: only the centre holds the tie; a corner or an edge lets o force x to complete a
    // line on the last move (x's ninth ply).
    action("actionMisereRules")->trigger();
    const QImage image = view()->grab().toImage();
    const QPalette palette = view()->palette();
    QCOMPARE(pixel(image, view()->cellRect(4).center()),
        Heatmap::fillColor({ ttt::Outcome::Tie, 9 }, palette));
    for (Cell cell : { 0, 1 })
        QCOMPARE(pixel(image, view()->cellRect(cell).center()),
            Heatmap::fillColor({ ttt::Outcome::Lose, 9 }, palette));
}

void TestBoardView::lineScoreColoursByScore()
{
    // oo./xx./... with x to move: (1,3) leaves x one line ahead (-1), (2,3) ends level (0);
    // see tst_positionmodel's lineScoreMoveScores for the reasoning.
    model()->setBoard(board(QStringLiteral("oo./xx./...")));
    action("actionLineScoreRules")->trigger();
    const QImage image = view()->grab().toImage();
    const QPalette palette = view()->palette();
    QCOMPARE(pixel(image, view()->cellRect(2).center()), Heatmap::scoreFillColor(-1, palette));
    QCOMPARE(pixel(image, view()->cellRect(5).center()), Heatmap::scoreFillColor(0, palette));
}

void TestBoardView::alikeMovesAreTagged_data()
{
    QTest::addColumn<QString>("position");
    QTest::addColumn<bool>("tagged");

    QTest::newRow("the empty board: corners, edges, centre") << "........." << true;
    QTest::newRow("one corner taken: mirror images across the diagonal") << "x../.../..." << true;
    QTest::newRow("no symmetry: no tags") << "xx./oo./..." << false;
}

void TestBoardView::alikeMovesAreTagged()
{
    QFETCH(QString, position);
    QFETCH(bool, tagged);

    model()->setBoard(board(position));
    const QImage shown = view()->grab().toImage();
    action("actionShowSymmetry")->setChecked(false);
    const QImage hidden = view()->grab().toImage();
    for (Cell cell = 0; cell < ttt::kTicTacToe.cells(); ++cell) {
        if (model()->board().at(cell) != Mark::Empty)
            continue;
        QVERIFY2((tagPixels(shown, cell) > 0) == tagged, qPrintable(QString::number(cell)));
        QCOMPARE(tagPixels(hidden, cell), 0);
    }
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
