// The window on boards bigger than 3×3: choosing a board, results painted as the background
// search proves them, edits and undo while it runs, a window that keeps processing events,
// playing with a reply that waits for the proof, what is proven kept across sizes and resumed
// after a stop, and files of every size.
#include "analysis/analysisservice.h"
#include "analysis/searchestimate.h"
#include "board/boardview.h"
#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/analysispanel.h"
#include "panels/heatmaplegend.h"
#include "panels/messagebar.h"
#include "panels/newboarddialog.h"
#include "window/mainwindow.h"
#include "words/wording.h"

#include "ttt/engine.h"
#include "ttt/text.h"

#include "testmain.h"
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

#include <QtTest>

#include <algorithm>
#include <memory>
#include <set>

using ttt::Cell;
using ttt::Geometry;
using ttt::Mark;

Q_DECLARE_METATYPE(ttt::Geometry)

namespace {

// The engine's own answer, asked directly (no window, no runner): what the window must end up
// showing.
ttt::Analysis engineAnalysis(const ttt::Board& board, Mark toMove, ttt::Rules rules)
{
    ttt::AnalysisOptions options;
    options.threads = 1;
    options.hashMegabytes = 64;
    return ttt::analyze(board, toMove, rules, options);
}

} // namespace

class TestBiggerBoards : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void choosingEachPreset_data();
    void choosingEachPreset();
    void newBoardDialogTakesAnySize();
    void newBoardDialogFieldsHoldStill();
    void newBoardDialogSaysWhatToExpect_data();
    void newBoardDialogSaysWhatToExpect();
    void boardOfAnotherSizeIsRemembered();
    void customSizeStaysInTheBoardBox();
    void unfinishedSearchWaitsForResumeAtStart();
    void longSearchWaitsForTheAskAtStart();
    void finishedSearchIsShownAtStart();
    void statusBarSaysRoughlyHowLong();
    void cellsArriveOneByOneOn4x4();
    void unprovenCellsAreStripedAndLabelled();
    void editDuring5x5AnalysisStartsTheNewOne();
    void windowKeepsProcessingEventsWhileSearching();
    void stopKeepsWhatIsProven();
    void undoBackToAnAnalysed5x5NeedsNoSearch();
    void analysisIsKeptAcrossAnotherSize();
    void bigBoardPositionsAreRememberedApart();
    void resumeFinishesAsAFreshSearch();
    void bestMovesShowOnceProven();
    void panelSaysWhatIsKnownSoFar();
    void everyMoveLostAlikeIsNotListed();
    void nothingProvenIsSaidOnce();
    void hoverFindsTheLineAfterAMove();
    void perfectReplyWaitsForTheProof();
    void perfectReplyAfterTheTimeLimit();
    void savedFilesOfEverySizeRoundTrip_data();
    void savedFilesOfEverySizeRoundTrip();
    void pasteOfAnotherSizeSwitchesToIt();
    void badHeaderChangesNothing();
    void tilesStaySquare_data();
    void tilesStaySquare();
    void aRectangleFlipsButDoesNotTurn();
    void renjuCrossesOutAndRefusesForbiddenMoves();
    void omokCrossesOutEitherSidesDoubleThree();

private:
    BoardView* view() const { return m_window->boardView(); }
    PositionModel* model() const { return m_window->model(); }
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }
    // The colour painted at the middle of `cell`'s tile (above its label).
    QColor centreColour(const QImage& image, Cell cell) const
    {
        const QRectF tile = view()->cellRect(cell);
        return image.pixelColor(
            QPointF(tile.center().x(), tile.top() + tile.height() * 0.45).toPoint());
    }
    void waitUntilComplete()
    {
        QTRY_VERIFY_WITH_TIMEOUT(
            model()->analysisStatus().state == AnalysisStatus::State::Complete, 60000);
    }

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
};

void TestBiggerBoards::initTestCase()
{
    useTestSettings(QStringLiteral("tst_biggerboards"));
    QVERIFY(m_folder.isValid());
}

void TestBiggerBoards::init()
{
    m_window = windowOnClearedSettings();
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTest::mouseMove(m_window.get(), QPoint(1, 1));
}

void TestBiggerBoards::cleanup()
{
    m_window.reset();
}

void TestBiggerBoards::choosingEachPreset_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < NewBoardDialog::presets().size(); ++i)
        QTest::newRow(qPrintable(NewBoardDialog::presets()[i].name())) << int(i);
}

void TestBiggerBoards::choosingEachPreset()
{
    QFETCH(int, index);
    const BoardPreset& preset = NewBoardDialog::presets()[std::size_t(index)];
    const Geometry chosen = preset.choice.geometry;
    // Gomoku's presets come with their rules; the others keep the window's.
    const ttt::Rules rules = preset.choice.rules.value_or(ttt::Rules::Classic);
    const QString text = preset.shortName();
    // Start from a 5x4 board with a mark, so that every preset is a change.
    model()->replaceBoard(board(QStringLiteral("x..../...../...../.....")), QStringLiteral("set"));
    const int steps = model()->undoStack()->count();

    // The toolbar's choice: one undoable step to the empty board of that size.
    auto* combo = m_window->findChild<QComboBox*>(QStringLiteral("boardCombo"));
    QVERIFY(combo);
    const int item = combo->findText(text);
    QVERIFY2(item >= 0, qPrintable(text));
    combo->setCurrentIndex(item);
    emit combo->activated(item);
    QCOMPARE(model()->board(), ttt::Board(chosen));
    QCOMPARE(model()->rules(), rules);
    QCOMPARE(model()->undoStack()->count(), steps + 1);
    QCOMPARE(combo->currentText(), text);
    QCOMPARE(m_window->legend()->boardGeometry(), chosen);
    // The empty board has its analysis, at once or from the search; 8x8 with five in a row
    // takes minutes, so there the search is under way, every move with a bound; gomoku's boards
    // are searched for threats.
    if (chosen.cells() < 64) {
        waitUntilComplete();
        QVERIFY(model()->analysis().complete);
    } else {
        QVERIFY(model()->hasAnalysis());
        QCOMPARE(int(model()->analysis().moves.size()), chosen.cells());
    }
    model()->undoStack()->undo();
    QCOMPARE(oneLine(model()->board()), QStringLiteral("x..../...../...../....."));

    // File › New Board… with the same choice: the same board, untitled and unmodified.
    FileDialogs dialogs = answeringDialogs({}, {});
    model()->setRules(ttt::Rules::Misere);
    dialogs.chooseBoard
        = [&preset](QWidget*, const Geometry&, ttt::Rules) { return preset.choice; };
    m_window->setFileDialogs(dialogs);
    action("actionNew")->trigger();
    QCOMPARE(model()->board(), ttt::Board(chosen));
    QCOMPARE(model()->rules(), preset.choice.rules.value_or(ttt::Rules::Misere));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->currentFile().isEmpty());
}

