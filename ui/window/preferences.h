// The window's preferences, kept with QSettings: the board's size and k, rules, first player,
// labels, heatmap, symmetric cells, Play mode, the perfect reply and how long it waits, recent
// files, and the window's geometry and dock layout.
//
// Each setter writes at once, so a preference survives a crash and a second window started
// later sees it.
#pragma once

#include "board/boardrenderer.h"

#include "ttt/board.h"
#include "ttt/rules.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace Preferences {

inline constexpr int kMaxRecentFiles = 8;

ttt::Rules rules();
void setRules(ttt::Rules rules);

ttt::Mark firstPlayer();
void setFirstPlayer(ttt::Mark side);

bool showLabels();
void setShowLabels(bool show);

// Tiles, stones, or stones beyond 8×8 (the default).
BoardLook boardLook();
void setBoardLook(BoardLook look);

bool showHeatmap();
void setShowHeatmap(bool show);

bool showSymmetry();
void setShowSymmetry(bool show);
bool showSharpness();
void setShowSharpness(bool show);

bool playMode();
void setPlayMode(bool on);

bool perfectReply();
void setPerfectReply(bool on);

// How long a perfect reply waits for the proof, in seconds (0: as long as it takes).
inline constexpr int kDefaultReplyTimeLimit = 10;
int replyTimeLimit();
void setReplyTimeLimit(int seconds);

// How far a big board's threat search goes, in positions (0: the library's default).
std::uint64_t threatPositions();
void setThreatPositions(std::uint64_t positions);

// The size and k of the board the window starts with: the last one shown.
ttt::Geometry boardGeometry();
void setBoardGeometry(const ttt::Geometry& geometry);

// The boards of other sizes than the presets chosen lately, the newest first, at most
// kMaxCustomBoards: the toolbar's Board box offers them beside the presets.
inline constexpr int kMaxCustomBoards = 4;
std::vector<ttt::Geometry> customBoards();
void addCustomBoard(const ttt::Geometry& geometry);

// The analysis of the position the window last showed, as KeptSearch::toJson() writes it;
// empty when there is none to keep.
QByteArray keptSearch();
void setKeptSearch(const QByteArray& json);

// The other engines added (Engine › Add Engine…): Piskvork brains by the name they gave and
// their program's absolute path, in the order added.
struct EngineEntry {
    QString name;
    QString program;
    bool operator==(const EngineEntry&) const = default;
};
std::vector<EngineEntry> engines();
void setEngines(const std::vector<EngineEntry>& engines);
// The program of the engine consulted; empty for none.
QString consultedEngine();
void setConsultedEngine(const QString& program);
// How long it thinks about a position, in milliseconds.
inline constexpr int kDefaultEngineThinkMilliseconds = 3000;
int engineThinkMilliseconds();
void setEngineThinkMilliseconds(int milliseconds);
// In Play mode, it plays the other side.
bool enginePlays();
void setEnginePlays(bool on);

// The language of the window: "en", "ko", "zh_CN", or empty for the system's.
QString language();
void setLanguage(const QString& code);

// Most recent first, at most kMaxRecentFiles, absolute paths.
QStringList recentFiles();
void addRecentFile(const QString& path);
void removeRecentFile(const QString& path);
void clearRecentFiles();

QByteArray windowGeometry();
QByteArray windowState();
void setWindowGeometry(const QByteArray& geometry, const QByteArray& state);

} // namespace Preferences
