// The board in the window: clicks and keys change the model as the issue says, and a grab() of
// the board shows each empty cell in the colour of its outcome (worked out by hand here) under
// each rule set, tags alike moves, writes the coordinates around the board and marks the last
// move.
#include "analysis/currentexplanation.h"
#include "board/boardrenderer.h"
#include "board/boardview.h"
#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/analysispanel.h"
#include "panels/whypanel.h"
#include "window/appearance.h"
#include "window/mainwindow.h"
#include "words/wording.h"

#include "ttt/text.h"

#include "testmain.h"
#include <QAction>
#include <QHelpEvent>
#include <QSettings>
#include <QStatusBar>
#include <QToolTip>
#include <QTreeWidget>
#include <QUndoStack>

#include <QtTest>

#include <memory>
#include <set>

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
    void alikeMoveTagsReadOnBigBoards_data();
    void alikeMoveTagsReadOnBigBoards();
    void coordinatesAreWrittenAroundTheBoard_data();
    void coordinatesAreWrittenAroundTheBoard();
    void lastMoveIsMarked_data();
    void lastMoveIsMarked();
    void cellsAreNamedAsTheCoordinatesNameThem();
    void goBoardHasStonesOnItsIntersections_data();
    void goBoardHasStonesOnItsIntersections();
    void estimatesAreNotFilledAsResults();
    void onlyDefencesAreMarked();
    void estimatesAreWrittenOnlyWhereTheyFit();

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
    // The box around the pixels of `area` in `image` that stand out from `background` (3:1, as
    // for graphics): where a coordinate's glyph is.
    static QRect ink(const QImage& image, QRect area, const QColor& background)
    {
        area &= image.rect();
        QRect box;
        for (int y = area.top(); y <= area.bottom(); ++y) {
            for (int x = area.left(); x <= area.right(); ++x) {
                if (Heatmap::contrastRatio(image.pixelColor(x, y), background) >= 3.0)
                    box |= QRect(x, y, 1, 1);
            }
        }
        return box;
    }
    // The glyph in `area` as a string of 0s and 1s, row by row, to tell two glyphs apart.
    static QByteArray glyph(const QImage& image, QRect area, const QColor& background)
    {
        area &= image.rect();
        QByteArray bits;
        for (int y = area.top(); y <= area.bottom(); ++y) {
            for (int x = area.left(); x <= area.right(); ++x)
                bits += Heatmap::contrastRatio(image.pixelColor(x, y), background) >= 3.0 ? '1'
                                                                                          : '0';
        }
        return bits;
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
    // x on a1, then o completes the middle row at c2.
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("x a1 → o c2")));
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
        // The board and the band of its coordinates fill the board's least room (to the pixel:
        // both are whole pixels).
        const double band
            = square.top() - BoardRenderer::columnNameRect(square, ttt::kTicTacToe, 0).top();
        QVERIFY2(square.width() + std::ceil(band) >= view()->minimumSizeHint().width() - 8,
            qPrintable(QStringLiteral("%1 + %2 in %3×%4")
                           .arg(square.width())
                           .arg(band)
                           .arg(view()->width())
                           .arg(view()->height())));
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

void TestBoardView::alikeMoveTagsReadOnBigBoards_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<int>("side");
    QTest::addColumn<bool>("dark");
    QTest::newRow("8×8 at the first start's size") << QSize(1000, 700) << 8 << false;
    QTest::newRow("8×8 at 800×600, dark") << QSize(800, 600) << 8 << true;
    QTest::newRow("7×7 at 800×600") << QSize(800, 600) << 7 << false;
}

