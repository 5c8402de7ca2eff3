// The window's layout holds still: the board keeps its place and size when a message comes,
// What if is ticked or a training grade is told; the analysis panel has a minimum; View › Reset
// Layout puts the docks back; the help fits a small screen and scrolls; the toolbar's boxes are
// never hidden at 1000 pixels wide, in English, Korean or Chinese; a point of the evaluation
// graph tells its move, result and grade.
#include "guitestsupport.h"

#include "document/positionmodel.h"
#include "panels/analysispanel.h"
#include "panels/elidedlabel.h"
#include "panels/evaluationgraph.h"
#include "panels/messagebar.h"
#include "panels/movelist.h"
#include "window/language.h"

#include "testmain.h"
#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>

#include <QtTest>

#include <memory>

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void messageLeavesTheBoardWhereItWas();
    void whatIfLeavesTheBoardWhereItWas();
    void trainingGradeLeavesTheBoardWhereItWas();
    void analysisPanelHasAMinimum();
    void resetLayoutPutsTheDocksBack();
    void helpScrollsAndFitsTheScreen();
    void toolbarBoxesStayVisible_data();
    void toolbarBoxesStayVisible();
    void statusBarTextsFit_data();
    void statusBarTextsFit();
    void moveListShowsSeveralMoves();
    void graphPointTellsMoveResultAndGrade();
    void anEditShowsTheVerdict();
    void theBannerOffersWhatItSpeaksOf();

private:
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }
    // The board's place in the window and its picture.
    QRect boardPlace() const
    {
        BoardView* view = m_window->boardView();
        return { view->mapTo(m_window.get(), QPoint(0, 0)), view->size() };
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestLayout::initTestCase()
{
    useTestSettings(QStringLiteral("tst_layout"));
}

void TestLayout::init()
{
    m_window = windowOnClearedSettings();
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTest::qWait(50); // the first start's dock sizes come one turn of the event loop later
}

void TestLayout::cleanup()
{
    m_window.reset();
}

void TestLayout::messageLeavesTheBoardWhereItWas()
{
    const QRect before = boardPlace();
    const QImage picture = m_window->boardView()->grab().toImage();
    QApplication::clipboard()->setText(QStringLiteral("xq./.../..."));
    m_window->paste();
    MessageBar* bar = m_window->messageBar();
    QVERIFY(bar->isVisible());
    QTest::qWait(50);
    QCOMPARE(boardPlace(), before);
    QCOMPARE(m_window->boardView()->grab().toImage(), picture);
    // The message sits above the board, not over it.
    const QRect barPlace(bar->mapTo(m_window.get(), QPoint(0, 0)), bar->size());
    QVERIFY2(barPlace.bottom() < before.top(),
        qPrintable(QStringLiteral("bar ends at %1, board starts at %2")
                       .arg(barPlace.bottom())
                       .arg(before.top())));
    bar->clearMessage();
    QTest::qWait(50);
    QCOMPARE(boardPlace(), before);
}

void TestLayout::whatIfLeavesTheBoardWhereItWas()
{
    // Two x and no o: no game reaches it, and the panel offers What if.
    m_window->model()->setBoard(board(QStringLiteral("xx./.../...")));
    QTest::qWait(50);
    const QRect before = boardPlace();
    auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    const int dockWidth = dock->width();
    auto* whatIf = m_window->analysisPanel()->findChild<QCheckBox*>(QStringLiteral("whatIfCheck"));
    QVERIFY(whatIf && whatIf->isEnabled());
    whatIf->click();
    QTRY_VERIFY(m_window->model()->whatIfSideToMove().has_value());
    QTest::qWait(50);
    QCOMPARE(boardPlace(), before);
    QCOMPARE(dock->width(), dockWidth);
    whatIf->click();
    QTest::qWait(50);
    QCOMPARE(boardPlace(), before);
}

void TestLayout::trainingGradeLeavesTheBoardWhereItWas()
{
    action("actionPlayMode")->setChecked(true);
    action("actionTraining")->setChecked(true);
    QTest::qWait(50);
    const QRect before = boardPlace();
    BoardView* view = m_window->boardView();
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(4).center().toPoint());
    QTRY_VERIFY(m_window->messageBar()->isVisible());
    QCOMPARE(m_window->messageBar()->headline(), QStringLiteral("Best move!"));
    QTest::qWait(50);
    QCOMPARE(boardPlace(), before);
}