void TestBiggerBoards::newBoardDialogTakesAnySize()
{
    NewBoardDialog dialog(ttt::kTicTacToe);
    QCOMPARE(dialog.geometry(), ttt::kTicTacToe);
    auto* columns = dialog.findChild<QSpinBox*>(QStringLiteral("columnsBox"));
    auto* rows = dialog.findChild<QSpinBox*>(QStringLiteral("rowsBox"));
    auto* k = dialog.findChild<QSpinBox*>(QStringLiteral("kBox"));
    QVERIFY(columns && rows && k);
    columns->setValue(6);
    rows->setValue(4);
    k->setValue(5);
    QCOMPARE(dialog.geometry(), Geometry(6, 4, 5));
    QVERIFY(dialog.findChild<QRadioButton*>(QStringLiteral("presetCustom"))->isChecked());
    // k never goes past the longer side.
    columns->setValue(3);
    QCOMPARE(dialog.geometry(), Geometry(3, 4, 4));
    QCOMPARE(k->maximum(), 4);
    // A preset button sets all three.
    dialog.findChild<QRadioButton*>(QStringLiteral("preset4"))->click();
    QCOMPARE(dialog.geometry(), Geometry(7, 7, 5));
}

void TestBiggerBoards::newBoardDialogFieldsHoldStill()
{
    // Where each field and button is, in the dialog: a click aimed at Rows must land on Rows
    // whichever preset was chosen before it.
    NewBoardDialog dialog(ttt::kTicTacToe);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QList<QWidget*> targets;
    for (const char* name : { "columnsBox", "rowsBox", "kBox" })
        targets << dialog.findChild<QSpinBox*>(QString::fromLatin1(name));
    for (QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
        targets << button;
    const auto places = [&] {
        QCoreApplication::processEvents();
        dialog.layout()->activate();
        QList<QRect> rects;
        for (QWidget* target : targets)
            rects << QRect(target->mapTo(&dialog, QPoint(0, 0)), target->size());
        return rects;
    };
    const QList<QRect> first = places();
    const auto check = [&](const QString& step) {
        const QList<QRect> now = places();
        for (int i = 0; i < targets.size(); ++i)
            QVERIFY2(now[i].topLeft() == first[i].topLeft(),
                qPrintable(
                    QStringLiteral("%1 moved after %2").arg(targets[i]->objectName(), step)));
    };
    // Every preset, forth and back: the note under the fields says more for some than others.
    for (int round = 0; round < 2; ++round) {
        for (std::size_t i = 0; i < NewBoardDialog::presets().size(); ++i) {
            const QString name = QStringLiteral("preset%1").arg(i);
            dialog.findChild<QRadioButton*>(name)->click();
            check(name);
        }
        dialog.findChild<QRadioButton*>(QStringLiteral("preset0"))->click();
        check(QStringLiteral("tic-tac-toe again"));
    }
    dialog.findChild<QSpinBox*>(QStringLiteral("columnsBox"))->setValue(8);
    dialog.findChild<QSpinBox*>(QStringLiteral("rowsBox"))->setValue(3);
    check(QStringLiteral("8×3"));
}

void TestBiggerBoards::newBoardDialogSaysWhatToExpect_data()
{
    QTest::addColumn<ttt::Rules>("rules");
    QTest::newRow("classic") << ttt::Rules::Classic;
    QTest::newRow("misère") << ttt::Rules::Misere;
    QTest::newRow("line-score") << ttt::Rules::LineScore;
}

void TestBiggerBoards::newBoardDialogSaysWhatToExpect()
{
    // Each board says what its measured class is, under the rules it will be analysed by; none
    // promises a moment for a board whose search takes minutes or does not finish.
    QFETCH(ttt::Rules, rules);
    NewBoardDialog dialog(ttt::kTicTacToe, rules);
    for (int columns = 3; columns <= 8; ++columns) {
        for (int rows = 3; rows <= 8; ++rows) {
            for (int k = 3; k <= std::max(columns, rows); ++k) {
                const Geometry geometry(columns, rows, k);
                dialog.setGeometry(geometry);
                const SearchEstimate estimate = SearchEstimate::of(geometry, rules);
                const QString note = dialog.note();
                QCOMPARE(note, estimate.sentence(rules));
                QVERIFY2(!note.contains(QStringLiteral("moment")), qPrintable(note));
                const bool slow = estimate.speed() == SearchEstimate::Speed::Minutes
                    || estimate.speed() == SearchEstimate::Speed::NoProof;
                QVERIFY2(!slow || !note.contains(QStringLiteral("at once")), qPrintable(note));
                if (estimate.speed() == SearchEstimate::Speed::NoProof)
                    QVERIFY2(note.contains(QStringLiteral("No proof expected")), qPrintable(note));
                if (rules != ttt::Rules::Classic)
                    QVERIFY2(note.startsWith(Wording::rulesName(rules)), qPrintable(note));
                // A board turned a quarter is the same game, and says the same.
                QCOMPARE(SearchEstimate::of(Geometry(rows, columns, k), rules).speed(),
                    estimate.speed());
            }
        }
    }
    // Tic-tac-toe comes from a table; the presets say their class beside their names.
    dialog.setGeometry(ttt::kTicTacToe);
    QVERIFY(dialog.note().contains(QStringLiteral("table")));
    for (std::size_t i = 0; i < NewBoardDialog::presets().size(); ++i) {
        auto* label = dialog.findChild<QLabel*>(QStringLiteral("presetEstimate%1").arg(i));
        QVERIFY(label);
        const BoardChoice& choice = NewBoardDialog::presets()[i].choice;
        QCOMPARE(label->text(),
            SearchEstimate::of(choice.geometry, choice.rules.value_or(rules)).shortText());
    }
}

void TestBiggerBoards::customSizeStaysInTheBoardBox()
{
    // "Other Size…" in the Board box, 6×4 with four in a row: it stays in the box beside the
    // presets when another board is chosen, and after a restart.
    auto* combo = m_window->findChild<QComboBox*>(QStringLiteral("boardCombo"));
    const QVariant custom(QList<QVariant> { 6, 4, 4, -1 });
    QCOMPARE(combo->findData(custom), -1);
    FileDialogs dialogs = answeringDialogs({}, {});
    dialogs.chooseBoard = [](QWidget*, const Geometry&, ttt::Rules) { return Geometry(6, 4, 4); };
    m_window->setFileDialogs(dialogs);
    const int other = combo->count() - 1; // "Other Size…"
    combo->setCurrentIndex(other);
    emit combo->activated(other);
    QCOMPARE(model()->board(), ttt::Board(Geometry(6, 4, 4)));
    const int tic = combo->findData(QVariant(QList<QVariant> { 3, 3, 3, -1 }));
    combo->setCurrentIndex(tic);
    emit combo->activated(tic);
    QCOMPARE(model()->board(), ttt::Board(ttt::kTicTacToe));
    QVERIFY(combo->findData(custom) >= 0);

    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    m_window->setFileDialogs(answeringDialogs({}, {}));
    combo = m_window->findChild<QComboBox*>(QStringLiteral("boardCombo"));
    const int kept = combo->findData(custom);
    QVERIFY(kept >= 0);
    QCOMPARE(combo->itemText(kept), Wording::shortBoardName(Geometry(6, 4, 4)));
    combo->setCurrentIndex(kept);
    emit combo->activated(kept);
    QCOMPARE(model()->board(), ttt::Board(Geometry(6, 4, 4)));
}

void TestBiggerBoards::unfinishedSearchWaitsForResumeAtStart()
{
    // 8×8 closed while its search runs: the next window on it shows what was proven, and the
    // search goes on only when asked.
    model()->changeBoard(Geometry(8, 8, 5));
    QVERIFY(model()->isAnalysing());
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysisStatus().positions > 0, 10000);
    QTest::qWait(500);
    QVERIFY(m_window->close());
    const AnalysisStatus before = model()->analysisStatus();
    const ttt::Analysis proven = model()->analysis();
    m_window.reset();

    m_window = std::make_unique<MainWindow>();
    m_window->setFileDialogs(answeringDialogs({}, {}));
    QCOMPARE(model()->board(), ttt::Board(Geometry(8, 8, 5)));
    QVERIFY(!model()->isAnalysing());
    QTest::qWait(300);
    QVERIFY(!model()->isAnalysing());
    QCOMPARE(model()->analysisStatus().state, AnalysisStatus::State::Stopped);
    QVERIFY(model()->isHeldFromLastRun());
    QVERIFY(model()->analysisStatus().positions >= before.positions);
    QCOMPARE(model()->analysis().moves, proven.moves);
    QCOMPARE(model()->canResumeAnalysis(), true);
    // It says so, and offers to go on.
    MessageBar* bar = m_window->messageBar();
    QVERIFY(!bar->isHidden());
    QCOMPARE(bar->headline(), QStringLiteral("The last search of this board did not finish"));
    QCOMPARE(bar->buttonText(), QStringLiteral("Resume Analysis"));
    auto* progress = m_window->findChild<QLabel*>(QStringLiteral("progressLabel"));
    QVERIFY2(progress->text().startsWith(QStringLiteral("Kept from the last run: ")),
        qPrintable(progress->text()));
    bar->findChild<QPushButton*>(QStringLiteral("messageButton"))->click();
    QVERIFY(model()->isAnalysing());
    QVERIFY(!model()->isHeldFromLastRun());
    QVERIFY(bar->isHidden());
}