void TestBoardView::alikeMoveTagsReadOnBigBoards()
{
    // One corner taken: the board's only symmetry is the diagonal's, so most moves come in
    // pairs, and past the tenth group the tags take two letters. Each tag's letters stand at
    // least 8 pixels tall (capitals of a readable size), and two groups' tags never look alike.
    QFETCH(QSize, window);
    QFETCH(int, side);
    QFETCH(bool, dark);
    if (dark)
        m_window->setPalette(Appearance::darkPalette());
    m_window->resize(window);
    const ttt::Geometry geometry(side, side, 5);
    QVERIFY(model()->changeBoard(geometry));
    model()->setBoard(ttt::Board(geometry).with(0, Mark::X));
    model()->stopAnalysis();
    action("actionShowHeatmap")->setChecked(false); // plain tiles: the tags alone on them
    QCoreApplication::processEvents();
    const QImage image = view()->grab().toImage();
    const QColor fill = view()->palette().color(QPalette::Base);
    QHash<QString, QByteArray> looks;
    int twoLetters = 0;
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (model()->moveClass(cell) < 0)
            continue;
        const QString tag = Wording::moveClassTag(model()->moveClass(cell));
        const QRectF tile = view()->cellRect(cell);
        const QRect corner
            = QRectF(tile.left(), tile.top(), tile.width() * 0.6, tile.height() * 0.4).toRect();
        const QRect box = ink(image, corner, fill);
        QVERIFY2(box.height() >= 8,
            qPrintable(QStringLiteral("%1 on %2: %3 pixels tall")
                           .arg(tag, Wording::cellName(geometry, cell))
                           .arg(box.height())));
        // The tag as drawn, from its ink's top-left corner.
        const QByteArray drawn = glyph(image, QRect(box.topLeft(), QSize(24, 12)), fill);
        if (looks.contains(tag))
            continue;
        for (auto other = looks.begin(); other != looks.end(); ++other)
            QVERIFY2(other.value() != drawn, qPrintable(tag + " looks like " + other.key()));
        looks.insert(tag, drawn);
        twoLetters += tag.size() == 2;
    }
    QVERIFY(looks.size() > 20);
    QVERIFY(twoLetters > 0);
}

void TestBoardView::coordinatesAreWrittenAroundTheBoard_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("dark");
    QTest::newRow("3×3 in a small window") << QSize(640, 480) << 3 << 3 << false;
    QTest::newRow("8×8 in a small window, dark") << QSize(640, 480) << 8 << 8 << true;
    QTest::newRow("8×8 in a large window") << QSize(1400, 1000) << 8 << 8 << false;
    QTest::newRow("3×3 in a large window, dark") << QSize(1400, 1000) << 3 << 3 << true;
    QTest::newRow("6×4, wider than tall") << QSize(1000, 700) << 6 << 4 << false;
    QTest::newRow("4×7, taller than wide, dark") << QSize(1000, 700) << 4 << 7 << true;
    // The go board: 15×15 in the smallest window the issue names, 20×20 at the board's smallest
    // (QSize(): the window as small as it goes), light and dark.
    QTest::newRow("15×15 in 1000×700") << QSize(1000, 700) << 15 << 15 << false;
    QTest::newRow("20×20 at its smallest") << QSize() << 20 << 20 << false;
    QTest::newRow("20×20 at its smallest, dark") << QSize() << 20 << 20 << true;
    QTest::newRow("20×20 full screen, dark") << QSize(1920, 1080) << 20 << 20 << true;
}

