// A seeded monkey on the real window: random clicks and right clicks in and beside the cells,
// keys, pastes and drops of good and bad text, undos and redos past either end, the window's
// actions (Play mode, Perfect reply, Clear board, rules, first player, ...), and resizes down to
// a single pixel and back. After every action the window must hold together: no crash or
// assertion (the sanitize preset runs this under ASan and UBSan), no Qt warning, and what is
// painted is the model — each filled cell shows its mark, each empty cell the heatmap colour of
// the model's analysis — while the board's accessible description and the panel's verdict say
// the model's verdict and the undo buttons follow the stack.
//
// The seed is printed. TTT_MONKEY_SEED and TTT_MONKEY_ACTIONS replace the seed and the number of
// actions, for longer runs or to replay a failure:
//     TTT_MONKEY_SEED=7 TTT_MONKEY_ACTIONS=100000 ctest -R tst_monkey --output-on-failure
#include "analysis/currentexplanation.h"
#include "board/boardview.h"
#include "board/heatmap.h"
#include "document/positionmodel.h"
#include "guitestsupport.h"
#include "panels/analysispanel.h"
#include "window/mainwindow.h"
#include "words/wording.h"

#include "ttt/text.h"

#include "testmain.h"
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QListView>
#include <QMimeData>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>

using ttt::Cell;
using ttt::Mark;

namespace {

constexpr std::uint64_t kDefaultSeed = 20240605;
constexpr int kDefaultActions = 2000;
// Below this tile size a mark's strokes no longer cover whole pixels: the colours are not
// sampled (the board is still painted and grabbed).
constexpr double kSampledTileSide = 30;
// How many of the last actions a failure message lists.
constexpr int kActionsRemembered = 12;

std::uint64_t environmentNumber(const char* name, std::uint64_t fallback)
{
    bool ok = false;
    const std::uint64_t value = qEnvironmentVariable(name).toULongLong(&ok);
    return ok ? value : fallback;
}

// The sum of the channel differences: 0 for the same colour.
int colourDistance(const QColor& a, const QColor& b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
        + std::abs(a.blue() - b.blue());
}

QString colourName(const QColor& colour)
{
    return colour.name(QColor::HexRgb);
}

QStringList names(const QList<QAction*>& actions)
{
    QStringList result;
    for (const QAction* action : actions)
        result << action->objectName();
    return result;
}

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void randomActionsKeepThePaintedBoardTheModels();

private:
    // The random source: std::mt19937_64 is the same on every platform, and so is taking it
    // modulo n (std::uniform_int_distribution is not), so a seed replays anywhere.
    std::uint64_t below(std::uint64_t bound) { return m_random() % bound; }
    int belowInt(int bound) { return int(below(std::uint64_t(bound))); }
    bool chance(int percent) { return belowInt(100) < percent; }
    template <typename T> const T& pick(const QList<T>& list)
    {
        return list.at(belowInt(int(list.size())));
    }

    // The actions. Each says what it did, for the failure message.
    QString act();
    QString click();
    QString pressHereReleaseThere();
    QString hover();
    QString pressKey();
    QString paste();
    QString drop();
    QString undoOrRedo(bool undo);
    QString triggerAction();
    QString resize();
    QString goBackInHistory();

    QPoint randomPoint();
    QByteArray randomText(QString& kind);
    QByteArray randomBoardText();
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QString::fromLatin1(name));
    }

    // Whether the window still shows the model; on a mismatch the test fails (QVERIFY).
    void checkWindow(int step);
    void checkPaintedBoard(int step);
    QString recentActions() const;

    std::unique_ptr<MainWindow> m_window;
    std::mt19937_64 m_random;
    QList<QByteArray> m_corpus; // the files of tests/data/bad
    QStringList m_recent; // the last few actions
    QList<QAction*> m_actions; // the window's actions the monkey may trigger
    QStringList m_modalDialogs; // the titles of modal dialogs an action opened
    int m_boardsSampled = 0;
    int m_boardChanges = 0;
    int m_undosPastTheStart = 0;
    int m_redosPastTheEnd = 0;
    int m_tinySizes = 0;
};