void TestBiggerBoards::longSearchWaitsForTheAskAtStart()
{
    // A board whose search takes minutes or does not finish, with nothing kept of it: the
    // window that starts on it does not search before it is asked.
    model()->changeBoard(Geometry(8, 8, 5));
    m_window.reset();
    QSettings().remove(QStringLiteral("analysis/keptSearch"));
    const SearchEstimate::Speed speed
        = SearchEstimate::of(Geometry(8, 8, 5), ttt::Rules::Classic).speed();
    QVERIFY(speed == SearchEstimate::Speed::Minutes || speed == SearchEstimate::Speed::NoProof);
    m_window = std::make_unique<MainWindow>();
    m_window->setFileDialogs(answeringDialogs({}, {}));
    QVERIFY(!model()->isAnalysing());
    QVERIFY(model()->isHeldFromLastRun());
    QCOMPARE(m_window->messageBar()->headline(),
        QStringLiteral("The analysis of this board waits for you"));
    auto* progress = m_window->findChild<QLabel*>(QStringLiteral("progressLabel"));
    QVERIFY2(
        progress->text().startsWith(QStringLiteral("Not started")), qPrintable(progress->text()));
    // Esc (Resume) starts it.
    QAction* stop = m_window->findChild<QAction*>(QStringLiteral("actionStopAnalysis"));
    QVERIFY(stop->isEnabled());
    stop->trigger();
    QVERIFY(model()->isAnalysing());

    // A board that is quick starts as always.
    model()->changeBoard(Geometry(5, 5, 4));
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(!model()->isHeldFromLastRun());
    QTRY_VERIFY(model()->analysis().complete);
}

void TestBiggerBoards::finishedSearchIsShownAtStart()
{
    // 6×5 with four in a row, proven: the next window shows it at once, with no search.
    model()->changeBoard(Geometry(6, 5, 4));
    waitUntilComplete();
    const ttt::Analysis proven = model()->analysis();
    QVERIFY(m_window->close());
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(!model()->isAnalysing());
    QCOMPARE(model()->analysisStatus().state, AnalysisStatus::State::Complete);
    QCOMPARE(model()->analysis().moves, proven.moves);
    QCOMPARE(model()->analysis().evaluation, proven.evaluation);
    QVERIFY(m_window->messageBar()->isHidden());
}

void TestBiggerBoards::statusBarSaysRoughlyHowLong()
{
    // On the empty board of a size whose search was measured, the status bar says what to
    // expect beside the figures.
    model()->changeBoard(Geometry(8, 8, 5));
    QVERIFY(model()->isAnalysing());
    auto* progress = m_window->findChild<QLabel*>(QStringLiteral("progressLabel"));
    const QString expect
        = SearchEstimate::of(Geometry(8, 8, 5), ttt::Rules::Classic).progressNote();
    QVERIFY(!expect.isEmpty());
    QVERIFY2(progress->text().startsWith(QStringLiteral("Analysing: 0 of 64 moves proven · "))
            && progress->text().endsWith(QStringLiteral(" · ") + expect),
        qPrintable(progress->text()));
    // A position with marks was not measured: the figures alone.
    model()->setCellMark(27, Mark::X);
    QVERIFY(model()->isAnalysing());
    QVERIFY2(!progress->text().contains(expect), qPrintable(progress->text()));
    model()->stopAnalysis();
}

void TestBiggerBoards::boardOfAnotherSizeIsRemembered()
{
    model()->changeBoard(Geometry(6, 5, 4));
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    QCOMPARE(model()->board(), ttt::Board(Geometry(6, 5, 4)));
    QCOMPARE(model()->undoStack()->count(), 0);
    // Renju comes back with its board, though the window starts on tic-tac-toe's.
    model()->changeBoard(Geometry(15, 15, 5));
    action("actionRenjuRules")->trigger();
    QCOMPARE(model()->rules(), ttt::Rules::Renju);
    m_window.reset();
    m_window = std::make_unique<MainWindow>();
    QCOMPARE(model()->board(), ttt::Board(Geometry(15, 15, 5)));
    QCOMPARE(model()->rules(), ttt::Rules::Renju);
    QVERIFY(action("actionRenjuRules")->isChecked());
    QCOMPARE(model()->undoStack()->count(), 0);
}

void TestBiggerBoards::cellsArriveOneByOneOn4x4()
{
    // One search thread: the engine proves the cells in a fixed order and reports after each.
    model()->setSearchThreads(1);
    const ttt::Board position = board(QStringLiteral("# k=3\n....\n.x..\n..o.\n....\n"));
    const ttt::Analysis expected = engineAnalysis(position, Mark::X, ttt::Rules::Classic);
    QVERIFY(expected.complete);

    // Every repaint the analysis asks for, grabbed as it happens: how many cells show their
    // final colour.
    std::vector<int> provenPainted;
    const auto count = [&] {
        const QImage image = view()->grab().toImage();
        int proven = 0;
        for (const ttt::MoveAnnotation& move : expected.moves) {
            const QColor want = Heatmap::fillColor(
                move.evaluation, ttt::Rules::Classic, view()->palette(), position.cellCount());
            proven += centreColour(image, move.cell) == want;
        }
        return proven;
    };
    const QMetaObject::Connection watch
        = connect(model(), &PositionModel::analysisChanged, this, [&] {
              if (model()->board() == position)
                  provenPainted.push_back(count());
          });
    model()->setBoard(position);
    waitUntilComplete();
    disconnect(watch);

    // The first picture shows nothing proven, the last everything, and between them the cells
    // arrive a few at a time, never going back.
    QVERIFY(provenPainted.size() >= 3);
    QCOMPARE(provenPainted.front(), 0);
    QCOMPARE(provenPainted.back(), int(expected.moves.size()));
    QVERIFY(std::is_sorted(provenPainted.begin(), provenPainted.end()));
    const std::set<int> distinct(provenPainted.begin(), provenPainted.end());
    QVERIFY2(distinct.size() >= 4, "the cells should arrive in several steps");
    // And the model holds what the engine says, cell by cell.
    QCOMPARE(model()->analysis().moves, expected.moves);
    QCOMPARE(model()->analysis().evaluation, expected.evaluation);
}

