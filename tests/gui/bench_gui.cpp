// ttt-bench-gui: how fast the window answers. A program, not a test; it prints, never asserts.
//
//   click to repainted board   a QTest mouse click on a cell (press and release), the model's
//                              recomputation and analysis, and repaint() of the board (painted
//                              and flushed); then, as a second figure, until the event loop has
//                              nothing left (side panel, history, status bar). Two scenarios:
//                              setting up by cycling random cells, and playing random legal
//                              moves with the heatmap showing.
//                              The same on 8×8 with five in a row, where every click starts a
//                              search in the background while the board repaints.
//   event loop stall           while the window analyses the empty 5×5 board with four in a
//                              row (and 7×7 with five) in the background, the longest time the
//                              window's thread was busy at once: the edit that starts the
//                              search, then each turn of the event loop (reports arriving,
//                              repaints) until the analysis is complete; R windows, median
//   why, pointer to explanation  with the Why panel shown on an analysed board (5×5 with four in
//                              a row, 6×5 with four, 7×7 with five, empty and after a few
//                              moves), the pointer moved onto a random empty cell H times: from
//                              the move to the cell's explanation built from its proof, the panel
//                              and the board repainted; the first figure after the analysis
//                              includes making the proof, and the longest stall of the event
//                              loop while the proof was made
//   gomoku's board             20×20 with five in a row, on a middle game (the 36 stones of a
//                              Gomocup game placed on it): clicks cycling random cells, each
//                              starting a threat search while the board repaints; the longest
//                              stall of the event loop while that middle game is searched; and,
//                              once it is, the pointer moved onto proven cells: from the move to
//                              the forcing line of the cell's threat proof drawn as numbered
//                              stones. The 8×8 figures above are the baseline of the same run.
//   start to first frame       the real ttt-analyzer started K times with
//                              --print-first-frame-time: from starting the process to its line
//                              saying the board has been painted
//
// Usage: ttt-bench-gui [--clicks N] [--stalls R] [--hovers H] [--starts K] [--analyzer PATH]
// Without DISPLAY or WAYLAND_DISPLAY (and no QT_QPA_PLATFORM) it runs offscreen.
#include "analysis/currentexplanation.h"
#include "board/boardview.h"
#include "document/positionmodel.h"
#include "panels/whypanel.h"
#include "window/mainwindow.h"

#include "ttt/text.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>
#include <vector>

