// The board's geometry: m columns, n rows and k in a row; its cells, lines and symmetries.
//
// A Geometry is a small value (three numbers) that every part of the library takes: the board,
// the text forms, legality, symmetry and the search all ask it how big the board is, which
// lines win and how the board turns. Nothing else knows the size of a board. The default,
// Geometry(), is tic-tac-toe: 3 by 3 with 3 in a row (kTicTacToe).
//
// Limits (SPEC "Boards of any size", "Big boards and gomoku"): 3 <= columns, rows <= 20 (up to
// 400 cells: gomoku's 15×15, Gomocup's 20×20), and 3 <= k <= max(columns, rows). A line is k
// cells in a row, a column or a diagonal; when k is longer than the short side, only the long
// direction has lines.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace ttt {

// A cell is numbered row-major from the top-left, 0-based: cell = row * columns + column.
//
//   4 columns × 3 rows     column  0   1   2   3
//                            row 0  0 | 1 | 2 | 3
//                                1  4 | 5 | 6 | 7
//                                2  8 | 9 |10 |11
using Cell = int;

// ---------------------------------------------------------------------------------------------
// Cell sets: three bit layouts
//
// A cell's bit is row * stride + column. A board of at most 64 cells (a word board) keeps its
// cells in one 64-bit word, a CellSet; a bigger one (a wide board) in seven (Board's storage):
//
//   square layout, stride 8: boards    packed layout, stride = columns:   wide layout, stride
//   that fit in 8×8, in the top-left   the other word boards (9×4 to      20: boards of more
//   corner of an 8×8 grid              16×4, 10×6, 20×3), row after row   than 64 cells
//
//     4 columns × 3 rows                 9 columns × 4 rows                 9 columns × 8 rows
//      0  1  2  3     (row 0)             0  1 ..  8    (row 0)              0 ..  8   (row 0)
//      8  9 10 11     (row 1)             9 10 .. 17    (row 1)             20 .. 28   (row 1)
//     16 17 18 19     (row 2)            18 19 .. 26    (row 2)             ...
//                                        27 28 .. 35    (row 3)            140 .. 148  (row 7)
//
// In the square layout turning or mirroring a board is a handful of word operations (see
// transform()); in the packed one a few per row. Everything that takes or gives a CellSet —
// setOf(), allCells(), a Line's cells, Board::cells(), transform() on a set — is for word boards
// only (fitsWord()); on a wide board a Board answers cell by cell, and a Line by its first cell,
// last cell and step (cellsOf()). Bits outside the board are always clear. Cell numbers and bits
// convert with bitOf() and cellOfBit().
// ---------------------------------------------------------------------------------------------
using CellSet = std::uint64_t;

// The symmetries of a board: the turns and mirrors that map it onto itself. Each has a number
// (symmetryIndex()), the one tables and certificates use: below 4, the board is turned a
// quarter clockwise that many times; from 4 on, it is first mirrored left to right, then turned
// (number - 4) times. A square board has all 8; a board that is not square has the 4 that keep
// its shape (identity, half turn and the two mirrors).
enum class Symmetry : std::uint8_t {
    Identity = 0,
    QuarterTurnClockwise = 1,
    HalfTurn = 2,
    QuarterTurnAnticlockwise = 3,
    MirrorLeftRight = 4, // reflect in the vertical axis
    MirrorAntiDiagonal = 5, // mirror, then a quarter turn clockwise
    MirrorTopBottom = 6, // reflect in the horizontal axis
    MirrorMainDiagonal = 7, // transpose: row and column swap
};

inline constexpr int kSymmetryIndexCount = 8;

// A symmetry's number, 0 to 7, and back.
constexpr int symmetryIndex(Symmetry s)
{
    return static_cast<int>(s);
}
constexpr Symmetry symmetryFromIndex(int index)
{
    assert(0 <= index && index < kSymmetryIndexCount);
    return static_cast<Symmetry>(index);
}

// Whether `s` mirrors the board first, and how many quarter turns clockwise it makes then.
constexpr bool isMirror(Symmetry s)
{
    return symmetryIndex(s) >= 4;
}
constexpr int quarterTurns(Symmetry s)
{
    return symmetryIndex(s) % 4;
}