void TestBiggerBoards::unprovenCellsAreStripedAndLabelled()
{
    // 8x8 with five in a row: nothing is proven in the moment after it is set.
    model()->changeBoard(Geometry(8, 8, 5));
    QVERIFY(model()->isAnalysing());
    const QImage image = view()->grab().toImage();
    const std::vector<QColor> stripes = Heatmap::boundStripes(
        *model()->moveEvaluation(0), ttt::Rules::Classic, view()->palette());
    // Across the tile's upper part the colours change: stripes, not one fill.
    const QRectF tile = view()->cellRect(27);
    std::set<QRgb> colours;
    for (double x = tile.left() + 4; x < tile.right() - 4; x += 1)
        colours.insert(image.pixel(QPointF(x, tile.top() + tile.height() * 0.3).toPoint()));
    QVERIFY2(colours.size() >= 2, "an unproven cell is striped");
    for (const QColor& stripe : stripes) {
        for (const ttt::Outcome outcome :
            { ttt::Outcome::Win, ttt::Outcome::Tie, ttt::Outcome::Lose }) {
            for (int plies = 1; plies <= 64; ++plies)
                QVERIFY(stripe
                    != Heatmap::fillColor(
                        { outcome, plies }, ttt::Rules::Classic, view()->palette(), 64));
        }
    }
    // The labels' words, in full and short.
    ttt::Evaluation atLeastTie;
    atLeastTie.bound = ttt::Bound::AtLeastTie;
    QCOMPARE(Wording::cellLabel(atLeastTie), QStringLiteral("≥ Tie"));
    QCOMPARE(Wording::cellLabel(atLeastTie, ttt::Rules::Classic, true), QStringLiteral("≥T"));
    model()->stopAnalysis();
    QTRY_VERIFY(!model()->isAnalysing());
}

void TestBiggerBoards::editDuring5x5AnalysisStartsTheNewOne()
{
    QSignalSpy started(model(), &PositionModel::analysisStarted);
    model()->changeBoard(Geometry(5, 5, 4));
    QVERIFY(model()->isAnalysing());
    // An edit before the first report: the search of the empty board is stopped, and nothing
    // it reports is shown any more.
    model()->setCellMark(12, Mark::X);
    QCOMPARE(started.count(), 2);
    QVERIFY(model()->isAnalysing());
    const ttt::Board after = model()->board();
    const QMetaObject::Connection watch
        = connect(model(), &PositionModel::analysisChanged, this, [&] {
              // Every analysis shown is of the board shown: o to move after x's mark.
              QCOMPARE(model()->analysis().toMove, Mark::O);
              QCOMPARE(int(model()->analysis().moves.size()), 24);
          });
    waitUntilComplete();
    disconnect(watch);
    const ttt::Analysis expected = engineAnalysis(after, Mark::O, ttt::Rules::Classic);
    QCOMPARE(model()->analysis().moves, expected.moves);
    QCOMPARE(model()->analysis().evaluation, expected.evaluation);
}

void TestBiggerBoards::windowKeepsProcessingEventsWhileSearching()
{
    // 8x8 with five in a row takes minutes: the window's timers fire all along.
    int ticks = 0;
    QTimer timer;
    timer.setInterval(5);
    connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
    model()->changeBoard(Geometry(8, 8, 5));
    timer.start();
    QTRY_VERIFY_WITH_TIMEOUT(ticks >= 20, 20000);
    QVERIFY(model()->isAnalysing());
    // A click goes through and starts the next search at once.
    QSignalSpy started(model(), &PositionModel::analysisStarted);
    QTest::mouseClick(view(), Qt::LeftButton, {}, view()->cellRect(27).center().toPoint());
    QCOMPARE(model()->board().at(27), Mark::X);
    QCOMPARE(started.count(), 1);
    model()->stopAnalysis();
    QTRY_VERIFY(!model()->isAnalysing());
}

void TestBiggerBoards::stopKeepsWhatIsProven()
{
    model()->changeBoard(Geometry(8, 8, 5));
    auto* progress = m_window->findChild<QLabel*>(QStringLiteral("progressLabel"));
    auto* stop = m_window->findChild<QToolButton*>(QStringLiteral("stopButton"));
    QVERIFY(progress && stop);
    QVERIFY(stop->isVisible());
    QVERIFY(progress->text().startsWith(QStringLiteral("Analysing: ")));
    // Wait for a report with figures, then Esc.
    QTRY_VERIFY_WITH_TIMEOUT(model()->analysisStatus().positions > 0, 20000);
    view()->setFocus();
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QTRY_COMPARE(model()->analysisStatus().state, AnalysisStatus::State::Stopped);
    // The button and the key now resume.
    QVERIFY(stop->isVisible());
    QCOMPARE(stop->text(), QStringLiteral("Resume"));
    QCOMPARE(action("actionStopAnalysis")->text(), QStringLiteral("&Resume Analysis"));
    QVERIFY(progress->text().startsWith(QStringLiteral("Stopped: ")));
    QVERIFY(!model()->analysis().complete);
    // Every move still has its evaluation: proven or a bound.
    for (Cell cell = 0; cell < 64; ++cell)
        QVERIFY(model()->moveEvaluation(cell).has_value());
    QTRY_VERIFY(m_window->analysisPanel()->verdict().endsWith(QStringLiteral("(stopped)")));
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(model()->isAnalysing());
    QCOMPARE(stop->text(), QStringLiteral("Stop"));
    model()->stopAnalysis();
    QTRY_VERIFY(!model()->isAnalysing());
}

namespace {

int provenMoves(const ttt::Analysis& analysis)
{
    return int(std::count_if(analysis.moves.begin(), analysis.moves.end(),
        [](const ttt::MoveAnnotation& move) { return move.evaluation.isProven(); }));
}

} // namespace

