// Session files: their text (a game record after a few comment lines of the window's own), and
// the places of a folder, each a file and its lock.
#include "document/sessionfile.h"

#include "document/boardfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>

namespace SessionText {

namespace {

constexpr char kMagic[] = "# ttt-analyzer session";
constexpr char kFileWord[] = "# file ";
constexpr char kModifiedLine[] = "# modified";
constexpr char kPlaceWord[] = "# place ";

std::optional<ttt::GamePath> parsePlace(const QByteArray& words)
{
    ttt::GamePath place;
    for (const QByteArray& step : words.split('.')) {
        bool ok = false;
        const int index = step.toInt(&ok);
        if (!ok || index < 0)
            return std::nullopt;
        place.push_back(index);
    }
    return place;
}

} // namespace

QByteArray format(const SessionDocument& session)
{
    QByteArray text = QByteArray(kMagic) + '\n';
    if (!session.file.isEmpty())
        text += kFileWord + session.file.toUtf8().toPercentEncoding() + '\n';
    if (session.modified)
        text += QByteArray(kModifiedLine) + '\n';
    if (!session.place.empty()) {
        QByteArrayList steps;
        for (int index : session.place)
            steps << QByteArray::number(index);
        text += kPlaceWord + steps.join('.') + '\n';
    }
    // As File › Save writes it: a game with moves as its record, a position alone as its board
    // (a record's start must be a position a game can go on from; a board need not be).
    return text
        + (session.game.hasMoves() ? BoardFiles::gameText(session.game)
                                   : BoardFiles::gridText(session.game.start()));
}

std::optional<SessionDocument> parse(const QByteArray& text)
{
    if (!text.startsWith(QByteArray(kMagic) + '\n'))
        return std::nullopt;
    SessionDocument session;
    for (const QByteArray& line : text.split('\n')) {
        if (!line.startsWith('#'))
            break; // the record's board or moves: the window's lines are all before them
        if (line.startsWith(kFileWord))
            session.file = QString::fromUtf8(
                QByteArray::fromPercentEncoding(line.mid(qsizetype(sizeof kFileWord) - 1)));
        else if (line == kModifiedLine)
            session.modified = true;
        else if (line.startsWith(kPlaceWord)) {
            const std::optional<ttt::GamePath> place
                = parsePlace(line.mid(qsizetype(sizeof kPlaceWord) - 1));
            if (!place)
                return std::nullopt;
            session.place = *place;
        }
    }
    const BoardFiles::ReadResult record = BoardFiles::parse(text);
    if (!record.ok())
        return std::nullopt;
    session.game = record.game ? *record.game : ttt::Game(*record.position);
    if (!session.game.contains(session.place))
        session.place.clear();
    return session;
}

} // namespace SessionText

SessionFile::SessionFile(QString folder)
    : m_folder(std::move(folder))
{ }

SessionFile::~SessionFile() = default;

bool SessionFile::lock()
{
    if (!QDir().mkpath(m_folder))
        return false;
    const QDir folder(m_folder);
    // First the places a window that died left a session in, so that each is offered in turn
    // (after a crash of several windows, every start takes up the next one); then any free place.
    for (const bool leftBehindOnly : { true, false }) {
        for (int place = 1; place <= kPlaces; ++place) {
            const QString path = folder.filePath(QStringLiteral("session-%1.ttt").arg(place));
            if (leftBehindOnly && !QFileInfo::exists(path))
                continue;
            auto lock = std::make_unique<QLockFile>(
                folder.filePath(QStringLiteral("session-%1.lock").arg(place)));
            // Held for as long as the window runs: only a lock whose process has died is stale.
            lock->setStaleLockTime(0);
            if (lock->tryLock(0)) {
                m_lock = std::move(lock);
                m_path = path;
                return true;
            }
        }
    }
    return false;
}

std::optional<SessionDocument> SessionFile::leftBehind() const
{
    if (m_path.isEmpty())
        return std::nullopt;
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > BoardFiles::kMaxFileSize)
        return std::nullopt;
    return SessionText::parse(file.readAll());
}

bool SessionFile::write(const SessionDocument& session)
{
    return !m_path.isEmpty()
        && BoardFiles::writeFile(m_path, SessionText::format(session)).isEmpty();
}

bool SessionFile::remove()
{
    return m_path.isEmpty() || !QFile::exists(m_path) || QFile::remove(m_path);
}