namespace {

// The offscreen platform warns on every size-hint change; the timings are what matter here.
void dropPlatformNoise(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.contains(QLatin1String("propagateSizeHints")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

struct Summary {
    double median = 0;
    double p90 = 0;
};

Summary summarise(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    const auto at = [&](double fraction) {
        return samples[std::min(
            samples.size() - 1, std::size_t(fraction * double(samples.size() - 1) + 0.5))];
    };
    return { at(0.5), at(0.9) };
}

// One click's timings, in milliseconds from the press.
struct ClickTiming {
    double boardRepainted = 0; // the board painted (and flushed) with the new position
    double windowIdle = 0; // the side panel, the history and everything else caught up too
};

// Runs the event loop until nothing is left to do: posted events (layouts, updates) and the
// zero-timers some views use to lay out in batches.
void settle()
{
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
}

// One click on `cell` and everything it sets off.
ClickTiming timeClick(MainWindow& window, ttt::Cell cell)
{
    BoardView* view = window.boardView();
    const QPoint point = view->cellRect(cell).center().toPoint();
    QElapsedTimer timer;
    timer.start();
    // Press and release: the model recomputes and asks the board for a repaint...
    QTest::mouseClick(view, Qt::LeftButton, {}, point);
    // ...which repaint() does at once, painting the board and flushing it to the window.
    view->repaint();
    ClickTiming timing;
    timing.boardRepainted = double(timer.nsecsElapsed()) / 1e6;
    settle();
    timing.windowIdle = double(timer.nsecsElapsed()) / 1e6;
    return timing;
}

std::vector<ClickTiming> settingUp(MainWindow& window, int clicks, std::mt19937& random)
{
    window.findChild<QAction*>(QStringLiteral("actionPlayMode"))->setChecked(false);
    std::uniform_int_distribution<int> anyCell(0, window.model()->board().cellCount() - 1);
    std::vector<ClickTiming> samples;
    for (int i = 0; i < clicks; ++i)
        samples.push_back(timeClick(window, anyCell(random)));
    return samples;
}

std::vector<ClickTiming> playing(MainWindow& window, int clicks, std::mt19937& random)
{
    window.findChild<QAction*>(QStringLiteral("actionPlayMode"))->setChecked(true);
    PositionModel* model = window.model();
    model->setBoard(ttt::Board {});
    settle();
    std::vector<ClickTiming> samples;
    while (int(samples.size()) < clicks) {
        if (model->isOver()) {
            model->setBoard(ttt::Board {}); // not timed: start another game
            settle();
        }
        std::vector<ttt::Cell> empty;
        for (ttt::Cell cell = 0; cell < ttt::kTicTacToe.cells(); ++cell) {
            if (model->board().at(cell) == ttt::Mark::Empty)
                empty.push_back(cell);
        }
        std::uniform_int_distribution<std::size_t> pick(0, empty.size() - 1);
        samples.push_back(timeClick(window, empty[pick(random)]));
    }
    window.findChild<QAction*>(QStringLiteral("actionPlayMode"))->setChecked(false);
    return samples;
}

void report(const char* scenario, const std::vector<ClickTiming>& samples)
{
    std::vector<double> board;
    std::vector<double> idle;
    for (const ClickTiming& sample : samples) {
        board.push_back(sample.boardRepainted);
        idle.push_back(sample.windowIdle);
    }
    const Summary boardSummary = summarise(board);
    const Summary idleSummary = summarise(idle);
    std::printf(
        "%s, %zu clicks:\n"
        "  click to repainted board:  median %.3f ms, p90 %.3f ms\n"
        "  click to idle window:      median %.3f ms, p90 %.3f ms (panel and history too)\n",
        scenario, samples.size(), boardSummary.median, boardSummary.p90, idleSummary.median,
        idleSummary.p90);
}

// A fresh window (nothing remembered, the preferences cleared) of `size`, shown.
std::unique_ptr<MainWindow> freshWindow(QSize size)
{
    QSettings().clear();
    auto window = std::make_unique<MainWindow>();
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        std::fprintf(stderr, "ttt-bench-gui: the window was never shown\n");
    return window;
}

// Closes `window`; its edits are unsaved changes, dropped without asking.
void closeDiscarding(MainWindow& window)
{
    FileDialogs dialogs = FileDialogs::standard();
    dialogs.unsavedChanges
        = [](QWidget*, const QString&) { return FileDialogs::UnsavedChanges::Discard; };
    window.setFileDialogs(std::move(dialogs));
    window.close();
}

// The Why panel on one board: what pointing at cells costs once its analysis is complete.
struct WhyTimes {
    double proofAfterAnalysis = 0; // ms from the analysis shown complete to the proof kept
    double proofStall = 0; // the longest the event loop was busy meanwhile
    std::vector<double> hovers; // pointer to explanation on screen, ms
    double hoverTurn = 0; // the longest turn of the event loop among them
    // The baseline: the same with the Why panel hidden (the best line after the cell drawn).
    std::vector<double> plainHovers;
};

// Runs the event loop until `done`, returning the longest time one turn kept it busy (ms).
template <typename Done> double waitTiming(Done done)
{
    double longest = 0;
    QElapsedTimer busy;
    while (!done()) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        busy.start();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        if (qEnvironmentVariableIsSet("TTT_STALL_DEBUG"))
            std::fprintf(stderr, "turn %.2f ms\n", double(busy.nsecsElapsed()) / 1e6);
        longest = std::max(longest, double(busy.nsecsElapsed()) / 1e6);
    }
    return longest;
}

// In a fresh window (nothing remembered, a new engine): `edit` starts a search, and the event
// loop runs until `ended`. The longest the window's thread was busy at once, in ms (the edit
// counted too), the same for the turns of the event loop after the edit alone (while the search
// runs), and how long until the end.
struct Stall {
    double longest = 0;
    double searching = 0;
    double analysis = 0;
};

template <typename Edit, typename Ended> Stall timeStall(Edit edit, Ended ended)
{
    // The window starts on tic-tac-toe, not on the last run's board.
    const std::unique_ptr<MainWindow> window = freshWindow(QSize(1000, 700));
    settle();
    PositionModel* model = window->model();
    QElapsedTimer total;
    total.start();
    QElapsedTimer busy;
    busy.start();
    edit(*model);
    Stall stall;
    stall.longest = double(busy.nsecsElapsed()) / 1e6;
    if (qEnvironmentVariableIsSet("TTT_STALL_DEBUG"))
        std::fprintf(stderr, "change %.2f ms\n", stall.longest);
    stall.searching = waitTiming([&] { return ended(*model); });
    stall.longest = std::max(stall.longest, stall.searching);
    stall.analysis = double(total.nsecsElapsed()) / 1e6;
    closeDiscarding(*window);
    return stall;
}

void reportStalls(const char* board, const ttt::Geometry& geometry, int runs)
{
    std::vector<double> longest;
    std::vector<double> analysis;
    for (int run = 0; run < runs; ++run) {
        const Stall stall
            = timeStall([&geometry](PositionModel& model) { model.changeBoard(geometry); },
                [](const PositionModel& model) {
                    return model.analysisStatus().state == AnalysisStatus::State::Complete;
                });
        longest.push_back(stall.longest);
        analysis.push_back(stall.analysis);
    }
    std::printf("event loop while the empty %s board is analysed in the background, %d windows:\n"
                "  longest stall:  median %.2f ms, worst %.2f ms\n"
                "  analysis shown complete after: median %.1f ms\n",
        board, runs, summarise(longest).median, *std::max_element(longest.begin(), longest.end()),
        summarise(analysis).median);
}

WhyTimes timeWhy(const ttt::Board& board, int hovers, std::mt19937& random)
{
    const std::unique_ptr<MainWindow> owned = freshWindow(QSize(1200, 800));
    MainWindow& window = *owned;
    PositionModel* model = window.model();
    CurrentExplanation* explanation = model->explanation();
    window.findChild<QAction*>(QStringLiteral("actionWhy"))->trigger();
    model->replaceBoard(board, QStringLiteral("Bench"));
    settle();
    waitTiming([&] { return model->analysisStatus().state == AnalysisStatus::State::Complete; });
    WhyTimes times;
    QElapsedTimer timer;
    timer.start();
    times.proofStall
        = waitTiming([&] { return explanation->state() == CurrentExplanation::State::Ready; });
    times.proofAfterAnalysis = double(timer.nsecsElapsed()) / 1e6;
    BoardView* view = window.boardView();
    std::vector<ttt::Cell> empty;
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) == ttt::Mark::Empty)
            empty.push_back(cell);
    }
    std::uniform_int_distribution<std::size_t> pick(0, empty.size() - 1);
    for (int i = 0; i < hovers; ++i) {
        ttt::Cell cell = empty[pick(random)];
        while (explanation->target() == cell)
            cell = empty[pick(random)];
        timer.start();
        // The pointer's move is handled at once (one turn of the event loop), the panel's words
        // in a turn of their own.
        QTest::mouseMove(view, view->cellRect(cell).center().toPoint());
        view->repaint();
        double turn = double(timer.nsecsElapsed()) / 1e6;
        turn = std::max(turn, waitTiming([&] {
            return explanation->target() == cell
                && explanation->state() == CurrentExplanation::State::Ready;
        }));
        QElapsedTimer panel;
        panel.start();
        window.whyPanel()->text(); // the panel's update, if it has not had its turn yet
        window.whyPanel()->repaint();
        turn = std::max(turn, double(panel.nsecsElapsed()) / 1e6);
        times.hovers.push_back(double(timer.nsecsElapsed()) / 1e6);
        times.hoverTurn = std::max(times.hoverTurn, turn);
    }
    window.findChild<QAction*>(QStringLiteral("actionWhy"))->trigger();
    settle();
    for (int i = 0; i < hovers; ++i) {
        ttt::Cell cell = empty[pick(random)];
        while (view->hoveredCell() == cell)
            cell = empty[pick(random)];
        timer.start();
        QTest::mouseMove(view, view->cellRect(cell).center().toPoint());
        waitTiming([&] { return view->hoveredCell() == cell; });
        window.whyPanel()->repaint();
        view->repaint();
        times.plainHovers.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    model->stopAnalysis();
    closeDiscarding(window);
    return times;
}

