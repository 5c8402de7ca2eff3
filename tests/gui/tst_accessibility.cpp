// Accessibility: what a screen reader finds on the board, the keyboard's reach, and contrast.
//
// - The board is a table of its cells for assistive technology: one child per cell on 3×3 and
//   5×5, each named as the board's coordinates name it (c2) and describing in words its row and
//   column and its mark or what playing there leads to; the child at a point of the screen is the
//   cell there; moving the keyboard's cell sends a Focus event for it, a new analysis a
//   DescriptionChanged for it; the press action clicks.
// - Every action has a menu entry; Tab goes from the board through the docks to the toolbar and
//   back, and the evaluation graph steps through the game from the keyboard.
// - Contrast, computed here from WCAG 2's definition (relative luminance of linearised sRGB):
//   every text the board and its legend paint on a heatmap fill (labels, stars, alike-moves
//   tags, stripes' labels, the numbers of a hovered line) and the coordinates around the board
//   read at 4.5:1, the marks of a hovered
//   line and the focus ring's inner band at 3:1, on the light and the dark palette; and check
//   boxes and radio buttons of the Fusion style --dark and --light use have an outline at 3:1
//   against the window, in a dialog and in a menu.
#include "board/boardaccessibility.h"
#include "board/boardrenderer.h"
#include "board/boardview.h"
#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/evaluationgraph.h"
#include "panels/heatmaplegend.h"
#include "window/appearance.h"
#include "window/mainwindow.h"
#include "words/wording.h"

#include "ttt/game.h"

#include "testmain.h"
#include <QAccessible>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QRadioButton>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOptionButton>
#include <QVBoxLayout>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>
#include <vector>

using ttt::Evaluation;
using ttt::Outcome;

namespace {

// WCAG 2: the relative luminance of an sRGB colour, and the contrast ratio of two colours.
// Written here again from the definition rather than taken from Heatmap::contrastRatio, so that
// a mistake there cannot pass its own check.
double linear(double channel)
{
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& color)
{
    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF())
        + 0.0722 * linear(color.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `ink` at `opacity` over `fill`, as the painter composes it.
QColor over(const QColor& fill, const QColor& ink, double opacity)
{
    return Heatmap::mix(fill, ink, opacity);
}

QPalette lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion->standardPalette();
}

QPalette paletteNamed(bool dark)
{
    return dark ? Appearance::darkPalette() : lightPalette();
}

// The lowest ratio seen and where, for the message of a failure and the log.
struct Worst {
    double ratio = 21;
    QString where;