void TestMonkey::initTestCase()
{
    useTestSettings(QStringLiteral("tst_monkey"));
    const QDir corpus(QStringLiteral(TTT_BAD_INPUT_DIR));
    for (const QString& name : corpus.entryList(QDir::Files, QDir::Name)) {
        if (name == QLatin1String("expectations.tsv"))
            continue;
        QFile file(corpus.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_corpus << file.readAll();
    }
    QVERIFY(!m_corpus.isEmpty());
}

void TestMonkey::init()
{
    m_window = windowOnClearedSettings();
    // No action may ever meet a real, modal file dialog: every dialog is cancelled.
    m_window->setFileDialogs(answeringDialogs({}, {}));
    // The layout asks for a few hundred pixels; a window manager may still give less, and the
    // monkey goes down to one pixel.
    m_window->setMinimumSize(1, 1);
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));

    // Every action of the window, but those that close it or open a window a person must
    // close (the file dialogs are cancelled, so File's actions may stay).
    const QStringList leaveOut { "actionQuit", "actionHelp", "actionAbout", "actionAboutQt" };
    m_actions.clear();
    for (QAction* candidate : m_window->findChildren<QAction*>()) {
        const QString name = candidate->objectName();
        if (name.startsWith(QLatin1String("action")) && !leaveOut.contains(name))
            m_actions << candidate;
    }
    std::sort(m_actions.begin(), m_actions.end(),
        [](const QAction* a, const QAction* b) { return a->objectName() < b->objectName(); });
    QVERIFY(m_actions.size() >= 15);
}

void TestMonkey::cleanup()
{
    m_window.reset();
    QApplication::clipboard()->clear();
}

void TestMonkey::randomActionsKeepThePaintedBoardTheModels()
{
    const std::uint64_t seed = environmentNumber("TTT_MONKEY_SEED", kDefaultSeed);
    const int actions = int(environmentNumber("TTT_MONKEY_ACTIONS", kDefaultActions));
    m_random.seed(seed);
    qInfo("monkey: seed %llu, %d actions (set TTT_MONKEY_SEED and TTT_MONKEY_ACTIONS to change); "
          "the window's actions: %s",
        static_cast<unsigned long long>(seed), actions,
        qPrintable(names(m_actions).join(QStringLiteral(", "))));

    // From here on any warning is a failure: a painter on a null pixmap, a layout that cannot
    // fit, a bad cast. Two kinds are about the machine, not the window: the offscreen
    // platform's note about size hints, and fonts without shaping tables for a script that
    // random bytes pasted into a message happened to name.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(
        "^(?!This plugin does not support propagateSizeHints\\(\\)|\\s*OpenType support missing "
        "for \".*\", script \\d+$).*")));

    // An action that opened a modal dialog would wait for a person for ever: the watchdog
    // closes it, and the test fails.
    QTimer watchdog;
    watchdog.setInterval(200);
    connect(&watchdog, &QTimer::timeout, this, [this] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        m_modalDialogs << modal->windowTitle();
        if (auto* dialog = qobject_cast<QDialog*>(modal))
            dialog->reject();
        else
            modal->close();
    });
    watchdog.start();

    checkWindow(0);
    for (int step = 1; step <= actions && !QTest::currentTestFailed(); ++step) {
        const ttt::Board before = m_window->model()->board();
        m_recent << QStringLiteral("%1: %2").arg(step).arg(act());
        if (m_recent.size() > kActionsRemembered)
            m_recent.removeFirst();
        m_boardChanges += m_window->model()->board() != before;
        checkWindow(step);
    }
    if (QTest::currentTestFailed()) {
        // A warning fails the test where it is raised, without saying what led to it.
        qInfo("%s", qPrintable(QStringLiteral("monkey: stopped") + recentActions()));
        return;
    }

    qInfo("monkey: %d board changes, %d boards sampled, %d undos past the start, %d redos past "
          "the end, %d tiny sizes",
        m_boardChanges, m_boardsSampled, m_undosPastTheStart, m_redosPastTheEnd, m_tinySizes);
    // A monkey that never reaches the board tests nothing: the default run must have done
    // every kind of thing often.
    if (actions >= kDefaultActions) {
        QVERIFY(m_boardChanges > actions / 10);
        QVERIFY(m_boardsSampled > actions / 4);
        QVERIFY(m_undosPastTheStart > 0);
        QVERIFY(m_redosPastTheEnd > 0);
        QVERIFY(m_tinySizes > 0);
    }
}