void reportWhy(int hovers, std::mt19937& random)
{
    const struct {
        const char* name;
        const char* text;
    } boards[] = {
        { "5x5 four-in-a-row, empty", "# size=5x5\n" },
        { "6x5 four-in-a-row, empty", "# size=6x5\n" },
        { "7x7 five-in-a-row, empty", "# k=5 size=7x7\n" },
        { "7x7 five-in-a-row, after d4 c3 e5",
            "# k=5\n.......\n.......\n..o....\n...x...\n"
            "....x..\n.......\n.......\n" },
    };
    for (const auto& board : boards) {
        const ttt::Parsed<ttt::Board> parsed = ttt::parseBoard(board.text);
        if (!parsed) {
            std::fprintf(stderr, "ttt-bench-gui: bad board %s\n", board.name);
            continue;
        }
        const WhyTimes times = timeWhy(*parsed, hovers, random);
        const Summary hover = summarise(times.hovers);
        const Summary plain = summarise(times.plainHovers);
        std::printf(
            "why, %s, %d cells pointed at:\n"
            "  proof kept after the analysis:  %.1f ms (longest stall %.2f ms)\n"
            "  pointer to explanation shown:   median %.2f ms, p90 %.2f ms, worst %.2f ms "
            "(longest turn of the event loop %.2f ms)\n"
            "  baseline, Why hidden:           median %.2f ms, p90 %.2f ms, worst %.2f ms\n",
            board.name, hovers, times.proofAfterAnalysis, times.proofStall, hover.median, hover.p90,
            *std::max_element(times.hovers.begin(), times.hovers.end()), times.hoverTurn,
            plain.median, plain.p90,
            *std::max_element(times.plainHovers.begin(), times.plainHovers.end()));
    }
}