void TestLayout::analysisPanelHasAMinimum()
{
    auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    m_window->resizeDocks({ dock }, { 40 }, Qt::Horizontal);
    m_window->resizeDocks({ dock }, { 20 }, Qt::Vertical);
    QTest::qWait(50);
    QVERIFY2(dock->width() >= 240, qPrintable(QString::number(dock->width())));
    // The verdict and a few facts still show.
    QVERIFY2(dock->height() >= 8 * dock->fontMetrics().lineSpacing(),
        qPrintable(QString::number(dock->height())));
    // And it does not take the window: the board keeps most of the width at the default size.
    QVERIFY(m_window->boardView()->width() > m_window->width() / 2);
}

void TestLayout::resetLayoutPutsTheDocksBack()
{
    auto* analysis = m_window->findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    auto* history = m_window->findChild<QDockWidget*>(QStringLiteral("historyDock"));
    auto* game = m_window->findChild<QDockWidget*>(QStringLiteral("gameDock"));
    const int analysisWidth = analysis->width();
    const int analysisHeight = analysis->height();
    const QRect board = boardPlace();

    analysis->setFloating(true);
    history->hide();
    m_window->addDockWidget(Qt::LeftDockWidgetArea, game);
    m_window->findChild<QToolBar*>(QStringLiteral("boxesToolBar"))->hide();
    QTest::qWait(50);
    QVERIFY(boardPlace() != board);

    action("actionResetLayout")->trigger();
    QTest::qWait(100);
    for (QDockWidget* dock : { analysis, history, game }) {
        QVERIFY(!dock->isFloating());
        QCOMPARE(m_window->dockWidgetArea(dock), Qt::RightDockWidgetArea);
    }
    QVERIFY(analysis->isVisible());
    QCOMPARE(m_window->tabifiedDockWidgets(game), QList<QDockWidget*> { history });
    QVERIFY(game->isVisible() && !game->visibleRegion().isEmpty()); // the game's tab in front
    QVERIFY(m_window->findChild<QToolBar*>(QStringLiteral("boxesToolBar"))->isVisible());
    QCOMPARE(analysis->width(), analysisWidth);
    QCOMPARE(analysis->height(), analysisHeight);
    QCOMPARE(boardPlace(), board);
}

void TestLayout::helpScrollsAndFitsTheScreen()
{
    action("actionHelp")->trigger();
    auto* dialog = m_window->findChild<QDialog*>(QStringLiteral("helpDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const QRect screen = dialog->screen()->availableGeometry();
    QVERIFY2(dialog->height() <= screen.height() - 60,
        qPrintable(QStringLiteral("%1 high on a screen of %2")
                       .arg(dialog->height())
                       .arg(screen.height())));
    QVERIFY(dialog->width() <= screen.width());
    // On a 768-pixel screen too: the dialog is never taller than 40 lines of text, and those fit.
    QVERIFY(dialog->height() <= 40 * dialog->fontMetrics().lineSpacing());
    QVERIFY(40 * dialog->fontMetrics().lineSpacing() <= 768 - 80);
    // The text scrolls rather than making the dialog taller.
    auto* text = dialog->findChild<QTextBrowser*>(QStringLiteral("helpText"));
    QVERIFY(text);
    QVERIFY(text->toPlainText().contains(QStringLiteral("inaccuracy")));
    QVERIFY(text->verticalScrollBar()->maximum() > 0);
    // Asking again shows the same dialog.
    action("actionHelp")->trigger();
    QCOMPARE(m_window->findChildren<QDialog*>(QStringLiteral("helpDialog")).size(), 1);
    dialog->close();
}

void TestLayout::statusBarTextsFit_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("800×600") << QSize(800, 600);
    QTest::newRow("1280×800") << QSize(1280, 800);
}

void TestLayout::statusBarTextsFit()
{
    // A notice, the search's figures and the mode, each long: every one is shown whole, or its
    // start with "…" and the whole text in its tooltip; none runs into another or off the bar.
    QFETCH(QSize, size);
    m_window->resize(size);
    m_window->model()->changeBoard(ttt::Geometry(8, 8, 5));
    action("actionPlayMode")->setChecked(true);
    action("actionPerfectReply")->setChecked(true);
    const QString notice = QStringLiteral(
        "x on d4: at least a tie for x, not proven further yet. The best play after it shows once "
        "the analysis is done, which on this board takes a while.");
    m_window->statusBar()->showMessage(notice);
    QCoreApplication::processEvents();
    QStatusBar* bar = m_window->statusBar();
    QList<ElidedLabel*> labels;
    for (const char* name : { "statusMessage", "progressLabel", "modeLabel" }) {
        auto* label = m_window->findChild<ElidedLabel*>(QString::fromLatin1(name));
        QVERIFY2(label, name);
        labels << label;
    }
    QCOMPARE(labels[0]->text(), notice);
    QVERIFY(!labels[1]->text().isEmpty());
    QVERIFY(!labels[2]->text().isEmpty());
    int right = 0;
    for (ElidedLabel* label : labels) {
        QVERIFY2(label->isVisible(), qPrintable(label->objectName()));
        const QRect place(label->mapTo(bar, QPoint(0, 0)), label->size());
        QVERIFY2(bar->rect().contains(place), qPrintable(label->objectName()));
        QVERIFY2(place.left() >= right, qPrintable(label->objectName()));
        right = place.right();
        QVERIFY2(
            label->width() >= label->minimumSizeHint().width(), qPrintable(label->objectName()));
        const QString shown = label->shownText();
        if (shown == label->text())
            continue;
        // Cut: it says so, and the tooltip has it all.
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        QVERIFY2(label->text().startsWith(shown.chopped(1)), qPrintable(shown));
        const QPoint middle = label->rect().center();
        QHelpEvent help(QEvent::ToolTip, middle, label->mapToGlobal(middle));
        QCoreApplication::sendEvent(label, &help);
        QTRY_COMPARE(QToolTip::text(), label->text());
        QToolTip::hideText();
    }
    // The notice has the room the others leave, and at 800 pixels still a good part of it.
    QVERIFY2(
        labels[0]->width() >= bar->width() / 4, qPrintable(QString::number(labels[0]->width())));
    m_window->model()->stopAnalysis();
}

void TestLayout::toolbarBoxesStayVisible_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    QTest::newRow("English at 1000 pixels") << QStringLiteral("en") << 1000;
    QTest::newRow("Korean at 1000 pixels") << QStringLiteral("ko") << 1000;
    QTest::newRow("Chinese at 1000 pixels") << QStringLiteral("zh_CN") << 1000;
    // Narrower: the boxes take a row of their own.
    QTest::newRow("English at 800 pixels") << QStringLiteral("en") << 800;
    QTest::newRow("Korean at 640 pixels") << QStringLiteral("ko") << 640;
}

