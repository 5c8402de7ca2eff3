// Keeping the person's work: the question before unsaved changes are dropped (quit, open, new
// board), and the session file that brings the document back after a crash or a kill.
#include "window/mainwindow.h"

#include "document/positionmodel.h"
#include "document/sessionfile.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace {

// A change reaches the session file within this long; a burst of edits is written once.
constexpr int kSessionDelayMilliseconds = 1000;

} // namespace

bool MainWindow::maybeSave()
{
    if (!m_model->isModified())
        return true;
    const QString name
        = currentFile().isEmpty() ? tr("Untitled") : QFileInfo(currentFile()).fileName();
    switch (m_fileDialogs.unsavedChanges(this, name)) {
    case FileDialogs::UnsavedChanges::Save:
        return save(); // false when the save failed (the message bar says why) or was cancelled
    case FileDialogs::UnsavedChanges::Discard:
        return true;
    case FileDialogs::UnsavedChanges::Cancel:
        break;
    }
    return false;
}

QString MainWindow::defaultSessionFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("session"));
}

QString MainWindow::sessionFile() const
{
    return m_session ? m_session->path() : QString();
}

bool MainWindow::startSession(const QString& folder)
{
    auto session = std::make_unique<SessionFile>(folder);
    if (!session->lock())
        return false;
    m_session = std::move(session);
    if (!m_sessionTimer) {
        m_sessionTimer = new QTimer(this);
        m_sessionTimer->setSingleShot(true);
        m_sessionTimer->setInterval(kSessionDelayMilliseconds);
        connect(m_sessionTimer, &QTimer::timeout, this, &MainWindow::writeSession);
        connect(m_model, &PositionModel::positionChanged, this, &MainWindow::scheduleSessionWrite);
        connect(m_model, &PositionModel::rulesChanged, this, &MainWindow::scheduleSessionWrite);
        connect(
            m_model, &PositionModel::firstPlayerChanged, this, &MainWindow::scheduleSessionWrite);
        connect(m_model, &PositionModel::modifiedChanged, this, &MainWindow::scheduleSessionWrite);
        connect(
            m_model, &PositionModel::currentFileChanged, this, &MainWindow::scheduleSessionWrite);
    }

    const std::optional<SessionDocument> left = m_session->leftBehind();
    if (!left)
        return true;
    const QString name = left->file.isEmpty() ? tr("Untitled") : QFileInfo(left->file).fileName();
    if (!m_fileDialogs.restoreSession(this, name)) {
        m_session->remove();
        return true;
    }
    // One step of Undo, as opening a file is; the file stays where the session left it until
    // the restored document is written over it.
    if (!m_model->replaceGame(left->game, tr("Restore the last session"), left->file))
        setCurrentFile(left->file);
    m_model->goTo(left->place);
    if (left->modified)
        m_model->markModified();
    statusBar()->showMessage(tr("Restored the last session"), kNoticeMilliseconds);
    offerKeptSearch();
    return true;
}

void MainWindow::scheduleSessionWrite()
{
    // Within a second of the first change, not a second after the last: a person who keeps
    // clicking is still covered.
    if (m_session && !m_sessionTimer->isActive())
        m_sessionTimer->start();
}

void MainWindow::writeSession()
{
    if (!m_session)
        return;
    // An untitled board with no changes (the start, or a new board) is nothing to lose: no
    // session offers it back.
    if (currentFile().isEmpty() && !m_model->isModified()) {
        m_session->remove();
        return;
    }
    m_session->write(
        { m_model->recordedGame(), m_model->place(), currentFile(), m_model->isModified() });
}

void MainWindow::endSession()
{
    if (!m_session)
        return;
    m_sessionTimer->stop();
    m_session->remove();
    m_session.reset();
}