void TestBiggerBoards::analysisIsKeptAcrossAnotherSize()
{
    // A search stopped part way on 6x5, another size, and back: what was proven shows at once,
    // and the search goes on from there to the engine's own results.
    const Geometry geometry(6, 5, 4);
    model()->setSearchThreads(1);
    model()->changeBoard(geometry);
    QTRY_VERIFY_WITH_TIMEOUT(provenMoves(model()->analysis()) > 0, 20000);
    model()->stopAnalysis();
    QTRY_VERIFY(!model()->isAnalysing());
    const int proven = provenMoves(model()->analysis());
    if (model()->analysis().complete)
        QSKIP("the search finished before it could be stopped");
    const ttt::Analysis stopped = model()->analysis();

    model()->changeBoard(Geometry(4, 4, 3));
    waitUntilComplete();
    QSignalSpy started(model(), &PositionModel::analysisStarted);
    model()->changeBoard(geometry);
    QCOMPARE(provenMoves(model()->analysis()), proven);
    for (const ttt::MoveAnnotation& move : stopped.moves) {
        if (move.evaluation.isProven())
            QCOMPARE(*model()->moveEvaluation(move.cell), move.evaluation);
    }
    QCOMPARE(started.count(), 1);
    waitUntilComplete();
    const ttt::Analysis expected
        = engineAnalysis(ttt::Board(geometry), Mark::X, ttt::Rules::Classic);
    QCOMPARE(model()->analysis().moves, expected.moves);
    QCOMPARE(model()->analysis().evaluation, expected.evaluation);
    QCOMPARE(model()->analysis().bestMoves, expected.bestMoves);
}

void TestBiggerBoards::resumeFinishesAsAFreshSearch()
{
    const Geometry geometry(6, 5, 4);
    model()->setSearchThreads(1);
    model()->changeBoard(geometry);
    QTRY_VERIFY_WITH_TIMEOUT(provenMoves(model()->analysis()) > 0, 20000);
    action("actionStopAnalysis")->trigger();
    QTRY_VERIFY(!model()->isAnalysing());
    if (model()->analysis().complete)
        QSKIP("the search finished before it could be stopped");
    QVERIFY(model()->canResumeAnalysis());
    const int proven = provenMoves(model()->analysis());
    const std::uint64_t positionsBefore = model()->analysisStatus().positions;

    // Resume Analysis: the same action; every report shows at least what was proven.
    int fewest = proven;
    const QMetaObject::Connection watch = connect(model(), &PositionModel::analysisChanged, this,
        [&] { fewest = std::min(fewest, provenMoves(model()->analysis())); });
    action("actionStopAnalysis")->trigger();
    QVERIFY(model()->isAnalysing());
    waitUntilComplete();
    disconnect(watch);
    QCOMPARE(fewest, proven);
    const ttt::Analysis expected
        = engineAnalysis(ttt::Board(geometry), Mark::X, ttt::Rules::Classic);
    QCOMPARE(model()->analysis().moves, expected.moves);
    QCOMPARE(model()->analysis().evaluation, expected.evaluation);
    QCOMPARE(model()->analysis().principalVariation, expected.principalVariation);
    // The figures count both searches.
    QVERIFY(model()->analysisStatus().positions > positionsBefore);
    QVERIFY(!model()->canResumeAnalysis());
}

void TestBiggerBoards::bestMovesShowOnceProven()
{
    // x to move with an open three: a four open at both ends wins, and is proven long before
    // the other moves. Its star shows as soon as it is proven, and the panel names it.
    model()->setSearchThreads(1);
    model()->setBoard(board(
        QStringLiteral("# k=5\no.....o\n.......\n.......\n.xxx...\n.......\n.......\no......\n")));
    bool seen = false;
    QString panelSaid; // the panel's best moves when the first star showed
    const QMetaObject::Connection watch
        = connect(model(), &PositionModel::analysisChanged, this, [&] {
              const ttt::Analysis& analysis = model()->analysis();
              if (analysis.complete || analysis.bestMoves.empty())
                  return;
              if (!seen) {
                  m_window->analysisPanel()->refresh(); // (it waits for a timer otherwise)
                  panelSaid = m_window->analysisPanel()->bestMoves();
              }
              seen = true;
              QVERIFY(analysis.evaluation.isProven());
              QCOMPARE(analysis.evaluation.outcome, ttt::Outcome::Win);
              for (const Cell cell : analysis.bestMoves) {
                  QVERIFY(model()->isBestMove(cell));
                  QCOMPARE(model()->moveEvaluation(cell)->outcome, ttt::Outcome::Win);
                  QVERIFY(model()->moveEvaluation(cell)->isProven());
              }
              for (const ttt::MoveAnnotation& move : analysis.moves) {
                  if (std::find(analysis.bestMoves.begin(), analysis.bestMoves.end(), move.cell)
                      == analysis.bestMoves.end())
                      QVERIFY(!model()->isBestMove(move.cell));
              }
          });
    QTRY_VERIFY_WITH_TIMEOUT(seen || model()->analysis().complete, 30000);
    disconnect(watch);
    QVERIFY2(seen, "a best move was starred before the analysis was complete");
    QVERIFY2(panelSaid.contains(QStringLiteral("and perhaps others not proven yet")),
        qPrintable(panelSaid));
    model()->stopAnalysis();
    QTRY_VERIFY(!model()->isAnalysing());
}

void TestBiggerBoards::undoBackToAnAnalysed5x5NeedsNoSearch()
{
    model()->changeBoard(Geometry(5, 5, 4));
    waitUntilComplete();
    const ttt::Analysis first = model()->analysis();
    const QImage before = view()->grab().toImage();
    model()->setCellMark(6, Mark::X);
    waitUntilComplete();
    model()->setCellMark(18, Mark::O);
    waitUntilComplete();

    QSignalSpy started(model(), &PositionModel::analysisStarted);
    model()->undoStack()->undo();
    model()->undoStack()->undo();
    // Shown at once, with no search, and painted as before.
    QCOMPARE(started.count(), 0);
    QCOMPARE(model()->analysisStatus().state, AnalysisStatus::State::Complete);
    QCOMPARE(model()->analysis().moves, first.moves);
    QCOMPARE(view()->grab().toImage(), before);
    model()->undoStack()->redo();
    QCOMPARE(started.count(), 0);
    QVERIFY(model()->analysis().complete);
}

void TestBiggerBoards::panelSaysWhatIsKnownSoFar()
{
    model()->changeBoard(Geometry(8, 8, 5));
    QTRY_VERIFY(
        m_window->analysisPanel()->verdict().contains(QStringLiteral(" of 64 moves proven")));
    QVERIFY(m_window->analysisPanel()->verdict().startsWith(QStringLiteral("x to move: ")));
    QCOMPARE(m_window->analysisPanel()->gamesLeft(),
        QStringLiteral("not counted for this size (far too many games)"));
    model()->stopAnalysis();
    QTRY_VERIFY(!model()->isAnalysing());

    model()->changeBoard(Geometry(4, 4, 3));
    waitUntilComplete();
    QTRY_COMPARE(
        m_window->analysisPanel()->verdict(), QStringLiteral("x to move: x wins in 5 plies"));
}