// A line: k cells in a row, from `first` to `last` (first < last in cell numbering), each cell
// `step` after the one before it (1 along a row, columns along a column, columns ± 1 along a
// diagonal). `cells` is its set on a word board, and empty on a wide one.
struct Line {
    CellSet cells = 0;
    Cell step = 1;
    Cell first = 0;
    Cell last = 0;
    friend bool operator==(const Line&, const Line&) = default;
};

class Geometry {
public:
    static constexpr int kMinSide = 3;
    static constexpr int kMaxSide = 20;
    static constexpr int kMaxCells = kMaxSide * kMaxSide;
    static constexpr int kWordCells = 64; // the most cells of a word board
    static constexpr int kSquareSide = 8; // the longest side of the square layout
    static constexpr int kStride = 8; // bits per row in the square layout
    static constexpr int kWideStride = 20; // bits per row on a wide board
    static constexpr int kMinK = 3;

    // Tic-tac-toe: 3 × 3, three in a row.
    constexpr Geometry() = default;

    constexpr Geometry(int columns, int rows, int k)
        : m_columns(static_cast<std::uint8_t>(columns))
        , m_rows(static_cast<std::uint8_t>(rows))
        , m_k(static_cast<std::uint8_t>(k))
    {
        assert(isValid(columns, rows, k));
    }

    // The default k when none is given: min(columns, rows, 4) (3×3 → 3, 4×4 → 4, 5×5 → 4).
    static constexpr int defaultK(int columns, int rows) { return std::min({ columns, rows, 4 }); }

    static constexpr bool isValidSide(int side) { return kMinSide <= side && side <= kMaxSide; }
    static constexpr int maxK(int columns, int rows) { return std::max(columns, rows); }
    static constexpr bool isValid(int columns, int rows, int k)
    {
        return isValidSide(columns) && isValidSide(rows) && kMinK <= k && k <= maxK(columns, rows);
    }

    constexpr int columns() const { return m_columns; }
    constexpr int rows() const { return m_rows; }
    constexpr int k() const { return m_k; }
    constexpr int cells() const { return m_columns * m_rows; }
    constexpr bool isSquare() const { return m_columns == m_rows; }
    constexpr bool hasDefaultK() const { return m_k == defaultK(m_columns, m_rows); }
    // A word board: its cells fit one CellSet (at most 64 cells).
    constexpr bool fitsWord() const { return cells() <= kWordCells; }
    // The square layout: at most 8 columns and 8 rows.
    constexpr bool isSquareLayout() const
    {
        return m_columns <= kSquareSide && m_rows <= kSquareSide;
    }
    // Bits per row: 8 in the square layout, the columns in the packed one, 20 on a wide board.
    constexpr int stride() const
    {
        return isSquareLayout() ? kStride : fitsWord() ? m_columns : kWideStride;
    }

    constexpr bool isValidCell(Cell cell) const { return 0 <= cell && cell < cells(); }
    constexpr int rowOf(Cell cell) const
    {
        assert(isValidCell(cell));
        return cell / m_columns;
    }
    constexpr int columnOf(Cell cell) const
    {
        assert(isValidCell(cell));
        return cell % m_columns;
    }
    constexpr Cell cellAt(int row, int column) const
    {
        assert(0 <= row && row < m_rows && 0 <= column && column < m_columns);
        return row * m_columns + column;
    }

    // The bit of `cell` in this board's layout, and back.
    constexpr int bitOf(Cell cell) const { return rowOf(cell) * stride() + columnOf(cell); }
    constexpr Cell cellOfBit(int bit) const { return cellAt(bit / stride(), bit % stride()); }
    // The set of `cell` alone (word boards).
    constexpr CellSet setOf(Cell cell) const
    {
        assert(fitsWord());
        return CellSet(1) << bitOf(cell);
    }

    // Every cell of the board (word boards).
    constexpr CellSet allCells() const
    {
        assert(fitsWord());
        const CellSet row = (CellSet(1) << m_columns) - 1;
        CellSet all = 0;
        for (int r = 0; r < m_rows; ++r)
            all |= row << (r * stride());
        return all;
    }

    // The winning lines, in a fixed order: rows, then columns, then diagonals down to the right,
    // then diagonals down to the left; within a direction by first cell.
    std::span<const Line> lines() const;
    int lineCount() const { return static_cast<int>(lines().size()); }

    // The cells of `line`, from first to last, on any board.
    std::vector<Cell> cellsOf(const Line& line) const
    {
        std::vector<Cell> cells;
        for (Cell cell = line.first; cell <= line.last; cell += line.step)
            cells.push_back(cell);
        return cells;
    }

