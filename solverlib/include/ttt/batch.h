// Batch judge input, read fast: a case count, then that many tic-tac-toe boards of 3 row tokens
// each (the contest format knows only 3×3), and for line-score a side-to-move flag before each
// board.
//
//   2            the number of cases
//   xoo .x. ..x  a board: three rows of three cells, any white space between the tokens
//   ...
//   ...
//   ...
//
// Cells are those of the text forms (text.h): x or X, o or O, and '.', '-' or '_' for an empty
// cell. The batch solver reads millions of boards, so the plain case (rows of 3 cells, each
// followed by white space) has a fast path compiled into the caller's loop: one look-up in a
// byte table per character and one decision per row. Anything else takes the slow path, which
// says what is wrong and where, as the text forms' reader does.
#pragma once

#include "ttt/board.h"
#include "ttt/text.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace ttt {

namespace detail {
constexpr bool isWhiteSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// What each byte is to the batch reader: a cell digit (0 empty, 1 x, 2 o, as in board
// codes), white space, or anything else, as bits so that a row checks with one OR.
inline constexpr std::uint8_t kSpace = 0x40;
inline constexpr std::uint8_t kOther = 0x80;
inline constexpr std::uint8_t kNotCell = kSpace | kOther;
inline constexpr std::array<std::uint8_t, 256> kByteKind = [] {
    std::array<std::uint8_t, 256> kind {};
    for (int byte = 0; byte < 256; ++byte) {
        const char c = static_cast<char>(byte);
        if (const std::optional<Mark> mark = cellFromChar(c))
            kind[byte] = static_cast<std::uint8_t>(*mark);
        else
            kind[byte] = isWhiteSpace(c) ? kSpace : kOther;
    }
    return kind;
}();

// Reads one plain row at `cells` (3 cell bytes, then a white-space byte) into `board`; false if
// it is not one. The folds unroll the columns.
template <std::size_t... Column>
inline bool readPlainRow(
    const unsigned char* cells, std::uint32_t& board, std::index_sequence<Column...>)
{
    const std::uint8_t kinds[] = { kByteKind[cells[Column]]... };
    const unsigned notCells = (kinds[Column] | ...) & kNotCell;
    const unsigned terminated = kByteKind[cells[sizeof...(Column)]] & kSpace;
    ((board = board * 3 + kinds[Column]), ...);
    return notCells == 0 && terminated != 0;
}
} // namespace detail

// Reads batch judge input token by token. Tokens are separated by any run of white space. The
// reader keeps track of the line it is on, so callers can name it in messages.
class BatchReader {
public:
    explicit BatchReader(std::string_view input);

    // The first token: a whole number of cases, 0 or more.
    Parsed<std::uint64_t> readCaseCount();

    // The next board. On an error the rest of the board's row tokens are still consumed, so the
    // next call reads the next case.
    Parsed<Board> readBoard();
    // The same, as a board code.
    Parsed<BoardCode> readBoardCode();
    // The batch solver's fast path: reads the next board if it is plain (rows of 3 cells
    // followed by white space) and gives true; otherwise reads nothing and gives false, and
    // readBoardCode() reads the board and says what is wrong with it, if anything.
    bool readPlainBoardCode(BoardCode& code);

    // Line-score batch input: the side-to-move flag before each board, 1 for o and 0 for x. If
    // the input has ended, lastBoardMissing() says so.
    Parsed<Mark> readSideToMove();

    // The line the last board read started on, and whether it failed because the input had
    // ended before it (rather than in or at it).
    int lastBoardLine() const;
    bool lastBoardMissing() const { return m_boardMissing; }

    // Whether only white space is left; if not, `trailingTextError` describes what is.
    bool atEnd();
    ParseError trailingTextError();

    // The line of the next token (after skipping white space).
    int nextTokenLine();

private:
    struct Location {
        int line = 1;
        std::size_t lineStart = 0;
    };

    void skipWhiteSpace();
    std::string_view readToken();
    Location locate(std::size_t position) const;
    ParseError errorAt(std::size_t position, std::string message) const;
    // Errors about the input ending point just past its last token, where a person would add
    // what is missing, not at the blank line after it.
    ParseError errorAtInputEnd(std::string message) const;
    // What is wrong with row token `row` of a board, if anything.
    std::optional<ParseError> rowError(std::size_t begin, std::string_view token, int row) const;
    // The slow path of readBoardCode() from row `row` on (`code` holds the rows before it): a
    // board that ends with the input, or the error that stopped the fast path.
    Parsed<BoardCode> finishBoard(int row, BoardCode code);

    std::string_view m_input;
    std::size_t m_position = 0;
    std::size_t m_tokenEnd = 0; // just past the last token read
    std::size_t m_boardStart = 0; // where the last board read started
    bool m_boardMissing = false;
    // Where locate() stopped counting lines: only messages need line numbers.
    mutable std::size_t m_cursor = 0;
    mutable int m_cursorLine = 1;
    mutable std::size_t m_cursorLineStart = 0;
};

inline bool BatchReader::readPlainBoardCode(BoardCode& code)
{
    // The hot path of the batch solver, inline so that it compiles into the caller's loop: one
    // table look-up per byte and one decision per row. Anything unusual (a bad byte, a row of
    // another length, the end of the input) leaves the reader where it was, for
    // readBoardCode() to deal with.
    const auto* const data = reinterpret_cast<const unsigned char*>(m_input.data());
    const std::size_t size = m_input.size();
    std::size_t position = m_position;
    std::size_t boardStart = position;
    BoardCode board = 0;
    constexpr int columns = kTicTacToe.columns();
    for (int row = 0; row < kTicTacToe.rows(); ++row) {
        while (position < size && (detail::kByteKind[data[position]] & detail::kSpace))
            ++position;
        if (row == 0)
            boardStart = position;
        // A row that ends with the input (only the last row of all can) takes the slow path.
        if (position + columns >= size
            || !detail::readPlainRow(data + position, board, std::make_index_sequence<columns>()))
            return false;
        position += columns + 1; // the white space that ended the row is stepped over too
    }
    m_boardStart = boardStart;
    m_tokenEnd = position - 1;
    m_position = position;
    m_boardMissing = false;
    code = board;
    return true;
}

inline Parsed<BoardCode> BatchReader::readBoardCode()
{
    BoardCode code = 0;
    if (readPlainBoardCode(code))
        return code;
    return finishBoard(0, 0);
}

} // namespace ttt