    void see(double value, const QString& what)
    {
        if (value < ratio) {
            ratio = value;
            where = what;
        }
    }
};

// A fill of the board with the colour its labels are painted in, and what it stands for.
struct Fill {
    std::vector<QColor> colors; // one, or a result's stripes
    QColor ink;
    QString what;
};

// Every fill a tile or a legend swatch can have on `palette`, on boards of every size from 3×3
// to 8×8: wins and losses by plies, the tie, line-score scores, a cell without a result, and
// the stripes of results not proven yet under each rule set.
std::vector<Fill> everyFill(const QPalette& palette)
{
    std::vector<Fill> fills;
    const auto add = [&](const QColor& color, const QString& what) {
        fills.push_back({ { color }, Heatmap::textColor(color), what });
    };
    std::set<int> sizes;
    for (int columns = 3; columns <= 8; ++columns) {
        for (int rows = 3; rows <= 8; ++rows)
            sizes.insert(columns * rows);
    }
    for (const ttt::Rules rules : ttt::kAllRules) {
        for (const int cells : sizes) {
            for (int plies = 1; plies <= cells; ++plies) {
                for (const Outcome outcome : { Outcome::Win, Outcome::Lose, Outcome::Tie }) {
                    Evaluation evaluation { outcome, plies };
                    evaluation.score = (outcome == Outcome::Win ? 1 : -1) * (plies % 9);
                    if (outcome == Outcome::Tie)
                        evaluation.score = 0;
                    add(Heatmap::fillColor(evaluation, rules, palette, cells),
                        QStringLiteral("%1 %2 in %3 plies (score %4) on %5 cells")
                            .arg(Wording::rulesName(rules),
                                QString::fromLatin1(ttt::outcomeName(outcome)))
                            .arg(plies)
                            .arg(evaluation.score)
                            .arg(cells));
                }
            }
        }
        for (const ttt::Bound bound :
            { ttt::Bound::AtLeastTie, ttt::Bound::AtMostTie, ttt::Bound::Unknown }) {
            Evaluation evaluation;
            evaluation.bound = bound;
            evaluation.scoreLow = -2;
            evaluation.scoreHigh = 3;
            const std::vector<QColor> stripes = Heatmap::boundStripes(evaluation, rules, palette);
            fills.push_back({ stripes, Heatmap::textColor(stripes),
                QStringLiteral("%1 stripes of bound %2")
                    .arg(Wording::rulesName(rules))
                    .arg(int(bound)) });
        }
    }
    add(palette.color(QPalette::Base), QStringLiteral("a tile without a result"));
    return fills;
}

// What the accessibility events were, as far as a test asks.
struct SeenEvent {
    QAccessible::Event type;
    QObject* object;
    int child;
};
std::vector<SeenEvent> g_events;

void recordEvent(QAccessibleEvent* event)
{
    g_events.push_back({ event->type(), event->object(), event->child() });
}

int countEvents(QAccessible::Event type, QObject* object, int child)
{
    return int(std::count_if(g_events.begin(), g_events.end(), [&](const SeenEvent& seen) {
        return seen.type == type && seen.object == object && seen.child == child;
    }));
}

int countEvents(QAccessible::Event type)
{
    return int(std::count_if(g_events.begin(), g_events.end(),
        [&](const SeenEvent& seen) { return seen.type == type; }));
}

// The pixels of `image` whose contrast with `background` is at least `least`.
int pixelsApart(const QImage& image, const QRect& area, const QColor& background, double least)
{
    int count = 0;
    const QRect inside = area.intersected(image.rect());
    for (int y = inside.top(); y <= inside.bottom(); ++y) {
        for (int x = inside.left(); x <= inside.right(); ++x)
            count += contrast(image.pixelColor(x, y), background) >= least;
    }
    return count;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void contrastIsComputedAsWcagSays();
    void labelsReadOnEveryFill_data();
    void labelsReadOnEveryFill();
    void theRestOfTheBoardReads_data();
    void theRestOfTheBoardReads();
    void checkBoxesShowOnEitherPalette_data();
    void checkBoxesShowOnEitherPalette();
    void menuCheckBoxesShowOnEitherPalette_data();
    void menuCheckBoxesShowOnEitherPalette();

    void boardIsATableOfCells_data();
    void boardIsATableOfCells();
    void cellsSayWhatTheyHoldAndLeadTo();
    void childAtFindsTheCellOnTheScreen();
    void focusFollowsTheKeyboardCell();
    void analysisIsSpokenForTheFocusCellOnly();
    void pressActionClicksTheCell();
    void anotherSizeIsANewTable();

    void everyActionHasAMenuEntry();
    void tabGoesFromTheBoardThroughTheDocks();
    void evaluationGraphStepsFromTheKeyboard();

private:
    BoardView* view() const { return m_window->boardView(); }
    PositionModel* model() const { return m_window->model(); }
    QAccessibleInterface* table() const { return QAccessible::queryAccessibleInterface(view()); }
    // Gives the window and the board the keyboard focus.
    bool focusTheBoard()
    {
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return false;
        view()->clearFocus(); // the window gave it the focus already: take it again
        view()->setFocus(Qt::OtherFocusReason);
        QCoreApplication::processEvents(); // the cell's own focus event is queued
        return view()->hasFocus();
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestAccessibility::initTestCase()
{
    useTestSettings(QStringLiteral("tst_accessibility"));
}

void TestAccessibility::init()
{
    m_window = windowOnClearedSettings();
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTest::mouseMove(m_window.get(), QPoint(1, 1));
    g_events.clear();
    // Qt passes events to an update handler only while accessibility is active, which it
    // never is offscreen; there the board's own hook shows what it sends.
    if (QAccessible::isActive())
        QAccessible::installUpdateHandler(recordEvent);
    else
        BoardAccessibility::setEventObserver(recordEvent);
}

void TestAccessibility::cleanup()
{
    QAccessible::installUpdateHandler(nullptr);
    BoardAccessibility::setEventObserver(nullptr);
    if (m_window)
        model()->stopAnalysis();
    m_window.reset();
}

// --- Contrast ------------------------------------------------------------------------------

void TestAccessibility::contrastIsComputedAsWcagSays()
{
    // Figures any WCAG contrast checker gives.
    QCOMPARE(std::round(contrast(Qt::black, Qt::white) * 100) / 100, 21.0);
    QCOMPARE(contrast(QColor(0x77, 0x77, 0x77), Qt::white) < 4.5, true); // 4.48
    QCOMPARE(std::round(contrast(QColor(0x76, 0x76, 0x76), Qt::white) * 100) / 100, 4.54);
    QCOMPARE(std::round(contrast(QColor(0x59, 0x59, 0x59), Qt::white) * 100) / 100, 7.0);
    // And the window's own function agrees.
    QVERIFY(std::abs(Heatmap::contrastRatio(QColor(0xd5, 0x5e, 0x00), QColor(0x1f, 0x21, 0x24))
                - contrast(QColor(0xd5, 0x5e, 0x00), QColor(0x1f, 0x21, 0x24)))
        < 1e-9);
}

void TestAccessibility::labelsReadOnEveryFill_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

void TestAccessibility::labelsReadOnEveryFill()
{
    QFETCH(bool, dark);
    const QPalette palette = paletteNamed(dark);
    Worst text;
    Worst graphics;
    for (const Fill& fill : everyFill(palette)) {
        for (const QColor& color : fill.colors) {
            const QString where = QStringLiteral("%1 (fill %2, ink %3)")
                                      .arg(fill.what, color.name(), fill.ink.name());
            // The label, the best-move star, the alike-moves tag; the legend's numbers.
            text.see(contrast(fill.ink, color), where);
            // The marks of a hovered line, and the inner band of the keyboard focus ring.
            graphics.see(
                contrast(over(color, fill.ink, BoardRenderer::kGhostOpacity), color), where);
            graphics.see(
                contrast(over(color, fill.ink, BoardRenderer::kLaterGhostOpacity), color), where);
        }
    }
    qInfo("%s: text on fills at least %.2f:1 (%s); marks of a hovered line at least %.2f:1 (%s)",
        dark ? "dark" : "light", text.ratio, qPrintable(text.where), graphics.ratio,
        qPrintable(graphics.where));
    QVERIFY2(text.ratio >= 4.5,
        qPrintable(QStringLiteral("%1:1 for %2").arg(text.ratio).arg(text.where)));
    QVERIFY2(graphics.ratio >= 3.0,
        qPrintable(QStringLiteral("%1:1 for %2").arg(graphics.ratio).arg(graphics.where)));
}

void TestAccessibility::theRestOfTheBoardReads_data()
{
    labelsReadOnEveryFill_data();
}

void TestAccessibility::theRestOfTheBoardReads()
{
    QFETCH(bool, dark);
    const QPalette palette = paletteNamed(dark);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const QColor highlight = palette.color(QPalette::Highlight);
    // The numbers of a hovered line's steps, on their highlight badges.
    QVERIFY2(contrast(BoardRenderer::stepNumberColor(palette), highlight) >= 4.5,
        qPrintable(QString::number(contrast(BoardRenderer::stepNumberColor(palette), highlight))));
    // The marks on their tiles (a cell with a mark has no result: the base), and the last
    // move's corner in the same colour.
    QVERIFY(contrast(text, base) >= 4.5);
    // The coordinates around the board, on the window.
    QVERIFY2(
        contrast(BoardRenderer::coordinateColor(palette), palette.color(QPalette::Window)) >= 4.5,
        qPrintable(BoardRenderer::coordinateColor(palette).name()));
    // The winning line, 88 % of the highlight over the marked tiles.
    QVERIFY(contrast(over(base, highlight, 0.88), base) >= 3.0);
    // The legend's titles, and the tags of the panel's small boards.
    QVERIFY(contrast(palette.color(QPalette::WindowText), palette.color(QPalette::Window)) >= 4.5);
    QVERIFY(contrast(Heatmap::mix(base, text, 0.6), base) >= 4.5);
}

void TestAccessibility::checkBoxesShowOnEitherPalette_data()
{
    labelsReadOnEveryFill_data();
}

void TestAccessibility::checkBoxesShowOnEitherPalette()
{
    // A check box and a radio button, unchecked (the faint case), in the style and palette of
    // `ttt-analyzer --dark` (or --light).
    QFETCH(bool, dark);
    const std::unique_ptr<QStyle> style(Appearance::fusionStyle());
    QWidget dialog;
    dialog.setStyle(style.get());
    dialog.setPalette(paletteNamed(dark));
    auto* check = new QCheckBox(QStringLiteral("What if"), &dialog);
    auto* radio = new QRadioButton(QStringLiteral("x"), &dialog);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(check);
    layout->addWidget(radio);
    for (QWidget* widget : std::initializer_list<QWidget*> { check, radio })
        widget->setStyle(style.get());
    dialog.resize(200, 80);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QColor window = dialog.palette().color(QPalette::Window);

    for (QAbstractButton* button : std::initializer_list<QAbstractButton*> { check, radio }) {
        QStyleOptionButton option;
        option.initFrom(button);
        const QRect indicator = style->subElementRect(
            button == check ? QStyle::SE_CheckBoxIndicator : QStyle::SE_RadioButtonIndicator,
            &option, button);
        QVERIFY(indicator.width() >= 8);
        const QImage image = button->grab().toImage();
        // The outline: the indicator's rectangle less its inside, where the box's pixels stand
        // apart from the window by WCAG's 3:1 for the parts of a control.
        const int inside = pixelsApart(
            image, indicator.adjusted(3, 3, -3, -3), window, Appearance::kIndicatorContrast);
        const int all = pixelsApart(image, indicator, window, Appearance::kIndicatorContrast);
        const int border = all - inside;
        // A square's perimeter, or a circle's: most of it.
        const int perimeter
            = button == check ? 4 * (indicator.width() - 2) : int(3.14 * (indicator.width() - 2));
        qInfo("%s %s: %d of about %d outline pixels at 3:1 against the window",
            dark ? "dark" : "light", button == check ? "check box" : "radio button", border,
            perimeter);
        QVERIFY2(border >= perimeter * 2 / 3,
            qPrintable(QStringLiteral("%1 pixels of the outline stand out, of %2")
                           .arg(border)
                           .arg(perimeter)));
    }
    QVERIFY(contrast(Appearance::indicatorOutline(paletteNamed(dark)), window) >= 3.0);
}

void TestAccessibility::menuCheckBoxesShowOnEitherPalette_data()
{
    labelsReadOnEveryFill_data();
}

void TestAccessibility::menuCheckBoxesShowOnEitherPalette()
{
    // View › Show Heatmap turned off: an unchecked check box in a menu.
    QFETCH(bool, dark);
    const std::unique_ptr<QStyle> style(Appearance::fusionStyle());
    QMenu menu;
    menu.setStyle(style.get());
    menu.setPalette(paletteNamed(dark));
    QAction* action = menu.addAction(QStringLiteral("Show Heatmap"));
    action->setCheckable(true);
    action->setChecked(false);
    const QImage image = menu.grab().toImage();
    const QRect item = menu.actionGeometry(action);
    // The box is in the item's first column, before the text.
    const QRect column(
        item.left(), item.top(), std::min(item.height() + 6, item.width()), item.height());
    // The background: the item's pixel at its right end.
    const QColor background = image.pixelColor(item.right() - 2, item.center().y());
    const int outline = pixelsApart(image, column, background, Appearance::kIndicatorContrast);
    qInfo("%s menu: %d pixels of the check box at 3:1 against the menu", dark ? "dark" : "light",
        outline);
    QVERIFY2(outline >= 20, qPrintable(QString::number(outline)));
}

// --- The accessibility tree ----------------------------------------------------------------

void TestAccessibility::boardIsATableOfCells_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("k");
    QTest::newRow("3x3") << 3 << 3 << 3;
    QTest::newRow("5x5, four in a row") << 5 << 5 << 4;
    QTest::newRow("4x3") << 4 << 3 << 3;
}

void TestAccessibility::boardIsATableOfCells()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, k);
    const ttt::Geometry geometry(columns, rows, k);
    if (geometry != model()->board().geometry())
        QVERIFY(model()->changeBoard(geometry));

