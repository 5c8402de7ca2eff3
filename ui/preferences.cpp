// Preferences in QSettings, under the organisation and application names set in main().
#include "preferences.h"

#include <QFileInfo>
#include <QSettings>

namespace Preferences {

namespace {
const QString kFirstPlayer = QStringLiteral("analysis/firstPlayer");
const QString kShowLabels = QStringLiteral("view/showLabels");
const QString kShowHeatmap = QStringLiteral("view/showHeatmap");
const QString kPlayMode = QStringLiteral("play/playMode");
const QString kPerfectReply = QStringLiteral("play/perfectReply");
const QString kRecentFiles = QStringLiteral("files/recent");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");

void setRecentFiles(const QStringList& files)
{
    QSettings().setValue(kRecentFiles, files.mid(0, kMaxRecentFiles));
}
} // namespace

ttt::Mark firstPlayer()
{
    return QSettings().value(kFirstPlayer, QStringLiteral("x")).toString() == QLatin1String("o")
        ? ttt::Mark::O
        : ttt::Mark::X;
}

void setFirstPlayer(ttt::Mark side)
{
    QSettings().setValue(
        kFirstPlayer, side == ttt::Mark::O ? QStringLiteral("o") : QStringLiteral("x"));
}

bool showLabels()
{
    return QSettings().value(kShowLabels, true).toBool();
}
void setShowLabels(bool show)
{
    QSettings().setValue(kShowLabels, show);
}

bool showHeatmap()
{
    return QSettings().value(kShowHeatmap, true).toBool();
}
void setShowHeatmap(bool show)
{
    QSettings().setValue(kShowHeatmap, show);
}

bool playMode()
{
    return QSettings().value(kPlayMode, false).toBool();
}
void setPlayMode(bool on)
{
    QSettings().setValue(kPlayMode, on);
}

bool perfectReply()
{
    return QSettings().value(kPerfectReply, false).toBool();
}
void setPerfectReply(bool on)
{
    QSettings().setValue(kPerfectReply, on);
}

QStringList recentFiles()
{
    return QSettings().value(kRecentFiles).toStringList().mid(0, kMaxRecentFiles);
}

void addRecentFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    setRecentFiles(files);
}

void removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    setRecentFiles(files);
}

void clearRecentFiles()
{
    QSettings().remove(kRecentFiles);
}

QByteArray windowGeometry()
{
    return QSettings().value(kGeometry).toByteArray();
}
QByteArray windowState()
{
    return QSettings().value(kState).toByteArray();
}

void setWindowGeometry(const QByteArray& geometry, const QByteArray& state)
{
    QSettings settings;
    settings.setValue(kGeometry, geometry);
    settings.setValue(kState, state);
}

} // namespace Preferences