void TestBoardView::coordinatesAreWrittenAroundTheBoard()
{
    QFETCH(QSize, window);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(bool, dark);
    if (dark)
        m_window->setPalette(Appearance::darkPalette());
    const QPalette palette = view()->palette();
    const ttt::Geometry geometry(columns, rows, ttt::Geometry::defaultK(columns, rows));
    if (geometry != model()->board().geometry())
        QVERIFY(model()->changeBoard(geometry));
    QCoreApplication::processEvents();
    // An empty size: as small as the window goes, the board at the least it allows.
    m_window->resize(window.isValid() ? window : QSize(1, 1));
    QCoreApplication::processEvents();
    if (!window.isValid()) {
        // (The window's other panels may leave the board wider than it needs; never taller.)
        QCOMPARE(std::min(view()->width(), view()->height()), view()->minimumSizeHint().height());
        QVERIFY2(view()->cellRect(0).width() < 16,
            qPrintable(QString::number(view()->cellRect(0).width())));
    }
    const QImage image = view()->grab().toImage();
    const QColor background = palette.color(QPalette::Window);
    QCOMPARE(image.pixelColor(0, 0), background);
    const QRectF board = view()->boardRect();
    QVERIFY(QRectF(view()->rect()).contains(board));

    // a, b, c, ... over the columns, outside the tray (no heatmap label is), each centred on its
    // column, readable (a number at least 7 pixels tall, a small letter 5) and not as big as the
    // marks (an x or an o is more than 0.4 of a tile tall, a stone more than 0.8 of the pitch).
    const double most = view()->showsStones() ? 0.8 : 0.4;
    QList<QByteArray> glyphs;
    for (int column = 0; column < columns; ++column) {
        const QRectF place = BoardRenderer::columnNameRect(board, geometry, column);
        const QRectF tile = view()->cellRect(geometry.cellAt(0, column));
        QVERIFY(QRectF(view()->rect()).contains(place));
        QVERIFY(place.bottom() <= board.top() && !place.intersects(board));
        QVERIFY(std::abs(place.center().x() - tile.center().x()) < 1.0);
        const QRect letter = ink(image, place.toRect(), background);
        // (A small letter's height: "a" is as tall as an "x".)
        QVERIFY2(letter.height() >= 5 && letter.height() < tile.height() * most,
            qPrintable(
                QStringLiteral("column %1: %2 pixels tall").arg(column).arg(letter.height())));
        QVERIFY(std::abs(letter.center().x() - tile.center().x()) <= 2);
        glyphs << glyph(image, place.toRect(), background);
    }
    // 1, 2, 3, ... beside the rows, to their left.
    for (int row = 0; row < rows; ++row) {
        const QRectF place = BoardRenderer::rowNameRect(board, geometry, row);
        const QRectF tile = view()->cellRect(geometry.cellAt(row, 0));
        QVERIFY(QRectF(view()->rect()).contains(place));
        QVERIFY(place.right() <= board.left() && !place.intersects(board));
        QVERIFY(std::abs(place.center().y() - tile.center().y()) < 1.0);
        const QRect number = ink(image, place.toRect(), background);
        QVERIFY2(number.height() >= 7 && number.height() < tile.height() * most,
            qPrintable(QStringLiteral("row %1: %2 pixels tall").arg(row).arg(number.height())));
        QVERIFY(std::abs(number.center().y() - tile.center().y()) <= 2);
        glyphs << glyph(image, place.toRect(), background);
    }
    // Every coordinate is its own: no two columns, nor two rows, look alike.
    for (int i = 1; i < columns; ++i)
        QVERIFY(glyphs[i] != glyphs[i - 1]);
    for (int i = columns + 1; i < columns + rows; ++i)
        QVERIFY(glyphs[i] != glyphs[i - 1]);

    // Nothing is written in the band beyond the board's last column, nor below its last row.
    const QRectF lastColumn = BoardRenderer::columnNameRect(board, geometry, columns - 1);
    const QRectF lastRow = BoardRenderer::rowNameRect(board, geometry, rows - 1);
    QVERIFY(ink(image, lastColumn.translated(lastColumn.width(), 0).toRect(), background).isNull());
    QVERIFY(ink(image, lastRow.translated(0, lastRow.height()).toRect(), background).isNull());
}

void TestBoardView::lastMoveIsMarked_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

