// The certificate checker. Everything it relies on is written here, as plainly as possible: the
// board and its lines, the symmetries, the file's layout and each rule of README "Proofs". It
// searches nothing: each node is checked on its own, against the positions its parents give
// its children. Nodes come parents first and every reference points forward, so one pass in
// file order checks them all and no cycle can exist.
#include "checker.h"
#include "renju.h"

#include <zstd.h>

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <sstream>
#include <type_traits>
#include <utility>

namespace check {
namespace {

// A set of cells, bit c for cell c (row-major from the top-left): one word on boards of at most
// 64 cells (versions 1 and 2, and version 3 there), seven on bigger ones (version 3). The check
// is written once over either (the templates below), so the small boards' is as fast as ever.
using Word = std::uint64_t;

struct WideCells {
    static constexpr int kWords = 7; // 448 bits: a 20×20 board has 400 cells
    std::array<Word, kWords> words {};

    constexpr WideCells() = default;
    constexpr WideCells(int zero) { (void)zero; } // Cells(0): the empty set

    friend WideCells operator&(WideCells a, const WideCells& b)
    {
        for (int i = 0; i < kWords; ++i)
            a.words[std::size_t(i)] &= b.words[std::size_t(i)];
        return a;
    }
    friend WideCells operator|(WideCells a, const WideCells& b)
    {
        for (int i = 0; i < kWords; ++i)
            a.words[std::size_t(i)] |= b.words[std::size_t(i)];
        return a;
    }
    friend WideCells operator~(WideCells a)
    {
        for (Word& word : a.words)
            word = ~word;
        return a;
    }
    WideCells& operator&=(const WideCells& b) { return *this = *this & b; }
    WideCells& operator|=(const WideCells& b) { return *this = *this | b; }
    friend bool operator==(const WideCells&, const WideCells&) = default;
    explicit operator bool() const
    {
        return std::any_of(words.begin(), words.end(), [](Word w) { return w != 0; });
    }
};

inline int population(Word set)
{
    return std::popcount(set);
}
inline int population(const WideCells& set)
{
    int total = 0;
    for (const Word word : set.words)
        total += std::popcount(word);
    return total;
}
// The lowest and highest cell of a set that is not empty.
inline int lowest(Word set)
{
    return std::countr_zero(set);
}
inline int lowest(const WideCells& set)
{
    for (int i = 0; i < WideCells::kWords; ++i) {
        if (set.words[std::size_t(i)])
            return 64 * i + std::countr_zero(set.words[std::size_t(i)]);
    }
    return -1;
}
inline int highest(Word set)
{
    return 63 - std::countl_zero(set);
}
inline int highest(const WideCells& set)
{
    for (int i = WideCells::kWords - 1; i >= 0; --i) {
        if (set.words[std::size_t(i)])
            return 64 * i + 63 - std::countl_zero(set.words[std::size_t(i)]);
    }
    return -1;
}
template <typename Cells> Cells bitOf(int cell)
{
    if constexpr (std::is_same_v<Cells, Word>) {
        return Word(1) << cell;
    } else {
        Cells set;
        set.words[std::size_t(cell / 64)] = Word(1) << (cell % 64);
        return set;
    }
}

constexpr std::size_t kHeaderBytes = 52; // versions 1 and 2; version 3's depends on the board
constexpr std::size_t kFirstBytes = 16; // what every version's header starts with
constexpr int kRuleMove = 0, kRuleReplies = 1, kRulePairing = 2, kRuleNoLiveLine = 3,
              kRuleMonotone = 4, kRuleMirror = 5, kRuleExhaustion = 6;
constexpr int kLastRule = kRuleExhaustion;
const char* const kRuleNames[]
    = { "move", "replies", "pairing", "no-live-line", "monotone", "mirror", "exhaustion" };
// Version 1 knew the rules up to monotone, and pairings only in classic play.
constexpr int kLastRuleOfVersion1 = kRuleMonotone;
// The header's rules byte.
constexpr int kClassic = 0, kMisere = 1, kExact = 3, kRenju = 4, kOmok = 5;

// A bad certificate: what is wrong, in words.
struct Rejection {
    std::string message;
};

// ---------------------------------------------------------------------------------------------
// The board: m columns, n rows, k in a row.
template <typename Cells> struct Board {
    int columns = 0;
    int rows = 0;
    int k = 0;
    int cells = 0;
    Cells all = 0;
    std::vector<Cells> lines;
    // The cells just beyond each line's two ends (none where the board ends): under the exact
    // rule a side's mark there spoils the line for that side.
    std::vector<Cells> beyond;
    std::vector<std::vector<Cells>> linesThrough; // by cell: the lines through it
    std::vector<std::vector<int>> linesThroughIndex; // the same by number (for their ends)
    // symmetry[s][c]: where symmetry s takes cell c (README's numbering); only those the board
    // has (all 8 on a square, 0, 2, 4, 6 otherwise).
    std::array<std::array<int, 400>, 8> symmetry {};
    std::array<bool, 8> hasSymmetry {};
    bool exact = false;

    Board(int m, int n, int inARow, bool exactRule)
        : columns(m)
        , rows(n)
        , k(inARow)
        , cells(m * n)
        , linesThrough(std::size_t(m * n))
        , linesThroughIndex(std::size_t(m * n))
        , exact(exactRule)
    {
        for (int c = 0; c < cells; ++c)
            all |= bit(c);
        const int steps[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } }; // (row, column)
        for (const auto& step : steps) {
            for (int row = 0; row < rows; ++row) {
                for (int column = 0; column < columns; ++column) {
                    const int lastRow = row + (k - 1) * step[0];
                    const int lastColumn = column + (k - 1) * step[1];
                    if (lastRow >= rows || lastColumn < 0 || lastColumn >= columns)
                        continue;
                    Cells line = 0;
                    for (int i = 0; i < k; ++i)
                        line |= bit((row + i * step[0]) * columns + column + i * step[1]);
                    lines.push_back(line);
                    Cells ends = 0;
                    for (const int i : { -1, k }) {
                        const int endRow = row + i * step[0];
                        const int endColumn = column + i * step[1];
                        if (endRow >= 0 && endRow < rows && endColumn >= 0 && endColumn < columns)
                            ends |= bit(endRow * columns + endColumn);
                    }
                    beyond.push_back(ends);
                }
            }
        }
        for (std::size_t l = 0; l < lines.size(); ++l) {
            for (int c = 0; c < cells; ++c) {
                if (lines[l] & bit(c)) {
                    linesThrough[std::size_t(c)].push_back(lines[l]);
                    linesThroughIndex[std::size_t(c)].push_back(int(l));
                }
            }
        }
        for (int s = 0; s < 8; ++s) {
            hasSymmetry[std::size_t(s)] = columns == rows || s % 2 == 0;
            if (!hasSymmetry[std::size_t(s)])
                continue;
            for (int c = 0; c < cells; ++c) {
                int row = c / columns;
                int column = c % columns;
                if (s >= 4) // mirror left to right first
                    column = columns - 1 - column;
                if (s % 4 == 2) { // then a half turn
                    row = rows - 1 - row;
                    column = columns - 1 - column;
                }
                for (int turn = 0; s % 2 == 1 && turn < s % 4; ++turn) { // or quarter turns
                    const int turnedRow = column;
                    column = rows - 1 - row;
                    row = turnedRow;
                }
                symmetry[std::size_t(s)][std::size_t(c)] = row * columns + column;
            }
        }
    }