    QAccessibleInterface* table = this->table();
    QVERIFY(table && table->isValid());
    QCOMPARE(table->role(), QAccessible::Table);
    // The widget's own name and description are still the board's.
    QCOMPARE(table->text(QAccessible::Name), QStringLiteral("Board"));
    QCOMPARE(table->text(QAccessible::Description), view()->accessibleDescription());
    QVERIFY(table->text(QAccessible::Description).startsWith(Wording::positionVerdict(*model())));
    QCOMPARE(table->childCount(), columns * rows);
    QVERIFY(table->tableInterface());
    QCOMPARE(table->tableInterface()->rowCount(), rows);
    QCOMPARE(table->tableInterface()->columnCount(), columns);
    QVERIFY(!table->child(columns * rows));
    QVERIFY(!table->child(-1));

    for (int cell = 0; cell < columns * rows; ++cell) {
        QAccessibleInterface* child = table->child(cell);
        QVERIFY(child && child->isValid());
        QCOMPARE(child->role(), QAccessible::Cell);
        const int row = cell / columns;
        const int column = cell % columns;
        // Its name is the one the coordinates and every text give it, the row counted from the
        // bottom; its description says it in words.
        QCOMPARE(child->text(QAccessible::Name),
            QStringLiteral("%1%2").arg(QChar(QLatin1Char('a').unicode() + column)).arg(rows - row));
        QVERIFY(child->text(QAccessible::Description)
                    .contains(QStringLiteral("row %1, column %2").arg(rows - row).arg(column + 1)));
        QCOMPARE(table->indexOfChild(child), cell);
        QCOMPARE(child->parent(), table);
        QCOMPARE(table->child(cell), child); // the same interface each time
        QCOMPARE(table->tableInterface()->cellAt(row, column), child);
        QVERIFY(child->tableCellInterface());
        QCOMPARE(child->tableCellInterface()->rowIndex(), row);
        QCOMPARE(child->tableCellInterface()->columnIndex(), column);
        QVERIFY(child->state().focusable);
        QVERIFY(child->actionInterface());
        QCOMPARE(child->actionInterface()->actionNames(),
            QStringList { QAccessibleActionInterface::pressAction() });
        // Its tile, on the screen.
        const QRect tile = view()->cellRect(cell).toAlignedRect();
        QCOMPARE(child->rect(), tile.translated(view()->mapToGlobal(QPoint(0, 0))));
    }
}

