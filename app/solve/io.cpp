#include "io.h"

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
    return "line " + std::to_string(error.line) + ", column " + std::to_string(error.column) + ": "
        + error.message;
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