    static Cells bit(int cell) { return bitOf<Cells>(cell); }

    // Whether `side` holds line number l as a winning line: all of it, and under the exact rule
    // (`exactly`: renju's for black) none of the cells just beyond its ends (exactly k in a row).
    bool holds(Cells side, std::size_t l) const { return holds(side, l, exact); }
    bool holds(Cells side, std::size_t l, bool exactly) const
    {
        return (lines[l] & side) == lines[l] && !(exactly && (beyond[l] & side));
    }
    Cells transform(int s, Cells set) const
    {
        Cells image = 0;
        for (int c = 0; c < cells; ++c) {
            if (set & bit(c))
                image |= bit(symmetry[std::size_t(s)][std::size_t(c)]);
        }
        return image;
    }

    bool hasLine(Cells side) const { return hasLine(side, exact); }
    bool hasLine(Cells side, bool exactly) const
    {
        if (!exactly)
            return std::any_of(
                lines.begin(), lines.end(), [&](const Cells& l) { return (l & side) == l; });
        for (std::size_t l = 0; l < lines.size(); ++l) {
            if (holds(side, l, true))
                return true;
        }
        return false;
    }
    bool completes(Cells side, int cell) const { return completes(side, cell, exact); }
    bool completes(Cells side, int cell, bool exactly) const
    {
        const Cells after = side | bit(cell);
        if (!exactly) {
            for (const Cells& line : linesThrough[std::size_t(cell)]) {
                if ((line & after) == line)
                    return true;
            }
            return false;
        }
        for (const int l : linesThroughIndex[std::size_t(cell)]) {
            if (holds(after, std::size_t(l), true))
                return true;
        }
        return false;
    }
    // Cells of lines that `side` could still complete (none of `against` in them).
    bool canComplete(Cells against) const
    {
        return std::any_of(lines.begin(), lines.end(), [&](Cells l) { return !(l & against); });
    }
    // Every line through `cell` holds marks of both sides: nothing there can ever count.
    bool isDead(int cell, Cells a, Cells b) const
    {
        for (const Cells& line : linesThrough[std::size_t(cell)]) {
            if (!(line & a) || !(line & b))
                return false;
        }
        return true;
    }

    std::string cellName(int cell) const
    {
        // A column letter and a row counted from the bottom: a1 the bottom-left corner.
        return std::string(1, char('a' + cell % columns)) + std::to_string(rows - cell / columns);
    }
    std::string lineName(Cells line) const
    {
        // From its left end, and up a column, as the names read.
        int first = lowest(line);
        int last = highest(line);
        if (first % columns > last % columns || (first % columns == last % columns))
            std::swap(first, last);
        return cellName(first) + "-" + cellName(last);
    }
};

// A position as the certificate sees it: the side to move's cells and the other side's.
template <typename Cells> struct Position {
    Cells mover = 0;
    Cells other = 0;
    friend bool operator==(const Position&, const Position&) = default;
};

// ---------------------------------------------------------------------------------------------
// Reading bytes.
class Reader {
public:
    Reader(const std::uint8_t* data, std::size_t size, const char* what)
        : m_data(data)
        , m_size(size)
        , m_what(what)
    { }

    // (Inlined: the check reads a hundred million bytes one at a time.)
    [[gnu::always_inline]] std::uint8_t byte()
    {
        if (m_at >= m_size)
            throw Rejection { std::string("truncated: ") + m_what + " ends at byte "
                + std::to_string(m_size) + ", in the middle of a record" };
        return m_data[m_at++];
    }
    std::uint64_t little(int bytes)
    {
        std::uint64_t value = 0;
        for (int i = 0; i < bytes; ++i)
            value |= std::uint64_t(byte()) << (8 * i);
        return value;
    }
    std::uint64_t varint()
    {
        std::uint64_t value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            const std::uint8_t b = byte();
            if (shift == 63 && b > 1)
                break;
            value |= std::uint64_t(b & 0x7F) << shift;
            if (!(b & 0x80))
                return value;
        }
        throw Rejection { std::string("a number in ") + m_what + " at byte " + std::to_string(m_at)
            + " does not fit in 64 bits" };
    }
    std::size_t at() const { return m_at; }
    std::size_t left() const { return m_size - m_at; }

private:
    const std::uint8_t* m_data;
    std::size_t m_size;
    const char* m_what;
    std::size_t m_at = 0;
};

// ---------------------------------------------------------------------------------------------
// The check.
struct Claim {
    bool proverMoves = false;
    bool win = false;
};

std::string claimText(const Claim& claim, char moverMark)
{
    const char other = moverMark == 'x' ? 'o' : 'x';
    const char prover = claim.proverMoves ? moverMark : other;
    return std::string(1, prover) + " achieves at least " + (claim.win ? "a win" : "a tie");
}

template <typename Cells> class Checker {
public:
    using Board = check::Board<Cells>;
    using Position = check::Position<Cells>;

    Checker(const Board& board, bool misere, bool renju = false)
        : m_board(board)
        , m_misere(misere)
        , m_renju(renju)
    { }

    std::string boardText(const Position& position, char moverMark) const
    {
        const char other = moverMark == 'x' ? 'o' : 'x';
        std::string text;
        for (int c = 0; c < m_board.cells; ++c) {
            if (c > 0 && c % m_board.columns == 0)
                text += '/';
            text += (position.mover & Board::bit(c)) ? moverMark
                : (position.other & Board::bit(c))   ? other
                                                     : '.';
        }
        return text;
    }

    // Whether the game is over at `position` (`moverMark` to move), and then whether the prover
    // reached the claim. Renju: black (x) has a line only with exactly five.
    std::optional<bool> finished(
        const Position& position, const Claim& claim, char moverMark = 'x') const
    {
        const bool moverLine = m_renju ? m_board.hasLine(position.mover, moverMark == 'x')
                                       : m_board.hasLine(position.mover);
        const bool otherLine = m_renju ? m_board.hasLine(position.other, moverMark != 'x')
                                       : m_board.hasLine(position.other);
        if (!moverLine && !otherLine && (position.mover | position.other) != m_board.all)
            return std::nullopt;
        const bool proverLine = claim.proverMoves ? moverLine : otherLine;
        const bool defenderLine = claim.proverMoves ? otherLine : moverLine;
        if (proverLine && defenderLine)
            return false;
        const bool won = m_misere ? defenderLine : proverLine;
        const bool lost = m_misere ? proverLine : defenderLine;
        return won || (!lost && !claim.win);
    }

    bool isMisere() const { return m_misere; }
    const Board& board() const { return m_board; }

private:
    const Board& m_board;
    bool m_misere;
    bool m_renju;
};