void TestBiggerBoards::everyMoveLostAlikeIsNotListed()
{
    // Renju, black to move: every move loses in four plies but the forbidden h8 (in one). Best
    // moves names the first dozen of the other 214 and counts the rest; with o's open four
    // instead, every move loses alike, and it says so.
    const Geometry geometry(15, 15, 5);
    ttt::Board position(geometry);
    const auto at = [&](const char* name) { return *ttt::cellFromName(geometry, name); };
    for (const char* name : { "j9", "f8", "g8", "h7", "h6" })
        position.set(at(name), ttt::Mark::X);
    for (const char* name : { "k10", "i9", "g7", "f6", "d4" })
        position.set(at(name), ttt::Mark::O);
    model()->setBoard(position, ttt::Rules::Renju);
    QCOMPARE(model()->rules(), ttt::Rules::Renju);
    QTRY_VERIFY_WITH_TIMEOUT(!model()->isAnalysing(), 60000);
    AnalysisPanel* panel = m_window->analysisPanel();
    panel->refresh();
    const std::size_t best = model()->analysis().bestMoves.size();
    QVERIFY2(best > 200, qPrintable(panel->bestMoves()));
    QVERIFY2(panel->bestMoves().endsWith(QStringLiteral(" and %1 more").arg(best - 12)),
        qPrintable(panel->bestMoves()));
    QCOMPARE(panel->bestMoves().count(QLatin1Char(' ')), 12 + 2);

    ttt::Board four(geometry);
    for (const char* name : { "d8", "e8", "f8", "g8" })
        four.set(at(name), ttt::Mark::O);
    for (const char* name : { "a1", "a3", "a5", "o1" })
        four.set(at(name), ttt::Mark::X);
    model()->setBoard(four, ttt::Rules::Classic);
    QTRY_VERIFY_WITH_TIMEOUT(!model()->isAnalysing(), 60000);
    QCOMPARE(model()->analysis().bestMoves.size(), model()->analysis().moves.size());
    panel->refresh();
    QCOMPARE(panel->bestMoves(), QStringLiteral("any: every move has the same result"));
}

void TestBiggerBoards::nothingProvenIsSaidOnce()
{
    // The empty 15×15: the threat search ends with no forced win. Best moves says so; Best line,
    // which would say it again, has a dash.
    model()->changeBoard(Geometry(15, 15, 5));
    QTRY_COMPARE_WITH_TIMEOUT(model()->analysisStatus().state, AnalysisStatus::State::Ended, 60000);
    AnalysisPanel* panel = m_window->analysisPanel();
    panel->refresh();
    QCOMPARE(
        panel->bestMoves(), QStringLiteral("none proven: the threat search found no forced win"));
    QCOMPARE(panel->bestLine(), QStringLiteral("—"));
}

void TestBiggerBoards::hoverFindsTheLineAfterAMove()
{
    model()->setBoard(board(QStringLiteral("# k=3\n....\n....\n....\n....\n")));
    waitUntilComplete();
    // The line after a corner move is searched when the corner is hovered.
    QCOMPARE(model()->continuation(0), std::vector<Cell> { 0 });
    QTest::mouseMove(view(), view()->cellRect(0).center().toPoint());
    QTRY_VERIFY(model()->continuation(0).size() > 1);
    const std::vector<Cell> line = model()->continuation(0);
    // It is a game that ends as the corner's result says.
    const ttt::Evaluation corner = *model()->moveEvaluation(0);
    QCOMPARE(int(line.size()), corner.plies);
    QTRY_VERIFY(
        m_window->statusBar()->currentMessage().contains(QStringLiteral("Best play: x a4")));
}

void TestBiggerBoards::perfectReplyWaitsForTheProof()
{
    action("actionPlayMode")->setChecked(true);
    action("actionPerfectReply")->setChecked(true);
    model()->changeBoard(Geometry(4, 4, 4));
    waitUntilComplete();
    const int steps = model()->undoStack()->count();
    QSignalSpy replied(model(), &PositionModel::replyPlayed);
    QTest::mouseClick(view(), Qt::LeftButton, {}, view()->cellRect(5).center().toPoint());
    QCOMPARE(model()->board().at(5), Mark::X);
    QTRY_COMPARE(replied.count(), 1);
    QVERIFY(replied.front().at(1).toBool()); // proven
    const Cell reply = replied.front().at(0).value<Cell>();
    QCOMPARE(model()->board().at(reply), Mark::O);
    // The move and its reply are one step.
    QCOMPARE(model()->undoStack()->count(), steps + 1);
    model()->undoStack()->undo();
    QCOMPARE(model()->board(), ttt::Board(Geometry(4, 4, 4)));
    // And the reply was a best move.
    const ttt::Analysis afterMove = engineAnalysis(
        ttt::Board(Geometry(4, 4, 4)).with(5, Mark::X), Mark::O, ttt::Rules::Classic);
    QVERIFY(std::find(afterMove.bestMoves.begin(), afterMove.bestMoves.end(), reply)
        != afterMove.bestMoves.end());
}

void TestBiggerBoards::perfectReplyAfterTheTimeLimit()
{
    action("actionPlayMode")->setChecked(true);
    action("actionPerfectReply")->setChecked(true);
    action("actionReplyLimit1")->trigger();
    model()->changeBoard(Geometry(8, 8, 5));
    QSignalSpy replied(model(), &PositionModel::replyPlayed);
    QTest::mouseClick(view(), Qt::LeftButton, {}, view()->cellRect(27).center().toPoint());
    QVERIFY(model()->isReplyPending());
    QTRY_COMPARE_WITH_TIMEOUT(replied.count(), 1, 20000);
    QVERIFY(!replied.front().at(1).toBool()); // not proven: the time limit came first
    QCOMPARE(model()->board().count(Mark::O), 1);
    // The engine's best estimate: near the centre, never a corner or an edge.
    const Cell reply = replied.front().at(0).value<Cell>();
    const Geometry& geometry = model()->board().geometry();
    QVERIFY2(geometry.rowOf(reply) >= 2 && geometry.rowOf(reply) <= 5
            && geometry.columnOf(reply) >= 2 && geometry.columnOf(reply) <= 5,
        qPrintable(QStringLiteral("the reply was cell %1").arg(reply)));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("before the proof")));
    model()->stopAnalysis();
    QTRY_VERIFY(!model()->isAnalysing());
}

void TestBiggerBoards::savedFilesOfEverySizeRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("3x3, classic: no header") << QStringLiteral("x..\n.o.\n...\n");
    QTest::newRow("4x3, three in a row") << QStringLiteral("x...\n.o..\n....\n");
    QTest::newRow("4x4 misere") << QStringLiteral("# rules=misere\nx...\n.o..\n....\n....\n");
    QTest::newRow("5x5, five in a row, o first")
        << QStringLiteral("# k=5 first=o\no....\n.x...\n.....\n.....\n.....\n");
    QTest::newRow("6x4, what-if") << QStringLiteral(
        "# to-move=o\nx.....\n......\n......\n......\n");
    QTest::newRow("7x7 line-score") << QStringLiteral(
        "# k=5 rules=line-score to-move=x\n.......\n.......\n.......\n...x...\n.......\n.......\n"
        ".......\n");
    QTest::newRow("3x8") << QStringLiteral("x..\n...\n...\n...\n...\n...\n...\n..o\n");
    QTest::newRow("8x8") << QStringLiteral(
        "# k=5\nx.......\n........\n........\n........\n........\n........\n........\n......."
        "o\n");
}

void TestBiggerBoards::savedFilesOfEverySizeRoundTrip()
{
    QFETCH(QString, text);
    const QString source = m_folder.filePath(QStringLiteral("source.txt"));
    const QString saved = m_folder.filePath(QStringLiteral("saved.txt"));
    QVERIFY(writeAll(source, text.toUtf8()));
    QVERIFY(m_window->openFile(source));
    const ttt::Position opened = model()->position();
    QCOMPARE(opened, *ttt::parsePosition(text.toStdString()));
    QVERIFY(m_window->saveFile(saved));
    QCOMPARE(QString::fromUtf8(readAll(saved)), text);

    // A new window (with other settings) reads back the same position.
    m_window.reset();
    m_window = windowOnClearedSettings();
    QVERIFY(m_window->openFile(saved));
    QCOMPARE(model()->position(), opened);
    model()->stopAnalysis();
}

