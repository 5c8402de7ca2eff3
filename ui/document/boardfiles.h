// Boards in and out as text files, clipboard text and PNG images, with errors people can act on.
//
// Reading never changes anything by itself: it returns a board or the reason there is none.
// Writing goes through QSaveFile, so a failed save leaves any old file as it was.
#pragma once

#include "ttt/board.h"
#include "ttt/game.h"
#include "ttt/gamefiles.h"
#include "ttt/position.h"

#include <QByteArray>
#include <QString>

#include <optional>

class QImage;

namespace BoardFiles {

// The most of a file that is read. A board is a few dozen bytes, but a file that is not one
// still deserves the parser's line and column (a person may open a long log by mistake), so
// reading stops only where a file is surely not meant as a board; a larger file is refused
// unread.
// A RenLib library (a tree of openings) has up to a few megabytes, and the same tree saved as
// SGF three times as many: the limit lets both be read, and a session file as big.
inline constexpr qint64 kMaxFileSize = 16 * 1024 * 1024;

// The window shows boards of at most this many columns and rows, as the library and ttt-solve
// do (to 20×20); a bigger board is refused with a message that says so, and nothing is lost.
inline constexpr int kWindowMaxSide = ttt::Geometry::kMaxSide;

struct ReadResult {
    // The board of any size, with the settings of its `#` header (k, rules, first player, the
    // what-if side to move); the defaults where the text has none.
    std::optional<ttt::Position> position;
    // A game record instead (the text has moves after its board): `position` is then empty.
    std::optional<ttt::Game> game;
    QString problem; // why there is neither, in words (with line and column for bad text)
    // Whether the text's header names the rules: a board that does not may keep the window's
    // (its `position` says classic, the default).
    bool rulesNamed = false;
    bool ok() const { return position || game; }
};

// Parses text as UTF-8 bytes: a board in either form (grid or one line, after an optional
// header), or a game record in any form players have: the text form (ttt::looksLikeGame tells
// it from a board), a .psq file, SGF, a move string or an opening file
// (ttt::recogniseGameForm). `defaults` are the board and rules of the forms that do not say
// them. The window shows every board the library reads (kWindowMaxSide), under every rule set.
ReadResult parse(const QByteArray& text, const ttt::GameDefaults& defaults = {});
ReadResult readFile(const QString& path, const ttt::GameDefaults& defaults = {});

// The grid form ("xoo\n.x.\n..x\n") and the one-line form ("xoo/.x./..x"), each after a
// header line ("# k=5 rules=misere\n") when a setting differs from its default, so that the
// text reads back as the same position.
QByteArray gridText(const ttt::Position& position);
QString oneLineText(const ttt::Position& position);
// A game record in `form` (ttt::formatGameAs; the text form by default).
QByteArray gameText(const ttt::Game& game, ttt::GameForm form = ttt::GameForm::Text);
// The form a game saved at `path` is written in, by its extension: .psq and .sgf theirs, any
// other the text form; .lib is RenLib's, which is never written (the window saves a library's
// game under another name).
ttt::GameForm formOfPath(const QString& path);
// Whether `path` is a RenLib library, by its name (.lib) or by its first bytes (a library
// opened under another name): one the window never writes over.
bool isLibrary(const QString& path);

// Each returns an empty string on success, or what went wrong.
QString writeFile(const QString& path, const QByteArray& contents);
QString writeImage(const QString& path, const QImage& image);

} // namespace BoardFiles
