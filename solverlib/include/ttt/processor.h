// What the library needs of the processor it runs on, checked before anything else runs.
#pragma once

#include <cstdio>

namespace ttt {

// The name of an instruction set extension the library was built to use and this processor
// lacks ("POPCNT"), or nullptr when it has everything. The programs check this first, so that
// an old processor gets a sentence instead of an illegal-instruction crash.
inline const char* missingProcessorFeature()
{
#if defined(__x86_64__) && defined(__POPCNT__)
    if (!__builtin_cpu_supports("popcnt"))
        return "POPCNT";
#endif
    return nullptr;
}

// missingProcessorFeature(), said on standard error as `program`: true when the program must
// stop.
inline bool reportMissingProcessorFeature(const char* program)
{
    const char* missing = missingProcessorFeature();
    if (missing) {
        std::fprintf(stderr,
            "%s: this processor lacks the %s instruction, which this build uses; build with "
            "-DTTT_POPCNT=OFF to run here\n",
            program, missing);
    }
    return missing != nullptr;
}

} // namespace ttt
