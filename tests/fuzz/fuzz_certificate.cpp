// libFuzzer target: ttt-check's reader and checker (app/check), which share nothing with the
// engine. Whatever the bytes, checking ends with a verdict and a sentence, never a crash, a
// hang or an allocation beyond the body's cap; and the same bytes get the same verdict.
#include "checker.h"

#include <cstdint>
#include <cstdlib>
#include <vector>

namespace {

// Like fuzzsupport.h's, without its solverlib header: this target links the checker alone.
void require(bool condition)
{
    if (!condition)
        std::abort(); // libFuzzer saves the input that got here
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::vector<std::uint8_t> bytes(data, data + size);
    // At most a megabyte for the body and the nodes' records: the header's claims beyond it are
    // refused before anything is allocated.
    constexpr std::uint64_t cap = std::uint64_t(1) << 20;
    const check::Verdict verdict = check::checkCertificate(bytes, cap);
    require(!verdict.text.empty());
    if (verdict.verified) {
        require(verdict.text.rfind("verified: ", 0) == 0);
        require(verdict.nodes <= cap);
    } else {
        require(verdict.nodes == 0 && verdict.moves.empty());
    }
    const check::Verdict again = check::checkCertificate(bytes, cap);
    require(again.verified == verdict.verified && again.text == verdict.text);
    return 0;
}