void TestBoardView::lastMoveIsMarked()
{
    QFETCH(bool, dark);
    if (dark)
        m_window->setPalette(Appearance::darkPalette());
    const QPalette palette = view()->palette();
    m_window->resize(640, 480);
    QCoreApplication::processEvents();
    const QColor ink = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    // Inside the corner's triangle, and beside it on the tile, away from the mark.
    const auto inCorner = [this](Cell cell) {
        const QRectF corner = BoardRenderer::lastMoveCorner(view()->cellRect(cell));
        return corner.topLeft() + QPointF(corner.width() * 0.25, corner.height() * 0.25);
    };
    const auto besideCorner = [this](Cell cell) {
        const QRectF corner = BoardRenderer::lastMoveCorner(view()->cellRect(cell));
        return corner.topLeft() + QPointF(corner.width() * 0.75, corner.height() * 0.75);
    };

    action("actionPlayMode")->setChecked(true);
    click(4);
    QCOMPARE(model()->lastMove(), std::optional<Cell>(4));
    QImage image = view()->grab().toImage();
    QCOMPARE(pixel(image, inCorner(4)), ink);
    click(0);
    image = view()->grab().toImage();
    QCOMPARE(pixel(image, inCorner(0)), ink);
    QCOMPARE(pixel(image, besideCorner(0)), base); // a triangle, not the whole corner (o's)
    QCOMPARE(pixel(image, inCorner(4)), base); // only the last move is marked

    // Stepping back and forth through the game moves the mark with it.
    action("actionUndo")->trigger();
    image = view()->grab().toImage();
    QCOMPARE(pixel(image, inCorner(4)), ink);
    action("actionRedo")->trigger();
    image = view()->grab().toImage();
    QCOMPARE(pixel(image, inCorner(0)), ink);
    QCOMPARE(pixel(image, inCorner(4)), base);
    // At the start of the game no move is the last.
    action("actionUndo")->trigger();
    action("actionUndo")->trigger();
    QCOMPARE(model()->lastMove(), std::nullopt);

    // A board set up mark by mark has no last move.
    action("actionPlayMode")->setChecked(false);
    click(4);
    QCOMPARE(model()->board().at(4), Mark::X);
    QCOMPARE(model()->lastMove(), std::nullopt);
    QCOMPARE(pixel(view()->grab().toImage(), inCorner(4)), base);
}

void TestBoardView::cellsAreNamedAsTheCoordinatesNameThem()
{
    // x to move on xx./oo./...: c3 wins at once, a1 lets o complete the middle row at c2.
    model()->setBoard(board(QStringLiteral("xx./oo./...")));
    const auto status = [this] { return m_window->statusBar()->currentMessage(); };
    QTest::mouseMove(view(), centre(2));
    QTRY_COMPARE(status(), QStringLiteral("x on c3: x wins in 1 ply. Best play: x c3"));
    QTest::mouseMove(view(), centre(6));
    QTRY_VERIFY2(
        status().startsWith(QStringLiteral("x on a1: o wins in 2 plies. Best play: x a1 → o c2")),
        qPrintable(status()));
    QTest::mouseMove(view(), centre(4));
    QTRY_COMPARE(status(), QStringLiteral("b2")); // taken: the status bar names it

    // The tooltip says the same as the status bar, and how sharp the move is (the only win).
    QHelpEvent help(QEvent::ToolTip, centre(2), view()->mapToGlobal(centre(2)));
    QCoreApplication::sendEvent(view(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), QStringLiteral("x on c3: x wins in 1 ply\nonly move!"));
    QToolTip::hideText();

    // A click on a taken cell while playing says which.
    action("actionPlayMode")->setChecked(true);
    click(0);
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("a3 is taken."));
    // The undo steps name the moves too.
    click(2);
    QCOMPARE(model()->undoStack()->text(model()->undoStack()->index() - 1),
        QStringLiteral("x plays c3"));
    for (const QString& text : { m_window->statusBar()->currentMessage(),
             model()->undoStack()->text(model()->undoStack()->index() - 1) })
        QVERIFY2(!text.contains(QStringLiteral("row")) && !text.contains(QLatin1Char('(')),
            qPrintable(text));
}

