// ttt-analyzer: starts the analysis window, optionally with a board file opened.
#include "appearance.h"
#include "boardview.h"
#include "mainwindow.h"

#include "ttt/processor.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QStyle>
#include <QStyleFactory>
#include <QTimer>

#include <cstdio>

namespace {

// For the start-up benchmark: once the board has been painted for the first time, prints the
// milliseconds since main() began and quits.
class FirstFrameReporter : public QObject {
public:
    explicit FirstFrameReporter(const QElapsedTimer& sinceStart)
        : m_sinceStart(sinceStart)
    { }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            // Report after the paint event has been handled and the frame flushed.
            QTimer::singleShot(0, this, [this] {
                std::printf("first-frame %.3f ms after main()\n",
                    double(m_sinceStart.nsecsElapsed()) / 1e6);
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer& m_sinceStart;
    bool m_seen = false;
};

} // namespace

int main(int argc, char* argv[])
{
    if (ttt::reportMissingProcessorFeature("ttt-analyzer"))
        return 1;
    QElapsedTimer sinceStart;
    sinceStart.start();

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("TicTacToeAnalyzer"));
    QApplication::setOrganizationDomain(QStringLiteral("tictactoe-analyzer.invalid"));
    QApplication::setApplicationName(QStringLiteral("ttt-analyzer"));
    QApplication::setApplicationDisplayName(
        QCoreApplication::translate("main", "Tic-Tac-Toe Analyzer"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("ttt-analyzer"));
    QApplication::setWindowIcon(Appearance::applicationIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main",
        "See why a tic-tac-toe position is won, drawn or lost: every empty cell shows what it "
        "leads to with perfect play."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate(
            "main", "A board to open: rows of x, o and ., or one line such as xoo/.x./..x."),
        QStringLiteral("[file]"));
    const QCommandLineOption dark(QStringLiteral("dark"),
        QCoreApplication::translate(
            "main", "Use the Fusion style with a dark palette, whatever the desktop's theme."));
    const QCommandLineOption light(QStringLiteral("light"),
        QCoreApplication::translate(
            "main", "Use the Fusion style with its light palette, whatever the desktop's theme."));
    QCommandLineOption firstFrame(QStringLiteral("print-first-frame-time"),
        QCoreApplication::translate("main",
            "Print the time from start to the first painted board, then quit (for benchmarks)."));
    firstFrame.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(dark);
    parser.addOption(light);
    parser.addOption(firstFrame);
    parser.process(app);

    if (parser.isSet(dark) || parser.isSet(light)) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(parser.isSet(dark) ? Appearance::darkPalette()
                                                    : QApplication::style()->standardPalette());
    }

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        window.openFile(files.front());

    FirstFrameReporter reporter(sinceStart);
    if (parser.isSet(firstFrame))
        window.boardView()->installEventFilter(&reporter);

    window.show();
    return app.exec();
}