void TestAccessibility::cellsSayWhatTheyHoldAndLeadTo()
{
    // x to move; x wins at once on c3; o would win in 2 plies after x on a1.
    model()->setBoard(board(QStringLiteral("xx./oo./...")));
    QAccessibleInterface* table = this->table();
    QCOMPARE(table->child(0)->text(QAccessible::Description), QStringLiteral("row 3, column 1: x"));
    QCOMPARE(table->child(4)->text(QAccessible::Description), QStringLiteral("row 2, column 2: o"));
    QCOMPARE(table->child(2)->text(QAccessible::Description),
        QStringLiteral("row 3, column 3: empty; x here: x wins in 1 ply; a best move"));
    const QString afterCorner = table->child(6)->text(QAccessible::Description);
    QVERIFY2(afterCorner.startsWith(QStringLiteral("row 1, column 1: empty; x here: o wins in")),
        qPrintable(afterCorner));
    QVERIFY(!afterCorner.contains(QStringLiteral("best move")));

    // Misère says so.
    model()->setRules(ttt::Rules::Misere);
    QVERIFY(table->child(2)->text(QAccessible::Description).startsWith(QStringLiteral("Misère")));
    model()->setRules(ttt::Rules::Classic);

    // The board's description adds the keyboard's cell.
    view()->setFocusCell(2);
    QVERIFY(view()->accessibleDescription().endsWith(QStringLiteral("\nx on c3: x wins in 1 ply")));

    // No answers while the heatmap is hidden (to quiz oneself): only the cell is said.
    m_window->findChild<QAction*>(QStringLiteral("actionShowHeatmap"))->setChecked(false);
    QCOMPARE(
        table->child(2)->text(QAccessible::Description), QStringLiteral("row 3, column 3: empty"));
    QVERIFY(!view()->accessibleDescription().contains(QStringLiteral("c3")));
}