void TestBoardView::goBoardHasStonesOnItsIntersections_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestBoardView::goBoardHasStonesOnItsIntersections()
{
    // 15×15 with five: a go board (the automatic look), black (x) on h8, white (o) on i9.
    QFETCH(bool, dark);
    if (dark)
        m_window->setPalette(Appearance::darkPalette());
    action("actionShowHeatmap")->setChecked(false); // the board's own drawing, nothing over it
    const ttt::Geometry gomoku(15, 15, 5);
    const auto at = [&gomoku](const char* name) { return *ttt::cellFromName(gomoku, name); };
    ttt::Board position(gomoku);
    position.set(at("h8"), Mark::X);
    position.set(at("i9"), Mark::O);
    model()->setBoard(position);
    QVERIFY(view()->showsStones());
    QTRY_VERIFY2(m_window->analysisPanel()->verdict().startsWith(QStringLiteral("Black to move")),
        qPrintable(m_window->analysisPanel()->verdict()));
    const QPalette palette = view()->palette();
    const QImage image = view()->grab().toImage();
    const double side = view()->cellRect(0).width();
    const auto lightness = [&](const QImage& picture, Cell cell) {
        return pixel(picture, view()->cellRect(cell).center()).lightnessF();
    };
    // The stones: black dark, white light, centred on their cells.
    QVERIFY2(
        lightness(image, at("h8")) < 0.3, qPrintable(QString::number(lightness(image, at("h8")))));
    QVERIFY2(
        lightness(image, at("i9")) > 0.85, qPrintable(QString::number(lightness(image, at("i9")))));
    // The grid's lines cross at every empty cell's centre; the wood shows just off a crossing,
    // but for the star points (the fourth lines' corners), dots of the grid's ink.
    const QColor wood = BoardRenderer::woodColor(palette);
    const QColor grid = BoardRenderer::gridColor(palette);
    const QPointF off(side * 0.06, side * 0.06);
    for (const char* name : { "a1", "e5", "k10", "o15", "h12" }) {
        // The lines are a pixel or two wide: darker than the wood where they cross (the
        // darkest pixel next to the centre, wherever the lines' pixels fall).
        const QPoint centre = view()->cellRect(at(name)).center().toPoint();
        double contrast = 0;
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx)
                contrast = std::max(contrast,
                    Heatmap::contrastRatio(image.pixelColor(centre + QPoint(dx, dy)), wood));
        }
        QVERIFY2(contrast >= 2.0, qPrintable(QString::number(contrast)));
        QCOMPARE(pixel(image, view()->cellRect(at(name)).center() + off), wood);
    }
    for (const char* name : { "d4", "l4", "d12", "l12" })
        QCOMPARE(pixel(image, view()->cellRect(at(name)).center() + off / 2), grid);
    QCOMPARE(BoardRenderer::starPoints(gomoku).size(), std::size_t(5)); // and h8, under black
    QCOMPARE(BoardRenderer::starPoints(ttt::Geometry(19, 19, 5)).size(), std::size_t(9));
    QCOMPARE(BoardRenderer::starPoints(ttt::Geometry(8, 8, 5)).size(), std::size_t(0));

    // Tiles by choice: the marks on tiles of the base colour, and the words back to x and o.
    action("actionLookTiles")->trigger();
    QVERIFY(!view()->showsStones());
    QTRY_VERIFY(m_window->analysisPanel()->verdict().startsWith(QStringLiteral("x to move")));
    const QImage tiles = view()->grab().toImage();
    QCOMPARE(pixel(tiles, view()->cellRect(at("e5")).center()), palette.color(QPalette::Base));
    // Stones by choice on a small board too.
    action("actionLookStones")->trigger();
    model()->setBoard(board(QStringLiteral("x../.o./...")));
    QVERIFY(view()->showsStones());
    const QImage small = view()->grab().toImage();
    QVERIFY(lightness(small, 0) < 0.3);
    QVERIFY(lightness(small, 4) > 0.85);
    action("actionLookAutomatic")->trigger();
    QVERIFY(!view()->showsStones());
}

