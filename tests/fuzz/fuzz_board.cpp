// libFuzzer target: the board parser, every size and the `#` header. Whatever the bytes,
// parsePosition either gives a position that survives a round trip through every text form
// (header and grid, header and one line with and without '/'), or an error with a real line and
// column.
#include "fuzzsupport.h"

#include "ttt/text.h"

#include <cstdint>
#include <string_view>

using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ttt::Parsed<ttt::Position> parsed = ttt::parsePosition(text);
    if (!parsed) {
        fuzz::requireRealPlace(text, parsed.error());
        require(!ttt::parseBoard(text).ok());
        return 0;
    }
    const ttt::Position& position = *parsed;
    const ttt::Geometry& geometry = position.board.geometry();
    require(ttt::Geometry::isValid(geometry.columns(), geometry.rows(), geometry.k()));
    const std::string header = ttt::formatHeader(position);
    for (const std::string& printed :
        { ttt::formatPosition(position), header + ttt::formatOneLine(position.board),
            header + ttt::formatOneLine(position.board, false) }) {
        const ttt::Parsed<ttt::Position> again = ttt::parsePosition(printed);
        require(again.ok() && *again == position);
    }
    const ttt::Parsed<ttt::Board> board = ttt::parseBoard(text);
    require(board.ok() && *board == position.board);
    return 0;
}