// Per node, what its parents said about it.
template <typename Cells> struct Reached {
    Position<Cells> position;
    bool reached = false;
    bool proverMoves = false;
    bool needWin = false;
    char moverMark = 'x'; // for messages only: the mark to move as first reached
};

std::string inARow(int k)
{
    static const char* const words[] = { "three", "four", "five", "six", "seven", "eight" };
    return (k <= 8 ? std::string(words[k - 3]) : std::to_string(k)) + " in a row";
}

// ---------------------------------------------------------------------------------------------
// The header, read and checked before anything else is allocated.
struct Header {
    int columns = 0;
    int rows = 0;
    int k = 0;
    int rules = 0;
    char toMove = 'x';
    int flags = 0;
    int version = 0;
    WideCells xCells;
    WideCells oCells;
    std::size_t headerBytes = kHeaderBytes;
    int cellBytes = 1; // of a cell, and of a count, in the body: 2 on boards of over 255 cells
    std::uint64_t statementCount = 0;
    std::uint64_t nodeCount = 0;
    std::uint64_t bodyBytes = 0;
};

// The board's size, the rules, the side to move and the flags.
void readGame(Reader& header, Header& read)
{
    read.columns = header.byte();
    read.rows = header.byte();
    read.k = header.byte();
    // Versions 1 and 2: any board of at most 64 cells (a cell per bit of the header's cell
    // sets); version 3 any board up to 20×20.
    const int maxCells = read.version == 3 ? 400 : 64;
    if (read.columns < 3 || read.columns > 20 || read.rows < 3 || read.rows > 20
        || read.columns * read.rows > maxCells || read.k < 3
        || read.k > std::max(read.columns, read.rows))
        throw Rejection { "the header's board is " + std::to_string(read.columns) + "x"
            + std::to_string(read.rows) + " with k = " + std::to_string(read.k)
            + ": sides run from 3 to 20"
            + (read.version == 3 ? "" : " with at most 64 cells (version 3 takes more)")
            + ", and k from 3 to the longer side" };
    read.rules = header.byte();
    if (read.version == 3 ? (read.rules != kClassic && read.rules != kMisere && read.rules != kExact
            && read.rules != kRenju && read.rules != kOmok)
                          : read.rules > kMisere)
        throw Rejection { "the header's rules are " + std::to_string(read.rules)
            + (read.version == 3 ? ": 0 (classic), 1 (misere), 3 (exact), 4 (renju) or 5 (omok)"
                                 : ": 0 (classic) or 1 (misere); version 3 adds 3 (exact), 4 "
                                   "(renju) and 5 (omok)") };
    if ((read.rules == kRenju || read.rules == kOmok) && read.k != 5)
        throw Rejection { std::string("the header's rules are ")
            + (read.rules == kRenju ? "renju" : "omok") + ", which is five in a row, and k is "
            + std::to_string(read.k) };
    const int toMove = header.byte();
    if (toMove != 'x' && toMove != 'o')
        throw Rejection { "the header's side to move is byte " + std::to_string(toMove)
            + ": 'x' or 'o'" };
    read.toMove = char(toMove);
    read.flags = header.byte();
    if (read.flags & ~3)
        throw Rejection { "the header's flags are " + std::to_string(read.flags)
            + ": only bits 0 and 1 are defined" };
}

// The counts and sizes, against the memory the check may take.
void readCounts(Reader& header, Header& read, std::uint64_t maxBytes)
{
    read.statementCount = header.little(4);
    read.nodeCount = header.little(8);
    read.bodyBytes = header.little(8);
    if (read.bodyBytes > maxBytes)
        throw Rejection { "the header says the body takes " + std::to_string(read.bodyBytes)
            + " bytes, more than the " + std::to_string(maxBytes) + " this check allows" };
    if (read.statementCount > read.bodyBytes / 4 || read.nodeCount > read.bodyBytes)
        throw Rejection { "the header counts " + std::to_string(read.statementCount)
            + " statements and " + std::to_string(read.nodeCount) + " nodes, more than "
            + std::to_string(read.bodyBytes) + " bytes of body can hold" };
    // The memory the check takes: the body, and what it keeps for each node (nodeCount is at
    // most bodyBytes, itself at most maxBytes, so this does not overflow).
    const std::uint64_t perNode
        = read.columns * read.rows <= 64 ? sizeof(Reached<Word>) : sizeof(Reached<WideCells>);
    const std::uint64_t needed = read.bodyBytes + read.nodeCount * perNode;
    if (needed > maxBytes)
        throw Rejection { "checking it takes " + std::to_string(needed) + " bytes of memory ("
            + std::to_string(read.bodyBytes) + " of body, " + std::to_string(read.nodeCount)
            + " nodes), more than the " + std::to_string(maxBytes) + " this check allows" };
}

// A cell set of the header: `bytes` bytes, bit j of byte i for cell 8i + j.
WideCells readCells(Reader& header, int bytes)
{
    WideCells set;
    for (int i = 0; i < bytes; ++i)
        set.words[std::size_t(i / 8)] |= Word(header.byte()) << (8 * (i % 8));
    return set;
}

Header readHeader(const std::vector<std::uint8_t>& bytes, std::uint64_t maxBytes)
{
    // The first 16 bytes are the same in every version; version 3's cell sets take as many bytes
    // as the board needs, so its header's length is known only after its size.
    if (bytes.size() < kFirstBytes)
        throw Rejection { "not a certificate: " + std::to_string(bytes.size())
            + " bytes, and the header alone takes at least " + std::to_string(kFirstBytes) };
    Reader start(bytes.data(), kFirstBytes, "the header");
    const char magic[8] = { 'T', 'T', 'T', 'P', 'R', 'O', 'O', 'F' };
    for (const char c : magic) {
        if (start.byte() != std::uint8_t(c))
            throw Rejection { "not a certificate: it does not start with TTTPROOF" };
    }
    const std::uint64_t version = start.little(2);
    if (version < 1 || version > 3)
        throw Rejection { "version " + std::to_string(version)
            + " is not one this checker reads (it reads versions 1, 2 and 3)" };
    Header read;
    read.version = int(version);
    readGame(start, read);
    const int cells = read.columns * read.rows;
    const int setBytes = read.version == 3 ? (cells + 7) / 8 : 8;
    read.headerBytes = kFirstBytes + 2 * std::size_t(setBytes) + 20;
    read.cellBytes = read.version == 3 && cells > 255 ? 2 : 1;
    if (bytes.size() < read.headerBytes)
        throw Rejection { "not a certificate: " + std::to_string(bytes.size())
            + " bytes, and the header of a " + std::to_string(read.columns) + "x"
            + std::to_string(read.rows) + " board alone takes "
            + std::to_string(read.headerBytes) };
    Reader header(bytes.data() + kFirstBytes, read.headerBytes - kFirstBytes, "the header");
    read.xCells = readCells(header, setBytes);
    read.oCells = readCells(header, setBytes);
    WideCells all;
    for (int c = 0; c < cells; ++c)
        all |= bitOf<WideCells>(c);
    if ((read.xCells & read.oCells) || ((read.xCells | read.oCells) & ~all))
        throw Rejection { "the header's position puts marks outside the board or two on a cell" };
    readCounts(header, read, maxBytes);
    return read;
}

