// Small I/O helpers for ttt-solve: whole-stream reads and unbuffered writes.
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace ttt::cli {

// All of standard input, or nothing if reading failed (errno says why).
std::optional<std::string> readAllStandardInput();

// Writes all of `text` to `stream` and flushes; false if the stream refused it.
bool writeAll(std::FILE* stream, std::string_view text);

// "ttt-solve: " + message + "\n" on standard error.
void reportError(std::string_view message);

// 1234567 → "1,234,567".
std::string withThousands(unsigned long long value);

} // namespace ttt::cli
