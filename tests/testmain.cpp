// The main of a program of several Qt Test suites (testmain.h).
#include "testregistration.h"

#ifdef TTT_TEST_GUI
#include <QApplication>
#else
#include <QCoreApplication>
#endif

#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace ttt::test {
namespace {

struct Suite {
    InitMain initMain;
    RunSuite run;
};

std::map<std::string, Suite>& suites()
{
    static std::map<std::string, Suite> registered;
    return registered;
}

} // namespace

Registration::Registration(const char* file, InitMain initMain, RunSuite run)
{
    // "…/tests/gui/tst_why.cpp" → "tst_why"
    std::string name = file;
    name = name.substr(name.find_last_of("/\\") + 1);
    name = name.substr(0, name.rfind('.'));
    suites()[name] = { initMain, run };
}

} // namespace ttt::test

int main(int argc, char** argv)
{
    const auto& suites = ttt::test::suites();
    const auto suite = argc >= 2 ? suites.find(argv[1]) : suites.end();
    if (suite == suites.end()) {
        std::fprintf(stderr, "usage: %s SUITE [Qt Test options]; the suites:\n", argv[0]);
        for (const auto& [name, unused] : suites)
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // The suite's arguments, as its own program would have them.
    std::vector<char*> arguments { argv[0] };
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    int count = int(arguments.size());
    suite->second.initMain();
#ifdef TTT_TEST_GUI
    QApplication app(count, arguments.data());
#else
    QCoreApplication app(count, arguments.data());
#endif
    app.setAttribute(Qt::AA_Use96Dpi, true);
    return suite->second.run(count, arguments.data());
}