// The body after the header, unpacked when it is compressed.
std::vector<std::uint8_t> unpackBody(const std::vector<std::uint8_t>& bytes, const Header& header)
{
    const std::uint64_t bodyBytes = header.bodyBytes;
    std::vector<std::uint8_t> body;
    const std::uint8_t* packed = bytes.data() + header.headerBytes;
    const std::size_t packedSize = bytes.size() - header.headerBytes;
    if (!(header.flags & 2)) {
        if (packedSize != bodyBytes)
            throw Rejection { "the body takes " + std::to_string(packedSize)
                + " bytes; the header says " + std::to_string(bodyBytes) };
        body.assign(packed, packed + packedSize);
        return body;
    }
    // The frame says how much it unpacks to: nothing is allocated for a size it does not
    // confirm.
    const unsigned long long content = ZSTD_getFrameContentSize(packed, packedSize);
    if (content != bodyBytes)
        throw Rejection { content == ZSTD_CONTENTSIZE_ERROR
                ? std::string("the compressed body cannot be read: not a zstd frame")
                : "the compressed body does not say it unpacks to the " + std::to_string(bodyBytes)
                    + " bytes the header says" };
    body.resize(bodyBytes);
    const std::size_t size = ZSTD_decompress(body.data(), body.size(), packed, packedSize);
    if (ZSTD_isError(size))
        throw Rejection { "the compressed body (" + std::to_string(packedSize)
            + " bytes) is cut short or damaged (zstd: " + ZSTD_getErrorName(size) + ")" };
    if (size != bodyBytes)
        throw Rejection { "the body unpacks to " + std::to_string(size) + " bytes; the header says "
            + std::to_string(bodyBytes) };
    return body;
}

// ---------------------------------------------------------------------------------------------
// The body: the statements, then the nodes in order.

// A statement: `side` achieves at least a tie (or a win) after `cell` (-1: the position itself).
struct Statement {
    int cell;
    char side;
    bool win;
};

// A node being checked, and what follows from its position.
template <typename Cells> struct Node {
    std::uint64_t index = 0;
    Claim claim;
    Position<Cells> position;
    char moverMark = 'x';
    Cells prover = 0;
    Cells defender = 0;
    Cells empty = 0;
    char nextMark = 'o';
};

// A header's cell set as the check's.
template <typename Cells> Cells narrowed(const WideCells& set)
{
    if constexpr (std::is_same_v<Cells, Word>)
        return set.words[0];
    else
        return set;
}

template <typename Cells> class BodyCheck {
public:
    using Board = check::Board<Cells>;
    using Position = check::Position<Cells>;
    using Node = check::Node<Cells>;

    BodyCheck(const Header& header, const std::vector<std::uint8_t>& body)
        : m_header(header)
        , m_board(header.columns, header.rows, header.k,
              header.rules == kExact || header.rules == kOmok)
        , m_checker(m_board, header.rules == kMisere, header.rules == kRenju)
        , m_misere(header.rules == kMisere)
        , m_exact(header.rules == kExact)
        , m_renju(header.rules == kRenju)
        , m_omok(header.rules == kOmok)
        , m_wideCells(header.cellBytes == 2)
        , m_root { narrowed<Cells>(header.toMove == 'x' ? header.xCells : header.oCells),
            narrowed<Cells>(header.toMove == 'x' ? header.oCells : header.xCells) }
        , m_nodes(header.nodeCount)
        , m_in(body.data(), body.size(), "the body")
    { }

    void checkStatements();
    void checkNodes();
    Verdict verdict() const;

private:
    std::string where() const;
    void follow(std::uint64_t value, std::uint64_t from, const Position& position, char moverMark,
        const Claim& claim);
    int cellAt();
    int countAt();
    void moveNode(const Node& node);
    void repliesNode(const Node& node);
    void answerUnlisted(const Node& node, Cells listed);
    bool forkAnswers(
        const Node& node, int reply, const std::vector<std::pair<int, int>>& twos) const;
    void pairingNode(const Node& node);
    void noLiveLineNode(const Node& node);
    void monotoneNode(const Node& node);
    void mirrorNode(const Node& node);
    void exhaustionNode(const Node& node);
    std::string summary(int cell, char mover) const;
    // Renju, omok: whether `mark` wins only with exactly five (renju's black, x; both under
    // omok); whether the rules forbid `mark` any move; and whether the side to move at
    // `position` (`moverMark`) may not play `cell`: renju.h's judge, ttt-check's own.
    bool exactFor(char mark) const { return m_exact || m_omok || (m_renju && mark == 'x'); }
    bool forbids(char mark) const { return m_omok || (m_renju && mark == 'x'); }
    bool forbidden(const Position& position, char moverMark, int cell) const;
    std::string forbiddenWords() const;

    const Header& m_header;
    const Board m_board;
    const Checker<Cells> m_checker;
    const bool m_misere;
    const bool m_exact;
    const bool m_renju;
    const bool m_omok;
    const bool m_wideCells; // cells and counts in two bytes
    const Position m_root;
    std::vector<Reached<Cells>> m_nodes;
    Reader m_in;
    std::vector<Statement> m_statements;

    // Where the check is, put in words only when something is wrong there (a hundred million
    // nodes are checked without making a sentence).
    struct Place {
        bool statement = true;
        std::uint64_t index = 0;
        int cell = -1; // a statement's cell
        int rule = 0;
        Claim claim;
        Position position;
        char moverMark = 'x';
        const char* step = nullptr; // ", its move ", ", after the reply "
        int stepCell = 0;
    } m_place;
};

template <typename Cells> std::string BodyCheck<Cells>::where() const
{
    std::string text;
    if (m_place.statement) {
        text = "statement " + std::to_string(m_place.index + 1);
        if (m_place.cell >= 0)
            text += " (" + m_board.cellName(m_place.cell) + ")";
        return text;
    }
    text = "node " + std::to_string(m_place.index) + " ("
        + std::string(m_place.rule <= kLastRule ? kRuleNames[m_place.rule] : "?") + ", "
        + claimText(m_place.claim, m_place.moverMark) + ", at "
        + m_checker.boardText(m_place.position, m_place.moverMark) + " with " + m_place.moverMark
        + " to move)";
    if (m_place.step)
        text += m_place.step + m_board.cellName(m_place.stepCell);
    return text;
}