void TestBoardView::estimatesAreNotFilledAsResults()
{
    // Black (x) to move with three in a row, h8 i8 j8, white on h9 i9 a1: g8 and k8 make an open
    // four, proven wins, filled in the win's colour; the moves not proven show their estimate on
    // the bare wood, never a fill.
    const ttt::Geometry gomoku(15, 15, 5);
    const auto at = [&gomoku](const char* name) { return *ttt::cellFromName(gomoku, name); };
    ttt::Board position(gomoku);
    for (const char* name : { "h8", "i8", "j8" })
        position.set(at(name), Mark::X);
    for (const char* name : { "h9", "i9", "a1" })
        position.set(at(name), Mark::O);
    action("actionThreatQuick")->trigger(); // half a million positions: enough here
    model()->setBoard(position);
    // The search of a board this big ends by itself: wait for its end, not its start.
    QTRY_VERIFY_WITH_TIMEOUT(
        model()->analysisStatus().positions > 0 && !model()->isAnalysing(), 120000);
    const QPalette palette = view()->palette();
    const QImage image = view()->grab().toImage();
    const double side = view()->cellRect(0).width();
    const QPointF corner(-side * 0.3, -side * 0.3); // off the label, star, estimate and grid
    int proven = 0;
    int estimated = 0;
    for (Cell cell = 0; cell < gomoku.cells(); ++cell) {
        const std::optional<ttt::Evaluation> evaluation = model()->moveEvaluation(cell);
        if (!evaluation)
            continue;
        const QColor seen = pixel(image, view()->cellRect(cell).center() + corner);
        if (evaluation->isProven()) {
            QCOMPARE(model()->moveEstimate(cell), -1);
            QCOMPARE(
                seen, Heatmap::fillColor(*evaluation, model()->rules(), palette, gomoku.cells()));
            ++proven;
        } else if (model()->moveEstimate(cell) >= 0) {
            QCOMPARE(seen, BoardRenderer::woodColor(palette));
            ++estimated;
        }
    }
    QCOMPARE(model()->moveEvaluation(at("g8"))->outcome, ttt::Outcome::Win);

    // Pointing at g8 asks for its forcing line, read off its threat proof: g8, white blocks one
    // end of the open four, black completes five at the other.
    model()->requestContinuation(at("g8"));
    QTRY_COMPARE_WITH_TIMEOUT(model()->continuation(at("g8")).size(), std::size_t(3), 20000);
    const std::vector<Cell> line = model()->continuation(at("g8"));
    QCOMPARE(line.front(), at("g8"));
    QVERIFY(std::set<Cell>({ line[1], line[2] }) == std::set<Cell>({ at("f8"), at("k8") }));
    // Drawn as numbered ghost stones: the hovered move's stone at the cell, white's reply at
    // the next.
    QTest::mouseMove(view(), centre(at("g8")));
    QTRY_COMPARE(view()->hoveredCell(), at("g8"));
    const QImage hovered = view()->grab().toImage();
    QVERIFY(pixel(hovered, view()->cellRect(at("g8")).center()).lightnessF() < 0.35);
    QVERIFY(pixel(hovered, view()->cellRect(line[1]).center()).lightnessF() > 0.75);
    QVERIFY(pixel(hovered, view()->cellRect(line[2]).center()).lightnessF() < 0.35);

    // Why: the move pointed at explained from its threat proof, in words and on the board.
    action("actionWhy")->trigger();
    CurrentExplanation* why = model()->explanation();
    QTRY_COMPARE_WITH_TIMEOUT(why->state(), CurrentExplanation::State::Ready, 20000);
    QCOMPARE(why->explanation().cell, std::optional<Cell>(at("g8")));
    QCOMPARE(why->explanation().result, ttt::ExplainedResult::Win);
    QVERIFY(!why->marks().moves.empty());
    QCOMPARE(why->marks().moves.front().cell, at("g8"));
    QVERIFY(!why->proof()); // no exact search's proof: the threat proof, found again, is kept
    // The proof explorer walks that threat proof: the claim after g8 (white to move against an
    // open four: every reply answered, the four's other end left to complete), down to the line.
    QVERIFY(why->threatProof());
    // Its words name the sides as the board does.
    QVERIFY2(m_window->whyPanel()->text().startsWith(QStringLiteral("Black on g8 wins.")),
        qPrintable(m_window->whyPanel()->text()));
    QVERIFY(m_window->whyPanel()->text().contains(QStringLiteral("White can block only one")));
    QTreeWidget* explorer = m_window->whyPanel()->explorer();
    QTRY_COMPARE(explorer->topLevelItemCount(), 1);
    QTreeWidgetItem* claim = explorer->topLevelItem(0);
    QCOMPARE(claim->text(0), QStringLiteral("Black wins"));
    QCOMPARE(claim->text(1), QStringLiteral("double threat"));
    claim->setExpanded(true);
    const int empties = model()->board().count(ttt::Mark::Empty) - 1;
    QCOMPARE(claim->childCount(), empties);
    QTreeWidgetItem* block = nullptr;
    for (int i = 0; i < claim->childCount(); ++i) {
        QVERIFY(!claim->child(i)->text(1).isEmpty());
        if (claim->child(i)->text(0).endsWith(QStringLiteral(" f8")))
            block = claim->child(i);
    }
    QVERIFY(block);
    QVERIFY2(block->text(1).endsWith(QStringLiteral("Black k8")), qPrintable(block->text(1)));
    // Chosen, it shows on the board: g8, white's f8, black's k8.
    explorer->setCurrentItem(block);
    QTRY_VERIFY(why->explored().has_value());
    QCOMPARE(why->marks().moves.size(), std::size_t(3));
    QCOMPARE(why->marks().moves[1].cell, at("f8"));
    QCOMPARE(why->marks().moves[2].cell, at("k8"));
    QVERIFY2(proven >= 2 && estimated >= 100,
        qPrintable(QStringLiteral("%1 proven, %2 estimated").arg(proven).arg(estimated)));
}

