// Helpers the window's Qt Test suites share: boards from text, whole files, test settings, file
// dialogs that answer by themselves, and drops on the board.
#pragma once

#include "board/boardview.h"
#include "window/mainwindow.h"

#include "ttt/text.h"

#include <QCoreApplication>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QSettings>
#include <QtTest>

#include <memory>

// The board a text grid or one-line form describes; a test's own typo stops the run.
inline ttt::Board board(const QString& text)
{
    const ttt::Parsed<ttt::Board> parsed = ttt::parseBoard(text.toStdString());
    if (!parsed)
        qFatal("bad board in test: %s", qPrintable(text));
    return *parsed;
}

inline QString oneLine(const ttt::Board& b)
{
    return QString::fromStdString(ttt::formatOneLine(b));
}

// The whole file; empty if it cannot be read.
inline QByteArray readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline bool writeAll(const QString& path, const QByteArray& contents)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

// For initTestCase(): QSettings of each suite go to a test organisation, never the real one.
inline void useTestSettings(const QString& suite)
{
    QCoreApplication::setOrganizationName(QStringLiteral("TicTacToeAnalyzerTests"));
    QCoreApplication::setApplicationName(suite);
}

inline FileDialogs answeringDialogs(
    const QString& openPath, const QString& savePath, int* shown = nullptr);

// For init(): a new window that reads settings no earlier test left behind, with dialogs that
// never wait for a person (they cancel, and New Board keeps the size).
inline std::unique_ptr<MainWindow> windowOnClearedSettings()
{
    QSettings().clear();
    auto window = std::make_unique<MainWindow>();
    window->setFileDialogs(answeringDialogs({}, {}));
    return window;
}

// File dialogs that show nothing and answer `openPath` and `savePath` (empty: cancelled), adding
// one to `*shown` each time they are asked when `shown` is given. The New Board dialog answers
// the board's own size; unsaved changes are discarded, a session left behind is not restored and
// a save that would leave part of a game out is cancelled (none counts in `*shown`).
inline FileDialogs answeringDialogs(const QString& openPath, const QString& savePath, int* shown)
{
    FileDialogs dialogs;
    dialogs.openFileName
        = [openPath, shown](QWidget*, const QString&, const QString&, const QString&) {
              if (shown)
                  ++*shown;
              return openPath;
          };
    dialogs.saveFileName
        = [savePath, shown](QWidget*, const QString&, const QString&, const QString&) {
              if (shown)
                  ++*shown;
              return savePath;
          };
    dialogs.chooseBoard = [](QWidget*, const ttt::Geometry& current, ttt::Rules) {
        return std::optional<ttt::Geometry>(current);
    };
    dialogs.unsavedChanges
        = [](QWidget*, const QString&) { return FileDialogs::UnsavedChanges::Discard; };
    dialogs.restoreSession = [](QWidget*, const QString&) { return false; };
    dialogs.saveLosing = [](QWidget*, const QString&, const QStringList&) { return false; };
    dialogs.firstPlayerOfGame
        = [](QWidget*, ttt::Mark, ttt::Mark) { return FileDialogs::FirstPlayerChange::Cancel; };
    return dialogs;
}

// Drags `mime` onto the middle of the window's board and drops it there; both must be accepted.
inline void sendDrop(MainWindow& window, QMimeData* mime)
{
    const QPoint where = window.boardView()->mapTo(&window, window.boardView()->rect().center());
    QDragEnterEvent enter(where, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(where), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    QVERIFY(drop.isAccepted());
}
