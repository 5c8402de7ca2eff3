// ttt-make-tables: computes the outcome tables while solverlib is built and writes them as a
// C++ source file, so programs start with them ready instead of computing them at every start.
#include "../src/negamax.h"

#include <cstdio>
#include <fstream>
#include <iostream>

int main(int argc, char* argv[])
{
    if (argc != 2) {
        std::cerr << "usage: ttt-make-tables OUTPUT.cpp\n";
        return 2;
    }
    std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
    out << "// The outcome tables, computed by ttt-make-tables (solverlib/tools/maketables.cpp) "
           "when\n"
           "// the library was built. Layout: see OutcomeTable in ttt/outcometable.h.\n"
           "#include \"negamax.h\"\n\n"
           "namespace ttt::detail {\n\n";
    std::string nodes;
    out << "const OutcomeTable::Entry "
           "kBuiltOutcomeTables[kAllRules.size()][OutcomeTable::kEntryCount] = {\n";
    for (ttt::Rules rules : ttt::kAllRules) {
        const ttt::OutcomeTable::Computed table = ttt::OutcomeTable::compute(rules);
        nodes += "    " + std::to_string(table.nodesExpanded) + ", // "
            + std::string(ttt::rulesName(rules)) + "\n";
        out << "    { // " << ttt::rulesName(rules) << '\n';
        char hex[8];
        for (std::size_t i = 0; i < table.entries.size(); ++i) {
            std::snprintf(hex, sizeof hex, "0x%02x,", table.entries[i]);
            out << (i % 16 == 0 ? "        " : " ") << hex << (i % 16 == 15 ? "\n" : "");
        }
        out << "\n    },\n";
    }
    out << "};\n\nconst std::size_t kBuiltOutcomeTableNodesExpanded[kAllRules.size()] = {\n"
        << nodes << "};\n\n} // namespace ttt::detail\n";
    out.close();
    if (!out) {
        std::cerr << "ttt-make-tables: cannot write " << argv[1] << '\n';
        return 1;
    }
    return 0;
}