void TestAccessibility::childAtFindsTheCellOnTheScreen()
{
    QVERIFY(model()->changeBoard(ttt::Geometry(5, 5, 4)));
    QAccessibleInterface* table = this->table();
    for (int cell = 0; cell < 25; ++cell) {
        const QRectF tile = view()->cellRect(cell);
        for (const QPointF& point :
            { tile.center(), tile.topLeft() + QPointF(2, 2), tile.bottomRight() - QPointF(2, 2) }) {
            const QPoint global = view()->mapToGlobal(point.toPoint());
            QCOMPARE(table->childAt(global.x(), global.y()), table->child(cell));
        }
    }
    // Beside the board (the view is wider than the board): nothing.
    const QPoint beside = view()->mapToGlobal(
        QPoint(int(view()->boardRect().left()) - 3, int(view()->boardRect().center().y())));
    QVERIFY(view()->width() > view()->boardRect().width() + 10);
    QVERIFY(!table->childAt(beside.x(), beside.y()));
}

void TestAccessibility::focusFollowsTheKeyboardCell()
{
    QVERIFY(focusTheBoard());
    QAccessibleInterface* table = this->table();
    QCOMPARE(view()->focusCell(), 0);
    // Taking the focus said which cell the keys act on.
    QVERIFY(countEvents(QAccessible::Focus, view(), 0) >= 1);
    QCOMPARE(table->focusChild(), table->child(0));

    g_events.clear();
    QTest::keyClick(view(), Qt::Key_Right);
    QCOMPARE(view()->focusCell(), 1);
    QCOMPARE(countEvents(QAccessible::Focus, view(), 1), 1);
    QCOMPARE(table->focusChild(), table->child(1));
    QVERIFY(table->child(1)->state().focused);
    QVERIFY(table->child(1)->state().selected);
    QVERIFY(!table->child(0)->state().focused);
    QVERIFY(!table->child(0)->state().selected);
    QCOMPARE(table->tableInterface()->selectedCells(), { table->child(1) });

    g_events.clear();
    view()->setFocusCell(7);
    QCOMPARE(countEvents(QAccessible::Focus, view(), 7), 1);
    QCOMPARE(countEvents(QAccessible::Focus), 1);

    // Without the keyboard focus the cell moves silently, and no cell is focused.
    view()->clearFocus();
    g_events.clear();
    view()->setFocusCell(3);
    QCOMPARE(countEvents(QAccessible::Focus), 0);
    QVERIFY(!table->child(3)->state().focused);
    QVERIFY(table->child(3)->state().selected);
}

