// Naming characters in messages: what a character is (a tab, a look-alike of x, a byte that is
// not UTF-8) and which column it stands in.
#include "textdiagnostics.h"

#include "ttt/translate.h"

#include <array>
#include <cassert>
#include <cstdio>

namespace ttt {
namespace {

std::string hex(unsigned value, int digits)
{
    std::array<char, 16> buffer {};
    std::snprintf(buffer.data(), buffer.size(), "%0*X", digits, value);
    return buffer.data();
}

// Characters people type or paste in place of x and o (or the letters and digits of a cell's
// name) that are not them: the letter or digit meant, or '\0'.
char lookalikeOf(char32_t codePoint)
{
    switch (codePoint) {
    case 0x00D7: // multiplication sign
    case 0x0425: // Cyrillic capital ha
    case 0x0445: // Cyrillic small ha
    case 0x03A7: // Greek capital chi
    case 0x03C7: // Greek small chi
    case 0x2715: // multiplication x
    case 0x2716: // heavy multiplication x
    case 0x2717: // ballot x
    case 0x2718: // heavy ballot x
    case 0x2A2F: // vector cross product
    case 0xFF38: // fullwidth X
    case 0xFF58: // fullwidth x
        return 'x';
    case 0x041E: // Cyrillic capital o
    case 0x043E: // Cyrillic small o
    case 0x039F: // Greek capital omicron
    case 0x03BF: // Greek small omicron
    case 0x25CB: // white circle
    case 0x25EF: // large circle
    case 0x00B0: // degree sign
    case 0xFF2F: // fullwidth O
    case 0xFF4F: // fullwidth o
        return 'o';
    // Letters of cell names in a game record (a1 to h8).
    case 0x0410: // Cyrillic capital a
    case 0x0430: // Cyrillic small a
    case 0x0391: // Greek capital alpha
    case 0x03B1: // Greek small alpha
        return 'a';
    case 0x0412: // Cyrillic capital ve
    case 0x0392: // Greek capital beta
        return 'b';
    case 0x0421: // Cyrillic capital es
    case 0x0441: // Cyrillic small es
        return 'c';
    case 0x0415: // Cyrillic capital ie
    case 0x0435: // Cyrillic small ie
    case 0x0395: // Greek capital epsilon
        return 'e';
    case 0x041D: // Cyrillic capital en
    case 0x0397: // Greek capital eta
        return 'h';
    default:
        break;
    }
    // Fullwidth letters a to h and digits 1 to 8.
    if (codePoint >= 0xFF41 && codePoint <= 0xFF48)
        return char('a' + (codePoint - 0xFF41));
    if (codePoint >= 0xFF21 && codePoint <= 0xFF28)
        return char('a' + (codePoint - 0xFF21));
    if (codePoint >= 0xFF11 && codePoint <= 0xFF18)
        return char('1' + (codePoint - 0xFF11));
    return '\0';
}

// "the letter x", "the digit 1": what a look-alike character stands in for.
std::string lookalikeName(char meant)
{
    const std::string_view character(&meant, 1);
    if (meant >= '0' && meant <= '9') {
        return arg(translate("ttt::text", "the digit %1",
                       "what a look-alike character stands in for; %1 is a digit from 1 to 8"),
            { character });
    }
    return arg(translate("ttt::text", "the letter %1",
                   "what a look-alike character stands in for; %1 is a letter: x, o or a to h"),
        { character });
}

// Decodes one UTF-8 character; 0 bytes when the bytes there are not UTF-8.
std::pair<char32_t, std::size_t> decodeUtf8(std::string_view text, std::size_t position)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned lead = byte(position);
    std::size_t length = 0;
    char32_t codePoint = 0;
    char32_t least = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2, codePoint = lead & 0x1F, least = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3, codePoint = lead & 0x0F, least = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4, codePoint = lead & 0x07, least = 0x10000;
    } else {
        return { 0, 0 };
    }
    if (position + length > text.size())
        return { 0, 0 };
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(position + i) & 0xC0) != 0x80)
            return { 0, 0 };
        codePoint = (codePoint << 6) | (byte(position + i) & 0x3F);
    }
    if (codePoint < least || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
        return { 0, 0 };
    return { codePoint, length };
}

// The length in bytes of the character at `position`: 1 for a byte that is not UTF-8.
std::size_t characterLength(std::string_view text, std::size_t position)
{
    const std::size_t length = decodeUtf8(text, position).second;
    return length == 0 ? 1 : length;
}

} // namespace

std::pair<std::string, std::size_t> describeCharacter(std::string_view text, std::size_t position)
{
    assert(position < text.size());
    const unsigned char c = static_cast<unsigned char>(text[position]);
    switch (c) {
    case '\0':
        return { translate("ttt::text", "a NUL byte", "what was found instead"), 1 };
    case '\t':
        return { translate("ttt::text", "a tab", "what was found instead"), 1 };
    case ' ':
        return { translate("ttt::text", "a space", "what was found instead"), 1 };
    case '\r':
        return { translate("ttt::text", "a carriage return", "what was found instead"), 1 };
    case '\n':
        return { translate("ttt::text", "the end of the line", "what was found instead"), 1 };
    case '0':
        return { translate("ttt::text", "'0' (the digit zero, not the letter o)",
                     "what was found instead"),
            1 };
    default:
        break;
    }
    if (c < 0x20 || c == 0x7F) {
        return { arg(translate("ttt::text", "the control character U+%1",
                         "%1 is the character's code in hexadecimal, such as 0001"),
                     { hex(c, 4) }),
            1 };
    }
    if (c < 0x80) {
        return { arg(translate("ttt::text", "'%1'", "%1 is a character of the input, quoted"),
                     { text.substr(position, 1) }),
            1 };
    }

    const auto [codePoint, length] = decodeUtf8(text, position);
    if (length == 0) {
        return { arg(translate("ttt::text", "the byte 0x%1, which is not UTF-8 text",
                         "%1 is the byte's value in hexadecimal, such as FF"),
                     { hex(c, 2) }),
            1 };
    }
    if (codePoint == 0xFEFF) {
        return { translate("ttt::text",
                     "a byte-order mark (U+FEFF), which is only allowed at the very start",
                     "what was found instead"),
            length };
    }
    const std::string_view character = text.substr(position, length);
    if (const char meant = lookalikeOf(codePoint)) {
        return { arg(translate("ttt::text", "'%1' (U+%2, not %3)",
                         "%1 is a character of the input, %2 its code in hexadecimal; %3 is what "
                         "it looks like, such as 'the letter x'"),
                     { character, hex(codePoint, 4), lookalikeName(meant) }),
            length };
    }
    return { arg(translate("ttt::text", "'%1' (U+%2)",
                     "%1 is a character of the input, %2 its code in hexadecimal"),
                 { character, hex(codePoint, 4) }),
        length };
}

int columnOf(std::string_view text, std::size_t lineStart, std::size_t position)
{
    int column = 1;
    for (std::size_t i = lineStart; i < position && i < text.size(); ++column)
        i += characterLength(text, i);
    return column;
}

std::string found(std::string_view text, std::size_t position)
{
    if (position >= text.size())
        return translate("ttt::text", "the end of the input", "what was found instead");
    return describeCharacter(text, position).first;
}

ParseError errorIn(std::string_view text, int line, std::size_t lineStart, std::size_t position,
    std::string message)
{
    return { line, columnOf(text, lineStart, position), std::move(message) };
}

} // namespace ttt