QString TestMonkey::act()
{
    // Weights: mostly clicks and keys, as a person's hands would do.
    const int roll = belowInt(100);
    if (roll < 24)
        return click();
    if (roll < 28)
        return pressHereReleaseThere();
    if (roll < 32)
        return hover();
    if (roll < 52)
        return pressKey();
    if (roll < 60)
        return paste();
    if (roll < 63)
        return drop();
    if (roll < 70)
        return undoOrRedo(true);
    if (roll < 76)
        return undoOrRedo(false);
    if (roll < 88)
        return triggerAction();
    if (roll < 96)
        return resize();
    return goBackInHistory();
}

QPoint TestMonkey::randomPoint()
{
    BoardView* view = m_window->boardView();
    // Mostly somewhere on the board's square (cells, gaps, margins), sometimes anywhere on the
    // widget or a little beyond it.
    // (One draw per statement: the order in which a call's arguments are worked out is up to
    // the compiler, and the seed must replay the same with any.)
    if (chance(75) && view->boardRect().width() > 1) {
        const QRectF square = view->boardRect();
        const double x = square.left() + double(below(10001)) / 10000 * square.width();
        const double y = square.top() + double(below(10001)) / 10000 * square.height();
        return QPointF(x, y).toPoint();
    }
    const int x = belowInt(view->width() + 41) - 20;
    const int y = belowInt(view->height() + 41) - 20;
    return QPoint(x, y);
}

QString TestMonkey::click()
{
    const Qt::MouseButton button = chance(70) ? Qt::LeftButton : Qt::RightButton;
    const QPoint point = randomPoint();
    QTest::mouseClick(m_window->boardView(), button, {}, point);
    return QStringLiteral("%1 click at (%2, %3), cell %4")
        .arg(button == Qt::LeftButton ? QStringLiteral("left") : QStringLiteral("right"))
        .arg(point.x())
        .arg(point.y())
        .arg(m_window->boardView()->cellAt(point));
}

QString TestMonkey::pressHereReleaseThere()
{
    const QPoint from = randomPoint();
    const QPoint to = randomPoint();
    QTest::mousePress(m_window->boardView(), Qt::LeftButton, {}, from);
    QTest::mouseRelease(m_window->boardView(), Qt::LeftButton, {}, to);
    return QStringLiteral("press at (%1, %2), release at (%3, %4)")
        .arg(from.x())
        .arg(from.y())
        .arg(to.x())
        .arg(to.y());
}

QString TestMonkey::hover()
{
    if (chance(25)) {
        QTest::mouseMove(m_window.get(), QPoint(1, 1));
        return QStringLiteral("mouse off the board");
    }
    const QPoint point = randomPoint();
    QTest::mouseMove(m_window->boardView(), point);
    return QStringLiteral("mouse over (%1, %2)").arg(point.x()).arg(point.y());
}

QString TestMonkey::pressKey()
{
    static const QList<Qt::Key> keys { Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down,
        Qt::Key_Home, Qt::Key_End, Qt::Key_X, Qt::Key_O, Qt::Key_Period, Qt::Key_Space,
        Qt::Key_Delete, Qt::Key_Backspace, Qt::Key_Return, Qt::Key_Enter, Qt::Key_Minus,
        Qt::Key_Escape, Qt::Key_Tab };
    // A third of the time any letter or digit: keys the board does not know must do nothing.
    Qt::Key key = pick(keys);
    if (chance(33)) {
        key = chance(75) ? Qt::Key(Qt::Key_A + belowInt(26)) : Qt::Key(Qt::Key_0 + belowInt(10));
    }
    const Qt::KeyboardModifiers modifiers = chance(10) ? Qt::ShiftModifier : Qt::NoModifier;
    QTest::keyClick(m_window->boardView(), key, modifiers);
    return QStringLiteral("key %1%2")
        .arg(modifiers ? QStringLiteral("Shift+") : QString(), QKeySequence(key).toString());
}

QByteArray TestMonkey::randomBoardText()
{
    static const char cells[] = "xXoO.-_";
    QByteArray rows[ttt::kTicTacToe.rows()];
    for (QByteArray& row : rows) {
        for (int column = 0; column < ttt::kTicTacToe.columns(); ++column)
            row += cells[below(sizeof cells - 1)];
    }
    QByteArray text = chance(10) ? QByteArray("\xEF\xBB\xBF") : QByteArray();
    if (chance(50)) {
        for (int row = 0; row < ttt::kTicTacToe.rows(); ++row) {
            if (row > 0 && chance(50))
                text += '/';
            text += rows[row];
        }
    } else {
        const QByteArray end = chance(30) ? "\r\n" : "\n";
        if (chance(20))
            text += end;
        for (const QByteArray& row : rows) {
            text += row;
            if (chance(10))
                text += "  ";
            text += end;
        }
    }
    return text;
}

