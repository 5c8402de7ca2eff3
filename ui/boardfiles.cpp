// Reading and writing boards: solverlib's text forms on one side, QFile / QSaveFile on the other.
#include "boardfiles.h"

#include "wording.h"

#include "ttt/text.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QSaveFile>

#include <string_view>

namespace BoardFiles {

ReadResult parse(const QByteArray& text)
{
    const ttt::Parsed<ttt::Board> parsed
        = ttt::parseBoard(std::string_view(text.constData(), std::size_t(text.size())));
    if (!parsed)
        return { std::nullopt, Wording::parseError(parsed.error()) };
    return { *parsed, {} };
}

ReadResult readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return { std::nullopt, file.errorString() };
    if (file.size() > kMaxFileSize) {
        return { std::nullopt,
            QCoreApplication::translate(
                "BoardFiles", "The file has %1 bytes; a board file has a few dozen.")
                .arg(file.size()) };
    }
    const QByteArray contents = file.read(kMaxFileSize + 1);
    if (file.error() != QFileDevice::NoError)
        return { std::nullopt, file.errorString() };
    return parse(contents);
}

QByteArray gridText(const ttt::Board& board)
{
    return QByteArray::fromStdString(ttt::formatGrid(board));
}

QString oneLineText(const ttt::Board& board)
{
    return QString::fromStdString(ttt::formatOneLine(board));
}

QString writeFile(const QString& path, const QByteArray& contents)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (file.write(contents) != contents.size()) {
        const QString problem = file.errorString();
        file.cancelWriting();
        return problem;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

QString writeImage(const QString& path, const QImage& image)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (!image.save(&file, "PNG")) {
        const QString problem = file.errorString().isEmpty() || file.error() == QFileDevice::NoError
            ? QCoreApplication::translate("BoardFiles", "The image could not be encoded as PNG.")
            : file.errorString();
        file.cancelWriting();
        return problem;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace BoardFiles
