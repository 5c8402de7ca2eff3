// libFuzzer target: the game record parsers. Whatever the bytes, parseGame, and the reader of
// whatever form the bytes look like (parseGameIn: .psq, SGF, move strings, opening files,
// RenLib libraries), either give a game that reads back the same from its printed record in
// every form that holds all of it (and whose every move was legal where it was played), or an
// error with a real line and column (a real byte, for a library).
#include "fuzzsupport.h"

#include "ttt/game.h"
#include "ttt/gamefiles.h"

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

// A game read from any form prints, in each form that leftOut() says holds all of it, a record
// that reads back as the same game (a move string or an opening file with no moves says
// nothing, not even its board: those only with moves).
void checkEveryForm(const ttt::Game& game)
{
    for (const ttt::GameForm form : ttt::kEveryGameForm) {
        if (!ttt::leftOut(game, form).empty())
            continue;
        if ((form == ttt::GameForm::Moves || form == ttt::GameForm::Openings) && !game.hasMoves())
            continue;
        const std::string printed = ttt::formatGameAs(game, form);
        const ttt::Parsed<ttt::Game> again = ttt::parseGameIn(printed, form);
        require(again.ok() && *again == game);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const ttt::Parsed<ttt::Game> foreign = ttt::parseGameIn(text);
    if (!foreign) {
        fuzz::requireRealPlace(text, foreign.error());
    } else {
        checkMoves(*foreign, {}, 0);
        checkEveryForm(*foreign);
    }
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
