// Writing positions as text: the `#` header, the grid and the one-line form (text.h).
#include "ttt/text.h"

#include <string>

namespace ttt {

std::string formatHeader(const Position& position)
{
    std::string words;
    const Geometry& geometry = position.board.geometry();
    if (!geometry.hasDefaultK())
        words += " k=" + std::to_string(geometry.k());
    if (position.rules != Rules::Classic)
        words += " rules=" + std::string(rulesName(position.rules));
    if (position.firstPlayer != Mark::X)
        words += " first=" + std::string(1, toChar(position.firstPlayer));
    if (position.toMove)
        words += " to-move=" + std::string(1, toChar(*position.toMove));
    return words.empty() ? std::string() : "#" + words + "\n";
}

std::string formatPosition(const Position& position)
{
    return formatHeader(position) + formatGrid(position.board);
}

std::string formatGrid(const Board& board)
{
    const Geometry& geometry = board.geometry();
    std::string text;
    text.reserve(std::size_t(geometry.cells() + geometry.rows()));
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        text += toChar(board.at(cell));
        if (geometry.columnOf(cell) == geometry.columns() - 1)
            text += '\n';
    }
    return text;
}

std::string formatOneLine(const Board& board, bool withSlashes)
{
    const Geometry& geometry = board.geometry();
    withSlashes = withSlashes || !geometry.isSquare();
    std::string text;
    for (Cell cell = 0; cell < geometry.cells(); ++cell) {
        if (withSlashes && cell > 0 && geometry.columnOf(cell) == 0)
            text += '/';
        text += toChar(board.at(cell));
    }
    return text;
}

} // namespace ttt