void TestLayout::toolbarBoxesStayVisible()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    m_window.reset();
    const QLocale numbers; // a language chosen by hand brings its number formats: put them back
    Language::install(language);
    m_window = windowOnClearedSettings();
    QLocale::setDefault(numbers);
    Language::install(QString());
    m_window->resize(width, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTest::qWait(50);
    QCOMPARE(m_window->width(), width);

    auto* boxes = m_window->findChild<QToolBar*>(QStringLiteral("boxesToolBar"));
    QVERIFY(boxes && boxes->isVisible());
    const auto extensionShown = [](QToolBar* bar) {
        auto* extension = bar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
        return extension && extension->isVisible();
    };
    QVERIFY(!extensionShown(boxes));
    QVERIFY(!extensionShown(m_window->findChild<QToolBar*>(QStringLiteral("mainToolBar"))));
    // Every box and label of the toolbar is shown whole within it, on the window.
    QList<QWidget*> widgets;
    for (QAction* each : boxes->actions()) {
        if (QWidget* widget = boxes->widgetForAction(each))
            widgets << widget;
    }
    QVERIFY(widgets.size() >= 5); // the labels, the board and rules boxes, the first-move buttons
    QVERIFY(widgets.contains(m_window->findChild<QComboBox*>(QStringLiteral("boardCombo"))));
    QVERIFY(widgets.contains(m_window->findChild<QComboBox*>(QStringLiteral("rulesCombo"))));
    for (QWidget* widget : widgets) {
        QVERIFY2(widget->isVisible(), qPrintable(widget->metaObject()->className()));
        const QRect place(widget->mapTo(m_window.get(), QPoint(0, 0)), widget->size());
        QVERIFY2(m_window->rect().contains(place),
            qPrintable(QStringLiteral("%1 at %2,%3 %4 wide")
                           .arg(QString::fromLatin1(widget->metaObject()->className()))
                           .arg(place.x())
                           .arg(place.y())
                           .arg(place.width())));
    }
    // The main toolbar's own buttons are all there too.
    auto* main = m_window->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    for (QAction* each : main->actions()) {
        if (QWidget* widget = main->widgetForAction(each); widget && !each->isSeparator())
            QVERIFY(widget->isVisible());
    }
}