void TestAccessibility::analysisIsSpokenForTheFocusCellOnly()
{
    QVERIFY(focusTheBoard());
    view()->setFocusCell(2);
    g_events.clear();
    // Marks go elsewhere: the analysis changes what c1 leads to.
    model()->setBoard(board(QStringLiteral("xx./oo./...")));
    QCOMPARE(countEvents(QAccessible::DescriptionChanged, view(), 2), 1);
    for (int cell = 0; cell < 9; ++cell) {
        if (cell != 2)
            QCOMPARE(countEvents(QAccessible::DescriptionChanged, view(), cell), 0);
    }
    // The same analysis again: nothing new to say.
    g_events.clear();
    model()->setBoard(board(QStringLiteral("xx./oo./...")));
    QCOMPARE(countEvents(QAccessible::DescriptionChanged, view(), 2), 0);
    // A mark put on the focus cell with the keyboard is said.
    QTest::keyClick(view(), Qt::Key_X);
    QCOMPARE(model()->board().at(2), ttt::Mark::X);
    QCOMPARE(countEvents(QAccessible::DescriptionChanged, view(), 2), 1);
    QCOMPARE(
        table()->child(2)->text(QAccessible::Description), QStringLiteral("row 3, column 3: x"));
}

void TestAccessibility::pressActionClicksTheCell()
{
    QAccessibleInterface* cell = table()->child(4);
    cell->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(model()->board().at(4), ttt::Mark::X); // a click cycles empty → x
    QCOMPARE(view()->focusCell(), 4);
    cell->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(model()->board().at(4), ttt::Mark::O);
}

void TestAccessibility::anotherSizeIsANewTable()
{
    QAccessibleInterface* table = this->table();
    QAccessibleInterface* corner = table->child(8);
    view()->setFocusCell(8);
    g_events.clear();
    QVERIFY(model()->changeBoard(ttt::Geometry(4, 4, 4)));
    QCOMPARE(countEvents(QAccessible::TableModelChanged), 1);
    QCOMPARE(table->childCount(), 16);
    QCOMPARE(table->child(15)->text(QAccessible::Name), QStringLiteral("d1"));
    QVERIFY(model()->changeBoard(ttt::Geometry(3, 3, 3)));
    QVERIFY(model()->changeBoard(ttt::Geometry(4, 3, 3)));
    QCOMPARE(table->childCount(), 12);
    // The keyboard's cell is still on the board; what is asked of cells is of the new board.
    QVERIFY(view()->focusCell() < 12);
    QCOMPARE(table->child(8)->text(QAccessible::Name), QStringLiteral("a1"));
    (void)corner;
}