void TestBiggerBoards::pasteOfAnotherSizeSwitchesToIt()
{
    QGuiApplication::clipboard()->setText(
        QStringLiteral("# k=5\n......\n..x...\n...o..\n......\n......\n......\n"));
    action("actionPaste")->trigger();
    QCOMPARE(model()->board().geometry(), Geometry(6, 6, 5));
    QCOMPARE(model()->board().count(Mark::X), 1);
    auto* combo = m_window->findChild<QComboBox*>(QStringLiteral("boardCombo"));
    QCOMPARE(combo->currentText(), Wording::shortBoardName(Geometry(6, 6, 5)));
    // Copy gives it back with its header.
    action("actionCopy")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(),
        QStringLiteral("# k=5\n......\n..x...\n...o..\n......\n......\n......\n"));
    action("actionCopyOneLine")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(),
        QStringLiteral("# k=5\n....../..x.../...o../....../....../......"));
    // One step of Undo goes back to tic-tac-toe.
    model()->undoStack()->undo();
    QCOMPARE(model()->board(), ttt::Board {});
}

void TestBiggerBoards::badHeaderChangesNothing()
{
    model()->setBoard(board(QStringLiteral("x../.o./...")));
    const int steps = model()->undoStack()->count();
    QGuiApplication::clipboard()->setText(
        QStringLiteral("# k=6\n.....\n.....\n.....\n.....\n.....\n"));
    action("actionPaste")->trigger();
    QCOMPARE(oneLine(model()->board()), QStringLiteral("x../.o./..."));
    QCOMPARE(model()->undoStack()->count(), steps);
    QVERIFY(m_window->messageBar()->isVisible());
    QVERIFY(m_window->messageBar()->text().contains(
        QStringLiteral("Line 1, column 5: k=6 does not fit a 5x5 board")));
}

void TestBiggerBoards::tilesStaySquare_data()
{
    QTest::addColumn<Geometry>("geometry");
    QTest::addColumn<QSize>("size");
    for (const Geometry& geometry : { Geometry(3, 3, 3), Geometry(8, 3, 3), Geometry(3, 8, 3),
             Geometry(5, 4, 4), Geometry(8, 8, 5) }) {
        for (const QSize size : { QSize(640, 420), QSize(1400, 1000) }) {
            QTest::newRow(qPrintable(QStringLiteral("%1x%2 in %3x%4")
                                         .arg(geometry.columns())
                                         .arg(geometry.rows())
                                         .arg(size.width())
                                         .arg(size.height())))
                << geometry << size;
        }
    }
}

void TestBiggerBoards::tilesStaySquare()
{
    QFETCH(Geometry, geometry);
    QFETCH(QSize, size);
    model()->changeBoard(geometry);
    m_window->resize(size);
    QCoreApplication::processEvents();
    const QRectF board = view()->boardRect();
    QVERIFY(QRectF(view()->rect()).contains(board));
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        const QRectF tile = view()->cellRect(cell);
        QVERIFY2(std::abs(tile.width() - tile.height()) < 0.01,
            qPrintable(
                QStringLiteral("cell %1: %2 x %3").arg(cell).arg(tile.width()).arg(tile.height())));
        QVERIFY(board.contains(tile));
        QCOMPARE(view()->cellAt(tile.center()), cell);
    }
    // The board with the band of its coordinates fills the view's width or its height.
    const double band = board.top() - BoardRenderer::columnNameRect(board, geometry, 0).top();
    QVERIFY(board.width() + band >= view()->width() - 10
        || board.height() + band >= view()->height() - 10);
    model()->stopAnalysis();
}

void TestBiggerBoards::aRectangleFlipsButDoesNotTurn()
{
    model()->setBoard(board(QStringLiteral("x..../...../...../.o...")));
    QCoreApplication::processEvents();
    QVERIFY(!action("actionRotateClockwise")->isEnabled());
    QVERIFY(!action("actionRotateAnticlockwise")->isEnabled());
    QVERIFY(action("actionFlipLeftRight")->isEnabled());
    action("actionFlipLeftRight")->trigger();
    QCOMPARE(oneLine(model()->board()), QStringLiteral("....x/...../...../...o."));
    // Even asked directly, a quarter turn leaves the board alone and says why.
    action("actionRotateClockwise")->setEnabled(true);
    action("actionRotateClockwise")->trigger();
    QCOMPARE(oneLine(model()->board()), QStringLiteral("....x/...../...../...o."));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("not square")));
    // A square board turns.
    model()->setBoard(board(QStringLiteral("x.../..../..../....")));
    QCoreApplication::processEvents();
    QVERIFY(action("actionRotateClockwise")->isEnabled());
    model()->stopAnalysis();
}

void TestBiggerBoards::bigBoardPositionsAreRememberedApart()
{
    // A 15×15 position is remembered under every one of its cells, not the first 64 alone:
    // two positions that differ only in the middle of the board are two positions.
    const ttt::Geometry geometry(15, 15, 5);
    ttt::Board first(geometry);
    first.set(0, ttt::Mark::O);
    first.set(geometry.cellAt(7, 7), ttt::Mark::X);
    ttt::Board second = first;
    second.set(geometry.cellAt(8, 7), ttt::Mark::X);
    second.set(geometry.cellAt(14, 14), ttt::Mark::O);
    const AnalysisKey firstKey = AnalysisKey::of(first, ttt::Mark::X, ttt::Rules::Classic);
    const AnalysisKey secondKey = AnalysisKey::of(second, ttt::Mark::X, ttt::Rules::Classic);
    QVERIFY(firstKey != secondKey);
    QCOMPARE(firstKey.board(), first);
    QCOMPARE(secondKey.board(), second);
    // And a small board's key is as before: its sets.
    const ttt::Board small = ttt::Board(ttt::Geometry(8, 8, 5)).with(63, ttt::Mark::X);
    const AnalysisKey smallKey = AnalysisKey::of(small, ttt::Mark::O, ttt::Rules::Classic);
    QCOMPARE(smallKey.xCells, small.cells(ttt::Mark::X));
    QVERIFY(smallKey.wideCells.empty());
    QCOMPARE(smallKey.board(), small);
}