    // The cells just beyond the two ends of `line`, before its first cell and after its last,
    // along its direction; -1 where the board ends there. (Under the exact rule a side's mark
    // on either spoils the line for that side.)
    constexpr std::array<Cell, 2> beyondEnds(const Line& line) const
    {
        const int rowStep = line.step == 1 ? 0 : 1; // along a row, or down the board
        const int columnStep = line.step - rowStep * m_columns;
        const auto cellOrNone = [&](int row, int column) {
            return 0 <= row && row < m_rows && 0 <= column && column < m_columns
                ? cellAt(row, column)
                : -1;
        };
        return { cellOrNone(rowOf(line.first) - rowStep, columnOf(line.first) - columnStep),
            cellOrNone(rowOf(line.last) + rowStep, columnOf(line.last) + columnStep) };
    }

    // The cells of `set` (such as a line's), in increasing order (word boards).
    std::vector<Cell> cellsOf(CellSet set) const
    {
        assert(fitsWord());
        std::vector<Cell> cells;
        for (Cell cell = 0; cell < this->cells(); ++cell) {
            if (set & setOf(cell))
                cells.push_back(cell);
        }
        return cells;
    }

    // The symmetries this board has (see Symmetry), the identity first.
    std::span<const Symmetry> symmetries() const;
    int symmetryCount() const { return isSquare() ? 8 : 4; }
    // Whether the board has symmetry `s`: a quarter turn would change the shape of a board that
    // is not square.
    constexpr bool hasSymmetry(Symmetry s) const { return isSquare() || quarterTurns(s) % 2 == 0; }

    // Where symmetry `s` takes `cell`.
    constexpr Cell transform(Symmetry s, Cell cell) const
    {
        assert(hasSymmetry(s) && isValidCell(cell));
        int row = rowOf(cell);
        int column = columnOf(cell);
        const int lastRow = m_rows - 1;
        const int lastColumn = m_columns - 1;
        if (isMirror(s)) // mirror left to right first
            column = lastColumn - column;
        const int turns = quarterTurns(s);
        if (turns == 2) // then a half turn
            return cellAt(lastRow - row, lastColumn - column);
        for (int turn = 0; turn < turns; ++turn) { // or quarter turns (square boards only)
            const int turnedRow = column;
            column = lastRow - row;
            row = turnedRow;
        }
        return cellAt(row, column);
    }

    // The same on a whole set of cells, in a few word operations (word boards). The square
    // layout's few operations stay inline, as the search wants them; the packed layout's row by
    // row are out of line.
    constexpr CellSet transform(Symmetry s, CellSet set) const
    {
        assert(hasSymmetry(s) && fitsWord());
        if (!isSquareLayout()) [[unlikely]]
            return transformPacked(s, set);
        return transformSquare(s, set);
    }

    // transform() on a board of the square layout, without asking which layout it has (the
    // search asks once, outside its loops).
    constexpr CellSet transformSquare(Symmetry s, CellSet set) const
    {
        assert(hasSymmetry(s) && isSquareLayout());
        if (isMirror(s))
            set = mirrorLeftRight(set);
        switch (quarterTurns(s)) {
        case 1: // clockwise: transpose, then mirror
            return mirrorLeftRight(transpose(set));
        case 2:
            return flipTopBottom(mirrorLeftRight(set));
        case 3: // anticlockwise: transpose, then flip
            return flipTopBottom(transpose(set));
        default:
            return set;
        }
    }

    // The symmetry that undoes `s`.
    static constexpr Symmetry inverseSymmetry(Symmetry s)
    {
        // The quarter turns undo each other; a half turn and every mirror undo themselves.
        return s == Symmetry::QuarterTurnClockwise    ? Symmetry::QuarterTurnAnticlockwise
            : s == Symmetry::QuarterTurnAnticlockwise ? Symmetry::QuarterTurnClockwise
                                                      : s;
    }

    // "5x5" (columns × rows, as in the text form's size=).
    std::string sizeName() const;

