// libFuzzer target: the game record parser. Whatever the bytes, parseGame either gives a game
// that reads back the same from its printed record (and whose every move was legal where it was
// played), or an error with a real line and column.
#include "fuzzsupport.h"

#include "ttt/game.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace {

using fuzz::require;

// Every move of the tree was playable where it stands.
void checkMoves(const ttt::Game& game, const ttt::GamePath& at, int depth)
{
    require(depth <= ttt::Geometry::kMaxCells);
    const std::vector<ttt::GameMove>& moves = game.movesAfter(at);
    for (std::size_t index = 0; index < moves.size(); ++index) {
        require(game.canPlay(at, moves[index].cell));
        ttt::GamePath next = at;
        next.push_back(int(index));
        checkMoves(game, next, depth + 1);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ttt::Parsed<ttt::Game> parsed = ttt::parseGame(text);
    if (!parsed) {
        fuzz::requireRealPlace(text, parsed.error());
        return 0;
    }
    const ttt::Game& game = *parsed;
    checkMoves(game, {}, 0);
    const std::string printed = ttt::formatGame(game);
    const ttt::Parsed<ttt::Game> again = ttt::parseGame(printed);
    require(again.ok() && *again == game);
    return 0;
}
