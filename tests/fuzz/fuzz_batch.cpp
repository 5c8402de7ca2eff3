// libFuzzer target: the batch reader. Reads a case count and then boards until the input or the
// count runs out or an error stops it; every board read must come back the same when the boards
// are written out as batch input and read again, and every error must name a real place.
#include "ttt/batch.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort(); // libFuzzer saves the input that got here
}

void requireRealPlace(const ttt::ParseError& error, std::string_view text)
{
    const auto lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    require(error.line >= 1 && error.line <= lines + 1);
    require(error.column >= 1 && static_cast<std::size_t>(error.column) <= text.size() + 1);
    require(!error.message.empty());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ttt::BatchReader reader(text);
    const ttt::Parsed<std::uint64_t> count = reader.readCaseCount();
    if (!count) {
        requireRealPlace(count.error(), text);
        return 0;
    }
    std::vector<ttt::Board> boards;
    for (std::uint64_t i = 0; i < *count; ++i) {
        // The first byte decides whether this run also reads line-score side flags.
        if (size > 0 && (data[0] & 1)) {
            const ttt::Parsed<ttt::Mark> side = reader.readSideToMove();
            if (!side) {
                requireRealPlace(side.error(), text);
                break;
            }
        }
        const ttt::Parsed<ttt::Board> board = reader.readBoard();
        if (!board) {
            requireRealPlace(board.error(), text);
            require(reader.lastBoardLine() >= 1);
            break;
        }
        boards.push_back(*board);
    }
    if (!reader.atEnd())
        requireRealPlace(reader.trailingTextError(), text);

    // Round trip: the boards read, written as batch input, read back the same.
    std::string again = std::to_string(boards.size()) + "\n";
    for (const ttt::Board& board : boards)
        again += ttt::formatGrid(board);
    ttt::BatchReader second(again);
    const ttt::Parsed<std::uint64_t> secondCount = second.readCaseCount();
    require(secondCount.ok() && *secondCount == boards.size());
    for (const ttt::Board& board : boards) {
        const ttt::Parsed<ttt::BoardCode> code = second.readBoardCode();
        require(code.ok() && *code == board.code());
    }
    require(second.atEnd());
    return 0;
}