void TestBoardView::onlyDefencesAreMarked()
{
    // Black (x) has an open three, h8 i8 j8; white (o) to move, its stones far away on a1 and
    // o15. Every move but g8 and k8 lets black make an open four: proven to lose. The two that
    // can stop it are ringed, and the panel says so.
    const ttt::Geometry gomoku(15, 15, 5);
    const auto at = [&gomoku](const char* name) { return *ttt::cellFromName(gomoku, name); };
    ttt::Board position(gomoku);
    for (const char* name : { "h8", "i8", "j8" })
        position.set(at(name), Mark::X);
    for (const char* name : { "a1", "o15" })
        position.set(at(name), Mark::O);
    model()->setBoard(position);
    QTRY_VERIFY_WITH_TIMEOUT(
        model()->analysisStatus().positions > 0 && !model()->isAnalysing(), 120000);
    QCOMPARE(model()->defendingMoves(), (std::vector<Cell> { at("g8"), at("k8") }));
    QTRY_COMPARE(m_window->analysisPanel()->bestMoves(),
        QStringLiteral("Only g8 or k8 can stop Black's forced win; every other move is proven "
                       "to lose."));
    const QImage image = view()->grab().toImage();
    const QColor highlight = view()->palette().color(QPalette::Highlight);
    for (const char* name : { "g8", "k8" }) {
        const QRectF tile = view()->cellRect(at(name));
        const double ring = std::max(1.5, tile.width() * 0.09);
        QCOMPARE(pixel(image, QPointF(tile.left() + ring / 2, tile.center().y())), highlight);
    }
    const QRectF other = view()->cellRect(at("e5"));
    QVERIFY(pixel(image, QPointF(other.left() + 2, other.center().y())) != highlight);
}

void TestBoardView::estimatesAreWrittenOnlyWhereTheyFit()
{
    // 20×20 a few moves in, nothing proven: at the board's smallest its tiles are too small for
    // an estimate's digits (they would run into each other), so none is written; in a large
    // window every unproven move shows its estimate.
    action("actionThreatQuick")->trigger();
    const ttt::Geometry gomocup(20, 20, 5);
    const auto at = [&gomocup](const char* name) { return *ttt::cellFromName(gomocup, name); };
    ttt::Board position(gomocup);
    position.set(at("k10"), Mark::X);
    position.set(at("l11"), Mark::O);
    model()->setBoard(position);
    QTRY_VERIFY_WITH_TIMEOUT(
        model()->analysisStatus().positions > 0 && !model()->isAnalysing(), 120000);
    const QColor ink = BoardRenderer::estimateInk(view()->palette());
    const auto inkPixels = [&] {
        const QImage image = view()->grab().toImage();
        const QRect board = view()->boardRect().toRect() & image.rect();
        int pixels = 0;
        for (int y = board.top(); y <= board.bottom(); ++y) {
            for (int x = board.left(); x <= board.right(); ++x)
                pixels += image.pixelColor(x, y) == ink;
        }
        return pixels;
    };
    m_window->resize(1, 1);
    QCoreApplication::processEvents();
    QVERIFY(!BoardRenderer::estimatesFitTiles(view()->cellRect(0), view()->font()));
    QCOMPARE(inkPixels(), 0);
    m_window->resize(1600, 1100);
    QCoreApplication::processEvents();
    QVERIFY(BoardRenderer::estimatesFitTiles(view()->cellRect(0), view()->font()));
    QVERIFY2(inkPixels() > 400, qPrintable(QString::number(inkPixels())));
}

TTT_TEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
