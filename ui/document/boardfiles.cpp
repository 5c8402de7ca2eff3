// Reading and writing boards: solverlib's text forms on one side, QFile / QSaveFile on the other.
#include "document/boardfiles.h"

#include "words/wording.h"

#include "ttt/gamefiles.h"
#include "ttt/text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSaveFile>

#include <string_view>

namespace BoardFiles {

namespace {

QString quoted(const QString& path)
{
    return QCoreApplication::translate("BoardFiles", "“%1”").arg(QDir::toNativeSeparators(path));
}

// Why `path` could not be read or written, naming what is in the way when that can be told
// for certain from the file system (the system's own words, such as "Filename refers to a
// directory" or "No such file or directory", do not say which part of the path is wrong);
// otherwise what the system said.
QString explainFailure(const QString& path, const QString& systemReason, bool writing)
{
    const QFileInfo target(path);
    if (target.isDir())
        return QCoreApplication::translate("BoardFiles", "%1 is a folder, not a file.")
            .arg(quoted(target.absoluteFilePath()));
    // The nearest folder on the way that exists.
    QFileInfo folder(target.absolutePath());
    QString missing;
    while (!folder.exists() && !folder.isRoot()) {
        missing = folder.absoluteFilePath();
        folder = QFileInfo(folder.absolutePath());
    }
    if (folder.exists() && !folder.isDir())
        return QCoreApplication::translate("BoardFiles", "%1 is a file, not a folder.")
            .arg(quoted(folder.absoluteFilePath()));
    if (!missing.isEmpty())
        return QCoreApplication::translate("BoardFiles", "The folder %1 does not exist.")
            .arg(quoted(missing));
    if (!target.exists() && !writing)
        return QCoreApplication::translate("BoardFiles", "%1 does not exist.")
            .arg(quoted(target.absoluteFilePath()));
    if (writing && target.exists() && !target.isWritable())
        return QCoreApplication::translate("BoardFiles", "%1 is read-only.")
            .arg(quoted(target.absoluteFilePath()));
    if (writing && !folder.isWritable())
        return QCoreApplication::translate("BoardFiles", "The folder %1 is read-only.")
            .arg(quoted(folder.absoluteFilePath()));
    return systemReason;
}

} // namespace

ReadResult parse(const QByteArray& text, const ttt::GameDefaults& defaults)
{
    const std::string_view view(text.constData(), std::size_t(text.size()));
    const ttt::GameForm form = ttt::recogniseGameForm(view);
    if (form != ttt::GameForm::Text || ttt::looksLikeGame(view)) {
        const ttt::Parsed<ttt::Game> parsed = ttt::parseGameIn(view, form, defaults);
        if (!parsed)
            return { std::nullopt, std::nullopt, Wording::parseError(parsed.error()) };
        return { std::nullopt, *parsed, {} };
    }
    const ttt::Parsed<ttt::Position> parsed = ttt::parsePosition(view);
    if (!parsed)
        return { std::nullopt, std::nullopt, Wording::parseError(parsed.error()) };
    return { *parsed, std::nullopt, {}, ttt::namesRules(view) };
}

ReadResult readFile(const QString& path, const ttt::GameDefaults& defaults)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return { std::nullopt, std::nullopt, explainFailure(path, file.errorString(), false) };
    if (file.size() > kMaxFileSize) {
        return { std::nullopt, std::nullopt,
            QCoreApplication::translate("BoardFiles",
                "The file has %1 bytes; files of up to %2 bytes are read (a board or a game "
                "takes a few hundred, a RenLib library a few million).")
                .arg(file.size())
                .arg(kMaxFileSize) };
    }
    const QByteArray contents = file.read(kMaxFileSize + 1);
    if (file.error() != QFileDevice::NoError)
        return { std::nullopt, std::nullopt, file.errorString() };
    // Devices and files that grow while they are read give more than their size said.
    if (contents.size() > kMaxFileSize) {
        return { std::nullopt, std::nullopt,
            QCoreApplication::translate("BoardFiles",
                "The file has more than %1 bytes; files of up to %1 bytes are read (a board or a "
                "game takes a few hundred, a RenLib library a few million).")
                .arg(kMaxFileSize) };
    }
    return parse(contents, defaults);
}

QByteArray gridText(const ttt::Position& position)
{
    return QByteArray::fromStdString(ttt::formatPosition(position));
}

QByteArray gameText(const ttt::Game& game, ttt::GameForm form)
{
    return QByteArray::fromStdString(ttt::formatGameAs(game, form));
}

bool isLibrary(const QString& path)
{
    if (formOfPath(path) == ttt::GameForm::RenLib)
        return true;
    QFile file(path);
    return file.open(QIODevice::ReadOnly)
        && ttt::isRenLib(file.peek(ttt::kRenLibSignatureSize).toStdString());
}

ttt::GameForm formOfPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("psq"))
        return ttt::GameForm::Psq;
    if (suffix == QLatin1String("sgf"))
        return ttt::GameForm::Sgf;
    if (suffix == QLatin1String("lib"))
        return ttt::GameForm::RenLib;
    return ttt::GameForm::Text;
}

QString oneLineText(const ttt::Position& position)
{
    return QString::fromStdString(ttt::formatHeader(position) + ttt::formatOneLine(position.board));
}

// Both writers write a temporary file next to the target and rename it over the target only
// once all of it is written: until then (and if anything fails) the old file is untouched, and
// QSaveFile removes the temporary file.
QString writeFile(const QString& path, const QByteArray& contents)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return explainFailure(path, file.errorString(), true);
    if (file.write(contents) != contents.size()) {
        const QString problem = file.errorString();
        file.cancelWriting();
        return problem;
    }
    if (!file.commit())
        return explainFailure(path, file.errorString(), true);
    return {};
}

QString writeImage(const QString& path, const QImage& image)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return explainFailure(path, file.errorString(), true);
    if (!image.save(&file, "PNG")) {
        const QString problem = file.errorString().isEmpty() || file.error() == QFileDevice::NoError
            ? QCoreApplication::translate("BoardFiles", "The image could not be encoded as PNG.")
            : file.errorString();
        file.cancelWriting();
        return problem;
    }
    if (!file.commit())
        return explainFailure(path, file.errorString(), true);
    return {};
}

} // namespace BoardFiles
