#include "io.h"

#include <QCoreApplication>
#include <QString>

#include <cerrno>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ttt::cli {

StandardInput::StandardInput()
{
    struct stat status { };
    if (::fstat(STDIN_FILENO, &status) == 0 && S_ISREG(status.st_mode) && status.st_size > 0) {
        const auto size = static_cast<std::size_t>(status.st_size);
        void* mapped
            = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, STDIN_FILENO, 0);
        if (mapped != MAP_FAILED) {
            m_mapped = mapped;
            m_mappedText = std::string_view(static_cast<const char*>(mapped), size);
            m_ok = true;
            return;
        }
    }
    // Grow as the data arrives: never reserve by what the input claims about itself.
    std::size_t size = 0;
    m_read.resize(std::size_t(1) << 16);
    for (;;) {
        if (size == m_read.size())
            m_read.resize(m_read.size() * 2);
        const ssize_t got = ::read(STDIN_FILENO, m_read.data() + size, m_read.size() - size);
        if (got == 0)
            break;
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        size += static_cast<std::size_t>(got);
    }
    m_read.resize(size);
    m_ok = true;
}

StandardInput::~StandardInput()
{
    if (m_mapped)
        ::munmap(m_mapped, m_mappedText.size());
}

bool writeAll(std::FILE* stream, std::string_view text)
{
    return std::fwrite(text.data(), 1, text.size(), stream) == text.size()
        && std::fflush(stream) == 0;
}

void reportError(std::string_view message)
{
    std::string line = "ttt-solve: ";
    line += message;
    line += '\n';
    writeAll(stderr, line);
}

std::string withThousands(unsigned long long value)
{
    std::string digits = std::to_string(value);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), 1, ',');
    return digits;
}

std::string where(const ParseError& error)
{
    if (error.byte > 0) {
        return QCoreApplication::translate("ttt-solve", "byte %1: %2",
            "where in a binary input (a RenLib library) a problem is, then the problem")
            .arg(QString::number(error.byte), QString::fromStdString(error.message))
            .toStdString();
    }
    return QCoreApplication::translate("ttt-solve", "line %1, column %2: %3",
        "where in the input a problem is, then the problem (already in the reader's language)")
        .arg(QString::number(error.line), QString::number(error.column),
            QString::fromStdString(error.message))
        .toStdString();
}

std::string inputName(const std::optional<std::string>& source)
{
    if (source)
        return *source;
    return QCoreApplication::translate("ttt-solve", "standard input",
        "where a board or game record came from, before the place of a problem in it")
        .toStdString();
}

void reportInputProblem(const std::optional<std::string>& source, const ParseError& error)
{
    const QString from = QString::fromStdString(inputName(source));
    reportError(QCoreApplication::translate("ttt-solve", "%1, %2",
        "a problem in the input: %1 is where it came from (standard input, BOARD or a file's "
        "name), %2 the place in it and the problem (line 2, column 3: ...)")
                    .arg(from, QString::fromStdString(where(error)))
                    .toStdString());
}

void reportNoMemoryForTable(std::size_t megabytes)
{
    reportError(QCoreApplication::translate("ttt-solve",
        "cannot reserve %1 MB for the search's table: not enough free memory (ask for less "
        "with --hash)",
        "%1 is a number of megabytes; --hash is an option, not translated")
                    .arg(megabytes)
                    .toStdString());
}

std::string tryHelpText()
{
    return QCoreApplication::translate("ttt-solve", "Try 'ttt-solve --help' for more information.",
        "the line after every usage error; 'ttt-solve --help' is a command, not translated")
        .toStdString();
}

int displayWidth(std::string_view text)
{
    int width = 0;
    for (const char32_t c : QString::fromUtf8(text.data(), qsizetype(text.size())).toUcs4()) {
        if ((c >= 0x0300 && c <= 0x036F) || (c >= 0x200B && c <= 0x200F))
            continue; // combining marks and zero-width spaces
        const bool wide = (c >= 0x1100 && c <= 0x115F) // Hangul Jamo
            || (c >= 0x2E80 && c <= 0x303E) // CJK radicals, symbols and punctuation
            || (c >= 0x3041 && c <= 0x33FF) // kana, bopomofo, Hangul compatibility Jamo, ...
            || (c >= 0x3400 && c <= 0x4DBF) // CJK ideographs, extension A
            || (c >= 0x4E00 && c <= 0x9FFF) // CJK ideographs
            || (c >= 0xA960 && c <= 0xA97F) // Hangul Jamo extended A
            || (c >= 0xAC00 && c <= 0xD7A3) // Hangul syllables
            || (c >= 0xF900 && c <= 0xFAFF) // CJK compatibility ideographs
            || (c >= 0xFE30 && c <= 0xFE4F) // CJK compatibility forms
            || (c >= 0xFF00 && c <= 0xFF60) // full-width forms
            || (c >= 0xFFE0 && c <= 0xFFE6) // full-width signs
            || (c >= 0x20000 && c <= 0x3FFFD); // CJK ideographs, supplementary planes
        width += wide ? 2 : 1;
    }
    return width;
}

std::string padded(std::string text, int width)
{
    const int missing = width - displayWidth(text);
    if (missing > 0)
        text.append(std::size_t(missing), ' ');
    return text;
}

std::string joinedProblems(const std::vector<LegalityProblem>& problems)
{
    std::string text;
    for (const LegalityProblem& problem : problems) {
        if (!text.empty())
            text += ' ';
        text += problem.message;
    }
    return text;
}

} // namespace ttt::cli