    friend constexpr bool operator==(const Geometry&, const Geometry&) = default;

private:
    // Reverses the bits of every byte.
    static constexpr CellSet reverseBytesBits(CellSet set)
    {
        set = ((set >> 1) & 0x5555555555555555ull) | ((set & 0x5555555555555555ull) << 1);
        set = ((set >> 2) & 0x3333333333333333ull) | ((set & 0x3333333333333333ull) << 2);
        return ((set >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((set & 0x0F0F0F0F0F0F0F0Full) << 4);
    }

    // Reverses each row's columns (square layout): reverse the bits of every byte, then shift the
    // board back into the corner.
    constexpr CellSet mirrorLeftRight(CellSet set) const
    {
        return reverseBytesBits(set) >> (kStride - m_columns);
    }

    // Reverses the order of the rows (square layout): reverse the bytes, then shift back into the
    // corner.
    constexpr CellSet flipTopBottom(CellSet set) const
    {
        return __builtin_bswap64(set) >> (kStride * (kStride - m_rows));
    }

    // transform() in the packed layout (a board that is not square: no quarter turns).
    [[gnu::noinline]] constexpr CellSet transformPacked(Symmetry s, CellSet set) const
    {
        if (isMirror(s))
            set = mirrorPackedRows(set);
        return quarterTurns(s) == 2 ? flipPackedRows(mirrorPackedRows(set)) : set;
    }

    // Each row on its own, reversed as a whole word (packed layout).
    constexpr CellSet mirrorPackedRows(CellSet set) const
    {
        const CellSet rowMask = (CellSet(1) << m_columns) - 1;
        CellSet mirrored = 0;
        for (int shift = 0; shift < cells(); shift += m_columns) {
            const CellSet row = (set >> shift) & rowMask;
            mirrored |= (__builtin_bswap64(reverseBytesBits(row)) >> (64 - m_columns)) << shift;
        }
        return mirrored;
    }

    // The rows in reverse order, row by row (packed layout).
    constexpr CellSet flipPackedRows(CellSet set) const
    {
        const CellSet rowMask = (CellSet(1) << m_columns) - 1;
        CellSet flipped = 0;
        for (int row = 0; row < m_rows; ++row) {
            flipped |= ((set >> (row * m_columns)) & rowMask) << ((m_rows - 1 - row) * m_columns);
        }
        return flipped;
    }

    // Swaps row and column (square boards only): the 8×8 transpose in three delta swaps.
    static constexpr CellSet transpose(CellSet set)
    {
        CellSet t = 0x0F0F0F0F00000000ull & (set ^ (set << 28));
        set ^= t ^ (t >> 28);
        t = 0x3333000033330000ull & (set ^ (set << 14));
        set ^= t ^ (t >> 14);
        t = 0x5500550055005500ull & (set ^ (set << 7));
        set ^= t ^ (t >> 7);
        return set;
    }

    std::uint8_t m_columns = 3;
    std::uint8_t m_rows = 3;
    std::uint8_t m_k = 3;
};

// Tic-tac-toe, the default board: the one board whose every position is answered from a table
// computed when the library is built (solver.h).
inline constexpr Geometry kTicTacToe {};

static_assert(kTicTacToe.cells() == 9 && kTicTacToe.k() == 3);
static_assert(Geometry(5, 5, 4).transform(Symmetry::QuarterTurnClockwise, 0) == 4,
    "a clockwise turn takes the top-left corner to the top-right");
static_assert(Geometry(4, 4, 4).transform(Symmetry::MirrorMainDiagonal, 1) == 4,
    "the transpose swaps row and column");
static_assert(Geometry(4, 3, 3).transform(Symmetry::HalfTurn, 0) == 11);
static_assert(Geometry(4, 3, 3).transform(Symmetry::HalfTurn, Geometry(4, 3, 3).setOf(0))
        == Geometry(4, 3, 3).setOf(11),
    "the word transforms agree with the cell transforms");
static_assert(Geometry(3, 3, 3).allCells() == 0x070707);
static_assert(Geometry(8, 8, 5).stride() == 8 && Geometry(9, 4, 4).stride() == 9
        && Geometry(16, 4, 4).fitsWord() && Geometry(9, 8, 5).stride() == 20
        && !Geometry(9, 8, 5).fitsWord(),
    "the three layouts");
static_assert(Geometry(9, 4, 4).transform(Symmetry::MirrorLeftRight, Geometry(9, 4, 4).setOf(10))
            == Geometry(9, 4, 4).setOf(16)
        && Geometry(9, 4, 4).transform(Symmetry::HalfTurn, Geometry(9, 4, 4).setOf(0))
            == Geometry(9, 4, 4).setOf(35),
    "the packed layout's word transforms agree with the cell transforms");

} // namespace ttt
