// ttt-analyzer: starts the analysis window, optionally with a board file opened, and offers back
// the session a crash or a kill left behind.
#include "board/boardview.h"
#include "window/appearance.h"
#include "window/language.h"
#include "window/mainwindow.h"
#include "window/preferences.h"

#include "ttt/processor.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStyle>
#include <QStyleFactory>
#include <QTimer>

#include <cstdio>
#include <string_view>
#include <utility>

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

// The application's names, which QSettings and the desktop need before anything else.
void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("TicTacToeAnalyzer"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("tictactoe-analyzer.invalid"));
    QCoreApplication::setApplicationName(QStringLiteral("ttt-analyzer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
}

// The command line's options, described in the language in use.
struct CommandLine {
    QCommandLineParser parser;
    QCommandLineOption dark { QStringLiteral("dark"),
        QCoreApplication::translate(
            "main", "Use the Fusion style with a dark palette, whatever the desktop's theme.") };
    QCommandLineOption light { QStringLiteral("light"),
        QCoreApplication::translate(
            "main", "Use the Fusion style with its light palette, whatever the desktop's theme.") };
    QCommandLineOption restoreSession { QStringLiteral("restore-session"),
        QCoreApplication::translate("main",
            "Restore the last session, if the window did not close normally, without asking.") };
    QCommandLineOption firstFrame { QStringLiteral("print-first-frame-time"),
        QCoreApplication::translate("main",
            "Print the time from start to the first painted board, then quit (for benchmarks).") };

    CommandLine()
    {
        parser.setApplicationDescription(QCoreApplication::translate("main",
            "See why a tic-tac-toe position is won, drawn or lost: every empty cell shows what it "
            "leads to with perfect play."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("file"),
            QCoreApplication::translate("main",
                "A board or game record to open: rows of x, o and ., one line such as "
                "xoo/.x./..x, moves such as 1. b2 a1, or a game of Piskvork (.psq), SGF or a "
                "move string such as h8i9j10."),
            QStringLiteral("[file]"));
        firstFrame.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(dark);
        parser.addOption(light);
        parser.addOption(restoreSession);
        parser.addOption(firstFrame);
    }
};

// --help and --version answer without a display: they are asked on servers and in package
// builds, where a window system may not be.
bool asksOnlyForText(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--")
            return false;
        if (argument == "--help" || argument == "--help-all" || argument == "--version")
            return true;
        // Short options, alone or run together ("-h", "-v", "-hv"); Qt's own single-dash
        // options such as -platform or -style have other letters.
        if (argument.size() >= 2 && argument[0] == '-' && argument[1] != '-'
            && argument.find_first_not_of("hv", 1) == std::string_view::npos)
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    if (ttt::reportMissingProcessorFeature("ttt-analyzer"))
        return 1;
    QElapsedTimer sinceStart;
    sinceStart.start();

    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        Language::install(Preferences::language());
        CommandLine commandLine;
        commandLine.parser.process(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    setApplicationNames();
    Language::install(Preferences::language());
    QApplication::setApplicationDisplayName(
        QCoreApplication::translate("main", "Tic-Tac-Toe Analyzer"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.ttt_analyzer.TicTacToeAnalyzer"));
    QApplication::setWindowIcon(Appearance::applicationIcon());

    CommandLine commandLine;
    QCommandLineParser& parser = commandLine.parser;
    parser.process(app);

    if (parser.isSet(commandLine.dark) || parser.isSet(commandLine.light)) {
        QApplication::setStyle(Appearance::fusionStyle()); // Fusion, with check boxes that show
        QApplication::setPalette(parser.isSet(commandLine.dark)
                ? Appearance::darkPalette()
                : QApplication::style()->standardPalette());
    }

    MainWindow window;
    if (parser.isSet(commandLine.restoreSession)) {
        FileDialogs dialogs = FileDialogs::standard();
        dialogs.restoreSession = [](QWidget*, const QString&) { return true; };
        window.setFileDialogs(std::move(dialogs));
    }
    FirstFrameReporter reporter(sinceStart);
    if (parser.isSet(commandLine.firstFrame))
        window.boardView()->installEventFilter(&reporter);

    window.show();
    // A benchmark's start keeps no session (and is never asked about one).
    if (!parser.isSet(commandLine.firstFrame))
        window.startSession(MainWindow::defaultSessionFolder());
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty() && window.maybeSave())
        window.openFile(files.front());
    return app.exec();
}
