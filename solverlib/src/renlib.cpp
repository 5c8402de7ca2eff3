// RenLib's opening libraries, read into a game (gamefiles.h: parseRenLib).
//
// A library, as RenLib 3.x writes it:
//
//   header  20 bytes: 0xFF, "RenLib", 0xFF, the major and the minor version (3.0 to 3.4), and
//           ten bytes 0xFF
//   nodes   the tree in preorder, from the root: a node, the nodes after it (unless it ends its
//           line), then the variation that replaces it (if one follows). Each node is two bytes:
//             the cell   0 for none (the root); else the row from the top in the high four
//                        bits and the column from the left, plus one, in the low four (0x78
//                        is h8, the centre)
//             the flags  0x80  a variation follows this node's line
//                        0x40  the node ends its line
//                        0x20  a comment of RenLib 2 follows (not read here)
//                        0x10  marked, 0x04 the start: RenLib's own bookmarks (not kept)
//                        0x08  a comment follows
//                        0x02  not a move: a label on the cell
//                        0x01  two more bytes of flags follow; their 0x0001 says a label
//                              follows
//           then the node's comment, then its label: text ending at a 0 byte, padded with a
//           second 0 to an even length. A comment is a title line, and after a byte 0x08 the
//           text under it.
//
// The tree is rebuilt as RenLib rebuilds it: a node is played from the place the last one led
// to, a variation that follows a node is played from the place before that node, and a node
// that ends its line goes back to the place before the last node a variation follows (the
// start, when none is left). Two nodes of the same cell from one place are one move.
#include "ttt/gamefiles.h"

#include "ttt/translate.h"

#include "gamerecords.h"

#include <array>
#include <cstdint>

namespace ttt {

namespace {

constexpr std::string_view kSignature = "\xFF"
                                        "RenLib\xFF";
static_assert(kSignature.size() == kRenLibSignatureSize);
constexpr std::size_t kHeaderSize = 20;
constexpr int kMajorVersion = 3;
constexpr int kNewestMinorVersion = 4;
// RenLib's board.
constexpr int kSide = 15;

enum Flag : unsigned {
    kVariationFollows = 0x80,
    kEndsLine = 0x40,
    kOldComment = 0x20,
    kMark = 0x10,
    kComment = 0x08,
    kStart = 0x04,
    kNotAMove = 0x02,
    kExtended = 0x01,
    kLabel = 0x100, // in the extended flags
};
constexpr unsigned kKnownFlags = kVariationFollows | kEndsLine | kOldComment | kMark | kComment
    | kStart | kNotAMove | kExtended | kLabel;

// Windows-1252's characters 0x80 to 0x9F (0 where it has none).
constexpr std::array<char32_t, 32> kWindows1252High { 0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026,
    0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C,
    0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178 };

void appendUtf8(std::string& text, char32_t c)
{
    if (c < 0x80) {
        text += char(c);
    } else if (c < 0x800) {
        text += char(0xC0 | (c >> 6));
        text += char(0x80 | (c & 0x3F));
    } else {
        text += char(0xE0 | (c >> 12));
        text += char(0x80 | ((c >> 6) & 0x3F));
        text += char(0x80 | (c & 0x3F));
    }
}

// Whether `text` is well-formed UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
bool isUtf8(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = std::uint8_t(text[i]);
        const std::size_t length = lead < 0x80 ? 1
            : lead >= 0xC2 && lead <= 0xDF     ? 2
            : lead >= 0xE0 && lead <= 0xEF     ? 3
            : lead >= 0xF0 && lead <= 0xF4     ? 4
                                               : 0;
        if (length == 0 || i + length > text.size())
            return false;
        for (std::size_t j = 1; j < length; ++j) {
            if ((std::uint8_t(text[i + j]) & 0xC0) != 0x80)
                return false;
        }
        // The second byte's narrower ranges after E0 (no overlong), ED (no surrogate), F0 (no
        // overlong) and F4 (nothing past U+10FFFF).
        const auto second = length > 1 ? std::uint8_t(text[i + 1]) : std::uint8_t(0);
        if ((lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F)
            || (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F))
            return false;
        i += length;
    }
    return true;
}

// `bytes` as UTF-8: as they are when they are, else read as Windows-1252. Line ends become \n.
std::string textOf(std::string_view bytes)
{
    std::string text;
    if (isUtf8(bytes)) {
        text = bytes;
    } else {
        for (const char byte : bytes) {
            const auto c = std::uint8_t(byte);
            if (c >= 0x80 && c < 0xA0)
                appendUtf8(text, kWindows1252High[c - 0x80] ? kWindows1252High[c - 0x80] : 0xFFFD);
            else
                appendUtf8(text, c);
        }
    }
    std::string lines;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
            continue;
        lines += text[i] == '\r' ? '\n' : text[i];
    }
    return lines;
}