void TestBiggerBoards::renjuCrossesOutAndRefusesForbiddenMoves()
{
    // File › New Board… › Renju 15×15.
    const std::vector<BoardPreset>& presets = NewBoardDialog::presets();
    const auto renju = std::find_if(presets.begin(), presets.end(),
        [](const BoardPreset& preset) { return preset.choice.rules == ttt::Rules::Renju; });
    QVERIFY(renju != presets.end());
    FileDialogs dialogs = answeringDialogs({}, {});
    dialogs.chooseBoard = [&](QWidget*, const Geometry&, ttt::Rules) { return renju->choice; };
    m_window->setFileDialogs(dialogs);
    action("actionNew")->trigger();
    QCOMPARE(model()->rules(), ttt::Rules::Renju);
    QVERIFY(action("actionRenjuRules")->isChecked());

    // Black's twos cross at h8: a double three there, black (x) to move.
    const Geometry geometry(15, 15, 5);
    ttt::Board position(geometry);
    const auto at = [&](const char* name) { return *ttt::cellFromName(geometry, name); };
    for (const char* name : { "f8", "g8", "h6", "h7" })
        position.set(at(name), ttt::Mark::X);
    for (const char* name : { "a1", "o1", "a15", "o15" })
        position.set(at(name), ttt::Mark::O);
    model()->setBoard(position);
    QCOMPARE(model()->forbiddenCells(), std::vector<Cell> { at("h8") });
    QVERIFY(!model()->canPlay(at("h8")));
    QVERIFY(model()->canPlay(at("h9")));

    // A no-entry sign: a point on its slash has its ink, one beside it not.
    view()->setShowHeatmap(false);
    const QImage image = view()->grab().toImage();
    const QRectF tile = view()->cellRect(at("h8"));
    const QPointF centre = tile.center();
    const double w = tile.width();
    const QColor onCross = image.pixelColor((centre + QPointF(0.2 * w, 0.2 * w)).toPoint());
    const QColor beside = image.pixelColor((centre + QPointF(-0.12 * w, 0.1 * w)).toPoint());
    QVERIFY2(onCross != beside, qPrintable(onCross.name() + QLatin1Char(' ') + beside.name()));
    const QRectF other = view()->cellRect(at("j10"));
    const QColor unmarked = image.pixelColor(
        (other.center() + QPointF(-0.12 * other.width(), 0.1 * other.width())).toPoint());
    QCOMPARE(unmarked, beside);

    // A click there in Play mode plays nothing, and says why.
    action("actionPlayMode")->setChecked(true);
    QTest::mouseClick(view(), Qt::LeftButton, {}, centre.toPoint());
    QCOMPARE(model()->board(), position);
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("double three")) && said.contains(QStringLiteral("h8")),
        qPrintable(said));
    // Black's other moves are played.
    QTest::mouseClick(view(), Qt::LeftButton, {}, view()->cellRect(at("h9")).center().toPoint());
    QCOMPARE(model()->board().at(at("h9")), ttt::Mark::X);
    QVERIFY(model()->forbiddenCells().empty()); // white to move

    // A board renju is not played on: the rules fall back to classic, and the message bar says
    // so.
    action("actionPlayMode")->setChecked(false);
    dialogs.chooseBoard
        = [](QWidget*, const Geometry&, ttt::Rules) { return BoardChoice { Geometry(7, 7, 5) }; };
    m_window->setFileDialogs(dialogs);
    action("actionNew")->trigger();
    QCOMPARE(model()->board().geometry(), Geometry(7, 7, 5));
    QCOMPARE(model()->rules(), ttt::Rules::Classic);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Renju is five")),
        qPrintable(m_window->statusBar()->currentMessage()));
    // Nor can it be chosen there.
    action("actionRenjuRules")->trigger();
    QCOMPARE(model()->rules(), ttt::Rules::Classic);
    QVERIFY(action("actionClassicRules")->isChecked());

    // A renju position pasted on the 7×7 board brings its rules with its board.
    QString text = QStringLiteral("# k=5 rules=renju\n");
    for (int row = 0; row < 15; ++row) {
        for (int column = 0; column < 15; ++column)
            text += QLatin1Char(".xo"[int(position.at(geometry.cellAt(row, column)))]);
        text += QLatin1Char('\n');
    }
    QGuiApplication::clipboard()->setText(text);
    action("actionPaste")->trigger();
    QCOMPARE(model()->board(), position);
    QCOMPARE(model()->rules(), ttt::Rules::Renju);
    QVERIFY(action("actionRenjuRules")->isChecked());
    QCOMPARE(model()->forbiddenCells(), std::vector<Cell> { at("h8") });
    // Undo gives back the 7×7 board under classic rules.
    model()->undoStack()->undo();
    QCOMPARE(model()->board().geometry(), Geometry(7, 7, 5));
    QCOMPARE(model()->rules(), ttt::Rules::Classic);
}

void TestBiggerBoards::omokCrossesOutEitherSidesDoubleThree()
{
    // File › New Board… › Omok 15×15.
    const std::vector<BoardPreset>& presets = NewBoardDialog::presets();
    const auto omok = std::find_if(presets.begin(), presets.end(),
        [](const BoardPreset& preset) { return preset.choice.rules == ttt::Rules::Omok; });
    QVERIFY(omok != presets.end());
    QVERIFY(omok->name().contains(QStringLiteral("double three")));
    FileDialogs dialogs = answeringDialogs({}, {});
    dialogs.chooseBoard = [&](QWidget*, const Geometry&, ttt::Rules) { return omok->choice; };
    m_window->setFileDialogs(dialogs);
    action("actionNew")->trigger();
    QCOMPARE(model()->rules(), ttt::Rules::Omok);
    QVERIFY(action("actionOmokRules")->isChecked());

    // White's twos cross at h8, white (o) to move: a double three there, forbidden to white.
    const Geometry geometry(15, 15, 5);
    ttt::Board position(geometry);
    const auto at = [&](const char* name) { return *ttt::cellFromName(geometry, name); };
    for (const char* name : { "f8", "g8", "h6", "h7" })
        position.set(at(name), ttt::Mark::O);
    for (const char* name : { "a1", "o1", "a15", "o15", "b1" })
        position.set(at(name), ttt::Mark::X);
    model()->setBoard(position);
    QCOMPARE(model()->sideToMove(), std::optional(ttt::Mark::O));
    QCOMPARE(model()->forbiddenCells(), std::vector<Cell> { at("h8") });
    QVERIFY(!model()->canPlay(at("h8")));
    // Under renju white may play there.
    action("actionRenjuRules")->trigger();
    QCOMPARE(model()->rules(), ttt::Rules::Renju);
    QVERIFY(model()->forbiddenCells().empty());
    QVERIFY(model()->canPlay(at("h8")));
    action("actionOmokRules")->trigger();
    QCOMPARE(model()->forbiddenCells(), std::vector<Cell> { at("h8") });

    // A click there in Play mode plays nothing, and says why, naming white and omok.
    action("actionPlayMode")->setChecked(true);
    QTest::mouseClick(view(), Qt::LeftButton, {}, view()->cellRect(at("h8")).center().toPoint());
    QCOMPARE(model()->board(), position);
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.startsWith(Wording::markName(ttt::Mark::O) + QStringLiteral(" may not play h8"))
            && said.contains(QStringLiteral("under omok"))
            && said.contains(QStringLiteral("double three")),
        qPrintable(said));
    action("actionPlayMode")->setChecked(false);

    // A board omok is not played on: the rules fall back to classic, and the message says omok.
    dialogs.chooseBoard
        = [](QWidget*, const Geometry&, ttt::Rules) { return BoardChoice { Geometry(7, 7, 5) }; };
    m_window->setFileDialogs(dialogs);
    action("actionNew")->trigger();
    QCOMPARE(model()->rules(), ttt::Rules::Classic);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Omok is five")),
        qPrintable(m_window->statusBar()->currentMessage()));
}

TTT_TEST_MAIN(TestBiggerBoards)
#include "tst_biggerboards.moc"
