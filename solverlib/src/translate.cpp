// Messages in the reader's language: the installed translator, or English.
#include "ttt/translate.h"

#include <atomic>

namespace ttt {
namespace {

std::atomic<Translator> g_translator { nullptr };

// English without a translation file: "%n cell(s)" → "1 cell", "3 cells".
std::string english(std::string_view source, int count)
{
    std::string text;
    text.reserve(source.size() + 8);
    for (std::size_t i = 0; i < source.size(); ++i) {
        if (count >= 0 && source.compare(i, 2, "%n") == 0) {
            text += std::to_string(count);
            ++i;
        } else if (count >= 0 && source.compare(i, 3, "(s)") == 0) {
            if (count != 1)
                text += 's';
            i += 2;
        } else {
            text += source[i];
        }
    }
    return text;
}

} // namespace

void setTranslator(Translator translator) noexcept
{
    g_translator.store(translator, std::memory_order_release);
}

Translator translator() noexcept
{
    return g_translator.load(std::memory_order_acquire);
}

std::string translate(const char* context, const char* source, const char* comment, int count)
{
    if (const Translator translator = g_translator.load(std::memory_order_acquire))
        return translator(context, source, comment, count);
    return english(source, count);
}

std::string arg(std::string_view pattern, std::initializer_list<std::string_view> arguments)
{
    std::string text;
    text.reserve(pattern.size() + 16 * arguments.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (pattern[i] == '%' && next >= '1' && next <= '9'
            && std::size_t(next - '1') < arguments.size()) {
            text += *(arguments.begin() + (next - '1'));
            ++i;
        } else {
            text += pattern[i];
        }
    }
    return text;
}

} // namespace ttt