ParseError errorAtByte(std::size_t byte, std::string message)
{
    ParseError error;
    error.byte = static_cast<long long>(byte) + 1;
    error.message = std::move(message);
    return error;
}

// Reads the library's bytes from the start of its nodes.
class Reader {
public:
    explicit Reader(std::string_view bytes)
        : m_bytes(bytes)
        , m_at(kHeaderSize)
    { }

    bool atEnd() const { return m_at >= m_bytes.size(); }
    std::size_t at() const { return m_at; }

    // The next two bytes, or nothing at the end (where a node or text needs them).
    std::optional<std::pair<std::uint8_t, std::uint8_t>> pair()
    {
        if (m_at + 2 > m_bytes.size())
            return std::nullopt;
        const std::pair pair { std::uint8_t(m_bytes[m_at]), std::uint8_t(m_bytes[m_at + 1]) };
        m_at += 2;
        return pair;
    }

    // Text up to its 0 byte, with the 0 that pads it to an even length.
    std::optional<std::string_view> text()
    {
        const std::size_t begin = m_at;
        while (const auto two = pair()) {
            if (two->first == 0)
                return m_bytes.substr(begin, m_at - 2 - begin);
            if (two->second == 0)
                return m_bytes.substr(begin, m_at - 1 - begin);
        }
        return std::nullopt;
    }

private:
    std::string_view m_bytes;
    std::size_t m_at;
};

std::string hex(unsigned value)
{
    constexpr std::string_view kDigits = "0123456789ABCDEF";
    std::string digits;
    do {
        digits.insert(digits.begin(), kDigits[value % 16]);
        value /= 16;
    } while (value != 0);
    return "0x" + (digits.size() % 2 ? "0" + digits : digits);
}

// Adds `more` to the comment at `path`, a line apart from what it says already (unless those
// lines are there already: a move met twice in the file is one move).
void addComment(Game& game, const GamePath& path, const std::string& more)
{
    if (more.empty())
        return;
    const std::string& now = game.commentAt(path);
    if (("\n" + now + "\n").find("\n" + more + "\n") != std::string::npos)
        return;
    game.setComment(path, now.empty() ? more : now + "\n" + more);
}

} // namespace

bool isRenLib(std::string_view bytes)
{
    return bytes.starts_with(kSignature);
}