// Sends `position` (with `moverMark` to move) and `claim` down the reference `value` from node
// `from` (or a statement when from is the node count): the node must be that position up to
// the reference's symmetry, and prove the claim.
template <typename Cells>
void BodyCheck<Cells>::follow(std::uint64_t value, std::uint64_t from, const Position& position,
    char moverMark, const Claim& claim)
{
    const std::uint64_t nodeCount = m_header.nodeCount;
    if (value == 0) {
        const std::optional<bool> over = m_checker.finished(position, claim, moverMark);
        if (!over)
            throw Rejection { where() + ": the game goes on at "
                + m_checker.boardText(position, moverMark) + ", but no node follows" };
        if (!*over)
            throw Rejection { where() + ": the game ends at "
                + m_checker.boardText(position, moverMark) + " without "
                + claimText(claim, moverMark).substr(2) };
        return;
    }
    const int s = int(value % 8);
    if (value / 8 == 0)
        throw Rejection { where()
            + (from == nodeCount ? ": a reference to no node"
                                 : ": a reference to the node itself") };
    const std::uint64_t target = from == nodeCount ? value / 8 - 1 : from + value / 8;
    if (value / 8 > nodeCount || target >= nodeCount)
        throw Rejection { where() + ": a reference to node " + std::to_string(target)
            + ", past the last one (" + std::to_string(nodeCount) + " nodes)" };
    if (!m_board.hasSymmetry[std::size_t(s)])
        throw Rejection { where() + ": symmetry " + std::to_string(s)
            + " is not one of a board that is not square" };
    if (m_checker.finished(position, claim, moverMark))
        throw Rejection { where() + ": the game is over at "
            + m_checker.boardText(position, moverMark) + ", yet node " + std::to_string(target)
            + " goes on" };
    const Position image { m_board.transform(s, position.mover),
        m_board.transform(s, position.other) };
    Reached<Cells>& node = m_nodes[target];
    if (!node.reached) {
        node = { image, true, claim.proverMoves, claim.win, moverMark };
        return;
    }
    if (!(node.position == image) || node.proverMoves != claim.proverMoves
        || ((m_renju || m_omok) && node.moverMark != moverMark))
        throw Rejection { where() + ": node " + std::to_string(target) + " is reached as "
            + m_checker.boardText(image, moverMark) + " (" + claimText(claim, moverMark)
            + ") and earlier as " + m_checker.boardText(node.position, node.moverMark) + " ("
            + claimText({ node.proverMoves, node.needWin }, node.moverMark) + ")" };
    node.needWin = node.needWin || claim.win;
}

template <typename Cells> int BodyCheck<Cells>::cellAt()
{
    const int cell = m_wideCells ? int(m_in.little(2)) : m_in.byte();
    if (cell >= m_board.cells)
        throw Rejection { where() + ": cell " + std::to_string(cell) + " is off the board" };
    return cell;
}

// A count of cells, pairs or lines: as wide as a cell.
template <typename Cells> int BodyCheck<Cells>::countAt()
{
    return m_wideCells ? int(m_in.little(2)) : m_in.byte();
}

template <typename Cells> void BodyCheck<Cells>::checkStatements()
{
    const char rootMover = m_header.toMove;
    const int rootCell = m_header.cellBytes == 2 ? 0xFFFF : 255; // the position itself
    for (std::uint64_t i = 0; i < m_header.statementCount; ++i) {
        m_place = Place {};
        m_place.index = i;
        const int cell = int(m_in.little(m_header.cellBytes));
        const int side = m_in.byte();
        const int result = m_in.byte();
        if (side != 'x' && side != 'o')
            throw Rejection { where() + ": the side is byte " + std::to_string(side) };
        if (result != 1 && result != 2)
            throw Rejection { where() + ": the result is " + std::to_string(result)
                + ": 1 (at least a tie) or 2 (a win)" };
        Position position = m_root;
        char mover = rootMover;
        if (cell != rootCell) {
            if (cell >= m_board.cells || ((m_root.mover | m_root.other) & Board::bit(cell)))
                throw Rejection { where() + ": cell " + std::to_string(cell)
                    + " is not an empty cell of the board" };
            if (m_checker.finished(m_root, {}, rootMover))
                throw Rejection { where() + ": the game is over, so there is no move to play" };
            m_place.cell = cell;
            position = { m_root.other, m_root.mover | Board::bit(cell) };
            mover = rootMover == 'x' ? 'o' : 'x';
            if (forbidden(m_root, rootMover, cell)) {
                // A forbidden move loses at once: the other side has won, and no node follows.
                const std::uint64_t reference = m_in.varint();
                if (side != mover || result != 2 || reference != 0)
                    throw Rejection { where() + ": " + rootMover + "'s move "
                        + m_board.cellName(cell) + " is forbidden (" + forbiddenWords()
                        + "), so only " + mover + "'s win, with no node, can be said of it" };
                m_statements.push_back({ cell, mover, true });
                continue;
            }
        }
        const Claim claim { side == mover, result == 2 };
        follow(m_in.varint(), m_header.nodeCount, position, mover, claim);
        m_statements.push_back({ cell == rootCell ? -1 : cell, char(side), result == 2 });
    }
}

template <typename Cells> void BodyCheck<Cells>::checkNodes()
{
    for (std::uint64_t index = 0; index < m_header.nodeCount; ++index) {
        const Reached<Cells>& self = m_nodes[index];
        const std::uint8_t kind = m_in.byte();
        const int rule = kind & 7;
        Node node;
        node.index = index;
        node.claim = { (kind & 8) != 0, (kind & 16) != 0 };
        node.moverMark = self.moverMark;
        node.position = self.position;
        if (!self.reached)
            throw Rejection { "node " + std::to_string(index)
                + " is not reached from any statement or earlier node" };
        m_place = { false, index, -1, rule, node.claim, node.position, node.moverMark, nullptr, 0 };
        const int lastRule = m_header.version == 1 ? kLastRuleOfVersion1 : kLastRule;
        if (rule > lastRule || (kind & ~31))
            throw Rejection { where() + ": its kind byte " + std::to_string(kind) + " names no rule"
                + (m_header.version == 1 ? " of version 1" : "") };
        if (node.claim.proverMoves != self.proverMoves || (self.needWin && !node.claim.win))
            throw Rejection { where() + ": a parent needs it to prove that "
                + claimText({ self.proverMoves, self.needWin }, node.moverMark) };
        const Position& position = node.position;
        node.prover = node.claim.proverMoves ? position.mover : position.other;
        node.defender = node.claim.proverMoves ? position.other : position.mover;
        node.empty = m_board.all & ~(position.mover | position.other);
        node.nextMark = node.moverMark == 'x' ? 'o' : 'x';
        if ((m_renju || m_omok) && rule != kRuleMove && rule != kRuleReplies)
            throw Rejection { where() + ": under " + (m_renju ? "renju" : "omok")
                + " a proof has move and replies nodes only (forbidden moves are judged on the "
                  "board they are played on)" };
        switch (rule) {
        case kRuleMove:
            moveNode(node);
            break;
        case kRuleReplies:
            repliesNode(node);
            break;
        case kRulePairing:
            pairingNode(node);
            break;
        case kRuleNoLiveLine:
            noLiveLineNode(node);
            break;
        case kRuleMonotone:
            monotoneNode(node);
            break;
        case kRuleMirror:
            mirrorNode(node);
            break;
        case kRuleExhaustion:
            exhaustionNode(node);
            break;
        }
    }
    if (m_in.left() != 0)
        throw Rejection { std::to_string(m_in.left()) + " bytes are left after the last node" };
}

