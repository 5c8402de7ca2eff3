// Several Qt Test suites in one program, each run on its own: `program tst_name [Qt Test
// options]`. ctest runs the program once per suite (tests/CMakeLists.txt), so every suite keeps
// its own process, time limit, labels and settings folder, while the build compiles one main and
// links one program instead of one per suite.
//
// A suite ends with TTT_TEST_MAIN(ClassName) where a stand-alone one had QTEST_MAIN or
// QTEST_GUILESS_MAIN; its name is its file's ("tst_why" for tst_why.cpp). The program's
// application object (QApplication, or QCoreApplication for suites without a window) is made by
// testmain.cpp, as QTest's own main makes it.
#pragma once

#include "testregistration.h"

#include "ttt/board.h"
#include "ttt/legality.h"
#include "ttt/rules.h"
#include "ttt/solver.h"

#include <QtTest>

// The library's types the suites' data tables hold, declared once for all of them (a suite's
// own types are declared in the suite).
Q_DECLARE_METATYPE(ttt::Mark)
Q_DECLARE_METATYPE(ttt::Outcome)
Q_DECLARE_METATYPE(ttt::Rules)
Q_DECLARE_METATYPE(ttt::GameState)

namespace ttt::test {

// Whether the tests run under the sanitizers (AddressSanitizer and UndefinedBehaviorSanitizer),
// where every position searched costs ten times more: a suite then walks the same paths on fewer
// or smaller cases, while the release build of the same CI run walks them all.
#ifdef TTT_SANITIZED_TESTS
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// How many of `full` random samples a suite draws: all of them in an ordinary build; a sixth (or
// the `fraction` given; at least one) under the sanitizers. There the point is memory and
// undefined behaviour on the paths the samples take, which a sixth of them reaches as well; the
// release build compares every one.
constexpr int samples(int full, int fraction = 6)
{
    if constexpr (kSanitized)
        return full / fraction > 1 ? full / fraction : 1;
    else
        return full;
}

} // namespace ttt::test

// (The names carry the suite's, so that suites compiled together, a unity build's, do not clash.)
#define TTT_TEST_MAIN(TestObject)                                                                  \
    namespace {                                                                                    \
    int runSuite##TestObject(int argc, char** argv)                                                \
    {                                                                                              \
        TestObject suite;                                                                          \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&suite, argc, argv);                                                   \
    }                                                                                              \
    const ttt::test::Registration registration##TestObject(                                        \
        __FILE__, [] { QTest::Internal::callInitMain<TestObject>(); }, &runSuite##TestObject);     \
    }
