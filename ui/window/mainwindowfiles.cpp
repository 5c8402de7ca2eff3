// The analysis window's files and the text that comes in and goes out: New Board, Open and Open
// Recent, Save and Save As, Export as PNG and Export Proof, Copy, Copy as One Line and Paste,
// and boards dropped on the window as files or text. Each failure shows in the message bar
// (the board stays as it was); each success clears it and leaves a notice in the status bar.
#include "window/mainwindow.h"

#include "board/boardrenderer.h"
#include "board/boardview.h"
#include "document/boardfiles.h"
#include "document/positionmodel.h"
#include "panels/messagebar.h"
#include "panels/newboarddialog.h"
#include "window/preferences.h"
#include "words/wording.h"

#include "ttt/game.h"
#include "ttt/gamefiles.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>

namespace {

// Exported images are this wide, whatever the window's size.
constexpr int kExportWidth = 900;

QString boardFilter()
{
    return MainWindow::tr(
        "Boards and games (*.txt *.ttt *.psq *.sgf *.lib);;Piskvork games (*.psq);;"
        "SGF games (*.sgf);;RenLib libraries (*.lib);;All files (*)");
}

// What a record that does not say its board or rules (a move string, an opening file) is read
// with: the board shown when it is a big one (a gomoku board), and the rules shown.
ttt::GameDefaults recordDefaults(const PositionModel& model)
{
    ttt::GameDefaults defaults;
    if (!model.board().geometry().fitsWord())
        defaults.board = model.board().geometry();
    defaults.rules = model.rules();
    return defaults;
}

// The position a text read as a board sets up: a board whose header names no rules keeps the
// window's (a header leaves classic rules out, so no rules= does not ask for classic ones).
ttt::Position boardToSetUp(const PositionModel& model, const BoardFiles::ReadResult& result)
{
    ttt::Position position = *result.position;
    if (!result.rulesNamed)
        position.rules = model.rules();
    return position;
}

// " Its settings: misère rules, o moves first.": what a text about to replace the position
// changes besides the board (its header, or the defaults when it has none); and " It names no
// rules: misère rules kept." for a board that keeps the window's rules other than classic.
// Empty when there is nothing to say.
QString settingsNotice(const PositionModel& model, const BoardFiles::ReadResult& result)
{
    const ttt::Position position = result.game ? result.game->start() : boardToSetUp(model, result);
    QStringList changes;
    if (position.rules != model.rules())
        changes << MainWindow::tr("%1 rules").arg(Wording::rulesName(position.rules));
    if (position.firstPlayer != model.firstPlayer())
        changes << MainWindow::tr("%1 moves first").arg(Wording::markName(position.firstPlayer));
    QString notice;
    if (!changes.isEmpty())
        notice = MainWindow::tr(" Its settings: %1.").arg(changes.join(MainWindow::tr(", ")));
    if (result.position && !result.rulesNamed && model.rules() != ttt::Rules::Classic)
        notice += MainWindow::tr(" It names no rules: %1 rules kept.")
                      .arg(Wording::rulesName(model.rules()));
    return notice;
}

} // namespace