template <typename Cells>
bool BodyCheck<Cells>::forbidden(const Position& position, char moverMark, int cell) const
{
    if (!forbids(moverMark))
        return false;
    const Cells black = moverMark == 'x' ? position.mover : position.other;
    const Cells white = moverMark == 'x' ? position.other : position.mover;
    std::vector<std::string> rows(
        std::size_t(m_board.rows), std::string(std::size_t(m_board.columns), '.'));
    for (int c = 0; c < m_board.cells; ++c) {
        char& at = rows[std::size_t(c / m_board.columns)][std::size_t(c % m_board.columns)];
        at = (black & Board::bit(c)) ? 'x' : (white & Board::bit(c)) ? 'o' : '.';
    }
    if (m_omok)
        return check::omokForbidden(
            rows, cell % m_board.columns, cell / m_board.columns, moverMark);
    return check::renjuForbidden(rows, cell % m_board.columns, cell / m_board.columns);
}

template <typename Cells> std::string BodyCheck<Cells>::forbiddenWords() const
{
    return m_omok ? "omok: a double three" : "renju: an overline, a double four or a double three";
}

// The prover moves: one move, and the claim holds after it.
template <typename Cells> void BodyCheck<Cells>::moveNode(const Node& node)
{
    if (!node.claim.proverMoves)
        throw Rejection { where() + ": a move node for a side that is not to move" };
    const int cell = cellAt();
    if (!(node.empty & Board::bit(cell)))
        throw Rejection { where() + ": the move " + m_board.cellName(cell)
            + " is on a cell already taken" };
    m_place.step = ", its move ";
    m_place.stepCell = cell;
    if (forbidden(node.position, node.moverMark, cell))
        throw Rejection { where() + ": " + node.moverMark + " may not play it (" + forbiddenWords()
            + ")" };
    follow(m_in.varint(), node.index,
        { node.position.other, node.position.mover | Board::bit(cell) }, node.nextMark,
        { false, node.claim.win });
}

// The other side moves: the replies listed, each with the claim after it, and every other reply
// answered by a rule.
template <typename Cells> void BodyCheck<Cells>::repliesNode(const Node& node)
{
    if (node.claim.proverMoves)
        throw Rejection { where() + ": a replies node for the side that is to move" };
    const int count = countAt();
    Cells listed = 0;
    int previous = -1;
    for (int i = 0; i < count; ++i) {
        m_place.step = nullptr;
        const int cell = cellAt();
        if (cell <= previous || !(node.empty & Board::bit(cell)))
            throw Rejection { where() + ": the reply " + m_board.cellName(cell)
                + " is taken, or out of order" };
        previous = cell;
        listed |= Board::bit(cell);
        m_place.step = ", after the reply ";
        m_place.stepCell = cell;
        follow(m_in.varint(), node.index,
            { node.position.other, node.position.mover | Board::bit(cell) }, node.nextMark,
            { true, node.claim.win });
    }
    m_place.step = nullptr;
    answerUnlisted(node, listed);
}

// Whether the prover has a fork after `reply` (classic): two of its lines one mark short of a
// threat meeting in a free cell that is not the reply, while the reply leaves the mover no line
// one move short. Renju, omok: a prover with forbidden moves must also be allowed to play the
// shared cell, judged on the board with the reply on it.
template <typename Cells>
bool BodyCheck<Cells>::forkAnswers(
    const Node& node, int reply, const std::vector<std::pair<int, int>>& twos) const
{
    const int k = m_board.k;
    for (const Cells& line : m_board.linesThrough[std::size_t(reply)]) {
        if (!(line & node.prover)
            && population(line & (node.position.mover | Board::bit(reply))) == k - 1)
            return false;
    }
    const Position after { node.position.other, node.position.mover | Board::bit(reply) };
    for (std::size_t i = 0; i < twos.size(); ++i) {
        for (std::size_t j = i + 1; j < twos.size(); ++j) {
            const Cells first = Board::bit(twos[i].first) | Board::bit(twos[i].second);
            const Cells second = Board::bit(twos[j].first) | Board::bit(twos[j].second);
            const Cells cells = first | second;
            if (population(cells) != 3 || (cells & Board::bit(reply)))
                continue;
            const int shared = lowest(first & second);
            if (!forbidden(after, node.nextMark, shared))
                return true;
        }
    }
    return false;
}

