// How a suite of a program of several (testmain.h) registers itself with the program's main
// (testmain.cpp): apart from testmain.h, so that the main compiles without Qt Test's headers.
#pragma once

namespace ttt::test {

using RunSuite = int (*)(int argc, char** argv);
using InitMain = void (*)();

struct Registration {
    Registration(const char* file, InitMain initMain, RunSuite run);
};

} // namespace ttt::test
