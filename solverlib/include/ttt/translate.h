// Messages in the reader's language.
//
// solverlib writes every message a person reads (parse errors, legality sentences) in English,
// through translate(). A program with translations installs a Translator once, before it reads
// any input, and every message then comes back in its language; without one, the English text
// is used. The calls are written the way Qt's lupdate reads them,
//
//     translate("ttt::text", "row %1 is too long: expected the end of the row after %2", ...)
//
// so the texts land in the translation files with those of the window. %1, %2, ... are filled
// in by arg() after translating (a translation may put them in another order); %n is the count
// of a message with plural forms, written "%n cell(s)" in English.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace ttt {

// context, English source text, disambiguating comment (or nullptr), count (or -1) → the text in
// the reader's language, %n already replaced by the count.
using Translator
    = std::string (*)(const char* context, const char* source, const char* comment, int count);

// Installs `translator` for every later message (nullptr: English). Safe to call from any thread,
// but messages already made keep their language.
void setTranslator(Translator translator) noexcept;

// The translator installed now; nullptr for English.
Translator translator() noexcept;

// `source` in the reader's language. Without a translator, %n becomes `count` and each "(s)"
// becomes "s", or nothing when the count is 1.
std::string translate(
    const char* context, const char* source, const char* comment = nullptr, int count = -1);

// `pattern` with %1 ... %9 replaced by the arguments in that order; any other '%' is kept.
std::string arg(std::string_view pattern, std::initializer_list<std::string_view> arguments);

} // namespace ttt