QByteArray TestMonkey::randomText(QString& kind)
{
    const int roll = belowInt(100);
    if (roll < 45) {
        kind = QStringLiteral("a board");
        return randomBoardText();
    }
    if (roll < 65) {
        kind = QStringLiteral("a board with a byte changed");
        QByteArray text = randomBoardText();
        if (!text.isEmpty()) {
            const int at = belowInt(int(text.size()));
            text[at] = char(below(256));
        }
        return text;
    }
    if (roll < 85) {
        const int index = belowInt(int(m_corpus.size()));
        kind = QStringLiteral("bad-input file %1").arg(index);
        return m_corpus.at(index);
    }
    kind = QStringLiteral("random bytes");
    QByteArray bytes;
    const int length = belowInt(48);
    for (int i = 0; i < length; ++i)
        bytes += char(below(256));
    return bytes;
}

QString TestMonkey::paste()
{
    QString kind;
    const QByteArray text = randomText(kind);
    // The bytes as the clipboard's text/plain data, as another program would put them there
    // (Qt reads them as UTF-8 when the window asks for text).
    auto* mime = new QMimeData;
    mime->setData(QStringLiteral("text/plain"), text);
    QApplication::clipboard()->setMimeData(mime);
    if (chance(50))
        action("actionPaste")->trigger();
    else
        QTest::keySequence(m_window.get(), QKeySequence(QKeySequence::Paste));
    return QStringLiteral("paste %1: %2").arg(kind, QString::fromLatin1(text.left(40).toHex()));
}

