#include "io.h"

#include <cerrno>
#include <unistd.h>

namespace ttt::cli {

std::optional<std::string> readAllStandardInput()
{
    // Grow as the data arrives: never reserve by what the input claims about itself.
    std::string data;
    std::size_t size = 0;
    data.resize(1 << 16);
    for (;;) {
        if (size == data.size())
            data.resize(data.size() * 2);
        const ssize_t got = ::read(STDIN_FILENO, data.data() + size, data.size() - size);
        if (got == 0)
            break;
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return std::nullopt;
        }
        size += static_cast<std::size_t>(got);
    }
    data.resize(size);
    return data;
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

} // namespace ttt::cli
