// The window's document kept against a crash or a kill: written to a session file after each
// change, removed when the window closes normally, and offered back at the next start when a
// session was left behind.
//
// A session file is the document's game record (its board alone when no move was played), the
// same text as File › Save writes, after comment lines of its own that say what a record does
// not carry:
//
//     # ttt-analyzer session
//     # file %2Fhome%2Fann%2Fgames%2Fopening.txt      the current file, percent-encoded (so no
//     # modified                                      '=' or space); no line when untitled
//     # place 0.0.1                                   the place shown, as a ttt::GamePath
//     # k=4 rules=misere to-move=o                    the record: its header ...
//     x...                                            ... start board and moves
//     ...
//
// Their words have no '=', so they stay comments of the record: File › Open reads a session file
// as the game it holds.
//
// Several windows at once, in one process or several: a folder has places for sessions,
// session-1.ttt, session-2.ttt, ..., each guarded by a lock file (session-1.lock, ...) that its
// window holds while it runs (QLockFile, which takes over the lock of a process that has died).
// A window takes the first place with a session file whose lock it can get (a window that did
// not close normally left it), else the first free place.
#pragma once

#include "ttt/game.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

class QLockFile;

struct SessionDocument {
    ttt::Game game; // its start carries the size, the rules, the first player and what-if side
    ttt::GamePath place; // the place shown
    QString file; // the file it was opened from or saved to; empty when untitled
    bool modified = false; // edits since then
    friend bool operator==(const SessionDocument&, const SessionDocument&) = default;
};

namespace SessionText {

QByteArray format(const SessionDocument& session);
// Nothing when `text` is not a session the window can show (a place that is not in the game is
// the game's start).
std::optional<SessionDocument> parse(const QByteArray& text);

} // namespace SessionText

class SessionFile {
public:
    // How many windows can keep a session in one folder at once.
    static constexpr int kPlaces = 16;

    explicit SessionFile(QString folder);
    ~SessionFile(); // lets the place go, leaving its file (remove() comes first on a clean exit)
    SessionFile(const SessionFile&) = delete;
    SessionFile& operator=(const SessionFile&) = delete;

    // Takes the first place no running window holds where a window that died left a session,
    // else the first free place. False when the folder cannot be made or every place is held.
    bool lock();
    QString path() const { return m_path; }
    // The session left in the place by a window that did not close normally, if there is one
    // that can be read.
    std::optional<SessionDocument> leftBehind() const;
    // Each returns whether it worked.
    bool write(const SessionDocument& session);
    bool remove();

private:
    QString m_folder;
    QString m_path; // the session file of the place taken; empty until lock()
    std::unique_ptr<QLockFile> m_lock;
};