FileDialogs FileDialogs::standard()
{
    FileDialogs dialogs;
    dialogs.openFileName = [](QWidget* parent, const QString& caption, const QString& directory,
                               const QString& filter) {
        return QFileDialog::getOpenFileName(parent, caption, directory, filter);
    };
    dialogs.saveFileName = [](QWidget* parent, const QString& caption, const QString& suggestedPath,
                               const QString& filter) {
        return QFileDialog::getSaveFileName(parent, caption, suggestedPath, filter);
    };
    dialogs.chooseBoard = [](QWidget* parent, const ttt::Geometry& current,
                              ttt::Rules rules) -> std::optional<BoardChoice> {
        NewBoardDialog dialog(current, rules, parent);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.choice();
    };
    dialogs.unsavedChanges = [](QWidget* parent, const QString& name) {
        QMessageBox box(QMessageBox::Warning, MainWindow::tr("Unsaved Changes"),
            MainWindow::tr("Save the changes to %1?").arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
        box.setInformativeText(MainWindow::tr("Changes that are not saved are lost."));
        box.setDefaultButton(QMessageBox::Save);
        const int answer = box.exec();
        return answer == QMessageBox::Save   ? UnsavedChanges::Save
            : answer == QMessageBox::Discard ? UnsavedChanges::Discard
                                             : UnsavedChanges::Cancel;
    };
    dialogs.saveLosing = [](QWidget* parent, const QString& name, const QStringList& lost) {
        QMessageBox box(QMessageBox::Warning, MainWindow::tr("Save As"),
            MainWindow::tr("%1 cannot hold all of this game.").arg(name), QMessageBox::Cancel,
            parent);
        box.setInformativeText(
            MainWindow::tr("A file of this kind leaves out %1. Save it anyway, or cancel and "
                           "save as a .txt file, which keeps everything.")
                .arg(lost.join(MainWindow::tr(", "))));
        QPushButton* save = box.addButton(MainWindow::tr("&Save Anyway"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        return box.clickedButton() == save;
    };
    dialogs.restoreSession = [](QWidget* parent, const QString& name) {
        QMessageBox box(QMessageBox::Question, MainWindow::tr("Restore Session"),
            MainWindow::tr("Restore the last session?"), QMessageBox::Discard, parent);
        box.setInformativeText(MainWindow::tr("The window did not close normally last time. "
                                              "What it showed (%1) can be brought back.")
                                   .arg(name));
        QPushButton* restore = box.addButton(MainWindow::tr("&Restore"), QMessageBox::AcceptRole);
        box.setDefaultButton(restore);
        box.exec();
        return box.clickedButton() == restore;
    };
    dialogs.firstPlayerOfGame = [](QWidget* parent, ttt::Mark started, ttt::Mark chosen) {
        const QString first = Wording::markName(started);
        const QString next = Wording::markName(chosen);
        QMessageBox box(QMessageBox::Question, MainWindow::tr("First Move"),
            MainWindow::tr("This game was started by %1. Start a new game with %2 first?")
                .arg(first, next),
            QMessageBox::Cancel, parent);
        box.setInformativeText(MainWindow::tr(
            "A new game starts from an empty board. Keeping this game analyses it as a what-if: "
            "%1 still moves first in it, and no game that %2 starts reaches its positions.")
                                   .arg(first, next));
        QPushButton* newGame = box.addButton(
            MainWindow::tr("&New Game, %1 First").arg(next), QMessageBox::AcceptRole);
        QPushButton* keep
            = box.addButton(MainWindow::tr("&Keep as a What-If"), QMessageBox::ActionRole);
        box.setDefaultButton(newGame);
        box.exec();
        return box.clickedButton() == newGame ? FirstPlayerChange::NewGame
            : box.clickedButton() == keep     ? FirstPlayerChange::KeepAsWhatIf
                                              : FirstPlayerChange::Cancel;
    };
    return dialogs;
}

// --- Files --------------------------------------------------------------------------------

void MainWindow::reportError(const QString& headline, const QString& details)
{
    m_messageBar->showMessage(MessageBar::Kind::Error, headline, details);
}

bool MainWindow::openFile(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    const BoardFiles::ReadResult result = BoardFiles::readFile(path, recordDefaults(*m_model));
    if (!result.ok()) {
        reportError(tr("Could not open %1").arg(name), result.problem);
        if (!QFileInfo::exists(path)) {
            Preferences::removeRecentFile(path);
            updateRecentFilesMenu();
        }
        return false;
    }
    m_messageBar->clearMessage();
    const QString settings = settingsNotice(*m_model, result);
    // One step with the file: Undo gives back the document before, its file's name too.
    const bool changed = result.game
        ? m_model->replaceGame(*result.game, tr("Open %1").arg(name), path)
        : m_model->replacePosition(boardToSetUp(*m_model, result), tr("Open %1").arg(name), path);
    if (!changed)
        setCurrentFile(path);
    Preferences::addRecentFile(path);
    updateRecentFilesMenu();
    statusBar()->showMessage(
        tr("Opened %1").arg(QDir::toNativeSeparators(path)) + settings, kNoticeMilliseconds);
    return true;
}

bool MainWindow::saveFile(const QString& path)
{
    // A game with moves is saved as its record; a position alone as its board. A .psq or .sgf
    // file holds a game in that form (a position alone as a game with no moves), after asking
    // when the form cannot hold all of it.
    const ttt::GameForm form = BoardFiles::formOfPath(path);
    if (BoardFiles::isLibrary(path)) {
        reportError(tr("Could not save %1").arg(QFileInfo(path).fileName()),
            tr("A RenLib library is read, never written. Save the game as .sgf, which keeps its "
               "variations and comments, or as .txt."));
        return false;
    }
    QByteArray contents;
    if (form == ttt::GameForm::Text) {
        contents = m_model->game().hasMoves() ? BoardFiles::gameText(m_model->recordedGame())
                                              : BoardFiles::gridText(m_model->position());
    } else {
        const ttt::Game game
            = m_model->game().hasMoves() ? m_model->recordedGame() : ttt::Game(m_model->position());
        QStringList lost;
        for (const std::string& words : ttt::leftOut(game, form))
            lost << QString::fromStdString(words);
        if (!lost.isEmpty() && !m_fileDialogs.saveLosing(this, QFileInfo(path).fileName(), lost))
            return false;
        contents = BoardFiles::gameText(game, form);
    }
    const QString problem = BoardFiles::writeFile(path, contents);
    if (!problem.isEmpty()) {
        reportError(tr("Could not save %1").arg(QFileInfo(path).fileName()), problem);
        return false;
    }
    m_messageBar->clearMessage();
    setCurrentFile(path);
    Preferences::addRecentFile(path);
    updateRecentFilesMenu();
    statusBar()->showMessage(
        tr("Saved %1").arg(QDir::toNativeSeparators(path)), kNoticeMilliseconds);
    return true;
}

bool MainWindow::exportImage(const QString& path)
{
    const QImage image = BoardRenderer::annotatedImage(*m_model, m_boardView->palette(),
        m_boardView->font(), m_boardView->paintOptions(), kExportWidth);
    const QString problem = BoardFiles::writeImage(path, image);
    if (!problem.isEmpty()) {
        reportError(tr("Could not export %1").arg(QFileInfo(path).fileName()), problem);
        return false;
    }
    statusBar()->showMessage(
        tr("Exported %1").arg(QDir::toNativeSeparators(path)), kNoticeMilliseconds);
    return true;
}

bool MainWindow::importText(
    const QByteArray& text, const QString& description, const QString& failureHeadline)
{
    const BoardFiles::ReadResult result = BoardFiles::parse(text, recordDefaults(*m_model));
    if (!result.ok()) {
        reportError(failureHeadline, result.problem);
        return false;
    }
    m_messageBar->clearMessage();
    const QString settings = settingsNotice(*m_model, result);
    const bool changed = result.game
        ? m_model->replaceGame(*result.game, description)
        : m_model->replacePosition(boardToSetUp(*m_model, result), description);
    if (!changed)
        statusBar()->showMessage(
            tr("That board is the one shown already.") + settings, kNoticeMilliseconds);
    else if (!settings.isEmpty())
        statusBar()->showMessage(settings.trimmed(), kNoticeMilliseconds);
    return true;
}

QString MainWindow::dialogDirectory() const
{
    if (!currentFile().isEmpty())
        return QFileInfo(currentFile()).absolutePath();
    const QStringList recent = Preferences::recentFiles();
    if (!recent.isEmpty())
        return QFileInfo(recent.front()).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void MainWindow::newBoard(const BoardChoice& choice)
{
    // A preset's rules first (a setting of the window, not a step of Undo), then the board;
    // renju's and omok's after the board they need.
    const ttt::Geometry& geometry = choice.geometry;
    const bool rulesAfter = choice.rules && ttt::forbidsMoves(*choice.rules);
    if (choice.rules && !rulesAfter)
        chooseRules(*choice.rules);
    const ttt::Rules before = m_model->rules();
    // One step with the file: Undo gives back the document before, its file's name too.
    const bool changed = geometry == m_model->board().geometry()
        ? m_model->clearBoard(QString())
        : m_model->changeBoard(geometry, QString());
    if (!changed)
        setCurrentFile({});
    if (rulesAfter)
        chooseRules(*choice.rules);
    else if (ttt::forbidsMoves(before) && m_model->rules() != before)
        statusBar()->showMessage(rulesDoNotFit(before, geometry), kNoticeMilliseconds);
}

QString MainWindow::rulesDoNotFit(ttt::Rules rules, const ttt::Geometry& geometry)
{
    if (rules == ttt::Rules::Omok)
        return tr("Omok is five in a row on a board of at least %1 cells, such as 15×15; on %2 "
                  "the rules are Classic.")
            .arg(ttt::kRenjuMinCells)
            .arg(Wording::boardName(geometry));
    return tr("Renju is five in a row on a board of at least %1 cells, such as 15×15; on %2 the "
              "rules are Classic.")
        .arg(ttt::kRenjuMinCells)
        .arg(Wording::boardName(geometry));
}

void MainWindow::newBoardChosen()
{
    if (!maybeSave())
        return;
    if (const std::optional<BoardChoice> choice
        = m_fileDialogs.chooseBoard(this, m_model->board().geometry(), m_model->rules()))
        newBoard(*choice);
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path
        = m_fileDialogs.openFileName(this, tr("Open Board"), dialogDirectory(), boardFilter());
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::openAfterAsking(const QString& path)
{
    if (maybeSave())
        openFile(path);
}

bool MainWindow::save()
{
    // A library opened is never written over: its game is saved under another name.
    if (currentFile().isEmpty() || BoardFiles::isLibrary(currentFile()))
        return saveAs();
    return saveFile(currentFile());
}

bool MainWindow::saveAs()
{
    // A document with moves is saved as its game record (saveFile), and is named so.
    const bool game = m_model->game().hasMoves();
    QString suggested = !currentFile().isEmpty() ? currentFile()
        : game                                   ? QDir(dialogDirectory()).filePath(tr("game.txt"))
               : QDir(dialogDirectory()).filePath(tr("board.txt"));
    if (BoardFiles::isLibrary(suggested)) {
        const QFileInfo library(suggested);
        suggested = library.dir().filePath(library.completeBaseName() + QStringLiteral(".sgf"));
    }
    QString path = m_fileDialogs.saveFileName(
        this, game ? tr("Save Game As") : tr("Save Board As"), suggested, boardFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty() && !QFileInfo::exists(path))
        path += QStringLiteral(".txt");
    return saveFile(path);
}

void MainWindow::exportPng()
{
    const QString stem
        = currentFile().isEmpty() ? tr("board") : QFileInfo(currentFile()).completeBaseName();
    const QString suggested = QDir(dialogDirectory()).filePath(stem + QStringLiteral(".png"));
    QString path = m_fileDialogs.saveFileName(
        this, tr("Export as PNG"), suggested, tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    exportImage(path);
}

void MainWindow::exportProof()
{
    const QString stem
        = currentFile().isEmpty() ? tr("board") : QFileInfo(currentFile()).completeBaseName();
    const QString suggested = QDir(dialogDirectory()).filePath(stem + QStringLiteral(".tttproof"));
    QString path = m_fileDialogs.saveFileName(
        this, tr("Export Proof"), suggested, tr("Proof certificates (*.tttproof)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".tttproof");
    m_proofProgress.clear();
    m_model->exportProof(path);
    updateActions();
    updateProgress();
    if (m_model->isProofWaitingForSearch()) {
        // Nothing is written until the search ends: say so at once, and offer what is proven.
        m_messageBar->showMessage(MessageBar::Kind::Information,
            tr("The proof is exported once the analysis is done"), proofWaitDetails());
        m_messageBar->setButton(tr("Export What Is Proven Now"), [this] {
            m_messageBar->clearMessage();
            m_model->exportProofNow();
            updateActions();
            updateProgress();
        });
        m_proofWaitMessage = m_messageBar->headline();
    }
}

QString MainWindow::proofWaitDetails() const
{
    const AnalysisStatus& status = m_model->analysisStatus();
    return tr("It waits for every move to be proven: %1.")
        .arg(Wording::searchProgress(
            status.cellsProven, status.cellsTotal, status.positions, status.seconds));
}

void MainWindow::updateProofWait()
{
    // The message about a proof waiting for the search follows the search, and goes once the
    // proof is on its way (or dropped).
    if (m_proofWaitMessage.isEmpty())
        return;
    if (m_messageBar->isHidden() || m_messageBar->headline() != m_proofWaitMessage) {
        m_proofWaitMessage.clear();
        return;
    }
    if (m_model->isProofWaitingForSearch()) {
        m_messageBar->setDetails(proofWaitDetails());
        return;
    }
    m_messageBar->clearMessage();
    m_proofWaitMessage.clear();
}

void MainWindow::proofWritten(const ProofReport& report)
{
    m_proofProgress.clear();
    updateActions();
    updateProgress();
    if (!report.error.isEmpty()) {
        reportError(tr("Could not export the proof"), report.error);
        return;
    }
    const QString size = QLocale().toString(qulonglong(report.nodes));
    QString details;
    if (report.complete)
        details = tr("%1 positions, every result proven; ttt-check verifies it.").arg(size);
    else if (report.uncertified > 0)
        details = tr("%1 positions; %n result(s) left out: stopped before they were proven.",
            nullptr, report.uncertified)
                      .arg(size);
    else
        details = tr("%1 positions: what was proven when the analysis stopped.").arg(size);
    m_messageBar->showMessage(MessageBar::Kind::Information,
        tr("Proof exported to %1").arg(QDir::toNativeSeparators(report.path)), details);
}

QString MainWindow::currentFile() const
{
    return m_model->currentFile();
}

void MainWindow::setCurrentFile(const QString& path)
{
    m_model->setCurrentFile(path);
    updateWindowTitle();
    scheduleSessionWrite(); // the session keeps the file's name and whether it is modified
}

void MainWindow::updateWindowTitle()
{
    setWindowFilePath(currentFile());
    const QString name
        = currentFile().isEmpty() ? tr("Untitled") : QFileInfo(currentFile()).fileName();
    setWindowTitle(name + QStringLiteral("[*]"));
    setWindowModified(m_model->isModified());
}

void MainWindow::updateRecentFilesMenu()
{
    m_recentFilesMenu->clear();
    const QStringList files = Preferences::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files.at(i);
        // The first nine get a mnemonic digit.
        const QString text = i < 9 ? tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName())
                                   : QFileInfo(path).fileName();
        QAction* action = m_recentFilesMenu->addAction(text);
        action->setData(path);
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openAfterAsking(path); });
    }
    m_recentFilesMenu->addSeparator();
    QAction* clear = m_recentFilesMenu->addAction(tr("&Clear List"));
    clear->setObjectName(QStringLiteral("actionClearRecentFiles"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        Preferences::clearRecentFiles();
        updateRecentFilesMenu();
    });
    m_recentFilesMenu->setEnabled(!files.isEmpty());
}

// --- Clipboard ----------------------------------------------------------------------------

void MainWindow::copyGrid()
{
    if (m_model->game().hasMoves()) {
        QApplication::clipboard()->setText(
            QString::fromUtf8(BoardFiles::gameText(m_model->recordedGame())));
        statusBar()->showMessage(
            tr("Copied the game: its start and its moves"), kNoticeMilliseconds);
        return;
    }
    QApplication::clipboard()->setText(
        QString::fromUtf8(BoardFiles::gridText(m_model->position())));
    statusBar()->showMessage(
        tr("Copied the board as %n rows", nullptr, m_model->board().geometry().rows()),
        kNoticeMilliseconds);
}

void MainWindow::copyOneLine()
{
    const ttt::Position position = m_model->position();
    QApplication::clipboard()->setText(BoardFiles::oneLineText(position));
    statusBar()->showMessage(ttt::formatHeader(position).empty()
            ? tr("Copied the board as one line")
            : tr("Copied the board as one line, after a line with its settings"),
        kNoticeMilliseconds);
}

void MainWindow::paste()
{
    importDroppedOrPasted(QApplication::clipboard()->text().toUtf8(), true);
}

bool MainWindow::importDroppedOrPasted(const QByteArray& text, bool pasted)
{
    // A game record that does not read is named a record, not a board.
    if (ttt::looksLikeGame(std::string_view(text.constData(), std::size_t(text.size())))) {
        return pasted
            ? importText(text, tr("Paste game"), tr("The clipboard's game record cannot be read"))
            : importText(text, tr("Drop game"), tr("The dropped game record cannot be read"));
    }
    return pasted ? importText(text, tr("Paste board"), tr("The clipboard does not hold a board"))
                  : importText(text, tr("Drop board"), tr("The dropped text is not a board"));
}
// --- Drag and drop ------------------------------------------------------------------------

bool MainWindow::canAccept(const QMimeData* mime) const
{
    if (mime->hasUrls()) {
        const QList<QUrl> urls = mime->urls();
        return urls.size() == 1 && urls.front().isLocalFile();
    }
    return mime->hasText();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!canAccept(event->mimeData()))
        return;
    event->acceptProposedAction();
    m_boardView->setDropTarget(true);
}

void MainWindow::dragMoveEvent(QDragMoveEvent* event)
{
    if (canAccept(event->mimeData()))
        event->acceptProposedAction();
}

void MainWindow::dragLeaveEvent(QDragLeaveEvent* event)
{
    m_boardView->setDropTarget(false);
    QMainWindow::dragLeaveEvent(event);
}

void MainWindow::dropEvent(QDropEvent* event)
{
    m_boardView->setDropTarget(false);
    const QMimeData* mime = event->mimeData();
    if (!canAccept(mime))
        return;
    event->acceptProposedAction();
    if (mime->hasUrls())
        openAfterAsking(mime->urls().front().toLocalFile());
    else
        importDroppedOrPasted(mime->text().toUtf8(), false);
}

void MainWindow::settingsEdited()
{
    const ttt::Game& game = m_model->game();
    if (!currentFile().isEmpty() || !game.start().board.isEmpty() || !game.movesAfter({}).empty())
        m_model->markModified();
}

void MainWindow::chooseRules(ttt::Rules rules)
{
    const ttt::Geometry& geometry = m_model->board().geometry();
    if (!ttt::rulesFit(rules, geometry.columns(), geometry.rows(), geometry.k())) {
        statusBar()->showMessage(rulesDoNotFit(rules, geometry), kNoticeMilliseconds);
        rulesChanged(); // the menu and the box show the rules that hold
        return;
    }
    const bool changed = rules != m_model->rules();
    m_model->setRules(rules);
    if (changed)
        settingsEdited();
}

void MainWindow::chooseFirstPlayer(ttt::Mark first)
{
    const ttt::Game& game = m_model->game();
    if (first != m_model->firstPlayer() && game.hasMoves() && game.firstMover() != first) {
        // The game's moves were played with the other side first: the person decides what the
        // change means, never the window alone.
        const auto keepFirstPlayer = [this] {
            (m_model->firstPlayer() == ttt::Mark::O ? m_oFirstAction : m_xFirstAction)
                ->setChecked(true);
        };
        switch (m_fileDialogs.firstPlayerOfGame(this, game.firstMover(), first)) {
        case FileDialogs::FirstPlayerChange::NewGame:
            if (!maybeSave()) {
                keepFirstPlayer();
                return;
            }
            m_model->newGame(first, tr("New game, %1 moves first").arg(Wording::markName(first)));
            Preferences::setFirstPlayer(first);
            return;
        case FileDialogs::FirstPlayerChange::KeepAsWhatIf:
            break;
        case FileDialogs::FirstPlayerChange::Cancel:
            keepFirstPlayer();
            return;
        }
    }
    const bool changed = first != m_model->firstPlayer();
    m_model->setFirstPlayer(first);
    Preferences::setFirstPlayer(first);
    if (changed)
        settingsEdited();
}