QString TestMonkey::drop()
{
    QString kind;
    const QByteArray text = randomText(kind);
    QMimeData mime;
    mime.setData(QStringLiteral("text/plain"), text);
    const QPoint where = m_window->boardView()->mapTo(m_window.get(), randomPoint());
    QDragEnterEvent enter(where, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QDropEvent drop(QPointF(where), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    return QStringLiteral("drop %1: %2").arg(kind, QString::fromLatin1(text.left(40).toHex()));
}

QString TestMonkey::undoOrRedo(bool undo)
{
    QUndoStack* stack = m_window->model()->undoStack();
    // Often more than there is to undo or redo.
    const int available = undo ? stack->index() : stack->count() - stack->index();
    const int times = 1 + belowInt(chance(50) ? 3 : available + 4);
    const int way = belowInt(4);
    for (int i = 0; i < times; ++i) {
        const bool pastTheEnd = undo ? !stack->canUndo() : !stack->canRedo();
        (undo ? m_undosPastTheStart : m_redosPastTheEnd) += pastTheEnd;
        switch (way) {
        case 0:
            action(undo ? "actionUndo" : "actionRedo")->trigger();
            break;
        case 1:
            QTest::keySequence(
                m_window.get(), QKeySequence(undo ? QKeySequence::Undo : QKeySequence::Redo));
            break;
        default:
            // The stack itself does nothing at either end, too.
            undo ? stack->undo() : stack->redo();
            break;
        }
    }
    return QStringLiteral("%1 %2 times (%3 available)")
        .arg(undo ? QStringLiteral("undo") : QStringLiteral("redo"))
        .arg(times)
        .arg(available);
}

QString TestMonkey::triggerAction()
{
    // Half the time one of those that change the most: modes and clearing.
    static const QList<const char*> often { "actionPlayMode", "actionPerfectReply",
        "actionClearBoard", "actionPlayBestMove" };
    QAction* chosen = chance(50) ? action(pick(often)) : pick(m_actions);
    if (!chosen)
        return QStringLiteral("an action the window does not have");
    chosen->trigger(); // a disabled action ignores it, as a greyed-out menu entry would
    return QStringLiteral("%1%2").arg(chosen->objectName(),
        !chosen->isCheckable()    ? QString()
            : chosen->isChecked() ? QStringLiteral(" (on)")
                                  : QStringLiteral(" (off)"));
}

QString TestMonkey::resize()
{
    static const QList<QSize> sizes { { 1, 1 }, { 2, 2 }, { 50, 30 }, { 30, 50 }, { 120, 90 },
        { 300, 200 }, { 640, 480 }, { 800, 600 }, { 1000, 700 }, { 1000, 700 }, { 1400, 1000 } };
    QSize size = pick(sizes);
    if (chance(30)) {
        size.setWidth(1 + belowInt(1400));
        size.setHeight(1 + belowInt(1000));
    }
    m_tinySizes += size.width() < 100 || size.height() < 100;
    m_window->resize(size);
    return QStringLiteral("resize to %1x%2 (got %3x%4, board %5x%6)")
        .arg(size.width())
        .arg(size.height())
        .arg(m_window->width())
        .arg(m_window->height())
        .arg(m_window->boardView()->width())
        .arg(m_window->boardView()->height());
}

QString TestMonkey::goBackInHistory()
{
    auto* history = m_window->findChild<QListView*>(QStringLiteral("historyView"));
    if (!history || history->model()->rowCount() == 0)
        return QStringLiteral("history (none)");
    const int row = belowInt(history->model()->rowCount());
    history->setCurrentIndex(history->model()->index(row, 0));
    return QStringLiteral("history row %1 of %2").arg(row).arg(history->model()->rowCount());
}

QString TestMonkey::recentActions() const
{
    return QStringLiteral("\n    after: ") + m_recent.join(QStringLiteral("\n           "));
}

void TestMonkey::checkWindow(int step)
{
    // Whatever follows an action on the event loop (layout, the panel's refresh, repaints)
    // happens now.
    QCoreApplication::processEvents();
    QVERIFY2(m_modalDialogs.isEmpty(),
        qPrintable(QStringLiteral("a modal dialog opened: ")
            + m_modalDialogs.join(QStringLiteral(", ")) + recentActions()));

    PositionModel* model = m_window->model();
    const QUndoStack* stack = model->undoStack();
    QVERIFY2(0 <= stack->index() && stack->index() <= stack->count(), qPrintable(recentActions()));
    QVERIFY2(action("actionUndo")->isEnabled() == stack->canUndo(), qPrintable(recentActions()));
    QVERIFY2(action("actionRedo")->isEnabled() == stack->canRedo(), qPrintable(recentActions()));
    QVERIFY2(m_window->isWindowModified() == model->isModified(), qPrintable(recentActions()));

    // The words say the model's verdict: the board's description at once (then the focus
    // cell's result), the panel on the next turn of the event loop.
    const QString verdict = Wording::positionVerdict(*model);
    QVERIFY2(
        m_window->boardView()->accessibleDescription().section(QLatin1Char('\n'), 0, 0) == verdict,
        qPrintable(QStringLiteral("board says '%1', model '%2'")
                       .arg(m_window->boardView()->accessibleDescription(), verdict)
            + recentActions()));
    QTRY_VERIFY2_WITH_TIMEOUT(m_window->analysisPanel()->verdict() == verdict,
        qPrintable(QStringLiteral("panel says '%1', model '%2'")
                       .arg(m_window->analysisPanel()->verdict(), verdict)
            + recentActions()),
        2000);

    checkPaintedBoard(step);
}

void TestMonkey::checkPaintedBoard(int step)
{
    BoardView* view = m_window->boardView();
    // Painting at any size must work, however small; only a board large enough is sampled.
    const QImage image = view->grab().toImage();
    if (!view->isVisible() || view->cellRect(0).width() < kSampledTileSide)
        return;
    QVERIFY2(image.size() == view->size() * image.devicePixelRatio(), qPrintable(recentActions()));
    QVERIFY(image.devicePixelRatio() == 1.0);
    ++m_boardsSampled;

    const PositionModel* model = view->model();
    const QPalette palette = view->palette();
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const bool heatmap
        = view->showHeatmap() && model->hasMoveEvaluations() && !model->answersHidden();

    // Cells the sample cannot read: a winning line is drawn through their centres, and the
    // hovered move's continuation puts ghost marks on them.
    QSet<Cell> covered;
    for (const WinningLine& line : model->winningLines()) {
        for (Cell cell : model->board().geometry().cellsOf(line.cells.cells))
            covered.insert(cell);
    }
    if (model->board().geometry().isValidCell(view->hoveredCell()) && heatmap) {
        for (Cell cell : model->continuation(view->hoveredCell()))
            covered.insert(cell);
    }
    // And the Why panel's marks: its moves, lines, dominoes and struck-out marks.
    if (view->showExplanation() && heatmap) {
        const ExplanationMarks& marks = model->explanation()->marks();
        for (const ExplanationMarks::Move& move : marks.moves)
            covered.insert(move.cell);
        for (const ExplanationMarks::Line& line : marks.lines)
            covered.unite(QSet<Cell>(line.cells.begin(), line.cells.end()));
        // A pair's ends, and the cells its light link crosses when they are apart.
        for (const auto& [a, b] : marks.pairs) {
            const QPointF from = view->cellRect(a).center();
            const QPointF along = view->cellRect(b).center() - from;
            const double length = std::hypot(along.x(), along.y());
            for (Cell cell = 0; cell < model->board().cellCount(); ++cell) {
                const QPointF to = view->cellRect(cell).center() - from;
                const double t = (to.x() * along.x() + to.y() * along.y()) / (length * length);
                const double off = std::abs(to.x() * along.y() - to.y() * along.x()) / length;
                if (t >= 0 && t <= 1 && off < view->cellRect(0).width() * 0.1)
                    covered.insert(cell);
            }
        }
        covered.unite(QSet<Cell>(marks.without.begin(), marks.without.end()));
        covered.insert(marks.fork);
    }

    const QString position = QString::fromStdString(ttt::formatOneLine(model->board()));
    for (Cell cell = 0; cell < ttt::kTicTacToe.cells(); ++cell) {
        if (covered.contains(cell))
            continue;
        const QRectF tile = view->cellRect(cell);
        const QColor centre = image.pixelColor(tile.center().toPoint());
        // Along the middle row of the tile, from its centre to near its edge (short of the
        // hover and focus rings): an o's ring crosses it, nothing else drawn there is text.
        int textPixels = 0;
        for (int x = int(tile.center().x()) + 1; x < int(tile.center().x() + tile.width() * 0.4);
             ++x)
            textPixels += colourDistance(image.pixelColor(x, int(tile.center().y())), text) <= 40;

        const Mark mark = model->board().at(cell);
        QString problem;
        if (view->showsStones()) {
            // The go board's look (View › Board Look): black and white stones, and a proven
            // result's fill around an empty intersection.
            const std::optional<ttt::Evaluation> evaluation
                = heatmap && mark == Mark::Empty ? model->moveEvaluation(cell) : std::nullopt;
            // Beside the centre, where the last move's square is not.
            const QColor stone
                = image.pixelColor((tile.center() + QPointF(tile.width() * 0.25, 0)).toPoint());
            if (mark == Mark::X && stone.lightnessF() > 0.3)
                problem = QStringLiteral("black stone: %1").arg(colourName(stone));
            else if (mark == Mark::O && stone.lightnessF() < 0.85)
                problem = QStringLiteral("white stone: %1").arg(colourName(stone));
            else if (evaluation && evaluation->isProven()
                && centre != Heatmap::fillColor(*evaluation, model->rules(), palette))
                problem = QStringLiteral("proven: centre %1").arg(colourName(centre));
        } else if (mark == Mark::X) {
            // The two strokes cross at the centre.
            if (colourDistance(centre, text) > 24)
                problem = QStringLiteral("x: centre %1, not the text colour %2")
                              .arg(colourName(centre), colourName(text));
        } else if (mark == Mark::O) {
            if (centre != base || textPixels == 0)
                problem = QStringLiteral("o: centre %1 (expected %2), %3 ring pixels")
                              .arg(colourName(centre), colourName(base))
                              .arg(textPixels);
        } else {
            const std::optional<ttt::Evaluation> evaluation
                = heatmap ? model->moveEvaluation(cell) : std::nullopt;
            const QColor expected
                = evaluation ? Heatmap::fillColor(*evaluation, model->rules(), palette) : base;
            if (centre != expected || textPixels != 0)
                problem = QStringLiteral("empty: centre %1 (expected %2), %3 mark pixels")
                              .arg(colourName(centre), colourName(expected))
                              .arg(textPixels);
        }
        QVERIFY2(problem.isEmpty(),
            qPrintable(QStringLiteral("step %1, board %2, cell %3 (tile %4 px): %5")
                           .arg(step)
                           .arg(position)
                           .arg(cell)
                           .arg(tile.width())
                           .arg(problem)
                + recentActions()));
    }
}

TTT_TEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