void TestLayout::moveListShowsSeveralMoves()
{
    // At the first start's size, the Game panel shows more than three moves of a long game.
    QApplication::clipboard()->setText(
        QStringLiteral("1. b2 a1 2. c3 a3 3. a2 c1 4. b1 b3 5. c2\n"));
    m_window->paste();
    MoveList* list = m_window->moveList();
    QTRY_VERIFY(list->itemOf({ 0, 0, 0, 0, 0 }));
    QTest::qWait(50);
    QVERIFY(list->isVisible());
    const QRect first = list->visualItemRect(list->itemOf({ 0 }));
    QVERIFY(first.height() > 0);
    const int rows = list->viewport()->height() / first.height();
    QVERIFY2(rows >= 5,
        qPrintable(QStringLiteral("%1 rows of %2 pixels in %3")
                       .arg(rows)
                       .arg(first.height())
                       .arg(list->viewport()->height())));
}

void TestLayout::graphPointTellsMoveResultAndGrade()
{
    // 2... o a3 is a mistake: after b2, only a corner holds the tie.
    QApplication::clipboard()->setText(QStringLiteral("# a1=bottom-left\n1. b2 b3\n"));
    m_window->paste();
    EvaluationGraph* graph = m_window->evaluationGraph();
    QTRY_VERIFY(graph->points().size() == 3 && graph->points()[2].grade.has_value());
    const QString start = graph->pointToolTip(0);
    QVERIFY2(start.contains(QStringLiteral("x to move: a tie with best play")), qPrintable(start));
    const QString best = graph->pointToolTip(1);
    QVERIFY2(best.startsWith(QStringLiteral("1. x b2: ✓ best")), qPrintable(best));
    const QString mistake = graph->pointToolTip(2);
    QVERIFY2(mistake.startsWith(QStringLiteral("1... o b3: ? mistake")), qPrintable(mistake));
    QVERIFY2(mistake.contains(QStringLiteral("x to move: x wins in")), qPrintable(mistake));

    // Hovering the point shows it; between points, the graph's own explanation.
    QVERIFY(graph->plyAt(graph->pointPosition(2)) == 2);
    QVERIFY(graph->plyAt(graph->pointPosition(1) + QPointF(2, 30)) == 1);
    const QPoint at = graph->pointPosition(2).toPoint();
    QHelpEvent help(QEvent::ToolTip, at, graph->mapToGlobal(at));
    QCoreApplication::sendEvent(graph, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), mistake);
    QToolTip::hideText();
}

void TestLayout::anEditShowsTheVerdict()
{
    // At 800×600 the analysis panel scrolls; scrolled down to its last facts, an edit brings
    // the new position's verdict back into view.
    m_window->resize(800, 600);
    QTest::qWait(50);
    auto* scroller = m_window->findChild<QScrollArea*>(QStringLiteral("analysisScroller"));
    QScrollBar* bar = scroller->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0);
    bar->setValue(bar->maximum());
    m_window->model()->setBoard(board(QStringLiteral("x../.../...")));
    QTRY_COMPARE(bar->value(), 0);
    QLabel* verdict = m_window->analysisPanel()->findChild<QLabel*>(QStringLiteral("verdict"));
    const QRect shown(verdict->mapTo(scroller->viewport(), QPoint(0, 0)), verdict->size());
    QVERIFY(scroller->viewport()->rect().contains(shown));
}

void TestLayout::theBannerOffersWhatItSpeaksOf()
{
    // At 800×600, a position no game reaches: the banner offers to analyse it anyway with a
    // button of its own, in view (the What if box is further down the panel), and it does.
    m_window->resize(800, 600);
    QTest::qWait(50);
    m_window->model()->setBoard(board(QStringLiteral("xx./x../...")));
    MessageBar* banner = m_window->legalityBanner();
    QTRY_COMPARE(banner->kind(), MessageBar::Kind::Error);
    QVERIFY(!banner->details().contains(QStringLiteral("below")));
    QAbstractButton* button = banner->actionButton();
    QTRY_VERIFY(button->isVisible());
    auto* scroller = m_window->findChild<QScrollArea*>(QStringLiteral("analysisScroller"));
    const QRect shown(button->mapTo(scroller->viewport(), QPoint(0, 0)), button->size());
    QVERIFY2(scroller->viewport()->rect().contains(shown),
        qPrintable(QStringLiteral("the button at %1,%2 of a view %3 high")
                       .arg(shown.x())
                       .arg(shown.y())
                       .arg(scroller->viewport()->height())));
    QVERIFY2(banner->details().contains(button->text()), qPrintable(banner->details()));
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(m_window->model()->whatIfSideToMove(), std::optional(ttt::Mark::O));
    QTRY_COMPARE(banner->kind(), MessageBar::Kind::Warning);
    QVERIFY(!banner->actionButton()->isVisible());
}

TTT_TEST_MAIN(TestLayout)
#include "tst_layout.moc"