// The middle game of gomoku's board: a Gomocup game after 36 moves, black (x) to move, in the
// top-left 15×15 of a 20×20 board.
ttt::Board gomokuMiddleGame()
{
    const char* rows[] = { "...............", "......o.x......", ".......x.oo....",
        "......x.xxo....", ".....oooxx.....", "......oxox.x...", ".....x.xo.o....",
        "...o.o.xxo.o...", "......xoo.x....", ".......x.x.....", "......o........",
        "...............", "...............", "...............", "..............." };
    std::string text = "# k=5\n";
    for (int row = 0; row < 20; ++row)
        text += (row < 15 ? std::string(rows[row]) : std::string(15, '.')) + ".....\n";
    return *ttt::parseBoard(text);
}

// Once the middle game is searched, the pointer onto `hovers` proven cells in turn: ms from the
// move to its forcing line drawn (the line asked of the analysis thread, found again from the
// threat proof, and painted).
std::vector<double> timeThreatLines(const ttt::Board& board, int hovers, std::mt19937& random)
{
    const std::unique_ptr<MainWindow> window = freshWindow(QSize(1000, 700));
    PositionModel* model = window->model();
    model->replaceBoard(board, QStringLiteral("Bench"));
    waitTiming([&] { return model->analysisStatus().positions > 0 && !model->isAnalysing(); });
    BoardView* view = window->boardView();
    // The board alone: a repaint of the searched middle game, its 364 estimates and proven
    // results.
    std::vector<double> paints;
    for (int i = 0; i < 30; ++i) {
        QElapsedTimer paint;
        paint.start();
        view->repaint();
        paints.push_back(double(paint.nsecsElapsed()) / 1e6);
    }
    std::printf("20x20 middle game, the board repainted: median %.2f ms, p90 %.2f ms\n",
        summarise(paints).median, summarise(paints).p90);
    std::vector<ttt::Cell> proven;
    for (ttt::Cell cell = 0; cell < board.cellCount(); ++cell) {
        const std::optional<ttt::Evaluation> evaluation = model->moveEvaluation(cell);
        if (evaluation && evaluation->isProven() && evaluation->plies > 1)
            proven.push_back(cell);
    }
    std::vector<double> times;
    if (proven.empty())
        return times;
    std::uniform_int_distribution<std::size_t> pick(0, proven.size() - 1);
    for (int i = 0; i < hovers; ++i) {
        const ttt::Cell cell = proven[pick(random)];
        QTest::mouseMove(view, QPoint(2, 2)); // away, and back onto the cell
        settle();
        QElapsedTimer timer;
        timer.start();
        QTest::mouseMove(view, view->cellRect(cell).center().toPoint());
        QElapsedTimer limit;
        limit.start();
        waitTiming([&] { return model->continuation(cell).size() > 1 || limit.elapsed() > 5000; });
        view->repaint();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    closeDiscarding(*window);
    return times;
}

struct StartTimes {
    std::vector<double> wall; // process start to the first-frame line
    std::vector<double> inProcess; // what the program measured from main()
    QString failure;
};

StartTimes timeStarts(const QString& analyzer, int starts)
{
    StartTimes result;
    QTemporaryDir settings; // the analyzer's preferences go here, not into the real ones
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), settings.path());
    for (int run = 0; run <= starts; ++run) { // run 0 warms the page cache and is not counted
        QProcess process;
        process.setProcessEnvironment(environment);
        process.setProcessChannelMode(QProcess::SeparateChannels);
        QElapsedTimer timer;
        timer.start();
        process.start(analyzer, { QStringLiteral("--print-first-frame-time") });
        QByteArray output;
        double wall = -1;
        while (process.waitForReadyRead(10000)) {
            output += process.readAllStandardOutput();
            if (output.contains('\n')) {
                wall = double(timer.nsecsElapsed()) / 1e6;
                break;
            }
        }
        process.waitForFinished(10000);
        if (wall < 0 || !output.startsWith("first-frame ")) {
            result.failure
                = QStringLiteral("%1 printed no first-frame line (stderr: %2)")
                      .arg(analyzer, QString::fromLocal8Bit(process.readAllStandardError()));
            return result;
        }
        if (run == 0)
            continue;
        result.wall.push_back(wall);
        result.inProcess.push_back(output.split(' ').at(1).toDouble());
    }
    return result;
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    qInstallMessageHandler(dropPlatformNoise);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("TicTacToeAnalyzerBench"));
    QApplication::setApplicationName(QStringLiteral("ttt-bench-gui"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Times the analysis window: click to repainted board, start to first frame."));
    parser.addHelpOption();
    const QCommandLineOption clicksOption(QStringLiteral("clicks"),
        QStringLiteral("Timed clicks per scenario."), QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption stallsOption(QStringLiteral("stalls"),
        QStringLiteral("Background analyses timed for the event loop's stalls."),
        QStringLiteral("R"), QStringLiteral("10"));
    const QCommandLineOption hoversOption(QStringLiteral("hovers"),
        QStringLiteral("Cells pointed at with the Why panel shown, per board."),
        QStringLiteral("H"), QStringLiteral("100"));
    const QCommandLineOption startsOption(QStringLiteral("starts"),
        QStringLiteral("Timed starts of ttt-analyzer."), QStringLiteral("K"), QStringLiteral("10"));
    const QCommandLineOption analyzerOption(QStringLiteral("analyzer"),
        QStringLiteral("The ttt-analyzer to start."), QStringLiteral("PATH"),
        QStringLiteral(TTT_ANALYZER_PATH));
    parser.addOptions({ clicksOption, stallsOption, hoversOption, startsOption, analyzerOption });
    parser.process(app);
    const int clicks = std::max(1, parser.value(clicksOption).toInt());
    const int stalls = std::max(0, parser.value(stallsOption).toInt());
    const int starts = std::max(0, parser.value(startsOption).toInt());
    const int hovers = std::max(0, parser.value(hoversOption).toInt());

    QSettings().clear();
    std::printf("platform: %s\n", qPrintable(QGuiApplication::platformName()));

    MainWindow window;
    window.resize(1000, 700);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        std::fprintf(stderr, "ttt-bench-gui: the window was never shown\n");
        return 1;
    }
    std::mt19937 random(20240611);
    settingUp(window, 50, random); // warm-up, not counted
    report("setting up (random cells cycled)", settingUp(window, clicks, random));
    report("playing (random legal moves, heatmap shown)", playing(window, clicks, random));
    // 8x8 with five in a row: each click stops one search and starts another.
    window.model()->changeBoard(ttt::Geometry(8, 8, 5));
    settle();
    settingUp(window, 20, random); // warm-up, not counted
    report("8x8 five in a row, setting up (each click starts a background search)",
        settingUp(window, std::max(1, clicks / 5), random));
    window.model()->stopAnalysis();
    // Gomoku's 20×20 on a middle game: each click stops one threat search and starts another.
    const ttt::Board middleGame = gomokuMiddleGame();
    window.model()->replaceBoard(middleGame, QStringLiteral("Bench"));
    settle();
    settingUp(window, 10, random); // warm-up, not counted
    report("20x20 five in a row, a middle game, setting up (each click starts a threat search)",
        settingUp(window, std::max(1, clicks / 5), random));
    window.model()->stopAnalysis();
    // The clicks are unsaved changes: closing drops them without asking.
    FileDialogs dialogs = FileDialogs::standard();
    dialogs.unsavedChanges
        = [](QWidget*, const QString&) { return FileDialogs::UnsavedChanges::Discard; };
    window.setFileDialogs(std::move(dialogs));
    window.close();
    QSettings().clear();

    if (stalls > 0) {
        reportStalls("5x5 four-in-a-row", ttt::Geometry(5, 5, 4), stalls);
        reportStalls("7x7 five-in-a-row", ttt::Geometry(7, 7, 5), std::max(1, stalls / 2));
    }

    if (stalls > 0) {
        std::vector<double> longest;
        std::vector<double> searching;
        std::vector<double> analysis;
        for (int run = 0; run < std::max(1, stalls / 2); ++run) {
            // A big board's threat search ends by itself, stopped, not complete.
            const Stall stall = timeStall(
                [&middleGame](PositionModel& model) {
                    model.replaceBoard(middleGame, QStringLiteral("Bench"));
                },
                [](const PositionModel& model) {
                    return model.analysisStatus().positions > 0 && !model.isAnalysing();
                });
            longest.push_back(stall.longest);
            searching.push_back(stall.searching);
            analysis.push_back(stall.analysis);
        }
        std::printf("event loop while a 20x20 middle game is searched for threats, %zu windows:\n"
                    "  longest stall:  median %.2f ms, worst %.2f ms (the switch from 3x3 "
                    "counted)\n"
                    "  while searching: median %.2f ms, worst %.2f ms\n"
                    "  search ended after: median %.1f ms\n",
            longest.size(), summarise(longest).median,
            *std::max_element(longest.begin(), longest.end()), summarise(searching).median,
            *std::max_element(searching.begin(), searching.end()), summarise(analysis).median);
    }

    if (hovers > 0) {
        std::mt19937 pointer(20261126);
        reportWhy(hovers, pointer);
        const std::vector<double> lines = timeThreatLines(middleGame, hovers, pointer);
        if (!lines.empty()) {
            const Summary line = summarise(lines);
            std::printf("20x20 middle game, pointer to forcing line drawn, %zu proven cells "
                        "pointed at: median %.2f ms, p90 %.2f ms, worst %.2f ms\n",
                lines.size(), line.median, line.p90, *std::max_element(lines.begin(), lines.end()));
        }
    }

    if (starts > 0) {
        const StartTimes times = timeStarts(parser.value(analyzerOption), starts);
        if (!times.failure.isEmpty()) {
            std::fprintf(stderr, "ttt-bench-gui: %s\n", qPrintable(times.failure));
            return 1;
        }
        const Summary wall = summarise(times.wall);
        const Summary inProcess = summarise(times.inProcess);
        std::printf(
            "start to first frame (%d starts after one warm-up): median %.1f ms, p90 %.1f ms "
            "(of which from main(): median %.1f ms)\n",
            starts, wall.median, wall.p90, inProcess.median);
    }
    QSettings().clear();
    return 0;
}