Parsed<Game> parseRenLib(std::string_view bytes)
{
    if (!isRenLib(bytes)) {
        return errorAtByte(0,
            translate("ttt::renlib",
                "expected RenLib's signature: the byte 0xFF, \"RenLib\", the byte 0xFF"));
    }
    if (bytes.size() < kHeaderSize) {
        return errorAtByte(bytes.size(),
            arg(translate("ttt::renlib",
                    "the file ends in its header: a RenLib header has %1 bytes, the file %2",
                    "%1 and %2 are numbers of bytes"),
                { std::to_string(kHeaderSize), std::to_string(bytes.size()) }));
    }
    const int major = std::uint8_t(bytes[kSignature.size()]);
    const int minor = std::uint8_t(bytes[kSignature.size() + 1]);
    if (major != kMajorVersion || minor > kNewestMinorVersion) {
        return errorAtByte(kSignature.size() + (major == kMajorVersion ? 1 : 0),
            arg(translate("ttt::renlib",
                    "a library of version %1.%2: this reader knows RenLib's versions 3.0 to 3.4",
                    "%1.%2 is the version the file names, such as 2.1"),
                { std::to_string(major), std::to_string(minor) }));
    }

    const Geometry geometry = records::gomokuBoard(kSide, kSide);
    Position start;
    start.board = Board(geometry);
    start.rules = Rules::Renju;
    Game game(start);

    // The places from the start to the last node, and the depths the next variations start at.
    std::vector<GamePath> line { GamePath {} };
    std::vector<std::size_t> variations;
    bool afterLabel = false; // the last node was a label, which has no moves after it
    Reader reader(bytes);
    while (!reader.atEnd()) {
        const std::size_t nodeAt = reader.at();
        const auto node = reader.pair();
        if (!node) {
            return errorAtByte(nodeAt,
                translate("ttt::renlib",
                    "a node cut short: the file ends one byte into it (a node has two bytes)"));
        }
        if (afterLabel) {
            return errorAtByte(nodeAt,
                translate("ttt::renlib",
                    "a node after a label that does not end its line: a label has no moves "
                    "after it"));
        }
        unsigned flags = node->second;
        if (flags & kExtended) {
            const auto extended = reader.pair();
            if (!extended) {
                return errorAtByte(reader.at(),
                    translate("ttt::renlib",
                        "the file ends where the node's two more bytes of flags should be"));
            }
            flags |= ((unsigned(extended->first) << 8) | extended->second) << 8;
        }
        if (const unsigned unknown = flags & ~kKnownFlags; unknown != 0) {
            // The byte that holds them: the flags, or the first or second extension byte.
            return errorAtByte(nodeAt
                    + ((unknown & 0xFF0000) != 0      ? 2
                            : (unknown & 0xFF00) != 0 ? 3
                                                      : 1),
                arg(translate("ttt::renlib",
                        "flags %1 that RenLib 3 does not write (this node's flags are %2)",
                        "%1 and %2 are numbers written in hexadecimal, such as 0x0200"),
                    { hex(unknown), hex(flags) }));
        }
        if (flags & kOldComment) {
            return errorAtByte(nodeAt + 1,
                translate("ttt::renlib",
                    "a comment in RenLib 2's form: this reader reads RenLib 3's comments only"));
        }
        std::string comment;
        if (flags & kComment) {
            const std::size_t textAt = reader.at();
            const auto text = reader.text();
            if (!text) {
                return errorAtByte(textAt,
                    translate("ttt::renlib", "a comment that never ends: no 0 byte after it"));
            }
            comment = textOf(*text);
            if (const std::size_t under = comment.find('\b'); under != std::string::npos) {
                const std::string title = comment.substr(0, under);
                const std::string body = comment.substr(under + 1);
                comment = title.empty() ? body : body.empty() ? title : title + "\n" + body;
            }
        }
        std::string label;
        if (flags & kLabel) {
            const std::size_t textAt = reader.at();
            const auto text = reader.text();
            if (!text) {
                return errorAtByte(textAt,
                    translate("ttt::renlib", "a label that never ends: no 0 byte after it"));
            }
            label = textOf(*text);
        }

        const std::uint8_t cellByte = node->first;
        const GamePath from = line.back();
        if (cellByte == 0) {
            // The start (or a node of no cell): what it says is about the place it is at.
            addComment(game, from, comment);
        } else {
            const int column = (cellByte & 0x0F) - 1;
            const int row = cellByte >> 4;
            if (column < 0 || row >= kSide) {
                return errorAtByte(nodeAt,
                    arg(translate("ttt::renlib",
                            "the cell %1 is off RenLib's 15x15 board: its row (the high four "
                            "bits) runs from 0 to 14 and its column (the low four) from 1 to 15",
                            "%1 is a byte written in hexadecimal, such as 0xF0"),
                        { hex(cellByte) }));
            }
            const Cell cell = geometry.cellAt(row, column);
            const std::string name = cellName(geometry, cell);
            if (!label.empty())
                addComment(game, from,
                    arg(translate("ttt::renlib", "label %1: %2",
                            "%1 is a cell such as h9; %2 the label, such as A"),
                        { name, label }));
            if (flags & kNotAMove) {
                addComment(game, from, comment);
                line.push_back(from);
                afterLabel = !(flags & kEndsLine);
            } else {
                if (const std::optional<std::string> problem
                    = records::cannotPlay(game, from, cell)) {
                    return errorAtByte(nodeAt, *problem);
                }
                const GamePath to = game.play(from, cell);
                addComment(game, to, comment);
                line.push_back(to);
            }
        }
        if ((flags & kVariationFollows) && line.size() > 1)
            variations.push_back(line.size() - 1);
        if (flags & kEndsLine) {
            afterLabel = false;
            if (variations.empty()) {
                line.resize(1);
            } else {
                line.resize(variations.back());
                variations.pop_back();
            }
        }
    }
    return game;
}

} // namespace ttt