// Every reply without a node of its own must be answered by a rule.
template <typename Cells> void BodyCheck<Cells>::answerUnlisted(const Node& node, Cells listed)
{
    const int k = m_board.k;
    Cells threats = 0; // cells completing a line of the prover's (classic, exact)
    std::vector<std::pair<int, int>> twos; // the prover's lines one mark short of a threat
    const char proverMark = node.claim.proverMoves ? node.moverMark : node.nextMark;
    const bool exact = exactFor(proverMark);
    const std::size_t lineCount = m_board.lines.size();
    for (std::size_t l = 0; l < lineCount; ++l) {
        const Cells line = m_board.lines[l];
        // Under the exact rule only a line with no mark of the prover's just beyond its ends
        // makes exactly k when it is filled.
        if ((line & node.defender) || (exact && (m_board.beyond[l] & node.prover)))
            continue;
        const int own = population(line & node.prover);
        if (own == k - 1) {
            threats |= line & node.empty;
        } else if (own == k - 2) {
            const Cells two = line & node.empty;
            twos.emplace_back(lowest(two), highest(two));
        }
    }
    std::vector<int> fixing; // the symmetries that leave the position as it is
    for (int s = 1; s < 8; ++s) {
        if (m_board.hasSymmetry[std::size_t(s)]
            && m_board.transform(s, node.position.mover) == node.position.mover
            && m_board.transform(s, node.position.other) == node.position.other)
            fixing.push_back(s);
    }
    // Dead cells are not interchangeable under the exact rule: a mark there can still spoil a
    // line of its own side's, as a mark just beyond its end.
    bool deadListed = false;
    const bool deadCells = !m_exact && !m_renju && !m_omok;
    for (int c = 0; c < m_board.cells && deadCells; ++c)
        deadListed = deadListed
            || ((listed & Board::bit(c)) && m_board.isDead(c, node.prover, node.defender));
    for (int r = 0; r < m_board.cells; ++r) {
        if (!(node.empty & Board::bit(r)) || (listed & Board::bit(r)))
            continue;
        const bool ownLine = m_board.completes(node.position.mover, r, exactFor(node.moverMark));
        if (ownLine && m_misere)
            continue; // the mover completes its own line and loses
        if (ownLine)
            throw Rejection { where() + ": the reply " + m_board.cellName(r)
                + " completes a line of the side to move" };
        if (!m_misere && (threats & ~Board::bit(r)))
            continue; // the prover completes a line the reply left open
        bool answered = !m_misere && forkAnswers(node, r, twos);
        for (const int s : fixing)
            answered = answered
                || (listed & Board::bit(m_board.symmetry[std::size_t(s)][std::size_t(r)]));
        // A dead cell: interchangeable with another dead one; and in classic play no better
        // than any other reply (a mark there is a pass, and passing never helps).
        if (deadCells && m_board.isDead(r, node.prover, node.defender))
            answered = answered || deadListed || (!m_misere && listed != Cells {});
        // Renju, omok: a reply the side to move may not play is no reply (it would lose at once).
        answered = answered || forbidden(node.position, node.moverMark, r);
        if (!answered)
            throw Rejection { where() + ": the reply " + m_board.cellName(r)
                + " has no node, and no rule answers it" };
    }
}

// A tie by pairs of free cells. Classic: every line the prover has no mark in (one the other
// side could complete) holds a whole pair; the prover answers in the pair, so the other side
// never completes a line. Misère: every line the other side has no mark in (one the prover could
// complete) holds a whole pair; the prover answers in the pair, never holds both cells of one,
// and so never completes a line. (When the other side plays outside the pairs, the prover takes
// a cell outside them too, or else one cell of an untouched pair; its partner is then the one
// cell it never takes, and the prover breaks another pair only after that partner is taken, so
// it always has a move.)
template <typename Cells> void BodyCheck<Cells>::pairingNode(const Node& node)
{
    if (node.claim.win)
        throw Rejection { where() + ": a pairing proves only a tie" };
    if (m_misere && m_header.version == 1)
        throw Rejection { where() + ": version 1 has pairings only in classic" };
    const int count = countAt();
    Cells used = 0;
    std::vector<Cells> pairs;
    for (int i = 0; i < count; ++i) {
        const int a = cellAt();
        const int b = cellAt();
        const Cells pair = Board::bit(a) | Board::bit(b);
        if (a == b || (pair & ~node.empty) || (pair & used))
            throw Rejection { where() + ": the pair " + m_board.cellName(a) + " "
                + m_board.cellName(b) + " is not two free cells used by no other pair" };
        used |= pair;
        pairs.push_back(pair);
    }
    // The side whose lines must each hold a whole pair, and the side whose mark spares a line.
    const Cells blocker = m_misere ? node.defender : node.prover;
    for (const Cells line : m_board.lines) {
        if (line & blocker)
            continue;
        if (!std::any_of(
                pairs.begin(), pairs.end(), [&](Cells pair) { return (line & pair) == pair; }))
            throw Rejection { where() + ": the line " + m_board.lineName(line) + " holds none of "
                + (m_misere ? "the other side's" : "the prover's") + " marks and no whole pair" };
    }
}

// Misère, a tie, the other side to move: the prover's marks are the image of the other side's
// under symmetry s, which undoes itself, plus every cell s keeps in place. The prover answers
// each move c with s(c), which is free (the position stays its own mirror image). A line the
// prover completes then holds only the prover's marks: if it holds no kept cell, its image holds
// only the other side's, so the other side completed that line first and lost. A line through a
// kept cell that holds a cell and its image never is the prover's alone (one of the two is the
// other side's); every other line through a kept cell must hold a mark of the other side's.
template <typename Cells> void BodyCheck<Cells>::mirrorNode(const Node& node)
{
    if (!m_misere || node.claim.win || node.claim.proverMoves)
        throw Rejection { where()
            + ": a mirror proves only a tie, under misere rules, with the other side to move" };
    const int s = m_in.byte();
    bool undoesItself = s >= 1 && s < 8 && m_board.hasSymmetry[std::size_t(s)];
    for (int c = 0; c < m_board.cells && undoesItself; ++c)
        undoesItself = m_board.symmetry[std::size_t(s)][std::size_t(
                           m_board.symmetry[std::size_t(s)][std::size_t(c)])]
            == c;
    if (!undoesItself)
        throw Rejection { where() + ": symmetry " + std::to_string(s)
            + " is not one of this board's that undoes itself" };
    const auto& image = m_board.symmetry[std::size_t(s)];
    Cells kept = 0;
    for (int c = 0; c < m_board.cells; ++c) {
        if (image[std::size_t(c)] == c)
            kept |= Board::bit(c);
    }
    for (int c = 0; c < m_board.cells; ++c) {
        if ((kept & Board::bit(c)) && !(node.prover & Board::bit(c)))
            throw Rejection { where() + ": symmetry " + std::to_string(s) + " keeps "
                + m_board.cellName(c) + " in place, and it is not the prover's" };
    }
    if (m_board.transform(s, node.defender) != (node.prover & ~kept))
        throw Rejection { where() + ": the prover's marks are not the image of the other side's "
            + "under symmetry " + std::to_string(s) };
    for (const Cells line : m_board.lines) {
        if (!(line & kept) || (line & node.defender))
            continue;
        bool holdsAPair = false;
        for (int c = 0; c < m_board.cells && !holdsAPair; ++c)
            holdsAPair
                = (line & ~kept & Board::bit(c)) && (line & Board::bit(image[std::size_t(c)]));
        if (!holdsAPair)
            throw Rejection { where() + ": the line " + m_board.lineName(line)
                + " runs through a cell the symmetry keeps, holds no mark of the other side's "
                  "and no cell together with its image" };
    }
}

