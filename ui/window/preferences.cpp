// Preferences in QSettings, under the organisation and application names set in main().
#include "window/preferences.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QVariant>

#include <algorithm>
#include <initializer_list>
#include <string_view>
#include <utility>

namespace Preferences {

namespace {
const QString kRules = QStringLiteral("analysis/rules");
const QString kFirstPlayer = QStringLiteral("analysis/firstPlayer");
const QString kShowLabels = QStringLiteral("view/showLabels");
const QString kBoardLook = QStringLiteral("view/boardLook");
const QString kShowHeatmap = QStringLiteral("view/showHeatmap");
const QString kShowSymmetry = QStringLiteral("view/showSymmetry");
const QString kShowSharpness = QStringLiteral("view/showSharpness");
const QString kPlayMode = QStringLiteral("play/playMode");
const QString kPerfectReply = QStringLiteral("play/perfectReply");
const QString kReplyTimeLimit = QStringLiteral("play/replyTimeLimit");
const QString kThreatPositions = QStringLiteral("analysis/threatPositions");
const QString kBoardColumns = QStringLiteral("board/columns");
const QString kBoardRows = QStringLiteral("board/rows");
const QString kBoardK = QStringLiteral("board/k");
const QString kCustomBoards = QStringLiteral("board/custom");
const QString kLanguage = QStringLiteral("view/language");
const QString kEngineNames = QStringLiteral("engines/names");
const QString kEnginePrograms = QStringLiteral("engines/programs");
const QString kConsultedEngine = QStringLiteral("engines/consulted");
const QString kEngineThink = QStringLiteral("engines/thinkMilliseconds");
const QString kEnginePlays = QStringLiteral("engines/plays");
const QString kKeptSearch = QStringLiteral("analysis/keptSearch");
const QString kRecentFiles = QStringLiteral("files/recent");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");

// Writes `value` unless it is there already. The window applies its preferences at start-up
// through the same setters the menus use, and each write rewrites the settings file.
void setValue(const QString& key, const QVariant& value)
{
    QSettings settings;
    if (settings.value(key) != value)
        settings.setValue(key, value);
}

// The same for several keys, in one rewrite of the file (each QSettings writes it when it goes:
// a few milliseconds on the window's thread).
void setValues(std::initializer_list<std::pair<QString, QVariant>> values)
{
    QSettings settings;
    for (const auto& [key, value] : values) {
        if (settings.value(key) != value)
            settings.setValue(key, value);
    }
}

void setRecentFiles(const QStringList& files)
{
    QSettings().setValue(kRecentFiles, files.mid(0, kMaxRecentFiles));
}
} // namespace

ttt::Rules rules()
{
    // Stored by the names the command line uses ("classic", "misere", "line-score", "exact");
    // anything else (an older or hand-edited file) falls back to the classic rules.
    const QByteArray name = QSettings().value(kRules).toString().toLatin1();
    return ttt::rulesFromName(std::string_view(name.constData(), std::size_t(name.size())))
        .value_or(ttt::Rules::Classic);
}

void setRules(ttt::Rules rules)
{
    const std::string_view name = ttt::rulesName(rules);
    setValue(kRules, QString::fromLatin1(name.data(), qsizetype(name.size())));
}

ttt::Mark firstPlayer()
{
    return QSettings().value(kFirstPlayer, QStringLiteral("x")).toString() == QLatin1String("o")
        ? ttt::Mark::O
        : ttt::Mark::X;
}

void setFirstPlayer(ttt::Mark side)
{
    setValue(kFirstPlayer, side == ttt::Mark::O ? QStringLiteral("o") : QStringLiteral("x"));
}

bool showLabels()
{
    return QSettings().value(kShowLabels, true).toBool();
}
void setShowLabels(bool show)
{
    setValue(kShowLabels, show);
}

BoardLook boardLook()
{
    const QString name = QSettings().value(kBoardLook).toString();
    return name == QLatin1String("tiles") ? BoardLook::Tiles
        : name == QLatin1String("stones") ? BoardLook::Stones
                                          : BoardLook::Automatic;
}
void setBoardLook(BoardLook look)
{
    setValue(kBoardLook,
        look == BoardLook::Tiles        ? QStringLiteral("tiles")
            : look == BoardLook::Stones ? QStringLiteral("stones")
                                        : QStringLiteral("automatic"));
}

bool showHeatmap()
{
    return QSettings().value(kShowHeatmap, true).toBool();
}
void setShowHeatmap(bool show)
{
    setValue(kShowHeatmap, show);
}

bool showSymmetry()
{
    return QSettings().value(kShowSymmetry, true).toBool();
}
void setShowSymmetry(bool show)
{
    setValue(kShowSymmetry, show);
}

bool showSharpness()
{
    return QSettings().value(kShowSharpness, false).toBool();
}

void setShowSharpness(bool show)
{
    setValue(kShowSharpness, show);
}

bool playMode()
{
    return QSettings().value(kPlayMode, false).toBool();
}
void setPlayMode(bool on)
{
    setValue(kPlayMode, on);
}

bool perfectReply()
{
    return QSettings().value(kPerfectReply, false).toBool();
}
void setPerfectReply(bool on)
{
    setValue(kPerfectReply, on);
}

int replyTimeLimit()
{
    bool ok = false;
    const int seconds = QSettings().value(kReplyTimeLimit, kDefaultReplyTimeLimit).toInt(&ok);
    return ok && seconds >= 0 ? seconds : kDefaultReplyTimeLimit;
}
void setReplyTimeLimit(int seconds)
{
    setValue(kReplyTimeLimit, seconds);
}

std::uint64_t threatPositions()
{
    bool ok = false;
    const qulonglong positions = QSettings().value(kThreatPositions, 0).toULongLong(&ok);
    return ok ? positions : 0;
}
void setThreatPositions(std::uint64_t positions)
{
    setValue(kThreatPositions, qulonglong(positions));
}

ttt::Geometry boardGeometry()
{
    // Anything that is not a board the program can analyse (an older or hand-edited file) falls
    // back to tic-tac-toe.
    const QSettings settings;
    const int columns = settings.value(kBoardColumns, 3).toInt();
    const int rows = settings.value(kBoardRows, 3).toInt();
    const int k = settings.value(kBoardK, 3).toInt();
    if (!ttt::Geometry::isValid(columns, rows, k))
        return ttt::kTicTacToe;
    return ttt::Geometry(columns, rows, k);
}
void setBoardGeometry(const ttt::Geometry& geometry)
{
    setValues({ { kBoardColumns, geometry.columns() }, { kBoardRows, geometry.rows() },
        { kBoardK, geometry.k() } });
}

QByteArray keptSearch()
{
    return QSettings().value(kKeptSearch).toByteArray();
}

void setKeptSearch(const QByteArray& json)
{
    // Written as the window closes: only when it changed (see setWindowGeometry).
    QSettings settings;
    if (json.isEmpty()) {
        if (settings.contains(kKeptSearch))
            settings.remove(kKeptSearch);
    } else if (settings.value(kKeptSearch).toByteArray() != json) {
        settings.setValue(kKeptSearch, json);
    }
}

std::vector<ttt::Geometry> customBoards()
{
    // Each "columns x rows : k"; what does not read as a board the program analyses is left out.
    std::vector<ttt::Geometry> boards;
    for (const QString& entry : QSettings().value(kCustomBoards).toStringList()) {
        const QStringList parts = entry.split(QRegularExpression(QStringLiteral("[x:]")));
        if (parts.size() != 3)
            continue;
        const int columns = parts[0].toInt();
        const int rows = parts[1].toInt();
        const int k = parts[2].toInt();
        if (ttt::Geometry::isValid(columns, rows, k) && int(boards.size()) < kMaxCustomBoards)
            boards.emplace_back(columns, rows, k);
    }
    return boards;
}

void addCustomBoard(const ttt::Geometry& geometry)
{
    std::vector<ttt::Geometry> boards = customBoards();
    std::erase(boards, geometry);
    boards.insert(boards.begin(), geometry);
    QStringList entries;
    for (std::size_t i = 0; i < boards.size() && int(i) < kMaxCustomBoards; ++i)
        entries << QStringLiteral("%1x%2:%3")
                       .arg(boards[i].columns())
                       .arg(boards[i].rows())
                       .arg(boards[i].k());
    setValue(kCustomBoards, entries);
}

std::vector<EngineEntry> engines()
{
    // Two lists of strings, each engine's name and its program at the same place (a settings
    // file a person can read and edit); a place without both is left out.
    QSettings settings;
    const QStringList names = settings.value(kEngineNames).toStringList();
    const QStringList programs = settings.value(kEnginePrograms).toStringList();
    std::vector<EngineEntry> entries;
    for (qsizetype i = 0; i < std::min(names.size(), programs.size()); ++i) {
        if (!names[i].isEmpty() && !programs[i].isEmpty())
            entries.push_back({ names[i], programs[i] });
    }
    return entries;
}

void setEngines(const std::vector<EngineEntry>& engines)
{
    QStringList names;
    QStringList programs;
    for (const EngineEntry& engine : engines) {
        names << engine.name;
        programs << engine.program;
    }
    setValues({ { kEngineNames, names }, { kEnginePrograms, programs } });
}

QString consultedEngine()
{
    return QSettings().value(kConsultedEngine).toString();
}

void setConsultedEngine(const QString& program)
{
    setValue(kConsultedEngine, program);
}

int engineThinkMilliseconds()
{
    const int milliseconds
        = QSettings().value(kEngineThink, kDefaultEngineThinkMilliseconds).toInt();
    return milliseconds > 0 ? milliseconds : kDefaultEngineThinkMilliseconds;
}

void setEngineThinkMilliseconds(int milliseconds)
{
    setValue(kEngineThink, milliseconds);
}

bool enginePlays()
{
    return QSettings().value(kEnginePlays, false).toBool();
}

void setEnginePlays(bool on)
{
    setValue(kEnginePlays, on);
}

QString language()
{
    return QSettings().value(kLanguage).toString();
}

void setLanguage(const QString& code)
{
    setValue(kLanguage, code);
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
    // Written as the window closes: only when it changed, since each write of the settings file
    // waits for the disk (QSettings syncs the file and its lock file to the disk: two
    // fdatasync calls), however busy the disk is with other programs' writes.
    setValue(kGeometry, geometry);
    setValue(kState, state);
}

} // namespace Preferences
