// libFuzzer target: the board parser. Whatever the bytes, parseBoard either gives a board that
// survives a round trip through both text forms, or an error with a real line and column.
#include "ttt/text.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort(); // libFuzzer saves the input that got here
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ttt::Parsed<ttt::Board> parsed = ttt::parseBoard(text);
    if (!parsed) {
        const ttt::ParseError& error = parsed.error();
        const auto lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
        require(error.line >= 1 && error.line <= lines + 2);
        require(error.column >= 1 && static_cast<std::size_t>(error.column) <= size + 1);
        require(!error.message.empty());
        return 0;
    }
    const ttt::Board board = *parsed;
    for (const std::string& printed :
        { ttt::formatGrid(board), ttt::formatOneLine(board), ttt::formatOneLine(board, false) }) {
        const ttt::Parsed<ttt::Board> again = ttt::parseBoard(printed);
        require(again.ok() && *again == board);
    }
    return 0;
}