// Misère, a win: the prover never loses from here (the referenced node, the same position and
// side, at least a tie), and the lines listed, each one the other side could still complete,
// share no empty cell and outnumber the moves the prover has left before the board is full.
// The board cannot fill without a mark of the prover's in each, so the other side completes one
// first.
template <typename Cells> void BodyCheck<Cells>::exhaustionNode(const Node& node)
{
    if (!m_misere || !node.claim.win)
        throw Rejection { where() + ": exhaustion proves only a win, under misere rules" };
    const int count = countAt();
    Cells used = 0;
    for (int i = 0; i < count; ++i) {
        const int first = cellAt();
        const int last = cellAt();
        const auto line = std::find_if(m_board.lines.begin(), m_board.lines.end(),
            [&](const Cells& l) { return lowest(l) == first && highest(l) == last; });
        if (line == m_board.lines.end())
            throw Rejection { where() + ": " + m_board.cellName(first) + "-"
                + m_board.cellName(last) + " is not a line of the board" };
        const Cells free = *line & node.empty;
        if ((*line & node.prover) || !free)
            throw Rejection { where() + ": the line " + m_board.lineName(*line)
                + " is not one the other side could still complete" };
        if (free & used)
            throw Rejection { where() + ": the line " + m_board.lineName(*line)
                + " shares an empty cell with a line before it" };
        used |= free;
    }
    const int empty = population(node.empty);
    const int proverMoves = node.claim.proverMoves ? (empty + 1) / 2 : empty / 2;
    if (count <= proverMoves)
        throw Rejection { where() + ": " + std::to_string(count) + " lines, and the prover has "
            + std::to_string(proverMoves) + " moves left to put a mark in each" };
    follow(m_in.varint(), node.index, node.position, node.moverMark,
        { node.claim.proverMoves, false });
}

// A tie because the side that could still win (classic: the other side; misère: the prover, by
// completing a line) has no line left to complete.
template <typename Cells> void BodyCheck<Cells>::noLiveLineNode(const Node& node)
{
    if (node.claim.win)
        throw Rejection { where() + ": no live line proves only a tie" };
    if (m_misere ? m_board.canComplete(node.defender) : m_board.canComplete(node.prover))
        throw Rejection { where() + ": "
            + (m_misere ? "the prover can still complete a line"
                        : "the other side can still complete a line") };
}

// Classic only: the claim holds here if it holds with fewer marks of the prover's and more of the
// other side's.
template <typename Cells> void BodyCheck<Cells>::monotoneNode(const Node& node)
{
    if (m_misere || m_exact)
        throw Rejection { where()
            + ": monotonicity holds only under classic rules (not misere, "
              "where a mark can hurt its side, nor exact, where it can "
              "make an overline)" };
    Cells smallerProver = node.prover;
    Cells smallerDefender = node.defender;
    const int removed = countAt();
    for (int i = 0; i < removed; ++i) {
        const int cell = cellAt();
        if (!(smallerProver & Board::bit(cell)))
            throw Rejection { where() + ": it takes away " + m_board.cellName(cell)
                + ", which is not a mark of the prover's" };
        smallerProver &= ~Board::bit(cell);
    }
    const int added = countAt();
    for (int i = 0; i < added; ++i) {
        const int cell = cellAt();
        if (!(node.empty & Board::bit(cell)) || (smallerDefender & Board::bit(cell)))
            throw Rejection { where() + ": it adds " + m_board.cellName(cell)
                + " to the other side, and that cell is not free" };
        smallerDefender |= Board::bit(cell);
    }
    const Position smaller = node.claim.proverMoves ? Position { smallerProver, smallerDefender }
                                                    : Position { smallerDefender, smallerProver };
    follow(m_in.varint(), node.index, smaller, node.moverMark, node.claim);
}

// What the statements prove for the position (cell -1) or after a move, with `mover` to move
// there: "x wins", "a tie", "at least a tie for o"; empty when they say nothing.
template <typename Cells> std::string BodyCheck<Cells>::summary(int cell, char mover) const
{
    bool moverTie = false, moverWin = false, otherTie = false, otherWin = false;
    for (const Statement& statement : m_statements) {
        if (statement.cell != cell)
            continue;
        (statement.side == mover ? moverTie : otherTie) = true;
        if (statement.win)
            (statement.side == mover ? moverWin : otherWin) = true;
    }
    const char other = mover == 'x' ? 'o' : 'x';
    if ((moverWin && otherTie) || (otherWin && moverTie))
        throw Rejection { "the statements contradict one another (a checker bug)" };
    if (moverWin)
        return std::string(1, mover) + " wins";
    if (otherWin)
        return std::string(1, other) + " wins";
    if (moverTie && otherTie)
        return "a tie";
    if (moverTie)
        return std::string("at least a tie for ") + mover;
    if (otherTie)
        return std::string("at least a tie for ") + other;
    return "";
}

// What the statements prove, for the position and for each move.
template <typename Cells> Verdict BodyCheck<Cells>::verdict() const
{
    const char rootMover = m_header.toMove;
    const char rootOther = rootMover == 'x' ? 'o' : 'x';
    const std::uint64_t nodeCount = m_header.nodeCount;
    std::ostringstream text;
    text << "verified: " << m_header.columns << "\u00d7" << m_header.rows << ", "
         << inARow(m_header.k) << ", "
         << (m_misere         ? "misere"
                    : m_exact ? "exact"
                    : m_renju ? "renju"
                    : m_omok  ? "omok"
                              : "classic")
         << ", " << rootMover << " to move";
    const std::string rootResult = summary(-1, rootMover);
    text << ": " << (rootResult.empty() ? "no result for the position itself" : rootResult) << " ("
         << nodeCount << (nodeCount == 1 ? " position)" : " positions)") << '\n';
    bool anyMove = false;
    std::vector<std::string> moves;
    for (int cell = 0; cell < m_board.cells; ++cell) {
        const std::string result = summary(cell, rootOther);
        moves.push_back(result);
        if (result.empty())
            continue;
        if (!anyMove)
            text << "after each move of " << rootMover << "'s:\n";
        anyMove = true;
        text << "  " << m_board.cellName(cell) << ": " << result << '\n';
    }
    if (!(m_header.flags & 1))
        text << "incomplete: the search was stopped or some results were left out; the results "
                "above are all this certificate proves\n";
    return Verdict { true, text.str(), nodeCount, rootResult, moves };
}

Verdict check(const std::vector<std::uint8_t>& bytes, std::uint64_t maxBytes)
{
    const Header header = readHeader(bytes, maxBytes);
    const std::vector<std::uint8_t> body = unpackBody(bytes, header);
    const auto run = [&](auto check) {
        check.checkStatements();
        check.checkNodes();
        return check.verdict();
    };
    if (header.columns * header.rows <= 64)
        return run(BodyCheck<Word>(header, body));
    return run(BodyCheck<WideCells>(header, body));
}

} // namespace

Verdict checkCertificate(const std::vector<std::uint8_t>& bytes, std::uint64_t maxBytes)
{
    try {
        return check(bytes, maxBytes);
    } catch (const Rejection& rejection) {
        return Verdict { false, rejection.message, 0, {}, {} };
    } catch (const std::bad_alloc&) {
        return Verdict { false, "not enough memory to check this certificate", 0, {}, {} };
    }
}

} // namespace check