// --- The keyboard --------------------------------------------------------------------------

void TestAccessibility::everyActionHasAMenuEntry()
{
    std::set<QAction*> inMenus;
    std::vector<QString> menuTexts;
    std::function<void(QMenu*)> walk = [&](QMenu* menu) {
        for (QAction* action : menu->actions()) {
            inMenus.insert(action);
            menuTexts.push_back(action->text().remove(QLatin1Char('&')));
            if (action->menu())
                walk(action->menu());
        }
    };
    for (QAction* action : m_window->menuBar()->actions()) {
        inMenus.insert(action);
        if (action->menu())
            walk(action->menu());
    }
    int checked = 0;
    for (QAction* action : m_window->findChildren<QAction*>()) {
        if (action->isSeparator() || action->text().isEmpty() || inMenus.count(action))
            continue;
        // The toolbar's Undo and Redo stand for the Edit menu's, which rename themselves; View ›
        // Why stands for the Why panel's own toggle (it brings the panel in front too).
        const QString text = action->text().remove(QLatin1Char('&'));
        const bool twin = std::any_of(menuTexts.begin(), menuTexts.end(),
            [&](const QString& entry) { return entry.startsWith(text); });
        QVERIFY2(twin, qPrintable(QStringLiteral("no menu entry for %1").arg(action->text())));
        ++checked;
    }
    QVERIFY(inMenus.size() > 40);
    QVERIFY(checked <= 3);
}

void TestAccessibility::tabGoesFromTheBoardThroughTheDocks()
{
    QVERIFY(focusTheBoard());
    std::vector<QWidget*> visited;
    for (int step = 0; step < 40; ++step) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        if (focus == view())
            break;
        QVERIFY2(std::find(visited.begin(), visited.end(), focus) == visited.end(),
            qPrintable(QStringLiteral("Tab came back to %1 before the board")
                           .arg(QString::fromLatin1(focus->metaObject()->className()))));
        visited.push_back(focus);
    }
    QCOMPARE(QApplication::focusWidget(), view()); // round, and back to the board
    const auto place = [&](const QString& name) {
        for (std::size_t i = 0; i < visited.size(); ++i) {
            if (visited[i]->objectName() == name)
                return int(i);
        }
        return -1;
    };
    QStringList order;
    for (QWidget* widget : visited)
        order << (widget->objectName().isEmpty()
                ? QString::fromLatin1(widget->metaObject()->className())
                : widget->objectName());
    qInfo("Tab order after the board: %s", qPrintable(order.join(QStringLiteral(", "))));
    // The analysis panel, the game's moves and graph, then the toolbar's boxes.
    const int panel = place(QStringLiteral("whatIfCheck"));
    const int moves = place(QStringLiteral("moveList"));
    const int graph = place(QStringLiteral("evaluationGraph"));
    const int boards = place(QStringLiteral("boardCombo"));
    const int rules = place(QStringLiteral("rulesCombo"));
    QVERIFY(panel == 0);
    QVERIFY(panel < moves && moves < graph && graph < boards && boards < rules);
    // The legend takes no focus (nothing to do there).
    QCOMPARE(place(QStringLiteral("legend")), -1);
    QCOMPARE(m_window->legend()->focusPolicy(), Qt::NoFocus);
}

void TestAccessibility::evaluationGraphStepsFromTheKeyboard()
{
    const auto parsed = ttt::parseGame("1. b2 a1 2. c3 c1\n");
    QVERIFY(parsed);
    QVERIFY(model()->replaceGame(*parsed, QStringLiteral("load")));
    EvaluationGraph* graph = m_window->evaluationGraph();
    QVERIFY(graph->focusPolicy() & Qt::TabFocus);
    QCOMPARE(model()->place().size(), std::size_t(0));
    QTest::keyClick(graph, Qt::Key_End);
    QCOMPARE(model()->place().size(), std::size_t(4));
    QTest::keyClick(graph, Qt::Key_Left);
    QCOMPARE(model()->place().size(), std::size_t(3));
    QTest::keyClick(graph, Qt::Key_Home);
    QCOMPARE(model()->place().size(), std::size_t(0));
    QTest::keyClick(graph, Qt::Key_Right);
    QCOMPARE(model()->place().size(), std::size_t(1));
}

TTT_TEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
